"""The AgentChat integration with real teams and deterministic (replayed) model clients.

Every model client is a ``ReplayChatCompletionClient``: it answers from a script and keeps the messages
each call received (``create_calls``), which is how these tests see what memory an agent was shown.
"""

from __future__ import annotations

import asyncio
import json
import logging
import subprocess
import sys
from dataclasses import dataclass

import pytest
from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.base import TaskResult, Team
from autogen_agentchat.conditions import MaxMessageTermination, TextMentionTermination
from autogen_agentchat.messages import (
    MemoryQueryEvent,
    TextMessage,
    ToolCallExecutionEvent,
    ToolCallRequestEvent,
    ToolCallSummaryMessage,
)
from autogen_agentchat.teams import (
    DiGraphBuilder,
    GraphFlow,
    MagenticOneGroupChat,
    RoundRobinGroupChat,
    SelectorGroupChat,
    Swarm,
)
from autogen_core import CancellationToken, FunctionCall
from autogen_core.memory import MemoryContent, MemoryMimeType
from autogen_core.models import (
    CreateResult,
    FunctionExecutionResult,
    ModelFamily,
    ModelInfo,
    RequestUsage,
    SystemMessage,
)
from autogen_ext.models.replay import ReplayChatCompletionClient

from gmem import EdgeKind, InteractionGraph, TaskStatus, UtteranceKind, is_memory_block
from gmem.integrations.autogen import GMemMemory, RememberingTeam, Verdict, remember
from gmem.integrations.autogen.capture import RunCapture
from gmem.integrations.autogen.internals import check_version, read_team
from tests.conftest import EXCERPT

TOOLS = ModelInfo(
    vision=False, function_calling=True, json_output=False, family=ModelFamily.UNKNOWN, structured_output=False
)
TASK_1 = "put a clean mug in coffeemachine 1."
TASK_2 = "put a clean cup in coffeemachine 1."
SOLVER_1 = [
    "go to countertop 1, take mug 1 from countertop 1",
    "clean mug 1 with sinkbasin 1, put mug 1 in/on coffeemachine 1",
]
CRITIC_1 = ["Check that the mug is clean before you put it anywhere.", "The clean mug is in the coffeemachine. Done."]


@dataclass
class Member:
    agent: AssistantAgent
    client: ReplayChatCompletionClient

    def memory_blocks(self, first_call: int = 0) -> list[list[str]]:
        """Per model call (from ``first_call`` on): the gmem memory blocks among the messages it received."""
        return [
            [m.content for m in call["messages"] if isinstance(m, SystemMessage) and is_memory_block(m.content)]
            for call in self.client.create_calls[first_call:]
        ]


def member(name: str, replies: list[str | CreateResult], **kwargs) -> Member:
    client = ReplayChatCompletionClient(replies, model_info=TOOLS)
    duty = "acts in the world" if name == "solver" else "reviews"
    agent = AssistantAgent(
        name,
        model_client=client,
        system_message=f"You are the {name} of an ALFWorld team.",
        description=f"the {name}: {duty}",
        **kwargs,
    )
    return Member(agent, client)


def call(action: str, call_id: str) -> CreateResult:
    """A scripted model turn that calls the ``act`` tool."""
    return CreateResult(
        finish_reason="function_calls",
        content=[FunctionCall(id=call_id, name="act", arguments=json.dumps({"action": action}))],
        usage=RequestUsage(prompt_tokens=0, completion_tokens=0),
        cached=False,
    )


def act(action: str) -> str:
    """A one-room ALFWorld: every action succeeds and says what it did."""
    return f"You {action}." if not action.startswith("go to") else f"On the {action[6:]}, you see a mug 1."


def memory_events(result: TaskResult, source: str) -> list[MemoryQueryEvent]:
    return [m for m in result.messages if isinstance(m, MemoryQueryEvent) and m.source == source]


def shown(team: RememberingTeam, name: str) -> str:
    """The memory block the wrap gives agent ``name`` for the current task."""
    assert team.retrieval is not None
    return team.retrieval.for_role(name).text


def has_no_views(*members: Member) -> bool:
    return not any(isinstance(m, GMemMemory) for x in members for m in (x.agent._memory or []))


# ---------------------------------------------------------------------- role context, once, replaced


