"""Simple standing figures for court cards and the figure trumps (Fool, Skiz, Moors).

A figure is built from a few flat shapes with a dark outline: a robe widening to the bottom
of its panel, a collar, a head with a plain face, hair, a headdress (crown, tiara, cap,
helmet, turban, jester's hood) and, in one hand, an attribute (a suit sign on Italian cards,
a sceptre, a flower or a halberd on French ones). The Cavalier rides: a horse's head rises in
front of him. Everything is placed relative to the panel, so the same figure fills a French
card or a tall tarot card.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import palette as P
from .geometry import Path, at, star_points
from .suits import baton_pip, coin_pip, cup_pip, sword_pip
from .svg import line_art, outlined, shape

OUT = 0.9  # outline width of figure parts, in card units


@dataclass(frozen=True)
class Panel:
    """The rectangle a figure stands in."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def cx(self) -> float:
        """The horizontal centre."""
        return (self.x0 + self.x1) / 2

    @property
    def width(self) -> float:
        """The width."""
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        """The height."""
        return self.y1 - self.y0


@dataclass(frozen=True)
class Costume:
    """Colours of one figure."""

    robe: str
    robe_dark: str
    under: str = P.CREAM
    trim: str = P.GOLD
    hair: str = P.HAIR
    skin: str = P.SKIN


def _robe(pn: Panel, c: Costume, neck_y: float, shoulder: float, motley: bool = False,
          bottom: float | None = None) -> list[str]:
    cx = pn.cx
    bottom = pn.y1 if bottom is None else bottom
    left = Path().move(cx, neck_y)
    left.curve(cx - shoulder * 0.6, neck_y, cx - shoulder, neck_y + 2, cx - shoulder - 1, neck_y + 9)
    left.curve(cx - shoulder - 3, neck_y + 30, pn.x0 + 3, bottom - 20, pn.x0 + 1.5, bottom)
    left.line(cx, bottom).close()
    right = left.mapped(at(2 * cx, 0, 1, sx=-1))
    out = [
        outlined(left, c.robe, P.LINE, OUT),
        outlined(right, c.robe_dark if motley else c.robe, P.LINE, OUT),
    ]
    # The garment under the open robe, narrowing upwards.
    under = Path().move(cx - 4, neck_y + 3).line(cx + 4, neck_y + 3)
    under.curve(cx + 7, neck_y + 30, cx + 10, bottom - 20, cx + 11, bottom).line(cx - 11, bottom)
    under.curve(cx - 10, bottom - 20, cx - 7, neck_y + 30, cx - 4, neck_y + 3).close()
    out.append(outlined(under, c.under, P.LINE, OUT))
    # Buttons or lacing down the middle.
    dots = Path()
    y = neck_y + 9
    while y < bottom - 6:
        dots.circle(cx, y, 1.05)
        y += 7.5
    out.append(shape(dots, P.GOLD_DARK if c.trim == P.GOLD else c.trim))
    # Hem trim along the bottom edge of the robe.
    hem = Path().move(pn.x0 + 2.2, bottom - 3).line(pn.x1 - 2.2, bottom - 3)
    out.append(line_art(hem, c.trim, 2.2))
    return out


def _floor(pn: Panel, top: float, colours: tuple[str, str]) -> list[str]:
    """A tiled floor strip under a full-length figure, and the figure's shoes."""
    out = [shape(Path().rect(pn.x0, top, pn.width, pn.y1 - top), colours[0])]
    tiles = Path()
    size = (pn.y1 - top) / 2
    n = int(pn.width / size) + 1
    for row in range(2):
        for i in range(n):
            if (i + row) % 2:
                x = pn.x0 + i * size
                w = min(size, pn.x1 - x)
                if w > 0:
                    tiles.rect(x, top + row * size, w, size)
    out.append(shape(tiles, colours[1]))
    out.append(line_art(Path().move(pn.x0, top).line(pn.x1, top), P.LINE, 0.6))
    shoes = Path().ellipse(pn.cx - 6.5, top + 0.8, 5.0, 2.2).ellipse(pn.cx + 6.5, top + 0.8, 5.0, 2.2)
    out.append(outlined(shoes, P.BROWN_DARK, P.LINE, 0.6))
    return out


