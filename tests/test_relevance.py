"""Retrieval that survives rephrasing, calibrated relevance, and abstention when nothing is relevant."""

from __future__ import annotations

import logging

import numpy as np
import pytest

from gmem import Memory
from gmem.models import TaskStatus
from gmem.tiers.query import QueryIndex
from gmem.tiers.relevance import RELEVANCE, relevance
from gmem.tiers.weights import WORD_FLOOR
from tests.conftest import EXCERPT, SHARED_HOTPOT

OFF_DOMAIN = [
    "What is the capital of France?",
    "Which magazine was started first, Arthur's Magazine or First for Women?",
    "Fact check: Scott Derrickson is an American director, screenwriter and producer.",
]


@pytest.fixture
def alfworld(open_memory) -> Memory:
    memory = open_memory()
    memory.import_jsonl(EXCERPT)
    return memory


def family(memory: Memory, task_id: str) -> str:
    return memory.task(task_id).extra["task_type"]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("please warm up the egg and then place it in the garbage can", "pick_heat_then_place"),
        ("could you rinse a plate and set it on the counter top?", "pick_clean_then_place"),
        ("chill the potato and then place it in the microwave, thanks", "pick_cool_then_place"),
    ],
)
def test_a_rephrased_task_finds_its_family(alfworld, query, expected):
    top = alfworld.retrieve(query).tasks[0]
    assert family(alfworld, top.node.id) == expected


@pytest.mark.parametrize(
    "query",
    [
        "could you drop a couple of mugs into the cabinet?",
        "the cabinet should end up holding 2 mugs",
        "place a pair of mugs in the cabinet",
        "put a mug and another mug in the cabinet",
        "stow a mug and one more of them in the cabinet",
        "move a mug to the cabinet, plus a second one",
    ],
)
def test_a_count_in_other_words_finds_the_two_object_task(alfworld, query):
    """Mugs were heated, cooled and cleaned in this memory, never moved two at a time: only the count says
    which kind of task this is."""
    top = alfworld.retrieve(query).tasks[0]
    assert family(alfworld, top.node.id) == "pick_two_obj_and_place"


@pytest.mark.parametrize(
    "query",
    [
        "one more thing: put a spoon in the drawer",
        "one more thing: relocate a pencil to the shelf",
        "one more thing: put the keys on the sofa",
        "one more thing: put a mug in the desk",
    ],
)
def test_one_is_not_a_count_of_two(alfworld, query):
    """MiniLM places "one" next to "two": mapped onto it, "one more thing" made a plain move a task for two
    objects. A number maps to no other word."""
    top = alfworld.retrieve(query).tasks[0]
    assert family(alfworld, top.node.id) == "pick_and_place"


def test_function_words_weigh_the_floor(alfworld):
    weights = alfworld._replica.index.word_weights()
    assert weights["the"] == WORD_FLOOR and weights["some"] == WORD_FLOOR
    assert weights["hot"] > 4 * WORD_FLOOR and weights["heat"] > 4 * WORD_FLOOR


@pytest.mark.parametrize("question", OFF_DOMAIN)
def test_an_off_domain_question_gets_nothing(alfworld, question):
    result = alfworld.retrieve(question, roles=[("solver", "acts in the world"), ("critic", "reviews the plan")])
    assert result.tasks == [] and result.insights == [] and result.resolved == [] and result.failed == []
    assert {name: context.text for name, context in result.roles.items()} == {"solver": "", "critic": ""}


def test_an_abstention_is_logged_with_the_floor_and_the_nearest_task(alfworld, caplog):
    """Whoever wonders where an agent's memory went finds why in the log; a retrieval with context logs nothing."""
    with caplog.at_level(logging.INFO, logger="gmem.traversal"):
        assert not alfworld.retrieve("What is the capital of France?").tasks
        assert alfworld.retrieve("heat some egg and put it in countertop.").tasks
    (record,) = caplog.records
    assert (
        f"relevance floor {alfworld.config.traversal.min_relevance}" in record.getMessage()
        and "alfworld-" in record.getMessage()
    )


def test_a_silent_retrieval_says_which_task_came_nearest_and_under_what_floor(alfworld):
    """A caller (not only the log) can tell "nothing relevant" from "nothing to compare", and what floor would
    have let the nearest task through."""
    question = OFF_DOMAIN[0]
    result = alfworld.retrieve(question, roles=["solver"])
    below = result.below_floor
    assert not result.tasks and below is not None
    assert below.min_relevance == alfworld.config.traversal.min_relevance
    assert below.nearest.relevance < below.min_relevance and below.nearest.node.id.startswith("alfworld-")
    unfloored = alfworld.retrieve(question, min_relevance=0.0).tasks
    assert below.nearest.relevance >= max(t.relevance for t in unfloored) - 1e-9  # the most relevant of all
    assert alfworld.retrieve(question, min_relevance=0.3).below_floor.min_relevance == 0.3
    assert alfworld.retrieve("heat some egg and put it in countertop.").below_floor is None
    assert alfworld.retrieve("put a hot mug in cabinet.", domain="hotpotqa").below_floor is None  # nothing compared


def test_in_domain_tasks_clear_the_floor_and_carry_calibrated_relevance(alfworld):
    result = alfworld.retrieve("heat some egg and put it in garbagecan.", roles=["solver"])
    assert result.tasks and result.resolved and result.for_role("solver").text
    floor = alfworld.config.traversal.min_relevance
    assert all(0 <= t.relevance <= 1 for t in result.tasks)
    assert result.tasks[-1].relevance >= floor  # the ranking is cut after the last task that clears the floor
    assert len(result.tasks) >= alfworld.config.traversal.resolved_excerpts
    assert result.tasks[0].relevance >= 0.9


