"""Bad trajectory files: every error says file, line and field, and a bad line anywhere stores nothing."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from gmem import Memory, RecordError
from gmem.models import MAX_UTTERANCE_CHARS

log = logging.getLogger(__name__)


def write_jsonl(path: Path, lines: list) -> Path:
    """Write dicts as JSON lines and strings verbatim."""
    text = "".join((line if isinstance(line, str) else json.dumps(line, ensure_ascii=False)) + "\n" for line in lines)
    path.write_text(text, encoding="utf-8")
    return path


def small(task_id: str, **changes) -> dict:
    task = {
        "id": task_id,
        "instruction": f"heat some egg and put it in garbagecan ({task_id}).",
        "domain": "alfworld",
        "steps": [
            {"agent": "solver", "action": "take egg 1 from countertop 1", "observation": "You pick up the egg 1."},
            {"agent": "solver", "action": "heat egg 1 with microwave 1", "observation": "You heat the egg 1."},
            {"agent": "solver", "action": "put egg 1 in/on garbagecan 1", "observation": "You put the egg 1."},
        ],
        "success": True,
    }
    task.update(changes)
    return {k: v for k, v in task.items() if v is not ...}


def state(memory: Memory) -> tuple:
    stats = memory.stats().model_dump()
    return stats, [i.model_dump() for i in memory.insights()]


def import_error(memory: Memory, path: Path) -> RecordError:
    before = state(memory)
    with pytest.raises(RecordError) as caught:
        memory.import_jsonl(path)
    log.info("%s", caught.value)
    assert state(memory) == before
    return caught.value


def assert_located(error: RecordError, path: Path, line: int, field: str | None) -> None:
    message = str(error)
    assert error.source == str(path)
    assert str(path) in message
    assert error.line == line
    assert f"{path}:{line}" in message
    if field is not None:
        assert error.field == field
        assert field in message


# --------------------------------------------------------------------------- one bad line each


@pytest.mark.parametrize(
    ("bad", "field"),
    [
        (small("x", instruction=...), "instruction"),
        (small("x", id=...), "id"),
        (small("x", steps=[{"action": "go to fridge 1", "observation": "The fridge 1 is closed."}]), "steps.0.agent"),
        (small("x", steps=[{"agent": "solver"}]), "steps.0.action"),
    ],
    ids=["no-instruction", "no-id", "no-agent", "no-action"],
)
def test_missing_field(open_memory, tmp_path, bad, field):
    path = write_jsonl(tmp_path / "missing.jsonl", [small("ok-1"), bad])
    assert_located(import_error(open_memory(), path), path, 2, field)


def test_a_field_missing_names_what_the_line_has_instead(open_memory, tmp_path):
    """Another framework's names for a step's or a task's fields are why a line lacks one: the error names both."""
    as_chat = small("x", steps=[{"role": "assistant", "content": "go to fridge 1"}])
    error = import_error(open_memory(), write_jsonl(tmp_path / "chat.jsonl", [as_chat]))
    assert "a step needs agent, action; this one has content, role" in str(error), error
    as_task = {"task": "put a mug away", "messages": []}
    error = import_error(open_memory(), write_jsonl(tmp_path / "task.jsonl", [as_task]))
    assert "a task needs id, instruction; this one has messages, task" in str(error), error


@pytest.mark.parametrize(
    ("bad", "field"),
    [
        (small("x", instruction=42), "instruction"),
        (small("x", steps="go to fridge 1"), "steps"),
        (small("x", steps=[{"agent": "solver", "action": ["go", "to"], "observation": ""}]), "steps.0.action"),
        (
            small("x", steps=[{"agent": "solver", "action": "look", "observation": {"text": "dark"}}]),
            "steps.0.observation",
        ),
        (small("x", success="maybe"), "success"),
        (small("x", status="done"), "status"),
        (small("x", steps=[{"agent": "solver", "action": "look", "reply_to": "first"}]), "steps.0.reply_to"),
    ],
    ids=[
        "instruction-int",
        "steps-str",
        "action-list",
        "observation-dict",
        "success-str",
        "status-enum",
        "reply_to-str",
    ],
)
def test_wrong_type(open_memory, tmp_path, bad, field):
    path = write_jsonl(tmp_path / "types.jsonl", [small("ok-1"), small("ok-2"), bad])
    assert_located(import_error(open_memory(), path), path, 3, field)


