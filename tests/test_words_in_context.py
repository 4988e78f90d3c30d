"""A query word the memory never learned is read in its sentence: MiniLM's contextual vector of the word
there, against each learned word's mean vector in the memory's own instructions (gmem/tiers/contexts.py)."""

from __future__ import annotations

import numpy as np
import pytest

from gmem import Memory, TaskStatus, snapshot
from gmem.embedding import CachedEmbedder, CallableEmbedder, embed_in_context, reads_words
from gmem.snapshot import snapshot_path
from gmem.tiers import contexts, reading
from gmem.tiers.query import IndexedTask, QueryIndex
from gmem.tiers.terms import terms
from tests.conftest import EXCERPT
from tests.test_fleet import _words_in_context, same_words

DIM = 4
ZERO = np.zeros(DIM, dtype=np.float32)

# The first resolved run of each kind in the excerpt: "put a cool tomato in microwave.", "put a vase in safe.",
# "examine the bowl with the desklamp." ...; none names the verb a query turns on.
ASKED = [
    ("make the apple frosty, then drop it in the bin", "pick_cool_then_place"),
    ("relocate the watch over by the sofa", "pick_and_place"),  # no placement word: no caused-motion frame
    ("eyeball a vase by the lamp light", "look_at_obj_in_light"),
]


@pytest.fixture
def one_of_each_kind(open_memory, alfworld_rows) -> Memory:
    first: dict[str, dict] = {}
    for row in alfworld_rows:
        if row["success"]:
            first.setdefault(row["task_type"], row)
    memory = open_memory()
    memory.record_many(list(first.values()))
    return memory


def _kind(memory: Memory, query: str) -> str:
    best = memory.retrieve(query, min_relevance=0.0).tasks[0]
    return str(memory.task(best.node.id).extra["task_type"])


def test_the_embedder_reads_each_word_in_its_sentence_in_the_same_pass(embedder):
    texts = ["  Zap the mug, then leave it in the coffee-machine  ", "put 2 mugs in the cabinet", "zap"]
    vectors, words = embedder.embed_in_context(texts)
    np.testing.assert_allclose(vectors, embedder.embed(texts), atol=1e-6)
    assert list(words[0]) == ["zap", "the", "mug", "then", "leave", "it", "in", "coffee", "machine"]
    assert "2" not in words[1] and "mugs" in words[1]  # digits are counts, read by the query tier itself
    # in context, not alone: the same word in two sentences has two vectors
    assert not np.allclose(words[0]["zap"], words[2]["zap"])


