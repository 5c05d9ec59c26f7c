"""Paths, affine transforms and number formatting for the card generator.

Everything the generator draws goes through :class:`Path`, so shapes can be built in a
convenient local frame (a glyph box, a pip centred on the origin) and then moved, scaled,
rotated or mirrored numerically. The output uses only the path commands of SVG Tiny 1.2
(``M L C Z``): elliptical arcs are converted to cubic Béziers here, because Tiny has no ``A``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Sequence

Point = tuple[float, float]


def fmt(v: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros (stable across runs)."""
    r = round(v + 0.0, 2)
    if r == 0:
        r = 0.0  # no "-0"
    text = f"{r:.2f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


@dataclass(frozen=True)
class Affine:
    """A 2-D affine map ``(x, y) -> (a x + c y + e, b x + d y + f)`` (SVG matrix order)."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    def __matmul__(self, other: "Affine") -> "Affine":
        # self after other
        return Affine(
            self.a * other.a + self.c * other.b,
            self.b * other.a + self.d * other.b,
            self.a * other.c + self.c * other.d,
            self.b * other.c + self.d * other.d,
            self.a * other.e + self.c * other.f + self.e,
            self.b * other.e + self.d * other.f + self.f,
        )

    def apply(self, p: Point) -> Point:
        """The image of one point."""
        x, y = p
        return (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)

    @property
    def scale_factor(self) -> float:
        """The mean linear scale (for stroke widths of transformed shapes)."""
        return math.sqrt(abs(self.a * self.d - self.b * self.c))


IDENTITY = Affine()


def translate(dx: float, dy: float) -> Affine:
    """A translation."""
    return Affine(e=dx, f=dy)


def scale(sx: float, sy: float | None = None) -> Affine:
    """A scaling about the origin."""
    return Affine(a=sx, d=sx if sy is None else sy)


def rotate(degrees: float) -> Affine:
    """A rotation about the origin (positive = clockwise on screen, as in SVG)."""
    t = math.radians(degrees)
    return Affine(math.cos(t), math.sin(t), -math.sin(t), math.cos(t))


def at(x: float, y: float, s: float = 1.0, deg: float = 0.0, sx: float | None = None) -> Affine:
    """Place a shape drawn around the origin at ``(x, y)``, scaled then rotated."""
    return translate(x, y) @ rotate(deg) @ scale(s if sx is None else sx, s)


MIRROR_X = Affine(a=-1.0)
MIRROR_Y = Affine(d=-1.0)


class Path:
    """A path in local coordinates; ``d(transform)`` gives the SVG path data."""

    __slots__ = ("_ops",)

    def __init__(self) -> None:
        self._ops: list[tuple[str, tuple[Point, ...]]] = []

    # -- building ---------------------------------------------------------------------------
    def move(self, x: float, y: float) -> "Path":
        """Start a new subpath."""
        self._ops.append(("M", ((x, y),)))
        return self

    def line(self, x: float, y: float) -> "Path":
        """A straight segment."""
        self._ops.append(("L", ((x, y),)))
        return self

    def lines(self, pts: Iterable[Point]) -> "Path":
        """Consecutive straight segments."""
        for x, y in pts:
            self.line(x, y)
        return self

    def curve(self, x1: float, y1: float, x2: float, y2: float, x: float, y: float) -> "Path":
        """A cubic Bézier segment."""
        self._ops.append(("C", ((x1, y1), (x2, y2), (x, y))))
        return self

    def quad(self, qx: float, qy: float, x: float, y: float) -> "Path":
        """A quadratic Bézier segment (stored as a cubic)."""
        x0, y0 = self.current
        return self.curve(
            x0 + 2 / 3 * (qx - x0), y0 + 2 / 3 * (qy - y0),
            x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), x, y,
        )

    def arc(self, cx: float, cy: float, rx: float, ry: float, a0: float, a1: float,
            start: bool = False) -> "Path":
        """An elliptical arc from angle ``a0`` to ``a1`` (degrees, 0 = +x, 90 = +y/down).

        With ``start`` the arc begins a new subpath; otherwise a line joins the current point
        to the arc's start (nothing visible when they coincide)."""
        sx, sy = cx + rx * math.cos(math.radians(a0)), cy + ry * math.sin(math.radians(a0))
        if start:
            self.move(sx, sy)
        else:
            self.line(sx, sy)
        n = max(1, math.ceil(abs(a1 - a0) / 90.0))
        step = (a1 - a0) / n
        for i in range(n):
            t0 = math.radians(a0 + i * step)
            t1 = math.radians(a0 + (i + 1) * step)
            k = 4 / 3 * math.tan((t1 - t0) / 4)
            p0 = (math.cos(t0), math.sin(t0))
            p1 = (math.cos(t1), math.sin(t1))
            self.curve(
                cx + rx * (p0[0] - k * p0[1]), cy + ry * (p0[1] + k * p0[0]),
                cx + rx * (p1[0] + k * p1[1]), cy + ry * (p1[1] - k * p1[0]),
                cx + rx * p1[0], cy + ry * p1[1],
            )
        return self

    def ellipse(self, cx: float, cy: float, rx: float, ry: float) -> "Path":
        """A closed ellipse as its own subpath."""
        return self.arc(cx, cy, rx, ry, 0, 360, start=True).close()

    def circle(self, cx: float, cy: float, r: float) -> "Path":
        """A closed circle as its own subpath."""
        return self.ellipse(cx, cy, r, r)

    def rect(self, x: float, y: float, w: float, h: float) -> "Path":
        """A closed rectangle as its own subpath."""
        return self.move(x, y).line(x + w, y).line(x + w, y + h).line(x, y + h).close()

    def poly(self, pts: Sequence[Point], closed: bool = True) -> "Path":
        """A polygon (or polyline) as its own subpath."""
        self.move(*pts[0])
        self.lines(pts[1:])
        return self.close() if closed else self

    def close(self) -> "Path":
        """Close the current subpath."""
        self._ops.append(("Z", ()))
        return self

    def extend(self, other: "Path", t: Affine = IDENTITY) -> "Path":
        """Append another path's subpaths, mapped by ``t``."""
        for op, pts in other._ops:
            self._ops.append((op, tuple(t.apply(p) for p in pts)))
        return self

    @property
    def current(self) -> Point:
        """The current point (the start of the last subpath after a close)."""
        start: Point = (0.0, 0.0)
        cur: Point = (0.0, 0.0)
        for op, pts in self._ops:
            if op == "M":
                start = cur = pts[0]
            elif op == "Z":
                cur = start
            else:
                cur = pts[-1]
        return cur

    # -- output -----------------------------------------------------------------------------
    def mapped(self, t: Affine) -> "Path":
        """A copy mapped by ``t``."""
        return Path().extend(self, t)

    def d(self, t: Affine = IDENTITY) -> str:
        """SVG path data, mapped by ``t``."""
        parts: list[str] = []
        for op, pts in self._ops:
            if op == "Z":
                parts.append("Z")
                continue
            coords = " ".join(f"{fmt(x)},{fmt(y)}" for x, y in (t.apply(p) for p in pts))
            parts.append(f"{op}{coords}")
        return "".join(parts)

    def __bool__(self) -> bool:
        return bool(self._ops)


def star_points(cx: float, cy: float, n: int, r_out: float, r_in: float,
                deg0: float = -90.0) -> list[Point]:
    """The corners of an ``n``-pointed star (first point straight up by default)."""
    pts: list[Point] = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        t = math.radians(deg0 + i * 180.0 / n)
        pts.append((cx + r * math.cos(t), cy + r * math.sin(t)))
    return pts


def polar(cx: float, cy: float, r: float, deg: float) -> Point:
    """The point at distance ``r`` from ``(cx, cy)`` in direction ``deg`` (0 = +x, 90 = down)."""
    t = math.radians(deg)
    return (cx + r * math.cos(t), cy + r * math.sin(t))
