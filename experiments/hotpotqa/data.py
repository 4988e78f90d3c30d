"""HotpotQA questions in the distractor setting: each with its ten paragraphs (two gold, eight distractors).

Reads the two shapes the distractor set is published in: the original release (a JSON array, ``_id``,
``context`` as ``[[title, [sentence, ...]], ...]``, ``supporting_facts`` as ``[[title, sent_id], ...]``)
and the column-wise one of the Hugging Face copy and of the sample in ``../shared`` (JSON lines, ``id``,
``context`` as ``{"title": [...], "sentences": [[...], ...]}``, ``supporting_facts`` as
``{"title": [...], "sent_id": [...]}``). A file ending in ``.jsonl`` is read as JSON lines, any other as
one JSON array.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: The 100-question dev sample next to the repository (published with ExpeL), when it is there.
SHARED_SAMPLE = (
    Path(__file__).resolve().parents[3] / "shared" / "data" / "hotpotqa" / "hotpot_dev_distractor_sample100.jsonl"
)


@dataclass(frozen=True)
class Paragraph:
    title: str
    sentences: tuple[str, ...]

    @property
    def text(self) -> str:
        return " ".join(s.strip() for s in self.sentences if s.strip())


@dataclass(frozen=True)
class Question:
    id: str
    question: str
    answer: str
    type: str  # "bridge" or "comparison"
    level: str  # "easy", "medium" or "hard"
    paragraphs: tuple[Paragraph, ...]
    supporting_facts: tuple[tuple[str, int], ...]  # (title, sentence index): gold, for scoring only

    def paragraph(self, title: str) -> Paragraph:
        """The paragraph with exactly this title."""
        for p in self.paragraphs:
            if p.title == title:
                return p
        raise KeyError(f"question {self.id} has no paragraph titled {title!r}")


def load_questions(path: str | Path, limit: int | None = None) -> list[Question]:
    """The questions of a HotpotQA distractor file, in file order (the first ``limit`` when given)."""
    questions = []
    for row in _rows(Path(path)):
        questions.append(parse_question(row))
        if limit is not None and len(questions) >= limit:
            break
    return questions


def parse_question(row: dict[str, Any]) -> Question:
    """One question from a row in either published shape."""
    try:
        qid = row["id"] if "id" in row else row["_id"]
        context, facts = row["context"], row["supporting_facts"]
        if isinstance(context, dict):
            pairs = list(zip(context["title"], context["sentences"], strict=True))
        else:
            pairs = [(title, sentences) for title, sentences in context]
        if isinstance(facts, dict):
            facts = list(zip(facts["title"], facts["sent_id"], strict=True))
        return Question(
            id=str(qid),
            question=row["question"],
            answer=row["answer"],
            type=row.get("type", ""),
            level=row.get("level", ""),
            paragraphs=tuple(Paragraph(title, tuple(sentences)) for title, sentences in pairs),
            supporting_facts=tuple((title, int(sent)) for title, sent in facts),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"not a HotpotQA distractor row ({error!r}): keys {sorted(row)}") from error


def _rows(path: Path) -> Iterator[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        if path.suffix == ".jsonl":
            for number, line in enumerate(handle, start=1):
                if line.strip():
                    try:
                        yield json.loads(line)
                    except json.JSONDecodeError as error:
                        raise ValueError(f"{path}:{number}: not JSON ({error})") from error
        else:
            rows = json.load(handle)
            if not isinstance(rows, list):
                raise ValueError(f"{path}: expected a JSON array of questions")
            yield from rows
