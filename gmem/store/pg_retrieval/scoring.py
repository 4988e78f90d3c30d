"""The SQL side of scoring in PostgreSQL: a namespace's statistics read from the database, and the one
statement that scores every task of the namespace against a query.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
from psycopg_pool import ConnectionPool
from scipy import sparse

from gmem.config import ScoringWeights
from gmem.embedding import Embedder, WordsInContext
from gmem.errors import GmemError
from gmem.store.pg_retrieval.batch import PendingBatch
from gmem.store.pg_retrieval.contexts import NamespaceReading
from gmem.store.pg_retrieval.query import DatabaseQuery, TaskRow, task_row
from gmem.store.pg_retrieval.statistics import Statistics, StatisticsCache, statistics_cache
from gmem.store.pg_retrieval.words import stored_word_vectors
from gmem.tiers.query import REFRESH_SHARE, QueryIndex
from gmem.tiers.terms import STOP_WORDS
from gmem.tiers.weights import UNSEEN_WORD, LearnedSums

_ROW = "seq, id, domain, words, features, instruction_vector"
#: A namespace's counts (:meth:`DatabaseScoring.head`), and those of a namespace with no task yet.
_HEAD = "tasks, taught, changes, words, features, read_through, contexts, contexts_reset, contexts_again"
_NO_HEAD = dict.fromkeys(_HEAD.split(", "), 0) | {"read_through": -1}


class DatabaseScoring:
    """Scores one namespace's tasks in PostgreSQL (see the module docstring). Cheap to make: its state is the
    shared pool, the shared statistics cache and the namespace's counts as of the current operation."""

    def __init__(
        self,
        pool: ConnectionPool[Any],
        location: str,
        namespace: str,
        embedder: Embedder,
        weights: ScoringWeights,
        cache: StatisticsCache = statistics_cache,
    ) -> None:
        if weights.context:
            raise GmemError(
                "context_weight is not 0: scoring in the database compares instructions only; "
                "use index='memory' to score contexts"
            )
        self.pool = pool
        self._key = (location, namespace)
        self.namespace = namespace
        self._embedder = embedder
        self.weights = weights
        self._cache = cache
        self._head: dict[str, int] | None = None

    # ----------------------------------------------------------------- the query side

    def invalidate_counts(self) -> None:
        """Read the namespace's counts again on next use: an operation starts, or a commit changed them."""
        self._head = None

    def head(self) -> dict[str, int]:
        """The namespace's counts (tasks, runs that teach, changes, words, features, and where its reading in context
        got to), read once per operation: its task count and the checks of the cached statistics share the one
        read."""
        if self._head is None:
            with self.pool.connection() as conn:
                row = conn.execute(f"SELECT {_HEAD} FROM scoring_namespaces WHERE namespace = %s", (self.namespace,))
                found = row.fetchone()
            self._head = {k: int(found[k]) for k in _HEAD.split(", ")} if found else dict(_NO_HEAD)
        return self._head

    def statistics(self) -> Statistics:
        """The namespace's statistics: cached, and read again when its vocabulary grew (an in-process index
        knows a new word or template at once) or as many teaching runs changed as would make an in-process
        index recompute its weights (``REFRESH_SHARE``)."""
        now = self.head()
        cached = self._cache.get(self._key)
        if cached is not None:
            moved = now["changes"] - cached.changes
            fresh = 0 <= moved <= (REFRESH_SHARE * now["taught"] if cached.taught else 0)
            vocabulary = (len(cached.index.vocabulary()), len(cached.index.templates()))
            if fresh and vocabulary == (now["words"], now["features"]):
                cached.tasks = now["tasks"]
                return cached
        with self.pool.connection() as conn:
            statistics = self._read(conn, cached)
        # Learned now, while this store's pool is open: the index holds no task, so it never learns again, and a
        # memory that finds it cached later may be another store's, on another pool.
        statistics.index.trusted_weights()
        statistics.nbytes += statistics.index.stored_nbytes  # the stored tasks' words, where they were needed
        self._cache.put(self._key, statistics)
        self._word_vectors(statistics, cached)
        return statistics

    def _read(self, conn: Any, cached: Statistics | None) -> Statistics:
        with conn.transaction():
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            head = conn.execute(
                "SELECT tasks, taught, words, features, changes FROM scoring_namespaces WHERE namespace = %s",
                (self.namespace,),
            ).fetchone() or {"tasks": 0, "taught": 0, "words": 0, "features": 0, "changes": 0}
            n_words, n_features = int(head["words"]), int(head["features"])
            names: dict[str, list[str]] = {"w": [""] * n_words, "f": [""] * n_features}
            docs = {"w": np.zeros(n_words, dtype=np.int64), "f": np.zeros(n_features, dtype=np.int64)}
            total, square = np.zeros(n_features), np.zeros(n_features)
            with conn.cursor(binary=True) as cursor:
                for term in cursor.stream(
                    "SELECT kind, id, term, docs, total, square FROM scoring_terms WHERE namespace = %s",
                    (self.namespace,),
                ):
                    kind, i = term["kind"], int(term["id"])
                    kind = kind.decode() if isinstance(kind, bytes) else str(kind)
                    names[kind][i] = term["term"]
                    docs[kind][i] = int(term["docs"])
                    if kind == "f":
                        total[i], square[i] = term["total"], term["square"]
            pairs = conn.execute(
                "SELECT coalesce(array_agg(word), '{}') AS words, coalesce(array_agg(feature), '{}') AS features,"
                " coalesce(array_agg(total), '{}') AS totals FROM scoring_pairs WHERE namespace = %s",
                (self.namespace,),
            ).fetchone()
        matrix = sparse.coo_matrix(
            (np.asarray(pairs["totals"], dtype=np.float64), (pairs["words"], pairs["features"])),
            shape=(n_words, n_features),
        )
        sums = LearnedSums(
            words=names["w"],
            features=names["f"],
            taught=int(head["taught"]),
            word_docs=docs["w"],
            feature_docs=docs["f"],
            feature_sum=total,
            feature_sq=square,
            pairs=matrix,
        )
        # What was read in context stays: its version says what to load again (everything after a rebuild).
        reading = cached.reading if cached is not None else NamespaceReading(self._embedder.dimension)
        index = QueryIndex.from_statistics(
            sums, self._embedder.dimension, self.weights, reading.contexts, stored_words=self.stored_words
        )
        nbytes = reading.contexts.nbytes + (
            sum(len(w) + 60 for w in sums.words)
            + sum(len(f) + 60 for f in sums.features)
            + 8 * (n_words + 4 * n_features)
            + 20 * matrix.nnz
        )
        return Statistics(index, reading, int(head["tasks"]), int(head["taught"]), int(head["changes"]), nbytes)

    def stored_words(self, width: int) -> sparse.csr_matrix:
        """Every stored task's words, as binary rows ``width`` wide: where the namespace's learned weights are not
        trusted, its instructions say which words are their kind's (:mod:`gmem.tiers.agreement`)."""
        with self.pool.connection() as conn, conn.cursor(binary=True) as cursor:
            cursor.execute("SELECT words FROM task_terms WHERE namespace = %s", (self.namespace,))
            words = [np.asarray(row["words"], dtype=np.int64) for row in cursor.fetchall()]
        columns = np.concatenate(words) if words else np.zeros(0, dtype=np.int64)
        starts = np.concatenate([[0], np.cumsum([len(w) for w in words])])
        return sparse.csr_matrix((np.ones(len(columns)), columns, starts), shape=(len(words), width))

    def batch_words(self, statistics: Statistics) -> Callable[[int], sparse.csr_matrix]:
        """What a batch recorded over ``statistics`` reads the stored tasks' words with (:mod:`.batch`): the rows the
        statistics keep (:meth:`~gmem.tiers.query.QueryIndex.stored_word_rows`), read from the database by the first
        batch that needs them if the statistics did not, and counted in the cache's bytes. Read by each batch, they
        cost an O(namespace) read per record where the learned weights are not trusted."""

        index = statistics.index

        def rows(width: int) -> sparse.csr_matrix:
            kept = index.stored_nbytes
            found = index.stored_word_rows(width, read=self.stored_words)
            self.grew(statistics, index.stored_nbytes - kept)  # 0 where they were kept already
            return found

        return rows

    def _word_vectors(self, statistics: Statistics, cached: Statistics | None) -> None:
        """Give the task-less index the vectors of its content words, as an in-process index holds them: a
        query's words are mapped onto the learned ones, and a batch's planned tasks may teach the others
        (:mod:`.batch`). Those of the ``cached`` statistics it read again are kept (a vocabulary only grows,
        but for a rebuild); the others come from the shared ``word_vectors`` table, the missing ones embedded
        and stored."""
        index = statistics.index
        vocabulary = index.vocabulary()
        matrix = np.zeros((len(vocabulary), self._embedder.dimension), dtype=np.float32)
        start = 0
        if cached is not None:
            before = cached.index.vocabulary()
            if vocabulary[: len(before)] == before:
                kept = cached.index.word_vectors()[: len(before)]
                start = len(kept)
                matrix[:start] = kept
        wanted = [w for w in vocabulary[start:] if w not in STOP_WORDS]
        found = stored_word_vectors(self.pool, self._embedder, wanted) if wanted else {}
        for i, word in enumerate(vocabulary[start:], start):
            if word in found:
                matrix[i] = found[word]
        index.add_word_vectors(matrix)
        self._cache.grew(statistics, matrix.nbytes)

    def grew(self, statistics: Statistics, nbytes: int) -> None:
        """The namespace's cached statistics gained ``nbytes`` (words read in context)."""
        self._cache.grew(statistics, nbytes)

    def unlearned(self, instruction: str) -> list[str]:
        """The query's words that no teaching run had (embed them as ``WORD_PROMPT.format(word)``)."""
        return self.statistics().index.unlearned(instruction)

    def query(
        self,
        instruction: str,
        instruction_vector: np.ndarray,
        *,
        word_vectors: Mapping[str, np.ndarray] | None = None,
        procedure: list[str] | None = None,
        domain: str | None = None,
        ids: dict[int, str] | None = None,
        batch: PendingBatch | None = None,
        in_context: WordsInContext | None = None,
    ) -> DatabaseQuery:
        """A new task against every task of the namespace, as ``QueryIndex.query`` (no context part), and
        against the ``batch`` being recorded (whose sums then weigh the query: :mod:`.batch`); the ids of the
        rows it reads are added to ``ids``."""
        statistics = self.statistics()
        learned = statistics.index if batch is None else batch.index
        terms = learned.terms(instruction, word_vectors, in_context)
        alike = learned.fingerprint(procedure) if procedure is not None else None
        vector = np.asarray(instruction_vector, dtype=np.float32)
        pending = None if batch is None else batch.query(instruction, vector, procedure, domain)
        ids = {} if ids is None else ids
        return DatabaseQuery(
            self, statistics, learned.trusted_weights(), terms, vector, instruction, domain, alike, ids, batch, pending
        )

    # ----------------------------------------------------------------- the task side

    def rows(self, seqs: Sequence[int]) -> list[TaskRow]:
        with self.pool.connection() as conn, conn.cursor(binary=True) as cursor:
            cursor.execute(
                f"SELECT {_ROW} FROM task_terms WHERE namespace = %s AND seq = ANY(%s)",
                (self.namespace, list(seqs)),
            )
            return [task_row(r) for r in cursor.fetchall()]

    def instructions(self, ids: Sequence[str]) -> dict[str, str]:
        """The instructions of the tasks ``ids``: what the tasks near a query asked (the relevance reads their
        mood: :func:`~gmem.tiers.relevance.neighbourhood_parts`)."""
        with self.pool.connection() as conn:
            return {
                r["id"]: r["instruction"]
                for r in conn.execute(
                    "SELECT id, instruction FROM tasks WHERE namespace = %s AND id = ANY(%s)",
                    (self.namespace, list(ids)),
                )
            }

    def neighbours(self, seqs: Sequence[int], ids: Sequence[str]) -> dict[int, list[tuple[int, str]]]:
        """The query-graph neighbours ``(seq, id)`` of the tasks ``seqs`` (whose ids are ``ids``)."""
        by_id = dict(zip(ids, seqs))
        out: dict[int, list[tuple[int, str]]] = {s: [] for s in seqs}
        with self.pool.connection() as conn:
            for r in conn.execute(
                "SELECT l.end_id, t.seq, t.id FROM (SELECT a AS end_id, b AS other FROM links"
                " WHERE namespace = %(ns)s AND a = ANY(%(ids)s) UNION SELECT b, a FROM links"
                " WHERE namespace = %(ns)s AND b = ANY(%(ids)s)) AS l"
                " JOIN task_terms t ON t.namespace = %(ns)s AND t.id = l.other",
                {"ns": self.namespace, "ids": list(ids)},
            ):
                if r["id"] != r["end_id"]:
                    out[by_id[r["end_id"]]].append((int(r["seq"]), r["id"]))
        return out

    def best_rows(self, query: DatabaseQuery, limit: int | None, floor: float | None) -> list[TaskRow]:
        """The namespace's rows by the database's score, best first: the ``limit`` best, or all scoring at
        least ``floor``.

        The cost is per task row, in expression evaluation: each of a row's id arrays is expanded once (in the
        select list, so no per-row tuplestore) and every part that reads it is summed in that one pass; the
        rows are ranked on (seq, score) alone and only the chosen ones read whole."""
        terms = query.terms
        word_norm = "sqrt(sum(coalesce((%(norms)s::float8[])[w + 1], %(unseen)s)))"  # one aggregate, read twice
        unsaid = "%(unsaid_weight)s * sqrt(sum(coalesce((%(unsaid)s::float8[])[w + 1], 0)))"
        lexical = (
            "coalesce((SELECT %(lexical_weight)s * sum(coalesce((%(words)s::float8[])[w + 1], 0))"
            f" / (%(norm)s * {word_norm} + 1e-12) - %(parsimony_weight)s * {word_norm} - {unsaid}"
            " FROM (SELECT unnest(t.words) AS w) AS u), 0)"
        )
        if query.domain is not None:
            lexical = f"CASE WHEN t.domain = %(domain)s THEN {lexical} ELSE '-Infinity'::float8 END"
        parts = [lexical]
        params: dict[str, Any] = {
            "ns": self.namespace,
            "words": terms.words.tolist(),
            "norms": terms.word_norms.tolist(),
            "norm": terms.norm,
            "unseen": UNSEEN_WORD**2,
            "lexical_weight": self.weights.lexical,
            "parsimony_weight": self.weights.parsimony,
            "unsaid": terms.unsaid.tolist(),
            "unsaid_weight": self.weights.unsaid_act,
            "domain": query.domain,
        }
        features = []  # the parts read off the row's templates, summed over one expansion of them
        if terms.predicted is not None:
            features.append(
                "%(procedure_weight)s * (sum(coalesce((%(predicted)s::float8[])[f + 1], 0)) / sqrt(count(*))"
                " - %(offset)s) / sqrt(greatest(1 - 2 * sum(coalesce((%(mean)s::float8[])[f + 1], 0))"
                " / sqrt(count(*)) + %(mean_square)s, 1e-12))"
            )
            params |= {
                "procedure_weight": self.weights.procedure,
                "predicted": terms.predicted.tolist(),
                "mean": terms.mean.tolist(),
                "offset": terms.offset,
                "mean_square": float(terms.mean @ terms.mean),
            }
        if terms.unasked.any():  # the run did an act the query does not ask for
            features.append("-%(unasked_weight)s * sign(sum(coalesce((%(unasked)s::float8[])[f + 1], 0)))")
            params |= {"unasked_weight": self.weights.unasked_act, "unasked": terms.unasked.tolist()}
        if query.alike is not None:
            features.append("sum(coalesce((%(alike)s::float8[])[f + 1], 0)) / sqrt(count(*))")
            params["alike"] = query.alike.tolist()
        if features:
            parts.append(f"coalesce((SELECT {' + '.join(features)} FROM (SELECT unnest(t.features) AS f) AS u), 0)")
        if self.weights.dense:
            parts.append("%(dense_weight)s * -(t.instruction_vector <#> %(vector)s)")
            params |= {"dense_weight": self.weights.dense, "vector": query.vector}
        ranked = (
            f"SELECT seq, score FROM (SELECT t.seq, {' + '.join(parts)} AS score FROM task_terms t"
            " WHERE t.namespace = %(ns)s) AS scored"
        )
        if floor is not None:
            ranked += " WHERE score >= %(floor)s"
            params["floor"] = floor
        ranked += " ORDER BY score DESC, seq"
        if limit is not None:
            ranked += " LIMIT %(limit)s"
            params["limit"] = limit
        statement = (
            f"SELECT {', '.join(f't.{c}' for c in _ROW.split(', '))}, best.score FROM ({ranked}) AS best"
            " JOIN task_terms t ON t.namespace = %(ns)s AND t.seq = best.seq ORDER BY best.score DESC, t.seq"
        )
        with self.pool.connection() as conn, conn.cursor(binary=True) as cursor:
            cursor.execute(statement, params)
            return [task_row(r) for r in cursor.fetchall()]
