"""Whether a bidder of the Lombard Ombre games should bid Una or Niente over the bid model's choice.

The standard level bids by the fitted bid model (:mod:`tarotdesk.ai.lombardy.model_data`), which
values a contract from one hand estimate and may undervalue the high bids: Una (one exchange)
and Niente (no exchange; at five and seven always alone). Where the model puts Una or Niente
within :data:`MARGIN` game points of its best bid, the bid is valued on sampled worlds from the
bidder's view (weighted by the auction's inference of :mod:`tarotdesk.ai.lombardy.support`): in
each, the rules engine applies the high bid to one copy and the model's choice to another, and
both are finished by the rule-based player and the kernel from the same random numbers, a few
playouts each. The gain is the weighted mean of the paired differences, with its standard error;
the high bid is taken where that gain stays above zero by ``Z`` standard errors. No rule is
repeated here: the engine applies the bids and settles the deals.
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
from ...games.lombardy.rules import CONTRACTS
from ..search.sampled_worlds import Remembered, draw_worlds, paired_playouts, weighted_mean, world_weights

#: Worlds sampled per decision and playouts per world and bid.
WORLDS = 48
PLAYOUTS = 2
#: Standard errors by which the high bid must gain over the model's choice.
Z = 1.64
#: The high bids valued on sampled deals.
HIGH_BIDS = ("una", "niente")
#: Game points within which the model's value of a high bid must come to its best bid for the
#: bid to be valued on sampled deals, by rules key and bid. Set from the model's values at the
#: auction over dealt hands (300 deals at three, 200 at five, 150 at seven, every seat's turns):
#: at three Una comes within 4 game points in about a tenth of the offers and Niente within 10
#: in about one in a hundred; at five and seven the model gives Niente almost no chance with
#: any hand (a lost Niente alone costs 42 and 68 game points on average), and its gap to the
#: best bid is under 42.0 and 67.7 in about the nearest three hundredths. At five and seven Una
#: is the model's bid often enough and is left to it.
MARGIN: dict[tuple[str, str], float] = {
    ("ombre3", "una"): 4.0,
    ("ombre3", "niente"): 10.0,
    ("ombre5", "niente"): 42.0,
    ("ombre7", "niente"): 67.7,
}
#: Decisions remembered (the hints and the census ask again for the same position).
_MEMORY = 64

WeightFunction = Callable[[MatchView, LombardDeal], float]
#: (deal, seat, contract index) -> the model's expected game points as declarer, or None.
ModelValue = Callable[[LombardDeal, int, int], "float | None"]


@dataclass(frozen=True)
class BidEstimate:
    """A high bid against the model's choice (game points for the bidder)."""

    bid: Action
    choice: Action  # the model's choice it is compared with
    gain: float  # expected game points of the high bid over the model's choice
    se: float
    worlds: int
    bid_value: float
    choice_value: float

    @property
    def margin(self) -> float:
        """The gain less ``Z`` standard errors (positive: bid it)."""
        return self.gain - Z * self.se


_memory: Remembered[tuple[BidEstimate, ...]] = Remembered(_MEMORY)


def candidates(deal: LombardDeal, legal: Sequence[Action], values: dict[Action, float]) -> list[Action]:
    """The high bids worth valuing: legal, above the model's choice and within :data:`MARGIN` of
    its value (``values`` in game points, the model's)."""
    if not values:
        return []
    choice = max(legal, key=lambda a: values.get(a, -1e9))
    best = values.get(choice, -1e9)
    out = []
    for a in legal:
        if a.kind != "bid" or a.word not in HIGH_BIDS or a == choice:
            continue
        if _level(choice) >= _level(a):
            continue  # only bidding higher than the model is in question
        margin = MARGIN.get((deal.rules.key, a.word or ""))
        if margin is not None and a in values and values[a] >= best - margin:
            out.append(a)
    return out


def _level(action: Action) -> int:
    """The bid's rank in the game's contract order (a pass below every bid)."""
    if action.kind != "bid" or action.word not in CONTRACTS:
        return -1
    return CONTRACTS.index(action.word)


def estimate(view: MatchView, legal: Sequence[Action], values: dict[Action, float],
             weight: WeightFunction | None = None, worlds: int = WORLDS) -> tuple[BidEstimate, ...]:
    """Each high bid within reach of the model's choice, valued against it on sampled worlds
    (``values``: the model's game points of every legal bid and the pass); empty where none is."""
    deal = view.deal
    if not isinstance(deal, LombardDeal) or deal.phase != "auction":
        return ()
    bids = candidates(deal, legal, values)
    if not bids:
        return ()
    choice = max(legal, key=lambda a: values.get(a, -1e9))
    hand = tuple(c.code for c in deal.hands[view.seat] if c is not UNKNOWN)
    auction = getattr(deal, "auction", None)
    history = tuple(auction.history) if auction is not None else ()
    key = (view.game.id, view.n_players, view.deal_index, view.seat, hand, history, choice.text,
           tuple(b.text for b in bids), worlds, weight is not None)
    found = _memory.get(key)
    if found is not None:
        return found
    base = derive_seed("lombardy-bid", *key[:5], str(history))
    sampled = draw_worlds(deal, view.seat, base, worlds)
    if not sampled:
        return ()
    weights = world_weights(view, sampled, weight)
    per_action = paired_playouts(view, sampled, [choice, *bids], random.Random(base), PLAYOUTS)
    choice_values = per_action[0]
    out = []
    for bid, bid_values in zip(bids, per_action[1:]):
        gain, se = weighted_mean([b - c for b, c in zip(bid_values, choice_values)], weights)
        out.append(BidEstimate(bid, choice, gain, se, len(sampled), weighted_mean(bid_values, weights)[0],
                               weighted_mean(choice_values, weights)[0]))
    return _memory.keep(key, tuple(out))


def refine(view: MatchView, legal: Sequence[Action], priors: dict[Action, float], scale: float,
           weight: WeightFunction | None = None) -> dict[Action, float]:
    """The model's bid values (reward units) with the best high bid that clearly gains over the
    model's choice raised to that choice's value plus its estimated gain."""
    values = {a: v * scale for a, v in priors.items()}
    found = estimate(view, legal, values, weight)
    gaining = [e for e in found if e.margin > 0.0]
    if not gaining:
        return priors
    best = max(gaining, key=lambda e: e.margin)
    out = dict(priors)
    out[best.bid] = priors[best.choice] + max(best.gain, 1e-6) / scale
    return out


__all__ = ["BidEstimate", "HIGH_BIDS", "MARGIN", "WORLDS", "Z", "candidates", "estimate", "refine"]
