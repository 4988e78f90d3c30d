"""The typed shapes that cross gmem's boundaries.

Everything a user hands to gmem (a recorded run) or gets back (a retrieval, a role's context) is one of
these pydantic models, so bad input fails at the edge with a message naming the field, and nothing
half-valid reaches the tiers or the store.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

#: A single utterance larger than this is rejected: it is almost always a tool dumping a file or a page,
#: and one such blob would dominate every excerpt and every embedding it touches.
MAX_UTTERANCE_CHARS = 200_000


class TaskStatus(str, Enum):
    """Outcome of a task. ``unknown`` until a judge or a later ``feedback`` call says otherwise."""

    RESOLVED = "resolved"
    FAILED = "failed"
    UNKNOWN = "unknown"


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
        return value


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
    steps: list[Step] = Field(min_length=1)
    success: bool | None = None
    status: TaskStatus | None = None
    outcome_detail: str = ""

    @model_validator(mode="after")
    def _status_from_success(self) -> TaskRecord:
        if self.status is None:
            self.status = {True: TaskStatus.RESOLVED, False: TaskStatus.FAILED, None: TaskStatus.UNKNOWN}[
                self.success
            ]
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


class InteractionGraph(BaseModel):
    """Who said and did what in one task, and who answered whom."""

    task_id: str
    utterances: list[Utterance]
    edges: list[InteractionEdge]
    key_steps: list[int] = Field(default_factory=list, description="step indices kept by sparsification")
    failure_reason: str = Field(default="", description="what went wrong, for failed tasks")


class QueryNode(BaseModel):
    """A past task as the query tier sees it."""

    id: str
    seq: int = Field(description="insertion order; later tasks have larger numbers")
    instruction: str
    context: str = ""
    domain: str = ""
    status: TaskStatus
    outcome_detail: str = ""
    extra: dict[str, Any] = Field(default_factory=dict)


class Evidence(str, Enum):
    SUPPORTS = "supports"
    CONTRADICTS = "contradicts"


class Insight(BaseModel):
    """A reusable lesson, tied by hyperedges to the tasks that support or contradict it."""

    id: int
    text: str
    score: float
    origin: str = Field(description="'mined' (LLM-free) or 'llm'")
    key: str = Field(description="identity used to merge re-discoveries of the same lesson")
    supporting: list[str] = Field(default_factory=list)
    contradicting: list[str] = Field(default_factory=list)


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
        1.0, ge=0.0, le=1.0,
        description="calibrated probability that this past task is of the same kind as the new one: the same "
        "meaning across queries and memories, compared with the retrieval's floor (``min_relevance``)",
    )
    parts: dict[str, float] = Field(
        default_factory=dict, description="what the relevance was computed from: word, procedure and dense "
        "similarity and the query's word coverage",
    )


class RoleContext(BaseModel):
    """What one agent is shown: memory fitted to its role, bounded in size."""

    role: Role
    text: str
    insight_ids: list[int]
    excerpt_task_ids: list[str]


class Retrieval(BaseModel):
    """The result of traversing the memory for a new task: up to insights, down to excerpts."""

    task: str
    context: str = ""
    tasks: list[RankedTask]
    insights: list[RankedInsight]
    resolved: list[Excerpt]
    failed: list[Excerpt]
    roles: dict[str, RoleContext] = Field(default_factory=dict)
    mode: str = Field(description="'llm-free' or 'llm': which path produced this")

    def for_role(self, name: str) -> RoleContext:
        try:
            return self.roles[name]
        except KeyError:
            raise KeyError(f"no context was rendered for role {name!r}; roles: {sorted(self.roles)}") from None


class ChangeKind(str, Enum):
    """What a curation change did (see :meth:`gmem.Memory.history`)."""

    INSIGHT_EDIT = "insight.edit"
    INSIGHT_DELETE = "insight.delete"
    TASK_FORGET = "task.forget"
    UNDO = "undo"
    COMPACT = "compact"


class Change(BaseModel):
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
        return self.undone_by is None and not self.compacted and self.kind not in (ChangeKind.UNDO, ChangeKind.COMPACT)
