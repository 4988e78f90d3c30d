"""What the experiment runners share: the run's config, the memories under comparison, and a resumable loop.

``python -m experiments.alfworld.run`` and ``python -m experiments.hotpotqa.run`` each define a
:class:`Benchmark` (its tasks, in order, and how one task is run by a team with a given memory) and hand it
to :func:`run`, which goes through the memories one after another, each over the same tasks in the same order:

    results/<run-name>/
        config.json                 the resolved config (``--config`` reruns or continues it)
        <memory>/tasks.jsonl        one line per finished task
        <memory>/memory.db          gmem's store (flat: flat.jsonl), kept with the results
        <memory>/checkpoint.*       the store as it was after the last line written

A run that stops - crashed, interrupted, killed - continues where it stopped when started again with the same
config: tasks already written are skipped, and a store that holds more than the lines say (the task under
way had been recorded, or an interrupted AgentChat run was recorded as ``unknown``) is rolled back to its
checkpoint first, so each memory holds exactly the tasks its lines report.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import re
import shutil
import sqlite3
import time
from collections.abc import Callable, Sequence
from contextlib import closing
from pathlib import Path
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, field_validator, model_validator
from tqdm import tqdm

from experiments import llm_usage
from experiments.endpoints import AGENT_MAX_TOKENS, PROFILES, ActionFormat, EndpointProfile, ProfileName, memory_client
from experiments.flat_memory import FlatMemory
from experiments.local_model import LOCAL
from experiments.scripted import CountedMemoryModel
from gmem import Embedder, Memory, MemoryConfig, Retrieval, SentenceTransformerEmbedder
from gmem.llm import LLMClient, LLMProvider

logger = logging.getLogger(__name__)

#: The memories compared, in report order.
MEMORIES = (
    "none",
    "flat",
    "gmem",
    "gmem-llm",
    "gmem-insights-only",
    "gmem-trajectories-only",
    "gmem-no-roles",
)
#: What each gmem memory changes in ``MemoryConfig``; only ``gmem-llm`` is given a model.
GMEM_VARIANTS: dict[str, dict[str, Any]] = {
    "gmem": {},
    "gmem-llm": {},
    "gmem-insights-only": {"traversal": {"resolved_excerpts": 0, "failed_excerpts": 0}},
    "gmem-trajectories-only": {"traversal": {"insights": 0}},
    "gmem-no-roles": {"role_projection": False},
}
#: G-Memory's AutoGen team calls in its ground-truth agent when the acting agent repeats an action this often.
STUCK_REPEATS = 3
#: Config fields a continued run may change: which memories it runs (the run dir keeps all of them), and
#: where the endpoint listens (a local model server takes a free port each time it starts).
MAY_CHANGE = frozenset({"memories", "base_url"})

TeamMemoryBackend = Memory | FlatMemory


class RunError(RuntimeError):
    """The run dir does not fit the config, or a memory's store cannot be brought in line with its results."""


class RunConfig(BaseModel):
    """Everything that decides a run's results; written as ``config.json`` in the run dir."""

    model_config = ConfigDict(extra="forbid")

    benchmark: Literal["alfworld", "hotpotqa"]
    run_name: str
    results_dir: str = "results"
    memories: list[str] = list(MEMORIES)
    scripted: bool = False
    model: str | None = None
    base_url: str | None = None
    seed: int = 0
    max_steps: int
    limit: int | None = None
    tiny: bool = False  # ALFWorld: the four tiny games instead of valid_unseen
    authored: bool = False  # ALFWorld: the games authored with alfworld's generator (experiments/alfworld/authored)
    endpoint_profile: ProfileName = "default"  # timeouts, retries, concurrency, action format (local: --model local)
    action_format: ActionFormat | None = None  # ALFWorld actions as tool calls or text (default: the profile's)
    max_tokens: int = AGENT_MAX_TOKENS  # per agent turn
    alfworld_data: str | None = None  # ALFWorld: $ALFWORLD_DATA
    data: str | None = None  # HotpotQA: the question file

    @field_validator("memories")
    @classmethod
    def _known_memories(cls, memories: list[str]) -> list[str]:
        unknown = [m for m in memories if m not in MEMORIES]
        if unknown or not memories:
            raise ValueError(f"unknown memories {unknown}; choose from {', '.join(MEMORIES)} (or 'all')")
        return [m for m in MEMORIES if m in memories]

    @model_validator(mode="after")
    def _a_model(self) -> RunConfig:
        if self.scripted:
            self.model = self.base_url = None
        elif not self.model:
            raise ValueError(
                "no model: give --model (or set GMEM_MODEL) for an OpenAI-compatible endpoint, or --scripted"
            )
        if self.max_steps < 1 or (self.limit is not None and self.limit < 1) or self.max_tokens < 1:
            raise ValueError("max_steps, max_tokens and limit must be at least 1")
        if self.tiny and self.authored:
            raise ValueError("choose one game set: --tiny or --authored")
        if self.model == LOCAL:
            self.endpoint_profile = "local"
        return self

    @property
    def profile(self) -> EndpointProfile:
        return PROFILES[self.endpoint_profile]

    @property
    def actions(self) -> ActionFormat:
        """How the ALFWorld team sends its commands: the config's choice, else its endpoint profile's."""
        return self.action_format or self.profile.action_format

    @property
    def run_dir(self) -> Path:
        return Path(self.results_dir) / self.run_name


