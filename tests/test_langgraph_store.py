"""gmem as LangGraph's ``BaseStore``: the behaviour LangGraph's own store tests ask of every store (namespace
listing, prefix/suffix/wildcards, depth, pagination, invalid namespaces, get/put/delete, timestamps, search with
a query), what gmem adds (tasks and lessons searchable, deletions undoable), and a compiled graph with
``store=``."""

from __future__ import annotations

import asyncio
from typing import TypedDict

import pytest
from langgraph.config import get_store
from langgraph.graph import END, START, StateGraph
from langgraph.store.base import InvalidNamespaceError

from gmem import Memory
from gmem.integrations.langgraph import GMemStore
from tests.conftest import EXCERPT


@pytest.fixture
def store(tmp_path, embedder):
    with GMemStore(tmp_path / "store.db", embedder=embedder) as opened:
        yield opened


@pytest.fixture
def team_store(tmp_path, embedder):
    """A store whose namespace ("team",) holds the 40 recorded ALFWorld runs and their lessons."""
    with Memory.open(tmp_path / "team.db", embedder=embedder, namespace="team") as memory:
        memory.import_jsonl(EXCERPT)
    with GMemStore(tmp_path / "team.db", embedder=embedder) as opened:
        yield opened


# --------------------------------------------------------------------------- namespaces, as LangGraph defines them


NAMESPACES = [
    ("p", "q", "r"),
    ("p", "q", "s", "t"),
    ("p", "q", "s", "u"),
    ("p", "q", "v"),
    ("p", "w", "v"),
    ("q", "p", "v"),
    ("people", "7"),
    ("people", "8", "prefs"),
    ("ops", "people", "9"),
]


def test_list_namespaces(store):
    assert store.list_namespaces() == []
    for number, namespace in enumerate(NAMESPACES):
        store.put(namespace, f"k{number}", {"n": number})
    assert sorted(store.list_namespaces()) == sorted(NAMESPACES)
    assert store.list_namespaces(prefix=("p", "q")) == [
        ("p", "q", "r"),
        ("p", "q", "s", "t"),
        ("p", "q", "s", "u"),
        ("p", "q", "v"),
    ]
    assert store.list_namespaces(suffix=("v",)) == [("p", "q", "v"), ("p", "w", "v"), ("q", "p", "v")]
    assert store.list_namespaces(prefix=("p",), suffix=("v",)) == [("p", "q", "v"), ("p", "w", "v")]
    assert store.list_namespaces(prefix=("p", "*", "v")) == [("p", "q", "v"), ("p", "w", "v")]
    assert store.list_namespaces(suffix=("*", "v")) == [("p", "q", "v"), ("p", "w", "v"), ("q", "p", "v")]
    assert store.list_namespaces(prefix=("p", "q"), max_depth=3) == [("p", "q", "r"), ("p", "q", "s"), ("p", "q", "v")]
    assert store.list_namespaces(max_depth=1) == [("ops",), ("p",), ("people",), ("q",)]
    assert store.list_namespaces(prefix=("p", "q"), limit=2) == [("p", "q", "r"), ("p", "q", "s", "t")]
    assert store.list_namespaces(prefix=("p", "q"), offset=2) == [("p", "q", "s", "u"), ("p", "q", "v")]
    assert store.list_namespaces(prefix=("nothing",)) == []
    assert store.list_namespaces(prefix=("people", "7")) == [("people", "7")]


@pytest.mark.parametrize("namespace", [(), ("a", "b.c"), ("a", ""), ("langgraph", "x")])
async def test_invalid_namespaces_are_refused(store, namespace):
    with pytest.raises(InvalidNamespaceError):
        store.put(namespace, "k", {"v": 1})
    with pytest.raises(InvalidNamespaceError):
        await store.aput(namespace, "k", {"v": 1})
    assert store.list_namespaces() == []


# --------------------------------------------------------------------------- notes: get, put, delete, times


