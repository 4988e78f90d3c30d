"""Storage backends behind one contract (:mod:`gmem.store.base`, split by concern into a task log, curation
and transfer): SQLite and PostgreSQL. The values that cross it are in :mod:`gmem.store.writes`."""

from gmem.store.base import DEFAULT_NAMESPACE, MemoryStore, Neighbour, open_store
from gmem.store.transfer import export_memory, import_memory
from gmem.store.writes import StoreCursor, StoredTask, TaskWrite

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
