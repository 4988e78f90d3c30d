"""ALFWorld with an AutoGen AgentChat team, with each memory in turn: ``python -m experiments.alfworld.run``.

The team is G-Memory's AutoGen setup built in AgentChat: a ``solver`` that acts, one command per turn,
through an ``act`` tool that steps the environment, and a ``ground_truth`` helper that takes the turn after
the solver has sent the same command three times in a row (stuck), told that the solver's approach is
wrong. (In G-Memory the helper's command replaces the third repeat; here the repeat is sent, then the
helper speaks.) Both start each task afresh, with the room they entered in their system prompt and the
task as the message; a task ends when the game is won or after ``--max-steps`` turns (30). The judge is
the game itself: ``won``.

    python -m experiments.alfworld.run --authored --endpoint http://localhost:8000/v1 --model Qwen/Qwen2.5-14B-Instruct
    python -m experiments.alfworld.run --authored --model local   # the bundled small model (gmem-memory[local-model])
    python -m experiments.alfworld.run --tiny --scripted          # offline: replays the expert walkthroughs
    python -m experiments.alfworld.run --config results/<run>/config.json   # rerun, or continue

Games are ALFWorld's 134 ``valid_unseen`` ones in order (``alfworld-download`` puts them under
``$ALFWORLD_DATA``), with ``--authored`` the 36 games written with alfworld's generator in
``experiments/alfworld/authored`` (six per task family), or with ``--tiny`` the four in
``experiments/alfworld/games``. Commands go through the ``act`` tool, or, with ``--action-format text`` (the
``local`` endpoint profile's choice), as ``Action: ...`` lines read by :mod:`experiments.alfworld.text_actions`.
Every agent turn is capped at ``--max-tokens``. Memory reaches the agents through
``gmem.integrations.autogen.remember``; ``none`` runs the bare team.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any

from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.base import TaskResult
from autogen_agentchat.conditions import FunctionalTermination
from autogen_agentchat.messages import BaseAgentEvent, BaseChatMessage
from autogen_agentchat.teams import SelectorGroupChat
from autogen_core import FunctionCall
from autogen_core.models import ChatCompletionClient, FunctionExecutionResult, ModelFamily, ModelInfo

from experiments.alfworld.env import (
    AlfworldDataMissing,
    AlfworldEnv,
    Game,
    authored_games,
    tiny_games,
    valid_unseen_games,
)
from experiments.alfworld.text_actions import TextActionClient
from experiments.report import run_cli
from experiments.runner import RunConfig, TeamMemoryBackend, is_stuck, shown_chars
from experiments.scripted import ScriptedSolverClient
from gmem import TaskStatus
from gmem.integrations.autogen import Verdict, remember

SOLVER, GROUND_TRUTH = "solver", "ground_truth"
#: Each agent's description: its role, as gmem fits memory to it.
ROLES = {
    SOLVER: "acts in the household environment, one command at a time, to carry out the task",
    GROUND_TRUTH: "steps in when the solver is stuck repeating a command, and sends a different command that "
    "moves the task forward",
}
COMMANDS = (
    "go to RECEPTACLE; open RECEPTACLE; close RECEPTACLE; take OBJECT from RECEPTACLE; put OBJECT in/on RECEPTACLE; "
    "clean OBJECT with sinkbasin; heat OBJECT with microwave; cool OBJECT with fridge; use desklamp; "
    "examine THING; look; inventory"
)
SOLVER_PROMPT = (
    "You are the solver of a household task in ALFWorld, a text world. Act only through the act tool: one "
    "command per call, one call per turn. Commands: {commands}. Name objects and receptacles with their number, "
    'e.g. "apple 1", "countertop 2". The task ends as soon as its goal holds; you have at most {max_steps} '
    "commands.\n\nWhat you saw when you entered the room:\n{room}"
)
GROUND_TRUTH_PROMPT = (
    "You assist the solver of a household task in ALFWorld, a text world. You are called because the solver has "
    "sent the same command three times in a row: it is stuck, and its approach is wrong. Read the task and what "
    "happened so far, then send one different command through the act tool that moves the task forward. "
    "Commands: {commands}. Name objects and receptacles with their number.\n\n"
    "What the team saw when it entered the room:\n{room}"
)
#: What the team's model is told about itself (a name AgentChat does not know needs it); its system
#: messages are merged into one, which every OpenAI-compatible server accepts.
MODEL_INFO = ModelInfo(
    vision=False,
    function_calling=True,
    json_output=False,
    family=ModelFamily.UNKNOWN,
    structured_output=False,
    multiple_system_messages=False,
)
DEFAULT_MAX_STEPS = 30


class AlfworldBenchmark:
    """ALFWorld games, each played by a fresh solver + ground-truth team with the memory under test."""

    metrics = ("success",)

    def __init__(self, config: RunConfig, api_key: str | None = None) -> None:
        self.config = config
        self._api_key = api_key
        self.env = AlfworldEnv(max_steps=config.max_steps)
        if config.scripted:
            self.agents = (
                "SCRIPTED solver (experiments.scripted.ScriptedSolverClient): replays each game's stored expert "
                "walkthrough and ignores memory - not an LLM"
            )
        else:
            where = config.base_url or "https://api.openai.com/v1"
            self.agents = (
                f"{config.model} at {where} (temperature 0, seed {config.seed}, at most {config.max_tokens} tokens "
                f"per turn, actions as {'tool calls' if config.actions == 'tools' else 'Action: text lines'})"
            )

    def tasks(self) -> list[Game]:
        if self.config.tiny:
            games = tiny_games()
        elif self.config.authored:
            games = authored_games()
        else:
            games = valid_unseen_games(self.config.alfworld_data)
        return games[: self.config.limit] if self.config.limit else games

    def task_id(self, game: Game) -> str:
        return game.name

    async def run_task(self, game: Game, memory: TeamMemoryBackend | None) -> dict[str, Any]:
        room, goal = self.env.reset(game)
        client = self._client(game)
        try:
            team = build_team(self.env, client, room)
            remembering = remember(team, memory, judge=self._judge, domain="alfworld") if memory is not None else None
            result = await (remembering or team).run(task=goal)
        finally:
            await client.close()
        usage = client.total_usage()
        return {
            "instruction": goal,
            "task_type": game.task_type,
            "success": self.env.won,
            "steps": self.env.steps,
            "stop_reason": result.stop_reason,
            "actions": [list(pair) for pair in self.env.trajectory],
            "agent_usage": {"prompt_tokens": usage.prompt_tokens, "completion_tokens": usage.completion_tokens},
            "memory_chars": shown_chars(remembering.retrieval if remembering else None),
            "memory_task_id": remembering.last_task_id if remembering else None,
        }

    def _client(self, game: Game) -> ChatCompletionClient:
        """A fresh client per game, so its usage is the game's (the scripted one plays just this game)."""
        client: ChatCompletionClient
        if self.config.scripted:
            client = ScriptedSolverClient.for_games([game], tool="act")
        else:
            from autogen_ext.models.openai import OpenAIChatCompletionClient

            endpoint = {"base_url": self.config.base_url} if self.config.base_url else {}
            profile = self.config.profile
            client = OpenAIChatCompletionClient(
                model=self.config.model,
                api_key=self._api_key or "none",
                model_info=MODEL_INFO,
                temperature=0.0,
                seed=self.config.seed,
                max_tokens=self.config.max_tokens,
                timeout=profile.timeout,
                max_retries=profile.retries,
                **endpoint,
                **({"parallel_tool_calls": False} if self.config.actions == "tools" else {}),
            )
        return TextActionClient(client, tool="act") if self.config.actions == "text" else client

    def _judge(self, result: TaskResult) -> Verdict:
        """The game decides: won or not, within the steps."""
        if self.env.won:
            return Verdict(status=TaskStatus.RESOLVED, detail=f"won in {self.env.steps} steps")
        return Verdict(status=TaskStatus.FAILED, detail=f"not won after {self.env.steps} steps")