@pytest.mark.parametrize("request_", ["Please put w1 in the boot.", "Have w1 stowed away in the boot."])
def test_once_a_task_clears_the_floor_the_ranking_chooses_as_many_as_are_shown(open_memory, tmp_path, request_):
    """The floor says whether the memory holds tasks of the request's kind, the ranking which: of the eight other
    goals of its game in a memory of PDDL goals (AgentBoard's tyreworld, the benchmark wordings' tune split), one
    cleared the floor (0.64 then; here a floor just under the most relevant task's) and the retrieval held it alone,
    where the ranking put two more of the game next."""
    from experiments.crossdomain import benchmark_record, benchmark_tasks

    tasks = benchmark_tasks("tune")
    asked = 65
    assert tasks[asked].instruction.endswith("w1 is in the boot.")
    memory = open_memory(tmp_path / "pddl.db")
    runs = {n: benchmark_record(n, t) for n, t in enumerate(tasks) if t.benchmark == "pddl" and n != asked}
    game = {run.id: tasks[n].task_type for n, run in runs.items()}
    memory.record_many(list(runs.values()))
    first, second = sorted(task.relevance for task in memory.retrieve(request_, min_relevance=0).tasks)[-1:-3:-1]
    floor = (first + second) / 2
    result = memory.retrieve(request_, min_relevance=floor)
    assert sum(task.relevance >= floor for task in result.tasks) == 1  # one clears the floor
    assert len(result.tasks) == memory.config.traversal.resolved_excerpts
    assert [game[task.node.id] for task in result.tasks] == ["tyreworld"] * 3
    none_shown = memory.config.traversal.model_copy(update={"resolved_excerpts": 0})
    memory.config = memory.config.model_copy(update={"traversal": none_shown})
    kept = memory.retrieve(request_, min_relevance=floor).tasks
    assert [task.relevance >= floor for task in kept] == [True]  # down to the last clearing


def test_per_call_overrides(alfworld):
    question = OFF_DOMAIN[0]
    assert alfworld.retrieve(question, min_relevance=0.0).tasks  # the floor off: something is always nearest
    assert len(alfworld.retrieve("put a hot mug in coffeemachine.", k=2).tasks) == 2
    assert alfworld.retrieve("put a hot mug in coffeemachine.", domain="hotpotqa").tasks == []
    kept = alfworld.retrieve("put a hot mug in coffeemachine.", domain="alfworld").tasks
    assert kept and all(t.node.domain == "alfworld" for t in kept)
    loose = alfworld.retrieve("could you get me a clean plate on the table?", min_relevance=0.0).tasks
    highest = max(t.relevance for t in loose)
    assert highest > loose[-1].relevance  # else no floor could cut the ranking short
    floor = (highest + loose[-1].relevance) / 2  # the last task falls below it: something is cut
    strict = alfworld.retrieve("could you get me a clean plate on the table?", min_relevance=floor).tasks
    last = max(i for i, t in enumerate(loose) if t.relevance >= floor)
    assert 0 < len(strict) < len(loose) and strict[-1].relevance >= floor
    assert [t.node.id for t in strict] == [t.node.id for t in loose[: last + 1]]  # a cut, not a re-ranking
    with pytest.raises(ValueError, match="min_relevance"):
        alfworld.retrieve(question, min_relevance=1.5)
    with pytest.raises(ValueError, match="k must be"):
        alfworld.retrieve(question, k=0)


async def test_async_retrieve_takes_the_same_overrides(alfworld):
    result = await alfworld.aretrieve("put a hot mug in coffeemachine.", k=1, min_relevance=0.2, domain="alfworld")
    assert len(result.tasks) == 1


def test_questions_and_chores_each_answered_by_their_own_kind_and_by_a_memory_of_both(
    open_memory, tmp_path, shared_rows
):
    """Open-domain questions are as far from each other as a chore is from them; what they share is being
    questions (the centroid of the query's neighbourhood). On the tune split of ``experiments.calibrate``: a
    memory of half the first 50 HotpotQA questions is asked the other half and the even-position ALFWorld
    tasks (recorded and first tune wording), then the halves swapped; a memory of those questions and the
    odd-position ALFWorld runs is asked the other questions and the recorded ALFWorld tasks. Every share is
    at least 0.9; with the calibration on the nearest task alone, 0.875 of the chores abstained in the first
    memory and 0.62 of the questions were answered in the second."""
    from experiments import crossdomain, rephrasings
    from experiments.hotpotqa.data import load_questions

    if not SHARED_HOTPOT.exists():
        pytest.skip("the shared HotpotQA sample is not here (../shared/data)")
    questions = load_questions(SHARED_HOTPOT)[:50]
    table = rephrasings.load()
    mine, others = shared_rows[::2], shared_rows[1::2]
    chores = [r["instruction"] for r in mine]
    shares: dict[str, list[bool]] = {}
    for n, (remembered, asked) in enumerate([(questions[:25], questions[25:]), (questions[25:], questions[:25])]):
        runs = [crossdomain.question_record(q) for q in remembered]
        for kind, memory in [
            ("questions", open_memory(tmp_path / f"questions{n}.db")),
            ("both", open_memory(tmp_path / f"both{n}.db")),
        ]:
            memory.record_many(runs + (others if kind == "both" else []))
            shares.setdefault(f"{kind}: questions answered", []).extend(
                not crossdomain.abstained(memory.retrieve(q.question)) for q in asked
            )
            if kind == "questions":
                rephrased = chores + [table[("tune", 0)][r["id"]] for r in mine]
                shares.setdefault("questions: chores abstained", []).extend(
                    crossdomain.abstained(memory.retrieve(chore)) for chore in rephrased
                )
            else:
                shares.setdefault("both: chores answered", []).extend(
                    not crossdomain.abstained(memory.retrieve(chore)) for chore in chores
                )
    rates = {name: float(np.mean(hits)) for name, hits in shares.items()}
    assert min(rates.values()) >= 0.9, rates


