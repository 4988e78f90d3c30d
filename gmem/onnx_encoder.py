"""The sentence model on ONNX Runtime for the query path: torch's vectors in half its time.

Embedding a short query is most of a retrieval's time: MiniLM takes 12.6 ms at p50 on one torch thread to
embed one sentence here, and 6.1 ms on ONNX Runtime (15.1 and 10.1 ms with every core kept busy by other
processes), with vectors that agree to 2e-7 (``python -m benchmarks.embed_threads``). So
:class:`~gmem.embedding.SentenceTransformerEmbedder` runs its small calls (a query, a record, a few roles)
here, and large batches (an import) on torch, whose threads embed 256 instructions in 0.46 s against 0.8 s.

The model is exported from the weights sentence-transformers loaded, once per machine (torch's exporter,
2-3 s), into :func:`export_folder`, and every later process opens the exported file (0.2 s). A file is
named by what it was exported from (the model folder's contents, torch's version), so new weights export
again and the same weights installed again (a new virtual environment, a reinstall) do not: named by the
files' times, each install left another 90 MB behind. It is written under a temporary name and renamed, so
processes exporting at once never read half a file. Opening a file marks it used; an export removes the
files no process opened for :data:`UNUSED_DAYS` (another torch's, older weights'). Only models whose vector is the mean of their token vectors run this way (a
Transformer, a mean Pooling, optionally Normalize: the bundled MiniLM is one), for that is what the
exported graph and :meth:`OnnxEncoder.encode` compute. Any other model, a model that is not a local folder,
a missing ``onnxruntime`` or ``onnx``, an unwritable cache, or a failed export or load keeps torch and says
why once in the log; so does ``runtime="torch"`` (``GMEM_EMBED_RUNTIME=torch`` for every embedder of the
process).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import time
import uuid
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from gmem.config import cache_folder

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

log = logging.getLogger(__name__)

#: Bumped when the exported graph changes, so that files exported before are not opened.
EXPORT_VERSION = 1
#: The ONNX operator set the model is exported with (ONNX Runtime 1.17 and later run it).
OPSET = 17
#: Days an exported file may stay unopened before an export removes it.
UNUSED_DAYS = 30
_POOLED = ("Transformer", "Pooling")


def export_folder() -> Path:
    """Where exported models are kept: ``$GMEM_MODEL_CACHE_DIR``, else ``models`` in gmem's cache folder
    (:func:`~gmem.config.cache_folder`). A folder of its own, for the files are the machine's, not a memory's."""
    explicit = os.environ.get("GMEM_MODEL_CACHE_DIR")
    return Path(explicit) if explicit else cache_folder() / "models"


class OnnxEncoder:
    """One ONNX Runtime session of a sentence-transformers model whose vector is its mean token vector."""

    def __init__(self, session: Any, model: SentenceTransformer) -> None:
        self._session = session
        self._inputs = [i.name for i in session.get_inputs()]
        self._model = model

    @classmethod
    def open(cls, model: SentenceTransformer, folder: str, threads: int) -> OnnxEncoder | None:
        """The model (loaded from the local ``folder``) on ONNX Runtime with ``threads`` intra-op threads,
        exported first if the cache has no file for it; ``None`` (logged) where it cannot run there."""
        reason = _unsupported(model, folder)
        if reason is not None:
            log.info("embedding on torch: %s", reason)
            return None
        try:
            import onnxruntime
        except ImportError:
            log.info("embedding on torch: onnxruntime is not installed")
            return None
        target = export_folder() / f"{Path(folder).name}-{_fingerprint(model, folder)}.onnx"
        for attempt in range(2):
            if not target.exists():
                try:
                    _export(model, target)
                except Exception as exc:  # noqa: BLE001 - any exporter failure leaves torch in charge
                    log.warning("embedding on torch: exporting %s to ONNX failed (%s)", folder, exc)
                    return None
            try:
                session = _session(onnxruntime, target, threads)
            except Exception as exc:  # noqa: BLE001 - a damaged file: export it again, once
                log.warning(
                    "the exported model %s did not load (%s)%s", target, exc, "" if attempt else "; exporting again"
                )
                target.unlink(missing_ok=True)
                continue
            _mark_used(target)
            log.info("embedding small calls on ONNX Runtime (%s, %d thread(s))", target, threads)
            return cls(session, model)
        log.warning("embedding on torch: the model exported to %s does not load", target)
        return None

    def encode(self, texts: list[str]) -> list[dict[str, np.ndarray]]:
        """Per text, what sentence-transformers' ``encode(output_value=None)`` returns of it: its tokens'
        vectors (padded to the batch), its attention mask and its mean-pooled vector (not normalised)."""
        features = _features(self._model, texts)
        feed = {name: np.asarray(features[name].numpy(), dtype=np.int64) for name in self._inputs}
        tokens = np.asarray(self._session.run(None, feed)[0], dtype=np.float32)
        mask = feed["attention_mask"]
        weights = mask[:, :, None].astype(np.float32)
        pooled = (tokens * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        return [
            {"token_embeddings": tokens[i], "attention_mask": mask[i], "sentence_embedding": pooled[i]}
            for i in range(len(texts))
        ]


def _features(model: SentenceTransformer, texts: list[str]) -> dict[str, Any]:
    """The model's inputs for ``texts``, prepared as its ``encode`` prepares them (stripped, truncated):
    ``preprocess`` since sentence-transformers 6, ``tokenize`` before."""
    prepare = getattr(model, "preprocess", None) or model.tokenize
    return dict(prepare(texts))


def _unsupported(model: SentenceTransformer, folder: str) -> str | None:
    """Why ``model`` cannot run on the exported graph, or ``None``."""
    if not Path(folder).is_dir():
        return f"{folder!r} is not a local model folder"
    names = [type(module).__name__ for module in model]
    if tuple(names[:2]) != _POOLED or any(name != "Normalize" for name in names[2:]):
        return f"its modules ({', '.join(names)}) are not a Transformer pooled by the mean"
    pooling: Any = model[1]
    mode = getattr(pooling, "pooling_mode", None)
    if mode is None and hasattr(pooling, "get_pooling_mode_str"):
        mode = pooling.get_pooling_mode_str()
    if mode not in ("mean", "mean_tokens"):
        return f"it pools by {mode!r}, not the mean"
    return None


def _fingerprint(model: SentenceTransformer, folder: str) -> str:
    """What an exported file is named by: the model folder's files (names and contents: 0.15 s for MiniLM,
    whose weights torch has just read), torch's version, :data:`EXPORT_VERSION`, :data:`OPSET` and the
    model's maximum sequence length. Not where the folder is nor when it was written, which every install
    changes."""
    import torch

    seen = []
    for path in sorted(p for p in Path(folder).rglob("*") if p.is_file()):
        with path.open("rb") as file:
            seen.append((path.relative_to(folder).as_posix(), hashlib.file_digest(file, "sha256").hexdigest()))
    text = json.dumps([seen, torch.__version__, EXPORT_VERSION, OPSET, str(model.max_seq_length)])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _mark_used(path: Path) -> None:
    """Set ``path``'s time to now: the files an export keeps are those opened lately (a read-only cache keeps
    its times)."""
    with contextlib.suppress(OSError):
        os.utime(path)


def _remove_unused(folder: Path, keep: Path) -> None:
    """Remove the exported files (and partial ones an interrupted export left) not opened for
    :data:`UNUSED_DAYS`, but ``keep``."""
    cutoff = time.time() - UNUSED_DAYS * 86400
    for path in [*folder.glob("*.onnx"), *folder.glob("*.onnx.*.tmp")]:
        with contextlib.suppress(OSError):  # another process's export may remove it first
            if path != keep and path.stat().st_mtime < cutoff:
                path.unlink()
                log.info("removed %s, an exported model no process opened for %d days", path, UNUSED_DAYS)


def _export(model: SentenceTransformer, target: Path) -> None:
    """The model's transformer as an ONNX graph of its tokens' vectors, written to ``target`` whole."""
    import torch

    transformer: Any = model[0].auto_model
    sample = _features(model, ["an example sentence", "another"])
    names = [name for name in ("input_ids", "attention_mask", "token_type_ids") if name in sample]

    class _Tokens(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.transformer = transformer

        def forward(self, *inputs: torch.Tensor) -> torch.Tensor:
            return self.transformer(**dict(zip(names, inputs))).last_hidden_state  # type: ignore[no-any-return]

    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f"{target.name}.{uuid.uuid4().hex}.tmp")  # one per export, however many run
    log.info("exporting the embedding model to %s (once per machine)", target)
    try:
        with warnings.catch_warnings(), torch.no_grad():
            warnings.simplefilter("ignore")
            torch.onnx.export(
                _Tokens(),
                tuple(sample[name] for name in names),
                str(partial),
                input_names=names,
                output_names=["token_embeddings"],
                dynamic_axes={name: {0: "batch", 1: "tokens"} for name in [*names, "token_embeddings"]},
                opset_version=OPSET,
                dynamo=False,
            )
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    _remove_unused(target.parent, target)


def _session(onnxruntime: Any, path: Path, threads: int) -> Any:
    """A CPU session of ``path`` on ``threads`` intra-op threads that do not spin while idle (a team's agents
    and other processes share the cores)."""
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.log_severity_level = 3
    return onnxruntime.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
