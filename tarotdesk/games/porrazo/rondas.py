"""Rondas and rondines: finding them in a fresh three-card deal and ranking them."""

from __future__ import annotations

from typing import Sequence

from ...core.cards import Card
from .rules import RANK, VALUE

RONDA = "ronda"
RONDINE = "rondine"


def holding(cards: Sequence[Card]) -> tuple[str, int] | None:
    """``("ronda", rank)`` for an exact pair among the dealt cards, ``("rondine", rank)`` for three."""
    return holding_of_ranks(RANK[cards[0].index], RANK[cards[1].index], RANK[cards[2].index])


def holding_of_ranks(a: int, b: int, c: int) -> tuple[str, int] | None:
    """:func:`holding` of three dealt cards given by their Porrazo ranks."""
    if a == b == c:
        return (RONDINE, a)
    if a == b or a == c:
        return (RONDA, a)
    if b == c:
        return (RONDA, b)
    return None


def holding_value(kind: str, rank: int) -> int:
    """Ronda v(rank), rondine 3·v(rank)."""
    return VALUE[rank] * (3 if kind == RONDINE else 1)


def holding_strength(kind: str, rank: int, holder_position: int) -> tuple[int, int, int]:
    """Sort key, higher is better: any rondine beats any ronda, then rank, then the holder
    who comes earlier in play order (position 0 = the dealer's left-hand neighbour)."""
    return (kind == RONDINE, rank, -holder_position)


def holding_cards(cards: Sequence[Card], rank: int) -> list[Card]:
    """The dealt cards that make the holding of ``rank``."""
    return [c for c in cards if RANK[c.index] == rank]


def pattern_ok(cards: Sequence[Card], pattern: str) -> bool:
    """Does a full three-card deal fit what the table knows of it?

    ``none``: no pair (the player had nothing to declare); ``holding``: a ronda or rondine of
    unknown kind (asked to declare); ``ronda``/``rondine``: declared as such.
    """
    h = holding(cards)
    if pattern == "none":
        return h is None
    if pattern == "holding":
        return h is not None
    return h is not None and h[0] == pattern
