"""How different the role contexts are, and what roles cost: ``python -m benchmarks.roles``.

**Overlap.** The recorded ALFWorld team runs are replayed in order: each task is retrieved for a team of
three roles (an actor, a planner, a reviewer; the actor has the name the runs' steps carry, so its own past
turns exist) from the memory of the tasks before it, then recorded. For every pair of roles it reports the
share of context lines they share (distinct lines of the quoted block, "[you]" read as the role's name so a
label is no difference; shared lines / the smaller context), and for each role how often its context holds
its own past turns when the retrieved runs have some.

The same is measured of the runs recorded without verdicts, as a team with no judge records them (nothing
failed, nothing resolved: the reviewer's checks are how the runs ended).

**Cost.** On the memory of all runs, each instruction is retrieved with no roles, with two and with three,
interleaved, after one warm-up pass: the p50 of each and its ratio to the no-role retrieve. The query is
embedded each time, as a team's new task is (no cache of embeddings in front of the model).

Prints a table and writes ``roles.json`` and ``roles.png`` to ``--out`` (``benchmarks/results``).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import statistics
import time
from itertools import combinations
from pathlib import Path
from typing import Any

from experiments.plotting import pyplot, save
from experiments.replay import TEAM  # the team the replay scores too: the actor carries the runs' agent name
from gmem import Memory, Retrieval
from gmem.embedding import DEFAULT_MODEL, SentenceTransformerEmbedder
from gmem.fence import CLOSE, OPEN

log = logging.getLogger(__name__)

REPO = Path(__file__).resolve().parents[1]
DATA = REPO.parent / "shared" / "data" / "alfworld" / "gmemory_autogen_qwen14b_trajectories.jsonl"
OUT = REPO / "benchmarks" / "results"
#: Tasks recorded before the first measured retrieval (an empty memory has nothing to compare).
WARM_UP = 5
#: The target: no two roles share more than this share of their context lines.
MOST_SHARED = 0.5


def body_lines(text: str, role: str) -> set[str]:
    """The distinct lines inside the quoted block, with the role's "[you]" read as its name."""
    inside = text.split(OPEN, 1)[-1].split(CLOSE, 1)[0]
    return {line.replace("[you]", f"[{role}]").strip() for line in inside.splitlines() if line.strip()}


def shared_share(a: set[str], b: set[str]) -> float:
    """Lines two contexts share, over the smaller context (1.0: one is contained in the other)."""
    return len(a & b) / min(len(a), len(b)) if a and b else 0.0


def own_turns(retrieval: Retrieval, role: str) -> bool:
    """Whether any run the retrieval brought back has a turn of ``role``."""
    excerpts = [*retrieval.resolved, *retrieval.unknown, *retrieval.failed]
    return any(u.agent == role for e in excerpts for u in e.steps)


def measure_overlap(rows: list[dict[str, Any]], memory: Memory) -> dict[str, Any]:
    pairs: dict[str, list[float]] = {f"{a.name}/{b.name}": [] for a, b in combinations(TEAM, 2)}
    holds = {role.name: [0, 0] for role in TEAM}  # [contexts with own turns, retrievals where they exist]
    memory.record_many(rows[:WARM_UP])
    for row in rows[WARM_UP:]:
        retrieval = memory.retrieve(row["instruction"], roles=TEAM)
        lines = {role.name: body_lines(retrieval.for_role(role.name).text, role.name) for role in TEAM}
        for a, b in combinations(TEAM, 2):
            pairs[f"{a.name}/{b.name}"].append(shared_share(lines[a.name], lines[b.name]))
        for role in TEAM:
            if own_turns(retrieval, role.name):
                holds[role.name][1] += 1
                holds[role.name][0] += "[you]" in retrieval.for_role(role.name).text
        memory.record(row, used=retrieval)
    return {
        "retrievals": len(rows) - WARM_UP,
        "pairs": {
            pair: {
                "mean": statistics.fmean(values),
                "max": max(values),
                "over_target": sum(v > MOST_SHARED for v in values) / len(values),
            }
            for pair, values in pairs.items()
        },
        "own_turns": {
            name: {"shown": shown, "exist": exist, "share": shown / exist if exist else None}
            for name, (shown, exist) in holds.items()
        },
    }


