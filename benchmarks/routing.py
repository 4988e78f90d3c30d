"""What ranking each domain on its own costs: ``python -m benchmarks.routing [--copies 75]``.

A memory of two domains is built from the shared data: the 67 recorded ALFWorld runs, ``--copies`` times
each, and HotpotQA questions recorded as runs (:func:`experiments.crossdomain.question_record`), as many
copies of 100 as make about as many tasks (75 copies: 10,025 tasks; 750: 100,450). Thirty chores and thirty
questions are then retrieved for a three-role team, each with the query embedded as users call it, two ways:
without ``domain=`` (the memory ranks each domain on its own and answers from the more relevant one) and
naming the domain. One warm-up pass, then ``--repeats`` timed passes; the p50 and p95 of each.

``--store PATH`` keeps the built memory (a SQLite file) and reuses it when it exists: at 100k tasks the build
takes about 15 minutes. Prints a table and writes ``routing-<tasks>.json`` and ``routing-<tasks>.png`` to
``--out`` (``benchmarks/results``), so runs of several sizes stay side by side.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table
from tqdm import tqdm

from experiments.crossdomain import question_record
from experiments.hotpotqa.data import load_questions
from experiments.plotting import pyplot, save
from gmem import Memory, TaskRecord
from gmem.importer import read_jsonl

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared" / "data"
CHORES = SHARED / "alfworld" / "gmemory_autogen_qwen14b_trajectories.jsonl"
QUESTIONS = SHARED / "hotpotqa" / "hotpot_dev_distractor_sample100.jsonl"
OUT = REPO / "benchmarks" / "results"
ROLES = ["solver", "critic", "planner"]
BATCH = 2000


def tasks(copies: int) -> tuple[list[TaskRecord], list[str], list[str]]:
    """The memory's runs, and the chores and questions asked of it."""
    chores = [record for _, record in read_jsonl(CHORES)]
    questions = load_questions(QUESTIONS)
    asked = [question_record(q) for q in questions]
    runs = [r.model_copy(update={"id": f"{r.id}-{c}"}) for c in range(copies) for r in chores]
    runs += [r.model_copy(update={"id": f"{r.id}-{c}"}) for c in range(copies * len(chores) // 100) for r in asked]
    return runs, [r.instruction for r in chores[:30]], [q.question for q in questions[:30]]


def measure(memory: Memory, queries: dict[str, list[str]], repeats: int) -> dict[str, dict[str, float]]:
    """p50 / p95 (ms) of a retrieve of each kind of query, routed and naming its domain."""
    ways = [(kind, way) for kind in queries for way in ("routed", "named")]
    times: dict[tuple[str, str], list[float]] = {w: [] for w in ways}
    for timed in [False] + [True] * repeats:
        for kind, way in ways:
            for text in queries[kind]:
                start = time.perf_counter()
                memory.retrieve(text, roles=ROLES, domain=None if way == "routed" else kind)
                if timed:
                    times[(kind, way)].append((time.perf_counter() - start) * 1000)
    return {
        f"{kind} {way}": {
            "p50_ms": round(statistics.median(values), 1),
            "p95_ms": round(statistics.quantiles(values, n=20)[-1], 1),
        }
        for (kind, way), values in times.items()
    }


def plot(report: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    fig, axis = plt.subplots(figsize=(6, 4))
    latency = report["latency"]
    names = list(latency)
    axis.bar(names, [latency[n]["p50_ms"] for n in names], label="p50")
    axis.scatter(names, [latency[n]["p95_ms"] for n in names], color="black", zorder=3, label="p95")
    axis.set_ylabel("retrieve, ms (MiniLM query embedding included)")
    axis.set_title(f"Ranked per domain or named, {report['tasks']:,} tasks")
    axis.legend()
    save(fig, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--copies", type=int, default=75, help="copies of the 67 runs (and as many questions)")
    parser.add_argument("--repeats", type=int, default=2, help="timed passes over the queries")
    parser.add_argument("--store", type=Path, default=None, help="keep (and reuse) the built memory here")
    parser.add_argument("--out", type=Path, default=OUT, help="where the report and its plot go")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    for path in (CHORES, QUESTIONS):
        if not path.exists():
            parser.error(f"{path} not found: the shared data must sit beside the project")
    runs, chores, questions = tasks(args.copies)
    with tempfile.TemporaryDirectory() as folder:
        store = args.store or Path(folder) / "memory.db"
        built = store.exists()
        with Memory.open(str(store)) as memory:
            if not built:
                for start in tqdm(range(0, len(runs), BATCH), desc="recording", unit="batch"):
                    memory.record_many(runs[start : start + BATCH])
            held = memory.stats().tasks
            latency = measure(memory, {"alfworld": chores, "hotpotqa": questions}, args.repeats)
    report: dict[str, Any] = {"tasks": held, "copies": args.copies, "roles": ROLES, "latency": latency}
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / f"routing-{held}.json").write_text(json.dumps(report, indent=2))
    plot(report, args.out / f"routing-{held}.png")
    table = Table(title=f"retrieve, three roles, memory of two domains ({held:,} tasks)")
    for column in ("queries", "domain", "p50 ms", "p95 ms"):
        table.add_column(column)
    for name, figures in latency.items():
        kind, way = name.split()
        table.add_row(kind, "ranked per domain" if way == "routed" else "named", *map(str, figures.values()))
    Console().print(table)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
