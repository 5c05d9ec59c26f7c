"""A change of the match at a table, as the table keeps it and tells its owner."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action
from ..core.events import Event

#: How a step came about.
PERSON, COMPUTER, AUTOMATIC, FALLBACK, SCRIPTED, DEALT = (
    "person", "computer", "automatic", "fallback", "scripted", "dealt")


@dataclass(frozen=True)
class TableStep:
    """One change of the match: who acted (None for a new deal), the action, its events, how.

    ``move`` is the index of the action in the match's list (None for a new deal); ``note`` the
    computer player's failure when a random legal move had to be played for it.
    """

    seat: int | None
    action: Action | None
    events: list[Event]
    how: str
    move: int | None = None
    note: str = ""
