"""Re-log ALFWorld steps as three other frameworks would have printed / serialized them.

Each FORMATS entry: fn(agent, action, observation, n) -> {"agent", "action", "observation"}.
Everything is derived deterministically from (action, observation, n).
"""

import base64
import hashlib
import json
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _digest(*parts) -> bytes:
    h = hashlib.sha256()
    for p in parts:
        h.update(str(p).encode("utf-8"))
        h.update(b"\x00")
    return h.digest()


def _token(alphabet: str, length: int, *parts) -> str:
    num = int.from_bytes(_digest(*parts) + _digest("more", *parts), "big")
    out = []
    for _ in range(length):
        num, r = divmod(num, len(alphabet))
        out.append(alphabet[r])
    return "".join(out)


def _split(action: str):
    """Return (is_thought, text)."""
    a = action.strip()
    if a.lower().startswith("think:"):
        return True, a[len("think:") :].strip()
    return False, a


def _approx_tokens(text: str) -> int:
    return max(1, round(len(text.split()) * 1.3))


# ---------------------------------------------------------------------------
# 1. Microsoft Magentic-One (autogen-agentchat MagenticOneGroupChat)
#    Thoughts -> orchestrator's progress ledger as the trace log writes it
#    (Python dict repr) followed by the instruction it broadcasts on the console.
#    Commands -> the participant's ToolCallRequestEvent / ToolCallExecutionEvent
#    exactly as autogen_agentchat.ui.Console prints them.
# ---------------------------------------------------------------------------
M1_ORCH = "MagenticOneOrchestrator"
M1_AGENT = "HouseholdAgent"
M1_TOOL = "execute_command"


def _m1_header(msg_type: str, source: str) -> str:
    return f"{'-' * 10} {msg_type} ({source}) {'-' * 10}"


def magentic_one(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        ledger = {
            "is_request_satisfied": {
                "reason": "The task has not been completed yet; the required object has not been placed in its target receptacle.",
                "answer": False,
            },
            "is_in_loop": {
                "reason": "The recent actions are not repeating the same requests.",
                "answer": False,
            },
            "is_progress_being_made": {
                "reason": "The latest observation moves the team closer to completing the request.",
                "answer": True,
            },
            "next_speaker": {
                "reason": "The team consists of only one agent.",
                "answer": M1_AGENT,
            },
            "instruction_or_question": {
                "reason": "The next step follows from the current plan and the latest observation.",
                "answer": text,
            },
        }
        out = f"Progress Ledger: {ledger!r}\nNext Speaker: {M1_AGENT}\n{_m1_header('TextMessage', M1_ORCH)}\n{text}"
        return {"agent": M1_ORCH, "action": out, "observation": ""}

    call_id = "call_" + _token(_ALNUM, 24, "m1-call", n, text)
    args = json.dumps({"command": text}, separators=(",", ":"))
    req = f"[FunctionCall(id={call_id!r}, arguments={args!r}, name={M1_TOOL!r})]"
    res = f"[FunctionExecutionResult(content={observation!r}, name={M1_TOOL!r}, call_id={call_id!r}, is_error=False)]"
    return {
        "agent": M1_AGENT,
        "action": f"{_m1_header('ToolCallRequestEvent', M1_AGENT)}\n{req}",
        "observation": f"{_m1_header('ToolCallExecutionEvent', M1_AGENT)}\n{res}",
    }


# ---------------------------------------------------------------------------
# 2. Claude Code / Claude Agent SDK session transcript (~/.claude/projects/*.jsonl)
#    One JSON object per line; each content block of an assistant turn is its own
#    line (thinking or tool_use); tool output comes back as a "user" line holding a
#    tool_result block plus the top-level toolUseResult. Game exposed as MCP tool.
# ---------------------------------------------------------------------------
CC_AGENT = "claude"
CC_TOOL = "mcp__alfworld__act"
CC_SESSION = str(uuid.uuid5(uuid.NAMESPACE_URL, "alfworld-claude-code-session"))
CC_CWD = "/home/user/alfworld-agent"
CC_VERSION = "1.0.51"
CC_MODEL = "claude-sonnet-4-20250514"
CC_T0 = datetime(2025, 7, 14, 9, 21, 7, 412000, tzinfo=UTC)


def _cc_uuid(kind: str, n: int) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_OID, f"{CC_SESSION}/{kind}/{n}"))


