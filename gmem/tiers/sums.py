"""The sums over the runs that teach, which the word weights are learned from (:func:`gmem.tiers.weights.learn`),
kept as runs come and go.

A run teaches unless it failed (:func:`teaches`): a resolved run is what worked, and a run without a verdict
yet is what a team did for its task. A team that records with no judge, as most start, records every run
without one: were only resolved runs to teach, its memory would learn no word and rank by what is left of
MiniLM (asked the tune wordings of the chores, 0.54 of its first tasks of the right kind, against 0.98
judged). A failed run's steps are not what its words ask for. A run is added when it is recorded, and taken
away again when a corrected outcome says it failed (and the reverse), so the sums are always those of the
runs that teach *now*, without a pass over the memory. The words x templates sums take every change as a
small sparse matrix, merged into the whole only when read: recording stays O(the task) instead of O(the
vocabulary).

A :class:`SumsMark` puts them back as they were, for a record whose commit failed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from scipy import sparse

from gmem.models import TaskStatus
from gmem.tiers.arrays import fitted
from gmem.tiers.weights import LearnedSums


def teaches(status: TaskStatus) -> bool:
    """Whether a run of this outcome teaches the word weights (see the module docstring)."""
    return status != TaskStatus.FAILED


#: The arrays of :class:`RunSums`, by their name in :meth:`RunSums.arrays`.
_COUNTS = ("feature_docs", "feature_sum", "feature_sq", "word_docs")


@dataclass(frozen=True)
class SumsMark:
    """The sums at one moment (:meth:`RunSums.mark`): the counts copied, the merged pairs kept by reference
    with their shape (merging grows them in place, never changes their entries) and the pending changes."""

    taught: int
    counts: tuple[np.ndarray, ...]
    pairs: sparse.csr_matrix
    shape: tuple[int, int]
    pending: tuple[sparse.coo_matrix, ...]


class RunSums:
    """Sums over the runs that teach, by word and template id (the ids of the index that keeps them)."""

    def __init__(self) -> None:
        self.taught = 0
        self.feature_docs = np.zeros(0, dtype=np.int64)  # teaching runs with each template
        self.feature_sum = np.zeros(0)  # their summed normalised fingerprint values
        self.feature_sq = np.zeros(0)  # and squares
        self.word_docs = np.zeros(0, dtype=np.int64)  # teaching runs with each word
        self._pairs = sparse.csr_matrix((0, 0))  # words x templates, without the pending changes
        self._pending: list[sparse.coo_matrix] = []

    def add(self, doc_words: sparse.csr_matrix, doc_features: sparse.csr_matrix, sign: int) -> None:
        """Add (``sign=1``) or take away (``-1``) runs, given as their rows of binary words and normalised
        templates (as wide as the vocabularies now)."""
        n_words, n_features = doc_words.shape[1], doc_features.shape[1]
        self.taught += sign * doc_words.shape[0]
        self.feature_docs = fitted(self.feature_docs, n_features)
        self.feature_docs += sign * np.bincount(doc_features.indices, minlength=n_features)
        self.feature_sum = fitted(self.feature_sum, n_features)
        self.feature_sum += sign * np.bincount(doc_features.indices, doc_features.data, minlength=n_features)
        self.feature_sq = fitted(self.feature_sq, n_features)
        self.feature_sq += sign * np.bincount(doc_features.indices, doc_features.data**2, minlength=n_features)
        gone = self.feature_docs == 0  # no teaching run has it any more: exactly nothing, not rounding residue
        self.feature_sum[gone] = self.feature_sq[gone] = 0.0
        self.word_docs = fitted(self.word_docs, n_words)
        self.word_docs += sign * np.bincount(doc_words.indices, minlength=n_words)
        self._pending.append((sign * (doc_words.T @ doc_features)).tocoo())

    def pairs(self, n_words: int, n_features: int) -> sparse.csr_matrix:
        """The words x templates sums, with the changes since the last read merged in."""
        pairs = self._pairs
        pairs.resize((n_words, n_features))
        if self._pending:
            pending = sparse.coo_matrix(
                (
                    np.concatenate([d.data for d in self._pending]),
                    (np.concatenate([d.row for d in self._pending]), np.concatenate([d.col for d in self._pending])),
                ),
                shape=(n_words, n_features),
            )
            pairs = (pairs + pending.tocsr()).tocsr()
        self._pairs, self._pending = pairs, []
        return pairs

    def learned_sums(self, words: Sequence[str], features: Sequence[str]) -> LearnedSums:
        """The sums as :func:`~gmem.tiers.weights.learn` reads them, for vocabularies ``words`` and
        ``features`` (views: not to be kept)."""
        n_words, n_features = len(words), len(features)
        return LearnedSums(
            words=words,
            features=features,
            taught=self.taught,
            word_docs=fitted(self.word_docs, n_words),
            feature_docs=fitted(self.feature_docs, n_features),
            feature_sum=fitted(self.feature_sum, n_features),
            feature_sq=fitted(self.feature_sq, n_features),
            pairs=self.pairs(n_words, n_features),
        )

    @classmethod
    def of(cls, learned: LearnedSums) -> RunSums:
        """Sums that go on from ``learned`` (kept by a database: :mod:`gmem.store.pg_retrieval`)."""
        sums = cls()
        sums.taught = learned.taught
        sums.feature_docs, sums.feature_sum, sums.feature_sq, sums.word_docs = (
            learned.feature_docs,
            learned.feature_sum,
            learned.feature_sq,
            learned.word_docs,
        )
        sums._pairs = learned.pairs.tocsr()
        return sums

    def mark(self) -> SumsMark:
        return SumsMark(
            self.taught,
            tuple(getattr(self, name).copy() for name in _COUNTS),
            self._pairs,
            self._pairs.shape,
            tuple(self._pending),
        )

    def restore(self, mark: SumsMark) -> None:
        """The sums as they were at ``mark``."""
        self.taught = mark.taught
        for name, counts in zip(_COUNTS, mark.counts):
            setattr(self, name, counts.copy())
        self._pairs = mark.pairs
        self._pairs.resize(mark.shape)
        self._pending = list(mark.pending)

    def arrays(self, n_words: int, n_features: int) -> dict[str, np.ndarray]:
        """The sums as named arrays (:meth:`from_arrays` reads them back)."""
        pairs = self.pairs(n_words, n_features)
        return {
            "taught": np.array(self.taught),
            **{name: getattr(self, name) for name in _COUNTS},
            "pairs.data": pairs.data,
            "pairs.indices": pairs.indices,
            "pairs.indptr": pairs.indptr,
            "pairs.shape": np.array(pairs.shape),
        }

    @classmethod
    def from_arrays(cls, arrays: dict[str, np.ndarray]) -> RunSums:
        sums = cls()
        sums.taught = int(arrays["taught"])
        for name in _COUNTS:
            setattr(sums, name, arrays[name])
        sums._pairs = sparse.csr_matrix(
            (arrays["pairs.data"], arrays["pairs.indices"], arrays["pairs.indptr"]), shape=tuple(arrays["pairs.shape"])
        )
        return sums
