"""Re-log ALFWorld steps the way three other agent frameworks would have logged them.

FORMATS maps a framework/log-style name to fn(agent, action, observation, n) -> step dict.
Everything is deterministic: ids, timestamps and timings are derived from a hash of the
step content and its index n, never from randomness or the clock.
"""

import hashlib
import json
import re
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

_ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
_BASE_TS = 1733400000  # fixed epoch seconds used as the start of every run


def _digest(*parts) -> bytes:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()


def _uuid4(*parts) -> str:
    """A uuid4-shaped id, derived deterministically from parts."""
    return str(uuid.UUID(bytes=_digest(*parts)[:16], version=4))


def _call_id(*parts) -> str:
    """OpenAI-style tool call id: call_ + 24 alphanumerics."""
    d = _digest("call", *parts)
    return "call_" + "".join(_ALNUM[b % len(_ALNUM)] for b in d[:24])


def _frac(*parts) -> float:
    return int.from_bytes(_digest("f", *parts)[:4], "big") / 2**32


def _split_thought(action: str):
    """Return the thought text if the action is a thought, else None."""
    if action.startswith("think:"):
        return action[len("think:") :].strip()
    return None


def _sentences(text: str):
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s.strip()]


def _title_and_next(thought: str):
    """Short title + intended action for a structured think() call."""
    sents = _sentences(thought)
    first = sents[0] if sents else thought
    first = re.sub(r"^(First|Now|Next|Then|So),?\s+", "", first)
    clause = first.split(",")[0] if len(first.split(",")[0].split()) >= 3 else first
    words = clause.rstrip(".!?").split()
    title = " ".join(words[:7])
    title = title[:1].upper() + title[1:]
    nxt = None
    for s in sents:
        m = re.match(r"^(Next|Then),?\s+(.*)$", s)
        if m:
            nxt = m.group(2)
    if nxt is None and len(sents) > 1:
        nxt = sents[-1]
    if nxt is not None:
        nxt = nxt[:1].upper() + nxt[1:]
    return title, nxt


# ---------------------------------------------------------------------------
# 1. Agno: Message.to_dict() of the run's assistant message (tool_calls) and of
#    the tool message answering it. Thoughts go through Agno's ReasoningTools
#    `think` tool; game commands through a toolkit function `run_command`.
#    Each game step is one agent.run(), so the think tool's accumulated
#    reasoning_steps for the run hold a single "Step 1".
# ---------------------------------------------------------------------------
AGNO_AGENT_NAME = "ALFWorld Agent"


def agno(agent: str, action: str, observation: str, n: int) -> dict:
    thought = _split_thought(action)
    created = _BASE_TS + 4 * n
    if thought is not None:
        title, nxt = _title_and_next(thought)
        args = {"title": title, "thought": thought}
        if nxt is not None:
            args["action"] = nxt
        args["confidence"] = 0.9
        tool_name = "think"
        result = f"Step 1:\nTitle: {title}\nReasoning: {thought}\nAction: {nxt}\nConfidence: {args['confidence']}"
    else:
        args = {"command": action}
        tool_name = "run_command"
        result = observation

    arguments = json.dumps(args)
    call_id = _call_id("agno", n, action)
    in_tok = 1180 + 96 * n
    out_tok = 18 + len(arguments) // 4
    assistant = {
        "id": _uuid4("agno-assistant", n, action),
        "from_history": False,
        "stop_after_tool_call": False,
        "role": "assistant",
        "tool_calls": [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": tool_name, "arguments": arguments},
            }
        ],
        "metrics": {
            "input_tokens": in_tok,
            "output_tokens": out_tok,
            "total_tokens": in_tok + out_tok,
            "duration": round(0.55 + out_tok * 0.011 + 0.4 * _frac("agno-d", n, action), 6),
        },
        "created_at": created,
    }
    tool = {
        "id": _uuid4("agno-tool", n, action),
        "content": result,
        "from_history": False,
        "stop_after_tool_call": False,
        "role": "tool",
        "tool_call_id": call_id,
        "tool_name": tool_name,
        "tool_args": args,
        "tool_call_error": False,
        "metrics": {"duration": round(0.0002 + 0.003 * _frac("agno-t", n, action), 6)},
        "created_at": created + 1,
    }
    return {
        "agent": AGNO_AGENT_NAME,
        "action": json.dumps(assistant, ensure_ascii=False),
        "observation": json.dumps(tool, ensure_ascii=False),
    }


