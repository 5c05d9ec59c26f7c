"""Whether the declarer of Tarocc'Ombre for five or seven should play alone, from his own view.

Playing alone doubles the stake at five (the declarer wins or loses four units instead of two,
at seven six instead of three) and gives up the called partner's cards. For one decision,
worlds are sampled from the declarer's view (weighted by the inference of
:mod:`tarotdesk.ai.support.lombardy`); in each, the rules engine applies ``alone`` to one copy
and the rule-based player's call to another, and both are finished by the rule-based player and
the kernel from the same random numbers, a few playouts each. The gain of playing alone is the
weighted mean of the paired differences, with its standard error; the declarer plays alone where
it stays above zero by ``Z`` standard errors. No rule is repeated here: the engine applies both
actions and settles both deals.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable, Sequence

from ...core.actions import Action
from ...core.cards import UNKNOWN
from ...core.match import MatchView
from ...core.rng import SeededRNG, derive_seed
from ...core.unknowns import Inconsistent
from ...games.lombardy.deal import LombardDeal

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


_memory: dict[tuple, AloneEstimate] = {}


def estimate(view: MatchView, legal: Sequence[Action], call: Action, weight: WeightFunction | None = None,
             worlds: int = WORLDS) -> AloneEstimate | None:
    """Playing alone against ``call`` at a partner call where ``alone`` is legal, else None."""
    from ..families import engine_sim

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
    sampled: list[LombardDeal] = []
    for i in range(worlds * 2):
        if len(sampled) >= worlds:
            break
        try:
            sampled.append(deal.sample_world(view.seat, SeededRNG(derive_seed(base, i))))  # type: ignore[arg-type]
        except Inconsistent:
            continue
    if not sampled:
        return None
    weights = [max(1e-6, weight(view, w)) for w in sampled] if weight is not None else [1.0] * len(sampled)
    rng = random.Random(base)
    seat = view.seat
    diffs, alone_values, call_values = [], [], []
    for world in sampled:
        seeds = [rng.getrandbits(64) for _ in range(PLAYOUTS)]
        totals = []
        for action in (alone, call):
            moved = world.clone()
            moved.apply(action, seat)
            scale = 1.0
            total = 0.0
            for s in seeds:
                sim = engine_sim(view.game, moved.clone())
                values = sim.rollout(random.Random(s))
                scale = _scale_of(view, moved)
                total += values[seat] * scale
            totals.append(total / PLAYOUTS)
        alone_values.append(totals[0])
        call_values.append(totals[1])
        diffs.append(totals[0] - totals[1])
    gain, se = _weighted(diffs, weights)
    out = AloneEstimate(call, gain, se, len(sampled), _weighted(alone_values, weights)[0],
                        _weighted(call_values, weights)[0])
    if len(_memory) >= _MEMORY:
        _memory.clear()
    _memory[remembered] = out
    return out


def _scale_of(view: MatchView, deal: LombardDeal) -> float:
    from ..families import support_for

    return support_for(view.game).scale(deal)


def _weighted(values: list[float], weights: list[float]) -> tuple[float, float]:
    """Weighted mean and its standard error."""
    total = sum(weights)
    mean = sum(w * v for w, v in zip(weights, values)) / total
    n = len(values)
    if n < 2:
        return mean, 0.0
    var = sum(w * w * (v - mean) ** 2 for w, v in zip(weights, values)) / (total * total)
    return mean, math.sqrt(var * n / (n - 1))


__all__ = ["AloneEstimate", "WORLDS", "Z", "estimate"]
