"""The SQL both backends share: every read and write of the store contract, written once.

A backend (:mod:`gmem.store.sqlite`, :mod:`gmem.store.postgres`) supplies connections and transactions,
how a list is passed to ``IN``, how a vector is encoded, and which errors are worth retrying. Its
``nearest`` (the optional :class:`~gmem.store.base.VectorSearch`) is its own; a backend that searches a
vector index of its own keeps it in step inside the task log's transactions (:class:`MaintainedVectorIndex`).
:mod:`gmem.store.changes` adds the change log on top. The statements here use ``?`` placeholders and only
syntax both databases accept (``ON CONFLICT``, ``RETURNING``, scalar subqueries); rows come back as mappings
with JSON columns already decoded and vectors as float32 arrays (:mod:`gmem.store.rows`).

**Namespaces and concurrency.** Every row belongs to the store's namespace. Each write transaction
starts by bumping its namespace's row in ``namespaces``, which holds that row's lock until commit (in
PostgreSQL; SQLite has one writer at a time anyway). So the writes to one namespace take turns, tasks get
their ``seq`` and ``revision`` in commit order, and a reader that has seen revision ``r`` has seen every
change up to ``r``: catching up is one indexed query. Insight scores move by increments in SQL
(``score = score + delta``), never by writing back a value read earlier.
"""

from __future__ import annotations

import logging
import random
import time
import uuid
from abc import ABC, abstractmethod
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import replace
from typing import Any, TypeVar

import numpy as np

from gmem.errors import DuplicateTaskError, EmbedderMismatchError, NotFoundError, StoreFullError
from gmem.models import Evidence, Insight, InteractionGraph, QueryNode, TaskStatus
from gmem.store.base import check_namespace
from gmem.store.rows import (
    EXPORTED_COLUMNS,
    NODE_COLUMNS,
    SQL,
    UTTERANCE_COLUMNS,
    Row,
    as_json,
    exported_task,
    first,
    graph_of,
    node_of,
    utterance_rows,
)
from gmem.store.transfer import ExportedInsight, ExportedLink, ExportedTask
from gmem.store.writes import ORIGIN, InsightUpdate, StoreCursor, StoredTask, TaskWrite

log = logging.getLogger(__name__)

T = TypeVar("T")

#: A transaction that fails on a transient error (a busy database, a deadlock) is run again this often.
ATTEMPTS = 8
#: First pause before a retry, in seconds; it doubles each time, with jitter.
BACKOFF = 0.02

_TASK = (
    "namespace, id, revision, instruction, context, domain, status, outcome_detail, extra, failure_reason,"
    " key_steps, edges, words, procedure, instruction_vector, context_vector, feedback_applied, feedback_delta,"
    " created_at"
)
_INDEXED = "seq, revision, id, status, instruction, domain, words, procedure, failure_reason, instruction_vector, context_vector"


