"""One measurement of one memory, in its own process (so peak RSS is that memory's): run by
:mod:`benchmarks.scale`, or by hand::

    python -m benchmarks.measure build --location PATH_OR_URL --size N --cache .bench-cache --out build.json
    python -m benchmarks.measure serve --location PATH_OR_URL --size N --cache .bench-cache --out serve.json

``build`` records tasks ``0..N-1`` of the dataset with ``record_many`` in batches, vectors from the cache
(gmem's own cost of recording). ``serve`` opens the built memory the way a new process would and measures
what a team feels: open time, retrieval latency for a team of three roles (``benchmarks.roles.TEAM``) with
the query embedded by MiniLM and with precomputed vectors, recording with MiniLM (``record_many`` batches,
then single ``record`` calls alternating with retrievals, as a team does), peak RSS and the store's size on
disk.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import resource
import time
from collections.abc import Iterator
from contextlib import closing
from itertools import islice
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.dataset import BenchEmbedder, Dataset, VectorCache
from benchmarks.roles import TEAM
from gmem import Memory, SentenceTransformerEmbedder, TaskStatus
from gmem.snapshot import snapshot_path
from gmem.store.base import is_postgres_url, open_store

log = logging.getLogger(__name__)

#: Tasks per ``record_many`` call while building a memory.
BUILD_BATCH = 500
#: Tasks per ``record_many`` call when recording with MiniLM.
RECORD_BATCH = 100


def peak_rss_mb() -> float:
    """This process's resident high-water mark (``VmHWM``: unlike ``ru_maxrss`` it does not carry over the
    parent's peak through fork and exec)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # not Linux: KiB on most systems


def percentiles(values: list[float]) -> dict[str, float]:
    if not values:
        return {}
    p50, p95, p99 = np.percentile(values, [50, 95, 99])
    return {"p50": float(p50), "p95": float(p95), "p99": float(p99), "max": float(max(values)), "n": len(values)}


def batches(items: Iterator[dict[str, Any]], size: int) -> Iterator[list[dict[str, Any]]]:
    while batch := list(islice(items, size)):
        yield batch


def disk_bytes(location: str) -> int:
    """What the store takes on disk: the SQLite file with its WAL, or every gmem relation in PostgreSQL
    (tables, indexes, TOAST)."""
    if is_postgres_url(location):
        import psycopg

        with psycopg.connect(location) as conn:
            row = conn.execute(
                "SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) FROM pg_class c"
                " JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r'"
            ).fetchone()
        return int(row[0])
    return sum(Path(location + suffix).stat().st_size for suffix in ("", "-wal") if Path(location + suffix).exists())


def build(location: str, size: int, dataset: Dataset, cache: VectorCache) -> dict[str, Any]:
    embedder = BenchEmbedder(cache)
    curve: list[tuple[int, float]] = []
    started = time.perf_counter()
    with Memory.open(location, embedder=embedder) as memory:
        done = 0
        for batch in batches(dataset.tasks(0, size), BUILD_BATCH):
            start = time.perf_counter()
            memory.record_many(batch)
            done += len(batch)
            curve.append((done, len(batch) / (time.perf_counter() - start)))
            log.info("built %d/%d (%.0f tasks/s)", done, size, curve[-1][1])
        stats = memory.stats().model_dump()
    seconds = time.perf_counter() - started
    return {
        "build_tasks_per_s": size / seconds,
        "build_seconds": seconds,
        "build_curve": curve,
        "build_peak_rss_mb": peak_rss_mb(),
        "stats": stats,
    }


def _family(node_extra: dict[str, Any]) -> str | None:
    return node_extra.get("task_type")


def top_k_check(memory: Memory, asked: list[dict[str, Any]], cache: VectorCache, k: int = 10) -> dict[str, Any]:
    """The bounded top-k of the query tier against a full scan of every vector: same rows (exact), and the
    time of each (the dense scan is what the bound avoids)."""
    index = memory._replica.index
    same, bounded, full = [], [], []
    for query in asked:
        vector = cache.get([query["instruction"]])[0]
        scored = index.query(query["instruction"], vector, vector)
        start = time.perf_counter()
        rows, _ = scored.top(k)
        bounded.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        scores = scored.all()
        expected = np.argsort(-scores, kind="stable")[:k]
        full.append((time.perf_counter() - start) * 1000)
        same.append(rows.tolist() == expected.tolist())
    return {"exact_share": float(np.mean(same)), "bounded_ms": percentiles(bounded), "full_scan_ms": percentiles(full)}


