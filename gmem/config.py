"""Every knob of a memory, each with its default written once.

``MemoryConfig`` groups them by who reads them: ``traversal`` (how far a retrieval walks the query graph
and how much it returns), ``scoring`` (how the query tier weighs the parts of a past task's score) and
``llm`` / ``llm_client`` (the LLM operations and their client), beside the recording and rendering knobs
that belong to the memory itself. The defaults are measured on the ALFWorld replay
(``python -m experiments.replay``); the relevance floor is chosen on its tune split
(``python -m experiments.calibrate``).

A setting that moved into a group is refused under its old flat name, with the new place named:
ignoring it would silently run with the default.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from gmem.llm.client import LLMSettings
from gmem.llm.operations import LLMOperationsConfig


class TraversalSettings(BaseModel):
    """How a retrieval walks the query graph (seeds, hops) and how much it brings back up and down."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seeds: int = Field(5, ge=1, description="nearest tasks the traversal starts from")
    hops: int = Field(1, ge=0, description="query-graph hops expanded from the seeds")
    hop_bonus: float = Field(
        0.0,
        ge=0,
        description="score added per seed a hop candidate is linked to (0: the graph widens, scores rank)",
    )
    resolved_excerpts: int = Field(3, ge=0, description="resolved past runs shown (k)")
    failed_excerpts: int = Field(2, ge=0, description="failed past runs shown")
    insights: int = Field(6, ge=0, description="insights returned per retrieval")
    lesson_margin: float = Field(
        0.2,
        ge=0,
        description="furthest score behind the best retrieved task at which a task's lessons are still offered: "
        "past it come other kinds of task, whose procedures mislead a planner. Chosen on the tune split "
        "(experiments.shown)",
    )
    failure_margin: float = Field(
        0.3,
        ge=0,
        description="furthest score behind the best retrieved task at which a failed run is still shown to "
        "reviewers: a failure of another kind of task teaches nothing about this one. Chosen on the tune split",
    )
    candidates: int = Field(
        50,
        ge=1,
        description="most past tasks a retrieval ranks (seeds, hops and fill): a task linked to thousands "
        "must not make the answer thousands long",
    )
    min_relevance: float = Field(
        0.66,
        ge=0.0,
        le=1.0,
        description="floor of a past task's calibrated relevance (RankedTask.relevance): the ranking is kept down "
        "to its last task that clears it, and to at least resolved_excerpts tasks; with none above it a retrieval is "
        "empty and every role's text is ''. "
        "Chosen on the tune split (experiments.calibrate)",
    )


class ScoringWeights(BaseModel):
    """Weights of the parts of a past task's score in the query tier (see :mod:`gmem.tiers.query`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    lexical: float = Field(1.0, description="weight of the weighted word cosine of the instructions")
    procedure: float = Field(1.0, description="weight of the match of predicted and actual action templates")
    dense: float = Field(0.2, description="weight of the embedding similarity of the instructions")
    parsimony: float = Field(
        0.3,
        description="weight of the penalty on a task's own weighted word norm: of two tasks a query matches "
        "alike, the one that asks for less the query did not mention ranks first",
    )
    unsaid_act: float = Field(
        4.0,
        description="weight of the penalty on a task's words that mark an act done with an instrument the query "
        "does not ask for, or count several things where it asks for one (the norm of their learned weights): a "
        "request that names no act is a plain move, one that counts nothing moves one thing. Chosen on the tune and "
        "read wordings of experiments/rephrasings.py (1 until the forty-fifth session; experiments/HISTORY.md)",
    )
    unasked_act: float = Field(
        0.6,
        ge=0.0,
        description="weight of the penalty on a task whose run did an act done with an instrument (a heating, a "
        "washing) that the query does not ask for and that runs add to a move (a washing before the putting): read off "
        "what the run did, where unsaid_act reads its words, whose "
        "weights a team's own wording teaches slowly (a plain 'tuck the pepper shaker into the drawer' went to "
        "'rinse out a mug and set it in the coffee maker', which shares its putting). Chosen on the tune wordings "
        "of experiments/rephrasings.py",
    )
    trusted_words: float = Field(
        0.15,
        ge=0.0,
        description="mean learned weight of a memory's five heaviest words from which its words are trusted to "
        "tell what its runs did: below it the tasks a retrieval keeps are ordered with the procedure part at that "
        "share of `procedure` and the dense part at `dense` over it (ScienceWorld's runs 0.08, the chores' "
        "0.14-0.31; 0: always in full); which tasks are kept is decided as before. Chosen on the tune split of "
        "experiments/benchmark_wordings.py (gmem.tiers.weights.trusted)",
    )
    context: float = Field(
        0.0, description="weight of context similarity; contexts are embedded only while it is not 0"
    )
    in_context: float = Field(
        1.0,
        ge=0.0,
        description="strength of the learned word an unlearned query word is nearest in its sentence, against "
        "the memory's own instructions (0: off, and no instruction is read in context); both index kinds",
    )


#: The flat name of each nested setting (MemoryConfig's own in earlier versions) -> where it lives now.
MOVED = {
    **{name: f"traversal.{name}" for name in TraversalSettings.model_fields},
    **{f"{name}_weight": f"scoring.{name}" for name in ScoringWeights.model_fields},
}


class MemoryConfig(BaseModel):
    """Knobs with defaults measured on the ALFWorld replay (``python -m experiments.replay``)."""

    model_config = ConfigDict(extra="forbid")

    traversal: TraversalSettings = Field(default_factory=TraversalSettings, description="what a retrieval reaches")
    scoring: ScoringWeights = Field(default_factory=ScoringWeights, description="how past tasks are scored")
    budget_chars: int = Field(2400, ge=120, description="size bound of each role's rendered context")
    role_projection: bool = Field(True, description="fit each role's context to the role (off: one role-blind context)")
    links_per_task: int = Field(8, ge=0, description="most query-graph edges a new task gets")
    link_threshold: float = Field(0.5, description="least similarity for a query-graph edge")
    max_key_steps: int = Field(12, ge=2, description="most steps kept when a run is sparsified")
    feedback_resolved: float = Field(1.0, description="score change of shown insights when the task succeeds")
    feedback_failed: float = Field(-2.0, description="score change of shown insights when the task fails")
    llm: LLMOperationsConfig = Field(default_factory=LLMOperationsConfig, description="used when an LLM is given")
    llm_client: LLMSettings = Field(default_factory=LLMSettings, description="timeouts, retries, concurrency")

    @model_validator(mode="before")
    @classmethod
    def _refuse_moved(cls, data: Any) -> Any:
        if isinstance(data, dict):
            moved = [f"{name} moved to {MOVED[name]}" for name in data if name in MOVED]
            if moved:
                raise ValueError(
                    "; ".join(moved) + " (e.g. MemoryConfig(traversal={'seeds': 3}, scoring={'dense': 0.5}))"
                )
        return data


def cache_folder() -> Path:
    """Where gmem keeps what a machine can rebuild (PostgreSQL index snapshots, exported models):
    ``$GMEM_CACHE_DIR``, else ``$XDG_CACHE_HOME/gmem``, else ``~/.cache/gmem``."""
    explicit = os.environ.get("GMEM_CACHE_DIR")
    if explicit:
        return Path(explicit)
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "gmem"
