"""Role contexts chosen for each role, runs without a verdict in them, and what roles cost in embeddings."""

from __future__ import annotations

import json
from itertools import combinations

import numpy as np
import pytest

from benchmarks.roles import DATA, TEAM, body_lines, main, shared_share
from gmem import Memory, MemoryConfig, Role, TaskStatus
from gmem.embedding import Embedder
from gmem.roles import is_role
from gmem.tiers.reading import WORD_PROMPT


class CountingEmbedder:
    """The session's MiniLM, counting the texts it is asked to embed."""

    def __init__(self, inner: Embedder) -> None:
        self._inner = inner
        self.name, self.dimension = inner.name, inner.dimension
        self.texts: list[str] = []

    def embed(self, texts: list[str]) -> np.ndarray:
        self.texts.extend(texts)
        return self._inner.embed(texts)


@pytest.fixture(scope="module")
def team_memory(embedder, alfworld_rows):
    counting = CountingEmbedder(embedder)
    memory = Memory.open(":memory:", embedder=counting)
    memory.record_many(alfworld_rows[:-8])
    yield memory, counting
    memory.close()


def test_three_roles_share_at_most_half_their_lines(team_memory, alfworld_rows):
    memory, _ = team_memory
    for row in alfworld_rows[-8:]:
        retrieval = memory.retrieve(row["instruction"], roles=TEAM)
        lines = {r.name: body_lines(retrieval.for_role(r.name).text, r.name) for r in TEAM}
        for a, b in combinations(TEAM, 2):
            assert shared_share(lines[a.name], lines[b.name]) <= 0.5, (row["id"], a.name, b.name)


def test_a_role_sees_its_own_past_turns_and_the_others_see_their_kind_of_memory(team_memory, alfworld_rows):
    memory, _ = team_memory
    retrieval = memory.retrieve(alfworld_rows[-1]["instruction"], roles=TEAM)
    solver, planner, critic = (retrieval.for_role(r.name).text for r in TEAM)
    assert "What you did in similar tasks:" in solver and "[you] " in solver  # the runs' agent is "solver"
    assert "Plan of " in planner and "[you]" not in planner
    if retrieval.failed:
        assert "failed:" in critic
    assert "[solver]" not in planner  # the actor's steps are the actor's


@pytest.mark.parametrize("agent", ["SolverAgent", "solver_agent", "Solver", "solver_0_1", "Solver2"])
def test_a_role_sees_its_own_past_turns_however_another_team_wrote_its_name(
    open_memory, alfworld_rows, agent, tmp_path
):
    """Another team's runs name the acting agent as their framework does (AutoGen's identifiers, a class name): the
    role ``solver`` is still the one that took those steps."""
    renamed = [{**row, "steps": [{**step, "agent": agent} for step in row["steps"]]} for row in alfworld_rows[:-8]]
    memory = open_memory(tmp_path / "renamed.db")
    memory.record_many(renamed)
    solver = memory.retrieve(alfworld_rows[-1]["instruction"], roles=TEAM).for_role("solver").text
    assert "What you did in similar tasks:" in solver and "[you] " in solver
    assert f"[{agent}]" not in solver


@pytest.mark.parametrize(
    "agent, role, same",
    [
        ("solver_2_0", "solver", True),  # DyLAN's grid: a role's instances by column and row
        ("planner #2", "planner", True),
        ("critic_1", "solver", False),
        ("solver2", "solver1", False),  # roles numbered by the team are roles of their own
        ("solver1", "solver1", True),
        ("plan_reviewer", "planner", False),
    ],
)
def test_a_role_s_numbered_instances_are_the_role(agent, role, same):
    assert is_role(agent, Role(name=role)) is same


def test_roles_and_lessons_are_embedded_once(team_memory, alfworld_rows):
    memory, counting = team_memory
    query = alfworld_rows[-2]["instruction"]
    memory.retrieve(query, roles=TEAM)
    counting.texts.clear()
    memory.retrieve(query, roles=TEAM)
    memory.retrieve(alfworld_rows[-3]["instruction"], roles=TEAM[:2])
    # Only the queries (with their words the memory has not learned, in the same call): role descriptions
    # and lesson texts seen before are not embedded again.
    queries = [t for t in counting.texts if not t.startswith(WORD_PROMPT.format(""))]
    assert queries == [query, alfworld_rows[-3]["instruction"]]


