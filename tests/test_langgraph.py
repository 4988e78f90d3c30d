"""The LangGraph / LangChain v1 integration on real compiled graphs, driven by LangChain's fake chat models."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel, GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode
from langgraph.types import Command, Send, interrupt
from pydantic import Field

from gmem import EdgeKind, InteractionGraph, Memory, TaskStatus, UtteranceKind
from gmem.fence import OPEN
from gmem.integrations.langgraph import RECORD_NODE, MemoryMiddleware, MemoryState, TeamMemory
from gmem.integrations.langgraph.messages import MEMORY_MESSAGE_PREFIX, message_steps
from tests.conftest import REPO, SHARED_HOTPOT

ROLES = {
    "planner": "breaks the question into lookups and plans the steps",
    "researcher": "looks up facts in the documents and reports the evidence",
    "answerer": "checks the evidence and gives the final short answer",
}
Q1 = "Which city hosts the headquarters of the company that makes the Model S car?"
Q2 = "Which city hosts the headquarters of the company that makes the Model Y car?"


class RecordingModel(GenericFakeChatModel):
    """A fake chat model that keeps every prompt it is sent."""

    prompts: list[list[BaseMessage]] = Field(default_factory=list)

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        self.prompts.append(list(messages))
        return super()._generate(messages, *args, **kwargs)


def replies(*texts: str) -> Iterator[AIMessage]:
    while True:
        yield from (AIMessage(content=t) for t in texts)


class ToolCallingModel(FakeMessagesListChatModel):
    """A fake model for ``create_agent``: binds tools, keeps its prompts, answers with fresh messages."""

    prompts: list[list[BaseMessage]] = Field(default_factory=list)

    def bind_tools(self, tools: Any, **kwargs: Any) -> ToolCallingModel:
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        self.prompts.append(list(messages))
        result = super()._generate(messages, *args, **kwargs)
        result.generations[0].message = result.generations[0].message.model_copy(update={"id": None})
        return result


class State(MessagesState, MemoryState):
    question: str
    verdict: str


def memory_messages(prompt: list[BaseMessage]) -> list[BaseMessage]:
    return [m for m in prompt if str(m.id or "").startswith(MEMORY_MESSAGE_PREFIX)]


def edges_by_kind(interaction: InteractionGraph) -> dict[EdgeKind, set[tuple[int, int]]]:
    return {kind: {(e.source, e.target) for e in interaction.edges if e.kind == kind} for kind in EdgeKind}


def _calling(model: RecordingModel):
    """A node that sends the conversation, as it is given to the node, to ``model``."""

    def run(state: State) -> dict[str, Any]:
        return {"messages": [model.invoke(state["messages"])]}

    return run


def team_graph(team: TeamMemory, models: dict[str, RecordingModel], **compile_kwargs: Any):
    """planner -> researcher -> answerer, each node calling its own model on the conversation."""
    builder = StateGraph(State)
    for role, description in ROLES.items():
        builder.add_node(role, team.node(role, description)(_calling(models[role])))
    builder.add_edge(START, "planner")
    builder.add_edge("planner", "researcher")
    builder.add_edge("researcher", "answerer")
    builder.add_edge("answerer", END)
    return team.compile(builder, **compile_kwargs)


@pytest.fixture
def memory(open_memory) -> Memory:
    return open_memory()


def without_floor(memory: Memory) -> None:
    """Show every past task, however unrelated: for tests of how memory is injected, not of what is relevant."""
    floor_off = memory.config.traversal.model_copy(update={"min_relevance": 0.0})
    memory.config = memory.config.model_copy(update={"traversal": floor_off})


def test_second_question_model_calls_carry_each_roles_memory(memory):
    models = {role: RecordingModel(messages=replies(f"{role} turn")) for role in ROLES}
    team = TeamMemory(memory, task="question", outcome=lambda state: True)
    graph = team_graph(team, models)

    graph.invoke({"question": Q1, "messages": [HumanMessage(Q1)]})
    second = graph.invoke({"question": Q2, "messages": [HumanMessage(Q2)]})

    trace = team.trace(second)
    assert trace is not None and trace.task == Q2
    for role, model in models.items():
        first_prompt, second_prompt = model.prompts
        assert not memory_messages(first_prompt)  # an empty memory: no block at all
        [shown] = memory_messages(second_prompt)
        assert isinstance(shown, SystemMessage)
        assert shown.content == trace.retrieval.for_role(role).text
        assert OPEN in shown.content and "Model S" in shown.content  # the first task, as an excerpt
    # Fitted to the role: each agent sees its own past turns as its own.
    assert "[you] planner turn" in trace.retrieval.for_role("planner").text
    assert "[you] researcher turn" in trace.retrieval.for_role("researcher").text
    assert "planner turn" not in trace.retrieval.for_role("researcher").text  # another role's turns: not its
    # The context reached the models only: the conversation the graph keeps has no memory in it.
    assert not memory_messages(second["messages"])
    assert memory.stats().tasks == 2 and memory.stats().resolved == 2


def test_a_task_held_in_an_object_of_fields_is_recorded_and_asked_as_its_request(memory):
    """A state whose task field is an object of fields (``{"task": ..., "max_steps": ...}``) was read as its repr,
    every field name and quote a word of the task; gmem reads it as JSON, for the request it holds."""
    team = TeamMemory(
        memory, task=lambda state: {"task": state["question"], "max_steps": 8}, outcome=lambda state: True
    )
    graph = team_graph(team, {role: RecordingModel(messages=replies(f"{role} turn")) for role in ROLES})
    graph.invoke({"question": Q1, "messages": [HumanMessage(Q1)]})
    [recorded] = memory.tasks()
    assert recorded.instruction == Q1 and '"max_steps": 8' in recorded.context


def test_a_context_held_in_an_object_of_fields_is_recorded_as_json(memory):
    """``context=`` reading an object of fields recorded its repr (single quotes, ``True``), which no reader of the
    recorded context reads back; it is recorded as JSON, as ``task=`` reads one."""
    team = TeamMemory(
        memory,
        task="question",
        context=lambda state: {"room": "kitchen", "tools": ["search"], "strict": True},
        outcome=lambda state: True,
    )
    graph = team_graph(team, {role: RecordingModel(messages=replies(f"{role} turn")) for role in ROLES})
    graph.invoke({"question": Q1, "messages": [HumanMessage(Q1)]})
    [recorded] = memory.tasks()
    assert recorded.instruction == Q1
    assert json.loads(recorded.context) == {"room": "kitchen", "tools": ["search"], "strict": True}


def test_state_key_injection_for_nodes_that_build_their_own_prompt(memory):
    seen: list[str] = []

    class Q(MemoryState):
        question: str
        answer: str

    team = TeamMemory(memory, task="question", inject="state")

    @team.node("solver")
    def solve(state: Q) -> dict[str, str]:
        seen.append(state["memory_context"])
        return {"answer": "Austin"}

    builder = StateGraph(Q)
    builder.add_node("solve", solve)
    builder.add_edge(START, "solve")
    graph = team.compile(builder)
    result = graph.invoke({"question": Q1})
    second = graph.invoke({"question": Q2})

    assert seen[0] == "" and OPEN in seen[1]  # an empty memory has nothing to say; then the first run
    assert "memory_context" not in result and "memory_context" not in second
    [utterance] = memory.graph(team.trace(result).task_id).utterances
    assert utterance.agent == "solver" and utterance.content == "answer: Austin"


def test_interaction_graph_matches_parallel_execution(memory):
    team = TeamMemory(memory, outcome=lambda state: True, task_id=lambda state: "parallel")

    def say(text: str):
        return lambda state: {"messages": [AIMessage(content=text)]}

    builder = StateGraph(MessagesState)
    builder.add_node("planner", say("plan: look up both founders"))
    builder.add_node("left", say("left: founder A born 1971"))
    builder.add_node("right", say("right: founder B born 1973"))
    builder.add_node("answerer", say("answer: founder A is older"))
    builder.add_edge(START, "planner")
    builder.add_edge("planner", "left")
    builder.add_edge("planner", "right")
    builder.add_edge(["left", "right"], "answerer")
    builder.add_edge("answerer", END)
    graph = team.compile(builder)  # every node plays a role named after itself

    for _ in graph.stream({"messages": [HumanMessage("Which founder is older?")]}, stream_mode="values"):
        pass

    interaction = memory.graph("parallel")
    order = [u.agent for u in interaction.utterances]
    assert order[0] == "planner" and set(order[1:3]) == {"left", "right"} and order[3] == "answerer"
    edges = edges_by_kind(interaction)
    # The first branch follows the planner in time; the second answers the planner, not the branch
    # that happened to be stored before it.
    assert (0, 1) in edges[EdgeKind.HANDOFF]
    assert edges[EdgeKind.REPLY] == {(0, 2), (1, 3), (2, 3)}
    # The join answers both branches, and is no hand-off from whichever was stored last.
    assert not any(target == 3 for _, target in edges[EdgeKind.HANDOFF])
    # Each utterance keeps the graph node it came from, and nothing else.
    assert [u.extra for u in interaction.utterances] == [{"node": agent} for agent in order]


def test_command_and_send_routing_become_reply_edges(memory):
    class Fan(MessagesState):
        topic: str

    team = TeamMemory(memory, task_id=lambda state: "fan-out")

    @team.node("planner")
    def plan(state: Fan) -> Command:
        return Command(
            update={"messages": [AIMessage(content="plan: split into two lookups")]},
            goto=[
                Send("worker", {"topic": "alpha", "messages": []}),
                Send("worker", {"topic": "beta", "messages": []}),
            ],
        )

    @team.node("worker")
    def work(state: dict) -> dict:
        return {"messages": [AIMessage(content=f"found facts about {state['topic']}")]}

    @team.node("writer")
    def write(state: Fan) -> Command:
        return Command(update={"messages": [AIMessage(content="summary of alpha and beta")]}, goto=END)

    builder = StateGraph(Fan)
    builder.add_node("planner", plan)
    builder.add_node("worker", work)
    builder.add_node("writer", write)
    builder.add_edge(START, "planner")
    builder.add_edge("worker", "writer")
    graph = team.compile(builder)

    graph.invoke({"messages": [HumanMessage("Compare alpha and beta")], "topic": ""})

    interaction = memory.graph("fan-out")
    assert [u.agent for u in interaction.utterances] == ["planner", "worker", "worker", "writer"]
    # The second Send target answers the planner; the writer answers both workers.
    assert edges_by_kind(interaction)[EdgeKind.REPLY] == {(0, 2), (1, 3), (2, 3)}


def test_run_that_starts_with_send_reads_its_task_from_the_graph_state(memory):
    class Survey(MessagesState):
        question: str

    team = TeamMemory(memory, task="question", task_id=lambda state: state["question"][:20])

    @team.node("scout", "reads one source")
    def scout(payload: dict) -> dict:
        return {"messages": [AIMessage(content=f"{payload['source']}: {payload['memory_context'][:5]}")]}

    builder = StateGraph(Survey)
    builder.add_node("scout", scout)
    sources = ["atlas", "almanac"]
    builder.add_conditional_edges(START, lambda state: [Send("scout", {"source": s}) for s in sources], ["scout"])
    team.compile(builder).invoke({"question": Q1, "messages": []})

    # The scouts were given only their payloads; the task is still the run's question.
    assert memory.task(Q1[:20]).instruction == Q1
    utterances = memory.graph(Q1[:20]).utterances
    # An empty memory has nothing to say: the payload's memory_context is empty, not an empty block.
    assert sorted(u.content for u in utterances) == ["almanac: ", "atlas: "]


def test_interrupted_thread_resumes_the_same_task(memory):
    models = {role: RecordingModel(messages=replies(f"{role} turn")) for role in ROLES}
    team = TeamMemory(memory, task="question", outcome=lambda state: state["verdict"] == "approved")

    def build(team: TeamMemory):
        builder = StateGraph(State)
        for role, description in ROLES.items():
            builder.add_node(role, team.node(role, description)(_calling(models[role])))
        builder.add_node("reviewer", team.node("reviewer")(review))
        builder.add_edge(START, "planner")
        builder.add_edge("planner", "researcher")
        builder.add_edge("researcher", "reviewer")
        builder.add_edge("reviewer", "answerer")
        builder.add_edge("answerer", END)
        return team.compile(builder, checkpointer=saver)

    def review(state: State) -> dict[str, Any]:
        verdict = interrupt("approve the research?")
        return {"verdict": verdict, "messages": [HumanMessage(content=f"reviewer: {verdict}")]}

    saver = InMemorySaver()
    thread = {"configurable": {"thread_id": "review-1"}}
    paused = build(team).invoke({"question": Q1, "messages": [HumanMessage(Q1)]}, thread)
    assert "__interrupt__" in paused
    assert memory.stats().tasks == 0  # not finished, not recorded
    started = team.trace(paused)

    # Resume as a restarted process would: a new team and a new graph over the same checkpoints.
    fresh = TeamMemory(memory, task="question", outcome=lambda state: state["verdict"] == "approved")
    done = build(fresh).invoke(Command(resume="approved"), thread)

    assert team.trace(done).task_id == started.task_id
    assert memory.stats().tasks == 1 and memory.stats().resolved == 1
    interaction = memory.graph(started.task_id)
    assert [u.agent for u in interaction.utterances] == ["planner", "researcher", "user", "answerer"]
    # The retrieval made when the task started (of an empty memory: nothing) served the nodes after the resume.
    assert not memory_messages(models["answerer"].prompts[0])
    assert started.retrieval.for_role("answerer").text == ""


def test_static_interrupt_and_new_question_on_one_thread(memory):
    models = {role: RecordingModel(messages=replies(f"{role} turn")) for role in ROLES}
    team = TeamMemory(memory, task="question", outcome=lambda state: True)
    graph = team_graph(team, models, checkpointer=InMemorySaver(), interrupt_before=["answerer"])
    thread = {"configurable": {"thread_id": "t"}}

    graph.invoke({"question": Q1, "messages": [HumanMessage(Q1)]}, thread)
    assert memory.stats().tasks == 0
    first = team.trace(graph.invoke(None, thread))  # continue past the breakpoint
    assert memory.stats().tasks == 1
    assert len(memory.graph(first.task_id).utterances) == 3

    graph.invoke({"question": Q2, "messages": [HumanMessage(Q2)]}, thread)
    second = team.trace(graph.invoke(None, thread))
    assert second.task_id != first.task_id and second.supersedes == first.task_id
    assert memory.stats().tasks == 2
    # The new task holds only its own run, though the thread's conversation holds both.
    assert len(memory.graph(second.task_id).utterances) == 3
    assert memory.task(second.task_id).extra["thread_id"] == "t"


async def test_async_nodes_with_ainvoke_and_astream(memory):
    team = TeamMemory(memory, task="question", outcome=lambda state: True)
    models = {role: RecordingModel(messages=replies(f"{role} turn")) for role in ROLES}

    def node(role: str):
        async def run(state: State) -> dict[str, Any]:
            return {"messages": [await models[role].ainvoke(state["messages"])]}

        return run

    builder = StateGraph(State)
    for role, description in ROLES.items():
        # A sync node in an async run too: LangGraph runs it in a worker thread.
        made = _calling(models[role]) if role == "researcher" else node(role)
        builder.add_node(role, team.node(role, description)(made))
    builder.add_edge(START, "planner")
    builder.add_edge("planner", "researcher")
    builder.add_edge("researcher", "answerer")
    graph = team.compile(builder)

    await graph.ainvoke({"question": Q1, "messages": [HumanMessage(Q1)]})
    updates = [chunk async for chunk in graph.astream({"question": Q2, "messages": [HumanMessage(Q2)]})]

    # The recording node runs once to see that nothing else is pending, then records.
    assert [next(iter(u)) for u in updates] == ["planner", "researcher", "answerer", RECORD_NODE, RECORD_NODE]
    assert memory.stats().tasks == 2
    assert "Model S" in memory_messages(models["answerer"].prompts[1])[0].content


def test_instrument_whole_builder_with_tool_node_and_plain_state(memory):
    @tool
    def lookup(query: str) -> str:
        """Look a fact up."""
        return "Tesla is headquartered in Austin, Texas."

    model = RecordingModel(
        messages=iter(
            [
                AIMessage(content="", tool_calls=[{"name": "lookup", "args": {"query": "Tesla HQ"}, "id": "call-1"}]),
                AIMessage(content="Austin"),
            ]
        )
    )

    def agent(state: MessagesState) -> dict[str, Any]:
        return {"messages": [model.invoke(state["messages"])]}

    def route(state: MessagesState) -> str:
        return "tools" if state["messages"][-1].tool_calls else END

    builder = StateGraph(MessagesState)  # no MemoryState: instrument adds the trace channel
    builder.add_node("agent", agent)
    builder.add_node("tools", ToolNode([lookup]))
    builder.add_edge(START, "agent")
    builder.add_conditional_edges("agent", route, ["tools", END])
    builder.add_edge("tools", "agent")
    team = TeamMemory(
        memory, outcome=lambda state: state["messages"][-1].content == "Austin", task_id=lambda state: "tool-use"
    )
    graph = team.compile(builder, roles={"agent": "answers questions with tools", "tools": ("toolbox", "runs tools")})

    result = graph.invoke({"messages": [HumanMessage(Q1)]})

    assert "gmem" not in result
    assert len(model.prompts) == 2
    # One memory message per call, however many times the node runs.
    assert all(len(memory_messages(p)) == 0 for p in model.prompts)  # an empty memory injects nothing
    assert memory.task("tool-use").status == TaskStatus.RESOLVED
    utterances = memory.graph("tool-use").utterances
    assert [(u.agent, u.kind) for u in utterances] == [
        ("agent", UtteranceKind.MESSAGE),
        ("toolbox", UtteranceKind.ACTION),
        ("environment", UtteranceKind.OBSERVATION),
        ("agent", UtteranceKind.MESSAGE),
    ]
    assert utterances[1].content == 'lookup(query="Tesla HQ")'
    assert utterances[1].extra == {"node": "tools"}  # the role is "toolbox"; the node is still named
    assert "Austin, Texas" in utterances[2].content


def test_a_tool_message_its_status_calls_an_error_is_recorded_as_one():
    """A tool that failed may answer in its own words ("Tool lookup not found."): its status says what they do not,
    and a reviewer of the failed run reads it as the error it was (:func:`gmem.text.is_error`)."""
    call = AIMessage(content="", tool_calls=[{"name": "lookup", "args": {"query": "Tesla HQ"}, "id": "c1"}])
    failed = ToolMessage(content="Tool lookup not found.", tool_call_id="c1", status="error")
    done = ToolMessage(content="Austin, Texas", tool_call_id="c2")
    again = AIMessage(content="", tool_calls=[{"name": "search", "args": {"query": "Tesla HQ"}, "id": "c2"}])
    steps = message_steps([call, failed, again, done], calls={})
    assert [s.observation for s in steps] == ["Error: Tool lookup not found.", "Austin, Texas"]


def test_explicit_record_with_outcome(memory):
    models = {role: RecordingModel(messages=replies(f"{role} turn")) for role in ROLES}
    team = TeamMemory(memory, task="question")
    builder = StateGraph(State)
    for role, description in ROLES.items():
        builder.add_node(role, team.node(role, description)(_calling(models[role])))
    builder.add_edge(START, "planner")
    builder.add_edge("planner", "researcher")
    builder.add_edge("researcher", "answerer")
    graph = team.compile(builder, record=False)

    result = graph.invoke({"question": Q1, "messages": [HumanMessage(Q1)]})
    assert memory.stats().tasks == 0

    node = team.record(result, outcome=False)
    assert node.status == TaskStatus.FAILED and node.instruction == Q1
    assert memory.graph(node.id).failure_reason


def test_a_task_given_as_the_whole_prompt_is_recorded_as_its_request(memory):
    """A ReAct team's question comes after its rules: the graph records the question, the rules as its context."""
    rules = (
        "Solve a question answering task with interleaving Thought, Action, Observation steps, then give the answer."
    )
    prompt = f"{rules}\nQuestion: {Q1}"
    models = {role: RecordingModel(messages=replies(f"{role} turn")) for role in ROLES}
    graph = team_graph(TeamMemory(memory, task="question", outcome=lambda state: True), models)
    graph.invoke({"question": prompt, "messages": [HumanMessage(prompt)]})
    [node] = memory.tasks()
    assert (node.instruction, node.context) == (Q1, rules)


