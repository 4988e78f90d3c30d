"""Runs keep the words they were read into and the templates of their steps, and a memory reads again the runs an
older reading gave them (gmem.rereading): on both backends, through a snapshot taken before, and from an export
made before tasks kept their reading; and the reading's version goes up whenever the reading changes."""

from __future__ import annotations

import hashlib
import json

import pytest

from gmem import Memory, limits, snapshot
from gmem.errors import UndoError
from gmem.models import ChangeKind
from gmem.snapshot import snapshot_path
from gmem.store.base import is_postgres_url, open_store
from gmem.store.rows import as_json
from gmem.store.transfer import export_memory, import_memory
from gmem.store.writes import RunToRead
from gmem.text import is_noop, procedure_features
from gmem.tiers.terms import READING, recorded_terms, terms
from tests.conftest import EXCERPT

#: What :func:`recorded_terms` gives the excerpt's instructions and a few that exercise each of its rules, and
#: :func:`procedure_features` the excerpt's runs and a few steps as other logs mark them, by reading version (1
#: read the words alone; from 16, which of those steps' observations read as no-ops as well). A change to either
#: reading changes the digest: give it a new ``READING`` and add it.
READINGS = {
    1: "7e5fdfc1",
    2: "fc466f18",
    3: "3a585fc5",
    4: "91cd873e",
    5: "7da29914",
    6: "19899e5e",
    7: "d780aedb",
    8: "0389555b",
    9: "d6988f4b",
    10: "d6960c1f",
    11: "ab920a3c",
    12: "ec6e9c85",
    13: "064e30fa",
    14: "92e81fe5",
    15: "5028127a",
    16: "8e599636",
    17: "d881bdf5",
    18: "9e1887ca",
    19: "de04d0e7",
    20: "c5456f1c",
    21: "c7588342",
    22: "ae58a554",
    23: "967c223f",
    24: "1163ef70",
    25: "730735dc",
    26: "70257cda",
    27: "797389bb",
    28: "119bbcc5",
    29: "1f7f8312",
    30: "ae2f5712",
    31: "b79b8dc6",
    32: "0d5cfd9a",
    33: "50946bfc",
    34: "4993d778",
    35: "da785608",
    36: "32a6e683",
    37: "19c2104e",
    38: "2d4e889d",
    39: "e8e2a620",
    40: "d7baeb45",
}
CASES = [
    "Place the salt shaker in the drawer.",
    "wash up a bowl and then stash it in the cupboard",
    "tuck the salt shaker away in the drawer",
    "heat an egg n put it in the garbage lol",
    "The table is set with a set of knives.",
    "fetch one soap cake, then a second one, and set the two down in the wastebasket",
    "See to it that a salt cellar is resting on the cabinet.",
    "kindly drop a vase into the safe when you get a chance, cheers",
    "Don't put the cup in the cupboard until it's been heated.",
    "put too pillows on the sofa",
    "The plate shouldn't be dirty when it lands on the counter.",
    "Sauté an egg, then put it in the garbage — merci!",
    'store(obj="keychain", n=2, into="safe")',
    "banana temp (kitchen): >50C orange box",
    "lead MP check @ workshop: red box if >200C",
    "tin m.p. above 230 °C? then the red box",
    "Your task is to grow a lemon plant. Then, make changes to the environment that grow the plant.",
    "Your task is to boil lead. For compounds without a boiling point, combining them with others is also allowed.",
    "find a 2 pound bag of flour in the pantry, and 3.5 cups of sugar, under 10 dollars",
    "put a $2 mug and a \u00a35 vase in the cabinet",
    "chill a pan for an hour, or a couple of minutes, then leave it on the counter for two minutes",
]


