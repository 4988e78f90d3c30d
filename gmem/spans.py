"""Steps logged as a traced run's spans: the call a tool's span records, the message a model's span returned.

A team that traces its agents imports the spans its tracer stored: an OTLP export's, Langfuse's or Logfire's rows,
Phoenix's OpenInference spans, MLflow's trace. Each tracer writes a tool's name, its arguments and its result, or the
messages a model returned, under attribute names of its own convention (:data:`ATTRIBUTES`), some of them as JSON
inside the attribute. :func:`read_span` reads them alike; :mod:`gmem.messages` makes the step's message of them.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

#: How an OTLP export nests its spans: resource, scope, span.
_SPAN_LISTS = ("resource_spans", "scope_spans", "spans")
#: The attributes a tracer writes a tool's span and a model's span in, by convention: OpenTelemetry's GenAI
#: (``gen_ai.*``), OpenInference's (Phoenix: ``tool.*``, ``input.value``, ``llm.output_messages``), MLflow's
#: (``mlflow.span*``, a tool's span marked by its ``mlflow.spanType``), in snake case as every key is read.
ATTRIBUTES = {
    "tool": ("gen_ai.tool.name", "tool.name", "mlflow.span_function_name"),
    "arguments": ("gen_ai.tool.call.arguments", "tool.parameters", "input.value", "mlflow.span_inputs"),
    "result": ("gen_ai.tool.call.result", "output.value", "mlflow.span_outputs"),
    "output": ("gen_ai.output.messages", "llm.output_messages", "mlflow.span_outputs"),
}
#: How OpenInference flattens a message's fields (``message.role``, ``message.content``).
_FLATTENED = "message."


@dataclass(frozen=True)
class Span:
    """A span, read: the tool a tool's span records (``tool``, with its ``arguments`` and what it returned,
    ``result``), or what a model's span returned (``output``: a message, a list of them, or text)."""

    tool: str | None
    arguments: object
    result: str
    output: object


def read_span(found: Mapping[str, object]) -> Span | None:
    """The span ``found`` holds (an OTLP export's first), its keys in snake case, or None when its attributes name no
    tool and no model's output."""
    for key in _SPAN_LISTS:
        if isinstance(listed := found.get(key), list) and listed and isinstance(listed[0], Mapping):
            found = listed[0]
    given = found.get("attributes")
    if not isinstance(given, Mapping):
        return None
    attributes = {key: _decoded(value) for key, value in given.items()}
    named = _first(attributes, ATTRIBUTES["tool"])
    if isinstance(named, str) and named.strip() and attributes.get("mlflow.span_type", "TOOL") == "TOOL":
        said = _first(attributes, ATTRIBUTES["result"])
        result = said.strip() if isinstance(said, str) else ""
        return Span(tool=named, arguments=_first(attributes, ATTRIBUTES["arguments"]), result=result, output=None)
    output = _first(attributes, ATTRIBUTES["output"])
    if output is None:
        return None
    if isinstance(output, list):
        output = [_unflattened(item) for item in output]
    return Span(tool=None, arguments=None, result="", output=output)


def attribute_map(pairs: Iterable[Mapping[str, object]]) -> dict[str, object]:
    """OTLP's JSON list of attributes (``[{"key": ..., "value": {"stringValue": ...}}]``) as a mapping, each value
    the one it holds."""
    return {str(pair["key"]): _value(pair["value"]) for pair in pairs}


def _value(value: object) -> object:
    return next(iter(value.values())) if isinstance(value, Mapping) and len(value) == 1 else value


def _first(attributes: Mapping[str, object], keys: tuple[str, ...]) -> object:
    return next((attributes[key] for key in keys if attributes.get(key) not in (None, "")), None)


def _decoded(value: object) -> object:
    """An attribute's value, read from the JSON a tracer wrote it in (MLflow's ``"\\"TOOL\\""``), when it is JSON."""
    if isinstance(value, str) and value.strip()[:1] in ('"', "{", "["):
        with contextlib.suppress(ValueError, RecursionError):
            return json.loads(value)
    return value


def _unflattened(item: object) -> object:
    if not isinstance(item, Mapping):
        return item
    return {str(key).removeprefix(_FLATTENED): value for key, value in item.items()}