async def test_second_task_gets_each_agents_own_role_context(open_memory):
    memory = open_memory()
    solver = member("solver", [*SOLVER_1, "go to countertop 1, take cup 1", "clean cup 1, put it in coffeemachine 1"])
    critic = member("critic", [*CRITIC_1, "Is the cup clean?", "Done."])
    team = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=4), memory, judge=lambda r: True)

    await team.run(task=TASK_1)
    first_id = team.last_task_id
    assert memory.task(first_id).status == TaskStatus.RESOLVED
    assert solver.memory_blocks() == [[], []] and critic.memory_blocks() == [[], []]  # nothing to recall yet

    await team.reset()
    calls_before = len(solver.client.create_calls), len(critic.client.create_calls)
    result = await team.run(task=TASK_2)

    solver_text, critic_text = shown(team, "solver"), shown(team, "critic")
    assert [e.content[0].metadata["excerpt_task_ids"] for e in memory_events(result, "solver")] == [[first_id]] * 2
    assert solver_text != critic_text
    # Each agent is shown its own past turns as its own, not the other's turns (the solver also reads the
    # course of the run, who said what, in the planning section it got: the critic's remark is the critic's).
    assert "[you] go to countertop 1" in solver_text and "[you] Check that the mug is clean" in critic_text
    assert "go to countertop 1" not in critic_text and "[you] Check that the mug" not in solver_text
    assert "Check that the mug" not in solver_text.replace("critic: Check that the mug", "")
    assert solver.memory_blocks(calls_before[0]) == [[solver_text], [solver_text]]
    assert critic.memory_blocks(calls_before[1]) == [[critic_text], [critic_text]]
    first_call = solver.client.create_calls[calls_before[0]]["messages"]
    assert first_call[0].content.startswith("You are the solver") and first_call[1].content == solver_text
    assert has_no_views(solver, critic)


async def test_ten_turn_run_has_exactly_one_memory_message_per_call(open_memory):
    memory = open_memory()
    solver = member("solver", [*SOLVER_1, *[f"step {i}" for i in range(5)], *[f"cup step {i}" for i in range(2)]])
    critic = member("critic", [*CRITIC_1, *[f"check {i}" for i in range(5)], *[f"cup check {i}" for i in range(2)]])
    team = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=4), memory, judge=lambda r: True)
    await team.run(task=TASK_1)
    await team.reset()

    long_run = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=10), memory)
    result = await long_run.run(task="put a clean mug in coffeemachine 1, then report.")
    assert len([m for m in result.messages if isinstance(m, TextMessage) and m.source != "user"]) == 10
    solver_blocks, critic_blocks = solver.memory_blocks(2), critic.memory_blocks(2)
    assert len(solver_blocks) == len(critic_blocks) == 5
    assert all(len(blocks) == 1 for blocks in solver_blocks + critic_blocks)

    await long_run.feedback(True)  # now the long run is a resolved example too, so the next retrieval differs

    # Without a reset the agents' contexts carry over to the next task: its block replaces the old one.
    short_run = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=4), memory)
    result = await short_run.run(task=TASK_2)
    new_block = shown(short_run, "solver")
    assert new_block != solver_blocks[0][0]
    assert solver.memory_blocks(7) == [[new_block], [new_block]]


async def test_remembered_stop_phrase_does_not_stop_the_next_task(open_memory):
    """Past runs end with the team's stop phrase; memory must not trip TextMentionTermination, which also
    scans the MemoryQueryEvents agents emit."""
    memory = open_memory()
    solver = member("solver", ["take mug 1, clean it, put it in coffeemachine 1", "take cup 1, clean it, put it"])
    critic = member("critic", ["APPROVED", "APPROVED"])
    stop = TextMentionTermination("APPROVED") | MaxMessageTermination(6)
    team = remember(
        RoundRobinGroupChat([solver.agent, critic.agent], termination_condition=stop), memory, judge=lambda r: True
    )
    await team.run(task=TASK_1)
    await team.reset()
    result = await team.run(task=TASK_2)
    assert "APPROVED" in shown(team, "critic") and memory_events(result, "critic")
    assert [m.source for m in result.messages if isinstance(m, TextMessage)] == ["user", "solver", "critic"]


async def test_a_writer_and_critic_team_mines_no_lesson_from_its_messages(open_memory):
    """AgentChat's own example team: a primary that writes and a critic that answers "APPROVE" when it is done. Its
    messages are no acts: no lesson is made of a draft's first words or of the verdict its approved runs ended with."""
    memory = open_memory()
    poems = ["the fall season", "the ocean at night", "city rain", "a lighthouse keeper", "the first snow"]
    writer = member(
        "primary",
        [f"Here is a short poem about {p}:\n\nLeaves drift in amber light,\nthe year dims its glow." for p in poems],
    )
    critic = member(
        "critic",
        [
            "Concrete and consistent. APPROVE" if n != 3 else "Line two is abstract and the meter is off; try again."
            for n in range(len(poems))
        ],
    )
    stop = TextMentionTermination("APPROVE") | MaxMessageTermination(3)
    team = remember(
        RoundRobinGroupChat([writer.agent, critic.agent], termination_condition=stop),
        memory,
        judge=lambda result: "APPROVE" in str(result.messages[-1].content),
    )
    for poem in poems:
        await team.run(task=f"Write a short poem about {poem}.")
        await team.reset()
    assert [t.status for t in memory.tasks()].count(TaskStatus.FAILED) == 1
    assert memory.insights() == []


# ---------------------------------------------------------------------- the interaction graph


