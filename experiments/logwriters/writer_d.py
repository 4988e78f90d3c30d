"""Re-write ALFWorld example steps as three other frameworks would have logged them.

Each FORMATS entry is fn(agent, action, observation, n) -> {"agent", "action", "observation"}.
Everything is derived deterministically from the inputs (ids, timestamps via hashing of n and text).

1. autogen_0.2  - pyautogen ConversableAgent.chat_messages entries (assistant's side of the chat with
                  the executor "user_proxy"): assistant text message / assistant tool_calls message,
                  and the tool (or user) reply, json.dumps'ed exactly as the dicts are stored.
2. llamaindex_react - llama_index.core ReActAgent(verbose=True) stdout: pink "Thought/Action/Action Input"
                  block (print_text(..., color="pink")) and blue "Observation: ..." block, ANSI codes included.
3. openhands    - OpenHands CodeActAgent event stream, each event through event_to_dict() + json.dumps:
                  AgentThinkAction/AgentThinkObservation for thoughts, MCPAction/MCPObservation for commands.
"""

import hashlib
import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _h(*parts) -> bytes:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()


def _b62(seed: bytes, length: int) -> str:
    num = int.from_bytes(seed, "big")
    out = []
    for _ in range(length):
        num, r = divmod(num, 62)
        out.append(_B62[r])
    return "".join(out)


def _is_think(action: str) -> bool:
    return action.lstrip().lower().startswith("think:")


def _thought_text(action: str) -> str:
    return action.lstrip()[len("think:") :].strip()


# --------------------------------------------------------------------------------------------
# 1. AutoGen 0.2 (pyautogen ConversableAgent) chat_messages
# --------------------------------------------------------------------------------------------
_AG_ASSISTANT = "assistant"
_AG_EXECUTOR = "user_proxy"
_AG_TOOL = "execute_action"


def autogen_02(agent: str, action: str, observation: str, n: int) -> dict:
    if _is_think(action):
        # plain-text LLM reply: generate_oai_reply returns a str -> {"content": ...}; _append_oai_message
        # adds role and (0.2.3x) the sender's name.
        sent = {"content": _thought_text(action), "role": "assistant", "name": _AG_ASSISTANT}
        # the executor answers with a plain message -> stored on the assistant side as role "user"
        reply = {"content": observation, "role": "user", "name": _AG_EXECUTOR}
    else:
        call_id = "call_" + _b62(_h("autogen", n, action), 24)
        # ChatCompletionMessage.model_dump() filtered of None values, content re-added as None,
        # role forced to "assistant"; no "name" for tool-call messages.
        sent = {
            "tool_calls": [
                {
                    "id": call_id,
                    "function": {
                        "arguments": json.dumps({"action": action}, separators=(",", ":")),
                        "name": _AG_TOOL,
                    },
                    "type": "function",
                }
            ],
            "content": None,
            "role": "assistant",
        }
        # generate_tool_calls_reply -> {"role": "tool", "tool_responses": [...], "content": "..."}
        reply = {
            "content": observation,
            "tool_responses": [{"tool_call_id": call_id, "role": "tool", "content": observation}],
            "role": "tool",
            "name": _AG_EXECUTOR,
        }
    return {"agent": _AG_ASSISTANT, "action": json.dumps(sent), "observation": json.dumps(reply)}


# --------------------------------------------------------------------------------------------
# 2. LlamaIndex ReActAgent, verbose=True stdout (llama_index.core.utils.print_text colours)
# --------------------------------------------------------------------------------------------
_LI_AGENT = "Agent"  # default `name` of llama_index agents
_LI_TOOL = "take_action"  # FunctionTool.from_defaults(fn=take_action)
_LI_TOOL_THOUGHT = "I need to use a tool to help me answer the question."


def _li_print(text: str, color: str) -> str:
    code = {"pink": "38;5;200", "blue": "34"}[color]
    return f"\033[1;3;{code}m{text}\n\033[0m"


def llamaindex_react(agent: str, action: str, observation: str, n: int) -> dict:
    if _is_think(action):
        step = f"Thought: {_thought_text(action)}"
    else:
        # ActionReasoningStep.get_content(); action_input is a dict, printed with its Python repr
        step = f"Thought: {_LI_TOOL_THOUGHT}\nAction: {_LI_TOOL}\nAction Input: { ({'action': action}) }"
    obs = f"Observation: {observation}"  # ObservationReasoningStep.get_content(), str(ToolOutput)
    return {"agent": _LI_AGENT, "action": _li_print(step, "pink"), "observation": _li_print(obs, "blue")}


# --------------------------------------------------------------------------------------------
# 3. OpenHands event stream (event_to_dict -> json.dumps)
# --------------------------------------------------------------------------------------------
_OH_AGENT = "CodeActAgent"
_OH_MODEL = "claude-3-7-sonnet-20250219"
_OH_MCP_TOOL = "alfworld_act"
_OH_BASE_TIME = datetime(2025, 5, 14, 10, 32, 18, 204117)
_OH_FIRST_ID = 5  # 0 system, 1 user message, 2 recall, 3 agent_state_changed, 4 recall observation


