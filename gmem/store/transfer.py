"""Moving a whole memory between stores (SQLite <-> PostgreSQL, or one namespace to another).

The export is JSONL: a header line (format, source namespace, embedder), one line per task (its node,
interaction graph, words, procedure, vectors, query-graph edges, the insights it was shown and whether its
outcome already moved their scores), then one line per insight with its hyperedges. It holds the stored
state itself, not the runs to re-mine, so an imported memory retrieves exactly like the exported one.
Vectors are base64 little-endian float32: exact, and a quarter of the size of JSON numbers.
"""

from __future__ import annotations

import base64
import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal

import numpy as np
from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from gmem.errors import RecordError
from gmem.importer import EXPORT_KIND
from gmem.models import Evidence, Insight, InteractionGraph, QueryNode
from gmem.store.writes import InsightUpdate, TaskWrite

if TYPE_CHECKING:
    from gmem.store.base import Transfer

log = logging.getLogger(__name__)

FORMAT_VERSION = 1
#: The move an outcome applied before stores recorded it (schema 4): the default feedback knobs.
LEGACY_FEEDBACK = {"resolved": 1.0, "failed": -2.0}


class ExportHeader(BaseModel):
    kind: Literal["gmem-memory"] = EXPORT_KIND
    version: int = FORMAT_VERSION
    namespace: str = Field(description="the namespace exported (informational: import writes to the target's)")
    embedder: str | None = Field(description="name of the embedder the vectors come from")
    dimension: int | None = None


class ExportedLink(BaseModel):
    task_id: str = Field(description="the earlier task this one is linked to")
    kind: str
    weight: float


class ExportedTask(BaseModel):
    kind: Literal["task"] = "task"
    node: QueryNode
    graph: InteractionGraph
    words: list[str]
    procedure: list[str]
    instruction_vector: str = Field(description="base64 little-endian float32")
    context_vector: str = Field(description="base64 little-endian float32")
    links: list[ExportedLink] = Field(default_factory=list)
    used_insights: list[str] = Field(default_factory=list, description="keys of the insights shown for the task")
    feedback_applied: bool = Field(False, description="its outcome already moved those insights' scores")
    feedback_delta: float | None = Field(
        None, description="by how much each (absent from exports before schema 4: the default knobs' move)"
    )
    reading: int = Field(
        0, description="the version of the reading that gave ``words`` (absent before schema 7: read them again)"
    )

    @property
    def applied_feedback(self) -> float | None:
        """The score move the task's outcome applied to each insight it was shown; None if none yet."""
        if not self.feedback_applied:
            return None
        if self.feedback_delta is not None:
            return self.feedback_delta
        return LEGACY_FEEDBACK.get(self.node.status.value, 0.0)

    def write(self, used_insights: list[int]) -> TaskWrite:
        return TaskWrite(
            node=self.node,
            graph=self.graph,
            words=self.words,
            procedure=self.procedure,
            instruction_vector=decode_vector(self.instruction_vector),
            context_vector=decode_vector(self.context_vector),
            links=[(link.task_id, link.kind, link.weight) for link in self.links],
            used_insights=used_insights,
            reading=self.reading,
        )


class ExportedInsight(BaseModel):
    kind: Literal["insight"] = "insight"
    key: str
    text: str
    score: float
    origin: str
    supporting: list[str] = Field(default_factory=list)
    contradicting: list[str] = Field(default_factory=list)

    @classmethod
    def of(cls, insight: Insight) -> ExportedInsight:
        return cls.model_validate(insight.model_dump(exclude={"id", "created_at", "updated_at"}))

    def update(self) -> InsightUpdate:
        """The insight as an upsert that adds its whole score and hyperedges."""
        evidence = {t: Evidence.SUPPORTS for t in self.supporting} | {
            t: Evidence.CONTRADICTS for t in self.contradicting
        }
        return InsightUpdate(
            key=self.key, text=self.text, score_delta=self.score, evidence=evidence, origin=self.origin
        )


_RECORD: TypeAdapter[ExportedTask | ExportedInsight] = TypeAdapter(
    Annotated[ExportedTask | ExportedInsight, Field(discriminator="kind")]
)


@dataclass(frozen=True)
class TransferSummary:
    tasks: int
    insights: int


def encode_vector(vector: np.ndarray) -> str:
    return base64.b64encode(np.asarray(vector, dtype="<f4").tobytes()).decode("ascii")


def decode_vector(text: str) -> np.ndarray:
    return np.frombuffer(base64.b64decode(text, validate=True), dtype="<f4").astype(np.float32)


