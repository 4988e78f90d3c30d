"""Re-render ALFWorld agent steps the way three other agent stacks would have logged them.

Each entry of FORMATS is fn(agent, action, observation, n) -> {"agent", "action", "observation"}.
Everything is deterministic: ids, timestamps and token counts are derived from n and the
step text (hashlib), never from a random source or the clock.
"""

import hashlib
import json
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

THINK_PREFIX = "think:"


def _is_think(action: str) -> bool:
    return action.strip().lower().startswith(THINK_PREFIX)


def _thought_text(action: str) -> str:
    return action.strip()[len(THINK_PREFIX) :].strip()


def _h(*parts) -> int:
    """Stable integer hash of the given parts."""
    s = "\x1f".join(str(p) for p in parts)
    return int(hashlib.sha256(s.encode("utf-8")).hexdigest(), 16)


def _uuid(*parts) -> uuid.UUID:
    return uuid.uuid5(uuid.NAMESPACE_URL, "\x1f".join(str(p) for p in parts))


# ---------------------------------------------------------------------------
# 1. LlamaIndex ReActAgent (verbose output == the reasoning steps kept in memory)
#
#   ActionReasoningStep.get_content():
#       f"Thought: {thought}\nAction: {action}\nAction Input: {action_input}"
#   (action_input is a dict, so it prints as a Python repr)
#   ObservationReasoningStep.get_content():  f"Observation: {observation}"
#   A workflow agent's default name is "Agent" (DEFAULT_AGENT_NAME).
# ---------------------------------------------------------------------------

LI_AGENT_NAME = "Agent"
LI_TOOL_NAME = "execute_action"  # FunctionTool.from_defaults(fn=execute_action)
LI_TOOL_THOUGHT = "I need to use a tool to help me answer the question."


def llamaindex_react(agent: str, action: str, observation: str, n: int) -> dict:
    if _is_think(action):
        # A pure reasoning step: only the Thought line is printed, no tool runs,
        # so there is no Observation step after it.
        return {
            "agent": LI_AGENT_NAME,
            "action": f"Thought: {_thought_text(action)}",
            "observation": "",
        }
    action_input = {"command": action.strip()}
    content = f"Thought: {LI_TOOL_THOUGHT}\nAction: {LI_TOOL_NAME}\nAction Input: {action_input}"
    return {
        "agent": LI_AGENT_NAME,
        "action": content,
        "observation": f"Observation: {observation}",
    }


# ---------------------------------------------------------------------------
# 2. OpenHands (CodeActAgent) event stream, serialized with event_to_dict + json.dumps
#
#   thought  -> AgentThinkAction  (action "think", args {"thought": ...})
#               AgentThinkObservation ("Your thought has been logged.")
#   command  -> MCPAction (action "call_tool_mcp", args {name, arguments, thought})
#               MCPObservation (observation "mcp", content = json.dumps(CallToolResult))
#   Key order follows TOP_KEYS: id, timestamp, source, message, cause, action,
#   observation, tool_call_metadata, llm_metrics, then args / content + extras.
# ---------------------------------------------------------------------------

OH_AGENT_NAME = "CodeActAgent"
OH_MODEL = "claude-3-7-sonnet-20250219"
OH_MCP_TOOL = "alfworld_step"
OH_BASE_TIME = datetime(2025, 5, 14, 9, 31, 12, 204518)
OH_FIRST_AGENT_EVENT_ID = 5  # 0-4: user message, recall action/obs, agent state changes
OH_SANDBOX_TIMEOUT = 120


def _oh_usage(action: str, n: int) -> dict:
    prompt = 7412 + 173 * n + _h("p", action, n) % 60
    completion = 38 + len(action) // 4 + _h("c", action, n) % 25
    cache_write = 120 + _h("w", action, n) % 140
    cache_read = prompt - cache_write - 3
    return {
        "prompt": prompt,
        "completion": completion,
        "cache_read": cache_read,
        "cache_write": cache_write,
    }


def _oh_cost_until(n: int, last_usage: dict) -> float:
    # Sonnet pricing: $3 / MTok input, $15 / MTok output, $0.30 cache read, $3.75 cache write
    total = 0.0
    for k in range(n):
        prompt = 7412 + 173 * k + 30
        total += (3 * 0.3 + (prompt - 260) * 0.3 + 200 * 3.75 + 60 * 15) / 1e6
    u = last_usage
    total += (3 * 3 + u["cache_read"] * 0.3 + u["cache_write"] * 3.75 + u["completion"] * 15) / 1e6
    return round(total, 7)