def test_a_memory_of_questions_answers_them_put_as_commands_and_not_chores_put_as_questions(
    open_memory, tmp_path, shared_rows
):
    """What a request asks (a question of fact or an act) is part of its relevance: a chore asked as a question
    ("How would I warm a mug and then get it into the coffee maker?", tune 13) shares a memory of questions'
    form and little else, while a question put as a command ("Name the band that ...") still asks a question,
    and is embedded as the question it asks (``gmem.tiers.asking.as_question``). On the tune split (the first 50
    HotpotQA questions, half in the memory and half asked as commands, then swapped; the even-position ALFWorld
    tasks in tune 13's three wordings), at least 0.95 of the commands get context (0.98; 0.88 with the commands
    embedded as worded) and 0.97 of the chores nothing (without the mood, 0.926)."""
    from experiments import crossdomain, rephrasings
    from experiments.hotpotqa.data import load_questions

    if not SHARED_HOTPOT.exists():
        pytest.skip("the shared HotpotQA sample is not here (../shared/data)")
    questions = load_questions(SHARED_HOTPOT)[:50]
    commanded = crossdomain.commands()
    table = rephrasings.load()
    chores = [table[("tune13", v)][r["id"]] for v in range(3) for r in shared_rows[::2]]
    answered, abstained = [], []
    for n, (remembered, asked) in enumerate([(questions[:25], questions[25:]), (questions[25:], questions[:25])]):
        memory = open_memory(tmp_path / f"questions{n}.db")
        memory.record_many([crossdomain.question_record(q) for q in remembered])
        answered += [not crossdomain.abstained(memory.retrieve(commanded[q.id])) for q in asked]
        abstained += [crossdomain.abstained(memory.retrieve(chore)) for chore in chores]
    assert np.mean(answered) >= 0.95 and np.mean(abstained) >= 0.97, (np.mean(answered), np.mean(abstained))


#: Twenty tune HotpotQA questions (by position) put as commands in openings the commands of
#: ``experiments/data/hotpotqa_commands.jsonl`` do not use, written on 2026-12-04 for this test alone.
COMMANDS_IN_OTHER_OPENINGS = {
    1: "I'm curious which of Jonny Craig and Pete Doherty has been a member of more bands.",
    2: "Please provide the state the first governor after the Missouri Compromise was from.",
    4: "Report what kind of magazines Woman's Era and Naj are.",
    6: "Dig up the year in which the band of Jaclyn Stapp's husband, its former frontman, disbanded.",
    10: "Look into which state the Vice Presidential candidate of the Stronger Together campaign was a Senator from.",
    13: "Search for the Teen Titans spinoff series for which the voice actress of Juliet Starling did voice roles.",
    14: "I wonder which team was led to victory in 1939 by the All-American basketball player nicknamed Scat.",
    17: "Quick question: which Hawaii county is the W. H. Shipman House in?",
    19: "Provide the name of the stadium where the team with Kent Baer as defensive coordinator plays its home games.",
    20: "Establish the year in which the special forces unit behind Operation Cold Comfort was founded.",
    21: "Trivia: on what date was the organization Nicolae Titulescu presided over twice founded?",
    23: "Please answer: which famous director made the film in which Ed Oxenbould plays Tyler?",
    24: "Discover the year in which Sadok Sassi's national team made its first World Cup.",
    30: "Where is the manufacturer of Bisquick headquartered, please?",
    31: "Need the year of birth of the singer who popularized I'll Keep the Lovelight Burning.",
    34: "Share which restaurant chain's headquarters is further north, Pizza Inn or Papa Gino's.",
    38: "Report which 1917 Progressive Era community Howard Van Doren Shaw designed.",
    42: "I'd love to know who Muhammad Ali fought next in Houston after the Fight of the Century.",
    44: "Pin down which of Lucie Hradecka and Raffaella Reggi was born first.",
    47: "Look into which modern art museum in Amsterdam has exhibited work by Janne Kyttanen.",
}

