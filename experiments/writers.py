"""How often a memory of questions answers the tune questions as other writers put them: the measure the reading
of commands (:mod:`gmem.tiers.asking`, :mod:`gmem.tiers.speech`) is chosen on.

``python -m experiments.writers --hotpotqa HOTPOTQA.jsonl`` records 25 of the tune split's 50 HotpotQA questions,
asks the other 25 in each writer's words (with the two roles of :mod:`experiments.crossdomain`), then swaps the
halves, and prints the share of each writer's 50 that got context. The writers
(:data:`experiments.crossdomain.WRITERS`) are model instances shown only the 50 tune questions and a brief, nothing
of gmem; a writer's share measured before any of their texts was read is the one that says how well the reading
holds for forms it was not written from. Answered of 50 at the forty-ninth session's start and after its rules: w10
41 -> 46, w11 27 -> 38, w12 38 -> 46, w13 42 -> 45, w14 37 -> 45, w15 43 -> 47, w16 34 -> 39, each read once
measured (w13-w16 first measured after the rules read from w10-w12: 44, 37, 43, 34); w17 43 -> 45 and w18 41 -> 41,
measured at the end and never read. Only tune questions are here: held-out commands are measured by ``make
replay`` and never read.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections import defaultdict
from pathlib import Path

from rich.console import Console
from rich.table import Table
from tqdm import tqdm

from experiments.crossdomain import (
    QUESTIONS_PER_SPLIT,
    ROLES,
    WRITERS,
    WrittenCommand,
    abstained,
    halves,
    question_record,
    written_commands,
)
from experiments.hotpotqa.data import load_questions
from gmem import Memory, MemoryConfig


def answered(hotpotqa: Path, commands: list[WrittenCommand], workdir: Path) -> dict[str, list[bool]]:
    """{writer: whether each of their commands got context} from a memory of the other half of the tune questions."""
    questions = load_questions(hotpotqa)[:QUESTIONS_PER_SPLIT]
    by_writer: dict[str, list[bool]] = defaultdict(list)
    for n, (kept, asked) in enumerate(halves(QUESTIONS_PER_SPLIT)):
        ids = {questions[i].id for i in asked}
        with Memory.open(str(workdir / f"questions{n}.db"), config=MemoryConfig()) as memory:
            memory.record_many([question_record(questions[i]) for i in kept])
            for command in tqdm([c for c in commands if c.id in ids], desc=f"half {n + 1}", unit="ask"):
                by_writer[command.writer].append(not abstained(memory.retrieve(command.command, roles=ROLES)))
    return by_writer


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hotpotqa", required=True, type=Path)
    p.add_argument("--writers", type=Path, default=WRITERS)
    args = p.parse_args()
    commands = written_commands(args.writers)
    briefs = {c.writer: c.brief for c in commands}
    with tempfile.TemporaryDirectory() as tmp:
        by_writer = answered(args.hotpotqa, commands, Path(tmp))
    table = Table("writer", "brief", "answered")
    for writer, hits in by_writer.items():
        table.add_row(writer, briefs[writer], f"{sum(hits)} / {len(hits)}")
    Console().print(table)


if __name__ == "__main__":
    main()
