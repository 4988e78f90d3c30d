"""When the LLM operations run, on what, and how their results reach the store.

After tasks are recorded (G-Memory's schedule, configurable in :class:`~gmem.llm.operations.LLMOperationsConfig`):

* each **failed** task is contrasted with its most similar resolved neighbour (one call);
* every ``insights_every`` tasks after the first ``insights_start_after``, the latest resolved runs are
  read together (one call);
* every ``merge_every`` tasks, insights whose score fell to zero are dropped, the task nodes are
  clustered by embedding, and the largest clusters' insights are merged (one call per cluster, at most
  ``merge_clusters``).

So the calls per recorded task stay constant however large the memory grows, and each prompt carries a
bounded number of rules and condensed runs.

The model never sees, so never changes, a lesson a person curated (edited, or brought back by an undo).
Every deletion is logged in the change history, undoable with ``gmem undo``: the model's with the author
``model:<name>`` and at most ``removals_per_window`` REMOVEs per ``removal_window`` tasks; spent lessons
dropped at merge time with the author ``gmem``.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Coroutine, Mapping
from typing import Any

import numpy as np

from gmem.errors import NotFoundError
from gmem.llm.client import Budget
from gmem.llm.grounding import CitedRun, Grounds
from gmem.llm.operations import LLMOperations, LLMOperationsConfig, Proposal, Run, render_run
from gmem.models import Insight, TaskRecord, TaskStatus, UtteranceKind
from gmem.replica import IndexReplica
from gmem.store.base import MemoryStore
from gmem.store.changes import MODEL_AUTHOR

log = logging.getLogger(__name__)

#: At most this many supporting tasks are clustered in a merge pass (a sample, when there are more).
MERGE_SAMPLE = 2048
#: At most this many clusters in a merge pass; only the largest ``merge_clusters`` of them are merged.
MERGE_CLUSTERS = 64
#: At most this many of a cluster's supporting runs are read to check a merged lesson against.
GROUNDING_RUNS = 50
#: Who drops a lesson whose score fell to zero (by feedback), in the change history.
MAINTENANCE_AUTHOR = "gmem"


class Maintainer:
    """The insight operations due after one record, run by the recording thread within the record's budget.

    The index is read under the memory's ``lock`` (only while a prompt's data is gathered: the model calls
    run without it, so retrievals go on meanwhile); the store's writes are transactions of their own."""

    def __init__(
        self, ops: LLMOperations, store: MemoryStore, replica: IndexReplica, lock: threading.RLock, budget: Budget
    ) -> None:
        self.ops = ops
        self.store = store
        self.replica = replica
        self.lock = lock
        self.budget = budget
        self._recorded = 0  # tasks in the memory at the record being maintained after (set by after_record)

    @property
    def config(self) -> LLMOperationsConfig:
        return self.ops.config

    def after_record(self, records: list[TaskRecord], total_before: int) -> None:
        """Run what the schedule says is due after ``records`` joined a memory of ``total_before`` tasks
        (counted after the refresh that added other writers' tasks, so every process keeps one schedule)."""
        c = self.config
        for offset, record in enumerate(records, start=1):
            recorded = self._recorded = total_before + offset
            if c.insights and record.status == TaskStatus.FAILED:
                self._contrast(record.id)
            if (
                c.insights
                and recorded >= c.insights_start_after
                and (recorded - c.insights_start_after) % c.insights_every == 0
            ):
                self._batch(recorded)
            if c.merge and recorded % c.merge_every == 0:
                self._merge()

    def _ask(self, kind: str, step: Coroutine[Any, Any, Proposal | None]) -> Proposal | None:
        [proposal] = self.budget.settle(kind, [step])
        return proposal

    def _time_left(self, kind: str) -> bool:
        """Whether the record's budget still has model time; an operation past it is skipped (a fallback)."""
        if self.budget.left > 0:
            return True
        self.ops.client.fallback(kind)
        log.warning("%s: the record's model time is spent; the operation is skipped", kind)
        return False

    # ------------------------------------------------------------------ data for prompts

    def _condensed(self, task_id: str) -> Run:
        node = self.store.get_nodes([task_id])[task_id]
        graph = self.store.get_graph(task_id)
        outcome = node.status.value + (f" ({graph.failure_reason})" if graph.failure_reason else "")
        return Run(task_id, render_run(node.instruction, graph, limit=self.config.run_chars, outcome=outcome))

    def _rules(self, task_ids: list[str]) -> list[Insight]:
        """The rules a prompt shows: those tied to the tasks at hand first, then the best-scored others; never
        one a person curated."""
        curated = self.store.curated_insights()
        related = sorted(self.store.insights_for_tasks(task_ids), key=lambda i: (-i.score, i.id))
        chosen = {i.id: i for i in related if i.score > 0 and i.id not in curated}
        if len(chosen) < self.config.prompt_insights:
            for insight in self.store.list_insights():
                if insight.score > 0 and insight.id not in curated:
                    chosen.setdefault(insight.id, insight)
                if len(chosen) >= self.config.prompt_insights:
                    break
        return list(chosen.values())[: self.config.prompt_insights]

    def _grounds(self, task_ids: list[str]) -> Grounds:
        """The runs of ``task_ids`` (those still recorded), to check the model's lessons against."""
        nodes = self.store.get_nodes(list(dict.fromkeys(task_ids)))
        runs = [
            CitedRun(
                task_id,
                node.status,
                node.instruction,
                tuple(
                    u.content for u in self.store.get_graph(task_id).utterances if u.kind != UtteranceKind.OBSERVATION
                ),
            )
            for task_id, node in nodes.items()
        ]
        with self.lock:
            verbs = {template.split(" ", 1)[0] for template in self.replica.index.templates()}
            is_task = self.replica.names_a_task()
        return Grounds(runs, verbs, is_task)

    def _full(self) -> bool:
        return self.store.counts()["insights"] >= self.config.max_insights

    def _apply(self, proposal: Proposal | None, what: str) -> None:
        """Apply the upserts, then the deletions the window still allows, each logged with the model as author."""
        if proposal is None:
            return
        if proposal.updates:
            self.store.update_insights(proposal.updates)
            log.info("%s: applied %d insight operations", what, len(proposal.updates))
        cause = "merge" if what.startswith("merge") else "remove"
        author = MODEL_AUTHOR + self.ops.client.name
        for insight in proposal.deletions:
            if cause == "remove" and not self._removal_allowed():
                log.warning(
                    "%s: refused to delete insight %d: the model deleted %d already in the last %d tasks",
                    what,
                    insight.id,
                    self.config.removals_per_window,
                    self.config.removal_window,
                )
                self.ops.client.rejected("insights")
                continue
            self._delete(insight, author, cause)

    def _removal_allowed(self) -> bool:
        since = self._recorded - self.config.removal_window
        return self.store.model_deletions(cause="remove", since_task=since) < self.config.removals_per_window

    def _delete(self, insight: Insight, author: str, cause: str) -> None:
        try:
            change = self.store.delete_insight(
                insight.id, author=author, note={"cause": cause, "at_task": self._recorded}
            )
        except NotFoundError:  # deleted meanwhile (another process, or an earlier deletion of this pass)
            return
        log.info("change %d: %s deleted insight %d (%s)", change.id, author, insight.id, cause)

    # ------------------------------------------------------------------ the operations

    def _contrast(self, failed_id: str) -> None:
        if not self._time_left("insights"):
            return
        with self.lock:
            index = self.replica.index
            neighbours = index.neighbours(failed_id) if failed_id in index.row_of else []
            partner = next((t for t in neighbours if index.status[index.row_of[t]] == TaskStatus.RESOLVED), None)
        if partner is None:
            return
        rules = self._rules([failed_id, partner])
        step = self.ops.learn_from_pair(
            rules,
            self._condensed(partner),
            self._condensed(failed_id),
            full=self._full(),
            grounds=self._grounds([partner, failed_id]),
        )
        self._apply(self._ask("insights", step), f"contrast {partner} / {failed_id}")

    def _batch(self, recorded: int) -> None:
        if not self._time_left("insights"):
            return
        with self.lock:
            resolved = self.replica.latest_resolved(recorded, self.config.batch_runs)
        if not resolved:
            return
        runs = [self._condensed(t) for t in resolved]
        rules = self._rules(resolved)
        grounds = self._grounds([*resolved, *(t for r in rules for t in r.supporting[:3])])
        step = self.ops.learn_from_batch(rules, runs, full=self._full(), grounds=grounds)
        self._apply(self._ask("insights", step), f"batch of {len(runs)}")

    def _merge(self) -> None:
        if not self._time_left("merge"):
            return
        curated = self.store.curated_insights()
        insights = [i for i in self.store.list_insights() if i.id not in curated]
        for spent in (i for i in insights if i.score <= 0):
            self._delete(spent, MAINTENANCE_AUTHOR, "spent")
        alive = [i for i in insights if i.score > 0]
        with self.lock:
            vectors = self.replica.instruction_vectors_of(t for i in alive for t in i.supporting)
        groups = clusters(vectors, alive, self.config)
        for cluster in groups[: self.config.merge_clusters]:
            support = list(dict.fromkeys(t for i in cluster for t in i.supporting))[:GROUNDING_RUNS]
            self._apply(self._ask("merge", self.ops.merge(cluster, self._grounds(support))), f"merge of {len(cluster)}")


