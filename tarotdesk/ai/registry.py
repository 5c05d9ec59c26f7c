"""Players by level and game.

``random`` is the same for every game. A game's rule-based player (its module under
``tarotdesk.ai.heuristic``) exposes ``make_player(game, seed)``; until one exists for a game,
the levels fall back to the random player.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Callable

from ..core.game import Game
from .base import Player
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
def _heuristic_factory(family: str) -> Callable[[Game, int | str], Player] | None:
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


def make_player(level: str, game: Game, seed: int | str = 0) -> Player:
    """A player of ``level`` for ``game``; ``ValueError`` for an unknown level."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")
    if level == "random":
        return RandomPlayer(seed)
    factory = _heuristic_factory(game.family)
    if factory is None:
        return RandomPlayer(seed)
    return factory(game, seed)