def _run(task_id: str, instruction: str, status: bool | None) -> dict:
    steps = [
        {
            "agent": "solver",
            "action": "think: find the mug, heat it, put it in the coffeemachine.",
            "observation": "OK.",
        },
        {"agent": "solver", "action": "take mug 1 from countertop 1", "observation": "You pick up the mug 1."},
        {"agent": "solver", "action": "heat mug 1 with microwave 1", "observation": "You heat the mug 1."},
        {"agent": "solver", "action": "put mug 1 in/on coffeemachine 1", "observation": "You put the mug 1."},
    ]
    return {"id": task_id, "instruction": instruction, "steps": steps, "success": status}


def test_runs_without_a_verdict_are_shown_labelled_below_resolved_ones(embedder):
    memory = Memory.open(":memory:", embedder=embedder, config=MemoryConfig(traversal={"resolved_excerpts": 2}))
    memory.record(_run("pending", "put a hot mug in coffeemachine.", None))
    retrieval = memory.retrieve("put a hot mug in coffeemachine.", roles=["solver"])
    assert [e.task_id for e in retrieval.unknown] == ["pending"] and not retrieval.resolved
    assert '"put a hot mug in coffeemachine." (outcome unknown):' in retrieval.for_role("solver").text

    memory.record(_run("done", "put a hot mug in coffeemachine.", True))  # the same task, resolved
    retrieval = memory.retrieve("put a hot mug in coffeemachine.", roles=["solver"])
    text = retrieval.for_role("solver").text
    assert text.index("(resolved)") < text.index("(outcome unknown)")  # equal relevance: resolved first
    assert [e.task_id for e in retrieval.resolved] == ["done"] and [e.task_id for e in retrieval.unknown] == ["pending"]
    memory.close()


def test_runs_without_a_verdict_teach_no_lesson_of_success(embedder):
    memory = Memory.open(":memory:", embedder=embedder)
    for i in range(4):
        memory.record(_run(f"u{i}", "put a hot mug in coffeemachine.", None))
    assert memory.insights() == []
    assert memory.task("u0").status == TaskStatus.UNKNOWN
    memory.close()


def test_a_line_several_runs_share_is_shown_once(embedder):
    """Three runs of one instruction open with the same plan: the planner reads it once, and the room the
    copies took goes to the rest of the memory."""
    memory = Memory.open(":memory:", embedder=embedder)
    memory.record_many([_run(f"r{i}", "put a hot mug in coffeemachine.", True) for i in range(3)])
    retrieval = memory.retrieve("put a hot mug in coffeemachine.", roles=TEAM)
    assert len(retrieval.resolved) == 3
    for role in TEAM:
        lines = [line for line in retrieval.for_role(role.name).text.splitlines() if line.startswith("- ")]
        assert len(lines) == len(set(lines)), (role.name, lines)
    assert retrieval.for_role("planner").text.count("Plan of ") == 1
    memory.close()


QUESTIONS = [
    ("In what state is the manufacturer of Bisquick headquartered?", ["Bisquick", "General Mills"], "Minnesota"),
    ("Which band did the husband of Jaclyn Stapp front?", ["Jaclyn Stapp", "Scott Stapp"], "Creed"),
    ("In what county is the W. H. Shipman House?", ["W. H. Shipman House", "Hilo, Hawaii"], "Hawaii County"),
    ("Who founded the company that makes the Kindle?", ["Amazon Kindle", "Amazon (company)"], "Jeff Bezos"),
]


def _question_run(
    n: int, question: str, titles: list[str], answer: str, *, reasoned: bool = False, success: bool | None = True
) -> dict:
    """A ReAct question run as a team records it: searches, then the answer, no plan and no failure; each step
    written as its act alone, or, ``reasoned``, as ReAct's transcript writes it (its thought, then its act)."""
    acts = [*(f"Search[{t}]" for t in titles), f"Finish[{answer}]"]
    observations = [*(f"{t} is ..." for t in titles), "Episode finished."]
    written = [
        f"Thought {i + 1}: on to the next.\nAction {i + 1}: {act}" if reasoned else act for i, act in enumerate(acts)
    ]
    steps = [{"agent": "researcher", "action": a, "observation": o} for a, o in zip(written, observations)]
    return {"id": f"q{n}", "instruction": question, "steps": steps, "success": success}


