"""A misspelt query word read as the learned word it misspells, when nothing else is one edit from it."""

from __future__ import annotations

import numpy as np
import pytest

from gmem.tiers.spelling import corrected, edits
from tests.test_query_tier import PROCEDURES, ZERO, QueryIndex, add


@pytest.mark.parametrize(
    ("word", "other", "expected"),
    [
        ("micrwave", "microwave", True),  # dropped
        ("cabinett", "cabinet", True),  # doubled
        ("countretop", "countertop", True),  # swapped with its neighbour
        ("wach", "wash", True),  # changed
        ("cabnett", "cabinet", False),  # two edits
        ("mug", "mug", False),
    ],
)
def test_the_strings_one_edit_from_a_word(word, other, expected):
    assert (other in edits(word)) is expected


def _learned(*words: str):
    ids = {word: i for i, word in enumerate(words)}
    return ids, ids.get


def test_a_word_one_edit_from_one_learned_word_and_no_other_is_that_word():
    ids, learned = _learned("microwave", "fridge", "wash", "mug")

    def nothing_known(word: str) -> bool:
        return False

    assert corrected("micrwave", learned, nothing_known) == ids["microwave"]
    assert corrected("fridgee", learned, nothing_known) == ids["fridge"]
    assert corrected("mugg", learned, nothing_known) is None  # "mug" is too short to tell
    assert corrected("frigde", _learned("cabinet")[1], nothing_known) is None  # not a learned word
    # "wach" is "wash" to a memory that learned only "wash", and "watch" to a dictionary.
    assert corrected("wach", learned, nothing_known) == ids["wash"]
    assert corrected("wach", learned, lambda word: word == "watch") is None
    # Two learned words one edit away: neither.
    assert corrected("cool", _learned("coal", "cowl")[1], nothing_known) is None
    # The learned word's own inflections are no rival ("tomatoe" is one edit from "tomatoes" too).
    ids, learned = _learned("tomato")
    assert corrected("tomatoe", learned, lambda word: word == "tomatoes") == ids["tomato"]


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
