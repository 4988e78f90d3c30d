"""Scoring inside PostgreSQL: the query tier's candidate scores computed by the database, so a worker serving
many namespaces holds no per-namespace index.

The query side stays the query tier's own code: a namespace's vocabulary and learned sums (kept by the
triggers of schema version 5, :mod:`gmem.store.migrations`) are read into a task-less
:class:`~gmem.tiers.query.QueryIndex` (:meth:`~gmem.tiers.query.QueryIndex.from_statistics`), whose
:meth:`~gmem.tiers.query.QueryIndex.terms` turn an instruction into weighted words and a predicted fingerprint
exactly as for an in-process index. Those few kilobytes per namespace are cached in a process-wide LRU bounded
by bytes (:class:`StatisticsCache`): evicting one loses nothing, the database holds the sums.

The task side is PostgreSQL's: one statement scores every task of the namespace from its ``task_terms`` row
(word and template ids as integer arrays, the instruction vector as a pgvector ``vector``) against the query's
weights passed as ``float8[]`` - the word cosine, the procedure profile and the dense cosine (pgvector's
``<#>``) - and returns the best rows. The database computes in a different order (and the dense part in
float32), so its scores may differ from the in-process ones in the last bits; the few rows it returns are
scored again here with the in-process formulas, and every row whose database score is within
:data:`MARGIN` of the k-th exact score is among them. So :meth:`DatabaseQuery.top` is exactly the in-process
``Query.top``: the same rows, the same order, the same scores.

Rows are task ``seq`` numbers (store order, like the rows of an in-process index), so the traversal's ties
break the same way.
"""

from __future__ import annotations

import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from psycopg_pool import ConnectionPool
from scipy import sparse

from gmem.config import ScoringWeights
from gmem.embedding import Embedder
from gmem.errors import GmemError, NotFoundError
from gmem.models import TaskStatus
from gmem.replica import IndexReplica
from gmem.store.base import MemoryStore
from gmem.store.writes import TaskWrite
from gmem.tiers.insight import UBIQUITOUS_SHARE
from gmem.tiers.query import (
    FIRST_CANDIDATES,
    REFRESH_SHARE,
    UNSEEN_WORD,
    WORD_PROMPT,
    IndexMark,
    LearnedSums,
    QueryIndex,
    QueryTerms,
    best,
    typical_is_current,
    typical_rows,
    typical_similarity,
)
from gmem.tiers.terms import STOP_WORDS

log = logging.getLogger(__name__)

#: The database's score of a task may differ from the exact one by float rounding (its dense part is float32);
#: every row whose database score is within this of the k-th exact score is scored exactly.
MARGIN = 1e-4
#: Default bound of the process-wide statistics cache, in bytes (``GMEM_SCORING_CACHE_MB`` overrides it).
CACHE_BYTES = 256 * 2**20

_ROW = "seq, id, domain, words, features, instruction_vector"
#: Most task ids (by seq) a database index remembers between operations.
KNOWN_IDS = 100_000


@dataclass
class Statistics:
    """One namespace's query side as of one read of the database, with the counters it was read at."""

    index: QueryIndex  # holds no task: vocabulary, learned sums, and (once needed) the word vectors
    tasks: int
    resolved: int
    changes: int
    nbytes: int
    embedded: bool = False  # the learned words' vectors are in ``index``
    typical: tuple[int, float] | None = None  # (tasks it was estimated on, typical_similarity)


