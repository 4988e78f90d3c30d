"""Insight tier, LLM-free: lessons mined from what resolved and failed runs of a kind of task did.

A *kind* is a task and its neighbours in the query graph. Within a kind, gmem mines three lessons:

* **procedure** - the action templates most resolved runs of the kind share, in their usual order
  ("take … from … -> heat … with … -> put … in/on …");
* **missing step** - a template every resolved run of the kind did and a failed run skipped;
* **loop** - a failed run repeated one action without progress.

A lesson says how a kind of task is done, never what one task's answer was: procedures are built from
templates whose arguments are abstracted (``finish[_]``, not ``finish[SUPPORTS]``), a kind is named by
the wording its instructions share, and a lesson that failed runs followed about as often as resolved
ones (*mixed* support) is not mined, and not offered if it becomes mixed later.

Each lesson is an :class:`~gmem.store.writes.InsightUpdate` keyed by what it says, so finding it again from
another task adds a hyperedge and score instead of a duplicate. A procedure is keyed by the templates that tell
its kind apart; in a memory of one kind of task every step soon is one most runs take, and a run that followed the
procedure then confirms the lesson the kind's first runs minted (an update that moves a lesson the memory holds
and adds none). The updates are applied by the store inside the recorded task's transaction.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from enum import Enum

from gmem.models import Evidence, FailureAnalysis, Insight, TaskStatus
from gmem.setting import without_marker
from gmem.store.writes import MINED, InsightUpdate
from gmem.text import common_wording, is_code_shape, readable_shape, template, words
from gmem.tiers.terms import STOP_WORDS

#: A template shared by at least this share of a kind's resolved runs belongs to its procedure.
PROCEDURE_SHARE = 0.6
#: Templates at least this common across *all* the runs that teach the ranking (resolved, or without a verdict yet:
#: :func:`~gmem.tiers.sums.teaches`) say nothing about a kind ("go to _").
UBIQUITOUS_SHARE = 0.8
#: Two resolved runs belong to one kind when their template sets have at least this cosine.
ALIKE = 0.75
#: A kind needs this many resolved runs before its procedure counts as a pattern rather than one story.
MIN_RESOLVED = 2
#: A lesson whose runs include more than this share of failed ones does not tell success from failure.
MIXED_SHARE = 0.25
#: Where a lesson's key joins two steps: a "|" right after a step's repetition (``#1``, ``#2``). A step may hold one
#: itself, a shell team's pipeline (``ls -la | wc -l#1``), which a split on every "|" cut in two, and the lesson, its
#: telling step never taken, was never offered.
_STEP_SEPARATOR = re.compile(r"(?<=#\d)\|")


class LessonKind(str, Enum):
    """What a mined lesson is about; its key starts with its kind."""

    PROCEDURE = "procedure"
    MISSING_STEP = "missing"
    LOOP = "loop"

    def key(self, detail: str = "") -> str:
        return f"{self.value}:{detail}" if detail else self.value


def lesson_kind(insight: Insight) -> LessonKind | None:
    """The kind of a lesson this tier mined, read from its key; None for any other insight."""
    if insight.origin != MINED:
        return None
    try:
        return LessonKind(insight.key.split(":", 1)[0])
    except ValueError:
        return None


def procedure_steps(insight: Insight) -> frozenset[str] | None:
    """The telling templates a mined procedure is keyed by (each with its repetition, ``open _#2``); None for
    any other lesson, and for a procedure whose key names no steps (a memory written elsewhere): it has nothing
    to be told apart by."""
    if lesson_kind(insight) != LessonKind.PROCEDURE:
        return None
    return _key_steps(insight) or None


def lesson_steps(insight: Insight) -> frozenset[str]:
    """The steps a mined lesson names: a procedure's telling templates, a missing step (with its kind's telling step
    where the step is ubiquitous: :func:`_missing_step_insights`); none for a loop, a model's lesson or a procedure
    keyed without its steps."""
    if lesson_kind(insight) == LessonKind.MISSING_STEP:
        return _key_steps(insight)
    return procedure_steps(insight) or frozenset()


def _key_steps(insight: Insight) -> frozenset[str]:
    """The steps a mined lesson's key joins with "|" (:data:`_STEP_SEPARATOR`)."""
    steps = insight.key.partition(":")[2]
    return frozenset(_STEP_SEPARATOR.split(steps)) if steps else frozenset()


