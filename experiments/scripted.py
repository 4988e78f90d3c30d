"""Scripted stand-ins for LLMs, for offline smoke runs of the experiments. They are not models: any figure
produced with them comes from a script (ALFWorld) or a fixed heuristic (HotpotQA), and says so in its name.

- :class:`ScriptedSolverClient`, an AgentChat ``ChatCompletionClient``, plays the solver of an ALFWorld
  team by following, one command per call, the script of the task it finds in its messages (by default
  the walkthroughs stored in the game files).
- :class:`ScriptedHotpotQAModel`, a LangChain chat model, plays a ReAct agent on HotpotQA: it reads the
  question and the observations of its own earlier actions and picks the next ``Search``/``Lookup``/
  ``Finish`` by a deterministic word heuristic. It never sees the gold answer or the supporting facts.

Both ignore gmem memory blocks (a script does not learn), and both report token usage the way real clients
do, counted approximately as words plus punctuation marks (:func:`count_text_tokens`).

- :class:`CountedMemoryModel` is gmem's own scripted memory model
  (:class:`gmem.llm.scripted.ScriptedMemoryModel`) reporting its usage counted the same way, so the
  memory-side tokens of a scripted run are counted like the agents' (gmem's fallback estimate for
  providers that report nothing stops at 128 tokens per text: the bundled tokenizer truncates).
"""

from __future__ import annotations

import ast
import json
import logging
import re
import warnings
from collections.abc import AsyncGenerator, Iterable, Mapping, Sequence
from typing import Any, Literal, Protocol

from autogen_core import CancellationToken, FunctionCall
from autogen_core.models import (
    AssistantMessage,
    ChatCompletionClient,
    CreateResult,
    FunctionExecutionResultMessage,
    LLMMessage,
    ModelFamily,
    ModelInfo,
    RequestUsage,
    SystemMessage,
)
from autogen_core.tools import Tool, ToolSchema
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import BaseModel

from experiments.hotpotqa.tools import NO_PAGE, NOT_FOUND, OVER, fold, parse_action, strip_disambiguator
from gmem import is_memory_block
from gmem.llm import ChatMessage, Completion
from gmem.llm.scripted import ScriptedMemoryModel

logger = logging.getLogger(__name__)

_TOKEN = re.compile(r"\w+|[^\w\s]")


def count_text_tokens(text: str) -> int:
    """An approximate token count: words and punctuation marks (no real tokenizer's count)."""
    return len(_TOKEN.findall(text))


class CountedMemoryModel:
    """gmem's scripted memory model, reporting the tokens it was sent and answered (words and punctuation)."""

    def __init__(self) -> None:
        self._model = ScriptedMemoryModel()

    async def acomplete(self, messages: list[ChatMessage]) -> Completion:
        answer = await self._model.acomplete(messages)
        return answer.model_copy(
            update={
                "prompt_tokens": sum(count_text_tokens(m.content) for m in messages),
                "completion_tokens": count_text_tokens(answer.text),
            }
        )


# --------------------------------------------------------------------------------------------- AgentChat


class ScriptedGame(Protocol):
    """What :meth:`ScriptedSolverClient.for_games` needs of a game (``experiments.alfworld.env.Game`` fits)."""

    def task(self) -> str: ...

    def walkthrough(self) -> list[str]: ...


