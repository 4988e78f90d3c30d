"""The experiment runners end to end, offline: environment -> team -> memory -> scoring -> report, with the
scripted agents and memory model; resuming a run that stopped mid-task; the flat baseline memory; the config."""

from __future__ import annotations

import asyncio
import json

import pytest

pytest.importorskip("alfworld", reason="the alfworld package is not installed")

from autogen_agentchat.messages import ToolCallSummaryMessage

from experiments.alfworld.env import AlfworldEnv, tiny_games
from experiments.alfworld.run import GROUND_TRUTH, SOLVER, AlfworldBenchmark, build_team
from experiments.flat_memory import BUDGET_CHARS, FlatMemory
from experiments.hotpotqa.data import SHARED_SAMPLE
from experiments.runner import MEMORIES, RunConfig, RunError, parse_config, prepare_run_dir, read_results, run
from experiments.scripted import ScriptedSolverClient
from experiments.smoke import QUESTIONS, configs, problems, smoke
from gmem import Memory, TaskRecord, is_memory_block

needs_sample = pytest.mark.skipif(not SHARED_SAMPLE.exists(), reason="the shared HotpotQA sample is not present")
ALFWORLD_DEFAULTS = {"max_steps": 30}


def alfworld_flags(parser):
    parser.add_argument("--tiny", action="store_true")


# ------------------------------------------------------------------------------------------- the smoke run


@needs_sample
def test_the_smoke_run_goes_from_environment_to_report_for_every_memory(tmp_path, embedder):
    summaries = smoke(
        configs(tmp_path, MEMORIES, SHARED_SAMPLE),
        command="python -m experiments.smoke",
        embedder=embedder,
        progress=False,
    )
    assert problems(summaries) == []
    alfworld, hotpotqa = summaries
    assert (alfworld["tasks"], hotpotqa["tasks"]) == (len(tiny_games()), QUESTIONS)
    for summary in summaries:
        run_dir = tmp_path / summary["run_name"]
        assert summary["scripted"] and "not from an LLM" in summary["notice"]
        assert "not an LLM" in summary["agents"] and "not an LLM" in summary["memory_model"]
        written = json.loads((run_dir / "summary.json").read_text())
        assert written["notice"] == summary["notice"] and written["command"] == "python -m experiments.smoke"
        report = (run_dir / "summary.md").read_text()
        assert report.splitlines()[2].startswith("> **Scripted run") and "python -m experiments.smoke" in report
        assert list(summary["memories"]) == list(MEMORIES)
        figures = summary["memories"]
        # only gmem-llm has a (scripted) memory model, and it is called
        assert figures["gmem-llm"]["memory_tokens_per_task"] > 0 and figures["gmem-llm"]["memory_calls_per_task"] > 0
        assert all(figures[m]["memory_tokens_per_task"] == 0 for m in MEMORIES if m != "gmem-llm")
        # ... and its per-operation summary is written with the results, for it alone
        assert figures["gmem-llm"]["memory_operations"]["sparsify"]["calls"] > 0
        assert all(not figures[m]["memory_operations"] for m in MEMORIES if m != "gmem-llm")
        assert "`gmem-llm`, per operation" in report
        # every score comes with its 95% interval, and the scores plot is drawn
        for metric in summary["metrics"]:
            assert all(f[f"{metric}_ci95"][0] <= f[metric] <= f[f"{metric}_ci95"][1] for f in figures.values())
        assert (run_dir / "scores.png").stat().st_size > 0
        # memory reaches the agents: they read more than without it, and nothing without it (earlier questions
        # are the same kind of task as later ones, however unrelated their entities: gmem answers them too)
        assert figures["none"]["memory_chars_per_task"] == 0
        for memory in ("flat", "gmem", "gmem-llm"):
            assert figures[memory]["memory_chars_per_task"] > 0
            assert figures[memory]["agent_tokens_per_task"] > figures["none"]["agent_tokens_per_task"]
        # the same tasks in the same order for every memory, each recorded once in its memory
        orders = {m: [line["task_id"] for line in read_results(run_dir, m)] for m in MEMORIES}
        assert len({tuple(order) for order in orders.values()}) == 1
        with Memory.open(run_dir / "gmem" / "memory.db", embedder=embedder) as memory:
            assert memory.stats().tasks == summary["tasks"]
    assert alfworld["memories"]["gmem"]["success"] == 1.0  # the script replays the expert walkthroughs
    line = read_results(tmp_path / "smoke-alfworld", "gmem")[1]
    assert line["success"] and line["steps"] == len(line["actions"]) and line["memory_chars"]["solver"] > 0
    answer = read_results(tmp_path / "smoke-hotpotqa", "flat")[0]
    assert answer["em"] in (0.0, 1.0) and 0 <= answer["f1"] <= 1 and answer["actions"][-1][0].startswith("Finish[")


