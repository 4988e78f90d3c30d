"""The whole experiment pipeline in one command: ``python -m experiments.smoke``.

Offline (the default, for CI) it runs both runners with scripted agents and the scripted memory model -
ALFWorld on the four tiny games, HotpotQA on the first five questions of the shared sample - for every
memory (or ``--memories``), into ``RESULTS_DIR/smoke-alfworld`` and ``RESULTS_DIR/smoke-hotpotqa``.

With a model it runs a short pass of each through a real endpoint: two tiny ALFWorld games (AutoGen team,
``remember``) and two HotpotQA questions (LangGraph team, ``TeamMemory``), with ``gmem-llm`` unless
``--memories`` says otherwise, so the second task of each is given the first one's memory:

    python -m experiments.smoke --model local                      # starts the bundled SmolLM2-135M server
    python -m experiments.smoke --endpoint http://localhost:8000/v1 --model NAME

Each starts afresh (what an earlier smoke run left there is deleted first). Prints both reports, then checks
what a run must leave behind: the config, both summaries, the plots and one line per task for every memory;
offline also that the scripted solver, which replays the expert walkthroughs, won every tiny game (anything
less means the environment, the team or the memory wiring is broken); with a model, that the agents' model
was called and, for ``gmem-llm``, the memory's. Exits non-zero when a check fails.
"""

from __future__ import annotations

import argparse
import asyncio
import os
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
from experiments.local_model import LOCAL, LocalModel, LocalModelError
from experiments.report import PLOTS, prepare_cli, print_report, write_report
from experiments.runner import MEMORIES, Benchmark, RunConfig, memory_list, read_results, run
from gmem import Embedder, SentenceTransformerEmbedder

QUESTIONS = 5
#: With a model: tasks of each benchmark, and the actions each may take (short: this checks the plumbing).
MODEL_TASKS, MODEL_ALFWORLD_STEPS, MODEL_HOTPOTQA_STEPS = 2, 10, 4


def configs(
    results_dir: Path, memories: Sequence[str], data: Path, *, model: str | None = None, base_url: str | None = None
) -> list[RunConfig]:
    """The two smoke runs: scripted without ``model``, else short ones on that model."""
    common: dict[str, Any] = {"results_dir": str(results_dir), "memories": list(memories)}
    if model is None:
        common["scripted"] = True
        alfworld, hotpotqa = {"max_steps": ALFWORLD_STEPS}, {"limit": QUESTIONS, "max_steps": HOTPOTQA_STEPS}
    else:
        common.update(model=model, base_url=base_url)
        alfworld = {"limit": MODEL_TASKS, "max_steps": MODEL_ALFWORLD_STEPS}
        hotpotqa = {"limit": MODEL_TASKS, "max_steps": MODEL_HOTPOTQA_STEPS}
    return [
        RunConfig(benchmark="alfworld", run_name="smoke-alfworld", tiny=True, **alfworld, **common),
        RunConfig(benchmark="hotpotqa", run_name="smoke-hotpotqa", data=str(data), **hotpotqa, **common),
    ]


def smoke(
    configs: Sequence[RunConfig],
    *,
    command: str,
    embedder: Embedder | None = None,
    progress: bool = True,
    api_key: str | None = None,
) -> list[dict[str, Any]]:
    """Run each config from scratch and write its report; returns the summaries."""
    embedder = embedder or SentenceTransformerEmbedder()
    summaries = []
    for config in configs:
        shutil.rmtree(config.run_dir, ignore_errors=True)
        make = AlfworldBenchmark if config.benchmark == "alfworld" else HotpotQABenchmark
        benchmark: Benchmark = make(config, api_key)
        asyncio.run(run(config, benchmark, api_key=api_key, embedder=embedder, progress=progress))
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
            if summary["scripted"] and summary["benchmark"] == "alfworld" and figures.get("success") != 1.0:
                found.append(f"alfworld, {memory}: the scripted solver won {figures.get('success')} of the tiny games")
            if not summary["scripted"] and not figures.get("agent_tokens_per_task"):
                found.append(f"{summary['benchmark']}, {memory}: the agents' model was never called")
            if not summary["scripted"] and memory == "gmem-llm" and not figures.get("memory_calls_per_task"):
                found.append(f"{summary['benchmark']}, gmem-llm: the memory's model was never called")
    return found


def main(argv: Sequence[str] | None = None) -> None:
    prepare_cli()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--results-dir", type=Path, default=Path("results"))
    parser.add_argument(
        "--memories",
        help=f"comma-separated, or 'all': {','.join(MEMORIES)} (default: all offline, gmem-llm with a model)",
    )
    parser.add_argument("--data", type=Path, default=SHARED_SAMPLE, help="HotpotQA questions (the first 5 are used)")
    parser.add_argument("--model", help=f"run on this model instead of scripts; {LOCAL}: the bundled small model")
    parser.add_argument("--endpoint", help="the model's OpenAI-compatible endpoint (default: $OPENAI_BASE_URL)")
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(argv)
    if not args.data.is_file():
        raise SystemExit(f"error: no HotpotQA questions at {args.data}; pass --data FILE")
    memories = memory_list(args.memories or ("gmem-llm" if args.model else "all"))
    command = shlex.join(["python", "-m", "experiments.smoke", *argv])
    api_key = os.environ.get("OPENAI_API_KEY")
    try:
        if args.model == LOCAL:
            with LocalModel() as server:
                print(f"local model: {server.describe()}, up after {server.seconds_to_start:.1f} s", flush=True)
                runs = configs(args.results_dir, memories, args.data, model=LOCAL, base_url=server.base_url)
                summaries = smoke(runs, command=command, api_key=api_key)
        else:
            base_url = args.endpoint or os.environ.get("OPENAI_BASE_URL")
            runs = configs(args.results_dir, memories, args.data, model=args.model, base_url=base_url)
            summaries = smoke(runs, command=command, api_key=api_key)
    except (ValueError, LocalModelError) as error:
        raise SystemExit(f"error: {error}") from error
    for summary in summaries:
        print_report(summary)
    found = problems(summaries)
    if found:
        raise SystemExit("smoke run FAILED:\n  " + "\n  ".join(found))
    print(f"smoke run OK: {', '.join(s['run_dir'] for s in summaries)}")


if __name__ == "__main__":
    main()
