"""ALFWorld actions as plain text, for servers whose function calling does not fit AgentChat's tool calls.

llama-cpp-python's server (0.3) refuses the assistant turns AgentChat sends after a tool call (``content:
null``), speaks the deprecated ``function_call`` form, and ignores ``max_tokens`` when a tool is optional. So
with ``--endpoint-profile local`` the solver's model client is wrapped in :class:`TextActionClient`: the
model sees no tools, is asked for one line ``Action: <command>``, and sees earlier turns as text (``Action:
...`` from itself, ``Observation: ...`` from the game). :func:`parse_action` reads the command out of the
reply, and the wrapper hands it to the agent as a call of its ``act`` tool, so the team, the memory wrapper
and the game work exactly as with native tool calls. A reply without a readable action stays a text turn
(the game is not stepped; the turn still counts against the team's limit).
"""

from __future__ import annotations

import json
import re
import uuid
import warnings
from collections.abc import AsyncGenerator, Mapping, Sequence
from typing import Any, Literal

from autogen_core import CancellationToken, FunctionCall
from autogen_core.models import (
    AssistantMessage,
    ChatCompletionClient,
    CreateResult,
    FunctionExecutionResultMessage,
    LLMMessage,
    ModelInfo,
    RequestUsage,
    SystemMessage,
    UserMessage,
)
from autogen_core.tools import Tool, ToolSchema
from pydantic import BaseModel

#: Appended to the system prompt: the one reply format the parser reads.
INSTRUCTION = (
    "Reply with exactly one line: the word Action, a colon, then one of the commands above, and nothing else. "
    "For example:\nAction: go to countertop 1"
)
#: ALFWorld's command verbs: a bare line starting with one of these is read as a command too.
VERBS = (
    "go to",
    "open",
    "close",
    "take",
    "put",
    "move",
    "clean",
    "heat",
    "cool",
    "use",
    "examine",
    "look",
    "inventory",
    "slice",
    "toggle",
)
_LABELLED = re.compile(r"^\s*(?:\d+[.)]\s*)?(?:\*\*)?(?:action|command|act)(?:\*\*)?\s*[:=]\s*(.+)$", re.IGNORECASE)
_PROMPTED = re.compile(r"^\s*>\s*(.+)$")
_CALL = re.compile(r"^\s*act\s*\(\s*(?:command\s*=\s*)?(.+?)\s*\)\s*$", re.IGNORECASE)
_BARE = re.compile(r"^\s*(?:" + "|".join(re.escape(v) for v in VERBS) + r")\b.*$", re.IGNORECASE)
_WRAPPERS = "`'\"[]*<>"
MAX_COMMAND_CHARS = 80


def parse_action(reply: str) -> str | None:
    """The command in a model's reply, or None when there is none.

    Read, in this order: a labelled line (``Action: go to fridge 1``, ``**Action:** ...``, ``Command = ...``),
    a prompt line (``> go to fridge 1``), a call written out (``act("go to fridge 1")`` or JSON
    ``{"command": "go to fridge 1"}``), and a line that starts with an ALFWorld verb. The first match
    wins; quotes, brackets and a final full stop around the command are dropped. A command must start with
    an ALFWorld verb: a small model that copies the instruction's wording ("Action: one command") has not
    acted."""
    text = reply.strip()
    if not text:
        return None
    try:
        decoded = json.loads(text)
    except json.JSONDecodeError:
        decoded = None
    if isinstance(decoded, dict) and decoded:
        value = decoded.get("command", decoded.get("action", next(iter(decoded.values()))))
        return _clean(str(value)) if isinstance(value, str) else None
    lines = text.splitlines()
    for pattern in (_LABELLED, _PROMPTED, _CALL, _BARE):
        for line in lines:
            found = pattern.match(line)
            if found:
                command = _clean(found.group(1) if pattern is not _BARE else found.group(0))
                if command:
                    return command
    return None


def _clean(command: str) -> str | None:
    command = command.strip().strip(_WRAPPERS).strip().rstrip(".").strip().strip(_WRAPPERS).strip()
    command = " ".join(command.split())
    if not command or len(command) > MAX_COMMAND_CHARS or not _BARE.match(command):
        return None
    return command