#: Twenty more of them, in the voices of other users, written on 2026-12-05 by three model instances shown only the
#: questions (each told a different brief: varied openings; each writer's own voice; a channel of its own, a chat
#: message, a ticket, a voice memo), the first twenty positions the set above lacks, by turns from each writer.
COMMANDS_IN_OTHER_VOICES = {
    0: "VIVA Media AG changed its name in 2004. Find out what their new acronym stands for.",
    3: (
        'The creator of "Wallace and Gromit" also created an animation comedy that matched animated zoo animals '
        "with a soundtrack of people talking about their homes. Please name that animation comedy."
    ),
    5: (
        "Homework, Question 6: The Rome Protocols were signed by three Prime Ministers. One of them was "
        "assassinated. Identify what that assassination was part of."
    ),
    7: "looking for the Lyric Street Records-affiliated band that covered If You Ever Get Lonely. name please",
    8: (
        "WhatsApp message from a non-native speaker: Hello friend, please I need to know the birth date of the "
        "Argentine former footballer which Dutch manager Ronald Koeman replaced in 2014–15 Southampton F.C. "
        "season. Thank you very much"
    ),
    9: (
        "In William Shakespeare's tragedy that has a fictional character Benvolio, the protagonist secretly loves "
        "and marries a member of the rival house. Tell me which character this protagonist slays."
    ),
    11: "Teams message: need a yes/no — are Darren Benjamin Shepherd and Rémi Lange both American",
    12: (
        "Hi! I'm researching the Rastriya Janashakti Party. The head of its Foreign Relations Department holds a "
        "degree that can be abbreviated MS, M.S., or ScM, and I'd like to know the field of that degree."
    ),
    15: (
        'Query - the award for which the expansion of the 2008 magazine article "Is Google Making Us Stoopid?" '
        "was a finalist."
    ),
    16: (
        "Sports-history nerd here, but this one's about publishing: figure out the year in which The Chronicle of "
        "Philanthropy's publishing overlapped with Antic."
    ),
    18: (
        "Trace the European culture from which the trophy given to the winner of the college football game "
        "between University of Idaho Vandals and University of Montana Grizzlies is derived."
    ),
    22: "Describe for me what Opry Mills in Nashville, Tennessee is.",
    25: (
        "Otterington railway station was on a 393 mi major railway linking Edinburgh to another city. Please name "
        "that city."
    ),
    26: "Siri, check if Coldplay and Pierre Bouvier are both from the same country",
    27: "Regarding the term about a playwright who lived from 1564-1616: explain what it presented about his works.",
    28: (
        "I am needing the birthday of the Anglo-Irish actress, courtesan and mistress who was mother to the "
        "illegitimate daughter of King William IV. Please find it for me."
    ),
    29: (
        "CRM task: Kenneth L. Gile is Chief Operating Officer of an airline — identify the airport where its head "
        "office is"
    ),
    32: (
        "Message from a non-native speaker: Please tell me in which movie the Stephanie Kay Panabaker was "
        "alongside with her elder sister Danielle Nicole Panabaker. I am searching long time"
    ),
    33: (
        "Between Velvetpark and Shape magazine, determine which one is written more for a lesbian and "
        "queer-identified female readership."
    ),
    35: "famous bavagheet by arun date",
}

#: Eight more that only say what they want, and command nothing (a heading, a want, a noun phrase, a sentence that says
#: what is missing), written on 2026-12-05 by another model instance shown only the questions: read as requests for
#: acts, a memory of questions lost them for their mood.
COMMANDS_AS_STATEMENTS = {
    9: (
        "Looking for the character slain by the protagonist of William Shakespeare's tragedy that has the "
        "fictional character Benvolio — the protagonist being the one who secretly loves and marries a member of "
        "the rival house."
    ),
    13: (
        "Trivia night prep: Juliet Starling in Lollipop Chainsaw was voiced by a Canadian-American actress, and I"
        " need the Teen Titans spinoff series she's done voice roles for."
    ),
    18: (
        "Hey all, our alumni newsletter mentions the trophy given to the winner of the college football game "
        "between the University of Idaho Vandals and the University of Montana Grizzlies. A reader wrote in "
        "wanting to know which European culture it's derived from, and I'd appreciate an answer before Friday's "
        "print deadline. — Marcy"
    ),
    19: "to-do: stadium where the team that has Kent Baer as defensive coordinator plays its home games",
    24: "Sadok Sassi played for a national team — the year that team made its first World Cup is what I'm chasing.",
    28: (
        "Birthday needed: the Anglo-Irish actress, courtesan, and mistress who was the mother to the illegitimate"
        " daughter of King William IV."
    ),
    32: (
        "Movie title wanted: the one where Stephanie Kay Panabaker appeared alongside her elder sister Danielle "
        "Nicole Panabaker."
    ),
    47: (
        "Janne Kyttanen has had work exhibited at a modern art museum in Amsterdam; the museum's name is needed "
        "for the catalogue credits."
    ),
}


#: Eight more said to a voice assistant, typed as a search, or written as an assignment (written here, on
#: 2026-12-05, in the forms of the forty-ninth session's writers, whose own texts are not in the project): a memory
#: of questions answered 1 of 8 before those forms were read, 5 now.
COMMANDS_SAID_OR_ASSIGNED = {
    0: "hey google so viva media ag changed its name in 2004 what does the new acronym stand for",
    2: "um where was the first governor after the missouri compromise from",
    6: "jaclyn stapp is married to the guy who used to front some band what year did that band break up",
    14: 'Contestants must say which team a two-time All-American player nicknamed "Scat" led to victory in 1939.',
    20: (
        "Operation Cold Comfort was a failed raid by a special forces unit; the year that unit was founded must be "
        "determined."
    ),
    24: "sadok sassi national team first world cup what year",
    36: "grown ups had an actor from allo allo in it what role was he best known for on that show",
    45: (
        "My colleague asked me what building stands opposite the place where the Accession Council meets in the UK. "
        "Do you know?"
    ),
}


