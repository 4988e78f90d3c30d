"""The ALFWorld environment on the real ``alfworld`` package, its authored games, and the scripted solver.

The tiny games live in the repository, so nothing here needs downloaded data; the ALFWorld download
itself is only checked for the error that says how to get it.
"""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path

import pytest

pytest.importorskip("alfworld", reason="the alfworld package is not installed")

from alfworld.info import ALFRED_PDDL_PATH, ALFRED_TWL2_PATH
from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.conditions import MaxMessageTermination, TextMentionTermination
from autogen_agentchat.teams import RoundRobinGroupChat
from autogen_core.models import AssistantMessage, SystemMessage, UserMessage

from experiments.alfworld.env import (
    GAMES_DIR,
    AlfworldDataMissing,
    AlfworldEnv,
    Game,
    find_games,
    tiny_games,
    valid_unseen_games,
)
from experiments.scripted import ScriptedSolverClient

TASKS = {
    "trial_gmem_0001": ("pick_and_place_simple", "put some apple on countertop."),
    "trial_gmem_0002": ("pick_and_place_simple", "put a cup in cabinet."),
    "trial_gmem_0003": ("pick_clean_then_place_in_recep", "put a clean mug in coffeemachine."),
    "trial_gmem_0004": ("pick_heat_then_place_in_recep", "put a hot potato in diningtable."),
}
ROOM = (
    "You are in the middle of a room. Looking quickly around you, you see a cabinet 2, a cabinet 1, a coffeemachine 1, "
    "a countertop 1, a diningtable 1, a fridge 1, a garbagecan 1, a microwave 1, and a sinkbasin 1."
)
#: Plans that look plausible but miss one requirement of the task.
WRONG_PLANS = {
    "trial_gmem_0001": [
        "go to diningtable 1",
        "take apple 1 from diningtable 1",
        "go to sinkbasin 1",
        "move apple 1 to sinkbasin 1",
    ],  # the wrong place
    "trial_gmem_0002": [
        "go to diningtable 1",
        "take cup 1 from diningtable 1",
        "go to countertop 1",
        "move cup 1 to countertop 1",
    ],  # a countertop is no cabinet
    "trial_gmem_0003": [
        "go to cabinet 2",
        "open cabinet 2",
        "take mug 1 from cabinet 2",
        "go to coffeemachine 1",
        "move mug 1 to coffeemachine 1",
    ],  # never cleaned
    "trial_gmem_0004": [
        "go to fridge 1",
        "open fridge 1",
        "take potato 1 from fridge 1",
        "go to diningtable 1",
        "move potato 1 to diningtable 1",
    ],  # never heated
}


@pytest.fixture(scope="module")
def env() -> AlfworldEnv:
    return AlfworldEnv()


@pytest.fixture(scope="module")
def games() -> dict[str, Game]:
    return {game.path.parent.name: game for game in tiny_games()}


def play(env: AlfworldEnv, game: Game, plan: list[str]) -> list[tuple[str, bool, bool]]:
    env.reset(game)
    return [env.step(action) for action in plan]


def test_the_tiny_games_are_listed_with_their_family_and_task(games):
    assert sorted(games) == sorted(TASKS)
    for trial, (family, task) in TASKS.items():
        game = games[trial]
        assert game.task_type == family
        assert game.name == f"{game.path.parent.parent.name}/{trial}"
        assert game.name.startswith(family)
        assert game.task() == task


def test_the_game_files_are_built_from_the_installed_domain_grammar_and_problem(games):
    domain = Path(ALFRED_PDDL_PATH).read_text()
    grammar = Path(ALFRED_TWL2_PATH).read_text()
    for game in games.values():
        data = json.loads(game.path.read_text())
        traj = json.loads((game.path.parent / "traj_data.json").read_text())
        assert data["pddl_domain"] == domain
        assert data["grammar"] == grammar.replace("UNKNOWN GOAL", traj["turk_annotations"]["anns"][0]["task_desc"])
        assert data["pddl_problem"] == (game.path.parent / "initial_state.pddl").read_text()
        assert data["solvable"] is True and data["walkthrough"]


def test_reset_gives_the_room_and_the_task(env, games):
    for trial, (_, task) in TASKS.items():
        observation, text = env.reset(games[trial])
        assert (observation, text) == (ROOM, task)
        assert env.task == task and env.steps == 0 and not env.won and not env.done
        assert "go to fridge 1" in env.admissible_commands and "look" in env.admissible_commands


