"""LLM-backed memory operations, driven by a scripted model: what each does to the memory, and that
failures (malformed answers, timeouts, refusals) leave the memory as the LLM-free path would."""

from __future__ import annotations

import asyncio
import re

import pytest

from gmem import ChangeKind, Memory, MemoryConfig, TaskStatus
from gmem.llm import LLMClient, LLMOperationsConfig, LLMSettings
from tests.llm_script import ScriptedLLM, first_steps

FAST = LLMSettings(timeout=2.0, retries=1, backoff=0.0, concurrency=4)


def llm_memory(tmp_path, embedder, script: ScriptedLLM, name="llm.db", settings=FAST, traversal=None, **ops) -> Memory:
    options = {"merge": False, "project_roles": False, **ops}
    config = MemoryConfig(llm=LLMOperationsConfig(**options), llm_client=settings, traversal=traversal or {})
    return Memory.open(tmp_path / name, embedder=embedder, config=config, llm=LLMClient(script, settings))


def resolved(rows, n):
    return [r for r in rows if r["success"]][:n]


def llm_insights(memory):
    return [i for i in memory.insights() if i.origin == "llm"]


def rule_number(prompt: str, fragment: str) -> int:
    match = re.search(rf"^(\d+)\. [^\n]*{re.escape(fragment)}", prompt, re.MULTILINE)
    assert match, f"{fragment!r} not among the rules shown"
    return int(match.group(1))


# --------------------------------------------------------------------------- sparsification


def test_model_key_steps_and_failure_reason_are_what_later_teams_read(tmp_path, embedder, alfworld_rows):
    script = ScriptedLLM({"sparsify": first_steps})
    failed = next(r for r in alfworld_rows if not r["success"])
    with llm_memory(tmp_path, embedder, script, insights=False) as memory:
        assert memory.mode == "llm"
        memory.record(failed)
        graph = memory.graph(failed["id"])
    assert graph.key_steps == [0, 1]
    assert graph.failure_reason == "the team never heated the object before placing it."
    assert script.asked["sparsify"] == 1


@pytest.mark.parametrize("answer", ["I think steps 3 and 4 matter.", "KEY STEPS: 0, 999", "KEY STEPS: 1\n(no reason)"])
def test_unusable_key_steps_fall_back_to_the_llm_free_ones(tmp_path, embedder, alfworld_rows, answer):
    failed = next(r for r in alfworld_rows if not r["success"])
    script = ScriptedLLM({"sparsify": lambda _: answer})
    with llm_memory(tmp_path, embedder, script, insights=False) as memory:
        memory.record(failed)
        graph = memory.graph(failed["id"])
        usage = memory.usage.operations["sparsify"]
    with Memory.open(tmp_path / "free.db", embedder=embedder) as free:
        free.record(failed)
        expected = free.graph(failed["id"])
    assert (graph.key_steps, graph.failure_reason) == (expected.key_steps, expected.failure_reason)
    assert usage.failures == 1 and usage.fallbacks == 1


# --------------------------------------------------------------------------- insight updates


def test_batch_updates_add_then_agree_and_edit_with_hyperedges(tmp_path, embedder, alfworld_rows):
    def insights(prompt: str) -> str:
        if "microwave first" not in prompt:
            return "ADD: Heat the object in the microwave first, then place it."
        n = rule_number(prompt, "microwave first")
        return f"AGREE {n}\nEDIT {n}: Heat the object with the microwave first, then put it in place."

    script = ScriptedLLM({"sparsify": first_steps, "insights": insights})
    tasks = resolved(alfworld_rows, 6)
    with llm_memory(tmp_path, embedder, script, insights_start_after=3, insights_every=3, batch_runs=3) as memory:
        for task in tasks:
            memory.record(task)
        (rule,) = llm_insights(memory)
    assert script.asked["insights"] == 2  # after the 3rd and the 6th task
    assert rule.text == "Heat the object with the microwave first, then put it in place."
    assert rule.score == 1 + 1 + 1  # ADD (at an LLM-free lesson's score), then AGREE and EDIT
    assert set(rule.supporting) == {t["id"] for t in tasks}  # both batches' runs back it


