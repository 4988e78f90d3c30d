"""The LLM mode on ``index="database"``: a memory scoring in PostgreSQL records with the model's key steps,
runs the insight maintenance (contrasts, batch updates, merges) and retrieves with the model's re-rank and
role views exactly as a memory with an in-process index does; a failing model leaves it LLM-free."""

from __future__ import annotations

import re
import zlib

import pytest

from gmem import Memory, MemoryConfig
from gmem.llm import LLMClient, LLMOperationsConfig, LLMSettings
from tests.llm_script import ScriptedLLM, first_steps
from tests.test_fleet import _answer, _same
from tests.test_pg_retrieval import QUERIES

FAST = LLMSettings(timeout=5.0, retries=1, backoff=0.0, concurrency=4)
ROLES = [("solver", "acts in the environment step by step"), ("critic", "reviews the plan and spots mistakes")]
OPERATIONS = LLMOperationsConfig(
    insights_start_after=3, insights_every=3, batch_runs=3, merge=True, merge_every=6, merge_min_cluster=2,
    rerank=True, project_roles=True,
)  # fmt: skip


def _lesson(prompt: str) -> str:
    """A lesson that depends on the whole prompt: two memories get the same lessons only from the same prompts."""
    return f"ADD: Lesson {zlib.crc32(prompt.encode()) % 10_000} about the task."


def _projected(prompt: str) -> str:
    role = re.search(r"Agent role: (\w+)", prompt).group(1)
    return f"1. {role}: heat the object before placing it.\n2. {role}: keep to the plan."


def _script() -> ScriptedLLM:
    return ScriptedLLM(
        {
            "sparsify": first_steps,
            "insights": _lesson,
            "merge": lambda prompt: f"1. Merged lesson {zlib.crc32(prompt.encode()) % 10_000}.",
            "rerank": lambda _: "RANKING: 2, 1",
            "project": _projected,
        }
    )


def _open(url: str, embedder, namespace: str, index: str, script: ScriptedLLM | None) -> Memory:
    config = MemoryConfig(llm=OPERATIONS, llm_client=FAST)
    llm = LLMClient(script, FAST) if script is not None else None
    return Memory.open(url, embedder=embedder, namespace=namespace, index=index, config=config, llm=llm)


def _run(memory: Memory, runs: list[dict]) -> None:
    """Retrieve, then record, one task at a time, as a team does."""
    for run in runs:
        shown = memory.retrieve(run["instruction"], roles=ROLES)
        memory.record(run, used=shown)


def _lessons(memory: Memory) -> list[tuple[str, str, float, list[str], str]]:
    return sorted((i.key, i.text, i.score, sorted(i.supporting), i.origin) for i in memory.insights())


def _views(memory: Memory, text: str) -> dict[str, str]:
    return {name: context.text for name, context in memory.retrieve(text, roles=ROLES).roles.items()}


@pytest.fixture
def runs(shared_rows) -> list[dict]:
    """18 shared runs with failures among them (each failure is contrasted with a resolved neighbour)."""
    chosen = shared_rows[:18]
    assert any(not r["success"] for r in chosen)
    return chosen


def test_a_database_memory_with_a_model_maintains_the_same_insights(pg_url, embedder, runs):
    local_script, remote_script = _script(), _script()
    local = _open(pg_url, embedder, "in-process", "memory", local_script)
    remote = _open(pg_url, embedder, "database", "database", remote_script)
    with local, remote:
        assert remote.mode == "llm"
        for memory in (local, remote):
            _run(memory, runs)
        assert remote_script.asked == local_script.asked
        assert remote_script.asked["merge"] >= 1 and remote_script.asked["insights"] >= 6
        assert any(i.origin == "llm" and i.text.startswith("Merged") for i in remote.insights())
        assert _lessons(remote) == _lessons(local)
        for text in QUERIES[:4]:
            _same(_answer(remote, text), _answer(local, text))
            assert _views(remote, text) == _views(local, text)


def test_a_failing_model_leaves_a_database_memory_llm_free(pg_url, embedder, runs):
    down = ScriptedLLM({})  # every call raises: no scripted answer
    failing = _open(pg_url, embedder, "failing", "database", down)
    free = _open(pg_url, embedder, "free", "database", None)
    with failing, free:
        for memory in (failing, free):
            _run(memory, runs[:9])
        fallbacks = {kind: usage.fallbacks for kind, usage in failing.usage.operations.items()}
        assert all(fallbacks.get(kind) for kind in ("sparsify", "insights", "merge", "rerank", "project"))
        assert _lessons(failing) == _lessons(free)
        for text in QUERIES[:3]:
            _same(_answer(failing, text), _answer(free, text))
            assert _views(failing, text) == _views(free, text)


def test_the_database_answers_the_maintenance_reads_as_the_in_process_index(pg_url, embedder, runs):
    local = _open(pg_url, embedder, "in-process", "memory", None)
    remote = _open(pg_url, embedder, "database", "database", None)
    with local, remote:
        for memory in (local, remote):
            memory.record_many(runs)
        ids = [r["id"] for r in runs]
        for recorded, n in [(5, 3), (18, 4), (18, 100), (1, 2)]:
            assert remote._replica.latest_resolved(recorded, n) == local._replica.latest_resolved(recorded, n)
        wanted = [ids[7], "no-such-task", ids[2], ids[7]]
        there, here = remote._replica.instruction_vectors_of(wanted), local._replica.instruction_vectors_of(wanted)
        assert list(there) == list(here) == [ids[7], ids[2]]
        for task_id in there:
            assert there[task_id] == pytest.approx(here[task_id], abs=1e-7)
        is_task_there, is_task_here = remote._replica.names_a_task(), local._replica.names_a_task()
        for named in [{"heat", "egg"}, {"mug", "coffeemachine"}, {"heat", "sofa", "zebra"}, {"cool"}]:
            assert is_task_there(named) == is_task_here(named)
        assert remote._replica.index.templates() == local._replica.index.templates()
