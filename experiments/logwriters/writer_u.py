"""Re-render ALFWorld agent steps as three other teams' converted tracing logs.

Each FORMATS entry maps one step (agent, action, observation, n) of the example logs to the
{"agent", "action", "observation"} step another team would hold after dumping their own
tracing backend's records into the three-field shape:

  otel_genai  - one OTLP/JSON span (GenAI semantic conventions): a `chat` span with a
                `gen_ai.choice` event for a thought, an `execute_tool` span for a command.
  langfuse    - one Langfuse observation as the public API returns it: a GENERATION
                ("OpenAI-generation", openai drop-in) for a thought, a SPAN from an
                @observe-decorated `execute_action` method for a command.
  langsmith   - one LangSmith run as the runs API returns it (LangGraph ReAct agent): an
                `llm` run (ChatOpenAI) for a thought, a `tool` run under the `tools` node for
                a command.

Everything (ids, timestamps) is derived deterministically from the inputs.
"""

import hashlib
import json
import re
import uuid
from datetime import UTC, datetime, timedelta

# --------------------------------------------------------------------------- helpers

_BASE = datetime(2024, 11, 5, 14, 0, 0, tzinfo=UTC)
_STEP = timedelta(milliseconds=4200)
_NS = uuid.UUID("6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f")


def _hex(*parts, length=16):
    h = hashlib.sha256("\x1f".join(str(p) for p in parts).encode()).hexdigest()
    return h[:length]


def _uuid(*parts):
    return str(uuid.uuid5(_NS, "\x1f".join(str(p) for p in parts)))


def _call_id(*parts):
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    num = int(_hex(*parts, length=40), 16)
    out = []
    for _ in range(24):
        num, r = divmod(num, len(alphabet))
        out.append(alphabet[r])
    return "call_" + "".join(out)


def _times(n, action):
    """(start, end) datetimes of step n; LLM calls take longer than env steps."""
    start = _BASE + n * _STEP + timedelta(milliseconds=int(_hex(n, action, length=4), 16) % 97)
    dur = 900 + len(action) * 6 if _is_thought(action) else 3 + len(action) % 11
    return start, start + timedelta(milliseconds=dur)


def _is_thought(action):
    return action.strip().lower().startswith("think:")


def _thought_text(action):
    return action.strip()[len("think:") :].strip()


_CMD_PATTERNS = [
    (r"go to (?P<target>.+)", "go_to"),
    (r"take (?P<object>.+?) from (?P<source>.+)", "take"),
    (r"put (?P<object>.+?) in/on (?P<target>.+)", "put"),
    (r"put (?P<object>.+?) (?:in|on) (?P<target>.+)", "put"),
    (r"clean (?P<object>.+?) with (?P<appliance>.+)", "clean"),
    (r"heat (?P<object>.+?) with (?P<appliance>.+)", "heat"),
    (r"cool (?P<object>.+?) with (?P<appliance>.+)", "cool"),
    (r"slice (?P<object>.+?) with (?P<tool>.+)", "slice"),
    (r"open (?P<target>.+)", "open"),
    (r"close (?P<target>.+)", "close"),
    (r"toggle (?P<target>.+)", "toggle"),
    (r"use (?P<target>.+)", "use"),
    (r"examine (?P<target>.+)", "examine"),
    (r"inventory", "inventory"),
    (r"look", "look"),
]


def _parse_command(action):
    """ALFWorld command -> (tool name, kwargs) as a function-calling agent would emit it."""
    cmd = action.strip()
    for pat, name in _CMD_PATTERNS:
        m = re.fullmatch(pat, cmd)
        if m:
            return name, m.groupdict()
    return "execute_command", {"command": cmd}


def _otlp_value(v):
    if isinstance(v, bool):
        return {"boolValue": v}
    if isinstance(v, int):
        return {"intValue": str(v)}
    if isinstance(v, float):
        return {"doubleValue": v}
    if isinstance(v, (list, tuple)):
        return {"arrayValue": {"values": [_otlp_value(x) for x in v]}}
    if isinstance(v, dict):
        return {"kvlistValue": {"values": _otlp_attrs(v)}}
    return {"stringValue": str(v)}


def _otlp_attrs(d):
    return [{"key": k, "value": _otlp_value(v)} for k, v in d.items()]


def _ns(dt):
    return str(int(dt.timestamp()) * 1_000_000_000 + dt.microsecond * 1000)


# --------------------------------------------------------------------------- 1. OpenTelemetry GenAI

OTEL_AGENT = "alfworld-agent"
OTEL_MODEL = "gpt-4o"
OTEL_RESPONSE_MODEL = "gpt-4o-2024-08-06"


