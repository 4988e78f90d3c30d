"""LLM-free lessons that generalise: no answers, labels or entities in a lesson, no lesson with mixed
support, and reasoning lines in the common agent formats recognised as thoughts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterable

import pytest
from autogen_agentchat.messages import ToolCallExecutionEvent, ToolCallRequestEvent
from autogen_core import FunctionCall
from autogen_core.models import FunctionExecutionResult

from gmem import Memory
from gmem.integrations.autogen.capture import RunCapture
from gmem.models import Insight, TaskRecord, TaskStatus
from gmem.store.writes import MINED
from gmem.text import is_thought, only_talks, procedure_features, template, words
from gmem.tiers.insight import (
    KindMember,
    LessonKind,
    lesson_kind,
    lesson_steps,
    mine,
    one_procedure,
    telling_step,
)
from gmem.tiers.interaction import analyse_failure, key_steps
from tests.conftest import EXCERPT

ENTITIES = ["Nikolaj Coster-Waldau", "Roman Atwood", "Adrienne Bailon", "Tilda Swinton", "Homeland", "Soul Food"]
#: (claim, entity, gold label): each entity once with a true and once with a false claim.
CLAIMS = [
    (f"{entity} {claim}", entity, label)
    for entity in ENTITIES
    for claim, label in (("is mentioned on Wikipedia.", "SUPPORTS"), ("has never been mentioned anywhere.", "REFUTES"))
]


def fact_check_run(i: int, claim: str, entity: str, answer: str, *, correct: bool) -> dict:
    """A ReAct fact-checking run: numbered thoughts and actions, the answer in ``Finish[...]``."""
    given = answer if correct else ("REFUTES" if answer == "SUPPORTS" else "SUPPORTS")
    return {
        "id": f"claim-{i}",
        "instruction": f"Check this claim against Wikipedia, then finish with your label. Claim: {claim}",
        "steps": [
            {
                "agent": "verifier",
                "action": f"Thought 1: I need to search {entity} to check the claim.",
                "observation": "OK.",
            },
            {
                "agent": "verifier",
                "action": f"Action 1: Search[{entity}]",
                "observation": f"{entity} is a page about {entity}.",
            },
            {"agent": "verifier", "action": "Thought 2: The page is enough to decide.", "observation": "OK."},
            {"agent": "verifier", "action": f"Action 2: Finish[{given}]", "observation": "Episode finished."},
        ],
        "success": correct,
    }


@pytest.mark.parametrize(
    "line",
    [
        "Thought 1: I need to search Paris.",
        "Thought: first find the mug.",
        "Plan: take the mug, then heat it.",
        "**Thought:** check the fridge",
        "Reasoning: the page says so.",
        "think: find a mug first.",
    ],
)
def test_reasoning_lines_in_common_agent_formats_are_thoughts(line):
    assert is_thought(line)


@pytest.mark.parametrize("line", ["go to plan 1", "Planet X: orbit", "Search[Thought]", "take mug 1 from table 1"])
def test_actions_are_not_thoughts(line):
    assert not is_thought(line)


@pytest.mark.parametrize(
    "step, shape",
    [
        ("Thought 1: I need to search Paris.\nAction 1: Search[Paris]", "search[_]"),  # ReAct's transcript
        ("Thought 2: I need to search Paris. Action 2: Search[Paris]", "search[_]"),  # a log that keeps one line
        ("Thought: I have the page.\nAction: lookup\nAction Input: population", "lookup[_]"),  # LangChain's ReAct
        ('I will look the city up first.\nsearch({"query": "Paris"})', "search[_]"),  # LangGraph: words, then the call
        ("**Thought:** it is hot. **Action:** `put mug 1 in/on coffeemachine 1`", "put _ in/on _"),
        ("Action: search\nAction Input: Paris", "search[_]"),  # LangChain's action, no reasoning before it
        ("I will compute it.\n```python\nprint(6 * 7)\n```", "print[_]"),  # a CodeExecutorAgent's words and code
        ("Action 3: go to desk 1\nObservation 3: You arrive at desk 1.", "go to _"),  # a turn that wrote its answer
        ("Thought 1: find it.\nAction 1: Search[P]\nObservation 1: P is a city.\nAction 2: Finish[P]", "search[_]"),
    ],
)
def test_a_step_that_reasons_and_then_acts_did_the_act(step, shape):
    """One text holding the reasoning and the act it led to is the act: the observation after it answers the act,
    and runs that reason in other words did the same step."""
    assert not is_thought(step) and template(step) == shape


@pytest.mark.parametrize(
    "step",
    [
        "Plan:\n1. search the film\n2. look up its director",  # a plan's list is no act taken
        "Thought 1: not yet.\nAction 1: think: where is the mug?",  # the act stated is a thought
        "Thought: the act: heating it would do",  # no label of an act, as ReAct writes one
    ],
)
def test_reasoning_that_states_no_act_stays_a_thought(step):
    assert is_thought(step)


@pytest.mark.parametrize(
    "message",
    [
        "Here is a haiku about the first snow:\n\nWhite hush on the road,\nthe plough's lamp blinks",  # a draft
        "This is much better: concrete and consistent. APPROVE",  # a verdict after a sentence
        "Still off: line 5 does not rhyme with lines 1 and 2.",  # a clause, then what it says
        "Approved. Ship it.",
        "All figures check out against the source doc.",  # a statement, as a command never opens
        "The imagery is good but the second line is abstract and it should use a concrete image instead",
        '{"source": "critic", "content": "Much better now. APPROVE", "type": "TextMessage"}',  # AgentChat's message
    ],
)
def test_a_chat_team_s_messages_only_talk(message):
    assert only_talks(message) and procedure_features([(message, "")]) == []


def test_a_conversation_s_sentences_are_said_to_the_team_and_its_commands_are_acts():
    """A run that nothing answered and that mostly talks is a conversation: the editor's "Tighten the opening; cut the
    second paragraph." is said to the writer, though it states nothing, where a command logged in it is an act."""
    drafting = [
        ("Here is a first draft:\n\nThe spring sale opens on Monday.", ""),
        ("Tighten the opening; cut the second paragraph.", ""),
        ("Revised draft with a shorter headline.", ""),
        ("All figures check out against the source doc.", ""),
        ("Approved. Ship it.", ""),
    ]
    assert procedure_features(drafting) == []
    reviewed = [
        ("The mug must be on the desk.", ""),
        ("go to desk 1", ""),
        ("The desk has a mug on it, good.", ""),
        ("Good, it is there. Take it now.", ""),
    ]
    assert procedure_features(reviewed) == ["go to _#1"]
    # where most steps act, a sentence logged without an answer is one of them (a team that keeps its acts alone)
    assert procedure_features([("Go to desk 1.", ""), ("take mug 1 from desk 1", "")]) == [
        "go to _#1",
        "take _ from _#1",
    ]


