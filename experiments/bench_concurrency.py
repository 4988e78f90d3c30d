"""Concurrent recording benchmark: several processes retrieving and recording into one store at once.

    python -m experiments.bench_concurrency [--processes 8] [--tasks 50] [--store PATH_OR_URL ...]
    python -m experiments.bench_concurrency --readers 4 [--processes 4]     # writers and readers at once

Without ``--store`` it measures a fresh SQLite file and a fresh PostgreSQL database (a throwaway server
started with pgserver). Each process opens its own Memory (with a small hashing embedder, so no process
loads a model), waits for the others, then for each of its tasks retrieves for it (roles solver and
critic) and records it with that retrieval as ``used``, so its outcome moves the scores of the insights
it was shown. Throughput is tasks per second over the wall time from the common start to the last
process done; a one-process run on the same backend is the baseline. Every run is then checked: the
store holds every task, and each insight's score is the sum of every change the processes made to it.

With ``--readers M``, M more processes only retrieve, as fast as they can, for as long as the writers
write: the table then shows, under that load, the tasks lost (recorded by a writer but missing from the
store: must be 0), the operations that raised, and the readers' retrieve latency (p50 / p99). Figures are
written to ``benchmarks/results/concurrency.json``.
"""

from __future__ import annotations

import argparse
import json
import logging
import multiprocessing
import tempfile
import time
import traceback
import uuid
from collections import defaultdict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
from rich.console import Console
from rich.table import Table

from gmem import CallableEmbedder, Memory, MemoryConfig, TaskStatus
from gmem.store.base import DEFAULT_NAMESPACE, MemoryStore, TaskWrite, open_store
from gmem.text import words

log = logging.getLogger(__name__)

ROLES = [("solver", "acts in the environment"), ("critic", "reviews the plan")]
RESULTS = Path(__file__).resolve().parent.parent / "benchmarks" / "results"
#: Seconds a process waits for the others to be ready, and the parent for a process's report.
PATIENCE = 600.0


