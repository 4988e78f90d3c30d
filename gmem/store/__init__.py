"""Storage backends behind one protocol (:class:`gmem.store.base.MemoryStore`): SQLite and PostgreSQL."""

from gmem.store.base import (
    DEFAULT_NAMESPACE,
    MemoryStore,
    Neighbour,
    StoreCursor,
    StoredTask,
    TaskWrite,
    open_store,
)
from gmem.store.transfer import export_memory, import_memory

__all__ = [
    "DEFAULT_NAMESPACE",
    "MemoryStore",
    "Neighbour",
    "StoreCursor",
    "StoredTask",
    "TaskWrite",
    "export_memory",
    "import_memory",
    "open_store",
]
