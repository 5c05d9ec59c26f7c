"""A prearranged deal: the deck a deal is dealt from, fixed in advance instead of shuffled.

Practice hands, the deal editor, "play this deal again", duplicate benchmarks and tests start a
match from such decks (a record keeps them as ``prearranged``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True)
class DealSetup:
    """A prearranged deck (index 0 = first card dealt) for deal ``deal`` (0-based), attempt ``attempt``."""

    deal: int
    deck: tuple[Card, ...]
    attempt: int = 0
    dealer: int | None = None
