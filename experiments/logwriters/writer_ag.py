"""Re-render ALFWorld steps as three other frameworks would have logged them.

FORMATS maps a framework/log-style name to fn(agent, action, observation, n) -> step dict
with the same three fields ("agent", "action", "observation").  Everything is
deterministic: ids, timestamps and token counts are derived from hashes of the step
content and its index, never from randomness or the clock.

1. cline_api_history      -- Cline (VS Code) task file api_conversation_history.json:
                             Anthropic MessageParam objects, assistant text holding Cline's
                             XML tool use (<use_mcp_tool> for an "alfworld" MCP server) or a
                             <thinking> block, user messages carrying the tool result (or
                             Cline's "[ERROR] You did not use a tool" nudge) plus
                             <environment_details>.
2. flowise_agentflow_v2   -- Flowise Agentflow V2 execution data (GET /api/v1/executions/:id,
                             executionData entries: {nodeId, nodeLabel, data:{id, name,
                             output, state}, previousNodeIds, status}); the Agent node is
                             looped by a Loop node, tool results are IUsedTool objects.
3. claude_code_stream_json -- `claude -p --output-format stream-json --verbose` (or the
                             Claude Agent SDK) lines: system/init, assistant (one content
                             block per line: thinking or tool_use of mcp__alfworld__act),
                             user (tool_result with tool_use_result).
"""

import base64
import datetime
import hashlib
import json
import re
import uuid
from collections.abc import Callable

_THINK_RE = re.compile(r"^\s*think\s*:\s*", re.IGNORECASE)
_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


# ----------------------------------------------------------------------------- helpers
def _split(action: str):
    """Return (is_thought, text) where text is the thought without 'think:' or the command."""
    m = _THINK_RE.match(action)
    if m:
        return True, action[m.end() :].strip()
    return False, action.strip()


def _digest(*parts) -> bytes:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()


def _num(*parts) -> int:
    return int.from_bytes(_digest(*parts)[:8], "big")


def _b62(length: int, *parts) -> str:
    n = int.from_bytes(_digest(*parts) + _digest("more", *parts), "big")
    out = []
    for _ in range(length):
        n, r = divmod(n, 62)
        out.append(_B62[r])
    return "".join(out)


def _uuid(*parts) -> str:
    return str(uuid.UUID(bytes=_digest(*parts)[:16], version=4))


def _js(obj) -> str:
    """JSON.stringify(obj) -- compact, non-ASCII kept as is."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def _approx_tokens(text: str) -> int:
    return max(1, (len(text) + 3) // 4)


# ----------------------------------------------------------------------------- 1. Cline
_CLINE_MCP_SERVER = "alfworld"
_CLINE_MCP_TOOL = "execute_action"
_CLINE_MODEL_INFO = {"modelId": "claude-sonnet-4-20250514", "providerId": "anthropic", "mode": "act"}

_CLINE_TOOL_USE_REMINDER = """# Reminder: Instructions for Tool Use

Tool uses are formatted using XML-style tags. The tool name is enclosed in opening and closing tags, and each parameter is similarly enclosed within its own set of tags. Here's the structure:

<tool_name>
<parameter1_name>value1</parameter1_name>
<parameter2_name>value2</parameter2_name>
...
</tool_name>

For example:

<attempt_completion>
<result>
I have completed the task...
</result>
</attempt_completion>

