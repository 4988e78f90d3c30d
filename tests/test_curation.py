"""Curation: insights edited and deleted, tasks forgotten, each change logged (who, when, before/after) and
undoable until the log is compacted - through the Memory API on both backends, and through the CLI."""

from __future__ import annotations

import getpass
import json
import sqlite3
from contextlib import closing

import pytest

from gmem import Memory, TaskStatus
from gmem.cli import main
from gmem.errors import InvalidArgumentError, NotFoundError, UndoError
from gmem.models import ChangeKind, Evidence
from gmem.store.base import open_store
from gmem.store.writes import InsightUpdate
from tests.conftest import EXCERPT
from tests.test_store import HEAT_TASK, ROLES, assert_same, snapshot, toy_embedder

EMBEDDER = toy_embedder(16)


@pytest.fixture
def memory(store_location, alfworld_rows):
    """A memory of 30 recorded runs on a fresh store of each backend."""
    with Memory.open(store_location, embedder=EMBEDDER) as memory:
        memory.record_many(alfworld_rows[:30])
        yield memory


def record_pending(memory: Memory, row: dict) -> list[int]:
    """Record ``row`` with the retrieval its team was shown and its outcome not known yet; returns the ids of
    the insights it was shown (the ones its outcome will move)."""
    shown = memory.retrieve(HEAT_TASK, roles=ROLES)
    memory.record({**row, "success": None}, used=shown)
    ids = sorted({i for ctx in shown.roles.values() for i in ctx.insight_ids})
    assert ids
    return ids


def retrieved(memory: Memory, task: str = HEAT_TASK) -> set[str]:
    return {t.node.id for t in memory.retrieve(task).tasks}


def evidence_of(memory: Memory) -> set[str]:
    return {t for i in memory.insights() for t in [*i.supporting, *i.contradicting]}


# --------------------------------------------------------------------------- insights


def test_an_edited_insight_is_logged_and_undone(memory):
    insight = memory.insights()[0]
    change = memory.edit_insight(insight.id, text="Heat it before you place it.", score=9, by="alice")
    assert (change.kind, change.target, change.author) == (ChangeKind.INSIGHT_EDIT, f"insight:{insight.id}", "alice")
    assert change.before == {"text": insight.text, "score": insight.score}
    assert change.after == {"text": "Heat it before you place it.", "score": 9.0}
    edited = next(i for i in memory.insights() if i.id == insight.id)
    assert (edited.text, edited.score, edited.supporting) == ("Heat it before you place it.", 9.0, insight.supporting)
    assert memory.history()[0] == change

    undo = memory.undo(change.id, by="bob")
    assert (undo.kind, undo.undoes, undo.author) == (ChangeKind.UNDO, change.id, "bob")
    assert next(i for i in memory.insights() if i.id == insight.id) == insight
    assert memory.history()[1].undone_by == undo.id
    with pytest.raises(UndoError, match="already undone"):
        memory.undo(change.id)
    with pytest.raises(UndoError, match="an undo"):
        memory.undo(undo.id)


def test_a_note_is_logged_with_its_author_reworded_as_an_edit_and_undone_by_removing_it(memory):
    """A note used to enter the insight tier with no entry in the change history, so undo could not reach it."""
    note = memory.note("Open the microwave before you heat anything in it.", key="microwave", by="alice")
    added = memory.history()[0]
    assert (added.kind, added.target, added.author) == (ChangeKind.INSIGHT_ADD, f"insight:{note.id}", "alice")
    assert note.id in memory._store.curated_insights()  # a model may not touch what a person wrote
    memory.note("Open the microwave first.", key="microwave", by="bob")
    reworded = memory.history()[0]
    assert (reworded.kind, reworded.before["text"], reworded.after["text"]) == (
        ChangeKind.INSIGHT_EDIT,
        note.text,
        "Open the microwave first.",
    )
    with pytest.raises(UndoError, match="undo it first"):
        memory.undo(added.id)  # the rewording came later: newest first
    memory.undo(reworded.id, by="carol")
    assert next(i for i in memory.insights() if i.id == note.id).text == note.text
    memory.undo(added.id, by="carol")
    assert note.id not in {i.id for i in memory.insights()}


