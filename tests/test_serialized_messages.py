"""Runs another team logged as its framework's serialized messages: a step is the call the message makes (or what
its words say), its reasoning a thought, its tool result an observation, and a role is shown its words, not its
serialization. Each message below is written by the framework's own classes where the test environment has them."""

from __future__ import annotations

import json

import pytest
from autogen_agentchat.messages import ThoughtEvent, ToolCallExecutionEvent, ToolCallRequestEvent
from autogen_core import FunctionCall
from autogen_core.models import FunctionExecutionResult
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage, messages_to_dict
from openai.types.chat import ChatCompletionMessage
from openai.types.responses import ResponseFunctionToolCall, ResponseReasoningItem

from experiments.other_logs import formats, logged_by
from gmem import Memory, MemoryConfig, Role, limits
from gmem.cli import main
from gmem.llm import LLMClient, LLMOperationsConfig, LLMSettings
from gmem.messages import read_message
from gmem.models import TaskRecord
from gmem.text import acted, is_noop, is_thought, procedure_features, readable, template
from tests.llm_script import ScriptedLLM, first_steps

ARGUMENTS = json.dumps({"command": "go to desk 1"})
ARGUMENTS_READ = {"command": "go to desk 1"}
OTEL_TOOL_SPAN = {
    "name": "execute_tool alfworld_act",
    "attributes": [
        {"key": "gen_ai.operation.name", "value": {"stringValue": "execute_tool"}},
        {"key": "gen_ai.tool.name", "value": {"stringValue": "alfworld_act"}},
        {"key": "gen_ai.tool.call.arguments", "value": {"stringValue": ARGUMENTS}},
        {"key": "gen_ai.tool.call.result", "value": {"stringValue": "You arrive at desk 1."}},
    ],
}
FAST = LLMSettings(timeout=2.0, retries=1, backoff=0.0, concurrency=4)


def langchain(message) -> str:
    return json.dumps(messages_to_dict([message])[0])


def langchain_call(command: str, words: str = "") -> AIMessage:
    return AIMessage(content=words, tool_calls=[{"name": "alfworld", "args": {"command": command}, "id": "c1"}])


def autogen_call(command: str) -> ToolCallRequestEvent:
    arguments = json.dumps({"command": command})
    return ToolCallRequestEvent(source="solver", content=[FunctionCall(id="1", name="alfworld", arguments=arguments)])


def anthropic(role: str, *blocks: dict) -> str:
    return json.dumps({"id": "msg_1", "type": "message", "role": role, "content": list(blocks)})