def test_a_critic_s_signal_is_said_to_the_team_and_a_command_in_capitals_is_an_act(open_memory):
    """AgentChat's critic answers "APPROVE", and ``TextMentionTermination("APPROVE")`` stops the team: the signal was
    the act of every resolved run, and the team learned 'For tasks like "write a haiku about", resolved runs did:
    approve.' A draft and its "APPROVE" alone are a conversation too; a run of commands in capitals is none."""
    draft = "Waves fold into foam\nthe tide keeps patient count\nsalt on the cold stones"
    memory = open_memory()
    for n, topic in enumerate(("the sea", "autumn rain", "a quiet morning", "city lights", "the winter moon")):
        approved = n != 3
        steps = [
            {"agent": "primary", "action": draft},
            {"agent": "critic", "action": "The second line has eight syllables. Cut one."},
            {"agent": "primary", "action": draft},
            {"agent": "critic", "action": "APPROVE" if approved else "Still not right: the imagery is vague."},
        ]
        memory.record(
            {"id": f"p{n}", "instruction": f"Write a haiku about {topic}.", "success": approved, "steps": steps}
        )
    assert memory.insights() == []
    assert procedure_features([(draft, ""), ("APPROVE", "")]) == []
    assert procedure_features([("LOOK", ""), ("NORTH", ""), ("TAKE LAMP", "")]) == ["look#1", "north#1", "take lamp#1"]


def test_a_speaker_s_statement_talks_unless_the_world_answered_it():
    """A speaker's "I think ..." to the team is talk; "I open ..." answered by the world told what the speaker did."""
    assert only_talks("I think the draft works now")
    narrated = ("I open the fridge 1", "You open the fridge 1. The fridge 1 is open.")
    assert not only_talks(*narrated) and procedure_features([narrated]) == ["i open the _#1"]


@pytest.mark.parametrize(
    "step",
    [
        "APPROVE",  # short words alone stay what a step says
        "go to desk 1.",
        "execute_action: take mug 1",  # one word before a colon is a tool's label
        "cd src; make test",
        'git commit -m "Fix the bug. Add a test."',  # a quoted sentence is an argument
        "Thought 1: I should look it up.\nAction 1: Search[Paris]",  # reasons, then acts
        "Heading over now. The desk is next: `go to desk 1`",  # a post's inline command
        "pour cup containing water in pot",
    ],
)
def test_commands_and_calls_do_not_only_talk(step):
    assert not only_talks(step)


def test_a_writer_and_critic_team_learns_no_lesson_from_its_words_and_its_critic_sees_its_failures(open_memory):
    """AgentChat's writer and critic, whose critic ends a good run with "APPROVE": their messages are no procedure, so
    no lesson tells a team not to skip a verdict or a draft's first words, and a team asked the kind of poem it failed
    at before is shown those failures first, its critic the checks that sank them."""
    memory = open_memory()
    for n, (poem, resolved) in enumerate(
        [("a short poem about the fall season", True), ("a haiku about the ocean at night", True),
         ("a limerick about a cat who loves coffee", False), ("a short poem about city rain", True),
         ("a sonnet about a lighthouse keeper", False), ("a haiku about the first snow", True),
         ("a short poem about an old oak tree", True), ("a limerick about a forgetful robot", False)]
    ):  # fmt: skip
        steps = [
            ("primary", f"Here is {poem}:\n\nLeaves drift down in amber light,\nthe year exhales and dims its glow."),
            ("critic", "The imagery is good but the second line is abstract; use a concrete image and keep the meter."),
            ("primary", "Revised:\n\nLeaves drift down in amber light,\nsmoke curls from the chimney's throat."),
        ]
        steps += (
            [("critic", "This is much better: concrete and consistent. APPROVE")]
            if resolved
            else [
                ("critic", "The rhyme scheme is still broken in lines 3 and 5; fix the rhyme."),
                ("primary", "Revised again with a new rhyme in lines 3 and 5."),
                ("critic", "Still off: line 5 does not rhyme with lines 1 and 2."),
            ]
        )
        memory.record(
            {
                "id": f"poem-{n}",
                "instruction": f"Write {poem}.",
                "success": resolved,
                "steps": [{"agent": agent, "action": said} for agent, said in steps],
            }
        )
    assert memory.insights() == []
    retrieval = memory.retrieve("Write a funny limerick about a sleepy dog.", roles=["primary", "critic"])
    assert [t.node.status for t in retrieval.tasks[:2]] == [TaskStatus.FAILED, TaskStatus.FAILED], retrieval.tasks
    assert "line 5 does not rhyme" in retrieval.for_role("critic").text


