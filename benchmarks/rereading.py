"""What reading a memory's runs again costs when gmem reads instructions differently (``gmem.rereading``): the
first open after an upgrade, and every open after it, on SQLite and PostgreSQL, by memory size.

A store of N generated tasks (``benchmarks.dataset``: the real ALFWorld runs recombined) is written with no
reading version, as a store from before schema 7 holds its runs, and half of them with the words an older
reading gave: "place", "set" and "lay" kept as themselves, not read as "put" (the ninth session's change).
Then :func:`gmem.rereading.reread` runs as a memory's open runs it, timed by part: finding the runs to read
(each with its steps, as its interaction graph holds them: every run is stored with its graph), reading their
instructions and steps, storing what changed in one transaction (on PostgreSQL with the rebuild of the
namespace's scoring terms); then twice more, as every later open runs it, with nothing left to read. The
runs are not embedded (:func:`benchmarks.dataset.unembedded_write`: the reading never looks at the vectors)::

    python -m benchmarks.rereading [--sizes 1000 10000 100000] [--backends sqlite postgres]

Results go to ``benchmarks/results/rereading.json`` and ``.png``.
"""

from __future__ import annotations

import argparse
import json
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from rich.console import Console
from rich.table import Table
from tqdm import tqdm

from benchmarks.dataset import REPO, UNEMBEDDED_SIZE, Dataset, unembedded_write
from benchmarks.scale import fresh_stores
from experiments.plotting import pyplot, save
from gmem import limits
from gmem.rereading import reread
from gmem.store.base import MemoryStore, open_store
from gmem.tiers.terms import recorded_terms, terms

RESULTS = Path(__file__).parent / "results"
#: What each run reports, with its unit.
FIGURES = {
    "find_s": "find the runs (s)",
    "read_s": "read them (s)",
    "store_s": "store what changed (s)",
    "first_open_s": "first open, in all (s)",
    "later_open_ms": "the next open (ms)",
    "open_after_ms": "every open after (ms)",
}
BATCH = 5000


def older_words(instruction: str) -> list[str]:
    """The words a reading before the verbs of putting gave a run: each word as it is written."""
    return terms(limits.scored(instruction))


def fill(store: MemoryStore, dataset: Dataset, size: int) -> int:
    """Commit ``size`` generated runs with no reading version, every other one with its older words; how many
    of those differ from what the current reading gives."""
    rng = np.random.default_rng(0)
    store.check_embedder("benchmark-no-vectors", UNEMBEDDED_SIZE)
    differ, batch = 0, []
    for i, task in enumerate(tqdm(dataset.tasks(0, size), total=size, desc=f"writing {size:,} runs", leave=False)):
        older = i % 2 == 1
        instruction = task["instruction"].replace("put ", "place ") if older else task["instruction"]
        now = recorded_terms(limits.scored(instruction))
        words = older_words(instruction) if older else now
        differ += words != now
        batch.append(unembedded_write({**task, "instruction": instruction}, f"run-{i}", rng, words))
        if len(batch) == BATCH:
            store.commit(batch)
            batch = []
    store.commit(batch)
    return differ


def timed(figures: dict[str, float], name: str, method: Callable[..., Any]) -> Callable[..., Any]:
    def run(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return method(*args, **kwargs)
        finally:
            figures[name] = figures.get(name, 0.0) + time.perf_counter() - start  # the reading runs by chunks

    return run


def measure(location: str, dataset: Dataset, size: int) -> dict[str, float]:
    store = open_store(location)
    try:
        differ = fill(store, dataset, size)
        figures: dict[str, float] = {}
        store.runs_read_before = timed(figures, "find_s", store.runs_read_before)  # type: ignore[method-assign]
        store.reread_runs = timed(figures, "store_s", store.reread_runs)  # type: ignore[method-assign]
        start = time.perf_counter()
        changed = reread(store)
        figures["first_open_s"] = time.perf_counter() - start
        figures["read_s"] = figures["first_open_s"] - figures["find_s"] - figures["store_s"]
        del store.runs_read_before, store.reread_runs  # the store's own methods again
        start = time.perf_counter()
        left = reread(store)
        figures["later_open_ms"] = (time.perf_counter() - start) * 1000
        start = time.perf_counter()  # PostgreSQL: the next lookup steps over the versions the rewrite left; later ones
        left += reread(store)
        figures["open_after_ms"] = (time.perf_counter() - start) * 1000
    finally:
        store.close()
    if changed != differ or left:
        raise RuntimeError(f"{location}: {changed} runs' words changed ({differ} expected), then {left} more")
    return {"tasks": size, "changed": changed, **figures}


def table(results: dict[str, list[dict[str, float]]]) -> Table:
    out = Table(title="reading the runs again at the first open after a reading change")
    for column in ("backend", "tasks", "runs changed", *FIGURES.values()):
        out.add_column(column)
    for backend, rows in results.items():
        for row in rows:
            out.add_row(backend, f"{row['tasks']:,}", f"{row['changed']:,}", *(f"{row[k]:.3g}" for k in FIGURES))
    return out


def plot(results: dict[str, list[dict[str, float]]], path: Path) -> None:
    plt = pyplot()
    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for backend, rows in results.items():
        sizes = [r["tasks"] for r in rows]
        axes[0].plot(sizes, [r["first_open_s"] for r in rows], "o-", label=backend)
        axes[1].plot(sizes, [r["later_open_ms"] for r in rows], "o-", label=f"{backend}, the next open")
        axes[1].plot(sizes, [r["open_after_ms"] for r in rows], "o--", label=f"{backend}, every open after")
    for ax, title in zip(axes, (FIGURES["first_open_s"], "a later open (ms)")):
        ax.set_xscale("log")
        ax.set_xlabel("tasks in the namespace")
        ax.set_title(title, fontsize=10)
        ax.legend(fontsize=8)
    save(fig, path)


def main(argv: list[str] | None = None) -> None:
    logging.basicConfig(level=logging.WARNING)
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", type=int, nargs="+", default=[1000, 10_000, 100_000])
    p.add_argument("--backends", nargs="+", choices=["sqlite", "postgres"], default=["sqlite", "postgres"])
    p.add_argument("--cache", type=Path, default=REPO / ".bench-cache", help="generated tasks, the server, stores")
    p.add_argument("--out", type=Path, default=RESULTS / "rereading.json")
    args = p.parse_args(argv)
    dataset = Dataset(args.cache)
    dataset.ensure(max(args.sizes))
    results: dict[str, list[dict[str, float]]] = {}
    sizes = {f"rereading-{size}": size for size in args.sizes}
    for backend, name, location in fresh_stores(args.backends, list(sizes), args.cache):
        results.setdefault(backend, []).append(measure(location, dataset, sizes[name]))
    Console(width=160).print(table(results))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=1))
    plot(results, args.out.with_suffix(".png"))


if __name__ == "__main__":
    main()
