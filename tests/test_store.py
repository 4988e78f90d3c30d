"""The SQLite store: persistence across reopen, embedder guard, WAL, duplicates, extra fields."""

from __future__ import annotations

import hashlib
import logging
import shutil
import sqlite3
from pathlib import Path

import numpy as np
import pytest

from gmem import CallableEmbedder, DuplicateTaskError, Memory, TaskStatus

log = logging.getLogger(__name__)

HEAT_TASK = "heat some potato and put it in countertop."
ROLES = [
    ("solver", "carries out actions in the environment step by step"),
    ("critic", "reviews the plan and spots mistakes"),
]


def toy_embedder(dimension: int, name: str = "toy") -> CallableEmbedder:
    def embed(texts):
        out = []
        for text in texts:
            seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "little")
            out.append(np.random.default_rng(seed).normal(size=dimension))
        return out

    return CallableEmbedder(embed, dimension=dimension, name=name)


def snapshot(memory: Memory) -> dict:
    """Everything a user can observe of a memory, split into exact parts and float parts."""
    retrieval = memory.retrieve(HEAT_TASK, roles=ROLES)
    ids = [t.node.id for t in retrieval.tasks]
    all_ids = sorted({*ids, *(i for ins in memory.insights() for i in ins.supporting)})
    exact = {
        "stats": memory.stats().model_dump(exclude={"location"}),
        "insights": [i.model_dump() for i in memory.insights()],
        # Ties are compared as sets here; the order among equal scores has its own test.
        "ranked": sorted((t.node.id, t.via, round(t.score, 9)) for t in retrieval.tasks),
        "nodes": [memory.task(i).model_dump() for i in all_ids],
        "retrieved insights": [r.insight.model_dump() for r in retrieval.insights],
        "resolved": [e.model_dump(exclude={"score"}) for e in retrieval.resolved],
        "failed": [e.model_dump(exclude={"score"}) for e in retrieval.failed],
        "roles": {name: ctx.model_dump() for name, ctx in retrieval.roles.items()},
        "neighbours": {i: sorted(memory.related(i)) for i in all_ids},
        "graphs": {i: memory.graph(i).model_dump() for i in ids[:5]},
    }
    floats = {
        "scores": sorted(t.score for t in retrieval.tasks),
        "relevance": [r.relevance for r in retrieval.insights],
    }
    return {"exact": exact, "floats": floats}


def assert_same(before: dict, after: dict) -> None:
    for key, value in before["exact"].items():
        assert after["exact"][key] == value, key
    for key, value in before["floats"].items():
        assert after["floats"][key] == pytest.approx(value, rel=1e-9, abs=1e-12), key


# --------------------------------------------------------------------------- persistence


def _copy_store(source: Path, target: Path) -> Path:
    for suffix in ("", "-wal", "-shm"):
        if Path(f"{source}{suffix}").exists():
            shutil.copy(f"{source}{suffix}", f"{target}{suffix}")
    return target


@pytest.fixture(scope="module")
def imported(embedder, alfworld_rows, tmp_path_factory):
    """Import the real rows once; keep what the *importing* memory showed, then close it."""
    path = tmp_path_factory.mktemp("store") / "alfworld.db"
    with Memory.open(path, embedder=embedder) as memory:
        memory.record_many(alfworld_rows)
        seen = snapshot(memory)
        order = [(t.node.id, t.score) for t in memory.retrieve(HEAT_TASK).tasks]
    return path, seen, order


@pytest.fixture
def copy_of_imported(imported, open_memory, tmp_path):
    def factory(name: str = "copy.db", **config) -> Memory:
        return open_memory(_copy_store(imported[0], tmp_path / name), **config)

    return factory


def test_reopen_restores_everything(imported, copy_of_imported, alfworld_rows):
    _, before, _ = imported
    assert before["exact"]["stats"]["tasks"] == len(alfworld_rows)
    assert before["exact"]["stats"]["insights"] > 0 and before["exact"]["stats"]["links"] > 0
    assert_same(before, snapshot(copy_of_imported()))


