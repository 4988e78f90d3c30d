"""One set of store tests, run against every backend (a SQLite file and a PostgreSQL database), part by part
of the contract (gmem.store.base): each backend implements every part as declared; the handle (embedder,
identity, namespaces); the task log (each table written and read back, duplicates, outcomes, catching up
with another writer); curation (insight upserts / edits / deletions, notes, forgetting, the change log with
undo and compaction); transfer (moving a memory between backends); the optional vector search; schema
versions and migrations."""

from __future__ import annotations

import inspect
import json
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import closing
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from gmem import DuplicateTaskError, Memory, Retrieval, TaskStatus
from gmem.cli import main
from gmem.errors import EmbedderMismatchError, NotFoundError, RecordError, SchemaTooNewError, UndoError
from gmem.models import (
    ChangeKind,
    EdgeKind,
    Evidence,
    InteractionEdge,
    InteractionGraph,
    QueryNode,
    Utterance,
    UtteranceKind,
)
from gmem.store.base import (
    Curation,
    MemoryStore,
    StoreHandle,
    TaskLog,
    Transfer,
    VectorSearch,
    is_postgres_url,
    open_store,
)
from gmem.store.postgres import MIGRATIONS as POSTGRES_MIGRATIONS
from gmem.store.sqlite import MIGRATIONS as SQLITE_MIGRATIONS
from gmem.store.transfer import export_memory, import_memory
from gmem.store.writes import InsightUpdate, Settlement, StoreCursor, TaskWrite
from tests.conftest import EXCERPT
from tests.test_store import HEAT_TASK, ROLES, assert_same, snapshot, toy_embedder

DIM = 8
#: The schema version this gmem writes; logical, so the same in every backend.
LATEST = SQLITE_MIGRATIONS[-1].version
assert POSTGRES_MIGRATIONS[-1].version == LATEST
SUPPORTS, CONTRADICTS = Evidence.SUPPORTS, Evidence.CONTRADICTS
RESOLVED, FAILED, UNKNOWN = TaskStatus.RESOLVED, TaskStatus.FAILED, TaskStatus.UNKNOWN


def vector(seed: int) -> np.ndarray:
    return np.random.default_rng(seed).normal(size=DIM).astype(np.float32)


def task(
    task_id: str,
    *,
    status: TaskStatus = RESOLVED,
    vec: np.ndarray | None = None,
    links: list[tuple[str, str, float]] | None = None,
    updates: list[InsightUpdate] | None = None,
    used: list[int] | None = None,
) -> TaskWrite:
    """A task write with something in every column: unicode, nested extras, edges, key steps."""
    seed = sum(map(ord, task_id))
    graph = InteractionGraph(
        task_id=task_id,
        utterances=[
            Utterance(
                index=0,
                agent="solver",
                content=f"go to {task_id} — ünïcode ✓",
                kind=UtteranceKind.ACTION,
                step=0,
                extra={"tool": "nav", "cost": 0.5, "args": {"to": [1, None]}},
            ),
            Utterance(index=1, agent="env", content="You arrive.", kind=UtteranceKind.OBSERVATION, step=0),
            Utterance(index=2, agent="critic", content="looks right", kind=UtteranceKind.MESSAGE, step=1),
            # What bulk loading (COPY on PostgreSQL) must escape: tabs, newlines, backslashes, a literal \N.
            Utterance(
                index=3,
                agent="critic",
                content="tab\there\nnew line C:\\dir \\N 'q' \"dq\"",
                kind=UtteranceKind.MESSAGE,
                step=1,
                extra={"note": "a\tb\\c"},
            ),
        ],
        edges=[
            InteractionEdge(source=0, target=1, kind=EdgeKind.RESULT),
            InteractionEdge(source=1, target=2, kind=EdgeKind.HANDOFF),
        ],
        key_steps=[1] if status == FAILED else [0],  # tasks keeping different steps
        failure_reason="repeated 'look' 3 times" if status == FAILED else "",
    )
    node = QueryNode(
        id=task_id,
        seq=0,
        instruction=f"put the {task_id} in the drawer",
        context="a kitchen",
        domain="alfworld",
        status=status,
        outcome_detail="judged by a rule",
        extra={"team": "alpha", "tags": ["héat"], "n": {"x": 1.25}},
    )
    return TaskWrite(
        node=node,
        graph=graph,
        words=["put", task_id, "drawer"],
        procedure=["go to _#1", f"open {task_id}#1"],
        instruction_vector=vector(seed) if vec is None else vec,
        context_vector=vector(seed + 1),
        links=links or [],
        insight_updates=updates or [],
        used_insights=used or [],
    )


def lesson(key: str, score: float, evidence: dict[str, Evidence], text: str = "", **kw: object) -> InsightUpdate:
    return InsightUpdate(key=key, text=text or f"lesson {key}", score_delta=score, evidence=evidence, **kw)  # type: ignore[arg-type]


@pytest.fixture
def stores(store_location) -> Iterator[Callable[..., MemoryStore]]:
    """Factory: ``stores(namespace)`` -> a store on the test's fresh location (its embedder recorded)."""
    opened: list[MemoryStore] = []

    def factory(namespace: str = "default", *, embedder: bool = True) -> MemoryStore:
        store = open_store(store_location, namespace)
        opened.append(store)
        if embedder:
            store.check_embedder("toy", DIM)
        return store

    yield factory
    for store in opened:
        store.close()