@pytest.mark.parametrize(("max_insights", "left"), [(1000, 2.0), (1, None)])
def test_remove_lowers_a_score_and_deletes_only_by_a_logged_change(
    tmp_path, embedder, alfworld_rows, max_insights, left
):
    """REMOVE costs 1 (3 when the set is full); one that would drop the lesson deletes it by a change in the
    history, with the model as author, which ``undo`` reverses."""
    answers = iter(["ADD: Avoid loops.", "AGREE", "AGREE", "REMOVE"])

    def insights(prompt: str) -> str:
        verb = next(answers, None)
        if verb is None:
            return "no change needed"
        return verb if verb.startswith("ADD") else f"{verb} {rule_number(prompt, 'Avoid loops')}"

    script = ScriptedLLM({"sparsify": first_steps, "insights": insights})
    tasks = resolved(alfworld_rows, 4)
    with llm_memory(
        tmp_path, embedder, script, insights_start_after=1, insights_every=1, max_insights=max_insights
    ) as memory:
        memory.record_many(tasks)
        rules = llm_insights(memory)
        if left is not None:
            assert [r.score for r in rules] == [left] and rules[0].contradicting
            assert memory.history() == []
            return
        assert rules == []
        (change,) = memory.history()
        assert change.kind == ChangeKind.INSIGHT_DELETE and change.author == "model:ScriptedLLM"
        assert change.after == {"cause": "remove", "at_task": 4}
        memory.undo(change.id, by="tester")
        (rule,) = llm_insights(memory)
    assert rule.text == "Avoid loops." and rule.score == 3.0


@pytest.mark.parametrize(
    "answer",
    [
        "EDIT 99: a rule that does not exist",
        "Sure! Here are my thoughts on the runs.",
        "ADD:",
        "REMOVE",
        "ADD: " + "x" * 500,
        "ADD: a\nADD: b\nADD: c\nADD: d\nADD: e",  # more than operations_per_update
    ],
)
def test_malformed_operations_leave_the_insight_set_untouched(tmp_path, embedder, alfworld_rows, answer):
    tasks = resolved(alfworld_rows, 3)
    script = ScriptedLLM({"sparsify": first_steps, "insights": lambda _: answer})
    with llm_memory(tmp_path, embedder, script, insights_start_after=3) as memory:
        memory.record_many(tasks)
        with_llm = sorted((i.key, i.text, i.score) for i in memory.insights())
        usage = memory.usage.operations["insights"]
    with Memory.open(tmp_path / "free.db", embedder=embedder) as free:
        free.record_many(tasks)
        llm_free = sorted((i.key, i.text, i.score) for i in free.insights())
    assert with_llm == llm_free
    assert usage.calls == 1 and usage.failures == 1 and usage.fallbacks == 1


def test_timeouts_and_refusals_never_corrupt_the_memory(tmp_path, embedder, alfworld_rows):
    slow = LLMSettings(timeout=0.05, retries=1, backoff=0.0, breaker_failures=100)  # every attempt reaches the model
    script = ScriptedLLM({"sparsify": first_steps, "insights": lambda _: "ADD: never stored"}, delay=0.5)
    tasks = resolved(alfworld_rows, 3)
    with llm_memory(tmp_path, embedder, script, settings=slow, insights_start_after=3) as memory:
        memory.record_many(tasks)
        assert memory.stats().tasks == 3
        assert llm_insights(memory) == []
        usage = memory.usage
    assert usage.operations["insights"].failures == 2  # two attempts, both timed out
    assert usage.operations["sparsify"].fallbacks == 3

    refusing = ScriptedLLM({"sparsify": RuntimeError("content policy"), "insights": RuntimeError("503")})
    with llm_memory(tmp_path, embedder, refusing, name="refusing.db", insights_start_after=3) as memory:
        memory.record_many(tasks)
        assert memory.stats().tasks == 3 and llm_insights(memory) == []


def test_a_failed_task_is_contrasted_with_its_nearest_resolved_neighbour(tmp_path, embedder, alfworld_rows):
    script = ScriptedLLM({"sparsify": first_steps, "insights": lambda _: "ADD: Check that the object is hot."})
    with llm_memory(tmp_path, embedder, script, insights_start_after=1000) as memory:  # no batch updates
        memory.record_many([r for r in alfworld_rows[:12] if r["success"]])
        failed = next(r for r in alfworld_rows[12:] if not r["success"])
        memory.record(failed)
        (rule,) = llm_insights(memory)
        partner = next(t for t in memory.related(failed["id"]) if memory.task(t).status == TaskStatus.RESOLVED)
    (prompt,) = [p for k, p in script.prompts if k == "insights"]
    assert "RESOLVED RUN" in prompt and "FAILED RUN" in prompt
    assert failed["instruction"] in prompt
    assert set(rule.supporting) == {failed["id"], partner}


