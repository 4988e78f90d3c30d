"""Words in context for a namespace scored in PostgreSQL: read once for every worker, kept in the database.

An in-process index reads the words of its own instructions in their sentences (:mod:`gmem.tiers.contexts`)
and keeps them in its snapshot. Here the sums live in the ``word_contexts`` table (schema version 6,
:mod:`gmem.store.migrations`), with how far the namespace's tasks were read (``read_through``, a seq) and a
version. Whichever process finds instructions not read yet - after its record, or with a retrieval, a chunk
at a time - reads them in seq order (the order an in-process index holds its rows, so both arrive at the
same means), and writes the words they changed if the namespace is still at the version it read from; every
other process then loads only the words written since its own version. A namespace is read once for the
whole fleet, not once per worker: reading a thousand instructions costs a worker about a second of MiniLM.

A forget or its undo resets the reading (a trigger: what was read from a forgotten task must not stay), and
every process then loads the namespace again from the start.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import numpy as np
from psycopg_pool import ConnectionPool

from gmem import limits
from gmem.tiers.contexts import WordContexts

log = logging.getLogger(__name__)

#: Task rows read from the database per statement while looking for the instructions to read.
PAGE = 4096
#: Rows a scan passed over (they bring no word short of its samples) before it writes that down, so that no
#: scan reads them again; fewer are read again by each scan (a few bytes each), which spares the namespace's
#: counts row an update on almost every record once its words are all read.
PASSED_OVER = 64


class NamespaceReading:
    """This process's copy of a namespace's words in context, as of :attr:`version`, and the instructions it
    named to read next. Shared by every memory of the process that scores the namespace; thread-safe."""

    def __init__(self, dimension: int) -> None:
        self.contexts = WordContexts(dimension)
        self.version = -1  # the namespace's version the copy holds (-1: nothing loaded)
        # The seqs named to read, the seq they reach, the version they were chosen at, and the namespace's task
        # count if no row after them was left to read.
        self._planned: tuple[list[int], int, int, int | None] | None = None
        self._finished: tuple[int, int] | None = None  # (tasks, version) when a scan last found nothing to read
        self._lock = threading.Lock()

    def load(self, pool: ConnectionPool[Any], namespace: str, head: Mapping[str, int]) -> int:
        """Bring the copy to the namespace's version in ``head`` (the counts of the current operation):
        everything after a reset, else the words written since. The bytes the copy grew by."""
        now = max(head["contexts"], head["contexts_reset"])
        with self._lock:
            if now <= self.version:  # versions only grow: ``head`` may predate this process's own write
                return 0
            before = self.contexts.nbytes
            since = self.version
            if head["contexts_reset"] > self.version:
                self.contexts.forget()
                since = -1
            with pool.connection() as conn, conn.cursor(binary=True) as cursor:
                rows = cursor.execute(
                    "SELECT word, total, samples FROM word_contexts WHERE namespace = %s AND version > %s",
                    (namespace, since),
                ).fetchall()
            if rows:
                self.contexts.put(
                    np.array([r["word"] for r in rows], dtype=np.int64),
                    np.array([r["total"] for r in rows], dtype=np.float32),
                    np.array([r["samples"] for r in rows], dtype=np.int32),
                )
            self.version = now
            return self.contexts.nbytes - before

    def to_read(
        self, pool: ConnectionPool[Any], namespace: str, head: Mapping[str, int], vocabulary: int, limit: int | None
    ) -> tuple[list[int], list[str]]:
        """The seqs of the next instructions to read (the first ``limit``), and those instructions, chosen as
        the in-process index chooses them (:meth:`WordContexts.choose`) from the rows after the namespace's
        ``read_through``. A row naming a word beyond the ``vocabulary`` the statistics know (written since
        they were read) ends the scan: it is read later. Nothing is read from the database while the
        namespace has the tasks and version it had when a scan last found nothing to read."""
        with self._lock:
            if (head["tasks"], self.version) == self._finished:
                return [], []
            with pool.connection() as conn:
                scan = _Scan(conn, namespace, head["read_through"], vocabulary)
                chosen, count = self.contexts.choose(scan, vocabulary, limit)
                if not chosen:
                    self._finished = (head["tasks"], self.version) if scan.complete else None
                    if count >= PASSED_OVER:  # rows that bring nothing now never will (counts only grow)
                        conn.execute(
                            "UPDATE scoring_namespaces SET read_through = %s WHERE namespace = %s"
                            " AND greatest(contexts, contexts_reset) = %s AND read_through < %s",
                            (scan.seqs[count - 1], namespace, self.version, scan.seqs[count - 1]),
                        )
                    return [], []
                self._planned = (chosen, scan.seqs[count - 1], self.version, head["tasks"] if scan.complete else None)
                found = conn.execute(
                    "SELECT seq, instruction FROM tasks WHERE namespace = %s AND seq = ANY(%s)", (namespace, chosen)
                )
                instructions = {int(r["seq"]): limits.scored(r["instruction"]) for r in found}
        return chosen, [instructions.get(seq, "") for seq in chosen]

    def read(
        self, pool: ConnectionPool[Any], namespace: str, seqs: Sequence[int], words: Sequence[dict[int, np.ndarray]]
    ) -> int:
        """Add the words (by word id) of the instructions ``seqs`` that :meth:`to_read` named last, and write
        what they changed, if the namespace is still at the version they were chosen at; an older plan, or a
        namespace another process wrote first, adds nothing (it is loaded instead: no instruction counts
        twice). The bytes the copy grew by."""
        with self._lock:
            if self._planned is None or self._planned[0] != list(seqs) or self._planned[2] != self.version:
                return 0
            _, through, version, tasks = self._planned
            self._planned = None
            before = self.contexts.nbytes
            changed = self.contexts.add((), words)
            try:
                written = self._write(pool, namespace, version, through, changed)
            except Exception:
                log.warning("namespace %s: writing the words read in context failed", namespace, exc_info=True)
                written = None
            if written is None:  # the copy is ahead of the database: load it again from the start
                self.contexts.forget()
                self.version = -1
                return 0
            self.version = written
            self._finished = None if tasks is None else (tasks, written)
            return self.contexts.nbytes - before

    def _write(
        self, pool: ConnectionPool[Any], namespace: str, version: int, through: int, changed: np.ndarray
    ) -> int | None:
        """Move the namespace's ``read_through`` and write the ``changed`` words' sums, if it is at ``version``;
        its new version, or ``None``."""
        with pool.connection() as conn, conn.transaction():
            moved = conn.execute(
                "UPDATE scoring_namespaces SET contexts = nextval('gmem_contexts_version'), read_through = %s"
                " WHERE namespace = %s AND greatest(contexts, contexts_reset) = %s RETURNING contexts",
                (through, namespace, version),
            ).fetchone()
            if moved is None:
                return None
            new = int(moved["contexts"])
            sums, counts = self.contexts.sums.view, self.contexts.counts.view
            with conn.cursor() as cursor:
                cursor.executemany(
                    "INSERT INTO word_contexts (namespace, word, total, samples, version) VALUES (%s, %s, %s, %s, %s)"
                    " ON CONFLICT (namespace, word) DO UPDATE SET total = excluded.total,"
                    " samples = excluded.samples, version = excluded.version",
                    [(namespace, int(w), sums[w], int(counts[w]), new) for w in changed.tolist()],
                )
        return new


class _Scan:
    """A namespace's task rows after a seq, in seq order, as (seq, word ids), a page per statement; it
    stops before a row naming a word beyond ``vocabulary``. ``seqs``: those yielded; ``complete``: whether
    it reached the last row."""

    def __init__(self, conn: Any, namespace: str, after: int, vocabulary: int) -> None:
        self._conn, self._namespace, self._after, self._vocabulary = conn, namespace, after, vocabulary
        self.seqs: list[int] = []
        self.complete = False

    def __iter__(self) -> Iterator[tuple[int, np.ndarray]]:
        while True:
            page = self._conn.execute(
                "SELECT seq, words FROM task_terms WHERE namespace = %s AND seq > %s ORDER BY seq LIMIT %s",
                (self._namespace, self._after, PAGE),
            ).fetchall()
            for row in page:
                ids = np.asarray(row["words"], dtype=np.int64)
                if len(ids) and ids.max() >= self._vocabulary:
                    return
                self.seqs.append(int(row["seq"]))
                yield self.seqs[-1], ids
            if len(page) < PAGE:
                self.complete = True
                return
            self._after = self.seqs[-1]
