"""Search support of Hungarian Tarokk: kernel, reward scale, bid model, inference."""

from __future__ import annotations

import math
from typing import Sequence

from ...core.actions import Action
from ...core.cards import UNKNOWN
from ...core.match import MatchView
from ...games.tarokk.deal import TarokkDeal
from ...games.tarokk.rules import CONTRACT_LEVEL, DF, DS, PAGAT, SOLO
from ..families import FamilySupport
from ..heuristic.tarokk import BID_STRENGTH, strength
from ..kernels import tarokk as kernel
from ..models.logistic import chance, sigmoid

try:
    from ..models.tarokk_data import MODELS
except ImportError:  # the model has not been fitted in this checkout
    MODELS = {}

#: How sharply a bid or a pass tells about the hand (in units of hand strength).
BID_SPREAD = 1.5
#: Weight of a world that puts the Pagat outside the side that announced Pagat ultimo.
PAGAT_ELSEWHERE = 0.05


def contract_value(hand: Sequence, level: int) -> float | None:
    """Expected game points of a declarer with ``hand`` playing contract ``level`` (bid model)."""
    levels = MODELS.get("levels", {})
    if not levels:
        return None
    # Levels without data borrow the nearest lower model, made harder by the talon cards lost.
    lower = [k for k in levels if k <= level]
    base = max(lower) if lower else min(levels)
    model = levels[base]
    shift = float(level - base) if lower else 0.0
    s = strength([c for c in hand if c is not UNKNOWN])
    p = chance(model["win"], s - shift)
    return p * model["won"] + (1.0 - p) * model["lost"]


def priors(view: MatchView, legal: Sequence[Action]) -> dict[Action, float] | None:
    """The bid model's value of each bid in the auction (pass = 0), in reward units."""
    deal = view.deal
    if deal.phase not in ("bidding", "contract"):
        return None
    hand = deal.hands[view.seat]  # type: ignore[attr-defined]
    out: dict[Action, float] = {}
    for a in legal:
        if a.kind in ("bid", "contract") and a.word in CONTRACT_LEVEL:
            value = contract_value(hand, CONTRACT_LEVEL[a.word])
            if value is None:
                return None
            out[a] = value / kernel.SCALE
        else:
            out[a] = 0.0
    return out


def weight(view: MatchView, world: TarokkDeal) -> float:
    """How well a sampled world explains the bids and the announcements."""
    deal = view.deal
    log_w = 0.0
    if deal.trick_no <= 2:  # type: ignore[attr-defined]
        bids: dict[int, int] = {}
        passed: set[int] = set()
        for s, level in deal.auction.history:  # type: ignore[attr-defined]
            if level is None:
                passed.add(s)
            else:
                bids[s] = max(bids.get(s, -1), level)
        for s in set(bids) | passed:
            if s == view.seat:
                continue
            st = strength(world.hands[s])
            top = bids.get(s)
            if top is not None:
                log_w += math.log(sigmoid((st - BID_STRENGTH[min(top, 3)]) / BID_SPREAD) + 0.1)
            elif s in passed:
                log_w += math.log(sigmoid((BID_STRENGTH[0] - st) / BID_SPREAD) + 0.1)
    # Pagat ultimo was announced by a side: the Pagat is with that side.
    for side in (DS, DF):
        if "pagat" in deal.bonus_levels[side] and not any(PAGAT in cards for _, cards, _ in deal.tricks):  # type: ignore[attr-defined]
            holder = next((s for s in range(world.n_players) if PAGAT in world.hands[s]), None)
            if holder is not None and world.side_of(holder) != side:
                log_w += math.log(PAGAT_ELSEWHERE)
    return math.exp(log_w)


def guard(deal: TarokkDeal, choice: Action, other: Action) -> bool:
    """Whether the strong level keeps the model's bid against a Solo the model does not bid.

    The playouts misjudge a Solo: the search rated the Solos it bid against the model at +3 to
    +23 game points where the model said -27 to +0.5, and the strong level won 2 of those 9
    Solos at the table (duplicate deals 0-799 against the standard level, ``docs/ai.md``). Their
    evidence is no evidence here, so the guard does not yield to it. Other bids stay with the
    blend."""
    if deal.phase not in ("bidding", "contract"):
        return False
    return CONTRACT_LEVEL.get(other.word or "") == SOLO and CONTRACT_LEVEL.get(choice.word or "") != SOLO


#: Phases whose choice stays the rule-based player's (see :data:`FamilySupport.rules_phases`).
#: In the announcement round the search's playouts are full-information: there both sides know
#: who holds the called tarokk and play as partners from the first trick, which makes beating
#: a contract look easier than it is, and the search said contra where the rules pass. Decided
#: by the rules, the strong level did no worse than its former self on the same duplicate deals
#: (``docs/ai.md``); the search still runs for the hints, which show its values.
RULES_PHASES = frozenset({"announcements"})

SUPPORT = FamilySupport(
    family="tarokk",
    kernel=kernel.from_deal,  # type: ignore[arg-type]
    scale=lambda deal: kernel.SCALE,
    model_phases=frozenset({"bidding", "contract", "annulment", "surrender", "announcements"}),
    weight=weight,  # type: ignore[arg-type]
    priors=priors,
    guard=guard,  # type: ignore[arg-type]
    guard_yields=False,
    rules_phases=RULES_PHASES,
)
