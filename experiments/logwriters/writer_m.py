"""Re-render ALFWorld steps as three other teams' logs would have held them.

Formats:
  beeai_framework   - BeeAI (IBM) RequirementAgent memory messages, str(Message) ->
                      to_json(to_plain()) : AssistantMessage with a tool-call part
                      (ThinkTool "think" for reasoning, a custom @tool for game
                      commands) and the matching ToolMessage with a tool-result part.
  crewai_flow       - CrewAI step_callback objects stored by a Flow and printed
                      (dataclass reprs of crewai.agents.parser.AgentAction /
                      AgentFinish and crewai.tools.tool_types.ToolResult).
  jupyter_notebook  - nbformat v4 (.ipynb) export: reasoning as markdown cells,
                      commands as code cells whose outputs are execute_result.
"""

import hashlib
import json
from collections.abc import Callable

_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def _split(action: str):
    """Return (is_thought, text)."""
    if action.startswith("think:"):
        return True, action[len("think:") :].strip()
    return False, action.strip()


def _digest(*parts) -> bytes:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()


# ----------------------------------------------------------------------------
# 1. BeeAI framework
# ----------------------------------------------------------------------------
_BEE_AGENT = "RequirementAgent"  # AgentMeta.name default = class name
_BEE_THINK_TOOL = "think"  # beeai_framework.tools.think.ThinkTool.name
_BEE_GAME_TOOL = "alfworld_command"  # custom @tool def alfworld_command(command: str)


def _bee_to_json(obj) -> str:
    # beeai_framework.utils.strings.to_json(..., sort_keys=False)
    return json.dumps(obj, ensure_ascii=False, sort_keys=False)


def _bee_call_id(action: str, n: int) -> str:
    d = _digest("beeai", n, action)
    return "call_" + "".join(_ALNUM[b % len(_ALNUM)] for b in d[:24])


def beeai_framework(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    call_id = _bee_call_id(action, n)
    if is_thought:
        tool_name = _BEE_THINK_TOOL
        # LLM-produced arguments string (compact, as providers return it)
        args = json.dumps({"thoughts": text}, ensure_ascii=False, separators=(",", ":"))
        result = "OK"  # ThinkTool(tool_output="OK") -> StringToolOutput("OK")
    else:
        tool_name = _BEE_GAME_TOOL
        args = json.dumps({"command": text}, ensure_ascii=False, separators=(",", ":"))
        result = observation
    assistant_msg = {
        "role": "assistant",
        "content": [{"type": "tool-call", "id": call_id, "tool_name": tool_name, "args": args}],
    }
    tool_msg = {
        "role": "tool",
        "content": [{"type": "tool-result", "result": result, "tool_name": tool_name, "tool_call_id": call_id}],
    }
    return {"agent": _BEE_AGENT, "action": _bee_to_json(assistant_msg), "observation": _bee_to_json(tool_msg)}


# ----------------------------------------------------------------------------
# 2. CrewAI (step_callback objects kept in a Flow's state, printed)
# ----------------------------------------------------------------------------
_CREW_ROLE = "Household Task Agent"  # Agent(role=...) is how CrewAI names agents
_CREW_TOOL = "alfworld_command"


def _dc_repr(cls_name: str, fields) -> str:
    # @dataclass auto-generated __repr__: Name(field=repr(value), ...)
    return "%s(%s)" % (cls_name, ", ".join("%s=%r" % (k, v) for k, v in fields))


def crewai_flow(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    if is_thought:
        # ReAct text answer without an Action -> parser returns AgentFinish;
        # _extract_thought keeps everything before "\nFinal Answer".
        raw = "Thought: %s\nFinal Answer: %s" % (text, text)
        act = _dc_repr(
            "AgentFinish",
            [
                ("thought", "Thought: %s" % text),
                ("output", text),
                ("text", raw),
            ],
        )
        obs = observation
    else:
        tool_input = json.dumps({"command": text}, ensure_ascii=False)  # repair_json output
        raw = "Action: %s\nAction Input: %s" % (_CREW_TOOL, tool_input)
        act = _dc_repr(
            "AgentAction",
            [
                ("thought", ""),
                ("tool", _CREW_TOOL),
                ("tool_input", tool_input),
                ("text", raw + "\nObservation: " + observation),
                ("result", observation),
            ],
        )
        obs = _dc_repr("ToolResult", [("result", observation), ("result_as_answer", False)])
    return {"agent": _CREW_ROLE, "action": act, "observation": obs}


# ----------------------------------------------------------------------------
# 3. Jupyter notebook export (nbformat 4.5, written with indent=1, sort_keys=True)
# ----------------------------------------------------------------------------
_NB_AGENT = "Jupyternaut"  # Jupyter AI's agent persona


def _nb_dumps(obj) -> str:
    return json.dumps(obj, indent=1, sort_keys=True, ensure_ascii=False)


def _nb_lines(s: str):
    # nbformat stores multiline strings as a list of lines keeping their "\n"
    return s.splitlines(keepends=True) or [""]


def _nb_cell_id(action: str, n: int) -> str:
    return hashlib.sha1(("%d:%s" % (n, action)).encode("utf-8")).hexdigest()[:8]


def jupyter_notebook(agent: str, action: str, observation: str, n: int) -> dict:
    is_thought, text = _split(action)
    cell_id = _nb_cell_id(action, n)
    if is_thought:
        cell = {"cell_type": "markdown", "id": cell_id, "metadata": {}, "source": _nb_lines(text)}
        return {"agent": _NB_AGENT, "action": _nb_dumps(cell), "observation": ""}
    count = n + 1
    cell = {
        "cell_type": "code",
        "execution_count": count,
        "id": cell_id,
        "metadata": {},
        "source": _nb_lines("env.step(%s)" % json.dumps(text)),
    }
    outputs = [
        {
            "data": {"text/plain": _nb_lines(repr(observation))},
            "execution_count": count,
            "metadata": {},
            "output_type": "execute_result",
        }
    ]
    return {"agent": _NB_AGENT, "action": _nb_dumps(cell), "observation": _nb_dumps(outputs)}


FORMATS: dict[str, Callable[[str, str, str, int], dict]] = {
    "beeai_framework": beeai_framework,
    "crewai_flow": crewai_flow,
    "jupyter_notebook": jupyter_notebook,
}
