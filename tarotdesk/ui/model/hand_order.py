"""The order of the cards in the player's hand (no Qt).

Two settings: trumps (and the Fool) before or after the suits, and each group from high to
low or from low to high. Strength within a suit is the pack's playing strength, so the round
suits of the Italian packs keep their ace above the low pips.
"""

from __future__ import annotations

from typing import Sequence

from ...core.cards import SUITS, UNKNOWN, Card
from ...core.packs import Pack


def hand_key(pack: Pack, c: Card, trumps_first: bool = True, descending: bool = True) -> tuple[int, int, int]:
    """Sorting key of one card."""
    if c is UNKNOWN:
        return (9, 0, 0)
    sign = -1 if descending else 1
    if c.is_trump or c.is_fool:
        group = 0 if trumps_first else 5
        # The Fool sits beside the trumps, after them when they run high to low.
        return (group, 1 if c.is_fool else 0, sign * pack.strength(c)) if descending else \
            (group, 0 if c.is_fool else 1, sign * pack.strength(c))
    return (1 + SUITS.index(c.suit), 0, sign * pack.strength(c))


def sort_hand(pack: Pack, cards: Sequence[Card], order: str = "trumps-first",
              descending: bool = True) -> list[Card]:
    """The hand in display order (``order`` is ``trumps-first`` or ``trumps-last``)."""
    first = order != "trumps-last"
    return sorted(cards, key=lambda c: hand_key(pack, c, first, descending))