class Benchmark(Protocol):
    """A task stream and how a team works through one task of it."""

    #: Per-task scores in each line, averaged in the summary ("success" first).
    metrics: tuple[str, ...]
    #: Who plays the agents, for the report (saying so when it is a script).
    agents: str

    def tasks(self) -> Sequence[Any]: ...

    def task_id(self, task: Any) -> str: ...

    async def run_task(self, task: Any, memory: TeamMemoryBackend | None) -> dict[str, Any]:
        """Run one task with ``memory`` (None: no memory); the line to write, with ``success`` and ``steps``."""
        ...


def is_stuck(actions: Sequence[str]) -> bool:
    """Whether the last :data:`STUCK_REPEATS` actions are one and the same."""
    return len(actions) >= STUCK_REPEATS and len(set(actions[-STUCK_REPEATS:])) == 1


def shown_chars(retrieval: Retrieval | None) -> dict[str, int]:
    """Characters of memory each role was given (roles given nothing - an empty memory - left out)."""
    if retrieval is None:
        return {}
    return {
        role: len(context.text)
        for role, context in retrieval.roles.items()
        if context.insight_ids or context.excerpt_task_ids
    }


# ------------------------------------------------------------------------------------------------ config


def parse_config(
    benchmark: str,
    argv: Sequence[str] | None,
    *,
    description: str,
    defaults: dict[str, Any],
    add_arguments: Callable[[argparse.ArgumentParser], None],
) -> tuple[RunConfig, str | None]:
    """The run's config from ``defaults``, then ``--config FILE``, then the flags given; and the API key
    (``--api-key`` or ``OPENAI_API_KEY``), which is never written to the run dir."""
    parser = argparse.ArgumentParser(description=description, argument_default=argparse.SUPPRESS)
    parser.add_argument("--config", type=Path, help="a run's config.json: rerun it, or continue it where it stopped")
    parser.add_argument("--run-name", help="results go to RESULTS_DIR/RUN_NAME (default: from benchmark and model)")
    parser.add_argument("--results-dir", help="default: results")
    parser.add_argument("--memories", type=memory_list, help=f"comma-separated, or all (default): {','.join(MEMORIES)}")
    parser.add_argument("--scripted", action="store_true", help="scripted agents and memory model: offline smoke run")
    parser.add_argument("--model", help="model name at the OpenAI-compatible endpoint (default: $GMEM_MODEL)")
    parser.add_argument(
        "--base-url",
        "--endpoint",
        dest="base_url",
        help="e.g. http://localhost:8000/v1 (default: $OPENAI_BASE_URL, else OpenAI); "
        f"--model {LOCAL} starts the bundled small model and needs none",
    )
    parser.add_argument(
        "--endpoint-profile",
        choices=sorted(PROFILES),
        help="timeouts, retries, concurrency and action format for the endpoint: default, or local "
        f"(a one-request-at-a-time server; implied by --model {LOCAL})",
    )
    parser.add_argument(
        "--action-format",
        choices=["tools", "text"],
        help="ALFWorld commands as tool calls or as 'Action: ...' text (default: the profile's)",
    )
    parser.add_argument("--max-tokens", type=int, help=f"tokens per agent turn (default {AGENT_MAX_TOKENS})")
    parser.add_argument("--api-key", help="default: $OPENAI_API_KEY (never written to the run dir)")
    parser.add_argument("--seed", type=int, help="sampling seed sent to the model (temperature is 0); default 0")
    parser.add_argument("--max-steps", type=int, help=f"actions per task (default {defaults['max_steps']})")
    parser.add_argument("--limit", type=int, help="only the first N tasks")
    add_arguments(parser)
    given = vars(parser.parse_args(argv))
    api_key = given.pop("api_key", None) or os.environ.get("OPENAI_API_KEY")
    values = {"benchmark": benchmark, **defaults}
    if "config" in given:
        values.update(json.loads(given.pop("config").read_text(encoding="utf-8")))
    values.update(given)
    if values["benchmark"] != benchmark:
        raise SystemExit(f"that config is for the {values['benchmark']} runner, not {benchmark}")
    if not values.get("scripted"):
        values.setdefault("model", os.environ.get("GMEM_MODEL"))
        values.setdefault("base_url", os.environ.get("OPENAI_BASE_URL"))
    values.setdefault("run_name", default_run_name(values))
    try:
        return RunConfig.model_validate(values), api_key
    except ValueError as error:
        raise SystemExit(str(error)) from error


