"""Steps logged as a framework's serialized message: what the message says, and the tool call it makes.

A team converting its own logs to gmem's steps puts whatever its framework stored for a turn into ``action`` and
``observation``: LangChain's ``messages_to_dict`` (``{"type": "ai", "data": {"tool_calls": [...]}}``), an OpenAI chat
message or Responses item, a model's response as its API returned it, an Anthropic or Gemini message's content blocks,
an AutoGen AgentChat event as its ``model_dump``, its repr (``ToolCallRequestEvent(..., content=[FunctionCall(...)])``)
or its console line, a LangChain message's repr, AutoGen 0.2's and AG2's console, CAMEL's role-playing turns, a code
agent's execution logs, a traced run's span or observation (OpenTelemetry, Langfuse, LangSmith), a model's words and its
tool call in its chat template's markup (:mod:`gmem.markup`). Read as text, every step of such a run was one template of
field names and punctuation, its reasoning no thought and its tool results no observation: another team's runs so logged
were compared with no run logged as commands. :func:`read_message` reads the message such a step holds; ``gmem.text``
reads its act, its reasoning and its result from it, and a role is shown its words, not its serialization.
"""

from __future__ import annotations

import ast
import contextlib
import json
import re
from dataclasses import dataclass
from typing import Any

from gmem import limits
from gmem.calls import ARGUMENT_KEYS, call_fields
from gmem.markup import pythonic_call, read_markup, read_result
from gmem.spans import attribute_map, read_span
from gmem.textcache import cached_by_text

