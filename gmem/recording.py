"""The record pipeline: finished tasks -> (the model's key steps) -> one planned write per task -> one store
transaction -> the index (and the vectors of the words it learned) -> (the insight operations the schedule
says are due).

A batch is stored whole or not at all, each task with the score move its outcome gives the insights it was
shown (``used=``). The tasks are planned against the index and appended to it as they are planned, so a
batch's later tasks link to its earlier ones; all of it happens under the memory's lock, so no retrieval
sees a task the store does not hold, and when the commit fails the index is truncated back to the mark
taken before the batch. A verdict given later goes the same way: planned against the index, stored in one
transaction with what its run teaches, then set in the index.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from gmem import limits
from gmem.coderuns import reports_answered
from gmem.config import MemoryConfig
from gmem.errors import DuplicateTaskError, InvalidArgumentError
from gmem.fence import unecho_record
from gmem.importer import parse_record
from gmem.llm.client import Budget
from gmem.maintenance import Maintainer
from gmem.models import QueryNode, Retrieval, TaskRecord, TaskStatus
from gmem.planning import Sparsified, plan_settlement, plan_write
from gmem.setting import split_setting
from gmem.store.writes import TaskWrite
from gmem.tiers.asking import embedded_texts
from gmem.tiers.query import QueryIndex
from gmem.transcript import steps_apart

if TYPE_CHECKING:
    from gmem.memory import Parts

log = logging.getLogger(__name__)


def parse_records(
    tasks: Iterable[TaskRecord | Mapping[str, Any]], used: Sequence[Retrieval | None] | None
) -> tuple[list[TaskRecord], list[Retrieval | None]]:
    """The tasks as records (a bad one named by its position), each with the retrieval it was given."""
    records = [
        t if isinstance(t, TaskRecord) else parse_record(dict(t) if isinstance(t, Mapping) else t, line=i + 1)
        for i, t in enumerate(tasks)
    ]
    usage: list[Retrieval | None] = list(used) if used is not None else [None] * len(records)
    if len(usage) != len(records):
        raise InvalidArgumentError(f"used= has {len(usage)} entries for {len(records)} tasks")
    # Agents echo the memory they were shown; recorded, the echo would be quoted again by the next retrieval.
    read = [reports_answered(steps_apart(_setting_apart(record))) for record in records]
    return [unecho_record(record, shown) for record, shown in zip(read, usage)], usage


def _setting_apart(record: TaskRecord) -> TaskRecord:
    """``record`` with a benchmark's whole prompt ("You are in the middle of a room. ... Your task is to: put a
    hot mug in coffeemachine.") as its request, the setting moved to the context (:mod:`gmem.setting`), as a
    retrieval reads it: what the runs were asked decides which past runs a new task is near, not their room."""
    instruction, context = split_setting(record.instruction, record.context)
    if instruction == record.instruction:
        return record
    return record.model_copy(update={"instruction": instruction, "context": context})


class Recorder:
    def __init__(self, parts: Parts) -> None:
        self._store, self._replica, self._lock = parts.store, parts.replica, parts.lock
        self._embedder, self._ops, self._parts = parts.embedder, parts.ops, parts

    @property
    def _config(self) -> MemoryConfig:
        return self._parts.config

    def record(self, records: list[TaskRecord], usage: list[Retrieval | None], progress: bool) -> list[QueryNode]:
        """Store the records atomically. With a model: its key steps first (a task longer than the prompt
        allows keeps the rule-based ones), then the commit, then the insight operations that are due (which
        never undo the commit); the model steps share ``llm_client.record_budget`` seconds."""
        if self._ops is None:
            return self._commit(records, usage, progress, {})[0]
        with self._lock:
            check_new(records, self._replica.index)  # before any model time is spent on them
        budget = Budget(self._ops.client, self._ops.client.settings.record_budget)
        sparsified = self._sparsify(records, budget) if self._config.llm.sparsify else {}
        nodes, before = self._commit(records, usage, progress, sparsified)
        Maintainer(self._ops, self._store, self._replica, self._lock, budget).after_record(records, before)
        return nodes

    def feedback(self, task_id: str, status: TaskStatus, author: str, detail: str | None = None) -> int:
        """Set or correct a recorded task's outcome in the store, with what its run teaches once it has one (a
        failure reason, its first verdict's lessons: :func:`~gmem.planning.plan_settlement`), then in the index;
        how many scores the outcome moved."""
        config = self._config
        with self._lock:
            self._replica.refresh()  # a task another process recorded is settled with its lessons too
            index = self._replica.index
            failed = status == TaskStatus.FAILED and task_id in index.row_of
            graph = self._store.get_graph(task_id) if failed else None
            moved = self._store.apply_feedback(
                task_id,
                status,
                config.feedback_resolved,
                config.feedback_failed,
                author=author,
                settlement=plan_settlement(task_id, status, index, graph, detail),
            )
            self._replica.set_status(task_id, status)
        log.info("feedback %s for %s moved %d insight scores", status.value, task_id, moved)
        return moved

    def _sparsify(self, records: list[TaskRecord], budget: Budget) -> dict[str, Sparsified]:
        assert self._ops is not None
        asked = [r for r in records if len(r.steps) <= limits.PROMPT_STEPS]  # longer runs: the rules' key steps
        answers = budget.settle(
            "sparsify",
            [
                self._ops.sparsify(
                    limits.scored(r.instruction),
                    [(s.agent, s.action, s.observation) for s in r.steps],
                    failed=r.status == TaskStatus.FAILED,
                    limit=self._config.max_key_steps,
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
        sparsified: Mapping[str, Sparsified],
    ) -> tuple[list[QueryNode], int]:
        """Plan, commit and index the records; their nodes (numbered by the store) and how many tasks the
        memory held before them, other writers' included (the maintenance schedule counts from it)."""
        with self._lock:
            self._replica.refresh()
            index = self._replica.index
            check_new(records, index)
            before = len(index)
            instruction_vectors, context_vectors = self._vectors(records)
            mark = self._replica.mark()
            writes: list[TaskWrite] = []
            try:
                for i, record in enumerate(_progress(records, progress)):
                    write = plan_write(
                        record,
                        instruction_vectors[i],
                        context_vectors[i],
                        index,
                        self._config,
                        used=usage[i],
                        sparsified=sparsified.get(record.id),
                    )
                    self._replica.append(write)
                    writes.append(write)
                seqs = self._store.commit(writes)
            except BaseException:
                self._replica.truncate_to(mark)
                raise
            self._replica.committed(seqs)
            # The batch's new words, embedded now so that no retrieval waits for them (a failure keeps the tasks).
            self._replica.embed_words(writes, progress=progress)
        # The store numbers tasks in commit order, which other processes may share.
        return [w.node.model_copy(update={"seq": seq}) for w, seq in zip(writes, seqs)], before

    def _vectors(self, records: list[TaskRecord]) -> tuple[np.ndarray, np.ndarray]:
        """Instruction and context embeddings of the records, in one call. Contexts are embedded only while
        context scoring is on; otherwise a zero vector stands for "not embedded"."""
        scored = bool(self._config.scoring.context)
        pairs = [embedded_texts(r.instruction, r.context) for r in records]  # as a retrieval embeds its query
        texts = [instruction for instruction, _ in pairs] + ([context for _, context in pairs] if scored else [])
        vectors = self._embedder.embed(texts)
        instruction_vectors = vectors[: len(records)]
        return instruction_vectors, vectors[len(records) :] if scored else np.zeros_like(instruction_vectors)


def check_new(records: list[TaskRecord], index: QueryIndex) -> None:
    """Refuse a batch naming a task twice or a task the memory holds."""
    seen: set[str] = set()
    for record in records:
        if record.id in seen or record.id in index.row_of:
            raise DuplicateTaskError(f"task {record.id!r} is already in the memory")
        seen.add(record.id)


def _progress(records: list[TaskRecord], enabled: bool) -> Iterable[TaskRecord]:
    if not enabled:
        return records
    from tqdm import tqdm

    bar: Iterable[TaskRecord] = tqdm(records, desc="recording", unit="task")
    return bar
