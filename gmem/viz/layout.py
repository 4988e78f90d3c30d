"""Where each node of a memory page goes: three horizontal tiers, top to bottom.

* **Insights** in rows above the tasks, each as close as its row allows to the tasks it is tied to; the
  insights the traversal picked take the row nearest the tasks.
* **Tasks** (and the query, when there is one) by a seeded force-directed layout of the query graph, so the
  same memory always draws the same way.
* **A task's run** below: one lane per agent (the environment last), utterances left to right by step.

Coordinates are cytoscape model units; the page pans and zooms over them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import networkx as nx
import numpy as np

from gmem.models import InteractionGraph
from gmem.tiers.interaction import ENVIRONMENT
from gmem.viz.scene import Scene

QUERY = "query"  # the layout's name for the query node
INSIGHT_WIDTH = 250.0
INSIGHT_GAP = 24.0
INSIGHT_ROW = 110.0
#: From the top of the tasks to the nearest insight row, and from their bottom to the run's first lane: room
#: for the tiers' frames and titles.
INSIGHTS_ABOVE = 170.0
RUN_BELOW = 140.0
LANE_HEIGHT = 90.0
STEP_MIN, STEP_MAX = 48.0, 120.0
SEED = 7


@dataclass
class RunLayout:
    lanes: list[str]  # agents, top to bottom
    lane_y: dict[str, float]
    x_range: tuple[float, float]
    utterances: dict[int, tuple[float, float]]  # utterance index -> position


@dataclass
class Layout:
    width: float
    tasks: dict[str, tuple[float, float]]  # task id (or QUERY) -> position
    insights: dict[int, tuple[float, float]]
    runs: dict[str, RunLayout]
    tasks_bottom: float


def lay_out(scene: Scene) -> Layout:
    width = min(2400.0, max(1000.0, 220.0 * math.sqrt(max(1, len(scene.tasks)))))
    height = 0.32 * width
    tasks = _tasks(scene, width, height)
    return Layout(
        width=width,
        tasks=tasks,
        insights=_insights(scene, tasks, width),
        runs={task_id: _run(graph, width, height + RUN_BELOW) for task_id, graph in scene.runs.items()},
        tasks_bottom=height,
    )


def _tasks(scene: Scene, width: float, height: float) -> dict[str, tuple[float, float]]:
    graph = nx.Graph()
    graph.add_nodes_from(t.id for t in scene.tasks)
    for a, b, weight in scene.links:
        graph.add_edge(a, b, weight=max(weight, 0.05))
    if scene.query is not None:
        graph.add_node(QUERY)
        for task_id, ranked in scene.picked_tasks.items():
            if ranked.via == "seed" and task_id in graph:
                graph.add_edge(QUERY, task_id, weight=max(ranked.score, 0.05))
    if not graph:
        return {}
    spread = 1.6 / math.sqrt(graph.number_of_nodes())  # a little looser than networkx's default
    raw = nx.spring_layout(graph, k=spread, weight="weight", seed=SEED, iterations=120)
    return _fit(raw, 0.0, 0.0, width, height)


def _fit(
    raw: dict[str, np.ndarray], left: float, top: float, width: float, height: float
) -> dict[str, tuple[float, float]]:
    """Scale positions into a box, keeping a margin for labels."""
    if len(raw) == 1:
        return {node: (left + width / 2, top + height / 2) for node in raw}
    xs = [float(p[0]) for p in raw.values()]
    ys = [float(p[1]) for p in raw.values()]
    span_x, span_y = max(xs) - min(xs) or 1.0, max(ys) - min(ys) or 1.0
    margin = 40.0
    return {
        node: (
            left + margin + (float(p[0]) - min(xs)) / span_x * (width - 2 * margin),
            top + margin + (float(p[1]) - min(ys)) / span_y * (height - 2 * margin),
        )
        for node, p in raw.items()
    }


def _insights(scene: Scene, tasks: dict[str, tuple[float, float]], width: float) -> dict[int, tuple[float, float]]:
    """Rows above the tasks, at most three while the rows fit in twice the tasks' width; in each row,
    insights keep the left-to-right order of the tasks they are tied to, pushed apart just enough not to
    overlap."""
    step = INSIGHT_WIDTH + INSIGHT_GAP
    fits = max(1, int((width + INSIGHT_GAP) // step))
    per_row = max(fits, min(math.ceil(len(scene.insights) / 3), 2 * fits))
    span = max(width, per_row * step - INSIGHT_GAP)
    left = (width - span) / 2  # a band wider than the tasks is centred over them
    ordered = sorted(scene.insights, key=lambda i: (i.id not in scene.picked_insights, -i.score, i.id))
    positions: dict[int, tuple[float, float]] = {}
    for row_number, start in enumerate(range(0, len(ordered), per_row)):
        row = ordered[start : start + per_row]
        wanted = {
            i.id: _mean_x([tasks[t] for t in [*i.supporting, *i.contradicting] if t in tasks], width) for i in row
        }
        row.sort(key=lambda i: (wanted[i.id], i.id))
        y = -INSIGHTS_ABOVE - row_number * INSIGHT_ROW
        for insight, x in zip(row, _spread([wanted[i.id] for i in row], left, left + span)):
            positions[insight.id] = (x, y)
    return positions


def _mean_x(points: list[tuple[float, float]], width: float) -> float:
    return sum(p[0] for p in points) / len(points) if points else width / 2


def _spread(xs: list[float], left: float, right: float) -> list[float]:
    """Sorted centres moved apart to one insight width plus a gap, then shifted back inside ``[left, right]``."""
    step = INSIGHT_WIDTH + INSIGHT_GAP
    out: list[float] = []
    for x in xs:
        out.append(max(x, out[-1] + step if out else left + INSIGHT_WIDTH / 2))
    overflow = out[-1] + INSIGHT_WIDTH / 2 - right if out else 0.0
    if overflow > 0:
        out = [x - overflow for x in out]
    for i in range(len(out)):  # pushing left may have crossed the left edge: settle from the left again
        out[i] = max(out[i], left + INSIGHT_WIDTH / 2 + i * step)
    return out


def _run(graph: InteractionGraph, width: float, top: float) -> RunLayout:
    agents = list(dict.fromkeys(u.agent for u in graph.utterances if u.agent != ENVIRONMENT))
    lanes = agents + ([ENVIRONMENT] if any(u.agent == ENVIRONMENT for u in graph.utterances) else [])
    lane_y = {agent: top + (i + 0.5) * LANE_HEIGHT for i, agent in enumerate(lanes)}
    steps = max((u.step for u in graph.utterances), default=0)
    dx = min(STEP_MAX, max(STEP_MIN, (width - 80.0) / max(1, steps)))
    positions: dict[int, tuple[float, float]] = {}
    taken: dict[tuple[str, int], int] = {}  # two utterances of one agent in one step sit side by side
    for u in graph.utterances:
        offset = taken.get((u.agent, u.step), 0)
        taken[(u.agent, u.step)] = offset + 1
        positions[u.index] = (40.0 + u.step * dx + offset * dx / 3, lane_y[u.agent])
    right = max((x for x, _ in positions.values()), default=40.0) + 40.0
    return RunLayout(lanes=lanes, lane_y=lane_y, x_range=(0.0, max(right, 80.0)), utterances=positions)