async def test_interaction_graph_has_every_turn_tool_result_and_handoff(open_memory):
    memory = open_memory()
    solver = member(
        "solver",
        [
            call("go to countertop 1", "c1"),
            CreateResult(
                finish_reason="stop",
                content="I will take the mug.",
                thought="the mug must be cleaned first",
                usage=RequestUsage(prompt_tokens=0, completion_tokens=0),
                cached=False,
            ),
        ],
        tools=[act],
    )
    critic = member("critic", ["Is it the right mug?", "Approved."])
    team = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=4), memory)
    result = await team.run(task=TASK_1)
    assert isinstance(result.messages[2], ToolCallSummaryMessage) or any(
        isinstance(m, ToolCallSummaryMessage) for m in result.messages
    )

    graph = memory.graph(team.last_task_id)
    said = [(u.agent, u.content) for u in graph.utterances]
    assert said == [
        ("solver", "act: go to countertop 1"),
        ("environment", "On the countertop 1, you see a mug 1."),
        # the tool-call summary the team saw repeats the observation: it ends the turn, it is not a step
        ("critic", "Is it the right mug?"),
        ("solver", "think: the mug must be cleaned first"),
        ("solver", "I will take the mug."),
        ("critic", "Approved."),
    ]
    edges = {(e.source, e.target, e.kind) for e in graph.edges}
    assert (0, 1, EdgeKind.RESULT) in edges
    assert {(s, t) for s, t, k in edges if k == EdgeKind.HANDOFF} == {(0, 2), (2, 3), (4, 5)}
    assert {(s, t) for s, t, k in edges if k == EdgeKind.TEMPORAL} == {(i, i + 1) for i in range(5)}
    assert memory.task(team.last_task_id).status == TaskStatus.UNKNOWN  # no judge, no feedback yet
    assert await team.feedback(True) >= 0
    assert memory.task(team.last_task_id).status == TaskStatus.RESOLVED


def replies(graph: InteractionGraph) -> set[tuple[str, str]]:
    """The graph's reply edges, as (who was answered, who answered) by agent name."""
    said = {u.index: u.agent for u in graph.utterances}
    return {(said[e.source], said[e.target]) for e in graph.edges if e.kind == EdgeKind.REPLY}


def fan_out_fan_in(join: str) -> tuple[list[Member], GraphFlow]:
    """planner -> solver, planner -> critic, solver & critic -> reporter (``join`` is "all" or "any")."""
    members = [
        member("planner", ["plan: find the mug, clean it, place it"]),
        member("solver", ["go to countertop 1, take mug 1"]),
        member("critic", ["remember the sinkbasin"]),
        member("reporter", ["mug placed"]),
    ]
    planner, solver, critic, reporter = (m.agent for m in members)
    builder = DiGraphBuilder()
    for agent in (planner, solver, critic, reporter):
        builder.add_node(agent)
    builder.add_edge(planner, solver).add_edge(planner, critic)
    builder.add_edge(solver, reporter, activation_condition=join).add_edge(critic, reporter, activation_condition=join)
    return members, GraphFlow([planner, solver, critic, reporter], graph=builder.build())


async def test_graphflow_join_replies_to_every_parent(open_memory):
    memory = open_memory()
    members, flow = fan_out_fan_in("all")
    team = remember(flow, memory, judge=lambda r: True)
    await team.run(task=TASK_1)

    graph = memory.graph(team.last_task_id)
    assert sorted(u.agent for u in graph.utterances) == ["critic", "planner", "reporter", "solver"]
    assert replies(graph) == {
        ("planner", "solver"),
        ("planner", "critic"),
        ("solver", "reporter"),
        ("critic", "reporter"),
    }
    assert not [e for e in graph.edges if e.kind == EdgeKind.HANDOFF]  # every turn says whom it answers
    assert has_no_views(*members)


async def test_graphflow_any_join_replies_to_the_parent_that_started_it(open_memory):
    memory = open_memory()
    _, flow = fan_out_fan_in("any")
    team = remember(flow, memory)
    await team.run(task=TASK_1)

    graph = memory.graph(team.last_task_id)
    first_branch = next(u.agent for u in graph.utterances if u.agent in ("solver", "critic"))
    assert [u.agent for u in graph.utterances].count("reporter") == 1
    assert replies(graph) == {("planner", "solver"), ("planner", "critic"), (first_branch, "reporter")}


