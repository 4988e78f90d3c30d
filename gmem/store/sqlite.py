"""Embedded store on SQLite (standard library): one file, WAL, one transaction per commit.

Every write appends rows; nothing rewrites a whole file or re-serialises a graph, so recording costs the
same at 100 tasks and at 100,000. Vectors are float32 blobs in the task row.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from collections.abc import Iterator, Sequence

import numpy as np

from gmem.models import (
    EdgeKind,
    Evidence,
    Insight,
    InteractionEdge,
    InteractionGraph,
    QueryNode,
    TaskStatus,
    Utterance,
    UtteranceKind,
)
from gmem.store.base import DuplicateTaskError, StoredTask, TaskWrite
from gmem.tiers.insight import InsightUpdate

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tasks (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    instruction TEXT NOT NULL,
    context TEXT NOT NULL,
    domain TEXT NOT NULL,
    status TEXT NOT NULL,
    outcome_detail TEXT NOT NULL,
    extra TEXT NOT NULL,
    failure_reason TEXT NOT NULL,
    key_steps TEXT NOT NULL,
    edges TEXT NOT NULL,
    words TEXT NOT NULL,
    procedure TEXT NOT NULL,
    instruction_vector BLOB NOT NULL,
    context_vector BLOB NOT NULL,
    feedback_applied INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS utterances (
    task_seq INTEGER NOT NULL REFERENCES tasks(seq),
    idx INTEGER NOT NULL,
    step INTEGER NOT NULL,
    agent TEXT NOT NULL,
    kind TEXT NOT NULL,
    content TEXT NOT NULL,
    extra TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (task_seq, idx)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS links (
    a TEXT NOT NULL, b TEXT NOT NULL, kind TEXT NOT NULL, weight REAL NOT NULL,
    PRIMARY KEY (a, b, kind)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS insights (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    key TEXT NOT NULL UNIQUE,
    text TEXT NOT NULL,
    score REAL NOT NULL,
    origin TEXT NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS insight_evidence (
    insight_id INTEGER NOT NULL REFERENCES insights(id),
    task_id TEXT NOT NULL,
    evidence TEXT NOT NULL,
    PRIMARY KEY (insight_id, task_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS insight_evidence_by_task ON insight_evidence(task_id);
CREATE TABLE IF NOT EXISTS insight_usage (
    task_id TEXT NOT NULL, insight_id INTEGER NOT NULL, PRIMARY KEY (task_id, insight_id)
) WITHOUT ROWID;
"""


