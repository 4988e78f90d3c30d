"""Scoring in PostgreSQL (gmem.store.pg_retrieval) gives exactly what the in-process index gives, on the shared
ALFWorld runs: the same top-k ids in the same order, the same scores, the same traversal."""

from __future__ import annotations

from contextlib import closing

import numpy as np
import psycopg
import pytest

from experiments.crossdomain import benchmark_record, benchmark_tasks
from gmem import Memory
from gmem.config import ScoringWeights, TraversalSettings
from gmem.store import postgres
from gmem.store.base import open_store
from gmem.store.migrations import BATCH_SCORING, SCORING_FUNCTIONS
from gmem.store.pg_retrieval import DatabaseIndex, DatabaseScoring, StatisticsCache
from gmem.tiers.query import IndexedTask, QueryIndex
from gmem.tiers.reading import WORD_PROMPT
from gmem.tiers.relevance import relevance
from gmem.traversal import nearest

#: New phrasings (words the runs never used: "warm", "chilled", "rinse"), and the runs' own instructions.
QUERIES = [
    "warm up an egg and put it on the counter",
    "put a chilled apple in the microwave",
    "rinse a mug and place it in the coffee machine",
    "examine the alarm clock under the lamp",
    "find two pillows and put them on the sofa",
    "heat some potato then place it in fridge",
    "stick an apple in the fridge for a while, then leave it on the counter",  # an instrument, read as its act
    "the counter wants a plate without a speck of dirt on it",  # a word named as missing, read as its opposite
    "bring the apple up to temperature and leave it in the fridge",  # a measure moved one way, read as that end
    "could you stash a pencil in the shelf?",  # a verb that moves its object to a place, read as putting
]


def _index(store, dimension: int) -> QueryIndex:
    """The in-process index of everything the store holds, as a memory builds it when it opens."""
    index = QueryIndex(dimension, ScoringWeights())
    index.extend(
        IndexedTask(
            t.id, t.status, t.instruction_vector, t.context_vector, t.words, t.procedure, t.instruction, t.domain
        )
        for t in store.load_tasks()
    )
    index.link_new(store.load_links())
    return index


def _in_process(index: QueryIndex, embedder, text: str, domain: str | None = None, procedure=None):
    unlearned = index.unlearned(text)
    vocabulary = index.words_to_embed()
    vectors = embedder.embed([text, *vocabulary, *[WORD_PROMPT.format(w) for w in unlearned]])
    index.add_word_vectors(vectors[1 : 1 + len(vocabulary)])
    words = dict(zip(unlearned, vectors[1 + len(vocabulary) :]))
    return index.query(text, vectors[0], vectors[0], procedure, word_vectors=words, domain=domain), vectors[0]


def _in_database(scoring: DatabaseScoring, embedder, text: str, domain: str | None = None, procedure=None):
    unlearned = scoring.unlearned(text)
    vectors = embedder.embed([text, *[WORD_PROMPT.format(w) for w in unlearned]])
    words = dict(zip(unlearned, vectors[1:]))
    return scoring.query(text, vectors[0], word_vectors=words, domain=domain, procedure=procedure)


