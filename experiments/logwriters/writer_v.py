"""Re-log ALFWorld steps the way three other agent frameworks would have stored them.

Each entry of FORMATS maps fn(agent, action, observation, n) -> {"agent", "action", "observation"}.
Everything is deterministic: ids are derived from a hash of (format, n, action).
"""

import hashlib
import json
from collections.abc import Callable

_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
# alphabet used by shortuuid (Inspect message ids)
_SHORTUUID = "23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _rid(seed: str, length: int, alphabet: str = _B62) -> str:
    """Deterministic pseudo-random id of given length."""
    num = int.from_bytes(hashlib.sha256(seed.encode("utf-8")).digest(), "big")
    out = []
    for _ in range(length):
        num, r = divmod(num, len(alphabet))
        out.append(alphabet[r])
    return "".join(out)


def _split(action: str):
    """Return (is_thought, text)."""
    a = action.strip()
    if a.lower().startswith("think:"):
        return True, a[len("think:") :].strip()
    return False, a


# --------------------------------------------------------------------------
# 1. OpenAI Assistants API (beta threads / runs / run steps)
# --------------------------------------------------------------------------
_ASST_ID = "asst_" + _rid("assistants-alfworld-assistant", 24)
_ASST_NAME = "ALFWorld Assistant"
_ASST_TOOL = "execute_action"


def openai_assistants(agent: str, action: str, observation: str, n: int) -> dict:
    thought, text = _split(action)
    seed = f"oai|{n}|{action}"
    if thought:
        # The assistant's reasoning is a text message: a run step of type
        # message_creation pointing at a thread.message; the converter logs the message.
        msg_id = "msg_" + _rid(seed + "|msg", 24)
        step = {
            "id": "step_" + _rid(seed + "|step", 24),
            "object": "thread.run.step",
            "assistant_id": _ASST_ID,
            "type": "message_creation",
            "status": "completed",
            "step_details": {
                "type": "message_creation",
                "message_creation": {"message_id": msg_id},
            },
            "message": {
                "id": msg_id,
                "object": "thread.message",
                "assistant_id": _ASST_ID,
                "role": "assistant",
                "status": "completed",
                "content": [{"type": "text", "text": {"value": text, "annotations": []}}],
                "attachments": [],
                "metadata": {},
            },
        }
        # the environment's reply comes back as the next user message in the thread
        obs = observation
    else:
        step = {
            "id": "step_" + _rid(seed + "|step", 24),
            "object": "thread.run.step",
            "assistant_id": _ASST_ID,
            "type": "tool_calls",
            "status": "completed",
            "step_details": {
                "type": "tool_calls",
                "tool_calls": [
                    {
                        "id": "call_" + _rid(seed + "|call", 24),
                        "type": "function",
                        "function": {
                            "name": _ASST_TOOL,
                            "arguments": json.dumps({"action": text}),
                            "output": observation,
                        },
                    }
                ],
            },
        }
        obs = observation
    return {"agent": _ASST_NAME, "action": json.dumps(step, ensure_ascii=False), "observation": obs}


# --------------------------------------------------------------------------
# 2. SWE-agent trajectory file (.traj), one entry of "trajectory"
# --------------------------------------------------------------------------
def _exec_time(seed: str) -> float:
    h = int(hashlib.sha256(seed.encode("utf-8")).hexdigest()[:8], 16)
    return round(0.02 + (h % 4000) / 10000.0, 4)


def swe_agent_traj(agent: str, action: str, observation: str, n: int) -> dict:
    thought, text = _split(action)
    if thought:
        entry = {
            "action": "",
            "observation": observation,
            "response": text,
            "thought": text,
            "execution_time": 0.0,
            "state": {},
            "extra_info": {},
        }
    else:
        entry = {
            "action": text,
            "observation": observation,
            "response": f"```\n{text}\n```",
            "thought": "",
            "execution_time": _exec_time(f"swe|{n}|{action}"),
            "state": {},
            "extra_info": {},
        }
    # DefaultAgentConfig.name defaults to "main"
    return {"agent": "main", "action": json.dumps(entry, indent=2, ensure_ascii=False), "observation": observation}


# --------------------------------------------------------------------------
# 3. Inspect AI eval log: sample.messages (ChatMessageAssistant + ChatMessageTool)
# --------------------------------------------------------------------------
_INSPECT_MODEL = "gpt-4o-2024-08-06"
_INSPECT_TOOL = "alfworld_action"


def inspect_ai_log(agent: str, action: str, observation: str, n: int) -> dict:
    thought, text = _split(action)
    seed = f"inspect|{n}|{action}"
    call_id = "call_" + _rid(seed + "|call", 24)
    if thought:
        # built-in inspect_ai.tool.think(): returns "" and has a markdown viewer
        tool_call = {
            "id": call_id,
            "function": "think",
            "arguments": {"thought": text},
            "view": {"format": "markdown", "content": text},
        }
        function, result = "think", ""
    else:
        tool_call = {
            "id": call_id,
            "function": _INSPECT_TOOL,
            "arguments": {"command": text},
        }
        function, result = _INSPECT_TOOL, observation
    assistant = {
        "id": _rid(seed + "|asst", 22, _SHORTUUID),
        "content": "",
        "source": "generate",
        "role": "assistant",
        "tool_calls": [tool_call],
        "model": _INSPECT_MODEL,
    }
    tool_msg = {
        "id": _rid(seed + "|tool", 22, _SHORTUUID),
        "content": result,
        "role": "tool",
        "tool_call_id": call_id,
        "function": function,
    }
    return {
        "agent": "react",
        "action": json.dumps(assistant, indent=2, ensure_ascii=False),
        "observation": json.dumps(tool_msg, indent=2, ensure_ascii=False),
    }


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "openai_assistants_run_steps": openai_assistants,
    "swe_agent_traj": swe_agent_traj,
    "inspect_ai_eval_log": inspect_ai_log,
}
