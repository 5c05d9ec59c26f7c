"""Suit signs: the French symbols, the small Italian index signs and the Italian pip pictures.

All shapes are drawn around the origin in a box one unit tall and placed with an
:class:`~.geometry.Affine` (usually :func:`~.geometry.at`). French signs and index signs are
single-colour (the suit ink); the Italian pips (coins, cups, swords, batons) are small
multi-colour pictures with a dark outline.
"""

from __future__ import annotations

import math

from . import palette as P
from .geometry import Affine, Path, at, polar
from .svg import line_art, outlined, shape


# -- French signs ------------------------------------------------------------------------------
def heart() -> Path:
    """A heart, tip down."""
    p = Path().move(0, 0.5)
    p.curve(-0.13, 0.32, -0.5, 0.1, -0.5, -0.17)
    p.curve(-0.5, -0.36, -0.37, -0.47, -0.24, -0.47)
    p.curve(-0.12, -0.47, -0.03, -0.4, 0, -0.29)
    p.curve(0.03, -0.4, 0.12, -0.47, 0.24, -0.47)
    p.curve(0.37, -0.47, 0.5, -0.36, 0.5, -0.17)
    p.curve(0.5, 0.1, 0.13, 0.32, 0, 0.5)
    return p.close()


def diamond() -> Path:
    """A lozenge with slightly hollow sides."""
    p = Path().move(0, -0.5)
    p.curve(0.12, -0.31, 0.26, -0.13, 0.4, 0)
    p.curve(0.26, 0.13, 0.12, 0.31, 0, 0.5)
    p.curve(-0.12, 0.31, -0.26, 0.13, -0.4, 0)
    p.curve(-0.26, -0.13, -0.12, -0.31, 0, -0.5)
    return p.close()


def spade() -> Path:
    """A spade: an upturned heart on a flared stem."""
    p = Path().move(0, -0.5)
    p.curve(0.13, -0.3, 0.5, -0.1, 0.5, 0.13)
    p.curve(0.5, 0.3, 0.38, 0.4, 0.25, 0.4)
    p.curve(0.15, 0.4, 0.07, 0.35, 0.03, 0.27)
    p.curve(0.05, 0.38, 0.11, 0.46, 0.21, 0.5)
    p.line(-0.21, 0.5)
    p.curve(-0.11, 0.46, -0.05, 0.38, -0.03, 0.27)
    p.curve(-0.07, 0.35, -0.15, 0.4, -0.25, 0.4)
    p.curve(-0.38, 0.4, -0.5, 0.3, -0.5, 0.13)
    p.curve(-0.5, -0.1, -0.13, -0.3, 0, -0.5)
    return p.close()


def club() -> Path:
    """A club: three round leaves on a flared stem (subpaths wind alike, so they unite)."""
    p = Path()
    p.circle(0, -0.26, 0.225)
    p.circle(-0.255, 0.1, 0.225)
    p.circle(0.255, 0.1, 0.225)
    p.move(-0.04, 0.05).line(0.04, 0.05)
    p.curve(0.05, 0.3, 0.12, 0.44, 0.22, 0.5).line(-0.22, 0.5)
    p.curve(-0.12, 0.44, -0.05, 0.3, -0.04, 0.05)
    return p.close()


FRENCH = {"S": spade, "C": club, "H": heart, "D": diamond}


def french_sign(suit: str, ink: str, t: Affine) -> str:
    """A French suit sign filled with ``ink``."""
    return shape(FRENCH[suit](), ink, t=t)


# -- Italian index signs (single colour) ---------------------------------------------------
def _sword_sign() -> Path:
    p = Path()
    p.poly([(0, -0.52), (0.11, -0.36), (0.11, 0.14), (-0.11, 0.14), (-0.11, -0.36)])
    p.move(-0.34, 0.1).curve(-0.2, 0.18, 0.2, 0.18, 0.34, 0.1).line(0.34, 0.25)
    p.curve(0.2, 0.2, -0.2, 0.2, -0.34, 0.25).close()
    p.rect(-0.065, 0.2, 0.13, 0.2)
    p.circle(0, 0.43, 0.09)
    return p


