"""Insight tier without an LLM: procedure, loop and missing-step lessons; hyperedges; feedback on scores."""

from __future__ import annotations

import logging
import re
import shutil
from pathlib import Path

import pytest

from gmem import Memory, MemoryConfig, TaskStatus
from gmem.errors import UndoError

log = logging.getLogger(__name__)

HEAT_TASK = "heat some potato and put it in countertop."
ROLES = [
    ("solver", "carries out actions in the environment step by step"),
    ("critic", "reviews the plan and spots mistakes"),
]


def _copy_store(source: Path, target: Path) -> Path:
    for suffix in ("", "-wal", "-shm"):
        if Path(f"{source}{suffix}").exists():
            shutil.copy(f"{source}{suffix}", f"{target}{suffix}")
    return target


@pytest.fixture(scope="module")
def imported_path(embedder, alfworld_rows, tmp_path_factory) -> Path:
    """A closed store file holding the 40 real rows; tests that write get a copy of it."""
    path = tmp_path_factory.mktemp("insights") / "alfworld.db"
    with Memory.open(path, embedder=embedder) as memory:
        memory.record_many(alfworld_rows)
    return path


@pytest.fixture(scope="module")
def memory(imported_path, embedder, tmp_path_factory):
    """Read-only view of the imported rows (a private copy, so writers elsewhere cannot disturb it)."""
    path = _copy_store(imported_path, tmp_path_factory.mktemp("insights-ro") / "ro.db")
    with Memory.open(path, embedder=embedder) as opened:
        yield opened


@pytest.fixture
def copy_of_imported(imported_path, open_memory, tmp_path):
    """Factory: a fresh, writable memory holding the 40 rows (optionally with other config)."""
    count = 0

    def factory(**config) -> Memory:
        nonlocal count
        count += 1
        return open_memory(_copy_store(imported_path, tmp_path / f"copy{count}.db"), **config)

    return factory


@pytest.fixture(scope="module")
def rows_by_id(alfworld_rows) -> dict[str, dict]:
    return {row["id"]: row for row in alfworld_rows}


def scores(memory: Memory) -> dict[int, float]:
    return {i.id: i.score for i in memory.insights()}


def did(row: dict, verb: str) -> bool:
    return any(
        re.match(rf"^{verb} \S+ \d+ with ", s["action"]) and s["observation"].strip() != "Nothing happens."
        for s in row["steps"]
    )


def new_heat_run(
    rows_by_id, task_id: str, *, success: bool | None, instruction: str = "heat some bread and put it in garbagecan."
) -> dict:
    """A new run shaped like the resolved 'heat some egg' run (alfworld-14)."""
    row = rows_by_id["alfworld-14"]
    steps = [
        {**s, "action": s["action"].replace("egg", "bread"), "observation": s["observation"].replace("egg", "bread")}
        for s in row["steps"]
    ]
    return {"id": task_id, "instruction": instruction, "domain": "alfworld", "steps": steps, "success": success}


# --------------------------------------------------------------------------- mined lessons


@pytest.mark.parametrize("verb", ["heat", "cool", "clean"])
def test_procedure_insights_name_the_transformation(memory, verb):
    texts = [i.text for i in memory.insights()]
    pattern = re.compile(rf"\b{verb}\s+(…|_|\S+)\s+with\b")
    matching = [t for t in texts if pattern.search(t)]
    log.info("%s insights: %s", verb, matching)
    assert matching, texts


@pytest.mark.parametrize("verb", ["heat", "cool", "clean"])
def test_procedure_insights_are_supported_by_runs_that_did_it(memory, rows_by_id, verb):
    pattern = re.compile(rf"\b{verb}\s+(…|_|\S+)\s+with\b")
    for insight in memory.insights():
        if not pattern.search(insight.text) or "resolved runs did" not in insight.text:
            continue
        assert len(insight.supporting) >= 2, insight
        for task_id in insight.supporting:
            row = rows_by_id[task_id]
            assert row["success"] is True, (insight.text, task_id)
            assert did(row, verb), (insight.text, task_id)


def test_hyperedges_name_stored_tasks(memory):
    insights = memory.insights()
    assert insights
    for insight in insights:
        assert insight.origin == "mined"
        assert insight.supporting, insight
        assert not set(insight.supporting) & set(insight.contradicting), insight
        for task_id in insight.supporting + insight.contradicting:
            assert memory.task(task_id).id == task_id  # raises KeyError for a dangling hyperedge


def test_insight_keys_are_unique_and_rediscovery_scores(memory):
    insights = memory.insights()
    keys = [i.key for i in insights]
    assert len(keys) == len(set(keys))
    texts = [i.text for i in insights]
    assert len(texts) == len(set(texts))
    # Lessons found again from later tasks gathered score and hyperedges instead of duplicating.
    assert any(i.score >= 2 and len(i.supporting) >= 2 for i in insights)
    assert [i.score for i in insights] == sorted((i.score for i in insights), reverse=True)


