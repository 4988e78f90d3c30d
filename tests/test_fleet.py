"""Many namespaces per process: memories opened with ``index="database"`` record, give feedback and retrieve
like in-process ones, share one connection pool and one embedder, and keep correct answers when the bounded
statistics cache evicts their namespaces."""

from __future__ import annotations

from contextlib import contextmanager
from types import SimpleNamespace

import numpy as np
import psycopg
import pytest

from gmem import Memory, MemoryConfig, limits
from gmem.embedding import CACHED_CALL, CachedEmbedder, CallableEmbedder
from gmem.store import pg_retrieval
from gmem.store.migrations import SCORING_FUNCTIONS
from gmem.store.pg_retrieval import StatisticsCache
from gmem.store.postgres import MIGRATIONS
from gmem.tiers.contexts import SAMPLES
from gmem.tiers.terms import recorded_terms
from tests.test_pg_retrieval import QUERIES, before_version_10
from tests.test_store import toy_embedder

LATEST = MIGRATIONS[-1].version


def _links(url: str, namespace: str) -> list[tuple]:
    with psycopg.connect(url) as conn:
        return conn.execute(
            "SELECT a, b, kind, round(weight::numeric, 9) FROM links WHERE namespace = %s ORDER BY a, b, kind",
            (namespace,),
        ).fetchall()


def _answer(memory: Memory, text: str) -> list[tuple[str, str, float, float]]:
    found = memory.retrieve(text, min_relevance=0.0, roles=["solver"])
    return [(t.node.id, t.via, t.score, t.relevance) for t in found.tasks]


def _offered(memory: Memory, text: str) -> list[str]:
    """The lessons a retrieval offers, best first (matched with its best resolved run's steps: the traversal)."""
    return [r.insight.key for r in memory.retrieve(text).insights]


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
        for memory in (local, remote):  # runs recorded without a verdict, settled later: their lessons are mined then
            for run in shared_rows[30:34]:
                memory.record({**run, "success": None})
            for run in shared_rows[30:34]:
                memory.feedback(run["id"], run["success"])
        assert _links(pg_url, "database") == _links(pg_url, "in-process")
        lessons = [(i.key, i.score, i.supporting, i.contradicting) for i in local.insights()]
        assert [(i.key, i.score, i.supporting, i.contradicting) for i in remote.insights()] == lessons
        assert any("alfworld-32" in supporting for _, _, supporting, _ in lessons)  # the failed one's lessons
        for text in QUERIES:
            _same(_answer(remote, text), _answer(local, text))
        for text in [*QUERIES, "place the pepper shaker in the drawer", "put a mug in the cabinet"]:
            assert _offered(remote, text) == _offered(local, text), text
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


def _words_in_context(memory: Memory) -> dict[str, tuple[int, np.ndarray]]:
    """Each word read in context: from how many instructions, and its mean vector there."""
    if isinstance(memory._replica, pg_retrieval.DatabaseReplica):
        statistics = memory._replica.scoring.statistics()
        contexts, vocabulary = statistics.reading.contexts, statistics.index.vocabulary()
    else:
        contexts, vocabulary = memory._replica.index._contexts, memory._replica.index.vocabulary()
    means, has = contexts.means()
    counts = contexts.counts.view
    return {vocabulary[i]: (int(counts[i]), means[i].copy()) for i in np.flatnonzero(has).tolist()}


def _same_words_in_context(there: Memory, here: Memory) -> None:
    same_words(_words_in_context(there), _words_in_context(here), atol=1e-6)


def same_words(
    found: dict[str, tuple[int, np.ndarray]], expected: dict[str, tuple[int, np.ndarray]], *, atol: float
) -> None:
    """The same words read in context (more than 30), each from as many instructions, with the same mean."""
    assert found.keys() == expected.keys() and len(found) > 30
    for word, (count, mean) in expected.items():
        assert found[word][0] == count, word
        np.testing.assert_allclose(found[word][1], mean, atol=atol, err_msg=word)


