"""Small embedding calls run on ONNX Runtime (gmem.onnx_encoder) with torch's vectors, the model exported once
per machine and opened from the cache after; whatever fails there leaves torch in charge, logged."""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from gmem import SentenceTransformerEmbedder, onnx_encoder
from gmem.errors import InvalidArgumentError

TEXTS = [
    "heat some mug and put it in coffeemachine.",
    "if it is not too much trouble, fix up a dinner plate so that it is sparkling",
    "  What is the capital of France?  ",
    "Crème brûlée, naïve café owners' résumés — and 42 emojis 🙂 on a co-op's to-do list!",
    " ".join(["a longer instruction than the model reads whole"] * 40),  # truncated to 256 tokens
]


@pytest.fixture(scope="module")
def on_torch() -> SentenceTransformerEmbedder:
    return SentenceTransformerEmbedder(runtime="torch")


def test_small_calls_run_on_onnx_with_torchs_vectors_and_words_in_context(on_torch):
    embedder = SentenceTransformerEmbedder()
    assert embedder.runtime == "onnx" and on_torch.runtime == "torch"
    assert np.abs(embedder.embed(TEXTS) - on_torch.embed(TEXTS)).max() < 1e-5
    vectors, words = embedder.embed_in_context(TEXTS)
    expected_vectors, expected_words = on_torch.embed_in_context(TEXTS)
    assert np.abs(vectors - expected_vectors).max() < 1e-5
    for found, expected in zip(words, expected_words):
        assert found.keys() == expected.keys() and "sparkling" in words[1]
        assert max(float(np.abs(found[w] - expected[w]).max()) for w in expected) < 1e-4


def test_small_calls_run_on_the_query_threads_and_large_ones_on_the_batch_threads(monkeypatch, on_torch):
    monkeypatch.setenv("GMEM_EMBED_THREADS", "2")
    embedder = SentenceTransformerEmbedder(batch_threads=3)
    assert embedder.runtime == "onnx" and list(embedder._onnx._sessions) == [2]
    assert embedder._onnx._sessions[2].get_session_options().intra_op_num_threads == 2
    large = [f"{text} ({n})" for n in range(30) for text in TEXTS]  # more than a batch of 64, of mixed lengths
    vectors = embedder.embed(large)
    assert sorted(embedder._onnx._sessions) == [2, 3]  # opened for the first large call
    assert embedder._onnx._sessions[3].get_session_options().intra_op_num_threads == 3
    assert np.abs(vectors - on_torch.embed(large)).max() < 1e-5


def test_a_text_repeated_in_a_call_is_run_once(monkeypatch):
    embedder = SentenceTransformerEmbedder()
    assert embedder.runtime == "onnx"
    calls: list[list[str]] = []
    encode = embedder._onnx.encode
    monkeypatch.setattr(embedder._onnx, "encode", lambda texts, *args: calls.append(texts) or encode(texts, *args))
    vectors, words = embedder.embed_in_context([TEXTS[0], TEXTS[1], TEXTS[0]])  # a task as its own context
    assert calls == [[TEXTS[0], TEXTS[1]]]
    assert np.array_equal(vectors[0], vectors[2]) and words[0] is words[2]
    assert embedder.embed([TEXTS[2], TEXTS[2]]).shape == (2, 384) and calls[-1] == [TEXTS[2]]


def test_a_later_process_opens_the_exported_model_without_exporting_it(monkeypatch):
    SentenceTransformerEmbedder().embed(["exported once"])  # exported, if no test did it before

    def refuse(*_args):
        raise AssertionError("exported again")

    monkeypatch.setattr(onnx_encoder, "_export", refuse)
    assert SentenceTransformerEmbedder().runtime == "onnx"


def test_a_damaged_export_is_exported_again(monkeypatch, tmp_path, caplog):
    monkeypatch.setenv("GMEM_MODEL_CACHE_DIR", str(tmp_path))
    assert SentenceTransformerEmbedder().runtime == "onnx"
    (exported,) = tmp_path.glob("*.onnx")
    exported.write_bytes(b"half a file")
    with caplog.at_level(logging.WARNING, logger="gmem.onnx_encoder"):
        embedder = SentenceTransformerEmbedder()
        assert embedder.runtime == "onnx"
    assert "did not load" in caplog.text and exported.stat().st_size > 1_000_000
    assert list(tmp_path.iterdir()) == [exported]  # no partial file left behind


def test_a_failed_export_leaves_torch_in_charge(monkeypatch, tmp_path, caplog, on_torch):
    monkeypatch.setenv("GMEM_MODEL_CACHE_DIR", str(tmp_path / "unwritable"))
    (tmp_path / "unwritable").write_text("a file where the folder should be")
    with caplog.at_level(logging.WARNING, logger="gmem.onnx_encoder"):
        embedder = SentenceTransformerEmbedder()
        assert embedder.runtime == "torch"
    assert "exporting" in caplog.text and "failed" in caplog.text
    assert np.array_equal(embedder.embed(TEXTS), on_torch.embed(TEXTS))


def test_a_failed_run_falls_back_to_torch_for_good(monkeypatch, caplog, on_torch):
    embedder = SentenceTransformerEmbedder()
    assert embedder.runtime == "onnx"

    def broken(*_args):
        raise RuntimeError("session lost")

    monkeypatch.setattr(embedder._onnx._sessions[1], "run", broken)
    with caplog.at_level(logging.WARNING, logger="gmem.embedding"):
        vectors = embedder.embed(TEXTS)
    assert "session lost" in caplog.text and embedder.runtime == "torch"
    assert np.abs(vectors - on_torch.embed(TEXTS)).max() < 1e-6


