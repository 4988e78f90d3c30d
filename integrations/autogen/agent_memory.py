"""gmem as one agent's AgentChat memory: ``AssistantAgent(..., memory=[GMemMemory(memory, role=...)])``.

AgentChat's ``AssistantAgent`` calls ``update_context`` on each of its memories once per invocation, just
before the model call. Memories such as ``ListMemory`` append a system message every time, so a long
conversation accumulates one copy per turn. A gmem view keeps exactly one memory block in the agent's
model context: it removes any earlier block (recognised by gmem's quoting markers) and puts the current
one first, next to the agent's own system message. Being adjacent matters for model clients that accept
a single system message (Anthropic, OpenAI-compatible endpoints with ``multiple_system_messages=False``):
they merge consecutive system messages and reject scattered ones.

Because the block is the oldest message of the context, a window that keeps only recent messages
(``BufferedChatCompletionContext``, ``TokenLimitedChatCompletionContext``) drops it once enough messages
follow; ``HeadAndTailChatCompletionContext`` keeps it in its head.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from autogen_core import CancellationToken
from autogen_core.memory import Memory as AgentChatMemory
from autogen_core.memory import MemoryContent, MemoryMimeType, MemoryQueryResult, UpdateContextResult
from autogen_core.model_context import ChatCompletionContext, ChatCompletionContextState
from autogen_core.models import LLMMessage, SystemMessage, UserMessage

from gmem import Memory, Retrieval, RoleContext, RoleLike, TaskRecord, as_role, is_memory_block

#: AgentChat names the task message's source "user" when a run is given a plain string.
TASK_SOURCE = "user"


class GMemMemory(AgentChatMemory):
    """One agent's view of a team's gmem: what the memory holds that fits this agent's role.

    Without ``retrieval`` the view retrieves by itself, once per task: the task is the latest message
    from the user in the agent's context (else its first user-role message). With ``retrieval`` - one
    made for the whole team, as :func:`~gmem.integrations.autogen.remember` does - it shows that
    retrieval's context for its role, so every agent of a team sees the same traversal.
    """

    def __init__(
        self, memory: Memory, role: RoleLike, *, context: str = "", retrieval: Retrieval | None = None
    ) -> None:
        self._memory = memory
        self.role = as_role(role)
        self._context = context
        self._retrieval = retrieval
        self._pinned = retrieval is not None
        if retrieval is not None:
            retrieval.for_role(self.role.name)  # fail here, not mid-run, if the role was not rendered

    @property
    def retrieval(self) -> Retrieval | None:
        """The retrieval this view currently shows (pass it as ``used=`` when recording the task)."""
        return self._retrieval

    async def update_context(self, model_context: ChatCompletionContext) -> UpdateContextResult:
        """Make the context hold exactly one gmem block - this role's, for the current task - first.

        The result (which AgentChat streams as a ``MemoryQueryEvent``) names what was shown - the lessons'
        and past runs' ids - rather than repeating the text: past runs end with the team's stop phrase, and
        ``TextMentionTermination`` scans events too, so the text in the stream would stop the team at the
        first turn. The text is ``retrieval.for_role(role.name).text``.
        """
        saved = await model_context.save_state()
        messages = ChatCompletionContextState.model_validate(saved).messages
        shown = await self._shown(messages)
        others = [m for m in messages if not (isinstance(m, SystemMessage) and is_memory_block(m.content))]
        wanted = [SystemMessage(content=shown[1].text), *others] if shown else others
        if wanted != messages:
            await model_context.load_state({**saved, "messages": [m.model_dump() for m in wanted]})
        return UpdateContextResult(memories=MemoryQueryResult(results=[self._content(*shown)] if shown else []))

    async def query(
        self, query: str | MemoryContent, cancellation_token: CancellationToken | None = None, **kwargs: Any
    ) -> MemoryQueryResult:
        """The lessons and past runs relevant to ``query``, best first (``kwargs`` are not used).

        Insights come as text with their score; excerpts of past runs as JSON (an ``Excerpt``), marked
        ``resolved``, ``failed`` or ``unknown`` (no verdict yet) in their metadata.
        """
        text = query if isinstance(query, str) else str(query.content)
        retrieval = await self._retrieve(text, cancellation_token)
        results = [
            MemoryContent(
                content=ranked.insight.text,
                mime_type=MemoryMimeType.TEXT,
                metadata={
                    "kind": "insight",
                    "id": ranked.insight.id,
                    "score": ranked.insight.score,
                    "relevance": ranked.relevance,
                },
            )
            for ranked in retrieval.insights
        ]
        for kind, excerpts in (
            ("resolved", retrieval.resolved),
            ("failed", retrieval.failed),
            ("unknown", retrieval.unknown),
        ):
            results += [
                MemoryContent(
                    content=excerpt.model_dump(mode="json"),
                    mime_type=MemoryMimeType.JSON,
                    metadata={
                        "kind": kind,
                        "task_id": excerpt.task_id,
                        "score": excerpt.score,
                        "relevance": excerpt.score,
                    },
                )
                for excerpt in excerpts
            ]
        return MemoryQueryResult(results=results)

    async def add(self, content: MemoryContent, cancellation_token: CancellationToken | None = None) -> None:
        """Store ``content`` where the team can retrieve it.

        Text (or JSON that is not a run) becomes a note: a curated insight tied to the past tasks most like
        it, author ``metadata["author"]`` (default ``autogen:<role>``), replacing the note with the same
        ``metadata["key"]`` if given; edit, delete and undo it like any insight. A finished task as a
        TaskRecord-shaped JSON object (``id``, ``instruction``, ``steps``) is recorded as a run, linked to the
        retrieval this view showed when it is for the same task. Either is one transaction and is not
        interrupted by ``cancellation_token``.
        """
        payload = content.content
        if isinstance(payload, str) and content.mime_type in (MemoryMimeType.JSON, MemoryMimeType.JSON.value):
            payload = json.loads(payload)
        metadata = content.metadata or {}
        if isinstance(payload, dict) and {"id", "instruction"} <= payload.keys():
            record = TaskRecord.model_validate(payload)
            used = (
                self._retrieval if self._retrieval is not None and self._retrieval.task == record.instruction else None
            )
            await self._memory.arecord(record, used=used)
            return
        if isinstance(payload, dict):
            payload = json.dumps(payload, ensure_ascii=False, sort_keys=True)
        if not isinstance(payload, str):
            raise TypeError(f"GMemMemory.add stores text, JSON notes or TaskRecord runs; got {type(payload).__name__}")
        author = str(metadata.get("author") or f"autogen:{self.role.name}")
        key = metadata.get("key")
        await asyncio.to_thread(self._memory.note, payload, key=None if key is None else str(key), by=author)
        if not self._pinned:
            self._retrieval = None  # the next update_context retrieves again, and may show the note

    async def clear(self) -> None:
        """Empty the memory's namespace - the team's, as AgentChat's protocol asks of ``clear`` - and forget
        what this view shows. Every task and insight removed is a logged change (author
        ``autogen:<role>``), so ``gmem history`` lists them and ``gmem undo`` / ``Memory.undo`` restores them."""
        await asyncio.to_thread(self._memory.clear, by=f"autogen:{self.role.name}")
        self._retrieval = None
        self._pinned = False

    async def close(self) -> None:
        """Release the view (the stored memory stays). The gmem ``Memory`` stays open: it is shared, and owned
        by whoever opened it."""
        self._retrieval = None
        self._pinned = False

    async def _shown(self, messages: list[LLMMessage]) -> tuple[Retrieval, RoleContext] | None:
        """The retrieval for the current task and this role's part of it; None when there is nothing to show."""
        if not self._pinned:
            task = _task_text(messages)
            if task is None:
                return None
            if self._retrieval is None or self._retrieval.task != task:
                self._retrieval = await self._retrieve(task, None)
        if self._retrieval is None:
            return None
        role_context = self._retrieval.for_role(self.role.name)
        if not role_context.insight_ids and not role_context.excerpt_task_ids:
            return None  # an empty memory says nothing worth a system message
        return self._retrieval, role_context

    async def _retrieve(self, task: str, cancellation_token: CancellationToken | None) -> Retrieval:
        future = asyncio.ensure_future(self._memory.aretrieve(task, context=self._context, roles=[self.role]))
        if cancellation_token is not None:
            cancellation_token.link_future(future)
        return await future

    def _content(self, retrieval: Retrieval, role_context: RoleContext) -> MemoryContent:
        return MemoryContent(
            content=(
                f"gmem context for {self.role.name} ({len(role_context.text)} characters): "
                f"{len(role_context.insight_ids)} lessons, {len(role_context.excerpt_task_ids)} past runs"
            ),
            mime_type=MemoryMimeType.TEXT,
            metadata={
                "role": self.role.name,
                "mode": retrieval.mode,
                "insight_ids": role_context.insight_ids,
                "excerpt_task_ids": role_context.excerpt_task_ids,
            },
        )


def _task_text(messages: list[LLMMessage]) -> str | None:
    user_messages = [m for m in messages if isinstance(m, UserMessage)]
    from_user = [m for m in user_messages if m.source == TASK_SOURCE]
    chosen = from_user[-1] if from_user else (user_messages[0] if user_messages else None)
    if chosen is None:
        return None
    content = chosen.content
    text = content if isinstance(content, str) else "\n".join(part for part in content if isinstance(part, str))
    return text if text.strip() else None
