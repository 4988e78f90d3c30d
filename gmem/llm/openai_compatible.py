"""A provider for any OpenAI-compatible chat endpoint (OpenAI, vLLM, Ollama, LiteLLM, hosted APIs).

Speaks ``POST {base_url}/chat/completions`` with httpx: no vendor SDK in the core install. Arguments
fall back to the usual environment variables: ``OPENAI_BASE_URL``, ``OPENAI_API_KEY`` and
``GMEM_MODEL`` (or ``OPENAI_MODEL``). Retries and timeouts belong to :class:`~gmem.llm.client.LLMClient`.
"""

from __future__ import annotations

import os
from typing import Any

import httpx

from gmem.errors import InvalidArgumentError
from gmem.llm.protocol import ChatMessage, Completion

DEFAULT_BASE_URL = "https://api.openai.com/v1"


class OpenAICompatibleProvider:
    def __init__(
        self,
        *,
        model: str | None = None,
        base_url: str | None = None,
        api_key: str | None = None,
        temperature: float = 0.0,
        max_tokens: int = 1024,
        extra_body: dict[str, Any] | None = None,
        http_client: httpx.AsyncClient | None = None,
    ) -> None:
        self.model = model or os.environ.get("GMEM_MODEL") or os.environ.get("OPENAI_MODEL")
        if not self.model:
            raise InvalidArgumentError("no model given: pass model=... or set GMEM_MODEL (or OPENAI_MODEL)")
        self.base_url = (base_url or os.environ.get("OPENAI_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        self._api_key = api_key if api_key is not None else os.environ.get("OPENAI_API_KEY", "")
        self._body = {"temperature": temperature, "max_tokens": max_tokens, **(extra_body or {})}
        self._client = http_client

    async def acomplete(self, messages: list[ChatMessage]) -> Completion:
        headers = {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}
        payload = {"model": self.model, "messages": [m.model_dump() for m in messages], **self._body}
        url = f"{self.base_url}/chat/completions"
        if self._client is not None:
            response = await self._client.post(url, json=payload, headers=headers)
        else:
            async with httpx.AsyncClient(timeout=None) as client:  # the LLMClient bounds the time
                response = await client.post(url, json=payload, headers=headers)
        response.raise_for_status()
        data = response.json()
        try:
            text = data["choices"][0]["message"]["content"] or ""
        except (KeyError, IndexError, TypeError) as exc:
            raise ValueError(f"{url} answered without choices[0].message.content: {str(data)[:200]}") from exc
        usage = data.get("usage") or {}
        return Completion(
            text=text, prompt_tokens=usage.get("prompt_tokens"), completion_tokens=usage.get("completion_tokens")
        )
