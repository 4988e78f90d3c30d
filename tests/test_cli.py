"""The gmem command line, end to end, in-process."""

from __future__ import annotations

import json

from gmem import MemoryConfig
from gmem.cli import main
from tests.conftest import EXCERPT


def test_import_query_stats(tmp_path, capsys):
    store = str(tmp_path / "cli.db")
    assert main(["import", str(EXCERPT), "--store", store, "--quiet"]) == 0
    assert "imported 40 tasks" in capsys.readouterr().out

    assert main(["stats", "--store", store, "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["tasks"] == 40 and stats["mode"] == "llm-free"

    assert (
        main(
            [
                "query",
                "heat some egg and put it in countertop.",
                "--store",
                store,
                "--json",
                "--role",
                "solver=acts in the environment",
                "--role",
                "critic",
            ]
        )
        == 0
    )
    result = json.loads(capsys.readouterr().out)
    assert result["tasks"] and set(result["roles"]) == {"solver", "critic"}
    assert "<gmem-memory>" in result["roles"]["solver"]["text"]

    assert main(["query", "put a clean mug in cabinet.", "--store", store]) == 0
    assert "Nearest past tasks" in capsys.readouterr().out


def test_bad_line_names_file_line_field_and_stores_nothing(tmp_path, capsys):
    lines = EXCERPT.read_text().splitlines()[:4]
    bad = json.loads(lines[2])
    bad["steps"][1]["agent"] = 7
    lines[2] = json.dumps(bad)
    source = tmp_path / "bad.jsonl"
    source.write_text("\n".join(lines) + "\n")
    store = str(tmp_path / "cli.db")
    assert main(["import", str(source), "--store", store, "--quiet"]) == 2
    err = capsys.readouterr().err
    assert f"{source}:3" in err and "steps.1.agent" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "cli.db").exists()  # a failed first import leaves no empty store behind


def test_query_without_a_store_is_a_clear_error(tmp_path, capsys):
    assert main(["query", "anything", "--store", str(tmp_path / "missing.db")]) == 2
    assert "no memory at" in capsys.readouterr().err


def test_demo_runs_offline_on_the_shipped_excerpt(tmp_path, capsys):
    assert main(["demo", "--store", str(tmp_path / "demo.db")]) == 0
    out = capsys.readouterr().out
    assert "llm-free" in out and "context for solver" in out and "context for critic" in out
    assert "alfworld-" in out  # task ids in the table of nearest tasks


def test_demo_never_replaces_an_existing_path(tmp_path, capsys):
    """`gmem demo --store PATH` used to delete PATH and build the demo there."""
    precious = tmp_path / "notes.txt"
    precious.write_text("mine")
    assert main(["demo", "--store", str(precious)]) == 2
    assert "already exists" in capsys.readouterr().err
    assert precious.read_text() == "mine"


def test_query_says_why_it_abstained_and_takes_the_per_call_overrides(tmp_path, capsys):
    """An empty answer names the floor and the nearest task under it; --min-relevance, --k and --domain are the
    per-call overrides of Memory.retrieve."""
    store = str(tmp_path / "cli.db")
    assert main(["import", str(EXCERPT), "--store", store, "--quiet"]) == 0
    capsys.readouterr()
    question = "What is the capital of France?"

    assert main(["query", question, "--store", store, "--role", "solver"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    floor = MemoryConfig().traversal.min_relevance
    assert f"No past task clears the relevance floor {floor}" in out and "--min-relevance" in out
    assert "Nearest past tasks" not in out and "alfworld-" in out  # the nearest task is named

    assert main(["query", question, "--store", store, "--json"]) == 0
    silent = json.loads(capsys.readouterr().out)
    assert silent["tasks"] == [] and silent["below_floor"]["min_relevance"] == floor
    assert silent["below_floor"]["nearest"]["node"]["id"].startswith("alfworld-")

    assert main(["query", question, "--store", store, "--json", "--min-relevance", "0", "--k", "3"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert 1 <= len(result["tasks"]) <= 3 and all(t["relevance"] < floor for t in result["tasks"])

    assert main(["query", "put a hot mug in cabinet.", "--store", store, "--domain", "hotpotqa"]) == 0
    assert "no past task to compare with in domain 'hotpotqa'" in " ".join(capsys.readouterr().out.split())

    assert main(["query", "heat some egg and put it in countertop.", "--store", store]) == 0
    assert "relevance" in capsys.readouterr().out  # shown beside each ranked task


def test_feedback_settles_an_imported_run_and_its_run_teaches_then(tmp_path, capsys):
    """Runs imported without verdicts are settled from the command line; the first verdict teaches the run's
    lessons and its reason reaches a reviewer."""
    rows = [json.loads(line) for line in EXCERPT.read_text().splitlines() if line.strip()]
    unjudged = tmp_path / "unjudged.jsonl"
    unjudged.write_text("".join(json.dumps({**row, "success": None}) + "\n" for row in rows[:20]))
    store = str(tmp_path / "cli.db")
    assert main(["import", str(unjudged), "--store", store, "--quiet"]) == 0
    capsys.readouterr()

    assert main(["feedback", "alfworld-16", "maybe", "--store", store]) == 2
    assert "an outcome (status) must be" in capsys.readouterr().err
    assert main(["feedback", "no-such-task", "failed", "--store", store]) == 2
    assert "no-such-task" in capsys.readouterr().err

    why = "put a mug away where the task asked for a cup"
    assert main(["feedback", "alfworld-16", "false", "--detail", why, "--store", store, "--by", "alice"]) == 0
    said = " ".join(capsys.readouterr().out.split())  # the console wraps its lines
    assert f"task alfworld-16 is failed ({why}): 0 shown insight score(s) moved" in said
    assert "1 lesson(s) added" in said  # the loop it ran into
    assert main(["feedback", "alfworld-19", "true", "--store", store]) == 0
    assert "task alfworld-19 is resolved" in capsys.readouterr().out

    assert main(["query", "put a hot cup in cabinet.", "--store", store, "--role", "critic", "--json"]) == 0
    critic = json.loads(capsys.readouterr().out)["roles"]["critic"]["text"]
    assert f"failed: {why}; repeated 'go to shelf 2' 3 times" in critic