#: The kinds (``role``, ``type``, ``message_type`` or class name, snake case) of a message or part that answers
#: the model's act: what a tool returned, or what the user or environment said back. A tool's name in one is no call.
_ANSWERING = frozenset(
    {
        "tool",
        "tool_message",
        "function_message",
        "human",
        "human_message",
        "user",
        "function_call_output",
        "function_response",
        "tool_result",
        "tool_call_result",
        "tool_return",
        "tool_return_message",
        "tool_call_execution_event",
        "tool_call_output_item",
        "function_execution_result",
        "function_result",
        "function_call_result",
        "command_output",
    }
)
#: The kinds of a message or part that reasons: AutoGen's ``ThoughtEvent``, a Responses ``reasoning`` item,
#: Anthropic's ``thinking`` block, Letta's ``reasoning_message`` (and a Gemini part marked ``"thought": true``).
_REASONING = frozenset(
    {
        "thought_event",
        "reasoning",
        "thinking",
        "reasoning_message",
        "reasoning_item",
        "plan_reasoning",
        "markdown",
        "text_reasoning",
    }
)
#: Parts that hold the code a step ran: a notebook's ``code`` cell, TaskWeaver's ``reply_content`` attachment.
_CODE_KINDS = frozenset({"code", "reply_content"})
#: Parts and items that are themselves a call: Anthropic's ``tool_use`` (``input``), the Responses API's
#: ``function_call`` and Gemini's ``functionCall`` part (``arguments``, ``args``), Haystack's ``tool_call`` part; and
#: A2A's ``data`` part, whose payload (``{"command": ...}``) is what the agent sent.
_CALL_KINDS = frozenset({"tool_use", "function_call", "tool_call"})
_DATA_KIND = "data"
#: A part written as its kind's one key (Gemini's ``{"functionCall": {...}}``, Haystack's ``{"tool_call": {...}}``,
#: ``{"reasoning": {...}}``): read as the part of that kind.
_KEYED_PARTS = _CALL_KINDS | _REASONING | {"function_response", "tool_call_result", "tool_result"}
#: Keys that name a call's tool (Semantic Kernel's ``function_name`` beside its ``Plugin-function`` name), in the order
#: frameworks use them; its arguments are under one of :data:`~gmem.calls.ARGUMENT_KEYS`.
_NAME_KEYS = ("function_name", "tool_name", "name", "tool")
#: Keys whose value is what a message or part says or a tool returned (``parts``: Gemini's content; every key of
#: :data:`_PART_KEYS` is one; ``value``: Griptape's artifacts), the likeliest first.
_TEXT_KEYS = (
    "content",
    "contents",
    "parts",
    "items",
    "attachment_list",
    "text",
    "output",
    "summary",
    "thinking",
    "reasoning",
    "reasoning_text",
    "result",
    "response",
    "tool_return",
    "value",
)
#: Keys under which a result logged as an object of its own holds what came back, the likeliest first.
_RESULT_KEYS = ("observation", "obs", "result", "output", "message")
#: Keys that make an object a call, not a result: its tool's name or its arguments.
_CALL_FIELDS = (
    "action",
    "tool",
    "name",
    "function",
    "tool_name",
    "request",
    "args",
    "arguments",
    "input",
    "inputs",
    "op_name",
)
#: A message, part or call as parsed: its fields by name.
_Fields = dict[str, Any]
#: Keys that name what a message or part is: Cline's ``say`` (under its ``type`` "say"), its ``role``, ``type``, Letta's
#: ``message_type``, PydanticAI's ``part_kind`` and ``kind`` (A2A's too), Semantic Kernel's ``content_type``, a
#: notebook's ``cell_type`` and ``output_type``.
_KIND_KEYS = ("say", "role", "type", "message_type", "part_kind", "content_type", "kind", "cell_type", "output_type")
#: Keys under which a framework wraps the message itself: LangChain's ``messages_to_dict`` (``{"type": "ai", "data":
#: {...}}``), the OpenAI Agents SDK's run items (``{"type": "tool_call_item", "rawItem": {...}}``), an event log's
#: ``{"type": "tool_call", "payload": {...}}``, a Claude Code transcript's line (``{"type": "assistant", "message":
#: {...}}``), A2A's streamed events (``{"kind": "status-update", "status": {"message": {...}}}``, ``{"kind":
#: "artifact-update", "artifact": {...}}``), the Assistants API's run step (``{"type": "tool_calls", "step_details":
#: {...}}``). A wrapper may wrap another.
_WRAPPERS = ("data", "raw_item", "payload", "message", "status", "artifact", "step_details")
#: Keys that hold a message's parts: its ``content``, Microsoft Agent Framework's ``contents``, PydanticAI's and
#: Gemini's ``parts``, Semantic Kernel's ``items``, TaskWeaver's ``attachment_list``.
_PART_KEYS = ("content", "contents", "parts", "items", "attachment_list")
#: Fields any message, part, call or result has one of.
_MESSAGE_FIELDS = frozenset(
    {*_KIND_KEYS, *_PART_KEYS, *_TEXT_KEYS, *_WRAPPERS, *_CALL_FIELDS, *_RESULT_KEYS, "tool_calls", "function_call"}
)
#: A class's repr (``AIMessage(content='', tool_calls=[...])``): a capitalised name, then its fields.
_REPR = re.compile(r"^[A-Z][A-Za-z0-9_]*\(.*\)$", re.DOTALL)
#: A list of them, as AgentChat's console prints a call's or a result's list.
_REPR_LIST = re.compile(r"^\[\s*[A-Z][A-Za-z0-9_]*\(.*\)\s*\]$", re.DOTALL)
#: Where a camel-case name (``functionCall``, ``ThoughtEvent``) joins two words: read in snake case.
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
#: A tool part of the Vercel AI SDK's UI messages, which names its tool in its type (``tool-runCommand``); its
#: earlier ``tool-invocation`` part, which holds the call under ``toolInvocation``.
_TYPED_TOOL = re.compile(r"^tool-(?!call$|return$|result$|use$|invocation$)(?P<name>\w[\w.\-]*)$")
#: A message as AutoGen 0.2 and AG2 print it to the console: ``sender (to recipient):``, the message, a rule of dashes;
#: a suggested call (``***** Suggested tool call (id): name *****`` and its ``Arguments:``) or a tool's response
#: (``***** Response from calling tool (id) *****``) framed in stars.
_CONSOLE_HEADER = re.compile(r"^[^\n()]{1,80} \(to [^\n()]{1,80}\):[ \t]*$", re.MULTILINE)
_CONSOLE_CALL = re.compile(
    r"^\*{3,} Suggested (?:tool|function) call(?: \([^)]*\))?: (?P<name>[\w.\-]+) \*{3,}[ \t]*\nArguments:\s*\n?"
    r"(?P<arguments>.*?)\n\*{3,}[ \t]*$",
    re.DOTALL | re.MULTILINE,
)
_CONSOLE_RESPONSE = re.compile(
    r"^\*{3,} Response from calling (?:tool|function)[^\n]*\*{3,}[ \t]*\n(?P<text>.*?)\n\*{3,}[ \t]*$",
    re.DOTALL | re.MULTILINE,
)
_CONSOLE_RULE = re.compile(r"\n-{20,}\s*$")
#: A message as AutoGen AgentChat's ``Console`` prints it (Magentic-One's too): ``---------- ToolCallRequestEvent
#: (agent) ----------``, then the message's text (a call's or a result's list as its repr).
_AGENTCHAT_HEADER = re.compile(r"^-{3,} (?P<kind>[A-Z]\w*) \((?P<source>[^()\n]{1,80})\) -{3,}[ \t]*$", re.MULTILINE)
#: A tool call written as XML, as Cline and Roo Code prompt their models to write one: the tool's element, a parameter's
#: element for each of its parameters.
_XML_TOOL = re.compile(r"^<(?P<name>[a-z][\w-]*)>\s*(?P<body>.*?)\s*</(?P=name)>$", re.DOTALL)
_XML_PARAMETER = re.compile(r"<([a-z][\w-]*)>(.*?)</\1>", re.DOTALL)
#: TaskWeaver's report of the code it ran: whether it succeeded, then what the code's last line gave.
_EXECUTION_REPORT = re.compile(
    r"^The execution of the generated python code above has (?:succeeded|failed)\s*"
    r"(?:.*?The result of above Python code after execution is:\s*)?(?P<text>.*)$",
    re.DOTALL,
)
#: CAMEL's role-playing turns: the AI user's ``Instruction: ...`` and ``Input: ...`` (what it passes back, "None" for
#: nothing), the AI assistant's ``Solution: ...`` and ``Next request.``
_ROLE_PLAY_USER = re.compile(r"^Instruction:[^\n]*\n\s*Input:\s*(?P<text>.*)$", re.DOTALL)
_ROLE_PLAY_ASSISTANT = re.compile(r"^Solution:\s*(?P<text>.*?)(?:\s*\n\s*Next request\.?)?\s*$", re.DOTALL)
#: A code agent's result (smolagents): what the code printed, then its last value.
_EXECUTION_LOGS = re.compile(
    r"^\s*execution logs:[ \t]*\n?(.*?)(?:\n?\s*last output from code snippet:.*)?$", re.IGNORECASE | re.DOTALL
)