async def test_graphflow_loop_answers_the_message_whose_condition_held(open_memory):
    memory = open_memory()
    writer = member("writer", ["plan: take the mug", "plan: take the mug, clean it, place it"])
    reviewer = member("reviewer", ["REVISE: the mug must be clean", "APPROVE"])
    reporter = member("reporter", ["the plan is approved"])
    builder = DiGraphBuilder()
    for m in (writer, reviewer, reporter):
        builder.add_node(m.agent)
    builder.add_edge(writer.agent, reviewer.agent)
    builder.add_edge(reviewer.agent, writer.agent, condition="REVISE")
    builder.add_edge(reviewer.agent, reporter.agent, condition="APPROVE")
    builder.set_entry_point(writer.agent)
    flow = GraphFlow(
        [writer.agent, reviewer.agent, reporter.agent],
        graph=builder.build(),
        termination_condition=MaxMessageTermination(8),
    )
    team = remember(flow, memory)
    await team.run(task=TASK_1)

    graph = memory.graph(team.last_task_id)
    assert [u.agent for u in graph.utterances] == ["writer", "reviewer", "writer", "reviewer", "reporter"]
    reply_edges = {(e.source, e.target) for e in graph.edges if e.kind == EdgeKind.REPLY}
    assert reply_edges == {(0, 1), (1, 2), (2, 3), (3, 4)}


# ---------------------------------------------------------------------- other team kinds


async def test_selector_group_chat_remembers(open_memory):
    memory = open_memory()
    solver, critic = member("solver", SOLVER_1 * 2), member("critic", CRITIC_1 * 2)
    selector = ReplayChatCompletionClient(["solver", "solver"])
    chat = SelectorGroupChat([solver.agent, critic.agent], model_client=selector, max_turns=4)
    team = remember(chat, memory, judge=lambda r: True)
    await team.run(task=TASK_1)
    assert [u.agent for u in memory.graph(team.last_task_id).utterances] == ["solver", "critic", "solver", "critic"]
    await team.reset()
    result = await team.run(task=TASK_2)
    assert memory_events(result, "solver") and solver.memory_blocks(2)[0] == [shown(team, "solver")]


async def test_swarm_records_handoffs_and_their_targets(open_memory):
    memory = open_memory()
    handoff = CreateResult(
        finish_reason="function_calls",
        content=[FunctionCall(id="h1", name="transfer_to_critic", arguments="{}")],
        usage=RequestUsage(prompt_tokens=0, completion_tokens=0),
        cached=False,
    )
    solver = member("solver", [handoff], handoffs=["critic"])
    critic = member("critic", ["The plan is fine."])
    team = remember(Swarm([solver.agent, critic.agent], termination_condition=MaxMessageTermination(3)), memory)
    await team.run(task=TASK_1)
    graph = memory.graph(team.last_task_id)
    assert [u.agent for u in graph.utterances] == ["solver", "environment", "solver", "critic"]
    assert graph.utterances[0].content == "transfer_to_critic()"
    assert graph.utterances[1].content.startswith("Transferred to critic")
    assert (2, 3, EdgeKind.HANDOFF) in {(e.source, e.target, e.kind) for e in graph.edges}
    # What each step was in AgentChat survives storage, so a hand-off keeps its target.
    assert [u.extra for u in graph.utterances] == [
        {"message_type": "ToolCallRequestEvent"},
        {},  # the tool's result is the environment's, not a step of its own
        {"message_type": "HandoffMessage", "handoff_to": "critic"},
        {"message_type": "TextMessage"},
    ]


def ledger(next_speaker: str, instruction: str, done: bool = False) -> str:
    """A Magentic-One progress ledger, as its orchestrator's model would write it."""
    entry = {
        "is_request_satisfied": {"reason": "checked", "answer": done},
        "is_in_loop": {"reason": "no", "answer": False},
        "is_progress_being_made": {"reason": "yes", "answer": True},
        "next_speaker": {"reason": "next", "answer": next_speaker},
        "instruction_or_question": {"reason": "next", "answer": instruction},
    }
    return json.dumps(entry)


async def test_magentic_one_participants_get_memory(open_memory):
    memory = open_memory()
    script = [
        "facts: a mug is somewhere in the kitchen",
        "plan: solver acts, critic reviews",
        ledger("solver", "Act."),
        ledger("critic", "Review."),
        ledger("solver", "", done=True),
        "The mug is placed.",
    ]
    orchestrator = ReplayChatCompletionClient(script * 2)
    solver, critic = member("solver", SOLVER_1), member("critic", CRITIC_1)
    team = remember(
        MagenticOneGroupChat([solver.agent, critic.agent], model_client=orchestrator), memory, judge=lambda r: True
    )
    await team.run(task=TASK_1)
    speakers = [u.agent for u in memory.graph(team.last_task_id).utterances]
    assert speakers.count("solver") == 1 and speakers.count("critic") == 1 and "MagenticOneOrchestrator" in speakers

    await team.reset()
    result = await team.run(task=TASK_2)
    assert result.stop_reason and solver.memory_blocks(1) == [[shown(team, "solver")]]
    assert critic.memory_blocks(1) == [[shown(team, "critic")]]


# ---------------------------------------------------------------------- outcome and robustness


