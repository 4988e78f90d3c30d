"""What a code runner said, read as the answer to the code it ran.

AutoGen's most common team is a writer of code and an agent that runs it: an assistant writes a fenced block, and an
executor (AgentChat's ``CodeExecutorAgent`` without a model, AutoGen 0.2's ``UserProxyAgent``) runs it and says what
it printed. A log of such a team holds each report as a step of the runner's own, with no observation. Read so, what a
program printed was an act ("Traceback (most recent call last): ...", "saved", "12.84" were steps of the procedure),
the code was an act nothing answered, and a failed run's analysis found no error: eight runs of a coder and its
executor told a reviewer "stopped after 5 steps without success" where the run had failed on a missing module twice.

On the record path (:func:`gmem.recording.parse_records`) a runner's reports are read as the observations of the code
they answer, each code step keeping the runner's name (``ran_by``). A runner is an agent that writes no code and
answers another agent's unanswered code (the latest since its turn before, whoever spoke between: Magentic-One's
orchestrator asks its terminal to run it) with a report (:data:`_REPORT`: an exit code as AutoGen or AgentChat write it,
or Python's traceback), or that only ever answers code and never talks (:func:`~gmem.text.only_talks`): what a
program printed ("832040") looks like nothing else. A reviewer who answers code with its words stays an agent.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gmem.models import MAX_UTTERANCE_CHARS, Step, TaskRecord
from gmem.text import as_error, only_talks

#: A block of fenced code, as a code runner finds what to run (AgentChat and AutoGen 0.2 read the same fences).
_FENCED = re.compile(r"^[ \t]*```[^\n`]*\n.*?\n[ \t]*```", re.MULTILINE | re.DOTALL)
#: How a code runner reports a run: AutoGen 0.2's "exitcode: 1 (execution failed)\nCode output: ...", AgentChat's
#: "The script ran, then exited with an error (POSIX exit code: 1)" and "The script ran but produced no output to
#: console. The POSIX exit code was: 0.", or Python's traceback (an exit code of 1), whole or from its first frame.
_REPORT = re.compile(
    r"^\s*(?:exitcode:\s*(?P<code>-?\d+)\s*\(execution\b"
    r"|the script ran\b[^\n]*?exit code(?: was)?:\s*(?P<posix>-?\d+)"
    r"|(?P<traceback>traceback \(most recent call last\):|file \"[^\"\n]+\", line \d+))",
    re.IGNORECASE,
)


def holds_code(action: str) -> bool:
    """Whether a step's text holds a fenced block of code, as a runner would run it."""
    return bool(_FENCED.search(action))


def answer_of(report: str) -> str:
    """A runner's report as the observation of the code it ran: an error (:func:`~gmem.text.as_error`) when it says
    the code failed (an exit code other than 0, a traceback), else as it is."""
    found = _REPORT.match(report)
    if found is None:
        return report
    code = found.group("code") or found.group("posix")
    failed = found.group("traceback") is not None or (code is not None and int(code) != 0)
    return as_error(report)[:MAX_UTTERANCE_CHARS] if failed else report  # marked, it stays a step's length


def reports_answered(record: TaskRecord) -> TaskRecord:
    """``record`` with each report of a code runner (see the module) read as the observation of the code it answered,
    the report's step gone and the steps that answered it answering the code's; ``record`` itself when it has none."""
    steps = record.steps
    reports = _reports(steps)
    if not reports:
        return record
    where: list[int] = []  # each old step -> its new index (a report: its code's)
    kept: list[Step] = []
    for index, step in enumerate(steps):
        if index in reports:
            code = where[reports[index]]
            kept[code] = kept[code].model_copy(update={"observation": answer_of(step.action), "ran_by": step.agent})
            where.append(code)
            continue
        where.append(len(kept))
        replies = None if step.reply_to is None else sorted({where[i] for i in step.reply_to if 0 <= i < index})
        kept.append(step if step.reply_to is None else step.model_copy(update={"reply_to": replies or None}))
    return record.model_copy(update={"steps": kept})


def _reports(steps: Sequence[Step]) -> dict[int, int]:
    """{report: the code it answered}: of each runner's steps, those with another agent's unanswered code since the
    runner's turn before (the latest of it), its writer silent since. Magentic-One's orchestrator asks its terminal to
    run the coder's code between the two. Each step is read a bounded number of times, whatever the team's size."""
    code = [holds_code(step.action) for step in steps]
    if not any(code):
        return {}
    latest_code: list[int | None] = []  # step -> the latest unanswered code before it
    next_turn: list[int] = [len(steps)] * len(steps)  # step -> its agent's next step
    last_of: dict[str, int] = {}
    found = None
    for index, step in enumerate(steps):
        latest_code.append(found)
        if code[index] and not step.observation.strip():
            found = index
        if step.agent in last_of:
            next_turn[last_of[step.agent]] = index
        last_of[step.agent] = index
    own: dict[str, list[int]] = {}
    for index, step in enumerate(steps):
        own.setdefault(step.agent, []).append(index)
    reports: dict[int, int] = {}
    for turns in own.values():
        if any(code[i] or steps[i].observation.strip() for i in turns):
            continue  # it writes code, or the world answers it: no runner
        answering: dict[int, int] = {}
        since = 0
        for i in turns:
            ran = latest_code[i]
            # since its turn before, and its writer silent since: a writer who went on wrote after code nobody ran
            if ran is not None and ran >= since and next_turn[ran] > i:
                answering[i] = ran
            since = i + 1
        reported = any(_REPORT.match(steps[i].action) for i in answering)
        talks = any(only_talks(steps[i].action) for i in turns)
        if reported or (answering and len(answering) == len(turns) and not talks):
            claimed = set(reports.values())
            reports.update((i, ran) for i, ran in answering.items() if ran not in claimed)
    return reports
