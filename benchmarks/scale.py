"""Scale benchmark: a memory of 1k, 10k and 100k tasks on SQLite and PostgreSQL, LLM-free.

    python -m benchmarks.scale [--sizes 1000,10000,100000] [--backends sqlite,postgres]
                               [--cache .bench-cache] [--out benchmarks/results]

The tasks are real ALFWorld team runs recombined (:mod:`benchmarks.dataset`). For each backend and size a
fresh store is built, then measured from a new process (:mod:`benchmarks.measure`):

* **record** - tasks/s of ``record_many`` (batches of 100) with MiniLM embedding each task; the slowest and
  the median single ``record`` call, alternating with retrievals as a team does; and the build rate of the
  whole memory with its vectors precomputed (gmem's own cost);
* **retrieve** - latency p50/p95/p99 of ``retrieve`` with the query embedded by MiniLM, and with precomputed
  query vectors (the floor under gmem's own work); the share of queries whose first resolved task is of
  the query's kind (quality does not drop with size);
* **open** - seconds to open the existing store: as usual (its index snapshot loaded, then caught up with
  the store) and without the snapshot (the index rebuilt from the store);
* **peak RSS** of the process serving the memory (MiniLM loaded), of the one that built it and of one that
  opened it without the snapshot;
* **PostgreSQL's ``nearest()``** (pgvector HNSW over the distinct vectors): recall@10 against an exact scan;
* **disk** per task.

A PostgreSQL server is started with pgserver in the cache folder. The generated tasks and their vectors are
cached there too (``.bench-cache/`` by default), so a rerun embeds nothing it embedded before. Results go to
``scale.json``, ``scale.md`` (the tables, for the README) and ``scale.png`` (each figure against the size)
in ``--out``; ``--report`` prints and writes them again from an existing ``scale.json``.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import platform
import subprocess
import sys
import time
import warnings
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack
from functools import reduce
from pathlib import Path
from typing import Any

import numpy as np
from rich.console import Console
from rich.table import Table

from benchmarks.dataset import REPO, Dataset, VectorCache
from experiments.plotting import pyplot, save
from gmem import CallableEmbedder, Memory, SentenceTransformerEmbedder
from gmem.roles import SECTIONS
from gmem.snapshot import SUFFIX, snapshot_path

log = logging.getLogger(__name__)

DEFAULT_SIZES = (1000, 10_000, 100_000)


def embedded_fields(task: dict[str, Any]) -> list[str]:
    """Which texts of a task gmem embeds when it records it (so exactly those are cached beforehand)."""
    seen: list[str] = []

    def spy(texts: list[str]) -> np.ndarray:
        seen.extend(texts)
        return np.ones((len(texts), 8), dtype=np.float32)

    with Memory.open(":memory:", embedder=CallableEmbedder(spy, dimension=8, name="spy")) as memory:
        seen.clear()
        memory.record(task)
    return [field for field in ("instruction", "context") if task[field] in seen]


def prepare(dataset: Dataset, cache: VectorCache, tasks: int, queries: int) -> None:
    """Generate the tasks and cache the vectors the build and the precomputed-vector retrievals need."""
    dataset.ensure(tasks)
    fields = embedded_fields(next(dataset.tasks(0, 1)))
    log.info("gmem embeds %s of a recorded task", " and ".join(fields))
    texts = [section.purpose for section in SECTIONS.values()]
    for task in dataset.tasks(0, tasks):
        texts.extend(task[f] for f in fields)
    for query in dataset.queries(queries):
        texts.extend((query["instruction"], query["context"]))
    if cache.missing(texts):
        embedded = cache.fill(texts, SentenceTransformerEmbedder())
        log.info("embedded %d new texts into %s", embedded, cache.folder)


class Postgres:
    """A pgserver instance in the cache folder, one fresh database per store."""

    def __init__(self, folder: Path) -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # platformdirs: no XDG_RUNTIME_DIR in containers
            import pgserver
        folder.mkdir(parents=True, exist_ok=True)
        self.server = pgserver.get_server(folder, cleanup_mode="stop")

    def fresh(self, name: str) -> str:
        import psycopg

        with psycopg.connect(self.server.get_uri(), autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            admin.execute(f'CREATE DATABASE "{name}"')
        return self.server.get_uri(name)

    def drop(self, name: str) -> None:
        import psycopg

        with psycopg.connect(self.server.get_uri(), autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def close(self) -> None:
        self.server.cleanup()


def fresh_stores(backends: Sequence[str], names: Sequence[str], cache: Path) -> Iterator[tuple[str, str, str]]:
    """``(backend, name, location)`` of a fresh store for each backend and each name, in turn: a PostgreSQL database
    is dropped once the next is asked for, and the server stopped at the end."""
    server = Postgres(cache / "pg") if "postgres" in backends else None
    try:
        for backend in backends:
            for name in names:
                if server and backend == "postgres":
                    yield backend, name, server.fresh(name)
                    server.drop(name)
                else:
                    yield backend, name, fresh_sqlite(cache / "stores", name)
    finally:
        if server:
            server.close()


def fresh_sqlite(folder: Path, name: str) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.db"
    for suffix in ("", "-wal", "-shm", SUFFIX):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    return str(path)


def worker(phase: str, location: str, size: int, args: argparse.Namespace, out: Path) -> dict[str, Any]:
    command = [
        sys.executable,
        "-m",
        "benchmarks.measure",
        phase,
        "--location",
        location,
        "--size",
        str(size),
        "--cache",
        str(args.cache),
        "--out",
        str(out),
        "--seed",
        str(args.seed),
        "--queries",
        str(args.queries),
        "--records",
        str(args.records),
        "--singles",
        str(args.singles),
    ]
    subprocess.run(command, check=True, cwd=REPO)
    return json.loads(out.read_text())


def _at(*keys: str) -> Callable[[dict[str, Any]], Any]:
    """The figure at ``keys`` of a run's results (``None`` where the run has none, e.g. HNSW on SQLite)."""
    return lambda run: reduce(lambda value, key: None if value is None else value.get(key), keys, run)