@pytest.mark.parametrize(
    ("commands", "least"),
    [
        (COMMANDS_IN_OTHER_OPENINGS, 0.9),
        (COMMANDS_IN_OTHER_VOICES, 0.75),
        (COMMANDS_AS_STATEMENTS, 0.75),
        (COMMANDS_SAID_OR_ASSIGNED, 0.6),
    ],
    ids=["other openings", "other voices", "statements", "said or assigned"],
)
def test_a_memory_of_questions_answers_them_asked_in_openings_of_other_teams(open_memory, tmp_path, commands, least):
    """A team asks its questions in its own openings: a verb of looking into something ("Look into which ...",
    "Report the year in which ..."), curiosity ("I'm curious which ..."), a label ("Trivia: ..."), courtesy
    ("..., please?"). Read as requests for acts, they were told from a memory of questions by their mood and got
    nothing (8 of the first twenty answered); read as the questions they ask, and embedded so, 19 of 20 are. Other
    users say more around the question: a heading ("CRM task: ..."), a sentence or a clause of background before it
    ("...; identify the airport where ..."), a want ("I am needing the birthday of ..."), a noun phrase alone ("Year
    of disbandment for ..."): of the other twenty, 11 were answered, 18 are. Eight more only say what they want
    ("Birthday needed: ...", "... is what I'm chasing"): none was answered while a request that commanded nothing
    read as one for an act, all 8 are."""
    from experiments import crossdomain
    from experiments.hotpotqa.data import load_questions

    if not SHARED_HOTPOT.exists():
        pytest.skip("the shared HotpotQA sample is not here (../shared/data)")
    questions = load_questions(SHARED_HOTPOT)[:50]
    answered = []
    for n, (remembered, asked) in enumerate(crossdomain.halves(len(questions))):
        memory = open_memory(tmp_path / f"questions{n}.db")
        memory.record_many([crossdomain.question_record(questions[i]) for i in remembered])
        answered += [not crossdomain.abstained(memory.retrieve(text)) for i, text in commands.items() if i in asked]
    assert np.mean(answered) >= least, answered


@pytest.mark.parametrize(
    ("asked", "request_"),
    [
        (65, "Please stow w1 away inside the boot."),
        (69, "w1 should be stored inside the boot, with the boot shut afterwards."),
    ],
)
def test_a_terse_request_keeps_a_memory_of_goals_written_in_one_template(open_memory, tmp_path, asked, request_):
    """PDDL goals are written in one template ("The goal is to satisfy the following conditions: ..."), so they are
    alike mostly by it, and a request that says one goal in a few words of its own lies as far from their centroid as
    a chore does. It is as near its own game's goals as they are to each other, and keeps its memory (the benchmark
    wordings' tune split; it abstained while the neighbourhood was read by its centroid alone), while a chore asked
    of the same memory gets nothing."""
    from experiments.crossdomain import abstained, benchmark_record, benchmark_tasks

    tasks = benchmark_tasks("tune")
    assert tasks[asked].task_type == "tyreworld"
    memory = open_memory(tmp_path / "pddl.db")
    runs = {n: benchmark_record(n, t) for n, t in enumerate(tasks) if t.benchmark == "pddl" and n != asked}
    game = {run.id: tasks[n].task_type for n, run in runs.items()}
    memory.record_many(list(runs.values()))
    result = memory.retrieve(request_)
    assert not abstained(result) and game[result.tasks[0].node.id] == "tyreworld"
    assert abstained(memory.retrieve("put a hot mug in coffeemachine."))


def test_a_question_typed_in_lower_case_keeps_its_memory_of_questions(open_memory, tmp_path):
    """Case cannot say what a request typed without capitals names: "janne kyttanen has had work exhibited at
    which modern art museum in amsterdam?" names nothing by its case and lost relevance among questions that name
    people (*unnamed*).
    One that says a word the dictionary does not know, or one it knows as a place or a person ("missouri"), may name
    someone, and is not held back for naming nothing: of the tune split's 50 questions lower-cased, a memory of the
    other 25 answers 47 (41 before the unknown words, 45 before the names; 48 as written)."""
    from experiments import crossdomain
    from experiments.hotpotqa.data import load_questions

    if not SHARED_HOTPOT.exists():
        pytest.skip("the shared HotpotQA sample is not here (../shared/data)")
    questions = load_questions(SHARED_HOTPOT)[:50]
    answered = []
    for n, (remembered, asked) in enumerate([(questions[:25], questions[25:]), (questions[25:], questions[:25])]):
        memory = open_memory(tmp_path / f"questions{n}.db")
        memory.record_many([crossdomain.question_record(q) for q in remembered])
        answered += [not crossdomain.abstained(memory.retrieve(q.question.lower())) for q in asked]
    assert np.mean(answered) >= 0.92, np.mean(answered)


def test_a_request_in_lower_case_may_name_someone_only_by_a_word_no_dictionary_knows_or_knows_as_a_name():
    from gmem.tiers.relevance import _may_name_in_lower_case

    assert _may_name_in_lower_case("at which modern art museum in amsterdam has janne kyttanen exhibited?")
    assert _may_name_in_lower_case("where was the first governor after the missouri compromise from")
    assert not _may_name_in_lower_case("put a hot mug in coffeemachine.")  # two known words written together
    assert not _may_name_in_lower_case("what is the molar mass of sulfuric acid?")
    assert not _may_name_in_lower_case("At which museum has Janne Kyttanen exhibited?")  # its case says


