"""Re-render ALFWorld steps as three other teams' converted logs.

Each entry of FORMATS maps one step of the example logs
(agent, action, observation, n) to the step {"agent", "action", "observation"} that a team
using another agent framework / tracing stack would hold after dumping what their framework
printed or stored for that message into `action` (and the tool's return into `observation`).

Choices made for every detail the frameworks leave open (all deterministic):
  * Commands become tool calls.  Pydantic AI and Microsoft Agent Framework teams expose one
    typed Python function per ALFWorld verb (go_to, take, put, open, close, clean, heat, cool,
    slice, use, examine, look, inventory; anything else -> act(command)); the MLflow team wraps
    `env.step` in a single traced TOOL function `step(action)`.
  * Thoughts are the model's reasoning: a `thinking` part in the Pydantic AI chat span's
    gen_ai.output.messages, a CHAT_MODEL span in MLflow, a TextReasoningContent
    ("text_reasoning") in the Agent Framework assistant ChatMessage.  Nothing is returned for a
    thought, so its observation stays the ReAct wrapper's "OK.".
  * IDs (trace/span/call/response ids) are derived from a hash of the step, timestamps from n,
    token counts from text length, so the same input always gives the same output.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

# ---------------------------------------------------------------------------------------------
# shared helpers
# ---------------------------------------------------------------------------------------------

_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
_BASE_TIME = datetime(2025, 10, 14, 9, 12, 37, 104_522, tzinfo=UTC)
_BASE_NS = int(_BASE_TIME.timestamp()) * 1_000_000_000 + _BASE_TIME.microsecond * 1000


def _digest(*parts: object) -> bytes:
    h = hashlib.sha256()
    for p in parts:
        h.update(repr(p).encode("utf-8"))
        h.update(b"\x1f")
    return h.digest()


def _hex(nbytes: int, *parts: object) -> str:
    out = b""
    i = 0
    while len(out) < nbytes:
        out += _digest(i, *parts)
        i += 1
    return out[:nbytes].hex()


def _alnum(length: int, *parts: object) -> str:
    raw = b""
    i = 0
    while len(raw) < length:
        raw += _digest("alnum", i, *parts)
        i += 1
    return "".join(_ALNUM[b % len(_ALNUM)] for b in raw[:length])


def _is_thought(action: str) -> bool:
    return action.lstrip().lower().startswith("think:")


def _thought_text(action: str) -> str:
    s = action.lstrip()
    return s[len("think:") :].strip()


def _tokens(text: str) -> int:
    return max(1, (len(text) + 3) // 4)


def _step_times(n: int, action: str) -> tuple[int, int]:
    """start/end in unix ns: each step gets a 4 s slot, duration depends on the step."""
    start = _BASE_NS + n * 4_000_000_000 + int.from_bytes(_digest("t0", n)[:2], "big") * 1000
    if _is_thought(action):
        dur = 600_000_000 + _tokens(action) * 21_000_000 + int.from_bytes(_digest("d", n)[:2], "big") * 2000
    else:
        dur = 1_800_000 + int.from_bytes(_digest("d", n, action)[:2], "big") * 40
    return start, start + dur


_COMMANDS: list[tuple[re.Pattern[str], str, tuple[str, ...]]] = [
    (re.compile(r"go to (.+)"), "go_to", ("receptacle",)),
    (re.compile(r"take (.+?) from (.+)"), "take", ("object", "receptacle")),
    (re.compile(r"put (.+?) (?:in/on|in|on) (.+)"), "put", ("object", "receptacle")),
    (re.compile(r"open (.+)"), "open", ("receptacle",)),
    (re.compile(r"close (.+)"), "close", ("receptacle",)),
    (re.compile(r"clean (.+?) with (.+)"), "clean", ("object", "receptacle")),
    (re.compile(r"heat (.+?) with (.+)"), "heat", ("object", "receptacle")),
    (re.compile(r"cool (.+?) with (.+)"), "cool", ("object", "receptacle")),
    (re.compile(r"slice (.+?) with (.+)"), "slice", ("object", "knife")),
    (re.compile(r"use (.+)"), "use", ("object",)),
    (re.compile(r"examine (.+)"), "examine", ("target",)),
    (re.compile(r"look"), "look", ()),
    (re.compile(r"inventory"), "inventory", ()),
]


def _tool_call(command: str) -> tuple[str, dict[str, str]]:
    """ALFWorld command -> (tool name, arguments) for teams with one function per verb."""
    cmd = command.strip()
    for pattern, name, params in _COMMANDS:
        m = pattern.fullmatch(cmd)
        if m:
            return name, dict(zip(params, (g.strip() for g in m.groups())))
    return "act", {"command": cmd}


def _openai_call_id(*parts: object) -> str:
    return "call_" + _alnum(24, "call", *parts)


def _compact(obj: object) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


# ---------------------------------------------------------------------------------------------
# 1. Pydantic Logfire: spans of an instrumented Pydantic AI agent, one row per span as
#    LogfireQueryClient.query_json_rows() returns it from the `records` table.
# ---------------------------------------------------------------------------------------------

_PAI_AGENT = "household_agent"  # Agent(..., name='household_agent')
_PAI_MODEL = "gpt-5-mini"  # reasoning model: thoughts come back as ThinkingPart
_PAI_RESPONSE_MODEL = "gpt-5-mini-2025-08-07"
_PAI_SERVICE = "alfworld-eval"


def _iso(ns: int) -> str:
    dt = datetime.fromtimestamp(ns // 1_000_000_000, tz=UTC) + timedelta(microseconds=(ns % 1_000_000_000) // 1000)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def logfire_pydantic_ai(agent: str, action: str, observation: str, n: int) -> dict:
    trace_id = _hex(16, "logfire-trace", _PAI_AGENT)
    run_span_id = _hex(8, "logfire-run", _PAI_AGENT)  # the `invoke_agent household_agent` span
    span_id = _hex(8, "logfire-span", n, action)
    start, end = _step_times(n, action)

    row: dict = {
        "start_timestamp": _iso(start),
        "end_timestamp": _iso(end),
        "duration": round((end - start) / 1e9, 6),
        "trace_id": trace_id,
        "span_id": span_id,
        "parent_span_id": run_span_id,
        "kind": "span",
        "level": "info",
        "otel_scope_name": "pydantic-ai",
        "service_name": _PAI_SERVICE,
    }

    if _is_thought(action):
        thought = _thought_text(action)
        name = f"chat {_PAI_MODEL}"
        out_tokens = _tokens(thought) + 9
        row["span_name"] = name
        row["message"] = name
        row["otel_span_kind"] = "SPAN_KIND_CLIENT"
        row["attributes"] = {
            "gen_ai.operation.name": "chat",
            "gen_ai.provider.name": "openai",
            "gen_ai.system": "openai",
            "gen_ai.request.model": _PAI_MODEL,
            "server.address": "api.openai.com",
            "gen_ai.agent.name": _PAI_AGENT,
            "gen_ai.output.messages": [
                {
                    "role": "assistant",
                    "parts": [{"type": "thinking", "content": thought}],
                    "finish_reason": "stop",
                }
            ],
            "gen_ai.usage.input_tokens": 1187 + 143 * n,
            "gen_ai.usage.output_tokens": out_tokens,
            "gen_ai.response.model": _PAI_RESPONSE_MODEL,
            "gen_ai.response.id": "chatcmpl-" + _alnum(29, "pai-resp", n, action),
            "gen_ai.response.finish_reasons": ["stop"],
        }
        return {"agent": _PAI_AGENT, "action": json.dumps(row, ensure_ascii=False), "observation": observation}

    tool_name, args = _tool_call(action)
    row["span_name"] = f"execute_tool {tool_name}"
    row["message"] = f"running tool: {tool_name}"
    row["otel_span_kind"] = "SPAN_KIND_INTERNAL"
    row["attributes"] = {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": tool_name,
        "gen_ai.tool.call.id": _openai_call_id("pai", n, action),
        "gen_ai.tool.call.arguments": args,
        "gen_ai.agent.name": _PAI_AGENT,
    }
    # gen_ai.tool.call.result (the tool's return value) is the observation.
    return {"agent": _PAI_AGENT, "action": json.dumps(row, ensure_ascii=False), "observation": observation}


# ---------------------------------------------------------------------------------------------
# 2. MLflow Tracing (MLflow 3): Span.to_dict() as stored in the trace's span data, attribute
#    values JSON-encoded strings, ids base64 (OTLP proto -> MessageToDict).
# ---------------------------------------------------------------------------------------------

_MLF_AGENT = "alfworld_react_agent"  # @mlflow.trace(name="alfworld_react_agent", span_type="AGENT")


def _b64(hexstr: str) -> str:
    return base64.b64encode(bytes.fromhex(hexstr)).decode("ascii")


def mlflow_tracing(agent: str, action: str, observation: str, n: int) -> dict:
    otel_trace_hex = _hex(16, "mlflow-trace", _MLF_AGENT)
    request_id = "tr-" + otel_trace_hex
    root_span_hex = _hex(8, "mlflow-root", _MLF_AGENT)
    span_hex = _hex(8, "mlflow-span", n, action)
    start, end = _step_times(n, action)

    if _is_thought(action):
        thought = _thought_text(action)
        name = "reason"
        attributes = {
            "mlflow.traceRequestId": json.dumps(request_id),
            "mlflow.spanType": json.dumps("CHAT_MODEL"),
            "mlflow.spanFunctionName": json.dumps("reason"),
            "mlflow.spanInputs": json.dumps({"step": n, "model": "gpt-4o-mini", "temperature": 0.0}),
            "mlflow.spanOutputs": json.dumps(
                {"role": "assistant", "content": f"Thought: {thought}"}, ensure_ascii=False
            ),
            "mlflow.chat.tokenUsage": json.dumps(
                {
                    "input_tokens": 1012 + 131 * n,
                    "output_tokens": _tokens(thought) + 3,
                    "total_tokens": 1012 + 131 * n + _tokens(thought) + 3,
                }
            ),
        }
        obs = observation
    else:
        name = "step"
        attributes = {
            "mlflow.traceRequestId": json.dumps(request_id),
            "mlflow.spanType": json.dumps("TOOL"),
            "mlflow.spanFunctionName": json.dumps("step"),
            "mlflow.spanInputs": json.dumps({"action": action}, ensure_ascii=False),
        }
        # mlflow.spanOutputs (span.outputs) is the observation.
        obs = observation

    span = {
        "trace_id": _b64(otel_trace_hex),
        "span_id": _b64(span_hex),
        "trace_state": "",
        "parent_span_id": _b64(root_span_hex),
        "name": name,
        "start_time_unix_nano": start,
        "end_time_unix_nano": end,
        "attributes": attributes,
        "status": {"message": "", "code": "STATUS_CODE_OK"},
        "events": [],
    }
    return {"agent": _MLF_AGENT, "action": json.dumps(span, ensure_ascii=False), "observation": obs}


# ---------------------------------------------------------------------------------------------
# 3. Microsoft Agent Framework (Python, 2025): ChatMessage.to_json() of the agent run's messages
#    (SerializationMixin: "type" discriminators, Role as {"type": "role", "value": ...},
#    None fields dropped, raw_representation excluded).
# ---------------------------------------------------------------------------------------------

_MAF_AGENT = "AlfWorldAgent"  # ChatAgent(name="AlfWorldAgent", tools=[go_to, take, ...])


def _maf_message(role: str, contents: list[dict], message_id: str | None) -> dict:
    msg: dict = {"type": "chat_message", "role": {"type": "role", "value": role}, "contents": contents}
    msg["author_name"] = _MAF_AGENT
    if message_id is not None:
        msg["message_id"] = message_id
    msg["additional_properties"] = {}
    return msg


def microsoft_agent_framework(agent: str, action: str, observation: str, n: int) -> dict:
    response_id = "chatcmpl-" + _alnum(29, "maf-resp", n, action)
    if _is_thought(action):
        msg = _maf_message(
            "assistant",
            [{"type": "text_reasoning", "text": _thought_text(action)}],
            response_id,
        )
        return {"agent": _MAF_AGENT, "action": json.dumps(msg, ensure_ascii=False), "observation": observation}

    tool_name, args = _tool_call(action)
    call_id = _openai_call_id("maf", n, action)
    call_msg = _maf_message(
        "assistant",
        [{"type": "function_call", "call_id": call_id, "name": tool_name, "arguments": _compact(args)}],
        response_id,
    )
    result_msg = _maf_message(
        "tool",
        [{"type": "function_result", "call_id": call_id, "result": observation}],
        None,
    )
    return {
        "agent": _MAF_AGENT,
        "action": json.dumps(call_msg, ensure_ascii=False),
        "observation": json.dumps(result_msg, ensure_ascii=False),
    }


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "pydantic_logfire": logfire_pydantic_ai,
    "mlflow_tracing": mlflow_tracing,
    "microsoft_agent_framework": microsoft_agent_framework,
}
