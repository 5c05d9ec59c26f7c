"""Valuing a few actions on worlds sampled from one seat's view.

The estimates of single decisions (Tarokk's announcements and surrender, the Lombard partner
call and high bids) share one method: draw worlds consistent with the seat's view, weight them
by the auction's inference, apply each action by the rules engine to a copy of every world,
finish the copies with the same random numbers, and compare the results as paired differences
with a weighted standard error. This module holds that method once; each estimate keeps only
what it compares and how it finishes a world.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable, Generic, Hashable, Sequence, TypeVar

from ...core.actions import Action
from ...core.match import MatchView
from ...core.rng import SeededRNG, derive_seed
from ...core.state import DealState
from ...core.unknowns import Inconsistent

D = TypeVar("D", bound=DealState)
V = TypeVar("V")

#: The weight of a sampled world for the viewer (the auction's inference); None weighs all alike.
WeightFunction = Callable[[MatchView, Any], float]


def draw_worlds(deal: D, seat: int, base: int, worlds: int) -> list[D]:
    """Up to ``worlds`` complete deals consistent with ``seat``'s view of ``deal``.

    World ``i`` comes from the seed ``derive_seed(base, i)``; a draw that meets an inconsistent
    set of constraints is skipped, and at most twice ``worlds`` draws are tried.
    """
    sampled: list[D] = []
    for i in range(worlds * 2):
        if len(sampled) >= worlds:
            break
        try:
            sampled.append(deal.sample_world(seat, SeededRNG(derive_seed(base, i))))  # type: ignore[arg-type]
        except Inconsistent:
            continue
    return sampled


def world_weights(view: MatchView, sampled: Sequence[Any], weight: WeightFunction | None) -> list[float]:
    """Each world's weight (never zero, so that a mean always exists)."""
    if weight is None:
        return [1.0] * len(sampled)
    return [max(1e-6, weight(view, w)) for w in sampled]


def weighted_mean(values: Sequence[float], weights: Sequence[float]) -> tuple[float, float]:
    """Weighted mean of ``values`` and its standard error (0 for fewer than two values).

    ``weights`` may be longer than ``values`` (a value list that stopped early): the first
    weights go with the values.
    """
    wts = weights[:len(values)]
    total = sum(wts)
    mean = sum(w * v for w, v in zip(wts, values)) / total
    n = len(values)
    if n < 2:
        return mean, 0.0
    var = sum(w * w * (v - mean) ** 2 for w, v in zip(wts, values)) / (total * total)
    return mean, math.sqrt(var * n / (n - 1))


def paired_playouts(view: MatchView, sampled: Sequence[D], actions: Sequence[Action], rng: random.Random,
                    playouts: int) -> list[list[float]]:
    """For each action, its mean result for the viewer in every world (game points).

    In each world every action is applied by the rules engine to a copy and finished by the
    engine simulation ``playouts`` times, every action with the same random numbers, so that the
    differences between actions are not buried in the luck of the playouts. The family's scale
    of the changed deal turns the simulation's reward units into game points.
    """
    from ..families import engine_sim, support_for

    scale = support_for(view.game).scale
    seat = view.seat
    per_action: list[list[float]] = [[] for _ in actions]
    for world in sampled:
        seeds = [rng.getrandbits(64) for _ in range(playouts)]
        for i, action in enumerate(actions):
            moved = world.clone()
            moved.apply(action, seat)
            factor = scale(moved)
            total = 0.0
            for s in seeds:
                total += engine_sim(view.game, moved.clone()).rollout(random.Random(s))[seat] * factor
            per_action[i].append(total / playouts)
    return per_action


class Remembered(Generic[V]):
    """A small memory of estimates (the hints ask again for the position the player just valued).

    When it is full it starts again empty: the positions asked about again are the latest ones.
    """

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: dict[Hashable, V] = {}

    def get(self, key: Hashable) -> V | None:
        """The estimate kept under ``key``, or None."""
        return self._items.get(key)

    def keep(self, key: Hashable, value: V) -> V:
        """Keep ``value`` under ``key`` and return it."""
        if len(self._items) >= self.size:
            self._items.clear()
        self._items[key] = value
        return value

    def clear(self) -> None:
        """Forget everything (tests that compare a cold and a warm estimate)."""
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


__all__ = ["Remembered", "WeightFunction", "draw_worlds", "paired_playouts", "weighted_mean", "world_weights"]
