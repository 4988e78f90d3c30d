"""Fit the relevance calibration (``gmem.tiers.relevance.RELEVANCE``) and choose the floor
(``MemoryConfig.traversal.min_relevance``), on the tune split only.

Queries are asked with the floor off; each keeps the parts of the scores of the tasks it retrieved:

* ALFWorld, replayed in the recorded wording, in the tune rephrasings, and recorded in one wording but
  asked in the tune rephrasings: should get context;
* against an ALFWorld memory, the tune HotpotQA questions and fact-check claims: should get nothing;
* against a memory of half the tune HotpotQA question runs, the other half's questions: should get context (a
  question answered by looking up its entities is the same kind of task as another such question), and the
  tune ALFWorld tasks: nothing; then the same with the halves swapped (a memory of questions is the
  smallest set, so each tune question is asked once);
* against a memory of both (the odd-position ALFWorld runs and half the tune question runs), the other
  half's questions and the tune ALFWorld tasks: both should get context (a memory shared by teams of
  several kinds must not hold one kind against the other);
* the tune questions in order, each asked of a memory of the questions before it: should get context (a
  team's second question already has a memory of its kind, however small).

The sets of :data:`CHECKED` are collected and their rates printed beside the fitted ones, but nothing is
fitted on them: the ALFWorld streams in the later tune wordings (tune 8, tune 10-22: what a refit costs users'
rewordings), the tune requests of kinds the shared data lacks (code, writing, math ...) asked of the memories of
chores and of questions, and memories of those kinds asked their own, the other kinds', the chores and the
questions.

A request for an act where the query's neighbourhood asked questions of fact (``other_mood``), a query that
names nothing where its neighbourhood names people and places (``unnamed``), a question of fact where none of its
neighbourhood asked one (``asked_among_acts``), a request that names something where none of its neighbourhood
names anything (``named_among_unnamed``) and a request that moves a thing to a place where its neighbourhood moved
nothing (``placed_among_unplaced``) come last: penalties on top of the other parts, with their weights and
the floor held (:data:`PENALTIES`, :func:`choose_penalty`). Fitted
with them (as a mood read both ways round), the mood told every cross-domain set of the tune split apart on its
own, the other parts' weights and the floor fell, and requests of other kinds in the memory's own mood (code,
shopping: ``crossdomain.OTHER_REQUESTS``, which nothing is fitted on) were answered by a memory of chores
(0.1-0.5 of the tune set's acts abstained, depending on the fit; 0.66 without the mood).

What the calibration decides is whether a query gets anything: a retrieval abstains when none of its
tasks clears the floor. So the fit is made at that level: a logistic regression in which each query counts
once, by its *best* task (a smooth maximum of the logits of its retrieved tasks), answered for the
in-domain sets and abstaining for the others, every set weighing the same whatever its size. The floor is
the largest of those whose worse rate (answered in-domain, abstained across domains) over the tune sets is
best.

    python -m experiments.calibrate --trajectories ALFWORLD.jsonl --hotpotqa HOTPOTQA.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import numpy as np
from scipy.optimize import minimize
from scipy.special import logsumexp
from tqdm import tqdm

from experiments import crossdomain, rephrasings
from experiments.hotpotqa.data import load_questions
from experiments.replay import (
    EXACT_NO_VERDICTS,
    EXACT_SETTLED_LATER,
    HALF_FIRST,
    NO_VERDICTS,
    OTHER_LOGS,
    SEEDED,
    WHOLE_PROMPT,
    Stream,
    streams,
)
from gmem import Memory, MemoryConfig, TraversalSettings
from gmem.importer import read_jsonl
from gmem.models import Retrieval, TaskRecord
from gmem.tiers.relevance import RELEVANCE

#: The parts a calibration may read (:meth:`gmem.tiers.ranking.Query.parts`); ``--features`` picks some.
PARTS = (
    "lexical",
    "procedure",
    "dense",
    "coverage",
    "neighbourhood",
    "neighbourhood_relative",
    "other_mood",
    "unnamed",
    "asked_among_acts",
    "named_among_unnamed",
    "placed_among_unplaced",
)
SPLIT = "tune"
OFF = MemoryConfig(traversal=TraversalSettings(min_relevance=0.0))


def _parts(result: Retrieval) -> list[list[float]]:
    """The parts of every retrieved task, best first, in :data:`PARTS` order."""
    return [[task.parts[name] for name in PARTS] for task in result.tasks]


def collect(trajectories: Path, hotpotqa: Path, workdir: Path) -> dict[str, list[list[list[float]]]]:
    """{set name: [per query: [per retrieved task: its parts]]}."""
    records = [task for _, task in read_jsonl(trajectories)]
    sets: dict[str, list[list[list[float]]]] = {}
    for n, (name, stream) in enumerate(tqdm(alfworld_streams(records), desc="ALFWorld streams")):
        with Memory.open(str(workdir / f"a{n}.db"), config=OFF) as memory:
            for record, query in zip(stream.records, stream.queries):
                if (stream.scored is None or record.id in stream.scored) and len(memory.tasks()):
                    sets.setdefault(name, []).append(_parts(memory.retrieve(query)))
                memory.record(record)
    s = rephrasings.SPLITS.index(SPLIT)
    requests = crossdomain.other_requests(SPLIT)
    questions = load_questions(hotpotqa)[
        s * crossdomain.QUESTIONS_PER_SPLIT : (s + 1) * crossdomain.QUESTIONS_PER_SPLIT
    ]
    half = len(questions) // 2
    table = rephrasings.load()
    mine = [r for n, r in enumerate(records) if n % 2 == s]
    alfworld_queries = [r.instruction for r in mine] + [table[(SPLIT, v)][r.id] for v in range(3) for r in mine]
    with Memory.open(str(workdir / "alfworld.db"), config=OFF) as memory:
        memory.record_many(records)
        sets["hotpotqa questions vs alfworld"] = [_parts(memory.retrieve(q.question)) for q in questions]
        sets["claims vs alfworld"] = [_parts(memory.retrieve(c)) for c in crossdomain.claims(questions, SPLIT)]
        sets["other acts vs alfworld"] = [_parts(memory.retrieve(r.text)) for r in requests if r.kind == "act"]
        sets["other questions vs alfworld"] = [
            _parts(memory.retrieve(r.text)) for r in requests if r.kind == "question"
        ]
    others = [r for n, r in enumerate(records) if n % 2 != s]
    with Memory.open(str(workdir / "hotpotqa-stream.db"), config=OFF) as memory:
        for n, question in enumerate(questions):
            if n:
                sets.setdefault(STREAM, []).append(_parts(memory.retrieve(question.question)))
            memory.record(crossdomain.question_record(question))
    for n, (remembered, asked) in enumerate(
        [(questions[:half], questions[half:]), (questions[half:], questions[:half])]
    ):
        with Memory.open(str(workdir / f"hotpotqa{n}.db"), config=OFF) as memory:
            memory.record_many([crossdomain.question_record(q) for q in remembered])
            sets.setdefault("hotpotqa vs hotpotqa", []).extend(_parts(memory.retrieve(q.question)) for q in asked)
            sets.setdefault("alfworld vs hotpotqa", []).extend(_parts(memory.retrieve(q)) for q in alfworld_queries)
            sets.setdefault("other questions vs hotpotqa", []).extend(
                _parts(memory.retrieve(r.text)) for r in requests if r.kind == "question"
            )
            sets.setdefault("other acts vs hotpotqa", []).extend(
                _parts(memory.retrieve(r.text)) for r in requests if r.kind == "act"
            )
        with Memory.open(str(workdir / f"mixed{n}.db"), config=OFF) as memory:
            memory.record_many(others + [crossdomain.question_record(q) for q in remembered])
            sets.setdefault("hotpotqa vs mixed", []).extend(_parts(memory.retrieve(q.question)) for q in asked)
            sets.setdefault("alfworld vs mixed", []).extend(_parts(memory.retrieve(q)) for q in alfworld_queries)
    for kind in crossdomain.KINDS:  # the memories of experiments.crossdomain's rows of another kind
        own = [r for r in requests if crossdomain.kind_of(r) == kind]
        for n, request in enumerate(own):
            with Memory.open(str(workdir / f"{kind}{n}.db"), config=OFF) as memory:
                memory.record_many([crossdomain.kind_record(kind, m, r) for m, r in enumerate(own) if m != n])
                sets.setdefault(KIND, []).append(_parts(memory.retrieve(request.text)))
        with Memory.open(str(workdir / f"{kind}.db"), config=OFF) as memory:
            memory.record_many([crossdomain.kind_record(kind, m, r) for m, r in enumerate(own)])
            foreign = [r.text for r in requests if crossdomain.kind_of(r) != kind]
            sets.setdefault("others vs kind", []).extend(_parts(memory.retrieve(q)) for q in foreign)
            sets.setdefault("alfworld vs kind", []).extend(_parts(memory.retrieve(q)) for q in alfworld_queries)
            sets.setdefault("hotpotqa vs kind", []).extend(_parts(memory.retrieve(q.question)) for q in questions)
    return sets


#: The tune wordings written after the first (``rephrasings.TUNING``), asked as the first is: reported beside
#: the fitted sets, not fitted on (:data:`CHECKED`). A refit that moves the floor into users' rewordings shows
#: what it costs them here, not only in the replay.
LATER_TUNE = "alfworld later tune wordings"


def alfworld_streams(records: list[TaskRecord]) -> list[tuple[str, Stream]]:
    """(set name, stream) of the ALFWorld streams the calibration asks: the recorded wording and the first tune
    wording (fitted on), and the later tune wordings (:data:`LATER_TUNE`, reported), as the memory's own and
    with the memory recorded; never a held-out wording. The streams with the other half first, another team's
    runs first (in the team's wording or its log format), the whole prompt, without verdicts or with them given
    later came after the calibration."""
    out = []
    for phrasing, split, stream in streams(records, rephrasings.DEFAULT_OUT, rephrasings.TUNING):
        if phrasing in (
            HALF_FIRST,
            SEEDED,
            OTHER_LOGS,
            WHOLE_PROMPT,
            NO_VERDICTS,
            EXACT_NO_VERDICTS,
            EXACT_SETTLED_LATER,
        ):
            continue
        out.append((f"alfworld {phrasing}" if split in ("-", SPLIT) else f"{LATER_TUNE}, {phrasing}", stream))
    return out


#: The sets asked of a memory of both domains (each of its own kind: both should get context).
MIXED = ("hotpotqa vs mixed", "alfworld vs mixed")
#: The tune questions asked in order, each of a memory of the questions before it (from one on).
STREAM = "hotpotqa stream"
#: Each tune request of another kind asked of a memory of the others of its kind (``crossdomain.KINDS``).
KIND = "kind vs kind"
#: The chores of the later tune wordings (:data:`LATER_TUNE`), asked of their own wording's memory and of the
#: recorded one.
LATER_CHORES = (f"{LATER_TUNE}, rephrased", f"{LATER_TUNE}, memory exact, query rephrased")
#: Sets collected and reported with the fitted ones, not fitted on: the later tune wordings (:data:`LATER_TUNE`),
#: requests of kinds the shared data lacks (``crossdomain.OTHER_REQUESTS``), asked of a memory of chores or of
#: questions, and memories of those kinds asked their own and everything else. Fitted on, the requests of
#: other kinds moved every weight and the floor and cost the memory's own reworded chores
#: (experiments/HISTORY.md, twenty-fourth session).
CHECKED = (
    *LATER_CHORES,
    "other acts vs alfworld",
    "other questions vs alfworld",
    "other questions vs hotpotqa",
    "other acts vs hotpotqa",
    KIND,
    "others vs kind",
    "alfworld vs kind",
    "hotpotqa vs kind",
)
#: The parts fitted last, in this order, each on top of those before it (:func:`choose_penalty`), and the sets of
#: :data:`CHECKED` each is fitted on besides the fitted ones: a query that names nothing where its neighbourhood
#: names people and places (``unnamed``) came in for the tune questions of other kinds asked of a memory of
#: questions ("What is the molar mass of sulfuric acid?"), which no fitted set holds; their held-out split is
#: what measures it. A question of fact where none of its neighbourhood asked one (``asked_among_acts``) came in
#: for the same questions asked of a memory of chores, and is held by what it could cost besides: a memory of
#: another kind asked its own (a writing team's requests, one of which reads as a question) and the chores of the
#: later tune wordings (some read as questions: "Lettuce is there, na? Cool it ..."). A request that names
#: something where none of its neighbourhood names anything (``named_among_unnamed``) came in for the tune acts
#: of other kinds asked of a memory of chores, and is held by the same sets (chores that name "the CD", "(Mia)").
#: A request that moves a thing to a place where its neighbourhood moved nothing (``placed_among_unplaced``) came in
#: for the tune chores asked of the memories of other kinds, and is held by the same sets (at 0.9 a chore of the
#: later tune wordings lost its memory of chores).
PENALTIES = {
    "other_mood": (),
    "unnamed": ("other questions vs hotpotqa",),
    "asked_among_acts": ("other questions vs alfworld", KIND, *LATER_CHORES),
    "named_among_unnamed": ("other acts vs alfworld", KIND, *LATER_CHORES),
    "placed_among_unplaced": ("alfworld vs kind", KIND, *LATER_CHORES),
}
#: Penalties held at the weight gmem has when the rest is refitted: the mood's was fitted as a logistic weight with
#: the other weights and the floor held (:func:`choose_penalty`), and the largest penalty that silences no tune
#: query of the memory's own kind is the grid's end (8.0), which no held-out set has tried.
HELD = ("other_mood",)
#: The penalties :func:`choose_penalty` tries.
PENALTY_GRID = np.round(np.arange(0.0, 8.01, 0.1), 2)
#: Sharpness of the smooth maximum over a query's tasks (logsumexp(s * logits) / s).
SHARPNESS = 8.0
#: L2 penalty on the weights (not the intercept).
L2 = 1e-3


def answering(name: str) -> bool:
    """Whether the queries of a set should get context (in-domain) or nothing."""
    return (name.startswith("alfworld ") and "vs" not in name) or name in MIXED + ("hotpotqa vs hotpotqa", STREAM, KIND)


def fit(sets: dict[str, list]) -> np.ndarray:
    """Intercept and weights of the logistic calibration, fitted on each query's best task (see the module
    docstring)."""
    queries = _matrices(sets)
    width = next(q.shape[1] for qs in queries.values() for q in qs)

    def loss(w: np.ndarray) -> float:
        return _loss(queries, lambda q: w[0] + q @ w[1:]) + L2 * float(w[1:] @ w[1:])

    return np.asarray(minimize(loss, np.zeros(width + 1), method="L-BFGS-B").x)


def choose_penalty(sets: dict[str, list], weights: np.ndarray, chosen: float) -> float:
    """The weight of the last column of ``sets`` (a part of :data:`PENALTIES`), as a penalty (never a bonus) on
    top of ``weights`` (intercept first), which the other columns keep, at the floor ``chosen``: the largest of
    :data:`PENALTY_GRID` that takes context from no query of an in-domain set of ``sets``. A penalty only takes
    away: the queries of other domains can only gain, and what bounds it is the first query of the memory's own
    kind it would silence. A logistic fit (the mood's -4.208 was fitted so, and is held) traded a memory's own
    questions for others: fitted on the tune split, the names' penalty (-3.07) took context from one of the 50
    questions. The worse rate over ``sets``, as the floor is chosen, traded them too once a part's own set of
    other domains was the worst (a request naming something where no task near it named anything: at 8.0, 0.72
    -> 0.86 of the tune acts of other kinds abstained from a memory of chores, and its chores asked in the later
    tune wordings lost 0.019 of their context)."""
    own = {name: queries for name, queries in sets.items() if answering(name)}  # the sets a penalty can cost
    before = _tops(own, np.append(weights, 0.0))
    best_weight = 0.0
    for candidate in PENALTY_GRID:
        after = _tops(own, np.append(weights, -candidate))
        if any(np.any((before[name] >= chosen) & (after[name] < chosen)) for name in own):
            break
        best_weight = float(candidate)
    return -best_weight


def _matrices(sets: dict[str, list]) -> dict[str, list[np.ndarray]]:
    """Each set's queries as arrays (a task per row), those that retrieved nothing left out."""
    return {name: [np.array(query) for query in chosen if query] for name, chosen in sets.items()}


def _loss(queries: dict[str, list[np.ndarray]], logits: Callable[[np.ndarray], np.ndarray]) -> float:
    """The calibration's loss: each query's best task (a smooth maximum of the ``logits`` of its tasks) answered
    for the in-domain sets and abstaining for the others, every set weighing the same whatever its size."""
    total = 0.0
    for name, chosen in queries.items():
        best = np.array([logsumexp(SHARPNESS * logits(q)) / SHARPNESS for q in chosen])
        total += float(np.mean(np.logaddexp(0, -best if answering(name) else best)))
    return total


def rates_at(sets: dict[str, list], weights: np.ndarray, chosen: float) -> dict[str, float]:
    """Each set's rate (in-domain answered, cross-domain abstained) at the floor ``chosen``."""
    return _rates(_tops(sets, weights), chosen)


def _rates(tops: dict[str, np.ndarray], chosen: float) -> dict[str, float]:
    return {name: float(np.mean(top >= chosen if answering(name) else top < chosen)) for name, top in tops.items()}


def _tops(sets: dict[str, list], weights: np.ndarray) -> dict[str, np.ndarray]:
    """Each query's best relevance, by set."""

    def top_relevance(query: list[list[float]]) -> float:
        if not query:
            return 0.0
        return float((1 / (1 + np.exp(-(weights[0] + np.array(query) @ weights[1:])))).max())

    return {name: np.array([top_relevance(q) for q in queries]) for name, queries in sets.items()}


def floor(sets: dict[str, list], weights: np.ndarray) -> tuple[float, dict[str, float]]:
    """The largest floor whose worse rate (in-domain answered, cross-domain abstained) over the sets is best."""
    tops = _tops(sets, weights)
    best_floor, best_rates, best_worst = 0.0, {}, -1.0
    for candidate in np.round(np.arange(0.05, 0.96, 0.01), 2):
        rates = _rates(tops, float(candidate))
        worst = min(rates.values())
        if worst >= best_worst:  # the largest floor of the best worse rate
            best_floor, best_rates, best_worst = float(candidate), rates, worst
    return best_floor, best_rates


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trajectories", required=True, type=Path)
    p.add_argument("--hotpotqa", required=True, type=Path)
    p.add_argument("--pairs", type=Path, help="reuse (or write) the collected pairs here")
    p.add_argument(
        "--features",
        nargs="+",
        choices=PARTS,
        default=[name for name in RELEVANCE if name != "intercept"],
        help="the parts the calibration reads (default: those gmem.tiers.relevance.RELEVANCE reads now)",
    )
    p.add_argument(
        "--last-penalty-only",
        action="store_true",
        help="fit the last penalty alone, every other weight and the floor held as gmem has them (a part added "
        "without refitting what was fitted before it)",
    )
    args = p.parse_args()
    if args.pairs and args.pairs.exists():
        sets = json.loads(args.pairs.read_text())
    else:
        with tempfile.TemporaryDirectory() as tmp:
            sets = collect(args.trajectories, args.hotpotqa, Path(tmp))
        if args.pairs:
            args.pairs.write_text(json.dumps(sets))
    penalties = [name for name in PENALTIES if name in args.features]
    features = [name for name in args.features if name not in PENALTIES]
    names = ["intercept", *features, *penalties]
    columns = [PARTS.index(name) for name in names[1:]]
    sets = {name: [[[task[c] for c in columns] for task in query] for query in qs] for name, qs in sets.items()}
    if args.last_penalty_only:
        weights, chosen = np.array([RELEVANCE[name] for name in names[:-1]]), MemoryConfig().traversal.min_relevance
        weights = np.append(weights, _penalty(sets, weights, penalties[-1], chosen))
    else:
        width = len(features) + 1
        base = {name: [[task[: width - 1] for task in query] for query in qs] for name, qs in _fitted(sets).items()}
        weights = fit(base)
        chosen, _ = floor(base, weights)  # penalties only take away: the floor is the other parts' (module doc)
        for penalty in penalties:
            held = penalty in HELD
            weights = np.append(weights, RELEVANCE[penalty] if held else _penalty(sets, weights, penalty, chosen))
    rates = rates_at(sets, weights, chosen)
    print("RELEVANCE =", json.dumps(dict(zip(names, np.round(weights, 3).tolist()))))
    print("min_relevance =", chosen)
    print(json.dumps(rates, indent=1))


def _fitted(sets: dict[str, list], also: tuple[str, ...] = ()) -> dict[str, list]:
    """The sets a calibration is fitted on: all but :data:`CHECKED`, and ``also``."""
    return {name: queries for name, queries in sets.items() if name not in CHECKED or name in also}


def _penalty(sets: dict[str, list], weights: np.ndarray, penalty: str, chosen: float) -> float:
    """The weight of ``penalty``, the column after those ``weights`` weigh (intercept first), at the floor
    ``chosen``, on its sets."""
    width = len(weights)  # the intercept's place is the penalty's column in the rows
    rows = {name: [[task[:width] for task in query] for query in qs] for name, qs in sets.items()}
    return choose_penalty(_fitted(rows, PENALTIES[penalty]), weights, chosen)


if __name__ == "__main__":
    main()