# ------------------------------------------------------------------------------------------- resumability


class Crash:
    """Makes the scripted solver's model calls fail from call ``at`` on, as a dead endpoint would."""

    def __init__(self, monkeypatch, at: int) -> None:
        self.calls = 0
        self.at = at
        create = ScriptedSolverClient.create

        async def failing(client, *args, **kwargs):
            self.calls += 1
            if self.calls >= self.at:
                raise ConnectionError("the endpoint went away")
            return await create(client, *args, **kwargs)

        monkeypatch.setattr(ScriptedSolverClient, "create", failing)


def test_a_run_stopped_mid_task_continues_where_it_stopped(tmp_path, embedder, monkeypatch):
    config = RunConfig(
        benchmark="alfworld",
        run_name="resume",
        results_dir=str(tmp_path),
        tiny=True,
        scripted=True,
        max_steps=30,
        memories=["flat", "gmem"],
    )
    games = tiny_games()
    first = len(games[0].walkthrough())

    def go() -> None:
        asyncio.run(run(config, AlfworldBenchmark(config), embedder=embedder, progress=False))

    with monkeypatch.context() as patch:
        Crash(patch, at=first + 3)  # three steps into the second game of the first memory (flat)
        with pytest.raises(RuntimeError, match="the endpoint went away"):
            go()
    assert len(read_results(config.run_dir, "flat")) == 1
    # AgentChat's wrap recorded the interrupted run (as unknown): the store is one task ahead of the results
    assert len(FlatMemory(config.run_dir / "flat" / "flat.jsonl", embedder)) == 2

    steps = sum(len(game.walkthrough()) for game in games)
    with monkeypatch.context() as patch:
        Crash(patch, at=steps + len(games[1].walkthrough()) + 2)  # the flat memory ends, gmem stops in game 3
        with pytest.raises(RuntimeError):
            go()
    assert [len(read_results(config.run_dir, m)) for m in ("flat", "gmem")] == [4, 2]
    with Memory.open(config.run_dir / "gmem" / "memory.db", embedder=embedder) as memory:
        assert memory.stats().tasks == 3

    go()
    for name in ("flat", "gmem"):
        lines = read_results(config.run_dir, name)
        assert [line["task_id"] for line in lines] == [game.name for game in games]  # no duplicates, none missing
        assert [line["task_index"] for line in lines] == [0, 1, 2, 3] and all(line["success"] for line in lines)
    assert len(FlatMemory(config.run_dir / "flat" / "flat.jsonl", embedder)) == 4
    with Memory.open(config.run_dir / "gmem" / "memory.db", embedder=embedder) as memory:
        stats = memory.stats()
        assert (stats.tasks, stats.resolved) == (4, 4)  # the interrupted, unknown run was rolled back
        recorded = [line["memory_task_id"] for line in read_results(config.run_dir, "gmem")]
        assert all(memory.has_task(task_id) for task_id in recorded)

    go()  # a finished run has nothing left to do
    assert len(read_results(config.run_dir, "gmem")) == 4


def test_a_results_file_cut_short_by_a_crash_loses_only_its_last_line(tmp_path, embedder):
    config = RunConfig(
        benchmark="alfworld",
        run_name="cut",
        results_dir=str(tmp_path),
        tiny=True,
        scripted=True,
        max_steps=30,
        memories=["none"],
        limit=2,
    )
    asyncio.run(run(config, AlfworldBenchmark(config), embedder=embedder, progress=False))
    results = config.run_dir / "none" / "tasks.jsonl"
    whole = results.read_text().splitlines()
    results.write_text(whole[0] + "\n" + whole[1][:40])
    asyncio.run(run(config, AlfworldBenchmark(config), embedder=embedder, progress=False))
    assert [json.loads(line)["task_index"] for line in results.read_text().splitlines()] == [0, 1]


# ---------------------------------------------------------------------------------------------- the team


def test_the_ground_truth_agent_takes_the_turn_when_the_solver_repeats_itself():
    game = tiny_games()[0]
    env = AlfworldEnv()
    room, task = env.reset(game)
    client = ScriptedSolverClient({task: ["look", "look", "look", *game.walkthrough()]}, tool="act")
    result = asyncio.run(build_team(env, client, room).run(task=task))
    speakers = [m.source for m in result.messages if isinstance(m, ToolCallSummaryMessage)]
    assert speakers[:5] == [SOLVER, SOLVER, SOLVER, GROUND_TRUTH, SOLVER]
    assert env.won and result.messages[-1].content.startswith("> move apple 1 to countertop 1\n")


# ------------------------------------------------------------------------------------------- flat memory


