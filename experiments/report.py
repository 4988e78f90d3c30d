"""A run's report, and the command line both runners share.

For each memory: tasks done, success rate (HotpotQA: exact match and F1) with its 95% confidence interval
(:mod:`experiments.stats`), steps, memory-side LLM tokens and calls per task (from ``Memory.usage``), the
agents' tokens per task and the wall time per task; for a memory with a model, its per-operation summary
(calls, failures and fallbacks, tokens, seconds: :mod:`experiments.llm_usage`). Printed as tables and
written next to the results as ``summary.json`` and ``summary.md``, with three plots: ``scores.png`` (each
score per memory with its interval as error bars), ``cumulative_success.png`` (success rate so far along the
task stream) and ``memory_tokens.png`` (memory-side tokens per task). When the agents are scripted the
report says so first, in every form.
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

from experiments import llm_usage
from experiments.flat_memory import BUDGET_CHARS, K
from experiments.local_model import LOCAL, LocalModel, LocalModelError
from experiments.plotting import pyplot, save
from experiments.runner import GMEM_VARIANTS, Benchmark, RunConfig, RunError, parse_config, read_results, run
from experiments.stats import interval

LABELS = {"success": "success", "em": "EM", "f1": "F1"}
#: The table's columns after the scores, with what each means (as the Markdown report explains them).
COLUMNS = {
    "mem tok/task": "memory-side LLM tokens per task (prompt + completion, Memory.usage)",
    "mem calls/task": "memory-side LLM calls per task",
    "agent tok/task": "the agents' model tokens per task (prompt + completion)",
    "mem chars/task": "characters of memory content given to the agents per task, all roles",
    "s/task": "wall time per task, memory operations included",
}
PLOTS = ("scores.png", "cumulative_success.png", "memory_tokens.png")


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
    changes = ", ".join(f"{key}={value}" for key, value in _flat(GMEM_VARIANTS[name]))
    return f"gmem, LLM-free ({changes or 'default MemoryConfig'})"


def _flat(settings: dict[str, Any], prefix: str = "") -> list[tuple[str, Any]]:
    """Nested settings as dotted names (``traversal.insights``), the way the README names them."""
    out: list[tuple[str, Any]] = []
    for key, value in settings.items():
        out += _flat(value, f"{prefix}{key}.") if isinstance(value, dict) else [(prefix + key, value)]
    return out


def _memory_model(config: RunConfig) -> str | None:
    if "gmem-llm" not in config.memories:
        return None
    if config.scripted:
        return (
            "SCRIPTED memory model (gmem.llm.scripted.ScriptedMemoryModel, via "
            "experiments.scripted.CountedMemoryModel): stock answers in the format asked - not an LLM"
        )
    where = (
        "a local llama-cpp-python server" if config.model == LOCAL else config.base_url or "https://api.openai.com/v1"
    )
    return f"{config.model} at {where} (gmem.llm.OpenAICompatibleProvider, endpoint profile {config.endpoint_profile})"


def _memory_summary(lines: list[dict[str, Any]], metrics: Sequence[str]) -> dict[str, Any]:
    if not lines:
        return {"tasks": 0}

    def mean(values: Any) -> float:
        return round(sum(values) / len(lines), 4)

    out: dict[str, Any] = {"tasks": len(lines)}
    for metric in dict.fromkeys(["success", *metrics]):
        values = [float(line[metric]) for line in lines]
        out[metric] = mean(values)
        out[f"{metric}_ci95"] = [round(bound, 4) for bound in interval(values)]
    out["steps"] = mean(line["steps"] for line in lines)
    out["memory_tokens_per_task"] = mean(line["memory_usage"]["tokens"] for line in lines)
    out["memory_calls_per_task"] = mean(line["memory_usage"]["calls"] for line in lines)
    out["agent_tokens_per_task"] = mean(
        line["agent_usage"]["prompt_tokens"] + line["agent_usage"]["completion_tokens"] for line in lines
    )
    out["memory_chars_per_task"] = mean(sum(line["memory_chars"].values()) for line in lines)
    out["seconds_per_task"] = mean(line["seconds"] for line in lines)
    out["seconds_total"] = round(sum(line["seconds"] for line in lines), 1)
    out["memory_operations"] = llm_usage.add(line["memory_usage"].get("operations", {}) for line in lines)
    return out


def _rows(summary: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    metrics = [m for m in summary["metrics"] if m != "success" or summary["benchmark"] == "alfworld"]
    header = ["memory", "tasks", *(LABELS[m] for m in metrics), "steps", *COLUMNS]
    rows = []
    for name, figures in summary["memories"].items():
        if not figures["tasks"]:
            rows.append([name, f"0/{summary['tasks']}", *["-"] * (len(header) - 2)])
            continue
        rows.append(
            [
                name,
                f"{figures['tasks']}/{summary['tasks']}",
                *(_with_interval(figures, m) for m in metrics),
                f"{figures['steps']:.1f}",
                f"{figures['memory_tokens_per_task']:.0f}",
                f"{figures['memory_calls_per_task']:.1f}",
                f"{figures['agent_tokens_per_task']:.0f}",
                f"{figures['memory_chars_per_task']:.0f}",
                f"{figures['seconds_per_task']:.2f}",
            ]
        )
    return header, rows


def _with_interval(figures: dict[str, Any], metric: str) -> str:
    low, high = figures[f"{metric}_ci95"]
    return f"{figures[metric]:.3f} [{low:.2f}, {high:.2f}]"


def _operation_summaries(summary: dict[str, Any]) -> dict[str, dict[str, dict[str, float]]]:
    """The per-operation summary of each memory whose model was called."""
    return {
        name: figures["memory_operations"]
        for name, figures in summary["memories"].items()
        if figures.get("memory_operations")
    }


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
        (
            "Scores are means over the tasks, with 95% confidence intervals in brackets (Wilson's interval for "
            "scores that are all 0 or 1 - success, EM - and a seeded bootstrap otherwise, e.g. F1)."
        ),
        "",
        *(f"- {column}: {meaning}" for column, meaning in COLUMNS.items()),
        "",
        *_markdown_operations(summary),
        "Memories:",
        *(f"- `{name}`: {text}" for name, text in summary["memory_descriptions"].items()),
        "",
        *(f"![{plot}]({plot})" for plot in summary["plots"]),
        "",
    ]
    return "\n".join(lines)


def _markdown_operations(summary: dict[str, Any]) -> list[str]:
    lines = []
    for name, ops in _operation_summaries(summary).items():
        columns = list(dict.fromkeys(key for counters in ops.values() for key in counters))
        lines += [
            f"Memory-side model, `{name}`, per operation (whole run):",
            "",
            "| operation | " + " | ".join(c.replace("_", " ") for c in columns) + " |",
            "|" + "---|" * (len(columns) + 1),
        ]
        for kind, counters in {**ops, "total": llm_usage.totals(ops)}.items():
            lines.append(f"| {kind} | " + " | ".join(f"{counters.get(c, 0):g}" for c in columns) + " |")
        lines.append("")
    return lines


def write_report(config: RunConfig, benchmark: Benchmark, *, command: str) -> dict[str, Any]:
    """Summarize the run dir and write summary.json, summary.md and the plots there."""
    summary = summarize(config, benchmark, command=command)
    run_dir = config.run_dir
    (run_dir / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    (run_dir / "summary.md").write_text(markdown(summary), encoding="utf-8")
    plot(run_dir, {name: read_results(run_dir, name) for name in config.memories}, summary)
    return summary


def plot(run_dir: Path, results: dict[str, list[dict[str, Any]]], summary: dict[str, Any]) -> None:
    import numpy as np
    from matplotlib.ticker import MaxNLocator

    plt = pyplot()

    scripted = " (scripted agents, not an LLM)" if summary["scripted"] else ""
    _plot_scores(run_dir / "scores.png", summary, scripted)
    success = "exact match" if summary["benchmark"] == "hotpotqa" else "success"
    figures = {
        "cumulative_success.png": (
            f"{success} rate so far",
            lambda lines: np.cumsum([float(line["success"]) for line in lines]) / np.arange(1, len(lines) + 1),
        ),
        "memory_tokens.png": (
            "memory-side LLM tokens of the task",
            lambda lines: [line["memory_usage"]["tokens"] for line in lines],
        ),
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
        save(fig, run_dir / name)


def _plot_scores(path: Path, summary: dict[str, Any], scripted: str) -> None:
    """Each score per memory as a bar with its 95% interval as the error bar."""
    import numpy as np

    plt = pyplot()
    metrics = [m for m in summary["metrics"] if m != "success" or summary["benchmark"] == "alfworld"]
    done = {name: figures for name, figures in summary["memories"].items() if figures["tasks"]}
    fig, ax = plt.subplots(figsize=(max(5.0, 1.2 * len(done) * len(metrics)), 4))
    width = 0.8 / max(1, len(metrics))
    positions = np.arange(len(done))
    for index, metric in enumerate(metrics):
        means = np.array([figures[metric] for figures in done.values()])
        bounds = np.array([figures[f"{metric}_ci95"] for figures in done.values()]).reshape(-1, 2)
        errors = np.vstack([means - bounds[:, 0], bounds[:, 1] - means]).clip(min=0)
        ax.bar(positions + index * width, means, width, yerr=errors, capsize=4, label=LABELS[metric])
    ax.set_xticks(positions + width * (len(metrics) - 1) / 2, list(done), rotation=20, fontsize=8)
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("mean over tasks (95% CI)")
    ax.set_title(f"{summary['benchmark']}: {summary['tasks']} tasks{scripted}", fontsize=10)
    ax.legend(fontsize=8)
    save(fig, path)


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
    console.print("scores: mean [95% confidence interval]")
    for name, ops in _operation_summaries(summary).items():
        console.print(llm_usage.usage_table(ops, title=f"memory-side model, {name}, per operation"))
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
    command = shlex.join(["python", "-m", f"experiments.{name}.run", *argv])
    try:
        if config.model == LOCAL and not config.scripted:
            with LocalModel() as server:
                print(f"local model: {server.describe()}, up after {server.seconds_to_start:.1f} s", flush=True)
                served = config.model_copy(update={"base_url": server.base_url})
                _run_and_report(served, make_benchmark(served, api_key), api_key, command)
        else:
            _run_and_report(config, make_benchmark(config, api_key), api_key, command)
    except (RunError, LocalModelError, *errors) as error:
        raise SystemExit(f"error: {error}") from error


def _run_and_report(config: RunConfig, benchmark: Benchmark, api_key: str | None, command: str) -> None:
    saved = asyncio.run(run(config, benchmark, api_key=api_key))
    print_report(write_report(saved, benchmark, command=command))
