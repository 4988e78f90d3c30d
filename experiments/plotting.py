"""The start and the end every figure of the experiments and benchmarks shares: matplotlib without a display,
and a figure laid out, written (its folder made) and closed.

matplotlib is imported when a figure is drawn, not when a script is imported: most runs only print.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any


def pyplot() -> ModuleType:
    """``matplotlib.pyplot`` on the Agg backend (no display: scripts run on servers and in CI)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def save(fig: Any, path: str | Path, *, dpi: int = 120, tight: bool = True) -> None:
    """Lay ``fig`` out (``tight=False`` for a figure made with a layout engine of its own), write it to
    ``path`` (making its folder) and close it."""
    if tight:
        fig.tight_layout()
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=dpi)
    pyplot().close(fig)