def test_react_thoughts_are_not_reported_as_ineffective_actions():
    run = TaskRecord.model_validate(fact_check_run(0, *CLAIMS[0], correct=False))
    analysis = analyse_failure(run.steps)
    assert analysis.ignored == [] and "no effect" not in analysis.describe(), analysis
    assert key_steps(run, limit=12)[0] == 0  # the opening thought is the run's plan, kept as such


@pytest.mark.parametrize(
    "action, shape",
    [
        ("Finish[SUPPORTS]", "finish[_]"),
        ("Action 2: Finish[REFUTES]", "finish[_]"),
        ("Action 1: Search[Nikolaj Coster-Waldau]", "search[_]"),
        ("lookup(keyword='Fox')", "lookup[_]"),
        ("heat mug 1 with microwave 1", "heat _ with microwave"),  # the instrument stays named
        ("slice apple 2 using knife 1", "slice _ using knife"),
        ("go to microwave 1", "go to _"),  # a place is not an instrument
        # Planning domains run the number on: an instance all the same, an instrument still named.
        ("right grasp shot1", "right grasp _"),
        ("stack b1 b2.", "stack _ _"),
        ("jack-up the-hub4", "jack-up _"),
        ("clean shot2 with dispenser3", "clean _ with dispenser"),
        # Other teams' runs: tool calls as their frameworks write them.
        ('search({"query": "Paris (France)"})', "search[_]"),  # LangGraph's render, a bracket in the argument
        ('Search["Fox (film)"]', "search[_]"),
        ('{"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\"}"}', "get_weather[_]"),
        ('[{"type": "function", "function": {"name": "lookup", "arguments": "{}"}}]', "lookup[_]"),
        ('{"action": "Search", "action_input": "Fox (film)"}', "search[_]"),  # LangChain's ReAct JSON
        ('{"action": "go to countertop 1"}', "go to _"),  # an environment's command, wrapped: as when plain
        ('{"tool": "web_search", "args": {"q": "paris"}}', "web_search[_]"),
    ],
)
def test_templates_abstract_answers_and_entities(action, shape):
    assert template(action) == shape


def test_fact_checking_stream_mines_no_answer_label_or_entity(open_memory):
    """The LLM-free path once mined "Do not skip 'finish[supports]'" from such a stream."""
    memory = open_memory()
    for i, (claim, entity, answer) in enumerate(CLAIMS):
        memory.record(fact_check_run(i, claim, entity, answer, correct=i % 4 != 3))
    assert memory.insights()  # lessons were mined; none of them may carry an answer or an entity
    for insight in memory.insights():
        assert not names_an_answer_or_entity(insight.text), insight.text


def names_an_answer_or_entity(text: str) -> bool:
    """Whether a lesson says an answer label, or any of an entity's words as a word of its own ("nikolaj coster
    waldau" is "Nikolaj Coster-Waldau", a lesson's kind once named so)."""
    said = set(words(text))
    return bool(said & {"supports", "refutes"} or any(said & set(words(entity)) for entity in ENTITIES))


def test_a_fact_checking_team_on_autogen_tools_mines_no_answer_label_or_entity(open_memory):
    """The same stream, its searches and answers made as AutoGen tool calls. The capture wrote a one-argument call
    as "search: Tilda Swinton", "finish: SUPPORTS": one template per entity and answer, so runs of one procedure
    taught nothing, and where the searches matched, a label was the lesson ("Do not skip 'finish supports'")."""
    memory = open_memory()
    for i, (claim, entity, answer) in enumerate(CLAIMS):
        run = fact_check_run(i, claim, entity, answer, correct=i % 4 != 3)
        capture = RunCapture(set())
        for n, (tool, argument) in enumerate([("search", {"query": entity}), ("finish", {"answer": answer})]):
            call = FunctionCall(id=str(n), name=tool, arguments=json.dumps(argument))
            capture.add(ToolCallRequestEvent(source="verifier", content=[call]))
            result = FunctionExecutionResult(call_id=str(n), name=tool, content=f"{entity}: a page.", is_error=False)
            capture.add(ToolCallExecutionEvent(source="verifier", content=[result]))
        run["steps"] = [step.model_dump(exclude_none=True) for step in capture.steps]
        memory.record(run)
    assert memory.insights()  # lessons were mined; none of them may carry an answer or an entity
    for insight in memory.insights():
        assert not names_an_answer_or_entity(insight.text), insight.text


def test_an_answer_label_never_becomes_a_missing_step():
    """Resolved runs that all answered SUPPORTS and a failed one that answered REFUTES: the label is the
    answer of those claims, not a step other claims should take."""

    def member(i: int, correct: bool) -> KindMember:
        run = fact_check_run(i, *CLAIMS[i], correct=correct)
        procedure = procedure_features((s["action"], s["observation"]) for s in run["steps"])
        return KindMember(
            run["id"], run["instruction"], TaskStatus.RESOLVED if correct else TaskStatus.FAILED, procedure
        )

    resolved = [member(i, True) for i in (0, 2, 4)]  # true claims, answered SUPPORTS
    failed = member(6, False)  # a true claim answered REFUTES
    for update in mine(failed, resolved, set()):
        assert "supports" not in update.text.lower() and "supports" not in update.key.lower(), update.text


