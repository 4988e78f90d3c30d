"""The retrieve pipeline: a new task -> query-tier scores -> traversal (up to insights, down to excerpts) ->
one context per role, with the model's optional re-rank and per-role rewrite inside the retrieval's budget.

Plain sync code. The index is read under the memory's lock (after catching up with the store); the model
calls run without it, all of a step's calls at once (:class:`~gmem.llm.client.Budget`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from gmem import limits
from gmem.config import MemoryConfig, TraversalSettings
from gmem.embedding import CHUNK, embed_all, embed_in_context, reads_words
from gmem.errors import InvalidArgumentError
from gmem.llm.client import Budget
from gmem.models import BelowFloor, RankedTask, RequestReading, Retrieval, Role, RoleContext
from gmem.roles import Rewrite, RoleProjector, role_text
from gmem.setting import split_setting
from gmem.tiers.asking import embedded_texts
from gmem.tiers.reading import WORD_PROMPT
from gmem.traversal import candidates, gather

if TYPE_CHECKING:
    from gmem.memory import Parts

RoleLike = Role | str | tuple[str, str] | Mapping[str, str]


def as_role(role: RoleLike) -> Role:
    if isinstance(role, Role):
        return role
    if isinstance(role, str):
        return Role(name=role)
    if isinstance(role, tuple):
        return Role(name=role[0], description=role[1])
    return Role.model_validate(dict(role))


def as_roles(roles: Sequence[RoleLike]) -> list[Role]:
    """The roles of one retrieval, within :mod:`gmem.limits`: at most ``MAX_ROLES``, descriptions cut to
    ``ROLE_CHARS`` (a longer name is refused: it is how the caller asks for its context)."""
    if len(roles) > limits.MAX_ROLES:
        raise InvalidArgumentError(f"{len(roles)} roles in one retrieval; at most {limits.MAX_ROLES} (split the team)")
    out = []
    for role in map(as_role, roles):
        if len(role.name) > limits.ROLE_CHARS:
            raise InvalidArgumentError(f"role name of {len(role.name)} characters; at most {limits.ROLE_CHARS}")
        out.append(role.model_copy(update={"description": role.description[: limits.ROLE_CHARS]}))
    return out


class Retriever:
    def __init__(self, parts: Parts) -> None:
        self._store, self._replica, self._lock = parts.store, parts.replica, parts.lock
        self._embedder, self._ops, self._parts = parts.embedder, parts.ops, parts
        self._projector = RoleProjector(parts.embedder)
        self._mode = "llm" if parts.ops is not None else "llm-free"

    @property
    def _config(self) -> MemoryConfig:
        return self._parts.config

    def retrieve(
        self,
        task: str,
        context: str,
        roles: Sequence[RoleLike],
        k: int | None,
        min_relevance: float | None,
        domain: str | None,
        explain: bool = False,
    ) -> Retrieval:
        """See :meth:`gmem.Memory.retrieve`. With a model: the re-rank of the candidates that cleared the floor
        and each role's rewritten lessons share ``llm_client.retrieve_budget`` seconds; what has not answered
        by then is cancelled and its LLM-free result kept."""
        role_list = as_roles(roles)
        settings = self._settings(k, min_relevance)
        # Ranked by what is asked, not the room it is asked in; the retrieval says the task as it was given.
        request, setting = split_setting(task, context)
        ranked, below_floor, reading = self._candidates(request, setting, settings, domain, explain)
        ops, config = self._ops, self._config
        budget = Budget(ops.client, ops.client.settings.retrieve_budget) if ops is not None else None
        if budget is not None and config.llm.rerank:
            ranked = self._rerank(request, ranked, budget)
        result = self._assemble(task, context, role_list, ranked, settings)
        if below_floor is not None or reading is not None:
            result = result.model_copy(update={"below_floor": below_floor, "reading": reading})
        if budget is not None and config.llm.project_roles and config.role_projection and result.tasks:
            result = self._project(result, role_list, budget)
        return result

    def _settings(self, k: int | None, min_relevance: float | None) -> TraversalSettings:
        settings = self._config.traversal
        if k is not None:
            if k < 1:
                raise InvalidArgumentError(f"k must be at least 1; got {k}")
            settings = settings.model_copy(update={"candidates": k})
        if min_relevance is not None:
            if not 0.0 <= min_relevance <= 1.0:
                raise InvalidArgumentError(f"min_relevance must be within [0, 1]; got {min_relevance}")
            settings = settings.model_copy(update={"min_relevance": min_relevance})
        return settings

    def _candidates(
        self, task: str, context: str, settings: TraversalSettings, domain: str | None, explain: bool = False
    ) -> tuple[list[RankedTask], BelowFloor | None, RequestReading | None]:
        if not task.strip():
            raise InvalidArgumentError("task must be a non-empty string")
        with self._lock:
            self._replica.refresh()
            index = self._replica.index
            task = limits.scored(task)
            asked, context_text = embedded_texts(task, context)  # what the dense similarity reads, as recorded
            texts = [task, context_text] if self._config.scoring.context else [task]
            # Words are embedded, and instructions read in context, when they are recorded
            # (IndexReplica.embed_words); what that missed (an index rebuilt from its store, another writer's
            # tasks, a failed embedding) is embedded here, as recording embeds it (the same prompt, so a
            # vocabulary word's vector is the same whichever path embedded it, but for the last float bits some
            # CPUs round with the batch: learned query words are mapped by them), and read in context with the
            # query: one model pass, a few short texts more.
            vocabulary, unlearned = index.words_to_embed(), index.unlearned(task)
            if vocabulary:
                index.add_word_vectors(embed_all(self._embedder, vocabulary))
            reading = self._config.scoring.in_context and reads_words(self._embedder)
            rows, instructions = index.instructions_to_read(CHUNK) if reading else ([], [])
            prompted = [WORD_PROMPT.format(w) for w in unlearned]
            # The task as asked is read in context (its words' vectors); a question put as a command is
            # embedded once more, as the question it asks, for the instruction vector (before the instructions,
            # whose readings are the batch's last).
            everything = texts + prompted + ([asked] if asked not in texts else []) + instructions
            vectors, in_context = (
                embed_in_context(self._embedder, everything) if reading else (self._embedder.embed(everything), None)
            )
            word_vectors = dict(zip(unlearned, vectors[len(texts) :]))
            words_in_context = in_context[0] if in_context is not None else None  # the task's, first of the batch
            if in_context is not None and rows:
                index.add_instruction_words(rows, in_context[-len(rows) :])
            instruction, context_vector = vectors[everything.index(asked)], vectors[len(texts) - 1]
            query = index.query(
                task,
                instruction,
                context_vector,
                word_vectors=word_vectors,
                domain=domain,
                in_context=words_in_context,
            )
            explained = None
            if explain:  # as the query read it: the same words, vectors and words in context
                explained = index.explain(task, word_vectors, words_in_context)
            # A memory of several domains ranks each on its own (see candidates()), with the one query.
            names = index.domain_names() if domain is None else []
            queries = [index.within(query, name) for name in names] if len(names) > 1 else [query]
            return (*candidates(index, self._store, queries, settings), explained)

    def _assemble(
        self, task: str, context: str, roles: list[Role], ranked: list[RankedTask], settings: TraversalSettings
    ) -> Retrieval:
        if not ranked:  # nothing relevant: nothing to show, not even an empty block
            silent = {role.name: RoleContext(role=role, text="", insight_ids=[], excerpt_task_ids=[]) for role in roles}
            return Retrieval(
                task=task, context=context, tasks=[], insights=[], resolved=[], failed=[], roles=silent, mode=self._mode
            )
        with self._lock:
            insights, resolved, failed, unknown = gather(self._store, self._replica.index, ranked, settings)
        result = Retrieval(
            task=task,
            context=context,
            tasks=ranked,
            insights=insights,
            resolved=resolved,
            failed=failed,
            unknown=unknown,
            mode=self._mode,
        )
        contexts = self._projector.project(
            roles, result, budget_chars=self._config.budget_chars, fitted=self._config.role_projection
        )
        return result.model_copy(update={"roles": contexts})

    def _rerank(self, task: str, ranked: list[RankedTask], budget: Budget) -> list[RankedTask]:
        assert self._ops is not None
        head = ranked[: self._config.llm.rerank_candidates]
        if len(head) < 2:
            return ranked
        [order] = budget.settle(
            "rerank", [self._ops.rerank(task, [f"{t.node.instruction} ({t.node.status.value})" for t in head])]
        )
        if order is None:
            return ranked
        chosen = [head[i] for i in order]
        return chosen + [t for t in ranked if t not in chosen]

    def _project(self, result: Retrieval, roles: list[Role], budget: Budget) -> Retrieval:
        """Each role's lessons rewritten for it by the model, all roles at once; roles whose rewrite failed or
        was cut off by the budget keep the LLM-free view."""
        assert self._ops is not None
        texts = {r.insight.id: r.insight.text for r in result.insights}
        shown = {role.name: [texts[i] for i in result.roles[role.name].insight_ids] for role in roles}
        asking = [role for role in roles if shown[role.name]]
        answers = budget.settle(
            "project", [self._ops.project(role_text(role), result.task, shown[role.name]) for role in asking]
        )
        rewritten = {
            role.name: Rewrite(points, result.roles[role.name].insight_ids)
            for role, points in zip(asking, answers)
            if points is not None
        }
        if not rewritten:
            return result
        contexts = self._projector.project(roles, result, budget_chars=self._config.budget_chars, rewritten=rewritten)
        return result.model_copy(update={"roles": contexts})
