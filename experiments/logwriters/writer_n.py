"""Re-log ALFWorld steps as three other agent frameworks would have printed/stored them.

Each function maps one step (agent, action, observation, n) of the example logs
to the {"agent", "action", "observation"} step a team using that framework would
have obtained by dumping its own log records with the least effort.
"""

import hashlib
import json
import uuid
from collections.abc import Callable

THINK = "think:"


def _is_thought(action: str) -> bool:
    return action.strip().lower().startswith(THINK)


def _thought_text(action: str) -> str:
    return action.strip()[len(THINK) :].strip()


# ---------------------------------------------------------------------------
# 1. Google Agent2Agent (A2A) protocol, v0.3 JSON (a2a-sdk pydantic dumps:
#    camelCase aliases, alphabetical field order, exclude_none, compact).
#    Agent messages: thoughts as TextPart, commands as DataPart.
#    Environment results: command -> Artifact in the Task, thought ack -> user Message.
# ---------------------------------------------------------------------------
_A2A_NS = uuid.uuid5(uuid.NAMESPACE_URL, "a2a://alfworld-household-agent")
_A2A_CONTEXT_ID = str(uuid.uuid5(_A2A_NS, "context"))
_A2A_TASK_ID = str(uuid.uuid5(_A2A_NS, "task"))
_A2A_AGENT_NAME = "ALFWorld Household Agent"


def _a2a_id(*parts) -> str:
    return str(uuid.uuid5(_A2A_NS, "|".join(str(p) for p in parts)))


def _a2a_dump(obj: dict) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def a2a(agent: str, action: str, observation: str, n: int) -> dict:
    if _is_thought(action):
        part = {"kind": "text", "text": _thought_text(action)}
    else:
        part = {"data": {"command": action.strip()}, "kind": "data"}
    msg = {
        "contextId": _A2A_CONTEXT_ID,
        "kind": "message",
        "messageId": _a2a_id("msg", n, action),
        "parts": [part],
        "role": "agent",
        "taskId": _A2A_TASK_ID,
    }
    if _is_thought(action):
        # the environment only acknowledges a thought: a plain user-role reply
        obs = {
            "contextId": _A2A_CONTEXT_ID,
            "kind": "message",
            "messageId": _a2a_id("ack", n, observation),
            "parts": [{"kind": "text", "text": observation}],
            "role": "user",
            "taskId": _A2A_TASK_ID,
        }
    else:
        obs = {
            "artifactId": _a2a_id("artifact", n, observation),
            "metadata": {"step": n},
            "name": "observation",
            "parts": [{"kind": "text", "text": observation}],
        }
    return {"agent": _A2A_AGENT_NAME, "action": _a2a_dump(msg), "observation": _a2a_dump(obs)}


# ---------------------------------------------------------------------------
# 2. Langroid: str(ChatDocument) as printed / logged by Task.run():
#    "{sender_entity}[{sender_name}] {=>recipient: }{tool_type}[{tool}]: {content}"
#    The LLM emits a JSON ToolMessage {"request": ..., ...}; the ChatAgent's handler
#    returns the env observation as an Agent-entity ChatDocument.  Non-tool LLM
#    messages are plain-text reasoning, answered by handle_llm_no_tool ("OK.").
# ---------------------------------------------------------------------------
_LR_AGENT = "ALFWorldAgent"
_LR_TOOL = "alfworld_action"


def langroid(agent: str, action: str, observation: str, n: int) -> dict:
    if _is_thought(action):
        llm_line = f"LLM[{_LR_AGENT}] {_thought_text(action)}"
    else:
        tool_json = json.dumps({"request": _LR_TOOL, "command": action.strip()})
        llm_line = f"LLM[{_LR_AGENT}] TOOL[{_LR_TOOL}]: {tool_json}"
    agent_line = f"Agent[{_LR_AGENT}] {observation}"
    return {"agent": _LR_AGENT, "action": llm_line, "observation": agent_line}


# ---------------------------------------------------------------------------
# 3. Jupyter notebook export (nbformat 4.5 JSON, as nbformat writes it:
#    indent=1, sorted keys, source as list of lines).  Reasoning -> markdown
#    cell (no outputs); command -> code cell, outputs (stdout stream) as the
#    observation.  Acting agent: Jupyter AI's persona, Jupyternaut.
# ---------------------------------------------------------------------------
_NB_AGENT = "Jupyternaut"


def _nb_lines(text: str) -> list:
    return text.splitlines(keepends=True)


def _nb_cell_id(n: int, action: str) -> str:
    return hashlib.sha1(f"{n}:{action}".encode()).hexdigest()[:8]


def _nb_dump(obj) -> str:
    return json.dumps(obj, indent=1, sort_keys=True, ensure_ascii=False)


def notebook(agent: str, action: str, observation: str, n: int) -> dict:
    cid = _nb_cell_id(n, action)
    if _is_thought(action):
        cell = {
            "cell_type": "markdown",
            "id": cid,
            "metadata": {},
            "source": _nb_lines(_thought_text(action)),
        }
        return {"agent": _NB_AGENT, "action": _nb_dump(cell), "observation": ""}
    code = f"obs, score, done, info = env.step([{json.dumps(action.strip())}])\nprint(obs[0])"
    cell = {
        "cell_type": "code",
        "execution_count": n + 1,
        "id": cid,
        "metadata": {},
        "source": _nb_lines(code),
    }
    outputs = [{"name": "stdout", "output_type": "stream", "text": _nb_lines(observation + "\n")}]
    return {"agent": _NB_AGENT, "action": _nb_dump(cell), "observation": _nb_dump(outputs)}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "a2a": a2a,
    "langroid": langroid,
    "jupyter_notebook": notebook,
}