#: (label, value of a run, target, format)
METRICS: list[tuple[str, Callable[[dict[str, Any]], float | None], str, str]] = [
    ("record, tasks/s (MiniLM, record_many)", _at("record_tasks_per_s"), "≥ 100", "{:.0f}"),
    ("record, single call p50, ms", _at("record_single_ms", "p50"), "", "{:.0f}"),
    ("record, single call max, ms", _at("record_single_ms", "max"), "≤ 1000", "{:.0f}"),
    ("build, tasks/s (vectors precomputed)", _at("build_tasks_per_s"), "", "{:.0f}"),
    ("retrieve p50, ms", _at("retrieve_live_ms", "p50"), "≤ 30", "{:.1f}"),
    ("retrieve p95, ms", _at("retrieve_live_ms", "p95"), "", "{:.1f}"),
    ("retrieve p99, ms", _at("retrieve_live_ms", "p99"), "", "{:.1f}"),
    ("  of which query embedding p50, ms", _at("retrieve_live_embedding_ms", "p50"), "", "{:.1f}"),
    ("retrieve, vectors precomputed p50, ms", _at("retrieve_vectors_ms", "p50"), "", "{:.1f}"),
    ("retrieve, vectors precomputed p95, ms", _at("retrieve_vectors_ms", "p95"), "", "{:.1f}"),
    ("retrieve, vectors precomputed p99, ms", _at("retrieve_vectors_ms", "p99"), "", "{:.1f}"),
    ("exact top-10 by bounds, share equal to a full scan", _at("top_k", "exact_share"), "1", "{:.3f}"),
    ("  top-10 by bounds p50, ms", _at("top_k", "bounded_ms", "p50"), "", "{:.1f}"),
    ("  top-10 by full scan p50, ms", _at("top_k", "full_scan_ms", "p50"), "", "{:.1f}"),
    ("PostgreSQL nearest() by HNSW, recall@10 vs exact", _at("store_nearest", "recall_at_10"), "", "{:.3f}"),
    ("  its latency p50, ms", _at("store_nearest", "ms", "p50"), "", "{:.1f}"),
    ("open, s", _at("open_s"), "≤ 2", "{:.2f}"),
    ("open without the index snapshot, s", _at("open_rebuild_s"), "", "{:.2f}"),
    ("peak RSS serving, MB", _at("serve_peak_rss_mb"), "≤ 1536", "{:.0f}"),
    ("peak RSS building, MB", _at("build_peak_rss_mb"), "", "{:.0f}"),
    ("peak RSS opening without the snapshot, MB", _at("rebuild_peak_rss_mb"), "", "{:.0f}"),
    ("disk, KB/task", _at("disk_kb_per_task"), "≤ 20", "{:.1f}"),
    ("  index snapshot, KB/task", _at("snapshot_kb_per_task"), "", "{:.1f}"),
    ("same-kind precision@1 of retrieval", _at("same_family_p_at_1"), "", "{:.3f}"),
]


