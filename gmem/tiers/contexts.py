"""How the memory's own instructions use each word: the memory side of reading a query word in its sentence.

A user's verb the memory never learned ("zap the mug, then leave it in the coffee machine") says little
alone: MiniLM places "to zap" near nothing the runs said. In its sentence it does: MiniLM's contextual
vector of "zap" there lies nearer the vector "heat" has in the memory's instructions ("heat some mug and put
it in coffeemachine") than any other learned word's. So each vocabulary word keeps the sum of its contextual
vectors over the first :data:`SAMPLES` instructions that used it, and a query word is compared with their
means (:meth:`gmem.tiers.reading.WordReader.weigh`).

The sums are read lazily, as the vocabulary's single-word vectors are: the rows an index holds but has not
read are named by :meth:`WordContexts.rows_to_read` and read with the next embedder call (a record, an
import, a retrieval); an index snapshot keeps them (a database, its ``word_contexts`` table:
:mod:`gmem.store.pg_retrieval.contexts`). Only a row that brings a word still short of its samples
is read, so a memory rebuilt from a large store reads far fewer instructions than it holds. An index rebuilt
after a forget or its undo takes over what the one it replaces read, but for the words of the tasks that
changed, which it reads again from their first instructions, for them alone (:meth:`WordContexts.read_again`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

import numpy as np

from gmem.tiers.arrays import Buffer, Growable, fitted

#: Instructions read per word: a word's vector in context is the mean over the first ones that used it
#: (chosen on the read wordings of ``experiments/rephrasings.py``: 1, 3, 8, 16 and all of them gave a
#: top-1 of 0.789, 0.806, 0.809, 0.815 and 0.815 over their memory-recorded streams).
SAMPLES = 16


class WordContexts:
    """Per word id, the sum of the word's contextual vectors and how many instructions they came from;
    per index row, whether its instruction has been read; and the words to read again alone (:attr:`pending`)."""

    def __init__(self, dimension: int) -> None:
        self.sums = Growable(dimension)
        self.counts = Buffer(np.int32)
        self.read = Buffer(np.bool_)
        self.unit = Growable(dimension)  # each word's mean as a unit row (zero while it has none)
        # Words read again from their first rows, each with the first row not read again for it yet
        # (:meth:`read_again`), and the rows last named for them with the words each is read for.
        self.pending: dict[int, int] = {}
        self._plan: dict[int, set[int]] = {}

    def rows_to_read(
        self, rows: int, vocabulary: int, words_of: Callable[[int], np.ndarray], limit: int | None = None
    ) -> list[int]:
        """The rows below ``rows`` not read yet whose instruction brings a word still short of its samples
        (the first ``limit`` of them); the others up to the last one named are marked read (they would add
        nothing). ``words_of``: a row's word ids, all below ``vocabulary``."""
        self._cover(rows)
        unread = np.flatnonzero(~self.read.view[:rows]).tolist()
        chosen, examined = self.choose(((row, words_of(row)) for row in unread), vocabulary, limit)
        self.read.view[unread[:examined]] = True
        self.read.view[chosen] = False
        return chosen

    def choose(
        self, rows: Iterable[tuple[int, np.ndarray]], vocabulary: int, limit: int | None = None
    ) -> tuple[list[int], int]:
        """Of ``rows`` (a row and its word ids, all below ``vocabulary``, in the order they were recorded), the
        ones whose instruction brings a word still short of its samples, the first ``limit`` of them; and how
        many rows that examined (the ones passed over would add nothing)."""
        counts = fitted(self.counts.view.astype(np.int64), vocabulary)
        chosen: list[int] = []
        examined = 0
        for row, ids in rows:
            if limit is not None and len(chosen) == limit:
                break
            examined += 1
            if len(ids) and (counts[ids] < SAMPLES).any():
                counts[ids] += 1
                chosen.append(row)
        return chosen, examined

    def read_again(self, words: Iterable[int], rows: int) -> None:
        """Read ``words`` again from their first rows, for them alone, and no other word from the first ``rows``
        rows: what those hold for every other word is here already (:meth:`put`), and a row read twice would
        count its other words twice."""
        self._cover(rows)
        self.read.view[:rows] = True
        self.pending = dict.fromkeys(words, 0)

    def resume_reading_again(self, starts: Mapping[int, int]) -> None:
        """Read the words ``starts`` names again, each from its row on (a database keeps them between
        processes), and forget any rows named for others and never read."""
        self.pending, self._plan = dict(starts), {}

    def _cover(self, rows: int) -> None:
        """Give :attr:`read` a flag for each of the first ``rows`` rows (a row new to it is not read)."""
        self.read.extend(np.zeros(max(0, rows - self.read.size), dtype=np.bool_))

    def rows_to_read_again(self, rows_with: Callable[[int], np.ndarray], limit: int | None = None) -> list[int]:
        """The rows to read for the :attr:`pending` words (the first ``limit``): for each, as many of its next
        rows as it lacks samples, among the rows it was to be read again from (``rows_with``: a word's rows
        already read or passed over, in order: :meth:`were_read` of an index's, a database's up to where it
        was read). A word with all its samples, or no row left, is done; rows recorded since are read as any
        new row is, once no word is pending."""
        counts = fitted(self.counts.view.astype(np.int64), max(self.pending, default=-1) + 1)
        plan: dict[int, set[int]] = {}
        for word, start in list(self.pending.items()):
            rows = [row for row in rows_with(word).tolist() if start <= row]
            if counts[word] >= SAMPLES or not rows:
                del self.pending[word]
                continue
            for row in rows[: SAMPLES - counts[word]]:
                plan.setdefault(row, set()).add(word)
        chosen = sorted(plan)[:limit]
        self._plan = {row: plan[row] for row in chosen}
        return chosen

    def were_read(self, rows: np.ndarray) -> np.ndarray:
        """Those of ``rows`` read or passed over."""
        rows = rows[rows < self.read.size]
        return np.asarray(rows[self.read.view[rows]])

    def add(self, rows: Sequence[int], words: Sequence[dict[int, np.ndarray]], *, mark_read: bool = True) -> np.ndarray:
        """The contextual vectors of the read rows' words (by word id), each counted while short of samples;
        the ids of the words that changed. ``rows`` are marked read, unless ``mark_read`` is false (a
        database's contexts, whose rows are seqs, keep where they read to themselves); rows named for
        :attr:`pending` words add theirs alone."""
        if self._plan:
            words = [
                {w: v for w, v in found.items() if w in self._plan.get(row, ())} for row, found in zip(rows, words)
            ]
            for row in rows:
                for word in self._plan.get(row, ()):
                    if word in self.pending:
                        self.pending[word] = max(self.pending[word], row + 1)
            self._plan = {}
        if mark_read:
            self.read.view[list(rows)] = True
        self._grow(max((max(found, default=-1) for found in words), default=-1) + 1)
        sums, counts = self.sums.view, self.counts.view
        touched: set[int] = set()
        for found in words:
            for word, vector in found.items():
                if counts[word] < SAMPLES:
                    sums[word] += vector
                    counts[word] += 1
                    touched.add(word)
        ids = np.fromiter(sorted(touched), dtype=np.int64, count=len(touched))
        self._normalise(ids)
        return ids

    def put(self, ids: np.ndarray, sums: np.ndarray, counts: np.ndarray) -> None:
        """Set the sums and counts of the words ``ids`` (as a database keeps them), whatever they were."""
        if not len(ids):
            return
        self._grow(int(ids.max()) + 1)
        self.sums.view[ids] = sums
        self.counts.view[ids] = counts
        self._normalise(ids)

    def _grow(self, words: int) -> None:
        if words > self.sums.rows:
            grown = np.zeros((words - self.sums.rows, self.sums.width), dtype=np.float32)
            self.sums.extend(grown)
            self.unit.extend(grown)
            self.counts.extend(np.zeros(words - self.counts.size, dtype=np.int32))

    @property
    def nbytes(self) -> int:
        return self.sums.view.nbytes + self.unit.view.nbytes + self.counts.view.nbytes + self.read.view.nbytes

    def _normalise(self, ids: np.ndarray) -> None:
        sums = self.sums.view[ids]
        self.unit.view[ids] = sums / np.maximum(np.linalg.norm(sums, axis=1, keepdims=True), 1e-12)

    def means(self) -> tuple[np.ndarray, np.ndarray]:
        """Each word's mean vector in context as a unit row, by word id, and whether it has one (a view of
        what the index holds, not a copy)."""
        return self.unit.view, self.counts.view > 0

    def forget(self) -> None:
        """Drop everything read (the rows it came from are gone): read again from the rows that stay."""
        self.sums.truncate(0)
        self.unit.truncate(0)
        self.counts = Buffer(np.int32)
        self.read = Buffer(np.bool_)
        self.pending, self._plan = {}, {}

    def truncate(self, rows: int, words: int) -> None:
        """Back to ``rows`` rows and ``words`` words: what was read from a later row cannot be taken out of
        the sums, so then everything is read again."""
        if self.read.size > rows and self.read.view[rows:].any():
            self.forget()
            return
        self.read.truncate(rows)
        self.sums.truncate(words)
        self.unit.truncate(words)
        self.counts.truncate(words)
        self.pending = {word: row for word, row in self.pending.items() if word < words}

    def arrays(self) -> dict[str, np.ndarray]:
        pending = np.array(sorted(self.pending.items()), dtype=np.int64).reshape(-1, 2)
        return {
            "contexts.sums": self.sums.view,
            "contexts.counts": self.counts.view,
            "contexts.read": self.read.view,
            "contexts.pending": pending,
        }

    def restore(self, arrays: dict[str, np.ndarray]) -> None:
        """Take what :meth:`arrays` gave, in place of what it holds (an index's reader keeps this object)."""
        self.forget()
        self.sums.adopt(arrays["contexts.sums"])
        self.unit.extend(np.zeros_like(arrays["contexts.sums"]))
        self.counts.extend(arrays["contexts.counts"])
        self.read.extend(arrays["contexts.read"])
        self.pending = {int(word): int(row) for word, row in arrays["contexts.pending"].tolist()}
        self._normalise(np.arange(self.sums.rows))
