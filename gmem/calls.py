"""A tool call read as the act it made.

Teams log a step's act as whatever their framework stored: a call to a tool that only acts, given the command in words
(``act({"action": "go to desk 1"})``), a call through a tool that dispatches others (MCP's ``call_tool``), a call to a
tool that only thinks, a call written as JSON or as a line of code. Every integration writes a call the same way
(:func:`call_text`), and :mod:`gmem.text` reads each of these back as the act it made, so that runs are compared by
their acts however a team logged them.
"""

from __future__ import annotations

import ast
import contextlib
import json
import re
from collections.abc import Mapping

from gmem import limits
from gmem.textcache import cached_by_text

#: The words of a tool's name that say only that the agent acts (``act``, ``take_action``, ``execute_command``,
#: ``env_step``): such a tool's argument is the command, in words, that says what was done (``go to countertop 1``).
#: Any other tool's name says what was done (``search``, ``finish``), and its arguments what it was done on or
#: gave: an entity, an answer, a label, never a step other tasks can follow.
_ACTING = frozenset({"act", "action", "execute", "exec", "perform", "do", "step", "command", "cmd", "interact"})
#: Words that may stand beside those in such a name (``take_action``, ``env_step``, ``run_command``).
_ACTING_BESIDE = frozenset({"take", "run", "send", "env", "environment", "game", "world"})
#: The words of a tool's name that say it only reasons (Anthropic's ``think`` tool, OpenHands' ``think`` action, an
#: MCP server's ``sequential_thinking``): a call to it is a thought, as a ``Thought:`` line is.
_THINKING = frozenset(
    {"think", "thinking", "thought", "thoughts", "reason", "reasoning", "reflect", "reflection", "plan", "sequential"}
)
#: Where a tool's or an agent's name joins two words: a separator, or a capital after a small letter or digit.
_NAME_PARTS = re.compile(r"[_\-\s.]+|(?<=[a-z0-9])(?=[A-Z])")
#: A tool call as :func:`call_text` writes one: ``name: command`` or ``name(...)``.
_NAMED_CALL = re.compile(r"^([a-z_][\w.\-]*)\s*(?::\s*(\S.*)|\((.*)\))$", re.IGNORECASE | re.DOTALL)
_KEYWORD_ARGUMENT = re.compile(r"(\w+)\s*=\s*(\"(?:[^\"\\]|\\.)*\")", re.DOTALL)
#: A string literal, in double quotes or single.
_STRING = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'", re.DOTALL)
#: What a tool's name has that a number has not.
_LETTER = re.compile("[A-Za-z]")
#: Keys that name the tool in a call written as JSON (OpenAI's ``{"name": ..., "arguments": ...}``, its
#: ``{"function": {"name": ...}}``, ``{"tool": ...}``, Langroid's ``{"request": ...}`` beside the tool's fields, which
#: may hold an ``action`` of their own, ``{"action": ..., "action_input": ...}``, Weave's ``op_name``), the first that
#: names one.
_TOOL_KEYS = ("name", "tool", "tool_name", "function", "request", "action", "op_name")
#: Keys that hold a call's arguments (OpenAI's ``arguments``, LangChain's ``args``, ``action_input``, n8n's
#: ``toolInput``, a traced run's ``inputs`` ...), in a JSON call and in a framework's message (``gmem.messages``).
ARGUMENT_KEYS = (
    "arguments",
    "args",
    "parameters",
    "input",
    "tool_input",
    "toolInput",
    "action_input",
    "tool_args",
    "inputs",
)
#: Fields of a call that say which call it was, not what it was given.
_CALL_IDS = frozenset({"id", "call_id", "tool_call_id", "type"})
#: How a trajectory numbers one step's fields, or names the next one's (DSPy's ``tool_name_3``, ``next_tool_args``):
#: the field is the same.
_STEP_FIELD = re.compile(r"^next_|_\d+$")


def call_written(name: str, arguments: object) -> str:
    """A call as a step's act, through a tool that dispatches it (:func:`dispatched`): the command it gave
    (:func:`given_command`), a name in words as itself (``{"action": "go to desk 1"}``), any other as
    :func:`call_text` writes it."""
    name, arguments = dispatched(name, arguments)
    if len(name.split()) > 1 and arguments is None:
        return name
    return given_command(name, arguments) or call_text(name, _as_arguments(arguments))


