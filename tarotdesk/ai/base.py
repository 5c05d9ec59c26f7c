"""What an AI player is: something that picks an action from a seat's view of the match."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..core.actions import Action
from ..core.match import MatchView


@runtime_checkable
class Player(Protocol):
    """A decision maker for one seat. It only ever receives that seat's view."""

    name: str

    def choose(self, view: MatchView) -> Action:
        """Pick one of ``view.legal_actions()``."""
        ...
