"""What happened at a table so far, move by move: the table layer's own reading of its match.

A table made for a game taken up again (resumed, undone, branched) holds the match, not the
events of the moves made before it; these functions replay the table's record once when asked
(a log to rebuild, the moves a "why" may point at), which takes milliseconds for a match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.events import Event
from ..core.records import replay

if TYPE_CHECKING:
    from .table import Table


def _replayed(table: Table) -> tuple[list[list[Event]], list[Event]]:
    """Each move's events, and every event in order. The moves made before the table was set up
    are replayed from its record once (a new deal's events go with the move after them, as a
    replay deals it); the table's own steps give the rest."""
    early = table.early_history
    if early is None:
        per_move: list[list[Event]] = []
        every: list[Event] = []

        def keep(_i: int, events: list[Event]) -> None:
            per_move.append(events)
            every.extend(events)

        made = len(table.match.actions) - sum(1 for s in table.steps if s.move is not None)
        replay(table.record(), upto=made, games=lambda _gid: table.game, on_events=keep)
        early = table.early_history = (per_move, every)
    per_move, every = list(early[0]), list(early[1])
    for step in table.steps:
        if step.move is not None:
            per_move.append(list(step.events))
        every.extend(step.events)
    return per_move, every


def deal_steps(table: Table) -> list[tuple[int, int, Action, list[Event]]]:
    """The moves of the deal in progress, ``(move, seat, action, events)``, oldest first."""
    match = table.match
    start = match.deal_starts[-1]
    mine = {step.move: step.events for step in table.steps if step.move is not None and step.move >= start}
    missing = [i for i in range(start, len(match.actions)) if i not in mine]
    per_move = _replayed(table)[0] if missing else []
    return [(i, seat, action, mine[i] if i in mine else per_move[i])
            for i, (seat, action) in enumerate(match.actions) if i >= start]


def events_seen(table: Table, seat: int) -> list[Event]:
    """Every event of the match so far that ``seat`` may see, in order."""
    _, every = _replayed(table)
    return [e for e in every if e.visible_to(seat)]


def deal_of_move(table: Table, move: int) -> int:
    """The index of the deal ``move`` was made in."""
    starts = table.match.deal_starts
    return max(i for i, start in enumerate(starts) if start <= move)