def test_instrument_without_trace_channel_refuses_explicit_recording(memory):
    builder = StateGraph(MessagesState)
    builder.add_node("only", lambda state: {"messages": [AIMessage(content="hi")]})
    builder.add_edge(START, "only")
    with pytest.raises(ValueError, match="MemoryState"):
        TeamMemory(memory).instrument(builder, record=False)


def test_agent_middleware_under_create_agent(memory):
    @tool
    def lookup(query: str) -> str:
        """Look a fact up."""
        return f"facts about {query}: headquartered in Austin"

    model = ToolCallingModel(
        responses=[
            AIMessage(content="", tool_calls=[{"name": "lookup", "args": {"query": "car maker"}, "id": "c1"}]),
            AIMessage(content="Austin"),
        ]
    )
    middleware = MemoryMiddleware(
        memory,
        "researcher",
        ROLES["researcher"],
        outcome=lambda state: state["messages"][-1].content == "Austin",
        task_id=lambda state: state["messages"][-1].text[-12:],
    )
    agent = create_agent(model, [lookup], system_prompt="You are a careful researcher.", middleware=[middleware])

    agent.invoke({"messages": [HumanMessage(Q1)]})
    first_calls = len(model.prompts)
    result = agent.invoke({"messages": [HumanMessage(Q2)]})

    assert result["messages"][-1].content == "Austin"
    assert "gmem_run" not in result
    assert memory.stats().tasks == 2 and memory.stats().resolved == 2
    second = model.prompts[first_calls:]
    assert len(second) == 2  # tool call, then the answer
    for prompt in second:
        system = [m for m in prompt if isinstance(m, SystemMessage)]
        assert len(system) == 1  # the agent's prompt with memory appended: one message, no pile-up
        assert system[0].content.startswith("You are a careful researcher.")
        assert system[0].content.count(OPEN) == 1 and "Model S" in system[0].content
    utterances = memory.graph(Q1[-12:]).utterances
    assert [u.kind for u in utterances] == [UtteranceKind.ACTION, UtteranceKind.OBSERVATION, UtteranceKind.MESSAGE]
    assert utterances[0].agent == "researcher" and "Austin" in utterances[1].content


