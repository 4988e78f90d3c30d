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
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import json
import logging
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping
from typing import Annotated, Any, Literal, TypeVar, cast

from langchain_core.runnables import Runnable, RunnableConfig, RunnableLambda
from langchain_core.runnables.config import ensure_config
from langgraph.config import get_config
from langgraph.errors import EmptyChannelError
from langgraph.graph import END, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.types import Command, Send
from pydantic import BaseModel
from typing_extensions import TypedDict

from gmem.memory import Memory
from gmem.models import QueryNode, Retrieval, Role, RoleContext, TaskRecord

from .messages import (
    as_messages,
    clip,
    memory_message,
    message_steps,
    tool_calls_in,
    with_memory_message,
    without_memory_messages,
)
from .task import (
    Outcome,
    OutcomeFn,
    OutcomeLike,
    StateReader,
    as_outcome,
    context_text,
    is_recorded,
    read_field,
    task_text,
)
from .trace import TRACE_KEY, GraphTrace, NodeEvent, StepText, merge_trace, task_record

log = logging.getLogger(__name__)

#: Where a node's model sees its role's memory: a system message in ``messages``, a state key, or both.
Inject = Literal["system", "state", "both"]
#: A role for ``instrument``: a description, a ``Role``, or ``(name, description)``.
RoleSpec = str | Role | tuple[str, str]
Node = TypeVar("Node")

#: The deferred node that records the task when the run is about to end.
RECORD_NODE = "gmem_record"
_PUSH_TRIGGER = "__pregel_push"
#: The state reader LangGraph puts in every task's config. A node started by ``Send`` is given the Send
#: payload, not the state, so it reads the trace through this (LangGraph's own ToolNode does the same).
_PREGEL_READ = "__pregel_read"


@dataclasses.dataclass
class _Call:
    """What one node execution carries from before it runs to after."""

    role: Role
    node: str
    superstep: int
    push: bool
    joins: list[str]
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


