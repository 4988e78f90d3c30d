"""What the query tier's word vectors cost, and where: an import of tasks with a wide vocabulary.

The query tier maps a query word the memory never learned onto the learned words nearest in meaning, so it
needs one MiniLM vector per vocabulary word (``gmem.tiers.query.QueryIndex.words_to_embed``). They are
embedded where the words are learned (the import, ``gmem.replica.IndexReplica.embed_words``); a version that
embedded them lazily made the first retrieval after an import pay for the whole vocabulary. This benchmark
times the import (``Memory.import_jsonl``, as ``gmem import`` runs it), the first retrieval after it and the
later ones, and how many words the first retrieval found still to embed. Then it opens the memory again, as the
next process of a team would, and times its first three retrievals (what an index rebuilt from the store would
embed again falls on them: the vocabulary, then the instructions read in context a chunk per retrieval), and
the forget of its first task and the first three retrievals after it (the index is rebuilt from the store).

Tasks are built from the shared HotpotQA sample: every sentence of every context paragraph is one task (one
search step, then finish), the widest vocabulary the shared data holds::

    python -m benchmarks.word_vectors --hotpotqa ../shared/data/hotpotqa/hotpot_dev_distractor_sample100.jsonl

With ``--database`` the memory is a PostgreSQL one (a throwaway pgserver) scored in the database
(``index="database"``), where the words read in context are kept in the database: the forget is timed
there, and how many instructions the three retrievals after it read again.

Before/after: run the same script against an older checkout (``PYTHONPATH=OLD_CHECKOUT``) with ``--out
before.json``, then here with ``--before before.json``: the table and the plot
(``benchmarks/results/word_vectors.png``) put both side by side. The machine's load average is recorded with
each run: compare runs made in the same minutes.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from collections.abc import Sequence
from contextlib import ExitStack
from pathlib import Path

import numpy as np
from rich.console import Console
from rich.table import Table
from tqdm import tqdm

from experiments.bench_concurrency import throwaway_postgres
from experiments.hotpotqa.data import load_questions
from experiments.plotting import pyplot, save
from gmem import Memory
from gmem.embedding import Embedder, WordsInContext, resolve_embedder
from gmem.models import Step, TaskRecord

RESULTS = Path(__file__).parent / "results"
QUERIES = [
    "Which magazine was started first, Arthur's Magazine or First for Women?",
    "What government position was held by the woman who portrayed Corliss Archer in the film Kiss and Tell?",
    "Were Scott Derrickson and Ed Wood of the same nationality?",
]
#: What each run reports (and the before/after table compares), with its unit.
FIGURES = {
    "import_s": "import (s)",
    "first_retrieve_s": "first retrieve (s)",
    "first_answer_s": "import + first retrieve (s)",
    "later_retrieve_ms_p50": "later retrieves p50 (ms)",
    "reopened_three_s": "reopened: first 3 retrieves (s)",
    "forget_s": "forget (s)",
    "forgot_three_s": "after a forget: first 3 retrieves (s)",
    "words_left_to_retrieve": "words left to the first retrieve",
    "read_after_forget": "instructions read after the forget",
}


class _Counting:
    """An embedder that counts the instructions it reads in context (a retrieval's own query aside)."""

    def __init__(self, inner: Embedder) -> None:
        self.inner, self.read = inner, 0
        self.dimension, self.name = inner.dimension, inner.name

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return self.inner.embed(texts)

    def embed_in_context(self, texts: Sequence[str]) -> tuple[np.ndarray, list[WordsInContext]]:
        self.read += sum(text not in QUERIES for text in texts)
        return self.inner.embed_in_context(texts)  # type: ignore[attr-defined, no-any-return]


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


def measure(tasks: list[TaskRecord], workdir: Path, database: str | None = None) -> dict[str, float]:
    """Import ``tasks`` into a fresh memory from a JSONL file, then time the first and the later retrievals, the
    first three of the memory opened again, and the first three after a forget. ``database``: a PostgreSQL
    URL, to score in the database, in a namespace of its own."""
    embedder = _Counting(resolve_embedder(None))
    embedder.embed(["warm-up"])
    source = workdir / f"tasks{len(tasks)}.jsonl"
    source.write_text("".join(t.model_dump_json() + "\n" for t in tasks))

    def opened() -> Memory:
        if database:
            return Memory.open(database, embedder=embedder, namespace=f"m{len(tasks)}", index="database")
        return Memory.open(str(workdir / f"m{len(tasks)}.db"), embedder=embedder)

    with opened() as memory:
        load = os.getloadavg()[0]
        start = time.perf_counter()
        memory.import_jsonl(source)
        imported = time.perf_counter() - start
        index = memory._replica.index
        left = len(index.words_to_embed())
        scoring = getattr(memory._replica, "scoring", None)  # scored in the database: its statistics' index
        vocabulary = len((scoring.statistics().index if scoring else index).vocabulary())
        if database:  # the words in context are read a chunk per operation, and the benchmark is the forget
            memory.warm()
        first = _timed(memory, QUERIES[0])
        later = [_timed(memory, query) for query in QUERIES * 3]
    with opened() as memory:
        reopened = sum(_timed(memory, query) for query in QUERIES)
        start = time.perf_counter()
        memory.forget(tasks[0].id)  # the first task: its words' first samples
        forget = time.perf_counter() - start
        read = embedder.read
        forgot = sum(_timed(memory, query) for query in QUERIES)
        read_again = embedder.read - read
    return {
        "tasks": len(tasks),
        "vocabulary": vocabulary,
        "import_s": round(imported, 2),
        "first_retrieve_s": round(first, 2),
        "first_answer_s": round(imported + first, 2),
        "later_retrieve_ms_p50": round(1000 * statistics.median(later), 1),
        "reopened_three_s": round(reopened, 2),
        "forget_s": round(forget, 2),
        "forgot_three_s": round(forgot, 2),
        "words_left_to_retrieve": left,
        "read_after_forget": read_again,
        "load": round(load, 1),
    }


def _timed(memory: Memory, query: str) -> float:
    start = time.perf_counter()
    memory.retrieve(query)
    return time.perf_counter() - start


def _figure(row: dict[str, float], key: str) -> str:
    """A figure of an earlier run, which may not have measured it."""
    return f"{row[key]:g}" if key in row else "-"


def table(rows: list[dict[str, float]], before: list[dict[str, float]]) -> Table:
    """One row per memory size; with ``before``, each figure as ``before -> after``."""
    earlier = {r["tasks"]: r for r in before}
    out = Table(title="word vectors after an import" + (" (before -> after)" if before else ""))
    for column in ("tasks", "vocabulary", *FIGURES.values(), "load"):
        out.add_column(column)
    for row in rows:
        old = earlier.get(row["tasks"])
        cells = [f"{row[k]:g}" if old is None else f"{_figure(old, k)} -> {row[k]:g}" for k in FIGURES]
        load = f"{row['load']:g}" if old is None else f"{old['load']:g} / {row['load']:g}"
        out.add_row(f"{row['tasks']:g}", f"{row['vocabulary']:g}", *cells, load)
    return out


def plot(rows: list[dict[str, float]], before: list[dict[str, float]], path: Path) -> None:
    plt = pyplot()

    keys = [key for key in FIGURES if key not in ("words_left_to_retrieve", "read_after_forget")]
    fig, axes = plt.subplots(1, len(keys), figsize=(4 * len(keys), 4))
    runs = [("before", before), ("after", rows)] if before else [("this run", rows)]
    for ax, key in zip(axes, keys):
        for label, run in runs:
            measured = [r for r in run if key in r]  # an earlier run may not have measured every figure
            ax.plot([r["vocabulary"] for r in measured], [r[key] for r in measured], "o-", label=label)
        ax.set_xlabel("vocabulary words imported")
        ax.set_title(FIGURES[key], fontsize=10)
        ax.legend(fontsize=8)
    save(fig, path)


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hotpotqa", required=True, type=Path)
    p.add_argument("--sizes", type=int, nargs="+", default=[200, 600])
    p.add_argument("--out", type=Path, default=RESULTS / "word_vectors.json", help="where this run's figures go")
    p.add_argument("--before", type=Path, help="an earlier run's --out, to compare with")
    p.add_argument("--database", action="store_true", help="score in PostgreSQL (a throwaway pgserver)")
    args = p.parse_args()
    tasks = sentence_tasks(args.hotpotqa)
    rows = []
    with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
        database = stack.enter_context(throwaway_postgres()) if args.database else None
        for size in tqdm(args.sizes, desc="memory sizes"):
            rows.append(measure(tasks[:size], Path(tmp), database))
    before = json.loads(args.before.read_text()) if args.before else []
    Console(width=180).print(table(rows, before))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(rows, indent=1))
    plot(rows, before, args.out.with_suffix(".png"))


if __name__ == "__main__":
    main()
