"""What keeps a large memory fast without changing its answers: exact top-k without scoring every vector,
weights refreshed by share of change, contexts embedded only when scored, a bounded ranking, index snapshots."""

from __future__ import annotations

import logging
import shutil

import numpy as np
import pytest
from scipy import sparse

from gmem import CallableEmbedder, Memory, MemoryConfig, TaskStatus, snapshot
from gmem.config import ScoringWeights
from gmem.snapshot import snapshot_path
from gmem.store.base import open_store
from gmem.tiers.arrays import DistinctRows
from gmem.tiers.query import REFRESH_SHARE, IndexedTask, QueryIndex
from gmem.tiers.ranking import _high, best
from gmem.tiers.reading import WORD_PROMPT
from tests.test_store import assert_same, toy_embedder
from tests.test_store import snapshot as snapshot_of

DIM = 16
VERBS = ["heat", "cool", "clean", "put", "find"]
OBJECTS = ["mug", "apple", "egg", "plate", "knife", "book"]


def random_index(n: int, seed: int, weights: ScoringWeights) -> tuple[QueryIndex, np.random.Generator]:
    """Tasks drawn from few words and templates, many of them duplicates (equal scores, ties by row)."""
    rng = np.random.default_rng(seed)
    index = QueryIndex(DIM, weights)
    vectors = rng.normal(size=(n // 4 + 1, DIM)).astype(np.float32)
    tasks = []
    for row in range(n):
        verb, obj = VERBS[rng.integers(len(VERBS))], OBJECTS[rng.integers(len(OBJECTS))]
        procedure = [f"{verb} _#1", *(f"step{rng.integers(8)} _#1" for _ in range(rng.integers(0, 4)))]
        vector = vectors[rng.integers(len(vectors))]
        status = TaskStatus.RESOLVED if rng.random() < 0.8 else TaskStatus.FAILED
        tasks.append(IndexedTask(f"t{row}", status, vector, vector[::-1].copy(), [verb, "some", obj], procedure))
    index.extend(tasks[: n // 2])
    for task in tasks[n // 2 :]:
        index.add(task)
    return index, rng


@pytest.mark.parametrize(
    "weights", [ScoringWeights(), ScoringWeights(dense=1.0, context=0.5), ScoringWeights(dense=-0.3)]
)
@pytest.mark.parametrize("size", [1500, 20_000])  # the larger seeds the bound from a sample
def test_top_is_exactly_the_head_of_a_stable_sort(weights, size):
    index, rng = random_index(size, 7, weights)
    for trial in range(20):
        verb, obj = VERBS[trial % len(VERBS)], OBJECTS[trial % len(OBJECTS)]
        vector = index.instruction_vectors()[rng.integers(len(index))]
        procedure = [f"{verb} _#1"] if trial % 2 else None
        query = index.query(f"{verb} some {obj}", vector, vector[::-1].copy(), procedure)
        scores = query.all()
        for k in (1, 5, 8, 100):
            rows, top_scores = query.top(k)
            expected = np.argsort(-scores, kind="stable")[:k]
            assert rows.tolist() == expected.tolist()
            assert top_scores.tolist() == scores[expected].tolist()
            assert query.totals(rows).tolist() == top_scores.tolist()
        # Dense parts of many rows come from one pass over every row, of few from the rows asked: the same numbers.
        every = np.arange(len(index))
        assert query.totals(every).tolist() == scores.tolist()
        assert np.concatenate([query.totals(part) for part in np.array_split(every, 50)]).tolist() == scores.tolist()


def test_high_seeds_at_least_m_rows_from_the_top_whatever_the_values():
    rng = np.random.default_rng(3)
    for values in (rng.normal(size=50_000), np.ones(50_000), np.r_[np.zeros(49_990), np.arange(10.0)]):
        rows = _high(values, 64)
        assert len(rows) >= 64 and len(set(rows.tolist())) == len(rows)
        assert values[rows].min() >= np.sort(values)[-64 * 16]  # from the head, not anywhere
        assert best(values, 1)[0] in rows or values[rows].max() == values.max()


def test_distinct_rows_multiply_as_the_full_matrix_and_store_each_row_once():
    rng = np.random.default_rng(5)
    rows = [np.unique(rng.integers(0, 12, size=rng.integers(0, 4))).astype(np.int32) for _ in range(3000)]
    values = [np.full(len(r), 1 / np.sqrt(len(r))) if len(r) else np.zeros(0) for r in rows]
    matrix = DistinctRows()
    matrix.extend(rows[:1000], values[:1000])
    matrix.extend(rows[1000:], values[1000:])
    full = sparse.vstack([sparse.csr_matrix((v, r, [0, len(r)]), shape=(1, 12)) for r, v in zip(rows, values)]).tocsr()
    a, b = rng.normal(size=12), rng.normal(size=12)
    assert np.allclose(matrix.dot(a), full @ a)
    assert np.allclose(matrix.dot(a, 2990), (full @ a)[2990:])
    first, second = matrix.dots([a, b])
    assert np.allclose(first, full @ a) and np.allclose(second, full @ b)
    assert matrix.lengths(2000).tolist() == np.diff(full.indptr)[2000:].tolist()
    assert (matrix.select(np.array([5, 7]), 12) != full[[5, 7]]).nnz == 0
    assert len(matrix.arrays("m")["m.indptr"]) - 1 == len({r.tobytes() for r in rows}) < 400
    restored = DistinctRows.from_arrays(matrix.arrays("m"), "m")
    restored.extend(rows[:5], values[:5])  # known rows are recognised after a round trip
    assert len(restored.arrays("m")["m.indptr"]) == len(matrix.arrays("m")["m.indptr"])
    assert np.allclose(restored.dot(a)[:3000], full @ a)


def test_best_breaks_ties_by_row():
    values = np.array([1.0, 3.0, 3.0, 2.0, 3.0, 0.5])
    assert best(values, 2).tolist() == [1, 2]
    assert best(values, 4).tolist() == [1, 2, 4, 3]
    assert best(values, 0).tolist() == []


def test_weights_follow_every_change_in_a_small_memory_and_each_share_in_a_large_one():
    small, _ = random_index(50, 1, ScoringWeights())
    before = small.word_weights()
    small.add(IndexedTask("new", TaskStatus.RESOLVED, np.ones(DIM), np.ones(DIM), ["heat", "mug"], ["heat _#1"]))
    assert small.word_weights() != before

    large, _ = random_index(int(3 / REFRESH_SHARE), 2, ScoringWeights())
    resolved = sum(s == TaskStatus.RESOLVED for s in large.status)
    before = large.word_weights()
    extra = [
        IndexedTask(f"new{i}", TaskStatus.RESOLVED, np.ones(DIM), np.ones(DIM), ["heat", "mug"], ["heat _#1"])
        for i in range(int(REFRESH_SHARE * resolved) + 1)
    ]
    for task in extra[:-1]:
        large.add(task)
    lagging = large.word_weights()
    assert lagging == {**before, **{w: v for w, v in lagging.items() if w not in before}}
    large.add(extra[-1])
    assert large.word_weights()["heat"] != before["heat"]


def counting_embedder() -> tuple[CallableEmbedder, list[str]]:
    seen: list[str] = []
    toy = toy_embedder(DIM)

    def embed(texts):
        seen.extend(texts)
        return toy.embed(texts)

    return CallableEmbedder(embed, dimension=DIM, name="toy"), seen


def test_contexts_are_embedded_only_when_scored_and_filled_in_once_scoring_starts(alfworld_rows, tmp_path):
    path = tmp_path / "memory.db"
    embedder, seen = counting_embedder()
    rows = alfworld_rows[:12]
    with Memory.open(path, embedder=embedder) as memory:
        seen.clear()
        memory.record_many(rows)
        # the instructions, then the batch's new vocabulary words (gmem.replica.IndexReplica.embed_words)
        assert seen[: len(rows)] == [r["instruction"] for r in rows]
        assert all(text.startswith(WORD_PROMPT.format("")) for text in seen[len(rows) :])
        seen.clear()
        memory.retrieve(rows[0]["instruction"], context=rows[0]["context"])
        # the query, then only its own unlearned words
        assert seen[0] == rows[0]["instruction"] and rows[0]["context"] not in seen
        assert all(text.startswith(WORD_PROMPT.format("")) for text in seen[1:])
        assert all(not t.context_vector.any() for t in memory._store.load_tasks())

    scored = MemoryConfig(scoring={"context": 0.5})
    seen.clear()
    with Memory.open(path, embedder=embedder, config=scored) as memory:
        assert sorted(seen[-len(rows) :]) == sorted(r["context"] for r in rows)
        stored = {t.id: t.context_vector for t in memory._store.load_tasks()}
        expected = toy_embedder(DIM).embed([r["context"] for r in rows])
        np.testing.assert_allclose(np.array([stored[r["id"]] for r in rows]), expected, rtol=1e-6)
        first = memory.retrieve(rows[0]["instruction"], context=rows[0]["context"])
    seen.clear()
    with Memory.open(path, embedder=embedder, config=scored) as memory:
        assert not any(text in seen for text in (r["context"] for r in rows))
        again = memory.retrieve(rows[0]["instruction"], context=rows[0]["context"])
    assert [(t.node.id, t.score) for t in again.tasks] == [(t.node.id, t.score) for t in first.tasks]


def test_a_task_linked_to_many_does_not_make_the_ranking_long(tmp_path):
    memory = Memory.open(
        tmp_path / "hub.db", embedder=toy_embedder(DIM), config=MemoryConfig(traversal={"candidates": 12})
    )
    steps = [{"agent": "solver", "action": "heat mug 1 with microwave 1", "observation": "You heat the mug 1."}]
    with memory:
        memory.record_many(
            [
                {"id": f"t{i}", "instruction": "heat some mug and put it in cabinet.", "steps": steps, "success": True}
                for i in range(40)
            ]
        )
        assert len(memory.related("t0")) > 12
        result = memory.retrieve("heat some mug and put it in cabinet.")
    assert len(result.tasks) == 12
    assert [t.node.id for t in result.tasks][:5] == ["t0", "t1", "t2", "t3", "t4"]


@pytest.fixture
def small_snapshots(monkeypatch):
    """Snapshots for memories of a few tasks (the real thresholds are in the thousands)."""
    monkeypatch.setattr(snapshot, "MIN_TASKS", 10)
    monkeypatch.setattr(snapshot, "STALE_TASKS", 5)


def test_a_snapshot_opens_the_same_memory_and_catches_up_with_later_writes(
    small_snapshots, embedder, alfworld_rows, tmp_path, caplog
):
    path = tmp_path / "memory.db"
    with Memory.open(path, embedder=embedder) as memory:
        memory.record_many(alfworld_rows[:30])
    assert snapshot_path(str(path)).exists()
    with Memory.open(path, embedder=embedder) as restored:
        assert len(restored.tasks()) == 30
        writer = Memory.open(path, embedder=embedder)  # another process, writing after the snapshot
        writer.record_many(alfworld_rows[30:])
        writer.feedback(alfworld_rows[0]["id"], not alfworld_rows[0]["success"])
        caught_up = snapshot_of(restored)
    writer.close()
    fresh_path = tmp_path / "fresh.db"
    shutil.copy(path, fresh_path)  # the same store, opened without any snapshot
    with Memory.open(fresh_path, embedder=embedder) as fresh:
        assert_same(snapshot_of(fresh), caught_up)
    with Memory.open(path, embedder=embedder) as reopened:
        assert_same(snapshot_of(reopened), caught_up)

    store = open_store(str(path))  # a curation change made without a memory: the snapshot predates it
    store.forget_task(alfworld_rows[1]["id"], author="test")
    store.close()
    with caplog.at_level(logging.INFO, logger="gmem.replica"), Memory.open(path, embedder=embedder) as memory:
        assert not memory.has_task(alfworld_rows[1]["id"])
    assert "out of date" in caplog.text


def test_a_retrieval_reads_the_edges_only_of_tasks_new_to_it(embedder, alfworld_rows, tmp_path, monkeypatch):
    """Most retrievals find the store as they left it: a read of its edges would be a round trip for nothing."""
    path = tmp_path / "memory.db"
    with Memory.open(path, embedder=embedder) as memory:
        memory.record_many(alfworld_rows[:20])
        reads: list[object] = []
        load_links = memory._store.load_links
        monkeypatch.setattr(memory._store, "load_links", lambda **after: reads.append(after) or load_links(**after))
        memory.retrieve(alfworld_rows[25]["instruction"])
        memory.retrieve(alfworld_rows[26]["instruction"])
        assert reads == []
        with Memory.open(path, embedder=embedder) as writer:  # another process
            writer.record_many(alfworld_rows[20:30])
        assert {t.node.id for t in memory.retrieve(alfworld_rows[25]["instruction"], k=30).tasks} & {
            r["id"] for r in alfworld_rows[20:30]
        }
        assert len(reads) == 1
        fresh = Memory.open(path, embedder=embedder)
        assert_same(snapshot_of(memory), snapshot_of(fresh))  # the new tasks came with their edges
        fresh.close()


def test_an_unreadable_snapshot_is_ignored(small_snapshots, embedder, alfworld_rows, tmp_path, caplog):
    path = tmp_path / "memory.db"
    with Memory.open(path, embedder=embedder) as memory:
        memory.record_many(alfworld_rows[:20])
        before = snapshot_of(memory)
    snapshot_path(str(path)).write_bytes(b"not a snapshot")
    with caplog.at_level(logging.WARNING, logger="gmem.snapshot"), Memory.open(path, embedder=embedder) as memory:
        assert_same(snapshot_of(memory), before)
    assert "unreadable index snapshot" in caplog.text


def test_a_postgres_memory_keeps_its_snapshot_in_the_cache_folder(
    small_snapshots, embedder, alfworld_rows, pg_url, tmp_path, monkeypatch, caplog
):
    monkeypatch.setenv("GMEM_CACHE_DIR", str(tmp_path / "cache"))
    with Memory.open(pg_url, embedder=embedder) as memory:
        memory.record_many(alfworld_rows[:30])
        before = snapshot_of(memory)
    [written] = (tmp_path / "cache").iterdir()
    assert written == snapshot_path(pg_url)
    with caplog.at_level(logging.INFO, logger="gmem.replica"), Memory.open(pg_url, embedder=embedder) as memory:
        assert_same(snapshot_of(memory), before)
    assert "out of date" not in caplog.text
    store = open_store(pg_url)
    store.store_id()
    with store._transaction() as sql:  # another store at the same address: its id differs
        sql.execute("UPDATE meta SET value = 'another' WHERE key = 'store_id'")
    store.close()
    with caplog.at_level(logging.INFO, logger="gmem.replica"), Memory.open(pg_url, embedder=embedder) as memory:
        assert_same(snapshot_of(memory), before)
    assert "out of date" in caplog.text
