"""A team's own AgentChat model client as gmem's LLM: ``Memory.open(path, llm=AutoGenProvider(client))``.

One configuration serves both the agents and their memory. Usage figures come from the client's
``CreateResult.usage`` (AgentChat clients report them; replay clients report zeros, which gmem then
treats as unreported and estimates).
"""

from __future__ import annotations

from autogen_core.models import AssistantMessage, ChatCompletionClient, LLMMessage, SystemMessage, UserMessage

from gmem.errors import LLMError
from gmem.llm import ChatMessage, Completion

MEMORY_SOURCE = "gmem"


class AutoGenProvider:
    def __init__(self, client: ChatCompletionClient) -> None:
        self.client = client

    async def acomplete(self, messages: list[ChatMessage]) -> Completion:
        converted: list[LLMMessage] = []
        for m in messages:
            if m.role == "system":
                converted.append(SystemMessage(content=m.content))
            elif m.role == "user":
                converted.append(UserMessage(content=m.content, source=MEMORY_SOURCE))
            else:
                converted.append(AssistantMessage(content=m.content, source=MEMORY_SOURCE))
        result = await self.client.create(converted)
        if not isinstance(result.content, str):
            raise LLMError(f"the model answered with tool calls, not text: {result.content!r}")
        usage = result.usage
        reported = usage is not None and (usage.prompt_tokens or usage.completion_tokens)
        return Completion(
            text=result.content,
            prompt_tokens=usage.prompt_tokens if reported else None,
            completion_tokens=usage.completion_tokens if reported else None,
        )
