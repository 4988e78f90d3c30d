"""A scripted stand-in for a model: answers each kind of gmem prompt by rule, counting what it was asked."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable

from gmem.llm import ChatMessage, Completion
from gmem.llm.prompts import prompt_kind


class ScriptedLLM:
    """``answers`` maps a prompt kind to a function ``prompt text -> answer`` (or an exception to raise)."""

    def __init__(
        self, answers: dict[str, Callable[[str], str] | Exception], *, usage: bool = True, delay: float = 0.0
    ) -> None:
        self.answers = answers
        self.asked: Counter[str] = Counter()
        self.prompts: list[tuple[str, str]] = []
        self.usage = usage
        self.delay = delay
        self.in_flight = 0
        self.most_in_flight = 0

    async def acomplete(self, messages: list[ChatMessage]) -> Completion:
        kind = prompt_kind(messages)
        self.asked[kind] += 1
        text = messages[-1].content
        self.prompts.append((kind, text))
        self.in_flight += 1
        self.most_in_flight = max(self.most_in_flight, self.in_flight)
        try:
            if self.delay:
                await asyncio.sleep(self.delay)
            answer = self.answers.get(kind)
            if answer is None:
                raise RuntimeError(f"no scripted answer for {kind}")
            if isinstance(answer, Exception):
                raise answer
            out = answer(text)
        finally:
            self.in_flight -= 1
        if not self.usage:
            return Completion(text=out)
        return Completion(text=out, prompt_tokens=len(text.split()), completion_tokens=len(out.split()))


def first_steps(text: str) -> str:
    """Key steps 1 and 2 (and a failure reason when asked)."""
    answer = "KEY STEPS: 1, 2"
    if "FAILURE:" in text:
        answer += "\nFAILURE: the team never heated the object before placing it."
    return answer
