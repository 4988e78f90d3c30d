"""Text normalisation shared by the tiers: words for lexical matching, and action *templates*.

A template is an action with its concrete instances abstracted away: ``heat mug 1 with microwave 1``
becomes ``heat _ with _``. Templates are how gmem compares *what teams did* across tasks that
involved different objects, rooms or numbers; they drive the procedural term weights of the query tier
and the LLM-free insights of the insight tier.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

_WORD = re.compile(r"[a-z0-9]+")
_INSTANCE = re.compile(r"^\d+$")
_NOOP_OBSERVATION = re.compile(r"^\s*(nothing happens|ok|none|)\s*\.?\s*$", re.IGNORECASE)
_THOUGHT_PREFIX = re.compile(r"^\s*(think|thought|plan)\s*:", re.IGNORECASE)

#: How many words of an action survive into its template; longer actions are free text, and their tail
#: only makes every template unique.
TEMPLATE_WORDS = 6
#: Characters of an action read for its template (far more than :data:`TEMPLATE_WORDS` words take).
TEMPLATE_CHARS = 400


def words(text: str) -> list[str]:
    """Lower-cased word tokens; digits are kept only as part of words so instance numbers drop out."""
    return [w for w in _WORD.findall(text.lower()) if not _INSTANCE.match(w)]


def is_thought(action: str) -> bool:
    return bool(_THOUGHT_PREFIX.match(action))


def is_noop(observation: str) -> bool:
    """True when the environment reported that nothing changed (or said nothing at all)."""
    return bool(_NOOP_OBSERVATION.match(observation))


def template(action: str) -> str:
    """Abstract the instances out of an action.

    A word followed by a number (``mug 1``) names an instance; both collapse to ``_``. Other numbers are
    dropped. Only the first :data:`TEMPLATE_WORDS` tokens are kept, read from the first
    :data:`TEMPLATE_CHARS` characters.
    """
    tokens = action[:TEMPLATE_CHARS].strip().lower().split()
    out: list[str] = []
    i = 0
    while i < len(tokens) and len(out) < TEMPLATE_WORDS:
        if i + 1 < len(tokens) and _INSTANCE.match(tokens[i + 1]):
            out.append("_")
            i += 2
        elif _INSTANCE.match(tokens[i]):
            i += 1
        else:
            out.append(tokens[i].strip(".,;:!?\"'"))
            i += 1
    return " ".join(t for t in out if t)


def procedure_features(actions: Iterable[tuple[str, str]]) -> list[str]:
    """The procedural fingerprint of a run: effective action templates with their repetition (1st, 2nd),
    in the order the run first did them.

    Thoughts and actions the environment ignored are left out; a template done twice gives both
    ``t#1`` and ``t#2`` so "take two things" differs from "take one thing".
    """
    counts: Counter[str] = Counter()
    ordered: list[str] = []
    for action, observation in actions:
        if is_thought(action) or is_noop(observation):
            continue
        shape = template(action)
        if shape and counts[shape] < 2:
            counts[shape] += 1
            ordered.append(f"{shape}#{counts[shape]}")
    return ordered


def shorten(text: str, limit: int) -> str:
    """Cut ``text`` to ``limit`` characters on a word boundary, marking the cut."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: max(0, limit - 1)].rsplit(" ", 1)[0]
    return cut + "…"

