"""gmem: a hierarchical collective memory for multi-agent LLM teams (after G-Memory, Zhang et al. 2025).

    from gmem import Memory
    memory = Memory.open("team.db")
    memory.import_jsonl("runs.jsonl")
    ctx = memory.retrieve("put a hot mug in coffeemachine", roles=["solver", "critic"])
    print(ctx.for_role("solver").text)

The names below are imported when first used (PEP 562), so ``import gmem.cli`` - what the ``gmem`` command
starts with - costs nothing of the library until a command needs it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

#: Each public name and the module that defines it.
_HOMES = {
    "gmem.config": ("MemoryConfig", "ScoringWeights", "TraversalSettings"),
    "gmem.embedding": ("CallableEmbedder", "Embedder", "SentenceTransformerEmbedder"),
    "gmem.errors": (
        "DuplicateTaskError",
        "EmbedderMismatchError",
        "GmemError",
        "InvalidArgumentError",
        "LLMError",
        "NotAStoreError",
        "NotFoundError",
        "RecordError",
        "SchemaTooNewError",
        "StoreFullError",
        "UndoError",
    ),
    "gmem.memory": ("Memory", "MemoryStats", "RoleLike", "as_role"),
    "gmem.models": (
        "BelowFloor",
        "Change",
        "ChangeKind",
        "EdgeKind",
        "Excerpt",
        "Insight",
        "InteractionEdge",
        "InteractionGraph",
        "QueryNode",
        "RankedInsight",
        "RankedTask",
        "Retrieval",
        "Role",
        "RoleContext",
        "Step",
        "TaskRecord",
        "TaskStatus",
        "Utterance",
        "UtteranceKind",
        "as_status",
    ),
    "gmem.fence": ("is_memory_block",),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = [
    "BelowFloor",
    "CallableEmbedder",
    "Change",
    "ChangeKind",
    "DuplicateTaskError",
    "EdgeKind",
    "Embedder",
    "EmbedderMismatchError",
    "Excerpt",
    "GmemError",
    "Insight",
    "InteractionEdge",
    "InteractionGraph",
    "InvalidArgumentError",
    "LLMError",
    "Memory",
    "MemoryConfig",
    "MemoryStats",
    "NotAStoreError",
    "NotFoundError",
    "QueryNode",
    "RankedInsight",
    "RankedTask",
    "RecordError",
    "Retrieval",
    "Role",
    "RoleContext",
    "RoleLike",
    "SchemaTooNewError",
    "ScoringWeights",
    "SentenceTransformerEmbedder",
    "Step",
    "StoreFullError",
    "TaskRecord",
    "TaskStatus",
    "TraversalSettings",
    "UndoError",
    "Utterance",
    "UtteranceKind",
    "as_role",
    "as_status",
    "is_memory_block",
]


def __getattr__(name: str) -> Any:
    module = _HOME_OF.get(name)
    if module is None:
        raise AttributeError(f"module 'gmem' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])


if TYPE_CHECKING:
    from gmem.config import MemoryConfig, ScoringWeights, TraversalSettings
    from gmem.embedding import CallableEmbedder, Embedder, SentenceTransformerEmbedder
    from gmem.errors import (
        DuplicateTaskError,
        EmbedderMismatchError,
        GmemError,
        InvalidArgumentError,
        LLMError,
        NotAStoreError,
        NotFoundError,
        RecordError,
        SchemaTooNewError,
        StoreFullError,
        UndoError,
    )
    from gmem.fence import is_memory_block
    from gmem.memory import Memory, MemoryStats, RoleLike, as_role
    from gmem.models import (
        Change,
        ChangeKind,
        EdgeKind,
        Excerpt,
        Insight,
        InteractionEdge,
        InteractionGraph,
        QueryNode,
        RankedInsight,
        RankedTask,
        Retrieval,
        Role,
        RoleContext,
        Step,
        TaskRecord,
        TaskStatus,
        Utterance,
        UtteranceKind,
        as_status,
    )