def _baton_sign() -> Path:
    # A cudgel: a round head tapering to a thin grip, with a ring at the grip.
    p = Path().move(-0.19, -0.32)
    p.curve(-0.19, -0.56, 0.19, -0.56, 0.19, -0.32)
    p.line(0.075, 0.46).curve(0.075, 0.53, -0.075, 0.53, -0.075, 0.46).close()
    p.rect(-0.12, 0.22, 0.24, 0.08)
    return p


def _cup_sign() -> Path:
    p = Path().move(-0.36, -0.45).line(0.36, -0.45)
    p.curve(0.36, -0.12, 0.2, 0.02, 0.06, 0.05).line(0.06, 0.28)
    p.curve(0.06, 0.33, 0.26, 0.36, 0.3, 0.45).line(-0.3, 0.45)
    p.curve(-0.26, 0.36, -0.06, 0.33, -0.06, 0.28).line(-0.06, 0.05)
    p.curve(-0.2, 0.02, -0.36, -0.12, -0.36, -0.45)
    return p.close()


def _coin_sign() -> Path:
    p = Path()
    p.circle(0, 0, 0.46)
    p.arc(0, 0, 0.27, 0.27, 360, 0, start=True).close()  # opposite winding: a hole
    p.circle(0, 0, 0.12)
    return p


ITALIAN_SIGN = {"S": _sword_sign, "C": _baton_sign, "H": _cup_sign, "D": _coin_sign}


def italian_sign(suit: str, ink: str, t: Affine) -> str:
    """A small single-colour Italian suit sign (for indices)."""
    return shape(ITALIAN_SIGN[suit](), ink, t=t)


def suit_sign(style: str, suit: str, ink: str, t: Affine) -> str:
    """The index sign of ``suit`` in ``style`` ("french" or "italian")."""
    return french_sign(suit, ink, t) if style == "french" else italian_sign(suit, ink, t)


# -- Italian pips (pictures) -----------------------------------------------------------------
def disc(cx: float, cy: float, r: float, fill: str, ink: str, edge: float, t: Affine,
         ry: float | None = None) -> str:
    """An outlined disc (or ellipse, with ``ry``) drawn as two fills, a dark one under a
    smaller one: it looks like a stroked outline and renders much faster, which matters for
    cards full of coins and cups."""
    ry = r if ry is None else ry
    e = edge / 2
    return (shape(Path().ellipse(cx, cy, r + e, ry + e), ink, t=t)
            + shape(Path().ellipse(cx, cy, r - e, ry - e), fill, t=t))


def box(x: float, y: float, w: float, h: float, fill: str, ink: str, edge: float, t: Affine) -> str:
    """An outlined rectangle drawn as two fills (see :func:`disc`)."""
    e = edge / 2
    return (shape(Path().rect(x - e, y - e, w + edge, h + edge), ink, t=t)
            + shape(Path().rect(x + e, y + e, w - edge, h - edge), fill, t=t))


def ring(cx: float, cy: float, r: float, width: float, colour: str, t: Affine) -> str:
    """A thin circular line drawn as a filled annulus (cheaper than stroking a circle)."""
    p = Path().circle(cx, cy, r + width / 2)
    p.arc(cx, cy, r - width / 2, r - width / 2, 360, 0, start=True).close()
    return shape(p, colour, t=t)


def coin_pip(t: Affine, ornate: bool = False) -> str:
    """A gold coin with a rosette, diameter 1."""
    out = [disc(0, 0, 0.5, P.GOLD, P.LINE, 0.045, t)]
    out.append(ring(0, 0, 0.39, 0.03, P.GOLD_DARK, t))
    petals = Path()
    n = 8
    for i in range(n):
        a = i * 360 / n
        x, y = polar(0, 0, 0.22, a)
        petals.ellipse(x, y, 0.085, 0.085)
    out.append(shape(petals, P.GOLD_LIGHT, t=t))  # no outline: cheap to render, reads the same
    out.append(disc(0, 0, 0.12, P.RED, P.RED_DARK, 0.025, t))
    if ornate:
        dots = Path()
        for i in range(24):
            x, y = polar(0, 0, 0.445, i * 15)
            dots.circle(x, y, 0.018)
        out.append(shape(dots, P.GOLD_DARK, t=t))
        out.append(shape(Path().circle(0, 0, 0.045), P.GOLD_LIGHT, t=t))
    return "".join(out)


