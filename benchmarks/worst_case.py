"""Worst-case inputs: what one huge task, query or role list costs, each measured in a fresh process.

    python -m benchmarks.worst_case                      # every case: a table, worst_case.json and .png
    python -m benchmarks.worst_case --cases steps-10k    # some of them
    python -m benchmarks.worst_case --report             # reprint the table and plot from the last run

Every case opens a memory of the 40 ALFWorld runs shipped in ``gmem/data`` (SQLite, MiniLM on the CPU,
LLM-free), then does one hostile thing: record a task whose instruction is 1 MB, import a file of two such
tasks, record a run of 10,000 steps or one whose single observation is as long as allowed (200,000
characters, ``gmem.models.MAX_UTTERANCE_CHARS``), retrieve with a 1 MB query, or retrieve for 50 roles with
1 KB descriptions. Each case reports the seconds of that operation and the
process's peak RSS, beside a ``baseline`` case that only opens the memory and retrieves once, so the
difference is what the input cost. What gmem keeps of each input is checked too: the whole text is stored.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from benchmarks.measure import peak_rss_mb
from experiments.plotting import pyplot, save
from gmem import Memory
from gmem.models import MAX_UTTERANCE_CHARS

RESULTS = Path(__file__).parent / "results"
MEGABYTE = 1 << 20
QUERY = "heat some egg and put it in countertop."
ROLES = [("solver", "acts in the environment"), ("critic", "reviews the plan")]


def excerpt() -> list[dict[str, Any]]:
    text = (resources.files("gmem.data") / "alfworld_excerpt.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def long_text(size: int) -> str:
    """``size`` characters of varied, word-like text (not one repeated word: every word must be new work)."""
    words, length = [], 0
    while length < size:
        words.append(f"w{len(words):x}q")
        length += len(words[-1]) + 1
    return " ".join(words)[:size]


def task(task_id: str, *, instruction: str = QUERY, steps: int = 6, observation: str = "You see a mug 1.") -> dict:
    run = [
        {
            "agent": "solver",
            "action": f"go to cabinet {i % 9 + 1}",
            "observation": observation
            if i == 0
            else f"You arrive at cabinet {i % 9 + 1}. On it you see a cup {i % 5 + 1}.",
        }
        for i in range(steps)
    ]
    return {"id": task_id, "instruction": instruction, "steps": run, "success": False}


def serialized(row: dict, size: int = 0) -> dict:
    """``row`` with each step logged as another team's framework stores it (LangChain's ``messages_to_dict``: the
    call, then the tool's message), its thoughts ``size`` characters of words when ``size`` is given."""

    def message(kind: str, **data: object) -> str:
        return json.dumps({"type": kind, "data": data})

    steps = [
        {
            "agent": step["agent"],
            "action": message(
                "ai",
                content=long_text(size) if size else "",
                tool_calls=[{"name": "env", "args": {"command": step["action"]}, "id": f"c{n}"}],
            ),
            "observation": message("tool", content=step["observation"], tool_call_id=f"c{n}"),
        }
        for n, step in enumerate(row["steps"])
    ]
    return {**row, "steps": steps}


def record(memory: Memory, row: dict) -> Callable[[], object]:
    def operation() -> object:
        memory.record(row)
        stored = memory.task(row["id"]).instruction
        graph = memory.graph(row["id"])
        if stored != row["instruction"] or len(graph.utterances) < len(row["steps"]):
            raise AssertionError(f"{row['id']} was not stored whole")
        return stored

    return operation


def import_file(memory: Memory, folder: Path) -> Callable[[], object]:
    path = folder / "long.jsonl"
    rows = [task(f"long-{i}", instruction=long_text(MEGABYTE)) for i in range(2)]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return lambda: memory.import_jsonl(path)


CASES: dict[str, Callable[[Memory, Path], Callable[[], object]]] = {
    "baseline": lambda memory, _: lambda: memory.retrieve(QUERY, roles=ROLES),
    "instruction-1mb": lambda memory, _: record(memory, task("long", instruction=long_text(MEGABYTE))),
    "import-2x1mb": import_file,
    "steps-10k": lambda memory, _: record(memory, task("many-steps", steps=10_000)),
    "steps-10k-serialized": lambda memory, _: record(memory, serialized(task("many-messages", steps=10_000))),
    "message-190k": lambda memory, _: record(memory, serialized(task("long-message", steps=2), size=190_000)),
    "observation-200k": lambda memory, _: record(memory, task("long-obs", observation=long_text(MAX_UTTERANCE_CHARS))),
    "query-1mb": lambda memory, _: lambda: memory.retrieve(long_text(MEGABYTE), roles=ROLES),
    "roles-50": lambda memory, _: (
        lambda: memory.retrieve(QUERY, roles=[(f"agent-{i}", long_text(1024)) for i in range(50)])
    ),
}


