"""How a new task's words are read against a memory's vocabulary: the query side of the query tier's word score.

Users do not phrase tasks like the runs the memory learned from, so a query's words are mapped onto the
memory's own vocabulary. Both sides are read by :func:`gmem.tiers.terms.terms` (counts written as number
words: "a couple of", "2" and "two" are one word). Function words (:data:`~gmem.tiers.terms.STOP_WORDS`) keep
only the floor weight whatever they happened to predict in one team's wording; two query words written apart
("coffee machine") count as the known word written together; a word the memory never learned from counts as
its learned stem when it has one ("pillows"), else as its ``NEIGHBOURS`` nearest learned words by MiniLM
similarity of the single words ("warm" as "heat" and "hot"), in proportion to that similarity, never one
WordNet calls its opposite (MiniLM puts "icy" nearer "hot" than "cool"), as the words WordNet says it
stands for (:mod:`gmem.tiers.lexicon`; WordNet's words and opposites count in any inflected form the memory
learned, "cooled" for "cool"), and as the learned word it is nearest *in its sentence*: its
contextual vector in the query against each learned word's mean vector in the memory's own instructions
(:mod:`gmem.tiers.contexts`; "zap" in "zap the mug, then leave it in the coffee machine" lies nearest the
"heat" of "heat some mug and put it in coffeemachine"; the name of the thing a determiner opens, "a *pepper*
shaker", which lies where "chill a potato" had its verb, as no word that states an act: :func:`_named_things`).
A learned query word counts as itself and, as an unlearned one does, as its nearest learned words and the
ones WordNet says it stands for: a memory whose runs were asked in users' own words says one act in several
words ("heat", "warm", "microwave"), each learned from a run or two, and a request that says one of them asks
what the runs that said the others did; a learned word of few runs counts a little less than its weight
(:data:`SCARCE_RUNS`). A word the memory holds that no teaching run had (only failed runs said it, in any inflected
form, or runs recorded since the weights were learned) counts as itself at an unseen word's weight besides what it
stands for: a ScienceWorld team's one run to make green paint failed, and "todo: orange paint" got nothing, "create
orange paint + focus" went to growing an orange plant. A word the runs used as an instrument counts as the act they
did with it (:func:`~gmem.tiers.acts.instruments`, :data:`INSTRUMENT`): "stick a mug in the fridge for a while" asks
what "cool _ with fridge" did, unless the word is where the thing ends up ("set it in
the fridge": :func:`destination`) or the request says the act's opposite ("apple: warm up, then fridge"); so does a
word WordNet says stands for an instrument ("nuke" for "microwave"), at that strength, and one that names such an act,
whose definitions do, or that is opposed to what it is opposed to (:func:`_acts_said`: to sanitize is "to make sanitary
by cleaning"; "frigid" is what "hot" is not, as cooling is). An act so implied counts as
every learned word that says it (:func:`~gmem.tiers.acts.act_words`): the recorded runs say heating as "heat" and as
"hot", a team's own as "warm" or "zap". Where the thing ends up, an instrument the runs used only for acts the request
says the opposite of weighs nothing of itself (:func:`_ruled_out`: in "heat an apple, then stick it in the fridge" the
fridge was learned from cooling runs). A quality the request asks how it is counts as what it is a value of, as surely
as a synonym ("how warm the banana is": its temperature; :meth:`~gmem.tiers.lexicon.Lexicon.measures`). A verb that
moves its object to a place ("store the pencil in the shelf", "stash it in the cabinet"), or a thing said to go
somewhere with no verb at all ("soap bottle - in the toilet":
:func:`~gmem.tiers.terms.verbless_placing`), says, whatever else it means, what the runs' verb of putting says
(:func:`~gmem.tiers.moving.moved`, :data:`PLACING`), and it is not read in its sentence: the frame says what it
does, and its contextual vector may lie nearest another act ("grab a pencil, then stash it in the shelving unit"
read "stash" as the "clean" of "clean some bowl and put it in cabinet"); one whose place can hold nothing ("add the
appointment to my calendar") says no putting, by its frame or in its sentence. A word that may name a thing where such a
frame puts its thing counts only as words of runs that put something somewhere (:func:`~gmem.tiers.acts.placed_in`):
MiniLM puts "desk" beside "desklamp", which the runs only turned on. A measure the request moves one way reads as the
quality at that end ("bring the egg up to temperature": "hot"; :func:`directed`). A word the request names as missing or
taken away counts as its opposites the memory learned, not as itself ("a mug without a speck of dirt" asks what "clean"
runs did: :func:`~gmem.tiers.terms.absent`, :data:`ABSENT`). A word no dictionary knows counts as the one learned
word it misspells, when nothing else is one edit from it (:mod:`gmem.tiers.spelling`: "micrwave"). The sentences of
a longer request that ask for nothing ("The table's getting cluttered.") weigh less (:mod:`gmem.tiers.asking`).
Every vocabulary word is embedded once, when it first appears (:meth:`gmem.tiers.query.QueryIndex.words_to_embed`),
and read in context from the first instructions that use it.

One :class:`WordReader` per index, over the index's own vocabulary and word vectors (it holds them, not
copies): the in-process index and the task-less one a database reads its statistics into share it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from itertools import pairwise, takewhile
from typing import NamedTuple

import numpy as np

from gmem.embedding import WordsInContext
from gmem.tiers.acts import states_an_act
from gmem.tiers.arrays import Growable, Vocabulary
from gmem.tiers.asking import BACKGROUND, asking_part
from gmem.tiers.contexts import WordContexts
from gmem.tiers.lexicon import Lexicon
from gmem.tiers.lexicon import bundled as bundled_lexicon
from gmem.tiers.moving import moved as moved_words
from gmem.tiers.moving import noun_share, unplaced
from gmem.tiers.ranking import best
from gmem.tiers.spelling import corrected
from gmem.tiers.terms import (
    DETERMINERS,
    ENDS,
    NOUN_FIRST,
    NUMBERS,
    OBJECT_OPENERS,
    PLACING_VERBS,
    STOP_WORDS,
    absent,
    direction,
    holder,
    inflections,
    places,
    putting_terms,
    terms,
)

#: Least MiniLM cosine between two single words (each as ``WORD_PROMPT``) for an unlearned query word to
#: count as a learned one.
NEIGHBOUR_SIMILARITY = 0.6
#: Learned words an unlearned query word may count as (chosen on the tune split of ``experiments/rephrasings.py``:
#: with two, "cold" counts as "cool" as well as "hot", which MiniLM places nearer).
NEIGHBOURS = 2
#: Least cosine between a query word in its sentence and a learned word's mean vector in the memory's
#: instructions (:mod:`gmem.tiers.contexts`) for the one nearest to count; the strength grows from 0 there to
#: 1 for identical vectors. Contextual vectors of unrelated words lie at 0.0-0.3. Chosen on the read wordings
#: of ``experiments/rephrasings.py`` (0.0 / 0.05 / 0.1 / 0.2 / 0.3: top-1 0.809 / 0.813 / 0.815 / 0.808 /
#: 0.779 over their memory-recorded streams; two nearest instead of one, 0.781).
CONTEXT_SIMILARITY = 0.1
#: A learned query word counts ``k / (k + SCARCE_RUNS)`` of its weight, ``k`` the teaching runs that had it: a
#: word one run of a team's own wording had ("thereafter", "spotless") weighs what that run's act weighs, and a
#: third less of it draws fewer requests to that run, while the words it stands for count in full. Chosen on
#: the read wordings of ``experiments/rephrasings.py`` (0.5 / 1 / 2: top-1 over tune8 and the read streams'
#: grid +6 / +4 / -1 queries of 558; over every read stream, +0.0065 on average, 13 up and 5 down of 24). Another
#: form of the word counts no more than the word does: it is the same word, and the form the request says is the
#: surer (a note's "ice melting point" counted as "melt", the melting tasks' word, above "melting", the one its
#: measuring tasks say, and went to melting the ice).
SCARCE_RUNS = 0.5
#: Strength with which a word the runs used as an instrument counts as the act they did with it
#: (:func:`~gmem.tiers.acts.instruments`): below a synonym's 1.0, for the act is implied, not said. Chosen on the read
#: wordings of ``experiments/rephrasings.py`` (0.3 / 0.5 / 0.8 / 1.0: +3 / +5 / +8 / +8 queries of 1,284 over the
#: read streams, none lost at any once a destination counted as none: :func:`destination`).
INSTRUMENT = 0.8
#: Strength with which a word the request names as missing or taken away (:func:`~gmem.tiers.terms.absent`:
#: "without a speck of dirt") counts as its learned opposites, instead of as itself: a dictionary's
#: antonym, as sure as a synonym. Chosen on the read wordings of ``experiments/rephrasings.py`` (0.5 / 0.8 /
#: 1.0: the same +8 queries of 1,284 over the read streams, none lost).
ABSENT = 1.0
#: Strength with which a verb of a caused-motion frame ("store the pencil in the shelf", "stash it in the
#: cabinet": :func:`~gmem.tiers.terms.placing`) counts as the learned verbs of putting
#: (:data:`~gmem.tiers.terms.PLACING_VERBS`), besides what it says itself: the frame says the thing is put
#: somewhere, the verb may say more ("zap a cup in the microwave"). Chosen on the read wordings of
#: ``experiments/rephrasings.py``: over their 1,284 queries, 0.3 / 0.5 / 0.65 / 0.8 / 1.0 put +11 -1 / +24 -3 /
#: +30 -7 / +33 -10 / +40 -17 right and wrong; 0.5 nets nearly the most for the fewest lost (a request whose
#: act word reads weakly, "sanitize a mug, then deposit it in ...", comes to read as a mere putting).
PLACING = 0.5
#: Strength with which a word whose definitions name an act done with an instrument counts as that act, times
#: the share of its senses whose definitions do (:meth:`~gmem.tiers.lexicon.Lexicon.defines`: to sanitize is "to
#: make sanitary by cleaning", to roast "to cook with dry heat"): in those senses the word says the act, as a
#: synonym would. Chosen on the tune and read wordings of ``experiments/rephrasings.py`` (5,310 queries of users'
#: words, the memory recorded and another team's runs first): 0.5 / 0.8 / 1.0 put 29 / 30 / 36 more first, and
#: none fewer.
DEFINED = 1.0
#: Strength with which a word the memory never learned counts as a learned word that names a change ending in the
#: state the word is or its own changes end in, times the share of each word's changes that end so (:func:`changes_end`,
#: :meth:`WordReader._ending`): "until it turns to steam" and "vaporizes into a gas" say boiling. Chosen on the tune
#: wordings of ScienceWorld (experiments/benchmark_wordings.py): 0.6 / 1.0 put +3 / +7 first and none fewer.
ENDED = 1.0
#: Strength with which a word that names an act done with an instrument counts as the other learned words that
#: say it (:func:`~gmem.tiers.acts.act_words`: "clean" as the "rinse" and "scrub" of a team's runs), a little below the
#: word itself: at 1, "heat some egg and put it in countertop" counted "hot" as much as "heat", and a run that put a hot
#: mug in the coffee machine came before the runs that heated an egg. On the 5,310 tune and read queries of the ranking
#: harness (experiments/HISTORY.md) 0.8 and 1.0 put the same tasks first.
NAMED = 0.8
#: Least share of a word's senses whose definitions name an act for the word to say it: "prepare" is "to cook"
#: in a sixth of its uses. Chosen on the same queries (strength 0.8): 0.15 / 0.25 put 31 / 30 more first, 3 / 0
#: fewer ("prepare the bookshelf by getting a pencil into it" went to a heating run).
DEFINING_SHARE = 0.25
#: Least :meth:`~gmem.tiers.lexicon.Lexicon.shares_opposites` for a word to say an act by being opposed to what the
#: act is opposed to ("frigid", "frosty": what "hot" is not, as cooling is, 0.87; "spotless": 0.6), at that share:
#: a word that states a quality more than an act is related to no verb the runs said ("make a tomato frigid" went to
#: the run that heated a tomato). "good" and "old" share 0.5 with cleaning and cooling through rare senses. On the
#: 5,310 tune and read queries of the ranking harness (experiments/HISTORY.md), 0.55 and 0.7 put 6 more first and
#: none fewer; 0.4 nine fewer than before ("get a potato good and chilled" read "good" as cleaning).
SHARED_OPPOSITES = 0.55
#: Least share of a word's WordNet senses that are nouns for it to be read as a thing taken away, before "off"
#: (:func:`_thing`).
THING = 0.1
#: Least share of a word's WordNet senses that are adjectives for a negation to say the thing is to be in its
#: opposite state (:func:`_quality`: "isn't cold" 0.83, "shouldn't be dirty" 0.96; not "don't get lost" 0.13).
QUALITY = 0.5
#: Strength (a share of the mark's weight) above which a request says a mark of an act
#: (:func:`~gmem.tiers.acts.act_marks`): weaker, the reading is a neighbour's echo ("soap" lies near "clean", "pot" near
#: "pan"), and "put a bottle of soap on the toilet" said the washing runs' marks and kept them first. Chosen on the tune
#: and read wordings of ``experiments/rephrasings.py`` (7,608 queries of the ranking harness: experiments/HISTORY.md):
#: any strength / 0.1 / 0.15 / 0.2 / 0.25 put the same / +21 -1 / +24 -2 / +29 -5 / +36 -12 first; 0.1 loses the fewest
#: (a request whose act reads weakly, "run the bar of soap under the tap", reads as asking for none).
SAYING = 0.1
#: How a single word is embedded. Alone, MiniLM places a word by its spelling as much as its sense
#: ("chill" nearest "hot"); as an infinitive, by its sense ("to chill" nearest "to cool"). Chosen on the
#: tune split of ``experiments/rephrasings.py``.
WORD_PROMPT = "to {}"


class Reading(NamedTuple):
    """A request read against a memory's vocabulary (:meth:`WordReader.weigh`)."""

    weights: np.ndarray  # on each vocabulary word
    unmatched: int  # words that matched nothing
    coverage: float  # share of the content words that matched (a mapped word by its strength)
    plural: bool  # names things in the plural (:func:`_names_several`)


