"""What a memory page draws: the tasks, query-graph edges, insights and runs to show, and - for a query -
what the traversal picked and why. Read through the public :class:`~gmem.Memory` API only.

A large memory is capped: the tasks around the query (everything the traversal ranked) or around the
chosen task (it and its query-graph neighbours) are always drawn, then the best-connected tasks up to
``max_tasks``; insights the traversal picked, then those tied to drawn tasks by score, up to
``max_insights``. :attr:`Scene.note` says what was left out.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from gmem.errors import InvalidArgumentError, NotFoundError
from gmem.memory import Memory
from gmem.models import Insight, InteractionGraph, QueryNode, RankedInsight, RankedTask, Retrieval

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SceneLimits:
    """How much one page draws; the rest of the memory is counted, not drawn."""

    max_tasks: int = 150
    max_insights: int = 60
    max_runs: int = 10  # interaction graphs embedded (the page shows one at a time)

    def __post_init__(self) -> None:
        if self.max_tasks < 1 or self.max_insights < 0 or self.max_runs < 1:
            raise InvalidArgumentError("limits: max_tasks and max_runs must be at least 1, max_insights at least 0")


@dataclass
class Scene:
    """Everything the page shows, before layout."""

    title: str
    query: str | None
    context: str
    focus: str | None  # the task whose interaction graph is shown first
    tasks: list[QueryNode]  # drawn, in store order
    links: list[tuple[str, str, float]]  # query-graph edges between drawn tasks, one per pair
    insights: list[Insight]  # drawn
    runs: dict[str, InteractionGraph]  # embedded interaction graphs, by task id
    picked_tasks: dict[str, RankedTask] = field(default_factory=dict)  # what the traversal ranked
    picked_insights: dict[int, RankedInsight] = field(default_factory=dict)  # what it took up
    excerpts: dict[str, list[int]] = field(default_factory=dict)  # task id -> utterance indices shown
    near: list[str] = field(default_factory=list)  # for a task: its query-graph neighbours
    total_tasks: int = 0
    total_insights: int = 0
    note: str = ""


def build_scene(
    memory: Memory,
    *,
    task: str | None = None,
    query: str | None = None,
    context: str = "",
    limits: SceneLimits = SceneLimits(),
) -> Scene:
    """The scene for a query (the traversal highlighted), a task (it and its neighbours), or the memory."""
    if task is not None and query is not None:
        raise InvalidArgumentError("draw a task or a query, not both")
    retrieval = memory.retrieve(query, context=context) if query is not None else None
    if task is not None and not memory.has_task(task):
        raise NotFoundError(f"no task {task!r} in the memory at {memory.location}")
    links = _strongest(memory.links())
    degree: dict[str, int] = {}
    for a, b, _ in links:
        degree[a] = degree.get(a, 0) + 1
        degree[b] = degree.get(b, 0) + 1
    core = _core(memory, task, retrieval, degree)
    total_tasks = memory.stats().tasks
    if total_tasks <= limits.max_tasks:
        tasks = memory.tasks()
    else:
        busiest = sorted(degree, key=lambda t: (-degree[t], t))
        tasks = memory.tasks(list(dict.fromkeys([*core, *busiest]))[: max(limits.max_tasks, len(core))])
    drawn = {t.id for t in tasks}
    all_insights = memory.insights()
    insights = _insights(all_insights, drawn, retrieval, limits.max_insights)
    focus = task or (core[0] if core else None)
    run_ids = list(dict.fromkeys([*(c for c in core if c in drawn), *(t.id for t in tasks)]))[: limits.max_runs]
    scene = Scene(
        title=_title(task, query),
        query=query,
        context=context,
        focus=focus,
        tasks=tasks,
        links=[(a, b, w) for a, b, w in links if a in drawn and b in drawn],
        insights=insights,
        runs={t: memory.graph(t) for t in run_ids},
        total_tasks=total_tasks,
        total_insights=len(all_insights),
    )
    if task is not None:
        scene.near = [t for t in core[1:] if t in drawn]
    if retrieval is not None:
        scene.picked_tasks = {r.node.id: r for r in retrieval.tasks}
        scene.picked_insights = {r.insight.id: r for r in retrieval.insights}
        shown = [*retrieval.resolved, *retrieval.unknown, *retrieval.failed]
        scene.excerpts = {e.task_id: [u.index for u in e.steps] for e in shown}
    around = "the query" if query is not None else f"task {task}" if task is not None else None
    scene.note = _note(scene, len(core), around)
    log.info("scene %r: %s", scene.title, scene.note)
    return scene


def _strongest(links: list[tuple[str, str, float]]) -> list[tuple[str, str, float]]:
    """One edge per pair of tasks (a pair linked as both similar and drawn-on keeps its heaviest weight)."""
    best: dict[tuple[str, str], tuple[str, str, float]] = {}
    for a, b, weight in links:
        pair = (a, b) if a <= b else (b, a)
        if pair not in best or weight > best[pair][2]:
            best[pair] = (a, b, weight)
    return list(best.values())


def _core(memory: Memory, task: str | None, retrieval: Retrieval | None, degree: dict[str, int]) -> list[str]:
    """Tasks that must be drawn, the one to show first leading: the excerpts' and ranked tasks of a query,
    a task and its neighbours, or (for the whole memory) its best-connected task."""
    if retrieval is not None:
        shown = [e.task_id for e in [*retrieval.resolved, *retrieval.unknown, *retrieval.failed]]
        return list(dict.fromkeys([*shown, *(r.node.id for r in retrieval.tasks)]))
    if task is not None:
        return [task, *memory.related(task)]
    return sorted(degree, key=lambda t: (-degree[t], t))[:1]


def _insights(all_insights: list[Insight], drawn: set[str], retrieval: Retrieval | None, cap: int) -> list[Insight]:
    """The insights the traversal took up (most relevant first), then those tied to drawn tasks (best score
    first), then the rest."""
    picked = {r.insight.id: n for n, r in enumerate(retrieval.insights)} if retrieval is not None else {}

    def rank(insight: Insight) -> tuple[int, float, int]:
        if insight.id in picked:
            return (0, picked[insight.id], insight.id)
        tied = any(t in drawn for t in [*insight.supporting, *insight.contradicting])
        return (1 if tied else 2, -insight.score, insight.id)

    return sorted(all_insights, key=rank)[:cap]


def _title(task: str | None, query: str | None) -> str:
    if query is not None:
        return f"gmem memory - traversal for {query!r}"
    if task is not None:
        return f"gmem memory - task {task}"
    return "gmem memory"


def _note(scene: Scene, core: int, around: str | None) -> str:
    """Says what the page draws and what it leaves out."""
    tasks, insights = len(scene.tasks), len(scene.insights)
    if tasks == scene.total_tasks:
        drawn = f"all {tasks} tasks"
    elif around is None:
        drawn = f"{tasks} of {scene.total_tasks} tasks (the best-connected)"
    else:
        drawn = f"{tasks} of {scene.total_tasks} tasks ({core} around {around}, the rest the best-connected)"
    if insights == scene.total_insights:
        lessons = f"all {insights} insights"
    else:
        lessons = f"{insights} of {scene.total_insights} insights (picked and tied to drawn tasks first)"
    return f"Drawn: {drawn}; {lessons}; interaction graphs of {len(scene.runs)} tasks (click a task to switch)."