def everything(store: MemoryStore) -> dict:
    """All a store holds for its namespace, comparable with ``==``."""
    tasks = list(store.load_tasks())
    ids = [t.id for t in tasks]
    return {
        "tasks": [
            (
                t.id,
                t.seq,
                t.status,
                t.instruction,
                t.words,
                t.procedure,
                t.failure_reason,
                t.instruction_vector.tolist(),
                t.context_vector.tolist(),
            )
            for t in tasks
        ],
        "nodes": store.get_nodes(ids),
        "graphs": {i: store.get_graph(i) for i in ids},
        "links": sorted(store.load_links()),
        "insights": store.list_insights(),
        "counts": store.counts(),
    }


def shown_count(retrieval: Retrieval) -> int:
    """How many insights a retrieval showed the team (all roles): the scores its task's outcome moves."""
    return len({i for ctx in retrieval.roles.values() for i in ctx.insight_ids})


def scores(store: MemoryStore) -> dict[str, float]:
    return {i.key: i.score for i in store.list_insights()}


# --------------------------------------------------------------------------- the contract itself

#: The parts of the contract, each declaring its own methods; MemoryStore is their composition.
PARTS = (StoreHandle, TaskLog, Curation, Transfer)


def declared(part: type) -> dict[str, Callable[..., object]]:
    """The methods a part of the contract declares itself (not those it shares through another part)."""
    return {name: value for name, value in vars(part).items() if inspect.isfunction(value) and not name.startswith("_")}


def shape(method: Callable[..., object]) -> list[tuple[str, object, object]]:
    """A method's parameters: name, kind (positional / keyword-only) and default."""
    return [(p.name, p.kind, p.default) for p in inspect.signature(method).parameters.values()]


def test_every_backend_implements_each_part_of_the_contract_as_declared(stores):
    store = stores()
    assert set(MemoryStore.__mro__) >= set(PARTS)
    assert declared(MemoryStore) == {}  # nothing beyond its parts
    names = [name for part in PARTS for name in declared(part)]
    assert len(names) == len(set(names))  # each method in one part only
    for part in PARTS:
        for name, method in declared(part).items():
            assert shape(getattr(type(store), name)) == shape(method), f"{type(store).__name__}.{name} vs {part}"
    assert isinstance(store.namespace, str)
    # Finding the nearest vectors is an optional capability; whether a task is stored is the index's to say.
    assert not {"nearest", "has_task"} & set(names)
    assert "nearest" in declared(VectorSearch) and isinstance(store, VectorSearch)