class ScriptedSolverClient(ChatCompletionClient):
    """A scripted ALFWorld solver behind AgentChat's model-client interface.

    ``scripts`` maps a task text (``"put some apple on countertop."``) to its commands. On each call the
    client finds which task its messages are about (the one script key they contain, case ignored, memory
    blocks skipped), counts its own earlier replies in them (the ``AssistantMessage`` s, so give the agent an
    unbounded model context) and answers with the next command: as text rendered by ``template``, or,
    when ``tool`` names one of the tools offered, as a call of that tool with the command as its one
    argument (one call per model call; leave the agent's ``reflect_on_tool_use`` off, or the reflection
    call would take a command too). After the last command it answers ``done_text``.
    """

    def __init__(
        self,
        scripts: Mapping[str, Sequence[str]],
        *,
        template: str = "{action}",
        tool: str | None = None,
        done_text: str = "I have finished the task.",
        context_window: int = 32_768,
    ) -> None:
        if not scripts:
            raise ValueError("no scripts given")
        self.scripts = {task.strip(): list(commands) for task, commands in scripts.items()}
        self.template = template
        self.tool = tool
        self.done_text = done_text
        self.context_window = context_window
        self._model_info = ModelInfo(
            vision=False, function_calling=True, json_output=False, family=ModelFamily.UNKNOWN, structured_output=False
        )
        self._actual_usage = RequestUsage(prompt_tokens=0, completion_tokens=0)
        self._total_usage = RequestUsage(prompt_tokens=0, completion_tokens=0)

    @classmethod
    def for_games(cls, games: Iterable[ScriptedGame], **options: Any) -> ScriptedSolverClient:
        """A client that plays each game's stored walkthrough, keyed by the game's task text (which must
        differ from game to game)."""
        scripts: dict[str, list[str]] = {}
        for game in games:
            if game.task() in scripts:
                raise ValueError(f"two games state the same task {game.task()!r}; a script could not tell them apart")
            scripts[game.task()] = game.walkthrough()
        return cls(scripts, **options)

    async def create(
        self,
        messages: Sequence[LLMMessage],
        *,
        tools: Sequence[Tool | ToolSchema] = [],
        tool_choice: Tool | Literal["auto", "required", "none"] = "auto",
        json_output: bool | type[BaseModel] | None = None,
        extra_create_args: Mapping[str, Any] = {},
        cancellation_token: CancellationToken | None = None,
    ) -> CreateResult:
        task = self._task(messages)
        script = self.scripts[task]
        done = sum(isinstance(m, AssistantMessage) and m.content != self.done_text for m in messages)
        usage_prompt = self.count_tokens(messages, tools=tools)
        content: str | list[FunctionCall]
        if done >= len(script):
            content, finish = self.done_text, "stop"
        else:
            action = script[done]
            parameter = self._tool_parameter(tools)
            if parameter is None:
                content, finish = self.template.format(action=action), "stop"
            else:
                arguments = json.dumps({parameter: action})
                content, finish = (
                    [FunctionCall(id=f"scripted-{done}", name=self.tool, arguments=arguments)],
                    "function_calls",
                )
        completion = content if isinstance(content, str) else content[0].name + content[0].arguments
        usage = RequestUsage(prompt_tokens=usage_prompt, completion_tokens=count_text_tokens(completion))
        self._actual_usage = _add(self._actual_usage, usage)
        self._total_usage = _add(self._total_usage, usage)
        logger.debug("scripted solver, task %r, step %d: %s", task, done, content)
        return CreateResult(finish_reason=finish, content=content, usage=usage, cached=False)

    async def create_stream(
        self,
        messages: Sequence[LLMMessage],
        *,
        tools: Sequence[Tool | ToolSchema] = [],
        tool_choice: Tool | Literal["auto", "required", "none"] = "auto",
        json_output: bool | type[BaseModel] | None = None,
        extra_create_args: Mapping[str, Any] = {},
        cancellation_token: CancellationToken | None = None,
    ) -> AsyncGenerator[str | CreateResult, None]:
        result = await self.create(messages, tools=tools, tool_choice=tool_choice, json_output=json_output)
        if isinstance(result.content, str):
            yield result.content
        yield result

    async def close(self) -> None:
        return None

    def actual_usage(self) -> RequestUsage:
        return self._actual_usage

    def total_usage(self) -> RequestUsage:
        return self._total_usage

    def count_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        schemas = [tool.schema if isinstance(tool, Tool) else tool for tool in tools]
        return sum(count_text_tokens(_llm_text(m)) for m in messages) + count_text_tokens(json.dumps(schemas))

    def remaining_tokens(self, messages: Sequence[LLMMessage], *, tools: Sequence[Tool | ToolSchema] = []) -> int:
        return max(0, self.context_window - self.count_tokens(messages, tools=tools))

    @property
    def model_info(self) -> ModelInfo:
        return self._model_info

    @property
    def capabilities(self) -> ModelInfo:  # type: ignore[override]
        warnings.warn("capabilities is deprecated, use model_info instead", DeprecationWarning, stacklevel=2)
        return self._model_info

    def _task(self, messages: Sequence[LLMMessage]) -> str:
        seen = " \n ".join(
            _llm_text(m) for m in messages if not (isinstance(m, SystemMessage) and is_memory_block(m.content))
        ).lower()
        found = [task for task in self.scripts if task.lower() in seen]
        found = [task for task in found if not any(task != other and task.lower() in other.lower() for other in found)]
        if len(found) != 1:
            what = "none" if not found else ", ".join(repr(t) for t in found)
            raise ValueError(f"the scripted solver needs exactly one scripted task in its messages; found {what}")
        return found[0]

    def _tool_parameter(self, tools: Sequence[Tool | ToolSchema]) -> str | None:
        """The argument name of the tool to call, when ``self.tool`` is among ``tools``."""
        for tool in tools:
            schema = tool.schema if isinstance(tool, Tool) else tool
            if schema["name"] == self.tool:
                parameters = schema.get("parameters", {})
                names = list(parameters.get("required") or parameters.get("properties", {}))
                if len(names) != 1:
                    raise ValueError(f"tool {self.tool!r} must take exactly one argument, it takes {names}")
                return names[0]
        return None


