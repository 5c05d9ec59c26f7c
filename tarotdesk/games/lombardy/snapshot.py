"""A Lombard deal in play as plain, immutable values: what the AI's playout kernel starts from.

The kernel keeps its own fast state (integers and bit masks) and builds it once per sampled
world from :meth:`LombardDeal.snapshot <tarotdesk.games.lombardy.deal.LombardDeal.snapshot>`,
never from the deal's working attributes, so the engine may keep its state as it likes as long
as the snapshot says the same. Besides the snapshot the kernel reads only the state contract's
public attributes (``phase``, ``viewer``, ``current_player``, ``dealer``, ``options``) and the
deal's ``rules``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...core.cards import Card

if TYPE_CHECKING:
    from .deal import LombardDeal


class LombardSnapshot(NamedTuple):
    """The card play of a Lombard deal (the ``play`` and ``fool-exchange`` phases)."""

    #: Each seat's hand, and the cards each seat has taken in tricks.
    hands: tuple[tuple[Card, ...], ...]
    piles: tuple[tuple[Card, ...], ...]
    #: Tricks taken per seat.
    tricks_won: tuple[int, ...]
    #: The trick on the table, in the order played, and the seat of each of its cards.
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    #: Winner of the last closed trick (None before the first one closes).
    last_winner: int | None
    #: The dealer's discard (the extra cards laid aside after the deal).
    discard: tuple[Card, ...]
    #: The declarer, his partner (None, or a negative number while not yet known to the rules)
    #: and the contract of the auction games (None where there is no auction).
    declarer: int | None
    partner: int | None
    contract: int | None
    #: (Fool's player, capturer of its trick) awaiting the capturer's first trick, and the pair
    #: deciding the Fool's exchange now: None when no such exchange is due.
    fool_pending: tuple[int, int] | None
    fool_turn: tuple[int, int] | None


def snapshot(deal: "LombardDeal") -> LombardSnapshot:
    """The card play of ``deal`` as a :class:`LombardSnapshot`."""
    pending, turn = deal.fool_pending, deal.fool_turn
    return LombardSnapshot(
        tuple(map(tuple, deal.hands)), tuple(map(tuple, deal.piles)), tuple(deal.tricks_won),
        tuple(deal.trick), tuple(deal.trick_seats), deal.last_winner, tuple(deal.discard),
        deal.declarer, deal.partner, deal.contract,
        (pending[0], pending[1]) if pending is not None else None,
        (turn[0], turn[1]) if turn is not None else None)
