"""The change log: curation by people and tools (an insight edited or deleted, a task forgotten, a known
outcome corrected), each applied in one transaction with a record of who made it, when, and the state it
replaced; reading the log, and compaction. Written once for both SQL backends, on top of
:mod:`gmem.store.undo`, which logs each change and undoes it.

**Outcomes.** A task's outcome moves the scores of the insights it was shown, once, by the move for that
outcome; the task keeps the move it applied. A later, different outcome takes that move back and applies
its own, and a correction of a known outcome is logged. It is not undone: giving the earlier outcome
again is the correction's reversal (logged too).

**Compaction** drops the logged states; the changes stay in the history (who, when, what) but can no
longer be undone, and the data of forgotten tasks and deleted insights is gone from the log.
"""

from __future__ import annotations

import time
from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from typing import Any

from gmem.errors import InvalidArgumentError, NotFoundError
from gmem.models import Change, ChangeKind, TaskStatus
from gmem.store.rows import CHANGE_COLUMNS, EXPORTED_COLUMNS, SQL, Row, as_json, change_of, exported_task, steps_of
from gmem.store.sql_writes import MaintainedVectorIndex
from gmem.store.transfer import ExportedLink
from gmem.store.undo import UNDOABLE_KINDS, UndoableStore
from gmem.store.writes import FROM_RUNS, InsightUpdate, RunToRead, Settlement
from gmem.text import shorten

#: Longest quote of an instruction or an insight in a change's summary.
QUOTE = 80
#: Changes a model made are logged with an author starting with this (``model:<its name>``).
MODEL_AUTHOR = "model:"
#: The kinds of change a compaction makes permanent (the others are never undone), as the log stores them.
_UNDOABLE = tuple(kind.value for kind in UNDOABLE_KINDS)
#: The kinds of change after which an index of the tasks is rebuilt (and the undo of a forget).
_REINDEXING = (ChangeKind.TASK_FORGET.value, ChangeKind.TASK_WORDS.value)


