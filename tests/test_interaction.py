"""Interaction tier: the per-task graph (utterances and typed edges) and its LLM-free sparsification."""

from __future__ import annotations

import logging
import re

import pytest
from pydantic import ValidationError

from gmem import CallableEmbedder, EdgeKind, Memory, MemoryConfig, TaskRecord, TaskStatus, UtteranceKind
from gmem.models import AnsweredAction, FailureAnalysis, RepeatedAction
from gmem.text import is_error, is_noop, procedure_features
from gmem.tiers.interaction import build_graph

log = logging.getLogger(__name__)

ENVIRONMENT = "environment"
KEY_STEPS = MemoryConfig().max_key_steps
NOTHING = "Nothing happens."


def make_task(steps: list[dict], *, success: bool | None = True, task_id: str = "t-1", **fields) -> TaskRecord:
    return TaskRecord.model_validate(
        {"id": task_id, "instruction": "do the thing", "steps": steps, "success": success, **fields}
    )


def edges_of(graph, kind: EdgeKind) -> set[tuple[int, int]]:
    return {(e.source, e.target) for e in graph.edges if e.kind == kind}


def is_thought(action: str) -> bool:
    return bool(re.match(r"^\s*(think|thought|plan)\s*:", action, re.IGNORECASE))


@pytest.fixture(scope="module")
def rows_by_id(alfworld_rows) -> dict[str, dict]:
    return {row["id"]: row for row in alfworld_rows}


# --------------------------------------------------------------------------- graph building


def test_utterance_kinds_and_steps():
    task = make_task(
        [
            {"agent": "planner", "action": "think: find the mug first", "observation": "OK."},
            {"agent": "solver", "action": "go to countertop 1", "observation": "You see a mug 1."},
            {"agent": "critic", "action": "Looks right, go on."},  # a chat message: no observation
        ]
    )
    graph = build_graph(task, max_key_steps=KEY_STEPS)

    described = [(u.index, u.agent, u.kind, u.step, u.content) for u in graph.utterances]
    assert described == [
        (0, "planner", UtteranceKind.MESSAGE, 0, "think: find the mug first"),  # a thought is not an action
        (1, ENVIRONMENT, UtteranceKind.OBSERVATION, 0, "OK."),
        (2, "solver", UtteranceKind.ACTION, 1, "go to countertop 1"),
        (3, ENVIRONMENT, UtteranceKind.OBSERVATION, 1, "You see a mug 1."),
        (4, "critic", UtteranceKind.MESSAGE, 2, "Looks right, go on."),
    ]
    assert graph.task_id == "t-1"


def test_temporal_result_and_handoff_edges():
    task = make_task(
        [
            {"agent": "solver", "action": "go to fridge 1", "observation": "The fridge 1 is closed."},
            {"agent": "solver", "action": "open fridge 1", "observation": "You open the fridge 1."},
            {"agent": "critic", "action": "Check the microwave instead."},
            {"agent": "solver", "action": "go to microwave 1", "observation": "The microwave 1 is closed."},
        ]
    )
    graph = build_graph(task, max_key_steps=KEY_STEPS)
    n = len(graph.utterances)
    assert n == 7

    # Every utterance follows the previous one in time.
    assert edges_of(graph, EdgeKind.TEMPORAL) == {(i - 1, i) for i in range(1, n)}
    # Each action is linked to the environment's answer to it, and only to that.
    assert edges_of(graph, EdgeKind.RESULT) == {(0, 1), (2, 3), (5, 6)}
    for source, target in edges_of(graph, EdgeKind.RESULT):
        assert graph.utterances[source].kind == UtteranceKind.ACTION
        assert graph.utterances[target].kind == UtteranceKind.OBSERVATION
    # A hand-off links the previous *speaker's* utterance (not the observation) to the new agent.
    assert edges_of(graph, EdgeKind.HANDOFF) == {(2, 4), (4, 5)}
    assert edges_of(graph, EdgeKind.REPLY) == set()


