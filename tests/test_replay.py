"""The replay benchmark tool: output format, and gmem beating plain dense kNN on real runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter

import pytest

from experiments.replay import replay
from gmem import MemoryConfig, ScoringWeights, TraversalSettings
from tests.conftest import EXCERPT, SHARED_HOTPOT

#: Dense kNN: the instructions' and contexts' MiniLM similarity alone, none of the word-based parts or penalties.
BASELINE = MemoryConfig(
    scoring=ScoringWeights(
        lexical=0.0, procedure=0.0, parsimony=0.0, unsaid_act=0.0, unasked_act=0.0, dense=0.5, context=0.5
    ),
    traversal=TraversalSettings(hops=0),
)


def test_replay_writes_one_line_per_task_and_a_summary(tmp_path):
    out = tmp_path / "replay.jsonl"
    summary = replay(EXCERPT, out, 3, MemoryConfig(), str(tmp_path / "r.db"))
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 41 and lines[-1] == {"summary": summary}
    first, later = lines[0], lines[20]
    assert first["retrieved"] == [] and first["insights"] == []  # the memory holds only earlier tasks
    assert set(later) == {"id", "retrieved", "retrieved_failed", "insights", "latency_ms"}
    assert len(later["retrieved"]) <= 3
    assert summary["scored_tasks"] > 20 and summary["latency_ms_p95"] >= summary["latency_ms_p50"]


def test_gmem_retrieval_beats_dense_knn_on_the_shipped_runs(tmp_path):
    gmem = replay(EXCERPT, tmp_path / "g.jsonl", 3, MemoryConfig(), str(tmp_path / "g.db"))
    dense = replay(EXCERPT, tmp_path / "d.jsonl", 3, BASELINE, str(tmp_path / "d.db"))
    assert gmem["precision_at_1"] >= dense["precision_at_1"] + 0.15
    assert gmem["precision_at_3"] >= dense["precision_at_3"] + 0.15


def test_a_memory_recorded_without_verdicts_ranks_by_the_words_its_runs_teach(tmp_path):
    """A team that records with no judge stores every run without a verdict. Its memory learns from them as from
    resolved runs, and ranks as the judged memory does, well above dense kNN (before, it learned no word, and
    ranked by MiniLM alone)."""
    unjudged = tmp_path / "unjudged.jsonl"
    rows = [json.loads(line) for line in EXCERPT.read_text().splitlines() if line.strip()]
    unjudged.write_text("".join(json.dumps({**row, "success": None}) + "\n" for row in rows))
    gmem = replay(unjudged, tmp_path / "g.jsonl", 3, MemoryConfig(), str(tmp_path / "g.db"))
    dense = replay(unjudged, tmp_path / "d.jsonl", 3, BASELINE, str(tmp_path / "d.db"))
    assert gmem["scored_tasks"] > 20
    assert gmem["precision_at_1"] >= dense["precision_at_1"] + 0.15
    assert gmem["precision_at_3"] >= dense["precision_at_3"] + 0.15


def test_verdicts_given_after_each_run_teach_what_verdicts_recorded_with_the_runs_do(tmp_path):
    """The stream of a team with no judge that settles each run by ``feedback``: until the seventy-third session its
    memory learned no lesson (mining ran only when a run was recorded); now it learns the judged stream's, and shows
    the team what the judged memory shows."""
    from experiments import rephrasings
    from experiments.replay import EXACT_SETTLED_LATER, Stream, replay_stream, streams
    from gmem.importer import read_jsonl
    from gmem.models import TaskStatus

    records = [task for _, task in read_jsonl(EXCERPT)]
    [(_, _, settled)] = [
        (p, s, stream) for p, s, stream in streams(records, rephrasings.DEFAULT_OUT, ()) if p == EXACT_SETTLED_LATER
    ]
    assert settled.settled_later and settled.records == records and any(r.status == TaskStatus.FAILED for r in records)
    exact = Stream("exact", records, settled.queries)
    judged, later = (
        replay_stream(stream, 3, MemoryConfig(), str(tmp_path / f"{n}.db"), progress=False)
        for n, stream in enumerate((exact, settled))
    )
    assert later["insights"] == judged["insights"] > 0
    figures = ("precision_at_1", "precision_at_3", "answered", "lessons_on_family", "shown_net_on_family")
    assert [later[f] for f in figures] == [judged[f] for f in figures]


def test_the_streams_without_verdicts_record_every_run_as_unknown_and_ask_in_the_split_s_wording(shared_rows):
    from experiments import rephrasings
    from experiments.replay import EXACT_NO_VERDICTS, NO_VERDICTS, streams
    from gmem.models import TaskRecord, TaskStatus

    records = [TaskRecord.model_validate(row) for row in shared_rows]
    table = rephrasings.load()
    found = [(p, split, s) for p, split, s in streams(records, rephrasings.DEFAULT_OUT) if "without" in p]
    assert {p for p, _, _ in found} == {EXACT_NO_VERDICTS, NO_VERDICTS}
    assert sorted({split for p, split, _ in found if p == NO_VERDICTS}) == sorted(rephrasings.SPLITS)
    for phrasing, split, stream in found:
        assert all(r.status == TaskStatus.UNKNOWN for r in stream.records)
        assert [(r.id, r.instruction, r.steps) for r in stream.records] == [
            (r.id, r.instruction, r.steps) for r in records
        ]
        if phrasing == NO_VERDICTS:
            words_of = table[(split, int(stream.name.rsplit("/", 1)[1]))]
            assert stream.queries == [words_of[r.id] for r in records]


def test_the_replay_scores_what_the_team_is_shown(tmp_path):
    """The lessons and failed runs a team of three roles is shown are scored by family; with no margin on how far
    below the best match a task's lessons and failures are shown (what the traversal did before), more of them
    are of other kinds."""
    kept = replay(EXCERPT, tmp_path / "k.jsonl", 3, MemoryConfig(), str(tmp_path / "k.db"))
    wide = MemoryConfig(traversal=TraversalSettings(lesson_margin=100, failure_margin=100))
    every = replay(EXCERPT, tmp_path / "e.jsonl", 3, wide, str(tmp_path / "e.db"))
    for summary in (kept, every):
        assert 0 <= summary["lessons_on_family"] <= 1 and 0 <= summary["failed_on_family"] <= 1
    assert kept["lessons_on_family"] > every["lessons_on_family"] + 0.2
    assert kept["shown_net_on_family"] > every["shown_net_on_family"]
    assert kept["precision_at_1"] == every["precision_at_1"]  # the ranking is the same: only what is shown differs


def test_the_half_first_streams_record_the_unscored_half_before_asking_the_scored_one(shared_rows):
    """Each scored query of a half-first stream meets a memory of every run the split does not score."""
    from experiments import rephrasings
    from experiments.replay import HALF_FIRST, streams
    from gmem.models import TaskRecord

    records = [TaskRecord.model_validate(row) for row in shared_rows]
    table = rephrasings.load()
    half = [
        (split, stream)
        for phrasing, split, stream in streams(records, rephrasings.DEFAULT_OUT)
        if phrasing == HALF_FIRST
    ]
    assert sorted({split for split, _ in half}) == sorted(rephrasings.SPLITS)
    for split, stream in half:
        scored = stream.scored or set()
        flags = [r.id in scored for r in stream.records]
        assert flags == sorted(flags) and 0 < sum(flags) < len(flags)  # every unscored run comes first
        assert sorted(r.id for r in stream.records) == sorted(r.id for r in records)
        variant = int(stream.name.rsplit("/", 1)[1])
        for record, query in zip(stream.records, stream.queries):
            assert record.instruction == next(r.instruction for r in records if r.id == record.id)
            expected = table[(split, variant)][record.id] if record.id in scored else record.instruction
            assert query == expected


def test_the_whole_prompt_stream_records_and_asks_alfworld_s_opening_text(shared_rows):
    """The recorded wording as ALFWorld hands it to a team: the room, then "Your task is to: ...", in one text."""
    from experiments import rephrasings
    from experiments.replay import WHOLE_PROMPT, streams
    from gmem.models import TaskRecord

    records = [TaskRecord.model_validate(row) for row in shared_rows]
    (stream,) = [s for phrasing, _, s in streams(records, rephrasings.DEFAULT_OUT, ()) if phrasing == WHOLE_PROMPT]
    assert len(stream.records) == len(records) and stream.scored is None
    for record, prompt, query in zip(records, stream.records, stream.queries):
        assert prompt.id == record.id and prompt.context == "" and query == prompt.instruction
        assert prompt.instruction == f"{record.context}\n\nYour task is to: {record.instruction}"


def test_the_seeded_streams_hold_another_teams_runs_then_record_the_team_in_its_own_words(shared_rows):
    """A memory imported from another team's runs, then grown by a team that asks in its own words: the
    unscored runs come first in the recorded wording, each scored run is recorded in the words it was asked in."""
    from experiments import rephrasings
    from experiments.replay import SEEDED, streams
    from gmem.models import TaskRecord

    records = [TaskRecord.model_validate(row) for row in shared_rows]
    recorded = {r.id: r.instruction for r in records}
    table = rephrasings.load()
    seeded = [
        (split, stream) for phrasing, split, stream in streams(records, rephrasings.DEFAULT_OUT) if phrasing == SEEDED
    ]
    assert sorted({split for split, _ in seeded}) == sorted(rephrasings.SPLITS)
    for split, stream in seeded:
        scored = stream.scored or set()
        flags = [r.id in scored for r in stream.records]
        assert flags == sorted(flags) and 0 < sum(flags) < len(flags)
        assert sorted(r.id for r in stream.records) == sorted(recorded)
        words_of = table[(split, int(stream.name.rsplit("/", 1)[1]))]
        for record, query in zip(stream.records, stream.queries):
            expected = words_of[record.id] if record.id in scored else recorded[record.id]
            assert record.instruction == query == expected
            assert record.steps == next(r.steps for r in records if r.id == record.id)


def test_the_bm25_baseline_scores_alike_in_every_process():
    """Its sums once followed a set's order, which string hashing changes from one process to the next: the
    baseline's ties, and its held-out figures, moved between runs of the same command."""
    script = (
        "from experiments.replay import BM25\n"
        "b = BM25()\n"
        "for t in ['put a hot mug in coffeemachine', 'put two soapbar in cabinet', 'clean some mug and put it in"
        " cabinet', 'put a mug in desk', 'heat some egg and put it in garbagecan', 'examine the bowl with the"
        " desklamp']:\n"
        "    b.add(t)\n"
        "print(b.scores('ok so, put a hot egg and two mugs in the cabinet with the desklamp').tolist())\n"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", script],
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("1", "2", "3", "4", "5", "6")
    }
    assert len(outputs) == 1, outputs


