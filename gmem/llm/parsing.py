"""Reading model answers: lenient about decoration, strict about meaning.

Numbering styles, bullets, bold markers, code fences and chatter around the answer are tolerated. What
the answer *says* is checked: step and rule numbers must exist, texts must be non-empty and bounded, an
operation must be one of ADD / EDIT n / AGREE n / REMOVE n. Anything else raises
:class:`MalformedAnswer`, and the caller leaves the memory as it was.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

MAX_RULE_CHARS = 400

_DECORATION = re.compile(r"^[\s>*`#\-•]*(?:\d+\s*[.):]\s+)?[*_`]*")
_OPERATION = re.compile(r"^(ADD|EDIT|AGREE|REMOVE)\b\s*(?:rule\s*)?#?(\d+)?\s*[:.\-–]?\s*(.*)$", re.IGNORECASE)
_LABELLED = r"^[\s*_`#>]*{label}[*_`]*\s*[:\-]\s*(.*)$"


class MalformedAnswer(ValueError):
    """The model's answer does not say what was asked, in the form asked."""


@dataclass(frozen=True)
class Operation:
    verb: Literal["ADD", "EDIT", "AGREE", "REMOVE"]
    target: int | None  # 1-based rule number for EDIT / AGREE / REMOVE
    text: str  # for ADD / EDIT


def _clean(line: str) -> str:
    return _DECORATION.sub("", line.strip()).strip().strip("*_`").strip()


def _labelled(text: str, label: str) -> str | None:
    for line in text.splitlines():
        match = re.match(_LABELLED.format(label=label), line, re.IGNORECASE)
        if match:
            return match.group(1).strip()
    return None


def _numbers(text: str, upper: int, what: str) -> list[int]:
    numbers = [int(n) for n in re.findall(r"\d+", text)]
    if not numbers:
        raise MalformedAnswer(f"no {what} numbers in {text!r}")
    wrong = [n for n in numbers if not 1 <= n <= upper]
    if wrong:
        raise MalformedAnswer(f"{what} numbers {wrong} are not between 1 and {upper}")
    return list(dict.fromkeys(numbers))


def parse_key_steps(answer: str, steps: int, *, limit: int) -> list[int]:
    """0-based indices of the key steps, in run order."""
    line = _labelled(answer, "KEY STEPS")
    if line is None:
        raise MalformedAnswer("no 'KEY STEPS:' line")
    picked = sorted(n - 1 for n in _numbers(line, steps, "step"))
    if len(picked) > limit:
        raise MalformedAnswer(f"{len(picked)} key steps; at most {limit} were asked for")
    return picked


def parse_failure(answer: str) -> str:
    reason = _labelled(answer, "FAILURE")
    if not reason:
        raise MalformedAnswer("no 'FAILURE:' line")
    return _bounded(reason)


def parse_ranking(answer: str, candidates: int) -> list[int]:
    """0-based candidate indices, most helpful first."""
    line = _labelled(answer, "RANKING")
    if line is None:
        raise MalformedAnswer("no 'RANKING:' line")
    return [n - 1 for n in _numbers(line, candidates, "candidate")]


def parse_operations(answer: str, rules: int, *, most: int) -> list[Operation]:
    operations: list[Operation] = []
    for raw in answer.splitlines():
        match = _OPERATION.match(_clean(raw))
        if not match:
            continue  # chatter, blank lines, fences
        verb, number, text = match.group(1).upper(), match.group(2), match.group(3).strip()
        target = int(number) if number else None
        if verb == "ADD":
            if target is not None and not text:  # "ADD 3" is not an addition of anything
                raise MalformedAnswer(f"ADD without a rule in {raw!r}")
            text = text if target is None else f"{number} {text}".strip()
            operations.append(Operation("ADD", None, _bounded(text)))
            continue
        if target is None or not 1 <= target <= rules:
            raise MalformedAnswer(f"{verb} needs an existing rule number (1..{rules}) in {raw!r}")
        if verb == "EDIT":
            operations.append(Operation("EDIT", target, _bounded(text)))
        else:
            operations.append(Operation("AGREE" if verb == "AGREE" else "REMOVE", target, ""))
    if not operations:
        raise MalformedAnswer("no ADD / EDIT / AGREE / REMOVE line")
    if len(operations) > most:
        raise MalformedAnswer(f"{len(operations)} operations; at most {most} were asked for")
    return operations


def parse_list(answer: str, *, most: int) -> list[str]:
    """The items of a numbered or bulleted list."""
    items = [
        _bounded(_clean(line)) for line in answer.splitlines() if re.match(r"^\s*(?:\d+\s*[.):]|[-*•])\s+\S", line)
    ]
    if not items:
        raise MalformedAnswer("no list items")
    if len(items) > most:
        raise MalformedAnswer(f"{len(items)} items; at most {most} were asked for")
    return items


def _bounded(text: str) -> str:
    text = " ".join(text.split()).strip("*_` ")
    if not text:
        raise MalformedAnswer("an empty rule")
    if len(text) > MAX_RULE_CHARS:
        raise MalformedAnswer(f"a rule of {len(text)} characters (at most {MAX_RULE_CHARS})")
    return text