def test_what_a_person_curated_is_known_and_the_models_deletions_are_counted(memory):
    """The LLM operations leave alone what a person edited or brought back, and bound their own deletions by
    counting them in the log; insight changes do not make readers rebuild the task index."""
    store = memory._store
    edited, restored, removed, reworded = memory.insights()[:4]
    tasks_mark = store.last_change()
    memory.edit_insight(edited.id, text="Checked by a person.", by="alice")
    memory.undo(memory.delete_insight(restored.id, by="alice").id, by="alice")
    store.edit_insight(reworded.id, text="A model's wording.", score=None, author="model:m")
    change = store.delete_insight(removed.id, author="model:m", note={"cause": "remove", "at_task": 30})
    assert change.after == {"cause": "remove", "at_task": 30} and change.author == "model:m"
    assert store.curated_insights() == {edited.id, restored.id}
    assert store.model_deletions(cause="remove", since_task=10) == 1
    assert store.model_deletions(cause="remove", since_task=30) == 0
    assert store.model_deletions(cause="merge", since_task=0) == 0
    assert store.last_change() == tasks_mark  # only insights changed
    memory.undo(change.id, by="alice")
    assert removed.id in store.curated_insights()
    assert store.last_change() == tasks_mark
    memory.forget(memory.tasks()[0].id, by="alice")
    assert store.last_change() > tasks_mark


def test_changes_to_one_insight_are_undone_newest_first(memory):
    insight = memory.insights()[0]
    first = memory.edit_insight(insight.id, score=3)
    second = memory.edit_insight(insight.id, text="Reworded.")
    with pytest.raises(UndoError, match=f"change {second.id} changed insight:{insight.id}"):
        memory.undo(first.id)
    memory.undo(second.id)
    memory.undo(first.id)
    assert next(i for i in memory.insights() if i.id == insight.id) == insight


def test_undoing_an_edit_keeps_the_feedback_that_came_since(memory, alfworld_rows):
    shown = record_pending(memory, alfworld_rows[30])
    target = next(i for i in memory.insights() if i.id == shown[0])
    change = memory.edit_insight(target.id, score=target.score + 10)
    assert memory.feedback(alfworld_rows[30]["id"], True) > 0  # resolved: the insights it was shown gain 1
    memory.undo(change.id)
    assert next(i for i in memory.insights() if i.id == target.id).score == target.score + 1


def test_an_undo_never_overwrites_a_wording_that_moved_on(memory, store_location):
    insight = memory.insights()[0]
    change = memory.edit_insight(insight.id, text="Mine.")
    with closing(open_store(store_location)) as other:  # e.g. the LLM operations rewording it
        other.update_insights([InsightUpdate(key=insight.key, text="Theirs.", score_delta=0, replace_text=True)])
    with pytest.raises(UndoError, match="reworded"):
        memory.undo(change.id)


def test_a_deleted_insight_comes_back_under_its_id_with_its_hyperedges_and_usage(memory, alfworld_rows):
    shown = record_pending(memory, alfworld_rows[30])
    before = snapshot(memory)
    target = next(i for i in memory.insights() if i.id == shown[0])
    change = memory.delete_insight(target.id, by="alice")
    assert target.id not in {i.id for i in memory.insights()}
    assert target.id not in {r.insight.id for r in memory.retrieve(HEAT_TASK).insights}
    assert change.before["supporting"] == target.supporting and change.after is None

    memory.undo(change.id)
    assert_same(before, snapshot(memory))
    # Its usage records are back too: the pending task's outcome moves its score.
    assert memory.feedback(alfworld_rows[30]["id"], True) == len(shown)
    assert next(i for i in memory.insights() if i.id == target.id).score == target.score + 1


