"""The pictures of the Italian trumps: one flat emblem per subject, on a coloured ground.

Each emblem is drawn in a unit box (x and y from -0.5 to 0.5, y down) and placed with an
:class:`~.geometry.Affine`; ``LW`` is the outline width in that box. Each subject also has a
ground colour, so the trumps tell apart by colour even when small (the Sun yellow, the Moon
and the Star at night, the Devil red...).
"""

from __future__ import annotations

from typing import Callable

from . import palette as P
from .geometry import Affine, Path, at, polar, star_points
from .suits import coin_pip, cup_pip, heart, sword_pip
from .svg import line_art, outlined, shape

LW = 0.014  # outline width in the unit box


def _o(p: Path, fill: str, t: Affine, w: float = LW) -> str:
    return outlined(p, fill, P.LINE, w, t)


def _band(p: Path, core: str, width: float, t: Affine, edge: float = LW) -> str:
    # A thick stroke with a dark edge (staffs, ropes, handles).
    return (shape(p, None, P.LINE, width + 2 * edge, t, join="round", cap="round")
            + shape(p, None, core, width, t, join="round", cap="round"))


def _crown(t: Affine, cx: float, base: float, half: float, tall: float, n: int = 3) -> str:
    pts = [(cx - half, base)]
    for i in range(n):
        xp = cx - half + (i + 0.5) * 2 * half / n
        pts += [(xp - half / n * 0.6, base - tall * 0.45), (xp, base - tall), (xp + half / n * 0.6, base - tall * 0.45)]
    pts.append((cx + half, base))
    out = _o(Path().poly(pts), P.GOLD, t)
    out += _o(Path().rect(cx - half, base - tall * 0.25, 2 * half, tall * 0.3), P.GOLD_LIGHT, t)
    gems = Path()
    for i in range(n):
        gems.circle(cx - half + (i + 0.5) * 2 * half / n, base - tall, tall * 0.1)
    return out + _o(gems, P.RED, t, LW * 0.6)


def _cloud(t: Affine, cx: float, cy: float, w: float) -> str:
    p = Path()
    for dx, dy, r in ((-0.32, 0.05, 0.22), (-0.1, -0.08, 0.3), (0.18, -0.02, 0.26), (0.36, 0.08, 0.18)):
        p.circle(cx + dx * w, cy + dy * w, r * w)
    p.rect(cx - 0.34 * w, cy + 0.02 * w, 0.7 * w, 0.22 * w)
    return shape(p, P.CLOUD, t=t)


def _stars(t: Affine, pts: list[tuple[float, float, float]], fill: str = P.GOLD_LIGHT) -> str:
    p = Path()
    for x, y, r in pts:
        p.poly(star_points(x, y, 5, r, r * 0.45))
    return shape(p, fill, t=t)


# -- the subjects ------------------------------------------------------------------------------
def bagatto(t: Affine) -> str:
    """The Bagatto: a juggler's table with cup, coin, balls, hat and wand."""
    out = []
    top = Path().poly([(-0.44, 0.12), (0.44, 0.12), (0.4, 0.2), (-0.4, 0.2)])
    legs = Path().rect(-0.36, 0.2, 0.06, 0.26).rect(0.3, 0.2, 0.06, 0.26)
    out.append(_o(legs, P.BROWN_DARK, t))
    out.append(_o(top, P.BROWN, t))
    out.append(cup_pip(t @ at(-0.24, -0.01, 0.24)))
    out.append(coin_pip(t @ at(0.05, 0.06, 0.11)))
    balls = Path().circle(0.2, 0.07, 0.045).circle(0.3, 0.07, 0.045)
    out.append(_o(balls, P.RED, t))
    out.append(_o(Path().circle(0.25, -0.0, 0.045), P.BLUE, t))
    wand = Path().move(0.06, -0.12).line(0.3, -0.42)
    out.append(_band(wand, P.BROWN_DARK, 0.03, t))
    out.append(_o(Path().poly(star_points(0.32, -0.44, 5, 0.07, 0.03)), P.GOLD, t))
    hat = Path().ellipse(-0.18, -0.3, 0.22, 0.05)
    dome = Path().move(-0.32, -0.31).curve(-0.3, -0.48, -0.06, -0.48, -0.04, -0.31).close()
    out.append(_o(hat, P.GREEN, t))
    out.append(_o(dome, P.GREEN_DARK, t))
    return "".join(out)


