"""Hungarian Tarokk as a match: dealing in turn, settlement, and the end after the Skiz circuit.

The session ends by the rule of spec §7.9: once a player has declared "end after the Skiz
circuit", the player who received the Skiz in that deal (dealt to him, or handed from the
talon) deals once more, then each other player deals once more, and the session ends after
that deal. If nobody received the Skiz (a passed-out deal, or the Skiz left in the talon), the
next deal in which somebody does decides. ``match.carry["circuit"]`` holds the pending state:
``declared_in`` (deal index), ``by`` (seat), ``recipient`` (seat or None) and ``last_deal``
(the index of the final deal, once known).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.cards import SKIZ
from ...core.deal_places import Place, locate
from ...core.game import Game
from ...core.state import DealResult, DealState, Verdict
from .deal import TarokkDeal
from .messages import MESSAGES
from .options import OPTION_SPECS, tarokk_rules
from .verdict import verdicts

if TYPE_CHECKING:
    from ...core.match import Match


def skiz_recipient(deal: TarokkDeal) -> int | None:
    """The seat that received the Skiz in ``deal`` (from the talon or the deal), or None."""
    for s in range(deal.n_players):
        if SKIZ in deal.took[s]:
            return s
    for s in deal.active:
        if SKIZ in deal.hands[s] or SKIZ in deal.played_by(s):
            return s
    return None


def last_deal_of_circuit(deal_index: int, dealer: int, recipient: int, n_players: int) -> int:
    """Index of the session's final deal: the recipient deals again, then every other player once."""
    wait = (recipient - dealer) % n_players or n_players
    return deal_index + wait + n_players - 1


class TarokkGame(Game):
    """Hungarian Tarokk (Paskievics) for four players, or five with the dealer sitting out."""

    names = {"en": "Hungarian Tarokk", "ja": "ハンガリアン・タロック"}
    player_counts = (4, 5)
    pack_id = "hungarian42"
    option_specs = OPTION_SPECS
    messages = MESSAGES

    def check_options(self, n_players: int, options: dict[str, Any]) -> None:
        """Build the match's rules once here, so a spec without its rule field fails at once."""
        tarokk_rules(options)

    def new_deal(self, match: "Match") -> DealState:
        """Deal the next hand (the deal passes to the right after every deal, even a passed-out one)."""
        open_ = match.carry.get("circuit") is None
        return TarokkDeal(match.n_players, match.dealer, match.deck(), match.options, circuit_open=open_)

    def deal_places(self, n_players: int, dealer: int, options: dict[str, Any]) -> list[Place]:
        """The talon, then the hands of the four seats dealt in (see Game)."""
        deck = self.pack.cards
        deal = TarokkDeal(n_players, dealer, deck, options)
        return locate(deck, [("talon", None, deal.talon)] + [("hand", s, deal.hands[s]) for s in deal.active])

    def settle(self, match: "Match", deal: DealState) -> DealResult:
        """The deal's result; also advances a pending Skiz circuit."""
        assert isinstance(deal, TarokkDeal)
        result = deal.result()
        circuit: dict[str, Any] | None = match.carry.get("circuit")
        if circuit is None and deal.circuit_by is not None:
            circuit = {"declared_in": match.deal_index, "by": deal.circuit_by, "recipient": None, "last_deal": None}
            match.carry["circuit"] = circuit
        if circuit is not None and circuit["recipient"] is None:
            recipient = skiz_recipient(deal)
            if recipient is not None:
                circuit["recipient"] = recipient
                circuit["last_deal"] = last_deal_of_circuit(match.deal_index, match.dealer, recipient,
                                                            match.n_players)
        result.summary["circuit"] = dict(circuit) if circuit is not None else None
        return result

    def verdicts(self, match: "Match", deal: DealState, result: DealResult) -> list[Verdict]:
        """Which side won the game and why: its card points against what it needed."""
        assert isinstance(deal, TarokkDeal)
        return verdicts(deal, result)

    def match_over(self, match: "Match") -> bool:
        """The session ends after the last deal of a declared Skiz circuit."""
        circuit = match.carry.get("circuit")
        return bool(circuit) and circuit["last_deal"] is not None and match.deal_index >= circuit["last_deal"]


GAME = TarokkGame()
