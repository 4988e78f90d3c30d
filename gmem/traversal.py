"""Bidirectional traversal: a new task in; nearest past tasks plus their k-hop neighbourhood in the
query graph; **up** to the insights tied to them, **down** to the condensed runs of the best resolved and
failed ones. Reads only through the query index and the store's read methods.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

import numpy as np

from gmem.config import TraversalSettings
from gmem.models import (
    BelowFloor,
    Excerpt,
    InteractionGraph,
    QueryNode,
    RankedInsight,
    RankedTask,
    TaskStatus,
)
from gmem.store.base import MemoryStore
from gmem.text import shorten
from gmem.tiers.insight import is_mixed, lesson_steps, one_procedure, procedure_steps, telling_step
from gmem.tiers.relevance import relevance as query_relevance

log = logging.getLogger(__name__)

#: Score distance from the best retrieved task at which its say in a lesson falls by e.
RELEVANCE_SCALE = 0.1
#: A procedure part this close to 0 says nothing (the memory's resolved runs all did the same).
PROCEDURE_SILENT = 1e-6
#: A run without a verdict ranks as a resolved run scoring this much less: shown, but a resolved run of
#: equal relevance comes first (it may have failed).
UNKNOWN_MARGIN = 0.05
#: A verdict's reason is shown cut to this many characters: a judge that returns its whole evaluation made the
#: failed run's block too long for a reviewer's budget, and the run was not shown at all.
VERDICT_REASON_CHARS = 240


class ScoredQuery(Protocol):
    """A new task scored against a memory's tasks, by row: ``gmem.tiers.ranking.Query`` (in-process) or
    ``gmem.store.pg_retrieval.DatabaseQuery`` (scored by PostgreSQL)."""

    def __len__(self) -> int: ...

    def top(self, k: int) -> tuple[np.ndarray, np.ndarray]: ...

    def totals(self, rows: np.ndarray) -> np.ndarray: ...

    def allowed(self, rows: np.ndarray) -> np.ndarray: ...

    def parts(self, rows: np.ndarray) -> dict[str, np.ndarray]: ...

    def in_trust(self, totals: np.ndarray, parts: dict[str, np.ndarray], rows: np.ndarray) -> np.ndarray: ...


class _TaskIds(Protocol):
    def __getitem__(self, row: int, /) -> str: ...


class _Rows(Protocol):
    def get(self, task_id: str, /) -> int | None: ...


class RunSteps(Protocol):
    """What the traversal reads of the runs' steps (``QueryIndex`` or ``gmem.store.pg_retrieval.DatabaseIndex``):
    each task's row, a row's action-template fingerprint, and how many resolved runs did each template."""

    @property
    def row_of(self) -> _Rows: ...

    def procedure(self, row: int) -> list[str]: ...

    def template_runs(self, templates: Iterable[str]) -> dict[str, int]: ...


class TaskGraph(Protocol):
    """The query graph over the same rows: ``QueryIndex`` or ``gmem.store.pg_retrieval.DatabaseIndex``."""

    @property
    def ids(self) -> _TaskIds: ...

    @property
    def graph(self) -> Any: ...

    def expand(self, seeds: list[int], hops: int) -> dict[int, int]: ...


#: A ranked row: (row, score, how it was reached, relevance, the parts of its score).
Ranked = tuple[int, float, str, float, dict[str, float]]


def nearest(index: TaskGraph, query: ScoredQuery, settings: TraversalSettings) -> tuple[list[Ranked], Ranked | None]:
    """Seeds by score, widened by k-hop expansion; rows with their final score, how they were reached and
    their relevance, down to the last that clears the floor (none when none does), another domain's left out;
    and the most relevant row ranked, cleared or not (``None`` for none)."""
    if not len(query):
        return [], None
    seeds = [int(r) for r in query.top(settings.seeds)[0]]
    reached = index.expand(seeds, settings.hops)
    rows = np.fromiter(reached, dtype=np.int64, count=len(reached))
    scores = query.totals(rows)
    if settings.hop_bonus:
        linked = Counter(n for s in seeds for n in index.graph.neighbors(s))
        scores = scores + settings.hop_bonus * np.array([linked[r] if reached[r] else 0 for r in rows.tolist()])
    out = [(row, score, "seed" if reached[row] == 0 else "hop") for row, score in zip(rows.tolist(), scores.tolist())]
    # The k-hop neighbourhood can be small; the next-nearest by score fill up to what excerpts need.
    wanted = settings.resolved_excerpts + settings.failed_excerpts + settings.seeds
    if len(out) < wanted:
        order, ordered = query.top(settings.seeds + wanted + len(reached))
        for row, score in zip(order[settings.seeds :].tolist(), ordered[settings.seeds :].tolist()):
            if len(out) >= wanted:
                break
            if row not in reached:
                out.append((row, score, "score"))
    out.sort(key=lambda item: (-item[1], item[0]))  # ties: earlier task first, stable across reopen
    picked = np.array([row for row, _, _ in out], dtype=np.int64)
    allowed, parts = query.allowed(picked), query.parts(picked)
    relevance = query_relevance(parts)
    # The floor decides whether the memory has anything for this query, the score what comes first: a task
    # ranked above one that clears the floor stays (the ranking knows better than the calibration which of
    # two tasks fits; the calibration knows whether any does), and so do the best as many as a retrieval shows
    # resolved runs ("r2 is inflated" cleared it alone of eight goals of its game, which the ranking put next).
    clearing = np.flatnonzero(allowed & (relevance >= settings.min_relevance))
    end = 0
    if len(clearing):
        shown = np.flatnonzero(allowed)[: settings.resolved_excerpts]
        end = max([int(clearing[-1]), *shown[-1:].tolist()]) + 1  # none shown: resolved_excerpts=0
    # What is kept is ordered as far as the memory's words are trusted (gmem.tiers.weights.trusted).
    trusted = query.in_trust(np.array([score for _, score, _ in out]), parts, picked)

    def ranked(i: int) -> Ranked:
        row, _, via = out[i]
        return (
            row,
            float(trusted[i]),
            via,
            float(relevance[i]),
            {name: float(values[i]) for name, values in parts.items()},
        )

    kept = sorted((ranked(i) for i in range(end) if allowed[i]), key=lambda item: (-item[1], item[0]))
    eligible = np.flatnonzero(allowed)
    top = ranked(int(eligible[np.argmax(relevance[eligible])])) if len(eligible) else None
    return kept[: settings.candidates], top


def candidates(
    index: TaskGraph, store: MemoryStore, queries: Sequence[ScoredQuery], settings: TraversalSettings
) -> tuple[list[RankedTask], BelowFloor | None]:
    """The past tasks a new task should draw on, best first (the query tier's answer), and when none clears
    the floor although some were compared, the most relevant of them (:class:`~gmem.models.BelowFloor`). ``queries``: the task
    scored against each domain of a memory holding several, each ranked on its own; the one whose best task
    is the most relevant answers (word weights are learned across domains, and a question sharing a word or
    two with a chore can outscore every chore while its relevance says it is not of the chore's kind)."""
    answers = [nearest(index, query, settings) for query in queries]
    ranked = [rows for rows, _ in answers]
    picked = max(ranked, key=lambda rows: max((relevance for _, _, _, relevance, _ in rows), default=-1.0))
    below = [best for _, best in answers if best is not None]
    if not picked and below:  # the memory stays silent
        return [], _below_floor(index, store, max(below, key=lambda item: item[3]), settings)
    nodes = store.get_nodes([index.ids[item[0]] for item in picked])
    # A task another process forgot after this index last caught up is gone from the store: skip it.
    return [_ranked_task(index, nodes, item) for item in picked if index.ids[item[0]] in nodes], None


def _below_floor(
    index: TaskGraph, store: MemoryStore, closest: Ranked, settings: TraversalSettings
) -> BelowFloor | None:
    """Why the memory stays silent, logged for whoever wonders where an agent's context went (the integrations
    inject nothing, not even an empty block) and returned to whoever asked."""
    nodes = store.get_nodes([index.ids[closest[0]]])
    if not nodes:
        return None
    nearest = _ranked_task(index, nodes, closest)
    log.info(
        "no past task clears the relevance floor %g (the most relevant, %s, has %.2g): every role gets nothing",
        settings.min_relevance,
        nearest.node.id,
        nearest.relevance,
    )
    return BelowFloor(min_relevance=settings.min_relevance, nearest=nearest)


def _ranked_task(index: TaskGraph, nodes: Mapping[str, QueryNode], item: Ranked) -> RankedTask:
    row, score, via, relevance, parts = item
    return RankedTask(node=nodes[index.ids[row]], score=score, via=via, relevance=relevance, parts=parts)


def gather(
    store: MemoryStore, steps: RunSteps, ranked: list[RankedTask], settings: TraversalSettings
) -> tuple[list[RankedInsight], list[Excerpt], list[Excerpt], list[Excerpt]]:
    """From the ranked tasks, up to their insights and down to the excerpts of the best resolved, failed and
    unknown-outcome runs. Runs without a verdict compete with resolved ones for the same ``resolved_excerpts`` slots,
    :data:`UNKNOWN_MARGIN` behind: a team that records no verdicts still has its earlier runs to go by. ``steps``:
    the runs' fingerprints, by which a lesson is matched with the best resolved run (:func:`_up`)."""
    carried_out = sorted(
        (t for t in ranked if t.node.status in (TaskStatus.RESOLVED, TaskStatus.UNKNOWN)),
        key=lambda t: -(t.score - (UNKNOWN_MARGIN if t.node.status == TaskStatus.UNKNOWN else 0.0)),
    )[: settings.resolved_excerpts]
    # A failure of another kind of task, ranked far below the best, would only distract a reviewer. Where the
    # memory's runs do not tell kinds apart (every resolved run took the same steps: no task's procedure part
    # says anything), a score below the best says how far its topic is, not its kind: the nearest failures go.
    near = _near(ranked, settings.failure_margin) if _kinds_told_apart(ranked) else ranked
    failed = [t for t in near if t.node.status == TaskStatus.FAILED][: settings.failed_excerpts]
    graphs = store.condensed_graphs([t.node.id for t in carried_out + failed])
    return (
        _up(store, steps, ranked, settings),
        _down(graphs, [t for t in carried_out if t.node.status == TaskStatus.RESOLVED]),
        _down(graphs, failed),
        _down(graphs, [t for t in carried_out if t.node.status == TaskStatus.UNKNOWN]),
    )


def _up(
    store: MemoryStore, steps: RunSteps, ranked: list[RankedTask], settings: TraversalSettings
) -> list[RankedInsight]:
    """Insights tied to the retrieved tasks: relevance = support among them x own score.

    Only tasks within ``settings.lesson_margin`` of the best have a say: past them come tasks of other kinds,
    reached through a hop or a fill, whose procedures a shared lesson summed the support of, and they filled a
    planner's slots (five of six lessons shown were of another kind of task). Within the margin a task's say
    decays with its distance from the best match (``RELEVANCE_SCALE``).

    A mined lesson of steps is offered only when the best-ranked resolved run did its telling step
    (:func:`~gmem.tiers.insight.telling_step`): the team is shown that run first as what worked, and a lesson of
    another kind contradicts it. Within the margin, runs of other kinds are common where nothing was mined for the
    best match's own kind: a plain "place the pepper shaker in the drawer", whose runs took no telling step, was
    offered the heating procedure of the runs that said "put ... in" too.
    """
    if not ranked:
        return []
    best = max(t.score for t in ranked)
    weight = {
        t.node.id: float(np.exp((t.score - best) / RELEVANCE_SCALE)) for t in _near(ranked, settings.lesson_margin)
    }
    insights = [i for i in store.insights_for_tasks(list(weight), evidence_of_these=True) if i.score > 0]
    named = {step for insight in insights for step in lesson_steps(insight)}
    did = _steps_of_best_resolved(steps, ranked) if named else None  # nothing to match: no read of the runs
    if did is not None:
        runs = steps.template_runs(named)
        telling = {insight.id: telling_step(insight, runs) for insight in insights}
        insights = [i for i in insights if telling[i.id] is None or telling[i.id] in did]
    out: list[RankedInsight] = []
    for insight in insights:
        support = sum(weight.get(t, 0.0) for t in insight.supporting)
        against = sum(weight.get(t, 0.0) for t in insight.contradicting)
        if is_mixed(len(insight.supporting), len(insight.contradicting)):
            continue  # failed runs followed it as often as resolved ones: no lesson of success
        relevance = (support - 0.5 * against) * np.log1p(insight.score)
        if relevance > 0:
            out.append(RankedInsight(insight=insight, relevance=float(relevance)))
    out.sort(key=lambda r: (-r.relevance, r.insight.id))
    return _distinct_procedures(store, out)[: settings.insights]


def _distinct_procedures(store: MemoryStore, ranked: list[RankedInsight]) -> list[RankedInsight]:
    """``ranked`` without a mined procedure that is one with a better-ranked one (:func:`one_procedure`): the
    LLM-free path merges no lessons, so the variants of a kind's procedure pile up, and a planner read the same
    steps twice in place of another lesson. A lesson a person took in hand (edited, or brought back) is kept:
    what they wrote into it is theirs, whatever its steps."""
    variants: set[int] = set()
    shown: list[frozenset[str]] = []
    for item in ranked:
        steps = procedure_steps(item.insight)
        if steps is None:
            continue
        if any(one_procedure(steps, other) for other in shown):
            variants.add(item.insight.id)
        else:
            shown.append(steps)
    if variants:
        variants -= store.curated_insights(among=variants)
    return [item for item in ranked if item.insight.id not in variants]


def _steps_of_best_resolved(steps: RunSteps, ranked: list[RankedTask]) -> set[str] | None:
    """The templates the best-ranked resolved run did (``None`` when no resolved run is ranked, or its row is
    gone: another process forgot it)."""
    reference = next((t for t in ranked if t.node.status == TaskStatus.RESOLVED), None)
    row = steps.row_of.get(reference.node.id) if reference is not None else None
    return None if row is None else set(steps.procedure(row))


def _kinds_told_apart(ranked: list[RankedTask]) -> bool:
    """Whether the procedure the query's words predict told any ranked task apart from the others."""
    return any(abs(t.parts.get("procedure", 0.0)) > PROCEDURE_SILENT for t in ranked)


def _near(ranked: list[RankedTask], margin: float) -> list[RankedTask]:
    """The ranked tasks scoring within ``margin`` of the best, in rank order: past it come other kinds of task."""
    best = max((t.score for t in ranked), default=0.0)
    return [t for t in ranked if t.score >= best - margin]


def _down(graphs: Mapping[str, InteractionGraph], tasks: list[RankedTask]) -> list[Excerpt]:
    """The condensed runs, from each task's sparsified graph (a task forgotten by another process since the
    candidates were read has none and is left out)."""
    excerpts: list[Excerpt] = []
    for task in tasks:
        graph = graphs.get(task.node.id)
        if graph is None:
            continue
        excerpts.append(
            Excerpt(
                task_id=task.node.id,
                instruction=task.node.instruction,
                status=task.node.status,
                score=task.score,
                steps=graph.utterances,
                failure_reason=_why_it_failed(task.node, graph) if task.node.status == TaskStatus.FAILED else "",
            )
        )
    return excerpts


def _why_it_failed(node: QueryNode, graph: InteractionGraph) -> str:
    """The verdict's reason first (a judge's "expected 'Paris', answered 'Lyon'" says what the run alone cannot),
    then what the run's analysis found (its loop, the actions with no effect, where it stopped)."""
    verdict = shorten(node.outcome_detail, VERDICT_REASON_CHARS)
    return "; ".join(dict.fromkeys(reason for reason in (verdict, graph.failure_reason) if reason))