def papessa(t: Affine) -> str:
    """The Popess: an open book under a single-crowned tiara."""
    out = []
    left = Path().poly([(0, 0.02), (-0.4, -0.04), (-0.4, 0.34), (0, 0.4)])
    right = Path().poly([(0, 0.02), (0.4, -0.04), (0.4, 0.34), (0, 0.4)])
    out += [_o(left, P.CREAM, t), _o(right, P.WHITE, t)]
    lines = Path()
    for i in range(5):
        y = 0.05 + i * 0.06
        lines.move(-0.34, y - 0.015).line(-0.06, y + 0.025).move(0.06, y + 0.025).line(0.34, y - 0.015)
    out.append(line_art(lines, P.GREY, 0.012, t))
    tiara = Path().move(-0.16, -0.1).curve(-0.18, -0.3, -0.08, -0.4, 0, -0.42)
    tiara.curve(0.08, -0.4, 0.18, -0.3, 0.16, -0.1).close()
    out.append(_o(tiara, P.WHITE, t))
    out.append(_o(Path().rect(-0.165, -0.17, 0.33, 0.06), P.GOLD, t))
    cross = Path().move(0, -0.42).line(0, -0.5).move(-0.035, -0.47).line(0.035, -0.47)
    out.append(line_art(cross, P.GOLD_DARK, 0.02, t))
    return "".join(out)


def _eagle(t: Affine) -> str:
    wing = Path().move(0, -0.05).curve(-0.1, -0.2, -0.3, -0.22, -0.36, -0.1)
    wing.line(-0.3, -0.08).line(-0.33, 0.0).line(-0.25, -0.02).line(-0.26, 0.07).line(-0.16, 0.03).line(0, 0.08).close()
    body = Path().ellipse(0, 0.04, 0.07, 0.13)
    tail = Path().poly([(-0.06, 0.14), (0.06, 0.14), (0.1, 0.26), (0, 0.22), (-0.1, 0.26)])
    head = Path().circle(0.0, -0.13, 0.055)
    beak = Path().poly([(0.04, -0.14), (0.1, -0.12), (0.04, -0.1)])
    out = _o(wing, P.BLACK, t) + _o(wing.mapped(Affine(a=-1)), P.BLACK, t)
    return out + _o(tail, P.BLACK, t) + _o(body, P.BLACK, t) + _o(head, P.BLACK, t) + _o(beak, P.GOLD, t)


def empress(t: Affine) -> str:
    """The Empress: a crowned shield with an eagle."""
    shield = Path().move(-0.3, -0.18).line(0.3, -0.18).line(0.3, 0.1)
    shield.curve(0.3, 0.3, 0.1, 0.4, 0, 0.46).curve(-0.1, 0.4, -0.3, 0.3, -0.3, 0.1).close()
    out = [_o(shield, P.GOLD_LIGHT, t), _eagle(t @ at(0, 0.12, 0.85))]
    out.append(_crown(t, 0, -0.24, 0.26, 0.2))
    return "".join(out)


def emperor(t: Affine) -> str:
    """The Emperor: a crowned orb and a sceptre."""
    out = []
    rod = Path().move(-0.3, 0.44).line(0.22, -0.4)
    out.append(_band(rod, P.GOLD, 0.04, t))
    out.append(_o(Path().poly(star_points(0.24, -0.43, 4, 0.08, 0.03)), P.GOLD, t))
    out.append(_o(Path().circle(0, 0.12, 0.24), P.GOLD, t))
    band = Path().move(-0.24, 0.12).curve(-0.1, 0.18, 0.1, 0.18, 0.24, 0.12)
    band.move(0, -0.12).line(0, 0.36)
    out.append(line_art(band, P.GOLD_DARK, 0.03, t))
    out.append(_o(Path().rect(-0.025, -0.27, 0.05, 0.16), P.GOLD, t))
    out.append(_o(Path().rect(-0.08, -0.22, 0.16, 0.05), P.GOLD, t))
    gems = Path().circle(-0.12, 0.02, 0.035).circle(0.12, 0.02, 0.035).circle(0, 0.27, 0.035)
    out.append(_o(gems, P.RED, t, LW * 0.6))
    out.append(_crown(t, -0.1, -0.31, 0.16, 0.14))
    return "".join(out)


def pope(t: Affine) -> str:
    """The Pope: the triple tiara over crossed keys."""
    out = []
    for side in (-1, 1):
        key = Path().move(side * -0.3, 0.42).line(side * 0.22, -0.02)
        out.append(_band(key, P.GOLD if side < 0 else P.STEEL, 0.04, t))
        bow = Path().ellipse(side * -0.33, 0.45, 0.06, 0.06)
        out.append(_o(bow, P.GOLD if side < 0 else P.STEEL, t))
        bit = Path().poly([(side * 0.22, -0.02), (side * 0.28, 0.04), (side * 0.24, 0.08), (side * 0.18, 0.02)])
        out.append(_o(bit, P.GOLD if side < 0 else P.STEEL, t))
    tiara = Path().move(-0.2, 0.02).curve(-0.22, -0.3, -0.08, -0.44, 0, -0.46)
    tiara.curve(0.08, -0.44, 0.22, -0.3, 0.2, 0.02).close()
    out.append(_o(tiara, P.WHITE, t))
    for y, half in ((-0.02, 0.2), (-0.14, 0.19), (-0.26, 0.15)):
        out.append(_o(Path().rect(-half, y - 0.03, 2 * half, 0.05), P.GOLD, t))
        dots = Path()
        for i in range(5):
            dots.circle(-half * 0.8 + i * half * 0.4, y - 0.005, 0.012)
        out.append(shape(dots, P.RED, t=t))
    out.append(_o(Path().circle(0, -0.49, 0.03), P.GOLD, t))
    return "".join(out)


