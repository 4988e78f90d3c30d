"""Re-render ALFWorld steps the way three other teams' tooling would have logged them.

FORMATS maps a style name to fn(agent, action, observation, n) -> {"agent", "action", "observation"}.
Everything is deterministic: ids and timestamps derive from (n, action) only.
"""

import hashlib
import json
import re
from collections.abc import Callable
from datetime import datetime, timedelta

_ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _split(action: str):
    """Return ("think", text) or ("act", command)."""
    a = action.strip()
    if a.lower().startswith("think:"):
        return "think", a[len("think:") :].strip()
    return "act", a


def _openai_call_id(salt: str, n: int, action: str) -> str:
    """An OpenAI-style tool call id (call_ + 24 alphanumerics), stable for the same input."""
    digest = hashlib.sha256(f"{salt}|{n}|{action}".encode()).digest()
    return "call_" + "".join(_ALNUM[b % len(_ALNUM)] for b in digest[:24])


# ---------------------------------------------------------------------------
# 1. Vercel AI SDK (v5) UIMessage parts, exported with JSON.stringify
# ---------------------------------------------------------------------------
# An assistant UIMessage holds parts; reasoning is {"type":"reasoning","text":...,"state":"done"},
# a static tool call is {"type":"tool-<name>","toolCallId":...,"state":"output-available",
# "input":{...},"output":...}. The exporter writes each part (minus its output) as action and the
# part's output as observation. UI messages carry no agent name, only the role.

_AISDK_TOOL = "runCommand"


def _js_stringify(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def vercel_ai_sdk_ui(agent: str, action: str, observation: str, n: int) -> dict:
    kind, body = _split(action)
    if kind == "think":
        part = {"type": "reasoning", "text": body, "state": "done"}
        return {"agent": "assistant", "action": _js_stringify(part), "observation": ""}
    part = {
        "type": f"tool-{_AISDK_TOOL}",
        "toolCallId": _openai_call_id("aisdk", n, body),
        "state": "output-available",
        "input": {"command": body},
    }
    return {"agent": "assistant", "action": _js_stringify(part), "observation": observation}


# ---------------------------------------------------------------------------
# 2. AG2 GroupChat with a tool-executing agent, as the console printout shows it
# ---------------------------------------------------------------------------
# household_agent (LLM, tool registered for LLM) talks to chat_manager; tool_executor
# (registered for execution) replies with "***** Response from calling tool (...) *****".
# Reasoning is a plain TextEvent from household_agent.

_AG2_AGENT = "household_agent"
_AG2_EXECUTOR = "tool_executor"
_AG2_MANAGER = "chat_manager"
_AG2_TOOL = "run_command"
_RULE = "-" * 80


def ag2_groupchat(agent: str, action: str, observation: str, n: int) -> dict:
    kind, body = _split(action)
    head = f"{_AG2_AGENT} (to {_AG2_MANAGER}):\n"
    if kind == "think":
        text = f"{head}\n{body}\n\n{_RULE}"
        return {"agent": _AG2_AGENT, "action": text, "observation": ""}
    call_id = _openai_call_id("ag2", n, body)
    arguments = json.dumps({"command": body}, separators=(",", ":"))
    banner = f"***** Suggested tool call ({call_id}): {_AG2_TOOL} *****"
    text = f"{head}\n{banner}\nArguments: \n{arguments}\n{'*' * len(banner)}\n\n{_RULE}"
    resp_banner = f"***** Response from calling tool ({call_id}) *****"
    obs = f"{_AG2_EXECUTOR} (to {_AG2_MANAGER}):\n\n{resp_banner}\n{observation}\n{'*' * len(resp_banner)}\n\n{_RULE}"
    return {"agent": _AG2_AGENT, "action": text, "observation": obs}


# ---------------------------------------------------------------------------
# 3. Plain transcript exported from a Slack-like channel
# ---------------------------------------------------------------------------
# "[YYYY-MM-DD HH:MM:SS] Speaker: text". The bot narrates each command in prose with the
# command in backticks; the game environment posts its reply as a separate bot. Reasoning
# posts start with the :thinking_face: emoji code; the environment does not answer them.

_SLACK_BOT = "HouseBot"
_SLACK_ENV = "ALFWorld"
_SLACK_T0 = datetime(2024, 3, 14, 9, 41, 0)


def _slack_ts(n: int, offset: int = 0) -> str:
    return (_SLACK_T0 + timedelta(seconds=11 * n + offset)).strftime("%Y-%m-%d %H:%M:%S")


def _narrate(cmd: str) -> str:
    c = f"`{cmd}`"
    patterns = [
        (r"go to (.+)", "Heading over to the {0} now: {c}"),
        (r"take (.+?) from (.+)", "Grabbing the {0} from the {1}: {c}"),
        (r"put (.+?) in/on (.+)", "Putting the {0} down on the {1}: {c}"),
        (r"clean (.+?) with (.+)", "Washing the {0} at the {1}: {c}"),
        (r"heat (.+?) with (.+)", "Heating the {0} with the {1}: {c}"),
        (r"cool (.+?) with (.+)", "Chilling the {0} in the {1}: {c}"),
        (r"open (.+)", "Opening the {0} to look inside: {c}"),
        (r"close (.+)", "Closing the {0}: {c}"),
        (r"use (.+)", "Switching on the {0}: {c}"),
        (r"examine (.+)", "Taking a closer look at the {0}: {c}"),
        (r"look", "Looking around the room: {c}"),
        (r"inventory", "Checking what I'm carrying: {c}"),
    ]
    for pat, tpl in patterns:
        m = re.fullmatch(pat, cmd.strip())
        if m:
            return tpl.format(*m.groups(), c=c)
    return f"Running {c}"


def slack_transcript(agent: str, action: str, observation: str, n: int) -> dict:
    kind, body = _split(action)
    if kind == "think":
        line = f"[{_slack_ts(n)}] {_SLACK_BOT}: :thinking_face: {body}"
        return {"agent": _SLACK_BOT, "action": line, "observation": ""}
    line = f"[{_slack_ts(n)}] {_SLACK_BOT}: {_narrate(body)}"
    obs = f"[{_slack_ts(n, 2)}] {_SLACK_ENV}: {observation}"
    return {"agent": _SLACK_BOT, "action": line, "observation": obs}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "vercel_ai_sdk_ui_messages": vercel_ai_sdk_ui,
    "ag2_groupchat": ag2_groupchat,
    "slack_transcript": slack_transcript,
}