def test_the_contract_depends_on_no_tier():
    """The contract and its write types import nothing above the store (the tiers import them)."""
    code = (
        "import sys, gmem.store.base, gmem.store.writes; print(sorted(m for m in sys.modules if m.startswith('gmem.')))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "gmem.store.base" in loaded and "gmem.tiers" not in loaded and "gmem.memory" not in loaded


def test_the_handle_knows_its_namespace_identity_and_the_namespaces_beside_it(stores):
    store, other = stores("team-a"), stores("team-b")
    assert (store.namespace, other.namespace) == ("team-a", "team-b")
    assert store.store_id() == store.store_id() == other.store_id()  # one store, whatever the namespace
    store.commit([task("t1"), task("t2")])
    assert store.namespaces() == other.namespaces() == {"team-a": 2}  # team-b has written nothing yet
    other.commit([task("t1")])
    assert store.namespaces() == {"team-a": 2, "team-b": 1}


# --------------------------------------------------------------------------- task log: every table


def test_commit_reads_back_every_table(stores):
    store = stores()
    first = task("t1")
    second = task(
        "t2",
        status=FAILED,
        links=[("t1", "similar", 0.75), ("t1", "used", 1.0)],
        updates=[lesson("k", 1.0, {"t1": SUPPORTS, "t2": CONTRADICTS})],
    )
    seqs = store.commit([first]) + store.commit([second])
    assert seqs[0] < seqs[1]
    for write, seq in zip((first, second), seqs):
        assert store.get_nodes([write.node.id]) == {write.node.id: write.node.model_copy(update={"seq": seq})}
        assert store.get_graph(write.node.id) == write.graph
    loaded = list(store.load_tasks())
    assert [(t.id, t.seq) for t in loaded] == [("t1", seqs[0]), ("t2", seqs[1])]
    for stored, write in zip(loaded, (first, second)):
        assert (stored.status, stored.instruction, stored.words, stored.procedure, stored.failure_reason) == (
            write.node.status,
            write.node.instruction,
            write.words,
            write.procedure,
            write.graph.failure_reason,
        )
        assert stored.instruction_vector.dtype == np.float32
        np.testing.assert_array_equal(stored.instruction_vector, write.instruction_vector)
        np.testing.assert_array_equal(stored.context_vector, write.context_vector)
    assert sorted(store.load_links()) == [("t2", "t1", 0.75), ("t2", "t1", 1.0)]
    [insight] = store.list_insights()
    assert (insight.key, insight.text, insight.score, insight.origin) == ("k", "lesson k", 1.0, "mined")
    assert (insight.supporting, insight.contradicting) == (["t1"], ["t2"])
    assert store.insights_for_tasks(["t1", "missing"]) == [insight]
    assert store.insights_for_tasks(["missing"]) == []
    assert store.counts() == {"tasks": 2, "resolved": 1, "failed": 1, "utterances": 8, "links": 2, "insights": 1}
    assert store.get_nodes(["missing"]) == {}
    with pytest.raises(NotFoundError, match="'missing' in namespace 'default'"):
        store.get_graph("missing")
    # Several sparsified graphs in one read: each task's key-step utterances in order and the edges between
    # them; ids the namespace lacks left out.
    condensed = store.condensed_graphs(["t2", "missing", "t1"])
    assert sorted(condensed) == ["t1", "t2"]
    for write in (first, second):
        graph, kept = write.graph, set(write.graph.key_steps)
        steps = [u for u in graph.utterances if u.step in kept]
        indices = {u.index for u in steps}
        assert 0 < len(steps) < len(graph.utterances)
        assert condensed[graph.task_id] == graph.model_copy(
            update={"utterances": steps, "edges": [e for e in graph.edges if {e.source, e.target} <= indices]}
        )
    assert store.condensed_graphs(["missing"]) == {} and store.condensed_graphs([]) == {}


def test_everything_survives_closing_and_reopening(stores):
    store = stores()
    store.commit([task("t1"), task("t2", links=[("t1", "similar", 0.5)], updates=[lesson("k", 2.0, {"t2": SUPPORTS})])])
    store.apply_feedback("t1", FAILED, 1.0, -2.0)
    before = everything(store)
    store.close()
    assert everything(stores()) == before


# --------------------------------------------------------------------------- task log: duplicates


def test_a_duplicate_rolls_back_the_whole_commit(stores):
    store = stores()
    store.commit([task("a", updates=[lesson("k", 1.0, {"a": SUPPORTS})])])
    before = everything(store)
    with pytest.raises(DuplicateTaskError, match="'a'"):
        store.commit([task("b", updates=[lesson("k", 1.0, {"b": SUPPORTS})]), task("a")])
    with pytest.raises(DuplicateTaskError, match="'c'"):
        store.commit([task("c"), task("c")])
    assert everything(store) == before  # neither b, nor its increment of k, nor c
    store.commit([task("b")])
    assert store.counts()["tasks"] == 2


# --------------------------------------------------------------------------- task log: outcomes


def test_feedback_moves_the_shown_insights_once_and_a_correction_reverses_it(stores):
    store = stores()
    store.commit([task("t0", updates=[lesson("k1", 1.0, {"t0": SUPPORTS}), lesson("k2", 1.0, {"t0": SUPPORTS})])])
    ids = {i.key: i.id for i in store.list_insights()}
    store.commit([task("t1", status=UNKNOWN, used=[ids["k1"], ids["k2"], ids["k1"]])])
    assert store.apply_feedback("t1", UNKNOWN, 1.0, -2.0) == 0  # still unknown: nothing moves yet
    assert store.apply_feedback("t1", FAILED, 1.0, -2.0) == 2
    assert scores(store) == {"k1": -1.0, "k2": -1.0}
    assert store.apply_feedback("t1", FAILED, 1.0, -2.0) == 0  # the same outcome again: applied once
    assert scores(store) == {"k1": -1.0, "k2": -1.0}
    assert store.apply_feedback("t1", RESOLVED, 1.0, -2.0, author="bob") == 2  # corrected: -2 back, +1 on
    assert store.get_nodes(["t1"])["t1"].status == RESOLVED
    assert scores(store) == {"k1": 2.0, "k2": 2.0}
    [correction] = store.changes()
    assert (correction.kind.value, correction.target, correction.author) == ("task.outcome", "task:t1", "bob")
    assert correction.before == {"status": "failed", "feedback": -2.0}
    assert correction.after == {"status": "resolved", "feedback": 1.0, "moved": 2}
    assert store.last_change() == 0  # readers catch the outcome up by revision, without rebuilding
    with pytest.raises(NotFoundError, match="missing"):
        store.apply_feedback("missing", RESOLVED, 1.0, -2.0)


def test_a_verdict_s_settlement_lands_with_it_and_its_lessons_only_with_the_first(stores):
    """A run recorded without a verdict and settled later: the verdict's reason, the failure reason found for it
    (kept where the run has one) and the lessons it teaches land with the outcome, the lessons once."""
    store = stores()
    store.commit([task("t0", updates=[lesson("k1", 1.0, {"t0": SUPPORTS})]), task("t1", status=UNKNOWN)])
    taught = [lesson("k1", 1.0, {"t1": CONTRADICTS}), lesson("k2", 1.0, {"t1": SUPPORTS})]
    first = Settlement(
        detail="expected 'Paris', answered 'Lyon'", failure_reason="stopped after 2 steps", lessons=taught
    )
    assert store.apply_feedback("t1", FAILED, 1.0, -2.0, settlement=first) == 0  # none was shown for it
    assert store.get_nodes(["t1"])["t1"].outcome_detail == "expected 'Paris', answered 'Lyon'"
    assert store.get_graph("t1").failure_reason == "stopped after 2 steps"
    assert scores(store) == {"k1": 2.0, "k2": 1.0}
    assert {i.key: (i.supporting, i.contradicting) for i in store.list_insights()} == {
        "k1": (["t0"], ["t1"]),
        "k2": (["t1"], []),
    }

    again = Settlement(detail=None, failure_reason="another reason", lessons=taught)
    store.apply_feedback("t1", FAILED, 1.0, -2.0, settlement=again)  # the same verdict again
    assert store.get_nodes(["t1"])["t1"].outcome_detail == "expected 'Paris', answered 'Lyon'"  # None keeps it
    store.apply_feedback("t1", RESOLVED, 1.0, -2.0, settlement=again)  # a correction
    assert scores(store) == {"k1": 2.0, "k2": 1.0}  # taught once
    assert store.get_nodes(["t1"])["t1"].outcome_detail == ""  # the failure's reason went with it
    assert store.get_graph("t1").failure_reason == "stopped after 2 steps"  # its run's analysis is kept

    store.commit([task("t2", status=FAILED)])  # recorded failed, with the reason its run was analysed to
    store.apply_feedback("t2", FAILED, 1.0, -2.0, settlement=Settlement(detail="", failure_reason="other"))
    assert store.get_graph("t2").failure_reason == "repeated 'look' 3 times"
    assert store.get_nodes(["t2"])["t2"].outcome_detail == ""  # an empty detail clears it


def test_a_forgotten_task_takes_its_outcomes_move_with_it_and_its_undo_brings_it_back(stores):
    """No score keeps a trace of a run the memory no longer holds."""
    store = stores()
    store.commit([task("t0", updates=[lesson("k1", 1.0, {"t0": SUPPORTS}), lesson("k2", 1.0, {"t0": SUPPORTS})])])
    ids = {i.key: i.id for i in store.list_insights()}
    store.commit(
        [task("t1", status=UNKNOWN, used=[ids["k1"], ids["k2"]]), task("t2", status=UNKNOWN, used=[ids["k1"]])]
    )
    store.apply_feedback("t1", FAILED, 1.0, -2.0)
    store.apply_feedback("t2", RESOLVED, 1.0, -2.0)
    assert scores(store) == {"k1": 0.0, "k2": -1.0}
    forget = store.forget_task("t1", author="bob")
    assert scores(store) == {"k1": 2.0, "k2": 1.0}  # t1's -2 taken back, t2's +1 kept
    assert "its outcome's move of -2 taken back from 2" in forget.summary
    store.undo(forget.id, author="bob")
    assert scores(store) == {"k1": 0.0, "k2": -1.0}
    assert store.apply_feedback("t1", FAILED, 1.0, -2.0) == 0  # back with its outcome applied: not applied twice
    store.commit([task("t3", status=UNKNOWN, used=[ids["k2"]])])
    store.forget_task("t3", author="bob")  # its outcome never moved anything
    assert scores(store) == {"k1": 0.0, "k2": -1.0}


# --------------------------------------------------------------------------- task log: runs read again


def test_runs_read_again_are_stored_once_and_logged_when_they_changed(stores):
    store = stores()
    store.commit([task("a"), task("b"), task("c")])  # no reading recorded: stored by an older gmem
    runs = store.runs_read_before(1)
    assert [(run.id, run.instruction) for run in runs] == [(i, f"put the {i} in the drawer") for i in "abc"]
    assert runs[0].words == ["put", "a", "drawer"] and runs[0].procedure == ["go to _#1", "open a#1"]
    assert runs[0].steps == [("go to a — ünïcode ✓", "You arrive."), ("looks right", "")]  # as its graph has them
    assert [run.id for run in store.runs_read_before(1, after=runs[0].seq, limit=1)] == ["b"]
    last = store.last_change()
    assert store.reread_runs(["a"], {}, 1) is None and store.last_change() == last  # nothing changed: not logged
    a, b, c = runs
    now = {
        "a": replace(a, words=["other"]),
        "b": replace(b, words=["put", "b", "drawer", "new"]),
        "c": replace(c, procedure=["go to _#1"]),
    }
    change = store.reread_runs(["a", "b", "c"], now, 1)
    assert change is not None and change.kind == ChangeKind.TASK_WORDS and store.last_change() == change.id
    assert change.summary.endswith("read 2 runs again (reading 1): 2 changed")  # "a" was read
    assert store.runs_read_before(1) == [] and [run.id for run in store.runs_read_before(2)] == ["a", "b", "c"]
    assert store.reread_runs(["b"], {"b": replace(b, words=["other"])}, 1) is None  # read already: it stays
    assert {t.id: (t.words, t.procedure) for t in store.load_tasks()} == {
        "a": (["put", "a", "drawer"], ["go to _#1", "open a#1"]),
        "b": (["put", "b", "drawer", "new"], ["go to _#1", "open b#1"]),
        "c": (["put", "c", "drawer"], ["go to _#1"]),
    }
    with pytest.raises(UndoError, match="newer reading"):
        store.undo(change.id, author="test")


# --------------------------------------------------------------------------- curation


def test_insight_upserts_add_scores_edits_reword_deletions_drop(stores):
    store = stores()
    store.commit([task("t1", updates=[lesson("k", 1.0, {"t1": SUPPORTS}, "first wording")])])
    store.commit([task("t2", updates=[lesson("k", 0.5, {"t2": SUPPORTS, "t1": CONTRADICTS}, "second wording")])])
    [insight] = store.list_insights()
    assert (insight.text, insight.score) == ("first wording", 1.5)  # a re-discovery never rewords
    assert (insight.supporting, insight.contradicting) == (["t2"], ["t1"])  # the latest evidence per task

    store.update_insights(
        [
            lesson("k", 0.25, {}, "edited wording", replace_text=True),
            lesson("new", 2.0, {"t2": SUPPORTS}, origin="llm"),
        ]
    )
    by_key = {i.key: i for i in store.list_insights()}
    assert list(by_key) == ["new", "k"]  # by score
    assert (by_key["k"].text, by_key["k"].score, by_key["new"].origin) == ("edited wording", 1.75, "llm")

    store.commit([task("t3", status=UNKNOWN, used=[by_key["k"].id, by_key["new"].id])])
    store.delete_insight(by_key["k"].id, author="model:m", note={"cause": "remove", "at_task": 3})
    assert [i.key for i in store.list_insights()] == ["new"]
    assert [i.key for i in store.insights_for_tasks(["t1", "t2"])] == ["new"]  # k's hyperedges went with it
    assert store.apply_feedback("t3", RESOLVED, 1.0, -2.0) == 1  # and so did its usage


def test_a_confirming_update_moves_a_held_lesson_and_adds_none(stores):
    """A run that followed a lesson the memory may hold confirms it if it is stored, in the same batch as the run
    that minted it too, and adds no lesson of its own."""
    store = stores()
    confirming = {"confirms_only": True}
    store.commit(
        [
            task("t1", updates=[lesson("k", 1.0, {"t1": SUPPORTS})]),
            task("t2", updates=[lesson("k", 1.0, {"t2": SUPPORTS}, **confirming)]),
        ]
    )
    store.commit([task("t3", updates=[lesson("k", 1.0, {"t3": SUPPORTS, "t1": CONTRADICTS}, **confirming)])])
    store.commit([task("t4", updates=[lesson("unknown", 1.0, {"t4": SUPPORTS}, **confirming)])])
    [insight] = store.list_insights()
    assert (insight.key, insight.text, insight.score) == ("k", "lesson k", 3.0)
    assert (insight.supporting, insight.contradicting) == (["t2", "t3"], ["t1"])


def test_notes_edits_forgets_are_logged_undone_newest_first_and_compacted(stores):
    store = stores()
    store.commit([task("t1", updates=[lesson("k", 1.0, {"t1": SUPPORTS})]), task("t2", links=[("t1", "similar", 0.5)])])
    [mined] = store.list_insights()
    note = store.add_note(
        lesson("note:a", 3.0, {"t2": SUPPORTS}, "a person's lesson", origin="note:ann", replace_text=True), author="ann"
    )
    note_id = int(note.target.removeprefix("insight:"))
    edit = store.edit_insight(mined.id, text="reworded", score=4.0, author="ann")
    assert {i.id: (i.text, i.score) for i in store.list_insights()} == {
        mined.id: ("reworded", 4.0),
        note_id: ("a person's lesson", 3.0),
    }
    assert store.curated_insights() == {mined.id, note_id}  # the LLM operations leave these alone

    forget = store.forget_task("t1", author="bob")
    assert store.last_change() == forget.id  # readers rebuild their index
    assert [c.id for c in store.changes()] == [forget.id, edit.id, note.id] and store.changes(limit=1)[0] == forget
    assert store.task_ids(10**9) == ["t2"] and list(store.load_links()) == []
    assert {i.id: i.supporting for i in store.list_insights()} == {mined.id: [], note_id: ["t2"]}  # t1's went
    with pytest.raises(NotFoundError, match="'t1' in namespace 'default'"):
        store.forget_task("t1", author="bob")
    undo = store.undo(forget.id, author="bob")
    assert store.last_change() == undo.id and store.task_ids(10**9) == ["t1", "t2"]
    assert list(store.load_links()) == [("t2", "t1", 0.5)] and store.get_graph("t1") == task("t1").graph
    with pytest.raises(UndoError, match="already undone"):
        store.undo(forget.id, author="bob")

    store.delete_insight(note_id, author="model:m", note={"cause": "remove", "at_task": 2})
    assert store.model_deletions(cause="remove", since_task=1) == 1
    assert (
        store.model_deletions(cause="remove", since_task=2) == store.model_deletions(cause="merge", since_task=0) == 0
    )
    assert store.compact(through=None, author="ann") == 3  # the note, the edit, the deletion
    with pytest.raises(UndoError, match="compacted"):
        store.undo(edit.id, author="ann")
    assert store.changes()[0].kind.value == "compact"


def test_what_a_person_took_in_hand_is_known_of_the_few_lessons_asked_about(stores):
    """A retrieval asks about the two or three lessons it would fold, not the namespace's whole log."""
    store, other = stores(), stores("other")
    store.commit([task("t1", updates=[lesson(k, 1.0, {"t1": SUPPORTS}) for k in ("a", "b", "c", "d")])])
    a, b, c, d = (i.id for i in sorted(store.list_insights(), key=lambda i: i.key))
    store.edit_insight(a, text="checked by a person", score=None, author="ann")
    store.edit_insight(b, text="a model's wording", score=None, author="model:m")
    store.undo(store.delete_insight(c, author="model:m", note={"cause": "remove", "at_task": 1}).id, author="ann")
    store.undo(store.delete_insight(d, author="ann").id, author="model:m")  # a model's undo is not a person's
    assert c in {i.id for i in store.list_insights()}  # brought back under its id
    assert store.curated_insights() == {a, c}
    assert store.curated_insights(among=[a, b]) == {a}
    assert store.curated_insights(among=(b, c, d, 10**6)) == {c}
    assert store.curated_insights(among=[]) == set()
    assert other.curated_insights(among=[a, c]) == set()  # another namespace's log says nothing of these


# --------------------------------------------------------------------------- task log: insights of tasks


def test_evidence_can_be_limited_to_the_asked_tasks_and_context_vectors_come_later(stores):
    store = stores()
    evidence = {"t1": SUPPORTS, "t2": SUPPORTS, "t3": CONTRADICTS}
    store.commit([task("t1"), task("t2"), task("t3", updates=[lesson("k", 1.0, evidence)])])
    [full] = store.insights_for_tasks(["t2"])
    assert (full.supporting, full.contradicting) == (["t1", "t2"], ["t3"])
    [limited] = store.insights_for_tasks(["t2", "t3", "missing"], evidence_of_these=True)
    assert (limited.id, limited.score, limited.supporting, limited.contradicting) == (full.id, 1.0, ["t2"], ["t3"])
    assert store.insights_for_tasks(["missing"], evidence_of_these=True) == []
    store.set_context_vectors({"t1": vector(99)})
    loaded = {t.id: t for t in store.load_tasks()}
    np.testing.assert_array_equal(loaded["t1"].context_vector, vector(99))
    np.testing.assert_array_equal(loaded["t2"].context_vector, task("t2").context_vector)


# --------------------------------------------------------------------------- vector search (optional)


def test_nearest_ranks_by_cosine_within_the_namespace(stores):
    store, other = stores(), stores("other")
    assert isinstance(store, VectorSearch)  # both backends offer it, though the contract does not ask for it
    vectors = np.stack([vector(100 + i) for i in range(12)])
    store.commit([task(f"t{i}", vec=v) for i, v in enumerate(vectors)] + [task("twin", vec=vectors[3].copy())])
    other.commit([task("elsewhere", vec=vectors[3].copy())])

    query = vectors[3] + 0.3 * vector(999)
    every = np.vstack([vectors, vectors[3]]).astype(np.float64)
    cosine = every @ query / (np.linalg.norm(every, axis=1) * np.linalg.norm(query))
    ids = [f"t{i}" for i in range(12)] + ["twin"]
    expected = [ids[i] for i in np.argsort(-cosine, kind="stable")]

    found = store.nearest(query, 5)
    assert [n.task_id for n in found] == expected[:5]
    assert found[:2] == sorted(found[:2], key=lambda n: ids.index(n.task_id))  # the tie: earlier task first
    assert [n.similarity for n in found] == pytest.approx(sorted(cosine, reverse=True)[:5], abs=1e-5)
    assert [n.task_id for n in store.nearest(query, 50)] == expected  # all 13, never the other namespace's
    assert [n.task_id for n in other.nearest(query, 5)] == ["elsewhere"]
    assert store.nearest(query, 0) == []
    with pytest.raises(ValueError, match="dimension"):
        store.nearest(np.ones(DIM + 1), 3)
    with pytest.raises(ValueError, match="non-zero"):
        store.nearest(np.zeros(DIM), 3)


# --------------------------------------------------------------------------- namespaces


def test_namespaces_never_see_each_other(stores):
    a, b = stores("team-a"), stores("team-b")
    a.commit(
        [
            task("shared", updates=[lesson("k", 1.0, {"shared": SUPPORTS}, "a's lesson")]),
            task("a-only", links=[("shared", "similar", 0.9)]),
        ]
    )
    b.commit([task("shared", status=FAILED, updates=[lesson("k", 3.0, {"shared": SUPPORTS}, "b's lesson")])])
    [in_a], [in_b] = a.list_insights(), b.list_insights()
    assert (in_a.text, in_a.score, in_b.text, in_b.score) == ("a's lesson", 1.0, "b's lesson", 3.0)

    assert [t.id for t in b.load_tasks()] == ["shared"] and list(b.load_links()) == []
    assert set(b.get_nodes(["shared", "a-only"])) == {"shared"}
    assert b.get_nodes(["shared"])["shared"].status == FAILED and a.get_nodes(["shared"])["shared"].status == RESOLVED
    assert b.task_ids(10**9) == ["shared"]
    with pytest.raises(NotFoundError, match="'a-only' in namespace 'team-b'"):
        b.get_graph("a-only")
    assert b.insights_for_tasks(["shared", "a-only"]) == [in_b]
    assert b.counts() == {"tasks": 1, "resolved": 0, "failed": 1, "utterances": 4, "links": 0, "insights": 1}
    assert a.counts()["tasks"] == 2 and a.counts()["links"] == 1

    # Usage cannot reach across: b's task said it was shown a's insight; nothing of that is stored.
    b.commit([task("b2", status=UNKNOWN, used=[in_a.id])])
    assert b.apply_feedback("b2", RESOLVED, 1.0, -2.0) == 0
    assert a.list_insights() == [in_a]
    with pytest.raises(NotFoundError, match="'b2' in namespace 'team-a'"):
        a.apply_feedback("b2", RESOLVED, 1.0, -2.0)
    a.delete_insight(in_a.id, author="tester")
    assert a.list_insights() == [] and b.list_insights() == [in_b]
    assert {n.task_id for n in b.nearest(vector(1), 10)} == {"shared", "b2"}
    assert {r.node.id for r in b.export_records() if r.kind == "task"} == {"shared", "b2"}


def test_memories_in_two_namespaces_of_one_store(store_location, alfworld_rows):
    embedder = toy_embedder(16)
    with Memory.open(store_location, embedder=embedder, namespace="team-a") as team_a:
        team_a.record_many(alfworld_rows[:10])
        assert team_a.retrieve(HEAT_TASK).tasks
    with Memory.open(store_location, embedder=embedder, namespace="team-b") as team_b:
        assert team_b.retrieve(HEAT_TASK).tasks == [] and team_b.stats().tasks == 0 and team_b.insights() == []
        team_b.record(alfworld_rows[0])  # the same id, another team's task
        assert team_b.stats().tasks == 1
    with Memory.open(store_location, embedder=embedder, namespace="team-a") as team_a:
        assert team_a.stats().tasks == 10
    with pytest.raises(ValueError, match="namespace"):
        Memory.open(store_location, embedder=embedder, namespace=" ")


# --------------------------------------------------------------------------- schema versions


def _schema_version(location: str, set_to: int | None = None) -> int:
    statement = "SELECT value FROM meta WHERE key = 'schema_version'"
    if is_postgres_url(location):
        import psycopg

        with psycopg.connect(location, autocommit=True) as conn:
            if set_to is not None:
                conn.execute("UPDATE meta SET value = %s WHERE key = 'schema_version'", (str(set_to),))
            return int(conn.execute(statement).fetchone()[0])
    with closing(sqlite3.connect(location)) as conn, conn:
        if set_to is not None:
            conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(set_to),))
        return int(conn.execute(statement).fetchone()[0])


