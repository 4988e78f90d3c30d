"""Convert ALFWorld example steps into the step another team's converted log would hold,
for three tracing back-ends: LangSmith runs, Langfuse observations and OTLP/JSON spans
(OpenTelemetry GenAI semantic conventions). Standard library only; fully deterministic."""

import hashlib
import json
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

MODEL = "gpt-4o"
MODEL_VERSION = "gpt-4o-2024-08-06"
SYSTEM_PROMPT = (
    "Interact with a household to solve a task. At each turn, either reason about the task "
    "in plain text or call the tool to send one admissible command to the environment."
)
BASE = datetime(2024, 11, 5, 14, 30, 0, tzinfo=UTC)
STEP_SECONDS = 3


def _is_thought(action: str) -> bool:
    return action.strip().lower().startswith("think:")


def _thought_text(action: str) -> str:
    return action.strip()[len("think:") :].strip()


def _h(*parts) -> str:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode()).hexdigest()


def _uuid(*parts) -> str:
    return str(uuid.UUID(_h(*parts)[:32], version=4))


def _times(n: int, thought: bool):
    start = BASE + timedelta(seconds=STEP_SECONDS * n)
    dur = timedelta(milliseconds=1840 + 37 * n) if thought else timedelta(milliseconds=12 + (n % 7))
    return start, start + dur


