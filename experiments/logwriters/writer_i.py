"""Re-log ALFWorld steps as three other agent frameworks would have logged them.

FORMATS maps a framework/log-style name to fn(agent, action, observation, n) -> step dict.

1. strands_bedrock_converse  - Strands Agents (Python) `agent.messages` entries: Bedrock Converse
   messages with reasoningContent / toolUse / toolResult blocks, serialized with json.dumps.
   Agent unnamed -> Strands' default name "Strands Agents". Tools are @tool functions (snake_case).
2. vercel_ai_sdk_ui_parts    - Vercel AI SDK 5 UIMessage parts (reasoning part, typed `tool-<name>`
   parts with toolCallId/state/input/output), exported with JSON.stringify (compact). Anthropic provider
   (toolu_ ids, signature in providerMetadata). UI messages carry only a role -> agent "assistant".
3. ag2_groupchat_console     - AG2 GroupChat console output: LLM agent "alfworld_agent" proposes tool calls,
   the "tool_executor" agent runs them; printed exactly as AG2's events print (no ANSI colours,
   i.e. output captured to a file).
"""

import base64
import hashlib
import json
import re
from collections.abc import Callable

# --------------------------------------------------------------------------- helpers

_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _digest(*parts) -> bytes:
    h = hashlib.sha256()
    for p in parts:
        h.update(str(p).encode("utf-8"))
        h.update(b"\x1f")
    return h.digest()


def _b62(seed: bytes, size: int) -> str:
    out, i = [], 0
    while len(out) < size:
        block = hashlib.sha256(seed + bytes([i])).digest()
        out.extend(_B62[b % 62] for b in block)
        i += 1
    return "".join(out[:size])


def _b64url(seed: bytes, size: int) -> str:
    raw = b"".join(hashlib.sha256(seed + bytes([i])).digest() for i in range(4))
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")[:size]


def _signature(seed: bytes, nbytes: int = 180) -> str:
    raw = b""
    i = 0
    while len(raw) < nbytes:
        raw += hashlib.sha512(seed + bytes([i])).digest()
        i += 1
    return base64.b64encode(b"\x12" + raw[: nbytes - 1]).decode()


def _split_thought(action: str):
    """Return the reasoning text if the step is a thought, else None."""
    s = action.strip()
    if s.lower().startswith("think:"):
        return s[len("think:") :].strip()
    return None


# ALFWorld command grammar -> (tool key, argument roles)
_GRAMMAR = [
    (re.compile(r"^go to (.+)$"), "go_to", ("receptacle",)),
    (re.compile(r"^take (.+?) from (.+)$"), "take", ("object", "receptacle")),
    (re.compile(r"^put (.+?) (?:in/on|in|on) (.+)$"), "put", ("object", "receptacle")),
    (re.compile(r"^open (.+)$"), "open", ("receptacle",)),
    (re.compile(r"^close (.+)$"), "close", ("receptacle",)),
    (re.compile(r"^clean (.+?) with (.+)$"), "clean", ("object", "receptacle")),
    (re.compile(r"^heat (.+?) with (.+)$"), "heat", ("object", "receptacle")),
    (re.compile(r"^cool (.+?) with (.+)$"), "cool", ("object", "receptacle")),
    (re.compile(r"^slice (.+?) with (.+)$"), "slice", ("object", "tool")),
    (re.compile(r"^use (.+)$"), "use", ("object",)),
    (re.compile(r"^toggle (.+)$"), "use", ("object",)),
    (re.compile(r"^examine (.+)$"), "examine", ("target",)),
    (re.compile(r"^look$"), "look", ()),
    (re.compile(r"^inventory$"), "inventory", ()),
]


def _parse_command(cmd: str):
    c = " ".join(cmd.strip().split())
    for rx, key, roles in _GRAMMAR:
        m = rx.match(c)
        if m:
            return key, dict(zip(roles, m.groups()))
    return None, {"command": c}


# --------------------------------------------------------------------------- 1. Strands / Bedrock Converse

_STRANDS_AGENT_NAME = "Strands Agents"  # strands.agent.agent._DEFAULT_AGENT_NAME (no name= given)

# Python @tool functions of the team (function name == tool name, parameters == input keys)
_STRANDS_TOOLS = {
    "go_to": ("go_to", {"receptacle": "receptacle"}),
    "take": ("take_object", {"object": "object_name", "receptacle": "receptacle"}),
    "put": ("put_object", {"object": "object_name", "receptacle": "receptacle"}),
    "open": ("open_receptacle", {"receptacle": "receptacle"}),
    "close": ("close_receptacle", {"receptacle": "receptacle"}),
    "clean": ("clean_object", {"object": "object_name", "receptacle": "receptacle"}),
    "heat": ("heat_object", {"object": "object_name", "receptacle": "receptacle"}),
    "cool": ("cool_object", {"object": "object_name", "receptacle": "receptacle"}),
    "slice": ("slice_object", {"object": "object_name", "tool": "tool_name"}),
    "use": ("use_object", {"object": "object_name"}),
    "examine": ("examine", {"target": "target"}),
    "look": ("look", {}),
    "inventory": ("inventory", {}),
    None: ("run_command", {"command": "command"}),
}