#: A model's raw output as Qwen's and Hermes' chat templates mark a tool call, after what the model said.
HERMES = '{words}<tool_call>\n{{"name": "alfworld", "arguments": {{"command": "go to desk 1"}}}}\n</tool_call>'
CALLS = {
    "LangChain messages_to_dict": langchain(langchain_call("go to desk 1")),
    "LangChain repr": repr(langchain_call("go to desk 1")),
    "LangChain, words before the call": langchain(langchain_call("go to desk 1", "The desk is nearest.")),
    "OpenAI chat message": ChatCompletionMessage(
        role="assistant",
        content=None,
        tool_calls=[{"id": "c", "type": "function", "function": {"name": "alfworld", "arguments": ARGUMENTS}}],
    ).model_dump_json(),
    "OpenAI Responses item": ResponseFunctionToolCall(
        type="function_call", name="alfworld", arguments=ARGUMENTS, call_id="c"
    ).model_dump_json(),
    "Anthropic message": anthropic(
        "assistant",
        {"type": "text", "text": "I will check the desk."},
        {"type": "tool_use", "id": "toolu_1", "name": "alfworld", "input": {"command": "go to desk 1"}},
    ),
    "Anthropic content blocks": json.dumps(
        [{"type": "tool_use", "id": "toolu_1", "name": "alfworld", "input": {"command": "go to desk 1"}}]
    ),
    "AutoGen event repr": repr(autogen_call("go to desk 1")),
    "AutoGen event model_dump": autogen_call("go to desk 1").model_dump_json(),
    "Gemini / ADK event": json.dumps(
        {
            "author": "agent",
            "content": {
                "role": "model",
                "parts": [{"functionCall": {"name": "alfworld", "args": {"command": "go to desk 1"}}}],
            },
        }
    ),
    "Letta tool call message": json.dumps(
        {
            "message_type": "tool_call_message",
            "tool_call": {
                "name": "alfworld",
                "arguments": json.dumps({"action": "go to desk 1", "request_heartbeat": True}),
            },
        }
    ),
    "Haystack ChatMessage": json.dumps(
        {
            "role": "assistant",
            "content": [{"tool_call": {"tool_name": "alfworld", "arguments": {"action": "go to desk 1"}}}],
        }
    ),
    "LlamaIndex action input, a Python dict": (
        "Thought: I need a tool.\nAction: execute_action\nAction Input: {'command': 'go to desk 1'}"
    ),
    "OpenHands MCP call event": json.dumps(
        {
            "id": 9,
            "source": "agent",
            "message": "I am interacting with the MCP server",
            "action": "call_tool_mcp",
            "args": {"name": "alfworld", "arguments": {"command": "go to desk 1"}, "thought": ""},
        }
    ),
    "an MCP call_tool through Anthropic": anthropic(
        "assistant",
        {
            "type": "tool_use",
            "name": "call_tool",
            "input": {"name": "alfworld", "arguments": {"command": "go to desk 1"}},
        },
    ),
    "Python logging line": "2024-03-18 14:22:09,330 - react_agent - INFO - Act 2: go to desk 1",
    "Python's default logging": "INFO:react_agent:go to desk 1",
    "loguru line": "2024-03-18 14:22:09.330 | INFO     | agent:run:42 - go to desk 1",
    "Vercel AI SDK tool part": json.dumps(
        {
            "type": "tool-runCommand",
            "toolCallId": "c1",
            "state": "output-available",
            "input": {"command": "go to desk 1"},
        }
    ),
    "Vercel AI SDK tool invocation (v4)": json.dumps(
        {"type": "tool-invocation", "toolInvocation": {"toolName": "env", "args": {"command": "go to desk 1"}}}
    ),
    "AG2 console": (
        "household_agent (to chat_manager):\n\n***** Suggested tool call (call_1): run_command *****\n"
        'Arguments: \n{"command":"go to desk 1"}\n' + "*" * 60 + "\n\n" + "-" * 80
    ),
    "a chat export's post": "[2024-03-14 09:41:22] HouseBot: Heading over to the desk 1 now: `go to desk 1`",
    "A2A data part": json.dumps(
        {"kind": "message", "role": "agent", "parts": [{"kind": "data", "data": {"command": "go to desk 1"}}]}
    ),
    "a notebook's code cell": json.dumps(
        {"cell_type": "code", "source": ['obs, reward, done, info = env.step(["go to desk 1"])\n', "print(obs[0])"]}
    ),
    "Langroid's printed tool message": (
        'LLM[HouseAgent] TOOL[alfworld_action]: {"request": "alfworld_action", "command": "go to desk 1"}'
    ),
    "TaskWeaver's code post": json.dumps(
        {
            "message": "",
            "send_from": "CodeInterpreter",
            "attachment_list": [
                {"type": "thought", "content": "I will go to the desk."},
                {"type": "reply_content", "content": 'obs = alfworld_step(action="go to desk 1")\nobs'},
            ],
        }
    ),
    "AG2 console after Next speaker": (
        "Next speaker: agent\n\nagent (to chat_manager):\n\n***** Suggested tool call (c1): execute_action *****\n"
        'Arguments: \n{"action":"go to desk 1"}\n' + "*" * 60 + "\n\n" + "-" * 80
    ),
    "an event log's tool call": json.dumps(
        {
            "ts": "2024-06-03T10:15:14Z",
            "type": "tool_call",
            "payload": {"tool": "env.step", "args": {"command": "go to desk 1"}},
        }
    ),
    "smolagents code": '<code>\nobservation = alfworld(command="go to desk 1")\nprint(observation)\n</code>',
    "markdown code after words": 'I go to the desk.\n```py\nresult = env_step(action="go to desk 1")\n```',
    "CrewAI action input": 'Action: ALFWorld Environment\nAction Input: {"command": "go to desk 1"}',
    "DSPy trajectory fields": json.dumps(
        {"thought_2": "The desk first.", "tool_name_2": "alfworld", "tool_args_2": {"command": "go to desk 1"}}
    ),
    "DSPy prediction": json.dumps(
        {"next_thought": "The desk.", "next_tool_name": "alfworld", "next_tool_args": {"command": "go to desk 1"}}
    ),
    "AgentChat's console (Magentic-One's too)": (
        "---------- ToolCallRequestEvent (solver) ----------\n"
        "[FunctionCall(id='c1', arguments='{\"command\":\"go to desk 1\"}', name='execute_command')]"
    ),
    "a Claude Code transcript's line": json.dumps(
        {
            "type": "assistant",
            "uuid": "u1",
            "message": {
                "role": "assistant",
                "type": "message",
                "content": [
                    {"type": "tool_use", "id": "t1", "name": "mcp__alfworld__act", "input": {"command": "go to desk 1"}}
                ],
            },
        }
    ),
    "a chat completion as the API returned it": json.dumps(
        {
            "object": "chat.completion",
            "choices": [
                {
                    "index": 0,
                    "message": {
                        "role": "assistant",
                        "tool_calls": [
                            {"id": "0", "function": {"name": "alfworld_env", "arguments": {"action": "go to desk 1"}}}
                        ],
                    },
                }
            ],
        }
    ),
    "Gemini's response as the API returned it": json.dumps(
        {
            "candidates": [
                {
                    "content": {"role": "model", "parts": [{"functionCall": {"name": "act", "args": ARGUMENTS_READ}}]},
                    "finishReason": "STOP",
                }
            ]
        }
    ),
    "Ollama's response (its message under no kind)": json.dumps(
        {
            "model": "llama3.1",
            "message": {
                "role": "assistant",
                "content": "",
                "tool_calls": [{"function": {"name": "act", "arguments": ARGUMENTS_READ}}],
            },
            "done": True,
        }
    ),
    "Cohere's response": json.dumps(
        {
            "id": "r1",
            "finish_reason": "TOOL_CALL",
            "message": {
                "role": "assistant",
                "tool_plan": "The desk first.",
                "tool_calls": [{"id": "1", "type": "function", "function": {"name": "act", "arguments": ARGUMENTS}}],
            },
        }
    ),
    "Inspect AI's tool call (its function named as a string)": json.dumps(
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [{"id": "c1", "function": "act", "arguments": ARGUMENTS_READ}],
        }
    ),
    "the Assistants API's run step": json.dumps(
        {
            "object": "thread.run.step",
            "type": "tool_calls",
            "step_details": {
                "type": "tool_calls",
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {"name": "act", "arguments": ARGUMENTS, "output": "Done."},
                    }
                ],
            },
        }
    ),
    "a LangSmith tool run": json.dumps(
        {
            "name": "alfworld_action",
            "run_type": "tool",
            "inputs": {"action": "go to desk 1"},
            "outputs": {"output": "Ok"},
        }
    ),
    "a Langfuse tool observation": json.dumps(
        {"type": "TOOL", "name": "execute", "input": {"args": ["go to desk 1"], "kwargs": {}}, "output": "You arrive."}
    ),
    "an OpenTelemetry GenAI tool span (OTLP JSON)": json.dumps(
        {"resourceSpans": [{"scopeSpans": [{"spans": [OTEL_TOOL_SPAN]}]}]}
    ),
    "an MLflow tool span": json.dumps(
        {
            "name": "step",
            "attributes": {
                "mlflow.spanType": '"TOOL"',
                "mlflow.spanFunctionName": '"step"',
                "mlflow.spanInputs": json.dumps({"action": "go to desk 1"}),
            },
        }
    ),
    "an OpenInference tool span (Phoenix)": json.dumps(
        {"name": "act", "span_kind": "TOOL", "attributes": {"tool.name": "act", "tool.parameters": ARGUMENTS}}
    ),
    "a Weave call of a method": json.dumps(
        {
            "op_name": "weave:///team/project/op/Env.step:abc",
            "inputs": {"self": "weave:///team/project/object/Env:xyz", "action": "go to desk 1"},
            "output": "You arrive.",
        }
    ),
    "Microsoft Agent Framework's message": json.dumps(
        {
            "type": "chat_message",
            "role": {"type": "role", "value": "assistant"},
            "contents": [{"type": "function_call", "call_id": "c1", "name": "act", "arguments": ARGUMENTS}],
        }
    ),
    "the Agent Protocol's step (AutoGPT's)": json.dumps(
        {
            "name": "",
            "input": "",
            "additional_output": {
                "thoughts": {"text": "The desk."},
                "use_tool": {"name": "act", "arguments": ARGUMENTS_READ},
            },
        }
    ),
    "n8n's agent step": json.dumps({"tool": "ALFWorld", "toolInput": ARGUMENTS_READ, "log": "Calling ALFWorld"}),
    "Flowise's message with the tools it used": json.dumps(
        {
            "role": "apiMessage",
            "content": "You arrive.",
            "usedTools": [{"tool": "alfworld_step", "toolInput": ARGUMENTS_READ, "toolOutput": "You arrive."}],
        }
    ),
    "Goose's tool request": json.dumps(
        {
            "role": "assistant",
            "content": [
                {
                    "type": "toolRequest",
                    "id": "t1",
                    "toolCall": {"status": "success", "value": {"name": "alfworld__step", "arguments": ARGUMENTS_READ}},
                }
            ],
        }
    ),
    "Roo Code's XML tool use": json.dumps(
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "<execute_command>\n<command>go to desk 1</command>\n</execute_command>"}
            ],
        }
    ),
    "Cline's MCP tool use (XML)": (
        "<use_mcp_tool>\n<server_name>alfworld</server_name>\n<tool_name>act</tool_name>\n<arguments>\n"
        + ARGUMENTS
        + "\n</arguments>\n</use_mcp_tool>"
    ),
    "a Flowise Agentflow V2 agent node": json.dumps(
        {
            "nodeLabel": "Agent",
            "data": {
                "name": "agentAgentflow",
                "output": {
                    "content": "",
                    "calledTools": [{"name": "act", "args": ARGUMENTS_READ, "type": "tool_call"}],
                },
            },
        }
    ),
    "a stream-json step, its lines (the Claude Agent SDK's)": json.dumps({"type": "system", "subtype": "init"})
    + "\n"
    + json.dumps(
        {
            "type": "assistant",
            "message": {"role": "assistant", "content": [{"type": "tool_use", "name": "act", "input": ARGUMENTS_READ}]},
        }
    ),
    "A2A's streamed status update": json.dumps(
        {
            "kind": "status-update",
            "status": {
                "state": "working",
                "message": {
                    "kind": "message",
                    "role": "agent",
                    "parts": [
                        {
                            "kind": "data",
                            "data": {"id": "x", "name": "alfworld_step", "args": {"action": "go to desk 1"}},
                        }
                    ],
                },
            },
        }
    ),
    "a notebook cell's source, logged alone as its lines": json.dumps(
        ['obs = env.step("go to desk 1")\n', "print(obs)"]
    ),
    "a gym step in code, its command given by position": "```python\nobs = env.step('go to desk 1')\n```",
    "LangChain's AgentAction, as its repr": (
        "AgentAction(tool='alfworld', tool_input={'command': 'go to desk 1'}, log='Action: alfworld\\nAction Input: "
        "go to desk 1')"
    ),
    "a Griptape actions subtask's event": json.dumps(
        {
            "type": "StartActionsSubtaskEvent",
            "subtask_thought": "The desk first.",
            "subtask_actions": [
                {
                    "tag": "c1",
                    "name": "AlfworldTool",
                    "path": "execute",
                    "input": {"values": {"command": "go to desk 1"}},
                }
            ],
        }
    ),
    "Langroid's message": (
        'Entity.LLM[HouseAgent] TOOL[alfworld_action]: {"request": "alfworld_action", "command": "go to desk 1"}'
    ),
    "Langroid's log file": (
        "*(HouseAgent)  Entity.LLM  Entity.LLM(HouseAgent) (=>    ) (X    )   TOOL(alfworld_action) "
        '{"request": "alfworld_action", "command": "go to desk 1"}'
    ),
    "Llama's tool call in a chat message (its arguments as parameters)": json.dumps(
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [{"name": "alfworld", "parameters": {"command": "go to desk 1"}}],
        }
    ),
    "Qwen's and Hermes' raw tool call": HERMES.format(words=""),
    "Qwen's tool call after the model's words": HERMES.format(words="The desk is nearest.\n"),
    "Qwen3's tool call after its thinking": HERMES.format(words="<think>\nThe desk is nearest.\n</think>\n\n"),
    "Mistral's raw tool calls": '[TOOL_CALLS] [{"name": "alfworld", "arguments": {"command": "go to desk 1"}}]',
    "Mistral's raw tool call, its arguments marked": '[TOOL_CALLS]alfworld[ARGS]{"command": "go to desk 1"}',
    "Llama's python tag": '<|python_tag|>{"name": "alfworld", "parameters": {"command": "go to desk 1"}}<|eom_id|>',
    "Llama's function tag": '<function=alfworld>{"command": "go to desk 1"}</function>',
    "Granite's raw tool call": '<|tool_call|>[{"name": "alfworld", "arguments": {"command": "go to desk 1"}}]',
    "DeepSeek's raw tool call": (
        "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>alfworld\n```json\n"
        '{"command": "go to desk 1"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'
    ),
    "gpt-oss's Harmony call": (
        "<|start|>assistant<|channel|>analysis<|message|>The desk is nearest.<|end|><|start|>assistant"
        '<|channel|>commentary to=functions.alfworld <|constrain|>json<|message|>{"command": "go to desk 1"}<|call|>'
    ),
    "Llama's pythonic tool calls": '[alfworld(command="go to desk 1"), alfworld(command="look")]',
    "Qwen-Agent's function call": 'The desk is nearest.\n✿FUNCTION✿: alfworld\n✿ARGS✿: {"command": "go to desk 1"}',
    "InternLM's plugin call": (
        '<|action_start|><|plugin|>\n{"name": "alfworld", "parameters": {"command": "go to desk 1"}}<|action_end|>'
    ),
    "a tool call in a chat message, its arguments as action_input": json.dumps(
        {
            "role": "assistant",
            "tool_calls": [{"function": {"name": "alfworld", "action_input": {"command": "go to desk 1"}}}],
        }
    ),
}


