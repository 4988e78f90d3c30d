"""The replay benchmark tool: output format, and gmem beating plain dense kNN on real runs."""

from __future__ import annotations

import json

from experiments.replay import replay
from gmem import MemoryConfig, ScoringWeights, TraversalSettings
from tests.conftest import EXCERPT

BASELINE = MemoryConfig(
    scoring=ScoringWeights(lexical=0.0, procedure=0.0, dense=0.5, context=0.5), traversal=TraversalSettings(hops=0)
)


def test_replay_writes_one_line_per_task_and_a_summary(tmp_path):
    out = tmp_path / "replay.jsonl"
    summary = replay(EXCERPT, out, 3, MemoryConfig(), str(tmp_path / "r.db"))
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 41 and lines[-1] == {"summary": summary}
    first, later = lines[0], lines[20]
    assert first["retrieved"] == [] and first["insights"] == []  # the memory holds only earlier tasks
    assert set(later) == {"id", "retrieved", "retrieved_failed", "insights", "latency_ms"}
    assert len(later["retrieved"]) <= 3
    assert summary["scored_tasks"] > 20 and summary["latency_ms_p95"] >= summary["latency_ms_p50"]


def test_gmem_retrieval_beats_dense_knn_on_the_shipped_runs(tmp_path):
    gmem = replay(EXCERPT, tmp_path / "g.jsonl", 3, MemoryConfig(), str(tmp_path / "g.db"))
    dense = replay(EXCERPT, tmp_path / "d.jsonl", 3, BASELINE, str(tmp_path / "d.db"))
    assert gmem["precision_at_1"] >= dense["precision_at_1"] + 0.15
    assert gmem["precision_at_3"] >= dense["precision_at_3"] + 0.15
