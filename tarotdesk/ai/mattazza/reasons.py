"""Reasons of the Mattazza' hints: what an action does in the position the seat sees.

The shared reasons of trick play and the words of the hints are in :mod:`tarotdesk.ai.reasons`.
"""

from __future__ import annotations

from typing import Sequence

from ...core.actions import Action
from ...core.cards import FOOL, Card
from ...core.match import MatchView
from ..reasons import Reason, Trick, seen_trick_reason, trick_reason

def explain(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    from ...games.mattazza.rules import CARD_POINTS, RULES
    from ...games.mattazza import scoring

    deal = view.deal
    seat = view.seat
    c = action.card
    if deal.phase != "play":
        return Reason("gift-card", {"card": c.code if c else ""}, "matto")
    if c is FOOL:
        return Reason("fool-escape", {"card": c.code}, "matto")
    trick = list(deal.trick)  # type: ignore[attr-defined]
    seats = deal.trick_seats()  # type: ignore[attr-defined]
    n = deal.n_players
    last = len(trick) == n - 1
    played = [x for x in trick if x is not FOOL]

    def wins(card: Card) -> bool:
        after = trick + [card]
        return (seats + [seat])[RULES.winner(after)] == seat

    if not played:
        t = Trick(trick, seats, RULES, CARD_POINTS, n)
        return trick_reason(view, action, t, "play")
    if wins(c):
        if deal.tricks_won[seat] == 0:  # type: ignore[attr-defined]
            return Reason("first-trick", {"card": c.code}, "losers")
        if last:
            return Reason("takes-trick", {"card": c.code, "points": sum(CARD_POINTS[x.index] for x in trick + [c])},
                          "play")
        return Reason("takes-lead", {"card": c.code}, "play")
    if last:
        pile = {x.index for x in deal.piles[seat]}  # type: ignore[attr-defined]

        def points_of(have: set[int]) -> int:
            # The scorer reads a pile as a mask of Card.index bits (earlier: as a set).
            if hasattr(scoring, "mask_of"):
                return scoring.points_of(sum(1 << i for i in have))
            return scoring.points_of(have)  # type: ignore[arg-type]

        base = points_of(pile)
        for a in legal:
            other = a.card
            if other is None or other is FOOL or not wins(other):
                continue
            taken = pile | {x.index for x in trick} | {other.index}
            card_gain = sum(CARD_POINTS[x.index] for x in trick) + CARD_POINTS[other.index]
            if points_of(taken) - base > card_gain:
                return Reason("avoids-combination", {"card": c.code}, "combinations")
    if CARD_POINTS[c.index]:
        return Reason("throws-points", {"card": c.code}, "play")
    return Reason("avoids-trick", {"card": c.code}, "play")


def public_explain(view: MatchView, seat: int, action: Action) -> Reason | None:
    """What ``seat``'s card did, read from the public view before it (no hand known): in this
    game taking tricks costs, so a card that lets the trick go is one that avoids it."""
    from ...games.mattazza.rules import CARD_POINTS, RULES

    deal = view.deal
    c = action.card
    if deal.phase != "play" or c is None:
        return None
    if c is FOOL:
        return Reason("fool-escape", {"card": c.code}, "matto")
    trick = list(deal.trick)  # type: ignore[attr-defined]
    seats = deal.trick_seats()  # type: ignore[attr-defined]
    reason = seen_trick_reason(view, seat, action, Trick(trick, seats, RULES, CARD_POINTS, deal.n_players), "play")
    if reason.code in ("takes-trick", "takes-lead") and deal.tricks_won[seat] == 0:  # type: ignore[attr-defined]
        return Reason("first-trick", {"card": c.code}, "losers")
    if reason.code == "seen-ducks":
        return Reason("throws-points" if CARD_POINTS[c.index] else "avoids-trick", {"card": c.code}, "play")
    return reason
