"""What task a run works on and how it ended, read from a LangGraph state gmem does not own.

Graph nodes and ``create_agent`` middleware ask the same two questions of a state: which text to
retrieve memory for, and which outcome to record. Users answer with a state key or a function; by
default the task is the latest human message, because that is where a chat graph keeps its task.
A state may be a dict, a pydantic model or a dataclass; gmem reads its fields, and gives a node a
copy with more fields (its memory), never changing the state itself.
"""

from __future__ import annotations

import dataclasses
import json
import uuid
from collections.abc import Callable, Mapping
from typing import Any

from pydantic import BaseModel

from gmem import Memory, TaskStatus, as_status

from .messages import as_messages, last_human_text

#: A state key, or a function of the state.
StateReader = str | Callable[[Any], Any]


class Outcome(BaseModel):
    """How a task ended, and why (``detail``: shown with a failed run to later teams). ``unknown`` can be settled
    later with ``team.feedback(outcome, task_id=..., detail=...)``."""

    status: TaskStatus = TaskStatus.UNKNOWN
    detail: str = ""


#: What an outcome function may return: an :class:`Outcome`, a bool (resolved?), a status, or None.
OutcomeLike = Outcome | TaskStatus | bool | str | None
OutcomeFn = Callable[[Any], OutcomeLike]


def as_outcome(value: OutcomeLike) -> Outcome:
    return value if isinstance(value, Outcome) else Outcome(status=as_status(value))


def read_field(state: Any, key: str) -> Any:
    """A field of a graph state, whether the state is a dict, a pydantic model or a dataclass."""
    if isinstance(state, Mapping):
        return state.get(key)
    return getattr(state, key, None)


def with_fields(state: Any, updates: dict[str, Any]) -> Any:
    """A copy of the state with ``updates``; fields a typed state does not declare are left out."""
    if not updates:
        return state
    if isinstance(state, Mapping):
        return {**state, **updates}
    if isinstance(state, BaseModel):
        return state.model_copy(update={k: v for k, v in updates.items() if k in type(state).model_fields})
    if dataclasses.is_dataclass(state) and not isinstance(state, type):
        names = {f.name for f in dataclasses.fields(state)}
        return dataclasses.replace(state, **{k: v for k, v in updates.items() if k in names})
    return state


def read_state(state: Any, reader: StateReader) -> Any:
    return reader(state) if callable(reader) else read_field(state, reader)


def task_text(state: Any, reader: StateReader | None, messages_key: str) -> str:
    """The task to retrieve memory for; a state with none is a wiring mistake, so it fails loudly."""
    if reader is None:
        text = last_human_text(as_messages(read_field(state, messages_key)))
        where = f"no human message in state[{messages_key!r}]"
    else:
        value = read_state(state, reader)
        text = state_text(value)
        where = f"task={reader!r} gave {value!r}"
    if not text.strip():
        raise ValueError(f"gmem cannot tell the task of this run: {where}; pass task=<state key or function>")
    return text


def state_text(value: Any) -> str:
    """A state field as text for the memory: a string as it is; an object of fields (a dict, a pydantic model) as
    JSON, which gmem reads for the request it holds (``{"task": "...", "max_steps": 50}``: :mod:`gmem.setting`),
    where its repr read every field name and quote as the task's words, and which a reader of a recorded context
    (or a ``json.loads``) reads back as the fields it was."""
    if value is None:
        return ""
    if isinstance(value, BaseModel):
        return value.model_dump_json()
    if isinstance(value, Mapping):
        return json.dumps(dict(value), ensure_ascii=False, default=str)
    return str(value)


def context_text(state: Any, reader: StateReader | None) -> str:
    if reader is None:
        return ""
    return state_text(read_state(state, reader))


#: The ``configurable`` key that names a run's task (``config={"configurable": {"gmem_task_id": "t42"}}``),
#: next to LangGraph's own ``thread_id``: the id to settle the run's outcome with later.
TASK_ID_KEY = "gmem_task_id"


def chosen_task_id(
    config: Mapping[str, Any] | None, state: Any, reader: Callable[[Any], str] | None, prefix: str
) -> str:
    """The id a new task is recorded under: the run's config names it, else ``reader(state)``, else a fresh one."""
    given = (config or {}).get("configurable", {}).get(TASK_ID_KEY)
    if given is not None:
        if not str(given).strip():
            raise ValueError(f"configurable[{TASK_ID_KEY!r}] must be a non-empty task id; got {given!r}")
        return str(given)
    return reader(state) if reader else f"{prefix}-{uuid.uuid4().hex}"


class Settles:
    """``feedback(outcome, task_id=...)`` for a wrapper that records tasks into ``self.memory``: settles (or
    corrects) the outcome of any recorded task, by default the latest this wrapper recorded."""

    memory: Memory
    last_task_id: str | None = None

    def feedback(
        self, outcome: TaskStatus | bool | str, *, task_id: str | None = None, detail: str | None = None
    ) -> int:
        """Set the outcome of task ``task_id`` (default: the latest recorded here), ``detail`` saying why (shown
        with a failed run); returns how many insight scores moved. A corrected outcome takes back the earlier
        one's moves (see ``Memory.feedback``)."""
        return self.memory.feedback(self._settled(task_id), outcome, detail=detail)

    async def afeedback(
        self, outcome: TaskStatus | bool | str, *, task_id: str | None = None, detail: str | None = None
    ) -> int:
        return await self.memory.afeedback(self._settled(task_id), outcome, detail=detail)

    def _settled(self, task_id: str | None) -> str:
        target = task_id or self.last_task_id
        if target is None:
            raise ValueError("no task has been recorded here yet; pass task_id")
        return target
