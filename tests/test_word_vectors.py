"""Vocabulary words are embedded when they are learned (record, import, rebuild), not by the next retrieval;
a failure to embed them keeps the recorded tasks and leaves the words to the retrieval."""

from __future__ import annotations

import logging
from collections.abc import Sequence

import numpy as np
import psycopg
import pytest

from gmem import Memory, snapshot
from gmem.snapshot import snapshot_path
from gmem.tiers.reading import WORD_PROMPT
from gmem.tiers.terms import STOP_WORDS
from tests.conftest import EXCERPT

QUERY = "please warm up the egg and then place it in the garbage can"


class CountingEmbedder:
    """The session's MiniLM, keeping every call's texts; ``fail_words`` makes calls embedding vocabulary words
    (and nothing a query would send) raise."""

    def __init__(self, inner) -> None:
        self._inner = inner
        self.calls: list[list[str]] = []
        self.fail_words = False

    @property
    def dimension(self) -> int:
        return int(self._inner.dimension)

    @property
    def name(self) -> str:
        return str(self._inner.name)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(list(texts))
        if self.fail_words and texts and all(t.startswith(WORD_PROMPT.format("")) for t in texts):
            raise RuntimeError("embedding service down")
        return self._inner.embed(texts)


@pytest.fixture
def counting(embedder) -> CountingEmbedder:
    return CountingEmbedder(embedder)


def _query_texts(memory: Memory, task: str) -> list[str]:
    """What a retrieval must embed when the vocabulary is embedded: the task and its unlearned words."""
    return [task] + [WORD_PROMPT.format(w) for w in memory._replica.index.unlearned(task)]


def _retrieve_embeds_only_the_query(memory: Memory, counting: CountingEmbedder) -> None:
    counting.calls.clear()
    memory.retrieve(QUERY)
    assert counting.calls == [_query_texts(memory, QUERY)]


def test_recording_embeds_the_new_words(tmp_path, counting, alfworld_rows):
    with Memory.open(tmp_path / "m.db", embedder=counting) as memory:
        memory.record_many(alfworld_rows[:4])
        assert memory._replica.index.words_to_embed() == []
        memory.record(alfworld_rows[4])
        assert memory._replica.index.words_to_embed() == []
        _retrieve_embeds_only_the_query(memory, counting)


def test_import_embeds_the_vocabulary(tmp_path, counting):
    with Memory.open(tmp_path / "m.db", embedder=counting) as memory:
        memory.import_jsonl(EXCERPT)
        assert memory._replica.index.words_to_embed() == []
        _retrieve_embeds_only_the_query(memory, counting)


def test_a_snapshot_keeps_the_word_vectors_for_the_next_open(tmp_path, counting, alfworld_rows, monkeypatch):
    monkeypatch.setattr(snapshot, "MIN_TASKS", 10)
    monkeypatch.setattr(snapshot, "STALE_TASKS", 5)
    counting.fail_words = True  # the batch's words are left to embed: the snapshot must embed them itself
    with Memory.open(tmp_path / "m.db", embedder=counting) as memory:
        memory.record_many(alfworld_rows[:20])
        counting.fail_words = False
    assert snapshot_path(str(tmp_path / "m.db")).exists()
    with Memory.open(tmp_path / "m.db", embedder=counting) as reopened:
        assert reopened._replica.index.words_to_embed() == []
        _retrieve_embeds_only_the_query(reopened, counting)


def test_a_memory_that_embedded_much_leaves_a_snapshot_at_any_size(tmp_path, counting, alfworld_rows, monkeypatch):
    """A memory far below ``MIN_TASKS`` that closes having embedded more than ``STALE_EMBEDDINGS`` leaves a
    snapshot: the next open starts with every word vector instead of embedding the vocabulary again."""
    monkeypatch.setattr(snapshot, "STALE_EMBEDDINGS", 20)
    path = tmp_path / "m.db"
    with Memory.open(path, embedder=counting) as memory:
        memory.record_many(alfworld_rows[:8])
        assert len(memory._replica.index.word_vectors()) >= 20
    assert snapshot_path(str(path)).exists()
    with Memory.open(path, embedder=counting) as reopened:
        assert reopened._replica.index.words_to_embed() == []
        _retrieve_embeds_only_the_query(reopened, counting)