async def test_failing_judge_does_not_lose_the_run(open_memory, caplog):
    memory = open_memory()

    def broken(result: TaskResult) -> bool:
        raise ValueError("judge crashed")

    solver, critic = member("solver", SOLVER_1), member("critic", CRITIC_1)
    team = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=4), memory, judge=broken)
    with caplog.at_level(logging.ERROR, logger="gmem.integrations.autogen"):
        result = await team.run(task=TASK_1)
    assert len(result.messages) == 5
    node = memory.task(team.last_task_id)
    assert node.status == TaskStatus.UNKNOWN and "judge crashed" in node.outcome_detail
    assert len(memory.graph(node.id).utterances) == 4
    assert any("judge failed" in r.getMessage() for r in caplog.records)
    await team.feedback("failed")
    assert memory.task(node.id).status == TaskStatus.FAILED


async def test_slow_async_judge_times_out_and_verdicts_are_kept(open_memory):
    memory = open_memory()

    async def slow(result: TaskResult) -> bool:
        await asyncio.sleep(5)
        return True

    async def careful(result: TaskResult) -> Verdict:
        return Verdict(status=TaskStatus.FAILED, detail="mug left in the sinkbasin")

    for judge, status, detail in ((slow, TaskStatus.UNKNOWN, "timed out"), (careful, TaskStatus.FAILED, "sinkbasin")):
        solver, critic = member("solver", SOLVER_1), member("critic", CRITIC_1)
        chat = RoundRobinGroupChat([solver.agent, critic.agent], max_turns=4)
        team = remember(chat, memory, judge=judge, judge_timeout=0.1)
        await team.run(task=TASK_1)
        node = memory.task(team.last_task_id)
        assert node.status == status and detail in node.outcome_detail


async def test_run_stream_yields_what_the_team_yields(open_memory):
    memory = open_memory()
    plain_members = member("solver", SOLVER_1), member("critic", CRITIC_1)
    plain = RoundRobinGroupChat([m.agent for m in plain_members], max_turns=4)
    expected = [type(item).__name__ async for item in plain.run_stream(task=TASK_1)]

    solver, critic = member("solver", SOLVER_1), member("critic", CRITIC_1)
    team = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=4), memory)
    seen = []
    async for item in team.run_stream(task=TASK_1):
        seen.append(type(item).__name__)
        if isinstance(item, TaskResult):
            assert memory.task(team.last_task_id).instruction == TASK_1  # recorded before the result arrives
    assert seen == expected and seen[-1] == "TaskResult"


async def test_a_task_given_as_the_whole_prompt_is_recorded_as_its_request(open_memory):
    """ALFWorld hands a team the room, then the task: the wrap records the request, the room as its context."""
    memory = open_memory()
    room = (
        "You are in the middle of a room. Looking quickly around you, you see a cabinet 1, a coffeemachine 1, "
        "a countertop 1, and a sinkbasin 1."
    )
    solver, critic = member("solver", SOLVER_1), member("critic", CRITIC_1)
    team = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=4), memory)
    await team.run(task=f"{room}\n\nYour task is to: {TASK_1}")
    node = memory.task(team.last_task_id)
    assert node.instruction == TASK_1 and node.context == room


class SlowReplay(ReplayChatCompletionClient):
    async def create(self, messages, **kwargs):  # type: ignore[no-untyped-def]
        await asyncio.sleep(0.3)
        return await super().create(messages, **kwargs)


async def test_cancellation_propagates_and_keeps_the_partial_run(open_memory):
    memory = open_memory()
    solver = member("solver", [*SOLVER_1, "again"])
    critic_client = SlowReplay(CRITIC_1, model_info=TOOLS)
    critic = Member(AssistantAgent("critic", model_client=critic_client, description="reviews"), critic_client)
    team = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=4), memory)

    token = CancellationToken()
    with pytest.raises(asyncio.CancelledError):
        async for item in team.run_stream(task=TASK_1, cancellation_token=token):
            if getattr(item, "source", None) == "solver":
                token.cancel()
    partial = memory.task(team.last_task_id)
    assert partial.status == TaskStatus.UNKNOWN and "interrupted" in partial.outcome_detail
    assert [u.agent for u in memory.graph(partial.id).utterances] == ["solver"]
    assert has_no_views(solver, critic)

    result = await team.run(task=TASK_2)  # the team is usable again
    assert result.messages[-1].source in {"solver", "critic"} and team.last_task_id != partial.id


async def test_consumer_breaking_out_of_the_stream_keeps_the_run(open_memory):
    memory = open_memory()
    solver, critic = member("solver", SOLVER_1), member("critic", CRITIC_1)
    team = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=4), memory)
    stream = team.run_stream(task=TASK_1)
    async for item in stream:
        if getattr(item, "source", None) == "critic":
            break
    await stream.aclose()
    assert "interrupted" in memory.task(team.last_task_id).outcome_detail
    assert has_no_views(solver, critic)


# ---------------------------------------------------------------------- the wrap and its internals


