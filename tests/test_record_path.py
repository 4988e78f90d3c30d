"""The record path's guarantees: one transaction per recorded task with the feedback of ``used=``, an index that
changes with the store (a failed commit is taken back without reloading anything), a schedule that counts
other writers' tasks, and a sync core that works inside a running event loop, with async twins that agree."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing

import numpy as np
import pytest

from gmem import Memory, MemoryConfig, Retrieval, TaskStatus
from gmem.llm import LLMClient, LLMOperationsConfig, LLMSettings
from gmem.store.base import ORIGIN
from gmem.text import words
from gmem.tiers.query import IndexedTask, QueryIndex
from tests.llm_script import ScriptedLLM, first_steps

ROLES = [("solver", "acts in the environment"), ("critic", "reviews the plan")]
QUERIES = [
    "heat some egg and put it in countertop.",
    "put a clean plate in countertop.",
    "look at bowl under the desklamp.",
]
#: A feedback move no mined lesson makes, so a trigger can fail exactly the feedback's score update.
FEEDBACK = 0.375


def answers(memory: Memory) -> list[tuple[object, ...]]:
    """What retrievals give, to compare two memories: ranked tasks (with scores), insights, role texts."""
    out = []
    for query in QUERIES:
        result = memory.retrieve(query, roles=ROLES)
        out.append(
            (
                [(t.node.id, round(t.score, 6)) for t in result.tasks],
                [r.insight.id for r in result.insights],
                {name: result.for_role(name).text for name, _ in ROLES},
            )
        )
    return out


def same_as_reopened(memory: Memory, path: str, embedder) -> None:
    with Memory.open(path, embedder=embedder, config=memory.config) as fresh:
        assert [n.id for n in memory.tasks()] == [n.id for n in fresh.tasks()]
        assert answers(memory) == answers(fresh)


def test_a_failed_commit_is_taken_back_from_the_index_without_reloading_it(
    tmp_path, embedder, alfworld_rows, monkeypatch
):
    path = str(tmp_path / "team.db")
    with Memory.open(path, embedder=embedder) as memory:
        memory.record_many(alfworld_rows[:20])
        memory.retrieve(QUERIES[0])
        reads: list[object] = []
        real_load = memory._store.load_tasks
        monkeypatch.setattr(memory._store, "load_tasks", lambda after=ORIGIN: reads.append(after) or real_load(after))

        def broken(writes):
            assert len(writes) == 5  # every task was planned; the store fails as it would on a lost connection
            raise ConnectionError("the database went away")

        monkeypatch.setattr(memory._store, "commit", broken)
        with pytest.raises(ConnectionError):
            memory.record_many(alfworld_rows[20:25])  # a batch: its later tasks were linked to its earlier ones
        monkeypatch.undo()
        assert ORIGIN not in reads  # caught up after its cursor, never reloaded from the start
        assert not any(memory.has_task(r["id"]) for r in alfworld_rows[20:25])
        same_as_reopened(memory, path, embedder)
        memory.record_many(alfworld_rows[20:25])  # the rows the failed batch held are reused in order
        same_as_reopened(memory, path, embedder)


def test_a_task_and_the_feedback_of_its_retrieval_land_together_or_not_at_all(tmp_path, embedder, alfworld_rows):
    path = str(tmp_path / "team.db")
    config = MemoryConfig(feedback_resolved=FEEDBACK)
    with Memory.open(path, embedder=embedder, config=config) as memory:
        memory.record_many(alfworld_rows[:30])
        used = memory.retrieve(QUERIES[0], roles=ROLES)
        shown = {i for name, _ in ROLES for i in used.for_role(name).insight_ids}
        assert shown
        before = {i.id: i.score for i in memory.insights()}
        with closing(sqlite3.connect(path)) as db, db:
            db.execute(
                "CREATE TRIGGER fail_feedback BEFORE UPDATE OF score ON insights"
                f" WHEN NEW.score - OLD.score = {FEEDBACK} BEGIN SELECT RAISE(ABORT, 'injected failure'); END"
            )
        task = {**alfworld_rows[30], "id": "new-task", "success": True}
        with pytest.raises(sqlite3.IntegrityError, match="injected failure"):
            memory.record(task, used=used)
        assert not memory.has_task("new-task")
        assert {i.id: i.score for i in memory.insights()} == before  # neither the task's lessons nor the feedback
        same_as_reopened(memory, path, embedder)

        with closing(sqlite3.connect(path)) as db, db:
            db.execute("DROP TRIGGER fail_feedback")
        memory.record(task, used=used)
        assert memory.feedback("new-task", True) == 0  # its outcome's move came with it
        after_record = {i.id: i.score for i in memory.insights()}
        assert memory.feedback("new-task", False) == len(shown)  # the correction takes back exactly FEEDBACK
        corrected = {i.id: i.score for i in memory.insights()}
        for insight_id in shown:
            assert corrected[insight_id] == pytest.approx(after_record[insight_id] - FEEDBACK + config.feedback_failed)


def test_truncating_to_a_mark_restores_the_index_exactly(alfworld_rows):
    rng = np.random.default_rng(0)

    def indexed(row: dict) -> IndexedTask:
        vector = rng.standard_normal(8).astype(np.float32)
        procedure = [f"{step['action'].split(' ')[0]} _#1" for step in row["steps"][:6]]
        status = TaskStatus.RESOLVED if row["success"] else TaskStatus.FAILED
        return IndexedTask(row["id"], status, vector, vector, words(row["instruction"]), procedure, row["instruction"])

    tasks = [indexed(row) for row in alfworld_rows[:30]]
    grown, kept = QueryIndex(8), QueryIndex(8)
    for task in tasks[:20]:
        grown.add(task)
        kept.add(task)
    grown.query("heat some egg", tasks[0].instruction_vector, tasks[0].context_vector).top(3)
    kept.query("heat some egg", tasks[0].instruction_vector, tasks[0].context_vector).top(3)
    mark = grown.mark()
    for task in tasks[20:]:
        grown.add(task)
        grown.link(task.id, tasks[0].id, 0.9)
        grown.query(task.instruction, task.instruction_vector, task.context_vector).top(3)  # weights recomputed
    grown.truncate_to(mark)
    for name, array in kept.to_arrays().items():
        np.testing.assert_array_equal(grown.to_arrays()[name], array, err_msg=name)
    for task in tasks[20:]:
        grown.add(task)
        kept.add(task)
    assert grown.ids == kept.ids and grown.graph.node_indices() == kept.graph.node_indices()
    query = ("put a hot mug in cabinet", tasks[3].instruction_vector, tasks[3].context_vector)
    np.testing.assert_allclose(grown.query(*query).all(), kept.query(*query).all())


def scripted(**answers: object) -> ScriptedLLM:
    return ScriptedLLM({"sparsify": first_steps, "project": lambda _: "1. Heat it first.", **answers})


def llm_memory(path, embedder, script: ScriptedLLM, **ops) -> Memory:
    settings = LLMSettings(timeout=5.0, retries=0, backoff=0.0)
    # Every role is shown lessons (and asks for a rewrite): those of tasks however far below the best match.
    config = MemoryConfig(
        llm=LLMOperationsConfig(**{"merge": False, "insights": False, **ops}),
        llm_client=settings,
        traversal={"lesson_margin": 100},
    )
    return Memory.open(path, embedder=embedder, config=config, llm=LLMClient(script, settings))


async def test_sync_calls_with_a_model_work_inside_a_running_event_loop(tmp_path, embedder, alfworld_rows):
    script = scripted()
    with llm_memory(tmp_path / "team.db", embedder, script) as memory:
        memory.record_many(alfworld_rows[:20])  # blocks this loop; the model answers on the client's own loop
        result = memory.retrieve(QUERIES[0], roles=ROLES)
        memory.record({**alfworld_rows[20], "id": "new-task"}, used=result)
        assert memory.graph("new-task").key_steps == [0, 1]  # stored with the model's key steps
    assert script.asked["sparsify"] == 21 and script.asked["project"] == 2
    assert "Heat it first." in result.for_role("solver").text


def test_the_maintenance_schedule_counts_the_tasks_other_writers_added(tmp_path, embedder, alfworld_rows):
    path = str(tmp_path / "team.db")
    script = scripted(insights=lambda _: "ADD: Check the goal state before finishing.")
    resolved = [r for r in alfworld_rows if r["success"]]
    with llm_memory(path, embedder, script, insights=True, insights_start_after=3, insights_every=3) as memory:
        with Memory.open(path, embedder=embedder) as other:
            other.record_many(resolved[:2])  # another process's tasks, not yet in this memory's index
        memory.record(resolved[2])  # the third task of the memory: a batch update is due
    assert script.asked["insights"] == 1


async def test_async_twins_give_what_the_sync_methods_give_and_call_the_model_on_the_callers_loop(
    tmp_path, embedder, alfworld_rows
):
    loops: list[asyncio.AbstractEventLoop] = []

    def watched() -> ScriptedLLM:
        script = scripted(insights=lambda _: "ADD: Check the goal state before finishing.")
        ask = script.acomplete

        async def acomplete(messages):
            loops.append(asyncio.get_running_loop())
            return await ask(messages)

        script.acomplete = acomplete
        return script

    rows = alfworld_rows[:12]
    runs: list[tuple[object, ...]] = []
    for name in ("sync", "async"):
        script = watched()
        with llm_memory(tmp_path / f"{name}.db", embedder, script, insights=True, insights_start_after=3) as memory:
            if name == "sync":
                await asyncio.to_thread(memory.record_many, rows[:10])
                result: Retrieval = await asyncio.to_thread(memory.retrieve, QUERIES[0], roles=ROLES)
                await asyncio.to_thread(memory.record, {**rows[10], "success": None}, used=result)
                moved = await asyncio.to_thread(memory.feedback, rows[10]["id"], True)
            else:
                loops.clear()
                await memory.arecord_many(rows[:10])
                result = await memory.aretrieve(QUERIES[0], roles=ROLES)
                await memory.arecord({**rows[10], "success": None}, used=result)
                moved = await memory.afeedback(rows[10]["id"], True)
                assert loops and set(loops) == {asyncio.get_running_loop()}
            runs.append(
                (
                    [(n.id, n.seq, n.status) for n in memory.tasks()],
                    sorted((i.key, i.text, i.score) for i in memory.insights()),
                    {n: c.text for n, c in result.roles.items()},
                    moved,
                    dict(script.asked),
                )
            )
    assert runs[0] == runs[1]
