"""One new task scored against a namespace in PostgreSQL, read by the traversal like an in-process ``Query``.

The database returns its best rows; they are scored again here with the in-process formulas so the ranking
is exactly the in-process one (see :data:`MARGIN`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from gmem.store.pg_retrieval.batch import seqs
from gmem.tiers.query import QueryTerms
from gmem.tiers.ranking import FIRST_CANDIDATES, Query, best, dots, in_trust
from gmem.tiers.relevance import NEIGHBOURHOOD, neighbourhood_parts
from gmem.tiers.weights import UNSEEN_WORD

if TYPE_CHECKING:
    from gmem.config import ScoringWeights
    from gmem.store.pg_retrieval.batch import PendingBatch
    from gmem.store.pg_retrieval.scoring import DatabaseScoring
    from gmem.store.pg_retrieval.statistics import Statistics


#: The database's score of a task may differ from the exact one by float rounding (its dense part is float32);
#: every row whose database score is within this of the k-th exact score is scored exactly.
MARGIN = 1e-4


@dataclass
class TaskRow:
    """A ``task_terms`` row: what the exact score of one task needs."""

    seq: int
    id: str
    domain: str
    words: np.ndarray
    features: np.ndarray
    vector: np.ndarray
    score: float = np.nan  # the database's score, when the row came from DatabaseScoring.best_rows


def task_row(row: Mapping[str, Any]) -> TaskRow:
    return TaskRow(
        int(row["seq"]),
        row["id"],
        row["domain"],
        np.asarray(row["words"], dtype=np.int64),
        np.asarray(row["features"], dtype=np.int64),
        np.asarray(row["instruction_vector"], dtype=np.float32),
        float(row.get("score", np.nan)),
    )


class DatabaseQuery:
    """One new task scored against a namespace in PostgreSQL: what the traversal reads of an in-process
    ``Query`` (:meth:`top`, :meth:`totals`, :meth:`parts`, :meth:`allowed`), by task ``seq``."""

    def __init__(
        self,
        scoring: DatabaseScoring,
        statistics: Statistics,
        trusted: ScoringWeights,
        terms: QueryTerms,
        vector: np.ndarray,
        request: str,
        domain: str | None,
        alike: np.ndarray | None,
        ids: dict[int, str],
        batch: PendingBatch | None = None,
        pending: Query | None = None,
    ) -> None:
        self._scoring = scoring
        self._batch, self._pending = batch, pending  # a batch's tasks not committed yet, and the task against them
        self._ids = ids
        self.statistics = statistics
        # The weights as far as the words are trusted (QueryIndex.trusted_weights): what orders the tasks kept.
        self.trusted = trusted
        self.terms = terms
        self.vector = vector
        self.request = request
        self.domain = domain
        self.alike = alike
        self.coverage = terms.coverage
        self._rows: dict[int, TaskRow] = {}

    def __len__(self) -> int:
        return self.statistics.tasks

    def task_id(self, seq: int) -> str:
        return self._fetched([seq])[0].id

    def top(self, k: int) -> tuple[np.ndarray, np.ndarray]:
        """The ``k`` best rows with their exact scores, best first, ties by row: what ``Query.top`` returns.
        A batch's pending tasks come after every stored one, as they would in an in-process index."""
        stored = self._stored_top(k)
        if self._pending is None or k <= 0:
            return stored
        rows, scores = self._pending.top(k)
        rows, scores = np.concatenate([stored[0], seqs(rows)]), np.concatenate([stored[1], scores])
        chosen = best(scores, k)  # ties by position: stored by seq, then pending by row
        return rows[chosen], scores[chosen]

    def _stored_top(self, k: int) -> tuple[np.ndarray, np.ndarray]:
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
        lexical, procedure, *_ = self._sparse_parts(tasks)
        vectors = self._vectors(tasks)
        near = [task.id for task in tasks[:NEIGHBOURHOOD]]
        said = self._scoring.instructions(near)
        return {
            "lexical": lexical,
            "procedure": procedure,
            "dense": dots(vectors, self.vector),
            "coverage": np.full(len(tasks), self.coverage),
            **neighbourhood_parts(vectors, self.vector, [said.get(task_id, "") for task_id in near], self.request),
        }

    def within(self, domain: str) -> DatabaseQuery:
        """The same query over the tasks of ``domain`` only, its words read once (the database filters them)."""
        pending = (
            None if self._batch is None or self._pending is None else self._batch.index.within(self._pending, domain)
        )
        return DatabaseQuery(
            self._scoring,
            self.statistics,
            self.trusted,
            self.terms,
            self.vector,
            self.request,
            domain,
            self.alike,
            self._ids,
            self._batch,
            pending,
        )

    def in_trust(self, totals: np.ndarray, parts: dict[str, np.ndarray], rows: np.ndarray) -> np.ndarray:
        ordered, part = None, self.terms.ordered
        if part is not None:
            tasks = self._fetched(rows.tolist())
            ordered, _ = _word_part(part.words, part.word_norms, part.norm, *_words_of(tasks), len(tasks))
        return in_trust(totals, parts, self._scoring.weights, self.trusted, ordered)

    def allowed(self, rows: np.ndarray) -> np.ndarray:
        tasks = self._fetched(rows.tolist())
        return np.array([self.domain is None or t.domain == self.domain for t in tasks], dtype=bool)

    def _remember(self, tasks: Sequence[TaskRow]) -> None:
        for task in tasks:
            self._rows[task.seq] = task
            self._ids[task.seq] = task.id

    def _fetched(self, seqs: Sequence[int]) -> list[TaskRow]:
        missing = [s for s in seqs if s not in self._rows]
        if missing:
            self._remember(self._scoring.rows(missing))
        return [self._rows[s] for s in seqs]

    def _vectors(self, tasks: Sequence[TaskRow]) -> np.ndarray:
        """The tasks' instruction vectors, one row each."""
        return np.stack([t.vector for t in tasks]) if tasks else np.zeros((0, len(self.vector)), dtype=np.float32)

    def _sparse_parts(
        self, tasks: Sequence[TaskRow]
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray | None]:
        """The word and procedure parts, the tasks' weighted word norms (for the parsimony penalty), the norms
        of their words that mark an act the query does not ask for, whether their runs did such an act and, with a
        fingerprint, the procedure similarity, with the in-process formulas, over the tasks' id arrays."""
        terms = self.terms
        n = len(tasks)
        word_row, word_ids = _words_of(tasks)
        lexical, word_norm = _word_part(terms.words, terms.word_norms, terms.norm, word_row, word_ids, n)
        unsaid = np.sqrt(np.bincount(word_row, _padded(terms.unsaid, word_ids, 0.0), minlength=n))
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
        unasked = (np.bincount(feature_row, _padded(terms.unasked, feature_ids, 0.0), minlength=n) > 0).astype(float)
        extra = None
        if self.alike is not None:
            extra = np.bincount(feature_row, value * _padded(self.alike, feature_ids, 0.0), minlength=n)
        return lexical, procedure, word_norm, unsaid, unasked, extra

    def _totals(self, tasks: Sequence[TaskRow]) -> np.ndarray:
        weights = self._scoring.weights
        lexical, procedure, word_norm, unsaid, unasked, extra = self._sparse_parts(tasks)
        total = (
            weights.lexical * lexical
            + weights.procedure * procedure
            - weights.parsimony * word_norm
            - weights.unsaid_act * unsaid
            - weights.unasked_act * unasked
        )
        if weights.dense:
            total = total + weights.dense * dots(self._vectors(tasks), self.vector)
        return total if extra is None else total + extra