async def test_wrap_is_used_like_the_team(open_memory):
    memory = open_memory()
    solver, critic = member("solver", [*SOLVER_1, "again", "cup"]), member("critic", [*CRITIC_1, "ok", "cup ok"])
    inner = RoundRobinGroupChat([solver.agent, critic.agent], max_turns=2)
    team = remember(inner, memory)
    assert isinstance(team, Team) and isinstance(team, RememberingTeam)
    assert team.name == inner.name and team._participants is inner._participants  # anything else delegates
    assert team.dump_component().provider == inner.dump_component().provider

    await team.run(task=TASK_1)
    first = team.last_task_id
    result = await team.run()  # no task: continue the conversation, as AgentChat does
    assert [m.source for m in result.messages] == ["solver", "critic"]
    continued = memory.task(team.last_task_id)
    assert continued.instruction == TASK_1 and continued.extra["continues"] == first

    state = await team.save_state()
    await team.reset()
    await team.load_state(state)
    assert await team.save_state() == state
    assert has_no_views(solver, critic)

    stream = team.run_stream(task=TASK_2)
    await anext(stream)
    with pytest.raises(ValueError, match="already running"):
        await team.run(task=TASK_2)
    assert [type(item) async for item in stream][-1] is TaskResult


def test_version_gate_fails_loudly():
    check_version("0.7.5")
    check_version("0.7.4")
    for unsupported in ("0.7.3", "0.8.0", "0.4.9", "1.0.0", "dev"):
        with pytest.raises(ImportError, match=r"autogen-agentchat >=0\.7\.4,<0\.8"):
            check_version(unsupported)
    # The gate runs at import: a fresh interpreter that sees another AgentChat cannot import the integration.
    code = "import autogen_agentchat; autogen_agentchat.__version__ = '0.8.1'; import gmem.integrations.autogen"
    proc = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0 and "but 0.8.1 is installed" in proc.stderr


def test_read_team_rejects_what_it_cannot_read():
    solver = member("solver", ["x"])
    with pytest.raises(TypeError, match="group chats"):
        read_team(solver.agent)
    team = RoundRobinGroupChat([solver.agent])
    internals = read_team(team)
    assert [r.name for r in internals.roles] == ["solver"] and internals.memories["solver"] is solver.agent._memory
    del team._participants
    with pytest.raises(RuntimeError, match="_participants"):
        read_team(team)


# ---------------------------------------------------------------------- GMemMemory on its own


async def test_gmem_memory_as_an_agents_own_memory(open_memory):
    memory = open_memory()
    seeded = {
        "id": "mug-1",
        "instruction": TASK_1,
        "success": True,
        "steps": [
            {"agent": "solver", "action": "take mug 1 from countertop 1", "observation": "You pick up the mug 1."},
            {"agent": "solver", "action": "clean mug 1 with sinkbasin 1", "observation": "You clean the mug 1."},
        ],
    }
    view = GMemMemory(memory, ("solver", "acts in the world"))
    await view.add(MemoryContent(content=seeded, mime_type=MemoryMimeType.JSON))

    found = await view.query(TASK_2)
    kinds = [c.metadata["kind"] for c in found.results]
    assert "resolved" in kinds and found.results[kinds.index("resolved")].content["task_id"] == "mug-1"
    assert all(isinstance(c.metadata["relevance"], float) for c in found.results)

    client = ReplayChatCompletionClient(["ok", "ok", "ok"])
    agent = AssistantAgent("solver", model_client=client, memory=[view])
    await agent.run(task=TASK_2)
    await agent.run(task="put a clean cup in countertop 2.")  # same context, a new task
    blocks = [
        [m for m in c["messages"] if isinstance(m, SystemMessage) and is_memory_block(m.content)]
        for c in client.create_calls
    ]
    assert [len(b) for b in blocks] == [1, 1]
    assert view.retrieval is not None and view.retrieval.task == "put a clean cup in countertop 2."


async def test_add_text_stores_a_note_the_team_retrieves(open_memory):
    """AgentChat's Memory.add(MemoryContent) used to raise TypeError for anything but a whole run."""
    memory = open_memory()
    memory.import_jsonl(EXCERPT)
    view = GMemMemory(memory, ("solver", "acts in the world"))
    note = "To heat some egg, open the microwave first; heat egg with microwave, then put it in place."
    await view.add(MemoryContent(content=note, mime_type=MemoryMimeType.TEXT, metadata={"author": "alice"}))
    stored = [i for i in memory.insights() if i.text == note]
    assert stored and stored[0].origin == "note:alice" and stored[0].supporting
    found = await view.query("heat some egg and put it in countertop.")
    texts = [c.content for c in found.results if c.metadata["kind"] == "insight"]
    assert note in texts
    critic = GMemMemory(memory, "critic")  # another agent of the team sees it too
    assert note in [c.content for c in (await critic.query("heat some egg and put it in garbagecan.")).results]
    with pytest.raises(TypeError, match="text"):
        await view.add(MemoryContent(content=b"\x89PNG", mime_type=MemoryMimeType.BINARY))