def _tokens(n: int, text: str):
    prompt = 412 + 58 * n
    completion = max(1, (len(text) + 3) // 4)
    return prompt, completion


def _call_id(n: int, action: str) -> str:
    return "call_" + _h("call", n, action)[:24]


# --------------------------------------------------------------------------- LangSmith
LS_AGENT = "agent"  # LangGraph create_react_agent node name
LS_TOOL = "alfworld_action"
LS_PROJECT = _uuid("langsmith-project", "alfworld-react")
LS_RUNTIME = {
    "sdk": "langsmith-py",
    "sdk_version": "0.1.147",
    "library": "langsmith",
    "platform": "Linux-5.15.0-1057-aws-x86_64-with-glibc2.35",
    "runtime": "python",
    "py_implementation": "CPython",
    "runtime_version": "3.11.9",
    "langchain_version": "0.3.7",
    "langchain_core_version": "0.3.15",
}


def _ls_iso(t: datetime) -> str:
    return t.replace(tzinfo=None).isoformat(timespec="microseconds")


def _ls_dotted(t: datetime, rid: str) -> str:
    return t.strftime("%Y%m%dT%H%M%S%fZ") + rid


def langsmith(agent: str, action: str, observation: str, n: int) -> dict:
    thought = _is_thought(action)
    start, end = _times(n, thought)
    trace_id = _uuid("ls-trace", LS_AGENT)
    node = LS_AGENT if thought else "tools"
    node_run = _uuid("ls-node", n, node)
    run_id = _uuid("ls-run", n, action)
    node_start = start - timedelta(milliseconds=2)
    dotted = ".".join(
        [
            _ls_dotted(BASE - timedelta(milliseconds=5), trace_id),
            _ls_dotted(node_start, node_run),
            _ls_dotted(start, run_id),
        ]
    )
    ckpt = f"{node}:{_uuid('ls-ckpt', n, node)}"
    metadata = {
        "langgraph_step": n + 1,
        "langgraph_node": node,
        "langgraph_triggers": ["branch:to:agent" if n else "start:agent"] if thought else ["branch:to:tools"],
        "langgraph_path": ["__pregel_pull", node],
        "langgraph_checkpoint_ns": ckpt,
        "checkpoint_ns": ckpt,
    }
    run = {
        "id": run_id,
        "name": "ChatOpenAI" if thought else LS_TOOL,
        "start_time": _ls_iso(start),
        "run_type": "llm" if thought else "tool",
        "end_time": _ls_iso(end),
        "extra": {},
        "error": None,
        "serialized": None,
        "events": [{"name": "start", "time": _ls_iso(start)}, {"name": "end", "time": _ls_iso(end)}],
        "inputs": {},
        "outputs": {},
        "reference_example_id": None,
        "parent_run_id": node_run,
        "tags": ["seq:step:1"] if thought else [],
        "session_id": LS_PROJECT,
        "child_run_ids": None,
        "child_runs": None,
        "feedback_stats": None,
        "app_path": f"/o/{_uuid('ls-org')}/projects/p/{LS_PROJECT}/r/{run_id}?trace_id={trace_id}&start_time={_ls_iso(start)}",
        "status": "success",
        "trace_id": trace_id,
        "dotted_order": dotted,
        "parent_run_ids": [trace_id, node_run],
        "in_dataset": False,
    }
    if thought:
        text = _thought_text(action)
        pt, ct = _tokens(n, text)
        msg_id = "run-" + run_id
        usage = {
            "input_tokens": pt,
            "output_tokens": ct,
            "total_tokens": pt + ct,
            "input_token_details": {"audio": 0, "cache_read": 0},
            "output_token_details": {"audio": 0, "reasoning": 0},
        }
        token_usage = {
            "completion_tokens": ct,
            "prompt_tokens": pt,
            "total_tokens": pt + ct,
            "completion_tokens_details": {
                "accepted_prediction_tokens": 0,
                "audio_tokens": 0,
                "reasoning_tokens": 0,
                "rejected_prediction_tokens": 0,
            },
            "prompt_tokens_details": {"audio_tokens": 0, "cached_tokens": 0},
        }
        response_metadata = {
            "token_usage": token_usage,
            "model_name": MODEL_VERSION,
            "system_fingerprint": "fp_159d8341cc",
            "finish_reason": "stop",
            "logprobs": None,
        }
        metadata.update(
            {"ls_provider": "openai", "ls_model_name": MODEL, "ls_model_type": "chat", "ls_temperature": 0.0}
        )
        run["extra"] = {
            "invocation_params": {
                "model": MODEL,
                "model_name": MODEL,
                "stream": False,
                "n": 1,
                "temperature": 0.0,
                "_type": "openai-chat",
                "stop": None,
                "tools": [
                    {
                        "type": "function",
                        "function": {
                            "name": LS_TOOL,
                            "description": "Send one admissible command to the ALFWorld environment.",
                            "parameters": {
                                "properties": {"action": {"type": "string"}},
                                "required": ["action"],
                                "type": "object",
                            },
                        },
                    }
                ],
            },
            "options": {"stop": None},
            "batch_size": 1,
            "metadata": metadata,
            "runtime": LS_RUNTIME,
        }
        run["inputs"] = {
            "messages": [
                [
                    {
                        "lc": 1,
                        "type": "constructor",
                        "id": ["langchain", "schema", "messages", "SystemMessage"],
                        "kwargs": {"content": SYSTEM_PROMPT, "type": "system"},
                    }
                ]
            ]
        }
        run["outputs"] = {
            "generations": [
                [
                    {
                        "text": text,
                        "generation_info": {"finish_reason": "stop", "logprobs": None},
                        "type": "ChatGeneration",
                        "message": {
                            "lc": 1,
                            "type": "constructor",
                            "id": ["langchain", "schema", "messages", "AIMessage"],
                            "kwargs": {
                                "content": text,
                                "additional_kwargs": {"refusal": None},
                                "response_metadata": response_metadata,
                                "type": "ai",
                                "id": msg_id,
                                "usage_metadata": usage,
                                "tool_calls": [],
                                "invalid_tool_calls": [],
                            },
                        },
                    }
                ]
            ],
            "llm_output": {
                "token_usage": token_usage,
                "model_name": MODEL_VERSION,
                "system_fingerprint": "fp_159d8341cc",
            },
            "run": None,
            "type": "LLMResult",
        }
        run.update(
            {
                "prompt_tokens": pt,
                "completion_tokens": ct,
                "total_tokens": pt + ct,
                "first_token_time": None,
                "prompt_cost": round(pt * 2.5e-6, 8),
                "completion_cost": round(ct * 1e-5, 8),
                "total_cost": round(pt * 2.5e-6 + ct * 1e-5, 8),
            }
        )
        obs = ""
    else:
        cmd = action.strip()
        run["extra"] = {"metadata": metadata, "runtime": LS_RUNTIME}
        run["inputs"] = {"action": cmd}
        run["outputs"] = {
            "output": {
                "content": observation,
                "additional_kwargs": {},
                "response_metadata": {},
                "type": "tool",
                "name": LS_TOOL,
                "id": None,
                "tool_call_id": _call_id(n, action),
                "artifact": None,
                "status": "success",
            }
        }
        run.update(
            {
                "prompt_tokens": 0,
                "completion_tokens": 0,
                "total_tokens": 0,
                "first_token_time": None,
                "prompt_cost": None,
                "completion_cost": None,
                "total_cost": None,
            }
        )
        obs = observation
    return {"agent": LS_AGENT, "action": json.dumps(run, ensure_ascii=False), "observation": obs}


# --------------------------------------------------------------------------- Langfuse
LF_AGENT = "alfworld-agent"
LF_TOOL = "execute_command"
LF_META = {
    "resourceAttributes": {
        "telemetry.sdk.language": "python",
        "telemetry.sdk.name": "opentelemetry",
        "telemetry.sdk.version": "1.33.1",
        "service.name": "unknown_service",
    },
    "scope": {"name": "langfuse-sdk", "version": "3.3.0"},
}


def _lf_iso(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def langfuse(agent: str, action: str, observation: str, n: int) -> dict:
    thought = _is_thought(action)
    start, end = _times(n, thought)
    trace_id = _h("lf-trace", LF_AGENT)[:32]
    parent = _h("lf-agent-span", LF_AGENT)[:16]
    obs_id = _h("lf-obs", n, action)[:16]
    o = {
        "id": obs_id,
        "traceId": trace_id,
        "projectId": "cm3alfworld0react00000000",
        "type": "GENERATION" if thought else "TOOL",
        "name": "OpenAI-generation" if thought else LF_TOOL,
        "startTime": _lf_iso(start),
        "endTime": _lf_iso(end),
        "completionStartTime": None,
        "model": None,
        "modelParameters": None,
        "input": None,
        "output": None,
        "metadata": dict(LF_META),
        "version": None,
        "level": "DEFAULT",
        "statusMessage": None,
        "parentObservationId": parent,
        "promptId": None,
        "promptName": None,
        "promptVersion": None,
        "modelId": None,
        "inputPrice": None,
        "outputPrice": None,
        "totalPrice": None,
        "calculatedInputCost": None,
        "calculatedOutputCost": None,
        "calculatedTotalCost": 0,
        "latency": round((end - start).total_seconds(), 3),
        "timeToFirstToken": None,
        "usage": {"input": 0, "output": 0, "total": 0, "unit": "TOKENS"},
        "usageDetails": {},
        "costDetails": {},
        "environment": "default",
        "createdAt": _lf_iso(end + timedelta(milliseconds=950)),
        "updatedAt": _lf_iso(end + timedelta(milliseconds=1210)),
    }
    if thought:
        text = _thought_text(action)
        pt, ct = _tokens(n, text)
        ic, oc = round(pt * 2.5e-6, 8), round(ct * 1e-5, 8)
        o.update(
            {
                "completionStartTime": _lf_iso(start + timedelta(milliseconds=410)),
                "model": MODEL_VERSION,
                "modelParameters": {"temperature": 0, "max_tokens": "inf", "tool_choice": "auto"},
                "input": [{"role": "system", "content": SYSTEM_PROMPT}],
                "output": {
                    "role": "assistant",
                    "content": text,
                    "refusal": None,
                    "annotations": [],
                    "audio": None,
                    "function_call": None,
                    "tool_calls": None,
                },
                "modelId": "b9854a5c92dc496b997d99d20",
                "inputPrice": 2.5e-06,
                "outputPrice": 1e-05,
                "totalPrice": 0,
                "calculatedInputCost": ic,
                "calculatedOutputCost": oc,
                "calculatedTotalCost": round(ic + oc, 8),
                "timeToFirstToken": 0.41,
                "usage": {"input": pt, "output": ct, "total": pt + ct, "unit": "TOKENS"},
                "usageDetails": {
                    "input": pt,
                    "output": ct,
                    "total": pt + ct,
                    "input_cached_tokens": 0,
                    "output_reasoning_tokens": 0,
                },
                "costDetails": {"input": ic, "output": oc, "total": round(ic + oc, 8)},
            }
        )
        obs = ""
    else:
        o["input"] = {"args": [action.strip()], "kwargs": {}}
        o["output"] = observation
        obs = observation
    return {"agent": LF_AGENT, "action": json.dumps(o, ensure_ascii=False), "observation": obs}


# --------------------------------------------------------------------------- OpenTelemetry (GenAI semconv)
OT_AGENT = "alfworld_agent"
OT_TOOL = "alfworld_act"


def _ns(t: datetime) -> str:
    return str(int(t.timestamp()) * 1_000_000_000 + t.microsecond * 1000)


def _av(v):
    if isinstance(v, bool):
        return {"boolValue": v}
    if isinstance(v, int):
        return {"intValue": str(v)}
    if isinstance(v, float):
        return {"doubleValue": v}
    if isinstance(v, (list, tuple)):
        return {"arrayValue": {"values": [_av(x) for x in v]}}
    return {"stringValue": str(v)}


def _attrs(d: dict) -> list:
    return [{"key": k, "value": _av(v)} for k, v in d.items()]


def otel_genai(agent: str, action: str, observation: str, n: int) -> dict:
    thought = _is_thought(action)
    start, end = _times(n, thought)
    trace_id = _h("ot-trace", OT_AGENT)[:32]
    root = _h("ot-invoke-agent", OT_AGENT)[:16]
    span_id = _h("ot-span", n, action)[:16]
    conv = _uuid("ot-conversation", OT_AGENT)
    if thought:
        text = _thought_text(action)
        pt, ct = _tokens(n, text)
        scope = {"name": "opentelemetry.instrumentation.openai_v2", "version": "2.1b0"}
        span = {
            "traceId": trace_id,
            "spanId": span_id,
            "parentSpanId": root,
            "flags": 257,
            "name": f"chat {MODEL}",
            "kind": 3,
            "startTimeUnixNano": _ns(start),
            "endTimeUnixNano": _ns(end),
            "attributes": _attrs(
                {
                    "gen_ai.operation.name": "chat",
                    "gen_ai.provider.name": "openai",
                    "gen_ai.request.model": MODEL,
                    "gen_ai.request.temperature": 0.0,
                    "gen_ai.agent.name": OT_AGENT,
                    "gen_ai.conversation.id": conv,
                    "server.address": "api.openai.com",
                    "server.port": 443,
                    "gen_ai.response.id": "chatcmpl-" + _h("ot-resp", n, action)[:29],
                    "gen_ai.response.model": MODEL_VERSION,
                    "gen_ai.response.finish_reasons": ["stop"],
                    "gen_ai.usage.input_tokens": pt,
                    "gen_ai.usage.output_tokens": ct,
                    "gen_ai.output.messages": json.dumps(
                        [{"role": "assistant", "parts": [{"type": "text", "content": text}], "finish_reason": "stop"}],
                        ensure_ascii=False,
                    ),
                }
            ),
            "status": {},
        }
        obs = ""
    else:
        cmd = action.strip()
        call_id = _call_id(n, action)
        scope = {"name": "alfworld.agent", "version": "0.1.0"}
        span = {
            "traceId": trace_id,
            "spanId": span_id,
            "parentSpanId": root,
            "flags": 257,
            "name": f"execute_tool {OT_TOOL}",
            "kind": 1,
            "startTimeUnixNano": _ns(start),
            "endTimeUnixNano": _ns(end),
            "attributes": _attrs(
                {
                    "gen_ai.operation.name": "execute_tool",
                    "gen_ai.agent.name": OT_AGENT,
                    "gen_ai.conversation.id": conv,
                    "gen_ai.tool.name": OT_TOOL,
                    "gen_ai.tool.description": "Send one admissible text command to the ALFWorld environment.",
                    "gen_ai.tool.type": "function",
                    "gen_ai.tool.call.id": call_id,
                    "gen_ai.tool.call.arguments": json.dumps({"command": cmd}, ensure_ascii=False),
                    "gen_ai.tool.call.result": observation,
                }
            ),
            "events": [
                {
                    "timeUnixNano": _ns(end),
                    "name": "alfworld.observation",
                    "attributes": _attrs({"alfworld.command": cmd, "alfworld.observation": observation}),
                }
            ],
            "status": {"code": 1},
        }
        obs = observation
    export = {
        "resourceSpans": [
            {
                "resource": {
                    "attributes": _attrs(
                        {
                            "service.name": "alfworld-agent",
                            "telemetry.sdk.language": "python",
                            "telemetry.sdk.name": "opentelemetry",
                            "telemetry.sdk.version": "1.36.0",
                        }
                    )
                },
                "scopeSpans": [{"scope": scope, "spans": [span]}],
            }
        ]
    }
    return {
        "agent": OT_AGENT,
        "action": json.dumps(export, ensure_ascii=False, separators=(",", ":")),
        "observation": obs,
    }


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "langsmith": langsmith,
    "langfuse": langfuse,
    "otel_genai": otel_genai,
}