def telling_step(insight: Insight, runs_doing: Mapping[str, int]) -> str | None:
    """The step a mined lesson stands or falls by: the first doing (``…#1``) of the steps it names
    (:func:`lesson_steps`) that the fewest runs did (``runs_doing``: how many of those that teach did each), the act
    that makes a kind ("heat _ with microwave#1", not the "open _#1" of many kinds); a missing step's own, or its
    kind's where every run takes it ("put _ in/on _#1"). None for a lesson that names no step."""
    return _rarest_first_doing(lesson_steps(insight), runs_doing)


def _rarest_first_doing(steps: Iterable[str], runs_doing: Mapping[str, int]) -> str | None:
    """The first doing (``…#1``) among ``steps`` that the fewest runs did (``runs_doing``), or the rarest of any of
    them where none is a first doing."""
    steps = list(steps)
    first = [step for step in steps if step.endswith("#1")] or steps
    return min(first, key=lambda step: (runs_doing.get(step, 0), step), default=None)


def one_procedure(first: frozenset[str], second: frozenset[str]) -> bool:
    """Whether two mined procedures (:func:`procedure_steps`) are one way of doing a kind of task, told apart
    only by a step one of them did a second time: each kind's runs found its thing behind one door or two
    ("open … (again)"), and a planner was shown both. A step done twice whose first doing tells nothing (not
    in both: "take … (again)" of a task for two things, whose single "take" every run does) makes a kind of
    its own."""
    differ = first ^ second
    shared = first & second
    return bool(differ) and all(step.endswith("#2") and step[:-1] + "1" in shared for step in differ)


def is_mixed(supporting: float, contradicting: float) -> bool:
    """Whether a lesson's evidence is too mixed across outcomes to offer (weights of resolved runs that
    followed it against failed runs that followed it too)."""
    return contradicting > MIXED_SHARE * (supporting + contradicting)


@dataclass(frozen=True)
class KindMember:
    id: str
    instruction: str
    status: TaskStatus
    procedure: list[str]  # ordered action-template fingerprint ("heat _ with _#1", ...)
    failure: FailureAnalysis | None = None  # how it went wrong, for a failed run as it is recorded


def _readable(feature: str) -> str:
    shape, _, repeat = feature.rpartition("#")
    shape = readable_shape(shape)
    return shape if repeat == "1" else f"{shape} (again)"


def mine(
    task: KindMember,
    kind: list[KindMember],
    ubiquitous: set[str],
    runs_doing: Callable[[Iterable[str]], Mapping[str, int]] | None = None,
) -> list[InsightUpdate]:
    """Lessons the new ``task`` confirms or teaches, given the tasks linked to it in the query graph, the templates
    most of the memory's runs do (``ubiquitous``) and how many runs did each of some templates (``runs_doing``:
    :meth:`~gmem.tiers.query.QueryIndex.template_runs`; without it, every template counts as done by none).

    A resolved task learns from the linked resolved runs that *acted* like it (similar fingerprints):
    words alone would mix "heat some X" with "cool some X". A failed task learns what the linked resolved
    runs all did and it skipped, and whether it looped.
    """
    task, kind = _acts_named(task), [_acts_named(m) for m in kind]
    others = [m for m in kind if m.id != task.id]
    failed = [m for m in others if m.status == TaskStatus.FAILED]
    updates: list[InsightUpdate] = []
    if task.status == TaskStatus.RESOLVED:
        alike = [task, *[m for m in others if m.status == TaskStatus.RESOLVED and _alike(task, m, ubiquitous)]]
        procedure = _shared_procedure(alike)
        distinctive = [f for f in procedure if f not in ubiquitous]
        if distinctive:
            updates.extend(_procedure_insight(distinctive, procedure, alike, failed))
        elif procedure:
            # Every step the kind shares is one most of the memory's runs take: a memory of one kind of task (a
            # coding team's "write, test, finish"). Its first two runs minted the lesson, keyed by those steps
            # before they were everywhere; each later run that followed them confirms it, and mints none.
            updates.extend(_procedure_insight(procedure, procedure, alike, failed, confirms_only=True))
    elif task.status == TaskStatus.FAILED:
        resolved = [m for m in others if m.status == TaskStatus.RESOLVED]
        updates.extend(_missing_step_insights(task, resolved, failed, ubiquitous, runs_doing))
        updates.extend(_loop_insight(task))
    return updates


