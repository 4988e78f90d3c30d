"""gmem: a hierarchical collective memory for multi-agent LLM teams (after G-Memory, Zhang et al. 2025).

    from gmem import Memory
    memory = Memory.open("team.db")
    memory.import_jsonl("runs.jsonl")
    ctx = memory.retrieve("put a hot mug in coffeemachine", roles=["solver", "critic"])
    print(ctx.for_role("solver").text)
"""

from gmem.embedding import CallableEmbedder, Embedder, SentenceTransformerEmbedder
from gmem.importer import RecordError
from gmem.memory import Memory, MemoryConfig, MemoryStats, RoleLike, as_role, as_status
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
)
from gmem.fence import is_memory_block
from gmem.store.base import DuplicateTaskError, UndoError

__version__ = "0.1.0"

__all__ = [
    "CallableEmbedder",
    "Change",
    "ChangeKind",
    "DuplicateTaskError",
    "EdgeKind",
    "Embedder",
    "Excerpt",
    "Insight",
    "InteractionEdge",
    "InteractionGraph",
    "Memory",
    "MemoryConfig",
    "MemoryStats",
    "QueryNode",
    "RankedInsight",
    "RankedTask",
    "RecordError",
    "Retrieval",
    "Role",
    "RoleContext",
    "RoleLike",
    "SentenceTransformerEmbedder",
    "Step",
    "TaskRecord",
    "TaskStatus",
    "UndoError",
    "Utterance",
    "UtteranceKind",
    "as_role",
    "as_status",
    "is_memory_block",
]
