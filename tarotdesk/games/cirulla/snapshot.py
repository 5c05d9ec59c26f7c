"""A Cirulla deal in play as plain, immutable values: what the AI's playout kernel starts from.

The kernel keeps its own fast state (small lists and bit masks) and builds it once per sampled
world from :meth:`CirullaDeal.snapshot <tarotdesk.games.cirulla.deal.CirullaDeal.snapshot>`,
never from the deal's working attributes. Besides the snapshot it reads only the state
contract's public attributes (``viewer``, ``current_player``, ``n_players``, ``dealer``) and the
deal's ``rules``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...core.cards import Card

if TYPE_CHECKING:
    from .deal import CirullaDeal


class CirullaSnapshot(NamedTuple):
    """The play of a Cirulla deal."""

    #: Each seat's hand, the table cards in the order they lie, the stock (next card first) and
    #: each side's pile.
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], ...]
    #: The side of each seat.
    side_of: tuple[int, ...]
    #: Cards played so far, and the seats whose hand is untouched (neither played nor declared).
    plays: int
    fresh: tuple[bool, ...]
    #: The Matta's value in play (its designation until it is captured).
    matta: int
    #: Scope per side, and the points per side already won by the table's opening and the
    #: declarations of hands.
    scope: tuple[int, ...]
    bonus: tuple[int, ...]
    #: The last seat that captured (None before the first capture).
    last_capturer: int | None


def snapshot(deal: "CirullaDeal") -> CirullaSnapshot:
    """The play of ``deal`` as a :class:`CirullaSnapshot`."""
    side_of = deal.side_of
    bonus = [0] * len(deal.piles)
    if deal.table_bonus is not None:
        bonus[side_of[deal.table_bonus["seat"]]] += deal.table_bonus["points"]
    for d in deal.declarations:
        bonus[side_of[d["seat"]]] += d["points"]
    return CirullaSnapshot(
        tuple(map(tuple, deal.hands)), tuple(deal.table), tuple(deal.stock), tuple(map(tuple, deal.piles)),
        tuple(side_of), deal.plays, tuple(deal.fresh), deal.matta, tuple(deal.scope), tuple(bonus),
        deal.last_capturer)