def _collar(cx: float, y: float, width: float, c: Costume, ermine: bool) -> list[str]:
    p = Path().move(cx - width, y).curve(cx - width * 0.5, y + 7, cx + width * 0.5, y + 7, cx + width, y)
    p.curve(cx + width * 0.5, y + 11, cx - width * 0.5, y + 11, cx - width, y).close()
    out = [outlined(p, P.WHITE if ermine else c.trim, P.LINE, OUT)]
    if ermine:
        spots = Path()
        for i in range(5):
            x = cx - width * 0.62 + i * width * 0.31
            yy = y + 6.3 + (0.7 if i in (0, 4) else 0)
            spots.poly([(x, yy - 1.4), (x + 0.7, yy + 0.6), (x - 0.7, yy + 0.6)])
        out.append(shape(spots, P.BLACK))
    return out


def _face(cx: float, cy: float, rx: float, ry: float, c: Costume, beard: bool,
          profile: int = 0) -> list[str]:
    out = []
    neck = Path().rect(cx - rx * 0.42, cy + ry * 0.6, rx * 0.84, ry * 0.7)
    out.append(outlined(neck, c.skin, P.LINE, OUT))
    out.append(outlined(Path().ellipse(cx, cy, rx, ry), c.skin, P.LINE, OUT))
    dx = profile * rx * 0.18
    eyes = Path().ellipse(cx - rx * 0.38 + dx, cy - ry * 0.05, 0.85, 1.05)
    eyes.ellipse(cx + rx * 0.38 + dx, cy - ry * 0.05, 0.85, 1.05)
    out.append(shape(eyes, P.LINE))
    brows = Path().move(cx - rx * 0.6 + dx, cy - ry * 0.28).line(cx - rx * 0.18 + dx, cy - ry * 0.32)
    brows.move(cx + rx * 0.18 + dx, cy - ry * 0.32).line(cx + rx * 0.6 + dx, cy - ry * 0.28)
    out.append(line_art(brows, c.hair if c.hair != P.HAIR_GREY else P.GREY, 0.7))
    nose = Path().move(cx + dx, cy - ry * 0.05).line(cx + dx - 0.9, cy + ry * 0.28).line(cx + dx + 0.6, cy + ry * 0.3)
    out.append(line_art(nose, P.SKIN_DARK if c.skin != P.SKIN_DARK else P.LINE, 0.5))
    cheeks = Path().circle(cx - rx * 0.55, cy + ry * 0.25, rx * 0.16).circle(cx + rx * 0.55, cy + ry * 0.25, rx * 0.16)
    out.append(shape(cheeks, P.blend(P.FLESH_RED, c.skin, 0.35)))
    if beard:
        b = Path().move(cx - rx * 0.95, cy + ry * 0.05)
        b.curve(cx - rx * 0.9, cy + ry * 1.5, cx + rx * 0.9, cy + ry * 1.5, cx + rx * 0.95, cy + ry * 0.05)
        b.curve(cx + rx * 0.6, cy + ry * 0.75, cx - rx * 0.6, cy + ry * 0.75, cx - rx * 0.95, cy + ry * 0.05).close()
        out.append(outlined(b, c.hair, P.LINE, 0.6))
        m = Path().move(cx - rx * 0.45 + dx, cy + ry * 0.5).curve(cx + dx, cy + ry * 0.35, cx + dx, cy + ry * 0.35, cx + rx * 0.45 + dx, cy + ry * 0.5)
        out.append(line_art(m, c.hair, 1.1))
    else:
        mouth = Path().move(cx - rx * 0.22 + dx, cy + ry * 0.52).curve(cx - rx * 0.08 + dx, cy + ry * 0.62, cx + rx * 0.08 + dx, cy + ry * 0.62, cx + rx * 0.22 + dx, cy + ry * 0.52)
        out.append(line_art(mouth, P.RED_DARK, 0.7))
    return out


