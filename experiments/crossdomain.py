"""Abstention across domains: does a memory stay silent for a question from another domain, and still
answer the tasks of its own?

Sets, built from the shared data (HotpotQA questions 0-49 and the even ALFWorld positions are ``tune``;
questions 50-99 and the odd positions are ``heldout``, their rephrasings in the unread wordings: ``WORDINGS``):

* an **ALFWorld memory** of the recorded runs of the *other* split's positions, asked
  - its own split's ALFWorld tasks, recorded and rephrased wording (in-domain: should answer),
  - the split's HotpotQA questions, asked as questions and as commands (both sets), fact-check claims made from their
    supporting facts, and the split's requests of other kinds, acts and questions (:data:`OTHER_REQUESTS`;
    should abstain);
* a **HotpotQA memory** of question runs made from the split's first 25 questions (search each supporting
  title, then finish with the answer), asked
  - the split's other 25 questions (in-domain: should answer),
  - the same questions put as commands ("Name the band that ...", "Find out which ...": in-domain, should
    answer; :data:`COMMANDS`), and by three more writers in other users' voices ("CRM task: ...", "I'd like the
    name of ...": :data:`VOICES`),
  - the split's ALFWorld tasks, recorded and rephrased wording, and its requests of other kinds, acts and
    questions (should abstain);
  then the same with the halves swapped (each of the split's questions asked once: 25 alone would make a
  share move by 0.04 per question);
* a **fact-check memory** of claim runs made from the split's first 25 claims (search the claim's title, then
  answer SUPPORTS), asked the split's other 25 claims (should answer) and its ALFWorld tasks (should abstain),
  then the halves swapped: the reverse of asking an embodied-task memory a fact check. No calibration was
  fitted on a memory of claims (``experiments.calibrate``), so on both splits it measures a kind of memory
  nothing was chosen on;
* a memory of **another kind** (:data:`KINDS`: code, data, shopping, writing, math, errands, science), of
  runs of the split's requests of that kind (:data:`OTHER_REQUESTS`), asked each of them with the others
  recorded (in-domain: should answer). The calibration was fitted on none of these kinds, and their requests
  differ more from each other than chores do: how a memory of a team of another kind serves its own tasks.
  Then a memory of all of them, asked the split's requests of the other kinds, its ALFWorld tasks (recorded
  and rephrased wording) and its HotpotQA questions (should abstain): how it stays silent for the tasks of
  other teams;
* a memory of runs of **another benchmark** (:data:`BENCHMARK_TASKS`: ScienceWorld, and the PDDL games as AgentBoard
  states their goals), asked each of the split's tasks of that benchmark with the others recorded (in-domain: should
  answer, with a task of the same type first), then, with all of them recorded, the split's ALFWorld tasks, its
  HotpotQA questions and the other benchmark's tasks (should abstain); and the ALFWorld memory asked them (should
  abstain: a team's chores are not a ScienceWorld experiment, however alike their words). Nothing was fitted on them;
* a memory of **both** (the ALFWorld memory's runs and the HotpotQA memory's), asked the same questions (as
  questions and as commands) and the split's ALFWorld tasks: both should answer, from their own kind (a
  memory shared by teams of several kinds must not hold one kind against the other, nor show a chore's team
  a question first: an answer counts only when the first task shown is of the query's domain). In each half
  the ALFWorld tasks are asked again, so their ``n`` is twice the task count.

A retrieval abstains when it returns no task, no insight, no excerpt and an empty text for every role.

    python -m experiments.crossdomain --trajectories ALFWORLD.jsonl --hotpotqa HOTPOTQA.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path
from typing import Literal, Protocol, TypeVar, cast

from pydantic import BaseModel, ValidationError
from rich.console import Console
from rich.table import Table

from experiments import rephrasings
from experiments.hotpotqa.data import Question, load_questions
from experiments.plotting import shares
from gmem import Memory, MemoryConfig
from gmem.embedding import Embedder
from gmem.importer import read_jsonl
from gmem.models import Retrieval, Step, TaskRecord

#: The two halves of the shared data (by position); ``heldout2`` rephrases the same odd positions as
#: ``heldout``, so it adds no set of its own here.
SPLITS = ("tune", "heldout")
#: The wordings each split's ALFWorld tasks are asked in besides the recorded one. The held-out tasks are asked
#: in the wordings nothing was tuned on and whose misses were never read: the calibration is fitted on the tune
#: positions in the tune wording and in the wordings read while tuning (``experiments.calibrate``).
WORDINGS = {"tune": ("tune",), "heldout": ("heldout5", "heldout6", "heldout7")}
QUESTIONS_PER_SPLIT = 50
ROLES = [("solver", "acts in the environment"), ("critic", "reviews the plan")]
ALFWORLD_TASKS = "ALFWorld tasks (exact + rephrased)"
#: Each HotpotQA question put as a command or a request ("Name the magazine that was started first, ...", "I
#: need to know ...", "Lookup: ..."), written on 2026-11-27 by two model instances shown only one split's
#: questions each and nothing of gmem; HotpotQA is CC BY-SA 4.0 (Yang et al., 2018).
COMMANDS = Path(__file__).parent / "data" / "hotpotqa_commands.jsonl"
AS_COMMANDS = "HotpotQA questions put as commands"
#: The same questions put as commands by three more writers per split, written on 2026-12-05 by model instances
#: shown only the split's questions and nothing of gmem, each told one brief: varied openings ("openings"); each
#: user's own voice ("own voice"); a channel each, a chat message, a ticket, a voice memo ("channel"). The tune
#: split's were read while tuning ``gmem.tiers.asking``, the held-out split's never. HotpotQA is CC BY-SA 4.0.
VOICES = Path(__file__).parent / "data" / "hotpotqa_commands_voices.jsonl"
IN_VOICES = "the same questions in other users' voices"
#: The tune questions put by nine more writers, written on 2026-12-05 (forty-ninth session) by model instances shown
#: only the 50 tune questions and one brief each (``brief``): the tune measure of :mod:`experiments.writers`. Tune
#: only: the held-out commands are ``VOICES``' and ``COMMANDS``'. HotpotQA is CC BY-SA 4.0.
WRITERS = Path(__file__).parent / "data" / "hotpotqa_commands_writers.jsonl"
#: Requests of other kinds than the shared data's, 80 per split (50 acts: code, data, writing, email, shopping,
#: travel, web forms, math put as commands; 30 questions: word problems, science, code, units), written on
#: 2026-11-27 by two model instances (one per split) told only to avoid household chores and trivia about
#: people and places. Acts a memory of chores could be asked, in its own form, by another team.
OTHER_REQUESTS = Path(__file__).parent / "data" / "other_requests.jsonl"
#: Tasks of two more agent benchmarks G-Memory runs on, as each hands them to a team, with a short run each (steps
#: in the benchmark's own action language, about one in five failed): ScienceWorld (Wang et al., 2022; 12 task types
#: x 3 variations) and the PDDL games as AgentBoard states their goals (Ma et al., 2024; blocksworld, gripper,
#: barman, tyreworld, 9 each), 72 per split, written on 2026-12-05 by two model instances (one per split) from their
#: knowledge of the benchmarks and shown nothing of gmem: text in the benchmarks' form, not copies of their files.
BENCHMARK_TASKS = Path(__file__).parent / "data" / "benchmark_tasks.jsonl"
#: Each benchmark of :data:`BENCHMARK_TASKS` and its memory's name in the report.
BENCHMARKS = {"scienceworld": "ScienceWorld", "pddl": "PDDL (AgentBoard)"}
OWN_TASKS = "the other tasks of its benchmark"
SAME_TYPE = "the same, a task of the same type first"
OTHER_ACTS = "acts of other kinds (code, shopping, writing ...)"
OTHER_QUESTIONS = "questions of other kinds (word problems, science ...)"
#: The requests of other kinds (their ``domain``s, as each split's writer named them) that one team would do,
#: and so record in one memory.
KINDS = {
    "code": {"software", "coding", "software engineering", "devops", "databases"},
    "data": {"data analysis", "spreadsheet", "spreadsheets"},
    "shopping": {"shopping", "online shopping"},
    "writing": {"writing", "email", "translation", "editing", "customer support"},
    "math": {"math", "math word problem", "logic", "probability", "arithmetic", "unit conversion", "finance", "tax"},
    "errands": {"travel", "web navigation", "scheduling", "calendar", "form filling"},
    "science": {"science", "chemistry", "physics", "definition", "research"},
}
#: A question as a ReAct prompt hands it to a team: the rules and a worked example, then "Question: ...". A
#: team whose every task comes so wrapped records and asks with the whole text (:mod:`gmem.setting`).
REACT_PROMPT = (
    "Solve a question answering task with interleaving Thought, Action, Observation steps. Thought can reason "
    "about the current situation, and Action can be three types: (1) Search[entity], which searches the exact "
    "entity on Wikipedia and returns the first paragraph if it exists. (2) Lookup[keyword], which returns the next "
    "sentence containing keyword in the current passage. (3) Finish[answer], which returns the answer and finishes "
    "the task.\nHere is an example.\nQuestion: What is the elevation range for the area that the eastern sector of "
    "the Colorado orogeny extends into?\nThought 1: I need to search Colorado orogeny.\nAction 1: Search[Colorado "
    "orogeny]\nObservation 1: The Colorado orogeny was an episode of mountain building in Colorado.\nAction 2: "
    "Finish[1,800 to 7,000 ft]\n\nQuestion: {question}"
)
IN_REACT_PROMPTS = "HotpotQA, every task in a ReAct prompt"
ANOTHER_KIND = "another kind (code, math ...)"
OWN_KIND = "the other requests of its kind"
OTHER_KINDS = "requests of the other kinds"
BOTH = "ALFWorld + HotpotQA"
#: The domain the HotpotQA question runs are recorded with.
QA = "hotpotqa"
#: The domain the fact-check claim runs are recorded with.
FACT_CHECK = "factcheck"

#: How a fact-check claim is asked, per split (written here; disjoint wording).
CLAIM_TEMPLATES = {
    "tune": ["Fact check: {s}", "Is the following claim supported? {s}"],
    "heldout": ["True or false: {s}", "Verify this statement - {s}"],
}


def halves(count: int) -> list[tuple[range, range]]:
    """``count`` questions' positions split in two, as (remembered, asked): the first half remembered and the second
    asked, then the other way round, so that each is asked once of a memory of the other half."""
    first, second = range(count // 2), range(count // 2, count)
    return [(first, second), (second, first)]


def question_record(question: Question) -> TaskRecord:
    """A HotpotQA question as a recorded run: look up each supporting title, then answer."""
    steps = [
        Step(agent="researcher", action=f"Search[{title}]", observation=question.paragraph(title).text[:300])
        for title in dict.fromkeys(title for title, _ in question.supporting_facts)
    ]
    steps.append(Step(agent="researcher", action=f"Finish[{question.answer}]", observation="Episode finished."))
    return TaskRecord(id=f"hotpotqa-{question.id}", instruction=question.question, domain=QA, steps=steps, success=True)


def claim_record(question: Question, claim: str) -> TaskRecord:
    """A fact check of ``claim`` (made from ``question``'s first supporting sentence) as a recorded run: look
    up the sentence's title, then answer."""
    title = question.supporting_facts[0][0]
    steps = [
        Step(agent="checker", action=f"Search[{title}]", observation=question.paragraph(title).text[:300]),
        Step(agent="checker", action="Finish[SUPPORTS]", observation="Episode finished."),
    ]
    return TaskRecord(id=f"claim-{question.id}", instruction=claim, domain=FACT_CHECK, steps=steps, success=True)


def claims(questions: list[Question], split: str) -> list[str]:
    """One claim per question: its first supporting sentence, asked in the split's wording."""
    out = []
    for n, question in enumerate(questions):
        title, sentence_id = question.supporting_facts[0]
        sentence = question.paragraph(title).sentences[sentence_id].strip()
        out.append(CLAIM_TEMPLATES[split][n % len(CLAIM_TEMPLATES[split])].format(s=sentence))
    return out


class OtherRequest(BaseModel):
    """A request of another kind than the shared data's (:data:`OTHER_REQUESTS`)."""

    split: str
    kind: Literal["act", "question"]
    domain: str
    text: str


class BenchmarkTask(BaseModel):
    """A task of another benchmark with its run (:data:`BENCHMARK_TASKS`)."""

    split: str
    benchmark: Literal["scienceworld", "pddl"]
    task_type: str
    instruction: str
    steps: list[Step]
    success: bool


class VoicedCommand(BaseModel):
    """A HotpotQA question put as a command by one of :data:`VOICES`' writers."""

    split: str
    id: str
    voice: Literal["openings", "own voice", "channel"]
    command: str


class WrittenCommand(BaseModel):
    """A tune HotpotQA question put by one of :data:`WRITERS`' writers, with the brief the writer was given."""

    split: Literal["tune"]
    writer: str
    brief: str
    id: str
    command: str


class _SplitRow(Protocol):
    split: str


Row = TypeVar("Row", bound=BaseModel)


def split_rows(path: Path, model: type[Row], split: str | None = None) -> list[Row]:
    """The rows of ``split`` (every split's for None) in the JSON lines file ``path``, each read as ``model`` (a set
    file's row, with its ``split``); a bad line is named."""
    rows = []
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            try:
                row = model.model_validate_json(line)
            except ValidationError as error:
                raise ValueError(f"{path.name}, line {number}: {error}") from error
            if split is None or cast(_SplitRow, row).split == split:
                rows.append(row)
    return rows


def other_requests(split: str, path: Path = OTHER_REQUESTS) -> list[OtherRequest]:
    """The split's requests of other kinds (:data:`OTHER_REQUESTS`)."""
    return split_rows(path, OtherRequest, split)


def benchmark_tasks(split: str, path: Path = BENCHMARK_TASKS) -> list[BenchmarkTask]:
    """The split's tasks of other benchmarks (:data:`BENCHMARK_TASKS`)."""
    return split_rows(path, BenchmarkTask, split)


def voiced_commands(split: str, path: Path = VOICES) -> dict[str, list[str]]:
    """Each of the split's questions (by id) and the commands :data:`VOICES`' writers put it as."""
    out: dict[str, list[str]] = {}
    for row in split_rows(path, VoicedCommand, split):
        out.setdefault(row.id, []).append(row.command)
    return out


def written_commands(path: Path = WRITERS) -> list[WrittenCommand]:
    """The tune questions as :data:`WRITERS`' writers put them."""
    return split_rows(path, WrittenCommand, "tune")


def benchmark_record(n: int, task: BenchmarkTask) -> TaskRecord:
    """A task of another benchmark as a recorded run, of the benchmark's domain."""
    return TaskRecord(
        id=f"{task.split}-{task.benchmark}-{n}",
        instruction=task.instruction,
        domain=task.benchmark,
        steps=task.steps,
        success=task.success,
    )


def kind_record(kind: str, n: int, request: OtherRequest) -> TaskRecord:
    """A request of another kind as a resolved run. Its steps are the same for every kind (the shared data
    holds no such runs): only the request's words and its place among the others can tell."""
    steps = [Step(agent="assistant", action="Finish[done]", observation="Episode finished.")]
    return TaskRecord(id=f"{request.split}-{kind}-{n}", instruction=request.text, steps=steps, success=True)


def kind_of(request: OtherRequest) -> str:
    """The kind of :data:`KINDS` whose memory ``request`` is asked of."""
    kind = next((kind for kind, domains in KINDS.items() if request.domain in domains), None)
    if kind is None:
        raise ValueError(f"{OTHER_REQUESTS.name}: domain {request.domain!r} is in no kind of KINDS")
    return kind


def commands(path: Path = COMMANDS) -> dict[str, str]:
    """Each question's id and the command it was put as (:data:`COMMANDS`)."""
    with path.open(encoding="utf-8") as lines:
        return {row["id"]: row["command"] for row in map(json.loads, lines)}


def abstained(result: Retrieval) -> bool:
    return not (result.tasks or result.insights or result.resolved or result.failed) and all(
        not context.text for context in result.roles.values()
    )


def _hits(memory: Memory, queries: list[str], *, abstain: bool, domain: str | None = None) -> list[bool]:
    """Whether each query answered (or abstained) as it should; with ``domain``, an answer counts only when
    its first task is of that domain."""
    hits = []
    for query in queries:
        result = memory.retrieve(query, roles=ROLES)
        silent = abstained(result)
        hits.append(silent if abstain else not silent and (domain is None or result.tasks[0].node.domain == domain))
    return hits


#: {(memory, queries, expected): whether each query answered or abstained as expected}
Hits = dict[tuple[str, str, str], list[bool]]


def _ask(
    hits: Hits,
    memory: Memory,
    name: str,
    queries_name: str,
    queries: list[str],
    *,
    abstain: bool,
    domain: str | None = None,
) -> None:
    """Ask ``memory`` (called ``name``) the ``queries``, adding whether each behaved as expected to ``hits``."""
    key = (name, queries_name, "abstain" if abstain else "answer")
    hits.setdefault(key, []).extend(_hits(memory, queries, abstain=abstain, domain=domain))


def _share(hits: list[bool]) -> float:
    return round(sum(hits) / len(hits), 3)


def benchmark(
    trajectories: Path, hotpotqa: Path, config: MemoryConfig, workdir: Path, embedder: Embedder | None = None
) -> list[dict]:
    """One row per (split, memory, query set): the share of queries that behaved as they should."""
    records = [task for _, task in read_jsonl(trajectories)]
    questions = load_questions(hotpotqa)
    table = rephrasings.load()
    commanded = commands()
    rows = []
    for s, split in enumerate(SPLITS):
        mine = [r for n, r in enumerate(records) if n % 2 == s]
        others = [r for n, r in enumerate(records) if n % 2 != s]
        alfworld_queries = [r.instruction for r in mine] + [
            table[(wording, v)][r.id] for wording in WORDINGS[split] for v in range(rephrasings.VARIANTS) for r in mine
        ]
        asked = questions[s * QUESTIONS_PER_SPLIT : (s + 1) * QUESTIONS_PER_SPLIT]
        claimed = claims(asked, split)
        requests = other_requests(split)
        other_acts = [r.text for r in requests if r.kind == "act"]
        other_questions = [r.text for r in requests if r.kind == "question"]
        tasks = benchmark_tasks(split)
        voiced = voiced_commands(split)
        hits: Hits = {}
        with Memory.open(str(workdir / f"alfworld-{split}.db"), config=config, embedder=embedder) as memory:
            memory.record_many(others)
            _ask(hits, memory, "ALFWorld", ALFWORLD_TASKS, alfworld_queries, abstain=False)
            _ask(hits, memory, "ALFWorld", "HotpotQA questions", [q.question for q in asked], abstain=True)
            _ask(hits, memory, "ALFWorld", AS_COMMANDS, [commanded[q.id] for q in asked], abstain=True)
            _ask(hits, memory, "ALFWorld", IN_VOICES, [c for q in asked for c in voiced[q.id]], abstain=True)
            _ask(hits, memory, "ALFWorld", OTHER_ACTS, other_acts, abstain=True)
            _ask(hits, memory, "ALFWorld", OTHER_QUESTIONS, other_questions, abstain=True)
            _ask(hits, memory, "ALFWorld", "fact-check claims", claimed, abstain=True)
            for benchmark_name, name in BENCHMARKS.items():
                own_tasks = [task.instruction for task in tasks if task.benchmark == benchmark_name]
                _ask(hits, memory, "ALFWorld", f"{name} tasks", own_tasks, abstain=True)
        for n, (kept, checked) in enumerate(halves(len(asked))):
            runs = [question_record(asked[i]) for i in kept]
            other = [asked[i].question for i in checked]
            other_commands = [commanded[asked[i].id] for i in checked]
            other_voices = [c for i in checked for c in voiced[asked[i].id]]
            with Memory.open(str(workdir / f"hotpotqa-{split}-{n}.db"), config=config, embedder=embedder) as memory:
                memory.record_many(runs)
                _ask(hits, memory, "HotpotQA", "HotpotQA questions", other, abstain=False)
                _ask(hits, memory, "HotpotQA", AS_COMMANDS, other_commands, abstain=False)
                _ask(hits, memory, "HotpotQA", IN_VOICES, other_voices, abstain=False)
                _ask(hits, memory, "HotpotQA", OTHER_ACTS, other_acts, abstain=True)
                _ask(hits, memory, "HotpotQA", OTHER_QUESTIONS, other_questions, abstain=True)
                _ask(hits, memory, "HotpotQA", ALFWORLD_TASKS, alfworld_queries, abstain=True)
            in_prompts = [
                r.model_copy(update={"instruction": REACT_PROMPT.format(question=r.instruction)}) for r in runs
            ]
            with Memory.open(str(workdir / f"react-{split}-{n}.db"), config=config, embedder=embedder) as memory:
                memory.record_many(in_prompts)
                own_in_prompts = [REACT_PROMPT.format(question=q) for q in other]
                others_in_prompts = [REACT_PROMPT.format(question=q) for q in other_questions]
                _ask(hits, memory, IN_REACT_PROMPTS, "HotpotQA questions", own_in_prompts, abstain=False)
                _ask(hits, memory, IN_REACT_PROMPTS, OTHER_QUESTIONS, others_in_prompts, abstain=True)
            with Memory.open(str(workdir / f"claims-{split}-{n}.db"), config=config, embedder=embedder) as memory:
                memory.record_many([claim_record(asked[i], claimed[i]) for i in kept])
                checks = [claimed[i] for i in checked]
                _ask(hits, memory, "fact checks", "other fact-check claims", checks, abstain=False)
                _ask(hits, memory, "fact checks", ALFWORLD_TASKS, alfworld_queries, abstain=True)
            with Memory.open(str(workdir / f"both-{split}-{n}.db"), config=config, embedder=embedder) as memory:
                memory.record_many(others + runs)
                _ask(hits, memory, BOTH, "HotpotQA questions", other, abstain=False, domain=QA)
                _ask(hits, memory, BOTH, AS_COMMANDS, other_commands, abstain=False, domain=QA)
                _ask(hits, memory, BOTH, IN_VOICES, other_voices, abstain=False, domain=QA)
                _ask(hits, memory, BOTH, ALFWORLD_TASKS, alfworld_queries, abstain=False, domain=others[0].domain)
        for kind in KINDS:
            own = [r for r in requests if kind_of(r) == kind]
            for n, request in enumerate(own):
                path = workdir / f"{kind}-{split}-{n}.db"
                with Memory.open(str(path), config=config, embedder=embedder) as memory:
                    memory.record_many([kind_record(kind, m, r) for m, r in enumerate(own) if m != n])
                    _ask(hits, memory, ANOTHER_KIND, OWN_KIND, [request.text], abstain=False)
            with Memory.open(str(workdir / f"{kind}-{split}.db"), config=config, embedder=embedder) as memory:
                memory.record_many([kind_record(kind, m, r) for m, r in enumerate(own)])
                foreign = [r.text for r in requests if kind_of(r) != kind]
                _ask(hits, memory, ANOTHER_KIND, OTHER_KINDS, foreign, abstain=True)
                _ask(hits, memory, ANOTHER_KIND, ALFWORLD_TASKS, alfworld_queries, abstain=True)
                _ask(hits, memory, ANOTHER_KIND, "HotpotQA questions", [q.question for q in asked], abstain=True)
        _ask_benchmarks(hits, tasks, alfworld_queries, [q.question for q in asked], workdir, config, embedder)
        rows += [
            {"split": split, "memory": name, "queries": queries, "n": len(got), "expect": expect, "share": _share(got)}
            for (name, queries, expect), got in hits.items()
        ]
    return rows


def _ask_benchmarks(
    hits: Hits,
    tasks: list[BenchmarkTask],
    chores: list[str],
    questions: list[str],
    workdir: Path,
    config: MemoryConfig,
    embedder: Embedder | None,
) -> None:
    """The rows of the memories of another benchmark (:data:`BENCHMARKS`): the run of each of its ``tasks`` asked
    of a memory of the others, which should answer with a task of its type first; then all of them, asked the
    ``chores``, the ``questions`` and the other benchmark's tasks, which should get nothing."""
    runs = [benchmark_record(n, task) for n, task in enumerate(tasks)]
    type_of = {run.id: task.task_type for run, task in zip(runs, tasks)}
    for benchmark_name, name in BENCHMARKS.items():
        own = [run for run in runs if run.domain == benchmark_name]
        for run in own:
            path = workdir / f"{run.id}.db"
            with Memory.open(str(path), config=config, embedder=embedder) as memory:
                memory.record_many([other for other in own if other.id != run.id])
                result = memory.retrieve(run.instruction, roles=ROLES)
            first = result.tasks[0].node.id if result.tasks else None
            hits.setdefault((name, OWN_TASKS, "answer"), []).append(not abstained(result))
            hits.setdefault((name, SAME_TYPE, "answer"), []).append(
                first is not None and type_of[first] == type_of[run.id]
            )
        with Memory.open(
            str(workdir / f"{benchmark_name}-{tasks[0].split}.db"), config=config, embedder=embedder
        ) as memory:
            memory.record_many(own)
            _ask(hits, memory, name, ALFWORLD_TASKS, chores, abstain=True)
            _ask(hits, memory, name, "HotpotQA questions", questions, abstain=True)
            others = [run.instruction for run in runs if run.domain != benchmark_name]
            _ask(hits, memory, name, "the other benchmark's tasks", others, abstain=True)


def print_report(rows: list[dict]) -> None:
    table = Table(title="abstention across domains (share of queries that answered / abstained as expected)")
    for column in ("split", "memory", "queries", "n", "expect", "share"):
        table.add_column(column)
    for row in rows:
        table.add_row(*(str(row[c]) for c in ("split", "memory", "queries", "n", "expect", "share")))
    Console(width=160).print(table)


def plot(rows: list[dict], path: Path) -> None:
    """The share of each set that behaved as expected, one row per set (memory, queries, what they should get), tune
    and held-out side by side, with the 0.95 target."""
    sets = list(dict.fromkeys((r["memory"], r["queries"], r["expect"]) for r in rows))
    by_split = {
        split: {(r["memory"], r["queries"], r["expect"]): r["share"] for r in rows if r["split"] == split}
        for split in SPLITS
    }
    expected = {"answer": "context", "abstain": "nothing"}
    shares(
        [f"{m} memory: {q} ({expected[e]})" for m, q, e in sets],
        {split: [by_split[split].get(s, 0) for s in sets] for split in SPLITS},
        path,
        xlabel="share of queries that got what they should",
        target=0.95,
    )


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trajectories", required=True, type=Path)
    p.add_argument("--hotpotqa", required=True, type=Path)
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        rows = benchmark(args.trajectories, args.hotpotqa, MemoryConfig(), Path(tmp))
    print_report(rows)
    print(json.dumps(rows))
    plot(rows, Path(__file__).parent / "results" / "crossdomain.png")


if __name__ == "__main__":
    main()