class StatisticsCache:
    """Namespaces' :class:`Statistics`, least recently used evicted first once they exceed ``max_bytes``.
    Shared by every memory of the process; thread-safe."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._entries: OrderedDict[tuple[str, str], Statistics] = OrderedDict()
        self._lock = threading.Lock()
        self.evictions = 0

    def get(self, key: tuple[str, str]) -> Statistics | None:
        with self._lock:
            found = self._entries.get(key)
            if found is not None:
                self._entries.move_to_end(key)
            return found

    def put(self, key: tuple[str, str], statistics: Statistics) -> None:
        with self._lock:
            self._entries[key] = statistics
            self._entries.move_to_end(key)
            self._evict()

    def grew(self, statistics: Statistics, nbytes: int) -> None:
        """An entry gained ``nbytes`` (its word vectors were loaded)."""
        with self._lock:
            statistics.nbytes += nbytes
            self._evict()

    def resize(self, max_bytes: int) -> None:
        with self._lock:
            self.max_bytes = max_bytes
            self._evict()

    @property
    def nbytes(self) -> int:
        with self._lock:
            return sum(s.nbytes for s in self._entries.values())

    def __len__(self) -> int:
        return len(self._entries)

    def _evict(self) -> None:
        total = sum(s.nbytes for s in self._entries.values())
        while len(self._entries) > 1 and total > self.max_bytes:
            _, gone = self._entries.popitem(last=False)
            total -= gone.nbytes
            self.evictions += 1


def _cache_bytes() -> int:
    value = os.environ.get("GMEM_SCORING_CACHE_MB")
    if value is None:
        return CACHE_BYTES
    try:
        megabytes = float(value)
    except ValueError:
        raise ValueError(f"GMEM_SCORING_CACHE_MB must be a number of megabytes, got {value!r}") from None
    return int(megabytes * 2**20)


#: The statistics of every namespace this process scores in PostgreSQL.
statistics_cache = StatisticsCache(_cache_bytes())


@dataclass
class _Task:
    """A ``task_terms`` row: what the exact score of one task needs."""

    seq: int
    id: str
    domain: str
    words: np.ndarray
    features: np.ndarray
    vector: np.ndarray
    score: float = np.nan  # the database's score, when the row came from DatabaseScoring.best_rows


def _task(row: Mapping[str, Any]) -> _Task:
    return _Task(
        int(row["seq"]),
        row["id"],
        row["domain"],
        np.asarray(row["words"], dtype=np.int64),
        np.asarray(row["features"], dtype=np.int64),
        np.asarray(row["instruction_vector"], dtype=np.float32),
        float(row.get("score", np.nan)),
    )


class DatabaseScoring:
    """Scores one namespace's tasks in PostgreSQL (see the module docstring). Cheap to make: all state is the
    shared pool and the shared statistics cache."""

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

    # ----------------------------------------------------------------- the query side

    def statistics(self) -> Statistics:
        """The namespace's statistics: cached, and read again when its vocabulary grew (an in-process index
        knows a new word or template at once) or as many resolved runs changed as would make an in-process
        index recompute its weights (``REFRESH_SHARE``)."""
        with self.pool.connection() as conn:
            row = conn.execute(
                "SELECT tasks, resolved, changes, words, features FROM scoring_namespaces WHERE namespace = %s",
                (self.namespace,),
            ).fetchone()
            now = {k: int(row[k]) if row else 0 for k in ("tasks", "resolved", "changes", "words", "features")}
            cached = self._cache.get(self._key)
            if cached is not None:
                moved = now["changes"] - cached.changes
                fresh = 0 <= moved <= (REFRESH_SHARE * now["resolved"] if cached.resolved else 0)
                vocabulary = (len(cached.index.vocabulary()), len(cached.index.templates()))
                if fresh and vocabulary == (now["words"], now["features"]):
                    cached.tasks = now["tasks"]
                    return cached
            statistics = self._read(conn)
        self._cache.put(self._key, statistics)
        return statistics

    def _read(self, conn: Any) -> Statistics:
        with conn.transaction():
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            head = conn.execute(
                "SELECT tasks, resolved, words, features, changes FROM scoring_namespaces WHERE namespace = %s",
                (self.namespace,),
            ).fetchone() or {"tasks": 0, "resolved": 0, "words": 0, "features": 0, "changes": 0}
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
            resolved=int(head["resolved"]),
            word_docs=docs["w"],
            feature_docs=docs["f"],
            feature_sum=total,
            feature_sq=square,
            pairs=matrix,
        )
        index = QueryIndex.from_statistics(sums, self._embedder.dimension, self.weights)
        nbytes = (
            sum(len(w) + 60 for w in sums.words)
            + sum(len(f) + 60 for f in sums.features)
            + 8 * (n_words + 4 * n_features)
            + 20 * matrix.nnz
        )
        return Statistics(index, int(head["tasks"]), int(head["resolved"]), int(head["changes"]), nbytes)

    def _word_vectors(self, statistics: Statistics) -> None:
        """Give the task-less index the vectors of the words it may map an unlearned query word to (the learned
        content words), from the shared ``word_vectors`` table, embedding and storing the ones missing."""
        index = statistics.index
        learned = index.learned_words()
        wanted = [w for w in learned if w not in STOP_WORDS]
        with self.pool.connection() as conn:
            found = {
                r["word"]: r["vector"]
                for r in conn.execute("SELECT word, vector FROM word_vectors WHERE word = ANY(%s)", (wanted,))
            }
            missing = [w for w in wanted if w not in found]
            if missing:
                vectors = self._embedder.embed([WORD_PROMPT.format(w) for w in missing])
                found.update(zip(missing, vectors))
                with conn.cursor() as cursor:
                    cursor.executemany(
                        "INSERT INTO word_vectors (word, vector) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                        [(w, np.asarray(v, dtype=np.float32)) for w, v in zip(missing, vectors)],
                    )
        matrix = np.zeros((len(index.vocabulary()), self._embedder.dimension), dtype=np.float32)
        for i, word in enumerate(index.vocabulary()):
            if word in found:
                matrix[i] = found[word]
        index.add_word_vectors(matrix)
        statistics.embedded = True
        self._cache.grew(statistics, matrix.nbytes)

    def unlearned(self, instruction: str) -> list[str]:
        """The query's words that no resolved run had (embed them as ``WORD_PROMPT.format(word)``)."""
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
    ) -> DatabaseQuery:
        """A new task against every task of the namespace, as ``QueryIndex.query`` (no context part); the
        ids of the rows it reads are added to ``ids``."""
        statistics = self.statistics()
        if word_vectors and not statistics.embedded:
            self._word_vectors(statistics)
        terms = statistics.index.terms(instruction, word_vectors)
        alike = statistics.index.fingerprint(procedure) if procedure is not None else None
        vector = np.asarray(instruction_vector, dtype=np.float32)
        return DatabaseQuery(self, statistics, terms, vector, domain, alike, {} if ids is None else ids)

    # ----------------------------------------------------------------- the task side

    def typical_similarity(self, statistics: Statistics) -> float:
        """:meth:`QueryIndex.typical_similarity` of the namespace, off the same strided tasks (by seq, as an
        in-process index orders its rows), re-estimated on the same rule."""
        n, known = statistics.tasks, statistics.typical
        if known is not None and typical_is_current(known, n):
            return known[1]
        positions = typical_rows(n)
        with self.pool.connection() as conn, conn.cursor(binary=True) as cursor:
            cursor.execute(
                "SELECT instruction_vector FROM (SELECT instruction_vector, row_number() OVER (ORDER BY seq) - 1 AS"
                " position FROM task_terms WHERE namespace = %s) AS t WHERE position = ANY(%s) ORDER BY position",
                (self.namespace, positions.tolist()),
            )
            vectors = [np.asarray(r["instruction_vector"], dtype=np.float32) for r in cursor.fetchall()]
        typical = typical_similarity(np.stack(vectors)) if len(vectors) >= 2 else 0.0
        statistics.typical = (n, typical)
        return typical

    def rows(self, seqs: Sequence[int]) -> list[_Task]:
        with self.pool.connection() as conn, conn.cursor(binary=True) as cursor:
            cursor.execute(
                f"SELECT {_ROW} FROM task_terms WHERE namespace = %s AND seq = ANY(%s)",
                (self.namespace, list(seqs)),
            )
            return [_task(r) for r in cursor.fetchall()]

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

    def best_rows(self, query: DatabaseQuery, limit: int | None, floor: float | None) -> list[_Task]:
        """The namespace's rows by the database's score, best first: the ``limit`` best, or all scoring at
        least ``floor``."""
        terms = query.terms
        lexical = (
            "coalesce((SELECT sum(coalesce((%(words)s::float8[])[w + 1], 0)) FROM unnest(t.words) AS w)"
            " / (%(norm)s * sqrt((SELECT sum(coalesce((%(norms)s::float8[])[w + 1], %(unseen)s))"
            " FROM unnest(t.words) AS w)) + 1e-12), 0)"
        )
        if query.domain is not None:
            lexical = f"CASE WHEN t.domain = %(domain)s THEN {lexical} ELSE '-Infinity'::float8 END"
        parts = [f"%(lexical_weight)s * {lexical}"]
        params: dict[str, Any] = {
            "ns": self.namespace,
            "words": terms.words.tolist(),
            "norms": terms.word_norms.tolist(),
            "norm": terms.norm,
            "unseen": UNSEEN_WORD**2,
            "lexical_weight": self.weights.lexical,
            "domain": query.domain,
        }
        if terms.predicted is not None:
            parts.append(
                "%(procedure_weight)s * coalesce((SELECT (sum(coalesce((%(predicted)s::float8[])[f + 1], 0))"
                " / sqrt(count(*)) - %(offset)s) / sqrt(greatest(1 - 2 * sum(coalesce((%(mean)s::float8[])[f + 1],"
                " 0)) / sqrt(count(*)) + %(mean_square)s, 1e-12)) FROM unnest(t.features) AS f), 0)"
            )
            params |= {
                "procedure_weight": self.weights.procedure,
                "predicted": terms.predicted.tolist(),
                "mean": terms.mean.tolist(),
                "offset": terms.offset,
                "mean_square": float(terms.mean @ terms.mean),
            }
        if self.weights.dense:
            parts.append("%(dense_weight)s * -(t.instruction_vector <#> %(vector)s)")
            params |= {"dense_weight": self.weights.dense, "vector": query.vector}
        if query.alike is not None:
            parts.append(
                "coalesce((SELECT sum(coalesce((%(alike)s::float8[])[f + 1], 0)) / sqrt(count(*))"
                " FROM unnest(t.features) AS f), 0)"
            )
            params["alike"] = query.alike.tolist()
        statement = (
            f"SELECT {_ROW}, score FROM (SELECT t.*, {' + '.join(parts)} AS score FROM task_terms t"
            " WHERE t.namespace = %(ns)s) AS t"
        )
        if floor is not None:
            statement += " WHERE score >= %(floor)s"
            params["floor"] = floor
        statement += " ORDER BY score DESC, seq"
        if limit is not None:
            statement += " LIMIT %(limit)s"
            params["limit"] = limit
        with self.pool.connection() as conn, conn.cursor(binary=True) as cursor:
            cursor.execute(statement, params)
            return [_task(r) for r in cursor.fetchall()]