def _hair(cx: float, cy: float, rx: float, ry: float, c: Costume, length: float) -> str:
    """Hair framing the face, falling ``length`` units below the head's centre."""
    p = Path().move(cx - rx * 1.05, cy - ry * 0.2)
    p.curve(cx - rx * 1.25, cy + length * 0.5, cx - rx * 1.2, cy + length, cx - rx * 0.7, cy + length)
    p.line(cx - rx * 0.72, cy + ry * 0.3).curve(cx - rx * 0.8, cy - ry * 0.6, cx + rx * 0.8, cy - ry * 0.6, cx + rx * 0.72, cy + ry * 0.3)
    p.line(cx + rx * 0.7, cy + length).curve(cx + rx * 1.2, cy + length, cx + rx * 1.25, cy + length * 0.5, cx + rx * 1.05, cy - ry * 0.2)
    p.curve(cx + rx * 1.0, cy - ry * 1.25, cx - rx * 1.0, cy - ry * 1.25, cx - rx * 1.05, cy - ry * 0.2).close()
    return outlined(p, c.hair, P.LINE, OUT)


def _crown(cx: float, base_y: float, half: float, tall: float, jewels: str = P.RED) -> list[str]:
    pts = [(cx - half, base_y)]
    n = 5
    for i in range(n):
        x_peak = cx - half + (i + 0.5) * 2 * half / n
        pts += [(x_peak - half / n * 0.55, base_y - tall * 0.5), (x_peak, base_y - tall),
                (x_peak + half / n * 0.55, base_y - tall * 0.5)]
    pts.append((cx + half, base_y))
    crown = Path().poly(pts)
    out = [outlined(crown, P.GOLD, P.LINE, OUT)]
    band = Path().rect(cx - half, base_y - 3.2, 2 * half, 4.2)
    out.append(outlined(band, P.GOLD_LIGHT, P.LINE, OUT))
    gems = Path()
    for i in range(n):
        x_peak = cx - half + (i + 0.5) * 2 * half / n
        gems.circle(x_peak, base_y - tall - 0.2, 0.9)
    gems.ellipse(cx, base_y - 1.1, 1.5, 1.2)
    out.append(outlined(gems, jewels, P.LINE, 0.4))
    return out


def _tiara(cx: float, base_y: float, half: float, c: Costume) -> list[str]:
    veil = Path().move(cx - half * 1.15, base_y - 2).curve(cx - half * 1.8, base_y + 10, cx - half * 1.6, base_y + 24, cx - half * 1.25, base_y + 32)
    veil.line(cx + half * 1.25, base_y + 32).curve(cx + half * 1.6, base_y + 24, cx + half * 1.8, base_y + 10, cx + half * 1.15, base_y - 2).close()
    p = Path().move(cx - half, base_y).curve(cx - half, base_y - 6, cx - half * 0.3, base_y - 9, cx, base_y - 11)
    p.curve(cx + half * 0.3, base_y - 9, cx + half, base_y - 6, cx + half, base_y).close()
    gems = Path().circle(cx, base_y - 5.5, 1.5).circle(cx - half * 0.55, base_y - 3.2, 0.9).circle(cx + half * 0.55, base_y - 3.2, 0.9)
    return [outlined(veil, c.under, P.LINE, OUT), outlined(p, P.GOLD, P.LINE, OUT),
            outlined(gems, c.robe, P.LINE, 0.4)]


def _cap(cx: float, base_y: float, half: float, c: Costume) -> list[str]:
    feather = Path().move(cx + half * 0.4, base_y - 4).curve(cx + half * 1.4, base_y - 10, cx + half * 1.9, base_y - 16, cx + half * 1.5, base_y - 22)
    feather.curve(cx + half * 1.2, base_y - 14, cx + half * 0.8, base_y - 9, cx + half * 0.1, base_y - 5).close()
    cap = Path().move(cx - half * 1.2, base_y).curve(cx - half * 1.3, base_y - 8, cx + half * 1.3, base_y - 9, cx + half * 1.2, base_y)
    cap.close()
    brim = Path().move(cx - half * 1.25, base_y + 1).curve(cx - half * 0.4, base_y - 2, cx + half * 0.4, base_y - 2, cx + half * 1.25, base_y + 1)
    return [outlined(feather, P.WHITE, P.LINE, OUT), outlined(cap, c.robe_dark, P.LINE, OUT),
            line_art(brim, c.trim, 2.2)]


