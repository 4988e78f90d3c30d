"""What the query tier's word vectors cost, and where: after a large import of tasks with a wide vocabulary.

The query tier maps a query word the memory never learned onto the learned words nearest in meaning, so it
needs one MiniLM vector per vocabulary word (``gmem.tiers.query.QueryIndex.words_to_embed``). Today they are
embedded lazily, by the first retrieval that finds them missing: after an import, that retrieval pays for the
whole import's vocabulary. This benchmark measures that cost against the vocabulary's size, and what the same
embedding would add to recording instead (the hook: embed a recorded task's new words with its instruction).

Tasks are built from the shared HotpotQA sample: every sentence of every context paragraph is one task (one
search step, then finish), the widest vocabulary the shared data holds::

    python -m benchmarks.word_vectors --hotpotqa ../shared/data/hotpotqa/hotpot_dev_distractor_sample100.jsonl

It prints, per memory size: tasks, vocabulary words, the import's time, the first retrieval after it, a
later retrieval, and the per-task cost the vocabulary would add to recording; and plots them
(``benchmarks/results/word_vectors.png``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table
from tqdm import tqdm

from experiments.hotpotqa.data import load_questions
from gmem import Memory
from gmem.embedding import resolve_embedder
from gmem.models import Step, TaskRecord
from gmem.tiers.terms import terms

RESULTS = Path(__file__).parent / "results"
QUERIES = [
    "Which magazine was started first, Arthur's Magazine or First for Women?",
    "What government position was held by the woman who portrayed Corliss Archer in the film Kiss and Tell?",
    "Were Scott Derrickson and Ed Wood of the same nationality?",
]


def sentence_tasks(path: Path) -> list[TaskRecord]:
    """One resolved task per context sentence of the HotpotQA file, in file order."""
    out: list[TaskRecord] = []
    for question in load_questions(path):
        for paragraph in question.paragraphs:
            for n, sentence in enumerate(paragraph.sentences):
                if sentence.strip():
                    out.append(
                        TaskRecord(
                            id=f"{question.id}-{len(out)}",
                            instruction=sentence.strip(),
                            domain="hotpotqa",
                            steps=[
                                Step(agent="researcher", action=f"Lookup[{paragraph.title}]", observation=sentence),
                                Step(agent="researcher", action=f"Finish[{n}]", observation="Episode finished."),
                            ],
                            success=True,
                        )
                    )
    return out


def measure(tasks: list[TaskRecord], workdir: Path) -> dict[str, float]:
    """Import ``tasks`` into a fresh memory, then time the first and the later retrievals."""
    embedder = resolve_embedder(None)
    embedder.embed(["warm-up"])
    vocabulary = len({w for t in tasks for w in terms(t.instruction)})
    with Memory.open(str(workdir / f"m{len(tasks)}.db"), embedder=embedder) as memory:
        start = time.perf_counter()
        memory.record_many(tasks)
        imported = time.perf_counter() - start
        start = time.perf_counter()
        memory.retrieve(QUERIES[0])
        first = time.perf_counter() - start
        later = []
        for query in QUERIES * 3:
            start = time.perf_counter()
            memory.retrieve(query)
            later.append(time.perf_counter() - start)
    later_p50 = statistics.median(later)
    # The first retrieval's extra time is the vocabulary's embedding (its per-word cost, times the words a
    # task brings, is what recording would pay instead).
    per_word = max(first - later_p50, 0.0) / vocabulary
    return {
        "tasks": len(tasks),
        "vocabulary": vocabulary,
        "import_s": round(imported, 2),
        "import_ms_per_task": round(1000 * imported / len(tasks), 2),
        "first_retrieve_s": round(first, 2),
        "later_retrieve_ms_p50": round(1000 * later_p50, 1),
        "embed_ms_per_word": round(1000 * per_word, 3),
        "record_ms_per_task_if_at_record": round(1000 * per_word * vocabulary / len(tasks), 2),
    }


def plot(rows: list[dict[str, float]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    vocabulary = [r["vocabulary"] for r in rows]
    left.plot(vocabulary, [r["first_retrieve_s"] for r in rows], "o-", label="first retrieve after import (lazy)")
    left.plot(vocabulary, [r["later_retrieve_ms_p50"] / 1000 for r in rows], "o-", label="later retrieve p50")
    left.set_xlabel("vocabulary words imported")
    left.set_ylabel("seconds")
    left.legend(fontsize=8)
    tasks = [r["tasks"] for r in rows]
    right.plot(tasks, [r["import_ms_per_task"] for r in rows], "o-", label="record, today")
    right.plot(
        tasks,
        [r["import_ms_per_task"] + r["record_ms_per_task_if_at_record"] for r in rows],
        "o-",
        label="record, embedding new words too",
    )
    right.set_xlabel("tasks imported")
    right.set_ylabel("ms per task")
    right.legend(fontsize=8)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hotpotqa", required=True, type=Path)
    p.add_argument("--sizes", type=int, nargs="+", default=[250, 1000, 4000])
    args = p.parse_args()
    tasks = sentence_tasks(args.hotpotqa)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for size in tqdm(args.sizes, desc="memory sizes"):
            rows.append(measure(tasks[:size], Path(tmp)))
    table = Table(title="word vectors: embedded lazily at the first retrieval after an import")
    for column in rows[0]:
        table.add_column(column)
    for row in rows:
        table.add_row(*(f"{value:g}" for value in row.values()))
    Console(width=180).print(table)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "word_vectors.json").write_text(json.dumps(rows, indent=1))
    plot(rows, RESULTS / "word_vectors.png")


if __name__ == "__main__":
    main()