@pytest.mark.parametrize("logged", sorted(CALLS))
def test_a_step_logged_as_a_framework_s_message_is_the_command_its_call_gave(logged):
    """Read as text, each was one template of field names (``{[_] [_] [_]``, ``toolcallrequestevent(id=[_] ...``,
    ``<code> observation = alfworld[_] print[_] </code>``, ``alfworld environment[_]``) for every step of its run."""
    action = CALLS[logged]
    assert (template(action), is_thought(action)) == ("go to _", False)


@pytest.mark.parametrize(
    "action, shape",
    [
        (
            langchain(AIMessage(content="", tool_calls=[{"name": "search", "args": {"query": "Paris"}, "id": "1"}])),
            "search[_]",
        ),
        (
            repr(AIMessage(content="", tool_calls=[{"name": "finish", "args": {"answer": "SUPPORTS"}, "id": "1"}])),
            "finish[_]",
        ),
        ('<tool_call>\n{"name": "search", "arguments": {"query": "Paris"}}\n</tool_call>', "search[_]"),
    ],
)
def test_a_serialized_call_of_any_other_tool_keeps_its_entity_and_answer_out(action, shape):
    assert template(action) == shape


@pytest.mark.parametrize(
    "action",
    [
        repr(ThoughtEvent(source="solver", content="The mug is likely on the desk.")),
        ThoughtEvent(source="solver", content="The mug is likely on the desk.").model_dump_json(),
        ResponseReasoningItem(
            id="r", type="reasoning", summary=[{"type": "summary_text", "text": "The mug is likely on the desk."}]
        ).model_dump_json(),
        anthropic("assistant", {"type": "thinking", "thinking": "The mug is likely on the desk.", "signature": "s"}),
        langchain(AIMessage(content="Thought: the mug is likely on the desk.")),
        json.dumps(
            {"content": {"role": "model", "parts": [{"text": "The mug is likely on the desk.", "thought": True}]}}
        ),
        json.dumps({"message_type": "reasoning_message", "reasoning": "The mug is likely on the desk."}),
        json.dumps({"cell_type": "markdown", "source": ["The mug is likely on the desk."]}),
        json.dumps(
            {
                "send_from": "Planner",
                "attachment_list": [{"type": "plan_reasoning", "content": "The mug is likely on the desk."}],
            }
        ),
        json.dumps(
            {"role": "assistant", "content": [{"reasoning": {"reasoning_text": "The mug is likely on the desk."}}]}
        ),
        json.dumps({"id": 5, "action": "think", "args": {"thought": "The mug is likely on the desk."}}),  # OpenHands
        anthropic(
            "assistant", {"type": "tool_use", "name": "think", "input": {"thought": "The mug is likely on the desk."}}
        ),
        "2024-03-18 14:22:06,258 - react_agent - INFO - Act 1: think: The mug is likely on the desk.",
        "---------- ThoughtEvent (solver) ----------\nThe mug is likely on the desk.",  # AgentChat's console
        json.dumps(  # a Claude Code transcript's line
            {
                "type": "assistant",
                "message": {
                    "role": "assistant",
                    "content": [{"type": "thinking", "thinking": "The mug is likely on the desk.", "signature": "s"}],
                },
            }
        ),
        json.dumps(
            {
                "object": "chat.completion",
                "choices": [{"message": {"content": "Thought: The mug is likely on the desk."}}],
            }
        ),
        json.dumps(  # ADK's thought over A2A
            {
                "kind": "message",
                "role": "agent",
                "parts": [
                    {"kind": "text", "text": "The mug is likely on the desk.", "metadata": {"adk_thought": True}}
                ],
            }
        ),
        json.dumps(['agent.think("The mug is likely on the desk.")']),  # a notebook cell's source
        json.dumps({"model": "llama3.1", "message": {"role": "assistant", "content": "Thought: likely on the desk."}}),
        json.dumps({"action": "", "observation": "", "thought": "The mug is likely on the desk.", "response": "..."}),
        json.dumps(  # MLflow's model span
            {
                "attributes": {
                    "mlflow.spanType": '"CHAT_MODEL"',
                    "mlflow.spanOutputs": json.dumps({"role": "assistant", "content": "Thought: likely on the desk."}),
                }
            }
        ),
        json.dumps(  # OpenInference's model span
            {
                "attributes": {
                    "llm.output_messages": [
                        {"message.role": "assistant", "message.content": "Thought: likely on the desk."}
                    ]
                }
            }
        ),
        json.dumps(  # Logfire's model span, its messages as a list
            {
                "attributes": {
                    "gen_ai.output.messages": [
                        {"role": "assistant", "parts": [{"type": "thinking", "content": "likely on the desk"}]}
                    ]
                }
            }
        ),
        json.dumps(
            {
                "type": "chat_message",
                "role": {"type": "role", "value": "assistant"},
                "contents": [{"type": "text_reasoning", "text": "The mug is likely on the desk."}],
            }
        ),
        json.dumps(  # a Weave call of the model: its response's message
            {
                "op_name": "weave:///t/p/op/openai.chat.completions.create:x",
                "inputs": {"model": "m"},
                "output": {"choices": [{"message": {"role": "assistant", "content": "think: likely on the desk."}}]},
            }
        ),
        json.dumps({"name": "", "additional_output": {"thoughts": {"text": "likely on the desk"}, "use_tool": None}}),
        json.dumps({"type": "say", "say": "reasoning", "text": "The mug is likely on the desk."}),  # Cline
        "<thinking>\nThe mug is likely on the desk.\n</thinking>",  # a model's thinking tags
        "<think>The mug is likely on the desk.</think>",
        json.dumps(  # Inspect AI's think tool
            {
                "role": "assistant",
                "tool_calls": [{"function": "think", "arguments": {"thought": "likely on the desk."}}],
            }
        ),
        json.dumps(  # OpenTelemetry's GenAI model span: the messages it returned
            {
                "name": "chat gpt-4o",
                "attributes": [
                    {
                        "key": "gen_ai.output.messages",
                        "value": {
                            "stringValue": json.dumps(
                                [
                                    {
                                        "role": "assistant",
                                        "parts": [{"type": "text", "content": "Thought: likely on the desk."}],
                                    }
                                ]
                            )
                        },
                    }
                ],
            }
        ),
        "AgentAction(tool='think', tool_input='The mug is likely on the desk.', log='Thought: ...')",  # LangChain
        json.dumps(
            {
                "type": "StartActionsSubtaskEvent",
                "subtask_thought": "The mug is likely on the desk.",
                "subtask_actions": [],
            }
        ),
    ],
)
def test_a_serialized_message_that_reasons_is_a_thought(action):
    assert is_thought(action)
    assert "likely on the desk" in readable(action)


