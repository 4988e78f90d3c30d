"""Re-render ALFWorld steps as three other teams' converted logs would hold them.

Formats:
  taskweaver   - Microsoft TaskWeaver Post records (Post.to_dict() / Attachment.to_dict()),
                 Planner posts for reasoning, CodeInterpreter posts (plugin call in Python) for commands.
  ag2_groupchat - AG2 GroupChat console output (GroupChatRunChatEvent, TextEvent, ToolCallEvent,
                 ExecuteFunctionEvent, ExecutedFunctionEvent, ToolResponseEvent prints).
  jsonl_events - a home-grown agent loop's JSON Lines event log (ts / type / payload).

Everything is derived deterministically from (agent, action, observation, n).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

_BASE_TIME = datetime(2024, 6, 3, 10, 15, 0, tzinfo=UTC)
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def _h(*parts) -> str:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).hexdigest()


def _alnum(seed: str, length: int) -> str:
    digest = hashlib.sha256(seed.encode("utf-8")).digest()
    while len(digest) < length:
        digest += hashlib.sha256(digest).digest()
    return "".join(_ALNUM[b % len(_ALNUM)] for b in digest[:length])


def _split(action: str):
    """Return (is_thought, text)."""
    a = action.strip()
    if a.lower().startswith("think:"):
        return True, a[len("think:") :].strip()
    return False, a


def _step_time(n: int, key: str) -> datetime:
    # a few seconds per step, plus a deterministic sub-second jitter
    jitter_ms = int(_h("t", key, n)[:6], 16) % 1000
    return _BASE_TIME + timedelta(seconds=6 * n + 2, milliseconds=jitter_ms)


# --------------------------------------------------------------------------------------
# 1. Microsoft TaskWeaver
# --------------------------------------------------------------------------------------
def _tw_create_id(n: int, salt: str, offset_s: int = 0) -> str:
    # taskweaver.utils.create_id(): "%Y%m%d-%H%M%S" + "-" + secrets.token_hex(4)
    t = _BASE_TIME + timedelta(seconds=6 * n + offset_s)
    return t.strftime("%Y%m%d-%H%M%S") + "-" + _h("tw", salt, n)[:8]


def _tw_attachment(n: int, salt: str, type_: str, content, extra=None, offset_s: int = 0) -> dict:
    return {
        "id": "atta-" + _tw_create_id(n, salt + "|" + type_, offset_s),
        "type": type_,
        "content": content,
        "extra": extra,
    }


def taskweaver(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        # Planner reasoning -> Planner post addressed to the CodeInterpreter
        post = {
            "id": "post-" + _tw_create_id(n, "planner|" + text),
            "message": text,
            "send_from": "Planner",
            "send_to": "CodeInterpreter",
            "attachment_list": [
                _tw_attachment(n, text, "plan_reasoning", text),
                _tw_attachment(n, text, "stop", "InProcess"),
            ],
        }
        return {
            "agent": "Planner",
            "action": json.dumps(post, ensure_ascii=False),
            "observation": observation,
        }

    # Command -> CodeInterpreter post whose generated code calls the ALFWorld plugin
    code = f"obs = alfworld_step(action={json.dumps(text)})\nobs"
    post = {
        "id": "post-" + _tw_create_id(n, "ci|" + text, 1),
        "message": "",
        "send_from": "CodeInterpreter",
        "send_to": "Planner",
        "attachment_list": [
            _tw_attachment(
                n,
                text,
                "thought",
                f'I will call the plugin function alfworld_step to perform the action "{text}" '
                f"in the environment and return the observation.",
                offset_s=1,
            ),
            _tw_attachment(n, text, "reply_type", "python", offset_s=1),
            _tw_attachment(n, text, "reply_content", code, offset_s=1),
            _tw_attachment(n, text, "verification", "NONE", offset_s=1),
            _tw_attachment(n, text, "code_error", "No code verification is performed.", offset_s=1),
        ],
    }
    # CodeExecutor.format_code_output(with_code=False): the last expression is a str,
    # so the Jupyter text/plain output is its repr.
    exec_result = (
        "The execution of the generated python code above has succeeded\n"
        "\n"
        "The result of above Python code after execution is:\n" + repr(observation)
    )
    return {
        "agent": "CodeInterpreter",
        "action": json.dumps(post, ensure_ascii=False),
        "observation": exec_result,
    }


# --------------------------------------------------------------------------------------
# 2. AG2 GroupChat (console prints of the events)
# --------------------------------------------------------------------------------------
_AG2_AGENT = "alfworld_agent"
_AG2_EXECUTOR = "executor"
_AG2_MANAGER = "chat_manager"
_AG2_TOOL = "execute_action"


class _Printer:
    def __init__(self):
        self.buf: list[str] = []

    def __call__(self, *args, sep: str = " ", end: str = "\n", flush: bool = False):
        self.buf.append(sep.join(str(a) for a in args) + end)

    def text(self) -> str:
        return "".join(self.buf).strip("\n")


def _ag2_call_id(n: int, text: str) -> str:
    return "call_" + _alnum(f"ag2|{n}|{text}", 24)


def ag2_groupchat(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    p = _Printer()
    # GroupChatRunChatEvent
    p(f"\nNext speaker: {_AG2_AGENT}\n")
    # BasePrintReceivedEvent header
    p(f"{_AG2_AGENT} (to {_AG2_MANAGER}):\n")
    if is_thought:
        # TextEvent
        p(text)
        p("\n", "-" * 80, sep="")
        return {"agent": _AG2_AGENT, "action": p.text(), "observation": observation}

    # ToolCallEvent
    call_id = _ag2_call_id(n, text)
    arguments = json.dumps({"action": text}, separators=(",", ":"), ensure_ascii=False)
    func_print = f"***** Suggested tool call ({call_id}): {_AG2_TOOL} *****"
    p(func_print)
    p("Arguments: \n", arguments, sep="")
    p("*" * len(func_print))
    p("\n", "-" * 80, sep="")

    o = _Printer()
    o(f"\nNext speaker: {_AG2_EXECUTOR}\n")
    args_repr = repr({"action": text})
    # ExecuteFunctionEvent / ExecutedFunctionEvent
    o(f"\n>>>>>>>> EXECUTING FUNCTION {_AG2_TOOL}...\nCall ID: {call_id}\nInput arguments: {args_repr}")
    o(
        f"\n>>>>>>>> EXECUTED FUNCTION {_AG2_TOOL}...\nCall ID: {call_id}\nInput arguments: {args_repr}\n"
        f"Output:\n{observation}"
    )
    # ToolResponseEvent
    o(f"{_AG2_EXECUTOR} (to {_AG2_MANAGER}):\n")
    tool_print = f"***** Response from calling tool ({call_id}) *****"
    o(tool_print)
    o(observation)
    o("*" * len(tool_print))
    o("\n", "-" * 80, sep="")
    return {"agent": _AG2_AGENT, "action": p.text(), "observation": o.text()}


# --------------------------------------------------------------------------------------
# 3. Home-grown agent loop, JSON Lines event log
# --------------------------------------------------------------------------------------
_JL_AGENT = "alfworld-agent"
_JL_MODEL = "gpt-4o-2024-08-06"


def _jl_line(event: dict) -> str:
    return json.dumps(event, ensure_ascii=False)


def jsonl_events(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    t0 = _step_time(n, text)
    if is_thought:
        ev = {
            "ts": t0.isoformat(),
            "type": "llm_response",
            "agent": _JL_AGENT,
            "step": n,
            "payload": {
                "model": _JL_MODEL,
                "role": "assistant",
                "content": text,
                "tool_calls": [],
                "finish_reason": "stop",
            },
        }
        return {"agent": _JL_AGENT, "action": _jl_line(ev), "observation": observation}

    call_id = f"tc_{n:03d}_{_h('jl', n, text)[:8]}"
    duration_ms = 40 + int(_h("dur", n, text)[:4], 16) % 260
    call = {
        "ts": t0.isoformat(),
        "type": "tool_call",
        "agent": _JL_AGENT,
        "step": n,
        "payload": {"call_id": call_id, "tool": "env.step", "args": {"command": text}},
    }
    result = {
        "ts": (t0 + timedelta(milliseconds=duration_ms)).isoformat(),
        "type": "tool_result",
        "agent": _JL_AGENT,
        "step": n,
        "payload": {
            "call_id": call_id,
            "tool": "env.step",
            "ok": True,
            "output": observation,
            "duration_ms": duration_ms,
        },
    }
    return {"agent": _JL_AGENT, "action": _jl_line(call), "observation": _jl_line(result)}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "taskweaver": taskweaver,
    "ag2_groupchat": ag2_groupchat,
    "jsonl_events": jsonl_events,
}
