"""Bounded work per input (gmem.limits): huge text is stored whole but only its head is scored and embedded,
role lists are capped, and a run too long for a prompt is sparsified by the rules without the model."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from experiments.bench_concurrency import hashing_embedder
from gmem import CallableEmbedder, Memory, MemoryConfig, limits
from gmem.llm import LLMClient, LLMOperationsConfig, LLMSettings
from tests.llm_script import ScriptedLLM, first_steps


def watching_embedder(seen: list[int]) -> CallableEmbedder:
    """The hashing embedder, noting the length of every text it is given."""
    inner = hashing_embedder()

    def embed(texts: Sequence[str]) -> np.ndarray:
        seen.extend(len(t) for t in texts)
        return inner.embed(texts)

    return CallableEmbedder(embed, dimension=inner.dimension, name=inner.name)


def huge(words: int) -> str:
    return " ".join(f"w{i}x" for i in range(words))


def test_a_huge_instruction_is_stored_whole_and_only_its_head_is_read(alfworld_rows):
    seen: list[int] = []
    instruction = "put a clean mug in coffeemachine. " + huge(200_000)
    with Memory.open(":memory:", embedder=watching_embedder(seen)) as memory:
        memory.record_many(alfworld_rows[:5])
        memory.record({"id": "huge", "instruction": instruction, "steps": alfworld_rows[0]["steps"], "success": True})
        assert memory.task("huge").instruction == instruction
        result = memory.retrieve(instruction)
        assert result.tasks[0].node.id == "huge"
    assert max(seen) <= limits.SCORED_CHARS


def test_the_roles_of_one_retrieval_are_capped_and_long_descriptions_cut(alfworld_rows):
    with Memory.open(":memory:", embedder=hashing_embedder()) as memory:
        memory.record_many(alfworld_rows[:5])
        with pytest.raises(ValueError, match=f"at most {limits.MAX_ROLES}"):
            memory.retrieve("heat a mug", roles=[f"agent-{i}" for i in range(limits.MAX_ROLES + 1)])
        with pytest.raises(ValueError, match="role name"):
            memory.retrieve("heat a mug", roles=["x" * (limits.ROLE_CHARS + 1)])
        result = memory.retrieve("heat a mug", roles=[("solver", "acts " * 10_000)])
        assert result.for_role("solver").text


def test_a_run_too_long_for_a_prompt_is_sparsified_without_the_model(tmp_path, alfworld_rows):
    script = ScriptedLLM({"sparsify": first_steps})
    settings = LLMSettings(timeout=2.0, retries=0, backoff=0.0)
    config = MemoryConfig(
        llm=LLMOperationsConfig(insights=False, merge=False, project_roles=False), llm_client=settings
    )
    row = alfworld_rows[0]
    long_run = {**row, "id": "long", "steps": row["steps"] * (limits.PROMPT_STEPS // len(row["steps"]) + 1)}
    with Memory.open(
        tmp_path / "m.db", embedder=hashing_embedder(), config=config, llm=LLMClient(script, settings)
    ) as memory:
        memory.record({**row, "id": "short"})
        memory.record(long_run)
        assert len(memory.graph("long").utterances) >= len(long_run["steps"])  # the whole run is stored
    assert script.asked["sparsify"] == 1  # only the short run was sent
