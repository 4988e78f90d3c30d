"""Re-render ALFWorld example steps as three other frameworks would have logged them.

Each entry of FORMATS maps one example step (agent, action, observation, n) to the
three-field step {"agent", "action", "observation"} that a team using that framework
would get by dumping its own records with the least effort:

* "weave"          - Weights & Biases Weave: one call (CallSchema as returned by the
                     calls query API) per step; reasoning is an auto-traced
                     ``openai.chat.completions.create`` call whose output carries the
                     assistant message, commands are calls of ``@weave.op`` tool functions.
                     The tool's return value (the call ``output``) goes to ``observation``.
* "phoenix"        - Arize Phoenix: one OpenInference span per step as the v1 REST API /
                     phoenix-client returns it (flattened attributes, span_kind popped
                     out of them); reasoning is an LLM span with
                     ``llm.output_messages``, commands are TOOL spans (``tool.name`` +
                     ``input.value``); the TOOL span's ``output.value`` goes to
                     ``observation``.
* "agent_protocol" - Agent Protocol (AutoGPT server): one Step object per step as
                     ``GET /ap/v1/agent/tasks/{task_id}/steps/{step_id}`` returns it;
                     reasoning goes to ``output`` + ``additional_output.thoughts``,
                     commands to ``additional_output.use_tool`` and the
                     ``Next Command: name(arg='...')`` line; the command result goes to
                     ``observation``.

Everything is deterministic: ids, digests and timestamps are derived from hashes of the
inputs and from the step index.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

# --------------------------------------------------------------------------------------
# shared helpers
# --------------------------------------------------------------------------------------


def _h(*parts: object) -> bytes:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()


def _hex(nchars: int, *parts: object) -> str:
    return _h(*parts).hex()[:nchars]


def _int(mod: int, *parts: object) -> int:
    return int.from_bytes(_h(*parts)[:8], "big") % mod


def _uuid4_like(*parts: object) -> str:
    b = bytearray(_h(*parts)[:16])
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    return str(uuid.UUID(bytes=bytes(b)))


def _uuid7_like(ms: int, *parts: object) -> str:
    """UUIDv7 layout (48-bit unix ms timestamp), random bits from a hash."""
    r = _h(*parts)
    rand_a = int.from_bytes(r[:2], "big") & 0x0FFF
    rand_b = int.from_bytes(r[2:10], "big") & ((1 << 62) - 1)
    value = (ms & ((1 << 48) - 1)) << 80 | 0x7 << 76 | rand_a << 64 | 0b10 << 62 | rand_b
    return str(uuid.UUID(int=value))


def _ms(dt: datetime) -> int:
    return int(dt.timestamp() * 1000)


def _iso_z(dt: datetime) -> str:
    # pydantic v2 JSON rendering of an aware UTC datetime
    return dt.strftime("%Y-%m-%dT%H:%M:%S.%f") + "Z"


def _is_thought(action: str) -> bool:
    return action.strip().lower().startswith("think:")


def _thought_text(action: str) -> str:
    return action.strip()[len("think:") :].strip()


def _approx_tokens(text: str) -> int:
    return max(1, round(len(text) / 4))


# ALFWorld text commands -> (tool name, keyword arguments)
_COMMANDS = [
    (re.compile(r"^go to (?P<receptacle>.+)$"), "go_to"),
    (re.compile(r"^take (?P<object>.+?) from (?P<receptacle>.+)$"), "take_from"),
    (re.compile(r"^put (?P<object>.+?) in/on (?P<receptacle>.+)$"), "put_in_or_on"),
    (re.compile(r"^put (?P<object>.+?) (?:in|on) (?P<receptacle>.+)$"), "put_in_or_on"),
    (re.compile(r"^open (?P<receptacle>.+)$"), "open_receptacle"),
    (re.compile(r"^close (?P<receptacle>.+)$"), "close_receptacle"),
    (re.compile(r"^clean (?P<object>.+?) with (?P<receptacle>.+)$"), "clean_with"),
    (re.compile(r"^heat (?P<object>.+?) with (?P<receptacle>.+)$"), "heat_with"),
    (re.compile(r"^cool (?P<object>.+?) with (?P<receptacle>.+)$"), "cool_with"),
    (re.compile(r"^slice (?P<object>.+?) with (?P<tool>.+)$"), "slice_with"),
    (re.compile(r"^(?:toggle|use) (?P<object>.+)$"), "use_object"),
    (re.compile(r"^examine (?P<target>.+)$"), "examine"),
    (re.compile(r"^look$"), "look"),
    (re.compile(r"^inventory$"), "inventory"),
]


def _parse_command(action: str) -> tuple[str, dict]:
    text = action.strip()
    for pattern, name in _COMMANDS:
        m = pattern.match(text)
        if m:
            return name, dict(m.groupdict())
    return "execute_command", {"command": text}


# --------------------------------------------------------------------------------------
# 1. Weights & Biases Weave: calls of a trace (CallSchema)
# --------------------------------------------------------------------------------------

_WEAVE_ENTITY = "household-agents"
_WEAVE_PROJECT = "alfworld-react"
_WEAVE_AGENT = "AlfworldAgent"  # the weave.Model subclass that runs the episode
_WEAVE_MODEL = "gpt-4o-2024-08-06"
_WEAVE_BASE = datetime(2025, 2, 18, 10, 14, 3, 512000, tzinfo=UTC)
_WEAVE_SYSTEM = "Interact with a household to solve a task. Think when useful, then call exactly one tool."
_WEAVE_ATTRIBUTES = {
    "weave": {
        "client_version": "0.51.34",
        "source": "python-sdk",
        "os_name": "Linux",
        "os_version": "#32~22.04.1-Ubuntu SMP Tue Jan 14 17:35:11 UTC 2025",
        "os_release": "6.8.0-1021-aws",
        "sys_version": "3.11.11 (main, Dec  4 2024, 08:55:07) [GCC 11.4.0]",
    }
}


def _weave_digest(*parts: object) -> str:
    return base64.urlsafe_b64encode(_h("weave-digest", *parts)).decode("ascii").rstrip("=")


def _weave_op_ref(op_name: str) -> str:
    return f"weave:///{_WEAVE_ENTITY}/{_WEAVE_PROJECT}/op/{op_name}:{_weave_digest('op', op_name)}"


def weave_call(agent: str, action: str, observation: str, n: int) -> dict:
    agent_name = _WEAVE_AGENT
    root_ms = _ms(_WEAVE_BASE)
    trace_id = _uuid7_like(root_ms, "weave-trace", agent_name)
    root_call_id = _uuid7_like(root_ms, "weave-root", agent_name)
    started = _WEAVE_BASE + timedelta(milliseconds=1800 * n + 37)
    call_id = _uuid7_like(_ms(started), "weave-call", n, action)

    if _is_thought(action):
        thought = _thought_text(action)
        latency = 650 + _int(900, "lat", n, action)
        ended = started + timedelta(milliseconds=latency)
        prompt_tokens = 1180 + 64 * n
        completion_tokens = _approx_tokens(thought)
        op_name = "openai.chat.completions.create"
        call = {
            "id": call_id,
            "project_id": f"{_WEAVE_ENTITY}/{_WEAVE_PROJECT}",
            "op_name": _weave_op_ref(op_name),
            "display_name": None,
            "trace_id": trace_id,
            "parent_id": root_call_id,
            "thread_id": None,
            "turn_id": None,
            "started_at": _iso_z(started),
            "attributes": _WEAVE_ATTRIBUTES,
            "inputs": {
                "model": _WEAVE_MODEL,
                "messages": [{"role": "system", "content": _WEAVE_SYSTEM}],
                "temperature": 0.0,
                "tool_choice": "auto",
            },
            "ended_at": _iso_z(ended),
            "exception": None,
            "output": {
                "id": "chatcmpl-" + base64.b32encode(_h("cmpl", n, action)).decode("ascii")[:29],
                "choices": [
                    {
                        "finish_reason": "stop",
                        "index": 0,
                        "logprobs": None,
                        "message": {
                            "content": thought,
                            "refusal": None,
                            "role": "assistant",
                            "audio": None,
                            "function_call": None,
                            "tool_calls": None,
                        },
                    }
                ],
                "created": int(started.timestamp()),
                "model": _WEAVE_MODEL,
                "object": "chat.completion",
                "service_tier": "default",
                "system_fingerprint": "fp_" + _hex(10, "fp", _WEAVE_MODEL),
                "usage": {
                    "completion_tokens": completion_tokens,
                    "prompt_tokens": prompt_tokens,
                    "total_tokens": prompt_tokens + completion_tokens,
                },
            },
            "summary": {
                "usage": {
                    _WEAVE_MODEL: {
                        "requests": 1,
                        "completion_tokens": completion_tokens,
                        "prompt_tokens": prompt_tokens,
                        "total_tokens": prompt_tokens + completion_tokens,
                    }
                },
                "weave": {"status": "success", "trace_name": op_name, "latency_ms": latency},
            },
            "wb_user_id": "VXNlcjoyNzE4Mjg=",
            "wb_run_id": None,
            "deleted_at": None,
        }
    else:
        tool, kwargs = _parse_command(action)
        latency = 4 + _int(40, "lat", n, action)
        ended = started + timedelta(milliseconds=latency)
        call = {
            "id": call_id,
            "project_id": f"{_WEAVE_ENTITY}/{_WEAVE_PROJECT}",
            "op_name": _weave_op_ref(tool),
            "display_name": None,
            "trace_id": trace_id,
            "parent_id": root_call_id,
            "thread_id": None,
            "turn_id": None,
            "started_at": _iso_z(started),
            "attributes": _WEAVE_ATTRIBUTES,
            "inputs": kwargs,
            "ended_at": _iso_z(ended),
            "exception": None,
            # "output" (the tool's return value) is carried in `observation`
            "summary": {"weave": {"status": "success", "trace_name": tool, "latency_ms": latency}},
            "wb_user_id": "VXNlcjoyNzE4Mjg=",
            "wb_run_id": None,
            "deleted_at": None,
        }
    # CallSchema.model_dump_json(): compact separators, unicode kept
    return {
        "agent": agent_name,
        "action": json.dumps(call, ensure_ascii=False, separators=(",", ":")),
        "observation": observation,
    }


# --------------------------------------------------------------------------------------
# 2. Arize Phoenix: OpenInference spans (phoenix-client / GET /v1/projects/{p}/spans)
# --------------------------------------------------------------------------------------

_PX_AGENT = "alfworld_react_agent"
_PX_MODEL = "gpt-4o-mini-2024-07-18"
_PX_BASE = datetime(2025, 5, 6, 16, 41, 27, 209000, tzinfo=UTC)
_PX_ROWID0 = 48213


def _px_global_id(type_name: str, rowid: int) -> str:
    return base64.b64encode(f"{type_name}:{rowid}".encode("ascii")).decode("ascii")


def phoenix_span(agent: str, action: str, observation: str, n: int) -> dict:
    agent_name = _PX_AGENT
    trace_id = _hex(32, "px-trace", agent_name)
    agent_span_id = _hex(16, "px-agent-span", agent_name)
    span_id = _hex(16, "px-span", n, action)
    start = _PX_BASE + timedelta(milliseconds=2100 * n + 12)

    if _is_thought(action):
        thought = _thought_text(action)
        end = start + timedelta(milliseconds=700 + _int(1100, "px-lat", n, action))
        prompt_tokens = 1422 + 71 * n
        completion_tokens = _approx_tokens(thought)
        name = "ChatCompletion"
        span_kind = "LLM"
        attributes = {
            "llm.invocation_parameters": json.dumps({"model": _PX_MODEL, "temperature": 0}),
            "llm.model_name": _PX_MODEL,
            "llm.output_messages.0.message.content": thought,
            "llm.output_messages.0.message.role": "assistant",
            "llm.provider": "openai",
            "llm.system": "openai",
            "llm.token_count.completion": completion_tokens,
            "llm.token_count.prompt": prompt_tokens,
            "llm.token_count.total": prompt_tokens + completion_tokens,
        }
    else:
        tool, kwargs = _parse_command(action)
        end = start + timedelta(milliseconds=3 + _int(30, "px-lat", n, action))
        name = tool
        span_kind = "TOOL"
        attributes = {
            "input.mime_type": "application/json",
            "input.value": json.dumps(kwargs, ensure_ascii=False),
            # "output.mime_type": "text/plain", "output.value": <observation>
            "tool.name": tool,
        }

    span = {
        "id": _px_global_id("Span", _PX_ROWID0 + n + 1),
        "name": name,
        "context": {"trace_id": trace_id, "span_id": span_id},
        "span_kind": span_kind,
        "parent_id": agent_span_id,
        "start_time": start.isoformat(),
        "end_time": end.isoformat(),
        "status_code": "OK",
        "status_message": "",
        "attributes": attributes,
        "events": [],
    }
    # what `json.dumps(span)` of a phoenix-client span dict prints
    return {
        "agent": agent_name,
        "action": json.dumps(span, ensure_ascii=False),
        "observation": observation,
    }


# --------------------------------------------------------------------------------------
# 3. Agent Protocol (AutoGPT server): steps of a task
# --------------------------------------------------------------------------------------

_AP_AGENT = "AutoGPT"
_AP_BASE = datetime(2024, 10, 22, 8, 3, 51, 774120)  # naive, as stored by the forge db


def _ap_fmt_kwargs(kwargs: dict) -> str:
    # forge.models.utils / AssistantFunctionCall.__str__: name(k=repr(v), ...)
    return ", ".join(f"{k}={v!r}" for k, v in kwargs.items())


def agent_protocol_step(agent: str, action: str, observation: str, n: int) -> dict:
    agent_name = _AP_AGENT
    task_id = _uuid4_like("ap-task", agent_name)
    step_id = _uuid4_like("ap-step", agent_name, n, action)
    created = _AP_BASE + timedelta(milliseconds=2600 * n + _int(400, "ap-c", n, action))

    if _is_thought(action):
        thought = _thought_text(action)
        modified = created + timedelta(milliseconds=900 + _int(1500, "ap-m", n, action))
        name = "thought"
        output = thought
        additional_output = {
            "thoughts": {
                "observations": "",
                "text": thought,
                "reasoning": "",
                "self_criticism": "",
                "plan": [],
                "speak": thought,
            }
        }
    else:
        tool, kwargs = _parse_command(action)
        modified = created + timedelta(milliseconds=20 + _int(200, "ap-m", n, action))
        name = tool
        output = f"Next Command: {tool}({_ap_fmt_kwargs(kwargs)})"
        additional_output = {
            # "last_action": {"name", "args", "result": {"outputs": <observation>, ...}}
            # is carried in `observation`
            "use_tool": {"name": tool, "arguments": kwargs},
        }

    step = {
        "name": name,
        "input": "",
        "additional_input": {},
        "created_at": created.isoformat(),
        "modified_at": modified.isoformat(),
        "task_id": task_id,
        "step_id": step_id,
        "status": "completed",
        "output": output,
        "additional_output": additional_output,
        "artifacts": [],
        "is_last": False,
    }
    # raw body of the REST response (FastAPI / pydantic JSON: compact)
    return {
        "agent": agent_name,
        "action": json.dumps(step, ensure_ascii=False, separators=(",", ":")),
        "observation": observation,
    }


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "weave": weave_call,
    "phoenix": phoenix_span,
    "agent_protocol": agent_protocol_step,
}