def build_team(env: AlfworldEnv, client: ChatCompletionClient, room: str) -> SelectorGroupChat:
    """The solver and its ground-truth helper on the game ``env`` has just reset (``room``: what they saw)."""

    def act(command: str) -> str:
        """Send one ALFWorld command, such as "go to countertop 1", and return what you observe."""
        if env.done:
            return "The episode is over."
        return env.step(command)[0]

    def agent(name: str, prompt: str) -> AssistantAgent:
        return AssistantAgent(
            name,
            model_client=client,
            tools=[act],
            description=ROLES[name],
            system_message=prompt.format(commands=COMMANDS, max_steps=env.max_steps, room=room),
            tool_call_summary_formatter=_summary,
        )

    def next_speaker(thread: Sequence[BaseAgentEvent | BaseChatMessage]) -> str:
        stuck = is_stuck([command for command, _ in env.trajectory])
        return GROUND_TRUTH if stuck and thread[-1].source == SOLVER else SOLVER

    return SelectorGroupChat(
        [agent(SOLVER, SOLVER_PROMPT), agent(GROUND_TRUTH, GROUND_TRUTH_PROMPT)],
        model_client=client,  # AgentChat requires one; next_speaker always names the speaker, so it is never asked
        selector_func=next_speaker,
        max_turns=env.max_steps,
        termination_condition=FunctionalTermination(lambda _: env.done),
    )


def _summary(call: FunctionCall, result: FunctionExecutionResult) -> str:
    """A turn as the other agent sees it: the command sent and what came back."""
    try:
        command = next(iter(json.loads(call.arguments).values()))
    except (json.JSONDecodeError, StopIteration, AttributeError):
        command = call.arguments
    return f"> {command}\n{result.content}"


def _arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tiny", action="store_true", help="the four tiny games instead of valid_unseen")
    parser.add_argument(
        "--authored",
        action="store_true",
        help="the 36 games authored with alfworld's generator (6 per family) instead of valid_unseen",
    )
    parser.add_argument("--alfworld-data", help="where alfworld-download put the data (default: $ALFWORLD_DATA)")


def main(argv: Sequence[str] | None = None) -> None:
    run_cli(
        "alfworld",
        argv,
        description=__doc__.split("\n\n")[0],
        defaults={"max_steps": DEFAULT_MAX_STEPS},
        add_arguments=_arguments,
        make_benchmark=AlfworldBenchmark,
        errors=(AlfworldDataMissing,),
    )


if __name__ == "__main__":
    main()