def _size_label(size: int) -> str:
    return f"{size // 1000}k" if size % 1000 == 0 else str(size)


def rows(runs: dict[int, dict[str, Any]]) -> tuple[list[str], list[list[str]]]:
    """The header and the rows of a backend's table: a line per figure, a column per size, the growth."""
    sizes = sorted(runs)
    header = ["metric", *map(_size_label, sizes)]
    if len(sizes) > 1:
        header.append(f"{_size_label(sizes[-1])} / {_size_label(sizes[0])}")
    header.append("target")
    lines = []
    for label, value, target, fmt in METRICS:
        values = [value(runs[s]) for s in sizes]
        cells = [fmt.format(v) if v is not None else "-" for v in values]
        if len(sizes) > 1:
            cells.append(f"x{values[-1] / values[0]:.2f}" if values[0] and values[-1] is not None else "-")
        lines.append([label, *cells, target])
    return header, lines


def table(backend: str, runs: dict[int, dict[str, Any]]) -> Table:
    header, lines = rows(runs)
    out = Table(title=f"gmem on {backend}", title_justify="left")
    for i, name in enumerate(header):
        out.add_column(name, justify="left" if i == 0 else "right")
    for line in lines:
        out.add_row(*line)
    return out


def markdown(backend: str, runs: dict[int, dict[str, Any]]) -> str:
    header, lines = rows(runs)
    out = [f"**{backend}**", "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join([line[0].replace("  ", "· ", 1), *line[1:]]) + " |" for line in lines]
    return "\n".join(out) + "\n"


def plot(results: dict[str, dict[int, dict[str, Any]]], path: Path) -> None:
    plt = pyplot()

    figures = [
        (
            "record, tasks/s",
            [
                ("record_many + MiniLM", _at("record_tasks_per_s")),
                ("build, vectors precomputed", _at("build_tasks_per_s")),
            ],
            100,
        ),
        (
            "single record call, ms",
            [("max", _at("record_single_ms", "max")), ("p50", _at("record_single_ms", "p50"))],
            1000,
        ),
        (
            "retrieve, ms",
            [
                ("p50", _at("retrieve_live_ms", "p50")),
                ("p99", _at("retrieve_live_ms", "p99")),
                ("p50, vectors precomputed", _at("retrieve_vectors_ms", "p50")),
            ],
            30,
        ),
        ("open, s", [("with the index snapshot", _at("open_s")), ("rebuilt from the store", _at("open_rebuild_s"))], 2),
        (
            "peak RSS, MB",
            [
                ("serving", _at("serve_peak_rss_mb")),
                ("building", _at("build_peak_rss_mb")),
                ("opening without the snapshot", _at("rebuild_peak_rss_mb")),
            ],
            1536,
        ),
        ("disk, KB/task", [("store", _at("disk_kb_per_task")), ("index snapshot", _at("snapshot_kb_per_task"))], 20),
    ]
    fig, axes = plt.subplots(2, 3, figsize=(15, 8.5))
    for ax, (title, series, target) in zip(axes.flat, figures):
        for backend, runs in results.items():
            sizes = sorted(runs)
            for name, value in series:
                ax.plot(sizes, [value(runs[s]) for s in sizes], marker="o", label=f"{backend}: {name}")
        ax.axhline(target, color="grey", linestyle="--", linewidth=1, label="target")
        ax.set_xscale("log")
        ax.set_xlabel("tasks in memory")
        ax.set_title(title)
        ax.legend(fontsize=7)
    save(fig, path, dpi=110)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default=",".join(map(str, DEFAULT_SIZES)), help="comma-separated memory sizes")
    parser.add_argument("--backends", default="sqlite,postgres", help="sqlite, postgres or both")
    parser.add_argument("--cache", type=Path, default=REPO / ".bench-cache", help="datasets, vectors, stores")
    parser.add_argument("--out", type=Path, default=REPO / "benchmarks" / "results", help="scale.json, scale.png")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--queries", type=int, default=200, help="retrievals timed per store and mode")
    parser.add_argument("--records", type=int, default=1000, help="tasks recorded with MiniLM per store")
    parser.add_argument("--singles", type=int, default=200, help="single record calls timed per store")
    parser.add_argument("--report", action="store_true", help="only print the table and plot of --out/scale.json")
    args = parser.parse_args(argv)
    console = Console()
    if args.report:
        runs = json.loads((args.out / "scale.json").read_text())["results"]
        results = {b: {int(s): r for s, r in by_size.items()} for b, by_size in runs.items()}
        report(console, results, args.out)
        return
    args.cache = args.cache.resolve()
    sizes = sorted(int(s) for s in args.sizes.split(","))
    backends = [b.strip() for b in args.backends.split(",")]
    if unknown := set(backends) - {"sqlite", "postgres"}:
        parser.error(f"unknown backends {sorted(unknown)}")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["GMEM_CACHE_DIR"] = str(args.cache / "snapshots")  # PostgreSQL index snapshots: not the user's cache

    dataset, cache = Dataset(args.cache, args.seed), VectorCache(args.cache)
    prepare(dataset, cache, max(sizes) + args.records + args.singles, args.queries)
    args.out.mkdir(parents=True, exist_ok=True)
    summary: dict[str, Any] = {
        "command": "python -m benchmarks.scale " + " ".join(argv if argv is not None else sys.argv[1:]),
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "python": platform.python_version()},
        "started": time.strftime("%Y-%m-%d %H:%M:%S"),
        "results": {},
    }
    results: dict[str, dict[int, dict[str, Any]]] = {}
    with ExitStack() as stack:
        postgres = None
        if "postgres" in backends:
            postgres = Postgres(args.cache / "pgdata")
            stack.callback(postgres.close)
        for backend in backends:
            for size in sizes:
                name = f"gmem_bench_{size}"
                if backend == "postgres" and postgres:
                    location = postgres.fresh(name)
                else:
                    location = fresh_sqlite(args.cache / "stores", name)
                console.print(f"[bold]{backend}, {size} tasks[/bold]")
                run = worker("build", location, size, args, args.out / f"{backend}-{size}-build.json")
                run |= worker("rebuild", location, size, args, args.out / f"{backend}-{size}-rebuild.json")
                run |= worker("serve", location, size, args, args.out / f"{backend}-{size}-serve.json")
                results.setdefault(backend, {})[size] = run
                summary["results"] = {b: {str(s): r for s, r in runs.items()} for b, runs in results.items()}
                (args.out / "scale.json").write_text(json.dumps(summary, indent=1))
                if backend == "sqlite":
                    fresh_sqlite(args.cache / "stores", name)  # 100k tasks take gigabytes: drop them once measured
                elif postgres:
                    postgres.drop(name)
                    snapshot_path(location).unlink(missing_ok=True)
    report(console, results, args.out)


def report(console: Console, results: dict[str, dict[int, dict[str, Any]]], out: Path) -> None:
    for backend, runs in results.items():
        console.print(table(backend, runs))
    (out / "scale.md").write_text("\n".join(markdown(backend, runs) for backend, runs in results.items()))
    plot(results, out / "scale.png")
    console.print(f"results: {out / 'scale.json'}, tables: {out / 'scale.md'}, plot: {out / 'scale.png'}")


if __name__ == "__main__":
    main()
