"""Hungarian Tarokk (Paskievics): 42 cards, four active players, a called partner.

Modules: ``rules`` (tables as data), ``options`` (rule options), ``base`` (the deal's data),
``bidding``, ``exchange`` (talon, discards, annulment, surrender, call), ``announcements``,
``play``, ``scoring``, ``views`` (what a seat knows; sampling), ``layout``, ``deal`` (the
state contract), ``game`` (match rules and the Skiz circuit), ``messages``.
"""

from __future__ import annotations

from ...core.game import Game
from .game import GAME, TarokkGame
from .messages import MESSAGES

#: Rule-text anchors (sections of the tarokk rules).
ANCHORS: tuple[str, ...] = (
    "overview", "cards", "deal", "bidding", "invitations", "talon", "discard", "annulment", "surrender",
    "partner-call", "announcements", "contra", "play", "scoring", "bonuses", "game-end", "five-players",
    "options", "glossary",
)

GAMES: dict[str, Game] = {GAME.id: GAME}

__all__ = ["GAMES", "MESSAGES", "ANCHORS", "TarokkGame"]
