"""A LangChain chat model as gmem's LLM: ``Memory.open(path, llm=LangChainProvider(model))``.

Usage figures come from the answer's ``usage_metadata`` when the model reports it.
"""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage

from gmem.llm import ChatMessage, Completion

_CONVERT = {"system": SystemMessage, "user": HumanMessage, "assistant": AIMessage}


class LangChainProvider:
    def __init__(self, model: BaseChatModel) -> None:
        self.model = model

    async def acomplete(self, messages: list[ChatMessage]) -> Completion:
        converted: list[BaseMessage] = [_CONVERT[m.role](content=m.content) for m in messages]
        answer = await self.model.ainvoke(converted)
        usage = getattr(answer, "usage_metadata", None) or {}
        return Completion(
            text=answer.text, prompt_tokens=usage.get("input_tokens"), completion_tokens=usage.get("output_tokens")
        )