def _member(
    task_id: str, status: TaskStatus, procedure: list[str], instruction: str = "put a hot mug in coffeemachine."
) -> KindMember:
    return KindMember(task_id, instruction, status, procedure)


HEAT = ["take _ from _#1", "heat _ with _#1", "put _ in/on _#1"]


def test_a_procedure_that_failed_runs_follow_as_often_is_not_mined():
    kind = [
        _member("r1", TaskStatus.RESOLVED, HEAT),
        _member("f1", TaskStatus.FAILED, HEAT),
        _member("f2", TaskStatus.FAILED, HEAT),
    ]
    new = _member("r2", TaskStatus.RESOLVED, HEAT)
    assert [u for u in mine(new, kind, set()) if u.key.startswith("procedure:")] == []
    # Without the failed followers the same runs make a lesson (the test above is about mixed support).
    assert [u.key for u in mine(new, kind[:1], set())] == ["procedure:" + "|".join(sorted(HEAT))]


def test_a_step_that_failed_runs_also_did_is_not_a_missing_step():
    resolved = [_member(f"r{i}", TaskStatus.RESOLVED, ["open _#1", "finish[_]#1"]) for i in range(3)]
    also_failed = [_member(f"f{i}", TaskStatus.FAILED, ["finish[_]#1"]) for i in range(2)]
    skipped = _member("new", TaskStatus.FAILED, ["open _#1"])
    keys = [u.key for u in mine(skipped, [*resolved, *also_failed], set())]
    assert "missing:finish[_]#1" not in keys


CODE = ["write_file[_]#1", "run_tests[_]#1", "finish[_]#1"]


def test_a_memory_of_one_kind_learns_the_step_its_failures_skipped():
    """Every run of a coding team writes, tests and finishes: each step is ubiquitous, and with the ubiquitous left
    out a failure that skipped the tests taught nothing. A step its failed runs did as well still teaches nothing."""
    resolved = [_member(f"r{i}", TaskStatus.RESOLVED, CODE, "write a function that sorts a list") for i in range(3)]
    skipped = _member("f1", TaskStatus.FAILED, ["write_file[_]#1", "finish[_]#1"], "write a function that adds")
    assert [u.key for u in mine(skipped, resolved, set(CODE))] == ["missing:run_tests[_]#1"]
    tested = [_member(f"f{i}", TaskStatus.FAILED, ["run_tests[_]#1"]) for i in (2, 3)]
    assert mine(skipped, [*resolved, *tested], set(CODE)) == []


CLEAN = ["take _ from _#1", "clean _ with sinkbasin#1", "put _ in/on _#1"]
HEAT_IN_MICROWAVE = ["take _ from _#1", "heat _ with microwave#1", "put _ in/on _#1"]


def test_a_step_every_kind_takes_is_a_lesson_of_the_kind_that_skipped_it():
    """Putting the thing away is a step of every chore (ubiquitous): keyed by the step alone, the lesson a cleaning
    run minted kept its wording ("tasks like 'put a clean ... in'") as heating runs agreed with it, and was read by a
    heating task's critic. Each kind now has its own, keyed and worded with the steps that make the kind."""
    ubiquitous = {"take _ from _#1", "put _ in/on _#1"}
    cleaned = [_member(f"c{i}", TaskStatus.RESOLVED, CLEAN, "put a clean plate in countertop.") for i in range(2)]
    heated = [
        _member(f"h{i}", TaskStatus.RESOLVED, HEAT_IN_MICROWAVE, "heat some egg and put it in garbagecan.")
        for i in range(2)
    ]
    no_clean_put = _member("cf", TaskStatus.FAILED, CLEAN[:2], "put a clean knife in drawer.")
    no_heat_put = _member("hf", TaskStatus.FAILED, HEAT_IN_MICROWAVE[:2], "heat some apple and put it in fridge.")
    [for_cleaning] = mine(no_clean_put, cleaned, ubiquitous)
    [for_heating] = mine(no_heat_put, heated, ubiquitous)
    assert for_cleaning.key == "missing:put _ in/on _#1|clean _ with sinkbasin#1"
    assert for_heating.key == "missing:put _ in/on _#1|heat _ with microwave#1"
    assert "clean" in for_cleaning.text and "heat" in for_heating.text and "clean" not in for_heating.text
    lesson = _lesson(for_heating.key)
    runs_doing = {"put _ in/on _#1": 60, "heat _ with microwave#1": 5}
    assert telling_step(lesson, runs_doing) == "heat _ with microwave#1"  # offered where the best run heated
    # Runs of several kinds share no telling step: the lesson is of every kind, and names none.
    [for_any] = mine(no_clean_put, [*cleaned[:1], *heated], ubiquitous)
    assert for_any.key == "missing:put _ in/on _#1"
    assert "this kind of task" in for_any.text and "clean" not in for_any.text
    # A step that tells the kind itself is keyed by itself, as before.
    no_heat = _member("hg", TaskStatus.FAILED, ["take _ from _#1", "put _ in/on _#1"], "heat a mug, put it in desk.")
    assert [u.key for u in mine(no_heat, heated, ubiquitous)] == ["missing:heat _ with microwave#1"]


