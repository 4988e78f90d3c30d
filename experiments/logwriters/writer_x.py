"""Re-render ALFWorld steps as three other frameworks would have logged them.

Each function takes one step of the example logs (agent, action, observation, n)
and returns the step that the other team's converted log would hold:
  action      <- what the framework printed / stored for the agent's message
  observation <- what the tool returned, as the framework stored it
  agent       <- the name that framework gives the single acting agent

All ids and timestamps are derived deterministically from (n, action), so the
same input always gives the same output.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable

# --------------------------------------------------------------------------- helpers

_SHORTUUID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_OPENAI_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def _det_id(alphabet: str, length: int, *parts: object) -> str:
    """Deterministic pseudo-random id over `alphabet` seeded by `parts`."""
    seed = "\x1f".join(str(p) for p in parts).encode("utf-8")
    digest = hashlib.sha256(seed).digest()
    num = int.from_bytes(digest, "big")
    out = []
    base = len(alphabet)
    for _ in range(length):
        num, r = divmod(num, base)
        out.append(alphabet[r])
    return "".join(out)


def _shortuuid(*parts: object) -> str:  # shortuuid.uuid(): 22 chars, base57
    return _det_id(_SHORTUUID_ALPHABET, 22, *parts)


def _oai_id(prefix: str, *parts: object) -> str:  # e.g. call_XXXXXXXXXXXXXXXXXXXXXXXX
    return prefix + _det_id(_OPENAI_ALPHABET, 24, prefix, *parts)


def _split_thought(action: str) -> tuple[bool, str]:
    """Return (is_thought, text) -- text without the ALFWorld 'think:' prefix."""
    stripped = action.strip()
    if stripped.lower().startswith("think:"):
        return True, stripped[len("think:") :].strip()
    return False, stripped


def _compact(obj: object) -> str:
    """pydantic / pydantic_core style JSON: no whitespace, non-ASCII kept."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def _approx_tokens(text: str) -> int:
    return max(1, (len(text) + 3) // 4)


# --------------------------------------------------------------------------- 1. Inspect AI
# A sample's `messages` in an .eval log: ChatMessageAssistant (content + tool_calls)
# followed by ChatMessageTool (the result). The log is written with exclude_none, so
# unset fields (metadata, internal, parse_error, error, ...) are absent. Field order
# follows the pydantic models: id, content, source, [metadata], role, ...
# The agent is Inspect's built-in `react()` agent with a custom `act(command)` tool
# wrapping the ALFWorld env and Inspect's standard `think()` tool for reasoning
# (think() returns "" and has a markdown viewer, stored as the call's `view`).

_INSPECT_MODEL = "gpt-4o-2024-08-06"
_INSPECT_AGENT = "react"


def inspect_ai(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split_thought(action)
    call_id = _oai_id("call_", "inspect", n, action)
    if is_thought:
        function = "think"
        tool_call = {
            "id": call_id,
            "function": "think",
            "arguments": {"thought": text},
            "view": {"format": "markdown", "content": text},
        }
        result = ""  # inspect_ai.tool.think() returns an empty string
    else:
        function = "act"
        tool_call = {
            "id": call_id,
            "function": "act",
            "arguments": {"command": text},
        }
        result = observation
    assistant_msg = {
        "id": _shortuuid("inspect-assistant", n, action),
        "content": "",
        "source": "generate",
        "role": "assistant",
        "tool_calls": [tool_call],
        "model": _INSPECT_MODEL,
    }
    tool_msg = {
        "id": _shortuuid("inspect-tool", n, action),
        "content": result,
        "role": "tool",
        "tool_call_id": call_id,
        "function": function,
    }
    return {
        "agent": _INSPECT_AGENT,
        "action": _compact(assistant_msg),
        "observation": _compact(tool_msg),
    }


# --------------------------------------------------------------------------- 2. OpenAI Assistants API
# `client.beta.threads.runs.steps.list(...)` items dumped with `model_dump_json()`
# (openai-python field order, nulls kept). Commands are `tool_calls` steps carrying a
# function call (name, JSON-string arguments and the submitted output). Reasoning is a
# `message_creation` step; the step itself only carries the message id, so the stored
# record is the `thread.message` it points to (retrieved via message_creation.message_id).

_ASSISTANT_NAME = "ALFWorld Assistant"
_OAI_ASSISTANT_ID = _oai_id("asst_", "alfworld")
_OAI_THREAD_ID = _oai_id("thread_", "alfworld")
_OAI_RUN_ID = _oai_id("run_", "alfworld")
_OAI_BASE_TS = 1718000000


def openai_assistants(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split_thought(action)
    created = _OAI_BASE_TS + 4 * n
    completed = created + 1 + (len(text) % 3)
    if is_thought:
        message = {
            "id": _oai_id("msg_", n, action),
            "assistant_id": _OAI_ASSISTANT_ID,
            "attachments": [],
            "completed_at": completed,
            "content": [{"text": {"annotations": [], "value": text}, "type": "text"}],
            "created_at": created,
            "incomplete_at": None,
            "incomplete_details": None,
            "metadata": {},
            "object": "thread.message",
            "role": "assistant",
            "run_id": _OAI_RUN_ID,
            "status": "completed",
            "thread_id": _OAI_THREAD_ID,
        }
        return {
            "agent": _ASSISTANT_NAME,
            "action": _compact(message),
            "observation": "",  # a message_creation step has no tool output
        }

    arguments = _compact({"command": text})
    prompt_tokens = 640 + 45 * n
    completion_tokens = 12 + _approx_tokens(arguments)
    step = {
        "id": _oai_id("step_", n, action),
        "assistant_id": _OAI_ASSISTANT_ID,
        "cancelled_at": None,
        "completed_at": completed,
        "created_at": created,
        "expired_at": None,
        "failed_at": None,
        "last_error": None,
        "metadata": {},
        "object": "thread.run.step",
        "run_id": _OAI_RUN_ID,
        "status": "completed",
        "step_details": {
            "tool_calls": [
                {
                    "id": _oai_id("call_", "oai", n, action),
                    "function": {
                        "arguments": arguments,
                        "name": "act",
                        "output": observation,
                    },
                    "type": "function",
                }
            ],
            "type": "tool_calls",
        },
        "thread_id": _OAI_THREAD_ID,
        "type": "tool_calls",
        "usage": {
            "completion_tokens": completion_tokens,
            "prompt_tokens": prompt_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }
    return {
        "agent": _ASSISTANT_NAME,
        "action": _compact(step),
        "observation": observation,
    }


# --------------------------------------------------------------------------- 3. SWE-agent
# One entry of the `trajectory` list in a SWE-agent (1.x) .traj file, keys in the order
# add_step_to_trajectory writes them (action, observation, response, thought,
# execution_time, state, query, extra_info), with the thought_action parser: the model's
# raw response is discussion text plus one fenced command; `action` is the block's
# content (trailing newline included). A reasoning-only turn keeps its text in
# `thought`/`response` with an empty action and no observation. `query` (the full
# prompt history sent to the model) is not reproduced per step and is left empty.
# SWE-agent's single agent is called "main".

_SWE_AGENT = "main"


def swe_agent(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split_thought(action)
    if is_thought:
        entry = {
            "action": "",
            "observation": "",
            "response": text,
            "thought": text,
            "execution_time": 0.0,
            "state": {},
            "query": [],
            "extra_info": {},
        }
        obs = ""
    else:
        # deterministic "execution time" in seconds
        h = int(hashlib.sha256(f"swe{n}{action}".encode()).hexdigest()[:6], 16)
        entry = {
            "action": text + "\n",
            "observation": observation,
            "response": "```\n" + text + "\n```",
            "thought": "",
            "execution_time": round(0.05 + (h % 2000) / 10000, 4),
            "state": {},
            "query": [],
            "extra_info": {},
        }
        obs = observation
    return {
        "agent": _SWE_AGENT,
        "action": json.dumps(entry, ensure_ascii=False),
        "observation": obs,
    }


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "inspect_ai": inspect_ai,
    "openai_assistants": openai_assistants,
    "swe_agent": swe_agent,
}
