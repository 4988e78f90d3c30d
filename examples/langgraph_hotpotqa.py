"""A planner -> researcher -> answerer LangGraph team on HotpotQA questions, sharing a gmem memory.

Each question is one run of the graph and one task in the memory: the planner plans the lookups, the
researcher quotes the sentences that matter from the question's ten paragraphs, the answerer answers.
Every node is given its own role's memory of the earlier questions; each run is recorded, judged
against the gold answer, when it ends.

    HF_HUB_OFFLINE=1 python examples/langgraph_hotpotqa.py [--questions 3] [--memory team.db]

Offline (the default) the model is a deterministic stand-in that works by word overlap and knows
nothing. With OPENAI_BASE_URL, OPENAI_API_KEY and GMEM_MODEL set, the same graph runs on that
OpenAI-compatible endpoint through ``langchain-openai`` (part of ``gmem-memory[langgraph]``), every node's call
capped at GMEM_MAX_TOKENS tokens (256 unless set). The judge is HotpotQA's exact match: the answer and the
gold one are equal once normalised as the official script does (lower case, punctuation and the articles
a/an/the dropped, whitespace collapsed); a reply that merely contains the gold answer is not a match.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import string
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_openai import ChatOpenAI
from langgraph.graph import END, START, MessagesState, StateGraph
from pydantic import BaseModel

from gmem import Memory, TaskStatus
from gmem.integrations.langgraph import MemoryState, Outcome, TeamMemory

#: The environment that names an OpenAI-compatible endpoint: its URL, a key, and the model to use.
ENDPOINT = ("OPENAI_BASE_URL", "OPENAI_API_KEY", "GMEM_MODEL")
SAMPLE = Path(__file__).resolve().parents[2] / "shared" / "data" / "hotpotqa" / "hotpot_dev_distractor_sample100.jsonl"

ROLES = {
    "planner": "breaks a multi-hop question into the lookups needed and plans the order",
    "researcher": "reads the documents and quotes the sentences that hold the facts",
    "answerer": "checks the quoted evidence and gives the final short answer",
}
PROMPTS = {
    "planner": "You plan research for multi-hop questions. Write a short numbered plan of the lookups needed.",
    "researcher": "You are a researcher. Quote the sentences from the documents that answer the question, "
    "each as [title] sentence.",
    "answerer": "You answer from the quoted evidence only. Reply with the final answer in a few words, nothing else.",
}


class Question(BaseModel):
    id: str
    question: str
    answer: str
    documents: list[tuple[str, str]]  # (title, text)


#: Used when the shared HotpotQA sample is not next to this repository.
FALLBACK = [
    Question(
        id="fallback-magazines",
        question="Which magazine was started first, Arthur's Magazine or First for Women?",
        answer="Arthur's Magazine",
        documents=[
            (
                "Arthur's Magazine",
                "Arthur's Magazine (1844-1846) was an American literary periodical published in Philadelphia.",
            ),
            (
                "First for Women",
                (
                    "First for Women is a woman's magazine published by Bauer Media Group in the USA. "
                    "The magazine was started in 1989."
                ),
            ),
            (
                "Godey's Lady's Book",
                "Godey's Lady's Book was a United States women's magazine published in Philadelphia.",
            ),
        ],
    ),
    Question(
        id="fallback-nationality",
        question="Were Scott Derrickson and Ed Wood of the same nationality?",
        answer="yes",
        documents=[
            (
                "Scott Derrickson",
                "Scott Derrickson (born July 16, 1966) is an American director, screenwriter and producer.",
            ),
            (
                "Ed Wood",
                "Edward Davis Wood Jr. (October 10, 1924 - December 10, 1978) was an American filmmaker, actor and writer.",
            ),
            (
                "Doctor Strange (2016 film)",
                "Doctor Strange is a 2016 American superhero film directed by Scott Derrickson.",
            ),
        ],
    ),
]


class HotpotState(MessagesState, MemoryState):
    question: str
    gold: str
    documents: str
    answer: str


class QuestionResult(BaseModel):
    question: Question
    answer: str
    status: TaskStatus
    contexts: dict[str, str]  # role -> the memory it was shown


def load_questions(path: Path, count: int) -> list[Question]:
    """The first ``count`` questions of a HotpotQA distractor file, or the built-in two without it."""
    if not path.exists():
        return FALLBACK[:count]
    questions = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            documents = [(t, "".join(s)) for t, s in zip(row["context"]["title"], row["context"]["sentences"])]
            questions.append(
                Question(id=row["id"], question=row["question"], answer=row["answer"], documents=documents)
            )
            if len(questions) == count:
                break
    return questions


def build_graph(team: TeamMemory, model: BaseChatModel):
    """The team: each node sends its own prompt plus the conversation so far to the model."""

    def ask(role: str, request: str, state: HotpotState) -> AIMessage:
        reply = model.invoke([SystemMessage(PROMPTS[role]), *state["messages"], HumanMessage(request)])
        return AIMessage(content=reply.text, name=role)

    def plan(state: HotpotState) -> dict[str, Any]:
        return {"messages": [ask("planner", f"Task: plan\nQuestion: {state['question']}", state)]}

    def research(state: HotpotState) -> dict[str, Any]:
        request = f"Task: research\nQuestion: {state['question']}\nDocuments:\n{state['documents']}"
        return {"messages": [ask("researcher", request, state)]}

    def answer(state: HotpotState) -> dict[str, Any]:
        reply = ask("answerer", f"Task: answer\nQuestion: {state['question']}", state)
        return {"messages": [reply], "answer": reply.text.strip()}

    builder = StateGraph(HotpotState)
    builder.add_node("planner", team.node("planner", ROLES["planner"])(plan))
    builder.add_node("researcher", team.node("researcher", ROLES["researcher"])(research))
    builder.add_node("answerer", team.node("answerer", ROLES["answerer"])(answer))
    builder.add_edge(START, "planner")
    builder.add_edge("planner", "researcher")
    builder.add_edge("researcher", "answerer")
    builder.add_edge("answerer", END)
    return team.compile(builder)


def judge(state: dict[str, Any]) -> Outcome:
    """HotpotQA's exact match: the normalised answer equals the normalised gold answer."""
    answer, gold = normalise(state.get("answer", "")), normalise(state["gold"])
    resolved = bool(answer) and answer == gold
    return Outcome(
        status=TaskStatus.RESOLVED if resolved else TaskStatus.FAILED,
        detail=f"expected {state['gold']!r}, answered {state.get('answer', '')!r}",
    )


