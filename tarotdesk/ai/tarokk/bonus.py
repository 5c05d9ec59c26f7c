"""What an announcement, a contra step, a hand declaration or a surrender is worth in Hungarian
Tarokk, from the deciding seat's own view.

For one decision, worlds are sampled from the seat's view (weighted by the inference of
:mod:`tarotdesk.ai.tarokk.support` where the level uses it). In each world:

* **announcements**: the seat ends its turn and the others pass until the play begins; the nine
  tricks are played out by the kernel's playout. Every candidate sub-action is then applied to
  a copy of the world *by the rules engine*, the round again ended with passes, and the same
  finished play settled as that deal would be settled (``TarokkKernel.resettle``): the
  difference is exactly what the announcement, contra or declaration changes in this world.
  Only Pagat ultimo changes the play itself (its side keeps the Pagat back), so it gets its
  own playout from the same random numbers;
* **surrender**: the engine settles the surrender exactly; playing on is finished by the
  rule-based player (call, announcements) and the kernel, a few playouts per world.

The gain of an action is the weighted mean over worlds of its difference to passing, with its
standard error; an action is taken where the gain stays above zero by ``Z`` standard errors
(a larger margin for the contra chain on the game, whose playouts favour the defenders: they
are played with full knowledge of who holds the called tarokk). The chance of the item the
action is about (the bonus made, the game kept) is counted in the same playouts, for the hints.

No rule is repeated here: the engine applies each action and the kernel's settlement is the
engine's (checked against it by ``tarotdesk/ai/playout/check.py``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from ...core.actions import PASS, Action
from ...core.cards import UNKNOWN
from ...core.match import MatchView
from ...core.rng import derive_seed
from ...games.tarokk.deal import TarokkDeal
from ...games.tarokk.rules import DS
from . import kernel
from ..search.sampled_worlds import Remembered, draw_worlds, weighted_mean, world_weights

#: Worlds sampled per decision, and playouts per world when the seat would play on instead of
#: surrendering (the rest of the deal then differs between worlds far more).
WORLDS = 48
SURRENDER_PLAYOUTS = 2
#: Standard errors by which an action's gain must stay above zero (see the module docstring).
Z = 1.0
Z_GAME = 2.0
#: Further standard errors for every step already taken on the item (its announcement, each
#: contra step): the other side's step says its hand is good, which the sampled worlds do not
#: know, and without it both sides' estimates drove the chain to its top.
Z_STEP = 1.5
#: Decisions remembered (the hints ask again for the same position).
_MEMORY = 64

#: (view, sampled world) -> inference weight.
WeightFunction = Callable[[MatchView, TarokkDeal], float]


@dataclass(frozen=True)
class Estimate:
    """What one action is worth against passing (see the module docstring)."""

    action: Action
    gain: float  # expected game points for the deciding seat, over passing
    se: float  # standard error of ``gain``
    worlds: int
    #: The chance that the item the action is about is made by its owner (a bonus, the game, a
    #: double game or volat), and that owner's side (DS 0, DF 1); None for a declaration or a
    #: surrender.
    chance: float | None = None
    owner: int | None = None
    item: str | None = None
    #: Expected game points of playing on (surrender only).
    played: float | None = None
    #: Steps already taken on the item before this action (an announced bonus counts one).
    steps: int = 0

    @property
    def margin(self) -> float:
        """The lower bound the choice uses: the gain less its required standard errors."""
        z = Z_GAME if self.item in ("game", "double", "volat") and self.action.kind != "announce" else Z
        return self.gain - (z + Z_STEP * self.steps) * self.se


_memory: Remembered[dict[Action, Estimate]] = Remembered(_MEMORY)


def _key(view: MatchView, legal: Sequence[Action], worlds: int, weighted: bool) -> tuple:
    deal = view.deal
    hand = tuple(c.code for c in deal.hands[view.seat] if c is not UNKNOWN)  # type: ignore[attr-defined]
    return (view.game.id, view.deal_index, view.seat, deal.phase, hand, tuple(deal.ann_log),  # type: ignore[attr-defined]
            tuple(a.text for a in legal), worlds, weighted)


def _public(view: MatchView) -> tuple:
    """What else the estimate depends on (the auction's inference): part of the memory's key."""
    deal = view.deal
    return (tuple(deal.auction.history), deal.declarer, deal.contract, deal.called)  # type: ignore[attr-defined]


def estimates(view: MatchView, legal: Sequence[Action], weight: WeightFunction | None = None,
              worlds: int = WORLDS) -> dict[Action, Estimate] | None:
    """Each non-pass action's :class:`Estimate` in the announcements or the surrender window,
    or None in another phase (or when passing is not allowed: the Pagat an invitation owes)."""
    deal = view.deal
    if not isinstance(deal, TarokkDeal) or deal.phase not in ("announcements", "surrender"):
        return None
    if PASS not in legal or len(legal) < 2:
        return None
    key = _key(view, legal, worlds, weight is not None)
    remembered = (key, _public(view))
    found = _memory.get(remembered)
    if found is not None:
        return found
    base = derive_seed("tarokk-bonus", *key)
    sampled = draw_worlds(deal, view.seat, base, worlds)
    if not sampled:
        return None
    weights = world_weights(view, sampled, weight)
    candidates = [a for a in legal if a.kind not in ("pass", "session")]
    rng = random.Random(base)
    if deal.phase == "announcements":
        out = _announcements(view, sampled, weights, candidates, rng)
    else:
        out = _surrender(view, sampled, weights, candidates, rng)
    _memory.keep(remembered, out)
    return out


def _finish_round(world: TarokkDeal) -> TarokkDeal:
    """End the announcement round: everybody passes, but for what the rules require first (the
    Pagat an invitation owes, after the declaration of 8 or 9 tarokks that must come before it)."""
    while world.phase == "announcements":
        owed = world.owed_announcement(world.current_player)  # type: ignore[arg-type]
        world.apply(PASS if owed is None else owed)
    return world


def _item_of(before: TarokkDeal, after: TarokkDeal, action: Action) -> tuple[int | None, str | None]:
    """The item ``action`` is about and its owner, read from what the engine changed."""
    if action.kind == "declare":
        return None, None
    if after.game_mode != before.game_mode or after.game_level != before.game_level:
        return DS, after.game_mode or "game"
    for side in (DS, 1 - DS):
        if after.bonus_levels[side] != before.bonus_levels[side]:
            changed = [b for b, level in after.bonus_levels[side].items()
                       if before.bonus_levels[side].get(b) != level]
            if changed:
                return side, changed[0]
    return None, None


def _announcements(view: MatchView, sampled: list[TarokkDeal], weights: list[float],
                   candidates: list[Action], rng: random.Random) -> dict[Action, Estimate]:
    seat = view.seat
    diffs: dict[Action, list[float]] = {a: [] for a in candidates}
    made: dict[Action, list[float]] = {a: [] for a in candidates}
    items: dict[Action, tuple[int | None, str | None]] = {}
    steps: dict[Action, int] = {}
    for world in sampled:
        played = _finish_round(world.clone())
        k0 = kernel.from_deal(played)
        assert k0 is not None
        seed = rng.getrandbits(64)
        k0.rollout(random.Random(seed))
        v_pass = k0.raw_values()[seat]
        for a in candidates:
            moved = world.clone()
            moved.apply(a, seat)
            owner, item = _item_of(world, moved, a)
            items[a] = (owner, item)
            if owner is not None and item in world.bonus_levels[owner]:
                steps[a] = world.bonus_levels[owner][item] + 1
            elif item in ("game", "double", "volat") and a.kind != "announce":
                steps[a] = world.game_level
            _finish_round(moved)
            if any(("pagat" in moved.bonus_levels[s]) != ("pagat" in played.bonus_levels[s]) for s in (0, 1)):
                k = kernel.from_deal(moved)  # the Pagat kept back: the play itself changes
                assert k is not None
                k.rollout(random.Random(seed))
            else:
                k = k0.copy()
                k.resettle(moved)
            diffs[a].append(k.raw_values()[seat] - v_pass)
            if owner is not None and item is not None:
                made[a].append(1.0 if k.achieved(owner, item) else 0.0)
    out: dict[Action, Estimate] = {}
    for a in candidates:
        gain, se = weighted_mean(diffs[a], weights)
        owner, item = items.get(a, (None, None))
        chance = weighted_mean(made[a], weights)[0] if made[a] else None
        out[a] = Estimate(a, gain, se, len(sampled), chance, owner, item, steps=steps.get(a, 0))
    return out


def _surrender(view: MatchView, sampled: list[TarokkDeal], weights: list[float],
               candidates: list[Action], rng: random.Random) -> dict[Action, Estimate]:
    from ..families import engine_sim

    seat = view.seat
    diffs: dict[Action, list[float]] = {a: [] for a in candidates}
    played_values: list[float] = []
    for world in sampled:
        on = world.clone()
        on.apply(PASS, seat)
        total = 0.0
        for _ in range(SURRENDER_PLAYOUTS):
            sim = engine_sim(view.game, on.clone())
            total += sim.rollout(rng)[seat] * kernel.SCALE
        v_pass = total / SURRENDER_PLAYOUTS
        played_values.append(v_pass)
        for a in candidates:
            given = world.clone()
            given.apply(a, seat)
            diffs[a].append(float(given.result().deal_score[seat]) - v_pass)
    played = weighted_mean(played_values, weights)[0]
    out: dict[Action, Estimate] = {}
    for a in candidates:
        gain, se = weighted_mean(diffs[a], weights)
        out[a] = Estimate(a, gain, se, len(sampled), played=played)
    return out


def choice(found: dict[Action, Estimate]) -> Action:
    """The action whose gain is clearly above passing (the largest lower bound), else ``pass``."""
    best = max(found.values(), key=lambda e: e.margin, default=None)
    return best.action if best is not None and best.margin > 0 else PASS


def values(found: dict[Action, Estimate], legal: Sequence[Action]) -> dict[Action, float]:
    """The lower bounds in game points, ``pass`` 0 (what :func:`choice` ranks by)."""
    return {a: (found[a].margin if a in found else 0.0) for a in legal}


__all__ = ["Estimate", "WORLDS", "Z", "Z_GAME", "choice", "estimates", "values"]
