"""The sentence model on ONNX Runtime: torch's vectors, a query in half its time, and no torch in the process.

Embedding a short query is most of a retrieval's time: MiniLM takes 12.6 ms at p50 on one torch thread to
embed one sentence here, and 6.1 ms on ONNX Runtime (15.1 and 10.1 ms with every core kept busy by other
processes), with vectors that agree to 2e-7 (``python -m benchmarks.embed_threads``). So
:class:`~gmem.embedding.SentenceTransformerEmbedder` runs its calls here: the small ones (a query, a record,
a few roles) on the query threads, the large ones (an import, a vocabulary) on a second session on the batch
threads, whose two threads embed 256 instructions in 0.44-0.46 s (torch's two, 0.41-0.44 s; one, 0.8 s).

Once the model is exported, a process never imports torch: the texts are tokenized by the model folder's own
``tokenizer.json`` (the Rust tokenizer sentence-transformers' fast tokenizer wraps, set to its truncation and
padding), and the model, its tokenizer and its pooling are read from the folder's files. Importing torch and
sentence-transformers takes seconds (2.4 s and 8.3 s here, where Python writes no bytecode), and their
libraries and a second copy of the weights about 330 MB of a worker's memory.

The model is exported once per machine (torch's exporter, 2-3 s: the one time torch is loaded for it) into
:func:`export_folder`, and every later process opens the exported file (0.2 s). A file is named by what it
was exported from (the model folder's contents, torch's version), so new weights export again and the same
weights installed again (a new virtual environment, a reinstall) do not: named by the files' times, each
install left another 90 MB behind. It is written under a temporary name and renamed, so processes exporting
at once never read half a file. Opening a file marks it used; an export removes the files no process opened
for :data:`UNUSED_DAYS` (another torch's, older weights'). Only models whose vector is the mean of their
token vectors run this way (a Transformer, a mean Pooling, optionally Normalize: the bundled MiniLM is one),
with a fast tokenizer's ``tokenizer.json``, for that is what the exported graph and :meth:`OnnxEncoder.encode`
compute. Any other model, a model that is not a local folder, a missing ``onnxruntime`` or ``onnx``, an
unwritable cache, or a failed export or load keeps torch and says why once in the log; so does
``runtime="torch"`` (``GMEM_EMBED_RUNTIME=torch`` for every embedder of the process).
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
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from gmem.config import cache_folder
from gmem.embedding import folder_config, folder_modules

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer
    from tokenizers import Tokenizer

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
    """A sentence-transformers model whose vector is its mean token vector, on ONNX Runtime, with the model's
    tokenizer: a session per number of threads asked for (the query path's, opened first; a large call's,
    opened when one comes)."""

    def __init__(self, path: Path, threads: int, tokenizer: Tokenizer) -> None:
        self._path = path
        self._sessions = {threads: _session(path, threads)}
        self._inputs = [i.name for i in self._sessions[threads].get_inputs()]
        self._tokenizer = tokenizer

    @classmethod
    def open(cls, folder: str, threads: int, model: Callable[[], SentenceTransformer]) -> OnnxEncoder | None:
        """The model of the local ``folder`` on ONNX Runtime with ``threads`` intra-op threads, exported first
        (from the weights ``model()`` loads) if the cache has no file for it; ``None`` (logged) where it
        cannot run there."""
        reason = _unsupported(folder)
        if reason is not None:
            log.info("embedding on torch: %s", reason)
            return None
        try:
            import onnxruntime  # noqa: F401 - checked here, used by each session
        except ImportError:
            log.info("embedding on torch: onnxruntime is not installed")
            return None
        try:
            tokenizer, length = _tokenizer(folder)
        except Exception as exc:  # noqa: BLE001 - a tokenizer file this tokenizers cannot read
            log.warning("embedding on torch: the tokenizer of %s does not load (%s)", folder, exc)
            return None
        target = export_folder() / f"{Path(folder).name}-{_fingerprint(folder, length)}.onnx"
        for attempt in range(2):
            if not target.exists():
                try:
                    _export(model(), target)
                except Exception as exc:  # noqa: BLE001 - any exporter failure leaves torch in charge
                    log.warning("embedding on torch: exporting %s to ONNX failed (%s)", folder, exc)
                    return None
            try:
                encoder = cls(target, threads, tokenizer)
            except Exception as exc:  # noqa: BLE001 - a damaged file: export it again, once
                log.warning(
                    "the exported model %s did not load (%s)%s", target, exc, "" if attempt else "; exporting again"
                )
                target.unlink(missing_ok=True)
                continue
            _mark_used(target)
            log.info("embedding on ONNX Runtime (%s, %d thread(s) for small calls)", target, threads)
            return encoder
        log.warning("embedding on torch: the model exported to %s does not load", target)
        return None

    def encode(self, texts: list[str], threads: int = 1, batch: int = 64) -> list[dict[str, Any]]:
        """Per text, what sentence-transformers' ``encode(output_value=None)`` returns of it: its tokens'
        vectors (padded to its batch), its attention mask and its mean-pooled vector (not normalised); and
        ``encoding``, the tokenizer's (which token is which word of the stripped text). Run on ``threads``
        (0: as many as the machine has cores), ``batch`` texts at a time, longest first, as
        sentence-transformers batches them (texts of a length together, so little is padding)."""
        session = self._sessions.get(threads)
        if session is None:
            session = self._sessions[threads] = _session(self._path, threads)
        order = sorted(range(len(texts)), key=lambda i: -len(texts[i]))
        found: dict[int, dict[str, Any]] = {}
        for start in range(0, len(order), batch):
            chosen = order[start : start + batch]
            found.update(zip(chosen, self._run(session, [texts[i] for i in chosen])))
        return [found[i] for i in range(len(texts))]

    def _run(self, session: Any, texts: list[str]) -> list[dict[str, Any]]:
        """:meth:`encode` of one batch."""
        encodings = self._tokenizer.encode_batch([str(text).strip() for text in texts])
        features = {
            "input_ids": [e.ids for e in encodings],
            "attention_mask": [e.attention_mask for e in encodings],
            "token_type_ids": [e.type_ids for e in encodings],
        }
        feed = {name: np.asarray(features[name], dtype=np.int64) for name in self._inputs}
        tokens = np.asarray(session.run(None, feed)[0], dtype=np.float32)
        mask = np.asarray(features["attention_mask"], dtype=np.int64)
        weights = mask[:, :, None].astype(np.float32)
        pooled = (tokens * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        return [
            {
                "token_embeddings": tokens[i],
                "attention_mask": mask[i],
                "sentence_embedding": pooled[i],
                "encoding": encodings[i],
            }
            for i in range(len(texts))
        ]


def _tokenizer(folder: str) -> tuple[Tokenizer, int]:
    """The model's tokenizer as sentence-transformers calls it (truncated to the model's length, padded to
    the longest text of a call), and that length."""
    from tokenizers import Tokenizer

    transformer = Path(folder) / folder_modules(folder)[0].get("path", "")
    tokenizer = Tokenizer.from_file(str(transformer / "tokenizer.json"))
    length = _max_length(transformer)
    tokenizer.enable_truncation(length)
    padding = tokenizer.padding or {}
    pad_token = _token(folder_config(transformer / "tokenizer_config.json").get("pad_token")) or padding.get(
        "pad_token"
    )
    pad_id = tokenizer.token_to_id(pad_token) if pad_token else None
    tokenizer.enable_padding(
        pad_id=pad_id if pad_id is not None else padding.get("pad_id", 0),
        pad_type_id=padding.get("pad_type_id", 0),
        pad_token=pad_token or "[PAD]",
    )
    return tokenizer, length


def _max_length(transformer: Path) -> int:
    """The tokens sentence-transformers keeps of a text: the folder's ``max_seq_length``, else the
    tokenizer's own limit."""
    declared = folder_config(transformer / "sentence_bert_config.json").get("max_seq_length")
    if declared is None:
        declared = folder_config(transformer / "tokenizer_config.json").get("model_max_length")
    if not isinstance(declared, int) or not 0 < declared < 1_000_000:
        raise ValueError(f"{transformer} declares no maximum sequence length")
    return declared


