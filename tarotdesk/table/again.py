"""A deal dealt again: the decks of a finished deal, to start a new match with the same cards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.deal_setup import DealSetup
from ..core.game import Game
from ..core.match import Match
from ..core.records import PlayerInfo


@dataclass(frozen=True)
class DealAgain:
    """A deal to deal again as the first deal of a new match: its decks (a redeal included), its
    dealer, where it stood in its match, and that match's game, seats, options and seed. Given
    only once the deal is over, when its cards are no secret."""

    game: Game
    players: list[PlayerInfo]
    options: dict[str, Any]
    setups: list[DealSetup]
    dealer: int
    deal_index: int
    seed: int | str


def deal_again_of(match: Match, players: list[PlayerInfo], seed: int | str) -> DealAgain:
    """The deal on ``match``'s table, to deal again (see :class:`DealAgain`)."""
    return DealAgain(match.game, list(players), dict(match.options), match.deal_again(), match.dealer,
                     match.deal_index, seed)
