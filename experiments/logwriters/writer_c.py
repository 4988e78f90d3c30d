"""Re-render ALFWorld steps the way three other log styles would store them.

Each function maps one step of the example logs (agent, action, observation, n)
to the {"agent", "action", "observation"} step another team would hold after a
least-effort conversion of its own logs.  Everything is deterministic.
"""

import hashlib
import json
from collections.abc import Callable
from datetime import datetime, timedelta


def _split(action: str):
    """Return (is_thought, text) for an ALFWorld action string."""
    a = action.strip()
    if a.lower().startswith("think:"):
        return True, a[len("think:") :].strip()
    return False, a


def _hex(seed: str, k: int) -> str:
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()[:k]


def _alnum(seed: str, k: int) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    digest = hashlib.sha256(seed.encode("utf-8")).digest()
    while len(digest) < k:
        digest += hashlib.sha256(digest).digest()
    return "".join(alphabet[b % len(alphabet)] for b in digest[:k])


# ---------------------------------------------------------------------------
# 1. Slack-like channel transcript export
# ---------------------------------------------------------------------------
_SLACK_BOT = "household-bot"
_SLACK_ENV = "alfworld-env"
_SLACK_T0 = datetime(2024, 5, 14, 10, 2, 0)


def _slack_time(n: int, offset: int = 0) -> str:
    t = _SLACK_T0 + timedelta(seconds=19 * n + offset)
    return t.strftime("%I:%M:%S %p").lstrip("0")


def _slack_prose(cmd: str) -> str:
    c = cmd.lower()
    code = f"`{cmd}`"
    if c.startswith("go to "):
        return f"Heading over to {cmd[6:]} now :walking: {code}"
    if c.startswith("take "):
        return f"Grabbing it :raised_hand: {code}"
    if c.startswith("clean "):
        return f"Giving it a rinse :droplet: {code}"
    if c.startswith("heat "):
        return f"Warming it up :fire: {code}"
    if c.startswith("cool "):
        return f"Chilling it :snowflake: {code}"
    if c.startswith("put "):
        return f"Putting it down here :white_check_mark: {code}"
    if c.startswith("open "):
        return f"Opening it up to look inside: {code}"
    if c.startswith("close "):
        return f"Closing it again: {code}"
    if c.startswith("use "):
        return f"Switching it on: {code}"
    if c.startswith("examine ") or c == "look":
        return f"Taking a closer look: {code}"
    if c == "inventory":
        return f"Checking what I'm carrying: {code}"
    return f"Trying this: {code}"


def slack_transcript(agent: str, action: str, observation: str, n: int) -> dict:
    thought, text = _split(action)
    if thought:
        msg = f"[{_slack_time(n)}] {_SLACK_BOT}: :thought_balloon: {text}"
        obs = ""  # nobody answers a thinking-out-loud post in the channel
    else:
        msg = f"[{_slack_time(n)}] {_SLACK_BOT}: @{_SLACK_ENV} {_slack_prose(text)}"
        obs = f"[{_slack_time(n, 2)}] {_SLACK_ENV}: {observation}"
    return {"agent": _SLACK_BOT, "action": msg, "observation": obs}


# ---------------------------------------------------------------------------
# 2. OpenAI Responses API / Agents SDK items stored as JSON
# ---------------------------------------------------------------------------
_OAI_AGENT = "Household Agent"
_OAI_TOOL = "alfworld_action"


def openai_responses_items(agent: str, action: str, observation: str, n: int) -> dict:
    thought, text = _split(action)
    seed = f"{n}|{action}"
    if thought:
        item = {
            "id": "rs_" + _hex("rs" + seed, 48),
            "summary": [{"text": text, "type": "summary_text"}],
            "type": "reasoning",
        }
        return {"agent": _OAI_AGENT, "action": json.dumps(item), "observation": ""}
    call_id = "call_" + _alnum("call" + seed, 24)
    call = {
        "arguments": json.dumps({"command": text}, separators=(",", ":")),
        "call_id": call_id,
        "name": _OAI_TOOL,
        "type": "function_call",
        "id": "fc_" + _hex("fc" + seed, 48),
        "status": "completed",
    }
    out = {"call_id": call_id, "output": observation, "type": "function_call_output"}
    return {"agent": _OAI_AGENT, "action": json.dumps(call), "observation": json.dumps(out)}


# ---------------------------------------------------------------------------
# 3. DSPy ReAct trajectory (thought_i / tool_name_i / tool_args_i / observation_i)
# ---------------------------------------------------------------------------
_DSPY_AGENT = "ReAct"
_DSPY_TOOL = "execute_command"


def dspy_react_trajectory(agent: str, action: str, observation: str, n: int) -> dict:
    thought, text = _split(action)
    if thought:
        entry = {f"thought_{n}": text}
        return {"agent": _DSPY_AGENT, "action": json.dumps(entry), "observation": ""}
    entry = {f"tool_name_{n}": _DSPY_TOOL, f"tool_args_{n}": {"command": text}}
    return {"agent": _DSPY_AGENT, "action": json.dumps(entry), "observation": observation}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "slack_transcript": slack_transcript,
    "openai_responses_items": openai_responses_items,
    "dspy_react_trajectory": dspy_react_trajectory,
}