def normalise(text: str) -> str:
    """The official HotpotQA normalisation: lower case, ASCII punctuation removed, then the articles."""
    text = "".join(c for c in text.lower() if c not in string.punctuation)
    return " ".join(w for w in text.split() if w not in {"a", "an", "the"})


def run(memory: Memory, model: BaseChatModel, questions: Sequence[Question]) -> list[QuestionResult]:
    team = TeamMemory(memory, task="question", outcome=judge, domain="hotpotqa", inject="system")
    graph = build_graph(team, model)
    results = []
    for q in questions:
        documents = "\n".join(f"[{title}] {text}" for title, text in q.documents)
        final = graph.invoke(
            {"question": q.question, "gold": q.answer, "documents": documents, "messages": [HumanMessage(q.question)]}
        )
        trace = team.trace(final)
        assert trace is not None
        contexts = {role: trace.retrieval.for_role(role).text for role in ROLES}
        results.append(
            QuestionResult(
                question=q, answer=final["answer"], status=memory.task(trace.task_id).status, contexts=contexts
            )
        )
    return results


def endpoint_model() -> BaseChatModel | None:
    """The OpenAI-compatible model the environment names, or None to run offline."""
    missing = [name for name in ENDPOINT if not os.environ.get(name)]
    if missing:
        if len(missing) < len(ENDPOINT):
            print(f"{', '.join(missing)} not set: running offline")
        return None
    return ChatOpenAI(
        model=os.environ["GMEM_MODEL"],
        base_url=os.environ["OPENAI_BASE_URL"],
        api_key=os.environ["OPENAI_API_KEY"],
        temperature=0,
        max_tokens=int(os.environ.get("GMEM_MAX_TOKENS", "256")),
    )