def test_zero_steps_is_a_one_shot_answer(open_memory, tmp_path):
    """A run with no steps (the team answered at once) is a task like any other: stored, found, shown."""
    path = write_jsonl(tmp_path / "oneshot.jsonl", [small("ok-1"), small("x", steps=[], outcome_detail="answered: 42")])
    memory = open_memory()
    assert [node.id for node in memory.import_jsonl(path)] == ["ok-1", "x"]
    assert memory.graph("x").utterances == [] and memory.task("x").outcome_detail == "answered: 42"
    found = memory.retrieve("heat some egg and put it in garbagecan (x).", roles=["solver"])
    assert "x" in [t.node.id for t in found.tasks]


def test_empty_instruction(open_memory, tmp_path):
    path = write_jsonl(tmp_path / "blank.jsonl", [small("x", instruction="")])
    assert_located(import_error(open_memory(), path), path, 1, "instruction")


@pytest.mark.parametrize(
    "raw",
    ['{"id": "x", "instruction": "heat", ', "not json at all", '{"id": "x",, }', "[1, 2, 3]", '"just a string"'],
    ids=["truncated", "text", "syntax", "array", "string"],
)
def test_invalid_json_line(open_memory, tmp_path, raw):
    path = write_jsonl(tmp_path / "broken.jsonl", [small("ok-1"), small("ok-2"), raw])
    error = import_error(open_memory(), path)
    assert_located(error, path, 3, None)


def test_line_numbers_count_blank_lines(open_memory, tmp_path):
    path = write_jsonl(tmp_path / "gaps.jsonl", [small("ok-1"), "", "   ", small("x", instruction="")])
    assert_located(import_error(open_memory(), path), path, 4, "instruction")


@pytest.mark.parametrize("field", ["action", "observation"])
def test_megabyte_utterance_is_rejected(open_memory, tmp_path, field):
    huge = "x" * 1_000_000
    step = {"agent": "solver", "action": "cat log.txt", "observation": "ok", field: huge}
    path = write_jsonl(tmp_path / "huge.jsonl", [small("ok-1"), small("big", steps=[step])])
    error = import_error(open_memory(), path)
    assert_located(error, path, 2, f"steps.0.{field}")
    assert str(MAX_UTTERANCE_CHARS) in str(error) or f"{MAX_UTTERANCE_CHARS:,}" in str(error)
    assert len(str(error)) < 1_000  # the message does not echo the blob


def test_utterance_at_the_limit_is_accepted(open_memory, tmp_path):
    step = {"agent": "solver", "action": "cat log.txt", "observation": "y" * MAX_UTTERANCE_CHARS}
    path = write_jsonl(tmp_path / "limit.jsonl", [small("at-limit", steps=[step])])
    memory = open_memory()
    memory.import_jsonl(path)
    assert memory.graph("at-limit").utterances[1].content == "y" * MAX_UTTERANCE_CHARS


def test_repeated_id_within_a_file(open_memory, tmp_path):
    path = write_jsonl(tmp_path / "repeat.jsonl", [small("a"), small("b"), small("c"), small("b")])
    error = import_error(open_memory(), path)
    assert_located(error, path, 4, "id")
    assert "line 2" in str(error)


def test_id_already_in_the_memory_is_located(open_memory, tmp_path):
    memory = open_memory()
    memory.record(small("stored"))
    path = write_jsonl(tmp_path / "again.jsonl", [small("new-1"), small("new-2"), small("stored")])
    error = import_error(memory, path)
    assert_located(error, path, 3, "id")
    assert "stored" in str(error)


def test_file_not_in_utf8_is_located(open_memory, tmp_path):
    path = tmp_path / "latin1.jsonl"
    good = json.dumps(small("ok-1")) + "\n"
    bad = json.dumps(small("café", instruction="réchauffer un oeuf à la crème"), ensure_ascii=False) + "\n"
    path.write_bytes(good.encode("utf-8") + bad.encode("latin-1"))
    error = import_error(open_memory(), path)
    assert_located(error, path, 2, None)


def test_lone_surrogate_escape_is_rejected(open_memory, tmp_path):
    path = write_jsonl(
        tmp_path / "surrogate.jsonl",
        [small("ok-1"), '{"id": "s", "instruction": "bad \\ud800 text", "steps": [{"agent": "a", "action": "b"}]}'],
    )
    assert_located(import_error(open_memory(), path), path, 2, "instruction")


# --------------------------------------------------------------------------- unicode