#: Steps as other teams log them (each run of :data:`STEP_CASES` one list of (action, observation)).
STEP_CASES = [
    [
        ("> go to countertop 1", "You arrive."),
        ("> think: the mug is here", "OK."),
        ("> take mug 1 from countertop 1", ""),
    ],
    [("1. open fridge 1.", "The fridge 1 is open."), ("2. cool mug 1 with fridge 1.", "You cool the mug 1.")],
    [("**Action 1:** `Search[Fox]`", "Fox is a film."), ("Step 2: Finish[yes]", "Observation 2: Nothing happens.")],
    [("Thought 1: find the film.\nAction 1: Search[Fox]", "Fox is a film."), ("I have it.\nfinish({})", "Done.")],
    [('act({"action": "open fridge 1"})', "The fridge 1 is open."), ("execute_action: take mug 1", "You take it.")],
    [("Action: search\nAction Input: Fox", "Fox is a film."), ("Action 2: look\nObservation 2: A room.", "A room.")],
    [("right grasp shot1", "You are holding right."), ("stack b1 b2", "Done.")],
    [("I will compute it.\n```python\nprint(6 * 7)\n```", "42")],
    [('{"name": "alfworld", "arguments": "{\\"command\\": \\"open fridge 1\\"}"}', "The fridge 1 is open.")],
    [("[Step 1] go to desk 1", "You arrive."), ("Executing: open drawer 1", "You open it.")],
    [
        (
            json.dumps(
                {
                    "type": "ai",
                    "data": {"content": "", "tool_calls": [{"name": "env", "args": {"command": "go to desk 1"}}]},
                }
            ),
            "You arrive.",
        ),
        ("ThoughtEvent(source='bot', content='the mug is here', type='ThoughtEvent')", ""),
        ('<code>\nresult = env(command="open drawer 1")\nprint(result)\n</code>', "Execution logs:\nNothing happens."),
        ('Action: Env\nAction Input: {"command": "take mug 1 from desk 1"}', "You take it."),
        ('{"tool_name_2": "env", "tool_args_2": {"command": "heat mug 1 with microwave 1"}}', "You heat it."),
        ("2024-03-18 14:22:06,258 - agent - INFO - Act 6: cool mug 1 with fridge 1", "You cool it."),
        ('{"action": "call_tool_mcp", "args": {"name": "env", "arguments": {"command": "open fridge 1"}}}', "Done."),
        ("[2024-03-14 09:41:22] HouseBot: On to the sink: `go to sinkbasin 1`", "You arrive."),
        ('{"type": "tool-runCommand", "input": {"command": "clean mug 1 with sinkbasin 1"}}', "You clean it."),
        ("Solution: The mug is clean; next, the coffee machine.\n\nNext request.", "Instruction: Go on.\nInput: None"),
        ("Solution: open drawer 1\n\nNext request.", "Instruction: Go on.\nInput: You open the drawer 1."),
        (json.dumps({"kind": "message", "parts": [{"kind": "data", "data": {"command": "go to bed 1"}}]}), "Done."),
        (json.dumps({"cell_type": "code", "source": ['obs = env.step(["take book 1 from bed 1"])']}), "Done."),
        ("examine book 1", json.dumps({"observation": "Nothing happens.", "reward": 0, "done": False})),
    ],
    [
        (
            (
                "---------- ToolCallRequestEvent (bot) ----------\n"
                "[FunctionCall(id='1', arguments='{\"command\": \"go to desk 1\"}', name='act')]"
            ),
            (
                "---------- ToolCallExecutionEvent (bot) ----------\n"
                "[FunctionExecutionResult(content='You arrive.', name='act', call_id='1', is_error=False)]"
            ),
        ),
        (
            json.dumps({"type": "assistant", "message": {"role": "assistant", "content": [{"type": "thinking"}]}}),
            json.dumps({"object": "chat.completion", "choices": [{"message": {"content": "Nothing happens."}}]}),
        ),
        (
            json.dumps(['obs = env.step("open drawer 1")']),
            json.dumps([{"output_type": "execute_result", "data": {"text/plain": "'OK.'"}}]),
        ),
        ('Entity.LLM[bot] TOOL[act]: {"request": "act", "action": "look"}', "Entity.AGENT[bot] A room."),
        ("AgentAction(tool='env', tool_input={'command': 'take book 1 from desk 1'}, log='')", "You take it."),
        (
            json.dumps({"type": "X", "subtask_actions": [{"name": "T", "input": {"values": {"cmd": "go to bed 1"}}}]}),
            "You arrive.",
        ),
    ],
    [
        (
            json.dumps({"model": "m", "message": {"role": "assistant", "content": "open fridge 1"}, "done": True}),
            "The fridge 1 is open.",
        ),
        (
            json.dumps(
                {"candidates": [{"content": {"role": "model", "parts": [{"text": "cool mug 1 with fridge 1"}]}}]}
            ),
            "You cool the mug 1.",
        ),
    ],
    [
        (
            json.dumps({"role": "assistant", "tool_calls": [{"function": "act", "arguments": {"cmd": "open safe 1"}}]}),
            "The safe 1 is open.",
        ),
        (json.dumps({"action": "", "thought": "the key is in it", "observation": ""}), ""),
        (
            json.dumps(
                {"type": "TOOL", "name": "execute", "input": {"args": ["take key 1 from safe 1"], "kwargs": {}}}
            ),
            "You take it.",
        ),
        (json.dumps({"name": "env", "run_type": "tool", "inputs": {"command": "go to desk 1"}}), "You arrive."),
        (
            json.dumps(
                {
                    "spans": [
                        {
                            "attributes": [
                                {"key": "gen_ai.tool.name", "value": {"stringValue": "env"}},
                                {
                                    "key": "gen_ai.tool.call.arguments",
                                    "value": {"stringValue": '{"cmd": "put key 1 in/on desk 1"}'},
                                },
                            ]
                        }
                    ]
                }
            ),
            "You put it.",
        ),
        (
            json.dumps(
                {
                    "type": "tool_calls",
                    "step_details": {"tool_calls": [{"function": {"name": "act", "arguments": "{}"}}]},
                }
            ),
            "Done.",
        ),
    ],
    [
        (
            json.dumps(
                {
                    "attributes": {
                        "mlflow.spanType": '"TOOL"',
                        "mlflow.spanInputs": '{"action": "open drawer 1"}',
                        "mlflow.spanFunctionName": '"step"',
                    }
                }
            ),
            "The drawer 1 is open.",
        ),
        (
            json.dumps(
                {
                    "op_name": "weave:///t/p/op/Env.step:v1",
                    "inputs": {"self": "env", "action": "take pen 1 from drawer 1"},
                }
            ),
            "You take it.",
        ),
        (
            json.dumps(
                {
                    "type": "chat_message",
                    "role": {"value": "assistant"},
                    "contents": [{"type": "function_call", "name": "act", "arguments": '{"cmd": "go to desk 1"}'}],
                }
            ),
            "You arrive.",
        ),
        (
            json.dumps(
                {"additional_output": {"use_tool": {"name": "act", "arguments": {"cmd": "put pen 1 in/on desk 1"}}}}
            ),
            "Done.",
        ),
    ],
    [
        ("<think>the pen is in the drawer</think>", "OK."),
        (
            json.dumps({"tool": "Env", "toolInput": {"cmd": "open drawer 2"}}),
            json.dumps([{"observation": "It is open."}]),
        ),
        ("<execute_command>\n<command>take pen 2 from drawer 2</command>\n</execute_command>", "You take it."),
        (
            json.dumps(
                {
                    "type": "toolRequest",
                    "toolCall": {"status": "success", "value": {"name": "act", "arguments": {"cmd": "go to desk 1"}}},
                }
            ),
            "You arrive.",
        ),
    ],
    [
        (
            '<use_mcp_tool>\n<server_name>env</server_name>\n<tool_name>act</tool_name>\n<arguments>{"cmd": "open box 1"}</arguments>\n</use_mcp_tool>',
            "It is open.",
        ),
        (
            json.dumps(
                {
                    "data": {
                        "output": {
                            "content": "",
                            "calledTools": [{"name": "act", "args": {"cmd": "take key 1 from box 1"}}],
                        }
                    }
                }
            ),
            "Done.",
        ),
    ],
    [  # 23: a message's tool call with its arguments under Llama's ``parameters``; models' raw tool calls and results
        (
            json.dumps(
                {
                    "role": "assistant",
                    "content": "",
                    "tool_calls": [{"name": "env", "parameters": {"command": "go to shelf 2"}}],
                }
            ),
            "You arrive at shelf 2.",
        ),
        (
            'The safe next.\n<tool_call>\n{"name": "env", "arguments": {"command": "open safe 1"}}\n</tool_call>',
            "You open the safe 1.",
        ),
        ('[env(command="take watch 1 from safe 1")]', "You pick up the watch 1."),
        (
            '<tool_call>\n{"name": "env", "arguments": {"command": "open safe 1"}}\n</tool_call>',
            "<tool_response>\nNothing happens.\n</tool_response>",
        ),
    ],
    [  # a team that logs its acts and not what the world answered (reading 24)
        ("think: the mug is on the counter", ""),
        ("go to countertop 1", ""),
        ("take mug 1 from countertop 1", ""),
        ("heat mug 1 with microwave 1", ""),
    ],
    [  # a tool that answers "ok" did what it was called for (reading 36)
        ("think: the timezone is read in UTC", "OK."),
        ("read_file('jobs/scheduler.py')", "<120 lines>"),
        ("edit_file('jobs/scheduler.py', patch='use the user time zone')", "ok"),
    ],
    [  # a chat team's messages are no acts (reading 37)
        ("Here is a haiku about the first snow:\n\nWhite hush on the road,", ""),
        ("The second line is abstract; use a concrete image and keep the meter.", ""),
        ("Much better: concrete and consistent. APPROVE", ""),
    ],
    [  # a speaker's statement the world answered told what the speaker did (reading 38)
        ("I open the fridge 1", "You open the fridge 1. The fridge 1 is open."),
        ("I think the mug is in the fridge", ""),
    ],
    [  # in a conversation, a sentence that states nothing is said to the team too (reading 39)
        ("Here is a first draft:\n\nThe spring sale opens on Monday.", ""),
        ("Tighten the opening; cut the second paragraph.", ""),
        ("The figures check out against the source.", ""),
    ],
    [  # and so is a signal in capitals (reading 40)
        ("Here is a haiku:\n\nWhite hush on the road", ""),
        ("APPROVE", ""),
    ],
]


