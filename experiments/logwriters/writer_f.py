"""Re-log ALFWorld steps as three other agent frameworks would have stored them.

Each function maps one example step (agent, action, observation, n) to the step a
team using that framework would get after converting its own logs into the
{"agent", "action", "observation"} shape with the least effort:

* pydantic_ai      -- one ModelResponse / ModelRequest of `result.all_messages()`,
                      dumped with ModelMessagesTypeAdapter (compact pydantic JSON).
                      Reasoning -> ThinkingPart, commands -> ToolCallPart of the
                      `act` tool, results -> ToolReturnPart. Model: Anthropic.
* semantic_kernel  -- one ChatMessageContent of the agent's ChatHistory, dumped like
                      ChatHistory.serialize() (model_dump_json(exclude_none=True,
                      indent=2)). Reasoning -> assistant TextContent, commands ->
                      FunctionCallContent of plugin `ALFWorld`, results -> tool-role
                      message with FunctionResultContent. Model: OpenAI gpt-4o.
* metagpt          -- Message objects published by a custom Role, stored with
                      Message.dump() (model_dump_json(exclude_none=True)); the
                      Role's actions are `Think` and `ExecuteCommand` (cause_by).

Everything that would be random in the real framework (ids, timestamps, token
counts, signatures) is derived deterministically from the step's content and n.
"""

import base64
import hashlib
import json
import uuid
from datetime import UTC, datetime, timedelta

THINK_PREFIX = "think:"


def _split(action: str):
    """Return (is_thought, text)."""
    s = action.strip()
    if s.lower().startswith(THINK_PREFIX):
        return True, s[len(THINK_PREFIX) :].strip()
    return False, s


def _digest(*parts) -> bytes:
    h = hashlib.sha256()
    for p in parts:
        h.update(str(p).encode("utf-8"))
        h.update(b"\x1f")
    return h.digest()


_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _b62(data: bytes, length: int) -> str:
    num = int.from_bytes(data, "big")
    out = []
    while len(out) < length:
        num, r = divmod(num, 62)
        out.append(_B62[r])
    return "".join(out)


def _uuid(*parts) -> uuid.UUID:
    return uuid.UUID(bytes=_digest(*parts)[:16], version=4)