def test_a_database_memory_reads_words_in_context_as_an_in_process_one_after_a_forget_and_its_undo(
    pg_url, embedder, shared_rows
):
    """A database memory reads the namespace's own instructions in context as an in-process index reads its
    rows, and a forgotten task's share of a word's mean leaves it (the in-process index reads its rows
    again), then comes back with the undo."""
    runs = shared_rows[:30]
    local = Memory.open(pg_url, embedder=embedder, namespace="in-process")
    remote = Memory.open(pg_url, embedder=embedder, namespace="database", index="database")
    with local, remote:
        for memory in (local, remote):
            memory.record_many(runs)
        _same_words_in_context(remote, local)
        forgotten = {memory: [memory.forget(run["id"]) for run in runs[:3]] for memory in (local, remote)}
        for text in QUERIES:
            _same(_answer(remote, text), _answer(local, text))
        _same_words_in_context(remote, local)
        for memory in (local, remote):
            memory.undo(forgotten[memory][0].id)
        for text in QUERIES:
            _same(_answer(remote, text), _answer(local, text))
        _same_words_in_context(remote, local)


def test_a_forget_reads_again_the_words_of_the_task_it_took_out_alone(pg_url, embedder, shared_rows):
    """A forget in a database memory reads again, for the forgotten task's words alone, their first
    instructions that remain, as an in-process index does; not the whole namespace (as schema version 6 did,
    in every namespace a fleet forgot in). Another worker then loads what was read and reads nothing."""
    runs = shared_rows[:30]
    reader = _Reading(embedder)
    with Memory.open(pg_url, embedder=reader, namespace="team-a", index="database") as memory:
        memory.record_many(runs)
        memory.warm()
        before = _words_in_context(memory)
        reader.read.clear()
        memory.forget(runs[4]["id"])
        memory.warm()
        after = _words_in_context(memory)
    instructions = [limits.scored(run["instruction"]) for run in runs]
    forgotten = set(recorded_terms(instructions[4]))
    remaining = [n for n in range(len(runs)) if n != 4]
    expected = set()  # rows: two runs may have one instruction
    for word in forgotten:
        expected |= set([n for n in remaining if word in recorded_terms(instructions[n])][:SAMPLES])
    assert sorted(reader.read) == sorted(instructions[n] for n in expected) and len(expected) < len(remaining)
    same_words(
        {w: after[w] for w in after.keys() - forgotten}, {w: before[w] for w in before.keys() - forgotten}, atol=0
    )
    worker = _Reading(embedder)
    with Memory.open(pg_url, embedder=worker, namespace="team-a", index="database") as second:
        second._replica.scoring._cache = StatisticsCache(10**9)  # as in another process
        second.retrieve(QUERIES[0])
        assert worker.read[0] == QUERIES[0] and not set(instructions) & set(worker.read)
        same_words(_words_in_context(second), after, atol=0)
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT count(*) FROM word_contexts_again").fetchone()[0] == 0
        assert (
            conn.execute("SELECT contexts_again FROM scoring_namespaces WHERE namespace = 'team-a'").fetchone()[0] == 0
        )


class _Reading:
    """The session's MiniLM, noting every text it reads in context."""

    def __init__(self, inner) -> None:
        self.inner, self.read = inner, []
        self.dimension, self.name = inner.dimension, inner.name

    def embed(self, texts):
        return self.inner.embed(texts)

    def embed_in_context(self, texts):
        self.read.extend(texts)
        return self.inner.embed_in_context(texts)


def test_a_namespace_is_read_in_context_once_for_every_worker(pg_url, embedder, shared_rows):
    """What one process read is written to the database: a worker that never read the namespace loads it
    there and runs MiniLM on its query alone."""
    runs = shared_rows[:30]
    with Memory.open(pg_url, embedder=embedder, namespace="team-a", index="database") as first:
        first.record_many(runs)
        read_first = _words_in_context(first)
    assert len(read_first) > 30
    worker = _Reading(embedder)
    with Memory.open(pg_url, embedder=worker, namespace="team-a", index="database") as second:
        second._replica.scoring._cache = StatisticsCache(10**9)  # as in another process
        second.retrieve(QUERIES[0])
        assert worker.read[0] == QUERIES[0]  # with the words it maps, in the one pass
        assert not {run["instruction"] for run in runs} & set(worker.read)
        read_second = _words_in_context(second)
    assert read_second.keys() == read_first.keys()
    for word, (count, mean) in read_first.items():
        assert read_second[word][0] == count
        np.testing.assert_array_equal(read_second[word][1], mean)


