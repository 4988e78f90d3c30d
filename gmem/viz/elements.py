"""A laid-out scene as the page's data: cytoscape elements (nodes, edges, classes) for the three tiers, one
element list per embedded run, the traversal summary, and each node's details for the side panel.

Element ids name their tier: ``query``, ``task:<id>``, ``insight:<id>``, ``run:<task>:u:<index>``;
classes carry the state the stylesheet draws (``resolved`` / ``failed`` / ``unknown``; for a query
``picked``, ``seed`` / ``hop`` / ``score`` and ``excerpt``; for a task ``focus``, ``near`` and ``tied``; ``key``
steps of runs). ``lit`` marks the nodes and ``traversal`` the edges that stay bright when the page fades the
rest.
"""

from __future__ import annotations

import json
from typing import Any

from gmem.models import EdgeKind, Insight, InteractionGraph, QueryNode, RankedTask
from gmem.text import readable, shorten
from gmem.tiers.interaction import ENVIRONMENT
from gmem.viz.layout import QUERY, Layout, RunLayout
from gmem.viz.scene import Scene

#: Longest text a node's details carry; the rest is cut (the page says so).
DETAIL_CHARS = 4000

Element = dict[str, Any]

_VIA = {
    "seed": "a seed: among the nearest tasks by score",
    "hop": "reached by a hop in the query graph from a seed",
    "score": "the next nearest by score, filling up the excerpts",
}


def page_data(scene: Scene, layout: Layout) -> dict[str, Any]:
    """Everything the page script needs, JSON-ready."""
    elements = _tiers(scene)
    if scene.query is not None:
        elements += _query(scene, layout)
    elements += [_task(t, scene, layout) for t in scene.tasks]
    elements += _links(scene)
    elements += [_insight(i, scene, layout) for i in scene.insights]
    elements += _hyperedges(scene)
    return {
        "meta": {
            "title": scene.title,
            "query": scene.query,
            "context": scene.context,
            "focus": scene.focus,
            "note": scene.note,
            "total_tasks": scene.total_tasks,
            "total_insights": scene.total_insights,
        },
        "elements": elements,
        "runs": {
            task_id: _run(task_id, graph, layout.runs[task_id], scene.excerpts.get(task_id))
            for task_id, graph in scene.runs.items()
        },
        "traversal": _traversal(scene),
    }


def task_element_id(task_id: str) -> str:
    return f"task:{task_id}"


def insight_element_id(insight_id: int) -> str:
    return f"insight:{insight_id}"


def utterance_element_id(task_id: str, index: int) -> str:
    return f"run:{task_id}:u:{index}"


def _details(title: str, fields: list[tuple[str, Any]], text: str) -> dict[str, Any]:
    cut = text if len(text) <= DETAIL_CHARS else text[:DETAIL_CHARS] + f"… ({len(text) - DETAIL_CHARS} more characters)"
    return {
        "title": title,
        "fields": [[name, str(value)] for name, value in fields if value not in ("", None)],
        "text": cut,
    }


def _node(
    element_id: str, label: str, classes: list[str], position: tuple[float, float] | None, **data: Any
) -> Element:
    element: Element = {
        "group": "nodes",
        "data": {"id": element_id, "label": label, **data},
        "classes": " ".join(classes),
    }
    if position is not None:
        element["position"] = {"x": round(position[0], 1), "y": round(position[1], 1)}
    return element


def _edge(element_id: str, source: str, target: str, classes: list[str], **data: Any) -> Element:
    return {
        "group": "edges",
        "data": {"id": element_id, "source": source, "target": target, **data},
        "classes": " ".join(classes),
    }


def _tiers(scene: Scene) -> list[Element]:
    insights = f"Insight graph: {len(scene.insights)} of {scene.total_insights} lessons"
    tasks = f"Query graph: {len(scene.tasks)} of {scene.total_tasks} tasks"
    return [
        _node("tier:insights", insights, ["tier"], None),
        _node("tier:tasks", tasks, ["tier"], None),
    ]


def _query(scene: Scene, layout: Layout) -> list[Element]:
    fields = [
        ("context", shorten(scene.context, 300)),
        ("tasks ranked", len(scene.picked_tasks)),
        ("insights taken up", len(scene.picked_insights)),
        ("excerpts shown", ", ".join(scene.excerpts)),
    ]
    out = [
        _node(
            QUERY,
            shorten(scene.query or "", 48),
            ["query"],
            layout.tasks.get(QUERY),
            parent="tier:tasks",
            details=_details("Query", fields, scene.query or ""),
        )
    ]
    drawn = {t.id for t in scene.tasks}
    for task_id, ranked in scene.picked_tasks.items():
        if ranked.via == "seed" and task_id in drawn:
            out.append(
                _edge(
                    f"pick:{task_id}",
                    QUERY,
                    task_element_id(task_id),
                    ["pick", "traversal"],
                    label=f"{ranked.score:.2f}",
                    weight=ranked.score,
                )
            )
    return out


