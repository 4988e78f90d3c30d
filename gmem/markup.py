"""A model's tool call as its chat template marks it in the raw text the model wrote, and what the tool returned.

A team that serves an open model without a tool-call parser, or logs what the model wrote before the parser read it,
stores a step as the model's words and its call in the model's own markup: Qwen's and Hermes' ``<tool_call>{"name": ...,
"arguments": ...}</tool_call>`` (G-Memory's own runs are Qwen's), Mistral's ``[TOOL_CALLS]``, Llama's
``<|python_tag|>``, ``<function=name>`` and pythonic list of calls (``[name(key="value")]``), Granite's
``<|tool_call|>``, DeepSeek's tool-call tokens, gpt-oss's Harmony ``to=functions.name ... <|message|>``, Qwen-Agent's
``✿FUNCTION✿`` and ``✿ARGS✿``, InternLM's ``<|action_start|><|plugin|>``. Read as text, each such step was its markup's
template (``<tool_call> [_] </tool_call>``) whatever it did, and what the tool returned, wrapped in the template's
markup for it (``<tool_response>``, ``[TOOL_RESULTS]``, Llama's ``ipython`` turn ...), was no observation and never a
no-op. :func:`read_markup` reads the words before the first call and the call, :func:`pythonic_call` a pythonic list's
first call, :func:`read_result` the words a tool returned (``gmem.messages`` makes them a message, which ``gmem.text``
reads for its act, its words and its result).
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Callable

from gmem.calls import json_call

_Call = tuple[str, object]


def _json(text: str) -> object:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _named_call(name: str, arguments: str) -> _Call | None:
    """A call whose name the markup says and whose arguments are a JSON object after it."""
    value = _json(arguments)
    return (name, value) if isinstance(value, dict) else None


#: Each model family's markup, and how its match is a call. Patterns match from the first call's opening: what
#: comes before it is the model's words.
_MARKUPS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], _Call | None]]] = [
    (re.compile(r"<tool_call>\s*(\{.*?\})\s*</tool_call>", re.DOTALL), lambda m: json_call(m.group(1))),
    (re.compile(r"<function=([\w.\-]+)>\s*(\{.*?\})\s*</function>", re.DOTALL), lambda m: _named_call(*m.groups())),
    (re.compile(r"\[TOOL_CALLS\]\s*([\w.\-]+)\[ARGS\]\s*(\{.*\})", re.DOTALL), lambda m: _named_call(*m.groups())),
    (re.compile(r"\[TOOL_CALLS\]\s*(\[.*\])", re.DOTALL), lambda m: json_call(m.group(1))),
    (re.compile(r"<\|python_tag\|>\s*(\{.*\})", re.DOTALL), lambda m: json_call(m.group(1))),
    (re.compile(r"<\|tool_call\|>\s*(\[.*\]|\{.*\})", re.DOTALL), lambda m: json_call(m.group(1))),
    (
        re.compile(
            r"<｜tool▁call▁begin｜>\s*\w*\s*<｜tool▁sep｜>\s*([\w.\-]+)\s*```(?:json)?\s*(\{.*?\})\s*```", re.DOTALL
        ),
        lambda m: _named_call(*m.groups()),
    ),
    (
        re.compile(r"to=functions\.([\w.\-]+)[^{]*?<\|message\|>\s*(\{.*?\})\s*<\|call\|>", re.DOTALL),
        lambda m: _named_call(*m.groups()),
    ),
    (
        re.compile(r"✿FUNCTION✿:\s*([\w.\-]+)\s*✿ARGS✿:\s*(\{.*?\})\s*(?=✿|$)", re.DOTALL),
        lambda m: _named_call(*m.groups()),
    ),
    (
        re.compile(r"<\|action_start\|>\s*<\|plugin\|>\s*(\{.*?\})\s*<\|action_end\|>", re.DOTALL),
        lambda m: json_call(m.group(1)),
    ),
]
#: A chat template's special tokens (``<|eot_id|>``, ``<|start|>``, DeepSeek's ``<｜tool▁calls▁begin｜>``): no words.
_SPECIAL_TOKEN = re.compile(r"<\|[^|<>\s]*\|>|<｜[^｜]*｜>")
#: What a Harmony message's header says around its words (``<|start|>assistant<|channel|>analysis<|message|>``).
_HARMONY_HEADER = re.compile(r"\b(?:assistant|analysis|commentary|final)\b")


#: Llama's pythonic tool calls (Llama 3.2, Llama 4): a list of calls of functions (lower case: a list of a class's
#: instances, AgentChat's ``[FunctionCall(...)]``, is a framework's, read by ``gmem.messages``).
_PYTHONIC = re.compile(r"^\[\s*[a-z_][\w.]*\(.*\)\s*\]$", re.DOTALL)


def pythonic_call(text: str) -> _Call | None:
    """The first call of a pythonic list of tool calls (``[alfworld(command="go to desk 1")]``): its function's name
    and its keyword arguments, else None (no such list, arguments given by position or not literals)."""
    if not _PYTHONIC.match(text):
        return None
    try:
        listed = ast.parse(text, mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    first = listed.elts[0] if isinstance(listed, ast.List) and listed.elts else None
    if not isinstance(first, ast.Call) or not isinstance(first.func, ast.Name) or first.args:
        return None
    try:
        return first.func.id, {
            keyword.arg: ast.literal_eval(keyword.value) for keyword in first.keywords if keyword.arg
        }
    except (ValueError, SyntaxError, RecursionError):
        return None


#: What a tool returned, as each model family's template wraps it for the model: Qwen's and Hermes'
#: ``<tool_response>``, Mistral's ``[TOOL_RESULTS]``, Llama's ``ipython`` turn, DeepSeek's tool output, gpt-oss's
#: message from ``functions.name``, Qwen-Agent's ``✿RESULT✿``, InternLM's ``environment`` turn (those whose end a log
#: may cut off read to the text's end).
_RESULTS = [
    re.compile(r"<tool_response>(.*?)</tool_response>", re.DOTALL),
    re.compile(r"\[TOOL_RESULTS\](.*?)\[/TOOL_RESULTS\]", re.DOTALL),
    re.compile(r"<\|start_header_id\|>ipython<\|end_header_id\|>(.*?)(?:<\|eot_id\|>|$)", re.DOTALL),
    re.compile(r"<｜tool▁output▁begin｜>(.*?)<｜tool▁output▁end｜>", re.DOTALL),
    re.compile(
        r"functions\.[\w.\-]+ to=assistant[^<]*(?:<\|channel\|>\w+)?<\|message\|>(.*?)(?:<\|end\|>|$)", re.DOTALL
    ),
    re.compile(r"✿RESULT✿:(.*?)(?:✿RETURN✿|$)", re.DOTALL),
    re.compile(r"<\|im_start\|>environment name=<\|plugin\|>(.*?)(?:<\|im_end\|>|$)", re.DOTALL),
]


def read_result(text: str) -> str | None:
    """What a tool returned, when ``text`` wraps it as a model family's chat template does for the model (its first
    result), else None. A result serialized inside (``{"content": "..."}``) is the caller's to read."""
    found = [match for pattern in _RESULTS if (match := pattern.search(text))]
    return min(found, key=lambda match: match.start()).group(1).strip() if found else None


def read_markup(text: str) -> tuple[str, _Call] | None:
    """The words a model wrote before its first tool call, and the call (its tool's name and arguments), when
    ``text`` marks one as a model family's chat template does; else None (no markup, or a call not read: arguments
    that are no JSON object)."""
    found = [(match.start(), match, reader) for pattern, reader in _MARKUPS if (match := pattern.search(text))]
    for start, match, reader in sorted(found, key=lambda item: item[0]):
        call = reader(match)
        if call is not None:
            words = _SPECIAL_TOKEN.sub(" ", text[:start])
            if "<|channel|>" in text:
                words = _HARMONY_HEADER.sub(" ", words)
            return re.sub(r"[ \t]+", " ", words).strip(), call
    return None