class CountingWords:
    """The session's MiniLM, counting the texts it reads in context."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.read: list[str] = []
        self.dimension, self.name = inner.dimension, inner.name

    def embed(self, texts):
        return self.inner.embed(texts)

    def embed_in_context(self, texts):
        self.read += list(texts)
        return self.inner.embed_in_context(texts)


def test_a_cached_embedder_keeps_the_words_and_vectors_of_what_it_read(embedder):
    counting = CountingWords(embedder)
    cached = CachedEmbedder(counting)
    vectors, words = embed_in_context(cached, ["heat some egg", "to zap"])
    assert words is not None and set(words[0]) == {"heat", "some", "egg"}
    again, words_again = embed_in_context(cached, ["heat some egg", "to zap"])
    assert counting.read == ["heat some egg", "to zap"]  # the second call was two lookups
    assert np.array_equal(again, vectors) and words_again == words
    assert np.array_equal(cached.embed(["heat some egg"]), vectors[:1])  # embed() finds the vector too
    plain = CallableEmbedder(lambda texts: [[1.0, 0.0]] * len(texts), dimension=2, name="plain")
    assert reads_words(cached) and not reads_words(plain) and not reads_words(CachedEmbedder(plain))
    assert embed_in_context(plain, ["a b"])[1] is None


def test_an_agent_retrieving_for_one_task_again_runs_the_model_once(tmp_path, embedder, alfworld_rows):
    counting = CountingWords(embedder)
    with Memory.open(tmp_path / "m.db", embedder=CachedEmbedder(counting)) as memory:
        memory.record_many(alfworld_rows[:6])
        counting.read.clear()
        first = memory.retrieve(ASKED[0][0], roles=["solver"])
        read = list(counting.read)
        assert ASKED[0][0] in read
        assert memory.retrieve(ASKED[0][0], roles=["solver"]).for_role("solver").text == first.for_role("solver").text
        assert counting.read == read  # nothing read again


@pytest.mark.parametrize(("query", "kind"), ASKED)
def test_an_unlearned_verb_counts_as_the_learned_word_it_stands_for_in_its_sentence(
    one_of_each_kind, monkeypatch, query, kind
):
    # One asked query ("make the apple frosty, then drop it in the bin") heads a frame, whose verb also counts as
    # "put", and its "frosty" is what "hot" is not, as cooling is (reading.SHARED_OPPOSITES): with both off, what
    # is measured is the reading in context alone.
    monkeypatch.setattr(reading, "PLACING", 0.0)
    monkeypatch.setattr(reading, "SHARED_OPPOSITES", 2.0)
    assert _kind(one_of_each_kind, query) == kind
    monkeypatch.setattr(reading, "CONTEXT_SIMILARITY", 1.0)  # nothing read in context counts
    assert _kind(one_of_each_kind, query) != kind


@pytest.mark.parametrize(
    "query",
    ["grab a pencil, then stash it in the shelving unit", "grab a salt dispenser, then stash it in the cabinet"],
)
def test_a_verb_that_moves_its_object_to_a_place_is_not_read_in_its_sentence(one_of_each_kind, query):
    # In its sentence "stash" lies nearest the "clean" of "put a clean plate in countertop."; its frame says
    # it puts the thing somewhere, which is all it asks.
    assert _kind(one_of_each_kind, query) == "pick_and_place"


def test_reading_in_context_leaves_the_coverage_the_relevance_reads(one_of_each_kind, embedder):
    index = one_of_each_kind._replica.index
    query = ASKED[0][0]
    _, words = embedder.embed_in_context([query])
    with_context, without = index.terms(query, in_context=words[0]), index.terms(query)
    assert with_context.coverage == without.coverage
    assert (with_context.words != without.words).any()


def test_recording_reads_the_new_instructions_and_samples_each_word(open_memory, alfworld_rows, monkeypatch):
    monkeypatch.setattr(contexts, "SAMPLES", 2)
    memory = open_memory()
    memory.record_many(alfworld_rows[:12])
    index = memory._replica.index
    assert index.instructions_to_read() == ([], [])
    counts = index._contexts.counts.view
    assert counts.max() == 2 and counts[index._words.ids["put"]] == 2
    assert index._contexts.read.view.all()


@pytest.mark.parametrize("samples", [2, contexts.SAMPLES])
def test_a_forget_and_its_undo_read_again_only_what_the_task_s_words_need(
    tmp_path, embedder, alfworld_rows, monkeypatch, samples
):
    """A word's vector in context is the sum over the first instructions that used it. After a forget, the
    rebuilt index read every instruction again over its next retrievals (a thousand, a second of MiniLM each,
    in a memory of thousands of tasks); now it reads those the forgotten task's words need, with the next
    retrieval, and every word ends as in a memory that read it all anew. The forget runs no model."""
    monkeypatch.setattr(contexts, "SAMPLES", samples)
    rows, counting = alfworld_rows[:30], CountingWords(embedder)
    with Memory.open(tmp_path / "fresh.db", embedder=counting) as fresh:
        fresh.record_many(rows[1:])
        read_anew, without_first = len(counting.read), _words_in_context(fresh)
    with Memory.open(tmp_path / "m.db", embedder=counting) as memory:
        memory.record_many(rows)
        before = _words_in_context(memory)
        counting.read.clear()
        change = memory.forget(rows[0]["id"])
        assert counting.read == []
        memory.retrieve(rows[5]["instruction"])
        assert memory._replica.index.instructions_to_read() == ([], [])
        again = [text for text in counting.read if text != rows[5]["instruction"]]
        assert 0 < len(again) < read_anew and rows[0]["instruction"] not in again
        forgotten = set(terms(rows[0]["instruction"]))
        assert any(not set(terms(row["instruction"])) & forgotten for row in rows[1:])
        assert all(set(terms(text)) & forgotten for text in again)  # only instructions sharing its words
        same_words(_words_in_context(memory), without_first, atol=1e-5)
        memory.undo(change.id)
        memory.retrieve(rows[5]["instruction"])
        assert memory._replica.index.instructions_to_read() == ([], [])
        same_words(_words_in_context(memory), before, atol=1e-5)


def test_a_rebuilt_index_reads_again_the_words_of_changed_tasks_alone(monkeypatch):
    monkeypatch.setattr(contexts, "SAMPLES", 2)
    old = _index_of(["heat mug", "heat cup", "heat mug", "cool mug", "cool cup"])
    _read(old)
    # "heat mug" (t0) forgotten; "heat plate" recorded before the next reading
    kept, recorded = ["heat cup", "heat mug", "cool mug", "cool cup"], "heat plate"
    rebuilt, anew = _index_of(kept, first=1), _index_of([*kept, recorded], first=1)
    _read(anew)
    assert rebuilt.carry_contexts(old) == 2  # "heat" and "mug", each from its first two instructions
    _add(rebuilt, recorded, first=1)
    assert _read(rebuilt) == [0, 1, 2]  # "heat cup" for "heat" alone, "heat mug" for both, "cool mug" for "mug"
    assert _read(rebuilt) == [4]  # then the new row, as any new row: for "plate"
    assert _read(rebuilt) == [] and not rebuilt._contexts.pending
    for got, expected in zip(rebuilt._contexts.means(), anew._contexts.means()):
        np.testing.assert_allclose(got, expected)
    assert _index_of(["cool cup"]).carry_contexts(_index_of(["heat mug"])) == 0  # nothing read: nothing to carry


def test_a_word_read_again_without_a_vector_in_one_instruction_is_read_on_in_the_next(monkeypatch):
    monkeypatch.setattr(contexts, "SAMPLES", 2)
    unfound = ("heat cup", "heat")  # the model gives "heat" no vector in "heat cup"
    old = _index_of(["heat mug", "heat cup", "heat mug", "heat pan", "cool mug"])
    while _read(old, unfound):
        pass
    kept = ["heat cup", "heat mug", "heat pan", "cool mug"]
    rebuilt, anew = _index_of(kept, first=1), _index_of(kept, first=1)
    while _read(anew, unfound):
        pass
    rebuilt.carry_contexts(old)
    assert _read(rebuilt, unfound) == [0, 1, 3]  # "heat" from its first two rows, "mug" from its own
    assert _read(rebuilt, unfound) == [2]  # "heat" found once: its next row
    assert _read(rebuilt, unfound) == []
    heat = rebuilt._words.ids["heat"]
    assert rebuilt._contexts.counts.view[heat] == anew._contexts.counts.view[heat] == 2
    for got, expected in zip(rebuilt._contexts.means(), anew._contexts.means()):
        np.testing.assert_allclose(got, expected)


def _index_of(instructions: list[str], first: int = 0) -> QueryIndex:
    """An index of these instructions, the tasks named ``t<first>`` on."""
    index = QueryIndex(DIM)
    for instruction in instructions:
        _add(index, instruction, first)
    return index


def _add(index: QueryIndex, instruction: str, first: int = 0) -> None:
    n = first + len(index)
    index.add(
        IndexedTask(f"t{n}", TaskStatus.RESOLVED, ZERO, ZERO, terms(instruction), ["take _", f"act{n}"], instruction)
    )


def _one_hot(instruction: str, unfound: tuple[str, str] | None = None) -> dict[str, np.ndarray]:
    """Each word's vector in context, standing in as a one-hot of its length; none for the word of the
    ``unfound`` (instruction, word), as a tokenizer may cut a word in one sentence and not in another."""
    return {w: np.eye(DIM)[len(w) % DIM] for w in instruction.split() if (instruction, w) != unfound}


def _read(index: QueryIndex, unfound: tuple[str, str] | None = None) -> list[int]:
    """Read what the index asks for (:func:`_one_hot`)."""
    rows, instructions = index.instructions_to_read()
    index.add_instruction_words(rows, [_one_hot(i, unfound) for i in instructions])
    return rows


def test_only_instructions_that_bring_a_word_short_of_its_samples_are_read(monkeypatch):
    monkeypatch.setattr(contexts, "SAMPLES", 2)
    index = _index_of(["heat mug", "heat mug", "heat mug", "cool mug"])
    assert _read(index) == [0, 1, 3]  # the third "heat mug" would add nothing
    counts = index._contexts.counts.view
    assert counts[index._words.ids["heat"]] == 2 and counts[index._words.ids["cool"]] == 1
    assert _read(index) == [] and index._contexts.read.view.all()


def test_a_failed_commit_takes_back_what_was_read_of_it():
    index = _index_of(["heat mug", "cool mug"])
    _read(index)
    before = [part.copy() for part in index._contexts.means()]  # (unit rows, whether each word has one)
    mark = index.mark()
    index.add(IndexedTask("new", TaskStatus.RESOLVED, ZERO, ZERO, terms("clean plate"), ["take _"], "clean plate"))
    index.truncate_to(mark)  # not read yet: nothing to take back
    assert np.array_equal(index._contexts.means()[1], before[1]) and _read(index) == []
    index.add(IndexedTask("new", TaskStatus.RESOLVED, ZERO, ZERO, terms("clean plate"), ["take _"], "clean plate"))
    assert _read(index) == [2]
    index.truncate_to(mark)  # read: its vectors cannot be taken out of the sums, so all is read again
    assert "clean" not in index._words.ids and _read(index) == [0, 1]
    assert np.array_equal(index._contexts.means()[1], before[1])
    np.testing.assert_allclose(index._contexts.means()[0], before[0])


def test_a_snapshot_keeps_the_words_in_context(tmp_path, embedder, alfworld_rows, monkeypatch):
    monkeypatch.setattr(snapshot, "MIN_TASKS", 10)
    monkeypatch.setattr(snapshot, "STALE_TASKS", 5)
    with Memory.open(tmp_path / "m.db", embedder=embedder) as memory:
        memory.record_many(alfworld_rows[:20])
        means, has = (part.copy() for part in memory._replica.index._contexts.means())
    assert snapshot_path(str(tmp_path / "m.db")).exists()
    with Memory.open(tmp_path / "m.db", embedder=embedder) as reopened:
        index = reopened._replica.index
        assert index.instructions_to_read() == ([], [])
        reopened_means, reopened_has = index._contexts.means()
        assert has.sum() > 20 and np.array_equal(has, reopened_has)
        np.testing.assert_allclose(means, reopened_means, atol=1e-6)


def test_a_memory_rebuilt_from_its_store_reads_the_instructions_with_its_next_retrieval(
    tmp_path, embedder, monkeypatch
):
    monkeypatch.setattr(snapshot, "STALE_EMBEDDINGS", 10**9)  # no snapshot: the index is rebuilt from the store
    query = ASKED[0][0]
    with Memory.open(tmp_path / "m.db", embedder=embedder) as memory:
        memory.import_jsonl(EXCERPT)
        before = [t.node.id for t in memory.retrieve(query, min_relevance=0.0).tasks]
    with Memory.open(tmp_path / "m.db", embedder=embedder) as reopened:
        index = reopened._replica.index
        assert index.instructions_to_read()[0]  # the store keeps no words in context
        assert [t.node.id for t in reopened.retrieve(query, min_relevance=0.0).tasks] == before
        assert index.instructions_to_read() == ([], [])


def test_a_question_put_as_a_command_reads_the_instructions_as_any_query_does(tmp_path, embedder, monkeypatch):
    """A question put as a command is embedded twice in the retrieval's batch (as asked, and as the question
    it asks: ``as_question``); the instructions read in context with it are read as with any other query."""
    monkeypatch.setattr(snapshot, "STALE_EMBEDDINGS", 10**9)  # no snapshot: the index is rebuilt from the store
    with Memory.open(tmp_path / "m.db", embedder=embedder) as memory:
        memory.import_jsonl(EXCERPT)
    read = []
    for query in ["put a hot mug in cabinet.", "Name the band that recorded Abbey Road."]:
        with Memory.open(tmp_path / "m.db", embedder=embedder) as reopened:
            reopened.retrieve(query, min_relevance=0.0)
            assert reopened._replica.index.instructions_to_read() == ([], [])
            read.append(reopened._replica.index._contexts.means())
    (means, has), (command_means, command_has) = read
    assert has.sum() > 20 and np.array_equal(has, command_has)
    np.testing.assert_allclose(means, command_means, atol=1e-5)


def test_a_memory_rebuilt_from_its_store_and_warmed_reads_everything_at_once(tmp_path, embedder, monkeypatch):
    monkeypatch.setattr(snapshot, "STALE_EMBEDDINGS", 10**9)  # no snapshot: the index is rebuilt from the store
    with Memory.open(tmp_path / "m.db", embedder=embedder) as memory:
        memory.import_jsonl(EXCERPT)
        means, has = memory._replica.index._contexts.means()
        means = means.copy()
    with Memory.open(tmp_path / "m.db", embedder=embedder) as reopened:
        index = reopened._replica.index
        assert index.instructions_to_read()[0]
        reopened.warm()
        assert index.instructions_to_read() == ([], [])
        warmed_means, warmed_has = index._contexts.means()
        assert has.sum() > 20 and np.array_equal(has, warmed_has)
        np.testing.assert_allclose(means, warmed_means, atol=1e-6)


def test_a_close_leaves_what_it_embedded_without_running_the_model(tmp_path, embedder, monkeypatch):
    """After a forget (``gmem forget``, say) the index is rebuilt: it keeps its word vectors, and its words in
    context but those of the forgotten task, to be read again. The forget and the close write that to a
    snapshot as it is, reading nothing; the next open starts from it, with the same words to read again."""
    monkeypatch.setattr(snapshot, "STALE_EMBEDDINGS", 10)
    counting = CountingWords(embedder)
    path = tmp_path / "m.db"
    with Memory.open(path, embedder=counting) as memory:
        forgotten = memory.import_jsonl(EXCERPT)[0].id
    with Memory.open(path, embedder=counting) as memory:
        counting.read.clear()
        memory.forget(forgotten)
        left = memory._replica.index.instructions_to_read()[1]
    assert counting.read == [] and 0 < len(left) < len(memory._replica.index)
    with Memory.open(path, embedder=counting) as reopened:
        index = reopened._replica.index
        assert forgotten not in index.row_of and index.words_to_embed() == []  # the snapshot after the forget
        assert index.instructions_to_read()[1] == left


def test_with_in_context_off_no_instruction_is_read(open_memory, alfworld_rows):
    memory = open_memory(scoring={"in_context": 0})
    memory.record_many(alfworld_rows[:6])
    memory.retrieve(ASKED[0][0])
    assert memory._replica.index._contexts.counts.size == 0


def _in_own_wording(rows: list[dict], wording: dict[str, list[str]]) -> list[dict]:
    """The first resolved runs of each kind of ``rows``, their requests reworded as a team's own ``wording`` says
    them (by kind, in order)."""
    runs: dict[str, list[dict]] = {}
    for row in rows:
        if row["success"]:
            runs.setdefault(row["task_type"], []).append(row)
    return [dict(row, instruction=said) for kind, said_so in wording.items() for row, said in zip(runs[kind], said_so)]


#: A team's own wording of a cooling, a heating and a plain move (runs of the excerpt, their requests reworded).
OWN_WORDING = {
    "pick_cool_then_place": [
        "Chill a potato and then place it in the microwave.",
        "Put a chilled mug in the coffee machine.",
    ],
    "pick_and_place": ["Place a vase in the safe."],
    "pick_heat_then_place": ["Place a hot cup in the cabinet."],
}


@pytest.mark.parametrize(
    "request_",
    [
        "Put a pepper shaker in the drawer.",
        "put the pepper shaker in the drawer pls",
        "Tuck the pepper shaker away in a drawer.",
    ],
)
def test_the_name_of_the_thing_is_not_read_in_its_sentence_as_an_act(open_memory, alfworld_rows, monkeypatch, request_):
    """In its sentence "pepper" (or "shaker") lies where "chill a potato" had its verb: read so, a plain move said
    the cooling runs' mark and they came first. Named by a phrase a determiner opens, it names the thing, and is
    read in context as no word that states an act; a request that says the act still asks for it."""
    memory = open_memory()
    memory.record_many(_in_own_wording(alfworld_rows, OWN_WORDING))
    assert _kind(memory, request_) == "pick_and_place"
    assert _kind(memory, "Chill a pepper shaker, then put it in the drawer.") == "pick_cool_then_place"
    monkeypatch.setattr(reading, "NOUN_FIRST", 2.0)  # no word names a thing: each is read in context as before
    assert _kind(memory, request_) == "pick_cool_then_place"


#: A team's own wording of washing runs, two plain moves, a cooling and a heating (runs of the excerpt).
WASHING_TEAM = {
    "pick_clean_then_place": [
        "Rinse a bar of soap and leave it in the cabinet.",
        "Give a mug a good rinse and set it in the coffee maker.",
        "Wash a bowl thoroughly and put it away in the cupboard.",
    ],
    "pick_and_place": ["Place a vase in the safe.", "Tuck the salt shaker away in the cabinet."],
    "pick_cool_then_place": ["Chill a potato and then place it in the microwave."],
    "pick_heat_then_place": ["Heat a cup in the microwave, then put it away in the cupboard."],
}


def test_a_request_that_names_no_act_gets_a_plain_move_before_a_run_that_shares_its_thing(
    open_memory, alfworld_rows, tmp_path
):
    """The request "soap bottle toilet" names no act: the run that washed a bar of soap shares its thing, the plain
    moves share nothing but the move, and the washing run's act is a contradiction where a plain move only differs.
    At the forty-fifth session's weight (``scoring.unsaid_act`` 4) the plain move ranks first; at the earlier 1.0 (and
    nothing taken for the act the run did, ``scoring.unasked_act``) the shared "soap" outweighed it. A request that
    says the act still gets the washing run, one that heats the heating."""
    own = _in_own_wording(alfworld_rows, WASHING_TEAM)
    memory = open_memory()
    earlier = open_memory(tmp_path / "earlier.db", scoring={"unsaid_act": 1.0, "unasked_act": 0.0})
    for opened in (memory, earlier):
        opened.record_many(own)
    assert _kind(memory, "soap bottle toilet") == "pick_and_place"
    assert _kind(earlier, "soap bottle toilet") == "pick_clean_then_place"
    assert _kind(memory, "Rinse a bar of soap and put it on the counter.") == "pick_clean_then_place"
    assert _kind(memory, "Heat an egg and put it in the bin.") == "pick_heat_then_place"
