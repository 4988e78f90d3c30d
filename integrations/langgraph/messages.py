"""LangChain messages as gmem steps, and the one message that carries memory to a model.

A node's new messages become steps of its role: an AI message is an action (its text and its tool
calls), a tool message is the observation of the call it answers (marked an error where its status says so:
:func:`~gmem.text.as_error`), a human message is a turn of the user. A tool message whose call was made by
another node (a ``ToolNode`` after the model node) is shown as that call, so the step still says what was run.

Memory reaches a model as one system message whose id names the role. Putting it in again replaces it,
so contexts never pile up over a long run, and the id lets the integration drop it from whatever a
node returns, so memory never enters the stored conversation (and from there, memory itself).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    RemoveMessage,
    SystemMessage,
    ToolCall,
    ToolMessage,
    convert_to_messages,
)

from gmem.calls import call_text
from gmem.text import as_error, shorten

from .trace import USER, StepText

MEMORY_MESSAGE_PREFIX = "gmem-memory-"
#: Longest action or observation kept. Excerpts show a few hundred characters at most; beyond that a
#: step is a tool dumping a page, and storing it whole would only weigh down the task's embedding.
MAX_STEP_CHARS = 4000


def as_messages(value: Any) -> list[BaseMessage]:
    """Normalise a ``messages`` value the way ``add_messages`` does (one message or a list, any format)."""
    if value is None:
        return []
    return convert_to_messages(value if isinstance(value, list) else [value])


def memory_message(role: str, text: str) -> SystemMessage:
    return SystemMessage(content=text, id=f"{MEMORY_MESSAGE_PREFIX}{role}")


def is_memory_message(message: BaseMessage) -> bool:
    return bool(message.id) and str(message.id).startswith(MEMORY_MESSAGE_PREFIX)


def with_memory_message(messages: Sequence[BaseMessage], *message: SystemMessage) -> list[BaseMessage]:
    """``messages`` with ``message`` (if given) after the leading system messages, replacing any earlier memory.

    Placed there, a node that puts its own system prompt first still sends consecutive system
    messages at the start, which every chat API accepts.
    """
    kept = [m for m in messages if not is_memory_message(m)]
    lead = next((i for i, m in enumerate(kept) if not isinstance(m, SystemMessage)), len(kept))
    return [*kept[:lead], *message, *kept[lead:]]


def without_memory_messages(value: Any) -> Any:
    """A node's ``messages`` update without the memory message it may have passed through."""
    if isinstance(value, list):
        return [m for m in value if not (isinstance(m, BaseMessage) and is_memory_message(m))]
    return value


def with_system_text(system: SystemMessage | None, text: str) -> SystemMessage | None:
    """An agent's system message with memory appended (text or content blocks, as the original is); no memory
    text, nothing appended."""
    if not text:
        return system
    if system is None:
        return SystemMessage(content=text)
    if isinstance(system.content, str):
        return SystemMessage(content=f"{system.content}\n\n{text}" if system.content else text)
    return SystemMessage(content=[*system.content, {"type": "text", "text": text}])


def last_human_text(messages: Sequence[BaseMessage]) -> str:
    return next((m.text for m in reversed(messages) if isinstance(m, HumanMessage)), "")


def render_call(call: ToolCall) -> str:
    """A tool call as an action, as every integration writes one (:func:`gmem.calls.call_text`)."""
    return call_text(call["name"], call.get("args", {}))


def tool_calls_in(messages: Sequence[BaseMessage]) -> dict[str, str]:
    """Tool call id -> the call as text, for every call in ``messages``."""
    return {
        call["id"]: render_call(call)
        for m in messages
        if isinstance(m, AIMessage)
        for call in m.tool_calls
        if call.get("id")
    }


def message_steps(messages: Sequence[BaseMessage], *, calls: Mapping[str, str]) -> list[StepText]:
    """Steps for the new messages of one node; ``calls`` renders tool calls made before this node."""
    steps: list[StepText] = []
    pending: dict[str, StepText] = {}  # tool call id -> the step that made the call
    for message in messages:
        if isinstance(message, (RemoveMessage, SystemMessage)):
            continue
        if isinstance(message, ToolMessage):
            result = clip(as_error(message.text) if message.status == "error" else message.text)
            step = pending.get(message.tool_call_id)
            if step is None:
                action = calls.get(message.tool_call_id) or f"{message.name or 'tool'}()"
                steps.append(StepText(action=action, observation=result))
            else:
                step.observation = f"{step.observation}\n{result}" if step.observation else result
            continue
        if isinstance(message, AIMessage):
            action = "\n".join(part for part in [message.text, *map(render_call, message.tool_calls)] if part)
            if action:
                steps.append(StepText(action=clip(action)))
                pending.update({call["id"]: steps[-1] for call in message.tool_calls if call.get("id")})
        elif message.text:
            steps.append(StepText(agent=USER if isinstance(message, HumanMessage) else None, action=clip(message.text)))
    return steps


def clip(text: str) -> str:
    return text if len(text) <= MAX_STEP_CHARS else shorten(text, MAX_STEP_CHARS)
