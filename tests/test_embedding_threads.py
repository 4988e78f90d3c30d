"""The embedder's cost on the paths that do not need it (nothing loaded to open a memory) and its thread
settings on the query path (see benchmarks/embed_threads.py for the measurement behind the default)."""

from __future__ import annotations

import pytest
import torch

from gmem import SentenceTransformerEmbedder


def test_the_bundled_models_dimension_is_known_without_loading_it():
    embedder = SentenceTransformerEmbedder()
    assert embedder.dimension == 384
    assert "_model" not in embedder.__dict__  # the weights were never read


@pytest.mark.parametrize(("texts", "expected"), [(1, 1), (3, 1), (40, 2)], ids=["query", "roles", "batch"])
def test_small_calls_run_on_the_query_threads_and_restore_torchs_setting(embedder, monkeypatch, texts, expected):
    model = embedder._model
    seen: list[int] = []
    encode = model.encode

    def counting(*args, **kwargs):
        seen.append(torch.get_num_threads())
        return encode(*args, **kwargs)

    monkeypatch.setattr(model, "encode", counting)
    monkeypatch.setattr(embedder, "_onnx", None)  # torch for small calls too (GMEM_EMBED_RUNTIME=torch)
    monkeypatch.setattr(embedder, "query_threads", 1)
    monkeypatch.setattr(embedder, "batch_threads", 2)
    previous = torch.get_num_threads()
    embedder.embed([f"thread probe {texts}: text {i}" for i in range(texts)])  # never embedded before
    assert seen == [expected] and torch.get_num_threads() == previous


@pytest.mark.parametrize("value", ["0", "two", "-1"])
def test_a_bad_thread_setting_is_a_clear_error(monkeypatch, value):
    monkeypatch.setenv("GMEM_EMBED_THREADS", value)
    with pytest.raises(ValueError, match="GMEM_EMBED_THREADS"):
        SentenceTransformerEmbedder()


def test_the_environment_sets_the_query_threads(monkeypatch):
    monkeypatch.setenv("GMEM_EMBED_THREADS", "2")
    assert SentenceTransformerEmbedder().query_threads == 2
    assert SentenceTransformerEmbedder(query_threads=3).query_threads == 3
