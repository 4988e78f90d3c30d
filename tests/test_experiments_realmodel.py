"""What running against a real model needs, checked offline: the HotpotQA judges, the plain-text ALFWorld
actions, the confidence intervals, the local model launcher (against a stand-in server), the endpoint
profiles, the per-operation usage summary, and the authored ALFWorld games."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import textwrap
from collections import Counter
from pathlib import Path

import pytest
from autogen_core import FunctionCall
from autogen_core.models import (
    AssistantMessage,
    CreateResult,
    FunctionExecutionResult,
    FunctionExecutionResultMessage,
    RequestUsage,
    SystemMessage,
    UserMessage,
)
from rich.console import Console

from experiments import llm_usage
from experiments.alfworld.env import TASK_TYPES, AlfworldEnv, authored_games
from experiments.alfworld.text_actions import TextActionClient, as_text, parse_action
from experiments.hotpotqa.metrics import score_answer
from experiments.local_model import LOCAL, LocalModel, LocalModelError, server_command, wait_until_serving
from experiments.runner import MAY_CHANGE, RunConfig
from experiments.stats import bootstrap_interval, interval, wilson_interval
from gmem import TaskStatus
from gmem.llm import OperationUsage, Usage

REPO = Path(__file__).resolve().parents[1]

# ------------------------------------------------------------------------------------------- HotpotQA judges


@pytest.mark.parametrize(
    ("prediction", "gold", "em", "f1"),
    [
        ("The Beatles", "Beatles", 1.0, 1.0),  # articles go
        ("beatles!", "The Beatles.", 1.0, 1.0),  # punctuation and case go
        ("  Arthur's   Magazine ", "Arthur's Magazine", 1.0, 1.0),  # whitespace collapses
        ("Arthur's Magazine was first", "Arthur's Magazine", 0.0, 2 * 0.5 * 1.0 / 1.5),  # contains the gold: not EM
        ("yes", "no", 0.0, 0.0),
        ("no, it was not", "no", 0.0, 0.0),  # a yes/no gold admits no partial credit
        ("1989", "in 1989", 0.0, 2 * 1.0 * 0.5 / 1.5),
    ],
)
def test_answers_are_scored_with_the_official_normalisation(prediction, gold, em, f1):
    score = score_answer(prediction, gold)
    assert score.em == em and score.f1 == pytest.approx(f1)


def example(name: str):
    spec = importlib.util.spec_from_file_location(name, REPO / "examples" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_langgraph_example_judges_by_exact_match_not_by_containment():
    judge = example("langgraph_hotpotqa").judge
    assert judge({"answer": "the Beatles", "gold": "Beatles"}).status is TaskStatus.RESOLVED
    # the false positive seen with a real model: a long reply that happens to contain the gold answer
    reply = {"answer": "Not Arthur's Magazine; First for Women was started first.", "gold": "First for Women"}
    assert judge(reply).status is TaskStatus.FAILED
    assert judge({"answer": "", "gold": "yes"}).status is TaskStatus.FAILED


# ------------------------------------------------------------------------------------- plain-text actions


@pytest.mark.parametrize(
    ("reply", "command"),
    [
        ("Action: go to fridge 1", "go to fridge 1"),
        ("I should look in the fridge.\nAction: open fridge 1.", "open fridge 1"),
        ("**Action:** `take apple 1 from countertop 2`", "take apple 1 from countertop 2"),
        ("> heat potato 1 with microwave 1", "heat potato 1 with microwave 1"),
        ('act("go to sinkbasin 1")', "go to sinkbasin 1"),
        ('{"command": "use desklamp 1"}', "use desklamp 1"),
        ("move mug 1 to coffeemachine 1", "move mug 1 to coffeemachine 1"),
        ("Thought: the apple is not here.\n1. Action: [go to cabinet 2]", "go to cabinet 2"),
    ],
)
def test_an_action_is_read_from_the_forms_small_models_write(reply, command):
    assert parse_action(reply) == command


@pytest.mark.parametrize(
    "reply",
    [
        "",
        "I'm sorry for the mistake. I'll make sure to be more precise next time.",
        "Action:",
        "Action: " + "x" * 200,
        "Action: <one command>",  # SmolLM2-135M copied the instruction's placeholder, and the game got "one command"
        "Action: I will now find the apple",
    ],
)
def test_a_reply_without_an_action_gives_none(reply):
    assert parse_action(reply) is None


class RecordingClient:
    """Stands in for a model client: records what it was sent and answers with a fixed text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.sent: list = []
        self.tools: list = []

    async def create(self, messages, *, tools=(), **_):
        self.sent.append(list(messages))
        self.tools.append(list(tools))
        return CreateResult(
            finish_reason="stop",
            content=self.text,
            cached=False,
            usage=RequestUsage(prompt_tokens=10, completion_tokens=5),
        )


