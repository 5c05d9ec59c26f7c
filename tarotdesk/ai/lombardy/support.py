"""Search support of the six Lombard games: kernel, reward scale, bid model, inference."""

from __future__ import annotations

import math
from typing import Sequence

from ...core.actions import Action
from ...core.cards import UNKNOWN
from ...core.match import MatchView
from ...games.lombardy.deal import LombardDeal
from ...games.lombardy.rules import CONTRACTS, EXCHANGES
from ..families import FamilySupport
from .player import BID_THRESHOLDS, choose_call, exchange_bonus, hand_strength
from . import kernel
from ..logistic import chance, sigmoid
from . import alone as lombardy_alone, bid as lombardy_bid

try:
    from .model_data import MODELS
except ImportError:  # the models have not been fitted in this checkout
    MODELS = {}

#: How sharply a bid or a pass tells about the hand (in units of the hand estimate).
BID_SPREAD = 2.5


def _scale(deal: LombardDeal) -> float:
    return kernel.SCALE[deal.rules.key]


def contract_value(deal: LombardDeal, seat: int, contract: int, exchanges: int | None = None) -> float | None:
    """Expected game points for ``seat`` as declarer of ``contract`` (the fitted bid model)."""
    model = MODELS.get(deal.rules.key)
    if model is None:
        return None
    hand = [c for c in deal.hands[seat] if c is not UNKNOWN]
    v = deal.rules
    k = EXCHANGES[contract] if exchanges is None else exchanges
    est = hand_strength(v, hand) + exchange_bonus(v, hand, k)
    p = chance(model["win"][contract], est)
    return p * model["won"][contract] + (1.0 - p) * model["lost"][contract]


def priors(view: MatchView, legal: Sequence[Action]) -> dict[Action, float] | None:
    """The bid model's value of each bid (and of surrendering), in reward units; at the partner
    call, playing alone against the rule-based call as estimated on sampled deals."""
    deal = view.deal
    assert isinstance(deal, LombardDeal)
    scale = _scale(deal)
    seat = view.seat
    if deal.phase == "auction":
        out: dict[Action, float] = {}
        for a in legal:
            if a.kind == "pass":
                out[a] = 0.0
                continue
            value = contract_value(deal, seat, CONTRACTS.index(a.word or ""))
            if value is None:
                return None
            out[a] = value / scale
        return out
    if deal.phase == "partner-call":
        return _call_values(view, legal, scale)
    if deal.phase == "surrender" and deal.contract is not None:
        value = contract_value(deal, seat, deal.contract, exchanges=0)
        if value is None:
            return None
        cost = -deal.rules.base[deal.contract] * (deal.n_players - 1)
        return {a: (cost if a.word == "yes" else value) / scale for a in legal}
    return None


#: A call the estimate does not value ranks this far (game points) below the rule-based call.
UNVALUED_CALL = -1.0


def _call_values(view: MatchView, legal: Sequence[Action], scale: float) -> dict[Action, float] | None:
    """At a partner call: the rule-based call 0, playing alone its estimated gain over that call
    less its required standard errors (:mod:`tarotdesk.ai.lombardy.alone`), the other
    calls a little below; None where playing alone is not offered."""
    deal = view.deal
    call = choose_call(deal, view.seat, legal)  # type: ignore[arg-type]
    found = lombardy_alone.estimate(view, legal, call, weight)
    if found is None:
        return None
    out = {a: UNVALUED_CALL / scale for a in legal}
    out[call] = 0.0
    out[next(a for a in legal if a.kind == "alone")] = found.margin / scale
    return out


def weight(view: MatchView, world: LombardDeal) -> float:
    """How well a sampled world explains the auction: bidders strong enough, passers not."""
    deal = view.deal
    auction = getattr(deal, "auction", None)
    if auction is None or not deal.rules.auction:
        return 1.0
    thresholds = BID_THRESHOLDS[deal.rules.key]
    v = deal.rules
    bids: dict[int, int] = {}
    passed: set[int] = set()
    for s, level in auction.history:
        if level is None:
            passed.add(s)
        else:
            bids[s] = max(bids.get(s, -1), level)
    log_w = 0.0
    for s in set(bids) | passed:
        hand = world.hands[s]
        if s == view.seat or len(hand) < v.hand // 2:
            continue  # late in the play the hand no longer says much about the bids
        top = bids.get(s)
        if top is not None:
            est = hand_strength(v, hand) + exchange_bonus(v, hand, EXCHANGES[top])
            log_w += math.log(sigmoid((est - thresholds[top]) / BID_SPREAD) + 0.05)
        if s in passed:
            nxt = 0 if top is None else top + 1
            if nxt < len(thresholds):
                est = hand_strength(v, hand) + exchange_bonus(v, hand, EXCHANGES[nxt])
                log_w += math.log(sigmoid((thresholds[nxt] - est) / BID_SPREAD) + 0.05)
    return math.exp(log_w)


def refine(view: MatchView, legal: Sequence[Action], priors: dict[Action, float]) -> dict[Action, float]:
    """At the auction of a level that follows the bid model: Una or Niente, where the model puts
    them near its best bid, valued on sampled deals (:mod:`tarotdesk.ai.lombardy.bid`)."""
    deal = view.deal
    if not isinstance(deal, LombardDeal) or deal.phase != "auction":
        return priors
    return lombardy_bid.refine(view, legal, priors, _scale(deal), weight)


#: Tables from this size on guard the bid model's choice (see :func:`guard`).
GUARD_FROM_PLAYERS = 5


def _level(action: Action) -> int:
    return -1 if action.kind == "pass" else CONTRACTS.index(action.word or "")


def guard(deal: LombardDeal, choice: Action, other: Action) -> bool:
    """Whether the search needs clear evidence to pass, or to bid lower, where the model bids.

    At tables of five and seven the auction's playouts run over many hidden hands and spread
    widely; there the strong level's blend of search and model turned down bids the model
    rightly made far more often than it found a pass the model missed (duplicate deals against
    the standard level, which follows the model: 4.4 and 5.5 game points lost on such seats, see
    ``docs/ai.md``). Bidding higher than the model stays with the blend, where it gained."""
    if deal.n_players < GUARD_FROM_PLAYERS or deal.phase != "auction":
        return False
    return _level(other) < _level(choice)


#: Tables from this size on search the engine phases with :data:`ENGINE_BUDGET` times the
#: level's iterations (see :func:`engine_budget`).
ENGINE_BUDGET_FROM_PLAYERS = 7
ENGINE_BUDGET = 3.0


def engine_budget(deal: LombardDeal) -> float:
    """More playouts for the auction and the other engine phases at the table of seven.

    There a playout deals out six hidden hands, so its result spreads widely, and the level's
    iterations, shared among 16 worlds and every bid, leave the search's means noisy. Three
    times as many gained at seven and changed nothing at five (duplicate deals against the
    standard level, ``docs/ai.md``); these decisions are few in a deal, so the time per
    decision stays well inside the strong level's target."""
    return ENGINE_BUDGET if deal.n_players >= ENGINE_BUDGET_FROM_PLAYERS else 1.0


SUPPORT = FamilySupport(
    family="lombardy",
    kernel=kernel.from_deal,  # type: ignore[arg-type]
    scale=_scale,  # type: ignore[arg-type]
    model_phases=frozenset({"auction", "surrender", "partner-call", "monte", "monte-answer"}),
    weight=weight,  # type: ignore[arg-type]
    priors=priors,
    guard=guard,  # type: ignore[arg-type]
    engine_budget=engine_budget,  # type: ignore[arg-type]
    estimated_phases=frozenset({"partner-call"}),
    refine=refine,
)