def test_the_grouped_table_sums_up_the_wordings_chosen_on_and_keeps_each_unread_one():
    """``make replay`` prints tune and read as the mean and the lowest of their wordings, and every wording
    never chosen on as a row of its own, so the README's table is what the command prints."""
    from experiments import rephrasings
    from experiments.replay import grouped

    assert set(rephrasings.TUNING) | set(rephrasings.READ) | set(rephrasings.UNREAD) == set(rephrasings.SPLITS)
    assert not set(rephrasings.READ) & set(rephrasings.UNREAD) and not set(rephrasings.TUNING) & set(rephrasings.UNREAD)
    rows = [{"phrasing": "exact", "split": "-", "method": "gmem", "precision_at_1": 1.0, "precision_at_3": 1.0}]
    for n, split in enumerate(rephrasings.SPLITS):
        for method, offset in (("gmem", 0.0), ("BM25", -0.5)):
            p1 = 0.9 - 0.01 * n + offset
            rows.append(
                {
                    "phrasing": "memory",
                    "split": split,
                    "method": method,
                    "precision_at_1": p1,
                    "precision_at_3": p1 - 0.1,
                }
            )
    groups = {(g["wordings"], g["method"]): g for g in grouped(rows, 3)}
    tune = [0.9 - 0.01 * rephrasings.SPLITS.index(s) for s in rephrasings.TUNING]
    assert groups[("tune", "gmem")]["mean"][0] == pytest.approx(sum(tune) / len(tune), abs=1e-3)
    assert groups[("tune", "gmem")]["worst"] == pytest.approx([min(tune), min(tune) - 0.1], abs=1e-3)
    assert groups[("tune", "BM25")]["worst"][0] == pytest.approx(min(tune) - 0.5, abs=1e-3)
    for split in rephrasings.UNREAD:
        alone = groups[(split, "gmem")]
        assert alone["splits"] == 1 and alone["mean"] == alone["worst"]
        assert (split, "BM25") not in groups
    assert groups[("read", "gmem")]["splits"] == len(rephrasings.READ)
    assert {g["phrasing"] for g in groups.values()} == {"memory"}


