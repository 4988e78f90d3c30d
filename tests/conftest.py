"""Shared fixtures: one embedding model per test session, real data from ../shared when present."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from gmem import Memory, MemoryConfig, SentenceTransformerEmbedder  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
EXCERPT = REPO / "gmem" / "data" / "alfworld_excerpt.jsonl"
SHARED_ALFWORLD = REPO.parent / "shared" / "data" / "alfworld" / "gmemory_autogen_qwen14b_trajectories.jsonl"
SHARED_HOTPOT = REPO.parent / "shared" / "data" / "hotpotqa" / "hotpot_dev_distractor_sample100.jsonl"


@pytest.fixture(scope="session")
def embedder() -> SentenceTransformerEmbedder:
    """The real bundled MiniLM, loaded once for the whole session."""
    return SentenceTransformerEmbedder()


@pytest.fixture
def open_memory(embedder, tmp_path):
    """Factory: ``open_memory()`` -> a fresh file-backed memory (or at a given path); closed after the test."""
    opened: list[Memory] = []

    def factory(path: str | Path | None = None, **config) -> Memory:
        memory = Memory.open(path or tmp_path / "memory.db", embedder=embedder, config=MemoryConfig(**config))
        opened.append(memory)
        return memory

    yield factory
    for memory in opened:
        memory.close()


@pytest.fixture(scope="session")
def alfworld_rows() -> list[dict]:
    """The shipped attributed excerpt of the recorded ALFWorld trajectories (always present in the repo)."""
    return [json.loads(line) for line in EXCERPT.read_text().splitlines() if line.strip()]
