"""How a request said aloud, or typed in haste, reads as written, for :mod:`gmem.tiers.asking` to read what it asks.

A voice assistant's transcript has no marks and keeps what the speaker filled pauses with: "um where was the first
governor after the missouri compromise from", "jaclyn stapp is married to the frontman of some band what year did
that band break up". Read as it came, its question was none (no mark, no opening the rules know), and a memory of
questions dropped it as a request for an act. :func:`as_written` leaves the fillers and the wake word out, says a
word said twice once, and gives a question said in a question's order (its auxiliary before its subject) a sentence
of its own and its mark. A speaker may take back what they just asked ("Cool an apple in the fridge - no, heat it in
the microwave first, then put it in the fridge."): :func:`taken_back` finds what they asked after it. It is read off
the text alone, as everything :mod:`gmem.tiers.asking` reads.
"""

from __future__ import annotations

import re

from gmem.text import folded
from gmem.tiers.terms import STOP_WORDS

#: Where a sentence ends: a mark and a space, a line break (an email's lines). Not a dash: what follows one
#: often says more of the same request ("The microwave needs a potato in it - a cold one, straight out of the
#: fridge"), and read as a sentence apart its "cold" weighed less. Nor the full stop of an abbreviation ("Southampton
#: F.C. fan podcast", "the W. H. Shipman House", "Velvetpark vs. Shape", "Dr.", "St.").
SENTENCES = re.compile(r"(?<![\s.][a-z]\.)(?<!\bvs\.)(?<!\b[dm]r\.)(?<!\bst\.)(?<=[.!?])\s+|\n+", re.IGNORECASE)
#: What a speaker fills a pause with ("um", "uh"), and the wake word a voice assistant is called by ("ok google"):
#: a transcript's, said of nothing (:func:`as_written`).
_FILLERS = re.compile(
    r"(?:^|(?<=[\s,]))(?:u+m+|u+h+m*|e+r+m+|h+m+)\b[,.]?\s*"
    r"|^(?:(?:ok(?:ay)?|hey|hi)\s+(?:google|siri|alexa)|alexa|siri)\b[,.]?\s*",
    re.IGNORECASE,
)
#: A question word and "is" run together without the apostrophe ("whats on the cover", "wheres the ...").
_RUN_TOGETHER = re.compile(r"\b(what|where|who|how|when)s\b", re.IGNORECASE)
#: A word said twice over a pause ("the uh the band", its filler gone).
_SAID_TWICE = re.compile(r"\b(\w+)\s+\1\b", re.IGNORECASE)
#: Words a spoken sentence opens with that say nothing of what it asks ("so", "okay so", "well").
_OPENERS = re.compile(r"^(?:(?:so|well|okay|ok|right|alright|oh|and)\b[,.]?\s+)+", re.IGNORECASE)
#: A question in a question's order, its auxiliary before its subject ("what year did that band break up",
#: "which contest is that", "where was he from"), which a relative clause does not take ("the cabinet, which is the
#: closest one", "the town where he was born").
_INVERTED = (
    r"(?:(?:what\s+(?:[a-z'-]+\s+){0,2}?|(?:which|whose)\s+(?:[a-z'-]+\s+){1,2}?)"
    r"(?:is|are|was|were|did|does|do|has|have|had)\s+(?:he|she|it|they|that|this|these|those|the|his|her|its|their)"
    r"|(?:who|whom|where|when|why|how)\s+(?:is|are|was|were|did|does|do|has|have|had)\s+(?:he|she|it|they)"
    r"|what's\s+(?:on|in|the|his|her|its|their))\b"
)
#: Such a question run on after what a speaker says, without a mark ("jaclyn stapp is married to the frontman of
#: some band what year did that band break up").
_RUN_ON_QUESTION = re.compile(rf"(?<=[\w'\"])(?P<joined>,?\s+(?:and|but|so))?\s+(?={_INVERTED})", re.IGNORECASE)
#: Verbs that ask a question in a question's order after them ("find out what year did ...", "check which one is
#: it"): it is theirs, not run on.
_ASKING_VERBS = frozenset(
    {"tell", "show", "ask", "know", "see", "check", "find", "out", "wonder", "learn", "remember", "recall", "decide"}
    | {"explain", "determine", "confirm", "verify", "guess", "understand", "sure", "curious", "about", "idea", "clue"}
)
_OPENS_INVERTED = re.compile(_INVERTED, re.IGNORECASE)
#: What says that the words before it are taken back ("actually", "scratch that", "I mean", "make that", "on second
#: thought", "I changed my mind", "correction"), after "no", "wait" or "sorry" or alone.
_RETRACTING = (
    r"(?:actually|scratch\s+that|i\s+mean|make\s+that|on\s+second\s+thought"
    r"|(?:i'?ve\s+|i\s+)?changed\s+my\s+mind|correction)"
)
#: What may stand between such words and after them: spaces and marks (one class, so that a long run of spaces is
#: read once, not split every way between two runs).
_BETWEEN = r"[\s,:!.\u2013\u2014-]"


