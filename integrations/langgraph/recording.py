"""The end of a run: the deferred node that records it as a task, and what recording a state takes.

``TeamMemory.instrument`` adds :data:`RECORD_NODE` as a deferred node with an edge from every node that
plays a role, so LangGraph runs it once nothing else is pending. It records the task unless the memory
holds it already (a replayed end), so a task is recorded once, by whichever process ends its run.
"""

from __future__ import annotations

import logging
from typing import Annotated, Any, cast

from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph
from langgraph.types import Command
from typing_extensions import TypedDict

from gmem import Memory, TaskRecord

from .task import Outcome, OutcomeFn, OutcomeLike, as_outcome, read_field
from .trace import TRACE_KEY, GraphTrace, merge_trace, task_record

log = logging.getLogger(__name__)

#: The deferred node that records the task when the run is about to end.
RECORD_NODE = "gmem_record"


def record_input(builder: StateGraph) -> type:
    """Input of the recording node: every state key (for the outcome function) plus the trace.

    Declaring the trace here registers its channel, so a state without :class:`~.trace.MemoryState` works too.
    """
    fields: dict[str, Any] = {key: Any for key in builder.channels if key != TRACE_KEY}
    fields[TRACE_KEY] = Annotated[dict[str, Any], merge_trace]
    return cast(type, TypedDict("GMemRecordInput", fields, total=False))  # type: ignore[operator]


def read_trace(state: Any) -> GraphTrace | None:
    """The trace a run's state carries, if any."""
    raw = read_field(state, TRACE_KEY)
    return GraphTrace.model_validate(raw) if raw else None


def required_trace(state: Any) -> GraphTrace:
    trace = read_trace(state)
    if trace is None:
        raise ValueError("this state has no gmem trace; add MemoryState to the graph's state so that runs return it")
    return trace


def judged(state: Any, outcome: OutcomeLike, judge: OutcomeFn | None) -> Outcome:
    """``outcome`` when given, else what ``judge`` says of the final state, else unknown."""
    if outcome is not None:
        return as_outcome(outcome)
    return as_outcome(judge(state)) if judge else Outcome()


def run_record(trace: GraphTrace, outcome: Outcome, domain: str) -> TaskRecord | None:
    """The run as the task to record, or None when no node said anything."""
    record = task_record(trace, outcome, domain=domain, source="langgraph")
    if record is None:
        log.warning("task %s: no node said anything, nothing to record", trace.task_id)
    else:
        log.info("recording task %s (%s, %d steps)", record.id, outcome.status.value, len(record.steps))
    return record


def final_step(memory: Memory, state: Any, config: RunnableConfig) -> GraphTrace | Command | None:
    """What the recording node is to do: record the trace returned, run again (the ``Command``), or nothing.

    Nothing when the state has no trace, or its task is in the memory already. Otherwise it runs again
    while nodes may still be running: a deferred node runs when no edge is pending, but LangGraph runs
    it alongside pending ``Send`` tasks. So the first time it only marks the step, and it records when
    it next runs with nothing having happened since - one extra, model-free step.
    """
    trace = read_trace(state)
    if trace is None or memory.has_task(trace.task_id):
        return None
    if trace.ending_at is not None and all(e.superstep < trace.ending_at for e in trace.events):
        return trace
    step = config.get("metadata", {}).get("langgraph_step", 0)
    return Command(update={TRACE_KEY: {"task_id": trace.task_id, "ending_at": step}}, goto=RECORD_NODE)
