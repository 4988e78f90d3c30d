"""gmem as a LangGraph ``BaseStore``: ``graph = builder.compile(store=GMemStore("team.db"))``.

LangGraph's store tools, ``runtime.store`` in nodes and LangMem reach gmem through this view. A LangGraph
namespace is a gmem namespace: the labels joined by ``.`` (LangGraph forbids ``.`` in a label, so the mapping is
one to one), and ``("team-a", "notes")`` is the gmem namespace ``team-a.notes``.

What each kind of key means:

* a plain key is a **note**: ``put`` stores the value (as canonical JSON) as a curated insight tied to the past
  tasks most like it (:meth:`gmem.Memory.note`), so the team's retrievals show it; ``get`` reads it back;
  ``delete`` deletes it as a logged change that ``gmem undo`` reverses. Created/updated times are the store's.
* ``task:<id>`` is a recorded run and ``insight:<id>`` a lesson: readable and searchable, not writable here
  (runs are recorded by :class:`~gmem.integrations.langgraph.TeamMemory` or ``Memory.record``; lessons are
  curated with ``gmem insights``).

``search(prefix, query=...)`` ranks the tasks of every namespace under ``prefix`` by gmem's query tier and
its notes and lessons by embedding similarity to the query; without a query it lists notes, lessons, then
tasks. ``filter`` matches top-level fields of the values (equality, or ``$eq``/``$ne``/``$gt``/``$gte``/``$lt``/
``$lte``). TTLs are not supported (``supports_ttl`` is false), and ``index`` is ignored: a note's whole text is
what is embedded.
"""

from __future__ import annotations

import asyncio
import json
import operator
import threading
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Self

import numpy as np
from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    validate_op_namespace,
)

from gmem import Insight, Memory, MemoryConfig, QueryNode
from gmem.embedding import Embedder, resolve_embedder
from gmem.errors import InvalidArgumentError
from gmem.memory import NOTE_PREFIX
from gmem.store.base import open_store

TASK_KEY = "task:"
INSIGHT_KEY = "insight:"
#: Who the change log names for notes written and deleted through this view.
AUTHOR = "langgraph"
_COMPARE: dict[str, Callable[[Any, Any], bool]] = {
    "$eq": operator.eq,
    "$ne": operator.ne,
    "$gt": operator.gt,
    "$gte": operator.ge,
    "$lt": operator.lt,
    "$lte": operator.le,
}


class GMemStore(BaseStore):
    """A LangGraph store over one gmem store location (a SQLite file or a ``postgresql://`` URL).

    One :class:`gmem.Memory` per namespace is opened on first use and shares one embedder; ``close()``
    closes them. Thread-safe; the async methods run the sync ones in a worker thread.
    """

    supports_ttl = False

    def __init__(
        self, location: str | Path, *, embedder: Embedder | str | None = None, config: MemoryConfig | None = None
    ) -> None:
        if str(location) == ":memory:":
            raise InvalidArgumentError(
                "GMemStore needs a file or a postgresql:// URL: each namespace opens the location again"
            )
        self._location = str(location)
        self._embedder = resolve_embedder(embedder)
        self._config = config
        self._memories: dict[str, Memory] = {}
        self._lock = threading.RLock()

    # ------------------------------------------------------------------ BaseStore

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        results: list[Result] = []
        for op in ops:
            validate_op_namespace(op)
            if isinstance(op, GetOp):
                results.append(self._get(op.namespace, op.key))
            elif isinstance(op, PutOp):
                self._put(op)
                results.append(None)
            elif isinstance(op, SearchOp):
                results.append(self._search(op))
            elif isinstance(op, ListNamespacesOp):
                results.append(self._list_namespaces(op))
            else:
                raise TypeError(f"unknown store operation {type(op).__name__}")
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        return await asyncio.to_thread(self.batch, list(ops))

    def close(self) -> None:
        with self._lock:
            for memory in self._memories.values():
                memory.close()
            self._memories.clear()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ operations

    def _get(self, namespace: tuple[str, ...], key: str) -> Item | None:
        memory = self._memory(namespace)
        if key.startswith(TASK_KEY):
            nodes = memory.tasks([key.removeprefix(TASK_KEY)])
            found = _task_item(namespace, nodes[0], None) if nodes else None
        else:
            wanted = _insight_match(key)
            insight = next((i for i in memory.insights() if wanted(i)), None)
            found = None if insight is None else _insight_item(namespace, insight, None)
        if found is None:
            return None
        return Item(
            value=found.value,
            key=found.key,
            namespace=found.namespace,
            created_at=found.created_at,
            updated_at=found.updated_at,
        )

    def _put(self, op: PutOp) -> None:
        if op.key.startswith((TASK_KEY, INSIGHT_KEY)):
            raise InvalidArgumentError(
                f"{op.key!r} is a recorded run or a lesson, read-only in the store view: record runs with "
                "Memory.record (or TeamMemory), curate lessons with `gmem insights`"
            )
        if op.ttl is not None:
            raise NotImplementedError("GMemStore keeps notes until they are deleted (no TTL)")
        memory = self._memory(op.namespace)
        if op.value is None:
            found = next((i for i in memory.insights() if i.key == NOTE_PREFIX + op.key), None)
            if found is not None:
                memory.delete_insight(found.id, by=AUTHOR)
            return
        text = json.dumps(dict(op.value), ensure_ascii=False, sort_keys=True)
        memory.note(text, key=op.key, by=AUTHOR)

    def _search(self, op: SearchOp) -> list[SearchItem]:
        found: list[SearchItem] = []
        for namespace in self._namespaces(lambda ns: ns[: len(op.namespace_prefix)] == op.namespace_prefix):
            memory = self._memory(namespace)
            insights = memory.insights()
            if op.query:
                scores = self._similarity(op.query, [i.text for i in insights])
                found += [_insight_item(namespace, i, s) for i, s in zip(insights, scores)]
                ranked = memory.retrieve(op.query).tasks if memory.stats().tasks else []
                found += [_task_item(namespace, t.node, t.score) for t in ranked]
            else:
                notes_first = sorted(insights, key=lambda i: (not i.key.startswith(NOTE_PREFIX), i.id))
                found += [_insight_item(namespace, i, None) for i in notes_first]
                found += [_task_item(namespace, node, None) for node in memory.tasks()]
        found = [item for item in found if _matches(item.value, op.filter)]
        if op.query:
            found.sort(key=lambda item: -(item.score or 0.0))
        return found[op.offset : op.offset + op.limit]

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        conditions = op.match_conditions or ()
        namespaces = self._namespaces(lambda ns: all(_namespace_matches(ns, c) for c in conditions))
        if op.max_depth is not None:
            namespaces = sorted({ns[: op.max_depth] for ns in namespaces})
        return namespaces[op.offset : op.offset + op.limit]

    # ------------------------------------------------------------------ helpers

    def _memory(self, namespace: tuple[str, ...]) -> Memory:
        name = ".".join(namespace)
        with self._lock:
            if name not in self._memories:
                self._memories[name] = Memory.open(
                    self._location, embedder=self._embedder, config=self._config, namespace=name
                )
            return self._memories[name]

    def _namespaces(self, keep: Callable[[tuple[str, ...]], bool]) -> list[tuple[str, ...]]:
        """The LangGraph namespaces that hold something (a task or an insight), sorted."""
        store = open_store(self._location)
        try:
            names = store.namespaces()
        finally:
            store.close()
        held = [name for name in names if names[name] or self._has_insights(name)]
        return sorted(ns for ns in (tuple(name.split(".")) for name in held) if keep(ns))

    def _has_insights(self, name: str) -> bool:
        store = open_store(self._location, name)
        try:
            return store.counts()["insights"] > 0
        finally:
            store.close()

    def _similarity(self, query: str, texts: list[str]) -> list[float]:
        if not texts:
            return []
        vectors = self._embedder.embed([query, *texts])
        return (vectors[1:] @ vectors[0]).astype(np.float64).tolist()


