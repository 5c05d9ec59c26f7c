"""A Tarokk deal in play as plain, immutable values: what the AI's playout kernel starts from.

The kernel keeps its own fast state (integers and bit masks) and builds it once per sampled
world from :meth:`TarokkDeal.snapshot <tarotdesk.games.tarokk.deal.TarokkDeal.snapshot>`, never
from the deal's working attributes. Besides the snapshot it reads only the state contract's
public attributes (``phase``, ``viewer``, ``current_player``, ``n_players``) and the deal's
``rules``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...core.cards import Card

if TYPE_CHECKING:
    from .base import DealBase


class TarokkSnapshot(NamedTuple):
    """The card play of a Tarokk deal and the facts its settlement needs beyond the tricks."""

    #: Each seat's hand, and the cards each seat has taken in tricks (empty for a seat out).
    hands: tuple[tuple[Card, ...], ...]
    piles: tuple[tuple[Card, ...], ...]
    #: Tricks taken per seat, and the number of closed tricks.
    tricks_won: tuple[int, ...]
    trick_no: int
    #: The seat after each seat in playing order (the dealer sitting out is skipped).
    next_seat: tuple[int, ...]
    #: The trick on the table, in the order played, and the seat of each of its cards.
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    #: Every closed trick: (seats, cards in the order played, winner).
    tricks: tuple[tuple[tuple[int, ...], tuple[Card, ...], int], ...]
    #: The players of the deal (the four seated when the dealer sits out) and the dealer.
    active: tuple[int, ...]
    dealer: int
    #: The contract's index, the declarer, his side and the defenders.
    contract: int
    declarer: int
    declarer_side: tuple[int, ...]
    defenders: tuple[int, ...]
    #: The game's contra level and its announced mode (``""``, ``"double"``, ``"volat"``).
    game_level: int
    game_mode: str
    #: Per side (indexed by ``rules.DS`` and ``rules.DF``): (announced bonus, its contra level) pairs.
    bonus_levels: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]
    #: The declarer's discards, each seat's declared tarokk count (0: none) and the talon cards
    #: each seat took.
    declarer_discards: tuple[Card, ...]
    declared: tuple[int, ...]
    took: tuple[tuple[Card, ...], ...]
    #: Five players with the dealer handing out the talon (he collects fees for some cards).
    five_dealer_talon: bool


def snapshot(deal: "DealBase") -> TarokkSnapshot:
    """The card play and settlement facts of ``deal`` (in play) as a :class:`TarokkSnapshot`."""
    assert deal.contract is not None and deal.declarer is not None
    return TarokkSnapshot(
        tuple(map(tuple, deal.hands)), tuple(map(tuple, deal.piles)), tuple(deal.tricks_won), deal.trick_no,
        tuple(deal.next_seat), tuple(deal.trick), tuple(deal.trick_seats),
        tuple((tuple(seats), tuple(cards), winner) for seats, cards, winner in deal.tricks),
        tuple(deal.active), deal.dealer, deal.contract, deal.declarer, deal.ds_seats(), deal.df_seats(),
        deal.game_level, deal.game_mode, tuple(tuple(levels.items()) for levels in deal.bonus_levels),
        tuple(deal.discards[deal.declarer]), tuple(deal.declared), tuple(map(tuple, deal.took)),
        deal.five_dealer_talon)