def test_the_database_scores_every_query_as_the_in_process_index_does(pg_url, embedder, shared_rows):
    runs = shared_rows
    with Memory.open(pg_url, embedder=embedder) as memory:
        memory.record_many(runs[:40])
        memory.record_many([{**run, "success": None} for run in runs[40:]])  # recorded with no judge: they teach
        memory.feedback(runs[3]["id"], "failed")  # outcomes change: the sums follow
        memory.feedback(runs[5]["id"], "resolved")
        memory.feedback(runs[41]["id"], "failed")  # a run without a verdict stops teaching when it failed
        memory.feedback(runs[3]["id"], "unknown")  # a verdict taken back: the run teaches again
        memory.feedback(runs[42]["id"], "resolved")  # settled as it taught: nothing moves
        change = memory.forget(runs[7]["id"])
        memory.forget(runs[9]["id"])
        memory.undo(change.id)  # back under its old seq, with its sums
    with closing(open_store(pg_url)) as store:
        index = _index(store, embedder.dimension)
        seqs = {t.id: t.seq for t in store.load_tasks()}
        scoring = DatabaseScoring(
            store.pool, pg_url, store.namespace, embedder, ScoringWeights(), StatisticsCache(2**26)
        )
        checked = 0
        for text in QUERIES + [r["instruction"] for r in runs[::6]]:
            for domain in (None, "alfworld"):
                local, _ = _in_process(index, embedder, text, domain)
                remote = _in_database(scoring, embedder, text, domain)
                if domain is not None:  # a memory of several domains scopes one query to each (Retriever)
                    everywhere = _in_database(scoring, embedder, text), _in_process(index, embedder, text)[0]
                    scoped = everywhere[0].within(domain), index.within(everywhere[1], domain)
                    assert scoped[0].top(5)[0].tolist() == remote.top(5)[0].tolist()
                    assert scoped[1].top(5)[0].tolist() == local.top(5)[0].tolist()
                assert remote.coverage == pytest.approx(local.coverage, abs=1e-6)
                for k in (1, 5, 20):
                    rows, scores = local.top(k)
                    seq_rows, seq_scores = remote.top(k)
                    assert [seqs[index.ids[r]] for r in rows.tolist()] == seq_rows.tolist(), (text, k)
                    np.testing.assert_allclose(seq_scores, scores, rtol=0, atol=1e-6)
                    for name, values in local.parts(rows).items():
                        np.testing.assert_allclose(remote.parts(seq_rows)[name], values, rtol=0, atol=1e-6)
                    checked += 1
        assert checked == 2 * 3 * (len(QUERIES) + len(runs[::6]))
        # How many resolved runs took each step, which a retrieval reads to match lessons with its best run.
        templates = [*index.templates(), "no such step#1"]
        counted = index.template_runs(templates)
        assert DatabaseIndex(scoring).template_runs(templates) == counted
        assert counted["no such step#1"] == 0 and max(counted.values()) > 0


def test_the_database_trusts_a_memory_s_words_as_the_in_process_index_does(pg_url, embedder):
    """ScienceWorld's runs teach flat word weights, so what a retrieval keeps is ordered with the procedure part
    weighed down and the dense part up (gmem.tiers.weights.trusted), and its words weigh what its instructions say
    of them (gmem.tiers.agreement): the database reads the same trust off its own sums, the same agreement off its
    stored tasks' words, and orders as in process."""
    tasks = [task for task in benchmark_tasks("tune") if task.benchmark == "scienceworld"]
    with Memory.open(pg_url, embedder=embedder) as memory:
        memory.record_many([benchmark_record(n, task) for n, task in enumerate(tasks)])
    with closing(open_store(pg_url)) as store:
        index = _index(store, embedder.dimension)
        seqs = {t.id: t.seq for t in store.load_tasks()}
        scoring = DatabaseScoring(
            store.pool, pg_url, store.namespace, embedder, ScoringWeights(), StatisticsCache(2**26)
        )
        assert index.trusted_weights().dense > ScoringWeights().dense
        requests = [
            "melt ice",
            "Could you get some water boiling for me?",
            "living thing -> orange box (kitchen)",
            "grow a lemon tree",  # "lemon": said only by a run that failed (untaught)
        ]
        for text in [*requests, tasks[5].instruction]:
            local, _ = _in_process(index, embedder, text)
            remote = _in_database(scoring, embedder, text)
            assert remote.trusted == index.trusted_weights()
            rows, scores = local.top(10)
            seq_rows, seq_scores = remote.top(10)
            assert [seqs[index.ids[r]] for r in rows.tolist()] == seq_rows.tolist(), text
            np.testing.assert_allclose(
                remote.in_trust(seq_scores, remote.parts(seq_rows), seq_rows),
                local.in_trust(scores, local.parts(rows), rows),
                rtol=0,
                atol=1e-6,
            )