def offline_model() -> BaseChatModel:
    return OfflineModel()


class OfflineModel(BaseChatModel):
    """A deterministic stand-in for an LLM: plans from the question's names, quotes the sentences that
    share most words with the question, and answers with a yes or with a name from the evidence."""

    @property
    def _llm_type(self) -> str:
        return "gmem-offline-hotpotqa"

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        request = messages[-1].text
        task = re.search(r"Task: (\w+)", request)
        question = re.search(r"Question: (.*)", request)
        kind, q = (task.group(1) if task else ""), (question.group(1) if question else request)
        if kind == "plan":
            names = re.findall(r"(?:[A-Z][\w'.-]*\s?)+", q)
            text = f"1. Look up {', '.join(n.strip() for n in names[:3]) or 'the subject'}.\n2. Link the facts.\n3. Answer briefly."
        elif kind == "research":
            text = "\n".join(f"[{title}] {sentence}" for title, sentence in _best_sentences(q, request, 3))
        else:
            evidence = next((m.text for m in reversed(messages[:-1]) if isinstance(m, AIMessage) and "[" in m.text), "")
            text = _guess(q, evidence)
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=text))])


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 2}


def _best_sentences(question: str, request: str, count: int) -> list[tuple[str, str]]:
    documents = request.split("Documents:\n", 1)[-1]
    wanted = _words(question)
    scored = []
    for line in documents.splitlines():
        found = re.match(r"\[(.+?)\] (.*)", line)
        if found:
            title, text = found.groups()
            for sentence in re.split(r"(?<=\.)\s+", text):
                scored.append((len(wanted & _words(sentence + " " + title)), title, sentence))
    scored.sort(key=lambda s: -s[0])
    return [(title, sentence) for _, title, sentence in scored[:count]]


def _guess(question: str, evidence: str) -> str:
    if question.split()[0].lower() in {"is", "are", "was", "were", "do", "does", "did", "can", "could", "has", "have"}:
        return "yes"
    titles = re.findall(r"\[(.+?)\]", evidence)
    unseen = [t for t in titles if t.lower() not in question.lower()]
    return (unseen or titles or ["unknown"])[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--questions", type=int, default=3)
    parser.add_argument("--memory", default=":memory:", help="SQLite file to keep the memory in")
    args = parser.parse_args()

    model = endpoint_model()
    print(f"model: {os.environ['GMEM_MODEL'] if model else 'offline stand-in (word overlap, no knowledge)'}")
    questions = load_questions(SAMPLE, args.questions)
    print(f"questions: {len(questions)} from {SAMPLE if SAMPLE.exists() else 'the built-in fallback'}\n")
    with Memory.open(args.memory) as memory:
        for number, result in enumerate(run(memory, model or offline_model(), questions), start=1):
            print(f"Q{number}: {result.question.question}")
            print(f"  gold: {result.question.answer} | answer: {result.answer} | {result.status.value}")
            for role, text in result.contexts.items():
                body = text.split("<gmem-memory>\n", 1)[-1].split("\n</gmem-memory>", 1)[0]
                shown = " ".join(body.split())
                print(f"  memory shown to {role}: {shown[:160]}{'…' if len(shown) > 160 else ''}")
            print()
        stats = memory.stats()
        print(
            f"memory: {stats.tasks} tasks ({stats.resolved} resolved, {stats.failed} failed), {stats.insights} insights"
        )


if __name__ == "__main__":
    main()