def test_reopen_keeps_the_order_of_equal_scores(imported, copy_of_imported):
    """Tasks with identical instructions score exactly alike; their order must not change on reopen."""
    _, _, before = imported
    assert len({score for _, score in before}) < len(before)  # the excerpt does produce exact ties
    after = [(t.node.id, t.score) for t in copy_of_imported().retrieve(HEAT_TASK).tasks]
    assert after == before


def test_reopen_after_outcomes_arrive_later(copy_of_imported, open_memory, alfworld_rows):
    """Outcomes given by feedback after recording must leave RAM and disk agreeing."""
    memory = copy_of_imported("feedback.db")
    rows = {row["id"]: row for row in alfworld_rows}
    late = {"alfworld-8": True, "alfworld-31": "resolved", "alfworld-9": False}
    retrieval = memory.retrieve(HEAT_TASK, roles=ROLES)
    memory.record_many([{**rows[i], "id": f"late-{i}", "success": None} for i in late])
    for task_id, outcome in late.items():
        memory.feedback(f"late-{task_id}", outcome)
    memory.record({**rows["alfworld-14"], "id": "late-heat", "success": True}, used=retrieval)
    before = snapshot(memory)
    memory.close()

    reopened = open_memory(memory.location)
    assert reopened.task("late-alfworld-8").status == TaskStatus.RESOLVED
    assert reopened.task("late-alfworld-9").status == TaskStatus.FAILED
    assert_same(before, snapshot(reopened))


def test_reopen_after_a_resolved_task_is_corrected_to_failed(copy_of_imported, open_memory):
    """A late correction (resolved -> failed) must not leave the running memory scoring differently from
    the same memory reopened: what worked is learned from resolved tasks only, in RAM as on disk."""
    memory = copy_of_imported("correction.db")
    memory.feedback("alfworld-14", False)
    before = snapshot(memory)
    memory.close()

    reopened = open_memory(memory.location)
    assert reopened.task("alfworld-14").status == TaskStatus.FAILED
    assert_same(before, snapshot(reopened))


def test_in_memory_location_is_not_persisted(embedder, alfworld_rows):
    with Memory.open(":memory:", embedder=embedder) as memory:
        memory.record(alfworld_rows[0])
        assert memory.stats().tasks == 1
    with Memory.open(":memory:", embedder=embedder) as memory:
        assert memory.stats().tasks == 0


# --------------------------------------------------------------------------- embedder guard


def test_different_embedder_dimension_is_refused(open_memory, embedder, alfworld_rows, tmp_path):
    path = tmp_path / "minilm.db"
    memory = open_memory(path)
    memory.record(alfworld_rows[0])
    memory.close()

    with pytest.raises(ValueError, match="embedder") as caught:
        Memory.open(path, embedder=toy_embedder(16))
    message = str(caught.value)
    log.info("refusal: %s", message)
    assert str(embedder.dimension) in message and "16" in message
    assert embedder.name in message and "toy" in message

    # The refusal changed nothing: the right embedder still opens it, with its task.
    reopened = open_memory(path)
    assert reopened.stats().tasks == 1


def test_embedder_is_fixed_at_creation_even_when_empty(open_memory, tmp_path):
    path = tmp_path / "toy.db"
    with Memory.open(path, embedder=toy_embedder(8)) as memory:
        assert memory.stats().tasks == 0
    with pytest.raises(ValueError, match="embedder"):
        open_memory(path)  # the real MiniLM (384)
    with pytest.raises(ValueError, match="embedder"):
        Memory.open(path, embedder=toy_embedder(8, name="other-toy"))  # same size, different model
    with Memory.open(path, embedder=toy_embedder(8)) as memory:
        memory.record({"id": "x", "instruction": "do x", "steps": [{"agent": "a", "action": "x"}], "success": True})
        assert memory.retrieve("do x").tasks[0].node.id == "x"


def test_callable_embedder_shape_is_checked():
    bad = CallableEmbedder(lambda texts: [[1.0, 0.0]] * len(texts), dimension=3, name="bad")
    with pytest.raises(ValueError, match="shape"):
        bad.embed(["a"])


# --------------------------------------------------------------------------- WAL


