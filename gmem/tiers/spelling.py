"""Misspelt query words read as the learned word they misspell ("micrwave", "cabnet", "countretop").

Users type fast; a word no teaching run had and no dictionary knows is most often a learned word with a
letter dropped, doubled, changed or swapped with its neighbour (one edit, the kind spelling checkers
correct first). MiniLM splits such a word into pieces and places it only roughly, and the word score does
not see it at all. A word the dictionary knows is never corrected ("pot" is not "hot"), nor a short one,
nor one that is one edit from a second word, learned or in the dictionary (but for the learned word's own
inflections, "tomatoes" beside "tomato"): "wach" may be "wash" or "watch", and a memory that learned only
"wash" would read a watch as something to wash.

The strings one edit from a word are few (about 54 per letter), so each is looked up in the vocabulary as
it is: no index to build or hold, however large the vocabulary grows.
"""

from __future__ import annotations

from collections.abc import Callable
from string import ascii_lowercase

from gmem.tiers.terms import inflections

#: Shortest word corrected, and shortest learned word it may be corrected to: a three-letter word is one
#: edit from dozens of others.
SHORTEST = 4


def edits(word: str) -> set[str]:
    """Every string one edit from ``word`` over the letters a-z: a letter deleted, swapped with its
    neighbour, changed, or inserted."""
    halves = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    return (
        {a + b[1:] for a, b in halves if b}
        | {a + b[1] + b[0] + b[2:] for a, b in halves if len(b) > 1}
        | {a + c + b[1:] for a, b in halves if b for c in ascii_lowercase}
        | {a + c + b for a, b in halves for c in ascii_lowercase}
    ) - {word}


def corrected(word: str, learned: Callable[[str], int | None], known: Callable[[str], bool]) -> int | None:
    """The id of the one ``learned`` word (a learned content word's id, for the query tier) one edit from
    ``word``, or ``None`` for none, several, a short ``word``, or one that is also one edit from a word the
    dictionary ``known``."""
    if len(word) < SHORTEST:
        return None
    candidates = edits(word)
    near = {other: i for other in candidates if len(other) >= SHORTEST and (i := learned(other)) is not None}
    if len(near) != 1:
        return None
    ((name, found),) = near.items()
    rivals = (other for other in candidates if name not in (other, *inflections(other)))
    return None if any(known(other) for other in rivals) else found