class TeamMemory:
    """A gmem memory shared by the nodes of LangGraph graphs.

    ``task``/``context`` say where the task is in the state (a key or a function; default: the latest
    human message). ``outcome(final_state)`` judges the run when it is recorded (default: unknown,
    to be settled with ``Memory.feedback``). ``task_id(state)`` names the task (default: a fresh id).
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
        for name, role in self._chosen_roles(builder, roles).items():
            spec = builder.nodes[name]
            if _role_of(spec.runnable) is None:
                wrapped = _RoleNode(self, cast(Runnable, spec.runnable), self._add_role(role), self.inject)
                builder.nodes[name] = dataclasses.replace(spec, runnable=wrapped)
        for source, targets in _successors(builder).items():
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
            builder.add_node(RECORD_NODE, recorder, defer=True, input_schema=_record_input(builder))
            builder.add_edge(RECORD_NODE, END)
        for name, spec in builder.nodes.items():
            if _role_of(spec.runnable) is not None:
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
        raw = read_field(state, TRACE_KEY)
        return GraphTrace.model_validate(raw) if raw else None

    def record(self, state: Any, outcome: OutcomeLike = None) -> QueryNode | None:
        """Record the run whose final state is ``state``; ``outcome`` overrides the team's judge.

        Returns None when no node said anything; raises ``DuplicateTaskError`` if already recorded.
        """
        return self._record(self._required_trace(state), self._judged(state, outcome))

    async def arecord(self, state: Any, outcome: OutcomeLike = None) -> QueryNode | None:
        return await self._arecord(self._required_trace(state), self._judged(state, outcome))

    def _required_trace(self, state: Any) -> GraphTrace:
        trace = self.trace(state)
        if trace is None:
            raise ValueError(
                "this state has no gmem trace; add MemoryState to the graph's state so that runs return it"
            )
        return trace

    def _judged(self, state: Any, outcome: OutcomeLike) -> Outcome:
        if outcome is not None:
            return as_outcome(outcome)
        return as_outcome(self.outcome(state)) if self.outcome else Outcome()

    def _record(self, trace: GraphTrace, outcome: Outcome) -> QueryNode | None:
        record = self._task_record(trace, outcome)
        if record is None:
            return None
        node = self.memory.record(record, used=trace.retrieval)
        log.info("recorded task %s (%s, %d steps)", record.id, outcome.status.value, len(record.steps))
        return node

    async def _arecord(self, trace: GraphTrace, outcome: Outcome) -> QueryNode | None:
        record = self._task_record(trace, outcome)
        if record is None:
            return None
        node = await self.memory.arecord(record, used=trace.retrieval)
        log.info("recorded task %s (%s, %d steps)", record.id, outcome.status.value, len(record.steps))
        return node

    def _task_record(self, trace: GraphTrace, outcome: Outcome) -> TaskRecord | None:
        record = task_record(trace, outcome, domain=self.domain, source="langgraph")
        if record is None:
            log.warning("task %s: no node said anything, nothing to record", trace.task_id)
        return record

    def _record_final(self, state: dict[str, Any], config: RunnableConfig) -> Command | None:
        """The deferred recording node: records the task once the run has nothing else to do."""
        trace = self._unrecorded(state.get(TRACE_KEY))
        if trace is None:
            return None
        if (again := _not_yet_finished(trace, config)) is not None:
            return again
        self._record(trace, self._judged(state, None))
        return None

    async def _arecord_final(self, state: dict[str, Any], config: RunnableConfig) -> Command | None:
        trace = self._unrecorded(state.get(TRACE_KEY))
        if trace is None:
            return None
        if (again := _not_yet_finished(trace, config)) is not None:
            return again
        await self._arecord(trace, self._judged(state, None))
        return None

    def _unrecorded(self, raw: dict[str, Any] | None) -> GraphTrace | None:
        """The trace, unless there is none or its task is in the memory already (a replayed end)."""
        if not raw:
            return None
        trace = GraphTrace.model_validate(raw)
        return None if is_recorded(self.memory, trace.task_id) else trace

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
        wrapper.__gmem_role__ = role.name
        return wrapper

    def _enter(self, role: Role, state: Any, config: RunnableConfig, inject: Inject) -> tuple[_Call, Any]:
        found = self._resolve(state, config)
        if isinstance(found, _Start):
            trace = found.trace(
                self.memory.retrieve(found.task, context=found.context, roles=list(self.roles.values()))
            )
        else:
            trace = found
        context = trace.retrieval.roles.get(role.name)
        if context is None:  # a role added after this task started
            context = self.memory.retrieve(trace.task, context=trace.context, roles=[role]).for_role(role.name)
        return self._begin(role, state, config, inject, trace, isinstance(found, _Start), context)

    async def _aenter(self, role: Role, state: Any, config: RunnableConfig, inject: Inject) -> tuple[_Call, Any]:
        found = self._resolve(state, config)
        if isinstance(found, _Start):
            roles = list(self.roles.values())
            trace = found.trace(await self.memory.aretrieve(found.task, context=found.context, roles=roles))
        else:
            trace = found
        context = trace.retrieval.roles.get(role.name)
        if context is None:
            retrieval = await self.memory.aretrieve(trace.task, context=trace.context, roles=[role])
            context = retrieval.for_role(role.name)
        return self._begin(role, state, config, inject, trace, isinstance(found, _Start), context)

    def _resolve(self, state: Any, config: RunnableConfig) -> GraphTrace | _Start:
        """The task in progress, or (when there is none, or it is recorded) what to start a new one with."""
        raw = self._stored_trace(state, config)
        supersedes = None
        if raw:
            trace = GraphTrace.model_validate(raw)
            if not is_recorded(self.memory, trace.task_id):
                return trace
            supersedes = trace.task_id
        thread_id = config.get("configurable", {}).get("thread_id")
        source = self._graph_state(config) or state
        start = _Start(
            task_id=self.task_id(source) if self.task_id else f"lg-{uuid.uuid4().hex}",
            supersedes=supersedes,
            task=task_text(source, self.task, self.messages_key),
            context=context_text(source, self.context),
            thread_id=None if thread_id is None else str(thread_id),
        )
        log.debug("starting task %s on thread %s: %s", start.task_id, start.thread_id, start.task)
        return start

    def _graph_state(self, config: RunnableConfig) -> dict[str, Any]:
        """The graph's state for a node started by ``Send``, which is given the Send payload instead.

        A task is the run's, not the payload's; its state keys are known once ``instrument`` saw the graph.
        """
        read = config.get("configurable", {}).get(_PREGEL_READ)
        if read is None or _PUSH_TRIGGER not in config.get("metadata", {}).get("langgraph_triggers", ()):
            return {}
        values = {}
        for key in self._state_keys:
            try:
                values[key] = read(key, False)
            except (KeyError, EmptyChannelError):  # a key of another graph this team instrumented
                continue
        return values

    def _stored_trace(self, state: Any, config: RunnableConfig) -> dict[str, Any] | None:
        value = read_field(state, TRACE_KEY)
        if value:
            return cast(dict[str, Any], value)
        read = config.get("configurable", {}).get(_PREGEL_READ)
        if read is None:
            return None
        try:
            return cast(dict[str, Any], read(TRACE_KEY, False)) or None
        except KeyError:
            if not self._warned_no_channel:
                self._warned_no_channel = True
                log.warning(
                    "graph state has no %r channel, so nodes cannot share a task: call TeamMemory.instrument(builder) "
                    "or add MemoryState to the state schema",
                    TRACE_KEY,
                )
            return None
        except EmptyChannelError:
            return None

    def _begin(
        self,
        role: Role,
        state: Any,
        config: RunnableConfig,
        inject: Inject,
        trace: GraphTrace,
        fresh: bool,
        context: RoleContext,
    ) -> tuple[_Call, Any]:
        metadata = config.get("metadata", {})
        triggers = metadata.get("langgraph_triggers", ())
        messages = as_messages(read_field(state, self.messages_key))
        updates: dict[str, Any] = {}
        if inject != "state" and read_field(state, self.messages_key) is not None:
            updates[self.messages_key] = with_memory_message(messages, memory_message(role.name, context.text))
        if inject != "system":
            updates[self.context_key] = context.text
        call = _Call(
            role=role,
            node=metadata.get("langgraph_node", role.name),
            superstep=metadata.get("langgraph_step", 0),
            push=_PUSH_TRIGGER in triggers,
            joins=[source for t in triggers if t.startswith("join:") for source in t.split(":")[1].split("+")],
            trace=trace,
            fresh=fresh,
            known={m.id for m in messages if m.id},
            calls=tool_calls_in(messages),
            context_value=updates.get(self.context_key),
        )
        return call, _with_fields(state, updates)

    def _leave(self, call: _Call, result: Any) -> Any:
        result = self._clean(result, call)
        updates = list(_updates_in(result))
        new = [
            m
            for update in updates
            for m in as_messages(read_field(update, self.messages_key))
            if not m.id or m.id not in call.known
        ]
        steps = message_steps(new, calls=call.calls) or _field_steps(
            updates, skip={self.messages_key, self.context_key, TRACE_KEY}
        )
        if not steps and not call.fresh:
            return result
        events = []
        if steps:
            routes = _goto_targets(result) | self._successors.get(call.node, set())
            events.append(
                NodeEvent(
                    node=call.node,
                    role=call.role.name,
                    superstep=call.superstep,
                    push=call.push,
                    joins=call.joins,
                    routes=sorted(routes),
                    steps=steps,
                )
            )
        if call.fresh:
            write = call.trace.model_copy(update={"events": events}).model_dump(mode="json")
        else:
            write = {"task_id": call.trace.task_id, "events": [e.model_dump(mode="json") for e in events]}
        return _with_write(result, write)

    def _clean(self, result: Any, call: _Call) -> Any:
        """The node's return value without the memory it was given, should it pass its input through."""
        if isinstance(result, dict):
            cleaned = dict(result)
            if self.messages_key in cleaned:
                cleaned[self.messages_key] = without_memory_messages(cleaned[self.messages_key])
            if call.context_value is not None and cleaned.get(self.context_key) == call.context_value:
                del cleaned[self.context_key]
            return cleaned
        if isinstance(result, Command) and isinstance(result.update, dict):
            return dataclasses.replace(result, update=self._clean(result.update, call))
        if isinstance(result, (list, tuple)):
            return [self._clean(item, call) for item in result]
        return result

    # ------------------------------------------------------------------ helpers

    def _add_role(self, role: Role) -> Role:
        known = self.roles.get(role.name)
        if known is None or (role.description and role.description != known.description):
            self.roles[role.name] = role
        return self.roles[role.name]

    def _chosen_roles(self, builder: StateGraph, roles: Mapping[str, RoleSpec] | None) -> dict[str, Role]:
        if roles is None:
            return {
                name: Role(name=name)
                for name, spec in builder.nodes.items()
                if name != RECORD_NODE and not spec.is_error_handler
            }
        unknown = sorted(set(roles) - set(builder.nodes))
        if unknown:
            raise ValueError(f"no such nodes in the graph: {unknown}; nodes: {sorted(builder.nodes)}")
        return {name: _as_role(name, spec) for name, spec in roles.items()}