def test_a_heating_task_s_critic_reads_no_cleaning_lesson(open_memory):
    """The demo's memory (the shipped ALFWorld excerpt) asked the demo's heating task: each lesson the critic reads
    about a step every chore takes names the heating runs, none the cleaning ones."""
    memory = open_memory()
    memory.import_jsonl(EXCERPT)
    critic = memory.retrieve("heat some egg and put it in countertop.", roles=["solver", "critic"]).for_role("critic")
    skips = [line for line in critic.text.splitlines() if "Do not skip" in line]
    assert any("'put ... in/on ...'" in line for line in skips), critic.text
    assert not any("clean" in line for line in skips), critic.text


def test_a_coding_team_is_told_not_to_skip_the_tests_its_failures_skipped(open_memory):
    memory = open_memory()
    for n, task in enumerate(["reverses a string", "checks for a prime", "merges two lists", "counts vowels"] * 2):
        steps = [
            {"agent": "coder", "action": "write_file[solution.py]", "observation": "wrote 18 lines"},
            {"agent": "tester", "action": "run_tests[test_solution.py]", "observation": f"{n + 3} passed"},
            {"agent": "coder", "action": "finish[done]", "observation": "task complete"},
        ]
        failed = n % 3 == 2
        memory.record(
            {
                "id": f"code-{n}",
                "instruction": f"write a function that {task}",
                "success": not failed,
                "steps": [s for s in steps if s["agent"] == "coder"] if failed else steps,
            }
        )
    lessons = {i.text: i.score for i in memory.insights()}
    assert any(text.startswith("Do not skip 'run_tests[…]'") and score >= 2 for text, score in lessons.items())
    critic = memory.retrieve("write a function that reverses a list", roles=["coder", "critic"]).for_role("critic")
    assert "Do not skip 'run_tests[...]'" in critic.text


def _coding_team(memory: Memory, failed: Iterable[int]) -> None:
    """Eight runs of a coding team that takes the same three steps every time; the runs ``failed`` failed."""
    tasks = ["reverses a string", "checks for a prime", "merges two lists", "counts vowels"] * 2
    for n, task in enumerate(tasks):
        memory.record(
            {
                "id": f"code-{n}",
                "instruction": f"write a function that {task}",
                "success": n not in failed,
                "steps": [
                    {"agent": "coder", "action": "write_file[solution.py]", "observation": "wrote 18 lines"},
                    {"agent": "tester", "action": "run_tests[test_solution.py]", "observation": f"{n + 3} passed"},
                    {"agent": "coder", "action": "finish[done]", "observation": "task complete"},
                ],
            }
        )


def test_every_run_of_a_memory_of_one_kind_confirms_the_procedure_it_followed(open_memory):
    """A team that does one kind of task takes the same steps every time: from its third run on every step is one
    most of the memory's runs take, which tells no kind apart, and the procedure its first two runs taught gained no
    agreement from the runs that followed it, nor a hyperedge to them (score 1 after eight runs). Each now confirms
    it; a failed run that followed it too is tied to it as contradicting, and no other procedure is minted."""
    memory = open_memory()
    _coding_team(memory, failed=[5])
    [procedure] = [i for i in memory.insights() if i.text.startswith("For ")]
    resolved = [f"code-{n}" for n in range(8) if n != 5]
    assert procedure.score == len(resolved) - 1  # the first run alone taught nothing; the second minted it
    assert sorted(procedure.supporting) == resolved
    assert procedure.contradicting == ["code-5"]
    assert procedure.id in {found.insight.id for found in memory.retrieve("write a function that sums a list").insights}


def test_a_procedure_a_team_s_failed_runs_followed_too_is_withheld(open_memory):
    """When the runs that failed took the same steps as those that resolved, the steps do not tell success from
    failure: the later runs tie the procedure to the failures, and it is no longer offered."""
    memory = open_memory()
    _coding_team(memory, failed=[2, 4, 5])
    [procedure] = [i for i in memory.insights() if i.text.startswith("For ")]
    assert procedure.contradicting == ["code-2", "code-4", "code-5"]
    assert procedure.id not in {
        found.insight.id for found in memory.retrieve("write a function that sums a list").insights
    }


def test_unknown_runs_never_make_lessons_of_success():
    kind = [_member("r1", TaskStatus.RESOLVED, HEAT), _member("u1", TaskStatus.UNKNOWN, HEAT)]
    assert mine(_member("u2", TaskStatus.UNKNOWN, HEAT), kind, set()) == []
    lesson = mine(_member("r2", TaskStatus.RESOLVED, HEAT), kind, set())[0]
    assert set(lesson.evidence) == {"r1", "r2"}  # the unknown run is no evidence either way