def _llm_text(message: LLMMessage) -> str:
    if isinstance(message, FunctionExecutionResultMessage):
        return "\n".join(result.content for result in message.content)
    content = message.content
    if isinstance(content, str):
        return content
    return "\n".join(
        f"{part.name}({part.arguments})" if isinstance(part, FunctionCall) else part if isinstance(part, str) else ""
        for part in content
    )


def _add(a: RequestUsage, b: RequestUsage) -> RequestUsage:
    return RequestUsage(
        prompt_tokens=a.prompt_tokens + b.prompt_tokens, completion_tokens=a.completion_tokens + b.completion_tokens
    )


# --------------------------------------------------------------------------------------------- LangChain

_MISSED = NOT_FOUND.split("[", 1)[0]
_RESULT = re.compile(r"^\(Result \d+ / \d+\) (.*)")  # tools.RESULT
_OBSERVATION_LINE = re.compile(r"^\s*observation\s*\d*\s*:\s*(.*)$", re.IGNORECASE)
_QUESTION_LINE = re.compile(r"^\s*question\s*\d*\s*:\s*(.+)$", re.IGNORECASE)
_CAPITALISED = re.compile(
    r"[A-Z](?:[\w'’&!-]|\.(?=\w))*(?:\s+(?:(?:of|the|de|la|le|du|von|van|der|for)\s+)*[A-Z0-9](?:[\w'’&!-]|\.(?=\w))*)*"
)
_QUOTED = re.compile(r"\"([^\"]+)\"|“([^”]+)”")
_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})\b")
_DATE = re.compile(
    r"\b(?:\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}"
    r"|(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}"
    r"|(?:1[0-9]{3}|20[0-9]{2}))\b"
)
_NUMBER = re.compile(r"\b\d[\d,.]*\b")
_MONTHS = frozenset(
    [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ]
)
_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "from",
        "by",
        "with",
        "and",
        "or",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "do",
        "does",
        "did",
        "has",
        "have",
        "had",
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "why",
        "how",
        "that",
        "this",
        "these",
        "those",
        "it",
        "its",
        "he",
        "she",
        "they",
        "his",
        "her",
        "their",
        "as",
        "also",
        "both",
        "same",
        "than",
        "more",
        "most",
        "many",
        "much",
        "year",
        "name",
        "known",
        "there",
        "not",
        "can",
        "could",
        "would",
        "about",
        "into",
        "one",
        "after",
        "before",
        "first",
    ]
)
_AUXILIARIES = frozenset(
    ["is", "are", "was", "were", "do", "does", "did", "can", "could", "has", "have", "had", "will", "would"]
)
_EARLIER = re.compile(r"\b(first|earlier|earliest|older|oldest|before|longer ago|preceded)\b", re.IGNORECASE)
_LATER = re.compile(
    r"\b(later|latest|younger|youngest|newer|newest|more recent(?:ly)?|most recent(?:ly)?)\b", re.IGNORECASE
)
_WHEN = re.compile(r"\b(when|what year|which year|what date)\b", re.IGNORECASE)
_HOW_MANY = re.compile(r"\bhow (many|much|long|old|far|tall)\b", re.IGNORECASE)


