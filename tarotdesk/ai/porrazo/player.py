"""A rule-based Porrazo player: one play looked ahead against the next player's likely reply.

For every legal play it computes what the card does now (points, cards captured, points taken
back from a countered porrazo) and what the next player — always an opponent, since partners
never sit side by side — can expect to gain from the table and chain it leaves: a porrazo on a
card just laid down, a counter-porrazo on a porrazo, a San Benito after a counter, captures and
sweeps. The chance that the next player holds a rank comes only from the cards this seat has not
seen (its view never shows another hand). The dealer lays the tendido once the table promises
enough pairs with the four new cards; rondas are always declared and undeclared ones claimed.
"""

from __future__ import annotations

from math import comb
from typing import Sequence

from ...core.actions import Action
from ...core.cards import UNKNOWN, Card
from ...core.game import Game
from ...core.match import MatchView
from ...core.rng import SeededRNG
from ...games.porrazo.capture import (
    COUNTER,
    COUNTERED,
    DISCARDED,
    NO_CHAIN,
    PLACE,
    PORRAZO,
    PORRAZO_MADE,
    SAN_BENITO,
    capture_run,
    first_of_rank,
    limpia_value,
    resolution,
)
from ...games.porrazo.deal import PACKET, PorrazoDeal
from ...games.porrazo.rules import PAIRS, RANK, VALUE
from ..rule_player import RulePlayer

#: What winning the match at once is worth to the play evaluation (beyond any deal's points).
WIN_VALUE = 100.0
#: A captured card's worth: it counts towards the majority bonus (the pile difference).
CARD_VALUE = {2: 0.55, 3: 0.35, 4: 0.3, 5: 0.25, 6: 0.2, 8: 0.15}
TEAM_CARD_VALUE = 0.5
#: Lay the tendido once the pairs it is expected to make with the table are worth this much.
LAY_THRESHOLD = 1.3


def _unknown_by_rank(deal: PorrazoDeal, seat: int) -> tuple[list[int], int]:
    """How many cards of each rank this seat has not seen, and their total."""
    left = [4] * 14
    left[0] = 0
    seen: list[Sequence[Card]] = [deal.hands[seat], deal.table]
    seen.extend(deal.piles)
    total = 52
    for group in seen:
        for c in group:
            if c is not UNKNOWN:
                left[RANK[c.index]] -= 1
                total -= 1
    return left, total


def _holds_probabilities(left: list[int], total: int, hand_size: int) -> list[float]:
    """For each rank, the chance that a hidden hand of ``hand_size`` holds at least one card of it."""
    out = [0.0] * 14
    if hand_size <= 0 or total <= 0:
        return out
    for r in range(1, 14):
        u = left[r]
        if u <= 0:
            continue
        miss = 1.0
        for i in range(hand_size):
            if total - i <= 0:
                break
            miss *= max(0.0, (total - u - i) / (total - i))
        out[r] = 1.0 - miss
    return out


class _Outcome:
    """What one play does: gains now, and the table and chain it leaves."""

    __slots__ = ("points", "cards", "win", "table", "chain", "chain_rank", "chain_card", "at_stake")

    def __init__(self) -> None:
        self.points = 0  # points for the player's side (including points taken back from the other)
        self.cards = 0  # cards moved to the player's pile
        self.win = False
        self.table: list[Card] = []
        self.chain = NO_CHAIN
        self.chain_rank = 0
        self.chain_card: Card | None = None
        self.at_stake = 0  # points a counter-porrazo would take back


def _outcome(table: list[Card], chain: str, chain_rank: int, chain_card: Card | None, undo: Sequence,
             c: Card, in_place: bool, final: bool, limpia_mode: str) -> _Outcome:
    """What playing ``c`` does (``undo``: the chain's porrazo record, see ``PorrazoDeal.chain_undo``)."""
    out = _Outcome()
    r = RANK[c.index]
    how = PLACE if in_place else resolution(table, chain, chain_rank, r)
    if how == PLACE:
        out.table = table + [c]
        if r <= 4 and len(out.table) == r:
            out.points = r
        out.chain, out.chain_rank, out.chain_card = DISCARDED, r, c
        return out
    if how == SAN_BENITO:
        out.win = True
        return out
    if how == COUNTER:
        out.table = list(table)
        out.points = 3 * VALUE[r] + undo[2] + undo[3]  # a swing: the porrazo's points come off the other side
        out.cards = len(undo[1]) + 1
        if not table and not final:
            out.points += VALUE[r]
        out.chain, out.chain_rank = COUNTERED, r
        return out
    first = chain_card if how == PORRAZO else first_of_rank(table, r)
    taken = capture_run(table, first, r)  # type: ignore[arg-type]
    taken_set = set(taken)
    out.table = [t for t in table if t not in taken_set]
    out.cards = len(taken) + 1
    if not out.table and not final:
        out.points += limpia_value(taken + [c], taken[-1], limpia_mode)
    if how == PORRAZO:
        out.points += VALUE[r]
        out.chain, out.chain_rank, out.at_stake = PORRAZO_MADE, r, out.points
    return out


