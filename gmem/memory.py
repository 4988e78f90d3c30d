"""The public face of gmem: open a memory, record finished tasks, retrieve for new ones, give feedback.

Data flows one way. Recording: run -> interaction tier (graph, key steps) -> query tier (links) ->
insight tier (lesson updates) -> one store transaction -> in-memory index. Retrieval: task -> query-tier
scores -> traversal (up to insights, down to excerpts) -> role projection.
"""

from __future__ import annotations

import asyncio
import getpass
import hashlib
import logging
import threading
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Self

import numpy as np
from pydantic import BaseModel

from gmem import limits, snapshot
from gmem.config import MemoryConfig, TraversalSettings
from gmem.embedding import Embedder, resolve_embedder
from gmem.errors import DuplicateTaskError
from gmem.fence import unecho_record
from gmem.importer import parse_record, read_jsonl
from gmem.llm.accounting import Usage
from gmem.llm.client import Budget, LLMClient
from gmem.llm.operations import LLMOperations
from gmem.llm.protocol import LLMProvider
from gmem.maintenance import Maintainer
from gmem.models import (
    Change,
    Evidence,
    Insight,
    InteractionGraph,
    QueryNode,
    RankedTask,
    Retrieval,
    Role,
    RoleContext,
    TaskRecord,
    TaskStatus,
    as_status,
    storable,
)
from gmem.roles import Rewrite, RoleProjector, role_text
from gmem.snapshot import SnapshotInfo, snapshot_path
from gmem.store.base import DEFAULT_NAMESPACE, MemoryStore, StoreCursor, TaskWrite, open_store
from gmem.text import procedure_features, words
from gmem.tiers.insight import InsightUpdate, KindMember, mine
from gmem.tiers.interaction import build_graph
from gmem.tiers.query import WORD_PROMPT, IndexedTask, QueryIndex
from gmem.tiers.terms import terms
from gmem.traversal import candidates, gather

log = logging.getLogger(__name__)

RoleLike = Role | str | tuple[str, str] | Mapping[str, str]
#: Tasks read from the store are indexed in batches of this many (bounded RAM while a memory opens).
CATCH_UP_BATCH = 4096
#: Insight keys of notes (lessons a person or an agent wrote down) start with this; their origin is "note:<author>".
NOTE_PREFIX = "note:"
#: A new note's score: shown like a lesson that several runs have confirmed, until feedback moves it.
NOTE_SCORE = 3.0


class MemoryStats(BaseModel):
    location: str
    mode: str
    embedder: str
    tasks: int
    resolved: int
    failed: int
    utterances: int
    links: int
    insights: int


def as_role(role: RoleLike) -> Role:
    if isinstance(role, Role):
        return role
    if isinstance(role, str):
        return Role(name=role)
    if isinstance(role, tuple):
        return Role(name=role[0], description=role[1])
    return Role.model_validate(dict(role))


def as_roles(roles: Sequence[RoleLike]) -> list[Role]:
    """The roles of one retrieval, within :mod:`gmem.limits`: at most ``MAX_ROLES``, descriptions cut to
    ``ROLE_CHARS`` (a longer name is refused: it is how the caller asks for its context)."""
    if len(roles) > limits.MAX_ROLES:
        raise ValueError(f"{len(roles)} roles in one retrieval; at most {limits.MAX_ROLES} (split the team)")
    out = []
    for role in map(as_role, roles):
        if len(role.name) > limits.ROLE_CHARS:
            raise ValueError(f"role name of {len(role.name)} characters; at most {limits.ROLE_CHARS}")
        out.append(role.model_copy(update={"description": role.description[: limits.ROLE_CHARS]}))
    return out


