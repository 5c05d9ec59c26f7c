"""The game ids and where their rules live.

Every family package exposes ``GAMES``: a dict from game id to its :class:`Game`. Packages are
imported on first use, so starting the program does not load every rule set.
"""

from __future__ import annotations

import importlib
from functools import cache

from ..core.game import Game

#: Public game ids (records, CLI, file names) in menu order, with their family package.
GAME_PACKAGES: dict[str, str] = {
    "tarocco-lombardo": "lombardy",
    "reseghino": "lombardy",
    "taroccombre": "lombardy",
    "ombra-arrabbiata": "lombardy",
    "taroccombre-5": "lombardy",
    "taroccombre-7": "lombardy",
    "tarokk": "tarokk",
    "mattazza": "mattazza",
    "porrazo": "porrazo",
    "cirulla": "cirulla",
}


class UnknownGame(KeyError):
    """No game has this id."""

    def __str__(self) -> str:
        known = ", ".join(available_ids())
        return f"unknown game {self.args[0]!r} (known games: {known})"


@cache
def _family(package: str) -> dict[str, Game] | None:
    name = f"{__package__}.{package}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None  # this family is not part of this build
        raise
    return dict(module.GAMES)


def available_ids() -> list[str]:
    """Ids of the games this installation has, in menu order."""
    return [gid for gid, pkg in GAME_PACKAGES.items() if (fam := _family(pkg)) and gid in fam]


def get_game(game_id: str) -> Game:
    """The game with this id; :class:`UnknownGame` if there is none."""
    package = GAME_PACKAGES.get(game_id)
    family = _family(package) if package else None
    if family is None or game_id not in family:
        raise UnknownGame(game_id)
    return family[game_id]


def all_games() -> list[Game]:
    """Every available game, in menu order."""
    return [get_game(gid) for gid in available_ids()]
