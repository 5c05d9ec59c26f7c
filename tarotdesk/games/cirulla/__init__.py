"""Cirulla (Ciapachinze), the Genoese fishing game of the Scopa family, for 2, 3 or 4 players.

Modules: ``rules`` (tables and anchors), ``options`` (rule options as data), ``captures`` (the
capture options of a card), ``declarations`` (low hand, three of a kind, the wild Matta),
``opening`` (the dealer's opening table), ``deal`` (the DealState), ``scoring`` (deal score,
game end and count-out), ``game`` (the match rules), ``messages`` (English and Japanese words).
"""

from __future__ import annotations

from .game import GAMES, CirullaGame
from .messages import MESSAGES
from .rules import ANCHORS

__all__ = ["ANCHORS", "GAMES", "MESSAGES", "CirullaGame"]