def _scoring_terms(conn: psycopg.Connection, namespace: str) -> dict[str, list[tuple]]:
    """What the database keeps to score a namespace, sums rounded (they are added in another order)."""
    reads = {
        "counts": "SELECT tasks, taught, words, features FROM scoring_namespaces WHERE namespace = %s",
        "terms": "SELECT kind, id, term, docs, round(total::numeric, 9), round(square::numeric, 9)"
        " FROM scoring_terms WHERE namespace = %s ORDER BY kind, id",
        "pairs": "SELECT word, feature, round(total::numeric, 9) FROM scoring_pairs WHERE namespace = %s"
        " AND round(total::numeric, 9) <> 0 ORDER BY word, feature",  # a pair a failed run took back stays, at 0
        "tasks": "SELECT seq, id, words, features FROM task_terms WHERE namespace = %s ORDER BY seq",
    }
    return {name: conn.execute(read, (namespace,)).fetchall() for name, read in reads.items()}


def test_tasks_inserted_by_the_batch_or_one_by_one_are_scored_as_a_rebuild_of_the_namespace_scores_them(
    pg_url, embedder, shared_rows, monkeypatch
):
    """The terms of a batch are added by one trigger for the statement that inserts it (schema 9): new words
    numbered in the order they first occur, each sum as the rows' own, as when the namespace is rebuilt. The
    first batch takes several statements (a batch larger than one statement can bind), in one transaction."""
    with Memory.open(pg_url, embedder=embedder, namespace="batches") as memory:
        with monkeypatch.context() as patched:
            patched.setattr(postgres, "MAX_PARAMETERS", 8 * 20)  # 8 tasks of 20 columns a statement
            memory.record_many(shared_rows[:25])
        seqs = [memory.task(run["id"]).seq for run in shared_rows[:25]]
        assert seqs == sorted(seqs)  # numbered in the batch's order across its statements
        for run in shared_rows[25:30]:
            memory.record({**run, "success": None})
        memory.record_many(shared_rows[30:45])
        memory.feedback(shared_rows[2]["id"], "failed")
        memory.feedback(shared_rows[26]["id"], "failed")
    with psycopg.connect(pg_url) as conn:
        added = _scoring_terms(conn, "batches")
        conn.execute("SELECT gmem_rebuild_terms('batches')")
        rebuilt = _scoring_terms(conn, "batches")
        conn.rollback()
    assert len(added["tasks"]) == added["counts"][0][0] == 45 and added["pairs"]
    judged = shared_rows[:25] + shared_rows[30:45]
    failed = {shared_rows[2]["id"], shared_rows[26]["id"]} | {run["id"] for run in judged if run["success"] is False}
    assert added["counts"][0][1] == 45 - len(failed)  # the runs without a verdict teach
    assert added == rebuilt


def before_version_10() -> list[str]:
    """What takes a database back to version 9's scoring, where only resolved runs taught (``resolved``)."""
    v5 = ("CREATE FUNCTION gmem_task_outcome", "CREATE TRIGGER tasks_terms_outcome")
    replaced = ("CREATE OR REPLACE FUNCTION gmem_learn", "CREATE OR REPLACE FUNCTION gmem_task_removed")
    return [
        "ALTER TABLE scoring_namespaces RENAME COLUMN taught TO resolved",
        "DROP TRIGGER tasks_terms_outcome ON tasks",
        *(s for s in SCORING_FUNCTIONS if s.startswith(replaced)),
        *(s for s in BATCH_SCORING if s.startswith("CREATE OR REPLACE FUNCTION gmem_terms_added")),
        *(s.replace("CREATE FUNCTION", "CREATE OR REPLACE FUNCTION") for s in SCORING_FUNCTIONS if s.startswith(v5)),
    ]