class SQLStore(ABC):
    """The task log and transfer parts of the store contract over SQL (:mod:`gmem.store.changes` adds
    curation); subclasses bind it to a database."""

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

    def _bump(self, sql: SQL) -> int:
        """Take the namespace's turn to write (held until commit) and return the revision being written."""
        row = first(
            sql.execute(
                "INSERT INTO namespaces (name, revision) VALUES (?, 1)"
                " ON CONFLICT (name) DO UPDATE SET revision = namespaces.revision + 1 RETURNING revision",
                (self.namespace,),
            )
        )
        assert row is not None
        return int(row["revision"])

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

    # ------------------------------------------------------------------ writes

    def commit(self, writes: Sequence[TaskWrite]) -> list[int]:
        def work(sql: SQL) -> list[int]:
            revision, now = self._bump(sql), time.time()
            seqs = self._insert_rows(sql, writes, revision, now)
            self._insert_parts(sql, list(zip(writes, seqs)), now)
            sql.executemany(  # the outcome's move of the insights each task was shown, as feedback() makes it
                "UPDATE insights SET score = score + ?, updated_at = ? WHERE namespace = ?"
                " AND id IN (SELECT insight_id FROM insight_usage WHERE namespace = ? AND task_id = ?)",
                [(w.feedback, now, self.namespace, self.namespace, w.node.id) for w in writes if w.feedback],
            )
            return seqs

        return self._run(work)

    def _insert(
        self,
        sql: SQL,
        w: TaskWrite,
        revision: int,
        now: float,
        *,
        feedback: float | None = None,
        seq: int | None = None,
    ) -> int:
        """Store one task; ``seq`` puts it back under the number it had (an undone forget), else it gets the next.
        ``feedback`` is the score move its outcome already applied to the insights it was shown (None: none yet)."""
        seq = self._insert_rows(sql, [replace(w, feedback=feedback)], revision, now, seq=seq)[0]
        self._insert_parts(sql, [(w, seq)], now)
        return seq

    def _insert_rows(
        self,
        sql: SQL,
        writes: Sequence[TaskWrite],
        revision: int,
        now: float,
        *,
        seq: int | None = None,
    ) -> list[int]:
        """The tasks' own rows, in order; returns their seqs (``seq`` only with one task)."""
        ns = self.namespace
        given = () if seq is None else (seq,)
        columns = _TASK if seq is None else f"seq, {_TASK}"
        found = self._each_returning(
            sql,
            f"INSERT INTO tasks ({columns}) VALUES ({','.join('?' * (19 + len(given)))})"
            " ON CONFLICT (namespace, id) DO NOTHING RETURNING seq",
            [
                (
                    *given,
                    ns,
                    w.node.id,
                    revision,
                    w.node.instruction,
                    w.node.context,
                    w.node.domain,
                    w.node.status.value,
                    w.node.outcome_detail,
                    as_json(w.node.extra),
                    w.graph.failure_reason,
                    as_json(w.graph.key_steps),
                    as_json([[e.source, e.target, e.kind.value] for e in w.graph.edges]),
                    as_json(w.words),
                    as_json(w.procedure),
                    self._vector(w.instruction_vector),
                    self._vector(w.context_vector),
                    int(w.feedback is not None),
                    float(w.feedback or 0.0),
                    now,
                )
                for w in writes
            ],
        )
        for w, row in zip(writes, found):
            if row is None:
                raise DuplicateTaskError(f"task {w.node.id!r} is already in the memory")
        return [int(row["seq"]) for row in found if row is not None]

    def _insert_parts(self, sql: SQL, stored: Sequence[tuple[TaskWrite, int]], now: float) -> None:
        """The utterances, links, insight updates and usage records of tasks whose rows are stored (by seq),
        one statement per kind for all of them (so one round trip each with PostgreSQL)."""
        ns = self.namespace
        if isinstance(self, MaintainedVectorIndex):
            self._index_vectors(sql, [seq for _, seq in stored])
        self._append_rows(
            sql,
            "utterances",
            ("task_seq", "idx", "step", "agent", "kind", "content", "extra"),
            [
                (seq, u.index, u.step, u.agent, u.kind.value, u.content, as_json(u.extra))
                for w, seq in stored
                for u in w.graph.utterances
            ],
        )
        sql.executemany(
            "INSERT INTO links (namespace, a, b, kind, weight) VALUES (?,?,?,?,?) ON CONFLICT DO NOTHING",
            [(ns, w.node.id, other, kind, float(weight)) for w, _ in stored for other, kind, weight in w.links],
        )
        self._upsert_insights(sql, [update for w, _ in stored for update in w.insight_updates], now)
        sql.executemany(
            "INSERT INTO insight_usage (namespace, task_id, insight_id)"
            " SELECT ?, ?, id FROM insights WHERE namespace = ? AND id = ? ON CONFLICT DO NOTHING",
            [(ns, w.node.id, ns, int(i)) for w, _ in stored for i in w.used_insights],
        )

    def update_insights(self, updates: Sequence[InsightUpdate]) -> None:
        def work(sql: SQL) -> None:
            self._bump(sql)  # a deletion must not interleave with another writer's hyperedges to the insight
            self._upsert_insights(sql, updates, time.time())

        self._run(work)

    def _delete_insight(self, sql: SQL, key: str) -> None:
        """Drop the insight with its hyperedges and its usage records."""
        ns = self.namespace
        one = "(SELECT id FROM insights WHERE namespace = ? AND key = ?)"
        sql.execute(f"DELETE FROM insight_evidence WHERE insight_id IN {one}", (ns, key))
        sql.execute(f"DELETE FROM insight_usage WHERE namespace = ? AND insight_id IN {one}", (ns, ns, key))
        sql.execute("DELETE FROM insights WHERE namespace = ? AND key = ?", (ns, key))

    def _upsert_insight(self, sql: SQL, update: InsightUpdate, now: float) -> int:
        return self._upsert_insights(sql, [update], now)[0]

    def _upsert_insights(self, sql: SQL, updates: Sequence[InsightUpdate], now: float) -> list[int]:
        """Insert each lesson, or add to its score if its key is known; returns their ids. The score moves by
        an increment (a concurrent change is never overwritten); the wording changes only on an edit
        (``replace_text``). One statement per kind for the whole batch, in order (a key may come twice)."""
        rows = self._each_returning(
            sql,
            "INSERT INTO insights (namespace, key, text, score, origin, created_at, updated_at) VALUES (?,?,?,?,?,?,?)"
            " ON CONFLICT (namespace, key) DO UPDATE SET score = insights.score + excluded.score,"
            " updated_at = excluded.updated_at, text = CASE WHEN ? THEN excluded.text ELSE insights.text END"
            " RETURNING id",
            [
                (self.namespace, u.key, u.text, float(u.score_delta), u.origin, now, now, bool(u.replace_text))
                for u in updates
            ],
        )
        ids = [int(row["id"]) for row in rows if row is not None]
        assert len(ids) == len(updates), "an upsert returns its row"
        sql.executemany(
            "INSERT INTO insight_evidence (insight_id, namespace, task_id, evidence) VALUES (?,?,?,?)"
            " ON CONFLICT (insight_id, task_id) DO UPDATE SET evidence = excluded.evidence",
            [
                (insight_id, self.namespace, task_id, ev.value)
                for insight_id, u in zip(ids, updates)
                for task_id, ev in u.evidence.items()
            ],
        )
        return ids

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
        task_in, task_ids = self._member("id", list(ids))

        def work(sql: SQL) -> dict[str, InteractionGraph]:
            tasks = sql.execute(
                f"SELECT seq, id, key_steps, edges, failure_reason FROM tasks WHERE namespace = ? AND {task_in}",
                (self.namespace, task_ids),
            ).fetchall()
            kept = {(t["seq"], step) for t in tasks for step in t["key_steps"]}
            if not kept:
                return {t["id"]: graph_of(t, [], condensed=True) for t in tasks}
            # One read for every task: the rows of any task's key step, then each task's own.
            seq_in, seqs = self._member("task_seq", sorted({seq for seq, _ in kept}))
            step_in, steps = self._member("step", sorted({step for _, step in kept}))
            by_seq: dict[int, list[Row]] = {t["seq"]: [] for t in tasks}
            for u in sql.execute(
                f"SELECT task_seq, {UTTERANCE_COLUMNS} FROM utterances WHERE {seq_in} AND {step_in}"
                " ORDER BY task_seq, idx",
                (seqs, steps),
            ).fetchall():
                if (u["task_seq"], u["step"]) in kept:
                    by_seq[u["task_seq"]].append(u)
            return {t["id"]: graph_of(t, by_seq[t["seq"]], condensed=True) for t in tasks}

        return self._run(work, write=False) if ids else {}

    def _insights(
        self, sql: SQL, where: str, params: Sequence[Any], tasks: Sequence[str] | None = None
    ) -> list[Insight]:
        """Insights matching ``where``, with their evidence (only that of ``tasks`` when given)."""
        rows = sql.execute(
            f"SELECT id, key, text, score, origin, created_at, updated_at FROM insights WHERE namespace = ? {where}",
            (self.namespace, *params),
        ).fetchall()
        if not rows:
            return []
        evidence: dict[int, dict[str, list[str]]] = {int(r["id"]): {e.value: [] for e in Evidence} for r in rows}
        member, ids = self._member("insight_id", list(evidence))
        only = ""
        only_params: tuple[object, ...] = ()
        if tasks is not None:
            task_member, task_ids = self._member("task_id", list(tasks))
            only, only_params = f" AND namespace = ? AND {task_member}", (self.namespace, task_ids)
        for e in sql.execute(
            f"SELECT insight_id, task_id, evidence FROM insight_evidence WHERE {member}{only} ORDER BY task_id",
            (ids, *only_params),
        ):
            evidence[int(e["insight_id"])][e["evidence"]].append(e["task_id"])
        return [
            Insight(
                id=int(r["id"]),
                key=r["key"],
                text=r["text"],
                score=float(r["score"]),
                origin=r["origin"],
                created_at=float(r["created_at"]),
                updated_at=float(r["updated_at"]),
                supporting=evidence[int(r["id"])][Evidence.SUPPORTS.value],
                contradicting=evidence[int(r["id"])][Evidence.CONTRADICTS.value],
            )
            for r in rows
        ]

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

    def set_context_vectors(self, vectors: Mapping[str, np.ndarray]) -> None:
        self._run(
            lambda sql: sql.executemany(
                "UPDATE tasks SET context_vector = ? WHERE namespace = ? AND id = ?",
                [(self._vector(vector), self.namespace, task_id) for task_id, vector in vectors.items()],
            )
        )

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

    # ------------------------------------------------------------------ moving a memory

    def export_records(self) -> Iterator[ExportedTask | ExportedInsight]:
        ns = self.namespace
        with self._transaction(snapshot=True) as sql:
            links: dict[str, list[ExportedLink]] = defaultdict(list)
            for r in sql.execute("SELECT a, b, kind, weight FROM links WHERE namespace = ? ORDER BY a, b, kind", (ns,)):
                links[r["a"]].append(ExportedLink(task_id=r["b"], kind=r["kind"], weight=float(r["weight"])))
            used: dict[str, list[str]] = defaultdict(list)
            for r in sql.execute(
                "SELECT u.task_id, i.key FROM insight_usage u JOIN insights i ON i.id = u.insight_id"
                " WHERE u.namespace = ? ORDER BY u.task_id, i.id",
                (ns,),
            ):
                used[r["task_id"]].append(r["key"])
            for r in sql.execute(
                f"SELECT {EXPORTED_COLUMNS} FROM tasks WHERE namespace = ? ORDER BY seq", (ns,)
            ).fetchall():
                yield exported_task(sql, r, links[r["id"]], used[r["id"]])
            for insight in self._insights(sql, "ORDER BY id", ()):
                yield ExportedInsight.of(insight)

    def import_records(self, tasks: Sequence[ExportedTask], insights: Sequence[ExportedInsight]) -> None:
        def work(sql: SQL) -> None:
            revision, now = self._bump(sql), time.time()
            ids = dict(zip([i.key for i in insights], self._upsert_insights(sql, [i.update() for i in insights], now)))
            for task in tasks:
                write = task.write([ids[key] for key in task.used_insights])
                self._insert(sql, write, revision, now, feedback=task.applied_feedback)

        self._run(work)


class MaintainedVectorIndex(ABC):
    """A backend whose ``nearest`` searches a vector index of its own (PostgreSQL's ``task_vectors`` with
    HNSW): the index is kept in step inside the transactions that store and forget tasks."""

    @abstractmethod
    def _index_vectors(self, sql: SQL, seqs: Sequence[int]) -> None:
        """Called in the transaction that stores tasks, with their seqs."""

    @abstractmethod
    def _unindex_vector(self, sql: SQL, seq: int) -> None:
        """Called in the transaction that forgets a task, before its row goes."""
