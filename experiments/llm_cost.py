"""Memory-side LLM cost: gmem's LLM operations on a replayed task stream, next to the LLM-free mode
and a cost model of G-Memory's prompts on the same stream.

    python -m experiments.llm_cost --trajectories FILE.jsonl [--out DIR]

For each task in file order: retrieve for a solver and a critic, then record the task with what was
retrieved. The model is :class:`gmem.llm.scripted.ScriptedMemoryModel` (no endpoint is needed), so the
figures are tokens *sent and received*, counted by gmem's accounting with its tokenizer - not the quality
of any model's lessons. Prints a table and writes ``llm_cost.json`` and ``llm_cost.png`` into ``--out``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import tempfile
from pathlib import Path

from rich.console import Console
from rich.table import Table
from tqdm import tqdm

from experiments.gmemory_cost import GMemoryCost
from experiments.plotting import pyplot, save
from gmem import Memory
from gmem.importer import read_jsonl
from gmem.llm.scripted import ScriptedMemoryModel

ROLES = [("solver", "acts in the environment step by step"), ("critic", "reviews the plan and spots mistakes")]


async def measure(trajectories: Path, store: Path) -> dict:
    records = [task for _, task in read_jsonl(trajectories)]
    reference = GMemoryCost(roles=len(ROLES))
    gmem_per_task: list[int] = []
    reference_per_task: list[int] = []
    with Memory.open(store, llm=ScriptedMemoryModel()) as memory:
        for record in tqdm(records, desc="llm cost", unit="task"):
            before = memory.usage.total.total_tokens
            retrieval = await memory.aretrieve(record.instruction, context=record.context, roles=ROLES)
            await memory.arecord(record, used=retrieval)
            gmem_per_task.append(memory.usage.total.total_tokens - before)
            reference_before = sum(reference.tokens.values())
            reference.retrieve(record.instruction)
            reference.record(record)
            reference_per_task.append(sum(reference.tokens.values()) - reference_before)
        usage = memory.usage
    tasks = len(records)
    return {
        "tasks": tasks,
        "model": "scripted (gmem.llm.scripted.ScriptedMemoryModel): token counts, not model quality",
        "gmem": {
            kind: {"calls": op.calls, "tokens": op.total_tokens, "tokens_per_task": round(op.total_tokens / tasks, 1)}
            for kind, op in sorted(usage.operations.items())
        },
        "gmem_tokens_per_task": round(usage.total.total_tokens / tasks, 1),
        "gmem_calls_per_task": round(usage.total.calls / tasks, 2),
        "llm_free_tokens_per_task": 0,
        "gmemory_model": {
            kind: {
                "calls": reference.calls[kind],
                "tokens": reference.tokens[kind],
                "tokens_per_task": round(reference.tokens[kind] / tasks, 1),
            }
            for kind in sorted(reference.tokens)
        },
        "gmemory_model_tokens_per_task": round(sum(reference.tokens.values()) / tasks, 1),
        "gmemory_model_calls_per_task": round(sum(reference.calls.values()) / tasks, 2),
        "per_task": {"gmem": gmem_per_task, "gmemory_model": reference_per_task},
    }


def report(result: dict, out: Path) -> None:
    table = Table(title=f"Memory-side LLM tokens per task ({result['tasks']} tasks, scripted model)")
    for column in ("operation", "gmem calls", "gmem tokens/task", "G-Memory model calls", "G-Memory model tokens/task"):
        table.add_column(column)
    for kind, op in result["gmem"].items():
        table.add_row(kind, str(op["calls"]), f"{op['tokens_per_task']:.0f}", "", "")
    for kind, op in result["gmemory_model"].items():
        table.add_row(kind, "", "", str(op["calls"]), f"{op['tokens_per_task']:.0f}")
    table.add_row(
        "total",
        f"{result['gmem_calls_per_task']}/task",
        f"{result['gmem_tokens_per_task']:.0f}",
        f"{result['gmemory_model_calls_per_task']}/task",
        f"{result['gmemory_model_tokens_per_task']:.0f}",
    )
    table.add_row("LLM-free gmem", "0", "0", "", "")
    console = Console()
    console.print(table)
    ratio = result["gmem_tokens_per_task"] / result["gmemory_model_tokens_per_task"]
    console.print(f"gmem spends {ratio:.0%} of the G-Memory model's memory-side tokens on this stream.")
    (out / "llm_cost.json").write_text(json.dumps(result, indent=2))
    plot(result, out / "llm_cost.png")
    console.print(f"written: {out / 'llm_cost.json'}, {out / 'llm_cost.png'}")


def plot(result: dict, path: Path) -> None:
    plt = pyplot()
    import numpy as np

    fig, ax = plt.subplots(figsize=(7, 4))
    for name, label in (("gmem", "gmem (LLM operations)"), ("gmemory_model", "G-Memory prompts (cost model)")):
        ax.plot(np.cumsum(result["per_task"][name]) / 1000, label=label)
    ax.set_xlabel("tasks recorded")
    ax.set_ylabel("cumulative memory-side tokens (thousands)")
    ax.set_title("Memory-side LLM tokens over the task stream (scripted model)")
    ax.legend()
    save(fig, path)


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trajectories", required=True, type=Path)
    parser.add_argument("--out", type=Path, default=Path("results/llm_cost"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        result = asyncio.run(measure(args.trajectories, Path(tmp) / "cost.db"))
    report(result, args.out)


if __name__ == "__main__":
    main()