def _helmet(cx: float, base_y: float, half: float, c: Costume) -> list[str]:
    plume = Path().move(cx, base_y - 11).curve(cx + half * 0.9, base_y - 22, cx + half * 2.2, base_y - 18, cx + half * 2.0, base_y - 8)
    plume.curve(cx + half * 1.6, base_y - 14, cx + half * 0.8, base_y - 13, cx + half * 0.2, base_y - 8).close()
    dome = Path().move(cx - half * 1.1, base_y + 2).curve(cx - half * 1.2, base_y - 13, cx + half * 1.2, base_y - 13, cx + half * 1.1, base_y + 2)
    dome.close()
    ridge = Path().move(cx, base_y - 9.4).line(cx, base_y + 1)
    visor = Path().move(cx - half * 1.15, base_y + 2).line(cx + half * 1.15, base_y + 2)
    return [outlined(plume, c.robe, P.LINE, OUT), outlined(dome, P.STEEL, P.LINE, OUT),
            line_art(ridge, P.STEEL_DARK, 1.0), line_art(visor, P.GOLD_DARK, 1.6)]


def _turban(cx: float, base_y: float, half: float, c: Costume) -> list[str]:
    wrap = Path().move(cx - half * 1.25, base_y + 1).curve(cx - half * 1.6, base_y - 12, cx + half * 1.6, base_y - 12, cx + half * 1.25, base_y + 1)
    wrap.curve(cx + half * 0.5, base_y + 3, cx - half * 0.5, base_y + 3, cx - half * 1.25, base_y + 1).close()
    folds = Path()
    for k in (-0.6, 0.0, 0.6):
        folds.move(cx - half * 1.2, base_y - 2 + k * 6).curve(cx - half * 0.2, base_y - 7 + k * 5, cx + half * 0.4, base_y - 1 + k * 4, cx + half * 1.2, base_y - 5 + k * 5)
    jewel = Path().ellipse(cx, base_y - 5, 1.7, 2.1)
    plume = Path().move(cx, base_y - 7).curve(cx - 1.5, base_y - 13, cx + 0.5, base_y - 17, cx + 2.5, base_y - 19)
    plume.curve(cx + 1.8, base_y - 14, cx + 1.6, base_y - 10, cx + 0.8, base_y - 7).close()
    return [outlined(plume, P.WHITE, P.LINE, 0.6), outlined(wrap, c.under, P.LINE, OUT),
            line_art(folds, c.robe_dark, 0.6), outlined(jewel, c.robe, P.LINE, 0.5)]


def _jester(cx: float, base_y: float, half: float, c: Costume) -> list[str]:
    out = []
    tips = [(-half * 2.3, base_y - 2, c.robe), (half * 2.3, base_y - 2, c.robe_dark), (0, base_y - 20, c.trim)]
    for i, (dx, ty, col) in enumerate(tips):
        lobe = Path().move(cx - half * 0.9, base_y)
        if i == 2:
            lobe = Path().move(cx - half * 0.7, base_y - 4).curve(cx - half * 0.6, base_y - 14, cx + dx - 3, ty + 2, cx + dx, ty)
            lobe.curve(cx + half * 0.2, ty + 6, cx + half * 0.7, base_y - 8, cx + half * 0.7, base_y - 4).close()
        else:
            side = 1 if dx > 0 else -1
            lobe = Path().move(cx - side * half * 0.3, base_y - 8).curve(cx + side * half * 1.0, base_y - 16, cx + dx, ty - 8, cx + dx, ty)
            lobe.curve(cx + side * half * 1.6, base_y - 6, cx + side * half * 1.2, base_y, cx + side * half * 0.8, base_y).close()
        out.append(outlined(lobe, col, P.LINE, OUT))
        out.append(outlined(Path().circle(cx + dx, ty + 1.6, 1.9), P.GOLD, P.LINE, 0.5))
    band = Path().move(cx - half * 1.15, base_y + 1).curve(cx - half * 0.4, base_y - 3, cx + half * 0.4, base_y - 3, cx + half * 1.15, base_y + 1)
    out.append(line_art(band, P.GOLD, 2.4))
    return out


def _hand(x: float, y: float, c: Costume) -> str:
    return outlined(Path().ellipse(x, y, 2.6, 2.3), c.skin, P.LINE, 0.7)