def test_a_memory_of_questions_that_name_things_abstains_for_questions_that_name_nothing(open_memory, tmp_path):
    """A short question that names nothing ("How many milliliters are in 3.5 cups?", "Is 221 a prime number?")
    landed among HotpotQA's questions, which name people, places and works, by its form alone. On the tune split
    (the first 50 HotpotQA questions, half in the memory and half asked, then swapped; the 30 tune questions of
    other kinds asked of both memories), at least 0.9 of those questions abstain (0.783 without the *unnamed*
    part of the relevance) while 0.95 of the memory's own kind still get context (0.96 with it and without)."""
    from experiments import crossdomain
    from experiments.hotpotqa.data import load_questions

    if not SHARED_HOTPOT.exists():
        pytest.skip("the shared HotpotQA sample is not here (../shared/data)")
    questions = load_questions(SHARED_HOTPOT)[:50]
    others = [r.text for r in crossdomain.other_requests("tune") if r.kind == "question"]
    answered, abstained = [], []
    for n, (remembered, asked) in enumerate([(questions[:25], questions[25:]), (questions[25:], questions[:25])]):
        memory = open_memory(tmp_path / f"questions{n}.db")
        memory.record_many([crossdomain.question_record(q) for q in remembered])
        answered += [not crossdomain.abstained(memory.retrieve(q.question)) for q in asked]
        abstained += [crossdomain.abstained(memory.retrieve(other)) for other in others]
    assert np.mean(answered) >= 0.95 and np.mean(abstained) >= 0.9, (np.mean(answered), np.mean(abstained))


def test_a_question_put_as_a_command_is_embedded_as_the_question_it_asks_on_both_sides(open_memory, embedder, tmp_path):
    """A run recorded as a command and a query put as one are each embedded as the question they ask, so the
    dense similarity reads what is asked, not the verb that asks it ("Name ...", "Tell me who ...")."""
    from gmem import Step, TaskRecord

    memory = open_memory(tmp_path / "commands.db")
    steps = [Step(agent="researcher", action="Search[Abbey Road]", observation="Abbey Road is an album by ...")]
    question, command = "Which band recorded Abbey Road?", "Name the band that recorded Abbey Road."
    memory.record_many(
        [
            TaskRecord(id=f"q{n}", instruction=text, steps=steps, success=True)
            for n, text in enumerate([question, command])
        ]
    )

    def dense(query: str, task_id: str) -> float:
        found = memory.retrieve(query, min_relevance=0.0).tasks
        return next(task.parts["dense"] for task in found if task.node.id == task_id)

    def cosine(first: str, second: str) -> float:
        a, b = embedder.embed([first, second])
        return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))

    asked = "Tell me who produced Abbey Road."  # a query put as a command
    assert dense(asked, "q0") == pytest.approx(cosine(question, "Who produced Abbey Road?"), abs=1e-3)
    assert abs(cosine(question, asked) - cosine(question, "Who produced Abbey Road?")) > 0.02
    recorded = "What is the band that recorded Abbey Road?"  # a run recorded as a command
    assert dense(question, "q1") == pytest.approx(cosine(recorded, question), abs=1e-3)
    assert abs(cosine(command, question) - cosine(recorded, question)) > 0.005


def test_a_memory_of_fact_checks_nothing_was_fitted_on_answers_claims_and_abstains_for_chores(
    open_memory, tmp_path, shared_rows
):
    """The reverse of asking a memory of chores a fact check. No calibration was fitted on a memory of claims
    (``experiments.calibrate``); on the tune split (claims of the first 50 HotpotQA questions, half in the
    memory and half asked, then swapped; the even-position ALFWorld tasks in the recorded and the three tune
    wordings) at least 0.94 of the claims get context and 0.95 of the chores nothing. Without the word
    similarity in the calibration, 0.94 of the claims and 0.919 of the chores. (0.96 of the claims until the
    sixty-third session's calibration: a claim about Maine's first election for governor, 0.673 then, is 0.654
    under the floor of 0.66, which the refit chose on the sets it is fitted on.)"""
    from experiments import crossdomain, rephrasings
    from experiments.hotpotqa.data import load_questions

    if not SHARED_HOTPOT.exists():
        pytest.skip("the shared HotpotQA sample is not here (../shared/data)")
    questions = load_questions(SHARED_HOTPOT)[:50]
    claimed = crossdomain.claims(questions, "tune")
    table = rephrasings.load()
    mine = shared_rows[::2]
    chores = [r["instruction"] for r in mine] + [table[("tune", v)][r["id"]] for v in range(3) for r in mine]
    answered, abstained = [], []
    for n, (kept, checked) in enumerate(crossdomain.halves(len(questions))):
        memory = open_memory(tmp_path / f"claims{n}.db")
        memory.record_many([crossdomain.claim_record(questions[i], claimed[i]) for i in kept])
        answered += [not crossdomain.abstained(memory.retrieve(claimed[i])) for i in checked]
        abstained += [crossdomain.abstained(memory.retrieve(chore)) for chore in chores]
    assert np.mean(answered) >= 0.94 and np.mean(abstained) >= 0.95, (np.mean(answered), np.mean(abstained))


def test_a_memory_of_math_questions_answers_a_math_problem_put_as_a_command(open_memory, tmp_path):
    """A request to work out an answer ("Solve for x ...", "Prove that ...") asks a question as much as "What is
    the derivative of ...?" does: among questions of fact it is no act, and must not lose its memory for its
    mood. The tune split's math requests of other kinds (``experiments.crossdomain.KINDS``), each asked of a
    memory of the others: the three put as such commands get context (none did when they read as acts)."""
    from experiments import crossdomain

    math = [r for r in crossdomain.other_requests("tune") if crossdomain.kind_of(r) == "math"]
    commands = [n for n, r in enumerate(math) if r.text.startswith(("Solve", "Prove"))]
    assert len(commands) == 3
    for n in commands:
        memory = open_memory(tmp_path / f"math{n}.db")
        memory.record_many([crossdomain.kind_record("math", m, r) for m, r in enumerate(math) if m != n])
        assert not crossdomain.abstained(memory.retrieve(math[n].text)), math[n].text


