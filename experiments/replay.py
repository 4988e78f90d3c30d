"""Replay benchmark: take tasks in file order; for each, retrieve first (the memory holds only the
earlier tasks), then record it. Measures retrieval quality and latency with no LLM.

    python -m experiments.replay --trajectories FILE.jsonl --out OUT.jsonl [--k 3]

Writes one JSON line per task of the recorded phrasing ({"id", "retrieved", "retrieved_failed", "insights",
"latency_ms"}) and a final {"summary": ...} line. Where the file has ``task_type`` (used for scoring only,
never read by retrieval), it reports same-family precision@1 and precision@k over the tasks that had at
least one earlier task of their family that did not fail (resolved, or without a verdict where a stream records
none): precision@k = same-family hits in the top k / min(k, such tasks available). A retrieval that abstains counts
as a miss. Each retrieval is made for a team of three roles (:data:`TEAM`), and what the team is shown is scored
too: the share of the lessons and failed runs in the roles' texts that are of the query's family, and the net of
them per query.

With ``--rephrasings`` (default: the hand-written set of :mod:`experiments.rephrasings`) the same stream
is replayed in several phrasings, each scored for gmem and for two baselines on the same stream (plain
MiniLM kNN on the instruction, and BM25):

* ``exact``: recorded and asked in the recorded wording;
* ``rephrased``: recorded and asked in a rephrased wording (each task in its own variant);
* ``memory-exact / query-rephrased``: recorded in the recorded wording, asked in a rephrased one;
* the same, recorded without verdicts (:data:`NO_VERDICTS`): every run stored as a team with no judge stores it,
  outcome unknown;
* the same with the other half first (:data:`HALF_FIRST`): the runs at the positions a split does not
  score are recorded first, unscored, so each scored query meets a memory of at least half the runs, not
  the handful an early query of the stream meets;
* another team's runs first (:data:`SEEDED`): the same unscored half, in the recorded wording, then the
  scored runs recorded *and* asked in the rephrased one - a memory imported from another team's runs that
  then learns from a team asking in its own words, each new run of the team's in the memory as it asks;
* another team's runs first, in its own log format (:data:`OTHER_LOGS`): the odd positions with every action
  written as another team logs it (:data:`LOG_FORMATS`: ``> go to desk 1``, ``3. go to desk 1`` ...), then the
  even ones as recorded, all in the recorded wording: whether runs logged two ways are compared as one.

Each rephrased stream runs once per variant of each wording of :data:`experiments.rephrasings.SPLITS`,
scored on that split's task positions only (the rephrasings module says which, and how blind each still is).
A last table (:func:`grouped`, ``by_group`` in the JSON) sums up the wordings by what may be chosen on them:
the tune and read wordings as the mean and the lowest of theirs, each unread wording on its own row.
``--cross-domain`` adds the abstention benchmark of :mod:`experiments.crossdomain` and the other benchmarks' tasks in
users' words (:mod:`experiments.benchmark_wordings`). ``--before`` an earlier
``results/replay.json`` prints and plots gmem's figures before and after a change. With ``--llm`` the memory
runs its LLM operations and the summary adds the memory-side calls and tokens per operation.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from rich.console import Console
from rich.table import Table
from tqdm import tqdm

from experiments import llm_usage, rephrasings
from experiments.endpoints import PROFILES, memory_client
from experiments.plotting import pyplot, save
from gmem import Memory, MemoryConfig, Retrieval, Role, ScoringWeights, TraversalSettings
from gmem.embedding import Embedder, resolve_embedder
from gmem.importer import read_jsonl
from gmem.llm import LLMClient, LLMProvider
from gmem.llm.scripted import ScriptedMemoryModel
from gmem.models import TaskRecord, TaskStatus
from gmem.text import words

RESULTS = Path(__file__).parent / "results"


#: The team the replay retrieves for, as users describe one (the actor carries the agent name of the recorded
#: runs): what each role is shown is scored as well. ``benchmarks.roles`` measures the same team.
TEAM = [
    Role(name="solver", description="acts in the environment, one command per turn"),
    Role(name="planner", description="plans the steps of the task before the team acts"),
    Role(name="critic", description="reviews the team's work and points out mistakes"),
]
#: The figures of what the team was shown (gmem only), in the order the report prints them.
SHOWN = ("lessons_on_family", "failed_on_family", "shown_net_on_family")


@dataclass
class Stream:
    """Tasks recorded in one wording and asked in another; ``scored`` limits which tasks count."""

    name: str
    records: list[TaskRecord]
    queries: list[str]
    scored: set[str] | None = None
    # Each run recorded without its verdict, which ``feedback`` gives right after (a team with no judge, settling).
    settled_later: bool = False


def _precision(
    ranked: Sequence[str], query_id: str, family: dict[str, str | None], earlier: Sequence[str], k: int
) -> tuple[float, float] | None:
    """(hit@1, precision@k) of one retrieval, or None when no earlier task that did not fail shares the family."""
    mine = family.get(query_id)
    relevant = [t for t in earlier if family.get(t) == mine] if mine else []
    if not relevant:
        return None
    if not ranked:
        return 0.0, 0.0
    return float(family.get(ranked[0]) == mine), sum(family.get(t) == mine for t in ranked[:k]) / min(k, len(relevant))


def _shown(result: Retrieval, family: dict[str, str | None], mine: str) -> tuple[int, int, int, int]:
    """What the team was shown, by family: (lessons, of them of the query's family, failed runs, of them of
    the query's family), over the union of the roles' texts. A lesson's family is that of most of the runs
    supporting it (a lesson of another kind of task, or of all kinds, counts against)."""
    lessons = {r.insight.id: r.insight for r in result.insights}
    failed = {e.task_id for e in result.failed}
    shown_lessons = {i for context in result.roles.values() for i in context.insight_ids}
    shown_failed = {t for context in result.roles.values() for t in context.excerpt_task_ids if t in failed}
    on_lessons = 0
    for i in shown_lessons:
        kinds = Counter(family.get(t) for t in lessons[i].supporting).most_common(1)
        on_lessons += bool(kinds) and kinds[0][0] == mine
    on_failed = sum(family.get(t) == mine for t in shown_failed)
    return len(shown_lessons), on_lessons, len(shown_failed), on_failed


def replay_stream(
    stream: Stream,
    k: int,
    config: MemoryConfig,
    store: str,
    llm: LLMProvider | LLMClient | None = None,
    sink: Callable[[dict], None] | None = None,
    progress: bool = True,
    embedder: Embedder | None = None,
) -> dict:
    """gmem's same-family precision and latency on one stream (retrieve each task, then record it)."""
    family = {r.id: (r.model_extra or {}).get("task_type") for r in stream.records}
    resolved_so_far: list[str] = []  # the earlier tasks that did not fail
    hits1: list[float] = []
    hitsk: list[float] = []
    answered: list[bool] = []
    shown: list[tuple[int, int, int, int]] = []
    latencies: list[float] = []
    config = config.model_copy(update={"traversal": config.traversal.model_copy(update={"resolved_excerpts": k})})
    with Memory.open(store, config=config, llm=llm, embedder=embedder) as memory:
        memory.retrieve("warm-up")  # load the model outside the timed loop
        pairs = list(zip(stream.records, stream.queries))
        for record, query in tqdm(pairs, desc=stream.name, unit="task", disable=not progress, leave=False):
            start = time.perf_counter()
            result = memory.retrieve(query, context=record.context, roles=TEAM)
            latency = (time.perf_counter() - start) * 1000
            latencies.append(latency)
            retrieved = [t.node.id for t in result.tasks if t.node.status != TaskStatus.FAILED]
            if sink is not None:
                sink(
                    {
                        "id": record.id,
                        "retrieved": retrieved[:k],
                        "retrieved_failed": [e.task_id for e in result.failed],
                        "insights": [r.insight.text for r in result.insights],
                        "latency_ms": round(latency, 2),
                    }
                )
            score = _precision(retrieved, record.id, family, resolved_so_far, k)
            if score is not None and (stream.scored is None or record.id in stream.scored):
                hits1.append(score[0])
                hitsk.append(score[1])
                answered.append(bool(result.tasks))
                shown.append(_shown(result, family, family[record.id] or ""))
            if stream.settled_later:
                memory.record(record.model_copy(update={"success": None, "status": TaskStatus.UNKNOWN}))
                memory.feedback(record.id, record.status)
            else:
                memory.record(record)
            if record.status != TaskStatus.FAILED:
                resolved_so_far.append(record.id)
        return {
            "tasks": len(stream.records),
            "k": k,
            "latency_ms_p50": round(float(np.percentile(latencies, 50)), 2),
            "latency_ms_p95": round(float(np.percentile(latencies, 95)), 2),
            "scored_tasks": len(hits1),
            "precision_at_1": round(float(np.mean(hits1)), 3) if hits1 else None,
            f"precision_at_{k}": round(float(np.mean(hitsk)), 3) if hitsk else None,
            "answered": round(float(np.mean(answered)), 3) if answered else None,
            **_shown_summary(shown),
            "mode": memory.mode,
            "insights": memory.stats().insights,
            "llm_usage": {kind: op.model_dump() for kind, op in memory.usage.operations.items()},
        }


def _shown_summary(shown: list[tuple[int, int, int, int]]) -> dict:
    """The on-family share of the lessons and failed runs the team was shown, and the net of them per query
    (on-family minus off-family items: what ``TraversalSettings.lesson_margin`` and ``failure_margin`` were chosen on, by
    :mod:`experiments.shown`)."""
    lessons, on_lessons, failed, on_failed = (sum(column) for column in zip(*shown)) if shown else (0, 0, 0, 0)
    return {
        "lessons_on_family": round(on_lessons / lessons, 3) if lessons else None,
        "failed_on_family": round(on_failed / failed, 3) if failed else None,
        "shown_net_on_family": (
            round((2 * (on_lessons + on_failed) - lessons - failed) / len(shown), 3) if shown else None
        ),
    }


def replay(
    trajectories: Path,
    out: Path,
    k: int,
    config: MemoryConfig,
    store: str,
    llm: LLMProvider | LLMClient | None = None,
) -> dict:
    """The recorded wording, one JSON line per task and a summary line in ``out``."""
    records = [task for _, task in read_jsonl(trajectories)]
    stream = Stream("exact", records, [r.instruction for r in records])
    with out.open("w") as handle:
        summary = replay_stream(stream, k, config, store, llm, lambda line: handle.write(json.dumps(line) + "\n"))
        handle.write(json.dumps({"summary": summary}) + "\n")
    return summary


# ---------------------------------------------------------------------- baselines on the same streams


class BM25:
    """Okapi BM25 (k1 = 1.5, b = 0.75) over the words of the recorded instructions, grown one at a time."""

    def __init__(self, k1: float = 1.5, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.docs: list[Counter[str]] = []
        self.df: Counter[str] = Counter()

    def add(self, text: str) -> None:
        terms = Counter(words(text))
        self.docs.append(terms)
        self.df.update(terms.keys())

    def scores(self, text: str) -> np.ndarray:
        n = len(self.docs)
        average = sum(sum(d.values()) for d in self.docs) / max(n, 1)
        out = np.zeros(n)
        # In the query's order: a set's order, and with it the rounding of the sums, varies by process.
        for term in dict.fromkeys(words(text)):
            if term not in self.df:
                continue
            idf = math.log(1 + (n - self.df[term] + 0.5) / (self.df[term] + 0.5))
            for i, doc in enumerate(self.docs):
                tf = doc.get(term, 0)
                if tf:
                    length = sum(doc.values())
                    out[i] += idf * tf * (self.k1 + 1) / (tf + self.k1 * (1 - self.b + self.b * length / average))
        return out


def baselines(stream: Stream, k: int, embedder: Embedder) -> dict[str, dict]:
    """Dense kNN (MiniLM cosine of the instructions) and BM25, each ranking the earlier tasks that did not fail."""
    family = {r.id: (r.model_extra or {}).get("task_type") for r in stream.records}
    recorded = embedder.embed([r.instruction for r in stream.records])
    asked = embedder.embed(stream.queries)
    bm25 = BM25()
    resolved: list[int] = []
    hits: dict[str, list[tuple[float, float]]] = {"dense kNN": [], "BM25": []}
    for i, record in enumerate(stream.records):
        if resolved:
            earlier = [stream.records[j].id for j in resolved]
            dense = recorded[resolved] @ asked[i]
            lexical = bm25.scores(stream.queries[i])[resolved]
            for name, values in (("dense kNN", dense), ("BM25", lexical)):
                order = np.argsort(-values, kind="stable")[:k]
                score = _precision([earlier[j] for j in order], record.id, family, earlier, k)
                if score is not None and (stream.scored is None or record.id in stream.scored):
                    hits[name].append(score)
        bm25.add(record.instruction)
        if record.status != TaskStatus.FAILED:
            resolved.append(i)
    return {
        name: {
            "precision_at_1": round(float(np.mean([h[0] for h in values])), 3) if values else None,
            f"precision_at_{k}": round(float(np.mean([h[1] for h in values])), 3) if values else None,
            "scored_tasks": len(values),
        }
        for name, values in hits.items()
    }


# ---------------------------------------------------------------------- phrasings side by side


#: The phrasing of the stream recorded and asked in the recorded wording, each run without a verdict.
EXACT_NO_VERDICTS = "exact, without verdicts"
#: The phrasing of the stream recorded and asked in the recorded wording, each run without a verdict that
#: ``feedback`` gives right after it: it teaches what the exact stream teaches.
EXACT_SETTLED_LATER = "exact, verdicts given after each run"
#: The phrasing of the streams whose memory holds the runs in the recorded wording, each without a verdict (a team
#: that records with no judge), asked in another wording.
NO_VERDICTS = "memory exact without verdicts, query rephrased"
#: The phrasing of the streams whose memory holds the other half of the runs before the first scored query.
HALF_FIRST = "memory exact (other half first), query rephrased"
#: The phrasing of the streams whose memory holds another team's runs (the other half, recorded wording) before
#: the team's own, each recorded in the words it was asked in.
SEEDED = "another team's runs first, then memory and queries rephrased"


#: The phrasing of the stream whose runs are recorded, and whose tasks asked, as ALFWorld hands them to a team:
#: the room, then "Your task is to: ..." (what a team wrapped in one line records; :mod:`gmem.setting`).
WHOLE_PROMPT = "exact, as the whole prompt"


#: The phrasing of the streams whose memory holds another team's runs logged in another format than the team's
#: own, then the team's runs, each asked and recorded in the recorded wording (its split: the format).
OTHER_LOGS = "another team's runs first, in its own log format"
#: How other teams log an action (the recorded runs log ``go to countertop 1``, ``think: ...``): ReAct's
#: ALFWorld prompts (``> go to countertop 1``), a numbered list, a sentence with its full stop, markdown with
#: a label, a step counter, inline code, and ReAct's transcript, each step its reasoning then its act in one text.
#: ``as recorded`` is the control.
LOG_FORMATS: dict[str, Callable[[str, int], str]] = {
    "as recorded": lambda action, n: action,
    "> action": lambda action, n: f"> {action}",
    "1. action": lambda action, n: f"{n + 1}. {action}",
    "action.": lambda action, n: f"{action}.",
    "**Action:** action": lambda action, n: f"**Action:** {action}",
    "Step 1: action": lambda action, n: f"Step {n + 1}: {action}",
    "`action`": lambda action, n: f"`{action}`",
    "Thought 1: ... / Action 1: action": lambda action, n: (
        f"Thought {n + 1}: step {n + 1} of my plan.\nAction {n + 1}: {action}"
    ),
    "OpenAI tool call": lambda action, n: json.dumps(
        {"type": "function", "function": {"name": "alfworld", "arguments": json.dumps({"command": action})}}
    ),
}


def logged_as(record: TaskRecord, log_format: str) -> TaskRecord:
    """``record`` with each step's action written as :data:`LOG_FORMATS` ``[log_format]`` writes it."""
    write = LOG_FORMATS[log_format]
    steps = [step.model_copy(update={"action": write(step.action, n)}) for n, step in enumerate(record.steps)]
    return record.model_copy(update={"steps": steps})


def whole_prompt(record: TaskRecord) -> TaskRecord:
    """``record`` as ALFWorld's opening text states it, room and task in one text, with no context apart."""
    return record.model_copy(
        update={"instruction": f"{record.context}\n\nYour task is to: {record.instruction}", "context": ""}
    )


def streams(
    records: list[TaskRecord], rephrased: Path, splits: Sequence[str] = rephrasings.SPLITS
) -> list[tuple[str, str, Stream]]:
    """(phrasing, split, stream) for the exact wording, as itself, as the whole prompt and without verdicts, and
    every rephrased variant of each of ``splits``."""
    table = rephrasings.load(rephrased)
    prompts = [whole_prompt(r) for r in records]
    unjudged = [r.model_copy(update={"success": None, "status": TaskStatus.UNKNOWN}) for r in records]
    out = [
        ("exact", "-", Stream("exact", records, [r.instruction for r in records])),
        (WHOLE_PROMPT, "-", Stream("prompt", prompts, [r.instruction for r in prompts])),
        (EXACT_NO_VERDICTS, "-", Stream("exact/unjudged", unjudged, [r.instruction for r in records])),
        (EXACT_SETTLED_LATER, "-", Stream("exact/settled", records, [r.instruction for r in records], None, True)),
    ]
    own = set(table[(rephrasings.TUNING[0], -1)])  # the even positions: the team's; the others were imported
    for log_format in LOG_FORMATS:
        imported = [logged_as(r, log_format) for r in records if r.id not in own]
        then = imported + [r for r in records if r.id in own]
        out.append((OTHER_LOGS, log_format, Stream(f"logs/{log_format}", then, [r.instruction for r in then], own)))
    for split in splits:
        scored = set(table[(split, -1)])
        for variant in range(rephrasings.VARIANTS):
            words_of = table[(split, variant)]
            asked = [words_of[r.id] for r in records]
            reworded = [r.model_copy(update={"instruction": words_of[r.id]}) for r in records]
            out.append(("rephrased", split, Stream(f"rephrased/{split}/{variant}", reworded, asked, scored)))
            out.append(
                (
                    "memory exact, query rephrased",
                    split,
                    Stream(f"cross/{split}/{variant}", records, asked, scored),
                )
            )
            out.append((NO_VERDICTS, split, Stream(f"unjudged/{split}/{variant}", unjudged, asked, scored)))
            first = [r for r in records if r.id not in scored]
            then = [r for r in records if r.id in scored]
            half = Stream(
                f"half/{split}/{variant}",
                first + then,
                [r.instruction for r in first] + [words_of[r.id] for r in then],
                scored,
            )
            out.append((HALF_FIRST, split, half))
            imported_then_own = first + [r for r in reworded if r.id in scored]
            seeded = Stream(
                f"seeded/{split}/{variant}", imported_then_own, [r.instruction for r in imported_then_own], scored
            )
            out.append((SEEDED, split, seeded))
    return out


def mean_figures(results: list[dict], keys: Sequence[str]) -> dict[str, float | None]:
    """Each figure's mean over the streams that report it (``None`` where none does)."""
    out: dict[str, float | None] = {}
    for key in keys:
        values = [r[key] for r in results if r.get(key) is not None]
        out[key] = round(float(np.mean(values)), 3) if values else None
    return out


#: The wordings by what may be chosen on them (:mod:`experiments.rephrasings`): the grouped table's rows.
GROUPS = {"tune": rephrasings.TUNING, "read": rephrasings.READ, "unread": rephrasings.UNREAD}


def grouped(rows: list[dict], k: int) -> list[dict]:
    """The rephrased figures by group of wordings (:data:`GROUPS`): for each stream and method, the mean of
    the group's wordings at 1 and ``k`` and the lowest wording's (``worst``), then gmem on each unread wording
    alone. A change may be chosen on the tune and read wordings, so they are summed up; the unread ones are
    what it is measured by, so each keeps its row."""
    keys = ("precision_at_1", f"precision_at_{k}")
    by = {(r["phrasing"], r["split"], r["method"]): r for r in rows}
    phrasings = list(dict.fromkeys(r["phrasing"] for r in rows if r["split"] != "-"))  # the recorded wording's apart
    methods = list(dict.fromkeys(r["method"] for r in rows))
    wanted = [(group, method, GROUPS[group]) for group in ("tune", "read") for method in methods]
    wanted += [(split, "gmem", (split,)) for split in rephrasings.UNREAD]
    wanted += [("unread", method, GROUPS["unread"]) for method in methods]
    out = []
    for label, method, splits in wanted:
        for phrasing in phrasings:
            found = [by[(phrasing, s, method)] for s in splits if (phrasing, s, method) in by]
            found = [r for r in found if all(r.get(key) is not None for key in keys)]  # a stream scored nothing
            if not found:
                continue
            values = np.array([[r[key] for key in keys] for r in found])
            out.append(
                {
                    "wordings": label,
                    "method": method,
                    "phrasing": phrasing,
                    "splits": len(found),
                    "mean": [round(float(v), 3) for v in values.mean(axis=0)],
                    "worst": [round(float(v), 3) for v in values.min(axis=0)],
                }
            )
    return out


def print_grouped(groups: list[dict]) -> None:
    """:func:`grouped` as one table: a row per group of wordings and method, a column per stream."""
    phrasings = list(dict.fromkeys(g["phrasing"] for g in groups))
    table = Table(title="same-family precision at 1 / k by group of wordings: mean (lowest wording)")
    for column in ("wordings", "method", *phrasings):
        table.add_column(column)
    cells: dict[tuple[str, str], dict[str, str]] = {}
    for g in groups:
        mean = " / ".join(f"{v:.3f}" for v in g["mean"])
        worst = " / ".join(f"{v:.3f}" for v in g["worst"])
        group = g["wordings"] in GROUPS
        label = f"{g['wordings']} ({g['splits']})" if group else g["wordings"]
        cells.setdefault((label, g["method"]), {})[g["phrasing"]] = f"{mean} ({worst})" if group else mean
    for (label, method), row in cells.items():
        table.add_row(label, method, *(row.get(p, "") for p in phrasings))
    Console(width=200).print(table)


def compare(
    trajectories: Path,
    rephrased: Path,
    k: int,
    config: MemoryConfig,
    workdir: Path,
    embedder: Embedder | None = None,
    splits: Sequence[str] = rephrasings.SPLITS,
) -> list[dict]:
    """Every phrasing x split, for gmem and the baselines: one row per (phrasing, split, method)."""
    records = [task for _, task in read_jsonl(trajectories)]
    embedder = embedder or resolve_embedder(None)
    runs: dict[tuple[str, str, str], list[dict]] = {}
    every = streams(records, rephrased, splits)
    for n, (phrasing, split, stream) in enumerate(tqdm(every, desc="streams", unit="stream")):
        gmem = replay_stream(stream, k, config, str(workdir / f"s{n}.db"), embedder=embedder)
        runs.setdefault((phrasing, split, "gmem"), []).append(gmem)
        for name, result in baselines(stream, k, embedder).items():
            runs.setdefault((phrasing, split, name), []).append(result)
    rows = []
    for (phrasing, split, method), results in runs.items():
        row = {"phrasing": phrasing, "split": split, "method": method, "streams": len(results)}
        row |= mean_figures(results, ("precision_at_1", f"precision_at_{k}", "answered", "latency_ms_p50", *SHOWN))
        row["scored_tasks"] = sum(r["scored_tasks"] for r in results)
        rows.append(row)
    return rows


def print_rows(rows: list[dict], k: int) -> None:
    table = Table(
        title="same-family precision, LLM-free (a retrieval that abstains counts as a miss), and what a team of "
        f"{len(TEAM)} roles is shown: the on-family share of its lessons and failed runs, and their net per query"
    )
    columns = ("p@1", f"p@{k}", "answered", "p50 ms", "lessons on", "failed on", "net/q")
    for column in ("phrasing", "split", "method", *columns, "scored"):
        table.add_column(column)
    for row in rows:
        keys = ("precision_at_1", f"precision_at_{k}", "answered", "latency_ms_p50", *SHOWN)
        cells = [row.get(key) for key in keys]
        table.add_row(
            row["phrasing"],
            row["split"],
            row["method"],
            *("" if c is None else f"{c:g}" for c in cells),
            str(row["scored_tasks"]),
        )
    Console(width=160).print(table)


def plot(rows: list[dict], k: int, path: Path) -> None:
    """One panel per phrasing and precision, the splits along each: the rows people compare, side by side."""
    plt = pyplot()

    phrasings = list(dict.fromkeys(r["phrasing"] for r in rows))
    methods = list(dict.fromkeys(r["method"] for r in rows))
    keys = ("precision_at_1", f"precision_at_{k}")
    fig, axes = plt.subplots(len(keys), len(phrasings), figsize=(3.4 * len(phrasings), 8), sharey=True, squeeze=False)
    for column, phrasing in enumerate(phrasings):
        splits = list(dict.fromkeys(r["split"] for r in rows if r["phrasing"] == phrasing))
        for ax, key in zip(axes[:, column], keys):
            for m, method in enumerate(methods):
                values = [
                    next(
                        (
                            r[key] or 0
                            for r in rows
                            if (r["phrasing"], r["split"], r["method"]) == (phrasing, s, method)
                        ),
                        0,
                    )
                    for s in splits
                ]
                ax.bar(np.arange(len(splits)) + m * 0.8 / len(methods), values, 0.8 / len(methods), label=method)
            ax.set_xticks(np.arange(len(splits)) + 0.4 - 0.4 / len(methods))
            labels = [s.replace("heldout", "h") for s in splits]
            crowded = sum(map(len, labels)) > 40  # names written upwards, or they run into each other
            ax.set_xticklabels(labels, fontsize=6 if crowded else 8, rotation=90 if crowded else 0)
            ax.set_title(f"{phrasing}\n{key.replace('_', ' ')}", fontsize=8)
            ax.set_ylim(0, 1)
    axes[0, 0].legend(fontsize=7)
    save(fig, path)


def before_after(before: dict, after: dict, k: int) -> list[dict]:
    """gmem's figures of two ``replay.json`` reports side by side: each phrasing x split (p@1, p@k,
    answered) and each cross-domain row (share behaving as expected)."""
    rows = []
    for name, report in (("before", before), ("after", after)):
        for row in report.get("phrasings", []):
            if row["method"] == "gmem":
                for key in ("precision_at_1", f"precision_at_{k}", "answered", *SHOWN[:2]):  # shares, 0 to 1
                    rows.append(
                        {
                            "run": name,
                            "set": f"{row['phrasing']} / {row['split']}",
                            "figure": key,
                            "value": row.get(key),
                        }
                    )
        for row in report.get("cross_domain", []):
            label = f"{row['memory']} memory, {row['queries']} / {row['split']}"
            rows.append({"run": name, "set": label, "figure": row["expect"], "value": row["share"]})
    return rows


def print_before_after(rows: list[dict]) -> None:
    table = Table(title="gmem before / after (LLM-free)")
    for column in ("set", "figure", "before", "after", "change"):
        table.add_column(column)
    keys = list(dict.fromkeys((r["set"], r["figure"]) for r in rows))
    value = {(r["run"], r["set"], r["figure"]): r["value"] for r in rows}
    for key in keys:
        old, new = value.get(("before", *key)), value.get(("after", *key))
        change = "" if old is None or new is None else f"{new - old:+.3f}"
        table.add_row(*key, *("" if v is None else f"{v:g}" for v in (old, new)), change)
    Console(width=160).print(table)


def plot_before_after(rows: list[dict], path: Path) -> None:
    """The figures that differ between the two reports (a figure only one of them has among them), before and
    after: of some 600, a change moves a few, and a bar for each would bury them. The printed table has all."""
    plt = pyplot()

    keys = list(dict.fromkeys((r["set"], r["figure"]) for r in rows))
    value = {(r["run"], r["set"], r["figure"]): r["value"] for r in rows}
    changed = [key for key in keys if value.get(("before", *key)) != value.get(("after", *key))]
    fig, ax = plt.subplots(figsize=(8, 0.32 * max(len(changed), 1) + 1.5))
    y = np.arange(len(changed))
    for offset, run in ((-0.2, "before"), (0.2, "after")):
        ax.barh(y + offset, [value.get((run, *key)) or 0 for key in changed], 0.4, label=run)
    ax.set_yticks(y)
    ax.set_yticklabels([f"{s} [{f}]" for s, f in changed], fontsize=6)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.axvline(0.95, color="grey", linewidth=0.5)
    ax.set_title(f"{len(changed)} of {len(keys)} figures changed", fontsize=8)
    if changed:
        ax.legend(fontsize=8)
    save(fig, path)


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trajectories", required=True, type=Path)
    p.add_argument("--out", required=True, type=Path)
    p.add_argument("--k", type=int, default=3)
    p.add_argument("--store", help="SQLite path for the replayed memory (default: a temporary file)")
    p.add_argument(
        "--rephrasings",
        type=Path,
        default=rephrasings.DEFAULT_OUT,
        help="rephrased instructions (experiments.rephrasings); 'none' replays the recorded wording only",
    )
    p.add_argument(
        "--splits",
        nargs="+",
        choices=rephrasings.SPLITS,
        default=rephrasings.SPLITS,
        help="the rephrased wordings to replay (default: all)",
    )
    p.add_argument(
        "--cross-domain",
        type=Path,
        metavar="HOTPOTQA.jsonl",
        help="also measure abstention across domains against this HotpotQA file (experiments.crossdomain)",
    )
    p.add_argument(
        "--before",
        type=Path,
        metavar="REPLAY.json",
        help="an earlier run's results/replay.json: print and plot gmem's figures before and after",
    )
    p.add_argument(
        "--baseline",
        action="store_true",
        help="plain dense kNN on instruction+context (no lexical, procedure or graph), for comparison",
    )
    p.add_argument(
        "--llm",
        choices=["none", "scripted", "endpoint"],
        default="none",
        help="memory-side model: none (LLM-free), scripted (token accounting dry run), or the "
        "OpenAI-compatible endpoint in OPENAI_BASE_URL / OPENAI_API_KEY / GMEM_MODEL",
    )
    p.add_argument("--rerank", action="store_true", help="let the model re-rank retrieved tasks (needs --llm)")
    p.add_argument(
        "--endpoint-profile",
        choices=sorted(PROFILES),
        default="default",
        help="client settings for --llm endpoint ('local': one call in flight, long timeouts)",
    )
    args = p.parse_args()
    config = MemoryConfig()
    if args.baseline:
        config = MemoryConfig(
            scoring=ScoringWeights(lexical=0.0, procedure=0.0, dense=0.5, context=0.5),
            traversal=TraversalSettings(hops=0),
        )
    if args.rerank:
        config = config.model_copy(update={"llm": config.llm.model_copy(update={"rerank": True})})
    llm: LLMProvider | LLMClient | None = None
    if args.llm == "scripted":
        llm = ScriptedMemoryModel()
    elif args.llm == "endpoint":
        model = os.environ.get("GMEM_MODEL") or os.environ.get("OPENAI_MODEL")
        if not model:
            raise SystemExit("error: --llm endpoint needs GMEM_MODEL (and OPENAI_BASE_URL for a local server)")
        llm = memory_client(
            model=model,
            base_url=os.environ.get("OPENAI_BASE_URL"),
            api_key=os.environ.get("OPENAI_API_KEY"),
            profile=PROFILES[args.endpoint_profile],
        )
    console = Console()
    with tempfile.TemporaryDirectory() as tmp:
        store = args.store or str(Path(tmp) / "replay.db")
        summary = replay(args.trajectories, args.out, args.k, config, store, llm)
        console.print_json(json.dumps(summary))
        if llm is not None:
            console.print(
                llm_usage.usage_table(summary["llm_usage"], title=f"memory-side model ({args.llm}), per operation")
            )
        report: dict = {"exact": summary}
        if str(args.rephrasings) != "none" and llm is None:
            rows = compare(args.trajectories, args.rephrasings, args.k, config, Path(tmp), splits=args.splits)
            print_rows(rows, args.k)
            plot(rows, args.k, RESULTS / "replay_phrasings.png")
            report["phrasings"] = rows
            report["by_group"] = grouped(rows, args.k)
            print_grouped(report["by_group"])
        if args.cross_domain is not None:
            from experiments import crossdomain

            report["cross_domain"] = crossdomain.benchmark(args.trajectories, args.cross_domain, config, Path(tmp))
            crossdomain.print_report(report["cross_domain"])
            crossdomain.plot(report["cross_domain"], RESULTS / "crossdomain.png")
            from experiments import benchmark_wordings

            by_wording = benchmark_wordings.measure(config, Path(tmp), resolve_embedder(None))
            report["benchmark_wordings"] = benchmark_wordings.summary(by_wording)
            benchmark_wordings.print_report(report["benchmark_wordings"], benchmark_wordings.TITLE)
            benchmark_wordings.plot(report["benchmark_wordings"], RESULTS / "benchmark_wordings.png")
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "replay.json").write_text(json.dumps(report, indent=1))
    if args.before is not None:
        compared = before_after(json.loads(args.before.read_text()), report, args.k)
        print_before_after(compared)
        plot_before_after(compared, RESULTS / "replay_before_after.png")


if __name__ == "__main__":
    main()
