"""Index signs of the trumps that carry no number (the Fool, the Skiz, the Bolognese
Angel, World, Sun, Moon, Moors and Bagatto): single-colour shapes one unit tall, drawn in
the trump band where a numbered trump has its numeral."""

from __future__ import annotations

from typing import Callable

from .geometry import Affine, Path, polar, star_points
from .svg import shape


def star_mark() -> Path:
    """A five-pointed star: the Fool, Matto and Skiz."""
    return Path().poly(star_points(0, 0.04, 5, 0.52, 0.22))


def sun_mark() -> Path:
    """A disc with eight rays."""
    p = Path().circle(0, 0, 0.25)
    for i in range(8):
        a = i * 45
        p.poly([polar(0, 0, 0.3, a - 12), polar(0, 0, 0.5, a), polar(0, 0, 0.3, a + 12)])
    return p


def moon_mark() -> Path:
    """A crescent opening to the right."""
    p = Path().arc(0, 0, 0.46, 0.5, 70, 290, start=True)
    p.arc(0.16, -0.02, 0.36, 0.42, 280, 80).close()
    return p


def orb_mark() -> Path:
    """A globe with a cross: the World."""
    p = Path().circle(0, 0.14, 0.36)
    p.arc(0, 0.14, 0.17, 0.17, 360, 0, start=True).close()
    p.rect(-0.07, -0.5, 0.14, 0.32).rect(-0.17, -0.42, 0.34, 0.12)
    p.rect(-0.36, 0.09, 0.72, 0.11)
    return p


def angel_mark() -> Path:
    """A wing over a trumpet: the Angel."""
    p = Path().move(-0.48, 0.38).line(0.16, -0.14).line(0.25, -0.03).line(-0.39, 0.49).close()
    p.poly([(0.08, -0.16), (0.5, -0.42), (0.3, 0.05)])
    p.move(-0.06, 0.06).curve(-0.34, -0.04, -0.5, -0.3, -0.46, -0.52)
    p.curve(-0.3, -0.4, -0.1, -0.38, 0.06, -0.16).close()
    return p


def moor_mark() -> Path:
    """A turbaned head: the Moors."""
    p = Path().move(-0.34, -0.06).curve(-0.42, -0.46, 0.42, -0.46, 0.34, -0.06).close()
    p.poly([(-0.05, -0.36), (0.0, -0.52), (0.05, -0.36)])
    p.ellipse(0, 0.14, 0.24, 0.24)
    p.move(-0.34, 0.5).curve(-0.3, 0.32, 0.3, 0.32, 0.34, 0.5).close()
    return p


def table_mark() -> Path:
    """A juggler's table with a cup: the Bagatto."""
    p = Path().rect(-0.46, 0.02, 0.92, 0.12)
    p.rect(-0.38, 0.14, 0.09, 0.36).rect(0.29, 0.14, 0.09, 0.36)
    p.move(-0.22, -0.36).line(0.06, -0.36).curve(0.06, -0.18, -0.02, -0.12, -0.05, -0.1)
    p.line(0.0, 0.02).line(-0.16, 0.02).line(-0.11, -0.1).curve(-0.14, -0.12, -0.22, -0.18, -0.22, -0.36).close()
    p.circle(0.26, -0.06, 0.09)
    return p


MARKS: dict[str, Callable[[], Path]] = {
    "star": star_mark, "sun": sun_mark, "moon": moon_mark, "orb": orb_mark,
    "angel": angel_mark, "moor": moor_mark, "table": table_mark,
}


def mark(name: str, color: str, t: Affine) -> str:
    """Draw the index sign ``name`` filled with ``color``."""
    return shape(MARKS[name](), color, t=t)
