"""What each ``gmem`` command does (the parser is :mod:`gmem.cli`, which imports this module only once a
command runs, so ``gmem --help`` and a usage error load no library code).

For a person at a terminal, not a program: every failure is one line on stderr naming what is wrong (file,
line, field), exit code 2, and nothing created or changed. Stored text is printed as it is, never read as rich
markup, with control characters shown escaped so a stored escape sequence cannot drive the terminal. Commands
that embed nothing never load the embedding model (see :mod:`gmem.embedding`).
"""

from __future__ import annotations

import argparse
import errno
import json
import logging
import math
import sqlite3
import sys
import tempfile
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path

from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from gmem.errors import GmemError, StoreFullError
from gmem.memory import Memory
from gmem.models import Change, Insight, RequestReading, Retrieval
from gmem.store.base import (
    DEFAULT_NAMESPACE,
    check_store_file,
    is_postgres_url,
    open_store,
)
from gmem.store.transfer import export_memory, import_memory
from gmem.text import readable

log = logging.getLogger(__name__)

DEMO_ROLES = [
    ("solver", "Acts in the household environment: plans and carries out actions step by step."),
    ("critic", "Reviews the solver's plan, checks each step and points out mistakes before they cost steps."),
]
#: Files SQLite and gmem put beside a store: removed again when a command that created the store fails.
STORE_COMPANIONS = ("", "-wal", "-shm", "-journal", "-index")

# Markup off: stored text such as "[INST] ... [/INST]" or "[/]" is text, not a style tag.
console = Console(markup=False, highlight=False)
errors = Console(stderr=True, markup=False, highlight=False, soft_wrap=True)  # one line per error, never wrapped


class CliError(Exception):
    """A mistake in what the user asked for; printed as one line, exit code 2."""


def shown(text: str) -> Text:
    """Stored text as a terminal may print it: control and format characters (escape sequences, bidi
    overrides, NUL) written as ``\\x1b``-style escapes; newlines and tabs kept."""
    out = []
    for char in text:
        if char in "\n\t" or unicodedata.category(char) not in ("Cc", "Cf"):
            out.append(char)
        else:
            code = ord(char)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
    return Text("".join(out))


def _roles(values: list[str]) -> list[tuple[str, str]]:
    """``name`` or ``name=description``."""
    return [tuple(v.split("=", 1)) if "=" in v else (v, "") for v in values]  # type: ignore[misc]


# --------------------------------------------------------------------------- stores: check before touching


@contextmanager
def _store_guard(location: str, *, create: bool) -> Iterator[None]:
    """Check ``location`` before it is opened; a store this command creates is removed again if the command
    fails, so a failed first import leaves no empty store behind."""
    if is_postgres_url(location) or location == ":memory:":
        yield
        return
    path = Path(location)
    if path.exists():
        check_store_file(path)
        yield
        return
    if not create:
        raise CliError(f"no memory at {location} (create one with: gmem import FILE --store {location})")
    if not path.parent.is_dir():
        raise CliError(f"no folder {path.parent} for the store {location}")
    existing = {suffix for suffix in STORE_COMPANIONS if Path(f"{location}{suffix}").exists()}
    try:
        yield
    except BaseException:
        for suffix in set(STORE_COMPANIONS) - existing:
            Path(f"{location}{suffix}").unlink(missing_ok=True)
        raise


def _output_path(value: str, option: str) -> Path:
    """A file a command will write: its folder must exist and it must not be a folder itself."""
    path = Path(value)
    if path.is_dir():
        raise CliError(f"{option} {value} is a directory; give a file name")
    if not path.parent.is_dir():
        raise CliError(f"{option} {value}: no folder {path.parent}")
    return path


def _warn_unknown_namespace(location: str, namespace: str) -> None:
    """A mistyped --namespace would show an empty memory; say so, and which namespaces exist."""
    known = _namespaces(location, namespace)
    if known and namespace not in known:
        errors.print(
            shown(
                f"warning: no namespace {namespace!r} in {location}; namespaces: {', '.join(sorted(known))}"
                " (see: gmem namespaces)"
            )
        )


def _namespaces(location: str, namespace: str) -> dict[str, int]:
    store = open_store(location, namespace)
    try:
        return store.namespaces()
    finally:
        store.close()


@contextmanager
def _memory(args: argparse.Namespace, *, create: bool = False) -> Iterator[Memory]:
    """The memory a command works on, checked first (see :func:`_store_guard`)."""
    with _store_guard(args.store, create=create):
        if not create:
            _warn_unknown_namespace(args.store, args.namespace)
        with Memory.open(args.store, namespace=args.namespace) as memory:
            yield memory


# --------------------------------------------------------------------------- commands


