"""Search support of Hungarian Tarokk: kernel, reward scale, bid model, inference, unsearched phases."""

from __future__ import annotations

import math
from typing import Sequence

from ...core.actions import Action
from ...core.cards import UNKNOWN
from ...core.match import MatchView
from ...games.tarokk.deal import TarokkDeal
from ...games.tarokk.rules import CONTRACT_LEVEL, DF, DS, PAGAT
from ..families import FamilySupport
from .player import BID_STRENGTH, strength
from . import kernel
from ..logistic import chance, sigmoid
from . import bonus as tarokk_bonus

try:
    from .model_data import MODELS
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
    """The bid model's value of each bid in the auction (pass = 0), in reward units; in the
    announcements and the surrender window, each action's gain over passing estimated from
    sampled worlds played out (its lower bound, :mod:`tarotdesk.ai.tarokk.bonus`)."""
    deal = view.deal
    if deal.phase in ESTIMATED_PHASES:
        found = tarokk_bonus.estimates(view, legal, weight)
        if found is None:
            return None
        return {a: v / kernel.SCALE for a, v in tarokk_bonus.values(found, legal).items()}
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


#: Phases decided by the estimates of :mod:`tarotdesk.ai.tarokk.bonus` at every level:
#: each announcement, contra step, hand declaration and the surrender valued on sampled worlds
#: played out by the kernel, and taken where it clearly gains.
ESTIMATED_PHASES = frozenset({"announcements", "surrender"})

#: Phases every search level decides as the standard level does: the bids by the bid model,
#: the talon's discards and the call by the rule-based player, the announcements and the
#: surrender by the estimates above. The search plays the cards only. Its playouts misjudge these phases: they are played with full knowledge
#: of the sampled deal (both sides know from the first trick who holds the called tarokk, which
#: makes beating a contract look easier than it is: the search said contra and announced
#: bonuses where the rules pass), and they rated Solos far above what they make at the table.
#: Over duplicate deals 2000-13434 against the standard level, the deals where the strong level
#: first differed in the auction came out level (-0.03 +- 0.10 game points per deal, 9,298
#: deals) and those where it first differed in the discards (-0.05 +- 0.24, 1,133), while those
#: where only the card play differed gained +0.27 +- 0.25 (1,000); ``docs/ai.md``. The hints
#: still search these phases, for the values they show.
UNSEARCHED_PHASES = frozenset({"bidding", "contract", "discard", "annulment", "surrender", "call",
                               "announcements"})

SUPPORT = FamilySupport(
    family="tarokk",
    kernel=kernel.from_deal,  # type: ignore[arg-type]
    scale=lambda deal: kernel.SCALE,
    model_phases=frozenset({"bidding", "contract", "annulment", "surrender", "announcements"}),
    weight=weight,  # type: ignore[arg-type]
    priors=priors,
    unsearched_phases=UNSEARCHED_PHASES,
    estimated_phases=ESTIMATED_PHASES,
)
