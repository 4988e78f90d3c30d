"""``retrieve(..., explain=True)`` says how the memory read the request's words: what each counts as among the
words the memory learned, and why (``Retrieval.reading``); the ranking is the same with it or without."""

from __future__ import annotations

import pytest

from experiments.crossdomain import benchmark_record, benchmark_tasks
from gmem import Memory, Step, TaskRecord
from gmem.cli import main
from gmem.models import RequestReading
from gmem.tiers.asking import BACKGROUND
from gmem.tiers.weights import UNSEEN_WORD
from tests.conftest import EXCERPT

#: Words the excerpt's runs never said: "warm" (they say "heat" and "hot"), "leave" (a verb that moves its
#: object), and a second sentence that asks for nothing.
REWORDED = "Warm up a mug and leave it in the coffee machine. The kitchen is a mess."


@pytest.fixture
def excerpt_memory(open_memory, alfworld_rows) -> Memory:
    memory = open_memory()
    memory.record_many(alfworld_rows)
    return memory


def _counts(reading: RequestReading, word: str) -> dict[str, str]:
    return {read.learned: read.how for read in reading.words if read.word == word}


def test_the_reading_says_what_each_word_counts_as_and_the_ranking_stays(excerpt_memory):
    plain = excerpt_memory.retrieve(REWORDED, min_relevance=0.0)
    explained = excerpt_memory.retrieve(REWORDED, min_relevance=0.0, explain=True)
    assert plain.reading is None
    assert [(t.node.id, t.score) for t in explained.tasks] == [(t.node.id, t.score) for t in plain.tasks]
    reading = explained.reading
    assert reading is not None
    # "warm" was never learned: it counts as the runs' words of heating, through its meaning
    assert {"heat", "hot"} & set(_counts(reading, "warm"))
    assert not {"itself", "learned form"} & set(_counts(reading, "warm").values())
    assert _counts(reading, "leave").get("put") == "implied"  # it moves its object somewhere: a putting
    assert _counts(reading, "mug").get("mug") == "itself"
    assert _counts(reading, "coffeemachine").get("coffeemachine") == "itself"  # two words written apart, joined
    # the sentence that asks for nothing weighs less, and says so
    kitchen = [read for read in reading.words if read.word in ("kitchen", "mess")]
    assert kitchen and all(read.background and read.strength <= BACKGROUND for read in kitchen)
    assert not any(read.background for read in reading.words if read.word in ("warm", "mug"))
    # a reheat names no washing and no cooling: runs marked by them rank below
    assert {"clean", "cool"} <= set(reading.unasked) and "heat" not in reading.unasked
    assert reading.coverage == pytest.approx(explained.tasks[0].parts["coverage"], abs=1e-4)
    for read in reading.words:
        assert 0.0 < read.strength <= 1.0 and read.weight > 0.0


def test_a_request_of_another_kind_reads_as_words_the_memory_barely_knows(excerpt_memory):
    reading = excerpt_memory.retrieve("Proofread my cover letter", explain=True).reading
    assert reading is not None and reading.coverage < 0.2
    assert all(read.how == "in context" for read in reading.words if read.word == "proofread")


def test_how_long_a_request_says_to_do_something_is_neither_a_count_nor_its_task(excerpt_memory):
    """ "For 2 minutes" measures; it counts no mugs. Read as the count "two", the heaviest word the excerpt's runs
    teach, it drew a heating request to the runs that put two soap bars and two pillows away."""
    result = excerpt_memory.retrieve("warm the mug for 2 minutes, then set it in the coffee machine", explain=True)
    assert result.tasks[0].node.instruction == "put a hot mug in coffeemachine."
    assert result.reading is not None
    assert not {"two", "minutes"} & {read.word for read in result.reading.words}


def test_a_word_only_a_failed_run_said_counts_as_itself(embedder, tmp_path):
    """A failed run teaches no word weight, yet the memory holds its words: a ScienceWorld team's one run to make
    green paint failed, and a request for orange paint, whose "paint" counted only as what it stands for ("create",
    "material"), went to a task that names an orange thing, or got nothing."""
    tasks = [task for task in benchmark_tasks("tune") if task.benchmark == "scienceworld"]
    asked = next(n for n, task in enumerate(tasks) if "orange paint" in task.instruction)
    runs = {benchmark_record(n, task).id: task for n, task in enumerate(tasks) if n != asked}
    failed = next(run_id for run_id, task in runs.items() if "green paint" in task.instruction)
    assert not runs[failed].success
    with Memory.open(str(tmp_path / "sw.db"), embedder=embedder) as memory:
        memory.record_many([benchmark_record(n, task) for n, task in enumerate(tasks) if n != asked])
        for request, word in (
            ("todo: orange paint", "paint"),
            ("orange paint, please", "paint"),
            ("painting orange, todo", "painting"),  # in an inflected form
        ):
            retrieval = memory.retrieve(request, explain=True)
            assert retrieval.tasks and retrieval.tasks[0].node.id == failed, request
            reading = retrieval.reading
            assert reading is not None and _counts(reading, word).get("paint") == "untaught"
            paint = next(read for read in reading.words if read.learned == "paint")
            assert paint.strength == 1.0 and paint.weight == pytest.approx(UNSEEN_WORD)
            assert word not in reading.unknown


