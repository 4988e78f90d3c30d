"""Misspelt query words read as the learned word they misspell ("micrwave", "clen", "countretop").

Users type fast; a word no resolved run had and no dictionary knows is most often a learned word with a
letter dropped, doubled, changed or swapped with its neighbour (one edit, the kind spelling checkers
correct first). MiniLM splits such a word into pieces and places it only roughly, and the word score does
not see it at all. A word the dictionary knows is never corrected ("pot" is not "hot"), nor a short one,
nor one that is one edit from a second word, learned or in the dictionary (but for the learned word's own
inflections, "tomatoes" beside "tomato"): "wach" may be "wash" or "watch", and a memory that learned only
"wash" would read a watch as something to wash.

The lookup is the deletion index of symmetric-delete spelling correction (SymSpell): each vocabulary word is
filed under itself and under each form of it with one letter deleted, so the words one edit from a query
word are among those filed under the query word or one of its one-letter deletions, found without scanning
the vocabulary. The index grows with the vocabulary and is taken back with it.
"""

from __future__ import annotations

from collections.abc import Callable
from string import ascii_lowercase

from gmem.tiers.arrays import Vocabulary
from gmem.tiers.terms import inflections

#: Shortest word corrected, and shortest learned word it may be corrected to: a three-letter word is one
#: edit from dozens of others.
SHORTEST = 4


def deletions(word: str) -> set[str]:
    """``word`` with one letter deleted, in each place."""
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


def edits(word: str) -> set[str]:
    """Every string one edit from ``word`` (:func:`one_edit`) over the letters a-z."""
    halves = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    return (
        deletions(word)
        | {a + b[1] + b[0] + b[2:] for a, b in halves if len(b) > 1}
        | {a + c + b[1:] for a, b in halves if b for c in ascii_lowercase}
        | {a + c + b for a, b in halves for c in ascii_lowercase}
    ) - {word}


def one_edit(a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` with one letter inserted, deleted, changed, or swapped with its neighbour."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        differ = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        swapped = len(differ) == 2 and differ[1] == differ[0] + 1 and a[differ[0]] == b[differ[1]]
        return len(differ) == 1 or (swapped and a[differ[1]] == b[differ[0]])
    shorter, longer = (a, b) if len(a) < len(b) else (b, a)
    return shorter in deletions(longer)


class Spelling:
    """The words of a vocabulary (``words``, held, not copied) by their one-letter deletions."""

    def __init__(self, words: Vocabulary) -> None:
        self._words = words
        self._filed: dict[str, list[int]] = {}  # a word or one of its deletions -> vocabulary word ids
        self._indexed = 0  # vocabulary words filed so far

    def truncate(self, words: int) -> None:
        """The vocabulary was taken back to its first ``words`` words."""
        if self._indexed > words:
            self._filed, self._indexed = {}, 0

    def corrected(self, word: str, allowed: Callable[[int], bool], known: Callable[[str], bool]) -> int | None:
        """The id of the one vocabulary word ``allowed`` (a learned content word, for the query tier) that
        ``word`` is one edit from (:func:`one_edit`), or ``None`` for none, several, a short ``word``, or one
        that is also one edit from a word the dictionary ``known``."""
        names = self._words.names
        for i in range(self._indexed, len(names)):
            if len(names[i]) >= SHORTEST:
                for key in {names[i], *deletions(names[i])}:
                    self._filed.setdefault(key, []).append(i)
        self._indexed = len(names)
        if len(word) < SHORTEST:
            return None
        near = {
            j
            for key in {word, *deletions(word)}
            for j in self._filed.get(key, ())
            if allowed(j) and one_edit(word, names[j])
        }
        if len(near) != 1:
            return None
        (found,) = near
        rivals = (other for other in edits(word) if names[found] not in (other, *inflections(other)))
        return None if any(known(other) for other in rivals) else found
