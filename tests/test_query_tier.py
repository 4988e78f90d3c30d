"""Query tier: learned procedural word weights, hybrid scoring, k-hop expansion, procedure similarity."""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager

import networkx as nx
import numpy as np
import pytest
from scipy import sparse

from experiments.crossdomain import benchmark_record, benchmark_tasks
from gmem import Memory, TaskRecord, TaskStatus
from gmem.config import ScoringWeights
from gmem.models import as_status
from gmem.text import procedure_features
from gmem.tiers import acts, asking, moving, reading
from gmem.tiers.asking import as_question, asking_part, asks_a_question
from gmem.tiers.commanding import commands_an_act
from gmem.tiers.query import IndexedTask, QueryIndex
from gmem.tiers.relevance import NEIGHBOURHOOD, neighbourhood_parts, relevance
from gmem.tiers.sums import RunSums
from gmem.tiers.terms import (
    NUMBERS,
    absent,
    direction,
    inflections,
    placing,
    placing_somewhere,
    recorded_terms,
    terms,
    verbless_placing,
)
from gmem.tiers.weights import WORD_FLOOR, learn

log = logging.getLogger(__name__)

DIM = 4
ZERO = np.zeros(DIM, dtype=np.float32)

GO, TAKE, PUT = "go to _#1", "take _ from _#1", "put _ in/on _#1"
PROCEDURES = {
    "heat": [GO, TAKE, "go to _#2", "heat _ with _#1", PUT],
    "cool": [GO, TAKE, "go to _#2", "cool _ with _#1", PUT],
    "clean": [GO, TAKE, "go to _#2", "clean _ with _#1", PUT],
}
OBJECTS = ["mug", "apple", "egg"]
PLACES = ["cabinet", "countertop", "garbagecan"]


def add(
    index: QueryIndex, task_id: str, instruction: str, procedure: list[str], status=TaskStatus.RESOLVED, vector=ZERO
):
    index.add(IndexedTask(task_id, status, vector, vector, recorded_terms(instruction), procedure))


def synthetic_index(weights: ScoringWeights | None = None) -> QueryIndex:
    """Nine resolved tasks: every verb with every object, so objects say nothing about what was done."""
    index = QueryIndex(DIM, weights)
    for v, verb in enumerate(PROCEDURES):
        for o, obj in enumerate(OBJECTS):
            place = PLACES[(v + o) % 3]
            add(index, f"{verb}-{obj}", f"{verb} some {obj} and put it in {place}.", PROCEDURES[verb])
    return index


def ranked_first(index: QueryIndex, queries: Iterable[str]) -> dict[str, str]:
    """{query: the id of the task ``index`` scores best for it}, on words and procedures alone."""
    return {query: index.ids[int(np.argmax(index.score(query, ZERO, ZERO)))] for query in queries}


def read_apart(*pairs: tuple[str, str]) -> list[str]:
    """The first text of each pair that :func:`terms` reads otherwise than the second."""
    return [text for text, alike in pairs if terms(text) != terms(alike)]


def rows_index(rows: list[dict]) -> QueryIndex:
    """The query tier over the real excerpt, fed exactly what recording feeds it."""
    index = QueryIndex(DIM)
    for row in rows:
        status = TaskStatus.UNKNOWN if row["success"] is None else as_status(row["success"])
        procedure = procedure_features((s["action"], s["observation"]) for s in row["steps"])
        add(index, row["id"], row["instruction"], procedure, status)
    return index


# --------------------------------------------------------------------------- learned word weights


def _runs(words: list[str], templates: list[str], runs: list[tuple[list[str], list[str]]]):
    """The binary word rows and normalised template rows of ``runs``, as recording gives them to the sums."""
    word_rows = sparse.csr_matrix([[1.0 if w in run_words else 0.0 for w in words] for run_words, _ in runs])
    feature_rows = sparse.csr_matrix(
        [[1.0 / np.sqrt(len(done)) if t in done else 0.0 for t in templates] for _, done in runs]
    )
    return word_rows, feature_rows


WORDS = ["heat", "cool", "put", "mug"]
TEMPLATES = ["take", "heat", "cool", "put"]
RUNS = [
    (["heat", "put", "mug"], ["take", "heat", "put"]),
    (["heat", "put", "mug"], ["take", "heat", "put"]),
    (["cool", "put", "mug"], ["take", "cool", "put"]),
    (["cool", "put"], ["take", "cool", "put"]),
]


def test_learn_weighs_the_word_that_tells_runs_apart_above_the_one_every_run_has():
    sums = RunSums()
    sums.add(*_runs(WORDS, TEMPLATES, RUNS), 1)
    weights = dict(zip(WORDS, learn(sums.learned_sums(WORDS, TEMPLATES)).words))
    assert weights["put"] == pytest.approx(WORD_FLOOR)  # in every run: it tells nothing apart
    assert weights["heat"] > weights["mug"] and weights["cool"] > weights["mug"]


def test_run_sums_taken_away_leave_nothing_and_a_mark_restores_them():
    sums = RunSums()
    sums.add(*_runs(WORDS, TEMPLATES, RUNS[:2]), 1)
    before = sums.learned_sums(WORDS, TEMPLATES)
    kept = (before.taught, before.word_docs.copy(), before.feature_sum.copy(), before.pairs.toarray())
    mark = sums.mark()
    sums.add(*_runs(WORDS, TEMPLATES, RUNS[2:]), 1)
    sums.add(*_runs(WORDS, TEMPLATES, RUNS[:2]), -1)
    rest = sums.learned_sums(WORDS, TEMPLATES)
    assert rest.taught == 2 and rest.word_docs.tolist() == [0, 2, 2, 1]
    sums.add(*_runs(WORDS, TEMPLATES, RUNS[2:]), -1)
    empty = sums.learned_sums(WORDS, TEMPLATES)
    assert empty.taught == 0 and not empty.feature_sum.any() and not empty.feature_sq.any()
    assert not empty.pairs.toarray().any()
    sums.restore(mark)
    again = sums.learned_sums(WORDS, TEMPLATES)
    assert (again.taught, again.word_docs.tolist(), again.feature_sum.tolist(), again.pairs.toarray().tolist()) == (
        kept[0],
        kept[1].tolist(),
        kept[2].tolist(),
        kept[3].tolist(),
    )


def test_run_sums_read_back_from_their_arrays_learn_the_same_weights():
    sums = RunSums()
    sums.add(*_runs(WORDS, TEMPLATES, RUNS), 1)
    read_back = RunSums.from_arrays(sums.arrays(len(WORDS), len(TEMPLATES)))
    original = learn(sums.learned_sums(WORDS, TEMPLATES)).words
    assert learn(read_back.learned_sums(WORDS, TEMPLATES)).words.tolist() == original.tolist()


def test_synthetic_weights_favour_procedural_words():
    weights = synthetic_index().word_weights()
    log.info("synthetic weights: %s", {w: round(v, 3) for w, v in sorted(weights.items())})
    for verb in PROCEDURES:
        for obj in OBJECTS:
            assert weights[verb] > weights[obj], (verb, obj)
        for place in PLACES:
            assert weights[verb] > weights[place], (verb, place)
    # Words present in every resolved task explain nothing: all get the same (floor) weight.
    fillers = {weights[w] for w in ("some", "and", "put", "it", "in")}
    assert len(fillers) == 1
    assert fillers.pop() <= min(weights[o] for o in OBJECTS)


def test_a_failed_run_teaches_no_weight_and_a_run_without_a_verdict_teaches_as_a_resolved_one():
    index = synthetic_index()
    before = index.word_weights()
    add(index, "odd-failed", "polish some zebra", [GO, "polish _ with _#1"], TaskStatus.FAILED)
    after = index.word_weights()
    assert {w: after[w] for w in before} == pytest.approx(before)
    assert after["polish"] == after["zebra"]  # unseen by the statistics: the default weight

    index.set_status("odd-failed", TaskStatus.RESOLVED)
    learned = index.word_weights()
    assert learned["polish"] > after["polish"]
    assert learned["polish"] > max(learned[o] for o in OBJECTS)
    assert index.status[index.row_of["odd-failed"]] == TaskStatus.RESOLVED

    # A team that records with no judge: the run teaches until a verdict says it failed, and again if taken back.
    for status, weights in [(TaskStatus.UNKNOWN, learned), (TaskStatus.FAILED, after), (TaskStatus.UNKNOWN, learned)]:
        index.set_status("odd-failed", status)
        assert index.word_weights() == pytest.approx(weights), status


def test_a_memory_of_runs_without_a_verdict_learns_what_the_same_runs_judged_teach(alfworld_rows):
    """A team that records with no judge records every run as unknown: its memory must learn the words that tell
    kinds apart as the judged memory of the same runs learns them from its resolved ones (before, it learned no
    word at all, and ranked by MiniLM alone)."""
    resolved = [row for row in alfworld_rows if row["success"]]
    judged = rows_index(resolved).word_weights()
    unjudged = rows_index([{**row, "success": None} for row in resolved]).word_weights()
    assert unjudged == pytest.approx(judged)
    assert min(unjudged[w] for w in ("clean", "cool", "two")) > 2 * max(unjudged[w] for w in ("mug", "soapbar", "a"))


def test_real_rows_weigh_procedural_words_above_objects_and_filler(alfworld_rows):
    weights = rows_index(alfworld_rows).word_weights()
    # 'put' is not filler here: its absence marks the look-at-under-the-lamp tasks, so it carries weight.
    shown = {w: round(weights[w], 3) for w in ("clean", "cool", "two", "mug", "soapbar", "a", "and")}
    log.info("real weights: %s", shown)
    procedural = min(weights[w] for w in ("clean", "cool", "two"))
    incidental = max(weights[w] for w in ("mug", "soapbar", "a", "and"))
    assert procedural > 2 * incidental, shown


def test_a_run_that_logged_no_observation_has_its_acts_for_its_procedure(alfworld_rows):
    """A team that keeps its agents' acts and not what the world answered: read as ignored, every act of its runs
    was, so they had no procedure and taught nothing (reading 24). A run that logged some observations still reads
    an empty one as an act the world ignored."""
    bare = [("think: the mug is on the counter", ""), ("go to countertop 1", ""), ("take mug 1 from countertop 1", "")]
    assert procedure_features(bare) == ["go to _#1", "take _ from _#1"]
    assert procedure_features([("go to countertop 1", "You arrive."), ("take mug 1 from countertop 1", "")]) == [
        "go to _#1"
    ]
    unlogged = [{**row, "steps": [{**step, "observation": ""} for step in row["steps"]]} for row in alfworld_rows]
    weights = rows_index(unlogged).word_weights()
    assert min(weights[w] for w in ("clean", "cool", "two")) > 2 * max(weights[w] for w in ("mug", "soapbar", "a"))


def test_real_rows_weigh_heat_above_objects_met_across_kinds(alfworld_rows):
    """'heat'/'hot' decide what a team does (take, heat with the microwave, put); 'mug' and 'soapbar' turn up
    in heat, cool and clean tasks alike and decide nothing. ('countertop' is left out on purpose: in this data
    clean tasks mostly end on a countertop, so it does predict the procedure, and the weights say so.)"""
    weights = rows_index(alfworld_rows).word_weights()
    shown = {w: round(weights[w], 3) for w in ("heat", "hot", "mug", "soapbar")}
    log.info("heat vs objects: %s", shown)
    assert min(weights["heat"], weights["hot"]) > max(weights["mug"], weights["soapbar"]), shown


def test_weights_are_cached_and_refreshed_after_add():
    index = synthetic_index()
    first = index.word_weights()
    assert index.word_weights() == first
    add(index, "heat-bread", "heat some bread and put it in cabinet.", PROCEDURES["heat"])
    assert "bread" in index.word_weights()
    assert index.word_weights()["heat"] != first["heat"]


def few_runs_index() -> QueryIndex:
    """One resolved run of each kind: every word of a run is learned from that run alone."""
    index = QueryIndex(DIM)
    add(index, "hot-mug", "put a hot mug in coffeemachine.", PROCEDURES["heat"])
    add(index, "two-soapbars", "put two soapbar in garbagecan.", [GO, TAKE, PUT, "go to _#2", "take _ from _#2"])
    add(index, "clean-plate", "put a clean plate in countertop.", PROCEDURES["clean"])
    add(index, "cool-tomato", "put a cool tomato in microwave.", PROCEDURES["cool"])
    return index


def test_with_few_runs_the_words_stating_the_act_outweigh_the_names_of_things():
    """A run's verb or adjective ("hot", "two") and its object's or receptacle's name were learned from the
    same single run, so they weighed the same; the prior that what to do carries a task's kind breaks the
    tie ("mug" is mostly a noun in WordNet, "garbagecan" is not in it)."""
    weights = few_runs_index().word_weights()
    shown = {w: round(weights[w], 3) for w in ("hot", "two", "mug", "coffeemachine", "garbagecan")}
    log.info("few-run weights: %s", shown)
    assert min(weights["hot"], weights["two"]) > max(weights["mug"], weights["coffeemachine"], weights["garbagecan"])


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("warm up the egg and then place it in the garbagecan", "hot-mug"),  # "warm" counts as "hot" (WordNet)
        ("put a cool egg in coffeemachine", "cool-tomato"),
        ("put two mug in coffeemachine", "two-soapbars"),
    ],
)
def test_with_few_runs_a_query_finds_the_run_that_did_its_act_not_the_one_with_its_things(query, expected):
    """Each query names the receptacle or object of another kind's run (the run before the prior ranked first
    or tied with the right one)."""
    index = few_runs_index()
    scores = index.score(query, ZERO, ZERO)
    assert index.ids[int(np.argmax(scores))] == expected


def test_a_request_s_manner_weighs_the_floor_and_draws_no_polite_request_to_a_polite_run():
    """A memory asked in users' own words: one run's "please" or "quick" was learned from that run alone and
    weighed what its verb weighs, so every later polite request went to that run, whatever it asked."""
    index = QueryIndex(DIM)
    add(index, "heat", "heat some mug and put it in cabinet, please.", PROCEDURES["heat"])
    add(index, "cool", "cool some apple and put it in fridge, quick.", PROCEDURES["cool"])
    add(index, "place", "put some vase in safe.", [GO, TAKE, PUT])
    add(index, "clean", "is someone able to clean some plate and put it in shelf?", PROCEDURES["clean"])
    weights = index.word_weights()
    assert weights["please"] == weights["quick"] == weights["someone"] == weights["able"] == WORD_FLOOR
    scores = index.score("please put the pen in the drawer, quick.", ZERO, ZERO)
    assert index.ids[int(np.argmax(scores))] == "place"


def test_the_fillers_of_a_spoken_request_weigh_the_floor():
    """A voice assistant's transcript: one run's "um", "uh" and "yeah" weighed what its verb weighs and drew
    every later spoken request to that run."""
    index = synthetic_index()
    add(index, "spoken", "um so uh heat a cup and put it in the cabinet yeah", PROCEDURES["heat"])
    add(index, "place", "put some pen in drawer.", [GO, TAKE, PUT])
    weights = index.word_weights()
    assert weights["um"] == weights["uh"] == weights["yeah"] == WORD_FLOOR
    scores = index.score("uh put the pen in the drawer yeah um", ZERO, ZERO)
    assert index.ids[int(np.argmax(scores))] == "place"
    add(index, "labelled", "task: heat a mug and put it in the cabinet, ta", PROCEDURES["heat"])
    assert index.word_weights()["task"] == index.word_weights()["ta"] == WORD_FLOOR  # a note's label, its thanks
    scores = index.score("task: put the pen in the drawer, ta", ZERO, ZERO)
    assert index.ids[int(np.argmax(scores))] == "place"


def test_the_words_that_order_a_request_s_steps_read_as_then():
    """Users' own words: "first ..., next ..., finally ..." learned from the one run written as a list drew
    every listed request to that run, whatever it asked. Where no clause opens with it, such a word keeps
    its sense ("the first election")."""
    index = QueryIndex(DIM)
    add(index, "heat", "first heat a mug, next put it in the cabinet, finally close it.", PROCEDURES["heat"])
    add(index, "cool", "cool some apple and put it in fridge.", PROCEDURES["cool"])
    add(index, "place", "put some pen in safe.", [GO, TAKE, PUT])
    add(index, "clean", "clean some plate and put it in shelf.", PROCEDURES["clean"])
    assert {"first", "next", "finally"}.isdisjoint(index.word_weights())  # each read as "then"
    scores = index.score("first take the pen, next open the drawer, finally put the pen in.", ZERO, ZERO)
    assert index.ids[int(np.argmax(scores))] == "place"
    assert "first" in terms("it was the first election for governor") and "next" in terms("put it next to the sink")


