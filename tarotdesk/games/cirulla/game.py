"""The Cirulla game: its identity, the redeal, and the match rules (51 points, count-out, cappotto)."""

from __future__ import annotations

from operator import add
from typing import TYPE_CHECKING, Any

from ...core.actions import Action
from ...core.deal_places import Place, locate
from ...core.game import Game, Standing
from ...core.message_params import Seats
from ...core.state import DealResult, DealState, Verdict
from ..fishing import points_verdict
from .deal import CirullaDeal
from .declarations import best_declaration
from .messages import MESSAGES
from .opening import TableCheck, check_table
from .options import OPTION_SPECS, rules_of
from .rules import HAND_SIZE, TABLE_CARDS
from .scoring import game_end

if TYPE_CHECKING:
    from ...core.match import Match

#: Where the game-end decision is kept between deals (plain data, copied with the match).
OUTCOME = "outcome"
UNRESOLVED = "count_outs_unresolved"


class CirullaGame(Game):
    """Cirulla for 2, 3 or 4 players; the first side to 51 wins."""

    names = {"en": "Cirulla", "ja": "チルッラ"}
    player_counts = (2, 3, 4)
    pack_id = "genoese40"
    direction = "cw"

    def effective_direction(self, options: dict[str, Any]) -> str:
        """Seats are numbered in playing order; the option only mirrors how the table is drawn."""
        return "ccw" if rules_of(options).direction == "anticlockwise" else "cw"

    option_specs = OPTION_SPECS
    messages = MESSAGES

    def check_options(self, n_players: int, options: dict[str, Any]) -> None:
        """The options make the match's typed rules (every combination is playable)."""
        rules_of(options)

    def automatic_action(self, match: "Match", seat: int) -> Action | None:
        """With ``auto_declare`` on: the best declaration of a fresh qualifying hand (§5.4).

        The option promises that a qualifying hand is declared with the best choice, so the
        window takes it at once for the person; the choice is :func:`best_declaration`'s.
        """
        if not match.deal.rules.auto_declare or match.over:
            return None
        deal = match.deal
        if deal.current_player != seat or not deal.fresh[seat]:
            return None
        best = best_declaration(deal.hands[seat], deal.rules)
        if best is None:
            return None
        action = best.action
        return action if match.check(action, seat) is None else None

    def new_deal(self, match: "Match") -> DealState:
        """Deal; while the opening table holds two natural Aces, the same dealer deals again."""
        # The match's rules are built for its first deal, then handed on from deal to deal.
        rules = match.deal.rules if match.deal_index else rules_of(match.options)
        n = match.n_players
        voided = []
        attempt = 0
        while True:
            deck = match.deck(attempt)
            opening = deck[HAND_SIZE * n: HAND_SIZE * n + TABLE_CARDS]
            verdict = check_table(opening, rules)
            if not verdict.redeal:
                return CirullaDeal(n, match.dealer, match.options, deck, voided, rules, verdict)
            voided.append(opening)
            attempt += 1

    def deal_places(self, n_players: int, dealer: int, options: dict[str, Any]) -> list[Place]:
        """The hands, the opening table and the stock (see Game). The table's check is left out:
        it decides what happens to the cards dealt, not where they are dealt."""
        deck = self.pack.cards
        deal = CirullaDeal(n_players, dealer, options, deck, verdict=TableCheck(False))
        return locate(deck, [("hand", s, deal.hands[s]) for s in range(n_players)]
                      + [("table", None, deal.table), ("stock", None, deal.stock)])

    def deal_attempts(self, deal: DealState) -> int:
        """The deck that was played, after one for each opening table that called for a redeal."""
        assert isinstance(deal, CirullaDeal)
        return len(deal.redeals) + 1

    def settle(self, match: "Match", deal: DealState) -> DealResult:
        """The deal's result; decide here whether the game ends (``match.scores`` are still the
        totals before this deal, which is what the count-out starts from)."""
        assert isinstance(deal, CirullaDeal)
        result = deal.result()
        summary = result.summary
        sides = summary["sides"]
        scores = match.scores
        before = [scores[seats[0]] for seats in sides]
        # Most deals end with every side below the target: nothing to decide (game_end would
        # say "continue"), and this test is far cheaper than the count-out machinery.
        if summary["cappotto"] is None and max(map(add, before, summary["side_points"])) < deal.rules.target:
            return result
        outcome = game_end(before, summary["steps"], deal.rules.target, summary["cappotto"])
        if outcome.winner is not None:
            match.carry[OUTCOME] = {"side": outcome.winner, "seats": list(sides[outcome.winner]),
                                    "reason": outcome.reason, "step": outcome.step}
        elif outcome.reason == "count-out-unresolved":
            match.carry[UNRESOLVED] = match.carry.get(UNRESOLVED, 0) + 1
        return result

    def verdicts(self, match: "Match", deal: DealState, result: DealResult) -> list[Verdict]:
        """Which side scored most in the deal, then how the game ended, or why it goes on."""
        assert isinstance(deal, CirullaDeal)
        summary = result.summary
        sides = summary["sides"]
        said = [points_verdict(sides, summary["side_points"])]
        before = [match.scores[seats[0]] - result.deal_score[seats[0]] for seats in sides]
        outcome = game_end(before, summary["steps"], deal.rules.target, summary["cappotto"])
        if outcome.reason == "continue":
            return said
        if outcome.winner is None:  # tied sides reached the target in the same step
            reached = Seats(s for i, t in enumerate(before) if t + sum(summary["steps"][i].values()) >= deal.rules.target
                            for s in sides[i])
            said.append(Verdict("count-out-unresolved", tuple(reached), {"target": deal.rules.target}, "game-end"))
            return said
        seats = tuple(sides[outcome.winner])
        params = {"target": deal.rules.target, "score": match.scores[seats[0]],
                  "others": Seats(s for s in range(match.n_players) if s not in seats)}
        kind = {"cappotto": f"cappotto-{deal.rules.cappotto}", "count-out": "count-out"}.get(outcome.reason, "target")
        said.append(Verdict(kind, seats, params, "game-end"))
        return said

    def standing(self, match: "Match") -> Standing:
        """Points toward the target (a side's points given for each of its members)."""
        return Standing("points", [list(r.deal_score) for r in match.results], list(match.scores),
                        target=match.deal.rules.target)

    def match_over(self, match: "Match") -> bool:
        return OUTCOME in match.carry

    def winners(self, match: "Match") -> list[int]:
        outcome = match.carry.get(OUTCOME)
        return list(outcome["seats"]) if outcome else []

    def fixed_teams(self, n_players: int, options: dict[str, Any]) -> list[list[int]] | None:
        return [[0, 2], [1, 3]] if n_players == 4 else None

    def layout_hint(self) -> dict[str, Any]:
        return {"table": "fishing"}


GAMES: dict[str, Game] = {"cirulla": CirullaGame()}