def test_a_traced_tool_call_is_its_call_as_an_act_and_what_it_returned_as_words():
    """A tracer records a tool's call and its result in one span (Langfuse's observation, OpenTelemetry's GenAI span):
    logged as a step's act it did the call, shown to a reader it says what came back."""
    langfuse = CALLS["a Langfuse tool observation"]
    otel = json.dumps(OTEL_TOOL_SPAN)
    assert (acted(langfuse), readable(langfuse), is_noop(langfuse)) == ("go to desk 1", "You arrive.", False)
    assert (acted(otel), readable(otel)) == ("go to desk 1", "You arrive at desk 1.")


def test_a_model_s_serialized_words_are_what_they_say():
    """A text agent's message is its command when it writes one; a model's words that call no tool and are labelled
    no thought are read as words written plainly are."""
    said = langchain(AIMessage(content="go to desk 1"))
    assert (template(said), is_thought(said), acted(said)) == ("go to _", False, "go to desk 1")


@pytest.mark.parametrize(
    "observation",
    [
        langchain(ToolMessage(content="Nothing happens.", tool_call_id="1")),
        repr(ToolMessage(content="Nothing happens.", tool_call_id="1")),
        langchain(HumanMessage(content="Nothing happens.")),
        repr(
            ToolCallExecutionEvent(
                source="solver",
                content=[
                    FunctionExecutionResult(content="Nothing happens.", name="alfworld", call_id="1", is_error=False)
                ],
            )
        ),
        anthropic("user", {"type": "tool_result", "tool_use_id": "toolu_1", "content": "Nothing happens."}),
        json.dumps({"type": "function_call_output", "call_id": "c", "output": "Nothing happens."}),
        "Execution logs:\nNothing happens.\nLast output from code snippet:\nNone",
        json.dumps(
            {
                "content": {
                    "role": "user",
                    "parts": [{"functionResponse": {"name": "alfworld", "response": {"result": "Nothing happens."}}}],
                }
            }
        ),
        json.dumps({"role": "tool", "content": [{"tool_call_result": {"result": "Nothing happens.", "error": False}}]}),
        json.dumps(  # OpenHands' MCP observation: the tool's result serialized inside it
            {
                "id": 10,
                "observation": "mcp",
                "content": json.dumps({"content": [{"type": "text", "text": "Nothing happens."}], "isError": False}),
            }
        ),
        "2024-03-18 14:22:06,278 - alfworld_env - INFO - Obs 3: Nothing happens.",
        "[2024-03-14 09:41:24] ALFWorld: Nothing happens.",
        json.dumps({"observation": "Nothing happens.", "reward": 0, "done": False}),  # a gym step, as a team logs it
        json.dumps(  # Letta: the tool's return, itself a JSON string
            {
                "message_type": "tool_return_message",
                "tool_return": json.dumps({"status": "OK", "message": "Nothing happens.", "time": "10:00"}),
            }
        ),
        "Agent[HouseAgent] Nothing happens.",  # Langroid
        json.dumps(
            [{"name": "stdout", "output_type": "stream", "text": ["Nothing happens.\n"]}]
        ),  # a notebook's output
        (  # TaskWeaver
            "The execution of the generated python code above has succeeded\n\nThe result of above Python code after "
            "execution is:\n'Nothing happens.'"
        ),
        json.dumps({"type": "tool_result", "payload": {"tool": "env.step", "ok": True, "output": "Nothing happens."}}),
        "Next speaker: executor\n\n\n>>>>>>>> EXECUTING FUNCTION execute_action...\nOutput:\nNothing happens.\n"
        "executor (to chat_manager):\n\n***** Response from calling tool (c1) *****\nNothing happens.\n" + "*" * 60,
        "Instruction: Based on the result of your last action, decide the next one.\nInput: Nothing happens.",  # CAMEL
        "tool_executor (to chat_manager):\n\n***** Response from calling tool (call_1) *****\nNothing happens.\n"
        + "*" * 60
        + "\n\n"
        + "-" * 80,
        (  # AgentChat's console
            "---------- ToolCallExecutionEvent (solver) ----------\n"
            "[FunctionExecutionResult(content='Nothing happens.', name='act', call_id='c1', is_error=False)]"
        ),
        json.dumps(  # a Claude Code transcript's line
            {
                "type": "user",
                "message": {
                    "role": "user",
                    "content": [
                        {
                            "type": "tool_result",
                            "tool_use_id": "t1",
                            "content": [{"type": "text", "text": "Nothing happens."}],
                        }
                    ],
                },
            }
        ),
        json.dumps(  # A2A's streamed artifact, a function's response (ADK's)
            {
                "kind": "artifact-update",
                "artifact": {
                    "artifactId": "a1",
                    "parts": [{"kind": "data", "data": {"name": "act", "response": {"result": "Nothing happens."}}}],
                },
            }
        ),
        json.dumps(
            {
                "kind": "message",
                "role": "agent",
                "parts": [{"kind": "data", "data": {"name": "act", "response": {"result": "Nothing happens."}}}],
            }
        ),
        json.dumps(  # a notebook cell's value, its repr
            [{"data": {"text/plain": ["'Nothing happens.'"]}, "metadata": {}, "output_type": "execute_result"}]
        ),
        "Entity.AGENT[HouseAgent] Nothing happens.",  # Langroid
        "*(HouseAgent)  Entity.AGENT  Entity.AGENT(HouseAgent) (=>    ) (X    )   (    ) Nothing happens.",
        json.dumps({"type": "tool_result", "status": {"code": 200}, "output": "Nothing happens."}),  # no wrapper
        json.dumps(  # Goose
            {
                "role": "user",
                "content": [
                    {
                        "type": "toolResponse",
                        "id": "t1",
                        "toolResult": {"status": "success", "value": [{"type": "text", "text": "Nothing happens."}]},
                    }
                ],
            }
        ),
        json.dumps([{"observation": "Nothing happens."}]),  # n8n: a list of one result
        json.dumps(  # Microsoft Agent Framework
            {
                "type": "chat_message",
                "role": {"type": "role", "value": "tool"},
                "contents": [{"type": "function_result", "call_id": "c1", "result": "Nothing happens."}],
            }
        ),
        json.dumps(  # Griptape's artifacts
            {
                "type": "ListArtifact",
                "value": [{"type": "TextArtifact", "name": "c1 output", "value": "Nothing happens."}],
            }
        ),
    ],
)
def test_a_serialized_result_that_nothing_changed_is_one(observation):
    assert is_noop(observation)
    assert is_noop(observation.replace("Nothing happens.", "You arrive at desk 1.")) is False


