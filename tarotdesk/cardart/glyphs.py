"""Our own stroke lettering for card indices: digits, court letters and Roman numerals.

Each glyph is a centre line drawn in a box 10 units tall (y down, top = 0) and stroked with
round ends, so the weight is chosen when the index is laid out, and nothing depends on the
fonts of the machine that renders the card. Roman numerals get a rule along the top and the
bottom of the whole numeral, the classic tarot lettering that also holds a long numeral such
as XVIII together at small sizes.
"""

from __future__ import annotations

from dataclasses import dataclass

from .geometry import IDENTITY, Affine, Path, scale, translate
from .svg import line_art

CAP = 10.0  # glyph height in its own box


@dataclass(frozen=True)
class Glyph:
    """A glyph's centre line and its advance width (in the 10-unit box)."""

    path: Path
    width: float


def _digit(ch: str) -> Glyph:
    p = Path()
    if ch == "0":
        p.ellipse(3, 5, 3, 5)
        return Glyph(p, 6)
    if ch == "1":
        p.move(0.2, 2.2).line(2.6, 0).line(2.6, 10)
        return Glyph(p, 3.2)
    if ch == "2":
        p.move(0.3, 2.4).curve(0.6, 0.8, 1.8, 0, 3.1, 0).curve(4.8, 0, 5.9, 1.1, 5.9, 2.7)
        p.curve(5.9, 4.5, 4.4, 5.8, 2.8, 7.1).line(0.2, 10).line(6.1, 10)
        return Glyph(p, 6.3)
    if ch == "3":
        p.move(0.5, 1.3).curve(1.1, 0.4, 2.0, 0, 3.0, 0).curve(4.7, 0, 5.6, 1.0, 5.6, 2.5)
        p.curve(5.6, 4.0, 4.4, 4.8, 2.6, 4.8)
        p.move(2.6, 4.8).curve(4.9, 4.8, 6.1, 5.9, 6.1, 7.4).curve(6.1, 9.0, 4.8, 10, 3.0, 10)
        p.curve(1.8, 10, 0.7, 9.5, 0.1, 8.6)
        return Glyph(p, 6.2)
    if ch == "4":
        p.move(4.7, 10).line(4.7, 0).line(0, 7).line(6.4, 7)
        return Glyph(p, 6.4)
    if ch == "5":
        p.move(5.7, 0).line(1.1, 0).line(0.6, 4.5).curve(1.3, 3.9, 2.2, 3.7, 3.1, 3.7)
        p.curve(4.9, 3.7, 6.1, 5.0, 6.1, 6.8).curve(6.1, 8.7, 4.8, 10, 3.0, 10)
        p.curve(1.8, 10, 0.8, 9.5, 0.1, 8.6)
        return Glyph(p, 6.2)
    if ch == "6":
        p.move(5.4, 0.7).curve(4.7, 0.2, 4.0, 0, 3.3, 0).curve(1.2, 0, 0, 2.3, 0, 6.6)
        p.ellipse(3.05, 7.0, 3.05, 3.0)
        return Glyph(p, 6.1)
    if ch == "7":
        p.move(0, 0).line(6.1, 0).curve(4.2, 2.8, 2.9, 6.2, 2.4, 10)
        return Glyph(p, 6.1)
    if ch == "8":
        p.ellipse(3.05, 2.55, 2.6, 2.55)
        p.ellipse(3.05, 7.35, 3.05, 2.65)
        return Glyph(p, 6.1)
    if ch == "9":
        p.ellipse(3.05, 3.0, 3.05, 3.0)
        p.move(6.1, 3.4).curve(6.1, 7.7, 4.9, 10, 2.8, 10).curve(2.1, 10, 1.4, 9.8, 0.7, 9.3)
        return Glyph(p, 6.1)
    raise KeyError(ch)


