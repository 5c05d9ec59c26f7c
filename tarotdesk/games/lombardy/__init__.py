"""The Lombard tarot games of the 18th–19th century (rules: the ``lombardy`` rule text).

Lombardy Tarot (four players in two partnerships), Reseghino (three players) and the
Tarocc'Ombre family (three, four, five and seven players, with an auction and named-card
exchanges) share one deal engine; their differences are the rows of ``rules.VARIANTS``.
"""

from __future__ import annotations

from ...core.game import Game
from .game import LombardGame
from .messages import MESSAGES
from .rules import VARIANTS

#: The sections of the rule text that reason codes, events and score lines point to.
ANCHORS: tuple[str, ...] = (
    "overview", "cards", "deal", "exposure", "monte", "discard", "auction", "exchange", "surrender",
    "partner-call", "play", "fool", "scoring", "game-end", "options", "glossary",
)

GAMES: dict[str, Game] = {game_id: LombardGame(v) for game_id, v in VARIANTS.items()}

__all__ = ["ANCHORS", "GAMES", "MESSAGES"]
