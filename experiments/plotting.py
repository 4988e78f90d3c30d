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


def shares(labels: list[str], series: dict[str, list[float]], path: str | Path, *, xlabel: str, target: float) -> None:
    """Shares people compare, one row of bars per label (one bar per series, the first at the top), on 0-1 with the
    ``target`` marked, written to ``path``."""
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(10, 0.15 * len(labels) * len(series) + 1.2))
    width = 0.8 / len(series)
    for n, (name, values) in enumerate(series.items()):
        ax.barh([i - 0.4 + width * (n + 0.5) for i in range(len(labels))], values, width, label=name)
    ax.set_yticks(range(len(labels)))
    ax.set_yticklabels(labels, fontsize=7)
    ax.invert_yaxis()
    ax.axvline(target, color="grey", linewidth=0.5)
    ax.set_xlim(0, 1)
    ax.set_xlabel(xlabel)
    ax.legend(fontsize=8, loc="lower left")
    save(fig, path)
