"""HotpotQA with a LangGraph team, with each memory in turn: ``python -m experiments.hotpotqa.run``.

The team mirrors the ALFWorld one in a LangGraph ``StateGraph``: a ``researcher`` node that takes one
ReAct action per turn with the ``search`` / ``lookup`` / ``finish`` tools over the question's ten
paragraphs (:mod:`experiments.hotpotqa.tools`), and a ``ground_truth`` node that takes the turn after the
researcher has repeated the same action three times. A question ends with ``finish`` or after
``--max-steps`` actions (8); a reply without a tool call is read as a ReAct action in text
(``Action: Search[...]``) and counts as one. Answers are scored with HotpotQA's exact match and F1; an
exact match is the outcome recorded in memory.

    python -m experiments.hotpotqa.run --endpoint http://localhost:8000/v1 --model Qwen/Qwen2.5-14B-Instruct
    python -m experiments.hotpotqa.run --model local   # the bundled small model (gmem-memory[local-model])
    python -m experiments.hotpotqa.run --scripted --limit 5   # offline: a word heuristic plays the agents
    python -m experiments.hotpotqa.run --config results/<run>/config.json   # rerun, or continue

Questions come from ``--data`` (default: the 100-question dev sample in ``../shared/data/hotpotqa``, or any
file in a HotpotQA distractor format) in file order. Every node's turn is capped at ``--max-tokens``; with
``--action-format text`` (the ``local`` endpoint profile's choice) no tools are bound and the nodes write
ReAct actions as text. Memory reaches the nodes through
``gmem.integrations.langgraph.TeamMemory``; ``none`` compiles the bare graph.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.graph.state import CompiledStateGraph

from experiments.hotpotqa.data import SHARED_SAMPLE, Question, load_questions
from experiments.hotpotqa.metrics import score_answer
from experiments.hotpotqa.tools import HotpotTools
from experiments.report import run_cli
from experiments.runner import RunConfig, TeamMemoryBackend, is_stuck, shown_chars
from experiments.scripted import ScriptedHotpotQAModel
from gmem import TaskStatus
from gmem.integrations.langgraph import TRACE_KEY, GraphTrace, MemoryState, Outcome, TeamMemory

RESEARCHER, GROUND_TRUTH = "researcher", "ground_truth"
#: Each node's role, as gmem fits memory to it.
ROLES = {
    RESEARCHER: "searches the question's pages, looks up the facts and gives the final answer",
    GROUND_TRUTH: "steps in when the researcher is stuck repeating an action, and takes a different one that "
    "moves towards the answer",
}
TOOLS_TEXT = (
    "search(entity) shows the first sentences of the page with that title, or similar titles when there is none; "
    "lookup(keyword) shows the next sentence containing the keyword in the last page found; finish(answer) gives "
    "the final answer, as short as possible (a name, a date, a number, yes or no)"
)
RESEARCHER_PROMPT = (
    "You answer a multi-hop question by searching a small encyclopedia. Tools: {tools}. Make one tool call per "
    "turn; you have at most {max_steps} actions."
)
GROUND_TRUTH_PROMPT = (
    "You assist a researcher answering a multi-hop question with a small encyclopedia. You are called because "
    "the researcher has taken the same action three times in a row: it is stuck, and its approach is wrong. Take "
    "one different action that moves towards the answer. Tools: {tools}. Make one tool call."
)
#: Replaces "Make one tool call ..." when the actions are written as text.
TEXT_ACTIONS = (
    "Write one action per turn as the last line of your reply, in exactly one of these forms:\n"
    "Action: Search[entity]\nAction: Lookup[keyword]\nAction: Finish[answer]"
)
DEFAULT_MAX_STEPS = 8


def _tool(name: str, parameter: str, description: str) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": {"type": "object", "properties": {parameter: {"type": "string"}}, "required": [parameter]},
        },
    }


#: The three ReAct actions as tool schemas; every call is run as ``Kind[argument]`` by ``HotpotTools.act``.
TOOL_SCHEMAS = [
    _tool("search", "entity", "Show the start of the page titled entity (or similar titles)."),
    _tool("lookup", "keyword", "Show the next sentence containing keyword in the last page found."),
    _tool("finish", "answer", "Give the final answer, as short as possible."),
]


class HotpotState(MessagesState, MemoryState):
    question: str
    qid: str


class HotpotQABenchmark:
    """HotpotQA questions, each answered by a fresh run of the researcher + ground-truth graph."""

    metrics = ("em", "f1")

    def __init__(self, config: RunConfig, api_key: str | None = None) -> None:
        self.config = config
        if config.scripted:
            self.model: BaseChatModel = ScriptedHotpotQAModel()
            self.agents = (
                "SCRIPTED ReAct agent (experiments.scripted.ScriptedHotpotQAModel): a fixed word heuristic with no "
                "knowledge that ignores memory - not an LLM"
            )
        else:
            from langchain_openai import ChatOpenAI

            self.model = ChatOpenAI(
                model=config.model,
                base_url=config.base_url,
                api_key=api_key or "none",
                temperature=0,
                seed=config.seed,
                max_tokens=config.max_tokens,
                timeout=config.profile.timeout,
                max_retries=config.profile.retries,
            )
            where = config.base_url or "https://api.openai.com/v1"
            self.agents = (
                f"{config.model} at {where} (temperature 0, seed {config.seed}, at most {config.max_tokens} tokens "
                f"per turn, actions as {'tool calls' if config.actions == 'tools' else 'ReAct text'})"
            )

    def tasks(self) -> list[Question]:
        return load_questions(self.config.data or SHARED_SAMPLE, limit=self.config.limit)

    def task_id(self, question: Question) -> str:
        return question.id

    async def run_task(self, question: Question, memory: TeamMemoryBackend | None) -> dict[str, Any]:
        tools = HotpotTools(question)
        graph = build_graph(self.model, tools, self.config.max_steps, memory, actions=self.config.actions)
        final = await graph.ainvoke(
            {
                "question": question.question,
                "qid": question.id,
                "messages": [HumanMessage(f"Question: {question.question}")],
            },
            {"recursion_limit": 2 * self.config.max_steps + 10},
        )
        answer = tools.answer or ""
        score = score_answer(answer, question.answer)
        said = [m for m in final["messages"] if isinstance(m, AIMessage) and m.usage_metadata]
        trace = GraphTrace.model_validate(final[TRACE_KEY]) if memory is not None else None
        return {
            "question": question.question,
            "type": question.type,
            "answer": answer,
            "gold": question.answer,
            "success": bool(score.em),
            "em": score.em,
            "f1": score.f1,
            "steps": len(tools.trace),
            "actions": [list(pair) for pair in tools.trace],
            "agent_usage": {
                "prompt_tokens": sum(m.usage_metadata["input_tokens"] for m in said),
                "completion_tokens": sum(m.usage_metadata["output_tokens"] for m in said),
            },
            "memory_chars": shown_chars(trace.retrieval if trace else None),
            "memory_task_id": trace.task_id if trace else None,
        }


def build_graph(
    model: BaseChatModel,
    tools: HotpotTools,
    max_steps: int,
    memory: TeamMemoryBackend | None,
    *,
    actions: str = "tools",
) -> CompiledStateGraph:
    """The researcher and its ground-truth helper on one question (``tools``), remembering in ``memory``;
    ``actions="text"`` binds no tools and asks for ReAct actions in text instead."""
    bound = model.bind_tools(TOOL_SCHEMAS, parallel_tool_calls=False) if actions == "tools" else model

    def node(role: str, prompt: str):  # type: ignore[no-untyped-def]
        system = prompt.format(tools=TOOLS_TEXT, max_steps=max_steps)
        if actions == "text":
            system = re.sub(r"Make one tool call[^.]*\.", TEXT_ACTIONS, system)

        async def turn(state: HotpotState) -> dict[str, Any]:
            reply = await bound.ainvoke(_with_system(system, state["messages"]))
            reply = reply.model_copy(update={"name": role})
            return {"messages": [reply, *_observations(reply, tools, max_steps)]}

        return turn

    def route(state: HotpotState) -> str:
        if tools.finished or len(tools.trace) >= max_steps:
            return END
        last = next((m.name for m in reversed(state["messages"]) if isinstance(m, AIMessage)), None)
        return GROUND_TRUTH if is_stuck([action for action, _ in tools.trace]) and last == RESEARCHER else RESEARCHER

    builder = StateGraph(HotpotState)
    builder.add_node(RESEARCHER, node(RESEARCHER, RESEARCHER_PROMPT))
    builder.add_node(GROUND_TRUTH, node(GROUND_TRUTH, GROUND_TRUTH_PROMPT))
    builder.add_edge(START, RESEARCHER)
    for name in (RESEARCHER, GROUND_TRUTH):
        builder.add_conditional_edges(name, route, [RESEARCHER, GROUND_TRUTH, END])
    if memory is None:
        return builder.compile()

    def outcome(state: HotpotState) -> Outcome:
        answer = tools.answer or ""
        if score_answer(answer, tools.question.answer).em:
            return Outcome(status=TaskStatus.RESOLVED, detail=f"answered {answer!r}: an exact match")
        return Outcome(status=TaskStatus.FAILED, detail=f"answered {answer!r}: not an exact match")

    team = TeamMemory(
        memory,
        task="question",
        outcome=outcome,
        task_id=lambda state: f"hotpotqa-{state['qid']}",
        domain="hotpotqa",
        inject="system",
    )
    return team.compile(builder, roles=ROLES)


def _with_system(prompt: str, messages: Sequence[BaseMessage]) -> list[BaseMessage]:
    """The node's prompt and the leading system messages (its memory) as one system message, then the rest:
    some OpenAI-compatible servers take a single system message only."""
    lead = next((i for i, m in enumerate(messages) if not isinstance(m, SystemMessage)), len(messages))
    system = "\n\n".join([prompt, *(m.text for m in messages[:lead])])
    return [SystemMessage(system), *messages[lead:]]


def _observations(reply: AIMessage, tools: HotpotTools, max_steps: int) -> list[BaseMessage]:
    """Run the reply's actions (its tool calls, or a ReAct action in its text) while the budget lasts."""
    if not reply.tool_calls:
        return [HumanMessage(f"Observation: {tools.act(reply.text)}")]
    answers: list[BaseMessage] = []
    for call in reply.tool_calls:
        if tools.finished or len(tools.trace) >= max_steps:
            observation = "Not run: the episode is over."
        else:
            argument = next(iter(call["args"].values()), "") if call["args"] else ""
            observation = tools.act(f"{call['name']}[{argument}]")
        answers.append(ToolMessage(observation, tool_call_id=call["id"], name=call["name"]))
    return answers


def _arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data", help=f"a HotpotQA distractor file (default: {SHARED_SAMPLE})")


def main(argv: Sequence[str] | None = None) -> None:
    run_cli(
        "hotpotqa",
        argv,
        description=__doc__.split("\n\n")[0],
        defaults={"max_steps": DEFAULT_MAX_STEPS},
        add_arguments=_arguments,
        make_benchmark=HotpotQABenchmark,
        errors=(FileNotFoundError,),
    )


if __name__ == "__main__":
    main()