def dispatched(name: str, arguments: object) -> tuple[str, object]:
    """The call a call makes through a tool that calls others (MCP's ``call_tool``, OpenHands' ``call_tool_mcp``,
    given ``{"name": "alfworld_step", "arguments": {...}}``; Cline's ``use_mcp_tool``, given a ``tool_name``): that call,
    as deep as it goes."""
    read = _read_arguments(arguments)
    while (
        isinstance(read, dict) and isinstance(inner := read.get("name", read.get("tool_name")), str) and inner.strip()
    ):
        given = next((read[key] for key in ARGUMENT_KEYS if key in read), None)
        if given is None:
            break
        name, arguments, read = inner, given, _read_arguments(given)
    return name, arguments


def thinks(name: str) -> bool:
    """Whether a tool's name says only that it reasons (:data:`_THINKING`; a method's own name: ``agent.think``): a
    call to it is a thought."""
    parts = name_words(name.rsplit(".", 1)[-1])
    return bool(parts) and all(part in _THINKING for part in parts)


def _read_arguments(arguments: object) -> object:
    """Arguments as data: JSON, or a Python literal as a log prints a dict (``{'command': 'go to desk 1'}``), else
    as they came."""
    if not isinstance(arguments, str):
        return arguments
    text = arguments.strip()
    with contextlib.suppress(ValueError, RecursionError):
        return json.loads(text)
    if text.startswith(("{", "[")) and len(text) <= limits.MESSAGE_CHARS:
        with contextlib.suppress(ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            return ast.literal_eval(text)
    return arguments


def _as_arguments(arguments: object) -> Mapping[str, object] | str:
    if isinstance(arguments, (Mapping, str)):
        return arguments
    return "" if arguments is None else json.dumps(arguments, ensure_ascii=False, default=str)


def name_words(name: str) -> list[str]:
    """The words of a tool's or an agent's name, in lower case, however it joins them (``take_action``,
    ``PlannerAgent``, ``env-step``, ``call tool``)."""
    return [part.lower() for part in _NAME_PARTS.split(name) if part]


def is_acting_tool(name: str) -> bool:
    """Whether a tool's name says only that the agent acts (:data:`_ACTING`), so that its argument says what."""
    parts = name_words(name)
    return any(part in _ACTING for part in parts) and all(part in _ACTING | _ACTING_BESIDE for part in parts)


def call_text(name: str, arguments: Mapping[str, object] | str) -> str:
    """A tool call as a step's action, written the same by every integration: ``act: go to countertop 1`` for
    a tool that only acts (:func:`is_acting_tool`) given one string, so that the step reads as the command and
    its template is the command's (``go to _``); ``search(query="Paris")`` for any other, whose template is
    ``search[_]``. ``arguments`` that are no mapping (unparsed JSON) are written as they came."""
    if isinstance(arguments, str):
        return f"{name}({arguments})"
    if len(arguments) == 1 and is_acting_tool(name) and isinstance(value := next(iter(arguments.values())), str):
        return f"{name}: {value}"
    written = (f"{key}={json.dumps(value, ensure_ascii=False, default=str)}" for key, value in arguments.items())
    return f"{name}({', '.join(written)})"


def acting_command(text: str) -> str | None:
    """The command a call written as a line was given (``execute_action: go to desk 1``, ``act({"command": "go to
    desk 1"})``, ``alfworld(command="go to desk 1")``, ``env.step("go to desk 1")``: :func:`given_command`), else
    None."""
    call = line_call(text)
    return None if call is None else given_command(*call)


def line_call(text: str) -> tuple[str, object] | None:
    """A call written as a line, as :func:`call_text` writes one or as code calls it: the tool's name and what it was
    given (the text after ``name:``, a string given alone, its arguments read), else None (no call, or arguments not
    read: ``search(Paris)``, two given by position)."""
    found = _NAMED_CALL.match(text)
    if found is None:
        return None
    name = found.group(1)
    if found.group(2) is not None:
        return name, found.group(2)
    inside = found.group(3).strip()
    keyword = _KEYWORD_ARGUMENT.fullmatch(inside)
    try:
        if keyword is not None:
            return name, {keyword.group(1): json.loads(keyword.group(2))}
        if _STRING.fullmatch(inside):  # one string given by position (a gym env's ``env.step("go to desk 1")``)
            return name, ast.literal_eval(inside)
    except (ValueError, SyntaxError):
        return None
    arguments = _read_arguments(inside)
    return None if isinstance(arguments, str) else (name, arguments)


def given_command(name: str, arguments: object) -> str | None:
    """The command, in words, a call to the tool ``name`` was given: its one string argument when the tool's name
    or the argument's key says only that the agent acts (:func:`is_acting_tool`: ``act({"action": "go to desk
    1"})``, ``alfworld(command="go to desk 1")``, ``interact_with_env`` given ``{"cmd": "open fridge 1"}``); a
    ``search`` given a ``query`` was given an entity, and is no command. ``arguments`` may be JSON not yet read."""
    read = _read_arguments(arguments)
    if isinstance(read, list) and len(read) == 1:  # a batch of one command (a gym env's ``step(["go to desk 1"])``)
        read = read[0]
    while isinstance(read, dict) and len(read) == 1 and isinstance(inner := next(iter(read.values())), dict):
        read = inner  # arguments wrapped once more (Griptape's ``{"values": {"command": ...}}``)
    if isinstance(read, dict) and set(read) == {"args", "kwargs"} and not read["kwargs"]:
        read = read["args"]  # a Python call as a tracer captured it (Langfuse's ``{"args": [...], "kwargs": {}}``)
        read = read[0] if isinstance(read, list) and len(read) == 1 else read
    if isinstance(read, str):
        return read if is_acting_tool(name) and read.strip() else None
    given = {key: value for key, value in read.items() if key != "self"} if isinstance(read, dict) else {}
    said = [(key, value) for key, value in given.items() if isinstance(value, str)]  # a method's receiver aside
    if len(said) != 1:  # an option beside it (Letta's ``request_heartbeat``) says nothing of what was done
        return None
    [(key, value)] = said
    acting = is_acting_tool(name) or is_acting_tool(str(key))
    return value if acting and value.strip() else None


def json_call(text: str) -> tuple[str, object] | None:
    """The tool named by an action written as a JSON call (the first of a list of calls), and its arguments (``None``
    for none: :data:`ARGUMENT_KEYS`, beside the name or, in OpenAI's ``{"function": {"name": ..., "arguments":
    ...}}``, with it), else None (a call longer than :data:`~gmem.limits.MESSAGE_CHARS` is read as text). Parsed once
    per text, as :func:`~gmem.messages.read_message` is."""
    if not text.startswith(("{", "[")) or len(text) > limits.MESSAGE_CHARS:
        return None
    return _parsed_call(text)


@cached_by_text(limits.PARSED_CHARS)
def _parsed_call(text: str) -> tuple[str, object] | None:
    try:
        call = json.loads(text)
    except (ValueError, RecursionError):  # no JSON, or nested deeper than any call: text
        return None
    if isinstance(call, list) and call:
        call = call[0]
    return call_fields(call) if isinstance(call, dict) else None


def call_fields(fields: Mapping[str, object]) -> tuple[str, object] | None:
    """The tool an object's fields name as a call (:data:`_TOOL_KEYS`), and its arguments (:data:`ARGUMENT_KEYS`;
    ``None`` for none), else None: a call written as JSON, or as a class's repr (LangChain's ``AgentAction(tool=...,
    tool_input=...)``)."""
    call = {_STEP_FIELD.sub("", key): value for key, value in fields.items()}
    for key in _TOOL_KEYS:
        value = call.get(key)
        holder = value if isinstance(value, dict) else call
        if isinstance(value, dict):
            value = value.get("name")
        if (
            isinstance(value, str) and "/op/" in value
        ):  # a Weave op's reference: ``weave:///team/project/op/Env.step:v3``
            value = value.rsplit("/op/", 1)[1].split(":", 1)[0]
        if isinstance(value, str) and _LETTER.search(value):
            given = (source[k] for source in (holder, call) for k in ARGUMENT_KEYS if k in source)
            beside = {k: v for k, v in call.items() if k != key and k not in _CALL_IDS} if key == "request" else None
            return value, next(given, beside)
    return None
