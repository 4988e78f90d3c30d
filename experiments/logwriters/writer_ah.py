"""Re-render ALFWorld steps as three other frameworks' logs would hold them.

Each function maps one step (agent, action, observation, n) of the example logs to the
three-field step another team would get after converting its own framework's logs:
  * LangChain4j  - ChatMemory messages serialized with ChatMessageSerializer (Jackson JSON)
  * Spring AI    - AssistantMessage / ToolResponseMessage / UserMessage as Jackson JSON
                   (what chat memory / the JSON logging advisor store)
  * Genkit       - spans of a flow trace as exported by the trace store
Everything is deterministic: ids are derived from hashes of the step contents.
"""

import hashlib
import json
from collections.abc import Callable

_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _digest(*parts) -> bytes:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()


def _b62(nchars: int, *parts) -> str:
    v = int.from_bytes(_digest(*parts), "big")
    out = []
    for _ in range(nchars):
        v, r = divmod(v, 62)
        out.append(_B62[r])
    return "".join(out)


def _hex(nchars: int, *parts) -> str:
    return _digest(*parts).hex()[:nchars]


def _jdump(obj) -> str:
    # Jackson default: compact, no ASCII escaping, insertion order kept
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def _split(action: str):
    """Return (is_thought, text)."""
    s = action.strip()
    if s.lower().startswith("think:"):
        return True, s[len("think:") :].strip()
    return False, s


# --------------------------------------------------------------------------- LangChain4j
_LC4J_AGENT = "HouseholdAgent"  # the AiServices interface
_LC4J_TOOL = "executeCommand"  # @Tool String executeCommand(@P("...") String command)


def langchain4j(agent: str, action: str, observation: str, n: int) -> dict:
    thought, text = _split(action)
    if thought:
        ai = {"text": text, "type": "AI"}
        obs = {"contents": [{"text": observation, "type": "TEXT"}], "type": "USER"}
    else:
        call_id = "call_" + _b62(24, "lc4j", n, action)
        ai = {
            "toolExecutionRequests": [
                {
                    "id": call_id,
                    "name": _LC4J_TOOL,
                    "arguments": _jdump({"command": text}),
                }
            ],
            "type": "AI",
        }
        obs = {"id": call_id, "toolName": _LC4J_TOOL, "text": observation, "type": "TOOL_EXECUTION_RESULT"}
    return {"agent": _LC4J_AGENT, "action": _jdump(ai), "observation": _jdump(obs)}


# --------------------------------------------------------------------------- Spring AI
_SPRING_AGENT = "householdAgent"  # the ChatClient bean
_SPRING_TOOL = "performAction"  # @Tool(description=...) String performAction(String action)


def spring_ai(agent: str, action: str, observation: str, n: int) -> dict:
    thought, text = _split(action)
    completion_id = "chatcmpl-" + _b62(29, "spring", n, action)
    if thought:
        msg = {
            "messageType": "ASSISTANT",
            "metadata": {
                "role": "ASSISTANT",
                "messageType": "ASSISTANT",
                "refusal": "",
                "finishReason": "STOP",
                "index": 0,
                "id": completion_id,
            },
            "toolCalls": [],
            "media": [],
            "text": text,
        }
        obs = {"messageType": "USER", "metadata": {"messageType": "USER"}, "media": [], "text": observation}
    else:
        call_id = "call_" + _b62(24, "spring-call", n, action)
        msg = {
            "messageType": "ASSISTANT",
            "metadata": {
                "role": "ASSISTANT",
                "messageType": "ASSISTANT",
                "refusal": "",
                "finishReason": "TOOL_CALLS",
                "index": 0,
                "id": completion_id,
            },
            "toolCalls": [
                {"id": call_id, "type": "function", "name": _SPRING_TOOL, "arguments": _jdump({"action": text})}
            ],
            "media": [],
            "text": "",
        }
        # DefaultToolCallResultConverter JSON-encodes the returned String
        obs = {
            "messageType": "TOOL",
            "metadata": {"messageType": "TOOL"},
            "responses": [{"id": call_id, "name": _SPRING_TOOL, "responseData": _jdump(observation)}],
            "text": "",
        }
    return {"agent": _SPRING_AGENT, "action": _jdump(msg), "observation": _jdump(obs)}


# --------------------------------------------------------------------------- Genkit
_GK_FLOW = "householdFlow"
_GK_MODEL = "googleai/gemini-2.5-flash"
_GK_TOOL = "runGameCommand"
_GK_T0_MS = 1733400000000
_GK_TRACE = _hex(32, "genkit-trace", _GK_FLOW)


def genkit(agent: str, action: str, observation: str, n: int) -> dict:
    thought, text = _split(action)
    start = _GK_T0_MS + n * 2000
    gen_span = _hex(16, "genkit-generate", n, action)
    common = {
        "traceId": _GK_TRACE,
        "startTime": start + 12,
        "instrumentationLibrary": {"name": "genkit-tracer", "version": "v1"},
        "spanKind": "INTERNAL",
        "sameProcessAsParentSpan": {"value": True},
        "status": {"code": 0},
        "timeEvents": {"timeEvent": []},
        "links": [],
    }
    if thought:
        output = {"message": {"role": "model", "content": [{"text": text}]}, "finishReason": "stop"}
        span = {
            "spanId": _hex(16, "genkit-model", n, action),
            "parentSpanId": gen_span,
            "displayName": _GK_MODEL,
            "endTime": start + 850,
            "attributes": {
                "genkit:type": "action",
                "genkit:metadata:subtype": "model",
                "genkit:name": _GK_MODEL,
                "genkit:path": "/{%s,t:flow}/{generate,t:util}/{%s,t:action,s:model}" % (_GK_FLOW, _GK_MODEL),
                "genkit:output": _jdump(output),
                "genkit:state": "success",
            },
        }
        obs = _jdump({"role": "user", "content": [{"text": observation}]})
    else:
        span = {
            "spanId": _hex(16, "genkit-tool", n, action),
            "parentSpanId": gen_span,
            "displayName": _GK_TOOL,
            "endTime": start + 40,
            "attributes": {
                "genkit:type": "action",
                "genkit:metadata:subtype": "tool",
                "genkit:name": _GK_TOOL,
                "genkit:path": "/{%s,t:flow}/{generate,t:util}/{%s,t:action,s:tool}" % (_GK_FLOW, _GK_TOOL),
                "genkit:input": _jdump({"command": text}),
                "genkit:state": "success",
            },
        }
        obs = _jdump(observation)  # the tool span's genkit:output attribute
    ordered = {
        "spanId": span["spanId"],
        "traceId": common["traceId"],
        "parentSpanId": span["parentSpanId"],
        "startTime": common["startTime"],
        "endTime": span["endTime"],
        "attributes": span["attributes"],
        "displayName": span["displayName"],
        "links": common["links"],
        "instrumentationLibrary": common["instrumentationLibrary"],
        "spanKind": common["spanKind"],
        "sameProcessAsParentSpan": common["sameProcessAsParentSpan"],
        "status": common["status"],
        "timeEvents": common["timeEvents"],
    }
    return {
        "agent": _GK_FLOW,
        "action": _jdump(ordered),  # JSON.stringify-style, compact
        "observation": obs,
    }


FORMATS: "dict[str, Callable[[str, str, str, int], dict]]" = {
    "langchain4j": langchain4j,
    "spring_ai": spring_ai,
    "genkit": genkit,
}
