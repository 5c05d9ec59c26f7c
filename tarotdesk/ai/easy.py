"""The easy level: the family's rule-based player with light noise in card play."""

from __future__ import annotations

import random
from typing import Callable

from ..core.actions import Action
from ..core.match import MatchView
from .levels import EASY_NOISE
from .search.player import decision_seed
from .search.sim import without_meta

#: Action kinds that play a card from the hand (the only decisions the noise touches).
CARD_PLAYS = frozenset({"play", "capture", "inplace"})


def noisy_choice(choose: Callable[[MatchView], Action], seed: int | str,
                 noise: float = EASY_NOISE) -> Callable[[MatchView], Action]:
    """``choose``, except that in a share ``noise`` of card plays a random legal card is played.

    Bids and declarations stay the rule-based player's. The noise is drawn from the seed and
    the view only, so the result is as deterministic as ``choose``.
    """

    def choice(view: MatchView) -> Action:
        legal = without_meta(view.legal_actions())
        if len(legal) > 1 and all(a.kind in CARD_PLAYS for a in legal):
            rng = random.Random(decision_seed(seed, view, legal) ^ 0x5EED)
            if rng.random() < noise:
                return legal[int(rng.random() * len(legal))]
        return choose(view)

    return choice


def make_easy(player: object, seed: int | str, noise: float = EASY_NOISE) -> object:
    """The rule-based ``player`` itself, its ``choose`` made lightly noisy (see :func:`noisy_choice`).

    The object keeps its class and attributes, so code that inspects the rule-based player
    (its name, its settings) sees it unchanged.
    """
    player.choose = noisy_choice(player.choose, seed, noise)  # type: ignore[attr-defined]
    return player
