"""HotpotQA's answer metrics, reimplemented from the logic of the official ``hotpot_evaluate_v1.py``.

- ``normalize_answer``: lower case, drop ASCII punctuation (``string.punctuation``), drop the articles
  a/an/the as whole words, collapse whitespace - in that order, as SQuAD's script does.
- exact match: the normalised strings are equal.
- F1 over the normalised tokens (bag of words), except that when either side normalises to
  ``yes``, ``no`` or ``noanswer`` and the two differ, F1, precision and recall are all 0.
- over a set: means over the *gold* questions, a question with no prediction scoring 0 everywhere.
"""

from __future__ import annotations

import re
import string
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from experiments.hotpotqa.data import Question

_PUNCTUATION = frozenset(string.punctuation)
_ARTICLES = re.compile(r"\b(a|an|the)\b")
_SPECIAL = ("yes", "no", "noanswer")


@dataclass(frozen=True)
class AnswerScore:
    em: float
    f1: float
    precision: float
    recall: float


def normalize_answer(text: str) -> str:
    lowered = text.lower()
    unpunctuated = "".join(ch for ch in lowered if ch not in _PUNCTUATION)
    without_articles = _ARTICLES.sub(" ", unpunctuated)
    return " ".join(without_articles.split())


def exact_match(prediction: str, gold: str) -> bool:
    return normalize_answer(prediction) == normalize_answer(gold)


def f1_precision_recall(prediction: str, gold: str) -> tuple[float, float, float]:
    predicted, expected = normalize_answer(prediction), normalize_answer(gold)
    if (predicted in _SPECIAL or expected in _SPECIAL) and predicted != expected:
        return 0.0, 0.0, 0.0
    predicted_tokens, expected_tokens = predicted.split(), expected.split()
    same = sum((Counter(predicted_tokens) & Counter(expected_tokens)).values())
    if same == 0:
        return 0.0, 0.0, 0.0
    precision = same / len(predicted_tokens)
    recall = same / len(expected_tokens)
    return 2 * precision * recall / (precision + recall), precision, recall


def score_answer(prediction: str, gold: str) -> AnswerScore:
    f1, precision, recall = f1_precision_recall(prediction, gold)
    return AnswerScore(em=float(exact_match(prediction, gold)), f1=f1, precision=precision, recall=recall)


def evaluate(predictions: Mapping[str, str], questions: Iterable[Question]) -> dict[str, float]:
    """Mean EM, F1, precision and recall over ``questions`` (keyed by question id in ``predictions``);
    ``missing`` counts the questions without a prediction, which score 0 as in the official script."""
    totals = {"em": 0.0, "f1": 0.0, "precision": 0.0, "recall": 0.0}
    count = missing = 0
    for question in questions:
        count += 1
        if question.id not in predictions:
            missing += 1
            continue
        score = score_answer(predictions[question.id], question.answer)
        for key in totals:
            totals[key] += getattr(score, key)
    if count == 0:
        raise ValueError("no questions to evaluate")
    return {**{key: value / count for key, value in totals.items()}, "questions": count, "missing": missing}