def default_run_name(values: dict[str, Any]) -> str:
    """``<benchmark>[-tiny][-first<N>]-<model or scripted>``, so the same command continues the same run."""
    parts = [values["benchmark"]]
    if values.get("tiny"):
        parts.append("tiny")
    if values.get("authored"):
        parts.append("authored")
    if values.get("limit"):
        parts.append(f"first{values['limit']}")
    parts.append("scripted" if values.get("scripted") else re.sub(r"[^\w.-]+", "_", str(values.get("model"))))
    return "-".join(parts)


def memory_list(text: str) -> list[str]:
    """``--memories``: names separated by commas, or ``all``."""
    return list(MEMORIES) if text.strip() == "all" else [m.strip() for m in text.split(",") if m.strip()]


def prepare_run_dir(config: RunConfig) -> RunConfig:
    """Create the run dir or check that it holds this run; returns the config saved there, whose memories
    are those of every invocation so far."""
    config.run_dir.mkdir(parents=True, exist_ok=True)
    path = config.run_dir / "config.json"
    saved = config
    if path.exists():
        before = RunConfig.model_validate_json(path.read_text(encoding="utf-8"))
        changed = sorted(
            key
            for key in RunConfig.model_fields
            if key not in MAY_CHANGE and getattr(before, key) != getattr(config, key)
        )
        if changed:
            raise RunError(
                f"{config.run_dir} holds a run with another config ({', '.join(changed)} differ: "
                + ", ".join(f"{k} {getattr(before, k)!r} there, {getattr(config, k)!r} now" for k in changed)
                + "); give a new --run-name, or --config "
                + str(path)
                + " to continue that run"
            )
        every = {*before.memories, *config.memories}
        saved = config.model_copy(update={"memories": [m for m in MEMORIES if m in every]})
    path.write_text(saved.model_dump_json(indent=2) + "\n", encoding="utf-8")
    return saved


def memory_llm(config: RunConfig, api_key: str | None) -> LLMProvider | LLMClient:
    """gmem-llm's model: the run's model at its endpoint (timeouts and concurrency from its profile), or
    the scripted memory model."""
    if config.scripted:
        return CountedMemoryModel()
    return memory_client(
        model=config.model, base_url=config.base_url, api_key=api_key, profile=config.profile, seed=config.seed
    )


# -------------------------------------------------------------------------------------------- memories


class Arm:
    """One memory under test, its store in the run dir, and the checkpoint a stopped run rolls back to."""

    def __init__(
        self, name: str, directory: Path, embedder: Embedder, llm: LLMProvider | LLMClient | None = None
    ) -> None:
        self.name = name
        self.directory = directory
        self.embedder = embedder
        self.llm = llm
        self.memory: TeamMemoryBackend | None = None
        suffix = ".jsonl" if name == "flat" else ".db"
        self.store = directory / (("flat" if name == "flat" else "memory") + suffix)
        self.checkpoint_path = directory / f"checkpoint{suffix}"

    def open(self, expected_tasks: int) -> None:
        """Open the memory holding exactly ``expected_tasks`` tasks, rolling back to the checkpoint if needed."""
        self.directory.mkdir(parents=True, exist_ok=True)
        if self.name == "none":
            return
        self.memory = self._open()
        if self.stored_tasks() != expected_tasks:
            found = self.stored_tasks()
            self.close()
            if not self.checkpoint_path.exists():
                raise RunError(f"{self.store} holds {found} tasks, its results {expected_tasks}, and no checkpoint")
            self._copy(self.checkpoint_path, self.store)
            self.memory = self._open()
            if self.stored_tasks() != expected_tasks:
                raise RunError(
                    f"{self.store} holds {self.stored_tasks()} tasks after the rollback, its results {expected_tasks}; "
                    f"delete {self.directory} to run this memory again from the start"
                )
            logger.warning(
                "%s: rolled the store back from %d to %d tasks (the run had stopped mid-task)",
                self.name,
                found,
                expected_tasks,
            )
        self.checkpoint()

    def _open(self) -> TeamMemoryBackend:
        if self.name == "flat":
            return FlatMemory(self.store, self.embedder)
        config = MemoryConfig(**GMEM_VARIANTS[self.name])
        return Memory.open(self.store, embedder=self.embedder, config=config, llm=self.llm)

    def stored_tasks(self) -> int:
        if isinstance(self.memory, Memory):
            return self.memory.stats().tasks
        return len(self.memory) if self.memory is not None else 0

    def usage(self) -> llm_usage.Operations:
        """Memory-side LLM use so far in this process, per operation (empty for memories without a model)."""
        return llm_usage.operations(self.memory.usage if isinstance(self.memory, Memory) else None)

    def checkpoint(self) -> None:
        if self.memory is not None:
            self._copy(self.store, self.checkpoint_path)

    def _copy(self, source: Path, target: Path) -> None:
        """A consistent copy: SQLite's backup API for a gmem store (open or not), a file copy for the flat one."""
        if self.name != "flat":
            with closing(sqlite3.connect(source)) as src, closing(sqlite3.connect(target)) as dst:
                src.backup(dst)
            return
        partial = target.with_suffix(".partial")
        if source.exists():
            shutil.copyfile(source, partial)
        else:  # nothing recorded yet
            partial.write_text("", encoding="utf-8")
        os.replace(partial, target)

    def close(self) -> None:
        if isinstance(self.memory, Memory):
            self.memory.close()
        self.memory = None


