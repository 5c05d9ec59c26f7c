"""Mattazza: the Bolognese tarocchino game where nobody wants to take points (3–6 players)."""

from __future__ import annotations

from ...core.game import Game
from .game import MattazzaGame
from .messages import MESSAGES

#: The sections of the rule text that refusals, events and score lines point to.
ANCHORS: tuple[str, ...] = (
    "overview", "cards", "deal", "play", "matto", "scoring", "combinations", "losers", "game-end",
    "options", "glossary",
)

GAMES: dict[str, Game] = {"mattazza": MattazzaGame()}

__all__ = ["ANCHORS", "GAMES", "MESSAGES", "MattazzaGame"]