def _token(value: Any) -> str | None:
    """A special token as a tokenizer config names it (a string, or a dict with its ``content``)."""
    if isinstance(value, dict):
        value = value.get("content")
    return value if isinstance(value, str) else None


def _unsupported(folder: str) -> str | None:
    """Why the model of ``folder`` cannot run on the exported graph, read off its files, or ``None``."""
    if not Path(folder).is_dir():
        return f"{folder!r} is not a local model folder"
    try:
        modules = folder_modules(folder)
        names = [str(module.get("type", "")).rsplit(".", 1)[-1] for module in modules]
        if tuple(names[:2]) != _POOLED or any(name != "Normalize" for name in names[2:]):
            return f"its modules ({', '.join(names)}) are not a Transformer pooled by the mean"
        pooling = folder_config(Path(folder) / modules[1].get("path", "") / "config.json")
        modes = [
            key.removeprefix("pooling_mode_") for key, on in pooling.items() if key.startswith("pooling_mode_") and on
        ]
        if modes != ["mean_tokens"]:
            return f"it pools by {' and '.join(map(repr, modes)) or 'nothing'}, not the mean"
        transformer = Path(folder) / modules[0].get("path", "")
        if folder_config(transformer / "sentence_bert_config.json").get("do_lower_case"):
            return "it lowercases texts before its tokenizer sees them"
        if not (transformer / "tokenizer.json").is_file():
            return "it has no tokenizer.json (a fast tokenizer's)"
        _max_length(transformer)
    except (OSError, ValueError) as exc:
        return f"its files do not say how to run it ({exc})"
    return None


def _fingerprint(folder: str, length: int) -> str:
    """What an exported file is named by: the model folder's files (names and contents: 0.07 s for MiniLM),
    torch's version (read without importing it), :data:`EXPORT_VERSION`, :data:`OPSET` and the model's
    maximum sequence ``length``. Not where the folder is nor when it was written, which every install
    changes."""
    seen = []
    for path in sorted(p for p in Path(folder).rglob("*") if p.is_file()):
        with path.open("rb") as file:
            seen.append((path.relative_to(folder).as_posix(), hashlib.file_digest(file, "sha256").hexdigest()))
    try:
        torch = metadata.version("torch")
    except metadata.PackageNotFoundError:
        torch = "none"
    text = json.dumps([seen, torch, EXPORT_VERSION, OPSET, str(length)])
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
    prepare = getattr(model, "preprocess", None) or model.tokenize  # ``preprocess`` since sentence-transformers 6
    sample = dict(prepare(["an example sentence", "another"]))
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


def _session(path: Path, threads: int) -> Any:
    """A CPU session of ``path`` on ``threads`` intra-op threads (0: one per core) that do not spin while
    idle (a team's agents and other processes share the cores)."""
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.log_severity_level = 3
    return onnxruntime.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
