"""How far a query trusts what a memory's words learned (gmem.tiers.weights.trusted): fully where they tell its
runs' kinds apart, less where they explain little of what its runs did, and the dense part more."""

from __future__ import annotations

import pytest

from experiments.crossdomain import benchmark_record, benchmark_tasks
from gmem import Memory, TaskStatus
from gmem.config import ScoringWeights
from gmem.tiers.query import IndexedTask, QueryIndex
from gmem.tiers.terms import recorded_terms
from gmem.tiers.weights import WORD_FLOOR

from .test_query_tier import DIM, PROCEDURES, ZERO, rows_index, synthetic_index

SAME_STEPS = ["open _#1", "write _#1", "send _#1"]


def same_steps_index(weights: ScoringWeights | None = None, runs: int = 6) -> QueryIndex:
    """Requests of different kinds whose runs all took the same steps: no word tells what a run did."""
    requests = [
        "Proofread my cover letter.",
        "Email the team about Thursday's review.",
        "Summarize this contract in five bullets.",
        "Book a table for two on Friday.",
        "Compute the determinant of the matrix.",
        "Order a set of kitchen knives.",
    ]
    index = QueryIndex(DIM, weights)
    for n, request in enumerate(requests[:runs]):
        index.add(IndexedTask(f"r{n}", TaskStatus.RESOLVED, ZERO, ZERO, recorded_terms(request), SAME_STEPS))
    return index


def test_a_memory_whose_words_tell_its_runs_kinds_apart_scores_with_the_weights_it_was_given(alfworld_rows):
    for index in (rows_index(alfworld_rows), synthetic_index()):
        assert index.trusted_weights() == index.weights


def test_a_memory_whose_words_explain_nothing_of_its_runs_leans_on_the_dense_part():
    """Every word of runs that all took the same steps weighs the floor: the word part is then an unweighted
    word overlap and the procedure the words predict is noise, so the procedure part weighs the floor's share of
    the trusted weight and the dense part its weight over that share."""
    index = same_steps_index()
    assert list(index.word_weights().values()) == pytest.approx([WORD_FLOOR] * len(index.word_weights()))
    share = WORD_FLOOR / index.weights.trusted_words
    scoring = index.trusted_weights()
    assert scoring.procedure == pytest.approx(index.weights.procedure * share)
    assert scoring.dense == pytest.approx(index.weights.dense / share)
    assert (scoring.lexical, scoring.parsimony, scoring.unsaid_act) == (1.0, 0.3, 4.0)


def test_trust_is_left_whole_when_turned_off_or_before_anything_was_learned():
    assert same_steps_index(ScoringWeights(trusted_words=0)).trusted_weights() == ScoringWeights(trusted_words=0)
    assert same_steps_index(runs=1).trusted_weights() == ScoringWeights()  # one teaching run: no weight is learned


def test_the_weights_trusted_follow_the_memory_as_its_runs_come():
    """Runs that do tell their kinds apart, added to a memory of runs that all did the same, restore the trust."""
    index = same_steps_index()
    assert index.trusted_weights().dense > index.weights.dense
    for verb, procedure in PROCEDURES.items():
        for thing in ("mug", "apple", "egg", "plate"):
            index.add(
                IndexedTask(
                    f"{verb}-{thing}",
                    TaskStatus.RESOLVED,
                    ZERO,
                    ZERO,
                    recorded_terms(f"{verb} some {thing} and put it in cabinet."),
                    procedure,
                )
            )
    assert index.trusted_weights() == index.weights


