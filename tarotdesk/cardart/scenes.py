"""Little landscapes for the Hungarian tarokk trumps.

Hungarian tarokk trumps carry scenes rather than allegories. Ours are small landscapes built
from parts: a sky (day, dusk or night), hills, and one subject (a cottage, trees, a church,
a windmill, a sailing boat, a castle, a bridge). Trump ``n`` takes subject ``(n-1) mod 7`` and
sky ``(n-1) div 7``, so the twenty-one trumps show twenty-one different pictures.
"""

from __future__ import annotations

from typing import Callable

from . import palette as P
from .geometry import Affine, Path, at, star_points
from .svg import line_art, outlined, shape

LW = 0.012


def _o(p: Path, fill: str, t: Affine, w: float = LW) -> str:
    return outlined(p, fill, P.LINE, w, t)


# Subjects, drawn in a box 1 unit wide (x -0.5…0.5) and 0.6 tall (y -0.3…0.3), ground at 0.2.
def cottage(t: Affine) -> str:
    """A cottage with a chimney and a fence."""
    out = [_o(Path().rect(-0.16, -0.02, 0.3, 0.22), P.CREAM, t)]
    out.append(_o(Path().poly([(-0.2, -0.0), (-0.01, -0.18), (0.18, 0.0)]), P.ROOF, t))
    out.append(_o(Path().rect(0.06, -0.16, 0.04, 0.08), P.STONE_DARK, t))
    out.append(_o(Path().rect(-0.1, 0.06, 0.06, 0.06), P.SKY, t))
    out.append(_o(Path().rect(0.02, 0.08, 0.06, 0.12), P.BROWN, t))
    fence = Path()
    for x in (0.2, 0.26, 0.32, 0.38):
        fence.move(x, 0.2).line(x, 0.12)
    fence.move(0.18, 0.15).line(0.4, 0.15)
    out.append(line_art(fence, P.BROWN_DARK, 0.012, t))
    return "".join(out)


def _tree(t: Affine, x: float, h: float, col: str) -> str:
    trunk = Path().rect(x - 0.015, 0.2 - h * 0.35, 0.03, h * 0.35)
    crown = Path().ellipse(x, 0.2 - h * 0.62, h * 0.22, h * 0.32)
    return _o(trunk, P.BROWN, t) + _o(crown, col, t)


def trees(t: Affine) -> str:
    """Three trees."""
    return (_tree(t, -0.22, 0.42, P.GREEN) + _tree(t, 0.02, 0.56, P.GREEN_DARK)
            + _tree(t, 0.24, 0.36, P.GREEN))


def church(t: Affine) -> str:
    """A church with its steeple."""
    out = [_o(Path().rect(-0.2, 0.0, 0.26, 0.2), P.STONE, t)]
    out.append(_o(Path().poly([(-0.23, 0.0), (-0.07, -0.1), (0.09, 0.0)]), P.ROOF, t))
    out.append(_o(Path().rect(0.06, -0.12, 0.1, 0.32), P.STONE, t))
    out.append(_o(Path().poly([(0.05, -0.12), (0.11, -0.3), (0.17, -0.12)]), P.BLUE_DARK, t))
    out.append(_o(Path().rect(-0.1, 0.08, 0.05, 0.12), P.BROWN, t))
    out.append(shape(Path().circle(0.11, -0.04, 0.02), P.GOLD, t=t))
    return "".join(out)


def windmill(t: Affine) -> str:
    """A windmill."""
    out = [_o(Path().poly([(-0.08, 0.2), (-0.05, -0.08), (0.05, -0.08), (0.08, 0.2)]), P.CREAM, t)]
    out.append(_o(Path().poly([(-0.07, -0.08), (0.0, -0.16), (0.07, -0.08)]), P.ROOF, t))
    sails = Path()
    for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        sails.poly([(0.0, -0.1), (dx * 0.2, -0.1 + dy * 0.2), (dx * 0.16, -0.1 + dy * 0.24)])
    out.append(_o(sails, P.WHITE, t))
    out.append(shape(Path().circle(0, -0.1, 0.02), P.LINE, t=t))
    return "".join(out)


def sailboat(t: Affine) -> str:
    """A sailing boat on the water."""
    out = [shape(Path().rect(-0.5, 0.1, 1.0, 0.2), P.WATER, t=t)]
    out.append(_o(Path().poly([(-0.2, 0.08), (0.2, 0.08), (0.14, 0.16), (-0.15, 0.16)]), P.BROWN, t))
    out.append(line_art(Path().move(0.0, 0.08).line(0.0, -0.24), P.LINE, 0.014, t))
    out.append(_o(Path().poly([(0.01, -0.23), (0.16, 0.05), (0.01, 0.05)]), P.WHITE, t))
    out.append(_o(Path().poly([(-0.01, -0.18), (-0.15, 0.05), (-0.01, 0.05)]), P.CREAM, t))
    waves = Path().move(-0.4, 0.2).curve(-0.35, 0.17, -0.3, 0.17, -0.25, 0.2).move(0.25, 0.22).curve(0.3, 0.19, 0.35, 0.19, 0.4, 0.22)
    out.append(line_art(waves, P.WHITE, 0.012, t))
    return "".join(out)