def test_reply_edge_replaces_inferred_handoff():
    task = make_task(
        [
            {"agent": "planner", "action": "Plan: heat the mug, then put it in the coffeemachine."},
            {"agent": "solver", "action": "take mug 1 from countertop 1", "observation": "You pick up the mug 1."},
            {"agent": "critic", "action": "The plan skips opening the microwave.", "reply_to": 0},
            {"agent": "critic", "action": "Also check the mug is clean."},
        ]
    )
    graph = build_graph(task, max_key_steps=KEY_STEPS)
    # Utterances: 0 planner, 1 solver, 2 env, 3 critic (step 2), 4 critic (step 3).
    assert edges_of(graph, EdgeKind.REPLY) == {(0, 3)}
    # Step 1 is a hand-off from the planner; step 2 explicitly answers step 0, so no inferred hand-off;
    # step 3 is the same agent continuing.
    assert edges_of(graph, EdgeKind.HANDOFF) == {(0, 1)}


@pytest.mark.parametrize("reply_to", [1, 2, 5, -1])
def test_reply_to_must_name_an_earlier_step(reply_to):
    steps = [
        {"agent": "a", "action": "first"},
        {"agent": "b", "action": "second", "reply_to": reply_to},
        {"agent": "a", "action": "third"},
    ]
    with pytest.raises(ValidationError, match="reply_to"):
        make_task(steps)


def test_reply_to_an_earlier_step_is_accepted():
    steps = [
        {"agent": "a", "action": "first"},
        {"agent": "b", "action": "second"},
        {"agent": "a", "action": "third", "reply_to": 0},
    ]
    assert make_task(steps).steps[2].reply_to == [0]  # one parent or several: always a list


# --------------------------------------------------------------------------- sparsification, real runs


def test_real_runs_sparsify_within_limit_keeping_plan_and_ending(alfworld_rows):
    for row in alfworld_rows:
        graph = build_graph(TaskRecord.model_validate(row), max_key_steps=KEY_STEPS)
        kept, last = graph.key_steps, len(row["steps"]) - 1
        assert kept == sorted(set(kept)), (row["id"], kept)
        assert len(kept) <= 12, (row["id"], kept)
        assert is_thought(row["steps"][0]["action"]), row["id"]  # every recorded run opens with its plan
        assert kept[0] == 0, (row["id"], kept)
        assert kept[-1] == last, (row["id"], kept)
        # Only the opening plan survives among the thoughts (the final step is kept whatever it is).
        assert [i for i in kept[:-1] if is_thought(row["steps"][i]["action"])] == [0], (row["id"], kept)


def test_real_runs_drop_ignored_actions_and_repeated_pairs(alfworld_rows):
    for row in alfworld_rows:
        steps = row["steps"]
        kept = build_graph(TaskRecord.model_validate(row), max_key_steps=KEY_STEPS).key_steps
        middle = kept[:-1]  # the final step is kept whatever it was
        ignored = [i for i in middle if steps[i]["observation"].strip() == NOTHING]
        assert ignored == [], (row["id"], ignored)
        pairs = [(steps[i]["action"].strip().lower(), steps[i]["observation"].strip().lower()) for i in kept]
        assert len(pairs) == len(set(pairs)), (row["id"], kept)


def test_real_runs_keep_every_effective_transformation(alfworld_rows):
    """'heat/cool/clean X with Y' that worked is what the run was about: it always survives."""
    checked = 0
    for row in alfworld_rows:
        kept = set(build_graph(TaskRecord.model_validate(row), max_key_steps=KEY_STEPS).key_steps)
        for i, step in enumerate(row["steps"]):
            if re.match(r"^(heat|cool|clean) \S+ \d+ with ", step["action"]) and step["observation"] != NOTHING:
                assert i in kept, (row["id"], i, step["action"])
                checked += 1
    assert checked >= 20


