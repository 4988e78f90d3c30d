"""The package list in pyproject.toml is explicit (integrations/ installs as gmem.integrations), so a new
subpackage must be added there; an editable install would hide the omission, a wheel would not."""

from __future__ import annotations

import tomllib

from tests.conftest import REPO


def test_every_package_on_disk_is_listed_for_the_wheel():
    config = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    on_disk = {
        ".".join(("gmem", *init.parent.relative_to(REPO / "gmem").parts)).rstrip(".")
        for init in (REPO / "gmem").rglob("__init__.py")
    } | {
        ".".join(("gmem", "integrations", *init.parent.relative_to(REPO / "integrations").parts))
        for init in (REPO / "integrations").rglob("__init__.py")
    }
    data_folders = {p for p in listed - on_disk if (REPO / p.replace(".", "/")).is_dir()}
    assert on_disk == listed - data_folders
    for folder in data_folders:  # listed so setuptools installs them as packages of data, not with a warning
        assert not list((REPO / folder.replace(".", "/")).glob("*.py"))


def test_package_data_globs_match_shipped_files():
    data = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    for package, patterns in data.items():
        folder = REPO.joinpath(*package.split("."))
        for pattern in patterns:
            assert [f for f in folder.glob(pattern) if f.name != "__init__.py"], f"{package}: {pattern} matches no file"


def test_distribution_name_and_install_lines_agree():
    """`gmem` on the public index is an unrelated project: every install line names this distribution."""
    import re

    name = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["name"]
    assert name != "gmem"
    readme = (REPO / "README.md").read_text()
    installs = re.findall(r"pip install '?([A-Za-z0-9_.-]+)", readme)
    assert installs and all(found == name for found in installs if not found.startswith("-")), installs
    assert "gmem[" not in readme


def test_every_public_name_loads_on_first_use():
    """gmem's names are imported lazily (so the CLI starts fast); each must still resolve."""
    import gmem

    assert sorted(gmem._HOME_OF) == gmem.__all__
    for name in gmem.__all__:
        assert getattr(gmem, name) is not None
