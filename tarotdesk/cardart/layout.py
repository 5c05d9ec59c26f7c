"""The parts every card face shares: paper and edge, corner indices, point badges.

Coordinates are card units: every card is 100 units wide and ``100 * aspect`` tall. The
corner index (rank over suit sign, or a trump's title band) sits in the top-left corner, where
it stays visible when cards are fanned, and again upside down in the bottom-right corner.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import palette as P
from .geometry import IDENTITY, Affine, Path, at, rotate, translate
from .glyphs import lettering, text_width
from .suits import suit_sign
from .svg import group, outlined, rect

W = 100.0
CORNER = 5.0  # corner radius of the card
INDEX_X = 12.0  # centre line of the index column
INDEX_TOP = 5.5
INDEX_HEIGHT = 17.0
INDEX_WEIGHT = 3.0
INDEX_RIGHT = 21.0  # the index column ends here; pictures start to the right of it


@dataclass(frozen=True)
class Card:
    """The size of the card being drawn."""

    height: float

    @property
    def turn(self) -> Affine:
        """The half-turn about the card's centre (top-left corner to bottom-right)."""
        return translate(W, self.height) @ rotate(180)


def paper(card: Card, fill: str) -> str:
    """The card's paper with its thin edge line."""
    return rect(0.6, 0.6, W - 1.2, card.height - 1.2, fill=fill, stroke=P.PAPER_EDGE, width=1.2,
                rx=CORNER)


def rank_label(code: str) -> str:
    """The index text of a suit card's rank code (``N`` = Cavalier prints as ``C``)."""
    rank = code[1:]
    return {"N": "C"}.get(rank, rank)


def suit_index(card: Card, style: str, suit: str, label: str, ink: str) -> str:
    """Rank and suit sign in the top-left and (turned) bottom-right corners."""
    condense = 0.74 if len(label) > 1 else 1.0
    sign_size = 12.5 if style == "french" else 15.0
    sign_y = INDEX_TOP + INDEX_HEIGHT + 3.8 + sign_size / 2
    parts = []
    for t in (IDENTITY, card.turn):
        parts.append(lettering(label, ink, INDEX_X, INDEX_TOP, INDEX_HEIGHT, INDEX_WEIGHT,
                               anchor="middle", condense=condense, t=t))
        parts.append(suit_sign(style, suit, ink, t @ at(INDEX_X, sign_y, sign_size)))
    return "".join(parts)


BADGE_H = 8.4


def badge_width(label: str) -> float:
    """The width of the point badge showing ``label``."""
    return max(BADGE_H, text_width(label, 5.6) + 5.0)


def points_badge(card: Card, label: str, x: float, y: float) -> str:
    """The learners' point badge (hidden unless the option is on), at ``(x, y)`` and turned."""
    h = BADGE_H
    w = badge_width(label)
    parts = []
    for t in (IDENTITY, card.turn):
        pill = Path().move(x - w / 2 + h / 2, y - h / 2).line(x + w / 2 - h / 2, y - h / 2)
        pill.arc(x + w / 2 - h / 2, y, h / 2, h / 2, -90, 90).line(x - w / 2 + h / 2, y + h / 2)
        pill.arc(x - w / 2 + h / 2, y, h / 2, h / 2, 90, 270).close()
        parts.append(outlined(pill, P.BADGE, P.BADGE_LINE, 0.8, t))
        parts.append(lettering(label, P.BADGE_TEXT, x, y - 2.8, 5.6, 1.25, anchor="middle", t=t))
    return group(parts, id_="points", display="none")
