"""The writes of the SQL store, written once for both backends on the reads of :mod:`gmem.store.sql`: tasks
committed in batches, insight upserts and the deletions curation makes, and moving a memory out and in.

**Namespaces and concurrency.** Every row belongs to the store's namespace. Each write transaction
starts by bumping its namespace's row in ``namespaces``, which holds that row's lock until commit (in
PostgreSQL; SQLite has one writer at a time anyway). So the writes to one namespace take turns, tasks get
their ``seq`` and ``revision`` in commit order, and a reader that has seen revision ``r`` has seen every
change up to ``r``: catching up is one indexed query. Insight scores move by increments in SQL
(``score = score + delta``), never by writing back a value read earlier.

A backend that searches a vector index of its own keeps it in step inside these transactions
(:class:`MaintainedVectorIndex`). Export sits here beside import, though it only reads: the two must agree
on the records of :mod:`gmem.store.transfer` (links, the insights a task was shown by key, the score move
its outcome applied), so they are read side by side.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections import defaultdict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from gmem.errors import DuplicateTaskError
from gmem.store.rows import EXPORTED_COLUMNS, SQL, as_json, exported_task, first
from gmem.store.sql import SQLStore
from gmem.store.transfer import ExportedInsight, ExportedLink, ExportedTask
from gmem.store.writes import InsightUpdate, TaskWrite

_TASK = (
    "namespace, id, revision, instruction, context, domain, status, outcome_detail, extra, failure_reason,"
    " key_steps, edges, words, procedure, instruction_vector, context_vector, feedback_applied, feedback_delta,"
    " created_at, reading"
)


class WritableStore(SQLStore):
    """:class:`~gmem.store.sql.SQLStore` with the writes: the task log's commits, insight upserts and
    deletions, and the :class:`~gmem.store.base.Transfer` part of the contract (:mod:`gmem.store.undo` and
    :mod:`gmem.store.changes` add the logged changes on top)."""

    # ------------------------------------------------------------------ writes

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

    def _move_shown(self, sql: SQL, task_id: str, move: float) -> int:
        """Move the scores of the insights ``task_id`` was shown by ``move``; how many moved."""
        return int(
            sql.execute(
                "UPDATE insights SET score = score + ?, updated_at = ? WHERE namespace = ?"
                " AND id IN (SELECT insight_id FROM insight_usage WHERE namespace = ? AND task_id = ?)",
                (move, time.time(), self.namespace, self.namespace, task_id),
            ).rowcount
        )

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
        found = self._insert_tasks(
            sql,
            columns,
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
                    w.reading,
                )
                for w in writes
            ],
        )
        for w, stored in zip(writes, found):
            if stored is None:
                raise DuplicateTaskError(f"task {w.node.id!r} is already in the memory")
        return [stored for stored in found if stored is not None]

    def _insert_tasks(self, sql: SQL, columns: str, rows: Sequence[Sequence[Any]]) -> list[int | None]:
        """Insert the task rows (values of ``columns``, in order): the seq each got, or ``None`` where its id
        is stored already. One statement per row here; PostgreSQL binds a batch in one."""
        if not rows:
            return []
        found = self._each_returning(
            sql,
            f"INSERT INTO tasks ({columns}) VALUES ({','.join('?' * len(rows[0]))})"
            " ON CONFLICT (namespace, id) DO NOTHING RETURNING seq",
            rows,
        )
        return [None if row is None else int(row["seq"]) for row in found]

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
        self._apply_lessons(sql, [update for w, _ in stored for update in w.insight_updates], now)
        sql.executemany(
            "INSERT INTO insight_usage (namespace, task_id, insight_id)"
            " SELECT ?, ?, id FROM insights WHERE namespace = ? AND id = ? ON CONFLICT DO NOTHING",
            [(ns, w.node.id, ns, int(i)) for w, _ in stored for i in w.used_insights],
        )

    def _apply_lessons(self, sql: SQL, updates: Sequence[InsightUpdate], now: float) -> None:
        """The lessons runs teach: each upserted, or only confirmed where it is so marked."""
        self._upsert_insights(sql, [update for update in updates if not update.confirms_only], now)
        self._confirm_insights(sql, [update for update in updates if update.confirms_only], now)

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
        self._tie(sql, list(zip(ids, updates)))
        return ids

    def _confirm_insights(self, sql: SQL, updates: Sequence[InsightUpdate], now: float) -> None:
        """Add each update's score and hyperedges to the stored lesson of its key; a key the memory does not hold
        adds nothing (:attr:`~gmem.store.writes.InsightUpdate.confirms_only`)."""
        rows = self._each_returning(
            sql,
            "UPDATE insights SET score = score + ?, updated_at = ? WHERE namespace = ? AND key = ? RETURNING id",
            [(float(u.score_delta), now, self.namespace, u.key) for u in updates],
        )
        self._tie(sql, [(int(row["id"]), u) for row, u in zip(rows, updates) if row is not None])

    def _tie(self, sql: SQL, lessons: Sequence[tuple[int, InsightUpdate]]) -> None:
        """The hyperedges of each stored lesson (by id) to the tasks its update names."""
        sql.executemany(
            "INSERT INTO insight_evidence (insight_id, namespace, task_id, evidence) VALUES (?,?,?,?)"
            " ON CONFLICT (insight_id, task_id) DO UPDATE SET evidence = excluded.evidence",
            [
                (insight_id, self.namespace, task_id, ev.value)
                for insight_id, u in lessons
                for task_id, ev in u.evidence.items()
            ],
        )

    def set_context_vectors(self, vectors: Mapping[str, np.ndarray]) -> None:
        self._run(
            lambda sql: sql.executemany(
                "UPDATE tasks SET context_vector = ? WHERE namespace = ? AND id = ?",
                [(self._vector(vector), self.namespace, task_id) for task_id, vector in vectors.items()],
            )
        )

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
