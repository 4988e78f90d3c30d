"""The async variants: arecord / aretrieve / afeedback under asyncio (pytest-asyncio, asyncio_mode=auto)."""

from __future__ import annotations

import asyncio
import logging

import pytest

from gmem import DuplicateTaskError, QueryNode, Retrieval, TaskStatus

log = logging.getLogger(__name__)

HEAT_TASK = "heat some potato and put it in countertop."
ROLES = [
    ("solver", "carries out actions in the environment step by step"),
    ("critic", "reviews the plan and spots mistakes"),
]


def heat_rows(alfworld_rows) -> list[dict]:
    """A small, fast subset: the heat runs plus a few others (contexts dropped to keep embedding quick)."""
    picked = [r for r in alfworld_rows if r["task_type"] == "pick_heat_then_place"]
    picked += [r for r in alfworld_rows if r["task_type"] == "pick_cool_then_place"][:3]
    return [{k: v for k, v in r.items() if k != "context"} for r in picked]


async def test_arecord_aretrieve_afeedback(open_memory, alfworld_rows):
    memory = open_memory()
    rows = heat_rows(alfworld_rows)
    nodes = [await memory.arecord(row) for row in rows]
    assert all(isinstance(n, QueryNode) for n in nodes)
    assert [n.id for n in nodes] == [r["id"] for r in rows]
    assert memory.stats().tasks == len(rows)

    retrieval = await memory.aretrieve(HEAT_TASK, roles=ROLES)
    assert isinstance(retrieval, Retrieval)
    assert retrieval.resolved and retrieval.insights
    assert set(retrieval.roles) == {"solver", "critic"}

    new = {**rows[0], "id": "async-new", "success": None}
    await memory.arecord(new, used=retrieval)
    shown = {i for name in retrieval.roles for i in retrieval.for_role(name).insight_ids}
    assert shown
    before = {i.id: i.score for i in memory.insights()}
    moved = await memory.afeedback("async-new", True)
    assert moved == len(shown)
    after = {i.id: i.score for i in memory.insights()}
    for insight_id in shown:
        assert after[insight_id] == pytest.approx(before[insight_id] + memory.config.feedback_resolved)
    assert memory.task("async-new").status == TaskStatus.RESOLVED
    assert await memory.afeedback("async-new", True) == 0  # the same outcome again moves nothing


async def _loop_turns_during(coroutine) -> int:
    """How many times other coroutines ran on the event loop while ``coroutine`` was being awaited."""
    turns = 0
    finished = False

    async def ticker() -> None:
        nonlocal turns
        while not finished:
            turns += 1
            await asyncio.sleep(0)

    async def measured() -> int:
        nonlocal finished
        await coroutine
        finished = True
        return turns

    work = asyncio.create_task(measured())  # scheduled first: a blocking call would finish before the ticker runs
    tick = asyncio.create_task(ticker())
    seen = await work
    await tick
    return seen


async def test_async_calls_do_not_block_the_event_loop(open_memory, alfworld_rows):
    memory = open_memory()
    row = heat_rows(alfworld_rows)[0]
    assert await _loop_turns_during(memory.arecord(row)) > 0
    assert await _loop_turns_during(memory.aretrieve(HEAT_TASK, roles=ROLES)) > 0
    assert await _loop_turns_during(memory.afeedback(row["id"], True)) > 0


async def test_concurrent_records_and_retrievals(open_memory, alfworld_rows):
    memory = open_memory()
    rows = heat_rows(alfworld_rows)
    results = await asyncio.gather(
        *(memory.arecord(row) for row in rows),
        *(memory.aretrieve(HEAT_TASK, roles=ROLES) for _ in range(3)),
    )
    nodes, retrievals = results[: len(rows)], results[len(rows) :]
    assert sorted(n.id for n in nodes) == sorted(r["id"] for r in rows)
    assert all(isinstance(r, Retrieval) for r in retrievals)
    stats = memory.stats()
    assert stats.tasks == len(rows)
    assert stats.resolved + stats.failed == len(rows)
    # Concurrent recording left a consistent memory: a retrieval now sees every heat run.
    final = await memory.aretrieve(HEAT_TASK)
    assert {r["id"] for r in rows} <= {t.node.id for t in final.tasks}
    seqs = [memory.task(r["id"]).seq for r in rows]
    assert sorted(seqs) == list(range(1, len(rows) + 1))


async def test_concurrent_feedback_applies_once(open_memory, alfworld_rows):
    memory = open_memory()
    rows = heat_rows(alfworld_rows)
    memory.record_many(rows)
    retrieval = await memory.aretrieve(HEAT_TASK, roles=ROLES)
    await memory.arecord({**rows[0], "id": "racing", "success": None}, used=retrieval)
    shown = {i for name in retrieval.roles for i in retrieval.for_role(name).insight_ids}
    before = {i.id: i.score for i in memory.insights()}
    moved = await asyncio.gather(*(memory.afeedback("racing", False) for _ in range(5)))
    assert sorted(moved) == [0, 0, 0, 0, len(shown)]
    after = {i.id: i.score for i in memory.insights()}
    for insight_id, score in before.items():
        expected = score + (memory.config.feedback_failed if insight_id in shown else 0.0)
        assert after[insight_id] == pytest.approx(expected)


async def test_async_errors_propagate(open_memory, alfworld_rows):
    memory = open_memory()
    row = heat_rows(alfworld_rows)[0]
    await memory.arecord(row)
    with pytest.raises(DuplicateTaskError):
        await memory.arecord(row)
    with pytest.raises(KeyError):
        await memory.afeedback("missing", True)
    with pytest.raises(ValueError):
        await memory.aretrieve("  ")
    assert memory.stats().tasks == 1