def test_merge_replaces_a_cluster_by_fewer_insights_with_the_union_of_their_support(tmp_path, embedder, alfworld_rows):
    counter = iter(range(1000))
    script = ScriptedLLM(
        {
            "sparsify": first_steps,
            "insights": lambda _: f"ADD: Lesson number {next(counter)} about the task.",
            "merge": lambda _: "1. One merged lesson about these tasks.",
        }
    )
    tasks = resolved(alfworld_rows, 6)
    with llm_memory(
        tmp_path,
        embedder,
        script,
        merge=True,
        merge_every=6,
        merge_min_cluster=2,
        insights_start_after=1,
        insights_every=1,
    ) as memory:
        memory.record_many(tasks)
        after = memory.insights()
    assert script.asked["merge"] == 1
    merged = [i for i in after if i.text == "One merged lesson about these tasks."]
    assert len(merged) == 1
    assert not [i for i in after if i.text.startswith("Lesson number")]  # the originals are gone
    assert set(merged[0].supporting) == {t["id"] for t in tasks}


def test_spent_insights_are_dropped_at_merge_time(tmp_path, embedder, alfworld_rows):
    def insights(prompt: str) -> str:
        if "Avoid loops" not in prompt:
            return "ADD: Avoid loops."
        return f"REMOVE {rule_number(prompt, 'Avoid loops')}"

    script = ScriptedLLM({"sparsify": first_steps, "insights": insights, "merge": lambda _: "1. merged"})
    with llm_memory(
        tmp_path,
        embedder,
        script,
        merge=True,
        merge_every=4,
        merge_min_cluster=100,
        insights_start_after=1,
        insights_every=1,
        max_insights=2,
    ) as memory:
        memory.record_many(resolved(alfworld_rows, 4))
        assert llm_insights(memory) == []  # ADD (+2), REMOVE x2 (-3 each) -> below zero -> dropped at task 4


# --------------------------------------------------------------------------- retrieval


ROLES = [("solver", "acts in the environment step by step"), ("critic", "reviews the plan and spots mistakes")]


def projected(prompt: str) -> str:
    role = re.search(r"Agent role: (\w+)", prompt).group(1)
    return f"1. {role}: heat the object before placing it.\n2. {role}: keep to the plan."


def test_each_role_gets_its_lessons_rewritten_for_it(tmp_path, embedder, alfworld_rows):
    script = ScriptedLLM({"sparsify": first_steps, "project": projected})
    # Both roles are shown lessons: those of tasks however far below the best match are offered.
    wide = {"lesson_margin": 100}
    with llm_memory(tmp_path, embedder, script, insights=False, project_roles=True, traversal=wide) as memory:
        memory.record_many(alfworld_rows[:20])
        result = memory.retrieve("heat some egg and put it in countertop.", roles=ROLES)
        free = Memory.open(tmp_path / "llm.db", embedder=embedder, config=MemoryConfig(traversal=wide)).retrieve(
            "heat some egg and put it in countertop.", roles=ROLES
        )
    for name, _ in ROLES:
        text = result.for_role(name).text
        assert f"- {name}: heat the object before placing it." in text
        assert result.for_role(name).insight_ids == free.for_role(name).insight_ids  # what feedback will score
    assert "solver: heat" not in result.for_role("critic").text
    assert script.asked["project"] == 2


def test_a_failed_rewrite_keeps_the_llm_free_view(tmp_path, embedder, alfworld_rows):
    script = ScriptedLLM({"sparsify": first_steps, "project": lambda _: "Happy to help!"})
    with llm_memory(tmp_path, embedder, script, insights=False, project_roles=True) as memory:
        memory.record_many(alfworld_rows[:20])
        result = memory.retrieve("heat some egg and put it in countertop.", roles=ROLES)
    free = Memory.open(tmp_path / "llm.db", embedder=embedder).retrieve(
        "heat some egg and put it in countertop.", roles=ROLES
    )
    assert {n: c.text for n, c in result.roles.items()} == {n: c.text for n, c in free.roles.items()}