def test_a_kind_is_named_by_its_shared_wording():
    from gmem.text import common_wording

    assert common_wording(["put a hot mug in coffeemachine.", "put a hot potato in diningtable."]) == "put a hot ... in"
    assert common_wording(["Roman Atwood is a content creator.", "Tilda Swinton is a vegan."]) == "is a"
    assert common_wording(["Nikolaj Coster-Waldau worked with Fox.", "Homeland aired in 2011."]) == ""
    # Two claims about one person share the name; the kind is not that person's.
    claims = ["Nikolaj Coster-Waldau is mentioned on Wikipedia.", "Nikolaj Coster-Waldau has never been mentioned."]
    assert common_wording(claims) == "mentioned"
    # Each request of a shop's says its own price, and every price ends in ".00": a value is no kind's word.
    shopping = [
        f"i need a {thing}, and price lower than {price}.00 dollars" for thing, price in [("mug", 20), ("towel", 35)]
    ]
    assert common_wording(shopping) == "i need a ... and price lower than ... dollars"
    # A planning game's goals name their instances with a number run on: no kind's word either.
    goals = [
        "Satisfy the following conditions: b1 is on b2, b2 is on b3.",
        "Satisfy the following conditions: b2 is on b1.",
    ]
    assert common_wording(goals) == "satisfy the following conditions ... is on ... is on"
    # A possessive's "s" is no word of its own, nor a contraction's.
    plots = [f"Plot {ticker}\u2019s closing price; it's due" for ticker in ("the stock", "the index")] + [
        "Plot the fund's closing price; it's due"
    ]
    assert common_wording(plots) == "plot the ... closing price it due"


def test_a_kind_is_named_by_what_its_requests_open_with_and_never_by_function_words_alone(open_memory):
    """A coding team's requests are GitHub issues: a title, then the template its body fills in. The kind is named by
    the titles, not by the template's "### Reproducible example ... import pandas as pd"; and a kind whose requests
    share only "the" or "of ... under" is named by none of its words."""
    memory = open_memory()
    titles = [
        "to_csv ignores quotechar when quoting is set",
        "to_csv drops the index name when quoting is set",
        "to_csv writes the wrong line terminator on Windows",
        "groupby().rolling() crashes with a datetime index",
    ]
    for n, title in enumerate(titles):
        body = f"{title}\n\n### Reproducible example\n```python\nimport pandas as pd\n```\n### Expected behaviour\nIt works."
        steps = [
            {"agent": "coder", "action": "open_file(path='io/formats/csvs.py')", "observation": "<900 lines>"},
            {
                "agent": "coder",
                "action": "apply_patch(path='io/formats/csvs.py', diff='...')",
                "observation": "Patched.",
            },
            {"agent": "coder", "action": "run_tests(path='tests/io')", "observation": "12 passed"},
        ]
        memory.record({"id": f"gh-{n}", "instruction": body, "success": True, "steps": steps})
    named = [i.text for i in memory.insights()]
    assert named and all("reproducible" not in text and "pandas" not in text for text in named), named
    assert any('tasks like "to csv ... when quoting is set"' in text for text in named), named


@pytest.mark.parametrize(
    "shape, code",
    [
        ("import pandas as pd df =#1", True),
        ("a b = _ for _#1", True),
        ("def fib[_] a b = _", True),
        ("from pathlib import path#2", True),
        ("pip install yfinance#1", False),
        ("search_web_tool[_]#1", False),
        ("put _ in/on _#1", False),
        ("heat _ with microwave", False),
        ("print[_]#1", False),
    ],
)
def test_code_a_step_ran_is_no_act_a_lesson_can_name(shape, code):
    from gmem.text import is_code_shape

    assert is_code_shape(shape) is code


def test_a_coder_s_lessons_name_its_commands_and_never_its_code(open_memory):
    """A coder and its executor: the resolved plots installed the missing package, the Fibonacci runs only ran code.
    Their lessons were 'resolved runs did: a b = … for …' and 'import yfinance as yf import matplotlib.pyplot -> pip
    install yfinance -> ...', of a kind named 's closing price ...'."""
    memory = open_memory()
    plot = "```python\nimport yfinance as yf\nyf.download('{0}')['Close'].plot()\nprint('saved')\n```"
    missing = (
        'Traceback (most recent call last):\n  File "/workspace/run.py", line 1, in <module>\n'
        "ModuleNotFoundError: No module named 'yfinance'"
    )
    for n, ticker in enumerate(("NVDA", "TSLA", "AAPL")):
        steps = [
            ("coder", plot.format(ticker)),
            ("executor", missing),
            ("coder", "```sh\npip install yfinance\n```"),
            ("executor", "Successfully installed yfinance-0.2.40"),
            ("coder", plot.format(ticker)),
            ("executor", "saved"),
            ("coder", "TERMINATE"),
        ]
        memory.record(
            {
                "id": f"plot-{n}",
                "instruction": f"Plot {ticker}'s closing price over the past year.",
                "success": True,
                "steps": [{"agent": agent, "action": action} for agent, action in steps],
            }
        )
    for n, m in enumerate((10, 20, 30)):
        code = f"```python\na, b = 0, 1\nfor _ in range({m}):\n    a, b = b, a + b\nprint(a)\n```"
        steps = [{"agent": "coder", "action": code}, {"agent": "executor", "action": str(n * 1000 + 55)}]
        memory.record(
            {"id": f"fib-{n}", "instruction": f"Compute the {m}th Fibonacci number.", "success": True, "steps": steps}
        )
    assert [i.text for i in memory.insights()] == [
        'For tasks like "closing price over the past year", resolved runs did: pip install yfinance.'
    ]


def test_a_kind_whose_requests_share_function_words_alone_is_named_by_none():
    asked = ["Summarise the attached report into three bullet points.", "Turn the meeting notes into a short email."]
    kind = [_member(f"w-{n}", TaskStatus.RESOLVED, ["finish[_]#1"], request) for n, request in enumerate(asked)]
    (lesson,) = mine(kind[0], kind, set())
    assert lesson.text == "For this kind of task, resolved runs did: finish[…].", lesson.text


