"""Turn the message stream of one team run into gmem steps, with the links that say who answered whom.

Each agent utterance becomes a step: chat messages and hand-offs as said, thoughts as ``think: ...``,
every tool call as an action whose observation is the tool's result. gmem links consecutive steps in
time order and marks a hand-off where the speaker changes, which is right for teams that take turns
(round robin, selector, swarm, Magentic-One). Two cases need an explicit ``reply_to``:

* GraphFlow: a node answers the parent whose message activated it (the latest parent message that
  satisfies the edge's condition), which in a fan-out is not the step just before it;
* interleaving: when parallel agents' events alternate in the stream, an agent's later steps continue
  its own turn, not the other agent's.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Collection

from autogen_agentchat.messages import (
    BaseAgentEvent,
    BaseChatMessage,
    HandoffMessage,
    MemoryQueryEvent,
    ModelClientStreamingChunkEvent,
    SelectorEvent,
    SelectSpeakerEvent,
    ThoughtEvent,
    ToolCallExecutionEvent,
    ToolCallRequestEvent,
    UserInputRequestedEvent,
)
from autogen_agentchat.teams import DiGraph
from autogen_core import FunctionCall

from gmem.models import MAX_UTTERANCE_CHARS, Step

log = logging.getLogger(__name__)

#: Not utterances of an agent: partial tokens of a message that follows whole, the memory gmem itself
#: injected (recording it would feed memory back into memory), and the team's own speaker bookkeeping.
SKIPPED = (ModelClientStreamingChunkEvent, MemoryQueryEvent, SelectSpeakerEvent, SelectorEvent, UserInputRequestedEvent)


class RunCapture:
    """Collects the steps of one run from the items of ``run_stream``, in stream order."""

    def __init__(self, task_message_ids: Collection[str], graph: DiGraph | None = None) -> None:
        self._task_message_ids = set(task_message_ids)
        self._graph = graph
        self._parents = graph.get_parents() if graph is not None else {}
        self.steps: list[Step] = []
        self._pending_calls: dict[str, int] = {}  # tool call id -> its step, until the result arrives
        self._last_step: dict[str, int] = {}  # agent -> its latest step
        self._last_message: dict[str, tuple[BaseChatMessage, int]] = {}  # agent -> its latest chat message
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
                self.steps[index].observation = _bounded(result.content)
        elif isinstance(item, ThoughtEvent):
            self._step(item.source, f"think: {item.content}", item)
        elif isinstance(item, BaseChatMessage):
            index = self._step(item.source, item.to_model_text(), item)
            self._last_message[item.source] = (item, index)
            self._in_turn.discard(item.source)  # an agent's turn ends with its chat message
        else:
            self._step(item.source, item.to_text(), item)

    def _step(self, agent: str, action: str, item: BaseAgentEvent | BaseChatMessage) -> int:
        index = len(self.steps)
        if agent not in self._in_turn:
            reply_to = self._trigger(agent)
            self._in_turn.add(agent)
        elif self.steps[-1].agent != agent:
            reply_to = self._last_step[agent]
        else:
            reply_to = None
        extra = {"message_type": type(item).__name__}
        if isinstance(item, HandoffMessage):
            extra["handoff_to"] = item.target
        self.steps.append(Step(agent=agent, action=_bounded(action), reply_to=reply_to, **extra))
        self._last_step[agent] = index
        return index

    def _trigger(self, agent: str) -> int | None:
        """In a GraphFlow, the step of the parent message that activated ``agent``'s turn."""
        if self._graph is None:
            return None
        triggers = [
            index
            for parent in self._parents.get(agent, [])
            if parent in self._last_message
            for message, index in [self._last_message[parent]]
            if any(e.target == agent and e.check_condition(message) for e in self._graph.nodes[parent].edges)
        ]
        return max(triggers, default=None)


def _call_text(call: FunctionCall) -> str:
    """A tool call as an action: ``act: go to countertop 1`` for a one-argument tool, so that gmem's action
    templates see the command itself; ``name(key=value, ...)`` otherwise."""
    try:
        arguments = json.loads(call.arguments)
    except json.JSONDecodeError:
        return f"{call.name}({call.arguments})"
    if not isinstance(arguments, dict):
        return f"{call.name}({call.arguments})"
    if len(arguments) == 1 and isinstance(value := next(iter(arguments.values())), str):
        return f"{call.name}: {value}"
    return f"{call.name}(" + ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in arguments.items()) + ")"


def _bounded(text: str) -> str:
    """gmem rejects utterances over its size limit; a tool dumping a page must not lose the whole run."""
    if len(text) <= MAX_UTTERANCE_CHARS:
        return text
    log.info("truncating a %d-character utterance to gmem's limit of %d", len(text), MAX_UTTERANCE_CHARS)
    suffix = f" [... {len(text) - MAX_UTTERANCE_CHARS} characters cut]"
    return text[: MAX_UTTERANCE_CHARS - len(suffix)] + suffix
