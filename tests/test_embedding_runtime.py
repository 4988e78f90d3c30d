"""Small embedding calls run on ONNX Runtime (gmem.onnx_encoder) with torch's vectors, the model exported once
per machine and opened from the cache after; whatever fails there leaves torch in charge, logged."""

from __future__ import annotations

import logging
import os
import shutil
import time

import numpy as np
import pytest

from gmem import SentenceTransformerEmbedder, onnx_encoder
from gmem.errors import InvalidArgumentError

TEXTS = [
    "heat some mug and put it in coffeemachine.",
    "if it is not too much trouble, fix up a dinner plate so that it is sparkling",
    "  What is the capital of France?  ",
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


def test_the_session_runs_on_the_query_threads(monkeypatch):
    monkeypatch.setenv("GMEM_EMBED_THREADS", "2")
    embedder = SentenceTransformerEmbedder()
    assert embedder.runtime == "onnx"
    assert embedder._onnx._session.get_session_options().intra_op_num_threads == 2


def test_a_text_repeated_in_a_call_is_run_once(monkeypatch):
    embedder = SentenceTransformerEmbedder()
    assert embedder.runtime == "onnx"
    calls: list[list[str]] = []
    encode = embedder._onnx.encode
    monkeypatch.setattr(embedder._onnx, "encode", lambda texts: calls.append(texts) or encode(texts))
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

    monkeypatch.setattr(embedder._onnx._session, "run", broken)
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


class Transformer:
    pass


class Pooling:
    def __init__(self, mode: str) -> None:
        self.pooling_mode = mode


class Dense:
    pass


@pytest.mark.parametrize(
    ("modules", "reason"),
    [
        ([Transformer(), Pooling("cls")], "pools by 'cls'"),
        ([Transformer(), Pooling("mean"), Dense()], "Transformer, Pooling, Dense"),
    ],
    ids=["cls pooling", "a dense layer after pooling"],
)
def test_a_model_the_exported_graph_does_not_compute_stays_on_torch(tmp_path, modules, reason):
    assert reason in onnx_encoder._unsupported(modules, str(tmp_path))
    assert onnx_encoder._unsupported([Transformer(), Pooling("mean")], str(tmp_path)) is None
    assert "not a local model folder" in onnx_encoder._unsupported(modules, "sentence-transformers/some-model")


def test_the_same_weights_installed_elsewhere_open_the_same_export(tmp_path, on_torch):
    """A new virtual environment installs the model again (another folder, other file times): it must find the
    file exported for the first, not leave another 90 MB behind; other weights are exported apart."""
    model, folder = on_torch._model, on_torch._path
    installed_again = shutil.copytree(folder, tmp_path / "model", copy_function=shutil.copy)
    assert onnx_encoder._fingerprint(model, str(installed_again)) == onnx_encoder._fingerprint(model, folder)
    with (installed_again / "README.md").open("a") as readme:
        readme.write("fine-tuned")
    assert onnx_encoder._fingerprint(model, str(installed_again)) != onnx_encoder._fingerprint(model, folder)


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