def test_the_schema_is_versioned_and_a_newer_one_refused(stores, store_location):
    stores().commit([task("t1")])
    assert _schema_version(store_location) == LATEST
    assert stores().task_ids(10**9) == ["t1"]  # opening again migrates nothing
    _schema_version(store_location, set_to=99)
    with pytest.raises(SchemaTooNewError, match="99"):
        open_store(store_location)


def _as_version_1(source: Path, target: Path) -> Path:
    """The memory at ``source`` written the way gmem's first SQLite stores were (schema 1)."""
    with closing(sqlite3.connect(target)) as db, db:
        db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        for statement in SQLITE_MIGRATIONS[0].statements:
            db.execute(statement)
        db.execute("ATTACH DATABASE ? AS v2", (str(source),))
        db.executescript("""
            INSERT INTO meta SELECT key, value FROM v2.meta WHERE key = 'embedder';
            INSERT INTO meta VALUES ('schema_version', '1');
            INSERT INTO tasks SELECT seq, id, instruction, context, domain, status, outcome_detail, extra,
                failure_reason, key_steps, edges, words, procedure, instruction_vector, context_vector,
                feedback_applied, created_at FROM v2.tasks ORDER BY seq;
            INSERT INTO utterances SELECT * FROM v2.utterances;
            INSERT INTO links SELECT a, b, kind, weight FROM v2.links;
            INSERT INTO insights SELECT id, key, text, score, origin, created_at, updated_at FROM v2.insights;
            INSERT INTO insight_evidence SELECT insight_id, task_id, evidence FROM v2.insight_evidence;
            INSERT INTO insight_usage SELECT task_id, insight_id FROM v2.insight_usage;
        """)
    return target