@dataclass(frozen=True)
class LoggedMessage:
    """A serialized message, read: its words (``text``), the first tool call it makes (``call``: the tool's name
    and its arguments, a mapping or JSON not yet read), whether its kind says it reasons (``reasoning``), as
    its words' own label may (``Thought: ...``), and whether it is what came back (``answers``: a tool's result; a
    traced tool call holds both, the call it records and what it returned)."""

    text: str
    call: tuple[str, object] | None
    reasoning: bool
    answers: bool = False


def read_message(logged: str) -> LoggedMessage | None:
    """The message ``logged`` holds, serialized as JSON or as a repr, printed to AutoGen 0.2's, AG2's or AgentChat's
    console, as a CAMEL role-play turn, a code agent's execution logs or an XML tool call; None for any other text (a
    command, a thought, a bare tool call as JSON, which ``gmem.text`` reads itself). A step is read for its thought,
    its act, its template and its result in turn: each text is parsed once (what is returned is not to be changed)."""
    return None if len(logged) > limits.MESSAGE_CHARS else _read(logged)


@cached_by_text(limits.PARSED_CHARS)
def _read(logged: str) -> LoggedMessage | None:
    text = logged.strip()
    logs = _EXECUTION_LOGS.match(text)
    if logs is not None:
        return LoggedMessage(text=logs.group(1).strip(), call=None, reasoning=False)
    headers = list(_CONSOLE_HEADER.finditer(text))
    if headers:
        return _console_message(text, headers[-1].end())
    report = _EXECUTION_REPORT.match(text)
    if report is not None:
        return LoggedMessage(text=report.group("text").strip().strip("'\""), call=None, reasoning=False)
    tagged = _xml_call(text) or pythonic_call(text)
    if tagged is not None:
        return LoggedMessage(text="", call=tagged, reasoning=False)
    role_play = _ROLE_PLAY_USER.match(text) or _ROLE_PLAY_ASSISTANT.match(text)
    if role_play is not None:
        return LoggedMessage(text=role_play.group("text").strip(), call=None, reasoning=False)
    try:
        printed = list(_AGENTCHAT_HEADER.finditer(text))
        if printed:
            return _printed_message(text, printed[-1])
        structure = _structure(text)
        if structure is None and text.startswith("{") and "\n{" in text:  # JSON Lines: the last line that says
            return next(
                filter(None, (read_message(line) for line in reversed(text.splitlines()) if line.strip())), None
            )
        if structure is None:  # a model's words and its call in its chat template's markup, what a tool returned to
            # it so marked (itself perhaps serialized), or no message
            marked = read_markup(text)
            if marked is not None:
                return LoggedMessage(text=marked[0], call=marked[1], reasoning=False)
            returned = read_result(text)
            if returned is None:
                return None
            inner = read_message(returned)  # shorter than the text: its markup is not in it
            return LoggedMessage(
                text=returned if inner is None else inner.text, call=None, reasoning=False, answers=True
            )
        found = _normalized(structure)
        if isinstance(found, list):
            found = _first_message(found)
        if not isinstance(found, dict):
            return None
        serialized = text.startswith(("{", "["))  # a call written as JSON is read by gmem.text, one as a repr here
        return (
            _span(found)
            or _message(found)
            or _result(found)
            or (None if serialized else _repr_call(found))
            or _thought_record(found)
            or _traced_response(found)
        )
    except RecursionError:  # nested deeper than any message: a hostile or broken text, read as text
        return None


