"""Re-render ALFWorld solver steps as three other teams' converted logs.

Each entry of FORMATS maps one step of the example logs
(agent, action, observation, n) to the {"agent", "action", "observation"} step
that a team using that framework would have produced by dumping what their
framework printed / serialized for the message into `action` and what the tool
returned into `observation`.

1. microsoft_agent_framework: Python `agent_framework` (ChatAgent + OpenAIChatClient,
   streamed).  Each step is one `AgentRunResponseUpdate.to_dict()` dumped with
   `json.dumps` (SerializationMixin shape: "type" first, None fields dropped,
   Role serialized as {"type": "role", "value": ...}).  Commands are
   FunctionCallContent of the agent's single `execute_action` tool; the result
   is the role=tool update holding a FunctionResultContent.  Thoughts are the
   assistant's TextContent; the game's "OK." comes back as the next user
   ChatMessage.
2. mlflow_tracing: MLflow 3 trace JSON (`Trace.to_json()` -> data.spans[i]):
   OTLP-style span dicts with base64 ids and JSON-encoded `mlflow.*` attributes.
   Thoughts are CHAT_MODEL spans from `mlflow.openai.autolog()` ("Completions",
   outputs = ChatCompletion dump); commands are TOOL spans of the
   `@mlflow.trace(span_type="TOOL")`-decorated `env_step` function, both children
   of the AGENT root span.  A TOOL span's `mlflow.spanOutputs` (the game text) is
   what goes to `observation`.
3. pydantic_logfire: rows from Logfire's query API (`records` table) for an
   instrumented pydantic-ai agent: "chat gpt-4o" spans (gen_ai.* semconv,
   output messages with text parts) for thoughts and "execute_tool <name>"
   spans ("running tool: <name>") for commands; the agent exposes one typed tool
   per ALFWorld verb.  `gen_ai.tool.call.result` goes to `observation`.

Everything that would be an id or a timestamp is derived deterministically from
(n, action) so the same input always gives the same output.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from collections.abc import Callable
from datetime import UTC, datetime

# ----------------------------------------------------------------------------
# shared helpers
# ----------------------------------------------------------------------------

_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _digest(*parts: object) -> bytes:
    h = hashlib.sha256()
    for p in parts:
        h.update(repr(p).encode("utf-8"))
        h.update(b"\x1f")
    return h.digest()


def _b62(raw: bytes, length: int) -> str:
    num = int.from_bytes(raw, "big")
    out = []
    for _ in range(length):
        num, r = divmod(num, 62)
        out.append(_B62[r])
    return "".join(out)


def _openai_call_id(salt: str, n: int, action: str) -> str:
    return "call_" + _b62(_digest(salt, "call", n, action), 24)


def _chatcmpl_id(salt: str, n: int, action: str) -> str:
    return "chatcmpl-" + _b62(_digest(salt, "cmpl", n, action), 29)


def _is_thought(action: str) -> bool:
    return action.strip().lower().startswith("think:")


def _thought_text(action: str) -> str:
    text = action.strip()
    return text[len("think:") :].strip() if text.lower().startswith("think:") else text


def _tokens(text: str) -> int:
    # rough, deterministic token estimate
    return max(1, (len(text) + 3) // 4)


# fixed epoch for every run: 2025-06-02T14:00:00Z
_EPOCH_NS = 1748872800 * 1_000_000_000


def _times_ns(n: int, action: str, tool: bool) -> tuple[int, int]:
    jitter = int.from_bytes(_digest("t", n, action)[:4], "big") % 300_000_000
    start = _EPOCH_NS + n * 3_200_000_000 + jitter
    if tool:
        dur = 900_000 + int.from_bytes(_digest("d", n, action)[:3], "big") % 4_000_000
    else:
        dur = min(600_000_000 + len(action) * 5_000_000, 2_600_000_000)
    return start, start + dur


# ALFWorld command -> (tool name, arguments) for the per-verb tool set
_VERB_PATTERNS: list[tuple[re.Pattern[str], str, tuple[str, ...]]] = [
    (re.compile(r"^go to (.+)$"), "go_to", ("receptacle",)),
    (re.compile(r"^take (.+?) from (.+)$"), "take", ("item", "receptacle")),
    (re.compile(r"^put (.+?) in/on (.+)$"), "put", ("item", "receptacle")),
    (re.compile(r"^put (.+?) (?:in|on) (.+)$"), "put", ("item", "receptacle")),
    (re.compile(r"^open (.+)$"), "open_receptacle", ("receptacle",)),
    (re.compile(r"^close (.+)$"), "close_receptacle", ("receptacle",)),
    (re.compile(r"^toggle (.+)$"), "toggle", ("item",)),
    (re.compile(r"^clean (.+?) with (.+)$"), "clean", ("item", "receptacle")),
    (re.compile(r"^heat (.+?) with (.+)$"), "heat", ("item", "receptacle")),
    (re.compile(r"^cool (.+?) with (.+)$"), "cool", ("item", "receptacle")),
    (re.compile(r"^slice (.+?) with (.+)$"), "slice_item", ("item", "tool")),
    (re.compile(r"^use (.+)$"), "use", ("item",)),
    (re.compile(r"^examine (.+)$"), "examine", ("target",)),
    (re.compile(r"^look$"), "look", ()),
    (re.compile(r"^inventory$"), "inventory", ()),
]


def _parse_command(action: str) -> tuple[str, dict[str, str]]:
    cmd = " ".join(action.strip().split())
    for pat, name, keys in _VERB_PATTERNS:
        m = pat.match(cmd)
        if m:
            return name, dict(zip(keys, m.groups()))
    return "execute_command", {"command": cmd}


# ----------------------------------------------------------------------------
# 1. Microsoft Agent Framework (Python agent_framework, serialized via to_dict)
# ----------------------------------------------------------------------------

_AF_AGENT = "HouseholdAgent"
_AF_TOOL = "execute_action"


def _af_role(value: str) -> dict:
    return {"type": "role", "value": value}


def _af_created_at(ns: int) -> str:
    dt = datetime.fromtimestamp(ns // 1_000_000_000, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.000000Z")


def microsoft_agent_framework(agent: str, action: str, observation: str, n: int) -> dict:
    name = _AF_AGENT
    start, _ = _times_ns(n, action, tool=False)
    resp_id = _chatcmpl_id("af", n, action)
    if _is_thought(action):
        update = {
            "type": "agent_run_response_update",
            "contents": [{"type": "text", "text": _thought_text(action)}],
            "role": _af_role("assistant"),
            "author_name": name,
            "response_id": resp_id,
            "message_id": resp_id,
            "created_at": _af_created_at(start),
        }
        feedback = {
            "type": "chat_message",
            "role": _af_role("user"),
            "contents": [{"type": "text", "text": observation}],
            "additional_properties": {},
        }
        return {"agent": name, "action": json.dumps(update), "observation": json.dumps(feedback)}

    call_id = _openai_call_id("af", n, action)
    arguments = json.dumps({"action": action.strip()}, separators=(",", ":"), ensure_ascii=False)
    call_update = {
        "type": "agent_run_response_update",
        "contents": [{"type": "function_call", "call_id": call_id, "name": _AF_TOOL, "arguments": arguments}],
        "role": _af_role("assistant"),
        "author_name": name,
        "response_id": resp_id,
        "message_id": resp_id,
        "created_at": _af_created_at(start),
    }
    result_update = {
        "type": "agent_run_response_update",
        "contents": [{"type": "function_result", "call_id": call_id, "result": observation}],
        "role": _af_role("tool"),
        "author_name": name,
    }
    return {"agent": name, "action": json.dumps(call_update), "observation": json.dumps(result_update)}


# ----------------------------------------------------------------------------
# 2. MLflow Tracing (MLflow 3 trace JSON, data.spans[*])
# ----------------------------------------------------------------------------

_MLF_AGENT = "alfworld_agent"
_MLF_MODEL = "gpt-4o-2024-08-06"
_MLF_TOOL = "env_step"
# one trace per episode; the converter only sees (agent, action, obs, n), so the
# trace / root-span ids are fixed for the agent
_MLF_OTEL_TRACE_ID = _digest("mlflow-trace", _MLF_AGENT)[:16]
_MLF_ROOT_SPAN_ID = _digest("mlflow-root", _MLF_AGENT)[:8]
_MLF_REQUEST_ID = "tr-" + _MLF_OTEL_TRACE_ID.hex()


def _mlf_attr(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


def mlflow_tracing(agent: str, action: str, observation: str, n: int) -> dict:
    thought = _is_thought(action)
    start, end = _times_ns(n, action, tool=not thought)
    span_id = _digest("mlflow-span", n, action)[:8]
    if thought:
        text = _thought_text(action)
        cmpl_id = _chatcmpl_id("mlflow", n, action)
        prompt_tokens = 742 + 61 * n
        completion_tokens = _tokens(text)
        usage = {
            "input_tokens": prompt_tokens,
            "output_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        }
        outputs = {
            "id": cmpl_id,
            "choices": [
                {
                    "finish_reason": "stop",
                    "index": 0,
                    "logprobs": None,
                    "message": {
                        "content": text,
                        "refusal": None,
                        "role": "assistant",
                        "annotations": [],
                        "audio": None,
                        "function_call": None,
                        "tool_calls": None,
                    },
                }
            ],
            "created": start // 1_000_000_000,
            "model": _MLF_MODEL,
            "object": "chat.completion",
            "service_tier": "default",
            "system_fingerprint": "fp_a288987b44",
            "usage": {
                "completion_tokens": completion_tokens,
                "prompt_tokens": prompt_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        }
        attributes = {
            "mlflow.traceRequestId": _mlf_attr(_MLF_REQUEST_ID),
            "mlflow.spanType": _mlf_attr("CHAT_MODEL"),
            "mlflow.spanInputs": _mlf_attr({"model": _MLF_MODEL, "temperature": 0.0, "tool_choice": "auto"}),
            "mlflow.message.format": _mlf_attr("openai"),
            "mlflow.chat.tokenUsage": _mlf_attr(usage),
            "mlflow.spanOutputs": _mlf_attr(outputs),
        }
        name = "Completions"
        obs = observation
    else:
        attributes = {
            "mlflow.traceRequestId": _mlf_attr(_MLF_REQUEST_ID),
            "mlflow.spanType": _mlf_attr("TOOL"),
            "mlflow.spanFunctionName": _mlf_attr(_MLF_TOOL),
            "mlflow.spanInputs": _mlf_attr({"action": action.strip()}),
        }
        name = _MLF_TOOL
        obs = observation  # == span.outputs (decoded mlflow.spanOutputs)
    span = {
        "trace_id": _b64(_MLF_OTEL_TRACE_ID),
        "span_id": _b64(span_id),
        "trace_state": "",
        "parent_span_id": _b64(_MLF_ROOT_SPAN_ID),
        "name": name,
        "start_time_unix_nano": start,
        "end_time_unix_nano": end,
        "attributes": attributes,
        "status": {"message": "", "code": "STATUS_CODE_OK"},
        "events": [],
    }
    return {"agent": _MLF_AGENT, "action": json.dumps(span, ensure_ascii=False), "observation": obs}


# ----------------------------------------------------------------------------
# 3. Pydantic Logfire (query API rows of an instrumented pydantic-ai agent)
# ----------------------------------------------------------------------------

_LF_AGENT = "agent"  # pydantic-ai infers the name from `agent = Agent(...)`
_LF_MODEL = "gpt-4o"
_LF_RESP_MODEL = "gpt-4o-2024-08-06"
_LF_TRACE_ID = _digest("logfire-trace", _LF_AGENT)[:16].hex()
_LF_ROOT_SPAN_ID = _digest("logfire-root", _LF_AGENT)[:8].hex()


def _lf_ts(ns: int) -> str:
    dt = datetime.fromtimestamp(ns // 1_000_000_000, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + ".%06dZ" % ((ns % 1_000_000_000) // 1000)


def pydantic_logfire(agent: str, action: str, observation: str, n: int) -> dict:
    thought = _is_thought(action)
    start, end = _times_ns(n, action, tool=not thought)
    span_id = _digest("logfire-span", n, action)[:8].hex()
    if thought:
        text = _thought_text(action)
        span_name = message = f"chat {_LF_MODEL}"
        attributes = {
            "gen_ai.operation.name": "chat",
            "gen_ai.provider.name": "openai",
            "gen_ai.system": "openai",
            "gen_ai.request.model": _LF_MODEL,
            "gen_ai.agent.name": _LF_AGENT,
            "server.address": "api.openai.com",
            "gen_ai.output.messages": [
                {"role": "assistant", "parts": [{"type": "text", "content": text}], "finish_reason": "stop"}
            ],
            "gen_ai.usage.input_tokens": 688 + 58 * n,
            "gen_ai.usage.output_tokens": _tokens(text),
            "gen_ai.response.model": _LF_RESP_MODEL,
            "gen_ai.response.id": _chatcmpl_id("logfire", n, action),
            "gen_ai.response.finish_reasons": ["stop"],
        }
        obs = observation
    else:
        tool, args = _parse_command(action)
        span_name = f"execute_tool {tool}"
        message = f"running tool: {tool}"
        attributes = {
            "gen_ai.operation.name": "execute_tool",
            "gen_ai.tool.name": tool,
            "gen_ai.tool.call.id": _openai_call_id("logfire", n, action),
            "gen_ai.tool.call.arguments": args,
            "gen_ai.agent.name": _LF_AGENT,
        }
        obs = observation  # attributes["gen_ai.tool.call.result"]
    row = {
        "start_timestamp": _lf_ts(start),
        "end_timestamp": _lf_ts(end),
        "duration": round((end - start) / 1e9, 6),
        "trace_id": _LF_TRACE_ID,
        "span_id": span_id,
        "parent_span_id": _LF_ROOT_SPAN_ID,
        "kind": "span",
        "level": "info",
        "span_name": span_name,
        "message": message,
        "attributes": attributes,
        "otel_scope_name": "pydantic-ai",
        "service_name": "alfworld",
    }
    return {"agent": _LF_AGENT, "action": json.dumps(row, ensure_ascii=False), "observation": obs}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "microsoft_agent_framework": microsoft_agent_framework,
    "mlflow_tracing": mlflow_tracing,
    "pydantic_logfire": pydantic_logfire,
}
