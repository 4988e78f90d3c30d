"""Replay benchmark: take tasks in file order; for each, retrieve first (the memory holds only the
earlier tasks), then record it. Measures retrieval quality and latency with no LLM.

    python -m experiments.replay --trajectories FILE.jsonl --out OUT.jsonl [--k 3]

With ``--llm`` the memory runs its LLM operations and the summary adds the memory-side calls, failures,
fallbacks, tokens and seconds per operation (every counter ``Memory.usage`` keeps), printed as a table
(:mod:`experiments.llm_usage`). ``--llm endpoint --endpoint-profile local`` suits a one-request-at-a-time
server (one call in flight, 600 s per call, one retry). Writes one JSON line per task ({"id", "retrieved", "retrieved_failed", "insights", "latency_ms"}) and a
final {"summary": ...} line; prints the summary. Where the file has ``task_type`` (used for scoring
only, never read by retrieval), it reports same-family precision@1 and precision@k over the tasks that
had at least one earlier resolved task of their family: precision@k = same-family hits in the top k /
min(k, same-family resolved tasks available).
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path

import numpy as np
from rich.console import Console
from tqdm import tqdm

from experiments import llm_usage
from experiments.endpoints import PROFILES, memory_client
from gmem import Memory, MemoryConfig
from gmem.importer import read_jsonl
from gmem.llm import LLMClient, LLMProvider
from gmem.llm.scripted import ScriptedMemoryModel


def replay(
    trajectories: Path, out: Path, k: int, config: MemoryConfig, store: str,
    llm: LLMProvider | LLMClient | None = None,
) -> dict:
    records = [task for _, task in read_jsonl(trajectories)]
    family = {r.id: (r.model_extra or {}).get("task_type") for r in records}
    resolved_so_far: list[str] = []
    hits1: list[float] = []
    hitsk: list[float] = []
    latencies: list[float] = []
    config = config.model_copy(update={"resolved_excerpts": k})
    with Memory.open(store, config=config, llm=llm) as memory, out.open("w") as sink:
        memory.retrieve("warm-up")  # load the model outside the timed loop
        for record in tqdm(records, desc="replay", unit="task"):
            start = time.perf_counter()
            result = memory.retrieve(record.instruction, context=record.context)
            latency = (time.perf_counter() - start) * 1000
            latencies.append(latency)
            retrieved = [t.node.id for t in result.tasks if t.node.status.value == "resolved"]
            line = {
                "id": record.id,
                "retrieved": retrieved[:k],
                "retrieved_failed": [e.task_id for e in result.failed],
                "insights": [r.insight.text for r in result.insights],
                "latency_ms": round(latency, 2),
            }
            sink.write(json.dumps(line) + "\n")
            mine = family.get(record.id)
            relevant = [t for t in resolved_so_far if family.get(t) == mine] if mine else []
            if relevant and retrieved:
                hits1.append(float(family.get(retrieved[0]) == mine))
                hitsk.append(sum(family.get(t) == mine for t in retrieved[:k]) / min(k, len(relevant)))
            memory.record(record)
            if record.status.value == "resolved":
                resolved_so_far.append(record.id)
        summary = {
            "tasks": len(records),
            "k": k,
            "latency_ms_p50": round(float(np.percentile(latencies, 50)), 2),
            "latency_ms_p95": round(float(np.percentile(latencies, 95)), 2),
            "scored_tasks": len(hits1),
            "precision_at_1": round(float(np.mean(hits1)), 3) if hits1 else None,
            f"precision_at_{k}": round(float(np.mean(hitsk)), 3) if hitsk else None,
            "mode": memory.mode,
            "insights": memory.stats().insights,
            "llm_usage": llm_usage.operations(memory.usage),
        }
        sink.write(json.dumps({"summary": summary}) + "\n")
    return summary


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trajectories", required=True, type=Path)
    p.add_argument("--out", required=True, type=Path)
    p.add_argument("--k", type=int, default=3)
    p.add_argument("--store", help="SQLite path for the replayed memory (default: a temporary file)")
    p.add_argument("--baseline", action="store_true",
                   help="plain dense kNN on instruction+context (no lexical, procedure or graph), for comparison")
    p.add_argument("--llm", choices=["none", "scripted", "endpoint"], default="none",
                   help="memory-side model: none (LLM-free), scripted (token accounting dry run), or the "
                        "OpenAI-compatible endpoint in OPENAI_BASE_URL / OPENAI_API_KEY / GMEM_MODEL")
    p.add_argument("--endpoint-profile", choices=sorted(PROFILES), default="default",
                   help="timeouts, retries and concurrency for --llm endpoint (local: a one-request-at-a-time server)")
    p.add_argument("--rerank", action="store_true", help="let the model re-rank retrieved tasks (needs --llm)")
    args = p.parse_args()
    config = MemoryConfig()
    if args.baseline:
        config = MemoryConfig(lexical_weight=0.0, procedure_weight=0.0, dense_weight=0.5, context_weight=0.5, hops=0)
    if args.rerank:
        config = config.model_copy(update={"llm": config.llm.model_copy(update={"rerank": True})})
    llm: LLMProvider | LLMClient | None = None
    if args.llm == "scripted":
        llm = ScriptedMemoryModel()
    elif args.llm == "endpoint":
        model = os.environ.get("GMEM_MODEL") or os.environ.get("OPENAI_MODEL")
        if not model:
            raise SystemExit("error: --llm endpoint needs GMEM_MODEL (and OPENAI_BASE_URL for a local server)")
        llm = memory_client(model=model, base_url=os.environ.get("OPENAI_BASE_URL"),
                            api_key=os.environ.get("OPENAI_API_KEY"), profile=PROFILES[args.endpoint_profile])
    with tempfile.TemporaryDirectory() as tmp:
        store = args.store or str(Path(tmp) / "replay.db")
        summary = replay(args.trajectories, args.out, args.k, config, store, llm)
    console = Console()
    console.print_json(json.dumps(summary))
    if llm is not None:
        console.print(llm_usage.usage_table(summary["llm_usage"], title=f"memory-side model ({args.llm}), per operation"))


if __name__ == "__main__":
    main()