def _xml_call(text: str) -> tuple[str, object] | None:
    """A tool call written as Cline's and Roo Code's XML (``<execute_command>\\n<command>go to desk 1</command>\\n
    </execute_command>``): the tool and its parameters, else None."""
    outer = _XML_TOOL.match(text)
    if outer is None:
        return None
    body = outer.group("body")
    parameters = {found.group(1): found.group(2).strip() for found in _XML_PARAMETER.finditer(body)}
    return (outer.group("name"), parameters) if parameters and not _XML_PARAMETER.sub("", body).strip() else None


def _console_message(text: str, last: int) -> LoggedMessage:
    """What AutoGen 0.2 or AG2 printed: the call suggested, else the tool's response, else the words of the last
    message (``last``: where its header ends; what the console printed before it, such as "Next speaker:" or the
    executor's trace, is no part of it)."""
    call = _CONSOLE_CALL.search(text)
    if call is not None:
        return LoggedMessage(text="", call=(call.group("name"), call.group("arguments").strip()), reasoning=False)
    response = _CONSOLE_RESPONSE.search(text)
    said = response.group("text") if response else _CONSOLE_RULE.sub("", text[last:])
    return LoggedMessage(text=said.strip(), call=None, reasoning=False)


def _printed_message(text: str, header: re.Match[str]) -> LoggedMessage | None:
    """What AgentChat's console printed last (``header``: where it begins): the message of the kind it names, its
    text read as the message's content (a call's or a result's list as its repr: ``[FunctionCall(id=...)]``)."""
    body = text[header.end() :].strip()
    content = (_structure(body) if body.startswith("[") else None) or body
    found = _normalized({"type": header.group("kind"), "source": header.group("source"), "content": content})
    return _message(found) if isinstance(found, dict) else None