def reading_digest() -> str:
    rows = [json.loads(line) for line in EXCERPT.read_text().splitlines() if line.strip()]
    words = [recorded_terms(limits.scored(text)) for text in [row["instruction"] for row in rows] + CASES]
    runs = [[(step["action"], step["observation"]) for step in row["steps"]] for row in rows] + STEP_CASES
    procedures = [procedure_features(run) for run in runs]
    nothing_changed = [is_noop(observation, action) for run in STEP_CASES for action, observation in run]
    return hashlib.sha256(json.dumps([words, procedures, nothing_changed]).encode()).hexdigest()[:8]


def test_a_change_to_the_reading_comes_with_a_new_version():
    assert READINGS.get(READING) == reading_digest(), (
        f"recorded_terms reads differently from reading {READING}: raise gmem.tiers.terms.READING (stored runs "
        f"are then read again) and add {{{READING + 1}: {reading_digest()!r}}} to READINGS"
    )


def placed(rows: list[dict]) -> list[dict]:
    """The rows with every other "put" said "place": words an earlier reading learned apart from "put"."""
    return [
        {**row, "instruction": row["instruction"].replace("put ", "place ")} if i % 2 else row
        for i, row in enumerate(rows)
    ]


def older_words(run: RunToRead) -> tuple[list[str], list[str]]:
    """The words a reading before the verbs of putting gave a run (plain :func:`terms`), and its procedure."""
    return terms(limits.scored(run.instruction)), run.procedure


