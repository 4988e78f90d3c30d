"""A run's report, and the command line both runners share.

For each memory: tasks done, success rate (HotpotQA: exact match and F1), steps, memory-side LLM tokens and
calls per task (from ``Memory.usage``), the agents' tokens per task and the wall time per task. Printed as a
table and written next to the results as ``summary.json`` and ``summary.md``, with two plots:
``cumulative_success.png`` (success rate so far along the task stream) and ``memory_tokens.png``
(memory-side tokens per task). When the agents are scripted the report says so first, in every form.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from experiments.flat_memory import BUDGET_CHARS, K
from experiments.runner import GMEM_VARIANTS, Benchmark, RunConfig, RunError, parse_config, read_results, run

LABELS = {"success": "success", "em": "EM", "f1": "F1"}
#: The table's columns after the scores, with what each means (as the Markdown report explains them).
COLUMNS = {
    "mem tok/task": "memory-side LLM tokens per task (prompt + completion, Memory.usage)",
    "mem calls/task": "memory-side LLM calls per task",
    "agent tok/task": "the agents' model tokens per task (prompt + completion)",
    "mem chars/task": "characters of memory content given to the agents per task, all roles",
    "s/task": "wall time per task, memory operations included",
}
PLOTS = ("cumulative_success.png", "memory_tokens.png")


def summarize(config: RunConfig, benchmark: Benchmark, *, command: str) -> dict[str, Any]:
    """The summary of every memory the run dir holds."""
    results = {name: read_results(config.run_dir, name) for name in config.memories}
    scripted_note = None
    if config.scripted:
        scripted_note = (
            "Scripted run: every figure here comes from scripted stand-ins, not from an LLM. The scripts ignore "
            "memory, so success, EM and F1 only show that the pipeline runs end to end; agent tokens are the "
            "scripts' own prompts and replies, memory-side tokens those of gmem's prompts to a scripted memory model "
            "and its answers (both counted as words and punctuation marks)."
        )
    return {
        "benchmark": config.benchmark,
        "run_name": config.run_name,
        "run_dir": str(config.run_dir),
        "scripted": config.scripted,
        "notice": scripted_note,
        "agents": benchmark.agents,
        "memory_model": _memory_model(config),
        "command": command,
        "rerun": f"python -m experiments.{config.benchmark}.run --config {config.run_dir / 'config.json'}",
        "tasks": len(benchmark.tasks()),
        "metrics": ["success", *(m for m in benchmark.metrics if m != "success")],
        "memories": {name: _memory_summary(lines, benchmark.metrics) for name, lines in results.items()},
        "memory_descriptions": {name: describe_memory(name) for name in config.memories},
        "config": config.model_dump(),
        "plots": list(PLOTS),
    }


def describe_memory(name: str) -> str:
    if name == "none":
        return "no memory"
    if name == "flat":
        return f"flat vector memory: the {K} runs nearest by MiniLM embedding, whole, cut to {BUDGET_CHARS} characters"
    if name == "gmem-llm":
        return "gmem with its LLM operations (default MemoryConfig)"
    changes = ", ".join(f"{key}={value}" for key, value in GMEM_VARIANTS[name].items())
    return f"gmem, LLM-free ({changes or 'default MemoryConfig'})"


def _memory_model(config: RunConfig) -> str | None:
    if "gmem-llm" not in config.memories:
        return None
    if config.scripted:
        return (
            "SCRIPTED memory model (gmem.llm.scripted.ScriptedMemoryModel, via "
            "experiments.scripted.CountedMemoryModel): stock answers in the format asked - not an LLM"
        )
    return f"{config.model} at {config.base_url or 'https://api.openai.com/v1'} (gmem.llm.OpenAICompatibleProvider)"


def _memory_summary(lines: list[dict[str, Any]], metrics: Sequence[str]) -> dict[str, Any]:
    if not lines:
        return {"tasks": 0}

    def mean(values: Any) -> float:
        return round(sum(values) / len(lines), 4)

    out: dict[str, Any] = {"tasks": len(lines)}
    for metric in dict.fromkeys(["success", *metrics]):
        out[metric] = mean(float(line[metric]) for line in lines)
    out["steps"] = mean(line["steps"] for line in lines)
    out["memory_tokens_per_task"] = mean(line["memory_usage"]["tokens"] for line in lines)
    out["memory_calls_per_task"] = mean(line["memory_usage"]["calls"] for line in lines)
    out["agent_tokens_per_task"] = mean(
        line["agent_usage"]["prompt_tokens"] + line["agent_usage"]["completion_tokens"] for line in lines
    )
    out["memory_chars_per_task"] = mean(sum(line["memory_chars"].values()) for line in lines)
    out["seconds_per_task"] = mean(line["seconds"] for line in lines)
    out["seconds_total"] = round(sum(line["seconds"] for line in lines), 1)
    return out


def _rows(summary: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    metrics = [m for m in summary["metrics"] if m != "success" or summary["benchmark"] == "alfworld"]
    header = ["memory", "tasks", *(LABELS[m] for m in metrics), "steps", *COLUMNS]
    rows = []
    for name, figures in summary["memories"].items():
        if not figures["tasks"]:
            rows.append([name, f"0/{summary['tasks']}", *["-"] * (len(header) - 2)])
            continue
        rows.append([
            name, f"{figures['tasks']}/{summary['tasks']}", *(f"{figures[m]:.3f}" for m in metrics),
            f"{figures['steps']:.1f}", f"{figures['memory_tokens_per_task']:.0f}",
            f"{figures['memory_calls_per_task']:.1f}", f"{figures['agent_tokens_per_task']:.0f}",
            f"{figures['memory_chars_per_task']:.0f}", f"{figures['seconds_per_task']:.2f}",
        ])
    return header, rows


def markdown(summary: dict[str, Any]) -> str:
    header, rows = _rows(summary)
    lines = [f"# {summary['benchmark']}: run `{summary['run_name']}`", ""]
    if summary["notice"]:
        lines += [f"> **{summary['notice']}**", ""]
    lines += [f"- Agents: {summary['agents']}"]
    if summary["memory_model"]:
        lines += [f"- gmem-llm's memory model: {summary['memory_model']}"]
    lines += [
        f"- Tasks: {summary['tasks']}, in the same order for every memory",
        f"- Command: `{summary['command']}`",
        f"- Rerun or continue: `{summary['rerun']}`",
        "",
        "| " + " | ".join(header) + " |",
        "|" + "---|" * len(header),
        *("| " + " | ".join(row) + " |" for row in rows),
        "",
        *(f"- {column}: {meaning}" for column, meaning in COLUMNS.items()),
        "",
        "Memories:",
        *(f"- `{name}`: {text}" for name, text in summary["memory_descriptions"].items()),
        "",
        *(f"![{plot}]({plot})" for plot in summary["plots"]),
        "",
    ]
    return "\n".join(lines)


def write_report(config: RunConfig, benchmark: Benchmark, *, command: str) -> dict[str, Any]:
    """Summarize the run dir and write summary.json, summary.md and the plots there."""
    summary = summarize(config, benchmark, command=command)
    run_dir = config.run_dir
    (run_dir / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    (run_dir / "summary.md").write_text(markdown(summary), encoding="utf-8")
    plot(run_dir, {name: read_results(run_dir, name) for name in config.memories}, summary)
    return summary


def plot(run_dir: Path, results: dict[str, list[dict[str, Any]]], summary: dict[str, Any]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np
    from matplotlib.ticker import MaxNLocator

    scripted = " (scripted agents, not an LLM)" if summary["scripted"] else ""
    success = "exact match" if summary["benchmark"] == "hotpotqa" else "success"
    figures = {
        "cumulative_success.png": (f"{success} rate so far", lambda lines: np.cumsum(
            [float(line["success"]) for line in lines]) / np.arange(1, len(lines) + 1)),
        "memory_tokens.png": ("memory-side LLM tokens of the task",
                              lambda lines: [line["memory_usage"]["tokens"] for line in lines]),
    }
    for name, (label, values) in figures.items():
        fig, ax = plt.subplots(figsize=(7, 4))
        for memory, lines in results.items():
            if lines:
                ax.plot(range(1, len(lines) + 1), values(lines), label=memory, marker="o" if len(lines) < 20 else None)
        ax.set_xlabel("task (in run order)")
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.set_ylabel(label)
        ax.set_title(f"{summary['benchmark']}: {label}{scripted}", fontsize=10)
        ax.legend(fontsize=8)
        fig.tight_layout()
        fig.savefig(run_dir / name, dpi=120)
        plt.close(fig)


def print_report(summary: dict[str, Any]) -> None:
    console = Console()
    if not console.is_terminal:  # a CI log: room for the whole table rather than Rich's default 80 columns
        console = Console(width=160)
    header, rows = _rows(summary)
    table = Table(title=f"{summary['benchmark']}: {summary['run_name']}")
    for column in header:
        table.add_column(column, justify="left" if column == "memory" else "right", no_wrap=column == "memory")
    for row in rows:
        table.add_row(*row)
    if summary["notice"]:
        console.print(f"[bold red]{summary['notice']}[/]")
    console.print(f"agents: {summary['agents']}")
    if summary["memory_model"]:
        console.print(f"gmem-llm's memory model: {summary['memory_model']}")
    console.print(table)
    console.print(f"command: {summary['command']}")
    console.print(f"rerun or continue: {summary['rerun']}")
    console.print(f"written: {summary['run_dir']}/{{summary.json, summary.md, {', '.join(summary['plots'])}}}")


def prepare_cli() -> None:
    """What a runner's command line needs first: no model hub, warnings only (the progress bars show the rest)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")


def run_cli(
    name: str,
    argv: Sequence[str] | None,
    *,
    description: str,
    defaults: dict[str, Any],
    add_arguments: Callable[[argparse.ArgumentParser], None],
    make_benchmark: Callable[[RunConfig, str | None], Benchmark],
    errors: tuple[type[Exception], ...] = (),
) -> None:
    """Parse the flags, run every memory (continuing a stopped run), then write and print the report."""
    prepare_cli()
    argv = list(sys.argv[1:] if argv is None else argv)
    config, api_key = parse_config(name, argv, description=description, defaults=defaults, add_arguments=add_arguments)
    benchmark = make_benchmark(config, api_key)
    try:
        saved = asyncio.run(run(config, benchmark, api_key=api_key))
    except (RunError, *errors) as error:
        raise SystemExit(f"error: {error}") from error
    print_report(write_report(saved, benchmark, command=shlex.join(["python", "-m", f"experiments.{name}.run", *argv])))