def _structure(text: str) -> object:
    """``text`` as the data it serializes (JSON, or a repr whose calls are read as mappings), else None."""
    if text.startswith(("{", "[")):
        try:
            return json.loads(text)
        except ValueError:
            if not _REPR_LIST.match(text):
                return None
    elif not _REPR.match(text):
        return None
    try:
        tree = ast.parse(text, mode="eval").body
    except (SyntaxError, ValueError, RecursionError):
        return None
    if isinstance(tree, ast.List) and all(isinstance(item, ast.Call) and item.keywords for item in tree.elts):
        return _literal(tree)  # AgentChat's console: a call's or a result's list (``[FunctionCall(id=...)]``)
    return _literal(tree) if isinstance(tree, ast.Call) and tree.keywords else None


def _literal(node: ast.AST) -> object:
    """A repr's value: literals as themselves, a call (``FunctionCall(name=...)``) as the mapping of its fields
    with its class as ``type`` (unless a field names one), anything else None."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, (ast.List, ast.Tuple)):
        return [_literal(item) for item in node.elts]
    if isinstance(node, ast.Dict):
        return {_literal(k): _literal(v) for k, v in zip(node.keys, node.values) if k is not None}
    if isinstance(node, ast.Call):
        fields = {keyword.arg: _literal(keyword.value) for keyword in node.keywords if keyword.arg}
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        return {"type": name, **fields}
    return None


def _normalized(value: object) -> object:
    """``value`` with its keys, and the kinds its :data:`_KIND_KEYS` name, in snake case (``functionCall``,
    ``ThoughtEvent``); a part written as its kind's one key (:data:`_KEYED_PARTS`) as a part of that kind; the Vercel
    AI SDK's tool parts (:data:`_TYPED_TOOL`, ``toolInvocation``, ``dynamic-tool``) as calls; a notebook cell's source
    as its text; OpenTelemetry's attributes as a mapping: one reading for every framework's spelling."""
    if isinstance(value, list):
        items = [_normalized(item) for item in value]
        pairs = [item for item in items if isinstance(item, dict) and set(item) == {"key", "value"}]
        if items and len(pairs) == len(items):  # OpenTelemetry's attributes, as OTLP's JSON lists them
            return {_snake(key): value for key, value in attribute_map(pairs).items()}
        return items
    if not isinstance(value, dict):
        return value
    found = {_snake(str(key)): _normalized(item) for key, item in value.items()}
    typed = _TYPED_TOOL.match(kind) if isinstance(kind := found.get("type"), str) else None
    if typed is not None:
        found = {**found, "type": "tool_call", "name": typed.group("name")}
    if isinstance(invocation := found.get("tool_invocation"), dict):
        found = {**found, **invocation, "type": "tool_call"}
    if found.get("type") == "dynamic-tool":
        found["type"] = "tool_call"
    if "cell_type" in found and "source" in found:  # a notebook cell: its source is what it says (not who said it)
        found["text"] = found.pop("source")
    if isinstance(bundle := found.get("data"), dict) and "text/plain" in bundle:  # a notebook cell's value: its repr
        found = {**{k: v for k, v in found.items() if k != "data"}, "text": _unquoted(bundle["text/plain"])}
    if isinstance(output := found.get("output"), dict) and isinstance(output.get("called_tools"), list):
        return {**output, "type": "agent_node", "tool_calls": output["called_tools"]}  # a Flowise agent node's output
    if isinstance(actions := found.get("subtask_actions"), list):  # Griptape's actions subtask: its thought, its calls
        return _reasoned_calls(found, found.get("subtask_thought"), actions)
    if isinstance(output := found.get("additional_output"), dict) and {"use_tool", "thoughts"} & set(output):
        thoughts = output.get("thoughts")  # the Agent Protocol's step, as AutoGPT fills it: its thoughts, its tool
        thought = thoughts.get("text") if isinstance(thoughts, dict) else thoughts
        return _reasoned_calls(found, thought, [output["use_tool"]] if isinstance(output.get("use_tool"), dict) else [])
    if set(found) == {"status", "value"} and found["status"] == "success":
        return found["value"]  # a result as Rust serializes it (Goose's tool calls and results)
    snaked = _snake(kind) if isinstance(kind := found.get("type"), str) else ""
    if snaked == "tool_request" and isinstance(request := found.get("tool_call"), dict):
        return {**request, "type": "tool_call"}  # Goose's request of a tool
    if snaked == "tool_response":
        return {"type": "tool_result", "content": found.get("tool_result")}  # and its response
    if isinstance(role := found.get("role"), dict) and isinstance(role.get("value"), str):
        found["role"] = role["value"]  # a role serialized as its enum (Microsoft Agent Framework's)
    if found.get("kind") == _DATA_KIND and isinstance(data := found.get("data"), dict) and "response" in data:
        return {**data, "type": "function_response"}  # a data part that answers a call (ADK's, over A2A)
    for key in _KIND_KEYS:
        if isinstance(named := found.get(key), str):
            found[key] = _snake(named)
    if len(found) == 1:
        [(key, inner)] = found.items()
        if key in _KEYED_PARTS and isinstance(inner, dict):
            return {**inner, "type": key}
    return found


def _reasoned_calls(found: _Fields, thought: object, calls: list[object]) -> _Fields:
    """A step a framework records as the thought it states and the calls it makes: a message of them."""
    reasoning = [{"type": "thinking", "thinking": thought}] if isinstance(thought, str) and thought.strip() else []
    return {**found, "tool_calls": calls, "content": reasoning}


def _span(found: _Fields) -> LoggedMessage | None:
    """A traced run's span (:func:`~gmem.spans.read_span`): a tool's span is the call it records and what it returned,
    a model's span the message it returned."""
    span = read_span(found)
    if span is None:
        return None
    if span.tool is not None:
        return LoggedMessage(text=span.result, call=(span.tool, span.arguments), reasoning=False, answers=True)
    output = span.output
    if isinstance(output, str):
        return read_message(output) or LoggedMessage(text=output.strip(), call=None, reasoning=False)
    if isinstance(output, list):
        output = _first_message([_normalized(item) for item in output])
    message = _normalized(output)
    return _message(message) if isinstance(message, dict) else None


