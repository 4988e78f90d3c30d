"""LangChain v1 ``create_agent`` middleware: an agent that draws on a gmem memory and adds to it.

    agent = create_agent(model, tools, middleware=[MemoryMiddleware(memory, role="researcher")])

``before_agent`` retrieves once per invocation, for the agent's role, and keeps the retrieval in the
agent's private state, so a run interrupted by a human-in-the-loop step resumes with the memory it
started with. ``wrap_model_call`` appends the role's context to the system message of each model call:
the request is rebuilt from state for every call, so the context replaces itself instead of piling up,
and it never enters the conversation. ``after_agent`` records the invocation - the model's turns and
the tool results - as one task, with the outcome the ``outcome`` function gives the final state.

For a team of agents that should share one task, make each agent a node of a graph and use
:class:`~.nodes.TeamMemory` instead: this middleware records each invocation on its own.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import AgentMiddleware, AgentState, ModelRequest, ModelResponse
from langchain.agents.middleware.types import ModelCallResult, PrivateStateAttr
from langgraph.config import get_config
from langgraph.runtime import Runtime
from pydantic import BaseModel

from gmem import Memory, Retrieval, Role, TaskRecord

from .messages import as_messages, message_steps, with_system_text
from .task import OutcomeFn, Settles, StateReader, as_outcome, chosen_task_id, context_text, read_field, task_text
from .trace import GraphTrace, NodeEvent, task_record

log = logging.getLogger(__name__)

RUN_KEY = "gmem_run"


class AgentRun(BaseModel):
    """What ``before_agent`` leaves for the model calls and for ``after_agent``."""

    trace: GraphTrace
    seen: list[str]  # ids of the messages before this invocation: the rest is what it said


class MemoryAgentState(AgentState):
    gmem_run: NotRequired[Annotated[dict[str, Any] | None, PrivateStateAttr]]


class MemoryMiddleware(Settles, AgentMiddleware[MemoryAgentState, Any, Any]):
    """Give a ``create_agent`` agent its role's memory and record each invocation as a task.

    ``task``/``context`` say where the task is in the state (default: the latest human message);
    ``outcome(final_state)`` judges the run (default: unknown, settled later with
    ``middleware.feedback(outcome, task_id=...)``). An invocation's task id is
    ``config["configurable"]["gmem_task_id"]`` when given, else ``task_id(state)``, else a fresh one;
    ``last_task_id`` names the latest recorded. ``domain`` (the kind of task the agent does) is stored with
    every invocation; a memory holding several domains answers each query from the one whose runs fit it best.
    """

    state_schema = MemoryAgentState

    def __init__(
        self,
        memory: Memory,
        role: str = "assistant",
        description: str = "",
        *,
        task: StateReader | None = None,
        context: StateReader | None = None,
        outcome: OutcomeFn | None = None,
        task_id: Callable[[Any], str] | None = None,
        domain: str = "",
    ) -> None:
        self.memory = memory
        self.role = Role(name=role, description=description)
        self.task = task
        self.context = context
        self.outcome = outcome
        self.task_id = task_id
        self.domain = domain
        self.last_task_id: str | None = None

    @property
    def name(self) -> str:
        return "gmem"

    # ------------------------------------------------------------------ before the agent

    def before_agent(self, state: MemoryAgentState, runtime: Runtime[Any]) -> dict[str, Any] | None:
        task, context = self._task(state)
        retrieval = self.memory.retrieve(task, context=context, roles=[self.role])
        return self._start(state, runtime, task, context, retrieval)

    async def abefore_agent(self, state: MemoryAgentState, runtime: Runtime[Any]) -> dict[str, Any] | None:
        task, context = self._task(state)
        retrieval = await self.memory.aretrieve(task, context=context, roles=[self.role])
        return self._start(state, runtime, task, context, retrieval)

    def _task(self, state: MemoryAgentState) -> tuple[str, str]:
        return task_text(state, self.task, "messages"), context_text(state, self.context)

    def _start(
        self, state: MemoryAgentState, runtime: Runtime[Any], task: str, context: str, retrieval: Retrieval
    ) -> dict[str, Any]:
        if state.get(RUN_KEY):
            log.info("an unfinished run of this thread is replaced by a new invocation; it is not recorded")
        thread_id = getattr(getattr(runtime, "execution_info", None), "thread_id", None)
        try:
            config = get_config()
        except RuntimeError:  # called outside a run (a test, a user's own loop): no config to read
            config = None
        trace = GraphTrace(
            task_id=chosen_task_id(config, state, self.task_id, "agent"),
            task=task,
            context=context,
            thread_id=None if thread_id is None else str(thread_id),
            retrieval=retrieval,
        )
        seen = [m.id for m in as_messages(state["messages"]) if m.id]
        return {RUN_KEY: AgentRun(trace=trace, seen=seen).model_dump(mode="json")}

    # ------------------------------------------------------------------ around each model call

    def wrap_model_call(
        self, request: ModelRequest[Any], handler: Callable[[ModelRequest[Any]], ModelResponse[Any]]
    ) -> ModelCallResult[Any]:
        return handler(self._with_memory(request))

    async def awrap_model_call(
        self, request: ModelRequest[Any], handler: Callable[[ModelRequest[Any]], Awaitable[ModelResponse[Any]]]
    ) -> ModelCallResult[Any]:
        return await handler(self._with_memory(request))

    def _with_memory(self, request: ModelRequest[Any]) -> ModelRequest[Any]:
        run = _run_of(request.state)
        if run is None:  # state from before the middleware was added
            return request
        text = run.trace.retrieval.for_role(self.role.name).text
        return request.override(system_message=with_system_text(request.system_message, text))

    # ------------------------------------------------------------------ after the agent

    def after_agent(self, state: MemoryAgentState, runtime: Runtime[Any]) -> dict[str, Any] | None:
        run = _run_of(state)
        if run is not None and (record := self._finished(run, state)) is not None:
            self.memory.record(record, used=run.trace.retrieval)
            self.last_task_id = record.id
            log.info("recorded agent task %s", record.id)
        return {RUN_KEY: None}

    async def aafter_agent(self, state: MemoryAgentState, runtime: Runtime[Any]) -> dict[str, Any] | None:
        run = _run_of(state)
        if run is not None and (record := self._finished(run, state)) is not None:
            await self.memory.arecord(record, used=run.trace.retrieval)
            self.last_task_id = record.id
            log.info("recorded agent task %s", record.id)
        return {RUN_KEY: None}

    def _finished(self, run: AgentRun, state: MemoryAgentState) -> TaskRecord | None:
        """The invocation as a task, unless there is nothing to record or it was recorded already."""
        if self.memory.has_task(run.trace.task_id):
            return None
        seen = set(run.seen)
        new = [m for m in as_messages(state["messages"]) if not m.id or m.id not in seen]
        event = NodeEvent(node="model", role=self.role.name, superstep=0, steps=message_steps(new, calls={}))
        outcome = as_outcome(self.outcome(state) if self.outcome else None)
        record = task_record(
            run.trace.model_copy(update={"events": [event]}), outcome, domain=self.domain, source="langchain-agent"
        )
        if record is None:
            log.warning("agent task %s: the agent said nothing, nothing to record", run.trace.task_id)
        return record


def _run_of(state: Any) -> AgentRun | None:
    raw = read_field(state, RUN_KEY)
    return AgentRun.model_validate(raw) if raw else None
