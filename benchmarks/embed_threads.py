"""How many torch threads the single-query path should use: encoding one query (what every retrieval does)
with 1, 2, ... threads, on an idle machine and under CPU contention (busy processes, one per core, as when
a team's agents and other programs share the machine). Each setting is timed in the same minute,
interleaved, so the load is the same for all::

    python -m benchmarks.embed_threads                 # 1 and 2 threads, idle and loaded, 60 queries each
    python -m benchmarks.embed_threads --threads 1 2 4 --queries 100 --plot results/embed_threads.png

It prints p50 / p90 / mean latency per setting and, with ``--plot``, draws them. The default of
:class:`gmem.SentenceTransformerEmbedder` (``query_threads=1``, or ``GMEM_EMBED_THREADS``) comes from it.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.table import Table

from experiments.plotting import pyplot, save
from gmem import SentenceTransformerEmbedder

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


def measure(thread_counts: list[int], queries: int, busy: int) -> dict[int, list[float]]:
    """Milliseconds per single-query encode for each thread count, interleaved round by round."""
    embedders = {t: SentenceTransformerEmbedder(query_threads=t) for t in thread_counts}
    for embedder in embedders.values():
        embedder.embed(["warm up"])
    times: dict[int, list[float]] = {t: [] for t in thread_counts}
    with contention(busy) if busy else _nothing():
        for round_ in range(queries):
            for threads, embedder in embedders.items():
                start = time.perf_counter()
                embedder.embed([QUERIES[round_ % len(QUERIES)]])
                times[threads].append((time.perf_counter() - start) * 1000)
    return times


@contextmanager
def _nothing() -> Iterator[None]:
    yield


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--queries", type=int, default=60, help="encodes per setting and load")
    parser.add_argument("--busy", type=int, default=os.cpu_count() or 2, help="busy processes for the loaded runs")
    parser.add_argument("--plot", help="write a bar chart of p50/p90 here (needs matplotlib)")
    args = parser.parse_args(argv)

    console = Console()
    rows = []
    for load, busy in (("idle", 0), (f"{args.busy} busy processes", args.busy)):
        for threads, ms in measure(args.threads, args.queries, busy).items():
            cuts = statistics.quantiles(ms, n=10)
            rows.append((load, threads, statistics.median(ms), cuts[8], statistics.fmean(ms)))
    table = Table(title=f"one query encoded by MiniLM ({os.cpu_count()} cores, {args.queries} encodes per row)")
    for column in ("load", "torch threads", "p50 ms", "p90 ms", "mean ms"):
        table.add_column(column)
    for load, threads, p50, p90, mean in rows:
        table.add_row(load, str(threads), f"{p50:.1f}", f"{p90:.1f}", f"{mean:.1f}")
    console.print(table)
    if args.plot:
        plt = pyplot()

        fig, ax = plt.subplots(figsize=(6, 3.5))
        labels = [f"{load}\n{threads} thr" for load, threads, *_ in rows]
        ax.bar(labels, [r[2] for r in rows], label="p50")
        ax.scatter(labels, [r[3] for r in rows], color="black", zorder=3, label="p90")
        ax.set_ylabel("ms per query")
        ax.set_title("Single-query embedding latency by torch threads")
        ax.legend()
        save(fig, args.plot, dpi=110)
        console.print(f"wrote {args.plot}")


if __name__ == "__main__":
    main()