def _unquoted(value: object) -> object:
    """A notebook's ``text/plain`` output (its lines, or one text): the value of the string whose repr it is, when it
    is one (``'OK.'``)."""
    text = "".join(str(line) for line in value) if isinstance(value, list) else value
    if isinstance(text, str) and len(text) > 1 and text[0] == text[-1] and text[0] in "'\"":
        with contextlib.suppress(ValueError, SyntaxError):
            said = ast.literal_eval(text)
            return said if isinstance(said, str) else text
    return text


def _snake(name: str) -> str:
    return _CAMEL.sub("_", name).replace("-", "_").lower()


def _first_message(items: list[object]) -> _Fields | None:
    """The message a list holds: its first message, or the message its content blocks make (Anthropic's
    ``[{"type": "text", ...}, {"type": "tool_use", ...}]`` logged without the message around them), or the code a
    notebook cell's source, logged alone as its lines, runs."""
    if items and all(isinstance(item, str) for item in items):
        source = "".join(str(item) for item in items)
        return {"type": "code", "text": source} if _calls_code(source) else None
    dicts = [item for item in items if isinstance(item, dict)]
    message = next((item for item in dicts if _kind(item) and _said_or_called(item)), None)
    if message is not None:
        return message
    blocks = [item for item in dicts if item.get("type") in {"text", *_CALL_KINDS, "tool_result"}]
    if blocks and len(blocks) == len(items):
        return {"content": blocks}
    return dicts[0] if len(items) == 1 and dicts else None  # a list of one object (n8n's ``[{"observation": ...}]``)