@pytest.mark.parametrize(
    "action, shape, thought",
    [
        ("INFO: the mug is here", "info the mug is here", False),  # a level is matched in capitals, with a logger
        ("2024-03-18 14:22:09 go to desk 1", "go to _", False),
        ('{"name": "plan_route", "arguments": {"to": "desk 1"}}', "plan_route[_]", False),  # a tool that also acts
        ('{"name": "sequential_thinking", "arguments": {"thought": "first the desk"}}', "sequential_thinking[_]", True),
        ("[2024-03-14 09:41:22] Thought: the mug is here", "thought the mug is here", True),  # a label, no speaker
        ("Thought: next, `open fridge 1`", "thought next `open _", True),  # a thought that names a command
        ("I ran `open fridge 1` and `close fridge 1`", "i ran `open fridge 1` and", False),  # which one?
        ('{"request": "alfworld_action", "action": "look"}', "look", False),  # Langroid's tool, given its action
    ],
)
def test_what_a_log_line_or_a_call_says_of_itself_is_read_only_where_it_says_it(action, shape, thought):
    assert (template(action), is_thought(action)) == (shape, thought)


@pytest.mark.parametrize(
    "text",
    [
        "go to desk 1",
        "think: the mug is on the desk",
        '{"action": "go to desk 1"}',
        "Finish(answer='SUPPORTS')",  # a capitalised call with fields is no message
        '{"type": "function", "function": {"name": "env", "arguments": "{}"}}',  # a tool call, read by gmem.text
        "Plan(steps=['go to desk 1'])",
        "{not json",
        "AIMessage(content=" + "'x', " * 10,  # cut off: no repr
        '["go to desk 1"]',  # a list of commands is no notebook source
        "<note>go to desk 1</note>",  # an element that holds no parameters is no tool call
        "---------- TextMessage solver ----------\ngo to desk 1",  # no console header
        "I will write the <tool_call> tags myself",  # markup named, no call in it
        "<tool_call>\ngo to desk 1\n</tool_call>",  # no JSON object: no call read
        "[go(1)]",  # a pythonic call given by position: its arguments not read
    ],
)
def test_text_that_serializes_no_message_is_read_as_text(text):
    assert read_message(text) is None