def strands_bedrock_converse(agent: str, action: str, observation: str, n: int) -> dict:
    thought = _split_thought(action)
    seed = _digest("strands", n, action)
    if thought is not None:
        message = {
            "role": "assistant",
            "content": [
                {
                    "reasoningContent": {
                        "reasoningText": {
                            "text": thought,
                            "signature": _signature(seed),
                        }
                    }
                }
            ],
        }
        return {"agent": _STRANDS_AGENT_NAME, "action": json.dumps(message, ensure_ascii=False), "observation": ""}

    key, args = _parse_command(action)
    tool_name, argmap = _STRANDS_TOOLS[key]
    tool_input = {argmap[k]: v for k, v in args.items()}
    tool_use_id = "tooluse_" + _b64url(seed, 22)
    call = {
        "role": "assistant",
        "content": [{"toolUse": {"toolUseId": tool_use_id, "name": tool_name, "input": tool_input}}],
    }
    result = {
        "role": "user",
        "content": [
            {
                "toolResult": {
                    "toolUseId": tool_use_id,
                    "status": "success",
                    "content": [{"text": observation}],
                }
            }
        ],
    }
    return {
        "agent": _STRANDS_AGENT_NAME,
        "action": json.dumps(call, ensure_ascii=False),
        "observation": json.dumps(result, ensure_ascii=False),
    }


# --------------------------------------------------------------------------- 2. Vercel AI SDK 5 UI message parts

# tools = { goTo: tool({ inputSchema: z.object({ receptacle: z.string() }), execute }), ... }
_VERCEL_TOOLS = {
    "go_to": "goTo",
    "take": "take",
    "put": "put",
    "open": "open",
    "close": "close",
    "clean": "clean",
    "heat": "heat",
    "cool": "cool",
    "slice": "slice",
    "use": "use",
    "examine": "examine",
    "look": "look",
    "inventory": "inventory",
    None: "executeCommand",
}


def _js(obj) -> str:
    # JSON.stringify(obj): compact, non-ASCII kept as-is
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def vercel_ai_sdk_ui_parts(agent: str, action: str, observation: str, n: int) -> dict:
    thought = _split_thought(action)
    seed = _digest("vercel", n, action)
    if thought is not None:
        part = {
            "type": "reasoning",
            "text": thought,
            "providerMetadata": {"anthropic": {"signature": _signature(seed, 120)}},
            "state": "done",
        }
        return {"agent": "assistant", "action": _js(part), "observation": ""}

    key, args = _parse_command(action)
    part = {
        "type": "tool-" + _VERCEL_TOOLS[key],
        "toolCallId": "toolu_01" + _b62(seed, 22),
        "state": "output-available",
        "input": args,
        "output": observation,
    }
    return {"agent": "assistant", "action": _js(part), "observation": observation}


# --------------------------------------------------------------------------- 3. AG2 GroupChat console

_AG2_AGENT = "alfworld_agent"
_AG2_EXECUTOR = "tool_executor"
_AG2_MANAGER = "chat_manager"
_AG2_TOOL = "execute_action"  # register_function(execute_action, caller=alfworld_agent, executor=tool_executor)
_DASHES = "-" * 80


def _ag2_next_speaker(name: str) -> str:
    # GroupChatRunChatEvent: print(f"\nNext speaker: {speaker}\n")
    return f"\nNext speaker: {name}\n\n"


def ag2_groupchat_console(agent: str, action: str, observation: str, n: int) -> dict:
    thought = _split_thought(action)
    seed = _digest("ag2", n, action)
    head = _ag2_next_speaker(_AG2_AGENT) + f"{_AG2_AGENT} (to {_AG2_MANAGER}):\n\n"
    if thought is not None:
        # TextEvent.print
        text = head + f"{thought}\n" + f"\n{_DASHES}\n"
        return {"agent": _AG2_AGENT, "action": text.strip("\n"), "observation": ""}

    call_id = "call_" + _b62(seed, 24)
    cmd = " ".join(action.strip().split())
    arguments = _js({"command": cmd})  # OpenAI tool_call.function.arguments
    func_print = f"***** Suggested tool call ({call_id}): {_AG2_TOOL} *****"
    text = (
        head + func_print + "\n" + "Arguments: \n" + arguments + "\n" + "*" * len(func_print) + "\n" + f"\n{_DASHES}\n"
    )
    py_args = repr({"command": cmd})
    tool_print = f"***** Response from calling tool ({call_id}) *****"
    obs = (
        _ag2_next_speaker(_AG2_EXECUTOR)
        + f"\n>>>>>>>> EXECUTING FUNCTION {_AG2_TOOL}...\nCall ID: {call_id}\nInput arguments: {py_args}\n"
        + f"\n>>>>>>>> EXECUTED FUNCTION {_AG2_TOOL}...\nCall ID: {call_id}\nInput arguments: {py_args}\n"
        + f"Output:\n{observation}\n"
        + f"{_AG2_EXECUTOR} (to {_AG2_MANAGER}):\n\n"
        + tool_print
        + "\n"
        + f"{observation}\n"
        + "*" * len(tool_print)
        + "\n"
        + f"\n{_DASHES}\n"
    )
    return {"agent": _AG2_AGENT, "action": text.strip("\n"), "observation": obs.strip("\n")}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "strands_bedrock_converse": strands_bedrock_converse,
    "vercel_ai_sdk_ui_parts": vercel_ai_sdk_ui_parts,
    "ag2_groupchat_console": ag2_groupchat_console,
}
