"""The Porrazo match: hands chained until a side reaches the target or a San Benito is played."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.deal_places import Place, locate
from ...core.game import Game, Standing
from ...core.message_params import Seats
from ...core.state import DealResult, DealState, Verdict
from ..fishing import points_verdict, seats_by_side, sides_for
from .deal import PorrazoDeal
from .messages import MESSAGES
from .options import OPTION_SPECS, rules_of, uses_teams
from .rules import PLAYER_COUNTS

if TYPE_CHECKING:
    from ...core.match import Match


class PorrazoGame(Game):
    """Porrazo for 2-6 or 8 players, teams optional (see ``rules/porrazo``)."""

    names = {"en": "Porrazo", "ja": "ポラーソ"}
    player_counts = PLAYER_COUNTS
    pack_id = "french52"
    direction = "cw"
    option_specs = OPTION_SPECS
    messages = MESSAGES

    def check_options(self, n_players: int, options: dict[str, Any]) -> None:
        """The options make the match's typed rules (every combination is playable)."""
        rules_of(options)

    def new_deal(self, match: "Match") -> DealState:
        """A new hand: the side scores so far come from the match (each member holds his side's)."""
        # The match's rules are built for its first hand, then handed on from hand to hand.
        rules = match.deal.rules if match.deal_index else rules_of(match.options)
        side_of = sides_for(match.n_players, uses_teams(match.n_players, rules))
        scores = [match.scores[seats[0]] for seats in seats_by_side(side_of)]
        return PorrazoDeal(match.n_players, match.dealer, match.options, match.deck(), scores, rules)

    def deal_places(self, n_players: int, dealer: int, options: dict[str, Any]) -> list[Place]:
        """The hands of the first deal of three, then the stock in the order it is dealt (see Game)."""
        deck = list(self.pack.cards)
        n_sides = len(set(sides_for(n_players, uses_teams(n_players, rules_of(options)))))
        deal = PorrazoDeal(n_players, dealer, options, list(deck), [0] * n_sides)
        return locate(deck, [("hand", s, deal.hands[s]) for s in range(n_players)] + [("stock", None, deal.stock)])

    def settle(self, match: "Match", deal: DealState) -> DealResult:
        """The hand's result; a decided match is remembered in ``match.carry``."""
        result = deal.result()
        if result.summary["winners"]:
            match.carry["winners"] = list(result.summary["winners"])
            match.carry["won_by"] = result.summary["won_by"]
        return result

    def standing(self, match: "Match") -> Standing:
        """Points toward the target, credited the moment they are made: the hand in progress
        counts at once (as the seat boxes show it)."""
        deals = [list(r.deal_score) for r in match.results]
        deal = match.deal
        assert isinstance(deal, PorrazoDeal)
        if match.deal_over:
            return Standing("points", deals, list(match.scores), target=deal.target)
        live = [deal.scores[deal.side_of[s]] for s in range(match.n_players)]
        current = [v - before for v, before in zip(live, match.scores)]
        return Standing("points", deals, live, current, target=deal.target)

    def verdicts(self, match: "Match", deal: DealState, result: DealResult) -> list[Verdict]:
        """Which side scored most in the hand, then how a side won the game, if one did."""
        assert isinstance(deal, PorrazoDeal)
        sides = seats_by_side(deal.side_of)
        said = [points_verdict(sides, [result.deal_score[seats[0]] for seats in sides])]
        winners = tuple(result.summary.get("winners") or ())
        if winners:
            score = result.summary["side_scores"][deal.side_of[winners[0]]]
            others = Seats(s for s in range(match.n_players) if s not in winners)
            how = "san-benito" if result.summary.get("won_by") == "san_benito" else "target"
            said.append(Verdict(how, winners, {"score": score, "target": deal.target, "others": others},
                                "porrazo" if how == "san-benito" else "game-end"))
        return said

    def match_over(self, match: "Match") -> bool:
        """Over as soon as a hand ended with a winner (target reached or San Benito)."""
        return "winners" in match.carry

    def winners(self, match: "Match") -> list[int]:
        """The seats of the winning side (the leaders so far if the match is unfinished)."""
        if "winners" in match.carry:
            return list(match.carry["winners"])
        return super().winners(match)

    def fixed_teams(self, n_players: int, options: dict[str, Any]) -> list[list[int]] | None:
        """Alternate seats form the two teams when team play is on."""
        if not uses_teams(n_players, rules_of(options)):
            return None
        return [list(range(0, n_players, 2)), list(range(1, n_players, 2))]

    def layout_hint(self) -> dict[str, Any]:
        return {"table": "fishing"}
