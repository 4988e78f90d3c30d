"""Storage backends behind one contract (:mod:`gmem.store.base`): SQLite and PostgreSQL.

The contract is split by concern - :class:`TaskLog`, :class:`Curation`, :class:`Transfer` - and
:class:`MemoryStore` composes them; :class:`VectorSearch` is an optional capability. The values that cross
it are in :mod:`gmem.store.writes`."""

from gmem.store.base import (
    DEFAULT_NAMESPACE,
    Curation,
    MemoryStore,
    Neighbour,
    StoreHandle,
    TaskLog,
    Transfer,
    VectorSearch,
    open_store,
)
from gmem.store.transfer import export_memory, import_memory
from gmem.store.writes import ORIGIN, InsightUpdate, StoreCursor, StoredTask, TaskWrite

__all__ = [
    "DEFAULT_NAMESPACE",
    "ORIGIN",
    "Curation",
    "InsightUpdate",
    "MemoryStore",
    "Neighbour",
    "StoreCursor",
    "StoreHandle",
    "StoredTask",
    "TaskLog",
    "TaskWrite",
    "Transfer",
    "VectorSearch",
    "export_memory",
    "import_memory",
    "open_store",
]