def test_a_run_logged_as_messages_teaches_what_the_run_logged_as_commands_does():
    steps = [
        ("think: the mug may be on the desk", "OK."),
        ("go to desk 1", "On the desk 1, you see a mug 1."),
        ("take mug 1 from desk 1", "You pick up the mug 1 from the desk 1."),
        ("heat mug 1 with microwave 1", "Nothing happens."),
        ("heat mug 1 with microwave 1", "You heat the mug 1 using the microwave 1."),
    ]
    logged = [
        (
            langchain(AIMessage(content=action[len("think: ") :]))
            if action.startswith("think:")
            else repr(autogen_call(action)),
            langchain(ToolMessage(content=observation, tool_call_id="1")),
        )
        for action, observation in steps
    ]
    assert procedure_features(logged) == procedure_features(steps)


def test_a_role_is_shown_a_serialized_run_s_words_not_its_serialization(open_memory, tmp_path):
    memory = open_memory(tmp_path / "m.db")
    calls = ["go to desk 1", "take mug 1 from desk 1", "go to coffeemachine 1", "put mug 1 in/on coffeemachine 1"]
    steps = [
        {
            "agent": "executor",
            "action": langchain(langchain_call(command)),
            "observation": langchain(ToolMessage(content=f"You {command.split()[0]} it, done.", tool_call_id="c1")),
        }
        for command in calls
    ]
    memory.record(TaskRecord(id="t1", instruction="put a mug in coffeemachine.", steps=steps, success=True))
    result = memory.retrieve("put a mug in the coffee machine", roles=[Role(name="executor", description="acts")])
    shown = result.roles["executor"].text
    assert "put mug 1 in/on coffeemachine 1" in shown or "You put it, done." in shown
    assert '"data"' not in shown and "tool_call_id" not in shown