def _tokens(text: str) -> int:
    return max(1, (len(text) + 3) // 4)


_BASE_TIME = datetime(2025, 6, 12, 9, 30, 0, tzinfo=UTC)


def _ts(n: int, offset_ms: int = 0, salt: str = "") -> datetime:
    micro = int.from_bytes(_digest("ts", n, salt)[:3], "big") % 1000000
    return _BASE_TIME + timedelta(seconds=7 * n, milliseconds=offset_ms, microseconds=micro)


def _iso_z(dt: datetime) -> str:
    # pydantic v2 renders UTC datetimes as ...Z
    return dt.strftime("%Y-%m-%dT%H:%M:%S.%f") + "Z"


def _compact(obj) -> str:
    # pydantic_core.to_json style: no whitespace, unicode kept
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def _indented(obj) -> str:
    # pydantic model_dump_json(indent=2) style
    return json.dumps(obj, indent=2, ensure_ascii=False)


# ----------------------------------------------------------------------------------
# 1. PydanticAI message history
# ----------------------------------------------------------------------------------

PAI_AGENT_NAME = "alfworld_agent"  # Agent(name=...) inferred from `alfworld_agent = Agent(...)`
PAI_MODEL = "claude-sonnet-4-20250514"
PAI_TOOL = "act"  # @alfworld_agent.tool_plain def act(command: str) -> str


def _pai_usage(n: int, out_text: str, thinking: bool) -> dict:
    inp = 1180 + 96 * n
    out = _tokens(out_text) + (18 if thinking else 41)
    return {
        "input_tokens": inp,
        "cache_write_tokens": 0,
        "cache_read_tokens": 0,
        "output_tokens": out,
        "input_audio_tokens": 0,
        "cache_audio_read_tokens": 0,
        "output_audio_tokens": 0,
        "details": {
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
            "input_tokens": inp,
            "output_tokens": out,
        },
    }


def pydantic_ai(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    key = _digest("pai", n, action)
    msg_id = "msg_01" + _b62(key, 22)
    resp_dt = _ts(n, salt="pai")
    resp_ts = _iso_z(resp_dt)
    if is_thought:
        signature = base64.b64encode(_digest("sig", n, text) + _digest("sig2", text) + _digest("sig3", n)).decode()
        part = {
            "content": text,
            "id": None,
            "signature": signature,
            "provider_name": "anthropic",
            "provider_details": None,
            "part_kind": "thinking",
        }
        response = {
            "parts": [part],
            "usage": _pai_usage(n, text, True),
            "model_name": PAI_MODEL,
            "timestamp": resp_ts,
            "kind": "response",
            "provider_name": "anthropic",
            "provider_details": {"finish_reason": "end_turn"},
            "provider_response_id": msg_id,
            "finish_reason": "stop",
            "run_id": None,
            "metadata": None,
        }
        # a reasoning-only response carries no tool call, so nothing is returned
        return {"agent": PAI_AGENT_NAME, "action": _compact(response), "observation": ""}

    call_id = "toolu_01" + _b62(_digest("toolu", n, action), 22)
    args = {"command": text}
    part = {
        "tool_name": PAI_TOOL,
        "args": args,
        "tool_call_id": call_id,
        "id": None,
        "provider_details": None,
        "part_kind": "tool-call",
    }
    response = {
        "parts": [part],
        "usage": _pai_usage(n, _compact(args), False),
        "model_name": PAI_MODEL,
        "timestamp": resp_ts,
        "kind": "response",
        "provider_name": "anthropic",
        "provider_details": {"finish_reason": "tool_use"},
        "provider_response_id": msg_id,
        "finish_reason": "tool_call",
        "run_id": None,
        "metadata": None,
    }
    request = {
        "parts": [
            {
                "tool_name": PAI_TOOL,
                "content": observation,
                "tool_call_id": call_id,
                "metadata": None,
                "timestamp": _iso_z(resp_dt + timedelta(milliseconds=3 + len(text) % 9, microseconds=417)),
                "part_kind": "tool-return",
            }
        ],
        "instructions": None,
        "kind": "request",
        "run_id": None,
        "metadata": None,
    }
    return {"agent": PAI_AGENT_NAME, "action": _compact(response), "observation": _compact(request)}


# ----------------------------------------------------------------------------------
# 2. Microsoft Semantic Kernel ChatHistory (Python SDK)
# ----------------------------------------------------------------------------------

SK_AGENT_NAME = "HouseholdAgent"  # ChatCompletionAgent(name="HouseholdAgent", ...)
SK_MODEL = "gpt-4o"
SK_PLUGIN = "ALFWorld"  # kernel.add_plugin(ALFWorldPlugin(), plugin_name="ALFWorld")
SK_FUNCTION = "execute_action"  # @kernel_function def execute_action(self, action: str) -> str


def _sk_response_metadata(n: int, action: str, out_text: str) -> dict:
    created = int(_ts(n, salt="sk").timestamp())
    return {
        "logprobs": None,
        "id": "chatcmpl-" + _b62(_digest("chatcmpl", n, action), 29),
        "created": created,
        "system_fingerprint": "fp_07871e2ad8",
        "usage": {"prompt_tokens": 1032 + 88 * n, "completion_tokens": _tokens(out_text) + 12},
    }


def semantic_kernel(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        meta = _sk_response_metadata(n, action, text)
        message = {
            "ai_model_id": SK_MODEL,
            "metadata": meta,
            "content_type": "message",
            "role": "assistant",
            "name": SK_AGENT_NAME,
            "items": [
                {
                    "ai_model_id": SK_MODEL,
                    "metadata": meta,
                    "content_type": "text",
                    "text": text,
                }
            ],
            "finish_reason": "stop",
        }
        return {"agent": SK_AGENT_NAME, "action": _indented(message), "observation": ""}

    call_id = "call_" + _b62(_digest("call", n, action), 24)
    arguments = json.dumps({"action": text}, separators=(",", ":"))  # OpenAI sends arguments as a JSON string
    meta = _sk_response_metadata(n, action, arguments)
    call_message = {
        "ai_model_id": SK_MODEL,
        "metadata": meta,
        "content_type": "message",
        "role": "assistant",
        "name": SK_AGENT_NAME,
        "items": [
            {
                "ai_model_id": SK_MODEL,
                "metadata": meta,
                "content_type": "function_call",
                "id": call_id,
                "name": f"{SK_PLUGIN}-{SK_FUNCTION}",
                "function_name": SK_FUNCTION,
                "plugin_name": SK_PLUGIN,
                "arguments": arguments,
            }
        ],
        "finish_reason": "tool_calls",
    }
    kernel_args = {"action": text}
    result_message = {
        "metadata": {},
        "content_type": "message",
        "role": "tool",
        "name": SK_AGENT_NAME,
        "items": [
            {
                "ai_model_id": SK_MODEL,
                "metadata": {**meta, "arguments": kernel_args, "used_arguments": kernel_args},
                "content_type": "function_result",
                "id": call_id,
                "result": observation,
                "name": f"{SK_PLUGIN}-{SK_FUNCTION}",
                "function_name": SK_FUNCTION,
                "plugin_name": SK_PLUGIN,
            }
        ],
    }
    return {
        "agent": SK_AGENT_NAME,
        "action": _indented(call_message),
        "observation": _indented(result_message),
    }


# ----------------------------------------------------------------------------------
# 3. MetaGPT Role messages
# ----------------------------------------------------------------------------------

MG_ROLE_NAME = "Alfred"  # class Householder(Role): name: str = "Alfred"; profile: str = "Householder"
MG_ROLE_CLASS = "__main__.Householder"  # any_to_str(self) for sent_from
MG_THINK = "__main__.Think"  # class Think(Action)
MG_EXEC = "__main__.ExecuteCommand"  # class ExecuteCommand(Action)


def metagpt(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    message = {
        "id": _uuid("metagpt", n, action).hex,
        "content": text,
        "role": "assistant",  # Role._act publishes AIMessage(...)
        "cause_by": MG_THINK if is_thought else MG_EXEC,
        "sent_from": MG_ROLE_CLASS,
        "send_to": ["<all>"],
        "metadata": {},
    }
    # Message.dump() -> model_dump_json(exclude_none=True, warnings=False): compact pydantic JSON
    stored = _compact(message)
    return {
        "agent": MG_ROLE_NAME,
        "action": stored,
        "observation": "" if is_thought else observation,
    }


FORMATS = {
    "pydantic_ai": pydantic_ai,
    "semantic_kernel": semantic_kernel,
    "metagpt": metagpt,
}
