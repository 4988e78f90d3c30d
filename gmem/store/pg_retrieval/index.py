"""What a memory opened with ``index="database"`` reads where it would read its in-process index, and the
replica that holds it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

import numpy as np

from gmem import limits
from gmem.embedding import CHUNK, Embedder, WordsInContext
from gmem.errors import NotFoundError
from gmem.models import RequestReading, TaskStatus
from gmem.replica import IndexReplica
from gmem.store.base import MemoryStore
from gmem.store.pg_retrieval.batch import PendingBatch
from gmem.store.pg_retrieval.query import DatabaseQuery
from gmem.store.pg_retrieval.scoring import DatabaseScoring
from gmem.store.pg_retrieval.statistics import Statistics
from gmem.store.pg_retrieval.words import stored_word_vectors
from gmem.store.writes import TaskWrite
from gmem.tiers.insight import UBIQUITOUS_SHARE
from gmem.tiers.query import IndexMark, QueryIndex
from gmem.tiers.sums import teaches
from gmem.tiers.terms import STOP_WORDS

log = logging.getLogger(__name__)

#: Most task ids (by seq) a database index remembers between operations.
KNOWN_IDS = 100_000


class DatabaseIndex:
    """What a :class:`~gmem.Memory` opened with ``index="database"`` reads where it would read its in-process
    index: every answer comes from PostgreSQL, nothing of the namespace is held (so a worker serving many
    namespaces grows by none of them). Rows are task seqs. Writes need nothing here: the store's commit
    and its triggers keep the database's side."""

    def __init__(self, scoring: DatabaseScoring) -> None:
        self.scoring = scoring
        self.pool = scoring.pool
        self.namespace = scoring.namespace
        self.row_of = _Seqs(self)
        self.ids = _Column(self, "id")
        self.instructions = _Column(self, "instruction")
        self.status = _Column(self, "status")
        self.graph = self
        self._read_rows: dict[int, Mapping[str, Any]] = {}
        self._looked_up: set[int] = set()  # seqs this operation found by id: their rows are read together
        self._ids: dict[int, str] = {}  # task ids by seq, from the rows this operation's queries read
        self._seq_of: dict[str, int] = {}
        self._last_change = -1
        self._domains: tuple[tuple[int, int], list[str]] | None = None  # (task count, last change): names
        self._batch: PendingBatch | None = None  # the tasks planned for the commit in progress

    def __len__(self) -> int:
        """The namespace's task count, read once per operation (an in-process index counts what it caught up
        with), and the tasks planned for the commit in progress."""
        return self.scoring.head()["tasks"] + (len(self._batch) if self._batch is not None else 0)

    def plan(self, write: TaskWrite) -> None:
        """Hold a task planned for the next commit, so the batch's later tasks find it (:mod:`.batch`)."""
        if self._batch is None:
            statistics = self.scoring.statistics()
            self._batch = PendingBatch(
                statistics.index, len(write.instruction_vector), self.scoring.batch_words(statistics)
            )
        self._batch.add(write)

    def end_batch(self) -> None:
        """The planned tasks were committed (the database holds them now) or taken back."""
        self._batch = None

    def _value(self, statement: str, default: Any, *params: Any) -> Any:
        with self.pool.connection() as conn:
            row = conn.execute(statement, (self.namespace, *params)).fetchone()
        return default if row is None else next(iter(row.values()))

    def refresh(self, last_change: int) -> None:
        """Called at the start of each operation with the store's last task change (a forget or its undo):
        the task rows read before are dropped (another process may have changed an outcome since), the known
        ids too after a change (a forgotten task must not be linked to) or once there are :data:`KNOWN_IDS`."""
        self._read_rows.clear()
        self._looked_up.clear()
        self.scoring.invalidate_counts()
        if last_change != self._last_change or len(self._ids) > KNOWN_IDS:
            self._last_change = last_change
            self._ids.clear()

    def task_value(self, column: str, seq: int) -> Any:
        """A column of the task ``seq`` (id, instruction, status or procedure); the task's row is read once
        per operation, with the rows of every task this operation looked up by id and has not read yet (the
        record reads the tasks it links to after finding them), and ids come with the rows a query read."""
        if seq < 0 and self._batch is not None:
            return self._batch.value(column, seq)
        row = self._read_rows.get(seq)
        if row is None and column == "id" and seq in self._ids:
            return self._ids[seq]
        if row is None:
            wanted = sorted({seq} | self._looked_up - self._read_rows.keys())
            with self.pool.connection() as conn:
                for found in conn.execute(
                    "SELECT seq, id, instruction, status, procedure FROM tasks WHERE namespace = %s AND seq = ANY(%s)",
                    (self.namespace, wanted),
                ):
                    self._read_rows[int(found["seq"])] = found
            row = self._read_rows.get(seq)
            if row is None:
                raise NotFoundError(f"no task with seq {seq} in namespace {self.namespace!r}")
        return TaskStatus(row["status"]) if column == "status" else row[column]

    def known_seq(self, task_id: str) -> int | None:
        """The seq of a task this operation has read already or is about to commit, if any."""
        pending = self._batch.seq_of(task_id) if self._batch is not None else None
        if pending is not None:
            return pending
        if len(self._seq_of) != len(self._ids):
            self._seq_of = {task_id: seq for seq, task_id in self._ids.items()}
        return self._seq_of.get(task_id)

    def domain_names(self) -> list[str]:
        """The domains of the namespace's tasks ("" for none), read again when its task count or last change
        moved (a task of a new domain is a new task)."""
        key = (len(self), self._last_change)
        if self._domains is None or self._domains[0] != key:
            with self.pool.connection() as conn:
                rows = conn.execute("SELECT DISTINCT domain FROM task_terms WHERE namespace = %s", (self.namespace,))
                self._domains = key, sorted(r["domain"] for r in rows)
        return list(self._domains[1])

    def all_ids(self) -> list[str]:
        with self.pool.connection() as conn:
            rows = conn.execute("SELECT id FROM task_terms WHERE namespace = %s ORDER BY seq", (self.namespace,))
            return [r["id"] for r in rows]

    # ----------------------------------------------------------------- what recording reads

    def query(
        self,
        instruction: str,
        instruction_vector: np.ndarray,
        context_vector: np.ndarray | None = None,
        procedure: list[str] | None = None,
        word_vectors: Mapping[str, np.ndarray] | None = None,
        domain: str | None = None,
        in_context: WordsInContext | None = None,
    ) -> DatabaseQuery:
        """``in_context``: the query's words in its sentence, read against the namespace's own words in context
        (:mod:`.contexts`)."""
        self._statistics()
        return self.scoring.query(
            instruction,
            instruction_vector,
            word_vectors=word_vectors,
            procedure=procedure,
            domain=domain,
            ids=self._ids,
            batch=self._batch,
            in_context=in_context,
        )

    def explain(
        self,
        instruction: str,
        word_vectors: Mapping[str, np.ndarray] | None = None,
        in_context: WordsInContext | None = None,
    ) -> RequestReading:
        """How :meth:`query` reads ``instruction``'s words (as ``QueryIndex.explain``), against the namespace's
        statistics."""
        return self._statistics().index.explain(instruction, word_vectors, in_context)

    def within(self, query: DatabaseQuery, domain: str) -> DatabaseQuery:
        """``query`` over the tasks of ``domain`` only (as ``QueryIndex.within``)."""
        return query.within(domain)

    def procedure(self, seq: int) -> list[str]:
        return list(self.task_value("procedure", seq))

    def ubiquitous(self, share: float = UBIQUITOUS_SHARE, *, apart_from: str | None = None) -> set[str]:
        """Templates in at least ``share`` of teaching runs (as ``QueryIndex.ubiquitous``, ``apart_from`` too), a
        batch's pending runs included."""
        if self._batch is not None:
            return self._batch.index.ubiquitous(share)
        own, apart = self._own_templates(apart_from)
        with self.pool.connection() as conn:
            rows = conn.execute(  # the candidates: a count one run less may still reach the share
                "SELECT f.term, f.docs, n.taught FROM scoring_terms f"
                " JOIN scoring_namespaces n ON n.namespace = f.namespace"
                " WHERE f.namespace = %s AND f.kind = 'f' AND f.docs >= %s * (n.taught - %s)",
                (self.namespace, share, apart),
            )
            counted = [(r["term"], int(r["docs"]) - (r["term"] in own), int(r["taught"]) - apart) for r in rows]
        return {term for term, docs, taught in counted if taught >= 2 and docs >= share * taught}

    def template_runs(self, templates: Iterable[str], *, apart_from: str | None = None) -> dict[str, int]:
        """How many teaching runs did each of ``templates`` (as ``QueryIndex.template_runs``, ``apart_from``
        too), a batch's pending runs included."""
        if self._batch is not None:
            return self._batch.index.template_runs(templates)
        asked, (own, _) = list(templates), self._own_templates(apart_from)
        with self.pool.connection() as conn:
            rows = conn.execute(
                "SELECT term, docs FROM scoring_terms WHERE namespace = %s AND kind = 'f' AND term = ANY(%s)",
                (self.namespace, asked),
            )
            found = {r["term"]: int(r["docs"]) - (r["term"] in own) for r in rows}
        return {template: found.get(template, 0) for template in asked}

    def _own_templates(self, task_id: str | None) -> tuple[set[str], int]:
        """The templates of ``task_id``'s run and 1 when it teaches (the sums count it), else nothing and 0."""
        seq = None if task_id is None else self.row_of.get(task_id)
        if seq is None or not teaches(self.status[seq]):
            return set(), 0
        return set(self.procedure(seq)), 1

    def words_to_embed(self) -> list[str]:
        return []  # the learned words' vectors are read (or embedded once) by DatabaseScoring

    def add_word_vectors(self, vectors: np.ndarray) -> None:
        """Nothing to add (see :meth:`words_to_embed`)."""

    def instructions_to_read(self, limit: int | None = None) -> tuple[list[int], list[str]]:
        """The seqs of the namespace's next instructions to read in context, and those instructions (as
        ``QueryIndex.instructions_to_read``; :mod:`.contexts`)."""
        statistics = self._statistics()
        vocabulary = len(statistics.index.vocabulary())
        return statistics.reading.to_read(self.pool, self.namespace, self.scoring.head(), vocabulary, limit)

    def add_instruction_words(self, rows: Sequence[int], words: Sequence[WordsInContext]) -> None:
        """The words of :meth:`instructions_to_read`'s instructions in context, in that order: added, and
        written for every process, by whichever memory of the process read them."""
        statistics = self._statistics()
        by_id = statistics.index.by_word_id(words)
        self.scoring.grew(statistics, statistics.reading.read(self.pool, self.namespace, rows, by_id))
        self.scoring.invalidate_counts()  # where the namespace was read to moved: the next chunk starts there

    def _statistics(self) -> Statistics:
        """The namespace's statistics, with the words in context written since this process last loaded them."""
        statistics = self.scoring.statistics()
        self.scoring.grew(statistics, statistics.reading.load(self.pool, self.namespace, self.scoring.head()))
        return statistics

    def unlearned(self, instruction: str) -> list[str]:
        return self.scoring.unlearned(instruction)

    # ----------------------------------------------------------------- what the insight maintenance reads

    def templates(self) -> list[str]:
        """Every action template some recorded run did (the namespace's cached vocabulary)."""
        return self.scoring.statistics().index.templates()

    def latest_resolved(self, recorded: int, n: int) -> list[str]:
        """The last ``n`` resolved tasks among the first ``recorded`` by seq (as ``IndexReplica.latest_resolved``)."""
        with self.pool.connection() as conn:
            rows = conn.execute(
                "SELECT id FROM (SELECT id, status, seq FROM tasks WHERE namespace = %s ORDER BY seq LIMIT %s) AS t"
                " WHERE status = %s ORDER BY seq DESC LIMIT %s",
                (self.namespace, recorded, TaskStatus.RESOLVED.value, n),
            )
            return [r["id"] for r in rows][::-1]

    def instruction_vectors_of(self, task_ids: Iterable[str]) -> dict[str, np.ndarray]:
        """The instruction vectors of those of ``task_ids`` still recorded, in their order."""
        wanted = list(dict.fromkeys(task_ids))
        with self.pool.connection() as conn, conn.cursor(binary=True) as cursor:
            cursor.execute(
                "SELECT id, instruction_vector FROM task_terms WHERE namespace = %s AND id = ANY(%s)",
                (self.namespace, wanted),
            )
            found = {r["id"]: np.asarray(r["instruction_vector"], dtype=np.float32) for r in cursor.fetchall()}
        return {t: found[t] for t in wanted if t in found}

    def names_a_task(self, named: set[str]) -> bool:
        """Whether some task's instruction (its scored part, lowercased) holds every word of ``named``, as a
        substring (as ``IndexReplica.names_a_task``): one scan of the namespace's instructions, in PostgreSQL."""
        return bool(
            self._value(
                "SELECT EXISTS (SELECT 1 FROM tasks WHERE namespace = %s AND NOT EXISTS (SELECT 1 FROM"
                " unnest(%s::text[]) AS w WHERE strpos(lower(left(instruction, %s)), w) = 0))",
                False,
                sorted(named),
                limits.SCORED_CHARS,
            )
        )

    # ----------------------------------------------------------------- the query graph

    def neighbors(self, row: int) -> list[int]:
        return [seq for seq, _ in self.scoring.neighbours([row], [self.ids[row]])[row]]

    def neighbours(self, task_id: str) -> list[str]:
        """The task's neighbours, the most strongly linked first (as ``QueryIndex.neighbours``). Two tasks linked
        twice (similar, and used) weigh as the in-process graph keeps them: by the link written last, the
        ``used`` one (the store lists a pair's links by kind, and an index adds them in that order)."""
        with self.pool.connection() as conn:
            rows = conn.execute(
                "SELECT other, (array_agg(weight ORDER BY kind DESC))[1] AS weight, min(t.seq) AS seq FROM"
                " (SELECT b AS other, kind, weight FROM links WHERE namespace = %(ns)s AND a = %(id)s UNION ALL"
                " SELECT a, kind, weight FROM links WHERE namespace = %(ns)s AND b = %(id)s) AS l"
                " JOIN task_terms t ON t.namespace = %(ns)s AND t.id = l.other WHERE other <> %(id)s"
                " GROUP BY other ORDER BY 2 DESC, 3",
                {"ns": self.namespace, "id": task_id},
            )
            return [r["other"] for r in rows]

    def expand(self, seeds: list[int], hops: int) -> dict[int, int]:
        """Rows reachable from ``seeds`` within ``hops`` links, with their distance."""
        distance = {s: 0 for s in seeds}
        frontier = list(seeds)
        for hop in range(1, hops + 1):
            if not frontier:
                break
            found = self.scoring.neighbours(frontier, [self.ids[s] for s in frontier])
            nxt: list[int] = []
            for seq in frontier:
                for other, other_id in sorted(found[seq]):
                    self._ids[other] = other_id
                    if other not in distance:
                        distance[other] = hop
                        nxt.append(other)
            frontier = nxt
        return distance