def test_the_margin_experiment_varies_one_setting_at_a_time_from_the_defaults():
    """``experiments.shown`` starts from the defaults and moves one margin at a time, so the defaults'
    neighbourhood is what its table shows (and the defaults are among the values it tries)."""
    from experiments.shown import GRID, settings

    first, *others = settings()
    assert first == {name: getattr(TraversalSettings(), name) for name in GRID}
    assert all(first[name] in values for name, values in GRID.items())
    assert len(others) == sum(len(values) - 1 for values in GRID.values())
    for setting in others:
        assert sum(setting[name] != first[name] for name in GRID) == 1


def test_the_margin_experiment_replays_tune_wordings_only(tmp_path):
    """A margin is chosen on the tune wordings: ``--wordings`` naming a held-out one is refused by name, before
    anything is replayed (the trajectories path is never read)."""
    from experiments.shown import measure

    with pytest.raises(ValueError, match="heldout5"):
        measure(tmp_path / "missing.jsonl", tmp_path, ["tune", "heldout5"])


def test_the_paraphrased_wordings_are_each_task_s_own_and_kept_apart(shared_rows, tmp_path):
    """``tune8``, ``tune10`` to ``tune30``, ``heldout8`` to ``heldout11`` are written per task, not from templates:
    each row is that task's own paraphrase, the tune ones are scored where the held-out ones are not (a change
    chosen on one is measured on the others), and a file missing a task is refused by name."""
    from experiments import rephrasings

    trajectories = tmp_path / "runs.jsonl"
    trajectories.write_text("".join(json.dumps(row) + "\n" for row in shared_rows))
    rows = rephrasings.build(trajectories)
    for split in rephrasings.PARAPHRASED:
        written = rephrasings.paraphrased(rephrasings.PARAPHRASED[split])
        mine = [r for r in rows if r["split"] == split]
        assert len(mine) == len(shared_rows) * rephrasings.VARIANTS
        assert all(r["instruction"] == written[r["id"]][r["variant"]] for r in mine)
    scored = {
        split: {r["id"] for r in rows if r["split"] == split and r["scored"]} for split in rephrasings.PARAPHRASED
    }
    assert scored["tune8"] and scored["heldout8"] and not scored["tune8"] & scored["heldout8"]
    tuned = {split: ids for split, ids in scored.items() if split in rephrasings.TUNING}
    held_out = {split: ids for split, ids in scored.items() if split not in rephrasings.TUNING}
    assert {"tune30", "heldout8", "heldout11"} <= scored.keys()
    assert all(ids == scored["tune8"] for ids in tuned.values())
    assert all(ids == scored["heldout8"] for ids in held_out.values())
    trajectories.write_text(json.dumps({**shared_rows[0], "id": "alfworld-unknown"}) + "\n")
    with pytest.raises(ValueError, match="no paraphrases of alfworld-unknown"):
        rephrasings.build(trajectories)