def _line(model: BaseModel) -> str:
    # Sorted keys: the same memory exports to the same bytes from every backend (PostgreSQL's jsonb
    # does not keep the key order of the ``extra`` fields).
    return json.dumps(model.model_dump(mode="json"), ensure_ascii=False, sort_keys=True) + "\n"


def export_memory(store: Transfer, path: str | Path) -> TransferSummary:
    """Write the store's namespace to ``path`` (JSONL, see the module docstring)."""
    embedder = store.stored_embedder()
    header = ExportHeader(
        namespace=store.namespace,
        embedder=embedder[0] if embedder else None,
        dimension=embedder[1] if embedder else None,
    )
    tasks = insights = 0
    target = Path(path)
    partial = target.with_name(f".{target.name}.partial")
    try:  # written beside the target, then renamed: a failure (disk full) leaves no half-written export
        with open(partial, "w", encoding="utf-8") as sink:
            sink.write(_line(header))
            for record in store.export_records():
                sink.write(_line(record))
                if isinstance(record, ExportedTask):
                    tasks += 1
                else:
                    insights += 1
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    log.info("exported %d tasks and %d insights of namespace %r to %s", tasks, insights, store.namespace, path)
    return TransferSummary(tasks, insights)


def read_export(path: str | Path) -> tuple[ExportHeader, list[ExportedTask], list[ExportedInsight]]:
    """Parse and check a whole export before anything is stored; :class:`RecordError` says where it is wrong."""
    source = str(path)
    header: ExportHeader | None = None
    tasks: dict[str, tuple[int, ExportedTask]] = {}  # id -> (line, task)
    insights: dict[str, ExportedInsight] = {}
    with open(path, "rb") as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                data = json.loads(raw.decode("utf-8"))
                if header is None:
                    header = ExportHeader.model_validate(data)
                    continue
                record = _RECORD.validate_python(data)
            except UnicodeDecodeError as exc:
                raise RecordError(source, number, "", f"not UTF-8 (byte {exc.start}: {exc.reason})") from None
            except json.JSONDecodeError as exc:
                raise RecordError(source, number, "", f"not valid JSON ({exc.msg} at column {exc.colno})") from None
            except ValidationError as exc:
                first = exc.errors()[0]
                where = ".".join(str(p) for p in first["loc"])
                problem = first["msg"] if header is not None else _not_an_export(data, first["msg"])
                raise RecordError(source, number, where, problem) from None
            _check_record(record, header, tasks, insights, source, number)
    if header is None:
        raise RecordError(source, 1, "", "empty file: not a gmem memory export")
    for number, task in tasks.values():
        for key in task.used_insights:
            if key not in insights:
                raise RecordError(source, number, "used_insights", f"names insight {key!r}, which is not in the file")
    return header, [task for _, task in tasks.values()], list(insights.values())


def _not_an_export(first_line: object, problem: str) -> str:
    if isinstance(first_line, dict) and "instruction" in first_line:
        return "a file of recorded runs, not a memory export: import it with `gmem import` (Memory.import_jsonl)"
    return f"not a gmem memory export ({problem})"


def _check_record(
    record: ExportedTask | ExportedInsight,
    header: ExportHeader,
    tasks: dict[str, tuple[int, ExportedTask]],
    insights: dict[str, ExportedInsight],
    source: str,
    number: int,
) -> None:
    if isinstance(record, ExportedInsight):
        if record.key in insights:
            raise RecordError(source, number, "key", f"insight {record.key!r} appears twice")
        insights[record.key] = record
        return
    if record.node.id in tasks:
        raise RecordError(
            source, number, "node.id", f"task {record.node.id!r} already appears on line {tasks[record.node.id][0]}"
        )
    for name in ("instruction_vector", "context_vector"):
        try:
            size = decode_vector(getattr(record, name)).size
        except ValueError as exc:
            raise RecordError(source, number, name, f"not base64 float32 ({exc})") from None
        if header.dimension is not None and size != header.dimension:
            raise RecordError(source, number, name, f"has {size} dimensions; the header says {header.dimension}")
    tasks[record.node.id] = (number, record)


def import_memory(store: Transfer, path: str | Path) -> TransferSummary:
    """Add an export to the store's namespace in one transaction (nothing is stored if anything is wrong)."""
    header, tasks, insights = read_export(path)
    if header.embedder is not None and header.dimension is not None:
        store.check_embedder(header.embedder, header.dimension)
    store.import_records(tasks, insights)
    log.info(
        "imported %d tasks and %d insights from %s into namespace %r", len(tasks), len(insights), path, store.namespace
    )
    return TransferSummary(len(tasks), len(insights))