def _letter(ch: str) -> Glyph:
    p = Path()
    if ch == "A":
        p.move(0, 10).line(3.2, 0).line(6.4, 10)
        p.move(1.2, 6.6).line(5.2, 6.6)
        return Glyph(p, 6.4)
    if ch == "K":
        p.move(0.4, 0).line(0.4, 10)
        p.move(6.0, 0).line(0.4, 6.1)
        p.move(2.4, 3.9).line(6.2, 10)
        return Glyph(p, 6.2)
    if ch == "Q":
        p.ellipse(3.2, 5, 3.2, 5)
        p.move(3.7, 7.3).line(6.6, 10.6)
        return Glyph(p, 6.6)
    if ch == "J":
        p.move(4.9, 0).line(4.9, 7.0).curve(4.9, 9.0, 3.9, 10, 2.5, 10).curve(1.3, 10, 0.3, 9.2, 0, 8.0)
        return Glyph(p, 4.9)
    if ch == "C":
        p.arc(3.4, 5, 3.4, 5, -40, -320, start=True)
        return Glyph(p, 6.0)
    if ch == "M":
        p.move(0, 10).line(0.5, 0).line(3.3, 7.0).line(6.1, 0).line(6.6, 10)
        return Glyph(p, 6.6)
    if ch == "-":
        p.move(0.4, 5.6).line(4.2, 5.6)
        return Glyph(p, 4.6)
    # Roman numerals: centre lines only; the top and bottom rules are added per numeral.
    if ch == "I":
        p.move(0, 0).line(0, 10)
        return Glyph(p, 0)
    if ch == "V":
        p.move(0, 0).line(2.2, 10).line(4.4, 0)
        return Glyph(p, 4.4)
    if ch == "X":
        p.move(0, 0).line(4.4, 10)
        p.move(4.4, 0).line(0, 10)
        return Glyph(p, 4.4)
    if ch == "L":
        p.move(0.3, 0).line(0.3, 10).line(5.0, 10)
        return Glyph(p, 5.0)
    raise KeyError(ch)


def glyph(ch: str) -> Glyph:
    """The glyph for one character (digits, ``A K Q J C M -``, Roman ``I V X L``)."""
    return _digit(ch) if ch.isdigit() else _letter(ch)


def word(text: str, tracking: float = 1.6) -> tuple[Path, float]:
    """The centre lines of ``text`` in the 10-unit box, and its width."""
    out = Path()
    x = 0.0
    for i, ch in enumerate(text):
        g = glyph(ch)
        if i:
            x += tracking
        out.extend(g.path, translate(x, 0))
        x += g.width
    return out, x


ROMAN_DIGITS = set("IVXL")


def roman_word(text: str, tracking: float = 2.6, overhang: float = 1.0) -> tuple[Path, float]:
    """A Roman numeral with full-width rules along its top and bottom, and its width."""
    p, w = word(text, tracking)
    p.move(-overhang, 0).line(w + overhang, 0)
    p.move(-overhang, CAP).line(w + overhang, CAP)
    return p.mapped(translate(overhang, 0)), w + 2 * overhang


def lettering(text: str, color: str, x: float, y: float, height: float, weight: float,
              anchor: str = "start", condense: float = 1.0, t: Affine | None = None) -> str:
    """Draw ``text`` with its top at ``y``; ``anchor`` is ``start``, ``middle`` or ``end``.

    ``weight`` is the stroke width in card units; ``condense`` narrows the letters (not the
    stroke). ``t`` maps the result (used to turn the lower index upside down)."""
    roman = all(ch in ROMAN_DIGITS for ch in text)
    p, w = roman_word(text) if roman else word(text, tracking=1.5 if text != "10" else 1.7)
    k = height / CAP
    width = w * k * condense
    x0 = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
    place = translate(x0, y) @ scale(k * condense, k)
    shape = p.mapped(place)
    return line_art(shape, color, weight, t or IDENTITY)


def text_width(text: str, height: float, condense: float = 1.0) -> float:
    """The drawn width of ``text`` at ``height`` (without the stroke's overhang)."""
    roman = all(ch in ROMAN_DIGITS for ch in text)
    _, w = roman_word(text) if roman else word(text, tracking=1.5 if text != "10" else 1.7)
    return w * height / CAP * condense


__all__ = ["CAP", "Glyph", "glyph", "word", "roman_word", "lettering", "text_width"]
