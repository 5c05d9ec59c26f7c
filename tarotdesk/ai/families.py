"""What the search needs to know about each game family, gathered in one place.

A family's :class:`FamilySupport` names its playout kernel, the size of a typical deal result
(rewards are divided by it), the policy used for playouts in phases the kernel does not cover,
and the optional parts the strong player uses: the inference that weighs sampled worlds by how
well they explain the bids and the play, and the hand-evaluation model that gives a prior value
to each bid or announcement. A game that lands later plugs in through its rule-based player
alone: :func:`support_for` then gives a generic support (engine playouts, no kernel).
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Callable, Sequence

from ..core.actions import Action
from ..core.game import Game
from ..core.match import MatchView
from ..core.state import DealState
from .search.sim import EngineSim, Sim

#: (view, sampled world) -> how well the world explains the bids and play (a likelihood weight).
Weight = Callable[[MatchView, DealState], float]
#: (view, legal actions) -> prior value of each action in reward units, or None.
Priors = Callable[[MatchView, Sequence[Action]], "dict[Action, float] | None"]
#: (deal, the model's choice, another action) -> whether leaving the model's choice for that
#: action needs clear evidence from the search rather than a better blended mean.
Guard = Callable[[DealState, Action, Action], bool]


@dataclass
class FamilySupport:
    """How the search plays one family (see the module docstring)."""

    family: str
    kernel: Callable[[DealState], Sim | None] = lambda deal: None
    scale: Callable[[DealState], float] = lambda deal: 1.0
    #: Phases decided by the hand-evaluation model (and, at the strong level, search around it).
    model_phases: frozenset[str] = frozenset()
    weight: Weight | None = None
    priors: Priors | None = None
    guard: Guard | None = None
    #: Multiplier of the level's iterations for the phases searched on the rules engine
    #: (auction, discards, exchanges), by deal (a family may search these harder at some tables).
    engine_budget: Callable[[DealState], float] = lambda deal: 1.0
    #: Phases a player decides without searching, as the standard level does: by the
    #: hand-evaluation model where the family has one for the phase, else by the rule-based
    #: player. For where the search misleads (the playouts' full knowledge of a sampled world,
    #: a biased playout policy); the hints still search these phases, for the values they show.
    unsearched_phases: frozenset[str] = frozenset()
    #: Phases whose ``priors`` are already estimates from sampled worlds played out (not a
    #: model's guess): every level, and the hints, take them as they are, unblended.
    estimated_phases: frozenset[str] = frozenset()
    #: Where a level follows the model without searching around it (the standard level): the
    #: model's priors with the options it may undervalue valued on sampled deals played out.
    refine: Callable[[MatchView, Sequence[Action], "dict[Action, float]"], "dict[Action, float]"] | None = None


def full_view(game: Game, state: DealState) -> MatchView:
    """A MatchView around a complete state (for rule-based players inside a sampled world)."""
    seat = state.current_player
    n = state.n_players
    return MatchView(game=game, n_players=n, seat=seat if seat is not None else 0, options=dict(state.options),
                     deal_index=0, dealer=state.dealer, scores=[0] * n, results=[], carry={}, deal=state,
                     over=False, teams=None)


#: The one registry of the AI: game family -> its AI package under ``tarotdesk.ai``, which exposes
#: ``make_player(game, seed)`` (the rule-based player), ``SUPPORT`` (a :class:`FamilySupport`) and
#: ``explain(view, action, legal)`` (the reason of a hint, or None). Looked up by name so that this
#: module, which the family packages import, imports none of them.
FAMILIES: dict[str, str] = {
    "lombardy": "lombardy",
    "tarokk": "tarokk",
    "mattazza": "mattazza",
    "porrazo": "porrazo",
    "cirulla": "cirulla",
}


@cache
def family_ai(family: str) -> ModuleType | None:
    """The AI package of ``family``, or None for a family that has none."""
    name = FAMILIES.get(family)
    return None if name is None else importlib.import_module(f"{__package__}.{name}")


def heuristic_factory(game: Game) -> Callable[[Game, int | str], object] | None:
    """The family's rule-based player factory, if the family has one."""
    package = family_ai(game.family)
    return None if package is None else package.make_player


@cache
def _policy_player(game: Game) -> object | None:
    factory = heuristic_factory(game)
    return factory(game, 0) if factory is not None else None


def engine_policy(game: Game) -> Callable[[DealState, Sequence[Action], random.Random], Action]:
    """Playout policy for phases without a kernel: the rule-based player, else a random move."""
    player = _policy_player(game)

    def policy(state: DealState, legal: Sequence[Action], rng: random.Random) -> Action:
        if player is not None:
            action = player.choose(full_view(game, state))  # type: ignore[attr-defined]
            if action in legal:
                return action
        return legal[int(rng.random() * len(legal))]

    return policy


@cache
def _generic_support(family: str) -> FamilySupport:
    return FamilySupport(family)


def support_for(game: Game) -> FamilySupport:
    """The family support of ``game`` (generic for a family without one)."""
    package = family_ai(game.family)
    return _generic_support(game.family) if package is None else package.SUPPORT


def engine_sim(game: Game, state: DealState) -> EngineSim:
    """``state`` as a search world played by the rules engine."""
    support = support_for(game)
    scale = support.scale(state)

    def value_of(st: DealState) -> list[float]:
        return [v / scale for v in game.deal_values(st)]

    return EngineSim(state, engine_policy(game), support.kernel, value_of)
