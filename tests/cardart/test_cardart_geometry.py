"""Geometry functions of the card generator: arcs as Béziers, transforms, number format."""

from __future__ import annotations

import math

import pytest

from tarotdesk.cardart.geometry import Path, at, fmt, rotate, translate


def _points(d: str) -> list[tuple[float, float]]:
    out = []
    for chunk in d.replace("M", " ").replace("C", " ").replace("L", " ").replace("Z", " ").split():
        x, y = chunk.split(",")
        out.append((float(x), float(y)))
    return out


def test_fmt_is_short_and_stable() -> None:
    assert [fmt(v) for v in (1.0, 0.5, -0.0, 2.345, -1e-9, 12.3456)] == ["1", "0.5", "0", "2.35", "0", "12.35"]


def test_circle_is_cubic_only_and_lies_on_the_circle() -> None:
    d = Path().circle(10, 20, 5).d()
    assert set(c for c in d if c.isalpha()) == {"M", "C", "Z"}
    # Curve end points sit on the circle; the 4-segment approximation stays within 0.1 %.
    pts = _points(d)
    ends = [pts[0]] + pts[3::3]
    for x, y in ends:
        assert math.hypot(x - 10, y - 20) == pytest.approx(5, abs=0.01)


def test_arc_runs_either_way() -> None:
    forward = _points(Path().arc(0, 0, 1, 1, 0, 90, start=True).d())
    backward = _points(Path().arc(0, 0, 1, 1, 90, 0, start=True).d())
    assert forward[0] == pytest.approx((1, 0)) and forward[-1] == pytest.approx((0, 1), abs=1e-6)
    assert backward[0] == pytest.approx((0, 1), abs=1e-6) and backward[-1] == pytest.approx((1, 0))


def test_affine_composition_and_placement() -> None:
    t = translate(5, 0) @ rotate(90)
    assert t.apply((1, 0)) == pytest.approx((5, 1))
    placed = at(50, 60, 10, 180)
    assert placed.apply((0, -0.5)) == pytest.approx((50, 65))
    assert placed.scale_factor == pytest.approx(10)
