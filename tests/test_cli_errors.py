"""Every way a user can get the command line wrong: one line on stderr naming what is wrong, exit code 2,
no traceback, and nothing created or changed."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from gmem.cli import main
from tests.conftest import EXCERPT, REPO


def small(task_id: str, **changes) -> dict:
    task = {
        "id": task_id,
        "instruction": f"heat some egg and put it in garbagecan ({task_id}).",
        "steps": [{"agent": "solver", "action": "heat egg 1 with microwave 1", "observation": "You heat the egg 1."}],
        "success": True,
    }
    return task | changes


def write_jsonl(path: Path, rows: list) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def built(tmp_path_factory, embedder) -> Path:
    """A small store with two namespaces, built once; tests work on copies."""
    from gmem import Memory

    path = tmp_path_factory.mktemp("built") / "team.db"
    for namespace, ids in (("default", ["a", "b", "c"]), ("research", ["r"])):
        with Memory.open(path, embedder=embedder, namespace=namespace) as memory:
            memory.record_many([small(i) for i in ids])
    return path


@pytest.fixture
def store(built, tmp_path) -> Path:
    copy = tmp_path / "team.db"
    shutil.copy(built, copy)
    return copy


def fails(capsys, argv: list[str], *expected: str) -> str:
    """Run the CLI; it must exit 2 with one line on stderr holding every ``expected`` text."""
    code = main(argv)
    err = capsys.readouterr().err
    assert code == 2, err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert "Traceback" not in err
    for text in expected:
        assert text in err, err
    return err


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


# --------------------------------------------------------------------------- import: bad files


def test_missing_file_leaves_no_empty_store(tmp_path, capsys):
    fails(capsys, ["import", str(tmp_path / "nofile.jsonl"), "--store", str(tmp_path / "new.db")], "nofile.jsonl")
    assert list(tmp_path.iterdir()) == []


def test_directory_given_as_the_file(tmp_path, capsys):
    (tmp_path / "runs").mkdir()
    fails(capsys, ["import", str(tmp_path / "runs"), "--store", str(tmp_path / "new.db")], "runs", "directory")
    assert not (tmp_path / "new.db").exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every file")
def test_unreadable_file(tmp_path, capsys):
    source = write_jsonl(tmp_path / "runs.jsonl", [small("x")])
    source.chmod(0)
    fails(capsys, ["import", str(source), "--store", str(tmp_path / "new.db")], "runs.jsonl", "ermission")


def test_nesting_too_deep_is_a_located_error(store, tmp_path, capsys):
    deep = '{"id": "x", "instruction": "y", "meta": ' + "[" * 100_000 + "]" * 100_000 + "}"
    source = write_jsonl(tmp_path / "deep.jsonl", [small("ok"), deep])
    before = snapshot(tmp_path)
    fails(capsys, ["import", str(source), "--store", str(store)], f"{source}:2", "nested too deeply")
    assert snapshot(tmp_path) == before


def test_an_export_fed_to_import_gets_a_hint(store, tmp_path, capsys):
    exported = tmp_path / "memory.jsonl"
    assert main(["export-memory", "--store", str(store), "--out", str(exported)]) == 0
    capsys.readouterr()
    fails(capsys, ["import", str(exported), "--store", str(tmp_path / "other.db")], "gmem import-memory")
    fails(capsys, ["import-memory", str(EXCERPT), "--store", str(tmp_path / "other.db")], "gmem import`")
    assert not (tmp_path / "other.db").exists()


def test_error_message_with_markup_like_text_is_printed_literally(store, tmp_path, capsys):
    source = write_jsonl(tmp_path / "inst.jsonl", ['{"id": "[INST] x [/INST] [/]", "instruction": 3}'])
    fails(capsys, ["import", str(source), "--store", str(store)], "instruction")


# --------------------------------------------------------------------------- stores that are not stores


@pytest.mark.parametrize("command", [["stats"], ["insights", "list"], ["history"], ["query", "heat an egg"]])
@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"", "empty file"),
        (b'{"id": "x"}\n', "not a SQLite database"),
        (b"SQLite format 3\x00" + b"\xff" * 5000, "not a usable"),
    ],
    ids=["zero-bytes", "a-jsonl-file", "corrupt"],
)
def test_not_a_store(tmp_path, capsys, command, content, says):
    path = tmp_path / "runs.db"
    path.write_bytes(content)
    fails(capsys, [*command, "--store", str(path)], str(path), says)
    assert path.read_bytes() == content and list(tmp_path.iterdir()) == [path]


def test_another_programs_sqlite_database_is_not_touched(tmp_path, capsys):
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE people (name TEXT)")
    before = path.read_bytes()
    fails(capsys, ["import", str(EXCERPT), "--store", str(path)], "not a gmem store")
    assert path.read_bytes() == before


def test_a_directory_as_the_store(tmp_path, capsys):
    fails(capsys, ["stats", "--store", str(tmp_path)], "is a directory")


def test_a_store_from_a_newer_gmem(store, capsys):
    with sqlite3.connect(store) as db:
        db.execute("UPDATE meta SET value = '999' WHERE key = 'schema_version'")
    before = store.read_bytes()
    fails(capsys, ["stats", "--store", str(store)], "newer than this gmem")
    assert store.read_bytes() == before


# --------------------------------------------------------------------------- outputs, namespaces, arguments


@pytest.mark.parametrize("command", [["show"], ["export-memory"]])
def test_output_into_a_missing_folder(store, tmp_path, capsys, command):
    before = snapshot(tmp_path)
    fails(capsys, [*command, "--store", str(store), "--out", str(tmp_path / "nodir" / "x.html")], "no folder")
    assert snapshot(tmp_path) == before and not (tmp_path / "nodir").exists()


def test_unknown_namespace_warns_and_lists_the_known_ones(store, capsys):
    assert main(["stats", "--store", str(store), "--namespace", "reserch", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["tasks"] == 0
    assert "no namespace 'reserch'" in captured.err and "default, research" in captured.err
    assert main(["namespaces", "--store", str(store), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"default": 3, "research": 1}


def test_abbreviated_options_are_refused(store, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["stats", "--stor", str(store)])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "usage: gmem stats" in err and "--stor" in err


@pytest.mark.parametrize(
    ("argv", "usage"),
    [
        (["query", "x", "--rol", "solver"], "usage: gmem query"),
        (["insights", "list", "--limt", "3"], "usage: gmem insights list"),
        (["insights", "lst"], "usage: gmem insights"),
    ],
)
def test_a_typo_prints_that_subcommands_usage(store, capsys, argv, usage):
    with pytest.raises(SystemExit) as exit_:
        main([*argv, "--store", str(store)])
    assert exit_.value.code == 2
    assert usage in capsys.readouterr().err


def test_duplicate_import_names_the_line_and_the_way_out(store, tmp_path, capsys):
    source = write_jsonl(tmp_path / "again.jsonl", [small("new"), small("a")])
    fails(capsys, ["import", str(source), "--store", str(store), "--quiet"], f"{source}:2", "--skip-existing")
    assert main(["import", str(source), "--store", str(store), "--quiet", "--skip-existing"]) == 0
    assert "imported 1 tasks" in capsys.readouterr().out


def test_demo_refuses_postgres_and_existing_stores(store, capsys):
    fails(capsys, ["demo", "--store", str(store)], "already exists")
    fails(capsys, ["demo", "--store", "postgresql://localhost/x"], "SQLite")


# --------------------------------------------------------------------------- disk full


@pytest.fixture
def tiny_disk(tmp_path) -> Path:
    """A 320 KB tmpfs: room for a small store, not for the 40-run excerpt."""
    mount = tmp_path / "disk"
    mount.mkdir()
    command = ["mount", "-t", "tmpfs", "-o", "size=320k", "tmpfs", str(mount)]
    done = subprocess.run(command, capture_output=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {done.stderr.decode().strip()}")
    yield mount
    subprocess.run(["umount", "--lazy", str(mount)], check=False)  # lazy: a closed store's files may linger


def test_disk_full_is_one_line_and_the_store_still_opens(tiny_disk, capsys):
    store = tiny_disk / "team.db"
    first = write_jsonl(tiny_disk / "first.jsonl", [small("a")])
    assert main(["import", str(first), "--store", str(store), "--quiet"]) == 0
    capsys.readouterr()
    fails(capsys, ["import", str(EXCERPT), "--store", str(store), "--quiet"], "disk full")
    assert main(["stats", "--store", str(store), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["tasks"] == 1


# --------------------------------------------------------------------------- what the CLI loads


@pytest.mark.parametrize("command", [["stats"], ["insights", "list"], ["history"], ["namespaces"], ["--help"]])
def test_commands_that_embed_nothing_load_no_model(built, command):
    """`gmem stats` used to load torch and MiniLM (~20 s, 540 MB on a loaded machine) to print a few counts."""
    probe = (
        "import sys\nfrom gmem.cli import main\n"
        f"try:\n    main({[*command, *(['--store', str(built)] if command != ['--help'] else [])]!r})\n"
        "except SystemExit:\n    pass\n"
        "print(sorted(m for m in ('torch', 'sentence_transformers', 'transformers') if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=REPO, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"


# --------------------------------------------------------------------------- stored text is printed, not obeyed


HOSTILE_TEXT = "[INST] heat the egg [/INST] [/] [bold red]loud \x1b[2J\x1b]0;owned\x07 \u202eevil"


def test_stored_markup_and_escapes_are_printed_literally(tmp_path, capsys, embedder):
    """A stored `[INST] ... [/INST]` or `[/]` used to crash query, insights list and history (MarkupError),
    and escape sequences stored in insights reached the terminal."""
    from gmem import Memory

    store = tmp_path / "hostile.db"
    with Memory.open(store, embedder=embedder) as memory:
        memory.record(small("[/]", instruction=HOSTILE_TEXT, outcome_detail=HOSTILE_TEXT))
        memory.note(HOSTILE_TEXT, by="[/INST]")
        memory.edit_insight(memory.insights()[0].id, text=HOSTILE_TEXT + " again", by="[bold]x")
    for command in (["query", "heat the egg", "--role", "solver"], ["insights", "list"], ["history"]):
        assert main([*command, "--store", str(store)]) == 0, command
        out = capsys.readouterr().out
        assert "\x1b" not in out and "\u202e" not in out and "\x07" not in out, command
        assert "[INST]" in out and "\\x1b" in out and "\\u202e" in out, command
