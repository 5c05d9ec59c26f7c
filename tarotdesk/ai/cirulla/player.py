"""A rule-based Cirulla player: what a play takes now against what it leaves the next player.

Every legal play is scored in points of the deal: the cards it captures (each card's share of
the cards, diamonds and primiera points, the settebello, the Grande and Piccola cards while
those can still be made), a scopa, and then minus what the table it leaves is worth to the next
player, who is always an opponent. That player's chances come only from the cards this seat
has not seen (the view shows its own hand, the table, the piles and declared hands): the chance
that he holds a card of each value, an Ace that sweeps a table without an Ace, a card that
clears the table by pairing, summing or making fifteen, or one that takes a valuable card.
A qualifying hand is always declared; with the Matta the best-scoring rank is chosen, an Ace
when that scores as much (it sweeps).
"""

from __future__ import annotations

from math import comb
from typing import Sequence

from ...core.actions import Action
from ...core.cards import Card
from ...games.cirulla.declarations import best_declaration
from ...games.cirulla.deal import CirullaDeal
from ...games.cirulla.rules import (
    CARDS, GRANDE, MATTA, PICCOLA_BASE, PICCOLA_EXTENSION, PLAYS_PER_DEAL, PRIMIERA, SETTEBELLO, VALUE,
)
from ..rule_player import RulePlayer

#: What one captured card is worth on average towards the cards point.
CARD = 0.06
#: Towards the diamonds point.
DIAMOND = 0.16
#: A scopa, and the value of leaving the next player a table he can clear.
SCOPA = 1.0
#: Primiera worth by primiera value: sevens and sixes decide it, aces and fives help.
PRIMIERA_WORTH = {21: 0.35, 18: 0.2, 16: 0.12, 15: 0.06}
#: A Grande card while the opponents hold none of the three; a Piccola card likewise.
GRANDE_CARD = 0.9
PICCOLA_CARD = 0.6
PICCOLA_EXTRA = 0.2
SETTEBELLO_WORTH = 1.0


def _worth_table(deal: CirullaDeal, seat: int) -> list[float]:
    """What each card is worth to ``seat``'s side when it captures it (by card index)."""
    worth = [0.0] * (max(c.index for c in CARDS) + 1)
    side = deal.side_of[seat]
    others: set[Card] = set()
    for i, pile in enumerate(deal.piles):
        if i != side:
            others.update(pile)
    grande_open = not any(c in others for c in GRANDE)
    piccola_open = not any(c in others for c in PICCOLA_BASE)
    for c in CARDS:
        w = CARD + PRIMIERA_WORTH.get(PRIMIERA[c.index], 0.0)
        if c.suit == "D":
            w += DIAMOND
        worth[c.index] = w
    worth[SETTEBELLO.index] += SETTEBELLO_WORTH
    if grande_open:
        for c in GRANDE:
            worth[c.index] += GRANDE_CARD
    if piccola_open:
        for c in PICCOLA_BASE:
            worth[c.index] += PICCOLA_CARD
        for c in PICCOLA_EXTENSION:
            worth[c.index] += PICCOLA_EXTRA
    return worth


class _Reply:
    """The next player's chances of holding each capture value, from this seat's view only."""

    def __init__(self, deal: CirullaDeal, seat: int) -> None:
        nxt = (seat + 1) % deal.n_players
        self.opponent = nxt
        hand = deal.hands[nxt]
        # Only what the table has seen: declared cards (a complete state is read the same way).
        known = list(deal.known_in_hand[nxt])
        hidden = len(hand) - len(known)
        seen: set[Card] = set(deal.hands[seat]) | set(deal.table)
        for pile in deal.piles:
            seen.update(pile)
        for h in deal.known_in_hand:
            seen.update(h)
        left = [0] * 11
        total = 0
        for c in CARDS:
            if c not in seen:
                left[deal.value(c) if c is MATTA else VALUE[c.index]] += 1
                total += 1
        self.holds = [0.0] * 11
        for v in range(1, 11):
            if any(deal.value(c) == v for c in known):
                self.holds[v] = 1.0
            elif hidden and total and left[v]:
                self.holds[v] = 1.0 - comb(total - left[v], hidden) / comb(total, hidden) if total >= hidden else 1.0
        self.active = bool(hand)

    def threat(self, table_values: Sequence[int], table: Sequence[Card], worth: list[float], last: bool) -> float:
        """The expected gain of the next player from ``table`` (``last``: his play ends the deal)."""
        if not self.active or not table_values:
            return 0.0
        holds = self.holds
        total = sum(table_values)
        single = table_values[0] if len(table_values) == 1 else 0
        clear = holds[1] if 1 not in table_values else 0.0  # any Ace sweeps a table without one
        for v in range(1, 11):
            if v == single or (not single and total == v) or total + v == 15:
                clear = max(clear, holds[v])
        loss = clear * ((0.0 if last else SCOPA) + sum(worth[c.index] for c in table))
        # A valuable card he can take on its own, by pairing it or making fifteen with it.
        for c, v in zip(table, table_values):
            w = worth[c.index]
            if w > 0.3:
                take = max(holds[v], holds[15 - v] if 15 - v <= 10 else 0.0)
                loss = max(loss, take * (w + CARD))
        return loss


def choose_action(deal: CirullaDeal, seat: int, legal: Sequence[Action]) -> Action:
    """The rule-based choice among ``legal`` for ``seat`` (a view or a complete state)."""
    if len(legal) == 1:
        return legal[0]
    if legal[0].kind == "declare":
        best = best_declaration(deal.hands[seat], deal.rules)
        if best is not None and best.action in legal:
            return best.action
    worth = _worth_table(deal, seat)
    reply = _Reply(deal, seat)
    final_play = deal.plays + 1 >= PLAYS_PER_DEAL
    final_round = not deal.stock
    table = deal.table
    values = deal.table_values
    best_action, best_score = legal[0], -1e9
    for a in legal:
        if a.kind == "declare":
            continue
        played = a.args[0][0]  # type: ignore[index]
        if a.kind == "capture":
            taken = a.args[1]
            score = worth[played.index] + sum(worth[c.index] for c in taken)  # type: ignore[union-attr]
            rest = [c for c in table if c not in taken]  # type: ignore[operator]
            rest_values = [v for c, v in zip(table, values) if c not in taken]  # type: ignore[operator]
            if not rest and not final_play:
                score += SCOPA
            if final_round and not rest:
                score += 0.1  # the last capture also takes what is left at the end
        else:
            score = -0.25 * worth[played.index]
            rest = list(table) + [played]
            rest_values = list(values) + [deal.value(played)]
            if deal.value(played) == 1:
                score -= 0.15  # an Ace is worth keeping: it sweeps
        if not final_play:
            score -= reply.threat(rest_values, rest, worth, deal.plays + 2 >= PLAYS_PER_DEAL)
        if score > best_score:
            best_action, best_score = a, score
    return best_action


class CirullaPlayer(RulePlayer):
    """The rule-based player (deterministic; it reads only its view): the best-scoring legal action."""

    name = "cirulla-rules"
    deal_type = CirullaDeal
    rule = staticmethod(choose_action)


#: The registry's maker of the rule-based player, ``make_player(game, seed)``: the class itself.
make_player = CirullaPlayer