#: The read writers' formats (:mod:`experiments.logwriters`) whose tool takes the game's command: a run so logged
#: has the recorded run's procedure. (``writer_h``'s tools are the game's verbs, ``go_to(receptacle=...)``, and
#: compare among themselves; ``writer_s``'s AgentExecutor gives the command as the whole input of a tool named after the
#: game, which is read as no command.)
SAME_PROCEDURE = [
    ("writer_a", "smolagents_codeagent"),
    ("writer_a", "crewai_react"),
    ("writer_a", "autogen_agentchat_events"),
    ("writer_b", "langgraph"),
    ("writer_b", "anthropic_messages_api"),
    ("writer_e", "google_adk"),
    ("writer_e", "letta"),
    ("writer_e", "haystack_agent"),
    ("writer_g", "llamaindex_react"),
    ("writer_g", "openhands_events"),
    ("writer_g", "python_logging"),
    ("writer_b", "camel_roleplay"),
    ("writer_k", "vercel_ai_sdk_ui_messages"),
    ("writer_k", "ag2_groupchat"),
    ("writer_k", "slack_transcript"),
    ("writer_n", "a2a"),
    ("writer_n", "langroid"),
    ("writer_n", "jupyter_notebook"),
    ("writer_o", "taskweaver"),
    ("writer_o", "ag2_groupchat"),
    ("writer_o", "jsonl_events"),
    ("writer_p", "a2a"),
    ("writer_p", "langroid"),
    ("writer_p", "jupyter"),
    ("writer_q", "jupyter_notebook"),
    ("writer_q", "a2a_protocol"),
    ("writer_q", "langroid"),
    ("writer_s", "agentscope"),
    ("writer_s", "griptape"),
    ("writer_t", "magentic_one"),
    ("writer_t", "claude_code_jsonl"),
    ("writer_t", "hf_agents_tgi_chat_completion"),
    ("writer_w", "langsmith"),
    ("writer_w", "langfuse"),
    ("writer_w", "otel_genai"),
    ("writer_x", "inspect_ai"),
    ("writer_x", "openai_assistants"),
    ("writer_x", "swe_agent"),
    ("writer_aa", "mlflow_tracing"),
    ("writer_ab", "weave"),
    ("writer_ae", "n8n"),
    ("writer_ae", "flowise"),
    ("writer_ae", "goose"),
    ("writer_af", "cline"),
    ("writer_ag", "claude_code_stream_json"),
]


@pytest.fixture(scope="module")
def log_formats():
    return formats()


@pytest.mark.parametrize("writer, name", SAME_PROCEDURE)
def test_a_run_another_team_logged_in_its_framework_s_format_has_the_recorded_run_s_procedure(
    log_formats, alfworld_rows, writer, name
):
    records = [TaskRecord.model_validate(row) for row in alfworld_rows]
    for record in records:
        logged = logged_by(record, log_formats[(writer, name)])
        assert procedure_features([(s.action, s.observation) for s in logged.steps]) == procedure_features(
            [(s.action, s.observation) for s in record.steps]
        ), record.id