def otel_genai(agent, action, observation, n):
    trace_id = _hex("otel-trace", OTEL_AGENT, length=32)
    parent = _hex("otel-invoke_agent", OTEL_AGENT)  # the `invoke_agent alfworld-agent` span
    span_id = _hex("otel-span", n, action)
    start, end = _times(n, action)
    if _is_thought(action):
        thought = _thought_text(action)
        span = {
            "traceId": trace_id,
            "spanId": span_id,
            "parentSpanId": parent,
            "flags": 257,
            "name": f"chat {OTEL_MODEL}",
            "kind": 3,  # SPAN_KIND_CLIENT
            "startTimeUnixNano": _ns(start),
            "endTimeUnixNano": _ns(end),
            "attributes": _otlp_attrs(
                {
                    "gen_ai.operation.name": "chat",
                    "gen_ai.system": "openai",
                    "gen_ai.request.model": OTEL_MODEL,
                    "gen_ai.request.temperature": 0.0,
                    "gen_ai.response.model": OTEL_RESPONSE_MODEL,
                    "gen_ai.response.id": "chatcmpl-" + _hex("otel-resp", n, action, length=29),
                    "gen_ai.response.finish_reasons": ["stop"],
                    "server.address": "api.openai.com",
                }
            ),
            "events": [
                {
                    "timeUnixNano": _ns(end),
                    "name": "gen_ai.choice",
                    "attributes": _otlp_attrs(
                        {
                            "gen_ai.system": "openai",
                            "index": 0,
                            "finish_reason": "stop",
                            "message": {"role": "assistant", "content": thought},
                        }
                    ),
                }
            ],
            "status": {},
        }
    else:
        tool, args = _parse_command(action)
        span = {
            "traceId": trace_id,
            "spanId": span_id,
            "parentSpanId": parent,
            "flags": 257,
            "name": f"execute_tool {tool}",
            "kind": 1,  # SPAN_KIND_INTERNAL
            "startTimeUnixNano": _ns(start),
            "endTimeUnixNano": _ns(end),
            "attributes": _otlp_attrs(
                {
                    "gen_ai.operation.name": "execute_tool",
                    "gen_ai.tool.name": tool,
                    "gen_ai.tool.type": "function",
                    "gen_ai.tool.call.id": _call_id("otel", n, action),
                    "gen_ai.tool.call.arguments": json.dumps(args),
                }
            ),
            "status": {},
        }
    # The tool's return value (gen_ai.tool.call.result) is what lands in `observation`.
    return {"agent": OTEL_AGENT, "action": json.dumps(span), "observation": observation}


# --------------------------------------------------------------------------- 2. Langfuse

LANGFUSE_AGENT = "react_agent"
LANGFUSE_MODEL = "gpt-4o-mini-2024-07-18"


