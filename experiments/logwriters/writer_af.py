"""Re-render ALFWorld steps as three other agent frameworks would have logged them.

Each entry of FORMATS maps (agent, action, observation, n) -> {"agent", "action", "observation"},
imitating what that framework really prints / stores for one message:

* cline     - entries of Cline's ui_messages.json (ClineMessage objects, JSON.stringify'd)
* aider     - fragments of aider's .aider.chat.history.md transcript
* roo_code  - entries of Roo Code's api_conversation_history.json (Anthropic MessageParam + ts)

Everything is derived deterministically from the inputs (no randomness, no clock).
"""

import json
import math
from datetime import UTC, datetime, timedelta

THINK_PREFIX = "think:"

# Fixed, made-up session constants (same for every call).
BASE_TS_MS = 1747382400000  # 2025-05-16T08:00:00Z, task start
STEP_MS = 9000  # ~9 s per agent turn
WORKDIR = "/home/user/alfworld"
MODEL_ID = "claude-sonnet-4-20250514"
# Anthropic Sonnet pricing, $ per token
P_IN, P_OUT, P_CW, P_CR = 3e-6, 15e-6, 3.75e-6, 0.3e-6


def _split(action):
    """Return (is_thought, text) with the 'think:' prefix removed for thoughts."""
    a = action.strip()
    if a.lower().startswith(THINK_PREFIX):
        return True, a[len(THINK_PREFIX) :].strip()
    return False, a


