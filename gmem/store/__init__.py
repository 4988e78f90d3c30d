"""Storage backends behind one protocol (:class:`gmem.store.base.MemoryStore`)."""

from gmem.store.base import MemoryStore, StoredTask, TaskWrite, open_store

__all__ = ["MemoryStore", "StoredTask", "TaskWrite", "open_store"]