def test_a_deleted_insight_found_again_since_gets_its_score_back(memory, store_location):
    target = memory.insights()[0]
    change = memory.delete_insight(target.id)
    with closing(open_store(store_location)) as other:  # the same lesson mined again from a new run
        other.update_insights([InsightUpdate(key=target.key, text="found again", score_delta=1.0)])
    undo = memory.undo(change.id)
    assert "found again" in undo.summary
    [again] = [i for i in memory.insights() if i.key == target.key]
    assert again.id != target.id and again.score == target.score + 1.0 and again.text == "found again"
    assert set(target.supporting) <= set(again.supporting)


# --------------------------------------------------------------------------- tasks


def test_a_forgotten_task_is_gone_everywhere_until_undone(memory, store_location, alfworld_rows):
    before = snapshot(memory)
    counts = memory.stats()
    victim = next(t.node.id for t in memory.retrieve(HEAT_TASK).tasks if t.node.id in evidence_of(memory))
    graph = memory.graph(victim)
    neighbours = memory.related(victim)

    change = memory.forget(victim, by="alice")
    assert change.kind == ChangeKind.TASK_FORGET and change.target == f"task:{victim}"
    assert victim not in retrieved(memory) and not memory.has_task(victim)
    assert victim not in evidence_of(memory)
    assert all(victim not in memory.related(n) for n in neighbours)
    with pytest.raises(KeyError):
        memory.graph(victim)
    after = memory.stats()
    assert (after.tasks, after.utterances) == (counts.tasks - 1, counts.utterances - len(graph.utterances))
    assert after.links < counts.links
    with Memory.open(store_location, embedder=EMBEDDER) as reopened:  # a fresh reader agrees
        assert victim not in retrieved(reopened) and reopened.stats() == after

    memory.undo(change.id)
    assert_same(before, snapshot(memory))
    assert memory.task(victim).seq == next(t for t in before["exact"]["nodes"] if t["id"] == victim)["seq"]
    with Memory.open(store_location, embedder=EMBEDDER) as reopened:
        assert_same(before, snapshot(reopened))


def test_a_forget_takes_the_lessons_learned_from_its_run_alone_and_its_undo_brings_them_back(
    memory, store_location, alfworld_rows
):
    """A lesson whose every hyperedge is to the forgotten run says what was learned from that run alone, and goes
    with it; one other runs support too stays, and so does a person's note, however it was tied."""
    victim, other = alfworld_rows[5]["id"], alfworld_rows[6]["id"]
    with closing(open_store(store_location)) as store:
        store.update_insights(
            [
                InsightUpdate("llm:alone", "Only its run showed this.", 2.0, {victim: Evidence.SUPPORTS}, "llm"),
                InsightUpdate(
                    "llm:both",
                    "Two runs showed this.",
                    2.0,
                    {victim: Evidence.SUPPORTS, other: Evidence.SUPPORTS},
                    "llm",
                ),
                InsightUpdate("note:tied", "Mind the sink.", 1.0, {victim: Evidence.SUPPORTS}, "note:alice"),
            ]
        )
    before = snapshot(memory)
    alone = next(i for i in memory.insights() if i.key == "llm:alone")

    change = memory.forget(victim)
    kept = {i.key: i for i in memory.insights()}
    assert "llm:alone" not in kept and "lessons learned from its run alone removed: 1" in change.summary
    assert kept["llm:both"].supporting == [other] and kept["note:tied"].supporting == []
    assert [lesson["key"] for lesson in change.before["lessons"]] == ["llm:alone"]

    undo = memory.undo(change.id)
    assert "the lessons learned from its run alone: 1" in undo.summary
    assert_same(before, snapshot(memory))
    back = next(i for i in memory.insights() if i.key == "llm:alone")
    assert (back.id, back.text, back.score, back.supporting) == (alone.id, alone.text, alone.score, [victim])


