"""One exception root: every error gmem raises on purpose is a ``GmemError`` and the builtin a caller caught
before it existed; a lookup that misses raises ``NotFoundError`` naming the id and the namespace, on every
backend; the command line turns each into one line and exit code 2, and shows a bare builtin as a bug."""

from __future__ import annotations

import inspect
import shutil
from contextlib import closing
from pathlib import Path

import pytest

import gmem
import gmem.commands
from gmem import errors
from gmem.cli import main
from gmem.errors import EmbedderMismatchError, GmemError, InvalidArgumentError, NotFoundError
from gmem.models import Retrieval, TaskStatus
from gmem.store.base import open_store
from tests.test_store import toy_embedder
from tests.test_store_conformance import DIM, lesson, task

#: Each error and the builtin it also is, so ``except KeyError`` / ``except ValueError`` keeps working.
BUILTIN = {
    errors.NotFoundError: KeyError,
    errors.DuplicateTaskError: ValueError,
    errors.RecordError: ValueError,
    errors.UndoError: ValueError,
    errors.InvalidArgumentError: ValueError,
    errors.EmbedderMismatchError: ValueError,
    errors.NotAStoreError: ValueError,
    errors.LLMError: RuntimeError,
    errors.SchemaTooNewError: RuntimeError,
    errors.StoreFullError: OSError,
}


def test_every_error_is_listed_exported_and_under_the_root():
    defined = {value for value in vars(errors).values() if inspect.isclass(value) and issubclass(value, BaseException)}
    assert defined == {GmemError, *BUILTIN}  # a new error is added to the table above (and to the README)
    for error, builtin in BUILTIN.items():
        assert issubclass(error, GmemError) and issubclass(error, builtin), error
        assert error.__name__ in gmem.__all__ and getattr(gmem, error.__name__) is error
    assert "GmemError" in gmem.__all__


def test_a_missing_id_is_not_printed_as_a_quoted_key():
    assert str(NotFoundError("no task 'x' in namespace 'default'")) == "no task 'x' in namespace 'default'"
    assert str(KeyError("no task 'x'")) == "\"no task 'x'\""  # what a bare KeyError would have shown


def test_a_role_without_a_context_is_not_found():
    empty = Retrieval(task="t", tasks=[], insights=[], resolved=[], failed=[], mode="llm-free")
    with pytest.raises(NotFoundError, match="no context was rendered for role 'critic'; roles: \\[\\]"):
        empty.for_role("critic")


# --------------------------------------------------------------------------- misses, on every backend


@pytest.fixture
def store(store_location):
    opened = open_store(store_location, "team-x")
    opened.check_embedder("toy", DIM)
    opened.commit([task("t1", updates=[lesson("k", 1.0, {})])])
    yield opened
    opened.close()


@pytest.mark.parametrize(
    ("lookup", "says"),
    [
        (lambda s: s.get_graph("nope"), "no task 'nope' in namespace 'team-x'"),
        (lambda s: s.apply_feedback("nope", TaskStatus.RESOLVED, 1.0, -2.0), "no task 'nope' in namespace 'team-x'"),
        (lambda s: s.forget_task("nope", author="me"), "no task 'nope' in namespace 'team-x'"),
        (
            lambda s: s.edit_insight(999999, text="x", score=None, author="me"),
            "no insight 999999 in namespace 'team-x'",
        ),
        (lambda s: s.delete_insight(999999, author="me"), "no insight 999999 in namespace 'team-x'"),
        (lambda s: s.undo(999999, author="me"), "no change 999999 in the history of namespace 'team-x'"),
    ],
    ids=["graph", "feedback", "forget", "edit", "delete", "undo"],
)
def test_a_miss_raises_not_found_naming_the_id_and_the_namespace(store, lookup, says):
    before = store.changes()
    with pytest.raises(NotFoundError) as caught:
        lookup(store)
    assert says in str(caught.value)
    assert store.changes() == before and store.counts()["tasks"] == 1  # nothing was written


def test_an_id_of_another_namespace_is_a_miss_there(store, store_location):
    with closing(open_store(store_location, "team-y")) as other, pytest.raises(NotFoundError, match="'team-y'"):
        other.get_graph("t1")
    assert store.get_graph("t1").task_id == "t1"


def test_bad_arguments_and_another_embedder_are_gmem_errors(store, store_location):
    with pytest.raises(InvalidArgumentError, match="nothing to change"):
        store.edit_insight(store.list_insights()[0].id, text=None, score=None, author="me")
    with pytest.raises(InvalidArgumentError, match="namespace"):
        open_store(store_location, " ")
    with pytest.raises(EmbedderMismatchError, match="toy:8"):
        store.check_embedder("other", DIM)
    with pytest.raises(EmbedderMismatchError, match="toy:8"):
        store.check_embedder("toy", DIM + 1)
    assert store.stored_embedder() == ("toy", DIM)


def test_the_langgraph_store_raises_gmem_errors(tmp_path):
    from gmem.integrations.langgraph import GMemStore

    with pytest.raises(InvalidArgumentError, match="file or a postgresql"):
        GMemStore(":memory:")
    with GMemStore(tmp_path / "lg.db", embedder=toy_embedder(4)) as lg, pytest.raises(InvalidArgumentError):
        lg.put(("team",), "task:t1", {"text": "a run is recorded, not put"})


# --------------------------------------------------------------------------- the command line


@pytest.fixture(scope="module")
def built(tmp_path_factory, embedder, alfworld_rows) -> Path:
    from gmem import Memory

    path = tmp_path_factory.mktemp("errors") / "team.db"
    with Memory.open(path, embedder=embedder, namespace="team-x") as memory:
        memory.record_many(alfworld_rows[:3])
    return path


@pytest.fixture
def cli_store(built, tmp_path) -> str:
    copy = tmp_path / "team.db"
    shutil.copy(built, copy)
    return str(copy)


def one_line(capsys) -> str:
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("error: ") and "Traceback" not in err, err
    return err


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["forget", "nope"], "error: no task 'nope' in namespace 'team-x'"),
        (["undo", "999999"], "error: no change 999999 in the history of namespace 'team-x'"),
        (["insights", "delete", "999999"], "error: no insight 999999 in namespace 'team-x'"),
        (["insights", "edit", "1"], "error: nothing to change"),
        (["undo", "1"], "error: no change 1 in the history"),
    ],
)
def test_each_gmem_error_is_one_line_and_exit_code_2(cli_store, capsys, argv, says):
    assert main([*argv, "--store", cli_store, "--namespace", "team-x"]) == 2
    assert one_line(capsys).startswith(says)


def test_an_undo_that_cannot_be_done_is_one_line(cli_store, capsys):
    assert main(["forget", "alfworld-1", "--store", cli_store, "--namespace", "team-x"]) == 0
    assert main(["undo", "1", "--store", cli_store, "--namespace", "team-x"]) == 0
    capsys.readouterr()
    assert main(["undo", "1", "--store", cli_store, "--namespace", "team-x"]) == 2
    assert "already undone by change 2" in one_line(capsys)


def test_a_bare_builtin_is_reported_as_unexpected_not_as_the_users_mistake(cli_store, capsys, monkeypatch):
    """Only gmem's own errors are worded as what the user got wrong; a KeyError from a bug says it is one."""

    def broken(args: object) -> int:
        raise KeyError("internal")

    monkeypatch.setattr(gmem.commands, "cmd_stats", broken)
    assert main(["stats", "--store", cli_store]) == 2
    assert "unexpected KeyError" in one_line(capsys)