def cmd_import(args: argparse.Namespace) -> int:
    with _memory(args, create=True) as memory:
        before = memory.stats().tasks
        added = memory.import_jsonl(args.file, progress=not args.quiet, skip_existing=args.skip_existing)
        console.print(f"imported {len(added)} tasks into {args.store} ({before} -> {before + len(added)})")
    return 0


def cmd_query(args: argparse.Namespace) -> int:
    asked = {"k": args.k, "min_relevance": args.min_relevance, "domain": args.domain}
    with _memory(args) as memory:
        result = memory.retrieve(
            args.task, context=args.context, roles=_roles(args.role), explain=args.explain, **asked
        )
    below = result.below_floor
    if args.json:
        sys.stdout.write(result.model_dump_json(indent=2) + "\n")
        return 0
    if result.reading is not None:
        show_reading(result.reading)
    if result.tasks:
        show_retrieval(result)
    elif below is None:
        console.print(
            "The memory holds no past task to compare with" + (f" in domain {args.domain!r}." if args.domain else ".")
        )
    else:
        nearest = below.nearest
        console.print(
            shown(
                f"No past task clears the relevance floor {below.min_relevance:g}, so every role gets nothing. The "
                f"nearest, {nearest.node.id} ({nearest.node.instruction!r}), has relevance {nearest.relevance:.2g}: "
                f"--min-relevance {math.floor(nearest.relevance * 100) / 100:g} shows it anyway."
            )
        )
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    with _memory(args) as memory:
        stats = memory.stats()
    if args.json:
        sys.stdout.write(stats.model_dump_json(indent=2) + "\n")
        return 0
    table = Table(title=f"gmem memory {stats.location}", show_header=False)
    for key, value in stats.model_dump().items():
        table.add_row(key, shown(str(value)))
    console.print(table)
    return 0


def cmd_namespaces(args: argparse.Namespace) -> int:
    with _store_guard(args.store, create=False):
        known = _namespaces(args.store, DEFAULT_NAMESPACE)
    if args.json:
        sys.stdout.write(json.dumps(known, indent=2, ensure_ascii=False) + "\n")
        return 0
    table = Table(title=f"Namespaces in {args.store}: {len(known)}")
    table.add_column("namespace")
    table.add_column("tasks", justify="right")
    for name, tasks in sorted(known.items()):
        table.add_row(shown(name), str(tasks))
    console.print(table)
    return 0


def cmd_export_memory(args: argparse.Namespace) -> int:
    out = _output_path(args.out, "--out")
    with _store_guard(args.store, create=False):
        _warn_unknown_namespace(args.store, args.namespace)
        store = open_store(args.store, args.namespace)
        try:
            summary = export_memory(store, out)
        finally:
            store.close()
    console.print(f"exported {summary.tasks} tasks and {summary.insights} insights of {args.store} to {out}")
    return 0


def cmd_import_memory(args: argparse.Namespace) -> int:
    with _store_guard(args.store, create=True):
        store = open_store(args.store, args.namespace)
        try:
            summary = import_memory(store, args.file)
        finally:
            store.close()
    console.print(f"imported {summary.tasks} tasks and {summary.insights} insights into {args.store}")
    return 0


def cmd_insights_list(args: argparse.Namespace) -> int:
    with _memory(args) as memory:
        insights = memory.insights()
    return _show_insights(insights[: args.limit] if args.limit else insights, args.json, f"Insights in {args.store}")


def cmd_insights_search(args: argparse.Namespace) -> int:
    with _memory(args) as memory:
        found = memory.search_insights(args.text)
    return _show_insights(found, args.json, f"Insights matching {args.text!r}")


def _show_insights(insights: list[Insight], as_json: bool, title: str) -> int:
    if as_json:
        sys.stdout.write(json.dumps([i.model_dump() for i in insights], indent=2, ensure_ascii=False) + "\n")
        return 0
    table = Table(title=shown(f"{title}: {len(insights)}"))
    for column in ("id", "score", "origin", "+/-", "text"):
        table.add_column(column, overflow="fold")
    for i in insights:
        table.add_row(
            str(i.id), f"{i.score:g}", shown(i.origin), f"{len(i.supporting)}/{len(i.contradicting)}", shown(i.text)
        )
    console.print(table)
    return 0


def cmd_insights_edit(args: argparse.Namespace) -> int:
    return _change(args, lambda memory: [memory.edit_insight(args.id, text=args.text, score=args.score, by=args.by)])


def cmd_insights_delete(args: argparse.Namespace) -> int:
    return _change(args, lambda memory: (memory.delete_insight(i, by=args.by) for i in args.ids))