class ChangeLogStore(UndoableStore):
    """:class:`~gmem.store.undo.UndoableStore` with the :class:`~gmem.store.base.Curation` part of the
    contract (and task outcomes, which are logged when corrected): the whole
    :class:`~gmem.store.base.MemoryStore`."""

    # ------------------------------------------------------------------ outcomes

    def apply_feedback(
        self,
        task_id: str,
        status: TaskStatus,
        on_resolved: float,
        on_failed: float,
        *,
        author: str = "gmem",
        settlement: Settlement | None = None,
    ) -> int:
        ns = self.namespace
        move = {TaskStatus.RESOLVED: on_resolved, TaskStatus.FAILED: on_failed}.get(status)

        def work(sql: SQL) -> int:
            revision = self._bump(sql)  # first: two feedbacks on one task must not both see the old outcome
            row = sql.execute(
                "SELECT status, feedback_applied, feedback_delta FROM tasks WHERE namespace = ? AND id = ?",
                (ns, task_id),
            ).fetchone()
            if row is None:
                raise self._missing_task(task_id)
            before = TaskStatus(row["status"])
            if settlement is not None:
                self._settle(sql, task_id, settlement, before, status)
            applied = float(row["feedback_delta"]) if row["feedback_applied"] else None
            if status == before and (applied is not None or move is None):
                return 0  # the outcome it already has, already applied: nothing moves twice
            sql.execute(
                "UPDATE tasks SET status = ?, revision = ?, feedback_applied = ?, feedback_delta = ?"
                " WHERE namespace = ? AND id = ?",
                (status.value, revision, int(move is not None), float(move or 0.0), ns, task_id),
            )
            shift = (move or 0.0) - (applied or 0.0)
            moved = self._move_shown(sql, task_id, shift) if shift else 0
            if before != TaskStatus.UNKNOWN and status != before:
                summary = (
                    f"outcome of task {task_id} corrected: {before.value} -> {status.value}; "
                    f"{moved} shown insight(s) moved by {shift:+g}"
                )
                self._log(
                    sql,
                    ChangeKind.TASK_OUTCOME,
                    f"task:{task_id}",
                    summary,
                    author,
                    {"status": before.value, "feedback": applied},
                    {"status": status.value, "feedback": move, "moved": moved},
                )
            return moved

        return self._run(work)

    def _settle(self, sql: SQL, task_id: str, settlement: Settlement, before: TaskStatus, status: TaskStatus) -> None:
        """What a verdict adds besides the outcome (:class:`~gmem.store.writes.Settlement`): its reason (a changed
        outcome given none drops the earlier one's, which was a reason for that outcome); its lessons only with the
        task's first verdict, so a repeated or corrected verdict never teaches twice."""
        ns = self.namespace
        detail = "" if settlement.detail is None and status != before else settlement.detail
        if detail is not None:
            sql.execute("UPDATE tasks SET outcome_detail = ? WHERE namespace = ? AND id = ?", (detail, ns, task_id))
        if settlement.failure_reason:
            sql.execute(
                "UPDATE tasks SET failure_reason = ? WHERE namespace = ? AND id = ? AND failure_reason = ''",
                (settlement.failure_reason, ns, task_id),
            )
        if before == TaskStatus.UNKNOWN and status != before:
            self._apply_lessons(sql, settlement.lessons, time.time())

    # ------------------------------------------------------------------ curation

    def add_note(self, update: InsightUpdate, *, author: str) -> Change:
        def work(sql: SQL) -> Change:
            self._bump(sql)
            known = self._insight_ids(sql, [update.key]).get(update.key)
            before = None if known is None else self._state(sql, known)
            # A note's score is given once, when it is written; rewording it keeps what feedback made of it.
            written = update if known is None else replace(update, score_delta=0.0)
            insight_id = self._upsert_insight(sql, written, time.time())
            after = self._state(sql, insight_id)
            said = shorten(after["text"], QUOTE)
            if before is None:
                return self._log(
                    sql,
                    ChangeKind.INSIGHT_ADD,
                    f"insight:{insight_id}",
                    f"added note {insight_id}: {said!r}",
                    author,
                    None,
                    after,
                )
            summary = f"reworded note {insight_id}: {shorten(before['text'], QUOTE)!r} -> {said!r}"
            return self._log(sql, ChangeKind.INSIGHT_EDIT, f"insight:{insight_id}", summary, author, before, after)

        return self._run(work)

    def _state(self, sql: SQL, insight_id: int) -> dict[str, Any]:
        row = self._insight_row(sql, insight_id)
        return {"text": row["text"], "score": float(row["score"])}

    def edit_insight(self, insight_id: int, *, text: str | None, score: float | None, author: str) -> Change:
        if text is None and score is None:
            raise InvalidArgumentError("nothing to change: give a new text, a new score, or both")
        if text is not None and not text.strip():
            raise InvalidArgumentError("an insight's text cannot be empty")

        def work(sql: SQL) -> Change:
            self._bump(sql)
            before = self._state(sql, insight_id)
            after: dict[str, Any] = {
                "text": before["text"] if text is None else text,
                "score": before["score"] if score is None else float(score),
            }
            sql.execute(
                "UPDATE insights SET text = ?, score = ?, updated_at = ? WHERE namespace = ? AND id = ?",
                (after["text"], after["score"], time.time(), self.namespace, insight_id),
            )
            said = [f"score {before['score']:g} -> {after['score']:g}"] if after["score"] != before["score"] else []
            if after["text"] != before["text"]:
                said.append(f"text {shorten(before['text'], QUOTE)!r} -> {shorten(after['text'], QUOTE)!r}")
            summary = f"edited insight {insight_id}: " + ("; ".join(said) or "no difference")
            return self._log(sql, ChangeKind.INSIGHT_EDIT, f"insight:{insight_id}", summary, author, before, after)

        return self._run(work)

    def delete_insight(self, insight_id: int, *, author: str, note: dict[str, Any] | None = None) -> Change:
        def work(sql: SQL) -> Change:
            self._bump(sql)
            self._insight_row(sql, insight_id)
            before = self._deleted_insight(sql, insight_id)
            summary = (
                f"deleted insight {insight_id} (score {before['score']:g}, {len(before['supporting'])} supporting and "
                f"{len(before['contradicting'])} contradicting tasks): {shorten(before['text'], QUOTE)!r}"
            )
            return self._log(sql, ChangeKind.INSIGHT_DELETE, f"insight:{insight_id}", summary, author, before, note)

        return self._run(work)

    def _deleted_insight(self, sql: SQL, insight_id: int) -> dict[str, Any]:
        """Delete an insight with its hyperedges and usage; returns what its undo needs (:meth:`_restore_insight`):
        the insight with its hyperedges, and the tasks it was shown to."""
        insight = self._insights(sql, "AND id = ?", (insight_id,))[0]
        used_by = [
            r["task_id"]
            for r in sql.execute(
                "SELECT task_id FROM insight_usage WHERE namespace = ? AND insight_id = ? ORDER BY task_id",
                (self.namespace, insight_id),
            )
        ]
        self._delete_insight(sql, insight.key)
        return {**insight.model_dump(), "used_by": used_by}

    def forget_task(self, task_id: str, *, author: str) -> Change:
        ns = self.namespace

        def work(sql: SQL) -> Change:
            self._bump(sql)
            row = sql.execute(
                f"SELECT {EXPORTED_COLUMNS} FROM tasks WHERE namespace = ? AND id = ?", (ns, task_id)
            ).fetchone()
            if row is None:
                raise self._missing_task(task_id)
            links = [
                ExportedLink(task_id=r["b"], kind=r["kind"], weight=float(r["weight"]))
                for r in sql.execute(
                    "SELECT b, kind, weight FROM links WHERE namespace = ? AND a = ? ORDER BY b, kind", (ns, task_id)
                )
            ]
            linked_from = [
                ExportedLink(task_id=r["a"], kind=r["kind"], weight=float(r["weight"])).model_dump()
                for r in sql.execute(
                    "SELECT a, kind, weight FROM links WHERE namespace = ? AND b = ? ORDER BY a, kind", (ns, task_id)
                )
            ]
            used = [
                r["key"]
                for r in sql.execute(
                    "SELECT i.key FROM insight_usage u JOIN insights i ON i.id = u.insight_id"
                    " WHERE u.namespace = ? AND u.task_id = ? ORDER BY i.id",
                    (ns, task_id),
                )
            ]
            evidence = {
                r["key"]: r["evidence"]
                for r in sql.execute(
                    "SELECT i.key, e.evidence FROM insight_evidence e JOIN insights i ON i.id = e.insight_id"
                    " WHERE e.namespace = ? AND e.task_id = ? ORDER BY i.id",
                    (ns, task_id),
                )
            }
            task = exported_task(sql, row, links, used)
            # What the task's outcome moved goes with it (its undo moves it again): no score keeps a trace of
            # a run the memory no longer holds; nor does a lesson learned from that run alone.
            move = task.applied_feedback or 0.0
            taken_back = self._move_shown(sql, task_id, -move) if move else 0
            alone = self._lessons_only_of(sql, task_id)
            taken_in_hand = self._curated(sql, alone)  # a person's, however it was learned
            lessons = [
                self._deleted_insight(sql, insight_id) for insight_id in alone if insight_id not in taken_in_hand
            ]
            sql.execute("DELETE FROM utterances WHERE task_seq = ?", (row["seq"],))
            sql.execute("DELETE FROM links WHERE namespace = ? AND (a = ? OR b = ?)", (ns, task_id, task_id))
            sql.execute("DELETE FROM insight_evidence WHERE namespace = ? AND task_id = ?", (ns, task_id))
            sql.execute("DELETE FROM insight_usage WHERE namespace = ? AND task_id = ?", (ns, task_id))
            if isinstance(self, MaintainedVectorIndex):
                self._unindex_vector(sql, row["seq"])
            sql.execute("DELETE FROM tasks WHERE seq = ?", (row["seq"],))
            # No quote of the task: once the log is compacted, nothing of a forgotten task is left but its id.
            summary = (
                f"forgot task {task_id} ({row['status']}, {len(task.graph.utterances)} utterances, "
                f"{len(links) + len(linked_from)} query-graph edges, {len(evidence)} hyperedges, "
                f"shown {len(used)} insights"
                + (f"; its outcome's move of {move:+g} taken back from {taken_back}" if taken_back else "")
                + (f"; lessons learned from its run alone removed: {len(lessons)}" if lessons else "")
                + ")"
            )
            before = {
                "task": task.model_dump(mode="json"),
                "created_at": float(row["created_at"]),
                "linked_from": linked_from,
                "evidence": evidence,
                "lessons": lessons,
            }
            return self._log(sql, ChangeKind.TASK_FORGET, f"task:{task_id}", summary, author, before, None)

        return self._run(work)

    def _lessons_only_of(self, sql: SQL, task_id: str) -> list[int]:
        """The lessons learned from runs (:data:`~gmem.store.writes.FROM_RUNS`) whose every hyperedge is to
        ``task_id``: what they say was learned from that run alone."""
        origin, origins = self._member("i.origin", list(FROM_RUNS))
        return [
            int(r["id"])
            for r in sql.execute(
                "SELECT i.id FROM insights i JOIN insight_evidence e ON e.insight_id = i.id"
                f" WHERE i.namespace = ? AND e.task_id = ? AND {origin} AND NOT EXISTS"
                " (SELECT 1 FROM insight_evidence o WHERE o.insight_id = i.id AND o.task_id <> ?) ORDER BY i.id",
                (self.namespace, task_id, origins, task_id),
            )
        ]

    # ------------------------------------------------------------------ the log

    def changes(self, *, limit: int | None = None) -> list[Change]:
        bounded = "" if limit is None else f" LIMIT {max(0, int(limit))}"
        rows = self._run(
            lambda sql: sql.execute(
                f"SELECT {CHANGE_COLUMNS} FROM changes WHERE namespace = ? ORDER BY id DESC{bounded}", (self.namespace,)
            ).fetchall(),
            write=False,
        )
        return [change_of(r) for r in rows]

    def last_change(self) -> int:
        """The newest change to the tasks (a forget, the undo of one, or their words read again): insight
        changes leave the query index as it is, so the model's logged deletions do not make every reader
        rebuild it."""
        row = self._run(
            lambda sql: sql.execute(
                "SELECT coalesce(max(id), 0) AS last FROM changes c"
                " WHERE namespace = ? AND (kind IN (?, ?) OR (kind = ?"
                " AND undoes IN (SELECT id FROM changes WHERE namespace = c.namespace AND kind = ?)))",
                (self.namespace, *_REINDEXING, ChangeKind.UNDO.value, ChangeKind.TASK_FORGET.value),
            ).fetchone(),
            write=False,
        )
        return int(row["last"])

    def curated_insights(self, among: Collection[int] | None = None) -> set[int]:
        """Insights a person has taken in hand: written as a note or edited (and not undone), or brought back
        by undoing a deletion. A model may not change them. ``among`` asks about those ids only, through the
        log's index by target: a retrieval asks about two or three lessons, not the namespace's whole log."""
        if among is not None and not among:
            return set()  # no transaction for nothing to ask
        return self._run(lambda sql: self._curated(sql, among), write=False)

    def _curated(self, sql: SQL, among: Collection[int] | None) -> set[int]:
        """:meth:`curated_insights` inside a transaction already open (none of an empty ``among``)."""
        if among is not None and not among:
            return set()
        targets = [f"insight:{i}" for i in among] if among is not None else []
        only = f" AND d.target IN ({', '.join('?' * len(targets))})" if targets else ""
        model = MODEL_AUTHOR + "%"
        rows = sql.execute(
            # A deletion a person undid: the undo is the row its ``undone_by`` names.
            "SELECT d.target FROM changes d LEFT JOIN changes u ON u.id = d.undone_by"
            f" WHERE d.namespace = ?{only} AND ((d.kind IN (?, ?) AND d.undone_by IS NULL AND d.author NOT LIKE ?)"
            " OR (d.kind = ? AND u.kind = ? AND u.author NOT LIKE ?))",
            (
                self.namespace,
                *targets,
                ChangeKind.INSIGHT_EDIT.value,
                ChangeKind.INSIGHT_ADD.value,
                model,
                ChangeKind.INSIGHT_DELETE.value,
                ChangeKind.UNDO.value,
                model,
            ),
        ).fetchall()
        return {int(r["target"].removeprefix("insight:")) for r in rows}

    def model_deletions(self, *, cause: str, since_task: int) -> int:
        """How many insights a model deleted for ``cause`` after the memory held ``since_task`` tasks (the
        deletions logged with a note ``{"cause": ..., "at_task": ...}``; compacted ones no longer count)."""
        rows = self._run(
            lambda sql: sql.execute(
                f"SELECT {CHANGE_COLUMNS} FROM changes WHERE namespace = ? AND kind = ? AND author LIKE ?"
                " ORDER BY id DESC LIMIT 1000",
                (self.namespace, ChangeKind.INSIGHT_DELETE.value, MODEL_AUTHOR + "%"),
            ).fetchall(),
            write=False,
        )
        notes = [change_of(r).after for r in rows]
        return sum(
            1 for n in notes if isinstance(n, dict) and n.get("cause") == cause and n.get("at_task", 0) > since_task
        )

    def compact(self, *, through: int | None, author: str) -> int:
        def work(sql: SQL) -> int:
            self._bump(sql)
            last = (
                through
                if through is not None
                else int(
                    sql.execute(
                        "SELECT coalesce(max(id), 0) AS last FROM changes WHERE namespace = ?", (self.namespace,)
                    ).fetchone()["last"]
                )
            )
            undoable = sql.execute(
                "UPDATE changes SET before_state = ?, after_state = ?, compacted = 1 WHERE namespace = ? AND id <= ?"
                f" AND compacted = 0 AND undone_by IS NULL AND kind IN ({', '.join('?' * len(_UNDOABLE))})",
                (as_json(None), as_json(None), self.namespace, last, *_UNDOABLE),
            ).rowcount
            sql.execute(
                "UPDATE changes SET before_state = ?, after_state = ?, compacted = 1"
                " WHERE namespace = ? AND id <= ? AND compacted = 0",
                (as_json(None), as_json(None), self.namespace, last),
            )
            if undoable:
                self._log(
                    sql,
                    ChangeKind.COMPACT,
                    "history",
                    f"compacted the history through change {last}: {undoable} changes can no longer be undone",
                    author,
                    None,
                    {"through": last},
                )
            return int(undoable)

        return self._run(work)

    # ------------------------------------------------------------------ the runs read again

    def runs_read_before(self, reading: int, *, after: int = 0, limit: int | None = None) -> list[RunToRead]:
        utterances = self._json_rows(["idx", "step", "kind", "content"], "u")
        statement = (
            f"SELECT seq, id, instruction, words, procedure, (SELECT {utterances} FROM utterances u"
            " WHERE u.task_seq = t.seq) AS run_utterances FROM tasks t"
            " WHERE namespace = ? AND reading < ? AND seq > ? ORDER BY seq"
        )
        params: list[Any] = [self.namespace, reading, after]
        if limit is not None:
            statement, params = f"{statement} LIMIT ?", [*params, limit]

        def work(sql: SQL) -> list[Any]:
            # An open that finds nothing to read must be one lookup in tasks_by_reading. Asked in seq order
            # straight away, SQLite walks the namespace by tasks_by_seq instead (90 ms at 100,000 tasks).
            if not sql.execute(
                "SELECT 1 FROM tasks WHERE namespace = ? AND reading < ? LIMIT 1", (self.namespace, reading)
            ).fetchone():
                return []
            return list(sql.execute(statement, params).fetchall())

        rows = self._run(work, write=False)
        return [
            RunToRead(
                int(r["seq"]), r["id"], r["instruction"], r["words"], r["procedure"], steps_of(r["run_utterances"])
            )
            for r in rows
        ]

    def reread_runs(
        self, read: Sequence[str], changed: Mapping[str, RunToRead], reading: int, *, author: str = "gmem"
    ) -> Change | None:
        ns = self.namespace

        def work(sql: SQL) -> Change | None:
            self._bump(sql)  # the namespace's turn: no task is committed while its runs are rewritten
            older = {
                r["id"] for r in sql.execute("SELECT id FROM tasks WHERE namespace = ? AND reading < ?", (ns, reading))
            }
            unread = [task_id for task_id in read if task_id in older]  # not read by another process meanwhile
            rewritten = [run for task_id, run in changed.items() if task_id in older]
            sql.executemany(  # one row version per run: each UPDATE leaves PostgreSQL a dead one to skip
                "UPDATE tasks SET words = ?, procedure = ?, reading = ? WHERE namespace = ? AND id = ?",
                [(as_json(run.words), as_json(run.procedure), reading, ns, run.id) for run in rewritten],
            )
            sql.executemany(
                "UPDATE tasks SET reading = ? WHERE namespace = ? AND id = ?",
                [(reading, ns, task_id) for task_id in unread if task_id not in changed],
            )
            if unread or rewritten:
                self._reread(sql, rewritten=bool(rewritten))
            if not rewritten:
                return None
            summary = f"read {len(unread)} runs again (reading {reading}): {len(rewritten)} changed"
            return self._log(sql, ChangeKind.TASK_WORDS, f"reading:{reading}", summary, author, None, None)

        return self._run(work)

    def _reread(self, sql: SQL, *, rewritten: bool) -> None:
        """What the backend keeps of the tasks' words, procedures and readings, brought up to date once tasks
        were read again (PostgreSQL scores from them, and plans its lookups by what it knows of the readings)."""

    # ------------------------------------------------------------------ helpers

    def _insight_row(self, sql: SQL, insight_id: int) -> Row:
        row: Row | None = sql.execute(
            "SELECT id, key, text, score FROM insights WHERE namespace = ? AND id = ?", (self.namespace, insight_id)
        ).fetchone()
        if row is None:
            raise NotFoundError(f"no insight {insight_id} in namespace {self.namespace!r} of {self.location}")
        return row