class DatabaseQuery:
    """One new task scored against a namespace in PostgreSQL: what the traversal reads of an in-process
    ``Query`` (:meth:`top`, :meth:`totals`, :meth:`parts`, :meth:`allowed`), by task ``seq``."""

    def __init__(
        self,
        scoring: DatabaseScoring,
        statistics: Statistics,
        terms: QueryTerms,
        vector: np.ndarray,
        domain: str | None,
        alike: np.ndarray | None,
        ids: dict[int, str],
    ) -> None:
        self._scoring = scoring
        self._ids = ids
        self.statistics = statistics
        self.terms = terms
        self.vector = vector
        self.domain = domain
        self.alike = alike
        self.coverage = terms.coverage
        self._rows: dict[int, _Task] = {}

    def __len__(self) -> int:
        return self.statistics.tasks

    def task_id(self, seq: int) -> str:
        return self._fetched([seq])[0].id

    def top(self, k: int) -> tuple[np.ndarray, np.ndarray]:
        """The ``k`` best rows with their exact scores, best first, ties by row: what ``Query.top`` returns."""
        if k <= 0 or not len(self):
            return np.zeros(0, dtype=np.int64), np.zeros(0)
        wanted = max(FIRST_CANDIDATES, 4 * k)
        first = self._scoring.best_rows(self, wanted, None)
        self._remember(first)
        band = first
        if len(first) == wanted:
            exact = self._totals(first)
            threshold = float(np.sort(exact)[-min(k, len(exact))]) - MARGIN
            if not first[-1].score < threshold:
                # Rows the database scored below these may be within its rounding of the k-th exact score.
                more = self._scoring.best_rows(self, None, threshold if np.isfinite(threshold) else None)
                self._remember(more)
                band = list({t.seq: t for t in [*first, *more]}.values())
        band.sort(key=lambda t: t.seq)
        scores = self._totals(band)
        chosen = best(scores, k)
        return np.array([band[i].seq for i in chosen], dtype=np.int64), scores[chosen]

    def totals(self, rows: np.ndarray) -> np.ndarray:
        return self._totals(self._fetched(rows.tolist()))

    def parts(self, rows: np.ndarray) -> dict[str, np.ndarray]:
        tasks = self._fetched(rows.tolist())
        lexical, procedure, _ = self._sparse_parts(tasks)
        dense = self._dense(tasks)
        return {
            "lexical": lexical,
            "procedure": procedure,
            "dense": dense,
            "coverage": np.full(len(tasks), self.coverage),
            "dense_relative": dense - self._scoring.typical_similarity(self.statistics),
        }

    def allowed(self, rows: np.ndarray) -> np.ndarray:
        tasks = self._fetched(rows.tolist())
        return np.array([self.domain is None or t.domain == self.domain for t in tasks], dtype=bool)

    def _remember(self, tasks: Sequence[_Task]) -> None:
        for task in tasks:
            self._rows[task.seq] = task
            self._ids[task.seq] = task.id

    def _fetched(self, seqs: Sequence[int]) -> list[_Task]:
        missing = [s for s in seqs if s not in self._rows]
        if missing:
            self._remember(self._scoring.rows(missing))
        return [self._rows[s] for s in seqs]

    def _dense(self, tasks: Sequence[_Task]) -> np.ndarray:
        if not tasks:
            return np.zeros(0, dtype=np.float32)
        vectors = np.stack([t.vector for t in tasks])
        return np.asarray(
            np.einsum("ij,j->i", vectors, self.vector)
        )  # as Query: rounded alike whatever rows come together

    def _sparse_parts(self, tasks: Sequence[_Task]) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
        """The word and procedure parts (and the procedure similarity, with a fingerprint) with the in-process
        formulas, over the tasks' id arrays."""
        terms = self.terms
        n = len(tasks)
        word_row = np.repeat(np.arange(n), [len(t.words) for t in tasks])
        word_ids = np.concatenate([t.words for t in tasks]) if n else np.zeros(0, dtype=np.int64)
        weights = _padded(terms.words, word_ids, 0.0)
        norms = _padded(terms.word_norms, word_ids, UNSEEN_WORD**2)
        word_norm = np.sqrt(np.bincount(word_row, norms, minlength=n))
        lexical = np.bincount(word_row, weights, minlength=n) / (terms.norm * word_norm + 1e-12)
        if self.domain is not None:
            lexical = np.where([t.domain == self.domain for t in tasks], lexical, -np.inf)
        lengths = np.array([len(t.features) for t in tasks], dtype=np.int64)
        feature_row = np.repeat(np.arange(n), lengths)
        feature_ids = np.concatenate([t.features for t in tasks]) if n else np.zeros(0, dtype=np.int64)
        value = np.repeat(1.0 / np.sqrt(np.maximum(lengths, 1)), lengths)
        procedure = np.zeros(n)
        if terms.predicted is not None:
            predicted_dot = np.bincount(feature_row, value * _padded(terms.predicted, feature_ids, 0.0), minlength=n)
            mean_dot = np.bincount(feature_row, value * _padded(terms.mean, feature_ids, 0.0), minlength=n)
            centred = np.sqrt(np.maximum(1.0 - 2 * mean_dot + terms.mean @ terms.mean, 1e-12))
            procedure = (predicted_dot - terms.offset) / np.where(lengths > 0, centred, np.inf)
        extra = None
        if self.alike is not None:
            extra = np.bincount(feature_row, value * _padded(self.alike, feature_ids, 0.0), minlength=n)
        return lexical, procedure, extra

    def _totals(self, tasks: Sequence[_Task]) -> np.ndarray:
        weights = self._scoring.weights
        lexical, procedure, extra = self._sparse_parts(tasks)
        total = weights.lexical * lexical + weights.procedure * procedure
        if weights.dense:
            total = total + weights.dense * self._dense(tasks)
        return total if extra is None else total + extra


