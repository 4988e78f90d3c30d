"""Runs keep the words they were read into, and a memory reads again the runs an older reading gave their words
(gmem.rereading): on both backends, through a snapshot taken before, and from an export made before tasks kept
their reading; and the reading's version goes up whenever the reading changes."""

from __future__ import annotations

import hashlib
import json

import pytest

from gmem import Memory, limits, snapshot
from gmem.errors import UndoError
from gmem.models import ChangeKind
from gmem.snapshot import snapshot_path
from gmem.store.base import is_postgres_url, open_store
from gmem.store.rows import as_json
from gmem.store.transfer import export_memory, import_memory
from gmem.tiers.terms import READING, recorded_terms, terms
from tests.conftest import EXCERPT

#: What :func:`recorded_terms` gives the excerpt's instructions and a few that exercise each of its rules, by
#: reading version. A change to the reading changes the digest: give it a new ``READING`` and add the digest.
READINGS = {1: "7e5fdfc1"}
CASES = [
    "Place the salt shaker in the drawer.",
    "wash up a bowl and then stash it in the cupboard",
    "tuck the salt shaker away in the drawer",
    "heat an egg n put it in the garbage lol",
    "The table is set with a set of knives.",
    "fetch one soap cake, then a second one, and set the two down in the wastebasket",
]


def reading_digest() -> str:
    instructions = [json.loads(line)["instruction"] for line in EXCERPT.read_text().splitlines() if line.strip()]
    words = [recorded_terms(limits.scored(text)) for text in [*instructions, *CASES]]
    return hashlib.sha256(json.dumps(words).encode()).hexdigest()[:8]


def test_a_change_to_the_reading_comes_with_a_new_version():
    assert READINGS.get(READING) == reading_digest(), (
        f"recorded_terms reads differently from reading {READING}: raise gmem.tiers.terms.READING (stored runs "
        f"are then read again) and add {{{READING + 1}: {reading_digest()!r}}} to READINGS"
    )


def placed(rows: list[dict]) -> list[dict]:
    """The rows with every other "put" said "place": words an earlier reading learned apart from "put"."""
    return [
        {**row, "instruction": row["instruction"].replace("put ", "place ")} if i % 2 else row
        for i, row in enumerate(rows)
    ]


def age(location: str, namespace: str) -> int:
    """Give the namespace's runs the words a reading before the verbs of putting gave them (plain
    :func:`terms`) and no reading version, as a store written by an older gmem holds them; how many differ."""
    store = open_store(location, namespace)
    try:
        runs = store.runs_read_before(READING + 1)
        with store._transaction() as sql:
            for task_id, instruction, _ in runs:
                sql.execute(
                    "UPDATE tasks SET words = ?, reading = 0 WHERE namespace = ? AND id = ?",
                    (as_json(terms(limits.scored(instruction))), namespace, task_id),
                )
            if is_postgres_url(location):  # its triggers learned those words when the older gmem stored them
                sql.execute("SELECT gmem_rebuild_terms(?)", (namespace,))
        return sum(terms(limits.scored(i)) != recorded_terms(limits.scored(i)) for _, i, _ in runs)
    finally:
        store.close()


QUERIES = ["heat some potato and put it in countertop.", "Place a vase in the safe.", "set a cool mug down"]


def observed(memory: Memory) -> list[list[tuple[str, float]]]:
    """The tasks each query is shown, with their scores: what the runs' words decide."""
    return [[(t.node.id, round(t.score, 9)) for t in memory.retrieve(q).tasks] for q in QUERIES]


@pytest.fixture
def small_snapshots(monkeypatch, tmp_path):
    monkeypatch.setattr(snapshot, "MIN_TASKS", 10)
    monkeypatch.setattr(snapshot, "STALE_TASKS", 5)
    monkeypatch.setenv("GMEM_CACHE_DIR", str(tmp_path / "cache"))


@pytest.mark.parametrize("index", ["memory", "database"])
def test_runs_an_older_reading_gave_their_words_are_read_again_when_the_memory_opens(
    store_location, index, small_snapshots, embedder, alfworld_rows, monkeypatch
):
    if index == "database" and not is_postgres_url(store_location):
        pytest.skip("scoring in the database is PostgreSQL's")
    rows = placed(alfworld_rows[:24])
    with Memory.open(store_location, embedder=embedder, namespace="reference", index=index) as reference:
        reference.record_many(rows)
        expected = observed(reference)
    with Memory.open(store_location, embedder=embedder, namespace="team") as team:
        team.record_many(rows)
    aged = age(store_location, "team")
    assert aged >= 6

    cached = snapshot_path(store_location, "team")
    assert cached is not None
    cached.unlink(missing_ok=True)
    with monkeypatch.context() as unread:  # the aged store as gmem read it before runs kept their reading
        unread.setattr("gmem.memory.reread", lambda store: 0)
        with Memory.open(store_location, embedder=embedder, namespace="team", index=index) as stale:
            assert observed(stale) != expected
    assert index == "database" or cached.exists()  # a snapshot of the old words, as that gmem left it

    with Memory.open(store_location, embedder=embedder, namespace="team", index=index) as team:
        change = team.history()[0]
        assert change.kind == ChangeKind.TASK_WORDS and f": {aged} changed" in change.summary
        with pytest.raises(UndoError, match="newer reading"):
            team.undo(change.id)
        assert observed(team) == expected
    store = open_store(store_location, "team")
    try:
        assert store.runs_read_before(READING) == []
        assert all(task.words == recorded_terms(limits.scored(task.instruction)) for task in store.load_tasks())
    finally:
        store.close()
    with Memory.open(store_location, embedder=embedder, namespace="team", index=index) as again:
        assert again.history()[0].id == change.id  # read once: nothing older is left to read


def test_an_export_keeps_the_reading_and_one_from_before_is_read_on_open(embedder, alfworld_rows, tmp_path):
    rows = placed(alfworld_rows[:12])
    source, kept, older = tmp_path / "source.db", tmp_path / "kept.db", tmp_path / "older.db"
    with Memory.open(source, embedder=embedder) as memory:
        memory.record_many(rows)
        expected = observed(memory)
    age(str(source), "default")
    with Memory.open(source, embedder=embedder):
        pass  # read again
    export = tmp_path / "memory.jsonl"
    export_memory(open_store(source), export)
    lines = [json.loads(line) for line in export.read_text().splitlines()]
    assert {line["reading"] for line in lines if line["kind"] == "task"} == {READING}

    import_memory(open_store(kept), export)
    assert open_store(kept).runs_read_before(READING) == []

    before = tmp_path / "before.jsonl"  # as an export from before schema 7: old words, no reading
    for line in lines:
        if line["kind"] == "task":
            del line["reading"]
            line["words"] = terms(limits.scored(line["node"]["instruction"]))
    before.write_text("".join(json.dumps(line) + "\n" for line in lines))
    import_memory(open_store(older), before)
    assert len(open_store(older).runs_read_before(READING)) == len(rows)
    with Memory.open(older, embedder=embedder) as memory:
        assert memory.history()[0].kind == ChangeKind.TASK_WORDS
        assert observed(memory) == expected
