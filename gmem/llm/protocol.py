"""The one small protocol every LLM call of gmem goes through.

A provider turns a list of chat messages into a :class:`Completion` (text plus the provider's token
usage when it reports it). Anything can be a provider: an OpenAI-compatible endpoint, a team's AutoGen
model client, a LangChain chat model, a scripted stub in tests. gmem wraps providers in
:class:`~gmem.llm.client.LLMClient`, which adds timeouts, retries, a concurrency limit and accounting, so
providers stay a few lines each.
"""

from __future__ import annotations

from typing import Literal, Protocol, runtime_checkable

from pydantic import BaseModel, Field


class ChatMessage(BaseModel):
    role: Literal["system", "user", "assistant"]
    content: str


class Completion(BaseModel):
    """A model's answer. Token counts are the provider's own when it reports them, else ``None``."""

    text: str
    prompt_tokens: int | None = Field(default=None, ge=0)
    completion_tokens: int | None = Field(default=None, ge=0)


@runtime_checkable
class LLMProvider(Protocol):
    """Async chat completion. Raise on failure; gmem retries, times out and falls back around it."""

    async def acomplete(self, messages: list[ChatMessage]) -> Completion: ...


class FunctionProvider:
    """A provider from a plain function ``messages -> str`` (sync or async): the smallest way to plug in."""

    def __init__(self, fn) -> None:  # type: ignore[no-untyped-def]
        self._fn = fn

    async def acomplete(self, messages: list[ChatMessage]) -> Completion:
        import inspect

        answer = self._fn(messages)
        if inspect.isawaitable(answer):
            answer = await answer
        if isinstance(answer, Completion):
            return answer
        return Completion(text=str(answer))
