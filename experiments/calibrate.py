"""Fit the relevance calibration (``gmem.tiers.query.RELEVANCE``) and choose the floor
(``MemoryConfig.traversal.min_relevance``), on the tune split only.

Pairs (query, retrieved past task) are collected with the floor off, each with the parts of its score:

* ALFWorld, replayed in the recorded wording, in the tune rephrasings, and recorded in one wording but
  asked in the tune rephrasings: a pair is relevant when both tasks are of the same family;
* against an ALFWorld memory, the tune HotpotQA questions and fact-check claims: never relevant;
* against a memory of tune HotpotQA question runs, the other tune questions: relevant (a question answered
  by looking up its entities is the same kind of task as another such question), and the tune ALFWorld
  tasks: never relevant.

A logistic regression on the parts of each query's best-ranked task gives the calibration (lower ranks
mix in tasks of other families that hops and fill bring, which says little about whether the memory has
anything relevant); the floor is the largest whose abstention and
answer rates on the tune sets both reach 95% (the target), or else the one with the best worse rate.

    python -m experiments.calibrate --trajectories ALFWORLD.jsonl --hotpotqa HOTPOTQA.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path

import numpy as np
from tqdm import tqdm

from experiments import crossdomain, rephrasings
from experiments.hotpotqa.data import load_questions
from experiments.replay import streams
from gmem import Memory, MemoryConfig, TraversalSettings
from gmem.importer import read_jsonl
from gmem.models import Retrieval
from gmem.tiers.query import RELEVANCE

FEATURES = [name for name in RELEVANCE if name != "intercept"]
SPLIT = "tune"
OFF = MemoryConfig(traversal=TraversalSettings(min_relevance=0.0))


def _rows(result: Retrieval, label: object) -> list[tuple[list[float], int, int]]:
    """(features, relevant, rank) of every retrieved task; ``label`` is a bool or a family to match."""
    out = []
    for rank, task in enumerate(result.tasks):
        relevant = label if isinstance(label, bool) else (task.node.extra or {}).get("task_type") == label
        out.append(([task.parts[name] for name in FEATURES], int(relevant), rank))
    return out


def collect(trajectories: Path, hotpotqa: Path, workdir: Path) -> dict[str, list]:
    """Pairs per set: {set name: [(features, relevant, rank), ...], "queries": {set: [per-query pairs]}}."""
    records = [task for _, task in read_jsonl(trajectories)]
    sets: dict[str, list[list[tuple[list[float], int, int]]]] = {}
    tune_streams = [s for s in streams(records, rephrasings.DEFAULT_OUT) if s[1] in ("-", SPLIT)]
    for n, (phrasing, _, stream) in enumerate(tqdm(tune_streams, desc="ALFWorld streams")):
        with Memory.open(str(workdir / f"a{n}.db"), config=OFF) as memory:
            for record, query in zip(stream.records, stream.queries):
                if stream.scored is None or record.id in stream.scored:
                    family = (record.model_extra or {}).get("task_type")
                    if len(memory.tasks()):
                        sets.setdefault(f"alfworld {phrasing}", []).append(_rows(memory.retrieve(query), family))
                memory.record(record)
    s = rephrasings.SPLITS.index(SPLIT)
    questions = load_questions(hotpotqa)[
        s * crossdomain.QUESTIONS_PER_SPLIT : (s + 1) * crossdomain.QUESTIONS_PER_SPLIT
    ]
    half = len(questions) // 2
    table = rephrasings.load()
    mine = [r for n, r in enumerate(records) if n % 2 == s]
    alfworld_queries = [r.instruction for r in mine] + [table[(SPLIT, v)][r.id] for v in range(3) for r in mine]
    with Memory.open(str(workdir / "alfworld.db"), config=OFF) as memory:
        memory.record_many(records)
        sets["hotpotqa questions vs alfworld"] = [_rows(memory.retrieve(q.question), False) for q in questions]
        sets["claims vs alfworld"] = [_rows(memory.retrieve(c), False) for c in crossdomain.claims(questions, SPLIT)]
    with Memory.open(str(workdir / "hotpotqa.db"), config=OFF) as memory:
        memory.record_many([crossdomain.question_record(q) for q in questions[:half]])
        sets["hotpotqa vs hotpotqa"] = [_rows(memory.retrieve(q.question), True) for q in questions[half:]]
        sets["alfworld vs hotpotqa"] = [_rows(memory.retrieve(q), False) for q in alfworld_queries]
    return sets


def fit(x: np.ndarray, y: np.ndarray, weight: np.ndarray, l2: float = 1e-2, steps: int = 50) -> np.ndarray:
    """Weighted logistic regression by Newton's method (intercept first), lightly L2-regularised."""
    design = np.column_stack([np.ones(len(x)), x])
    w = np.zeros(design.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-design @ w))
        gradient = design.T @ (weight * (p - y)) + l2 * np.r_[0, w[1:]]
        hessian = design.T @ (design * (weight * p * (1 - p))[:, None]) + l2 * np.diag(np.r_[0, np.ones(len(w) - 1)])
        w -= np.linalg.solve(hessian, gradient)
    return w


def floor(sets: dict[str, list], weights: np.ndarray) -> tuple[float, dict[str, float]]:
    """The floor whose worse rate (in-domain answered, cross-domain abstained) over the sets is best."""

    def top_relevance(pairs: list) -> float:
        if not pairs:
            return 0.0
        x = np.array([f for f, _, _ in pairs])
        return float((1 / (1 + np.exp(-(weights[0] + x @ weights[1:])))).max())

    tops = {name: np.array([top_relevance(q) for q in queries]) for name, queries in sets.items()}
    answer = {name for name in sets if name.startswith("alfworld ") and "vs" not in name} | {"hotpotqa vs hotpotqa"}
    best_floor, best_rates, best_worst = 0.0, {}, -1.0
    for candidate in np.round(np.arange(0.05, 0.96, 0.01), 2):
        rates = {
            name: float(np.mean(top >= candidate if name in answer else top < candidate)) for name, top in tops.items()
        }
        worst = min(rates.values())
        if worst > best_worst or (worst >= 0.95 and worst == best_worst):
            best_floor, best_rates, best_worst = float(candidate), rates, worst
    return best_floor, best_rates


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trajectories", required=True, type=Path)
    p.add_argument("--hotpotqa", required=True, type=Path)
    p.add_argument("--pairs", type=Path, help="reuse (or write) the collected pairs here")
    args = p.parse_args()
    if args.pairs and args.pairs.exists():
        sets = json.loads(args.pairs.read_text())
    else:
        with tempfile.TemporaryDirectory() as tmp:
            sets = collect(args.trajectories, args.hotpotqa, Path(tmp))
        if args.pairs:
            args.pairs.write_text(json.dumps(sets))
    pairs = [(pair, name) for name, queries in sets.items() for query in queries for pair in query if pair[2] == 0]
    size = {name: sum(len(query) for query in queries) for name, queries in sets.items()}
    x = np.array([f for (f, _, _), _ in pairs])
    y = np.array([label for (_, label, _), _ in pairs], dtype=np.float64)
    # Every set weighs the same, whatever the number of pairs it yields.
    weights = fit(x, y, np.array([len(pairs) / len(size) / size[name] for _, name in pairs]))
    chosen, rates = floor(sets, weights)
    print("RELEVANCE =", json.dumps(dict(zip(["intercept", *FEATURES], np.round(weights, 3).tolist()))))
    print("min_relevance =", chosen)
    print(json.dumps(rates, indent=1))


if __name__ == "__main__":
    main()
