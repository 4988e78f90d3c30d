"""What a node returned, as gmem reads it and adds to it.

A node may return a dict, a state object, a ``Command``, a list of them, or None. From that gmem reads
what the node's role said - its new messages or, for a node without any, the fields it set - and where
it routed; it takes out the memory the node was given, should the node pass its input through; and it
adds the node's trace write in a form LangGraph accepts next to whatever the node returned.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator, Mapping
from typing import Any

from langgraph.graph import END
from langgraph.types import Command, Send
from pydantic import BaseModel

from .messages import as_messages, clip, message_steps, without_memory_messages
from .task import read_field
from .trace import TRACE_KEY, StepText


def without_memory(result: Any, *, messages_key: str, context_key: str, context_value: str | None) -> Any:
    """The return value without the memory message, nor ``context_value`` under ``context_key``: what
    a node that passes its input through would otherwise store."""

    def clean(value: Any) -> Any:
        if isinstance(value, dict):
            cleaned = dict(value)
            if messages_key in cleaned:
                cleaned[messages_key] = without_memory_messages(cleaned[messages_key])
            if context_value is not None and cleaned.get(context_key) == context_value:
                del cleaned[context_key]
            return cleaned
        if isinstance(value, Command) and isinstance(value.update, dict):
            return dataclasses.replace(value, update=clean(value.update))
        if isinstance(value, (list, tuple)):
            return [clean(item) for item in value]
        return value

    return clean(result)


def node_steps(
    result: Any, *, messages_key: str, known: set[str], calls: Mapping[str, str], skip: set[str]
) -> list[StepText]:
    """What the node's role said: its messages not among the ``known`` ids it was given or, for a node
    that returns none, one step listing the fields it set other than those in ``skip``."""
    updates = list(_updates_in(result))
    new = [
        m for update in updates for m in as_messages(read_field(update, messages_key)) if not m.id or m.id not in known
    ]
    return message_steps(new, calls=calls) or _field_steps(updates, skip=skip)


def goto_targets(result: Any) -> set[str]:
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


def with_write(result: Any, write: dict[str, Any]) -> Any:
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
