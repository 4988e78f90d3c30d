"""Re-log ALFWorld steps in the style of three other frameworks / log styles.

Each formatter: fn(agent, action, observation, n) -> {"agent", "action", "observation"}
  * action      = what that framework printed / stored for the acting message
  * observation = what it printed / stored for the tool's (environment's) result
All output is deterministic (ids and timestamps are derived from the inputs).
"""

import datetime
import json
import textwrap
import uuid
import zlib
from collections.abc import Callable

THINK_PREFIX = "think:"


def _split(action: str):
    """-> (is_thought, text)"""
    a = action.strip()
    if a.lower().startswith(THINK_PREFIX):
        return True, a[len(THINK_PREFIX) :].strip()
    return False, a


def _lines(text: str):
    """nbformat stores multi-line strings as a list of lines, keeping the '\\n'."""
    return text.splitlines(True) or [""]


# --------------------------------------------------------------------------
# 1. Jupyter notebook (.ipynb, nbformat 4): cell "source" and "outputs"
# --------------------------------------------------------------------------
NB_AGENT = "agent"  # the notebook's agent object, driven cell by cell


def jupyter_notebook(agent: str, action: str, observation: str, n: int) -> dict:
    thought, text = _split(action)
    count = n + 1  # In [n+1]
    if thought:
        source = [f"{NB_AGENT}.think({json.dumps(text, ensure_ascii=False)})"]
        outputs = [
            {
                "data": {"text/plain": _lines(repr(observation))},
                "execution_count": count,
                "metadata": {},
                "output_type": "execute_result",
            }
        ]
    else:
        source = [
            f"obs = env.step({json.dumps(text, ensure_ascii=False)})\n",
            "print(obs)",
        ]
        outputs = [
            {
                "name": "stdout",
                "output_type": "stream",
                "text": _lines(observation + "\n"),
            }
        ]
    return {
        "agent": NB_AGENT,
        "action": json.dumps(source, ensure_ascii=False),
        "observation": json.dumps(outputs, ensure_ascii=False, sort_keys=True),
    }


# --------------------------------------------------------------------------
# 2. Google A2A protocol: streamed TaskStatusUpdateEvent / TaskArtifactUpdateEvent
#    (a2a-python model_dump_json(by_alias=True, exclude_none=True): camelCase,
#    fields in the generated-model order, compact JSON). The remote agent is an
#    ADK agent exposed over A2A, so thoughts carry metadata {"adk_thought": true}
#    and tool calls / results are DataParts typed by "adk_type".
# --------------------------------------------------------------------------
A2A_AGENT = "alfworld_agent"
A2A_TOOL = "alfworld_step"
_NS = uuid.uuid5(uuid.NAMESPACE_URL, "a2a://alfworld_agent")
A2A_CONTEXT_ID = str(uuid.uuid5(_NS, "context"))
A2A_TASK_ID = str(uuid.uuid5(_NS, "task"))
A2A_INVOCATION_ID = "e-" + str(uuid.uuid5(_NS, "invocation"))
_T0 = datetime.datetime(2025, 6, 3, 14, 7, 12, tzinfo=datetime.UTC)


def _uid(*parts) -> str:
    return str(uuid.uuid5(_NS, "|".join(str(p) for p in parts)))


def _ts(n: int, salt: str, extra_ms: int = 0) -> str:
    micro = zlib.crc32(salt.encode("utf-8")) % 1_000_000
    t = _T0 + datetime.timedelta(seconds=4 * n, milliseconds=extra_ms, microseconds=micro)
    return t.isoformat()


