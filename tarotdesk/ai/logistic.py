"""One-feature logistic models: fitting by gradient descent, and the chance they give."""

from __future__ import annotations

import math
from typing import Sequence


def sigmoid(x: float) -> float:
    """The logistic function, safe for large arguments."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def chance(model: Sequence[float], x: float) -> float:
    """P(success) of a fitted ``(slope, intercept)`` model at feature value ``x``."""
    return sigmoid(model[0] * x + model[1])


def fit(xs: Sequence[float], ys: Sequence[float], steps: int = 3000, rate: float = 0.5) -> tuple[float, float]:
    """Maximum-likelihood ``(slope, intercept)`` for outcomes ``ys`` in [0, 1] (fractions allowed).

    The feature is standardised during the descent (so one step size fits every scale) and the
    result is given back on the original scale.
    """
    k = len(xs)
    if k == 0:
        return (0.0, 0.0)
    mean = sum(xs) / k
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / k) or 1.0
    zs = [(x - mean) / sd for x in xs]
    a = b = 0.0
    for _ in range(steps):
        ga = gb = 0.0
        for z, y in zip(zs, ys):
            err = sigmoid(a * z + b) - y
            ga += err * z
            gb += err
        a -= rate * ga / k
        b -= rate * gb / k
    return (a / sd, b - a * mean / sd)