def lovers(t: Affine) -> str:
    """Love: two hearts pierced by Cupid's arrow, with little wings."""
    out = [_o(heart(), P.RED, t @ at(-0.12, 0.06, 0.46, -12)), _o(heart(), "#e56b6f", t @ at(0.13, 0.02, 0.42, 12))]
    shaft = Path().move(-0.42, 0.28).line(0.4, -0.24)
    out.append(_band(shaft, P.GOLD, 0.02, t))
    head = Path().poly([(0.46, -0.28), (0.33, -0.25), (0.4, -0.17)])
    out.append(_o(head, P.STEEL, t))
    fl = Path().poly([(-0.42, 0.28), (-0.48, 0.22), (-0.38, 0.22), (-0.33, 0.18), (-0.36, 0.26)])
    out.append(_o(fl, P.WHITE, t))
    for side in (-1, 1):
        w = Path().move(side * 0.03, -0.32).curve(side * 0.12, -0.48, side * 0.3, -0.46, side * 0.36, -0.38)
        w.curve(side * 0.28, -0.36, side * 0.2, -0.3, side * 0.03, -0.28).close()
        out.append(_o(w, P.WHITE, t))
    return "".join(out)


def chariot(t: Affine) -> str:
    """The Chariot: a canopied two-wheeled car with a pennant."""
    out = []
    canopy = Path().move(-0.3, -0.2).curve(-0.25, -0.38, 0.25, -0.38, 0.3, -0.2).close()
    posts = Path().move(-0.26, -0.2).line(-0.26, 0.02).move(0.26, -0.2).line(0.26, 0.02)
    out.append(line_art(posts, P.GOLD_DARK, 0.03, t))
    out.append(_o(canopy, P.RED, t))
    fringe = Path()
    for i in range(7):
        x = -0.27 + i * 0.09
        fringe.poly([(x - 0.03, -0.2), (x + 0.03, -0.2), (x, -0.15)])
    out.append(_o(fringe, P.GOLD, t, LW * 0.6))
    box = Path().move(-0.38, 0.0).line(0.34, 0.0).line(0.3, 0.2).line(-0.34, 0.2).close()
    out.append(_o(box, P.BLUE, t))
    out.append(line_art(Path().move(-0.34, 0.06).line(0.32, 0.06), P.GOLD, 0.025, t))
    pole = Path().move(0.3, 0.16).line(0.5, 0.22)
    out.append(_band(pole, P.BROWN, 0.025, t))
    out.append(_o(Path().circle(-0.05, 0.26, 0.17), P.BROWN, t))
    out.append(_o(Path().circle(-0.05, 0.26, 0.12), P.GOLD_LIGHT, t))
    spokes = Path()
    for i in range(6):
        x, y = polar(-0.05, 0.26, 0.12, i * 60)
        spokes.move(-0.05, 0.26).line(x, y)
    out.append(line_art(spokes, P.BROWN_DARK, 0.018, t))
    out.append(_o(Path().circle(-0.05, 0.26, 0.03), P.BROWN_DARK, t))
    flag = Path().move(0.0, -0.3).line(0.0, -0.5)
    out.append(line_art(flag, P.LINE, 0.018, t))
    out.append(_o(Path().poly([(0.0, -0.5), (0.2, -0.46), (0.0, -0.41)]), P.GOLD, t))
    return "".join(out)


def justice(t: Affine) -> str:
    """Justice: a sword and a pair of scales."""
    out = [sword_pip(t @ at(0, -0.02, 0.95))]
    beam = Path().move(-0.36, -0.16).line(0.36, -0.16)
    out.append(_band(beam, P.GOLD, 0.03, t))
    for side in (-1, 1):
        x = side * 0.34
        cords = Path().move(x, -0.16).line(x - 0.1, 0.1).move(x, -0.16).line(x + 0.1, 0.1)
        out.append(line_art(cords, P.GOLD_DARK, 0.012, t))
        pan = Path().move(x - 0.13, 0.1).curve(x - 0.1, 0.2, x + 0.1, 0.2, x + 0.13, 0.1).close()
        out.append(_o(pan, P.GOLD, t))
    out.append(_o(Path().circle(0, -0.16, 0.035), P.GOLD, t))
    return "".join(out)


