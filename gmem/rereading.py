"""Reading a memory's runs again when gmem reads instructions differently.

A run is learned by the words its instruction is read into (:func:`gmem.tiers.terms.recorded_terms`), read
once on the record path and stored with it, so that opening a memory, or scoring it in PostgreSQL, never
reads every instruction again. A query, though, is always read by the running version. When a release reads
instructions differently (a new synonym, "place" read as "put"), runs stored by an older one would be learned
by words no query says any more. So every task keeps the version of the reading that gave its words
(:data:`~gmem.tiers.terms.READING`), and a memory, as it opens, reads again the runs an older version read
(and those stored before tasks kept it) and stores their new words in one transaction
(:meth:`~gmem.store.base.TaskLog.reread_words`).

That is done once per namespace and version: a memory that reads nothing older opens as before, after one
indexed lookup. When any words changed, the change is logged, so every process's index and every snapshot
is rebuilt from the new words, and PostgreSQL rebuilds the namespace's scoring terms. A process of an older
version still running keeps reading its own way; what it stores is read again when a newer one next opens.
"""

from __future__ import annotations

import logging

from gmem import limits
from gmem.store.base import MemoryStore
from gmem.tiers.terms import READING, recorded_terms

log = logging.getLogger(__name__)


def reread(store: MemoryStore) -> int:
    """Read again the stored runs an older reading gave their words; returns how many runs' words changed."""
    runs = store.runs_read_before(READING)
    if not runs:
        return 0
    log.info("namespace %r: %d runs were read by an older gmem; reading them again", store.namespace, len(runs))
    changed: dict[str, list[str]] = {}
    for task_id, instruction, words in runs:
        now = recorded_terms(limits.scored(instruction))
        if now != words:
            changed[task_id] = now
    store.reread_words([task_id for task_id, _, _ in runs], changed, READING)
    log.info(
        "namespace %r: read %d runs again (reading %d); the words of %d changed",
        store.namespace,
        len(runs),
        READING,
        len(changed),
    )
    return len(changed)
