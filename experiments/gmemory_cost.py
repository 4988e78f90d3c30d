"""A cost model of G-Memory's memory-side LLM calls, for comparing token budgets on the same task stream.

It follows the procedure of the public G-Memory code (github.com/bingreeky/GMemory,
``mas/memory/mas_memory/GMemory.py``): per recorded task, one key-step call over the whole
number-stripped trajectory, plus a mistake-detection call over it for failed tasks; from the 5th task,
every 5 tasks, 5 fine-tuning points, each one comparison of a resolved and a failed *whole* trajectory
and one batch of resolved tasks' key steps, each against up to 10 rules; every 20 tasks a merge, one call
per 10 rules; per retrieval, one relevance call per resolved candidate (2 x top-k = 4) carrying that
candidate's whole trajectory, and one insight-projection call per role.

Template sizes are the character counts of that file's prompt templates (measured, not copied);
trajectories, tasks and rules are the real texts of the replay, counted with the same tokenizer gmem
uses. Output lengths are assumptions, stated below. This models what the published procedure would send;
it does not run G-Memory's code.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gmem.llm.accounting import TokenEstimator
from gmem.models import TaskRecord, TaskStatus

#: Characters of each prompt template (system + user, placeholders excluded), from GMemory's prompt.py.
TEMPLATE_CHARS = {
    "relevance": 77 + 330,
    "key_steps": 235 + 2250,
    "mistakes": 930 + 210,
    "compare": 750 + 620 + 1250,
    "success": 330 + 1000 + 1250,
    "merge": 820 + 260,
    "project": 560 + 110,
}
#: Assumed answer lengths in tokens.
ANSWER_TOKENS = {
    "relevance": 4,
    "key_steps": 150,
    "mistakes": 80,
    "compare": 150,
    "success": 150,
    "merge": 100,
    "project": 120,
}
RULE_TOKENS = 30  # a typical rule ("XXX, because XXX")
MAX_RULES = 10  # G-Memory's MAX_RULE_THRESHOLD
CANDIDATES = 4  # 2 x successful_topk
POINTS, ROUNDS, START, MERGE_EVERY = 5, 5, 5, 20


@dataclass
class GMemoryCost:
    roles: int = 2
    tokens: dict[str, int] = field(default_factory=dict)
    calls: dict[str, int] = field(default_factory=dict)
    _estimator: TokenEstimator = field(default_factory=TokenEstimator)
    _resolved: list[int] = field(default_factory=list)  # trajectory tokens of resolved tasks so far
    _failed: list[int] = field(default_factory=list)
    _tasks: int = 0
    _rounds: int = 0

    def _call(self, kind: str, content_tokens: int) -> None:
        prompt = TEMPLATE_CHARS[kind] // 4 + content_tokens
        self.tokens[kind] = self.tokens.get(kind, 0) + prompt + ANSWER_TOKENS[kind]
        self.calls[kind] = self.calls.get(kind, 0) + 1

    def _rules(self) -> int:
        return min(MAX_RULES, 2 * self._rounds) * RULE_TOKENS

    def retrieve(self, instruction: str) -> None:
        query = self._estimator.count(instruction)
        for trajectory in self._resolved[-CANDIDATES:]:
            self._call("relevance", trajectory + query)
        if self._tasks:
            for _ in range(self.roles):
                self._call("project", self._rules())

    def record(self, task: TaskRecord) -> None:
        text = task.context + "\n" + task.instruction
        trajectory = self._estimator.count(
            text + "\n" + "\n".join(f"> {s.action}\n{s.observation}" for s in task.steps)
        )
        self._call("key_steps", trajectory)
        if task.status == TaskStatus.FAILED:
            self._call("mistakes", trajectory)
            self._failed.append(trajectory)
        else:
            self._resolved.append(trajectory)
        self._tasks += 1
        if self._tasks >= START and self._tasks % ROUNDS == 0:
            for _ in range(POINTS):
                if self._failed and self._resolved:
                    self._call("compare", self._resolved[-1] + self._failed[-1] + 80 + self._rules())
                key_steps = ANSWER_TOKENS["key_steps"] + self._estimator.count(text)
                self._call("success", min(4, len(self._resolved)) * key_steps + self._rules())
            self._rounds += 1
        if self._tasks % MERGE_EVERY == 0:
            self._call("merge", self._rules())