def hermit(t: Affine) -> str:
    """The Hermit: a lantern glowing beside a staff."""
    glow = Path().circle(-0.1, 0.02, 0.32)
    out = [shape(glow, P.blend(P.GOLD_LIGHT, "#3b4a78", 0.55), t=t)]
    staff = Path().move(0.22, 0.48).line(0.14, -0.46)
    out.append(_band(staff, P.BROWN, 0.035, t))
    handle = Path().move(-0.16, -0.24).curve(-0.16, -0.36, -0.04, -0.36, -0.04, -0.24)
    out.append(line_art(handle, P.LINE, 0.022, t))
    lamp_top = Path().poly([(-0.22, -0.18), (0.02, -0.18), (-0.04, -0.25), (-0.16, -0.25)])
    body = Path().poly([(-0.2, -0.16), (0.0, -0.16), (0.03, 0.14), (-0.23, 0.14)])
    out.append(_o(body, "#fff3b0", t))
    panes = Path().move(-0.1, -0.16).line(-0.1, 0.14).move(-0.21, -0.01).line(0.01, -0.01)
    out.append(line_art(panes, P.GOLD_DARK, 0.02, t))
    out.append(_o(lamp_top, P.GOLD_DARK, t))
    out.append(_o(Path().rect(-0.25, 0.14, 0.3, 0.05), P.GOLD_DARK, t))
    flame = Path().move(-0.1, 0.09).curve(-0.15, 0.03, -0.1, -0.04, -0.1, -0.08).curve(-0.06, -0.02, -0.04, 0.04, -0.1, 0.09).close()
    out.append(shape(flame, P.RED, t=t))
    return "".join(out)


def hourglass(t: Affine) -> str:
    """The Bolognese Old Man (Time): an hourglass and a crutch."""
    out = []
    frame = Path().rect(-0.26, -0.42, 0.52, 0.06).rect(-0.26, 0.36, 0.52, 0.06)
    glass = Path().move(-0.18, -0.36).curve(-0.18, -0.12, -0.03, -0.06, -0.03, 0).curve(-0.03, 0.06, -0.18, 0.12, -0.18, 0.36)
    glass.line(0.18, 0.36).curve(0.18, 0.12, 0.03, 0.06, 0.03, 0).curve(0.03, -0.06, 0.18, -0.12, 0.18, -0.36).close()
    out.append(_o(glass, "#e8f2f8", t))
    sand = Path().move(-0.14, -0.22).curve(-0.1, -0.1, -0.03, -0.05, 0, -0.03).curve(0.03, -0.05, 0.1, -0.1, 0.14, -0.22).close()
    sand.move(-0.17, 0.35).curve(-0.12, 0.2, 0.12, 0.2, 0.17, 0.35).close()
    out.append(shape(sand, P.GOLD, t=t))
    out.append(line_art(Path().move(0, -0.03).line(0, 0.26), P.GOLD, 0.01, t))
    posts = Path().move(-0.23, -0.36).line(-0.23, 0.36).move(0.23, -0.36).line(0.23, 0.36)
    out.append(_band(posts, P.BROWN, 0.025, t))
    out.append(_o(frame, P.BROWN_DARK, t))
    crutch = Path().move(0.38, 0.46).line(0.38, -0.2).move(0.3, -0.2).line(0.46, -0.2)
    out.append(_band(crutch, P.BROWN, 0.03, t))
    return "".join(out)


def wheel(t: Affine) -> str:
    """The Wheel of Fortune: a crowned wheel on its stand."""
    out = []
    stand = Path().poly([(-0.06, 0.05), (0.06, 0.05), (0.2, 0.46), (-0.2, 0.46)])
    out.append(_o(stand, P.BROWN_DARK, t))
    out.append(_o(Path().circle(0, -0.02, 0.36), P.BROWN, t))
    out.append(_o(Path().circle(0, -0.02, 0.29), P.CREAM, t))
    spokes = Path()
    for i in range(8):
        x, y = polar(0, -0.02, 0.29, i * 45 + 22.5)
        spokes.move(0, -0.02).line(x, y)
    out.append(_band(spokes, P.BROWN, 0.025, t))
    out.append(_o(Path().circle(0, -0.02, 0.06), P.GOLD, t))
    out.append(_crown(t, 0, -0.38, 0.12, 0.11))
    return "".join(out)


def strength(t: Affine) -> str:
    """Strength (Fortitude): a cracked column."""
    out = []
    shaft = Path().rect(-0.13, -0.28, 0.26, 0.64)
    out.append(_o(shaft, P.STONE, t))
    flutes = Path()
    for x in (-0.07, 0.0, 0.07):
        flutes.move(x, -0.26).line(x, 0.34)
    out.append(line_art(flutes, P.STONE_DARK, 0.014, t))
    cap = Path().move(-0.22, -0.28).line(0.22, -0.28).line(0.16, -0.35).line(-0.16, -0.35).close()
    out.append(_o(cap, P.STONE, t))
    for side in (-1, 1):
        out.append(_o(Path().circle(side * 0.2, -0.33, 0.055), P.STONE, t))
    out.append(_o(Path().rect(-0.23, -0.42, 0.46, 0.07), P.STONE, t))
    base = Path().rect(-0.2, 0.36, 0.4, 0.05).rect(-0.25, 0.41, 0.5, 0.06)
    out.append(_o(base, P.STONE, t))
    crack = Path().move(0.13, -0.05).line(0.04, 0.02).line(0.08, 0.08).line(-0.02, 0.16)
    out.append(line_art(crack, P.LINE, 0.014, t))
    return "".join(out)


