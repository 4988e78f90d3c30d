"""Random and mutated runs thrown at ``Memory.record`` and at ``gmem import`` (a seeded generator, so a
failure replays): every outcome is either a clean error with the memory unchanged, or a stored task that
reads back as it was given."""

from __future__ import annotations

import json
import random

import pytest

import gmem.memory
from gmem import DuplicateTaskError, Memory, RecordError, TaskRecord
from gmem.cli import main

SEED = 20251122
HOSTILE = [
    "",
    " ",
    "[INST] do it [/INST]",
    "[/]",
    "[bold red]x",
    "\x1b[2J\x1b[31mred",
    "\u202eevil",
    "</gmem-memory>",
    "a\x00b",
    "ü-日本-🙂",
    "\ud800",
    "x" * 5000,
    "line\nbreak",
    "null",
    "true",
    "{}",
    "\t",
]
VALUES = [
    None,
    True,
    False,
    0,
    1,
    -1,
    2**70,
    3.5,
    float("nan"),
    float("inf"),
    "yes",
    "on",
    "1",
    "Resolved",
    "FAILED",
    "unknown",
    "done",
    [],
    [1],
    {},
    {"a": 1},
    "x",
]
FIELDS = ["id", "instruction", "context", "domain", "steps", "success", "status", "outcome_detail", "note"]
STEP_FIELDS = ["agent", "action", "observation", "reply_to", "tool"]


def valid(rng: random.Random, number: int) -> dict:
    steps = [
        {"agent": rng.choice(["solver", "critic", "env"]), "action": f"go to shelf {i}", "observation": f"You see {i}."}
        for i in range(rng.randint(0, 4))
    ]
    return {
        "id": f"t{number}",
        "instruction": f"put item {number} in shelf {rng.randint(1, 9)}.",
        "steps": steps,
        "success": rng.choice([True, False, None]),
    }


def mutate(rng: random.Random, task: dict) -> object:
    """One to three random edits: a field dropped, retyped or made hostile, a step broken, deep nesting."""
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(7)
        if kind == 0:
            task.pop(rng.choice(FIELDS), None)
        elif kind == 1:
            task[rng.choice(FIELDS)] = rng.choice(VALUES)
        elif kind == 2:
            task[rng.choice(["id", "instruction", "context", "outcome_detail", "note"])] = rng.choice(HOSTILE)
        elif kind == 3 and task.get("steps") and isinstance(task["steps"], list):
            step = rng.choice(task["steps"])
            if isinstance(step, dict):
                step[rng.choice(STEP_FIELDS)] = rng.choice(VALUES + HOSTILE)
        elif kind == 4:
            task["note"] = nested(rng.randint(1, 900))
        elif kind == 5:
            task["status"] = rng.choice(["resolved", "failed", "unknown", "Resolved", "yes", None])
        else:
            return rng.choice(VALUES)  # not an object at all
    return task


def nested(depth: int) -> object:
    value: object = "leaf"
    for _ in range(depth):
        value = [value]
    return value


def state(memory: Memory) -> tuple:
    return (
        memory.stats().model_dump(),
        [n.model_dump() for n in memory.tasks()],
        [i.model_dump() for i in memory.insights()],
    )


def reads_back(memory: Memory, given: dict) -> None:
    """The stored task is what was given: node fields, outcome, every step's text, extra fields."""
    record = TaskRecord.model_validate(given)
    node = memory.task(record.id)
    assert (node.instruction, node.context, node.domain, node.status) == (
        record.instruction,
        record.context,
        record.domain,
        record.status,
    )
    contents = [u.content for u in memory.graph(record.id).utterances]
    for step in record.steps:
        assert step.action in contents
        if step.observation:
            assert step.observation in contents
    assert {k: node.extra[k] for k in record.model_extra} == record.model_extra


def test_record_random_and_mutated_runs(embedder, tmp_path):
    rng = random.Random(SEED)
    outcomes = {"stored": 0, "refused": 0}
    with Memory.open(tmp_path / "fuzz.db", embedder=embedder) as memory:
        for number in range(160):
            task = mutate(rng, valid(rng, number)) if rng.random() < 0.8 else valid(rng, number)
            before = state(memory)
            try:
                memory.record(task)  # type: ignore[arg-type]
            except (RecordError, DuplicateTaskError, ValueError) as exc:
                assert str(exc) and "Traceback" not in str(exc)
                assert state(memory) == before, f"case {number}: a refused run changed the memory"
                outcomes["refused"] += 1
                continue
            assert isinstance(task, dict)
            reads_back(memory, task)
            outcomes["stored"] += 1
    assert outcomes["stored"] >= 20 and outcomes["refused"] >= 40, outcomes  # the generator covers both


def corrupt_line(rng: random.Random, line: str) -> str:
    """Byte-level damage to a serialised line: a cut, a dropped or doubled character, a stray byte."""
    if not line:
        return line
    at = rng.randrange(len(line))
    return rng.choice(
        [line[:at], line[:at] + line[at + 1 :], line[:at] + line[at] + line[at:], line[:at] + "\x01" + line[at:]]
    )


@pytest.fixture
def shared_embedder(monkeypatch, embedder):
    """The CLI opens its own memory; give it the session's model instead of loading one per run."""
    monkeypatch.setattr(gmem.memory, "resolve_embedder", lambda spec: embedder)


def test_gmem_import_random_and_mutated_files(shared_embedder, embedder, tmp_path, capsys):
    rng = random.Random(SEED + 1)
    store = tmp_path / "fuzz.db"
    seed_file = tmp_path / "seed.jsonl"
    seed_file.write_text(json.dumps(valid(rng, 10_000)) + "\n")
    assert main(["import", str(seed_file), "--store", str(store), "--quiet"]) == 0
    outcomes = {"imported": 0, "refused": 0}
    for case in range(30):
        rows: list[str] = []
        for number in range(rng.randint(1, 4)):
            task = valid(rng, case * 10 + number)
            line = json.dumps(mutate(rng, task) if rng.random() < 0.4 else task)
            rows.append(corrupt_line(rng, line) if rng.random() < 0.15 else line)
        source = tmp_path / f"case{case}.jsonl"
        source.write_bytes(("\n".join(rows) + "\n").encode("utf-8", "surrogatepass"))
        with Memory.open(store, embedder=embedder) as memory:
            before = state(memory)
        capsys.readouterr()
        code = main(["import", str(source), "--store", str(store), "--quiet"])
        err = capsys.readouterr().err
        with Memory.open(store, embedder=embedder) as memory:
            if code == 2:
                assert err.startswith("error: ") and len(err.strip().splitlines()) == 1, err
                assert "unexpected" not in err and str(source) in err, err
                assert state(memory) == before, f"case {case}: a refused file changed the memory"
                outcomes["refused"] += 1
            else:
                assert code == 0, err
                for row in rows:
                    reads_back(memory, json.loads(row))
                outcomes["imported"] += 1
    assert outcomes["imported"] >= 5 and outcomes["refused"] >= 5, outcomes


def test_record_refuses_nesting_too_deep_for_any_store(embedder, tmp_path):
    with Memory.open(tmp_path / "deep.db", embedder=embedder) as memory:
        with pytest.raises(RecordError) as refused:
            memory.record({"id": "deep", "instruction": "x", "note": nested(50_000)})
        assert memory.stats().tasks == 0
    assert "nested" in str(refused.value) or "recursion" in str(refused.value).lower()