def _task(task: QueryNode, scene: Scene, layout: Layout) -> Element:
    ranked = scene.picked_tasks.get(task.id)
    classes = ["task", task.status.value]
    fields: list[tuple[str, Any]] = [("status", task.status.value), ("id", task.id)]
    label = shorten(task.instruction, 40)
    if ranked is not None:
        rank = list(scene.picked_tasks).index(task.id) + 1
        classes += ["picked", ranked.via]
        label = f"#{rank} {label}"
        fields += [
            ("picked", f"rank {rank} of {len(scene.picked_tasks)}, score {ranked.score:.3f}"),
            ("why", _VIA.get(ranked.via, ranked.via)),
        ]
    if task.id in scene.excerpts:
        classes.append("excerpt")
        fields.append(("excerpt", f"{len(scene.excerpts[task.id])} utterances of its run were shown to the team"))
    if task.id == scene.focus:
        classes.append("focus")
    if task.id in scene.near:
        classes.append("near")
        fields.append(("neighbour", f"linked to task {scene.focus} in the query graph"))
    if ranked is not None or task.id in scene.near or (task.id == scene.focus and scene.near):
        classes.append("lit")
    fields += [
        ("domain", task.domain),
        ("seq", task.seq),
        ("outcome", task.outcome_detail),
        ("run", "embedded: click to show it below" if task.id in scene.runs else "not embedded in this page"),
        *((key, _short_json(value)) for key, value in sorted(task.extra.items())),
    ]
    text = task.instruction + (f"\n\nContext: {task.context}" if task.context else "")
    return _node(
        task_element_id(task.id),
        label,
        classes,
        layout.tasks.get(task.id),
        parent="tier:tasks",
        task=task.id,
        status=task.status.value,
        score=ranked.score if ranked is not None else None,
        details=_details(f"Task {task.id}", fields, text),
    )


def _links(scene: Scene) -> list[Element]:
    """Query-graph edges; those from a seed to a task reached by a hop (a query), or from the task to its
    neighbours (a task), are the ones the page keeps bright."""
    via = {task_id: ranked.via for task_id, ranked in scene.picked_tasks.items()}
    near = set(scene.near)

    def bright(a: str, b: str) -> bool:
        return {via.get(a), via.get(b)} == {"seed", "hop"} or (scene.focus in (a, b) and bool({a, b} & near))

    return [
        _edge(
            f"link:{a}|{b}",
            task_element_id(a),
            task_element_id(b),
            ["link", *(["traversal"] if bright(a, b) else [])],
            weight=round(weight, 3),
        )
        for a, b, weight in scene.links
    ]


def _insight(insight: Insight, scene: Scene, layout: Layout) -> Element:
    picked = scene.picked_insights.get(insight.id)
    tied = bool(scene.near) and scene.focus in [*insight.supporting, *insight.contradicting]
    classes = ["insight", "negative" if insight.score <= 0 else "positive"]
    classes += (["picked", "lit"] if picked is not None else []) + (["tied", "lit"] if tied else [])
    fields: list[tuple[str, Any]] = [("score", f"{insight.score:g}"), ("origin", insight.origin), ("id", insight.id)]
    label = shorten(insight.text, 92)
    if picked is not None:
        label = f"[{picked.relevance:.2f}] {label}"
        why = (
            f"relevance {picked.relevance:.3f}: support among the ranked tasks (the nearest count most), "
            "less half the contradicting support, times log(1 + score)"
        )
        fields.append(("picked", why))
    fields += [
        ("supported by", _ids(insight.supporting)),
        ("contradicted by", _ids(insight.contradicting)),
    ]
    return _node(
        insight_element_id(insight.id),
        label,
        classes,
        layout.insights.get(insight.id),
        parent="tier:insights",
        score=insight.score,
        relevance=picked.relevance if picked is not None else None,
        details=_details(f"Insight {insight.id}", fields, insight.text),
    )