def test_what_a_request_rules_out_is_not_the_task():
    """In "Don't chill the egg - heat it up" the clause a "don't" or a "not" opens names what the task is not;
    read as the task's words, it drew the request to the cooling runs. "Don't just ..." and "don't forget ..."
    ask for more, and a "not" inside a clause ("the film is not a sequel") keeps its words."""
    index = QueryIndex(DIM)
    add(index, "heat", "heat some egg and put it in garbagecan.", PROCEDURES["heat"])
    add(index, "cool", "cool some egg and put it in garbagecan.", PROCEDURES["cool"])
    add(index, "place", "put some pen in drawer.", [GO, TAKE, PUT])
    add(index, "clean", "clean some plate and put it in shelf.", PROCEDURES["clean"])
    expected = {
        "Don't cool the egg \u2014 heat it, then put it in the garbage can.": "heat",
        "do not cool the egg, just heat it and put it in the garbagecan": "heat",
        "Put the pen in the drawer, not in the shelf after cleaning.": "place",
    }
    assert ranked_first(index, expected) == expected
    assert terms("Don't chill the egg - heat it up") == ["heat", "it", "up"]
    assert terms("the mug shouldn't stay on the desk; heat it") == ["the", "mug", "heat", "it"]
    assert terms("heat it instead of cooling it, then bin it") == ["heat", "it", "then", "bin", "it"]
    assert "cool" in terms("don't just put it away, cool it first") and "heat" in terms("don't forget to heat it")
    assert "sequel" in terms("the film is not a sequel but a remake")
    assert terms("Don't chill the egg\u2014heat it up") == ["heat", "it", "up"]  # a dash with no spaces
    assert "heat" in terms("take the mug (not the red one) and heat it")  # the clause ends at its parenthesis


def test_what_is_ruled_out_only_until_something_is_done_is_asked_for():
    """ "Don't put the cup in the cupboard until it's been heated" asks for the heating, then the putting away. Read
    as a ruling out, every word of it was dropped: such a request read nothing, and its best task was a plain
    placing run (six of a fresh writer's 67 constraints, "Don't ... until ...", ranked a task of another kind
    first)."""
    index = QueryIndex(DIM)
    add(index, "heat", "heat some cup and put it in cabinet.", PROCEDURES["heat"])
    add(index, "clean", "clean some plate and put it in countertop.", PROCEDURES["clean"])
    add(index, "place", "put some saltshaker on cabinet.", [GO, TAKE, PUT])
    expected = {
        "Don't put the cup in the cabinet until it's been heated.": "heat",
        "don't put the plate on the countertop unless it's clean": "clean",
        "Do not put the cup in the cabinet before heating it.": "heat",
    }
    assert ranked_first(index, expected) == expected
    assert terms("Don't put the cup away until it's been heated.")[-1] == "heated"
    assert terms("Don't chill the cup, heat it until it's hot") == ["heat", "it", "until", "it", "s", "hot"]


def test_who_a_request_is_relayed_from_is_not_the_task():
    """A relayed request ("The cleaner asked that ...") names who asks: read as the task's words, "cleaner" said
    cleaning, and in a memory in users' words a relayer's name and "asked" drew each later request of theirs to
    the first one."""
    index = QueryIndex(DIM)
    add(index, "heat", "The cleaner asked that a mug be heated and put in the cabinet.", PROCEDURES["heat"])
    add(index, "cool", "cool some apple and put it in fridge.", PROCEDURES["cool"])
    add(index, "place", "put some pen in drawer.", [GO, TAKE, PUT])
    scores = index.score("The cleaner asked that the pen be put in the drawer.", ZERO, ZERO)
    assert index.ids[int(np.argmax(scores))] == "place"
    assert {"cleaner", "asked"}.isdisjoint(index.word_weights())
    add(index, "wanting", "Sarah wants a cup heated and put in the cabinet.", PROCEDURES["heat"])
    assert "wants" not in index.word_weights()  # what she wants is the request's manner: read as "want"
    assert index.word_weights()["want"] == WORD_FLOOR
    assert not read_apart(
        ("My roommate asked if the robot could heat the mug.", "the robot could heat the mug."),
        ("According to my neighbour, the mug goes in the sink.", "the mug goes in the sink."),
        ("Mom told me she'd like a washed plate. Dad says put it away.", "she'd like a washed plate. put it away."),
        ("Grandma asked for a heated mug to be set in the cabinet.", "a heated mug to be set in the cabinet."),
    )
    assert "said" in terms("which band said in 1999 that it would split?")  # only where a sentence opens


def test_a_request_to_see_that_something_is_so_is_not_the_task(open_memory, alfworld_rows):
    """ "See to it that ...", "ensure that ...", "make sure ..." ask for the state that follows: read as words,
    "see" said what looking says, and a request to have a salt cellar resting on the cabinet went to the run
    that examined a bowl with the desk lamp."""
    assert not read_apart(
        ("See to it that a salt cellar is resting on the cabinet.", "a salt cellar is resting on the cabinet."),
        ("Ensure that a heated mug ends up in the coffeemaker.", "a heated mug ends up in the coffeemaker."),
        ("Please make sure the apple is cold.", "Please the apple is cold."),
        ("Be sure to rinse the plate.", "rinse the plate."),
    )
    assert "see" in terms("see the bowl under the lamp") and "sure" in terms("I made sure of it")
    memory = open_memory()
    memory.record_many([TaskRecord.model_validate(row) for row in alfworld_rows[:28]])
    kinds = {row["id"]: row["task_type"] for row in alfworld_rows}
    for request in [
        "See to it that a salt cellar is resting on the cabinet.",
        "See to it that a watch is resting on the safe.",
    ]:
        assert kinds[memory.retrieve(request).tasks[0].node.id] == "pick_and_place", request


@contextmanager
def scienceworld_memory(tmp_path, embedder, asked: str) -> Iterator[tuple[Memory, dict[str, str]]]:
    """A memory of the tune split's ScienceWorld runs but the one whose instruction says ``asked``, and each run's
    task type by id: the benchmark wordings' memory for a request for that task."""
    tasks = [task for task in benchmark_tasks("tune") if task.benchmark == "scienceworld"]
    kept = [(n, task) for n, task in enumerate(tasks) if asked not in task.instruction]
    assert len(kept) == len(tasks) - 1, asked
    runs = [benchmark_record(n, task) for n, task in kept]
    with Memory.open(str(tmp_path / "sw.db"), embedder=embedder) as memory:
        memory.record_many(runs)
        yield memory, {run.id: task.task_type for run, (_, task) in zip(runs, kept)}


def first_in_scienceworld(tmp_path, embedder, asked: str, requests: Sequence[str]) -> dict[str, str]:
    """The task type each of ``requests`` ranks first in :func:`scienceworld_memory` (of the runs but ``asked``)."""
    with scienceworld_memory(tmp_path, embedder, asked) as (memory, type_of):
        return {request: type_of[memory.retrieve(request).tasks[0].node.id] for request in requests}


def test_a_light_verb_before_the_act_it_names_says_nothing(embedder, tmp_path):
    """To "make changes" is to change, to "take actions" to act: the light verb says nothing of its own. Learned as a
    word, the "make" of ScienceWorld's growing tasks ("... make changes to the environment that grow the plant") was
    theirs alone, and "Please make orange paint." went to them rather than to the tasks that create paint."""
    assert not read_apart(
        ("Then, make changes to the environment.", "Then, changes to the environment."),
        ("take actions that will cause it to melt", "actions that will cause it to melt"),
        ("He made a few changes.", "He changes."),
        ("make an attempt to open it", "attempt to open it"),
    )
    assert "make" in terms("Please make orange paint.") and "take" in terms("take two steps")
    requests = ["Please make orange paint.", "orange paint - make it"]
    kinds = first_in_scienceworld(tmp_path, embedder, "create orange paint", requests)
    assert set(kinds.values()) == {"chemistry-mix"}, kinds


def test_a_clause_that_says_what_may_be_done_says_nothing_of_the_task(embedder, tmp_path):
    """ "Combining them with other compounds is also allowed" is an option the one asked has, not what is asked.
    Read as words, the "combining" ScienceWorld's boiling tasks allow was theirs alone, and a request to mix paint by
    combining its ingredients went to boiling orange juice rather than to the tasks that create paint."""
    assert not read_apart(
        (
            "Your task is to boil lead. For compounds without a boiling point, combining them is also allowed.",
            "Your task is to boil lead. For compounds without a boiling point.",
        ),
        ("Boil the water; you're allowed to mix it with other compounds", "Boil the water;"),
        ("Boil the water — mixing is permitted.", "Boil the water —"),
    )
    assert "allowed" in terms("the allowed moves") and "mix" in terms("mix the paint, as the recipe allows")
    requests = [
        "Could you mix up a batch of orange-coloured paint by combining the right ingredients?",
        "I need orange paint produced by blending the appropriate ingredients together.",
    ]
    kinds = first_in_scienceworld(tmp_path, embedder, "create orange paint", requests)
    assert set(kinds.values()) == {"chemistry-mix"}, kinds


def test_a_temperature_s_unit_reads_as_its_words(embedder, tmp_path):
    """ ">100C" is a hundred degrees Celsius. Read as written it was one word no run says, and a note that sorts a
    thing by its temperature had only its colours and its room to go by: it went to the conductivity task whose boxes
    are red and blue, in the workshop."""
    assert not read_apart(
        (">100C red", "degrees celsius red"),
        ("above 50.0 °C", "above 50.0 degrees celsius"),
        ("over 200 degrees C", "over degrees celsius"),
        ("bake it at 350F", "bake it at degrees fahrenheit"),
    )
    assert terms("vitamin C") == ["vitamin", "c"]
    note = "unknown substance B temp check, workshop — >100C red, <100C blue"
    assert first_in_scienceworld(tmp_path, embedder, "temperature of unknown substance B", [note]) == {
        note: "use-thermometer"
    }


def test_a_quality_asked_how_it_is_asks_its_measure(embedder, tmp_path):
    """ "How warm the banana is" asks its temperature. The dictionary's "warm" says one in half its uses only, and
    counted as "temperature" at that share, a request to check how warm a banana in the kitchen is went to measuring the
    melting point of chocolate, in the kitchen, rather than to the tasks that measure a temperature."""
    request = (
        "Check how warm the banana in the kitchen is using the thermometer, then sort it: above 50.0 degrees Celsius "
        "goes in the orange box, below that goes in the yellow box."
    )
    assert first_in_scienceworld(tmp_path, embedder, "temperature of banana", [request]) == {request: "use-thermometer"}


def test_when_the_one_asked_is_free_says_nothing_of_the_task():
    """ "When you get a chance", "if you have a moment": the manner of a request. Read as words, its "get" said
    what fetching says, and a team that asks this way drew a plain move to its run of another kind that said it
    too (held-out 1: "kindly drop a vase into the safe when you get a chance, cheers" to the run that dropped
    two bars of soap into the bin)."""
    assert not read_apart(
        (
            "kindly drop a vase into the safe when you get a chance, cheers",
            "kindly drop a vase into the safe when you, cheers",
        ),
        ("When you have a moment, turn on the desk lamp.", "When you, turn on the desk lamp."),
        (
            "heat up a cup and put it in the cabinet when u get a sec",
            "heat up a cup and put it in the cabinet when u",
        ),
        ("once you've got a spare minute, chill the apple", "once you've, chill the apple"),
        ("if you find the time, put a mug in the desk", "if you, put a mug in the desk"),
    )
    assert "second" in terms("grab a second pillow and place it there")  # a second one counts
    assert "get" in terms("get a cup nice and toasty") and "find" in terms("find a pen")
    index = QueryIndex(DIM)
    polite = "kindly drop {} into the {} when you get a chance, cheers"
    add(index, "two", polite.format("a couple of soap bars", "bin"), [GO, TAKE, PUT, GO, TAKE, PUT])
    add(
        index,
        "heat",
        "get a cup nice and toasty and drop it into the cupboard when you get a chance",
        PROCEDURES["heat"],
    )
    add(index, "place", "put some watch on safe.", [GO, TAKE, PUT])
    add(index, "place-pen", "put some pen in drawer.", [GO, TAKE, PUT])
    assert index.ids[int(np.argmax(index.score(polite.format("a vase", "safe"), ZERO, ZERO)))] == "place"


def test_the_sentences_of_a_message_that_ask_for_nothing_weigh_less(monkeypatch):
    """Around the request, a message says why ("the kitchen is a mess after the party"), greets and signs off:
    read at full weight, its "clean" drew a plain move to the washing run."""
    index = QueryIndex(DIM)
    add(index, "clean", "clean some plate and put it in cabinet.", PROCEDURES["clean"])
    add(index, "cool", "cool some apple and put it in fridge.", PROCEDURES["cool"])
    add(index, "place", "put some saltshaker in drawer.", [GO, TAKE, PUT])
    add(index, "place-pen", "put some pen in drawer.", [GO, TAKE, PUT])
    messages = [
        (
            "Subject: cleaning day\nHi team,\nThe kitchen is a mess after the party and could do with a clean.\n"
            "Please move a salt shaker into the drawer.\nThanks, Ana"
        ),
        "Can you stow the salt shaker in the drawer? The table is cluttered from cleaning.",
    ]
    for message in messages:
        assert index.ids[int(np.argmax(index.score(message, ZERO, ZERO)))] == "place"
    monkeypatch.setattr(reading, "BACKGROUND", 1.0)  # every sentence read alike, as before
    for message in messages:
        assert index.ids[int(np.argmax(index.score(message, ZERO, ZERO)))] == "clean"


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        (
            "Can you stow the pepper shaker in the drawer? The table's getting cluttered.",
            "Can you stow the pepper shaker in the drawer?",
        ),
        (
            "The cat keeps knocking stuff off the counter. Move the salt shaker into the cabinet, would you?",
            "Move the salt shaker into the cabinet, would you?",
        ),
        (
            "Subject: tidying the kitchen\nHello team,\nPlease move a salt shaker into a cabinet.\nBest, Leo",
            "Please move a salt shaker into a cabinet.",
        ),
        (
            "The microwave needs a potato in it - a cold one, from the fridge. I'm testing a recipe.",
            "The microwave needs a potato in it - a cold one, from the fridge.",
        ),
        ("The folks are coming over. Microwave a mug. Thanks!", "Microwave a mug. Thanks!"),
        ("put a hot mug in coffeemachine.", None),  # one sentence
        ("1. Pick up a mug. 2. Heat it in the microwave. 3. Place it in the coffee machine.", None),  # all ask
        ("The mug needs to be hot. Then it goes in the coffee machine.", None),  # what is to be asks too
        ("The mug is dirty. The sink is over there.", None),  # nothing asks: nothing to weigh down
        (
            "I'd like a thermometer reading of the banana. The lab is busy today.",
            "I'd like a thermometer reading of the banana.",
        ),
        ("We\u2019d like a clean mug. The kitchen is a mess.", "We\u2019d like a clean mug."),
        ("Who wrote the novel? Its author was born in Ohio.", "Who wrote the novel?"),
        # A speaker who takes back what they asked asks what follows; words of the request that say "no" or
        # "sorry", and a "no" said of nothing asked, take nothing back.
        (
            "Cool an apple in the fridge \u2014 no, heat it in the microwave first, then put it in the fridge.",
            "heat it in the microwave first, then put it in the fridge.",
        ),
        (
            "Leave the salt shaker on the counter \u2014 actually, I changed my mind, put it away in the cabinet.",
            "put it away in the cabinet.",
        ),
        ("Put the vase on the shelf. No, put it in the safe.", "put it in the safe."),
        # Several such words ("no sorry", "wait, no"), or one after an interjection ("oh wait").
        (
            "Chill an egg and bin it \u2014 no sorry, heat it in the microwave, then put it in the garbage can.",
            "heat it in the microwave, then put it in the garbage can.",
        ),
        (
            "Toast the bread \u2014 wait, no, cool it in the fridge instead and then put it on the countertop.",
            "cool it in the fridge instead and then put it on the countertop.",
        ),
        (
            "Put a mug in the coffee machine \u2014 oh wait, chill it in the fridge first.",
            "chill it in the fridge first.",
        ),
        ("Put a soap bar on the counter. Oh wait, wash it at the sink first.", "wash it at the sink first."),
        ("Heat the mug, no rush.", None),
        ("Put the mug in the fridge - no need to heat it.", None),
        ("Sorry, could you put the mug in the microwave?", None),
        (
            "Can you heat a cup and put it in the cabinet? I read somewhere, no, I don't know.",
            "Can you heat a cup and put it in the cabinet?",
        ),
        # A thing put somewhere in the past is what happened, not what is asked; where it goes is asked.
        ("The band was based in London for years. Which label signed them?", "Which label signed them?"),
        (
            "The pillows ended up on the floor again. Please put them back on the sofa.",
            "Please put them back on the sofa.",
        ),
        (
            "Knife duty: rinse the knife and lay it on the counter. Thanks in advance.",
            "Knife duty: rinse the knife and lay it on the counter.",
        ),
        (
            "Mum's coming over. The clean mug goes in the coffee machine, cheers.",
            "The clean mug goes in the coffee machine, cheers.",
        ),
        # How an environment states its task.
        ("Your task is to boil water. The stove is in the kitchen.", "Your task is to boil water."),
    ],
)
def test_a_message_says_which_of_its_sentences_ask(text, asked):
    assert asking_part(text) == asked


def test_what_is_no_longer_so_says_its_opposites_as_surely_as_they_are_meant():
    """A thing "no longer solid" is liquid: "solid" is opposed to "plane" only as a figure of geometry, and read as
    surely as a synonym that opposite drew a ScienceWorld request to melt chocolate to the inclined planes (tune
    writers of ``experiments.benchmark_wordings``)."""
    index = QueryIndex(DIM)
    melting, sliding = (
        ["focus on _#1", "go to _#2", "heat _ with _#1"],
        ["focus on _#1", "look at _#1", "move _ to _#2"],
    )
    for thing in ("ice", "tin"):
        add(index, f"melt-{thing}", f"Your task is to melt {thing}. First, focus on the substance.", melting)
    for n, pair in enumerate(("unknown material C, plastic", "wood, steel")):
        add(
            index,
            f"plane-{n}",
            f"Your task is to determine which of the two inclined planes ({pair}) has the most friction.",
            sliding,
        )
    query = "I'd like the chocolate liquefied \u2014 warm it until it's no longer solid."
    assert ranked_first(index, [query])[query].startswith("melt-")