def test_relevance_is_a_probability_monotonic_in_every_part():
    rng = np.random.default_rng(0)
    parts = {name: rng.uniform(-1, 1, 200) for name in RELEVANCE if name != "intercept"}
    values = relevance(parts)
    assert np.all((values >= 0) & (values <= 1))
    for name, value in parts.items():
        higher = relevance({**parts, name: value + 0.1})
        assert np.all(higher >= values) if RELEVANCE[name] >= 0 else np.all(higher <= values)


def test_word_vectors_survive_the_snapshot_arrays(alfworld, embedder):
    index = alfworld._replica.index
    alfworld.retrieve("warm up the egg")  # embeds the vocabulary
    restored = QueryIndex.from_arrays(index.to_arrays(), embedder.dimension, index.weights)
    assert restored.words_to_embed() == [] and len(index.words_to_embed()) == 0
    query = "warm up the egg and drop it in the garbage can"
    unlearned = index.unlearned(query)
    vectors = dict(zip(unlearned, embedder.embed([f"to {w}" for w in unlearned])))
    vector = embedder.embed([query])[0]
    before = index.query(query, vector, vector, word_vectors=vectors).all()
    after = restored.query(query, vector, vector, word_vectors=vectors).all()
    np.testing.assert_allclose(before, after)


async def test_autogen_agent_is_shown_nothing_for_an_off_domain_task(alfworld):
    from autogen_agentchat.agents import AssistantAgent
    from autogen_core.models import SystemMessage
    from autogen_ext.models.replay import ReplayChatCompletionClient

    from gmem import is_memory_block
    from gmem.integrations.autogen import GMemMemory

    view = GMemMemory(alfworld, ("solver", "acts in the world"))
    client = ReplayChatCompletionClient(["ok", "ok"])
    agent = AssistantAgent("solver", model_client=client, memory=[view])
    await agent.run(task=OFF_DOMAIN[0])
    await agent.run(task="heat some egg and put it in garbagecan.")
    blocks = [
        [m for m in c["messages"] if isinstance(m, SystemMessage) and is_memory_block(m.content)]
        for c in client.create_calls
    ]
    assert [len(b) for b in blocks] == [0, 1]


def test_langgraph_nodes_and_agents_are_shown_nothing_for_an_off_domain_task(alfworld):
    from langchain_core.messages import HumanMessage, SystemMessage
    from langgraph.graph import END, START, MessagesState, StateGraph

    from gmem.integrations.langgraph import MemoryState, TeamMemory
    from gmem.integrations.langgraph.messages import MEMORY_MESSAGE_PREFIX, with_system_text

    class State(MessagesState, MemoryState):
        question: str

    seen: list[list] = []
    team = TeamMemory(alfworld, task="question", inject="both")

    def answer(state: State) -> dict:
        seen.append([m for m in state["messages"] if str(m.id or "").startswith(MEMORY_MESSAGE_PREFIX)])
        seen.append([state.get("memory_context", "")])
        return {}

    builder = StateGraph(State)
    builder.add_node("answerer", team.node("answerer", "gives the answer")(answer))
    builder.add_edge(START, "answerer")
    builder.add_edge("answerer", END)
    graph = team.compile(builder)
    graph.invoke({"question": OFF_DOMAIN[0], "messages": [HumanMessage(OFF_DOMAIN[0])]})
    assert seen == [[], [""]]
    system = SystemMessage(content="You are helpful.")
    assert with_system_text(system, "") is system and with_system_text(None, "") is None


@pytest.mark.parametrize(
    "query",
    [
        "ok so, drop a shaker of salt into the cupboard when you get a chance, cheers",
        "kindly the cupboard should end up with a shaker of salt in it as soon as you can.",
    ],
)
def test_a_request_naming_no_state_goes_to_a_plain_move(open_memory, alfworld_rows, query):
    """None of these words is one the first 27 runs learned from (the salt shaker was put on a drawer, the
    cabinet held a hot cup): with no word to tell them apart, the resolved run that asks for less the
    request did not mention (a plain move, not "put a hot cup") ranks first (``ScoringWeights.parsimony``)."""
    memory = open_memory()
    memory.record_many(alfworld_rows[:27])
    resolved = [t for t in memory.retrieve(query).tasks if t.node.status == TaskStatus.RESOLVED]
    assert family(memory, resolved[0].node.id) == "pick_and_place"


def test_a_memory_of_two_domains_answers_a_chore_from_its_own(open_memory, shared_rows):
    """A memory of chores and questions, each scored against the other: the questions' words weigh nothing
    (their runs all search, then finish), so a chore that shares a word or two with one ("team", "both",
    read as "two") scored it above every chore, and these chores were shown a question first, or nothing.
    Each domain is now ranked on its own and the query answered from the one whose best task is the most
    relevant. The tune split's memory of both (``experiments.crossdomain``), second half of its questions."""
    from experiments import crossdomain
    from experiments.hotpotqa.data import load_questions

    if not SHARED_HOTPOT.exists():
        pytest.skip("the shared HotpotQA sample is not here (../shared/data)")
    memory = open_memory()
    memory.record_many(
        [crossdomain.question_record(q) for q in load_questions(SHARED_HOTPOT)[25:50]] + shared_rows[1::2]
    )
    for chore in (
        "hey team, place the pepper shaker in the drawer",
        "place the salt shaker in the cabinet",
        "could you move a salt shaker to the cabinet? thanks!",
        "place a pair of key chains in the safe",
        "could you move a soap bottle to the toilet?",
    ):
        tasks = memory.retrieve(chore).tasks
        assert tasks and all(t.node.domain == "alfworld" for t in tasks), (chore, [t.node.instruction for t in tasks])
    assert memory.retrieve(load_questions(SHARED_HOTPOT)[0].question).tasks[0].node.domain == crossdomain.QA