def test_a_forgotten_task_keeps_its_usage_for_undo(memory, alfworld_rows):
    shown = record_pending(memory, alfworld_rows[30])
    change = memory.forget(alfworld_rows[30]["id"])
    assert change.before["task"]["used_insights"]
    memory.undo(change.id)
    assert memory.feedback(alfworld_rows[30]["id"], True) == len(shown)  # they still gain from its outcome


def test_another_memory_on_the_store_stops_finding_a_forgotten_task(memory, store_location):
    with Memory.open(store_location, embedder=EMBEDDER) as other:
        victim = min(retrieved(other))
        change = memory.forget(victim)
        assert victim not in retrieved(other)
        memory.undo(change.id)
        assert victim in retrieved(other)


def test_a_task_recorded_again_after_it_was_forgotten_is_not_overwritten(memory, alfworld_rows):
    row = alfworld_rows[3]
    change = memory.forget(row["id"])
    memory.record({**row, "instruction": "a different run under the same id"})
    with pytest.raises(UndoError, match="recorded again"):
        memory.undo(change.id)
    assert memory.task(row["id"]).instruction == "a different run under the same id"


def test_forget_and_edit_of_what_is_not_there_say_so(memory):
    with pytest.raises(NotFoundError, match="no task 'nope' in namespace 'default'"):
        memory.forget("nope")
    with pytest.raises(NotFoundError, match="no insight 999999 in namespace 'default'"):
        memory.edit_insight(999999, score=1)
    with pytest.raises(NotFoundError, match="no change 999999 in the history of namespace 'default'"):
        memory.undo(999999)
    with pytest.raises(InvalidArgumentError, match="nothing to change"):
        memory.edit_insight(memory.insights()[0].id)
    assert memory.history() == []


# --------------------------------------------------------------------------- compaction


def test_compaction_makes_changes_permanent_and_drops_what_they_kept(memory, alfworld_rows):
    victim = alfworld_rows[2]
    forgot = memory.forget(victim["id"], by="alice")
    edited = memory.edit_insight(memory.insights()[0].id, score=5)
    undone = memory.delete_insight(memory.insights()[1].id)
    memory.undo(undone.id)

    assert memory.compact(through=forgot.id, by="carol") == 1
    assert memory.compact(by="carol") == 1  # the edit; the undone deletion was permanent already
    assert memory.compact() == 0
    log = {c.id: c for c in memory.history()}
    assert [c.kind for c in memory.history()[:2]] == [ChangeKind.COMPACT, ChangeKind.COMPACT]
    assert all(
        c.compacted and c.before is None and c.after is None for c in log.values() if c.kind != ChangeKind.COMPACT
    )
    assert log[forgot.id].author == "alice" and not log[forgot.id].reversible
    forgotten = json.dumps(log[forgot.id].model_dump(mode="json"))
    assert victim["id"] in forgotten and victim["instruction"] not in forgotten and victim["context"] not in forgotten
    for change in (forgot, edited):
        with pytest.raises(UndoError, match="compacted"):
            memory.undo(change.id)
    with pytest.raises(UndoError, match="compaction"):
        memory.undo(memory.history()[0].id)


def test_a_schema_2_file_gains_the_change_log(tmp_path, alfworld_rows):
    path = tmp_path / "v2.db"
    with Memory.open(path, embedder=EMBEDDER) as memory:
        memory.record_many(alfworld_rows[:5])
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("DROP TABLE changes")
        db.execute("ALTER TABLE tasks DROP COLUMN feedback_delta")  # schema 4's
        db.execute("DROP INDEX tasks_by_reading")  # schema 7's
        db.execute("ALTER TABLE tasks DROP COLUMN reading")
        db.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")
    with Memory.open(path, embedder=EMBEDDER) as memory:
        assert memory.history() == []
        memory.forget(alfworld_rows[0]["id"])
        assert memory.stats().tasks == 4


