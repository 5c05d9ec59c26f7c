"""Reasons of the Cirulla' hints: what an action does in the position the seat sees.

The shared reasons of trick play and the words of the hints are in :mod:`tarotdesk.ai.reasons`.
"""

from __future__ import annotations

from typing import Sequence

from ...core.actions import Action
from ...core.match import MatchView
from ..reasons import Reason

def explain(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    from ...games.cirulla.rules import PLAYS_PER_DEAL, SETTEBELLO

    deal = view.deal
    if action.kind == "declare":
        return Reason("declares", {}, "declarations")
    c = action.card
    assert c is not None
    if action.kind == "play":
        return Reason("trail-safe", {"card": c.code}, "play")
    taken = action.card_args()[1]
    if len(taken) == len(deal.table) and deal.plays + 1 < PLAYS_PER_DEAL:  # type: ignore[attr-defined]
        return Reason("sweeps", {"card": c.code}, "play")
    if SETTEBELLO in taken or c is SETTEBELLO:
        return Reason("settebello", {"card": c.code}, "scoring")
    # What the capture brings toward the end-of-deal points: most cards, most diamonds, the
    # primiera (whose best card of a suit is its seven).
    won = [c, *taken]
    params = {"card": c.code, "count": len(won), "diamonds": sum(1 for x in won if x.suit == "D"),
              "sevens": sum(1 for x in won if x.rank == 7)}
    if params["sevens"]:
        return Reason("captures-sevens", params, "scoring")
    if params["diamonds"]:
        return Reason("captures-diamonds", params, "scoring")
    return Reason("captures", params, "play")


def public_explain(view: MatchView, seat: int, action: Action) -> Reason | None:
    """What ``seat``'s ``action`` did: read from the table alone, as every reason of this
    fishing game is (the face-up table, the captures), so the public view is enough."""
    return explain(view, action, (action,))
