"""One outcome rule for import, judges and feedback; text no store can hold refused at the edge on both
backends; re-imports that skip what is stored; compact reprs."""

from __future__ import annotations

import json

import pytest

from gmem import Memory, RecordError, TaskStatus, as_status
from gmem.errors import InvalidArgumentError
from gmem.integrations.autogen.judge import judge_run

ACCEPTED = [
    (True, TaskStatus.RESOLVED),
    (False, TaskStatus.FAILED),
    (None, TaskStatus.UNKNOWN),
    ("resolved", TaskStatus.RESOLVED),
    ("Failed", TaskStatus.FAILED),
    (" UNKNOWN ", TaskStatus.UNKNOWN),
]
REFUSED = ["yes", "no", "on", "off", "1", "0", "true", "ok", "success", 1, 0, 1.0, [], {}]


def task(task_id: str, **fields) -> dict:
    return {
        "id": task_id,
        "instruction": f"cool some apple and put it in fridge ({task_id}).",
        "steps": [{"agent": "solver", "action": "cool apple 1 with fridge 1", "observation": "You cool it."}],
    } | fields


@pytest.mark.parametrize(("given", "status"), ACCEPTED)
def test_accepted_spellings_mean_the_same_everywhere(open_memory, given, status):
    assert as_status(given) is status
    memory = open_memory()
    field = {"success": given} if isinstance(given, bool) or given is None else {"status": given}
    assert memory.record(task("a", **field)).status is status
    memory.record(task("b"))
    memory.feedback("b", given)
    assert memory.task("b").status is status


@pytest.mark.parametrize("given", REFUSED, ids=[repr(v) for v in REFUSED])
def test_anything_else_is_refused_everywhere(open_memory, tmp_path, given):
    """`"success": "yes"` used to be taken as success on import while a judge returning "yes" was refused."""
    memory = open_memory()
    for field in ("success", "status"):
        source = tmp_path / f"{field}.jsonl"
        source.write_text(json.dumps(task("x", **{field: given})) + "\n")
        with pytest.raises(RecordError) as refused:
            memory.import_jsonl(source)
        assert refused.value.field == field and f"{source}:1" in str(refused.value)
    memory.record(task("b"))
    with pytest.raises(ValueError, match="an outcome \\(status\\) must be"):
        memory.feedback("b", given)
    assert memory.task("b").status is TaskStatus.UNKNOWN and memory.stats().tasks == 1


@pytest.mark.parametrize("given", ["yes", "Resolved"])
async def test_a_judge_follows_the_same_rule(given):
    verdict = await judge_run(lambda result: given, None, timeout=5)  # type: ignore[arg-type]
    if given == "yes":
        assert verdict.status is TaskStatus.UNKNOWN and "an outcome (status) must be" in verdict.detail
    else:
        assert verdict.status is TaskStatus.RESOLVED


@pytest.mark.parametrize(("success", "status"), [(True, "failed"), (False, "resolved"), (True, "unknown")])
def test_success_and_status_that_disagree_are_an_error(open_memory, tmp_path, success, status):
    source = tmp_path / "conflict.jsonl"
    source.write_text(json.dumps(task("ok")) + "\n" + json.dumps(task("x", success=success, status=status)) + "\n")
    with pytest.raises(RecordError, match="conflicts with status") as refused:
        open_memory().import_jsonl(source)
    assert refused.value.line == 2


def test_agreeing_success_and_status_are_fine(open_memory):
    assert open_memory().record(task("x", success=False, status="failed")).status is TaskStatus.FAILED


# --------------------------------------------------------------------------- what no store can hold


NUL_PLACES = {
    "instruction": task("x", instruction="heat\x00 the egg"),
    "steps.0.observation": task("x", steps=[{"agent": "env", "action": "look", "observation": "dark\x00"}]),
    "steps.0.agent": task("x", steps=[{"agent": "sol\x00ver", "action": "look"}]),
}


@pytest.fixture(params=["sqlite", "postgres"])
def any_store(request, embedder, tmp_path):
    location = tmp_path / "m.db" if request.param == "sqlite" else request.getfixturevalue("pg_url")
    with Memory.open(location, embedder=embedder) as memory:
        yield memory


@pytest.mark.parametrize("field", sorted(NUL_PLACES))
def test_nul_is_refused_at_import_on_both_backends(any_store, tmp_path, field):
    source = tmp_path / "nul.jsonl"
    source.write_text(json.dumps(task("ok")) + "\n" + json.dumps(NUL_PLACES[field]) + "\n")
    with pytest.raises(RecordError, match="NUL") as refused:
        any_store.import_jsonl(source)
    assert (refused.value.line, refused.value.field) == (2, field)
    assert any_store.stats().tasks == 0


@pytest.mark.parametrize("extra", [{"note": "a\x00b"}, {"scores": [1.0, float("nan")]}, {"m\x00": 1}])
def test_extra_fields_no_store_can_hold_are_refused(any_store, extra):
    with pytest.raises(RecordError):
        any_store.record(task("x", **extra))
    assert any_store.stats().tasks == 0


# --------------------------------------------------------------------------- importing again


def test_skip_existing_imports_only_new_tasks(open_memory, tmp_path):
    memory = open_memory()
    source = tmp_path / "runs.jsonl"
    source.write_text("".join(json.dumps(task(i)) + "\n" for i in ("a", "b")))
    memory.import_jsonl(source)
    source.write_text("".join(json.dumps(task(i)) + "\n" for i in ("a", "b", "c")))
    with pytest.raises(RecordError, match="already in the memory"):
        memory.import_jsonl(source)
    assert [n.id for n in memory.import_jsonl(source, skip_existing=True)] == ["c"]
    assert memory.stats().tasks == 3


# --------------------------------------------------------------------------- repr


def test_a_change_holding_vectors_has_a_short_repr(open_memory):
    memory = open_memory()
    memory.record(task("x", extra_blob="z" * 3000))
    change = memory.forget("x", by="tester")
    assert len(repr(change)) < 600, repr(change)
    assert "tester" in repr(change) and "chars>" in repr(change)


# --------------------------------------------------------------------------- opening what is not a store


def test_the_library_refuses_a_file_that_is_not_sqlite(tmp_path, embedder):
    """A text file given as the store used to end in a raw sqlite3 traceback. (An empty file is refused by
    the CLI: to the library it may be a store another process is creating this instant.)"""
    path = tmp_path / "store.db"
    path.write_bytes(b"id,instruction\n")
    with pytest.raises(ValueError, match="not a SQLite database"):
        Memory.open(path, embedder=embedder)
    assert path.read_bytes() == b"id,instruction\n"


@pytest.mark.parametrize(("detail", "refusal"), [(42, "detail must be a text"), ("a\x00b", "detail contains a NUL")])
def test_a_verdict_s_detail_no_store_can_hold_is_refused_and_nothing_moves(open_memory, detail, refusal):
    memory = open_memory()
    memory.record(task("b"))
    with pytest.raises(InvalidArgumentError, match=refusal):
        memory.feedback("b", False, detail=detail)
    assert memory.task("b").status is TaskStatus.UNKNOWN and memory.task("b").outcome_detail == ""
    memory.feedback("b", False, detail="  the apple was never cooled  ")
    assert memory.task("b").outcome_detail == "the apple was never cooled"
