"""Query tier: past tasks as nodes, related tasks linked, and the scoring that finds the nearest ones.

Scoring is hybrid and learned from the memory itself, with no LLM:

* **procedural term weights** (:mod:`gmem.tiers.weights`) - a word of a task's instruction matters as much
  as its presence explains *what teams did* across the runs that teach (resolved, or without a verdict yet:
  :func:`~gmem.tiers.sums.teaches`): "hot", "clean", "two" end up heavy; object names and filler words light.
  This is the bridge from the interaction tier up to the query tier.
* a symmetric weighted cosine over instruction words with those weights (a candidate is penalised for
  heavy words the new task lacks, which is what separates "put a mug" from "put a hot mug"), less a share
  of the candidate's own weighted word norm (``ScoringWeights.parsimony``): where a query in other words
  matches no candidate's words ("drop a pencil into the shelf"), or matches several alike, the one that asks
  for less it did not mention ranks first; and less the norm of the candidate's words that mark an act the query
  does not ask for (``ScoringWeights.unsaid_act``, :func:`~gmem.tiers.acts.act_marks`): "put a bottle of soap
  on the toilet" names no act, and the washing runs that share its object contradict it; so does a run that
  counted several things (:data:`~gmem.tiers.terms.SEVERAL`), which "put a keychain in the safe" does not; and less
  ``ScoringWeights.unasked_act`` for a candidate whose run *did* such an act (its fingerprint holds the act's
  template): a team's own words teach their marks slowly, and "rinse out a mug and set it in the coffee maker"
  shares the putting of "tuck the pepper shaker into the drawer" where its "rinse" weighs little yet. Only an act
  added to a move counts so (its marks said by runs that put a thing somewhere, as the chores' washing is): where
  the runs put nothing, the act is the task itself (a ScienceWorld experiment's "focus on the carpet"),
* a **procedure profile**: the template fingerprint the query's words predict, matched against each
  candidate's actual fingerprint (this links "heat some egg" to "put a hot mug"),
* dense MiniLM similarity of the instructions (and, optionally, of the contexts).

Where the learned weights explain little of what the runs did, the word part is a plain word overlap: the tasks a
retrieval keeps are then ordered with the dense part weighed up and the procedure part down
(:func:`~gmem.tiers.weights.trust`, :meth:`QueryIndex.trusted_weights`), and by a word part whose words weigh, as far
as the learned ones are not trusted, what the memory's instructions say of them (:mod:`gmem.tiers.agreement`,
:attr:`QueryTerms.ordered`): a kind's word is said by instructions alike in their other words, a thing's name is not.

Users do not phrase tasks like the runs the memory learned from, so a query's words are first mapped onto
the memory's own vocabulary: stems, compounds written apart, MiniLM neighbours and WordNet senses
(:mod:`gmem.tiers.reading`).

The sums the weights are learned from are kept as runs come and go (:mod:`gmem.tiers.sums`). The weights are
recomputed when the memory's teaching runs changed since the last computation: after every change while fewer
than ``1 / REFRESH_SHARE`` runs teach, after every ``REFRESH_SHARE`` of them beyond (one run more among
thousands moves no weight visibly, and recording stays O(the task) instead of O(the memory)).

A query scores the word and procedure parts of every task with two sparse products
(:meth:`QueryIndex.query`); :mod:`gmem.tiers.ranking` adds the dense parts only where they can change the
top of the ranking, and :mod:`gmem.tiers.relevance` says how relevant each ranked task is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
import rustworkx as rx
from scipy import sparse

from gmem.config import ScoringWeights
from gmem.embedding import WordsInContext
from gmem.models import RequestReading, TaskStatus, WordReading
from gmem.tiers.acts import act_marks, act_templates, act_words, instruments, placed_in
from gmem.tiers.agreement import weighed_by_agreement
from gmem.tiers.arrays import Buffer, DistinctRows, Growable, RowMatrix, Vocabulary, decoded, encoded, fitted
from gmem.tiers.contexts import WordContexts
from gmem.tiers.insight import UBIQUITOUS_SHARE
from gmem.tiers.ranking import DenseColumns, Query
from gmem.tiers.reading import SAYING, WORD_PROMPT, Counted, WordReader
from gmem.tiers.sums import RunSums, SumsMark, teaches
from gmem.tiers.terms import SEVERAL, STOP_WORDS
from gmem.tiers.weights import UNSEEN_WORD, LearnedSums, learn, trust, trusted

#: Share of the teaching runs that may change (be added, or change outcome) before the weights are
#: recomputed; below ``1 / REFRESH_SHARE`` teaching runs, every change recomputes them.
REFRESH_SHARE = 0.01


@dataclass
class IndexedTask:
    """What the query tier keeps in RAM about a task: enough to score it, nothing to display."""

    id: str
    status: TaskStatus
    instruction_vector: np.ndarray
    context_vector: np.ndarray
    words: list[str]
    procedure: list[str]  # ordered action-template fingerprint
    instruction: str = ""
    domain: str = ""


@dataclass(frozen=True)
class IndexMark:
    """A moment of a :class:`QueryIndex` that :meth:`QueryIndex.truncate_to` returns it to: how many tasks,
    tokens and distinct rows it held, and its learned sums (copied: they are updated in place)."""

    index: int  # id() of the index it marks
    tasks: int
    words: int
    features: int
    domains: int
    word_rows: int
    feature_rows: int
    sums: SumsMark | None = None  # None: the index keeps no sums of its own (a database does)
    changes: int = 0
    stats: _Statistics | None = None


@dataclass(frozen=True)
class WordPart:
    """A query's side of a word part: a task with distinct word ids ``W`` scores
    ``sum(words[W]) / (norm * sqrt(sum(word_norms[W])) + 1e-12)``."""

    words: np.ndarray  # by word id: the query's weight times the word's
    word_norms: np.ndarray  # by word id: the word's squared weight
    norm: float  # the query's own norm


@dataclass(frozen=True)
class QueryTerms:
    """A new task's side of the word and procedure scores (:meth:`QueryIndex.terms`). With a task's distinct
    word ids ``W`` and template ids ``F`` (each weighing ``1/sqrt(len(F))``), its scores are

    * lexical: ``sum(words[W]) / (norm * sqrt(sum(word_norms[W])) + 1e-12)``, from which the score takes
      away ``parsimony * sqrt(sum(word_norms[W]))`` and ``unsaid_act * sqrt(sum(unsaid[W]))``
      (:class:`~gmem.config.ScoringWeights`),
    * procedure: ``(predicted . f - offset) / sqrt(max(1 - 2 mean . f + mean . mean, 1e-12))`` (0 without
      templates or without ``predicted``),
    * the act the run did unasked: ``unasked_act`` when ``unasked[F]`` holds a 1, else 0,

    which is all PostgreSQL needs to score the tasks it holds."""

    words: np.ndarray  # by word id: the query's weight times the word's learned weight
    word_norms: np.ndarray  # by word id: the squared learned weight (a task's norm sums them over its words)
    norm: float  # the query's own norm (its unmatched words count as unseen ones)
    coverage: float  # share of the query's content words the memory knows
    predicted: np.ndarray | None  # by template id: the fingerprint the words predict minus the mean (None: off)
    mean: np.ndarray  # by template id: the mean normalised fingerprint of the teaching runs
    # By word id: the squared learned weight of each word that marks an act the query does not ask for (it says
    # none of the act's marks: :func:`~gmem.tiers.acts.act_marks`), or counts several things where it asks
    # for one (:data:`~gmem.tiers.terms.SEVERAL`), else 0.
    unsaid: np.ndarray
    # By template id: 1 for each template of an act done with an instrument the query does not ask for (it says
    # none of the act's marks, which runs that put a thing somewhere said), else 0: a run whose fingerprint holds
    # one did an act the query does not want.
    unasked: np.ndarray
    # The word part's side as the memory's instructions weigh the words, where the learned weights are not trusted
    # (None where they are): it orders the tasks a retrieval keeps, never which are kept (:func:`~gmem.tiers.
    # ranking.in_trust`).
    ordered: WordPart | None = None

    @property
    def offset(self) -> float:
        return float(self.mean @ self.predicted) if self.predicted is not None else 0.0


@dataclass
class _Statistics:
    """The learned weights and the per-task quantities that depend on them, as of one computation."""

    taught: int  # teaching runs they were learned from
    weights: np.ndarray  # by word id; words newer than the computation weigh UNSEEN_WORD
    word_docs: np.ndarray  # teaching runs with each word
    idf2: np.ndarray  # by feature id
    mean: np.ndarray  # mean normalised fingerprint of the teaching runs, by feature id
    sums: sparse.csr_matrix  # words x features: summed fingerprints of the teaching runs with the word
    instruments: dict[str, set[str]]  # the acts the teaching runs did with each instrument (gmem.text.instrument)
    places: np.ndarray | None  # by word id: whether a teaching run that put a thing somewhere had it
    act_words: dict[str, list[int]]  # by act done with an instrument: the learned words that say it
    act_marks: dict[str, list[int]]  # by act done with an instrument: the learned words that mark a run of it
    act_templates: dict[str, list[int]]  # by act done with an instrument: its templates (gmem.tiers.acts)
    counts: list[int]  # the learned words that count several things (SEVERAL) runs that put things had
    trust: float  # how far the learned words are trusted (weights.trust)
    ordering: np.ndarray | None  # by word id: the weights that order what is kept, where not trusted (agreement)
    # Per task, by row, extended as tasks are added: the norm of its weighted words, and of its fingerprint
    # minus the mean (infinite for a task without one, whose procedure score is then 0).
    word_norm: Buffer = field(default_factory=lambda: Buffer(np.float64))
    centred_norm: Buffer = field(default_factory=lambda: Buffer(np.float64))
    ordered_norm: Buffer = field(default_factory=lambda: Buffer(np.float64))  # the same by ``ordering``, if any


class QueryIndex:
    """In-memory index of all tasks: vectors, words, procedures, and the query graph (rustworkx)."""

    def __init__(
        self, dimension: int, weights: ScoringWeights | None = None, contexts: WordContexts | None = None
    ) -> None:
        self.weights = weights or ScoringWeights()
        self.ids: list[str] = []
        self.row_of: dict[str, int] = {}
        self.status: list[TaskStatus] = []
        self.instructions: list[str] = []
        self.domains = Vocabulary()  # the domains tasks were recorded with ("" for none)
        self._domain = Buffer(np.int32)  # each task's domain id
        self._instruction = Growable(dimension)
        # Context vectors are kept only when they are scored (they would double the RAM for nothing).
        self._context = Growable(dimension if self.weights.context else 0)
        self._instruction_norm = Buffer(np.float64)
        self._context_norm = Buffer(np.float64)
        self._words = Vocabulary()
        self._word_vectors = Growable(dimension)  # by word id, for the words embedded so far
        # By word id: its vectors in the instructions read so far (``contexts``: read by a database, shared).
        self._contexts = WordContexts(dimension) if contexts is None else contexts
        self._reader = WordReader(self._words, self._word_vectors, self._contexts)
        self._features = Vocabulary()
        self._doc_words = DistinctRows()  # task x word (binary)
        self._doc_features = DistinctRows()  # task x feature (L2-normalised rows)
        self._procedures = RowMatrix()  # task x feature ids in the order the run did them
        self._sums = RunSums()
        # A task-less index's (from_statistics): the word rows of the tasks its sums came from, read when first
        # needed and kept (stored_word_rows).
        self._stored_words: Callable[[int], sparse.csr_matrix] | None = None
        self._stored_rows: sparse.csr_matrix | None = None
        self._changes = 0  # teaching runs added or removed since the statistics were computed
        self._stats: _Statistics | None = None
        # A multigraph for fast bulk loading; link() keeps it simple (one edge per pair, the last weight).
        self.graph = rx.PyGraph(multigraph=True)

    def __len__(self) -> int:
        return len(self.ids)

    # ----------------------------------------------------------------- writes

    def add(self, task: IndexedTask) -> None:
        self.extend([task])

    def extend(self, tasks: Iterable[IndexedTask]) -> None:
        """Add tasks in order (one sparse and one dense append for the whole batch)."""
        tasks = list(tasks)
        if not tasks:
            return
        first = len(self.ids)
        word_rows, feature_rows, feature_values, orders = [], [], [], []
        for offset, task in enumerate(tasks):
            if task.id in self.row_of:
                raise ValueError(f"task {task.id!r} is already indexed")
            self.row_of[task.id] = first + offset
            self.ids.append(task.id)
            self.status.append(task.status)
            self.instructions.append(task.instruction)
            word_rows.append(np.array(sorted({self._words.id(w) for w in task.words}), dtype=np.int32))
            order = [self._features.id(f) for f in task.procedure]
            orders.append(np.array(order, dtype=np.int32))
            unique = np.array(sorted(set(order)), dtype=np.int32)
            feature_rows.append(unique)
            feature_values.append(np.full(len(unique), 1.0 / np.sqrt(len(unique))) if len(unique) else np.zeros(0))
        self._domain.extend(np.array([self.domains.id(t.domain) for t in tasks], dtype=np.int32))
        self._doc_words.extend(word_rows)
        self._doc_features.extend(feature_rows, feature_values)
        self._procedures.extend(orders)
        vectors = np.array([t.instruction_vector for t in tasks], dtype=np.float32)
        self._instruction.extend(vectors)
        self._instruction_norm.extend(np.linalg.norm(vectors.astype(np.float64), axis=1))
        if self._context.width:
            contexts = np.array([t.context_vector for t in tasks], dtype=np.float32)
            self._context.extend(contexts)
            self._context_norm.extend(np.linalg.norm(contexts.astype(np.float64), axis=1))
        nodes = self.graph.add_nodes_from([t.id for t in tasks])
        assert nodes[0] == first and len(nodes) == len(tasks), "graph node indices must follow index rows"
        taught = [first + i for i, t in enumerate(tasks) if teaches(t.status)]
        self._learn(np.array(taught, dtype=np.int64), 1)

    def set_status(self, task_id: str, status: TaskStatus) -> None:
        """Change a task's outcome; the learned statistics follow (a run stops or starts teaching)."""
        row = self.row_of[task_id]
        taught, teaching = teaches(self.status[row]), teaches(status)
        self.status[row] = status
        if taught != teaching:
            self._learn(np.array([row]), 1 if teaching else -1)

    def unembedded_contexts(self) -> list[str]:
        """Tasks whose context vector is zero: recorded while context scoring was off (see ``Memory``)."""
        if not self._context.width:
            return []
        return [self.ids[row] for row in np.flatnonzero(self._context_norm.view == 0).tolist()]

    def set_context_vectors(self, ids: Sequence[str], vectors: np.ndarray) -> None:
        if not self._context.width:
            return
        rows = np.array([self.row_of[i] for i in ids], dtype=np.int64)
        self._context.view[rows] = vectors
        self._context_norm.view[rows] = np.linalg.norm(np.asarray(vectors, dtype=np.float64), axis=1)

    def link(self, a: str, b: str, weight: float) -> None:
        if a != b:
            ends = self.row_of[a], self.row_of[b]
            if self.graph.has_edge(*ends):
                self.graph.update_edge(*ends, weight)
            else:
                self.graph.add_edge(*ends, weight)

    def link_new(self, edges: Iterable[tuple[str, str, float]]) -> None:
        """Add the edges of tasks just added, at once (a later edge between the same tasks wins). Their pairs
        must be new to the graph: a task is linked when it is recorded, to earlier tasks."""
        row_of = self.row_of
        pairs = {(row_of[a], row_of[b]): w for a, b, w in edges if a != b}
        self.graph.add_edges_from([(a, b, w) for (a, b), w in pairs.items()])

    def mark(self) -> IndexMark:
        """The index as it is now, for :meth:`truncate_to`."""
        return IndexMark(
            id(self),
            len(self.ids),
            len(self._words),
            len(self._features),
            len(self.domains),
            self._doc_words.distinct,
            self._doc_features.distinct,
            self._sums.mark(),
            self._changes,
            self._stats,
        )

    def truncate_to(self, mark: IndexMark) -> None:
        """Take back every task added since ``mark``, with its words, templates, edges and what it taught the
        weights: the index scores exactly as it did then (a record whose commit failed leaves no trace)."""
        if mark.index != id(self):
            raise ValueError("the mark was taken on another index")
        n = mark.tasks
        if len(self.ids) < n:
            raise ValueError(f"the index holds {len(self.ids)} tasks, fewer than its mark ({n})")
        # Newest first: rustworkx hands freed node indices out again last-freed first, so they follow the rows.
        self.graph.remove_nodes_from(range(len(self.ids) - 1, n - 1, -1))
        for task_id in self.ids[n:]:
            del self.row_of[task_id]
        del self.ids[n:], self.status[n:], self.instructions[n:]
        for buffer in (self._domain, self._instruction_norm, self._context_norm):
            buffer.truncate(n)
        self._instruction.truncate(n)
        self._context.truncate(n)
        self._words.truncate(mark.words)
        self._reader.truncate(mark.words)
        self._word_vectors.truncate(mark.words)
        self._contexts.truncate(n, mark.words)
        self._features.truncate(mark.features)
        self.domains.truncate(mark.domains)
        self._doc_words.truncate(n, mark.word_rows)
        self._doc_features.truncate(n, mark.feature_rows)
        self._procedures.truncate(n)
        if mark.sums is None:
            raise ValueError("the mark holds no learned sums")
        self._sums.restore(mark.sums)
        self._changes, self._stats = mark.changes, mark.stats
        if self._stats is not None:
            self._stats.word_norm.truncate(n)
            self._stats.centred_norm.truncate(n)
            self._stats.ordered_norm.truncate(n)

    def _learn(self, rows: np.ndarray, sign: int) -> None:
        """Add (``sign=1``) or remove (``-1``) teaching runs from the sums the weights come from."""
        if not len(rows):
            return
        n_words, n_features = len(self._words), len(self._features)
        self._sums.add(self._doc_words.select(rows, n_words), self._doc_features.select(rows, n_features), sign)
        self._changes += len(rows)

    # ----------------------------------------------------------------- learned weights

    def _statistics(self) -> _Statistics:
        """The learned weights, recomputed when enough changed (see the module docstring), with the
        per-task quantities that depend on them extended to the tasks added since."""
        stats = self._stats
        if stats is None or self._changes > (REFRESH_SHARE * self._sums.taught if stats.taught else 0):
            stats = self._stats = self._compute()
            self._changes = 0
        start = stats.word_norm.size
        if start < len(self.ids):
            w2 = fitted(stats.weights, len(self._words), UNSEEN_WORD) ** 2
            stats.word_norm.extend(np.sqrt(self._doc_words.dot(w2, start)))
            if stats.ordering is not None:
                o2 = fitted(stats.ordering, len(self._words), UNSEEN_WORD) ** 2
                stats.ordered_norm.extend(np.sqrt(self._doc_words.dot(o2, start)))
            mean = fitted(stats.mean, len(self._features))
            centred = np.sqrt(np.maximum(1.0 - 2 * self._doc_features.dot(mean, start) + mean @ mean, 1e-12))
            stats.centred_norm.extend(np.where(self._doc_features.lengths(start) > 0, centred, np.inf))
        return stats

    def _compute(self) -> _Statistics:
        sums = self._sums.learned_sums(self._words.names, self._features.names)
        learned = learn(sums)
        places = placed_in(sums.features, sums.pairs)
        counting = (self._words.get(word) for word in sorted(SEVERAL))
        trusted_share = trust(learned, sums, self.weights.trusted_words)
        ordering = None
        if trusted_share < 1.0:
            ordering = weighed_by_agreement(
                learned.words, self.word_rows(), learned.function_words, trusted_share, self.weights.trusted_words
            )
        return _Statistics(
            taught=sums.taught,
            weights=learned.words,
            word_docs=sums.word_docs,
            idf2=learned.idf2,
            mean=learned.mean,
            sums=sums.pairs,
            instruments=instruments(sums.features, sums.feature_docs),
            places=places,
            act_words=act_words(sums.features, sums.pairs, sums.words),
            act_marks=act_marks(sums),
            act_templates=act_templates(sums.features),
            counts=[i for i in counting if i is not None and places is not None and i < len(places) and places[i]],
            trust=trusted_share,
            ordering=ordering,
        )

    def word_rows(self) -> sparse.csr_matrix:
        """Every task's words (tasks x the vocabulary, binary): those a database holds first, for a task-less index
        (:meth:`from_statistics`), then this index's own (a batch being recorded into it)."""
        width = len(self._words)
        own = self._doc_words.select(np.arange(len(self.ids)), width)
        if self._stored_words is None:
            return own
        return sparse.vstack([self.stored_word_rows(width), own], format="csr")

    def stored_word_rows(self, width: int, read: Callable[[int], sparse.csr_matrix] | None = None) -> sparse.csr_matrix:
        """The word rows of the tasks a task-less index's sums came from (:meth:`from_statistics`), ``width`` words
        wide. They are read once (by ``read``, or the reader the index was made with) and kept: the sums are of those
        tasks and no others, and a batch recorded over these statistics asks them of this method with its own store's
        reader (:mod:`gmem.store.pg_retrieval.batch`), so that it does not read every stored task's words again. Its
        vocabulary starts from this one's and only grows: the rows are widened to it."""
        read = read or self._stored_words
        if read is None:
            return sparse.csr_matrix((0, width))
        if self._stored_rows is None:
            self._stored_rows = read(len(self._words))
        rows = self._stored_rows
        if rows.shape[1] == width:
            return rows
        return sparse.csr_matrix((rows.data, rows.indices, rows.indptr), shape=(rows.shape[0], width))

    @property
    def stored_nbytes(self) -> int:
        """Bytes of the stored tasks' word rows this index keeps (:meth:`stored_word_rows`), 0 until they are read."""
        rows = self._stored_rows
        return 0 if rows is None else rows.data.nbytes + rows.indices.nbytes + rows.indptr.nbytes

    # ----------------------------------------------------------------- persistence

    def to_arrays(self) -> dict[str, np.ndarray]:
        """Everything the index holds, as arrays (:meth:`from_arrays` rebuilds it without any per-task work)."""
        edges = self.graph.weighted_edge_list()
        codes = {status: code for code, status in enumerate(TaskStatus)}
        return {
            "ids": encoded(self.ids),
            "instructions": encoded(self.instructions),
            "status": np.array([codes[s] for s in self.status], dtype=np.int8),
            "words": encoded(self._words.names),
            "features": encoded(self._features.names),
            "word_vectors": self._word_vectors.view,
            **self._contexts.arrays(),
            "domains": encoded(self.domains.names),
            "domain_of_task": self._domain.view,
            "instruction_vectors": self._instruction.view,
            "context_vectors": self._context.view,
            "instruction_norms": self._instruction_norm.view,
            "context_norms": self._context_norm.view,
            **self._doc_words.arrays("doc_words"),
            **self._doc_features.arrays("doc_features"),
            **self._procedures.arrays("procedures"),
            **self._sums.arrays(len(self._words), len(self._features)),
            "edges.ends": np.array([(a, b) for a, b, _ in edges], dtype=np.int64).reshape(-1, 2),
            "edges.weights": np.array([w for _, _, w in edges], dtype=np.float64),
        }

    @classmethod
    def from_arrays(
        cls, arrays: dict[str, np.ndarray], dimension: int, weights: ScoringWeights | None = None
    ) -> QueryIndex:
        index = cls(dimension, weights)
        index.ids = decoded(arrays["ids"])
        index.row_of = {task_id: row for row, task_id in enumerate(index.ids)}
        statuses = list(TaskStatus)
        index.status = [statuses[code] for code in arrays["status"].tolist()]
        index.instructions = decoded(arrays["instructions"])
        index._domain.extend(arrays["domain_of_task"])
        for vocabulary, name in ((index._words, "words"), (index._features, "features"), (index.domains, "domains")):
            vocabulary.names = decoded(arrays[name])
            vocabulary.ids = {token: i for i, token in enumerate(vocabulary.names)}
        index._word_vectors.adopt(arrays["word_vectors"])
        index._contexts.restore(arrays)
        index._instruction.adopt(arrays["instruction_vectors"])
        index._instruction_norm.extend(arrays["instruction_norms"])
        if index._context.width:
            if arrays["context_vectors"].shape != arrays["instruction_vectors"].shape:
                raise ValueError("the arrays hold no context vectors, and this index scores contexts")
            index._context.adopt(arrays["context_vectors"])
            index._context_norm.extend(arrays["context_norms"])
        index._doc_words = DistinctRows.from_arrays(arrays, "doc_words")
        index._doc_features = DistinctRows.from_arrays(arrays, "doc_features")
        index._procedures = RowMatrix.from_arrays(arrays, "procedures")
        index._sums = RunSums.from_arrays(arrays)
        index.graph.add_nodes_from(index.ids)
        ends = arrays["edges.ends"]
        edge_weights = arrays["edges.weights"].tolist()
        index.graph.add_edges_from(list(zip(ends[:, 0].tolist(), ends[:, 1].tolist(), edge_weights)))
        return index

    @classmethod
    def from_statistics(
        cls,
        statistics: LearnedSums,
        dimension: int,
        weights: ScoringWeights | None = None,
        contexts: WordContexts | None = None,
        stored_words: Callable[[int], sparse.csr_matrix] | None = None,
    ) -> QueryIndex:
        """An index that holds no task, only what a query needs of one: the vocabulary and the sums over the
        teaching runs (kept by a database: :mod:`gmem.store.pg_retrieval`). Its :meth:`terms` are exactly
        those of an index holding the tasks the sums came from, with ``contexts`` its words in context
        (which a database's statistics read themselves and keep across their re-reads), and ``stored_words``
        the words of those tasks as rows a given number of words wide, read only where the learned weights
        are not trusted (:mod:`gmem.tiers.agreement`)."""
        index = cls(dimension, weights, contexts)
        index._stored_words = stored_words
        for vocabulary, names in ((index._words, statistics.words), (index._features, statistics.features)):
            vocabulary.names = list(names)
            vocabulary.ids = {token: i for i, token in enumerate(vocabulary.names)}
        index._sums = RunSums.of(statistics)
        return index

    def learned_sums(self) -> LearnedSums:
        """A copy of the vocabulary and sums the weights come from: :meth:`from_statistics` makes of it an index
        that learns on from here without touching this one."""
        sums = self._sums.learned_sums(self._words.names, self._features.names)
        return LearnedSums(
            words=list(sums.words),
            features=list(sums.features),
            taught=sums.taught,
            word_docs=sums.word_docs.copy(),
            feature_docs=sums.feature_docs.copy(),
            feature_sum=sums.feature_sum.copy(),
            feature_sq=sums.feature_sq.copy(),
            pairs=sums.pairs.copy(),
        )

    def domain_names(self) -> list[str]:
        """The domains of the indexed tasks ("" for none)."""
        return list(self.domains.names)

    def word_weights(self) -> dict[str, float]:
        """The learned weight of every known word (for inspection and tests)."""
        weights = fitted(self._statistics().weights, len(self._words), UNSEEN_WORD)
        return {w: float(weights[i]) for w, i in self._words.ids.items()}

    # ----------------------------------------------------------------- reads

    def words_to_embed(self) -> list[str]:
        """The texts to embed for the vocabulary words that have no vector yet, in vocabulary order (give
        their vectors to :meth:`add_word_vectors`)."""
        return [WORD_PROMPT.format(w) for w in self._words.names[self._word_vectors.rows :]]

    def word_vectors(self) -> np.ndarray:
        """The vocabulary's vectors embedded so far, by word id (read-only view)."""
        return self._word_vectors.view

    def embedded(self) -> int:
        """How much model work the index holds that an index rebuilt from the store would do again: its word
        vectors and the instructions it has read in context (or passed over, as bringing no word short of
        samples)."""
        return self._word_vectors.rows + int(self._contexts.read.view.sum())

    def add_word_vectors(self, vectors: np.ndarray) -> None:
        """The vectors of the next :meth:`words_to_embed` words, in that order."""
        self._word_vectors.extend(np.asarray(vectors, dtype=np.float32).reshape(-1, self._word_vectors.width))

    def instructions_to_read(self, limit: int | None = None) -> tuple[list[int], list[str]]:
        """The rows whose instructions' words are to be read in context (:mod:`gmem.tiers.contexts`; the
        first ``limit``), and those instructions: pass what :func:`gmem.embedding.embed_in_context` reads of
        them to :meth:`add_instruction_words`. The words a rebuild left to read again come first
        (:meth:`carry_contexts`)."""
        rows = self._contexts.rows_to_read_again(self._rows_with(), limit) if self._contexts.pending else []
        if not rows:
            rows = self._contexts.rows_to_read(len(self.ids), len(self._words), self._doc_words.columns, limit)
        return rows, [self.instructions[row] for row in rows]

    def _rows_with(self) -> Callable[[int], np.ndarray]:
        """A word's rows read or passed over, in order (by word id)."""
        occurrences = self._doc_words.select(np.arange(len(self)), len(self._words)).tocsc()
        occurrences.sort_indices()
        return lambda word: self._contexts.were_read(
            occurrences.indices[occurrences.indptr[word] : occurrences.indptr[word + 1]]
        )

    def add_instruction_words(self, rows: Sequence[int], words: Sequence[WordsInContext]) -> None:
        """The words of :meth:`instructions_to_read`'s instructions in context, in that order."""
        self._contexts.add(rows, self.by_word_id(words))

    def carry_contexts(self, previous: QueryIndex) -> int:
        """Take over what ``previous`` read in context (the index this one was rebuilt to replace, after a
        forget, its undo or the store's words read again) for each word no changed task has, and leave the
        others to read again, alone, from their first instructions (:meth:`instructions_to_read`); how many.
        A word's samples are the first instructions that used it, so they hold unless a task that has it was
        forgotten, brought back or given other words. Carries nothing when ``previous`` had instructions left
        to read: this index then reads everything as a new one does."""
        unread = previous._contexts.rows_to_read(len(previous), len(previous._words), previous._doc_words.columns, 1)
        if not len(previous) or unread:
            return 0
        changed = self._words_of_changed_tasks(previous)
        changed |= {previous._words.names[word] for word in previous._contexts.pending}  # still being read again
        counts = previous._contexts.counts.view
        carried = [
            (new, old)
            for new, word in enumerate(self._words.names)
            if word not in changed and (old := previous._words.ids[word]) < len(counts) and counts[old]
        ]
        if carried:
            new_ids, old_ids = (np.array(ids, dtype=np.int64) for ids in zip(*carried))
            self._contexts.put(new_ids, previous._contexts.sums.view[old_ids], counts[old_ids])
        again = sorted(self._words.ids[word] for word in changed if word in self._words.ids)
        self._contexts.read_again(again, len(self))
        return len(again)

    def _words_of_changed_tasks(self, previous: QueryIndex) -> set[str]:
        """The words of the tasks only one of the two indexes holds, or each holds with other words."""
        before, after = previous._words.names, self._words.names
        words = previous._words_of_tasks_not_in(self) | self._words_of_tasks_not_in(previous)
        both = np.array(
            [(row, self.row_of[task]) for task, row in previous.row_of.items() if task in self.row_of], dtype=np.intp
        ).reshape(-1, 2)
        distinct = np.column_stack(
            [previous._doc_words.distinct_of(both[:, 0]), self._doc_words.distinct_of(both[:, 1])]
        )
        for old, new in both[np.unique(distinct, axis=0, return_index=True)[1]].tolist():  # each pair of rows once
            was = {before[c] for c in previous._doc_words.columns(old)}
            now = {after[c] for c in self._doc_words.columns(new)}
            if was != now:
                words |= was | now
        return words

    def _words_of_tasks_not_in(self, other: QueryIndex) -> set[str]:
        """The words of the tasks this index holds and ``other`` does not."""
        names = self._words.names
        return {
            names[c]
            for task, row in self.row_of.items()
            if task not in other.row_of
            for c in self._doc_words.columns(row)
        }

    def by_word_id(self, words: Sequence[WordsInContext]) -> list[dict[int, np.ndarray]]:
        """Words in context keyed by their vocabulary ids; words the vocabulary does not hold (written as
        digits, or cut by the tokenizer otherwise) are left out."""
        ids = self._words.ids
        return [{ids[w]: v for w, v in found.items() if w in ids} for found in words]

    def vocabulary(self) -> list[str]:
        """Every word of the recorded instructions, by word id."""
        return list(self._words.names)

    def unlearned(self, instruction: str) -> list[str]:
        """The query's content words that no teaching run had, in no learned form: those :meth:`query` maps
        by their vectors (embed them as ``WORD_PROMPT.format(word)``)."""
        return self._reader.unlearned(instruction, self._sums.word_docs)

    def terms(
        self,
        instruction: str,
        word_vectors: Mapping[str, np.ndarray] | None = None,
        in_context: WordsInContext | None = None,
        trace: list[Counted] | None = None,
    ) -> QueryTerms:
        """The query side of every score: what a new task weighs on each word and predicts of each template,
        whatever tasks it is then compared with (here, or by PostgreSQL: :mod:`gmem.store.pg_retrieval`).
        ``word_vectors``: the :meth:`unlearned` words alone; ``in_context``: the query's words in its sentence;
        ``trace`` receives how each content word counted (:meth:`explain`)."""
        stats = self._statistics()
        weights = fitted(stats.weights, len(self._words), UNSEEN_WORD)
        q, unmatched, coverage, plural = self._reader.weigh(
            instruction,
            stats.word_docs,
            weights,
            word_vectors or {},
            in_context or {},
            self.weights.in_context,
            stats.instruments,
            stats.places,
            stats.act_words,
            trace,
        )
        query_norm = np.sqrt(q @ q + unmatched * UNSEEN_WORD**2) or 1.0
        mean = fitted(stats.mean, len(self._features))
        predicted = None
        terms = np.flatnonzero(q)
        if self.weights.procedure and stats.taught >= 2 and len(terms):
            known = terms[terms < len(stats.word_docs)]
            known = known[stats.word_docs[known] > 0]
            predicted = np.zeros(len(self._features))
            if len(known):
                scale = q[known] / stats.word_docs[known]
                predicted[: stats.sums.shape[1]] = np.asarray(stats.sums[known].T @ scale).ravel()
                predicted -= q[known].sum() * mean
            predicted /= q[terms].sum() + unmatched * UNSEEN_WORD
        unsaid = np.zeros(len(weights))
        unasked = np.zeros(len(self._features))

        def says(group: list[int]) -> bool:
            return bool((q[group] > SAYING * weights[group]).any())

        # Words none of which the query says: the marks of an act it does not ask for (and, where runs that put a
        # thing somewhere said them, that act's templates), and, where it names nothing in the plural, the words
        # that count several things runs put somewhere (one thing asked for).
        for act, group in stats.act_marks.items():
            if group and not says(group):
                unsaid[group] = weights[group] ** 2
                if stats.places is not None and stats.places[group].any():
                    unasked[stats.act_templates.get(act, [])] = 1.0
        if not plural and not says(stats.counts):
            unsaid[stats.counts] = weights[stats.counts] ** 2
        ordered = None
        if stats.ordering is not None:  # the query's weights as the memory's instructions weigh its words
            ordering = fitted(stats.ordering, len(self._words), UNSEEN_WORD)
            scaled = q * np.divide(ordering, weights, out=np.ones_like(ordering), where=weights > 0)
            norm = np.sqrt(scaled @ scaled + unmatched * UNSEEN_WORD**2) or 1.0
            ordered = WordPart(scaled * ordering, ordering**2, float(norm))
        return QueryTerms(
            q * weights, weights**2, float(query_norm), coverage, predicted, mean, unsaid, unasked, ordered
        )

    def explain(
        self,
        instruction: str,
        word_vectors: Mapping[str, np.ndarray] | None = None,
        in_context: WordsInContext | None = None,
    ) -> RequestReading:
        """How :meth:`terms` reads ``instruction`` (its arguments as there): each way its content words count as
        learned words, those that count as none, and the acts it asks for none of. Read again for the asking, so
        the ranking's own reading pays nothing for it."""
        trace: list[Counted] = []
        terms = self.terms(instruction, word_vectors, in_context, trace)
        stats, names = self._statistics(), self._words.names
        weights = fitted(stats.weights, len(self._words), UNSEEN_WORD)
        first = {word: n for n, word in enumerate(dict.fromkeys(c.word for c in trace))}
        trace.sort(key=lambda c: (first[c.word], -c.strength))  # in the request's order, the strongest first
        read = self._reader.read(instruction, stats.word_docs)
        groups = [*stats.act_marks.items(), ("several things", stats.counts)]
        return RequestReading(
            words=[
                WordReading(
                    word=c.word,
                    learned=names[c.learned],
                    how=c.how,
                    strength=round(float(c.strength), 4),
                    weight=round(float(weights[c.learned]), 4),
                    background=c.background,
                )
                for c in trace
            ],
            unknown=[word for word, _ in read if word not in STOP_WORDS and word not in first],
            coverage=round(float(terms.coverage), 4),
            unasked=[name for name, group in groups if len(group) and bool(terms.unsaid[group].any())],
            trust=round(stats.trust, 4),
        )

    def query(
        self,
        instruction: str,
        instruction_vector: np.ndarray,
        context_vector: np.ndarray,
        procedure: list[str] | None = None,
        word_vectors: Mapping[str, np.ndarray] | None = None,
        domain: str | None = None,
        in_context: WordsInContext | None = None,
    ) -> Query:
        """A new task against every indexed task (of ``domain`` only, when given). ``word_vectors`` (of the
        :meth:`unlearned` words) and ``in_context`` (the query's words in its sentence) let words the memory
        never learned from count as learned ones; with ``procedure`` (a recorded run's fingerprint), its
        :meth:`procedure_similarity` is added to every score."""
        n = len(self.ids)
        if n == 0:
            empty = np.zeros(0)
            return Query(
                self._dense_columns(),
                empty,
                empty,
                empty,
                empty,
                empty,
                instruction_vector,
                context_vector,
                None,
                0.0,
                instruction,
            )
        stats = self._statistics()
        terms = self.terms(instruction, word_vectors, in_context)
        lexical = self._word_part(terms.words, terms.norm, stats.word_norm.view)
        procedure_score = np.zeros(n)
        alike = self.fingerprint(procedure) if procedure is not None else None
        extra = np.zeros(n) if procedure is not None else None
        if terms.predicted is not None:
            if alike is None:
                predicted_dot = self._doc_features.dot(terms.predicted)
            else:  # both products in one pass over the fingerprints
                predicted_dot, extra = self._doc_features.dots([terms.predicted, alike])
                alike = None
            procedure_score = (predicted_dot - terms.offset) / stats.centred_norm.view
        if alike is not None:
            extra = self._doc_features.dot(alike)
        unsaid = np.sqrt(self._doc_words.dot(terms.unsaid)) if terms.unsaid.any() else np.zeros(n)
        unasked = (self._doc_features.dot(terms.unasked) > 0).astype(np.float64) if terms.unasked.any() else np.zeros(n)
        ordered = None
        if terms.ordered is not None:
            ordered = self._word_part(terms.ordered.words, terms.ordered.norm, stats.ordered_norm.view)
        query = Query(
            self._dense_columns(),
            lexical,
            procedure_score,
            stats.word_norm.view,
            unsaid,
            unasked,
            instruction_vector,
            context_vector,
            extra,
            terms.coverage,
            instruction,
            ordered,
        )
        return query if domain is None else self.within(query, domain)

    def _word_part(self, words: np.ndarray, norm: float, task_norms: np.ndarray) -> np.ndarray:
        """Each task's word part (:class:`WordPart`), with the query's weighted ``words`` and ``norm`` and the tasks'
        own norms by the same weights, ``task_norms``: the lexical part and, where the learned weights are not
        trusted, the ordered one (the database's ``_word_part`` computes both so as well)."""
        return self._doc_words.dot(words) / (norm * task_norms + 1e-12)

    def within(self, query: Query, domain: str) -> Query:
        """``query`` (of this index) over the tasks of ``domain`` only; a memory of several domains ranks each
        with the one query, its words read and scored once."""
        return query.within(self._domain.view == self.domains.ids.get(domain, -1))

    def trusted_weights(self) -> ScoringWeights:
        """The weights the tasks a query keeps are ordered by: :attr:`weights`, the procedure part weighed down and
        the dense part up while the memory's words explain little of what its runs did
        (:func:`~gmem.tiers.weights.trusted`, :func:`~gmem.tiers.ranking.in_trust`)."""
        return trusted(self.weights, self._statistics().trust)

    def _dense_columns(self) -> DenseColumns:
        return DenseColumns(
            self.weights,
            self.trusted_weights(),
            self._instruction.view,
            self._instruction_norm.view,
            self._context.view,
            self._context_norm.view,
            self.instructions,
        )

    def score(self, instruction: str, instruction_vector: np.ndarray, context_vector: np.ndarray) -> np.ndarray:
        """Hybrid similarity of every indexed task (by row) to a new task."""
        return self.query(instruction, instruction_vector, context_vector).all()

    def procedure_similarity(self, procedure: list[str]) -> np.ndarray:
        """Cosine of a fingerprint with every task's (by row): how alike two runs *acted*."""
        vec = self.fingerprint(procedure)
        if vec is None or not self.ids:
            return np.zeros(len(self.ids))
        return self._doc_features.dot(vec)

    def fingerprint(self, procedure: list[str]) -> np.ndarray | None:
        """A fingerprint as a normalised vector over the known templates (``None`` when it has none)."""
        ids = [i for i in (self._features.get(f) for f in set(procedure)) if i is not None]
        if not ids:
            return None
        vec = np.zeros(len(self._features))
        vec[ids] = 1.0 / np.sqrt(len(set(procedure)))
        return vec

    def procedure(self, row: int) -> list[str]:
        """The ordered action-template fingerprint of the task in ``row``."""
        names = self._features.names
        return [names[i] for i in self._procedures.row(row)[0]]

    def templates(self) -> list[str]:
        """Every action template (with its repetition mark, ``heat _ with _#1``) some recorded run did."""
        return list(self._features.names)

    def expand(self, seeds: list[int], hops: int) -> dict[int, int]:
        """Rows reachable from ``seeds`` within ``hops`` edges of the query graph, with their distance."""
        distance = {s: 0 for s in seeds}
        frontier = list(seeds)
        for hop in range(1, hops + 1):
            nxt: list[int] = []
            for node in frontier:
                for neighbour in self.graph.neighbors(node):
                    if neighbour not in distance:
                        distance[neighbour] = hop
                        nxt.append(neighbour)
            frontier = nxt
        return distance

    def ubiquitous(self, share: float = UBIQUITOUS_SHARE, *, apart_from: str | None = None) -> set[str]:
        """Templates in at least ``share`` of teaching runs: true of every task, so telling of none. ``apart_from``:
        the runs but that task's (see :meth:`_teaching_runs`)."""
        docs, taught = self._teaching_runs(apart_from)
        if taught < 2:
            return set()
        names = self._features.names
        return {names[f] for f in np.flatnonzero(docs >= share * taught)}

    def template_runs(self, templates: Iterable[str], *, apart_from: str | None = None) -> dict[str, int]:
        """How many teaching runs did each of ``templates`` (0 for one none did); ``apart_from`` as for
        :meth:`ubiquitous`."""
        (docs, _), ids = self._teaching_runs(apart_from), self._features.ids
        found = {template: ids.get(template) for template in templates}
        return {t: int(docs[f]) if f is not None and f < len(docs) else 0 for t, f in found.items()}

    def _teaching_runs(self, apart_from: str | None) -> tuple[np.ndarray, int]:
        """The teaching runs with each template, and how many runs teach, leaving out the task ``apart_from``: a
        run whose outcome is settled after it was recorded learns against the others, as it would have when it
        was recorded with its outcome."""
        docs, taught = self._sums.feature_docs, self._sums.taught
        row = None if apart_from is None else self.row_of.get(apart_from)
        if row is None or not teaches(self.status[row]):
            return docs, taught
        own = np.unique(self._procedures.row(row)[0])
        without = docs.copy()
        without[own[own < len(without)]] -= 1
        return without, taught - 1

    def neighbours(self, task_id: str) -> list[str]:
        """The task's neighbours in the query graph, the most strongly linked first."""
        row = self.row_of[task_id]
        weighted = [(float(self.graph.get_edge_data(row, other)), other) for other in self.graph.neighbors(row)]
        return [self.ids[other] for _, other in sorted(weighted, key=lambda pair: (-pair[0], pair[1]))]

    def instruction_vectors(self) -> np.ndarray:
        """Rows of the instruction embeddings, by index row (read-only view)."""
        return self._instruction.view
