"""A task given with its setting, as benchmarks and agent prompts hand it to a team (the room, then "Your task is
to: ..."), is recorded and retrieved as its request, the setting kept as its context."""

import json

import numpy as np
import pytest

from gmem.models import TaskRecord, TaskStatus
from gmem.setting import split_setting

ROOM = (
    "You are in the middle of a room. Looking quickly around you, you see a cabinet 4, a cabinet 3, a countertop 1, "
    "a garbagecan 1, a sinkbasin 1, a toilet 1, and a towelholder 1."
)


def test_the_request_after_the_last_marker_is_read_and_the_setting_joins_the_context():
    assert split_setting(f"{ROOM}\n\nYour task is to: put some soapbottle on toilet.") == (
        "put some soapbottle on toilet.",
        ROOM,
    )
    kitchen = "This room is called the kitchen. In it, you see: a stove, a sink, a fridge and a cupboard."
    assert split_setting(f"{kitchen} Your task is to boil water. First, focus on the substance.") == (
        "boil water. First, focus on the substance.",
        kitchen,
    )
    blocks = "b1 is on the table. b2 is on b1. b3 is on the table. The arm is empty and b2 and b3 are clear."
    assert split_setting(f"{blocks} The goal is to satisfy the following conditions: b3 is on b2.") == (
        "satisfy the following conditions: b3 is on b2.",
        blocks,
    )
    react = (
        "Solve a question answering task with interleaving Thought, Action, Observation steps.\n"
        "Question: Which magazine was started first, Arthur's Magazine or First for Women?\n"
        "Thought 1: I need to search both magazines.\n"
        "Question: Were Scott Derrickson and Ed Wood of the same nationality?"
    )
    request, setting = split_setting(react, "asked on Monday")
    assert request == "Were Scott Derrickson and Ed Wood of the same nationality?"
    assert setting.startswith("Solve a question answering task")
    assert setting.endswith("Thought 1: I need to search both magazines.\nasked on Monday")


def test_a_request_with_a_short_preamble_or_a_label_is_left_as_it_stands():
    for text in (
        "Goal: a soap bottle on the toilet.",
        "Quick one for this morning. Your task is to put a mug in the fridge.",
        "Research task: where the first governor after the Missouri Compromise was from.",
        "put a hot mug in coffeemachine.",
    ):
        assert split_setting(text, "before") == (text, "before")
    request, setting = split_setting(f"{ROOM}\nYour task is to: put a mug in desk.")
    assert split_setting(request, setting) == (request, setting)  # a split text stays as it is


def test_sentences_that_close_a_task_on_how_to_answer_join_the_context():
    """AutoGen's teams stop on a word their tasks name ("Reply with TERMINATE when the task is done."); such a
    closing sentence says how to answer, not what to do."""
    terminate = "Reply with TERMINATE when the task is done."
    assert split_setting(f"put a hot mug in coffeemachine. {terminate}") == (
        "put a hot mug in coffeemachine.",
        terminate,
    )
    assert split_setting("heat a mug.\n\nWhen you are finished, reply TERMINATE.\n", "before") == (
        "heat a mug.",
        "When you are finished, reply TERMINATE.\nbefore",
    )
    assert split_setting("heat a mug. Think step by step. Say done when you are finished.") == (
        "heat a mug.",
        "Think step by step. Say done when you are finished.",
    )
    assert split_setting("put a mug in desk.\nRespond with exactly one action per turn.") == (
        "put a mug in desk.",
        "Respond with exactly one action per turn.",
    )
    assert split_setting(f"{ROOM}\nYour task is to: put a mug in desk.\n{terminate}") == (
        "put a mug in desk.",
        f"{ROOM}\n{terminate}",
    )
    for text in (
        terminate,  # a request's first sentence is its own
        "PUT THE MUG AWAY. TELL ME WHEN DONE.",  # in capitals, a capital word tells nothing
        "Put the mug away. Tell me when it is done, please.",
        "Is the mug done? Put it in the coffee machine.",
        "Please do this. wash the soap bar and then place it in the counter top Reply DONE when finished.",  # run on
    ):
        assert split_setting(text, "before") == (text, "before")
    request, setting = split_setting(f"put a hot mug in coffeemachine. {terminate}")
    assert split_setting(request, setting) == (request, setting)


