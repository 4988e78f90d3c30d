"""Re-render ALFWorld example steps as three other teams' converted logs.

Each formatter takes one step of the example logs (agent, action, observation, n)
and returns the {"agent", "action", "observation"} step that another team would
hold after dumping their own framework's record for that message into `action`
(and the tool's return value into `observation`).

  * agent_protocol : AutoGPT's Agent Protocol server, a Step object as returned by
                     GET /ap/v1/agent/tasks/{task_id}/steps (pydantic field order,
                     `output` moved to observation).
  * weave          : W&B Weave, a CallSchema dict as returned by calls_query
                     (LLM call for reasoning, env op call for commands; `output`
                     of the env call moved to observation).
  * phoenix        : Arize Phoenix, an OpenInference span as the phoenix client's
                     spans API returns it (LLM span for reasoning, TOOL span for
                     commands; `output.value` of the tool span moved to observation).

Everything is derived deterministically from the inputs (hashes, fixed clocks).
Only the Python standard library is used.
"""

from __future__ import annotations

import base64
import datetime as _dt
import hashlib
import json
import re
import uuid
from collections.abc import Callable

# --------------------------------------------------------------------------- helpers


def _h(*parts: object) -> str:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).hexdigest()


def _hi(*parts: object) -> int:
    return int(_h(*parts)[:12], 16)


def _is_thought(action: str) -> bool:
    return action.lstrip().lower().startswith("think:")


def _thought_text(action: str) -> str:
    return action.lstrip()[len("think:") :].strip()


# ALFWorld admissible commands -> (tool name, arguments)
_COMMANDS = [
    (re.compile(r"^go to (.+)$"), "go_to", ("receptacle",)),
    (re.compile(r"^take (.+?) from (.+)$"), "take", ("object", "receptacle")),
    (re.compile(r"^(?:put|move) (.+?) (?:in/on|in|on|to) (.+)$"), "put", ("object", "receptacle")),
    (re.compile(r"^open (.+)$"), "open", ("receptacle",)),
    (re.compile(r"^close (.+)$"), "close", ("receptacle",)),
    (re.compile(r"^clean (.+?) with (.+)$"), "clean", ("object", "receptacle")),
    (re.compile(r"^heat (.+?) with (.+)$"), "heat", ("object", "receptacle")),
    (re.compile(r"^cool (.+?) with (.+)$"), "cool", ("object", "receptacle")),
    (re.compile(r"^slice (.+?) with (.+)$"), "slice", ("object", "tool")),
    (re.compile(r"^(?:use|toggle) (.+)$"), "use", ("object",)),
    (re.compile(r"^examine (.+)$"), "examine", ("target",)),
    (re.compile(r"^look$"), "look", ()),
    (re.compile(r"^inventory$"), "inventory", ()),
]

_TOOL_DESCRIPTIONS = {
    "go_to": "Walk to a receptacle in the room and look at what is on/in it.",
    "take": "Pick up an object from a receptacle.",
    "put": "Put the held object in/on a receptacle.",
    "open": "Open a receptacle (fridge, drawer, cabinet, microwave...).",
    "close": "Close an open receptacle.",
    "clean": "Clean the held object with a sink basin.",
    "heat": "Heat the held object with the microwave.",
    "cool": "Cool the held object with the fridge.",
    "slice": "Slice an object with a knife.",
    "use": "Use/toggle an object such as a desk lamp.",
    "examine": "Examine an object or receptacle closely.",
    "look": "Describe the current surroundings.",
    "inventory": "List the objects currently held.",
    "execute": "Send a raw text command to the ALFWorld environment.",
}


def _parse_command(cmd: str) -> tuple[str, dict]:
    c = cmd.strip()
    for rx, name, keys in _COMMANDS:
        m = rx.match(c)
        if m:
            return name, dict(zip(keys, m.groups()))
    return "execute", {"command": c}