def test_a_model_that_says_why_before_its_tool_call_is_recorded_as_acting(memory):
    """Models write their reasoning with the call (ReAct's "Thought: ..."): the step is the call, answered by the
    tool's result, as it is for a model that calls without a word, not a thought the run's procedure leaves out."""

    @tool
    def lookup(query: str) -> str:
        """Look a fact up."""
        return f"facts about {query}: headquartered in Austin"

    calls = [{"name": "lookup", "args": {"query": "car maker"}, "id": "c1"}]
    for n, said in enumerate(["Thought: I need the maker's city first.", ""]):
        model = ToolCallingModel(responses=[AIMessage(content=said, tool_calls=calls), AIMessage(content="Austin")])
        middleware = MemoryMiddleware(memory, "researcher", outcome=lambda state: True, task_id=lambda s, n=n: f"t{n}")
        create_agent(model, [lookup], middleware=[middleware]).invoke({"messages": [HumanMessage(Q1)]})
    reasoned, silent = (memory.graph(task_id).utterances for task_id in ("t0", "t1"))
    assert [u.kind for u in reasoned] == [u.kind for u in silent]
    assert reasoned[0].kind == UtteranceKind.ACTION and reasoned[0].content.startswith("Thought:")
    assert "Austin" in reasoned[1].content