def print_overlap(which: str, overlap: dict[str, Any]) -> None:
    print(
        f"Role overlap on {overlap['retrievals']} retrievals{which} (shared lines / smaller context; target <= "
        f"{MOST_SHARED}):"
    )
    for pair, figures in overlap["pairs"].items():
        print(
            f"  {pair:18} mean {figures['mean']:.2f}  max {figures['max']:.2f}  over target {figures['over_target']:.0%}"
        )
    for name, figures in overlap["own_turns"].items():
        held = "no own turns in the runs" if figures["share"] is None else f"{figures['shown']}/{figures['exist']}"
        print(f"  own past turns in {name}'s context: {held}")


def measure_cost(rows: list[dict[str, Any]], memory: Memory, repeats: int) -> dict[str, Any]:
    memory.record_many(rows)
    teams = {"no roles": [], "2 roles": TEAM[:2], "3 roles": TEAM}
    for row in rows:  # warm-up: the model, the index, the role and lesson vectors
        for roles in teams.values():
            memory.retrieve(row["instruction"], roles=roles)
    times: dict[str, list[float]] = {name: [] for name in teams}
    for _ in range(repeats):
        for row in rows:
            for name, roles in teams.items():
                start = time.perf_counter()
                memory.retrieve(row["instruction"], roles=roles)
                times[name].append((time.perf_counter() - start) * 1000)
    p50 = {name: statistics.median(values) for name, values in times.items()}
    return {
        "queries": len(times["no roles"]),
        "p50_ms": p50,
        "ratio_to_no_roles": {name: p50[name] / p50["no roles"] for name in teams},
    }


def plot(report: dict[str, Any], path: Path) -> None:
    plt = pyplot()

    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    pairs = report["overlap"]["pairs"]
    left.bar(list(pairs), [p["mean"] for p in pairs.values()], label="mean")
    left.scatter(list(pairs), [p["max"] for p in pairs.values()], color="black", zorder=3, label="max")
    left.axhline(MOST_SHARED, color="red", linestyle="--", label="target")
    left.set_ylabel("shared context lines / smaller context")
    left.set_title("How much two roles' contexts share")
    left.set_ylim(0, 1)
    left.legend()
    cost = report["cost"]["p50_ms"]
    right.bar(list(cost), list(cost.values()))
    right.set_ylabel("retrieve p50, ms (MiniLM query embedding included)")
    right.set_title("What roles cost")
    save(fig, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DATA, help="recorded runs (JSONL, the import format)")
    parser.add_argument("--out", type=Path, default=OUT, help="where roles.json and roles.png go")
    parser.add_argument("--repeats", type=int, default=3, help="timed passes over the instructions")
    parser.add_argument("--limit", type=int, default=None, help="use only the first N runs")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    if not args.data.exists():
        parser.error(f"{args.data} not found: pass --data with recorded runs")
    rows = [json.loads(line) for line in args.data.read_text().splitlines() if line.strip()][: args.limit]
    agents = sorted({s["agent"] for r in rows for s in r["steps"]})
    with Memory.open(":memory:") as memory:
        overlap = measure_overlap(rows, memory)
    with Memory.open(":memory:") as memory:  # a team that records with no judge: every run's outcome unknown
        unjudged = measure_overlap([{**row, "success": None} for row in rows], memory)
    # Uncached: every timed retrieve embeds its query, as a team's new task is (the shared embedder would
    # answer a repeated instruction from its cache, and time the role rendering against almost nothing).
    with Memory.open(":memory:", embedder=SentenceTransformerEmbedder(DEFAULT_MODEL)) as memory:
        cost = measure_cost(rows, memory, args.repeats)
    report = {
        "data": str(args.data),
        "agents_in_runs": agents,
        "team": [r.model_dump() for r in TEAM],
        "overlap": overlap,
        "overlap_without_verdicts": unjudged,
        "cost": cost,
    }
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "roles.json").write_text(json.dumps(report, indent=2))
    plot(report, args.out / "roles.png")
    print_overlap("", overlap)
    print_overlap(", the runs recorded without verdicts", unjudged)
    print(f"Retrieve p50 over {cost['queries']} queries (MiniLM query embedding included):")
    for name, value in cost["p50_ms"].items():
        print(f"  {name:9} {value:6.1f} ms  ({cost['ratio_to_no_roles'][name]:.2f}x)")
    print(f"wrote {args.out / 'roles.json'} and {args.out / 'roles.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
