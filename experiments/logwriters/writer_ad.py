"""Re-render ALFWorld steps as three other agent frameworks would have logged them.

Each function maps one step (agent, action, observation, n) of the example logs to the
{"agent", "action", "observation"} step that the other team's least-effort conversion of
its own framework logs would hold.  Everything is derived deterministically from the
inputs (hash-based ids, timestamps computed from the step index).
"""

import base64
import datetime as _dt
import hashlib
import json
from collections.abc import Callable

_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_BASE = _dt.datetime(2025, 9, 12, 10, 15, 0, tzinfo=_dt.UTC)


def _split(action: str):
    """Return (is_thought, text): text is the thought body or the game command."""
    a = action.strip()
    if a.lower().startswith("think:"):
        return True, a[len("think:") :].strip()
    return False, a


def _digest(*parts) -> bytes:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()


def _b62(seed: bytes, length: int) -> str:
    num = int.from_bytes(seed, "big")
    out = []
    for _ in range(length):
        num, r = divmod(num, 62)
        out.append(_B62[r])
    return "".join(out)


def _blob(seed: bytes, nbytes: int) -> bytes:
    buf = b""
    cur = seed
    while len(buf) < nbytes:
        cur = hashlib.sha256(cur).digest()
        buf += cur
    return buf[:nbytes]


def _compact(obj) -> str:
    # serde_json / JSON.stringify style: no spaces, non-ASCII kept as-is
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


# ----------------------------------------------------------------------------------------
# 1. OpenAI Codex CLI: ~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl
#    one RolloutLine per line: {"timestamp", "type":"response_item", "payload": ResponseItem}
#    The game is exposed as an MCP server "alfworld" with tool "act"; Codex names MCP tools
#    "<server>__<tool>" and stores MCP results as the serialized CallToolResult string.
# ----------------------------------------------------------------------------------------
def _codex_ts(n: int, extra_ms: int = 0) -> str:
    t = _BASE + _dt.timedelta(milliseconds=n * 2750 + extra_ms)
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (t.microsecond // 1000)


def _codex_heading(thought: str) -> str:
    low = thought.lower()
    if low.startswith("to solve the task"):
        return "Planning task steps"
    if "found" in low or "i find" in low:
        return "Locating target object"
    if low.startswith("first"):
        return "Deciding where to search"
    if low.startswith("now i"):
        return "Planning next action"
    if "no " in low or "not " in low:
        return "Checking next location"
    return "Reasoning about next step"


def codex_cli(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        seed = _digest("codex-rs", n, text)
        enc = "gAAAAAB" + base64.urlsafe_b64encode(_blob(seed, 240)).decode()
        line = {
            "timestamp": _codex_ts(n),
            "type": "response_item",
            "payload": {
                "type": "reasoning",
                "summary": [{"type": "summary_text", "text": "**%s**\n\n%s" % (_codex_heading(text), text)}],
                "content": None,
                "encrypted_content": enc,
            },
        }
        return {"agent": "codex", "action": _compact(line), "observation": ""}

    call_id = "call_" + _b62(_digest("codex-call", n, text), 24)
    call = {
        "timestamp": _codex_ts(n),
        "type": "response_item",
        "payload": {
            "type": "function_call",
            "name": "alfworld__act",
            "arguments": _compact({"command": text}),
            "call_id": call_id,
        },
    }
    # mcp_types::CallToolResult -> serde_json::to_string (TextContent fields: text, type)
    result = _compact({"content": [{"text": observation, "type": "text"}]})
    out = {
        "timestamp": _codex_ts(n, 412),
        "type": "response_item",
        "payload": {"type": "function_call_output", "call_id": call_id, "output": result},
    }
    return {"agent": "codex", "action": _compact(call), "observation": _compact(out)}


# ----------------------------------------------------------------------------------------
# 2. Cline (VS Code): tasks/<taskId>/api_conversation_history.json
#    Anthropic-style messages; tools are XML blocks inside the assistant text, reasoning
#    is written in <thinking> tags; results come back in the next user message as
#    "[<tool> for '<server>'] Result:" + result text + <environment_details>.
# ----------------------------------------------------------------------------------------
def _cline_env_details(n: int) -> str:
    t = _BASE + _dt.timedelta(seconds=n * 3 + 2)
    hour = t.hour % 12 or 12
    ampm = "AM" if t.hour < 12 else "PM"
    now = "%d/%d/%d, %d:%02d:%02d %s (UTC, UTC+0:00)" % (t.month, t.day, t.year, hour, t.minute, t.second, ampm)
    return (
        "<environment_details>\n# VSCode Visible Files\n(No visible files)\n\n"
        "# VSCode Open Tabs\n(No open tabs)\n\n# Current Time\n"
        + now
        + "\n\n# Current Mode\nACT MODE\n</environment_details>"
    )


def cline(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        msg = {"role": "assistant", "content": [{"type": "text", "text": "<thinking>\n%s\n</thinking>" % text}]}
        return {"agent": "Cline", "action": _compact(msg), "observation": ""}

    args = json.dumps({"command": text}, indent=2, ensure_ascii=False)
    xml = (
        "<use_mcp_tool>\n<server_name>alfworld</server_name>\n<tool_name>act</tool_name>\n"
        "<arguments>\n%s\n</arguments>\n</use_mcp_tool>" % args
    )
    req = {"role": "assistant", "content": [{"type": "text", "text": xml}]}
    res = {
        "role": "user",
        "content": [
            {"type": "text", "text": "[use_mcp_tool for 'alfworld'] Result:"},
            {"type": "text", "text": observation if observation else "(No response)"},
            {"type": "text", "text": _cline_env_details(n)},
        ],
    }
    return {"agent": "Cline", "action": _compact(req), "observation": _compact(res)}


# ----------------------------------------------------------------------------------------
# 3. Block's Goose: ~/.local/share/goose/sessions/<id>.jsonl, one Message per line:
#    {"role", "created", "content": [MessageContent...]} with camelCase content types
#    (thinking / toolRequest / toolResponse); tool calls and results are wrapped as
#    {"status":"success","value":...}; extension tools are named "<extension>__<tool>".
# ----------------------------------------------------------------------------------------
def goose(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    created = int(_BASE.timestamp()) + n * 3
    if is_thought:
        sig = base64.b64encode(_blob(_digest("goose-sig", n, text), 180)).decode()
        msg = {
            "role": "assistant",
            "created": created,
            "content": [{"type": "thinking", "thinking": text, "signature": sig}],
        }
        return {"agent": "goose", "action": _compact(msg), "observation": ""}

    tool_id = "toolu_01" + _b62(_digest("goose-tool", n, text), 22)
    req = {
        "role": "assistant",
        "created": created,
        "content": [
            {
                "type": "toolRequest",
                "id": tool_id,
                "toolCall": {"status": "success", "value": {"name": "alfworld__act", "arguments": {"command": text}}},
            }
        ],
    }
    res = {
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
    return {"agent": "goose", "action": _compact(req), "observation": _compact(res)}


FORMATS: "dict[str, Callable[[str, str, str, int], dict]]" = {
    "codex_cli_rollout": codex_cli,
    "cline_api_conversation_history": cline,
    "goose_session_jsonl": goose,
}