@pytest.mark.parametrize("observed_by", ["researcher", "environment"])
def test_a_react_loop_in_text_records_each_observation_as_its_act_s(memory, observed_by):
    """A node that writes its act as text, answered by "Observation: ..." from the same node or from a node of
    its own (a ReAct loop without tools, as the HotpotQA experiment runs a small model), did an act the world
    answered, as with a tool and its result; the observation is no turn of the user's."""
    acts = iter(["Thought: find the maker.\nAction: Search[Model S]", "Thought: done.\nAction: Finish[Austin]"])

    def observe(state: State) -> dict[str, Any]:
        seen = "Tesla makes the Model S." if "Search" in state["messages"][-1].text else "Episode finished."
        return {"messages": [HumanMessage(f"Observation: {seen}")]}

    def researcher(state: State) -> dict[str, Any]:
        said = {"messages": [AIMessage(content=next(acts))]}
        if observed_by == "researcher":
            said["messages"] += observe({**state, **said})["messages"]
        return said

    team = TeamMemory(memory, task="question", outcome=lambda state: True, task_id=lambda state: "react")
    builder = StateGraph(State)
    builder.add_node("researcher", team.node("researcher", ROLES["researcher"])(researcher))
    builder.add_edge(START, "researcher")
    last = "researcher"
    if observed_by == "environment":
        builder.add_node("environment", observe)
        builder.add_edge("researcher", "environment")
        last = "environment"
    builder.add_conditional_edges(last, lambda state: END if "finished" in state["messages"][-1].text else "researcher")
    team.compile(builder).invoke({"question": Q1, "messages": [HumanMessage(Q1)]})
    utterances = memory.graph("react").utterances
    assert [u.kind for u in utterances] == [UtteranceKind.ACTION, UtteranceKind.OBSERVATION] * 2
    assert utterances[1].content == "Tesla makes the Model S." and {u.agent for u in utterances[::2]} == {"researcher"}


