"""What a memory opened with ``index="database"`` reads where it would read its in-process index, and the
replica that holds it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import numpy as np

from gmem.errors import NotFoundError
from gmem.models import TaskStatus
from gmem.replica import IndexReplica
from gmem.store.base import MemoryStore
from gmem.store.pg_retrieval.query import DatabaseQuery
from gmem.store.pg_retrieval.scoring import DatabaseScoring
from gmem.store.writes import TaskWrite
from gmem.tiers.insight import UBIQUITOUS_SHARE
from gmem.tiers.query import (
    IndexMark,
    QueryIndex,
)

#: Most task ids (by seq) a database index remembers between operations.
KNOWN_IDS = 100_000


class DatabaseIndex:
    """What a :class:`~gmem.Memory` opened with ``index="database"`` reads where it would read its in-process
    index: every answer comes from PostgreSQL, nothing of the namespace is held (so a worker serving many
    namespaces grows by none of them). Rows are task seqs. Writes need nothing here: the store's commit
    and its triggers keep the database's side."""

    def __init__(self, scoring: DatabaseScoring) -> None:
        self.scoring = scoring
        self.pool = scoring.pool
        self.namespace = scoring.namespace
        self.row_of = _Seqs(self)
        self.ids = _Column(self, "id")
        self.instructions = _Column(self, "instruction")
        self.status = _Column(self, "status")
        self.graph = self
        self._read_rows: dict[int, Mapping[str, Any]] = {}
        self._ids: dict[int, str] = {}  # task ids by seq, from the rows this operation's queries read
        self._seq_of: dict[str, int] = {}
        self._last_change = -1

    def __len__(self) -> int:
        return int(self._value("SELECT tasks FROM scoring_namespaces WHERE namespace = %s", 0))

    def _value(self, statement: str, default: Any, *params: Any) -> Any:
        with self.pool.connection() as conn:
            row = conn.execute(statement, (self.namespace, *params)).fetchone()
        return default if row is None else next(iter(row.values()))

    def refresh(self, last_change: int) -> None:
        """Called at the start of each operation with the store's last task change (a forget or its undo):
        the task rows read before are dropped (another process may have changed an outcome since), the known
        ids too after a change (a forgotten task must not be linked to) or once there are :data:`KNOWN_IDS`."""
        self._read_rows.clear()
        if last_change != self._last_change or len(self._ids) > KNOWN_IDS:
            self._last_change = last_change
            self._ids.clear()

    def task_value(self, column: str, seq: int) -> Any:
        """A column of the task ``seq`` (id, instruction, status or procedure); the task's row is read once
        per operation, and ids come with the rows a query read."""
        row = self._read_rows.get(seq)
        if row is None and column == "id" and seq in self._ids:
            return self._ids[seq]
        if row is None:
            with self.pool.connection() as conn:
                row = conn.execute(
                    "SELECT id, instruction, status, procedure FROM tasks WHERE namespace = %s AND seq = %s",
                    (self.namespace, seq),
                ).fetchone()
            if row is None:
                raise NotFoundError(f"no task with seq {seq} in namespace {self.namespace!r}")
            self._read_rows[seq] = row
        return TaskStatus(row["status"]) if column == "status" else row[column]

    def known_seq(self, task_id: str) -> int | None:
        """The seq of a task this operation has read already, if any."""
        if len(self._seq_of) != len(self._ids):
            self._seq_of = {task_id: seq for seq, task_id in self._ids.items()}
        return self._seq_of.get(task_id)

    def all_ids(self) -> list[str]:
        with self.pool.connection() as conn:
            rows = conn.execute("SELECT id FROM task_terms WHERE namespace = %s ORDER BY seq", (self.namespace,))
            return [r["id"] for r in rows]

    # ----------------------------------------------------------------- what recording reads

    def query(
        self,
        instruction: str,
        instruction_vector: np.ndarray,
        context_vector: np.ndarray | None = None,
        procedure: list[str] | None = None,
        word_vectors: Mapping[str, np.ndarray] | None = None,
        domain: str | None = None,
    ) -> DatabaseQuery:
        return self.scoring.query(
            instruction,
            instruction_vector,
            word_vectors=word_vectors,
            procedure=procedure,
            domain=domain,
            ids=self._ids,
        )

    def procedure(self, seq: int) -> list[str]:
        return list(self.task_value("procedure", seq))

    def ubiquitous(self, share: float = UBIQUITOUS_SHARE) -> set[str]:
        """Templates in at least ``share`` of resolved runs (as ``QueryIndex.ubiquitous``)."""
        with self.pool.connection() as conn:
            rows = conn.execute(
                "SELECT f.term FROM scoring_terms f JOIN scoring_namespaces n ON n.namespace = f.namespace"
                " WHERE f.namespace = %s AND f.kind = 'f' AND n.resolved >= 2 AND f.docs >= %s * n.resolved",
                (self.namespace, share),
            )
            return {r["term"] for r in rows}

    def words_to_embed(self) -> list[str]:
        return []  # the learned words' vectors are read (or embedded once) by DatabaseScoring

    def add_word_vectors(self, vectors: np.ndarray) -> None:
        """Nothing to add (see :meth:`words_to_embed`)."""

    def unlearned(self, instruction: str) -> list[str]:
        return self.scoring.unlearned(instruction)

    # ----------------------------------------------------------------- the query graph

    def neighbors(self, row: int) -> list[int]:
        return [seq for seq, _ in self.scoring.neighbours([row], [self.ids[row]])[row]]

    def neighbours(self, task_id: str) -> list[str]:
        """The task's neighbours, the most strongly linked first (as ``QueryIndex.neighbours``)."""
        with self.pool.connection() as conn:
            rows = conn.execute(
                "SELECT other, max(weight) AS weight, min(t.seq) AS seq FROM (SELECT b AS other, weight FROM links"
                " WHERE namespace = %(ns)s AND a = %(id)s UNION ALL SELECT a, weight FROM links"
                " WHERE namespace = %(ns)s AND b = %(id)s) AS l JOIN task_terms t ON t.namespace = %(ns)s"
                " AND t.id = l.other WHERE other <> %(id)s GROUP BY other ORDER BY 2 DESC, 3",
                {"ns": self.namespace, "id": task_id},
            )
            return [r["other"] for r in rows]

    def expand(self, seeds: list[int], hops: int) -> dict[int, int]:
        """Rows reachable from ``seeds`` within ``hops`` links, with their distance."""
        distance = {s: 0 for s in seeds}
        frontier = list(seeds)
        for hop in range(1, hops + 1):
            if not frontier:
                break
            found = self.scoring.neighbours(frontier, [self.ids[s] for s in frontier])
            nxt: list[int] = []
            for seq in frontier:
                for other, other_id in sorted(found[seq]):
                    self._ids[other] = other_id
                    if other not in distance:
                        distance[other] = hop
                        nxt.append(other)
            frontier = nxt
        return distance