def test_a_memory_that_embedded_little_leaves_no_snapshot(tmp_path, counting, alfworld_rows, monkeypatch):
    """Below ``STALE_EMBEDDINGS`` nothing is written, and a memory that embedded nothing itself (``gmem stats``)
    writes nothing however much its store holds: a close never loads the model to embed a vocabulary."""
    path = tmp_path / "m.db"
    with Memory.open(path, embedder=counting) as memory:
        memory.record_many(alfworld_rows[:2])
    assert not snapshot_path(str(path)).exists()
    monkeypatch.setattr(snapshot, "STALE_EMBEDDINGS", 1)
    counting.calls.clear()
    with Memory.open(path, embedder=counting) as reopened:
        assert reopened.stats().tasks == 2
    assert not snapshot_path(str(path)).exists() and counting.calls == []


def test_an_index_rebuilt_after_a_forget_keeps_the_word_vectors(tmp_path, counting, alfworld_rows):
    with Memory.open(tmp_path / "m.db", embedder=counting) as memory:
        nodes = memory.record_many(alfworld_rows[:6])
        before = dict(zip(memory._replica.index.vocabulary(), memory._replica.index.word_vectors()))
        memory.forget(nodes[2].id)  # the index is rebuilt from the store
        index = memory._replica.index
        assert index.words_to_embed() == []
        for word, vector in zip(index.vocabulary(), index.word_vectors()):
            assert np.array_equal(vector, before[word])
        _retrieve_embeds_only_the_query(memory, counting)


def test_a_failure_to_embed_words_keeps_the_task_and_the_retrieval_embeds_them(
    tmp_path, counting, alfworld_rows, caplog
):
    with Memory.open(tmp_path / "m.db", embedder=counting) as memory:
        counting.fail_words = True
        with caplog.at_level(logging.WARNING, logger="gmem.replica"):
            node = memory.record(alfworld_rows[0])
        assert "new vocabulary words failed" in caplog.text
        assert memory.task(node.id).instruction == alfworld_rows[0]["instruction"]
        missing = memory._replica.index.words_to_embed()
        assert missing
        counting.fail_words = False
        counting.calls.clear()
        # The fallback: embedded before the query, as recording embeds them (alone, so each vector is the one
        # recording would have given it, to the last bit: learned query words are mapped by them).
        assert memory.retrieve(QUERY, min_relevance=0.0).tasks
        assert counting.calls[0] == missing and QUERY in counting.calls[1]
        assert memory._replica.index.words_to_embed() == []


def test_a_database_memory_stores_the_new_words_when_it_records(pg_url, counting, alfworld_rows):
    with Memory.open(pg_url, embedder=counting, index="database") as memory:
        memory.record_many(alfworld_rows[:5])
        with psycopg.connect(pg_url) as conn:
            stored = {r[0] for r in conn.execute("SELECT word FROM word_vectors")}
        # Every content word, learned or not: the statistics read them all (a batch may teach any of them).
        assert set(memory._replica.scoring.statistics().index.vocabulary()) - STOP_WORDS <= stored
        assert memory._replica.index.unlearned(QUERY)  # the query side must map words, from the stored vectors
        _retrieve_embeds_only_the_query(memory, counting)


def test_a_database_memory_keeps_a_task_whose_words_failed_to_embed(pg_url, counting, alfworld_rows, caplog):
    with Memory.open(pg_url, embedder=counting, index="database") as memory:
        counting.fail_words = True
        with caplog.at_level(logging.WARNING, logger="gmem.store.pg_retrieval.index"):
            node = memory.record(alfworld_rows[0])
        assert "failed" in caplog.text
        assert memory.task(node.id).instruction == alfworld_rows[0]["instruction"]
        counting.fail_words = False
        assert memory.retrieve(QUERY, min_relevance=0.0).tasks  # the query side embeds what is missing
