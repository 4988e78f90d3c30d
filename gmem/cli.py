"""``gmem`` command line: import runs, query the memory, show its size, move a memory between stores, and the
offline demo. ``--store`` is a SQLite file or a ``postgresql://`` URL; ``--namespace`` picks the team's memory in it."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path

from rich.console import Console
from rich.panel import Panel
from rich.table import Table

from gmem.importer import RecordError
from gmem.memory import Memory, Retrieval
from gmem.models import Change, Insight
from gmem.store.base import DEFAULT_NAMESPACE, DuplicateTaskError, is_postgres_url, open_store
from gmem.store.transfer import export_memory, import_memory

DEFAULT_STORE = "gmem.db"
DEMO_ROLES = [
    ("solver", "Acts in the household environment: plans and carries out actions step by step."),
    ("critic", "Reviews the solver's plan, checks each step and points out mistakes before they cost steps."),
]
DEMO_TASK = "heat some egg and put it in countertop."

console = Console()


def _roles(values: list[str]) -> list[tuple[str, str]]:
    """``name`` or ``name=description``."""
    return [tuple(v.split("=", 1)) if "=" in v else (v, "") for v in values]  # type: ignore[misc]


def cmd_import(args: argparse.Namespace) -> int:
    with Memory.open(args.store, namespace=args.namespace) as memory:
        before = memory.stats().tasks
        try:
            added = memory.import_jsonl(args.file, progress=not args.quiet)
        except RecordError as exc:
            console.print(f"[red]error:[/red] {exc}\nnothing from {args.file} was stored.", highlight=False)
            return 2
        console.print(f"imported {len(added)} tasks into {args.store} ({before} -> {before + len(added)})")
    return 0


def cmd_query(args: argparse.Namespace) -> int:
    with Memory.open(args.store, namespace=args.namespace) as memory:
        result = memory.retrieve(args.task, context=args.context, roles=_roles(args.role))
    if args.json:
        sys.stdout.write(result.model_dump_json(indent=2) + "\n")
    else:
        show_retrieval(result)
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    with Memory.open(args.store, namespace=args.namespace) as memory:
        stats = memory.stats()
    if args.json:
        sys.stdout.write(stats.model_dump_json(indent=2) + "\n")
        return 0
    table = Table(title=f"gmem memory {stats.location}", show_header=False)
    for key, value in stats.model_dump().items():
        table.add_row(key, str(value))
    console.print(table)
    return 0


def cmd_export_memory(args: argparse.Namespace) -> int:
    store = open_store(args.store, args.namespace)
    try:
        summary = export_memory(store, args.out)
    finally:
        store.close()
    console.print(f"exported {summary.tasks} tasks and {summary.insights} insights of {args.store} to {args.out}")
    return 0


def cmd_import_memory(args: argparse.Namespace) -> int:
    store = open_store(args.store, args.namespace)
    try:
        summary = import_memory(store, args.file)
    except (RecordError, DuplicateTaskError, ValueError) as exc:
        console.print(f"[red]error:[/red] {exc}\nnothing from {args.file} was stored.", highlight=False)
        return 2
    finally:
        store.close()
    console.print(f"imported {summary.tasks} tasks and {summary.insights} insights into {args.store}")
    return 0


def cmd_insights_list(args: argparse.Namespace) -> int:
    with Memory.open(args.store, namespace=args.namespace) as memory:
        insights = memory.insights()
    return _show_insights(insights[: args.limit] if args.limit else insights, args.json, f"Insights in {args.store}")


def cmd_insights_search(args: argparse.Namespace) -> int:
    with Memory.open(args.store, namespace=args.namespace) as memory:
        found = memory.search_insights(args.text)
    return _show_insights(found, args.json, f"Insights matching {args.text!r}")


def _show_insights(insights: list[Insight], as_json: bool, title: str) -> int:
    if as_json:
        sys.stdout.write(json.dumps([i.model_dump() for i in insights], indent=2, ensure_ascii=False) + "\n")
        return 0
    table = Table(title=f"{title}: {len(insights)}")
    for column in ("id", "score", "origin", "+/-", "text"):
        table.add_column(column, overflow="fold")
    for i in insights:
        table.add_row(str(i.id), f"{i.score:g}", i.origin, f"{len(i.supporting)}/{len(i.contradicting)}", i.text)
    console.print(table)
    return 0


def cmd_insights_edit(args: argparse.Namespace) -> int:
    return _change(args, lambda memory: [memory.edit_insight(args.id, text=args.text, score=args.score, by=args.by)])


def cmd_insights_delete(args: argparse.Namespace) -> int:
    return _change(args, lambda memory: (memory.delete_insight(i, by=args.by) for i in args.ids))


def cmd_forget(args: argparse.Namespace) -> int:
    return _change(args, lambda memory: (memory.forget(t, by=args.by) for t in args.task_ids))


def cmd_undo(args: argparse.Namespace) -> int:
    return _change(args, lambda memory: [memory.undo(args.change_id, by=args.by)])


def _change(args: argparse.Namespace, apply: Callable[[Memory], Iterable[Change]]) -> int:
    """Run a curation command, printing each change as it is made, with the way back. One that fails stops
    the command; the changes before it stand, each undoable on its own."""
    with Memory.open(args.store, namespace=args.namespace) as memory:
        try:
            for change in apply(memory):
                console.print(f"change {change.id} by {change.author}: {change.summary}", highlight=False)
                if change.reversible:
                    console.print(f"  undo with: gmem undo {change.id} --store {args.store}", highlight=False)
        except (KeyError, ValueError) as exc:  # no such insight / task / change, or an UndoError
            console.print(f"[red]error:[/red] {exc.args[0] if exc.args else exc}", highlight=False)
            return 2
    return 0


def cmd_history(args: argparse.Namespace) -> int:
    with Memory.open(args.store, namespace=args.namespace) as memory:
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
        table.add_row(str(c.id), when, c.author, c.kind.value, _state(c), c.summary)
    console.print(table)
    return 0


def _state(change: Change) -> str:
    if change.undone_by is not None:
        return f"undone by {change.undone_by}"
    if change.reversible:
        return "undoable"
    return "compacted" if change.compacted else "final"


def cmd_compact(args: argparse.Namespace) -> int:
    with Memory.open(args.store, namespace=args.namespace) as memory:
        made = memory.compact(through=args.through, by=args.by)
    console.print(f"compacted: {made} changes can no longer be undone")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from gmem.viz import SceneLimits, build_scene, write

    limits = SceneLimits(max_tasks=args.max_tasks, max_insights=args.max_insights, max_runs=args.max_runs)
    with Memory.open(args.store, namespace=args.namespace) as memory:
        try:
            scene = build_scene(memory, task=args.task, query=args.query, context=args.context, limits=limits)
        except KeyError as exc:
            console.print(f"[red]error:[/red] {exc.args[0]}", highlight=False)
            return 2
    path = write(scene, args.out)
    console.print(f"wrote {path}: {scene.note}", highlight=False)
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    source = Path(args.trajectories) if args.trajectories else resources.files("gmem.data") / "alfworld_excerpt.jsonl"
    store = Path(args.store)
    if store.exists():
        store.unlink()
    console.rule("gmem offline demo")
    console.print(f"Building a memory from recorded ALFWorld team runs: {source}")
    with Memory.open(store) as memory:
        console.print(f"Mode: [bold]{memory.mode}[/bold] (no LLM, no server, no network)")
        memory.import_jsonl(Path(str(source)), progress=True)
        stats = memory.stats()
        console.print(
            f"Memory: {stats.tasks} tasks ({stats.resolved} resolved, {stats.failed} failed), "
            f"{stats.utterances} utterances, {stats.links} query-graph edges, {stats.insights} insights"
        )
        result = memory.retrieve(args.task, roles=DEMO_ROLES)
    console.print(f"\nNew task: [bold]{args.task}[/bold]")
    show_retrieval(result)
    console.print(f"\nThe memory is in {store}; try: gmem query --store {store} \"put a clean mug in cabinet.\"")
    return 0


def show_retrieval(result: Retrieval) -> None:
    table = Table(title="Nearest past tasks (query tier)")
    for column in ("score", "status", "via", "task"):
        table.add_column(column)
    for ranked in result.tasks[:8]:
        table.add_row(f"{ranked.score:.2f}", ranked.node.status.value, ranked.via, ranked.node.instruction)
    console.print(table)
    if result.insights:
        console.print(Panel("\n".join(f"[{r.relevance:.2f}] {r.insight.text}" for r in result.insights),
                            title="Insights (up)"))
    for name, ctx in result.roles.items():
        console.print(Panel(ctx.text, title=f"context for {name} ({len(ctx.text)} chars)"), highlight=False)


def _store_options(command: argparse.ArgumentParser) -> None:
    command.add_argument("--store", default=DEFAULT_STORE, help="SQLite file or postgresql:// URL")
    command.add_argument("--namespace", default=DEFAULT_NAMESPACE, help="the team / project / tenant memory to use")


def _curation_commands(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """insights list|search|edit|delete, forget, history, undo, compact: every change logged, undoable."""
    insights = sub.add_parser("insights", help="list, search, edit or delete the memory's insights")
    verbs = insights.add_subparsers(dest="verb", required=True)
    listing = verbs.add_parser("list", help="every insight, best score first")
    listing.add_argument("--limit", type=int, help="show at most this many")
    listing.set_defaults(run=cmd_insights_list)
    search = verbs.add_parser("search", help="insights whose text has every word of TEXT")
    search.add_argument("text")
    search.set_defaults(run=cmd_insights_search)
    for command in (listing, search):
        command.add_argument("--json", action="store_true")
    edit = verbs.add_parser("edit", help="reword and/or rescore an insight (logged, undoable)")
    edit.add_argument("id", type=int)
    edit.add_argument("--text", help="the new wording")
    edit.add_argument("--score", type=float, help="the new score (0 or less: never shown)")
    edit.set_defaults(run=cmd_insights_edit)
    delete = verbs.add_parser("delete", help="delete insights with their hyperedges (logged, undoable)")
    delete.add_argument("ids", type=int, nargs="+", metavar="ID")
    delete.set_defaults(run=cmd_insights_delete)

    forget = sub.add_parser(
        "forget", help="remove tasks: their runs, query-graph edges, usage and hyperedges (logged, undoable)"
    )
    forget.add_argument("task_ids", nargs="+", metavar="TASK_ID")
    forget.set_defaults(run=cmd_forget)
    history = sub.add_parser("history", help="the logged changes: who, when, what, and whether undoable")
    history.add_argument("--limit", type=int, help="the newest this many")
    history.add_argument("--json", action="store_true", help="with the before/after states")
    history.set_defaults(run=cmd_history)
    undo = sub.add_parser("undo", help="reverse a logged change (newest first for each insight or task)")
    undo.add_argument("change_id", type=int)
    undo.set_defaults(run=cmd_undo)
    compact = sub.add_parser(
        "compact", help="make logged changes permanent: drop the states kept for undo (forgotten data goes too)"
    )
    compact.add_argument("--through", type=int, help="only the changes up to this id")
    compact.set_defaults(run=cmd_compact)

    for command in (listing, search, edit, delete, forget, history, undo, compact):
        _store_options(command)
    for command in (edit, delete, forget, undo, compact):
        command.add_argument("--by", help="who makes the change (default: the operating-system user)")


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gmem", description="Hierarchical collective memory for agent teams")
    p.add_argument("-v", "--verbose", action="store_true", help="log what gmem does")
    sub = p.add_subparsers(dest="command", required=True)

    imp = sub.add_parser("import", help="import a trajectory JSONL file (atomic: a bad line stores nothing)")
    imp.add_argument("file")
    _store_options(imp)
    imp.add_argument("--quiet", action="store_true", help="no progress bar")
    imp.set_defaults(run=cmd_import)

    query = sub.add_parser("query", help="retrieve memory for a task")
    query.add_argument("task")
    _store_options(query)
    query.add_argument("--context", default="")
    query.add_argument("--role", action="append", default=[], help="name or name=description (repeatable)")
    query.add_argument("--json", action="store_true")
    query.set_defaults(run=cmd_query)

    stats = sub.add_parser("stats", help="size of a memory")
    _store_options(stats)
    stats.add_argument("--json", action="store_true")
    stats.set_defaults(run=cmd_stats)

    export = sub.add_parser(
        "export-memory", aliases=["export"], help="write a whole memory (tasks, graphs, insights, vectors) to JSONL"
    )
    _store_options(export)
    export.add_argument("--out", required=True, help="the JSONL file to write")
    export.set_defaults(run=cmd_export_memory)

    imp_memory = sub.add_parser(
        "import-memory", help="add a memory written by export-memory to a store (atomic: all of it or nothing)"
    )
    imp_memory.add_argument("file")
    _store_options(imp_memory)
    imp_memory.set_defaults(run=cmd_import_memory)

    _curation_commands(sub)
    show = sub.add_parser("show", help="draw the memory as one self-contained HTML page (offline, pan/zoom, click to read)")
    _store_options(show)
    what = show.add_mutually_exclusive_group()
    what.add_argument("--task", help="draw this task, its neighbours and its run")
    what.add_argument("--query", help="draw the traversal for this new task: what it picked, and why")
    show.add_argument("--context", default="", help="the query's context (with --query)")
    show.add_argument("--out", required=True, help="the HTML file to write")
    show.add_argument("--max-tasks", type=int, default=150, help="most tasks drawn (the rest are counted)")
    show.add_argument("--max-insights", type=int, default=60, help="most insights drawn")
    show.add_argument("--max-runs", type=int, default=10, help="most interaction graphs embedded")
    show.set_defaults(run=cmd_show)

    demo = sub.add_parser("demo", help="offline demo: build a memory from shipped runs and query it")
    demo.add_argument("--store", default="gmem-demo.db")
    demo.add_argument("--task", default=DEMO_TASK)
    demo.add_argument("--trajectories", help="another JSONL file in the import format")
    demo.set_defaults(run=cmd_demo)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    creates = args.command in ("import", "import-memory", "demo")
    if not creates and not is_postgres_url(args.store) and not Path(args.store).exists():
        console.print(f"[red]error:[/red] no memory at {args.store} (create one with 'gmem import FILE --store {args.store}')")
        return 2
    return int(args.run(args))


if __name__ == "__main__":
    raise SystemExit(main())