def test_the_cross_domain_sets_put_every_question_as_a_command_and_hold_other_requests_per_split():
    """The abstention benchmark's sets written for it (``experiments.crossdomain``): each of the 100 HotpotQA
    questions put as a command (no question mark), and three times more in other users' voices (``VOICES``), and
    per split 50 acts and 30 questions of other kinds, each of a kind a memory of its own is made of (``KINDS``),
    every kind with at least four per split."""
    from experiments import crossdomain

    commanded = crossdomain.commands()
    assert len(commanded) == 100 and not any(text.rstrip().endswith("?") for text in commanded.values())
    voiced = [crossdomain.voiced_commands(split) for split in crossdomain.SPLITS]
    assert set(voiced[0]) | set(voiced[1]) == set(commanded) and not set(voiced[0]) & set(voiced[1])
    for texts in (texts for split in voiced for texts in split.values()):
        assert len(texts) == 3 and not any(text.rstrip().endswith("?") for text in texts), texts
    for split in crossdomain.SPLITS:
        requests = crossdomain.other_requests(split)
        kinds = [request.kind for request in requests]
        assert kinds.count("act") == 50 and kinds.count("question") == 30, split
        per_kind = Counter(crossdomain.kind_of(request) for request in requests)
        assert set(per_kind) == set(crossdomain.KINDS) and min(per_kind.values()) >= 4, (split, per_kind)


def test_the_writers_put_every_tune_question_and_no_held_out_one(tmp_path):
    """The tune measure of the reading of commands (``experiments.writers``): nine writers, each putting every one of
    the 50 tune questions once, none of the held-out split's; a bad line is named."""
    from experiments import crossdomain

    written = crossdomain.written_commands()
    per_writer = Counter(command.writer for command in written)
    assert len(per_writer) == 9 and set(per_writer.values()) == {50}, per_writer
    tune_ids = set(crossdomain.voiced_commands("tune"))
    for writer in per_writer:
        assert {command.id for command in written if command.writer == writer} == tune_ids, writer
    path = tmp_path / "writers.jsonl"
    path.write_text(written[0].model_dump_json() + "\n" + json.dumps({**written[0].model_dump(), "split": "heldout"}))
    with pytest.raises(ValueError, match=r"writers\.jsonl, line 2: "):
        crossdomain.written_commands(path)


