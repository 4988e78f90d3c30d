"""Embedded store on SQLite (standard library): one file, WAL, one transaction per commit.

Every write appends rows; nothing rewrites a whole file or re-serialises a graph, so recording costs the
same at 100 tasks and at 100,000. Vectors are float32 blobs in the task row; :meth:`SQLiteStore.nearest`
(the optional :class:`~gmem.store.base.VectorSearch`) scores them exactly with numpy.

Several processes can share one file. WAL lets readers run beside the one writer; a writer waits for
another (busy timeout), and a transaction that still finds the database busy or locked is run again.
A process killed mid-write leaves its transaction uncommitted in the WAL, and the next open ignores it.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import numpy as np

from gmem.store.base import DEFAULT_NAMESPACE, Neighbour
from gmem.store.changes import ChangeLogStore
from gmem.store.migrations import (
    META,
    SCHEMA_2_INDEXES,
    SCHEMA_7,
    Migration,
    migrate,
    schema_2_table,
    schema_3_statements,
    schema_4_statements,
    schema_version,
)
from gmem.store.rows import JSON_AGGREGATES, SQL, Row

log = logging.getLogger(__name__)

#: Seconds a statement waits for another process's write lock before SQLite reports the database busy.
BUSY_TIMEOUT = 30.0

TYPES = {
    "serial": "INTEGER PRIMARY KEY AUTOINCREMENT",
    "key": "TEXT",
    "text": "TEXT",
    "int": "INTEGER",
    "real": "REAL",
    "json": "TEXT",
    "vector": "BLOB",
    "without_rowid": " WITHOUT ROWID",
}
_JSON_COLUMNS = frozenset({"extra", "key_steps", "edges", "words", "procedure", "before_state", "after_state"})
_VECTOR_COLUMNS = frozenset({"instruction_vector", "context_vector"})

_V1 = Migration(
    1,
    "single-team schema",
    (
        (
            "CREATE TABLE IF NOT EXISTS tasks ("
            " seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, instruction TEXT NOT NULL,"
            " context TEXT NOT NULL, domain TEXT NOT NULL, status TEXT NOT NULL, outcome_detail TEXT NOT NULL,"
            " extra TEXT NOT NULL, failure_reason TEXT NOT NULL, key_steps TEXT NOT NULL, edges TEXT NOT NULL,"
            " words TEXT NOT NULL, procedure TEXT NOT NULL, instruction_vector BLOB NOT NULL, context_vector BLOB NOT NULL,"
            " feedback_applied INTEGER NOT NULL DEFAULT 0, created_at REAL NOT NULL)"
        ),
        (
            "CREATE TABLE IF NOT EXISTS utterances ("
            " task_seq INTEGER NOT NULL REFERENCES tasks(seq), idx INTEGER NOT NULL, step INTEGER NOT NULL,"
            " agent TEXT NOT NULL, kind TEXT NOT NULL, content TEXT NOT NULL, extra TEXT NOT NULL DEFAULT '{}',"
            " PRIMARY KEY (task_seq, idx)) WITHOUT ROWID"
        ),
        (
            "CREATE TABLE IF NOT EXISTS links ("
            " a TEXT NOT NULL, b TEXT NOT NULL, kind TEXT NOT NULL, weight REAL NOT NULL, PRIMARY KEY (a, b, kind)) WITHOUT ROWID"
        ),
        (
            "CREATE TABLE IF NOT EXISTS insights ("
            " id INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL UNIQUE, text TEXT NOT NULL, score REAL NOT NULL,"
            " origin TEXT NOT NULL, created_at REAL NOT NULL, updated_at REAL NOT NULL)"
        ),
        (
            "CREATE TABLE IF NOT EXISTS insight_evidence ("
            " insight_id INTEGER NOT NULL REFERENCES insights(id), task_id TEXT NOT NULL, evidence TEXT NOT NULL,"
            " PRIMARY KEY (insight_id, task_id)) WITHOUT ROWID"
        ),
        "CREATE INDEX IF NOT EXISTS insight_evidence_by_task ON insight_evidence(task_id)",
        (
            "CREATE TABLE IF NOT EXISTS insight_usage ("
            " task_id TEXT NOT NULL, insight_id INTEGER NOT NULL, PRIMARY KEY (task_id, insight_id)) WITHOUT ROWID"
        ),
    ),
)

_V1_TASK_COLUMNS = (
    "instruction, context, domain, status, outcome_detail, extra, failure_reason, key_steps, edges, words,"
    " procedure, instruction_vector, context_vector, feedback_applied, created_at"
)


def _rebuild(table: str, columns: str, select: str) -> tuple[str, ...]:
    """Replace ``table`` by its version-2 form (SQLite cannot change a table's keys in place)."""
    new = f"{table}_v2"
    return (
        schema_2_table(table, TYPES, name=new),
        f"INSERT INTO {new} ({columns}) SELECT {select} FROM {table}",
        f"DROP TABLE {table}",
        f"ALTER TABLE {new} RENAME TO {table}",
    )


_V2 = Migration(
    2,
    "namespaces and revisions",
    (
        schema_2_table("namespaces", TYPES),
        "INSERT INTO namespaces (name, revision) SELECT 'default', max(seq) FROM tasks HAVING count(*) > 0",
        # A v1 task's revision is its seq: the order it was stored in.
        *_rebuild(
            "tasks", f"seq, namespace, id, revision, {_V1_TASK_COLUMNS}", f"seq, 'default', id, seq, {_V1_TASK_COLUMNS}"
        ),
        *_rebuild("links", "namespace, a, b, kind, weight", "'default', a, b, kind, weight"),
        *_rebuild(
            "insights",
            "id, namespace, key, text, score, origin, created_at, updated_at",
            "id, 'default', key, text, score, origin, created_at, updated_at",
        ),
        *_rebuild(
            "insight_evidence", "insight_id, namespace, task_id, evidence", "insight_id, 'default', task_id, evidence"
        ),
        *_rebuild("insight_usage", "namespace, task_id, insight_id", "'default', task_id, insight_id"),
        *SCHEMA_2_INDEXES,
    ),
)

_V3 = Migration(3, "the change log", schema_3_statements(TYPES))
_V4 = Migration(4, "outcome corrections", schema_4_statements(TYPES))

#: Version 5 gives PostgreSQL the tables to score in the database; a SQLite store scores in-process and
#: has nothing to add, but takes the number (versions are logical, the same in every backend).
_V5 = Migration(5, "scoring in the database (PostgreSQL only)", ())
_V6 = Migration(6, "words in context in the database (PostgreSQL only)", ())
_V7 = Migration(7, "the reading of each task's words", SCHEMA_7)
_V8 = Migration(8, "words read again after a forget, alone (PostgreSQL only)", ())
_V9 = Migration(9, "a batch of tasks scored as one (PostgreSQL only)", ())
_V10 = Migration(10, "runs without a verdict teach (PostgreSQL only)", ())
MIGRATIONS = (_V1, _V2, _V3, _V4, _V5, _V6, _V7, _V8, _V9, _V10)


def _decoded(cursor: sqlite3.Cursor, values: tuple[Any, ...]) -> dict[str, Any]:
    """Rows as dicts, JSON columns parsed and vectors as float32 arrays (what the shared SQL expects)."""
    row: dict[str, Any] = {}
    for (name, *_), value in zip(cursor.description, values):
        if name in _JSON_COLUMNS or (name in JSON_AGGREGATES and value is not None):
            value = json.loads(value)
        elif name in _VECTOR_COLUMNS:
            value = np.frombuffer(value, dtype=np.float32)
        row[name] = value
    return row


class SQLiteStore(ChangeLogStore):
    def __init__(self, path: str, namespace: str = DEFAULT_NAMESPACE) -> None:
        super().__init__(path, namespace)
        self._lock = threading.RLock()  # one connection, shared by the threads of a Memory
        self._db = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None, check_same_thread=False)
        self._db.row_factory = _decoded
        try:
            self._run(self._configure, write=False)
            self._db.execute("PRAGMA foreign_keys=OFF")  # a migration rebuilds tables that others reference
            self._run(self._migrate)
            self._db.execute("PRAGMA foreign_keys=ON")
        except BaseException:
            self._db.close()
            raise

    def _configure(self, sql: SQL) -> None:
        if self.location != ":memory:":
            sql.execute("PRAGMA journal_mode=WAL")
        sql.execute("PRAGMA synchronous=NORMAL")  # with WAL: a killed process loses nothing committed

    def _migrate(self, sql: SQL) -> None:
        sql.execute(META)
        before = schema_version(sql)
        if migrate(sql, MIGRATIONS, self.location) == before:
            return  # nothing was migrated: no need to check every row of a large store at each open
        broken = sql.execute("PRAGMA foreign_key_check").fetchall()
        if broken:
            raise RuntimeError(f"{self.location}: the schema migration left dangling references: {broken[:5]}")

    @contextmanager
    def _transaction(self, *, snapshot: bool = False) -> Iterator[SQL]:
        with self._lock:
            # IMMEDIATE takes the write lock up front: a transaction that read first and then wants to
            # write could find its snapshot stale, which no amount of waiting fixes.
            self._db.execute("BEGIN" if snapshot else "BEGIN IMMEDIATE")
            try:
                yield self._db
                self._db.execute("COMMIT")
            except BaseException:
                if self._db.in_transaction:
                    self._db.execute("ROLLBACK")
                raise

    @contextmanager
    def _connection(self) -> Iterator[SQL]:
        with self._lock:
            yield self._db

    def _stream(self, statement: str, params: Sequence[Any]) -> Iterator[Row]:
        with self._lock:
            yield from self._run(lambda sql: sql.execute(statement, params), write=False)

    def _transient(self, error: Exception) -> bool:
        code = getattr(error, "sqlite_errorcode", 0) & 0xFF  # the primary code of an extended one
        return isinstance(error, sqlite3.OperationalError) and code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)

    def _full(self, error: Exception) -> bool:
        code = getattr(error, "sqlite_errorcode", 0) & 0xFF
        return isinstance(error, sqlite3.Error) and code == sqlite3.SQLITE_FULL

    def _vector(self, vector: np.ndarray) -> bytes:
        return np.asarray(vector, dtype=np.float32).tobytes()

    def _json_rows(self, columns: Sequence[str], alias: str) -> str:
        fields = ", ".join(
            f"'{c}', json({alias}.{c})" if c in _JSON_COLUMNS else f"'{c}', {alias}.{c}" for c in columns
        )
        return f"json_group_array(json_object({fields}))"

    def _json_holds(self, array: str, value: str) -> str:
        return f"{value} IN (SELECT value FROM json_each({array}))"

    def _member(self, column: str, values: Sequence[Any]) -> tuple[str, object]:
        return f"{column} IN (SELECT value FROM json_each(?))", json.dumps(list(values))

    def nearest(self, vector: np.ndarray, k: int) -> list[Neighbour]:
        """Exact: every task of the namespace scored with numpy."""
        query = self._query_vector(vector).astype(np.float64)
        rows = self._run(
            lambda sql: sql.execute(
                "SELECT id, instruction_vector FROM tasks WHERE namespace = ? ORDER BY seq", (self.namespace,)
            ).fetchall(),
            write=False,
        )
        if not rows or k < 1:
            return []
        matrix = np.stack([r["instruction_vector"] for r in rows]).astype(np.float64)
        norms = np.linalg.norm(matrix, axis=1) * np.linalg.norm(query)
        similarity = (matrix @ query) / np.maximum(norms, 1e-12)
        top = np.argsort(-similarity, kind="stable")[:k]
        return [Neighbour(rows[i]["id"], float(similarity[i])) for i in top]

    def close(self) -> None:
        self._db.close()
