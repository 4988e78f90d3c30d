"""The typed shapes that cross gmem's boundaries.

Everything a user hands to gmem (a recorded run) or gets back (a retrieval, a role's context) is one of
these pydantic models, so bad input fails at the edge with a message naming the field, and nothing
half-valid reaches the tiers or the store.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from enum import Enum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from gmem.errors import NotFoundError
from gmem.text import readable_shape, shorten

#: A single utterance larger than this is rejected: it is almost always a tool dumping a file or a page,
#: and one such blob would dominate every excerpt and every embedding it touches.
MAX_UTTERANCE_CHARS = 200_000


class TaskStatus(str, Enum):
    """Outcome of a task. ``unknown`` until a judge or a later ``feedback`` call says otherwise."""

    RESOLVED = "resolved"
    FAILED = "failed"
    UNKNOWN = "unknown"


#: The outcome spellings gmem accepts, everywhere (import, judges, feedback): these names (any case), booleans,
#: and ``None`` for not known yet. Anything else ("yes", "on", 1, "ok") is refused rather than guessed at.
OUTCOME_SPELLINGS = "true, false, null, or one of 'resolved', 'failed', 'unknown'"


def as_status(status: object) -> TaskStatus:
    """The one outcome rule (see :data:`OUTCOME_SPELLINGS`): a status, a boolean, one of those spellings or
    None; anything else is a ``ValueError`` naming what was given."""
    if isinstance(status, TaskStatus):
        return status
    if status is None:
        return TaskStatus.UNKNOWN
    if isinstance(status, bool):
        return TaskStatus.RESOLVED if status else TaskStatus.FAILED
    if isinstance(status, str):
        try:
            return TaskStatus(status.strip().lower())
        except ValueError:
            pass
    raise ValueError(f"an outcome (status) must be {OUTCOME_SPELLINGS}; got {status!r}")


def storable(text: str) -> str:
    """Refuse text a store cannot hold: PostgreSQL has no NUL in its text type, so a memory that SQLite
    accepted could not move there. Refused on both backends, at the edge, naming the field."""
    position = text.find("\x00")
    if position >= 0:
        raise ValueError(f"contains a NUL character (\\x00) at position {position}; stores cannot hold it")
    return text


def unstorable_json(value: object, path: str = "") -> Iterator[str]:
    """Where a JSON value (a run's extra fields) holds something a store cannot keep: NUL in a key or a string
    (PostgreSQL refuses it), or NaN / infinity (not JSON; PostgreSQL's jsonb refuses it)."""
    if isinstance(value, str):
        if "\x00" in value:
            yield f"{path or 'value'} contains a NUL character (\\x00)"
    elif isinstance(value, float):
        if not math.isfinite(value):
            yield f"{path or 'value'} is {value}, which JSON cannot hold"
    elif isinstance(value, dict):
        for key, item in value.items():
            if "\x00" in str(key):
                yield f"a key in {path or 'the record'} contains a NUL character (\\x00)"
            yield from unstorable_json(item, f"{path}.{key}" if path else str(key))
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            yield from unstorable_json(item, f"{path}.{index}" if path else str(index))


def _storable_extra(model: BaseModel) -> None:
    for problem in unstorable_json(dict(model.model_extra or {})):
        raise ValueError(problem)


class CompactRepr(BaseModel):
    """``repr`` that shows a long field (vectors, saved states) by its size, not its bytes: a ``Change`` that
    holds a forgotten task's vectors would otherwise print ~10 KB of base64."""

    def __repr_args__(self) -> Iterator[tuple[str | None, Any]]:
        for name, value in super().__repr_args__():
            shown = repr(value)
            yield name, (value if len(shown) <= 120 else _Elided(type(value).__name__, len(shown)))


class _Elided:
    def __init__(self, kind: str, size: int) -> None:
        self.kind, self.size = kind, size

    def __repr__(self) -> str:
        return f"<{self.kind}, {self.size} chars>"


class _SameWhenever(BaseModel):
    """Equal when they say the same, whenever they were stored: the store's timestamps (excluded fields) are
    bookkeeping, so a lesson restored by ``undo`` or a task moved to another store compares equal."""

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.model_dump() == other.model_dump()

    # Equal by content yet mutable: unhashable, the way Python spells it (None where the base has a method).
    __hash__ = None  # type: ignore[assignment]


class UtteranceKind(str, Enum):
    MESSAGE = "message"
    ACTION = "action"
    OBSERVATION = "observation"


class EdgeKind(str, Enum):
    """Why two utterances are linked in an interaction graph."""

    TEMPORAL = "temporal"  # the next utterance in time
    REPLY = "reply"  # explicitly answered / built on (given by the recording framework)
    HANDOFF = "handoff"  # another agent took over after this one
    RESULT = "result"  # the environment's observation of an action


class Step(BaseModel):
    """One step of a recorded run in the import format: an agent acts (or speaks), the world answers.

    ``reply_to`` optionally names the earlier step (or steps, for a join) this one answers; without it
    gmem infers the links from time order and hand-offs. Extra fields are kept with the utterance.
    """

    model_config = ConfigDict(extra="allow")

    agent: str = Field(min_length=1)
    action: str
    observation: str = ""
    reply_to: list[int] | None = None

    @field_validator("reply_to", mode="before")
    @classmethod
    def _one_or_many(cls, value: object) -> object:
        """One parent (an int) or several (a join); stored as a list."""
        if isinstance(value, int) and not isinstance(value, bool):
            return [value]
        if value is None or isinstance(value, list):
            return value
        raise ValueError("must be the index of an earlier step, or a list of them")

    @property
    def replies_to(self) -> list[int]:
        return self.reply_to or []

    @field_validator("action", "observation")
    @classmethod
    def _bounded(cls, value: str) -> str:
        if len(value) > MAX_UTTERANCE_CHARS:
            raise ValueError(f"is {len(value)} characters; the limit is {MAX_UTTERANCE_CHARS}")
        return storable(value)

    @field_validator("agent")
    @classmethod
    def _storable(cls, value: str) -> str:
        return storable(value)

    @model_validator(mode="after")
    def _storable_extra(self) -> Step:
        _storable_extra(self)
        return self


class TaskRecord(BaseModel):
    """A finished task as recorded by a team: the import format of ``gmem import``.

    Unknown extra fields are kept (``model_extra``) and stored with the task, so nothing a user's
    pipeline attached is silently dropped.
    """

    model_config = ConfigDict(extra="allow")

    id: str = Field(min_length=1)
    instruction: str = Field(min_length=1)
    context: str = ""
    domain: str = ""
    steps: list[Step] = Field(default_factory=list, description="may be empty: a one-shot answer has no steps")
    success: bool | None = Field(None, description="true / false / null; or give status")
    status: TaskStatus | None = Field(None, description="resolved / failed / unknown (see as_status)")
    outcome_detail: str = ""

    @field_validator("id", "instruction", "context", "domain", "outcome_detail")
    @classmethod
    def _storable(cls, value: str) -> str:
        return storable(value)

    @field_validator("success", mode="before")
    @classmethod
    def _strict_success(cls, value: object) -> object:
        if value is not None and not isinstance(value, bool):
            raise ValueError(
                f"must be true, false or null; got {value!r} (status takes 'resolved', 'failed' or 'unknown')"
            )
        return value

    @field_validator("status", mode="before")
    @classmethod
    def _one_outcome_rule(cls, value: object) -> object:
        return None if value is None else as_status(value)

    @model_validator(mode="after")
    def _status_from_success(self) -> TaskRecord:
        implied = None if self.success is None else as_status(self.success)
        if self.status is None:
            self.status = implied or TaskStatus.UNKNOWN
        elif implied is not None and implied != self.status:
            raise ValueError(f"success={str(self.success).lower()} conflicts with status={self.status.value!r}")
        _storable_extra(self)
        for index, step in enumerate(self.steps):
            for parent in step.replies_to:
                if not 0 <= parent < index:
                    raise ValueError(f"steps[{index}].reply_to={step.reply_to} must name earlier steps")
        return self


class Utterance(BaseModel):
    index: int
    agent: str
    content: str
    kind: UtteranceKind
    step: int  # the import step it came from, so excerpts can cite it
    extra: dict[str, Any] = Field(default_factory=dict, description="the step's extra fields, as recorded")


class InteractionEdge(BaseModel):
    source: int
    target: int
    kind: EdgeKind


class RepeatedAction(BaseModel):
    """One action a run kept repeating, and how often it did."""

    model_config = ConfigDict(frozen=True)

    action: str
    count: int = Field(ge=2)


#: A failure reason quotes each action it names cut to this many characters.
QUOTED_ACTION_CHARS = 60


class AnsweredAction(BaseModel):
    """An action and what a tool or the environment answered it with."""

    model_config = ConfigDict(frozen=True)

    action: str
    answer: str


class FailureAnalysis(BaseModel):
    """How a failed run went wrong, found without an LLM: the facts the tiers act on (the insight tier mines
    a loop lesson from ``repeated``). Only :meth:`describe` turns it into the words a later team reads."""

    model_config = ConfigDict(frozen=True)

    steps: int = Field(ge=0, description="steps the run took before it stopped")
    repeated: RepeatedAction | None = Field(default=None, description="the action it looped on, if it did")
    ignored: list[str] = Field(default_factory=list, description="actions the environment answered with no effect")
    errors: list[AnsweredAction] = Field(
        default_factory=list, description="actions a tool or the environment answered with an error, and its answer"
    )
    last_effective: str = Field(
        default="", description="the last action that changed something, exploration aside ('' for none)"
    )
    explored: list[str] = Field(
        default_factory=list,
        description="the templates it explored with after ``last_effective`` (or at all, when nothing else changed)",
    )

    def describe(self) -> str:
        """The human-readable failure reason, as excerpts show it and the store keeps it."""
        reasons: list[str] = []
        if self.repeated is not None:
            reasons.append(
                f"repeated '{shorten(self.repeated.action, QUOTED_ACTION_CHARS)}' {self.repeated.count} times"
            )
        if self.errors:
            first = self.errors[0]
            reasons.append(
                f"{len(self.errors)} action(s) were answered with an error, e.g. "
                f"'{shorten(first.action, QUOTED_ACTION_CHARS)}' -> '{shorten(first.answer, QUOTED_ACTION_CHARS)}'"
            )
        if self.ignored:
            reasons.append(
                f"{len(self.ignored)} action(s) had no effect, e.g. '{shorten(self.ignored[0], QUOTED_ACTION_CHARS)}'"
            )
        # Told as done, not as exploring: a coding team's three writes are "exploration" by the same count.
        explored = ", ".join(f"'{readable_shape(shape)}'" for shape in self.explored)
        if self.last_effective:
            then = f", then only {explored} on different things" if explored else ""
            reasons.append(f"last effective action was '{shorten(self.last_effective, QUOTED_ACTION_CHARS)}'{then}")
        elif explored:
            reasons.append(f"only {explored} on different things, nothing else")
        reasons.append(f"stopped after {self.steps} steps without success")
        return "; ".join(reasons)


class InteractionGraph(BaseModel):
    """Who said and did what in one task, and who answered whom."""

    task_id: str
    utterances: list[Utterance]
    edges: list[InteractionEdge]
    key_steps: list[int] = Field(default_factory=list, description="step indices kept by sparsification")
    failure_reason: str = Field(default="", description="what went wrong, for failed tasks")
    failure: FailureAnalysis | None = Field(
        default=None,
        exclude=True,
        description="the LLM-free analysis of a failed run, on a graph built from the run as it is recorded, "
        "for the tiers that learn from it; a stored graph keeps only failure_reason, the text (a model may "
        "have rewritten it)",
    )


class QueryNode(_SameWhenever):
    """A past task as the query tier sees it."""

    id: str
    seq: int = Field(description="insertion order; later tasks have larger numbers")
    instruction: str
    context: str = ""
    domain: str = ""
    status: TaskStatus
    outcome_detail: str = ""
    extra: dict[str, Any] = Field(default_factory=dict)
    recorded_at: float | None = Field(
        None, exclude=True, description="when the store took it (not exported: an import is a new recording)"
    )


class Evidence(str, Enum):
    SUPPORTS = "supports"
    CONTRADICTS = "contradicts"


class Insight(_SameWhenever):
    """A reusable lesson, tied by hyperedges to the tasks that support or contradict it."""

    id: int
    text: str
    score: float
    origin: str = Field(description="'mined' (LLM-free) or 'llm'")
    key: str = Field(description="identity used to merge re-discoveries of the same lesson")
    supporting: list[str] = Field(default_factory=list)
    contradicting: list[str] = Field(default_factory=list)
    created_at: float | None = Field(None, exclude=True, description="when it was first stored (epoch seconds)")
    updated_at: float | None = Field(None, exclude=True, description="when its text, score or evidence last changed")


class Role(BaseModel):
    """An agent of the team, as far as memory cares: who it is and what it does."""

    name: str = Field(min_length=1)
    description: str = ""


class Excerpt(BaseModel):
    """The condensed trajectory of one past task, ready to show an agent."""

    task_id: str
    instruction: str
    status: TaskStatus
    score: float
    steps: list[Utterance]
    failure_reason: str = ""


class RankedInsight(BaseModel):
    insight: Insight
    relevance: float = Field(description="why it was picked: support among the retrieved tasks x score")


class RankedTask(BaseModel):
    node: QueryNode
    score: float = Field(description="the fused ranking score: comparable within one retrieval only")
    via: str = Field(description="'seed' (scored nearest) or 'hop' (reached through the query graph)")
    relevance: float = Field(
        1.0,
        ge=0.0,
        le=1.0,
        description="calibrated probability that this past task is of the same kind as the new one: the same "
        "meaning across queries and memories, compared with the retrieval's floor (``min_relevance``)",
    )
    parts: dict[str, float] = Field(
        default_factory=dict,
        description="the parts of the score a relevance calibration may read (gmem.tiers.relevance.RELEVANCE "
        "names those it reads): word, procedure and dense similarity, the query's word coverage, its cosine "
        "with the centroid of its neighbourhood (the best-ranked tasks), and how near it is to them (to the nearest "
        "as far as they are alike) beyond how close they are to each other's centroid",
    )


class RoleContext(BaseModel):
    """What one agent is shown: memory fitted to its role, bounded in size."""

    role: Role
    text: str
    insight_ids: list[int]
    excerpt_task_ids: list[str]


class BelowFloor(BaseModel):
    """Why a retrieval came back empty from a memory that holds tasks: none cleared the relevance floor. The
    nearest of them says how far off the memory was, and what floor would have let it through."""

    min_relevance: float = Field(description="the floor the retrieval used")
    nearest: RankedTask = Field(description="the most relevant past task, whose relevance is below the floor")


class WordReading(BaseModel):
    """One way a word of the request counts in the word similarity: as a word the memory learned from its runs,
    at a share of that word's learned weight. A word the memory never learned counts through its meaning."""

    word: str = Field(
        description="the request's word as the memory reads it: lower case, a count as its number word, a verb of "
        "putting that moves its object as 'put', two words the memory learned written together joined"
    )
    learned: str = Field(description="the memory's learned word it counts as")
    how: Literal[
        "itself", "learned form", "untaught", "MiniLM neighbour", "dictionary", "implied", "in context", "opposite"
    ] = Field(
        description="itself; a learned form of it (an inflection, two words written together, a misspelling); "
        "untaught: itself (or a form of it) where no run the weights were learned from had it (only failed runs, or "
        "runs recorded since), at an unseen word's weight; "
        "a MiniLM neighbour of the single word; a word WordNet says it stands for; implied by its place (an "
        "instrument's act, a verb that moves its object: putting); the learned word nearest it in its sentence; "
        "an opposite of what the request names as missing"
    )
    strength: float = Field(description="the share of the learned word's weight it brings (0-1)")
    weight: float = Field(description="what the learned word weighs in this memory (learned from its resolved runs)")
    background: bool = Field(
        False, description="said only in a sentence that asks for nothing, which weighs less (gmem.tiers.asking)"
    )


class RequestReading(BaseModel):
    """How the memory read a request's words (``Memory.retrieve(..., explain=True)``): what each counts as, what
    counted as nothing, and the acts it asks for none of. Why a reworded request found the runs it found."""

    words: list[WordReading]
    unknown: list[str] = Field(description="content words that count as no learned word")
    coverage: float = Field(description="share of the content words that count (a mapped word by its strength)")
    unasked: list[str] = Field(
        description="acts done with an instrument the request asks for none of ('clean', 'heat'), and 'several "
        "things' when it names nothing in the plural: runs marked by them, or that did such an act, rank below "
        "those without"
    )
    trust: float = Field(
        1.0,
        description="how far the memory's learned word weights are trusted to tell what its runs did (1: in full; "
        "under it the tasks kept are ordered with MiniLM weighed more: ScoringWeights.trusted_words)",
    )


class Retrieval(BaseModel):
    """The result of traversing the memory for a new task: up to insights, down to excerpts."""

    task: str
    context: str = ""
    tasks: list[RankedTask]
    insights: list[RankedInsight]
    resolved: list[Excerpt]
    failed: list[Excerpt]
    unknown: list[Excerpt] = Field(
        default_factory=list, description="runs without a verdict yet, shown below resolved runs of equal score"
    )
    roles: dict[str, RoleContext] = Field(default_factory=dict)
    mode: str = Field(description="'llm-free' or 'llm': which path produced this")
    below_floor: BelowFloor | None = Field(
        None,
        description="set when the memory stays silent although it holds tasks (of the domain asked): the floor "
        "and the nearest task under it. None when something cleared the floor, or there was nothing to compare",
    )
    reading: RequestReading | None = Field(
        None, description="how the request's words were read, when asked for (``retrieve(..., explain=True)``)"
    )

    def for_role(self, name: str) -> RoleContext:
        try:
            return self.roles[name]
        except KeyError:
            raise NotFoundError(f"no context was rendered for role {name!r}; roles: {sorted(self.roles)}") from None


class ChangeKind(str, Enum):
    """What a curation change did (see :meth:`gmem.Memory.history`)."""

    INSIGHT_ADD = "insight.add"  # a note written by a person or an agent's memory tool
    INSIGHT_EDIT = "insight.edit"
    INSIGHT_DELETE = "insight.delete"
    TASK_FORGET = "task.forget"
    TASK_OUTCOME = "task.outcome"  # a known outcome corrected by feedback (corrected again, never undone)
    TASK_WORDS = "task.words"  # runs' words and steps read again by a newer reading (gmem.rereading; never undone)
    UNDO = "undo"
    COMPACT = "compact"


class Change(CompactRepr):
    """One logged change to a memory by a person or a tool: who, when, what, and the state it replaced.

    ``before`` / ``after`` hold what :meth:`gmem.Memory.undo` needs to reverse the change; compaction drops
    them, after which the change stays in the history but can no longer be undone.
    """

    id: int
    kind: ChangeKind
    target: str = Field(description="what changed: 'insight:<id>', 'task:<id>', 'change:<id>' or 'history'")
    summary: str
    author: str
    at: float = Field(description="when, in seconds since the epoch (UTC)")
    before: Any = None
    after: Any = None
    undoes: int | None = Field(None, description="for an undo: the change it reversed")
    undone_by: int | None = Field(None, description="the undo that reversed this change, if any")
    compacted: bool = False

    @property
    def reversible(self) -> bool:
        """Whether :meth:`gmem.Memory.undo` can still reverse it (conflicts with later changes aside)."""
        return self.undone_by is None and not self.compacted and self.kind not in _FINAL


#: Changes that cannot be undone: an undo, a compaction, and an outcome correction (give feedback again).
_FINAL = (ChangeKind.UNDO, ChangeKind.COMPACT, ChangeKind.TASK_OUTCOME)