def test_rediscovery_increments_instead_of_duplicating(copy_of_imported, rows_by_id):
    memory = copy_of_imported()
    before = {i.key: i for i in memory.insights()}
    heat_keys = {k for k, i in before.items() if re.search(r"\bheat\s+\S+\s+with\b", i.text)}
    assert heat_keys

    memory.record(new_heat_run(rows_by_id, "new-heat", success=True))
    after = {i.key: i for i in memory.insights()}
    assert len(after) == len(memory.insights())  # still one insight per key
    rediscovered = [k for k in heat_keys if "new-heat" in after[k].supporting]
    assert rediscovered, {k: after[k].supporting for k in heat_keys}
    for key in rediscovered:
        assert after[key].id == before[key].id
        assert after[key].score > before[key].score
        assert set(before[key].supporting) < set(after[key].supporting)


def test_loop_lesson_from_real_failed_runs(memory):
    loops = [i for i in memory.insights() if "repeat" in i.text.lower()]
    assert len(loops) == 1
    assert {"alfworld-16", "alfworld-28"} <= set(loops[0].supporting)


def test_failed_run_with_a_loop_yields_the_loop_lesson(open_memory):
    memory = open_memory()
    steps = [{"agent": "solver", "action": "think: open the safe, take the watch.", "observation": "OK."}]
    steps += [{"agent": "solver", "action": "open safe 1", "observation": "The safe 1 is locked."} for _ in range(4)]
    memory.record({"id": "looping", "instruction": "put a watch in the drawer.", "steps": steps, "success": False})
    loops = [i for i in memory.insights() if "repeat" in i.text.lower()]
    assert len(loops) == 1
    assert "open …" in loops[0].text  # the action's shape, not its object
    assert loops[0].supporting == ["looping"]
    assert loops[0].score > 0

    # A second looping failure confirms the same lesson.
    steps2 = [
        {"agent": "solver", "action": "go to shelf 1", "observation": "On the shelf 1, you see nothing."}
        for _ in range(3)
    ]
    memory.record({"id": "looping-2", "instruction": "put a pen on the shelf.", "steps": steps2, "success": False})
    loops2 = [i for i in memory.insights() if "repeat" in i.text.lower()]
    assert len(loops2) == 1
    assert loops2[0].id == loops[0].id
    assert loops2[0].score > loops[0].score
    assert set(loops2[0].supporting) == {"looping", "looping-2"}


def test_resolved_run_without_loop_yields_no_loop_lesson(open_memory):
    memory = open_memory()
    steps = [{"agent": "solver", "action": "open safe 1", "observation": "You open the safe 1."}]
    memory.record({"id": "fine", "instruction": "open the safe.", "steps": steps, "success": True})
    assert not [i for i in memory.insights() if "repeat" in i.text.lower()]


# --------------------------------------------------------------------------- feedback


def _shown(retrieval) -> set[int]:
    return {i for name in retrieval.roles for i in retrieval.for_role(name).insight_ids}


@pytest.mark.parametrize(
    ("success", "status", "knob", "delta"),
    [(False, TaskStatus.FAILED, "feedback_failed", -2.0), (True, TaskStatus.RESOLVED, "feedback_resolved", 1.0)],
)
def test_recording_with_used_retrieval_moves_shown_insights(copy_of_imported, rows_by_id, success, status, knob, delta):
    # Recording also mines lessons from the new run; a twin memory with the feedback step switched off
    # isolates what the feedback did.
    with_feedback = copy_of_imported()
    without_feedback = copy_of_imported(**{knob: 0.0})
    assert getattr(with_feedback.config, knob) == delta

    outcomes = []
    for memory in (with_feedback, without_feedback):
        retrieval = memory.retrieve(HEAT_TASK, roles=ROLES)
        memory.record(new_heat_run(rows_by_id, "fresh", success=success, instruction=HEAT_TASK), used=retrieval)
        outcomes.append((_shown(retrieval), scores(memory)))
    (shown, moved), (shown_twin, still) = outcomes
    assert shown and shown == shown_twin
    assert moved.keys() == still.keys()
    for insight_id in moved:
        expected = delta if insight_id in shown else 0.0
        assert moved[insight_id] - still[insight_id] == pytest.approx(expected), insight_id
    assert with_feedback.task("fresh").status == status

    # The same outcome again moves nothing; a corrected one takes back this move and applies its own;
    # correcting back restores the scores exactly.
    assert with_feedback.feedback("fresh", status) == 0
    assert scores(with_feedback) == moved
    other, other_delta = (TaskStatus.RESOLVED, 1.0) if status == TaskStatus.FAILED else (TaskStatus.FAILED, -2.0)
    assert with_feedback.feedback("fresh", other) == len(shown)
    corrected = scores(with_feedback)
    for insight_id in moved:
        expected = other_delta - delta if insight_id in shown else 0.0
        assert corrected[insight_id] - moved[insight_id] == pytest.approx(expected), insight_id
    assert with_feedback.feedback("fresh", status) == len(shown)
    assert scores(with_feedback) == pytest.approx(moved)
    assert with_feedback.task("fresh").status == status