def _fmt_kwargs(kwargs: dict) -> str:
    # forge.utils: ", ".join(f"{n}={repr(v)}" ...)
    return ", ".join(f"{k}={v!r}" for k, v in kwargs.items())


_BASE_TIME = _dt.datetime(2024, 9, 17, 13, 42, 5, 118000, tzinfo=_dt.UTC)


def _step_times(n: int, seed: str, thought: bool) -> tuple[_dt.datetime, _dt.datetime, int]:
    """Deterministic start / end of step n (LLM turns are slower than env calls)."""
    start = _BASE_TIME + _dt.timedelta(milliseconds=n * 3000 + _hi("t0", n) % 400)
    dur = (900 + _hi("lat", seed) % 1100) if thought else (12 + _hi("lat", seed) % 60)
    return start, start + _dt.timedelta(milliseconds=dur), dur


def _tokens(text: str) -> int:
    return max(1, round(len(text) / 4))


SYSTEM_PROMPT = (
    "Interact with a household to solve a task. At each turn reply with exactly one "
    "admissible action, or with 'think: <your reasoning>' to think."
)
MODEL = "gpt-4o-2024-08-06"

# --------------------------------------------------------------------------- 1. Agent Protocol

AP_AGENT_NAME = "AutoGPT"


def _split_thought(thought: str) -> tuple[str, list[str]]:
    sents = [s.strip() for s in re.split(r"(?<=[.!?])\s+", thought) if s.strip()]
    plan = [s for s in sents if re.match(r"^(Next|First|Then|Finally)\b", s)]
    return thought, plan


def agent_protocol(agent: str, action: str, observation: str, n: int) -> dict:
    task_id = str(uuid.uuid5(uuid.NAMESPACE_URL, f"agent-protocol/alfworld/{agent}"))
    step_id = str(uuid.UUID(_h("ap-step", agent, n, action)[:32], version=4))
    thought = _is_thought(action)
    start, end, _ = _step_times(n, action, thought)
    naive = lambda t: t.replace(tzinfo=None).isoformat()  # datetime.utcnow() columns

    if thought:
        text, plan = _split_thought(_thought_text(action))
        additional_output = {
            "thoughts": {
                "observations": "",
                "text": text,
                "reasoning": "",
                "self_criticism": "",
                "plan": plan,
                "speak": "",
            },
            "use_tool": None,
        }
        output = observation
    else:
        name, args = _parse_command(action)
        additional_output = {
            "use_tool": {"name": name, "arguments": args},
        }
        # agent_protocol_server: f"`{last_proposal.use_tool}` returned:" + sep + result
        call = f"{name}({_fmt_kwargs(args)})"
        sep = "\n\n" if "\n" in observation else " "
        output = f"`{call}` returned:{sep}{observation}"

    step = {
        "name": "",
        "input": "",
        "additional_input": {},
        "created_at": naive(start),
        "modified_at": naive(end),
        "task_id": task_id,
        "step_id": step_id,
        "status": "completed",
        # "output" -> observation
        "additional_output": additional_output,
        "artifacts": [],
        "is_last": False,
    }
    return {"agent": AP_AGENT_NAME, "action": json.dumps(step, ensure_ascii=False), "observation": output}


# --------------------------------------------------------------------------- 2. W&B Weave

WEAVE_AGENT_NAME = "AlfworldAgent"
WEAVE_ENTITY, WEAVE_PROJECT = "alfworld-team", "alfworld-react"
_WEAVE_ATTRS = {
    "weave": {
        "client_version": "0.51.8",
        "source": "python-sdk",
        "os_name": "Linux",
        "os_version": "#1 SMP PREEMPT_DYNAMIC",
        "os_release": "6.5.0-1025-gcp",
        "sys_version": "3.11.9 (main, Apr  6 2024, 17:59:24) [GCC 11.4.0]",
    }
}