def older_steps(run: RunToRead) -> tuple[list[str], list[str]]:
    """A run's words, and the procedure a reading before log marks were read off gave it: each step of a run
    logged ``> go to desk 1`` was ``> go to _``."""
    marked = any(action.startswith("> ") for action, _ in run.steps)
    return run.words, [f"> {feature}" for feature in run.procedure] if marked else run.procedure


def age(location: str, namespace: str, older=older_words) -> int:
    """Give the namespace's runs what an ``older`` reading gave them and no reading version, as a store written
    by an older gmem holds them; how many differ."""
    store = open_store(location, namespace)
    try:
        runs = store.runs_read_before(READING + 1)
        with store._transaction() as sql:
            for run in runs:
                words, procedure = older(run)
                sql.execute(
                    "UPDATE tasks SET words = ?, procedure = ?, reading = 0 WHERE namespace = ? AND id = ?",
                    (as_json(words), as_json(procedure), namespace, run.id),
                )
            if is_postgres_url(location):  # its triggers learned those terms when the older gmem stored them
                sql.execute("SELECT gmem_rebuild_terms(?)", (namespace,))
        return sum(older(run) != (run.words, run.procedure) for run in runs)
    finally:
        store.close()


QUERIES = ["heat some potato and put it in countertop.", "Place a vase in the safe.", "set a cool mug down"]


def observed(memory: Memory) -> list[list[tuple[str, float]]]:
    """The tasks each query is shown, with their scores: what the runs' words decide."""
    return [[(t.node.id, round(t.score, 9)) for t in memory.retrieve(q).tasks] for q in QUERIES]


