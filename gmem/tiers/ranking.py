"""Ranking a memory's tasks for one query: the exact top k of the fused score, without computing the
dense similarity of every task.

The word and procedure parts of every task come from two sparse products (:class:`~gmem.tiers.query.QueryIndex`);
each dense term is bounded by the vector norms, so a :class:`Query` computes it only for the tasks whose bound
could reach the k-th best score (:meth:`Query.top`). :func:`best`, :func:`_high` and :func:`dots` are shared
with the index in PostgreSQL (:mod:`gmem.store.pg_retrieval`), so both rank and round alike.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from gmem.config import ScoringWeights
from gmem.tiers.relevance import NEIGHBOURHOOD, neighbourhood_parts

#: A top-k query scores the dense parts of at least this many tasks before it bounds the others.
FIRST_CANDIDATES = 64
#: Share of the tasks past which a query's dense parts are computed for every task at once rather than for the
#: rows asked: gathering rows copies their vectors, which costs about five times their dot products. A query
#: unrelated to a domain bounds none of its tasks out (every one is as far from it), and a memory of several
#: domains ranks each domain, so this is the common case there.
FULL_SCAN_SHARE = 0.2


def best(values: np.ndarray, k: int) -> np.ndarray:
    """Indices of the ``k`` largest values, largest first, ties by index (a stable descending sort's head)."""
    k = min(k, len(values))
    if k <= 0:
        return np.zeros(0, dtype=np.int64)
    if k == len(values):
        return np.argsort(-values, kind="stable")
    threshold = np.partition(values, len(values) - k)[len(values) - k]
    candidates = np.flatnonzero(values >= threshold)
    return candidates[np.lexsort((candidates, -values[candidates]))][:k]


def _high(values: np.ndarray, m: int) -> np.ndarray:
    """About ``m`` (at least ``min(m, len)``) of the rows with the largest values, not necessarily the top ``m``:
    the seed of :meth:`Query.top`, whose answer is exact whatever rows it starts from. A threshold taken from
    a strided sample avoids partitioning every value (the largest cost of a query over 100,000 tasks)."""
    n = len(values)
    stride = n // (16 * m)
    if stride < 4:
        return best(values, m)
    sample = values[::stride]
    expected = max(2 * m // stride, 1)  # rows of the sample above the threshold: about 2m in all
    threshold = np.partition(sample, len(sample) - expected)[len(sample) - expected]
    rows = np.flatnonzero(values >= threshold)
    if len(rows) < m:
        return best(values, m)
    if len(rows) > 8 * m:  # many ties at the threshold
        rows = rows[best(values[rows], m)]
    return rows


def dots(vectors: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """Each row's dot product with ``vector``, rounded the same whichever rows are asked for together (a
    BLAS product may round a block's last rows differently, which would reorder tied duplicates). The index in
    PostgreSQL rescores its rows with it too, so both read the same dense similarity."""
    return np.asarray(np.einsum("ij,j->i", vectors, vector))


def in_trust(
    totals: np.ndarray,
    parts: dict[str, np.ndarray],
    given: ScoringWeights,
    trusted: ScoringWeights,
    ordered: np.ndarray | None = None,
) -> np.ndarray:
    """``totals`` (scored with the ``given`` weights; ``parts``: their unweighted parts, :meth:`Query.parts`) as the
    ``trusted`` weights score them (:func:`~gmem.tiers.weights.trusted`), with the word part ``ordered`` in place of
    the learned one where given (:attr:`~gmem.tiers.query.QueryTerms.ordered`), which order the tasks a retrieval
    keeps. They order only those: which tasks are ranked and kept is decided with the given weights, on which the
    relevance is calibrated (it reads the tasks a ranking puts first, :func:`neighbourhood_parts`): a memory of
    questions, whose words all weigh the floor, ranked by MiniLM put questions of other kinds among its nearest, and
    a memory of ScienceWorld's runs, ranked by the words its instructions agree on, put one type's tasks nearest a
    chore and answered it (0.566 -> 0.419 of the tune chores abstained)."""
    out = (
        totals
        + (trusted.procedure - given.procedure) * parts["procedure"]
        + (trusted.dense - given.dense) * parts["dense"]
    )
    if ordered is None:
        return out
    gap = ordered - parts["lexical"]  # infinite for another domain's task (its word part -inf): it keeps its total
    return out + given.lexical * np.where(np.isfinite(gap), gap, 0.0)


@dataclass(frozen=True)
class DenseColumns:
    """What a :class:`Query` reads of the index's tasks besides their word and procedure parts, by row: the
    weights of the parts (and as far as the words are trusted), the instruction and context vectors with their norms
    (views, not copies), and the instructions (the index's own list), whose mood the relevance reads."""

    weights: ScoringWeights
    trusted: ScoringWeights
    instruction: np.ndarray
    instruction_norms: np.ndarray
    context: np.ndarray
    context_norms: np.ndarray
    instructions: Sequence[str]


class Query:
    """One new task scored against the memory: the word and procedure parts of every task at once (sparse
    products), the dense parts per task, where they are needed."""

    def __init__(
        self,
        dense: DenseColumns,
        lexical: np.ndarray,
        procedure: np.ndarray,
        word_norms: np.ndarray,
        unsaid: np.ndarray,
        unasked: np.ndarray,
        instruction_vector: np.ndarray,
        context_vector: np.ndarray,
        extra: np.ndarray | None,
        coverage: float,
        request: str,
        ordered: np.ndarray | None = None,
    ) -> None:
        self._dense = dense
        # The word part as the memory's instructions weigh the words (QueryTerms.ordered), where not trusted.
        self._ordered = ordered
        self._lexical = lexical
        self._procedure = procedure
        # word_norms: each task's weighted word norm, which parsimony takes away; unsaid: the norm of its words
        # that mark an act the query does not ask for (QueryTerms.unsaid); unasked: 1 where its run did such an act
        weights = dense.weights
        self._partial: np.ndarray = (
            weights.lexical * lexical
            + weights.procedure * procedure
            - weights.parsimony * word_norms
            - weights.unsaid_act * unsaid
            - weights.unasked_act * unasked
        )
        self._instruction_vector = instruction_vector
        self._context_vector = context_vector
        self._extra = extra
        # Dense parts of every task, once computed (FULL_SCAN_SHARE); shared with the queries within() makes.
        self._every: dict[int, np.ndarray] = {}
        #: Share of the query's content words the memory knows (directly, or by a neighbour's similarity).
        self.coverage = coverage
        self._request = request

    def __len__(self) -> int:
        return len(self._partial)

    def parts(self, rows: np.ndarray) -> dict[str, np.ndarray]:
        """The unweighted parts of the scores of ``rows`` (word, procedure, instruction cosine), the query's
        word coverage, and how it sits in its neighbourhood, the first of ``rows`` (best first:
        :func:`neighbourhood_parts`): what :func:`relevance` reads."""
        vectors = self._dense.instruction[rows]
        instructions = [self._dense.instructions[row] for row in rows[:NEIGHBOURHOOD].tolist()]
        return {
            "lexical": self._lexical[rows],
            "procedure": self._procedure[rows],
            "dense": dots(vectors, self._instruction_vector),
            "coverage": np.full(len(rows), self.coverage),
            **neighbourhood_parts(vectors, self._instruction_vector, instructions, self._request),
        }

    def in_trust(self, totals: np.ndarray, parts: dict[str, np.ndarray], rows: np.ndarray) -> np.ndarray:
        """``totals`` of the ``rows`` of ``parts`` as the trusted weights score them (:func:`in_trust`)."""
        ordered = None if self._ordered is None else self._ordered[rows]
        return in_trust(totals, parts, self._dense.weights, self._dense.trusted, ordered)

    def allowed(self, rows: np.ndarray) -> np.ndarray:
        """Which of ``rows`` the query may return (false for another domain's tasks)."""
        return np.asarray(np.isfinite(self._lexical[rows]))

    def within(self, rows: np.ndarray) -> Query:
        """The same query over the rows where ``rows`` is true only (one domain's tasks): the others can never
        reach the top. Nothing is scored again."""
        scoped = copy.copy(self)
        scoped._lexical = np.where(rows, self._lexical, -np.inf)
        scoped._partial = np.where(rows, self._partial, -np.inf)
        return scoped

    def _dense_terms(self) -> list[tuple[float, np.ndarray, np.ndarray, np.ndarray]]:
        """(weight, task vectors, their norms, query vector) of each dense term that counts."""
        dense, weights = self._dense, self._dense.weights
        terms: list[tuple[float, np.ndarray, np.ndarray, np.ndarray]] = []
        if weights.dense:
            terms.append((weights.dense, dense.instruction, dense.instruction_norms, self._instruction_vector))
        if weights.context:
            terms.append((weights.context, dense.context, dense.context_norms, self._context_vector))
        return terms

    def totals(self, rows: np.ndarray) -> np.ndarray:
        """The full scores of the tasks in ``rows``."""
        total: np.ndarray = self._partial[rows]
        for weight, vectors, _, vector in self._dense_terms():
            total = total + weight * self._dots(vectors, vector, rows)
        return total if self._extra is None else total + self._extra[rows]

    def _dots(self, vectors: np.ndarray, vector: np.ndarray, rows: np.ndarray) -> np.ndarray:
        """``dots(vectors[rows], vector)``, from the dots of every row when ``rows`` are many (the same numbers:
        each row's dot product is rounded alike whichever rows are computed with it)."""
        if len(rows) < FULL_SCAN_SHARE * len(vectors):
            return dots(vectors[rows], vector)
        picked: np.ndarray = self._every_dots(vectors, vector)[rows]
        return picked

    def _every_dots(self, vectors: np.ndarray, vector: np.ndarray) -> np.ndarray:
        """``dots(vectors, vector)``, computed once per query and the queries :meth:`within` made of it."""
        every = self._every.get(id(vectors))
        if every is None:
            every = self._every[id(vectors)] = dots(vectors, vector)
        return every

    def all(self) -> np.ndarray:
        """The full score of every task, by row."""
        total = self._partial
        for weight, vectors, _, vector in self._dense_terms():
            total = total + weight * self._every_dots(vectors, vector)
        return total if self._extra is None else total + self._extra

    def top(self, k: int) -> tuple[np.ndarray, np.ndarray]:
        """The ``k`` best rows with their scores, best first, ties by row: exactly the head of a stable
        sort of :meth:`all`, computing the dense terms only for the rows whose bound could reach it."""
        n = len(self._partial)
        terms = self._dense_terms()
        if not terms or n <= FIRST_CANDIDATES:
            scores = self.all()
            rows = best(scores, k)
            return rows, scores[rows]
        base = self._partial if self._extra is None else self._partial + self._extra
        slack = sum(
            abs(weight) * norms * float(np.linalg.norm(np.asarray(vector, dtype=np.float64)))
            for weight, _, norms, vector in terms
        )
        bound = base + slack * (1 + 1e-5) + 1e-6  # float32 dot products may round above the exact bound
        first = _high(bound, max(FIRST_CANDIDATES, 4 * k))
        exact = self.totals(first)
        threshold = np.sort(exact)[-min(k, len(exact))]
        band = np.flatnonzero(bound >= threshold)  # every row that could score at least the k-th best
        scores = self.totals(band)
        chosen = best(scores, k)
        return band[chosen], scores[chosen]
