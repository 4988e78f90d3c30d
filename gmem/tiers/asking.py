"""Which sentences of a longer request ask for something, and which only say why, or around it; and whether
a request asks a question of fact at all.

A request inside a message comes with sentences that ask for nothing: "The cat keeps knocking stuff off the
counter. Move the salt shaker into the cabinet, would you?", "Can you stow the pepper shaker in the drawer?
The table's getting cluttered.", an email's subject line, greeting and sign-off. Read at full weight, their
words decided the match: "cluttered" and "tidying the kitchen" drew plain moves to the washing runs.
:func:`asking_part` keeps the sentences that ask, and the query tier reads the others at :data:`BACKGROUND`
of their weight (:meth:`gmem.tiers.reading.WordReader.weigh`): lighter, not gone, for such a sentence may still
name the thing ("every mug in the house has a coffee ring"). So too what a speaker took back ("Cool an apple in the
fridge - no, heat it in the microwave first, then put it in the fridge."): the request is what follows.

A request asks either for an act ("put a cold tomato in the microwave", "could you warm up a mug?") or a
question of fact ("Which magazine was started first?", "find out who directed Big Stone Gap").
:func:`asks_a_question` tells which, and :func:`~gmem.tiers.commanding.commands_an_act` whether it commands an act at
all (a request may do neither, and only say what it wants: "Birthday needed: the actress who ..."); the relevance
calibration (:mod:`gmem.tiers.relevance`) reads whether a query asks for an act where the tasks around it asked
questions, for a chore put to a memory of questions shares their function words and little else, and politeness ("I need
a cold tomato placed in the microwave") made it look like one.

A question put as a command ("Work out which chain ...", "Name the brewery that ...") is embedded as the
question it asks (:func:`as_question`), on both sides: MiniLM reads the verb that asks as much as what is asked.
A request said aloud or typed in haste is read as it would be written (:mod:`gmem.tiers.speech`).

It is read off the request's English alone, nothing learned from a memory, so every domain is read alike.
Only queries are read for what they ask: a recorded run teaches the words it was asked in.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from gmem import limits
from gmem.tiers.commanding import (
    ACT_QUESTION,
    BEFORE_A_COMMAND,
    CLAUSE_BREAK,
    CONDITION,
    HEDGES,
    SUBJECTS,
    WORD,
    clauses_after,
    clauses_of,
    commands_an_act,
    commands_in,
    opens_a_command,
    opens_with_a_verb,
)
from gmem.tiers.lexicon import bundled as bundled_lexicon
from gmem.tiers.moving import moving_verbs
from gmem.tiers.seeking import (
    ASKING_SOMEONE,
    INFORMATION_REQUEST,
    LOOKING_INTO,
    MANNER,
    NOTING,
    QUESTION_WORD,
    SOUGHT,
    TELLING,
    UNMARKED,
    WANTING,
)
from gmem.tiers.speech import SENTENCES, as_written, in_lower_case, taken_back
from gmem.tiers.terms import AUXILIARIES, NUMBERS, STOP_WORDS, placing_verb, spelled_out, terms

#: Share of its weight a word said only in sentences that ask for nothing keeps. Chosen on the tune and read
#: wordings of ``experiments/rephrasings.py``: over their 52 streams, with a dash ending a sentence too, 0.3 / 0.5
#: put +15 -7 / +14 -3 queries right and wrong; the rules below at 0.5, +10 -2 (``experiments/HISTORY.md``).
BACKGROUND = 0.5
#: Words that ask, or say what is to be: "please", "can you", "I'd like", "should", "needs to", "has to", "your task is
#: to" (how an environment states its task: "Your task is to use a thermometer to measure ...").
_ASKING = re.compile(
    r"\b(?:please|pls|plz|kindly|(?:can|could|would|will)\s+(?:you|u|someone|anyone|somebody)"
    r"|(?:i|we)(?:\s+(?:need|want|would\s+like|d\s+like)|['\u2019]d\s+like)|should|must|needs?|wants?|has\s+to|have\s+to"
    r"|ought"
    r"|supposed\s+to"
    r"|(?:your|the)\s+(?:task|job|goal|mission|assignment|objective)\s+(?:is|will\s+be)\s+to)\b"
)
#: What the speaker means to do, asked of no one ("I want to look it up and impress her next time", "I don't want
#: to assume from the titles alone", "... what it's supposed to show"): besides a question, a sentence that says so
#: and puts nothing anywhere (:func:`~gmem.tiers.terms.placing_verb`) asks for no act.
_INTENDING = re.compile(
    r"\b(?:(?:i|we)\s+(?:(?:do\s+not|don't|dont|really|just|still)\s+)?(?:want|need|hope|plan|mean|'d\s+rather"
    r"|would\s+rather)\s+to\s+(?!(?:know|learn|have|get)\b)|supposed\s+to)\b"
)
#: An email's header line ("Subject: tidying the kitchen"): it names what the message is about, and the body asks.
_HEADER = re.compile(r"^\s*(?:subject|re|fwd?|title)\s*:", re.IGNORECASE)
#: How a question of fact opens when it is written without its mark ("when was the footballer born", "roughly
#: how many ...").
_QUESTION_OPENING = re.compile(
    r"^(?:(?:roughly|approximately|about|around|exactly)\s+)?"
    rf"(?:(?:in|on|at|of|for|from|by|to|during|since|after|before)\s+(?:what|which|whose|how)|{QUESTION_WORD})\b"
)
#: A question of fact asked as a command: "find out which ...", "let me know whether ..." (not "tell me how to",
#: "let me know when it is done"), "share which ...", "I'm curious which ..." (not "I wonder whether you could
#: ..."), "I'd be grateful to learn the ...", "I need what ...", "what I'm missing is where ...", "do you know which
#: ...", someone's question relayed ("she asked me what ...", not "asked if the robot could ..."), what is yet to be
#: found ("... must be determined", "it remains to be established where ..."); or asked without its mark, by the
#: question word of a phrase ("holds a degree in what field", "... as part of what") or last in a keyword query
#: ("... first world cup what year"), or after the choice it is asked among ("between Jonny Craig and Pete Doherty,
#: which one ..."). A verb of :data:`~gmem.tiers.seeking.LOOKING_INTO` counts where a command may open or what someone
#: must do begins, not inside a statement ("... which would explain why").
_EMBEDDED_QUESTION = re.compile(
    r"\b(?:(?:find\s+out|tell\s+(?:me|us)|look\s+up|figure\s+out|work\s+out|check|determine|identify|find|say"
    r"|describe)\s+"
    rf"(?:for\s+(?:me|us)\s+)?(?:{QUESTION_WORD}|whether|if)\b(?!\s+to\b)"
    r"|(?:^|[,:;.!?-]\s*|\b(?:please|pls|kindly|and|to|you|u|must|should|will|shall)\s+)"
    rf"(?:{LOOKING_INTO}|share|explain|confirm|verify|investigate|add|cite|record|note|fill\s+in|recall|remember)\s+"
    rf"(?:{QUESTION_WORD}|whether|if)\b(?!\s+to\b)"
    r"|(?:let\s+(?:me|us)|(?:needs?|wants?|like|love|wish|grateful|glad|happy|keen)\s+to)\s+(?:know|learn)"
    r"\s+(?:what|which|who|whom|whose|where|why|whether)\b"
    r"|(?:needs?|wants?|like|love|wish|grateful|glad|happy|keen)\s+to\s+(?:know|learn)\s+the\b"
    r"|(?:^|(?<=[.:;!?]\s)|(?<=\bi\s)|(?<=\bwe\s))(?:need|want)\s+(?:what|which|who|whom|whose|where|whether)\b"
    r"|\bwhat\s+(?:i|we)\s*(?:'m|am|'re|are)?\s+(?:still\s+)?(?:missing|lacking|lack|need|want"
    r"|(?:don't|do\s+not)\s+have|(?:can't|cannot)\s+find)(?:\s+yet)?\s+is\s+"
    r"(?:what|which|who|whom|whose|where|when|why|how|whether)\b"
    r"|(?:between|among|^of|(?<=[:\u2013\u2014-]\s)of)\s+[^,;:.?!]+?\s+(?:and|or)\s+[^,;:.?!]+,\s+(?:which|who)\b"
    r"|(?:curious|wonder(?:ing|ed)?)\s+(?:about\s+)?(?:what|which|who|whom|whose|where|why|whether)\b"
    r"(?!\s+(?:you|u|ya|someone|somebody|anyone|anybody)\s+(?:could|can|would|will|might|may)\b)"
    r"|(?:in|of|for|from|by|at|on|to|with)\s+(?:what|which)\s+(?!(?:is|was|are|were|you|i|we|they|he|she|it)\b)[a-z]"
    r"|\b(?:in|of|for|from|by|at|on|to|with)\s+what\s*[.!]?$"
    r"|\s(?:who|when|where|(?:what|which)\s+(?:year|date|city|state|country|team))\s*[.!?]?$"
    r"|\bask(?:s|ed|ing)(?:\s+(?:me|us))?\s+(?:what|which|who|whom|whose|where|when|why)\b"
    r"(?!\s+(?:[\w'-]+\s+){0,2}?(?:could|can|would|will)\b)"
    r"|\b(?:do|does|would|might)\s+(?:you|u|anyone|anybody|someone|somebody)\s+(?:happen\s+to\s+)?know\s+"
    rf"(?:{QUESTION_WORD}|whether|if)\b"
    r"|\b(?:must|needs?\s+to|ha(?:s|ve)\s+to|(?:is|are)\s+(?:yet\s+)?to|remains?\s+to)\s+be\s+"
    r"(?:determined|established|identified|confirmed|verified|ascertained|named)\b"
    r"|\bconfirmation\s+(?:is\s+)?(?:needed|required|sought)\b)"
)
#: How a question put as a command opens, before the question it asks: manner, a label ("Research task:",
#: "Lookup:", "Query -"), a verb that asks for information ("name", "work out", "tell me", "look into"), wanting
#: to know or what is sought ("I need to know", "I'd like the name of"), or curiosity ("I'm curious", "I wonder").
#: :func:`as_question` drops it. Not "find" before "out" alone: "... which city? Find out." asks nothing more
#: than its question.
_COMMAND_OPENING = re.compile(
    MANNER + r"(?P<label>(?:(?:research\s+)?(?:task|request)|research|look\s*up|query)\s*(?::|\s-)\s*)?"
    rf"(?:{ASKING_SOMEONE})?"
    rf"(?P<verb>{WANTING}(?:to\s+know\s+|(?={SOUGHT}))|{NOTING}(?={SOUGHT}|{QUESTION_WORD}\b)"
    rf"|(?:{TELLING}|(?:find(?!\s+out\b)|give|send)(?:\s+(?:me|us))?|share|{LOOKING_INTO}"
    r"|(?:i'?m\s+|i\s+am\s+)?curious(?:\s+about)?|i\s+wonder)\s+)?",
    re.IGNORECASE,
)
#: A thing sought named alone, by what it is of: "Birth year of the singer who ...", "Task: founding year of the
#: unit that ..." (:func:`_sought_alone`). What it is of runs to the first word that tells it further, or the end.
_SOUGHT_ALONE = re.compile(
    r"^(?:the\s+)?(?P<named>(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+of\s+"
    r"(?P<of>.*?)(?:\b(?:who|whom|whose|which|that|where)\b|$)"
)
#: A search box's query: words without a mark between them that end on what is sought ("love incredible record
#: company subsidiary", "operation cold comfort failed raid special forces unit founded year").
_KEYWORDS_SOUGHT = re.compile(
    r"^[\w'&-]+(?:\s+[\w'&-]+){1,14}\s+(?:year|date|name|title|birthday|birthplace|hometown|founder|subsidiary"
    r"|nationality|headquarters|owner|creator|author|director|population|capital)$"
)
#: Words that say how a thing sought relates to what tells it.
_RELATING = frozenset({"of", "that", "who", "whom", "whose", "which", "where", "when", "in"})
#: Of these, the words that tell a thing by who did something or where or when: a chore's thing is told by what it
#: is or holds ("the mug that is clean"), not so.
_PERSON_OR_PLACE = frozenset({"who", "whom", "whose", "where", "when"})
#: Of these, the words that open a clause telling the thing further ("the state *that* the candidate ..."); "of" and
#: "in" go on naming it ("the state of ...").
_CLAUSE_OPENING = _RELATING - {"of", "in"}
#: Someone said to be the one to do what follows: "Students should identify ...", "The researcher will verify
#: whether ...", "Contestants are to name ..." (an assignment, a quiz master's or an editor's instruction).
_OBLIGATION = re.compile(
    r"^(?:[\w'-]+\s+){1,3}?(?:must|should|will|shall|(?:is|are)\s+to|(?:needs?|ha(?:s|ve))\s+to)\s+(?!be\b)"
)
#: The speaker, where a want may begin inside a clause.
_SPEAKER = re.compile(r"\b(?:i|we)\b")
#: The breaks after a heading or an aside, which :func:`_sought_part` reads past.
_HEADING = frozenset({":", "-", "\u2013", "\u2014"})
_OPENS_WITH_A_QUESTION_WORD = re.compile(rf"(?:{QUESTION_WORD}|whether|if)\b", re.IGNORECASE)
#: A tag that makes a command a question: "..., would ya?", "..., okay?".
_TAG = re.compile(r",\s*(?:(?:would|will|can|could)\s+(?:you|ya|u)|ok(?:ay)?|yeah|right|alright|please)\s*\?$")
#: A label that says what is wanted ("Needed: the small brewery that ...", "Deliverable: which chain ..."): the want
#: of what follows, as "I need" says it.
_WANT_LABEL = re.compile(
    r"\b(?:needed|wanted|missing|required|deliverable|outcome)\s*:\s*"
    r"(?=(?:the|a|an|which|what|who|whom|whose|where|when|whether)\b)"
)
#: A label before a question ("Quick question: ...", "Please answer: ...", "Trivia: ..."): it asks nothing itself.
_LABEL = re.compile(
    r"^(?:(?:please|pls|kindly)\s+)?(?:answer(?:\s+(?:this|me|the\s+following))?|(?:quick\s+)?question|query|trivia"
    r"|task|request)"
    r"\s*:\s*"
)
#: Courtesy, which a question of fact may carry as well as a request ("Where was she born, please?").
_COURTESY = re.compile(r"\b(?:please|pls|plz|kindly)\b")
#: An act asked for in the passive: "could the chocolate be warmed until it goes liquid?", "can r2 be pumped up?";
#: the participle is read by :func:`_asks_it_done` (not "could the director be French?", "can it be found online?").
_PASSIVE_ASK = re.compile(
    r"\b(?:can|could|would|will)\s+(?!(?:you|u|ya|i|we|one|someone|somebody|anyone|anybody|there)\b)"
    r"(?:[\w'-]+\s+){1,4}?be\s+(?P<done>[a-z]+(?:ed|en|t))\b"
)
#: Least share of a participle's verb senses that do something to a thing (:meth:`~gmem.tiers.lexicon.Lexicon.
#: doing_share`) for a passive question to ask for an act: "carried" 0.54, "made" 0.57; "released" 0.48, "founded" 0.31.
DOING_SHARE = 0.5


@lru_cache(maxsize=1024)
def asking_part(request: str) -> str | None:
    """The sentences of ``request`` that ask for something, or ``None`` when there is nothing to weigh
    down: one sentence, every sentence asks, none does, or no dictionary to tell a command by. A sentence
    asks when it moves a thing to a place (:func:`~gmem.tiers.moving.moving_verbs`), is a question, says a request
    or what is to be (:data:`_ASKING`), or opens with a verb (:data:`~gmem.tiers.commanding.VERB_SHARE`). A sentence of
    function and request words alone ("Thanks!") asks nothing and says nothing, and stays with the ones that ask; an
    email's subject line asks nothing (:data:`_HEADER`). Where the speaker takes back what they asked and then
    commands an act (:func:`~gmem.tiers.speech.taken_back`: "Wash a pan and put it on the counter - sorry, not wash,
    cool it in the fridge."), what follows asks, and what came before it does not: its washing drew the request to
    the washing runs. Kept for the last 1,024 requests: an agent's every model call may retrieve for the same task."""
    if bundled_lexicon() is None:
        return None
    after = taken_back(request)
    if after is not None and commands_an_act(after):
        return after
    sentences = [sentence for sentence in SENTENCES.split(request.strip()) if sentence]
    said = [sentence for sentence in sentences if any(w not in STOP_WORDS for w in terms(sentence))]
    asking = [sentence for sentence in sentences if sentence not in said or _asks(sentence)]
    if len(asking) == len(sentences) or not any(sentence in said for sentence in asking):
        return None
    return " ".join(asking)


def _asks(sentence: str) -> bool:
    if _HEADER.match(sentence):
        return False
    lowered = in_lower_case(sentence)
    if sentence.rstrip().endswith("?") or _ASKING.search(lowered) or _puts_somewhere(sentence):
        return True
    return opens_with_a_verb([word for word in WORD.findall(lowered) if word not in BEFORE_A_COMMAND])


def _puts_somewhere(sentence: str) -> bool:
    """Whether ``sentence`` moves a thing to a place (:func:`~gmem.tiers.moving.moving_verbs`) with a verb, in a
    form other than its past (:func:`_stated`; "lay" is a verb of its own too, "putting" no past): "the soap bottle
    goes in the toilet" says where a thing is to be; "she was raised in Texas" and "the museum moved its collection
    to Amsterdam" tell what happened, and ask for nothing, nor does "the singer and the drummer" put anyone
    anywhere."""
    lexicon = bundled_lexicon()
    verbs = [verb.lower() for verb in moving_verbs(sentence)]
    if lexicon is None:
        return bool(verbs)
    return any(
        lexicon.names_a_verb(verb) or lexicon.share(verb, ("verb",)) > 0 and (verb.endswith("ing") or not _stated(verb))
        for verb in verbs
    )


@lru_cache(maxsize=4096)
def asks_a_question(request: str) -> bool:
    """Whether ``request`` asks a question of fact, to be answered, rather than for an act, to be done. A question asks
    what is, who, which, when: it ends with a question mark or opens with a question word, or is put as a command to
    find it out ("look up which ...") or work it out ("solve for x ...": among questions of fact such a command is no
    act, and a math team's memory must not lose it for its mood), in any clause of it ("Kent Baer coaches a team; locate
    the stadium where ...", "CRM task: identify ..."), or as a want of something known ("I'd like the name of ...":
    :func:`_is_information`; someone else's: "Patron would like ..."), or names alone what it seeks ("Birth year of the
    singer who ...": :func:`_sought_alone`), or is a question without its mark in a clause of its own ("Quick check —
    are Duke Energy and AMG both based in Massachusetts": :func:`_asks_on_its_own`), or says what is missing ("what
    I'm missing is where ...", "Needed: the year that ...", "... must be determined"), or relays someone's question
    ("my colleague asked me what building ..."), or is set as a task ("Students should identify ...": an obligation
    said of someone, :data:`_OBLIGATION`); said aloud, as it would be written (:func:`~gmem.tiers.speech.as_written`:
    "um where was he from", a question run on after a statement). It asks for an act when it says a
    request (:data:`_ASKING`; not what the speaker means to do: "I want to look it up", :data:`_INTENDING`), when the
    speaker or the hearer is the one to act ("how would I", "who can put ...?"),
    when a tag makes a command a question ("..., would ya?"), when its question moves a thing to a place, when its main
    clause opens with a verb ("if you spot a plate, maybe rinse it?"), or when besides the question it commands an act
    (:func:`~gmem.tiers.commanding.commands_in`: "Where's the pepper shaker? Put it in the drawer.", "find out where the
    mug is and put it in the coffee machine"), unless it asks to work an answer out. A label before it ("Quick
    question:") says nothing, and courtesy ("please") asks for nothing in a request that opens with a question word
    ("Where was she born, please?"). Kept for the last 4,096 requests: it is read of every task near a query, each time
    it is asked."""
    lines = (" ".join(line.split()) for line in in_lower_case(request).splitlines())
    text = _LABEL.sub("", "\n".join(line for line in lines if line))  # a line is a sentence (a header, then the ask)
    text = _WANT_LABEL.sub("i need ", as_written(text))
    sentences = SENTENCES.split(text)
    embedded = _EMBEDDED_QUESTION.search(text)
    pieces = [CLAUSE_BREAK.split(s) for s in sentences]  # clause, break, clause, ...
    matched = (
        request for p in pieces for n in range(0, len(p), 2) for request in _requests(p[n], p[n - 1] if n else "")
    )
    requests = [m for m in matched if _seeks_information(m)]
    if embedded or requests:
        # An answer to work out ("Solve this: ... Order them from oldest to youngest.") is asked for whatever
        # follows; something to find out on the way to an act ("Could you find out where the mug is and put it
        # in the coffee machine?") asks for the act.
        if any(m.group("working") for m in requests):
            return True
        joined = bool(embedded) or any(m["finding"] or m["wanting"] for m in requests)  # "find the X that ... and"
        start = embedded.end() if embedded else 0
        return not commands_in(clauses_after(text, start, joined), request)
    if (_sought_part(text) is not None or _KEYWORDS_SOUGHT.match(text)) and not _ASKING.search(text):
        return True
    asked = next((s for s in reversed(sentences) if s.endswith("?")), text)
    said = [s for s in sentences if s == asked or not _INTENDING.search(s) or any(map(placing_verb, moving_verbs(s)))]
    text = " ".join(said)  # what the speaker means to do asks nothing of the hearer
    requested = _COURTESY.sub("", text) if _QUESTION_OPENING.match(text) else text
    if _ASKING.search(requested) or ACT_QUESTION.search(text) or _TAG.search(requested) or _asks_it_done(text):
        return False
    # Asked, a thing put somewhere in the past is what happened ("both raised in Ohio?"); said, what is wanted ("what
    # I'm after is a heated cup placed inside the cabinet").
    puts = _puts_somewhere(asked) if asked.endswith("?") else moving_verbs(asked)
    if puts or commands_in([c for s in said if s != asked for c in clauses_of(s)], request):
        return False
    clause = CONDITION.sub("", asked)
    words = WORD.findall(clause)
    if (clause != asked or bool(words) and words[0] in HEDGES or not asked.endswith("?")) and opens_a_command(words):
        return False
    return asked.endswith("?") or (clause == asked and bool(_QUESTION_OPENING.match(asked)))


def _asks_it_done(text: str) -> bool:
    """Whether ``text`` asks in the passive for an act done to a thing (:data:`_PASSIVE_ASK`): its participle is an
    inflection of a verb (not "french", "be french" being no act) that mostly changes, touches, makes or moves a thing
    (:data:`DOING_SHARE`). Without the dictionary, ``False``."""
    lexicon = bundled_lexicon()
    if lexicon is None:
        return False
    for match in _PASSIVE_ASK.finditer(text):
        done = match["done"]
        if lexicon.inflects_a_verb(done) and (lexicon.doing_share(done) or 0.0) >= DOING_SHARE:
            return True
    return False


@lru_cache(maxsize=1024)
def as_question(request: str) -> str:
    """``request`` as the question it asks, for embedding: "Work out which chain is further north, Pizza Inn or
    Papa Gino's." as "Which chain is further north, Pizza Inn or Papa Gino's?", "Name the brewery that ..." as
    "What is the brewery that ...?". MiniLM puts a question put as a command far from the same question asked
    (a memory of 25 questions answered 44 of the tune split's 50 such commands, 49 asked this way), while what
    the dense similarity should read is what is asked. A sentence is read from its first clause that asks so
    (:func:`_as_asked`), what comes before that kept. Read alike where a run is recorded and where a query is
    asked, so that a memory of commands holds the questions they ask; a request for an act, or a question asked
    as one, is returned as is; said aloud, as it would be written (:func:`~gmem.tiers.speech.as_written`, which marks
    a question said in a question's order, "what year did that band break up?"). Any other question without its mark
    keeps its form: MiniLM puts "where was the first governor after the missouri compromise from" at 0.91 of the
    question with it, but the mark drew questions of other kinds ("Why is the sky blue") as near a memory of questions
    of fact. Kept for the last 1,024 requests."""
    if not asks_a_question(request):
        return request
    return " ".join(map(_as_asked, SENTENCES.split(as_written(request.strip()))))


def _as_asked(sentence: str) -> str:
    """``sentence`` as the question it asks, from the first of its clauses that opens as a question put as a
    command (:data:`_COMMAND_OPENING`), or where the speaker's want begins inside one, to its end: "Kent Baer is the
    defensive coordinator for a team; locate the stadium where ..." as "Kent Baer is the defensive coordinator for a
    team; What is the stadium where ...?", "For my essay I need the year that ..." as "For my essay What is the year
    that ...?"."""
    pieces = CLAUSE_BREAK.split(sentence)  # clause, break, clause, ...
    for start in range(0, len(pieces), 2):
        clause = "".join(pieces[start:])
        speaking = (m.start() for m in _SPEAKER.finditer(pieces[start].lower()) if m.start())
        for at in (0, *speaking):
            opening = _COMMAND_OPENING.match(clause[at:])
            if opening and (opening["label"] or opening["verb"]) and at + opening.end() < len(clause):
                asked = clause[at + opening.end() :]
                if not opening["verb"] and not _names_what_is_asked(asked):
                    continue  # "TASK: Rome Protocols were signed by three PMs." says what is known
                asked = asked if _OPENS_WITH_A_QUESTION_WORD.match(asked) else "what is " + asked
                asked = asked[0].upper() + asked[1:].rstrip(".") + ("" if asked.endswith("?") else "?")
                return "".join(pieces[:start]) + clause[:at] + asked
        unmarked = UNMARKED.match(clause)
        if unmarked and not clause.endswith("?") and _asks_on_its_own(unmarked, pieces[start - 1] if start else ""):
            return "".join(pieces[:start]) + clause[0].upper() + clause[1:].rstrip(".") + "?"
    sought = _sought_part(sentence)
    if sought is None or sentence.endswith("?"):
        return sentence
    return sentence[: len(sentence) - len(sought)] + "What is " + sought[0].lower() + sought[1:].rstrip(".") + "?"


def _names_what_is_asked(text: str) -> bool:
    """Whether ``text``, after a label, asks: it opens with a question word, or names what it seeks, no verb of its
    own before what tells it further ("the state that the candidate was a senator from"; not "Rome Protocols were
    signed by three PMs", a statement)."""
    if _OPENS_WITH_A_QUESTION_WORD.match(text):
        return True
    named = itertools.takewhile(lambda word: word not in _CLAUSE_OPENING, WORD.findall(in_lower_case(text)))
    return not any(word in AUXILIARIES or word.endswith("ed") and _stated(word) for word in named)


def _sought_part(text: str) -> str | None:
    """The part of ``text`` that names alone what it seeks (:func:`_sought_alone`): ``text`` itself, or what follows
    a colon or a dash in it, for a heading ("Genealogy lookup: birthday of the actress who ...") or an aside before
    what is asked says nothing of it; ``None`` when no part does."""
    pieces = CLAUSE_BREAK.split(text)  # clause, break, clause, ...
    after = ("".join(pieces[n + 1 :]) for n in range(1, len(pieces), 2) if pieces[n].strip() in _HEADING)
    return next((part for part in (text, *after) if _sought_alone(part.lower())), None)


def _requests(clause: str, after: str) -> list[re.Match[str]]:
    """The information requests (:data:`~gmem.tiers.seeking.INFORMATION_REQUEST`) ``clause`` makes, after the break
    ``after``: the one it opens with (a condition before it left out), unless it is a question without its mark that
    does not stand on its own (:func:`_asks_on_its_own`), and any the speaker makes inside it ("For my essay *I need the
    year that* ...", "... and *i cant think of the director who* directed it")."""
    opening = INFORMATION_REQUEST.match(_OBLIGATION.sub("", CONDITION.sub("", clause), count=1))
    found = [opening] if opening and _asks_on_its_own(opening, after) else []
    speaking = (INFORMATION_REQUEST.match(clause[m.start() :]) for m in _SPEAKER.finditer(clause) if m.start())
    return found + [m for m in speaking if m and m["wanting"]]


def _asks_on_its_own(request: re.Match[str], after: str) -> bool:
    """Whether a clause read as a question without its mark (:data:`~gmem.tiers.seeking.UNMARKED`, or a question word)
    after the break ``after`` asks one: a yes/no question as a sentence or after a heading or an aside ("Quick check for
    the deck — are Duke Energy and ... both based in Massachusetts"); one by a question word after a heading ("Booth
    note: which player was born first"), as a question is not a request for an act
    (:data:`~gmem.tiers.commanding.ACT_QUESTION`). What opens a request with a question word is read for its mark and
    its guards by :func:`asks_a_question`."""
    if request["polar"]:
        return _stands_apart(after)
    if request["apart"]:
        return bool(after) and _stands_apart(after) and not ACT_QUESTION.search(request.string)
    return True


def _stands_apart(after: str) -> bool:
    """Whether a clause after the break ``after`` ("" for a sentence's first) stands apart from what came before, as
    a question of its own does: after a colon, a dash or a semicolon; not after a comma, where an auxiliary goes on
    with the sentence ("a cup, having first been heated, is placed in the cabinet")."""
    return after.strip() in _HEADING | {"", ";"}


def _seeks_information(request: re.Match[str]) -> bool:
    """Whether an information request (:data:`~gmem.tiers.seeking.INFORMATION_REQUEST`) seeks something known: a want,
    or a verb of finding before a thing named before ("give me that man's date of birth"), seeks a question's answer
    only when what it seeks is no physical thing (:func:`_is_information`: not "find that mug"), or is told by who did
    what or where ("need the stadium where the team ... plays"); a verb that asks for information, or finding what a
    thing is of or did ("find the year in which ..."), does whatever it seeks."""
    sought = request["wanting"] or request["finding"]
    if not sought:
        return True
    relating = WORD.findall(sought)[-1]
    if relating in _PERSON_OR_PLACE or (request["finding"] and relating in _RELATING):
        return True
    return _is_information(_sought_noun(sought))


def _sought_noun(phrase: str) -> str:
    """The noun that names what ``phrase`` seeks: the last before the word relating it ("the founding *date* of"),
    or the last of all ("that director's *name*")."""
    words = [word.removesuffix("'s") for word in WORD.findall(phrase)]
    while len(words) > 1 and words[-1] in _RELATING:
        words.pop()
    return words[-1] if words else ""


def _is_information(noun: str) -> bool:
    """Whether ``noun`` names something known rather than a physical thing (under half its noun senses by
    :meth:`~gmem.tiers.lexicon.Lexicon.physical_share`): wanting "the name of" that museum asks a question,
    wanting "the bar of soap" in the cabinet asks for a chore. A word WordNet knows no noun of is taken for a
    thing."""
    share = _physical_share(noun)
    return share is not None and share < 0.5


def _physical_share(noun: str) -> float | None:
    """:meth:`~gmem.tiers.lexicon.Lexicon.physical_share` of ``noun``, ``None`` without a dictionary or a noun."""
    lexicon = bundled_lexicon()
    return lexicon.physical_share(noun) if lexicon is not None else None


def _sought_alone(text: str) -> bool:
    """Whether ``text`` (lower case) names information sought (:data:`_SOUGHT_ALONE`) and says nothing of it: a
    question without its "what is". Its words are content words, the first no command ("name the director of"),
    the last no physical thing (:func:`_is_information`: "one bar of soap, washed off" is a chore), and what it is
    of holds no verb of its own, an auxiliary or a past form: "The director of Titanic was born in Canada." and
    "Members of the band toured Europe." state something."""
    match = _SOUGHT_ALONE.match(text)
    lexicon = bundled_lexicon()
    if match is None or lexicon is None:
        return False
    named, of = match["named"].split(), WORD.findall(match["of"])
    if any(word in STOP_WORDS or word.split("'")[0] in SUBJECTS for word in named) or _commanding(named[0]):
        return False  # "I'm compiling profiles of ..." says what the speaker does
    return _is_information(named[-1]) and not any(word in AUXILIARIES or _stated(word) for word in of)


def _commanding(word: str) -> bool:
    """Whether ``word`` may open a command ("place two of the cushions ...", "list", "name": a quarter of their
    senses or more are verbs), or counts ("two of the pepper shakers"): what names information sought does
    neither ("date" 0.17, "birth" 0.07)."""
    lexicon = bundled_lexicon()
    return word in NUMBERS or lexicon is None or lexicon.bare_verb(word) and lexicon.share(word, ("verb",)) >= 0.25


def _stated(word: str) -> bool:
    """Whether ``word`` is a verb's past form ("toured", "won"), which states what a sentence says; not a plural
    ("forces"), which names things as often as it states."""
    lexicon = bundled_lexicon()
    return (
        lexicon is not None
        and not word.endswith("s")
        and not lexicon.bare_verb(word)
        and bool(lexicon.share(word, ("verb",)))
    )


def embedded_texts(instruction: str, context: str | None = None) -> tuple[str, str]:
    """The texts a task's instruction and context vectors are embedded from, as far as scoring reads them: the
    instruction as the question it asks (:func:`as_question`), with a lab note's initials of a point spelled out
    (:func:`~gmem.tiers.terms.spelled_out`: MiniLM knows "MP" as a politician), and the context, or that when there
    is none.
    One rule where a run is recorded, where its context vector is caught up and where a query is asked."""
    asked = as_question(spelled_out(limits.scored(instruction)))
    return asked, limits.scored(context) if context else asked