def _padded(values: np.ndarray, ids: np.ndarray, fill: float) -> np.ndarray:
    """``values[ids]``, with ``fill`` for ids past its end (words and templates newer than the statistics)."""
    out = np.full(len(ids), fill)
    inside = ids < len(values)
    out[inside] = values[ids[inside]]
    return out


class DatabaseIndex:
    """What a :class:`~gmem.Memory` opened with ``index="database"`` reads where it would read its in-process
    index: every answer comes from PostgreSQL, nothing of the namespace is held (so a worker serving many
    namespaces grows by none of them). Rows are task seqs. Writes need nothing here: the store's commit
    and its triggers keep the database's side."""

    def __init__(self, scoring: DatabaseScoring) -> None:
        self.scoring = scoring
        self.pool = scoring.pool
        self.namespace = scoring.namespace
        self.row_of = _Seqs(self)
        self.ids = _Column(self, "id")
        self.instructions = _Column(self, "instruction")
        self.status = _Column(self, "status")
        self.graph = self
        self._read_rows: dict[int, Mapping[str, Any]] = {}
        self._ids: dict[int, str] = {}  # task ids by seq, from the rows this operation's queries read
        self._seq_of: dict[str, int] = {}
        self._last_change = -1

    def __len__(self) -> int:
        return int(self._value("SELECT tasks FROM scoring_namespaces WHERE namespace = %s", 0))

    def _value(self, statement: str, default: Any, *params: Any) -> Any:
        with self.pool.connection() as conn:
            row = conn.execute(statement, (self.namespace, *params)).fetchone()
        return default if row is None else next(iter(row.values()))

    def refresh(self, last_change: int) -> None:
        """Called at the start of each operation with the store's last task change (a forget or its undo):
        the task rows read before are dropped (another process may have changed an outcome since), the known
        ids too after a change (a forgotten task must not be linked to) or once there are :data:`KNOWN_IDS`."""
        self._read_rows.clear()
        if last_change != self._last_change or len(self._ids) > KNOWN_IDS:
            self._last_change = last_change
            self._ids.clear()

    def task_value(self, column: str, seq: int) -> Any:
        """A column of the task ``seq`` (id, instruction, status or procedure); the task's row is read once
        per operation, and ids come with the rows a query read."""
        row = self._read_rows.get(seq)
        if row is None and column == "id" and seq in self._ids:
            return self._ids[seq]
        if row is None:
            with self.pool.connection() as conn:
                row = conn.execute(
                    "SELECT id, instruction, status, procedure FROM tasks WHERE namespace = %s AND seq = %s",
                    (self.namespace, seq),
                ).fetchone()
            if row is None:
                raise NotFoundError(f"no task with seq {seq} in namespace {self.namespace!r}")
            self._read_rows[seq] = row
        return TaskStatus(row["status"]) if column == "status" else row[column]

    def known_seq(self, task_id: str) -> int | None:
        """The seq of a task this operation has read already, if any."""
        if len(self._seq_of) != len(self._ids):
            self._seq_of = {task_id: seq for seq, task_id in self._ids.items()}
        return self._seq_of.get(task_id)

    def all_ids(self) -> list[str]:
        with self.pool.connection() as conn:
            rows = conn.execute("SELECT id FROM task_terms WHERE namespace = %s ORDER BY seq", (self.namespace,))
            return [r["id"] for r in rows]

    # ----------------------------------------------------------------- what recording reads

    def query(
        self,
        instruction: str,
        instruction_vector: np.ndarray,
        context_vector: np.ndarray | None = None,
        procedure: list[str] | None = None,
        word_vectors: Mapping[str, np.ndarray] | None = None,
        domain: str | None = None,
    ) -> DatabaseQuery:
        return self.scoring.query(
            instruction,
            instruction_vector,
            word_vectors=word_vectors,
            procedure=procedure,
            domain=domain,
            ids=self._ids,
        )

    def procedure(self, seq: int) -> list[str]:
        return list(self.task_value("procedure", seq))

    def ubiquitous(self, share: float = UBIQUITOUS_SHARE) -> set[str]:
        """Templates in at least ``share`` of resolved runs (as ``QueryIndex.ubiquitous``)."""
        with self.pool.connection() as conn:
            rows = conn.execute(
                "SELECT f.term FROM scoring_terms f JOIN scoring_namespaces n ON n.namespace = f.namespace"
                " WHERE f.namespace = %s AND f.kind = 'f' AND n.resolved >= 2 AND f.docs >= %s * n.resolved",
                (self.namespace, share),
            )
            return {r["term"] for r in rows}

    def words_to_embed(self) -> list[str]:
        return []  # the learned words' vectors are read (or embedded once) by DatabaseScoring

    def add_word_vectors(self, vectors: np.ndarray) -> None:
        """Nothing to add (see :meth:`words_to_embed`)."""

    def unlearned(self, instruction: str) -> list[str]:
        return self.scoring.unlearned(instruction)

    # ----------------------------------------------------------------- the query graph

    def neighbors(self, row: int) -> list[int]:
        return [seq for seq, _ in self.scoring.neighbours([row], [self.ids[row]])[row]]

    def neighbours(self, task_id: str) -> list[str]:
        """The task's neighbours, the most strongly linked first (as ``QueryIndex.neighbours``)."""
        with self.pool.connection() as conn:
            rows = conn.execute(
                "SELECT other, max(weight) AS weight, min(t.seq) AS seq FROM (SELECT b AS other, weight FROM links"
                " WHERE namespace = %(ns)s AND a = %(id)s UNION ALL SELECT a, weight FROM links"
                " WHERE namespace = %(ns)s AND b = %(id)s) AS l JOIN task_terms t ON t.namespace = %(ns)s"
                " AND t.id = l.other WHERE other <> %(id)s GROUP BY other ORDER BY 2 DESC, 3",
                {"ns": self.namespace, "id": task_id},
            )
            return [r["other"] for r in rows]

    def expand(self, seeds: list[int], hops: int) -> dict[int, int]:
        """Rows reachable from ``seeds`` within ``hops`` links, with their distance."""
        distance = {s: 0 for s in seeds}
        frontier = list(seeds)
        for hop in range(1, hops + 1):
            if not frontier:
                break
            found = self.scoring.neighbours(frontier, [self.ids[s] for s in frontier])
            nxt: list[int] = []
            for seq in frontier:
                for other, other_id in sorted(found[seq]):
                    self._ids[other] = other_id
                    if other not in distance:
                        distance[other] = hop
                        nxt.append(other)
            frontier = nxt
        return distance


