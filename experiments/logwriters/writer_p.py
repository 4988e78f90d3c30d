"""Re-render ALFWorld steps as three other teams' frameworks would have logged them.

Each function maps one step of the example logs (agent, action, observation, n) to
the three-field step that another team's converted log would hold.  Only the
standard library is used and everything is deterministic (ids are derived with
uuid5 / sha1 from the step's own content and index, never random).

1. "a2a"      - Google Agent2Agent protocol, as stored in a Task's `history` by an
                ADK-backed A2A server (a2a-python `model_dump(mode="json",
                by_alias=True, exclude_none=True)`, fields in the SDK's
                alphabetical order).  Reasoning = TextPart flagged
                `{"adk_thought": true}`; commands = DataPart function_call,
                results = DataPart function_response (ADK's part converter shapes).
2. "langroid" - Langroid ChatDocuments as `str(ChatDocument)` prints them
                (`{sender_entity}[{sender_name}] {TOOL[name]: }{content}`), with a
                Langroid-native JSON ToolMessage (`"request": ...`) for commands
                and the agent's handler result for the tool result.
3. "jupyter"  - nbformat v4 notebook export: reasoning as markdown cells, each
                command as a code cell; the cell JSON (as nbformat writes it:
                indent=1, sorted keys, source split into lines) goes to `action`,
                the cell's `outputs` list to `observation`.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Callable

THINK_PREFIX = "think:"


def _split(action: str) -> tuple[bool, str]:
    """(is_thought, text) with the ALFWorld `think:` prefix removed from thoughts."""
    a = action.strip()
    if a.lower().startswith(THINK_PREFIX):
        return True, a[len(THINK_PREFIX) :].strip()
    return False, a


# ---------------------------------------------------------------------------
# 1. Google A2A (Task.history Messages, ADK-style parts)
# ---------------------------------------------------------------------------
_A2A_NS = uuid.UUID("6f1c2b4e-3a5d-4c8e-9b7a-2d4e6f8a0b1c")
A2A_AGENT_NAME = "alfworld_agent"  # ADK LlmAgent name == AgentCard name == adk_author
A2A_TOOL_NAME = "alfworld_step"


def _a2a_id(*parts: object) -> str:
    return str(uuid.uuid5(_A2A_NS, "|".join(str(p) for p in parts)))


def _a2a_message(message_id: str, parts: list[dict]) -> str:
    msg = {
        "kind": "message",
        "messageId": message_id,
        "parts": parts,
        "role": "agent",
    }
    return json.dumps(msg, ensure_ascii=False)


def to_a2a(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        act = _a2a_message(
            _a2a_id("msg", n, action),
            [{"kind": "text", "metadata": {"adk_thought": True}, "text": text}],
        )
        # A thought is not sent anywhere: no message answers it in the history.
        return {"agent": A2A_AGENT_NAME, "action": act, "observation": ""}
    call_id = "adk-" + _a2a_id("call", n, action)
    act = _a2a_message(
        _a2a_id("msg", n, action),
        [
            {
                "data": {"id": call_id, "args": {"action": text}, "name": A2A_TOOL_NAME},
                "kind": "data",
                "metadata": {"adk_type": "function_call"},
            }
        ],
    )
    obs = _a2a_message(
        _a2a_id("msg", n, action, "response"),
        [
            {
                "data": {"id": call_id, "name": A2A_TOOL_NAME, "response": {"result": observation}},
                "kind": "data",
                "metadata": {"adk_type": "function_response"},
            }
        ],
    )
    return {"agent": A2A_AGENT_NAME, "action": act, "observation": obs}


# ---------------------------------------------------------------------------
# 2. Langroid (str(ChatDocument): LLM message / JSON ToolMessage / agent result)
# ---------------------------------------------------------------------------
LANGROID_AGENT_NAME = "ALFWorldAgent"  # ChatAgentConfig(name=...)
LANGROID_TOOL = "alfworld_action"  # ToolMessage.request


def _langroid_str(entity: str, name: str, content: str, tool: str = "") -> str:
    # mirrors ChatDocument.__str__: f"{sender_entity}[{sender_name}] {recipient_str}{tool_str}{content}"
    tool_str = f"TOOL[{tool}]: " if tool else ""
    return f"Entity.{entity}[{name}] {tool_str}{content}"


def to_langroid(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        # plain LLM text (no tool); the agent's handle_message_fallback acknowledges it
        act = _langroid_str("LLM", LANGROID_AGENT_NAME, text)
        obs = _langroid_str("AGENT", LANGROID_AGENT_NAME, observation)
    else:
        tool_json = json.dumps({"request": LANGROID_TOOL, "command": text}, ensure_ascii=False)
        act = _langroid_str("LLM", LANGROID_AGENT_NAME, tool_json, tool=LANGROID_TOOL)
        # the tool handler's return string becomes the AGENT's response ChatDocument
        obs = _langroid_str("AGENT", LANGROID_AGENT_NAME, observation)
    return {"agent": LANGROID_AGENT_NAME, "action": act, "observation": obs}


# ---------------------------------------------------------------------------
# 3. Jupyter notebook export (nbformat 4.5 cells)
# ---------------------------------------------------------------------------
JUPYTER_AGENT_NAME = "Jupyternaut"


def _nb_lines(text: str) -> list[str]:
    # nbformat stores multiline strings as a list of lines, each keeping its "\n"
    return text.splitlines(keepends=True) or [""]


def _nb_id(n: int, action: str) -> str:
    return hashlib.sha1(f"{n}|{action}".encode()).hexdigest()[:8]


def _nb_dump(obj: object) -> str:
    return json.dumps(obj, indent=1, sort_keys=True, ensure_ascii=False)


def to_jupyter(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    cell_id = _nb_id(n, action)
    if is_thought:
        cell = {"cell_type": "markdown", "id": cell_id, "metadata": {}, "source": _nb_lines(text)}
        # markdown cells are not executed and have no outputs
        return {"agent": JUPYTER_AGENT_NAME, "action": _nb_dump(cell), "observation": ""}
    source = f"obs, score, done, info = env.step([{json.dumps(text, ensure_ascii=False)}])\nprint(obs[0])"
    cell = {
        "cell_type": "code",
        "execution_count": n + 1,
        "id": cell_id,
        "metadata": {},
        "source": _nb_lines(source),
    }
    outputs = [
        {
            "name": "stdout",
            "output_type": "stream",
            "text": _nb_lines(observation + "\n"),
        }
    ]
    return {"agent": JUPYTER_AGENT_NAME, "action": _nb_dump(cell), "observation": _nb_dump(outputs)}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "a2a": to_a2a,
    "langroid": to_langroid,
    "jupyter": to_jupyter,
}
