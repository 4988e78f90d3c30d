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

A task text may also end on how the team is to answer or when it stops (:data:`_PROTOCOL`): AutoGen's teams stop
on a word (``TextMentionTermination("TERMINATE")``), and their tasks say so, "put a hot mug in coffeemachine.
Reply with TERMINATE when the task is done." Those closing sentences join the context too. Kept in the request,
they were a part of every recorded run's text that a request in other words lacks: half the recorded runs so
recorded, asked the other half in the recorded wording and three tune wordings, put a task of the right kind first
0.838 of the time and gave context to 0.841 (0.994 and 1.0 recorded plainly). A request's first sentence is never
one of them, nor is a sentence that does not open as one does (a task run on into "Reply DONE when finished"
without its stop), nor a sentence in capitals, whose capitals tell nothing. A task given as a JSON object is the
field that holds its request (:data:`_REQUEST_KEYS`), its other fields joining the context.

A prompt may also tell the scene after the task ("Task: put a hot mug in coffeemachine.", then on a line of its own
"Observation: You are in the middle of a room. Looking quickly around you, you see ..."): from a sentence after the
request's first that opens a description of the scene (:data:`_SCENE`), the text joins the context. Kept, the
room's receptacles were words of the task: half the recorded runs asked so of a memory of the others put a task of
the right kind first 0.741 of the time (0.994 asked plainly). So does, before a task with no marker, a scene told
first, or a description of the agent it is asked of, as a system prompt opens ("You are an expert household robot.
You can navigate between rooms ... Always think before you act.", :data:`_AGENT`): runs recorded so and asked plainly
put a task of the right kind first 0.609 of the time.
"""

from __future__ import annotations

import json
import re

from gmem.text import json_object

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


#: The fields a task given as a JSON object holds its request in (``{"task": "put a hot mug in coffeemachine.",
#: "max_steps": 50}``), the first found: a task given so was asked by its field names and its settings as much as by
#: what it asks (half the recorded runs asked so, of a memory of the others: 0.929 at 1, context 0.941, against 0.994
#: and 1.0 asked plainly).
_REQUEST_KEYS = ("task", "instruction", "goal", "objective", "request", "query", "question", "prompt", "input")
#: Where a sentence of a request ends: after its stop, or at a line's end.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\s*\n\s*")
#: How a description of the scene opens, after the request it is asked in: a label ("Observation:", "Context:",
#: "Environment:", "State:") or the scene told to the team ("You are in the middle of a room. Looking quickly around
#: you, you see ...", ScienceWorld's "This room is called the kitchen.").
_SCENE = re.compile(
    r"[ \t>*#_-]*(?:(?:observation|obs|context|environment|scene|setting|state|initial\s+state|background)\s*:"
    r"|you\s+are\s+(?:in|at|standing|now\s+in)\b|you\s+see\b|looking\s+(?:quickly\s+)?around\s+you"
    r"|this\s+room\s+is\s+called\b)",
    re.IGNORECASE,
)
#: How a description of the agent a task is asked of opens, as a system prompt does before the task ("You are an
#: expert household robot.").
_AGENT = re.compile(r"[ \t>*#_-]*you\s+are\s+(?:a|an|the)\b", re.IGNORECASE)
#: How the sentences of such a description go on, after it opens: what the agent can, must or may do, and its rules
#: ("You can navigate between rooms ...", "Always think before you act."). The last line of a text of several is the
#: task's however it opens ("Never put the mug in the fridge. Heat it instead.").
_AGENT_RULE = re.compile(
    r"[ \t>*#_-]*(?:you\s+(?:can|have|will|may|must|should)\b|always\b|never\b|do\s+not\b|don't\b)",
    re.IGNORECASE,
)
#: How a sentence that says how to answer or when to stop opens: with a verb of answering, thinking or stopping, or
#: with when to do it ("Reply with ...", "When you are finished, ...", "Once done, ...", "Then say ...").
_OPENING = re.compile(
    r"(?:(?:and|then|please|also|finally)[,\s]+)*"
    r"(?:reply|respond|say|write|output|type|print|answer|end|finish|stop|when|once|after|think|let'?s|act|remember)\b",
    re.IGNORECASE,
)
#: What such a sentence says, not what the team is to do: a word a team's termination condition watches for, in
#: capitals ("Reply with TERMINATE when the task is done.", "say APPROVE"); thinking step by step; saying something
#: when done ("Say done when you are finished."); how much to answer at a turn ("Respond with exactly one action per
#: turn.").
_PROTOCOL = re.compile(
    r"\b(?:TERMINATE|APPROVE|APPROVED|DONE|FINISHED|COMPLETE|FINAL ANSWER)\b"
    r"|(?i:\b(?:let'?s\s+)?think\b[^.!?\n]*\bstep[- ]by[- ]step\b)"
    r"|(?i:\b(?:reply|respond|say|write|output|type|print|answer)\b[^.!?\n]*\bwhen\s+"
    r"(?:you\s+are|you're|it\s+is|it's|the\s+task\s+is|everything\s+is|all\s+is|you\s+have)\s+"
    r"(?:done|finished|complete|completed)\b)"
    r"|(?i:\b(?:reply|respond|answer|output|act)\b[^.!?\n]*\b(?:per\s+(?:turn|line|message|reply|response|step)|"
    r"at\s+a\s+time)\b)"
)


def split_setting(text: str, context: str = "") -> tuple[str, str]:
    """``text``'s request and the ``context`` it is asked in: the text after its last request marker, less the
    sentences that close it on how to answer, and before ``context`` the text before that marker, then those
    sentences (see the module docstring). A task given as a JSON object is its request's field, its other fields
    joining the context first. A text without any of these comes back as it is, and so does one split already."""
    given = _json_request(text)
    if given is not None:
        request, fields = given
        inner, setting = split_setting(request)
        return inner, "\n".join(part for part in (fields, setting, context) if part.strip())
    request, setting = text, ""
    marks = list(_MARKER.finditer(text))
    if marks:
        before, after = text[: marks[-1].start()].strip(), text[marks[-1].end() :].strip()
        if len(before.split()) >= SETTING_WORDS and after:
            request, setting = after, before
    if not setting:
        setting, request = _setting_before(request)
    request, scene = _scene_after(request)
    request, protocol = _closing_protocol(request)
    parts = [part for part in (setting, scene, protocol, context) if part.strip()]
    return (request, "\n".join(parts)) if setting or scene or protocol else (text, context)


def without_marker(request: str) -> str:
    """``request`` less the marker it opens with ("Your task is to: put a clean mug in coffeemachine 1." is "put a
    clean mug in coffeemachine 1."): a request so written is read as it stands (see the module docstring), but a
    kind of task is not named by the marker every one of its requests repeats."""
    opening = _MARKER.match(request)
    rest = request[opening.end() :].strip() if opening else ""
    return rest or request


def _setting_before(request: str) -> tuple[str, str]:
    """The sentences ``request`` opens with that tell the scene or the agent it is asked of (:data:`_SCENE`;
    :data:`_AGENT`, then :data:`_AGENT_RULE`), when a sentence follows them, and the rest; ``("", request)`` when it
    opens otherwise."""
    request, bounds = _sentences(request)
    last_line = request.rfind("\n") + 1  # where the text's last line starts (0: it has one)
    opened = 0
    while opened < len(bounds) - 2 and (
        _SCENE.match(request, bounds[opened])
        or _AGENT.match(request, bounds[opened])
        or (
            opened
            and _AGENT_RULE.match(request, bounds[opened])
            and _AGENT.match(request, 0)
            and not 0 < last_line <= bounds[opened]
        )
    ):
        opened += 1
    if not opened:
        return "", request
    return request[: bounds[opened]].strip(), request[bounds[opened] :].strip()


def _scene_after(request: str) -> tuple[str, str]:
    """``request`` up to a sentence after its first that opens a description of the scene (:data:`_SCENE`), and that
    description, to the end; ``(request, "")`` when none does."""
    request, bounds = _sentences(request)
    for start in bounds[1:-1]:
        if _SCENE.match(request, start):
            return request[:start].strip(), request[start:].strip()
    return request, ""


def _json_request(text: str) -> tuple[str, str] | None:
    """A task given as a JSON object (:data:`_REQUEST_KEYS`): its request, and its other fields as JSON ("" for none);
    None for any other text, or for an object whose request field says less than its other fields."""
    fields = json_object(text)
    if fields is None:
        return None
    said = sum(len(field.split()) for field in fields.values() if isinstance(field, str))
    for key in _REQUEST_KEYS:
        value = fields.get(key)
        if isinstance(value, str) and value.strip():
            # A request says most of what the object says; a verb whose thing and place are fields of their own
            # (``{"task": "put", "obj": "saltshaker", "recep": "cabinet"}``) is one part of it, and the object stays.
            if len(value.split()) < 3 or 2 * len(value.split()) < said:
                return None
            rest = {name: field for name, field in fields.items() if name != key}
            return value.strip(), json.dumps(rest, ensure_ascii=False) if rest else ""
    return None


def _closing_protocol(request: str) -> tuple[str, str]:
    """``request`` less the sentences at its end that say how to answer or when to stop (:data:`_PROTOCOL`),
    and those sentences."""
    request, bounds = _sentences(request)
    cut = len(bounds) - 1  # sentences kept
    while cut > 1 and _is_protocol(request[bounds[cut - 1] : bounds[cut]].strip()):
        cut -= 1
    return request[: bounds[cut]].strip(), request[bounds[cut] :].strip()


def _sentences(text: str) -> tuple[str, list[int]]:
    """``text`` stripped, and where each of its sentences starts, then its end (:data:`_SENTENCE_END`)."""
    text = text.strip()
    return text, [0, *(end.end() for end in _SENTENCE_END.finditer(text)), len(text)]


def _is_protocol(sentence: str) -> bool:
    """Whether ``sentence`` says how to answer or when to stop: it opens as such a sentence does and says it. A
    task run on without its stop ("place it in the counter top Reply DONE when finished") is a task; in capitals, a
    capital word tells nothing."""
    return bool(_OPENING.match(sentence) and _PROTOCOL.search(sentence)) and not sentence.isupper()
