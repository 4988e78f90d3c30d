"""Whether a lesson a model wrote is borne out by the runs it cites.

A model reading a few condensed runs writes fluent lessons that are sometimes about nothing that happened:
"resolved runs did: go to oven -> cool / use microwave" in a memory of heating tasks, a lesson for a task
nobody ran, the prompt's own ``<new rule>`` placeholder. A lesson is kept only when

* it is not a placeholder (``<...>``) copied from the prompt;
* every task it quotes in double quotes is a task of the memory (its words all in one instruction);
* every action it names is, as a template, the action of one step of the runs it cites: the verb and the
  objects and receptacles it names all occur in that step. Actions are each step of an ``a -> b`` chain
  (``a / b`` naming alternatives), each single-quoted phrase, and each phrase led by an action verb some
  recorded run used;
* it does not tell the team to avoid (not, never, don't, avoid, skip ...) an action every resolved run it
  cites did. Negations cancel in pairs: "do not skip 'heat …'" asks for the heating.

Words that carry no object (articles, prepositions, "object", "item") are not checked, so a lesson may
speak in general terms; anything more specific must be in the runs.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from gmem.models import TaskStatus
from gmem.text import TEMPLATE_WORDS, words

#: Words an action phrase may use without a run showing them.
GENERAL = frozenset(
    {
        "a",
        "an",
        "the",
        "some",
        "any",
        "it",
        "its",
        "them",
        "their",
        "this",
        "that",
        "these",
        "those",
        "one",
        "both",
        "each",
        "all",
        "every",
        "another",
        "other",
        "of",
        "for",
        "with",
        "in",
        "on",
        "at",
        "into",
        "onto",
        "from",
        "to",
        "by",
        "as",
        "up",
        "down",
        "out",
        "off",
        "over",
        "under",
        "near",
        "next",
        "inside",
        "object",
        "objects",
        "item",
        "items",
        "thing",
        "things",
        "target",
        "targets",
        "place",
        "places",
        "location",
        "locations",
        "receptacle",
        "receptacles",
        "container",
        "containers",
        "goal",
        "task",
        "tasks",
        "step",
        "steps",
        "first",
        "again",
        "then",
        "also",
        "just",
        "only",
    }
)
NEGATIONS = frozenset(
    {"not", "never", "no", "don", "dont", "cannot", "avoid", "skip", "stop", "without", "instead", "nor"}
)
_PLACEHOLDER = re.compile(r"<[^<>]{1,60}>")
_QUOTED_TASK = re.compile(r"[\"“”]([^\"“”]{3,200})[\"“”]")
_QUOTED_ACTION = re.compile(r"(?:^|\s)['‘]([^'‘’]{2,80})['’](?=$|[\s.,;:!?)])")
_CLAUSE_END = re.compile(
    r"->|→|=>|[,;:.!?()\[\]{}\"“”]|\s/\s|\b(?:then|and|before|after|when|if|or|but|until|while|so|because|once)\b"
)


@dataclass(frozen=True)
class CitedRun:
    """A run a lesson may rest on: its task, outcome, and what its agents did, step by step."""

    task_id: str
    status: TaskStatus
    instruction: str
    actions: tuple[str, ...]


class Grounds:
    """The runs a model's lesson cites, and what the memory knows beyond them, to check the lesson against."""

    def __init__(self, runs: Iterable[CitedRun], verbs: Iterable[str], is_task: Callable[[set[str]], bool]) -> None:
        self.runs = {run.task_id: run for run in runs}
        self._steps = {run.task_id: [set(words(a)) for a in run.actions] for run in self.runs.values()}
        self._verbs = set(verbs) | {said[0] for run in self.runs.values() for a in run.actions if (said := words(a))}
        self._is_task = is_task

    def resolved(self, task_id: str) -> bool:
        run = self.runs.get(task_id)
        return run is not None and run.status == TaskStatus.RESOLVED

    def check(self, lesson: str, among: Iterable[str]) -> str | None:
        """Why ``lesson`` is not borne out by the runs of the tasks ``among`` (None when it is)."""
        cited = [t for t in dict.fromkeys(among) if t in self.runs]
        if not cited:
            return "it cites no recorded run"
        if (placeholder := _PLACEHOLDER.search(lesson)) is not None:
            return f"it is the prompt's placeholder {placeholder.group(0)!r}"
        for quoted in _QUOTED_TASK.findall(lesson):
            task_words = set(words(quoted)) - GENERAL
            if len(task_words) >= 2 and not self._is_task(task_words):
                return f"it names a task the memory never saw: {quoted.strip()!r}"
        steps = [step for t in cited for step in self._steps[t]]
        resolved = [self._steps[t] for t in cited if self.runs[t].status == TaskStatus.RESOLVED]
        for phrase, negated in self._actions(lesson):
            named = [w for w in phrase if w not in GENERAL]
            if not any(set(named) <= step for step in steps):
                return f"no cited run did {' '.join(phrase)!r}"
            if negated and resolved and all(any(set(named) <= step for step in run) for run in resolved):
                return f"every cited resolved run did {' '.join(phrase)!r}, which it says to avoid"
        return None

    def _actions(self, lesson: str) -> list[tuple[list[str], bool]]:
        """The action phrases of ``lesson`` (as words, at most a template long), each with whether it is
        negated."""
        text = _QUOTED_TASK.sub(" , ", re.sub(r"n[’']t\b", " not", lesson))  # quoted tasks are checked as tasks
        found: list[tuple[list[str], bool]] = []
        for quoted in _QUOTED_ACTION.findall(text):
            found.append((words(quoted)[:TEMPLATE_WORDS], False))
        text = _QUOTED_ACTION.sub(" ", text)
        parts = re.split(r"->|→|=>", text)
        for i, part in enumerate(parts):
            clauses = _CLAUSE_END.split(part)
            for j, clause in enumerate(clauses):
                in_chain = len(parts) > 1 and ((i > 0 and j == 0) or (i < len(parts) - 1 and j == len(clauses) - 1))
                for alternative in re.split(r"\s/\s", clause) if in_chain else [clause]:
                    tokens = words(alternative)
                    start = 0 if in_chain else next((k for k, w in enumerate(tokens) if w in self._verbs), None)
                    if start is None or not tokens:
                        continue
                    negated = sum(w in NEGATIONS for w in tokens[:start]) % 2 == 1
                    phrase = [w for w in tokens[start:] if w not in NEGATIONS][:TEMPLATE_WORDS]
                    if phrase:
                        found.append((phrase, negated))
        return found