class Counted(NamedTuple):
    """One way a content word of a request counts as a word the memory learned (:meth:`WordReader.weigh` with a
    ``trace``): what a user reads to see why a request found the runs it found."""

    word: str  # the request's word as :meth:`WordReader.read` reads it
    learned: int  # the id of the learned word it counts as
    strength: float  # the share of that word's learned weight it brings
    # "itself", "learned form", "untaught", "MiniLM neighbour", "dictionary", "implied", "in context", "opposite"
    how: str
    background: bool = False  # said only in a sentence that asks for nothing (it weighs BACKGROUND as much)


class _Memory(NamedTuple):
    """What :meth:`WordReader.weigh` reads a request's words against (its arguments past the request)."""

    docs: np.ndarray
    weights: np.ndarray
    word_vectors: Mapping[str, np.ndarray]
    in_context: WordsInContext
    in_context_strength: float
    acts: Mapping[str, AbstractSet[str]] | None
    places: np.ndarray | None
    words_of_acts: Mapping[str, Sequence[int]]


def directed(words: list[str]) -> list[str]:
    """``words`` with each measure moved one way read as the quality at that end: "bring the egg up to
    temperature" as "hot", "down to a low temperature" as "cold" (:func:`~gmem.tiers.terms.direction`; the
    quality the dictionary defines by that end, :meth:`~gmem.tiers.lexicon.Lexicon.poles`). A measure says
    both ends at once ("temperature" stands for "hot" and "cold" alike); its direction says which."""
    way, lexicon = direction(words), bundled_lexicon()
    if way is None or lexicon is None:
        return words
    out = []
    for word in words:
        poles = {} if word in STOP_WORDS else lexicon.poles(word)
        ends = [quality for quality, said in poles.items() if not ENDS[way].isdisjoint(terms(said))]
        out.append(ends[0] if ends else word)
    return out