def nearest_check(
    location: str, memory: Memory, asked: list[dict[str, Any]], cache: VectorCache, k: int = 10
) -> dict[str, Any]:
    """PostgreSQL's ``nearest`` (pgvector HNSW, approximate) against an exact scan of the same vectors:
    recall@k, counting as found any task as similar as the exact k-th (recombined tasks share vectors, so
    the exact top-k is one choice among ties), and its latency."""
    vectors = memory._replica.index.instruction_vectors()  # the index's own rows: a float64 copy would be 300 MB
    norms = np.maximum(np.linalg.norm(vectors, axis=1), 1e-12)  # at 100k, counted in the serving peak RSS
    recalls, latencies = [], []
    with closing(open_store(location)) as store:
        for query in asked:
            vector = cache.get([query["instruction"]])[0]
            start = time.perf_counter()
            found = store.nearest(vector, k)
            latencies.append((time.perf_counter() - start) * 1000)
            exact = vectors @ vector / (norms * max(np.linalg.norm(vector), 1e-12))
            kth = np.partition(exact, len(exact) - k)[len(exact) - k]
            recalls.append(sum(n.similarity >= kth - 1e-5 for n in found) / k)
    return {f"recall_at_{k}": float(np.mean(recalls)), "min_recall": float(min(recalls)), "ms": percentiles(latencies)}


def rebuild(location: str, cache: VectorCache) -> dict[str, Any]:
    """Open without the index snapshot: the index is rebuilt from the store (and a new snapshot written),
    in a process of its own so that its peak memory is its own too."""
    path = snapshot_path(location)
    if path is not None and path.exists():
        path.unlink()
    start = time.perf_counter()
    Memory.open(location, embedder=BenchEmbedder(cache)).close()
    return {"open_rebuild_s": time.perf_counter() - start, "rebuild_peak_rss_mb": peak_rss_mb()}


def serve(
    location: str, size: int, dataset: Dataset, cache: VectorCache, queries: int, records: int, singles: int
) -> dict[str, Any]:
    model = SentenceTransformerEmbedder()
    model.embed(["warm-up"])  # load the model before anything is timed
    embedder = BenchEmbedder(cache, model, live=True)
    out: dict[str, Any] = {"disk_bytes": disk_bytes(location)}
    out["disk_kb_per_task"] = out["disk_bytes"] / 1024 / size
    path = snapshot_path(location)
    opens = []
    for _ in range(3):
        start = time.perf_counter()
        memory = Memory.open(location, embedder=embedder)
        opens.append(time.perf_counter() - start)
        memory.close()
    out["open_s"] = float(np.median(opens))
    out["open_s_all"] = opens
    out["snapshot_kb_per_task"] = path.stat().st_size / 1024 / size if path is not None and path.exists() else 0.0

    asked = dataset.queries(queries)
    with Memory.open(location, embedder=embedder) as memory:
        # As a team calls it: for three roles. The first call pays the lazy imports and embeds the roles.
        memory.retrieve(asked[0]["instruction"], context=asked[0]["context"], roles=TEAM)
        for mode in ("live", "vectors"):
            embedder.live = mode == "live"
            latencies, embedding, hits = [], [], []
            for query in asked:
                embedder.seconds = 0.0
                start = time.perf_counter()
                result = memory.retrieve(query["instruction"], context=query["context"], roles=TEAM)
                latencies.append((time.perf_counter() - start) * 1000)
                embedding.append(embedder.seconds * 1000)
                first = next((t for t in result.tasks if t.node.status == TaskStatus.RESOLVED), None)
                if first is not None:
                    hits.append(float(_family(first.node.extra) == query["task_type"]))
            out[f"retrieve_{mode}_ms"] = percentiles(latencies)
            out[f"retrieve_{mode}_embedding_ms"] = percentiles(embedding)
            out["same_family_p_at_1"] = float(np.mean(hits)) if hits else None
        embedder.live = True
        out["top_k"] = top_k_check(memory, asked, cache)
        if is_postgres_url(location):
            out["store_nearest"] = nearest_check(location, memory, asked, cache)

        fresh = list(dataset.tasks(size, size + records))  # read before the clock starts: the file is large
        start = time.perf_counter()
        for batch in batches(iter(fresh), RECORD_BATCH):
            memory.record_many(batch)
        out["record_tasks_per_s"] = records / (time.perf_counter() - start)

        calls = []
        for task in list(dataset.tasks(size + records, size + records + singles)):
            used = memory.retrieve(task["instruction"], context=task["context"], roles=TEAM)
            start = time.perf_counter()
            memory.record(task, used=used)
            calls.append((time.perf_counter() - start) * 1000)
        out["record_single_ms"] = percentiles(calls)
    out["serve_peak_rss_mb"] = peak_rss_mb()
    out["load_average"] = os.getloadavg()
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("phase", choices=["build", "rebuild", "serve"])
    parser.add_argument("--location", required=True)
    parser.add_argument("--size", type=int, required=True)
    parser.add_argument("--cache", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--records", type=int, default=1000)
    parser.add_argument("--singles", type=int, default=200)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    logging.getLogger("gmem").setLevel(logging.WARNING)
    dataset, cache = Dataset(args.cache, args.seed), VectorCache(args.cache)
    if args.phase == "build":
        result = build(args.location, args.size, dataset, cache)
    elif args.phase == "rebuild":
        result = rebuild(args.location, cache)
    else:
        result = serve(args.location, args.size, dataset, cache, args.queries, args.records, args.singles)
    args.out.write_text(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