def test_the_memory_s_model_is_shown_a_serialized_run_s_words_not_its_serialization(tmp_path, embedder):
    """The key-step and lesson prompts quote each step; a step serialized as a message showed the model its first 160
    characters of field names and ids, and the command seldom among them."""
    script = ScriptedLLM({"sparsify": first_steps, "insights": lambda _: "ADD: Heat the mug before you place it."})
    config = MemoryConfig(llm=LLMOperationsConfig(merge=False, project_roles=False), llm_client=FAST)
    calls = ["go to countertop 1", "take mug 1 from countertop 1", "heat mug 1 with microwave 1"]
    steps = [
        {
            "agent": "executor",
            "action": repr(autogen_call(command)),
            "observation": langchain(ToolMessage(content=f"Done: {command}.", tool_call_id="1")),
        }
        for command in calls
    ]
    with Memory.open(tmp_path / "m.db", embedder=embedder, config=config, llm=LLMClient(script, FAST)) as memory:
        memory.record(TaskRecord(id="t1", instruction="put a hot mug in coffeemachine.", steps=steps, success=True))
    prompts = "\n".join(text for kind, text in script.prompts)
    assert all(command in prompts for command in calls) and "Done: heat mug 1 with microwave 1." in prompts
    assert "ToolCallRequestEvent" not in prompts and "tool_call_id" not in prompts


@pytest.mark.parametrize(
    "text",
    [
        "[" * 5000 + "]" * 5000,
        '{"a": ' * 3000 + "1" + "}" * 3000,
        '{"name": "act", "arguments": "' + "[" * 3000 + "]" * 3000 + '"}',
        "AIMessage(content=" + "[" * 3000 + "]" * 3000 + ")",
    ],
)
def test_a_step_nested_deeper_than_any_message_is_recorded_as_text(open_memory, tmp_path, text):
    """JSON nested thousands deep made the reading of a step raise RecursionError, and the run was not recorded."""
    memory = open_memory(tmp_path / "m.db")
    steps = [
        {"agent": "a", "action": text, "observation": text},
        {"agent": "a", "action": "go to desk 1", "observation": "ok"},
    ]
    memory.record(TaskRecord(id="deep", instruction="put a mug on the desk.", steps=steps, success=True))
    assert memory.graph("deep").utterances[0].content == text


def test_gmem_query_shows_a_serialized_run_s_words_not_its_serialization(tmp_path, capsys):
    calls = ["go to countertop 1", "take mug 1 from countertop 1", "heat mug 1 with microwave 1"]
    steps = [
        {"agent": "executor", "action": repr(autogen_call(command)), "observation": f"Done: {command}."}
        for command in calls
    ]
    source = tmp_path / "runs.jsonl"
    record = {"id": "t1", "instruction": "put a hot mug in coffeemachine.", "steps": steps, "success": True}
    source.write_text(json.dumps(record) + "\n")
    store = str(tmp_path / "cli.db")
    assert main(["import", str(source), "--store", store, "--quiet"]) == 0
    capsys.readouterr()
    assert main(["query", "heat a mug and put it in the coffee machine", "--store", store]) == 0
    shown = capsys.readouterr().out
    assert "executor: heat mug 1 with microwave 1" in shown and "ToolCallRequestEvent" not in shown


def test_a_serialized_step_longer_than_the_limit_is_read_as_text():
    """Parsed steps are kept (a step is read four times); one longer than ``MESSAGE_CHARS`` is neither parsed nor
    kept, so a hostile import cannot fill memory with parsed text."""
    words = "word " * (limits.MESSAGE_CHARS // 5)
    step = langchain(langchain_call("go to desk 1", words))
    assert len(step) > limits.MESSAGE_CHARS
    assert read_message(step) is None and template(step) != "go to _"
    assert template(langchain(langchain_call("go to desk 1", words[: limits.MESSAGE_CHARS // 2]))) == "go to _"


@pytest.mark.parametrize(
    "observation",
    [
        "<tool_response>\nNothing happens.\n</tool_response>",
        '<tool_response>\n{"name": "alfworld", "content": "Nothing happens."}\n</tool_response>',
        '[TOOL_RESULTS] {"content": "Nothing happens."}[/TOOL_RESULTS]',
        "<|start_header_id|>ipython<|end_header_id|>\n\nNothing happens.<|eot_id|>",
        "<｜tool▁outputs▁begin｜><｜tool▁output▁begin｜>Nothing happens.<｜tool▁output▁end｜><｜tool▁outputs▁end｜>",
        "<|start|>functions.alfworld to=assistant<|channel|>commentary<|message|>Nothing happens.<|end|>",
        "✿RESULT✿: Nothing happens.",
        "<|im_start|>environment name=<|plugin|>\nNothing happens.<|im_end|>",
    ],
)
def test_what_a_tool_returned_in_a_model_s_template_is_the_observation(observation):
    """A result wrapped for the model as its chat template wraps one: its words are what came back (here, that
    nothing changed), not the markup around them."""
    assert is_noop(observation) and readable(observation) == "Nothing happens."


def test_a_text_that_names_a_template_s_markup_is_read_as_it_is():
    assert readable("the <tool_response> tag") == "the <tool_response> tag"
    assert not is_noop("<tool_response>\nYou open the safe 1.\n</tool_response>")


def test_a_model_s_words_before_its_raw_tool_call_are_what_a_reader_is_shown_with_the_call():
    """A role reading a run a team logged as the model's raw output sees what the model said and what it did."""
    assert readable(HERMES.format(words="The desk is nearest.\n")) == "The desk is nearest.\ngo to desk 1"
    harmony = CALLS["gpt-oss's Harmony call"]
    assert readable(harmony) == "The desk is nearest.\ngo to desk 1"


def test_a_message_s_parts_are_among_what_it_says():
    """A message is kept as one when it holds any key of what is said; the keys of its parts are among them."""
    from gmem import messages

    assert set(messages._PART_KEYS) <= set(messages._TEXT_KEYS)
