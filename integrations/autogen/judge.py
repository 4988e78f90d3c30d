"""Deciding a run's outcome with a user-supplied judge, without ever losing the run to the judge.

A judge looks at AgentChat's ``TaskResult`` and says whether the task was resolved. It may be sync or
async, return a bool, a status name, a :class:`~gmem.TaskStatus` or a :class:`Verdict` (status plus a
reason), or ``None`` for "cannot tell". Whatever goes wrong inside it - an exception, a hang past the
timeout - turns into an ``unknown`` verdict and a log record: the run is recorded either way, and a later
``feedback(...)`` can still settle it.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Awaitable, Callable

from autogen_agentchat.base import TaskResult
from pydantic import BaseModel

from gmem import TaskStatus, as_status

log = logging.getLogger(__name__)


class Verdict(BaseModel):
    """A judge's decision: the outcome and, optionally, why (stored as the task's ``outcome_detail``; a failed run is
    shown to later teams with it, before what gmem's own analysis of the run found)."""

    status: TaskStatus
    detail: str = ""


JudgeOutcome = Verdict | TaskStatus | bool | str | None
Judge = Callable[[TaskResult], JudgeOutcome | Awaitable[JudgeOutcome]]


async def judge_run(judge: Judge | None, result: TaskResult, *, timeout: float) -> Verdict:
    """Ask ``judge`` about ``result``; ``unknown`` when there is no judge or it fails or times out.

    The judge is called in a worker thread, so a sync one that blocks (say, on a synchronous LLM call)
    neither stalls the event loop nor escapes the timeout; an async one just returns its coroutine there,
    which is awaited here.
    """
    if judge is None:
        return Verdict(status=TaskStatus.UNKNOWN)
    try:
        async with asyncio.timeout(timeout):
            outcome = await asyncio.to_thread(judge, result)
            if inspect.isawaitable(outcome):
                outcome = await outcome
        return outcome if isinstance(outcome, Verdict) else Verdict(status=as_status(outcome))
    except TimeoutError:
        log.error("the judge did not decide within %gs; recording the run as unknown", timeout)
        return Verdict(status=TaskStatus.UNKNOWN, detail=f"judge timed out after {timeout:g}s")
    except Exception as exc:
        log.exception("the judge failed; recording the run as unknown")
        return Verdict(status=TaskStatus.UNKNOWN, detail=f"judge failed: {exc!r}")