def _words_of(tasks: Sequence[TaskRow]) -> tuple[np.ndarray, np.ndarray]:
    """Each word of the ``tasks``: the task's place among them, and the word's id."""
    rows = np.repeat(np.arange(len(tasks)), [len(t.words) for t in tasks])
    return rows, np.concatenate([t.words for t in tasks]) if tasks else np.zeros(0, dtype=np.int64)


def _word_part(
    words: np.ndarray, word_norms: np.ndarray, norm: float, word_row: np.ndarray, word_ids: np.ndarray, n: int
) -> tuple[np.ndarray, np.ndarray]:
    """A word part of ``n`` tasks (:class:`~gmem.tiers.query.QueryTerms`' formula, as an in-process index scores it)
    and the tasks' weighted word norms, from the query's ``words``, ``word_norms`` and ``norm``."""
    task_norms = np.sqrt(np.bincount(word_row, _padded(word_norms, word_ids, UNSEEN_WORD**2), minlength=n))
    return np.bincount(word_row, _padded(words, word_ids, 0.0), minlength=n) / (norm * task_norms + 1e-12), task_norms


def _padded(values: np.ndarray, ids: np.ndarray, fill: float) -> np.ndarray:
    """``values[ids]``, with ``fill`` for ids past its end (words and templates newer than the statistics)."""
    out = np.full(len(ids), fill)
    inside = ids < len(values)
    out[inside] = values[ids[inside]]
    return out
