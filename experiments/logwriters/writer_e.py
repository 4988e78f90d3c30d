"""Re-render ALFWorld run steps as three other agent frameworks would have logged them.

Each entry of FORMATS maps one step of the example logs
(agent, action, observation, n) -> {"agent", "action", "observation"}
where "action" holds the framework's own serialized message/event for the agent's
turn and "observation" the serialized tool result (empty for pure reasoning steps,
which have no tool result in these frameworks).

Styles:
  google_adk      - google.adk Event objects as `event.model_dump_json(exclude_none=True,
                    by_alias=True)` (what `adk web` / `adk api_server` stream): camelCase,
                    content.parts with functionCall / functionResponse, thought parts
                    `{"text": ..., "thought": true}`.
  letta           - Letta LettaMessage objects (reasoning_message, tool_call_message,
                    tool_return_message) as `message.model_dump_json()`; tool returns are
                    packaged by Letta as '{"status": "OK", "message": ..., "time": ...}'.
  haystack_agent  - haystack ChatMessage objects from the Agent's "messages" output as
                    `json.dumps(msg.to_dict())`: role/meta/name/content with
                    reasoning / tool_call / tool_call_result parts.

Only the standard library is used; all ids / timestamps are derived deterministically
from the step content and index.
"""

import hashlib
import json
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

_BASE_TIME = datetime(2025, 6, 12, 14, 3, 17, tzinfo=UTC)
_ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _split(action: str):
    """Return (is_thought, text) for an example-log action."""
    a = action.strip()
    if a.lower().startswith("think:"):
        return True, a[len("think:") :].strip()
    return False, a


def _uuid(*parts) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "|".join(str(p) for p in parts)))


def _alnum(n_chars: int, *parts) -> str:
    digest = hashlib.sha256("|".join(str(p) for p in parts).encode()).digest()
    num = int.from_bytes(digest, "big")
    out = []
    for _ in range(n_chars):
        num, r = divmod(num, 62)
        out.append(_ALNUM[r])
    return "".join(out)


def _tokens(text: str) -> int:
    # crude, deterministic token estimate
    return max(1, round(len(text.split()) * 1.3))


def _compact(obj) -> str:
    # pydantic's model_dump_json(): compact separators, non-ASCII kept
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


# ---------------------------------------------------------------------------
# 1. Google Agent Development Kit (ADK) session events
# ---------------------------------------------------------------------------

_ADK_AGENT = "alfworld_agent"
_ADK_TOOL = "execute_command"
_ADK_MODEL = "gemini-2.5-flash"
_ADK_INVOCATION = "e-" + _uuid("adk-invocation", _ADK_AGENT)


def _adk_actions() -> dict:
    # EventActions() dumped with exclude_none=True, by_alias=True
    return {
        "stateDelta": {},
        "artifactDelta": {},
        "requestedAuthConfigs": {},
        "requestedToolConfirmations": {},
    }