def cmd_feedback(args: argparse.Namespace) -> int:
    """Settle a task recorded without a verdict (``gmem import`` of runs with none), or correct one; says what
    moved and what the run taught."""
    outcome = {"true": True, "false": False}.get(args.outcome.strip().lower(), args.outcome)
    with _memory(args) as memory:
        before = memory.stats().insights
        moved = memory.feedback(args.task_id, outcome, by=args.by, detail=args.detail)
        task, after = memory.task(args.task_id), memory.stats().insights
    why = f" ({task.outcome_detail})" if task.outcome_detail else ""
    console.print(
        shown(
            f"task {task.id} is {task.status.value}{why}: {moved} shown insight score(s) moved, "
            f"{after - before} lesson(s) added"
        )
    )
    return 0


def cmd_forget(args: argparse.Namespace) -> int:
    return _change(args, lambda memory: (memory.forget(t, by=args.by) for t in args.task_ids))


def cmd_undo(args: argparse.Namespace) -> int:
    return _change(args, lambda memory: [memory.undo(args.change_id, by=args.by)])


def _change(args: argparse.Namespace, apply: Callable[[Memory], Iterable[Change]]) -> int:
    """Run a curation command, printing each change as it is made, with the way back. One that fails stops
    the command; the changes before it stand, each undoable on its own."""
    with _memory(args) as memory:
        for change in apply(memory):
            console.print(shown(f"change {change.id} by {change.author}: {change.summary}"))
            if change.reversible:
                console.print(f"  undo with: gmem undo {change.id} --store {args.store}")
    return 0


def cmd_history(args: argparse.Namespace) -> int:
    with _memory(args) as memory:
        changes = memory.history(limit=args.limit)
    if args.json:
        sys.stdout.write(json.dumps([c.model_dump(mode="json") for c in changes], indent=2, ensure_ascii=False) + "\n")
        return 0
    table = Table(title=f"Changes to {args.store} (newest first)")
    for column in ("id", "when (UTC)", "by", "what", "state"):
        table.add_column(column, no_wrap=True)
    table.add_column("summary", overflow="fold", ratio=1)
    for c in changes:
        when = datetime.fromtimestamp(c.at, tz=UTC).strftime("%Y-%m-%d %H:%M")
        table.add_row(str(c.id), when, shown(c.author), c.kind.value, _state(c), shown(c.summary))
    console.print(table)
    return 0


def _state(change: Change) -> str:
    if change.undone_by is not None:
        return f"undone by {change.undone_by}"
    if change.reversible:
        return "undoable"
    return "compacted" if change.compacted else "final"


def cmd_compact(args: argparse.Namespace) -> int:
    with _memory(args) as memory:
        made = memory.compact(through=args.through, by=args.by)
    console.print(f"compacted: {made} changes can no longer be undone")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from gmem.viz import SceneLimits, build_scene, write

    out = _output_path(args.out, "--out")
    given = {name: getattr(args, name) for name in ("max_tasks", "max_insights", "max_runs")}
    limits = SceneLimits(**{name: value for name, value in given.items() if value is not None})
    with _memory(args) as memory:
        scene = build_scene(memory, task=args.task, query=args.query, context=args.context, limits=limits)
    path = write(scene, out)
    console.print(shown(f"wrote {path}: {scene.note}"))
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    """The demo builds a new memory: in a fresh temporary folder, or at ``--store`` if nothing is there yet
    (an existing file is never replaced)."""
    source = Path(args.trajectories) if args.trajectories else resources.files("gmem.data") / "alfworld_excerpt.jsonl"
    if args.store is None:
        store = Path(tempfile.mkdtemp(prefix="gmem-demo-")) / "demo.db"
    else:
        store = Path(args.store)
        if is_postgres_url(args.store):
            raise CliError("the demo builds a new SQLite file; give a file path (or no --store)")
        if store.exists():
            raise CliError(f"{args.store} already exists; the demo builds a new memory (give a new path, or none)")
    console.rule("gmem offline demo")
    console.print(f"Building a memory from recorded ALFWorld team runs: {source}")
    with _store_guard(str(store), create=True), Memory.open(store) as memory:
        console.print(f"Mode: {memory.mode} (no LLM, no server, no network)")
        memory.import_jsonl(Path(str(source)), progress=True)
        stats = memory.stats()
        console.print(
            f"Memory: {stats.tasks} tasks ({stats.resolved} resolved, {stats.failed} failed), "
            f"{stats.utterances} utterances, {stats.links} query-graph edges, {stats.insights} insights"
        )
        result = memory.retrieve(args.task, roles=DEMO_ROLES)
    console.print(Text.assemble("\nNew task: ", (args.task, "bold")))
    show_retrieval(result)
    console.print(
        f"\nThe memory is in {store}. Try (after `source .venv/bin/activate`, or as .venv/bin/gmem):\n"
        f'  gmem query --store {store} "put a clean mug in cabinet." --role solver --role critic'
    )
    return 0


