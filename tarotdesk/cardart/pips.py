"""Pip cards: where the suit signs go on the numeral cards of each suit style.

French pips follow the familiar layouts (three columns, the lower half turned). Italian cups
and coins stand in two columns; swords and batons cross, as on Italian tarot cards: half
lean one way, half the other, and an odd one stands upright in the middle, so the count still
reads as a lattice of crossings.
"""

from __future__ import annotations

import tomllib

from ..resources import resource_path
from .geometry import Path, at
from .layout import W, Card
from .suits import big_baton, coin_pip, cup_pip, french_sign, italian_pip, laurel, leaf_spray, sword_pip
from .svg import line_art


def _layouts() -> dict[str, dict[int, list[tuple[int, float]]]]:
    """The pip positions of ``resources/cardart/pip_layouts.toml``, per style and count."""
    with resource_path("cardart", "pip_layouts.toml").open("rb") as f:
        table = tomllib.load(f)
    return {style: {int(n): [(int(c), f) for c, f in spots] for n, spots in counts.items()}
            for style, counts in table.items()}


_LAYOUTS = _layouts()
#: French pips: (column -1/0/+1, row fraction 0 = top … 1 = bottom) per pip, by count.
FRENCH_LAYOUT = _LAYOUTS["french"]
#: Cups and coins: two columns (±1) and the centre (0).
ROUND_LAYOUT = _LAYOUTS["round"]


def french_pips(card: Card, suit: str, n: int, ink: str) -> str:
    """The pips of a French numeral card (``n`` = 1 for the ace)."""
    h = card.height
    if n == 1:
        size = 40.0 if h < 160 else 44.0
        ring = Path().circle(W / 2, h / 2, size * 0.78)
        return (french_sign(suit, ink, at(W / 2, h / 2, size))
                + line_art(ring, ink, 0.9))
    top, bottom = 24.0, h - 24.0
    size = 17.0 if h < 160 else 19.0
    out = []
    for col, f in FRENCH_LAYOUT[n]:
        x = W / 2 + col * 19.0
        y = top + f * (bottom - top)
        deg = 180.0 if y > h / 2 + 0.01 else 0.0
        out.append(french_sign(suit, ink, at(x, y, size, deg)))
    return "".join(out)


def _round_pips(card: Card, suit: str, n: int) -> str:
    h = card.height
    top, bottom = 30.0, h - 30.0
    size = (26.0 if n <= 8 else 23.0) if suit == "H" else (25.0 if n <= 8 else 23.0)
    if n >= 9:
        top, bottom = 26.0, h - 26.0
    out = []
    draw = coin_pip if suit == "D" else cup_pip
    for col, f in ROUND_LAYOUT[n]:
        x = W / 2 + col * 15.0
        y = top + f * (bottom - top)
        deg = 180.0 if suit == "H" and y > h / 2 + 0.01 else 0.0
        out.append(draw(at(x, y, size, deg)))
    return "".join(out)


def _baton_lattice(card: Card, n: int) -> str:
    h = card.height
    k = n // 2
    mid = h / 2
    length, lean = 78.0, 33.0
    span = h - 60.0 - 50.0  # room for the centres of the leaning ones
    step = 0.0 if k == 1 else min(26.0, span / (k - 1))
    out = []
    for i in range(k):
        y = mid + (i - (k - 1) / 2) * step
        for side in (-1, 1):
            out.append(italian_pip("C", at(W / 2, y, length, side * lean)))
    if n % 2:
        out.append(italian_pip("C", at(W / 2, mid, h - 44.0)))
    if k and n % 2 == 0 and n < 10:
        # A spray of leaves where the lattice leaves room, as on the old pip cards.
        gap = mid - ((k - 1) / 2) * step - 0.5 * length * 0.84
        if gap > 26:
            out.append(leaf_spray(at(W / 2, 22 + (gap - 20) / 2 + 8, 26)))
            out.append(leaf_spray(at(W / 2, h - 22 - (gap - 20) / 2 - 8, 26, 180)))
    return "".join(out)


def _sword_pairs(card: Card, n: int) -> str:
    """Pairs of crossed sabres stacked down the card; an odd sword stands upright behind
    them, its guard just below the lowest pair's hilts."""
    h = card.height
    k = n // 2
    odd = n % 2 == 1
    length = min(72.0, 30.0 + 120.0 / max(k, 1))
    reach = 0.37 * length  # vertical distance from a pair's centre to its hilts
    room = h - 74.0 - (30.0 if odd else 0.0)
    step = 0.0 if k == 1 else min(length * 0.72, room / (k - 1))
    centre = h / 2 - (15.0 if odd else 0.0)
    ys = [centre + (i - (k - 1) / 2) * step for i in range(k)]
    out = []
    if odd:
        guard = (ys[-1] if ys else centre) + reach + 7.0
        size = min(h - 44.0, (h - 12.0 - guard) / 0.31)
        out.append(sword_pip(at(W / 2, guard - 0.19 * size, size)))
    for y in ys:
        for side in (-1, 1):
            out.append(sword_pip(at(W / 2, y, length, side * 42.0, sx=-side * length), curve=0.16))
    return "".join(out)


def italian_pips(card: Card, suit: str, n: int) -> str:
    """The pips of an Italian numeral card (``n`` = 1 for the ace)."""
    h = card.height
    if n == 1:
        # The aces: one large sign inside a laurel wreath.
        wreath = laurel(at(W / 2, h / 2, 100), rx=0.3, ry=0.3 * (h - 40) / 60)
        if suit == "D":
            return wreath + coin_pip(at(W / 2, h / 2, 56), ornate=True)
        if suit == "H":
            return wreath + cup_pip(at(W / 2, h / 2, 64), ornate=True)
        if suit == "S":
            return wreath + sword_pip(at(W / 2, h / 2 - 2, h - 52))
        return wreath + big_baton(at(W / 2, h / 2, h - 58))
    if suit in "DH":
        return _round_pips(card, suit, n)
    return _sword_pairs(card, n) if suit == "S" else _baton_lattice(card, n)


__all__ = ["FRENCH_LAYOUT", "ROUND_LAYOUT", "french_pips", "italian_pips"]
