"""Which sentences of a longer request ask for something, and which only say why, or around it; and whether
a request asks a question of fact at all.

A request inside a message comes with sentences that ask for nothing: "The cat keeps knocking stuff off the
counter. Move the salt shaker into the cabinet, would you?", "Can you stow the pepper shaker in the drawer?
The table's getting cluttered.", an email's subject line, greeting and sign-off. Read at full weight, their
words decided the match: "cluttered" and "tidying the kitchen" drew plain moves to the washing runs.
:func:`asking_part` keeps the sentences that ask, and the query tier reads the others at :data:`BACKGROUND`
of their weight (:meth:`gmem.tiers.reading.WordReader.weigh`): lighter, not gone, for such a sentence may still
name the thing ("every mug in the house has a coffee ring").

A request asks either for an act ("put a cold tomato in the microwave", "could you warm up a mug?") or a
question of fact ("Which magazine was started first?", "find out who directed Big Stone Gap").
:func:`asks_a_question` tells which, and :func:`commands_an_act` whether it commands an act at all (a request
may do neither, and only say what it wants: "Birthday needed: the actress who ..."); the relevance calibration
(:mod:`gmem.tiers.relevance`) reads whether a query asks for an act where the tasks around it asked questions,
for a chore put to a memory of questions shares their function words and little else, and politeness ("I need a
cold tomato placed in the microwave") made it look like one.

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
from gmem.text import names
from gmem.tiers.lexicon import bundled as bundled_lexicon
from gmem.tiers.speech import SENTENCES, as_written, in_lower_case
from gmem.tiers.terms import (
    AUXILIARIES,
    NUMBERS,
    QUESTION_WORDS,
    REQUEST_WORDS,
    STOP_WORDS,
    placing,
    placing_verb,
    terms,
)

#: Share of its weight a word said only in sentences that ask for nothing keeps. Chosen on the tune and read
#: wordings of ``experiments/rephrasings.py``: over their 52 streams, with a dash ending a sentence too, 0.3 / 0.5
#: put +15 -7 / +14 -3 queries right and wrong; the rules below at 0.5, +10 -2 (``experiments/HISTORY.md``).
BACKGROUND = 0.5
#: Least share of a word's WordNet senses, by SemCor use, that are verbs for a sentence it opens to be read
#: as a command ("heat" 0.27, "microwave" 0.2, "find" 1.0; "team", "best", "company" 0.01-0.02: "Hi team,",
#: "Best, Leo", "Company's coming over").
VERB_SHARE = 0.15

#: Words that ask, or say what is to be: "please", "can you", "I'd like", "should", "needs to", "has to".
_ASKING = re.compile(
    r"\b(?:please|pls|plz|kindly|(?:can|could|would|will)\s+(?:you|u|someone|anyone|somebody)"
    r"|(?:i|we)\s+(?:need|want|would\s+like|'?d\s+like)|should|must|needs?|wants?|has\s+to|have\s+to|ought"
    r"|supposed\s+to)\b"
)
#: What the speaker means to do, asked of no one ("I want to look it up and impress her next time", "I don't want
#: to assume from the titles alone", "... what it's supposed to show"): besides a question, a sentence that says so
#: and puts nothing anywhere (:func:`~gmem.tiers.terms.placing_verb`) asks for no act.
_INTENDING = re.compile(
    r"\b(?:(?:i|we)\s+(?:(?:do\s+not|don't|dont|really|just|still)\s+)?(?:want|need|hope|plan|mean|'d\s+rather"
    r"|would\s+rather)\s+to\s+(?!(?:know|learn|have|get)\b)|supposed\s+to)\b"
)
#: Words before a command that do not change it: manner ("please", "hey") and order ("then", "first").
_BEFORE_A_COMMAND = REQUEST_WORDS | {"then", "first", "next", "now", "and", "also", "finally", "so", "after", "just"}
_WORD = re.compile(r"[a-z']+")
#: An email's header line ("Subject: tidying the kitchen"): it names what the message is about, and the body asks.
_HEADER = re.compile(r"^\s*(?:subject|re|fwd?|title)\s*:", re.IGNORECASE)

_QUESTION_WORD = f"(?:{'|'.join(sorted(QUESTION_WORDS))})"
#: How a question of fact opens when it is written without its mark ("when was the footballer born", "roughly
#: how many ...").
_QUESTION_OPENING = re.compile(
    r"^(?:(?:roughly|approximately|about|around|exactly)\s+)?"
    rf"(?:(?:in|on|at|of|for|from|by|to|during|since|after|before)\s+(?:what|which|whose|how)|{_QUESTION_WORD})\b"
)
#: Verbs of looking into something that ask a question of fact when what they look for is one ("look into where
#: ...", "report the year in which ...", "provide the name of ...", a ticket's "pull the name of ...", "nail down
#: which ..."), and an act otherwise ("look into the drawer
#: and put the pencil on the desk"). Chores fetch with "find", "get", "locate" and "retrieve" too, so these ask a
#: question only of what is sought (:data:`_SOUGHT`), and never when an act follows; none of the tune and read
#: chores reads otherwise with them.
_LOOKING_INTO = (
    r"discover|establish|look\s+into|pin\s+down|nail\s+down|dig\s+up|search\s+for|report|provide|locate|trace"
    r"|track\s+down|source|pull"
    r"|get\s+(?:me|us)"
)
#: A question of fact asked as a command: "find out which ...", "let me know whether ..." (not "tell me how to",
#: "let me know when it is done"), "share which ...", "I'm curious which ..." (not "I wonder whether you could
#: ..."), "I'd be grateful to learn the ...", "I need what ...", "what I'm missing is where ...", "do you know which
#: ...", someone's question relayed ("she asked me what ...", not "asked if the robot could ..."), what is yet to be
#: found ("... must be determined", "it remains to be established where ..."); or asked without its mark, by the
#: question word of a phrase ("holds a degree in what field", "... as part of what") or last in a keyword query
#: ("... first world cup what year"), or after the choice it is asked among ("between Jonny Craig and Pete Doherty,
#: which one ..."). A verb of :data:`_LOOKING_INTO` counts where a command may open or what someone must do begins,
#: not inside a statement ("... which would explain why").
_EMBEDDED_QUESTION = re.compile(
    r"\b(?:(?:find\s+out|tell\s+(?:me|us)|look\s+up|figure\s+out|work\s+out|check|determine|identify|find|say"
    r"|describe)\s+"
    rf"(?:for\s+(?:me|us)\s+)?(?:{_QUESTION_WORD}|whether|if)\b(?!\s+to\b)"
    r"|(?:^|[,:;.!?-]\s*|\b(?:please|pls|kindly|and|to|you|u|must|should|will|shall)\s+)"
    rf"(?:{_LOOKING_INTO}|share|explain|confirm|verify|investigate|add|cite|record|note|fill\s+in|recall|remember)\s+"
    rf"(?:{_QUESTION_WORD}|whether|if)\b(?!\s+to\b)"
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
    rf"(?:{_QUESTION_WORD}|whether|if)\b"
    r"|\b(?:must|needs?\s+to|ha(?:s|ve)\s+to|(?:is|are)\s+(?:yet\s+)?to|remains?\s+to)\s+be\s+"
    r"(?:determined|established|identified|confirmed|verified|ascertained|named)\b"
    r"|\bconfirmation\s+(?:is\s+)?(?:needed|required|sought)\b)"
)
#: What may come before the verb of a request put as a command: manner words ("please", "ok", "hey"), then
#: asking someone to do it ("could you please", "I'd appreciate it if you could"). Read by
#: :data:`_INFORMATION_REQUEST` and :data:`_COMMAND_OPENING`.
_MANNER = r"^(?:(?:please|pls|kindly|just|now|so|but|and|ok|okay|hey|hi|(?:hey|ok|okay)\s+(?:google|siri|alexa))\W+)*"
_ASKING_SOMEONE = (
    r"(?:(?:can|could|would|will)\s+(?:you|u|someone)"
    r"|(?:i|we)\s*(?:'d|would)\s+(?:appreciate\s+it|be\s+(?:grateful|glad|thankful))\s+if\s+you\s+(?:could|would|can))"
    r"\s+(?:please\s+)?"
)
#: Verbs that ask for information whatever they are followed by: "name the band ...", "specify that city".
_TELLING = (
    r"name|identify|state|specify|pinpoint|ascertain|indicate|tell\s+(?:me|us)|determine|find\s+out|figure\s+out"
    r"|work\s+out|look\s*up|point\s+out"
)
#: Wanting something, which asks for information when what is wanted is (:data:`_SOUGHT`) and is no physical thing
#: (:func:`_seeks_information`): "I'd like the name of ...", "I'm after the founding date of ...", "I need that
#: director's name", "Seeking the birthday of ..."; or a gap in what the speaker remembers ("trying to remember the
#: title of ...", "i cant think of the director who ..."); or someone else wanting it, as a request relayed says
#: ("Patron would like the name of ...", "Our book club wants the name of ..."). "I still need the ..." wants too.
_WANTING = (
    r"(?:(?:(?:i|we)\s*(?:'d|would|'m|am|'ve\s+been|have\s+been)?\s*(?:(?:still|also|just|really|only)\s+)?)?"
    r"(?:like|need(?:ing)?|want|looking\s+for|seek(?:ing)?|appreciate|(?:trying|want)\s+to\s+(?:remember|recall|find"
    r"|pin\s+down|figure\s+out|track\s+down|dig\s+up)|(?:can'?t|cannot|can\s+not)\s+(?:think\s+of|remember|recall))"
    r"|(?:i'?m|i\s+am|we'?re|we\s+are)\s+after"
    r"|(?:(?:the|my|our|a|this)\s+)?[a-z]+(?:\s+[a-z]+)?\s+"
    r"(?:is\s+(?:looking\s+for|after|seeking)|would\s+like|wants|needs))"
    r"\s+"
)
#: What a verb of finding or wanting asks for when it asks for information: a thing told by what it is of or
#: what it did ("the year in which ...", "the birth date of ...", "the team that ..."), in up to four words, six
#: before who or where ("the modern art museum in Amsterdam where ..."); a person told by what they did ("a
#: British physicist who ...", "someone who ..."); one told by whose it is ("the opponent's name") or by what a pronoun
#: did ("the state he represented"); a time or a place told by what happened then or there ("the year the unit was
#: founded"); or one the request named before, in up to four words, at the end or before what it is for ("...
#: another city. Specify that city.", "give me that man's date of birth", "I need its name for the page").
_SOUGHT = (
    r"(?:(?:the|which|what)\s+(?:[\w'-]+\s+){0,6}?(?:who|whom|whose|where|when)\b"
    r"|(?:the|which|what)\s+(?:[\w'-]+\s+){0,4}?(?:of|that|which|in\s+which)\b"
    r"|(?:an?\s+(?:[\w'-]+\s+){0,4}?|(?:some|any)(?:one|body)\s+)(?:who|whom|whose)\b"
    r"|(?:the|that|its|their|his|her)\s+(?:[\w-]+\s+){0,2}?[\w-]+'s\s+[\w-]+\b"
    r"|(?:the|which|what)\s+(?:(?!(?:and|or|but|then)\b)[\w'-]+\s+){0,3}?(?!(?:and|or|but|then)\b)[\w'-]+"
    r"(?=\s+(?:it|he|she|they|we|i|you)\s+[a-z])"
    r"|(?:that|its|their|his|her)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?(?=\s*[.!]?$|\s+(?:for|so|before|by|please)\b)"
    r"|the\s+(?:year|date|day|time|place|city|country|state|season|name)"
    r"(?=\s+(?:the|a|an|this|that|his|her|its|their)\s))"
)
#: Asking to recall or find what was just said ("... the famous director behind it. Dig that up for me.").
_RECALLING = (
    r"(?:dig|look|track|pin)\s+(?:that|it|this|them)\s+(?:up|down)"
    r"|help\s+(?:me|us)\s+(?:find|identify|remember|recall|figure\s+out)\s+(?:it|that|this|them|out)"
)
#: Verbs of writing down ("fill in the year that ...", "add the field of that degree", "cite the museum where
#: ..."), which ask for information when what they write down is (:func:`_seeks_information`), as a want does; or
#: before a question word ("add which culture it is derived from").
_NOTING = r"(?:get|add|fill\s+in|cite|record|note|bring|drop|grab|fetch|include|post|jot\s+down|write\s+down)\s+"
#: A yes/no question written without its mark, as a clause of its own ("need a yes/no — are Darren Shepherd and
#: Rémi Lange both American"): an auxiliary before what it asks of, not before the hearer or the speaker ("are you
#: able to ..." asks for an act).
_POLAR = r"(?:is|are|was|were|did|does|has|had)\s+(?!(?:you|u|ya|i|we|it|there|one|any|some)(?:one|body)?\b)(?=[\w\"'])"
#: A question written without its mark as a clause of its own: a yes/no question, or one by a question word (read
#: where it stands apart: :func:`_asks_on_its_own`), not before a subject, where it says when or where to act ("when
#: you get a moment, ...").
_UNMARKED_QUESTION = rf"(?P<polar>{_POLAR})|(?P<apart>{_QUESTION_WORD}\b(?!\s+(?:you|u|i|we|they|it)\b))"
_UNMARKED = re.compile(_UNMARKED_QUESTION, re.IGNORECASE)
#: A question of fact asked as a command whose verb asks for information: "name the band that ...", "could
#: you find out the year ...", "I need to know ...", "give the year in which ...", "please provide the city
#: where ...", "I'd like the name of ...", "fact check: ...", or for an answer worked out: "solve for x ...",
#: "convert 72 degrees Fahrenheit to Celsius", "define ...".
_INFORMATION_REQUEST = re.compile(
    _MANNER + rf"(?:{_ASKING_SOMEONE}"
    r"|(?:i|we)\s*(?:'d|would)?\s*(?:need|want|like|wanna)\s+(?:you\s+)?to\s+|remind\s+(?:me|us)\s+to\s+"
    r"|(?:does\s+)?any(?:one|body)\s+(?:(?:able|willing)\s+to\s+|can\s+|could\s+)?)?"
    rf"(?:{_TELLING}|list|verify|confirm|fact[\s-]?check|recall|research|know"
    r"|(?P<working>calculate|compute|estimate|explain|describe|summari[sz]e|compare|solve|prove|convert|define"
    r"|simplify|evaluate|derive|differentiate|integrate|factori[sz]e|factor)"
    rf"|{_RECALLING}|{_UNMARKED_QUESTION}"
    rf"|(?P<finding>(?:(?:find|give|send|{_LOOKING_INTO})\s+(?:me\s+|us\s+)?|gimme\s+){_SOUGHT})"
    rf"|(?P<wanting>(?:{_WANTING}|{_NOTING}){_SOUGHT}))\b(?!\s+how\s+to\b)"
)
#: How a question put as a command opens, before the question it asks: manner, a label ("Research task:",
#: "Lookup:", "Query -"), a verb that asks for information ("name", "work out", "tell me", "look into"), wanting
#: to know or what is sought ("I need to know", "I'd like the name of"), or curiosity ("I'm curious", "I wonder").
#: :func:`as_question` drops it. Not "find" before "out" alone: "... which city? Find out." asks nothing more
#: than its question.
_COMMAND_OPENING = re.compile(
    _MANNER + r"(?P<label>(?:(?:research\s+)?(?:task|request)|research|look\s*up|query)\s*(?::|\s-)\s*)?"
    rf"(?:{_ASKING_SOMEONE})?"
    rf"(?P<verb>{_WANTING}(?:to\s+know\s+|(?={_SOUGHT}))|{_NOTING}(?={_SOUGHT}|{_QUESTION_WORD}\b)"
    rf"|(?:{_TELLING}|(?:find(?!\s+out\b)|give|send)(?:\s+(?:me|us))?|share|{_LOOKING_INTO}"
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
#: Where a sentence's clauses part, each of which may ask on its own: "Kent Baer is the defensive coordinator for a
#: team; locate the stadium where ...", "..., and I need that director's name."
_CLAUSE_BREAK = re.compile(r"([:;]\s+|,\s+(?:(?:and|so)\s+)?|\s+[-\u2013\u2014]\s+)")
#: The breaks after a heading or an aside, which :func:`_sought_part` reads past.
_HEADING = frozenset({":", "-", "\u2013", "\u2014"})
_OPENS_WITH_A_QUESTION_WORD = re.compile(rf"(?:{_QUESTION_WORD}|whether|if)\b", re.IGNORECASE)
#: An act asked for in a question's form: the speaker or the hearer as the one to act ("should I", "is anyone
#: able to"), how one would do it, who will ("who can put a vase in the safe?"), "mind doing", a suggestion ("how
#: about heating the mug ...?", "why not put ...?", "how hard would it be to chill ...?").
_ACT_QUESTION = re.compile(
    r"\b(?:(?:do|does|can|could|should|would|will|might|may|shall)\s+"
    r"(?:i|we|you|u|ya|one|someone|somebody|anyone|anybody)"
    r"|how\s+to|(?:possible|able|available|way|steps?)\s+(?:for\s+\w+\s+)?to"
    r"|(?:how|what)\s+about\s+\w+ing|why\s+not|(?:hard|difficult|easy|tough)\s+(?:would|will|is)\s+it\s+(?:be\s+)?to"
    rf"|{_QUESTION_WORD}(?:'s|\s+is)?\s+(?:can|could|will|would|going\s+to|able\s+to)"
    r"|mind\s+\w+ing)\b"
)
#: A tag that makes a command a question: "..., would ya?", "..., okay?".
_TAG = re.compile(r",\s*(?:(?:would|will|can|could)\s+(?:you|ya|u)|ok(?:ay)?|yeah|right|alright|please)\s*\?$")
#: A clause before the main one that says when or whether: "when you're free, ...", "if you spot it, ...".
_CONDITION = re.compile(r"^(?:when|whenever|if|once|assuming|after|before|while|as\s+soon\s+as)\b[^,]*,\s*")
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
#: Where a clause that may command an act begins within a sentence: "and", "then", "but", a dash.
_JOINED = re.compile(r",?\s+(?:and|then|but)\s+|\s+-\s+|;\s*")
#: Verbs of writing down or making clear what was asked ("..., and record when he was born.").
_NOTING_DOWN = frozenset({"record", "note", "cite", "clarify"})
#: Verbs of finding out or telling, whose command asks no act of its own ("... which city? Find out.").
_FINDING_OUT = (
    frozenset({"find", "check", "tell", "let", "see", "search", "confirm", "verify", "ask", "answer", "source"})
    | frozenset({"pin", "nail", "track", "dig"})  # down, up: what was asked
    | _NOTING_DOWN
)
_HEDGES = frozenset({"maybe", "perhaps"})
#: Asking the hearer to do what follows: "could you please ...".
_ASKED_TO = re.compile(_MANNER + _ASKING_SOMEONE)
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
#: Verbs too common for their WordNet share to tell: a command when no subject follows ("have a look").
_LIGHT_VERBS = frozenset({"have", "get", "let", "make", "take", "give", "keep", "do", "go", "be"})
_SUBJECTS = frozenset({"you", "u", "ya", "i", "we", "they", "he", "she", "it", "there", "someone", "anyone"})


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
    if sentence.rstrip().endswith("?") or _ASKING.search(lowered) or placing(sentence):
        return True
    return _opens_with_a_verb([word for word in _WORD.findall(lowered) if word not in _BEFORE_A_COMMAND])


def _opens_with_a_verb(words: list[str]) -> bool:
    if not words or words[0] in STOP_WORDS or words[0].endswith("'s"):
        return False
    lexicon = bundled_lexicon()
    return lexicon is not None and lexicon.share(words[0], ("verb",)) >= VERB_SHARE


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
    (:func:`_commands_an_act`: "Where's the pepper shaker? Put it in the drawer.", "find out where the mug is and put it
    in the coffee machine"), unless it asks to work an answer out. A label before it ("Quick question:") says nothing,
    and courtesy ("please") asks for nothing in a request that opens with a question word ("Where was she born,
    please?"). Kept for the last 4,096 requests: it is read of every task near a query, each time it is asked."""
    lines = (" ".join(line.split()) for line in in_lower_case(request).splitlines())
    text = _LABEL.sub("", "\n".join(line for line in lines if line))  # a line is a sentence (a header, then the ask)
    text = _WANT_LABEL.sub("i need ", as_written(text))
    sentences = SENTENCES.split(text)
    embedded = _EMBEDDED_QUESTION.search(text)
    pieces = [_CLAUSE_BREAK.split(s) for s in sentences]  # clause, break, clause, ...
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
        return not _commands_an_act(_clauses_after(text, start, joined), request)
    if (_sought_part(text) is not None or _KEYWORDS_SOUGHT.match(text)) and not _ASKING.search(text):
        return True
    asked = next((s for s in reversed(sentences) if s.endswith("?")), text)
    said = [s for s in sentences if s == asked or not _INTENDING.search(s) or any(map(placing_verb, placing(s)))]
    text = " ".join(said)  # what the speaker means to do asks nothing of the hearer
    requested = _COURTESY.sub("", text) if _QUESTION_OPENING.match(text) else text
    if _ASKING.search(requested) or _ACT_QUESTION.search(text) or _TAG.search(requested):
        return False
    if placing(asked) or _commands_an_act([c for s in said if s != asked for c in _clauses(s)], request):
        return False
    clause = _CONDITION.sub("", asked)
    words = _WORD.findall(clause)
    if (clause != asked or bool(words) and words[0] in _HEDGES or not asked.endswith("?")) and _commands(words):
        return False
    return asked.endswith("?") or (clause == asked and bool(_QUESTION_OPENING.match(asked)))