def destination(words: list[str]) -> set[str]:
    """The noun phrase after the request's last placement word that puts something somewhere
    (:func:`~gmem.tiers.terms.places`: not a state's "on"), up to the next function word but a determiner,
    and each two of its words written together: where the thing ends up ("set it in the fridge"), which
    names no instrument of the request's act, though the runs' instruments may be places too. What follows
    the phrase may name one ("put it in the fridge after it has been microwaved"). A placement word before
    a bare "that" places nothing, and the one before it is read ("the pencil goes in the bookshelf, can you see
    to that"); one before a possessive names a place read as none ("study the bowl in its light"). A "to"
    before a word that names no thing begins a purpose ("switch the lamp on to get a proper view"). Without
    a placement, the place a holding frame names (:func:`~gmem.tiers.terms.holder`: "the study desk is missing
    a mug"), or a note's last step (:func:`_last_step`: "apple: microwave, then fridge")."""
    for last in reversed([i for i in range(len(words)) if places(words, i)]):
        if last + 1 < len(words) and words[last] == "to" and _act(words[last + 1]):
            continue  # a purpose: "switch the lamp on to get a proper view"
        phrase = takewhile(lambda word: word not in STOP_WORDS or word in DETERMINERS, words[last + 1 :])
        tail = [word for word in phrase if word not in DETERMINERS]
        if tail or words[last + 1 : last + 2] != ["that"]:
            break
    else:
        tail = holder(words) or _last_step(words)
    return set(tail) | {a + b for a, b in pairwise(tail)}


def _last_step(words: list[str]) -> list[str]:
    """The words after a request's last "then" when they end it and each may name a thing (:func:`_thing`): a
    task tracker's note puts its thing where its last step names, with no placement word ("apple: microwave, then
    fridge" heats the apple and leaves it in the fridge; "tomato: fridge first, then microwave" cools it). Read as
    an instrument, the fridge said a cooling too, and the note went to a run that cooled a tomato and put it in
    the microwave. Empty for any other request."""
    if "then" not in words:
        return []
    tail = [word for word in words[len(words) - words[::-1].index("then") :] if word not in DETERMINERS]
    return tail if tail and all(word not in STOP_WORDS and _thing(word) for word in tail) else []


