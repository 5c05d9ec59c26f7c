"""Writing SVG Tiny 1.2 elements as text.

The generator builds every card as a list of element strings. Only what QtSvg renders
faithfully is used: ``path``, ``rect``, ``g``, linear and radial gradients (user-space
units), solid fills and strokes, ``display``. No clip paths, masks, filters, patterns or
text: indices are drawn as paths (see :mod:`.glyphs`), so no font is involved.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from .geometry import IDENTITY, Affine, Path, fmt


def _attrs(**kw: object) -> str:
    out = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = fmt(value)
        out.append(f'{name}="{value}"')
    return (" " + " ".join(out)) if out else ""


def shape(p: Path, fill: str | None = None, stroke: str | None = None, width: float | None = None,
          t: Affine = IDENTITY, join: str | None = None, cap: str | None = None,
          opacity: float | None = None, evenodd: bool = False) -> str:
    """A ``<path>`` with a fill and/or a stroke (``None`` = "none").

    ``width`` is given in the local frame of ``p`` and scaled with ``t``."""
    if not p:
        return ""
    sw = None if stroke is None or width is None else round(width * t.scale_factor, 2)
    return "<path" + _attrs(
        d=p.d(t),
        fill=fill or "none",
        fill_rule="evenodd" if evenodd else None,
        fill_opacity=opacity,
        stroke=stroke,
        stroke_width=sw,
        stroke_linejoin=join if stroke else None,
        stroke_linecap=cap if stroke else None,
    ) + "/>"


def line_art(p: Path, color: str, width: float, t: Affine = IDENTITY) -> str:
    """An unfilled stroke with round ends and joins (lettering, outlines, hatching)."""
    return shape(p, None, color, width, t, join="round", cap="round")


def outlined(p: Path, fill: str, ink: str, width: float, t: Affine = IDENTITY) -> str:
    """A filled (closed) shape with an outline. Bevelled joins: at these line widths they
    look the same as round ones and render noticeably faster."""
    return shape(p, fill, ink, width, t, join="bevel")


def rect(x: float, y: float, w: float, h: float, fill: str | None = None, stroke: str | None = None,
         width: float | None = None, rx: float | None = None) -> str:
    """A ``<rect>``."""
    return "<rect" + _attrs(x=float(x), y=float(y), width=float(w), height=float(h),
                            rx=None if rx is None else float(rx), fill=fill or "none",
                            stroke=stroke, stroke_width=None if width is None else float(width)) + "/>"


def group(children: Iterable[str], id_: str | None = None, display: str | None = None) -> str:
    """A ``<g>`` around ``children`` (empty strings are dropped)."""
    body = "".join(c for c in children if c)
    return f"<g{_attrs(id=id_, display=display)}>{body}</g>"


def radial_gradient(id_: str, cx: float, cy: float, r: float,
                    stops: Sequence[tuple[float, str]]) -> str:
    """A user-space ``<radialGradient>``."""
    s = "".join(f'<stop offset="{fmt(o)}" stop-color="{c}"/>' for o, c in stops)
    return (f'<radialGradient id="{id_}" gradientUnits="userSpaceOnUse" cx="{fmt(cx)}" '
            f'cy="{fmt(cy)}" r="{fmt(r)}">{s}</radialGradient>')


def document(width: float, height: float, body: Iterable[str], defs: Iterable[str] = (),
             title: str | None = None) -> str:
    """A complete SVG Tiny 1.2 document with a ``viewBox`` of ``width`` × ``height``."""
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{fmt(width)}" height="{fmt(height)}" viewBox="0 0 {fmt(width)} {fmt(height)}">\n'
    )
    parts = [head]
    if title:
        parts.append(f"<title>{title}</title>\n")
    d = [x for x in defs if x]
    if d:
        parts.append("<defs>" + "".join(d) + "</defs>\n")
    for element in body:
        if element:
            parts.append(element + "\n")
    parts.append("</svg>\n")
    return "".join(parts)
