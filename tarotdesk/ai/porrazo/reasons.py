"""Reasons of the Porrazo' hints: what an action does in the position the seat sees.

The shared reasons of trick play and the words of the hints are in :mod:`tarotdesk.ai.reasons`.
"""

from __future__ import annotations

from typing import Sequence

from ...core.actions import Action
from ...core.match import MatchView
from ..reasons import Reason

def explain(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason | None:
    from ...games.porrazo.capture import (CAPTURE, COUNTER, PLACE, PORRAZO, SAN_BENITO, capture_run,
                                         first_of_rank, resolution)
    from ...games.porrazo.rules import RANK

    deal = view.deal
    kind = action.kind
    if kind == "tendido":
        return Reason("lays-tendido" if action.word == "lay" else "waits-tendido", {}, "tendido")
    if kind in ("declare", "claim"):
        return Reason("declares" if action.word != "silent" else "best-value", {}, "rondas")
    if kind == "pass":
        return None
    c = action.card
    assert c is not None
    table = list(deal.table)  # type: ignore[attr-defined]
    r = RANK[c.index]
    how = PLACE if kind == "inplace" else resolution(table, deal.chain, deal.chain_rank, r)  # type: ignore[attr-defined]
    if how == SAN_BENITO:
        return Reason("san-benito", {"card": c.code}, "porrazo")
    if how == COUNTER:
        return Reason("counter-porrazo", {"card": c.code}, "porrazo")
    if how == PORRAZO:
        return Reason("porrazo", {"card": c.code}, "porrazo")
    if how == CAPTURE:
        taken = capture_run(table, first_of_rank(table, r), r)
        if len(taken) == len(table):
            return Reason("sweeps", {"card": c.code}, "scoring")
        return Reason("captures", {"card": c.code, "count": len(taken) + 1}, "play")
    if r <= 4 and len(table) + 1 == r:
        return Reason("en-su-lugar", {"card": c.code}, "play")
    return Reason("trail-safe", {"card": c.code}, "play")


def public_explain(view: MatchView, seat: int, action: Action) -> Reason | None:
    """What ``seat``'s ``action`` did: read from the table alone, as every reason of this
    fishing game is (the face-up table, the captures), so the public view is enough."""
    return explain(view, action, (action,))
