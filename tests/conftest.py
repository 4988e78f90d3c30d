"""Shared fixtures: one embedding model and one PostgreSQL server per test session, real data from ../shared
when present."""

from __future__ import annotations

import atexit
import json
import os
import shutil
import tempfile
import threading
import uuid
import warnings
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np
import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
# The embedding model is exported to ONNX once per test session (and its subprocesses), not into the user's
# cache, and the file (90 MB) is removed when the session ends. A subprocess that imports this module (a spawned
# worker unpickling a test's function) finds the folder in its environment: multiprocessing ends its children
# without running atexit, so a folder of their own would be left behind.
if "GMEM_MODEL_CACHE_DIR" not in os.environ:
    os.environ["GMEM_MODEL_CACHE_DIR"] = tempfile.mkdtemp(prefix="gmem-models-")
    atexit.register(shutil.rmtree, os.environ["GMEM_MODEL_CACHE_DIR"], ignore_errors=True)

from gmem import Memory, MemoryConfig, SentenceTransformerEmbedder
from gmem.embedding import WordsInContext

REPO = Path(__file__).resolve().parents[1]
EXCERPT = REPO / "gmem" / "data" / "alfworld_excerpt.jsonl"
SHARED_ALFWORLD = REPO.parent / "shared" / "data" / "alfworld" / "gmemory_autogen_qwen14b_trajectories.jsonl"
SHARED_HOTPOT = REPO.parent / "shared" / "data" / "hotpotqa" / "hotpot_dev_distractor_sample100.jsonl"


class StableEmbedder(SentenceTransformerEmbedder):
    """The bundled MiniLM, each text's vector (and its words in context) kept from the first call that embedded
    it. On some CPUs MiniLM rounds a text in a batch differently from the same text in another batch (2e-7 in
    the last float bits), and a memory opened again embeds its vocabulary in other batches than the memory that
    recorded it: tests that hold a reopened memory to the one that recorded it (scores to 1e-9, the order of
    near ties) would see that noise as a change. The library keeps what a process embedded lately
    (``CachedEmbedder``); here every text is kept, so those tests compare what was stored."""

    WORDS_KEPT = 20_000  # texts whose words in context are kept (about 15 KB each)

    def __init__(self) -> None:
        super().__init__()
        self._kept: dict[str, np.ndarray] = {}
        self._words: OrderedDict[str, WordsInContext] = OrderedDict()
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._kept]
        if missing:
            fresh = super().embed(missing)
            with self._lock:
                for text, vector in zip(missing, fresh):
                    self._kept.setdefault(text, vector)
        with self._lock:
            return np.stack([self._kept[t] for t in texts])

    def embed_in_context(self, texts: Sequence[str]) -> tuple[np.ndarray, list[WordsInContext]]:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32), []
        with self._lock:  # a text with its words kept has its vector kept too (vectors are never dropped)
            missing = [t for t in dict.fromkeys(texts) if t not in self._words]
        if missing:
            vectors, words = super().embed_in_context(missing)
            with self._lock:
                for text, vector, found in zip(missing, vectors, words):
                    self._kept.setdefault(text, vector)
                    self._words[text] = found
                while len(self._words) > self.WORDS_KEPT:
                    self._words.popitem(last=False)
        with self._lock:
            for text in texts:
                self._words.move_to_end(text)
            return np.stack([self._kept[t] for t in texts]), [self._words[t] for t in texts]


@pytest.fixture(scope="session")
def embedder() -> SentenceTransformerEmbedder:
    """The real bundled MiniLM, loaded once for the whole session, each text embedded once (StableEmbedder)."""
    return StableEmbedder()


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


@pytest.fixture(autouse=True)
def snapshot_cache(tmp_path_factory, monkeypatch) -> None:
    """PostgreSQL memories keep their index snapshots in the cache folder: the test's own, not the user's."""
    monkeypatch.setenv("GMEM_CACHE_DIR", str(tmp_path_factory.mktemp("gmem-cache")))


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