def test_what_a_speaker_took_back_weighs_less(monkeypatch):
    """A request corrected on the way ("Cool an apple in the fridge - no, heat it in the microwave first, ...") asks
    for what follows the correction: read whole, its "cool" drew it to the cooling run of the same apple."""
    index = QueryIndex(DIM)
    add(index, "heat", "heat some apple and put it in fridge.", PROCEDURES["heat"])
    add(index, "cool", "cool some apple and put it in fridge.", PROCEDURES["cool"])
    add(index, "cool-pan", "cool some pan and put it in countertop.", PROCEDURES["cool"])
    add(index, "clean-pan", "clean some pan and put it in countertop.", PROCEDURES["clean"])
    corrected = {
        "Cool an apple in the fridge \u2014 no, heat it in the microwave first, then put it in the fridge.": "heat",
        "Wash a pan and put it on the counter \u2014 sorry, not wash, cool it. Cooled pan on the counter.": "cool-pan",
    }
    assert ranked_first(index, corrected) == corrected
    asking_part.cache_clear()
    monkeypatch.setattr(asking, "taken_back", lambda text: None)  # nothing taken back, as before
    assert next(iter(ranked_first(index, corrected).values())) == "cool"
    asking_part.cache_clear()


@pytest.mark.parametrize(
    ("request_text", "question"),
    [
        ("Which magazine was started first, Arthur's Magazine or First for Women?", True),
        ("Were Scott Derrickson and Ed Wood of the same nationality?", True),
        ("VIVA Media AG changed it's name in 2004. What does their new acronym stand for?", True),
        ("When was the Argentine footballer born", True),  # no question mark
        ("In which year did the band disband", True),
        ("Grown-Ups starred the actor who was best known for which role?", True),  # opens with a verb's form
        ("Find out which magazine was started first.", True),  # a question put as a command
        ("Tell me whether Darren Shepherd and Remi Lange are both American.", True),
        ("put a hot mug in coffeemachine.", False),
        ("Could you warm up a mug and leave it in the coffee machine?", False),  # a request
        ("How do I warm a mug and then get it into the coffee maker?", False),  # how to do it
        ("Could you tell me how to look at the bowl under the desk lamp?", False),
        ("Who can heat an apple and place it in the fridge?", False),  # who will act
        ("Is it possible for you to wash a bar of soap and then leave it on the counter?", False),
        ("Mind rinsing off a plate and leaving it out on the worktop?", False),
        ("Stash the salt shaker in the drawer, would ya?", False),  # a tag
        ("If the desk lamp works, maybe have a look at the bowl with it switched on?", False),  # a hedged command
        ("When you're free, pop the watch in the safe box asap", False),  # "when" opens a condition
        ("Have a peek at the pencil under the desk lamp.", False),  # a light verb, no subject
        ("For safekeeping, gather two key chains and store them inside the safe.", False),
        ("Fact check: The novel was published in 1954.", True),  # a claim to check
        ("The novel was published in 1954.", False),  # a claim alone asks neither
        ("Solve for x: 2x + 6 = 10.", True),  # an answer to work out, asked as a command
        ("Convert 5 miles to kilometres", True),
        ("Define marginal utility", True),
        ("Can you prove that every prime above 2 is odd?", True),
        ("roughly how long does an egg take to boil", True),  # a hedge before the question word
        ("Around the sink, put a clean plate.", False),
        # Questions asked in other openings: a verb of finding out before a relative clause or a question word,
        # curiosity, a label, courtesy.
        ("Please provide the city where the director of Big Stone Gap is based.", True),
        ("Report the year in which the band behind the album was founded.", True),
        ("Share which of the two authors was born first.", True),
        ("Look into where the inventor of the telephone was educated.", True),
        ("Search for the name of the ship that carried the first settlers.", True),
        ("I'm curious which studio produced the first film of that trilogy.", True),
        ("I wonder who coached the team that won the 1998 final.", True),
        ("Where was the author of the novel born, please?", True),
        ("Please answer: where is the director of Big Stone Gap based?", True),
        # ... and requests for acts in the same words.
        ("I wonder whether you could heat the mug and leave it on the counter.", False),
        ("Share the last slice of cake with the team.", False),
        ("Look into the drawer and put the pencil on the desk.", False),
        ("Put the mug in the sink and let me know when it is done, please.", False),
        ("Where should I put the mug, please?", False),
        ("Quick question: could you put the vase in the safe?", False),
        # A question asked on the way to an act asks for the act; one to find out, or to work out, does not.
        ("Could you find out where the mug is and put it in the coffee machine?", False),
        ("Where's the pepper shaker? Put it in the drawer.", False),
        ("Is the mug clean? If not, wash it and put it in the cabinet.", False),
        ("Check whether the fridge has a tomato, then put it in the microwave.", False),
        ("Give the bar of soap a rinse and put it in the cupboard.", False),
        ("How about heating the mug and putting it in the coffee machine?", False),  # a suggestion
        ("How hard would it be to chill a tomato and put it in the microwave?", False),
        ("The director of Big Stone Gap is based in which city? Look it up.", True),
        ("Did Jonny Craig play for the band and win the award?", True),
        ("Find out whether Mark Twain and Will Smith were born in the same state.", True),
        ("Fact check: Coldplay was formed by lead vocalist Chris Martin and lead guitarist Jonny Buckland.", True),
        ("Solve this: Alice is older than Ben and Ben is older than Cara. Order them from oldest.", True),
        # Other users say more around the question: a sentence, a clause or a heading before it, a want, a noun
        # phrase alone; the same forms that ask for a chore, or state something, do not.
        ("Otterington station was on a railway linking Edinburgh to another city. Specify that city.", True),
        ("Kent Baer is the defensive coordinator for a team; locate the stadium where that team plays.", True),
        ("Ed Oxenbould plays Tyler in a film, and I need that director's name.", True),
        ("Sadok Sassi played for a national team \u2014 find the year that team made its first World Cup.", True),
        ("CRM task: Kenneth Gile is an airline's COO \u2014 identify the airport where its head office is", True),
        ("Pinpoint the founding year of the unit that carried out Operation Cold Comfort.", True),
        ("I'm looking for the founding date of the organization that Nicolae Titulescu presided.", True),
        ("Ticket #4471 - Need the birth date of the footballer whom Ronald Koeman replaced.", True),
        ("Good morning. I'd appreciate it if you could identify the building opposite the palace.", True),
        ("Year of disbandment for the band whose former frontman married Jaclyn Stapp.", True),
        ("Helpdesk ticket: Profile data missing field\nPlease find the field of the degree the head holds", True),
        ("For my retrospective, I need the Teen Titans spinoff series that the actress voiced.", True),
        ("I'm after the birthday of the actress who was mother to the daughter of King William IV.", True),
        ("Koeman replaced a footballer in 2014. Please give me that man's date of birth.", True),
        ("Genealogy lookup: birthday of the actress who was mother to the daughter of King William IV", True),
        ("Give me that bowl.", False),  # a thing, not something known
        ("I want the bar of soap washed off and stored in the cabinet.", False),
        ("I want the tomato that ends up in the microwave to be fridge-cold first.", False),
        ("Place two of the soft cushions you sleep on onto the couch.", False),
        ("Locate the mug that is in the sink and put it in the coffee machine.", False),
        ("With the help of the desk lamp, examine the CD.", False),
        ("The director of Titanic was born in Canada.", False),  # a claim that opens as a noun phrase does
        ("Members of the band toured Europe in 2005.", False),
        # A question without its mark after a heading or an aside, someone else's want, a person sought, what was
        # said recalled, a verb of writing down; the same forms as a chore, or as a clause that goes on, do not ask.
        ("Slack message: need a yes/no — are Mark Twain and Will Smith both American", True),
        ("Quick check for the deck - was Big Stone Gap filmed in Virginia", True),
        ("Booth note: which player was born first", True),
        ("The librarian is looking for the award that the book was a finalist for.", True),
        ("My editor would like the name of that magazine.", True),
        ("Find me a physicist who advised the British government.", True),
        ("Big Stone Gap had a famous director. Dig that up for me.", True),
        ("Comment on cell F12: fill in the year that team made its first World Cup", True),
        ("Wiki cleanup: the actress also voices a role in the trilogy — add which role that is.", True),
        ("Step 4: identify the footballer Koeman replaced, and record when he was born.", True),
        ("Need the stadium where the team that Kent Baer coaches plays its home games", True),
        ("Show notes: get the birth year of the singer who popularized it.", True),
        ("Is anyone able to chill a potato and then put it in the microwave?", False),
        ("Ensure that a cup, having first been heated, is placed in the cabinet.", False),
        ("Tidying up: when you get a moment, the pepper shaker belongs in a drawer.", False),
        ("The microwave needs the potato that is chilled in the fridge.", False),
        ("Get the apple that is on the counter and heat it.", False),
        ("Get the apple that is on the counter.", False),
        ("Chores board: who can put the vase in the safe", False),
        ("Kitchen note — is the mug clean? If not, wash it.", False),
        # A want inside a clause, a gap in what one remembers, a want relayed, a possessive, a reduced relative.
        ("Big Stone Gap had a director. For my essay I need the year that director was born.", True),
        ("ok so Big Stone Gap is a film and i cant think of the director who made it, help", True),
        ("Trying to remember the title of that comedy by the creator of Wallace and Gromit.", True),
        ("Our book club wants the name of the prize that the novelist won in 1954.", True),
        ("The client is after the home state of the candidate on that ticket.", True),
        ("Seeking the birthday of the actress who was mother to the daughter of King William IV.", True),
        ("Ali fought next in Houston. Get me the opponent's name for the segment.", True),
        ("Stronger Together was a campaign. Drop the state he represented in the thread.", True),
        ("There is a term about the playwright — I need what that term presented. Please clarify.", True),
        ("The W. H. Shipman House is on my list. I would be grateful to learn the county it is in.", True),
        ("Anyone able to name that other city, I'd be grateful.", True),
        ("settle this - between Mark Twain and Will Smith, which one was born first", True),
        ("Of the mug and the cup, which is dirty? Wash it and put it in the cabinet.", False),
        ("quiz chat — need to confirm if Coldplay and Pierre Bouvier are from the same country", True),
        ("Check for me whether Coldplay and Pierre Bouvier come from the same country.", True),
        ("The label has a subsidiary, I need its name for the discography page.", True),
        ("Between Velvetpark and Shape, point out the one written more for a queer readership.", True),
        ("Check if the mug is clean and put it in the cabinet.", False),
        ("I need that washed before dinner, then put in the cabinet.", False),
        ("grab the bowl and check it out under the desk lamp", False),
        ("Where's the mug? Help me put it in the coffee machine.", False),
        ("I need the mug that is on the counter heated and put in the coffee machine.", False),
        ("For the party I need the tomato that is in the fridge put in the microwave.", False),
        ("I'm tidying the kitchen. Bring the plate that is on the table to the sink.", False),
        # Said rather than written: fillers and wake words, no marks, a question run on after what is said.
        ("um where was the author of the novel uh born", True),
        ("ok google what state is the maker of that cake mix headquartered in", True),
        ("the singer is married to the frontman of some band what year did that band split up", True),
        ("hey google so the company changed its name in 2004 what does the new name stand for", True),
        ("first governor after the missouri compromise where was he from", True),
        ("sadok sassi national team first world cup what year", True),
        ("love incredible record company subsidiary", True),  # a search box's words, what is sought last
        ("cd desklamp look", False),
        ("whats on the cover of the album that has that song on it", True),
        # Background first, then the ask, in forms of its own: a person sought, a gap, a want after an adverb.
        ("I'm writing on science policy. Can you find me someone who advised the government on it?", True),
        ("I'm profiling party officials \u2014 what I'm missing is what subject her degree is in.", True),
        ("I'm drafting a panel on the diplomat, and I still need the exact date that body was founded.", True),
        ("My colleague asked me what building stands opposite the council's meeting place. Do you know?", True),
        ("I can picture the album cover but I don't want to guess. What is shown on the cover of that album?", True),
        # A work item, an assignment, an impersonal need.
        ("Pull the name of the band that covered the song.", True),
        ("Nail down which team the player led to victory in 1939.", True),
        ("VIVA Media AG rename (2004). Need what the new acronym stands for.", True),
        ("Needed: the year that the team first made the World Cup.", True),
        ("Contestants must say which chain's headquarters is further north.", True),
        ("Students are to describe what the mall in Nashville is.", True),
        ("It remains to be established where the first governor came from.", True),
        ("The name of the brewery featured in the film must be determined.", True),
        ("Audience check: Velvetpark vs. Shape \u2014 which one targets queer-identified readers more?", True),
        # ... and chores in the same forms.
        ("My roommate asked if the robot could take a look at the bowl under the desk lamp.", False),
        ("What I need is one clean plate out on the kitchen counter.", False),
        ("Put the mug, which is the hot one, in the cabinet.", False),
        ("The robot should find the mug and heat it in the microwave.", False),
        ("um put the uh the mug in the coffee machine", False),
        ("Where's the mug? I need it heated and put in the microwave.", False),
        # An act asked for in the passive; a question of fact in the same form asks what is said or found.
        ("Could the chocolate be warmed until it goes liquid?", False),
        ("Can the mug be heated?", False),
        ("Could the director be French?", True),
        ("Could the band be described as punk?", True),
        ("Can the film be found online?", True),
        # A question of where things were put asks what happened; a thing said placed somewhere is wanted there.
        ("the band and its label both based in london?", True),
        ("The singer and the drummer both raised in Ohio?", True),
        ("What I'm after is a heated cup placed inside the cabinet.", False),
    ],
)
def test_a_request_says_whether_it_asks_a_question_of_fact(request_text, question):
    assert asks_a_question(request_text) is question


@pytest.mark.parametrize(
    ("request_text", "commanding"),
    [
        ("put a hot mug in coffeemachine.", True),
        ("Move my dentist appointment from Monday to any morning later that week.", True),
        ("hey team, inspect the CD by the light of the desk lamp please.", True),  # after a comma
        ("Can you check out the CD under the desk lamp?", True),  # looking it over
        ("The agent is to inspect the CD using the desk lamp for illumination.", True),  # what someone is to do
        ("Rota - Thu: pepper shaker stored in the drawer (Ines).", True),  # a thing put somewhere
        ("Rota - Sat: potato chilled, then into the microwave (Ana).", True),  # where it goes, with no verb
        ("Rota - Fri: soap bottle on the toilet (Nina).", True),
        ("I'd like the CD looked at under the desk lamp with the lamp switched on.", True),  # a thing acted on
        ("Is it possible to look at the CD under the desk lamp?", True),  # an act asked as a question
        ("If the CD is nearby, could you check it under the desk lamp?", True),
        ("Juliet Starling in Lollipop Chainsaw was voiced by an actress, and my notes have a blank.", False),
        ("Birthday needed: the actress who was the mother to the daughter of King William IV.", False),
        ("Sadok Sassi played for a team \u2014 the year it first made the World Cup is what I'm chasing.", False),
        ("Check whether Coldplay and Pierre Bouvier come from the same country.", False),
        # A frame's words whose place holds nothing, a year or a verb of saying: no thing is moved
        ('Trivia night prep note: find the team a player nicknamed "Scat" led to victory in 1939', False),
        ("Stephanie Kay Panabaker appeared in a movie alongside her sister. I'd like to know its title.", False),
        ("The actress who played Celene also voices a role in the StarCraft 2 trilogy. Tell me what role.", False),
        ("Take the mug to the desk, then turn the lamp on.", True),
        ("1) Pick up the bowl. 2) Turn on the desk lamp. 3) Examine the bowl in its light.", True),  # no names
    ],
)
def test_a_request_says_whether_it_commands_an_act(request_text, commanding):
    """A request that neither asks a question nor commands an act only says what it wants: among questions it is
    not held to ask for an act (:func:`gmem.tiers.relevance.neighbourhood_parts`). A caused-motion frame commands
    one only where its place can hold a thing (:func:`gmem.tiers.moving.moving_verbs`): "led to victory in 1939",
    read as a frame, made a question put in a trivia team's note ask for an act, and a memory of questions held
    it to be another kind's request (tune questions in other users' voices, ``experiments.crossdomain``)."""
    assert commands_an_act(request_text) is commanding


