"""What ``experiments.calibrate`` fits on and what it only reports."""

from __future__ import annotations

from experiments import calibrate, rephrasings
from gmem.models import TaskRecord


def test_the_calibration_fits_on_the_first_tune_wording_and_reports_the_later_ones_never_a_held_out_one(
    shared_rows,
):
    """A refit that moves the floor into users' rewordings shows what it costs them in its own report: the
    later tune wordings are asked, as in-domain splits_of nothing is fitted on. No held-out wording is asked."""
    records = [TaskRecord.model_validate(row) for row in shared_rows]
    named = calibrate.alfworld_streams(records)
    later = f"{calibrate.LATER_TUNE}, memory exact, query rephrased"
    splits_of: dict[str, set[str]] = {}  # set name -> the wordings its streams ask in
    for name, stream in named:
        splits_of.setdefault(name, set()).add(stream.name.split("/")[1] if "/" in stream.name else "-")
    assert {name for name in splits_of if name not in calibrate.CHECKED} == {
        "alfworld exact",
        "alfworld rephrased",
        "alfworld memory exact, query rephrased",
    }
    assert {name for name in splits_of if name in calibrate.CHECKED} == {f"{calibrate.LATER_TUNE}, rephrased", later}
    assert all(calibrate.answering(name) for name in splits_of)  # chores asked of a memory of chores
    assert splits_of["alfworld exact"] == {"-"}
    assert splits_of["alfworld rephrased"] == splits_of["alfworld memory exact, query rephrased"] == {"tune"}
    assert splits_of[later] == splits_of[f"{calibrate.LATER_TUNE}, rephrased"] == set(rephrasings.TUNING[1:])
    memory_recorded = [stream for name, stream in named if name == later]
    assert len(memory_recorded) == len(rephrasings.TUNING[1:]) * rephrasings.VARIANTS
    assert all(stream.records == records for stream in memory_recorded)  # the memory as recorded, asked reworded


def test_a_penalty_is_the_largest_that_silences_no_query_of_the_memorys_own_kind():
    """A penalty takes a query's relevance down where its part is 1: it goes as far as it may without taking
    context from a query of the memory's own kind, here until the memory's own question would lose its memory (a
    logistic fit weighed that question against the others it sent away, and took it). So it does where a set of
    other domains stays the worst: the worse rate, as the floor is chosen, then traded the memory's own question
    for the others' and went to the end of the grid."""
    import numpy as np

    own = [[[2.05, 1.0]], [[3.0, 0.0]]]  # (part weighed 1, the penalty's part) per task
    weights = np.array([0.0, 1.0])  # intercept, the part's weight
    sets = {"hotpotqa vs hotpotqa": own, "other questions vs hotpotqa": [[[1.5, 1.0]], [[-1.0, 0.0]]]}
    assert calibrate.choose_penalty(sets, weights, 0.5) == -2.0
    assert calibrate.rates_at(sets, np.append(weights, -2.0), 0.5) == {
        "hotpotqa vs hotpotqa": 1.0,
        "other questions vs hotpotqa": 1.0,
    }
    others = [[[1.5, 1.0]], [[2.5, 1.0]], [[3.5, 1.0]], [[-1.0, 0.0]]]
    assert (
        calibrate.choose_penalty({"hotpotqa vs hotpotqa": own, "other questions vs hotpotqa": others}, weights, 0.5)
        == -2.0
    )


def test_a_refit_holds_the_mood_s_penalty_at_gmem_s_weight(tmp_path, monkeypatch, capsys):
    """The mood's penalty was fitted as a logistic weight with the rest held, and stays so when the rest is refitted
    (``calibrate.HELD``): chosen as the others are, it goes to the grid's end wherever no query of the memory's own
    kind asks for an act among questions, which no held-out set has tried."""
    import json

    from gmem.tiers.relevance import RELEVANCE

    def task(similar: float, mood: float = 0.0) -> list[float]:
        parts = dict.fromkeys(calibrate.PARTS, 0.0) | {"dense": similar, "lexical": similar, "other_mood": mood}
        return [parts[name] for name in calibrate.PARTS]

    pairs = tmp_path / "pairs.json"
    pairs.write_text(
        json.dumps(
            {
                "alfworld exact": [[task(0.9)], [task(0.8)], [task(0.7)]],
                "alfworld vs hotpotqa": [[task(0.1, 1.0)], [task(0.2, 1.0)], [task(0.3)]],
            }
        )
    )
    argv = ["calibrate", "--trajectories", "-", "--hotpotqa", "-", "--pairs", str(pairs)]
    monkeypatch.setattr("sys.argv", argv)
    calibrate.main()
    printed = capsys.readouterr().out
    fitted = json.loads(printed.split("RELEVANCE = ", 1)[1].split("\n", 1)[0])
    assert fitted["other_mood"] == RELEVANCE["other_mood"]
    assert fitted["unnamed"] == -8.0  # chosen afresh: nothing of the memory's own kind stops it