async def test_put_get_delete_keep_times_and_history(store, tmp_path, embedder):
    namespace = ("team", "langgraph", "prefs")  # "langgraph" is fine below the root
    store.put(namespace, "style", {"tone": "terse", "lines": 3})
    first = store.get(namespace, "style")
    assert first.value == {"tone": "terse", "lines": 3} and first.namespace == namespace
    await asyncio.sleep(0.01)
    await store.aput(namespace, "style", {"tone": "warm"})
    second = await store.aget(namespace, "style")
    assert second.value == {"tone": "warm"}
    assert second.created_at == first.created_at and second.updated_at > first.updated_at
    assert (await store.asearch(namespace, query="warm tone"))[0].value == {"tone": "warm"}
    assert store.get(namespace, "other") is None

    store.delete(namespace, "style")
    assert store.get(namespace, "style") is None and store.list_namespaces() == []
    with Memory.open(tmp_path / "store.db", embedder=embedder, namespace="team.langgraph.prefs") as memory:
        deleted = memory.history()[0]
        assert deleted.author == "langgraph" and deleted.reversible
        memory.undo(deleted.id)
    assert store.get(namespace, "style").value == {"tone": "warm"}


def test_namespaces_are_gmem_namespaces(store, tmp_path, embedder):
    store.put(("team-a",), "k", {"v": "a"})
    store.put(("team-b",), "k", {"v": "b"})
    assert store.get(("team-a",), "k").value == {"v": "a"} and store.get(("team-b",), "k").value == {"v": "b"}
    with Memory.open(tmp_path / "store.db", embedder=embedder, namespace="team-b") as memory:
        assert [i.origin for i in memory.insights()] == ["note:langgraph"]


# --------------------------------------------------------------------------- search over tasks and lessons


def test_search_ranks_tasks_and_lessons(team_store):
    found = team_store.search(("team",), query="heat some egg and put it in countertop.", limit=50)
    assert found == sorted(found, key=lambda item: -item.score)
    tasks = [item for item in found if item.key.startswith("task:")]
    assert tasks and "egg" in tasks[0].value["instruction"]
    assert any(item.key.startswith("insight:") for item in found)
    failed = team_store.search(("team",), query="heat some egg", filter={"kind": "task", "status": "failed"}, limit=50)
    assert failed and all(item.value["status"] == "failed" for item in failed)
    page = team_store.search(("team",), limit=5, offset=5)
    assert len(page) == 5 and page != team_store.search(("team",), limit=5)
    task = team_store.get(("team",), tasks[0].key)
    assert task.value == tasks[0].value and task.created_at.year >= 2025
    lesson = next(item for item in found if item.key.startswith("insight:"))
    assert team_store.get(("team",), lesson.key).value["text"] == lesson.value["text"]


def test_runs_and_lessons_are_read_only_here(team_store):
    with pytest.raises(ValueError, match="read-only"):
        team_store.put(("team",), "task:alfworld-0", {"instruction": "x"})
    with pytest.raises(ValueError, match="read-only"):
        team_store.delete(("team",), "insight:1")


def test_a_note_is_shown_to_the_team(team_store, tmp_path, embedder):
    note = {"text": "To heat some egg, heat egg with microwave, then put it in the countertop."}
    team_store.put(("team",), "egg-tip", note)
    with Memory.open(tmp_path / "team.db", embedder=embedder, namespace="team") as memory:
        shown = memory.retrieve("heat some egg and put it in countertop.", roles=["solver"])
    assert any(r.insight.origin == "note:langgraph" for r in shown.insights)


# --------------------------------------------------------------------------- a compiled graph with store=


class State(TypedDict):
    question: str
    answer: str


def remember_and_recall(state: State) -> dict:
    store = get_store()
    store.put(("users", "ada"), "prefers", {"text": "Ada prefers answers in one line."})
    hits = store.search(("users",), query=state["question"])
    return {"answer": hits[0].value["text"] if hits else ""}


async def test_a_compiled_graph_uses_it_as_its_store(tmp_path, embedder):
    builder = StateGraph(State)
    builder.add_node("recall", remember_and_recall)
    builder.add_edge(START, "recall")
    builder.add_edge("recall", END)
    with GMemStore(tmp_path / "graph.db", embedder=embedder) as store:
        graph = builder.compile(store=store)
        result = graph.invoke({"question": "how does ada like answers?", "answer": ""})
        assert result["answer"] == "Ada prefers answers in one line."
        again = await graph.ainvoke({"question": "ada's preference", "answer": ""})
        assert again["answer"] == result["answer"]
    with Memory.open(tmp_path / "graph.db", embedder=embedder, namespace="users.ada") as memory:
        assert [i.origin for i in memory.insights()] == ["note:langgraph"]