def show_reading(reading: RequestReading) -> None:
    """How the request's words were read: each way a word counts as a word the memory learned, what counted as
    nothing, and the acts it asks for none of."""
    table = Table(title="How the request was read (word similarity)")
    for column in ("word", "counts as", "how", "strength", "its weight"):
        table.add_column(column, overflow="fold")
    for read in reading.words:
        how = f"{read.how}, background" if read.background else read.how
        table.add_row(shown(read.word), shown(read.learned), how, f"{read.strength:.2f}", f"{read.weight:.3f}")
    console.print(table)
    notes = [f"coverage {reading.coverage:.2f}"]
    if reading.unknown:
        notes.append("counts as nothing: " + ", ".join(reading.unknown))
    if reading.unasked:
        notes.append("asks for none of: " + ", ".join(reading.unasked))
    if reading.trust < 1:
        notes.append(f"words trusted at {reading.trust:.2f}: the tasks kept are ordered with MiniLM weighed more")
    console.print(shown("; ".join(notes)))


def show_retrieval(result: Retrieval) -> None:
    """The traversal as tables: the tasks it ranked (with ids), the insights it climbed to (with relevance),
    the runs it condensed (each step with its speaker), and each role's context."""
    table = Table(title="Nearest past tasks (query tier)")
    for column in ("task id", "relevance", "score", "status", "via", "instruction"):
        table.add_column(column, overflow="fold")
    for ranked in result.tasks[:8]:
        node = ranked.node
        table.add_row(
            shown(node.id),
            f"{ranked.relevance:.2f}",
            f"{ranked.score:.2f}",
            node.status.value,
            ranked.via,
            shown(node.instruction),
        )
    console.print(table)
    if result.insights:
        lessons = Table(title="Insights (up)")
        for column in ("id", "relevance", "score", "text"):
            lessons.add_column(column, overflow="fold")
        for ranked_insight in result.insights:
            insight = ranked_insight.insight
            lessons.add_row(
                str(insight.id), f"{ranked_insight.relevance:.2f}", f"{insight.score:g}", shown(insight.text)
            )
        console.print(lessons)
    for excerpt in result.resolved + result.failed:
        steps = "\n".join(f"{u.agent}: {readable(u.content)}" for u in excerpt.steps)
        title = shown(f"{excerpt.status.value} run {excerpt.task_id} ({excerpt.score:.2f}): {excerpt.instruction}")
        console.print(Panel(shown(steps or "(no steps: a one-shot answer)"), title=title, title_align="left"))
    for name, ctx in result.roles.items():
        console.print(Panel(shown(ctx.text), title=shown(f"context for {name} ({len(ctx.text)} chars)")))


# --------------------------------------------------------------------------- failures as one line


def _problem(exc: BaseException, args: argparse.Namespace) -> str:
    """What went wrong, in one line; an import says that nothing of its file was stored."""
    problem = _what(exc, args)
    source = getattr(args, "file", None)
    return f"{problem}; nothing from {source} was stored" if source else problem


def _what(exc: BaseException, args: argparse.Namespace) -> str:
    """Every error gmem raises on purpose (:class:`~gmem.errors.GmemError`) already says what is wrong; the
    rest come from the system (a file, the disk, the database driver, a missing extra) or are bugs."""
    if (
        isinstance(exc, StoreFullError)
        or isinstance(exc, OSError)
        and exc.errno == errno.ENOSPC
        or (isinstance(exc, sqlite3.OperationalError) and "full" in str(exc))
    ):
        return f"disk full while writing {getattr(args, 'out', None) or args.store}; nothing was changed"
    if isinstance(exc, GmemError):
        return str(exc)
    if isinstance(exc, sqlite3.DatabaseError):
        return f"{args.store} is not a usable gmem store ({exc})"
    if isinstance(exc, OSError):
        return f"{exc.filename or ''}{': ' if exc.filename else ''}{exc.strerror or exc}"
    if isinstance(exc, ImportError):  # an extra that is not installed (PostgreSQL): the message names it
        return str(exc)
    return f"unexpected {type(exc).__name__}: {exc} (run with -v for the traceback)"


def run(args: argparse.Namespace) -> int:
    """Run the parsed command; a failure is one line on stderr and exit code 2 (``-v`` logs the traceback)."""
    if getattr(args, "namespace", DEFAULT_NAMESPACE) is None:
        args.namespace = DEFAULT_NAMESPACE
    try:
        return int(globals()[args.run](args))
    except KeyboardInterrupt:
        errors.print("interrupted; nothing half-written is kept")
        return 130
    except CliError as exc:
        errors.print(shown(f"error: {exc}"))
        return 2
    except Exception as exc:  # the user gets one line; -v logs the traceback
        log.info("gmem %s failed", args.command, exc_info=True)
        errors.print(shown(f"error: {_problem(exc, args)}"))
        return 2
