"""Players by level and game.

``random`` is the same for every game. ``easy`` is the family's rule-based player (the
``make_player(game, seed)`` of its AI package, found through :mod:`tarotdesk.ai.families`) with
light noise; ``standard`` and ``strong`` are search players (:mod:`tarotdesk.ai.search.player`)
configured by :mod:`tarotdesk.ai.levels`. A family without a rule-based player falls back to random
play for ``easy`` and to random playouts inside the search.
"""

from __future__ import annotations

from ..core.game import Game
from ..core.records import AI_LEVELS
from .base import Player
from .easy import make_easy
from .families import heuristic_factory
from .levels import CONFIGS
from .random_player import RandomPlayer
from .search.player import SearchPlayer, with_limit

#: The levels, as records name them (the record format's list).
LEVELS = AI_LEVELS


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
        factory = heuristic_factory(game)
        if factory is None:
            return RandomPlayer(seed)
        return make_easy(factory(game, seed), seed)  # type: ignore[return-value]
    config = CONFIGS[level]
    if time_limit != "default":
        config = with_limit(config, time_limit)  # type: ignore[arg-type]
    return SearchPlayer(game, seed, config)
