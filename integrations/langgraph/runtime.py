"""What LangGraph tells a running node through its config: where it is in the run, and the run's state.

A node is given its input, not the graph: which node it is, in which superstep, what started it and on
which thread come from the config's metadata, and the graph's channels - the trace, or the state a
``Send`` target is not given - from the state reader LangGraph puts in every task's config.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.errors import EmptyChannelError

#: The trigger of a node started by ``Send``.
_PUSH_TRIGGER = "__pregel_push"
#: The state reader LangGraph puts in every task's config. A node started by ``Send`` is given the Send
#: payload, not the state, so gmem reads channels through this (LangGraph's own ToolNode does the same).
_PREGEL_READ = "__pregel_read"


@dataclasses.dataclass(frozen=True)
class Place:
    """Where one node execution is in its run."""

    node: str
    superstep: int
    push: bool  # started by a Send rather than by an edge
    joins: list[str]  # sources of the wait-for-all edge that started it
    thread_id: str | None


def place_of(config: RunnableConfig, default_node: str) -> Place:
    metadata = config.get("metadata", {})
    triggers = metadata.get("langgraph_triggers", ())
    thread_id = config.get("configurable", {}).get("thread_id")
    return Place(
        node=metadata.get("langgraph_node", default_node),
        superstep=metadata.get("langgraph_step", 0),
        push=_PUSH_TRIGGER in triggers,
        joins=[source for t in triggers if t.startswith("join:") for source in t.split(":")[1].split("+")],
        thread_id=None if thread_id is None else str(thread_id),
    )


def read_channel(config: RunnableConfig, key: str) -> Any:
    """A channel's value as the running node's task sees it; None when it is empty or there is no run.

    Raises ``KeyError`` when the graph has no such channel.
    """
    read = config.get("configurable", {}).get(_PREGEL_READ)
    if read is None:
        return None
    try:
        return read(key, False)
    except EmptyChannelError:
        return None


def pushed_state(config: RunnableConfig, keys: set[str]) -> dict[str, Any]:
    """The graph's state for a node started by ``Send``, which is given the Send payload instead; empty
    for any other node. ``keys`` may name channels of other graphs, or empty ones: those are left out."""
    read = config.get("configurable", {}).get(_PREGEL_READ)
    if read is None or _PUSH_TRIGGER not in config.get("metadata", {}).get("langgraph_triggers", ()):
        return {}
    values = {}
    for key in keys:
        try:
            values[key] = read(key, False)
        except (KeyError, EmptyChannelError):
            continue
    return values