def cup_pip(t: Affine, ornate: bool = False) -> str:
    """A goblet about 1 unit tall and 0.8 wide."""
    bowl = Path().move(-0.4, -0.46).line(0.4, -0.46)
    bowl.curve(0.4, -0.1, 0.22, 0.04, 0, 0.05).curve(-0.22, 0.04, -0.4, -0.1, -0.4, -0.46).close()
    band = Path().move(-0.385, -0.3).line(0.385, -0.3).curve(0.37, -0.22, 0.35, -0.18, 0.33, -0.15)
    band.line(-0.33, -0.15).curve(-0.35, -0.18, -0.37, -0.22, -0.385, -0.3).close()
    stem = box(-0.055, 0.04, 0.11, 0.3, P.GOLD_DARK, P.LINE, 0.04, t)
    knob = disc(0, 0.17, 0.12, P.GOLD, P.LINE, 0.035, t, ry=0.065)
    foot = Path().move(-0.08, 0.32).curve(-0.1, 0.4, -0.3, 0.4, -0.34, 0.5).line(0.34, 0.5)
    foot.curve(0.3, 0.4, 0.1, 0.4, 0.08, 0.32).close()
    out = [
        stem,
        outlined(foot, P.GOLD, P.LINE, 0.04, t),
        knob,
        outlined(bowl, P.GOLD, P.LINE, 0.045, t),
        shape(band, P.RED, t=t),
        disc(0, -0.46, 0.4, P.GOLD_LIGHT, P.LINE, 0.035, t, ry=0.07),
    ]
    if ornate:
        dots = Path()
        for i in range(5):
            dots.circle(-0.24 + i * 0.12, -0.225, 0.028)
        out.append(shape(dots, P.GOLD_LIGHT, t=t))
    return "".join(out)


def _stroked(p: Path, core: str, width: float, t: Affine, ink: str = P.LINE,
             edge: float = 0.05) -> list[str]:
    # A band with a dark edge: the dark stroke underneath, the colour on top.
    return [
        shape(p, None, ink, width + 2 * edge, t, join="round", cap="round"),
        shape(p, None, core, width, t, join="round", cap="round"),
    ]


def sword_pip(t: Affine, curve: float = 0.0) -> str:
    """A sword one unit long, hilt at the bottom (y = 0.5), point up (y = -0.5).

    ``curve`` bends the blade sideways (as a fraction of its length) for the curved
    sabres of the pip cards; 0 is a straight sword."""
    blade = Path().move(0, 0.2).curve(curve * 0.7, -0.05, curve * 0.7, -0.3, curve * 0.2, -0.5)
    out = _stroked(blade, P.STEEL, 0.085, t, edge=0.024)
    guard = Path().move(-0.16, 0.19).curve(-0.08, 0.24, 0.08, 0.24, 0.16, 0.19)
    out += _stroked(guard, P.GOLD, 0.045, t, edge=0.02)
    grip = Path().move(0, 0.25).line(0, 0.41)
    out += _stroked(grip, P.RED, 0.05, t, edge=0.02)
    out.append(disc(0, 0.45, 0.045, P.GOLD, P.LINE, 0.02, t))
    return "".join(out)


def baton_pip(t: Affine) -> str:
    """A straight baton one unit long along the y axis."""
    stave = Path().move(0, -0.47).line(0, 0.47)
    out = _stroked(stave, P.GREEN, 0.075, t, ink=P.LINE, edge=0.022)
    out.append(box(-0.052, -0.5, 0.104, 0.1, P.RED, P.LINE, 0.02, t))
    out.append(box(-0.052, 0.4, 0.104, 0.1, P.RED, P.LINE, 0.02, t))
    out.append(box(-0.052, -0.05, 0.104, 0.1, P.GOLD, P.LINE, 0.02, t))
    return "".join(out)


