"""A misspelt query word read as the learned word it misspells, when nothing else is one edit from it."""

from __future__ import annotations

import numpy as np
import pytest

from gmem.tiers.arrays import Vocabulary
from gmem.tiers.spelling import Spelling, edits, one_edit
from tests.test_query_tier import PROCEDURES, ZERO, QueryIndex, add


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ("micrwave", "microwave", True),  # dropped
        ("cabinett", "cabinet", True),  # doubled
        ("countretop", "countertop", True),  # swapped with its neighbour
        ("wach", "wash", True),  # changed
        ("cabnett", "cabinet", False),  # two edits
        ("mug", "mug", False),
    ],
)
def test_one_edit(a, b, expected):
    assert one_edit(a, b) is expected
    assert (b in edits(a)) is expected


def _spelling(*learned: str) -> tuple[Spelling, Vocabulary]:
    words = Vocabulary()
    for word in learned:
        words.id(word)
    return Spelling(words), words


def test_a_word_one_edit_from_one_learned_word_and_no_other_is_that_word():
    spelling, words = _spelling("microwave", "fridge", "wash", "mug")

    def nothing_known(word: str) -> bool:
        return False

    assert spelling.corrected("micrwave", lambda j: True, nothing_known) == words.get("microwave")
    assert spelling.corrected("fridgee", lambda j: True, nothing_known) == words.get("fridge")
    assert spelling.corrected("mugg", lambda j: True, nothing_known) is None  # "mug" is too short to tell
    assert spelling.corrected("frigde", lambda j: False, nothing_known) is None  # not a learned word
    assert spelling.corrected("mgu", lambda j: True, nothing_known) is None  # too short to tell
    # "wach" is "wash" to a memory that learned only "wash", and "watch" to a dictionary.
    assert spelling.corrected("wach", lambda j: True, nothing_known) == words.get("wash")
    assert spelling.corrected("wach", lambda j: True, lambda word: word == "watch") is None
    # The learned word's own inflections are no rival ("tomatoe" is one edit from "tomatoes" too).
    spelling, words = _spelling("tomato")
    assert spelling.corrected("tomatoe", lambda j: True, lambda word: word == "tomatoes") == words.get("tomato")


def test_a_misspelt_query_word_counts_as_the_learned_word():
    """Typed fast on a phone: "micrwave" is the heating runs' "microwave" (no English word is one edit from
    it), "wach" is nothing (the dictionary knows "watch" beside the learned "wash")."""
    index = QueryIndex(4)
    add(index, "heat", "heat some egg in the microwave and put it in cabinet.", PROCEDURES["heat"])
    add(index, "clean", "wash some plate and put it in shelf.", PROCEDURES["clean"])
    add(index, "cool", "cool some apple and put it in fridge.", PROCEDURES["cool"])
    ids = {w: i for i, w in enumerate(index.vocabulary())}
    assert index.terms("put an egg in the micrwave").words[ids["microwave"]] > 0
    assert index.terms("put a wach in the safe").words[ids["wash"]] == 0
    assert index.ids[int(np.argmax(index.score("stick the mug in the micrwave for a bit", ZERO, ZERO)))] == "heat"