@pytest.mark.parametrize(
    "reasoned, success",
    [(False, True), (True, True), (False, None)],
    ids=["acts", "thought then act", "without verdicts"],
)
def test_roles_differ_in_a_memory_of_runs_without_plans_or_failures(embedder, reasoned, success):
    """Question runs write no plan and never failed: a planner is shown the course each run took, a reviewer
    how each ended, the researcher its own turns. Before, with nothing for planning or reviewing, both fell
    back to the researcher's runs and read the same lines. Runs whose steps say their reasoning first are
    summed up by their acts, as runs that say only the acts are. A team that records with no judge has only runs
    whose outcome is unknown: the reviewer reads how they ended, so labelled (before, it read the researcher's
    runs)."""
    team = [Role(name="researcher", description="searches for the entities and reads the passages"), *TEAM[1:]]
    memory = Memory.open(":memory:", embedder=embedder)
    memory.record_many([_question_run(n, *q, reasoned=reasoned, success=success) for n, q in enumerate(QUESTIONS)])
    retrieval = memory.retrieve("In what state is the maker of Cheerios headquartered?", roles=team)
    texts = {r.name: retrieval.for_role(r.name).text for r in team}
    lines = {name: body_lines(text, name) for name, text in texts.items()}
    for a, b in combinations(lines, 2):
        assert shared_share(lines[a], lines[b]) <= 0.5, (a, b)
    assert "[you] " in texts["researcher"] and "Search[Bisquick]" in texts["researcher"]
    assert "Course of " in texts["planner"] and "Search[Bisquick] -> Search[General Mills]" in texts["planner"]
    ending = "was resolved; it ended: Finish[" if success else "(outcome unknown) ended: Finish["
    assert ending in texts["critic"]
    memory.close()


CODE_TASKS = [
    "write a function that reverses a string",
    "write a function that checks whether a number is prime",
    "write a function that merges two sorted lists",
    "write a function that removes duplicates from a list",
    "write a function that flattens a nested list",
    "write a function that counts the vowels in a string",
]
CODE_TEAM = [
    Role(name="coder", description="writes the code"),
    Role(name="tester", description="runs the tests and reports failures"),
    Role(name="critic", description="reviews the solution for edge cases"),
]


def _code_run(n: int, task: str) -> dict:
    """A run in which every agent of a three-agent team took turns: the tester and the critic both review, and
    the critic only speaks."""
    steps = [
        {"agent": "coder", "action": "write_file[solution.py]", "observation": "wrote 18 lines"},
        {"agent": "tester", "action": "run_tests[test_solution.py]", "observation": f"{n + 3} passed"},
        {"agent": "critic", "action": "Empty input and a single element are covered.", "observation": ""},
        {"agent": "coder", "action": "finish[done]", "observation": "task complete"},
    ]
    return {"id": f"code-{n}", "instruction": task, "steps": steps, "success": True}


def test_every_role_that_took_turns_sees_its_own_and_two_reviewers_do_not_read_the_same_lines(embedder):
    """Another team's runs: all three agents took turns, and two of them would rather review. Each is shown
    what it did itself, and no two read the same memory (before, the tester and the critic read the same
    checks and neither saw its own turns)."""
    memory = Memory.open(":memory:", embedder=embedder)
    memory.record_many([_code_run(n, task) for n, task in enumerate(CODE_TASKS)])
    retrieval = memory.retrieve("write a function that reverses the words of a sentence", roles=CODE_TEAM)
    texts = {r.name: retrieval.for_role(r.name).text for r in CODE_TEAM}
    assert "[you] write_file[solution.py]" in texts["coder"]
    assert "[you] run_tests[test_solution.py]" in texts["tester"] and "[you] write_file" not in texts["tester"]
    assert "[you] Empty input and a single element are covered." in texts["critic"]
    assert "[you] run_tests" not in texts["critic"] and "[you] Empty input" not in texts["tester"]
    lines = {name: body_lines(text, name) for name, text in texts.items()}
    for a, b in combinations(lines, 2):
        assert shared_share(lines[a], lines[b]) <= 0.5, (a, b)
    for context in retrieval.roles.values():  # what is shown is recorded as used (the integrations inject it)
        assert context.excerpt_task_ids
    memory.close()


