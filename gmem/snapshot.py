"""Snapshots of a memory's in-memory index, so that a large memory opens in about a second.

Opening a memory rebuilds its query index from the store: every task's words, procedure and vector, and
every query-graph edge. At 100,000 tasks that is most of a gigabyte of rows to read and decode. So a
memory keeps a snapshot of its built index: plain arrays, read back without any per-task work, beside a
SQLite file (``team.db-index``) or, for PostgreSQL, in the cache folder (``$GMEM_CACHE_DIR``, by default
``~/.cache/gmem``). Opening loads the snapshot and then catches up with the store from the point the
snapshot was taken, exactly as a running process catches up with another's writes.

A snapshot is only a cache. It names the store state it was taken at (the store's id, namespace, embedder,
the newest task and change it includes) and is used only when the store still agrees; otherwise the index
is rebuilt from the store and a new snapshot written. It is written when a memory closes or opens having read at least
:data:`STALE_TASKS` tasks that the snapshot lacked, and only for memories of :data:`MIN_TASKS` or more
(smaller ones open from the store in well under a second). Writing goes to a temporary file that replaces
the old one, so a reader never sees half a snapshot; a failed write is logged and changes nothing else.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
import zipfile
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from gmem.store.base import DEFAULT_NAMESPACE, StoreCursor, is_postgres_url
from gmem.tiers.query import QueryIndex, ScoringWeights

log = logging.getLogger(__name__)

#: Bump when the arrays of :meth:`QueryIndex.to_arrays` change meaning: older snapshots are then ignored.
FORMAT = 3  # 3: word vectors
#: Memories smaller than this are not snapshotted.
MIN_TASKS = 10_000
#: A snapshot lacking at least this many of the store's tasks is rewritten.
STALE_TASKS = 1_000
SUFFIX = "-index"


@dataclass(frozen=True)
class SnapshotInfo:
    """The store state a snapshot was taken at."""

    store: str  # the store's id
    namespace: str
    embedder: str
    dimension: int
    contexts: bool  # whether it holds context vectors
    seq: int  # the cursor: the last task and revision the index had read
    revision: int
    change: int  # the newest logged curation change
    tasks: int
    last_task: str  # the task with the highest seq, a check that the store is the one snapshotted
    last_seq: int

    @property
    def cursor(self) -> StoreCursor:
        return StoreCursor(self.seq, self.revision)


def snapshot_path(location: str, namespace: str = DEFAULT_NAMESPACE) -> Path | None:
    """Where the snapshot of a store's namespace lives (none for ``:memory:``)."""
    if location == ":memory:":
        return None
    if is_postgres_url(location):
        cache = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
        folder = Path(os.environ.get("GMEM_CACHE_DIR") or Path(cache) / "gmem")
        return folder / (hashlib.sha256(f"{location}\n{namespace}".encode()).hexdigest()[:24] + SUFFIX)
    digest = "" if namespace == DEFAULT_NAMESPACE else "-" + hashlib.sha256(namespace.encode()).hexdigest()[:12]
    return Path(location + SUFFIX + digest)


def save(path: Path, index: QueryIndex, info: SnapshotInfo) -> bool:
    """Write the snapshot; ``False`` (logged) when it could not be written."""
    arrays = index.to_arrays()
    arrays["info"] = np.frombuffer(json.dumps({"format": FORMAT, **asdict(info)}).encode(), dtype=np.uint8)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=path.name + ".", suffix=".partial", dir=path.parent)
        try:
            with os.fdopen(handle, "wb") as sink:
                np.savez(sink, **arrays)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError as exc:
        log.warning("could not write the index snapshot %s: %s", path, exc)
        return False
    log.info("wrote the index snapshot %s (%d tasks)", path, info.tasks)
    return True


def load(path: Path, dimension: int, weights: ScoringWeights) -> tuple[SnapshotInfo, QueryIndex] | None:
    """The snapshot at ``path``, or ``None`` when there is none or it is unreadable (logged)."""
    if not path.exists():
        return None
    try:
        with np.load(path, allow_pickle=False) as stored:
            arrays = {name: stored[name] for name in stored.files}
        meta = json.loads(arrays.pop("info").tobytes().decode())
        if meta.pop("format") != FORMAT:
            log.info("ignoring the index snapshot %s: written by another version of gmem", path)
            return None
        info = SnapshotInfo(**meta)
        if info.dimension != dimension or info.contexts != bool(weights.context):
            log.info("ignoring the index snapshot %s: taken with other embeddings", path)
            return None
        return info, QueryIndex.from_arrays(arrays, dimension, weights)
    except (OSError, ValueError, KeyError, TypeError, zipfile.BadZipFile) as exc:
        log.warning("ignoring the unreadable index snapshot %s: %s", path, exc)
        return None