def test_thirty_step_heat_run_condenses(rows_by_id):
    row = rows_by_id["alfworld-16"]  # 30 steps: wandering, then take -> heat -> put, then a loop
    steps = row["steps"]
    assert len(steps) == 30
    graph = build_graph(TaskRecord.model_validate(row), max_key_steps=KEY_STEPS)
    kept = graph.key_steps
    log.info("alfworld-16 key steps: %s", kept)
    assert len(kept) <= 12
    actions = [steps[i]["action"] for i in kept]
    assert "heat mug 1 with microwave 1" in actions
    assert "take mug 1 from shelf 2" in actions
    assert "put mug 1 in/on cabinet 1" in actions
    assert kept[0] == 0 and kept[-1] == 29
    # The exploration that led nowhere (fridge, countertops, drawers) is gone.
    for i in range(1, 12):
        assert i not in kept, (i, steps[i]["action"])
    # The excerpt's utterances are exactly the kept steps' (action + observation).
    kept_utterances = [u for u in graph.utterances if u.step in set(kept)]
    assert {u.step for u in kept_utterances} == set(kept)


def test_repeated_action_observation_loop_is_dropped(rows_by_id):
    row = rows_by_id["alfworld-28"]  # 'go to drawer 2' three times, twice with the same answer
    steps = row["steps"]
    kept = build_graph(TaskRecord.model_validate(row), max_key_steps=KEY_STEPS).key_steps
    loop = [i for i, s in enumerate(steps) if s["action"] == "go to drawer 2"]
    assert len(loop) == 3
    assert steps[19]["observation"] == steps[24]["observation"]
    assert not {19, 24} <= set(kept)
    assert len(kept) <= 12


def test_key_step_limit_is_configurable(rows_by_id):
    row = rows_by_id["alfworld-19"]
    full = build_graph(TaskRecord.model_validate(row), max_key_steps=KEY_STEPS).key_steps
    short = build_graph(TaskRecord.model_validate(row), max_key_steps=4).key_steps
    assert len(full) > 4
    assert len(short) <= 4
    assert short[0] == 0 and short[-1] == len(row["steps"]) - 1
    assert set(short) <= set(full)


def _synthetic_thirty_steps() -> list[dict]:
    steps = [
        {
            "agent": "solver",
            "action": "think: find a mug, heat it with the microwave, put it in the cabinet.",
            "observation": "OK.",
        }
    ]
    for _ in range(4):  # a loop: the same action, the same answer
        steps.append(
            {"agent": "solver", "action": "examine shelf 1", "observation": "On the shelf 1, you see a vase 1."}
        )
    for n in range(1, 9):  # exploration that finds nothing
        steps.append(
            {"agent": "solver", "action": f"go to drawer {n}", "observation": f"On the drawer {n}, you see nothing."}
        )
    steps.append({"agent": "solver", "action": "open drawer 9", "observation": NOTHING})  # ignored by the world
    steps.append({"agent": "solver", "action": "think: maybe the mug is on a countertop.", "observation": "OK."})
    steps.append(
        {"agent": "solver", "action": "go to countertop 1", "observation": "On the countertop 1, you see a mug 1."}
    )
    steps.append(
        {
            "agent": "solver",
            "action": "take mug 1 from countertop 1",
            "observation": "You pick up the mug 1 from the countertop 1.",
        }
    )
    steps.append({"agent": "solver", "action": "go to microwave 1", "observation": "The microwave 1 is closed."})
    steps.append(
        {"agent": "solver", "action": "heat mug 1 with microwave 9", "observation": NOTHING}
    )  # wrong microwave
    steps.append(
        {
            "agent": "solver",
            "action": "heat mug 1 with microwave 1",
            "observation": "You heat the mug 1 using the microwave 1.",
        }
    )
    for n in range(1, 8):  # more fruitless exploration
        steps.append(
            {
                "agent": "solver",
                "action": f"go to cabinet {n}",
                "observation": f"On the cabinet {n}, you see a plate {n}.",
            }
        )
    steps.append({"agent": "solver", "action": "think: any cabinet will do.", "observation": "OK."})
    steps.append(
        {"agent": "solver", "action": "go to cabinet 1", "observation": "On the cabinet 1, you see a plate 1."}
    )
    steps.append(
        {
            "agent": "solver",
            "action": "put mug 1 in/on cabinet 1",
            "observation": "You put the mug 1 in/on the cabinet 1.",
        }
    )
    assert len(steps) == 30
    return steps


