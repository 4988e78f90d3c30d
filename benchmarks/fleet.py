"""Fleet benchmark: one PostgreSQL, many namespaces, worker processes serving random namespaces.

    python -m benchmarks.fleet [--namespaces 1000] [--tasks 1000000] [--workers 8] [--seconds 120]
                               [--paths database,memory] [--cache .bench-cache] [--out benchmarks/results]

A template namespace is recorded through gmem from recombined ALFWorld runs (:mod:`benchmarks.dataset`),
then cloned server-side (``INSERT ... SELECT``, triggers off, then ``gmem_rebuild_terms`` per namespace) into
``--namespaces`` namespaces of 100 to 10,000 tasks (log-uniform, scaled to ``--tasks`` in all; a namespace
larger than the template repeats it under new ids, as teams repeat tasks). Then ``--workers`` processes, for
``--seconds`` per path, each pick a namespace by a Zipf law over the namespaces, open it, retrieve for a new
task, record it (outcome unknown) and give its feedback. Reported per path (``database``: PostgreSQL scores,
``memory``: each namespace's index in the worker's RAM): throughput, retrieve latency (query embedding
included) cold (the worker's first touch of the namespace) and warm, worker RSS after 10% / 50% / all of its
operations, database size per task, and the task count check (no recorded task lost). Results go to
``fleet.json`` and ``fleet.png`` in ``--out``.
"""

from __future__ import annotations

import argparse
import json
import logging
import multiprocessing
import os
import random
import time
from collections import OrderedDict
from pathlib import Path
from typing import Any

import numpy as np
from rich.console import Console
from rich.progress import track
from rich.table import Table

from benchmarks.dataset import REPO, Dataset
from benchmarks.scale import Postgres
from experiments.plotting import pyplot, save

log = logging.getLogger(__name__)

TEMPLATE = "fleet-template"
#: Zipf exponent of the namespace a task is for.
ZIPF = 1.1
#: Open memories a database-path worker keeps (the least recently used is closed).
HANDLES = 16
_COLUMNS = (
    "revision, instruction, context, domain, status, outcome_detail, extra, failure_reason, key_steps, edges,"
    " words, procedure, instruction_vector, context_vector, feedback_applied, feedback_delta, created_at"
)


def sizes(namespaces: int, tasks: int, seed: int) -> list[int]:
    """Namespace sizes within 100..10,000, log-uniform, scaled to about ``tasks`` in all."""
    rng = np.random.default_rng(seed)
    raw = np.exp(rng.uniform(np.log(100), np.log(10_000), namespaces))
    scaled = np.clip(raw * tasks / raw.sum(), 100, 10_000).astype(int)
    return [int(s) for s in scaled]


