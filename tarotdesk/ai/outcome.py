"""What a finished deal is worth to each seat, in game points: the search's goal and the benchmark's
measure.

For most games that is the deal's ``deal_score``. Two games settle part of the result at the
end of the match, and the deal's share of it is counted here:

* Lombardy Tarot: a deal scores only the cappotto point; the game's margin (one game point per
  36 deal points of difference, rule "scoring") comes from the deal points the teams collect.
  A deal is worth its cappotto point plus its deal-point difference divided by 36.
* Mattazza: units change hands only when the game ends; what a deal decides is who loses it.
  A lost deal counts −1 (plus the units, on the deal that ends the game).
"""

from __future__ import annotations

from typing import Callable

from ..core.state import DealResult, DealState

#: Deal points of Lombardy Tarot that make one game point of margin.
LOMBARDY_MARGIN_STEP = 36.0


def _lombardy(deal: DealState, result: DealResult) -> list[float]:
    rules = getattr(deal, "rules", None)
    if rules is None or not rules.fixed_teams:
        return [float(v) for v in result.deal_score]
    points = result.summary.get("deal_points", [0, 0])
    out = []
    for s, v in enumerate(result.deal_score):
        mine, theirs = (points[0], points[1]) if s % 2 == 0 else (points[1], points[0])
        out.append(v + (mine - theirs) / LOMBARDY_MARGIN_STEP)
    return out


def _mattazza(deal: DealState, result: DealResult) -> list[float]:
    losers = result.summary.get("losers", [])
    return [float(v) - (1.0 if s in losers else 0.0) for s, v in enumerate(result.deal_score)]


_BY_FAMILY: dict[str, Callable[[DealState, DealResult], list[float]]] = {
    "lombardy": _lombardy,
    "mattazza": _mattazza,
}


def deal_values(family: str, deal: DealState) -> list[float]:
    """Game points each seat gains from the finished ``deal`` (see the module docstring)."""
    result = deal.result()
    rule = _BY_FAMILY.get(family)
    if rule is None:
        return [float(v) for v in result.deal_score]
    return rule(deal, result)