def _weave_digest(*parts: object) -> str:
    raw = hashlib.sha256(_h("digest", *parts).encode()).digest()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _uuid7(ms: int, *parts: object) -> str:
    rnd = int(_h("uuid7", *parts)[:20], 16)  # 80 random-ish bits
    val = (ms & ((1 << 48) - 1)) << 80
    val |= 0x7 << 76
    val |= ((rnd >> 68) & 0xFFF) << 64
    val |= 0b10 << 62
    val |= rnd & ((1 << 62) - 1)
    return str(uuid.UUID(int=val))


def _zulu(t: _dt.datetime) -> str:
    return t.astimezone(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def weave(agent: str, action: str, observation: str, n: int) -> dict:
    project_id = f"{WEAVE_ENTITY}/{WEAVE_PROJECT}"
    base = f"weave:///{project_id}"
    root_ms = int(_BASE_TIME.timestamp() * 1000) - 850
    trace_id = _uuid7(root_ms, "trace", agent)
    parent_id = _uuid7(root_ms, "root", agent)  # AlfworldAgent.run
    thought = _is_thought(action)
    start, end, dur = _step_times(n, action, thought)
    call_id = _uuid7(int(start.timestamp() * 1000), "call", agent, n, action)

    if thought:
        op = "openai.chat.completions.create"
        completion = action.strip()  # the ReAct completion as the model produced it
        prompt_toks = 1180 + 64 * n
        compl_toks = _tokens(completion)
        inputs = {
            "model": "gpt-4o",
            "messages": [{"role": "system", "content": SYSTEM_PROMPT}],
            "temperature": 0.0,
            "max_tokens": 256,
            "stop": ["\n"],
        }
        output = {
            "id": "chatcmpl-"
            + base64.b64encode(bytes.fromhex(_h("cmpl", n, action)[:44]))
            .decode()[:29]
            .replace("+", "A")
            .replace("/", "b"),
            "choices": [
                {
                    "finish_reason": "stop",
                    "index": 0,
                    "logprobs": None,
                    "message": {
                        "content": completion,
                        "refusal": None,
                        "role": "assistant",
                        "audio": None,
                        "function_call": None,
                        "tool_calls": None,
                    },
                }
            ],
            "created": int(start.timestamp()),
            "model": MODEL,
            "object": "chat.completion",
            "service_tier": None,
            "system_fingerprint": "fp_" + _h("fp")[:10],
            "usage": {
                "completion_tokens": compl_toks,
                "prompt_tokens": prompt_toks,
                "total_tokens": prompt_toks + compl_toks,
                "completion_tokens_details": {"audio_tokens": 0, "reasoning_tokens": 0},
                "prompt_tokens_details": {"audio_tokens": 0, "cached_tokens": 1024},
            },
        }
        summary = {
            "usage": {
                MODEL: {
                    "requests": 1,
                    "completion_tokens": compl_toks,
                    "prompt_tokens": prompt_toks,
                    "total_tokens": prompt_toks + compl_toks,
                }
            },
            "weave": {"status": "success", "trace_name": op, "latency_ms": dur},
        }
        observation_out = observation
    else:
        op = "AlfworldEnv.step"
        inputs = {
            "self": f"{base}/object/AlfworldEnv:{_weave_digest('env')}",
            "action": action,
        }
        output = None  # moved to observation
        summary = {"weave": {"status": "success", "trace_name": op, "latency_ms": dur}}
        observation_out = observation

    call = {
        "id": call_id,
        "project_id": project_id,
        "op_name": f"{base}/op/{op}:{_weave_digest('op', op)}",
        "display_name": None,
        "trace_id": trace_id,
        "parent_id": parent_id,
        "started_at": _zulu(start),
        "attributes": _WEAVE_ATTRS,
        "inputs": inputs,
        "ended_at": _zulu(end),
        "exception": None,
    }
    if output is not None:
        call["output"] = output
    call.update(
        {
            "summary": summary,
            "wb_user_id": "VXNlcjozOTk0NTE=",
            "wb_run_id": None,
            "deleted_at": None,
        }
    )
    return {"agent": WEAVE_AGENT_NAME, "action": json.dumps(call, ensure_ascii=False), "observation": observation_out}


# --------------------------------------------------------------------------- 3. Arize Phoenix

PHOENIX_AGENT_NAME = "alfworld_agent"


def _iso_utc(t: _dt.datetime) -> str:
    return t.astimezone(_dt.UTC).isoformat()


def _global_id(type_name: str, rowid: int) -> str:
    return base64.b64encode(f"{type_name}:{rowid}".encode()).decode()


def phoenix(agent: str, action: str, observation: str, n: int) -> dict:
    trace_id = _h("otel-trace", agent)[:32]
    parent_span_id = _h("otel-root", agent)[:16]  # CHAIN span "alfworld_agent"
    span_id = _h("otel-span", agent, n, action)[:16]
    rowid = 4200 + 2 * n + 1
    thought = _is_thought(action)
    start, end, _ = _step_times(n, action, thought)

    if thought:
        text = _thought_text(action)
        prompt_toks = 1180 + 64 * n
        compl_toks = _tokens(action)
        invocation = {"model": "gpt-4o", "temperature": 0.0, "max_tokens": 256, "stop": ["\n"]}
        request = {"messages": [{"role": "system", "content": SYSTEM_PROMPT}], **invocation}
        response = {
            "id": "chatcmpl-" + _h("cmpl", n, action)[:24],
            "object": "chat.completion",
            "created": int(start.timestamp()),
            "model": MODEL,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": text, "refusal": None},
                    "finish_reason": "stop",
                }
            ],
            "usage": {
                "prompt_tokens": prompt_toks,
                "completion_tokens": compl_toks,
                "total_tokens": prompt_toks + compl_toks,
            },
        }
        name, kind = "ChatCompletion", "LLM"
        attributes = {
            "openinference.span.kind": "LLM",
            "llm.provider": "openai",
            "llm.system": "openai",
            "llm.model_name": MODEL,
            "llm.invocation_parameters": json.dumps(invocation),
            "input.value": json.dumps(request),
            "input.mime_type": "application/json",
            "llm.input_messages": [{"message.role": "system", "message.content": SYSTEM_PROMPT}],
            "output.value": json.dumps(response),
            "output.mime_type": "application/json",
            "llm.output_messages": [{"message.role": "assistant", "message.content": text}],
            "llm.token_count.prompt": prompt_toks,
            "llm.token_count.completion": compl_toks,
            "llm.token_count.total": prompt_toks + compl_toks,
        }
        observation_out = observation
    else:
        tool, args = _parse_command(action)
        name, kind = tool, "TOOL"
        attributes = {
            "openinference.span.kind": "TOOL",
            "tool.name": tool,
            "tool.description": _TOOL_DESCRIPTIONS[tool],
            "tool.parameters": json.dumps(args),
            "input.value": json.dumps(args),
            "input.mime_type": "application/json",
            # "output.value" -> observation
            "output.mime_type": "text/plain",
        }
        observation_out = observation

    span = {
        "id": _global_id("Span", rowid),
        "name": name,
        "context": {"trace_id": trace_id, "span_id": span_id},
        "span_kind": kind,
        "parent_id": parent_span_id,
        "start_time": _iso_utc(start),
        "end_time": _iso_utc(end),
        "status_code": "OK",
        "status_message": "",
        "attributes": attributes,
        "events": [],
    }
    return {"agent": PHOENIX_AGENT_NAME, "action": json.dumps(span, ensure_ascii=False), "observation": observation_out}


# --------------------------------------------------------------------------- registry

FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "agent_protocol": agent_protocol,
    "weave": weave,
    "phoenix": phoenix,
}
