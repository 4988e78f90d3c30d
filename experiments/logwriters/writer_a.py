"""Re-render ALFWorld steps as three other agent frameworks would have logged them.

Each formatter takes one step of the example logs (agent, action, observation, n)
and returns the step that the other team's converted log would hold:
``{"agent": ..., "action": ..., "observation": ...}``.

Formats
-------
* ``smolagents_codeagent`` - smolagents ``CodeAgent`` memory (``ActionStep``):
  ``action`` is the step's ``model_output`` ("Thought: ..." and a ``<code>`` block
  calling the environment tool), ``observation`` is the step's ``observations``
  string ("Execution logs:\\n...Last output from code snippet:\\n...").
* ``crewai_react`` - CrewAI agent (named by its role) with ReAct-style
  ``Thought:`` / ``Action:`` / ``Action Input:`` text (``AgentAction.text``),
  ``observation`` is the tool result (``AgentAction.result``).
* ``autogen_agentchat_events`` - AutoGen AgentChat 0.7 message stream
  (``TaskResult.messages``) as pydantic reprs: ``ThoughtEvent`` for reasoning,
  ``ToolCallRequestEvent`` for the command and ``ToolCallExecutionEvent`` for
  what the tool returned.

Steps without a tool call (thoughts) get an empty observation: none of these
frameworks runs a tool for them, so nothing is returned.
Everything is deterministic (ids and timestamps are derived from the step).
"""

from __future__ import annotations

import datetime
import hashlib
import json
import uuid
from collections.abc import Callable

THINK_PREFIX = "think:"


def _split(action: str) -> tuple[bool, str]:
    """Return (is_thought, text) for an original step action."""
    stripped = action.strip()
    if stripped.lower().startswith(THINK_PREFIX):
        return True, stripped[len(THINK_PREFIX) :].strip()
    return False, stripped


def _digest(*parts: object) -> bytes:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()


# --------------------------------------------------------------------------- #
# 1. smolagents CodeAgent
# --------------------------------------------------------------------------- #
SMOL_AGENT_NAME = "alfworld_agent"  # CodeAgent(name=...) must be an identifier
SMOL_TOOL = "alfworld_env"  # @tool def alfworld_env(command: str) -> str
SMOL_CODE_OPEN, SMOL_CODE_CLOSE = "<code>", "</code>"  # default code_block_tags


def smolagents_codeagent(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        # The LLM only reasoned this step: model_output holds the Thought, no code ran.
        return {"agent": SMOL_AGENT_NAME, "action": f"Thought: {text}", "observation": ""}
    code = f"observation = {SMOL_TOOL}(command={json.dumps(text, ensure_ascii=False)})\nprint(observation)"
    model_output = f"{SMOL_CODE_OPEN}\n{code}\n{SMOL_CODE_CLOSE}"
    # print() adds a trailing newline to the executor's print outputs; the last
    # expression is print(...) so the snippet's output is None.
    execution_logs = observation + "\n"
    observations = "Execution logs:\n" + execution_logs + "Last output from code snippet:\n" + "None"
    return {"agent": SMOL_AGENT_NAME, "action": model_output, "observation": observations}


# --------------------------------------------------------------------------- #
# 2. CrewAI (ReAct text of the agent executor)
# --------------------------------------------------------------------------- #
CREW_ROLE = "Household Task Specialist"  # Agent(role=..., goal=..., backstory=...)
CREW_GOAL = "Complete household tasks in the ALFWorld environment"
CREW_BACKSTORY = (
    "You are a meticulous home assistant robot who explores rooms, finds objects and manipulates them step by step."
)
CREW_TOOL = "ALFWorld Environment"  # BaseTool(name=...)


def crewai_react(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        return {"agent": CREW_ROLE, "action": f"Thought: {text}", "observation": ""}
    action_input = json.dumps({"command": text}, ensure_ascii=False)
    react = f"Action: {CREW_TOOL}\nAction Input: {action_input}"
    return {"agent": CREW_ROLE, "action": react, "observation": observation}


# --------------------------------------------------------------------------- #
# 3. AutoGen AgentChat 0.7 events (pydantic repr as in TaskResult.messages)
# --------------------------------------------------------------------------- #
AG_AGENT_NAME = "household_assistant"  # AssistantAgent(name=...)
AG_TOOL = "alfworld_step"  # FunctionTool from def alfworld_step(command: str)
_AG_BASE_TIME = datetime.datetime(2025, 9, 2, 4, 4, 43, tzinfo=datetime.UTC)
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def _ag_uuid(*parts: object) -> str:
    return str(uuid.UUID(bytes=_digest("uuid", *parts)[:16], version=4))


def _ag_call_id(*parts: object) -> str:
    d = _digest("call", *parts)
    return "call_" + "".join(_ALNUM[b % len(_ALNUM)] for b in d[:24])


def _ag_time(n: int, extra_ms: int, *parts: object) -> datetime.datetime:
    micro = int.from_bytes(_digest("t", *parts)[:3], "big") % 400000
    return _AG_BASE_TIME + datetime.timedelta(seconds=3 * (n + 1), microseconds=micro + extra_ms * 1000)


def _ag_event(
    cls: str, event_id: str, source: str, models_usage: str, created_at: datetime.datetime, content: str
) -> str:
    return (
        f"{cls}(id={event_id!r}, source={source!r}, models_usage={models_usage}, metadata={{}}, "
        f"created_at={created_at!r}, content={content}, type={cls!r})"
    )


def autogen_agentchat_events(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        ev = _ag_event(
            "ThoughtEvent", _ag_uuid("thought", n, text), AG_AGENT_NAME, "None", _ag_time(n, 0, text), repr(text)
        )
        return {"agent": AG_AGENT_NAME, "action": ev, "observation": ""}
    call_id = _ag_call_id(n, text)
    arguments = json.dumps({"command": text}, separators=(",", ":"), ensure_ascii=False)
    usage = f"RequestUsage(prompt_tokens={640 + 57 * n}, completion_tokens={14 + len(text) // 4})"
    req = _ag_event(
        "ToolCallRequestEvent",
        _ag_uuid("request", n, text),
        AG_AGENT_NAME,
        usage,
        _ag_time(n, 0, text),
        f"[FunctionCall(id={call_id!r}, arguments={arguments!r}, name={AG_TOOL!r})]",
    )
    res = _ag_event(
        "ToolCallExecutionEvent",
        _ag_uuid("execution", n, text),
        AG_AGENT_NAME,
        "None",
        _ag_time(n, 2, text),
        f"[FunctionExecutionResult(content={observation!r}, name={AG_TOOL!r}, call_id={call_id!r}, is_error=False)]",
    )
    return {"agent": AG_AGENT_NAME, "action": req, "observation": res}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "smolagents_codeagent": smolagents_codeagent,
    "crewai_react": crewai_react,
    "autogen_agentchat_events": autogen_agentchat_events,
}
