"""Several processes on one store, on both backends: nothing lost when eight record at once, nothing torn
when one is killed with SIGKILL mid-record, and namespaces kept apart while both are written."""

from __future__ import annotations

import logging
import multiprocessing
import random
import sqlite3
import threading
import time
from contextlib import closing
from itertools import count
from pathlib import Path

import numpy as np
import pytest

import gmem.store.sqlite
from experiments.bench_concurrency import PATIENCE, check, excerpt_rows, hashing_embedder, record_concurrently
from gmem import Memory, MemoryConfig, TaskRecord
from gmem.models import Evidence
from gmem.store.base import is_postgres_url, open_store
from gmem.store.writes import InsightUpdate
from gmem.tiers.interaction import build_graph
from tests.test_store_conformance import task

log = logging.getLogger(__name__)

SPAWN = multiprocessing.get_context("spawn")


def test_eight_processes_record_400_tasks_and_lose_no_score_change(store_location):
    run = record_concurrently(store_location, processes=8, tasks=50)
    log.info("%s: %d tasks in %.1fs = %.1f tasks/s", store_location, run.tasks, run.seconds, run.throughput)
    assert run.tasks == 400
    assert check(run) == []  # every task stored, every insight score the sum of all processes' changes
    with closing(open_store(store_location)) as store:
        tasks = list(store.load_tasks())
        assert len(tasks) == 400 and len({t.seq for t in tasks}) == 400
        # The processes caught up with each other: query-graph edges join tasks of different processes.
        process = {t.id: t.id.split("-")[1] for t in tasks}
        assert sum(process[a] != process[b] for a, b, _ in store.load_links()) > 100
        assert sum(report.by_id != {} for report in run.reports) == 8  # feedback moved scores in each


def _increment(location: str, process: int, commits: int) -> None:
    with closing(open_store(location)) as store:
        for j in range(commits):
            task_id = f"p{process}-{j}"
            store.commit(
                [task(task_id, updates=[InsightUpdate("shared", "one lesson", 1.0, {task_id: Evidence.SUPPORTS})])]
            )


def test_concurrent_increments_of_one_insight_all_land(store_location):
    with closing(open_store(store_location)) as store:
        store.check_embedder("toy", 8)
    workers = [SPAWN.Process(target=_increment, args=(store_location, p, 50)) for p in range(8)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(PATIENCE)
    assert [w.exitcode for w in workers] == [0] * 8
    with closing(open_store(store_location)) as store:
        [insight] = store.list_insights()
        assert insight.score == 400.0 and len(insight.supporting) == 400


def test_namespaces_written_at_once_stay_apart(store_location):
    run = record_concurrently(store_location, processes=4, tasks=25, namespaces=["team-a", "team-b"])
    assert check(run) == []
    for namespace in ("team-a", "team-b"):
        with closing(open_store(store_location, namespace)) as store:
            ids = [t.id for t in store.load_tasks()]
            assert len(ids) == 50 and all(i.startswith(f"{namespace}-") for i in ids)
            linked = {i for link in store.load_links() for i in link[:2]}
            assert linked <= set(ids)
            evidence = {t for insight in store.list_insights() for t in insight.supporting + insight.contradicting}
            assert evidence <= set(ids)


def test_sqlite_retries_a_write_that_outlasts_the_busy_timeout(tmp_path, monkeypatch, caplog):
    """Another process holds the write lock longer than SQLite waits: the commit is retried, not lost."""
    monkeypatch.setattr(gmem.store.sqlite, "BUSY_TIMEOUT", 0.05)
    caplog.set_level(logging.DEBUG, logger="gmem.store.sql")
    path = tmp_path / "busy.db"
    with closing(open_store(path)) as store:
        store.check_embedder("toy", 8)
        holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        holder.execute("BEGIN IMMEDIATE")
        release = threading.Timer(0.4, holder.execute, args=("COMMIT",))
        release.start()
        started = time.monotonic()
        store.commit([task("t1")])
        release.join()
        holder.close()
        assert time.monotonic() - started >= 0.35 and "t1" in store.get_nodes(["t1"])
    assert "database is locked; retrying" in caplog.text


# --------------------------------------------------------------------------- kill -9


def _source(task_id: str) -> dict:
    """The excerpt row a crash-test task was recorded from (its id ends with the row number)."""
    rows = excerpt_rows()
    return {**rows[int(task_id.rsplit("-", 1)[1]) % len(rows)], "id": task_id}


def _record_forever(location: str, round_: int) -> None:
    memory = Memory(open_store(location), hashing_embedder(), MemoryConfig(), location)
    for n in count():
        if n % 2:
            memory.record_many([_source(f"r{round_}-{n * 4 + j}") for j in range(4)])
        else:
            source = _source(f"r{round_}-{n * 4}")
            memory.record(source, used=memory.retrieve(source["instruction"], roles=["solver", "critic"]))


def assert_whole(location: str) -> int:
    """Every stored task whole (all its utterances, as recorded), nothing pointing at a task not stored,
    and the store opens and records with no repair. Returns how many tasks are stored."""
    if not is_postgres_url(location):
        with closing(sqlite3.connect(location)) as db:
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    with closing(open_store(location)) as store:
        ids = [t.id for t in store.load_tasks()]
        for task_id in ids:
            recorded = build_graph(
                TaskRecord.model_validate(_source(task_id)), max_key_steps=MemoryConfig().max_key_steps
            )
            assert store.get_graph(task_id).utterances == recorded.utterances, task_id
        assert store.counts()["utterances"] == sum(len(store.get_graph(i).utterances) for i in ids)
        assert {i for link in store.load_links() for i in link[:2]} <= set(ids)
        assert {t for i in store.list_insights() for t in i.supporting + i.contradicting} <= set(ids)
    with Memory(open_store(location), hashing_embedder(), MemoryConfig(), location) as memory:
        memory.record(_source(f"after-crash-{time.monotonic_ns()}-7"))
        assert memory.retrieve(_source("x-7")["instruction"]).tasks
    return len(ids)


def _wait_for(condition, what: str) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def _settled(location: str) -> None:
    """Wait until PostgreSQL has finished what a killed client sent: its server backend runs the last statement
    to the end (a COMMIT sent just before the kill still lands) and only then sees the socket closed. Read
    before that, a task can commit between two reads of one check."""
    if not is_postgres_url(location):
        return
    import psycopg

    def gone() -> bool:
        with psycopg.connect(location) as conn:
            others = conn.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
                " AND pid <> pg_backend_pid() AND backend_type = 'client backend'"
            ).fetchone()
        return others is not None and others[0] == 0

    _wait_for(gone, "the killed client's server backends to end")