def big_baton(t: Affine) -> str:
    """The ace of batons' club: a knotted cudgel, about 1 unit tall."""
    body = Path().move(-0.09, 0.5).curve(-0.1, 0.2, -0.16, -0.2, -0.16, -0.38)
    body.curve(-0.16, -0.52, 0.16, -0.52, 0.16, -0.38).curve(0.16, -0.2, 0.1, 0.2, 0.09, 0.5).close()
    out = [outlined(body, P.GREEN, P.LINE, 0.025, t)]
    knots = Path()
    for x, y, r in ((-0.13, -0.18, 0.04), (0.12, -0.02, 0.035), (-0.1, 0.2, 0.03), (0.08, -0.3, 0.03)):
        knots.ellipse(x, y, r * 1.4, r)
    out.append(outlined(knots, P.GREEN_DARK, P.LINE, 0.015, t))
    out.append(line_art(Path().move(-0.04, -0.4).curve(-0.06, -0.1, -0.04, 0.2, -0.03, 0.45),
                        P.GREEN_LIGHT, 0.025, t))
    out.append(outlined(Path().rect(-0.11, 0.42, 0.22, 0.07), P.GOLD, P.LINE, 0.02, t))
    return "".join(out)


def italian_pip(suit: str, t: Affine) -> str:
    """The upright pip picture of an Italian suit, about one unit tall."""
    if suit == "D":
        return coin_pip(t)
    if suit == "H":
        return cup_pip(t)
    if suit == "S":
        return sword_pip(t)
    return baton_pip(t)


def laurel(t: Affine, rx: float = 0.5, ry: float = 0.5) -> str:
    """Two laurel branches curving up either side of a centre (an ellipse of radii
    ``rx``, ``ry`` around the origin), tied with a ribbon at the bottom."""
    stems = Path()
    leaves = Path()
    for side in (-1, 1):
        stems.arc(0, 0, rx, ry, 90 + side * 8, 90 + side * 150, start=True)
        for i in range(10):
            deg = 90 + side * (14 + i * 14)
            a = math.radians(deg)
            x, y = rx * math.cos(a), ry * math.sin(a)
            # The stem's direction, pointing up the branch.
            tx, ty = -side * rx * math.sin(a), side * ry * math.cos(a)
            norm = math.hypot(tx, ty) or 1.0
            tx, ty = tx / norm, ty / norm
            for k in (-1, 1):
                c, sn = math.cos(math.radians(40 * k)), math.sin(math.radians(40 * k))
                dx, dy = tx * c - ty * sn, tx * sn + ty * c  # the leaf leans off the stem
                length, width = 0.075, 0.028
                tip = (x + dx * length, y + dy * length)
                mx, my = x + dx * length / 2, y + dy * length / 2
                leaf = Path().move(x, y).quad(mx - dy * width, my + dx * width, *tip)
                leaf.quad(mx + dy * width, my - dx * width, x, y).close()
                leaves.extend(leaf)
    out = [line_art(stems, P.GREEN_DARK, 0.012, t), shape(leaves, P.GREEN, t=t)]
    bow = Path().poly([(0, ry), (-0.07, ry - 0.04), (-0.07, ry + 0.04)])
    bow.poly([(0, ry), (0.07, ry - 0.04), (0.07, ry + 0.04)])
    out.append(outlined(bow, P.RED, P.RED_DARK, 0.008, t))
    return "".join(out)


def leaf_spray(t: Affine, color: str = P.GREEN, ink: str = P.GREEN_DARK) -> str:
    """A small spray of leaves (the flourish of the pip cards), about one unit wide."""
    stem = Path().move(-0.5, 0).curve(-0.2, -0.12, 0.2, -0.12, 0.5, 0)
    out = [line_art(stem, ink, 0.04, t)]
    leaves = Path()
    for i in range(5):
        x = -0.36 + i * 0.18
        y = -0.07 if 0 < i < 4 else -0.03
        for side in (-1, 1):
            a = math.radians(-90 + side * 50)
            cx, cy = x + 0.09 * math.cos(a), y + 0.09 * math.sin(a)
            leaves.ellipse(cx, cy, 0.06, 0.06)
    out.append(outlined(leaves, color, ink, 0.02, t))
    return "".join(out)


__all__ = [
    "FRENCH", "ITALIAN_SIGN", "at", "baton_pip", "big_baton", "club", "coin_pip", "cup_pip",
    "diamond", "french_sign", "heart", "italian_pip", "italian_sign", "leaf_spray", "spade",
    "suit_sign", "sword_pip",
]
