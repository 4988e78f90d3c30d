"""Query tier: past tasks as nodes, related tasks linked, and the scoring that finds the nearest ones.

Scoring is hybrid and learned from the memory itself, with no LLM:

* **procedural term weights** - a word of a task's instruction matters as much as its presence explains
  *what teams did* across resolved tasks (the share of variance of their action-template fingerprints,
  a one-way ANOVA R^2). "hot", "clean", "two" end up heavy; object names and filler words light.
  This is the bridge from the interaction tier up to the query tier.
* a symmetric weighted cosine over instruction words with those weights (a candidate is penalised for
  heavy words the new task lacks, which is what separates "put a mug" from "put a hot mug"),
* a **procedure profile**: the template fingerprint the query's words predict, matched against each
  candidate's actual fingerprint (this links "heat some egg" to "put a hot mug"),
* dense MiniLM similarity of the instructions (and, optionally, of the contexts).

All statistics are sums kept incrementally; weights are recomputed lazily, vectorised over the
vocabulary, only when the memory changed since the last query.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import rustworkx as rx
from scipy import sparse

from gmem.models import TaskStatus
from gmem.text import words

#: Weight floor for a word; keeps filler words from vanishing entirely when nothing else matches.
WORD_FLOOR = 0.02
#: Weight of a word the memory has never seen: unknown words are mostly names of new objects.
UNSEEN_WORD = 0.05


@dataclass(frozen=True)
class ScoringWeights:
    lexical: float = 1.0
    procedure: float = 1.0
    dense: float = 0.2
    context: float = 0.0


@dataclass
class _Growable:
    """An append-only float32 matrix with amortised O(1) appends (capacity doubling)."""

    width: int
    rows: int = 0
    data: np.ndarray = field(init=False)

    def __post_init__(self) -> None:
        self.data = np.zeros((0, self.width), dtype=np.float32)

    def append(self, row: np.ndarray) -> None:
        if self.data.shape[0] == self.rows:
            grown = np.zeros((max(64, 2 * self.rows), self.width), dtype=np.float32)
            grown[: self.rows] = self.data[: self.rows]
            self.data = grown
        self.data[self.rows] = row
        self.rows += 1

    @property
    def view(self) -> np.ndarray:
        return self.data[: self.rows]


class _Vocabulary:
    def __init__(self) -> None:
        self.ids: dict[str, int] = {}

    def id(self, token: str) -> int:
        return self.ids.setdefault(token, len(self.ids))

    def get(self, token: str) -> int | None:
        return self.ids.get(token)

    def __len__(self) -> int:
        return len(self.ids)


class _RowMatrix:
    """A sparse matrix built row by row; the CSR form is rebuilt lazily when read after appends."""

    def __init__(self) -> None:
        self._cols: list[np.ndarray] = []
        self._vals: list[np.ndarray] = []
        self._csr: sparse.csr_matrix | None = None
        self._csr_rows = 0

    def append(self, cols: list[int], vals: np.ndarray | None = None) -> None:
        self._cols.append(np.asarray(cols, dtype=np.int64))
        self._vals.append(np.ones(len(cols), dtype=np.float64) if vals is None else vals)

    def row(self, i: int) -> tuple[np.ndarray, np.ndarray]:
        return self._cols[i], self._vals[i]

    def csr(self, width: int) -> sparse.csr_matrix:
        n = len(self._cols)
        if self._csr is None or self._csr_rows != n or self._csr.shape[1] != width:
            indptr = np.zeros(n + 1, dtype=np.int64)
            np.cumsum([len(c) for c in self._cols], out=indptr[1:])
            cols = np.concatenate(self._cols) if n else np.zeros(0, dtype=np.int64)
            vals = np.concatenate(self._vals) if n else np.zeros(0)
            self._csr = sparse.csr_matrix((vals, cols, indptr), shape=(n, width))
            self._csr_rows = n
        return self._csr


@dataclass
class IndexedTask:
    """What the query tier keeps in RAM about a task: enough to score it, nothing to display."""

    id: str
    status: TaskStatus
    instruction_vector: np.ndarray
    context_vector: np.ndarray
    words: list[str]
    procedure: list[str]  # ordered action-template fingerprint


@dataclass
class TaskScores:
    """Scores of every indexed task against one query, by row."""

    total: np.ndarray
    rows: list[str]


class QueryIndex:
    """In-memory index of all tasks: vectors, words, procedures, and the query graph (rustworkx)."""

    def __init__(self, dimension: int, weights: ScoringWeights | None = None) -> None:
        self.weights = weights or ScoringWeights()
        self.ids: list[str] = []
        self.row_of: dict[str, int] = {}
        self.status: list[TaskStatus] = []
        self.procedures: list[list[str]] = []
        self._instruction = _Growable(dimension)
        self._context = _Growable(dimension)
        self._words = _Vocabulary()
        self._features = _Vocabulary()
        self._doc_words = _RowMatrix()  # task x word (binary)
        self._doc_features = _RowMatrix()  # task x feature (L2-normalised rows)
        # Sums over *resolved* tasks only: what worked is the signal of what a word means.
        self._resolved = 0
        self._feature_sum: dict[int, float] = {}
        self._feature_sq: dict[int, float] = {}
        self._feature_docs: dict[int, int] = {}
        self._word_docs: dict[int, int] = {}
        self._word_feature: dict[int, dict[int, float]] = {}
        self._cache: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None
        self.graph = rx.PyGraph(multigraph=False)

    def __len__(self) -> int:
        return len(self.ids)

    # ----------------------------------------------------------------- writes

    def add(self, task: IndexedTask) -> None:
        row = len(self.ids)
        self.ids.append(task.id)
        self.row_of[task.id] = row
        self.status.append(task.status)
        self.procedures.append(task.procedure)
        self._instruction.append(task.instruction_vector)
        self._context.append(task.context_vector)
        word_ids = sorted({self._words.id(w) for w in task.words})
        feature_ids = sorted({self._features.id(f) for f in task.procedure})
        self._doc_words.append(word_ids)
        norm = np.full(len(feature_ids), 1.0 / np.sqrt(len(feature_ids))) if feature_ids else np.zeros(0)
        self._doc_features.append(feature_ids, norm)
        if task.status == TaskStatus.RESOLVED:
            self._learn(word_ids, feature_ids, norm)
        node = self.graph.add_node(task.id)
        assert node == row, "graph node indices must follow index rows"
        self._cache = None

    def set_status(self, task_id: str, status: TaskStatus) -> None:
        """Change a task's outcome; the learned statistics follow (a run stops or starts teaching)."""
        row = self.row_of[task_id]
        was_resolved, now_resolved = self.status[row] == TaskStatus.RESOLVED, status == TaskStatus.RESOLVED
        if was_resolved != now_resolved:
            cols, vals = self._doc_features.row(row)
            word_cols, _ = self._doc_words.row(row)
            self._learn(list(word_cols), list(cols), vals, sign=1 if now_resolved else -1)
            self._cache = None
        self.status[row] = status

    def link(self, a: str, b: str, weight: float) -> None:
        if a != b:
            self.graph.add_edge(self.row_of[a], self.row_of[b], weight)

    def _learn(self, word_ids: list[int], feature_ids: list[int], values: np.ndarray, sign: int = 1) -> None:
        """Add (``sign=1``) or remove (``-1``) one resolved run from the sums the weights come from."""
        self._resolved += sign
        for f, v in zip(feature_ids, values):
            self._feature_sum[f] = self._feature_sum.get(f, 0.0) + sign * v
            self._feature_sq[f] = self._feature_sq.get(f, 0.0) + sign * v * v
            self._feature_docs[f] = self._feature_docs.get(f, 0) + sign
            if not self._feature_docs[f]:
                del self._feature_docs[f], self._feature_sum[f], self._feature_sq[f]
        for w in word_ids:
            self._word_docs[w] = self._word_docs.get(w, 0) + sign
            sums = self._word_feature.setdefault(w, {})
            for f, v in zip(feature_ids, values):
                sums[f] = sums.get(f, 0.0) + sign * v
            if not self._word_docs[w]:
                del self._word_docs[w], self._word_feature[w]

    # ----------------------------------------------------------------- learned weights

    def _statistics(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """(word weights, feature idf^2, feature mean, word->feature mean matrix rows as dense) cached."""
        if self._cache is not None:
            return self._cache
        n, n_words, n_features = self._resolved, len(self._words), len(self._features)
        weights = np.full(n_words, UNSEEN_WORD)
        idf2 = np.zeros(n_features)
        mean = np.zeros(n_features)
        profile = np.zeros((n_words, n_features))
        if n >= 2 and n_features:
            docs = np.zeros(n_features)
            total = np.zeros(n_features)
            square = np.zeros(n_features)
            for f, c in self._feature_docs.items():
                docs[f], total[f], square[f] = c, self._feature_sum[f], self._feature_sq[f]
            idf2 = np.log((n + 1) / (docs + 0.5)) ** 2
            mean = total / n
            variance = float(idf2 @ (square - n * mean**2)) or 1e-9
            for w, sums in self._word_feature.items():
                k = self._word_docs[w]
                cols = np.fromiter(sums.keys(), dtype=np.int64)
                vals = np.fromiter(sums.values(), dtype=np.float64)
                word_mean = np.zeros(n_features)
                word_mean[cols] = vals / k
                profile[w] = word_mean - mean
                if k == n:
                    weights[w] = WORD_FLOOR
                    continue
                between = float(idf2 @ profile[w] ** 2) * k * n / (n - k)
                weights[w] = WORD_FLOOR + between / variance
        self._cache = (weights, idf2, mean, profile)
        return self._cache

    def word_weights(self) -> dict[str, float]:
        """The learned weight of every known word (for inspection and tests)."""
        weights = self._statistics()[0]
        return {w: float(weights[i]) for w, i in self._words.ids.items()}

    # ----------------------------------------------------------------- reads

    def score(self, instruction: str, instruction_vector: np.ndarray, context_vector: np.ndarray) -> np.ndarray:
        """Hybrid similarity of every indexed task (by row) to a new task."""
        n = len(self.ids)
        if n == 0:
            return np.zeros(0)
        weights, idf2, mean, profile = self._statistics()
        w2 = weights**2
        query_ids = [i for i in (self._words.get(w) for w in set(words(instruction))) if i is not None]
        unseen = len(set(words(instruction))) - len(query_ids)
        query_norm = np.sqrt(w2[query_ids].sum() + unseen * UNSEEN_WORD**2) or 1.0
        doc_words = self._doc_words.csr(len(self._words))
        q = np.zeros(len(self._words))
        q[query_ids] = w2[query_ids]
        lexical = (doc_words @ q) / (query_norm * np.sqrt(doc_words @ w2) + 1e-12)

        total = self.weights.lexical * lexical
        if self.weights.procedure and self._resolved >= 2 and query_ids:
            predicted = (weights[query_ids][:, None] * profile[query_ids]).sum(axis=0) / weights[query_ids].sum()
            doc_features = self._doc_features.csr(len(self._features))
            centred_norm = np.sqrt(np.maximum(1.0 - 2 * (doc_features @ mean) + mean @ mean, 1e-12))
            has_features = np.diff(doc_features.indptr) > 0
            procedure = (doc_features @ predicted - mean @ predicted) / centred_norm
            total = total + self.weights.procedure * np.where(has_features, procedure, 0.0)
        if self.weights.dense:
            total = total + self.weights.dense * (self._instruction.view @ instruction_vector)
        if self.weights.context:
            total = total + self.weights.context * (self._context.view @ context_vector)
        return total

    def procedure_similarity(self, procedure: list[str]) -> np.ndarray:
        """Cosine of a fingerprint with every task's (by row): how alike two runs *acted*."""
        ids = [i for i in (self._features.get(f) for f in set(procedure)) if i is not None]
        if not ids or not self.ids:
            return np.zeros(len(self.ids))
        vec = np.zeros(len(self._features))
        vec[ids] = 1.0 / np.sqrt(len(set(procedure)))
        return self._doc_features.csr(len(self._features)) @ vec

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

    def ubiquitous(self, share: float = 0.8) -> set[str]:
        """Templates in at least ``share`` of resolved runs: true of every task, so telling of none."""
        if self._resolved < 2:
            return set()
        names = {i: f for f, i in self._features.ids.items()}
        return {names[f] for f, c in self._feature_docs.items() if c / self._resolved >= share}

    def neighbours(self, task_id: str) -> list[str]:
        return [self.ids[i] for i in self.graph.neighbors(self.row_of[task_id])]