def load(url: str, dataset: Dataset, template: int, counts: list[int]) -> None:
    """Record the template through gmem, then clone it into each namespace server-side."""
    import psycopg

    from gmem import Memory

    dataset.ensure(template)
    with Memory.open(url, namespace=TEMPLATE) as memory:
        batch = list(dataset.tasks(0, template))
        for start in track(range(0, len(batch), 100), description="recording the template"):
            memory.record_many(batch[start : start + 100])
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("SET session_replication_role = replica")  # bulk load: the rebuild computes the terms
        for n, size in enumerate(track(counts, description="cloning namespaces")):
            ns = f"team-{n:05d}"
            with conn.transaction():
                conn.execute("INSERT INTO namespaces (name, revision) VALUES (%s, 1)", (ns,))
                conn.execute(
                    f"WITH src AS (SELECT t.*, c FROM tasks t, generate_series(0, %(copies)s - 1) AS c"
                    f" WHERE t.namespace = %(template)s ORDER BY c, t.seq LIMIT %(size)s),"
                    f" new AS (INSERT INTO tasks (namespace, id, {_COLUMNS}) SELECT %(ns)s, src.id || '~' || src.c,"
                    f" {_COLUMNS} FROM src ORDER BY src.c, src.seq RETURNING seq, id)"
                    " INSERT INTO utterances (task_seq, idx, step, agent, kind, content, extra)"
                    " SELECT new.seq, u.idx, u.step, u.agent, u.kind, u.content, u.extra FROM new"
                    " JOIN tasks s ON s.namespace = %(template)s AND s.id = split_part(new.id, '~', 1)"
                    " JOIN utterances u ON u.task_seq = s.seq",
                    {"copies": -(-size // template), "template": TEMPLATE, "size": size, "ns": ns},
                )
                conn.execute(
                    "INSERT INTO links (namespace, a, b, kind, weight) SELECT %(ns)s, a, b, kind, weight FROM"
                    " (SELECT l.a || '~' || c AS a, l.b || '~' || c AS b, l.kind, l.weight FROM links l,"
                    " generate_series(0, %(copies)s - 1) AS c WHERE l.namespace = %(template)s) AS copied"
                    " WHERE EXISTS (SELECT 1 FROM tasks WHERE namespace = %(ns)s AND id = copied.a)"
                    " AND EXISTS (SELECT 1 FROM tasks WHERE namespace = %(ns)s AND id = copied.b)",
                    {"ns": ns, "template": TEMPLATE, "copies": -(-size // template)},
                )
                conn.execute("SELECT gmem_rebuild_terms(%s)", (ns,))
        conn.execute("VACUUM ANALYZE")
    # The single words' vectors are shared by every namespace: embedded once, by the first query that maps one.
    with Memory.open(url, namespace=TEMPLATE, index="database") as memory:
        memory.retrieve("warm up an egg and chill it")


def _rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def work(job: dict[str, Any]) -> dict[str, Any]:
    """One worker (in its own process); a failure comes back as text (not every exception pickles)."""
    try:
        return _work(job)
    except Exception as exc:
        log.exception("worker %s failed", job["seed"])
        raise RuntimeError(f"worker {job['seed']} failed: {exc!r}") from None


def _work(job: dict[str, Any]) -> dict[str, Any]:
    """Tasks for Zipf-drawn namespaces until the time is up."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from gmem import Memory
    from gmem.embedding import shared_embedder

    rng = random.Random(job["seed"])
    names, weights = job["namespaces"], [1 / (r + 1) ** ZIPF for r in range(len(job["namespaces"]))]
    queries, runs = job["queries"], job["runs"]
    # The memory path keeps every namespace it touched open (its index in RAM is what it costs); the database
    # path keeps the HANDLES most recent ones (their role projectors' caches), closing the least recent.
    held: OrderedDict[str, Memory] = OrderedDict()
    seen: set[str] = set()
    cold: list[float] = []
    warm: list[float] = []
    rss: list[float] = []
    recorded, n = 0, 0
    shared_embedder().embed(["load the model before timing"])
    deadline = time.monotonic() + job["seconds"]
    while time.monotonic() < deadline:
        ns = rng.choices(names, weights)[0]
        first = ns not in seen
        seen.add(ns)
        start = time.perf_counter()
        memory = held.pop(ns, None) or Memory.open(job["url"], namespace=ns, index=job["path"])
        shown = memory.retrieve(rng.choice(queries), roles=["solver"])
        (cold if first else warm).append((time.perf_counter() - start) * 1000)
        source = runs[n % len(runs)]
        run = {k: v for k, v in source.items() if k != "success"} | {
            "id": f"{job['path']}-{job['seed']}-{n}",
            "status": "unknown",
        }
        memory.record(run, used=shown)
        memory.feedback(run["id"], bool(source["success"]))
        recorded, n = recorded + 1, n + 1
        held[ns] = memory
        if job["path"] == "database" and len(held) > HANDLES:
            held.popitem(last=False)[1].close()
        rss.append(_rss_mb())
    for memory in held.values():
        memory.close()
    return {"cold": cold, "warm": warm, "rss": rss, "recorded": recorded, "touched": len(seen)}


def _percentiles(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    return {"n": len(values), "p50": float(np.percentile(values, 50)), "p99": float(np.percentile(values, 99))}


def measure(url: str, path: str, args: argparse.Namespace, dataset: Dataset, names: list[str]) -> dict[str, Any]:
    import psycopg

    with psycopg.connect(url) as conn:
        before = conn.execute("SELECT count(*) FROM tasks").fetchone()[0]
    queries = [q["instruction"] for q in dataset.queries(200)]
    runs = list(dataset.tasks(args.template, args.template + 500))
    order = names[:]
    random.Random(1).shuffle(order)  # Zipf ranks independent of size
    jobs = [
        {"url": url, "path": path, "seed": w, "namespaces": order, "queries": queries, "runs": runs}
        | {"seconds": args.seconds}
        for w in range(args.workers)
    ]
    started = time.monotonic()
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        results = pool.map(work, jobs)
    elapsed = time.monotonic() - started
    with psycopg.connect(url) as conn:
        after = conn.execute("SELECT count(*) FROM tasks").fetchone()[0]
        size = conn.execute("SELECT pg_database_size(current_database())").fetchone()[0]
    recorded = sum(r["recorded"] for r in results)
    return {
        "path": path,
        "workers": args.workers,
        "seconds": round(elapsed, 1),
        "tasks_per_s": recorded / args.seconds,
        "retrieve_cold_ms": _percentiles([v for r in results for v in r["cold"]]),
        "retrieve_warm_ms": _percentiles([v for r in results for v in r["warm"]]),
        "rss_mb": {
            share: max(r["rss"][max(0, int(len(r["rss"]) * share) - 1)] for r in results if r["rss"])
            for share in (0.1, 0.5, 1.0)
        },
        "namespaces_touched_per_worker": max(r["touched"] for r in results),
        "recorded": recorded,
        "lost": before + recorded - after,
        "db_kb_per_task": size / after / 1024,
        "series": {"cold": [v for r in results for v in r["cold"]], "warm": [v for r in results for v in r["warm"]]},
    }


def plot(results: list[dict[str, Any]], path: Path) -> None:
    plt = pyplot()

    fig, ax = plt.subplots(figsize=(7, 4))
    for result in results:
        for kind, style in (("warm", "-"), ("cold", "--")):
            values = np.sort(result["series"][kind])
            if len(values):
                ax.plot(values, np.linspace(0, 1, len(values)), style, label=f"{result['path']} {kind}")
    ax.set_xscale("log")
    ax.set_xlabel("retrieve latency, ms (query embedding included)")
    ax.set_ylabel("share of retrievals")
    ax.set_title("gmem fleet: retrieve latency by path")
    ax.legend()
    save(fig, path)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--namespaces", type=int, default=1000)
    parser.add_argument("--tasks", type=int, default=1_000_000)
    parser.add_argument("--workers", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=120)
    parser.add_argument("--template", type=int, default=1000, help="tasks recorded through gmem, then cloned")
    parser.add_argument("--paths", default="database,memory")
    parser.add_argument("--cache", type=Path, default=REPO / ".bench-cache")
    parser.add_argument("--out", type=Path, default=REPO / "benchmarks" / "results")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    counts = sizes(args.namespaces, args.tasks, seed=0)
    dataset = Dataset(args.cache)
    dataset.ensure(args.template + 500)
    server = Postgres(args.cache / "fleet-pg")
    console = Console()
    try:
        url = server.fresh("gmem_fleet")
        started = time.monotonic()
        load(url, dataset, args.template, counts)
        load_s = time.monotonic() - started
        names = [f"team-{n:05d}" for n in range(len(counts))]
        results = [measure(url, path, args, dataset, names) for path in args.paths.split(",") if path]
    finally:
        server.close()
    table = Table(title=f"{len(counts)} namespaces, {sum(counts):,} tasks, {args.workers} workers")
    for column in ("path", "tasks/s", "cold p50/p99 ms", "warm p50/p99 ms", "RSS MB 10/50/100%", "KB/task", "lost"):
        table.add_column(column)
    for r in results:
        cold, warm, rss = r["retrieve_cold_ms"], r["retrieve_warm_ms"], r["rss_mb"]
        table.add_row(
            r["path"],
            f"{r['tasks_per_s']:.1f}",
            f"{cold.get('p50', 0):.0f} / {cold.get('p99', 0):.0f}",
            f"{warm.get('p50', 0):.0f} / {warm.get('p99', 0):.0f}",
            " / ".join(f"{rss[s]:.0f}" for s in (0.1, 0.5, 1.0)),
            f"{r['db_kb_per_task']:.1f}",
            str(r["lost"]),
        )
    console.print(table)
    console.print(f"bulk load: {load_s:.0f} s")
    args.out.mkdir(parents=True, exist_ok=True)
    report = {"namespaces": len(counts), "tasks": sum(counts), "load_s": load_s, "results": results}
    (args.out / "fleet.json").write_text(json.dumps(report, indent=1))
    plot(results, args.out / "fleet.png")


if __name__ == "__main__":
    main()
