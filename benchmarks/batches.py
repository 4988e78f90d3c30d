"""What a commit costs by the size of its batch, on SQLite and PostgreSQL: ``record_many`` and ``import_jsonl``
commit all their tasks in one transaction, so an import of thousands of runs is one batch.

The same generated tasks (``benchmarks.dataset``, not embedded: the commit never looks at the vectors) are
committed into a fresh store in batches of each size, one after the other, and each commit is timed. The
figures are the store's alone: a memory embeds a batch before it commits it (MiniLM, about 140 tasks/s on
this machine), so an import of N runs costs N / 140 s more::

    python -m benchmarks.batches [--tasks 10000] [--batches 10 100 1000 5000] [--backends sqlite postgres]

Results go to ``benchmarks/results/batches.json`` and ``.png``.
"""

from __future__ import annotations

import argparse
import json
import logging
import time
from pathlib import Path

import numpy as np
from rich.console import Console
from rich.table import Table
from tqdm import tqdm

from benchmarks.dataset import REPO, UNEMBEDDED_SIZE, Dataset, unembedded_write
from benchmarks.scale import fresh_stores
from experiments.plotting import pyplot, save
from gmem.store.base import open_store

RESULTS = Path(__file__).parent / "results"


def measure(location: str, dataset: Dataset, tasks: int, batch: int) -> dict[str, float]:
    """Commit ``tasks`` generated tasks in batches of ``batch``; tasks per second over all the commits, and the
    slowest commit."""
    rng = np.random.default_rng(0)
    writes = [unembedded_write(task, f"task-{i}", rng) for i, task in enumerate(dataset.tasks(0, tasks))]
    store = open_store(location)
    try:
        store.check_embedder("benchmark-no-vectors", UNEMBEDDED_SIZE)
        seconds = []
        for start in tqdm(range(0, tasks, batch), desc=f"batches of {batch:,}", leave=False):
            began = time.perf_counter()
            store.commit(writes[start : start + batch])
            seconds.append(time.perf_counter() - began)
        stored = store.counts()["tasks"]
    finally:
        store.close()
    if stored != tasks:
        raise RuntimeError(f"{location}: {stored} tasks stored of the {tasks} committed")
    return {"batch": batch, "tasks_per_s": tasks / sum(seconds), "slowest_s": max(seconds)}


def table(results: dict[str, list[dict[str, float]]], tasks: int) -> Table:
    out = Table(title=f"committing {tasks:,} tasks in batches")
    for column in ("backend", "batch", "tasks/s", "slowest commit (s)"):
        out.add_column(column)
    for backend, rows in results.items():
        for row in rows:
            out.add_row(backend, f"{row['batch']:,}", f"{row['tasks_per_s']:,.0f}", f"{row['slowest_s']:.3g}")
    return out


def plot(results: dict[str, list[dict[str, float]]], path: Path) -> None:
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(6, 4))
    for backend, rows in results.items():
        ax.plot([r["batch"] for r in rows], [r["tasks_per_s"] for r in rows], "o-", label=backend)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("tasks per commit")
    ax.set_ylabel("tasks committed per second")
    ax.legend(fontsize=8)
    save(fig, path)


def main(argv: list[str] | None = None) -> None:
    logging.basicConfig(level=logging.WARNING)
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tasks", type=int, default=10_000)
    p.add_argument("--batches", type=int, nargs="+", default=[10, 100, 1000, 5000])
    p.add_argument("--backends", nargs="+", choices=["sqlite", "postgres"], default=["sqlite", "postgres"])
    p.add_argument("--cache", type=Path, default=REPO / ".bench-cache", help="generated tasks, the server, stores")
    p.add_argument("--out", type=Path, default=RESULTS / "batches.json")
    args = p.parse_args(argv)
    dataset = Dataset(args.cache)
    dataset.ensure(args.tasks)
    results: dict[str, list[dict[str, float]]] = {}
    batches = {f"batches-{batch}": batch for batch in args.batches}
    for backend, name, location in fresh_stores(args.backends, list(batches), args.cache):
        results.setdefault(backend, []).append(measure(location, dataset, args.tasks, batches[name]))
    Console(width=120).print(table(results, args.tasks))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=1))
    plot(results, args.out.with_suffix(".png"))


if __name__ == "__main__":
    main()