class TextActionClient(ChatCompletionClient):
    """Wraps a model client so that a tool-using AgentChat agent works with a model that writes text.

    ``create`` sends the conversation without tools (tool calls and results rewritten as ``Action:`` and
    ``Observation:`` lines, :data:`INSTRUCTION` added to the system prompt) and, when the agent offered the
    ``tool`` and the reply holds a command, returns a call of that tool with the command."""

    def __init__(self, inner: ChatCompletionClient, *, tool: str = "act") -> None:
        self.inner = inner
        self.tool = tool
        self.unparsed = 0  # replies without a readable action

    async def create(
        self,
        messages: Sequence[LLMMessage],
        *,
        tools: Sequence[Tool | ToolSchema] = [],
        tool_choice: Tool | Literal["auto", "required", "none"] = "auto",
        json_output: bool | type[BaseModel] | None = None,
        extra_create_args: Mapping[str, Any] = {},
        cancellation_token: CancellationToken | None = None,
    ) -> CreateResult:
        parameter = _parameter(tools, self.tool)
        result = await self.inner.create(
            as_text(messages, instruct=parameter is not None),
            extra_create_args=extra_create_args,
            cancellation_token=cancellation_token,
        )
        if parameter is None or not isinstance(result.content, str):
            return result
        command = parse_action(result.content)
        if command is None:
            self.unparsed += 1
            return result
        call = FunctionCall(
            id=f"text-{uuid.uuid4().hex[:12]}", name=self.tool, arguments=json.dumps({parameter: command})
        )
        return CreateResult(
            finish_reason="function_calls",
            content=[call],
            usage=result.usage,
            cached=result.cached,
            thought=result.content,
        )

    async def create_stream(
        self,
        messages: Sequence[LLMMessage],
        *,
        tools: Sequence[Tool | ToolSchema] = [],
        tool_choice: Tool | Literal["auto", "required", "none"] = "auto",
        json_output: bool | type[BaseModel] | None = None,
        extra_create_args: Mapping[str, Any] = {},
        cancellation_token: CancellationToken | None = None,
    ) -> AsyncGenerator[str | CreateResult, None]:
        result = await self.create(
            messages, tools=tools, extra_create_args=extra_create_args, cancellation_token=cancellation_token
        )
        if isinstance(result.content, str):
            yield result.content
        yield result

    async def close(self) -> None:
        await self.inner.close()

    def actual_usage(self) -> RequestUsage:
        return self.inner.actual_usage()

    def total_usage(self) -> RequestUsage:
        return self.inner.total_usage()

    def count_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        return self.inner.count_tokens(as_text(messages, instruct=bool(tools)))

    def remaining_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        return self.inner.remaining_tokens(as_text(messages, instruct=bool(tools)))

    @property
    def model_info(self) -> ModelInfo:
        return self.inner.model_info

    @property
    def capabilities(self) -> ModelInfo:  # type: ignore[override]
        warnings.warn("capabilities is deprecated, use model_info instead", DeprecationWarning, stacklevel=2)
        return self.inner.model_info


def as_text(messages: Sequence[LLMMessage], *, instruct: bool) -> list[LLMMessage]:
    """The conversation with tool calls as ``Action:`` turns and their results as ``Observation:`` turns;
    with ``instruct``, :data:`INSTRUCTION` ends the (first) system message."""
    out: list[LLMMessage] = []
    for message in messages:
        if isinstance(message, AssistantMessage) and not isinstance(message.content, str):
            actions = "\n".join(f"Action: {_command(call)}" for call in message.content)
            out.append(AssistantMessage(content=actions, source=message.source))
        elif isinstance(message, FunctionExecutionResultMessage):
            observed = "\n".join(f"Observation: {result.content}" for result in message.content)
            out.append(UserMessage(content=observed, source="environment"))
        else:
            out.append(message)
    if instruct:
        first = next((i for i, m in enumerate(out) if isinstance(m, SystemMessage)), None)
        if first is None:
            out.insert(0, SystemMessage(content=INSTRUCTION))
        else:
            out[first] = SystemMessage(content=f"{out[first].content}\n\n{INSTRUCTION}")
    return out


def _command(call: FunctionCall) -> str:
    try:
        arguments = json.loads(call.arguments)
    except json.JSONDecodeError:
        return call.arguments
    if isinstance(arguments, dict) and arguments:
        return str(next(iter(arguments.values())))
    return call.arguments


def _parameter(tools: Sequence[Tool | ToolSchema], name: str) -> str | None:
    """The one argument of the tool called ``name`` among ``tools`` (None when it is not offered)."""
    for tool in tools:
        schema = tool.schema if isinstance(tool, Tool) else tool
        if schema["name"] == name:
            properties = list(schema.get("parameters", {}).get("properties", {}))
            if len(properties) != 1:
                raise ValueError(f"tool {name!r} must take exactly one argument, it takes {properties}")
            return properties[0]
    return None
