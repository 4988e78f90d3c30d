"""The words the query tier counts in an instruction, for a recorded task and a new query alike.

A memory learns its word weights from one team's wording; a new query comes in another. What every
English reader knows, and MiniLM does not reliably bring together, is settled here before any weight is
read, with general English only (nothing here was fitted to one memory's tasks):

* **function words** (:data:`STOP_WORDS`, the usual stop-word list of NLP toolkits, the words of a
  request's manner in any inflected form: "please", "hey", "thanks", "quick", "when you get a chance", "she
  wants", and the particles of phrasal verbs: "put it away") are kept as words but never carry a task's
  kind (the query tier gives them the floor weight and never maps them);
* **counts** are written one way: a digit before a word ("2 mugs"), a multiplication ("2x keychain") and
  the number words English uses for a count ("a couple of", "a pair of", "both", "a dozen") become the
  number's word ("two"), so "put two mugs" and "drop a couple of mugs" share the word that tells a
  two-object task; so do "a mug and another", "and one more" and "plus a second one", one thing and one
  more; so does a digit given as a count's field (:data:`COUNT_FIELDS`: a developer's ``store(obj="keychain", n=2,
  into="safe")``, ``"qty": 2``). A digit followed by a function word or nothing ("mug 1 in fridge 2") names an
  instance and is dropped, as :func:`gmem.text.words` drops it, and so is the number of a step in a list ("1) take a
  potato 2) heat it", "step two: put it in the bin"), which counts no thing, and a number that measures, with its unit
  ("for 2 minutes", "a 2 pound bag", "$49.99": :data:`MEASURES`); a word that orders the steps
  where a clause opens ("first ..., next ..., and finally ...") reads as "then"; a transcript's "to" or "too"
  after putting and before a plural is the "two" it heard ("put too pillows on the sofa");
* **what a request rules out** ("Don't chill the egg - heat it up", "put it in a drawer, not in the
  cabinet", "it shouldn't stay on the counter") is not the task, and its words are dropped, on both sides; not
  what is ruled out only until something is done ("don't put it away until it's been heated"), nor a state the
  thing is not to be in ("it shouldn't be dirty"), which :func:`absent` reads; nor is what it says may be done
  ("combining them with other compounds is also allowed": :data:`_PERMITTING`);
* **arrows** are a note's "put ... to" ("pepper shaker -> drawer" asks what "put the pepper shaker to the
  drawer" asks): what follows one is where the thing goes; so is a note's line without a verb ("Rota - Thu:
  pepper shaker to the drawer");
* **inflections** (:func:`inflections`): the stems a word may be an inflected form of, for the query tier to
  try when the word itself was never learned ("pillows" for "pillow", "cleaned" for "clean");
* **direction** (:func:`direction`): which way a request moves a measure ("up to temperature", "down to a low
  temperature"), for the query tier to read the measure as the quality at that end;
* **absence** (:func:`absent`): the words a request names as missing or taken away ("without a speck of
  dirt", "free of stains", "getting the grime off it") or as a state the thing is not to be in ("isn't cold"),
  which say the opposite of what they name;
* **caused motion** (:func:`placing`): the verbs that move a thing to a place ("stash it in the cabinet"),
  which say what "put" says; a recorded run's verb that does so after another act ("wash the bowl and
  *lay* it in the cabinet") is learned as "put" (:func:`recorded_terms`), the one place the two sides differ.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from itertools import dropwhile, pairwise, takewhile

from gmem.text import folded

_TOKEN = re.compile(r"[a-z0-9]+")
#: A word, or as one a number with a decimal point or a thousands separator ("3.5 cups", "1,000 rows") or a price ("a
#: $2 mug", "\u20ac49.99"): a measure, never a count of things; its parts were read as digits ("3.5 cups": "five").
_TERM = re.compile(r"[$\u20ac\u00a3\u00a5\u20b9]\s?\d+(?:[.,]\d+)*|\d+(?:[.,]\d+)+|[a-z0-9]+")
_DIGITS = re.compile(r"^\d+$")
#: A count written as a multiplication ("2x keychain", "pepper shakers (x2)").
_TIMES = re.compile(r"^(?:(\d+)x|x(\d+))$")

#: Words of a request's manner, not its content: politeness, greetings, urgency, wanting, asking who can,
#: the fillers of speech ("hey, could you please ... when you get a chance? thanks!", "is someone able to
#: ...?", "um so uh heat a cup yeah", as a voice assistant transcribes it). General English,
#: read as function words: in a memory whose runs were asked in users' own words, one run's "please" or
#: "quick" otherwise weighs what its verb weighs, and draws every later polite request to that run. An
#: inflected form reads as its stem ("wants", "needed", "appreciates": :func:`terms`).
REQUEST_WORDS = frozenset(
    """please pls plz kindly thanks thank thx cheers ta hey hi hello ok okay sure mind want wanna need like
    appreciate favour favor quick quickly asap soon whenever moment minute sec chance also maybe someone
    somebody anyone anybody able possible task
    um umm uh uhh uhm erm hmm yeah yep yup lol lmao yo""".split()  # noqa: SIM905 (as STOP_WORDS)
)

#: Chat shorthand and the words it stands for, read before anything else ("cool a pan n leave it on the
#: counter thx", "put em in the cabinet", "heat it w the microwave", "dont chill it"): in a memory of runs
#: asked in chat, "n" was learned as a word of its own and drew later chat requests to the runs that said it,
#: whatever they asked for, and a clause it joins is read apart only as "and". So too a clipped word the dictionary
#: knows only as another: a note's "temp" is a temperature ("banana temp (kitchen): >50C orange box"), where WordNet's
#: is a temporary worker.
SHORTHAND = {
    "n": "and",
    "u": "you",
    "ya": "you",
    "ur": "your",
    "r": "are",
    "cn": "can",
    "w": "with",
    "em": "them",
    "k": "ok",
    "ty": "thank you",
    "b4": "before",
    "thru": "through",
    "cuz": "because",
    "dont": "don't",
    "doesnt": "doesn't",
    "didnt": "didn't",
    "shouldnt": "shouldn't",
    "temp": "temperature",
}
#: A shorthand word standing alone: not part of an abbreviation or a name ("U.S.", "R&B", "rock 'n' roll",
#: "W. Bush", "EM.TV", a call's "n=2").
_SHORTHAND_WORD = re.compile("(?<![\\w.&'\u2019/-])(" + "|".join(SHORTHAND) + ")(?![\\w.&'\u2019=-])")

#: A temperature's unit after its number, a degree sign or "degrees" (">200C", "50.0 °C", "over 200 degrees C",
#: "350F"), read as the words it stands for. Read as written, ">200C" was one word no run says, "°C" a lone "c", and a
#: note that sorts by temperature had only its colours and its room to go by: "unknown substance B temp check,
#: workshop — >100C red, <100C blue" went to the conductivity task whose boxes are red and blue, in the workshop.
TEMPERATURE_UNITS = {"c": "celsius", "f": "fahrenheit"}
_TEMPERATURE_UNIT = re.compile(r"(?:(?<=\d)|\s?[\u00b0\u00ba]\s?|\bdeg(?:rees?|s)?\.?\s+)([cf])\b")
#: The points a lab note names by their initials, spelled out where the note speaks of a temperature
#: (:func:`spelled_out`). Elsewhere the initials are as often someone's ("which MP represented Bristol").
POINT_INITIALS = {"m": "melting point", "b": "boiling point", "f": "freezing point"}
#: The initials as typed or as chemistry writes them ("MP", "mp", "m.p.", "b.p.").
_POINT_INITIALS = re.compile(r"\b([mbf])(?:p\b|\.p\.)", re.IGNORECASE)
#: A temperature spoken of: its unit after a number (">200C", "50 °F"), a degree sign, or a word of one.
_OF_TEMPERATURE = re.compile(
    r"\d\s?[\u00b0\u00ba]?\s?[cf]\b|[\u00b0\u00ba]|\b(?:deg(?:rees?|s)?|temp(?:erature)?s?|thermometers?)\b",
    re.IGNORECASE,
)

#: What is left of a contraction once its apostrophe splits it ("kitchen's", "don't", "I'd", "we've"): the
#: fragments NLTK's English stop-word list holds, which read alone MiniLM places beside any short word.
CONTRACTION_FRAGMENTS = frozenset(
    """s t d ll m re ve don didn doesn isn aren wasn weren won wouldn couldn shouldn hasn haven hadn""".split()  # noqa: SIM905
)

#: The particles of phrasal verbs ("put it away", "tuck it back in the drawer"): they say which way the verb
#: moves its object, not the act, and are read as function words (most of them are in the stop-word list
#: already). A word with one of them between it and a placement word is read as a verb that moves its object
#: there ("the salt shaker ought to end up on the cabinet", "soap bar set down on the counter").
PARTICLES = frozenset({"up", "down", "away", "back", "out"})

#: English function words (the usual stop-word list of NLP toolkits), :data:`CONTRACTION_FRAGMENTS`,
#: :data:`REQUEST_WORDS` and :data:`PARTICLES`: in one team's wording they may predict a task family ("the" in
#: "examine the X with the desklamp"), in another's they are everywhere. (Written as one string: as a list
#: literal the formatter puts each of its 127 words on a line of its own.)
STOP_WORDS = (
    frozenset(
        """a about above after again against all am an and any are as at be been before being below between
    but by can could did do does doing down during each few for from further had has have having he her
    here hers herself him himself his how i if in into is it its itself just me more most my myself no
    nor not now of off on once only or other our ours ourselves out over own same she should so some such
    than that the their theirs them themselves then there these they this those through to too under until
    up very was we were what when where which while who whom why will with would you your yours yourself
    yourselves""".split()  # noqa: SIM905
    )
    | CONTRACTION_FRAGMENTS
    | REQUEST_WORDS
    | PARTICLES
)

#: Words that say where a thing goes ("set it in the fridge", "take it to the desk", and in a formal register
#: "lay it upon the counter", "stowed within the cabinet"): what follows the last one in a request is where the
#: thing ends up.
PLACEMENT_WORDS = frozenset({"in", "into", "inside", "within", "on", "onto", "upon", "atop", "to"})
#: Verbs that say a thing is moved to a place and nothing more (WordNet's sense "put into a certain place or
#: abstract location"): what a verb of a caused-motion frame says besides its own sense (:func:`placing`).
PLACING_VERBS = ("put", "place", "set", "lay")
#: Light verbs: too common for their WordNet share to tell, their act lies in what follows them ("have a look", "make
#: a plate squeaky clean", "give the soap a good rinse"). One opens a command when no subject follows it
#: (:mod:`gmem.tiers.commanding`), and none marks an act (:func:`gmem.tiers.acts.act_marks`).
LIGHT_VERBS = frozenset({"have", "get", "let", "make", "take", "give", "keep", "do", "go", "be"})
#: An arrow pointing on ("pepper shaker -> drawer", "mug \u2192 heat \u2192 coffee maker"): a note's "put ... to",
#: the thing moved to what follows (:data:`_ARROWED`). One pointing back ("shelf \u2190 pencil") says it the
#: other way round and is left unread.
_ARROW = re.compile(r"-+>|=+>|[\u2192\u21d2\u27f6\u2794\u279c\u27a1]")
#: How an arrow reads: the verb of putting, and the placement word before where the thing ends up.
_ARROWED = f" {PLACING_VERBS[0]} to "
#: A note's line without a verb ("Rota - Thu: pepper shaker to the drawer (Ines).", "Handover: soap bottle to
#: the toilet"): where a clause opens, one to three content words, then a placement word that takes no
#: infinitive (a "to" before a determiner, an "into", an "onto"). It says what an arrow says, the thing moved
#: to what follows, and reads as the arrow does (:func:`_noted`).
_NOTED = re.compile(
    r"(?:^|(?<=[:;(.!\u2014])|(?<=\s[-\u2013]))(\s*(?:[a-z0-9]+\s+){1,3})"
    r"(?=(?:to\s+(?:the|a|an|my|your|our|its|their|this|that)|into|onto)\b)"
)
#: The number words of English counts, as digits are read (``"2"`` is ``"two"``).
NUMBERS = """zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
    sixteen seventeen eighteen nineteen twenty""".split()  # noqa: SIM905 (as STOP_WORDS)
#: Words that count several things: a request that says none of them, nor names things in the plural, asks for
#: one thing, and a run that counted several contradicts it (:meth:`~gmem.tiers.query.QueryIndex.terms`).
SEVERAL = frozenset(NUMBERS[2:]) | {"both", "pair", "couple", "several"}
#: A word that orders a request's steps where a clause opens ("first grab the watch, next open the safe, and
#: finally put it inside"): it says when, not what, and reads as "then". A memory in users' words otherwise
#: learns it from whichever run was written as a list and draws every listed request to that run. Elsewhere
#: it keeps its sense ("the first election", "was first elected").
_SEQUENCE = re.compile(
    r"(?:^|(?<=[,;:.!?(\-\u2013\u2014])|(?<=\band)|(?<=\bthen))\s*"
    r"(?:first|firstly|next|finally|lastly|afterwards|afterward|subsequently|secondly|thirdly|later)\b"
)
#: The number of a step in a list, which counts steps, not things: "step 2", "step two", and a digit that
#: opens an item ("1) take a potato 2. heat it", "(3) put it in the bin").
_ENUMERATOR = re.compile(
    rf"\bstep\s*#?\s*(?:\d+|{'|'.join(NUMBERS)})\b|(?<![^\s(\[])\(?\d{{1,2}}[.)\]](?=\s|$)", re.IGNORECASE
)
#: What opens what a request rules out: a "don't", "do not" or "not" that opens a clause, or a "shouldn't",
#: "must not", "instead of" or "rather than" anywhere in it ("Don't chill the egg - heat it up", "put it in a
#: drawer, not in the cabinet", "the salt shaker shouldn't stay on the counter"). What follows, to the clause's
#: end or a "but", "instead" or "rather" (:data:`_RULING_ENDS`), names what the task is not, so its words are
#: not the task's. "Don't just", "don't forget" and their kin ask for more, not for less; a "not" inside a
#: clause ("the film is not a sequel") is left to the words around it; and what is ruled out only until
#: something is done asks for both, in turn ("Don't put the cup in the cupboard until it's been heated", "...
#: unless it's clean", "... before it's washed").
_RULING_OUT = re.compile(
    r"(?:^\s*(?:please\s+)?(?:don['\u2019]?t|do\s+not|not)\b"
    r"|\b(?:shouldn['\u2019]?t|should\s+not|mustn['\u2019]?t|must\s+not|instead\s+of|rather\s+than)\b)"
    r"(?!\s+(?:just|only|simply|merely|even|forget|hesitate)\b)"
    r"(?!.*\b(?:until|till|unless|before)\b)"
)
_RULING_ENDS = re.compile(r"\b(?:but|instead|rather)\b")
#: Verbs that link a thing to a state it is in or comes to be in ("shouldn't *be* dirty", "mustn't *get* cold"), and
#: words of degree before the state ("too hot"). A negated state is no ruling out: it asks for the state's opposite
#: (:func:`absent`).
_LINKING = frozenset({"be", "get", "stay", "remain", "feel"})
_DEGREE = frozenset({"too", "very", "so", "still"})
#: What is left of a negated copula ("isn't", "aren't"), after which a state needs no linking verb ("the mug isn't
#: cold"), and the words that open a clause saying when or whether, whose negated state is how things stand, not
#: what is asked ("If the tomato isn't cold yet, chill it").
_NEGATED_COPULAS = frozenset({"isn", "aren", "wasn", "weren"})
_COPULAS = frozenset({"is", "are", "was", "were", "be"})
_CONDITIONS = frozenset({"if", "when", "whenever", "unless", "until", "once", "whether", "while", "before", "after"})
#: Words that state a count without a number word: alone (``both``) or before "of" (``a couple of``).
COUNT_WORDS = {"both": "two", "single": "one", "dozen": "twelve"}
COUNT_OF_WORDS = {"pair": "two", "couple": "two", "dozen": "twelve", "trio": "three"}
#: The names of a field whose value is a count, in a call or a record a developer writes (``n=2``, ``"count": 2``,
#: ``qty: 2``): the digit after one counts, whatever follows it. Not "number", which names an instance ("drawer
#: number 2").
COUNT_FIELDS = frozenset({"n", "count", "qty", "quantity", "num", "amount"})
#: Units of weight, length, volume, money and time: a number before one measures how much, counts no thing and says
#: nothing of the task ("a 2 pound bag of flour", "under 10 dollars", "warm it for 2 minutes"). Read as a count, a
#: shopping team's "2 pound" was the "two" of a chore memory's "find two soapbar ...", the heaviest word it had learned,
#: and "warm the mug for 2 minutes, then set it in the coffee machine" went to putting two pepper shakers in a drawer;
#: read as a word, "hour" went to the heating runs in its sentence. Not "in": "mug 1 in fridge 2".
MEASURES = frozenset(
    """oz ounce ounces lb lbs pound pounds g gram grams kg kilo kilos kilogram kilograms mg ton tons tonne tonnes
    inch inches ft foot feet yd yard yards mi mile miles mm cm m meter meters metre metres km kilometer kilometers
    kilometre kilometres ml milliliter milliliters millilitre millilitres l liter liters litre litres gal gallon gallons
    qt quart quarts pt pint pints fl cc tbsp tablespoon tablespoons tsp teaspoon teaspoons
    usd eur gbp dollar dollars buck bucks cent cents euro euros quid yen rupee rupees
    ms sec secs second seconds min mins minute minutes hr hrs hour hours day days week weeks month months year years
    yr yrs percent pct kb mb gb tb mph kph w kw v mah""".split()  # noqa: SIM905 (as STOP_WORDS)
)
#: A unit that says what is measured, where the task is about it: a temperature ("heat it to 50 degrees", ScienceWorld's
#: "above 50.0 degrees celsius"). Its number is no count either, and it stays.
QUALITY_UNITS = frozenset({"degree", "degrees"})
#: What a unit may follow and measure with no number: "for an hour", "half a pound" (:func:`_unmeasured`).
_ONE_UNIT = frozenset({"a", "an", "half"})
#: A number in words, before a unit (:func:`_unmeasured`): "two minutes", "thirty seconds", "a few hours".
_NUMBER_WORDS = frozenset(NUMBERS) | {"thirty", "forty", "fifty", "sixty", "hundred", "thousand", "few", "several"}

#: Words after which a request names what is to be missing or taken away ("without dirt", "no stains",
#: "remove the grime"), and those that do so before "of" ("free of stains", "rid of the dust").
ABSENCE_WORDS = frozenset({"without", "no", "remove", "removing", "removed"})
ABSENCE_OF_WORDS = frozenset({"free", "rid", "clear"})
#: Function words a noun phrase may hold between its words ("a speck of dirt") and that open one before
#: "off" ("getting the grime off it", not "wash off the soap").
DETERMINERS = frozenset({"a", "an", "the", "any", "some", "all", "every", "that", "this", "those", "these"})
_IN_PHRASE = DETERMINERS | {"of"}
#: Where a clause ends, for the phrase an absence word governs ("without delay, put ...": only "delay") and
#: for what a request rules out. An em dash ends one with or without spaces; a hyphen or an en dash only with
#: spaces ("T-shirt" is one word, "Wisconsin\u2013Madison" one name).
_CLAUSE_END = re.compile(r"[,;:.!?()\u2014]|\s[-\u2013]+\s")
#: Content words of a phrase read as absent (a noun phrase rarely names more).
_PHRASE_WORDS = 3
#: Words that say where, which end a noun phrase the function words do not (:data:`PLACEMENT_WORDS` and the rest):
#: what is missing "near the toilet" is not the toilet ("There's no soap near the toilet for guests": its toilet, read
#: as missing, said the opposites WordNet gives "toilet", "lucky" and "favourable", and not itself).
_WHERE = PLACEMENT_WORDS | frozenset(
    {"near", "beside", "behind", "outside", "beneath", "underneath", "next", "around", "across", "along", "alongside"}
    | {"toward", "towards", "beyond", "past", "amid", "among", "anywhere", "everywhere", "somewhere", "nowhere"}
)
#: Words that open a verb's object ("stash *it* in", "store *the* pencil in"), and those that begin the next
#: verb's part of a clause ("heat some egg *and* put it in": the placement is the second verb's).
OBJECT_OPENERS = DETERMINERS | {"it", "them", "its", "their", "your", "my", "one", "two"}
_NEXT_VERB = frozenset({"and", "then"})
#: Verbs whose subject is the place a thing goes: "I'd like the couch to hold two pillows", "the kitchen
#: cabinet is missing a salt dispenser". Only after a word that makes them a wish or a state to change
#: (``_HOLDER_LINKS``): "the album contains eleven tracks" states a fact and moves nothing.
HOLDING = frozenset({"hold", "contain", "missing", "lacking"})
_HOLDER_LINKS = frozenset({"to", "is", "are"})
_NOT_HELD = STOP_WORDS - OBJECT_OPENERS
#: Interrogative words: a question that holds one asks about a frame ("a band that disbanded in what year?",
#: "which team put the ball in the net?"), it does not ask for the act.
QUESTION_WORDS = frozenset({"what", "which", "who", "whom", "whose", "when", "where", "why", "how"})
#: Forms of "be", "do" and "have", and the modals: what follows the interrogative word that opens a question, and
#: what makes a statement of a phrase that would name a thing sought (:mod:`gmem.tiers.asking`).
AUXILIARIES = frozenset(
    """is are was were am be been do does did has have had can could will would shall should may might must""".split()  # noqa: SIM905
)
#: The forms of "be", "do" and "have" that open a yes/no question ("are both companies based in Ohio?"), and the
#: words after one that make it a request instead ("is it possible to...", "is anyone able to...", "do you
#: mind..."). A modal ("can you...", "would it be possible...") opens a request as often as a question, so it
#: opens none here.
_YES_NO_OPENERS = frozenset("is are was were do does did has have had".split())  # noqa: SIM905
_ASKED_OF = frozenset("it there possible you u anyone anybody someone somebody one we i".split())  # noqa: SIM905
#: Who a request is relayed from, where a sentence opens: a short subject and a verb of asking or saying, and
#: what joins the request to it ("My roommate asked if the robot could ...", "The cleaner asked that ...",
#: "Dad says ...", "According to my neighbour, ..."). It names who asks, not the task: "cleaner" otherwise
#: reads as cleaning, and a relayer's name draws every later request of theirs to the first one. A question
#: ("which band said ...?") is no relayed request.
_RELAYED = re.compile(
    r"(?:^|(?<=[.!?]\s))\s*(?:according\s+to\s+[^,.;:]{1,40},"
    rf"|(?!(?:{'|'.join(sorted(QUESTION_WORDS | {'do', 'does', 'did'}))})\b)(?:[\w'\u2019-]+\s+){{0,3}}?"
    r"(?:asked|asks|requested|requests|mentioned|mentions|said|says|wondered|wonders|suggested|suggests"
    r"|told\s+(?:me|us)|reminded\s+(?:me|us))\s+(?:(?:me|us)\s+)?(?:(?:that|if|whether|for|to)\b)?)"
)
#: A request to see that something is so ("See to it that a salt cellar is resting on the cabinet.", "Ensure that a
#: heated mug ends up in the coffeemaker.", "make sure the apple is cold", "be sure to rinse it"): it asks for the
#: state that follows, and says nothing of which task that is. Read as words, "see" says what looking says, and
#: the request read as one for looking at the salt cellar; a team that asks this way learns "ensure" or "make"
#: from its first such run and draws every later one to it.
_ENSURING = re.compile(r"\b(?:see\s+to\s+it|make\s+(?:sure|certain)|ensures?|ensuring|be\s+sure)(?:\s+(?:that|to)\b)?")
#: A light verb before a noun that names the act itself ("make changes to the environment" is to change it, "take
#: actions that will cause it to melt", "make an attempt"): the light verb says nothing of its own. Read as a word, the
#: "make" of ScienceWorld's growing tasks ("... make changes to the environment that grow the plant") was theirs alone,
#: and "Please make orange paint." went to them rather than to "use chemistry to create orange paint".
_SUPPORTING = re.compile(
    r"\b(?:make|makes|making|made|take|takes|taking|took|taken)\s+(?:(?:a|an|the|some|any|a\s+few|few)\s+)?"
    r"(?=(?:changes?|actions?|attempts?|steps)\b)"
)
#: When the one asked is free ("when you get a chance", "if you have a moment", "once you've got a sec", "when you
#: find the time"): the manner of a request, like "please". Its verb otherwise reads as an act: "get" said what
#: fetching says, and a team that asks this way drew every later request of it to the first run of another kind
#: that did. "A second" is that time only where nothing it counts follows it ("get a second pillow" counts one).
_LEISURE = re.compile(
    r"\b(?:get|gets|got|getting|have|has|had|having|find|finds|found|spare)\s+(?:(?:a|an|the|some|any)\s+)?"
    r"(?:spare\s+|free\s+|quick\s+)?(?:chance|moment|minute|min|sec|tick|mo|time|second(?![ \t]+[a-z0-9]))\b"
)
#: A clause that says what may be done ("For compounds without a boiling point, combining them with other compounds
#: is also allowed.", "mixing is permitted"): an option the one asked has, not what is asked. Read as words, the
#: "combining" ScienceWorld's boiling tasks allow was theirs alone, and "mix up a batch of green paint by combining
#: the right substances" went to boiling rather than to "use chemistry to create green paint". Only the clause goes
#: ("... you're allowed to mix it" after a semicolon leaves the request before it).
_PERMITTING = re.compile(
    r"(?:(?<=[.!?,;:\u2014]\s)|^)[^.!?,;:\u2014]*?\b(?:is|are|re)\s+(?:also\s+)?(?:allowed|permitted)\b[^.!?,;:\u2014]*"
)
#: Where a sentence ends: a mark followed by a space (a mark inside a quote or a word ends none).
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
#: Regular past participles: a word with this ending right before a placement word is read as a passive verb
#: ("stored in", "relocated to"); not "need", "freed" or "bed".
_PARTICIPLE = re.compile(r"^\w{2,}(?<!e)ed$")
#: The irregular past participles of verbs that leave a thing somewhere, read as :data:`_PARTICIPLE`'s are
#: ("the soap bottle left on the toilet", "the mug kept in the desk", "two pillows laid on the sofa").
_IRREGULAR_PARTICIPLES = frozenset({"left", "kept", "laid", "stuck", "thrown", "hung", "hidden"})
#: Verbs that say where a thing is to be, its subject the thing ("the pencil goes in the bookshelf", "after that
#: they belong in the safe", "the plate has to be spotless when it lands on the bench top", "then it should sit
#: on the countertop"): before a placement word other than "to" ("belongs to a railway zone" says who owns it),
#: read as :data:`_PARTICIPLE`'s are, as heading a caused-motion frame.
_LOCATED = frozenset({"goes", "belongs", "belong", "lands", "sits", "sit", "stays", "stay", "rests"})

#: Words that say which way a measure goes ("bring the egg up to temperature", "reduce its temperature"), and
#: the word each way's end is defined by ("having a high or higher than desirable temperature").
RAISING_WORDS = frozenset({"up", "raise", "raised", "raising", "increase", "increased", "increasing", "high", "higher"})
LOWERING_WORDS = frozenset(
    {"down", "lower", "lowered", "lowering", "reduce", "reduced", "reducing", "decrease", "decreased", "low"}
)
ENDS = {"high": frozenset({"high", "higher"}), "low": frozenset({"low", "lower"})}

#: Inflectional endings of English and what the stem ends in instead: plural and third person ("cups",
#: "dishes", "berries"), past ("cleaned", "placed", "dried"), and gerund ("heating", "placing").
_ENDINGS = (("ies", "y"), ("es", ""), ("s", ""), ("ied", "y"), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"))


def _ruled_in(text: str) -> str:
    """``text`` without what it rules out (:data:`_RULING_OUT`), clause by clause (:data:`_CLAUSE_END`)."""
    pieces = _CLAUSE_END.split(text)
    ends = [match.group() for match in _CLAUSE_END.finditer(text)]
    kept: list[str] = []
    for clause, end in zip(pieces, [*ends, ""]):
        ruling = _RULING_OUT.search(clause)
        while ruling:
            if _negated_state(_TOKEN.findall(clause[ruling.end() :]), clause[: ruling.start()]):
                ruling = _RULING_OUT.search(clause, ruling.end())  # "shouldn't be dirty": a state, read by absent()
                continue
            resumed = _RULING_ENDS.search(clause, ruling.end())
            clause = clause[: ruling.start()] + " " + (clause[resumed.start() :] if resumed else "")
            ruling = _RULING_OUT.search(clause, ruling.start() + 1) if resumed else None
        kept.append(clause + end)
    return "".join(kept)


def _negated_state(words: list[str], before: str) -> str | None:
    """The state a negation says a thing is not to be in, when ``words`` follow it: a linking verb, a word of degree,
    then a word that is neither a function word, a participle nor a gerund ("shouldn't *be dirty* when it lands on
    the counter", "mustn't *get too cold*"); ``None`` for anything else ("shouldn't be left out", "shouldn't be
    sitting on the dresser", "shouldn't stay on the counter", "don't heat it"), and after "there" ("there shouldn't
    be soap on the counter" says where nothing is to be). ``before`` is the clause before the negation."""
    if not words or words[0] not in _LINKING or before.split()[-1:] == ["there"]:
        return None
    state = next((word for word in words[1:] if word not in _DEGREE), "")
    if not state or state in STOP_WORDS or _participle(state) or state.endswith("ing"):
        return None
    return state


def terms(text: str) -> list[str]:
    """The words of ``text`` as the query tier counts them: lower-cased, counts written as number words (see the
    module docstring), a temperature's unit as its words and a point's initials spelled out (:func:`spelled_out`);
    instance numbers, what the request rules out, what it says may be done and who it is relayed from dropped.
    Accents are taken off (:func:`~gmem.text.folded`)."""
    lowered = _SHORTHAND_WORD.sub(lambda word: SHORTHAND[word.group()], folded(spelled_out(text)).lower())
    lowered = _TEMPERATURE_UNIT.sub(lambda unit: f" degrees {TEMPERATURE_UNITS[unit.group(1)]}", lowered)
    lowered = _RELAYED.sub(" ", _ruled_in(_PERMITTING.sub(" ", _LEISURE.sub(" ", lowered))))
    lowered = _SUPPORTING.sub(" ", _ENSURING.sub(" ", lowered))
    lowered = _NOTED.sub(_noted, lowered)
    tokens = _unmeasured(_TERM.findall(_SEQUENCE.sub(" then", _ENUMERATOR.sub(" ", _ARROW.sub(_ARROWED, lowered)))))
    out: list[str] = []
    for i, token in enumerate(tokens):
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        times = _TIMES.match(token)
        if times:
            count = int(times.group(1) or times.group(2))
            if count < len(NUMBERS):  # as a digit's count ("2x" is "two"; a larger one is dropped)
                out.append(NUMBERS[count])
            continue
        if _DIGITS.match(token):
            # A count precedes what it counts, or is a count's field; an instance number follows its object ("mug 1
            # in ...").
            before_a_word = bool(after) and not _DIGITS.match(after) and after not in STOP_WORDS
            if (before_a_word or (i > 0 and tokens[i - 1] in COUNT_FIELDS)) and int(token) < len(NUMBERS):
                out.append(NUMBERS[int(token)])
            continue
        if token in COUNT_OF_WORDS and after == "of":
            out.append(COUNT_OF_WORDS[token])
        elif _one_more(tokens, i) or _heard_as_two(tokens, i):
            out.append("two")
        else:
            out.append(COUNT_WORDS.get(token, _request_word(token)))
    return out


def _unmeasured(tokens: list[str]) -> list[str]:
    """``tokens`` without the numbers that measure: one before a unit, in digits or in words ("2 minutes", "two
    minutes", "a couple of minutes"), with the unit unless it says what is measured (:data:`MEASURES`,
    :data:`QUALITY_UNITS`), and one written with a decimal point, a thousands separator or a currency's sign
    (:data:`_TERM`). A unit after "a", "an" or "half" goes too ("for an hour")."""
    kept: list[str] = []
    for token in tokens:
        amount = _amount_before(kept, token)
        if amount is None:
            kept.append(token)
            continue
        del kept[len(kept) - amount :]
        if token in QUALITY_UNITS:
            kept.append(token)
    return [token for token in kept if token.isalnum()]


def _amount_before(kept: list[str], token: str) -> int | None:
    """How many of the last ``kept`` tokens say how much of the unit ``token`` there is: 1 for a number in digits or
    in words ("2", "two", "few"), 2 for a count before "of" ("couple of"), 0 for an article ("an hour": the unit alone
    goes, save "second", for "a second mug" counts, and a letter: "a W-2 form"); ``None`` where ``token`` measures
    nothing here."""
    if not kept or (token not in MEASURES and token not in QUALITY_UNITS):
        return None
    if kept[-1] == "of" and len(kept) > 1 and kept[-2] in COUNT_OF_WORDS:
        return 2
    if kept[-1][0].isdigit() or kept[-1] in _NUMBER_WORDS:
        return 1
    if kept[-1] in _ONE_UNIT and len(token) >= 3 and token != "second":
        return 0
    return None


def spelled_out(text: str) -> str:
    """``text`` with the initials of a melting, boiling or freezing point ("MP", "m.p.": :data:`POINT_INITIALS`) spelled
    out where it speaks of a temperature, for its words and its vector alike: "lead MP check @ workshop - thermometer,
    lead, then red if >200C" asks for a melting point, and read as an unknown "mp" it was left to the thermometer and
    the colours it shares with the task that measures a banana's temperature (four of the tune writers' notes went
    there). A degree sign, a unit after a number or a word of temperature must be there: "Which MP represented
    Bristol?" names no point."""
    if not _OF_TEMPERATURE.search(text):
        return text
    return _POINT_INITIALS.sub(lambda initials: POINT_INITIALS[initials.group(1).lower()], text)


@lru_cache(maxsize=4096)
def _request_word(token: str) -> str:
    """``token``, or the request word (:data:`REQUEST_WORDS`) it is an inflected form of: "likes", "minded",
    "appreciates" and "wanting" say a request's manner as "like", "mind", "appreciate" and "want" do."""
    if token in STOP_WORDS:
        return token
    return next((stem for stem in inflections(token) if stem in REQUEST_WORDS), token)


def _participle(word: str) -> bool:
    """Whether ``word`` is a past participle, regular (:data:`_PARTICIPLE`) or of leaving a thing somewhere
    (:data:`_IRREGULAR_PARTICIPLES`)."""
    return word in _IRREGULAR_PARTICIPLES or bool(_PARTICIPLE.match(word))


def _noted(line: re.Match[str]) -> str:
    """A verbless note's thing (:data:`_NOTED`) followed by the verb of putting, as an arrow reads. Left as it is
    when a function word or a participle is among its words ("I want to the ...", "Forced into exile"), or when
    a single word comes before "to": "prior to", "due to" and "according to" open no note."""
    thing = line.group(1)
    words = thing.split()
    if (
        not STOP_WORDS.isdisjoint(words)
        or any(map(_participle, words))
        or (len(words) == 1 and line.string.startswith("to", line.end()))
    ):
        return thing
    return thing + PLACING_VERBS[0] + " "


#: Verbs that take or put a thing, after which "to" or "too" before a plural is a transcript's "two".
_FETCHING = frozenset({"put", "place", "take", "grab", "bring", "fetch", "find", "toss", "throw", "drop"})


def _heard_as_two(tokens: list[str], at: int) -> bool:
    """Whether ``tokens[at]``, a "to" or a "too" after a verb that takes or puts a thing, as a command says it, and
    before a plural in up to two words, is the count a speech recogniser wrote as it heard it: "put to key chains in
    the safe", "grab too pillows". English puts no "to" there ("bring the mugs to the sink" names the thing first);
    "cartoon animals are set to recordings" is no command."""
    if tokens[at] not in ("to", "too") or at == 0 or tokens[at - 1] not in _FETCHING:
        return False
    if at > 1 and tokens[at - 2] in AUXILIARIES:
        return False
    for after in tokens[at + 1 : at + 3]:
        if after in STOP_WORDS:
            return False
        if len(after) > 3 and after.endswith("s") and not after.endswith(("ss", "us", "is")):
            return True
    return False


#: Words after which "another", "one more" or "a second" adds one thing to the one already named.
_ADDING = frozenset({"and", "plus"})


def _one_more(tokens: list[str], i: int) -> bool:
    """Whether ``tokens[i]`` adds a second thing to one already named: "a mug and another", "and one more",
    "plus a second one", "put one keychain in the safe, then fetch a second". Not "one more thing:", nor "a
    second" alone ("wait a second")."""
    token, before = tokens[i], tokens[i - 1] if i else ""
    after = tokens[i + 1] if i + 1 < len(tokens) else ""
    if token == "another" or (token == "one" and after == "more"):
        return before in _ADDING
    if token != "second" or before != "a":
        return False
    return after == "one" or (i >= 2 and tokens[i - 2] in _ADDING) or "one" in tokens[: i - 1]


@lru_cache(maxsize=16384)  # a query's dictionary relations ask for hundreds of words, the same ones again
def inflections(word: str) -> tuple[str, ...]:
    """The stems ``word`` may be an inflected form of, most likely first (may include non-words: the query
    tier only uses one the memory has learned)."""
    return tuple(
        word[: len(word) - len(ending)] + stem
        for ending, stem in _ENDINGS
        if word.endswith(ending) and len(word) - len(ending) + len(stem) >= 3
    )


def absent(
    text: str, thing: Callable[[str], bool] = lambda word: True, quality: Callable[[str], bool] = lambda word: True
) -> set[str]:
    """The content words ``text`` names as missing or taken away: the noun phrase after an absence word
    (:data:`ABSENCE_WORDS`: "without a speck of dirt", "free of stains") and the one that a determiner opens
    before "off" ("getting the grime off it"; not "wash off the soap", nor "turn off the lamp"), within its
    clause. "A mug without a speck of dirt" asks for a clean mug: what such a word says is its opposite.
    Before "off", only words that may name a ``thing`` (the query tier asks the dictionary): in "let a pan
    cool off in the fridge" the pan is the subject of "cool off", and "cool", read as taken away, asked for
    its opposite, a heating. So is a ``quality`` a negation says a thing is not to be in ("make sure the mug isn't
    cold when it goes into the coffee maker", "the plate shouldn't be dirty": :func:`_negated_state`), except in a
    clause that says when or whether ("If the tomato isn't cold yet, chill it": how things stand)."""
    out: set[str] = set()
    for words in _clauses(text):
        if words and words[0] not in _CONDITIONS:
            out.update(filter(quality, _negated_states(words)))
        for i, word in enumerate(words):
            after = words[i + 1] if i + 1 < len(words) else ""
            if word in ABSENCE_WORDS or (word in ABSENCE_OF_WORDS and after == "of"):
                out |= _phrase(words[i + 1 :])
            elif word == "off":
                start = i
                while start > 0 and i - start < _PHRASE_WORDS and words[start - 1] not in STOP_WORDS:
                    start -= 1
                if start < i and start > 0 and words[start - 1] in DETERMINERS:
                    out.update(filter(thing, words[start:i]))
    return out


def _negated_states(words: list[str]) -> set[str]:
    """The states the negations among ``words`` (a clause's) say a thing is not to be in: after "not", "never" or a
    negated verb's "t", a linking verb and a state (:func:`_negated_state`), or, after a negated copula ("isn't",
    "is not"), the state alone ("the mug isn't cold")."""
    out: set[str] = set()
    for i, word in enumerate(words[1:], 1):
        if word not in ("not", "never", "t"):
            continue
        copula = words[i - 1] in (_COPULAS if word != "t" else _NEGATED_COPULAS)
        state = _negated_state((["be"] if copula else []) + words[i + 1 :], " ".join(words[:i]))
        if state is not None:
            out.add(state)
    return out


def _clauses(text: str) -> list[list[str]]:
    """The words of each clause of ``text`` (:data:`_CLAUSE_END`), as :func:`terms` reads them: a phrase an
    absence word governs, and a verb's frame, end with their clause."""
    return [terms(clause) for clause in _CLAUSE_END.split(text)]


def _phrase(words: list[str]) -> set[str]:
    """The content words of the noun phrase ``words`` begin with: determiners and "of" skipped, up to the
    first other function word or word that says where (:data:`_WHERE`)."""
    out: list[str] = []
    for word in words:
        if word in _IN_PHRASE:
            continue
        if word in STOP_WORDS or word in _WHERE or len(out) == _PHRASE_WORDS:
            break
        out.append(word)
    return set(out)


def direction(words: list[str]) -> str | None:
    """Which end of a measure the request's ``words`` move it to, ``"high"`` or ``"low"``
    (:data:`RAISING_WORDS`, :data:`LOWERING_WORDS`), or ``None`` when they say neither or both."""
    raising, lowering = not RAISING_WORDS.isdisjoint(words), not LOWERING_WORDS.isdisjoint(words)
    return None if raising == lowering else "high" if raising else "low"


def _question(sentence: str) -> bool:
    """Whether ``sentence`` asks about a frame rather than for its act. A question with an interrogative word
    (:data:`QUESTION_WORDS`) holds one and ends with a question mark ("a band that disbanded in what year?";
    not "let me know when it is done"), or opens with one and an auxiliary verb ("when was the footballer ...
    born"; not "when you get a chance, stash it in the drawer"). A yes/no question opens with a form of "be",
    "do" or "have" whose subject is not the one asked to act (:data:`_YES_NO_OPENERS`, :data:`_ASKED_OF`) and
    ends with a question mark ("are both companies based in Ohio?"; not "is anyone able to put it away?")."""
    words = terms(sentence)
    marked = sentence.rstrip().endswith("?")
    if marked and len(words) > 1 and words[0] in _YES_NO_OPENERS and words[1] not in _ASKED_OF:
        return True
    if QUESTION_WORDS.isdisjoint(words):
        return False
    return marked or len(words) > 1 and words[0] in QUESTION_WORDS and words[1] in AUXILIARIES


def places(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` is a placement word that puts something somewhere. An "on" that no noun phrase
    follows says a state ("while the lamp is on", "switch the lamp on", "with the lamp on as you look"), where
    "put the cup in" does not."""
    if words[i] != "on":
        return words[i] in PLACEMENT_WORDS
    after = words[i + 1] if i + 1 < len(words) else ""
    return after in OBJECT_OPENERS or bool(after) and after not in STOP_WORDS


def holder(words: list[str]) -> list[str]:
    """The place a holding frame names as its subject ("the study desk is missing a mug", "the couch to hold two
    pillows": :data:`HOLDING`): the words before its link word, back to the determiner or other function
    word that opens them. Empty for a request without one."""
    for i in range(len(words) - 1, 1, -1):
        if words[i] in HOLDING and words[i - 1] in _HOLDER_LINKS:
            start = i - 1
            while start > 0 and words[start - 1] not in STOP_WORDS:
                start -= 1
            return words[start : i - 1]
    return []


#: A word written with a capital inside a sentence: a name ("the W. H. Shipman House in Hilo", "a contest in
#: California"), which no chore puts anywhere (:func:`verbless_placing`).
_PROPER = re.compile(r"(?<![.!?:(\u2014-]\s)(?<=\s)[A-Z][\w'-]*")
#: Least share of a word's WordNet senses that are nouns for it to be read as naming a thing in a noun phrase
#: put somewhere without a verb (:func:`verbless_placing`): "watch" (0.11) and "switch" (0.4) are verbs first.
NOUN_FIRST = 0.5


def verbless_placing(text: str, noun_share: Callable[[str], float | None]) -> set[str]:
    """The words of each noun phrase a request puts somewhere with no verb to say so ("soap bottle - in the
    toilet", "salt shaker on the cabinet please", "two keychains in the safe"), and each two of them written
    together: read as :func:`placing` reads a verb that heads a caused-motion frame. The phrase before the
    placement word (or, when that word opens its clause, the clause before it) is a determiner or a count,
    then nothing but words that are nouns first (``noun_share``, the share of a word's senses that are nouns,
    at :data:`NOUN_FIRST` at least, or ``None``: a word the dictionary lacks, "keychain"); a word that may name
    a thing follows the placement word (after "to", a known noun first: "to use" begins a purpose), and no word
    of either is a name (:data:`_PROPER`). A verb and its object ("refactor the class to ...", "flick on the
    lamp") make no such phrase, and a question puts nothing anywhere."""
    out: set[str] = set()
    proper = {name.lower() for name in _PROPER.findall(folded(text))}
    for clauses in _requested(text):
        for n, words in enumerate(clauses):
            spot = next((i for i in range(len(words)) if places(words, i)), None)
            if spot is None or not _names_a_place(words[spot], words[spot + 1 :], noun_share, proper):
                continue
            before = words[:spot] if spot else clauses[n - 1] if n else []
            phrase = [word for word in before if word not in REQUEST_WORDS]
            named = phrase[1:] if phrase and phrase[0] in OBJECT_OPENERS else phrase
            if named and all(_common_noun_first(word, noun_share, proper) for word in named):
                out |= set(named) | {a + b for a, b in pairwise(named)}
    return out


def _names_a_place(
    placement: str, after: list[str], noun_share: Callable[[str], float | None], proper: set[str]
) -> bool:
    """Whether the first content word after a ``placement`` word may name where a thing goes: not a name."""
    first = next((word for word in after if word not in DETERMINERS), None)
    if first is None or first in STOP_WORDS or first in proper:
        return False
    share = noun_share(first)
    if placement == "to":
        return share is not None and share >= NOUN_FIRST
    return share is None or share > 0


def _common_noun_first(word: str, noun_share: Callable[[str], float | None], proper: set[str]) -> bool:
    share = noun_share(word)
    return word not in STOP_WORDS and word not in proper and (share is None or share >= NOUN_FIRST)


def placing(text: str) -> set[str]:
    """The words of ``text`` that head a caused-motion frame: a verb, its object, then a placement word
    (:data:`PLACEMENT_WORDS`) in the same clause and before the next verb's part of it ("store the pencil in
    the shelf", "stash it in the cabinet", "relocate a mug to the desk"; in "heat some egg and put it in the
    bin", only "put"), or, its object before it, a past participle right before the placement word ("pepper
    shaker stored in the drawer", "soap bottle relocated to the toilet", "the mug kept in the desk"), or a
    verb that says where its subject, the thing, is to be ("the pencil goes in the bookshelf": :data:`_LOCATED`),
    or a verb and its particle (:data:`PARTICLES`: "the watch should end up on the safe"), or a verb whose subject
    is the place, made a wish or a state to change ("the couch to hold two pillows", "the cabinet is missing a
    salt dispenser": :data:`HOLDING`). Whatever else such a verb means, its frame says the thing is put
    somewhere: the verb says what "put" says too (:data:`PLACING_VERBS`). A question (:func:`_question`)
    asks about a frame, not for its act, and heads none."""
    return {head for head, _, _ in _frames(text)}


def placing_somewhere(text: str, may_hold: Callable[[tuple[str, ...]], bool]) -> set[str]:
    """:func:`placing`, but only the frames whose place (:func:`_place`, a phrase) ``may_hold`` a thing, or that
    name none (the place is the subject: "the couch to hold two pillows"). "Turn these notes into a one-paragraph
    update" and "add the appointment to my calendar" put nothing anywhere: a text and a calendar are no place a
    thing can be. Read on a query only: a recorded instruction's frames are read as said (:func:`recorded_terms`)."""
    return {head for head, _, place in _frames(text) if not place or may_hold(place)}


@lru_cache(maxsize=1024)
def _requested(text: str) -> tuple[list[list[str]], ...]:
    """The clauses of each sentence of ``text`` that asks for an act, not about a frame (:func:`_question`), as
    :func:`terms` reads them. Kept for the last 1,024 texts: a query's are read by :func:`_frames` and by
    :func:`verbless_placing` (the lists are not changed by either)."""
    return tuple(_clauses(sentence) for sentence in _SENTENCE_END.split(text) if not _question(sentence))


@lru_cache(maxsize=1024)
def _frames(text: str) -> tuple[tuple[str, bool, tuple[str, ...]], ...]:
    """Each verb heading a caused-motion frame (:func:`placing`), whether another verb's part of its clause
    comes before it ("wash the bowl and *put* it away"), and the place its part names (:func:`_place`). Kept for
    the last 1,024 texts: a query's frames are read by :func:`placing`, :func:`placing_somewhere` and
    :func:`putting_terms`."""
    frames: list[tuple[str, bool, tuple[str, ...]]] = []
    for words in (clause for clauses in _requested(text) for clause in clauses):
        start = 0
        for end in [*(i for i, word in enumerate(words) if word in _NEXT_VERB), len(words)]:
            later = start > 0
            part, start = words[start:end], end + 1
            place = _place(part)
            frames.extend((head, later, place) for head in _heads(part))
    return tuple(frames)


def _place(part: list[str]) -> tuple[str, ...]:
    """The words after the last placement word of one verb's part of a clause, past determiners and counts and
    up to a function word: the phrase that names the place ("in the red box": "red box"; "into a one-paragraph
    status update for ...": "paragraph status update"), empty for none."""
    last = _last_placement(part)
    if last < 0:
        return ()
    after = dropwhile(lambda word: word in OBJECT_OPENERS or word in NUMBERS, part[last + 1 :])
    return tuple(takewhile(lambda word: word not in STOP_WORDS, after))


def _last_placement(part: list[str]) -> int:
    return max((i for i in range(len(part)) if places(part, i)), default=-1)


def _heads(part: list[str]) -> set[str]:
    """The words of one verb's part of a clause that head a caused-motion frame (:func:`placing`)."""
    last = _last_placement(part)
    heads = {
        word
        for i, word in enumerate(part[: max(last - 1, 0)])  # a placement word two words on, or more
        if word not in STOP_WORDS and part[i + 1] in OBJECT_OPENERS
    }
    # After a verb and its object, a word before a particle ends that object ("tuck the salt shaker away")
    after_object = bool(heads)
    heads.update(
        word
        for i, (word, after, then) in enumerate(zip(part, part[1:], [*part[2:], ""]))
        if word not in STOP_WORDS
        and (
            (places(part, i + 1) and (_participle(word) or (word in _LOCATED and after != "to")))
            or (after in PARTICLES and then and places(part, i + 2) and not after_object)
        )
    )
    heads.update(
        word
        for before, word, after in zip(["", *part], part, [*part[1:], ""])
        if word in HOLDING and before in _HOLDER_LINKS and after and after not in _NOT_HELD
    )
    return heads


#: The version of :func:`recorded_terms` and of :func:`~gmem.text.procedure_features`: a run keeps the words it
#: was read into and the templates of its steps, so when either reading changes this number goes up, and a memory
#: reads its older runs again when it next opens (:mod:`gmem.rereading`). ``tests/test_rereading.py`` holds what
#: each version gives a fixed set of instructions and steps, and fails when a reading changes and this number
#: does not. 2: the marks a log writes around a step are no part of it (``> go to desk 1``). 3: a request to see that
#: something is so says nothing of the task (:data:`_ENSURING`: "see to it that", "ensure", "make sure"). 4: a step
#: that reasons and then acts in one text did the act (:func:`~gmem.text.acted`: "Thought 1: ...\nAction 1: ..."),
#: and a call to a tool that only acts is the command it was given (``act({"action": "open fridge 1"})``: ``open _``).
#: 5: an instance named with its number run on is one (``right grasp shot1``: ``right grasp _``). 6: a step's
#: fenced code is its act (a CodeExecutorAgent's "I will compute it." and its code: ``print[_]``). 7: when the one
#: asked is free says nothing of the task (:data:`_LEISURE`: "when you get a chance"). 8: what is ruled out only
#: until something is done is asked for (:data:`_RULING_OUT`: "Don't put the cup away until it's been heated"), and
#: a transcript's "to" or "too" before a plural after putting is a count (:func:`_heard_as_two`). 9: a negated state
#: is no ruling out ("the plate shouldn't be dirty when it lands on the counter": :func:`_negated_state`). 10: a
#: tool call whose one argument's key says the agent acts is the command it was given (``alfworld(command="go to desk
#: 1")``, OpenAI's ``{"function": {"name": "env", "arguments": "{\"cmd\": ...}"}}``: ``go to _``). 11: more of the
#: labels a log writes before a step are no part of it (``[Step 3]``, ``Turn 4:``, ``Next action:``, ``Executing:``).
#: 12: a step logged as a framework's serialized message is the call it makes, or what its words say
#: (:mod:`gmem.messages`: LangChain's ``messages_to_dict``, AutoGen's event reprs ...), a code agent's command is the
#: acting call in its code, LangChain's action input a command when its key says so (as JSON or a Python dict), a
#: call through a dispatching tool the call it makes (MCP's ``call_tool``), a call to a tool that only thinks a
#: thought, DSPy's numbered fields and a logging library's timestamp, logger and level read. 13: a chat export's
#: speaker after its timestamp, one command written as code in a post's words, the Vercel AI SDK's tool parts and
#: AutoGen 0.2's and AG2's console messages read. 14: CAMEL's role-playing turns (``Solution: ...``, ``Instruction:
#: ... Input: ...``) read. 15: A2A's data parts, notebook cells, TaskWeaver's posts and reports, Langroid's printed
#: messages, an event log's payload, AG2's console after "Next speaker:", a gym env's ``step(["..."])`` read. 16: a
#: result logged as an object of its own (a gym step's ``{"observation": ..., "reward": 0}``, Letta's return) read. 17:
#: AgentChat's console, a Claude Code transcript's line, a chat completion, A2A's streamed events and ADK's parts over
#: it, a notebook cell's source alone and its value, Langroid's ``Entity.LLM[...]`` and log file, Griptape's actions
#: subtask and artifacts, LangChain's ``AgentAction`` repr, a gym env's command given by position and a thinking call
#: in code read. 18: a model's response as its API returns it read for its message (Gemini's ``candidates``, Ollama's
#: and Cohere's ``message`` under no kind of their own). 19: traced runs read (OpenTelemetry's GenAI spans, Langfuse's
#: observations, LangSmith's runs' ``inputs``, a Python call captured as ``args`` and ``kwargs``), Inspect AI's calls,
#: the Assistants API's run steps, SWE-agent's steps that only thought. 20: OpenInference's and MLflow's spans, Weave's
#: calls, Microsoft Agent Framework's messages, the Agent Protocol's steps read. 21: a model's thinking tags (``<think>``,
#: ``<thinking>``), Cline's and Roo Code's XML tool use and Cline's messages, n8n's and Flowise's tool steps, Goose's
#: tool requests and responses, a list of one object read. 22: Cline's MCP tool use (its ``tool_name``), a Flowise
#: agent node's called tools, a step logged as JSON Lines (its last line that says something) read. 23: a
#: message's tool call whose arguments are under any key a JSON call's may be (Llama's ``parameters``,
#: ``action_input``), and a model's tool call in its chat template's markup (Qwen's ``<tool_call>``, Mistral's,
#: Llama's, its pythonic list: ``gmem.markup``) read, and what a tool returned so marked. 24: the acts of a run that
#: logged no observation at all are its procedure (read as ignored, each was, and the run had none). 25: a word's
#: accents taken off ("jabón" one word, "jabon", not "jab" and "n": :func:`~gmem.text.folded`). 26: a digit given as a
#: count's field is a count (:data:`COUNT_FIELDS`: ``store(obj="keychain", n=2, into="safe")``). 27: a note's "temp" is
#: a temperature (:data:`SHORTHAND`). 28: a light verb before a noun that names the act says nothing
#: (:data:`_SUPPORTING`: "make changes", "take actions"). 29: a clause that says what may be done says nothing of the
#: task (:data:`_PERMITTING`: "combining them with other compounds is also allowed"). 30: a temperature's unit read as
#: its words (:data:`TEMPERATURE_UNITS`: ">200C", "50.0 °C": "degrees celsius"). 31: a lab note's initials of a
#: point spelled out where it speaks of a temperature (:func:`spelled_out`: "lead MP check, >200C red"). 32: and as
#: chemistry writes them ("m.p. above 200 °C"). 33: a digit before a unit of measure, money or time, and a number with
#: a decimal point, count no thing (:data:`MEASURES`: "2 pound", "3.5 cups"; "for 2 minutes" says nothing of the task).
#: 34: nor does a price ("a $2 mug"). 35: nor a number in words before a unit, and a unit after "a" goes too ("for two
#: minutes", "for an hour"). 36: a call given something and answered "ok" did what it was called for
#: (:func:`~gmem.text.is_noop`: ``edit_file('a.py', ...)``). 37: a chat team's message is no act
#: (:func:`~gmem.text.only_talks`: a draft on several lines, a review of more than one sentence). 38: unless the world
#: answered it, as it answers an act the speaker narrates ("I open the fridge 1"), a speaker's own statement talks.
#: 39: in a conversation (no step answered, most of them talk), a sentence is said to the team ("Tighten the opening.").
#: 40: and so is a word in capitals alone, a signal ("APPROVE").
READING = 40


def recorded_terms(text: str) -> list[str]:
    """The words a recorded instruction is learned by: :func:`putting_terms`, and a verb that heads a
    caused-motion frame after another verb's part of its clause read as "put" (:data:`PLACING_VERBS`). In "wash
    up a bowl and then stash it in the cupboard" the act is the washing, and "stash" only puts the bowl away;
    learned as the run's own word, it weighed what the washing weighs, and drew a plain "stash the watch in the
    safe" to the washing run. A query's frame verb counts as "put" too, besides itself (:mod:`gmem.tiers.reading`)."""
    return _as_put(terms(text), {head for head, after, _ in _frames(text) if after or placing_verb(head)})


def putting_terms(text: str) -> list[str]:
    """:func:`terms`, with a verb of putting (:data:`PLACING_VERBS`, in any inflected form) that heads a
    caused-motion frame read as "put": "place the salt shaker in the drawer", "set it on the counter" and
    "pepper shaker placed in the drawer" say one act. Learned apart, a team's own words split it four ways,
    and a plain "put the pepper shaker in the drawer" matched the washing runs that said "... and put it in the
    cabinet" rather than the plain one that said "place". "The table is set" and "a set of knives" head no frame
    and keep their word."""
    return _as_put(terms(text), {head for head, _, _ in _frames(text) if placing_verb(head)})


def _as_put(words: list[str], heads: set[str]) -> list[str]:
    return [PLACING_VERBS[0] if word in heads else word for word in words]


def placing_verb(word: str) -> bool:
    """Whether ``word`` is a form of a verb of putting ("placed", "sets", "laying", "laid")."""
    return word in PLACING_VERBS or word == "laid" or any(stem in PLACING_VERBS for stem in inflections(word))