def test_a_team_larger_than_the_sections_still_reads_its_own_and_a_planner_reads_its_plans_once(embedder):
    """Four agents took turns, one more than there are sections: the reviewer left without a section of its
    own reads its own turns rather than the other reviewer's checks, and the planner, who wrote the runs'
    plans, reads each once (in its plans, not again as its turns)."""
    planner = Role(name="planner", description="plans the steps before the team acts")
    runs = []
    for n, task in enumerate(CODE_TASKS):
        run = _code_run(n, task)
        run["steps"].insert(0, {"agent": "planner", "action": f"Plan: signature, body, tests for: {task}"})
        runs.append(run)
    memory = Memory.open(":memory:", embedder=embedder)
    memory.record_many(runs)
    team = [*CODE_TEAM, planner]
    retrieval = memory.retrieve("write a function that reverses the words of a sentence", roles=team)
    texts = {r.name: retrieval.for_role(r.name).text for r in team}
    lines = {name: body_lines(text, name) for name, text in texts.items()}
    for a, b in combinations(lines, 2):
        assert shared_share(lines[a], lines[b]) <= 0.5, (a, b)
    assert "[you] run_tests" in texts["tester"] and "[you] Empty input" in texts["critic"]
    shown_plans = [line for line in texts["planner"].splitlines() if "Plan: signature, body, tests for" in line]
    assert shown_plans and len(shown_plans) == len({line.split(": ", 1)[0] for line in shown_plans})
    assert "[you] Plan:" not in texts["planner"]
    memory.close()


def test_failures_reach_the_reviewer_where_every_resolved_run_took_the_same_steps(embedder):
    """A coding team's runs all write, test and finish; the failed ones skipped the tests. No procedure tells
    one task from another, so how far below the best a failure scores says how far its topic is, not its
    kind: the margin hid every failure from the critic, which now reads the nearest."""
    more = ["write a function that sorts a list of words", "write a function that sums the digits of a number"]
    more += ["write a function that checks whether two words are anagrams", "write a function that finds a word"]
    runs = []
    for n, task in enumerate(CODE_TASKS + more):
        run = _code_run(n, task)
        if n % 3 == 2:  # skipped the tests and failed
            run["steps"] = [s for s in run["steps"] if s["agent"] == "coder"]
            run["success"] = False
        runs.append(run)
    memory = Memory.open(":memory:", embedder=embedder)
    memory.record_many(runs)
    retrieval = memory.retrieve("write a function that reverses a list", roles=CODE_TEAM)
    assert retrieval.tasks[0].node.id == "code-0"  # "reverses a string": near word for word, far above the rest
    assert retrieval.failed and {e.task_id for e in retrieval.failed} <= {"code-2", "code-5", "code-8"}
    assert "failed:" in retrieval.for_role("critic").text
    memory.close()


def _chat_run(n: int, topic: str) -> dict:
    """A run of a team that only talks: no environment, no action, no thought."""
    steps = [
        {"agent": "writer", "action": f"Draft of a haiku about {topic}: five, seven, five syllables."},
        {"agent": "reviewer", "action": "Check the syllable count of each line."},
        {"agent": "writer", "action": "Revised: done."},
    ]
    return {"id": f"poem-{n}", "instruction": f"write a haiku about {topic}", "steps": steps, "success": True}


def test_a_planner_of_a_team_that_only_talks_reads_the_course_of_its_runs_not_the_writer_s_turns(embedder):
    """Runs of messages alone have no plan and no action: the editor's planning section was empty, and it fell
    back to the team's turns, 88% the writer's lines. It now reads who said what in turn, a line per run."""
    team = [
        Role(name="writer", description="writes the text"),
        Role(name="reviewer", description="reviews the draft and points out mistakes"),
        Role(name="editor", description="plans the structure of the text"),
    ]
    memory = Memory.open(":memory:", embedder=embedder)
    memory.record_many([_chat_run(n, topic) for n, topic in enumerate(["the sea", "autumn", "trains", "coffee"])])
    retrieval = memory.retrieve("a haiku about the moon, please", roles=team)
    texts = {r.name: retrieval.for_role(r.name).text for r in team}
    assert '- Course of "write a haiku about' in texts["editor"]
    assert "writer: Draft of a haiku" in texts["editor"] and "-> reviewer: Check the syllable count" in texts["editor"]
    assert "[writer]" not in texts["editor"]
    lines = {name: body_lines(text, name) for name, text in texts.items()}
    for a, b in combinations(lines, 2):
        assert shared_share(lines[a], lines[b]) <= 0.5, (a, b)
    memory.close()