class _Seqs:
    """``task id in index.row_of`` and ``index.row_of[task id]`` (its seq), answered by the database."""

    def __init__(self, index: DatabaseIndex) -> None:
        self._index = index

    def get(self, task_id: str) -> int | None:
        known = self._index.known_seq(task_id)
        if known is not None:
            return known
        found = self._index._value("SELECT seq FROM task_terms WHERE namespace = %s AND id = %s", None, task_id)
        return None if found is None else int(found)

    def __contains__(self, task_id: object) -> bool:
        return isinstance(task_id, str) and self.get(task_id) is not None

    def __getitem__(self, task_id: str) -> int:
        found = self.get(task_id)
        if found is None:
            raise NotFoundError(f"no task {task_id!r} in namespace {self._index.namespace!r}")
        return found


class _Column:
    """``index.ids[seq]`` and the like: one column of a task by its seq; iterating gives every task's, in seq
    order (only ids are iterated: to list or clear a namespace)."""

    def __init__(self, index: DatabaseIndex, column: str) -> None:
        self._index = index
        self._column = column

    def __getitem__(self, seq: int) -> Any:
        return self._index.task_value(self._column, int(seq))

    def __iter__(self) -> Iterator[Any]:
        if self._column != "id":
            raise TypeError(f"only the ids of a database index are listed, not its {self._column}s")
        return iter(self._index.all_ids())


class DatabaseReplica(IndexReplica):
    """The replica of a memory opened with ``index="database"``: its :attr:`index` is a
    :class:`DatabaseIndex`, so there is nothing to catch up, append, take back or snapshot - the store's
    commit (and its triggers) is the only write. Each operation's :meth:`refresh` only tells the index
    whether a task change (a forget or its undo) happened since the last one."""

    # IndexReplica.__init__ loads the namespace into RAM, which is what this replica exists to avoid.
    def __init__(self, store: MemoryStore, scoring: DatabaseScoring) -> None:
        self._store = store
        self._database_index = DatabaseIndex(scoring)

    @property
    def scoring(self) -> DatabaseScoring:
        return self._database_index.scoring

    @property
    def index(self) -> QueryIndex:
        # A DatabaseIndex answers every read the record and retrieve pipelines make of a QueryIndex (ids,
        # row_of, query().top, procedure, ubiquitous, ...), by seq; it is not one, and says so only here.
        return self._database_index  # type: ignore[return-value]

    def refresh(self) -> None:
        self._database_index.refresh(self._store.last_change())

    def rebuild(self) -> None:
        self.refresh()

    def mark(self) -> IndexMark:
        return IndexMark(id(self), len(self._database_index), 0, 0, 0, 0, 0, ())

    def append(self, write: TaskWrite) -> None:
        """Nothing to do: the commit's triggers index the task (a batch's later tasks are therefore not
        linked to its earlier ones, which are not committed yet)."""

    def committed(self, seqs: list[int]) -> None:
        """Nothing to do (see :meth:`append`)."""

    def truncate_to(self, mark: IndexMark) -> None:
        """Nothing to take back: nothing was appended."""

    def set_status(self, task_id: str, status: TaskStatus) -> None:
        """Nothing to do: the outcome's sums move with the store's update."""

    def save_if_stale(self) -> None:
        """Nothing to snapshot."""
