"""A task text that carries its setting: the scene or the prompt before what is asked, split off.

Benchmarks and agent prompts hand a team one text that opens with the setting and then says the task:
ALFWorld's "You are in the middle of a room. Looking quickly around you, you see a cabinet 6, a cabinet 5, ...
Your task is to: put a hot mug in coffeemachine.", ScienceWorld's "Your task is to boil water.", a ReAct
prompt's rules and examples before its last "Question:", an "Instruction:" or a "Claim:" line after a scene. A
team wrapped in one line records and retrieves with that whole text, and the room's receptacles then decide
which past task it is nearest: on the recorded ALFWorld runs so asked, same-kind precision at 1 fell from 1.00
to 0.66 (0.63 when the runs were recorded that way too), and a memory whose every question came in one ReAct
prompt gave context to any question at all. So a task text is read as its request, and the text before its
last marker joins the context, where a setting belongs: a record's (:func:`gmem.recording.parse_records`) and
a retrieval's (:meth:`gmem.Memory.retrieve`, whose result still says the task as it was given). A marker only
counts where a line or a sentence begins, after a setting of :data:`SETTING_WORDS` words at least: "Goal: a soap
bottle on the toilet.", "Research task: where ...", "Quick one. Your task is to ..." are requests as they
stand, whose manner the query tier reads as such (:mod:`gmem.tiers.asking`).
"""

from __future__ import annotations

import re

#: Least words before a marker for them to be a setting: a room, a prompt's rules or examples, not a
#: request's preamble.
SETTING_WORDS = 10
#: What introduces the request in the common task prompts: "Your task is to:" (ALFWorld; ScienceWorld without
#: the colon), "Your goal is", "The goal is to" (a planning task's state, then its goal), or a label and a colon
#: ("Task:", "Instruction:", "Question:", "Claim:").
_MARKER = re.compile(
    r"(?:^|(?<=[.!?]\s))[ \t>*#_-]*(?:"
    r"(?:your|the)\s+(?:task|goal|job|objective|mission)\s+(?:is|will\s+be)(?:\s+to\b)?\s*:?"
    r"|(?:task|goal|objective|instructions?|question|claim)\s*:"
    r")[ \t*_]*",
    re.IGNORECASE | re.MULTILINE,
)


def split_setting(text: str, context: str = "") -> tuple[str, str]:
    """``text``'s request and the ``context`` it is asked in: the text after its last request marker, and
    the text before that marker put before ``context`` (see the module docstring). A text without such a marker
    comes back as it is, and so does one split already."""
    marks = list(_MARKER.finditer(text))
    if not marks:
        return text, context
    setting, request = text[: marks[-1].start()].strip(), text[marks[-1].end() :].strip()
    if len(setting.split()) < SETTING_WORDS or not request:
        return text, context
    return request, f"{setting}\n{context}" if context.strip() else setting