@pytest.mark.parametrize(
    ("request_", "untrusted"),
    [("melt ice", "measure-melting-point"), ("Could you melt the ice, please?", "measure-melting-point")],
)
def test_a_scienceworld_request_in_a_user_s_words_finds_its_type_by_meaning(open_memory, tmp_path, request_, untrusted):
    """ScienceWorld's runs of one type go about it differently each time, so its learned word weights are flat
    (0.08 at most) and the word part ranked by overlap: "melt ice" went to measuring ice's melting point, which
    shares "melt" and "ice"; MiniLM puts it nearer melting chocolate and lead. The tune split of
    experiments/benchmark_wordings.py, task 3 (melting ice) asked of the other eleven types' runs. So does the polite
    request, since the thresholds of the measuring runs ("above 50.0 degrees") no longer read as the count "zero"
    (gmem.tiers.terms.MEASURES), a word no request says, whose weight parsimony took away from each of them."""
    tasks = [task for task in benchmark_tasks("tune") if task.benchmark == "scienceworld"]
    runs = [benchmark_record(n, task) for n, task in enumerate(tasks)]
    type_of = {run.id: task.task_type for run, task in zip(runs, tasks)}
    asked = 3
    assert type_of[runs[asked].id] == "melt"
    others = [run for n, run in enumerate(runs) if n != asked]
    firsts = {}
    for trusted in (0.0, ScoringWeights().trusted_words):
        memory = open_memory(tmp_path / f"trusted-{trusted}.db", scoring={"trusted_words": trusted})
        memory.record_many(others)
        result = memory.retrieve(request_, explain=True)
        firsts[trusted] = type_of[result.tasks[0].node.id]
        assert result.reading is not None
        assert (result.reading.trust < 0.6) if trusted else (result.reading.trust == 1.0)  # 0.08 of 0.15
    assert firsts == {0.0: untrusted, ScoringWeights().trusted_words: "melt"}


@pytest.mark.parametrize(
    ("asked", "request_"),
    [
        (16, "unknown substance B temp, workshop: >100C red, <100C blue"),
        (17, "metal fork temp (living room): >30C green, <30C purple"),
    ],
)
def test_a_note_s_temp_is_a_temperature(open_memory, tmp_path, asked, request_):
    """A terse note says "temp" for a temperature, which the dictionary knows only as a temporary worker: read so, it
    matched nothing of measuring a temperature with a thermometer, and the box's colour and the room drew the note to
    a conductivity test or to finding a living thing ("living room"). The tune split of
    experiments/benchmark_wordings.py (writers ``w`` and ``x``), asked of the other ScienceWorld runs."""
    assert _first_type(open_memory(tmp_path / "scienceworld.db"), asked, request_) == ("use-thermometer",) * 2


@pytest.mark.parametrize(
    "request_",
    ["lead mp check, workshop. >200C red / <200C green", "lead MP check (workshop) — >200C red, <200C green"],
)
def test_a_note_s_mp_is_a_melting_point(open_memory, tmp_path, request_):
    """A terse note names the melting point by its initials; read as an unknown "mp" it was left to the thermometer
    and the colours, which the tasks that measure a thing's temperature share, and went to one of those. The tune
    split of experiments/benchmark_wordings.py (writers ``v`` and ``x``), asked of the other ScienceWorld runs."""
    assert _first_type(open_memory(tmp_path / "scienceworld.db"), 13, request_) == ("measure-melting-point",) * 2


@pytest.mark.parametrize(
    ("asked", "request_"),
    [
        (0, "I'd like the water heated until it turns to steam, please."),
        (1, "Please heat the lead far enough that it vaporizes into a gas."),
        (2, "Heat the orange juice enough that it transitions into a gas, then focus on it."),
        (3, "Could you turn the ice into liquid water by warming it up?"),
    ],
)
def test_a_change_of_state_asked_by_the_state_it_ends_in_finds_its_type(open_memory, tmp_path, asked, request_):
    """Users ask for boiling by what it makes ("until it turns to steam", "vaporizes into a gas"), which no word of the
    runs says: MiniLM put "gas" nearest "chemistry" and "vaporizes" nearer "melt" than "boil", and the requests went to
    melting (or, for the steam, below the relevance floor). The dictionary says where the runs' "boil" ends ("change
    from a liquid to vapor"), and the melting tasks' "melt" ("from a solid to a liquid state"). The tune split of
    experiments/benchmark_wordings.py (writers ``t``, ``u`` and ``x``), asked of the other ScienceWorld runs."""
    memory = open_memory(tmp_path / "scienceworld.db")
    wanted, first = _first_type(memory, asked, request_)
    assert first == wanted


def _first_type(memory: Memory, asked: int, request: str) -> tuple[str, str]:
    """The type of the tune ScienceWorld task ``asked`` and of the task ``memory`` ranks first for ``request``, once it
    holds the other ScienceWorld runs."""
    tasks = [task for task in benchmark_tasks("tune") if task.benchmark == "scienceworld"]
    runs = [benchmark_record(n, task) for n, task in enumerate(tasks)]
    type_of = {run.id: task.task_type for run, task in zip(runs, tasks)}
    memory.record_many([run for n, run in enumerate(runs) if n != asked])
    return type_of[runs[asked].id], type_of[memory.retrieve(request).tasks[0].node.id]
