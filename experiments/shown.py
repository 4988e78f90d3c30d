"""Choose how far below the best match a past task's lessons are still offered and its failure still shown to
reviewers (``TraversalSettings.lesson_margin``, ``failure_margin``), on the tune split only.

A retrieval ranks the past tasks well (same-family top-1 near 0.95 on the tune wording) and was still
showing a planner the procedures of every kind of task: most of its lesson slots went to other kinds,
reached through a hop or a fill far below the best, and a lesson shared by many tasks a little below the
best summed their support. This replays the tune streams whose memory is in the recorded wording and whose
queries are rephrased (scored from the first task, and with the other half of the runs recorded first),
with a team of three roles, and reports for each setting what the team was shown: the on-family share of its
lessons and failed runs, and the net of them per query (on-family minus off-family items), which the
default maximises.

    python -m experiments.shown --trajectories ALFWORLD.jsonl [--wordings tune tune8 ...]
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from rich.console import Console
from rich.table import Table
from tqdm import tqdm

from experiments import rephrasings
from experiments.replay import HALF_FIRST, SHOWN, mean_figures, replay_stream, streams
from gmem import MemoryConfig
from gmem.embedding import resolve_embedder
from gmem.importer import read_jsonl

SPLIT = "tune"
PHRASINGS = ("memory exact, query rephrased", HALF_FIRST)
#: Each setting's values, the defaults among them.
GRID = {
    "lesson_margin": (0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 100.0),
    "failure_margin": (0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 100.0),
}


def settings() -> list[dict[str, float]]:
    """The defaults, then each other value of the grid with the rest at their defaults."""
    defaults = MemoryConfig().traversal
    base = {name: getattr(defaults, name) for name in GRID}
    out = [base]
    for name, values in GRID.items():
        out += [base | {name: value} for value in values if value != base[name]]
    return out


def measure(trajectories: Path, workdir: Path, wordings: Sequence[str] = (SPLIT,)) -> list[dict]:
    """One row per setting: the mean of each figure of what the team was shown over the streams of ``wordings``
    (tune wordings only)."""
    untuned = set(wordings) - set(rephrasings.TUNING)
    if untuned:
        raise ValueError(f"--wordings: {sorted(untuned)} are not tune wordings ({', '.join(rephrasings.TUNING)})")
    records = [task for _, task in read_jsonl(trajectories)]
    chosen = [
        s
        for phrasing, split, s in streams(records, rephrasings.DEFAULT_OUT, list(wordings))
        if split in wordings and phrasing in PHRASINGS
    ]
    embedder = resolve_embedder(None)
    rows = []
    for n, setting in enumerate(tqdm(settings(), desc="settings")):
        base = MemoryConfig()
        config = base.model_copy(update={"traversal": base.traversal.model_copy(update=setting)})
        results = [
            replay_stream(stream, 3, config, str(workdir / f"{n}-{m}.db"), progress=False, embedder=embedder)
            for m, stream in enumerate(chosen)
        ]
        rows.append(setting | mean_figures(results, SHOWN))
    return rows


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trajectories", required=True, type=Path)
    p.add_argument(
        "--wordings",
        nargs="+",
        default=[SPLIT],
        help=f"tune wordings to replay (default {SPLIT}; all: {' '.join(rephrasings.TUNING)})",
    )
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        rows = measure(args.trajectories, Path(tmp), args.wordings)
    table = Table(title=f"what a team is shown, {' '.join(args.wordings)} (the first row: the defaults)")
    for column in (*GRID, *SHOWN):
        table.add_column(column)
    for row in rows:
        table.add_row(*(f"{row[c]:g}" if row[c] is not None else "" for c in (*GRID, *SHOWN)))
    Console(width=160).print(table)


if __name__ == "__main__":
    main()
