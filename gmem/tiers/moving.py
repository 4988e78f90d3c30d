"""Whether a request moves a thing to a place: the caused-motion frames :mod:`gmem.tiers.terms` finds ("stash the
pencil in the shelf", "pepper shaker to the drawer"), kept where the dictionary says the place can hold a thing.

:mod:`gmem.tiers.reading` reads a request's putting from it (a frame's verb says what "put" says), and the
relevance calibration (:mod:`gmem.tiers.relevance`) reads it of a request and of the tasks near it: a chore moves a
thing somewhere, a coding or writing team's requests move nothing, and a chore asked of their memory shared their
form and little else; :mod:`gmem.tiers.commanding` reads by its frames whether a request commands an act. "Turn these
notes into an update", "add the appointment to my calendar" and "led the team to victory" have a frame's words and
move nothing: a text, a calendar and a victory are no place a thing can be.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gmem.tiers.lexicon import bundled as bundled_lexicon
from gmem.tiers.terms import HOLDING, NOUN_FIRST, placing, placing_somewhere, verbless_placing

#: A time said where a place could be: "the review moves to 3pm", "the top customers by order value in 2023", "book
#: the flight on May 9". The query tier drops a number that counts nothing (a year is no count), and a frame whose
#: place is left unsaid is kept ("put it in"), so :func:`moved` reads a request without its times.
_TIME = re.compile(
    r"\b(?:in|into|to|at|on|by|until|till|before|after|from)\s+(?:"
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?"
    r"|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?"  # May 9, Oct. 3rd; not "the apron 2"
    r"|\d{1,2}(?::\d{2})?\s*[ap]\.?m\b\.?"  # 3pm, 9:30 a.m.
    r"|\d{1,2}:\d{2}"  # 15:00
    r"|(?:1[5-9]|20)\d{2}(?!\s*[a-z])"  # a year, not a count of things ("into 2000 boxes")
    r")\b",
    re.IGNORECASE,
)
#: A word right after "to": a place ("move the mug to the desk") or the verb of a purpose (:func:`_purpose`).
_TO_A_WORD = re.compile(r"\bto\s+([a-z]+)\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def moved(text: str) -> frozenset[str]:
    """The words of ``text`` that say a thing is moved to a place: the verbs heading a caused-motion frame whose
    place may hold a thing (:func:`~gmem.tiers.terms.placing_somewhere`, :func:`may_hold`) and that do more than
    say or think something ("summarize this contract into five bullet points": :func:`_says`), and the nouns of a
    thing put somewhere with no verb (:func:`~gmem.tiers.terms.verbless_placing`), read without its times
    (:data:`_TIME`) and with each purpose read as an act of its own (:func:`_purpose`). Kept for the last 4,096 texts: a
    memory's instructions come back in query after query's neighbourhood."""
    return moving_verbs(text) | verbless_placing(_as_placed(text), noun_share)


@lru_cache(maxsize=4096)
def moving_verbs(text: str) -> frozenset[str]:
    """The verbs of :func:`moved`: those heading a caused-motion frame that moves a thing to a place, not the nouns
    of a thing put somewhere with no verb. Read by :mod:`gmem.tiers.commanding`, whose own reading of those nouns is
    told apart from a question's ("Juliet Starling in Lollipop Chainsaw"). Kept as :func:`moved` is: the relevance
    reads both of each request."""
    return frozenset(head for head in placing_somewhere(_as_placed(text), may_hold) if not _says(head))


@lru_cache(maxsize=4096)
def _as_placed(text: str) -> str:
    """``text`` without its times (:data:`_TIME`), each purpose read as an act of its own (:func:`_purpose`). Kept as
    :func:`moved` is: it reads the text so for its verbs (:func:`moving_verbs`) and again for its verbless frames."""
    return _TO_A_WORD.sub(_purpose, _TIME.sub(" ", text))


def unplaced(text: str) -> frozenset[str]:
    """The verbs of ``text`` heading a caused-motion frame whose place can hold nothing ("add the appointment to
    my calendar"): they say no putting at all, not even as the "put" MiniLM reads them near in their sentence."""
    return frozenset(placing(text)) - moved(text)


def _purpose(to: re.Match[str]) -> str:
    """A "to" and the word after it (``to``), with "and" for the "to" where the word is the verb of a purpose: a word
    WordNet knows as a verb more often than as a noun (:data:`~gmem.tiers.terms.NOUN_FIRST`), uninflected, and no
    verb whose subject is the place a thing goes (:data:`~gmem.tiers.terms.HOLDING`: "the couch to hold two
    pillows"). "Refactor the UserService class to use dependency injection", "switch the lamp on to get a proper
    view of the bowl" and "take actions that will cause it to change its state" say what an act is for, and put
    nothing anywhere; read as places, "use dependency injection" and "get a proper view" were where a thing went,
    and the verbs before them put it there. Read as an act of its own, the purpose keeps a place it names ("just to
    throw it in the bin")."""
    word = to.group(1).lower()
    lexicon = bundled_lexicon()
    if lexicon is None or word in HOLDING or not lexicon.bare_verb(word) or (noun_share(word) or 0.0) >= NOUN_FIRST:
        return to.group(0)
    return f"and {to.group(1)}"


def _says(verb: str) -> bool:
    """Whether ``verb`` says an act of words or of the mind in more than half of its WordNet senses
    (:meth:`~gmem.tiers.lexicon.Lexicon.saying_share`: "summarize" 0.91, "email" 1.0; "put" 0.12, "stash" 0):
    what it puts "into five bullet points" or "to the team" is no thing put anywhere."""
    lexicon = bundled_lexicon()
    share = lexicon.saying_share(verb) if lexicon is not None else None
    return share is not None and share > 0.5


def may_hold(phrase: tuple[str, ...]) -> bool:
    """Whether a ``phrase`` may name where a thing is put: a word of it that WordNet knows as a noun first
    (:data:`~gmem.tiers.terms.NOUN_FIRST`) names a physical thing or a place in one sense at least
    (:meth:`~gmem.tiers.lexicon.Lexicon.place_share`), or none of its words is such a noun ("sinkbasin"), or there
    is no dictionary to ask. Any such word, not the last alone: the "maker" of "the coffee maker" is a person. "A
    one-paragraph status update", "my calendar", "any morning later" and "plain English" name nothing that holds a
    thing."""
    lexicon = bundled_lexicon()
    if lexicon is None:
        return True
    shares = [lexicon.place_share(word) for word in phrase if (noun_share(word) or 0.0) >= NOUN_FIRST]
    return not shares or any(shares)


def noun_share(word: str) -> float | None:
    """The share of ``word``'s WordNet senses that are nouns, ``None`` for a word the dictionary lacks (or with
    no dictionary)."""
    lexicon = bundled_lexicon()
    return lexicon.share(word, ("noun",)) if lexicon is not None and lexicon.knows(word) else None
