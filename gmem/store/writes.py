"""The values that cross the store's boundary: what the tiers hand down to be written, and what the store
hands back to build the in-memory index. Plain data, no behaviour, importing nothing of the store, so a
tier can build its writes without depending on the contract or on a backend.

Data flows one way: the tiers compute a recorded task's node, graph, links and lessons into one
:class:`TaskWrite` (its lessons as :class:`InsightUpdate`\\ s), and the store applies it in one transaction;
:class:`StoredTask` rows come back, read after a :class:`StoreCursor`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from gmem.models import Evidence, InteractionGraph, QueryNode, TaskStatus

#: The origin of the lessons gmem mines itself (the insight tier's); a model's are "llm", a note's "note:<author>".
MINED = "mined"
#: The origins of the lessons learned from runs, gmem's and a model's: a forget takes away those that only the
#: forgotten run supported (a person's note stays, however it was tied).
FROM_RUNS = (MINED, "llm")


@dataclass
class InsightUpdate:
    """A lesson found (again) while recording a task, or written by a person or a model: upserted by ``key``."""

    key: str
    text: str
    score_delta: float
    evidence: dict[str, Evidence] = field(default_factory=dict)  # task id -> supports / contradicts
    origin: str = MINED
    replace_text: bool = False  # an edit: the stored wording becomes ``text``
    # A run that followed a lesson the memory may hold: moves and ties the lesson so keyed if it is stored, and
    # adds none (a memory of one kind of task confirms the procedure its first runs minted).
    confirms_only: bool = False


@dataclass
class TaskWrite:
    """Everything one recorded task adds or changes, applied atomically."""

    node: QueryNode
    graph: InteractionGraph
    words: list[str]
    procedure: list[str]
    instruction_vector: np.ndarray
    context_vector: np.ndarray
    links: list[tuple[str, str, float]] = field(default_factory=list)  # (other task id, kind, weight)
    insight_updates: list[InsightUpdate] = field(default_factory=list)
    used_insights: list[int] = field(default_factory=list)
    # The score move the task's known outcome gives ``used_insights``, in the same transaction (None: its
    # outcome is unknown, or no retrieval was given for it; feedback may move them later).
    feedback: float | None = None
    # The version of the reading that gave ``words`` (gmem.tiers.terms.READING); 0: not known, read them again.
    reading: int = 0


@dataclass
class Settlement:
    """What a verdict given after a task was recorded (:meth:`~gmem.store.base.TaskLog.apply_feedback`) adds
    besides the outcome: the verdict's reason, the failure reason its run was analysed to (kept only where the
    task has none), and the lessons its run teaches, applied only when the task had no verdict before, so a run
    settled later teaches what it would have taught had it come with its outcome, once."""

    # The verdict's why (the task's ``outcome_detail``). None keeps the stored one while the outcome stays, and drops
    # it when the outcome changes: it was the reason for the earlier outcome.
    detail: str | None = None
    failure_reason: str = ""
    lessons: list[InsightUpdate] = field(default_factory=list)


@dataclass
class StoredTask:
    """A task as loaded to build (or catch up) the in-memory query index."""

    id: str
    seq: int  # assigned by the store at commit; within a namespace, commit order
    revision: int  # the namespace's revision when the task was stored or its outcome last changed
    status: TaskStatus
    instruction: str
    words: list[str]
    procedure: list[str]
    failure_reason: str
    instruction_vector: np.ndarray
    context_vector: np.ndarray
    domain: str = ""


@dataclass
class RunToRead:
    """A stored run as a newer reading reads it again (:mod:`gmem.rereading`): what its words and its
    procedure are read from, and what an older reading stored of them."""

    seq: int
    id: str
    instruction: str
    words: list[str]
    procedure: list[str]
    steps: list[tuple[str, str]]  # (action, observation) of each step, in order, as its utterances hold them


@dataclass(frozen=True)
class StoreCursor:
    """How far a reader has read a namespace: the last task (``seq``) and the last change (``revision``)."""

    seq: int = 0
    revision: int = 0

    def past(self, task: StoredTask) -> StoreCursor:
        return StoreCursor(max(self.seq, task.seq), max(self.revision, task.revision))


#: The cursor of a reader that has read nothing yet: loading after it loads everything.
ORIGIN = StoreCursor()
