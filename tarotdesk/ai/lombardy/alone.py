"""Whether the declarer of Tarocc'Ombre for five or seven should play alone, from his own view.

Playing alone doubles the stake at five (the declarer wins or loses four units instead of two,
at seven six instead of three) and gives up the called partner's cards. For one decision,
worlds are sampled from the declarer's view (weighted by the inference of
:mod:`tarotdesk.ai.lombardy.support`); in each, the rules engine applies ``alone`` to one copy
and the rule-based player's call to another, and both are finished by the rule-based player and
the kernel from the same random numbers, a few playouts each. The gain of playing alone is the
weighted mean of the paired differences, with its standard error; the declarer plays alone where
it stays above zero by ``Z`` standard errors. No rule is repeated here: the engine applies both
actions and settles both deals.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from ...core.actions import Action
from ...core.cards import UNKNOWN
from ...core.match import MatchView
from ...core.rng import derive_seed
from ...games.lombardy.deal import LombardDeal
from ..search.sampled_worlds import Remembered, draw_worlds, paired_playouts, weighted_mean, world_weights

#: Worlds sampled per decision and playouts per world and action.
WORLDS = 24
PLAYOUTS = 2
#: Standard errors by which playing alone must gain.
Z = 1.64
#: Decisions remembered (the hints ask again for the same position).
_MEMORY = 32

WeightFunction = Callable[[MatchView, LombardDeal], float]


@dataclass(frozen=True)
class AloneEstimate:
    """Playing alone against the rule-based call (game points for the declarer)."""

    call: Action  # the rule-based player's call it is compared with
    gain: float  # expected game points of playing alone over that call
    se: float
    worlds: int
    alone_value: float  # expected game points when playing alone
    call_value: float  # expected game points with the call

    @property
    def margin(self) -> float:
        """The gain less ``Z`` standard errors (positive: play alone)."""
        return self.gain - Z * self.se


_memory: Remembered[AloneEstimate] = Remembered(_MEMORY)


def estimate(view: MatchView, legal: Sequence[Action], call: Action, weight: WeightFunction | None = None,
             worlds: int = WORLDS) -> AloneEstimate | None:
    """Playing alone against ``call`` at a partner call where ``alone`` is legal, else None."""
    deal = view.deal
    alone = next((a for a in legal if a.kind == "alone"), None)
    if not isinstance(deal, LombardDeal) or deal.phase != "partner-call" or alone is None or call == alone:
        return None
    hand = tuple(c.code for c in deal.hands[view.seat] if c is not UNKNOWN)
    key = (view.game.id, view.deal_index, view.seat, hand, call.text, worlds, weight is not None)
    auction = getattr(deal, "auction", None)
    remembered = (key, tuple(auction.history) if auction is not None else (), deal.declarer, deal.contract)
    found = _memory.get(remembered)
    if found is not None:
        return found
    base = derive_seed("lombardy-alone", *key)
    sampled = draw_worlds(deal, view.seat, base, worlds)
    if not sampled:
        return None
    weights = world_weights(view, sampled, weight)
    alone_values, call_values = paired_playouts(view, sampled, (alone, call), random.Random(base), PLAYOUTS)
    gain, se = weighted_mean([a - c for a, c in zip(alone_values, call_values)], weights)
    out = AloneEstimate(call, gain, se, len(sampled), weighted_mean(alone_values, weights)[0],
                        weighted_mean(call_values, weights)[0])
    return _memory.keep(remembered, out)


__all__ = ["AloneEstimate", "WORLDS", "Z", "estimate"]
