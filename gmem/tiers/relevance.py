"""How relevant a past task is: a probability-like score with the same meaning for every query and memory,
so that one floor (``MemoryConfig.traversal.min_relevance``) decides when the memory has nothing to say.

A fused ranking score is comparable only within one query. :func:`relevance` calibrates the parts of a
task's score, and the query's *neighbourhood* (:func:`neighbourhood_parts`), into the probability that the
task is of the query's kind, fitted by ``python -m experiments.calibrate``. One module for both indexes (in
RAM and in PostgreSQL), so both read the same numbers off the same rows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

import numpy as np

from gmem.text import names, words
from gmem.tiers.asking import asks_a_question
from gmem.tiers.commanding import commands_an_act
from gmem.tiers.lexicon import Lexicon
from gmem.tiers.lexicon import bundled as bundled_lexicon
from gmem.tiers.moving import moved
from gmem.tiers.terms import STOP_WORDS

#: Logistic calibration of :func:`relevance`, fitted by ``python -m experiments.calibrate`` on the tune split,
#: on each query's best task: an ALFWorld task or a HotpotQA question asked of a memory of its own domain
#: (however small), or of a memory holding both, should get context, asked of the other domain's memory,
#: nothing. Of the parts tried there (word, procedure and dense similarity, word coverage, the dense
#: similarity beyond the memory's typical nearest-neighbour one, the cosine with the memory's centroid, and
#: the neighbourhood's), these four do best: the nearest task alone cannot tell, since questions on different
#: topics are as far apart in a memory of questions (0.3) as an unrelated task is from them, and statistics of
#: the whole memory hold one kind of task against another in a memory of both. The word similarity came in
#: once request words were read as function words (worst tune rate 0.898 without it, 0.918 with it: a chore
#: asked of a memory of questions shares their function words and little else it learned); with it, the
#: word coverage weighs nothing (fitted 0.004 once dictionary words counted in inflected forms) and is left out.
#: Last came *other mood* (the query asks for an act where its neighbourhood asked questions of fact:
#: :func:`neighbourhood_parts`), fitted as a penalty with the other weights and the floor held (see
#: ``experiments.calibrate``): a chore put politely to a memory of questions ("How would I warm a mug ...?",
#: "I need a cold tomato placed in the microwave") shares their form and little else, and was answered (0.941
#: of the tune chores abstained, 1.00 with it). It only takes away: a request in the memory's own mood reads
#: as before, for fitted freely (both ways round) it told the tune split's domains apart alone and a memory
#: of chores then answered most requests of other kinds that are acts too (code, shopping). Then *unnamed* (the
#: query names nothing where its neighbourhood named people, places and works: :func:`neighbourhood_parts`), a
#: penalty chosen with everything else held (the largest whose worse tune rate is best, as the floor is): a
#: question of fact is about the things it names, and a short question that names none ("What is the molar mass
#: of sulfuric acid?", "Is 221 a prime number?") landed among HotpotQA's by its form alone; 0.783 of the tune
#: questions of other kinds abstained from a memory of questions, 0.917 with it, and no fitted set lost a query
#: (at 1.2 a question of the memory's own that names nothing, "This term about a playwright who lived from
#: 1564-1616 ...", lost its memory). Last, *asked among acts* (the query asks a question of fact where none of
#: its neighbourhood did: :func:`neighbourhood_parts`), chosen as *unnamed* was and on the sets it could cost (a
#: memory of another kind asked its own, the later tune wordings' chores, some of which read as questions): a word
#: problem about apples or mugs ("Maria has 24 apples ... How many apples does she have left?") landed among the
#: chores that name them; 0.933 of the tune questions of other kinds abstained from a memory of chores, 1.00
#: with it, and no tune set lost a query (at 1.5 a writing team's "Summarize this 20-page vendor contract ...",
#: read as a request to work something out, lost its memory of writing requests). Then *named among unnamed*
#: (the query names someone or something where none of its neighbourhood did), chosen so too: chores name no
#: one, and an email about "Thursday's review" with "the updated Figma link", a lamp "with a USB charging port"
#: landed among them by the words they share; 0.74 of the tune acts of other kinds abstained from a memory of
#: chores, 0.80 with it (0.72 before either part), and no tune set lost a query (at 0.5 a science team's "What
#: does idempotent mean in the context of REST APIs?" lost its memory). It weighs little: a chore names a
#: disc ("the CD") or who asked ("(Mia)"), and only a request already near the floor loses its context for it.
#: Last, *placed among unplaced* (the query moves a thing to a place where its neighbourhood moved nothing:
#: :mod:`gmem.tiers.moving`), chosen so on the same sets: a coding or writing team's requests move nothing, and a
#: chore asked of their memory ("place the salt shaker in the cabinet") shared their form and MiniLM's nearness;
#: 0.748 of the tune chores abstained from the memories of other kinds, 0.812 with it, and no tune set lost a query
#: (at 0.9 a chore of the later tune wordings lost its memory of chores: 0.80 without the part, 0.62 with it).
#: Then the neighbourhood's *relative* part came to read the nearest neighbour as far as the neighbours are alike
#: (:func:`neighbourhood_parts`; before, their centroid alone): a terse request of a memory written in one
#: template ("Please stow w1 away inside the boot." among PDDL goals) lay as far from the centroid as a chore, and
#: abstained. Everything was refitted with the mood held (``experiments.calibrate``), the other penalties chosen
#: again and the floor with them (0.64 -> 0.66). On the tune sets: the ScienceWorld and PDDL requests in users'
#: words got context 0.988 -> 0.991 and 0.988 -> 0.994; questions of other kinds abstained from a memory of questions
#: 0.90 -> 0.98, chores from a memory of ScienceWorld's 0.57 -> 0.69, the requests of the other kinds and the chores
#: from memories of another kind 0.78 -> 0.80 and 0.812 -> 0.819; a memory of both answered one question fewer of
#: its 50 (0.96 -> 0.94), and the later tune wordings' chores two fewer of 1,881, asked of their own wording's memory
#: and of the recorded one alike.
RELEVANCE = {
    "intercept": -0.803,
    "dense": 4.172,
    "lexical": 6.462,
    "neighbourhood": 6.117,
    "neighbourhood_relative": 11.022,
    "other_mood": -4.208,
    "unnamed": -1.1,
    "asked_among_acts": -1.1,
    "named_among_unnamed": -0.2,
    "placed_among_unplaced": -0.7,
}
#: Best-ranked tasks whose centroid :func:`neighbourhood_parts` compares the query with (chosen on the tune
#: split among 5, 10 and 20).
NEIGHBOURHOOD = 20


def relevance(parts: Mapping[str, np.ndarray]) -> np.ndarray:
    """The probability that a past task is of the same kind as the new one, from the parts of its score
    (:meth:`~gmem.tiers.ranking.Query.parts`): a logistic calibration, :data:`RELEVANCE`. Unlike the fused score it
    means the same for every query and memory, so one floor can decide when the memory has nothing to say."""
    logit = RELEVANCE["intercept"] + sum(
        RELEVANCE[name] * np.asarray(parts[name], dtype=np.float64) for name in RELEVANCE if name != "intercept"
    )
    return np.asarray(1.0 / (1.0 + np.exp(-logit)))


def neighbourhood_parts(
    vectors: np.ndarray, vector: np.ndarray, instructions: Sequence[str], request: str
) -> dict[str, np.ndarray]:
    """The parts :func:`relevance` reads off the query's neighbourhood, for rows whose instruction vectors are
    ``vectors``, best first, and a query whose instruction vector is ``vector``: its cosine with the centroid of the
    first :data:`NEIGHBOURHOOD` rows, and *relative*: how near it is to them beyond how close each of them is, on
    average, to the others' centroid (their *tightness*). Questions on different topics are far from each other but all
    are questions: what the tasks near the query share tells whether it is of their kind where no single task is near
    it, and in a memory of several kinds the query is read against the kind it lands among. Where the tasks are alike (a
    benchmark's template, a team's chores), any one of them stands for the others, and a query of their kind is about as
    near one of them as they are to each other, whatever its own form: a terse request ("Get r2 pumped up, please.")
    says a goal's words and little of its template, and lies as far from the centroid as a request of another kind. So
    *relative* reads the query's cosine with the nearest of them as far as they are alike (their tightness, 0 to 1), and
    with their centroid as far as they are not. *Other mood* says how clearly the ``request`` asks for an act where
    those rows' ``instructions`` (the first :data:`NEIGHBOURHOOD` at least) asked questions of fact
    (:func:`~gmem.tiers.asking.asks_a_question`): 1 when every one of them did, 0 when at most half did, or the request
    asks a question, or names someone or something (or may, typed without capitals) and commands no act
    (:func:`~gmem.tiers.commanding.commands_an_act`): it only says what it wants ("Birthday needed: the actress who
    ...", "the year that team made its first World Cup is what I'm chasing"), a form no reading of questions can list,
    while a chore that names who asks it still says where its thing goes. *Asked among acts*, the other way round, is 1
    when the request asks a question of fact and none of those rows did, else 0: a team that records questions among its
    acts (a coding team's "what does this error mean?") asks them too, and a request for an act that reads as a question
    (a learner's "Lettuce is there, na? Cool it ...") must keep a memory of chores, so it weighs less than the mood
    (:data:`RELEVANCE`). *Unnamed* says as clearly that the request names nothing (:func:`~gmem.text.names`) where those
    rows named someone or something, and is 0 for a request that names anything, or that is typed without capitals and
    may name someone (:func:`_may_name_in_lower_case`). *Named among unnamed*, the other way round, is 1 when the
    request names something and none of those rows did, else 0; it weighs little, for a chore may name who asked ("...
    (Mia)") and must keep a memory of chores. *Placed among unplaced* says how clearly the request moves a thing to a
    place (:func:`~gmem.tiers.moving.moved`) where none of those rows did (1 for none, 0 for half or more) and they
    asked for acts, not questions of fact (0 where all did: a question put as a command, "identify the building opposite
    the meeting place", lands among questions that move nothing either), and is 0 for a request that moves nothing. One
    function for both indexes (in RAM and in PostgreSQL), so both read the same numbers off the same rows."""
    near = np.asarray(vectors[:NEIGHBOURHOOD], dtype=np.float32)
    unit = near / (np.linalg.norm(near, axis=1, keepdims=True) + 1e-12)
    total = unit.astype(np.float64).sum(axis=0)
    query = np.asarray(vector, dtype=np.float64)
    centroid = float(np.dot(total, query) / (np.linalg.norm(total) + 1e-12))
    nearest = float(np.max(unit @ query)) if len(near) else 0.0
    along = unit @ total  # each neighbour's dot product with the sum, itself included
    others = np.sqrt(np.maximum(total @ total - 2 * along + 1, 1e-12))  # |sum of the other neighbours|
    tight = float(np.mean((along - 1) / others)) if len(near) >= 2 else 0.0
    alike = min(max(tight, 0.0), 1.0)  # how far the nearest neighbour speaks for the others
    near_instructions = instructions[: len(near)]
    asked = _share(asks_a_question(instruction) for instruction in near_instructions)
    named = _share(_names_anything(instruction) for instruction in near_instructions)
    placed = _share(bool(moved(instruction)) for instruction in near_instructions)
    question, naming = asks_a_question(request), _names_anything(request)
    may_name = naming or _may_name_in_lower_case(request)
    saying = may_name and not commands_an_act(request)  # says what it wants of someone named: asks for no act
    unnamed = 0.0 if may_name else _most(named)
    return {
        "neighbourhood": np.full(len(vectors), centroid),
        "neighbourhood_relative": np.full(len(vectors), alike * nearest + (1 - alike) * centroid - tight),
        "other_mood": np.full(len(vectors), 0.0 if question or saying else _most(asked)),
        "unnamed": np.full(len(vectors), unnamed),
        "asked_among_acts": np.full(len(vectors), float(question and not asked)),
        "named_among_unnamed": np.full(len(vectors), float(naming and not named)),
        "placed_among_unplaced": np.full(
            len(vectors), _most(1 - placed) * (1 - _most(asked)) if moved(request) else 0.0
        ),
    }


@lru_cache(maxsize=4096)
def _names_anything(text: str) -> bool:
    """Whether ``text`` names someone or something (:func:`~gmem.text.names`). Kept for the last 4,096 texts: a
    memory's instructions come back in query after query's neighbourhood."""
    return bool(names(text))


@lru_cache(maxsize=4096)
def _may_name_in_lower_case(request: str) -> bool:
    """Whether ``request``, typed without a capital, may name someone all the same: it says a word the dictionary
    does not know, nor two words it knows written together ("where has janne kyttanen exhibited?"; not
    "coffeemachine", "desklamp", nor "derrickson", a derrick and a son), or one it knows mostly as a name
    (:meth:`~gmem.tiers.lexicon.Lexicon.name_share`: "where was the first governor after the missouri compromise
    from"). Case cannot say what such a request names, and a question asked in lower case lost its memory of
    questions for naming nothing (41 of the tune split's 50, lower-cased, kept it; 47 with this). Without the
    dictionary, ``False``: the request is read by its case alone. Kept for the last 4,096 requests."""
    lexicon = bundled_lexicon()
    if lexicon is None or any(character.isupper() for character in request):
        return False
    return any(
        _unknown(lexicon, word) or lexicon.name_share(word) > 0.5
        for word in words(request)
        if word not in STOP_WORDS and word.isalpha()
    )


def _unknown(lexicon: Lexicon, word: str) -> bool:
    """Whether ``lexicon`` knows neither ``word`` nor two words written together as it (at least 3 letters each)."""
    if len(word) < 3 or lexicon.knows(word):
        return False
    return not any(lexicon.knows(word[:cut]) and lexicon.knows(word[cut:]) for cut in range(3, len(word) - 2))


def _share(flags: Iterable[bool]) -> float:
    """The share of ``flags`` that are true (0 for none)."""
    counted = list(flags)
    return float(np.mean(counted)) if counted else 0.0


def _most(share: float) -> float:
    """How clearly a share says "all of them": 1 for all, 0 for half or fewer."""
    return max(0.0, 2 * share - 1)