def _acts_named(member: KindMember) -> KindMember:
    """``member`` with the steps a lesson can name: the code its agents ran is no such step (:func:`is_code_shape`),
    though its opening ranks the run. A coding team's lessons read 'resolved runs did: a b = … for …' and 'import
    pandas as pd df = -> import pandas as pd df = (again)'; its 'pip install yfinance' stays."""
    named = [feature for feature in member.procedure if not is_code_shape(feature)]
    return member if len(named) == len(member.procedure) else replace(member, procedure=named)


def _alike(a: KindMember, b: KindMember, ubiquitous: set[str]) -> bool:
    """Cosine of the two runs' telling templates (the ubiquitous ones left out) is at least ``ALIKE``."""
    first, second = set(a.procedure) - ubiquitous, set(b.procedure) - ubiquitous
    if not first or not second:
        return first == second
    return len(first & second) / float((len(first) * len(second)) ** 0.5) >= ALIKE


def _shared_procedure(resolved: list[KindMember]) -> list[str]:
    """Templates most resolved runs of the kind share, in their usual (median) order."""
    if len(resolved) < MIN_RESOLVED:
        return []
    # In order of first appearance, not a set's (hash-seeded) order: templates of equal median position
    # must be worded the same in every process.
    counts = Counter(f for m in resolved for f in dict.fromkeys(m.procedure))
    positions: dict[str, list[float]] = {}
    for m in resolved:
        for rank, f in enumerate(m.procedure):
            positions.setdefault(f, []).append(rank / max(1, len(m.procedure) - 1))
    shared = [f for f, c in counts.items() if c / len(resolved) >= PROCEDURE_SHARE]
    return sorted(shared, key=lambda f: sorted(positions[f])[len(positions[f]) // 2])


def _procedure_insight(
    distinctive: list[str],
    procedure: list[str],
    alike: list[KindMember],
    failed: list[KindMember],
    *,
    confirms_only: bool = False,
) -> list[InsightUpdate]:
    """Keyed by the kind's distinctive templates; worded with the whole shared procedure; tied to every
    run of the kind that followed it: resolved ones support it, failed ones contradict it. None when the
    failed followers make it mixed. ``confirms_only``: the memory's lesson so keyed, if it holds one
    (:attr:`~gmem.store.writes.InsightUpdate.confirms_only`); one the failed followers make mixed is tied to them
    all and not moved, and so withheld (a team whose failed runs take the same steps learns they do not tell)."""
    steps = " -> ".join(_readable(f) for f in procedure)
    followers = {m.id: Evidence.SUPPORTS for m in alike if set(distinctive) <= set(m.procedure)}
    failed_followers = {m.id: Evidence.CONTRADICTS for m in failed if set(distinctive) <= set(m.procedure)}
    mixed = is_mixed(len(followers), len(failed_followers))
    if mixed and not confirms_only:
        return []
    return [
        InsightUpdate(
            key=LessonKind.PROCEDURE.key("|".join(sorted(distinctive))),
            text=f"For {_kind_name(alike, distinctive)}, resolved runs did: {steps}.",
            score_delta=0.0 if mixed else 1.0,
            evidence=followers | failed_followers,
            confirms_only=confirms_only,
        )
    ]


def _kind_name(members: list[KindMember], templates: Iterable[str] = ()) -> str:
    """The kind's wording, keeping the verbs of its telling templates ("heat" of ``heat _ with _``) and
    starting from a run whose instruction says one: a kind asked two ways ("put a hot mug in ...", "heat
    some egg and put it in ...") shares only "put ... in", which names every placing task, and a planner
    read a heating procedure as what any placing task takes."""
    verbs = {t.split()[0] for t in templates if t.split()}
    asked = [_opening(without_marker(m.instruction)) for m in members]  # "Your task is to: ..." names no kind
    ordered = sorted(asked, key=lambda request: not verbs & set(words(request)))  # stable otherwise
    wording = common_wording(ordered, keep=verbs)
    if not set(words(wording)) - STOP_WORDS:  # 'tasks like "the"', 'tasks like "of ... under"' name no kind
        return "this kind of task"
    return f'tasks like "{wording}"'


def _opening(request: str) -> str:
    """The line a request opens with, a markdown heading or a code fence aside: an issue's title, not the template its
    body fills in. Read whole, a coding team's requests (GitHub issues) shared their template's words, and its lesson was
    'For tasks like "when ... reproducible example python import pandas as pd..."'."""
    lines = (line.strip() for line in request.splitlines())
    return next((line for line in lines if line and not line.startswith(("#", "```"))), request)


def _missing_step_insights(
    task: KindMember,
    resolved: list[KindMember],
    failed: list[KindMember],
    ubiquitous: set[str],
    runs_doing: Callable[[Iterable[str]], Mapping[str, int]] | None,
) -> list[InsightUpdate]:
    """Templates every linked resolved run did that the failed ``task`` skipped, unless the kind's other failed runs
    did them too (then doing them is no mark of success). A template the memory's runs all do counts too: whether it
    tells success from failure is what the failed runs say, and in a memory of one kind of task (a coding team's
    "write, test, finish") every step is ubiquitous, the tests its failures skipped among them.

    A ubiquitous step says nothing of the kind that skipped it, so its lesson is keyed, and worded, with the kind's
    telling step as well: of the steps every resolved run of the kind took and most runs do not, the first doing the
    fewest runs did (``heat _ with microwave#1``, not the ``open _#1`` of many kinds; :func:`telling_step` reads it
    back), where there is one. Keyed by the step alone, "Do not skip 'put … in/on …'" was minted by a cleaning run,
    kept its wording ("tasks like 'put a clean ... in'") as failed heating runs agreed with it, and a heating task's
    critic read it as a cleaning lesson; keyed with every such step, one kind's lesson came back under two keys as its
    runs opened a second door or not. Where the linked runs share no such step (runs of several kinds), the lesson is
    every kind's and names none ("this kind of task"), however most of them were worded."""
    if len(resolved) < MIN_RESOLVED:
        return []
    universal = set.intersection(*(set(m.procedure) for m in resolved))
    candidates = sorted(universal - ubiquitous)
    kind_step = _rarest_first_doing(candidates, runs_doing(candidates) if runs_doing is not None else {})
    updates = []
    for feature in sorted(universal):
        failed_doers = {m.id: Evidence.CONTRADICTS for m in failed if feature in m.procedure}
        if feature in task.procedure or is_mixed(len(resolved), len(failed_doers)):
            continue
        steps = [feature, kind_step] if feature in ubiquitous and kind_step is not None else [feature]
        kind = "this kind of task" if feature in ubiquitous and kind_step is None else _kind_name(resolved, steps)
        updates.append(
            InsightUpdate(
                key=LessonKind.MISSING_STEP.key("|".join(steps)),
                text=(
                    f"Do not skip '{_readable(feature)}': every resolved run of {kind} did it, and a run that "
                    "skipped it failed."
                ),
                score_delta=1.0,
                evidence={task.id: Evidence.SUPPORTS} | {m.id: Evidence.SUPPORTS for m in resolved} | failed_doers,
            )
        )
    return updates


def _loop_insight(task: KindMember) -> list[InsightUpdate]:
    """The loop lesson, when the failed run repeated one action (named by its template, never its arguments)."""
    if task.failure is None or task.failure.repeated is None:
        return []
    repeated = readable_shape(template(task.failure.repeated.action))
    return [
        InsightUpdate(
            key=LessonKind.LOOP.key(),
            text=(
                "When an action does not bring the team closer to the goal, change approach instead of "
                f"repeating it: a failed run repeated '{repeated}' and never recovered."
            ),
            score_delta=1.0,
            evidence={task.id: Evidence.SUPPORTS},
        )
    ]