@lru_cache(maxsize=4096)
def commands_an_act(request: str) -> bool:
    """Whether ``request`` commands an act: it moves a thing to a place (:func:`~gmem.tiers.terms.placing`; a
    tracker's "potato chilled, then into the microwave", "soap bottle on the toilet": :func:`_places_a_thing`), asks
    for an act in a question's form (:data:`_ACT_QUESTION`), wants a thing acted on ("I'd like the CD looked at
    ..."), or a clause of it, or what it says someone is to do ("The agent is to inspect the CD ..."), opens with a
    verb as a command says it, acting on something (:func:`_commands_an_act`), or with looking something over
    ("check out the CD", "check the book under the desk lamp"). A request that does none of these, nor asks a
    question, may only say what it wants ("Birthday needed: the actress who ...", "the year that team made its first
    World Cup is what I'm chasing")."""
    lowered = as_written(in_lower_case(request))
    if _ACT_QUESTION.search(lowered) or _WANTED_DONE.search(lowered) or placing(request):
        return True
    if _places_a_thing(lowered, names(request)):  # read after the rest: its names cost most
        return True
    pieces = (piece for s in SENTENCES.split(lowered) for c in _clauses(s) for piece in _CLAUSE_BREAK.split(c)[::2])
    clauses = [_ASKED_TO.sub("", piece.strip()) for piece in pieces]
    clauses += [lowered[obliged.end() :] for obliged in _OBLIGED.finditer(lowered)]
    return any(map(_looks_over, clauses)) or _commands_an_act(clauses, request)


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
    share = _physical_share(noun)
    return share is not None and share >= 0.25