def test_the_writers_measure_asks_each_command_of_a_memory_of_the_other_half(tmp_path):
    """``python -m experiments.writers`` asks each writer's command of a memory of the other 25 tune questions: a
    question asked in the memory's own words gets context, a chore none."""
    from experiments import crossdomain, writers
    from experiments.hotpotqa.data import load_questions

    if not SHARED_HOTPOT.exists():
        pytest.skip("the shared HotpotQA sample is not here (../shared/data)")
    questions = load_questions(SHARED_HOTPOT)
    first, last = questions[0], questions[crossdomain.QUESTIONS_PER_SPLIT - 1]
    commands = [
        crossdomain.WrittenCommand(split="tune", writer="plain", brief="", id=first.id, command=first.question),
        crossdomain.WrittenCommand(split="tune", writer="plain", brief="", id=last.id, command=last.question),
        crossdomain.WrittenCommand(
            split="tune", writer="chores", brief="", id=first.id, command="put a clean mug in coffeemachine."
        ),
    ]
    answered = writers.answered(SHARED_HOTPOT, commands, tmp_path)
    assert answered == {"plain": [True, True], "chores": [False]}


def test_the_other_benchmarks_tasks_hold_every_type_in_each_split():
    """The ScienceWorld and PDDL tasks the abstention benchmark makes memories of (``BENCHMARK_TASKS``): per split
    12 ScienceWorld types of 3 and the 4 PDDL games of 9, each task with a run of 3 to 10 steps."""
    from experiments import crossdomain

    for split in crossdomain.SPLITS:
        tasks = crossdomain.benchmark_tasks(split)
        per_type = Counter((task.benchmark, task.task_type) for task in tasks)
        science = [count for (benchmark, _), count in per_type.items() if benchmark == "scienceworld"]
        games = {kind: count for (benchmark, kind), count in per_type.items() if benchmark == "pddl"}
        assert len(science) == 12 and set(science) == {3}, (split, per_type)
        assert games == dict.fromkeys(["blocksworld", "gripper", "barman", "tyreworld"], 9), (split, games)
        assert all(3 <= len(task.steps) <= 10 for task in tasks), split
        assert {record.domain for record in map(crossdomain.benchmark_record, range(len(tasks)), tasks)} == set(
            crossdomain.BENCHMARKS
        )


def test_a_bad_line_of_a_set_file_is_named_with_its_line(tmp_path):
    """A line the model cannot read stops the benchmark naming the file and the line, not only the field."""
    from experiments import crossdomain

    path = tmp_path / "requests.jsonl"
    good = {"split": "tune", "kind": "act", "domain": "software", "text": "Run the full test suite."}
    path.write_text(json.dumps(good) + "\n" + json.dumps({**good, "kind": "order"}) + "\n")
    with pytest.raises(ValueError, match=r"(?s)requests\.jsonl, line 2: .*kind"):
        crossdomain.other_requests("tune", path)
    path.write_text(json.dumps(good) + "\n")
    assert [request.text for request in crossdomain.other_requests("tune", path)] == [good["text"]]


def test_a_memory_of_another_benchmark_answers_its_own_tasks_and_is_asked_the_other_benchmark_s(embedder, tmp_path):
    """The rows ``experiments.crossdomain`` asks of the memories of other benchmarks, on three tasks of one type of
    each: every own task answered with one of its type first, and the other benchmark's tasks asked of the memory of
    all of them (three PDDL goals of ScienceWorld's, and the other way round: whether they abstain is measured, not
    held here)."""
    from experiments import crossdomain

    tasks = crossdomain.benchmark_tasks("tune")
    chosen = [task for task in tasks if task.task_type in ("test-conductivity", "blocksworld")]
    chosen = [task for task in chosen if task.benchmark == "scienceworld"][:3] + [
        task for task in chosen if task.benchmark == "pddl"
    ][:3]
    hits: crossdomain.Hits = {}
    crossdomain._ask_benchmarks(hits, chosen, [], [], tmp_path, MemoryConfig(), embedder)
    for name in crossdomain.BENCHMARKS.values():
        assert hits[(name, crossdomain.OWN_TASKS, "answer")] == [True] * 3
        assert hits[(name, crossdomain.SAME_TYPE, "answer")] == [True] * 3
        assert len(hits[(name, "the other benchmark's tasks", "abstain")]) == 3