@pytest.mark.parametrize("trial", sorted(TASKS))
def test_the_stored_walkthrough_wins_and_only_at_its_last_step(env, games, trial):
    plan = games[trial].walkthrough()
    results = play(env, games[trial], plan)
    assert [won for _, _, won in results] == [False] * (len(plan) - 1) + [True]
    assert results[-1][1] is True  # done
    assert env.steps == len(plan) and env.trajectory[-1][0] == plan[-1]


@pytest.mark.parametrize("trial", sorted(TASKS))
def test_a_plan_that_misses_a_requirement_does_not_win(env, games, trial):
    results = play(env, games[trial], WRONG_PLANS[trial])
    assert not any(won for _, _, won in results)
    assert not env.done
    assert results[-1][0].startswith("You move the ")  # the last move did happen, it just does not satisfy the goal


def test_any_cabinet_satisfies_put_a_cup_in_cabinet(env, games):
    """ALFWorld's goal is by receptacle type: cabinet 2 counts as much as cabinet 1."""
    plan = [
        "go to diningtable 1",
        "take cup 1 from diningtable 1",
        "go to cabinet 2",
        "open cabinet 2",
        "move cup 1 to cabinet 2",
    ]
    assert play(env, games["trial_gmem_0002"], plan)[-1] == ("You move the cup 1 to the cabinet 2.", True, True)


def test_a_closed_cabinet_takes_nothing_until_opened(env, games):
    plan = ["go to diningtable 1", "take cup 1 from diningtable 1", "go to cabinet 1", "move cup 1 to cabinet 1"]
    results = play(env, games["trial_gmem_0002"], plan)
    assert results[2][0] == "You arrive at cabinet 1. The cabinet 1 is closed."
    assert results[3] == ("Nothing happens.", False, False)
    assert env.step("open cabinet 1")[0] == "You open the cabinet 1. The cabinet 1 is open. In it, you see nothing."
    assert env.step("move cup 1 to cabinet 1") == ("You move the cup 1 to the cabinet 1.", True, True)


def test_heating_then_placing_wins(env, games):
    plan = [
        "go to fridge 1",
        "open fridge 1",
        "take potato 1 from fridge 1",
        "go to microwave 1",
        "heat potato 1 with microwave 1",
        "go to diningtable 1",
        "move potato 1 to diningtable 1",
    ]
    results = play(env, games["trial_gmem_0004"], plan)
    assert results[1][0] == "You open the fridge 1. The fridge 1 is open. In it, you see a potato 1, and a tomato 1."
    assert results[4][0] == "You heat the potato 1 using the microwave 1."
    assert results[-1][2] is True and not any(won for _, _, won in results[:-1])


def test_put_is_accepted_in_either_releases_phrasing_and_commands_are_tidied(env, games):
    env.reset(games["trial_gmem_0001"])
    env.step("Go to diningtable 1.")
    env.step("take  apple 1   from diningtable 1")
    env.step("go to countertop 1")
    assert env.trajectory[0][0] == "go to diningtable 1"
    assert env.step("put apple 1 in/on countertop 1") == ("You move the apple 1 to the countertop 1.", True, True)
    assert env.trajectory[-1][0] == "move apple 1 to countertop 1"


def test_unknown_commands_change_nothing_but_use_a_step(env, games):
    env.reset(games["trial_gmem_0001"])
    assert env.step("fly to the moon") == ("Nothing happens.", False, False)
    assert env.step("take apple 1 from diningtable 1") == ("Nothing happens.", False, False)  # not there yet
    assert env.steps == 2


def test_the_step_limit_ends_the_episode(games):
    limited = AlfworldEnv(max_steps=3)
    limited.reset(games["trial_gmem_0001"])
    assert [limited.step("look")[1] for _ in range(3)] == [False, False, True]
    assert limited.done and not limited.won
    with pytest.raises(RuntimeError, match="over"):
        limited.step("look")
    limited.reset(games["trial_gmem_0001"])  # a reset starts a fresh episode
    assert limited.steps == 0 and not limited.done
    with pytest.raises(ValueError):
        AlfworldEnv(max_steps=0)


def test_using_the_env_before_a_reset_is_an_error():
    fresh = AlfworldEnv()
    with pytest.raises(RuntimeError, match="reset"):
        fresh.step("look")
    with pytest.raises(RuntimeError, match="reset"):
        _ = fresh.admissible_commands


def test_a_missing_download_says_what_to_run_and_where(tmp_path, monkeypatch):
    monkeypatch.setenv("ALFWORLD_DATA", str(tmp_path))
    with pytest.raises(AlfworldDataMissing) as missing:
        valid_unseen_games()
    message = str(missing.value)
    assert "alfworld-download" in message and f"--data-dir {tmp_path}" in message
    assert str(tmp_path / "json_2.1.1" / "valid_unseen") in message and "game.tw-pddl" in message

    trial = tmp_path / "json_2.1.1" / "valid_unseen" / "pick_and_place_simple-Apple-None-CounterTop-1" / "trial_x"
    trial.mkdir(parents=True)
    (trial / "traj_data.json").write_text(json.dumps({"task_type": "pick_and_place_simple"}))
    with pytest.raises(AlfworldDataMissing, match="1 without game.tw-pddl"):
        valid_unseen_games()