def _looks_over(clause: str) -> bool:
    """Whether ``clause`` opens with looking a thing over (:data:`_LOOKING_OVER`), which :func:`_commands_an_act`
    reads as finding something out."""
    words = [word for word in _WORD.findall(clause) if word not in _BEFORE_A_COMMAND]
    return len(words) > 2 and tuple(words[:2]) in _LOOKING_OVER


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
    pieces = _CLAUSE_BREAK.split(sentence)  # clause, break, clause, ...
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
        unmarked = _UNMARKED.match(clause)
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
    named = itertools.takewhile(lambda word: word not in _CLAUSE_OPENING, _WORD.findall(in_lower_case(text)))
    return not any(word in AUXILIARIES or word.endswith("ed") and _stated(word) for word in named)


def _sought_part(text: str) -> str | None:
    """The part of ``text`` that names alone what it seeks (:func:`_sought_alone`): ``text`` itself, or what follows
    a colon or a dash in it, for a heading ("Genealogy lookup: birthday of the actress who ...") or an aside before
    what is asked says nothing of it; ``None`` when no part does."""
    pieces = _CLAUSE_BREAK.split(text)  # clause, break, clause, ...
    after = ("".join(pieces[n + 1 :]) for n in range(1, len(pieces), 2) if pieces[n].strip() in _HEADING)
    return next((part for part in (text, *after) if _sought_alone(part.lower())), None)