class _RoleNode(Runnable[Any, Any]):
    """A node that is a Runnable (every node already added to a builder is one) playing a role."""

    def __init__(self, team: TeamMemory, bound: Runnable[Any, Any], role: Role, inject: Inject) -> None:
        self.team = team
        self.bound = bound
        self.role = role
        self.inject: Inject = inject
        self.name = bound.get_name()

    def invoke(self, input: Any, config: RunnableConfig | None = None, **kwargs: Any) -> Any:
        config = ensure_config(config)
        call, given = self.team._enter(self.role, input, config, self.inject)
        return self.team._leave(call, self.bound.invoke(given, config, **kwargs))

    async def ainvoke(self, input: Any, config: RunnableConfig | None = None, **kwargs: Any) -> Any:
        config = ensure_config(config)
        call, given = await self.team._aenter(self.role, input, config, self.inject)
        return self.team._leave(call, await self.bound.ainvoke(given, config, **kwargs))


def _not_yet_finished(trace: GraphTrace, config: RunnableConfig) -> Command | None:
    """Ask to run again if nodes may still be running: a deferred node runs when no edge is pending,
    but LangGraph runs it alongside pending ``Send`` tasks. So the first time it only marks the step,
    and it records when it next runs with nothing having happened since - one extra, model-free step.
    """
    step = config.get("metadata", {}).get("langgraph_step", 0)
    if trace.ending_at is not None and all(e.superstep < trace.ending_at for e in trace.events):
        return None
    return Command(update={TRACE_KEY: {"task_id": trace.task_id, "ending_at": step}}, goto=RECORD_NODE)