def test_a_downloaded_layout_is_found_and_filtered_like_alfworld_does(tmp_path, monkeypatch):
    split = tmp_path / "json_2.1.1" / "valid_unseen"
    shutil.copytree(GAMES_DIR, split, ignore=shutil.ignore_patterns("*.md"))
    sliced = split / "pick_heat_then_place_in_recep-PotatoSliced-None-DiningTable-0"
    shutil.copytree(split / "pick_heat_then_place_in_recep-Potato-None-DiningTable-0", sliced)
    unsolvable = split / "pick_and_place_simple-Cup-None-Cabinet-0" / "trial_gmem_0002" / "game.tw-pddl"
    unsolvable.write_text(json.dumps({**json.loads(unsolvable.read_text()), "solvable": False}))
    monkeypatch.setenv("ALFWORLD_DATA", str(tmp_path))

    found = [game.path.parent.name for game in valid_unseen_games()]
    assert found == ["trial_gmem_0001", "trial_gmem_0003", "trial_gmem_0004"]
    heat = find_games(split, task_types=("pick_heat_then_place_in_recep",))
    assert [game.name for game in heat] == ["pick_heat_then_place_in_recep-Potato-None-DiningTable-0/trial_gmem_0004"]
    assert Game.at(heat[0].path.parent) == heat[0]
    with pytest.raises(FileNotFoundError):
        Game.at(tmp_path)


# ----------------------------------------------------------------------------------- the scripted solver


def test_the_scripted_solver_wins_every_tiny_game_in_an_agentchat_team(games):
    env = AlfworldEnv()
    client = ScriptedSolverClient.for_games(games.values(), tool="act")

    def act(action: str) -> str:
        """Send one ALFWorld command; returns what happens."""
        return env.step(action)[0]

    async def run(game: Game) -> None:
        observation, task = env.reset(game)
        solver = AssistantAgent("solver", model_client=client, tools=[act], max_tool_iterations=40)
        stop = TextMentionTermination(client.done_text) | MaxMessageTermination(100)
        await RoundRobinGroupChat([solver], termination_condition=stop).run(
            task=f"{observation}\nYour task is to: {task}"
        )

    for game in games.values():
        asyncio.run(run(game))
        assert env.won, game.name
        assert [command for command, _ in env.trajectory] == game.walkthrough()
    usage = client.total_usage()
    assert usage.prompt_tokens > 0 and usage.completion_tokens > 0
    assert client.actual_usage() == usage


def test_the_scripted_solver_answers_in_text_and_skips_memory_blocks():
    client = ScriptedSolverClient(
        {"put a cup in cabinet.": ["go to diningtable 1", "open cabinet 1"]}, template="ACTION: {action}"
    )
    memory = SystemMessage(content="<gmem-memory>\nYour task is to: put some apple on countertop.\n</gmem-memory>")
    task = UserMessage(content="Your task is to: Put a cup in cabinet.", source="user")

    async def ask(*messages):
        return await client.create(list(messages))

    first = asyncio.run(ask(memory, task))
    assert first.content == "ACTION: go to diningtable 1" and first.finish_reason == "stop"
    assert first.usage.prompt_tokens == client.count_tokens([memory, task]) and first.usage.completion_tokens == 6
    second = asyncio.run(ask(task, AssistantMessage(content=first.content, source="solver")))
    assert second.content == "ACTION: open cabinet 1"
    done = asyncio.run(ask(task, *[AssistantMessage(content=c, source="solver") for c in ("a", "b")]))
    assert done.content == client.done_text
    assert client.total_usage().prompt_tokens == sum(r.usage.prompt_tokens for r in (first, second, done))

    with pytest.raises(ValueError, match="found none"):
        asyncio.run(ask(UserMessage(content="Your task is to: make tea.", source="user")))
    both = ScriptedSolverClient({"put a cup in cabinet.": ["look"], "put a mug in fridge.": ["look"]})
    with pytest.raises(ValueError, match="same task"):
        ScriptedSolverClient.for_games([*tiny_games(), tiny_games()[0]])
    with pytest.raises(ValueError, match="exactly one"):
        asyncio.run(both.create([UserMessage(content="put a cup in cabinet. put a mug in fridge.", source="user")]))
