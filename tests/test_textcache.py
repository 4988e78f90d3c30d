"""What was read off a step's text is kept by the characters of the texts (``gmem.textcache``): a long run is read
in passes over all its steps, and each of its texts is parsed once."""

from __future__ import annotations

import json
import uuid

from gmem import messages
from gmem.models import TaskRecord
from gmem.textcache import cached_by_text
from gmem.tiers.interaction import build_graph


def test_the_least_recently_read_texts_go_first_once_the_characters_kept_pass_the_bound():
    read: list[str] = []

    @cached_by_text(10)
    def length(text: str) -> int:
        read.append(text)
        return len(text)

    for text in ("aaaa", "bbbb", "aaaa", "cccc"):  # 12 characters: "bbbb", read least recently, goes
        length(text)
    assert read == ["aaaa", "bbbb", "cccc"]
    length("aaaa")  # kept: now read after "cccc"
    length("bbbb")  # read again, and "cccc" goes for it
    assert read == ["aaaa", "bbbb", "cccc", "bbbb"]
    assert length("aaaa") == 4 and read[-1] == "bbbb"
    assert length("cccc") == 4 and read[-1] == "cccc"


def test_a_text_longer_than_the_bound_is_read_each_time_and_kept_never():
    read: list[str] = []

    @cached_by_text(3)
    def upper(text: str) -> str:
        read.append(text)
        return text.upper()

    assert upper("long") == upper("long") == "LONG"
    assert read == ["long", "long"]


def test_each_text_of_a_long_run_logged_as_messages_is_parsed_once(monkeypatch):
    """A run of 2,000 steps logged as LangChain's ``messages_to_dict`` (4,000 texts) is read for its thoughts, acts,
    templates and results in passes over every step; a cache of a fixed 1,024 texts parsed each text again on
    each pass."""
    parsed: list[str] = []
    structure = messages._structure
    monkeypatch.setattr(messages, "_structure", lambda text: parsed.append(text) or structure(text))
    run = uuid.uuid4().hex  # texts no earlier test read
    steps = [
        {
            "agent": "solver",
            "action": json.dumps(
                {
                    "type": "ai",
                    "data": {
                        "content": "",
                        "tool_calls": [{"name": "env", "args": {"command": f"go to cabinet {n}"}, "id": f"{run}{n}"}],
                    },
                }
            ),
            "observation": json.dumps(
                {"type": "tool", "data": {"content": f"You arrive at cabinet {n}.", "tool_call_id": f"{run}{n}"}}
            ),
        }
        for n in range(2_000)
    ]
    graph = build_graph(
        TaskRecord(id=run, instruction="put a mug in cabinet.", steps=steps, success=False), max_key_steps=12
    )
    assert graph.failure is not None and graph.failure.steps == 2_000
    assert len(parsed) == len(set(parsed)) <= 4_000
