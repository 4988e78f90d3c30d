"""The memory's query index in RAM, kept a replica of one store namespace.

Scoring a new task needs every past task's words, procedure and vectors at hand, so a memory keeps them in a
:class:`~gmem.tiers.query.QueryIndex`. The store is the truth; the index follows it:

* other writers' tasks (other processes, or memories open on the same store) come in by :meth:`IndexReplica.refresh`,
  which reads what the store gained after the replica's cursor;
* after a curation change (a task forgotten or restored, here or elsewhere) the index is rebuilt, since a
  forgotten task must leave it and a restored one comes back with all its edges;
* this process's own tasks are appended as they are planned (so a batch's later tasks link to its earlier
  ones) and kept when the store commits them; when the commit fails, :meth:`IndexReplica.truncate_to` takes
  them back to the mark taken before, so the index again equals the store without being reloaded;
* the vocabulary's word vectors (the query maps a word it never learned onto the nearest learned ones) are
  embedded where the words are learned, after a commit (:meth:`IndexReplica.embed_words`), so no retrieval
  pays for an import's vocabulary, and before a snapshot is written, so a memory opened from it has them.
  What that misses the next retrieval embeds with its query: other writers' words, a failed embedding, and
  the vocabulary of an index rebuilt from the store (the store keeps no word vectors; embedding them at
  open would load the model for commands that embed nothing, such as ``gmem stats``). The instructions'
  words are read in context (:mod:`gmem.tiers.contexts`) at the same places, in the same way. So that a
  memory opened again does not pay for all of it over its first retrievals, one that closes holding much its
  snapshot lacks writes a new one (:data:`gmem.snapshot.STALE_EMBEDDINGS`), and an index rebuilt after a
  curation change keeps the word vectors of the one it replaces.

Only this object changes the index, its cursor or its snapshot (:mod:`gmem.snapshot`). The caller holds the
memory's lock around every call.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from itertools import takewhile

import numpy as np

from gmem import limits, snapshot
from gmem.config import ScoringWeights
from gmem.embedding import CHUNK, Embedder, embed_all, embed_in_context, reads_words
from gmem.errors import InvalidArgumentError
from gmem.models import TaskStatus
from gmem.snapshot import SnapshotInfo, snapshot_path
from gmem.store.base import MemoryStore, is_postgres_url
from gmem.store.writes import ORIGIN, TaskWrite
from gmem.tiers.asking import embedded_texts
from gmem.tiers.query import IndexedTask, IndexMark, QueryIndex

log = logging.getLogger(__name__)

#: Tasks read from the store are indexed in batches of this many (bounded RAM while a memory opens).
CATCH_UP_BATCH = 4096


class IndexReplica:
    """The query index of a store namespace, with how far it has read the store."""

    def __init__(self, store: MemoryStore, embedder: Embedder, weights: ScoringWeights, location: str) -> None:
        self._store = store
        self._embedder = embedder
        self._weights = weights
        self._location = location
        self._index = QueryIndex(embedder.dimension, weights)
        self._cursor = ORIGIN  # the last task and revision read from the store
        self._change = 0  # the newest curation change the index reflects
        self._ordered = True  # index rows are in store (seq) order, so the index may be snapshotted
        self._last_seq = 0  # the highest seq among the indexed tasks
        self._snapshot_tasks = 0  # tasks in the snapshot this index was restored from (or last wrote)
        self._snapshot_embedded = 0  # and the word vectors and instructions read in context it held
        self.rebuild()

    @property
    def index(self) -> QueryIndex:
        """The index, to read (it is changed only through this replica)."""
        return self._index

    # ------------------------------------------------------------------ following the store

    def refresh(self) -> None:
        """Catch up with the store; after a curation change, here or in another process, rebuild instead."""
        if self._store.last_change() != self._change:
            self.rebuild()
        else:
            self._catch_up()

    def rebuild(self) -> None:
        """The index anew: from the store's snapshot when it still agrees with the store, else from the store;
        the word vectors and words in context of the index it replaces carried over (:meth:`_carry_word_vectors`,
        :meth:`_carry_contexts`)."""
        previous, ordered = self._index, self._ordered
        self._change = self._store.last_change()
        self._ordered, self._last_seq, self._cursor = True, 0, ORIGIN
        restored = self._restored()
        self._index = restored or QueryIndex(self._embedder.dimension, self._weights)
        self._snapshot_tasks, self._snapshot_embedded = len(self._index), self._index.embedded()
        self._catch_up()
        self._carry_word_vectors(previous)
        if restored is None and ordered:  # an index in store order read its rows in the order this one holds them
            self._carry_contexts(previous)
        if self._weights.context:
            self._embed_contexts()
        if self._many_tasks_unsaved():
            self._save_snapshot(complete=True)

    def _carry_word_vectors(self, previous: QueryIndex) -> None:
        """Give the rebuilt index the vectors ``previous`` held for its words. A word's vector depends on the
        word alone, so after a forget or its undo the vocabulary is not embedded again (seconds for a few
        thousand words), and each word keeps the very vector it had: some CPUs round a text's embedding with
        the batch it is in."""
        known = dict(zip(previous.vocabulary(), previous.word_vectors()))
        missing = self._index.vocabulary()[len(self._index.word_vectors()) :]
        carried = list(takewhile(known.__contains__, missing))  # vectors are added in vocabulary order
        if carried:
            self._index.add_word_vectors(np.stack([known[word] for word in carried]))

    def _carry_contexts(self, previous: QueryIndex) -> None:
        """Give the rebuilt index what ``previous`` read in context, but for the words of a changed task, which
        its next reading reads again from their first instructions (:meth:`QueryIndex.carry_contexts`): the
        index read everything again, a chunk of 256 instructions per retrieval, most of a second of MiniLM each
        in a memory of thousands of tasks. The carry itself runs no model (``gmem forget`` loads none for it)."""
        if self._weights.in_context and reads_words(self._embedder):
            again = self._index.carry_contexts(previous)
            log.debug("%s: %d words to read again in context", self._location, again)

    def _catch_up(self) -> None:
        """Add what the store gained after the cursor, from this process or others: new tasks in store order,
        changed outcomes, and the new tasks' query-graph edges."""
        index, seen = self._index, self._cursor
        new: list[IndexedTask] = []
        added: set[str] = set()
        for task in self._store.load_tasks(after=seen):
            if task.id in index.row_of:
                index.set_status(task.id, task.status)
            else:
                self._ordered = self._ordered and task.seq > self._last_seq
                self._last_seq = max(self._last_seq, task.seq)
                added.add(task.id)
                new.append(
                    IndexedTask(
                        task.id,
                        task.status,
                        task.instruction_vector,
                        task.context_vector,
                        task.words,
                        task.procedure,
                        limits.scored(task.instruction),
                        task.domain,
                    )
                )
                if len(new) == CATCH_UP_BATCH:
                    index.extend(new)
                    new = []
            self._cursor = self._cursor.past(task)
        index.extend(new)
        # Edges of the tasks new to the index (this process linked its own tasks when it planned them). With
        # none new, none to read: most retrievals find the store as they left it, and a read is a round trip.
        if added:
            known = index.row_of
            index.link_new(link for link in self._store.load_links(after=seen) if link[0] in added and link[1] in known)

    # ------------------------------------------------------------------ this process's writes

    def mark(self) -> IndexMark:
        """The index as it is now: what :meth:`truncate_to` returns it to."""
        return self._index.mark()

    def append(self, write: TaskWrite) -> None:
        """Index a task planned for the next commit, with its edges (:meth:`truncate_to` takes it back)."""
        self._index.add(indexed(write))
        for other, _, weight in write.links:
            self._index.link(write.node.id, other, weight)

    def committed(self, seqs: list[int]) -> None:
        """The appended tasks are stored under ``seqs``. The cursor stays: other writers may have committed
        before them, and the next refresh must still read those."""
        self._last_seq = max([self._last_seq, *seqs])

    def truncate_to(self, mark: IndexMark) -> None:
        """Take back what was appended after ``mark`` (their commit failed)."""
        self._index.truncate_to(mark)

    def embed_words(self, writes: Sequence[TaskWrite] = (), *, progress: bool = False) -> None:
        """Embed the vocabulary words that have no vector yet (every one the index holds, whoever recorded it;
        ``writes``, the tasks just committed, name them for an index that holds none), and read the
        instructions not read in context yet (:mod:`gmem.tiers.contexts`). A failure is logged and loses
        nothing: what was not embedded stays to embed, and the next retrieval embeds it with its query."""
        texts = self._index.words_to_embed()
        if texts:
            try:
                vectors = embed_all(self._embedder, texts, progress=progress, desc="embedding new words")
            except Exception:
                log.warning(
                    "%s: embedding %d new vocabulary words failed; the next retrieval embeds them",
                    self._location,
                    len(texts),
                    exc_info=True,
                )
            else:
                self._index.add_word_vectors(vectors)
        self._read_instructions(progress)

    def warm(self, *, progress: bool = False) -> None:
        """Embed every word and read every instruction not done yet (:meth:`gmem.Memory.warm`)."""
        self.embed_words(progress=progress)

    def _read_instructions(self, progress: bool, chunks: int | None = None) -> None:
        """Read the words of the instructions not read yet in their sentences, a chunk per model call (the
        first ``chunks`` chunks)."""
        if not self._weights.in_context or not reads_words(self._embedder):
            return
        bar, last = None, None
        for _ in range(chunks) if chunks is not None else iter(int, 1):
            rows, instructions = self.index.instructions_to_read(CHUNK)
            if not rows or rows == last:  # the last chunk was not taken (its database write failed)
                break
            last = rows
            if progress and bar is None and len(rows) == CHUNK:
                from tqdm import tqdm

                bar = tqdm(desc="reading instructions in context", unit="instruction")
            try:
                _, in_context = embed_in_context(self._embedder, instructions)
            except Exception:
                log.warning(
                    "%s: reading %d instructions in context failed; the next retrieval reads them",
                    self._location,
                    len(rows),
                    exc_info=True,
                )
                break
            self.index.add_instruction_words(rows, in_context or [{} for _ in rows])
            if bar is not None:
                bar.update(len(rows))
        if bar is not None:
            bar.close()

    def set_status(self, task_id: str, status: TaskStatus) -> None:
        """A task's outcome changed in the store (a task not indexed yet comes with its outcome on refresh)."""
        if task_id in self._index.row_of:
            self._index.set_status(task_id, status)

    # ------------------------------------------------------------------ what the insight maintenance reads

    def latest_resolved(self, recorded: int, n: int) -> list[str]:
        """The last ``n`` resolved tasks among the first ``recorded`` (store order): the runs a batch update reads."""
        index = self._index
        latest = zip(index.ids[:recorded], index.status[:recorded])
        return [t for t, s in latest if s == TaskStatus.RESOLVED][-n:]

    def instruction_vectors_of(self, task_ids: Iterable[str]) -> dict[str, np.ndarray]:
        """The instruction vectors (copies) of those of ``task_ids`` still recorded: what a merge clusters."""
        vectors, rows = self._index.instruction_vectors(), self._index.row_of
        return {t: np.array(vectors[rows[t]]) for t in task_ids if t in rows}

    def names_a_task(self) -> Callable[[set[str]], bool]:
        """Whether some recorded instruction holds every one of a set of words (lowercase): how a lesson that
        quotes a task the memory never saw is caught. The test is called later, without the memory's lock."""
        instructions = [text.lower() for text in self._index.instructions]
        return lambda named: any(all(word in text for word in named) for text in instructions)

    # ------------------------------------------------------------------ the snapshot

    def _restored(self) -> QueryIndex | None:
        """The index from the store's snapshot, with the cursor it was taken at, if it still agrees with the
        store."""
        path = snapshot_path(self._location, self._store.namespace)
        if path is None:
            return None
        found = snapshot.load(path, self._embedder.dimension, self._weights)
        if found is None:
            return None
        info, index = found
        last = self._store.get_nodes([info.last_task]).get(info.last_task)
        taken = (info.store, info.namespace, info.embedder, info.change, info.last_seq)
        now = (self._store.store_id(), self._store.namespace, self._embedder.name, self._change)
        if taken != (*now, last.seq if last else -1):
            log.info("%s: the index snapshot is out of date; rebuilding the index from the store", self._location)
            return None
        if self._store.task_ids(info.last_seq) != index.ids:
            log.warning("%s: the index snapshot names tasks the store does not hold; rebuilding", self._location)
            path.unlink(missing_ok=True)
            return None
        self._cursor, self._last_seq = info.cursor, info.last_seq
        return index

    def _save_snapshot(self, *, complete: bool) -> None:
        """Snapshot an index that holds exactly the store's tasks up to the cursor, in store order; ``complete``:
        after embedding every word and reading every instruction it has not (a memory opened from it has them
        all), else with what it holds (the next open does the rest as it would have done it all)."""
        path = snapshot_path(self._location, self._store.namespace)
        index = self._index
        if path is None or not len(index) or not self._ordered:
            return
        if complete:
            self.embed_words()
        info = SnapshotInfo(
            store=self._store.store_id(),
            namespace=self._store.namespace,
            embedder=self._embedder.name,
            dimension=self._embedder.dimension,
            contexts=bool(self._weights.context),
            seq=self._cursor.seq,
            revision=self._cursor.revision,
            change=self._change,
            tasks=len(index),
            last_task=index.ids[-1],
            last_seq=self._last_seq,
        )
        if snapshot.save(path, index, info):
            self._snapshot_tasks, self._snapshot_embedded = len(index), index.embedded()

    def save_if_stale(self) -> None:
        """Leave a snapshot for the next open when it spares that open enough work: a large memory's many
        tasks the last snapshot lacks, or, at any size, the many word vectors and instructions read in context
        the index holds and it lacks (a memory rebuilt from the store embeds them again over its first
        retrievals: seconds for a few hundred tasks). Only the first embeds what is missing first: a close never
        loads the model for the second (``gmem forget`` keeps the vectors it had, :meth:`_carry_word_vectors`)."""
        many = self._many_tasks_unsaved()
        embedded = self._index.embedded() - self._snapshot_embedded >= snapshot.STALE_EMBEDDINGS
        if (many or embedded) and snapshot_path(self._location, self._store.namespace):
            self.refresh()
            self._save_snapshot(complete=many)

    def _many_tasks_unsaved(self) -> bool:
        """Whether the index is a large one holding many tasks its last snapshot lacks."""
        index = len(self._index)
        return index >= snapshot.MIN_TASKS and index - self._snapshot_tasks >= snapshot.STALE_TASKS

    def _embed_contexts(self) -> None:
        """Embed and store, once, the contexts of tasks recorded while context scoring was off (their context
        vector is zero); until then they score 0 on context."""
        missing = self._index.unembedded_contexts()
        if missing:
            log.info(
                "%s: embedding the contexts of %d tasks recorded without context scoring", self._location, len(missing)
            )
        for start in range(0, len(missing), CATCH_UP_BATCH):
            ids = missing[start : start + CATCH_UP_BATCH]
            nodes = self._store.get_nodes(ids)
            vectors = self._embedder.embed([embedded_texts(nodes[i].instruction, nodes[i].context)[1] for i in ids])
            self._store.set_context_vectors(dict(zip(ids, vectors)))
            self._index.set_context_vectors(ids, vectors)