def test_a_version_1_sqlite_file_is_migrated_with_everything_kept(alfworld_rows, tmp_path):
    embedder = toy_embedder(16)
    with Memory.open(tmp_path / "source.db", embedder=embedder) as memory:
        memory.record_many(alfworld_rows[:30])
        shown = memory.retrieve(HEAT_TASK, roles=ROLES)
        memory.record({**alfworld_rows[30], "success": None}, used=shown)
        memory.record(alfworld_rows[31], used=shown)
        memory.feedback(alfworld_rows[2]["id"], not alfworld_rows[2]["success"])
        before = snapshot(memory)
    old = _as_version_1(tmp_path / "source.db", tmp_path / "v1.db")
    assert _schema_version(str(old)) == 1

    with Memory.open(old, embedder=embedder) as migrated:
        assert _schema_version(str(old)) == LATEST
        assert_same(before, snapshot(migrated))
        assert migrated.feedback(alfworld_rows[30]["id"], True) == shown_count(shown) > 0
        migrated.record(alfworld_rows[32])
        assert migrated.task(alfworld_rows[32]["id"]).seq == 33  # numbering goes on where it was
    with Memory.open(old, embedder=embedder) as reopened:
        assert reopened.stats().tasks == 33


# --------------------------------------------------------------------------- task log: catching up