def _act(word: str) -> bool:
    """Whether the dictionary knows ``word`` and would not read it as naming a thing (:func:`_thing`: "get",
    "see"), so that "to" before it begins a purpose, not a place."""
    lexicon = bundled_lexicon()
    return lexicon is not None and lexicon.knows(word) and not _thing(word)


def _thing(word: str) -> bool:
    """Whether ``word`` may name a thing: one taken away (:func:`~gmem.tiers.terms.absent`), or a place a thing
    is put (:meth:`WordReader.weigh`). A noun in a tenth of its WordNet senses at least ("grime" 0.5, "muck"
    0.33; not "cool" 0.04, "dry" 0.02), or any word when there is no dictionary to ask."""
    lexicon = bundled_lexicon()
    return lexicon is None or lexicon.share(word, ("noun",)) >= THING


def _quality(word: str) -> bool:
    """Whether ``word`` names a quality a thing may be in (:data:`QUALITY`), for a negated one to be read as its
    opposite (:func:`~gmem.tiers.terms.absent`: "make sure the mug isn't cold"), or any word when there is no
    dictionary to ask."""
    lexicon = bundled_lexicon()
    return lexicon is None or lexicon.share(word, ("adj",)) >= QUALITY


def _ruled_out(acts: AbstractSet[str], contrary: AbstractSet[str]) -> bool:
    """Whether every act the runs did with an instrument (``acts``) is one the request says the opposite of:
    where the thing ends up in "heat an apple, then stick it in the fridge", the fridge weighs nothing of
    itself, for the runs that said it were cooling runs."""
    return bool(acts) and acts <= contrary


def _acts_said(word: str, acts: AbstractSet[str], contrary: AbstractSet[str]) -> dict[str, float]:
    """The ``acts`` ``word`` names outright, in any inflected form (at :data:`NAMED`: "heated", where the memory's
    runs said heating as "warm" and "zap"), or that its definitions name in at least :data:`DEFINING_SHARE` of its
    senses (:meth:`~gmem.tiers.lexicon.Lexicon.defines`), each at :data:`DEFINED` times that share, or that it is
    opposed to what they are opposed to (:data:`SHARED_OPPOSITES`: "frigid"), for a word that says an act or a
    quality (:func:`~gmem.tiers.acts.states_an_act`): "sanitize" is a cleaning, "roasting" a heating, where no run said
    either word and MiniLM puts neither near the runs' verbs. Never an act the request says the opposite of
    (``contrary``) or one opposed to the word itself."""
    lexicon = bundled_lexicon()
    acts = acts - contrary
    out = {form: NAMED for form in (word, *inflections(word)) if form in acts}
    if lexicon is None or not acts or not states_an_act(word):
        return out
    defined = lexicon.defines(word, frozenset(acts - lexicon.opposites(word) - out.keys()))
    out.update((act, DEFINED * min(share, 1.0)) for act, share in defined.items() if share >= DEFINING_SHARE)
    for act in acts - out.keys():
        share = lexicon.shares_opposites(word, act)
        if share >= SHARED_OPPOSITES:
            out[act] = share
    return out


def changes_end(lexicon: Lexicon, word: str) -> dict[str, float]:
    """The states a change ``word`` names ends in (:meth:`~gmem.tiers.lexicon.Lexicon.end_states`), each by its share of
    those senses, for a word that names one in at least :data:`DEFINING_SHARE` of its senses: "boil" 0.28, "vaporize"
    0.25; not "run", whose one sense of melting (of ~50) made "the liquid soap" a run's word."""
    ends = lexicon.end_states(word)
    total = sum(ends.values())
    return {end: share / total for end, share in ends.items()} if total >= DEFINING_SHARE else {}


def _named_things(words: list[str]) -> set[str]:
    """The words of ``words`` (a request's :func:`~gmem.tiers.terms.terms`) in a phrase a determiner or a count
    opens (:data:`~gmem.tiers.terms.OBJECT_OPENERS`, up to the next function word or number) that are nouns first
    (:data:`~gmem.tiers.terms.NOUN_FIRST`: "pepper" 0.5, "soap" 0.92; not "hot" 0, "rinse" 0.44): "the *pepper*
    *shaker*", "a *soap* *bottle*"; not "a *hot* mug". Such a word names the thing, and in its sentence it lies where
    a word of the memory's instructions did that says what is done: "pepper" in "put a pepper shaker in the drawer"
    is nearest in context the "chill" of "chill a potato and then place it in the microwave", and read so it said the
    cooling runs' mark and kept them first. A thing's name says what the thing is, not what is done to it: the word
    nearest it in context is none that states an act (:meth:`WordReader._nearest_in_context`). On the tune and read
    wordings of ``experiments/rephrasings.py`` (experiments/HISTORY.md) that put 12 more queries first and 4 fewer
    (at a share of 0.4 the same, at 0.6 6 more and 4 fewer); only the word after the determiner, 10 more and 2 fewer
    ("the pepper *shaker*" still read as "chill"); the words' nearest by MiniLM barred too, 21 fewer and 7 more on a
    third of them ("the fridge" lost "cool")."""
    out: set[str] = set()
    phrase = False
    for word in words:
        if word in OBJECT_OPENERS or word in STOP_WORDS or not word.isalpha():
            phrase = word in OBJECT_OPENERS
        elif phrase and (noun_share(word) or 0.0) >= NOUN_FIRST:
            out.add(word)
    return out


def _names_several(read: list[tuple[str, int | None]], names: Sequence[str]) -> bool:
    """Whether a request whose words were ``read`` (:meth:`WordReader.read`; ``names``: the vocabulary's words, by
    id) names things in the plural: a word read as the learned form of a thing it inflects ("the keychains", of a
    memory that learned "keychain", which no dictionary knows). The plural of a word the memory never learned is
    not read so: "cheers", "orders" and "questions" name nothing to be moved."""
    lexicon = bundled_lexicon()
    return any(
        i is not None
        and names[i] != word
        and word.endswith("s")
        and (lexicon is None or not lexicon.knows(names[i]) or _thing(names[i]))
        for word, i in read
    )


