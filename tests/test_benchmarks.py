"""The scale benchmark's data and its one command: recombined tasks are valid, varied runs of the real
trajectories, and a tiny run of ``python -m benchmarks.scale`` measures and reports every figure."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from benchmarks import routing
from benchmarks.dataset import REPO, Dataset, load_sources
from gmem import TaskRecord
from gmem.text import procedure_features


def test_recombined_tasks_are_valid_varied_runs_of_the_real_ones(tmp_path):
    sources = load_sources()
    dataset = Dataset(tmp_path, seed=0)
    dataset.ensure(300)
    tasks = list(dataset.tasks(0, 300))
    records = [TaskRecord.model_validate(task) for task in tasks]  # every one a valid recorded run
    assert len({r.id for r in records}) == 300
    assert len({r.instruction for r in records}) > 100  # objects, receptacles and phrasings vary
    assert len({r.context for r in records}) > 250  # rooms renumbered and listed in new orders
    originals = {s.row["instruction"] for s in sources}
    assert sum(r.instruction not in originals for r in records) > 200
    for record in records[:50]:  # still what a team would do: the same kind of run as a real one
        assert procedure_features((s.action, s.observation) for s in record.steps)
    again = Dataset(tmp_path, seed=0)
    again.ensure(200)  # already there: the file is a prefix, extended only on demand
    assert list(again.tasks(100, 110)) == tasks[100:110]
    assert again.path.read_text().count("\n") == 300


def test_the_scale_benchmark_measures_and_reports_every_figure(tmp_path):
    out = tmp_path / "results"
    command = [
        sys.executable,
        "-m",
        "benchmarks.scale",
        "--sizes",
        "150,300",
        "--backends",
        "sqlite",
        "--cache",
        str(tmp_path / "cache"),
        "--out",
        str(out),
        "--queries",
        "20",
        "--records",
        "40",
        "--singles",
        "10",
    ]
    subprocess.run(command, check=True, cwd=REPO, env={**os.environ, "HF_HUB_OFFLINE": "1"}, timeout=900)
    report = json.loads((out / "scale.json").read_text())
    assert set(report["results"]["sqlite"]) == {"150", "300"}
    for size, run in report["results"]["sqlite"].items():
        assert run["stats"]["tasks"] == int(size)
        assert run["record_tasks_per_s"] > 0 and run["build_tasks_per_s"] > 0
        assert run["retrieve_live_ms"]["n"] == 20 and run["retrieve_live_ms"]["p50"] > 0
        assert run["record_single_ms"]["n"] == 10
        assert run["top_k"]["exact_share"] == 1.0
        assert run["disk_kb_per_task"] > 0 and run["serve_peak_rss_mb"] > 0
    tables = (out / "scale.md").read_text()
    assert "| retrieve p50, ms |" in tables and "300 / 150" in tables
    assert (out / "scale.png").stat().st_size > 10_000


def test_the_routing_benchmark_measures_both_ways_on_a_memory_of_two_domains(tmp_path):
    if not (routing.CHORES.exists() and routing.QUESTIONS.exists()):
        pytest.skip("the shared data is not here (../shared/data)")
    store = tmp_path / "memory.db"
    assert routing.main(["--copies", "2", "--repeats", "1", "--store", str(store), "--out", str(tmp_path)]) == 0
    report = json.loads((tmp_path / "routing-234.json").read_text())
    assert report["tasks"] == 2 * 67 + 100  # two copies of the runs, one of the questions
    assert set(report["latency"]) == {
        f"{kind} {way}" for kind in ("alfworld", "hotpotqa") for way in ("routed", "named")
    }
    assert all(0 < figures["p50_ms"] <= figures["p95_ms"] for figures in report["latency"].values())
    assert (tmp_path / "routing-234.png").exists()
    assert store.exists()  # kept, and reused by the next run


def test_the_rereading_benchmark_reads_every_changed_run_once(tmp_path):
    out = tmp_path / "rereading.json"
    command = [sys.executable, "-m", "benchmarks.rereading", "--sizes", "40", "80", "--backends", "sqlite"]
    command += ["--cache", str(tmp_path / "cache"), "--out", str(out)]
    subprocess.run(command, check=True, cwd=REPO, env={**os.environ, "HF_HUB_OFFLINE": "1"}, timeout=600)
    rows = json.loads(out.read_text())["sqlite"]
    assert [row["tasks"] for row in rows] == [40, 80]
    for row in rows:  # the benchmark itself refuses a run whose changed words it did not expect
        assert 0 < row["changed"] < row["tasks"] and row["later_open_ms"] > 0 and row["open_after_ms"] > 0
        assert row["first_open_s"] == pytest.approx(row["find_s"] + row["read_s"] + row["store_s"])
    assert out.with_suffix(".png").stat().st_size > 10_000


def test_the_batch_benchmark_commits_every_task_in_batches_of_each_size(tmp_path):
    out = tmp_path / "batches.json"
    command = [sys.executable, "-m", "benchmarks.batches", "--tasks", "60", "--batches", "7", "60"]
    command += ["--backends", "sqlite", "--cache", str(tmp_path / "cache"), "--out", str(out)]
    subprocess.run(command, check=True, cwd=REPO, env={**os.environ, "HF_HUB_OFFLINE": "1"}, timeout=600)
    rows = json.loads(out.read_text())["sqlite"]  # the benchmark itself refuses a run that lost a task
    assert [row["batch"] for row in rows] == [7, 60]
    assert all(row["tasks_per_s"] > 0 and row["slowest_s"] > 0 for row in rows)
    assert out.with_suffix(".png").stat().st_size > 10_000