def test_synthetic_thirty_step_run_keeps_skeleton_only():
    steps = _synthetic_thirty_steps()
    task = make_task(steps)
    kept = build_graph(task, max_key_steps=KEY_STEPS).key_steps
    log.info("synthetic key steps: %s", [(i, steps[i]["action"]) for i in kept])
    actions = [steps[i]["action"] for i in kept]

    assert len(kept) <= 12
    assert kept[0] == 0 and kept[-1] == 29
    assert "heat mug 1 with microwave 1" in actions
    assert "take mug 1 from countertop 1" in actions
    assert "put mug 1 in/on cabinet 1" in actions
    assert "open drawer 9" not in actions and "heat mug 1 with microwave 9" not in actions
    assert actions.count("examine shelf 1") <= 1
    assert not any(is_thought(a) for a in actions[1:])
    assert not any(a.startswith("go to drawer") for a in actions)


# --------------------------------------------------------------------------- failure reasons


def test_failure_reason_names_the_repeated_action(rows_by_id):
    for task_id, action in [("alfworld-16", "go to shelf 2"), ("alfworld-28", "go to drawer 2")]:
        graph = build_graph(TaskRecord.model_validate(rows_by_id[task_id]), max_key_steps=KEY_STEPS)
        reason = graph.failure_reason
        log.info("%s: %s", task_id, reason)
        assert "repeat" in reason.lower(), reason
        assert action in reason, reason


def test_failure_reason_of_synthetic_loop():
    steps = [{"agent": "solver", "action": "think: open the safe.", "observation": "OK."}]
    steps += [{"agent": "solver", "action": "open safe 1", "observation": NOTHING} for _ in range(5)]
    graph = build_graph(make_task(steps, success=False), max_key_steps=KEY_STEPS)
    assert "repeat" in graph.failure_reason.lower()
    assert "open safe 1" in graph.failure_reason
    assert "5" in graph.failure_reason


def test_failure_analysis_is_structured_and_its_text_is_what_is_stored(tmp_path):
    steps = [{"agent": "solver", "action": "think: open the safe.", "observation": "OK."}]
    steps += [{"agent": "solver", "action": "go to safe 1", "observation": "You arrive at safe 1."}]
    steps += [{"agent": "solver", "action": "open safe 1", "observation": NOTHING} for _ in range(5)]
    task = make_task(steps, success=False)
    graph = build_graph(task, max_key_steps=KEY_STEPS)
    assert graph.failure == FailureAnalysis(
        steps=7,
        repeated=RepeatedAction(action="open safe 1", count=5),
        ignored=["open safe 1"] * 5,
        last_effective="go to safe 1",
    )
    assert graph.failure_reason == graph.failure.describe()
    assert "failure" not in graph.model_dump()  # the store keeps the text, as it always did
    flat = CallableEmbedder(lambda texts: [[1.0, 0.0]] * len(texts), dimension=2, name="flat")
    with Memory.open(tmp_path / "m.db", embedder=flat) as memory:
        memory.record(task)
        stored = memory.graph(task.id)
    assert (stored.failure_reason, stored.failure) == (graph.failure_reason, None)


