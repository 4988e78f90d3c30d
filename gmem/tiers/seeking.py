"""How a request for information is worded: the verbs that ask for it ("name", "find out", "look into"), the wants
that do ("I'd like the name of ..."), what is sought ("the year in which ...", "someone who ..."), and a question
written without its mark. One vocabulary, read by :mod:`gmem.tiers.asking` to tell a question of fact, and by
:mod:`gmem.tiers.commanding` to tell that a clause which asks to find something out commands no act.
"""

from __future__ import annotations

import re

from gmem.tiers.terms import QUESTION_WORDS

#: Any question word, as a pattern.
QUESTION_WORD = f"(?:{'|'.join(sorted(QUESTION_WORDS))})"
#: Verbs of looking into something that ask a question of fact when what they look for is one ("look into where
#: ...", "report the year in which ...", "provide the name of ...", a ticket's "pull the name of ...", "nail down
#: which ..."), and an act otherwise ("look into the drawer and put the pencil on the desk"). Chores fetch with
#: "find", "get", "locate" and "retrieve" too, so these ask a question only of what is sought (:data:`SOUGHT`), and
#: never when an act follows; none of the tune and read chores reads otherwise with them.
LOOKING_INTO = (
    r"discover|establish|look\s+into|pin\s+down|nail\s+down|dig\s+up|search\s+for|report|provide|locate|trace"
    r"|track\s+down|source|pull"
    r"|get\s+(?:me|us)"
)
#: What may come before the verb of a request put as a command: manner words ("please", "ok", "hey"), then
#: asking someone to do it ("could you please", "I'd appreciate it if you could"). Read by
#: :data:`INFORMATION_REQUEST` and :func:`~gmem.tiers.asking.as_question`.
MANNER = r"^(?:(?:please|pls|kindly|just|now|so|but|and|ok|okay|hey|hi|(?:hey|ok|okay)\s+(?:google|siri|alexa))\W+)*"
#: Asking the hearer, or anyone, to do what follows: "could you please", "I'd appreciate it if you could".
ASKING_SOMEONE = (
    r"(?:(?:can|could|would|will)\s+(?:you|u|someone)"
    r"|(?:i|we)\s*(?:'d|would)\s+(?:appreciate\s+it|be\s+(?:grateful|glad|thankful))\s+if\s+you\s+(?:could|would|can))"
    r"\s+(?:please\s+)?"
)
#: Verbs that ask for information whatever they are followed by: "name the band ...", "specify that city".
TELLING = (
    r"name|identify|state|specify|pinpoint|ascertain|indicate|tell\s+(?:me|us)|determine|find\s+out|figure\s+out"
    r"|work\s+out|look\s*up|point\s+out"
)
#: Wanting something, which asks for information when what is wanted is (:data:`SOUGHT`) and is no physical thing
#: (:func:`~gmem.tiers.asking.asks_a_question`): "I'd like the name of ...", "I'm after the founding date of ...", "I
#: need that director's name", "Seeking the birthday of ..."; or a gap in what the speaker remembers ("trying to
#: remember the title of ...", "i cant think of the director who ..."); or someone else wanting it, as a request relayed
#: says ("Patron would like the name of ...", "Our book club wants the name of ..."). "I still need the ..." wants too.
WANTING = (
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
SOUGHT = (
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
#: ..."), which ask for information when what they write down is (:func:`~gmem.tiers.asking.asks_a_question`), as a want
#: does; or before a question word ("add which culture it is derived from").
NOTING = r"(?:get|add|fill\s+in|cite|record|note|bring|drop|grab|fetch|include|post|jot\s+down|write\s+down)\s+"
#: A yes/no question written without its mark, as a clause of its own ("need a yes/no — are Darren Shepherd and
#: Rémi Lange both American"): an auxiliary before what it asks of, not before the hearer or the speaker ("are you
#: able to ..." asks for an act).
_POLAR = r"(?:is|are|was|were|did|does|has|had)\s+(?!(?:you|u|ya|i|we|it|there|one|any|some)(?:one|body)?\b)(?=[\w\"'])"
#: A question written without its mark as a clause of its own: a yes/no question, or one by a question word (read
#: where it stands apart: :func:`~gmem.tiers.asking.asks_a_question`), not before a subject, where it says when or where
#: to act ("when you get a moment, ...").
_UNMARKED_QUESTION = rf"(?P<polar>{_POLAR})|(?P<apart>{QUESTION_WORD}\b(?!\s+(?:you|u|i|we|they|it)\b))"
UNMARKED = re.compile(_UNMARKED_QUESTION, re.IGNORECASE)
#: A question of fact asked as a command whose verb asks for information: "name the band that ...", "could
#: you find out the year ...", "I need to know ...", "give the year in which ...", "please provide the city
#: where ...", "I'd like the name of ...", "fact check: ...", or for an answer worked out: "solve for x ...",
#: "convert 72 degrees Fahrenheit to Celsius", "define ...".
INFORMATION_REQUEST = re.compile(
    MANNER + rf"(?:{ASKING_SOMEONE}"
    r"|(?:i|we)\s*(?:'d|would)?\s*(?:need|want|like|wanna)\s+(?:you\s+)?to\s+|remind\s+(?:me|us)\s+to\s+"
    r"|(?:does\s+)?any(?:one|body)\s+(?:(?:able|willing)\s+to\s+|can\s+|could\s+)?)?"
    rf"(?:{TELLING}|list|verify|confirm|fact[\s-]?check|recall|research|know"
    r"|(?P<working>calculate|compute|estimate|explain|describe|summari[sz]e|compare|solve|prove|convert|define"
    r"|simplify|evaluate|derive|differentiate|integrate|factori[sz]e|factor)"
    rf"|{_RECALLING}|{_UNMARKED_QUESTION}"
    rf"|(?P<finding>(?:(?:find|give|send|{LOOKING_INTO})\s+(?:me\s+|us\s+)?|gimme\s+){SOUGHT})"
    rf"|(?P<wanting>(?:{WANTING}|{NOTING}){SOUGHT}))\b(?!\s+how\s+to\b)"
)