def test_a_system_prompt_or_a_scene_before_a_task_with_no_marker_joins_the_context():
    """Runs recorded with their agent's system prompt before each task, and asked plainly, put a task of the right kind
    first 0.609 of the time (context 0.612): its words were every run's."""
    assert split_setting(f"{AGENT}\nPut a hot mug in the coffee machine.") == (
        "Put a hot mug in the coffee machine.",
        AGENT,
    )
    assert split_setting(f"{ROOM} Put a hot mug in coffeemachine.") == ("Put a hot mug in coffeemachine.", ROOM)
    # The last line of several is the task's, however it opens; the description's rules on lines before it are not.
    lines = AGENT.replace(". ", ".\n")
    assert split_setting(f"{lines}\nNever put the mug in the fridge. Heat it instead.") == (
        "Never put the mug in the fridge. Heat it instead.",
        lines,
    )
    for text in (
        "You can heat the mug. Then put it in the coffee maker.",  # no description of the agent opens it
        "Never put the mug in the fridge. Put it in the cabinet.",
        "You are the best.",  # nothing follows
    ):
        assert split_setting(text, "before") == (text, "before")


def test_a_scene_told_after_the_task_joins_the_context():
    """A prompt may give the task first and the scene after it ("Task: ...\nObservation: You are in the middle of a
    room ..."): the room's receptacles were words of the task."""
    assert split_setting(f"Task: put a mug in desk.\nObservation: {ROOM}") == (
        "Task: put a mug in desk.",
        f"Observation: {ROOM}",
    )
    assert split_setting(f"put a mug in desk. {ROOM}", "before") == ("put a mug in desk.", f"{ROOM}\nbefore")
    for text in ("You are in the kitchen: put a mug in the desk.", "Put the mug where you see the coffee machine."):
        assert split_setting(text, "before") == (text, "before")


def test_a_task_given_as_a_json_object_is_its_request_and_its_other_fields_the_context():
    """Asked as ``{"task": ..., "format": ..., "max_steps": ...}``, half the recorded runs asked of a memory of the
    others put a task of the right kind first 0.929 of the time (context 0.941; 0.994 and 1.0 asked plainly): the field
    names and the settings were words of the task."""
    given = json.dumps({"task": "put a hot mug in coffeemachine.", "format": "one action per line", "max_steps": 50})
    assert split_setting(given, "before") == (
        "put a hot mug in coffeemachine.",
        '{"format": "one action per line", "max_steps": 50}\nbefore',
    )
    closing = json.dumps({"instruction": "heat a mug. Reply with TERMINATE when the task is done."})
    assert split_setting(closing) == ("heat a mug.", "Reply with TERMINATE when the task is done.")
    for text in (
        '{ "task": "put", "obj": "saltshaker", "recep": "cabinet" }',  # the request's parts are fields of their own
        '{"name": "env", "arguments": {"command": "go to desk 1"}}',  # no request field
        "{put the mug away}",  # no JSON
    ):
        assert split_setting(text, "before") == (text, "before")
    request, setting = split_setting(given)
    assert split_setting(request, setting) == (request, setting)


AGENT = (
    "You are an expert household robot. You can navigate between rooms, pick up objects, open containers and use "
    "appliances. Always think before you act."
)
WRAPPINGS = {
    "termination line": lambda task, room: f"{task} Reply with TERMINATE when the task is done.",
    "room after the task": lambda task, room: f"{task}\nObservation: {room}",
    "system prompt before the task": lambda task, room: f"{AGENT}\n{task}",
}


