"""Re-log ALFWorld ReAct steps the way three other agent frameworks store them.

FORMATS maps a framework/log-style name to fn(agent, action, observation, n) -> step dict.

* pydantic_ai_messages     -- PydanticAI message history, one ModelResponse (ThinkingPart /
                              ToolCallPart) per step in `action`, the ModelRequest carrying the
                              ToolReturnPart in `observation`; compact JSON as
                              ``ModelMessagesTypeAdapter.dump_json`` writes it (Anthropic model).
* semantic_kernel_chat_history -- Semantic Kernel ChatHistory items (ChatMessageContent with
                              TextContent / FunctionCallContent, tool-role message with
                              FunctionResultContent), as ``ChatHistory.serialize()`` dumps them
                              (``model_dump_json(exclude_none=True, indent=2)``), ChatCompletionAgent
                              on an OpenAI chat-completions model.
* openai_agents_run_items  -- OpenAI Agents SDK run items (ReasoningItem, ToolCallItem,
                              ToolCallOutputItem) in the shape ``RunState.to_json()`` gives its
                              ``generatedItems`` (type / rawItem (camelCased) / agent{name} ...).

Everything that a real log would fill with random ids / clock times is derived from a hash of
the step, so the same input always gives the same output.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

# --------------------------------------------------------------------------------------------
# shared helpers
# --------------------------------------------------------------------------------------------

_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_BASE_TIME = datetime(2025, 6, 12, 9, 30, 0, tzinfo=UTC)


def _digest(*parts: object) -> bytes:
    h = hashlib.sha256()
    for p in parts:
        h.update(str(p).encode("utf-8"))
        h.update(b"\x1f")
    return h.digest()


def _chars(seed: bytes, length: int, alphabet: str) -> str:
    out = []
    block = seed
    while len(out) < length:
        block = hashlib.sha256(block).digest()
        out.extend(alphabet[b % len(alphabet)] for b in block)
    return "".join(out[:length])


def _hex(seed: bytes, length: int) -> str:
    out = ""
    block = seed
    while len(out) < length:
        block = hashlib.sha256(block).digest()
        out += block.hex()
    return out[:length]


def _int(seed: bytes, lo: int, hi: int) -> int:
    return lo + int.from_bytes(hashlib.sha256(seed).digest()[:4], "big") % (hi - lo + 1)


def _uuid4(seed: bytes) -> str:
    h = bytearray(hashlib.sha256(seed).digest()[:16])
    h[6] = (h[6] & 0x0F) | 0x40
    h[8] = (h[8] & 0x3F) | 0x80
    x = h.hex()
    return f"{x[:8]}-{x[8:12]}-{x[12:16]}-{x[16:20]}-{x[20:]}"


def _step_time(n: int, seed: bytes, offset_ms: int = 0) -> datetime:
    # roughly 2-5 s per step, monotone in n
    micro = _int(seed + b"t", 0, 999_999)
    return _BASE_TIME + timedelta(seconds=3.4 * n, microseconds=micro // 4 + offset_ms * 1000)


def _iso_z(dt: datetime) -> str:
    # pydantic serialises an aware UTC datetime as ...Z with microseconds
    return dt.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _is_thought(action: str) -> bool:
    return action.lstrip().lower().startswith("think:")


def _thought_text(action: str) -> str:
    s = action.lstrip()
    return s[len("think:") :].strip()


def _tokens(text: str) -> int:
    return max(1, (len(text) + 3) // 4)


# ALFWorld command -> (tool name, arguments). Each framework exposes the game verbs as tools.
_COMMANDS = [
    (re.compile(r"^go to (.+)$"), "go_to", ("receptacle",)),
    (re.compile(r"^take (.+?) from (.+)$"), "take", ("object", "receptacle")),
    (re.compile(r"^put (.+?) (?:in/on|in|on) (.+)$"), "put", ("object", "receptacle")),
    (re.compile(r"^open (.+)$"), "open", ("receptacle",)),
    (re.compile(r"^close (.+)$"), "close", ("receptacle",)),
    (re.compile(r"^clean (.+?) with (.+)$"), "clean", ("object", "receptacle")),
    (re.compile(r"^heat (.+?) with (.+)$"), "heat", ("object", "receptacle")),
    (re.compile(r"^cool (.+?) with (.+)$"), "cool", ("object", "receptacle")),
    (re.compile(r"^slice (.+?) with (.+)$"), "slice", ("object", "tool")),
    (re.compile(r"^use (.+)$"), "use", ("object",)),
    (re.compile(r"^toggle (.+)$"), "toggle", ("object",)),
    (re.compile(r"^examine (.+)$"), "examine", ("target",)),
    (re.compile(r"^look$"), "look", ()),
    (re.compile(r"^inventory$"), "inventory", ()),
]


def _parse_command(action: str) -> tuple[str, dict]:
    cmd = " ".join(action.strip().split())
    for rx, name, keys in _COMMANDS:
        m = rx.match(cmd)
        if m:
            return name, dict(zip(keys, m.groups()))
    return "execute_command", {"command": action.strip()}


def _style_name(agent: str, default: str, style: str) -> str:
    """Name of the acting agent in the target framework (the single ReAct actor -> default)."""
    if not agent or agent.strip().lower() in ("solver", "agent", "assistant"):
        return default
    words = re.findall(r"[A-Za-z0-9]+", agent)
    if not words:
        return default
    if style == "snake":
        return "_".join(w.lower() for w in words) + "_agent"
    if style == "pascal":
        return "".join(w[:1].upper() + w[1:] for w in words) + "Agent"
    return " ".join(w[:1].upper() + w[1:] for w in words) + " Agent"


# --------------------------------------------------------------------------------------------
# 1. PydanticAI message history (ModelResponse / ModelRequest), JSON dump
# --------------------------------------------------------------------------------------------

_PAI_MODEL = "claude-sonnet-4-20250514"
_PAI_INSTRUCTIONS = (
    "You are an agent acting in a household text game (ALFWorld). Reach the goal by calling "
    "the game tools one at a time; think before each action."
)


def _pai_usage(seed: bytes, n: int, out_text: str) -> dict:
    inp = 1480 + 92 * n + _int(seed + b"in", 0, 60)
    out = _tokens(out_text) + _int(seed + b"out", 8, 40)
    cache_read = 0
    return {
        "input_tokens": inp,
        "cache_write_tokens": 0,
        "cache_read_tokens": cache_read,
        "output_tokens": out,
        "input_audio_tokens": 0,
        "cache_audio_read_tokens": 0,
        "output_audio_tokens": 0,
        "details": {
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": cache_read,
            "input_tokens": inp,
            "output_tokens": out,
        },
    }


def _pai_dump(obj: dict) -> str:
    # pydantic's dump_json: compact separators, UTF-8 kept as is
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def pydantic_ai_messages(agent: str, action: str, observation: str, n: int) -> dict:
    name = _style_name(agent, "alfworld_agent", "snake")
    seed = _digest("pydantic_ai", name, n, action)
    run_id = _uuid4(_digest("pydantic_ai-run", name))
    t_resp = _step_time(n, seed)
    response_id = "msg_01" + _chars(seed + b"msg", 22, _B62)

    if _is_thought(action):
        thought = _thought_text(action)
        signature = base64.b64encode(
            b"\x12" + b"".join(hashlib.sha512(seed + bytes([i])).digest() for i in range(4))[:239]
        ).decode()
        parts = [
            {
                "content": thought,
                "id": None,
                "signature": signature,
                "provider_name": "anthropic",
                "provider_details": None,
                "part_kind": "thinking",
            }
        ]
        raw_finish, finish = "end_turn", "stop"
        out_text = thought
    else:
        tool_name, args = _parse_command(action)
        tool_call_id = "toolu_01" + _chars(seed + b"tool", 22, _B62)
        parts = [
            {
                "tool_name": tool_name,
                "args": args,
                "tool_call_id": tool_call_id,
                "id": None,
                "provider_name": None,
                "provider_details": None,
                "part_kind": "tool-call",
            }
        ]
        raw_finish, finish = "tool_use", "tool_call"
        out_text = json.dumps(args)

    response = {
        "parts": parts,
        "usage": _pai_usage(seed, n, out_text),
        "model_name": _PAI_MODEL,
        "timestamp": _iso_z(t_resp),
        "kind": "response",
        "provider_name": "anthropic",
        "provider_url": "https://api.anthropic.com",
        "provider_details": {"finish_reason": raw_finish},
        "provider_response_id": response_id,
        "finish_reason": finish,
        "run_id": run_id,
        "metadata": None,
    }

    if _is_thought(action):
        obs_text = ""  # a thinking part gets no tool return
    else:
        t_ret = t_resp + timedelta(milliseconds=_int(seed + b"ret", 4, 40))
        request = {
            "parts": [
                {
                    "tool_name": parts[0]["tool_name"],
                    "content": observation,
                    "tool_call_id": parts[0]["tool_call_id"],
                    "metadata": None,
                    "timestamp": _iso_z(t_ret),
                    "outcome": "success",
                    "part_kind": "tool-return",
                }
            ],
            "timestamp": _iso_z(t_ret + timedelta(microseconds=_int(seed + b"req", 150, 900))),
            "instructions": _PAI_INSTRUCTIONS,
            "kind": "request",
            "run_id": run_id,
            "metadata": None,
        }
        obs_text = _pai_dump(request)

    return {"agent": name, "action": _pai_dump(response), "observation": obs_text}


# --------------------------------------------------------------------------------------------
# 2. Semantic Kernel ChatHistory (ChatMessageContent items), serialize()
# --------------------------------------------------------------------------------------------

_SK_MODEL = "gpt-4o-2024-08-06"
_SK_PLUGIN = "Household"
_SK_SEP = "-"  # DEFAULT_FULLY_QUALIFIED_NAME_SEPARATOR


def _sk_dump(obj: dict) -> str:
    # ChatHistory.serialize(): model_dump_json(exclude_none=True, indent=2)
    return json.dumps(obj, indent=2, ensure_ascii=False)


def _sk_metadata(seed: bytes, n: int, out_text: str) -> dict:
    created = int(_step_time(n, seed).timestamp())
    return {
        "id": "chatcmpl-" + _chars(seed + b"cc", 29, _ALNUM),
        "created": created,
        "system_fingerprint": "fp_" + _hex(seed + b"fp", 10),
        "usage": {
            "prompt_tokens": 1310 + 88 * n + _int(seed + b"pt", 0, 50),
            "completion_tokens": _tokens(out_text) + _int(seed + b"ct", 2, 14),
        },
    }


def semantic_kernel_chat_history(agent: str, action: str, observation: str, n: int) -> dict:
    name = _style_name(agent, "HouseholdAgent", "pascal")
    seed = _digest("semantic_kernel", name, n, action)

    if _is_thought(action):
        thought = _thought_text(action)
        message = {
            "ai_model_id": _SK_MODEL,
            "metadata": _sk_metadata(seed, n, thought),
            "content_type": "message",
            "role": "assistant",
            "name": name,
            "items": [
                {
                    "metadata": {},
                    "content_type": "text",
                    "text": thought,
                }
            ],
            "finish_reason": "stop",
        }
        return {"agent": name, "action": _sk_dump(message), "observation": ""}

    function_name, args = _parse_command(action)
    call_id = "call_" + _chars(seed + b"call", 24, _ALNUM)
    fq_name = f"{_SK_PLUGIN}{_SK_SEP}{function_name}"
    arguments = json.dumps(args, separators=(",", ":"), ensure_ascii=False)
    call_message = {
        "ai_model_id": _SK_MODEL,
        "metadata": _sk_metadata(seed, n, arguments),
        "content_type": "message",
        "role": "assistant",
        "items": [
            {
                "metadata": {},
                "content_type": "function_call",
                "id": call_id,
                "name": fq_name,
                "function_name": function_name,
                "plugin_name": _SK_PLUGIN,
                "arguments": arguments,
            }
        ],
        "finish_reason": "tool_calls",
    }
    result_message = {
        "metadata": {},
        "content_type": "message",
        "role": "tool",
        "items": [
            {
                "metadata": {"arguments": dict(args), "used_arguments": dict(args)},
                "content_type": "function_result",
                "id": call_id,
                "result": observation,
                "name": fq_name,
                "function_name": function_name,
                "plugin_name": _SK_PLUGIN,
            }
        ],
    }
    return {"agent": name, "action": _sk_dump(call_message), "observation": _sk_dump(result_message)}


# --------------------------------------------------------------------------------------------
# 3. OpenAI Agents SDK run items, as RunState.to_json() serialises generatedItems
# --------------------------------------------------------------------------------------------


def _oa_dump(obj: dict) -> str:
    return json.dumps(obj, ensure_ascii=False)


def openai_agents_run_items(agent: str, action: str, observation: str, n: int) -> dict:
    name = _style_name(agent, "Household Assistant", "title")
    seed = _digest("openai_agents", name, n, action)
    agent_ref = {"name": name}

    if _is_thought(action):
        thought = _thought_text(action)
        item = {
            "type": "reasoning_item",
            "rawItem": {
                "id": "rs_" + _hex(seed + b"rs", 50),
                "summary": [{"text": thought, "type": "summary_text"}],
                "type": "reasoning",
            },
            "agent": agent_ref,
        }
        return {"agent": name, "action": _oa_dump(item), "observation": ""}

    tool_name, args = _parse_command(action)
    call_id = "call_" + _chars(seed + b"call", 24, _ALNUM)
    call_item = {
        "type": "tool_call_item",
        "rawItem": {
            "arguments": json.dumps(args, separators=(",", ":"), ensure_ascii=False),
            "callId": call_id,
            "name": tool_name,
            "type": "function_call",
            "id": "fc_" + _hex(seed + b"fc", 50),
            "status": "completed",
        },
        "agent": agent_ref,
        "toolName": tool_name,
    }
    output_item = {
        "type": "tool_call_output_item",
        "rawItem": {
            "callId": call_id,
            "output": observation,
            "type": "function_call_result",
            "name": tool_name,
            "status": "completed",
        },
        "agent": agent_ref,
        "output": observation,
    }
    return {"agent": name, "action": _oa_dump(call_item), "observation": _oa_dump(output_item)}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "pydantic_ai_messages": pydantic_ai_messages,
    "semantic_kernel_chat_history": semantic_kernel_chat_history,
    "openai_agents_run_items": openai_agents_run_items,
}
