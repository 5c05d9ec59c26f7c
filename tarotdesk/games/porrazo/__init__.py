"""Porrazo, the Mexican fishing game (2-6 or 8 players, teams optional).

``GAMES`` maps the game id to its :class:`~tarotdesk.core.game.Game`; ``MESSAGES`` holds the
words for every code the engine emits; ``ANCHORS`` lists the sections of the rule text that
refusals, events and score lines point to.
"""

from __future__ import annotations

from ...core.game import Game
from .game import PorrazoGame
from .messages import MESSAGES

ANCHORS: tuple[str, ...] = (
    "overview", "cards", "deal", "tendido", "rondas", "play", "porrazo", "scoring", "game-end", "teams",
    "options", "glossary",
)

GAME = PorrazoGame()
GAMES: dict[str, Game] = {GAME.id: GAME}

__all__ = ["ANCHORS", "GAME", "GAMES", "MESSAGES", "PorrazoGame"]