def test_a_worker_behind_another_writes_nothing_of_what_it_read(pg_url, embedder, shared_rows):
    """A worker chose instructions to read; another read them and more, and wrote first. The first finds the
    namespace moved on: it writes nothing (its sums would undo the other's, its place in the tasks would
    go back and have rows read twice) and loads what the other wrote."""
    quiet = MemoryConfig(scoring={"in_context": 0})  # records without reading anything in context
    with Memory.open(pg_url, embedder=embedder, namespace="team-a", index="database", config=quiet) as recorder:
        recorder.record_many(shared_rows[:30])
    behind, ahead = (Memory.open(pg_url, embedder=embedder, namespace="team-a", index="database") for _ in range(2))
    for worker in (behind, ahead):
        worker._replica.scoring._cache = StatisticsCache(10**9)  # each its own process

    def plan(worker: Memory) -> tuple[list[int], list[str]]:
        worker._replica.refresh()
        return worker._replica.index.instructions_to_read(10)

    def read(worker: Memory, rows: list[int], instructions: list[str]) -> None:
        worker._replica.index.add_instruction_words(rows, embedder.embed_in_context(instructions)[1])

    stale = plan(behind)
    for _ in range(2):
        rows, instructions = plan(ahead)
        read(ahead, rows, instructions)
    assert stale[0] and stale[0][0] < rows[0]
    read(behind, *stale)
    with psycopg.connect(pg_url) as conn:
        through = conn.execute("SELECT read_through FROM scoring_namespaces WHERE namespace = 'team-a'").fetchone()
        samples = dict(conn.execute("SELECT word, samples FROM word_contexts WHERE namespace = 'team-a'").fetchall())
    assert through[0] == rows[-1]
    for worker in (behind, ahead):
        worker.retrieve(QUERIES[0])  # reads on from where the namespace is; the one behind loads it first
    found = [_words_in_context(worker) for worker in (behind, ahead)]
    assert found[0].keys() == found[1].keys()
    for word, (count, mean) in found[1].items():
        assert found[0][word][0] == count
        np.testing.assert_allclose(found[0][word][1], mean, atol=1e-6)
    vocabulary = ahead._replica.scoring.statistics().index.vocabulary()
    assert all(found[1][vocabulary[w]][0] >= n for w, n in samples.items())
    with Memory.open(pg_url, embedder=embedder, namespace="in-process") as reference:
        reference.record_many(shared_rows[:30])
        _same_words_in_context(ahead, reference)
    for worker in (behind, ahead):
        worker.close()


def test_a_bulk_loaded_namespace_is_read_in_context_at_once_when_warmed(pg_url, embedder, shared_rows):
    quiet = MemoryConfig(scoring={"in_context": 0})  # as a load that bypasses the reading (a COPY, a clone)
    with Memory.open(pg_url, embedder=embedder, namespace="team-a", index="database", config=quiet) as memory:
        memory.record_many(shared_rows)
    with Memory.open(pg_url, embedder=embedder, namespace="team-a", index="database") as loaded:
        loaded._replica.scoring._cache = StatisticsCache(10**9)
        loaded._replica.refresh()
        assert loaded._replica.index.instructions_to_read()[0]  # nothing read yet
        loaded.warm()
        loaded._replica.refresh()
        assert loaded._replica.index.instructions_to_read() == ([], [])
        with Memory.open(pg_url, embedder=embedder, namespace="in-process") as reference:
            reference.record_many(shared_rows)
            _same_words_in_context(loaded, reference)


def test_a_reading_the_database_refuses_to_write_ends_and_is_logged(pg_url, embedder, shared_rows, caplog):
    quiet = MemoryConfig(scoring={"in_context": 0})
    with Memory.open(pg_url, embedder=embedder, namespace="team-a", index="database", config=quiet) as memory:
        memory.record_many(shared_rows[:30])
    with Memory.open(pg_url, embedder=embedder, namespace="team-a", index="database") as loaded:
        loaded._replica.scoring._cache = StatisticsCache(10**9)
        reading = loaded._replica.scoring.statistics().reading

        def refused(*args):
            raise psycopg.OperationalError("connection lost")

        reading._write = refused
        index, planned = loaded._replica.index, []
        plan = index.instructions_to_read

        def counted(limit=None):
            planned.append(plan(limit))
            if len(planned) > 5:
                raise RuntimeError("the same chunk planned again and again")
            return planned[-1]

        index.instructions_to_read = counted
        loaded.warm()
        assert len(planned) == 2 and planned[0] == planned[1] and planned[0][0]  # the chunk not taken ends it
        assert "writing the words read in context failed" in caplog.text
        assert _words_in_context(loaded) == {}  # nothing kept that the database does not hold


