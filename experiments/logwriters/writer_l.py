"""Re-render ALFWorld steps as three other teams' framework logs would hold them.

Each FORMATS entry maps one step {agent, action, observation} (plus its 0-based
index n in the run) to the step that team's least-effort conversion of its own
logs would contain.  Everything is deterministic: ids and timestamps are derived
from hashes of the step and from n, never from the clock or a RNG.

1. openai_swarm  -- Swarm `Response.messages` as stored: the assistant message is
   `json.loads(ChatCompletionMessage.model_dump_json())` plus the `sender` Swarm
   sets to the active agent's name; tool results are Swarm's own
   {"role": "tool", "tool_call_id", "tool_name", "content"} dicts.
2. langroid      -- `str(ChatDocument)` as Langroid prints it
   ("{sender_entity}[{sender_name}] {tool_type}[{tool}]: {content}"), with the
   command emitted as a JSON ToolMessage ({"request": ..., field}) by the LLM and
   the handler's result / fallback reply coming back from the Agent entity.
3. taskweaver    -- `Post.to_dict()` records serialized with json: reasoning as a
   Planner post (to CodeInterpreter), commands as CodeInterpreter posts with the
   generated plugin-calling code and the thought / reply_type / reply_content /
   verification / code_error / execution_status / execution_result /
   artifact_paths attachments; observations as TaskWeaver's execution output.
"""

import hashlib
import json
from datetime import datetime, timedelta

# ----------------------------------------------------------------- helpers

_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def _digest(*parts) -> bytes:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()


def _hex(nchars: int, *parts) -> str:
    return _digest(*parts).hex()[:nchars]


def _alnum(nchars: int, *parts) -> str:
    d = _digest(*parts)
    while len(d) < nchars:
        d += hashlib.sha256(d).digest()
    return "".join(_ALNUM[b % len(_ALNUM)] for b in d[:nchars])


def _split_think(action: str):
    """Return (is_thought, text): the reasoning without the ALFWorld 'think:' tag."""
    s = action.strip()
    if s.lower().startswith("think:"):
        return True, s[len("think:") :].strip()
    return False, s


# ----------------------------------------------------------- 1. OpenAI Swarm

SWARM_AGENT = "ALFWorld Agent"  # Agent(name="ALFWorld Agent", functions=[execute_action])
SWARM_TOOL = "execute_action"  # def execute_action(action: str) -> str