def _when(seconds: float | None) -> datetime:
    return datetime.fromtimestamp(seconds or 0.0, tz=UTC)


def _task_item(namespace: tuple[str, ...], node: QueryNode, score: float | None) -> SearchItem:
    value = {
        "kind": "task",
        "id": node.id,
        "instruction": node.instruction,
        "context": node.context,
        "domain": node.domain,
        "status": node.status.value,
        "outcome_detail": node.outcome_detail,
    }
    when = _when(node.recorded_at)
    return SearchItem(namespace, TASK_KEY + node.id, value, when, when, score)


def _insight_item(namespace: tuple[str, ...], insight: Insight, score: float | None) -> SearchItem:
    """A note as the value that was put (or ``{"text": ...}`` for one written as plain text elsewhere); any
    other lesson as its text, score, origin and evidence."""
    created, updated = _when(insight.created_at), _when(insight.updated_at)
    if insight.key.startswith(NOTE_PREFIX):
        try:
            value = json.loads(insight.text)
        except ValueError:
            value = None
        value = value if isinstance(value, dict) else {"text": insight.text}
        return SearchItem(namespace, insight.key.removeprefix(NOTE_PREFIX), value, created, updated, score)
    value = {
        "kind": "insight",
        "id": insight.id,
        "text": insight.text,
        "score": insight.score,
        "origin": insight.origin,
        "supporting": insight.supporting,
        "contradicting": insight.contradicting,
    }
    return SearchItem(namespace, f"{INSIGHT_KEY}{insight.id}", value, created, updated, score)


def _insight_match(key: str) -> Callable[[Insight], bool]:
    if key.startswith(INSIGHT_KEY):
        return lambda insight: f"{INSIGHT_KEY}{insight.id}" == key and not insight.key.startswith(NOTE_PREFIX)
    return lambda insight: insight.key == NOTE_PREFIX + key


def _matches(value: dict[str, Any], wanted: dict[str, Any] | None) -> bool:
    for field, condition in (wanted or {}).items():
        have = value.get(field)
        if isinstance(condition, dict) and condition and all(k in _COMPARE for k in condition):
            try:
                if not all(_COMPARE[k](have, v) for k, v in condition.items()):
                    return False
            except TypeError:  # an ordering between a missing field (None) or another type and the bound
                return False
        elif have != condition:
            return False
    return True


def _namespace_matches(namespace: tuple[str, ...], condition: MatchCondition) -> bool:
    path = tuple(condition.path)
    if len(path) > len(namespace):
        return False
    part = namespace[: len(path)] if condition.match_type == "prefix" else namespace[len(namespace) - len(path) :]
    return all(want == "*" or want == have for want, have in zip(path, part))