def _role_of(runnable: Any) -> str | None:
    """The role a builder's node already plays (through :meth:`TeamMemory.node`), if any."""
    if isinstance(runnable, _RoleNode):
        return runnable.role.name
    for function in (getattr(runnable, "func", None), getattr(runnable, "afunc", None)):
        if role := getattr(function, "__gmem_role__", None):
            return cast(str, role)
    return None


def _as_role(node: str, spec: RoleSpec) -> Role:
    if isinstance(spec, Role):
        return spec
    if isinstance(spec, tuple):
        return Role(name=spec[0], description=spec[1])
    return Role(name=node, description=spec)


def _successors(builder: StateGraph) -> dict[str, set[str]]:
    """Nodes each node may start: static and wait-for-all edges, conditional edges' declared ends, and
    the destinations declared for ``Command`` routing."""
    out: dict[str, set[str]] = defaultdict(set)
    for start, end in builder.edges:
        out[start].add(end)
    for starts, end in builder.waiting_edges:
        for start in starts:
            out[start].add(end)
    for source, branches in builder.branches.items():
        for branch in branches.values():
            if branch.ends:
                out[source].update(branch.ends.values())
    for name, spec in builder.nodes.items():
        if spec.ends:
            out[name].update(spec.ends)
    return out


def _record_input(builder: StateGraph) -> type:
    """Input of the recording node: every state key (for the outcome function) plus the trace.

    Declaring the trace here registers its channel, so a state without :class:`MemoryState` works too.
    """
    fields: dict[str, Any] = {key: Any for key in builder.channels if key != TRACE_KEY}
    fields[TRACE_KEY] = Annotated[dict[str, Any], merge_trace]
    return cast(type, TypedDict("GMemRecordInput", fields, total=False))  # type: ignore[operator]