def _cc_ts(n: int, extra_ms: int = 0) -> str:
    t = CC_T0 + timedelta(milliseconds=n * 4137 + extra_ms)
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def _cc_common(parent) -> dict:
    return {
        "parentUuid": parent,
        "isSidechain": False,
        "userType": "external",
        "cwd": CC_CWD,
        "sessionId": CC_SESSION,
        "version": CC_VERSION,
        "gitBranch": "main",
    }


def _cc_dump(obj: dict) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def claude_code(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    # chain: the last line written for step k always has uuid _cc_uuid("end", k)
    parent = _cc_uuid("end", n - 1) if n > 0 else None
    msg_id = "msg_01" + _token(_B58, 22, "cc-msg", n, text)
    req_id = "req_011C" + _token(_B58, 20, "cc-req", n, text)
    usage = {
        "input_tokens": 4 + (n % 7),
        "cache_creation_input_tokens": 180 + 13 * (n % 11),
        "cache_read_input_tokens": 14210 + 236 * n,
        "output_tokens": _approx_tokens(text) + (8 if is_thought else 52),
        "service_tier": "standard",
    }
    if is_thought:
        sig = base64.b64encode(b"\x12\x06" + b"".join(_digest("cc-sig", k, n, text) for k in range(6))).decode("ascii")
        block = {"type": "thinking", "thinking": text, "signature": sig}
        uid = _cc_uuid("end", n)
    else:
        tool_id = "toolu_01" + _token(_B58, 22, "cc-tool", n, text)
        block = {"type": "tool_use", "id": tool_id, "name": CC_TOOL, "input": {"command": text}}
        uid = _cc_uuid("tool_use", n)
    line = _cc_common(parent)
    line.update(
        {
            "message": {
                "id": msg_id,
                "type": "message",
                "role": "assistant",
                "model": CC_MODEL,
                "content": [block],
                "stop_reason": None,
                "stop_sequence": None,
                "usage": usage,
            },
            "requestId": req_id,
            "type": "assistant",
            "uuid": uid,
            "timestamp": _cc_ts(n),
        }
    )
    if is_thought:
        return {"agent": CC_AGENT, "action": _cc_dump(line), "observation": ""}

    result = _cc_common(uid)
    result.update(
        {
            "type": "user",
            "message": {
                "role": "user",
                "content": [
                    {
                        "tool_use_id": block["id"],
                        "type": "tool_result",
                        "content": [{"type": "text", "text": observation}],
                    }
                ],
            },
            "uuid": _cc_uuid("end", n),
            "timestamp": _cc_ts(n, 1873),
            "toolUseResult": [{"type": "text", "text": observation}],
        }
    )
    return {"agent": CC_AGENT, "action": _cc_dump(line), "observation": _cc_dump(result)}


# ---------------------------------------------------------------------------
# 3. Hugging Face transformers Agents on a TGI /v1/chat/completions endpoint:
#    raw response JSON per assistant turn as TGI serializes it (empty id,
#    untagged message with either content or tool_calls, arguments as an object,
#    description: null, finish_reason "eos_token"). Tool output stored as returned.
# ---------------------------------------------------------------------------
HF_AGENT = "ReactJsonAgent"
HF_MODEL = "meta-llama/Meta-Llama-3.1-8B-Instruct"
HF_FINGERPRINT = "2.2.0-sha-db7e043"
HF_TOOL = "alfworld_env"
HF_CREATED0 = 1723541201


def tgi_chat_completion(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        message = {"role": "assistant", "content": f"Thought: {text}"}
        completion = _approx_tokens(text) + 3
    else:
        message = {
            "role": "assistant",
            "tool_calls": [
                {
                    "id": "0",
                    "type": "function",
                    "function": {
                        "description": None,
                        "name": HF_TOOL,
                        "arguments": {"action": text},
                    },
                }
            ],
        }
        completion = _approx_tokens(text) + 14
    prompt = 1187 + 61 * n
    body = {
        "object": "chat.completion",
        "id": "",
        "created": HF_CREATED0 + 3 * n,
        "model": HF_MODEL,
        "system_fingerprint": HF_FINGERPRINT,
        "choices": [
            {
                "index": 0,
                "message": message,
                "logprobs": None,
                "finish_reason": "eos_token",
            }
        ],
        "usage": {
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "total_tokens": prompt + completion,
        },
    }
    return {
        "agent": HF_AGENT,
        "action": json.dumps(body, ensure_ascii=False, separators=(",", ":")),
        "observation": "" if is_thought else observation,
    }


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "magentic_one": magentic_one,
    "claude_code_jsonl": claude_code,
    "hf_agents_tgi_chat_completion": tgi_chat_completion,
}