class _Seqs:
    """``task id in index.row_of`` and ``index.row_of[task id]`` (its seq), answered by the database."""

    def __init__(self, index: DatabaseIndex) -> None:
        self._index = index

    def get(self, task_id: str) -> int | None:
        known = self._index.known_seq(task_id)
        if known is None:
            found = self._index._value("SELECT seq FROM task_terms WHERE namespace = %s AND id = %s", None, task_id)
            known = None if found is None else int(found)
        if known is not None and known > 0:  # a stored task, whose row is read with the others looked up
            self._index._looked_up.add(known)
        return known

    def __contains__(self, task_id: object) -> bool:
        return isinstance(task_id, str) and self.get(task_id) is not None

    def __getitem__(self, task_id: str) -> int:
        found = self.get(task_id)
        if found is None:
            raise NotFoundError(f"no task {task_id!r} in namespace {self._index.namespace!r}")
        return found


class _Column:
    """``index.ids[seq]`` and the like: one column of a task by its seq; iterating gives every task's, in seq
    order (only ids are iterated: to list or clear a namespace)."""

    def __init__(self, index: DatabaseIndex, column: str) -> None:
        self._index = index
        self._column = column

    def __getitem__(self, seq: int) -> Any:
        return self._index.task_value(self._column, int(seq))

    def __iter__(self) -> Iterator[Any]:
        if self._column != "id":
            raise TypeError(f"only the ids of a database index are listed, not its {self._column}s")
        return iter(self._index.all_ids())