@pytest.mark.parametrize(
    "text, named",
    [
        ("Nikolaj Coster-Waldau worked with Fox.", {"nikolaj", "coster", "waldau", "fox"}),
        ("Claim: Tilda Swinton is a vegan.", {"tilda", "swinton"}),  # a label's colon opens a sentence
        ("Heat the mug. Then put it in the fridge.", set()),  # capitalised where sentences start
        ("Can I heat the mug?", set()),
        ("Homeland aired in 2011.", set()),  # a name alone at the start reads as any first word
        ("put a hot mug in coffeemachine.", set()),
        # accents taken off: one name each, not "r" and "mi", "ivar" and "ma"
        ("Lucie Hradecká played with Rémi Lange.", {"lucie", "hradecka", "remi", "lange"}),
        ("Where does Śivarāma Swami teach?", {"sivarama", "swami"}),
        # a list's numbers open its steps: no verb of them is a name
        ("1) Take a potato. 2) Heat it in the microwave. 3) Put it in the garbage can.", set()),
        ("Step 2. Cool the bread", set()),
        ("2 Broke Girls aired in 2011.", {"broke", "girls"}),
    ],
)
def test_the_names_in_an_instruction_are_its_capitalised_words_inside_a_sentence(text, named):
    from gmem.text import names

    assert names(text) == named


def test_a_kind_asked_two_ways_is_named_by_its_own_action():
    """Runs asked "put a hot mug in ..." and "heat some egg and put it in ..." share only "put ... in", naming every
    placing task: the lesson keeps the kind's verb ("heat" of ``heat _ with _``), read from a run that says it."""
    kind = [_member("r1", TaskStatus.RESOLVED, HEAT)]
    asked_otherwise = _member("r2", TaskStatus.RESOLVED, HEAT, "heat some egg and put it in garbagecan.")
    [lesson] = [u for u in mine(asked_otherwise, kind, set()) if u.text.startswith("For ")]
    assert 'For tasks like "heat ... put ... in"' in lesson.text, lesson.text


def test_a_kind_is_not_named_by_the_marker_every_request_opens_with():
    """AutoGen's example team is asked "Your task is to: put a clean mug in coffeemachine 1.", and its lesson read
    'tasks like "your task is to put a clean ... in coffeemachine 1"'. The instance's number is one task's too."""
    kind = [_member("r1", TaskStatus.RESOLVED, HEAT, "Your task is to: put a hot mug in coffeemachine 1.")]
    again = _member("r2", TaskStatus.RESOLVED, HEAT, "Your task is to: put a hot cup in coffeemachine 1.")
    [lesson] = [u for u in mine(again, kind, set()) if u.text.startswith("For ")]
    assert lesson.text.startswith('For tasks like "put a hot ... in coffeemachine"'), lesson.text


def test_procedures_of_real_runs_keep_their_shape():
    steps = [
        ("think: find a mug.", "OK."),
        ("take mug 1 from countertop 2", "You pick up the mug 1."),
        ("heat mug 1 with microwave 1", "You heat the mug 1."),
    ]
    assert procedure_features(steps) == ["take _ from _#1", "heat _ with microwave#1"]


def looping_search_run(entity: str) -> TaskRecord:
    """A failed fact check that searched one long entity name over and over (the name, its answer, is longer
    than a failure reason quotes)."""
    search = {"agent": "verifier", "action": f"Action 1: Search[{entity}]", "observation": "Could not find it."}
    return TaskRecord.model_validate(
        {
            "id": "looped",
            "instruction": f"Check this claim against Wikipedia. Claim: {entity} is a film.",
            "steps": [search] * 4 + [{"agent": "verifier", "action": "Action 2: Finish[REFUTES]", "observation": ""}],
            "success": False,
        }
    )


def test_the_loop_lesson_is_mined_from_the_structured_analysis_not_its_text():
    """The repeated action reaches the insight tier whole: a name cut short in the quoted failure reason
    would lose its closing bracket, and its words would leak into the lesson as if they were a step."""
    entity = "The International Brotherhood of Magicians Annual Convention of Nineteen Eighty-Seven"
    run = looping_search_run(entity)
    analysis = analyse_failure(run.steps)
    assert analysis.repeated is not None and analysis.repeated.count == 4
    assert analysis.repeated.action == f"Search[{entity}]"  # the step, without the label its log gave it
    assert entity not in analysis.describe()  # the text quotes it cut short

    procedure = procedure_features((s.action, s.observation) for s in run.steps)
    failed = KindMember(run.id, run.instruction, TaskStatus.FAILED, procedure, analysis)
    (loop,) = [u for u in mine(failed, [], set()) if u.key == "loop"]
    assert "'search[…]'" in loop.text, loop.text
    assert not {"brotherhood", "magicians", "convention"} & set(loop.text.lower().split()), loop.text


def test_a_failed_run_without_its_analysis_teaches_no_loop():
    """Only the analysis says a run looped; a failure reason's wording (say, a model's) is never parsed."""
    run = looping_search_run("Homeland")
    procedure = procedure_features((s.action, s.observation) for s in run.steps)
    failed = KindMember(run.id, run.instruction, TaskStatus.FAILED, procedure)
    assert [u.key for u in mine(failed, [], set())] == []


