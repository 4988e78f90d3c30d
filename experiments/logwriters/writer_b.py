"""Re-log ALFWorld steps as three other agent frameworks would have stored them.

FORMATS maps a style name to fn(agent, action, observation, n) -> {"agent", "action", "observation"}.
Everything is derived deterministically (hash of the step) -- no randomness, no clock.
"""

import hashlib
import json
from collections.abc import Callable

_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _digest(*parts) -> bytes:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()


def _b62(seed: bytes, length: int) -> str:
    num = int.from_bytes(seed, "big")
    out = []
    for _ in range(length):
        num, r = divmod(num, 62)
        out.append(_B62[r])
    return "".join(out)


def _uuid(seed: bytes, version: int) -> str:
    h = bytearray(seed[:16])
    h[6] = (h[6] & 0x0F) | (version << 4)
    h[8] = (h[8] & 0x3F) | 0x80
    x = h.hex()
    return f"{x[:8]}-{x[8:12]}-{x[12:16]}-{x[16:20]}-{x[20:32]}"


def _split(action: str):
    """Return (is_thought, text): 'think: ...' -> (True, reasoning), else (False, command)."""
    a = action.strip()
    if a.lower().startswith("think:"):
        return True, a[len("think:") :].strip()
    return False, a


def _ntok(text: str) -> int:
    # crude, deterministic token estimate (~4 chars / token)
    return max(1, (len(text) + 3) // 4)


# ---------------------------------------------------------------------------
# 1. LangGraph: messages of the graph state, serialized with langchain_core messages_to_dict
#    (AIMessage from ChatOpenAI with tool_calls -> ToolMessage from ToolNode; reasoning is a
#    plain-text AIMessage, the environment's acknowledgement comes back as a HumanMessage).
# ---------------------------------------------------------------------------
_LG_TOOL = "execute_action"


def langgraph_messages(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    seed = _digest("langgraph", n, action, observation)
    prompt_tokens = 1187 + 58 * n
    if is_thought:
        completion_tokens = _ntok(text) + 1
        content, tool_calls, finish = text, [], "stop"
    else:
        call_id = "call_" + _b62(_digest(seed, "call"), 24)
        completion_tokens = _ntok(json.dumps({"action": text})) + 12
        content, finish = "", "tool_calls"
        tool_calls = [{"name": _LG_TOOL, "args": {"action": text}, "id": call_id, "type": "tool_call"}]
    ai = {
        "type": "ai",
        "data": {
            "content": content,
            "additional_kwargs": {},
            "response_metadata": {
                "token_usage": {
                    "prompt_tokens": prompt_tokens,
                    "completion_tokens": completion_tokens,
                    "total_tokens": prompt_tokens + completion_tokens,
                    "prompt_tokens_details": {"cached_tokens": 1024 if prompt_tokens >= 1024 else 0, "audio_tokens": 0},
                    "completion_tokens_details": {
                        "reasoning_tokens": 0,
                        "audio_tokens": 0,
                        "accepted_prediction_tokens": 0,
                        "rejected_prediction_tokens": 0,
                    },
                },
                "model_provider": "openai",
                "model_name": "gpt-4o-2024-08-06",
                "system_fingerprint": "fp_831e067d82",
                "id": "chatcmpl-" + _b62(_digest(seed, "cmpl"), 29),
                "service_tier": "default",
                "finish_reason": finish,
                "logprobs": None,
            },
            "type": "ai",
            "name": None,
            "id": "lc_run--" + _uuid(_digest(seed, "run"), 7) + "-0",
            "tool_calls": tool_calls,
            "invalid_tool_calls": [],
            "usage_metadata": {
                "input_tokens": prompt_tokens,
                "output_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
                "input_token_details": {"audio": 0, "cache_read": 1024 if prompt_tokens >= 1024 else 0},
                "output_token_details": {"audio": 0, "reasoning": 0},
            },
        },
    }
    msg_id = _uuid(_digest(seed, "msg"), 4)  # add_messages assigns uuid4 ids
    if is_thought:
        back = {
            "type": "human",
            "data": {
                "content": observation,
                "additional_kwargs": {},
                "response_metadata": {},
                "type": "human",
                "name": None,
                "id": msg_id,
            },
        }
    else:
        back = {
            "type": "tool",
            "data": {
                "content": observation,
                "additional_kwargs": {},
                "response_metadata": {},
                "type": "tool",
                "name": _LG_TOOL,
                "id": msg_id,
                "tool_call_id": tool_calls[0]["id"],
                "artifact": None,
                "status": "success",
            },
        }
    return {"agent": "agent", "action": json.dumps(ai), "observation": json.dumps(back)}


# ---------------------------------------------------------------------------
# 2. Anthropic Messages API: raw JSON response body of the assistant turn (text block for
#    reasoning, tool_use block for a command) and the user turn sent back (tool_result / text).
# ---------------------------------------------------------------------------
_AN_TOOL = "alfworld_command"


def anthropic_messages(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    seed = _digest("anthropic", n, action, observation)
    input_tokens = 1342 + 61 * n
    if is_thought:
        content = [{"type": "text", "text": text}]
        stop_reason = "end_turn"
        output_tokens = _ntok(text) + 2
    else:
        tool_id = "toolu_01" + _b62(_digest(seed, "toolu"), 22)
        content = [{"type": "tool_use", "id": tool_id, "name": _AN_TOOL, "input": {"command": text}}]
        stop_reason = "tool_use"
        output_tokens = _ntok(text) + 38
    resp = {
        "id": "msg_01" + _b62(_digest(seed, "msg"), 22),
        "type": "message",
        "role": "assistant",
        "model": "claude-sonnet-4-20250514",
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {
            "input_tokens": input_tokens,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
            "cache_creation": {"ephemeral_5m_input_tokens": 0, "ephemeral_1h_input_tokens": 0},
            "output_tokens": output_tokens,
            "service_tier": "standard",
        },
    }
    if is_thought:
        back = {"role": "user", "content": [{"type": "text", "text": observation}]}
    else:
        back = {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": content[0]["id"], "content": observation}],
        }
    sep = (",", ":")
    return {
        "agent": "assistant",
        "action": json.dumps(resp, separators=sep),
        "observation": json.dumps(back, separators=sep),
    }


# ---------------------------------------------------------------------------
# 3. CAMEL RolePlaying (AI Society prompts): the AI Assistant answers each instruction with
#    "Solution: ... Next request."; the command it issues sits in the solution, the game's
#    feedback is relayed back by the AI User as its next "Instruction: ... / Input: ...".
# ---------------------------------------------------------------------------
def camel_roleplay(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        content = f"Solution: {text}\n\nNext request."
    else:
        content = (
            "Solution: I will perform the following action in the household environment:\n\n"
            f"```\n{text}\n```\n\nNext request."
        )
    obs = observation.strip()
    if is_thought and obs == "OK.":
        reply = "Instruction: Proceed with the next step of your plan.\nInput: None"
    else:
        reply = (
            f"Instruction: Based on the result of your last action, decide and perform the next action.\nInput: {obs}"
        )
    return {"agent": "AI Assistant", "action": content, "observation": reply}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "langgraph": langgraph_messages,
    "anthropic_messages_api": anthropic_messages,
    "camel_roleplay": camel_roleplay,
}