async def test_agent_middleware_async_with_checkpointer(memory):
    model = ToolCallingModel(responses=[AIMessage(content="Austin")])
    agent = create_agent(
        model,
        [],
        middleware=[
            MemoryMiddleware(memory, "assistant", outcome=lambda state: True, task_id=lambda s: s["messages"][-1].text)
        ],
        checkpointer=InMemorySaver(),
    )
    thread = {"configurable": {"thread_id": "chat"}}
    await agent.ainvoke({"messages": [HumanMessage(Q1)]}, thread)
    await agent.ainvoke({"messages": [HumanMessage(Q2)]}, thread)

    assert memory.stats().tasks == 2
    # Each turn of the conversation is its own task, holding only what the agent said in that turn.
    for task_id in (Q1, Q2):
        assert len(memory.graph(task_id).utterances) == 1
        assert memory.task(task_id).extra["thread_id"] == "chat"
    assert "Model S" in model.prompts[1][0].content


@pytest.mark.skipif(not SHARED_HOTPOT.exists(), reason="shared HotpotQA sample not present")
def test_hotpotqa_example_runs_offline(memory, monkeypatch):
    without_floor(memory)
    spec = importlib.util.spec_from_file_location("langgraph_hotpotqa", REPO / "examples" / "langgraph_hotpotqa.py")
    example = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, example)  # pydantic resolves the module's annotations there
    spec.loader.exec_module(example)

    questions = example.load_questions(SHARED_HOTPOT, 3)
    results = example.run(memory, example.offline_model(), questions)

    assert len(results) == 3 and memory.stats().tasks == 3
    assert all(text == "" for text in results[0].contexts.values())  # nothing to show: no block at all
    # Every role of the third run was shown the earlier questions.
    for text in results[-1].contexts.values():
        assert questions[0].question[:40] in text and questions[1].question[:40] in text