ACT_TOOL = {"name": "act", "parameters": {"type": "object", "properties": {"command": {"type": "string"}}}}


async def test_a_text_reply_becomes_a_call_of_the_act_tool_and_the_server_never_sees_tools():
    inner = RecordingClient("Thought: start at the fridge.\nAction: go to fridge 1")
    client = TextActionClient(inner)
    history = [
        SystemMessage(content="You are the solver."),
        UserMessage(content="put a cool mug in cabinet.", source="user"),
        AssistantMessage(content=[FunctionCall(id="c1", name="act", arguments='{"command": "look"}')], source="solver"),
        FunctionExecutionResultMessage(
            content=[FunctionExecutionResult(call_id="c1", content="You see a fridge 1.", name="act")]
        ),
    ]
    result = await client.create(history, tools=[ACT_TOOL])
    assert result.finish_reason == "function_calls"
    [call] = result.content
    assert call.name == "act" and json.loads(call.arguments) == {"command": "go to fridge 1"}
    [sent] = inner.sent
    assert inner.tools == [[]]  # no tools reach the server, so its function-calling mode is never used
    assert all(isinstance(m.content, str) and m.content for m in sent)  # no content: null assistant turn
    assert sent[0].content.startswith("You are the solver.") and "Action: go to countertop 1" in sent[0].content
    assert sent[2].content == "Action: look" and sent[3].content == "Observation: You see a fridge 1."


async def test_a_reply_without_an_action_stays_text_and_is_counted():
    client = TextActionClient(RecordingClient("I'm not sure what to do."))
    result = await client.create([UserMessage(content="go", source="user")], tools=[ACT_TOOL])
    assert result.content == "I'm not sure what to do." and client.unparsed == 1


def test_without_the_tool_offered_no_instruction_is_added():
    messages = as_text([SystemMessage(content="Summarise.")], instruct=False)
    assert messages[0].content == "Summarise."


# ------------------------------------------------------------------------------------ confidence intervals