def openhands_events(agent: str, action: str, observation: str, n: int) -> dict:
    act_id = OH_FIRST_AGENT_EVENT_ID + 2 * n
    obs_id = act_id + 1
    t_act = OH_BASE_TIME + timedelta(
        milliseconds=6100 * n + _h("ta", action, n) % 2400, microseconds=_h("tu", action, n) % 1000
    )
    think = _is_think(action)
    t_obs = t_act + timedelta(microseconds=(14000 if think else 310000) + _h("to", action, n) % 90000)

    if think:
        fn_name = "think"
        fn_args = {"thought": _thought_text(action)}
    else:
        fn_name = OH_MCP_TOOL
        fn_args = {"command": action.strip()}

    tool_call_id = "toolu_01" + hashlib.sha256(f"tc{n}{action}".encode()).hexdigest()[:22]
    response_id = f"chatcmpl-{_uuid('resp', n, action)}"
    created = int(t_act.replace(tzinfo=UTC).timestamp()) - 2
    u = _oh_usage(action, n)

    tool_call_metadata = {
        "function_name": fn_name,
        "tool_call_id": tool_call_id,
        "model_response": {
            "id": response_id,
            "created": created,
            "model": OH_MODEL,
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
                                "function": {
                                    "arguments": json.dumps(fn_args),
                                    "name": fn_name,
                                },
                                "id": tool_call_id,
                                "type": "function",
                            }
                        ],
                        "function_call": None,
                    },
                }
            ],
            "usage": {
                "completion_tokens": u["completion"],
                "prompt_tokens": u["prompt"],
                "total_tokens": u["prompt"] + u["completion"],
                "completion_tokens_details": None,
                "prompt_tokens_details": {
                    "audio_tokens": None,
                    "cached_tokens": u["cache_read"],
                },
                "cache_creation_input_tokens": u["cache_write"],
                "cache_read_input_tokens": u["cache_read"],
            },
        },
        "total_calls_in_response": 1,
    }
    llm_metrics = {
        "accumulated_cost": _oh_cost_until(n, u),
        "costs": [],
        "response_latencies": [],
        "token_usages": [
            {
                "model": OH_MODEL,
                "prompt_tokens": u["prompt"],
                "completion_tokens": u["completion"],
                "cache_read_tokens": u["cache_read"],
                "cache_write_tokens": u["cache_write"],
                "response_id": response_id,
            }
        ],
    }

    if think:
        act_event = {
            "id": act_id,
            "timestamp": t_act.isoformat(),
            "source": "agent",
            "message": f"I am thinking...: {fn_args['thought']}",
            "action": "think",
            "tool_call_metadata": tool_call_metadata,
            "llm_metrics": llm_metrics,
            "args": {"thought": fn_args["thought"]},
            "timeout": OH_SANDBOX_TIMEOUT,
        }
        obs_content = "Your thought has been logged."
        obs_event = {
            "id": obs_id,
            "timestamp": t_obs.isoformat(),
            "source": "agent",
            "message": obs_content,
            "cause": act_id,
            "observation": "think",
            "tool_call_metadata": tool_call_metadata,
            "content": obs_content,
            "extras": {},
        }
    else:
        act_event = {
            "id": act_id,
            "timestamp": t_act.isoformat(),
            "source": "agent",
            "message": (
                "I am interacting with the MCP server with name:\n"
                f"```\n{fn_name}\n```\n"
                "and arguments:\n"
                f"```\n{fn_args}\n```"
            ),
            "action": "call_tool_mcp",
            "tool_call_metadata": tool_call_metadata,
            "llm_metrics": llm_metrics,
            "args": {"name": fn_name, "arguments": fn_args, "thought": ""},
            "timeout": OH_SANDBOX_TIMEOUT,
        }
        # mcp CallToolResult.model_dump(mode="json"), then json.dumps
        obs_content = json.dumps(
            {
                "meta": None,
                "content": [{"type": "text", "text": observation, "annotations": None}],
                "isError": False,
            }
        )
        obs_event = {
            "id": obs_id,
            "timestamp": t_obs.isoformat(),
            "source": "agent",
            "message": obs_content,
            "cause": act_id,
            "observation": "mcp",
            "tool_call_metadata": tool_call_metadata,
            "content": obs_content,
            "extras": {"name": fn_name, "arguments": fn_args},
        }

    return {
        "agent": OH_AGENT_NAME,
        "action": json.dumps(act_event),
        "observation": json.dumps(obs_event),
    }


# ---------------------------------------------------------------------------
# 3. Home-grown ReAct loop logging with the stdlib logging module
#
#   logging.basicConfig(level=logging.INFO,
#                       format="%(asctime)s - %(name)s - %(levelname)s - %(message)s")
#   agent logger "react_agent":  logger.info(f"Act {i}: {action}")
#   env logger "alfworld_env":   logger.info(f"Obs {i}: {observation}")
#   (i counts from 1, as in the ReAct ALFWorld script; the model's raw reply,
#    including its "think: ..." prefix, is what gets logged.)
# ---------------------------------------------------------------------------

PL_AGENT_LOGGER = "react_agent"
PL_ENV_LOGGER = "alfworld_env"
PL_BASE_TIME = datetime(2024, 3, 18, 14, 22, 5, 117000)
PL_FORMAT = "{asctime} - {name} - {levelname} - {message}"


def _asctime(t: datetime) -> str:
    # logging.Formatter default: "%Y-%m-%d %H:%M:%S" + ",%03d" msecs
    return t.strftime("%Y-%m-%d %H:%M:%S") + ",%03d" % (t.microsecond // 1000)


def plain_logging(agent: str, action: str, observation: str, n: int) -> dict:
    i = n + 1
    t_act = PL_BASE_TIME + timedelta(milliseconds=3400 * n + _h("la", action, n) % 1600)
    t_obs = t_act + timedelta(milliseconds=3 + _h("lo", observation, n) % 57)
    act_line = PL_FORMAT.format(
        asctime=_asctime(t_act),
        name=PL_AGENT_LOGGER,
        levelname="INFO",
        message=f"Act {i}: {action}",
    )
    obs_line = PL_FORMAT.format(
        asctime=_asctime(t_obs),
        name=PL_ENV_LOGGER,
        levelname="INFO",
        message=f"Obs {i}: {observation}",
    )
    return {"agent": PL_AGENT_LOGGER, "action": act_line, "observation": obs_line}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "llamaindex_react": llamaindex_react,
    "openhands_events": openhands_events,
    "python_logging": plain_logging,
}