def hanged(t: Affine) -> str:
    """The Hanged Man (the Bolognese Traitor): a figure hung by one foot."""
    out = []
    gallows = Path().move(-0.38, 0.46).line(-0.38, -0.4).line(0.38, -0.4).line(0.38, 0.46)
    out.append(_band(gallows, P.GREEN_DARK, 0.05, t))
    rope = Path().move(0.0, -0.38).line(0.0, -0.24)
    out.append(line_art(rope, P.BROWN, 0.02, t))
    legs = Path().move(0.0, -0.24).line(0.0, -0.02).move(0.0, -0.14).line(0.1, -0.2).line(0.1, -0.08)
    out.append(_band(legs, P.RED, 0.05, t))
    body = Path().move(-0.08, -0.02).line(0.08, -0.02).line(0.07, 0.18).line(-0.07, 0.18).close()
    out.append(_o(body, P.BLUE, t))
    arms = Path().move(-0.07, 0.0).line(-0.1, 0.14).move(0.07, 0.0).line(0.1, 0.14)
    out.append(_band(arms, P.BLUE_DARK, 0.03, t))
    out.append(_o(Path().circle(0, 0.25, 0.07), P.SKIN, t))
    hair = Path().move(-0.07, 0.26).curve(-0.06, 0.34, 0.06, 0.34, 0.07, 0.26)
    out.append(line_art(hair, P.HAIR, 0.03, t))
    return "".join(out)


def death(t: Affine) -> str:
    """Death: a skull and crossed bones under a scythe."""
    out = []
    handle = Path().move(-0.34, 0.46).curve(-0.22, 0.1, -0.04, -0.2, 0.14, -0.44)
    out.append(_band(handle, P.BROWN, 0.035, t))
    blade = Path().move(0.14, -0.44).curve(0.34, -0.44, 0.46, -0.28, 0.48, -0.1)
    blade.curve(0.38, -0.24, 0.26, -0.32, 0.1, -0.36).close()
    out.append(_o(blade, P.STEEL, t))
    skull = Path().move(-0.2, 0.06).curve(-0.22, -0.22, 0.22, -0.22, 0.2, 0.06)
    skull.curve(0.2, 0.14, 0.14, 0.16, 0.12, 0.2).line(-0.12, 0.2).curve(-0.14, 0.16, -0.2, 0.14, -0.2, 0.06).close()
    out.append(_o(skull, "#f4efe3", t))
    jaw = Path().rect(-0.1, 0.19, 0.2, 0.1)
    out.append(_o(jaw, "#f4efe3", t))
    holes = Path().ellipse(-0.085, 0.0, 0.055, 0.065).ellipse(0.085, 0.0, 0.055, 0.065)
    holes.poly([(0, 0.07), (0.03, 0.13), (-0.03, 0.13)])
    out.append(shape(holes, P.LINE, t=t))
    teeth = Path()
    for i in range(5):
        x = -0.08 + i * 0.04
        teeth.move(x, 0.2).line(x, 0.28)
    out.append(line_art(teeth, P.LINE, 0.01, t))
    bones = Path().move(-0.3, 0.44).line(0.3, 0.34).move(-0.3, 0.34).line(0.3, 0.44)
    out.append(_band(bones, "#f4efe3", 0.04, t))
    return "".join(out)


def temperance(t: Affine) -> str:
    """Temperance: water poured from one jug into another."""
    out = []
    stream = Path().move(-0.2, -0.16).curve(-0.05, -0.3, 0.12, -0.12, 0.16, 0.05)
    out.append(_band(stream, P.WATER, 0.04, t, edge=0.008))
    for side, y, deg, col in ((-1, -0.18, 50, P.GOLD), (1, 0.22, 0, P.GREY)):
        jug = Path().move(-0.1, -0.1).curve(-0.18, 0.0, -0.16, 0.14, -0.08, 0.16).line(0.08, 0.16)
        jug.curve(0.16, 0.14, 0.18, 0.0, 0.1, -0.1).line(0.06, -0.16).line(-0.06, -0.16).close()
        m = t @ at(side * 0.24, y, 1.0, deg * side * -1)
        out.append(_o(jug, col if side < 0 else P.BLUE_LIGHT, m))
        lip = Path().poly([(0.06, -0.16), (0.14, -0.2), (0.08, -0.12)])
        out.append(_o(lip, col if side < 0 else P.BLUE_LIGHT, m))
        handle = Path().move(-0.12, -0.06).curve(-0.24, -0.04, -0.22, 0.1, -0.13, 0.1)
        out.append(line_art(handle, P.LINE, 0.02, m))
    return "".join(out)


