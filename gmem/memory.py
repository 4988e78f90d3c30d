"""The public face of gmem: open a memory, record finished tasks, retrieve for new ones, give feedback, curate.

Data flows one way. Recording (:mod:`gmem.recording`): run -> interaction tier (graph, key steps) -> query
tier (links) -> insight tier (lesson updates) -> one store transaction -> in-memory index. Retrieval
(:mod:`gmem.retrieving`): task -> query-tier scores -> traversal (up to insights, down to excerpts) -> role
projection. The in-memory index follows the store through :class:`~gmem.replica.IndexReplica`.

The methods are plain sync code, safe from any thread and inside a running event loop (with a model too:
its calls run on an event loop of their own). The ``a``-prefixed twins run them in a worker thread.
"""

from __future__ import annotations

import getpass
import logging
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self

from pydantic import BaseModel

from gmem import curating
from gmem.config import MemoryConfig
from gmem.curating import NOTE_PREFIX
from gmem.embedding import Embedder, resolve_embedder
from gmem.errors import InvalidArgumentError, NotFoundError
from gmem.importer import read_jsonl
from gmem.llm.accounting import Usage
from gmem.llm.client import LLMClient, to_thread
from gmem.llm.operations import LLMOperations
from gmem.llm.protocol import LLMProvider
from gmem.models import (
    Change,
    Insight,
    InteractionGraph,
    QueryNode,
    Retrieval,
    TaskRecord,
    TaskStatus,
    as_status,
    storable,
)
from gmem.recording import Recorder, parse_records
from gmem.replica import IndexReplica, open_replica
from gmem.rereading import reread
from gmem.retrieving import Retriever, RoleLike, as_role, as_roles
from gmem.store.base import DEFAULT_NAMESPACE, MemoryStore, open_store

__all__ = ["NOTE_PREFIX", "Memory", "MemoryConfig", "MemoryStats", "RoleLike", "as_role", "as_roles"]

log = logging.getLogger(__name__)


@dataclass
class Parts:
    """What the facade shares with its record and retrieve pipelines (:mod:`gmem.recording`,
    :mod:`gmem.retrieving`): the index replica is read and changed only under ``lock``; ``config`` is the
    facade's, which a caller may replace between calls."""

    store: MemoryStore
    embedder: Embedder
    config: MemoryConfig
    replica: IndexReplica
    lock: threading.RLock
    ops: LLMOperations | None


class MemoryStats(BaseModel):
    location: str
    mode: str
    embedder: str
    tasks: int
    resolved: int
    failed: int
    utterances: int
    links: int
    insights: int


