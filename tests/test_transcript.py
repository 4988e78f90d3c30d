"""A run's steps logged as one text, a transcript of its acts after ">" and what the world answered, are read as its
steps."""

from __future__ import annotations

from gmem.models import Step, TaskRecord
from gmem.transcript import steps_apart, transcript_steps


def test_a_transcript_is_its_acts_and_what_the_world_answered():
    logged = Step(
        agent="solver",
        action=(
            "I will look on the counter first.\n"
            "> go to countertop 1\nOn the countertop 1, you see a mug 1\nand a plate 2.\n"
            "> take mug 1 from countertop 1\nYou pick up the mug 1 from the countertop 1."
        ),
    )
    assert transcript_steps(logged) == [
        Step(agent="solver", action="I will look on the counter first."),
        Step(
            agent="solver",
            action="go to countertop 1",
            observation="On the countertop 1, you see a mug 1\nand a plate 2.",
        ),
        Step(
            agent="solver",
            action="take mug 1 from countertop 1",
            observation="You pick up the mug 1 from the countertop 1.",
        ),
    ]
    for step in (
        Step(agent="solver", action="> go to countertop 1"),  # one act: a step as other teams log it
        Step(agent="solver", action="> go to desk 1\nok\n> look", observation="Nothing happens."),  # its own answer
        Step(agent="writer", action="Draft:\nfirst line\nsecond line"),
        Step(agent="reviewer", action="> The draft says it rains.\n> It does not.\nPlease fix both."),  # a quotation
    ):
        assert transcript_steps(step) is None


def test_a_run_logged_as_one_transcript_is_recorded_as_the_run_logged_step_by_step(open_memory, alfworld_rows):
    """Half the recorded runs logged so (one step holding "> act\\nwhat the world answered" for each act), asked the
    other half in the recorded wording and three tune wordings, put a task of the right kind first 0.900 of the time
    and taught no lesson (0.994 logged step by step): one act, a template of its own."""
    row = next(r for r in alfworld_rows if len(r["steps"]) > 5)
    transcript = "\n".join(f"> {step['action']}\n{step['observation']}" for step in row["steps"])
    memory = open_memory()
    memory.record({**row, "steps": [{"agent": "solver", "action": transcript, "observation": ""}]})
    stored = memory.task(row["id"])
    recorded = TaskRecord.model_validate(row)
    assert [(u.agent, u.content) for u in memory.graph(row["id"]).utterances] == [
        (u.agent, u.content) for u in _graph_of(open_memory, recorded).utterances
    ]
    assert stored.instruction == recorded.instruction


def test_a_run_whose_steps_name_what_they_answer_is_left_as_it_is():
    run = TaskRecord.model_validate(
        {
            "id": "t",
            "instruction": "put a mug in desk.",
            "steps": [
                {"agent": "a", "action": "> go to desk 1\nYou arrive.\n> put mug 1 in/on desk 1\nDone."},
                {"agent": "b", "action": "checked", "reply_to": [0]},
            ],
        }
    )
    assert steps_apart(run) is run


def _graph_of(open_memory, record: TaskRecord):
    memory = open_memory(":memory:")
    memory.record(record)
    return memory.graph(record.id)