@pytest.mark.parametrize(
    ("request_text", "embedded"),
    [
        (
            "Work out which chain is further north, Pizza Inn or Papa Gino's.",
            "Which chain is further north, Pizza Inn or Papa Gino's?",
        ),
        ("Research task: where the first governor was from.", "Where the first governor was from?"),
        ("Name the band that recorded it.", "What is the band that recorded it?"),
        ("Could you tell me who directed Big Stone Gap?", "Who directed Big Stone Gap?"),
        ("Lookup: the director of Big Stone Gap", "What is the director of Big Stone Gap?"),
        (
            "Beer Wars covers breweries. Give me the name of the brewery it featured.",
            "Beer Wars covers breweries. What is the name of the brewery it featured?",
        ),
        ("Which magazine was started first?", "Which magazine was started first?"),  # asked as a question already
        ("Define marginal utility", "Define marginal utility"),  # no verb of finding out
        ("Find the mug and heat it up.", "Find the mug and heat it up."),  # an act
        (
            "Share which restaurant chain is further north, Pizza Inn or Papa Gino's.",
            "Which restaurant chain is further north, Pizza Inn or Papa Gino's?",
        ),
        ("I'm curious which studio produced the first film.", "Which studio produced the first film?"),
        (
            "Please provide the city where the director of Big Stone Gap is based.",
            "What is the city where the director of Big Stone Gap is based?",
        ),
        (  # a sentence that asks only to find out asks nothing of its own
            "The director of Big Stone Gap is based in which city? Find out.",
            "The director of Big Stone Gap is based in which city? Find out.",
        ),
        (
            "Could you tell me how to look at the bowl under the desk lamp?",
            "Could you tell me how to look at the bowl under the desk lamp?",
        ),
        (  # from the clause that asks, the background before it kept
            "Kent Baer is the defensive coordinator for a team; locate the stadium where that team plays.",
            "Kent Baer is the defensive coordinator for a team; What is the stadium where that team plays?",
        ),
        ("Task: determine where the first governor was from.", "Where the first governor was from?"),
        ("I'd like the name of that museum.", "What is the name of that museum?"),
        (
            "Year of disbandment for the band whose frontman married Jaclyn Stapp.",
            "What is year of disbandment for the band whose frontman married Jaclyn Stapp?",
        ),
        (  # a heading before what is sought
            "Genealogy lookup: birthday of the actress who was mother to a queen",
            "Genealogy lookup: What is birthday of the actress who was mother to a queen?",
        ),
        (  # a list inside what is asked is not a clause of its own
            "Provide the birthday of the actress, courtesan, and mistress who was the mother of a queen.",
            "What is the birthday of the actress, courtesan, and mistress who was the mother of a queen?",
        ),
        (  # a question without its mark, after an aside, gets one
            "Quick check for the deck — are Duke Energy and AMG both based in Massachusetts",
            "Quick check for the deck — Are Duke Energy and AMG both based in Massachusetts?",
        ),
        ("Patron would like the name of that award.", "What is the name of that award?"),
        ("Find me a physicist who advised the government.", "What is a physicist who advised the government?"),
        (
            "Wiki cleanup: it voices a role — add which role that is.",
            "Wiki cleanup: it voices a role — Which role that is?",
        ),
        (
            "Comment: fill in the year that team made its first World Cup",
            "Comment: What is the year that team made its first World Cup?",
        ),
        (  # where the speaker's want begins inside a clause
            "Big Stone Gap had a director. For my essay I need the year that director was born.",
            "Big Stone Gap had a director. For my essay What is the year that director was born?",
        ),
        (  # a sentence the speaker opens is no thing sought named alone
            "I'm compiling profiles of party officials. I would be grateful to learn the field of that degree.",
            "I'm compiling profiles of party officials. I would be grateful to learn the field of that degree.",
        ),
        (  # said: the filler left out
            "um where was the first governor after the missouri compromise from",
            "where was the first governor after the missouri compromise from",
        ),
        (  # a question run on after a statement, a sentence of its own
            "the singer is married to the frontman of some band what year did that band split up",
            "the singer is married to the frontman of some band. what year did that band split up?",
        ),
        (  # a label before a statement asks nothing: the question is read where it is
            "Research request: The treaty was signed by three leaders. Identify the event that one of them died in.",
            "Research request: The treaty was signed by three leaders. What is the event that one of them died in?",
        ),
        (  # a single letter's full stop ends no sentence
            "Which Hawaii county is the W. H. Shipman House in.",
            "Which Hawaii county is the W. H. Shipman House in?",
        ),
    ],
)
def test_a_question_put_as_a_command_is_embedded_as_the_question_it_asks(request_text, embedded):
    assert as_question(request_text) == embedded


def test_a_learned_query_word_counts_as_its_learned_neighbours_too():
    """A memory in users' own words says one act in several words, each learned from a run or two: "heat"
    asks what the run that said "warm" did, not only what the run that said "heat" did."""
    index = QueryIndex(64)
    vector = np.zeros(64, dtype=np.float32)
    add(index, "warm-mug", "warm some mug and put it in cabinet.", PROCEDURES["heat"], vector=vector)
    add(index, "heat-egg", "heat some egg and put it in fridge.", PROCEDURES["heat"], vector=vector)
    add(index, "cool-apple", "cool some apple and put it in cabinet.", PROCEDURES["cool"], vector=vector)
    add(index, "clean-plate", "clean some plate and put it in shelf.", PROCEDURES["clean"], vector=vector)
    words = _embedded(index, {"warm": "heat"})
    query = "heat some apple and put it in cabinet."
    terms_ = index.terms(query)
    assert terms_.words[words.index("warm")] > 0
    scores = dict(zip(index.ids, index.score(query, vector, vector).tolist()))
    assert scores["warm-mug"] > scores["cool-apple"]


def _embedded(index: QueryIndex, near: dict[str, str]) -> list[str]:
    """Give ``index`` random (near-orthogonal) word vectors, each word of ``near`` beside its value's; its
    vocabulary, by word id."""
    rng = np.random.default_rng(0)
    words = [text.removeprefix("to ") for text in index.words_to_embed()]
    vectors = rng.normal(size=(len(words), index.word_vectors().shape[1]))
    for word, like in near.items():
        vectors[words.index(word)] = vectors[words.index(like)] + 0.2 * rng.normal(size=vectors.shape[1])
    index.add_word_vectors(vectors / np.linalg.norm(vectors, axis=1, keepdims=True))
    return words


def test_what_a_contraction_leaves_is_a_function_word_not_a_word_to_map():
    """A request reads "kitchen's" as "kitchen" and "s", "don't" as "don" and "t": alone, MiniLM places such a
    fragment beside any short learned word ("s" beside "t" and "second"), so it is never mapped."""
    index = synthetic_index()
    unlearned = index.unlearned("we don't leave the kitchen's mug out, I'd like it in the cabinet, we've said")
    assert not {"s", "t", "d", "ve", "don"} & set(unlearned)
    assert "kitchen" in unlearned


def test_dictionary_words_count_in_the_inflected_forms_a_memory_in_users_words_learned():
    """WordNet names words by their lemma ("cool", "wash"); runs asked in users' own words taught the memory
    "cooled" and "washed". MiniLM puts "heated" beside "cooled", and only the inflected form of WordNet's
    antonym "cool" keeps a heated request off the cooled run; "rinse" counts as the "washed" of the run
    that said so, WordNet's "wash"."""
    index = QueryIndex(64)
    vector = np.zeros(64, dtype=np.float32)
    add(index, "heat-mug", "have the mug heated, then put it in cabinet.", PROCEDURES["heat"], vector=vector)
    add(index, "cool-apple", "have the apple cooled, then put it in cabinet.", PROCEDURES["cool"], vector=vector)
    add(index, "clean-plate", "have the plate washed, then put it in shelf.", PROCEDURES["clean"], vector=vector)
    words = _embedded(index, {"heated": "cooled"})
    heated = index.terms("have the egg heated, then put it in shelf.").words
    assert heated[words.index("heated")] > 0 and heated[words.index("cooled")] == 0
    rinsed = index.terms("rinse the egg, then put it in shelf.").words
    assert rinsed[words.index("washed")] > 0


def act_runs(wordings: dict[str, tuple[str, str]]) -> tuple[QueryIndex, dict[str, int]]:
    """An index of one resolved run of each act (``wordings``: act -> its instrument, and the wording of its
    requests, formatted with the object and the place) for each of ``OBJECTS``, with its vocabulary's ids."""
    index = QueryIndex(DIM)
    for act, (tool, wording) in wordings.items():
        for o, obj in enumerate(OBJECTS):
            add(index, f"{act}-{obj}", wording.format(obj, PLACES[o]), [GO, TAKE, f"{act} _ with {tool}#1", PUT])
    return index, {w: i for i, w in enumerate(index.vocabulary())}


#: The act each instrument does in :func:`tool_runs` (in this order, so that ties go to "cool").
TOOLS = {"cool": "fridge", "clean": "sinkbasin", "heat": "microwave"}


def tool_runs() -> tuple[QueryIndex, dict[str, int]]:
    """:func:`act_runs` of each act of :data:`TOOLS`, asked in the recorded wording ("cool some mug and put it in
    cabinet.")."""
    return act_runs({act: (tool, act + " some {} and put it in {}.") for act, tool in TOOLS.items()})


#: A team's three washings in its everyday words (:func:`team_runs`), by task id.
WASHINGS = {
    "clean-soap": "wash a bar of soap and leave it on the counter.",
    "clean-bowl": "rinse a bowl and put it in the cupboard.",
    "clean-plate": "scrub a plate and set it on the counter.",
}


def team_runs(
    weights: ScoringWeights | None = None, washings: Mapping[str, str] = WASHINGS, dimension: int = DIM
) -> QueryIndex:
    """Runs a team asked in its own words: three washings (``washings``), a heating, two bars of soap thrown away,
    a plain move."""
    index = QueryIndex(dimension, weights)
    zero = np.zeros(dimension, dtype=np.float32)
    clean = [GO, TAKE, "go to _#2", "clean _ with sinkbasin#1", PUT]
    for task_id, request in washings.items():
        add(index, task_id, request, clean, vector=zero)
    add(
        index,
        "heat-egg",
        "heat an egg and toss it in the bin.",
        [GO, TAKE, "go to _#2", "heat _ with microwave#1", PUT],
        vector=zero,
    )
    add(index, "two-soap", "toss two bars of soap in the bin.", [GO, TAKE, PUT, GO, TAKE, PUT], vector=zero)
    add(index, "place-vase", "put a vase in the safe.", [GO, TAKE, PUT], vector=zero)
    return index


def test_a_run_of_an_act_the_request_does_not_ask_for_ranks_below_a_plain_move():
    """A request that names no act ("put a bottle of soap on the toilet") is a plain move: the washing runs share
    its object, and their act is a contradiction, not one more difference. Only words nearly every run of which did
    the act mark it ("toss" was said by a heating and by a run that heated nothing), and a request that says a mark
    of the act is scored as before."""
    index = team_runs()
    names = index.vocabulary()
    marks = {act: {names[i] for i in ids} for act, ids in acts.act_marks(index.learned_sums()).items()}
    assert {"wash", "rinse", "scrub"} <= marks["clean"] and marks["heat"] >= {"heat"}
    assert "toss" not in set().union(*marks.values())
    plain = "put a bottle of soap on the toilet."
    assert index.ids[int(np.argmax(index.score(plain, ZERO, ZERO)))] == "place-vase"
    unsaid = index.terms(plain).unsaid
    assert unsaid[names.index("wash")] > 0 and unsaid[names.index("heat")] > 0
    washing = "rinse the soap and put it on the counter."
    assert not index.terms(washing).unsaid[names.index("wash")]
    assert index.ids[int(np.argmax(index.score(washing, ZERO, ZERO)))] == "clean-soap"
    by_acts_done = team_runs(ScoringWeights(unsaid_act=0.0))  # the runs' acts alone (scoring.unasked_act)
    assert by_acts_done.ids[int(np.argmax(by_acts_done.score(plain, ZERO, ZERO)))] == "place-vase"
    without = team_runs(ScoringWeights(unsaid_act=0.0, unasked_act=0.0))
    assert without.ids[int(np.argmax(without.score(plain, ZERO, ZERO)))].startswith("clean-")


def test_an_act_is_taken_from_a_run_only_where_it_is_added_to_a_move():
    """The act a run did counts against it for a request that asks for none (``scoring.unasked_act``) where runs put
    things somewhere and some add an act (a washing before the putting): there, a request that names no act is a
    plain move. Where no run puts anything, the act is the task itself (a ScienceWorld experiment's "look at the
    ramp with the carpet"), and a run of it is no plain move's contradiction: asked for another experiment ("melt the
    chocolate"), the looking runs lose their marks' norm (``scoring.unsaid_act``), nothing for the act."""
    moving = team_runs()
    assert moving.terms("put a bottle of soap on the toilet.").unasked.any()
    index = QueryIndex(DIM)
    add(index, "friction-a", "find which inclined plane has the most friction.", [GO, "look _ with carpet#1"])
    add(index, "friction-b", "find which inclined plane has the least friction.", [GO, "look _ with carpet#1"])
    add(index, "grow", "grow an apple plant from seed.", [GO, "move _ to _#1", "wait#1"])
    add(index, "melt", "melt the ice in the kitchen.", [GO, "activate _#1", "wait#1"])
    names = index.vocabulary()
    assert "inclined" in {names[i] for i in acts.act_marks(index.learned_sums()).get("look", [])}
    terms = index.terms("melt the chocolate in the kitchen.")
    assert terms.unsaid[names.index("inclined")] > 0 and not terms.unasked.any()


def test_a_faint_echo_of_a_mark_says_no_act():
    """MiniLM puts an object near the act its runs did ("soap" by "wash", "pot" by "pan"): a plain request that
    reads a mark of washing only as such an echo, a twentieth of the mark's weight, still names no act, and the
    plain move ranks first; a request that says the mark is scored as before."""
    index = team_runs(dimension=64)  # random words lie far apart
    words = _embedded(index, {})
    vectors = index.word_vectors().copy()
    wash, soap = vectors[words.index("wash")], vectors[words.index("soap")]
    apart = soap - (soap @ wash) * wash
    echo = reading.NEIGHBOUR_SIMILARITY + 0.05 * (1 - reading.NEIGHBOUR_SIMILARITY)  # cosine of strength 0.05
    vectors[words.index("soap")] = echo * wash + np.sqrt(1 - echo**2) * apart / np.linalg.norm(apart)
    index, zero = team_runs(dimension=64), np.zeros(64, dtype=np.float32)
    index.add_word_vectors(vectors)
    plain = "put a bottle of soap on the toilet."
    read = index.terms(plain)
    assert 0 < read.words[words.index("wash")] < reading.SAYING * read.word_norms[words.index("wash")]
    assert read.unsaid[words.index("wash")] > 0
    assert index.ids[int(np.argmax(index.score(plain, zero, zero)))] == "place-vase"
    washing = "rinse the soap and put it on the counter."
    assert not index.terms(washing).unsaid[words.index("wash")]
    assert index.ids[int(np.argmax(index.score(washing, zero, zero)))] == "clean-soap"


def test_a_word_that_means_putting_marks_no_act_though_only_washing_runs_said_it():
    """A team's formal wording may say the move every chore makes in its washing runs alone at first ("... is
    situated on the counter"). That word marks no act: a plain request that says a word of its sense ("positioned",
    which the memory reads as "situated") still names no act, and the plain move ranks first; a request that says a
    real mark of washing is scored as before."""
    situated = "ensure that a freshly scrubbed plate is situated on the counter."
    index = team_runs(washings={**WASHINGS, "clean-plate": situated})
    names = index.vocabulary()
    marks = {act: {names[i] for i in ids} for act, ids in acts.act_marks(index.learned_sums()).items()}
    assert {"scrubbed", "rinse", "wash"} <= marks["clean"] and "situated" not in marks["clean"]
    for plain in (
        "position a bottle of soap on the toilet.",
        "ensure that a bottle of soap is positioned on the toilet.",
    ):
        assert index.terms(plain).unsaid[names.index("scrubbed")] > 0, plain
        assert index.ids[int(np.argmax(index.score(plain, ZERO, ZERO)))] == "place-vase", plain
    washing = "ensure a freshly scrubbed mug is situated on the counter."
    assert index.ids[int(np.argmax(index.score(washing, ZERO, ZERO)))] == "clean-plate"


def test_a_light_verb_marks_no_act_though_only_washing_runs_said_it():
    """A team's everyday wording says an act through a light verb ("get a plate spotless", "a bowl made squeaky
    clean"): the act is the word that follows, and "get" or "made" marks none, though only washing runs said them. A
    plain "get a bottle of soap onto the toilet" still names no act, and the plain move ranks first; a request that
    says a real mark of washing is scored as before."""
    light = {
        **WASHINGS,
        "clean-plate": "get a plate spotless and set it on the counter.",
        "clean-bowl": "a bowl made squeaky clean goes in the cupboard.",
    }
    index = team_runs(washings=light)
    names = index.vocabulary()
    marks = {act: {names[i] for i in ids} for act, ids in acts.act_marks(index.learned_sums()).items()}
    assert {"wash", "spotless", "squeaky"} <= marks["clean"] and not {"get", "made", "goes"} & marks["clean"]
    plain = "get a bottle of soap onto the toilet."
    assert index.terms(plain).unsaid[names.index("wash")] > 0
    assert index.ids[int(np.argmax(index.score(plain, ZERO, ZERO)))] == "place-vase"
    washing = "get a bar of soap spotless."
    assert not index.terms(washing).unsaid[names.index("wash")]
    assert index.ids[int(np.argmax(index.score(washing, ZERO, ZERO)))].startswith("clean-")