class Memory:
    """A team's collective memory. Thread-safe; ``a``-prefixed methods are the async twins."""

    def __init__(
        self,
        store: MemoryStore,
        embedder: Embedder,
        config: MemoryConfig,
        location: str,
        llm: LLMClient | None = None,
        index: str = "memory",
    ) -> None:
        self._store = store
        self._embedder = embedder
        self.location = location
        self._lock = threading.RLock()
        store.check_embedder(embedder.name, embedder.dimension)
        reread(store)
        self._replica = open_replica(store, embedder, config.scoring, location, index)
        self._ops = LLMOperations(llm, config.llm) if llm is not None else None
        self._parts = Parts(store, embedder, config, self._replica, self._lock, self._ops)
        self._recorder, self._retriever = Recorder(self._parts), Retriever(self._parts)
        model = f"({llm.name})" if llm is not None else "(no LLM: every operation uses its LLM-free path)"
        log.info("gmem memory at %s: %d tasks, mode %s %s", location, len(self._replica.index), self.mode, model)

    @classmethod
    def open(
        cls,
        location: str | Path = ":memory:",
        *,
        embedder: Embedder | str | None = None,
        config: MemoryConfig | None = None,
        llm: LLMProvider | LLMClient | None = None,
        namespace: str = DEFAULT_NAMESPACE,
        index: str = "memory",
    ) -> Memory:
        """Open (or create) a memory. ``location`` is a SQLite file path, ``:memory:``, or a
        ``postgresql://`` URL; ``namespace`` (a team, project or tenant) scopes every read and write.

        ``index="database"`` (PostgreSQL only) scores in the database instead of an in-process index of the
        namespace: the memory opens in milliseconds and holds nothing of the namespace (README: Shared store).

        ``llm`` (any :class:`~gmem.llm.LLMProvider`, e.g. ``OpenAICompatibleProvider()``, or a configured
        :class:`~gmem.llm.LLMClient`) turns on the LLM operations; without it gmem runs LLM-free.
        """
        config = config or MemoryConfig()
        client = llm if isinstance(llm, LLMClient) or llm is None else LLMClient(llm, config.llm_client)
        store = open_store(location, namespace)
        try:
            return cls(store, resolve_embedder(embedder), config, str(location), client, index)
        except BaseException:
            store.close()
            raise

    @property
    def config(self) -> MemoryConfig:
        return self._parts.config

    @config.setter
    def config(self, config: MemoryConfig) -> None:
        self._parts.config = config

    @property
    def mode(self) -> str:
        """``llm`` when a model writes insights, key steps and role views (each falling back to its LLM-free
        path on failure); ``llm-free`` when every operation runs without a model."""
        return "llm" if self._ops is not None else "llm-free"

    @property
    def usage(self) -> Usage:
        """Memory-side LLM calls, tokens and seconds by operation kind (empty when LLM-free)."""
        return self._ops.client.usage if self._ops is not None else Usage()

    # ------------------------------------------------------------------ recording, feedback, retrieval

    def record(self, task: TaskRecord | Mapping[str, Any], *, used: Retrieval | None = None) -> QueryNode:
        """Record one finished task (its run and outcome) in one transaction.

        ``used`` is the retrieval the team was given for this task: the task is linked to the tasks it drew
        on, and once its outcome is known (now, or by :meth:`feedback`) the insights it was shown gain or
        lose score - in the same transaction when the outcome comes with the task.
        """
        return self.record_many([task], used=[used])[0]

    def record_many(
        self,
        tasks: Iterable[TaskRecord | Mapping[str, Any]],
        *,
        used: Sequence[Retrieval | None] | None = None,
        progress: bool = False,
    ) -> list[QueryNode]:
        """Record several tasks atomically: all of them are stored, or (on any error) none. With an LLM: key
        steps by the model first, then the commit, then the insight operations the schedule says are due
        (which never undo the commit). The model steps share ``llm_client.record_budget`` seconds: past it the
        rule-based key steps are committed, insight updates not yet answered are dropped (those applied stay)."""
        records, usage = parse_records(tasks, used)
        return self._recorder.record(records, usage, progress)

    def import_jsonl(self, path: str | Path, *, progress: bool = False, skip_existing: bool = False) -> list[QueryNode]:
        """Import a trajectory file (see README: import format). A bad line stores nothing. A task whose id is
        stored already is an error, or with ``skip_existing`` skipped (so a file can be imported again)."""
        with self._lock:
            self._replica.refresh()
            stored = self._replica.index.row_of.__contains__
        records = [task for _, task in read_jsonl(path, known=stored, skip_known=skip_existing)]
        return self.record_many(records, progress=progress)

    def feedback(
        self, task_id: str, status: TaskStatus | bool | str, *, by: str | None = None, detail: str | None = None
    ) -> int:
        """Set (or correct) a recorded task's outcome; the insights that were shown for it gain (resolved)
        or lose (failed) score. A corrected outcome first takes back the earlier outcome's move, and is
        logged in :meth:`history` (by ``by``). ``detail`` says why (the task's ``outcome_detail``, shown with a
        failed run). A run's first verdict teaches what it would have taught had it been recorded with it: the
        lessons of its kind, and for a failure, the reason its run is analysed to. Returns how many insight
        scores the outcome moved."""
        return self._recorder.feedback(task_id, as_status(status), _author(by), _detail(detail))

    def retrieve(
        self,
        task: str,
        *,
        context: str = "",
        roles: Sequence[RoleLike] = (),
        k: int | None = None,
        min_relevance: float | None = None,
        domain: str | None = None,
        explain: bool = False,
    ) -> Retrieval:
        """Traverse the memory for a new task and render a context for each role.

        Per call, ``k`` bounds the past tasks ranked (config: ``traversal.candidates``), ``min_relevance``
        replaces the floor (config: ``traversal.min_relevance``) and ``domain`` keeps only past tasks recorded
        with that domain. Without it, a memory of several domains ranks each on its own and answers from the
        one whose best task is the most relevant, so a question that merely shares a word with a chore does not
        displace the chores (a retrieve costs a ranking more per domain).
        A task given with its setting (a benchmark's whole prompt: the room, then "Your task is to: ...") is
        ranked by its request, the setting read as context (:mod:`gmem.setting`), as a recorded one is; the
        retrieval's ``task`` and ``context`` stay as given.
        When no past task clears the floor the retrieval is empty and every role's text is ``""``. With an
        LLM: optional re-ranking, and each role's lessons rewritten for it, within ``llm_client.retrieve_budget``
        seconds (what has not answered by then keeps its LLM-free result). ``explain=True`` adds how the request's
        words were read (``Retrieval.reading``: what each counts as in this memory, and why) to the result."""
        return self._retriever.retrieve(task, context, roles, k, min_relevance, domain, explain)

    async def arecord(self, task: TaskRecord | Mapping[str, Any], *, used: Retrieval | None = None) -> QueryNode:
        return await to_thread(self.record, task, used=used)

    async def arecord_many(
        self,
        tasks: Iterable[TaskRecord | Mapping[str, Any]],
        *,
        used: Sequence[Retrieval | None] | None = None,
        progress: bool = False,
    ) -> list[QueryNode]:
        return await to_thread(self.record_many, tasks, used=used, progress=progress)

    async def afeedback(
        self, task_id: str, status: TaskStatus | bool | str, *, by: str | None = None, detail: str | None = None
    ) -> int:
        return await to_thread(self.feedback, task_id, status, by=by, detail=detail)

    async def aretrieve(
        self,
        task: str,
        *,
        context: str = "",
        roles: Sequence[RoleLike] = (),
        k: int | None = None,
        min_relevance: float | None = None,
        domain: str | None = None,
        explain: bool = False,
    ) -> Retrieval:
        return await to_thread(
            self.retrieve,
            task,
            context=context,
            roles=roles,
            k=k,
            min_relevance=min_relevance,
            domain=domain,
            explain=explain,
        )

    # ------------------------------------------------------------------ inspection

    def insights(self) -> list[Insight]:
        return self._store.list_insights()

    def graph(self, task_id: str) -> InteractionGraph:
        return self._store.get_graph(task_id)

    def task(self, task_id: str) -> QueryNode:
        node = self._store.get_nodes([task_id]).get(task_id)
        if node is None:
            raise NotFoundError(f"no task {task_id!r} in the memory")
        return node

    def has_task(self, task_id: str) -> bool:
        return task_id in self._replica.index.row_of

    def tasks(self, ids: Sequence[str] | None = None) -> list[QueryNode]:
        """Past tasks in store order: those named (unknown ids are skipped), or every task."""
        with self._lock:
            self._replica.refresh()
            wanted = list(self._replica.index.ids) if ids is None else list(ids)
        return sorted(self._store.get_nodes(wanted).values(), key=lambda node: node.seq)

    def links(self) -> list[tuple[str, str, float]]:
        """The query graph's edges: ``(task, earlier task it is linked to, weight)``, one per kind of link."""
        return list(self._store.load_links())

    def related(self, task_id: str) -> list[str]:
        """The task's neighbours in the query graph."""
        return self._replica.index.neighbours(task_id)

    def stats(self) -> MemoryStats:
        counts = self._store.counts()
        return MemoryStats(location=self.location, mode=self.mode, embedder=self._embedder.name, **counts)

    # ------------------------------------------------------------------ curation

    def search_insights(self, text: str) -> list[Insight]:
        """Insights whose wording contains every word of ``text`` (or ``text`` itself), best score first."""
        return curating.search_insights(self._store, text)

    def note(self, text: str, *, key: str | None = None, by: str | None = None) -> Insight:
        """Write down a lesson (from a person, or an agent's memory tool) as a curated insight, origin
        ``note:<author>``: tied to the past tasks most like it, so retrievals that reach those tasks show it; a
        note with ``key`` replaces that note's wording. Edit, delete and undo it like any insight."""
        return curating.write_note(self._parts, text, key, _author(by))

    def clear(self, *, by: str | None = None) -> list[Change]:
        """Empty this namespace: every task forgotten and every insight deleted, each a logged change that
        ``undo`` reverses (until compacted). Other namespaces are untouched."""
        return curating.clear(self._parts, _author(by))

    def edit_insight(
        self, insight_id: int, *, text: str | None = None, score: float | None = None, by: str | None = None
    ) -> Change:
        """Reword and/or rescore an insight. Logged (who, when, before/after) and undoable until compacted."""
        return self._store.edit_insight(insight_id, text=text, score=score, author=_author(by))

    def delete_insight(self, insight_id: int, *, by: str | None = None) -> Change:
        """Delete an insight with its hyperedges. Logged and undoable until compacted."""
        return self._store.delete_insight(insight_id, author=_author(by))

    def forget(self, task_id: str, *, by: str | None = None) -> Change:
        """Remove a task: its node, its run (utterances), its query-graph edges, the record of the insights it
        was shown, its hyperedges, the score moves its outcome gave, and the lessons learned from its run alone
        (mined or a model's; not a person's). Retrieval no longer finds it. Logged and undoable until compacted."""
        with self._lock:
            change = self._store.forget_task(task_id, author=_author(by))
            self._replica.rebuild()
        return change

    def history(self, *, limit: int | None = None) -> list[Change]:
        """The logged changes, newest first."""
        return self._store.changes(limit=limit)

    def undo(self, change_id: int, *, by: str | None = None) -> Change:
        """Reverse a logged change (newest first per target); the undo is logged too. Raises
        :class:`~gmem.errors.UndoError` when the change cannot be reversed, saying why."""
        with self._lock:
            change = self._store.undo(change_id, author=_author(by))
            self._replica.rebuild()
        return change

    def compact(self, *, through: int | None = None, by: str | None = None) -> int:
        """Make the changes up to ``through`` (all by default) permanent: their saved states are dropped, so
        forgotten tasks and deleted insights are gone from the log too. Returns how many became permanent."""
        return self._store.compact(through=through, author=_author(by))

    def warm(self, *, progress: bool = False) -> None:
        """Do now what the memory would otherwise do over its first operations: embed the words its index has
        no vector for and read every instruction not read in context yet (after a bulk load into PostgreSQL,
        a migration to schema version 6, or an in-process index rebuilt from a large store)."""
        with self._lock:
            self._replica.refresh()
            self._replica.warm(progress=progress)

    # ------------------------------------------------------------------ lifecycle

    def close(self) -> None:
        """Close the store, first leaving a snapshot of the index for the next open when it would spare that
        open much work: a large memory that grew, or one holding many word vectors and words in context the
        last snapshot lacks (:meth:`gmem.replica.IndexReplica.save_if_stale`)."""
        try:
            with self._lock:
                self._replica.save_if_stale()
        except Exception:  # the snapshot is a cache: failing to write it must not keep the store open
            log.warning("%s: no index snapshot written", self.location, exc_info=True)
        finally:
            self._store.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _detail(detail: object) -> str | None:
    """A verdict's reason as a store holds it (``None``: keep the stored one), or an error naming ``detail``."""
    if detail is None:
        return None
    if not isinstance(detail, str):
        raise InvalidArgumentError(f"detail must be a text (why the task ended so); got {type(detail).__name__}")
    try:
        return storable(detail.strip())
    except ValueError as refused:
        raise InvalidArgumentError(f"detail {refused}") from None


def _author(by: str | None) -> str:
    """Who makes a change: as given, else the operating-system user."""
    if by and by.strip():
        return by.strip()
    try:
        return getpass.getuser()
    except (OSError, KeyError):  # no login name and no user database entry (some containers)
        return "unknown"