class DatabaseReplica(IndexReplica):
    """The replica of a memory opened with ``index="database"``: its :attr:`index` is a
    :class:`DatabaseIndex`, so there is nothing to catch up, append, take back or snapshot - the store's
    commit (and its triggers) is the only write. Each operation's :meth:`refresh` only tells the index
    whether a task change (a forget or its undo) happened since the last one."""

    # IndexReplica.__init__ loads the namespace into RAM, which is what this replica exists to avoid.
    def __init__(self, store: MemoryStore, scoring: DatabaseScoring, embedder: Embedder) -> None:
        self._store = store
        self._embedder = embedder
        self._weights = scoring.weights
        self._location = scoring.namespace
        self._database_index = DatabaseIndex(scoring)

    @property
    def scoring(self) -> DatabaseScoring:
        return self._database_index.scoring

    @property
    def index(self) -> QueryIndex:
        # A DatabaseIndex answers every read the record and retrieve pipelines make of a QueryIndex (ids,
        # row_of, query().top, procedure, ubiquitous, ...), by seq; it is not one, and says so only here.
        return self._database_index  # type: ignore[return-value]

    def refresh(self) -> None:
        self._database_index.refresh(self._store.last_change())

    def rebuild(self) -> None:
        self.refresh()

    def mark(self) -> IndexMark:
        return IndexMark(id(self), len(self._database_index), 0, 0, 0, 0, 0)

    def append(self, write: TaskWrite) -> None:
        """Hold the planned task until the commit, whose triggers index it; the batch's later tasks find it
        meanwhile (:mod:`.batch`)."""
        self._database_index.plan(write)

    def committed(self, seqs: list[int]) -> None:
        """The commit's triggers indexed the tasks (see :meth:`append`) and moved the namespace's counts."""
        self._database_index.end_batch()
        self.scoring.invalidate_counts()

    def truncate_to(self, mark: IndexMark) -> None:
        """Drop the planned tasks: their commit failed, and the database never held them."""
        self._database_index.end_batch()

    def set_status(self, task_id: str, status: TaskStatus) -> None:
        """Nothing to do: the outcome's sums move with the store's update."""

    def embed_words(self, writes: Sequence[TaskWrite] = (), *, progress: bool = False) -> None:
        """Store the vectors of the committed tasks' content words the shared ``word_vectors`` table lacks (one
        indexed read; only new words are embedded), so a query that must map a word finds them there, and read
        as many of the namespace's instructions not read in context yet as tasks were written (a chunk at
        least). A failure is logged: the query side embeds and reads what is missing when it needs it."""
        try:  # a chunk per 256 tasks written: a namespace never read is read over its first few operations
            self._read_instructions(progress, chunks=-(-max(len(writes), 1) // CHUNK))
        except Exception:
            log.warning("namespace %s: reading instructions in context failed", self._location, exc_info=True)
        words = sorted({w for write in writes for w in write.words if w not in STOP_WORDS})
        if not words:
            return
        try:
            stored_word_vectors(self.scoring.pool, self._embedder, words, progress=progress)
        except Exception:
            log.warning(
                "namespace %s: embedding the new words of %d tasks failed; the next query that needs them embeds them",
                self._location,
                len(writes),
                exc_info=True,
            )

    def warm(self, *, progress: bool = False) -> None:
        """Read every instruction of the namespace not read in context yet (the learned words' vectors are
        embedded once for every namespace, by the first query that needs them)."""
        self._read_instructions(progress)

    def save_if_stale(self) -> None:
        """Nothing to snapshot."""

    def latest_resolved(self, recorded: int, n: int) -> list[str]:
        return self._database_index.latest_resolved(recorded, n)

    def instruction_vectors_of(self, task_ids: Iterable[str]) -> dict[str, np.ndarray]:
        return self._database_index.instruction_vectors_of(task_ids)

    def names_a_task(self) -> Callable[[set[str]], bool]:
        return self._database_index.names_a_task
