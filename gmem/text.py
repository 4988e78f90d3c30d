"""Text normalisation shared by the tiers: words for lexical matching, and action *templates*.

A template is an action with its concrete instances abstracted away: ``heat mug 1 with microwave 1`` and
``heat egg 2 with microwave 1`` become ``heat _ with microwave``, the instrument named (:func:`instrument`).
Templates are how gmem compares *what teams did* across tasks that involved different objects, rooms or
numbers; they drive the procedural term weights of the query tier, its reading of a request that names only
an instrument, and the LLM-free insights of the insight tier. A template is read off what a step did
(:func:`acted`: the act a ReAct step states after its thought), and a tool call is written as a step the same
way by every integration (:func:`~gmem.calls.call_text`), so that runs are compared by their acts however a team
logged them.
"""

from __future__ import annotations

import itertools
import json
import re
import unicodedata
from collections import Counter
from collections.abc import Collection, Iterable

from gmem import limits
from gmem.calls import acting_command, call_written, dispatched, given_command, json_call, line_call, thinks
from gmem.messages import read_message

_WORD = re.compile(r"[a-z0-9]+")
#: Latin letters no accent can be taken off, as they are written without their marks: what NFD decomposition
#: leaves whole (:func:`folded`).
_UNMARKED = str.maketrans(
    {"ß": "ss", "æ": "ae", "Æ": "Ae", "œ": "oe", "Œ": "Oe", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d"}
    | {"Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i"}
)
#: A word as written, its case kept (:func:`names`), and what ends a sentence or opens a new one.
_CASED_WORD = re.compile(r"[A-Za-z0-9]+")
_SENTENCE_MARKS = ".!?:\n"
_INSTANCE = re.compile(r"^\d+$")
#: An instance named with its number run on (``shot1``, ``b2``, ``the-hub1``, as planning domains name them): an
#: instance as ``mug 1`` is, its name (``shot``) what an instrument keeps.
_FUSED_INSTANCE = re.compile(r"^([a-z][a-z_\-]*?)-?\d+$")
_NOOP_OBSERVATION = re.compile(
    r"^\s*(?:(?:observation|obs)\s*\d*\s*:)?\s*(nothing happens|ok|none|)\s*\.?\s*$", re.IGNORECASE
)
#: How a tool or an environment answers an action that failed: an error or an exception (``Error: ...``,
#: ``ValueError: ...``, a traceback), a failure, a refusal (``Permission denied``, ``Invalid order id``, ``Could not
#: find [X]``), an HTTP error status (``404 Not Found``, ``HTTP 500``).
_ERROR_ANSWER = re.compile(
    r"^\s*(?:(?:observation|obs|result|output)\s*\d*\s*:\s*)?[\[(]?\s*(?:\w*(?:error|exception)\b|traceback\b|fatal\b"
    r"|fail(?:ed|ure|s)?\b|invalid\b|(?:permission\s+|access\s+)?denied\b|unauthori[sz]ed\b|forbidden\b"
    r"|(?:could|can)\s*(?:not|n['\u2019]t)\b|unable\s+to\b|not\s+found\b|no\s+such\b|http\s*[45]\d\d\b"
    r"|[45]\d\d\s+(?:bad|unauthori[sz]ed|forbidden|not|internal|service|gateway|conflict|too)\b)",
    re.IGNORECASE,
)
#: The levels at which a logger writes that something failed (as :data:`_LOG_LEVEL`, in capitals only).
_ERROR_LEVEL = re.compile(r"\b(?:ERROR|CRITICAL)\b")
#: A reasoning line in the common agent formats: ``think: …`` (AutoGen thoughts as gmem records them),
#: ReAct's numbered ``Thought 1: …``, ``Plan: …``, ``Reasoning:``, and their markdown-bold variants; a model's thinking
#: tags (``<think>``, ``<thinking>``, Aider's ``<thinking-content-…>``).
_THOUGHT_PREFIX = re.compile(
    r"^[\s*_#>]*(?:(think(?:ing)?|thoughts?|plan(?:ning)?|reasoning|reflection)\s*\d*\s*[*_]*\s*:"
    r"|<(?:think(?:ing)?|thoughts?|reasoning)(?:-[\w-]*)?>)",
    re.IGNORECASE,
)
#: How a log marks a line, not part of what was done: a quote or prompt mark (ReAct's ALFWorld runs write
#: ``> go to desk 1``), a bullet or a list number (``- open fridge 1``, ``3. take mug 1``, ``(3)``), markdown
#: emphasis or code around the line (``**Action:**``, ``` `go to desk 1` ```), and a label naming the line
#: an action or a step (``Action 2:``, ``Step 3:``, ``[Step 3]``, ``Turn 4:``, ``Command:``, ``Next action:``,
#: ``Executing:``). Each may follow another, so all are read off the front in turn.
_LINE_MARK = re.compile(
    r"^\s*(?:[>\-*+\u2022`]+|\d+[.)](?!\d)|\(\d+\)|\[(?:(?:step|action|turn)\s*)?\d+\]"
    r"|(?:(?:next\s+)?action|act|step|turn|command|executing)\s*\d*\s*[*_`]*\s*[:.)][*_`]*)\s*",
    re.IGNORECASE,
)
#: What a logging library writes before a line: a timestamp, a logger's name and a level (a formatter's ``2024-03-18
#: 14:22:06,258 - agent - INFO - ``, loguru's ``2024-03-18 14:22:06.258 | INFO | agent:run:42 - ``, ``[2024-03-18
#: 14:22:06] INFO``), or Python's default ``INFO:agent:``; after a timestamp, a chat export's speaker (``[2024-03-14
#: 09:41:22] HouseBot:``); Langroid's entity and tool (``LLM[agent] TOOL[alfworld_action]:``, ``Entity.LLM[agent]``),
#: and the columns of its log file before the message. The level is matched in capitals only.
_LOG_LEVEL = r"(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL)"
#: Labels that may follow a timestamp and are no speaker's name (``[12:00] Thought: ...``, ``[...] Action: ...``,
#: ``[...] Error: ...``).
_NOT_A_SPEAKER = (
    r"(?i:think|thinking|thoughts?|plan|planning|reasoning|reflection|action|act|step|turn|command|observation|obs"
    r"|error|exception)"
)
_LOG_PREFIX = re.compile(
    rf"""^\s*(?:
        \[?\d{{4}}-\d{{2}}-\d{{2}}[T\ ]\d{{2}}:\d{{2}}(?::\d{{2}}(?:[.,]\d+)?)?(?:Z|[+-]\d{{2}}:?\d{{2}})?\]?\s*[-|]?\s*
        (?:(?!{_LOG_LEVEL}\b)[A-Za-z_][\w.]*\s+[-|]\s+)?               # the logger's name
        (?:\[?{_LOG_LEVEL}\]?\s*[-|:]?\s*(?:[\w.]+(?::\w+)*:\d+\s+-\s+)?)?  # the level, and loguru's module:line
        (?:(?!(?:{_NOT_A_SPEAKER})\b)[A-Za-z][\w.\-]*(?:\ [A-Z][\w.\-]*)?:\s+)?  # a chat's speaker
        |{_LOG_LEVEL}:[A-Za-z_][\w.]*:                                  # Python's default format
        |(?:Entity\.)?(?i:llm|agent|user|system)\[[^\]\n]{{0,60}}\]\s+(?:=>[^\s:]{{1,60}}:\s*)?  # Langroid's message
            (?:(?i:tool|func)\[[^\]\n]{{1,60}}\]:\s*)?
        |\*?\([^()\n]{{0,60}}\)\s+Entity\.\w+\s+Entity\.\w+\([^()\n]{{0,60}}\)\s+  # Langroid's log file: task,
            \(=>[^()\n]{{0,60}}\)\s+\([^()\n]{{0,60}}\)\s+(?:[A-Z_]*\([^()\n]{{0,60}}\)\s*)?  # entities, recipient, ...
    )""",
    re.VERBOSE,
)
#: A line after a step's first that says what it did, once it has reasoned: ReAct's ``Action 1: Search[Paris]``,
#: LangChain's ``Action: search`` (with ``Action Input: Paris`` on the line after), ``Act:``, ``Command:``. Only
#: these labels: a ``Step 2:`` or a list number under a plan's first line is part of the plan.
_ACT_LINE = re.compile(r"^[\s*_#>`]*(?:action|act|command)\s*\d*\s*[*_`]*\s*:[*_`]*\s*(\S.*)$", re.IGNORECASE)
_ACT_INPUT = re.compile(r"^[\s*_#>`]*action\s+input\s*\d*\s*[*_`]*\s*:[*_`]*\s*(.*)$", re.IGNORECASE)
#: How a transcript labels what came back after an act ("Observation 2: ..."): no part of the act.
OBSERVATION_LABEL = re.compile(r"^[\s*_#>`]*(?:observation|obs)\s*\d*\s*[*_`]*\s*:[*_`]*\s*", re.IGNORECASE)
#: The label inside a reasoning line, for a log that wrote the step on one line ("Thought 1: ... Action 1: ...");
#: capitalised, as ReAct writes it, so that a thought about "the act: ..." stays one.
_INLINE_ACT = re.compile(r"\s[*_`]*(?:Action|ACTION|Act|ACT)\s*\d*\s*[*_`]*\s*:[*_`]*\s*(\S.*)$")
#: A tool call on a line of its own, as a framework writes the calls after what the model said (LangGraph's
#: ``search({"query": "Paris"})``, ReAct's ``Search[Paris]``).
_CALL_LINE = re.compile(r"^[\s`]*[a-z_][\w.]*\s*(?:\(.*\)|\[.*\])[\s`.;]*$", re.IGNORECASE)
#: A call given something: its name, and brackets that hold more than space.
_ARGUED_CALL = re.compile(r"^[\s`]*([a-z_][\w.]*)\s*(?:\(\s*\S.*\)|\[\s*\S.*\])[\s`.;]*$", re.IGNORECASE)
#: Code written inline in a sentence (a chat post's "Heading over to the desk now: `go to desk 1`"): one such span among
#: words is the command the post gave.
_CODE_SPAN = re.compile(r"`([^`\n]+)`")
#: What opens or closes the code a step ran: a markdown fence (AutoGen's code executor), smolagents' ``<code>`` tags.
_CODE_FENCES = ("```", "<code>", "</code>")
#: A line of code that keeps what a call returned (``observation = env(command="go to desk 1")``, ``obs, reward, done,
#: info = env.step(["go to desk 1"])``): the call is read.
_ASSIGNED = re.compile(r"^[A-Za-z_][\w, ]*=\s*(?!=)")
#: What a command or a call is written with and a chat message seldom is: a call's brackets, an assignment, a pipe or a
#: redirection, a shell variable, code's backticks. A step written with any of them is read as an act.
_CODE_MARKS = re.compile(r"[()\[\]{}=|<>$`]")
#: A sentence that ends before more is said: a word of three letters or more (not "e.g.", "Mr.") and the mark that ends
#: it, then more; or a clause of two words or more before a colon ("Still off: line 5 ..."), where one word before it
#: is a tool's label (``execute_action: take mug 1``).
_SENTENCE_BREAK = re.compile(r"(?:[A-Za-z]{3}[.!?]|\w\s+[A-Za-z]{3,}:)\s+\S")
#: The words a statement opens with and a command does not (a command opens with its verb or its tool's name): "The
#: second line is abstract", "All figures check out", "Here is a draft", "They asked for a table".
_STATEMENT_OPENINGS = frozenset(
    {"the", "a", "an", "this", "that", "these", "those", "here", "there", "it", "its", "you", "he", "she", "they"}
    | {"my", "our", "your", "all", "some", "every", "each", "no"}
)
#: What a statement of the speaker's own opens with: talk ("I think it works") unless the world answered it, when it
#: told what the speaker did ("I open the fridge 1." answered "You open the fridge 1.").
_SPEAKER_OPENINGS = frozenset({"i", "we"})
#: More words than any command of the shared runs and the benchmarks' (ALFWorld's take at most six, ScienceWorld's and
#: the PDDL games' eleven): a step this long, in words alone, is a message a member of the team wrote.
COMMAND_WORDS = 16
#: What may close a line as its marks opened it, or end a sentence (``go to countertop 1.``).
_LINE_END = re.compile(r"[\s*_`.!;]+$")
#: A tool call's argument (``finish[SUPPORTS]``, ``search(query='x')``, a quoted string): the answer, label
#: or entity of one task, never part of a procedure that other tasks can follow. Quoted strings are read
#: first (a bracket inside one is text), then brackets from the innermost out (``f({"q": g(1)})``).
_QUOTED = re.compile(r"(?<![a-z0-9])\"[^\"]*\"(?![a-z0-9])|(?<![a-z0-9])'[^']*'(?![a-z0-9])")
_INNERMOST = re.compile(r"\[[^\[\](){}]*\]|\([^\[\](){}]*\)|\{[^\[\](){}]*\}")
#: What an argument is while brackets are read (no bracket itself, so the one around it is innermost next).
_ARGUMENT = "\x00"

#: How many words of an action survive into its template; longer actions are free text, and their tail
#: only makes every template unique.
TEMPLATE_WORDS = 6
#: Characters of an action read for its template (far more than :data:`TEMPLATE_WORDS` words take).
TEMPLATE_CHARS = 400
#: Words that introduce what an act is done *with*: the instance after one keeps its name in the template
#: (``cool _ with fridge``), so that the runs say which instrument each act takes, and a request that names
#: only the instrument ("stick a mug in the fridge for a while") reads as the act (:func:`instrument`).
INSTRUMENT_WORDS = ("with", "using")
_INSTRUMENTED = re.compile(rf"^([a-z]+) .*\b(?:{'|'.join(INSTRUMENT_WORDS)}) ([a-z]+)(?:#\d+)?$")


def folded(text: str) -> str:
    """``text`` with the accents taken off its letters ("jabón": "jabon", "Hradecká": "Hradecka", "sauté": "saute",
    "Śivarāma": "Sivarama"), everything else as written. A word is matched, looked up and told a name by its letters
    a to z: read as written, an accented letter split its word in two ("jab", "n"), neither of which was it, and a
    user who types "Hradecka" or "saute" without the marks means the word a run or the dictionary spells with them."""
    if text.isascii():
        return text
    return "".join(c for c in unicodedata.normalize("NFD", text.translate(_UNMARKED)) if not unicodedata.combining(c))


def words(text: str) -> list[str]:
    """Lower-cased word tokens, accents taken off (:func:`folded`); digits are kept only as part of words so
    instance numbers drop out."""
    return [w for w in _WORD.findall(folded(text).lower()) if not _INSTANCE.match(w)]


def is_thought(action: str) -> bool:
    """A step that reasons or plans and does nothing; one that reasons and then acts did the act (:func:`acted`). A
    serialized message (:func:`~gmem.messages.read_message`) reasons when it makes no call and its kind or its
    words say so (AutoGen's ``ThoughtEvent``; an AI message "Thought: ..."), and a call reasons when its tool only
    thinks (:func:`~gmem.calls.thinks`: ``{"action": "think", "args": {"thought": ...}}``)."""
    message = read_message(action)
    if message is not None and message.call is None:
        return message.reasoning or is_thought(message.text)
    call = message.call if message is not None else json_call(action.strip())
    if call is not None:
        return thinks(dispatched(*call)[0])
    act = _act_written(action)
    return bool(_THOUGHT_PREFIX.match(without_log_marks(action if act is None else act)))


def only_talks(action: str, observation: str = "") -> bool:
    """A step that is what a member of a chat team said to the others, and no act: a draft on several lines, more than
    one sentence ("The line is abstract. Use a concrete image.", "Much better now. APPROVE"), more words than
    :data:`COMMAND_WORDS`, or a statement (:data:`_STATEMENT_OPENINGS`: "All figures check out against the doc."; of
    the speaker's own, :data:`_SPEAKER_OPENINGS`, when nothing answered it with a change: ``observation``).

    A team of writers and critics (AgentChat's primary and critic) does nothing else. Read as acts, its messages'
    first words made its procedure ("here is a haiku about the -> the imagery is good but the"), and a critic's verdict
    a step not to skip ("Do not skip 'this is much better concrete and'"). What a step did is read first (:func:`acted`:
    a post's inline command, a message's call); a quoted text is no sentence of the step; anything written with a
    command's marks (:data:`_CODE_MARKS`) is an act, as are a few words alone ("APPROVE", "look around")."""
    text = _QUOTED.sub(" ", without_log_marks(acted(action)))
    if _CODE_MARKS.search(text):
        return False
    said = text.split()
    return (
        "\n" in text.strip()
        or len(said) > COMMAND_WORDS
        or (len(said) >= 3 and bool(_SENTENCE_BREAK.search(text)))
        or (len(said) >= 4 and _states(said[0].lower().strip(","), action, observation))
    )


#: A word in capitals alone, a signal to the team ("APPROVE", "TERMINATE", "LGTM"): what stops a chat team's run.
_SIGNAL = re.compile(r"^[A-Z][A-Z_]+[.!]?$")


def _signals(action: str) -> bool:
    """Whether a step is a signal to the team (:data:`_SIGNAL`): AgentChat's critic answers "APPROVE" and the team's
    ``TextMentionTermination("APPROVE")`` stops, and a writer and critic team learned 'resolved runs did: approve'."""
    return bool(_SIGNAL.match(without_log_marks(acted(action)).strip()))


def _says_a_sentence(action: str) -> bool:
    """Whether a step is written as a sentence, capitalised and closed by its mark ("Tighten the opening; cut the second
    paragraph.", "Line two is off; try again."), and without a command's marks (:data:`_CODE_MARKS`)."""
    text = acted(action).strip()
    return text[:1].isupper() and text[-1:] in ".!?" and not _CODE_MARKS.search(_QUOTED.sub(" ", text))


def _states(opening: str, action: str, observation: str) -> bool:
    """Whether a step that opens with ``opening`` is a statement: a speaker's own only when what answered it changed
    nothing (:func:`is_noop`)."""
    return opening in _STATEMENT_OPENINGS or (opening in _SPEAKER_OPENINGS and is_noop(observation, action))


def acted(action: str) -> str:
    """What a step did. A step written as its reasoning and then the act it took, in one text (ReAct's
    "Thought 1: ...\\nAction 1: Search[Paris]", LangChain's "Thought: ...\\nAction: search\\nAction Input:
    Paris", a model's words with the tool call LangGraph writes after them, or with the code it ran), did that
    act: its observation answers the act, its template is the act's, a loop repeats the act whatever the
    reasoning said, and it is no thought. A serialized message, or a call written as JSON, did the call it makes,
    written as :func:`~gmem.calls.call_text` writes one (or the command it gave:
    :func:`~gmem.calls.given_command`); a message that makes none did what its words say. Any other step is what it
    says."""
    message = read_message(action)
    if message is not None:
        return acted(message.text) if message.call is None else call_written(*message.call)
    call = json_call(action.strip())
    return call_written(*call) if call is not None else _act_it_states(action) or action


def readable(logged: str) -> str:
    """A logged action or observation as a reader is shown it: a serialized message's words and the call it
    makes (what a tool returned, its words alone), a JSON call as :func:`~gmem.calls.call_text` writes it, not their
    serialization; a Python traceback with the exception it ends in first (:func:`raised_first`); any other text as
    it is."""
    message = read_message(logged)
    if message is None:
        call = json_call(logged.strip())
        return raised_first(logged) if call is None else call_written(*call)
    if message.call is None or (message.answers and message.text):
        return raised_first(message.text)
    return "\n".join(part for part in (message.text, call_written(*message.call)) if part)


#: The line a Python traceback opens with, alone or after a runner's label (AutoGen 0.2's "Code output: Traceback ...");
#: what went wrong is on its last line.
_TRACEBACK = re.compile(r"Traceback \(most recent call last\):[ \t]*$", re.MULTILINE)


def raised_first(text: str) -> str:
    """``text`` with the exception a Python traceback in it ends in (``KeyError: 'price'``, the first line after its
    last run of indented frames) moved to its front. Every reader is shown an answer from its start, cut short: a
    failed run's code was answered 'Traceback (most recent call last): File "/workspace/tmp_code_1.py", line 1,
    in...', and never by the missing module it failed on."""
    header = _TRACEBACK.search(text)
    if header is None:
        return text
    lines = text[header.end() :].splitlines()
    raised, in_frames = None, False
    for n, line in enumerate(lines):
        if line[:1] in (" ", "\t"):
            in_frames = True
        elif line.strip() and in_frames:
            raised, in_frames = n, False
    if raised is None:
        return text
    rest = "\n".join(lines[:raised] + lines[raised + 1 :])
    return f"{lines[raised].strip()}\n{text[: header.end()]}{rest}".rstrip()


def _act_it_states(action: str) -> str | None:
    """The act a step states after a first line of reasoning (:data:`_ACT_LINE`, or the tool calls that end it:
    :data:`_CALL_LINE`), as LangChain's action and its input (:data:`_ACT_INPUT`), or as the code it ran (a
    fenced block), else None; None too when what it states is a thought ("Action 2: think: ...")."""
    act = _act_written(action)
    return None if act is None or _THOUGHT_PREFIX.match(without_log_marks(act)) else act


def _act_written(action: str) -> str | None:
    text = action[: limits.SCORED_CHARS].strip()
    if "\n" not in text:
        reasoned = _THOUGHT_PREFIX.match(without_log_marks(text))
        inline = _INLINE_ACT.search(text) if reasoned else None
        if inline is not None:
            return inline.group(1).strip()
        spans = [] if reasoned else _CODE_SPAN.findall(text)  # one command written as code among words
        return spans[0].strip() if len(spans) == 1 and _CODE_SPAN.sub("", text).strip(" .,:;!-") else None
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    answered = next((n for n, line in enumerate(lines) if n and OBSERVATION_LABEL.match(line)), None)
    if answered is not None:  # a transcript's turn that goes on to what came back: that is no part of the act
        before = "\n".join(lines[:answered])
        return _act_written(before) or before
    for n, line in enumerate(lines):
        labelled = _ACT_LINE.match(line)
        given = _ACT_INPUT.match(lines[n + 1]) if labelled and n + 1 < len(lines) else None
        if labelled and given:  # LangChain's action and its input, after reasoning or not; or the command given
            tool, argument = labelled.group(1).strip(), given.group(1).strip()
            return given_command(tool, argument) or f"{tool}[{argument}]"
        if labelled and n > 0:
            return labelled.group(1).strip()
    fence = next((n for n, line in enumerate(lines) if line.startswith(_CODE_FENCES)), None)
    # code the step ran (a code agent's, after its words or alone): the command its code gave, or the code
    if fence is not None:
        code = list(itertools.takewhile(lambda line: not line.startswith(_CODE_FENCES), lines[fence + 1 :]))
        return _code_act(code) or "\n".join(code) or None
    first = len(lines)  # the first of the calls that end the step
    while first > 1 and _is_call(lines[first - 1]):
        first -= 1
    if first == len(lines) or (first == 1 and _is_call(lines[0])):
        return None  # no call ends it, or it is calls alone (what it says)
    return lines[first]


def _code_act(code: list[str]) -> str | None:
    """What code did: the command its first acting call gave (:func:`~gmem.calls.acting_command`), or the thought its
    call to a tool that only reasons says (``agent.think("...")``), written as a thought; None when it does neither."""
    for line in code:
        call = line_call(_ASSIGNED.sub("", line))
        if call is not None and thinks(call[0]) and isinstance(call[1], str):
            return f"think: {call[1]}"
        command = None if call is None else given_command(*call)
        if command is not None:
            return command
    return None


def _is_call(line: str) -> bool:
    return bool(_CALL_LINE.match(line)) or json_call(line) is not None


def is_noop(observation: str, action: str = "") -> bool:
    """True when the environment reported that nothing changed (or said nothing at all), in its words or in a
    serialized tool result (:func:`~gmem.messages.read_message`), to the step that did ``action``. An "OK" acknowledges
    what a step said (the thought a ReAct wrapper logs, the words a framework answers with no tool) but confirms what
    a call did: ``edit_file('jobs/scheduler.py', ...)`` answered "ok" wrote the file, and read as nothing, the edit was
    left out of the run's procedure and of its excerpt, and its failure reason said that it "had no effect"."""
    found = _NOOP_OBSERVATION.match(_LOG_PREFIX.sub("", _said(observation), count=1))
    if found is None:
        return False
    return found.group(1).lower() != "ok" or not _acts_on_something(action)


def _acts_on_something(action: str) -> bool:
    """Whether ``action`` calls a tool that does more than reason (:func:`~gmem.calls.thinks`) and gives it something
    to act on: ``edit_file('a.py', ...)``, not a thought, nor the span of a model answering (LangSmith's
    ``ChatOpenAI()``), which a tracer answers with the reply it logged for a thought."""
    if is_thought(action):
        return False
    found = _ARGUED_CALL.match(acted(action).strip())
    return found is not None and not thinks(found.group(1))


def is_error(observation: str) -> bool:
    """True when a tool or the environment answered that an action failed (:data:`_ERROR_ANSWER`), in its words or
    in a serialized tool result, or logged it at the level of an error (``... - ERROR - refund refused``): the action
    did nothing it was for, and what it answered is the first thing a reviewer of a failed run needs."""
    said = _said(observation)
    logged = _LOG_PREFIX.match(said)
    if logged is not None and _ERROR_LEVEL.search(logged.group(0)):
        return True
    return bool(_ERROR_ANSWER.match(said[logged.end() :] if logged is not None else said)) or _reports_failure(
        observation
    )


#: The fields in which a tool's JSON answer says that it failed, and the statuses that say so.
_FAILURE_FIELDS = ("error", "errors", "exception")
_FAILED_STATUSES = frozenset({"error", "failed", "failure", "fail"})


def _reports_failure(answer: str) -> bool:
    """Whether a tool answered as JSON that it failed: an error given (``{"error": "carrier claim open"}``), a flag
    (``{"ok": false}``, ``{"success": false}``, MCP's ``"isError": true``), a failed status (``{"status": "error",
    "message": ...}``, whose message alone reads as any words), or its detail or message in the words of an error
    (FastAPI's ``{"detail": "Not Found"}``). A tool API answers so, and its refusals read as answers that changed
    something: a failed support run's reason named no error."""
    data = json_object(answer) if len(answer) <= limits.MESSAGE_CHARS else None
    if data is None:
        return False
    fields = {key.lower(): value for key, value in data.items()}
    status, detail, message = fields.get("status"), fields.get("detail"), fields.get("message")
    return (
        any(fields.get(name) for name in _FAILURE_FIELDS)
        or fields.get("iserror") is True
        or fields.get("is_error") is True
        or fields.get("ok") is False
        or fields.get("success") is False
        or (isinstance(status, str) and status.strip().lower() in _FAILED_STATUSES)
        or any(isinstance(said, str) and bool(_ERROR_ANSWER.match(said)) for said in (detail, message))
    )


def json_object(text: str) -> dict[str, object] | None:
    """``text`` as the JSON object it writes (braces first and last), else None."""
    stripped = text.strip()
    if not (stripped.startswith("{") and stripped.endswith("}")):
        return None
    try:
        found = json.loads(stripped)
    except (ValueError, RecursionError):  # no JSON, or nested deeper than any object a step writes
        return None
    return found if isinstance(found, dict) else None


def as_error(answer: str) -> str:
    """``answer`` marked as an error (:func:`is_error`) where it does not already read as one: a tool result its
    framework flagged as failed (AutoGen's ``is_error``, a LangChain tool message's ``status="error"``, code that
    exited with a code) may say only "Tool lookup not found." or print a stack's last line."""
    return answer if is_error(answer) else f"Error: {answer}"


def _said(observation: str) -> str:
    """What ``observation`` says, out of its serialized message (:func:`~gmem.messages.read_message`)."""
    message = read_message(observation)
    return observation if message is None else message.text


def template(action: str) -> str:
    """Abstract the instances out of an action.

    A word followed by a number (``mug 1``), or with a number run on (``shot1``), names an instance; it collapses
    to ``_``, except an instrument's (after one of :data:`INSTRUMENT_WORDS`: ``with microwave 1`` is ``with
    microwave``). Other numbers are dropped. A bracketed, parenthesised or quoted argument is an answer or an
    entity (``Finish[SUPPORTS]``, ``Search[Paris]``) and becomes ``[_]``: a lesson must carry how a task was
    done, not its answer. A ReAct ``Action 1:`` label is dropped, and a tool call written as JSON is its tool's
    name (``web_search[_]``), or its command when the name is one in words (``{"action": "go to desk 1"}``:
    ``go to _``).
    Only the first :data:`TEMPLATE_WORDS` tokens are kept, read from the first :data:`TEMPLATE_CHARS` characters.
    """
    text = without_log_marks(acted(action)[: limits.SCORED_CHARS])
    command = acting_command(text)
    if command is not None:
        return template(command)
    call = json_call(text)
    if call is not None:  # a name in words is a command (``{"action": "go to desk 1"}``): read as one
        tool, arguments = call
        given = given_command(tool, arguments)
        if given is not None:
            return template(given)
        return template(tool) if len(tool.split()) > 1 else f"{'_'.join(words(tool))}[_]"
    text = _QUOTED.sub(_ARGUMENT, text[:TEMPLATE_CHARS].lower())
    while (shorter := _INNERMOST.sub(_ARGUMENT, text)) != text:
        text = shorter
    tokens = text.replace(_ARGUMENT, "[_]").split()
    out: list[str] = []
    i = 0
    while i < len(tokens) and len(out) < TEMPLATE_WORDS:
        if i + 1 < len(tokens) and _INSTANCE.match(tokens[i + 1]):
            out.append(tokens[i] if out and out[-1] in INSTRUMENT_WORDS else "_")
            i += 2
        elif _INSTANCE.match(tokens[i]):
            i += 1
        else:
            token = tokens[i].strip(".,;:!?\"'")
            fused = _FUSED_INSTANCE.match(token)
            out.append(token if fused is None else fused.group(1) if out and out[-1] in INSTRUMENT_WORDS else "_")
            i += 1
    return " ".join(t for t in out if t)


#: An instance left out of a template: a ``_`` standing alone (``take _ from _``, ``search[_]``), not one
#: inside a name (``write_file``).
_LEFT_OUT = re.compile(r"(?<![A-Za-z0-9_])_(?![A-Za-z0-9_])")


#: A template read off code that gave no command: an assignment in it (``import pandas as pd df =``, ``a b = _ for _``),
#: or a statement's keyword first (``def fib[_] ...``). No command a team gives, nor a tool's call, reads so.
_CODE_SHAPE = re.compile(r"(?:^|\s)=(?:\s|$)|^(?:import|from|def|class|for|while|if|with|try|return|async)\b")


def is_code_shape(shape: str) -> bool:
    """Whether a template (or a fingerprint feature, ``t#1``) is the opening of code the step ran, not an act a lesson
    can name: a team's lesson "resolved runs did: a b = … for …" told its coder nothing."""
    return bool(_CODE_SHAPE.search(shape.rpartition("#")[0] if "#" in shape else shape))


def readable_shape(shape: str) -> str:
    """A template as a lesson or a failure reason shows it: each instance left out as "…"."""
    return _LEFT_OUT.sub("…", shape)


def without_log_marks(action: str) -> str:
    """``action`` without the marks a log writes around a line (:data:`_LINE_MARK`, :data:`_LINE_END`): teams
    that log one step as ``> go to desk 1``, ``3. go to desk 1.`` or ``**Action:** `go to desk 1``` did what
    a team that logs ``go to desk 1`` did, and their runs are compared, and their lessons mined, as one."""
    text = _LOG_PREFIX.sub("", action.strip(), count=1)
    while (shorter := _LINE_MARK.sub("", text, count=1)) != text:
        text = shorter
    return _LINE_END.sub("", text)


def instrument(shape: str) -> tuple[str, str] | None:
    """The act and the instrument a template (or a fingerprint feature, ``t#1``) names: ``("cool", "fridge")``
    for ``cool _ with fridge``; ``None`` for a template that names no instrument."""
    found = _INSTRUMENTED.match(shape)
    if found is None or found.group(1) == found.group(2):
        return None
    return found.group(1), found.group(2)


def procedure_features(actions: Iterable[tuple[str, str]]) -> list[str]:
    """The procedural fingerprint of a run: effective action templates with their repetition (1st, 2nd),
    in the order the run first did them.

    Thoughts, what a chat team's members said (:func:`only_talks`) and actions the environment ignored are left out; a
    template done twice gives both ``t#1`` and ``t#2`` so "take two things" differs from "take one thing". A run that
    logged no observation at all (a team that keeps its agents' acts and not what the world answered) ignored none: read
    as ignored, each of its acts was, and such a run had no procedure (half the recorded runs so logged, asked the other
    half in the recorded wording and three tune wordings: a task of the right kind first 0.900 of the time, 0.994 logged
    as they were, and no lesson mined).
    """
    everything = list(actions)
    logged = any(observation.strip() for _, observation in everything)
    steps = [(action, observation) for action, observation in everything if not is_thought(action)]
    talks = [only_talks(action, observation) for action, observation in steps]
    # A conversation: nothing answered any step, and most of them talk (a signal counts with them, one draft and its
    # "APPROVE" talk). A sentence in it is said to the team too, though it states nothing ("Tighten the opening; cut the
    # second paragraph."), and so is a signal, where a command logged without what the world answered ("go to desk 1")
    # is an act.
    signals = [not logged and not talk and _signals(action) for (action, _), talk in zip(steps, talks, strict=True)]
    conversation = not logged and any(talks) and 2 * (sum(talks) + sum(signals)) > len(talks)
    counts: Counter[str] = Counter()
    ordered: list[str] = []
    for (action, observation), talk, signal in zip(steps, talks, signals, strict=True):
        said = conversation and (signal or _says_a_sentence(action))
        if talk or said or (logged and is_noop(observation, action)):
            continue
        shape = template(action)
        if shape and counts[shape] < 2:
            counts[shape] += 1
            ordered.append(f"{shape}#{counts[shape]}")
    return ordered


#: A possessive's or a contraction's "s" ("NVDA's", "it's"), which would stand as a word of its own.
_CLITIC_S = re.compile(r"(?<=[a-z0-9])['\u2019]s\b")


def common_wording(instructions: Iterable[str], *, keep: Collection[str] = (), limit: int = 60) -> str:
    """What a group of instructions says in common, in the first one's word order, with "..." for what
    differs (``put a hot ... in ...`` for hot mugs and hot potatoes): a lesson names its kind of task
    without naming one task's objects, entities or answer. Words in ``keep`` stay wherever they are (the
    kind's own action, which the runs asking it two ways may not share). A name (:func:`names`) is never
    kept: two claims about one person share it, and are still no kind of task of that person's. Nor is a number, or a
    word with one in it: a shop's requests all say a price ("lower than 28.00 dollars"), and their kind was "... lower
    than ... 00 dollars"; a planning game's goals name their instances so ("b1 is on b2"). Nor is the "s" of "NVDA's" or
    "it's": a plotting team's kind was "s closing price over the past year ...".
    ``""`` when they share no word."""
    given = list(instructions)
    texts = [_CLITIC_S.sub("", folded(t).lower()) for t in given]
    if not texts:
        return ""
    named = set().union(*map(names, given))
    others = [set(_WORD.findall(t)) for t in texts[1:]]
    needed = len(others) / 2
    out: list[str] = []
    for word in _WORD.findall(texts[0]):
        shared = not others or sum(word in seen for seen in others) > needed
        kept = word in keep or (shared and word not in named and not any(c.isdigit() for c in word))
        token = word if kept else "..."
        if not (token == "..." and out and out[-1] == "..."):
            out.append(token)
    while out and out[0] == "...":
        out.pop(0)
    while out and out[-1] == "...":
        out.pop()
    phrase = " ".join(out)
    return shorten(phrase, limit) if any(t != "..." for t in out) else ""


def names(text: str) -> set[str]:
    """The words of ``text`` (lower-cased, as :func:`words` gives them) that are part of a name: capitalised
    where no sentence starts ("Fox", "Coster-Waldau" in "Nikolaj Coster-Waldau worked with Fox."), and a
    sentence's capitalised first word when a name goes on after it ("Nikolaj"). A name said alone at a
    sentence's start ("Homeland aired in 2011.") cannot be told by its case from "Heat the mug." and stays a
    word; so does a single letter ("I"). A number where a sentence starts leaves it starting: "1) Take a potato. 2) Heat
    it ..." lists steps, and "Heat" is no name. Accents are taken off first (:func:`folded`): "Rémi" is a name, not an
    "R" and a "mi"."""
    text = folded(text)
    found: set[str] = set()
    after = 0  # where the previous word ended
    starts_sentence = True
    capitalised_start: str | None = None  # a sentence's first word, capitalised, until the next word says
    for match in _CASED_WORD.finditer(text):
        gap = text[after : match.start()]
        starts_sentence = starts_sentence or any(mark in gap for mark in _SENTENCE_MARKS)
        word = match.group()
        capitalised = word[0].isupper() and len(word) > 1
        if capitalised and not starts_sentence:
            found.update(_WORD.findall(word.lower()))
            if capitalised_start is not None and not gap.strip(" -"):
                found.update(_WORD.findall(capitalised_start.lower()))
        capitalised_start = word if capitalised and starts_sentence else None
        starts_sentence = starts_sentence and word.isdigit()
        after = match.end()
    return found


def shorten(text: str, limit: int) -> str:
    """Cut ``text`` to ``limit`` characters on a word boundary, marking the cut."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: max(0, limit - 1)].rsplit(" ", 1)[0]
    return cut + "…"
