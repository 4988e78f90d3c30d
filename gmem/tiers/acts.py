"""What a memory's teaching runs say about the acts they did with an instrument ("heat _ with microwave"): the
instruments and what was done with each, the learned words that say an act, the ones that mark it, and the words
of runs that put something somewhere. The memory side of the word score, read off the words x templates sums both
index kinds keep (:class:`~gmem.tiers.weights.LearnedSums`); :mod:`gmem.tiers.reading` reads a request against
them, and :class:`~gmem.tiers.query.QueryIndex` keeps them with its statistics.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from scipy import sparse

from gmem.text import instrument
from gmem.tiers.lexicon import bundled as bundled_lexicon
from gmem.tiers.terms import LIGHT_VERBS, PLACEMENT_WORDS, PLACING_VERBS, STOP_WORDS, placing_verb
from gmem.tiers.weights import LearnedSums

#: Least share of a word's WordNet senses that say an act done to a thing or a quality of one for it to say an act
#: (:func:`states_an_act`): "heated" 0.34, "chilled" 0.31; not "microwave" 0.2, "egg" 0.08. On the tune and read
#: wordings of ``experiments/rephrasings.py``, 0.25 and 0.5 put the same queries first; every word (0) two fewer (as a
#: share of the verb, adjective and adverb senses, before verbs without an object were left out).
SAYS_AN_ACT = 0.25
#: Least share of a word's teaching runs that did an act for the word to mark it (:func:`act_marks`): with 0.8, a
#: word of five runs marks an act four of them did. Chosen on the tune and read wordings of
#: ``experiments/rephrasings.py`` with ``ScoringWeights.unsaid_act``.
MARKING = 0.8
#: The light verbs (:data:`~gmem.tiers.terms.LIGHT_VERBS`) that are no function words, whose forms mark no act
#: (:func:`act_marks`): said by a washing run of a team's own wording ("Give a plate a good wash, then ..."), "give"
#: marked washing, and a later "Put the hand-soap dispenser bottle on the loo", whose "hand" WordNet reads as "give",
#: seemed to ask for one. "have", "do" and "be" are function words already, and a word they are the base of may mark
#: one ("done", as cooked).
_MARKING_NO_ACT = LIGHT_VERBS - STOP_WORDS


def _named_instruments(features: Sequence[str]) -> list[tuple[int, str, str]]:
    """(feature id, act, instrument) of each fingerprint feature that names an instrument
    (:func:`gmem.text.instrument`): what :func:`instruments` and :func:`act_words` read the runs' acts off."""
    return [(f, *named) for f, feature in enumerate(features) if (named := instrument(feature)) is not None]


def act_templates(features: Sequence[str]) -> dict[str, list[int]]:
    """The fingerprint templates (by id) of each act done with an instrument (:func:`_named_instruments`): a run
    whose fingerprint holds one did the act, whatever its instruction said of it."""
    out: dict[str, list[int]] = {}
    for f, act, _ in _named_instruments(features):
        out.setdefault(act, []).append(f)
    return out


def instruments(features: Sequence[str], runs: np.ndarray) -> dict[str, set[str]]:
    """The acts the teaching runs did with each instrument, read off the fingerprint features that name one
    (:func:`_named_instruments`) and some teaching run did (``runs``, by feature id): ``{"fridge": {"cool"}}``."""
    out: dict[str, set[str]] = {}
    for f, act, tool in _named_instruments(features[: len(runs)]):
        if runs[f] > 0:
            out.setdefault(tool, set()).add(act)
    return out


def act_words(features: Sequence[str], pairs: sparse.csr_matrix, words: Sequence[str]) -> dict[str, list[int]]:
    """The learned words that say each act done with an instrument (by id): words that state an act or a
    quality (:data:`SAYS_AN_ACT` of their WordNet senses at least) whose teaching runs did that act and no other
    done with an instrument. A memory in the recorded wording says heating as "heat" and as "hot"; one in users'
    words as "warm", "nuked" or "zap". One product of the words x templates sums (``pairs``) with the templates
    of each act."""
    named = _named_instruments(features[: pairs.shape[1]])
    acts = sorted({act for _, act, _ in named})
    if not acts or bundled_lexicon() is None:
        return {}
    column = {act: a for a, act in enumerate(acts)}
    of_act = sparse.csr_matrix(
        (np.ones(len(named)), ([f for f, _, _ in named], [column[act] for _, act, _ in named])),
        shape=(pairs.shape[1], len(acts)),
    )
    did = (pairs @ of_act).toarray() > 0  # words x acts: some teaching run with the word did the act
    alone = did & (did.sum(axis=1, keepdims=True) == 1)
    return {
        act: [i for i in np.flatnonzero(alone[:, a]).tolist() if states_an_act(words[i])] for a, act in enumerate(acts)
    }


