"""What one input may cost: the share of a task, a query or a role list that gmem reads to score, embed,
fingerprint and prompt. The store always keeps the whole input; only the work done on it is bounded, so
recording, importing and retrieving take a bounded time and memory per input whatever its size (figures:
``python -m benchmarks.worst_case``, README "Limits").

The bounds sit far above what real team runs carry (in the shared data the longest ALFWorld instruction is
43 characters, the longest run 30 steps, the longest HotpotQA question 208 characters), so on such data they
change nothing; they stop a pasted document, a runaway loop or a hostile file from costing minutes and
gigabytes. Single utterances are bounded where records are validated (``gmem.models.MAX_UTTERANCE_CHARS``).
"""

from __future__ import annotations

import os

from gmem.errors import InvalidArgumentError

#: Characters of an instruction, context or query read for word scoring and embedding. MiniLM reads at most
#: 256 tokens (about 1,200 characters) anyway; words past this point only grow the vocabulary.
SCORED_CHARS = 4_000
#: Characters of a step read as a framework's serialized message (``gmem.messages``: a JSON dump or a repr is
#: read whole or not at all); a longer step is read as text.
MESSAGE_CHARS = 20_000
#: Characters of serialized steps kept parsed (``gmem.messages``, ``gmem.calls``: :mod:`gmem.textcache`): a step is
#: read for its thought, its act, its template and its result in turn, in passes over its whole run. 20 MB holds a
#: run of 100,000 steps of 200 characters, or a thousand of the longest read (:data:`MESSAGE_CHARS`).
PARSED_CHARS = 20_000_000
#: Steps of one run read for its procedure fingerprint (what teams *did*); later steps are stored and shown
#: in the run's graph, but do not change how the task is matched or mined.
SCORED_STEPS = 2_000
#: Runs longer than this are sparsified by the rules, without asking the model (a prompt listing every step
#: would cost more than the run is worth, and the answer could not be checked step by step).
PROMPT_STEPS = 200
#: Roles one retrieval serves; more is refused (each role is an embedding, a rendering and with an LLM a
#: model call).
MAX_ROLES = 64
#: Characters of a role's description read to fit its context (and the most a role name may have). Each
#: role is embedded, every retrieval: 50 roles of 1,000 characters took 30 s of MiniLM on a loaded machine.
ROLE_CHARS = 200


def scored(text: str) -> str:
    """The part of ``text`` that scoring and embedding read."""
    return text[:SCORED_CHARS]


def cache_bytes(variable: str, default: int) -> int:
    """The bound of a process-wide cache, in bytes: the environment ``variable`` (megabytes) if set, else
    ``default``. Read once, when the cache is made; a bad value is an error, not a silent default."""
    value = os.environ.get(variable)
    if value is None:
        return default
    try:
        megabytes = float(value)
    except ValueError:
        raise InvalidArgumentError(f"{variable} must be a number of megabytes, got {value!r}") from None
    if megabytes < 0:
        raise InvalidArgumentError(f"{variable} must not be negative, got {value!r}")
    return int(megabytes * 2**20)