def test_a_reader_catches_up_with_another_writer(stores):
    writer, reader = stores(), stores()
    writer.commit([task("t1")])
    cursor = StoreCursor()
    for stored in reader.load_tasks(after=cursor):
        cursor = cursor.past(stored)
    writer.commit([task("t2", links=[("t1", "similar", 0.8)])])
    new = list(reader.load_tasks(after=cursor))
    assert [t.id for t in new] == ["t2"]
    assert list(reader.load_links(after=cursor)) == [("t2", "t1", 0.8)]
    for stored in new:
        cursor = cursor.past(stored)
    assert list(reader.load_tasks(after=cursor)) == [] and list(reader.load_links(after=cursor)) == []

    writer.apply_feedback("t1", FAILED, 1.0, -2.0)
    [changed] = reader.load_tasks(after=cursor)
    assert (changed.id, changed.status) == ("t1", FAILED) and changed.revision > cursor.revision
    assert list(reader.load_links(after=cursor.past(changed))) == []  # an outcome adds no edges


def test_a_memory_sees_what_another_memory_recorded(store_location, alfworld_rows):
    embedder = toy_embedder(16)
    ids = [r["id"] for r in alfworld_rows[:10]]
    with (
        Memory.open(store_location, embedder=embedder) as first,
        Memory.open(store_location, embedder=embedder) as second,
    ):
        first.record_many(alfworld_rows[:10])
        assert alfworld_rows[4]["id"] in {t.node.id for t in second.retrieve(alfworld_rows[4]["instruction"]).tasks}
        second.record(alfworld_rows[10])  # linked to first's tasks, which second now knows
        assert set(second.related(alfworld_rows[10]["id"])) & set(ids)
        first.feedback(ids[0], not alfworld_rows[0]["success"])
        second.retrieve(HEAT_TASK)
        with Memory.open(store_location, embedder=embedder) as fresh:
            assert_same(snapshot(fresh), snapshot(second))  # caught up == loaded from scratch
            assert_same(snapshot(fresh), snapshot(first))


