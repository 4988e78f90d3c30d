"""Re-render ALFWorld steps as three other frameworks would have logged them.

Each entry of FORMATS maps (agent, action, observation, n) -> {"agent", "action", "observation"}.
Everything is deterministic: ids / timestamps are derived from hashes of the step and its index.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from datetime import datetime, timedelta

THINK_PREFIX = "think:"


def _split(action: str) -> tuple[bool, str]:
    """Return (is_thought, text)."""
    a = action.strip()
    if a.lower().startswith(THINK_PREFIX):
        return True, a[len(THINK_PREFIX) :].strip()
    return False, a


def _digest(*parts) -> bytes:
    h = hashlib.sha256()
    for p in parts:
        h.update(str(p).encode("utf-8"))
        h.update(b"\x1f")
    return h.digest()


def _hex(nchars: int, *parts) -> str:
    return _digest(*parts).hex()[:nchars]


_SHORTUUID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _from_alphabet(alphabet: str, length: int, *parts) -> str:
    num = int.from_bytes(_digest(*parts), "big")
    out = []
    for _ in range(length):
        num, r = divmod(num, len(alphabet))
        out.append(alphabet[r])
    return "".join(out)


def _offset_ms(n: int, *parts) -> int:
    """Monotone in n, with a deterministic jitter (milliseconds since run start)."""
    jitter = int.from_bytes(_digest("jitter", n, *parts)[:2], "big") % 1800
    return n * 2600 + jitter


# --------------------------------------------------------------------------------------
# 1. AgentScope (1.x): Msg.to_dict() of the ReActAgent's reasoning / tool-use messages and
#    of the "system" Msg carrying the ToolResultBlock, as json.dumps'ed into memory logs.
# --------------------------------------------------------------------------------------
_AS_AGENT = "Friday"
_AS_TOOL = "execute_alfworld_action"
_AS_T0 = datetime(2025, 9, 18, 10, 42, 13, 527000)


def _as_ts(ms: int) -> str:
    return (_AS_T0 + timedelta(milliseconds=ms)).strftime("%Y-%m-%d %H:%M:%S.%f")[:-3]


def agentscope(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    ms = _offset_ms(n, action)
    if is_thought:
        content = [{"type": "text", "text": text}]
    else:
        call_id = "call_" + _from_alphabet(_ALNUM, 24, "as-call", n, text)
        content = [
            {
                "type": "tool_use",
                "id": call_id,
                "name": _AS_TOOL,
                "input": {"action": text},
            }
        ]
    msg = {
        "id": _from_alphabet(_SHORTUUID_ALPHABET, 22, "as-msg", n, action),
        "name": _AS_AGENT,
        "role": "assistant",
        "content": content,
        "metadata": {},
        "timestamp": _as_ts(ms),
    }
    if is_thought:
        obs = ""  # a pure reasoning Msg: no tool ran, nothing came back
    else:
        res = {
            "id": _from_alphabet(_SHORTUUID_ALPHABET, 22, "as-res", n, action),
            "name": "system",
            "role": "system",
            "content": [
                {
                    "type": "tool_result",
                    "id": content[0]["id"],
                    "name": _AS_TOOL,
                    "output": [{"type": "text", "text": observation}],
                }
            ],
            "metadata": {},
            "timestamp": _as_ts(ms + 37 + (ms % 211)),
        }
        obs = json.dumps(res, ensure_ascii=False)
    return {"agent": _AS_AGENT, "action": json.dumps(msg, ensure_ascii=False), "observation": obs}


# --------------------------------------------------------------------------------------
# 2. Griptape (1.x): StartActionsSubtaskEvent.to_json() for each ActionsSubtask of the
#    Agent's PromptTask (prompt-based "Thought:/Actions:" mode, a custom AlfworldTool with
#    an `execute_command` activity); observation = the FinishActionsSubtaskEvent's
#    task_output (ListArtifact of the tool's TextArtifact), serialized.
# --------------------------------------------------------------------------------------
_GT_AGENT = "Agent"
_GT_TOOL = "AlfworldTool"
_GT_ACTIVITY = "execute_command"
_GT_PROMPT_TASK_ID = _hex(32, "gt-prompt-task")
_GT_T0 = 1758192133.418211


def _gt_subtask_id(n: int) -> str:
    return _hex(32, "gt-subtask", n)


def _gt_text_artifact(value: str, name: str | None, *seed) -> dict:
    aid = _hex(32, "gt-artifact", *seed)
    return {"type": "TextArtifact", "id": aid, "meta": {}, "name": name or aid, "value": value}


def _gt_list_artifact(items: list, *seed) -> dict:
    aid = _hex(32, "gt-list", *seed)
    return {
        "type": "ListArtifact",
        "id": aid,
        "meta": {},
        "name": aid,
        "value": items,
        "item_separator": "\n\n",
        "validate_uniform_types": False,
    }


def griptape(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    sid = _gt_subtask_id(n)
    if is_thought:
        thought = text
        actions = []
    else:
        thought = None
        tag = "call_" + _from_alphabet(_ALNUM, 24, "gt-tag", n, text)
        actions = [
            {
                "tag": tag,
                "name": _GT_TOOL,
                "path": _GT_ACTIVITY,
                "input": {"values": {"command": text}},
            }
        ]
    raw = ([f"Thought: {thought}"] if thought is not None else []) + ["Actions: " + json.dumps(actions, indent=2)]
    event = {
        "type": "StartActionsSubtaskEvent",
        "id": _hex(32, "gt-event-start", n, action),
        "timestamp": round(_GT_T0 + _offset_ms(n, action) / 1000.0, 6),
        "task_id": sid,
        "task_parent_ids": [_gt_subtask_id(n - 1)] if n > 0 else [],
        "task_child_ids": [],
        "task_input": _gt_text_artifact("\n".join(raw), None, "in", n, action),
        "task_output": None,
        "subtask_parent_task_id": _GT_PROMPT_TASK_ID,
        "subtask_thought": thought,
        "subtask_actions": actions,
    }
    if is_thought:
        output = _gt_list_artifact([], "out", n, action)
    else:
        output = _gt_list_artifact(
            [_gt_text_artifact(observation, f"{actions[0]['tag']} output", "res", n, action)],
            "out",
            n,
            action,
        )
    return {"agent": _GT_AGENT, "action": json.dumps(event), "observation": json.dumps(output)}


# --------------------------------------------------------------------------------------
# 3. LangChain classic AgentExecutor(return_intermediate_steps=True) over a ReAct agent
#    (create_react_agent): each intermediate step (AgentAction, observation) as printed;
#    AgentAction's repr drops the default `type` field.  Tools: `alfworld` and `think`.
# --------------------------------------------------------------------------------------
_LC_AGENT = "AgentExecutor"


def _lc_agent_action(tool: str, tool_input: str, log: str) -> str:
    return f"AgentAction(tool={tool!r}, tool_input={tool_input!r}, log={log!r})"


def langchain(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        tool = "think"
        log = f"Thought: {text}\nAction: think\nAction Input: {text}"
    else:
        tool = "alfworld"
        log = f"Action: alfworld\nAction Input: {text}"
    return {
        "agent": _LC_AGENT,
        "action": _lc_agent_action(tool, text, log),
        "observation": observation,
    }


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "agentscope": agentscope,
    "griptape": griptape,
    "langchain_agentexecutor": langchain,
}
