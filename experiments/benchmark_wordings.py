"""Tasks of two more benchmarks asked in users' words: does retrieval carry its rephrasing past the domain it was
tuned on?

Everything the ranking reads beyond MiniLM (word weights carried to unseen words, WordNet's senses, the acts an
instrument implies, the frames of putting) was chosen on ALFWorld's chores. A team on ScienceWorld or on the PDDL
games (AgentBoard) meets the same problem, users who do not say "Your task is to boil water. ... First, focus on the
substance." but "could you get some water boiling?", with words and acts the chores never had.

Each task of :data:`~experiments.crossdomain.BENCHMARK_TASKS` is asked of a memory of its benchmark's other tasks,
recorded in the benchmark's own wording, three times in a user's words (:data:`WORDINGS`: a plain request, a
paraphrase in other words, a terse note), written by model instances shown nothing of gmem, five for the tune split
(``t``; ``u`` and ``v`` since the sixtieth session, ``w`` and ``x`` since the sixty-fourth) and two for the held-out
one (the brief: ``experiments/data/benchmark_wordings_brief.md``); and once in the benchmark's wording, as
``experiments.crossdomain``'s "a task of the same type first" asks it. A retrieval is right at 1 when its first task
is of the query's type (ScienceWorld's twelve task types, the four PDDL games), and its precision at 3 is
the share of the first three of that type (of as many as the memory holds, at most 3); an abstention counts as a
miss. Dense kNN (MiniLM cosine of the instructions) and BM25 rank the same memory. The tune writers' texts may be
read and chosen on; the held-out writers' never are.

    python -m experiments.benchmark_wordings
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

import numpy as np
from pydantic import BaseModel
from rich.console import Console
from rich.table import Table
from tqdm import tqdm

from experiments.crossdomain import (
    BENCHMARKS,
    ROLES,
    SPLITS,
    abstained,
    benchmark_record,
    benchmark_tasks,
    split_rows,
)
from experiments.plotting import shares
from experiments.replay import BM25
from gmem import Memory, MemoryConfig
from gmem.embedding import Embedder, resolve_embedder

WORDINGS_FILE = Path(__file__).parent / "data" / "benchmark_wordings.jsonl"
RESULTS = Path(__file__).parent / "results"
#: What each variant of a writer's three is (the brief's words).
WORDINGS = {0: "a plain request", 1: "a paraphrase in other words", 2: "a terse note"}
#: The benchmark's own wording, asked once per task besides the writers' (its rows' writer: the benchmark's).
OWN = "the benchmark's own wording"
BENCHMARK_WRITER = "benchmark"
K = 3
TITLE = "other benchmarks' tasks in users' words (query-weighted means over the split's writers)"


class Wording(BaseModel):
    """A task of :data:`~experiments.crossdomain.BENCHMARK_TASKS` (its place among its split's) in a writer's words."""

    split: Literal["tune", "heldout"]
    writer: str
    task: int
    variant: Literal[0, 1, 2]
    text: str


def wordings(path: Path = WORDINGS_FILE) -> list[Wording]:
    """Every writer's wordings; a bad line is named."""
    return split_rows(path, Wording)


def _scores(
    ranked: Sequence[str], mine: str, type_of: dict[str, str], memory_types: Sequence[str]
) -> tuple[int, float]:
    """(right at 1, precision at :data:`K`) of one ranking of task ids, for a query of type ``mine``."""
    relevant = min(K, sum(t == mine for t in memory_types))
    if not ranked or not relevant:
        return 0, 0.0
    return int(type_of[ranked[0]] == mine), sum(type_of[t] == mine for t in ranked[:K]) / relevant


def measure(
    config: MemoryConfig,
    workdir: Path,
    embedder: Embedder,
    splits: Sequence[str] = SPLITS,
    asked: Sequence[Wording] | None = None,
) -> list[dict]:
    """One row per (split, writer, benchmark, wording): queries, the share that got context, and top-1 / precision
    at 3 of gmem, dense kNN and BM25; ``asked``: the wordings (default: every writer's, :func:`wordings`). Its
    memories go in a folder of their own under ``workdir`` (the replay's cross-domain memories of the same tasks are
    beside it), made anew."""
    asked = wordings() if asked is None else asked
    workdir = Path(tempfile.mkdtemp(prefix="benchmark-wordings-", dir=workdir))
    hits: dict[tuple[str, str, str, str], dict[str, list[float]]] = {}
    for split in splits:
        tasks = benchmark_tasks(split)
        runs = [benchmark_record(n, task) for n, task in enumerate(tasks)]
        type_of = {run.id: task.task_type for run, task in zip(runs, tasks)}
        by_task: dict[int, list[Wording]] = {}
        for wording in asked:
            if wording.split == split:
                by_task.setdefault(wording.task, []).append(wording)
        vectors = dict(zip([run.id for run in runs], embedder.embed([run.instruction for run in runs])))
        for n, run in enumerate(tqdm(runs, desc=f"benchmark wordings, {split}")):
            queries = [(writer.writer, WORDINGS[writer.variant], writer.text) for writer in by_task.get(n, [])]
            if not queries:
                continue
            queries.append((BENCHMARK_WRITER, OWN, run.instruction))
            others = [other for other in runs if other.domain == run.domain and other.id != run.id]
            ids, types = [other.id for other in others], [type_of[other.id] for other in others]
            bm25 = BM25()
            for other in others:
                bm25.add(other.instruction)
            recorded = np.array([vectors[i] for i in ids])
            query_vectors = embedder.embed([text for _, _, text in queries])
            with Memory.open(str(workdir / f"{run.id}.db"), config=config, embedder=embedder) as memory:
                memory.record_many(others)
                for (writer, wording, text), vector in zip(queries, query_vectors):
                    result = memory.retrieve(text, roles=ROLES)
                    ranked = [] if abstained(result) else [task.node.id for task in result.tasks]
                    key = (split, writer, BENCHMARKS[run.domain], wording)
                    got = hits.setdefault(key, {})
                    got.setdefault("context", []).append(float(bool(ranked)))
                    orders = {
                        "gmem": ranked,
                        "dense kNN": [ids[j] for j in np.argsort(-(recorded @ vector), kind="stable")],
                        "BM25": [ids[j] for j in np.argsort(-bm25.scores(text), kind="stable")],
                    }
                    for method, order in orders.items():
                        top1, top3 = _scores(order, type_of[run.id], type_of, types)
                        got.setdefault(f"{method} top-1", []).append(top1)
                        got.setdefault(f"{method} top-3", []).append(top3)
    return [
        {"split": s, "writer": w, "benchmark": b, "wording": v, "n": len(got["context"])}
        | {name: round(float(np.mean(values)), 3) for name, values in got.items()}
        for (s, w, b, v), got in hits.items()
    ]


def summary(rows: list[dict]) -> list[dict]:
    """Each (split, benchmark)'s users' words (the three wordings of every writer of the split) and own wording,
    query-weighted means."""
    out = []
    for split in SPLITS:
        for benchmark in BENCHMARKS.values():
            for label, own in (("users' words", False), (OWN, True)):
                chosen = [
                    r
                    for r in rows
                    if r["split"] == split and r["benchmark"] == benchmark and (r["wording"] == OWN) == own
                ]
                total = sum(r["n"] for r in chosen)
                if not total:
                    continue
                means = {
                    key: round(sum(r[key] * r["n"] for r in chosen) / total, 3)
                    for key in chosen[0]
                    if key not in ("split", "writer", "benchmark", "wording", "n")
                }
                out.append({"split": split, "benchmark": benchmark, "wording": label, "n": total} | means)
    return out


COLUMNS = ("context", "gmem top-1", "gmem top-3", "dense kNN top-1", "dense kNN top-3", "BM25 top-1", "BM25 top-3")


def print_report(rows: list[dict], title: str) -> None:
    table = Table(title=title)
    keys = [key for key in ("split", "writer", "benchmark", "wording") if key in rows[0]]
    for column in (*keys, "n", *COLUMNS):
        table.add_column(column)
    for row in rows:
        table.add_row(*(str(row[c]) for c in (*keys, "n", *COLUMNS)))
    Console(width=180).print(table)


def plot(rows: list[dict], path: Path) -> None:
    """Top-1 of gmem, dense kNN and BM25 for each (split, benchmark, wording) of :func:`summary`."""
    shares(
        [f"{r['split']}: {r['benchmark']}, {r['wording']}" for r in rows],
        {method: [r[f"{method} top-1"] for r in rows] for method in ("gmem", "dense kNN", "BM25")},
        path,
        xlabel="top-1 of the query's task type (an abstention is a miss)",
        target=0.93,
    )


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, default=RESULTS / "benchmark_wordings.json")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        rows = measure(MemoryConfig(), Path(tmp), resolve_embedder(None))
    print_report(rows, "other benchmarks' tasks in users' words, by writer and wording")
    grouped = summary(rows)
    print_report(grouped, TITLE)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"rows": rows, "summary": grouped}, indent=1))
    plot(grouped, args.out.with_suffix(".png"))


if __name__ == "__main__":
    main()
