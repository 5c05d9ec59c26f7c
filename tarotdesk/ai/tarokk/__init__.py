"""The AI of Hungarian Tarokk.

``player``: the rule-based player; ``kernel``: the bit-mask playout kernel of the play phase with
the bonuses; ``support``: what the search needs (kernel, scale, inference, the bid model);
``bonus``: announcements and contras valued on sampled deals; ``model_data``: the fitted
hand-evaluation models; ``reasons``: the words of a hint.

The package is registered in :data:`tarotdesk.ai.families.FAMILIES` and gives the rest of the AI
the three names below.
"""

from .player import make_player
from .reasons import explain, public_explain
from .support import SUPPORT

__all__ = ["SUPPORT", "explain", "make_player", "public_explain"]
