"""Interaction tier: one graph per task, and its LLM-free sparsification.

A recorded run becomes utterances (what each agent said or did, what the environment answered) linked by
typed edges. Sparsification keeps the steps that changed the world or carried a decision, so that an
excerpt shown to a later team is the run's skeleton, not its 30 steps of wandering.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence

from gmem.models import (
    AnsweredAction,
    EdgeKind,
    FailureAnalysis,
    InteractionEdge,
    InteractionGraph,
    RepeatedAction,
    Step,
    TaskRecord,
    TaskStatus,
    Utterance,
    UtteranceKind,
)
from gmem.text import acted, is_error, is_noop, is_thought, readable, template, without_log_marks

ENVIRONMENT = "environment"
#: A word or a number, as an action names what it acts on and an answer shows it.
_TOKEN = re.compile(r"[a-z0-9]+")
#: A terminal's colour code, which a log may write around an act or an answer (LlamaIndex's
#: ``\x1b[1;3;34mObservation: ...\x1b[0m``): no word of either.
_COLOUR = re.compile(r"\x1b\[[0-9;]*[a-z]", re.IGNORECASE)

#: A template used this many times in one run, with different arguments, is exploration (``go to _``).
EXPLORATION_REPEATS = 3
#: An exploring step that acts on what one of this many answers before it showed is kept (:class:`_WhatWasShown`).
SHOWN_WITHIN = 50
#: A failed run that did one action this many times looped on it.
LOOP_REPEATS = 3


def build_graph(task: TaskRecord, *, max_key_steps: int) -> InteractionGraph:
    """Turn a recorded run into its interaction graph, with key steps and (if failed) its failure analysis.

    Its parts are built without validation: everything in them comes from the validated ``task``."""
    utterances: list[Utterance] = []
    edges: list[InteractionEdge] = []
    speaker_utterance: list[int] = []  # step -> index of the agent's utterance

    for step_index, step in enumerate(task.steps):
        said = len(utterances)
        has_observation = bool(step.observation.strip())
        kind = UtteranceKind.ACTION if has_observation and not is_thought(step.action) else UtteranceKind.MESSAGE
        utterances.append(
            Utterance.model_construct(
                index=said,
                agent=step.agent,
                content=step.action,
                kind=kind,
                step=step_index,
                extra=dict(step.model_extra or {}),
            )
        )
        speaker_utterance.append(said)
        if said:
            edges.append(InteractionEdge.model_construct(source=said - 1, target=said, kind=EdgeKind.TEMPORAL))
        if step.replies_to:
            edges.extend(
                InteractionEdge.model_construct(source=speaker_utterance[parent], target=said, kind=EdgeKind.REPLY)
                for parent in step.replies_to
            )
        elif step_index and task.steps[step_index - 1].agent != step.agent:
            edges.append(
                InteractionEdge.model_construct(
                    source=speaker_utterance[step_index - 1], target=said, kind=EdgeKind.HANDOFF
                )
            )
        if has_observation:
            seen = len(utterances)
            utterances.append(
                Utterance.model_construct(
                    index=seen,
                    agent=ENVIRONMENT,
                    content=step.observation,
                    kind=UtteranceKind.OBSERVATION,
                    step=step_index,
                    extra={},  # given, not defaulted: pydantic inspects a default factory on every call
                )
            )
            edges.append(InteractionEdge.model_construct(source=said, target=seen, kind=EdgeKind.TEMPORAL))
            edges.append(InteractionEdge.model_construct(source=said, target=seen, kind=EdgeKind.RESULT))

    failure = analyse_failure(task.steps) if task.status == TaskStatus.FAILED else None
    return InteractionGraph(
        task_id=task.id,
        utterances=utterances,
        edges=edges,
        key_steps=key_steps(task, limit=max_key_steps),
        failure_reason=failure.describe() if failure is not None else "",
        failure=failure,
    )


def key_steps(task: TaskRecord, *, limit: int) -> list[int]:
    """Indices of the steps worth showing, in order, at most ``limit``.

    Kept: the opening plan; every effective non-exploratory action (the ones that changed the world),
    once; the exploration move that led straight to such an action; chat messages that are not repeats;
    and the final step. Dropped: later thoughts, actions the environment ignored, repeated
    action/observation pairs (loops), and exploration that led nowhere.
    """
    steps = task.steps
    shapes = [template(s.action) for s in steps]
    exploratory = _exploratory(steps, shapes)

    def effective(i: int) -> bool:
        s = steps[i]
        return bool(s.observation.strip()) and not is_thought(s.action) and not is_noop(s.observation, s.action)

    shown = _WhatWasShown(task)
    kept: list[int] = []
    seen_pairs: set[tuple[str, str]] = set()
    seen_messages: set[str] = set()
    planned = False
    for i, step in enumerate(steps):
        pair = (_done(step).lower(), step.observation.strip().lower())
        if is_thought(step.action) and step.observation.strip():
            if not planned:
                kept.append(i)
                planned = True
            continue
        if not step.observation.strip():  # a chat message: keep what is new
            message = " ".join(step.action.lower().split())
            if message and message not in seen_messages:
                kept.append(i)
                seen_messages.add(message)
            continue
        if not effective(i) or pair in seen_pairs:
            continue
        seen_pairs.add(pair)
        if (
            shapes[i] not in exploratory
            or _leads_to_effect(i, steps, shapes, exploratory, effective)
            or shown.acted_on(i, shapes[i])
        ):
            kept.append(i)
    last = len(steps) - 1
    if last not in kept:
        kept.append(last)
    if len(kept) > limit:
        # Keep the plan and the ending; from the middle, the latest steps are closest to the outcome.
        head, tail = kept[:1], kept[-(limit - 1) :]
        kept = head + [i for i in tail if i not in head]
    return kept


def _exploratory(steps: Sequence[Step], shapes: Sequence[str]) -> set[str]:
    """The templates a run explored with: each done on :data:`EXPLORATION_REPEATS` different things or more
    (``go to _``, ``open _``, a ``search[_]`` of one name after another)."""
    variety: dict[str, set[str]] = {}
    for step, shape in zip(steps, shapes):
        if not is_thought(step.action) and not is_noop(step.observation, step.action):
            variety.setdefault(shape, set()).add(_done(step).lower())
    return {shape for shape, variants in variety.items() if len(variants) >= EXPLORATION_REPEATS}


def _leads_to_effect(
    i: int, steps: list[Step], shapes: list[str], exploratory: set[str], effective: Callable[[int], bool]
) -> bool:
    """True when the next effective action after step ``i`` is a non-exploratory one."""
    for j in range(i + 1, len(steps)):
        if effective(j) and not is_thought(steps[j].action):
            return shapes[j] not in exploratory
    return False


class _WhatWasShown:
    """Whether a step acts on something the task or an earlier answer showed and no act named since, read as the run
    goes. A shop's team clicks the product its search showed, the colour the product's page offers, then "Buy Now":
    three clicks on different things are exploration by their count, and a resolved run was shown as its search and
    its last click; a ReAct question run searches what the question names, then what the page found names, and lost
    its first search. A move to a place nothing showed ("go to cabinet 2"), or on to what a move named ("open cabinet
    1" after "go to cabinet 1", a tool's ``go_to(receptacle="cabinet 1")`` too), is still dropped; so is a colour its
    search named. Each step is read once, and checked against the task and the :data:`SHOWN_WITHIN` steps before it:
    a run of thousands of moves costs as many checks, not their square."""

    def __init__(self, task: TaskRecord) -> None:
        self._steps = task.steps
        self._task = _spaced(_tokens(task.instruction))
        self._read: list[tuple[str, str]] = []  # each step read so far: its act and its answer, as _spaced writes them

    def acted_on(self, i: int, shape: str) -> bool:
        """Whether step ``i``, whose template is ``shape``, acts on what was shown (see the class)."""
        for j in range(len(self._read), i):
            step = self._steps[j]
            self._read.append((_spaced(_tokens(_done(step))), _spaced(_tokens(readable(step.observation)))))
        for argument in _arguments(_done(self._steps[i]), shape):
            if argument in self._task:
                return True
            for done, shown in self._read[max(0, i - SHOWN_WITHIN) : i]:
                if argument in done:  # named: what an answer shows from here on is no news
                    break
                if argument in shown:
                    return True
        return False


def _arguments(done: str, shape: str) -> list[str]:
    """The runs of the words of what a step did (:func:`_done`) that its template, ``shape``, abstracts away and that
    name something (``take mug 1 from shelf 2``: ``mug 1`` and ``shelf 2``; ``click[Buy Now]``: ``buy now``; not a
    number alone), as :func:`_spaced` writes them."""
    template_words = set(_tokens(shape))
    runs: list[list[str]] = [[]]
    for token in _tokens(done):
        if token in template_words:
            runs.append([])
        else:
            runs[-1].append(token)
    return [_spaced(run) for run in runs if not all(token.isdigit() for token in run)]  # a number alone: nothing


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(_COLOUR.sub(" ", text).lower())


def _spaced(tokens: list[str]) -> str:
    """``tokens`` as one text with a space on each side of each, so that a run of them is found in a longer one whole
    word after word (" mug 1 " in " the mug 1 is ", not in " mug 12 ")."""
    return f" {' '.join(tokens)} "


def _done(step: Step) -> str:
    """What a step did, as every log writes it (a ReAct step's act, its log marks off): two steps that did one
    thing are one, for loops, repeats and exploration alike."""
    return without_log_marks(acted(step.action))


def analyse_failure(steps: Sequence[Step]) -> FailureAnalysis:
    """How a failed run went wrong, without an LLM: its loop, the actions answered with an error, those that had no
    effect, the last one that did, exploration aside, and where it stopped. A run that wandered after its last
    change ("put mug 1 in/on cabinet 1", where the task asked for a cup) ended on a move ("go to shelf 2"), which told
    a reviewer nothing of what it had got done."""
    taken = [s for s in steps if not is_thought(s.action)]
    repeated = None
    if taken:
        action, count = Counter(_done(s) for s in taken).most_common(1)[0]
        if count >= LOOP_REPEATS:
            repeated = RepeatedAction(action=action, count=count)
    ignored: list[Step] = []
    errors: list[Step] = []
    effective: list[Step] = []
    for step in taken:  # each answer read once a way: it may be a serialized message to parse
        if step.observation.strip():
            noop, error = is_noop(step.observation, step.action), is_error(step.observation)
            if noop:
                ignored.append(step)
            if error:  # a logged "ERROR - Nothing happens." is both
                errors.append(step)
            if not (noop or error):
                effective.append(step)
    shapes = [template(s.action) for s in effective]
    exploratory = _exploratory(effective, shapes)
    changes = [i for i, shape in enumerate(shapes) if shape not in exploratory]
    after = changes[-1] + 1 if changes else 0
    return FailureAnalysis(
        steps=len(steps),
        repeated=repeated,
        ignored=[acted(s.action).strip() for s in ignored],
        errors=[AnsweredAction(action=acted(s.action).strip(), answer=readable(s.observation)) for s in errors],
        last_effective=acted(effective[changes[-1]].action).strip() if changes else "",
        explored=list(dict.fromkeys(shapes[after:])),
    )


def recorded_steps(graph: InteractionGraph) -> list[Step]:
    """The steps a stored run was recorded with, read back from its whole interaction graph (what
    :func:`build_graph` made of each: the agent's utterance, then the environment's answer): what a run whose
    outcome is settled later is analysed from, as it would have been had it come with its outcome."""
    said: dict[int, Utterance] = {}
    answered: dict[int, str] = {}
    for utterance in graph.utterances:
        if utterance.kind == UtteranceKind.OBSERVATION:
            answered.setdefault(utterance.step, utterance.content)
        else:
            said.setdefault(utterance.step, utterance)
    return [
        Step.model_construct(agent=u.agent, action=u.content, observation=answered.get(step, ""), reply_to=None)
        for step, u in sorted(said.items())
    ]