def _lf_time(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"


def langfuse(agent, action, observation, n):
    trace_id = _uuid("langfuse-trace", LANGFUSE_AGENT)
    parent = _uuid("langfuse-span", LANGFUSE_AGENT)  # @observe() def react_agent(...)
    start, end = _times(n, action)
    latency = round((end - start).total_seconds(), 3)
    base = {
        "id": _uuid("langfuse-obs", n, action),
        "traceId": trace_id,
        "projectId": "cm3a8x0ql0006o1h7k2v9b4fd",
        "environment": "default",
        "startTime": _lf_time(start),
        "endTime": _lf_time(end),
    }
    if _is_thought(action):
        obs = {
            **base,
            "type": "GENERATION",
            "name": "OpenAI-generation",
            "completionStartTime": None,
            "model": LANGFUSE_MODEL,
            "modelParameters": {
                "temperature": 0,
                "max_tokens": 256,
                "top_p": 1,
                "frequency_penalty": 0,
                "presence_penalty": 0,
            },
            "output": {"role": "assistant", "content": _thought_text(action)},
            "version": None,
            "metadata": {"step": n},
            "level": "DEFAULT",
            "statusMessage": None,
            "parentObservationId": parent,
            "promptId": None,
            "promptName": None,
            "promptVersion": None,
            "latency": latency,
            "timeToFirstToken": None,
        }
    else:
        obs = {
            **base,
            "type": "SPAN",
            "name": "execute_action",
            "completionStartTime": None,
            "model": None,
            "modelParameters": None,
            "input": {"args": [action.strip()], "kwargs": {}},
            "version": None,
            "metadata": {"step": n},
            "level": "DEFAULT",
            "statusMessage": None,
            "parentObservationId": parent,
            "promptId": None,
            "latency": latency,
            "timeToFirstToken": None,
        }
    # The SPAN's `output` (the method's return value) is what lands in `observation`.
    return {"agent": LANGFUSE_AGENT, "action": json.dumps(obs), "observation": observation}


# --------------------------------------------------------------------------- 3. LangSmith

LANGSMITH_AGENT = "agent"  # LangGraph create_react_agent node that calls the model
LANGSMITH_MODEL = "gpt-4o-mini"
LANGSMITH_RESPONSE_MODEL = "gpt-4o-mini-2024-07-18"


def _ls_time(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%S.%f")


def _ls_dot(dt, rid):
    return dt.strftime("%Y%m%dT%H%M%S%fZ") + rid


def langsmith(agent, action, observation, n):
    session_id = _uuid("langsmith-project", "alfworld")
    root_id = _uuid("langsmith-root", LANGSMITH_AGENT)  # "LangGraph" chain run
    trace_id = root_id
    root_start = _BASE - timedelta(milliseconds=40)
    start, end = _times(n, action)
    node = "agent" if _is_thought(action) else "tools"
    node_id = _uuid("langsmith-node", node, n, action)
    node_start = start - timedelta(milliseconds=2)
    run_id = _uuid("langsmith-run", n, action)
    step = n + 1
    metadata = {
        "langgraph_step": step,
        "langgraph_node": node,
        "langgraph_triggers": ["branch:to:" + node],
        "langgraph_path": ["__pregel_pull", node],
        "langgraph_checkpoint_ns": f"{node}:{node_id}",
        "checkpoint_ns": f"{node}:{node_id}",
        "thread_id": _uuid("langsmith-thread", LANGSMITH_AGENT),
    }
    dotted = ".".join([_ls_dot(root_start, root_id), _ls_dot(node_start, node_id), _ls_dot(start, run_id)])
    run = {
        "id": run_id,
        "name": None,
        "start_time": _ls_time(start),
        "run_type": None,
        "end_time": _ls_time(end),
        "extra": None,
        "error": None,
        "serialized": None,
        "events": [{"name": "start", "time": _ls_time(start)}, {"name": "end", "time": _ls_time(end)}],
    }
    if node == "agent":
        thought = _thought_text(action)
        msg_id = f"run-{run_id}-0"
        metadata.update(
            {"ls_provider": "openai", "ls_model_name": LANGSMITH_MODEL, "ls_model_type": "chat", "ls_temperature": 0.0}
        )
        run.update(
            {
                "name": "ChatOpenAI",
                "run_type": "llm",
                "extra": {
                    "invocation_params": {
                        "model": LANGSMITH_MODEL,
                        "model_name": LANGSMITH_MODEL,
                        "stream": False,
                        "n": 1,
                        "temperature": 0.0,
                        "_type": "openai-chat",
                        "stop": None,
                    },
                    "options": {"stop": None},
                    "batch_size": 1,
                    "metadata": metadata,
                },
                "outputs": {
                    "generations": [
                        [
                            {
                                "text": thought,
                                "generation_info": {"finish_reason": "stop", "logprobs": None},
                                "type": "ChatGeneration",
                                "message": {
                                    "lc": 1,
                                    "type": "constructor",
                                    "id": ["langchain", "schema", "messages", "AIMessage"],
                                    "kwargs": {
                                        "content": thought,
                                        "additional_kwargs": {"refusal": None},
                                        "response_metadata": {
                                            "finish_reason": "stop",
                                            "model_name": LANGSMITH_RESPONSE_MODEL,
                                            "system_fingerprint": "fp_0ba0d124f1",
                                            "logprobs": None,
                                        },
                                        "type": "ai",
                                        "id": msg_id,
                                        "tool_calls": [],
                                        "invalid_tool_calls": [],
                                    },
                                },
                            }
                        ]
                    ],
                    "llm_output": {"model_name": LANGSMITH_RESPONSE_MODEL, "system_fingerprint": "fp_0ba0d124f1"},
                    "run": None,
                    "type": "LLMResult",
                },
                "tags": ["seq:step:1"],
            }
        )
        observation_out = observation
    else:
        tool, args = _parse_command(action)
        call_id = _call_id("langsmith", n, action)
        run.update(
            {
                "name": tool,
                "run_type": "tool",
                "extra": {"color": "green", "metadata": metadata},
                "inputs": {"input": repr(args)},
                "tags": [],
            }
        )
        observation_out = json.dumps(
            {
                "output": {
                    "lc": 1,
                    "type": "constructor",
                    "id": ["langchain", "schema", "messages", "ToolMessage"],
                    "kwargs": {
                        "content": observation,
                        "type": "tool",
                        "name": tool,
                        "tool_call_id": call_id,
                        "status": "success",
                    },
                }
            }
        )
    run.update(
        {
            "reference_example_id": None,
            "parent_run_id": node_id,
            "session_id": session_id,
            "trace_id": trace_id,
            "dotted_order": dotted,
            "child_run_ids": None,
            "status": "success",
        }
    )
    return {"agent": LANGSMITH_AGENT, "action": json.dumps(run), "observation": observation_out}


FORMATS = {
    "otel_genai": otel_genai,
    "langfuse": langfuse,
    "langsmith": langsmith,
}
