"""The query side of a namespace scored in PostgreSQL, cached per process.

A namespace's vocabulary and learned sums are a few kilobytes, its words read in context about 3 KB per word
(:mod:`.contexts`); every memory of the process shares one cache of them, bounded by bytes, so a worker
serving many namespaces holds no more than the bound. Evicting an entry loses nothing: the database holds
the sums.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from gmem.limits import cache_bytes
from gmem.store.pg_retrieval.contexts import NamespaceReading
from gmem.tiers.query import QueryIndex

#: Default bound of the process-wide statistics cache, in bytes (``GMEM_SCORING_CACHE_MB`` overrides it).
CACHE_BYTES = 256 * 2**20


@dataclass
class Statistics:
    """One namespace's query side as of one read of the database, with the counters it was read at."""

    index: QueryIndex  # holds no task: vocabulary, learned sums, and (once needed) the word vectors
    reading: NamespaceReading  # the words in context ``index`` reads by, kept when the sums are read again
    tasks: int
    taught: int  # runs that teach (gmem.tiers.sums.teaches)
    changes: int
    nbytes: int


class StatisticsCache:
    """Namespaces' :class:`Statistics`, least recently used evicted first once they exceed ``max_bytes``.
    Shared by every memory of the process; thread-safe."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._entries: OrderedDict[tuple[str, str], Statistics] = OrderedDict()
        self._lock = threading.Lock()
        self.evictions = 0

    def get(self, key: tuple[str, str]) -> Statistics | None:
        with self._lock:
            found = self._entries.get(key)
            if found is not None:
                self._entries.move_to_end(key)
            return found

    def put(self, key: tuple[str, str], statistics: Statistics) -> None:
        with self._lock:
            self._entries[key] = statistics
            self._entries.move_to_end(key)
            self._evict()

    def grew(self, statistics: Statistics, nbytes: int) -> None:
        """An entry gained ``nbytes`` (its word vectors were loaded, or words in context read)."""
        with self._lock:
            statistics.nbytes += nbytes
            self._evict()

    def resize(self, max_bytes: int) -> None:
        with self._lock:
            self.max_bytes = max_bytes
            self._evict()

    @property
    def nbytes(self) -> int:
        with self._lock:
            return sum(s.nbytes for s in self._entries.values())

    def __len__(self) -> int:
        return len(self._entries)

    def _evict(self) -> None:
        total = sum(s.nbytes for s in self._entries.values())
        while len(self._entries) > 1 and total > self.max_bytes:
            _, gone = self._entries.popitem(last=False)
            total -= gone.nbytes
            self.evictions += 1


#: The statistics of every namespace this process scores in PostgreSQL.
statistics_cache = StatisticsCache(cache_bytes("GMEM_SCORING_CACHE_MB", CACHE_BYTES))