@pytest.mark.parametrize(
    ("answer", "error"),
    [
        ("Error: carrier claim still open", True),
        ("ValueError: invalid literal for int() with base 10: 'x'", True),
        ("Traceback (most recent call last):\n  File ...", True),
        ("404 Not Found", True),
        ("Permission denied", True),
        ("Could not find [Scat Tillman]. Similar: ['Scatman']", True),
        ('{"type": "ToolMessage", "content": "Error: timeout after 30 s", "tool_call_id": "c1"}', True),
        ("Observation 3: Failed to connect to the database", True),
        ("2024-03-18 14:22:06,258 - tools - ERROR - refund refused: claim open", True),  # logged as an error
        ("[2024-03-18 14:22:06] INFO Error: claim open", True),  # "Error:" after a timestamp is no speaker
        ("2024-03-18 14:22:06,258 - tools - INFO - refund issued", False),
        ("Nothing happens.", False),
        ("You arrive at shelf 2.", False),
        ("refund issued", False),
        ("No errors found; 12 tests passed", False),
        ("Errors: 0", False),
        # a tool API's JSON answer (seventy-fifth session: each read as a result that changed something)
        ('{"error": "carrier claim still open"}', True),
        ('{"ok": false, "reason": "claim open"}', True),
        ('{"success": false}', True),
        ('{"status": "error", "message": "claim open"}', True),
        ('{"content": [{"type": "text", "text": "claim open"}], "isError": true}', True),  # MCP's tool result
        ('{"detail": "Not Found"}', True),
        ('{"ok": true, "refund_id": "r-7"}', False),
        ('{"status": "delivered", "error": null, "errors": []}', False),
        ('{"message": "refund issued"}', False),
    ],
)
def test_an_answer_says_whether_the_action_failed(answer, error):
    assert is_error(answer) is error


def test_a_failed_run_says_which_action_was_answered_with_an_error_and_that_it_did_nothing():
    steps = [
        {"agent": "agent", "action": "lookup_order(5532)", "observation": "order 5532: in transit"},
        {"agent": "agent", "action": "issue_refund(5532, 40)", "observation": "Error: carrier claim still open"},
        {"agent": "supervisor", "action": "Close the carrier claim first."},
    ]
    failure = build_graph(make_task(steps, success=False), max_key_steps=KEY_STEPS).failure
    assert failure is not None
    assert failure.errors == [AnsweredAction(action="issue_refund(5532, 40)", answer="Error: carrier claim still open")]
    assert failure.last_effective == "lookup_order(5532)"
    assert "'issue_refund(5532, 40)' -> 'Error: carrier claim still open'" in failure.describe()


def test_a_shop_run_keeps_each_click_on_what_a_page_showed():
    """WebShop's team does everything with one template, ``click[_]``: on three different things it counts as
    exploration, and a resolved run's excerpt was its search and its "Buy Now", without the product or the colour it
    chose. A click on what an earlier page showed is kept; a move to a place nothing showed is still wandering."""
    steps = [
        {"agent": "shopper", "action": "search[kids rain boots]", "observation": "[B05BOO8] Kids Rain Boots $25.99"},
        {"agent": "shopper", "action": "click[B05BOO8]", "observation": "size [10] [11] [12] Price: $25.99 [Buy Now]"},
        {"agent": "shopper", "action": "click[11]", "observation": "You have clicked 11."},
        {"agent": "shopper", "action": "click[yellow]", "observation": "You have clicked yellow."},
        {"agent": "shopper", "action": "click[Buy Now]", "observation": "Thank you for shopping with us!"},
    ]
    # Neither the size, a number alone (read so, a number in any message matched), nor "yellow", which no page showed.
    assert build_graph(make_task(steps), max_key_steps=KEY_STEPS).key_steps == [0, 1, 4]
    steps[1]["observation"] = "color [yellow] [red] size [10] [11] Price: $25.99 [Buy Now]"
    assert build_graph(make_task(steps), max_key_steps=KEY_STEPS).key_steps == [0, 1, 3, 4]
    wandering = [
        {"agent": "solver", "action": f"go to cabinet {n}", "observation": f"On the cabinet {n}, you see a plate {n}."}
        for n in (1, 2, 3)
    ]
    wandering.append({"agent": "solver", "action": "take plate 3 from cabinet 3", "observation": "You take it."})
    assert build_graph(make_task(wandering), max_key_steps=KEY_STEPS).key_steps == [2, 3]


