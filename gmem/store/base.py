"""The storage contract every backend implements, split by concern.

The store is the bottom of gmem's one-way data flow: the tiers compute everything a recorded task
changes (its node, its interaction graph, its query-graph links, the insight updates) into one
:class:`~gmem.store.writes.TaskWrite`, and the store applies it in one transaction. Reads return pydantic
models or the dataclasses of :mod:`gmem.store.writes`. Nothing above the store touches SQL, and the store
computes nothing.

Like LangGraph's ``BaseStore``, there is one contract, several backends (:mod:`gmem.store.sqlite`,
:mod:`gmem.store.postgres`) and one conformance suite run on each. The contract is three small protocols,
so a caller asks only for the part it uses:

* :class:`TaskLog` - the recorded tasks: commit them, read them back after a cursor, their outcomes;
* :class:`Curation` - the insights as people and models curate them, and the change log that undoes it;
* :class:`Transfer` - a whole namespace out and in, for moving a memory between stores;

all on a :class:`StoreHandle` (the namespace, the store's identity and embedder). :class:`MemoryStore` is
their composition, what a backend implements and :func:`open_store` returns. Nearest-vector search is an
optional capability (:class:`VectorSearch`), checked with ``isinstance``; gmem's retrieval scores its own
index and needs none.

Every store is opened on one **namespace** (a team, project or tenant): all its reads and writes see
that namespace only, so several teams can share one file or database without seeing each other. A lookup
of an id the namespace does not hold raises :class:`~gmem.errors.NotFoundError`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Iterator, Mapping, Sequence
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np

from gmem.errors import InvalidArgumentError, NotAStoreError
from gmem.models import Change, Insight, InteractionGraph, QueryNode, TaskStatus
from gmem.store.writes import ORIGIN, InsightUpdate, RunToRead, Settlement, StoreCursor, StoredTask, TaskWrite

if TYPE_CHECKING:
    from gmem.store.transfer import ExportedInsight, ExportedTask

# The values the contract speaks in are defined in gmem.store.writes and named here too, so a caller that
# implements or uses the contract imports from one place.
__all__ = [
    "DEFAULT_NAMESPACE",
    "MAX_NAMESPACE_CHARS",
    "ORIGIN",
    "SQLITE_HEADER",
    "Curation",
    "InsightUpdate",
    "MemoryStore",
    "Neighbour",
    "Settlement",
    "StoreCursor",
    "StoreHandle",
    "StoredTask",
    "TaskLog",
    "TaskWrite",
    "Transfer",
    "VectorSearch",
    "check_namespace",
    "check_store_file",
    "is_postgres_url",
    "open_store",
]

DEFAULT_NAMESPACE = "default"
#: Longest namespace name a store accepts.
MAX_NAMESPACE_CHARS = 200


class StoreHandle(Protocol):
    """What every part of the contract shares: the namespace it is opened on, the store's identity and the
    embedder its vectors come from."""

    namespace: str

    def check_embedder(self, name: str, dimension: int) -> None:
        """Remember the embedder on first use; refuse a different one later with
        :class:`~gmem.errors.EmbedderMismatchError` (vectors from different models do not compare)."""

    def stored_embedder(self) -> tuple[str, int] | None:
        """``(name, dimension)`` of the embedder the store was built with, if it has one yet."""

    def store_id(self) -> str:
        """A random id the store is given the first time it is asked and keeps: a copy of the store shares
        it, a new store never does (what caches of the store's contents are checked against)."""

    def namespaces(self) -> dict[str, int]:
        """Every namespace written in the store (all of them, not only this one's), with its number of tasks."""

    def close(self) -> None: ...


class TaskLog(StoreHandle, Protocol):
    """The recorded tasks of the namespace: appended in commit order, read back after a cursor (what the
    in-memory index is built and caught up from), and their outcomes."""

    def commit(self, writes: Sequence[TaskWrite]) -> list[int]:
        """Apply the writes in one transaction: all of them land, or none (a task id already stored:
        :class:`~gmem.errors.DuplicateTaskError`). Returns the seq of each task."""

    def load_tasks(self, after: StoreCursor = ORIGIN) -> Iterator[StoredTask]:
        """Tasks stored, or whose outcome changed, after ``after.revision`` - every task from the default
        cursor - in seq order. Drain the iterator: it holds a connection until it ends."""

    def load_links(self, after: StoreCursor = ORIGIN) -> Iterator[tuple[str, str, float]]:
        """Query-graph edges ``(a, b, weight)`` added with the tasks after ``after.seq``."""

    def task_ids(self, through_seq: int) -> list[str]:
        """Ids of the tasks with seq up to ``through_seq``, in seq order (to check a cached index against)."""

    def get_nodes(self, ids: Sequence[str]) -> dict[str, QueryNode]:
        """The nodes of those tasks the namespace holds (an id it does not hold is left out)."""

    def get_graph(self, task_id: str) -> InteractionGraph:
        """The task's interaction graph; :class:`~gmem.errors.NotFoundError` when there is no such task."""

    def condensed_graphs(self, ids: Sequence[str]) -> dict[str, InteractionGraph]:
        """The sparsified interaction graphs of those tasks the namespace holds (an id it does not hold is left
        out): the utterances of their key steps and the edges between them, what a retrieval's excerpts show,
        read for all of them at once and without the rest of each run."""

    def set_context_vectors(self, vectors: Mapping[str, np.ndarray]) -> None:
        """Store the context vectors of tasks recorded while context scoring was off (a zero vector)."""

    def insights_for_tasks(self, ids: Sequence[str], *, evidence_of_these: bool = False) -> list[Insight]:
        """Insights with a hyperedge to any of the tasks. With ``evidence_of_these``, their supporting and
        contradicting lists name only these tasks (the lesson of a common kind of task can have thousands)."""

    def apply_feedback(
        self,
        task_id: str,
        status: TaskStatus,
        on_resolved: float,
        on_failed: float,
        *,
        author: str = "gmem",
        settlement: Settlement | None = None,
    ) -> int:
        """Set the task's outcome and move the scores of the insights that were shown for it: by the
        outcome's move, after taking back the move of an earlier, different outcome. A correction of a known
        outcome is logged (by ``author``). In the same transaction, the ``settlement``: its detail replaces the
        task's (when given; a changed outcome given none drops the earlier reason), its failure reason is stored where
        the task has none, and its lessons are applied when the task had no verdict before. Returns how many insight
        scores the outcome moved; :class:`~gmem.errors.NotFoundError` when there is no such task."""

    def counts(self) -> dict[str, int]:
        """How many tasks (resolved, failed), utterances, links and insights the namespace holds."""

    def runs_read_before(self, reading: int, *, after: int = 0, limit: int | None = None) -> list[RunToRead]:
        """The tasks whose words and procedure an older reading than ``reading`` gave (:mod:`gmem.rereading`),
        in seq order, from the first after the seq ``after``, at most ``limit`` of them."""

    def reread_runs(
        self, read: Sequence[str], changed: Mapping[str, RunToRead], reading: int, *, author: str = "gmem"
    ) -> Change | None:
        """Mark the tasks ``read`` as read by ``reading``, storing the words and procedure of those ``changed``
        (by id, as now read), in one transaction; a task another process read meanwhile keeps what it stored. When
        any changed, the change is logged (it cannot be undone), so every process rebuilds its index; returns it,
        or ``None``."""


class Curation(StoreHandle, Protocol):
    """The insights as people and the LLM operations change them, and the change log: each change applied
    in one transaction with who made it and the state it replaced, undone newest first, compacted when its
    states need not be kept. A missing insight, task or change raises :class:`~gmem.errors.NotFoundError`."""

    def list_insights(self) -> list[Insight]:
        """Every insight of the namespace, best score first."""

    def update_insights(self, updates: Sequence[InsightUpdate]) -> None:
        """Apply insight upserts and edits in one transaction (the LLM operations' writes; their deletions are
        logged changes, see :meth:`delete_insight`)."""

    def add_note(self, update: InsightUpdate, *, author: str) -> Change:
        """Write a note (a curated insight) and its history entry in one transaction: a new note gets
        ``update.score_delta`` and is logged as ``insight.add`` (undone by removing it); a reworded one keeps
        its score and is logged as ``insight.edit``."""

    def edit_insight(self, insight_id: int, *, text: str | None, score: float | None, author: str) -> Change:
        """Reword and/or rescore an insight; the change is logged in the same transaction."""

    def delete_insight(self, insight_id: int, *, author: str, note: dict[str, Any] | None = None) -> Change:
        """Drop an insight with its hyperedges and usage records; logged with all of it, for undo (and with
        ``note`` as the change's after-state)."""

    def forget_task(self, task_id: str, *, author: str) -> Change:
        """Drop a task: its node, utterances, query-graph edges (both ways), usage records and hyperedges;
        logged with all of it, for undo."""

    def curated_insights(self, among: Collection[int] | None = None) -> set[int]:
        """Ids of the insights a person edited or brought back (of ``among`` only, when given): the LLM
        operations leave them alone, and a retrieval never leaves one out as a variant of a better-ranked
        procedure."""

    def model_deletions(self, *, cause: str, since_task: int) -> int:
        """How many insights a model deleted for ``cause`` since the memory held ``since_task`` tasks."""

    def changes(self, *, limit: int | None = None) -> list[Change]:
        """The change log, newest first."""

    def last_change(self) -> int:
        """The id of the newest logged change to the tasks (0 when none): a reader that saw another id
        rebuilds its index."""

    def undo(self, change_id: int, *, author: str) -> Change:
        """Reverse a logged change and log the undo; :class:`~gmem.errors.UndoError` when it cannot be
        reversed."""

    def compact(self, *, through: int | None, author: str) -> int:
        """Drop the before/after states of the changes up to ``through`` (all by default), so they can no
        longer be undone; returns how many undoable changes that made permanent (a compaction is logged
        when that is more than none)."""


class Transfer(StoreHandle, Protocol):
    """The namespace as a whole, out and in (:mod:`gmem.store.transfer` writes and reads the file)."""

    def export_records(self) -> Iterator[ExportedTask | ExportedInsight]:
        """The whole namespace as one consistent snapshot: tasks in seq order, then insights."""

    def import_records(self, tasks: Sequence[ExportedTask], insights: Sequence[ExportedInsight]) -> None:
        """Add exported tasks and insights in one transaction (an insight already here gains the
        imported score and hyperedges); a task id already here rolls everything back."""


class MemoryStore(TaskLog, Curation, Transfer, Protocol):
    """The whole contract: what :mod:`gmem.store.sqlite` and :mod:`gmem.store.postgres` implement."""


@dataclass(frozen=True)
class Neighbour:
    """A task found by :meth:`VectorSearch.nearest`: cosine similarity of its instruction vector."""

    task_id: str
    similarity: float


@runtime_checkable
class VectorSearch(Protocol):
    """Optional: a store that finds the tasks nearest a vector by itself (check with ``isinstance``)."""

    def nearest(self, vector: np.ndarray, k: int) -> list[Neighbour]:
        """The ``k`` tasks whose instruction vectors are most cosine-similar to ``vector``, best first
        (ties: earlier task first)."""


def is_postgres_url(location: str | Path) -> bool:
    return str(location).startswith(("postgresql://", "postgres://"))


def check_namespace(namespace: str) -> str:
    if not isinstance(namespace, str) or not namespace.strip() or len(namespace) > MAX_NAMESPACE_CHARS:
        raise InvalidArgumentError(
            f"namespace must be a non-empty string of at most {MAX_NAMESPACE_CHARS} characters; got {namespace!r:.80}"
        )
    return namespace


#: What a SQLite database file starts with.
SQLITE_HEADER = b"SQLite format 3\x00"


def check_store_file(path: Path, *, thorough: bool = True) -> None:
    """Refuse an existing path that is not a gmem SQLite store: a text file would end in a traceback, a 0-byte
    file would silently become an empty memory, another program's database would gain gmem's tables.

    ``thorough=False`` (what :func:`open_store` does) checks only what cannot be a store being created by
    another process right now: a folder, an unreadable file, a non-empty file that is not SQLite. An empty
    file and a database mid-creation look alike, so only a person's command (the CLI) refuses those.
    """
    if path.is_dir():
        raise NotAStoreError(f"{path} is a directory, not a gmem store")
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise NotAStoreError(f"{path}: cannot read the store ({exc.strerror or exc})") from None
    if not header:
        if thorough:
            raise NotAStoreError(f"{path} is an empty file, not a gmem store")
        return
    if header != SQLITE_HEADER:
        raise NotAStoreError(f"{path} is not a gmem store (not a SQLite database)")
    if not thorough:
        return
    try:
        with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as db:
            tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.DatabaseError as exc:
        raise NotAStoreError(f"{path} is not a usable gmem store ({exc})") from None
    if tables and "meta" not in tables:
        raise NotAStoreError(f"{path} is a SQLite database but not a gmem store (it has no gmem tables)")


def open_store(location: str | Path, namespace: str = DEFAULT_NAMESPACE) -> MemoryStore:
    """A store for a location: a file path or ``:memory:`` (SQLite), or a ``postgresql://`` URL. An existing
    file must be SQLite (:func:`check_store_file`); a new one is created."""
    text = str(location)
    if is_postgres_url(text):
        try:
            from gmem.store.postgres import PostgresStore
        except ImportError as exc:
            raise ImportError(
                f"PostgreSQL stores need the postgres extra: pip install 'gmem-memory[postgres]' ({exc})"
            ) from exc
        return PostgresStore(text, namespace)
    from gmem.store.sqlite import SQLiteStore

    if text != ":memory:" and Path(text).exists():
        check_store_file(Path(text), thorough=False)
    return SQLiteStore(text, namespace)