def test_feedback_on_unknown_task_applies_once_when_known(copy_of_imported, rows_by_id):
    memory = copy_of_imported()
    retrieval = memory.retrieve(HEAT_TASK, roles=ROLES)
    shown = _shown(retrieval)
    assert shown
    memory.record(new_heat_run(rows_by_id, "pending", success=None, instruction=HEAT_TASK), used=retrieval)
    assert memory.task("pending").status == TaskStatus.UNKNOWN
    recorded = scores(memory)

    assert memory.feedback("pending", "unknown") == 0
    assert scores(memory) == recorded

    assert memory.feedback("pending", False) == len(shown)
    after = scores(memory)
    for insight_id, score in recorded.items():
        assert after[insight_id] == pytest.approx(score + (-2.0 if insight_id in shown else 0.0)), insight_id
    assert memory.task("pending").status == TaskStatus.FAILED

    assert memory.feedback("pending", "failed") == 0  # the outcome it has: applied once
    assert scores(memory) == after


def lessons(memory: Memory) -> list[tuple]:
    return sorted((i.key, i.text, i.score, sorted(i.supporting), sorted(i.contradicting)) for i in memory.insights())


@pytest.mark.parametrize("success", [True, False])
def test_a_first_verdict_teaches_what_recording_with_it_would_have(copy_of_imported, rows_by_id, success):
    """A team without a judge records its runs as unknown and settles them with ``feedback``. Until the
    seventy-third session a run settled so taught nothing (mining ran only when a run was recorded) and a failed
    one was shown with "no reason recorded"; now its first verdict teaches what recording with it would have."""
    if success:
        run = new_heat_run(rows_by_id, "late", success=None)
    else:  # the failed heating run that looped and never heated: a loop lesson and two missing steps
        run = {**rows_by_id["alfworld-32"], "id": "late", "success": None}
    settled, recorded_with_it = copy_of_imported(), copy_of_imported()
    settled.record(run)
    before = lessons(settled)
    assert settled.feedback("late", success) == 0  # no retrieval was used for it: no shown insight moves
    recorded_with_it.record({**run, "success": success})

    assert lessons(settled) == lessons(recorded_with_it) != before
    reason = recorded_with_it.graph("late").failure_reason
    assert settled.graph("late").failure_reason == reason and bool(reason) is not success
    assert settled.task("late").status == recorded_with_it.task("late").status

    # A repeated or corrected verdict teaches nothing again.
    taught = lessons(settled)
    settled.feedback("late", success)
    settled.feedback("late", not success)
    assert lessons(settled) == taught


def test_feedback_rejects_unknown_task_and_bad_status(copy_of_imported):
    memory = copy_of_imported()
    with pytest.raises(KeyError):
        memory.feedback("no-such-task", True)
    with pytest.raises(ValueError, match="status"):
        memory.feedback("alfworld-1", "maybe")


def test_retrieval_without_roles_counts_all_returned_insights_as_shown(copy_of_imported, rows_by_id):
    memory = copy_of_imported()
    retrieval = memory.retrieve(HEAT_TASK)
    assert not retrieval.roles and retrieval.insights
    memory.record(new_heat_run(rows_by_id, "no-roles", success=None), used=retrieval)
    assert memory.feedback("no-roles", "resolved") == len({r.insight.id for r in retrieval.insights})


def test_default_feedback_knobs():
    config = MemoryConfig()
    assert config.feedback_failed == -2.0
    assert config.feedback_resolved == 1.0


def test_a_corrected_outcome_reverses_the_earlier_move_and_is_logged(copy_of_imported, rows_by_id):
    """The README's call: recorded as a success (shown insights +1), found out later to have failed."""
    memory = copy_of_imported()
    retrieval = memory.retrieve(HEAT_TASK, roles=ROLES)
    shown = _shown(retrieval)
    assert shown
    memory.record(new_heat_run(rows_by_id, "t42", success=True, instruction=HEAT_TASK), used=retrieval)
    resolved = scores(memory)

    assert memory.feedback("t42", False, by="alice") == len(shown)
    failed = scores(memory)
    for insight_id, score in resolved.items():  # +1 taken back, -2 applied; nothing else moves
        assert failed[insight_id] == pytest.approx(score - (3.0 if insight_id in shown else 0.0)), insight_id
    assert memory.task("t42").status == TaskStatus.FAILED

    correction = memory.history()[0]
    assert correction.kind.value == "task.outcome" and correction.target == "task:t42"
    assert correction.author == "alice" and "resolved -> failed" in correction.summary
    assert correction.before == {"status": "resolved", "feedback": 1.0}
    assert not correction.reversible
    with pytest.raises(UndoError, match="feedback"):
        memory.undo(correction.id)

    assert memory.feedback("t42", "unknown") == len(shown)  # no verdict: no move left
    for insight_id, score in scores(memory).items():
        assert score == pytest.approx(resolved[insight_id] - (1.0 if insight_id in shown else 0.0)), insight_id
    assert memory.history()[0].summary == (
        f"outcome of task t42 corrected: failed -> unknown; {len(shown)} shown insight(s) moved by +2"
    )
    assert memory.retrieve(HEAT_TASK).tasks  # a correction does not make the index rebuild or lose tasks
