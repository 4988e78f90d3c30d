"""``team = remember(team, memory)``: an AgentChat team that draws on gmem before each task and adds to
it after.

For each run with a task: one retrieval for the whole team, each AssistantAgent shown its own role's
part of it through AgentChat's memory mechanism (a :class:`GMemMemory` in the agent's memory list, for
the run only - outside runs the agents are exactly as the user built them, and ``dump_component``
still works); every item of the run's stream captured as the task's interaction graph; and, when the
run ends, the task recorded with the judge's verdict or as ``unknown`` until ``feedback(...)``. A run
that is cancelled, fails or is abandoned by its consumer is recorded as far as it got, as ``unknown``.

A run without a task continues the previous one (AgentChat resumes the conversation): its agents keep
the previous task's memory, and it is recorded as its own task with the same instruction and a
``continues`` field naming the task it continues.
"""

from __future__ import annotations

import dataclasses
import logging
import uuid
from collections.abc import AsyncGenerator, Mapping, Sequence
from contextlib import aclosing
from dataclasses import dataclass
from typing import Any

from autogen_agentchat.base import TaskResult, Team
from autogen_agentchat.messages import BaseAgentEvent, BaseChatMessage, TextMessage
from autogen_core import CancellationToken, ComponentModel
from autogen_core.memory import Memory as AgentChatMemory

from gmem import Memory, Retrieval, TaskRecord, TaskStatus

from .agent_memory import TASK_SOURCE, GMemMemory
from .capture import RunCapture
from .internals import TeamInternals, read_team
from .judge import Judge, Verdict, judge_run

log = logging.getLogger(__name__)

TaskInput = str | BaseChatMessage | Sequence[BaseChatMessage] | None


def remember(
    team: Team, memory: Memory, *, judge: Judge | None = None, judge_timeout: float = 60.0, domain: str = ""
) -> RememberingTeam:
    """Wrap an AgentChat group chat so that it remembers. Use the result exactly like ``team``.

    ``judge`` (sync or async, called with the run's ``TaskResult``) decides each run's outcome; without
    it runs are recorded as ``unknown`` until ``await team.feedback(...)``. ``domain`` (the kind of task the
    team does: "alfworld", "qa") is stored with every task it records; a memory holding several domains
    answers each query from the one whose runs fit it best.
    """
    return RememberingTeam(team, memory, judge=judge, judge_timeout=judge_timeout, domain=domain)


@dataclass
class _Task:
    """The task the team is working on: what it was asked and what memory it was shown."""

    instruction: str
    retrieval: Retrieval | None
    task_id: str | None = None  # the id the caller chose for the run's record (else a fresh one)


