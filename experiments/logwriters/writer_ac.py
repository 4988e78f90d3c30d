"""Re-render ALFWorld example steps as three other teams' converted logs.

Each entry of FORMATS maps one step (agent, action, observation, n) of the
example logs to the step another team's converted log would hold:

* Dify    - one ``agent_thoughts`` item of an Agent app message, as the
            ``/messages`` API returns it (``observation`` moved out).
* n8n     - one ``intermediateSteps`` item of the AI Agent node's output
            (``returnIntermediateSteps``): ``action`` holds the LangChain
            tool-calling AgentAction, ``observation`` the tool's return.
            Reasoning goes through n8n's Think Tool (node "Think").
* Flowise - one ``agentReasoning`` item of a (sequential-agent) chatflow's
            prediction / chatmessage response, with ``usedTools`` entries.

Everything is deterministic: ids and timestamps are derived from hashes of
the step, never from randomness or the clock.
"""

import hashlib
import json
import uuid
from collections.abc import Callable

# ---------------------------------------------------------------- helpers

_NS = uuid.UUID("6f1c2a9e-3b7d-4e2a-9c1f-5a8b0d4e7f21")
_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _split(action: str):
    """Return ("think", text) for a thought, ("act", command) otherwise."""
    s = action.strip()
    if s.lower().startswith("think:"):
        return "think", s[len("think:") :].strip()
    return "act", s


def _uid(*parts) -> str:
    return str(uuid.uuid5(_NS, "\x1f".join(str(p) for p in parts)))


def _b62(seed: str, length: int) -> str:
    num = int.from_bytes(hashlib.sha256(seed.encode("utf-8")).digest(), "big")
    out = []
    for _ in range(length):
        num, r = divmod(num, 62)
        out.append(_B62[r])
    return "".join(out)


def _js(obj) -> str:
    """JSON.stringify(obj): compact, non-ASCII kept as is."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


# ---------------------------------------------------------------- Dify

DIFY_APP_NAME = "ALFWorld Agent"  # the Agent app's name
DIFY_TOOL = "alfworld_env"  # custom (OpenAPI) tool, operationId
DIFY_TOOL_LABEL = "ALFWorld Env"
DIFY_BASE_TS = 1718262000  # created_at of step 0 (unix seconds)


def dify(agent: str, action: str, observation: str, n: int) -> dict:
    kind, text = _split(action)
    message_id = _uid("dify-message", DIFY_APP_NAME)
    thought = {
        "id": _uid("dify-agent-thought", n, action),
        "chain_id": None,
        "message_id": message_id,
        "position": n + 1,
        "thought": text if kind == "think" else "",
        "tool": DIFY_TOOL if kind == "act" else "",
        "tool_labels": ({DIFY_TOOL: {"en_US": DIFY_TOOL_LABEL, "zh_Hans": DIFY_TOOL_LABEL}} if kind == "act" else {}),
        # fc_agent_runner: json.dumps({tool_name: tool_args}, ensure_ascii=False)
        "tool_input": (json.dumps({DIFY_TOOL: {"command": text}}, ensure_ascii=False) if kind == "act" else ""),
        "created_at": DIFY_BASE_TS + 3 * n,
        "files": [],
    }
    # save_agent_thought: observation={tool_name: tool_response} -> json.dumps
    obs = json.dumps({DIFY_TOOL: observation}, ensure_ascii=False) if kind == "act" else ""
    return {
        "agent": DIFY_APP_NAME,
        "action": json.dumps(thought, ensure_ascii=False),
        "observation": obs,
    }


# ---------------------------------------------------------------- n8n

N8N_AGENT_NODE = "AI Agent"  # default name of the AI Agent node
N8N_THINK_TOOL = "Think"  # Think Tool node (v1.1: node name)
N8N_ENV_TOOL = "ALFWorld_Env"  # workflow tool node "ALFWorld Env"


def n8n(agent: str, action: str, observation: str, n: int) -> dict:
    kind, text = _split(action)
    if kind == "think":
        tool, tool_input = N8N_THINK_TOOL, {"input": text}
        obs = text  # the Think tool echoes its input
    else:
        tool, tool_input = N8N_ENV_TOOL, {"command": text}
        obs = observation
    call_id = "call_" + _b62(f"n8n-call|{n}|{action}", 24)
    ai_message = {
        "lc": 1,
        "type": "constructor",
        "id": ["langchain_core", "messages", "AIMessageChunk"],
        "kwargs": {
            "content": "",
            "additional_kwargs": {},
            "response_metadata": {},
            "tool_calls": [{"name": tool, "args": tool_input, "id": call_id, "type": "tool_call"}],
            "invalid_tool_calls": [],
            "id": "chatcmpl-" + _b62(f"n8n-msg|{n}|{action}", 29),
        },
    }
    agent_action = {
        "tool": tool,
        "toolInput": tool_input,
        "toolCallId": call_id,
        "log": f'Invoking "{tool}" with {_js(tool_input)}\n',
        "messageLog": [ai_message],
    }
    return {
        "agent": N8N_AGENT_NODE,
        "action": _js(agent_action),
        "observation": obs,
    }


# ---------------------------------------------------------------- Flowise

FLOWISE_AGENT_NAME = "Household Agent"  # Sequential Agent node's name
FLOWISE_NODE_NAME = "seqAgent"
FLOWISE_NODE_ID = "seqAgent_0"
FLOWISE_TOOL = "alfworld_env"  # Custom Tool name


def flowise(agent: str, action: str, observation: str, n: int) -> dict:
    kind, text = _split(action)
    if kind == "think":
        messages, used_tools, obs = [text], [], ""
    else:
        used_tools = [
            {
                "tool": FLOWISE_TOOL,
                "toolInput": {"command": text},
                "toolOutput": observation,
            }
        ]
        messages, obs = [], observation
    reasoning = {
        "agentName": FLOWISE_AGENT_NAME,
        "messages": messages,
        "usedTools": used_tools,
        "sourceDocuments": [],
        "artifacts": [],
        "state": {},
        "nodeName": FLOWISE_NODE_NAME,
        "nodeId": FLOWISE_NODE_ID,
    }
    return {
        "agent": FLOWISE_AGENT_NAME,
        "action": _js(reasoning),
        "observation": obs,
    }


FORMATS: "dict[str, Callable[[str, str, str, int], dict]]" = {
    "dify": dify,
    "n8n": n8n,
    "flowise": flowise,
}