def test_the_benchmark_wordings_put_every_task_three_ways_with_each_split_s_own_writers():
    """``experiments.benchmark_wordings``' set: each of a split's 72 ScienceWorld and PDDL tasks in three wordings by
    every writer of the split (five for tune, two for held-out), and no writer in both splits."""
    from experiments import benchmark_wordings, crossdomain

    rows = benchmark_wordings.wordings()
    writers = {split: {row.writer for row in rows if row.split == split} for split in crossdomain.SPLITS}
    assert len(writers["tune"]) == 5 and len(writers["heldout"]) == 2
    assert not writers["tune"] & writers["heldout"]
    for split in crossdomain.SPLITS:
        tasks = range(len(crossdomain.benchmark_tasks(split)))
        for writer in writers[split]:
            variants = Counter((row.task, row.variant) for row in rows if row.split == split and row.writer == writer)
            assert variants == Counter({(task, variant): 1 for task in tasks for variant in range(3)}), writer


def test_a_bad_line_of_the_benchmark_wordings_is_named_with_its_line(tmp_path):
    from experiments import benchmark_wordings

    path = tmp_path / "wordings.jsonl"
    good = {"split": "tune", "writer": "t", "task": 0, "variant": 0, "text": "boil water"}
    path.write_text(json.dumps(good) + "\n" + json.dumps({**good, "variant": 3}) + "\n")
    with pytest.raises(ValueError, match=r"(?s)wordings\.jsonl, line 2: .*variant"):
        benchmark_wordings.wordings(path)


def test_precision_at_three_counts_as_many_tasks_of_the_type_as_the_memory_holds():
    """A ScienceWorld task has two others of its type: two of them in the first three is full precision."""
    from experiments.benchmark_wordings import _scores

    type_of = {"a": "boil", "b": "boil", "c": "melt", "d": "melt", "e": "melt"}
    assert _scores(["a", "c", "b"], "boil", type_of, ["boil", "boil", "melt", "melt", "melt"]) == (1, 1.0)
    assert _scores(["c", "a", "d"], "boil", type_of, ["boil", "boil", "melt", "melt", "melt"]) == (0, 0.5)
    assert _scores(["c", "d", "e"], "melt", type_of, ["boil", "boil", "melt", "melt", "melt"]) == (1, 1.0)
    assert _scores([], "melt", type_of, ["melt"]) == (0, 0.0)


def test_the_benchmark_wordings_ask_each_task_of_a_memory_of_its_benchmark_s_others(embedder, tmp_path):
    """Each worded task is asked of a memory of the rest of its benchmark, and in its own wording besides: a
    ScienceWorld and a PDDL task asked in their own words come first with a task of their type, for gmem and for
    the baselines, and every query gets context."""
    from experiments import benchmark_wordings, crossdomain

    tasks = crossdomain.benchmark_tasks("tune")
    chosen = [
        next(n for n, task in enumerate(tasks) if task.task_type == kind) for kind in ("test-conductivity", "gripper")
    ]
    asked = [
        benchmark_wordings.Wording(split="tune", writer="x", task=n, variant=0, text=tasks[n].instruction)
        for n in chosen
    ]
    rows = benchmark_wordings.measure(MemoryConfig(), tmp_path, embedder, splits=("tune",), asked=asked)
    again = benchmark_wordings.measure(MemoryConfig(), tmp_path, embedder, splits=("tune",), asked=asked)
    assert again == rows  # the memories of the first call (as the replay's cross-domain ones) are left alone
    assert {(row["benchmark"], row["wording"]) for row in rows} == {
        (name, wording)
        for name in crossdomain.BENCHMARKS.values()
        for wording in ("a plain request", "the benchmark's own wording")
    }
    for row in rows:
        assert row["n"] == 1 and row["context"] == 1.0, row
        assert row["gmem top-1"] == row["dense kNN top-1"] == row["BM25 top-1"] == 1.0, row
    summed = benchmark_wordings.summary(rows)
    assert [(row["benchmark"], row["wording"], row["n"]) for row in summed] == [
        ("ScienceWorld", "users' words", 1),
        ("ScienceWorld", "the benchmark's own wording", 1),
        ("PDDL (AgentBoard)", "users' words", 1),
        ("PDDL (AgentBoard)", "the benchmark's own wording", 1),
    ]
