"""What a word of an instruction weighs in the query tier, learned from the memory's own runs that teach
(:func:`gmem.tiers.sums.teaches`: resolved, or without a verdict yet).

A word matters as much as its presence explains *what teams did* across those runs: the share of the
variance of their action-template fingerprints that lies between the runs with the word and the runs
without it (a one-way ANOVA R^2, each template weighed by its idf^2). "hot", "clean", "two" end up heavy;
object names and filler words light. This is the bridge from the interaction tier up to the query tier.

While few runs tell a word apart (one run of a kind teaches its verb and its object's name the same
weight), its weight is drawn toward a prior from WordNet: the words that state an act or a quality carry a
task's kind, names of things do not (:data:`PRIOR_RUNS`).

Everything is computed from sums over those runs (:class:`LearnedSums`), in a few vectorised passes
over the non-zero entries of the words x templates sums: never a dense matrix, never a Python loop over the
vocabulary. The in-process index keeps those sums as tasks come and go; a database keeps them in tables
(:mod:`gmem.store.pg_retrieval`); both learn the same weights from them here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from scipy import sparse

from gmem.config import ScoringWeights
from gmem.tiers.lexicon import bundled as bundled_lexicon
from gmem.tiers.terms import STOP_WORDS

#: Weight floor for a word; keeps filler words from vanishing entirely when nothing else matches.
WORD_FLOOR = 0.02
#: Weight of a word the memory has never seen: unknown words are mostly names of new objects.
UNSEEN_WORD = 0.05
#: How many runs the prior of a word's weight counts as (:func:`learn`). A word met in few runs, or missing
#: from few, has a weight learned from those few: with one run of a kind, its object's and its receptacle's
#: names weigh exactly what its verb weighs. Until the runs outnumber it, the weight is drawn toward the
#: prior that the words stating what to do (verbs, adjectives: "heat", "hot", "two") carry a task's kind and
#: the names of things do not. Chosen on the tune split of ``experiments/rephrasings.py``.
PRIOR_RUNS = 1.0
#: How many of a memory's heaviest words say how far its words tell what its runs did (:func:`trusted`).
EVIDENCE_WORDS = 5


@dataclass
class LearnedSums:
    """What the learned weights are computed from, by word and template id."""

    words: Sequence[str]
    features: Sequence[str]
    taught: int  # the runs that teach
    word_docs: np.ndarray  # teaching runs with each word
    feature_docs: np.ndarray  # teaching runs with each template
    feature_sum: np.ndarray  # their summed normalised fingerprint values
    feature_sq: np.ndarray  # and squares
    pairs: sparse.spmatrix  # words x templates: summed fingerprints of the teaching runs with the word


@dataclass(frozen=True)
class LearnedWeights:
    """The weights :func:`learn` computes, by word and template id."""

    words: np.ndarray  # each word's weight (UNSEEN_WORD for a word no teaching run had)
    idf2: np.ndarray  # each template's squared idf
    mean: np.ndarray  # the mean normalised fingerprint of the teaching runs
    function_words: np.ndarray  # by word: whether it is a function word, which weighs WORD_FLOOR where learned


def learn(sums: LearnedSums) -> LearnedWeights:
    """Every word's weight from ``sums`` (see the module docstring). ``sums.pairs`` must be in CSR form."""
    n, n_words, n_features = sums.taught, len(sums.words), len(sums.features)
    weights = np.full(n_words, UNSEEN_WORD)
    idf2 = np.zeros(n_features)
    mean = np.zeros(n_features)
    function_words = np.fromiter((w in STOP_WORDS for w in sums.words), dtype=bool, count=n_words)
    if n < 2 or not n_features:
        return LearnedWeights(weights, idf2, mean, function_words)
    pairs = sums.pairs
    idf2 = np.log((n + 1) / (sums.feature_docs + 0.5)) ** 2
    mean = sums.feature_sum / n
    variance = float(idf2 @ (sums.feature_sq - n * mean**2)) or 1e-9
    # Between-group variance of each word: idf2 . (word mean - mean)^2, summed over the word's templates plus
    # the templates it never met (where the difference is -mean).
    per_word = np.repeat(np.arange(n_words), np.diff(pairs.indptr))
    k = sums.word_docs.astype(np.float64)
    ratio = pairs.data / np.maximum(k[per_word], 1)
    cols = pairs.indices
    deviations = idf2[cols] * ((ratio - mean[cols]) ** 2 - mean[cols] ** 2)
    spread = np.bincount(per_word, deviations, minlength=n_words) + float(idf2 @ mean**2)
    learned = sums.word_docs > 0
    partial = learned & (sums.word_docs < n)
    weights[learned] = WORD_FLOOR
    weights[partial] += np.maximum(spread[partial], 0) * k[partial] * n / (n - k[partial]) / variance
    weights[function_words & learned] = WORD_FLOOR
    _draw_to_prior(weights, sums.words, partial & ~function_words, np.minimum(k, n - k))
    return LearnedWeights(weights, idf2, mean, function_words)


