"""Snapshots of a memory's in-memory index, so that a large memory opens in about a second.

Opening a memory rebuilds its query index from the store: every task's words, procedure and vector, and
every query-graph edge. At 100,000 tasks that is most of a gigabyte of rows to read and decode. So a
memory keeps a snapshot of its built index: plain arrays, read back without any per-task work, beside a
SQLite file (``team.db-index``) or, for PostgreSQL, in the cache folder (``$GMEM_CACHE_DIR``, by default
``~/.cache/gmem``). Opening loads the snapshot and then catches up with the store from the point the
snapshot was taken, exactly as a running process catches up with another's writes.

A snapshot is only a cache. It names the store state it was taken at (the store's id, namespace, embedder,
the newest task and change it includes) and is used only when the store still agrees; otherwise the index
is rebuilt from the store and a new snapshot written. It is written when a memory of :data:`MIN_TASKS` or
more closes or opens having read at least :data:`STALE_TASKS` tasks that the snapshot lacked (smaller ones read
their store in well under a second), and when a memory of any size closes holding at least
:data:`STALE_EMBEDDINGS` word vectors and instructions read in context that the snapshot lacked (written as they
are: that close runs no model). The store keeps no model output, so a memory rebuilt from it embeds those again
over its first retrievals: 7, 2.6 and 1 s for the first three retrievals of 600 HotpotQA context sentences
(3,309 words) on two CPU cores, 0.06 s in all from a snapshot. Writing goes to a temporary file that replaces
the old one, so a reader never sees half a snapshot; a failed write is logged and changes nothing else.

Because it is a cache, a snapshot is never trusted to be whole. Before anything is read, every array's
``.npy`` header must describe exactly the bytes the file holds (a forged shape cannot make gmem allocate
more than the file's size), no array may hold Python objects (``allow_pickle=False``), and a checksum over
all arrays must match the one written with them. Then every index into another array (edges, status codes,
matrix rows and columns) is bounds-checked, and the caller compares the task ids with the store's. Any
fault is logged, the file removed, and the index rebuilt from the store.
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

from gmem.config import ScoringWeights, cache_folder
from gmem.models import TaskStatus
from gmem.store.base import DEFAULT_NAMESPACE, StoreCursor, is_postgres_url
from gmem.tiers.query import QueryIndex

log = logging.getLogger(__name__)

#: Bump when the arrays of :meth:`QueryIndex.to_arrays` change meaning: older snapshots are then ignored.
#: 4: word vectors and task domains; 5: words in context; 6: words left to read again in context; 7: runs without a
#: verdict teach (a snapshot's sums left them out)
FORMAT = 7
#: Memories smaller than this are not snapshotted.
MIN_TASKS = 10_000
#: A snapshot lacking at least this many of the store's tasks is rewritten.
STALE_TASKS = 1_000
#: A memory that closes holding at least this many word vectors and instructions read in context that its
#: snapshot lacks writes a new one: about a second of MiniLM on a CPU, what the next open would pay again.
STALE_EMBEDDINGS = 500
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
        return cache_folder() / (hashlib.sha256(f"{location}\n{namespace}".encode()).hexdigest()[:24] + SUFFIX)
    digest = "" if namespace == DEFAULT_NAMESPACE else "-" + hashlib.sha256(namespace.encode()).hexdigest()[:12]
    return Path(location + SUFFIX + digest)


def save(path: Path, index: QueryIndex, info: SnapshotInfo) -> bool:
    """Write the snapshot; ``False`` (logged) when it could not be written."""
    arrays = index.to_arrays()
    meta = {"format": FORMAT, "checksum": checksum(arrays), **asdict(info)}
    arrays["info"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=path.name + ".", suffix=".partial", dir=path.parent)
        try:
            with os.fdopen(handle, "wb") as sink:
                np.savez(sink, allow_pickle=False, **arrays)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError as exc:
        log.warning("could not write the index snapshot %s: %s", path, exc)
        return False
    log.info("wrote the index snapshot %s (%d tasks)", path, info.tasks)
    return True


class CorruptSnapshot(ValueError):
    """A snapshot whose bytes cannot be what :func:`save` wrote."""


def load(path: Path, dimension: int, weights: ScoringWeights) -> tuple[SnapshotInfo, QueryIndex] | None:
    """The snapshot at ``path``, or ``None`` when there is none, it is from another version or embedder, or
    it is damaged (logged; a damaged file is removed so the rebuilt index can replace it)."""
    if not path.exists():
        return None
    try:
        arrays = _read(path)
        meta = json.loads(arrays.pop("info").tobytes().decode())
        if meta.pop("format", None) != FORMAT:
            log.info("ignoring the index snapshot %s: written by another version of gmem", path)
            return None
        if meta.pop("checksum", None) != checksum(arrays):
            raise CorruptSnapshot("its checksum does not match its arrays")
        info = SnapshotInfo(**meta)
        if info.dimension != dimension or info.contexts != bool(weights.context):
            log.info("ignoring the index snapshot %s: taken with other embeddings", path)
            return None
        check_bounds(arrays, info)
        return info, QueryIndex.from_arrays(arrays, dimension, weights)
    except Exception as exc:  # noqa: BLE001 - a cache: whatever is wrong with it, the store rebuilds it
        log.warning("ignoring the unreadable index snapshot %s (%s); rebuilding the index from the store", path, exc)
        path.unlink(missing_ok=True)
        return None


def checksum(arrays: dict[str, np.ndarray]) -> str:
    """A digest of every array's name, type, shape and bytes, in name order."""
    digest = hashlib.blake2b(digest_size=20)
    for name in sorted(arrays):
        array = np.ascontiguousarray(arrays[name])
        digest.update(f"{name}|{array.dtype.str}|{array.shape}|".encode())
        digest.update(array.tobytes() if array.size else b"")
    return digest.hexdigest()


