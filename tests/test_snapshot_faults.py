"""A damaged or forged index snapshot never blocks opening and never leaks into the index: each fault is
detected (header bounds, checksum, index bounds, ids against the store), logged, and the index rebuilt."""

from __future__ import annotations

import io
import json
import logging
import zipfile
from pathlib import Path

import numpy as np
import pytest

from gmem import Memory, snapshot
from gmem.snapshot import snapshot_path
from tests.test_store import assert_same
from tests.test_store import snapshot as observed


@pytest.fixture
def snapshotted(monkeypatch, embedder, alfworld_rows, tmp_path) -> tuple[Path, dict]:
    """A 20-task memory whose close left a snapshot, and what it looks like opened from the store alone."""
    monkeypatch.setattr(snapshot, "MIN_TASKS", 10)
    monkeypatch.setattr(snapshot, "STALE_TASKS", 5)
    path = tmp_path / "memory.db"
    with Memory.open(path, embedder=embedder) as memory:
        memory.record_many(alfworld_rows[:20])
        expected = observed(memory)
    assert snapshot_path(str(path)).exists()
    return path, expected


def arrays_and_meta(file: Path) -> tuple[dict[str, np.ndarray], dict]:
    with np.load(file, allow_pickle=False) as stored:
        arrays = {name: stored[name] for name in stored.files}
    return arrays, json.loads(arrays.pop("info").tobytes().decode())


def forge(file: Path, change) -> None:  # type: ignore[no-untyped-def]
    """Rewrite the snapshot with ``change(arrays)`` applied and a matching checksum, as a forger would."""
    arrays, meta = arrays_and_meta(file)
    change(arrays)
    meta["checksum"] = snapshot.checksum(arrays)
    arrays["info"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
    with open(file, "wb") as sink:
        np.savez(sink, **arrays)


def huge_header(file: Path) -> None:
    """Replace ``status.npy`` with one whose header claims a terabyte (the bytes stay a few dozen)."""
    header = "{'descr': '|i1', 'fortran_order': False, 'shape': (1000000000000,), }"
    header += " " * (63 - (10 + len(header)) % 64) + "\n"
    member = b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header.encode() + b"\x00" * 20
    source = zipfile.ZipFile(io.BytesIO(file.read_bytes()))
    with zipfile.ZipFile(file, "w") as target:
        for info in source.infolist():
            target.writestr(info.filename, member if info.filename == "status.npy" else source.read(info))


def set_edge_end(arrays: dict[str, np.ndarray]) -> None:
    ends = arrays["edges.ends"].copy()
    ends[0, 1] = len(arrays["status"]) + 5
    arrays["edges.ends"] = ends


def set_status(code: int):  # type: ignore[no-untyped-def]
    def change(arrays: dict[str, np.ndarray]) -> None:
        status = arrays["status"].copy()
        status[3] = code
        arrays["status"] = status

    return change


def forge_id(arrays: dict[str, np.ndarray]) -> None:
    ids = json.loads(arrays["ids"].tobytes().decode())
    ids[4] = "forged-task"
    arrays["ids"] = np.frombuffer(json.dumps(ids).encode(), dtype=np.uint8)


def extra_word_vectors(arrays: dict[str, np.ndarray]) -> None:
    vectors = arrays["word_vectors"]
    arrays["word_vectors"] = np.concatenate([vectors, vectors[:3]])


def pending_word_past_the_vocabulary(arrays: dict[str, np.ndarray]) -> None:
    words = len(json.loads(arrays["words"].tobytes().decode()))
    arrays["contexts.pending"] = np.array([[words + 2, 0]], dtype=np.int64)


def flip_a_vector_byte(file: Path) -> None:
    data = bytearray(file.read_bytes())
    at = data.find(b"instruction_vectors.npy") + 400  # inside that member's data
    data[at] ^= 0xFF
    file.write_bytes(bytes(data))


FAULTS = {
    "oversized .npy header": huge_header,
    "edge end past the last task": lambda file: forge(file, set_edge_end),
    "unknown status code": lambda file: forge(file, set_status(7)),
    "negative status code": lambda file: forge(file, set_status(-1)),
    "forged task id": lambda file: forge(file, forge_id),
    "more word vectors than words": lambda file: forge(file, extra_word_vectors),
    "a word to read again past the vocabulary": lambda file: forge(file, pending_word_past_the_vocabulary),
    "flipped byte (no forger)": flip_a_vector_byte,
}


@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_damaged_snapshot_is_detected_logged_and_rebuilt(snapshotted, embedder, alfworld_rows, fault, caplog):
    path, expected = snapshotted
    file = snapshot_path(str(path))
    FAULTS[fault](file)
    with caplog.at_level(logging.WARNING), Memory.open(path, embedder=embedder) as memory:
        assert_same(expected, observed(memory))
        assert [node.id for node in memory.tasks()] == [row["id"] for row in alfworld_rows[:20]]
    assert "rebuild" in caplog.text
    arrays, meta = arrays_and_meta(file)  # the rebuilt index left a sound snapshot in its place
    assert meta["checksum"] == snapshot.checksum(arrays)
    with caplog.at_level(logging.INFO), Memory.open(path, embedder=embedder) as memory:
        caplog.clear()
        assert_same(expected, observed(memory))
    assert "snapshot" not in caplog.text  # used as is


def test_a_sound_snapshot_passes_every_check(snapshotted):
    path, _ = snapshotted
    arrays, meta = arrays_and_meta(snapshot_path(str(path)))
    info = snapshot.SnapshotInfo(**{k: v for k, v in meta.items() if k not in ("format", "checksum")})
    snapshot.check_bounds(arrays, info)  # raises on any fault
