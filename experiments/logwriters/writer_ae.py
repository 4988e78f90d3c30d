"""Re-log ALFWorld steps as three other agent frameworks would have stored them.

Each entry of FORMATS maps one step of the example logs
(agent, action, observation, n) to the step the other team's converted log holds:
    n8n     - one element of the AI Agent node's `intermediateSteps`
              (runData["AI Agent"][0].data.main[0][0].json.intermediateSteps[i]),
              `action` = the step's action object, `observation` = its observation string.
              Game commands go through a "Call n8n Workflow Tool" node named "ALFWorld",
              thoughts through n8n's "Think" tool node (which echoes its input).
    Flowise - the apiMessage of each turn as GET /api/v1/chatmessage/{chatflowid} returns it
              (JSON columns already parsed), from a Sequential-Agents agentflow whose
              seqAgent "ALFWorld Agent" has a return-direct Custom Tool `alfworld_step`;
              `observation` = what the game sent back (the tool output / next user message).
    goose   - lines of a goose session .jsonl file: the assistant message
              (text or toolRequest for extension tool `alfworld__step`) as `action`, the
              following user message (toolResponse, or the harness's text reply) as `observation`.
Only the standard library is used; every id / timestamp is derived from (n, action), so the
same input always gives the same output.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import uuid
from collections.abc import Callable

_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _js(obj) -> str:
    """Compact JSON as JSON.stringify / serde_json::to_string print it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def _digest(*parts) -> bytes:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()


def _b62(seed: bytes, length: int) -> str:
    num = int.from_bytes(seed, "big")
    out = []
    for _ in range(length):
        num, r = divmod(num, 62)
        out.append(_B62[r])
    return "".join(out)


def _uuid(*parts) -> str:
    return str(uuid.UUID(bytes=_digest(*parts)[:16], version=4))


def _split(action: str):
    """('think', text) for a thought, ('act', command) for a game command."""
    a = action.strip()
    if a.lower().startswith("think:"):
        return "think", a[len("think:") :].strip()
    return "act", a


# --------------------------------------------------------------------------- n8n
_N8N_AGENT = "AI Agent"  # default name of the AI Agent node
_N8N_GAME_TOOL = "ALFWorld"  # "Call n8n Workflow Tool" node -> nodeNameToToolName
_N8N_THINK_TOOL = "Think"  # Think Tool node v1.1 (default node name "Think")


def n8n(agent: str, action: str, observation: str, n: int) -> dict:
    kind, text = _split(action)
    call_id = "call_" + _b62(_digest("n8n", n, action), 24)
    if kind == "think":
        tool, args = _N8N_THINK_TOOL, {"input": text}
        items = [{"response": text}]  # ToolThink returns its input
    else:
        tool, args = _N8N_GAME_TOOL, {"command": text}
        items = [{"observation": observation}]  # sub-workflow output items
    engine_input = {**args, "id": call_id}
    log = f"Calling {tool} with input: {_js(engine_input)}"
    tool_call = {"id": call_id, "name": tool, "args": engine_input, "type": "tool_call", "additional_kwargs": {}}
    ai_message = {  # synthetic AIMessage, flattened by serializeIntermediateSteps
        "lc_serializable": True,
        "lc_kwargs": {
            "content": log,
            "tool_calls": [tool_call],
            "invalid_tool_calls": [],
            "additional_kwargs": {},
            "response_metadata": {},
        },
        "lc_namespace": ["langchain_core", "messages"],
        "content": log,
        "additional_kwargs": {},
        "response_metadata": {},
        "tool_calls": [tool_call],
        "invalid_tool_calls": [],
        "type": "ai",
    }
    step_action = {
        "tool": tool,
        "toolInput": args,
        "log": log,
        "messageLog": [ai_message],
        "toolCallId": call_id,
        "type": "tool_call",
    }
    return {"agent": _N8N_AGENT, "action": _js(step_action), "observation": _js(items)}


# ----------------------------------------------------------------------- Flowise
_FW_AGENT = "ALFWorld Agent"  # label of the seqAgent node
_FW_CHATFLOW = "6f1d2c1e-7b7a-4a53-9d1e-3c2b8f0a9e41"
_FW_CHAT = "b3c0e7d2-52a4-4f0e-8d61-0a9f4e6c2d17"
_FW_T0 = _dt.datetime(2025, 3, 14, 9, 26, 53, tzinfo=_dt.UTC)


def flowise(agent: str, action: str, observation: str, n: int) -> dict:
    kind, text = _split(action)
    if kind == "think":
        used_tools: list = []
        content = text
    else:
        used_tools = [{"tool": "alfworld_step", "toolInput": {"command": text}, "toolOutput": observation}]
        content = observation  # Custom Tool with "Return Direct"
    reasoning = {
        "agentName": _FW_AGENT,
        "messages": [content],
        "usedTools": used_tools,
        "sourceDocuments": [],
        "artifacts": [],
        "state": {},
        "nodeName": "seqAgent",
        "nodeId": "seqAgent_0",
    }
    created = _FW_T0 + _dt.timedelta(seconds=4 * n + 3, milliseconds=(n * 137) % 1000)
    message = {
        "id": _uuid("flowise", n, action),
        "role": "apiMessage",
        "chatflowid": _FW_CHATFLOW,
        "content": content,
        "sourceDocuments": None,
        "usedTools": used_tools or None,
        "fileAnnotations": None,
        "agentReasoning": [reasoning],
        "fileUploads": None,
        "artifacts": None,
        "action": None,
        "chatType": "EXTERNAL",
        "chatId": _FW_CHAT,
        "memoryType": None,
        "sessionId": _FW_CHAT,
        "createdDate": created.strftime("%Y-%m-%dT%H:%M:%S.") + f"{created.microsecond // 1000:03d}Z",
        "leadEmail": None,
        "followUpPrompts": None,
    }
    return {"agent": _FW_AGENT, "action": _js(message), "observation": observation}


# ------------------------------------------------------------------------- goose
_GOOSE_T0 = 1747178328


def goose(agent: str, action: str, observation: str, n: int) -> dict:
    kind, text = _split(action)
    created = _GOOSE_T0 + 5 * n
    if kind == "think":
        request = {"role": "assistant", "created": created, "content": [{"type": "text", "text": text}]}
        reply = {"role": "user", "created": created + 1, "content": [{"type": "text", "text": observation}]}
    else:
        tool_id = "toolu_01" + _b62(_digest("goose", n, action), 22)
        request = {
            "role": "assistant",
            "created": created,
            "content": [
                {
                    "type": "toolRequest",
                    "id": tool_id,
                    "toolCall": {
                        "status": "success",
                        "value": {"name": "alfworld__step", "arguments": {"action": text}},
                    },
                }
            ],
        }
        reply = {
            "role": "user",
            "created": created + 1,
            "content": [
                {
                    "type": "toolResponse",
                    "id": tool_id,
                    "toolResult": {"status": "success", "value": [{"type": "text", "text": observation}]},
                }
            ],
        }
    return {"agent": "goose", "action": _js(request), "observation": _js(reply)}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "n8n": n8n,
    "flowise": flowise,
    "goose": goose,
}
