"""Whether a request commands an act, and the clauses of a sentence that may: "put a cold tomato in the microwave",
"could you warm up a mug?", a tracker's "potato chilled, then into the microwave", "The agent is to inspect the CD
...". A clause that asks to find something out (:data:`~gmem.tiers.seeking.INFORMATION_REQUEST`) commands none.

:mod:`gmem.tiers.asking` reads a question of fact with it (a question that commands an act besides asks for the act),
and the relevance calibration (:mod:`gmem.tiers.relevance`) reads it of a request that names someone: one that commands
no act only says what it wants. It is read off the request's English alone, so every domain is read alike.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gmem.text import names
from gmem.tiers.lexicon import bundled as bundled_lexicon
from gmem.tiers.moving import moving_verbs
from gmem.tiers.seeking import ASKING_SOMEONE, INFORMATION_REQUEST, MANNER, QUESTION_WORD
from gmem.tiers.speech import SENTENCES, as_written, in_lower_case
from gmem.tiers.terms import LIGHT_VERBS, REQUEST_WORDS, STOP_WORDS

#: Least share of a word's WordNet senses, by SemCor use, that are verbs for a sentence it opens to be read
#: as a command ("heat" 0.27, "microwave" 0.2, "find" 1.0; "team", "best", "company" 0.01-0.02: "Hi team,",
#: "Best, Leo", "Company's coming over").
VERB_SHARE = 0.15
#: Words before a command that do not change it: manner ("please", "hey") and order ("then", "first").
BEFORE_A_COMMAND = REQUEST_WORDS | {"then", "first", "next", "now", "and", "also", "finally", "so", "after", "just"}
#: A word of a lower-cased request, an apostrophe kept ("what's", "don't").
WORD = re.compile(r"[a-z']+")
#: Who may be said to act: after a light verb one of them makes a statement ("let me", "have you"), not a command.
SUBJECTS = frozenset({"you", "u", "ya", "i", "we", "they", "he", "she", "it", "there", "someone", "anyone"})
#: Words that soften a command and do not change it ("maybe rinse it?").
HEDGES = frozenset({"maybe", "perhaps"})
#: Where a sentence's clauses part, each of which may ask on its own: "Kent Baer is the defensive coordinator for a
#: team; locate the stadium where ...", "..., and I need that director's name."
CLAUSE_BREAK = re.compile(r"([:;]\s+|,\s+(?:(?:and|so)\s+)?|\s+[-\u2013\u2014]\s+)")
#: A clause before the main one that says when or whether: "when you're free, ...", "if you spot it, ...".
CONDITION = re.compile(r"^(?:when|whenever|if|once|assuming|after|before|while|as\s+soon\s+as)\b[^,]*,\s*")
#: Where a clause that may command an act begins within a sentence: "and", "then", "but", a dash.
_JOINED = re.compile(r",?\s+(?:and|then|but)\s+|\s+-\s+|;\s*")
#: An act asked for in a question's form: the speaker or the hearer as the one to act ("should I", "is anyone
#: able to"), how one would do it, who will ("who can put a vase in the safe?"), "mind doing", a suggestion ("how
#: about heating the mug ...?", "why not put ...?", "how hard would it be to chill ...?").
ACT_QUESTION = re.compile(
    r"\b(?:(?:do|does|can|could|should|would|will|might|may|shall)\s+"
    r"(?:i|we|you|u|ya|one|someone|somebody|anyone|anybody)"
    r"|how\s+to|(?:possible|able|available|way|steps?)\s+(?:for\s+\w+\s+)?to"
    r"|(?:how|what)\s+about\s+\w+ing|why\s+not|(?:hard|difficult|easy|tough)\s+(?:would|will|is)\s+it\s+(?:be\s+)?to"
    rf"|{QUESTION_WORD}(?:'s|\s+is)?\s+(?:can|could|will|would|going\s+to|able\s+to)"
    r"|mind\s+\w+ing)\b"
)
#: Verbs of writing down or making clear what was asked ("..., and record when he was born.").
_NOTING_DOWN = frozenset({"record", "note", "cite", "clarify"})
#: Verbs of finding out or telling, whose command asks no act of its own ("... which city? Find out.").
_FINDING_OUT = (
    frozenset({"find", "check", "tell", "let", "see", "search", "confirm", "verify", "ask", "answer", "source"})
    | frozenset({"pin", "nail", "track", "dig"})  # down, up: what was asked
    | _NOTING_DOWN
)
#: Asking the hearer to do what follows: "could you please ...".
_ASKED_TO = re.compile(MANNER + ASKING_SOMEONE)
#: What someone is to do, said of them: "the agent is to inspect ...", "the robot should chill ...".
_OBLIGED = re.compile(r"\b(?:(?:is|are|has|have|needs?|ought)\s+to|should|must)\s+(?=[a-z])")
#: Looking a thing over ("check out the CD", "look over the bowl", "check the cd w/ the desk lamp"), an act for all
#: that "check" asks what is so elsewhere ("check whether ...").
_LOOKING_OVER = frozenset(
    {("check", "out"), ("check", "over"), ("look", "out"), ("look", "over")}
    | {("check", word) for word in ("the", "a", "an", "this", "that", "these", "those", "my", "your", "it", "them")}
)
#: Where a thing goes, said without a verb: "then into the microwave", "soap bottle on the toilet".
_PLACED = re.compile(
    r"(?P<thing>[a-z]+)\s+(?:(?P<motion>into|onto)|in|on|inside|under)\s+(?:(?:the|a|an|my|your)\s+)?"
    r"(?:(?P<kind>[a-z]+)\s+)?(?P<place>[a-z]+)\b"
)
#: A thing wanted done to: "I'd like the CD looked at under the desk lamp", "want the mug heated".
_WANTED_DONE = re.compile(
    r"\b(?:like|want|need)\s+(?:the|a|an|my|your|this|that)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+\s+"
    r"(?:looked\s+at|[a-z]+ed|done|seen|put|set)\b"
)


@lru_cache(maxsize=4096)
def commands_an_act(request: str) -> bool:
    """Whether ``request`` commands an act: it moves a thing to a place (:func:`~gmem.tiers.moving.moving_verbs`, a
    place that can hold a thing: "led a team to victory in 1939", "appeared in a movie" move nothing; a
    tracker's "potato chilled, then into the microwave", "soap bottle on the toilet": :func:`_places_a_thing`), asks
    for an act in a question's form (:data:`ACT_QUESTION`), wants a thing acted on ("I'd like the CD looked at
    ..."), or a clause of it, or what it says someone is to do ("The agent is to inspect the CD ..."), opens with a
    verb as a command says it, acting on something (:func:`commands_in`), or with looking something over
    ("check out the CD", "check the book under the desk lamp"). A request that does none of these, nor asks a
    question, may only say what it wants ("Birthday needed: the actress who ...", "the year that team made its first
    World Cup is what I'm chasing")."""
    lowered = as_written(in_lower_case(request))
    if ACT_QUESTION.search(lowered) or _WANTED_DONE.search(lowered) or moving_verbs(request):
        return True
    if _places_a_thing(lowered, names(request)):  # read after the rest: its names cost most
        return True
    pieces = (piece for s in SENTENCES.split(lowered) for c in clauses_of(s) for piece in CLAUSE_BREAK.split(c)[::2])
    clauses = [_ASKED_TO.sub("", piece.strip()) for piece in pieces]
    clauses += [lowered[obliged.end() :] for obliged in _OBLIGED.finditer(lowered)]
    return any(map(_looks_over, clauses)) or commands_in(clauses, request)


def _places_a_thing(text: str, named: set[str]) -> bool:
    """Whether ``text`` says, without a verb, where a thing goes: into or onto a physical place, or a physical thing
    in, on or under another ("cold mug into the coffee maker", "soap bottle on the toilet"); not a role "on 'Allo
    'Allo!", a museum "in Amsterdam", an article expanded "into a book" (:func:`_physical`), nor "Juliet Starling in
    Lollipop Chainsaw", whose words are ``named``."""
    for match in _PLACED.finditer(text):
        if any(word in named for word in match.group("thing", "kind", "place")):
            continue
        place = _physical(match["place"]) or (match["kind"] is not None and _physical(match["kind"]))
        if place and (match["motion"] or _physical(match["thing"])):
            return True
    return False


def _physical(noun: str) -> bool:
    """Whether ``noun`` may name a physical thing: a quarter of its WordNet noun senses or more are of physical things
    (:meth:`~gmem.tiers.lexicon.Lexicon.physical_share`: "microwave" 0.25, the oven beside the radiation; "book"
    0.17, what is written in it). A word WordNet knows no noun of ("headquartered", a name) is none."""
    lexicon = bundled_lexicon()
    return lexicon is not None and (share := lexicon.physical_share(noun)) is not None and share >= 0.25


def _looks_over(clause: str) -> bool:
    """Whether ``clause`` opens with looking a thing over (:data:`_LOOKING_OVER`), which :func:`commands_in`
    reads as finding something out."""
    words = [word for word in WORD.findall(clause) if word not in BEFORE_A_COMMAND]
    return len(words) > 2 and tuple(words[:2]) in _LOOKING_OVER


def clauses_of(sentence: str) -> list[str]:
    """The clauses of ``sentence`` that may each command an act, a condition before them left out ("if not,")."""
    return _JOINED.split(CONDITION.sub("", sentence))


def clauses_after(text: str, start: int, joined: bool) -> list[str]:
    """The clauses of ``text`` after ``start`` that may command an act besides what it asks there: every clause
    of the later sentences, and with ``joined`` those joined to it in its own sentence ("find out where the mug
    is *and put it in the coffee machine*"). A statement to check is one sentence whose words may open a clause
    as verbs do ("... by lead vocalist Chris Martin and lead guitarist Jonny Buckland"), so it is not split."""
    first, *later = SENTENCES.split(text[start:])
    return (_JOINED.split(first)[1:] if joined else []) + [c for s in later for c in clauses_of(s)]


def commands_in(clauses: list[str], request: str) -> bool:
    """Whether one of ``clauses`` commands an act: it opens, after manner and order words, with a verb as a
    command says it (:meth:`~gmem.tiers.lexicon.Lexicon.bare_verb`) that does not ask to find something out
    (:data:`_FINDING_OUT`, :data:`~gmem.tiers.seeking.INFORMATION_REQUEST`) and is no name in ``request`` ("... and Mark
    Twain"). A question a request asks on the way ("Where's the pepper shaker? Put it in the drawer.", "Is the mug
    clean? If not, wash it ...") asks for the act."""
    lexicon = bundled_lexicon()
    if lexicon is None or not clauses:
        return False
    named = names(request)  # read only for a request with a clause to read (most have none)
    for clause in clauses:
        words = [w for w in WORD.findall(clause) if w not in BEFORE_A_COMMAND and w not in HEDGES]
        if not words or words[0] in _FINDING_OUT or words[0] in named or INFORMATION_REQUEST.match(clause):
            continue
        if words[0] == "look" and words[1:2] and words[1] in ("up", "into", "for", "it"):  # not "look at"
            continue
        if words[0] == "help" and "out" in words[1:3]:  # "help me out here", not "help me put it away"
            continue
        if len(words) > 1 and lexicon.bare_verb(words[0]) and opens_a_command(words):  # a verb and what it acts on
            return True
    return False


def opens_a_command(words: list[str]) -> bool:
    """Whether ``words``, a clause's, open as a command does, manner and hedges left out: a light verb before what it
    acts on ("have a look", not "let me"), or a verb by :data:`VERB_SHARE` (:func:`opens_with_a_verb`)."""
    words = [word for word in words if word not in BEFORE_A_COMMAND and word not in HEDGES]
    if words and words[0] in LIGHT_VERBS:
        return len(words) > 1 and words[1] not in SUBJECTS
    return opens_with_a_verb(words)


def opens_with_a_verb(words: list[str]) -> bool:
    """Whether the first of ``words`` is a verb often enough (:data:`VERB_SHARE`) to open a command: no function word
    and no possessive ("Company's coming over"). Without the dictionary, ``False``."""
    if not words or words[0] in STOP_WORDS or words[0].endswith("'s"):
        return False
    lexicon = bundled_lexicon()
    return lexicon is not None and lexicon.share(words[0], ("verb",)) >= VERB_SHARE
