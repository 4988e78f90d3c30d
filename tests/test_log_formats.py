"""Runs logged by other teams: the same step written as another log writes it ("> go to desk 1", "3. go to
desk 1.", "**Action:** `go to desk 1`") is the same step, so runs logged two ways are compared, and their
lessons mined, as one."""

from __future__ import annotations

import json

import pytest
from autogen_agentchat.messages import ToolCallRequestEvent
from autogen_core import FunctionCall

from experiments.replay import LOG_FORMATS, logged_as
from gmem.integrations.autogen.capture import RunCapture
from gmem.integrations.langgraph.messages import render_call
from gmem.models import TaskRecord
from gmem.text import is_noop, is_thought, procedure_features, template
from gmem.tiers.interaction import analyse_failure

ACTIONS = [
    ("go to countertop 1", "You arrive at countertop 1."),
    ("take mug 2 from countertop 1", "You pick up the mug 2 from the countertop 1."),
    ("heat mug 2 with microwave 1", "You heat the mug 2 using the microwave 1."),
    ("put mug 2 in/on coffeemachine 1", "You put the mug 2 in/on the coffeemachine 1."),
]


@pytest.mark.parametrize("log_format", sorted(LOG_FORMATS))
def test_a_step_reads_the_same_however_a_log_marks_it(log_format):
    write = LOG_FORMATS[log_format]
    logged = [(write(action, n), observation) for n, (action, observation) in enumerate(ACTIONS)]
    assert procedure_features(logged) == procedure_features(ACTIONS)
    assert [template(a) for a, _ in logged] == ["go to _", "take _ from _", "heat _ with microwave", "put _ in/on _"]


@pytest.mark.parametrize(
    "action, shape",
    [
        ("- open fridge 1", "open _"),
        ("(3) open fridge 1", "open _"),
        ("* **Action 3:** `open fridge 1`.", "open _"),
        ("Command: open fridge 1", "open _"),
        ("open fridge 1!", "open _"),
        ("Action 2: Finish[REFUTES].", "finish[_]"),
        ("3.5 litres of water", "3.5 litres of water"),  # a number that opens a line is no list number
        ("step on mat 1", "step on _"),  # a step that is the act, not its label
        ("[Step 3] open fridge 1", "open _"),
        ("Turn 4: open fridge 1", "open _"),
        ("Next action: open fridge 1", "open _"),
        ("Executing: open fridge 1", "open _"),
        ("turn on desklamp 1", "turn on _"),  # the act, not a turn's label
    ],
)
def test_log_marks_are_read_off_and_what_was_done_stays(action, shape):
    assert template(action) == shape


@pytest.mark.parametrize(
    "line", ["> think: the mug is likely in a cabinet", "2. Thought: search the film", "Step 4: think: heat it"]
)
def test_a_marked_reasoning_line_is_a_thought(line):
    assert is_thought(line)


@pytest.mark.parametrize("observation", ["Observation 3: Nothing happens.", "Obs: nothing happens"])
def test_a_labelled_observation_that_nothing_changed_is_one(observation):
    assert is_noop(observation)


def test_a_loop_is_found_where_each_step_carries_its_number():
    """A log that numbers its steps writes the same action differently each time it is repeated."""
    steps = [
        {"agent": "solver", "action": f"Step {n + 1}: go to cabinet 1", "observation": "The cabinet 1 is closed."}
        for n in range(4)
    ]
    run = TaskRecord.model_validate({"id": "t", "instruction": "find a mug", "steps": steps, "success": False})
    repeated = analyse_failure(run.steps).repeated
    assert repeated is not None and repeated.count == 4 and repeated.action == "go to cabinet 1"


def test_a_loop_is_found_whatever_the_reasoning_before_each_act_said():
    """A ReAct transcript writes each step as its reasoning, then its act: the act repeats, the reasoning does not."""
    reasons = ["it may be here", "try it again", "once more", "it must be here"]
    steps = [
        {
            "agent": "solver",
            "action": f"Thought {n + 1}: {why}\nAction {n + 1}: go to cabinet 1",
            "observation": "Closed.",
        }
        for n, why in enumerate(reasons)
    ]
    run = TaskRecord.model_validate({"id": "t", "instruction": "find a mug", "steps": steps, "success": False})
    analysis = analyse_failure(run.steps)
    assert analysis.repeated is not None and analysis.repeated.count == 4
    assert analysis.repeated.action == analysis.last_effective == "go to cabinet 1"


def test_an_answer_logged_as_an_error_that_changed_nothing_is_both_an_error_and_of_no_effect():
    """A logging team's "... - ERROR - Nothing happens." is an error a reviewer needs to see and an action that did
    nothing: it is listed as both, and is not the last effective action."""
    steps = [
        {"agent": "solver", "action": "go to cabinet 1", "observation": "You arrive at cabinet 1."},
        {
            "agent": "solver",
            "action": "open cabinet 1",
            "observation": "2024-01-01 10:00:00,000 - env - ERROR - Nothing happens.",
        },
    ]
    run = TaskRecord.model_validate({"id": "t", "instruction": "find a mug", "steps": steps, "success": False})
    analysis = analyse_failure(run.steps)
    assert analysis.ignored == ["open cabinet 1"]
    assert [e.action for e in analysis.errors] == ["open cabinet 1"]
    assert analysis.last_effective == "go to cabinet 1"


