"""The storage protocol every backend implements.

The store is the bottom of gmem's one-way data flow: the tiers compute everything a recorded task
changes (its node, its interaction graph, its query-graph links, the insight updates) into one
:class:`TaskWrite`, and the store applies it in one transaction. Reads return pydantic models. Nothing
above the store touches SQL, and the store computes nothing.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import numpy as np

from gmem.models import Insight, InteractionGraph, QueryNode, TaskStatus
from gmem.tiers.insight import InsightUpdate


@dataclass
class TaskWrite:
    """Everything one recorded task adds or changes, applied atomically."""

    node: QueryNode
    graph: InteractionGraph
    words: list[str]
    procedure: list[str]
    instruction_vector: np.ndarray
    context_vector: np.ndarray
    links: list[tuple[str, str, float]] = field(default_factory=list)  # (other task id, kind, weight)
    insight_updates: list[InsightUpdate] = field(default_factory=list)
    used_insights: list[int] = field(default_factory=list)


@dataclass
class StoredTask:
    """A task as loaded to rebuild the in-memory query index at open."""

    id: str
    status: TaskStatus
    instruction: str
    words: list[str]
    procedure: list[str]
    failure_reason: str
    instruction_vector: np.ndarray
    context_vector: np.ndarray


class DuplicateTaskError(ValueError):
    """A task with this id is already stored; recording it again would fork its history."""


class MemoryStore(Protocol):
    """What gmem needs from a backend. Implementations: :mod:`gmem.store.sqlite`."""

    def check_embedder(self, name: str, dimension: int) -> None:
        """Remember the embedder on first use; refuse a different one later (vectors would not compare)."""

    def commit(self, writes: Sequence[TaskWrite]) -> None:
        """Apply the writes in one transaction: all of them land, or none."""

    def load_tasks(self) -> Iterator[StoredTask]:
        """Every task, in insertion order."""

    def load_links(self) -> Iterator[tuple[str, str, float]]:
        """Every query-graph edge ``(a, b, weight)``."""

    def has_task(self, task_id: str) -> bool: ...

    def get_nodes(self, ids: Sequence[str]) -> dict[str, QueryNode]: ...

    def get_graph(self, task_id: str) -> InteractionGraph: ...

    def update_insights(self, updates: Sequence[InsightUpdate]) -> None:
        """Apply insight upserts, edits and deletions in one transaction (the LLM operations' writes)."""

    def insights_for_tasks(self, ids: Sequence[str]) -> list[Insight]:
        """Insights with a hyperedge to any of the tasks."""

    def list_insights(self) -> list[Insight]: ...

    def apply_feedback(self, task_id: str, status: TaskStatus, on_resolved: float, on_failed: float) -> int:
        """Set the task's outcome; the first time it becomes known, move the scores of the insights
        that were shown for it. Returns how many insight scores moved."""

    def counts(self) -> dict[str, int]: ...

    def close(self) -> None: ...


def open_store(location: str | Path) -> MemoryStore:
    """A store for a location: a file path (SQLite) or ``:memory:``."""
    text = str(location)
    if text.startswith(("postgresql://", "postgres://")):
        raise ValueError("PostgreSQL stores are not available in this version of gmem; use a file path")
    from gmem.store.sqlite import SQLiteStore

    return SQLiteStore(text)