# --------------------------------------------------------------------------- the handle: one embedder


def test_the_embedder_is_fixed_at_first_use(stores):
    store = stores(embedder=False)
    assert store.stored_embedder() is None
    store.check_embedder("toy", DIM)
    store.check_embedder("toy", DIM)
    assert store.stored_embedder() == ("toy", DIM)
    with pytest.raises(EmbedderMismatchError, match="toy:8"):
        store.check_embedder("other", DIM)
    with pytest.raises(EmbedderMismatchError, match="toy:8"):
        store.check_embedder("toy", 2 * DIM)
    assert stores("another-team", embedder=False).stored_embedder() == ("toy", DIM)  # one embedder per store


# --------------------------------------------------------------------------- transfer: moving a memory


def keyed(seen: dict) -> dict:
    """A :func:`snapshot` with insight ids replaced by their keys. Ids are each store's own (SQLite skips
    some, PostgreSQL shares them between namespaces); an import keeps their order, which is what ranks."""
    key = {i["id"]: i["key"] for i in seen["exact"]["insights"]}
    exact = {
        **seen["exact"],
        "insights": [{**i, "id": key[i["id"]]} for i in seen["exact"]["insights"]],
        "retrieved insights": [{**i, "id": key[i["id"]]} for i in seen["exact"]["retrieved insights"]],
        "roles": {
            name: {**ctx, "insight_ids": [key[i] for i in ctx["insight_ids"]]}
            for name, ctx in seen["exact"]["roles"].items()
        },
    }
    return {"exact": exact, "floats": seen["floats"]}