def swarm_step(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split_think(action)
    if is_thought:
        # Plain assistant turn: content only, no tool_calls (Swarm then ends the
        # turn and the environment's reply is appended as a user message).
        msg = {
            "content": text,
            "refusal": None,
            "role": "assistant",
            "audio": None,
            "function_call": None,
            "tool_calls": None,
            "sender": SWARM_AGENT,
        }
        obs = {"role": "user", "content": observation}
    else:
        call_id = "call_" + _alnum(24, "swarm", n, text)
        msg = {
            "content": None,
            "refusal": None,
            "role": "assistant",
            "audio": None,
            "function_call": None,
            "tool_calls": [
                {
                    "id": call_id,
                    "function": {
                        "arguments": json.dumps({"action": text}, separators=(",", ":")),
                        "name": SWARM_TOOL,
                    },
                    "type": "function",
                }
            ],
            "sender": SWARM_AGENT,
        }
        obs = {
            "role": "tool",
            "tool_call_id": call_id,
            "tool_name": SWARM_TOOL,
            "content": observation,
        }
    return {
        "agent": SWARM_AGENT,
        "action": json.dumps(msg, ensure_ascii=False),
        "observation": json.dumps(obs, ensure_ascii=False),
    }


# ---------------------------------------------------------------- 2. Langroid

LANGROID_AGENT = "ALFWorldAgent"  # ChatAgentConfig(name="ALFWorldAgent")
LANGROID_TOOL = "alfworld_action"  # class AlfworldActionTool(ToolMessage): request = "alfworld_action"; action: str


def _langroid_doc_str(
    sender_entity: str, sender_name: str, content: str, tool_type: str = "", tool: str = "", recipient: str = ""
) -> str:
    # Mirrors ChatDocument.__str__ (Entity is a str-mixin Enum, so it prints as
    # "Entity.LLM" / "Entity.AGENT" under Python 3.11).
    tool_str = f"{tool_type}[{tool}]: " if tool_type != "" else ""
    recipient_str = f"=>{recipient}: " if recipient != "" else ""
    return f"{sender_entity}[{sender_name}] {recipient_str}{tool_str}{content}"


def langroid_step(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split_think(action)
    if is_thought:
        act = _langroid_doc_str("Entity.LLM", LANGROID_AGENT, text)
    else:
        tool_json = json.dumps({"request": LANGROID_TOOL, "action": text}, ensure_ascii=False)
        act = _langroid_doc_str("Entity.LLM", LANGROID_AGENT, tool_json, tool_type="TOOL", tool=LANGROID_TOOL)
    # tool handler result (commands) or handle_message_fallback reply (thoughts),
    # both returned by the Agent entity
    obs = _langroid_doc_str("Entity.AGENT", LANGROID_AGENT, observation)
    return {"agent": LANGROID_AGENT, "action": act, "observation": obs}


# -------------------------------------------------------------- 3. TaskWeaver

TW_PLUGIN = "alfworld_step"  # plugin: alfworld_step(action: str) -> str
TW_ROLE_NAME = "ProgramApe"  # CodeGenerator's default role_name
_TW_T0 = datetime(2024, 6, 3, 9, 12, 40)


def _tw_id(prefix: str, n: int, offset: int, *parts) -> str:
    # taskweaver.utils.create_id(): "%Y%m%d-%H%M%S" + "-" + token_hex(4)
    ts = (_TW_T0 + timedelta(seconds=7 * n + offset)).strftime("%Y%m%d-%H%M%S")
    return f"{prefix}-{ts}-{_hex(8, prefix, n, offset, *parts)}"


def _tw_att(n: int, offset: int, type_: str, content, key: str) -> dict:
    return {
        "id": _tw_id("atta", n, offset, type_, key),
        "type": type_,
        "content": content,
        "extra": None,
    }


def _tw_exec_output(code: str, observation: str, with_code: bool) -> str:
    # CodeExecutor.format_code_output for a successful run whose last expression
    # is the plugin's return value (shown as its text/plain repr).
    lines = []
    if with_code:
        lines.append("The following python code has been executed:\n```python\n" + code + "\n```\n\n")
    lines.append("The execution of the generated python code above has succeeded\n")
    lines.append("The result of above Python code after execution is:\n" + repr(observation))
    return "\n".join(lines)


def taskweaver_step(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split_think(action)
    if is_thought:
        post = {
            "id": _tw_id("post", n, 0, text),
            "message": text,
            "send_from": "Planner",
            "send_to": "CodeInterpreter",
            "attachment_list": [
                _tw_att(n, 0, "current_plan_step", text, text),
            ],
        }
        reply = {
            "id": _tw_id("post", n, 1, "user", observation),
            "message": observation,
            "send_from": "User",
            "send_to": "Planner",
            "attachment_list": [],
        }
        return {
            "agent": "Planner",
            "action": json.dumps(post, ensure_ascii=False),
            "observation": json.dumps(reply, ensure_ascii=False),
        }

    code = f"observation = {TW_PLUGIN}(action={json.dumps(text, ensure_ascii=False)})\nobservation"
    result = _tw_exec_output(code, observation, with_code=False)
    thought = (
        f"{TW_ROLE_NAME} will call the plugin function {TW_PLUGIN} to perform "
        f'the action "{text}" in the household environment and return the observation.'
    )
    post = {
        "id": _tw_id("post", n, 0, text),
        "message": _tw_exec_output(code, observation, with_code=True),
        "send_from": "CodeInterpreter",
        "send_to": "Planner",
        "attachment_list": [
            _tw_att(n, 1, "thought", thought, text),
            _tw_att(n, 1, "reply_type", "python", text),
            _tw_att(n, 2, "reply_content", code, text),
            _tw_att(n, 2, "verification", "NONE", text),
            _tw_att(n, 2, "code_error", "No code verification is performed.", text),
            _tw_att(n, 3, "execution_status", "SUCCESS", text),
            _tw_att(n, 3, "execution_result", result, text),
            _tw_att(n, 3, "artifact_paths", [], text),
        ],
    }
    return {
        "agent": "CodeInterpreter",
        "action": json.dumps(post, ensure_ascii=False),
        "observation": result,
    }


FORMATS = {
    "openai_swarm": swarm_step,
    "langroid": langroid_step,
    "taskweaver": taskweaver_step,
}