def test_a_question_run_keeps_the_searches_for_what_the_question_and_its_pages_named():
    """A ReAct run searches what the question names, then what the page it found names; a third search makes
    ``search[_]`` exploration, and the first search, which led only to another search, was dropped. The search that
    found nothing ("Could not find ...") still is."""
    steps = [
        {"agent": "a", "action": "Action 1: Search[Rome Protocols]", "observation": "Signed by Engelbert Dollfuss."},
        {"agent": "a", "action": "Action 2: Search[assassinated 1934]", "observation": "Could not find it."},
        {"agent": "a", "action": "Action 3: Search[Engelbert Dollfuss]", "observation": "Killed in the July Putsch."},
        {"agent": "a", "action": "Action 4: Finish[July Putsch]", "observation": "Episode finished, reward = 1"},
    ]
    question = "The Rome Protocols were signed by three Prime Ministers one of which was assassinated as part of what?"
    graph = build_graph(make_task(steps, instruction=question), max_key_steps=KEY_STEPS)
    assert graph.key_steps == [0, 2, 3]


def test_a_tool_that_answers_ok_did_what_it_was_called_for():
    """A coding team's edit answered "ok" wrote the file. Read as an ALFWorld thought's "OK.", the edit had "no effect":
    the run's excerpt showed the coder every step but the patch, its procedure lost it, and its failure reason named
    the read before it as the last thing the run got done. What answers a thought, or a model's own span, with "OK."
    still says nothing happened."""
    edit = "edit_file('jobs/scheduler.py', patch='use the user time zone')"
    steps = [
        {"agent": "coder", "action": "run_tests(['test_timezone'])", "observation": "FAILED test_timezone"},
        {"agent": "coder", "action": "read_file('jobs/scheduler.py')", "observation": "<120 lines>"},
        {"agent": "coder", "action": edit, "observation": "ok"},
        {"agent": "tester", "action": "run_tests()", "observation": "FAILED test_timezone"},
        {"agent": "tester", "action": "Final answer: could not fix it."},
    ]
    graph = build_graph(make_task(steps, success=False), max_key_steps=KEY_STEPS)
    assert graph.failure is not None
    assert (graph.failure.ignored, graph.failure.last_effective) == ([], edit)
    assert "no effect" not in graph.failure_reason
    assert 2 in graph.key_steps
    assert procedure_features([(s["action"], s.get("observation", "")) for s in steps])[2] == "edit_file[_]#1"
    assert not is_noop("ok", edit)
    assert is_noop("OK.", "go to desk 1")  # a command in words, no call: "OK." acknowledges what was said
    assert is_noop("OK.", "ChatOpenAI()")  # LangSmith's span of the model answering a thought
    assert is_noop("OK.", "AgentAction(tool='think', tool_input='the mug may be on the desk')")
    assert is_noop("Nothing happens.", edit)


def test_failure_reason_only_for_failed_runs(rows_by_id):
    resolved = build_graph(TaskRecord.model_validate(rows_by_id["alfworld-19"]), max_key_steps=KEY_STEPS)
    assert resolved.failure_reason == ""
    unknown = build_graph(
        TaskRecord.model_validate({**rows_by_id["alfworld-16"], "success": None}), max_key_steps=KEY_STEPS
    )
    assert unknown.failure_reason == ""
    failed_without_loop = build_graph(TaskRecord.model_validate(rows_by_id["alfworld-9"]), max_key_steps=KEY_STEPS)
    assert failed_without_loop.failure_reason
    assert "repeat" not in failed_without_loop.failure_reason.lower()