def test_a_procedure_lesson_is_worded_the_same_in_every_process():
    """Templates tied on their usual position keep one order whatever the process's hash seed."""
    script = (
        "from gmem.models import TaskStatus\n"
        "from gmem.tiers.insight import KindMember, mine\n"
        "steps = ['take _ from _#1', 'open _#1', 'heat _ with _#1', 'put _ in/on _#1']\n"
        "one = KindMember('r1', 'heat a mug', TaskStatus.RESOLVED, steps)\n"
        "two = KindMember('r2', 'heat a cup', TaskStatus.RESOLVED, steps[::-1])\n"
        "print(*(u.text for u in mine(one, [one, two], set())))\n"
    )
    worded = {
        subprocess.run(
            [sys.executable, "-c", script],
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in range(6)
    }
    assert len(worded) == 1 and "resolved runs did" in worded.pop()


def test_a_lesson_keeps_a_tool_s_name_and_blanks_only_what_the_run_acted_on():
    """A tool named with an underscore (``write_file``) was shown as "write…file": only an instance standing
    alone is left out."""
    procedure = ["write_file[_]#1", "run_tests[_]#1", "take _ from _#1"]
    kind = [_member("r1", TaskStatus.RESOLVED, procedure, "write a function that reverses a string")]
    new = _member("r2", TaskStatus.RESOLVED, procedure, "write a function that counts vowels")
    (lesson,) = mine(new, kind, set())
    assert "write_file[…] -> run_tests[…] -> take … from …" in lesson.text
    skipped = _member("f1", TaskStatus.FAILED, ["write_file[_]#1"], "write a function that sorts words")
    texts = [u.text for u in mine(skipped, [kind[0], new], set())]
    assert any("Do not skip 'run_tests[…]'" in text for text in texts), texts


HEAT = frozenset({"heat _ with microwave#1", "open _#1"})


@pytest.mark.parametrize(
    ("other", "one"),
    [
        (HEAT | {"open _#2"}, True),  # found behind a second door: the same procedure
        (HEAT, False),  # the very same lesson is not a variant of itself
        (frozenset({"heat _ with microwave#1"}), False),  # opening at all is a step of its own
        (frozenset({"open _#1", "open _#2", "take _ from _#2", "put _ in/on _#2"}), False),  # two things
        (frozenset({"cool _ with fridge#1", "open _#1", "open _#2"}), False),  # another act
    ],
)
def test_procedures_told_apart_only_by_a_step_done_twice_are_one(other, one):
    assert one_procedure(HEAT, other) is one
    assert one_procedure(other, HEAT) is one


def _lesson(key: str, origin: str = MINED) -> Insight:
    return Insight(id=1, text="a lesson", score=1.0, origin=origin, key=key)


#: How many resolved runs did each template: opening something is common to most kinds, heating is not.
RUNS_DOING = {"open _#1": 30, "open _#2": 12, "heat _ with microwave#1": 5, "put _ in/on _#2": 4, "take _ from _#2": 3}


@pytest.mark.parametrize(
    ("key", "telling"),
    [
        ("procedure:heat _ with microwave#1|open _#1", "heat _ with microwave#1"),  # the rarer act, not the door
        ("procedure:heat _ with microwave#1|open _#1|open _#2", "heat _ with microwave#1"),  # a second door tells less
        ("procedure:open _#1|open _#2|put _ in/on _#2|take _ from _#2", "open _#1"),  # the first doing of its steps
        ("procedure:put _ in/on _#2|take _ from _#2", "take _ from _#2"),  # no first doing: the rarest of them
        ("procedure:use _#1|open _#1", "use _#1"),  # a step no resolved run did counts as the rarest
        ("missing:heat _ with microwave#1", "heat _ with microwave#1"),  # a missing step is its own
        ("procedure", None),  # a procedure keyed without its steps (a memory written elsewhere)
        ("loop", None),
    ],
)
def test_the_telling_step_of_a_lesson_is_its_rarest_first_doing(key, telling):
    assert telling_step(_lesson(key), RUNS_DOING) == telling


def test_a_step_that_pipes_is_read_back_whole_from_its_lesson_s_key():
    """A shell team's steps hold a "|" (``ls -la | wc -l``), the character a key joins steps with: split on every
    one, the lesson's telling step was a piece of a command no run took, and the lesson was never offered."""
    piped = ["ls -la | wc -l#1", "grep -r todo | head#1"]
    procedure = _lesson("procedure:" + "|".join(sorted(piped)))
    assert lesson_steps(procedure) == frozenset(piped)
    assert telling_step(procedure, {"ls -la | wc -l#1": 3, "grep -r todo | head#1": 9}) == "ls -la | wc -l#1"
    assert lesson_steps(_lesson("missing:grep -r todo | head#1")) == frozenset(["grep -r todo | head#1"])
    assert lesson_steps(_lesson("missing:put _ in/on _#1|heat _ with microwave#1")) == frozenset(
        ["put _ in/on _#1", "heat _ with microwave#1"]
    )


def test_a_lesson_a_model_wrote_names_no_telling_step():
    assert telling_step(_lesson("procedure:heat _ with microwave#1", origin="llm"), RUNS_DOING) is None


def test_a_team_that_logs_no_observation_learns_its_lessons(open_memory, alfworld_rows):
    """Its acts are its runs' procedures (reading 24): before, each read as an act the world ignored, and the memory
    of the excerpt so logged mined no procedure where the same runs logged with what the world answered mine several
    (its failed runs' loops it did mine: a loop is read off the acts alone)."""
    rows = [{**row, "steps": [{**step, "observation": ""} for step in row["steps"]]} for row in alfworld_rows]
    memory = open_memory()
    memory.record_many(rows)
    assert any(lesson_kind(insight) == LessonKind.PROCEDURE for insight in memory.insights())