def test_a_memory_moves_sqlite_to_postgres_to_sqlite_unchanged(embedder, alfworld_rows, pg_url, tmp_path):
    """The real MiniLM memory, exported and imported twice: every retrieval stays identical."""
    with Memory.open(tmp_path / "source.db", embedder=embedder) as memory:
        memory.record_many(alfworld_rows[:25])
        shown = memory.retrieve(HEAT_TASK, roles=ROLES)
        memory.record({**alfworld_rows[25], "success": None}, used=shown)  # outcome pending
        memory.record(alfworld_rows[26], used=shown)  # outcome applied to the shown insights
        memory.record_many(alfworld_rows[27:])
        before = keyed(snapshot(memory))
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    with closing(open_store(tmp_path / "source.db")) as store:
        assert export_memory(store, one).tasks == len(alfworld_rows)
    with closing(open_store(pg_url)) as store:
        import_memory(store, one)
    with Memory.open(pg_url, embedder=embedder) as on_postgres:
        assert_same(before, keyed(snapshot(on_postgres)))
    with closing(open_store(pg_url)) as store:
        export_memory(store, two)
    assert two.read_bytes() == one.read_bytes()
    with closing(open_store(tmp_path / "back.db")) as store:
        import_memory(store, two)
    with Memory.open(tmp_path / "back.db", embedder=embedder) as back:
        assert_same(before, keyed(snapshot(back)))
        # The pending outcome still moves the shown insights, once; the applied one does not again.
        assert back.feedback(alfworld_rows[25]["id"], True) == shown_count(shown) > 0
        assert back.feedback(alfworld_rows[26]["id"], alfworld_rows[26]["success"]) == 0
        # The applied move travelled with it: a correction takes it back.
        assert back.feedback(alfworld_rows[26]["id"], not alfworld_rows[26]["success"]) == shown_count(shown)


def test_an_import_is_all_or_nothing(stores, tmp_path):
    source = stores("source")
    source.commit([task("t1", updates=[lesson("k", 1.0, {"t1": SUPPORTS})]), task("t2")])
    export_memory(source, tmp_path / "memory.jsonl")
    target = stores("target")
    target.commit([task("t2", updates=[lesson("k", 5.0, {"t2": SUPPORTS})])])
    before = everything(target)
    with pytest.raises(DuplicateTaskError, match="t2"):
        import_memory(target, tmp_path / "memory.jsonl")
    assert everything(target) == before
    merged = stores("merged")
    merged.commit([task("t0", updates=[lesson("k", 5.0, {"t0": SUPPORTS})])])
    import_memory(merged, tmp_path / "memory.jsonl")
    [insight] = merged.list_insights()
    assert (insight.score, insight.supporting) == (6.0, ["t0", "t1"])  # an insight already there gains the import's


def test_a_bad_export_is_located_and_stores_nothing(stores, tmp_path):
    source = stores("source")
    source.commit([task("t1", updates=[lesson("k", 1.0, {"t1": SUPPORTS})]), task("t2")])
    export_memory(source, tmp_path / "good.jsonl")
    header, first, second, insight = [json.loads(line) for line in (tmp_path / "good.jsonl").read_text().splitlines()]
    first["used_insights"] = ["k"]
    cases = {
        "no header": ([first, second], 1, "not a gmem memory export"),
        "short vector": ([header, {**first, "instruction_vector": "AAAAAA=="}, second], 2, "has 1 dimensions"),
        "twice": ([header, first, first], 3, "already appears on line 2"),
        "unknown insight": ([header, first, second], 2, "'k', which is not in the file"),
        "bad kind": ([header, {**first, "kind": "rumour"}], 2, "kind"),
    }
    target = stores("target")
    for name, (lines, line, message) in cases.items():
        path = tmp_path / f"{name}.jsonl"
        path.write_text("".join(json.dumps(item) + "\n" for item in lines))
        with pytest.raises(RecordError, match=message) as caught:
            import_memory(target, path)
        assert caught.value.line == line, name
    assert target.counts()["tasks"] == 0 and target.list_insights() == []
    good = tmp_path / "fixed.jsonl"
    good.write_text("".join(json.dumps(item) + "\n" for item in (header, first, second, insight)))
    import_memory(target, good)
    assert target.counts()["tasks"] == 2


def test_the_cli_moves_one_namespace_to_another_backend(tmp_path, pg_url, capsys):
    sqlite_store, out = str(tmp_path / "cli.db"), str(tmp_path / "team-a.jsonl")
    assert main(["import", str(EXCERPT), "--store", sqlite_store, "--namespace", "team-a", "--quiet"]) == 0
    assert main(["export", "--store", sqlite_store, "--namespace", "team-a", "--out", out]) == 0
    assert "exported 40 tasks" in capsys.readouterr().out
    assert main(["import-memory", out, "--store", pg_url, "--namespace", "team-b"]) == 0
    assert "imported 40 tasks" in capsys.readouterr().out
    for namespace, tasks in (("team-b", 40), ("default", 0)):
        assert main(["stats", "--store", pg_url, "--namespace", namespace, "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["tasks"] == tasks
    assert main(["query", HEAT_TASK, "--store", pg_url, "--namespace", "team-b", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["tasks"]
    assert main(["import-memory", out, "--store", pg_url, "--namespace", "team-b"]) == 2
    assert "nothing from" in capsys.readouterr().err
    assert main(["export-memory", "--store", str(tmp_path / "missing.db"), "--out", out]) == 2
    assert "no memory at" in capsys.readouterr().err
