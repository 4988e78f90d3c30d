"""Calling a provider the way a memory should: bounded in time, retried, limited in concurrency, counted,
and skipped while it is down.

Every failure ends in :class:`LLMError`, which the operations catch to fall back to their LLM-free path,
so a slow or broken endpoint can make the memory less clever but never lose or corrupt what it holds.

A per-attempt timeout bounds one call; a :class:`Budget` bounds the model time of one whole memory
operation (``retrieve_budget``, ``record_budget``): what has not answered when it runs out is cancelled, its
LLM-free result kept, and a late answer never applied. What neither
can do alone is remember that an endpoint is down: without that, every retrieval would wait out its whole
budget again. So the client keeps a :class:`CircuitBreaker`: after ``breaker_failures`` consecutive failures
(failed or timed-out attempts, unusable answers, operations whose budget ran out first) it *opens*, and for
``breaker_cooldown`` seconds every call fails at once without touching the endpoint (counted as
``skipped``). Then one probe call is let through (*half-open*): an answer closes the breaker, a failure opens
it for another cool-down. Opening is logged once per outage, and counted in ``Usage.breaker_trips``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import logging
import random
import threading
import time
import weakref
from collections.abc import Callable, Coroutine, Sequence
from typing import Any, ParamSpec, TypeVar

from pydantic import BaseModel, Field

from gmem.errors import LLMError
from gmem.llm.accounting import Ledger, TokenEstimator, Usage
from gmem.llm.protocol import ChatMessage, Completion, LLMProvider

log = logging.getLogger(__name__)

T = TypeVar("T")
P = ParamSpec("P")

#: Seconds a sync caller waits past its budget for the event loop running its model calls to report back
#: (that loop can be held up by other work; the budget itself is enforced on the loop).
LOOP_GRACE = 5.0

#: The event loop of an async caller whose work runs in a worker thread (:func:`to_thread`): model calls made
#: from that thread run on it, beside the caller's own calls to the same provider (an HTTP client's
#: connections belong to the loop that opened them).
_CALLER_LOOP: contextvars.ContextVar[asyncio.AbstractEventLoop | None] = contextvars.ContextVar(
    "gmem_caller_loop", default=None
)


async def to_thread(function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """``asyncio.to_thread`` for gmem's sync core: the model calls the sync code makes run on the awaiting
    event loop (free while it awaits), not on the client's own loop."""
    token = _CALLER_LOOP.set(asyncio.get_running_loop())
    try:
        return await asyncio.to_thread(function, *args, **kwargs)
    finally:
        _CALLER_LOOP.reset(token)


class BreakerOpen(LLMError):
    """The call was not made: the circuit breaker is open (the outage was logged when it opened)."""


class LLMSettings(BaseModel):
    timeout: float = Field(60.0, gt=0, description="seconds per attempt")
    retries: int = Field(2, ge=0, description="further attempts after a failed one")
    backoff: float = Field(1.0, ge=0, description="seconds before the first retry; doubles, with jitter")
    concurrency: int = Field(4, ge=1, description="calls in flight at once")
    retrieve_budget: float = Field(
        3.0, gt=0, description="seconds of model time one retrieval may add (re-rank and role projection together)"
    )
    record_budget: float = Field(
        8.0, gt=0, description="seconds of model time one record may add (key steps and insight updates together)"
    )
    breaker_failures: int = Field(3, ge=1, description="consecutive failed attempts that open the circuit breaker")
    breaker_cooldown: float = Field(
        30.0, ge=0, description="seconds the model is skipped once the breaker is open, before one probe call"
    )


class CircuitBreaker:
    """Consecutive-failure breaker, shared by every event loop and thread that uses one client."""

    def __init__(self, failures: int, cooldown: float, name: str) -> None:
        self.failures = failures
        self.cooldown = cooldown
        self.name = name
        self._lock = threading.Lock()
        self._consecutive = 0
        self._open_until: float | None = None  # None: closed
        self._probing = False  # half-open: one call is testing the endpoint
        self._logged = False  # the current outage has been logged

    @property
    def is_open(self) -> bool:
        with self._lock:
            return self._open_until is not None

    def admit(self) -> bool:
        """Whether a call may go to the endpoint now (closed, or the one probe of a half-open breaker)."""
        with self._lock:
            if self._open_until is None:
                return True
            if self._probing or time.monotonic() < self._open_until:
                return False
            self._probing = True
            return True

    def succeeded(self) -> None:
        with self._lock:
            reopened = self._open_until is not None
            self._consecutive, self._open_until, self._probing, self._logged = 0, None, False, False
        if reopened:
            log.warning("%s answers again: circuit breaker closed, model calls resume", self.name)

    def failed(self) -> bool:
        """Note a failed attempt; ``True`` when it opened the breaker on a new outage (logged here, once)."""
        with self._lock:
            self._consecutive += 1
            self._probing = False
            if self._open_until is None and self._consecutive < self.failures:
                return False
            self._open_until = time.monotonic() + self.cooldown  # a failed probe waits another cool-down
            if self._logged:
                return False
            self._logged = True
        log.warning(
            "%s failed %d times in a row: circuit breaker open, the model is skipped (LLM-free paths) and "
            "tried again every %.0f s",
            self.name,
            self.failures,
            self.cooldown,
        )
        return True


