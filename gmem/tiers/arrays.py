"""The append-only arrays the query tier keeps per task: vectors, scalars, a vocabulary and sparse task x
token matrices. Recording appends in amortised O(1); each structure also goes to and from plain numpy
arrays, which is what an index snapshot stores (:mod:`gmem.snapshot`)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
from scipy import sparse


@dataclass
class Growable:
    """An append-only float32 matrix with amortised O(1) appends (capacity doubling)."""

    width: int
    rows: int = 0
    data: np.ndarray = field(init=False)

    def __post_init__(self) -> None:
        self.data = np.zeros((0, self.width), dtype=np.float32)

    def extend(self, rows: np.ndarray) -> None:
        end = self.rows + len(rows)
        if end > self.data.shape[0]:
            grown = np.zeros((max(64, 2 * self.data.shape[0], end), self.width), dtype=np.float32)
            grown[: self.rows] = self.data[: self.rows]
            self.data = grown
        self.data[self.rows : end] = rows
        self.rows = end

    def adopt(self, rows: np.ndarray) -> None:
        """Take ``rows`` (float32, ``width`` wide) as the whole matrix, without copying them."""
        if rows.dtype != np.float32 or rows.ndim != 2 or rows.shape[1] != self.width:
            raise ValueError(f"expected float32 rows of width {self.width}; got {rows.dtype} {rows.shape}")
        self.data, self.rows = rows, len(rows)

    def truncate(self, rows: int) -> None:
        """Keep the first ``rows`` rows (fewer when it holds fewer)."""
        self.rows = min(self.rows, rows)

    @property
    def view(self) -> np.ndarray:
        return self.data[: self.rows]


class Buffer:
    """An append-only 1-D array with amortised O(1) appends."""

    def __init__(self, dtype: type, values: np.ndarray | None = None) -> None:
        self._data: np.ndarray = np.zeros(64, dtype=dtype)
        self.size = 0
        if values is not None:
            self.extend(values)

    def extend(self, values: np.ndarray) -> None:
        end = self.size + len(values)
        if end > len(self._data):
            grown = np.zeros(max(2 * len(self._data), end), dtype=self._data.dtype)
            grown[: self.size] = self._data[: self.size]
            self._data = grown
        self._data[self.size : end] = values
        self.size = end

    def truncate(self, size: int) -> None:
        """Keep the first ``size`` values (fewer when it holds fewer)."""
        self.size = min(self.size, size)

    @property
    def view(self) -> np.ndarray:
        return self._data[: self.size]


class Vocabulary:
    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self.names: list[str] = []

    def id(self, token: str) -> int:
        found = self.ids.get(token)
        if found is None:
            found = self.ids[token] = len(self.names)
            self.names.append(token)
        return found

    def get(self, token: str) -> int | None:
        return self.ids.get(token)

    def truncate(self, size: int) -> None:
        """Forget the tokens added after the first ``size``."""
        for token in self.names[size:]:
            del self.ids[token]
        del self.names[size:]

    def __len__(self) -> int:
        return len(self.ids)


class RowMatrix:
    """A sparse matrix built row by row, held as CSR arrays with spare capacity: appending a row costs
    O(the row), and reading the matrix wraps the arrays without copying them."""

    def __init__(self) -> None:
        self._indptr = Buffer(np.int32)
        self._indptr.extend(np.zeros(1, dtype=np.int32))
        self._indices = Buffer(np.int32)
        self._data = Buffer(np.float64)
        self._csr: sparse.csr_matrix | None = None

    def extend(self, rows: Sequence[np.ndarray], values: Sequence[np.ndarray] | None = None) -> None:
        """Append rows, given by their column indices (and values; ones without)."""
        if not rows:
            return
        lengths = np.fromiter((len(r) for r in rows), dtype=np.int64, count=len(rows))
        self._indptr.extend(self._indptr.view[-1] + np.cumsum(lengths))
        self._indices.extend(np.concatenate(rows).astype(np.int32, copy=False))
        self._data.extend(np.concatenate(values) if values is not None else np.ones(int(lengths.sum())))
        self._csr = None

    def truncate(self, rows: int) -> None:
        """Keep the first ``rows`` rows."""
        self._indptr.truncate(rows + 1)
        end = int(self._indptr.view[-1])
        self._indices.truncate(end)
        self._data.truncate(end)
        self._csr = None

    def row(self, i: int) -> tuple[np.ndarray, np.ndarray]:
        start, end = self._indptr.view[i], self._indptr.view[i + 1]
        return self._indices.view[start:end], self._data.view[start:end]

    def lengths(self) -> np.ndarray:
        """The number of entries of each row."""
        return np.diff(self._indptr.view)

    def arrays(self, name: str) -> dict[str, np.ndarray]:
        return {
            f"{name}.indptr": self._indptr.view,
            f"{name}.indices": self._indices.view,
            f"{name}.data": self._data.view,
        }

    @classmethod
    def from_arrays(cls, arrays: dict[str, np.ndarray], name: str) -> RowMatrix:
        matrix = cls()
        matrix._indptr = Buffer(np.int32, arrays[f"{name}.indptr"])
        matrix._indices = Buffer(np.int32, arrays[f"{name}.indices"])
        matrix._data = Buffer(np.float64, arrays[f"{name}.data"])
        return matrix

    def csr(self, width: int) -> sparse.csr_matrix:
        if self._csr is None or self._csr.shape[1] != width:
            rows = self._indptr.size - 1
            self._csr = sparse.csr_matrix(
                (self._data.view, self._indices.view, self._indptr.view), shape=(rows, width), copy=False
            )
        return self._csr


class DistinctRows:
    """A task x token matrix that stores each distinct row once, with the distinct row of every task.

    Teams do the same kinds of tasks again and again: at 100,000 recorded runs there are some thousands of
    distinct instruction word sets and a few dozen distinct template fingerprints. A product with the matrix
    is then one product over the distinct rows and a gather, instead of a pass over every task's entries.
    With no repetition at all it costs one gather more than a plain matrix. A row's values must follow from
    its columns (binary rows, or rows normalised by their length), so the columns alone identify it."""

    def __init__(self) -> None:
        self._distinct = RowMatrix()
        self._id_of: dict[bytes, int] = {}
        self._row_of_task = Buffer(np.intp)  # gathers with the native index type are the fastest

    def __len__(self) -> int:
        return self._row_of_task.size

    def extend(self, rows: Sequence[np.ndarray], values: Sequence[np.ndarray] | None = None) -> None:
        """Append tasks' rows, given by their sorted column indices (and values; ones without)."""
        new_rows: list[np.ndarray] = []
        new_values: list[np.ndarray] = []
        ids = np.empty(len(rows), dtype=np.intp)
        for i, columns in enumerate(rows):
            key = columns.astype(np.int32, copy=False).tobytes()
            found = self._id_of.get(key)
            if found is None:
                found = self._id_of[key] = len(self._id_of)
                new_rows.append(columns)
                if values is not None:
                    new_values.append(values[i])
            ids[i] = found
        self._distinct.extend(new_rows, new_values if values is not None else None)
        self._row_of_task.extend(ids)

    @property
    def distinct(self) -> int:
        """How many distinct rows it holds."""
        return len(self._id_of)

    def truncate(self, tasks: int, distinct: int) -> None:
        """Keep the first ``tasks`` tasks and ``distinct`` distinct rows (what it held when it held that many)."""
        self._row_of_task.truncate(tasks)
        self._id_of = {key: i for key, i in self._id_of.items() if i < distinct}
        self._distinct.truncate(distinct)

    def dot(self, vector: np.ndarray, start: int = 0) -> np.ndarray:
        """Each task's product with ``vector``, for the tasks from ``start`` on (a few new tasks cost only
        their distinct rows)."""
        return self.dots([vector], start)[0]

    def dots(self, vectors: Sequence[np.ndarray], start: int = 0) -> list[np.ndarray]:
        """:meth:`dot` with several vectors, in one pass over the distinct rows."""
        ids = self._row_of_task.view[start:]
        matrix = self._distinct.csr(len(vectors[0]))
        if start:
            needed, ids = np.unique(ids, return_inverse=True)
            matrix = matrix[needed]
        if len(vectors) == 1:
            return [(matrix @ vectors[0])[ids]]
        products = matrix @ np.column_stack(vectors)
        return [column[ids] for column in products.T]  # a 1-D gather per vector: many times faster than 2-D

    def lengths(self, start: int = 0) -> np.ndarray:
        """The number of entries of each task's row, from ``start`` on."""
        lengths: np.ndarray = self._distinct.lengths()[self._row_of_task.view[start:]]
        return lengths

    def columns(self, task: int) -> np.ndarray:
        """The column indices of one task's row."""
        return self._distinct.row(int(self._row_of_task.view[task]))[0]

    def distinct_of(self, tasks: np.ndarray) -> np.ndarray:
        """The distinct row of each of ``tasks``: two tasks with the same one have the same columns."""
        found: np.ndarray = self._row_of_task.view[tasks]
        return found

    def select(self, tasks: np.ndarray, width: int) -> sparse.csr_matrix:
        """The rows of ``tasks``, as a matrix ``width`` wide."""
        return self._distinct.csr(width)[self._row_of_task.view[tasks]]

    def arrays(self, name: str) -> dict[str, np.ndarray]:
        return {**self._distinct.arrays(name), f"{name}.rows": self._row_of_task.view}

    @classmethod
    def from_arrays(cls, arrays: dict[str, np.ndarray], name: str) -> DistinctRows:
        matrix = cls()
        matrix._distinct = RowMatrix.from_arrays(arrays, name)
        matrix._row_of_task = Buffer(np.intp, arrays[f"{name}.rows"])
        indptr, indices = arrays[f"{name}.indptr"], arrays[f"{name}.indices"]
        matrix._id_of = {indices[indptr[i] : indptr[i + 1]].tobytes(): i for i in range(len(indptr) - 1)}
        return matrix


def fitted(values: np.ndarray, size: int, fill: float = 0.0) -> np.ndarray:
    """``values`` padded with ``fill`` to ``size`` entries."""
    if len(values) >= size:
        return values
    return np.concatenate([values, np.full(size - len(values), fill, dtype=values.dtype)])


def encoded(texts: list[str]) -> np.ndarray:
    return np.frombuffer(json.dumps(texts, ensure_ascii=False).encode(), dtype=np.uint8)


def decoded(data: np.ndarray) -> list[str]:
    texts: list[str] = json.loads(data.tobytes().decode())
    return texts