def devil(t: Affine) -> str:
    """The Devil: a horned red mask with bat wings."""
    out = []
    for side in (-1, 1):
        wing = Path().move(side * 0.14, -0.02).curve(side * 0.3, -0.3, side * 0.46, -0.32, side * 0.5, -0.2)
        wing.line(side * 0.42, -0.14).line(side * 0.44, -0.04).line(side * 0.34, -0.02).line(side * 0.34, 0.08)
        wing.line(side * 0.2, 0.1).close()
        out.append(_o(wing, "#4a2a4a", t))
        horn = Path().move(side * 0.08, -0.22).curve(side * 0.14, -0.34, side * 0.22, -0.4, side * 0.28, -0.46)
        horn.curve(side * 0.24, -0.34, side * 0.2, -0.26, side * 0.18, -0.18).close()
        out.append(_o(horn, P.CREAM, t))
        ear = Path().poly([(side * 0.17, -0.1), (side * 0.3, -0.16), (side * 0.19, 0.0)])
        out.append(_o(ear, P.RED, t))
    face = Path().move(-0.19, -0.16).curve(-0.2, -0.3, 0.2, -0.3, 0.19, -0.16)
    face.curve(0.2, 0.04, 0.1, 0.22, 0, 0.3).curve(-0.1, 0.22, -0.2, 0.04, -0.19, -0.16).close()
    out.append(_o(face, P.RED, t))
    eyes = Path().poly([(-0.13, -0.1), (-0.03, -0.06), (-0.12, -0.03)]).poly([(0.13, -0.1), (0.03, -0.06), (0.12, -0.03)])
    out.append(_o(eyes, P.GOLD_LIGHT, t, LW * 0.6))
    mouth = Path().move(-0.09, 0.09).curve(-0.03, 0.15, 0.03, 0.15, 0.09, 0.09)
    out.append(line_art(mouth, P.LINE, 0.02, t))
    beard = Path().poly([(-0.05, 0.24), (0.05, 0.24), (0, 0.4)])
    out.append(_o(beard, P.BLACK, t))
    return "".join(out)


def tower(t: Affine) -> str:
    """The Tower (the Bolognese Lightning): a burning tower struck by a bolt."""
    out = []
    body = Path().poly([(-0.2, 0.46), (-0.16, -0.12), (0.16, -0.12), (0.2, 0.46)])
    out.append(_o(body, P.STONE, t))
    bricks = Path()
    for i in range(7):
        y = -0.04 + i * 0.07
        bricks.move(-0.18 - i * 0.004, y).line(0.18 + i * 0.004, y)
    out.append(line_art(bricks, P.STONE_DARK, 0.008, t))
    top = Path().move(-0.22, -0.12).line(-0.22, -0.24).line(-0.15, -0.24).line(-0.15, -0.19).line(-0.07, -0.19)
    top.line(-0.07, -0.24).line(0.0, -0.24).line(0.0, -0.19).line(0.06, -0.19).line(0.06, -0.24)
    top.line(0.14, -0.24).line(0.14, -0.19).line(0.22, -0.19).line(0.22, -0.12).close()
    out.append(_o(top, P.STONE, t))
    door = Path().move(-0.06, 0.46).line(-0.06, 0.34).curve(-0.06, 0.26, 0.06, 0.26, 0.06, 0.34).line(0.06, 0.46).close()
    out.append(_o(door, P.BROWN_DARK, t))
    window = Path().rect(-0.04, 0.0, 0.08, 0.1)
    out.append(_o(window, P.LINE, t))
    flames = Path().move(-0.2, -0.24).curve(-0.24, -0.34, -0.1, -0.36, -0.12, -0.46).curve(-0.02, -0.38, 0.0, -0.32, 0.04, -0.42)
    flames.curve(0.12, -0.34, 0.2, -0.36, 0.2, -0.24).close()
    out.append(_o(flames, "#f08a24", t))
    bolt = Path().poly([(0.5, -0.5), (0.22, -0.34), (0.3, -0.32), (0.12, -0.2), (0.22, -0.22), (0.08, -0.1),
                        (0.36, -0.3), (0.28, -0.32), (0.44, -0.44)])
    out.append(_o(bolt, P.GOLD_LIGHT, t, LW * 0.8))
    falling = Path().rect(-0.42, -0.08, 0.07, 0.05).rect(-0.36, 0.1, 0.06, 0.045).rect(0.32, 0.04, 0.07, 0.05)
    out.append(_o(falling, P.STONE, t, LW * 0.7))
    return "".join(out)


def star(t: Affine) -> str:
    """The Star: a great eight-pointed star among small ones."""
    out = [_o(Path().poly(star_points(0, -0.08, 8, 0.34, 0.15)), P.GOLD_LIGHT, t)]
    out.append(_o(Path().poly(star_points(0, -0.08, 8, 0.2, 0.09, -90 + 22.5)), P.GOLD, t, LW * 0.7))
    out.append(_stars(t, [(-0.36, -0.38, 0.06), (0.36, -0.36, 0.05), (-0.4, 0.16, 0.05), (0.4, 0.2, 0.06),
                          (-0.2, 0.38, 0.045), (0.22, 0.4, 0.05), (0.0, 0.42, 0.035)]))
    return "".join(out)