def _js(obj):
    """JSON.stringify-like compact serialisation (non-ASCII kept as is)."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def _ts(n, offset=0):
    return BASE_TS_MS + n * STEP_MS + offset


def _iso(ms):
    dt = datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=ms)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"


def _usage(n, action, observation):
    """Deterministic per-request token usage for step n."""
    tokens_out = max(8, len(action) // 4 + 14)
    cache_reads = 11840 + 212 * n
    cache_writes = 96 + len(observation) // 4
    tokens_in = 4
    cost = tokens_in * P_IN + tokens_out * P_OUT + cache_writes * P_CW + cache_reads * P_CR
    return tokens_in, tokens_out, cache_writes, cache_reads, cost


def _session_cost(n):
    """Approximate running cost of the session after step n (monotone in n)."""
    return sum(4 * P_IN + 40 * P_OUT + 130 * P_CW + (11840 + 212 * i) * P_CR for i in range(n + 1))


# ---------------------------------------------------------------------------------------------
# 1. Cline: ui_messages.json entries
# ---------------------------------------------------------------------------------------------


def _cline_env_details(ms, n):
    dt = datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=ms)
    hour12 = dt.hour % 12 or 12
    ampm = "AM" if dt.hour < 12 else "PM"
    when = f"{dt.month}/{dt.day}/{dt.year}, {hour12}:{dt.minute:02d}:{dt.second:02d} {ampm} (UTC, UTC+0:00)"
    used = 11840 + 212 * (n + 1)
    return (
        "<environment_details>\n"
        "# VSCode Visible Files\n(No visible files)\n\n"
        "# VSCode Open Tabs\n(No open tabs)\n\n"
        f"# Current Time\n{when}\n\n"
        f"# Context Window Usage\n{used:,} / 200K tokens used ({round(used * 100 / 200000)}%)\n\n"
        "# Current Mode\nACT MODE\n"
        "</environment_details>"
    )


def cline(agent, action, observation, n):
    thought, text = _split(action)
    hist_idx = 2 * n  # user message of this round is the last entry of the API history
    if thought:
        # Model reasoning is shown as a "reasoning" say-message.
        act = {
            "ts": _ts(n, 1420),
            "type": "say",
            "say": "reasoning",
            "text": text,
            "partial": False,
            "conversationHistoryIndex": hist_idx,
        }
        # No tool ran: what comes back is the next API round, whose request carries the reply.
        tin, tout, cw, cr, cost = _usage(n + 1, action, observation)
        req_ms = _ts(n, 2250)
        req = {
            "request": f"{observation}\n\n{_cline_env_details(req_ms, n)}",
            "tokensIn": tin,
            "tokensOut": tout,
            "cacheWrites": cw,
            "cacheReads": cr,
            "cost": cost,
        }
        obs = {
            "ts": req_ms,
            "type": "say",
            "say": "api_req_started",
            "text": _js(req),
            "conversationHistoryIndex": hist_idx + 1,
        }
    else:
        # Auto-approved execute_command: a "command" say-message, then its output.
        act = {"ts": _ts(n, 1530), "type": "say", "say": "command", "text": text, "conversationHistoryIndex": hist_idx}
        obs = {
            "ts": _ts(n, 1530 + 180 + (len(observation) * 7) % 400),
            "type": "say",
            "say": "command_output",
            "text": observation,
            "conversationHistoryIndex": hist_idx + 1,
        }
    return {"agent": "Cline", "action": _js(act), "observation": _js(obs)}


# ---------------------------------------------------------------------------------------------
# 2. Aider: .aider.chat.history.md
# ---------------------------------------------------------------------------------------------

AIDER_REASONING_TAG = "thinking-content-7bbeb8e1441453ad999a0bbba8a46d4b"


def _fmt_tokens(count):
    if count < 1000:
        return f"{count}"
    if count < 10000:
        return f"{count / 1000:.1f}k"
    return f"{round(count / 1000)}k"


def _fmt_cost(value):
    if value == 0:
        return "0.00"
    magnitude = abs(value)
    if magnitude >= 0.01:
        return f"{value:.2f}"
    return f"{value:.{max(2, 2 - int(math.log10(magnitude)))}f}"


def _md_blockquote(line):
    """io.append_chat_history(text, linebreak=True, blockquote=True)."""
    return "> " + line.strip() + "  \n"


def aider(agent, action, observation, n):
    thought, text = _split(action)
    if thought:
        # Streamed reasoning lands in the history file wrapped in aider's reasoning tag.
        content = f"<{AIDER_REASONING_TAG}>\n\n{text}\n\n</{AIDER_REASONING_TAG}>"
    else:
        # The model proposes the game command as a shell block.
        content = f"```bash\n{text}\n```"
    tin, tout, cw, cr, cost = _usage(n, action, observation)
    usage = (
        f"Tokens: {_fmt_tokens(tin + cr + cw)} sent, {_fmt_tokens(cr)} cache hit, "
        f"{_fmt_tokens(tout)} received. "
        f"Cost: ${_fmt_cost(cost)} message, ${_fmt_cost(_session_cost(n))} session."
    )
    act = "\n" + content.strip() + "\n\n" + _md_blockquote(usage)

    if thought:
        # Game feedback is typed back in as the next user turn.
        lines = observation.splitlines() or ["<blank>"]
        obs = "\n#### " + "  \n#### ".join(lines) + "  \n"
    else:
        out = f"Output from {text}\n{observation}\n"
        num_lines = len(out.strip().splitlines())
        plural = "line" if num_lines == 1 else "lines"
        obs = (
            _md_blockquote(text)
            + _md_blockquote("Run shell command? (Y)es/(N)o/(D)on't ask again [Yes]: y")
            + _md_blockquote(f"Running {text}")
            + "".join(_md_blockquote(l) for l in observation.splitlines() if l.strip())
            + _md_blockquote("Add command output to the chat? (Y)es/(N)o/(D)on't ask again [Yes]: y")
            + _md_blockquote(f"Added {num_lines} {plural} of output to the chat.")
        )
    return {"agent": "aider", "action": act, "observation": obs}


# ---------------------------------------------------------------------------------------------
# 3. Roo Code: api_conversation_history.json
# ---------------------------------------------------------------------------------------------


def _roo_env_details(ms, n):
    return (
        "<environment_details>\n"
        "# VSCode Visible Files\n\n\n"
        "# VSCode Open Tabs\n\n\n"
        f"# Current Time\nCurrent time in ISO 8601 UTC format: {_iso(ms)}\n"
        "User time zone: UTC, UTC+0:00\n\n"
        f"# Current Cost\n${_session_cost(n):.2f}\n\n"
        "# Current Mode\n<slug>code</slug>\n<name>💻 Code</name>\n"
        f"<model>{MODEL_ID}</model>\n"
        "</environment_details>"
    )


def roo_code(agent, action, observation, n):
    thought, text = _split(action)
    if thought:
        body = f"<thinking>\n{text}\n</thinking>"
    else:
        body = f"<execute_command>\n<command>{text}</command>\n</execute_command>"
    act = {"role": "assistant", "content": [{"type": "text", "text": body}], "ts": _ts(n, 1610)}

    user_ms = _ts(n, 2390)
    if thought:
        blocks = [{"type": "text", "text": observation}]
    else:
        result = (
            f"Command executed in terminal  within working directory '{WORKDIR}'. Exit code: 0\nOutput:\n{observation}"
        )
        blocks = [{"type": "text", "text": f"[execute_command for '{text}'] Result:"}, {"type": "text", "text": result}]
    blocks.append({"type": "text", "text": _roo_env_details(user_ms, n)})
    obs = {"role": "user", "content": blocks, "ts": user_ms}
    return {"agent": "Roo", "action": _js(act), "observation": _js(obs)}


FORMATS = {
    "cline": cline,
    "aider": aider,
    "roo_code": roo_code,
}
