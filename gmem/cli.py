"""``gmem`` command line: import runs, query the memory, show its size, move a memory between stores, and the
offline demo. ``--store`` is a SQLite file or a ``postgresql://`` URL; ``--namespace`` picks the team's memory in it.

This module is the parser only: it imports nothing of the library, so ``gmem --help`` and a mistyped command
answer at once; :mod:`gmem.commands` does the work once a command is parsed.
"""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Any, NoReturn

DEFAULT_STORE = "gmem.db"
DEMO_TASK = "heat some egg and put it in countertop."


# --------------------------------------------------------------------------- the parser


class _Parser(argparse.ArgumentParser):
    """No abbreviated options (``--stor`` is a mistake, not ``--store``); errors in a subcommand's
    arguments print that subcommand's usage."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def _command(sub: argparse._SubParsersAction[_Parser], name: str, run: str, **kwargs: Any) -> _Parser:
    """A subcommand whose work is ``gmem.commands.<run>``."""
    command = sub.add_parser(name, **kwargs)
    command.set_defaults(run=run, command_parser=command)
    return command


def _store_options(command: argparse.ArgumentParser) -> None:
    command.add_argument("--store", default=DEFAULT_STORE, help="SQLite file or postgresql:// URL")
    command.add_argument("--namespace", help="the team / project / tenant memory to use (default: 'default')")


def _curation_commands(sub: argparse._SubParsersAction[_Parser]) -> None:
    """insights list|search|edit|delete, forget, history, undo, compact: every change logged, undoable."""
    insights = sub.add_parser("insights", help="list, search, edit or delete the memory's insights")
    verbs = insights.add_subparsers(dest="verb", required=True)
    listing = _command(verbs, "list", "cmd_insights_list", help="every insight, best score first")
    listing.add_argument("--limit", type=int, help="show at most this many")
    search = _command(verbs, "search", "cmd_insights_search", help="insights whose text has every word of TEXT")
    search.add_argument("text")
    for command in (listing, search):
        command.add_argument("--json", action="store_true")
    edit = _command(verbs, "edit", "cmd_insights_edit", help="reword and/or rescore an insight (logged, undoable)")
    edit.add_argument("id", type=int)
    edit.add_argument("--text", help="the new wording")
    edit.add_argument("--score", type=float, help="the new score (0 or less: never shown)")
    delete = _command(
        verbs, "delete", "cmd_insights_delete", help="delete insights with their hyperedges (logged, undoable)"
    )
    delete.add_argument("ids", type=int, nargs="+", metavar="ID")

    forget = _command(
        sub,
        "forget",
        "cmd_forget",
        help="remove tasks: their runs, query-graph edges, usage and hyperedges (logged, undoable)",
    )
    forget.add_argument("task_ids", nargs="+", metavar="TASK_ID")
    history = _command(sub, "history", "cmd_history", help="the logged changes: who, when, what, and whether undoable")
    history.add_argument("--limit", type=int, help="the newest this many")
    history.add_argument("--json", action="store_true", help="with the before/after states")
    undo = _command(sub, "undo", "cmd_undo", help="reverse a logged change (newest first for each insight or task)")
    undo.add_argument("change_id", type=int)
    compact = _command(
        sub,
        "compact",
        "cmd_compact",
        help="make logged changes permanent: drop the states kept for undo (forgotten data goes too)",
    )
    compact.add_argument("--through", type=int, help="only the changes up to this id")

    for command in (listing, search, edit, delete, forget, history, undo, compact):
        _store_options(command)
    for command in (edit, delete, forget, undo, compact):
        command.add_argument("--by", help="who makes the change (default: the operating-system user)")


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="gmem", description="Hierarchical collective memory for agent teams")
    p.add_argument("-v", "--verbose", action="store_true", help="log what gmem does (and a failure's traceback)")
    sub = p.add_subparsers(dest="command", required=True)

    imp = _command(
        sub, "import", "cmd_import", help="import a trajectory JSONL file (atomic: a bad line stores nothing)"
    )
    imp.add_argument("file")
    _store_options(imp)
    imp.add_argument("--skip-existing", action="store_true", help="skip tasks whose id is stored already")
    imp.add_argument("--quiet", action="store_true", help="no progress bar")

    query = _command(sub, "query", "cmd_query", help="retrieve memory for a task")
    query.add_argument("task")
    _store_options(query)
    query.add_argument("--context", default="")
    query.add_argument("--role", action="append", default=[], help="name or name=description (repeatable)")
    query.add_argument("--k", type=int, help="most past tasks ranked (default: the memory's traversal.candidates)")
    query.add_argument(
        "--min-relevance",
        type=float,
        help="relevance floor for this query, 0-1 (default: the memory's traversal.min_relevance)",
    )
    query.add_argument("--domain", help="only past tasks recorded with this domain")
    query.add_argument(
        "--explain", action="store_true", help="also show how the memory read each word of the task, and why"
    )
    query.add_argument("--json", action="store_true")

    feedback = _command(
        sub,
        "feedback",
        "cmd_feedback",
        help="settle or correct a recorded task's outcome; its first verdict teaches the run's lessons",
    )
    feedback.add_argument("task_id")
    feedback.add_argument("outcome", help="resolved, failed or unknown (also true / false)")
    feedback.add_argument("--detail", help="why it ended so (shown with a failed run)")
    feedback.add_argument("--by", help="who gives it (a correction is logged; default: the operating-system user)")
    _store_options(feedback)

    stats = _command(sub, "stats", "cmd_stats", help="size of a memory")
    _store_options(stats)
    stats.add_argument("--json", action="store_true")

    namespaces = _command(sub, "namespaces", "cmd_namespaces", help="the namespaces (team memories) in a store")
    namespaces.add_argument("--store", default=DEFAULT_STORE, help="SQLite file or postgresql:// URL")
    namespaces.add_argument("--json", action="store_true")

    export = _command(
        sub,
        "export-memory",
        "cmd_export_memory",
        aliases=["export"],
        help="write a whole memory (tasks, graphs, insights, vectors) to JSONL",
    )
    _store_options(export)
    export.add_argument("--out", required=True, help="the JSONL file to write")

    imp_memory = _command(
        sub,
        "import-memory",
        "cmd_import_memory",
        help="add a memory written by export-memory to a store (atomic: all of it or nothing)",
    )
    imp_memory.add_argument("file")
    _store_options(imp_memory)

    _curation_commands(sub)
    show = _command(
        sub,
        "show",
        "cmd_show",
        help="draw the memory as one self-contained HTML page (offline, pan/zoom, click to read)",
    )
    _store_options(show)
    what = show.add_mutually_exclusive_group()
    what.add_argument("--task", help="draw this task, its neighbours and its run")
    what.add_argument("--query", help="draw the traversal for this new task: what it picked, and why")
    show.add_argument("--context", default="", help="the query's context (with --query)")
    show.add_argument("--out", required=True, help="the HTML file to write")
    # Unset limits stay None: the page's own defaults (gmem.viz.SceneLimits) apply.
    show.add_argument("--max-tasks", type=int, help="most tasks drawn (the rest are counted)")
    show.add_argument("--max-insights", type=int, help="most insights drawn")
    show.add_argument("--max-runs", type=int, help="most interaction graphs embedded")

    demo = _command(sub, "demo", "cmd_demo", help="offline demo: build a memory from shipped runs and query it")
    demo.add_argument("--store", help="where to build it (must not exist; default: a new temporary folder)")
    demo.add_argument("--task", default=DEMO_TASK)
    demo.add_argument("--trajectories", help="another JSONL file in the import format")
    return p


def main(argv: list[str] | None = None) -> int:
    args, unknown = parser().parse_known_args(argv)
    if unknown:
        args.command_parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING, format="%(levelname)s %(name)s: %(message)s"
    )
    from gmem import commands

    return commands.run(args)


if __name__ == "__main__":
    raise SystemExit(main())