def _version_5_scoring_by_row() -> list[str]:
    """What version 5 made of the terms of an inserted task: a trigger per row, and its rebuild."""
    made = ("CREATE FUNCTION gmem_term_ids", "CREATE FUNCTION gmem_task_added", "CREATE TRIGGER tasks_terms_added")
    return [
        *(statement for statement in SCORING_FUNCTIONS if statement.startswith(made)),
        *(
            statement.replace("CREATE FUNCTION", "CREATE OR REPLACE FUNCTION")
            for statement in SCORING_FUNCTIONS
            if statement.startswith("CREATE FUNCTION gmem_rebuild_terms")
        ),
    ]


def test_a_version_5_database_is_read_in_context_once_migrated(pg_url, embedder, shared_rows):
    quiet = MemoryConfig(scoring={"in_context": 0})
    with Memory.open(pg_url, embedder=embedder, namespace="team-a", index="database", config=quiet) as memory:
        memory.record_many(shared_rows[:30])
    with psycopg.connect(pg_url, autocommit=True) as conn:  # as version 5 left it
        for statement in (
            *before_version_10(),
            "DROP TRIGGER tasks_words_in_context ON tasks",
            "DROP TRIGGER scoring_namespaces_dropped ON scoring_namespaces",
            "DROP FUNCTION gmem_task_read_again(), gmem_terms_dropped(), gmem_read_again(text, bigint, jsonb)",
            "DROP TABLE word_contexts, word_contexts_again",
            (
                "ALTER TABLE scoring_namespaces DROP COLUMN read_through, DROP COLUMN contexts,"
                " DROP COLUMN contexts_reset, DROP COLUMN contexts_again"
            ),
            "DROP SEQUENCE gmem_contexts_version",
            "DROP INDEX tasks_by_reading",  # and version 7's (version 8's went with version 6's)
            "ALTER TABLE tasks DROP COLUMN reading",
            # version 9's scoring of a batch as one, back to version 5's row by row
            "DROP TRIGGER tasks_terms_added ON tasks",
            (
                "DROP FUNCTION gmem_tasks_added(), gmem_terms_added(text, bigint[]), gmem_terms_of(text, bigint[]),"
                ' gmem_ids(text, "char", jsonb)'
            ),
            *_version_5_scoring_by_row(),
            "UPDATE meta SET value = '5' WHERE key = 'schema_version'",
        ):
            conn.execute(statement)
    with Memory.open(pg_url, embedder=embedder, namespace="team-a", index="database") as migrated:
        migrated.retrieve(QUERIES[0])
        with psycopg.connect(pg_url) as conn:
            assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0] == str(LATEST)
        with Memory.open(pg_url, embedder=embedder, namespace="in-process") as reference:
            reference.record_many(shared_rows[:30])
            _same_words_in_context(migrated, reference)


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


def _counting(dimension: int) -> tuple[CallableEmbedder, list[str]]:
    """A toy embedder that notes every text it is asked to embed."""
    toy, seen = toy_embedder(dimension), []

    def embed(texts):
        seen.extend(texts)
        return toy.embed(texts)

    return CallableEmbedder(embed, dimension=dimension, name="toy"), seen


def test_a_task_retrieved_then_recorded_is_embedded_once_and_roles_once_per_process(pg_url, alfworld_rows):
    inner, seen = _counting(16)
    cached = CachedEmbedder(inner)
    first = Memory.open(pg_url, embedder=cached, namespace="team-a", index="database")
    second = Memory.open(pg_url, embedder=cached, namespace="team-b", index="database")
    with first, second:
        for memory in (first, second):
            memory.record_many(alfworld_rows[:5])
        for n, memory in enumerate((first, second)):  # another namespace: roles, sections, the task again
            run = {**alfworld_rows[6], "id": f"new-{n}"}
            shown = memory.retrieve(run["instruction"], roles=["solver", "critic"])
            memory.record(run, used=shown)
    assert seen.count(alfworld_rows[6]["instruction"]) == 1
    assert len(seen) == len(set(seen))  # no text embedded twice
    assert cached.hits > 0


