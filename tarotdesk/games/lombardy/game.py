"""Match rules of the six Lombard games: dealing in turn, game length, the Lombardy margin.

Deal scores are game points: in Lombardy Tarot a deal earns only the cappotto point, and the
last of the four deals also carries the margin points of the whole game (spec §7.2), so the
running totals are the game's net result. The teams' deal points are kept in
``match.carry["deal_points"]``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...core.deal_places import Place, locate
from ...core.game import Game, Standing
from ...core.state import DealResult, DealState, ScoreLine, Verdict
from .deal import LombardDeal
from .messages import MESSAGES
from .options import lombardy_rules, option_specs
from .rules import Variant
from .scoring import lombardy_margin, margin_share
from .verdict import verdicts

if TYPE_CHECKING:
    from ...core.match import Match


class LombardGame(Game):
    """One of the six games, described by its :class:`Variant`."""

    messages = MESSAGES
    #: Score lines that state a measure (the card points taken, the base of the contract), not a
    #: payment: the window shows their figure without a sign.
    measure_lines = frozenset({"card_points", "opponents_points", "base"})

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.id = variant.game_id
        self.names = dict(variant.names)
        self.player_counts = (variant.n,)
        self.pack_id = variant.pack_id
        self.option_specs = option_specs(variant)

    def new_deal(self, match: "Match") -> DealState:
        """The dealer deals the match's deck for this deal."""
        # The match's rules are built for its first deal, then handed on from deal to deal.
        rules = match.deal.rules if match.deal_index else lombardy_rules(self.variant, match.options)
        return LombardDeal(rules, match.dealer, match.deck(), match.options)

    def deal_places(self, n_players: int, dealer: int, options: dict[str, Any]) -> list[Place]:
        """Every hand, the dealer's with his extra cards, as the deal fills them (see Game)."""
        deck = self.pack.cards
        deal = LombardDeal(lombardy_rules(self.variant, options), dealer, deck, options)
        return locate(deck, (("hand", s, deal.hands[s]) for s in range(n_players)))

    @staticmethod
    def redealt(match: "Match", deal: DealState) -> bool:
        """A passed-out deal that does not count (option ``all_pass = "redeal"``)."""
        return (getattr(deal, "annulled", None) == "all-pass"
                and deal.rules.all_pass == "redeal")  # type: ignore[attr-defined]

    def settle(self, match: "Match", deal: DealState) -> DealResult:
        """The deal's result; in Lombardy Tarot the last deal adds the game's margin points."""
        result = deal.result()
        carry = match.carry
        if not self.redealt(match, deal):
            carry["counted"] = carry.get("counted", 0) + 1
        v = self.variant
        if not v.fixed_teams:
            return result
        totals = carry.setdefault("deal_points", [0, 0])
        points = result.summary.get("deal_points", [0, 0])
        totals[0] += points[0]
        totals[1] += points[1]
        if carry["counted"] < deal.rules.game_length:  # type: ignore[attr-defined]
            return result
        return self.with_margin(result, totals)

    def verdicts(self, match: "Match", deal: DealState, result: DealResult) -> list[Verdict]:
        """Who won the deal and why: card points against what the side or the player needed."""
        assert isinstance(deal, LombardDeal)
        return verdicts(deal.rules, result)

    def deal_values(self, deal: DealState) -> list[float]:
        """Lombardy Tarot: the cappotto point plus the deal's share of the margin (see
        :func:`~.scoring.margin_share`), each team as the deal's rules seat it."""
        result = deal.result()
        teams = deal.rules.fixed_teams  # type: ignore[attr-defined]
        if not teams:
            return super().deal_values(deal)
        points = result.summary.get("deal_points", [0, 0])
        out = [float(v) for v in result.deal_score]
        for i, team in enumerate(teams):
            share = margin_share(points[i], points[1 - i])
            for s in team:
                out[s] += share
        return out

    def with_margin(self, result: DealResult, totals: list[int]) -> DealResult:
        """``result`` plus the margin and zero-total lines of the finished game (spec §7.2)."""
        v = self.variant
        assert v.fixed_teams is not None
        margin, bonus = lombardy_margin(totals[0], totals[1])
        score = list(result.deal_score)
        lines = list(result.lines)
        if margin:
            winner = 0 if totals[0] > totals[1] else 1
            for i, team in enumerate(v.fixed_teams):
                sign = 1 if i == winner else -1
                for s in team:
                    score[s] += sign * (margin + bonus)
                data = {"unit": "gp", "totals": list(totals), "diff": abs(totals[0] - totals[1])}
                lines.append(ScoreLine("match_margin", tuple(team), sign * margin, data, "scoring"))
                if bonus:
                    lines.append(ScoreLine("zero_bonus", tuple(team), sign * bonus, {"unit": "gp"}, "scoring"))
        summary = dict(result.summary, match_totals=list(totals))
        return replace(result, deal_score=score, lines=lines, summary=summary)

    def standing(self, match: "Match") -> Standing:
        """Lombardy Tarot: the teams' deal points, which decide the margin paid at the end (the
        game points of a deal are only a cappotto's); the other games: their game points."""
        teams = self.variant.fixed_teams
        if not teams:
            return super().standing(match)
        team_of = {s: i for i, t in enumerate(teams) for s in t}
        n = match.n_players
        deals = []
        for r in match.results:
            points = r.summary.get("deal_points") or [0, 0]
            deals.append([points[team_of[s]] for s in range(n)])
        totals = match.carry.get("deal_points") or [0, 0]
        return Standing("deal-points", deals, [totals[team_of[s]] for s in range(n)], target=self.variant.deal_target)

    def match_over(self, match: "Match") -> bool:
        """The game ends after its fixed number of counted deals."""
        return match.carry.get("counted", 0) >= match.deal.rules.game_length  # type: ignore[attr-defined]

    def next_dealer(self, match: "Match") -> int:
        """The deal passes to the right, unless a passed-out deal is dealt again."""
        if self.redealt(match, match.deal):
            return match.dealer
        return (match.dealer + 1) % match.n_players

    def fixed_teams(self, n_players: int, options: dict[str, Any]) -> list[list[int]] | None:
        """Lombardy Tarot: partners sit opposite (seats 0 and 2 against 1 and 3)."""
        teams = self.variant.fixed_teams
        return [list(t) for t in teams] if teams else None
