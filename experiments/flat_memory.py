"""The baseline gmem is compared with: a flat vector memory of past runs, as a plain RAG (or AutoGen's vector
memories) would give a team.

Every recorded run is kept whole, keyed by the MiniLM embedding of its instruction. For a new task the
``k`` most similar runs (cosine similarity, any outcome) are shown, most similar first, each with its
outcome and every step in order; nothing is distilled, linked, scored or fitted to a role, so every agent
sees the same text. It is cut to the same character budget as a gmem role context.

So that the comparison measures the memories and nothing else, a :class:`FlatMemory` reaches the agents
through gmem's own integrations: it offers the part of :class:`gmem.Memory` they call (``aretrieve``,
``arecord``, ``has_task``) and renders its text as quoted data between gmem's markers, so the AutoGen wrap
and the LangGraph node middleware place it, replace it and record the runs exactly as they do for gmem.

The store is one JSON line per run (id, instruction, outcome, rendered text) in ``path``; the embeddings
are computed again when it is opened.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from gmem import Embedder, MemoryConfig, Retrieval, RoleContext, RoleLike, TaskRecord, as_role
from gmem.fence import CLOSE, OPEN, quote
from gmem.roles import PREAMBLE
from gmem.text import shorten

logger = logging.getLogger(__name__)

#: Past runs shown per task.
K = 3
#: The same bound as each role's gmem context.
BUDGET_CHARS = MemoryConfig().budget_chars
#: A step line longer than this is shortened (a search result can be a whole paragraph).
STEP_CHARS = 160
MODE = "flat"


@dataclass(frozen=True)
class _Entry:
    id: str
    instruction: str
    status: str
    text: str


class FlatMemory:
    """Top-``k`` past runs by embedding similarity of the instruction, rendered plainly."""

    def __init__(self, path: str | Path, embedder: Embedder, *, k: int = K, budget_chars: int = BUDGET_CHARS) -> None:
        self.path = Path(path)
        self.k = k
        self.budget_chars = budget_chars
        self._embedder = embedder
        self._entries: list[_Entry] = []
        if self.path.exists():
            lines = self.path.read_text(encoding="utf-8").splitlines()
            self._entries = [_Entry(**json.loads(line)) for line in lines if line.strip()]
        self._vectors = embedder.embed([e.instruction for e in self._entries])
        logger.info("flat memory at %s: %d runs", self.path, len(self._entries))

    def __len__(self) -> int:
        return len(self._entries)

    def has_task(self, task_id: str) -> bool:
        return any(entry.id == task_id for entry in self._entries)

    async def aretrieve(self, task: str, *, context: str = "", roles: Sequence[RoleLike] = ()) -> Retrieval:
        """The ``k`` nearest past runs, one role-blind text for every role."""
        nearest: list[_Entry] = []
        if self._entries:
            query = (await asyncio.to_thread(self._embedder.embed, [task]))[0]
            order = np.argsort(-(self._vectors @ query), kind="stable")[: self.k]
            nearest = [self._entries[i] for i in order]
        text, shown = self._render(nearest)
        contexts = {
            role.name: RoleContext(role=role, text=text, insight_ids=[], excerpt_task_ids=shown)
            for role in map(as_role, roles)
        }
        return Retrieval(
            task=task, context=context, tasks=[], insights=[], resolved=[], failed=[], roles=contexts, mode=MODE
        )

    async def arecord(self, task: TaskRecord | Mapping[str, Any], *, used: Retrieval | None = None) -> None:
        """Keep a finished run (``used`` is accepted for gmem's signature; a flat memory learns nothing from it)."""
        record = task if isinstance(task, TaskRecord) else TaskRecord.model_validate(dict(task))
        if self.has_task(record.id):
            raise ValueError(f"task {record.id!r} is already in the flat memory")
        entry = _Entry(id=record.id, instruction=record.instruction, status=record.status.value, text=_run_text(record))
        vector = await asyncio.to_thread(self._embedder.embed, [entry.instruction])
        with self.path.open("a", encoding="utf-8") as sink:
            sink.write(json.dumps(asdict(entry)) + "\n")
        self._entries.append(entry)
        self._vectors = np.vstack([self._vectors, vector])

    def _render(self, nearest: list[_Entry]) -> tuple[str, list[str]]:
        """The runs that fit the budget (the last one cut at a line), and the ids of those shown."""
        room = self.budget_chars - len(PREAMBLE) - len(OPEN) - len(CLOSE) - 3
        lines: list[str] = []
        shown: list[str] = []
        for entry in nearest:
            for line in entry.text.splitlines():
                if len(line) + 1 > room:
                    break
                lines.append(line)
                room -= len(line) + 1
                if entry.id not in shown:
                    shown.append(entry.id)
        body = "\n".join(lines) if lines else "(no past runs yet)"
        return f"{PREAMBLE}\n{OPEN}\n{body}\n{CLOSE}", shown


def _run_text(record: TaskRecord) -> str:
    lines = [f'- Task "{quote(record.instruction)}" ({record.status.value}):']
    for step in record.steps:
        lines.append(f"    {quote(step.agent)}: {quote(shorten(step.action, STEP_CHARS))}")
        if step.observation:
            lines.append(f"    -> {quote(shorten(step.observation, STEP_CHARS))}")
    return "\n".join(lines)