def test_the_embedding_cache_is_bounded_and_leaves_large_calls_alone():
    inner, seen = _counting(16)
    cached = CachedEmbedder(inner, max_bytes=3 * (4 * 16 + 200))  # room for three vectors
    texts = [f"task {i}" for i in range(5)]
    vectors = cached.embed(texts)
    assert np.allclose(vectors, inner.embed(texts)) and len(seen) == 10
    assert np.allclose(cached.embed(texts[-3:]), vectors[-3:]) and len(seen) == 10  # the last three stayed
    cached.embed(texts[:1])
    assert seen[-1] == "task 0"  # evicted, embedded again
    bulk = [f"row {i}" for i in range(CACHED_CALL + 1)]
    cached.embed(bulk)
    cached.embed(bulk[:1])
    assert seen.count("row 0") == 2  # a bulk call is not kept


def test_a_record_reads_the_tasks_it_links_to_in_one_statement(pg_url, alfworld_rows, monkeypatch):
    memory = Memory.open(pg_url, embedder=toy_embedder(16), namespace="team-a", index="database")
    with memory:
        memory.record_many(alfworld_rows[:12])
        index = memory._replica.index
        pool, reads = index.pool, []

        @contextmanager
        def counted():
            with pool.connection() as conn:
                execute = conn.execute

                def counting(statement, *args, **kwargs):
                    if "instruction, status, procedure FROM tasks" in statement:
                        reads.append(statement)
                    return execute(statement, *args, **kwargs)

                conn.execute = counting
                try:
                    yield conn
                finally:
                    del conn.execute  # the connection goes back to the store's pool as it was

        monkeypatch.setattr(index, "pool", SimpleNamespace(connection=counted))
        run = {**alfworld_rows[12], "id": "new"}
        shown = memory.retrieve(run["instruction"], roles=["solver"], min_relevance=0.0)
        reads.clear()
        memory.record(run, used=shown)
    linked = {b for a, b, _, _ in _links(pg_url, "team-a") if a == "new"}
    assert len(linked) > 1 and len(reads) == 1  # were one read per linked task


def _statements(monkeypatch) -> list[str]:
    """Every statement psycopg executes from now on, in order."""
    statements: list[str] = []
    execute = psycopg.Cursor.execute

    def counting(cursor, query, *args, **kwargs):
        statements.append(str(query))
        return execute(cursor, query, *args, **kwargs)

    monkeypatch.setattr(psycopg.Cursor, "execute", counting)
    return statements


def test_a_warm_retrieve_reads_the_namespace_counts_once_and_its_excerpts_and_lessons_at_once(
    pg_url, alfworld_rows, monkeypatch
):
    memory = Memory.open(pg_url, embedder=toy_embedder(16), namespace="team-a", index="database")
    with memory:
        memory.record_many(alfworld_rows[:20])
        memory.retrieve(alfworld_rows[20]["instruction"], roles=["solver"], min_relevance=0.0)
        statements = _statements(monkeypatch)
        shown = memory.retrieve(alfworld_rows[21]["instruction"], roles=["solver"], min_relevance=0.0)
    excerpts = shown.resolved + shown.failed + shown.unknown
    assert len(excerpts) >= 2 and all(e.steps for e in excerpts)
    # were two reads of the counts (the task count, the statistics' check) and two reads per excerpt
    assert sum("FROM scoring_namespaces" in s for s in statements) == 1
    # one read for the excerpts' tasks with their key steps' utterances (were two)
    excerpts_read = [s for s in statements if "FROM utterances" in s]
    assert len(excerpts_read) == 1 and "key_steps" in excerpts_read[0]
    # one read for the lessons with their evidence (were two)
    assert shown.insights and all(i.insight.supporting for i in shown.insights)
    assert sum("insight_evidence" in s for s in statements) == 1


