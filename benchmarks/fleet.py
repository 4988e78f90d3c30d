"""Fleet benchmark: one PostgreSQL, many namespaces, worker processes serving random namespaces.

    python -m benchmarks.fleet [--namespaces 1000] [--tasks 1000000] [--workers 8] [--seconds 120]
                               [--team-seconds 5] [--loads saturated,paced] [--paths database,memory]
                               [--cache .bench-cache]
                               [--out benchmarks/results]

A template namespace is recorded through gmem from recombined ALFWorld runs (:mod:`benchmarks.dataset`),
then cloned server-side (``INSERT ... SELECT``, triggers off, then ``gmem_rebuild_terms`` per namespace) into
``--namespaces`` namespaces of 100 to 10,000 tasks (log-uniform, scaled to ``--tasks`` in all; a namespace
larger than the template repeats it under new ids, as teams repeat tasks); then each namespace's instructions
are read in context (``Memory.warm``: what its first operations would otherwise read, once for the fleet),
timed on its own. The loaded database stays in ``--cache``: a rerun with the same sizes reuses it (the tasks earlier runs recorded stay in it and are
counted; once they add more than ``--reuse-growth`` of the load, default 5%, it is loaded again).

Then ``--workers`` processes, for ``--seconds`` per path and load, each pick a namespace by a Zipf law over
the namespaces, open it, retrieve for a new task, record that task (outcome unknown) and give its feedback.
Two loads (``--loads`` runs one or both): *saturated* - each worker starts its next task at once, so the workers share the cores four to a
core at 8 workers on 2 and a retrieval waits for the others' work; and *team-paced* (``--team-seconds S``,
0 to skip) - between its retrieve and its record a worker waits S seconds (uniform within +-50%), as a
worker waits for its agent team's LLM calls in real use. Reported per path (``database``: PostgreSQL
scores, ``memory``: each namespace's index in the worker's RAM) and load: throughput, retrieve latency
(query embedding included) cold (the worker's first touch of the namespace) and warm, the worker's own CPU
time per warm retrieve (the rest of its wall time waits for PostgreSQL or for a core), worker RSS after
10% / 50% / all of its operations, database size per task, and the task count check (no recorded task
lost). Results go to ``fleet.json`` and ``fleet.png`` in ``--out``.
"""

from __future__ import annotations

import argparse
import json
import logging
import multiprocessing
import os
import random
import sys
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
#: New tasks each worker records (its own, distinct from the other workers'); past them it starts over.
RUNS_PER_WORKER = 1000
#: The fleet database in the pgserver of ``--cache``.
DATABASE = "gmem_fleet"
_COLUMNS = (
    "revision, instruction, context, domain, status, outcome_detail, extra, failure_reason, key_steps, edges,"
    " words, procedure, instruction_vector, context_vector, feedback_applied, feedback_delta, created_at, reading"
)


def sizes(namespaces: int, tasks: int, seed: int) -> list[int]:
    """Namespace sizes within 100..10,000, log-uniform, scaled to about ``tasks`` in all."""
    rng = np.random.default_rng(seed)
    raw = np.exp(rng.uniform(np.log(100), np.log(10_000), namespaces))
    scaled = np.clip(raw * tasks / raw.sum(), 100, 10_000).astype(int)
    return [int(s) for s in scaled]


def load(url: str, dataset: Dataset, template: int, counts: list[int]) -> float:
    """Record the template through gmem, then clone it into each namespace server-side, then read each
    namespace's instructions in context (what its first operations would read otherwise, so the windows
    measure a fleet whose namespaces were read); the seconds that reading took."""
    import psycopg
    from psycopg.types.json import Jsonb

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
        loaded = conn.execute("SELECT count(*) FROM tasks").fetchone()[0]
        conn.execute("CREATE TABLE fleet_load (sizes jsonb NOT NULL, tasks bigint NOT NULL)")
        conn.execute("INSERT INTO fleet_load VALUES (%s, %s)", (Jsonb(_load_key(template, counts)), loaded))
    # The single words' vectors are shared by every namespace: embedded once, by the first query that maps one.
    with Memory.open(url, namespace=TEMPLATE, index="database") as memory:
        memory.retrieve("warm up an egg and chill it")
    started = time.monotonic()
    for n in track(range(len(counts)), description="reading instructions in context"):
        with Memory.open(url, namespace=f"team-{n:05d}", index="database") as memory:
            memory.warm()
    return time.monotonic() - started


def _load_key(template: int, counts: list[int]) -> dict[str, Any]:
    return {"template": template, "counts": counts}