class RememberingTeam(Team):
    """An AgentChat team with gmem memory. Anything not defined here is the wrapped team's own."""

    def __init__(self, team: Team, memory: Memory, *, judge: Judge | None, judge_timeout: float, domain: str) -> None:
        self._team = team
        self._memory = memory
        self._internals: TeamInternals = read_team(team)
        self._judge = judge
        self._judge_timeout = judge_timeout
        self._domain = domain
        self._task: _Task | None = None  # what a run without a task continues
        self._last_task_id: str | None = None
        self._running = False

    # ------------------------------------------------------------------ the team's own surface

    @property
    def name(self) -> str:
        return self._team.name

    @property
    def description(self) -> str:
        return self._team.description

    @property
    def team(self) -> Team:
        """The wrapped team."""
        return self._team

    @property
    def memory(self) -> Memory:
        return self._memory

    @property
    def retrieval(self) -> Retrieval | None:
        """What the agents are shown for the current task: ``retrieval.for_role(name).text`` is the block
        agent ``name`` has in its model context (None before the first task or without AssistantAgents)."""
        return self._task.retrieval if self._task else None

    @property
    def last_task_id(self) -> str | None:
        """The id under which the latest run was recorded (None before the first recorded run)."""
        return self._last_task_id

    async def run(
        self,
        *,
        task: TaskInput = None,
        cancellation_token: CancellationToken | None = None,
        output_task_messages: bool = True,
        task_id: str | None = None,
    ) -> TaskResult:
        """Run the team on ``task`` and return its ``TaskResult``, remembering the run (see the module).
        ``task_id`` names its record (default: a fresh id); ``last_task_id`` names it once recorded, and
        ``feedback(outcome, task_id=...)`` settles it later."""
        result: TaskResult | None = None
        async for item in self.run_stream(
            task=task,
            cancellation_token=cancellation_token,
            output_task_messages=output_task_messages,
            task_id=task_id,
        ):
            if isinstance(item, TaskResult):
                result = item
        if result is None:
            raise AssertionError("The stream should have returned the final result.")
        return result

    async def run_stream(
        self,
        *,
        task: TaskInput = None,
        cancellation_token: CancellationToken | None = None,
        output_task_messages: bool = True,
        task_id: str | None = None,
    ) -> AsyncGenerator[BaseAgentEvent | BaseChatMessage | TaskResult, None]:
        """The team's ``run_stream``, unchanged in what it yields; the task is recorded (under ``task_id``
        when given) before the ``TaskResult`` is yielded, so ``last_task_id`` names it by then."""
        if self._running:  # refused before touching the agents, which the running task is using
            raise ValueError("The team is already running, it cannot run again until it is stopped.")
        if task_id is not None and (not task_id.strip() or self._memory.has_task(task_id)):
            raise ValueError(f"task_id {task_id!r} must be a new, non-empty id: the memory has it or it is blank")
        self._running = True
        try:
            run = self._remembered_run(task, cancellation_token, output_task_messages, task_id)
            async with aclosing(run) as stream:
                async for item in stream:
                    yield item
        finally:
            self._running = False

    async def reset(self) -> None:
        """Reset the team; the next run without a task has nothing to continue."""
        await self._team.reset()
        self._task = None

    async def pause(self) -> None:
        await self._team.pause()

    async def resume(self) -> None:
        await self._team.resume()

    async def save_state(self) -> Mapping[str, Any]:
        return await self._team.save_state()

    async def load_state(self, state: Mapping[str, Any]) -> None:
        await self._team.load_state(state)

    def dump_component(self) -> ComponentModel:
        """The wrapped team's component model: memory is a runtime wrap, not part of the team's config."""
        return self._team.dump_component()

    def __getattr__(self, name: str) -> Any:
        team = self.__dict__.get("_team")
        if team is None:  # not yet initialised (or being copied): nothing to delegate to
            raise AttributeError(name)
        return getattr(team, name)

    # ------------------------------------------------------------------ memory

    async def feedback(
        self, outcome: TaskStatus | bool | str, *, task_id: str | None = None, detail: str | None = None
    ) -> int:
        """Settle (or correct) a recorded run's outcome: any run by its id, the latest by default; ``detail`` says
        why (shown with a failed run). A corrected outcome takes back the earlier one's score moves. Returns how
        many insight scores moved (see ``Memory.feedback``)."""
        target = task_id or self.last_task_id
        if target is None:
            raise ValueError("no run of this team has been recorded yet; pass task_id")
        return await self._memory.afeedback(target, outcome, detail=detail)

    async def _remembered_run(
        self,
        task: TaskInput,
        cancellation_token: CancellationToken | None,
        output_task_messages: bool,
        task_id: str | None,
    ) -> AsyncGenerator[BaseAgentEvent | BaseChatMessage | TaskResult, None]:
        if isinstance(task, str):
            task = TextMessage(content=task, source=TASK_SOURCE)  # what the team would make of it, id known
        messages = _task_messages(task)
        continues = self._last_task_id if task is None else None
        if messages:
            instruction = _instruction(messages)
            self._task = _Task(instruction=instruction, retrieval=await self._retrieve(instruction))
        elif self._task is None:
            log.warning("%s runs without a task and has no earlier task to continue: nothing to remember", self.name)
        current = None if self._task is None else dataclasses.replace(self._task, task_id=task_id)
        capture = RunCapture({m.id for m in messages}, self._internals.graph, runners=self._internals.runners)
        views = self._attach(current.retrieval) if current else []
        finished = False
        try:
            async with aclosing(
                self._team.run_stream(
                    task=task, cancellation_token=cancellation_token, output_task_messages=output_task_messages
                )
            ) as stream:
                async for item in stream:
                    if not isinstance(item, TaskResult):
                        capture.add(item)
                    elif current is not None:
                        finished = True
                        verdict = await judge_run(self._judge, item, timeout=self._judge_timeout)
                        await self._record(current, capture, verdict, stop_reason=item.stop_reason, continues=continues)
                    yield item
        except BaseException as exc:
            if current is not None and not finished:
                await self._record_interrupted(current, capture, exc, continues)
            raise
        finally:
            self._detach(views)

    async def _retrieve(self, instruction: str) -> Retrieval | None:
        roles = [role for role in self._internals.roles if role.name in self._internals.memories]
        if not roles:
            return None
        return await self._memory.aretrieve(instruction, roles=roles)

    def _attach(self, retrieval: Retrieval | None) -> list[tuple[list[AgentChatMemory], GMemMemory]]:
        if retrieval is None:
            return []
        views: list[tuple[list[AgentChatMemory], GMemMemory]] = []
        for name, memories in self._internals.memories.items():
            view = GMemMemory(self._memory, retrieval.for_role(name).role, retrieval=retrieval)
            memories.append(view)
            views.append((memories, view))
        return views

    @staticmethod
    def _detach(views: list[tuple[list[AgentChatMemory], GMemMemory]]) -> None:
        for memories, view in views:
            memories.remove(view)

    async def _record(
        self, task: _Task, capture: RunCapture, verdict: Verdict, *, stop_reason: str | None, continues: str | None
    ) -> None:
        if not capture.steps:
            log.warning("the run of %s produced no messages; nothing to record", self.name)
            return
        task_id = task.task_id or f"{self.name}-{uuid.uuid4().hex[:12]}"
        extra: dict[str, Any] = {"framework": "autogen-agentchat", "team": self.name, "stop_reason": stop_reason}
        if continues:
            extra["continues"] = continues
        record = TaskRecord(
            id=task_id,
            instruction=task.instruction,
            domain=self._domain,
            steps=capture.steps,
            status=verdict.status,
            outcome_detail=verdict.detail,
            **extra,
        )
        await self._memory.arecord(record, used=task.retrieval)
        self._last_task_id = task_id
        log.info("recorded %s (%d steps) as %s", task_id, len(capture.steps), verdict.status.value)

    async def _record_interrupted(
        self, task: _Task, capture: RunCapture, exc: BaseException, continues: str | None
    ) -> None:
        """Keep what an interrupted run did; a failure to record must not hide why the run stopped."""
        verdict = Verdict(status=TaskStatus.UNKNOWN, detail=f"run interrupted: {type(exc).__name__}")
        try:
            await self._record(task, capture, verdict, stop_reason=None, continues=continues)
        except Exception:
            log.exception("could not record the interrupted run of %s", self.name)


def _task_messages(task: TaskInput) -> list[BaseChatMessage]:
    """The task as the list of messages the team will start from; rejects what the team would reject."""
    if task is None:
        return []
    if isinstance(task, BaseChatMessage):
        return [task]
    messages = list(task)
    if not messages:
        raise ValueError("Task list cannot be empty.")
    if not all(isinstance(m, BaseChatMessage) for m in messages):
        raise ValueError("All messages in task list must be valid BaseChatMessage types")
    return messages


def _instruction(messages: Sequence[BaseChatMessage]) -> str:
    return "\n".join(m.to_model_text() for m in messages)