def measure(case: str) -> dict[str, Any]:
    """Run one case in this process (``--one``): seconds of the operation and peak RSS. Torch gets one
    thread, so that on a shared machine the figures measure gmem's work rather than threads contending."""
    import torch

    torch.set_num_threads(1)
    with tempfile.TemporaryDirectory() as folder:
        memory = Memory.open(Path(folder) / "memory.db")
        memory.record_many(excerpt())
        memory.retrieve(QUERY, roles=ROLES)  # the model is loaded and warm before the clock starts
        ready_rss = peak_rss_mb()
        operation = CASES[case](memory, Path(folder))
        start = time.perf_counter()
        operation()
        seconds = time.perf_counter() - start
        memory.close()
    return {
        "case": case,
        "seconds": round(seconds, 3),
        "peak_rss_mb": round(peak_rss_mb(), 1),
        "rss_before_mb": round(ready_rss, 1),
    }


def run(cases: list[str], console: Console, timeout: float) -> list[dict[str, Any]]:
    rows = []
    for case in cases:
        with console.status(f"{case}…"):
            try:
                done = subprocess.run(
                    [sys.executable, "-m", "benchmarks.worst_case", "--one", case],
                    capture_output=True,
                    text=True,
                    check=False,
                    timeout=timeout,
                )
            except subprocess.TimeoutExpired:
                rows.append({"case": case, "error": f"not done after {timeout:.0f} s"})
                console.print(rows[-1])
                continue
        if done.returncode:
            rows.append({"case": case, "error": done.stderr.strip().splitlines()[-1]})
        else:
            rows.append(json.loads(done.stdout.strip().splitlines()[-1]))
        console.print(rows[-1])
    return rows


def table(rows: list[dict[str, Any]]) -> Table:
    out = Table(title="worst-case inputs (SQLite, MiniLM, LLM-free, one fresh process each)")
    for column in ("case", "seconds", "peak RSS, MB", "RSS before, MB", "error"):
        out.add_column(column, justify="left" if column in ("case", "error") else "right")
    for r in rows:
        out.add_row(
            r["case"],
            str(r.get("seconds", "")),
            str(r.get("peak_rss_mb", "")),
            str(r.get("rss_before_mb", "")),
            r.get("error", ""),
        )
    return out


def plot(rows: list[dict[str, Any]], path: Path) -> None:
    """Seconds and peak RSS per case, side by side."""
    plt = pyplot()

    done = [r for r in rows if "error" not in r]
    figure, (seconds, memory) = plt.subplots(1, 2, figsize=(11, 4), constrained_layout=True)
    names = [r["case"] for r in done]
    seconds.barh(names, [r["seconds"] for r in done], color="tab:blue")
    seconds.set_xlabel("seconds of the operation")
    memory.barh(names, [r["peak_rss_mb"] for r in done], color="tab:orange")
    memory.barh(names, [r["rss_before_mb"] for r in done], color="tab:gray", label="before the operation")
    memory.set_xlabel("peak RSS, MB")
    memory.legend(loc="lower right")
    figure.suptitle("worst-case inputs, one fresh process each (SQLite, MiniLM, LLM-free)")
    save(figure, path, tight=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", default=",".join(CASES), help=f"comma-separated, of {', '.join(CASES)}")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # the child process of one case
    parser.add_argument("--out", type=Path, default=RESULTS / "worst_case.json")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds a case may take (setup included)")
    parser.add_argument("--report", action="store_true", help="reprint the table and plot from the last --out")
    args = parser.parse_args(argv)
    if args.report:
        rows = json.loads(args.out.read_text(encoding="utf-8"))
        Console().print(table(rows))
        plot(rows, args.out.with_suffix(".png"))
        return 0
    if args.one:
        print(json.dumps(measure(args.one)))
        return 0
    unknown = [c for c in args.cases.split(",") if c not in CASES]
    if unknown:
        parser.error(f"unknown cases {unknown}; known: {', '.join(CASES)}")
    console = Console()
    rows = run(args.cases.split(","), console, args.timeout)
    console.print(table(rows))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    plot(rows, args.out.with_suffix(".png"))
    console.print(f"written to {args.out} and {args.out.with_suffix('.png')}")
    return 0 if all("error" not in r for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
