"""The SQL both backends share, written once: what a backend supplies, how a statement runs, and every read.

A backend (:mod:`gmem.store.sqlite`, :mod:`gmem.store.postgres`) supplies connections and transactions,
how a list is passed to ``IN``, how a vector is encoded, and which errors are worth retrying. Its
``nearest`` (the optional :class:`~gmem.store.base.VectorSearch`) is its own. The statements here use ``?``
placeholders and only syntax both databases accept (``ON CONFLICT``, ``RETURNING``, scalar subqueries); rows
come back as mappings with JSON columns already decoded and vectors as float32 arrays (:mod:`gmem.store.rows`).

The store is built in layers, one module each, every one on the one before: this one (the reads),
:mod:`gmem.store.sql_writes` (the writes, in turns per namespace, and moving a memory),
:mod:`gmem.store.undo` (changes logged with the state they replaced, and their undo) and
:mod:`gmem.store.changes` (curation, corrected outcomes and compaction: the whole contract). Reads take no
turn: they run on a connection of their own, or stream from one consistent state.
"""

from __future__ import annotations

import logging
import random
import time
import uuid
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from typing import Any, TypeVar

import numpy as np

from gmem.errors import EmbedderMismatchError, NotFoundError, StoreFullError
from gmem.models import Evidence, Insight, InteractionGraph, QueryNode, TaskStatus
from gmem.store.base import check_namespace
from gmem.store.rows import NODE_COLUMNS, SQL, UTTERANCE_COLUMNS, Row, first, graph_of, node_of, utterance_rows
from gmem.store.writes import ORIGIN, StoreCursor, StoredTask

log = logging.getLogger(__name__)

T = TypeVar("T")

#: A transaction that fails on a transient error (a busy database, a deadlock) is run again this often.
ATTEMPTS = 8
#: First pause before a retry, in seconds; it doubles each time, with jitter.
BACKOFF = 0.02

_INDEXED = "seq, revision, id, status, instruction, domain, words, procedure, failure_reason, instruction_vector, context_vector"