def act_marks(sums: LearnedSums) -> dict[str, list[int]]:
    """The learned words that mark a run of an act done with an instrument (by id): words that state an act or a
    quality (:data:`SAYS_AN_ACT`) nearly every teaching run of which (:data:`MARKING`) did that act. A request
    that says none of an act's marks does not ask for it (:class:`~gmem.tiers.query.QueryTerms` ``unsaid``). Unlike
    :func:`act_words`, a run that did no such act counts against a word: in a team's own wording "toss" may be
    said by one heating run and by one that threw two bars of soap away, and marks neither. Nor does a word that
    means putting a thing somewhere (:func:`_means_putting`): every chore makes that move, and a team's formal
    wording may say it in its washing runs alone at first ("... is situated upon the counter"), so that a plain
    "the pepper shaker is to be deposited in the drawer" said a mark of washing and kept the washing runs first;
    nor, so, a word of where it goes (a team whose cooling runs alone said "leave it inside the microwave" had
    "stow the pepper dispenser inside a drawer" say a mark of cooling); nor a light verb (:data:`_MARKING_NO_ACT`),
    whose act is the word that follows it.
    Read off the sums (both index kinds keep them): the word's summed fingerprint on the act's template, over the
    template's mean value in the runs that did it, is about the number of the word's runs that did the act."""
    named = [
        (f, act) for f, act, _ in _named_instruments(sums.features[: sums.pairs.shape[1]]) if sums.feature_docs[f] > 0
    ]
    if not named or bundled_lexicon() is None:
        return {}
    features = [f for f, _ in named]
    per_run = sparse.csr_matrix(  # each named template's column, over its mean value in the runs that did it
        (sums.feature_docs[features] / sums.feature_sum[features], (features, range(len(named)))),
        shape=(sums.pairs.shape[1], len(named)),
    )
    runs = (sums.pairs @ per_run).toarray()  # words x named templates: about how many of the word's runs did it
    marking = (sums.word_docs > 0)[:, None] & (runs >= MARKING * sums.word_docs[:, None])
    out: dict[str, set[int]] = {}
    for column, (_, act) in enumerate(named):
        out.setdefault(act, set()).update(i for i in np.flatnonzero(marking[:, column]).tolist())
    return {
        act: sorted(i for i in words if states_an_act(sums.words[i]) and not _bleached(sums.words[i]))
        for act, words in out.items()
    }


def _bleached(word: str) -> bool:
    """Whether ``word`` says no act of its own: it means putting (:func:`_means_putting`) or is a form of a light verb
    (:data:`_MARKING_NO_ACT`: "made", "gets", "took")."""
    lexicon = bundled_lexicon()
    forms = lexicon.base_forms(word) if lexicon is not None else [word]
    return _means_putting(word) or not _MARKING_NO_ACT.isdisjoint(forms)


def _means_putting(word: str) -> bool:
    """Whether ``word`` is a form of a verb of putting (:data:`~gmem.tiers.terms.PLACING_VERBS`) or, by the
    dictionary, one of its senses is "put" or a kind of it ("situated", "deposited", "installed", "positioned"),
    as no word of washing, heating or cooling is (the bundled lexicon must be there; its look-ups are cached), or
    says where a thing is put (:data:`~gmem.tiers.terms.PLACEMENT_WORDS`: "inside", "atop")."""
    lexicon = bundled_lexicon()
    putting = PLACING_VERBS[0]
    return (
        placing_verb(word)
        or word in PLACEMENT_WORDS
        or (lexicon is not None and lexicon.related(word).get(putting, 0.0) > 0.0)
    )


def states_an_act(word: str) -> bool:
    """Whether ``word`` is no function word and says an act done to a thing or a quality of one in
    :data:`SAYS_AN_ACT` of its WordNet senses at least (:meth:`~gmem.tiers.lexicon.Lexicon.act_share`; the bundled
    lexicon must be there): what :func:`act_words` and :func:`act_marks` count. A verb that takes no object is none:
    "a washed mug sitting in the coffee machine" says where the mug is, and had a team's washing runs alone said
    "sitting", a plain "a soap bottle sitting on the toilet" said a mark of washing and kept the washings first."""
    lexicon = bundled_lexicon()
    return lexicon is not None and word not in STOP_WORDS and lexicon.act_share(word) >= SAYS_AN_ACT


def placed_in(features: Sequence[str], pairs: sparse.csr_matrix) -> np.ndarray | None:
    """Which words (by id: the rows of ``pairs``, the teaching runs' words x templates sums) some teaching run
    that put a thing somewhere had (a template whose verb is one of :data:`~gmem.tiers.terms.PLACING_VERBS`);
    ``None`` when no run did. Where a request puts its thing is among them: "the study desk" is no "desklamp",
    which the runs only turned on."""
    putting = [f for f, feature in enumerate(features[: pairs.shape[1]]) if feature.split(" ", 1)[0] in PLACING_VERBS]
    return np.asarray(pairs[:, putting].sum(axis=1)).ravel() > 0 if putting else None
