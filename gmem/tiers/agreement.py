"""What a memory's instructions say about their words where its runs say little.

A word's weight is learned from what the runs that say it did (:mod:`gmem.tiers.weights`). Where the runs of one
kind go about it differently each time (ScienceWorld's: a type's three runs share few steps), no word tells the
kinds apart, the learned weights are flat, and the query tier trusts them little (:func:`~gmem.tiers.weights.trust`):
the word part is then a plain word overlap, and a request lands on the task that shares its colour and its room
("living thing -> orange box (kitchen)" on a thermometer task whose box is orange and in the kitchen).

The instructions still tell. A benchmark states each kind of task in one template, filled with its things: "Your
task is to boil water. For compounds without a boiling point, ..." and "... boil lead. ...". The instructions that
say a kind's word ("boil", "living", "melting") are alike in their other words too; those that say a thing's name
or a colour ("orange": orange juice, an orange plant, an orange box) are not. :func:`agreement` reads that off the
memory's instructions, and :func:`weighed_by_agreement` weighs it into the learned weights as far as those are not
trusted: a memory whose runs tell its kinds apart (the chores, trusted in full) keeps its learned weights as they
are. Read alone, the agreement would not do there: a chore's instruction is short and says its thing and its
place together, so "coffeemachine" and "mug" agree more than "heat" and "clean" (experiments/HISTORY.md).

Those weights order the tasks a retrieval keeps (:attr:`~gmem.tiers.query.QueryTerms.ordered`,
:func:`~gmem.tiers.ranking.in_trust`), never which are kept: the relevance reads the tasks a ranking puts first, and
ranked by them a memory of ScienceWorld's runs put its melting tasks, alike and near by MiniLM, nearest a chore, and
answered it ("heat some egg and put it in garbagecan.": relevance 0.27 -> 0.94).

It is read when the weights are, from every task's words (a database reads them from ``task_terms``): one sparse
product, 0.3-0.5 s at 100,000 tasks, and only in a memory whose words are not trusted.
"""

from __future__ import annotations

import numpy as np
from scipy import sparse

from gmem.tiers.weights import WORD_FLOOR


def agreement(rows: sparse.csr_matrix, function_words: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each word's agreement and the number of instructions that say it, from ``rows`` (instructions x words,
    any non-zero entry a word said) and a mask of the ``function_words``, which count for nothing.

    A word's agreement is how much more alike two instructions that say it are than any two: the mean cosine of
    their content words, the word itself left out, beyond the mean cosine of any two instructions, as a share of
    what is left up to 1 (0 for a word said by fewer than two). Beyond, for a team whose requests all say "write a
    function that ...": any two of them are alike, and the word of two list tasks is no more its kind's than
    "reverses". Computed from the words x words sums of the instructions' unit rows in one sparse product."""
    said = rows.tocsr().astype(np.float64)
    said.data[:] = 1.0
    said = said @ sparse.diags((~function_words).astype(np.float64))
    said.eliminate_zeros()
    lengths = np.diff(said.indptr).astype(np.float64)
    inverse_root = np.divide(1.0, np.sqrt(lengths), out=np.zeros_like(lengths), where=lengths > 0)
    unit = sparse.diags(inverse_root) @ said
    together = (said.T @ unit).tocsr()  # by word: the sum of the unit rows of the instructions that say it
    docs = np.asarray(said.sum(axis=0)).ravel()
    squared = np.asarray(together.multiply(together).sum(axis=1)).ravel()
    own = together.diagonal()  # the word's own entries in those rows, summed ...
    own_squares = said.T @ inverse_root**2  # ... and their squares
    # Over ordered pairs of two instructions that say the word: their cosine, less what the word gives it.
    pairs = squared - docs - (own**2 - own_squares)
    count = docs * (docs - 1)
    alike = np.divide(pairs, count, out=np.zeros_like(pairs), where=count > 0)
    total = np.asarray(unit.sum(axis=0)).ravel()
    n = float(np.count_nonzero(lengths))
    typical = (total @ total - n) / (n * (n - 1)) if n > 1 else 0.0
    share = (alike - typical) / (1.0 - typical) if typical < 1.0 else np.zeros_like(alike)
    return np.where(count > 0, np.clip(share, 0.0, 1.0), 0.0), docs


def weighed_by_agreement(
    weights: np.ndarray, rows: sparse.csr_matrix, function_words: np.ndarray, trust: float, full: float
) -> np.ndarray:
    """The learned ``weights`` as far as they are trusted (``trust``: :func:`~gmem.tiers.weights.trust`), the rest
    each content word's :func:`agreement` over the instructions ``rows``: a word that agrees in full weighs what a
    trusted word does (``full``: ``ScoringWeights.trusted_words``), never less than ``WORD_FLOOR``. A word fewer
    than two instructions say keeps its learned weight: one instruction cannot say whether it is its kind's."""
    if trust >= 1.0 or not rows.shape[0]:
        return weights
    share, docs = agreement(rows, function_words)
    told = np.flatnonzero((docs[: len(weights)] >= 2) & ~function_words[: len(weights)])
    out = weights.copy()
    out[told] = trust * weights[told] + (1.0 - trust) * np.maximum(share[told] * full, WORD_FLOOR)
    return out
