"""The whole experiment pipeline offline, for CI: ``python -m experiments.smoke``.

Runs both runners with scripted agents and the scripted memory model - ALFWorld on the four tiny games,
HotpotQA on the first five questions of the shared sample - for every memory (or ``--memories``), into
``RESULTS_DIR/smoke-alfworld`` and ``RESULTS_DIR/smoke-hotpotqa``. Each starts afresh (what an earlier
smoke run left there is deleted first). Prints both reports, then checks what a run must leave behind:
the config, both summaries, both plots and one line per task for every memory; and that the scripted
solver, which replays the expert walkthroughs, won every tiny game (anything less means the environment,
the team or the memory wiring is broken). Exits non-zero when a check fails.
"""

from __future__ import annotations

import argparse
import asyncio
import shlex
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from experiments.alfworld.run import DEFAULT_MAX_STEPS as ALFWORLD_STEPS
from experiments.alfworld.run import AlfworldBenchmark
from experiments.hotpotqa.data import SHARED_SAMPLE
from experiments.hotpotqa.run import DEFAULT_MAX_STEPS as HOTPOTQA_STEPS
from experiments.hotpotqa.run import HotpotQABenchmark
from experiments.report import PLOTS, prepare_cli, print_report, write_report
from experiments.runner import MEMORIES, Benchmark, RunConfig, memory_list, read_results, run
from gmem import Embedder, SentenceTransformerEmbedder

QUESTIONS = 5


def configs(results_dir: Path, memories: Sequence[str], data: Path) -> list[RunConfig]:
    common = {"results_dir": str(results_dir), "memories": list(memories), "scripted": True}
    return [
        RunConfig(benchmark="alfworld", run_name="smoke-alfworld", tiny=True, max_steps=ALFWORLD_STEPS, **common),
        RunConfig(benchmark="hotpotqa", run_name="smoke-hotpotqa", data=str(data), limit=QUESTIONS,
                  max_steps=HOTPOTQA_STEPS, **common),
    ]


def smoke(
    configs: Sequence[RunConfig], *, command: str, embedder: Embedder | None = None, progress: bool = True
) -> list[dict[str, Any]]:
    """Run each config from scratch and write its report; returns the summaries."""
    embedder = embedder or SentenceTransformerEmbedder()
    summaries = []
    for config in configs:
        shutil.rmtree(config.run_dir, ignore_errors=True)
        benchmark: Benchmark = (AlfworldBenchmark if config.benchmark == "alfworld" else HotpotQABenchmark)(config)
        asyncio.run(run(config, benchmark, embedder=embedder, progress=progress))
        summaries.append(write_report(config, benchmark, command=command))
    return summaries


def problems(summaries: Sequence[dict[str, Any]]) -> list[str]:
    """What is missing or wrong in the smoke runs' results (empty when all is well)."""
    found = []
    for summary in summaries:
        run_dir = Path(summary["run_dir"])
        for name in ("config.json", "summary.json", "summary.md", *PLOTS):
            if not (run_dir / name).is_file():
                found.append(f"{run_dir / name} was not written")
        for memory, figures in summary["memories"].items():
            lines = read_results(run_dir, memory)
            if len(lines) != summary["tasks"] or len({line["task_id"] for line in lines}) != len(lines):
                found.append(f"{run_dir / memory}: {len(lines)} task lines for {summary['tasks']} tasks")
            if summary["benchmark"] == "alfworld" and figures.get("success") != 1.0:
                found.append(f"alfworld, {memory}: the scripted solver won {figures.get('success')} of the tiny games")
    return found


def main(argv: Sequence[str] | None = None) -> None:
    prepare_cli()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--results-dir", type=Path, default=Path("results"))
    parser.add_argument("--memories", default="all", help=f"comma-separated, or 'all': {','.join(MEMORIES)}")
    parser.add_argument("--data", type=Path, default=SHARED_SAMPLE, help="HotpotQA questions (the first 5 are used)")
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(argv)
    if not args.data.is_file():
        raise SystemExit(f"error: no HotpotQA questions at {args.data}; pass --data FILE")
    try:
        runs = configs(args.results_dir, memory_list(args.memories), args.data)
    except ValueError as error:
        raise SystemExit(f"error: {error}") from error
    summaries = smoke(runs, command=shlex.join(["python", "-m", "experiments.smoke", *argv]))
    for summary in summaries:
        print_report(summary)
    found = problems(summaries)
    if found:
        raise SystemExit("smoke run FAILED:\n  " + "\n  ".join(found))
    print(f"smoke run OK: {', '.join(s['run_dir'] for s in summaries)}")


if __name__ == "__main__":
    main()
