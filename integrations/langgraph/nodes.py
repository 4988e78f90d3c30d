"""Node middleware for LangGraph ``StateGraph``: every node plays a role of the team, one run is one task.

    team = TeamMemory(memory, task="question", outcome=judge)
    builder.add_node("planner", team.node("planner", "breaks the question into lookups")(plan))
    ...
    graph = team.compile(builder, checkpointer=InMemorySaver())  # or team.instrument(builder).compile(...)

Before a node runs, the task's first node retrieves memory once for every role of the team; each node
is then given its own role's context - a system message in its ``messages`` and/or a state key - in the
state passed to it, never in the state the graph stores. After it runs, its new messages become
utterances of its role in the run's trace (:mod:`.trace`), which travels in the graph's state. When the
run ends, a deferred recording node (added by ``instrument``) records the task with its outcome.

A thread whose task is recorded starts a new task at its next node; one whose task is not yet recorded
(interrupted, waiting for a human, failed and resumed) continues it, so a resume never splits a run.

This module is the team and what happens around each node. What it reads from a builder is in
:mod:`.builder`, from a node's config in :mod:`.runtime`, from a node's return value in :mod:`.results`;
how a run ends is in :mod:`.recording`.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import logging
from collections import defaultdict
from collections.abc import Callable, Mapping
from typing import Any, Literal, TypeVar, cast

from langchain_core.runnables import Runnable, RunnableConfig, RunnableLambda
from langchain_core.runnables.config import ensure_config
from langgraph.config import get_config
from langgraph.graph import END, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.types import Command

from gmem import Memory, QueryNode, Retrieval, Role

from .builder import ROLE_ATTR, RoleSpec, chosen_roles, role_of, successors
from .messages import as_messages, memory_message, tool_calls_in, with_memory_message
from .recording import RECORD_NODE, final_step, judged, read_trace, record_input, required_trace, run_record
from .results import goto_targets, node_steps, with_write, without_memory
from .runtime import Place, place_of, pushed_state, read_channel
from .task import (
    OutcomeFn,
    OutcomeLike,
    Settles,
    StateReader,
    chosen_task_id,
    context_text,
    read_field,
    task_text,
    with_fields,
)
from .trace import TRACE_KEY, GraphTrace, NodeEvent

log = logging.getLogger(__name__)

#: Where a node's model sees its role's memory: a system message in ``messages``, a state key, or both.
Inject = Literal["system", "state", "both"]
Node = TypeVar("Node")


@dataclasses.dataclass
class _Call:
    """What one node execution carries from before it runs to after."""

    role: Role
    place: Place
    trace: GraphTrace
    fresh: bool  # this node starts the task, so it writes the whole trace
    known: set[str]  # ids of the messages it was given: what it returns beyond these is new
    calls: dict[str, str]  # tool calls made before it, to show the results it returns
    context_value: str | None  # what was put under the context key


@dataclasses.dataclass
class _Start:
    task_id: str
    supersedes: str | None
    task: str
    context: str
    thread_id: str | None

    def trace(self, retrieval: Retrieval) -> GraphTrace:
        return GraphTrace(
            task_id=self.task_id,
            supersedes=self.supersedes,
            task=self.task,
            context=self.context,
            thread_id=self.thread_id,
            retrieval=retrieval,
        )


class TeamMemory(Settles):
    """A gmem memory shared by the nodes of LangGraph graphs.

    ``task``/``context`` say where the task is in the state (a key or a function; default: the latest
    human message). ``outcome(final_state)`` judges the run when it is recorded (default: unknown,
    settled later with ``team.feedback(outcome, task_id=...)``). A run's task id is
    ``config["configurable"]["gmem_task_id"]`` when given, else ``task_id(state)``, else a fresh one;
    ``team.task_id_of(result)`` reads it from a run's result, ``last_task_id`` names the latest recorded.
    ``domain`` (the kind of task the graph does) is stored with every run; a memory holding several domains
    answers each query from the one whose runs fit it best.
    """

    def __init__(
        self,
        memory: Memory,
        *,
        task: StateReader | None = None,
        context: StateReader | None = None,
        outcome: OutcomeFn | None = None,
        task_id: Callable[[Any], str] | None = None,
        domain: str = "",
        inject: Inject = "both",
        messages_key: str = "messages",
        context_key: str = "memory_context",
    ) -> None:
        self.memory = memory
        self.task = task
        self.context = context
        self.outcome = outcome
        self.task_id = task_id
        self.domain = domain
        self.inject: Inject = inject
        self.messages_key = messages_key
        self.context_key = context_key
        self.last_task_id: str | None = None
        self.roles: dict[str, Role] = {}
        self._successors: dict[str, set[str]] = defaultdict(set)
        self._state_keys: set[str] = set()
        self._warned_no_channel = False

    # ------------------------------------------------------------------ wiring

    def node(self, role: str, description: str = "", *, inject: Inject | None = None) -> Callable[[Node], Node]:
        """Decorator: the node (a sync or async function, or a Runnable) plays ``role``."""
        played = self._add_role(Role(name=role, description=description))

        def decorate(node: Node) -> Node:
            return cast(Node, self._wrap(node, played, inject or self.inject))

        return decorate

    def instrument(
        self, builder: StateGraph, roles: Mapping[str, RoleSpec] | None = None, *, record: bool = True
    ) -> StateGraph:
        """Make a whole graph remember: wrap its nodes, learn its edges, record each run at its end.

        ``roles`` maps node names to roles (default: every node, named after itself); nodes already
        wrapped with :meth:`node` keep their role. With ``record=False`` no recording node is added
        and the state must declare :class:`~.trace.MemoryState`, so that :meth:`record` finds the trace.
        """
        if "__root__" in builder.channels:
            raise ValueError("gmem keeps its trace under a state key; a graph whose state is one root value has none")
        for name, role in chosen_roles(builder, roles).items():
            spec = builder.nodes[name]
            if role_of(spec.runnable) is None:
                wrapped = _RoleNode(self, cast(Runnable, spec.runnable), self._add_role(role), self.inject)
                builder.nodes[name] = dataclasses.replace(spec, runnable=wrapped)
        for source, targets in successors(builder).items():
            self._successors[source] |= targets
        self._state_keys |= set(builder.channels) - {TRACE_KEY}
        if not record:
            if TRACE_KEY not in builder.channels:
                raise ValueError(
                    "record=False needs the trace in the graph's state: add MemoryState to the state schema"
                )
            return builder
        if RECORD_NODE not in builder.nodes:
            recorder = RunnableLambda(self._record_final, afunc=self._arecord_final, name=RECORD_NODE)
            builder.add_node(RECORD_NODE, recorder, defer=True, input_schema=record_input(builder))
            builder.add_edge(RECORD_NODE, END)
        for name, spec in builder.nodes.items():
            if role_of(spec.runnable) is not None:
                builder.add_edge(name, RECORD_NODE)
        return builder

    def compile(
        self,
        builder: StateGraph,
        roles: Mapping[str, RoleSpec] | None = None,
        *,
        record: bool = True,
        **compile_kwargs: Any,
    ) -> CompiledStateGraph:
        """:meth:`instrument` the builder and compile it (``compile_kwargs`` go to ``builder.compile``)."""
        return self.instrument(builder, roles, record=record).compile(**compile_kwargs)

    # ------------------------------------------------------------------ recording

    def trace(self, state: Any) -> GraphTrace | None:
        """The trace a run's state carries (the state must declare :class:`~.trace.MemoryState`)."""
        return read_trace(state)

    def record(self, state: Any, outcome: OutcomeLike = None) -> QueryNode | None:
        """Record the run whose final state is ``state``; ``outcome`` overrides the team's judge.

        Returns None when no node said anything; raises ``DuplicateTaskError`` if already recorded.
        """
        return self._record(required_trace(state), state, outcome)

    async def arecord(self, state: Any, outcome: OutcomeLike = None) -> QueryNode | None:
        return await self._arecord(required_trace(state), state, outcome)

    def task_id_of(self, result: Any) -> str | None:
        """The id of the task a run's result (its final state) belongs to: what ``feedback`` settles."""
        trace = self.trace(result)
        return trace.task_id if trace is not None else None

    def _record(self, trace: GraphTrace, state: Any, outcome: OutcomeLike) -> QueryNode | None:
        record = run_record(trace, judged(state, outcome, self.outcome), self.domain)
        if record is None:
            return None
        node = self.memory.record(record, used=trace.retrieval)
        self.last_task_id = record.id
        return node

    async def _arecord(self, trace: GraphTrace, state: Any, outcome: OutcomeLike) -> QueryNode | None:
        record = run_record(trace, judged(state, outcome, self.outcome), self.domain)
        if record is None:
            return None
        node = await self.memory.arecord(record, used=trace.retrieval)
        self.last_task_id = record.id
        return node

    def _record_final(self, state: dict[str, Any], config: RunnableConfig) -> Command | None:
        """The deferred recording node: records the task once the run has nothing else to do."""
        step = final_step(self.memory, state, config)
        if isinstance(step, GraphTrace):
            self._record(step, state, None)
            return None
        return step

    async def _arecord_final(self, state: dict[str, Any], config: RunnableConfig) -> Command | None:
        step = final_step(self.memory, state, config)
        if isinstance(step, GraphTrace):
            await self._arecord(step, state, None)
            return None
        return step

    # ------------------------------------------------------------------ around a node

    def _wrap(self, node: Any, role: Role, inject: Inject) -> Any:
        if isinstance(node, Runnable):
            return _RoleNode(self, node, role, inject)
        if inspect.isgeneratorfunction(node) or inspect.isasyncgenfunction(node):
            raise TypeError(f"{node!r}: generator nodes stream partial output; wrap a node that returns its update")
        if not callable(node):
            raise TypeError(f"a node must be a function or a Runnable, got {node!r}")
        # functools.wraps keeps the node's signature, so LangGraph still injects the config, runtime,
        # store or writer it asks for, and still infers its input schema and Command destinations.
        if inspect.iscoroutinefunction(node) or inspect.iscoroutinefunction(type(node).__call__):

            @functools.wraps(node)
            async def run_async(state: Any, *args: Any, **kwargs: Any) -> Any:
                call, given = await self._aenter(role, state, get_config(), inject)
                return self._leave(call, await node(given, *args, **kwargs))

            wrapper: Any = run_async
        else:

            @functools.wraps(node)
            def run(state: Any, *args: Any, **kwargs: Any) -> Any:
                call, given = self._enter(role, state, get_config(), inject)
                return self._leave(call, node(given, *args, **kwargs))

            wrapper = run
        setattr(wrapper, ROLE_ATTR, role.name)
        return wrapper

    def _enter(self, role: Role, state: Any, config: RunnableConfig, inject: Inject) -> tuple[_Call, Any]:
        found = self._resolve(state, config)
        roles = self._to_retrieve(found, role)
        retrieval = self.memory.retrieve(found.task, context=found.context, roles=roles) if roles else None
        return self._begin(role, state, config, inject, found, retrieval)

    async def _aenter(self, role: Role, state: Any, config: RunnableConfig, inject: Inject) -> tuple[_Call, Any]:
        found = self._resolve(state, config)
        roles = self._to_retrieve(found, role)
        retrieval = await self.memory.aretrieve(found.task, context=found.context, roles=roles) if roles else None
        return self._begin(role, state, config, inject, found, retrieval)

    def _to_retrieve(self, found: GraphTrace | _Start, role: Role) -> list[Role]:
        """Whose memory to retrieve before the node runs: every role of the team when it starts the
        task, its own when it joins a task that started before its role was added, else no one's."""
        if isinstance(found, _Start):
            return list(self.roles.values())
        return [] if role.name in found.retrieval.roles else [role]

    def _resolve(self, state: Any, config: RunnableConfig) -> GraphTrace | _Start:
        """The task in progress, or (when there is none, or it is recorded) what to start a new one with."""
        raw = read_field(state, TRACE_KEY) or self._trace_channel(config)
        supersedes = None
        if raw:
            trace = GraphTrace.model_validate(raw)
            if not self.memory.has_task(trace.task_id):
                return trace
            supersedes = trace.task_id
        # A task is the run's, not a Send payload's; the state keys are known once instrument saw the graph.
        source = pushed_state(config, self._state_keys) or state
        start = _Start(
            task_id=chosen_task_id(config, source, self.task_id, "lg"),
            supersedes=supersedes,
            task=task_text(source, self.task, self.messages_key),
            context=context_text(source, self.context),
            thread_id=place_of(config, "").thread_id,
        )
        log.debug("starting task %s on thread %s: %s", start.task_id, start.thread_id, start.task)
        return start

    def _trace_channel(self, config: RunnableConfig) -> Any:
        """The trace as the graph holds it, for a node whose input does not carry it (a Send target)."""
        try:
            return read_channel(config, TRACE_KEY)
        except KeyError:
            if not self._warned_no_channel:
                self._warned_no_channel = True
                log.warning(
                    "graph state has no %r channel, so nodes cannot share a task: call TeamMemory.instrument(builder) "
                    "or add MemoryState to the state schema",
                    TRACE_KEY,
                )
            return None

    def _begin(
        self,
        role: Role,
        state: Any,
        config: RunnableConfig,
        inject: Inject,
        found: GraphTrace | _Start,
        retrieval: Retrieval | None,
    ) -> tuple[_Call, Any]:
        """What the node is given, and what its call carries until it returns."""
        trace = found if isinstance(found, GraphTrace) else found.trace(cast(Retrieval, retrieval))
        context = (retrieval or trace.retrieval).for_role(role.name)
        messages = as_messages(read_field(state, self.messages_key))
        updates: dict[str, Any] = {}
        if inject != "state" and read_field(state, self.messages_key) is not None:
            # Nothing relevant: no block at all (an earlier run's is dropped), rather than an empty one.
            memory = [memory_message(role.name, context.text)] if context.text else []
            updates[self.messages_key] = with_memory_message(messages, *memory)
        if inject != "system":
            updates[self.context_key] = context.text
        call = _Call(
            role=role,
            place=place_of(config, role.name),
            trace=trace,
            fresh=trace is not found,
            known={m.id for m in messages if m.id},
            calls=tool_calls_in(messages),
            context_value=updates.get(self.context_key),
        )
        return call, with_fields(state, updates)

    def _leave(self, call: _Call, result: Any) -> Any:
        result = without_memory(
            result, messages_key=self.messages_key, context_key=self.context_key, context_value=call.context_value
        )
        skip = {self.messages_key, self.context_key, TRACE_KEY}
        steps = node_steps(result, messages_key=self.messages_key, known=call.known, calls=call.calls, skip=skip)
        if not steps and not call.fresh:
            return result
        events = []
        if steps:
            place = call.place
            routes = goto_targets(result) | self._successors.get(place.node, set())
            events.append(
                NodeEvent(
                    node=place.node,
                    role=call.role.name,
                    superstep=place.superstep,
                    push=place.push,
                    joins=place.joins,
                    routes=sorted(routes),
                    steps=steps,
                )
            )
        if call.fresh:
            write = call.trace.model_copy(update={"events": events}).model_dump(mode="json")
        else:
            write = {"task_id": call.trace.task_id, "events": [e.model_dump(mode="json") for e in events]}
        return with_write(result, write)

    # ------------------------------------------------------------------ helpers

    def _add_role(self, role: Role) -> Role:
        known = self.roles.get(role.name)
        if known is None or (role.description and role.description != known.description):
            self.roles[role.name] = role
        return self.roles[role.name]


class _RoleNode(Runnable[Any, Any]):
    """A node that is a Runnable (every node already added to a builder is one) playing a role."""

    def __init__(self, team: TeamMemory, bound: Runnable[Any, Any], role: Role, inject: Inject) -> None:
        self.team = team
        self.bound = bound
        self.role = role
        self.inject: Inject = inject
        self.name = bound.get_name()
        setattr(self, ROLE_ATTR, role.name)

    def invoke(self, input: Any, config: RunnableConfig | None = None, **kwargs: Any) -> Any:
        config = ensure_config(config)
        call, given = self.team._enter(self.role, input, config, self.inject)
        return self.team._leave(call, self.bound.invoke(given, config, **kwargs))

    async def ainvoke(self, input: Any, config: RunnableConfig | None = None, **kwargs: Any) -> Any:
        config = ensure_config(config)
        call, given = await self.team._aenter(self.role, input, config, self.inject)
        return self.team._leave(call, await self.bound.ainvoke(given, config, **kwargs))