def _stored(location: str) -> int:
    with closing(open_store(location)) as store:
        return store.counts()["tasks"]


def test_kill_9_during_a_record_loop_leaves_every_task_whole(store_location):
    stored = 0
    for round_ in range(3):
        child = SPAWN.Process(target=_record_forever, args=(store_location, round_))
        child.start()
        _wait_for(lambda: _stored(store_location) >= stored + 12, "the child to record")  # noqa: B023
        time.sleep(random.uniform(0.0, 0.2))
        child.kill()  # SIGKILL: no cleanup, wherever it was
        child.join()
        _settled(store_location)
        stored = assert_whole(store_location)
    assert stored > 36


def _hang_inside_a_commit(location: str, flag: str) -> None:
    store = open_store(location)
    memory = Memory(store, hashing_embedder(), MemoryConfig(), location)
    memory.record_many([_source(f"before-{j}") for j in range(5)])
    insert = store._insert_parts  # type: ignore[attr-defined]

    def insert_then_hang(sql, stored, now):  # type: ignore[no-untyped-def]
        insert(sql, stored, now)  # the batch's rows and parts are written, the transaction still open
        if any(write.node.id == "batch-2" for write, _ in stored):
            Path(flag).touch()
            time.sleep(PATIENCE)

    store._insert_parts = insert_then_hang  # type: ignore[attr-defined]
    memory.record_many([_source(f"batch-{j}") for j in range(4)])


def test_kill_9_inside_a_transaction_stores_none_of_it(store_location, tmp_path):
    flag = tmp_path / "inside"
    child = SPAWN.Process(target=_hang_inside_a_commit, args=(store_location, str(flag)))
    child.start()
    _wait_for(flag.exists, "the child to be inside its commit")
    child.kill()
    child.join()
    assert assert_whole(store_location) == 5  # the tasks committed before; none of the killed batch
    with closing(open_store(store_location)) as store:
        assert store.get_nodes([f"batch-{j}" for j in range(4)]) == {}


def test_the_real_embedder_on_postgres(embedder, alfworld_rows, pg_url):
    """The bundled MiniLM end to end on PostgreSQL, and nearest() through pgvector finding the top tasks
    numpy finds over the same stored vectors."""
    heat = "heat some egg and put it in countertop."
    with Memory.open(pg_url, embedder=embedder) as memory:
        memory.record_many(alfworld_rows)
        result = memory.retrieve(heat, roles=["solver"])
    assert result.tasks and result.insights and "<gmem-memory>" in result.roles["solver"].text
    query = embedder.embed([heat])[0]
    with closing(open_store(pg_url)) as store:
        found = store.nearest(query, 5)
        vectors = np.stack([t.instruction_vector for t in store.load_tasks()])
    assert [n.similarity for n in found] == pytest.approx(sorted(vectors @ query, reverse=True)[:5], abs=1e-5)