# --------------------------------------------------------------------------- task ids and feedback by id


def test_a_graph_run_is_named_by_config_and_settled_by_id(memory):
    models = {role: RecordingModel(messages=replies(f"{role} turn")) for role in ROLES}
    team = TeamMemory(memory, task="question")  # no outcome: runs are recorded as unknown
    graph = team_graph(team, models)
    first = graph.invoke({"question": Q1, "messages": [HumanMessage(Q1)]}, {"configurable": {"gmem_task_id": "q1"}})
    assert team.task_id_of(first) == "q1" == team.last_task_id
    assert memory.task("q1").status == TaskStatus.UNKNOWN
    second = graph.invoke({"question": Q2, "messages": [HumanMessage(Q2)]})
    # Without a verdict the first run is still shown to the second, labelled.
    assert "outcome unknown" in team.trace(second).retrieval.for_role("researcher").text
    assert team.feedback(True, task_id="q1") == 0 and memory.task("q1").status == TaskStatus.RESOLVED
    assert team.feedback(False) == 0 and memory.task(team.task_id_of(second)).status == TaskStatus.FAILED
    team.feedback(False, task_id="q1", detail="answered Lyon, not Paris")
    assert memory.history()[0].target == "task:q1"
    assert memory.task("q1").outcome_detail == "answered Lyon, not Paris"