# ---------------------------------------------------------------------------
# 2. Mastra: memory messages (MastraMessageV2, content.format 2 = AI SDK v4
#    UIMessage parts) as stored for the agent's thread. Thoughts are reasoning
#    parts; commands are tool-invocation parts of the `alfworldAction` tool
#    (state "call"); the observation is the same toolInvocation once Mastra
#    has merged the result in (state "result"). Agent = registry key.
# ---------------------------------------------------------------------------
MASTRA_AGENT_KEY = "alfworldAgent"
MASTRA_THREAD = "alfworld-thread-1"
MASTRA_RESOURCE = "alfworld-env"


def _iso_ms(seconds: int, ms: int = 0) -> str:
    t = datetime.fromtimestamp(seconds, tz=UTC) + timedelta(milliseconds=ms)
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def mastra(agent: str, action: str, observation: str, n: int) -> dict:
    thought = _split_thought(action)
    created = _iso_ms(_BASE_TS + 3 * n, int(1000 * _frac("mastra-ts", n, action)))
    content = {"format": 2, "parts": [{"type": "step-start"}]}
    obs_out = observation
    if thought is not None:
        content["parts"].append(
            {"type": "reasoning", "reasoning": thought, "details": [{"type": "text", "text": thought}]}
        )
        content["reasoning"] = thought
        content["content"] = ""
    else:
        call_id = _call_id("mastra", n, action)
        inv = {
            "state": "call",
            "step": 0,
            "toolCallId": call_id,
            "toolName": "alfworldAction",
            "args": {"action": action},
        }
        content["parts"].append({"type": "tool-invocation", "toolInvocation": dict(inv)})
        content["toolInvocations"] = [dict(inv)]
        done = dict(inv)
        done["state"] = "result"
        done["result"] = {"observation": observation}
        obs_out = json.dumps(done, ensure_ascii=False)
    msg = {
        "id": _uuid4("mastra-msg", n, action),
        "role": "assistant",
        "createdAt": created,
        "threadId": MASTRA_THREAD,
        "resourceId": MASTRA_RESOURCE,
        "content": content,
        "type": "v2",
    }
    return {
        "agent": MASTRA_AGENT_KEY,
        "action": json.dumps(msg, ensure_ascii=False),
        "observation": obs_out,
    }


# ---------------------------------------------------------------------------
# 3. Google A2A: Messages of Task.history (a2a-python model_dump(by_alias=True,
#    exclude_none=True), so camelCase and alphabetical field order), produced by
#    an ADK agent served over A2A (agent card name = ADK agent name). Thoughts
#    are text parts flagged adk_thought; commands are data parts carrying an ADK
#    function_call; the observation is the data part with the function_response.
# ---------------------------------------------------------------------------
A2A_AGENT_NAME = "alfworld_agent"
A2A_CONTEXT_ID = _uuid4("a2a-context", "alfworld")
A2A_TASK_ID = _uuid4("a2a-task", "alfworld")


def _a2a_message(parts, n, action, salt):
    return {
        "contextId": A2A_CONTEXT_ID,
        "kind": "message",
        "messageId": _uuid4("a2a-msg", salt, n, action),
        "parts": parts,
        "role": "agent",
        "taskId": A2A_TASK_ID,
    }


def a2a(agent: str, action: str, observation: str, n: int) -> dict:
    thought = _split_thought(action)
    if thought is not None:
        msg = _a2a_message([{"kind": "text", "metadata": {"adk_thought": True}, "text": thought}], n, action, "thought")
        return {"agent": A2A_AGENT_NAME, "action": json.dumps(msg, ensure_ascii=False), "observation": observation}
    fc_id = "adk-" + _uuid4("a2a-fc", n, action)
    call = _a2a_message(
        [
            {
                "data": {"args": {"action": action}, "id": fc_id, "name": "alfworld_step"},
                "kind": "data",
                "metadata": {"adk_type": "function_call"},
            }
        ],
        n,
        action,
        "call",
    )
    resp = _a2a_message(
        [
            {
                "data": {"id": fc_id, "name": "alfworld_step", "response": {"result": observation}},
                "kind": "data",
                "metadata": {"adk_type": "function_response"},
            }
        ],
        n,
        action,
        "response",
    )
    return {
        "agent": A2A_AGENT_NAME,
        "action": json.dumps(call, ensure_ascii=False),
        "observation": json.dumps(resp, ensure_ascii=False),
    }


FORMATS: "dict[str, Callable[[str, str, str, int], dict]]" = {
    "agno": agno,
    "mastra": mastra,
    "a2a": a2a,
}