def open_replica(
    store: MemoryStore, embedder: Embedder, weights: ScoringWeights, location: str, index: str
) -> IndexReplica:
    """What a memory scores with: the namespace's index in RAM (``index="memory"``), or PostgreSQL itself
    (``"database"``, :mod:`gmem.store.pg_retrieval`)."""
    if index == "memory":
        return IndexReplica(store, embedder, weights, location)
    if index != "database":
        raise InvalidArgumentError(f"index must be 'memory' or 'database'; got {index!r}")
    if not is_postgres_url(location):
        raise InvalidArgumentError(f"{location}: index='database' needs a PostgreSQL store (postgresql://...)")
    from gmem.store.pg_retrieval import DatabaseReplica, DatabaseScoring  # PostgreSQL's driver only when used
    from gmem.store.postgres import PostgresStore

    assert isinstance(store, PostgresStore)  # what open_store makes of a postgresql:// URL
    scoring = DatabaseScoring(store.pool, store.location, store.namespace, embedder, weights)
    return DatabaseReplica(store, scoring, embedder)


def indexed(write: TaskWrite) -> IndexedTask:
    """What an index keeps of a task planned for the next commit."""
    node = write.node
    return IndexedTask(
        node.id,
        node.status,
        write.instruction_vector,
        write.context_vector,
        write.words,
        write.procedure,
        limits.scored(node.instruction),
        node.domain,
    )
