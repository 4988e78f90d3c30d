"""The public face of gmem: open a memory, record finished tasks, retrieve for new ones, give feedback.

Data flows one way. Recording: run -> interaction tier (graph, key steps) -> query tier (links) ->
insight tier (lesson updates) -> one store transaction -> in-memory index. Retrieval: task -> query-tier
scores -> traversal (up to insights, down to excerpts) -> role projection.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, Field

from gmem.embedding import Embedder, resolve_embedder
from gmem.importer import parse_record, read_jsonl
from gmem.models import Insight, InteractionGraph, QueryNode, Retrieval, Role, TaskRecord, TaskStatus
from gmem.roles import RoleProjector
from gmem.store.base import DuplicateTaskError, MemoryStore, TaskWrite, open_store
from gmem.text import procedure_features, words
from gmem.tiers.insight import KindMember, mine
from gmem.tiers.interaction import build_graph
from gmem.tiers.query import IndexedTask, QueryIndex, ScoringWeights
from gmem.traversal import TraversalSettings, traverse

log = logging.getLogger(__name__)

RoleLike = Role | str | tuple[str, str] | Mapping[str, str]


class MemoryConfig(BaseModel):
    """Knobs with defaults measured on the ALFWorld replay (``python -m experiments.replay``)."""

    resolved_excerpts: int = Field(3, ge=0, description="resolved past runs shown (k)")
    failed_excerpts: int = Field(2, ge=0, description="failed past runs shown")
    insights: int = Field(6, ge=0, description="insights returned per retrieval")
    seeds: int = Field(5, ge=1, description="nearest tasks the traversal starts from")
    hops: int = Field(1, ge=0, description="query-graph hops expanded from the seeds")
    hop_bonus: float = Field(0.0, ge=0, description="score added per seed a hop candidate is linked to")
    budget_chars: int = Field(2400, ge=120, description="size bound of each role's rendered context")
    links_per_task: int = Field(8, ge=0, description="most query-graph edges a new task gets")
    link_threshold: float = Field(0.5, description="least similarity for a query-graph edge")
    max_key_steps: int = Field(12, ge=2, description="most steps kept when a run is sparsified")
    lexical_weight: float = 1.0
    procedure_weight: float = 1.0
    dense_weight: float = 0.2
    context_weight: float = 0.0
    feedback_resolved: float = Field(1.0, description="score change of shown insights when the task succeeds")
    feedback_failed: float = Field(-2.0, description="score change of shown insights when the task fails")

    def scoring(self) -> ScoringWeights:
        return ScoringWeights(self.lexical_weight, self.procedure_weight, self.dense_weight, self.context_weight)

    def traversal(self) -> TraversalSettings:
        return TraversalSettings(
            seeds=self.seeds, hops=self.hops, hop_bonus=self.hop_bonus, resolved=self.resolved_excerpts,
            failed=self.failed_excerpts, insights=self.insights,
        )


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


def as_status(status: TaskStatus | bool | str | None) -> TaskStatus:
    if isinstance(status, TaskStatus):
        return status
    if status is None:
        return TaskStatus.UNKNOWN
    if isinstance(status, bool):
        return TaskStatus.RESOLVED if status else TaskStatus.FAILED
    try:
        return TaskStatus(str(status).lower())
    except ValueError:
        raise ValueError(f"status must be one of {[s.value for s in TaskStatus]} or a bool; got {status!r}") from None


class Memory:
    """A team's collective memory. Thread-safe; ``a``-prefixed methods are the async variants."""

    def __init__(self, store: MemoryStore, embedder: Embedder, config: MemoryConfig, location: str) -> None:
        self._store = store
        self._embedder = embedder
        self.config = config
        self.location = location
        self._lock = threading.RLock()
        store.check_embedder(embedder.name, embedder.dimension)
        self._projector = RoleProjector(embedder)
        self._index = self._load_index()
        log.info("gmem memory at %s: %d tasks, mode %s", location, len(self._index), self.mode)

    @classmethod
    def open(
        cls,
        location: str | Path = ":memory:",
        *,
        embedder: Embedder | str | None = None,
        config: MemoryConfig | None = None,
    ) -> Memory:
        """Open (or create) a memory. ``location`` is a SQLite file path or ``:memory:``."""
        return cls(open_store(location), resolve_embedder(embedder), config or MemoryConfig(), str(location))

    @property
    def mode(self) -> str:
        """``llm-free``: every operation (sparsification, insights, role projection) runs without a model."""
        return "llm-free"

    def _load_index(self) -> QueryIndex:
        index = QueryIndex(self._embedder.dimension, self.config.scoring())
        for task in self._store.load_tasks():
            index.add(
                IndexedTask(task.id, task.status, task.instruction_vector, task.context_vector, task.words, task.procedure)
            )
        for a, b, weight in self._store.load_links():
            if a in index.row_of and b in index.row_of:
                index.link(a, b, weight)
        return index

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
        records = [t if isinstance(t, TaskRecord) else parse_record(dict(t), line=i + 1) for i, t in enumerate(tasks)]
        usage = list(used) if used is not None else [None] * len(records)
        with self._lock:
            self._check_new(records)
            vectors = self._embedder.embed([text for r in records for text in (r.instruction, r.context or r.instruction)])
            pending: dict[str, QueryNode] = {}
            writes: list[TaskWrite] = []
            try:
                for i, record in enumerate(_progress(records, progress, "recording")):
                    write = self._prepare(record, vectors[2 * i], vectors[2 * i + 1], usage[i], pending)
                    writes.append(write)
                    pending[record.id] = write.node
                self._store.commit(writes)
            except BaseException:
                self._index = self._load_index()  # drop what the failed batch added in RAM
                raise
        for record, retrieval in zip(records, usage):
            if retrieval is not None and record.status != TaskStatus.UNKNOWN:
                self.feedback(record.id, record.status)
        return [w.node for w in writes]

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
        pending: dict[str, QueryNode],
    ) -> TaskWrite:
        """Run the tiers for one task and add it to the in-memory index; the caller commits the write."""
        index = self._index
        assert record.status is not None
        graph = build_graph(record, max_key_steps=self.config.max_key_steps)
        procedure = procedure_features((s.action, s.observation) for s in record.steps)
        task_words = words(record.instruction)
        extra = dict(record.model_extra or {})
        node = QueryNode(
            id=record.id, seq=len(index) + 1, instruction=record.instruction, context=record.context,
            domain=record.domain, status=record.status, outcome_detail=record.outcome_detail, extra=extra,
        )
        links = self._links(record, instruction_vector, context_vector, procedure)
        if used is not None:
            links += [(t.node.id, "used", 1.0) for t in used.tasks if t.node.id in index.row_of]
        members = self._kind_members([other for other, _, _ in links], pending)
        this = KindMember(record.id, record.instruction, record.status, procedure, graph.failure_reason)
        updates = mine(this, members, index.ubiquitous())
        index.add(IndexedTask(record.id, record.status, instruction_vector, context_vector, task_words, procedure))
        for other, _, weight in links:
            index.link(record.id, other, weight)
        return TaskWrite(
            node=node, graph=graph, words=task_words, procedure=procedure,
            instruction_vector=instruction_vector, context_vector=context_vector, links=links,
            insight_updates=updates, used_insights=_shown_insights(used),
        )

    def _links(
        self, record: TaskRecord, instruction_vector: np.ndarray, context_vector: np.ndarray, procedure: list[str]
    ) -> list[tuple[str, str, float]]:
        """Query-graph edges of a new task: the most similar earlier tasks, by words *and* by deeds."""
        index = self._index
        if not len(index) or not self.config.links_per_task:
            return []
        similarity = index.score(record.instruction, instruction_vector, context_vector)
        similarity = similarity + index.procedure_similarity(procedure)
        top = np.argsort(-similarity, kind="stable")[: self.config.links_per_task]
        return [
            (index.ids[row], "similar", float(similarity[row]))
            for row in top
            if similarity[row] >= self.config.link_threshold
        ]

    def _kind_members(self, ids: list[str], pending: dict[str, QueryNode]) -> list[KindMember]:
        index = self._index
        stored = self._store.get_nodes([i for i in ids if i not in pending])
        nodes = {**stored, **{i: pending[i] for i in ids if i in pending}}
        return [
            KindMember(i, nodes[i].instruction, index.status[index.row_of[i]], index.procedures[index.row_of[i]])
            for i in dict.fromkeys(ids)
            if i in nodes
        ]

    def import_jsonl(self, path: str | Path, *, progress: bool = False) -> list[QueryNode]:
        """Import a trajectory file (see README: import format). A bad line stores nothing."""
        records = [task for _, task in read_jsonl(path, known=self._index.row_of.__contains__)]
        return self.record_many(records, progress=progress)

    # ------------------------------------------------------------------ feedback

    def feedback(self, task_id: str, status: TaskStatus | bool | str) -> int:
        """Set a recorded task's outcome. The first time it is known, the insights that were shown for it
        gain (resolved) or lose (failed) score. Returns how many insight scores moved."""
        status = as_status(status)
        with self._lock:
            moved = self._store.apply_feedback(
                task_id, status, self.config.feedback_resolved, self.config.feedback_failed
            )
            self._index.set_status(task_id, status)
        log.info("feedback %s for %s moved %d insight scores", status.value, task_id, moved)
        return moved

    # ------------------------------------------------------------------ retrieval

    def retrieve(self, task: str, *, context: str = "", roles: Sequence[RoleLike] = ()) -> Retrieval:
        """Traverse the memory for a new task and render a context for each role."""
        if not task.strip():
            raise ValueError("task must be a non-empty string")
        role_list = [as_role(r) for r in roles]
        with self._lock:
            instruction_vector, context_vector = self._embedder.embed([task, context or task])
            scores = self._index.score(task, instruction_vector, context_vector)
            ranked, insights, resolved, failed = traverse(self._index, self._store, scores, self.config.traversal())
        contexts = self._projector.project(role_list, insights, resolved, failed, budget_chars=self.config.budget_chars)
        return Retrieval(
            task=task, context=context, tasks=ranked, insights=insights, resolved=resolved, failed=failed,
            roles=contexts, mode=self.mode,
        )

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

    def related(self, task_id: str) -> list[str]:
        """The task's neighbours in the query graph."""
        return self._index.neighbours(task_id)

    def stats(self) -> MemoryStats:
        counts = self._store.counts()
        return MemoryStats(location=self.location, mode=self.mode, embedder=self._embedder.name, **counts)

    # ------------------------------------------------------------------ async and lifecycle

    async def arecord(self, task: TaskRecord | Mapping[str, Any], *, used: Retrieval | None = None) -> QueryNode:
        return await asyncio.to_thread(self.record, task, used=used)

    async def aretrieve(self, task: str, *, context: str = "", roles: Sequence[RoleLike] = ()) -> Retrieval:
        return await asyncio.to_thread(self.retrieve, task, context=context, roles=roles)

    async def afeedback(self, task_id: str, status: TaskStatus | bool | str) -> int:
        return await asyncio.to_thread(self.feedback, task_id, status)

    def close(self) -> None:
        self._store.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


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