def test_a_reviewer_reads_how_a_similar_run_failed_what_the_tool_answered_and_what_was_said(embedder):
    """A support team's failed refund: the tool refused it and the supervisor said why. The reviewer was shown the
    call alone, its refusal called the last effective action; and a team that only talks had no turns to show."""
    refused = {
        "id": "refund-1",
        "instruction": "Issue a refund to a customer whose package never arrived",
        "success": False,
        "steps": [
            {"agent": "agent", "action": "lookup_order(5532)", "observation": "order 5532: in transit, $40"},
            {"agent": "agent", "action": "issue_refund(5532, 40)", "observation": "Error: carrier claim still open"},
            {"agent": "supervisor", "action": "We must close the carrier claim before refunding."},
        ],
    }
    rejected = _chat_run(9, "the harbour") | {"id": "poem-rejected", "success": False}
    rejected["steps"][-1] = {"agent": "reviewer", "action": "Rejected: the second line has nine syllables."}
    memory = Memory.open(":memory:", embedder=embedder)
    memory.record_many([refused, rejected])
    support = [Role(name="agent", description="calls the tools"), Role(name="supervisor", description="reviews")]
    text = memory.retrieve("Refund a customer whose parcel was lost", roles=support).for_role("supervisor").text
    assert "answered with an error, e.g. 'issue_refund(5532, 40)' -> 'Error: carrier claim still open'" in text
    assert "last effective action was 'lookup_order(5532)'" in text
    assert "-> Error: carrier claim still open" in text and "[you] We must close the carrier claim" in text
    poets = [Role(name="writer", description="writes"), Role(name="reviewer", description="reviews the draft")]
    text = memory.retrieve("a haiku about the harbour", roles=poets).for_role("reviewer").text
    assert "[you] Rejected: the second line has nine syllables." in text
    memory.close()


def _stats_run(n: int, team: str, searched: list[tuple[str, str]], success: bool) -> dict:
    """A run of AgentChat's SelectorGroupChat example team: the planner plans, the searcher searches, the analyst
    computes."""
    steps = [{"agent": "PlanningAgent", "action": f"Initial plan:\n1. WebSearchAgent: find the {team} figures."}]
    steps += [
        {"agent": "WebSearchAgent", "action": f'search_web_tool(query="{q}")', "observation": a} for q, a in searched
    ]
    steps += [
        {"agent": "DataAnalystAgent", "action": "percentage_change_tool(start=214, end=398)", "observation": "85.98"},
        {"agent": "PlanningAgent", "action": "TERMINATE"},
    ]
    return {
        "id": f"stats-{n}",
        "instruction": f"Which {team} player scored the most points in 2006-2007, and how did his rebounds change?",
        "success": success,
        "steps": steps,
    }


def test_a_role_whose_own_acts_failed_reads_them_with_the_error_they_met(embedder):
    """The searcher's searches in the failed run that ranks first met "Error: search quota exceeded": it read only the
    runs that worked, and the failure went whole to the role that reviews. It now reads its own failed searches too;
    the reviewer, who reads the failure whole, does not read them twice."""
    quota = [("Celtics points leader 2006-2007", "Error: search quota exceeded")]
    memory = Memory.open(":memory:", embedder=embedder)
    memory.record_many(
        [
            _stats_run(1, "Miami Heat", [("Miami Heat points leader 2006-2007", "Dwyane Wade, 1397 points.")], True),
            _stats_run(2, "Chicago Bulls", [("Bulls points leader 2006-2007", "Luol Deng, 1541 points.")], True),
            _stats_run(3, "Boston Celtics", quota, False),
        ]
    )
    team = [
        Role(name="PlanningAgent", description="plans the work and delegates"),
        Role(name="WebSearchAgent", description="searches the web for information"),
        Role(name="DataAnalystAgent", description="reviews the figures and checks the calculations"),
    ]
    retrieval = memory.retrieve("Which Boston Celtics player scored the most points in 2008-2009?", roles=team)
    searcher, analyst = retrieval.for_role("WebSearchAgent").text, retrieval.for_role("DataAnalystAgent").text
    assert [e.task_id for e in retrieval.failed] == ["stats-3"]
    assert "(failed), answered with an error:" in searcher and "-> Error: search quota exceeded" in searcher
    assert '[you] search_web_tool(query="Celtics points leader 2006-2007")' in searcher
    assert "failed: 1 action(s) were answered with an error" in analyst and "answered with an error:" not in analyst
    memory.close()


