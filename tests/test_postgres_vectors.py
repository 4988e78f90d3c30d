"""PostgreSQL's vector index: each namespace's distinct instruction vectors once, in HNSW; tasks that share a
vector all found through it; a forgotten task's vector gone with its last task; older stores upgraded."""

from __future__ import annotations

from contextlib import closing

import numpy as np
import psycopg

from gmem import Memory
from gmem.store.base import open_store
from tests.test_store import toy_embedder

DIM = 8


def _rows(url: str, statement: str) -> list[tuple]:
    with psycopg.connect(url) as conn:
        return conn.execute(statement).fetchall()


def _tasks(alfworld_rows: list[dict], repeats: int) -> list[dict]:
    """The first rows, each recorded ``repeats`` times under new ids: equal instructions, equal vectors."""
    return [{**row, "id": f"{row['id']}-{n}"} for row in alfworld_rows[:5] for n in range(repeats)]


def test_equal_vectors_are_indexed_once_and_nearest_returns_every_task_that_has_them(pg_url, alfworld_rows):
    embedder = toy_embedder(DIM)
    tasks = _tasks(alfworld_rows, 3)
    with Memory.open(pg_url, embedder=embedder) as memory:
        memory.record_many(tasks)
    assert _rows(pg_url, "SELECT count(*) FROM task_vectors") == [(5,)]
    query = np.asarray(embedder.embed([tasks[0]["instruction"]])[0])
    with closing(open_store(pg_url)) as store:
        found = store.nearest(query, 4)
    assert [n.task_id for n in found[:3]] == [t["id"] for t in tasks[:3]]  # the three with that vector, by seq
    assert found[0].similarity == found[2].similarity > found[3].similarity
    assert found[0].similarity > 0.999


def test_a_forgotten_tasks_vector_goes_with_the_last_task_that_has_it_and_comes_back_on_undo(pg_url, alfworld_rows):
    embedder = toy_embedder(DIM)
    tasks = _tasks(alfworld_rows, 2)
    with Memory.open(pg_url, embedder=embedder) as memory:
        memory.record_many(tasks)
        memory.forget(tasks[0]["id"])
        assert _rows(pg_url, "SELECT count(*) FROM task_vectors") == [(5,)]  # its twin still has it
        last = memory.forget(tasks[1]["id"])
        assert _rows(pg_url, "SELECT count(*) FROM task_vectors") == [(4,)]
        query = np.asarray(embedder.embed([tasks[0]["instruction"]])[0])
        with closing(open_store(pg_url)) as store:
            assert tasks[1]["id"] not in {n.task_id for n in store.nearest(query, 3)}
        memory.undo(last.id)
        with closing(open_store(pg_url)) as store:
            assert store.nearest(query, 1)[0].task_id == tasks[1]["id"]
    assert _rows(pg_url, "SELECT count(*) FROM task_vectors") == [(5,)]


def test_a_store_with_the_old_per_task_index_is_upgraded_when_opened(pg_url, alfworld_rows):
    embedder = toy_embedder(DIM)
    tasks = _tasks(alfworld_rows, 2)
    with Memory.open(pg_url, embedder=embedder) as memory:
        memory.record_many(tasks)
    with psycopg.connect(pg_url, autocommit=True) as conn:  # the layout an older gmem left
        conn.execute("DROP TABLE task_vectors")
        conn.execute("DROP INDEX tasks_by_vector_digest")
        conn.execute("CREATE INDEX tasks_instruction_hnsw ON tasks USING hnsw (instruction_vector vector_cosine_ops)")
    query = np.asarray(embedder.embed([tasks[2]["instruction"]])[0])
    with closing(open_store(pg_url)) as store:
        assert [n.task_id for n in store.nearest(query, 2)] == [tasks[2]["id"], tasks[3]["id"]]
    indexes = {name for (name,) in _rows(pg_url, "SELECT indexname FROM pg_indexes WHERE schemaname = 'public'")}
    assert {"task_vectors_hnsw", "tasks_by_vector_digest"} <= indexes
    assert "tasks_instruction_hnsw" not in indexes
    assert _rows(pg_url, "SELECT count(*) FROM task_vectors") == [(5,)]


def test_the_nearest_index_can_be_turned_off_and_nearest_still_answers_exactly(pg_url, alfworld_rows):
    embedder = toy_embedder(DIM)
    tasks = _tasks(alfworld_rows, 2)
    query = np.asarray(embedder.embed([tasks[0]["instruction"]])[0])

    def answer(store) -> list[tuple[str, float]]:
        return [(n.task_id, round(n.similarity, 6)) for n in store.nearest(query, 6)]

    with Memory.open(pg_url, embedder=embedder) as memory, closing(open_store(pg_url)) as store:
        memory.record_many(tasks[:6])
        indexed = answer(store)
        store.set_nearest_index(False)
        assert not store.nearest_index()
        assert _rows(pg_url, "SELECT count(*) FROM task_vectors") == [(0,)]
        assert answer(store) == indexed  # the same answer, by an exact scan of the namespace
        memory.record_many(tasks[6:])  # recorded while off: nothing inserted into the index
        assert _rows(pg_url, "SELECT count(*) FROM task_vectors") == [(0,)]
        scanned = answer(store)
        store.set_nearest_index(True)  # rebuilt from the tasks, the ones recorded while off included
        assert store.nearest_index()
        assert _rows(pg_url, "SELECT count(*) FROM task_vectors") == [(5,)]
        assert answer(store) == scanned