class TaskLog:
    """A memory's per-task results: JSON lines, appended and synced one at a time."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def read(self) -> list[dict[str, Any]]:
        """The lines written; a last line cut short by a crash is dropped (and removed from the file)."""
        if not self.path.exists():
            return []
        raw = self.path.read_text(encoding="utf-8").splitlines()
        lines: list[dict[str, Any]] = []
        for number, text in enumerate(raw, start=1):
            try:
                lines.append(json.loads(text))
            except json.JSONDecodeError:
                if number != len(raw):
                    raise RunError(f"{self.path}:{number} is not JSON") from None
                logger.warning("%s: dropping an unfinished last line", self.path)
                self.path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
        return lines

    def append(self, line: dict[str, Any]) -> None:
        with self.path.open("a", encoding="utf-8") as sink:
            sink.write(json.dumps(line) + "\n")
            sink.flush()
            os.fsync(sink.fileno())


# ------------------------------------------------------------------------------------------------ the run


async def run(
    config: RunConfig,
    benchmark: Benchmark,
    *,
    api_key: str | None = None,
    embedder: Embedder | None = None,
    progress: bool = True,
) -> RunConfig:
    """Run (or continue) every memory of ``config`` over the benchmark's tasks; returns the config saved in
    the run dir (its memories are all those the run dir holds). ``embedder`` defaults to the bundled MiniLM."""
    saved = prepare_run_dir(config)
    tasks = benchmark.tasks()
    embedder = embedder or SentenceTransformerEmbedder()
    for name in config.memories:
        llm = memory_llm(config, api_key) if name == "gmem-llm" else None
        await _run_memory(Arm(name, config.run_dir / name, embedder, llm), benchmark, tasks, progress)
    return saved


async def _run_memory(arm: Arm, benchmark: Benchmark, tasks: Sequence[Any], progress: bool) -> None:
    log = TaskLog(arm.directory / "tasks.jsonl")
    done = log.read()
    expected = [benchmark.task_id(task) for task in tasks[: len(done)]]
    if [line["task_id"] for line in done] != expected or len(done) > len(tasks):
        raise RunError(f"{log.path} does not follow this run's task order; delete {arm.directory} to run it again")
    bar = tqdm(total=len(tasks), initial=len(done), desc=arm.name, unit="task", disable=not progress)
    try:
        arm.open(len(done))
        for index in range(len(done), len(tasks)):
            before = arm.usage()
            start = time.perf_counter()
            line = await benchmark.run_task(tasks[index], arm.memory)
            seconds = time.perf_counter() - start
            by_operation = llm_usage.difference(arm.usage(), before)
            total = llm_usage.totals(by_operation)
            used = {key: total.get(key, 0) for key in ("calls", "prompt_tokens", "completion_tokens", "fallbacks")}
            used["tokens"] = used["prompt_tokens"] + used["completion_tokens"]
            used["operations"] = by_operation
            log.append(
                {
                    "task_index": index,
                    "task_id": benchmark.task_id(tasks[index]),
                    "memory": arm.name,
                    **line,
                    "memory_usage": used,
                    "seconds": round(seconds, 3),
                }
            )
            arm.checkpoint()
            bar.update(1)
    finally:
        bar.close()
        arm.close()


def read_results(run_dir: Path, memory: str) -> list[dict[str, Any]]:
    return TaskLog(run_dir / memory / "tasks.jsonl").read()
