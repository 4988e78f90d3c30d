"""A solver + critic AgentChat team that remembers: two ALFWorld-like kitchen tasks in a row.

The first task goes wrong before it goes right (the solver nearly puts a dirty mug away, the critic stops
it). The team is wrapped with ``remember``, so the run is recorded in gmem with the judge's verdict. The
second task is given to a *fresh* team - new agents, empty model contexts - and each of its agents is
shown its own role's share of what the first team did.

Offline (default) the agents' model calls are replayed from a script, so this runs anywhere:

    HF_HUB_OFFLINE=1 python examples/autogen_team.py

With a real model the same team is driven live: OpenAI itself, or any OpenAI-compatible endpoint
(vLLM, Ollama, LM Studio, a gateway) named by OPENAI_BASE_URL. A server that needs no key still wants
OPENAI_API_KEY set to something.

    OPENAI_API_KEY=... GMEM_MODEL=gpt-4o-mini python examples/autogen_team.py
    OPENAI_BASE_URL=http://localhost:8000/v1 OPENAI_API_KEY=none GMEM_MODEL=Qwen/Qwen2.5-7B-Instruct \
        python examples/autogen_team.py

Every live model call is capped at GMEM_MAX_TOKENS tokens (256 unless set), so no turn can run on until the
context is full.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field

from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.base import TaskResult
from autogen_agentchat.conditions import MaxMessageTermination, TextMentionTermination
from autogen_agentchat.messages import BaseChatMessage, MemoryQueryEvent
from autogen_agentchat.teams import RoundRobinGroupChat
from autogen_core import EVENT_LOGGER_NAME, FunctionCall
from autogen_core.models import ChatCompletionClient, CreateResult, ModelFamily, ModelInfo, RequestUsage
from autogen_ext.models.replay import ReplayChatCompletionClient

from gmem import Memory, TaskStatus
from gmem.integrations.autogen import Verdict, remember

MODEL_INFO = ModelInfo(
    vision=False,
    function_calling=True,
    json_output=False,
    family=ModelFamily.UNKNOWN,
    structured_output=False,
    multiple_system_messages=False,  # gmem's block sits next to the system prompt, so this works too
)
SOLVER_PROMPT = (
    "You are the solver in a text kitchen. Act only through the act tool, one ALFWorld action per call "
    "(go to X, take OBJ from X, clean OBJ with sinkbasin 1, put OBJ in/on X). When you think the task is done, "
    "say so in one sentence."
)
CRITIC_PROMPT = (
    "You are the critic. Check the solver's actions and observations against the task. If something is "
    "missing, say what in one sentence. If the task is fully done, reply with 'TASK COMPLETE'."
)


@dataclass
class Kitchen:
    """Just enough of ALFWorld: places holding objects, one hand, and a sink that cleans."""

    places: dict[str, list[str]]
    at: str = "the middle of the room"
    holding: str | None = None
    cleaned: set[str] = field(default_factory=set)

    def act(self, action: str) -> str:
        words = action.lower().strip().rstrip(".")
        if words.startswith("go to "):
            self.at = words[6:]
            things = ", ".join(f"a {t}" for t in self.places.get(self.at, [])) or "nothing"
            return f"On the {self.at}, you see {things}."
        if words.startswith("take ") and " from " in words:
            thing, place = words[5:].split(" from ")
            if place != self.at or thing not in self.places.get(place, []) or self.holding:
                return "Nothing happens."
            self.places[place].remove(thing)
            self.holding = thing
            return f"You pick up the {thing} from the {place}."
        if words.startswith("clean ") and " with " in words:
            thing, place = words[6:].split(" with ")
            if thing != self.holding or place != self.at or not place.startswith("sinkbasin"):
                return "Nothing happens."
            self.cleaned.add(thing)
            return f"You clean the {thing} using the {place}."
        if words.startswith("put ") and " in/on " in words:
            thing, place = words[4:].split(" in/on ")
            if thing != self.holding or place != self.at:
                return "Nothing happens."
            self.places.setdefault(place, []).append(thing)
            self.holding = None
            return f"You put the {thing} in/on the {place}."
        return "Nothing happens."

    def done(self, thing: str, place: str) -> bool:
        return thing in self.places.get(place, []) and thing in self.cleaned


@dataclass
class Task:
    instruction: str
    thing: str
    kitchen: Kitchen
    solver_script: list[str | list[str]]  # a string is a message, a list is a turn of tool calls
    critic_script: list[str]


def tasks() -> list[Task]:
    return [
        Task(
            "Your task is to: put a clean mug in coffeemachine 1.",
            "mug 1",
            Kitchen({"countertop 1": ["mug 1", "bread 1"], "sinkbasin 1": [], "coffeemachine 1": []}),
            [
                ["go to countertop 1", "take mug 1 from countertop 1", "go to coffeemachine 1"],
                "I am at coffeemachine 1 holding mug 1; putting it in next.",
                [
                    "go to sinkbasin 1",
                    "clean mug 1 with sinkbasin 1",
                    "go to coffeemachine 1",
                    "put mug 1 in/on coffeemachine 1",
                ],
                "mug 1 is clean and in coffeemachine 1.",
            ],
            ["Stop: the task asks for a clean mug. Clean it at sinkbasin 1 first.", "TASK COMPLETE"],
        ),
        Task(
            "Your task is to: put a clean cup in coffeemachine 1.",
            "cup 1",
            Kitchen({"countertop 2": ["cup 1"], "sinkbasin 1": [], "coffeemachine 1": []}),
            [
                [
                    "go to countertop 2",
                    "take cup 1 from countertop 2",
                    "go to sinkbasin 1",
                    "clean cup 1 with sinkbasin 1",
                    "go to coffeemachine 1",
                    "put cup 1 in/on coffeemachine 1",
                ],
                "Cleaned first this time, as the last run taught: cup 1 is clean and in coffeemachine 1.",
            ],
            ["TASK COMPLETE"],
        ),
    ]


def replay(script: list[str | list[str]]) -> ReplayChatCompletionClient:
    """One scripted model answer per model call: each tool call of a turn, then the turn's message."""
    answers: list[str | CreateResult] = []
    for turn in script:
        if isinstance(turn, str):
            answers.append(turn)
            continue
        for n, action in enumerate(turn):
            call = FunctionCall(id=f"call-{len(answers)}-{n}", name="act", arguments=json.dumps({"action": action}))
            answers.append(
                CreateResult(
                    finish_reason="function_calls",
                    content=[call],
                    cached=False,
                    usage=RequestUsage(prompt_tokens=0, completion_tokens=0),
                )
            )
    return ReplayChatCompletionClient(answers, model_info=MODEL_INFO)