def test_unicode_round_trips(open_memory, tmp_path):
    instruction = "Erhitze ein Ei 🥚 und lege es in den Mülleimer — 加热鸡蛋 — سخّن البيضة"
    steps = [
        {"agent": "agent-ü", "action": "think: 先找到鸡蛋 (e\u0301 combining)", "observation": "OK."},
        {"agent": "agent-ü", "action": "take egg 1 from countertop 1 🍳", "observation": "Вы взяли яйцо 1.\u200b"},
        {"agent": "критик", "action": "ok 👍🏽 \u202ereversed\u202c"},
    ]
    task = {
        "id": "ü-日本-🙂",
        "instruction": instruction,
        "context": "Küche",
        "steps": steps,
        "success": True,
        "note": "naïve ✓",
    }
    path = write_jsonl(tmp_path / "unicode.jsonl", [task])
    memory = open_memory()
    memory.import_jsonl(path)

    node = memory.task("ü-日本-🙂")
    assert node.instruction == instruction
    assert node.context == "Küche"
    assert node.extra == {"note": "naïve ✓"}
    graph = memory.graph("ü-日本-🙂")
    assert [u.content for u in graph.utterances] == [
        steps[0]["action"],
        "OK.",
        steps[1]["action"],
        steps[1]["observation"],
        steps[2]["action"],
    ]
    assert [u.agent for u in graph.utterances][-1] == "критик"
    retrieval = memory.retrieve("加热鸡蛋 🥚", roles=["agent-ü"])
    assert retrieval.tasks[0].node.id == "ü-日本-🙂"
    assert "[you]" in retrieval.for_role("agent-ü").text


def test_good_file_imports_everything(open_memory, tmp_path):
    path = write_jsonl(tmp_path / "good.jsonl", [small("a"), "", small("b"), small("c", success=False)])
    memory = open_memory()
    nodes = memory.import_jsonl(path)
    assert [n.id for n in nodes] == ["a", "b", "c"]
    assert memory.stats().tasks == 3 and memory.stats().failed == 1


# --------------------------------------------------------------------------- atomicity


BAD_LINE_5 = {
    "missing-field": small("bad", instruction=...),
    "invalid-json": '{"id": "bad", "steps": [',
    "outcome-conflict": small("bad", success=True, status="failed"),
    "nul-character": small("bad", context="a\x00b"),
    "huge": small("bad", steps=[{"agent": "a", "action": "z" * (MAX_UTTERANCE_CHARS + 1)}]),
    "repeat-of-line-2": small("file-2"),
}


@pytest.mark.parametrize("kind", sorted(BAD_LINE_5))
@pytest.mark.parametrize("preloaded", [0, 3], ids=["empty", "holding-3"])
def test_bad_line_5_leaves_memory_untouched(open_memory, tmp_path, kind, preloaded):
    memory = open_memory()
    if preloaded:
        memory.record_many([small(f"held-{n}", success=n % 2 == 0) for n in range(preloaded)])
    before_state = state(memory)
    before_retrieval = memory.retrieve("heat some egg and put it in garbagecan.")
    lines = [small(f"file-{n}") for n in range(1, 5)] + [BAD_LINE_5[kind]] + [small("file-6")]
    path = write_jsonl(tmp_path / "bad5.jsonl", lines)

    error = import_error(memory, path)
    assert_located(error, path, 5, None)
    assert memory.stats().tasks == preloaded
    assert state(memory) == before_state
    for n in range(1, 7):
        with pytest.raises(KeyError):
            memory.task(f"file-{n}")
    after_retrieval = memory.retrieve("heat some egg and put it in garbagecan.")
    assert [t.node.id for t in after_retrieval.tasks] == [t.node.id for t in before_retrieval.tasks]

    # Nothing of the rejected file lingers: once fixed, the same file imports completely.
    lines[4] = small("file-5")
    memory.import_jsonl(write_jsonl(tmp_path / "fixed.jsonl", lines))
    assert memory.stats().tasks == preloaded + 6


def test_line_5_repeating_a_stored_id_leaves_memory_untouched(open_memory, tmp_path, alfworld_rows):
    memory = open_memory()
    memory.record_many(alfworld_rows[:3])
    before = state(memory)
    lines = [small(f"file-{n}") for n in range(1, 5)] + [alfworld_rows[1]]
    path = write_jsonl(tmp_path / "stored5.jsonl", lines)
    with pytest.raises(RecordError):
        memory.import_jsonl(path)
    assert state(memory) == before
    lines[4] = small("file-5")
    memory.import_jsonl(write_jsonl(tmp_path / "fixed.jsonl", lines))
    assert memory.stats().tasks == 8
