"""What a misbehaving maintenance model does to a memory, measured on the shipped ALFWorld excerpt::

    python -m benchmarks.hostile_model

Two scripted endpoints (no network) replay the failure modes seen with real models: one answers
``REMOVE 1..4`` to every insight prompt (the wipe an attack run showed), one writes lessons a small real
model wrote (an action no run did, a task nobody ran, the prompt's ``<new rule>`` placeholder). For each,
the 40 runs are recorded one by one and the table says how many insight prompts were sent, how many changes
gmem refused, how many lessons the model deleted (each a logged change), how many LLM-free lessons are
left against an LLM-free memory of the same runs, and how many are back after ``undo`` of every deletion.
"""

from __future__ import annotations

import json
import logging
import re
import tempfile
from pathlib import Path

from rich.console import Console
from rich.table import Table

from gmem import ChangeKind, Memory, MemoryConfig
from gmem.llm import ChatMessage, Completion, LLMClient, LLMOperationsConfig, LLMSettings
from gmem.llm.prompts import prompt_kind
from gmem.llm.scripted import ScriptedMemoryModel

EXCERPT = Path(__file__).resolve().parents[1] / "gmem" / "data" / "alfworld_excerpt.jsonl"
FAST = LLMSettings(timeout=5.0, retries=1, backoff=0.0, concurrency=4)


class Wiper(ScriptedMemoryModel):
    """Answers every insight prompt by removing the (up to) four first rules shown."""

    async def acomplete(self, messages: list[ChatMessage]) -> Completion:
        if prompt_kind(messages) != "insights":
            return await super().acomplete(messages)
        shown = len(
            re.findall(
                r"^\d+\. ", messages[-1].content.split("learned by the team:", 1)[1].split("RUN", 1)[0], re.MULTILINE
            )
        )
        return Completion(text="\n".join(f"REMOVE {n}" for n in range(1, min(4, shown) + 1)) or "AGREE")


class Inventor(ScriptedMemoryModel):
    """Answers every insight prompt with the lessons a small real model invented."""

    async def acomplete(self, messages: list[ChatMessage]) -> Completion:
        if prompt_kind(messages) != "insights":
            return await super().acomplete(messages)
        task = re.search(r"^Task: (.+?)(?: ->|$)", messages[-1].content, re.MULTILINE).group(1)  # type: ignore[union-attr]
        return Completion(
            text="\n".join(
                [
                    f'ADD: For tasks like "{task}", resolved runs did: go to oven -> cool / use microwave, never recover.',
                    'ADD: For tasks like "heat some egg and take hot cup", resolved runs did: take … from … -> heat … with ….',
                    "ADD: <new rule>",
                ]
            )
        )


def measure(model: ScriptedMemoryModel, rows: list[dict], folder: Path, name: str) -> dict[str, int]:
    config = MemoryConfig(llm=LLMOperationsConfig(merge=False, project_roles=False), llm_client=FAST)
    with Memory.open(folder / "free.db") as free:
        free.record_many(rows)
        mined = {i.key for i in free.insights()}
    with Memory.open(folder / f"{name}.db", config=config, llm=LLMClient(model, FAST, name=name)) as memory:
        for row in rows:
            memory.record(row)
        usage = memory.usage.operations["insights"]
        deletions = [c for c in memory.history() if c.kind == ChangeKind.INSIGHT_DELETE]
        left = len(mined & {i.key for i in memory.insights()})
        model_lessons = sum(i.origin == "llm" for i in memory.insights())
        for change in deletions:
            memory.undo(change.id, by="benchmark")
        restored = len(mined & {i.key for i in memory.insights()})
    return {
        "prompts": usage.calls,
        "rejected": usage.rejected,
        "deleted": len(deletions),
        "mined": len(mined),
        "left": left,
        "restored": restored,
        "model lessons": model_lessons,
    }


def main() -> None:
    logging.basicConfig(level=logging.ERROR)
    rows = [
        {k: v for k, v in json.loads(line).items() if k != "task_type"}
        for line in EXCERPT.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    table = Table(title=f"A misbehaving maintenance model, {len(rows)} recorded ALFWorld runs")
    for column in (
        "endpoint",
        "insight prompts",
        "refused changes",
        "deletions (logged)",
        "LLM-free lessons left",
        "after undo",
        "model lessons kept",
    ):
        table.add_column(column, justify="right")
    with tempfile.TemporaryDirectory() as tmp:
        for name, model in (("remove-everything", Wiper()), ("inventing", Inventor())):
            folder = Path(tmp) / name
            folder.mkdir()
            r = measure(model, rows, folder, name)
            table.add_row(
                name,
                str(r["prompts"]),
                str(r["rejected"]),
                str(r["deleted"]),
                f"{r['left']} / {r['mined']}",
                f"{r['restored']} / {r['mined']}",
                str(r["model lessons"]),
            )
    Console().print(table)


if __name__ == "__main__":
    main()