def _oh_tool_call_metadata(fn_name: str, args: dict, call_id: str, n: int, action: str) -> dict:
    seed = _h("openhands-resp", n, action)
    arguments = json.dumps(args)
    completion_tokens = 40 + len(arguments) // 4
    prompt_tokens = 7600 + 190 * n
    cached = max(0, prompt_tokens - 420)
    return {
        "function_name": fn_name,
        "tool_call_id": call_id,
        "model_response": {
            "id": "chatcmpl-"
            + "-".join([seed[0:4].hex(), seed[4:6].hex(), seed[6:8].hex(), seed[8:10].hex(), seed[10:16].hex()]),
            "created": int((_OH_BASE_TIME.replace(tzinfo=UTC) + timedelta(seconds=4 * n)).timestamp()),
            "model": _OH_MODEL,
            "object": "chat.completion",
            "system_fingerprint": None,
            "choices": [
                {
                    "finish_reason": "tool_calls",
                    "index": 0,
                    "message": {
                        "content": None,
                        "role": "assistant",
                        "tool_calls": [
                            {
                                "index": 0,
                                "function": {"arguments": arguments, "name": fn_name},
                                "id": call_id,
                                "type": "function",
                            }
                        ],
                        "function_call": None,
                    },
                }
            ],
            "usage": {
                "completion_tokens": completion_tokens,
                "prompt_tokens": prompt_tokens,
                "total_tokens": completion_tokens + prompt_tokens,
                "completion_tokens_details": None,
                "prompt_tokens_details": {"audio_tokens": None, "cached_tokens": cached},
                "cache_creation_input_tokens": prompt_tokens - cached,
                "cache_read_input_tokens": cached,
            },
            "service_tier": None,
        },
        "total_calls_in_response": 1,
    }


def openhands(agent: str, action: str, observation: str, n: int) -> dict:
    seed = _h("openhands", n, action)
    act_id = _OH_FIRST_ID + 2 * n
    t_act = _OH_BASE_TIME + timedelta(milliseconds=4000 * n + int.from_bytes(seed[:2], "big") % 2500)
    t_obs = t_act + timedelta(microseconds=1500 + int.from_bytes(seed[2:5], "big") % 900000)
    call_id = "toolu_01" + _b62(seed, 22)

    if _is_think(action):
        thought = _thought_text(action)
        meta = _oh_tool_call_metadata("think", {"thought": thought}, call_id, n, action)
        act = {
            "id": act_id,
            "timestamp": t_act.isoformat(),
            "source": "agent",
            "message": f"I am thinking...: {thought}",
            "action": "think",
            "tool_call_metadata": meta,
            "args": {"thought": thought},
        }
        content = "Your thought has been logged." if observation.strip() == "OK." else observation
        obs = {
            "id": act_id + 1,
            "timestamp": t_obs.isoformat(),
            "source": "agent",
            "message": content,
            "cause": act_id,
            "observation": "think",
            "tool_call_metadata": meta,
            "content": content,
            "extras": {},
        }
    else:
        arguments = {"command": action}
        meta = _oh_tool_call_metadata(_OH_MCP_TOOL, arguments, call_id, n, action)
        act = {
            "id": act_id,
            "timestamp": t_act.isoformat(),
            "source": "agent",
            "message": (
                "I am interacting with the MCP server with name:\n"
                f"```\n{_OH_MCP_TOOL}\n```\n"
                "and arguments:\n"
                f"```\n{arguments}\n```"
            ),
            "action": "call_tool_mcp",
            "tool_call_metadata": meta,
            "args": {"name": _OH_MCP_TOOL, "arguments": arguments, "thought": "", "security_risk": -1},
        }
        # call_tool_mcp: MCPObservation(content=json.dumps(CallToolResult.model_dump(mode="json")), ...)
        content = json.dumps(
            {
                "meta": None,
                "content": [{"type": "text", "text": observation, "annotations": None, "meta": None}],
                "structuredContent": None,
                "isError": False,
            }
        )
        obs = {
            "id": act_id + 1,
            "timestamp": t_obs.isoformat(),
            "source": "agent",
            "message": content,
            "cause": act_id,
            "observation": "mcp",
            "tool_call_metadata": meta,
            "content": content,
            "extras": {"name": _OH_MCP_TOOL, "arguments": arguments},
        }
    return {"agent": _OH_AGENT, "action": json.dumps(act), "observation": json.dumps(obs)}


FORMATS: "dict[str, Callable[[str, str, str, int], dict]]" = {
    "autogen_0.2": autogen_02,
    "llamaindex_react": llamaindex_react,
    "openhands": openhands,
}
