"""What the memory's model did, per operation: calls, failures and fallbacks, tokens, seconds.

Read from ``Memory.usage`` (:class:`gmem.llm.Usage`) generically: every numeric field of an operation's
usage becomes a column, so counts added to the accounting later (lessons rejected, calls refused by a
circuit breaker, ...) appear in the summary without a change here. Per-task lines store the difference
across the task (:func:`difference`), a run's summary the sum over its lines (:func:`add`), and
:func:`usage_table` renders the result for the terminal.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from rich.table import Table

from gmem.llm import Usage

Operations = dict[str, dict[str, float]]


def operations(usage: Usage | None) -> Operations:
    """Each operation's numeric counters (booleans and text left out)."""
    if usage is None:
        return {}
    return {
        kind: {key: value for key, value in op.model_dump().items() if _numeric(value)}
        for kind, op in usage.operations.items()
    }


def _numeric(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def difference(after: Operations, before: Operations) -> Operations:
    """What was added between two snapshots (operations that did nothing left out)."""
    out: Operations = {}
    for kind, counters in after.items():
        earlier = before.get(kind, {})
        delta = {key: _round(value - earlier.get(key, 0)) for key, value in counters.items()}
        if any(delta.values()):
            out[kind] = delta
    return out


def add(parts: Iterable[Mapping[str, Mapping[str, float]]]) -> Operations:
    total: Operations = {}
    for part in parts:
        for kind, counters in part.items():
            into = total.setdefault(kind, {})
            for key, value in counters.items():
                into[key] = _round(into.get(key, 0) + value)
    return total


def totals(ops: Mapping[str, Mapping[str, float]]) -> dict[str, float]:
    """All operations together."""
    return add([{"total": counters} for counters in ops.values()]).get("total", {})


def _round(value: float) -> float:
    return round(value, 3) if isinstance(value, float) else value


def usage_table(ops: Mapping[str, Mapping[str, float]], *, title: str) -> Table:
    """One row per operation and a total row; one column per counter, in the accounting's order."""
    columns: list[str] = []
    for counters in ops.values():
        columns += [key for key in counters if key not in columns]
    table = Table(title=title)
    table.add_column("operation", no_wrap=True)
    for column in columns:
        table.add_column(column.replace("_", " "), justify="right")
    for kind, counters in ops.items():
        table.add_row(kind, *(_cell(counters.get(column, 0)) for column in columns))
    if ops:
        table.add_section()
        table.add_row("total", *(_cell(totals(ops).get(column, 0)) for column in columns))
    else:
        table.caption = "no memory-side model calls"
    return table


def _cell(value: float) -> str:
    return f"{value:.2f}" if isinstance(value, float) else str(value)