def _sleeve(x0: float, y0: float, x1: float, y1: float, c: Costume) -> str:
    """An arm in a sleeve from the shoulder ``(x0, y0)`` to the wrist ``(x1, y1)``: wide at
    the shoulder, narrowing, with a gold cuff."""
    dx, dy = x1 - x0, y1 - y0
    length = max(1e-6, (dx * dx + dy * dy) ** 0.5)
    nx, ny = -dy / length, dx / length  # unit normal
    w0, w1 = 4.4, 2.9
    cuff = 0.8  # where the cuff starts, as a fraction of the arm
    p = Path().poly([(x0 + nx * w0, y0 + ny * w0), (x1 + nx * w1, y1 + ny * w1),
                     (x1 - nx * w1, y1 - ny * w1), (x0 - nx * w0, y0 - ny * w0)])
    cx, cy = x0 + dx * cuff, y0 + dy * cuff
    wc = w0 + (w1 - w0) * cuff
    band = Path().poly([(cx + nx * wc, cy + ny * wc), (x1 + nx * w1, y1 + ny * w1),
                        (x1 - nx * w1, y1 - ny * w1), (cx - nx * wc, cy - ny * wc)])
    return outlined(p, c.robe_dark, P.LINE, OUT) + outlined(band, c.trim, P.LINE, 0.6)


def _attribute(kind: str, x: float, y: float, size: float) -> list[str]:
    """Something held upright in a hand at ``(x, y)``."""
    if kind == "sword":
        return [sword_pip(at(x, y - size * 0.32, size * 1.05))]
    if kind == "baton":
        return [baton_pip(at(x, y - size * 0.3, size))]
    if kind == "cup":
        return [cup_pip(at(x, y - size * 0.22, size * 0.4))]
    if kind == "coin":
        return [coin_pip(at(x, y - size * 0.2, size * 0.36))]
    if kind == "sceptre":
        rod = Path().move(x, y + size * 0.12).line(x, y - size * 0.5)
        out = [shape(rod, None, P.LINE, 3.2, cap="round"), shape(rod, None, P.GOLD, 1.8, cap="round")]
        orb = Path().circle(x, y - size * 0.55, size * 0.07)
        out.append(outlined(orb, P.GOLD, P.LINE, 0.6))
        cross = Path().move(x, y - size * 0.62).line(x, y - size * 0.72).move(x - size * 0.04, y - size * 0.68).line(x + size * 0.04, y - size * 0.68)
        out.append(line_art(cross, P.GOLD_DARK, 1.1))
        return out
    if kind == "flower":
        stem = Path().move(x, y + 2).curve(x - 2, y - size * 0.15, x + 2, y - size * 0.25, x, y - size * 0.33)
        out = [line_art(stem, P.GREEN_DARK, 1.0)]
        leaf = Path().move(x, y - size * 0.15).curve(x + 4, y - size * 0.2, x + 6, y - size * 0.16, x + 7, y - size * 0.1)
        leaf.curve(x + 4, y - size * 0.1, x + 2, y - size * 0.11, x, y - size * 0.15).close()
        out.append(outlined(leaf, P.GREEN, P.LINE, 0.5))
        bloom = Path().poly(star_points(x, y - size * 0.37, 5, size * 0.085, size * 0.05))
        out.append(outlined(bloom, P.RED, P.LINE, 0.6))
        out.append(shape(Path().circle(x, y - size * 0.37, size * 0.025), P.GOLD))
        return out
    if kind == "halberd":
        shaft = Path().move(x, y + size * 0.15).line(x, y - size * 0.55)
        out = [shape(shaft, None, P.LINE, 2.8, cap="round"), shape(shaft, None, P.BROWN, 1.4, cap="round")]
        blade = Path().move(x, y - size * 0.5).curve(x + size * 0.14, y - size * 0.52, x + size * 0.16, y - size * 0.42, x + size * 0.15, y - size * 0.36)
        blade.line(x, y - size * 0.4).close()
        blade.poly([(x - 1.1, y - size * 0.53), (x, y - size * 0.66), (x + 1.1, y - size * 0.53)])
        out.append(outlined(blade, P.STEEL, P.LINE, 0.6))
        return out
    if kind == "bauble":
        stick = Path().move(x, y + size * 0.12).line(x, y - size * 0.36)
        out = [shape(stick, None, P.LINE, 2.6, cap="round"), shape(stick, None, P.BROWN, 1.2, cap="round")]
        out.append(outlined(Path().circle(x, y - size * 0.42, size * 0.075), P.SKIN, P.LINE, 0.6))
        bells = Path()
        for dx in (-1, 1):
            bells.circle(x + dx * size * 0.08, y - size * 0.32, size * 0.028)
        out.append(outlined(bells, P.GOLD, P.LINE, 0.4))
        return out
    if kind == "lute":
        body = Path().ellipse(x, y, size * 0.13, size * 0.16)
        neck = Path().move(x, y - size * 0.12).line(x + size * 0.1, y - size * 0.45)
        out = [shape(neck, None, P.LINE, 3.0, cap="round"), shape(neck, None, P.BROWN, 1.6, cap="round")]
        out.append(outlined(body, P.GOLD, P.LINE, 0.7))
        out.append(shape(Path().circle(x, y - size * 0.02, size * 0.035), P.BROWN_DARK))
        return out
    return []