def test_the_runtime_is_chosen_and_checked(monkeypatch):
    assert SentenceTransformerEmbedder(runtime="torch").runtime == "torch"
    monkeypatch.setenv("GMEM_EMBED_RUNTIME", "torch")
    assert SentenceTransformerEmbedder().runtime == "torch"
    assert SentenceTransformerEmbedder(runtime="onnx").runtime == "onnx"
    monkeypatch.setenv("GMEM_EMBED_RUNTIME", "cuda")
    with pytest.raises(InvalidArgumentError, match="GMEM_EMBED_RUNTIME"):
        SentenceTransformerEmbedder()
    with pytest.raises(InvalidArgumentError, match="runtime"):
        SentenceTransformerEmbedder(runtime="gpu")


def _model_folder(folder: Path, modules: list[str], pooling: str, **files: str) -> str:
    """A sentence-transformers folder of the bundled MiniLM's files, with these modules and pooling mode."""
    shutil.copytree(SentenceTransformerEmbedder()._path, folder, copy_function=shutil.copy)
    listed = [
        {"idx": n, "name": str(n), "path": "1_Pooling" if m == "Pooling" else "", "type": m}
        for n, m in enumerate(modules)
    ]
    (folder / "modules.json").write_text(json.dumps(listed))
    modes = {f"pooling_mode_{mode}": mode == pooling for mode in ("cls_token", "mean_tokens", "max_tokens")}
    (folder / "1_Pooling" / "config.json").write_text(json.dumps({"word_embedding_dimension": 384, **modes}))
    for name, text in files.items():
        (folder / name.replace("__", ".")).write_text(text)
    return str(folder)


@pytest.mark.parametrize(
    ("modules", "pooling", "files", "reason"),
    [
        (["Transformer", "Pooling"], "cls_token", {}, "pools by 'cls_token'"),
        (["Transformer", "Pooling", "Dense"], "mean_tokens", {}, "Transformer, Pooling, Dense"),
        (
            ["Transformer", "Pooling"],
            "mean_tokens",
            {"sentence_bert_config__json": '{"do_lower_case": true}'},
            "lowercases",
        ),
        (["Transformer", "Pooling"], "mean_tokens", {"modules__json": "{"}, "do not say how to run it"),
    ],
    ids=["cls pooling", "a dense layer after pooling", "lowercased before the tokenizer", "unreadable modules"],
)
def test_a_model_the_exported_graph_does_not_compute_stays_on_torch(tmp_path, modules, pooling, files, reason):
    """Read off the model folder's files, without loading the model (or torch)."""
    assert reason in onnx_encoder._unsupported(_model_folder(tmp_path / "model", modules, pooling, **files))
    assert (
        onnx_encoder._unsupported(_model_folder(tmp_path / "mean", ["Transformer", "Pooling"], "mean_tokens")) is None
    )
    assert "not a local model folder" in onnx_encoder._unsupported("sentence-transformers/some-model")


def test_texts_are_embedded_without_importing_torch():
    """Once the model is exported, a process runs it with the folder's own tokenizer, small calls and large:
    torch and sentence-transformers take seconds to import and hundreds of MB to hold."""
    script = (
        "import sys; from gmem import SentenceTransformerEmbedder; e = SentenceTransformerEmbedder();"
        "e.embed_in_context(['heat some mug and put it in coffeemachine.']); e.embed(['a', 'b']);"
        "e.embed_in_context([f'to word {n}' for n in range(300)]);"  # a large call: an import's vocabulary
        "print(e.runtime, sorted(m for m in ('torch', 'sentence_transformers', 'transformers') if m in sys.modules))"
    )
    SentenceTransformerEmbedder().embed(["exported once"])  # the export itself needs torch
    found = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=300)
    assert found.stdout.split() == ["onnx", "[]"]


def test_the_same_weights_installed_elsewhere_open_the_same_export(tmp_path, on_torch):
    """A new virtual environment installs the model again (another folder, other file times): it must find the
    file exported for the first, not leave another 90 MB behind; other weights are exported apart."""
    folder = on_torch._path
    installed_again = shutil.copytree(folder, tmp_path / "model", copy_function=shutil.copy)
    assert onnx_encoder._fingerprint(str(installed_again), 256) == onnx_encoder._fingerprint(folder, 256)
    with (installed_again / "README.md").open("a") as readme:
        readme.write("fine-tuned")
    assert onnx_encoder._fingerprint(str(installed_again), 256) != onnx_encoder._fingerprint(folder, 256)


def test_an_export_removes_the_files_no_process_opened_lately(monkeypatch, tmp_path):
    monkeypatch.setenv("GMEM_MODEL_CACHE_DIR", str(tmp_path))
    month_ago = time.time() - (onnx_encoder.UNUSED_DAYS + 1) * 86400
    unused, partial = tmp_path / "model-0123456789abcdef.onnx", tmp_path / "model-x.onnx.0a1b.tmp"
    recent = tmp_path / "model-fedcba9876543210.onnx"
    for path in (unused, partial, recent):
        path.write_bytes(b"an earlier export")
    for path in (unused, partial):
        os.utime(path, (month_ago, month_ago))
    assert SentenceTransformerEmbedder().runtime == "onnx"
    (exported,) = set(tmp_path.glob("*.onnx")) - {recent}
    assert not unused.exists() and not partial.exists() and recent.exists()

    os.utime(exported, (month_ago, month_ago))  # opened by a later process: marked used
    assert SentenceTransformerEmbedder().runtime == "onnx"
    assert exported.stat().st_mtime > time.time() - 60