def test_a_memory_of_runs_logged_two_ways_learns_what_one_log_teaches(open_memory, alfworld_rows, tmp_path):
    """Half the runs imported from a team that logs ReAct's way ("> go to ..."): the memory learns the same
    lessons, and ranks the same tasks first, as a memory of runs all logged one way."""
    records = [TaskRecord.model_validate(row) for row in alfworld_rows]
    mixed = [logged_as(r, "> action") if n % 2 else r for n, r in enumerate(records)]
    one_log, two_logs = open_memory(tmp_path / "one-log.db"), open_memory(tmp_path / "two-logs.db")
    one_log.record_many(records)
    two_logs.record_many(mixed)
    assert sorted(i.text for i in two_logs.insights()) == sorted(i.text for i in one_log.insights())
    for query in ("heat a mug and put it in the coffee machine", "look at a bowl under the desk lamp"):
        ranked = [[t.node.id for t in m.retrieve(query).tasks[:3]] for m in (one_log, two_logs)]
        assert ranked[0] == ranked[1], query


@pytest.mark.parametrize(
    "name, arguments, action, shape",
    [
        ("act", {"action": "go to countertop 1"}, "act: go to countertop 1", "go to _"),  # the command is the step
        ("take_action", {"command": "open fridge 1"}, "take_action: open fridge 1", "open _"),
        ("search", {"query": "Paris"}, 'search(query="Paris")', "search[_]"),  # the entity is no part of it
        ("finish", {"answer": "SUPPORTS"}, 'finish(answer="SUPPORTS")', "finish[_]"),  # nor the answer
        ("move", {"to": "sinkbasin 1", "steps": 2}, 'move(to="sinkbasin 1", steps=2)', "move[_]"),
    ],
)
def test_a_tool_call_is_the_same_step_from_either_integration(name, arguments, action, shape):
    """AutoGen wrote a one-argument call as ``name: argument`` (``finish: SUPPORTS``, whose template kept the
    answer), LangGraph as ``name({...})`` (``act({"action": "go to countertop 1"})``, whose template lost the
    command): a team's runs were compared apart by the framework that ran them."""
    capture = RunCapture(set())
    capture.add(
        ToolCallRequestEvent(
            source="solver", content=[FunctionCall(id="1", name=name, arguments=json.dumps(arguments))]
        )
    )
    [step] = capture.steps
    assert step.action == render_call({"name": name, "args": arguments, "id": "1"}) == action
    assert template(action) == shape


@pytest.mark.parametrize(
    "action, shape",
    [
        ('act({"action": "go to countertop 1"})', "go to _"),  # as LangGraph wrote it before: read again alike
        ('execute_action(command="go to desk 1")', "go to _"),
        ("env_step: take mug 1 from table 1", "take _ from _"),
        ("act(look)", "act[_]"),  # no command in words to read
        ('alfworld(command="go to desk 1")', "go to _"),  # the argument's key says the agent acts
        ('interact_with_env({"action": "open fridge 1"})', "open _"),
        ('{"name": "alfworld", "arguments": {"command": "go to desk 1"}}', "go to _"),  # a JSON call
        (
            '{"type": "function", "function": {"name": "env", "arguments": "{\\"cmd\\": \\"open fridge 1\\"}"}}',
            "open _",
        ),
        ('{"name": "step", "args": {"command": "take mug 1 from table 1"}, "id": "c1"}', "take _ from _"),
        ('{"action": "act", "action_input": "go to desk 1"}', "go to _"),
        ('{"name": "search", "arguments": {"query": "Paris"}}', "search[_]"),  # an entity, not a command
        ('lookup(keyword="Paris")', "lookup[_]"),
        ('{"name": "env", "arguments": {"action": "open fridge 1", "request_heartbeat": true}}', "open _"),  # an option
        ('{"name": "env", "arguments": {"action": "open fridge 1", "target": "fridge 1"}}', "env[_]"),  # which one?
        ('search(query="Paris", limit=3)', "search[_]"),
    ],
)
def test_a_call_to_a_tool_that_only_acts_is_the_command_it_was_given(action, shape):
    """A tool that only acts takes the command in words: its name says so (``act``, ``execute_action``), or the key
    of its one argument does (``alfworld(command=...)``, OpenAI's ``{"function": {"name": "env", "arguments":
    "{\"cmd\": ...}"}}``, LangChain's ``args``). Read as the tool's name alone, every step of such a run was one
    template (``alfworld[_]``) and its runs matched no run logged as commands."""
    assert template(action) == shape