def live_client() -> ChatCompletionClient | None:
    """A real model when GMEM_MODEL and OPENAI_API_KEY are set, else None (the example replays its script).

    ``model_info`` is passed whatever the model: the client refuses a name that is not one of OpenAI's own
    models without it, and for OpenAI's models it only says what this team relies on (tool calls, the
    system messages merged into one). Without OPENAI_BASE_URL the client talks to OpenAI.
    """
    model, api_key = os.environ.get("GMEM_MODEL"), os.environ.get("OPENAI_API_KEY")
    if not model or not api_key:
        return None
    try:
        from autogen_ext.models.openai import OpenAIChatCompletionClient
    except ImportError as exc:  # autogen-ext's OpenAI client needs the openai package
        raise SystemExit("the live mode needs autogen-ext's OpenAI client: pip install 'autogen-ext[openai]'") from exc
    endpoint = {"base_url": base_url} if (base_url := os.environ.get("OPENAI_BASE_URL")) else {}
    return OpenAIChatCompletionClient(
        model=model, api_key=api_key, model_info=MODEL_INFO, max_tokens=max_tokens(), **endpoint
    )


def max_tokens() -> int:
    """GMEM_MAX_TOKENS, or 256: a thought and one action per turn."""
    value = os.environ.get("GMEM_MAX_TOKENS", "256")
    if not value.isdigit() or int(value) < 1:
        raise SystemExit(f"GMEM_MAX_TOKENS must be a positive whole number, got {value!r}")
    return int(value)


def build_team(task: Task, live: ChatCompletionClient | None) -> RoundRobinGroupChat:
    def act(action: str) -> str:
        """Do one ALFWorld action in the kitchen and return what you observe."""
        return task.kitchen.act(action)

    solver = AssistantAgent(
        "solver",
        model_client=live or replay(task.solver_script),
        tools=[act],
        max_tool_iterations=8,
        system_message=SOLVER_PROMPT,
        description="solver: acts in the kitchen step by step to carry out the task",
    )
    critic = AssistantAgent(
        "critic",
        model_client=live or replay([*task.critic_script]),
        system_message=CRITIC_PROMPT,
        description="critic: reviews the plan and the actions, and spots mistakes before they fail the task",
    )
    stop = TextMentionTermination("TASK COMPLETE") | MaxMessageTermination(12)
    return RoundRobinGroupChat([solver, critic], termination_condition=stop)


def judge_for(task: Task) -> Callable[[TaskResult], Verdict]:
    """The environment, not the agents, says whether the task was done."""

    def judge(result: TaskResult) -> Verdict:
        if task.kitchen.done(task.thing, "coffeemachine 1"):
            return Verdict(status=TaskStatus.RESOLVED, detail=f"a clean {task.thing} is in coffeemachine 1")
        return Verdict(status=TaskStatus.FAILED, detail=f"no clean {task.thing} in coffeemachine 1")

    return judge


async def main() -> None:
    live = live_client()
    if live is None:  # the replay client warns on every call that it counts tokens of text only
        logging.getLogger(EVENT_LOGGER_NAME).setLevel(logging.ERROR)
    print(f"model: {os.environ['GMEM_MODEL'] if live else 'offline replay'}")
    with Memory.open(":memory:") as memory:
        for number, task in enumerate(tasks(), 1):
            team = remember(build_team(task, live), memory, judge=judge_for(task), domain="alfworld-kitchen")
            print(f"\n=== task {number}: {task.instruction}")
            shown: set[str] = set()
            async for item in team.run_stream(task=task.instruction):
                if isinstance(item, MemoryQueryEvent) and item.source not in shown and team.retrieval:
                    shown.add(item.source)
                    print(f"--- memory in the {item.source}'s model context ({item.content[0].content}):")
                    print(team.retrieval.for_role(item.source).text)
                elif isinstance(item, BaseChatMessage) and item.source != "user":
                    print(f"[{item.source}] {item.to_text()}")
            node = memory.task(team.last_task_id)
            graph = memory.graph(node.id)
            print(
                f"--- recorded {node.id}: {node.status.value} ({node.outcome_detail}); "
                f"{len(graph.utterances)} utterances, {len(graph.edges)} edges"
            )
            if not shown:
                print("    (no memory was shown: there was nothing to remember yet)")
        print(f"\n{memory.stats().tasks} tasks in memory; insights: {[i.text for i in memory.insights()]}")


if __name__ == "__main__":
    asyncio.run(main())