def test_a_word_with_accents_is_read_as_the_word_without_them(excerpt_memory, open_memory, tmp_path):
    """A written "Sauté" is the dictionary's "saute", a way to heat; a name the runs wrote with its accents is the
    name a user types without them. Read as written, the accented letter split each word in two."""
    reading = excerpt_memory.retrieve("Sauté a potato and put it on the counter.", explain=True).reading
    assert reading is not None and _counts(reading, "saute").get("heat") == "implied"
    assert not {"saut", "e"} & {read.word for read in reading.words} and not reading.unknown
    questions = open_memory(tmp_path / "questions.db")
    asked = (
        "Which professional tennis player was born first, Lucie Hradecká or Raffaella Reggi?",
        "Where does Śivarāma Swami conduct courses on Vaishnava Theology?",
        "Which magazine was started first, Arthur's Magazine or First for Women?",
    )
    steps = [Step(agent="solver", action="Finish[done]", observation="Episode finished.")]
    questions.record_many(
        [TaskRecord(id=f"q{n}", instruction=q, steps=steps, success=True) for n, q in enumerate(asked)]
    )
    for request, name, task in (
        ("when was hradecka born", "hradecka", "q0"),
        ("Sivarama Swami courses", "sivarama", "q1"),
    ):
        retrieval = questions.retrieve(request, explain=True, min_relevance=0.0)  # three questions: no floor to clear
        assert retrieval.tasks[0].node.id == task, request
        assert retrieval.reading is not None and _counts(retrieval.reading, name).get(name) == "itself", request


def test_the_database_index_reads_the_request_as_the_in_process_one(pg_url, embedder, alfworld_rows):
    local = Memory.open(pg_url, embedder=embedder, namespace="in-process")
    remote = Memory.open(pg_url, embedder=embedder, namespace="database", index="database")
    with local, remote:
        for memory in (local, remote):
            memory.record_many(alfworld_rows)
        for text in (REWORDED, "stick an apple in the fridge for a while, then leave it on the counter"):
            here, there = (memory.retrieve(text, explain=True).reading for memory in (local, remote))
            assert here is not None and there is not None
            assert [(r.word, r.learned, r.how) for r in there.words] == [(r.word, r.learned, r.how) for r in here.words]
            assert [r.strength for r in there.words] == pytest.approx([r.strength for r in here.words], abs=1e-4)
            assert (there.unknown, there.unasked, there.trust) == (here.unknown, here.unasked, here.trust)
            assert here.trust == 1.0  # the chores' words tell their kinds apart


def test_the_command_line_shows_the_reading(tmp_path, capsys):
    store = str(tmp_path / "cli.db")
    assert main(["import", str(EXCERPT), "--store", store, "--quiet"]) == 0
    capsys.readouterr()
    assert main(["query", "warm up a mug and leave it in the coffee machine", "--store", store, "--explain"]) == 0
    out = capsys.readouterr().out
    assert "How the request was read" in out and "MiniLM neighbour" in out and "asks for none of" in out
    assert main(["query", "warm up a mug", "--store", store]) == 0
    assert "How the request was read" not in capsys.readouterr().out


@pytest.mark.parametrize(
    ("request_", "word", "learned", "how"),
    [
        ("the counter wants a plate without a speck of dirt on it", "dirt", "clean", "opposite"),
        ("put some mugs in the cabinet", "mugs", "mug", "learned form"),
        ("sanitize a mug and put it in the coffee machine", "sanitize", "clean", "implied"),  # its definition
        ("Place a bottle of hand soap on the toilet.", "soap", "soapbar", "MiniLM neighbour"),
        ("Place a bottle of hand soap on the toilet.", "soap", "clean", "dictionary"),  # a faint echo
    ],
)
def test_each_way_a_word_counts_is_named(excerpt_memory, request_, word, learned, how):
    reading = excerpt_memory.retrieve(request_, explain=True).reading
    assert reading is not None and how in {
        read.how for read in reading.words if (read.word, read.learned) == (word, learned)
    }
