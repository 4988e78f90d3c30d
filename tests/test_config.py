"""Settings: nested by who reads them, each default written once, the flat names of earlier versions refused
with the new place named (ignoring them would silently run with the default)."""

from __future__ import annotations

import re

import pytest
from pydantic import ValidationError

from gmem import MemoryConfig, ScoringWeights, TraversalSettings


@pytest.mark.parametrize(
    "name, place",
    [
        ("seeds", "traversal.seeds"),
        ("hops", "traversal.hops"),
        ("hop_bonus", "traversal.hop_bonus"),
        ("resolved_excerpts", "traversal.resolved_excerpts"),
        ("failed_excerpts", "traversal.failed_excerpts"),
        ("insights", "traversal.insights"),
        ("candidates", "traversal.candidates"),
        ("min_relevance", "traversal.min_relevance"),
        ("lexical_weight", "scoring.lexical"),
        ("procedure_weight", "scoring.procedure"),
        ("dense_weight", "scoring.dense"),
        ("context_weight", "scoring.context"),
    ],
)
def test_a_flat_name_of_an_earlier_version_is_refused_naming_its_new_place(name, place):
    with pytest.raises(ValidationError, match=re.escape(f"{name} moved to {place}")):
        MemoryConfig(**{name: 1})


def test_every_moved_name_is_named_in_one_error():
    with pytest.raises(ValidationError) as caught:
        MemoryConfig(seeds=3, dense_weight=0.5, budget_chars=1000)
    assert "seeds moved to traversal.seeds" in str(caught.value)
    assert "dense_weight moved to scoring.dense" in str(caught.value)


def test_an_unknown_setting_is_refused_wherever_it_is():
    with pytest.raises(ValidationError, match="seads"):
        MemoryConfig(seads=3)
    with pytest.raises(ValidationError, match=r"traversal\.limit"):
        MemoryConfig(traversal={"limit": 10})
    with pytest.raises(ValidationError, match=r"scoring\.bm25"):
        MemoryConfig(scoring={"bm25": 1.0})


def test_nested_settings_take_dicts_or_models_and_keep_their_bounds():
    assert MemoryConfig(traversal={"seeds": 3}).traversal == TraversalSettings(seeds=3)
    assert MemoryConfig(scoring=ScoringWeights(dense=0.5)).scoring.dense == 0.5
    assert MemoryConfig(traversal={"seeds": 3}).traversal.hops == TraversalSettings().hops  # the rest default
    with pytest.raises(ValidationError, match=r"traversal\.seeds"):
        MemoryConfig(traversal={"seeds": 0})
    with pytest.raises(ValidationError, match=r"traversal\.min_relevance"):
        MemoryConfig(traversal={"min_relevance": 1.5})


def test_settings_are_values_not_shared_state():
    config = MemoryConfig()
    with pytest.raises(ValidationError, match="frozen"):
        config.traversal.seeds = 1
    assert MemoryConfig().traversal.seeds == TraversalSettings().seeds