def test_file_store_uses_wal(open_memory, alfworld_rows, tmp_path):
    path = tmp_path / "wal.db"
    memory = open_memory(path)
    memory.record(alfworld_rows[0])
    probe = sqlite3.connect(path)
    try:
        assert probe.execute("PRAGMA journal_mode").fetchone()[0].lower() == "wal"
        # A second connection sees the committed task while the memory is still open.
        assert probe.execute("SELECT count(*) FROM tasks").fetchone()[0] == 1
    finally:
        probe.close()


# --------------------------------------------------------------------------- duplicates


def _state(memory: Memory) -> tuple:
    return (
        memory.stats().model_dump(),
        [i.model_dump() for i in memory.insights()],
    )


def test_duplicate_id_is_rejected(open_memory, alfworld_rows):
    memory = open_memory()
    memory.record_many(alfworld_rows[:3])
    state = _state(memory)
    with pytest.raises(DuplicateTaskError, match=alfworld_rows[1]["id"]):
        memory.record(alfworld_rows[1])
    with pytest.raises(DuplicateTaskError):
        memory.record({**alfworld_rows[5], "id": alfworld_rows[0]["id"]})  # same id, different run
    assert _state(memory) == state
    assert memory.task(alfworld_rows[0]["id"]).instruction == alfworld_rows[0]["instruction"]


def test_batch_with_a_duplicate_writes_nothing(open_memory, alfworld_rows):
    memory = open_memory()
    memory.record_many(alfworld_rows[:3])
    state = _state(memory)
    fresh = alfworld_rows[3]
    with pytest.raises(DuplicateTaskError):
        memory.record_many([fresh, alfworld_rows[4], alfworld_rows[2]])
    with pytest.raises(DuplicateTaskError):
        memory.record_many([alfworld_rows[5], alfworld_rows[5]])  # repeated within the batch
    assert _state(memory) == state
    with pytest.raises(KeyError):
        memory.task(fresh["id"])
    # Nothing of the failed batches lingers in RAM either: the same tasks record cleanly now.
    memory.record_many([fresh, alfworld_rows[4], alfworld_rows[5]])
    assert memory.stats().tasks == 6


def test_duplicate_from_another_writer_rolls_back_the_whole_batch(open_memory, alfworld_rows, tmp_path):
    path = tmp_path / "shared.db"
    first = open_memory(path)
    second = open_memory(path)  # opened before `first` records: its index does not know the task
    first.record(alfworld_rows[0])
    state = _state(first)

    with pytest.raises(DuplicateTaskError):
        second.record_many([alfworld_rows[1], alfworld_rows[0]])
    assert _state(first) == state
    assert _state(second) == state
    with pytest.raises(KeyError):
        second.task(alfworld_rows[1]["id"])
    second.record(alfworld_rows[1])
    assert first.stats().tasks == 2


# --------------------------------------------------------------------------- extra fields


def test_unknown_extra_fields_are_kept(open_memory, tmp_path):
    path = tmp_path / "extra.db"
    memory = open_memory(path)
    extra = {"team": "alpha", "cost_usd": 0.42, "tags": ["kitchen", "héat"], "trace": {"run": 7, "ok": None}}
    task = {
        "id": "with-extra",
        "instruction": "heat some potato and put it in countertop.",
        "steps": [{"agent": "solver", "action": "heat potato 1 with microwave 1", "observation": "You heat it."}],
        "success": True,
        **extra,
    }
    node = memory.record(task)
    assert node.extra == extra
    assert memory.task("with-extra").extra == extra
    assert memory.retrieve(HEAT_TASK).tasks[0].node.extra == extra
    memory.close()
    assert open_memory(path).task("with-extra").extra == extra


def test_imported_rows_keep_their_extra_fields(open_memory, alfworld_rows):
    memory = open_memory()
    memory.record_many(alfworld_rows[:2])
    for row in alfworld_rows[:2]:
        assert memory.task(row["id"]).extra == {"task_type": row["task_type"]}
        assert memory.task(row["id"]).domain == row["domain"]
        assert memory.task(row["id"]).context == row["context"]
