"""Undo, written once for both SQL backends on :mod:`gmem.store.sql_writes`: every change is logged with who
made it, when, the state it replaced and the state it made (:meth:`UndoableStore._log`), and reversed from
that log. :mod:`gmem.store.changes` makes the changes (curation, corrected outcomes) and compacts the log.

**Undo** restores the logged state: an edit's wording (its score moves back by the edit's difference, so
feedback that came since is kept), a deleted insight under its old id with the hyperedges and usage records
to tasks that still exist, a forgotten task under its old seq with its run, its query-graph edges to tasks that
still exist, its usage records and its hyperedges. A change is undone newest first: while a later change to the
same target stands, the earlier one is refused (:class:`UndoError`), and so is an undo that would overwrite a
state that has moved on (the task recorded again, the insight reworded by the LLM operations).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import Any

from gmem.errors import NotFoundError, UndoError
from gmem.models import Change, ChangeKind, Evidence, Insight
from gmem.store.rows import CHANGE_COLUMNS, SQL, Row, as_json, change_of, first
from gmem.store.sql_writes import WritableStore
from gmem.store.transfer import ExportedLink, ExportedTask
from gmem.store.writes import InsightUpdate

log = logging.getLogger(__name__)

#: The changes undo reverses. An outcome correction is reversed by giving the earlier outcome again; an undo,
#: a compaction or the runs' words read again by a newer reading (:data:`_NOT_UNDONE`) is not reversed at all.
UNDOABLE_KINDS = (ChangeKind.INSIGHT_ADD, ChangeKind.INSIGHT_EDIT, ChangeKind.INSIGHT_DELETE, ChangeKind.TASK_FORGET)
_NOT_UNDONE = {
    ChangeKind.UNDO: "an undo",
    ChangeKind.COMPACT: "a compaction",
    ChangeKind.TASK_WORDS: "a newer reading of the runs' words and steps",
}


class UndoableStore(WritableStore):
    """:class:`~gmem.store.sql_writes.WritableStore` with the change log's entries and their undo
    (:class:`~gmem.store.changes.ChangeLogStore` makes the changes)."""

    # ------------------------------------------------------------------ the log

    def _log(
        self,
        sql: SQL,
        kind: ChangeKind,
        target: str,
        summary: str,
        author: str,
        before: Any,
        after: Any,
        *,
        undoes: int | None = None,
    ) -> Change:
        """Log a change in ``sql``'s transaction, so it commits or rolls back with what it changed. ``before``
        is the state it replaced (what :meth:`undo` puts back, until a compaction drops it); ``after`` what it
        made, or a note."""
        now = time.time()
        row = first(
            sql.execute(
                "INSERT INTO changes (namespace, kind, target, summary, author, created_at, before_state, after_state,"
                " undoes) VALUES (?,?,?,?,?,?,?,?,?) RETURNING id",
                (self.namespace, kind.value, target, summary, author, now, as_json(before), as_json(after), undoes),
            )
        )
        assert row is not None
        log.info("change %s by %s: %s", row["id"], author, summary)
        return Change(
            id=int(row["id"]),
            kind=kind,
            target=target,
            summary=summary,
            author=author,
            at=now,
            before=before,
            after=after,
            undoes=undoes,
            undone_by=None,
        )

    # ------------------------------------------------------------------ undo

    def undo(self, change_id: int, *, author: str) -> Change:
        def work(sql: SQL) -> Change:
            revision = self._bump(sql)
            row = sql.execute(
                f"SELECT {CHANGE_COLUMNS} FROM changes WHERE namespace = ? AND id = ?", (self.namespace, change_id)
            ).fetchone()
            if row is None:
                raise NotFoundError(f"no change {change_id} in the history of namespace {self.namespace!r}")
            change = change_of(row)
            self._check_undoable(sql, change)
            restored = self._revert(sql, change, revision)
            undo = self._log(
                sql,
                ChangeKind.UNDO,
                f"change:{change_id}",
                f"undid change {change_id}: {restored}",
                author,
                None,
                {"undoes": change.summary},
                undoes=change_id,
            )
            sql.execute("UPDATE changes SET undone_by = ? WHERE id = ?", (undo.id, change_id))
            return undo

        return self._run(work)

    def _check_undoable(self, sql: SQL, change: Change) -> None:
        if change.kind == ChangeKind.TASK_OUTCOME:
            raise UndoError(f"change {change.id} corrected an outcome; give the outcome you want as feedback instead")
        if change.kind not in UNDOABLE_KINDS:
            raise UndoError(f"change {change.id} is {_NOT_UNDONE[change.kind]}; it cannot be undone")
        if change.undone_by is not None:
            raise UndoError(f"change {change.id} was already undone by change {change.undone_by}")
        if change.compacted:
            raise UndoError(f"change {change.id} was compacted: the state it replaced is no longer kept")
        later = sql.execute(
            "SELECT id FROM changes WHERE namespace = ? AND target = ? AND id > ? AND undone_by IS NULL"
            " ORDER BY id DESC LIMIT 1",
            (self.namespace, change.target, change.id),
        ).fetchone()
        if later is not None:
            raise UndoError(f"change {later['id']} changed {change.target} after change {change.id}; undo it first")

    def _revert(self, sql: SQL, change: Change, revision: int) -> str:
        """Put back the state ``change`` replaced; says what came back."""
        if change.kind == ChangeKind.INSIGHT_EDIT:
            return self._revert_edit(sql, change)
        if change.kind == ChangeKind.INSIGHT_DELETE:
            return self._revert_delete(sql, change)
        if change.kind == ChangeKind.INSIGHT_ADD:
            return self._revert_add(sql, change)
        return self._revert_forget(sql, change, revision)

    def _changed_insight(self, sql: SQL, change: Change) -> tuple[int, Row | None]:
        """The insight a change targets, and its row now (None once it is gone)."""
        insight_id = int(change.target.removeprefix("insight:"))
        row = sql.execute(
            "SELECT key, text FROM insights WHERE namespace = ? AND id = ?", (self.namespace, insight_id)
        ).fetchone()
        return insight_id, row

    def _revert_edit(self, sql: SQL, change: Change) -> str:
        insight_id, row = self._changed_insight(sql, change)
        if row is None:
            raise UndoError(f"insight {insight_id} no longer exists (the LLM operations merged or dropped it)")
        before, after = change.before, change.after
        if before["text"] != after["text"] and row["text"] != after["text"]:
            raise UndoError(f"insight {insight_id} was reworded since change {change.id}; edit it instead")
        sql.execute(
            "UPDATE insights SET text = ?, score = score + ?, updated_at = ? WHERE namespace = ? AND id = ?",
            (
                before["text"] if before["text"] != after["text"] else row["text"],
                before["score"] - after["score"],
                time.time(),
                self.namespace,
                insight_id,
            ),
        )
        return f"insight {insight_id} has its former wording and score again"

    def _revert_add(self, sql: SQL, change: Change) -> str:
        insight_id, row = self._changed_insight(sql, change)
        if row is None:
            raise UndoError(f"note {insight_id} no longer exists")
        self._delete_insight(sql, row["key"])
        return f"note {insight_id} is removed"

    def _revert_delete(self, sql: SQL, change: Change) -> str:
        insight_id, found_again = self._restore_insight(sql, change.before)
        if not found_again:
            return f"insight {insight_id} is back"
        return (
            f"insight {change.before['id']} was found again since, as insight {insight_id}; it gained the deleted score"
        )

    def _restore_insight(self, sql: SQL, saved: dict[str, Any]) -> tuple[int, bool]:
        """Bring back an insight as its deletion saved it (``ChangeLogStore._deleted_insight``), with its hyperedges
        and usage to the tasks still here; returns its id, and whether it was found again since (it then keeps
        its new wording and gains the deleted score)."""
        kept = Insight.model_validate(saved)
        used_by: list[str] = saved["used_by"]
        now, ns = time.time(), self.namespace
        existing = self._existing_tasks(sql, [*kept.supporting, *kept.contradicting, *used_by])
        evidence = {t: Evidence.SUPPORTS for t in kept.supporting if t in existing}
        evidence |= {t: Evidence.CONTRADICTS for t in kept.contradicting if t in existing}
        merged = self._insight_ids(sql, [kept.key]).get(kept.key)
        if merged is None:
            sql.execute(
                "INSERT INTO insights (id, namespace, key, text, score, origin, created_at, updated_at)"
                " VALUES (?,?,?,?,?,?,?,?)",
                (kept.id, ns, kept.key, kept.text, kept.score, kept.origin, now, now),
            )
        # An insight found again since its deletion gains the deleted one's score; its wording stays.
        update = InsightUpdate(
            key=kept.key,
            text=kept.text,
            score_delta=0.0 if merged is None else kept.score,
            evidence=evidence,
            origin=kept.origin,
        )
        insight_id = self._upsert_insight(sql, update, now)
        sql.executemany(
            "INSERT INTO insight_usage (namespace, task_id, insight_id) VALUES (?,?,?) ON CONFLICT DO NOTHING",
            [(ns, task_id, insight_id) for task_id in used_by if task_id in existing],
        )
        return insight_id, merged is not None

    def _revert_forget(self, sql: SQL, change: Change, revision: int) -> str:
        task = ExportedTask.model_validate(change.before["task"])
        linked_from = [ExportedLink.model_validate(link) for link in change.before["linked_from"]]
        evidence: dict[str, str] = change.before["evidence"]
        ns, task_id = self.namespace, task.node.id
        if self._existing_tasks(sql, [task_id]):
            raise UndoError(f"task {task_id!r} was recorded again after change {change.id}; forget that one first")
        lessons = change.before.get("lessons", [])  # learned from its run alone (none in older logs)
        for lesson in lessons:
            self._restore_insight(sql, lesson)
        existing = self._existing_tasks(sql, [link.task_id for link in [*task.links, *linked_from]])
        insight_ids = self._insight_ids(sql, [*task.used_insights, *evidence])
        write = task.write([insight_ids[key] for key in task.used_insights if key in insight_ids])
        write.links = [link for link in write.links if link[0] in existing]
        self._insert(
            sql, write, revision, change.before["created_at"], feedback=task.applied_feedback, seq=task.node.seq
        )
        if task.applied_feedback:  # the forget took its outcome's move back from the insights still here
            self._move_shown(sql, task_id, task.applied_feedback)
        sql.executemany(
            "INSERT INTO links (namespace, a, b, kind, weight) VALUES (?,?,?,?,?) ON CONFLICT DO NOTHING",
            [(ns, link.task_id, task_id, link.kind, link.weight) for link in linked_from if link.task_id in existing],
        )
        sql.executemany(
            "INSERT INTO insight_evidence (insight_id, namespace, task_id, evidence) VALUES (?,?,?,?)"
            " ON CONFLICT (insight_id, task_id) DO NOTHING",
            [(insight_ids[key], ns, task_id, kind) for key, kind in evidence.items() if key in insight_ids],
        )
        back = f"task {task_id} ({task.node.status.value}) is back with its run, query-graph edges and hyperedges"
        return back + (f", and the lessons learned from its run alone: {len(lessons)}" if lessons else "")

    def _existing_tasks(self, sql: SQL, ids: Sequence[str]) -> set[str]:
        member, values = self._member("id", list(ids))
        return {
            r["id"]
            for r in sql.execute(f"SELECT id FROM tasks WHERE namespace = ? AND {member}", (self.namespace, values))
        }
