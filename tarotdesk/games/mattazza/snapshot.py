"""A Mattazza deal in play as plain, immutable values: what the AI's playout kernel starts from.

The kernel keeps its own fast state (integers and bit masks) and builds it once per sampled
world from :meth:`MattazzaDeal.snapshot <tarotdesk.games.mattazza.deal.MattazzaDeal.snapshot>`,
never from the deal's working attributes. Besides the snapshot it reads only the state
contract's public attributes (``phase``, ``viewer``, ``current_player``, ``n_players``) and the
deal's ``rules`` or ``options``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...core.cards import Card

if TYPE_CHECKING:
    from .deal import MattazzaDeal


class MattazzaSnapshot(NamedTuple):
    """The card play of a Mattazza deal (the ``play`` and ``matto-gift`` phases)."""

    #: Each seat's hand, and the cards each seat has taken in tricks.
    hands: tuple[tuple[Card, ...], ...]
    piles: tuple[tuple[Card, ...], ...]
    #: Tricks taken per seat, and the number of the trick in play (from 0).
    tricks_won: tuple[int, ...]
    trick_no: int
    #: The seat that led the trick on the table, its cards in the order played and their seats.
    leader: int
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    #: Winner of the last closed trick (None before the first one closes).
    last_winner: int | None
    #: Who played the Matto and who owes a card for it (None while no such gift is known).
    matto_owner: int | None
    matto_recipient: int | None
    #: Each seat's lost deals before this one (the game ends on them).
    losses_before: tuple[int, ...]


def snapshot(deal: "MattazzaDeal") -> MattazzaSnapshot:
    """The card play of ``deal`` as a :class:`MattazzaSnapshot`."""
    return MattazzaSnapshot(
        tuple(map(tuple, deal.hands)), tuple(map(tuple, deal.piles)), tuple(deal.tricks_won), deal.trick_no,
        deal.leader, tuple(deal.trick), tuple(deal.trick_seats()), deal.last_winner,
        deal.matto_owner, deal.matto_recipient, tuple(deal.losses_before))
