"""Every error gmem raises on purpose, under one root, so a caller can catch ``GmemError`` and know the rest are
bugs. Each also derives from the builtin a caller would have caught before it existed (``KeyError`` for a missing
task, ``ValueError`` for bad input, ``OSError`` for a full disk), so ``except KeyError`` keeps working."""

from __future__ import annotations


class GmemError(Exception):
    """The root of gmem's errors."""


class NotFoundError(GmemError, KeyError):
    """No task, insight or change with this id in this namespace; the message names both."""

    def __str__(self) -> str:  # KeyError would print the message quoted, as if it were the key
        return str(self.args[0]) if self.args else ""


class DuplicateTaskError(GmemError, ValueError):
    """A task with this id is already stored; recording it again would fork its history."""


class RecordError(GmemError, ValueError):
    """A task that cannot be recorded, located by file, line and field (line 0: the file as a whole)."""

    def __init__(self, source: str, line: int, field: str, problem: str) -> None:
        self.source, self.line, self.field, self.problem = source, line, field, problem
        where = (f"{source}:{line}" if line else source) + (f": field '{field}'" if field else "")
        super().__init__(f"{where}: {problem}")


class UndoError(GmemError, ValueError):
    """A change cannot be undone: already undone, compacted, or overtaken by a later change."""


class LLMError(GmemError, RuntimeError):
    """The model could not give a usable answer (after retries), or was skipped while the breaker is open.
    Operations catch it and fall back to their LLM-free path; it reaches a caller only from the client itself."""


class StoreFullError(GmemError, OSError):
    """The store's disk (or database quota) is full: the write that hit it stored nothing, everything
    committed before is intact, and the store opens as before once there is room."""


class InvalidArgumentError(GmemError, ValueError):
    """An argument gmem cannot act on (an empty text, a number out of range, an edit that changes nothing, a
    namespace name too long); the message names the argument. Nothing was read or written."""


class EmbedderMismatchError(GmemError, ValueError):
    """The store was built with another embedder (name or dimension): vectors from different models do not
    compare, so the store refuses this one. Open it with the embedder the message names."""


class NotAStoreError(GmemError, ValueError):
    """A path that exists but holds no gmem store; refused before SQLite opens (and so changes) it."""


class SchemaTooNewError(GmemError, RuntimeError):
    """The store was written by a newer gmem; opening it with this one could corrupt it."""