def _hyperedges(scene: Scene) -> list[Element]:
    drawn = {t.id for t in scene.tasks}
    out: list[Element] = []
    for insight in scene.insights:
        picked = insight.id in scene.picked_insights
        for evidence, tasks in (("supports", insight.supporting), ("contradicts", insight.contradicting)):
            for task_id in tasks:
                if task_id not in drawn:
                    continue
                ranked = scene.picked_tasks.get(task_id) if picked else None
                up = [] if ranked is None else ["traversal", ranked.via]
                if scene.near and task_id == scene.focus:
                    up = ["traversal", "seed"]
                out.append(
                    _edge(
                        f"hyper:{insight.id}|{task_id}",
                        insight_element_id(insight.id),
                        task_element_id(task_id),
                        ["hyper", evidence, *up],
                        evidence=evidence,
                    )
                )
    return out


def _run(task_id: str, graph: InteractionGraph, layout: RunLayout, shown: list[int] | None) -> dict[str, Any]:
    """One task's interaction graph: lanes (with invisible anchors so every lane spans the run), utterances,
    and its reply / hand-off / result edges (a time edge that duplicates a result edge is left out)."""
    left, right = layout.x_range
    label = f"Interaction graph of task {task_id}: {len(graph.utterances)} utterances, {len(layout.lanes)} lanes"
    if graph.failure_reason:
        label += f" (failed: {shorten(graph.failure_reason, 90)})"
    elements: list[Element] = [_node("tier:run", label, ["tier", "run"], None)]
    for agent in layout.lanes:
        lane = f"run:{task_id}:lane:{agent}"
        elements.append(_node(lane, agent, ["lane", "run"], None, parent="tier:run"))
        for side, x in (("l", left), ("r", right)):
            elements.append(_node(f"{lane}:{side}", "", ["anchor", "run"], (x, layout.lane_y[agent]), parent=lane))
    key = set(graph.key_steps)
    excerpt = set(shown or [])
    for u in graph.utterances:
        classes = ["utterance", "run", u.kind.value, "environment" if u.agent == ENVIRONMENT else "agent"]
        classes += (["key"] if u.step in key else []) + (["excerpt"] if u.index in excerpt else [])
        fields: list[tuple[str, Any]] = [
            ("task", task_id),
            ("agent", u.agent),
            ("kind", u.kind.value),
            ("step", u.step),
            ("key step", "yes: kept when the run is condensed" if u.step in key else ""),
            ("excerpt", "yes: shown to the team for this query" if u.index in excerpt else ""),
            *((name, _short_json(value)) for name, value in sorted(u.extra.items())),
        ]
        elements.append(
            _node(
                utterance_element_id(task_id, u.index),
                shorten(readable(u.content), 30),
                classes,
                layout.utterances[u.index],
                parent=f"run:{task_id}:lane:{u.agent}",
                details=_details(f"{u.agent}, step {u.step}", fields, u.content),
            )
        )
    results = {(e.source, e.target) for e in graph.edges if e.kind == EdgeKind.RESULT}
    for number, e in enumerate(graph.edges):
        if e.kind == EdgeKind.TEMPORAL and (e.source, e.target) in results:
            continue
        elements.append(
            _edge(
                f"run:{task_id}:e:{number}",
                utterance_element_id(task_id, e.source),
                utterance_element_id(task_id, e.target),
                ["run", "flow", e.kind.value],
                kind=e.kind.value,
            )
        )
    return {"elements": elements}


def _traversal(scene: Scene) -> dict[str, Any]:
    """For the panel's overview: a query's ranked tasks, insights taken up and excerpts shown; a task's neighbours."""
    return {
        "tasks": [_ranked(r, rank) for rank, r in enumerate(scene.picked_tasks.values(), start=1)],
        "insights": [
            {"id": insight_element_id(i), "relevance": round(r.relevance, 3), "text": shorten(r.insight.text, 120)}
            for i, r in scene.picked_insights.items()
        ],
        "excerpts": [
            {"id": task_element_id(task_id), "task": task_id, "utterances": len(indices)}
            for task_id, indices in scene.excerpts.items()
        ],
        "near": [
            {"id": task_element_id(t.id), "task": t.id, "status": t.status.value, "text": shorten(t.instruction, 80)}
            for t in sorted((t for t in scene.tasks if t.id in scene.near), key=lambda t: scene.near.index(t.id))
        ],
    }


def _ranked(ranked: RankedTask, rank: int) -> dict[str, Any]:
    return {
        "id": task_element_id(ranked.node.id),
        "task": ranked.node.id,
        "rank": rank,
        "score": round(ranked.score, 3),
        "via": ranked.via,
        "status": ranked.node.status.value,
        "text": shorten(ranked.node.instruction, 80),
    }


def _ids(ids: list[str], most: int = 12) -> str:
    if not ids:
        return ""
    more = f" and {len(ids) - most} more" if len(ids) > most else ""
    return f"{len(ids)}: " + ", ".join(ids[:most]) + more


def _short_json(value: Any) -> str:
    return shorten(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False), 200)