def clusters(
    vectors: Mapping[str, np.ndarray], insights: list[Insight], config: LLMOperationsConfig
) -> list[list[Insight]]:
    """Insights grouped by the cluster (k-means over the instruction ``vectors`` of the tasks that support
    them, by task id; a task without one is no longer recorded) most of their tasks fall in; the groups large
    enough to merge, largest first.

    Only supporting tasks are clustered, at most :data:`MERGE_SAMPLE` of them, into at most
    :data:`MERGE_CLUSTERS` clusters: a merge pass then costs the same in a memory of 100,000 tasks as in
    one of 1,000 (clustering every task stalled a record for minutes at that size)."""
    supported = list(dict.fromkeys(t for i in insights for t in i.supporting if t in vectors))
    if len(supported) < 2:
        return []
    rows = np.stack([vectors[t] for t in supported])
    if len(rows) > MERGE_SAMPLE:
        rows = rows[np.random.default_rng(0).choice(len(rows), MERGE_SAMPLE, replace=False)]
    centres = kmeans(rows, min(MERGE_CLUSTERS, max(1, len(rows) // config.merge_every)))
    groups: dict[int, list[Insight]] = {}
    for insight in insights:
        own = [vectors[t] for t in insight.supporting if t in vectors]
        if own:
            labels = np.argmax(np.stack(own) @ centres.T, axis=1)
            groups.setdefault(int(np.bincount(labels).argmax()), []).append(insight)
    big = [g for g in groups.values() if len(g) >= config.merge_min_cluster]
    return sorted(big, key=lambda g: (-len(g), min(i.id for i in g)))


def kmeans(vectors: np.ndarray, k: int, *, iterations: int = 20, seed: int = 0) -> np.ndarray:
    """The centres of unit vectors by spherical k-means (deterministic k-means++ start), one row each."""
    rng = np.random.default_rng(seed)
    k = min(k, len(vectors))
    centres = [vectors[rng.integers(len(vectors))]]
    distance = 1.0 - vectors @ centres[0]  # to the nearest centre so far, updated with each new one
    for _ in range(1, k):
        weights = np.maximum(distance, 0) ** 2
        total = weights.sum()
        centres.append(
            vectors[rng.choice(len(vectors), p=weights / total)] if total > 0 else vectors[rng.integers(len(vectors))]
        )
        distance = np.minimum(distance, 1.0 - vectors @ centres[-1])
    centre = np.array(centres, dtype=np.float64)
    for _ in range(iterations):
        labels = np.argmax(vectors @ centre.T, axis=1)
        for j in range(k):
            members = vectors[labels == j]
            if len(members):
                mean = members.mean(axis=0)
                centre[j] = mean / max(np.linalg.norm(mean), 1e-12)
    return centre