def test_a_failed_run_s_reason_names_what_it_got_done_not_the_moves_it_wandered_on_with(rows_by_id):
    """The demo's failed "put a hot cup in cabinet.": the solver heated a mug, put it away ("I will assume the mug can
    be used as a cup"), then walked about. Its reason named the last move as its last effective action ("go to shelf
    2"); 9 of the 12 failed shared runs ended so. A move is exploration: a template done on three things or more."""
    substituted = build_graph(TaskRecord.model_validate(rows_by_id["alfworld-16"]), max_key_steps=KEY_STEPS)
    assert substituted.failure is not None and substituted.failure.explored == ["go to _"]
    assert (
        "last effective action was 'put mug 1 in/on cabinet 1', then only 'go to …' on different things"
        in substituted.failure_reason
    )
    wandered = build_graph(TaskRecord.model_validate(rows_by_id["alfworld-9"]), max_key_steps=KEY_STEPS)
    assert wandered.failure is not None and wandered.failure.last_effective == ""
    assert "only 'go to …', 'open …' on different things, nothing else" in wandered.failure_reason
    # An action done once, or again on the same thing, is no exploration (the refund run's lookup, a loop's move).
    steps = [{"agent": "solver", "action": "go to cabinet 1", "observation": "You arrive."} for _ in range(3)]
    looped = build_graph(make_task(steps, success=False), max_key_steps=KEY_STEPS).failure
    assert looped is not None and (looped.last_effective, looped.explored) == ("go to cabinet 1", [])


# --------------------------------------------------------------------------- chat-only runs


def test_chat_only_run_keeps_distinct_messages():
    steps = [
        {"agent": "planner", "action": "We need the capital of France, then its population."},
        {"agent": "researcher", "action": "The capital of France is Paris."},
        {"agent": "critic", "action": "Source?"},
        {"agent": "researcher", "action": "the capital of  France is Paris."},  # a repeat (case, spacing)
        {"agent": "researcher", "action": "Paris has about 2.1 million inhabitants (INSEE 2023)."},
        {"agent": "critic", "action": "Source?"},  # a repeat
        {"agent": "planner", "action": "Final answer: Paris, about 2.1 million."},
    ]
    graph = build_graph(make_task(steps), max_key_steps=KEY_STEPS)
    assert all(u.kind == UtteranceKind.MESSAGE for u in graph.utterances)
    assert len(graph.utterances) == len(steps)
    assert edges_of(graph, EdgeKind.RESULT) == set()
    assert edges_of(graph, EdgeKind.HANDOFF) == {(0, 1), (1, 2), (2, 3), (4, 5), (5, 6)}
    assert graph.key_steps == [0, 1, 2, 4, 6]


def test_chat_only_failed_run_gets_a_reason():
    steps = [{"agent": "coder", "action": "run the tests"} for _ in range(3)] + [{"agent": "critic", "action": "stop"}]
    graph = build_graph(make_task(steps, success=False), max_key_steps=KEY_STEPS)
    assert graph.key_steps == [0, 3]
    assert "run the tests" in graph.failure_reason
    assert TaskStatus.FAILED == make_task(steps, success=False).status


def test_a_join_replies_to_every_parent_and_step_extras_survive_the_store(open_memory):
    task = TaskRecord(
        id="join",
        instruction="answer from two lookups",
        steps=[
            {"agent": "planner", "action": "look up A and B"},
            {"agent": "search_a", "action": "A is 1", "reply_to": 0, "node": "search_a"},
            {"agent": "search_b", "action": "B is 2", "reply_to": 0, "node": "search_b"},
            {"agent": "answerer", "action": "A+B is 3", "reply_to": [1, 2], "node": "answerer"},
        ],
        success=True,
    )
    graph = build_graph(task, max_key_steps=KEY_STEPS)
    replies = {(e.source, e.target) for e in graph.edges if e.kind == EdgeKind.REPLY}
    assert {(0, 1), (0, 2), (1, 3), (2, 3)} <= replies
    memory = open_memory()
    memory.record(task)
    stored = memory.graph("join")
    assert stored.utterances[3].extra == {"node": "answerer"}
    assert {(e.source, e.target) for e in stored.edges if e.kind == EdgeKind.REPLY} == replies
    assert memory.has_task("join") and not memory.has_task("other")