Always adhere to this format for all tool uses to ensure proper parsing and execution."""

_CLINE_NO_TOOLS_USED = (
    "[ERROR] You did not use a tool in your previous response! Please retry with a tool use.\n\n"
    + _CLINE_TOOL_USE_REMINDER
    + "\n\n# Next Steps\n\n"
    "If you have completed the user's task, use the attempt_completion tool.\n"
    "If you require additional information from the user, use the ask_followup_question tool.\n"
    "Otherwise, if you have not completed the task and do not need additional information, "
    "then proceed with the next step of the task.\n"
    "(This is an automated message, so do not respond to it conversationally.)"
)


def _cline_environment_details(n: int) -> str:
    # Intl.DateTimeFormat("en-US", {..., hour12: true}) rendering, as Cline prints it.
    t = datetime.datetime(2025, 6, 14, 15, 42, 7) + datetime.timedelta(seconds=9 * n + 4 + _num("cl-t", n) % 5)
    hour12 = t.hour % 12 or 12
    ampm = "AM" if t.hour < 12 else "PM"
    now = f"{t.month}/{t.day}/{t.year}, {hour12}:{t.minute:02d}:{t.second:02d} {ampm}"
    used = 11873 + 412 * n + _num("cl-tok", n) % 97
    pct = round(used / 200000 * 100)
    details = (
        "# VSCode Visible Files\n(No visible files)\n\n"
        "# VSCode Open Tabs\n(No open tabs)\n\n"
        f"# Current Time\n{now} (America/Los_Angeles, UTC-7:00)\n\n"
        f"# Context Window Usage\n{used:,} / 200K tokens used ({pct}%)\n\n"
        "# Current Mode\nACT MODE"
    )
    return f"<environment_details>\n{details}\n</environment_details>"


def cline_api_history(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    env = {"type": "text", "text": _cline_environment_details(n)}
    if is_thought:
        assistant_text = f"<thinking>\n{text}\n</thinking>"
        user_content = [{"type": "text", "text": _CLINE_NO_TOOLS_USED}, env]
    else:
        args = json.dumps({"action": text}, ensure_ascii=False, indent=2)
        assistant_text = (
            "<use_mcp_tool>\n"
            f"<server_name>{_CLINE_MCP_SERVER}</server_name>\n"
            f"<tool_name>{_CLINE_MCP_TOOL}</tool_name>\n"
            f"<arguments>\n{args}\n</arguments>\n"
            "</use_mcp_tool>"
        )
        user_content = [
            {"type": "text", "text": f"[use_mcp_tool for '{_CLINE_MCP_SERVER}'] Result:"},
            {"type": "text", "text": observation or "(No response)"},
            env,
        ]
    assistant_msg = {
        "role": "assistant",
        "content": [{"type": "text", "text": assistant_text}],
        "modelInfo": dict(_CLINE_MODEL_INFO),
    }
    user_msg = {"role": "user", "content": user_content}
    return {"agent": "Cline", "action": _js(assistant_msg), "observation": _js(user_msg)}


# ----------------------------------------------------------------------------- 2. Flowise
_FW_AGENT_ID = "agentAgentflow_0"
_FW_AGENT_LABEL = "ALFWorld Agent"
_FW_LOOP_ID = "loopAgentflow_0"
_FW_LOOP_LABEL = "Next Step"
_FW_START_ID = "startAgentflow_0"
_FW_TOOL = "alfworld_step"
_FW_MODEL = "gpt-4o-mini-2024-07-18"
_FW_MAX_LOOP = 100
_FW_T0 = 1749908527000  # ms epoch of the execution's first node


def _fw_usage(n: int, out_text: str, finish: str):
    inp = 1187 + 96 * n + _num("fw-in", n) % 41
    out = _approx_tokens(out_text) + 9 + _num("fw-out", n, out_text) % 7
    usage = {
        "input_tokens": inp,
        "output_tokens": out,
        "total_tokens": inp + out,
        "input_token_details": {"audio": 0, "cache_read": 0},
        "output_token_details": {"audio": 0, "reasoning": 0},
        "tool_call_tokens": 0,
    }
    meta = {
        "tokenUsage": {"promptTokens": inp, "completionTokens": out, "totalTokens": inp + out},
        "finish_reason": finish,
        "model_name": _FW_MODEL,
    }
    return usage, meta


def flowise_agentflow_v2(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    start = _FW_T0 + 4100 * n + _num("fw-t", n) % 300
    delta = 640 + _num("fw-d", n, action) % 1500
    previous = [_FW_START_ID] if n == 0 else [_FW_LOOP_ID]

    if is_thought:
        usage, meta = _fw_usage(n, text, "stop")
        output = {
            "content": text,
            "timeMetadata": {"start": start, "end": start + delta, "delta": delta},
            "calledTools": [],
            "usageMetadata": usage,
            "responseMetadata": meta,
        }
        # The Agent node ended with plain text, so the Loop node is what runs next.
        loop_out = "Loop back to " + f"{_FW_AGENT_LABEL} ({_FW_AGENT_ID})"
        obs = {
            "nodeLabel": _FW_LOOP_LABEL,
            "nodeId": _FW_LOOP_ID,
            "data": {
                "id": _FW_LOOP_ID,
                "name": "loopAgentflow",
                "input": {"nodeID": _FW_AGENT_ID, "maxLoopCount": _FW_MAX_LOOP},
                "output": {"content": loop_out, "nodeID": _FW_AGENT_ID, "maxLoopCount": _FW_MAX_LOOP},
                "state": {},
            },
            "previousNodeIds": [_FW_AGENT_ID],
            "status": "FINISHED",
        }
        observation_out = _js(obs)
    else:
        call = {
            "name": _FW_TOOL,
            "args": {"action": text},
            "type": "tool_call",
            "id": "call_" + _b62(24, "fw-call", n, text),
        }
        usage, meta = _fw_usage(n, _js(call["args"]), "tool_calls")
        output = {
            "content": "",
            "timeMetadata": {"start": start, "end": start + delta, "delta": delta},
            "calledTools": [call],
            "usageMetadata": usage,
            "responseMetadata": meta,
        }
        used_tool = {"tool": _FW_TOOL, "toolInput": {"action": text}, "toolOutput": observation}
        observation_out = _js(used_tool)

    entry = {
        "nodeLabel": _FW_AGENT_LABEL,
        "nodeId": _FW_AGENT_ID,
        "data": {"id": _FW_AGENT_ID, "name": "agentAgentflow", "output": output, "state": {}},
        "previousNodeIds": previous,
        "status": "FINISHED",
    }
    return {"agent": _FW_AGENT_LABEL, "action": _js(entry), "observation": observation_out}


# ----------------------------------------------------------------------------- 3. Claude Code
_CC_MODEL = "claude-sonnet-4-5-20250929"
_CC_SESSION = _uuid("claude-code-alfworld-session")
_CC_MCP_TOOL = "mcp__alfworld__act"


def _cc_init_line() -> dict:
    return {
        "type": "system",
        "subtype": "init",
        "cwd": "/home/agent/alfworld",
        "session_id": _CC_SESSION,
        "tools": [
            "Task",
            "Bash",
            "Glob",
            "Grep",
            "ExitPlanMode",
            "Read",
            "Edit",
            "Write",
            "NotebookEdit",
            "WebFetch",
            "TodoWrite",
            "WebSearch",
            "BashOutput",
            "KillShell",
            "Skill",
            "SlashCommand",
            _CC_MCP_TOOL,
        ],
        "mcp_servers": [{"name": "alfworld", "status": "connected"}],
        "model": _CC_MODEL,
        "permissionMode": "bypassPermissions",
        "slash_commands": [
            "compact",
            "context",
            "cost",
            "init",
            "pr-comments",
            "release-notes",
            "todos",
            "review",
            "security-review",
        ],
        "apiKeySource": "ANTHROPIC_API_KEY",
        "claude_code_version": "2.0.37",
        "output_style": "default",
        "agents": ["general-purpose", "statusline-setup", "Explore", "Plan"],
        "skills": [],
        "plugins": [],
        "uuid": _uuid("cc-init", _CC_SESSION),
    }


def _cc_usage(n: int, out_tokens: int) -> dict:
    cache_write = 180 + _num("cc-cw", n) % 260
    cache_read = 14212 + 311 * n
    return {
        "input_tokens": 6 + n % 3,
        "cache_creation_input_tokens": cache_write,
        "cache_read_input_tokens": cache_read,
        "cache_creation": {"ephemeral_5m_input_tokens": cache_write, "ephemeral_1h_input_tokens": 0},
        "output_tokens": out_tokens,
        "service_tier": "standard",
    }


def claude_code_stream_json(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    msg_id = "msg_01" + _b62(22, "cc-msg", n, action)
    if is_thought:
        sig = base64.b64encode(
            b"\x12" + _digest("cc-sig", n, text) + _digest("cc-sig2", text) + _digest("cc-sig3", n)
        ).decode("ascii")
        block = {"type": "thinking", "thinking": text, "signature": sig}
        out_tokens = _approx_tokens(text) + 3
    else:
        tool_id = "toolu_01" + _b62(22, "cc-tool", n, text)
        block = {"type": "tool_use", "id": tool_id, "name": _CC_MCP_TOOL, "input": {"command": text}}
        out_tokens = _approx_tokens(text) + 41
    assistant_line = {
        "type": "assistant",
        "message": {
            "model": _CC_MODEL,
            "id": msg_id,
            "type": "message",
            "role": "assistant",
            "content": [block],
            "stop_reason": None,
            "stop_sequence": None,
            "usage": _cc_usage(n, out_tokens),
            "context_management": None,
        },
        "parent_tool_use_id": None,
        "session_id": _CC_SESSION,
        "uuid": _uuid("cc-assistant", n, action),
    }
    lines = [_js(assistant_line)]
    if n == 0:
        lines.insert(0, _js(_cc_init_line()))
    if is_thought:
        # A thinking block gets no reply; the next streamed line is the next assistant block.
        observation_out = ""
    else:
        result_content = [{"type": "text", "text": observation}]
        user_line = {
            "type": "user",
            "message": {
                "role": "user",
                "content": [{"tool_use_id": block["id"], "type": "tool_result", "content": result_content}],
            },
            "parent_tool_use_id": None,
            "session_id": _CC_SESSION,
            "uuid": _uuid("cc-user", n, action, observation),
            "tool_use_result": result_content,
        }
        observation_out = _js(user_line)
    return {"agent": "claude-code", "action": "\n".join(lines), "observation": observation_out}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "cline_api_history": cline_api_history,
    "flowise_agentflow_v2": flowise_agentflow_v2,
    "claude_code_stream_json": claude_code_stream_json,
}
