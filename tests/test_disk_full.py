"""Recording into a SQLite store on a full disk (a 2 MB tmpfs) ends in StoreFullError, a gmem exception
that says what happened, and leaves a store that opens with every task recorded before."""

from __future__ import annotations

import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from experiments.bench_concurrency import hashing_embedder
from gmem import Memory, StoreFullError


@pytest.fixture
def small_disk(tmp_path) -> Iterator[Path]:
    folder = tmp_path / "disk"
    folder.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(folder)], capture_output=True, text=True, check=False
    )
    if mounted.returncode:
        pytest.skip(f"cannot mount a small tmpfs here: {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=False)


def bulky_task(i: int) -> dict:
    """A task of about 20 KB (distinct words, so nothing compresses it away)."""
    words = " ".join(uuid.uuid5(uuid.NAMESPACE_OID, f"{i}-{j}").hex for j in range(600))
    steps = [{"agent": "solver", "action": f"go to cabinet {j}", "observation": words[:200]} for j in range(10)]
    return {"id": f"t{i}", "instruction": f"put a mug in cabinet {i} {words}", "steps": steps, "success": i % 2 == 0}


def test_a_full_disk_is_a_clear_error_and_the_store_still_opens(small_disk):
    path = small_disk / "team.db"
    recorded: list[str] = []
    with Memory.open(path, embedder=hashing_embedder()) as memory:
        with pytest.raises(StoreFullError, match="no room left") as raised:
            for i in range(1000):
                memory.record(bulky_task(i))
                recorded.append(f"t{i}")
        assert str(path) in str(raised.value)
        assert len(recorded) > 3  # the disk filled up after some tasks, not at once
        assert [node.id for node in memory.tasks()] == recorded  # the failed task left nothing in the index
        assert memory.retrieve("put a mug in cabinet 2").tasks
    with Memory.open(path, embedder=hashing_embedder()) as reopened:
        assert [node.id for node in reopened.tasks()] == recorded
        assert not reopened.has_task(f"t{len(recorded)}")
        assert reopened.graph(recorded[-1]).utterances