def test_rerank_puts_the_models_choice_first(tmp_path, embedder, alfworld_rows):
    script = ScriptedLLM({"sparsify": first_steps, "rerank": lambda _: "RANKING: 3, 1"})
    with llm_memory(tmp_path, embedder, script, insights=False, rerank=True) as memory:
        memory.record_many(alfworld_rows[:20])
        plain = Memory.open(tmp_path / "llm.db", embedder=embedder).retrieve("put a clean plate in countertop.")
        result = memory.retrieve("put a clean plate in countertop.")
    before = [t.node.id for t in plain.tasks]
    after = [t.node.id for t in result.tasks]
    assert after[:2] == [before[2], before[0]]
    assert sorted(after) == sorted(before)


def test_outcome_feedback_scores_the_insights_a_role_was_shown(tmp_path, embedder, alfworld_rows):
    script = ScriptedLLM({"sparsify": first_steps, "project": projected})
    with llm_memory(tmp_path, embedder, script, insights=False, project_roles=True) as memory:
        memory.record_many(alfworld_rows[:20])
        result = memory.retrieve("heat some egg and put it in countertop.", roles=ROLES)
        shown = set(result.for_role("solver").insight_ids) | set(result.for_role("critic").insight_ids)
        assert shown
        before = {i.id: i.score for i in memory.insights()}
        memory.record({**alfworld_rows[20], "id": "new-task", "success": False}, used=result)
        after = {i.id: i.score for i in memory.insights()}
    for insight_id in shown:
        assert after[insight_id] <= before[insight_id] - 2 + 1  # -2 for the failure (mining may add one back)


# --------------------------------------------------------------------------- accounting and the sync facade


def test_usage_is_counted_per_operation_and_estimated_when_not_reported(tmp_path, embedder, alfworld_rows):
    script = ScriptedLLM({"sparsify": first_steps, "insights": lambda _: "ADD: Keep going."}, usage=False)
    with llm_memory(tmp_path, embedder, script, insights_start_after=2, insights_every=2) as memory:
        memory.record_many(resolved(alfworld_rows, 4))
        usage = memory.usage
    sparsify, insights = usage.operations["sparsify"], usage.operations["insights"]
    assert (sparsify.calls, insights.calls) == (4, 2)
    assert sparsify.estimated_calls == 4 and sparsify.prompt_tokens > 100 and sparsify.completion_tokens > 0
    assert usage.total.calls == 6 and usage.total.total_tokens == sparsify.total_tokens + insights.total_tokens


def test_provider_reported_tokens_are_used_as_given(tmp_path, embedder, alfworld_rows):
    script = ScriptedLLM({"sparsify": lambda _: "KEY STEPS: 1"})
    with llm_memory(tmp_path, embedder, script, insights=False) as memory:
        memory.record(resolved(alfworld_rows, 1)[0])
        op = memory.usage.operations["sparsify"]
    _, prompt = script.prompts[0]
    assert op.prompt_tokens == len(prompt.split()) and op.completion_tokens == 3 and op.estimated_calls == 0


def test_llm_free_memory_reports_no_usage(open_memory, alfworld_rows):
    memory = open_memory()
    memory.record_many(alfworld_rows[:3])
    assert memory.mode == "llm-free" and memory.usage.total.calls == 0


async def test_client_retries_limits_concurrency_and_raises_after_the_last_attempt():
    from gmem.llm import ChatMessage, LLMError

    flaky_calls = []

    async def flaky(messages):
        flaky_calls.append(1)
        if len(flaky_calls) == 1:
            raise ConnectionError("reset")
        return "fine"

    from gmem.llm import FunctionProvider

    client = LLMClient(FunctionProvider(flaky), LLMSettings(retries=2, backoff=0.0))
    assert await client.acomplete("test", [ChatMessage(role="user", content="hi")]) == "fine"
    assert client.usage.operations["test"].failures == 1 and client.usage.operations["test"].calls == 1

    script = ScriptedLLM({"sparsify": lambda _: "KEY STEPS: 1"}, delay=0.05)
    limited = LLMClient(script, LLMSettings(concurrency=2, backoff=0.0))
    prompt = [ChatMessage(role="user", content="Answer with `KEY STEPS: 1`")]
    await asyncio.gather(*(limited.acomplete("sparsify", prompt) for _ in range(6)))
    assert script.most_in_flight == 2

    broken = LLMClient(
        FunctionProvider(lambda m: (_ for _ in ()).throw(ValueError("bad"))), LLMSettings(retries=1, backoff=0.0)
    )
    with pytest.raises(LLMError, match="2 attempts"):
        await broken.acomplete("test", prompt)