class Memory:
    """A team's collective memory. Thread-safe; ``a``-prefixed methods are the async variants."""

    def __init__(
        self, store: MemoryStore, embedder: Embedder, config: MemoryConfig, location: str, llm: LLMClient | None = None
    ) -> None:
        self._store = store
        self._embedder = embedder
        self.config = config
        self.location = location
        self._lock = threading.RLock()
        store.check_embedder(embedder.name, embedder.dimension)
        self._projector = RoleProjector(embedder)
        self._index = self._load_index()
        self._ops = LLMOperations(llm, config.llm) if llm is not None else None
        log.info(
            "gmem memory at %s: %d tasks, mode %s%s",
            location,
            len(self._index),
            self.mode,
            f" ({llm.name})" if llm is not None else " (no LLM: every operation uses its LLM-free path)",
        )

    @classmethod
    def open(
        cls,
        location: str | Path = ":memory:",
        *,
        embedder: Embedder | str | None = None,
        config: MemoryConfig | None = None,
        llm: LLMProvider | LLMClient | None = None,
        namespace: str = DEFAULT_NAMESPACE,
    ) -> Memory:
        """Open (or create) a memory. ``location`` is a SQLite file path, ``:memory:``, or a
        ``postgresql://`` URL; ``namespace`` (a team, project or tenant) scopes every read and write.

        ``llm`` (any :class:`~gmem.llm.LLMProvider`, e.g. ``OpenAICompatibleProvider()``, or a configured
        :class:`~gmem.llm.LLMClient`) turns on the LLM operations; without it gmem runs LLM-free.
        """
        config = config or MemoryConfig()
        client = llm if isinstance(llm, LLMClient) or llm is None else LLMClient(llm, config.llm_client)
        return cls(open_store(location, namespace), resolve_embedder(embedder), config, str(location), client)

    @property
    def mode(self) -> str:
        """``llm`` when a model writes insights, key steps and role views (each falling back to its LLM-free
        path on failure); ``llm-free`` when every operation runs without a model."""
        return "llm" if self._ops is not None else "llm-free"

    @property
    def usage(self) -> Usage:
        """Memory-side LLM calls, tokens and seconds by operation kind (empty when LLM-free)."""
        return self._ops.client.usage if self._ops is not None else Usage()

    def _load_index(self) -> QueryIndex:
        self._change_mark = self._store.last_change()
        self._ordered, self._last_seq = True, 0  # index rows in store order, and the highest seq among them
        index = self._restored()
        if index is None:
            self._cursor = StoreCursor()
            index = QueryIndex(self._embedder.dimension, self.config.scoring)
        self._snapshot_tasks = len(index)
        self._catch_up(index)
        if self.config.scoring.context:
            self._embed_contexts(index)
        if len(index) - self._snapshot_tasks >= snapshot.STALE_TASKS:
            self._save_snapshot(index)
        return index

    def _restored(self) -> QueryIndex | None:
        """The index from the store's snapshot (see :mod:`gmem.snapshot`), if it still agrees with the store."""
        path = snapshot_path(self.location, self._store.namespace)
        found = snapshot.load(path, self._embedder.dimension, self.config.scoring) if path else None
        if found is None:
            return None
        info, index = found
        last = self._store.get_nodes([info.last_task]).get(info.last_task)
        taken = (info.store, info.namespace, info.embedder, info.change, info.last_seq)
        now = (self._store.store_id(), self._store.namespace, self._embedder.name, self._change_mark)
        if taken != (*now, last.seq if last else -1):
            log.info("%s: the index snapshot is out of date; rebuilding the index from the store", self.location)
            return None
        if self._store.task_ids(info.last_seq) != index.ids:
            log.warning("%s: the index snapshot names tasks the store does not hold; rebuilding", self.location)
            path.unlink(missing_ok=True)  # type: ignore[union-attr]
            return None
        self._cursor, self._last_seq = info.cursor, info.last_seq
        return index

    def _save_snapshot(self, index: QueryIndex) -> None:
        """Snapshot an index that holds exactly the store's tasks up to the cursor, in store order."""
        path = snapshot_path(self.location, self._store.namespace)
        if path is None or len(index) < snapshot.MIN_TASKS or not self._ordered:
            return
        info = SnapshotInfo(
            store=self._store.store_id(),
            namespace=self._store.namespace,
            embedder=self._embedder.name,
            dimension=self._embedder.dimension,
            contexts=bool(self.config.scoring.context),
            seq=self._cursor.seq,
            revision=self._cursor.revision,
            change=self._change_mark,
            tasks=len(index),
            last_task=index.ids[-1],
            last_seq=self._last_seq,
        )
        if snapshot.save(path, index, info):
            self._snapshot_tasks = len(index)

    def _embed_contexts(self, index: QueryIndex) -> None:
        """Embed and store, once, the contexts of tasks recorded while context scoring was off (their context
        vector is zero); until then they score 0 on context."""
        missing = index.unembedded_contexts()
        if missing:
            log.info(
                "%s: embedding the contexts of %d tasks recorded without context scoring", self.location, len(missing)
            )
        for start in range(0, len(missing), CATCH_UP_BATCH):
            ids = missing[start : start + CATCH_UP_BATCH]
            nodes = self._store.get_nodes(ids)
            vectors = self._embedder.embed([nodes[i].context or nodes[i].instruction for i in ids])
            self._store.set_context_vectors(dict(zip(ids, vectors)))
            index.set_context_vectors(ids, vectors)

    def _catch_up(self, index: QueryIndex) -> None:
        """Add what the store gained since the index last read it, from this process or others: new tasks
        in store order, changed outcomes, and the new tasks' query-graph edges."""
        seen = self._cursor
        new: list[IndexedTask] = []
        added: set[str] = set()
        for task in self._store.load_tasks(after=seen):
            if task.id in index.row_of:
                index.set_status(task.id, task.status)
            else:
                self._ordered = self._ordered and task.seq > self._last_seq
                self._last_seq = max(self._last_seq, task.seq)
                added.add(task.id)
                new.append(
                    IndexedTask(
                        task.id,
                        task.status,
                        task.instruction_vector,
                        task.context_vector,
                        task.words,
                        task.procedure,
                        limits.scored(task.instruction),
                        task.domain,
                    )
                )
                if len(new) == CATCH_UP_BATCH:
                    index.extend(new)
                    new = []
            self._cursor = self._cursor.past(task)
        index.extend(new)
        # Edges of the tasks new to the index (this process linked its own tasks when it recorded them).
        known = index.row_of
        index.link_new(link for link in self._store.load_links(after=seen) if link[0] in added and link[1] in known)

    def _refresh(self) -> None:
        """Catch up with the store; after a curation change, here or in another process, rebuild the index
        instead (a forgotten task must leave it, and a restored one comes back with all its edges)."""
        if self._store.last_change() != self._change_mark:
            self._index = self._load_index()
        else:
            self._catch_up(self._index)

    # ------------------------------------------------------------------ recording

    def record(self, task: TaskRecord | Mapping[str, Any], *, used: Retrieval | None = None) -> QueryNode:
        """Record one finished task (its run and outcome) in one transaction.

        ``used`` is the retrieval the team was given for this task: the task is linked to the tasks it
        drew on, and once its outcome is known the insights it was shown gain or lose score.
        """
        return self.record_many([task], used=[used])[0]

    def record_many(
        self,
        tasks: Iterable[TaskRecord | Mapping[str, Any]],
        *,
        used: Sequence[Retrieval | None] | None = None,
        progress: bool = False,
    ) -> list[QueryNode]:
        """Record several tasks atomically: all of them are stored, or (on any error) none."""
        if self._ops is not None:
            return _run(self.arecord_many(tasks, used=used, progress=progress))
        records, usage = _records(tasks, used)
        return self._commit(records, usage, progress, {})

    async def arecord_many(
        self,
        tasks: Iterable[TaskRecord | Mapping[str, Any]],
        *,
        used: Sequence[Retrieval | None] | None = None,
        progress: bool = False,
    ) -> list[QueryNode]:
        """Async :meth:`record_many`. With an LLM: key steps by the model first, then the atomic commit,
        then the insight operations the schedule says are due (which never undo the commit). The model steps
        share ``llm_client.record_budget`` seconds: past it the rule-based key steps are committed, insight
        updates not yet answered are dropped (those applied stay), and the call returns."""
        records, usage = _records(tasks, used)
        if self._ops is None:
            return await asyncio.to_thread(self._commit, records, usage, progress, {})
        with self._lock:
            self._check_new(records)
        budget = Budget(self._ops.client, self._ops.client.settings.record_budget)
        sparsified = await self._sparsify(records, budget) if self.config.llm.sparsify else {}
        before = len(self._index)
        nodes = await asyncio.to_thread(self._commit, records, usage, progress, sparsified)
        maintainer = Maintainer(self._ops, self._store, self._index)
        await budget.settle("insights", [maintainer.after_record(records, before)])
        return nodes

    async def _sparsify(self, records: list[TaskRecord], budget: Budget) -> dict[str, tuple[list[int], str]]:
        assert self._ops is not None
        asked = [r for r in records if len(r.steps) <= limits.PROMPT_STEPS]  # longer runs: the rules' key steps
        answers = await budget.settle(
            "sparsify",
            [
                self._ops.sparsify(
                    limits.scored(r.instruction),
                    [(s.agent, s.action, s.observation) for s in r.steps],
                    failed=r.status == TaskStatus.FAILED,
                    limit=self.config.max_key_steps,
                )
                for r in asked
            ],
        )
        return {r.id: answer for r, answer in zip(asked, answers) if answer is not None}

    def _commit(
        self,
        records: list[TaskRecord],
        usage: list[Retrieval | None],
        progress: bool,
        sparsified: Mapping[str, tuple[list[int], str]],
    ) -> list[QueryNode]:
        with self._lock:
            self._refresh()
            self._check_new(records)
            instruction_vectors, context_vectors = self._vectors(records)
            writes: list[TaskWrite] = []
            try:
                for i, record in enumerate(_progress(records, progress, "recording")):
                    writes.append(
                        self._prepare(
                            record, instruction_vectors[i], context_vectors[i], usage[i], sparsified.get(record.id)
                        )
                    )
                seqs = self._store.commit(writes)
            except BaseException:
                self._index = self._load_index()  # drop what the failed batch added in RAM
                raise
            self._last_seq = max([self._last_seq, *seqs])
        for record, retrieval in zip(records, usage):
            if retrieval is not None and record.status != TaskStatus.UNKNOWN:
                self.feedback(record.id, record.status)
        # The store numbers tasks in commit order, which other processes may share.
        return [w.node.model_copy(update={"seq": seq}) for w, seq in zip(writes, seqs)]

    def _vectors(self, records: list[TaskRecord]) -> tuple[np.ndarray, np.ndarray]:
        """Instruction and context embeddings of the records, in one call. Contexts are embedded only while
        context scoring is on; otherwise a zero vector stands for "not embedded"."""
        scored = bool(self.config.scoring.context)
        texts = [limits.scored(r.instruction) for r in records]
        texts += [limits.scored(r.context or r.instruction) for r in records] if scored else []
        vectors = self._embedder.embed(texts)
        instruction_vectors = vectors[: len(records)]
        return instruction_vectors, vectors[len(records) :] if scored else np.zeros_like(instruction_vectors)

    def _check_new(self, records: list[TaskRecord]) -> None:
        seen: set[str] = set()
        for record in records:
            if record.id in seen or record.id in self._index.row_of:
                raise DuplicateTaskError(f"task {record.id!r} is already in the memory")
            seen.add(record.id)

    def _prepare(
        self,
        record: TaskRecord,
        instruction_vector: np.ndarray,
        context_vector: np.ndarray,
        used: Retrieval | None,
        sparsified: tuple[list[int], str] | None = None,
    ) -> TaskWrite:
        """Run the tiers for one task and add it to the in-memory index; the caller commits the write."""
        index = self._index
        assert record.status is not None
        graph = build_graph(record, max_key_steps=self.config.max_key_steps)
        procedure = procedure_features((s.action, s.observation) for s in record.steps[: limits.SCORED_STEPS])
        instruction = limits.scored(record.instruction)
        task_words = terms(instruction)
        extra = dict(record.model_extra or {})
        node = QueryNode(
            id=record.id,
            seq=len(index) + 1,  # provisional: the store assigns the real one at commit
            instruction=record.instruction,
            context=record.context,
            domain=record.domain,
            status=record.status,
            outcome_detail=record.outcome_detail,
            extra=extra,
        )
        links = self._links(record, instruction_vector, context_vector, procedure)
        if used is not None:
            links += [(t.node.id, "used", 1.0) for t in used.tasks if t.node.id in index.row_of]
        members = self._kind_members([other for other, _, _ in links])
        this = KindMember(record.id, instruction, record.status, procedure, graph.failure)
        updates = mine(this, members, index.ubiquitous())
        if sparsified is not None:  # the model's key steps and failure reason are what later teams read
            key, reason = sparsified
            graph = graph.model_copy(update={"key_steps": key, "failure_reason": reason or graph.failure_reason})
        index.add(
            IndexedTask(
                record.id,
                record.status,
                instruction_vector,
                context_vector,
                task_words,
                procedure,
                instruction,
                record.domain,
            )
        )
        for other, _, weight in links:
            index.link(record.id, other, weight)
        return TaskWrite(
            node=node,
            graph=graph,
            words=task_words,
            procedure=procedure,
            instruction_vector=instruction_vector,
            context_vector=context_vector,
            links=links,
            insight_updates=updates,
            used_insights=_shown_insights(used),
        )

    def _links(
        self, record: TaskRecord, instruction_vector: np.ndarray, context_vector: np.ndarray, procedure: list[str]
    ) -> list[tuple[str, str, float]]:
        """Query-graph edges of a new task: the most similar earlier tasks, by words *and* by deeds."""
        index = self._index
        if not len(index) or not self.config.links_per_task:
            return []
        query = index.query(limits.scored(record.instruction), instruction_vector, context_vector, procedure)
        rows, similarity = query.top(self.config.links_per_task)
        return [
            (index.ids[row], "similar", score)
            for row, score in zip(rows.tolist(), similarity.tolist())
            if score >= self.config.link_threshold
        ]

    def _kind_members(self, ids: list[str]) -> list[KindMember]:
        index = self._index
        rows = [index.row_of[i] for i in dict.fromkeys(ids)]
        return [KindMember(index.ids[r], index.instructions[r], index.status[r], index.procedure(r)) for r in rows]

    def import_jsonl(self, path: str | Path, *, progress: bool = False, skip_existing: bool = False) -> list[QueryNode]:
        """Import a trajectory file (see README: import format). A bad line stores nothing. A task whose id is
        stored already is an error, or with ``skip_existing`` skipped (so a file can be imported again)."""
        with self._lock:
            self._refresh()
            stored = self._index.row_of.__contains__
        records = [task for _, task in read_jsonl(path, known=stored, skip_known=skip_existing)]
        return self.record_many(records, progress=progress)

    # ------------------------------------------------------------------ feedback

    def feedback(self, task_id: str, status: TaskStatus | bool | str, *, by: str | None = None) -> int:
        """Set (or correct) a recorded task's outcome; the insights that were shown for it gain (resolved)
        or lose (failed) score. A corrected outcome first takes back the earlier outcome's move, and is
        logged in :meth:`history` (by ``by``). Returns how many insight scores moved."""
        status = as_status(status)
        with self._lock:
            moved = self._store.apply_feedback(
                task_id, status, self.config.feedback_resolved, self.config.feedback_failed, author=_author(by)
            )
            self._index.set_status(task_id, status)
        log.info("feedback %s for %s moved %d insight scores", status.value, task_id, moved)
        return moved

    # ------------------------------------------------------------------ retrieval

    def retrieve(
        self,
        task: str,
        *,
        context: str = "",
        roles: Sequence[RoleLike] = (),
        k: int | None = None,
        min_relevance: float | None = None,
        domain: str | None = None,
    ) -> Retrieval:
        """Traverse the memory for a new task and render a context for each role.

        Per call, ``k`` bounds the past tasks ranked (config: ``traversal.candidates``), ``min_relevance``
        replaces the floor (config: ``traversal.min_relevance``) and ``domain`` keeps only past tasks recorded
        with that domain.
        When no past task clears the floor the retrieval is empty and every role's text is ``""``."""
        if self._ops is not None and (self.config.llm.rerank or self.config.llm.project_roles):
            return _run(
                self.aretrieve(task, context=context, roles=roles, k=k, min_relevance=min_relevance, domain=domain)
            )
        role_list = as_roles(roles)
        settings = self._settings(k, min_relevance)
        return self._assemble(task, context, role_list, self._candidates(task, context, settings, domain), settings)

    async def aretrieve(
        self,
        task: str,
        *,
        context: str = "",
        roles: Sequence[RoleLike] = (),
        k: int | None = None,
        min_relevance: float | None = None,
        domain: str | None = None,
    ) -> Retrieval:
        """Async :meth:`retrieve`. With an LLM: optional re-ranking of the candidates that cleared the floor,
        and each role's lessons rewritten for it by the model (each step keeps its LLM-free result on failure).
        Both share ``llm_client.retrieve_budget`` seconds on top of the LLM-free retrieval; what has not
        answered by then is cancelled and its LLM-free result returned."""
        role_list = as_roles(roles)
        settings = self._settings(k, min_relevance)
        ranked = await asyncio.to_thread(self._candidates, task, context, settings, domain)
        budget = Budget(self._ops.client, self._ops.client.settings.retrieve_budget) if self._ops else None
        if budget is not None and self.config.llm.rerank:
            ranked = await self._rerank(task, ranked, budget)
        result = await asyncio.to_thread(self._assemble, task, context, role_list, ranked, settings)
        if budget is not None and self.config.llm.project_roles and self.config.role_projection and result.tasks:
            result = await self._project(result, role_list, budget)
        return result

    def _settings(self, k: int | None, min_relevance: float | None) -> TraversalSettings:
        settings = self.config.traversal
        if k is not None:
            if k < 1:
                raise ValueError(f"k must be at least 1; got {k}")
            settings = settings.model_copy(update={"candidates": k})
        if min_relevance is not None:
            if not 0.0 <= min_relevance <= 1.0:
                raise ValueError(f"min_relevance must be within [0, 1]; got {min_relevance}")
            settings = settings.model_copy(update={"min_relevance": min_relevance})
        return settings

    def _candidates(self, task: str, context: str, settings: TraversalSettings, domain: str | None) -> list[RankedTask]:
        if not task.strip():
            raise ValueError("task must be a non-empty string")
        with self._lock:
            self._refresh()
            task, context = limits.scored(task), limits.scored(context)
            texts = [task, context or task] if self.config.scoring.context else [task]
            index = self._index
            vocabulary, unlearned = index.words_to_embed(), index.unlearned(task)
            prompted = [WORD_PROMPT.format(w) for w in unlearned]
            vectors = self._embedder.embed(texts + vocabulary + prompted)  # one call: a few short texts more
            index.add_word_vectors(vectors[len(texts) : len(texts) + len(vocabulary)])
            word_vectors = dict(zip(unlearned, vectors[len(texts) + len(vocabulary) :]))
            query = index.query(task, vectors[0], vectors[len(texts) - 1], word_vectors=word_vectors, domain=domain)
            return candidates(index, self._store, query, settings)

    def _assemble(
        self, task: str, context: str, roles: list[Role], ranked: list[RankedTask], settings: TraversalSettings
    ) -> Retrieval:
        if not ranked:  # nothing relevant: nothing to show, not even an empty block
            silent = {role.name: RoleContext(role=role, text="", insight_ids=[], excerpt_task_ids=[]) for role in roles}
            return Retrieval(
                task=task, context=context, tasks=[], insights=[], resolved=[], failed=[], roles=silent, mode=self.mode
            )
        with self._lock:
            insights, resolved, failed, unknown = gather(self._store, ranked, settings)
        result = Retrieval(
            task=task,
            context=context,
            tasks=ranked,
            insights=insights,
            resolved=resolved,
            failed=failed,
            unknown=unknown,
            mode=self.mode,
        )
        contexts = self._projector.project(
            roles, result, budget_chars=self.config.budget_chars, fitted=self.config.role_projection
        )
        return result.model_copy(update={"roles": contexts})

    async def _rerank(self, task: str, ranked: list[RankedTask], budget: Budget) -> list[RankedTask]:
        assert self._ops is not None
        head = ranked[: self.config.llm.rerank_candidates]
        if len(head) < 2:
            return ranked
        [order] = await budget.settle(
            "rerank", [self._ops.rerank(task, [f"{t.node.instruction} ({t.node.status.value})" for t in head])]
        )
        if order is None:
            return ranked
        chosen = [head[i] for i in order]
        return chosen + [t for t in ranked if t not in chosen]

    async def _project(self, result: Retrieval, roles: list[Role], budget: Budget) -> Retrieval:
        """Each role's lessons rewritten for it by the model; roles whose rewrite failed or was cut off by the
        budget keep the LLM-free view."""
        assert self._ops is not None
        texts = {r.insight.id: r.insight.text for r in result.insights}
        shown = {role.name: [texts[i] for i in result.roles[role.name].insight_ids] for role in roles}
        answers = await budget.settle(
            "project",
            [self._ops.project(role_text(role), result.task, shown[role.name]) for role in roles if shown[role.name]],
        )
        rewritten = {
            role.name: Rewrite(points, result.roles[role.name].insight_ids)
            for role, points in zip([r for r in roles if shown[r.name]], answers)
            if points is not None
        }
        if not rewritten:
            return result
        contexts = self._projector.project(roles, result, budget_chars=self.config.budget_chars, rewritten=rewritten)
        return result.model_copy(update={"roles": contexts})

    # ------------------------------------------------------------------ inspection

    def insights(self) -> list[Insight]:
        return self._store.list_insights()

    def graph(self, task_id: str) -> InteractionGraph:
        return self._store.get_graph(task_id)

    def task(self, task_id: str) -> QueryNode:
        node = self._store.get_nodes([task_id]).get(task_id)
        if node is None:
            raise KeyError(f"no task {task_id!r} in the memory")
        return node

    def has_task(self, task_id: str) -> bool:
        return task_id in self._index.row_of

    def tasks(self, ids: Sequence[str] | None = None) -> list[QueryNode]:
        """Past tasks in store order: those named (unknown ids are skipped), or every task."""
        with self._lock:
            self._refresh()
            wanted = list(self._index.ids) if ids is None else list(ids)
        return sorted(self._store.get_nodes(wanted).values(), key=lambda node: node.seq)

    def links(self) -> list[tuple[str, str, float]]:
        """The query graph's edges: ``(task, earlier task it is linked to, weight)``, one per kind of link."""
        return list(self._store.load_links())

    def related(self, task_id: str) -> list[str]:
        """The task's neighbours in the query graph."""
        return self._index.neighbours(task_id)

    def stats(self) -> MemoryStats:
        counts = self._store.counts()
        return MemoryStats(location=self.location, mode=self.mode, embedder=self._embedder.name, **counts)

    # ------------------------------------------------------------------ curation

    def search_insights(self, text: str) -> list[Insight]:
        """Insights whose wording contains every word of ``text`` (or ``text`` itself), best score first."""
        wanted = set(words(text))
        needle = text.strip().lower()
        if not needle:
            raise ValueError("search text must be non-empty")
        return [
            insight
            for insight in self._store.list_insights()
            if needle in insight.text.lower() or (wanted and wanted <= set(words(insight.text)))
        ]

    def note(self, text: str, *, key: str | None = None, by: str | None = None) -> Insight:
        """Write down a lesson (from a person, or an agent's memory tool) as a curated insight, origin
        ``note:<author>``: tied to the past tasks most like it, so retrievals that reach those tasks show it; a
        note with ``key`` replaces that note's wording. Edit, delete and undo it like any insight."""
        if not text.strip():
            raise ValueError("a note needs some text")
        storable(text)
        key = NOTE_PREFIX + (key if key is not None else hashlib.sha1(text.encode("utf-8")).hexdigest()[:16])
        with self._lock:
            self._refresh()
            vector = self._embedder.embed([text])[0]
            rows, similarity = self._index.query(text, vector, vector).top(self.config.links_per_task)
            tied = {
                self._index.ids[r]: Evidence.SUPPORTS
                for r, score in zip(rows.tolist(), similarity.tolist())
                if score >= self.config.link_threshold
            }
            self._store.add_note(
                InsightUpdate(
                    key=key,
                    text=text,
                    score_delta=NOTE_SCORE,
                    evidence=tied,
                    origin=f"{NOTE_PREFIX}{_author(by)}",
                    replace_text=True,
                ),
                author=_author(by),
            )
        return next(i for i in self._store.list_insights() if i.key == key)

    def clear(self, *, by: str | None = None) -> list[Change]:
        """Empty this namespace: every task forgotten and every insight deleted, each a logged change that
        ``undo`` reverses (until compacted). Other namespaces are untouched."""
        changes = [self._store.delete_insight(i.id, author=_author(by)) for i in self._store.list_insights()]
        with self._lock:
            self._refresh()
            ids = list(self._index.ids)
        changes += [self._store.forget_task(task_id, author=_author(by)) for task_id in ids]
        with self._lock:
            self._index = self._load_index()
        return changes

    def edit_insight(
        self, insight_id: int, *, text: str | None = None, score: float | None = None, by: str | None = None
    ) -> Change:
        """Reword and/or rescore an insight. Logged (who, when, before/after) and undoable until compacted."""
        return self._store.edit_insight(insight_id, text=text, score=score, author=_author(by))

    def delete_insight(self, insight_id: int, *, by: str | None = None) -> Change:
        """Delete an insight with its hyperedges. Logged and undoable until compacted."""
        return self._store.delete_insight(insight_id, author=_author(by))

    def forget(self, task_id: str, *, by: str | None = None) -> Change:
        """Remove a task: its node, its run (utterances), its query-graph edges, the record of the insights it
        was shown and its hyperedges. Retrieval no longer finds it. Logged and undoable until compacted."""
        with self._lock:
            change = self._store.forget_task(task_id, author=_author(by))
            self._index = self._load_index()
        return change

    def history(self, *, limit: int | None = None) -> list[Change]:
        """The logged changes, newest first."""
        return self._store.changes(limit=limit)

    def undo(self, change_id: int, *, by: str | None = None) -> Change:
        """Reverse a logged change (newest first per target); the undo is logged too. Raises
        :class:`~gmem.store.base.UndoError` when the change cannot be reversed, saying why."""
        with self._lock:
            change = self._store.undo(change_id, author=_author(by))
            self._index = self._load_index()
        return change

    def compact(self, *, through: int | None = None, by: str | None = None) -> int:
        """Make the changes up to ``through`` (all by default) permanent: their saved states are dropped, so
        forgotten tasks and deleted insights are gone from the log too. Returns how many became permanent."""
        return self._store.compact(through=through, author=_author(by))

    # ------------------------------------------------------------------ async and lifecycle

    async def arecord(self, task: TaskRecord | Mapping[str, Any], *, used: Retrieval | None = None) -> QueryNode:
        return (await self.arecord_many([task], used=[used]))[0]

    async def afeedback(self, task_id: str, status: TaskStatus | bool | str, *, by: str | None = None) -> int:
        return await asyncio.to_thread(self.feedback, task_id, status, by=by)

    def close(self) -> None:
        """Close the store; a large memory that grew first leaves a snapshot of its index for the next open."""
        try:
            with self._lock:
                stale = len(self._index) - self._snapshot_tasks >= snapshot.STALE_TASKS
                if stale and snapshot_path(self.location, self._store.namespace):
                    self._refresh()
                    self._save_snapshot(self._index)
        except Exception:  # the snapshot is a cache: failing to write it must not keep the store open
            log.warning("%s: no index snapshot written", self.location, exc_info=True)
        finally:
            self._store.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _records(
    tasks: Iterable[TaskRecord | Mapping[str, Any]], used: Sequence[Retrieval | None] | None
) -> tuple[list[TaskRecord], list[Retrieval | None]]:
    records = [
        t if isinstance(t, TaskRecord) else parse_record(dict(t) if isinstance(t, Mapping) else t, line=i + 1)
        for i, t in enumerate(tasks)
    ]
    usage = list(used) if used is not None else [None] * len(records)
    if len(usage) != len(records):
        raise ValueError(f"used= has {len(usage)} entries for {len(records)} tasks")
    # Agents echo the memory they were shown; recorded, the echo would be quoted again by the next retrieval.
    return [unecho_record(record, shown) for record, shown in zip(records, usage)], usage


def _author(by: str | None) -> str:
    """Who makes a change: as given, else the operating-system user."""
    if by and by.strip():
        return by.strip()
    try:
        return getpass.getuser()
    except (OSError, KeyError):  # no login name and no user database entry (some containers)
        return "unknown"


def _run(coroutine):  # type: ignore[no-untyped-def]
    """Run an async operation from sync code; inside an event loop the async method must be used."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coroutine)
    coroutine.close()
    raise RuntimeError("this memory has an LLM: inside an event loop, use the async method (arecord, aretrieve)")


def _shown_insights(used: Retrieval | None) -> list[int]:
    if used is None:
        return []
    if used.roles:
        return sorted({i for ctx in used.roles.values() for i in ctx.insight_ids})
    return [r.insight.id for r in used.insights]


def _progress(items: list, enabled: bool, label: str):  # type: ignore[no-untyped-def,type-arg]
    if not enabled:
        return items
    from tqdm import tqdm

    return tqdm(items, desc=label, unit="task")
