"""Turn the message stream of one team run into gmem steps, with the links that say who answered whom.

Each agent utterance becomes a step: chat messages and hand-offs as said, thoughts as ``think: ...``,
every tool call as an action whose observation is the tool's result (marked an error when AgentChat flags it one:
:func:`~gmem.text.as_error`), and a CodeExecutorAgent's code as an action whose observation is what running it
printed (its exit code too, when not 0, as an error); so is the code in a message that a CodeExecutorAgent without a
model runs next, its report the code's observation (an error when it says so: :func:`~gmem.coderuns.answer_of`), and
the step keeps the runner's name (``ran_by``). Each step keeps the AgentChat type of the item it came from
(``message_type``) and, for a hand-off, its target (``handoff_to``). gmem links consecutive steps in time order
and marks a hand-off where the speaker changes, which is right for teams that take turns (round robin, selector,
swarm, Magentic-One). Two cases need an explicit ``reply_to``:

* GraphFlow: a node answers the parent messages that activated it - one for an edge or an ``any``
  group, one per edge for an ``all`` join - which in a fan-out or fan-in are not the step just before it;
* interleaving: when parallel agents' events alternate in the stream, an agent's later steps continue
  its own turn, not the other agent's.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Collection
from dataclasses import dataclass, field

from autogen_agentchat.messages import (
    BaseAgentEvent,
    BaseChatMessage,
    CodeExecutionEvent,
    CodeGenerationEvent,
    HandoffMessage,
    MemoryQueryEvent,
    ModelClientStreamingChunkEvent,
    SelectorEvent,
    SelectSpeakerEvent,
    ThoughtEvent,
    ToolCallExecutionEvent,
    ToolCallRequestEvent,
    ToolCallSummaryMessage,
    UserInputRequestedEvent,
)
from autogen_agentchat.teams import DiGraph
from autogen_core import FunctionCall

from gmem import Step
from gmem.calls import call_text
from gmem.coderuns import answer_of, holds_code
from gmem.models import MAX_UTTERANCE_CHARS
from gmem.text import as_error

log = logging.getLogger(__name__)

#: Not utterances of an agent: partial tokens of a message that follows whole, the memory gmem itself
#: injected (recording it would feed memory back into memory), and the team's own speaker bookkeeping.
SKIPPED = (ModelClientStreamingChunkEvent, MemoryQueryEvent, SelectSpeakerEvent, SelectorEvent, UserInputRequestedEvent)


class RunCapture:
    """Collects the steps of one run from the items of ``run_stream``, in stream order."""

    def __init__(
        self, task_message_ids: Collection[str], graph: DiGraph | None = None, *, runners: Collection[str] = ()
    ) -> None:
        self._task_message_ids = set(task_message_ids)
        self._activations = _Activations(graph) if graph is not None else None
        self._runners = set(runners)  # CodeExecutorAgents without a model: each message reports the code before it
        self._unrun: int | None = None  # the latest step whose message holds code that no runner has run yet
        self.steps: list[Step] = []
        self._pending_calls: dict[str, int] = {}  # tool call id -> its step, until the result arrives
        self._pending_code: dict[str, int] = {}  # agent -> the step of the code it wrote, until it has run
        self._last_step: dict[str, int] = {}  # agent -> its latest step
        self._in_turn: set[str] = set()  # agents that have started but not finished a turn

    def add(self, item: BaseAgentEvent | BaseChatMessage) -> None:
        if isinstance(item, SKIPPED) or item.id in self._task_message_ids:
            return
        if isinstance(item, ToolCallRequestEvent):
            for call in item.content:
                self._pending_calls[call.id] = self._step(item.source, _call_text(call), item)
        elif isinstance(item, ToolCallExecutionEvent):
            for result in item.content:
                index = self._pending_calls.pop(result.call_id, None)
                if index is None:  # a result whose call was not in the stream: keep it as its own step
                    index = self._step(item.source, f"{result.name}(...)", item)
                self.steps[index].observation = _bounded(
                    as_error(result.content) if result.is_error else result.content
                )
        elif isinstance(item, ThoughtEvent):
            self._step(item.source, f"think: {item.content}", item)
        elif isinstance(item, CodeGenerationEvent):  # a CodeExecutorAgent's code: its act, run next
            self._pending_code[item.source] = self._step(item.source, item.content, item)
        elif isinstance(item, CodeExecutionEvent):
            result = item.result
            ran = result.output if result.exit_code == 0 else as_error(f"exit code {result.exit_code}\n{result.output}")
            index = self._pending_code.pop(item.source, None)
            if index is None:  # a run whose code was not in the stream: keep the result as its own step
                self._step(item.source, _bounded(ran), item)
            else:
                self.steps[index].observation = _bounded(ran)
        elif isinstance(item, ToolCallSummaryMessage) and item.source in self._last_step:
            # Its text repeats the tool results already stored as observations: it only ends the turn.
            index = self._last_step[item.source]
            if self._activations is not None:
                self._activations.said(item, index)
            self._in_turn.discard(item.source)
        elif isinstance(item, BaseChatMessage) and item.source in self._runners and self._unrun is not None:
            index, self._unrun = self._unrun, None  # it ran the code of the messages since its turn: the latest answers
            self.steps[index].observation = _bounded(answer_of(item.to_model_text()))
            self.steps[index].ran_by = item.source
            if self._activations is not None:
                self._activations.said(item, index)
        elif isinstance(item, BaseChatMessage):
            index = self._step(item.source, item.to_model_text(), item)
            if holds_code(self.steps[index].action):
                self._unrun = index
            if self._activations is not None:
                self._activations.said(item, index)
            self._in_turn.discard(item.source)  # an agent's turn ends with its chat message
        else:
            self._step(item.source, item.to_text(), item)

    def _step(self, agent: str, action: str, item: BaseAgentEvent | BaseChatMessage) -> int:
        index = len(self.steps)
        if agent not in self._in_turn:
            reply_to = self._activations.start_turn(agent) if self._activations is not None else None
            self._in_turn.add(agent)
        elif self.steps[-1].agent != agent:
            reply_to = [self._last_step[agent]]
        else:
            reply_to = None
        extra = {"message_type": type(item).__name__}
        if isinstance(item, HandoffMessage):
            extra["handoff_to"] = item.target
        self.steps.append(Step(agent=agent, action=_bounded(action), reply_to=reply_to or None, **extra))
        self._last_step[agent] = index
        return index


@dataclass
class _Group:
    """One activation group of a GraphFlow node: the edges into it that AgentChat counts together."""

    condition: str  # "all": every edge's message is needed; "any": the first one starts the turn
    edges: int = 0
    counted: list[int] = field(default_factory=list)  # "all": steps of the messages counted so far
    enqueued: bool = False  # "any": a message has started the next turn already


class _Activations:
    """GraphFlow's activation bookkeeping, replayed on the stream to tell which messages started a turn.

    It follows ``GraphFlowManager``: a parent's chat message that satisfies an edge counts for the edge's
    activation group of the target; an ``all`` group starts the target's turn when all its edges have
    counted, an ``any`` group with the first of them (later ones are ignored until the target speaks).
    The target's turn answers the messages that started it. The stream does not show when the manager
    selects a speaker, so a parent speaking in the same round as its child counts for the child's turn
    under way rather than its next; and a run that continues an earlier one (no task) starts from an
    empty count, its first joins linked by time order instead.
    """

    def __init__(self, graph: DiGraph) -> None:
        self._graph = graph
        self._groups: dict[str, dict[str, _Group]] = {}
        for node in graph.nodes.values():
            for edge in node.edges:
                groups = self._groups.setdefault(edge.target, {})
                groups.setdefault(edge.activation_group, _Group(edge.activation_condition)).edges += 1
        self._started: dict[str, list[int]] = {}  # node -> steps of the messages that started its next turn

    def said(self, message: BaseChatMessage, index: int) -> None:
        """Count the chat message at step ``index`` towards the turns of its sender's children."""
        node = self._graph.nodes.get(message.source)
        if node is None:
            return
        for edge in node.edges:
            if not edge.check_condition(message):
                continue
            group = self._groups[edge.target][edge.activation_group]
            if group.condition == "all":
                group.counted.append(index)
                if len(group.counted) == group.edges:
                    self._started.setdefault(edge.target, []).extend(group.counted)
                    group.counted = []
            elif not group.enqueued:
                self._started.setdefault(edge.target, []).append(index)
                group.enqueued = True

    def start_turn(self, agent: str) -> list[int]:
        """The steps ``agent``'s new turn answers, oldest first (none for a start node)."""
        for group in self._groups.get(agent, {}).values():
            group.enqueued = False
        return sorted(self._started.pop(agent, []))


def _call_text(call: FunctionCall) -> str:
    """A tool call as an action, as every integration writes one (:func:`gmem.calls.call_text`)."""
    try:
        arguments = json.loads(call.arguments)
    except json.JSONDecodeError:
        arguments = None
    return call_text(call.name, arguments if isinstance(arguments, dict) else call.arguments)


def _bounded(text: str) -> str:
    """gmem rejects utterances over its size limit; a tool dumping a page must not lose the whole run."""
    if len(text) <= MAX_UTTERANCE_CHARS:
        return text
    log.info("truncating a %d-character utterance to gmem's limit of %d", len(text), MAX_UTTERANCE_CHARS)
    suffix = f" [... {len(text) - MAX_UTTERANCE_CHARS} characters cut]"
    return text[: MAX_UTTERANCE_CHARS - len(suffix)] + suffix