async def test_clear_empties_the_namespace_and_can_be_undone(open_memory):
    """clear() used to delete nothing; now it empties the team's namespace through logged, undoable changes."""
    memory = open_memory()
    memory.import_jsonl(EXCERPT)
    before = (memory.stats().tasks, len(memory.insights()))
    view = GMemMemory(memory, "solver")
    await view.clear()
    assert memory.stats().tasks == 0 and memory.insights() == []
    assert (await view.query("heat some egg and put it in countertop.")).results == []
    changes = memory.history()
    assert len(changes) == sum(before) and {c.author for c in changes} == {"autogen:solver"}
    for change in changes:  # newest first, as undo requires
        memory.undo(change.id)
    assert (memory.stats().tasks, len(memory.insights())) == before


# ---------------------------------------------------------------------- capture details


def test_capture_renders_tool_calls_and_keeps_interleaved_turns_apart():
    task = TextMessage(content=TASK_1, source="user")
    capture = RunCapture({task.id})
    calls = [
        FunctionCall(id="1", name="move", arguments='{"to": "sinkbasin 1", "steps": 2}'),
        FunctionCall(id="2", name="look", arguments="not json"),
    ]
    for item in (
        task,
        ToolCallRequestEvent(source="solver", content=calls),
        ToolCallRequestEvent(source="scout", content=[FunctionCall(id="3", name="act", arguments='{"a": "look"}')]),
        ToolCallExecutionEvent(
            source="solver",
            content=[
                FunctionExecutionResult(call_id="2", name="look", content="a sink", is_error=False),
                FunctionExecutionResult(call_id="1", name="move", content="Tool move not found.", is_error=True),
            ],
        ),
        TextMessage(content="at the sink", source="solver"),
        TextMessage(content="looked", source="scout"),
    ):
        capture.add(item)
    steps = [(s.agent, s.action, s.observation, s.reply_to) for s in capture.steps]
    assert steps == [
        ("solver", 'move(to="sinkbasin 1", steps=2)', "Error: Tool move not found.", None),  # AgentChat's flag
        ("solver", "look(not json)", "a sink", None),
        ("scout", "act: look", "", None),
        ("solver", "at the sink", "", [1]),  # continues its own turn, not the scout's
        ("scout", "looked", "", [2]),
    ]


@pytest.mark.filterwarnings("ignore:.*(LocalCommandLineCodeExecutor|approval function).*:UserWarning")
@pytest.mark.parametrize("code, printed", [("print(6 * 7)", "42\n"), ("print(6 * 7", "Error: exit code 1\n")])
async def test_a_code_executor_s_code_is_its_act_and_what_running_it_printed_the_observation(
    open_memory, tmp_path, code, printed
):
    """A CodeExecutorAgent writes code and runs it: that is an act the world answered, as a tool call and its
    result are, and how a failed run ended names its exit code. Both were recorded as messages of its own."""
    from autogen_agentchat.agents import CodeExecutorAgent
    from autogen_ext.code_executors.local import LocalCommandLineCodeExecutor

    memory = open_memory()
    client = ReplayChatCompletionClient([f"I will compute it.\n```python\n{code}\n```", "Done.", "Done."])
    executor = LocalCommandLineCodeExecutor(work_dir=tmp_path)
    coder = CodeExecutorAgent("coder", model_client=client, code_executor=executor, max_retries_on_error=0)
    team = remember(RoundRobinGroupChat([coder], max_turns=1), memory, judge=lambda result: True)
    await team.run(task="What is six times seven?")
    [task] = memory.tasks()
    acted, answered, *_ = memory.graph(task.id).utterances
    assert (acted.kind, acted.agent, answered.kind) == (UtteranceKind.ACTION, "coder", UtteranceKind.OBSERVATION)
    assert answered.content.startswith(printed)


@pytest.mark.filterwarnings("ignore:.*(LocalCommandLineCodeExecutor|approval function).*:UserWarning")
async def test_what_a_code_executor_agent_printed_answers_the_coder_s_code(open_memory, tmp_path):
    """AgentChat's coder and CodeExecutorAgent (no model: it runs the code of the message before it). What it printed
    is the observation of the coder's code, an error when the code failed; recorded as the executor's messages, its
    traceback was an act of its own and the failed run's error was nowhere."""
    from autogen_agentchat.agents import CodeExecutorAgent
    from autogen_ext.code_executors.local import LocalCommandLineCodeExecutor

    memory = open_memory()
    replies = ["```python\nimport no_such_mod\n```", "```python\nprint(6 * 7)\n```", "It is 42. TERMINATE"]
    coder = AssistantAgent("coder", model_client=ReplayChatCompletionClient(replies))
    executor = CodeExecutorAgent("executor", code_executor=LocalCommandLineCodeExecutor(work_dir=tmp_path))
    team = remember(
        RoundRobinGroupChat([coder, executor], termination_condition=TextMentionTermination("TERMINATE")),
        memory,
        judge=lambda result: False,
    )
    await team.run(task="What is six times seven?", task_id="t")
    graph = memory.graph("t")
    said = [(u.agent, u.kind) for u in graph.utterances]
    assert said == [
        ("coder", UtteranceKind.ACTION),
        ("environment", UtteranceKind.OBSERVATION),
        ("coder", UtteranceKind.ACTION),
        ("environment", UtteranceKind.OBSERVATION),
        ("coder", UtteranceKind.MESSAGE),
    ]
    failed, printed = (u.content for u in graph.utterances if u.kind == UtteranceKind.OBSERVATION)
    assert failed.startswith("Error: The script ran, then exited with an error") and printed.strip() == "42"
    assert "ModuleNotFoundError: No module named 'no_such_mod'" in graph.failure_reason
    assert graph.utterances[0].extra["ran_by"] == "executor"