def _horse(pn: Panel, coat: str, mane: str, harness: str) -> list[str]:
    """A horse's head and neck rising from the lower left of the panel, facing right."""
    x0, w, h = pn.x0, pn.width, min(pn.height, 1.9 * pn.width)
    y_base = pn.y1

    def x_at(f: float) -> float:
        return x0 + f * w

    def y_at(f: float) -> float:
        return y_base - f * h

    neck = Path().move(x_at(0.0), y_base).curve(x_at(0.02), y_at(0.3), x_at(0.1), y_at(0.44), x_at(0.26), y_at(0.5))
    neck.curve(x_at(0.33), y_at(0.52), x_at(0.4), y_at(0.5), x_at(0.46), y_at(0.45))  # poll and forehead
    neck.curve(x_at(0.56), y_at(0.38), x_at(0.66), y_at(0.3), x_at(0.72), y_at(0.24))  # face
    neck.curve(x_at(0.76), y_at(0.2), x_at(0.74), y_at(0.15), x_at(0.68), y_at(0.15))  # muzzle
    neck.curve(x_at(0.62), y_at(0.15), x_at(0.58), y_at(0.19), x_at(0.52), y_at(0.2))  # mouth
    neck.curve(x_at(0.44), y_at(0.2), x_at(0.36), y_at(0.2), x_at(0.34), y_at(0.27))  # jowl
    neck.curve(x_at(0.33), y_at(0.18), x_at(0.4), y_at(0.08), x_at(0.44), y_base).close()
    out = [outlined(neck, coat, P.LINE, OUT)]
    ear = Path().poly([(x_at(0.27), y_at(0.5)), (x_at(0.29), y_at(0.6)), (x_at(0.36), y_at(0.52))])
    out.append(outlined(ear, coat, P.LINE, OUT))
    hair = Path().move(x_at(0.27), y_at(0.51)).curve(x_at(0.12), y_at(0.48), x_at(0.04), y_at(0.3), x_at(-0.02), y_at(0.08))
    hair.line(x_at(0.06), y_at(0.12)).curve(x_at(0.1), y_at(0.3), x_at(0.18), y_at(0.42), x_at(0.3), y_at(0.48)).close()
    forelock = Path().move(x_at(0.33), y_at(0.51)).curve(x_at(0.4), y_at(0.5), x_at(0.42), y_at(0.47), x_at(0.41), y_at(0.44))
    forelock.curve(x_at(0.37), y_at(0.46), x_at(0.34), y_at(0.47), x_at(0.31), y_at(0.49)).close()
    out.append(outlined(hair, mane, P.LINE, 0.7))
    out.append(outlined(forelock, mane, P.LINE, 0.5))
    out.append(shape(Path().ellipse(x_at(0.45), y_at(0.4), 1.3, 1.1), P.LINE))
    out.append(shape(Path().ellipse(x_at(0.69), y_at(0.21), 1.0, 0.7), P.LINE))
    mouth = Path().move(x_at(0.6), y_at(0.175)).line(x_at(0.67), y_at(0.17))
    out.append(line_art(mouth, P.LINE, 0.5))
    bridle = Path().move(x_at(0.33), y_at(0.5)).line(x_at(0.38), y_at(0.24))
    bridle.move(x_at(0.4), y_at(0.42)).line(x_at(0.63), y_at(0.3)).move(x_at(0.38), y_at(0.24)).line(x_at(0.61), y_at(0.19))
    out.append(line_art(bridle, harness, 1.3))
    rein = Path().move(x_at(0.61), y_at(0.19)).curve(x_at(0.75), y_at(0.3), x_at(0.8), y_at(0.36), x_at(0.78), y_at(0.4))
    out.append(line_art(rein, P.BROWN_DARK, 0.8))
    return out


