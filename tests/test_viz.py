"""``gmem show``: the memory page, as a person sees it. The page for a memory built from the shipped ALFWorld
runs is opened in headless Chromium; the page script lists what cytoscape drew in #gmem-summary, which the
tests read from the rendered DOM, and a screenshot is kept (pytest's tmp_path; also ``test-artifacts/`` at the
repo root when GMEM_ARTIFACTS is set)."""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from gmem.cli import main
from gmem.viz import SceneLimits, build_scene, render, write
from tests.conftest import REPO

QUERY = "heat some egg and put it in countertop."
CHROMIUM = shutil.which("chromium")
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None, reason="headless browser tests need 'chromium' on PATH (Debian: apt-get install -y chromium)"
)
WINDOW = (1600, 1000)


@pytest.fixture
def memory(open_memory, alfworld_rows):
    memory = open_memory()
    memory.record_many(alfworld_rows)
    return memory


def chromium(page: Path, profile: Path, *args: str) -> str:
    """Run headless Chromium on ``page`` (the flags CI uses) and return its standard output."""
    command = [
        CHROMIUM,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        f"--user-data-dir={profile}",
        f"--window-size={WINDOW[0]},{WINDOW[1]}",
        "--virtual-time-budget=5000",
        *args,
        page.as_uri(),
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def drawn(page: Path, tmp_path: Path) -> dict:
    """What the page says it drew, read from the DOM Chromium rendered."""
    dom = chromium(page, tmp_path / "profile-dom", "--dump-dom")
    found = re.search(r'<pre id="gmem-summary"[^>]*data-ready="true"[^>]*>(.*?)</pre>', dom, re.DOTALL)
    assert found, "the page script did not finish building the graph"
    return json.loads(html.unescape(found.group(1)))


def screenshot(page: Path, tmp_path: Path, name: str) -> Path:
    shot = tmp_path / f"{name}.png"
    chromium(page, tmp_path / "profile-shot", f"--screenshot={shot}")
    header = shot.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", header[16:24]) == WINDOW
    assert shot.stat().st_size > 50_000, "the screenshot is (nearly) blank"
    if os.environ.get("GMEM_ARTIFACTS"):
        keep = REPO / "test-artifacts"
        keep.mkdir(exist_ok=True)
        shutil.copy(shot, keep / shot.name)
    return shot


# --------------------------------------------------------------------------- the file itself


def test_the_page_is_one_self_contained_file(memory, tmp_path):
    page = render(build_scene(memory, query=QUERY))
    assert "{{" not in page.split("<script>")[0]  # every slot of the template was filled
    loads = re.search(r"<(script|link|img|iframe)[^>]+(src|href)=", page, re.IGNORECASE)
    assert loads is None, "nothing may load from elsewhere"
    assert page.count("<script") == 3 and "Cytoscape Consortium" in page  # data, cytoscape.js (with its licence), page
    data = re.search(r'<script type="application/json" id="gmem-data">(.*?)</script>', page, re.DOTALL)
    data = json.loads(data.group(1))
    assert data["meta"]["query"] == QUERY and data["elements"] and data["runs"]


def test_what_the_memory_holds_cannot_break_out_of_the_page(open_memory, alfworld_rows, tmp_path):
    memory = open_memory()
    hostile = "</script><script>document.title='owned'</script><!--"
    memory.record_many([*alfworld_rows[:6], {**alfworld_rows[6], "id": "x</script>", "instruction": hostile}])
    page = render(build_scene(memory, task="x</script>"))
    assert hostile not in page and "x</script>" not in page
    if CHROMIUM is not None:
        path = tmp_path / "hostile.html"
        path.write_text(page, encoding="utf-8")
        seen = drawn(path, tmp_path)
        assert "task:x</script>" in seen["nodes"] and seen["run"] == "x</script>"


# --------------------------------------------------------------------------- in the browser


@needs_chromium
def test_a_query_page_draws_three_tiers_and_highlights_the_traversal(memory, tmp_path):
    retrieval = memory.retrieve(QUERY)
    scene = build_scene(memory, query=QUERY)
    page = write(scene, tmp_path / "memory.html")
    seen = drawn(page, tmp_path)
    nodes = set(seen["nodes"])

    # Top: every insight; middle: the query and all 40 tasks; bottom: the run of the best resolved excerpt.
    assert {f"insight:{i.id}" for i in memory.insights()} <= nodes
    assert {"query", *(f"task:{row.node.id}" for row in retrieval.tasks)} <= nodes
    assert len([n for n in nodes if n.startswith("task:")]) == 40
    best = retrieval.resolved[0]
    assert seen["run"] == best.task_id == scene.focus
    run = memory.graph(best.task_id)
    assert {f"run:{best.task_id}:u:{u.index}" for u in run.utterances} <= nodes

    # What the traversal picked, and the excerpt it showed, are marked as such.
    picked = set(seen["picked"])
    assert {f"task:{r.node.id}" for r in retrieval.tasks} <= picked
    assert {f"insight:{r.insight.id}" for r in retrieval.insights} <= picked
    assert set(seen["excerpt"]) == {f"run:{best.task_id}:u:{u.index}" for u in best.steps}
    assert seen["traversal_edges"] > 0 and seen["faded"] > 0
    screenshot(page, tmp_path, "memory-query")


@needs_chromium
def test_gmem_show_for_a_task_draws_its_neighbourhood_and_run(memory, alfworld_rows, tmp_path, capsys):
    task = alfworld_rows[5]["id"]
    memory.close()
    out = tmp_path / "task.html"
    assert main(["show", "--store", memory.location, "--task", task, "--out", str(out)]) == 0
    assert f"wrote {out}" in capsys.readouterr().out
    seen = drawn(out, tmp_path)
    assert seen["run"] == task and f"task:{task}" in seen["nodes"] and "query" not in seen["nodes"]
    assert seen["traversal_edges"] > 0 and seen["faded"] > 0  # its query-graph edges stay bright, the rest fades
    screenshot(out, tmp_path, "memory-task")


# --------------------------------------------------------------------------- large memories


def test_a_large_memory_is_capped_around_the_query_and_says_so(memory):
    retrieval = memory.retrieve(QUERY)
    scene = build_scene(memory, query=QUERY, limits=SceneLimits(max_tasks=len(retrieval.tasks) + 2, max_insights=3))
    drawn_ids = [t.id for t in scene.tasks]
    assert len(drawn_ids) == len(retrieval.tasks) + 2
    assert {r.node.id for r in retrieval.tasks} <= set(drawn_ids)  # all the traversal ranked is drawn
    drawn_insights = {i.id for i in scene.insights}
    assert {r.insight.id for r in retrieval.insights[:3]} <= drawn_insights  # those taken up first
    tied = {i.id for t in drawn_ids for i in memory.insights() if t in i.supporting or t in i.contradicting}
    assert len(drawn_insights) == 3 and drawn_insights <= tied | {r.insight.id for r in retrieval.insights}
    assert f"{len(drawn_ids)} of 40 tasks" in scene.note and "3 of " in scene.note
    assert len(scene.runs) <= SceneLimits().max_runs
    assert all(a in drawn_ids and b in drawn_ids for a, b, _ in scene.links)
    page = render(scene)
    assert json.dumps(scene.note)[1:-1] in page


def test_show_refuses_an_unknown_task(memory, tmp_path, capsys):
    memory.close()
    assert main(["show", "--store", memory.location, "--task", "nope", "--out", str(tmp_path / "x.html")]) == 2
    assert "no task 'nope'" in capsys.readouterr().err
    assert not (tmp_path / "x.html").exists()


def test_gmem_show_limits_default_to_the_pages_own_and_can_be_set(memory, tmp_path, capsys):
    """The command line writes no default of its own: unset limits are the page's (SceneLimits)."""
    total = len(memory.tasks())
    memory.close()
    out = tmp_path / "limited.html"
    assert main(["show", "--store", memory.location, "--max-tasks", "5", "--max-insights", "0", "--out", str(out)]) == 0
    assert f"5 of {total} tasks" in capsys.readouterr().out
    assert main(["show", "--store", memory.location, "--out", str(out)]) == 0
    assert f"Drawn: all {total} tasks" in capsys.readouterr().out  # within SceneLimits().max_tasks
    assert total <= SceneLimits().max_tasks
