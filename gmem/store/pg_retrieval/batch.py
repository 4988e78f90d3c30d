"""The tasks of a batch being recorded, as a database index sees them before they are committed.

A batch (``record_many``, ``import_jsonl``) is committed whole, in one transaction, after every task was
planned; planning a task links it to the earlier tasks most like it and mines lessons from them. An in-process
index appends each planned task before the next is planned, so a batch's later tasks find its earlier ones. The
database holds none of them until the commit, so without this module an import into ``index="database"``
linked no task to another of the same file and mined almost no lesson from it.

:class:`PendingBatch` holds the planned tasks in a task-less :class:`~gmem.tiers.query.QueryIndex` made of a
copy of the namespace's learned sums: appended there, they teach it what they would teach the namespace's
sums once committed, so the query side (:meth:`~gmem.tiers.query.QueryIndex.terms`) and the batch's own rows
are scored with the weights an in-process index would use, and the database's rows with the same terms.
Pending tasks are rows with negative seqs (``-1`` for the first), which no stored task has.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from scipy import sparse

from gmem.replica import indexed
from gmem.store.writes import TaskWrite
from gmem.tiers.query import QueryIndex
from gmem.tiers.ranking import Query


class PendingBatch:
    """Tasks planned for the commit in progress, over the namespace's learned sums as of the batch's start."""

    def __init__(
        self, learned: QueryIndex, dimension: int, stored_words: Callable[[int], sparse.csr_matrix] | None = None
    ) -> None:
        # A copy of the sums and word vectors (a planned task's learned words count as their neighbours too):
        # the statistics are shared by every memory of the process that reads this namespace. ``stored_words``:
        # the namespace's tasks' words, which the batch's own come after (QueryIndex.word_rows).
        self.index = QueryIndex.from_statistics(
            learned.learned_sums(), dimension, learned.weights, stored_words=stored_words
        )
        self.index.add_word_vectors(learned.word_vectors())

    def __len__(self) -> int:
        return len(self.index)

    def add(self, write: TaskWrite) -> None:
        self.index.add(indexed(write))

    def seq_of(self, task_id: str) -> int | None:
        row = self.index.row_of.get(task_id)
        return None if row is None else -(row + 1)

    def value(self, column: str, seq: int) -> Any:
        """A column of the pending task ``seq`` (id, instruction, status or procedure), as a stored row gives it."""
        row = -seq - 1
        index = self.index
        columns: dict[str, list[Any]] = {"id": index.ids, "instruction": index.instructions, "status": index.status}
        return index.procedure(row) if column == "procedure" else columns[column][row]

    def query(self, instruction: str, vector: np.ndarray, procedure: list[str] | None, domain: str | None) -> Query:
        """A new task against the pending tasks, scored as an in-process index scores its rows (its rows are
        :func:`seqs`)."""
        return self.index.query(instruction, vector, vector, procedure, domain=domain)


def seqs(rows: np.ndarray) -> np.ndarray:
    """The seqs of a batch's pending rows (:meth:`PendingBatch.seq_of`)."""
    return -(rows + 1)