def test_wilson_intervals_match_known_values():
    assert wilson_interval(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson_interval(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson_interval(36, 36)[1] == pytest.approx(1.0) and wilson_interval(36, 36)[0] == pytest.approx(
        0.9036, abs=1e-4
    )
    with pytest.raises(ValueError, match="successes"):
        wilson_interval(11, 10)


def test_f1_gets_a_reproducible_bootstrap_interval_around_its_mean():
    values = [0.0, 0.5, 1.0, 0.25, 0.75, 0.4, 0.6, 0.9, 0.1, 0.3]
    low, high = interval(values)
    assert low < sum(values) / len(values) < high and 0 <= low and high <= 1
    assert (low, high) == bootstrap_interval(values)  # fixed seed
    assert interval([1.0, 0.0, 1.0]) == wilson_interval(2, 3)  # 0/1 scores are proportions


# ------------------------------------------------------------------------------------------- local model

FAKE_SERVER = textwrap.dedent("""
    import http.server, sys, time
    time.sleep(float(sys.argv[sys.argv.index("--delay") + 1]))
    port = int(sys.argv[sys.argv.index("--port") + 1])

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            ok = self.path == "/v1/models"
            self.send_response(200 if ok else 404)
            self.end_headers()
            self.wfile.write(b'{"data": [{"id": "local"}]}' if ok else b"")

        def log_message(self, *args):
            pass

    http.server.HTTPServer(("127.0.0.1", port), Handler).serve_forever()
""")


def test_the_server_command_serves_the_model_under_the_local_name(tmp_path):
    gguf = tmp_path / "m.gguf"
    command = server_command(gguf, 8123, context_tokens=2048, threads=2)
    assert command[:3] == [sys.executable, "-m", "llama_cpp.server"]
    flags = dict(zip(command[3::2], command[4::2]))
    assert flags == {
        "--model": str(gguf),
        "--model_alias": LOCAL,
        "--host": "127.0.0.1",
        "--port": "8123",
        "--n_ctx": "2048",
        "--n_threads": "2",
    }


def fake_model(tmp_path, delay: float, **options) -> LocalModel:
    script = tmp_path / "fake_server.py"
    script.write_text(FAKE_SERVER)
    gguf = tmp_path / "model.gguf"
    gguf.write_bytes(b"GGUF")
    return LocalModel(gguf, command=[sys.executable, str(script), "--delay", str(delay)], **options)


def test_the_launcher_waits_until_the_server_answers_and_stops_it(tmp_path):
    import httpx

    with fake_model(tmp_path, delay=0.5) as server:
        assert server.base_url.startswith("http://127.0.0.1:") and server.seconds_to_start >= 0.5
        assert httpx.get(f"{server.base_url}/models").json()["data"][0]["id"] == LOCAL
        process = server._process
    assert process.poll() is not None  # stopped on leaving the block
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"{server.base_url}/models", timeout=1)


def test_a_server_that_never_answers_is_reported_and_stopped(tmp_path):
    model = fake_model(tmp_path, delay=30, startup_timeout=1.0)
    with pytest.raises(LocalModelError, match="did not answer"):
        model.start()
    assert model._process is None


def test_a_server_that_exits_is_reported_with_its_output(tmp_path):
    gguf = tmp_path / "model.gguf"
    gguf.write_bytes(b"GGUF")
    crash = [sys.executable, "-c", "import sys; print('no such model'); sys.exit(3)"]
    with pytest.raises(LocalModelError, match="exited with code 3(.|\n)*no such model"):
        LocalModel(gguf, command=crash).start()


def test_a_missing_model_file_is_named(tmp_path):
    with pytest.raises(LocalModelError, match="no model file at .*absent.gguf"):
        LocalModel(tmp_path / "absent.gguf")


def test_wait_gives_up_at_the_deadline_when_nothing_listens():
    idle = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        with pytest.raises(LocalModelError, match="within 1 s"):
            wait_until_serving("http://127.0.0.1:9/v1", idle, timeout=1.0)
    finally:
        idle.kill()
        idle.wait()


# --------------------------------------------------------------------------------------- endpoint profiles


def test_the_local_model_gets_the_one_request_at_a_time_profile_and_text_actions():
    config = RunConfig(benchmark="alfworld", run_name="r", model=LOCAL, max_steps=5, tiny=True)
    assert config.endpoint_profile == "local" and config.actions == "text"
    assert config.profile.concurrency == 1 and config.profile.timeout >= 300 and config.profile.retries <= 1
    hosted = RunConfig(benchmark="alfworld", run_name="r", model="gpt-4o-mini", max_steps=5)
    assert hosted.actions == "tools" and hosted.profile.concurrency > 1 and hosted.max_tokens == 256
    assert "base_url" in MAY_CHANGE  # a local server's port changes between starts of a continued run
    with pytest.raises(ValueError, match="--tiny or --authored"):
        RunConfig(benchmark="alfworld", run_name="r", scripted=True, max_steps=5, tiny=True, authored=True)


# ---------------------------------------------------------------------------------- per-operation summary


class CountsMore(OperationUsage):
    """An accounting that has grown counters this code was not written for."""

    rejected: int = 0
    breaker_open: int = 0


def test_the_usage_summary_shows_every_counter_the_accounting_has():
    usage = Usage(
        operations={
            "insights": CountsMore(
                calls=3, prompt_tokens=900, completion_tokens=120, seconds=4.5, failures=1, fallbacks=1, rejected=2
            ),
            "sparsify": CountsMore(calls=2, prompt_tokens=400, completion_tokens=60, seconds=1.25, breaker_open=1),
        }
    )
    ops = llm_usage.operations(usage)
    assert ops["insights"]["rejected"] == 2 and ops["sparsify"]["breaker_open"] == 1
    assert llm_usage.totals(ops)["calls"] == 5 and llm_usage.totals(ops)["seconds"] == pytest.approx(5.75)
    console = Console(record=True, width=200)
    console.print(llm_usage.usage_table(ops, title="per operation"))
    text = console.export_text()
    header = next(line for line in text.splitlines() if "operation" in line and "calls" in line)
    for column in (
        "calls",
        "prompt tokens",
        "completion tokens",
        "seconds",
        "failures",
        "fallbacks",
        "rejected",
        "breaker open",
    ):
        assert column in header
    total = next(line for line in text.splitlines() if "total" in line)
    assert total.split("│")[1:-1][1].strip() == "5"


def test_per_task_usage_is_the_difference_and_a_run_the_sum():
    before = {"insights": {"calls": 1, "seconds": 0.5}}
    after = {"insights": {"calls": 3, "seconds": 1.0}, "merge": {"calls": 0, "seconds": 0.0}}
    delta = llm_usage.difference(after, before)
    assert delta == {"insights": {"calls": 2, "seconds": 0.5}}  # merge did nothing, so it is left out
    assert llm_usage.add([delta, delta, {"merge": {"calls": 1}}]) == {
        "insights": {"calls": 4, "seconds": 1.0},
        "merge": {"calls": 1},
    }


# --------------------------------------------------------------------------------------- authored games


def test_six_authored_games_of_each_family_each_with_its_own_task():
    games = authored_games()
    assert Counter(game.task_type for game in games) == {family: 6 for family in TASK_TYPES}
    for game in games:
        assert 0 < len(game.walkthrough()) <= 24, game.name


@pytest.mark.parametrize("family", TASK_TYPES)
def test_the_expert_walkthrough_wins_an_authored_game_of_each_family(family):
    game = next(game for game in authored_games() if game.task_type == family)
    env = AlfworldEnv(max_steps=30)
    env.reset(game)
    for command in game.walkthrough():
        env.step(command)
    assert env.won, f"{game.name}: the expert walkthrough did not win"


# ----------------------------------------------------------------------------------- smoke run on a model


def test_the_smoke_run_on_a_model_is_short_and_checks_that_the_model_was_called(tmp_path):
    from experiments.smoke import MODEL_TASKS, configs, problems

    alfworld, hotpotqa = configs(
        tmp_path, ["gmem-llm"], tmp_path / "q.jsonl", model=LOCAL, base_url="http://127.0.0.1:1/v1"
    )
    assert alfworld.limit == hotpotqa.limit == MODEL_TASKS and not alfworld.scripted
    assert alfworld.endpoint_profile == hotpotqa.endpoint_profile == "local" and alfworld.actions == "text"
    run_dir = tmp_path / "smoke-alfworld"
    run_dir.mkdir()
    for name in (
        "config.json",
        "summary.json",
        "summary.md",
        "scores.png",
        "cumulative_success.png",
        "memory_tokens.png",
    ):
        (run_dir / name).write_text("x")
    (run_dir / "gmem-llm").mkdir()
    (run_dir / "gmem-llm" / "tasks.jsonl").write_text('{"task_id": "a"}\n{"task_id": "b"}\n')
    silent = {
        "benchmark": "alfworld",
        "run_dir": str(run_dir),
        "scripted": False,
        "tasks": 2,
        "memories": {"gmem-llm": {"success": 0.0, "agent_tokens_per_task": 0, "memory_calls_per_task": 0}},
    }
    assert problems([silent]) == [
        "alfworld, gmem-llm: the agents' model was never called",
        "alfworld, gmem-llm: the memory's model was never called",
    ]
    silent["memories"]["gmem-llm"].update(agent_tokens_per_task=900, memory_calls_per_task=3)
    assert problems([silent]) == []  # a model that wins nothing is fine: the smoke run checks the plumbing