@pytest.mark.parametrize("closing", WRAPPINGS)
def test_what_a_task_is_wrapped_in_is_no_part_of_what_its_runs_asked(open_memory, shared_rows, tmp_path, closing):
    """Recorded with their team's termination line and asked plainly, the recorded runs put a task of the right kind
    first 0.838 of the time and gave context to 0.841 (recorded plainly, 0.994 and 1.0); recorded and asked with the
    room after the task, 0.741; recorded with their agent's system prompt before it and asked plainly, 0.609: the line,
    the room's receptacles or the prompt were a part of every run's text that a request in other words lacks. Read as
    the context, they leave the ranking as it is."""
    from experiments import rephrasings

    closed_as = WRAPPINGS[closing]
    records = [TaskRecord.model_validate(row) for row in shared_rows[1::2]]
    plain, closed = open_memory(tmp_path / "plain.db"), open_memory(tmp_path / "closed.db")
    plain.record_many(records)
    closed.record_many([r.model_copy(update={"instruction": closed_as(r.instruction, r.context)}) for r in records])
    stored = closed.task(records[0].id)
    assert stored.instruction == records[0].instruction and stored.context.endswith(records[0].context)
    asked = rephrasings.load()[("tune", 0)]
    for row in shared_rows[0:20:2]:
        for query in (asked[row["id"]], closed_as(asked[row["id"]], row["context"])):
            expected = [(t.node.id, round(t.score, 6)) for t in plain.retrieve(query).tasks[:5]]
            assert [(t.node.id, round(t.score, 6)) for t in closed.retrieve(query).tasks[:5]] == expected, query


def test_a_memory_of_whole_prompts_records_and_ranks_what_they_ask(open_memory, shared_rows):
    """Recorded and asked as ALFWorld's whole opening text, a soap bottle for the toilet and a heated egg for the
    bin drew washing runs (of a soap bar, of an egg) whose rooms were alike; read as their requests, they meet
    runs of their own kinds."""
    from experiments.replay import whole_prompt as whole

    records = [TaskRecord.model_validate(row) for row in shared_rows]
    memory = open_memory()
    for record in records[:46]:
        memory.record(whole(record))
    stored = memory.task("alfworld-8")
    assert stored.instruction == "put a hot mug in coffeemachine."
    assert stored.context == records[8].context.strip()
    family = {r.id: r.model_extra["task_type"] for r in records}
    for asked in (records[46], records[49]):
        result = memory.retrieve(whole(asked).instruction)
        assert result.task == whole(asked).instruction  # the retrieval says the task as it was given
        best = next(t.node.id for t in result.tasks if t.node.status == TaskStatus.RESOLVED)
        assert family[best] == family[asked.id], (asked.instruction, best)


def test_a_memory_of_questions_each_in_the_team_s_prompt_still_tells_its_questions_from_others(open_memory):
    """A team whose every question comes in one ReAct prompt (rules, a worked example, then "Question: ...") shared
    the prompt with every question of any kind: a memory of 25 HotpotQA question runs so recorded gave context to
    all 30 questions of other kinds (word problems, units, science) so asked. Read as their questions, most of
    those abstain (0.783 on this split, as when asked plainly), and the memory's own kind still gets context."""
    from experiments import crossdomain
    from experiments.hotpotqa.data import load_questions
    from tests.conftest import SHARED_HOTPOT

    if not SHARED_HOTPOT.exists():
        pytest.skip("the shared HotpotQA sample is not here (../shared/data)")
    questions = load_questions(SHARED_HOTPOT)[:50]

    def prompted(question: str) -> str:
        return crossdomain.REACT_PROMPT.format(question=question)

    memory = open_memory()
    runs = [crossdomain.question_record(q) for q in questions[:25]]
    memory.record_many([r.model_copy(update={"instruction": prompted(r.instruction)}) for r in runs])
    assert memory.task(runs[0].id).instruction == questions[0].question
    others = [r.text for r in crossdomain.other_requests("tune") if r.kind == "question"]
    abstained = np.mean([crossdomain.abstained(memory.retrieve(prompted(q))) for q in others])
    answered = np.mean([not crossdomain.abstained(memory.retrieve(prompted(q.question))) for q in questions[25:]])
    assert abstained >= 0.7 and answered >= 0.9, (abstained, answered)