class SQLStore(ABC):
    """The base of the SQL store: what a backend supplies, running statements, the store's identity and
    embedder, and the reads of the namespace (:class:`~gmem.store.sql_writes.WritableStore` adds the writes);
    subclasses bind it to a database."""

    def __init__(self, location: str, namespace: str) -> None:
        self.location = location  # for messages: a path, or a URL without its password
        self.namespace = check_namespace(namespace)

    # ------------------------------------------------------------------ what a backend supplies

    @abstractmethod
    def _transaction(self, *, snapshot: bool = False) -> AbstractContextManager[SQL]:
        """A write transaction; with ``snapshot``, a read-only one that sees one consistent state."""

    @abstractmethod
    def _connection(self) -> AbstractContextManager[SQL]:
        """A connection for reads outside a transaction (each statement sees the latest commits)."""

    @abstractmethod
    def _stream(self, statement: str, params: Sequence[Any]) -> Iterator[Row]:
        """The rows of a large read, fetched as they are consumed, from one consistent state."""

    @abstractmethod
    def _transient(self, error: Exception) -> bool:
        """Whether running the transaction again may succeed (busy, locked, deadlock)."""

    @abstractmethod
    def _full(self, error: Exception) -> bool:
        """Whether the error says the disk or the database's quota is full."""

    @abstractmethod
    def _vector(self, vector: np.ndarray) -> object:
        """A vector as a statement parameter."""

    @abstractmethod
    def _member(self, column: str, values: Sequence[Any]) -> tuple[str, object]:
        """``column IN values`` as a condition with one parameter, and that parameter."""

    @abstractmethod
    def _json_rows(self, columns: Sequence[str], alias: str) -> str:
        """An aggregate of a subquery's rows into a JSON array of objects, one per row, holding ``columns`` of
        the table ``alias`` names (a JSON column as its JSON value); ``[]`` for no row. Read back under a name
        the backend decodes (:data:`~gmem.store.rows.JSON_AGGREGATES`)."""

    @abstractmethod
    def _json_holds(self, array: str, value: str) -> str:
        """The condition that the JSON array in column ``array`` holds ``value`` (an integer column)."""

    @abstractmethod
    def close(self) -> None: ...

    def _first_embedder(self, sql: SQL, dimension: int) -> None:
        """Called once, in the transaction that records the store's embedder (PostgreSQL sizes its vectors)."""

    def _append_rows(self, sql: SQL, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        """Plain inserts of many rows into ``table`` (no conflicts to resolve): the bulk of a recorded batch,
        so a backend with a faster bulk path (PostgreSQL's ``COPY``) takes it."""
        sql.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({','.join('?' * len(columns))})", rows)

    def _each_returning(self, sql: SQL, statement: str, rows: Sequence[Sequence[Any]]) -> list[Row | None]:
        """``statement`` (with ``RETURNING``) run once per row: the first row each run returned, or ``None``.
        A backend with a network round trip per statement sends them all at once."""
        return [first(sql.execute(statement, row)) for row in rows]

    # ------------------------------------------------------------------ running statements

    def _run(self, work: Callable[[SQL], T], *, write: bool = True) -> T:
        """``work`` in a write transaction (or on a read connection), run again on transient errors."""
        attempt = 0
        while True:
            attempt += 1
            try:
                with self._transaction() if write else self._connection() as sql:
                    return work(sql)
            except Exception as exc:
                if self._full(exc):
                    raise StoreFullError(
                        f"{self.location}: no room left to write ({exc}); nothing of this write was stored, "
                        "earlier tasks are intact: free space and try again"
                    ) from exc
                if attempt >= ATTEMPTS or not self._transient(exc):
                    raise
                pause = BACKOFF * 2**attempt * random.uniform(0.5, 1.5)
                log.debug("%s: %s; retrying in %.2fs (attempt %d)", self.location, exc, pause, attempt + 1)
                time.sleep(pause)

    # ------------------------------------------------------------------ embedder

    def check_embedder(self, name: str, dimension: int) -> None:
        here = f"{name}:{int(dimension)}"

        def work(sql: SQL) -> str | None:
            if first(
                sql.execute(
                    "INSERT INTO meta (key, value) VALUES ('embedder', ?) ON CONFLICT (key) DO NOTHING RETURNING value",
                    (here,),
                )
            ):
                self._first_embedder(sql, int(dimension))
                return None
            return str(sql.execute("SELECT value FROM meta WHERE key = 'embedder'").fetchone()["value"])

        stored = self._run(work)
        if stored is not None and stored != here:
            raise EmbedderMismatchError(
                f"{self.location} was built with embedder {stored!r}; this memory uses {here!r}. "
                "Vectors from different models do not compare: open it with the same embedder."
            )

    def stored_embedder(self) -> tuple[str, int] | None:
        row = self._run(
            lambda sql: sql.execute("SELECT value FROM meta WHERE key = 'embedder'").fetchone(), write=False
        )
        if row is None:
            return None
        name, _, dimension = str(row["value"]).rpartition(":")
        return name, int(dimension)

    def store_id(self) -> str:
        row = self._run(
            lambda sql: sql.execute("SELECT value FROM meta WHERE key = 'store_id'").fetchone(), write=False
        )
        if row is not None:
            return str(row["value"])

        def work(sql: SQL) -> str:
            sql.execute(
                "INSERT INTO meta (key, value) VALUES ('store_id', ?) ON CONFLICT (key) DO NOTHING", (uuid.uuid4().hex,)
            )
            return str(sql.execute("SELECT value FROM meta WHERE key = 'store_id'").fetchone()["value"])

        return self._run(work)

    # ------------------------------------------------------------------ reads

    def load_tasks(self, after: StoreCursor = ORIGIN) -> Iterator[StoredTask]:
        for r in self._stream(
            f"SELECT {_INDEXED} FROM tasks WHERE namespace = ? AND revision > ? ORDER BY seq",
            (self.namespace, after.revision),
        ):
            yield StoredTask(
                id=r["id"],
                seq=int(r["seq"]),
                revision=int(r["revision"]),
                status=TaskStatus(r["status"]),
                instruction=r["instruction"],
                words=r["words"],
                procedure=r["procedure"],
                failure_reason=r["failure_reason"],
                instruction_vector=r["instruction_vector"],
                context_vector=r["context_vector"],
                domain=r["domain"],
            )

    def task_ids(self, through_seq: int) -> list[str]:
        return [
            r["id"]
            for r in self._stream(
                "SELECT id FROM tasks WHERE namespace = ? AND seq <= ? ORDER BY seq", (self.namespace, through_seq)
            )
        ]

    def load_links(self, after: StoreCursor = ORIGIN) -> Iterator[tuple[str, str, float]]:
        for r in self._stream(
            "SELECT l.a, l.b, l.weight FROM tasks t JOIN links l ON l.namespace = t.namespace AND l.a = t.id"
            " WHERE t.namespace = ? AND t.seq > ? ORDER BY t.seq, l.b, l.kind",
            (self.namespace, after.seq),
        ):
            yield r["a"], r["b"], float(r["weight"])

    def get_nodes(self, ids: Sequence[str]) -> dict[str, QueryNode]:
        where, values = self._member("id", list(ids))
        rows = self._run(
            lambda sql: sql.execute(
                f"SELECT {NODE_COLUMNS} FROM tasks WHERE namespace = ? AND {where}", (self.namespace, values)
            ).fetchall(),
            write=False,
        )
        return {r["id"]: node_of(r) for r in rows}

    def get_graph(self, task_id: str) -> InteractionGraph:
        def work(sql: SQL) -> InteractionGraph:
            task = sql.execute(
                "SELECT seq, id, key_steps, edges, failure_reason FROM tasks WHERE namespace = ? AND id = ?",
                (self.namespace, task_id),
            ).fetchone()
            if task is None:
                raise self._missing_task(task_id)
            return graph_of(task, utterance_rows(sql, task["seq"]))

        return self._run(work, write=False)

    def condensed_graphs(self, ids: Sequence[str]) -> dict[str, InteractionGraph]:
        """In one statement, each task with the utterances of its key steps: it is on every retrieval's path,
        and each statement is a round trip to a database server."""
        if not ids:
            return {}
        task_in, task_ids = self._member("id", list(ids))
        utterances = self._json_rows(UTTERANCE_COLUMNS.split(", "), "u")
        kept = self._json_holds("t.key_steps", "u.step")
        statement = (
            f"SELECT seq, id, key_steps, edges, failure_reason, (SELECT {utterances} FROM utterances u"
            f" WHERE u.task_seq = t.seq AND {kept}) AS key_utterances FROM tasks t WHERE namespace = ? AND {task_in}"
        )
        rows = self._run(lambda sql: sql.execute(statement, (self.namespace, task_ids)).fetchall(), write=False)
        return {
            t["id"]: graph_of(t, sorted(t["key_utterances"], key=lambda u: int(u["idx"])), condensed=True) for t in rows
        }

    def _insights(
        self, sql: SQL, where: str, params: Sequence[Any], tasks: Sequence[str] | None = None
    ) -> list[Insight]:
        """Insights matching ``where``, with their evidence (only that of ``tasks`` when given), in one statement:
        it is on every retrieval's path, and each statement is a round trip to a database server."""
        evidence = self._json_rows(("task_id", "evidence"), "e")
        joined = ""
        joined_params: tuple[object, ...] = ()
        column = f"(SELECT {evidence} FROM insight_evidence e WHERE e.insight_id = i.id)"  # by the insight
        if tasks is not None:  # the evidence of ``tasks``, by the task, grouped: one lookup per insight cost more
            member, task_ids = self._member("e.task_id", list(tasks))
            column = "x.evidence_rows"
            joined = (
                f" LEFT JOIN (SELECT e.insight_id, {evidence} AS evidence_rows FROM insight_evidence e"
                f" WHERE e.namespace = ? AND {member} GROUP BY e.insight_id) x ON x.insight_id = i.id"
            )
            joined_params = (self.namespace, task_ids)
        rows = sql.execute(
            f"SELECT id, key, text, score, origin, created_at, updated_at, {column} AS evidence_rows"
            f" FROM insights i{joined} WHERE namespace = ? {where}",
            (*joined_params, self.namespace, *params),
        ).fetchall()
        out = []
        for r in rows:
            tied: dict[str, list[str]] = {kind.value: [] for kind in Evidence}
            for tie in sorted(r["evidence_rows"] or [], key=lambda tie: tie["task_id"]):
                tied[tie["evidence"]].append(tie["task_id"])
            out.append(
                Insight(
                    id=int(r["id"]),
                    key=r["key"],
                    text=r["text"],
                    score=float(r["score"]),
                    origin=r["origin"],
                    created_at=float(r["created_at"]),
                    updated_at=float(r["updated_at"]),
                    supporting=tied[Evidence.SUPPORTS.value],
                    contradicting=tied[Evidence.CONTRADICTS.value],
                )
            )
        return out

    def insights_for_tasks(self, ids: Sequence[str], *, evidence_of_these: bool = False) -> list[Insight]:
        member, values = self._member("task_id", list(ids))
        return self._run(
            lambda sql: self._insights(
                sql,
                f"AND id IN (SELECT insight_id FROM insight_evidence WHERE namespace = ? AND {member}) ORDER BY id",
                (self.namespace, values),
                list(ids) if evidence_of_these else None,
            ),
            write=False,
        )

    def _insight_ids(self, sql: SQL, keys: Sequence[str]) -> dict[str, int]:
        """The ids of the insights with these keys (a key not stored is left out), read in ``sql``'s transaction."""
        member, values = self._member("key", list(keys))
        return {
            r["key"]: int(r["id"])
            for r in sql.execute(
                f"SELECT id, key FROM insights WHERE namespace = ? AND {member}", (self.namespace, values)
            )
        }

    def list_insights(self) -> list[Insight]:
        return self._run(lambda sql: self._insights(sql, "ORDER BY score DESC, id", ()), write=False)

    def counts(self) -> dict[str, int]:
        row = self._run(
            lambda sql: sql.execute(
                "SELECT (SELECT count(*) FROM tasks WHERE namespace = ?) AS tasks,"
                " (SELECT count(*) FROM tasks WHERE namespace = ? AND status = 'resolved') AS resolved,"
                " (SELECT count(*) FROM tasks WHERE namespace = ? AND status = 'failed') AS failed,"
                " (SELECT count(*) FROM utterances u JOIN tasks t ON t.seq = u.task_seq WHERE t.namespace = ?) AS utterances,"
                " (SELECT count(*) FROM links WHERE namespace = ?) AS links,"
                " (SELECT count(*) FROM insights WHERE namespace = ?) AS insights",
                (self.namespace,) * 6,
            ).fetchone(),
            write=False,
        )
        return {key: int(value) for key, value in row.items()}

    def namespaces(self) -> dict[str, int]:
        """Every namespace ever written in this store (not only this store's), with its number of tasks."""
        rows = self._run(
            lambda sql: sql.execute(
                "SELECT n.name AS name, (SELECT count(*) FROM tasks t WHERE t.namespace = n.name) AS tasks"
                " FROM namespaces n ORDER BY n.name"
            ).fetchall(),
            write=False,
        )
        return {row["name"]: int(row["tasks"]) for row in rows}

    def _missing_task(self, task_id: str) -> NotFoundError:
        return NotFoundError(f"no task {task_id!r} in namespace {self.namespace!r} of {self.location}")

    def _query_vector(self, vector: np.ndarray) -> np.ndarray:
        """``vector`` checked for a backend's ``nearest``: one finite, non-zero row of the store's dimension."""
        query = np.asarray(vector, dtype=np.float32)
        embedder = self.stored_embedder()
        if query.ndim != 1 or (embedder is not None and query.size != embedder[1]):
            raise ValueError(f"nearest() needs one vector of the store's dimension; got shape {query.shape}")
        if not np.all(np.isfinite(query)) or not np.any(query):
            raise ValueError("nearest() needs a finite, non-zero vector")
        return query
