"""Confidence intervals shared by the strength benchmarks."""

from __future__ import annotations

import math

Z95 = 1.96  # the normal quantile of a two-sided 95% interval


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation).

    One value has no spread to estimate: its half-width is reported as 0. No values: (0, 0).
    """
    k = len(values)
    if k == 0:
        return 0.0, 0.0
    mean = sum(values) / k
    var = sum((v - mean) ** 2 for v in values) / (k - 1) if k > 1 else 0.0
    return mean, Z95 * math.sqrt(var / k)


def wilson(successes: int, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (sound even at 0% or 100%)."""
    z = Z95
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half