def _draw_to_prior(weights: np.ndarray, names: Sequence[str], content: np.ndarray, evidence: np.ndarray) -> None:
    """Draw the learned weights of the ``content`` words toward their prior (:data:`PRIOR_RUNS`), in place:
    the heaviest learned weight times the word's :meth:`~gmem.tiers.lexicon.Lexicon.predicate_share`,
    as much as ``PRIOR_RUNS`` runs against the word's ``evidence`` (the fewer of the teaching runs with
    and without it), never below ``WORD_FLOOR``. Without the WordNet data the learned weights stand."""
    lexicon = bundled_lexicon()
    rows = np.flatnonzero(content)
    if lexicon is None or not len(rows):
        return
    share = np.fromiter((lexicon.predicate_share(names[i]) for i in rows.tolist()), dtype=np.float64, count=len(rows))
    prior = share * weights[rows].max()
    drawn = (evidence[rows] * weights[rows] + PRIOR_RUNS * prior) / (evidence[rows] + PRIOR_RUNS)
    weights[rows] = np.maximum(drawn, WORD_FLOOR)


def trust(learned: LearnedWeights, sums: LearnedSums, full: float) -> float:
    """How far a query trusts the memory's words to tell what its runs did (1: in full), which orders the tasks a
    retrieval keeps (:func:`trusted`).

    The word part is a cosine, so it ranks as firmly whether its weights were learned from words that tell the
    runs' kinds apart (the chores' "two", "clean", "cool": 0.2-0.3 of the variance, the mean of the five heaviest
    0.14-0.31 in every stream of the tune wordings) or from words that tell nothing (ScienceWorld's runs of one
    type go about it differently each time: 0.08 at most; a memory whose runs all take the same steps: the
    floor), where it is an unweighted word overlap, which MiniLM does better, and the procedure the words
    predict is noise; there the tasks a retrieval keeps are ordered by what the memory's instructions say of their
    words (:mod:`gmem.tiers.agreement`). The mean weight of the :data:`EVIDENCE_WORDS` heaviest words as a share of
    ``full`` (``ScoringWeights.trusted_words``; 0: always in full); with fewer than two teaching runs nothing is
    learned, and nothing is distrusted."""
    taught = learned.words[sums.word_docs > 0]
    if not full or sums.taught < 2 or not len(taught):
        return 1.0
    heaviest = np.partition(taught, max(len(taught) - EVIDENCE_WORDS, 0))[-EVIDENCE_WORDS:]
    return min(1.0, float(heaviest.mean()) / full)


def trusted(weights: ScoringWeights, share: float) -> ScoringWeights:
    """``weights`` as far as the words are trusted (:func:`trust`): the procedure part at ``share`` of its weight,
    the dense part at its weight over it (:func:`~gmem.tiers.ranking.in_trust`)."""
    if share == 1.0:
        return weights
    return weights.model_copy(update={"procedure": weights.procedure * share, "dense": weights.dense / share})
