"""Many namespaces per process: memories opened with ``index="database"`` record, give feedback and retrieve
like in-process ones, share one connection pool and one embedder, and keep correct answers when the bounded
statistics cache evicts their namespaces."""

from __future__ import annotations

import psycopg
import pytest

from gmem import Memory
from gmem.store import pg_retrieval
from gmem.store.pg_retrieval import StatisticsCache
from tests.test_pg_retrieval import QUERIES


def _links(url: str, namespace: str) -> list[tuple]:
    with psycopg.connect(url) as conn:
        return conn.execute(
            "SELECT a, b, kind, round(weight::numeric, 9) FROM links WHERE namespace = %s ORDER BY a, b, kind",
            (namespace,),
        ).fetchall()


def _answer(memory: Memory, text: str) -> list[tuple[str, str, float, float]]:
    found = memory.retrieve(text, min_relevance=0.0, roles=["solver"])
    return [(t.node.id, t.via, t.score, t.relevance) for t in found.tasks]


def _same(there: list[tuple[str, str, float, float]], here: list[tuple[str, str, float, float]]) -> None:
    """The same tasks, reached the same way, in the same order, with the same score and relevance."""
    assert [(i, v) for i, v, _, _ in there] == [(i, v) for i, v, _, _ in here]
    assert [s for _, _, s, _ in there] == pytest.approx([s for _, _, s, _ in here], abs=1e-6)
    assert [r for _, _, _, r in there] == pytest.approx([r for _, _, _, r in here], abs=1e-6)


def test_a_database_memory_records_and_retrieves_as_an_in_process_one(pg_url, embedder, shared_rows, monkeypatch):
    runs = shared_rows[:30]
    local = Memory.open(pg_url, embedder=embedder, namespace="in-process")
    remote = Memory.open(pg_url, embedder=embedder, namespace="database", index="database")
    with local, remote:
        for run in runs:  # one at a time, retrieving first, as a team does
            for memory in (local, remote):
                shown = memory.retrieve(run["instruction"], roles=["solver"])
                memory.record(run, used=shown)
        for memory in (local, remote):
            memory.feedback(runs[2]["id"], "failed")
        assert _links(pg_url, "database") == _links(pg_url, "in-process")
        assert [(i.key, i.score) for i in remote.insights()] == [(i.key, i.score) for i in local.insights()]
        for text in QUERIES:
            _same(_answer(remote, text), _answer(local, text))
        # A cache too small for one namespace evicts on every query; the answers do not change.
        tiny = StatisticsCache(1)
        monkeypatch.setattr(remote._replica.scoring, "_cache", tiny)
        for text in QUERIES[:3]:
            _same(_answer(remote, text), _answer(local, text))
        assert tiny.evictions == 0 and len(tiny) == 1  # the last entry stays: evicting it would read it again
        other = Memory.open(pg_url, embedder=embedder, namespace="in-process", index="database")
        monkeypatch.setattr(other._replica.scoring, "_cache", tiny)
        with other:
            _same(_answer(other, QUERIES[0]), _answer(local, QUERIES[0]))
            _answer(remote, QUERIES[0])
        assert tiny.evictions >= 2 and len(tiny) == 1


def test_namespaces_opened_in_one_process_share_one_pool_and_one_embedder(pg_url):
    first = Memory.open(pg_url, namespace="team-a", index="database")
    second = Memory.open(pg_url, namespace="team-b", index="database")
    assert first._store.pool is second._store.pool
    assert first._embedder is second._embedder
    first.close()
    assert not second._store.pool.closed  # still serving the other namespace
    second.close()
    assert second._store.pool.closed


def test_the_statistics_cache_is_bounded_by_bytes(pg_url, embedder, shared_rows):
    cache = StatisticsCache(10**9)
    opened = [Memory.open(pg_url, embedder=embedder, namespace=f"team-{n}", index="database") for n in range(3)]
    for n, memory in enumerate(opened):
        memory._replica.scoring._cache = cache
        memory.record_many(shared_rows[n * 5 : n * 5 + 5])
        memory.retrieve(QUERIES[0])
    assert len(cache) == 3
    cache.resize(cache.nbytes - 1)  # one namespace too many: the least recently used goes
    assert len(cache) == 2 and cache.evictions == 1
    for memory in opened:
        memory.close()


def test_index_database_is_refused_where_it_cannot_work(tmp_path, embedder):
    with pytest.raises(ValueError, match="needs a PostgreSQL store"):
        Memory.open(tmp_path / "m.db", embedder=embedder, index="database")
    with pytest.raises(ValueError, match="index must be"):
        Memory.open(tmp_path / "m.db", embedder=embedder, index="ram")
    assert pg_retrieval.statistics_cache.max_bytes > 0


def test_the_fleet_benchmark_measures_and_reports_every_figure(tmp_path):
    import json
    import os
    import subprocess
    import sys

    from benchmarks.dataset import REPO

    out = tmp_path / "results"
    command = [sys.executable, "-m", "benchmarks.fleet", "--namespaces", "3", "--tasks", "300", "--workers", "2"]
    command += ["--seconds", "8", "--template", "100", "--cache", str(tmp_path / "cache"), "--out", str(out)]
    subprocess.run(command, check=True, cwd=REPO, env={**os.environ, "HF_HUB_OFFLINE": "1"}, timeout=900)
    report = json.loads((out / "fleet.json").read_text())
    assert report["namespaces"] == 3 and report["tasks"] >= 300
    assert [r["path"] for r in report["results"]] == ["database", "memory"]
    for result in report["results"]:
        assert result["recorded"] > 0 and result["lost"] == 0
        assert result["retrieve_cold_ms"]["n"] >= 1 and result["retrieve_cold_ms"]["p50"] > 0
        assert result["rss_mb"]["1.0"] > 0 and result["db_kb_per_task"] > 0
    assert (out / "fleet.png").stat().st_size > 10_000