@pytest.mark.parametrize(
    ("wording", "request_"),
    [
        (("tune17", 1), "Put the hand-soap dispenser bottle on the loo."),
        (("tune18", 0), "Place a bottle of hand soap on the toilet."),
        (("tune12", 2), "The liquid soap bottle should end up sitting on the toilet."),
        (("tune16", 2), "If you see a watch lying around, could you set it on the safe?"),
        (("tune20", 2), "A drawer should end up with the pepper shaker."),
    ],
)
def test_a_plain_placing_in_a_team_s_own_words_asks_for_no_washing(
    open_memory, shared_rows, store_location, wording, request_
):
    """The recorded runs in a team's own words (tune wordings of ``experiments/rephrasings.py``), up to a plain
    request to put a thing somewhere. A washing run said "Give a plate a good wash ..." (or "a bowl a wash"), so
    "give" marked washing, and the request, whose "hand" WordNet reads as "give" (to hand is to give), seemed to ask
    for one: a washing run came first, not the plain placings before it. So did a verb that takes no object, which
    says where a thing is to be ("sitting", "lying", "end up": :func:`gmem.tiers.acts.states_an_act`), said by the
    team's washing or cooling runs alone ("Desired end state: a washed mug sitting in the coffee machine"). In both
    stores."""
    from experiments import rephrasings

    worded = rephrasings.load()[wording]
    records = [TaskRecord.model_validate(row) for row in shared_rows]
    asked = next(n for n, record in enumerate(records) if worded[record.id] == request_)
    memory = open_memory(store_location)
    memory.record_many([r.model_copy(update={"instruction": worded[r.id]}) for r in records[:asked]])
    result = memory.retrieve(request_, explain=True)
    assert result.reading is not None and "clean" in result.reading.unasked
    ranked = [t.node for t in result.tasks if t.node.status != TaskStatus.FAILED]
    assert ranked[0].extra["task_type"] == "pick_and_place", ranked[0].instruction


@pytest.mark.parametrize(
    ("wording", "request_"),
    [
        (("tune10", 0), "Tuck the pepper shaker into the drawer for me."),
        (("tune15", 1), "Stick a bottle of soap in the loo."),
        (("tune22", 0), "The robot needs to place a pepper shaker in a drawer."),
    ],
)
def test_a_run_that_did_an_act_the_request_does_not_ask_for_ranks_below_a_plain_move(
    open_memory, shared_rows, store_location, wording, request_
):
    """The recorded runs in a team's own words (tune wordings of ``experiments/rephrasings.py``), up to a plain
    request to put a thing somewhere. The team's one plain run before it said "Lock that vase up in the safe" ("Squirrel
    the vase away ...", "Goal state: a vase is inside the safe."), its washings "Rinse out a mug and set it in the
    coffee maker": they share the request's putting, and their act's marks ("rinse") weigh little this early, so a
    washing came first. A run
    that *did* an act the request does not ask for (its fingerprint holds the act's template) loses
    ``scoring.unasked_act``, in both stores; at 0 the washing comes first again."""
    from experiments import rephrasings

    worded = rephrasings.load()[wording]
    records = [TaskRecord.model_validate(row) for row in shared_rows]
    asked = next(n for n, record in enumerate(records) if worded[record.id] == request_)
    runs = [r.model_copy(update={"instruction": worded[r.id]}) for r in records[:asked]]
    for memory, plain in ((open_memory(store_location), True), (open_memory(scoring={"unasked_act": 0.0}), False)):
        memory.record_many(runs)
        result = memory.retrieve(request_, explain=True)
        assert result.reading is not None and {"clean", "heat"} <= set(result.reading.unasked)
        ranked = [t.node for t in result.tasks if t.node.status != TaskStatus.FAILED]
        assert (ranked[0].extra["task_type"] == "pick_and_place") is plain, ranked[0].instruction


@pytest.mark.parametrize(
    ("said", "plain", "washed"),
    [
        ("inside", "stow the pepper shaker inside a drawer.", "rinse the soap and stow it inside a drawer."),
        ("lying", "a soap bottle lying on the toilet.", "a rinsed soap bottle lying on the toilet."),
    ],
)
def test_a_word_of_where_a_thing_goes_marks_no_act_though_only_washing_runs_said_it(said, plain, washed):
    """A team may say where a thing goes in its washing runs alone ("... leave it inside the cupboard", "... leave it
    lying on the counter"): every chore puts its thing somewhere, so "inside" marks no act, and a verb that takes no
    object says where a thing is, not what was done to it, so neither does "lying"; a plain "stow the pepper shaker
    inside a drawer" or "a soap bottle lying on the toilet" still names none (the washing runs' words that do mark it
    are taken from their score)."""
    where = " inside the " if said == "inside" else f" {said} on the "
    placed = {
        task: request.replace(" on the ", where).replace(" in the ", where.replace(" on ", " in "))
        for task, request in WASHINGS.items()
    }
    index = team_runs(washings=placed)
    names = index.vocabulary()
    marks = {act: {names[i] for i in ids} for act, ids in acts.act_marks(index.learned_sums()).items()}
    assert {"wash", "rinse", "scrub"} <= marks["clean"] and said in names and said not in marks["clean"]
    assert index.terms(plain).unsaid[names.index("wash")] > 0
    assert not index.terms(washed).unsaid[names.index("wash")]


def test_a_run_that_counted_several_things_does_not_match_a_request_for_one():
    """A request that counts nothing and names nothing in the plural asks for one thing: "put a keychain in the safe"
    shares its object and place with "put two keychain in safe.", whose count contradicts it, and the run loses what
    "two" weighs, as a run of an act the request does not ask for loses its marks. A request that counts several
    ("both", "a pair of") or names its things in the plural ("the keychains") is scored as before, and so is every
    request to a memory whose runs put nothing anywhere: a question of which two bands formed first counts what it
    asks about, not things to move."""
    two = [GO, TAKE, PUT, GO, TAKE, PUT]

    def runs(weights: ScoringWeights | None = None) -> QueryIndex:
        index = QueryIndex(DIM, weights)
        add(index, "two-keychain", "put two keychain in safe.", two)
        add(index, "two-soap", "put two soapbar in cabinet.", two)
        add(index, "place-keychain", "put a keychain in drawer.", [GO, TAKE, PUT])
        add(index, "place-watch", "put a watch in drawer.", [GO, TAKE, PUT])
        return index

    index, without = runs(), runs(ScoringWeights(unsaid_act=0.0))
    names = index.vocabulary()
    for request, counted in (
        ("put a keychain in the safe.", False),
        ("keychain safe", False),
        ("put the keychains in the safe.", True),
        ("put both keychains in the safe.", True),
        ("put a pair of keychains in the safe.", True),
        ("put 2 keychains in the safe.", True),
    ):
        penalised = index.terms(request).unsaid[names.index("two")] > 0
        assert penalised != counted, request
        lost = without.score(request, ZERO, ZERO)[0] - index.score(request, ZERO, ZERO)[0]
        assert (lost > 0) == penalised, request
    questions = QueryIndex(DIM)
    add(questions, "q-two", "which two bands formed first?", ["search _", "finish _"])
    add(questions, "q-one", "which band formed first?", ["search _", "finish _"])
    assert not questions.terms("which band split up first?").unsaid.any()


def test_a_word_the_runs_used_as_an_instrument_counts_as_the_act_they_did_with_it():
    """A request may name only the instrument ("stick the mug in the fridge for a while"): the runs' own
    actions ("cool mug 1 with fridge 1") say which act it takes. Where the thing ends up ("leave the mug in
    the fridge") names no act."""
    index, ids = tool_runs()
    request = "stick the egg in the fridge for a while, then leave it in cabinet."
    chilled = index.terms(request).words
    assert chilled[ids["cool"]] > 0 and chilled[ids["heat"]] == chilled[ids["clean"]] == 0
    assert index.ids[int(np.argmax(index.score(request, ZERO, ZERO)))] == "cool-egg"
    zapped = index.terms("zap the mug in the microwave, then leave it in the fridge.").words
    assert zapped[ids["heat"]] > 0 and zapped[ids["cool"]] == 0
    assert index.terms("leave the mug in the fridge.").words[ids["cool"]] == 0
    # Where it ends up is the phrase after the placement word; what follows it may name the instrument, in
    # any inflected form.
    microwaved = index.terms("put the egg in the cabinet after it has been microwaved.").words
    assert microwaved[ids["heat"]] > 0 and microwaved[ids["cool"]] == 0
    # A word the dictionary says stands for the instrument ("nuke" is to "microwave") says its act too.
    nuked = index.terms("nuke an egg, then leave it in cabinet.").words
    assert nuked[ids["heat"]] > 0 and nuked[ids["cool"]] == nuked[ids["clean"]] == 0
    # An instrument of the act the request says the opposite of is where the thing goes, not how it is done.
    warmed = index.terms("egg: warm up, then fridge").words
    assert warmed[ids["heat"]] > 0 and warmed[ids["cool"]] == 0


def assert_read_as_one_act(index: QueryIndex, ids: dict[str, int], request: str, act: str) -> None:
    """``request`` counts as ``act`` and as no other act of :data:`TOOLS`, and a run of that act ranks first."""
    words = index.terms(request).words
    assert words[ids[act]] > 0, request
    assert all(words[ids[other]] == 0 for other in TOOLS if other != act), request
    assert index.ids[int(np.argmax(index.score(request, ZERO, ZERO)))].startswith(f"{act}-"), request


def test_a_word_whose_definitions_name_an_act_of_the_runs_counts_as_that_act():
    """No run said "roast", "cook" or "scour", and WordNet relates none of them to the runs' verbs: their
    definitions ("cook with dry heat", "clean with hard rubbing") name the act the runs did with an instrument.
    A word whose definitions name an act in few of its uses ("prepare" is "to cook" in a sixth of them) says
    none, nor does what a definition says a word lacks ("icy" is "devoid of warmth"). An adjective WordNet lacks
    reads as the word it is made from: "toasty" as "toast", "make brown and crisp by heating"."""
    index, ids = tool_runs()
    assert_read_as_one_act(index, ids, "get the egg nice and toasty, then leave it in cabinet.", "heat")
    assert_read_as_one_act(index, ids, "roast the egg, then leave it in cabinet.", "heat")
    assert_read_as_one_act(index, ids, "cook an apple and put it in cabinet.", "heat")
    assert_read_as_one_act(index, ids, "scour the mug and leave it in shelf.", "clean")
    for request in ("prepare the egg, then leave it in cabinet.", "an icy egg in cabinet."):
        assert index.terms(request).words[ids["heat"]] == 0, request


def test_a_quality_opposed_to_what_an_act_is_opposed_to_counts_as_that_act():
    """No run said "frigid", "frosty" or "spotless"; WordNet relates none of them to a verb and their definitions
    ("extremely cold") name no act: they are what "hot" and "dirty" are not, as cooling and cleaning are. With
    nothing read for the act, "make the apple frigid" went to a run that did something else to an apple. A word
    sharing an act's opposites through a rare sense ("good" with a clean that means fair play) says none."""
    index, ids = tool_runs()
    assert_read_as_one_act(index, ids, "make the apple frigid and put it in cabinet.", "cool")
    assert_read_as_one_act(index, ids, "a frosty egg in cabinet, please.", "cool")
    assert_read_as_one_act(index, ids, "get the mug spotless, then leave it in shelf.", "clean")
    for request in ("put a good egg in cabinet.", "put the old mug in shelf."):
        assert all(index.terms(request).words[ids[act]] == 0 for act in TOOLS), request


def test_a_word_naming_an_act_counts_as_the_words_a_memory_in_users_words_said_it_with():
    """Runs asked in users' own words said cleaning as "rinse", cooling as "chill": a request that says "clean"
    names the act the runs did with the sink basin, though no run said the word (nor does WordNet relate it to
    "rinse", of which it is the more general verb)."""
    index, ids = act_runs(
        {
            "cool": ("fridge", "chill the {}, then put it in {}."),
            "clean": ("sinkbasin", "rinse the {}, then put it in {}."),
        }
    )
    request = "clean the egg and put it in cabinet."
    words = index.terms(request).words
    assert words[ids["rinse"]] > 0 and words[ids["chill"]] == 0
    assert index.ids[int(np.argmax(index.score(request, ZERO, ZERO)))].startswith("clean-")


def test_an_act_an_instrument_implies_counts_as_every_word_the_runs_said_it_with():
    """The recorded runs say heating as "heat some egg ..." and as "put a hot mug ...": an act the request
    implies through its instrument ("microwave a potato") counts as both, not only as the act's own name
    ("nuke a mug, afterwards deposit it in the coffeemaker" went to a plain run, held-out 4). A word the runs
    of several acts said ("put"), or a name of a thing ("mug"), says none."""
    index, ids = act_runs(
        {"heat": ("microwave", "put a hot {} in {}."), "cool": ("fridge", "cool some {} and put it in {}.")}
    )
    request = "microwave a potato, then leave it in cabinet."
    words = index.terms(request).words
    assert words[ids["hot"]] > 0 and words[ids["cool"]] == 0
    assert index.ids[int(np.argmax(index.score(request, ZERO, ZERO)))].startswith("heat-")
    sums = index.learned_sums()
    assert acts.act_words(sums.features, sums.pairs, sums.words) == {
        "heat": [ids["hot"]],
        "cool": [ids["cool"]],
    }


def test_where_a_thing_ends_up_weighs_nothing_when_the_runs_used_it_only_for_the_act_the_request_rules_out():
    """Runs asked in users' words name their instrument ("chill the egg in the fridge, then put it in the
    cabinet"), so "fridge" is learned from cooling runs. In "heat an apple, then stick it in the fridge" it is
    where the apple goes, and the request asks for the opposite of what the runs did with it: it drew the
    request to a cooling run (tune 12 and 21 of ``experiments/rephrasings.py``). Where the request's own act is
    done with it, it still counts."""
    index = QueryIndex(DIM)
    for o, obj in enumerate(OBJECTS):
        add(
            index,
            f"cool-{obj}",
            f"chill the {obj} in the fridge, then put it in the {PLACES[o]}.",
            [GO, TAKE, "cool _ with fridge#1", PUT],
        )
        add(
            index,
            f"heat-{obj}",
            f"warm the {obj} up, then put it in the {PLACES[o]}.",
            [GO, TAKE, "heat _ with microwave#1", PUT],
        )
    ids = {w: i for i, w in enumerate(index.vocabulary())}
    request = "heat an apple, then stick it in the fridge."
    assert index.terms(request).words[ids["fridge"]] == 0
    assert index.ids[int(np.argmax(index.score(request, ZERO, ZERO)))].startswith("heat-")
    assert index.terms("chill an apple, then stick it in the fridge.").words[ids["fridge"]] > 0


def test_where_a_thing_is_put_counts_only_as_a_place_runs_put_things_in():
    """MiniLM puts "desk" beside "desklamp", and "pop the mug in the study desk" went to the runs that looked at
    things under the desk lamp, which put nothing anywhere (held-out 1 and 3). Where the request puts its thing
    is read only as words of runs that put one; elsewhere in the request "desk" still counts as "desklamp"."""
    index = QueryIndex(DIM)
    look = [GO, TAKE, "use _#1"]
    for o, obj in enumerate(OBJECTS):
        add(index, f"look-{obj}", f"examine the {obj} with the desklamp.", look)
        add(index, f"put-{obj}", f"put some {obj} in {PLACES[o]}.", [GO, TAKE, PUT])
    words = _embedded(index, {})
    desk = {"desk": index.word_vectors()[words.index("desklamp")]}  # unlearned, and MiniLM's neighbour of it
    request = "pop the mug in the desk, please."
    placed = index.terms(request, desk).words
    assert placed[words.index("desklamp")] == 0 and placed[words.index("put")] > 0
    assert index.ids[int(np.argmax(index.query(request, ZERO, ZERO, word_vectors=desk).all()))] == "put-mug"
    assert index.terms("look at the mug under the desk.", desk).words[words.index("desklamp")] > 0
    # Only a word that may name a thing is read as a place: the clause after a comma runs into the phrase.
    inspect = {"inspect": index.word_vectors()[words.index("examine")]}
    held = index.terms("holding it beneath the lamp on the desk, inspect the mug.", inspect).words
    assert held[words.index("examine")] > 0


def test_a_word_named_as_missing_counts_as_its_learned_opposite_not_as_itself():
    """A request may name what is to be missing ("a mug without a speck of dirt"), not what it asks for
    ("clean"): the dictionary's opposite of the missing thing is what it asks for."""
    index = synthetic_index()
    ids = {w: i for i, w in enumerate(index.vocabulary())}
    for request in ("bring me an egg without a speck of dirt on it.", "get the grime off an egg, then bring it."):
        words = index.terms(request).words
        assert words[ids["clean"]] > 0 and words[ids["heat"]] == words[ids["cool"]] == 0
        assert index.ids[int(np.argmax(index.score(request, ZERO, ZERO)))] == "clean-egg"
    assert index.terms("bring the dirt to an egg.").words[ids["clean"]] == 0  # named, not missing


def test_a_state_said_before_off_is_an_act_not_a_thing_taken_away():
    """ "Getting the grime off it" takes the grime away, but in "let an egg cool off" the egg is the subject of
    "cool off": read as taken away, "cool" asked for its opposite, a heating (tune 15 and 21)."""
    index = synthetic_index()
    ids = {w: i for i, w in enumerate(index.vocabulary())}
    words = index.terms("let an egg cool off, then put it in shelf.").words
    assert words[ids["cool"]] > 0 and words[ids["heat"]] == 0
    assert absent("get the grime off an egg") == {"grime"}


@pytest.mark.parametrize(
    ("text", "missing"),
    [
        ("the coffee machine wants a mug without a speck of dirt on it", {"speck", "dirt"}),
        ("can you get the plate free of stains and store it in the cabinet?", {"stains"}),
        ("prepare a knife by getting the grime off it, then put it on the counter", {"grime"}),
        ("remove the dust from the shelf", {"dust"}),
        ("without delay, put a mug in the fridge", {"delay"}),  # the phrase ends with its clause
        ("wash off some soap and turn off the lamp", set()),  # "off" after a verb takes nothing away
        ("no need to heat it", set()),
        # The phrase ends where it says where: the toilet is where the soap is missing, and the place it goes.
        ("There's no soap near the toilet for guests. Put a bottle on the toilet tank.", {"soap"}),
        ("there's no soap anywhere in the half bath", {"soap"}),
        ("a plate free of crumbs next to the sink", {"crumbs"}),
    ],
)
def test_a_request_names_what_is_to_be_missing(text, missing):
    assert absent(text) == missing