def test_a_schema_3_file_keeps_the_moves_its_outcomes_applied(tmp_path, alfworld_rows):
    """Schema 4 records each task's applied move; a schema-3 store gets the default knobs' move, so the first
    correction takes back what was applied then."""
    path = tmp_path / "v3.db"
    with Memory.open(path, embedder=EMBEDDER) as memory:
        memory.record_many(alfworld_rows[:6])
        shown = memory.retrieve(alfworld_rows[6]["instruction"])
        memory.record({**alfworld_rows[6], "success": False}, used=shown)
        failed = {i.id: i.score for i in memory.insights()}
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("ALTER TABLE tasks DROP COLUMN feedback_delta")
        db.execute("DROP INDEX tasks_by_reading")
        db.execute("ALTER TABLE tasks DROP COLUMN reading")
        db.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
    with Memory.open(path, embedder=EMBEDDER) as memory:
        assert memory.feedback(alfworld_rows[6]["id"], True) == len(shown.insights)
        ids = {r.insight.id for r in shown.insights}
        for insight in memory.insights():  # -2 taken back, +1 applied
            assert insight.score == pytest.approx(failed[insight.id] + (3.0 if insight.id in ids else 0.0)), insight.id


# --------------------------------------------------------------------------- the command line


def test_the_cli_curates_logs_and_undoes(tmp_path, capsys):
    store = str(tmp_path / "cli.db")
    assert main(["import", str(EXCERPT), "--store", store, "--quiet"]) == 0
    capsys.readouterr()

    assert main(["insights", "list", "--store", store, "--json"]) == 0
    insights = json.loads(capsys.readouterr().out)
    assert len(insights) >= 3 and insights[0]["score"] >= insights[-1]["score"]
    first, second = insights[0], insights[1]
    word = first["text"].split('"')[1].split()[0]  # a word of the task the lesson is about
    assert main(["insights", "search", word, "--store", store, "--json"]) == 0
    assert first["id"] in {i["id"] for i in json.loads(capsys.readouterr().out)}

    assert (
        main(
            [
                "insights",
                "edit",
                str(first["id"]),
                "--score",
                "2.5",
                "--text",
                "Check first.",
                "--store",
                store,
                "--by",
                "alice",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "change 1 by alice: edited insight" in out and "gmem undo 1" in out
    assert main(["insights", "delete", str(second["id"]), "999999", "--store", store]) == 2
    captured = capsys.readouterr()
    assert (
        f"change 2 by {_user()}: deleted insight {second['id']}" in captured.out and "no insight 999999" in captured.err
    )
    assert main(["forget", "alfworld-3", "--store", store, "--by", "bob"]) == 0
    assert "forgot task alfworld-3" in capsys.readouterr().out

    assert main(["history", "--store", store, "--json"]) == 0
    log = json.loads(capsys.readouterr().out)
    assert [(c["id"], c["kind"], c["author"]) for c in log] == [
        (3, "task.forget", "bob"),
        (2, "insight.delete", _user()),
        (1, "insight.edit", "alice"),
    ]
    assert log[2]["before"]["text"] == first["text"] and log[2]["after"] == {"text": "Check first.", "score": 2.5}
    assert main(["history", "--store", store]) == 0
    assert "undoable" in capsys.readouterr().out

    assert main(["undo", "3", "--store", store]) == 0
    assert "task alfworld-3 (resolved) is back" in capsys.readouterr().out
    assert main(["undo", "3", "--store", store]) == 2
    assert "already undone by change 4" in capsys.readouterr().err
    assert main(["compact", "--store", store, "--by", "carol"]) == 0
    assert "2 changes can no longer be undone" in capsys.readouterr().out
    assert main(["undo", "1", "--store", store]) == 2
    assert "compacted" in capsys.readouterr().err
    assert main(["stats", "--store", store, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["tasks"] == 40


def _user() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        return "unknown"


def test_statuses_survive_a_forget_and_undo(memory, alfworld_rows):
    failed = next(r["id"] for r in alfworld_rows[:30] if not r["success"])
    change = memory.forget(failed)
    memory.undo(change.id)
    assert memory.task(failed).status == TaskStatus.FAILED
