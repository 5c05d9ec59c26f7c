"""A Porrazo hand in play as plain, immutable values: what the AI's playout kernel starts from.

The kernel keeps its own fast state (small lists of card numbers) and builds it once per sampled
world from :meth:`PorrazoDeal.snapshot <tarotdesk.games.porrazo.deal.PorrazoDeal.snapshot>`,
never from the hand's working attributes. Besides the snapshot it reads only the state
contract's public attributes (``phase``, ``viewer``, ``current_player``, ``n_players``,
``dealer``) and the hand's ``rules``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...core.cards import Card

if TYPE_CHECKING:
    from .deal import PorrazoDeal


class ChainUndo(NamedTuple):
    """The porrazo a counter-porrazo would undo."""

    seat: int
    moved: tuple[Card, ...]  # the cards moved to his pile
    credited: int  # the points credited
    held: int  # the points held back (option ``porrazo_provisional``)
    run_last: Card  # the last card of the run


class PorrazoSnapshot(NamedTuple):
    """The play of a Porrazo hand."""

    #: Seats in playing order, and the side of each seat.
    order: tuple[int, ...]
    side_of: tuple[int, ...]
    #: Each seat's hand, the stock (next card first), the table in the order the cards lie and
    #: the number of cards in each side's pile.
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    table: tuple[Card, ...]
    pile_sizes: tuple[int, ...]
    #: Each side's match score (kept live through the hand) and what it gained in this hand.
    scores: tuple[int, ...]
    gain: tuple[int, ...]
    #: Deals of three in the hand, the current one (1..deals), and whether the tendido is done.
    deals: int
    k: int
    tendido_done: bool
    #: Cards played in the current deal of three, and each seat's cards played in it.
    plays: int
    played: tuple[tuple[Card, ...], ...]
    #: What each seat declared (``"ronda"``, ``"rondine"``, ``"silent"``, ``""``: not asked)
    #: and the play position being asked (-1 not begun, ``n_players`` when done).
    declared: tuple[str, ...]
    decl_pos: int
    #: The chain of porrazos: its state, its rank, the card a porrazo would take (None if
    #: none) and the porrazo a counter-porrazo would undo (None if none).
    chain: str
    chain_rank: int
    chain_card: Card | None
    chain_undo: ChainUndo | None
    #: A provisional porrazo awaits its confirmation (option ``porrazo_provisional``).
    pending: bool
    #: The winning side once the match is decided in this hand (-1 before), and the last seat
    #: that captured (None before the first capture).
    winner: int
    last_capturer: int | None


def snapshot(deal: "PorrazoDeal") -> PorrazoSnapshot:
    """The play of ``deal`` as a :class:`PorrazoSnapshot`."""
    undo = deal.chain_undo
    return PorrazoSnapshot(
        tuple(deal.order), tuple(deal.side_of), tuple(map(tuple, deal.hands)), tuple(deal.stock),
        tuple(deal.table), tuple(map(len, deal.piles)), tuple(deal.scores), tuple(deal.gain), deal.deals, deal.k,
        deal.tendido_done, deal.plays, tuple(map(tuple, deal.played)), tuple(deal.declared), deal.decl_pos,
        deal.chain, deal.chain_rank, deal.chain_card,
        ChainUndo(undo[0], tuple(undo[1]), undo[2], undo[3], undo[4]) if undo else None,
        bool(deal.pending), deal.winner, deal.last_capturer)