def hashing_embedder(dimension: int = 64) -> CallableEmbedder:
    """Feature hashing of the words: deterministic, instant, and texts sharing words get similar vectors."""

    def embed(texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in words(text) or [text]:
                digest = uuid.uuid5(uuid.NAMESPACE_OID, word).int
                out[row, digest % dimension] += 1.0 if digest & 1 << 64 else -1.0
            out[row, 0] += 1e-3  # no all-zero rows
        return out

    return CallableEmbedder(embed, dimension=dimension, name=f"hashing-{dimension}")


def excerpt_rows() -> list[dict[str, Any]]:
    text = (resources.files("gmem.data") / "alfworld_excerpt.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


class CountingStore:
    """Passes everything to a store and notes each insight score change it makes, to check none is lost."""

    def __init__(self, inner: MemoryStore) -> None:
        self._inner = inner
        self.by_key: dict[str, float] = defaultdict(float)  # mined upserts, by insight key
        # Confirmations of a lesson the memory may hold (InsightUpdate.confirms_only), by key: each lands only if
        # the lesson is stored when it commits, which another process's run may not have minted yet.
        self.confirming: dict[str, float] = defaultdict(float)
        self.by_id: dict[int, float] = defaultdict(float)  # feedback on shown insights, by insight id
        self._shown: dict[str, list[int]] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    def commit(self, writes: Sequence[TaskWrite]) -> list[int]:
        seqs = self._inner.commit(writes)
        for write in writes:
            for update in write.insight_updates:
                counted = self.confirming if update.confirms_only else self.by_key
                counted[update.key] += update.score_delta
            self._shown[write.node.id] = sorted(set(write.used_insights))
            if write.feedback:  # its outcome's move of the insights it was shown, committed with it
                for insight_id in self._shown[write.node.id]:
                    self.by_id[insight_id] += write.feedback
        return seqs

    def apply_feedback(
        self, task_id: str, status: TaskStatus, on_resolved: float, on_failed: float, *, author: str = "gmem"
    ) -> int:
        moved = self._inner.apply_feedback(task_id, status, on_resolved, on_failed, author=author)
        if moved:
            shown = self._shown.get(task_id, [])
            if moved != len(shown):
                raise AssertionError(f"feedback on {task_id} moved {moved} insights; it was shown {len(shown)}")
            for insight_id in shown:
                self.by_id[insight_id] += on_resolved if status == TaskStatus.RESOLVED else on_failed
        return moved


@dataclass
class WorkerReport:
    process: int
    namespace: str
    task_ids: list[str]
    started: float
    finished: float
    by_key: dict[str, float]
    by_id: dict[int, float]
    latencies: list[float] = field(default_factory=list)  # seconds of each retrieve
    errors: list[str] = field(default_factory=list)  # operations that raised
    reader: bool = False
    confirming: dict[str, float] = field(default_factory=dict)  # CountingStore.confirming


@dataclass
class ConcurrentRun:
    location: str
    reports: list[WorkerReport]
    readers: list[WorkerReport] = field(default_factory=list)
    tasks: int = field(init=False)
    seconds: float = field(init=False)

    def __post_init__(self) -> None:
        self.tasks = sum(len(r.task_ids) for r in self.reports)
        self.seconds = max(r.finished for r in self.reports) - min(r.started for r in self.reports)

    @property
    def throughput(self) -> float:
        return self.tasks / self.seconds

    def expected_scores(self, namespace: str, ids: dict[str, int]) -> tuple[dict[str, float], dict[str, float]]:
        """Each insight's score as the sum of the changes the processes of ``namespace`` made to it (``ids``:
        insight key -> id in the store), and the confirmations of each, which add to it as far as they found it
        stored (:attr:`CountingStore.confirming`)."""
        expected: dict[str, float] = defaultdict(float)
        confirming: dict[str, float] = defaultdict(float)
        keys = {i: k for k, i in ids.items()}
        for report in self.reports:
            if report.namespace != namespace:
                continue
            for key, delta in report.by_key.items():
                expected[key] += delta
            for insight_id, delta in report.by_id.items():
                expected[keys[insight_id]] += delta
            for key, delta in report.confirming.items():
                confirming[key] += delta
        return dict(expected), dict(confirming)


def _worker(location: str, namespace: str, process: int, tasks: int, barrier: Any, results: Any, writing: Any) -> None:
    """A writer: retrieve for each of its tasks, then record it. An operation that raises is noted and the
    writer goes on; a task counts as recorded only once ``record`` returned."""
    try:
        rows = excerpt_rows()
        store = CountingStore(open_store(location, namespace))
        memory = Memory(store, hashing_embedder(), MemoryConfig(), location)  # type: ignore[arg-type]
        ids: list[str] = []
        latencies: list[float] = []
        errors: list[str] = []
        barrier.wait(PATIENCE)
        started = time.monotonic()
        for j in range(tasks):
            row = rows[(process * tasks + j) % len(rows)]
            task_id = f"{namespace}-p{process}-{j}"
            try:
                begun = time.perf_counter()
                retrieval = memory.retrieve(row["instruction"], roles=ROLES)
                latencies.append(time.perf_counter() - begun)
                memory.record({**row, "id": task_id}, used=retrieval)
                ids.append(task_id)
            except Exception as exc:  # noqa: BLE001 - counted and reported: the benchmark measures them
                errors.append(f"{task_id}: {exc!r}")
        finished = time.monotonic()
        with writing.get_lock():
            writing.value += 1
        memory.close()
        results.put(
            WorkerReport(
                process,
                namespace,
                ids,
                started,
                finished,
                dict(store.by_key),
                dict(store.by_id),
                latencies,
                errors,
                confirming=dict(store.confirming),
            )
        )
    except Exception:  # noqa: BLE001 - whatever fails, the parent must hear of it instead of waiting
        results.put(f"process {process} failed:\n{traceback.format_exc()}")
        barrier.abort()


def _reader(
    location: str, namespace: str, process: int, writers: int, barrier: Any, results: Any, writing: Any
) -> None:
    """A reader: retrieve, round the shipped instructions, until every writer is done."""
    try:
        rows = excerpt_rows()
        memory = Memory(open_store(location, namespace), hashing_embedder(), MemoryConfig(), location)
        latencies: list[float] = []
        errors: list[str] = []
        barrier.wait(PATIENCE)
        started = time.monotonic()
        while writing.value < writers:
            row = rows[len(latencies) % len(rows)]
            begun = time.perf_counter()
            try:
                memory.retrieve(row["instruction"], roles=ROLES)
                latencies.append(time.perf_counter() - begun)
            except Exception as exc:  # noqa: BLE001 - counted and reported
                errors.append(repr(exc))
        finished = time.monotonic()
        memory.close()
        results.put(WorkerReport(process, namespace, [], started, finished, {}, {}, latencies, errors, reader=True))
    except Exception:  # noqa: BLE001
        results.put(f"reader {process} failed:\n{traceback.format_exc()}")
        barrier.abort()


def record_concurrently(
    location: str, *, processes: int, tasks: int, namespaces: Sequence[str] = (DEFAULT_NAMESPACE,), readers: int = 0
) -> ConcurrentRun:
    """Run ``processes`` writers (namespaces assigned round-robin), each recording ``tasks`` tasks, and
    ``readers`` processes retrieving from the first namespace until the writers are done."""
    context = multiprocessing.get_context("spawn")  # no process inherits another's connections
    barrier = context.Barrier(processes + readers)
    results = context.Queue()
    writing = context.Value("i", 0)  # writers done
    workers = [
        context.Process(
            target=_worker, args=(location, namespaces[p % len(namespaces)], p, tasks, barrier, results, writing)
        )
        for p in range(processes)
    ] + [
        context.Process(target=_reader, args=(location, namespaces[0], r, processes, barrier, results, writing))
        for r in range(readers)
    ]
    for worker in workers:
        worker.start()
    try:
        reports = [results.get(timeout=PATIENCE) for _ in workers]
    finally:
        for worker in workers:
            worker.join(timeout=PATIENCE)
    failures = [r for r in reports if isinstance(r, str)]
    if failures:
        raise RuntimeError("\n".join(failures))
    done = sorted(reports, key=lambda r: r.process)
    return ConcurrentRun(location, [r for r in done if not r.reader], [r for r in done if r.reader])


def check(run: ConcurrentRun) -> list[str]:
    """What the store lost or mixed up, per namespace (empty: every task and score change is there; a confirmation
    adds to a lesson as far as it found it stored, and may find none where another process's run had not minted it
    yet)."""
    problems: list[str] = []
    for namespace in sorted({r.namespace for r in run.reports}):
        store = open_store(run.location, namespace)
        try:
            recorded = sorted(i for r in run.reports if r.namespace == namespace for i in r.task_ids)
            stored = sorted(store.get_nodes(recorded))
            if stored != recorded or store.counts()["tasks"] != len(recorded):
                problems.append(f"{namespace}: {len(recorded)} tasks recorded, {store.counts()['tasks']} stored")
            insights = store.list_insights()
            expected, confirming = run.expected_scores(namespace, {i.key: i.id for i in insights})
            actual = {i.key: i.score for i in insights}
            if set(expected) != set(actual):
                problems.append(f"{namespace}: insights {sorted(set(expected) ^ set(actual))} not accounted for")
            problems += [
                f"{namespace}: insight {key!r} has score {actual[key]}, the processes added {expected[key]}"
                f" and confirmed it by {confirming.get(key, 0.0)}"
                for key in sorted(set(expected) & set(actual))
                if not expected[key] - 1e-9 <= actual[key] <= expected[key] + confirming.get(key, 0.0) + 1e-9
            ]
        finally:
            store.close()
    return problems


@contextmanager
def throwaway_postgres() -> Iterator[str]:
    """A URL to an empty database on a temporary PostgreSQL server (pgserver), removed afterwards."""
    import pgserver

    with tempfile.TemporaryDirectory() as folder:
        server = pgserver.get_server(Path(folder) / "pg", cleanup_mode="delete")
        try:
            server.psql("CREATE DATABASE gmem_bench;")
            yield server.get_uri("gmem_bench")
        finally:
            server.cleanup()


def lost_tasks(run: ConcurrentRun) -> int:
    """Tasks a writer was told were recorded that the store does not hold."""
    lost = 0
    for namespace in sorted({r.namespace for r in run.reports}):
        store = open_store(run.location, namespace)
        try:
            recorded = [i for r in run.reports if r.namespace == namespace for i in r.task_ids]
            lost += len(recorded) - len(store.get_nodes(recorded))
        finally:
            store.close()
    return lost


def bench(location: str, processes: int, tasks: int, console: Console) -> tuple[Table, list[dict[str, Any]]]:
    table = Table(title=f"concurrent recording: {location}")
    for column in ("processes", "tasks", "seconds", "tasks/s", "lost"):
        table.add_column(column, justify="right")
    rows = []
    # The baseline records as many tasks as the concurrent run, so both end at the same memory size.
    for count, each, namespace in ((1, processes * tasks, "baseline"), (processes, tasks, "concurrent")):
        run = record_concurrently(location, processes=count, tasks=each, namespaces=[namespace])
        problems = check(run)
        for problem in problems:
            console.print(f"[red]{problem}[/red]")
        table.add_row(str(count), str(run.tasks), f"{run.seconds:.2f}", f"{run.throughput:.1f}", str(len(problems)))
        rows.append(
            {
                "processes": count,
                "tasks": run.tasks,
                "seconds": run.seconds,
                "tasks_per_s": run.throughput,
                "problems": problems,
            }
        )
    return table, rows


def bench_load(
    location: str, writers: int, readers: int, tasks: int, console: Console
) -> tuple[Table, list[dict[str, Any]]]:
    """Writers and readers at once: tasks lost, errors, and the readers' retrieve latency under that load."""
    run = record_concurrently(location, processes=writers, tasks=tasks, readers=readers)
    problems = check(run)
    for problem in problems:
        console.print(f"[red]{problem}[/red]")
    errors = [e for r in run.reports + run.readers for e in r.errors]
    for error in errors[:5]:
        console.print(f"[red]{error}[/red]")
    latency = [s * 1000 for r in run.readers for s in r.latencies]
    p50, p99 = np.percentile(latency, [50, 99]) if latency else (float("nan"), float("nan"))
    row = {
        "writers": writers,
        "readers": readers,
        "tasks": run.tasks,
        "lost": lost_tasks(run),
        "errors": len(errors),
        "problems": problems,
        "tasks_per_s": run.throughput,
        "retrievals": len(latency),
        "retrieve_p50_ms": float(p50),
        "retrieve_p99_ms": float(p99),
    }
    table = Table(title=f"writers and readers at once: {location}")
    columns = ("writers", "readers", "tasks", "lost", "errors", "tasks/s", "retrievals", "retrieve p50 / p99, ms")
    for column in columns:
        table.add_column(column, justify="right")
    table.add_row(
        str(writers),
        str(readers),
        str(run.tasks),
        str(row["lost"]),
        str(len(errors)),
        f"{run.throughput:.1f}",
        str(len(latency)),
        f"{p50:.0f} / {p99:.0f}",
    )
    return table, [row]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--processes", type=int, default=8, help="writer processes")
    parser.add_argument("--readers", type=int, default=0, help="reader processes retrieving while the writers write")
    parser.add_argument("--tasks", type=int, default=50, help="tasks each process records")
    parser.add_argument("--store", action="append", default=[], help="SQLite path or postgresql:// URL (repeatable)")
    parser.add_argument("--out", type=Path, default=RESULTS / "concurrency.json")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    console = Console()
    results: dict[str, list[dict[str, Any]]] = {}

    def measure(location: str, name: str) -> None:
        if args.readers:
            table, rows = bench_load(location, args.processes, args.readers, args.tasks, console)
        else:
            table, rows = bench(location, args.processes, args.tasks, console)
        console.print(table)
        results[name] = rows

    if args.store:
        for location in args.store:
            measure(location, location)
    else:
        with tempfile.TemporaryDirectory() as folder:
            measure(str(Path(folder) / "bench.db"), "sqlite")
        with throwaway_postgres() as url:
            measure(url, "postgres")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    console.print(f"written to {args.out}")
    return 0 if all(not r["problems"] and not r.get("lost") for rows in results.values() for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