def test_a_retrieve_scans_for_instructions_to_read_only_after_new_tasks(pg_url, embedder, alfworld_rows, monkeypatch):
    memory = Memory.open(pg_url, embedder=embedder, namespace="team-a", index="database")
    statements = _statements(monkeypatch)
    scans = []
    with memory:
        memory.record_many(alfworld_rows[:20])
        for run in alfworld_rows[20:22]:
            for _ in range(2):
                statements.clear()
                memory.retrieve(run["instruction"], min_relevance=0.0)
                scans.append(sum("FROM task_terms WHERE namespace = %s AND seq >" in s for s in statements))
            memory.record(run)
        assert len(_words_in_context(memory)) > 30
    # each record read its new task in context and found nothing more: no retrieve looks again
    assert scans == [0, 0, 0, 0]


def test_index_database_is_refused_where_it_cannot_work(tmp_path, embedder):
    with pytest.raises(ValueError, match="needs a PostgreSQL store"):
        Memory.open(tmp_path / "m.db", embedder=embedder, index="database")
    with pytest.raises(ValueError, match="index must be"):
        Memory.open(tmp_path / "m.db", embedder=embedder, index="ram")
    assert pg_retrieval.statistics_cache.max_bytes > 0


def test_the_fleet_benchmark_measures_both_loads_and_reuses_its_database(tmp_path):
    import json
    import os
    import subprocess
    import sys

    from benchmarks.dataset import REPO

    out = tmp_path / "results"
    command = [sys.executable, "-m", "benchmarks.fleet", "--namespaces", "3", "--tasks", "300", "--workers", "2"]
    command += ["--seconds", "6", "--template", "100", "--cache", str(tmp_path / "cache"), "--out", str(out)]

    def run(*options: str) -> dict:
        subprocess.run(
            [*command, *options], check=True, cwd=REPO, env={**os.environ, "HF_HUB_OFFLINE": "1"}, timeout=900
        )
        return json.loads((out / "fleet.json").read_text())

    first = run("--paths", "database", "--team-seconds", "0.5")
    assert first["namespaces"] == 3 and first["tasks"] >= 300 and first["load_s"] > 0
    assert [(r["path"], r["load"]) for r in first["results"]] == [("database", "saturated"), ("database", "team0.5s")]
    second = run("--paths", "memory", "--loads", "paced", "--team-seconds", "0.5", "--reuse-growth", "1")
    assert second["load_s"] is None  # the loaded database was reused
    assert [(r["path"], r["load"]) for r in second["results"]] == [("memory", "team0.5s")]
    results = first["results"] + second["results"]
    for result in results:
        assert result["recorded"] > 0 and result["lost"] == 0
        assert result["retrieve_cold_ms"]["n"] >= 1 and result["retrieve_cold_ms"]["p50"] > 0
        warm, cpu = result["retrieve_warm_ms"], result["retrieve_warm_worker_cpu_ms"]
        assert cpu["n"] == warm["n"] and (cpu["n"] == 0 or 0 < cpu["p50"] <= warm["p99"])
        assert result["rss_mb"]["1.0"] > 0 and result["db_kb_per_task"] > 0
    paced, saturated = first["results"][1], first["results"][0]
    assert paced["recorded"] < saturated["recorded"]  # the team's own run paces the worker
    assert (out / "fleet.png").stat().st_size > 10_000


def test_a_database_memory_of_two_domains_answers_from_the_same_one(pg_url, embedder, shared_rows):
    """Without a domain, a memory holding several ranks each on its own and answers from the one whose best
    task is the most relevant: the database reads the namespace's domains and answers as the process does."""
    from experiments import crossdomain
    from experiments.hotpotqa.data import load_questions
    from tests.conftest import SHARED_HOTPOT

    if not SHARED_HOTPOT.exists():
        pytest.skip("the shared HotpotQA sample is not here (../shared/data)")
    questions = load_questions(SHARED_HOTPOT)
    runs = shared_rows[:20] + [crossdomain.question_record(q) for q in questions[:10]]
    local = Memory.open(pg_url, embedder=embedder, namespace="in-process")
    remote = Memory.open(pg_url, embedder=embedder, namespace="database", index="database")
    with local, remote:
        for memory in (local, remote):
            memory.record_many(runs)
        assert remote._replica.index.domain_names() == ["alfworld", crossdomain.QA]
        for text in [*QUERIES, questions[10].question, questions[11].question]:
            there, here = _answer(remote, text), _answer(local, text)
            _same(there, here)
            assert len({local.task(task_id).domain for task_id, *_ in here}) == 1, text
