"""Rows and models, both ways, for the SQL the backends share (:mod:`gmem.store.sql`,
:mod:`gmem.store.sql_writes`, and the change log in :mod:`gmem.store.undo` and :mod:`gmem.store.changes`): the
connection a statement runs on, the columns read together, and a row turned into the model it stores. Rows come back as mappings, JSON columns already decoded and vectors as float32
arrays (each backend's driver sees to that)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, Protocol

from gmem.models import (
    Change,
    ChangeKind,
    EdgeKind,
    InteractionEdge,
    InteractionGraph,
    QueryNode,
    TaskStatus,
    Utterance,
    UtteranceKind,
)
from gmem.store.transfer import ExportedLink, ExportedTask, encode_vector

Row = Mapping[str, Any]

#: The columns of a task row that make its :class:`~gmem.models.QueryNode`.
NODE_COLUMNS = "seq, id, instruction, context, domain, status, outcome_detail, extra, created_at"
#: The columns of a task row that make its :class:`~gmem.store.transfer.ExportedTask` (with its utterances).
EXPORTED_COLUMNS = (
    f"{NODE_COLUMNS}, key_steps, edges, failure_reason, words, procedure, instruction_vector, context_vector,"
    " feedback_applied, feedback_delta, reading"
)


class Rows(Protocol):
    """What a statement returns: the DB-API cursor subset gmem uses."""

    @property
    def rowcount(self) -> int: ...

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...


class SQL(Protocol):
    """A connection (in a transaction, for writes) taking ``?`` placeholders."""

    def execute(self, statement: str, params: Sequence[Any] = ..., /) -> Rows: ...

    def executemany(self, statement: str, params: Iterable[Sequence[Any]], /) -> object: ...


def as_json(value: object) -> str:
    """A value for a JSON column."""
    return json.dumps(value, ensure_ascii=False)


def first(rows: Rows) -> Row | None:
    """The first row of a ``RETURNING`` statement (read to the end, so the statement is finished)."""
    found = rows.fetchall()
    return found[0] if found else None


def node_of(r: Row) -> QueryNode:
    """The node of a task row with :data:`NODE_COLUMNS`."""
    return QueryNode(
        id=r["id"],
        seq=int(r["seq"]),
        instruction=r["instruction"],
        context=r["context"],
        domain=r["domain"],
        status=TaskStatus(r["status"]),
        outcome_detail=r["outcome_detail"],
        extra=r["extra"],
        recorded_at=float(r["created_at"]),
    )


#: What :func:`graph_of` reads of an utterance row.
UTTERANCE_COLUMNS = "idx, step, agent, kind, content, extra"
#: The names the SQL store's one-statement reads give the rows they aggregate as JSON (``SQLStore._json_rows``):
#: a backend that returns JSON as text decodes these.
JSON_AGGREGATES = frozenset({"evidence_rows", "key_utterances", "run_utterances"})


def utterance_rows(sql: SQL, seq: int) -> list[Row]:
    """The utterances of the task with ``seq``, in order."""
    found: list[Row] = sql.execute(
        f"SELECT {UTTERANCE_COLUMNS} FROM utterances WHERE task_seq = ? ORDER BY idx", (seq,)
    ).fetchall()
    return found


def steps_of(utterances: Sequence[Row]) -> list[tuple[str, str]]:
    """The ``(action, observation)`` of each step of a run, from its utterance rows (``idx``, ``step``,
    ``kind``, ``content``, any order): what its interaction graph holds of the steps it was recorded with
    (:func:`~gmem.tiers.interaction.build_graph`: the agent's utterance, then the environment's answer)."""
    steps: dict[int, dict[str, str]] = {}
    for u in sorted(utterances, key=lambda u: int(u["idx"])):
        said = "observation" if u["kind"] == UtteranceKind.OBSERVATION.value else "action"
        steps.setdefault(int(u["step"]), {}).setdefault(said, u["content"])
    return [(said.get("action", ""), said.get("observation", "")) for _, said in sorted(steps.items())]


def graph_of(task: Row, utterances: list[Row], *, condensed: bool = False) -> InteractionGraph:
    """The interaction graph of a task row (``id``, ``key_steps``, ``edges``, ``failure_reason``) and its
    utterance rows, in order; ``condensed``: the rows are those of its key steps, and only the edges between
    them are kept."""
    kept = {int(u["idx"]) for u in utterances} if condensed else None
    return InteractionGraph(
        task_id=task["id"],
        utterances=[
            Utterance(
                index=int(u["idx"]),
                step=int(u["step"]),
                agent=u["agent"],
                kind=UtteranceKind(u["kind"]),
                content=u["content"],
                extra=u["extra"],
            )
            for u in utterances
        ],
        edges=[
            InteractionEdge(source=s, target=t, kind=EdgeKind(k))
            for s, t, k in task["edges"]
            if kept is None or (s in kept and t in kept)
        ],
        key_steps=task["key_steps"],
        failure_reason=task["failure_reason"],
    )


def exported_task(sql: SQL, r: Row, links: list[ExportedLink], used_insights: list[str]) -> ExportedTask:
    """The whole task of a row with :data:`EXPORTED_COLUMNS`: what an export writes and a forget keeps for
    its undo."""
    return ExportedTask(
        node=node_of(r),
        graph=graph_of(r, utterance_rows(sql, r["seq"])),
        words=r["words"],
        procedure=r["procedure"],
        instruction_vector=encode_vector(r["instruction_vector"]),
        context_vector=encode_vector(r["context_vector"]),
        links=links,
        used_insights=used_insights,
        feedback_applied=bool(r["feedback_applied"]),
        feedback_delta=float(r["feedback_delta"]),
        reading=int(r["reading"]),
    )


#: The columns of a change row that make its :class:`~gmem.models.Change`.
CHANGE_COLUMNS = (
    "id, kind, target, summary, author, created_at, before_state, after_state, undoes, undone_by, compacted"
)


def change_of(row: Row) -> Change:
    """The change of a row with :data:`CHANGE_COLUMNS`."""
    return Change(
        id=int(row["id"]),
        kind=ChangeKind(row["kind"]),
        target=row["target"],
        summary=row["summary"],
        author=row["author"],
        at=float(row["created_at"]),
        before=row["before_state"],
        after=row["after_state"],
        undoes=row["undoes"],
        undone_by=row["undone_by"],
        compacted=bool(row["compacted"]),
    )