class LLMClient:
    """A provider with timeouts, retries with exponential backoff, a concurrency limit, a circuit breaker
    and accounting."""

    def __init__(self, provider: LLMProvider, settings: LLMSettings | None = None, *, name: str = "") -> None:
        if not isinstance(provider, LLMProvider):
            raise TypeError(f"an LLM provider needs an async acomplete(messages) method; got {type(provider).__name__}")
        self.provider = provider
        self.settings = settings or LLMSettings()
        self.name = name or type(provider).__name__
        self.breaker = CircuitBreaker(self.settings.breaker_failures, self.settings.breaker_cooldown, self.name)
        self._ledger = Ledger()
        self._estimator = TokenEstimator()
        # One semaphore per event loop (the client's own and its async callers'), dropped with its loop.
        self._semaphores: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = (
            weakref.WeakKeyDictionary()
        )
        self._loop: asyncio.AbstractEventLoop | None = None  # started by the first sync call, see run()
        self._loop_lock = threading.Lock()

    @property
    def usage(self) -> Usage:
        usage = self._ledger.snapshot()
        usage.breaker_open = self.breaker.is_open
        return usage

    def fallback(self, kind: str) -> None:
        """Count an operation that used its LLM-free path."""
        self._ledger.fallback(kind)

    def unusable(self, kind: str) -> None:
        """Count an answer that arrived but could not be parsed or validated (a failure for the breaker)."""
        self._ledger.failure(kind)
        self._failed()

    def overran(self) -> None:
        """Note an operation whose budget ran out before the model answered: one failure for the breaker,
        however many of its calls were cut off (many roles against a slow endpoint are one slow answer)."""
        self._failed()

    def _failed(self) -> None:
        if self.breaker.failed():
            self._ledger.tripped()

    def rejected(self, kind: str, count: int = 1) -> None:
        """Count changes a usable answer proposed that gmem refused (ungrounded lessons, deletions over bounds)."""
        self._ledger.rejected(kind, count)

    def _semaphore(self) -> asyncio.Semaphore:
        loop = asyncio.get_running_loop()
        if loop not in self._semaphores:
            self._semaphores[loop] = asyncio.Semaphore(self.settings.concurrency)
        return self._semaphores[loop]

    async def acomplete(self, kind: str, messages: list[ChatMessage]) -> str:
        """The model's answer for ``messages``, counted under ``kind``; :class:`LLMError` if none came."""
        attempts = self.settings.retries + 1
        delay = self.settings.backoff
        last: Exception | None = None
        tried = 0
        async with self._semaphore():
            for attempt in range(1, attempts + 1):
                if not self.breaker.admit():
                    self._ledger.skipped(kind)
                    if last is None:
                        raise BreakerOpen(
                            f"{self.name} skipped for {kind}: circuit breaker open after repeated failures"
                        )
                    break  # the breaker opened during these retries: report the failure itself
                tried = attempt
                start = time.perf_counter()
                try:
                    async with asyncio.timeout(self.settings.timeout):
                        completion = await self.provider.acomplete(messages)
                except asyncio.CancelledError:  # cut off by a budget (which tells the breaker) or by the caller
                    self._ledger.failure(kind, time.perf_counter() - start)
                    raise
                except Exception as exc:  # noqa: BLE001 - every provider failure is retried, then reported
                    last = exc
                    self._ledger.failure(kind, time.perf_counter() - start)
                    self._failed()
                    log.warning("%s call for %s failed (attempt %d/%d): %r", self.name, kind, attempt, attempts, exc)
                    if attempt < attempts:
                        await asyncio.sleep(delay * (1 + random.random() / 2))
                        delay *= 2
                    continue
                self.breaker.succeeded()
                self._count(kind, messages, completion, time.perf_counter() - start)
                return completion.text
        raise LLMError(f"{self.name} gave no answer for {kind} after {tried} attempts: {last!r}")

    def _count(self, kind: str, messages: list[ChatMessage], completion: Completion, seconds: float) -> None:
        estimated = completion.prompt_tokens is None or completion.completion_tokens is None
        prompt = completion.prompt_tokens
        if prompt is None:
            prompt = sum(self._estimator.count(m.content) + 4 for m in messages)
        answer = completion.completion_tokens
        if answer is None:
            answer = self._estimator.count(completion.text)
        self._ledger.call(kind, prompt=prompt, completion=answer, seconds=seconds, estimated=estimated)

    def complete(self, kind: str, messages: list[ChatMessage]) -> str:
        """Sync :meth:`acomplete`, callable from any thread, inside a running event loop or not."""
        return self.run(self.acomplete(kind, messages)).result()

    def run(self, coroutine: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Start model work from sync code: on the event loop of the async caller this thread works for (see
        :func:`to_thread`), else on the client's own loop, which runs in a daemon thread for as long as the
        client lives. A sync caller inside a running event loop (which it blocks) thus still gets answers."""
        loop = _CALLER_LOOP.get()
        if loop is None or loop.is_closed() or not loop.is_running():
            loop = self._own_loop()
        try:
            blocked = asyncio.get_running_loop() is loop
        except RuntimeError:
            blocked = False
        if blocked:
            coroutine.close()
            raise RuntimeError("a sync model call from inside the loop that must answer it would never return")
        return asyncio.run_coroutine_threadsafe(coroutine, loop)

    def _own_loop(self) -> asyncio.AbstractEventLoop:
        with self._loop_lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                threading.Thread(target=_serve, args=(loop,), name=f"gmem-llm-{self.name}", daemon=True).start()
                weakref.finalize(self, loop.call_soon_threadsafe, loop.stop)  # the thread ends with the client
                self._loop = loop
            return self._loop


def _serve(loop: asyncio.AbstractEventLoop) -> None:
    """The body of a client's loop thread: run the loop until the client is gone."""
    asyncio.set_event_loop(loop)
    try:
        loop.run_forever()
    finally:
        loop.close()


class Budget:
    """The model time one memory operation may still spend, shared by its steps.

    A retrieval's re-rank and role projection, or a record's key steps and insight updates, run one after
    another under one budget: LLM-free work in between is not charged. Calls still pending when the budget
    runs out are cancelled (one failure for the breaker per operation, so a hanging endpoint soon opens it),
    each counted as a fallback, and their step keeps its LLM-free result. Nothing is finished in
    the background: a memory operation returns with everything it changed already stored.
    """

    def __init__(self, client: LLMClient, seconds: float) -> None:
        self.client = client
        self.left = seconds

    def settle(self, kind: str, steps: Sequence[Coroutine[Any, Any, T]]) -> list[T | None]:
        """Run ``steps`` concurrently within what is left, from sync code (see :meth:`LLMClient.run`); each
        gives its result, or ``None`` if cut off."""
        if not steps:
            return []
        if self.left <= 0:  # spent by earlier steps: these are not started (and the endpoint is not blamed)
            for step in steps:
                step.close()
                self.client.fallback(kind)
            log.warning("%s: no time budget left for %d model steps; their LLM-free results are kept", kind, len(steps))
            return [None] * len(steps)
        start = time.monotonic()
        running = self.client.run(self._settle(kind, steps, self.left))
        try:
            return running.result(timeout=self.left + LOOP_GRACE)
        except concurrent.futures.TimeoutError:  # the loop never got to them: as if they were cut off
            running.cancel()
            self.client.overran()
            for _ in steps:
                self.client.fallback(kind)
            log.warning("%s: the event loop running the model steps was busy past the budget", kind)
            return [None] * len(steps)
        finally:
            self.left -= time.monotonic() - start

    async def _settle(self, kind: str, steps: Sequence[Coroutine[Any, Any, T]], seconds: float) -> list[T | None]:
        tasks = [asyncio.ensure_future(step) for step in steps]
        done, pending = await asyncio.wait(tasks, timeout=seconds)
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)
            self.client.overran()
            for _ in pending:
                self.client.fallback(kind)
            log.warning(
                "%s: %d of %d model steps cut off by the time budget; their LLM-free results are kept",
                kind,
                len(pending),
                len(tasks),
            )
        return [task.result() if task in done else None for task in tasks]