def _dumps_compact(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def _adk_event_metadata(event_id: str) -> dict:
    return {
        "adk_app_name": A2A_AGENT,
        "adk_user_id": f"A2A_USER_{A2A_CONTEXT_ID}",
        "adk_session_id": A2A_CONTEXT_ID,
        "adk_invocation_id": A2A_INVOCATION_ID,
        "adk_author": A2A_AGENT,
        "adk_event_id": event_id,
    }


def a2a_protocol(agent: str, action: str, observation: str, n: int) -> dict:
    thought, text = _split(action)
    call_id = "adk-" + _uid("call", n, text)
    if thought:
        part = {"kind": "text", "metadata": {"adk_thought": True}, "text": text}
    else:
        part = {
            "data": {"id": call_id, "args": {"action": text}, "name": A2A_TOOL},
            "kind": "data",
            "metadata": {"adk_type": "function_call"},
        }
    status_event = {
        "contextId": A2A_CONTEXT_ID,
        "final": False,
        "kind": "status-update",
        "metadata": _adk_event_metadata(_uid("event", n, "act")),
        "status": {
            "message": {
                "kind": "message",
                "messageId": _uid("message", n, action),
                "parts": [part],
                "role": "agent",
            },
            "state": "working",
            "timestamp": _ts(n, action),
        },
        "taskId": A2A_TASK_ID,
    }
    if thought:
        obs_part = {"kind": "text", "text": observation}
    else:
        obs_part = {
            "data": {"id": call_id, "name": A2A_TOOL, "response": {"result": observation}},
            "kind": "data",
            "metadata": {"adk_type": "function_response"},
        }
    artifact_event = {
        "append": False,
        "artifact": {
            "artifactId": _uid("artifact", n, observation),
            "name": "observation",
            "parts": [obs_part],
        },
        "contextId": A2A_CONTEXT_ID,
        "kind": "artifact-update",
        "lastChunk": True,
        "metadata": _adk_event_metadata(_uid("event", n, "obs")),
        "taskId": A2A_TASK_ID,
    }
    return {
        "agent": A2A_AGENT,
        "action": _dumps_compact(status_event),
        "observation": _dumps_compact(artifact_event),
    }


# --------------------------------------------------------------------------
# 3. Langroid: Task log file logs/<task>.log (Task.log_message rendered by rich,
#    colour codes stripped). The LLM responder emits plain text (reasoning) or a
#    JSON ToolMessage {"request": ...}; the Agent responder returns the handler's
#    result (or "OK." from handle_message_fallback for non-tool messages).
#    Valid responses are logged with mark "*". str(Entity.X) -> "Entity.X".
# --------------------------------------------------------------------------
LR_AGENT = "ALFWorldAgent"  # ChatAgentConfig(name=...), Task name defaults to it
LR_TOOL = "alfworld_action"  # ToolMessage.request
_RICH_WIDTH = 200  # RichFileLogger: Console(file=f, force_terminal=True, width=200)


def _langroid_line(responder: str, sender: str, tool: str, content: str, mark: bool = True) -> str:
    mark_str = "*" if mark else " "
    task_name = LR_AGENT
    resp_str = f" {responder} "  # "[white] {resp} [/white]"
    tool_type = ("TOOL" if tool else "").rjust(6)
    tool_name = tool.rjust(10)
    tool_str = f"{tool_type}({tool_name})"  # tool_name is never "" after rjust
    sender_s = sender.rjust(10)
    sender_name = LR_AGENT.rjust(10)
    recipient = "=>" + "".rjust(10)
    block = "X " + "".rjust(10)
    line = f"{mark_str}({task_name}) {resp_str} {sender_s}({sender_name}) ({recipient}) ({block}) {tool_str} {content}"
    # rich's Console soft-wraps at its width
    out = []
    for raw in line.split("\n"):
        out.extend(textwrap.wrap(raw, width=_RICH_WIDTH, break_on_hyphens=False, replace_whitespace=False) or [""])
    return "\n".join(out)


def langroid(agent: str, action: str, observation: str, n: int) -> dict:
    thought, text = _split(action)
    if thought:
        llm_line = _langroid_line("Entity.LLM", "Entity.LLM", "", text)
    else:
        tool_json = json.dumps({"request": LR_TOOL, "action": text}, ensure_ascii=False)
        llm_line = _langroid_line("Entity.LLM", "Entity.LLM", LR_TOOL, tool_json)
    agent_line = _langroid_line("Entity.AGENT", "Entity.AGENT", "", observation)
    return {"agent": LR_AGENT, "action": llm_line, "observation": agent_line}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "jupyter_notebook": jupyter_notebook,
    "a2a_protocol": a2a_protocol,
    "langroid": langroid,
}
