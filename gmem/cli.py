"""``gmem`` command line: import runs, query the memory, show its size, and the offline demo."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from importlib import resources
from pathlib import Path

from rich.console import Console
from rich.panel import Panel
from rich.table import Table

from gmem.importer import RecordError
from gmem.memory import Memory, Retrieval

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
    with Memory.open(args.store) as memory:
        before = memory.stats().tasks
        try:
            added = memory.import_jsonl(args.file, progress=not args.quiet)
        except RecordError as exc:
            console.print(f"[red]error:[/red] {exc}\nnothing from {args.file} was stored.", highlight=False)
            return 2
        console.print(f"imported {len(added)} tasks into {args.store} ({before} -> {before + len(added)})")
    return 0


def cmd_query(args: argparse.Namespace) -> int:
    with Memory.open(args.store) as memory:
        result = memory.retrieve(args.task, context=args.context, roles=_roles(args.role))
    if args.json:
        sys.stdout.write(result.model_dump_json(indent=2) + "\n")
    else:
        show_retrieval(result)
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    with Memory.open(args.store) as memory:
        stats = memory.stats()
    if args.json:
        sys.stdout.write(stats.model_dump_json(indent=2) + "\n")
        return 0
    table = Table(title=f"gmem memory {stats.location}", show_header=False)
    for key, value in stats.model_dump().items():
        table.add_row(key, str(value))
    console.print(table)
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


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gmem", description="Hierarchical collective memory for agent teams")
    p.add_argument("-v", "--verbose", action="store_true", help="log what gmem does")
    sub = p.add_subparsers(dest="command", required=True)

    imp = sub.add_parser("import", help="import a trajectory JSONL file (atomic: a bad line stores nothing)")
    imp.add_argument("file")
    imp.add_argument("--store", default=DEFAULT_STORE)
    imp.add_argument("--quiet", action="store_true", help="no progress bar")
    imp.set_defaults(run=cmd_import)

    query = sub.add_parser("query", help="retrieve memory for a task")
    query.add_argument("task")
    query.add_argument("--store", default=DEFAULT_STORE)
    query.add_argument("--context", default="")
    query.add_argument("--role", action="append", default=[], help="name or name=description (repeatable)")
    query.add_argument("--json", action="store_true")
    query.set_defaults(run=cmd_query)

    stats = sub.add_parser("stats", help="size of a memory")
    stats.add_argument("--store", default=DEFAULT_STORE)
    stats.add_argument("--json", action="store_true")
    stats.set_defaults(run=cmd_stats)

    demo = sub.add_parser("demo", help="offline demo: build a memory from shipped runs and query it")
    demo.add_argument("--store", default="gmem-demo.db")
    demo.add_argument("--task", default=DEMO_TASK)
    demo.add_argument("--trajectories", help="another JSONL file in the import format")
    demo.set_defaults(run=cmd_demo)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.command != "import" and not args.command == "demo" and not Path(args.store).exists():
        console.print(f"[red]error:[/red] no memory at {args.store} (create one with 'gmem import FILE --store {args.store}')")
        return 2
    return int(args.run(args))


if __name__ == "__main__":
    raise SystemExit(main())
