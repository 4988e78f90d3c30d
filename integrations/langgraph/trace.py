"""The trace a LangGraph run leaves in its own state, and how it becomes one gmem task.

The trace lives in a graph channel (``gmem``) rather than in this process, for three reasons: a
checkpointer saves it with the thread, so a resumed or interrupted run continues the same task even
in another process; parallel branches each add their node's event and the channel's reducer merges
them; and two concurrent runs can never see each other's trace.

Each node execution adds one :class:`NodeEvent` - which node, in which superstep, what its role said
and did, where it routed. Edges are worked out only when the task is recorded: a node's parents are
the events of the previous superstep that could have started it (a static edge, a ``Command`` goto or
``Send``, a wait-for-all join), so fan-out and fan-in come out as they ran, not as a chain.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from gmem import Retrieval, Step, TaskRecord
from gmem.text import OBSERVATION_LABEL

if TYPE_CHECKING:
    from .task import Outcome

TRACE_KEY = "gmem"
#: The agent name of human turns that a node adds to the conversation.
USER = "user"


class StepText(BaseModel):
    """One gmem step as a node produced it: an utterance of its role (or of the user), and what came back."""

    agent: str | None = Field(None, description="who spoke; None means the node's role")
    action: str
    observation: str = ""


class NodeEvent(BaseModel):
    """One execution of a node that plays a role."""

    node: str
    role: str
    superstep: int = Field(description="LangGraph step number: nodes of one step ran in parallel")
    push: bool = Field(False, description="started by a Send rather than by an edge")
    joins: list[str] = Field(default_factory=list, description="sources of the wait-for-all edge that started it")
    routes: list[str] = Field(default_factory=list, description="nodes it may have started")
    steps: list[StepText] = Field(default_factory=list)


class GraphTrace(BaseModel):
    """One task in progress: what it is, the memory its roles were shown, and what each node did."""

    task_id: str
    supersedes: str | None = Field(None, description="the recorded task this thread worked on before")
    task: str
    context: str = ""
    thread_id: str | None = None
    retrieval: Retrieval
    events: list[NodeEvent] = Field(default_factory=list)
    ending_at: int | None = Field(None, description="superstep at which the run looked finished")


def merge_trace(current: dict[str, Any], update: dict[str, Any]) -> dict[str, Any]:
    """Reducer of the trace channel: a node starts a task (a full trace) or adds its events; the
    recording node marks where the run looked finished.

    A start replaces the channel only if it supersedes what the channel holds, so when two parallel
    nodes both start the same task in one step, the second one's events join the first one's task.
    Values are plain dicts so any checkpointer serialises them without registering types.
    """
    if not update:
        return current
    if not current:
        return update
    if "task" in update and update.get("supersedes") == current.get("task_id"):
        return update
    merged = {**current, "events": [*current.get("events", ()), *update.get("events", ())]}
    if "ending_at" in update:
        merged["ending_at"] = update["ending_at"]
    return merged


class MemoryState(TypedDict, total=False):
    """Mix into a graph's state to carry the trace in the state the graph returns.

    ``TeamMemory.instrument`` adds the channel by itself; declare it when the run's result should
    include the trace (to call ``TeamMemory.record`` yourself, or to read the task id).
    """

    gmem: Annotated[dict[str, Any], merge_trace]


def task_record(trace: GraphTrace, outcome: Outcome, *, domain: str = "", **extra: Any) -> TaskRecord | None:
    """The trace as a gmem task, or None when no node said anything yet."""
    steps = trace_steps(trace.events)
    if not steps:
        return None
    return TaskRecord(
        id=trace.task_id,
        instruction=trace.task,
        context=trace.context,
        domain=domain,
        steps=steps,
        status=outcome.status,
        outcome_detail=outcome.detail,
        thread_id=trace.thread_id,
        **extra,
    )


def trace_steps(events: Sequence[NodeEvent]) -> list[Step]:
    """Steps in execution order, with ``reply_to`` wherever time order alone would link the wrong step.

    gmem links each step to the one before it and infers a hand-off when the agent changes; that is
    right for a chain. A node whose parents are anything else - a second parallel branch, a Send
    target, a join - names them all in its first step's ``reply_to``, so the stored graph has a reply
    edge from every parent. Each step keeps the graph node it came from in its ``node`` field. A ReAct loop
    in text answers the model's act with a user turn, "Observation: ..." (from the same node or the next one):
    that is the act's observation, as a tool's result is its call's, not a turn of the user's.
    """
    ordered = sorted((e for e in events if e.steps), key=lambda e: e.superstep)
    steps: list[Step] = []
    last_step: list[int] = []  # event (in `ordered`) -> index of its last step
    for position, event in enumerate(ordered):
        parents = sorted(last_step[p] for p in _parent_events(event, ordered[:position]))
        reply_to = parents if parents and parents != [len(steps) - 1] else None
        for offset, said in enumerate(event.steps):
            if steps and (offset or reply_to is None) and _observes(said, steps[-1]):
                steps[-1].observation = OBSERVATION_LABEL.sub("", said.action, count=1)
                continue
            steps.append(
                Step(
                    agent=said.agent or event.role,
                    action=said.action,
                    observation=said.observation,
                    reply_to=reply_to if offset == 0 else None,
                    node=event.node,
                )
            )
        last_step.append(len(steps) - 1)
    return steps


def _observes(said: StepText, before: Step) -> bool:
    """Whether ``said`` is a user turn reporting what ``before``, a role's act still unanswered, did."""
    return (
        said.agent == USER
        and before.agent != USER
        and not before.observation
        and bool(OBSERVATION_LABEL.match(said.action))
    )


def _parent_events(event: NodeEvent, earlier: Sequence[NodeEvent]) -> list[int]:
    """Indices (into ``earlier``) of the events that started ``event``."""
    before = [i for i, e in enumerate(earlier) if e.superstep < event.superstep]
    if not before:
        return []
    if event.joins:
        latest_of: dict[str, int] = {earlier[i].node: i for i in before if earlier[i].node in event.joins}
        if latest_of:
            return sorted(latest_of.values())
    # A node runs in the step after the one that triggered it; unwrapped nodes in between leave no
    # event, so the nearest earlier step with events stands in for them.
    step = max(earlier[i].superstep for i in before)
    candidates = [i for i in before if earlier[i].superstep == step]
    routed = [i for i in candidates if event.node in earlier[i].routes]
    return routed or candidates