def _requests(clause: str, after: str) -> list[re.Match[str]]:
    """The information requests (:data:`_INFORMATION_REQUEST`) ``clause`` makes, after the break ``after``: the one
    it opens with (a condition before it left out), unless it is a question without its mark that does not stand on
    its own (:func:`_asks_on_its_own`), and any the speaker makes inside it ("For my essay *I need the year that*
    ...", "... and *i cant think of the director who* directed it")."""
    opening = _INFORMATION_REQUEST.match(_OBLIGATION.sub("", _CONDITION.sub("", clause), count=1))
    found = [opening] if opening and _asks_on_its_own(opening, after) else []
    speaking = (_INFORMATION_REQUEST.match(clause[m.start() :]) for m in _SPEAKER.finditer(clause) if m.start())
    return found + [m for m in speaking if m and m["wanting"]]


def _asks_on_its_own(request: re.Match[str], after: str) -> bool:
    """Whether a clause read as a question without its mark (:data:`_POLAR`, or a question word) after the break
    ``after`` asks one: a yes/no question as a sentence or after a heading or an aside ("Quick check for the deck —
    are Duke Energy and ... both based in Massachusetts"); one by a question word after a heading ("Booth note:
    which player was born first"), as a question is not a request for an act (:data:`_ACT_QUESTION`). What opens a
    request with a question word is read for its mark and its guards by :func:`asks_a_question`."""
    if request["polar"]:
        return _stands_apart(after)
    if request["apart"]:
        return bool(after) and _stands_apart(after) and not _ACT_QUESTION.search(request.string)
    return True


