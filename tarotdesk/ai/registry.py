"""Players by level and game.

``random`` is the same for every game. ``easy`` is the family's rule-based player (its module
under ``tarotdesk.ai.heuristic`` exposes ``make_player(game, seed)``) with light noise;
``standard`` and ``strong`` are search players (:mod:`tarotdesk.ai.search.player`) configured by
:mod:`tarotdesk.ai.levels`. A family without a rule-based player falls back to random play for
``easy`` and to random playouts inside the search.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Callable

from ..core.game import Game
from .base import Player
from .easy import make_easy
from .levels import CONFIGS
from .random_player import RandomPlayer

LEVELS = ("random", "easy", "standard", "strong")

#: Family package -> module with its rule-based player.
HEURISTIC_MODULES = {
    "lombardy": "lombardy",
    "tarokk": "tarokk",
    "mattazza": "mattazza",
    "porrazo": "porrazo",
    "cirulla": "cirulla",
}


@cache
def heuristic_factory(family: str) -> Callable[[Game, int | str], Player] | None:
    """The rule-based player factory of a family, or None if the family has none."""
    module_name = HEURISTIC_MODULES.get(family)
    if module_name is None:
        return None
    full = f"{__package__}.heuristic.{module_name}"
    try:
        module = importlib.import_module(full)
    except ModuleNotFoundError as exc:
        if exc.name in (full, f"{__package__}.heuristic"):
            return None
        raise
    return module.make_player


def make_player(level: str, game: Game, seed: int | str = 0, time_limit: float | None | str = "default") -> Player:
    """A player of ``level`` for ``game``; ``ValueError`` for an unknown level.

    ``time_limit`` replaces the level's wall-clock safety net (seconds, or None for none: the
    strength benchmark uses None so that results do not depend on the machine's load).
    """
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        factory = heuristic_factory(game.family)
        if factory is None:
            return RandomPlayer(seed)
        return make_easy(factory(game, seed), seed)  # type: ignore[return-value]
    from .search.player import SearchPlayer, with_limit

    config = CONFIGS[level]
    if time_limit != "default":
        config = with_limit(config, time_limit)  # type: ignore[arg-type]
    return SearchPlayer(game, seed, config)
