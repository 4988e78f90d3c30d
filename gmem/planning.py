"""Planning the write of one recorded task: the run through the tiers, with nothing stored or indexed.

From a finished task, its embeddings, the model's key steps (when a model chose them) and the retrieval the
team was given for it, the tiers compute everything the task adds or changes: its interaction graph (tier 1),
its query-graph edges to the most similar earlier tasks and to the tasks it drew on (tier 2), the lessons it
confirms or teaches (tier 3), and the score move its outcome gives the insights it was shown. All of it goes
into one :class:`~gmem.store.writes.TaskWrite` that the store commits in one transaction.

A verdict given after a task was recorded is planned here too (:func:`plan_settlement`): the same tiers, read
over the task as stored, give what the verdict adds besides the outcome.

The query index is only read here, so a plan can be made, inspected or thrown away without touching the
memory; :mod:`gmem.recording` decides when plans become writes.
"""

from __future__ import annotations

from functools import partial

import numpy as np

from gmem import limits
from gmem.config import MemoryConfig
from gmem.models import InteractionGraph, QueryNode, Retrieval, TaskRecord, TaskStatus
from gmem.store.writes import InsightUpdate, Settlement, TaskWrite
from gmem.text import procedure_features
from gmem.tiers.insight import KindMember, mine
from gmem.tiers.interaction import analyse_failure, build_graph, recorded_steps
from gmem.tiers.query import QueryIndex
from gmem.tiers.terms import READING, recorded_terms

#: Key steps a model chose for a run, and (for a failed run) why it failed ("" when it gave no reason).
Sparsified = tuple[list[int], str]


def plan_write(
    record: TaskRecord,
    instruction_vector: np.ndarray,
    context_vector: np.ndarray,
    index: QueryIndex,
    config: MemoryConfig,
    *,
    used: Retrieval | None = None,
    sparsified: Sparsified | None = None,
) -> TaskWrite:
    """Everything ``record`` adds to a memory whose earlier tasks ``index`` holds; ``index`` is not changed."""
    status = record.status
    assert status is not None, "a parsed record always has a status"
    graph = build_graph(record, max_key_steps=config.max_key_steps)
    procedure = procedure_features((s.action, s.observation) for s in record.steps[: limits.SCORED_STEPS])
    instruction = limits.scored(record.instruction)
    node = QueryNode(
        id=record.id,
        seq=len(index) + 1,  # provisional: the store numbers tasks at commit
        instruction=record.instruction,
        context=record.context,
        domain=record.domain,
        status=status,
        outcome_detail=record.outcome_detail,
        extra=dict(record.model_extra or {}),
    )
    links = similar_tasks(index, instruction, instruction_vector, context_vector, procedure, config)
    if used is not None:
        links += [(t.node.id, "used", 1.0) for t in used.tasks if t.node.id in index.row_of]
    this = KindMember(record.id, instruction, status, procedure, graph.failure)
    updates = _lessons(this, [other for other, _, _ in links], index)
    if sparsified is not None:  # the model's key steps and failure reason are what later teams read
        key, reason = sparsified
        graph = graph.model_copy(update={"key_steps": key, "failure_reason": reason or graph.failure_reason})
    move = {TaskStatus.RESOLVED: config.feedback_resolved, TaskStatus.FAILED: config.feedback_failed}.get(status)
    return TaskWrite(
        node=node,
        graph=graph,
        words=recorded_terms(instruction),
        procedure=procedure,
        instruction_vector=instruction_vector,
        context_vector=context_vector,
        links=links,
        insight_updates=updates,
        used_insights=shown_insights(used),
        feedback=move if used is not None else None,
        reading=READING,
    )


def similar_tasks(
    index: QueryIndex,
    instruction: str,
    instruction_vector: np.ndarray,
    context_vector: np.ndarray,
    procedure: list[str] | None,
    config: MemoryConfig,
) -> list[tuple[str, str, float]]:
    """Query-graph edges of a new task: the most similar earlier tasks, by words *and* by deeds (when
    ``procedure`` gives what it did); also the tasks a note is tied to."""
    if not len(index) or not config.links_per_task:
        return []
    rows, similarity = index.query(instruction, instruction_vector, context_vector, procedure).top(
        config.links_per_task
    )
    return [
        (index.ids[row], "similar", score)
        for row, score in zip(rows.tolist(), similarity.tolist())
        if score >= config.link_threshold
    ]


def plan_settlement(
    task_id: str, status: TaskStatus, index: QueryIndex, graph: InteractionGraph | None, detail: str | None
) -> Settlement:
    """What a verdict given after ``task_id`` was recorded adds besides its outcome: the reason why it failed, as
    the run is analysed when it is recorded failed, and, for its first verdict, the lessons :func:`plan_write`
    would have mined had the outcome come with it, from the tasks linked to it. ``graph`` is the task's whole
    interaction graph, read for a failed verdict only; a task the index does not hold adds only ``detail``."""
    row = index.row_of.get(task_id)
    if row is None or status == TaskStatus.UNKNOWN:
        return Settlement(detail=detail)
    failure = analyse_failure(recorded_steps(graph)) if graph is not None and status == TaskStatus.FAILED else None
    lessons = []
    if index.status[row] == TaskStatus.UNKNOWN:  # a correction teaches nothing again (the store checks it too)
        this = KindMember(task_id, index.instructions[row], status, index.procedure(row), failure)
        lessons = _lessons(this, index.neighbours(task_id), index, apart_from=task_id)
    return Settlement(detail=detail, failure_reason=failure.describe() if failure else "", lessons=lessons)


def _lessons(
    this: KindMember, linked: list[str], index: QueryIndex, apart_from: str | None = None
) -> list[InsightUpdate]:
    """What ``this`` run teaches among the ``linked`` tasks, one way for a record and a later verdict: against the
    memory's runs, ``apart_from`` the settled run itself (which the index already holds)."""
    return mine(
        this,
        kind_members(index, linked),
        index.ubiquitous(apart_from=apart_from),
        partial(index.template_runs, apart_from=apart_from),
    )


def kind_members(index: QueryIndex, ids: list[str]) -> list[KindMember]:
    """The indexed tasks ``ids`` (each once) as the insight tier sees them."""
    rows = [index.row_of[i] for i in dict.fromkeys(ids)]
    return [KindMember(index.ids[r], index.instructions[r], index.status[r], index.procedure(r)) for r in rows]


def shown_insights(used: Retrieval | None) -> list[int]:
    """The insights a retrieval showed the team: those in some role's context, or all it found when it
    rendered no role."""
    if used is None:
        return []
    if used.roles:
        return sorted({i for ctx in used.roles.values() for i in ctx.insight_ids})
    return [r.insight.id for r in used.insights]