def _reply_value(out: _Outcome, holds: list[float], card_value: float, limpia_mode: str) -> float:
    """The next player's expected gain against ``out``: his best rank, by its chance of holding it."""
    values: list[tuple[float, float]] = []
    table = out.table
    for q in range(1, 14):
        p = holds[q]
        if p <= 0.0:
            continue
        if out.chain and q == out.chain_rank:
            if out.chain == COUNTERED:
                values.append((WIN_VALUE, p))
                continue
            if out.chain == PORRAZO_MADE:  # he takes back the points and the cards just won
                v = 3 * VALUE[q] + out.at_stake + (2 * out.cards + 1) * card_value
                if not table:
                    v += VALUE[q]
                values.append((v, p))
                continue
            first = out.chain_card
        else:
            first = None
            for t in table:
                if RANK[t.index] == q:
                    first = t
                    break
            if first is None:
                size = len(table) + 1
                if q <= 4 and size == q:
                    values.append((float(q), p))
                continue
        taken = capture_run(table, first, q)  # type: ignore[arg-type]
        v = (len(taken) + 1) * card_value
        if len(taken) == len(table):
            v += limpia_value(taken + [first], taken[-1], limpia_mode)  # type: ignore[list-item]
        if out.chain == DISCARDED and q == out.chain_rank:
            v += VALUE[q]
        values.append((v, p))
    values.sort(key=lambda vp: -vp[0])
    expected = 0.0
    miss = 1.0
    for v, p in values:
        expected += miss * p * v
        miss *= 1.0 - p
    return expected


def expected_tendido_sets(table: Sequence[Card], left: list[int], total: int) -> float:
    """Expected set points of a tendido laid on ``table`` now (four cards from the unseen ones)."""
    if total < 4:
        return 0.0
    on_table = [0] * 14
    for c in table:
        on_table[RANK[c.index]] += 1
    denominator = comb(total, 4)
    expected = 0.0
    for r in range(1, 14):
        u = left[r]
        t = on_table[r]
        for x in range(1, min(u, 4) + 1):
            n = t + x
            if n >= 2:
                p = comb(u, x) * comb(total - u, 4 - x) / denominator
                expected += p * PAIRS[min(n, 4)] * VALUE[r]
    return expected


class PorrazoPlayer(RulePlayer):
    """The rule-based player (deterministic for a seed; ties broken by the seeded generator)."""

    name = "porrazo-rules"
    deal_type = PorrazoDeal

    def __init__(self, game: Game, seed: int | str = 0) -> None:
        super().__init__(game, seed)
        self.rng = SeededRNG(f"porrazo-rules:{seed}")

    def decide(self, view: MatchView, deal: PorrazoDeal, legal: Sequence[Action]) -> Action:
        """The action for ``view.seat`` (only its view is used)."""
        phase = deal.phase
        if phase == "play":
            return self._play(deal, view.seat, legal)
        if phase == "tendido":
            return self._tendido(deal, view.seat, legal)
        # Declaring a ronda and claiming an undeclared one can only gain points.
        return next(a for a in legal if a.kind in ("declare", "claim") and a.word != "silent")

    def _tendido(self, deal: PorrazoDeal, seat: int, legal: Sequence[Action]) -> Action:
        left, total = _unknown_by_rank(deal, seat)
        lay = expected_tendido_sets(deal.table, left, total) >= LAY_THRESHOLD
        return next(a for a in legal if (a.word == "lay") == lay)

    def _play(self, deal: PorrazoDeal, seat: int, legal: Sequence[Action]) -> Action:
        n = deal.n_players
        card_value = TEAM_CARD_VALUE if deal.teamed else CARD_VALUE.get(n, 0.2)
        plays_left = PACKET * n - deal.plays - 1  # after this play, in this deal
        final = plays_left == 0 and deal.k == deal.deals
        left, total = _unknown_by_rank(deal, seat)
        nxt = (seat + 1) % n
        if plays_left > 0:
            reply_hand = len(deal.hands[nxt])
        elif deal.k < deal.deals:
            reply_hand = PACKET  # a new deal: the chain starts afresh, only the table carries over
        else:
            reply_hand = 0
        best: list[Action] = []
        best_value = -1e9
        seen_keys: dict[tuple[str, int], float] = {}
        for action in legal:
            c = action.args[0][0]  # type: ignore[index]
            key = (action.kind, RANK[c.index])
            value = seen_keys.get(key)  # suits never matter: one evaluation per rank
            if value is None:
                value = self._value(deal, seat, c, action.kind == "inplace", final, plays_left, reply_hand, left,
                                    total, card_value)
                seen_keys[key] = value
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif value > best_value - 1e-9:
                best.append(action)
        return best[0] if len(best) == 1 else self.rng.choice(best)

    def _value(self, deal: PorrazoDeal, seat: int, c: Card, in_place: bool, final: bool, plays_left: int,
               reply_hand: int, left: list[int], total: int, card_value: float) -> float:
        """The play's gain now minus the next player's expected gain against what it leaves."""
        out = _outcome(deal.table, deal.chain, deal.chain_rank, deal.chain_card, deal.chain_undo, c, in_place,
                       final, deal.rules.limpia_value)
        if out.win:
            return WIN_VALUE * 2
        if out.points > 0 and deal.scores[deal.side_of[seat]] + out.points >= deal.rules.target:
            return WIN_VALUE * 2 - 1  # reaching the target wins at once
        value = out.points + out.cards * card_value
        if final:
            if out.cards:
                value += len(out.table) * card_value  # the last capturer takes the table
            return value
        if plays_left == 0:  # the next deal starts without a chain
            out.chain = NO_CHAIN
        # The card played is now seen too.
        r = RANK[c.index]
        left[r] -= 1
        holds = _holds_probabilities(left, total - 1, reply_hand)
        left[r] += 1
        return value - _reply_value(out, holds, card_value, deal.rules.limpia_value)


#: The registry's maker of the rule-based player, ``make_player(game, seed)``: the class itself.
make_player = PorrazoPlayer

