"""95% confidence intervals for the scores the runners compare.

A success rate or an exact-match rate is a proportion: its interval is Wilson's score interval, which stays
inside [0, 1] and is honest at 0 or n successes and for small n (the normal approximation is not). F1 is a
mean of values in [0, 1]: its interval is a percentile bootstrap over the tasks, with a fixed seed so a report
is reproducible. With 36 games or 100 questions the intervals are wide; two memories whose intervals overlap
a lot have not been shown to differ.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

Z95 = 1.959963984540054
BOOTSTRAP_RESAMPLES = 2000


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for ``successes`` out of ``n`` (``(0, 1)`` when ``n`` is 0)."""
    if n <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= n:
        raise ValueError(f"successes must lie in [0, {n}], got {successes}")
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def bootstrap_interval(
    values: Sequence[float], *, resamples: int = BOOTSTRAP_RESAMPLES, seed: int = 0, level: float = 0.95
) -> tuple[float, float]:
    """Percentile bootstrap interval of the mean of ``values``."""
    data = np.asarray(values, dtype=float)
    if data.size == 0:
        return 0.0, 1.0
    rng = np.random.default_rng(seed)
    means = data[rng.integers(0, data.size, size=(resamples, data.size))].mean(axis=1)
    tail = (1 - level) / 2 * 100
    low, high = np.percentile(means, [tail, 100 - tail])
    return float(low), float(high)


def interval(values: Sequence[float]) -> tuple[float, float]:
    """The 95% interval of a score's mean: Wilson when every value is 0 or 1, else the bootstrap."""
    if all(value in (0.0, 1.0) for value in values):
        return wilson_interval(sum(values), len(values))
    return bootstrap_interval(values)