def moon(t: Affine) -> str:
    """The Moon: a crescent over two towers and water."""
    out = []
    crescent = Path().arc(0.02, -0.12, 0.3, 0.3, 100, 260, start=True)
    crescent.arc(0.12, -0.14, 0.26, 0.28, 235, 125).close()
    out.append(_o(crescent, P.GOLD_LIGHT, t))
    out.append(shape(Path().circle(-0.16, -0.2, 0.02), P.LINE, t=t))
    for side in (-1, 1):
        tw = Path().rect(side * 0.34 - 0.07, 0.12, 0.14, 0.3)
        out.append(_o(tw, P.STONE, t))
        cren = Path()
        for k in (-1, 0, 1):
            cren.rect(side * 0.34 + k * 0.05 - 0.018, 0.08, 0.036, 0.04)
        out.append(_o(cren, P.STONE, t, LW * 0.6))
    water = Path().move(-0.5, 0.42).curve(-0.25, 0.38, 0.25, 0.46, 0.5, 0.42).line(0.5, 0.5).line(-0.5, 0.5).close()
    out.append(shape(water, P.WATER, t=t))
    drops = Path()
    for x, y in ((-0.06, 0.2), (0.06, 0.28), (0.0, 0.36), (0.12, 0.16)):
        drops.move(x, y - 0.03).curve(x + 0.02, y, x + 0.02, y + 0.02, x, y + 0.02).curve(x - 0.02, y + 0.02, x - 0.02, y, x, y - 0.03)
    out.append(shape(drops, P.GOLD_LIGHT, t=t))
    out.append(_stars(t, [(0.36, -0.4, 0.04), (-0.38, -0.36, 0.035), (0.42, -0.12, 0.03)]))
    return "".join(out)


def sun(t: Affine) -> str:
    """The Sun: a smiling sun with straight and waved rays."""
    rays = Path()
    for i in range(16):
        a = i * 22.5
        if i % 2:
            p1, p2, p3 = polar(0, -0.04, 0.26, a - 6), polar(0, -0.04, 0.46, a), polar(0, -0.04, 0.26, a + 6)
            rays.poly([p1, p2, p3])
        else:
            p1, p3 = polar(0, -0.04, 0.26, a - 8), polar(0, -0.04, 0.26, a + 8)
            m1, m2 = polar(0, -0.04, 0.36, a - 6), polar(0, -0.04, 0.36, a + 10)
            tip = polar(0, -0.04, 0.44, a + 2)
            rays.move(*p1).curve(*m1, *m2, *tip).line(*p3).close()
    out = [_o(rays, P.GOLD, t)]
    out.append(_o(Path().circle(0, -0.04, 0.26), "#ffd84d", t))
    face = Path().ellipse(-0.09, -0.08, 0.025, 0.03).ellipse(0.09, -0.08, 0.025, 0.03)
    out.append(shape(face, P.BROWN_DARK, t=t))
    smile = Path().move(-0.1, 0.04).curve(-0.04, 0.1, 0.04, 0.1, 0.1, 0.04)
    out.append(line_art(smile, P.BROWN_DARK, 0.02, t))
    cheeks = Path().circle(-0.15, 0.0, 0.04).circle(0.15, 0.0, 0.04)
    out.append(shape(cheeks, P.blend(P.FLESH_RED, "#ffd84d", 0.5), t=t))
    return "".join(out)


def angel(t: Affine) -> str:
    """The Angel (Judgement): wings, a trumpet with its banner, a cloud."""
    out = [_cloud(t, -0.02, 0.36, 0.7)]
    for side in (-1, 1):
        wing = Path().move(side * 0.04, -0.06).curve(side * 0.14, -0.36, side * 0.36, -0.46, side * 0.48, -0.38)
        wing.curve(side * 0.42, -0.3, side * 0.46, -0.24, side * 0.4, -0.18).curve(side * 0.42, -0.12, side * 0.36, -0.06, side * 0.3, -0.04)
        wing.curve(side * 0.3, 0.04, side * 0.2, 0.06, side * 0.04, 0.04).close()
        out.append(_o(wing, P.WHITE, t))
        fe = Path().move(side * 0.1, -0.1).line(side * 0.36, -0.32).move(side * 0.1, -0.02).line(side * 0.34, -0.12)
        out.append(line_art(fe, P.BLUE_LIGHT, 0.012, t))
    tube = Path().move(-0.34, 0.24).line(0.24, -0.06)
    out.append(_band(tube, P.GOLD, 0.04, t))
    bell = Path().poly([(0.2, -0.04), (0.34, -0.2), (0.4, -0.08)])
    out.append(_o(bell, P.GOLD, t))
    flag = Path().poly([(-0.14, 0.14), (0.06, 0.04), (0.12, 0.18), (0.02, 0.2), (-0.08, 0.28)])
    out.append(_o(flag, P.WHITE, t))
    cross = Path().move(-0.01, 0.1).line(0.03, 0.2).move(-0.04, 0.17).line(0.07, 0.12)
    out.append(line_art(cross, P.RED, 0.02, t))
    return "".join(out)


