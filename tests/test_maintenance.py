"""The merge pass groups insights by where their supporting tasks lie, at a cost that does not grow with the
memory: only supporting tasks are clustered, a bounded sample of them into a bounded number of clusters."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from gmem import Insight, maintenance
from gmem.llm import LLMOperationsConfig
from gmem.maintenance import clusters

REGIONS, DIMENSION = 4, 16


def _memory_of(tasks: int, rng: np.random.Generator) -> tuple[SimpleNamespace, np.ndarray]:
    """An index stand-in: tasks in ``REGIONS`` well-separated directions."""
    region = rng.integers(REGIONS, size=tasks)
    vectors = np.eye(DIMENSION, dtype=np.float32)[region] + 0.05 * rng.standard_normal((tasks, DIMENSION)).astype(
        np.float32
    )
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    ids = [f"t{i}" for i in range(tasks)]
    index = SimpleNamespace(row_of={t: i for i, t in enumerate(ids)}, instruction_vectors=lambda: vectors)
    return index, region


def _insights(region: np.ndarray, count: int, rng: np.random.Generator) -> tuple[list[Insight], dict[int, int]]:
    """Insights each supported by a few tasks of one region; returns them and the region of each."""
    insights, of = [], {}
    for i in range(count):
        r = i % REGIONS
        support = rng.choice(np.flatnonzero(region == r), size=3, replace=False)
        insights.append(
            Insight(
                id=i, text=f"lesson {i}", score=1.0, origin="llm", key=f"k{i}", supporting=[f"t{j}" for j in support]
            )
        )
        of[i] = r
    return insights, of


def test_a_merge_pass_clusters_only_a_bounded_sample_of_supporting_tasks(monkeypatch):
    rng = np.random.default_rng(1)
    index, region = _memory_of(20_000, rng)
    insights, of = _insights(region, 200, rng)
    seen: list[tuple[int, int]] = []
    real = maintenance.kmeans

    def spy(vectors, k, **kwargs):  # type: ignore[no-untyped-def]
        seen.append((len(vectors), k))
        return real(vectors, k, **kwargs)

    monkeypatch.setattr(maintenance, "kmeans", spy)
    monkeypatch.setattr(maintenance, "MERGE_SAMPLE", 256)
    config = LLMOperationsConfig(merge=True, merge_every=20, merge_min_cluster=4)
    vectors = index.instruction_vectors()
    groups = clusters({t: vectors[row] for t, row in index.row_of.items()}, insights, config)

    assert seen == [(256, 12)]  # not 20,000 tasks into 1,000 clusters: 256 of the ~600 supporting ones
    assert groups and sum(len(g) for g in groups) >= 150  # most insights land in a group large enough
    for group in groups:  # and each group is one region's lessons
        assert len({of[i.id] for i in group}) == 1


def test_kmeans_finds_separated_directions():
    rng = np.random.default_rng(2)
    index, region = _memory_of(400, rng)
    centres = maintenance.kmeans(index.instruction_vectors(), REGIONS)
    labels = np.argmax(index.instruction_vectors() @ centres.T, axis=1)
    for r in range(REGIONS):  # every region is one cluster, and no cluster spans two regions
        assert len(set(labels[region == r])) == 1
    assert len(set(labels)) == REGIONS
