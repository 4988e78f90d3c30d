"""A run's steps logged as one text: a transcript of its acts and what the world answered, read as its steps.

ALFWorld's and TextWorld's logs write each act on a line of its own after "> " and what the world answered on the lines
after it ("> go to countertop 1\nOn the countertop 1, you see a mug 1.\n> take mug 1 from countertop 1\n..."). A team
that keeps that log as one step of its run had one act recorded, a template of its own: half the recorded runs so
logged, asked the other half in the recorded wording and three tune wordings, put a task of the right kind first 0.900
of the time (0.994 logged step by step), and taught no lesson. Such a step is read as the steps its transcript holds,
as the record path receives a run (:func:`gmem.recording.parse_records`); the text before its first act, a plan or a
greeting, stays a step of its own.
"""

from __future__ import annotations

import re

from gmem.models import Step, TaskRecord

#: An act's line in a transcript: after ">" (a prompt's mark), as ALFWorld's and TextWorld's logs write it.
_ACT_LINE = re.compile(r"^[ \t]*>[ \t]*(\S.*?)[ \t]*$")
#: Least acts for a step's text to be a transcript: one act after ">" is a step as other teams log it.
TRANSCRIPT_ACTS = 2


def steps_apart(record: TaskRecord) -> TaskRecord:
    """``record`` with each step that holds a transcript (:func:`transcript_steps`) read as its steps. A run whose
    steps name the steps they answer (``reply_to``) is left as it is: its numbers would no longer point where they
    did."""
    if any(step.reply_to is not None for step in record.steps):
        return record
    steps: list[Step] = []
    for step in record.steps:
        steps.extend(transcript_steps(step) or [step])
    return record if len(steps) == len(record.steps) else record.model_copy(update={"steps": steps})


def transcript_steps(step: Step) -> list[Step] | None:
    """The steps ``step``'s text holds as a transcript: each act after ">" on a line of its own, the lines after it to
    the next act what the world answered (:data:`TRANSCRIPT_ACTS` acts at least, each but the last answered, and no
    observation of the step's own); the text before the first act a step of the same agent. None for any other
    step."""
    if step.observation.strip():
        return None
    lines = step.action.splitlines()
    acts = [(n, found.group(1)) for n, line in enumerate(lines) if (found := _ACT_LINE.match(line))]
    if len(acts) < TRANSCRIPT_ACTS:
        return None
    ends = [n for n, _ in acts[1:]] + [len(lines)]
    answers = ["\n".join(lines[first + 1 : end]).strip() for (first, _), end in zip(acts, ends)]
    if not all(answers[:-1]):  # lines after ">" one after another: a quotation, as a message quotes another
        return None
    fields = step.model_dump(exclude={"action", "observation", "reply_to"})
    opening = "\n".join(lines[: acts[0][0]]).strip()
    steps = [Step(**fields, action=opening)] if opening else []
    steps.extend(Step(**fields, action=act, observation=answered) for (_, act), answered in zip(acts, answers))
    return steps