def castle(t: Affine) -> str:
    """A castle with two towers and a flag."""
    out = []
    wall = Path().rect(-0.2, -0.02, 0.4, 0.22)
    out.append(_o(wall, P.STONE, t))
    for x in (-0.24, 0.16):
        out.append(_o(Path().rect(x, -0.14, 0.08, 0.34), P.STONE, t))
        out.append(_o(Path().poly([(x - 0.01, -0.14), (x + 0.04, -0.24), (x + 0.09, -0.14)]), P.ROOF, t))
    cren = Path()
    for i in range(5):
        cren.rect(-0.14 + i * 0.07, -0.06, 0.035, 0.04)
    out.append(_o(cren, P.STONE, t))
    out.append(_o(Path().move(-0.05, 0.2).line(-0.05, 0.1).curve(-0.05, 0.05, 0.05, 0.05, 0.05, 0.1).line(0.05, 0.2).close(), P.BROWN_DARK, t))
    out.append(line_art(Path().move(0.2, -0.24).line(0.2, -0.32), P.LINE, 0.01, t))
    out.append(_o(Path().poly([(0.2, -0.32), (0.28, -0.3), (0.2, -0.28)]), P.RED, t))
    return "".join(out)


def bridge(t: Affine) -> str:
    """A stone bridge of two arches over a river."""
    out = [shape(Path().rect(-0.5, 0.12, 1.0, 0.18), P.WATER, t=t)]
    deck = Path().move(-0.42, 0.2).line(-0.42, 0.02).line(0.42, 0.02).line(0.42, 0.2)
    for cx in (-0.21, 0.21):
        deck.line(cx + 0.15, 0.2).curve(cx + 0.15, 0.08, cx - 0.15, 0.08, cx - 0.15, 0.2)
    deck.close()
    out.append(_o(deck, P.STONE, t))
    rail = Path().move(-0.42, -0.02).line(0.42, -0.02)
    out.append(line_art(rail, P.STONE_DARK, 0.02, t))
    return "".join(out)


SUBJECTS: tuple[Callable[[Affine], str], ...] = (cottage, trees, church, windmill, sailboat, castle, bridge)
SKIES: tuple[tuple[str, str, str], ...] = (  # sky, far hills, near ground
    (P.SKY, "#9cc48a", P.GRASS),
    (P.SKY_DUSK, "#c9a36a", "#a6b46a"),
    (P.SKY_NIGHT, "#3d5a4a", "#4c6e4a"),
)


def landscape(n: int, x0: float, y0: float, x1: float, y1: float, ink: str,
              subject: Callable[[Affine], str] | None = None) -> str:
    """Trump ``n``'s landscape in the rectangle (upright); ``subject`` overrides the scene."""
    sky, far, near = SKIES[(n - 1) // 7 % 3]
    draw = subject or SUBJECTS[(n - 1) % 7]
    w, h = x1 - x0, y1 - y0
    out = [outlined(Path().rect(x0, y0, w, h), sky, ink, 0.7)]
    if sky == P.SKY_NIGHT:
        out.append(shape(Path().circle(x0 + w * 0.82, y0 + h * 0.22, h * 0.1), P.GOLD_LIGHT))
        s = Path()
        for fx, fy in ((0.12, 0.18), (0.3, 0.1), (0.55, 0.2), (0.68, 0.08)):
            s.poly(star_points(x0 + w * fx, y0 + h * fy, 5, h * 0.035, h * 0.015))
        out.append(shape(s, P.GOLD_LIGHT))
    else:
        out.append(shape(Path().circle(x0 + w * 0.84, y0 + h * 0.24, h * 0.11),
                         "#fff4c2" if sky == P.SKY else "#f7a55a"))
    hills = Path().move(x0, y0 + h * 0.62).curve(x0 + w * 0.2, y0 + h * 0.42, x0 + w * 0.45, y0 + h * 0.5, x0 + w * 0.6, y0 + h * 0.6)
    hills.curve(x0 + w * 0.75, y0 + h * 0.45, x0 + w * 0.9, y0 + h * 0.5, x1, y0 + h * 0.58).line(x1, y1).line(x0, y1).close()
    out.append(shape(hills, far))
    ground = Path().move(x0, y0 + h * 0.8).curve(x0 + w * 0.3, y0 + h * 0.74, x0 + w * 0.7, y0 + h * 0.78, x1, y0 + h * 0.76)
    ground.line(x1, y1).line(x0, y1).close()
    out.append(shape(ground, near))
    out.append(draw(at(x0 + w / 2, y0 + h * 0.5, min(w, h / 0.62) * 0.92)))
    out.append(line_art(Path().rect(x0, y0, w, h), ink, 0.7))
    return "".join(out)