def test_a_version_9_namespace_of_runs_without_a_verdict_learns_from_them_once_migrated(pg_url, embedder, shared_rows):
    """Version 10: runs without a verdict teach. A namespace of them that version 9 scored had learned nothing; its
    sums are rebuilt as it migrates, and its triggers count them from then on."""
    unjudged = [{**run, "success": None} for run in shared_rows[:20]]
    with Memory.open(pg_url, embedder=embedder, namespace="unjudged") as memory:
        memory.record_many(unjudged[:15])
    with psycopg.connect(pg_url, autocommit=True) as conn:  # as version 9 scored it
        for statement in before_version_10():
            conn.execute(statement)
        conn.execute("SELECT gmem_rebuild_terms('unjudged')")
        conn.execute("UPDATE meta SET value = '9' WHERE key = 'schema_version'")
        assert conn.execute("SELECT resolved FROM scoring_namespaces").fetchone()[0] == 0
    with Memory.open(pg_url, embedder=embedder, namespace="unjudged") as migrated:
        migrated.record_many(unjudged[15:])
        migrated.feedback(unjudged[0]["id"], "failed")
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0] == "10"
        kept = _scoring_terms(conn, "unjudged")
        conn.execute("SELECT gmem_rebuild_terms('unjudged')")
        assert kept == _scoring_terms(conn, "unjudged") and kept["counts"][0][:2] == (20, 19)


def test_the_database_reads_the_neighbourhood_and_the_relevance_as_the_in_process_index_does(
    pg_url, embedder, shared_rows
):
    """The neighbourhood parts come off the same best-ranked rows in both paths, in a namespace of chores and
    questions, so the relevance (and what clears the floor) agree for a query of either kind."""
    question = "Which magazine was started first, Arthur's Magazine or First for Women?"
    with Memory.open(pg_url, embedder=embedder) as memory:
        memory.record_many(shared_rows[:30])
        memory.record({"id": "q1", "instruction": question, "steps": [], "success": True, "domain": "hotpotqa"})
        memory.record({"id": "q2", "instruction": "Who directed the film Sinister?", "steps": [], "success": True})
    with closing(open_store(pg_url)) as store:
        index = _index(store, embedder.dimension)
        scoring = DatabaseScoring(
            store.pool, pg_url, store.namespace, embedder, ScoringWeights(), StatisticsCache(2**26)
        )
        for text in [QUERIES[0], "Which city was the magazine First for Women published in?"]:
            local, _ = _in_process(index, embedder, text)
            remote = _in_database(scoring, embedder, text)
            for k in (1, 5, 25):
                rows, _ = local.top(k)
                seq_rows, _ = remote.top(k)
                here, there = local.parts(rows), remote.parts(seq_rows)
                for name in ("neighbourhood", "neighbourhood_relative"):
                    np.testing.assert_allclose(there[name], here[name], rtol=0, atol=1e-6)
                np.testing.assert_allclose(relevance(there), relevance(here), rtol=0, atol=1e-6)


def test_traversal_and_record_time_links_match_between_the_two_paths(pg_url, embedder, shared_rows):
    with Memory.open(pg_url, embedder=embedder) as memory:
        memory.record_many(shared_rows)
        silent = memory.retrieve("What is the capital of France?")  # the database's rows say why, too
        assert not silent.tasks and silent.below_floor is not None
        assert silent.below_floor.nearest.node.id in {row["id"] for row in shared_rows}
    settings = TraversalSettings(min_relevance=0.0)
    with closing(open_store(pg_url)) as store:
        index = _index(store, embedder.dimension)
        scoring = DatabaseScoring(
            store.pool, pg_url, store.namespace, embedder, ScoringWeights(), StatisticsCache(2**26)
        )
        for text in QUERIES:
            local, _ = _in_process(index, embedder, text)
            remote = _in_database(scoring, embedder, text)
            here = [(index.ids[row], score, via) for row, score, via, _, _ in nearest(index, local, settings)[0]]
            there = [
                (remote.task_id(row), score, via)
                for row, score, via, _, _ in nearest(DatabaseIndex(scoring), remote, settings)[0]
            ]
            assert [(i, v) for i, _, v in there] == [(i, v) for i, _, v in here]
            np.testing.assert_allclose([s for _, s, _ in there], [s for _, s, _ in here], rtol=0, atol=1e-6)
        procedure = store.load_tasks().__next__().procedure  # a recorded run's fingerprint: how tasks get linked
        local, _ = _in_process(index, embedder, shared_rows[0]["instruction"], procedure=procedure)
        remote = _in_database(scoring, embedder, shared_rows[0]["instruction"], procedure=procedure)
        rows, scores = local.top(8)
        seq_rows, seq_scores = remote.top(8)
        assert [index.ids[r] for r in rows.tolist()] == [remote.task_id(s) for s in seq_rows.tolist()]
        np.testing.assert_allclose(seq_scores, scores, rtol=0, atol=1e-6)


