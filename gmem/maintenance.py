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
"""

from __future__ import annotations

import logging

import numpy as np

from gmem.llm.operations import LLMOperations, Run, render_run
from gmem.models import Insight, TaskRecord, TaskStatus
from gmem.store.base import MemoryStore
from gmem.tiers.insight import InsightUpdate
from gmem.tiers.query import QueryIndex

log = logging.getLogger(__name__)

#: At most this many supporting tasks are clustered in a merge pass (a sample, when there are more).
MERGE_SAMPLE = 2048
#: At most this many clusters in a merge pass; only the largest ``merge_clusters`` of them are merged.
MERGE_CLUSTERS = 64


class Maintainer:
    def __init__(self, ops: LLMOperations, store: MemoryStore, index: QueryIndex) -> None:
        self.ops = ops
        self.store = store
        self.index = index

    @property
    def config(self):  # type: ignore[no-untyped-def]
        return self.ops.config

    async def after_record(self, records: list[TaskRecord], total_before: int) -> None:
        """Run what the schedule says is due after ``records`` joined a memory of ``total_before`` tasks."""
        c = self.config
        for offset, record in enumerate(records, start=1):
            recorded = total_before + offset
            if c.insights and record.status == TaskStatus.FAILED:
                await self._contrast(record.id)
            if c.insights and recorded >= c.insights_start_after and (recorded - c.insights_start_after) % c.insights_every == 0:
                await self._batch(recorded)
            if c.merge and recorded % c.merge_every == 0:
                await self._merge()

    # ------------------------------------------------------------------ data for prompts

    def _run(self, task_id: str) -> Run:
        node = self.store.get_nodes([task_id])[task_id]
        graph = self.store.get_graph(task_id)
        outcome = node.status.value + (f" ({graph.failure_reason})" if graph.failure_reason else "")
        return Run(task_id, render_run(node.instruction, graph, limit=self.config.run_chars, outcome=outcome))

    def _rules(self, task_ids: list[str]) -> list[Insight]:
        """The rules a prompt shows: those tied to the tasks at hand first, then the best-scored others."""
        related = sorted(self.store.insights_for_tasks(task_ids), key=lambda i: (-i.score, i.id))
        chosen = {i.id: i for i in related if i.score > 0}
        if len(chosen) < self.config.prompt_insights:
            for insight in self.store.list_insights():
                if insight.score > 0:
                    chosen.setdefault(insight.id, insight)
                if len(chosen) >= self.config.prompt_insights:
                    break
        return list(chosen.values())[: self.config.prompt_insights]

    def _full(self) -> bool:
        return self.store.counts()["insights"] >= self.config.max_insights

    async def _apply(self, updates: list[InsightUpdate] | None, what: str) -> None:
        if updates:
            self.store.update_insights(updates)
            log.info("%s: applied %d insight operations", what, len(updates))

    # ------------------------------------------------------------------ the operations

    async def _contrast(self, failed_id: str) -> None:
        partner = next(
            (t for t in self.index.neighbours(failed_id)
             if self.index.status[self.index.row_of[t]] == TaskStatus.RESOLVED),
            None,
        )
        if partner is None:
            return
        rules = self._rules([failed_id, partner])
        updates = await self.ops.learn_from_pair(rules, self._run(partner), self._run(failed_id), full=self._full())
        await self._apply(updates, f"contrast {partner} / {failed_id}")

    async def _batch(self, recorded: int) -> None:
        resolved = [t for t, s in zip(self.index.ids[:recorded], self.index.status[:recorded])
                    if s == TaskStatus.RESOLVED][-self.config.batch_runs:]
        if not resolved:
            return
        runs = [self._run(t) for t in resolved]
        updates = await self.ops.learn_from_batch(self._rules(resolved), runs, full=self._full())
        await self._apply(updates, f"batch of {len(runs)}")

    async def _merge(self) -> None:
        insights = self.store.list_insights()
        spent = [InsightUpdate(key=i.key, text=i.text, score_delta=0.0, delete=True) for i in insights if i.score <= 0]
        await self._apply(spent, "drop spent insights")
        alive = [i for i in insights if i.score > 0]
        for cluster in self._clusters(alive)[: self.config.merge_clusters]:
            await self._apply(await self.ops.merge(cluster), f"merge of {len(cluster)}")

    def _clusters(self, insights: list[Insight]) -> list[list[Insight]]:
        """Insights grouped by the cluster (k-means over the embeddings of the tasks that support them) most
        of their tasks fall in; the groups large enough to merge, largest first.

        Only supporting tasks are clustered, at most :data:`MERGE_SAMPLE` of them, into at most
        :data:`MERGE_CLUSTERS` clusters: a merge pass then costs the same in a memory of 100,000 tasks as in
        one of 1,000 (clustering every task stalled a record for minutes at that size)."""
        supported = {t: self.index.row_of[t] for i in insights for t in i.supporting if t in self.index.row_of}
        if len(supported) < 2:
            return []
        rows = np.fromiter(supported.values(), dtype=np.intp)
        if len(rows) > MERGE_SAMPLE:
            rows = np.random.default_rng(0).choice(rows, MERGE_SAMPLE, replace=False)
        vectors = self.index.instruction_vectors()
        centres = kmeans(vectors[rows], min(MERGE_CLUSTERS, max(1, len(rows) // self.config.merge_every)))
        groups: dict[int, list[Insight]] = {}
        for insight in insights:
            own = [self.index.row_of[t] for t in insight.supporting if t in self.index.row_of]
            if own:
                labels = np.argmax(vectors[own] @ centres.T, axis=1)
                groups.setdefault(int(np.bincount(labels).argmax()), []).append(insight)
        big = [g for g in groups.values() if len(g) >= self.config.merge_min_cluster]
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
        centres.append(vectors[rng.choice(len(vectors), p=weights / total)] if total > 0 else vectors[rng.integers(len(vectors))])
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