def test_a_measure_moved_one_way_counts_as_the_quality_at_that_end():
    """ "Bring the egg up to temperature" asks for a hot egg, "down to a low temperature" for a cold one;
    "temperature" alone stands for both ends alike."""
    index = synthetic_index()
    ids = {w: i for i, w in enumerate(index.vocabulary())}
    warmed = index.terms("bring the egg up to temperature, then put it in cabinet.").words
    assert warmed[ids["heat"]] > 0 and warmed[ids["cool"]] == 0
    chilled = index.terms("bring the egg down to a low temperature, then put it in cabinet.").words
    assert chilled[ids["cool"]] > 0 and chilled[ids["heat"]] == 0
    for request, expected in (
        ("bring the egg up to temperature.", "heat-egg"),
        ("reduce the egg's temperature.", "cool-egg"),
    ):
        assert index.ids[int(np.argmax(index.score(request, ZERO, ZERO)))] == expected


@pytest.mark.parametrize(
    ("text", "way"),
    [
        ("bring the egg up to temperature", "high"),
        ("bring it down to a low temperature, then into the microwave", "low"),
        ("pick up the mug and set it down on the desk", None),  # both ways: neither
        ("put the mug in the cabinet", None),
    ],
)
def test_a_request_says_which_way_it_moves_a_measure(text, way):
    assert direction(terms(text)) == way


def test_a_verb_that_moves_its_object_to_a_place_counts_as_putting():
    """ "Stash the egg in the cabinet" says what "put" says, whatever "stash" means: a verb, its object and
    where it goes. A verb with no place after its object says nothing of putting."""
    index = synthetic_index()
    for obj in OBJECTS:
        add(index, f"look-{obj}", f"examine the {obj} under the lamp.", [GO, TAKE, "use _#1"])
    ids = {w: i for i, w in enumerate(index.vocabulary())}
    for request in (
        "stash the egg in the cabinet.",
        "could you relocate an egg to the countertop?",
        "egg relocated to the countertop.",
    ):
        assert index.terms(request).words[ids["put"]] > 0
    assert index.terms("stash the egg, then examine it.").words[ids["put"]] == 0


@pytest.mark.parametrize(
    ("text", "verbs"),
    [
        ("one more thing: can you store the pencil in the shelf?", {"store"}),
        ("grab a salt shaker, then stash it in the cabinet", {"stash"}),  # the clause ends at the comma
        ("heat some egg and put it in the garbage can", {"put"}),  # the place is the second verb's
        ("relocate a mug to the desk", {"relocate"}),
        ("look at the mug under the lamp", set()),
        ("which magazine was started first?", set()),
        ("pepper shaker stored in the drawer.", {"stored"}),  # the passive: the object before the verb
        ("egg to be heated and subsequently discarded in the garbage can", {"discarded"}),
        ("soap bottle relocated to the toilet", {"relocated"}),
        ("my roommate wants a bottle of soap left in the toilet", {"left"}),  # an irregular participle
        ("I'd like the mug kept in the desk", {"kept"}),
        ("I need it in the bin", set()),  # "need" is no participle
        ("the pencil goes in the bookshelf", {"goes"}),  # where its subject is to be
        ("heat an egg, then it goes in the trash", {"goes"}),
        ("after that they belong in the safe", {"belong"}),
        ("then it should sit on the countertop", {"sit"}),
        ("the station belongs to a railway zone", set()),  # "to" says who owns it
        ("a band that disbanded in what year?", set()),  # a question asks about the frame, not for its act
        ("which team put the ball in the net?", set()),
        ("are both companies based in Massachusetts?", set()),  # a yes/no question: asks about the frame too
        ("is it possible to put the mug in the fridge?", {"put"}),  # asks for the act
        ("is anyone able to chill a potato and then put it in the microwave?", {"put"}),
        ("are you able to stash it in the drawer?", {"stash"}),
        ("when was the footballer the manager replaced in 2014 born", set()),  # opened by one, no mark
        ("when you get a chance, stash the mug in the drawer", {"stash"}),  # no question
        ("stash a pencil in the shelf and let me know when it is done", {"stash"}),  # no question
        ("the salt shaker ought to end up on the cabinet", {"end"}),  # a verb and its particle
        ("it'd be great if the watch ended up in the safe", {"ended"}),
        ("soap bar set down on the counter", {"set"}),
        ("the pepper shaker, out of the way", set()),  # a particle, no placement word after it
        ("the kitchen cabinet is missing a salt dispenser", {"missing"}),  # the place is the subject
        ("I'd like the couch to hold pillows, precisely two", {"hold"}),
        ("cabinet to contain one warmed cup", {"contain"}),
        ("the album contains eleven tracks", set()),  # a fact, not a wish
        ("the party holds an advantage", set()),
        ("view a disc while the lamp is on", set()),  # an "on" no noun phrase follows says a state
        ("view a disc while the lamp is on when you get a chance", set()),
        ("switch the desk lamp on and look over the book", set()),
        ("turn the desk lamp back on, then look at the book", set()),
        ("examine the pencil with the desk lamp switched on", set()),
        ("open the safe and put the watch inside", {"put"}),  # the place said before the verb
        ("take a cup, open a cabinet and put the cup in.", {"put"}),
        ("kindly cleanse a knife and lay it upon the countertop", {"lay"}),  # the formal placement words
        ("position the soap bottle atop the toilet", {"position"}),
        ("a bowl is to be washed and stowed within the cabinet", {"stowed"}),
    ],
)
def test_a_request_says_which_verbs_move_a_thing_to_a_place(text, verbs):
    assert placing(text) == verbs


@pytest.mark.parametrize(
    ("text", "verbs"),
    [
        ("Turn these meeting notes into a one-paragraph status update for leadership.", set()),  # a text
        ("Add the dentist appointment to my calendar.", set()),
        ("Tip the apple into the garbage can.", {"tip"}),  # a thing
        ("Toss the towel into the laundry hamper, then wash your hands.", {"toss"}),
        ("Carry the plant out into the garden.", {"carry"}),  # a place
        ("Drop the mug in the sinkbasin.", {"drop"}),  # a word the dictionary lacks
        ("refrigerate a mug, then leave it inside the coffee maker", {"leave"}),  # a maker is a person, coffee not
        ("I'd like the couch to hold pillows, precisely two", {"hold"}),  # the place is the subject
        ("Summarize this vendor contract into five bullet points.", set()),  # a verb of saying
        ("Email the notes to the design team.", set()),
    ],
)
def test_a_frame_moves_a_thing_only_to_where_a_thing_can_be(text, verbs):
    """A caused-motion frame is read as putting (:data:`~gmem.tiers.terms.PLACING_VERBS`); "turn ... into a
    status update" has its words and puts nothing anywhere: read as putting, it drew that request of another
    kind to the plain moves of a memory of chores (tune acts of other kinds of ``experiments.crossdomain``). Nor
    does a verb of saying move a thing ("summarize ... into five bullet points")."""
    assert moving.moved(text) == verbs
    assert placing_somewhere(text, moving.may_hold) >= verbs


@pytest.mark.parametrize(
    ("text", "verbs"),
    [
        ("Write a SQL query that returns the top 5 customers by total order value in 2023.", set()),  # a year
        ("Shift my dentist appointment to 3pm.", set()),
        ("Move the standup to 9:30 a.m. tomorrow.", set()),
        ("Push the launch to May 9.", set()),
        ("Put the mug in the cabinet before 5pm.", {"put"}),  # a time beside the place
        ("Move the files from 2019 into the archive box.", {"move"}),
        ("Stack the 2000 boxes into 2 crates.", {"stack"}),  # counts of things, not times
        ("Put the mug on marker 2.", {"put"}),  # a place and its number, no month
    ],
)
def test_a_time_is_no_place_a_thing_is_moved_to(text, verbs):
    """A number that counts nothing is dropped when a request is read, so "... order value in 2023" read as a frame
    whose place is left unsaid ("put it in"), and a time as a word the dictionary lacks: a coding team's SQL query and
    a writing team's "the review moves to 3pm" read as moving a thing, and a chore asked of their memories lost less of
    its relevance for moving one where they move nothing (tune of ``experiments.crossdomain``)."""
    assert moving.moved(text) == verbs


@pytest.mark.parametrize(
    ("text", "verbs"),
    [
        ("Refactor the UserService class to use dependency injection and open a PR against main.", set()),
        ("switch the lamp on to get a proper view of the bowl", set()),
        ("Use the desk lamp to look closely at the bowl.", set()),
        ("The robot is required to clean a plate and subsequently set it on the countertop.", {"set"}),
        ("Heat an egg just to chuck it in the bin.", {"chuck"}),  # the purpose names a place of its own
        ("Move the mug to the desk.", {"move"}),  # a place, no verb
        ("Bring the apple to counter.", {"bring"}),  # a verb less often than a noun: a place
        ("I'd like the couch to hold pillows, precisely two", {"hold"}),  # the place is the subject
    ],
)
def test_a_purpose_is_no_place_a_thing_is_moved_to(text, verbs):
    """A verb after "to" says what an act is for ("to use dependency injection", "to get a proper view"): read as a
    place, it made the verb before it put a thing there. A coding team's refactoring read as moving a thing where the
    rest of its memory moved nothing, which the relevance reads as another kind's request (own kind of
    ``experiments.crossdomain``, tune), and "use the desk lamp to look closely at the bowl" said what "put" says."""
    assert moving.moved(text) == verbs


def test_a_thing_put_somewhere_without_a_verb_counts_as_putting():
    """A note or a hurried line names the thing and where it goes and no verb ("soap bottle - in the toilet",
    "salt shaker on the cabinet please"): it says what "put" says, and drew such requests to washing runs that
    had the thing's words (tune 17 and 21 of ``experiments/rephrasings.py``)."""
    index = synthetic_index()
    for obj in OBJECTS:
        add(index, f"look-{obj}", f"examine the {obj} under the lamp.", [GO, TAKE, "use _#1"])
    ids = {w: i for i, w in enumerate(index.vocabulary())}
    for request in ("egg - in the countertop.", "the egg on the countertop please", "two eggs in the cabinet"):
        assert index.terms(request).words[ids["put"]] > 0, request
    assert index.terms("egg, countertop").words[ids["put"]] == 0


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Soap bottle \u2014 in the toilet. Long story.", {"soap", "bottle", "soapbottle"}),
        ("Salt shaker on the cabinet please, I need the table clear.", {"salt", "shaker", "saltshaker"}),
        ("two keychains in the safe", {"keychains"}),  # a count first, and a word the dictionary lacks
        ("pepper shaker: in the drawer", {"pepper", "shaker", "peppershaker"}),  # the clause before it
        ("put the mug in the microwave", set()),  # a verb heads it (placing())
        ("Watch in the safe please", set()),  # a verb first in the dictionary
        ("flick on the table lamp and have a peek at the cd", set()),  # a verb's particle
        ("Refactor the UserService class to use dependency injection", set()),  # a verb and its object
        ("Convert 72 degrees Fahrenheit to Celsius", set()),
        ("python fn to dedupe a list", set()),  # "to" begins a purpose
        ("Is the mug in the microwave?", set()),  # a question
        ("Research task: the contest in California that pays homage to a novelist", set()),  # a name: no chore
        ("A historic house is called the W. H. Shipman House in Hilo, Hawaii.", set()),
        ("Rota - Sat: pepper shaker in the drawer (Mia).", {"pepper", "shaker", "peppershaker"}),
    ],
)
def test_a_request_says_which_things_it_puts_somewhere_without_a_verb(text, words):
    assert verbless_placing(text, moving.noun_share) == words


def test_where_a_thing_ends_up_is_after_the_last_word_that_places_it():
    """A request's destination is no instrument of its act; an "on" that says a state places nothing, so the
    destination of "put the mug in the fridge and turn the light on" is the fridge, not nothing."""
    from gmem.tiers.reading import destination

    assert destination(terms("put the mug in the fridge and turn the light on")) == {"fridge"}
    assert destination(terms("set the cup on the desk lamp table")) >= {"desk", "lamp", "desklamp"}
    # "to" before an act begins a purpose: the lamp is switched on for a view, nothing is put in one.
    assert destination(terms("switch the lamp on to get a proper view of the cd")) == set()
    assert destination(terms("put the mug in the fridge to cool it")) == {"fridge"}
    assert destination(terms("relocate a mug to the desk")) == {"desk"}
    # A placement word before a bare "that" places nothing; the one before it does. One before a possessive
    # names a place not read ("on the table lamp" is where a lamp is switched on, not a place).
    assert destination(terms("the pencil goes in the bookshelf, can you see to that")) == {"bookshelf"}
    assert destination(terms("switch on the table lamp and study the bowl in its light")) == set()
    # Without a placement word, a holding frame names the place as its subject.
    assert destination(terms("the study desk is missing a mug")) == {"study", "desk", "studydesk"}
    assert destination(terms("I want the couch to hold two pillows")) == {"couch"}


def test_a_notes_last_step_names_where_its_thing_ends_up():
    """A task tracker's note says where its thing goes with no placement word: "apple: microwave, then fridge"
    heats the apple and leaves it in the fridge, which is no instrument of its act; read as one, the fridge said a
    cooling too, and the note went to a run that cooled (tune 23)."""
    from gmem.tiers.reading import destination

    assert destination(terms("apple: microwave, then fridge")) == {"fridge"}
    assert destination(terms("tomato: fridge first, then the microwave")) == {"microwave"}
    assert destination(terms("heat the egg, then put it away")) == set()  # a step, not a thing
    index, ids = tool_runs()
    for note, act, other in (
        ("egg: microwave, then fridge", "heat", "cool"),
        ("egg: fridge, then microwave", "cool", "heat"),
    ):
        words = index.terms(note).words
        assert words[ids[act]] > 0 and words[ids[other]] == 0
        assert index.ids[int(np.argmax(index.score(note, ZERO, ZERO)))] == f"{act}-egg"


def test_a_verb_that_puts_away_after_another_act_is_learned_as_putting():
    """In a team's own words a run says "wash some bowl and tuck it in the cabinet": the act is the washing, and
    "tuck" only puts the bowl away. Learned as that run's word, "tuck" weighed what the washing weighs and drew a
    plain "tuck the watch in the safe" to the washing run; recorded as "put", it weighs what every putting does."""
    assert recorded_terms("wash some bowl and tuck it in cabinet.") == terms("wash some bowl and put it in cabinet.")
    assert recorded_terms("stash some pen in drawer.") == terms("stash some pen in drawer.")  # the run's one act
    asked = "Are both Duke Energy and Affiliated Managers Group based in Massachusetts?"
    assert recorded_terms(asked) == terms(asked)  # a question asks for no act: "based" stays itself
    index = QueryIndex(DIM)
    for task_id, instruction, procedure in [
        ("wash-bowl", "wash some bowl and tuck it in cabinet.", PROCEDURES["clean"]),
        ("scrub-plate", "scrub some plate and then tuck it on countertop.", PROCEDURES["clean"]),
        ("warm-egg", "warm some egg and stash it in fridge.", PROCEDURES["heat"]),
        ("chill-apple", "chill some apple and stash it in cabinet.", PROCEDURES["cool"]),
        ("stow-pen", "stow some pen in drawer.", [GO, TAKE, PUT]),
        ("keep-vase", "keep some vase in safe.", [GO, TAKE, PUT]),
    ]:
        add(index, task_id, instruction, procedure)
    for query in ("tuck the watch in the safe.", "tuck a pen in the safe."):
        scores = index.score(query, ZERO, ZERO)
        assert index.ids[int(np.argmax(scores))] in {"stow-pen", "keep-vase"}, query


def test_the_verbs_of_putting_read_as_one_word_where_they_move_a_thing():
    """ "Place", "set" and "lay" say what "put" says where they move a thing to a place, on both sides: in a team's
    own words a plain "put the pepper shaker in the drawer" matched the washing runs that said "... and put it in
    the cabinet" rather than the plain one that said "place the salt shaker in the drawer"."""
    from gmem.tiers.terms import putting_terms

    for said in ("Place the salt shaker in the drawer.", "set it on the counter", "laying two pillows on the sofa"):
        assert "put" in putting_terms(said) and "put" in recorded_terms(said), said
    assert putting_terms("pepper shaker placed in the drawer") == ["pepper", "shaker", "put", "in", "the", "drawer"]
    assert putting_terms("a set of knives, and the table is set") == terms("a set of knives, and the table is set")
    index = QueryIndex(DIM)
    for task_id, instruction, procedure in [
        ("place-shaker", "Place the salt shaker in the drawer.", [GO, TAKE, PUT]),
        ("wash-bowl", "Wash a bowl and put it in the cabinet.", PROCEDURES["clean"]),
        ("chill-potato", "Chill a potato and then put it in the microwave.", PROCEDURES["cool"]),
        ("heat-egg", "Heat an egg and then put it in the garbage can.", PROCEDURES["heat"]),
    ]:
        add(index, task_id, instruction, procedure)
    scores = index.score("Put a vase in the safe.", ZERO, ZERO)  # nothing shared but the act
    assert index.ids[int(np.argmax(scores))] == "place-shaker"