class SQLiteStore:
    def __init__(self, path: str) -> None:
        self.path = path
        self._db = sqlite3.connect(path, timeout=30.0, isolation_level=None, check_same_thread=False)
        self._db.row_factory = sqlite3.Row
        if path != ":memory:":
            self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(_SCHEMA)
        version = self._meta("schema_version")
        if version is None:
            self._db.execute("INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
        elif int(version) > SCHEMA_VERSION:
            raise RuntimeError(f"{path}: store schema {version} is newer than this gmem ({SCHEMA_VERSION}); upgrade gmem")

    def _meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else row[0]

    def check_embedder(self, name: str, dimension: int) -> None:
        stored = self._meta("embedder")
        here = f"{name}:{dimension}"
        if stored is None:
            self._db.execute("INSERT OR IGNORE INTO meta VALUES ('embedder', ?)", (here,))
        elif stored != here:
            raise ValueError(
                f"{self.path} was built with embedder {stored!r}; this memory uses {here!r}. "
                "Vectors from different models do not compare: open it with the same embedder."
            )

    # ------------------------------------------------------------------ writes

    def commit(self, writes: Sequence[TaskWrite]) -> None:
        now = time.time()
        db = self._db
        db.execute("BEGIN IMMEDIATE")
        try:
            for write in writes:
                self._insert(write, now)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def _insert(self, w: TaskWrite, now: float) -> None:
        db, node, graph = self._db, w.node, w.graph
        try:
            cur = db.execute(
                "INSERT INTO tasks (id, instruction, context, domain, status, outcome_detail, extra, failure_reason,"
                " key_steps, edges, words, procedure, instruction_vector, context_vector, created_at)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    node.id, node.instruction, node.context, node.domain, node.status.value, node.outcome_detail,
                    json.dumps(node.extra, ensure_ascii=False), graph.failure_reason, json.dumps(graph.key_steps),
                    json.dumps([[e.source, e.target, e.kind.value] for e in graph.edges]),
                    json.dumps(w.words), json.dumps(w.procedure),
                    w.instruction_vector.astype(np.float32).tobytes(), w.context_vector.astype(np.float32).tobytes(),
                    now,
                ),
            )
        except sqlite3.IntegrityError as exc:
            raise DuplicateTaskError(f"task {node.id!r} is already in the memory") from exc
        seq = cur.lastrowid
        db.executemany(
            "INSERT INTO utterances VALUES (?,?,?,?,?,?,?)",
            [
                (seq, u.index, u.step, u.agent, u.kind.value, u.content, json.dumps(u.extra, ensure_ascii=False))
                for u in graph.utterances
            ],
        )
        db.executemany(
            "INSERT OR IGNORE INTO links VALUES (?,?,?,?)", [(node.id, other, kind, wt) for other, kind, wt in w.links]
        )
        for update in w.insight_updates:
            self._upsert_insight(update, now)
        db.executemany("INSERT OR IGNORE INTO insight_usage VALUES (?,?)", [(node.id, i) for i in w.used_insights])

    def _upsert_insight(self, update: InsightUpdate, now: float) -> None:
        """Scores move by increments (never overwritten); an edit replaces the wording; a delete drops the
        insight with its hyperedges."""
        db = self._db
        if update.delete:
            row = db.execute("SELECT id FROM insights WHERE key = ?", (update.key,)).fetchone()
            if row is not None:
                db.execute("DELETE FROM insight_evidence WHERE insight_id = ?", (row[0],))
                db.execute("DELETE FROM insight_usage WHERE insight_id = ?", (row[0],))
                db.execute("DELETE FROM insights WHERE id = ?", (row[0],))
            return
        db.execute(
            "INSERT INTO insights (key, text, score, origin, created_at, updated_at) VALUES (?,?,?,?,?,?)"
            " ON CONFLICT(key) DO UPDATE SET score = score + excluded.score, updated_at = excluded.updated_at,"
            " text = CASE WHEN ? THEN excluded.text ELSE text END",
            (update.key, update.text, update.score_delta, update.origin, now, now, int(update.replace_text)),
        )
        insight_id = db.execute("SELECT id FROM insights WHERE key = ?", (update.key,)).fetchone()[0]
        db.executemany(
            "INSERT INTO insight_evidence VALUES (?,?,?) ON CONFLICT DO UPDATE SET evidence = excluded.evidence",
            [(insight_id, task_id, ev.value) for task_id, ev in update.evidence.items()],
        )

    def update_insights(self, updates: Sequence[InsightUpdate]) -> None:
        now = time.time()
        self._db.execute("BEGIN IMMEDIATE")
        try:
            for update in updates:
                self._upsert_insight(update, now)
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    def apply_feedback(self, task_id: str, status: TaskStatus, on_resolved: float, on_failed: float) -> int:
        db = self._db
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute("SELECT feedback_applied FROM tasks WHERE id = ?", (task_id,)).fetchone()
            if row is None:
                raise KeyError(f"no task {task_id!r} in the memory")
            db.execute("UPDATE tasks SET status = ? WHERE id = ?", (status.value, task_id))
            moved = 0
            if status != TaskStatus.UNKNOWN and not row[0]:
                delta = on_resolved if status == TaskStatus.RESOLVED else on_failed
                moved = db.execute(
                    "UPDATE insights SET score = score + ?, updated_at = ?"
                    " WHERE id IN (SELECT insight_id FROM insight_usage WHERE task_id = ?)",
                    (delta, time.time(), task_id),
                ).rowcount
                db.execute("UPDATE tasks SET feedback_applied = 1 WHERE id = ?", (task_id,))
            db.execute("COMMIT")
            return moved
        except BaseException:
            db.execute("ROLLBACK")
            raise

    # ------------------------------------------------------------------ reads

    def load_tasks(self) -> Iterator[StoredTask]:
        for r in self._db.execute(
            "SELECT id, status, instruction, words, procedure, failure_reason, instruction_vector, context_vector"
            " FROM tasks ORDER BY seq"
        ):
            yield StoredTask(
                id=r["id"],
                status=TaskStatus(r["status"]),
                instruction=r["instruction"],
                words=json.loads(r["words"]),
                procedure=json.loads(r["procedure"]),
                failure_reason=r["failure_reason"],
                instruction_vector=np.frombuffer(r["instruction_vector"], dtype=np.float32),
                context_vector=np.frombuffer(r["context_vector"], dtype=np.float32),
            )

    def load_links(self) -> Iterator[tuple[str, str, float]]:
        for r in self._db.execute("SELECT a, b, weight FROM links"):
            yield r[0], r[1], r[2]

    def has_task(self, task_id: str) -> bool:
        return self._db.execute("SELECT 1 FROM tasks WHERE id = ?", (task_id,)).fetchone() is not None

    def get_nodes(self, ids: Sequence[str]) -> dict[str, QueryNode]:
        out: dict[str, QueryNode] = {}
        for chunk in _chunks(list(ids)):
            marks = ",".join("?" * len(chunk))
            for r in self._db.execute(
                f"SELECT seq, id, instruction, context, domain, status, outcome_detail, extra FROM tasks WHERE id IN ({marks})",
                chunk,
            ):
                out[r["id"]] = QueryNode(
                    id=r["id"], seq=r["seq"], instruction=r["instruction"], context=r["context"], domain=r["domain"],
                    status=TaskStatus(r["status"]), outcome_detail=r["outcome_detail"], extra=json.loads(r["extra"]),
                )
        return out

    def get_graph(self, task_id: str) -> InteractionGraph:
        row = self._db.execute(
            "SELECT seq, key_steps, edges, failure_reason FROM tasks WHERE id = ?", (task_id,)
        ).fetchone()
        if row is None:
            raise KeyError(f"no task {task_id!r} in the memory")
        utterances = [
            Utterance(
                index=r["idx"], step=r["step"], agent=r["agent"], kind=UtteranceKind(r["kind"]), content=r["content"],
                extra=json.loads(r["extra"]),
            )
            for r in self._db.execute(
                "SELECT idx, step, agent, kind, content, extra FROM utterances WHERE task_seq = ? ORDER BY idx",
                (row["seq"],),
            )
        ]
        return InteractionGraph(
            task_id=task_id,
            utterances=utterances,
            edges=[InteractionEdge(source=s, target=t, kind=EdgeKind(k)) for s, t, k in json.loads(row["edges"])],
            key_steps=json.loads(row["key_steps"]),
            failure_reason=row["failure_reason"],
        )

    def _insights(self, where: str, args: Sequence[object]) -> list[Insight]:
        rows = self._db.execute(f"SELECT id, key, text, score, origin FROM insights {where}", args).fetchall()
        evidence: dict[int, dict[str, list[str]]] = {r["id"]: {"supports": [], "contradicts": []} for r in rows}
        for chunk in _chunks(list(evidence)):
            marks = ",".join("?" * len(chunk))
            for e in self._db.execute(
                f"SELECT insight_id, task_id, evidence FROM insight_evidence WHERE insight_id IN ({marks}) ORDER BY task_id",
                chunk,
            ):
                evidence[e[0]][e[2]].append(e[1])
        return [
            Insight(
                id=r["id"], key=r["key"], text=r["text"], score=r["score"], origin=r["origin"],
                supporting=evidence[r["id"]][Evidence.SUPPORTS.value],
                contradicting=evidence[r["id"]][Evidence.CONTRADICTS.value],
            )
            for r in rows
        ]

    def insights_for_tasks(self, ids: Sequence[str]) -> list[Insight]:
        found: set[int] = set()
        for chunk in _chunks(list(ids)):
            marks = ",".join("?" * len(chunk))
            found.update(
                r[0] for r in self._db.execute(f"SELECT insight_id FROM insight_evidence WHERE task_id IN ({marks})", chunk)
            )
        if not found:
            return []
        out: list[Insight] = []
        for chunk in _chunks(sorted(found)):
            out += self._insights(f"WHERE id IN ({','.join('?' * len(chunk))})", chunk)
        return out

    def list_insights(self) -> list[Insight]:
        return self._insights("ORDER BY score DESC, id", ())

    def counts(self) -> dict[str, int]:
        one = lambda sql: int(self._db.execute(sql).fetchone()[0])  # noqa: E731
        return {
            "tasks": one("SELECT count(*) FROM tasks"),
            "resolved": one("SELECT count(*) FROM tasks WHERE status = 'resolved'"),
            "failed": one("SELECT count(*) FROM tasks WHERE status = 'failed'"),
            "utterances": one("SELECT count(*) FROM utterances"),
            "links": one("SELECT count(*) FROM links"),
            "insights": one("SELECT count(*) FROM insights"),
        }

    def close(self) -> None:
        self._db.close()


def _chunks(items: list, size: int = 500) -> Iterator[list]:  # type: ignore[type-arg]
    for start in range(0, len(items), size):
        yield items[start : start + size]
