"""Reading the trajectory import format (JSONL, one task per line) with errors that say where.

Every line is validated before anything is stored, so a bad line anywhere leaves the memory untouched.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

from pydantic import ValidationError

from gmem.models import TaskRecord


class RecordError(ValueError):
    """A task that cannot be recorded, located by file, line and field."""

    def __init__(self, source: str, line: int, field: str, problem: str) -> None:
        self.source, self.line, self.field, self.problem = source, line, field, problem
        where = f"{source}:{line}" + (f": field '{field}'" if field else "")
        super().__init__(f"{where}: {problem}")


def parse_record(data: object, *, source: str = "<input>", line: int = 1) -> TaskRecord:
    if not isinstance(data, dict):
        raise RecordError(source, line, "", f"expected a JSON object, got {type(data).__name__}")
    try:
        return TaskRecord.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(p) for p in first["loc"])
        raise RecordError(source, line, field, first["msg"]) from None


def read_jsonl(path: str | Path, *, known: Callable[[str], bool] = lambda _id: False) -> Iterator[tuple[int, TaskRecord]]:
    """Yield ``(line number, task)``; raise :class:`RecordError` at the first bad line, at an id repeated
    in the file, or at an id ``known`` says is stored already."""
    source = str(path)
    seen: dict[str, int] = {}
    with open(path, "rb") as handle:
        for number, raw_bytes in enumerate(handle, start=1):
            try:
                raw = raw_bytes.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise RecordError(source, number, "", f"not UTF-8 (byte {exc.start}: {exc.reason})") from None
            if not raw.strip():
                continue
            try:
                data = json.loads(raw)
            except json.JSONDecodeError as exc:
                raise RecordError(source, number, "", f"not valid JSON ({exc.msg} at column {exc.colno})") from None
            task = parse_record(data, source=source, line=number)
            if task.id in seen:
                raise RecordError(source, number, "id", f"{task.id!r} already appears on line {seen[task.id]}")
            if known(task.id):
                raise RecordError(source, number, "id", f"task {task.id!r} is already in the memory")
            seen[task.id] = number
            yield number, task