def test_a_learned_query_word_of_few_runs_counts_a_little_less_than_its_weight():
    """One run of a team's own wording teaches its every word the weight of its act ("thereafter" in "wash the
    soap, thereafter put it on the counter"): the fewer runs a word was learned from, the less of its weight it
    counts."""
    from gmem.tiers.reading import SCARCE_RUNS

    index = synthetic_index()
    add(index, "thereafter", "wash some cloth, thereafter put it in shelf.", PROCEDURES["clean"])
    weights, ids = index.word_weights(), {w: i for i, w in enumerate(index.vocabulary())}
    words = index.terms("thereafter put some egg in cabinet.").words
    assert words[ids["thereafter"]] == pytest.approx(weights["thereafter"] ** 2 / (1 + SCARCE_RUNS))
    assert words[ids["cabinet"]] == pytest.approx(weights["cabinet"] ** 2 * 3 / (3 + SCARCE_RUNS))


def test_another_form_of_a_learned_word_counts_no_more_than_the_word_said(embedder, tmp_path):
    """ "melting" is learned from ScienceWorld's tasks that measure a melting point, "melt" from those that melt a
    thing, and WordNet says the one stands for the other. Counted in full, the other form weighed more than the form
    the note says (a learned word of few runs counts a little less), and "ice melting point (kitchen): >10C yellow /
    <10C purple" went to melting the ice."""
    note = "ice melting point (kitchen): >10C yellow / <10C purple"
    with scienceworld_memory(tmp_path, embedder, "melting point of ice") as (memory, type_of):
        result = memory.retrieve(note, explain=True)
        assert type_of[result.tasks[0].node.id] == "measure-melting-point"
        assert result.reading is not None
        counted = {read.learned: read.strength for read in result.reading.words if read.word == "melting"}
        assert counted["melt"] <= counted["melting"] < 1.0


# --------------------------------------------------------------------------- scoring


def test_score_on_empty_index():
    assert QueryIndex(DIM).score("heat some mug", ZERO, ZERO).shape == (0,)


def test_score_ranks_by_procedural_words_not_objects():
    index = synthetic_index()
    scores = index.score("heat some mug and put it in countertop.", ZERO, ZERO)
    assert scores.shape == (len(index),)
    ranked = [index.ids[i] for i in np.argsort(-scores, kind="stable")]
    log.info("ranked: %s", ranked)
    assert set(ranked[:3]) == {"heat-mug", "heat-apple", "heat-egg"}
    assert ranked[0] == "heat-mug"


def test_dense_similarity_contributes():
    index = QueryIndex(DIM, ScoringWeights(lexical=0.0, procedure=0.0, parsimony=0.0, dense=1.0))
    a = np.array([1, 0, 0, 0], dtype=np.float32)
    b = np.array([0, 1, 0, 0], dtype=np.float32)
    add(index, "a", "alpha", [GO], vector=a)
    add(index, "b", "beta", [GO], vector=b)
    assert index.score("gamma", b, b).tolist() == pytest.approx([0.0, 1.0])


def test_real_rows_heat_query_prefers_heat_tasks(alfworld_rows):
    index = rows_index(alfworld_rows)
    types = {r["id"]: r["task_type"] for r in alfworld_rows}
    scores = index.score("heat some potato and put it in countertop.", ZERO, ZERO)
    top = [index.ids[i] for i in np.argsort(-scores, kind="stable")[:3]]
    log.info("top for heat: %s", [(t, types[t]) for t in top])
    assert types[top[0]] == "pick_heat_then_place"


# --------------------------------------------------------------------------- k-hop expansion


def chain_index() -> QueryIndex:
    index = QueryIndex(DIM)
    for name in "abcdef":
        add(index, name, f"task {name}", [GO])
    for x, y in ["ab", "bc", "cd", "de"]:  # f stays isolated
        index.link(x, y, 1.0)
    return index


def test_expand_follows_hops():
    index = chain_index()
    row = index.row_of
    named = lambda found: {index.ids[r]: d for r, d in found.items()}
    assert named(index.expand([row["a"]], 0)) == {"a": 0}
    assert named(index.expand([row["a"]], 1)) == {"a": 0, "b": 1}
    assert named(index.expand([row["a"]], 2)) == {"a": 0, "b": 1, "c": 2}
    assert named(index.expand([row["a"], row["e"]], 1)) == {"a": 0, "e": 0, "b": 1, "d": 1}
    assert named(index.expand([row["f"]], 3)) == {"f": 0}
    index.link("a", "c", 0.7)  # a shortcut shortens the distance
    assert named(index.expand([row["a"]], 1)) == {"a": 0, "b": 1, "c": 1}


def test_links_are_undirected_simple_and_never_self():
    index = chain_index()
    index.link("a", "a", 1.0)
    index.link("b", "a", 0.5)  # the same pair again, reversed
    assert sorted(index.neighbours("a")) == ["b"]
    assert sorted(index.neighbours("b")) == ["a", "c"]
    assert index.neighbours("f") == []


def test_expand_matches_breadth_first_search():
    rng = random.Random(7)
    index = QueryIndex(DIM)
    reference = nx.Graph()
    for i in range(40):
        add(index, f"t{i}", f"task {i}", [GO])
        reference.add_node(i)
    for _ in range(55):
        a, b = rng.sample(range(40), 2)
        index.link(f"t{a}", f"t{b}", 1.0)
        reference.add_edge(a, b)
    for seeds in ([0], [3, 17], [5, 6, 7]):
        for hops in range(4):
            expected = nx.multi_source_dijkstra_path_length(reference, set(seeds), cutoff=hops)
            got = index.expand(seeds, hops)
            assert got == {n: int(d) for n, d in expected.items()}, (seeds, hops)


# --------------------------------------------------------------------------- procedure similarity


def test_procedure_similarity_is_a_cosine():
    index = QueryIndex(DIM)
    add(index, "full", "x", ["a#1", "b#1", "c#1", "d#1"])
    add(index, "half", "x", ["a#1", "b#1"])
    add(index, "other", "x", ["z#1"])
    add(index, "none", "x", [])

    assert index.procedure_similarity(["a#1", "b#1", "c#1", "d#1"]).tolist() == pytest.approx(
        [1.0, 2 / np.sqrt(8), 0, 0]
    )
    assert index.procedure_similarity(["a#1", "b#1"]).tolist() == pytest.approx([2 / np.sqrt(8), 1.0, 0, 0])
    # Repeats in the query do not count twice; unknown templates dilute the match.
    assert index.procedure_similarity(["a#1", "a#1", "b#1"]).tolist() == pytest.approx([2 / np.sqrt(8), 1.0, 0, 0])
    assert index.procedure_similarity(["z#1", "new#1"]).tolist() == pytest.approx([0, 0, 1 / np.sqrt(2), 0])
    assert index.procedure_similarity(["never#1"]).tolist() == [0, 0, 0, 0]
    assert index.procedure_similarity([]).tolist() == [0, 0, 0, 0]
    assert QueryIndex(DIM).procedure_similarity(["a#1"]).shape == (0,)


def test_real_rows_procedure_similarity_groups_kinds(alfworld_rows):
    index = rows_index(alfworld_rows)
    types = {r["id"]: r["task_type"] for r in alfworld_rows}
    row = next(r for r in alfworld_rows if r["id"] == "alfworld-14")  # heat some egg: resolved
    procedure = procedure_features((s["action"], s["observation"]) for s in row["steps"])
    similarity = index.procedure_similarity(procedure)
    assert similarity[index.row_of["alfworld-14"]] == pytest.approx(1.0)
    heat = [similarity[index.row_of[t]] for t in types if types[t] == "pick_heat_then_place" and t != "alfworld-14"]
    look = [similarity[index.row_of[t]] for t in types if types[t] == "look_at_obj_in_light"]
    assert np.mean(heat) > np.mean(look)


def test_ubiquitous_templates():
    index = synthetic_index()
    assert index.ubiquitous() == {GO, TAKE, "go to _#2", PUT}
    assert "heat _ with _#1" not in index.ubiquitous(share=0.5)
    assert QueryIndex(DIM).ubiquitous() == set()


# --------------------------------------------------------------------------- query terms


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("drop a couple of mugs into the bin", "two"),
        ("place a pair of candles on the shelf", "two"),
        ("the shelf should end up holding 2 candles", "two"),
        ("gather both candles", "two"),
        ("put 3 apples in the fridge", "three"),
        ("a dozen eggs", "twelve"),
        ("put a mug and another mug in the sink", "two"),
        ("a pillow and one more of them", "two"),
        ("move a cup to the shelf, plus a second one", "two"),
        ("put one keychain in the safe, then fetch a second", "two"),
        ("2x keychain -> safe", "two"),  # a count written as a multiplication
        ("pepper shakers (x2) to the drawer", "two"),
        ('store(obj="keychain", n=2, into="safe")', "two"),  # a count's field in a developer's call
        ('{"object": "pillow", "target": "sofa", "qty": 2}', "two"),
    ],
)
def test_counts_are_written_as_number_words(text, count):
    assert count in terms(text)


@pytest.mark.parametrize(
    "text", ["put the mug in drawer number 2", "put mug 1 in fridge 2", "move(obj=mug, to=shelf 2)"]
)
def test_a_number_that_names_an_instance_counts_nothing(text):
    assert not {"one", "two"} & set(terms(text))


@pytest.mark.parametrize(
    "text",
    [
        "find a vegan protein powder, 2 pound, and price lower than 45.00 dollars",
        "buy 2 lbs of coffee beans for under 3 dollars",
        "a 2 hour drive",
        "add 3.5 cups of flour",  # not "five cups"
        "Get me a charger for $2.99",
        "put a $2 mug in the cabinet",  # a price
        "put a \u20ac 5 vase on the shelf",
        "merge 1,002 rows",
        "warm the mug for two minutes, then set it in the coffee machine",  # a number in words
        "leave the pan in the fridge for a couple of hours",
    ],
)
def test_a_number_that_measures_counts_nothing(text):
    """A digit before a unit of weight, length, money or time measures, and a decimal counts no things either. Read
    as counts, a shopping team's "2 pound" was the "two" of a chore memory's "find two soapbar ...", the heaviest
    word it had learned, and drew the request to that run; "45.00 dollars" was the count "zero"."""
    assert not set(NUMBERS) & set(terms(text))


def test_a_unit_after_an_article_says_nothing_of_the_task_but_a_second_thing_counts():
    """ "For an hour" says how long, as "for 1 hour" does: read as a word, "hour" was mapped in its sentence onto the
    heating runs' "heat". "A second mug" is two mugs, and "a W-2 form" names a form."""
    assert "hour" not in terms("chill an apple for an hour and put it in the garbage can")
    assert "two" in terms("put a mug in the cabinet, then a second one")
    assert "w" in terms("file a W-2 form in the drawer")


@pytest.mark.parametrize("text", ["pepper shaker -> drawer", "pepper shaker \u2192 drawer", "pepper shaker => drawer"])
def test_an_arrow_says_where_the_thing_goes(text):
    """A note's arrow is its "put ... to": the thing is moved, and what follows is where it ends up."""
    assert terms(text) == ["pepper", "shaker", "put", "to", "drawer"]


@pytest.mark.parametrize(
    "text",
    [
        "Rota - Thu: pepper shaker to the drawer (Ines).",
        "Handover, 3pm: pepper shaker to the drawer, please. - Ella",
        "pepper shaker into the drawer",
        "Log 19:05: pepper shaker onto the drawer. Pending.",
    ],
)
def test_a_note_without_a_verb_says_what_an_arrow_says(text):
    """A rota's or a handover note's "pepper shaker to the drawer" asks what "pepper shaker -> drawer" asks: the
    thing moved to what follows. Without the verb of putting the memory read only the object's name and the
    place, and abstained on "watch into the safe" or drew it to a lamp run that shared the object."""
    words = terms(text)
    assert words[words.index("put") - 1] == "shaker" and "drawer" in words[words.index("put") :]


@pytest.mark.parametrize(
    "text",
    [
        "Prior to the album's release a video was made.",  # one word before "to": a preposition's
        "Forced into exile, he fled.",  # a participle
        "I want to the shop",  # a function word
        "Its boundaries are: Waring Avenue tracks heading north.",  # no placement word
        "The band wanted to record it.",  # "to" before a verb
    ],
)
def test_a_clause_that_only_looks_like_a_note_is_left_as_it_is(text):
    assert "put" not in terms(text)


def test_a_phrasal_verb_s_particle_is_a_function_word():
    """A request to tuck the pepper shaker away in a drawer asks to put it there: "away" says which way, not what
    is done. Read as a content word, a memory in the recorded wording mapped it in its sentence onto "clean"."""
    from gmem.tiers.terms import STOP_WORDS

    assert {"away", "back"} <= STOP_WORDS
    assert placing("tuck the pepper shaker away in a drawer") == {"tuck"}


def test_a_word_before_a_particle_after_a_verb_and_its_object_ends_that_object():
    """In "tuck the salt shaker away in the drawer" only "tuck" is a verb; "shaker away in" looks like a verb and
    its particle ("end up on") but ends the object. Read as a verb, an object's noun headed a frame, and in
    "..., and set the two down in the wastebasket" a run was learned with "put" in place of its count."""
    assert placing("Plonk a mug down on the desk.") == {"plonk"}
    assert placing("Lock two keychains up in the safe, would ya?") == {"lock"}
    assert placing("the watch should end up on the safe") == {"end"}  # a verb and its particle, no object first
    assert "two" in recorded_terms("fetch one soap cake, then a second one, and set the two down in the wastebasket")


def test_chat_shorthand_reads_as_the_words_it_stands_for():
    """A chat request ("cool a pan n leave it on the counter thx") says what its words say written out: "n" is
    "and" (it joins two verbs' parts, and the later verb only puts the pan away), "em" is "them", "dont" rules
    out what follows, a note's "temp" is a temperature. Names and abbreviations keep their letters."""
    assert terms("cool a pan n leave it on the counter thx") == terms("cool a pan and leave it on the counter thx")
    chat, written = "cool a pan n leave it on the counter", "cool a pan and put it on the counter"
    assert recorded_terms(chat) == recorded_terms(written)
    assert terms("cn u put em in the cabinet w/ the others") == terms("can you put them in the cabinet with the others")
    assert terms("dont chill it, heat it") == terms("don't chill it, heat it") == ["heat", "it"]
    assert terms("Guns N' Roses played R&B in the U.S. with W. Bush") == [
        "guns", "n", "roses", "played", "r", "b", "in", "the", "u", "s", "with", "w", "bush"
    ]  # fmt: skip
    assert terms('move(obj="keychain", n=2, to="safe")') == ["move", "obj", "keychain", "n", "two", "to", "safe"]
    assert terms("banana temp (kitchen)") == ["banana", "temperature", "kitchen"]  # not a temporary worker


def test_a_lab_note_s_initials_of_a_point_are_spelled_out_where_it_speaks_of_a_temperature():
    """ "MP" in a note that sorts by temperature is a melting point, for its words and for MiniLM, which knows the
    letters as a politician; "BP" and "FP" the boiling and freezing points. Without a temperature they stay as typed."""
    note = "lead MP check (workshop) — >200C red, <200C green"
    assert terms(note)[:4] == ["lead", "melting", "point", "check"]
    assert asking.embedded_texts(note)[0].startswith("lead melting point check")
    assert "boiling" in terms("water bp, 100 degrees") and "freezing" in terms("fp of brine? use the thermometer")
    assert terms("tin m.p. above 230 °C?")[:3] == ["tin", "melting", "point"]  # as chemistry writes it
    for named in ("Which MP represented Bristol in 1990?", "the mp of the kettle", "tune 4 bp, 200 rpm"):
        assert terms(named) == terms(named.replace("MP", "mp")) and "point" not in terms(named)
        assert "point" not in asking.embedded_texts(named)[0]


def test_a_word_written_with_accents_is_the_word_without_them():
    """An accented letter split its word in two ("jab", "n"), neither of which was it, and a user who types a word
    without its marks ("saute", "Hradecka") means the one a run or the dictionary spells with them."""
    assert terms("Throw two barras de jabón in the basura") == terms("Throw two barras de jabon in the basura")
    assert "jabon" in terms("jabón") and "saute" in recorded_terms("Sauté a potato, then put it on the counter.")
    assert terms("Straße, Œuvre, Łódź, café crème") == ["strasse", "oeuvre", "lodz", "cafe", "creme"]
    assert terms("heat it → 200 °C — then ½ a cup") == terms("heat it -> 200 °C — then ½ a cup")  # marks kept
    # a command opens with a verb the dictionary knows: "saut" and "e" were none
    assert commands_an_act("Sauté the onions.") and commands_an_act("Purée the soup.")


@pytest.mark.parametrize(
    ("text", "stem"),
    [("Sarah likes her mug warm", "like"), ("she appreciates it", "appreciate"), ("if you'd minded it", "mind")],
)
def test_a_request_word_reads_as_its_stem_in_any_inflected_form(text, stem):
    """A request's manner is said in any person and tense; "likes" learned as its own word weighed what the
    run's act weighs in a memory of users' words."""
    assert stem in terms(text)
    assert terms("the likes of him") == ["the", "like", "of", "him"]  # a function word wherever it stands


def test_instance_numbers_are_not_counts():
    assert terms("put mug 1 in fridge 2.") == ["put", "mug", "in", "fridge"]
    assert terms("take the couple home") == ["take", "the", "couple", "home"]  # "couple" without "of"


