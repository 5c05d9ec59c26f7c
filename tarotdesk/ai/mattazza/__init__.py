"""The AI of the Bolognese Mattazza.

``player``: the rule-based player; ``kernel``: the bit-mask playout kernel; ``support``: what the
search needs; ``reasons``: the words of a hint.

The package is registered in :data:`tarotdesk.ai.families.FAMILIES` and gives the rest of the AI
the three names below.
"""

from .player import make_player
from .reasons import explain, public_explain
from .support import SUPPORT

__all__ = ["SUPPORT", "explain", "make_player", "public_explain"]