def _taking_back(words: str) -> str:
    """A pattern of the ``words`` that take back what was just said ("no", "wait", "sorry"), one or several ("no
    wait", "no, sorry"), after an interjection or not ("oh wait")."""
    return rf"(?:(?:oh|ah|er|uh|um)[\s,]+)?(?:{words})(?:[\s,]+(?:{words}))*"


_TAKING_BACK = _taking_back("no|nope|wait|sorry|oops")
#: The same without "sorry" or "oops", which open a request when a comma or a full stop sets them off ("Sorry, could
#: you ...").
_TAKING_BACK_PLAINLY = _taking_back("no|nope|wait")
#: A self-correction, after a clause's break: such words ("— actually, on the toilet", "— no wait, scratch that.",
#: "..., I mean the pepper shaker"), or "no", "wait" or "sorry" set off by a dash ("— no, heat it", "— sorry, the
#: CD", "— no sorry, in the garbage can", "— oh wait, chill it"), or "no" or "wait" set off by a comma or a full
#: stop ("..., no, put it in the safe", ". Oh wait, it's filthy"). Not "no" or "sorry" as a word of the request
#: ("Heat the mug, no rush.", "— no need to heat it", "Sorry, could you ..."), nor a request that opens with
#: "Actually" (nothing before it to take back).
_CORRECTION = re.compile(
    rf"(?:[,;:.!?\u2013\u2014]|\s-)\s*(?:{_TAKING_BACK}[\s,!]*)?{_RETRACTING}\b"
    rf"(?:{_BETWEEN}*{_RETRACTING}\b)*{_BETWEEN}*"
    rf"|(?:[\u2013\u2014]|\s-)\s*{_TAKING_BACK}\b\s*[,!.:\u2013\u2014-]"
    rf"|[.,;]\s*{_TAKING_BACK_PLAINLY}\s*[,!\u2013\u2014-]",
    re.IGNORECASE,
)
_SAID = re.compile(r"[\w']+")


def in_lower_case(text: str) -> str:
    """``text`` in lower case, its accents taken off (:func:`~gmem.text.folded`: "Sauté the onions" opens with a verb
    the dictionary knows), a typographic apostrophe as the plain one the rules spell."""
    return folded(text).lower().replace("\u2019", "'")


def as_written(text: str) -> str:
    """``text`` as it would be written, where it was said or typed in haste: fillers and wake words left out
    (:data:`_FILLERS`), a word said twice once, "whats" as "what's", and a question said in a question's order
    (:data:`_INVERTED`) a sentence of its own with its mark, where it runs on after a statement or ends without one
    ("sadok sassi played for a national team what year did that team make its first world cup" as "sadok sassi
    played for a national team. what year did that team make its first world cup?"). Lines stay lines."""
    lines = (_RUN_TOGETHER.sub(r"\1's", _SAID_TWICE.sub(r"\1", _FILLERS.sub("", line))) for line in text.splitlines())
    return "\n".join(" ".join(map(_marked, SENTENCES.split(_RUN_ON_QUESTION.sub(_run_on, line)))) for line in lines)


def _marked(sentence: str) -> str:
    """``sentence``, its opening words said of nothing left out (:data:`_OPENERS`), with a question mark if it asks
    in a question's order (:data:`_INVERTED`) and has none."""
    sentence = _OPENERS.sub("", sentence)
    if not _OPENS_INVERTED.match(sentence) or sentence.rstrip("\"')]\u201d ").endswith(("?", "!")):
        return sentence
    return sentence.rstrip(".") + "?"


def _run_on(space: re.Match[str]) -> str:
    """What stands at the ``space`` before a question run on (:data:`_RUN_ON_QUESTION`): a sentence's end after a
    content word ("... some band what year did ...") or a conjunction ("... and what did it present ..."), unless a
    verb asks it (:data:`_ASKING_VERBS`: "find out which region had ..."); a function word goes on with the sentence
    ("in what year was ...", "tell me which region had ...")."""
    before = _SAID.findall(space.string[: space.start()].lower())
    run_on = bool(before) and before[-1] not in STOP_WORDS and before[-1] not in _ASKING_VERBS
    return ". " if run_on or space["joined"] else space.group()


def taken_back(text: str) -> str | None:
    """What ``text`` says after its last self-correction (:data:`_CORRECTION`), or ``None`` where it takes nothing
    back: "heat it in the microwave first, then put it in the fridge." of "Cool an apple in the fridge - no, heat it in
    the microwave first, then put it in the fridge.", whose "cool" was taken back. Whether what follows asks for
    anything is for its reader to say (a speaker's "no, I don't know" takes back no request)."""
    corrections = list(_CORRECTION.finditer(text))
    after = text[corrections[-1].end() :].strip() if corrections else ""
    return after or None
