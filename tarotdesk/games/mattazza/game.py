"""Mattazza's match rules: dealers, loss counts carried across deals, the end and the payments.

A game is a match: deals follow one another, each adding a loss to its loser(s), until two
players have lost twice or one player reaches the loss limit. Units change hands only then,
so ``deal_score`` is zero on every deal but the last. ``match.carry["losses"]`` holds the loss
counts and ``match.carry["end"]`` how the game ended.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...core.deal_places import Place, locate
from ...core.game import Game, Standing
from ...core.state import DealResult, DealState, Verdict
from .deal import MattazzaDeal, deal_hands
from .messages import MESSAGES
from .rules import OPTION_SPECS, PLAYER_COUNTS, mattazza_rules
from .verdict import total_lines, verdicts

if TYPE_CHECKING:
    from ...core.match import Match


#: The order of a deal's breakdown (a stable sort: each part's lines stay in seat order).
_PART_ORDER = {kind: i for i, kind in enumerate(("local_batch", "card_points", "tricks", "last_trick", "cricca",
                                                 "cricche_doubled", "sequence", "sequences_doubled", "total",
                                                 "deal_lost", "payment"))}


class MattazzaGame(Game):
    """Mattazza for 3 to 6 players, each playing for himself."""

    names = {"en": "Mattazza", "ja": "マッタッツァ"}
    player_counts = PLAYER_COUNTS
    pack_id = "bolognese62"
    option_specs = OPTION_SPECS
    messages = MESSAGES
    #: Score lines that state a measure (every part of a player's total, which counts against
    #: him, the total itself and the one loss a lost deal adds), not a payment: the window shows
    #: their figure without a sign.
    measure_lines = frozenset({"card_points", "tricks", "last_trick", "cricca", "cricche_doubled", "sequence",
                               "sequences_doubled", "local_batch", "total", "deal_lost"})

    def check_options(self, n_players: int, options: dict[str, Any]) -> None:
        """A fixed first dealer must be one of the seats."""
        mattazza_rules(options).check_seats(n_players)

    def new_deal(self, match: Match) -> DealState:
        """Deal the next hands; the first deal honours a fixed first dealer."""
        # The match's rules are built for its first deal, then handed on from deal to deal.
        if match.deal_index:
            rules = match.deal.rules  # type: ignore[attr-defined]
        else:
            rules = mattazza_rules(match.options)
            if rules.first_dealer != "random":
                match.dealer = match.first_dealer = rules.first_dealer
        losses = match.carry.get("losses") or [0] * match.n_players
        return MattazzaDeal(match.n_players, match.dealer, match.deck(), match.options, losses, rules)

    def deal_places(self, n_players: int, dealer: int, options: dict[str, Any]) -> list[Place]:
        """The hands, then the cards the deal leaves unused (see Game)."""
        deck = self.pack.cards
        hands, unused = deal_hands(deck, n_players, dealer)
        return locate(deck, [("hand", s, hand) for s, hand in enumerate(hands)] + [("unused", None, unused)])

    def settle(self, match: Match, deal: DealState) -> DealResult:
        """The deal's result; the loss counts and the end of the game go into ``match.carry``."""
        result = deal.result()
        match.carry["losses"] = list(result.summary["losses"])
        match.carry["end"] = result.summary["end"]
        # The breakdown part by part, every seat's figure on the row of its part, then each
        # player's total, which the losers are found by (only here: the search reads the deal's
        # own result, which need not say it).
        lines = sorted(result.lines + total_lines(result), key=lambda ln: _PART_ORDER.get(ln.kind, len(_PART_ORDER)))
        # A lost deal's figure is the one loss it adds to the seat's count (its units stay 0).
        lines = [replace(ln, points=1) if ln.kind == "deal_lost" else ln for ln in lines]
        return replace(result, lines=lines)

    def verdicts(self, match: Match, deal: DealState, result: DealResult) -> list[Verdict]:
        """Who lost the deal and why: no trick taken, or the highest total; and the game's end."""
        return verdicts(result)

    def deal_values(self, deal: DealState) -> list[float]:
        """Units per seat, and -1 for each lost deal: units change hands only when the game
        ends, so what a deal decides is who loses it."""
        result = deal.result()
        losers = result.summary.get("losers", [])
        return [float(v) - (1.0 if s in losers else 0.0) for s, v in enumerate(result.deal_score)]

    def standing(self, match: Match) -> Standing:
        """The players keep count of their lost deals (units change hands only at the end)."""
        n = match.n_players
        deals, before = [], [0] * n
        for r in match.results:
            after = list(r.summary.get("losses") or before)
            deals.append([a - b for a, b in zip(after, before)])
            before = after
        return Standing("losses", deals, list(match.carry.get("losses") or [0] * n))

    def match_over(self, match: Match) -> bool:
        """Over once two players have two losses, or one player has reached the limit."""
        return match.carry.get("end") is not None

    def winners(self, match: Match) -> list[int]:
        """The players who receive units."""
        return [s for s, v in enumerate(match.scores) if v > 0]