def world(t: Affine) -> str:
    """The World: a globe in a laurel wreath."""
    out = []
    leaves = Path()
    for i in range(24):
        a = i * 15
        cx, cy = polar(0, 0, 0.4, a)
        leaves.ellipse(cx, cy, 0.045, 0.045)
    out.append(line_art(Path().circle(0, 0, 0.4), P.GREEN_DARK, 0.1, t))
    out.append(shape(leaves, P.GREEN, t=t))
    out.append(_o(Path().circle(0, 0, 0.3), P.WATER, t))
    land = Path().move(-0.2, -0.18).curve(-0.08, -0.26, 0.06, -0.16, 0.0, -0.06).curve(-0.06, 0.04, 0.06, 0.12, -0.02, 0.22)
    land.curve(-0.14, 0.16, -0.24, 0.04, -0.2, -0.18).close()
    land.move(0.1, 0.0).curve(0.2, -0.06, 0.28, 0.04, 0.24, 0.14).curve(0.16, 0.2, 0.08, 0.12, 0.1, 0.0).close()
    out.append(_o(land, P.GRASS, t, LW * 0.7))
    ties = Path().rect(-0.04, -0.44, 0.08, 0.06).rect(-0.04, 0.38, 0.08, 0.06)
    out.append(_o(ties, P.RED, t, LW * 0.7))
    return "".join(out)


EMBLEMS: dict[str, tuple[Callable[[Affine], str], str, str]] = {
    # subject: (drawing, ground colour, horizon colour)
    "bagatto": (bagatto, P.SKY, P.GRASS),
    "papessa": (papessa, "#e5dcf0", "#b9a6d0"),
    "empress": (empress, "#f3e3ec", "#d7aebf"),
    "emperor": (emperor, "#f2e0c8", "#d3b48a"),
    "pope": (pope, "#f1e9d0", "#cdbb8a"),
    "lovers": (lovers, "#fde4e4", "#f0b3b3"),
    "chariot": (chariot, P.SKY, P.GRASS),
    "justice": (justice, "#e8ecf3", "#b8c3d6"),
    "hermit": (hermit, "#3b4a78", "#27324f"),
    "hourglass": (hourglass, "#e9e1d0", "#c2b08a"),
    "wheel": (wheel, "#efe6cf", "#c8b58c"),
    "strength": (strength, P.SKY, P.GRASS),
    "hanged": (hanged, "#e6eedc", P.GRASS),
    "death": (death, "#d9d9d6", "#9d9d98"),
    "temperance": (temperance, "#def0f3", "#a9d6df"),
    "devil": (devil, "#f0b8a8", "#b5472f"),
    "tower": (tower, "#5a5f86", "#3c3f5e"),
    "star": (star, P.SKY_NIGHT, P.NIGHT_DARK),
    "moon": (moon, P.SKY_NIGHT, P.NIGHT_DARK),
    "sun": (sun, "#fff1b3", "#f6cf5a"),
    "angel": (angel, "#cfe3f7", "#9cc2ea"),
    "world": (world, "#e1eef9", "#a9c7e6"),
}

#: The Lombard trump subjects, I … XXI.
LOMBARD_SUBJECTS: tuple[str, ...] = (
    "bagatto", "papessa", "empress", "emperor", "pope", "lovers", "chariot", "justice", "hermit",
    "wheel", "strength", "hanged", "death", "temperance", "devil", "tower", "star", "moon", "sun",
    "angel", "world",
)

#: The Bolognese trumps by card code (T21…T18 are Angel, World, Sun, Moon; then 16…5).
BOLOGNESE_SUBJECTS: dict[str, str] = {
    "T21": "angel", "T20": "world", "T19": "sun", "T18": "moon", "T16": "star", "T15": "tower",
    "T14": "devil", "T13": "death", "T12": "hanged", "T11": "hourglass", "T10": "wheel",
    "T9": "strength", "T8": "justice", "T7": "temperance", "T6": "chariot", "T5": "lovers",
    "T1": "bagatto",
}


def scene(subject: str, x0: float, y0: float, x1: float, y1: float, ink: str) -> str:
    """The picture of ``subject`` filling the rectangle: ground, horizon and emblem."""
    draw, ground, horizon = EMBLEMS[subject]
    w, h = x1 - x0, y1 - y0
    out = [outlined(Path().rect(x0, y0, w, h), ground, ink, 0.8)]
    hill = Path().move(x0, y1 - h * 0.16).curve(x0 + w * 0.3, y1 - h * 0.22, x0 + w * 0.7, y1 - h * 0.1, x1, y1 - h * 0.17)
    hill.line(x1, y1).line(x0, y1).close()
    out.append(shape(hill, horizon))
    size = min(w, h) * 0.9
    out.append(draw(at((x0 + x1) / 2, (y0 + y1) / 2, size)))
    out.append(line_art(Path().rect(x0, y0, w, h), ink, 0.8))
    return "".join(out)