def _stands_apart(after: str) -> bool:
    """Whether a clause after the break ``after`` ("" for a sentence's first) stands apart from what came before, as
    a question of its own does: after a colon, a dash or a semicolon; not after a comma, where an auxiliary goes on
    with the sentence ("a cup, having first been heated, is placed in the cabinet")."""
    return after.strip() in _HEADING | {"", ";"}


def _seeks_information(request: re.Match[str]) -> bool:
    """Whether an information request (:data:`_INFORMATION_REQUEST`) seeks something known: a want, or a verb of
    finding before a thing named before ("give me that man's date of birth"), seeks a question's answer only when
    what it seeks is no physical thing (:func:`_is_information`: not "find that mug"), or is told by who did what or
    where ("need the stadium where the team ... plays"); a verb that asks for information, or finding what a thing is
    of or did ("find the year in which ..."), does whatever it seeks."""
    sought = request["wanting"] or request["finding"]
    if not sought:
        return True
    relating = _WORD.findall(sought)[-1]
    if relating in _PERSON_OR_PLACE or (request["finding"] and relating in _RELATING):
        return True
    return _is_information(_sought_noun(sought))


def _sought_noun(phrase: str) -> str:
    """The noun that names what ``phrase`` seeks: the last before the word relating it ("the founding *date* of"),
    or the last of all ("that director's *name*")."""
    words = [word.removesuffix("'s") for word in _WORD.findall(phrase)]
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
    named, of = match["named"].split(), _WORD.findall(match["of"])
    if any(word in STOP_WORDS or word.split("'")[0] in _SUBJECTS for word in named) or _commanding(named[0]):
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
    instruction as the question it asks (:func:`as_question`), and the context, or that when there is none.
    One rule where a run is recorded, where its context vector is caught up and where a query is asked."""
    asked = as_question(limits.scored(instruction))
    return asked, limits.scored(context) if context else asked


def _clauses(sentence: str) -> list[str]:
    """The clauses of ``sentence`` that may each command an act, a condition before them left out ("if not,")."""
    return _JOINED.split(_CONDITION.sub("", sentence))


def _clauses_after(text: str, start: int, joined: bool) -> list[str]:
    """The clauses of ``text`` after ``start`` that may command an act besides what it asks there: every clause
    of the later sentences, and with ``joined`` those joined to it in its own sentence ("find out where the mug
    is *and put it in the coffee machine*"). A statement to check is one sentence whose words may open a clause
    as verbs do ("... by lead vocalist Chris Martin and lead guitarist Jonny Buckland"), so it is not split."""
    first, *later = SENTENCES.split(text[start:])
    return (_JOINED.split(first)[1:] if joined else []) + [c for s in later for c in _clauses(s)]


def _commands_an_act(clauses: list[str], request: str) -> bool:
    """Whether one of ``clauses`` commands an act: it opens, after manner and order words, with a verb as a
    command says it (:meth:`~gmem.tiers.lexicon.Lexicon.bare_verb`) that does not ask to find something out
    (:data:`_FINDING_OUT`, :data:`_INFORMATION_REQUEST`) and is no name in ``request`` ("... and Mark Twain").
    A question a request asks on the way ("Where's the pepper shaker? Put it in the drawer.", "Is the mug
    clean? If not, wash it ...") asks for the act."""
    lexicon = bundled_lexicon()
    if lexicon is None or not clauses:
        return False
    named = names(request)  # read only for a request with a clause to read (most have none)
    for clause in clauses:
        words = [w for w in _WORD.findall(clause) if w not in _BEFORE_A_COMMAND and w not in _HEDGES]
        if not words or words[0] in _FINDING_OUT or words[0] in named or _INFORMATION_REQUEST.match(clause):
            continue
        if words[0] == "look" and words[1:2] and words[1] in ("up", "into", "for", "it"):  # not "look at"
            continue
        if words[0] == "help" and "out" in words[1:3]:  # "help me out here", not "help me put it away"
            continue
        if len(words) > 1 and lexicon.bare_verb(words[0]) and _commands(words):  # a verb and what it acts on
            return True
    return False


def _commands(words: list[str]) -> bool:
    words = [word for word in words if word not in _BEFORE_A_COMMAND and word not in _HEDGES]
    if words and words[0] in _LIGHT_VERBS:
        return len(words) > 1 and words[1] not in _SUBJECTS
    return _opens_with_a_verb(words)
