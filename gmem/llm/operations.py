"""The LLM-backed memory operations (G-Memory's upper tier, written by a model).

Each operation takes plain data (condensed runs, numbered rules), makes one bounded call through the
:class:`~gmem.llm.client.LLMClient`, validates the answer strictly, and returns what should change - or
``None`` when the model failed or answered unusably, after counting a fallback, so the caller keeps its
LLM-free result. Nothing here reads or writes the store.

What a model may change is limited, because a model can be wrong or be steered by text in the runs it reads:

* a lesson it writes (ADD, EDIT, merge) is kept only when the runs it cites bear it out
  (:mod:`gmem.llm.grounding`); the others are counted as ``rejected`` and logged;
* a lesson it writes starts at the score of an LLM-free one and earns the rest through feedback;
* a REMOVE only lowers a score; one that would drop a lesson is a *deletion*, at most
  ``removals_per_update`` per answer (the caller also bounds them per window of tasks and logs each one,
  undoably, with the model as author);
* a merge replaces only model-written lessons: LLM-free ones stay, and only resolved runs support the result.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from pydantic import BaseModel, Field

from gmem.errors import LLMError
from gmem.fence import quote
from gmem.llm import prompts
from gmem.llm.client import BreakerOpen, LLMClient
from gmem.llm.grounding import Grounds
from gmem.llm.parsing import (
    MalformedAnswer,
    Operation,
    parse_failure,
    parse_key_steps,
    parse_list,
    parse_operations,
    parse_ranking,
)
from gmem.llm.protocol import ChatMessage
from gmem.models import Evidence, Insight, InteractionGraph, UtteranceKind
from gmem.store.writes import InsightUpdate
from gmem.text import readable, shorten

log = logging.getLogger(__name__)


class LLMOperationsConfig(BaseModel):
    """Which operations use the model, how often, and how much each prompt may carry."""

    sparsify: bool = Field(True, description="key steps and failure reasons by the model")
    insights: bool = Field(True, description="insight updates (ADD/EDIT/AGREE/REMOVE) by the model")
    merge: bool = Field(True, description="periodic merge of related insights by the model")
    rerank: bool = Field(False, description="re-rank retrieved tasks by the model (costs a call per retrieval)")
    project_roles: bool = Field(True, description="rewrite the insights for each role by the model")
    insights_start_after: int = Field(3, ge=1, description="tasks recorded before the first batch update")
    insights_every: int = Field(3, ge=1, description="tasks between batch updates")
    merge_every: int = Field(20, ge=2, description="tasks between merges")
    max_insights: int = Field(30, ge=1, description="size at which the set counts as full")
    prompt_insights: int = Field(12, ge=1, description="rules shown in an update prompt")
    operations_per_update: int = Field(4, ge=1)
    run_chars: int = Field(1200, ge=200, description="characters of one condensed run in a prompt")
    batch_runs: int = Field(3, ge=1, description="resolved runs in a batch update")
    merge_min_cluster: int = Field(4, ge=2, description="insights a cluster needs before it is merged")
    merge_clusters: int = Field(3, ge=1, description="clusters merged per merge pass")
    rerank_candidates: int = Field(8, ge=2)
    project_points: int = Field(5, ge=1)
    removals_per_update: int = Field(1, ge=0, description="lessons one model answer may delete (REMOVE)")
    removals_per_window: int = Field(2, ge=0, description="lessons the model may delete per window of tasks")
    removal_window: int = Field(20, ge=1, description="tasks in the window that bounds the model's deletions")
    score_add: float = Field(1.0, description="a model-written lesson starts here, as an LLM-free one does")
    score_agree: float = 1.0
    score_edit: float = 1.0
    score_remove: float = -1.0
    score_remove_full: float = -3.0


@dataclass
class Proposal:
    """What one model answer would change: upserts, lessons it would delete, and what was refused (why)."""

    updates: list[InsightUpdate] = field(default_factory=list)
    deletions: list[Insight] = field(default_factory=list)
    rejected: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Run:
    """A past task as a prompt shows it: its id (for hyperedges) and its condensed text."""

    task_id: str
    text: str


def render_run(instruction: str, graph: InteractionGraph, *, limit: int, outcome: str = "") -> str:
    """A run's key steps as ``agent: action -> observation`` lines (a serialized message as its words and its call:
    :func:`~gmem.text.readable`), cut to ``limit`` characters; every stored field quoted (one line, no marker), so a
    run cannot pose as part of the prompt."""
    keep = set(graph.key_steps)
    lines = [f"Task: {quote(instruction)}"]
    for u in graph.utterances:
        if u.step not in keep:
            continue
        if u.kind == UtteranceKind.OBSERVATION:
            lines[-1] += f" -> {quote(shorten(readable(u.content), 100))}"
        else:
            lines.append(f"{quote(u.agent)}: {quote(shorten(readable(u.content), 160))}")
    if outcome:
        lines.append(f"Outcome: {quote(outcome)}")
    text = "\n".join(lines)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def llm_key(text: str) -> str:
    """Identity of a model-written insight: its normalised first wording (edits keep the key)."""
    return "llm:" + hashlib.sha1(" ".join(text.lower().split()).encode()).hexdigest()[:16]


class LLMOperations:
    def __init__(self, client: LLMClient, config: LLMOperationsConfig | None = None) -> None:
        self.client = client
        self.config = config or LLMOperationsConfig()

    async def _ask(self, kind: str, messages: list[ChatMessage]) -> str | None:
        try:
            return await self.client.acomplete(kind, messages)
        except LLMError as exc:  # a skip while the breaker is open was logged once, when it opened
            log.log(
                logging.DEBUG if isinstance(exc, BreakerOpen) else logging.WARNING,
                "%s: falling back to the LLM-free path (%s)",
                kind,
                exc,
            )
            self.client.fallback(kind)
            return None

    def _unusable(self, kind: str, exc: MalformedAnswer) -> None:
        log.warning("%s: unusable model answer (%s); falling back to the LLM-free path", kind, exc)
        self.client.unusable(kind)
        self.client.fallback(kind)

    def _refuse(self, kind: str, proposal: Proposal) -> Proposal:
        if proposal.rejected:
            for reason in proposal.rejected:
                log.warning("%s: refused a model change: %s", kind, reason)
            self.client.rejected(kind, len(proposal.rejected))
        return proposal

    # ---------------------------------------------------------------- interaction tier

    async def sparsify(
        self, instruction: str, steps: Sequence[tuple[str, str, str]], *, failed: bool, limit: int
    ) -> tuple[list[int], str] | None:
        """Key step indices (and, for a failed run, why it failed) chosen by the model."""
        shown = [
            f"{agent}: {shorten(readable(action), 160)} -> {shorten(readable(observation), 100)}"
            for agent, action, observation in steps
        ]
        answer = await self._ask("sparsify", prompts.key_steps(instruction, shown, failed=failed, limit=limit))
        if answer is None:
            return None
        try:
            key = parse_key_steps(answer, len(steps), limit=limit)
            return key, parse_failure(answer) if failed else ""
        except MalformedAnswer as exc:
            self._unusable("sparsify", exc)
            return None

    # ---------------------------------------------------------------- insight tier

    async def learn_from_pair(
        self, rules: list[Insight], resolved: Run, failed: Run, *, full: bool, grounds: Grounds
    ) -> Proposal | None:
        messages = prompts.insights_from_pair(
            [r.text for r in rules], resolved.text, failed.text, most=self.config.operations_per_update
        )
        return await self._update(messages, rules, [resolved.task_id, failed.task_id], full=full, grounds=grounds)

    async def learn_from_batch(
        self, rules: list[Insight], runs: list[Run], *, full: bool, grounds: Grounds
    ) -> Proposal | None:
        messages = prompts.insights_from_batch(
            [r.text for r in rules], [run.text for run in runs], most=self.config.operations_per_update
        )
        return await self._update(messages, rules, [run.task_id for run in runs], full=full, grounds=grounds)

    async def _update(
        self, messages: list[ChatMessage], rules: list[Insight], tasks: list[str], *, full: bool, grounds: Grounds
    ) -> Proposal | None:
        answer = await self._ask("insights", messages)
        if answer is None:
            return None
        try:
            operations = parse_operations(answer, len(rules), most=self.config.operations_per_update)
        except MalformedAnswer as exc:
            self._unusable("insights", exc)
            return None
        proposal = Proposal()
        for op in operations:
            self._propose(op, rules, tasks, grounds, proposal, full=full)
        return self._refuse("insights", proposal)

    def _propose(
        self, op: Operation, rules: list[Insight], tasks: list[str], grounds: Grounds, proposal: Proposal, *, full: bool
    ) -> None:
        """Add what ``op`` would change to ``proposal``, or why it may not."""
        c = self.config
        supports = {t: Evidence.SUPPORTS for t in tasks}
        if op.verb == "ADD":
            reason = grounds.check(op.text, tasks)
            if reason:
                proposal.rejected.append(f"ADD {op.text!r}: {reason}")
            else:
                proposal.updates.append(
                    InsightUpdate(
                        key=llm_key(op.text), text=op.text, score_delta=c.score_add, evidence=supports, origin="llm"
                    )
                )
            return
        assert op.target is not None, "the parser gives every verb but ADD its rule number"
        rule = rules[op.target - 1]
        if op.verb == "EDIT":
            reason = grounds.check(op.text, [*tasks, *rule.supporting])
            if reason:
                proposal.rejected.append(f"EDIT of {rule.text!r} to {op.text!r}: {reason}")
            else:
                proposal.updates.append(
                    InsightUpdate(
                        key=rule.key,
                        text=op.text,
                        score_delta=c.score_edit,
                        evidence=supports,
                        origin=rule.origin,
                        replace_text=True,
                    )
                )
        elif op.verb == "AGREE":
            proposal.updates.append(
                InsightUpdate(
                    key=rule.key, text=rule.text, score_delta=c.score_agree, evidence=supports, origin=rule.origin
                )
            )
        elif rule.score + (delta := c.score_remove_full if full else c.score_remove) > 0:
            proposal.updates.append(
                InsightUpdate(
                    key=rule.key,
                    text=rule.text,
                    score_delta=delta,
                    origin=rule.origin,
                    evidence={t: Evidence.CONTRADICTS for t in tasks},
                )
            )
        elif len(proposal.deletions) < c.removals_per_update and rule not in proposal.deletions:
            proposal.deletions.append(rule)
        else:
            proposal.rejected.append(f"REMOVE of {rule.text!r}: at most {c.removals_per_update} deletion(s) per answer")

    async def merge(self, cluster: list[Insight], grounds: Grounds) -> Proposal | None:
        """Fewer, better insights for one cluster: the merged ones that the cluster's resolved runs bear out
        are added (supported by those runs), and the model-written originals they replace are to be deleted."""
        most = max(1, len(cluster) // 2)
        answer = await self._ask("merge", prompts.merge([r.text for r in cluster], most=most))
        if answer is None:
            return None
        try:
            merged = parse_list(answer, most=most)
        except MalformedAnswer as exc:
            self._unusable("merge", exc)
            return None
        support = [t for t in dict.fromkeys(t for r in cluster for t in r.supporting) if grounds.resolved(t)]
        proposal = Proposal()
        for text in merged:
            reason = grounds.check(text, support)
            if reason:
                proposal.rejected.append(f"merged {text!r}: {reason}")
            else:
                proposal.updates.append(
                    InsightUpdate(
                        key=llm_key(text),
                        text=text,
                        score_delta=self.config.score_add,
                        evidence={t: Evidence.SUPPORTS for t in support},
                        origin="llm",
                    )
                )
        if proposal.updates:
            keep = {u.key for u in proposal.updates}
            proposal.deletions = [r for r in cluster if r.origin == "llm" and r.key not in keep]
        return self._refuse("merge", proposal)

    # ---------------------------------------------------------------- retrieval

    async def rerank(self, task: str, candidates: list[str]) -> list[int] | None:
        answer = await self._ask("rerank", prompts.rerank(task, candidates))
        if answer is None:
            return None
        try:
            return parse_ranking(answer, len(candidates))
        except MalformedAnswer as exc:
            self._unusable("rerank", exc)
            return None

    async def project(self, role: str, task: str, rules: list[str]) -> list[str] | None:
        answer = await self._ask("project", prompts.project(role, task, rules, most=self.config.project_points))
        if answer is None:
            return None
        try:
            return parse_list(answer, most=self.config.project_points)
        except MalformedAnswer as exc:
            self._unusable("project", exc)
            return None
