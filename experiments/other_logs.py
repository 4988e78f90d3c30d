"""Another team's runs, logged as its framework logs them: does a memory compare them with runs logged as commands?

Teams import runs they logged with their own framework, converted to gmem's steps with the least effort: a step's
``action`` is whatever the framework stored for the turn (a serialized message, an event's repr, a code block), its
``observation`` what the tool returned, as stored. Such formats, three per writer, were written by model
instances shown nothing of gmem (:mod:`experiments.logwriters`). For each, a memory of the 67 shared runs whose odd
positions are imported as that team logged them and whose even ones are recorded as they are asks each even task in
its recorded wording (as ``make replay``'s rows "another team's runs first, in its own log format"): a task of the
right kind first (top-1), the share of the top 3, the share of the lessons shown of the query's kind, the lessons
the memory learned (one log teaches the number the "as recorded" row shows), and the net of on-kind items shown.

    python -m experiments.other_logs --trajectories ../shared/data/alfworld/gmemory_autogen_qwen14b_trajectories.jsonl
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.table import Table
from tqdm import tqdm

from experiments.logwriters import WRITERS
from experiments.plotting import pyplot, save
from experiments.replay import RESULTS, Stream, replay_stream
from gmem import MemoryConfig
from gmem.importer import read_jsonl
from gmem.models import TaskRecord

#: A writer's conversion of one recorded step: (agent, action, observation, index in the run) -> the step's fields.
Convert = Callable[[str, str, str, int], dict[str, str]]
#: The reference row: the odd runs imported exactly as the even ones are recorded.
AS_RECORDED = ("-", "as recorded")


def formats() -> dict[tuple[str, str], Convert]:
    """{(writer, format): conversion} for every writer of :data:`~experiments.logwriters.WRITERS`."""
    found: dict[tuple[str, str], Convert] = {}
    for writer in WRITERS:
        module = importlib.import_module(f"experiments.logwriters.{writer}")
        found.update({(writer, name): convert for name, convert in module.FORMATS.items()})
    return found


def _short(writer: str) -> str:
    """A writer's letters (``writer_ab`` is ``ab``)."""
    return writer.removeprefix("writer_")


def logged_by(record: TaskRecord, convert: Convert) -> TaskRecord:
    """``record`` with each step as the other team's converted log holds it."""
    steps = [
        step.model_copy(update=convert(step.agent, step.action, step.observation, n))
        for n, step in enumerate(record.steps)
    ]
    return record.model_copy(update={"steps": steps})


def measure(records: list[TaskRecord], convert: Convert | None, workdir: Path) -> dict:
    """gmem's figures on the stream whose odd runs are imported through ``convert`` (None: as recorded)."""
    own = {r.id for n, r in enumerate(records) if n % 2 == 0}
    then = [r if r.id in own or convert is None else logged_by(r, convert) for r in records]
    stream = Stream("other logs", then, [r.instruction for r in then], own)
    with tempfile.TemporaryDirectory(dir=workdir) as tmp:
        result = replay_stream(stream, 3, MemoryConfig(), str(Path(tmp) / "memory.db"), progress=False)
    keys = ("precision_at_1", "precision_at_3", "lessons_on_family", "insights", "shown_net_on_family")
    return {key: result[key] for key in keys}


def plot(rows: list[dict], path: Path) -> None:
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(max(12, 0.22 * len(rows)), 5.5))  # a readable label for each format
    names = [
        f"{row['format']} ({_short(row['writer'])}{', blind' if row['seen'].startswith('blind') else ''})"
        if row["writer"] != "-"
        else row["format"]
        for row in rows
    ]
    positions = range(len(rows))
    ax.bar([p - 0.2 for p in positions], [row["precision_at_1"] for row in rows], width=0.4, label="top-1")
    ax.bar([p + 0.2 for p in positions], [row["lessons_on_family"] for row in rows], width=0.4, label="lessons on kind")
    ax.set_xticks(list(positions), names, rotation=60, ha="right", fontsize=8)
    ax.set_ylim(0.6, 1.1)
    ax.set_ylabel("share")
    ax.set_title("Another team's runs first, in its framework's log format (odd runs imported, even asked)")
    ax.legend(loc="upper right", ncol=2)
    save(fig, path)


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trajectories", required=True, type=Path)
    p.add_argument("--out", type=Path, default=RESULTS / "other_logs.json")
    args = p.parse_args()
    records = [record for _, record in read_jsonl(args.trajectories)]
    todo: list[tuple[tuple[str, str], Convert | None]] = [(AS_RECORDED, None), *formats().items()]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for (writer, name), convert in tqdm(todo, desc="log formats", unit="format"):
            seen = WRITERS.get(writer, "reference")
            rows.append({"writer": writer, "format": name, "seen": seen, **measure(records, convert, Path(tmp))})
    table = Table(title="Another team's runs first, in its framework's log format")
    for column in ("writer", "format", "what was seen", "top-1", "top-3", "lessons on kind", "lessons", "net shown"):
        table.add_column(column)
    for row in rows:
        figures = (row["precision_at_1"], row["precision_at_3"], row["lessons_on_family"])
        table.add_row(
            _short(row["writer"]),
            row["format"],
            row["seen"],
            *(f"{value:.3f}" for value in figures),
            str(row["insights"]),
            f"{row['shown_net_on_family']:.2f}",
        )
    Console(width=max(Console().width, 120)).print(table)  # a log's 80 columns would cut the formats' names
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(rows, indent=1))
    plot(rows, args.out.with_suffix(".png"))


if __name__ == "__main__":
    main()