def reusable(server: Postgres, template: int, counts: list[int], growth: float, console: Console) -> str | None:
    """The URL of the fleet database in the cache if it was loaded with these sizes and earlier runs did not
    record more than ``growth`` of its loaded tasks into it; else None."""
    import psycopg

    with psycopg.connect(server.server.get_uri(), autocommit=True) as admin:
        if admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE,)).fetchone() is None:
            return None
    url = server.server.get_uri(DATABASE)
    with psycopg.connect(url) as conn:
        if conn.execute("SELECT to_regclass('fleet_load')").fetchone()[0] is None:
            return None
        sizes_loaded, loaded = conn.execute("SELECT sizes, tasks FROM fleet_load").fetchone()
        now = conn.execute("SELECT count(*) FROM tasks").fetchone()[0]
    if sizes_loaded != _load_key(template, counts):
        return None
    if now - loaded > growth * loaded:
        console.print(f"the cached fleet database grew by {now - loaded:,} recorded tasks: loading it again")
        return None
    console.print(f"reusing the fleet database in the cache: {loaded:,} tasks loaded + {now - loaded:,} recorded since")
    return url


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
    runs = job["runs"]
    # The memory path keeps every namespace it touched open (its index in RAM is what it costs); the database
    # path keeps the HANDLES most recent ones (their role projectors' caches), closing the least recent.
    held: OrderedDict[str, Memory] = OrderedDict()
    seen: set[str] = set()
    cold: list[float] = []
    warm: list[float] = []
    cpu: list[float] = []  # the worker's own CPU per retrieve: the rest of its wall time is waiting
    rss: list[float] = []
    recorded, n = 0, 0
    shared_embedder().embed(["load the model before timing"])
    deadline = time.monotonic() + job["seconds"]
    while time.monotonic() < deadline:
        ns = rng.choices(names, weights)[0]
        first = ns not in seen
        seen.add(ns)
        source = runs[n % len(runs)]
        start, start_cpu = time.perf_counter(), time.process_time()
        memory = held.pop(ns, None) or Memory.open(job["url"], namespace=ns, index=job["path"])
        shown = memory.retrieve(source["instruction"], roles=["solver"])
        (cold if first else warm).append((time.perf_counter() - start) * 1000)
        if not first:
            cpu.append((time.process_time() - start_cpu) * 1000)
        if job["team_seconds"]:  # the team runs the task: its agents wait for their model calls
            time.sleep(job["team_seconds"] * rng.uniform(0.5, 1.5))
        run = {k: v for k, v in source.items() if k != "success"} | {
            "id": f"{job['load']}-{job['path']}-{job['seed']}-{n}",
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
    return {"cold": cold, "warm": warm, "cpu": cpu, "rss": rss, "recorded": recorded, "touched": len(seen)}


def _percentiles(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    return {"n": len(values), "p50": float(np.percentile(values, 50)), "p99": float(np.percentile(values, 99))}


def measure(
    url: str, path: str, team_seconds: float, args: argparse.Namespace, dataset: Dataset, names: list[str]
) -> dict[str, Any]:
    """One path under one load (``team_seconds`` 0: saturated)."""
    import psycopg

    with psycopg.connect(url) as conn:
        before = conn.execute("SELECT count(*) FROM tasks").fetchone()[0]
    runs = list(dataset.tasks(args.template, args.template + RUNS_PER_WORKER * args.workers))
    order = names[:]
    random.Random(1).shuffle(order)  # Zipf ranks independent of size
    load = f"team{team_seconds:g}s" if team_seconds else "saturated"
    # Task ids carry the load and a stamp, so a rerun on a reused database records new tasks.
    stamp = f"{load}-{int(time.time())}"
    jobs = [
        {"url": url, "path": path, "seed": w, "namespaces": order, "runs": runs[w :: args.workers]}
        | {"seconds": args.seconds, "team_seconds": team_seconds, "load": stamp}
        for w in range(args.workers)
    ]
    started = time.monotonic()
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        results = pool.map(work, jobs)
        pool.close()  # let the workers exit on their own (leaving the block terminates them mid-cleanup)
        pool.join()
    elapsed = time.monotonic() - started
    with psycopg.connect(url) as conn:
        after = conn.execute("SELECT count(*) FROM tasks").fetchone()[0]
        size = conn.execute("SELECT pg_database_size(current_database())").fetchone()[0]
    recorded = sum(r["recorded"] for r in results)
    return {
        "path": path,
        "load": load,
        "team_seconds": team_seconds,
        "workers": args.workers,
        "seconds": round(elapsed, 1),
        "tasks_per_s": recorded / args.seconds,
        "retrieve_cold_ms": _percentiles([v for r in results for v in r["cold"]]),
        "retrieve_warm_ms": _percentiles([v for r in results for v in r["warm"]]),
        "retrieve_warm_worker_cpu_ms": _percentiles([v for r in results for v in r["cpu"]]),
        "rss_mb": {
            share: max(r["rss"][max(0, int(len(r["rss"]) * share) - 1)] for r in results if r["rss"])
            for share in (0.1, 0.5, 1.0)
        },
        "namespaces_touched_per_worker": max(r["touched"] for r in results),
        "load_average_1min": os.getloadavg()[0],  # the machine's load at the end (other jobs included)
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
                label = f"{result['path']} {result['load']} {kind}"
                ax.plot(values, np.linspace(0, 1, len(values)), style, label=label)
    ax.set_xscale("log")
    ax.set_xlabel("retrieve latency, ms (query embedding included)")
    ax.set_ylabel("share of retrievals")
    ax.set_title("gmem fleet: retrieve latency by path and load")
    ax.legend()
    save(fig, path)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--namespaces", type=int, default=1000)
    parser.add_argument("--tasks", type=int, default=1_000_000)
    parser.add_argument("--workers", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=120, help="measured seconds per path and load")
    parser.add_argument(
        "--team-seconds",
        type=float,
        default=5.0,
        help="the team's own run between retrieve and record (+-50%%) in the team-paced load; 0: saturated only",
    )
    parser.add_argument(
        "--loads",
        default="saturated,paced",
        help="which loads to run: saturated, paced (team-paced at --team-seconds) or both",
    )
    parser.add_argument("--template", type=int, default=1000, help="tasks recorded through gmem, then cloned")
    parser.add_argument("--paths", default="database,memory")
    parser.add_argument(
        "--reuse-growth",
        type=float,
        default=0.05,
        help="reuse the loaded database in --cache until earlier runs recorded this share of its tasks",
    )
    parser.add_argument("--cache", type=Path, default=REPO / ".bench-cache")
    parser.add_argument("--out", type=Path, default=REPO / "benchmarks" / "results")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    counts = sizes(args.namespaces, args.tasks, seed=0)
    dataset = Dataset(args.cache)
    dataset.ensure(args.template + RUNS_PER_WORKER * args.workers)
    server = Postgres(args.cache / "fleet-pg")
    console = Console(width=None if sys.stdout.isatty() else 150)  # nine columns: not squeezed into 80 in a log
    wanted = {w.strip() for w in args.loads.split(",") if w.strip()}
    if not wanted or wanted - {"saturated", "paced"}:
        parser.error(f"--loads: {args.loads!r} names no load or an unknown one (saturated, paced)")
    loads = ([0.0] if "saturated" in wanted else []) + (
        [args.team_seconds] if "paced" in wanted and args.team_seconds > 0 else []
    )
    try:
        url = reusable(server, args.template, counts, args.reuse_growth, console)
        load_s = read_s = None
        if url is None:
            url = server.fresh(DATABASE)
            started = time.monotonic()
            read_s = load(url, dataset, args.template, counts)
            load_s = time.monotonic() - started - read_s
        names = [f"team-{n:05d}" for n in range(len(counts))]
        results = []
        for path in [p for p in args.paths.split(",") if p]:
            for team_seconds in loads:
                pace = f"team-paced ({team_seconds:g} s)" if team_seconds else "saturated"
                with console.status(f"measuring the {path} path, {pace}, for {args.seconds:g} s"):
                    results.append(measure(url, path, team_seconds, args, dataset, names))
    finally:
        server.close()
    table = Table(title=f"{len(counts)} namespaces, {sum(counts):,} tasks, {args.workers} workers")
    columns = ("path", "load", "tasks/s", "cold p50/p99 ms", "warm p50/p99 ms", "warm CPU p50 ms", "RSS MB 10/50/100%")
    columns += ("KB/task", "lost")
    for column in columns:
        table.add_column(column)
    for r in results:
        cold, warm, rss = r["retrieve_cold_ms"], r["retrieve_warm_ms"], r["rss_mb"]
        table.add_row(
            r["path"],
            r["load"],
            f"{r['tasks_per_s']:.1f}",
            f"{cold.get('p50', 0):.0f} / {cold.get('p99', 0):.0f}",
            f"{warm.get('p50', 0):.0f} / {warm.get('p99', 0):.0f}",
            f"{r['retrieve_warm_worker_cpu_ms'].get('p50', 0):.0f}",
            " / ".join(f"{rss[s]:.0f}" for s in (0.1, 0.5, 1.0)),
            f"{r['db_kb_per_task']:.1f}",
            str(r["lost"]),
        )
    console.print(table)
    if load_s is None or read_s is None:
        console.print("bulk load: reused from the cache")
    else:
        console.print(f"bulk load: {load_s:.0f} s, then its instructions read in context: {read_s:.0f} s")
    args.out.mkdir(parents=True, exist_ok=True)
    report = {"namespaces": len(counts), "tasks": sum(counts), "load_s": load_s, "read_s": read_s}
    report["results"] = results
    (args.out / "fleet.json").write_text(json.dumps(report, indent=1))
    plot(results, args.out / "fleet.png")


if __name__ == "__main__":
    main()
