"""The colours of the card art.

Suit inks (indices and French pips) are the only colours the renderer ever rewrites (for the
four-colour option), so each suit's ink is a colour string used for nothing else: the two
blacks and the two reds differ by one step in the last digits, invisible on screen, which lets
a plain text substitution recolour exactly one suit. ``tests/tools`` checks that no other
colour of this module collides with them.
"""

from __future__ import annotations


def blend(fg: str, bg: str, alpha: float) -> str:
    """``fg`` laid over ``bg`` at opacity ``alpha``, as one solid colour (solid fills render
    faster than translucent ones, and these tints only ever lie on one known colour)."""
    a = [int(fg[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(bg[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x * alpha + y * (1 - alpha)):02x}" for x, y in zip(a, b))


# Suit inks of the classic two-colour packs, one distinct string per suit.
INK_TWO: dict[str, str] = {"S": "#1b1a1d", "C": "#1a1b1d", "H": "#c21f2c", "D": "#c21e2d"}

# Four-colour inks by suit style: French spades black, hearts red, clubs green, diamonds blue;
# Italian swords steel blue, batons green, cups red, coins ochre (the colours of the pips).
INK_FOUR: dict[str, dict[str, str]] = {
    "french": {"S": "#1b1a1d", "C": "#17803a", "H": "#c21f2c", "D": "#1d5fc4"},
    "italian": {"S": "#245a9e", "C": "#2c7a34", "H": "#c21f2c", "D": "#a86d06"},
}

# Paper and frame.
PAPER = "#fffdf7"
PAPER_EDGE = "#6f6a60"
TRUMP_PAPER = "#f6edd5"
COURT_PAPER = "#fbf6ea"

# Trump bands (the coloured title bands of trumps), and their lettering.
BAND = "#22366e"
BAND_LINE = "#10204a"
BAND_FOOL = "#2e5f3c"
BAND_HONOUR = "#7e1a22"
BAND_TEXT = "#f7e6b0"

# Line work and flat colours of the pictures.
LINE = "#2a2522"
GOLD = "#e0ad2e"
GOLD_DARK = "#9a6d12"
GOLD_LIGHT = "#f6d979"
RED = "#c73a2f"
RED_DARK = "#8e2219"
BLUE = "#3d67b1"
BLUE_DARK = "#243f74"
BLUE_LIGHT = "#a9c3e8"
GREEN = "#3f8a4a"
GREEN_DARK = "#275c30"
GREEN_LIGHT = "#a8d39a"
BROWN = "#8a5a2b"
BROWN_DARK = "#5a3a1a"
STEEL = "#c9d6e2"
STEEL_DARK = "#5d7288"
SKIN = "#f3d4b5"
SKIN_DARK = "#7a4e2c"
SKIN_SHADE = "#d9a982"
HAIR = "#5b3a1e"
HAIR_GREY = "#cfcac2"
WHITE = "#ffffff"
CLOUD = "#fafcfe"
CREAM = "#fbf1d6"
PURPLE = "#6b3f8f"
PURPLE_LIGHT = "#c9b0dd"
SKY = "#bcd8ef"
SKY_DUSK = "#f2c48f"
SKY_NIGHT = "#33406b"
NIGHT_DARK = "#1d2545"
GRASS = "#8dbb6a"
GRASS_DARK = "#5e8f45"
WATER = "#6f9fd0"
STONE = "#d8cbb3"
STONE_DARK = "#9c8d72"
ROOF = "#b4473a"
BLACK = "#262222"
GREY = "#8d8d8d"
FLESH_RED = "#e07a6a"

# Suit-specific accents for court costumes (two-colour robes), French and Italian alike.
COSTUME: dict[str, tuple[str, str]] = {
    "S": (BLUE, BLUE_DARK),
    "C": (GREEN, GREEN_DARK),
    "H": (RED, RED_DARK),
    "D": (PURPLE, "#4a2a66"),
}

# Back and felt.
BACKS: dict[str, tuple[str, str, str]] = {  # field, lattice, medallion accent
    "tarot78": ("#7a1f2b", "#d9a53a", "#f3dfa5"),
    "ombre54": ("#1f4b6e", "#d9a53a", "#f3dfa5"),
    "bolognese62": ("#5b2a63", "#d9a53a", "#f3dfa5"),
    "hungarian42": ("#245a3a", "#d9a53a", "#f3dfa5"),
    "french52": ("#23386f", "#c9d3ea", "#f1f4fb"),
    "genoese40": ("#8a2a1f", "#efd49a", "#fbefd0"),
}
FELT_CENTRE = "#2f7d52"
FELT_EDGE = "#13462d"

# Point badges (learners' option).
BADGE = "#f4d46a"
BADGE_LINE = "#8a6410"
BADGE_TEXT = "#3b2a06"

# Pale suit tints for the niches behind court figures.
TINT: dict[str, str] = {"S": "#dbe6f5", "C": "#dcedd5", "H": "#f7dcd5", "D": "#e8dcf1"}
