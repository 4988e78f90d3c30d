"""ReAct's three HotpotQA actions, over the question's own ten paragraphs instead of live Wikipedia.

ReAct (Yao et al., 2023) and ExpeL (Zhao et al., 2024) let the agent act with ``Search[entity]``,
``Lookup[keyword]`` and ``Finish[answer]`` against Wikipedia. Here the "wiki" is the question's
distractor context, so every run sees the same pages:

- ``Search[entity]``: the paragraph whose title matches the entity (case, accents, punctuation and a
  trailing disambiguator such as "(2016 film)" do not matter; a near-identical spelling is accepted)
  answers with its first five sentences, as ReAct shows the start of a page. Without a match:
  ``Could not find [entity]. Similar: [...]`` with the five closest titles.
- ``Lookup[keyword]``: the next sentence of the last paragraph found that contains the keyword (case
  ignored), as ``(Result k / n) sentence``; ``No more results.`` when they run out. A new keyword or a
  new search starts over.
- ``Finish[answer]``: ends the episode with that answer. The tools never see the gold answer; scoring is
  :mod:`experiments.hotpotqa.metrics`' job.
"""

from __future__ import annotations

import difflib
import logging
import re
import unicodedata

from experiments.hotpotqa.data import Paragraph, Question

logger = logging.getLogger(__name__)

SENTENCES_SHOWN = 5
SIMILAR_SHOWN = 5
#: How alike (difflib ratio of the folded strings) an entity and a title must be to count as the same name.
NEAR_MATCH = 0.9

_ACTION = re.compile(r"^\s*(?:action\s*\d*\s*:\s*)?(search|lookup|finish)\s*\[(.*)\]\s*\.?\s*$", re.IGNORECASE)
_DISAMBIGUATOR = re.compile(r"\s*\([^()]*\)\s*$")

# What the tools answer, for agents (and scripted stand-ins) that read the observations.
NOT_FOUND = "Could not find [{entity}]. Similar: {similar}."
RESULT = "(Result {number} / {count}) {sentence}"
NO_MORE = "No more results."
NO_PAGE = "The last page searched was not found, so you cannot Lookup a keyword in it. Try one of the similar pages."
FINISHED = "Episode finished. Answer: {answer}"
OVER = "The episode is over."
INVALID = "Invalid action: {action!r}. Valid actions are Search[<entity>], Lookup[<keyword>] and Finish[<answer>]."


def parse_action(text: str) -> tuple[str, str] | None:
    """``("search" | "lookup" | "finish", argument)`` from the last line of ``text`` that is such an action
    (``Search[...]``, optionally after ``Action n:``, as a ReAct reply ends), or None when no line is one
    or its argument is empty."""
    for line in reversed(text.splitlines()):
        found = _ACTION.match(line)
        if found:
            return (found.group(1).lower(), found.group(2).strip()) if found.group(2).strip() else None
    return None


def fold(text: str) -> str:
    """A name folded for comparison: lower case, accents and punctuation dropped, spaces collapsed
    ("Beschränkter-Haftung" -> "beschrankter haftung")."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^\w\s]|_", " ", plain.lower()).split())


def strip_disambiguator(title: str) -> str:
    """A title without its trailing parenthesis: "Doctor Strange (2016 film)" -> "Doctor Strange"."""
    return _DISAMBIGUATOR.sub("", title)


class HotpotTools:
    """The actions for one question. ``act("Search[...]")`` parses and runs one; ``search``, ``lookup`` and
    ``finish`` run them directly. ``trace`` keeps every (action, observation) pair in order."""

    def __init__(self, question: Question) -> None:
        self.question = question
        self.answer: str | None = None
        self.trace: list[tuple[str, str]] = []
        self._page: Paragraph | None = None
        self._keyword = ""
        self._hits: list[str] = []
        self._next_hit = 0

    @property
    def finished(self) -> bool:
        return self.answer is not None

    def act(self, action: str) -> str:
        """Run one ``Search[...]``, ``Lookup[...]`` or ``Finish[...]`` and return the observation."""
        parsed = parse_action(action)
        if parsed is None:
            return self._note(action, INVALID.format(action=action.strip()))
        kind, argument = parsed
        return {"search": self.search, "lookup": self.lookup, "finish": self.finish}[kind](argument)

    def search(self, entity: str) -> str:
        action = f"Search[{entity}]"
        if self.finished:
            return self._note(action, OVER)
        page = self._match(entity)
        self._page, self._keyword, self._hits, self._next_hit = page, "", [], 0
        if page is None:
            similar = self._similar(entity)
            return self._note(action, NOT_FOUND.format(entity=entity, similar=similar))
        return self._note(action, " ".join(s.strip() for s in page.sentences[:SENTENCES_SHOWN] if s.strip()))

    def lookup(self, keyword: str) -> str:
        action = f"Lookup[{keyword}]"
        if self.finished:
            return self._note(action, OVER)
        if self._page is None:
            return self._note(action, NO_PAGE)
        if keyword.lower() != self._keyword:
            self._keyword = keyword.lower()
            self._hits = [s.strip() for s in self._page.sentences if self._keyword in s.lower()]
            self._next_hit = 0
        if self._next_hit >= len(self._hits):
            return self._note(action, NO_MORE)
        self._next_hit += 1
        sentence = self._hits[self._next_hit - 1]
        return self._note(action, RESULT.format(number=self._next_hit, count=len(self._hits), sentence=sentence))

    def finish(self, answer: str) -> str:
        action = f"Finish[{answer}]"
        if self.finished:
            return self._note(action, OVER)
        self.answer = answer.strip()
        return self._note(action, FINISHED.format(answer=self.answer))

    def _match(self, entity: str) -> Paragraph | None:
        """The paragraph whose title names ``entity``: an exact folded match of the full title first, then of
        the title without its disambiguator (only if one title fits), then a single near-identical one."""
        wanted = fold(entity)
        if not wanted:
            return None
        exact = [p for p in self.question.paragraphs if fold(p.title) == wanted]
        if exact:
            return exact[0]
        base = [p for p in self.question.paragraphs if fold(strip_disambiguator(p.title)) == wanted]
        if len(base) == 1:
            return base[0]
        if base:
            return None
        near = [p for p in self.question.paragraphs if _likeness(wanted, p.title) >= NEAR_MATCH]
        return near[0] if len(near) == 1 else None

    def _similar(self, entity: str) -> list[str]:
        """The titles closest to ``entity``: shared words first, then string likeness; ties keep context order."""
        wanted = fold(entity)
        words = set(wanted.split())

        def closeness(p: Paragraph) -> tuple[float, float]:
            shared = len(words & set(fold(p.title).split())) / len(words) if words else 0.0
            return shared, _likeness(wanted, p.title)

        ranked = sorted(self.question.paragraphs, key=closeness, reverse=True)
        return [p.title for p in ranked[:SIMILAR_SHOWN]]

    def _note(self, action: str, observation: str) -> str:
        self.trace.append((action, observation))
        logger.debug("%s %s -> %s", self.question.id, action, observation)
        return observation


def _likeness(wanted: str, title: str) -> float:
    """difflib's ratio between the folded entity and the folded title (or the title without disambiguator)."""
    return max(
        difflib.SequenceMatcher(None, wanted, fold(candidate)).ratio()
        for candidate in (title, strip_disambiguator(title))
    )