# ---------------------------------------------------------------------- runs without a verdict, settled by id


async def test_without_a_judge_the_second_task_already_gets_the_first_run(open_memory):
    """``remember(team, memory)`` with no judge records runs as unknown; they are shown, so labelled."""
    memory = open_memory()
    solver = member("solver", [*SOLVER_1, "go to countertop 1, take cup 1", "clean cup 1, put it in coffeemachine 1"])
    critic = member("critic", [*CRITIC_1, "Is the cup clean?", "Done."])
    team = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=4), memory)
    await team.run(task=TASK_1, task_id="t41")
    assert team.last_task_id == "t41" and memory.task("t41").status == TaskStatus.UNKNOWN
    await team.reset()
    calls = len(solver.client.create_calls)
    await team.run(task=TASK_2, task_id="t42")
    [[block], _] = solver.memory_blocks(calls)
    assert "outcome unknown" in block and "[you] go to countertop 1, take mug 1" in block
    assert [e.task_id for e in team.retrieval.unknown] == ["t41"]


async def test_feedback_settles_and_corrects_any_earlier_run_by_id(open_memory):
    memory = open_memory()
    solver = member("solver", [f"go to countertop {i}" for i in range(1, 9)])
    critic = member("critic", ["Looks right."] * 8)
    team = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=2), memory)
    for task_id in ("a", "b", "c"):
        await team.run(task=TASK_1, task_id=task_id)
        await team.reset()
    assert await team.feedback(True, task_id="a") == 0  # no insights were shown for the first run
    assert memory.task("a").status == TaskStatus.RESOLVED and memory.task("c").status == TaskStatus.UNKNOWN
    await team.feedback(False, task_id="a", detail="the mug is still dirty")  # a correction, logged, and why
    assert memory.task("a").status == TaskStatus.FAILED
    assert memory.task("a").outcome_detail == "the mug is still dirty"
    assert memory.history()[0].summary.startswith("outcome of task a corrected: resolved -> failed")
    with pytest.raises(ValueError, match="task_id 'b'"):
        await team.run(task=TASK_2, task_id="b")  # refused before the team runs: the id is taken


# ---------------------------------------------------------------------- no self-feeding


async def test_agents_echoing_the_memory_block_do_not_record_it(open_memory):
    """A model that repeats the block it was shown (whole, between odd markers, or in part) must not put memory
    into the next task's record: the next retrieval would quote memory quoting memory."""
    memory = open_memory()
    first = [member("solver", SOLVER_1), member("critic", CRITIC_1)]
    team = remember(RoundRobinGroupChat([m.agent for m in first], max_turns=4), memory, judge=lambda r: True)
    await team.run(task=TASK_1)

    expected = memory.retrieve(
        TASK_2, roles=[("solver", "the solver: acts in the world"), ("critic", "the critic: reviews")]
    )
    block = expected.for_role("solver").text
    lesson_line = next(line for line in block.splitlines() if line.startswith("    [you]"))
    solver = member(
        "solver",
        [
            f"Memory says:\n{block}\ngo to countertop 1, take cup 1",
            f"{lesson_line.strip()} and now clean cup 1, put it in coffeemachine 1",
        ],
    )
    critic = member("critic", ["<GMEM-MEMORY x=1> quoted: take mug 1 </ gmem-memory > Is the cup clean?", "Done."])
    team = remember(RoundRobinGroupChat([solver.agent, critic.agent], max_turns=4), memory, judge=lambda r: True)
    await team.run(task=TASK_2)
    assert team.retrieval is not None and team.retrieval.for_role("solver").text == block  # the block echoed

    said = [u.content for u in memory.graph(team.last_task_id).utterances]
    assert "go to countertop 1, take cup 1" in said[0] and said[1] == "Is the cup clean?"
    assert "clean cup 1, put it in coffeemachine 1" in said[2]
    for content in said:
        assert "gmem" not in content.lower(), content
        assert lesson_line.strip() not in content and "Shared memory" not in content, content