def _with_fields(state: Any, updates: dict[str, Any]) -> Any:
    """A copy of the state with ``updates``; fields a typed state does not declare are left out."""
    if not updates:
        return state
    if isinstance(state, Mapping):
        return {**state, **updates}
    if isinstance(state, BaseModel):
        return state.model_copy(update={k: v for k, v in updates.items() if k in type(state).model_fields})
    if dataclasses.is_dataclass(state) and not isinstance(state, type):
        names = {f.name for f in dataclasses.fields(state)}
        return dataclasses.replace(state, **{k: v for k, v in updates.items() if k in names})
    return state


def _updates_in(result: Any) -> Iterator[Any]:
    """The state updates inside a node's return value (a dict, a Command, a list of them, a state)."""
    if isinstance(result, Command):
        if isinstance(result.update, (list, tuple)):
            yield from ({key: value} for key, value in result.update)
        elif result.update is not None:
            yield result.update
    elif isinstance(result, (list, tuple)):
        for item in result:
            yield from _updates_in(item)
    elif result is not None:
        yield result


def _goto_targets(result: Any) -> set[str]:
    """Nodes a return value routes to with ``Command(goto=...)``, names or ``Send``s."""
    items = result if isinstance(result, (list, tuple)) else [result]
    targets: set[str] = set()
    for command in (item for item in items if isinstance(item, Command)):
        gotos = command.goto if isinstance(command.goto, (list, tuple)) else [command.goto]
        for goto in gotos:
            name = goto.node if isinstance(goto, Send) else goto
            if name and name != END:
                targets.add(name)
    return targets


def _field_steps(updates: list[Any], *, skip: set[str]) -> list[StepText]:
    """One step for a node that updates state without messages (``{"plan": ...}``)."""
    parts = []
    for update in updates:
        fields = update if isinstance(update, Mapping) else update.model_dump() if isinstance(update, BaseModel) else {}
        for key, value in fields.items():
            if key in skip or value is None:
                continue
            shown = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
            parts.append(f"{key}: {shown}")
    return [StepText(action=clip("\n".join(parts)))] if parts else []


def _with_write(result: Any, write: dict[str, Any]) -> Any:
    """The node's return value plus its trace write, in whichever form LangGraph accepts it."""
    if result is None:
        return {TRACE_KEY: write}
    if isinstance(result, dict):
        return {**result, TRACE_KEY: write}
    extra = Command(update={TRACE_KEY: write})
    if isinstance(result, Command):
        return [result, extra]
    if isinstance(result, (list, tuple)) and any(isinstance(item, Command) for item in result):
        return [*result, extra]
    return [Command(update=result), extra]