async def test_agent_middleware_names_its_task_by_config_and_settles_it(memory):
    model = ToolCallingModel(responses=[AIMessage(content="Paris.")] * 4)
    middleware = MemoryMiddleware(memory, "assistant")
    agent = create_agent(model, [], middleware=[middleware])
    await agent.ainvoke({"messages": [HumanMessage(Q1)]}, {"configurable": {"gmem_task_id": "agent-q1"}})
    assert middleware.last_task_id == "agent-q1" and memory.task("agent-q1").status == TaskStatus.UNKNOWN
    assert await middleware.afeedback(True, detail="the capital, as asked") == 0
    assert memory.task("agent-q1").status == TaskStatus.RESOLVED
    assert memory.task("agent-q1").outcome_detail == "the capital, as asked"


class EchoingModel(RecordingModel):
    """A fake chat model that repeats the memory it was shown before answering, as small models do."""

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        self.prompts.append(list(messages))
        shown = "\n".join(str(m.content) for m in memory_messages(messages))
        reply = f"From memory:\n{shown}\n</GMEM-MEMORY> Answer: Palo Alto"
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=reply))])


def test_nodes_echoing_their_memory_do_not_record_it(memory):
    models = {role: EchoingModel(messages=replies("unused")) for role in ROLES}
    team = TeamMemory(memory, task="question", outcome=lambda state: True)
    graph = team_graph(team, models)
    graph.invoke({"question": Q1, "messages": [HumanMessage(Q1)]})
    second = graph.invoke({"question": Q2, "messages": [HumanMessage(Q2)]})

    shown = [str(m.content) for model in models.values() for m in memory_messages(model.prompts[-1])]
    assert all(OPEN in text and "Model S" in text for text in shown)  # the first question, shown and echoed
    said = [u.content for u in memory.graph(team.trace(second).task_id).utterances]
    assert said and all(content.endswith("Answer: Palo Alto") for content in said)
    for content in said:
        assert "gmem" not in content.lower() and "Model S" not in content, content
