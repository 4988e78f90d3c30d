"""Where a memory's runs teach flat word weights, its instructions say which words are their kind's
(gmem.tiers.agreement)."""

from __future__ import annotations

import numpy as np
import pytest
from scipy import sparse

from experiments.crossdomain import benchmark_record, benchmark_tasks
from gmem import Memory
from gmem.tiers.agreement import agreement, weighed_by_agreement
from gmem.tiers.terms import STOP_WORDS, terms
from gmem.tiers.weights import WORD_FLOOR


def _rows(instructions: list[str]) -> tuple[sparse.csr_matrix, list[str], np.ndarray]:
    """The instructions as binary rows over their words (as the query tier counts them), the words, and which are
    function words."""
    said = [sorted(set(terms(text))) for text in instructions]
    vocabulary = sorted({word for words in said for word in words})
    column = {word: i for i, word in enumerate(vocabulary)}
    rows = sparse.lil_matrix((len(said), len(vocabulary)))
    for i, words in enumerate(said):
        for word in words:
            rows[i, column[word]] = 1.0
    return rows.tocsr(), vocabulary, np.array([word in STOP_WORDS for word in vocabulary])


def test_agreement_is_how_much_more_alike_two_instructions_that_say_a_word_are_than_any_two():
    generator = np.random.default_rng(7)
    rows = sparse.csr_matrix((generator.random((12, 9)) < 0.4).astype(np.float64))
    function_words = np.zeros(9, dtype=bool)
    function_words[8] = True
    share, docs = agreement(rows, function_words)
    dense = rows.toarray()
    dense[:, function_words] = 0
    lengths = np.sqrt(dense.sum(axis=1, keepdims=True))
    unit = np.divide(dense, lengths, out=np.zeros_like(dense), where=lengths > 0)
    said = np.flatnonzero(lengths.ravel())
    typical = np.mean([unit[i] @ unit[j] for i in said for j in said if i != j])
    for word in range(8):
        saying = np.flatnonzero(dense[:, word])
        assert docs[word] == len(saying)
        cosines = [unit[i] @ unit[j] - unit[i, word] * unit[j, word] for i in saying for j in saying if i != j]
        expected = np.clip((np.mean(cosines) - typical) / (1 - typical), 0, 1) if cosines else 0.0
        assert share[word] == pytest.approx(expected, abs=1e-12)
    assert share[8] == 0.0  # a function word counts for nothing


def test_a_kind_s_word_agrees_and_the_name_of_a_thing_or_a_colour_does_not():
    """ScienceWorld's instructions of one type are one template filled with its things: "boil" and "living" are said
    by instructions alike in their other words, "orange" (orange juice, an orange plant, an orange box) and
    "kitchen" by instructions of many types."""
    instructions = [task.instruction for task in benchmark_tasks("tune") if task.benchmark == "scienceworld"]
    rows, vocabulary, function_words = _rows(instructions)
    share, _ = agreement(rows, function_words)
    of = dict(zip(vocabulary, share))
    for kind in ("boil", "living", "melting", "thermometer", "friction"):
        for thing in ("orange", "kitchen", "water", "lead"):
            assert of[kind] > of[thing] + 0.15, (kind, thing)


def test_learned_weights_trusted_in_full_are_kept_and_untrusted_ones_weigh_in_the_agreement():
    instructions = [task.instruction for task in benchmark_tasks("tune") if task.benchmark == "scienceworld"]
    rows, vocabulary, function_words = _rows(instructions)
    learned = np.full(len(vocabulary), 0.05)
    assert weighed_by_agreement(learned, rows, function_words, 1.0, 0.15) is learned
    weighed = weighed_by_agreement(learned, rows, function_words, 0.5, 0.15)
    of = dict(zip(vocabulary, weighed))
    assert of["boil"] > of["orange"] > WORD_FLOOR / 2
    assert of["the"] == 0.05  # a function word keeps its learned weight
    once = [w for w, n in zip(vocabulary, np.asarray(rows.sum(axis=0)).ravel()) if n == 1 and w not in STOP_WORDS]
    assert once and all(of[word] == 0.05 for word in once)  # one instruction cannot say whether a word is its kind's


def test_a_request_lands_on_its_kind_not_on_the_task_that_shares_its_colour_and_its_room(embedder, tmp_path):
    """A request "living thing -> orange box (kitchen)" shares "orange", "box" and "kitchen" with a thermometer task whose
    box is orange and in the kitchen, and "living" and "thing" with the other two tasks of its type; a memory of
    ScienceWorld's runs teaches no word apart, and its instructions say which are the kind's."""
    tasks = [task for task in benchmark_tasks("tune") if task.benchmark == "scienceworld"]
    asked = next(n for n, task in enumerate(tasks) if "orange box in the kitchen" in task.instruction)
    runs = [benchmark_record(n, task) for n, task in enumerate(tasks) if n != asked]
    type_of = {run.id: task.task_type for run, task in zip(runs, [t for n, t in enumerate(tasks) if n != asked])}
    with Memory.open(str(tmp_path / "sw.db"), embedder=embedder) as memory:
        memory.record_many(runs)
        for request in ("living thing -> orange box (kitchen)", "Track down something alive for the orange box."):
            found = memory.retrieve(request).tasks
            assert [type_of[t.node.id] for t in found[:2]] == ["find-living-thing"] * 2, request


def test_the_agreement_orders_what_is_kept_and_leaves_what_is_kept_to_the_learned_weights(embedder, tmp_path):
    """Ranked by the words its instructions agree on, a memory of ScienceWorld's runs put its melting tasks nearest
    "heat some egg and put it in garbagecan.", a neighbourhood alike and near by MiniLM, and answered a chore (its
    relevance 0.27 -> 0.94). The agreement orders only the tasks the learned weights keep, as the trust's reweighing
    does (gmem.tiers.ranking.in_trust): the chore gets nothing, and a request of the memory's own kind keeps its
    relevance and is ordered by the agreement."""
    tasks = [task for task in benchmark_tasks("tune") if task.benchmark == "scienceworld"]
    with Memory.open(str(tmp_path / "sw.db"), embedder=embedder) as memory:
        memory.record_many([benchmark_record(n, task) for n, task in enumerate(tasks)])
        assert not memory.retrieve("heat some egg and put it in garbagecan.").tasks
        assert (
            memory.retrieve("Could you melt the chocolate for me?").tasks[0].relevance
            > memory.config.traversal.min_relevance
        )
