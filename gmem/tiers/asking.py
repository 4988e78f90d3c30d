"""Which sentences of a longer request ask for something, and which only say why, or around it.

A request inside a message comes with sentences that ask for nothing: "The cat keeps knocking stuff off the
counter. Move the salt shaker into the cabinet, would you?", "Can you stow the pepper shaker in the drawer?
The table's getting cluttered.", an email's subject line, greeting and sign-off. Read at full weight, their
words decided the match: "cluttered" and "tidying the kitchen" drew plain moves to the washing runs.
:func:`asking_part` keeps the sentences that ask, and the query tier reads the others at :data:`BACKGROUND`
of their weight (:meth:`gmem.tiers.reading.WordReader.weigh`): lighter, not gone, for such a sentence may still
name the thing ("every mug in the house has a coffee ring").

It is read off the request's English alone, nothing learned from a memory, so every domain is read alike.
Only queries are read this way: a recorded run teaches the words it was asked in.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gmem.tiers.lexicon import bundled as bundled_lexicon
from gmem.tiers.terms import REQUEST_WORDS, STOP_WORDS, placing, terms

#: Share of its weight a word said only in sentences that ask for nothing keeps. Chosen on the tune and read
#: wordings of ``experiments/rephrasings.py``: over their 52 streams, with a dash ending a sentence too, 0.3 / 0.5
#: put +15 -7 / +14 -3 queries right and wrong; the rules below at 0.5, +10 -2 (``experiments/HISTORY.md``).
BACKGROUND = 0.5
#: Least share of a word's WordNet senses, by SemCor use, that are verbs for a sentence it opens to be read
#: as a command ("heat" 0.27, "microwave" 0.2, "find" 1.0; "team", "best", "company" 0.01-0.02: "Hi team,",
#: "Best, Leo", "Company's coming over").
VERB_SHARE = 0.15

#: Where a sentence ends: a mark and a space, a line break (an email's lines). Not a dash: what follows one
#: often says more of the same request ("The microwave needs a potato in it - a cold one, straight out of the
#: fridge"), and read as a sentence apart its "cold" weighed less.
_SENTENCES = re.compile(r"(?<=[.!?])\s+|\n+")
#: Words that ask, or say what is to be: "please", "can you", "I'd like", "should", "needs to", "has to".
_ASKING = re.compile(
    r"\b(?:please|pls|plz|kindly|(?:can|could|would|will)\s+(?:you|u|someone|anyone|somebody)"
    r"|(?:i|we)\s+(?:need|want|would\s+like|'?d\s+like)|should|must|needs?|wants?|has\s+to|have\s+to|ought"
    r"|supposed\s+to)\b"
)
#: Words before a command that do not change it: manner ("please", "hey") and order ("then", "first").
_BEFORE_A_COMMAND = REQUEST_WORDS | {"then", "first", "next", "now", "and", "also", "finally", "so", "after", "just"}
_WORD = re.compile(r"[a-z']+")
#: An email's header line ("Subject: tidying the kitchen"): it names what the message is about, and the body asks.
_HEADER = re.compile(r"^\s*(?:subject|re|fwd?|title)\s*:", re.IGNORECASE)


@lru_cache(maxsize=1024)
def asking_part(request: str) -> str | None:
    """The sentences of ``request`` that ask for something, or ``None`` when there is nothing to weigh
    down: one sentence, every sentence asks, none does, or no dictionary to tell a command by. A sentence
    asks when it moves a thing to a place (:func:`~gmem.tiers.terms.placing`), is a question, says a request
    or what is to be (:data:`_ASKING`), or opens with a verb (:data:`VERB_SHARE`). A sentence of function and
    request words alone ("Thanks!") asks nothing and says nothing, and stays with the ones that ask; an email's
    subject line asks nothing (:data:`_HEADER`). Kept for the last 1,024 requests: an agent's every model call
    may retrieve for the same task."""
    if bundled_lexicon() is None:
        return None
    sentences = [sentence for sentence in _SENTENCES.split(request.strip()) if sentence]
    said = [sentence for sentence in sentences if any(w not in STOP_WORDS for w in terms(sentence))]
    asking = [sentence for sentence in sentences if sentence not in said or _asks(sentence)]
    if len(asking) == len(sentences) or not any(sentence in said for sentence in asking):
        return None
    return " ".join(asking)


def _asks(sentence: str) -> bool:
    if _HEADER.match(sentence):
        return False
    lowered = sentence.lower().replace("\u2019", "'")
    if sentence.rstrip().endswith("?") or _ASKING.search(lowered) or placing(sentence):
        return True
    words = [word for word in _WORD.findall(lowered) if word not in _BEFORE_A_COMMAND]
    if not words or words[0] in STOP_WORDS or words[0].endswith("'s"):
        return False
    lexicon = bundled_lexicon()
    return lexicon is not None and lexicon.share(words[0], ("verb",)) >= VERB_SHARE