class WordReader:
    """A query's words read against an index's vocabulary (``words``) and word vectors (``vectors``, by word
    id, for the words embedded so far). ``docs`` (the teaching runs with each word) says which words are learned."""

    def __init__(self, words: Vocabulary, vectors: Growable, contexts: WordContexts) -> None:
        self._words = words
        self._vectors = vectors
        self._contexts = contexts
        self._stops = np.zeros(0, dtype=bool)  # which vocabulary words are function words, by word id
        self._lemmas: dict[str, list[int]] = {}  # a word and each stem it may inflect -> vocabulary word ids
        self._lemmatised = 0  # vocabulary words in ``_lemmas``
        self._forms: dict[str, tuple[int, ...]] = {}  # a word -> the ids in ``_lemmas`` of it and its stems
        self._changes: dict[str, list[tuple[int, float]]] = {}  # a state -> (vocabulary word id, share) ending in it
        self._changes_read = 0  # vocabulary words in ``_changes``

    def unlearned(self, instruction: str, docs: np.ndarray) -> list[str]:
        """The query's content words that no teaching run had, in no learned form: those :meth:`weigh` maps
        by their vectors (embed them as ``WORD_PROMPT.format(word)``)."""
        return [w for w, i in self.read(instruction, docs) if i is None and w not in STOP_WORDS]

    def read(self, instruction: str, docs: np.ndarray) -> list[tuple[str, int | None]]:
        """The query's distinct words (:func:`~gmem.tiers.terms.terms`, two written apart joined when the
        memory learned them written together, in any inflected form: "micro-waves", "soap bars"), each with the id
        of the form of it the memory learned (the word, else an inflection's stem; a function word always as
        itself), or ``None``."""

        def learned(word: str) -> int | None:
            i = self._words.get(word)
            return i if i is not None and i < len(docs) and docs[i] > 0 else None

        def learned_together(word: str) -> bool:
            return learned(word) is not None or self._inflected(word, docs) is not None  # not "what" + "s"

        tokens = directed(putting_terms(instruction))
        joined: list[str] = []
        skip = False
        for first, second in zip(tokens, tokens[1:] + [""]):
            if skip:
                skip = False
            elif second and learned_together(first + second):
                joined.append(first + second)
                skip = True
            else:
                joined.append(first)
        out: list[tuple[str, int | None]] = []
        for word in dict.fromkeys(joined):
            if word in STOP_WORDS:
                out.append((word, self._words.get(word)))
                continue
            out.append((word, self.learned_form(word, docs)))
        return out

    def weigh(
        self,
        instruction: str,
        docs: np.ndarray,
        weights: np.ndarray,
        word_vectors: Mapping[str, np.ndarray],
        in_context: WordsInContext,
        in_context_strength: float = 1.0,
        acts: Mapping[str, AbstractSet[str]] | None = None,
        places: np.ndarray | None = None,
        words_of_acts: Mapping[str, Sequence[int]] | None = None,
        trace: list[Counted] | None = None,
    ) -> Reading:
        """The query's weight on each vocabulary word (:data:`STOP_WORDS`, joined compounds, inflections, neighbours,
        dictionary senses, the nearest in context; see the module docstring), the number of its words that matched
        nothing, the share of its content words that matched (a mapped word counts by its strength), and whether it
        names things in the plural (:func:`_names_several`). The word nearest in context counts times
        ``in_context_strength`` (:attr:`~gmem.config.ScoringWeights.in_context`), not for a verb of a caused-motion
        frame, and not toward that share: every word has a nearest one, so it would say nothing of whether the memory
        knows the query's kind (a part a relevance calibration may read: :mod:`gmem.tiers.relevance`). ``acts``: the
        acts done with each instrument (:func:`~gmem.tiers.acts.instruments`); ``places``: which learned words runs that
        put a thing somewhere had (:func:`~gmem.tiers.acts.placed_in`), the only ones a word that may name a thing where
        a frame of the request puts its thing (:func:`destination`) counts as, besides itself; ``words_of_acts``: the
        learned words that say each act done with an instrument (:func:`~gmem.tiers.acts.act_words`). A word said only
        in sentences that ask for nothing weighs :data:`~gmem.tiers.asking.BACKGROUND` of what it would
        (:mod:`gmem.tiers.asking`); the count, the share and the plural are the whole request's (the relevance was
        calibrated on that count and share). ``trace``, when given, receives each way a content word counted
        (:class:`Counted`)."""
        memory = _Memory(
            docs, weights, word_vectors, in_context, in_context_strength, acts, places, words_of_acts or {}
        )
        reading = self._weigh(instruction, memory, trace)
        asked = asking_part(instruction)
        if asked is not None:
            said: list[Counted] | None = [] if trace is not None else None
            reading = reading._replace(
                weights=np.maximum(self._weigh(asked, memory, said).weights, BACKGROUND * reading.weights)
            )
            if trace is not None and said is not None:
                told = {counted.word for counted in said}
                background = [c._replace(strength=BACKGROUND * c.strength, background=True) for c in trace]
                trace[:] = said + [counted for counted in background if counted.word not in told]
        return reading

    def _weigh(self, instruction: str, memory: _Memory, trace: list[Counted] | None = None) -> Reading:
        docs, weights, word_vectors, in_context, in_context_strength, acts, places, words_of_acts = memory
        q = np.zeros(len(self._words))

        def count(word: str, j: int, strength: float, how: str) -> None:
            q[j] = max(q[j], strength * weights[j])
            if trace is not None and word not in STOP_WORDS:
                trace.append(Counted(word, j, strength, how))

        tokens = terms(instruction)
        placed = destination(tokens) if acts or places is not None else set()
        measured = {quality for before, quality in pairwise(tokens) if before == "how"}  # "how warm": its measure
        missing, moved = (
            absent(instruction, _thing, _quality),
            moved_words(instruction),
        )
        putting = [j for j in map(self._words.get, PLACING_VERBS) if j is not None]
        unplaced_verbs = unplaced(instruction)  # say no putting (gmem.tiers.moving)
        unmatched, content, matched = 0, 0, 0.0
        read = self.read(instruction, docs)
        things = _named_things(tokens) if in_context_strength and in_context else set()
        embedded = len(self._vectors.view)
        vectors = {  # each content word's vector: a learned word's from the vocabulary (a word not embedded yet
            # has none), an unlearned one's from ``word_vectors``
            word: self._vectors.view[i] if i is not None else word_vectors[word]
            for word, i in read
            if word not in STOP_WORDS and ((i is not None and i < embedded) or (i is None and word in word_vectors))
        }
        similarities = self._similarities(list(vectors.values()))  # vocabulary x those words, one product
        column = dict(zip(vectors, range(len(vectors))))
        stops = self._function_words()
        known = np.zeros(embedded, dtype=bool)
        known[: min(len(docs), embedded)] = docs[:embedded] > 0
        mappable = np.flatnonzero(known & ~stops[:embedded])  # the learned content words
        candidates: tuple[np.ndarray, np.ndarray] | None = None  # those read in context (_in_context), once
        lexicon = bundled_lexicon()
        content_words = [word for word, _ in read if word not in STOP_WORDS]
        # What the request's words say the opposite of: never an act an instrument in it implies.
        contrary = (
            frozenset[str]().union(*map(lexicon.opposites, content_words)) if lexicon is not None else frozenset()
        )
        # What a thing where the request moves its thing never counts as: words only runs that put nothing had.
        nowhere = np.flatnonzero(~places).tolist() if places is not None and moved and placed else []
        for word, i in read:
            stop = word in STOP_WORDS
            content += not stop
            similarity = similarities[mappable, column[word]] if word in column else None
            opposed = [] if stop else self._opposed(word, docs)  # never what the word is mapped to
            said = self._absent_opposites(word, opposed, docs) if word in missing else {}
            if said:  # what it names is to be gone: it says its opposites
                for j, strength in said.items():
                    count(word, j, ABSENT * strength, "opposite")
                matched += ABSENT
                continue
            implied = {} if stop else self._implied(word, placed, moved, acts or {}, contrary, word in measured)
            elsewhere = nowhere if word in placed and _thing(word) else putting if word in unplaced_verbs else []
            sources: dict[int, str] | None = {} if trace is not None else None  # how each mapped word came
            if i is not None:  # itself, and as the learned words it stands for (see the module docstring)
                own = 1.0 if stop else docs[i] / (docs[i] + SCARCE_RUNS)
                exact = self._words.names[i] == word
                if not (word in placed and _ruled_out((acts or {}).get(word, frozenset()), contrary)):
                    count(word, i, own, "itself" if exact else "learned form")
                matched += not stop
                if not stop:
                    mapped = self._mapped(
                        word, similarity, mappable, opposed, docs, implied, words_of_acts, i, elsewhere, sources
                    )
                    forms = self._learned_forms(word, docs) if exact else set()  # no surer than the form said
                    for j, strength in mapped.items():
                        how = sources[j] if sources is not None else ""
                        count(word, j, min(strength, own) if j in forms else strength, how)
                continue
            if stop:
                unmatched += 1
                continue
            untaught = self._untaught(word)
            if untaught is not None:
                count(word, untaught, 1.0, "untaught")
            mapped = self._mapped(
                word, similarity, mappable, opposed, docs, implied, words_of_acts, barred=elsewhere, sources=sources
            )
            nearest = None
            if in_context_strength and word in in_context and word not in moved:  # a frame says what it does
                candidates = self._in_context(docs, stops) if candidates is None else candidates
                nearest = self._nearest_in_context(
                    word, in_context[word], candidates, opposed + elsewhere, naming=word in things
                )
            if nearest is not None:
                j, strength = nearest
                count(word, j, in_context_strength * strength, "in context")
            for j, strength in mapped.items():
                count(word, j, strength, sources[j] if sources is not None else "")
            if untaught is not None:  # the memory holds it: it is matched, whatever else it stands for
                matched += 1
            elif mapped:
                matched += min(max(mapped.values()), 1.0)
            else:
                unmatched += 1
        return Reading(q, unmatched, matched / content if content else 0.0, _names_several(read, self._words.names))

    def _function_words(self) -> np.ndarray:
        """Which vocabulary words are function words, read as the vocabulary grows (:meth:`truncate` takes it
        back with the vocabulary)."""
        names, known = self._words.names, len(self._stops)
        if known < len(names):
            grown = np.fromiter((w in STOP_WORDS for w in names[known:]), dtype=bool, count=len(names) - known)
            self._stops = np.concatenate([self._stops, grown])
        return self._stops

    def truncate(self, words: int) -> None:
        """The vocabulary was taken back to its first ``words`` words."""
        self._stops = self._stops[:words]
        if self._lemmatised > words:
            self._lemmas, self._lemmatised, self._forms = {}, 0, {}
        if self._changes_read > words:
            self._changes, self._changes_read = {}, 0

    def _similarities(self, vectors: list[np.ndarray]) -> np.ndarray:
        """MiniLM similarity of every embedded vocabulary word (rows) with each of ``vectors`` (columns)."""
        if not vectors:
            return np.zeros((len(self._vectors.view), 0), dtype=np.float32)
        return self._vectors.view @ np.asarray(vectors, dtype=np.float32).T

    def _mapped(
        self,
        word: str,
        similarity: np.ndarray | None,
        mappable: np.ndarray,
        opposed: list[int],
        docs: np.ndarray,
        implied: Mapping[str, float] | None = None,
        words_of_acts: Mapping[str, Sequence[int]] | None = None,
        itself: int = -1,
        barred: Sequence[int] = (),
        sources: dict[int, str] | None = None,
    ) -> dict[int, float]:
        """The learned words a content word counts as (other than ``itself``, its own id when it is learned),
        each with a strength in (0, 1]: its ``NEIGHBOURS`` nearest by MiniLM similarity (``similarity``, with
        each of the ``mappable`` words; just at ``NEIGHBOUR_SIMILARITY`` counts for nothing, an identical word
        fully) other than its ``opposed`` ones (:meth:`_opposed`), the words a dictionary says it stands
        for (:mod:`gmem.tiers.lexicon`), and the words its place in the request implies (``implied``, with
        their strengths: :meth:`_implied`) and, of an act it implies, every learned word that says the act
        (``words_of_acts``: :func:`~gmem.tiers.acts.act_words`), each by the strongest; never a ``barred`` word. A
        number is exact and maps to nothing: MiniLM places "one" next to "two", and "one more thing" would read as a
        task for two objects. ``sources``, when given, receives how each came: "MiniLM neighbour", "dictionary"
        or "implied" (by the word's place in the request)."""
        out: dict[int, float] = {}
        if word in NUMBERS:
            return out
        lexicon = bundled_lexicon()
        if similarity is not None and len(mappable):
            similarity = similarity.copy()
            similarity[np.isin(mappable, [*opposed, *barred])] = -1.0  # however near MiniLM puts it
            similarity[mappable == itself] = -1.0
            near = best(similarity, NEIGHBOURS)
            near = near[similarity[near] >= NEIGHBOUR_SIMILARITY]
            strength = (similarity[near] - NEIGHBOUR_SIMILARITY) / (1 - NEIGHBOUR_SIMILARITY)
            out = {j: s for j, s in zip(mappable[near].tolist(), strength.tolist()) if s > 0}
            if sources is not None:
                sources.update(dict.fromkeys(out, "MiniLM neighbour"))
        related = dict(lexicon.related(word)) if lexicon is not None else {}
        origin = dict.fromkeys(related, "dictionary")
        for other, strength in (implied or {}).items():
            if strength > related.get(other, 0.0):
                related[other], origin[other] = strength, "implied"
        barring = set(barred)
        found = [
            (j, strength, origin[other])
            for other, strength in related.items()
            for j in self._learned_forms(other, docs)
        ]
        said = words_of_acts or {}
        found += [(j, strength, "implied") for act, strength in (implied or {}).items() for j in said.get(act, ())]
        if itself < 0 and lexicon is not None:
            found += [(j, strength, "dictionary") for j, strength in self._ending(word, docs, lexicon).items()]
        for j, strength, how in found:
            if j != itself and j not in barring and strength > out.get(j, 0.0):
                out[j] = strength
                if sources is not None:
                    sources[j] = how
        return out

    def _ending(self, word: str, docs: np.ndarray, lexicon: Lexicon) -> dict[int, float]:
        """The learned words that name a change (:func:`changes_end`) ending in a state ``word`` is
        (:meth:`~gmem.tiers.lexicon.Lexicon.names_a_state`) or the changes it names end in, the states one by
        :meth:`~gmem.tiers.lexicon.Lexicon.same_state`, each at :data:`ENDED` times both shares. "Heated until it turns
        to steam" and "vaporizes into a gas" say the runs' "boil" ("change from a liquid to vapor"), which no relation
        of WordNet's links them to: MiniLM put "gas" nearest "chemistry" and "vaporizes" nearer "melt" than "boil". The
        vocabulary's changes are read once, as it grows (about 60 microseconds a word: 0.8 s for 12,600 words);
        which of them are learned is asked anew (``docs`` moves with each run)."""
        names = self._words.names
        for j in range(self._changes_read, len(names)):
            if names[j] not in STOP_WORDS:
                for state, share in changes_end(lexicon, names[j]).items():
                    self._changes.setdefault(state, []).append((j, share))
        self._changes_read = len(names)
        states = changes_end(lexicon, word)
        if lexicon.names_a_state(word):
            states[word] = 1.0
        out: dict[int, float] = {}
        for end, changes in self._changes.items() if states else ():
            said = max((share for state, share in states.items() if lexicon.same_state(state, end)), default=0.0)
            for j, share in changes if said else ():
                if self._learned_content(j, docs):
                    out[j] = max(out.get(j, 0.0), ENDED * said * share)
        return out

    @staticmethod
    def _implied(
        word: str,
        placed: AbstractSet[str],
        moved: AbstractSet[str],
        acts: Mapping[str, AbstractSet[str]],
        contrary: AbstractSet[str],
        measured: bool,
    ) -> dict[str, float]:
        """What a content word says by its place in the request, with a strength: the acts the runs did with
        it as an instrument (``acts``: :func:`~gmem.tiers.acts.instruments`, at :data:`INSTRUMENT`), or with a word the
        dictionary says it stands for (at that word's strength times :data:`INSTRUMENT`: "nuke" is "microwave", the
        heating runs' instrument), unless it is where the thing ends up (``placed``: :func:`destination`) or the act is
        one the request says the opposite of (``contrary``: in "apple: warm up, then fridge" the fridge is where
        the apple goes, not how it is cooled), or the acts it names or its definitions name (:func:`_acts_said`:
        "sanitize" a cleaning); and putting when it heads a caused-motion frame (``moved``:
        :func:`~gmem.tiers.terms.placing`, at :data:`PLACING`); and, asked how it is (``measured``: "how warm the
        banana is"), what it is a value of (:meth:`~gmem.tiers.lexicon.Lexicon.measures`: "temperature"), as surely as
        a synonym: "how warm" asks the banana's temperature, which the dictionary's "warm" says in half its uses."""
        out: dict[str, float] = {}
        lexicon = bundled_lexicon()
        if measured and lexicon is not None:
            out.update(lexicon.measures(word))
        if word not in placed:
            named = {form: 1.0 for form in (word, *inflections(word))}  # "microwaved": "microwave"
            named |= lexicon.related(word) if lexicon is not None and acts else {}
            for other, strength in named.items():
                for act in acts.get(other, set()) - contrary:
                    out[act] = max(out.get(act, 0.0), INSTRUMENT * strength)
            for act, strength in _acts_said(word, set[str]().union(*acts.values()), contrary).items():
                out[act] = max(out.get(act, 0.0), strength)
        if word in moved:
            out.update((verb, max(out.get(verb, 0.0), PLACING)) for verb in PLACING_VERBS)
        return out

    def _in_context(self, docs: np.ndarray, stop: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The words read in context so far (:mod:`gmem.tiers.contexts`) as unit rows by word id, and which of
        them a query word may count as: learned content words (``stop``: the vocabulary's function words)."""
        unit, has = self._contexts.means()
        n = min(len(has), len(docs), len(stop))
        allowed = np.zeros(len(has), dtype=bool)
        allowed[:n] = has[:n] & (docs[:n] > 0) & ~stop[:n]
        return unit, allowed

    def _nearest_in_context(
        self,
        word: str,
        vector: np.ndarray,
        candidates: tuple[np.ndarray, np.ndarray],
        opposed: list[int],
        naming: bool = False,
    ) -> tuple[int, float] | None:
        """The learned word among ``candidates`` (:meth:`_in_context`) whose mean vector in the memory's
        instructions is nearest ``word``'s in the query's sentence (``vector``), other than its ``opposed`` ones
        and, for a word ``naming`` the thing (:func:`_named_things`), those that state an act, with a strength in
        (0, 1]; ``None`` below ``CONTEXT_SIMILARITY`` or for a number."""
        unit, allowed = candidates
        if word in NUMBERS or not allowed.any():
            return None
        query = np.asarray(vector, dtype=np.float32)
        similarity = unit @ (query / max(float(np.linalg.norm(query)), 1e-12))
        similarity[~allowed] = -1.0
        similarity[[j for j in opposed if j < len(similarity)]] = -1.0  # however near MiniLM puts them
        best_id = int(np.argmax(similarity))
        while naming and similarity[best_id] >= CONTEXT_SIMILARITY and states_an_act(self._words.names[best_id]):
            similarity[best_id] = -1.0  # the next nearest: asking the dictionary of a few words, not the vocabulary
            best_id = int(np.argmax(similarity))
        if similarity[best_id] < CONTEXT_SIMILARITY:
            return None
        return best_id, float((similarity[best_id] - CONTEXT_SIMILARITY) / (1 - CONTEXT_SIMILARITY))

    def _opposed(self, word: str, docs: np.ndarray) -> list[int]:
        """The learned words WordNet calls the word's opposites (:meth:`~gmem.tiers.lexicon.Lexicon.opposites`),
        in any inflected form, by id: never what a query word is mapped to. A memory in users' own words
        learned "cooled" and "chilled", not WordNet's "cool" and "chill"."""
        lexicon = bundled_lexicon()
        if lexicon is None:
            return []
        return sorted({j for opposite in lexicon.opposites(word) for j in self._learned_forms(opposite, docs)})

    def _absent_opposites(self, word: str, opposed: list[int], docs: np.ndarray) -> dict[int, float]:
        """What a word the request names as missing says (:data:`ABSENT`): its learned ``opposed`` words
        (:meth:`_opposed`), each as surely as the word's senses are opposed to it
        (:meth:`~gmem.tiers.lexicon.Lexicon.opposite_shares`), but for those the dictionary also relates it to. WordNet
        reaches "dirty" from "dirt" both ways: as what it derives from, and through its opposite "clean". A thing "no
        longer solid" is liquid or a gas, and only as a figure of geometry is "solid" opposed to "plane": counted in
        full, that drew "warm it until it's no longer solid" to ScienceWorld's inclined planes."""
        lexicon = bundled_lexicon()
        if not opposed or lexicon is None:  # without a dictionary nothing is opposed (:meth:`_opposed`)
            return {}
        alike = {j for other in lexicon.related(word) for j in self._learned_forms(other, docs)}
        out: dict[int, float] = {}
        for other, share in lexicon.opposite_shares(word).items():
            for j in self._learned_forms(other, docs) - alike:
                out[j] = max(out.get(j, 0.0), share)
        return out

    def _learned_forms(self, word: str, docs: np.ndarray) -> set[int]:
        """The ids of the learned content words that are ``word`` in some form: itself, its stem, or a word
        inflected from either. WordNet names words by their lemma; a memory in users' own words may have
        learned only "heated", "cooled" or "rinsed". Read off an index of the vocabulary by stem, kept as it
        grows: a word's relations and opposites run to hundreds of words, so each word's ids are kept too, until
        the vocabulary grows (which words are learned content words is asked anew: ``docs`` moves with each run)."""
        names = self._words.names
        if self._lemmatised < len(names):
            for i in range(self._lemmatised, len(names)):
                for key in dict.fromkeys((names[i], *inflections(names[i]))):
                    self._lemmas.setdefault(key, []).append(i)
            self._lemmatised, self._forms = len(names), {}
        forms = self._forms.get(word)
        if forms is None:
            forms = self._forms[word] = tuple(
                j for key in (word, *inflections(word)) for j in self._lemmas.get(key, ())
            )
        return {j for j in forms if self._learned_content(j, docs)}

    def learned_form(self, word: str, docs: np.ndarray) -> int | None:
        """The id of the learned content word ``word`` is, is an inflection of, or misspells (a word no
        dictionary knows, one edit from it: :mod:`gmem.tiers.spelling`); ``None`` for none."""
        if word in STOP_WORDS:
            return None
        inflected = self._inflected(word, docs)
        if inflected is not None:
            return inflected
        lexicon = bundled_lexicon()
        if lexicon is None or not word.isalpha() or lexicon.senses(word):
            return None

        def learned(other: str) -> int | None:
            j = self._words.get(other)
            return j if j is not None and self._learned_content(j, docs) else None

        return corrected(word, learned, lexicon.knows)

    def _untaught(self, word: str) -> int | None:
        """The id of the word the memory holds that ``word`` is, or is an inflection of, where :meth:`read` found no
        learned form of it: no teaching run had it (failed runs said it, or runs newer than the weights)."""
        return next(self._held_forms(word), None)

    def _inflected(self, word: str, docs: np.ndarray) -> int | None:
        """The id of the learned content word ``word`` is, or is an inflection of; ``None`` for none."""
        return next((i for i in self._held_forms(word) if self._learned_content(i, docs)), None)

    def _held_forms(self, word: str) -> Iterator[int]:
        """The ids of the vocabulary words ``word`` is or is an inflection of, ``word`` first."""
        return (i for i in map(self._words.get, (word, *inflections(word))) if i is not None)

    def _learned_content(self, j: int, docs: np.ndarray) -> bool:
        """Whether vocabulary word ``j`` is a content word some teaching run had."""
        return j < len(docs) and docs[j] > 0 and not self._function_words()[j]
