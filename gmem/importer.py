"""Reading the trajectory import format (JSONL, one task per line) with errors that say where.

Every line is validated before anything is stored, so a bad line anywhere leaves the memory untouched.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Final

from pydantic import ValidationError

from gmem.errors import RecordError
from gmem.models import TaskRecord

log = logging.getLogger(__name__)

#: The ``kind`` of an export's header line (gmem.store.transfer), recognised to point a user to import-memory.
EXPORT_KIND: Final = "gmem-memory"


def parse_record(data: object, *, source: str = "<input>", line: int = 1) -> TaskRecord:
    if not isinstance(data, dict):
        raise RecordError(source, line, "", f"expected a JSON object, got {type(data).__name__}")
    try:
        return TaskRecord.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(p) for p in first["loc"])
        message = first["msg"].removeprefix("Value error, ")
        if first["type"] == "missing":
            message += _what_it_has(data, first["loc"][:-1])
        raise RecordError(source, line, field, message) from None
    except RecursionError:
        raise RecordError(source, line, "", "nested too deeply to be a recorded run") from None


#: The fields a task and a step of the import format must have, named in the error for a line that lacks one.
_REQUIRED = {"task": "id, instruction", "step": "agent, action"}


def _what_it_has(data: dict[str, object], where: tuple[int | str, ...]) -> str:
    """What the object missing a field holds instead: another framework's names for it (``{"role", "content"}`` for a
    step, ``{"task", "messages"}`` for a task) are the usual cause, and the error then says which fields to rename."""
    found: object = data
    for part in where:
        if isinstance(found, dict):
            found = found.get(part)
        elif isinstance(found, list) and isinstance(part, int) and 0 <= part < len(found):
            found = found[part]
        else:
            return ""
    if not isinstance(found, dict):
        return ""
    kind = "step" if where else "task"
    keys = ", ".join(sorted(map(str, found))) or "no fields"
    return f" (a {kind} needs {_REQUIRED[kind]}; this one has {keys})"


def read_jsonl(
    path: str | Path, *, known: Callable[[str], bool] = lambda _id: False, skip_known: bool = False
) -> Iterator[tuple[int, TaskRecord]]:
    """Yield ``(line number, task)``; raise :class:`RecordError` at the first bad line, at an id repeated
    in the file, or at an id ``known`` says is stored already (with ``skip_known``, such a task is skipped)."""
    source = str(path)
    seen: dict[str, int] = {}
    skipped = 0
    for number, raw_bytes in _lines(path):
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
        except RecursionError:
            raise RecordError(source, number, "", "JSON nested too deeply") from None
        if isinstance(data, dict) and data.get("kind") == EXPORT_KIND:
            raise RecordError(
                source,
                number,
                "kind",
                "this is a whole-memory export (gmem export-memory), not recorded runs: "
                "load it with `gmem import-memory` (gmem.store.transfer.import_memory)",
            )
        task = parse_record(data, source=source, line=number)
        if task.id in seen:
            raise RecordError(source, number, "id", f"{task.id!r} already appears on line {seen[task.id]}")
        seen[task.id] = number
        if known(task.id):
            if not skip_known:
                raise RecordError(
                    source,
                    number,
                    "id",
                    f"task {task.id!r} is already in the memory (to skip stored tasks: --skip-existing)",
                )
            skipped += 1
            continue
        yield number, task
    if skipped:
        log.info("%s: skipped %d tasks already in the memory", source, skipped)


def _lines(path: str | Path) -> Iterator[tuple[int, bytes]]:
    """The file's lines, numbered from 1; a file that cannot be read is a :class:`RecordError` (line 0)."""
    try:
        handle = open(path, "rb")  # noqa: SIM115 - closed below, after the last line
    except OSError as exc:
        raise RecordError(str(path), 0, "", exc.strerror or str(exc)) from None
    with handle:
        try:
            yield from enumerate(handle, start=1)
        except OSError as exc:  # a directory on some systems, a device error while reading
            raise RecordError(str(path), 0, "", exc.strerror or str(exc)) from None