def test_a_batch_is_linked_and_mined_within_itself_as_the_in_process_index_does(pg_url, embedder, shared_rows):
    """An import is one batch: planned whole, committed once. The database holds none of its tasks until the
    commit, yet its later tasks must be linked to its earlier ones and mined with them, as in process (an
    import into ``index="database"`` once linked no task of the file to another and mined one lesson)."""
    local = Memory.open(pg_url, embedder=embedder, namespace="in-process")
    remote = Memory.open(pg_url, embedder=embedder, namespace="database", index="database")
    with local, remote:
        commit = remote._store.commit
        remote._store.commit = lambda writes: (_ for _ in ()).throw(OSError("connection lost"))  # type: ignore[method-assign]
        with pytest.raises(OSError):
            remote.record_many(shared_rows[:30])  # planned, then its commit fails: nothing of it may stay behind
        remote._store.commit = commit  # type: ignore[method-assign]
        for batch in (shared_rows[:30], shared_rows[30:]):  # into an empty namespace, then on top of one
            for memory in (local, remote):
                memory.record_many(batch)
        links = [sorted((a, b, round(w, 6)) for a, b, w in memory.links()) for memory in (remote, local)]
        assert len(links[1]) > 400 and links[0] == links[1]
        lessons = [
            sorted((i.text, i.score, i.supporting, i.contradicting) for i in m.insights()) for m in (remote, local)
        ]
        assert len(lessons[1]) > 5 and lessons[0] == lessons[1]


def test_a_batch_of_runs_that_teach_little_is_linked_as_the_in_process_index_links_it(pg_url, embedder):
    """ScienceWorld's runs teach flat word weights, and its words weigh what its instructions say of them
    (gmem.tiers.agreement): a batch's later tasks are scored with the agreement of the stored tasks' words and the
    batch's own, as in process."""
    tasks = [task for task in benchmark_tasks("tune") if task.benchmark == "scienceworld"]
    runs = [benchmark_record(n, task) for n, task in enumerate(tasks)]
    local = Memory.open(pg_url, embedder=embedder, namespace="sw-in-process")
    remote = Memory.open(pg_url, embedder=embedder, namespace="sw-database", index="database")
    with local, remote:
        for batch in (runs[:18], runs[18:]):  # into an empty namespace, then on top of one
            for memory in (local, remote):
                memory.record_many(batch)
        links = [sorted((a, b, round(w, 6)) for a, b, w in memory.links()) for memory in (remote, local)]
        assert len(links[1]) > 50 and links[0] == links[1]


def test_a_batch_reads_the_stored_tasks_words_with_the_statistics_not_again(pg_url, embedder, monkeypatch):
    """Where the learned weights are not trusted, a batch's tasks are scored with the agreement of every stored task's
    words (gmem.tiers.agreement). Those are read from the database once per read of the namespace's statistics and
    kept with them: each record used to read them all again, an O(namespace) read on the record path."""
    tasks = [task for task in benchmark_tasks("tune") if task.benchmark == "scienceworld"]
    runs = [benchmark_record(n, task) for n, task in enumerate(tasks)]
    reads = {"statistics": 0, "words": 0}
    read_statistics, read_words = DatabaseScoring._read, DatabaseScoring.stored_words

    def counted_statistics(self, *args):
        reads["statistics"] += 1
        return read_statistics(self, *args)

    def counted_words(self, *args):
        reads["words"] += 1
        return read_words(self, *args)

    monkeypatch.setattr(DatabaseScoring, "_read", counted_statistics)
    monkeypatch.setattr(DatabaseScoring, "stored_words", counted_words)
    with Memory.open(pg_url, embedder=embedder, namespace="sw-kept", index="database") as memory:
        memory.record_many(runs[:30])
        for run in runs[30:]:  # a batch each
            memory.record(run)
        assert memory.retrieve("Could you melt the chocolate for me?").tasks
    assert reads["words"] >= 1  # the weights are not trusted: the stored tasks' words are needed
    assert reads["words"] <= reads["statistics"]
