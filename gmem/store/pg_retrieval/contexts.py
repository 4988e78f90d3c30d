"""Words in context for a namespace scored in PostgreSQL: read once for every worker, kept in the database.

An in-process index reads the words of its own instructions in their sentences (:mod:`gmem.tiers.contexts`)
and keeps them in its snapshot. Here the sums live in the ``word_contexts`` table (schema version 6,
:mod:`gmem.store.migrations`), with how far the namespace's tasks were read (``read_through``, a seq) and a
version. Whichever process finds instructions not read yet - after its record, or with a retrieval, a chunk
at a time - reads them in seq order (the order an in-process index holds its rows, so both arrive at the
same means), and writes the words they changed if the namespace is still at the version it read from; every
other process then loads only the words written since its own version. A namespace is read once for the
whole fleet, not once per worker: reading a thousand instructions costs a worker about a second of MiniLM.

A forget or its undo reads again the words of the task it took out or brought back, alone, as an in-process
index does (``QueryIndex.carry_contexts``): a trigger zeroes their sums and names them in
``word_contexts_again`` (schema version 8), and whichever process next reads the namespace reads, for them
alone, their first instructions that remain (:meth:`NamespaceReading.to_read`), before any instruction not
read yet, so both arrive at the same means. What was read from a forgotten task does not stay, and the rest
of the namespace is not read again.
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
        # The seqs named to read, the seq they reach (None: they are read again for the words a forget named),
        # the version they were chosen at, and the namespace's task count if no row after them was left to read.
        self._planned: tuple[list[int], int | None, int, int | None] | None = None
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
        namespace has the tasks and version it had when a scan last found nothing to read. The words a forget
        or its undo left to read again come first (:meth:`_to_read_again`)."""
        with self._lock:
            if head["contexts_again"]:
                again = self._to_read_again(pool, namespace, head, limit)
                if again[0]:
                    return again
            else:
                self.contexts.resume_reading_again({})
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
                return chosen, _instructions(conn, namespace, chosen)

    def _to_read_again(
        self, pool: ConnectionPool[Any], namespace: str, head: Mapping[str, int], limit: int | None
    ) -> tuple[list[int], list[str]]:
        """The seqs to read (the first ``limit``), and their instructions, for the words a forget or its undo
        left to read again: for each, its next instructions up to where the namespace was read, as many as
        it lacks samples (:meth:`WordContexts.rows_to_read_again`). Words done are written down at once, if
        the namespace is still at this copy's version."""
        with pool.connection() as conn:
            found = conn.execute("SELECT word, from_seq FROM word_contexts_again WHERE namespace = %s", (namespace,))
            self.contexts.resume_reading_again({int(r["word"]): int(r["from_seq"]) for r in found})
            words = sorted(self.contexts.pending)
            seqs_with: dict[int, list[int]] = {}
            for row in conn.execute(
                "SELECT seq, words FROM task_terms WHERE namespace = %s AND seq <= %s AND words && %s::integer[]"
                " ORDER BY seq",
                (namespace, head["read_through"], words),
            ):
                for word in set(row["words"]).intersection(words):
                    seqs_with.setdefault(word, []).append(int(row["seq"]))
            chosen = self.contexts.rows_to_read_again(lambda w: np.asarray(seqs_with.get(w, []), np.int64), limit)
            if len(self.contexts.pending) < len(words) or not words:  # words done (or a count gone stale)
                with conn.transaction():
                    self._write_again(conn, namespace, self.version)
            if not chosen:
                return [], []
            self._planned = (chosen, None, self.version, None)
            return chosen, _instructions(conn, namespace, chosen)

    def _write_again(self, conn: Any, namespace: str, version: int) -> bool:
        """Write which words are still to be read again, each from which seq, if the namespace is at
        ``version`` (the namespace's row first: a forget takes its locks in the same order)."""
        pending = self.contexts.pending
        kept = conn.execute(
            "UPDATE scoring_namespaces SET contexts_again = %s"
            " WHERE namespace = %s AND greatest(contexts, contexts_reset) = %s RETURNING 1",
            (len(pending), namespace, version),
        ).fetchone()
        if kept is None:
            return False
        conn.execute(
            "DELETE FROM word_contexts_again WHERE namespace = %s AND NOT word = ANY(%s::integer[])",
            (namespace, sorted(pending)),
        )
        with conn.cursor() as cursor:
            cursor.executemany(
                "UPDATE word_contexts_again SET from_seq = %s WHERE namespace = %s AND word = %s",
                [(start, namespace, word) for word, start in pending.items()],
            )
        return True

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
            changed = self.contexts.add(seqs, words, mark_read=False)
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
        self, pool: ConnectionPool[Any], namespace: str, version: int, through: int | None, changed: np.ndarray
    ) -> int | None:
        """Move the namespace's ``read_through`` (or, read again for the words named, write which remain) and
        write the ``changed`` words' sums, if it is at ``version``; its new version, or ``None``."""
        with pool.connection() as conn, conn.transaction():
            if through is None and not self._write_again(conn, namespace, version):
                return None
            moved = conn.execute(
                "UPDATE scoring_namespaces SET contexts = nextval('gmem_contexts_version'),"
                " read_through = coalesce(%s, read_through)"
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


def _instructions(conn: Any, namespace: str, seqs: list[int]) -> list[str]:
    """The instructions of the tasks ``seqs``, in that order, as the query tier reads them."""
    found = conn.execute("SELECT seq, instruction FROM tasks WHERE namespace = %s AND seq = ANY(%s)", (namespace, seqs))
    instructions = {int(r["seq"]): limits.scored(r["instruction"]) for r in found}
    return [instructions.get(seq, "") for seq in seqs]


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