class _Seqs:
    """``task id in index.row_of`` and ``index.row_of[task id]`` (its seq), answered by the database."""

    def __init__(self, index: DatabaseIndex) -> None:
        self._index = index

    def get(self, task_id: str) -> int | None:
        known = self._index.known_seq(task_id)
        if known is not None:
            return known
        found = self._index._value("SELECT seq FROM task_terms WHERE namespace = %s AND id = %s", None, task_id)
        return None if found is None else int(found)

    def __contains__(self, task_id: object) -> bool:
        return isinstance(task_id, str) and self.get(task_id) is not None

    def __getitem__(self, task_id: str) -> int:
        found = self.get(task_id)
        if found is None:
            raise NotFoundError(f"no task {task_id!r} in namespace {self._index.namespace!r}")
        return found


class _Column:
    """``index.ids[seq]`` and the like: one column of a task by its seq; iterating gives every task's, in seq
    order (only ids are iterated: to list or clear a namespace)."""

    def __init__(self, index: DatabaseIndex, column: str) -> None:
        self._index = index
        self._column = column

    def __getitem__(self, seq: int) -> Any:
        return self._index.task_value(self._column, int(seq))

    def __iter__(self) -> Iterator[Any]:
        if self._column != "id":
            raise TypeError(f"only the ids of a database index are listed, not its {self._column}s")
        return iter(self._index.all_ids())