@pytest.mark.parametrize(
    "text",
    [
        "1) Take an egg. 2) Heat it in the microwave. 3) Put it in the bin.",
        "1. pick up a mug 2. heat it 3. place it in the coffee machine",
        "Step one: grab an apple. Step two: heat it. Step three: put it in the fridge.",
        "Step 2 - (2) heat the apple",
    ],
)
def test_the_number_of_a_step_in_a_list_is_not_a_count(text):
    """A list of steps counts steps, not things: read as counts, "2)" and "step two" drew every listed
    request to the memory's two-object runs."""
    assert {"one", "two", "three", "step"}.isdisjoint(terms(text))
    assert "two" in terms("1) take 2 mugs 2) put them in the sink")


@pytest.mark.parametrize("text", ["one more thing: put a mug in the desk", "wait a second, then cool the mug"])
def test_one_more_of_something_else_is_not_a_count(text):
    assert "two" not in terms(text)


def test_inflections_offer_the_stem():
    assert "pillow" in inflections("pillows")
    assert "dish" in inflections("dishes")
    assert "berry" in inflections("berries")
    assert "clean" in inflections("cleaned") and "place" in inflections("placed")
    assert "heat" in inflections("heating")
    assert inflections("is") == ()


def test_an_inflected_query_word_counts_as_its_learned_stem():
    index = synthetic_index()
    assert index.unlearned("heating some eggs") == []
    heated = index.query("heating some eggs", ZERO, ZERO).all()
    plain = index.query("heat some egg", ZERO, ZERO).all()
    np.testing.assert_allclose(heated, plain)


def test_a_state_a_thing_is_not_to_be_in_asks_for_its_opposite():
    """ "Make sure the mug isn't cold when it goes into the cabinet" asks for a hot mug, "the plate shouldn't be
    dirty" for a clean one: "cold" read as itself drew the first to the cooling runs, and "shouldn't be dirty when it
    lands on the countertop", read as a ruling out, dropped every word after the plate. Where the clause says how
    things stand ("If the mug isn't cold yet, chill it"), or the negation rules out a place or an act ("shouldn't
    stay on the counter", "shouldn't be left out", "don't heat it"), it reads as before."""
    index = QueryIndex(DIM)
    add(index, "heat", "put a hot mug in cabinet.", PROCEDURES["heat"])
    add(index, "cool", "put a cool mug in cabinet.", PROCEDURES["cool"])
    add(index, "clean", "put a clean plate in countertop.", PROCEDURES["clean"])
    add(index, "place", "put some plate in countertop.", [GO, TAKE, PUT])
    expected = {
        "Make sure the mug isn't cold when it goes into the cabinet.": "heat",
        "The plate shouldn't be dirty when it lands on the countertop.": "clean",
        "the mug must not get too hot before it goes in the cabinet": "cool",
        "If the mug isn't cold yet, chill it, then put it in the cabinet.": "cool",
    }
    assert ranked_first(index, expected) == expected
    assert absent("the mug isn't cold") == {"cold"} and absent("it should never be too hot") == {"hot"}
    assert terms("the plate shouldn't be dirty")[-1] == "dirty"
    for ruled_out in ("it shouldn't stay on the counter", "it shouldn't be left out", "there shouldn't be soap here"):
        assert terms(ruled_out)[-1] in ("it", "there"), ruled_out
    assert absent("If the tomato isn't cold yet, chill it") == set()


def test_a_transcript_s_to_or_too_before_a_plural_after_putting_is_the_count_it_heard():
    """A speech recogniser writes "put to key chains in the safe", "put too pillows on the sofa": read as words,
    the count was lost and the request matched the runs of one thing. After a verb that takes or puts a thing and
    before a plural, English has no "to" ("bring the mugs to the sink" names the thing first)."""
    index = QueryIndex(DIM)
    add(index, "one", "put a keychain in safe.", [GO, TAKE, PUT])
    add(index, "two", "put two keychain in safe.", [GO, TAKE, PUT, GO, TAKE, PUT])
    heard = ["put to key chains in the safe", "put too keychains in the safe"]
    assert ranked_first(index, heard) == dict.fromkeys(heard, "two")
    assert terms("grab too pillows for the sofa")[:2] == ["grab", "two"]
    for said in (
        "bring the mugs to the sink",
        "cartoon animals are set to recordings",
        "put it to rest",
        "go to meetings",
    ):
        assert "two" not in terms(said), said


def test_two_words_written_apart_count_as_the_word_the_memory_learned_in_any_inflected_form():
    """A transcript writes "micro-waves", a user "soap bars": read apart, "micro" and "waves" matched nothing the
    memory learned as "microwave", though "microwaves" is that word's plural. Joined, they are its inflected form;
    a function word and an ending ("what" + "s") join into nothing."""
    index = synthetic_index()
    add(index, "soap", "put two soapbar in garbagecan.", [GO, TAKE, PUT])
    add(index, "what", "see what is in cabinet and put some mug in it.", [GO, TAKE, PUT])
    apart = index.query("put the eggs in the counter-tops", ZERO, ZERO).all()
    together = index.query("put the eggs in the countertops", ZERO, ZERO).all()
    np.testing.assert_allclose(apart, together)
    assert index.unlearned("put the soap bars in the garbage cans") == []
    assert index.unlearned("what's in the cabinet") == []


def test_a_learned_function_word_is_no_learned_form_of_a_content_word():
    """ "others" is no function word, and its stem "other" is: the memory learned "other" as a function word,
    so "others" is a word it never learned and is mapped by its meaning, not given the weight of "other"."""
    index = synthetic_index()
    add(index, "place-other", "put the other pen in drawer.", [GO, TAKE, PUT])
    assert "others" in index.unlearned("put the others in the drawer")


def test_a_query_of_the_neighbourhood_s_kind_sits_near_its_centroid_though_far_from_every_task():
    """Tasks that share one direction but are otherwise far apart (questions on different topics): a query
    sharing that direction is as close to their centroid as they are to each other's, one that does not is
    far below, although both are about as far from their nearest task."""
    dim = 64
    rng = np.random.default_rng(1)
    shared = rng.normal(size=dim)
    shared /= np.linalg.norm(shared)

    def task(kind: float) -> np.ndarray:
        topic = rng.normal(size=dim)
        vector = kind * shared + topic / np.linalg.norm(topic)
        return (vector / np.linalg.norm(vector)).astype(np.float32)

    index = QueryIndex(dim)
    for n in range(30):
        add(index, f"q{n}", "heat some egg", PROCEDURES["heat"], vector=task(0.6))
    member = index.query("heat some egg", task(0.6), np.zeros(dim, np.float32)).parts(np.arange(30))
    stranger = index.query("heat some egg", task(0.0), np.zeros(dim, np.float32)).parts(np.arange(30))
    assert abs(member["dense"].max() - stranger["dense"].max()) < 0.2  # the nearest task hardly tells them apart
    assert member["neighbourhood"][0] - stranger["neighbourhood"][0] > 0.4  # the centroid tells them apart
    assert member["neighbourhood_relative"][0] > -0.15  # as near the neighbours as they are to each other
    assert member["neighbourhood_relative"][0] - stranger["neighbourhood_relative"][0] > 0.25
    assert relevance(member)[0] > relevance(stranger)[0]


def test_a_terse_query_of_a_templated_memory_s_kind_is_as_near_one_task_as_they_are_to_each_other():
    """Tasks written in one template (a benchmark's) are alike mostly by it: a terse request of their kind says one
    task's goal and little of the template, and is as far from their centroid as a request of another kind. What
    tells them apart is that it is about as near its own task as the tasks are to each other."""
    dim = 64
    rng = np.random.default_rng(3)

    def unit(vector: np.ndarray) -> np.ndarray:
        return (vector / np.linalg.norm(vector)).astype(np.float32)

    template = unit(rng.normal(size=dim))
    goals = [unit(rng.normal(size=dim)) for _ in range(20)]
    tasks = np.array([unit(0.9 * template + 0.45 * goal) for goal in goals])
    terse = neighbourhood_parts(tasks, unit(goals[0] + 0.3 * template), [""] * 20, "r2 pumped up")
    stranger = neighbourhood_parts(tasks, unit(unit(rng.normal(size=dim)) + 0.3 * template), [""] * 20, "proofread")
    assert abs(terse["neighbourhood"][0] - stranger["neighbourhood"][0]) < 0.1  # the centroid cannot tell
    assert terse["neighbourhood_relative"][0] > -0.3  # about as near its task as the tasks are to each other
    assert terse["neighbourhood_relative"][0] - stranger["neighbourhood_relative"][0] > 0.2


def test_the_neighbourhood_is_the_first_rows_asked_for():
    """Only the best-ranked :data:`NEIGHBOURHOOD` rows make the centroid and the mood: rows ranked below cannot
    move them, so one far-off task reached by a hop does not change whether the query is of its neighbours' kind."""
    rng = np.random.default_rng(2)
    vectors = rng.normal(size=(NEIGHBOURHOOD + 5, 8)).astype(np.float32)
    query = rng.normal(size=8).astype(np.float32)
    question = "Which magazine was started first?"
    chores = ["put a hot mug in coffeemachine."] * (NEIGHBOURHOOD + 5)
    questions = [question] * (NEIGHBOURHOOD + 5)
    first = neighbourhood_parts(vectors, query, questions, "heat some egg")
    moved = vectors.copy()
    moved[NEIGHBOURHOOD:] = -moved[NEIGHBOURHOOD:]
    again = neighbourhood_parts(moved, query, questions[:NEIGHBOURHOOD] + chores[:5], "heat some egg")
    np.testing.assert_array_equal(again["neighbourhood"], first["neighbourhood"])
    assert again["other_mood"].tolist() == first["other_mood"].tolist() == [1.0] * (NEIGHBOURHOOD + 5)
    assert len(first["neighbourhood"]) == NEIGHBOURHOOD + 5 and len(set(first["neighbourhood"].tolist())) == 1
    single = neighbourhood_parts(vectors[:1], vectors[0] / np.linalg.norm(vectors[0]), chores[:1], question)
    assert single["neighbourhood"][0] == pytest.approx(1.0, abs=1e-5)  # one neighbour: its own direction
    assert single["neighbourhood_relative"][0] == pytest.approx(1.0, abs=1e-5)
    assert all(len(values) == 0 for values in neighbourhood_parts(vectors[:0], query, [], question).values())


def test_a_request_for_an_act_among_questions_is_told_by_what_it_asks():
    """A chore among questions is told by what it asks even where it shares their words: 1 when every neighbour
    asked a question of fact, 0 when at most half did, and 0 for a query that asks a question itself (a
    question among chores is told without it, and a chore that reads as one must not lose its memory)."""
    vectors = np.eye(4, dtype=np.float32)
    query = np.ones(4, dtype=np.float32)
    questions = ["Which magazine was started first?", "Who directed Big Stone Gap?"] * 2
    chores = ["put a hot mug in coffeemachine.", "Could you rinse a plate and leave it on the counter?"] * 2
    for request, among, other in [
        ("Could you warm up a mug and leave it in the coffee machine?", questions, 1.0),
        ("heat some egg", questions[:3] + chores[:1], 0.5),
        ("heat some egg", questions[:2] + chores[:2], 0.0),
        ("Could you warm up a mug and leave it in the coffee machine?", chores, 0.0),
        ("Were Scott Derrickson and Ed Wood of the same nationality?", questions, 0.0),
        ("Find out which magazine was started first.", questions, 0.0),
        ("When was the Argentine footballer born?", chores, 0.0),
        # Naming someone, or a word no dictionary knows, and commanding nothing, it only says what it wants; a chore
        # that names who asks it still says where its thing goes.
        ("Birthday needed: the actress who was the mother to the daughter of King William IV.", questions, 0.0),
        ("famous bavagheet by arun date", questions, 0.0),
        ("Rota - Sun: cold mug into the coffee maker (Kim).", questions, 1.0),
    ]:
        assert neighbourhood_parts(vectors, query, among, request)["other_mood"].tolist() == [other] * 4, request


def test_a_question_of_fact_among_acts_is_told_by_what_it_asks():
    """The other way round from a chore among questions: a question of fact among requests for acts ("How many
    apples does she have left?" among chores that name apples) asks for no act, whatever words it shares. 1 when
    no neighbour asked a question of fact, 0 when any did (a team whose memory holds questions among its acts, as
    a coding team's does, asks questions too), and 0 for a request for an act ("How can I put a watch inside the
    safe?" asks for one)."""
    vectors = np.eye(4, dtype=np.float32)
    query = np.ones(4, dtype=np.float32)
    questions = ["Which magazine was started first?", "Who directed Big Stone Gap?"] * 2
    chores = ["put a hot mug in coffeemachine.", "Could you rinse a plate and leave it on the counter?"] * 2
    word_problem = "Maria has 24 apples. She gives a third of them to her brother. How many apples does she have left?"
    for request, among, asked in [
        (word_problem, chores, 1.0),
        (word_problem, chores[:3] + questions[:1], 0.0),
        (word_problem, questions, 0.0),
        ("How can I put a watch inside the safe?", chores, 0.0),
        ("put a cold apple in the fridge", chores, 0.0),
    ]:
        assert neighbourhood_parts(vectors, query, among, request)["asked_among_acts"].tolist() == [asked] * 4, request


def test_a_request_that_names_something_among_tasks_that_name_nothing_is_told_by_it():
    """The other way round from a question that names nothing: among chores that name no one and nothing, a
    request naming a product, a day or a tool ("Email the design team that Thursday's review moves, with the
    Figma link") is likely of another kind. 1 when the request names something and no neighbour does, 0 when any
    neighbour names something (a team whose requests name things names them too) or the request names nothing."""
    vectors = np.eye(4, dtype=np.float32)
    query = np.ones(4, dtype=np.float32)
    chores = ["put a hot mug in coffeemachine.", "Could you rinse a plate and leave it on the counter?"] * 2
    signed = "Rota - Sat: watch into the safe (Mia)."
    email = "Email the design team that Thursday's review moves to 3pm and include the updated Figma link."
    for request, among, named in [
        (email, chores, 1.0),
        (signed, chores, 1.0),
        (email, chores[:3] + [signed], 0.0),
        ("put a cold apple in the fridge", chores, 0.0),
    ]:
        parts = neighbourhood_parts(vectors, query, among, request)
        assert parts["named_among_unnamed"].tolist() == [named] * 4, request


def test_a_request_that_moves_a_thing_among_tasks_that_move_nothing_is_told_by_it():
    """A chore moves a thing somewhere; a writing or coding team's requests move nothing, and a chore asked of
    their memory shared their form and little else ("put a hot mug in coffeemachine." among "Turn these meeting
    notes into a status update"). 1 when the request moves a thing to a place and none of its neighbours does,
    falling to 0 when half of them do or when they ask questions of fact; 0 for a request that moves nothing."""
    vectors = np.eye(4, dtype=np.float32)
    query = np.ones(4, dtype=np.float32)
    writing = [
        "Turn these meeting notes into a one-paragraph status update for leadership.",
        "Proofread my cover letter and make it sound less stiff.",
        "Add the dentist appointment to my calendar.",
        "Write a short poem about autumn rain for the newsletter.",
    ]
    chores = ["put a hot mug in coffeemachine.", "soap bottle - in the toilet.", "Examine the CD under the lamp."]
    questions = ["Which magazine was started first, Arthur's Magazine or First for Women?"] * 4
    for request, among, placed in [
        (chores[0], writing, 1.0),
        (chores[1], writing, 1.0),  # a thing put somewhere with no verb
        (chores[0], writing[:3] + chores[:1], 0.5),
        (chores[0], writing[:2] + chores[:2], 0.0),
        (chores[2], writing, 0.0),  # moves nothing
        (chores[0], questions, 0.0),  # among questions of fact: told by its mood (other_mood), not by this
        ("Proofread my cover letter and make it sound less stiff.", writing, 0.0),
    ]:
        parts = neighbourhood_parts(vectors, query, among, request)
        assert parts["placed_among_unplaced"].tolist() == [placed] * 4, request


def test_a_query_that_names_nothing_among_tasks_that_name_things_is_told_by_it():
    """A question of fact is about the things it names: among questions that name people and places, one that
    names nothing ("What is the molar mass of sulfuric acid?") is of another kind whatever its form. 1 when
    every neighbour names something, 0 when at most half do or the query names anything itself (a chore naming
    who asked keeps a memory of chores)."""
    vectors = np.eye(4, dtype=np.float32)
    query = np.ones(4, dtype=np.float32)
    questions = [
        "Which magazine was started first, Arthur's Magazine or First for Women?",
        "Who directed Big Stone Gap?",
    ]
    chores = ["put a hot mug in coffeemachine.", "Could you rinse a plate and leave it on the counter?"]
    for request, among, unnamed in [
        ("What is the molar mass of sulfuric acid?", questions * 2, 1.0),
        ("What is the molar mass of sulfuric acid?", questions + questions[:1] + chores[:1], 0.5),
        ("What is the molar mass of sulfuric acid?", questions + chores, 0.0),
        ("Were Scott Derrickson and Ed Wood of the same nationality?", questions * 2, 0.0),
        ("Rota - Sat: watch into the safe (Mia).", chores * 2, 0.0),
        ("put a cold apple in the fridge", chores * 2, 0.0),
        # In lower case, a word no dictionary knows, or one it knows as a place or a person, may name someone.
        ("where has janne kyttanen exhibited", questions * 2, 0.0),
        ("where was the first governor after the missouri compromise from", questions * 2, 0.0),
        ("what is the molar mass of sulfuric acid", questions * 2, 1.0),
    ]:
        assert neighbourhood_parts(vectors, query, among, request)["unnamed"].tolist() == [unnamed] * 4, request