def adk_step(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    ts = _BASE_TIME.timestamp() + n * 5.0
    prompt_tokens = 1480 + 96 * n
    out_tokens = _tokens(text)
    if is_thought:
        event = {
            "modelVersion": _ADK_MODEL,
            "content": {"parts": [{"text": text, "thought": True}], "role": "model"},
            "finishReason": "STOP",
            "usageMetadata": {
                "promptTokenCount": prompt_tokens,
                "promptTokensDetails": [{"modality": "TEXT", "tokenCount": prompt_tokens}],
                "thoughtsTokenCount": out_tokens,
                "totalTokenCount": prompt_tokens + out_tokens,
            },
            "invocationId": _ADK_INVOCATION,
            "author": _ADK_AGENT,
            "actions": _adk_actions(),
            "id": _uuid("adk-event", n, action),
            "timestamp": round(ts + 0.412731, 6),
        }
        return {"agent": _ADK_AGENT, "action": _compact(event), "observation": ""}

    call_id = "adk-" + _uuid("adk-call", n, action)
    call_event = {
        "modelVersion": _ADK_MODEL,
        "content": {
            "parts": [{"functionCall": {"id": call_id, "args": {"command": text}, "name": _ADK_TOOL}}],
            "role": "model",
        },
        "finishReason": "STOP",
        "usageMetadata": {
            "candidatesTokenCount": out_tokens + 4,
            "promptTokenCount": prompt_tokens,
            "promptTokensDetails": [{"modality": "TEXT", "tokenCount": prompt_tokens}],
            "totalTokenCount": prompt_tokens + out_tokens + 4,
        },
        "invocationId": _ADK_INVOCATION,
        "author": _ADK_AGENT,
        "actions": _adk_actions(),
        "longRunningToolIds": [],
        "id": _uuid("adk-event", n, action),
        "timestamp": round(ts + 0.412731, 6),
    }
    response_event = {
        "content": {
            "parts": [
                {
                    "functionResponse": {
                        "id": call_id,
                        "name": _ADK_TOOL,
                        # a plain str return value is wrapped by ADK as {"result": ...}
                        "response": {"result": observation},
                    }
                }
            ],
            "role": "user",
        },
        "invocationId": _ADK_INVOCATION,
        "author": _ADK_AGENT,
        "actions": _adk_actions(),
        "id": _uuid("adk-event-response", n, action),
        "timestamp": round(ts + 0.618254, 6),
    }
    return {"agent": _ADK_AGENT, "action": _compact(call_event), "observation": _compact(response_event)}


# ---------------------------------------------------------------------------
# 2. Letta (formerly MemGPT) LettaMessage objects
# ---------------------------------------------------------------------------

_LETTA_AGENT = "alfworld-agent"
_LETTA_TOOL = "alfworld_step"
_LETTA_RUN = "run-" + _uuid("letta-run", _LETTA_AGENT)


def _letta_base(msg_id: str, message_type: str, n: int, otid_salt: str, seconds: int) -> dict:
    date = (_BASE_TIME + timedelta(seconds=seconds)).isoformat(timespec="seconds")
    return {
        "id": msg_id,
        "date": date,
        "name": None,
        "message_type": message_type,
        "otid": _uuid("letta-otid", n, otid_salt),
        "sender_id": None,
        "step_id": "step-" + _uuid("letta-step", n),
        "is_err": None,
        "seq_id": None,
        "run_id": _LETTA_RUN,
    }


def letta_step(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    assistant_id = "message-" + _uuid("letta-assistant", n, action)
    if is_thought:
        msg = _letta_base(assistant_id, "reasoning_message", n, "reasoning", 6 * n)
        msg.update({"source": "non_reasoner_model", "reasoning": text, "signature": None})
        return {"agent": _LETTA_AGENT, "action": _compact(msg), "observation": ""}

    call_id = "call_" + _alnum(24, "letta-call", n, action)
    tool_call = {
        "name": _LETTA_TOOL,
        "arguments": json.dumps({"action": text, "request_heartbeat": True}),
        "tool_call_id": call_id,
    }
    call_msg = _letta_base(assistant_id, "tool_call_message", n, "tool_call", 6 * n)
    call_msg.update({"tool_call": tool_call, "tool_calls": [dict(tool_call)]})

    ret_time = _BASE_TIME + timedelta(seconds=6 * n + 1)
    packaged = json.dumps(
        {
            "status": "OK",
            "message": observation,
            "time": ret_time.strftime("%Y-%m-%d %I:%M:%S %p UTC+0000"),
        },
        ensure_ascii=False,
    )
    ret_msg = _letta_base(
        "message-" + _uuid("letta-tool", n, action), "tool_return_message", n, "tool_return", 6 * n + 1
    )
    ret_msg.update(
        {
            "tool_return": packaged,
            "status": "success",
            "tool_call_id": call_id,
            "stdout": None,
            "stderr": None,
            "tool_returns": [
                {
                    "type": "tool",
                    "tool_return": packaged,
                    "status": "success",
                    "tool_call_id": call_id,
                    "stdout": None,
                    "stderr": None,
                }
            ],
        }
    )
    return {"agent": _LETTA_AGENT, "action": _compact(call_msg), "observation": _compact(ret_msg)}


# ---------------------------------------------------------------------------
# 3. Haystack Agent ChatMessage objects (ChatMessage.to_dict())
# ---------------------------------------------------------------------------

_HAYSTACK_AGENT = "agent"  # component name: pipeline.add_component("agent", Agent(...))
_HAYSTACK_TOOL = "alfworld_action"
_HAYSTACK_MODEL = "o4-mini-2025-04-16"


def _haystack_usage(n: int, completion: int, reasoning: int) -> dict:
    prompt = 1312 + 88 * n
    return {
        "completion_tokens": completion,
        "prompt_tokens": prompt,
        "total_tokens": prompt + completion,
        "completion_tokens_details": {
            "accepted_prediction_tokens": 0,
            "audio_tokens": 0,
            "reasoning_tokens": reasoning,
            "rejected_prediction_tokens": 0,
        },
        "prompt_tokens_details": {"audio_tokens": 0, "cached_tokens": 1152 if n else 0},
    }


def haystack_step(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        r_tokens = _tokens(text)
        msg = {
            "role": "assistant",
            "meta": {
                "model": _HAYSTACK_MODEL,
                "index": 0,
                "finish_reason": "stop",
                "usage": _haystack_usage(n, r_tokens, r_tokens),
            },
            "name": None,
            "content": [{"reasoning": {"reasoning_text": text, "extra": {}}}],
        }
        return {"agent": _HAYSTACK_AGENT, "action": json.dumps(msg), "observation": ""}

    call = {
        "tool_name": _HAYSTACK_TOOL,
        "arguments": {"action": text},
        "id": "call_" + _alnum(24, "haystack-call", n, action),
        "extra": None,
    }
    completion = _tokens(text) + 18
    call_msg = {
        "role": "assistant",
        "meta": {
            "model": _HAYSTACK_MODEL,
            "index": 0,
            "finish_reason": "tool_calls",
            "usage": _haystack_usage(n, completion, 0),
        },
        "name": None,
        "content": [{"tool_call": call}],
    }
    tool_msg = {
        "role": "tool",
        "meta": {},
        "name": None,
        "content": [{"tool_call_result": {"result": observation, "origin": dict(call), "error": False}}],
    }
    return {"agent": _HAYSTACK_AGENT, "action": json.dumps(call_msg), "observation": json.dumps(tool_msg)}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "google_adk": adk_step,
    "letta": letta_step,
    "haystack_agent": haystack_step,
}