@pytest.fixture
def memory_of_chores(open_memory, shared_rows) -> Memory:
    """A memory of the 67 recorded chores of ../shared/data."""
    memory = open_memory()
    memory.record_many(shared_rows)
    return memory


def silenced(memory: Memory, requests: list[str]) -> list[str]:
    """The ``requests`` the memory gives no context."""
    from experiments import crossdomain

    return [request for request in requests if crossdomain.abstained(memory.retrieve(request))]


def test_a_memory_of_chores_abstains_for_questions_of_fact_that_share_its_words(memory_of_chores):
    """A question of fact asked of a memory whose tasks near it all ask for acts is of another kind, whatever
    words it shares with them: a word problem about apples or mugs landed among the chores that name them. The
    tune split's 30 questions of other kinds (``experiments.crossdomain``), asked of a memory of the 67 recorded
    chores, all abstain (0.933 without the *asked among acts* part of the relevance: "Maria has 24 apples ...
    How many apples does she have left?" and "If 3 of the 12 mugs in a box are chipped, what is the probability
    ...?" got context), and the tune chores that read as questions of fact still get context."""
    from experiments import crossdomain

    questions = [r.text for r in crossdomain.other_requests("tune") if r.kind == "question"]
    assert len(questions) == 30
    assert silenced(memory_of_chores, questions) == questions
    chores = [
        "Lettuce is there, na? Cool it in the fridge and keep it on the countertop.",
        "Assuming there are two soap bars lying around, could both of them go into the garbage can?",
        "If you spot the salt shaker, could it go on the drawer?",
        "Pencil: look at it by the desk lamp, is it an HB?",
    ]
    assert not silenced(memory_of_chores, chores)


def test_a_memory_of_chores_abstains_for_requests_that_move_nothing_to_a_place(memory_of_chores):
    """A request to turn notes "into an update" or to add an appointment "to my calendar" has the words of putting
    a thing somewhere, and was read as putting (by the frame, or by MiniLM's reading of the verb in its sentence),
    which drew it to the plain moves (relevance 0.92 and 1.00); a text and a calendar are no place a thing can be,
    so nothing is put, and both abstain. Chores whose place holds a thing still get context."""
    requests = [
        "Turn these meeting notes into a one-paragraph status update for leadership.",
        "Add the dentist appointment to my calendar.",
    ]
    assert silenced(memory_of_chores, requests) == requests
    chores = [
        "Tip the apple into the garbage can.",
        "Translate the note into French and leave it on the desk.",
        "Turn the potato into a hot potato and leave it on the table.",
    ]
    assert not silenced(memory_of_chores, chores)


def test_a_memory_of_code_requests_abstains_for_chores_that_put_a_thing_somewhere(open_memory, tmp_path):
    """A coding team's requests move nothing anywhere; a chore that puts a thing in a cabinet shared their form
    (a request for an act) and MiniLM's nearness, and got context from a memory of the tune split's 13 code
    requests (``experiments.crossdomain``). With *placed among unplaced* (:data:`RELEVANCE`) those near the
    floor abstain, a chore that moves nothing is read as before, and the team's own requests keep their memory."""
    from experiments import crossdomain

    code = [r for r in crossdomain.other_requests("tune") if crossdomain.kind_of(r) == "code"]
    assert len(code) == 13
    memory = open_memory()
    memory.record_many([crossdomain.kind_record("code", n, request) for n, request in enumerate(code)])
    chores = [
        "place the salt shaker in the cabinet",
        "put some saltshaker on cabinet.",
        "cool some bread and put it in countertop.",
    ]
    assert silenced(memory, chores) == chores
    for n in (0, 2, 4, 5):  # each asked of a memory of the others (two of the 13 abstained before the part too)
        request = code[n]
        others = open_memory(tmp_path / f"code-{n}.db")
        others.record_many([crossdomain.kind_record("code", m, r) for m, r in enumerate(code) if m != n])
        assert not silenced(others, [request.text]), request.text


def test_a_memory_of_chores_abstains_for_requests_naming_what_no_chore_near_them_names(memory_of_chores):
    """Chores name no one and nothing; an email about Thursday's review and a Figma link, a lamp with a USB port,
    a spreadsheet of SKUs do, and landed among chores by the words they share ("lamp", "two", "move"). Asked of
    a memory of the 67 recorded chores, these tune acts of other kinds (``experiments.crossdomain``), which got
    context without the *named among unnamed* part of the relevance, abstain, and chores that name who asked, a
    disc or whose vase it was still get context: the part weighs little (-0.4), and only requests already near the
    floor lose their context for it. (The email about Thursday's review abstained too until the forty-fifth
    session's ``scoring.unsaid_act`` of 4: a request that names no act now lands among the plain moves alone, whose
    neighbourhood is tighter, and its relevance rose from 0.52 to 0.79.)"""
    requests = [
        "I want a bedside lamp with a USB charging port and warm white light, price below 35 dollars.",
        "Merge the two inventory spreadsheets, remove duplicate SKUs, and sort by quantity descending.",
    ]
    assert silenced(memory_of_chores, requests) == requests
    chores = [
        "Rota - Sat: watch into the safe (Mia).",
        "Rota - Thu: pepper shaker to the drawer (Ines).",
        "Examine the CD under the desk lamp.",
        "Vase in the safe please. It was Gran's, don't want it knocked over.",
    ]
    assert not silenced(memory_of_chores, chores)
