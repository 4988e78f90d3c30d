"""Calling a provider the way a memory should: bounded in time, retried, limited in concurrency, counted.

Every failure ends in :class:`LLMError`, which the operations catch to fall back to their LLM-free path,
so a slow or broken endpoint can make the memory less clever but never lose or corrupt what it holds.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time

from pydantic import BaseModel, Field

from gmem.llm.accounting import Ledger, TokenEstimator, Usage
from gmem.llm.protocol import ChatMessage, LLMProvider

log = logging.getLogger(__name__)


class LLMError(RuntimeError):
    """The model could not give a usable answer (after retries)."""


class LLMSettings(BaseModel):
    timeout: float = Field(60.0, gt=0, description="seconds per attempt")
    retries: int = Field(2, ge=0, description="further attempts after a failed one")
    backoff: float = Field(1.0, ge=0, description="seconds before the first retry; doubles, with jitter")
    concurrency: int = Field(4, ge=1, description="calls in flight at once")


class LLMClient:
    """A provider with timeouts, retries with exponential backoff, a concurrency limit and accounting."""

    def __init__(self, provider: LLMProvider, settings: LLMSettings | None = None, *, name: str = "") -> None:
        if not isinstance(provider, LLMProvider):
            raise TypeError(f"an LLM provider needs an async acomplete(messages) method; got {type(provider).__name__}")
        self.provider = provider
        self.settings = settings or LLMSettings()
        self.name = name or type(provider).__name__
        self._ledger = Ledger()
        self._estimator = TokenEstimator()
        self._semaphores: dict[int, asyncio.Semaphore] = {}  # one per event loop

    @property
    def usage(self) -> Usage:
        return self._ledger.snapshot()

    def fallback(self, kind: str) -> None:
        """Count an operation that used its LLM-free path."""
        self._ledger.fallback(kind)

    def unusable(self, kind: str) -> None:
        """Count an answer that arrived but could not be parsed or validated."""
        self._ledger.failure(kind)

    def rejected(self, kind: str, count: int = 1) -> None:
        """Count changes a usable answer proposed that gmem refused (ungrounded lessons, deletions over bounds)."""
        self._ledger.rejected(kind, count)

    def _semaphore(self) -> asyncio.Semaphore:
        loop = id(asyncio.get_running_loop())
        if loop not in self._semaphores:
            self._semaphores[loop] = asyncio.Semaphore(self.settings.concurrency)
        return self._semaphores[loop]

    async def acomplete(self, kind: str, messages: list[ChatMessage]) -> str:
        """The model's answer for ``messages``, counted under ``kind``; :class:`LLMError` if none came."""
        attempts = self.settings.retries + 1
        delay = self.settings.backoff
        last: Exception | None = None
        async with self._semaphore():
            for attempt in range(1, attempts + 1):
                start = time.perf_counter()
                try:
                    async with asyncio.timeout(self.settings.timeout):
                        completion = await self.provider.acomplete(messages)
                except Exception as exc:  # noqa: BLE001 - every provider failure is retried, then reported
                    last = exc
                    self._ledger.failure(kind, time.perf_counter() - start)
                    log.warning("%s call for %s failed (attempt %d/%d): %r", self.name, kind, attempt, attempts, exc)
                    if attempt < attempts:
                        await asyncio.sleep(delay * (1 + random.random() / 2))
                        delay *= 2
                    continue
                seconds = time.perf_counter() - start
                estimated = completion.prompt_tokens is None or completion.completion_tokens is None
                prompt = completion.prompt_tokens
                if prompt is None:
                    prompt = sum(self._estimator.count(m.content) + 4 for m in messages)
                answer = completion.completion_tokens
                if answer is None:
                    answer = self._estimator.count(completion.text)
                self._ledger.call(kind, prompt=prompt, completion=answer, seconds=seconds, estimated=estimated)
                return completion.text
        raise LLMError(f"{self.name} gave no answer for {kind} after {attempts} attempts: {last!r}")

    def complete(self, kind: str, messages: list[ChatMessage]) -> str:
        """Sync variant for code outside an event loop (inside one, use :meth:`acomplete`)."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return asyncio.run(self.acomplete(kind, messages))
        raise RuntimeError("LLMClient.complete was called inside an event loop; await acomplete instead")
