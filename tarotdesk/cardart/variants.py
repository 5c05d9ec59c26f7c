"""Where each pack's art lives and how the display options change it (shared with the UI).

The generator writes one base set per pack, ``resources/cards/<set>/<code>.svg`` plus
``back.svg``, and ``resources/cards/felt.svg``. The options are applied as follows:

* **French-suited tarot** (``tarot78`` only): a separately generated set, ``tarot78-french``,
  because its pips, courts and trump numerals are different drawings.
* **Four-colour suits**: a text substitution of the suit inks (see :mod:`.palette`): every
  card draws its indices (and French pips) in its suit's two-colour ink string, which occurs
  nowhere else, so replacing that string recolours exactly that suit.
* **Point marks for learners**: every counting card carries its badge in a group
  ``<g id="points" display="none">``; the renderer removes the ``display="none"``.

This module is pure Python: the renderer in ``tarotdesk.ui`` imports it, and so do the
generator and the tests, so the three cannot disagree.
"""

from __future__ import annotations

from .palette import INK_FOUR, INK_TWO

#: Width of every card's viewBox; the height is ``CARD_WIDTH * aspect``.
CARD_WIDTH = 100.0

#: Height / width per pack: tall tarot cards, French-size cards for the 52 and 40 packs.
ASPECT: dict[str, float] = {
    "tarot78": 1.8,
    "ombre54": 1.8,
    "bolognese62": 1.8,
    "hungarian42": 1.8,
    "french52": 1.4,
    "genoese40": 1.4,
}

SUIT_STYLE: dict[str, str] = {
    "tarot78": "italian",
    "tarot78-french": "french",
    "ombre54": "italian",
    "bolognese62": "italian",
    "hungarian42": "french",
    "french52": "french",
    "genoese40": "french",
}

#: The art sets the generator writes (a pack id, or ``tarot78-french``).
ART_SETS: tuple[str, ...] = (
    "tarot78", "tarot78-french", "ombre54", "bolognese62", "hungarian42", "french52", "genoese40",
)

FELT_FILE = "felt.svg"
BACK_CODE = "back"
POINTS_GROUP_HIDDEN = '<g id="points" display="none">'
POINTS_GROUP_SHOWN = '<g id="points">'


def art_set(pack_id: str, french_tarot: bool = False) -> str:
    """The folder under ``resources/cards`` that holds this pack's art for these options."""
    if pack_id not in ASPECT:
        raise KeyError(f"no card art for pack {pack_id!r}")
    if french_tarot and pack_id == "tarot78":
        return "tarot78-french"
    return pack_id


def aspect(pack_id: str) -> float:
    """Height / width of the cards of ``pack_id``."""
    try:
        return ASPECT[pack_id]
    except KeyError:
        raise KeyError(f"no card art for pack {pack_id!r}") from None


def substitutions(art: str, four_colour: bool, point_marks: bool) -> list[tuple[str, str]]:
    """The ``(old, new)`` text replacements that turn a base SVG of set ``art`` into the
    requested variant (empty for the base look)."""
    subs: list[tuple[str, str]] = []
    if four_colour:
        four = INK_FOUR[SUIT_STYLE[art]]
        subs.extend((INK_TWO[s], four[s]) for s in INK_TWO if INK_TWO[s] != four[s])
    if point_marks:
        subs.append((POINTS_GROUP_HIDDEN, POINTS_GROUP_SHOWN))
    return subs


def apply_substitutions(svg: str, subs: list[tuple[str, str]]) -> str:
    """``svg`` with every replacement of ``subs`` applied."""
    for old, new in subs:
        svg = svg.replace(old, new)
    return svg
