"""Figures the benchmarks share: a share's 95% interval and percentiles."""

from __future__ import annotations

import math


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% interval of a share wins / n (Wilson score interval: sound near 0 and 1)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    """The q-th quantile (nearest rank) of `values`, 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(math.ceil(q * len(ordered))) - 1))]