def record(task_id: str, instruction: str, success: bool) -> TaskRecord:
    return TaskRecord(
        id=task_id,
        instruction=instruction,
        success=success,
        steps=[
            {"agent": "solver", "action": f"act: step {i} of {instruction}", "observation": f"seen {i}"}
            for i in range(3)
        ],
    )


def test_the_flat_memory_shows_the_nearest_runs_whole_to_every_role_within_the_budget(tmp_path, embedder):
    memory = FlatMemory(tmp_path / "flat.jsonl", embedder, k=2)
    empty = asyncio.run(memory.aretrieve("put a cup in cabinet.", roles=["solver"]))
    assert empty.roles["solver"].excerpt_task_ids == [] and "(no past runs yet)" in empty.roles["solver"].text
    for run_record in (
        record("a", "put a cup in cabinet.", True),
        record("b", "heat some potato and put it in fridge.", False),
        record("c", "put two cups in cabinet.", True),
    ):
        asyncio.run(memory.arecord(run_record))
    shown = asyncio.run(memory.aretrieve("put a mug in cabinet.", roles=["solver", ("critic", "reviews")]))
    solver, critic = shown.roles["solver"], shown.roles["critic"]
    assert solver.excerpt_task_ids == ["a", "c"] and solver.insight_ids == [] and shown.mode == "flat"
    assert solver.text == critic.text and is_memory_block(solver.text) and len(solver.text) <= BUDGET_CHARS
    assert '- Task "put a cup in cabinet." (resolved):' in solver.text and "    -> seen 2" in solver.text
    assert "potato" not in solver.text  # not among the two nearest
    with pytest.raises(ValueError, match="already"):
        asyncio.run(memory.arecord(record("a", "again", True)))

    reopened = FlatMemory(tmp_path / "flat.jsonl", embedder, k=2, budget_chars=400)
    assert len(reopened) == 3 and reopened.has_task("b") and not reopened.has_task("z")
    cut = asyncio.run(reopened.aretrieve("put a mug in cabinet.", roles=["solver"])).roles["solver"]
    assert len(cut.text) <= 400 and cut.excerpt_task_ids == ["a"]  # the budget holds one run, cut at a line


# ---------------------------------------------------------------------------------------------- the config


def test_the_config_round_trips_through_the_run_dir(tmp_path, monkeypatch):
    monkeypatch.delenv("GMEM_MODEL", raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret")
    argv = [
        "--tiny",
        "--model",
        "qwen2.5-14b",
        "--base-url",
        "http://localhost:8000/v1",
        "--memories",
        "none,gmem",
        "--results-dir",
        str(tmp_path),
        "--seed",
        "7",
    ]
    config, api_key = parse_config(
        "alfworld", argv, description="", defaults=ALFWORLD_DEFAULTS, add_arguments=alfworld_flags
    )
    assert api_key == "sk-secret"
    assert config.run_name == "alfworld-tiny-qwen2.5-14b" and config.memories == ["none", "gmem"]
    saved = prepare_run_dir(config)
    path = config.run_dir / "config.json"
    assert saved == config and "sk-secret" not in path.read_text()

    again, _ = parse_config(
        "alfworld", ["--config", str(path)], description="", defaults=ALFWORLD_DEFAULTS, add_arguments=alfworld_flags
    )
    assert again == config
    more, _ = parse_config(
        "alfworld",
        ["--config", str(path), "--memories", "flat"],
        description="",
        defaults=ALFWORLD_DEFAULTS,
        add_arguments=alfworld_flags,
    )
    assert more.memories == ["flat"] and prepare_run_dir(more).memories == ["none", "flat", "gmem"]
    with pytest.raises(RunError, match="seed 7 there, 8 now"):
        prepare_run_dir(more.model_copy(update={"seed": 8}))

    with pytest.raises(SystemExit, match="for the alfworld runner, not hotpotqa"):
        parse_config(
            "hotpotqa",
            ["--config", str(path)],
            description="",
            defaults={"max_steps": 8},
            add_arguments=lambda parser: None,
        )
    with pytest.raises(SystemExit, match="no model"):
        parse_config("alfworld", ["--tiny"], description="", defaults=ALFWORLD_DEFAULTS, add_arguments=alfworld_flags)
    with pytest.raises(SystemExit, match="unknown memories"):
        parse_config(
            "alfworld",
            ["--scripted", "--memories", "gmem,rag"],
            description="",
            defaults=ALFWORLD_DEFAULTS,
            add_arguments=alfworld_flags,
        )
    scripted, _ = parse_config(
        "alfworld",
        ["--scripted", "--model", "ignored", "--limit", "2"],
        description="",
        defaults=ALFWORLD_DEFAULTS,
        add_arguments=alfworld_flags,
    )
    assert scripted.model is None and scripted.run_name == "alfworld-first2-scripted"
    assert scripted.memories == list(MEMORIES)
