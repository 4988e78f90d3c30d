"""Shared fixtures: one embedding model and one PostgreSQL server per test session, real data from ../shared
when present."""

from __future__ import annotations

import json
import os
import tempfile
import uuid
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from gmem import Memory, MemoryConfig, SentenceTransformerEmbedder

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


@pytest.fixture(scope="session")
def pg_server():
    """A real PostgreSQL with pgvector for the whole session, from the ``pgserver`` wheel (nothing to install
    by hand); started on first use only, removed at the end. Its data lives outside pytest's temporary
    folders, which another pytest session on the machine may prune while this one runs."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs: no XDG_RUNTIME_DIR in containers
        import pgserver

    with tempfile.TemporaryDirectory(prefix="gmem-pg-") as folder:
        server = pgserver.get_server(Path(folder) / "data", cleanup_mode="delete")
        yield server
        server.cleanup()


@pytest.fixture
def pg_url(pg_server) -> Iterator[str]:
    """A fresh, empty database on the session's server; dropped after the test."""
    import psycopg  # the postgres extra: only the PostgreSQL half of the suite needs it

    name = f"gmem_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_server.get_uri(), autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    yield pg_server.get_uri(name)
    with psycopg.connect(pg_server.get_uri(), autocommit=True) as admin:
        admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')


@pytest.fixture(params=["sqlite", "postgres"])
def store_location(request, tmp_path) -> str:
    """Where a fresh store of each backend lives: a new SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "store.db")
    return request.getfixturevalue("pg_url")


@pytest.fixture(scope="session")
def shared_rows() -> list[dict]:
    """The 67 recorded ALFWorld runs of ../shared/data (skipped where they are absent)."""
    if not SHARED_ALFWORLD.exists():
        pytest.skip("the shared ALFWorld runs are not here (../shared/data)")
    return [json.loads(line) for line in SHARED_ALFWORLD.read_text().splitlines() if line.strip()]
