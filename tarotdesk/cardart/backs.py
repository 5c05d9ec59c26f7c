"""Card backs and the table felt.

A back is a white-bordered field crossed by a fine diagonal lattice, with a dot at every
crossing and an oval medallion in the middle holding an eight-pointed rosette. The lattice
lines are cut to the field numerically (Tiny has no clipping). Each pack has its own field
colour. The felt is a green radial gradient, stretched by the renderer to any table size.
"""

from __future__ import annotations

from . import palette as P
from .geometry import Path, polar, star_points
from .layout import CORNER, W, Card
from .svg import document, line_art, outlined, radial_gradient, rect, shape


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> tuple[Path, Path]:
    """Diagonal lines across the rectangle (both directions), and dots at their crossings."""
    lines = Path()
    w, h = x1 - x0, y1 - y0
    k = -int(h / step) - 1
    while k * step < w + h:
        c = k * step
        # Lines x - x0 - (y - y0) = c  and  x - x0 + (y - y0) = c, cut to the box.
        for sign in (1, -1):
            pts = []
            for y in (0.0, h):
                x = c + sign * y if sign == 1 else c - y
                if 0 <= x <= w:
                    pts.append((x0 + x, y0 + y))
            for x in (0.0, w):
                y = (x - c) if sign == 1 else (c - x)
                if 0 < y < h:
                    pts.append((x0 + x, y0 + y))
            if len(pts) >= 2:
                pts.sort()
                lines.move(*pts[0]).line(*pts[-1])
        k += 1
    dots = Path()
    i = 0
    y = y0 + step / 2
    while y < y1:
        x = x0 + (step / 2 if i % 2 else 0.0)
        while x <= x1 + 0.01:
            if x0 < x < x1:
                dots.circle(x, y, step * 0.09)
            x += step
        y += step / 2
        i += 1
    return lines, dots


def back_svg(pack_id: str, aspect: float) -> str:
    """The back of a pack's cards."""
    field, ink, light = P.BACKS[pack_id]
    card = Card(W * aspect)
    h = card.height
    inset = 6.0
    x0, y0, x1, y1 = inset, inset, W - inset, h - inset
    body = [rect(0.6, 0.6, W - 1.2, h - 1.2, fill=P.PAPER, stroke=P.PAPER_EDGE, width=1.2, rx=CORNER)]
    body.append(rect(x0, y0, x1 - x0, y1 - y0, fill=field, rx=2.0))
    lines, dots = _lattice(x0, y0, x1, y1, 9.0)
    body.append(line_art(lines, ink, 0.55))
    body.append(shape(dots, light))
    cx, cy = W / 2, h / 2
    rx, ry = 24.0, 24.0 * min(1.45, aspect * 0.85)
    medal = Path().ellipse(cx, cy, rx + 3.5, ry + 3.5)
    body.append(shape(medal, field))
    body.append(outlined(Path().ellipse(cx, cy, rx, ry), field, ink, 1.6))
    body.append(line_art(Path().ellipse(cx, cy, rx - 3.0, ry - 3.0), light, 0.5))
    body.append(outlined(Path().poly(star_points(cx, cy, 8, rx * 0.7, rx * 0.3)), ink, light, 0.5))
    body.append(outlined(Path().poly(star_points(cx, cy, 8, rx * 0.38, rx * 0.18, -90 + 22.5)), light, ink, 0.5))
    petals = Path()
    for i in range(8):
        x, y = polar(cx, cy, rx * 0.82, i * 45 + 22.5)
        petals.circle(x, y, 1.3)
    body.append(shape(petals, light))
    body.append(outlined(Path().circle(cx, cy, rx * 0.1), field, ink, 0.6))
    body.append(line_art(Path().rect(x0 + 2.0, y0 + 2.0, x1 - x0 - 4.0, y1 - y0 - 4.0), ink, 1.0))
    body.append(line_art(Path().rect(x0, y0, x1 - x0, y1 - y0), ink, 0.6))
    return document(W, h, body, title=f"{pack_id} back")


def felt_svg() -> str:
    """The table background (stretched to the table by the renderer)."""
    w, h = 160.0, 100.0
    grad = radial_gradient("felt", w / 2, h * 0.45, w * 0.62, [(0.0, P.FELT_CENTRE), (1.0, P.FELT_EDGE)])
    body = [rect(0, 0, w, h, fill="url(#felt)")]
    return document(w, h, body, defs=[grad], title="table felt")