@pytest.fixture
def small_snapshots(monkeypatch, tmp_path):
    monkeypatch.setattr(snapshot, "MIN_TASKS", 10)
    monkeypatch.setattr(snapshot, "STALE_TASKS", 5)
    monkeypatch.setenv("GMEM_CACHE_DIR", str(tmp_path / "cache"))


def logged(rows: list[dict]) -> list[dict]:
    """The rows with every other run's actions logged as ReAct's ALFWorld runs log them (``> go to desk 1``): runs
    imported from a team that logs that way beside a team's own."""
    return [
        {**row, "steps": [{**step, "action": f"> {step['action']}"} for step in row["steps"]]} if i % 2 else row
        for i, row in enumerate(rows)
    ]


@pytest.mark.parametrize("index", ["memory", "database"])
@pytest.mark.parametrize("older, reworded", [(older_words, placed), (older_steps, logged)], ids=["words", "steps"])
def test_runs_an_older_reading_gave_their_words_or_steps_are_read_again_when_the_memory_opens(
    store_location, index, older, reworded, small_snapshots, embedder, alfworld_rows, monkeypatch
):
    if index == "database" and not is_postgres_url(store_location):
        pytest.skip("scoring in the database is PostgreSQL's")
    rows = reworded(alfworld_rows[:24])
    with Memory.open(store_location, embedder=embedder, namespace="reference", index=index) as reference:
        reference.record_many(rows)
        expected = observed(reference)
    with Memory.open(store_location, embedder=embedder, namespace="team") as team:
        team.record_many(rows)
    aged = age(store_location, "team", older)
    assert aged >= 6

    cached = snapshot_path(store_location, "team")
    assert cached is not None
    cached.unlink(missing_ok=True)
    with monkeypatch.context() as unread:  # the aged store as gmem read it before runs kept their reading
        unread.setattr("gmem.memory.reread", lambda store: 0)
        with Memory.open(store_location, embedder=embedder, namespace="team", index=index) as stale:
            assert observed(stale) != expected
    assert index == "database" or cached.exists()  # a snapshot of the old words, as that gmem left it

    with Memory.open(store_location, embedder=embedder, namespace="team", index=index) as team:
        change = team.history()[0]
        assert change.kind == ChangeKind.TASK_WORDS and f": {aged} changed" in change.summary
        with pytest.raises(UndoError, match="newer reading"):
            team.undo(change.id)
        assert observed(team) == expected
    store, kept = open_store(store_location, "team"), open_store(store_location, "reference")
    try:
        assert store.runs_read_before(READING) == []
        assert all(task.words == recorded_terms(limits.scored(task.instruction)) for task in store.load_tasks())
        assert [task.procedure for task in store.load_tasks()] == [task.procedure for task in kept.load_tasks()]
    finally:
        store.close()
        kept.close()
    with Memory.open(store_location, embedder=embedder, namespace="team", index=index) as again:
        assert again.history()[0].id == change.id  # read once: nothing older is left to read


def test_an_export_keeps_the_reading_and_one_from_before_is_read_on_open(embedder, alfworld_rows, tmp_path):
    rows = placed(alfworld_rows[:12])
    source, kept, older = tmp_path / "source.db", tmp_path / "kept.db", tmp_path / "older.db"
    with Memory.open(source, embedder=embedder) as memory:
        memory.record_many(rows)
        expected = observed(memory)
    age(str(source), "default")
    with Memory.open(source, embedder=embedder):
        pass  # read again
    export = tmp_path / "memory.jsonl"
    export_memory(open_store(source), export)
    lines = [json.loads(line) for line in export.read_text().splitlines()]
    assert {line["reading"] for line in lines if line["kind"] == "task"} == {READING}

    import_memory(open_store(kept), export)
    assert open_store(kept).runs_read_before(READING) == []

    before = tmp_path / "before.jsonl"  # as an export from before schema 7: old words, no reading
    for line in lines:
        if line["kind"] == "task":
            del line["reading"]
            line["words"] = terms(limits.scored(line["node"]["instruction"]))
    before.write_text("".join(json.dumps(line) + "\n" for line in lines))
    import_memory(open_store(older), before)
    assert len(open_store(older).runs_read_before(READING)) == len(rows)
    with Memory.open(older, embedder=embedder) as memory:
        assert memory.history()[0].kind == ChangeKind.TASK_WORDS
        assert observed(memory) == expected
