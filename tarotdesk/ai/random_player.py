"""The simplest legal player: a seeded uniform choice among the legal actions."""

from __future__ import annotations

from ..core.actions import Action
from ..core.match import MatchView
from ..core.rng import SeededRNG


class RandomPlayer:
    """Chooses uniformly among the legal actions, reproducibly for a given seed."""

    name = "random"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = SeededRNG(seed)

    def choose(self, view: MatchView) -> Action:
        """A uniformly random legal action of the viewing seat."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action now")
        return self.rng.choice(legal)
