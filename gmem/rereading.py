"""Reading a memory's runs again when gmem reads instructions, or steps, differently.

A run is learned by the words its instruction is read into (:func:`gmem.tiers.terms.recorded_terms`) and by its
procedure, the templates of the steps it took (:func:`gmem.text.procedure_features`), both read once on the
record path and stored with it, so that opening a memory, or scoring it in PostgreSQL, never reads every run
again. A query, though, is always read by the running version. When a release reads instructions differently
(a new synonym, "place" read as "put") or steps (``> go to desk 1`` read as ``go to desk 1``), runs stored by an
older one would be learned by words no query says any more, or by steps no new run takes. So every task keeps
the version of the reading that gave its words and procedure (:data:`~gmem.tiers.terms.READING`), and a memory,
as it opens, reads again the runs an older version read (and those stored before tasks kept it): their
instructions, and their steps as their interaction graphs hold them. It stores what changed in one transaction
(:meth:`~gmem.store.base.TaskLog.reread_runs`). What was made of a run when it was recorded (its links to
similar runs, the lessons mined from it, its key steps) stays as it was.

That is done once per namespace and version: a memory that reads nothing older opens as before, after one
indexed lookup. When anything changed, the change is logged, so every process's index and every snapshot
is rebuilt from the new words and procedures, and PostgreSQL rebuilds the namespace's scoring terms. A process
of an older version still running keeps reading its own way; what it stores is read again when a newer one
next opens.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from gmem import limits
from gmem.store.base import MemoryStore
from gmem.store.writes import RunToRead
from gmem.text import procedure_features
from gmem.tiers.terms import READING, recorded_terms

log = logging.getLogger(__name__)

#: Runs read per statement: their steps come with them, so a memory of any size is read a bounded part at a time.
CHUNK = 500


def reread(store: MemoryStore) -> int:
    """Read again the stored runs an older reading gave their words and procedure; returns how many runs
    changed."""
    read: list[str] = []
    changed: dict[str, RunToRead] = {}
    after = 0
    while runs := store.runs_read_before(READING, after=after, limit=CHUNK):
        if not read:
            log.info("namespace %r: runs were read by an older gmem; reading them again", store.namespace)
        for run in runs:
            read.append(run.id)
            words = recorded_terms(limits.scored(run.instruction))
            procedure = procedure_features(run.steps[: limits.SCORED_STEPS])
            if (words, procedure) != (run.words, run.procedure):
                changed[run.id] = replace(run, words=words, procedure=procedure, steps=[])
        after = runs[-1].seq
    if not read:
        return 0
    store.reread_runs(read, changed, READING)
    log.info(
        "namespace %r: read %d runs again (reading %d); the words or steps of %d changed",
        store.namespace,
        len(read),
        READING,
        len(changed),
    )
    return len(changed)