def niche(pn: Panel, tint: str, ink: str) -> str:
    """The arched niche behind a figure: a pale tint of its suit colour."""
    top = pn.y0 + 4.0
    half = pn.width / 2 - 4.0
    spring = top + half
    p = Path().move(pn.cx - half, pn.y1).line(pn.cx - half, spring)
    p.arc(pn.cx, spring, half, half, 180, 360).line(pn.cx + half, pn.y1).close()
    return outlined(p, tint, ink, 0.6)


def figure(pn: Panel, role: str, c: Costume, attribute: str, hold_left: bool = False) -> str:
    """A figure filling ``pn``; ``role`` is king, queen, jack, cavalier, moor, fool or skiz."""
    cx = pn.cx
    scale = min(1.25, pn.width / 48.0)
    rx, ry = 8.2 * scale, 9.6 * scale
    head_y = pn.y0 + 30 * scale + (8.0 if pn.height > 150 else 0.0)
    neck_y = head_y + ry + 2.5
    shoulder = 16.0 * scale
    out: list[str] = []
    if role == "queen":
        out += _tiara(cx, head_y - ry * 0.55, rx * 0.95, c)[:1]
        out.append(_hair(cx, head_y, rx, ry, c, ry * 1.5))
    # Tall panels show the whole figure standing on a tiled floor.
    floor_y = pn.y1 - 11.0 if pn.height > 150 and role != "cavalier" else None
    out += _robe(pn, c, neck_y, shoulder, motley=role in ("fool", "skiz"), bottom=floor_y)
    belt_y = neck_y + 34 * scale
    belt = Path().move(cx - 9.5 * scale, belt_y).curve(cx - 3, belt_y + 2, cx + 3, belt_y + 2, cx + 9.5 * scale, belt_y)
    out.append(shape(belt, None, P.LINE, 3.6, cap="butt") + shape(belt, None, c.trim, 2.2, cap="butt"))
    out += _collar(cx, neck_y - 1, shoulder * 0.82, c, ermine=role in ("king", "queen"))
    if role in ("jack", "cavalier", "fool", "skiz", "king"):
        out.append(_hair(cx, head_y, rx, ry, c, ry * (0.6 if role != "king" else 0.75)))
    out += _face(cx, head_y, rx, ry, c, beard=role in ("king", "moor"))
    if role == "king":
        out += _crown(cx, head_y - ry * 0.55, rx * 1.05, 11.0 * scale)
    elif role == "queen":
        out += _tiara(cx, head_y - ry * 0.55, rx * 0.95, c)[1:]
    elif role == "jack":
        out += _cap(cx, head_y - ry * 0.5, rx, c)
    elif role == "cavalier":
        out += _helmet(cx, head_y - ry * 0.45, rx, c)
    elif role == "moor":
        out += _turban(cx, head_y - ry * 0.5, rx, c)
    elif role in ("fool", "skiz"):
        out += _jester(cx, head_y - ry * 0.5, rx, c)
    # One hand raised before the chest with the attribute, the other resting lower.
    side = -1 if hold_left else 1
    hx = cx + side * shoulder * 0.62
    hy = neck_y + 20 * scale
    out.append(_sleeve(cx + side * shoulder * 0.9, neck_y + 5, hx, hy + 1, c))
    out += _attribute(attribute, hx, hy, 40.0 * scale)
    out.append(_hand(hx, hy, c))
    rest_x, rest_y = cx - side * 4.0, neck_y + 27 * scale
    out.append(_sleeve(cx - side * shoulder * 0.9, neck_y + 6, rest_x, rest_y, c))
    out.append(_hand(rest_x, rest_y, c))
    if floor_y is not None:
        out += _floor(pn, floor_y, (P.STONE, P.STONE_DARK))
    if role == "cavalier":
        coat = {P.BLUE: P.STONE, P.GREEN: P.BROWN, P.RED: P.WHITE, P.PURPLE: P.GREY}.get(c.robe, P.STONE)
        out += _horse(pn, coat, P.BROWN_DARK if coat != P.BROWN else P.BLACK, c.trim)
    return "".join(out)