def _calls_code(source: str) -> bool:
    """Whether ``source`` is Python that calls something (a cell's ``env.step("go to desk 1")``), not words."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return any(isinstance(node, ast.Call) for node in ast.walk(tree))


def _kind(message: _Fields) -> str:
    kind = next((message[key] for key in _KIND_KEYS if message.get(key)), "")
    return kind if isinstance(kind, str) else ""


def _said_or_called(message: _Fields) -> bool:
    return any(key in message for key in (*_TEXT_KEYS, "tool_calls", "tool_call", "function_call")) or (
        _kind(message) in _CALL_KINDS and any(key in message for key in _NAME_KEYS)
    )


def _message(found: _Fields) -> LoggedMessage | None:
    choices = found.get("choices") or found.get("candidates")
    if isinstance(choices, list) and choices and isinstance(chosen := choices[0], dict):
        found = chosen.get("message") or chosen.get("delta") or chosen  # a model's response: its first choice
    while (_kind(found) or not _said_or_called(found)) and (
        wrapped := next((found[k] for k in _WRAPPERS if _is_message_like(found.get(k))), None)
    ):  # what it wraps, under its wrapper's kind unless it names its own (a response's message names its own)
        found = {"type": _kind(found), **wrapped}
    content = found.get("content")
    if isinstance(content, dict) and isinstance(content.get("parts"), list):  # Gemini's content: a role, its parts
        found = {**found, **content, "content": content["parts"]}
    if not (_kind(found) or any(key in found for key in _PART_KEYS)) or not _said_or_called(found):
        return None
    blocks: list[Any] = next((found[key] for key in _PART_KEYS if isinstance(found.get(key), list)), [])
    parts = [found, *(block for block in blocks if isinstance(block, dict))]
    code = next((_text(part) for part in parts if _kind(part) in _CODE_KINDS), "")
    if code:  # code the step ran: read as a fenced block, whatever reasoning came with it
        return LoggedMessage(text=f"```\n{code}\n```", call=None, reasoning=False)
    reasoning = any(_kind(part) in _REASONING or _marked_thought(part) for part in parts)
    answers = _kind(found) in _ANSWERING
    recorded = call_fields(found) if answers else None  # a tool's span: its call, with what it gave
    call = recorded if recorded is not None and recorded[1] is not None else _call(found, blocks)
    return LoggedMessage(text=_text(found), call=call, reasoning=reasoning, answers=answers)


def _is_message_like(value: object) -> bool:
    """Whether a wrapper's value is what it wraps (a message, a call, a result, or another wrapper), not a field of
    its own (an event's ``{"status": {"code": 200}}``)."""
    return isinstance(value, dict) and any(key in value for key in _MESSAGE_FIELDS)


def _repr_call(found: _Fields) -> LoggedMessage | None:
    """A call logged as its class's repr (LangChain's ``AgentAction(tool='alfworld', tool_input='go to desk 1',
    log=...)``): the call its fields make (a call written as JSON is read by ``gmem.text``)."""
    call = call_fields(found)
    return None if call is None else LoggedMessage(text="", call=call, reasoning=False)


def _traced_response(found: _Fields) -> LoggedMessage | None:
    """A traced call whose output is a model's response (Weave's call of the model): that response's message."""
    response = found.get("output")
    return _message(response) if isinstance(response, dict) else None


def _thought_record(found: _Fields) -> LoggedMessage | None:
    """A trajectory's step that only thought (SWE-agent's ``{"thought": "...", "action": "", ...}``): its thought."""
    thought = found.get("thought")
    if not isinstance(thought, str) or not thought.strip() or call_fields(found) is not None:
        return None
    return LoggedMessage(text=thought.strip(), call=None, reasoning=True)


def _marked_thought(part: _Fields) -> bool:
    """A part marked as reasoning: Gemini's ``"thought": true``, ADK's A2A parts' ``{"metadata": {"adk_thought":
    true}}``."""
    metadata = part.get("metadata")
    marked = isinstance(metadata, dict) and any(v is True for k, v in metadata.items() if str(k).endswith("thought"))
    return part.get("thought") is True or marked


def _result(found: _Fields) -> LoggedMessage | None:
    """A tool's or an environment's result logged as an object of its own (a gym step's ``{"observation": ...,
    "reward": 0, "done": false}``, Letta's ``{"status": "OK", "message": ...}``): the words it returned."""
    if any(key in found for key in _CALL_FIELDS):  # a call (OpenHands' action, a JSON tool call): read by gmem.text
        return None
    said = next((found[key] for key in _RESULT_KEYS if isinstance(found.get(key), str)), None)
    return None if said is None else LoggedMessage(text=said.strip(), call=None, reasoning=False)


def _call(message: _Fields, blocks: list[Any]) -> tuple[str, object] | None:
    """The first call a message makes: its ``tool_calls`` (LangChain's ``{"name", "args"}``, OpenAI's ``{"function":
    {"name", "arguments"}}``), Letta's ``tool_call``, a legacy ``function_call``, a call among its content (a
    ``tool_use`` block, an AutoGen ``FunctionCall``, a Gemini ``functionCall`` part), or the message itself when it
    is one (a Responses ``function_call`` item)."""
    extra = message.get("additional_kwargs")
    candidates: list[object] = [
        *(message.get("tool_calls") or []),
        *(message.get("used_tools") or []),
        *((extra.get("tool_calls") or []) if isinstance(extra, dict) else []),
        message.get("tool_call"),
        message.get("function_call"),
        *blocks,
        message,
    ]
    for candidate in candidates:
        if not isinstance(candidate, dict) or _kind(candidate) in _ANSWERING:
            continue
        if _kind(candidate) == _DATA_KIND and isinstance(candidate.get("data"), dict):
            return _DATA_KIND, candidate["data"]
        function = candidate.get("function")
        called: _Fields = function if isinstance(function, dict) else candidate
        name = next((called[key] for key in _NAME_KEYS if isinstance(called.get(key), str)), "")
        name = name or (function if isinstance(function, str) else "")  # Inspect's ``{"function": "act", ...}``
        if (candidate is message and _kind(message) not in _CALL_KINDS) or not name.strip():
            continue
        arguments = next((called[key] for key in ARGUMENT_KEYS if key in called), None)
        if arguments is not None or _kind(candidate) in _CALL_KINDS:
            return name, arguments
    return None


def _text(value: object) -> str:
    """The words a message, block or result holds, in order; a call's arguments are no words of it."""
    if isinstance(value, str):  # a result may itself be serialized (an MCP tool's ``{"content": [...]}``)
        nested = read_message(value) if value.lstrip().startswith(("{", "[")) else None
        return value.strip() if nested is None else nested.text
    if isinstance(value, list):
        return "\n".join(part for part in (_text(item) for item in value) if part)
    if not isinstance(value, dict) or _kind(value) in _CALL_KINDS or "arguments" in value:
        return ""
    return next((said for key in _TEXT_KEYS if key in value and (said := _text(value[key]))), "")