def _read(path: Path) -> dict[str, np.ndarray]:
    """The arrays of an ``.npz`` file, each header checked against the bytes actually stored before the array
    is read, so a forged header cannot make numpy allocate more than the file holds."""
    size = path.stat().st_size
    with zipfile.ZipFile(path) as archive:
        members = archive.infolist()
        if sum(m.file_size for m in members) > size:
            raise CorruptSnapshot("its members claim more bytes than the file holds")
        for member in members:
            if member.compress_type != zipfile.ZIP_STORED or not member.filename.endswith(".npy"):
                raise CorruptSnapshot(f"unexpected member {member.filename!r}")
            with archive.open(member) as stream:
                version = np.lib.format.read_magic(stream)
                read_header = (
                    np.lib.format.read_array_header_1_0 if version == (1, 0) else np.lib.format.read_array_header_2_0
                )
                shape, _, dtype = read_header(stream)
                if dtype.hasobject:
                    raise CorruptSnapshot(f"{member.filename} holds Python objects")
                declared = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize if shape else dtype.itemsize
                if declared != member.file_size - stream.tell():
                    raise CorruptSnapshot(f"{member.filename}: its header does not match its {member.file_size} bytes")
    with np.load(path, allow_pickle=False) as stored:
        return {name: stored[name] for name in stored.files}


def check_bounds(arrays: dict[str, np.ndarray], info: SnapshotInfo) -> None:
    """Every count agrees with the number of tasks and every index points inside what it indexes."""
    tasks = info.tasks
    ids = json.loads(arrays["ids"].tobytes().decode())
    if len(ids) != tasks or len(set(ids)) != tasks or not all(isinstance(i, str) for i in ids):
        raise CorruptSnapshot(f"{len(ids)} task ids (distinct: {len(set(ids))}) for {tasks} tasks")
    vocabulary = {name: len(json.loads(arrays[name].tobytes().decode())) for name in ("words", "features")}
    _within("status", arrays["status"], len(TaskStatus), length=tasks)
    for name in ("instruction_vectors", "instruction_norms"):
        if len(arrays[name]) != tasks:
            raise CorruptSnapshot(f"{name} has {len(arrays[name])} rows for {tasks} tasks")
    for matrix, width in (("doc_words", vocabulary["words"]), ("doc_features", vocabulary["features"])):
        distinct = _csr(arrays, matrix, width)
        _within(f"{matrix}.rows", arrays[f"{matrix}.rows"], distinct, length=tasks)
    if _csr(arrays, "procedures", vocabulary["features"]) != tasks:
        raise CorruptSnapshot("procedures: not one row per task")
    shape = arrays["pairs.shape"]
    if shape.shape != (2,) or _csr(arrays, "pairs", int(shape[1])) != int(shape[0]):
        raise CorruptSnapshot("pairs: shape and rows disagree")
    words = vocabulary["words"]
    if len(arrays["word_vectors"]) > words:
        raise CorruptSnapshot(f"word_vectors has {len(arrays['word_vectors'])} rows for {words} words")
    if len(arrays["contexts.read"]) > tasks or len(arrays["contexts.counts"]) > words:
        raise CorruptSnapshot("contexts: more rows read or words counted than the index holds")
    if len(arrays["contexts.sums"]) != len(arrays["contexts.counts"]):
        raise CorruptSnapshot("contexts: sums and counts disagree")
    pending = arrays["contexts.pending"]
    if pending.ndim != 2 or pending.shape[1] != 2:
        raise CorruptSnapshot(f"contexts.pending has shape {pending.shape}, expected (n, 2)")
    _within("contexts.pending words", pending[:, 0], words)
    _within("contexts.pending rows", pending[:, 1], tasks + 1)
    ends = arrays["edges.ends"]
    if ends.ndim != 2 or ends.shape[1] != 2 or len(arrays["edges.weights"]) != len(ends):
        raise CorruptSnapshot("edges: ends and weights disagree")
    _within("edges.ends", ends, tasks)


def _within(name: str, values: np.ndarray, bound: int, *, length: int | None = None) -> None:
    if length is not None and values.shape != (length,):
        raise CorruptSnapshot(f"{name} has shape {values.shape}, expected ({length},)")
    if values.size and (values.min() < 0 or values.max() >= bound):
        raise CorruptSnapshot(f"{name} points outside 0..{bound - 1}")


def _csr(arrays: dict[str, np.ndarray], name: str, width: int) -> int:
    """Check a compressed-rows matrix (row pointers, column indices within ``width``); its number of rows."""
    indptr, indices, data = arrays[f"{name}.indptr"], arrays[f"{name}.indices"], arrays[f"{name}.data"]
    if indptr.ndim != 1 or len(indptr) < 1 or indptr[0] != 0 or np.any(np.diff(indptr) < 0):
        raise CorruptSnapshot(f"{name}: row pointers are not increasing from 0")
    if int(indptr[-1]) != len(indices) or len(data) != len(indices):
        raise CorruptSnapshot(f"{name}: {len(indices)} entries, the row pointers say {int(indptr[-1])}")
    _within(f"{name}.indices", indices, width)
    return len(indptr) - 1
