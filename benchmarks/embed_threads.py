"""Where and on how many threads the single-query path should run: encoding one query (what every retrieval
does) on ONNX Runtime and on torch, with 1, 2, ... threads, on an idle machine and under CPU contention (busy
processes, one per core, as when a team's agents and other programs share the machine). Each setting is
timed in the same minute, interleaved, so the load is the same for all::

    python -m benchmarks.embed_threads                 # onnx and torch, 1 and 2 threads, idle and loaded
    python -m benchmarks.embed_threads --runtimes torch --threads 1 2 4 --queries 100 --plot results/embed.png

It prints p50 / p90 / mean latency per setting, and how far each setting's vectors lie from the first's, and
with ``--plot`` draws them. The defaults of :class:`gmem.SentenceTransformerEmbedder` (``runtime="onnx"``,
``query_threads=1``, or ``GMEM_EMBED_RUNTIME`` and ``GMEM_EMBED_THREADS``) come from it.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np
from rich.console import Console
from rich.table import Table

from experiments.plotting import pyplot, save
from gmem import SentenceTransformerEmbedder
from gmem.embedding import RUNTIMES

QUERIES = [
    "heat some egg and put it in countertop.",
    "put a clean mug in cabinet.",
    "cool some apple and put it in fridge.",
    "find two pencils and put them in drawer.",
    "examine the book with the desklamp.",
]


def _burn(stop: multiprocessing.synchronize.Event) -> None:  # type: ignore[name-defined]
    value = 0
    while not stop.is_set():
        for i in range(100_000):
            value ^= i


@contextmanager
def contention(processes: int) -> Iterator[None]:
    """``processes`` busy loops for the duration of the block."""
    stop = multiprocessing.Event()
    workers = [multiprocessing.Process(target=_burn, args=(stop,), daemon=True) for _ in range(processes)]
    for worker in workers:
        worker.start()
    time.sleep(0.5)
    try:
        yield
    finally:
        stop.set()
        for worker in workers:
            worker.join(timeout=5)


Setting = tuple[str, int]  # (runtime, threads)


def embedders(runtimes: list[str], thread_counts: list[int]) -> dict[Setting, SentenceTransformerEmbedder]:
    """One embedder per setting, loaded and warmed up."""
    out = {(r, t): SentenceTransformerEmbedder(runtime=r, query_threads=t) for r in runtimes for t in thread_counts}
    for (runtime, _), embedder in out.items():
        embedder.embed(["warm up"])
        if embedder.runtime != runtime:
            raise SystemExit(f"the model does not run on {runtime} here (see the log)")
    return out


def measure(models: dict[Setting, SentenceTransformerEmbedder], queries: int, busy: int) -> dict[Setting, list[float]]:
    """Milliseconds per single-query encode for each setting, interleaved round by round."""
    times: dict[Setting, list[float]] = {setting: [] for setting in models}
    with contention(busy) if busy else _nothing():
        for round_ in range(queries):
            for setting, embedder in models.items():
                start = time.perf_counter()
                embedder.embed([QUERIES[round_ % len(QUERIES)]])
                times[setting].append((time.perf_counter() - start) * 1000)
    return times


def largest_difference(models: dict[Setting, SentenceTransformerEmbedder]) -> dict[Setting, float]:
    """Per setting, the largest difference of a vector component from the first setting's, over :data:`QUERIES`."""
    vectors = {setting: embedder.embed(QUERIES) for setting, embedder in models.items()}
    first = next(iter(vectors.values()))
    return {setting: float(np.abs(v - first).max()) for setting, v in vectors.items()}


@contextmanager
def _nothing() -> Iterator[None]:
    yield


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runtimes", nargs="+", choices=RUNTIMES, default=list(RUNTIMES))
    parser.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--queries", type=int, default=60, help="encodes per setting and load")
    parser.add_argument("--busy", type=int, default=os.cpu_count() or 2, help="busy processes for the loaded runs")
    parser.add_argument("--plot", help="write a bar chart of p50/p90 here (needs matplotlib)")
    args = parser.parse_args(argv)

    console = Console()
    models = embedders(args.runtimes, args.threads)
    rows = []
    for load, busy in (("idle", 0), (f"{args.busy} busy processes", args.busy)):
        for (runtime, threads), ms in measure(models, args.queries, busy).items():
            cuts = statistics.quantiles(ms, n=10)
            rows.append((load, runtime, threads, statistics.median(ms), cuts[8], statistics.fmean(ms)))
    table = Table(title=f"one query encoded by MiniLM ({os.cpu_count()} cores, {args.queries} encodes per row)")
    for column in ("load", "runtime", "threads", "p50 ms", "p90 ms", "mean ms"):
        table.add_column(column)
    for load, runtime, threads, p50, p90, mean in rows:
        table.add_row(load, runtime, str(threads), f"{p50:.1f}", f"{p90:.1f}", f"{mean:.1f}")
    console.print(table)
    first = next(iter(models))
    for (runtime, threads), difference in largest_difference(models).items():
        console.print(
            f"{runtime}, {threads} thread(s): vectors differ from {first[0]}, {first[1]} by at most {difference:.1e}"
        )
    if args.plot:
        plt = pyplot()

        fig, ax = plt.subplots(figsize=(6, 3.5))
        labels = [f"{load.split()[0]}\n{runtime} {threads}" for load, runtime, threads, *_ in rows]
        ax.bar(labels, [r[3] for r in rows], label="p50")
        ax.scatter(labels, [r[4] for r in rows], color="black", zorder=3, label="p90")
        ax.set_ylabel("ms per query")
        ax.set_title("Single-query embedding latency by runtime and threads")
        ax.legend()
        save(fig, args.plot, dpi=110)
        console.print(f"wrote {args.plot}")


if __name__ == "__main__":
    main()
