"""A deterministic stand-in for a model that answers every gmem prompt in the format asked.

For dry runs of the LLM path with no endpoint (costs, schedules, plumbing) and for benchmarks that count
memory-side tokens. It reads nothing it could not read in a real answer's place, and writes plausible,
short answers: the first steps as key steps, one new rule per update and agreement with the first
shown, a halved list on merges, the first rules on projection. Its answers are not lessons; a report
built on it must say the figures come from a scripted model.
"""

from __future__ import annotations

import re

from gmem.llm.prompts import prompt_kind
from gmem.llm.protocol import ChatMessage, Completion


class ScriptedMemoryModel:
    def __init__(self) -> None:
        self._added = 0

    async def acomplete(self, messages: list[ChatMessage]) -> Completion:
        text = messages[-1].content
        kind = prompt_kind(messages)
        if kind == "sparsify":
            steps = len(re.findall(r"^\d+\. ", text, re.MULTILINE))
            limit = int(re.search(r"at most (\d+) steps", text).group(1))  # type: ignore[union-attr]
            answer = "KEY STEPS: " + ", ".join(str(n) for n in range(1, min(steps, limit) + 1))
            if "FAILURE:" in text:
                answer += "\nFAILURE: the run ended before the goal state was reached."
        elif kind == "insights":
            rules = _rules(text)
            self._added += 1
            answer = f"ADD: Check the goal state before finishing, lesson {self._added}."
            if rules:
                answer += "\nAGREE 1"
        elif kind == "merge":
            most = int(re.search(r"at most (\d+) rules", text).group(1))  # type: ignore[union-attr]
            answer = "\n".join(f"{i}. {rule}" for i, rule in enumerate(_listed(text)[:most], start=1))
        elif kind == "rerank":
            answer = "RANKING: " + ", ".join(str(i) for i in range(1, len(_listed(text.split("Past tasks:")[1])) + 1))
        else:
            answer = "\n".join(f"{i}. {rule}" for i, rule in enumerate(_listed(text)[:5], start=1))
        return Completion(text=answer)


def _listed(text: str) -> list[str]:
    return re.findall(r"^\d+\. (.+)$", text, re.MULTILINE)


def _rules(text: str) -> list[str]:
    block = text.split("Current rules learned by the team:\n", 1)[-1].split("\n\n", 1)[0]
    return [] if block.strip() == "(none)" else _listed(block)