class ScriptedHotpotQAModel(BaseChatModel):
    """A deterministic stand-in for a ReAct HotpotQA agent (no knowledge, no gold).

    Reading its messages as a ReAct transcript (the last ``Question:`` line, then ``Action: X[...]`` and
    ``Observation: ...`` lines, or tool calls and tool results), it searches the names in the question
    (both sides of an "A or B" comparison), follows a "Similar:" suggestion once when a search misses,
    hops once to the first new name in the paragraph found for a bridge question, looks up one question
    word, and finishes with a guess: yes/no from shared attributes, the earlier/later side by year, a
    date or number, or the first new name in the evidence.

    Unbound, it answers in text (``Thought: ...`` then ``Action: Search[...]``). After ``bind_tools`` with
    tools named search/lookup/finish (any case, or names containing those words) it calls them instead.
    Once it has finished, it only restates its answer, without an action (so a tool loop ends).
    """

    max_actions: int = 8
    model_name: str = "scripted-hotpotqa"

    @property
    def _llm_type(self) -> str:
        return "scripted-hotpotqa"

    def bind_tools(self, tools: Sequence[Any], *, tool_choice: str | None = None, **kwargs: Any):
        return self.bind(tools=[convert_to_openai_tool(tool) for tool in tools], **kwargs)

    def _generate(
        self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        question, history = read_transcript(messages)
        thought, kind, argument = next_hotpot_action(question, history, self.max_actions)
        tool = _bound_tool(kwargs.get("tools") or [], kind)
        answered = next((argument for kind, argument, _ in history if kind == "finish"), None)
        if answered is not None:
            message, tool = AIMessage(content=f"The answer is {answered}."), None
        elif tool is None:
            message = AIMessage(content=f"Thought: {thought}\nAction: {kind.capitalize()}[{argument}]")
        else:
            name, parameter = tool
            call = {"name": name, "args": {parameter: argument}, "id": f"scripted-{len(history)}", "type": "tool_call"}
            message = AIMessage(content=f"Thought: {thought}", tool_calls=[call])
        prompt = sum(count_text_tokens(m.text) for m in messages)
        completion = count_text_tokens(message.text) + (count_text_tokens(argument) if tool else 0)
        message.usage_metadata = {
            "input_tokens": prompt,
            "output_tokens": completion,
            "total_tokens": prompt + completion,
        }
        message.response_metadata = {"model_name": self.model_name}
        usage = {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}
        return ChatResult(
            generations=[ChatGeneration(message=message)],
            llm_output={"token_usage": usage, "model_name": self.model_name},
        )


def read_transcript(messages: Sequence[BaseMessage]) -> tuple[str, list[tuple[str, str, str | None]]]:
    """The question and the ``(kind, argument, observation or None)`` actions after it, from a ReAct
    conversation in text or tool-call form (gmem memory blocks are skipped)."""
    lines: list[str] = []
    for message in messages:
        if is_memory_block(message.text):
            continue
        if isinstance(message, ToolMessage):
            lines.append(f"Observation: {message.text}")
        elif isinstance(message, AIMessage) and message.tool_calls:
            lines.extend(line for line in message.text.splitlines() if parse_action(line) is None)
            for call in message.tool_calls:
                kind = next((k for k in ("search", "lookup", "finish") if k in call["name"].lower()), call["name"])
                argument = next(iter(call["args"].values()), "") if call["args"] else ""
                lines.append(f"Action: {kind}[{argument}]")
        else:
            lines.extend(message.text.splitlines())
    starts = [i for i, line in enumerate(lines) if _QUESTION_LINE.match(line)]
    if starts:
        question = _QUESTION_LINE.match(lines[starts[-1]]).group(1).strip()
        lines = lines[starts[-1] + 1 :]
    else:
        question = next((m.text.strip() for m in messages if m.type == "human" and not is_memory_block(m.text)), "")
    history: list[tuple[str, str, str | None]] = []
    for line in lines:
        action = parse_action(line)
        observation = _OBSERVATION_LINE.match(line)
        if action:
            history.append((*action, None))
        elif observation and history and history[-1][2] is None:
            kind, argument, _ = history[-1]
            history[-1] = (kind, argument, observation.group(1).strip())
    return question, history


def next_hotpot_action(
    question: str, history: Sequence[tuple[str, str, str | None]], max_actions: int = 8
) -> tuple[str, str, str]:
    """``(thought, kind, argument)``: the scripted agent's next move on ``question`` after ``history``."""
    searched = {fold(argument) for kind, argument, _ in history if kind == "search"}
    found = [(argument, obs) for kind, argument, obs in history if kind == "search" and obs and _hit(obs)]
    entities = _question_entities(question)
    comparison = _is_comparison(question)
    if len(history) < max_actions - 1:
        targets = entities[: 2 if comparison else 1]
        if not comparison and len(found) == 1:
            targets += _hop_names(question, *found[0])[:2]
        for target in targets:
            if fold(target) not in searched:
                return f"I need to search {target}.", "search", target
            missed = next(obs for kind, arg, obs in history if kind == "search" and fold(arg) == fold(target))
            suggestion = next(iter(_similar(missed or "")), None)
            if suggestion and fold(suggestion) not in searched:
                return f"{target} was not found; {suggestion} is the closest page.", "search", suggestion
        keyword = _keyword(question, entities)
        last = history[-1] if history else None
        if keyword and last and last[0] == "search" and last[2] and _hit(last[2]):
            return f"Let me look up '{keyword}' in {last[1]}.", "lookup", keyword
    answer = _guess(question, entities, found, history)
    return f"I will answer {answer}.", "finish", answer


def _hop_names(question: str, name: str, observation: str) -> list[str]:
    """New names in a bridge paragraph, those of the sentence sharing most words with the question first."""
    known = _words(question) | _words(name)
    own = _words(name) - _STOP
    sentences = re.split(r"(?<=[.!?])\s+", observation)
    ranked = sorted(sentences, key=lambda sentence: len(_words(sentence) & (_words(question) - _STOP)), reverse=True)
    names: list[str] = []
    for sentence in ranked:
        fresh = [n for n in _new_names(sentence, known) if not _words(n) & own]
        names += [n for n in fresh if fold(n) not in {fold(m) for m in names}]
    return names


def _guess(question: str, entities: list[str], found: list[tuple[str, str]], history) -> str:
    first_word = question.split()[0].lower() if question.split() else ""
    if first_word in _AUXILIARIES:
        if len(found) >= 2:
            a, b = (_attributes(obs, name) for name, obs in found[:2])
            return "yes" if a & b else "no"
        return "yes"
    if _is_comparison(question) and len(found) >= 2:
        years = [(_first_year(obs), name) for name, obs in found[:2]]
        if all(year is not None for year, _ in years) and (_EARLIER.search(question) or _LATER.search(question)):
            pick = min if _EARLIER.search(question) else max
            return _side(pick(years)[1], entities)
        return _side(found[0][0], entities)
    if (
        len(found) >= 2
        and re.match(r"\s*(who|which|what)\b", question, re.IGNORECASE)
        and not (_WHEN.search(question) or _HOW_MANY.search(question))
    ):
        return strip_disambiguator(found[-1][0])
    lookups = [_RESULT.match(obs) for kind, _, obs in history if kind == "lookup" and obs]
    evidence = [hit.group(1) for hit in lookups if hit] + [obs for _, obs in reversed(found)]
    for text in evidence:
        if _WHEN.search(question) and _DATE.search(text):
            return _DATE.search(text).group(0)
        if _HOW_MANY.search(question) and _NUMBER.search(text):
            return _NUMBER.search(text).group(0).rstrip(".,")
        names = _new_names(text, _words(question))
        if names and not (_WHEN.search(question) or _HOW_MANY.search(question)):
            return names[0]
    return found[-1][0] if found else (entities[0] if entities else "unknown")


def _question_entities(question: str) -> list[str]:
    """Names in the question, in order: quoted titles, the two sides of "..., A or B?", capitalised runs
    (each side of an "and" on its own: "Jonny Craig and Pete Doherty" gives two names)."""
    names = [a or b for a, b in _QUOTED.findall(question)]
    sides = re.search(r"(?:,|:)\s*([^,?]+?)\s+or\s+([^,?]+?)\s*\?*$", question)
    if sides:
        names += [sides.group(1), sides.group(2)]
    for part in re.split(r"\s+and\s+", question):
        for run in _CAPITALISED.findall(part):
            words = run.split()
            while words and words[0].lower() in _STOP | _AUXILIARIES:
                words = words[1:]
            if words:
                names.append(" ".join(words))
    unique: list[str] = []
    for name in (n.strip(" '\"") for n in names):
        if name and fold(name) not in {fold(u) for u in unique}:
            unique.append(name)
    return unique


def _is_comparison(question: str) -> bool:
    return bool(
        re.search(r"\bor\b[^,]*\?\s*$", question)
        or re.search(r"\b(both|same|either|neither|in common)\b", question, re.IGNORECASE)
        or re.search(r"^\s*which of\b.*\band\b", question, re.IGNORECASE)
    )


def _new_names(text: str, known: set[str]) -> list[str]:
    """Capitalised runs in ``text`` with a word not in ``known``, not a month, not a sentence opener."""
    names = []
    for run in _CAPITALISED.findall(text):
        words = [w.strip(".,;:'’\"") for w in run.split()]
        while words and words[0].lower() in _STOP:
            words = words[1:]
        content = {fold(w) for w in words} - _STOP - _MONTHS
        if content and not content <= known and not all(w.isdigit() for w in content):
            names.append(" ".join(words))
    return names


def _attributes(observation: str, name: str) -> set[str]:
    """Capitalised words of a paragraph that are not in the subject's name (e.g. "American", "Wisconsin")."""
    return {fold(w) for w in re.findall(r"\b[A-Z][a-z]+\b", observation)} - _words(name) - _MONTHS - _STOP


def _keyword(question: str, entities: list[str]) -> str | None:
    inside = {w for e in entities for w in _words(e)}
    words = [w for w in re.findall(r"[a-z]{4,}", question.lower()) if w not in _STOP and w not in inside]
    return max(words, key=len) if words else None


def _side(name: str, entities: list[str]) -> str:
    """The question's own spelling of the entity that ``name`` (a searched title) stands for."""
    return next((e for e in entities if fold(e) in fold(name) or fold(name) in fold(e)), name)


def _first_year(text: str) -> int | None:
    year = _YEAR.search(text)
    return int(year.group(1)) if year else None


def _similar(observation: str) -> list[str]:
    """The titles of a "Could not find [X]. Similar: [...]." observation."""
    listed = re.search(r"Similar: (\[.*\])", observation)
    if not listed:
        return []
    try:
        return [str(title) for title in ast.literal_eval(listed.group(1))]
    except (ValueError, SyntaxError):
        return []


def _hit(observation: str) -> bool:
    """Whether a search observation is a paragraph (not a miss, a refusal or an error)."""
    return not observation.startswith((_MISSED, NO_PAGE, OVER, "Invalid action"))


def _words(text: str) -> set[str]:
    return set(fold(text).split())


def _bound_tool(tools: Sequence[dict[str, Any]], kind: str) -> tuple[str, str] | None:
    """(tool name, argument name) of the bound tool for ``kind`` (search/lookup/finish), if any."""
    for tool in tools:
        function = tool.get("function", tool)
        if kind in function["name"].lower():
            properties = function.get("parameters", {}).get("properties", {})
            return function["name"], next(iter(properties), "input")
    return None