def test_a_reviewer_reads_the_verdict_s_reason_with_the_run_s_whether_it_came_with_the_run_or_later(embedder):
    """A judge's "expected ..., answered ..." says what the run alone cannot. Until the seventy-third session it was
    shown only when the run's own analysis found nothing (never: it always says where the run stopped), and a run
    settled failed by ``feedback`` was shown with "no reason recorded"."""
    run = {
        "instruction": "Which magazine was started first, Arthur's Magazine or First for Women?",
        "steps": [
            {"agent": "researcher", "action": "search[Arthur's Magazine]", "observation": "Arthur's Magazine (1844)"},
            {"agent": "answerer", "action": "finish[First for Women]", "observation": "Episode finished."},
        ],
    }
    why = "expected 'Arthur's Magazine', answered 'First for Women'"
    team = [Role(name="researcher", description="looks things up"), Role(name="answerer", description="checks")]
    question = "Which was founded first, Arthur's Magazine or First for Women?"
    for later in (False, True):
        with Memory.open(":memory:", embedder=embedder) as memory:
            if later:
                memory.record(run | {"id": "run", "success": None})
                memory.feedback("run", False, detail=why)
            else:
                memory.record(run | {"id": "run", "success": False, "outcome_detail": why})
            assert memory.task("run").outcome_detail == why
            text = memory.retrieve(question, roles=team).for_role("answerer").text
        shown = f"failed: {why}; last effective action was 'finish[First for Women]'; stopped after 2 steps"
        assert shown in text, (later, text)


def test_a_judge_s_long_reason_is_cut_and_the_failed_run_is_still_shown(embedder, alfworld_rows):
    """A judge that returns its whole evaluation: shown in full, the failed run's block outgrew the reviewer's budget
    and the run was not shown at all."""
    evaluation = "The judge says: " + "the mug is not a cup. " * 300
    rows = [{**row, "outcome_detail": evaluation} if row["id"] == "alfworld-16" else row for row in alfworld_rows]
    with Memory.open(":memory:", embedder=embedder) as memory:
        memory.record_many(rows)
        text = memory.retrieve("put a hot cup in cabinet.", roles=["solver", "critic"]).for_role("critic").text
    assert '"put a hot cup in cabinet." failed: The judge says: the mug is not a cup.' in text
    shown = text.split("failed: ", 1)[1].split("; repeated", 1)[0]
    assert len(shown) <= 250 and "last effective action was 'put mug 1 in/on cabinet 1'" in text


@pytest.mark.skipif(not DATA.exists(), reason="the recorded runs in ../shared are not here")
def test_the_roles_benchmark_measures_and_writes_its_report(tmp_path, capsys):

    assert main(["--limit", "10", "--repeats", "1", "--out", str(tmp_path)]) == 0
    report = json.loads((tmp_path / "roles.json").read_text())
    assert report["overlap"]["retrievals"] == 5 and set(report["overlap"]["pairs"]) == {
        "solver/planner",
        "solver/critic",
        "planner/critic",
    }
    assert report["overlap"]["own_turns"]["solver"]["exist"] > 0
    unjudged = report["overlap_without_verdicts"]
    assert unjudged["retrievals"] == 5 and max(f["max"] for f in unjudged["pairs"].values()) <= 0.5
    assert report["cost"]["queries"] == 10 and report["cost"]["ratio_to_no_roles"]["no roles"] == 1.0
    assert (tmp_path / "roles.png").stat().st_size > 10_000
    assert "solver/critic" in capsys.readouterr().out