class DatabaseReplica(IndexReplica):
    """The replica of a memory opened with ``index="database"``: its :attr:`index` is a
    :class:`DatabaseIndex`, so there is nothing to catch up, append, take back or snapshot - the store's
    commit (and its triggers) is the only write. Each operation's :meth:`refresh` only tells the index
    whether a task change (a forget or its undo) happened since the last one."""

    # IndexReplica.__init__ loads the namespace into RAM, which is what this replica exists to avoid.
    def __init__(self, store: MemoryStore, scoring: DatabaseScoring) -> None:
        self._store = store
        self._database_index = DatabaseIndex(scoring)

    @property
    def scoring(self) -> DatabaseScoring:
        return self._database_index.scoring

    @property
    def index(self) -> QueryIndex:
        # A DatabaseIndex answers every read the record and retrieve pipelines make of a QueryIndex (ids,
        # row_of, query().top, procedure, ubiquitous, ...), by seq; it is not one, and says so only here.
        return self._database_index  # type: ignore[return-value]

    def refresh(self) -> None:
        self._database_index.refresh(self._store.last_change())

    def rebuild(self) -> None:
        self.refresh()

    def mark(self) -> IndexMark:
        return IndexMark(id(self), len(self._database_index), 0, 0, 0, 0, 0, ())

    def append(self, write: TaskWrite) -> None:
        """Nothing to do: the commit's triggers index the task (a batch's later tasks are therefore not
        linked to its earlier ones, which are not committed yet)."""

    def committed(self, seqs: list[int]) -> None:
        """Nothing to do (see :meth:`append`)."""

    def truncate_to(self, mark: IndexMark) -> None:
        """Nothing to take back: nothing was appended."""

    def set_status(self, task_id: str, status: TaskStatus) -> None:
        """Nothing to do: the outcome's sums move with the store's update."""

    def save_if_stale(self) -> None:
        """Nothing to snapshot."""
