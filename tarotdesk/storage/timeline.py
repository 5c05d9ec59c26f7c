"""Positions in a record: the replay viewer's timeline, branches and the undo point.

A :class:`Timeline` replays a record once and keeps every *stop*: the start, the state after
each action, and, between two deals, the new deal as dealt before anyone acts (so stepping
shows both the finished deal with its score and the fresh hands). Any stop's state is rebuilt
from the nearest checkpoint (one every :data:`CHECKPOINT_EVERY` stops and at every deal),
which makes stepping both ways and scrubbing cheap.

Stepping "by trick" is derived from the events the engines emit, with no game named here: a
unit of play ends where a trick is taken (``trick_won``), where a fishing game captures
(``captured``, ``capture_*``) or deals a new round of cards (``refill``, ``dealt``), where the
deal's phase changes (bidding gives way to play) and where a deal ends.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, replace
from typing import Any

from .. import __version__
from ..core.actions import Action
from ..core.events import Event
from ..core.match import Match
from ..core.records import PlayerInfo, Record, apply_recorded, new_match, replay
from .files import Lookup

#: Event kinds (and kind prefixes) that end a unit of play: a trick, a capture, a round of cards.
UNIT_END_KINDS = frozenset({"trick_won", "captured", "refill", "dealt"})
UNIT_END_PREFIXES = ("capture_",)
CHECKPOINT_EVERY = 16


def ends_unit(events: list[Event] | tuple[Event, ...]) -> bool:
    """True if the events close a trick, a capture or a round of cards."""
    return any(e.kind in UNIT_END_KINDS or e.kind.startswith(UNIT_END_PREFIXES) for e in events)


@dataclass(frozen=True)
class Stop:
    """One position of the timeline and how it was reached."""

    actions: int  # how many of the record's actions have been made
    deal: int  # the deal on the table (from 0)
    new_deal: bool  # a deal just dealt, before its first action
    deal_over: bool  # the deal (or the match) has ended here
    unit_end: bool  # a trick, a capture, a round of cards or a phase ends here
    seat: int | None  # who acted to get here (None: the start or a new deal)
    action: str | None  # the action text
    events: tuple[Event, ...]  # what happened on the way here


class Timeline:
    """Every stop of a record (see the module documentation); RecordError if it cannot be replayed."""

    def __init__(self, record: Record, games: Lookup) -> None:
        self.record = record
        match = new_match(record, games)
        self.game = match.game
        self.n_players = match.n_players
        self.stops: list[Stop] = [Stop(0, match.deal_index, False, match.deal_over, False, None, None, ())]
        self._checkpoints: dict[int, Match] = {0: match.clone()}
        for i, (seat, text) in enumerate(record.actions):
            seen = {"phase": match.phase, "dealt": 0}

            def dealt(events: list[Event], i: int = i, seen: dict[str, Any] = seen) -> None:
                self.stops.append(Stop(i, match.deal_index, True, match.deal_over, False, None, None,
                                       tuple(events)))
                self._checkpoints[len(self.stops) - 1] = match.clone()
                seen["phase"], seen["dealt"] = match.phase, len(events)

            events = apply_recorded(match, i, seat, text, on_new_deal=dealt)
            events = events[seen["dealt"]:]  # a new deal's events belong to its own stop
            changed = not match.deal_over and match.phase != seen["phase"]
            self.stops.append(Stop(i + 1, match.deal_index, False, match.deal_over,
                                   changed or match.deal_over or ends_unit(events), seat, text, tuple(events)))
            if len(self.stops) % CHECKPOINT_EVERY == 0:
                self._checkpoints[len(self.stops) - 1] = match.clone()
        self.final = match
        self._cursor: Match | None = None
        self._cursor_at = -1

    # -- positions ------------------------------------------------------------------------------
    @property
    def last(self) -> int:
        """The index of the last stop."""
        return len(self.stops) - 1

    def state(self, k: int) -> Match:
        """The match at stop ``k``. The object is reused by the next call: clone it to keep or change it."""
        k = max(0, min(k, self.last))
        if self._cursor is None or self._cursor_at > k or k - self._cursor_at > CHECKPOINT_EVERY:
            start = max(c for c in self._checkpoints if c <= k)
            self._cursor = self._checkpoints[start].clone()
            self._cursor_at = start
        match = self._cursor
        for j in range(self._cursor_at + 1, k + 1):
            stop = self.stops[j]
            if stop.new_deal:
                match.next_deal()
            else:
                match.apply(Action.parse(stop.action or ""), stop.seat)
        self._cursor_at = k
        return match

    def next_action(self, k: int) -> int:
        """The stop after ``k``."""
        return min(k + 1, self.last)

    def previous_action(self, k: int) -> int:
        """The stop before ``k``."""
        return max(k - 1, 0)

    def _is_unit(self, j: int) -> bool:
        s = self.stops[j]
        return s.unit_end or s.new_deal or s.deal_over

    def _is_deal(self, j: int) -> bool:
        s = self.stops[j]
        return s.new_deal or s.deal_over

    def next_trick(self, k: int) -> int:
        """The next stop where a unit of play (trick, capture, round, phase) ends, or the end."""
        return next((j for j in range(k + 1, self.last + 1) if self._is_unit(j)), self.last)

    def previous_trick(self, k: int) -> int:
        """The last such stop before ``k``, or the start."""
        return next((j for j in range(k - 1, 0, -1) if self._is_unit(j)), 0)

    def next_deal(self, k: int) -> int:
        """The next stop where a deal ends or begins, or the end."""
        return next((j for j in range(k + 1, self.last + 1) if self._is_deal(j)), self.last)

    def previous_deal(self, k: int) -> int:
        """The last stop before ``k`` where a deal ended or began, or the start."""
        return next((j for j in range(k - 1, 0, -1) if self._is_deal(j)), 0)

    def events_until(self, k: int, viewer: int | None = None) -> list[tuple[int, Event]]:
        """The events up to stop ``k`` that ``viewer`` may see (None: all), with their stop."""
        return [(j, e) for j in range(1, min(k, self.last) + 1) for e in self.stops[j].events
                if e.visible_to(viewer)]

    def stop_of_action(self, actions: int) -> int:
        """The stop reached by the record's first ``actions`` actions."""
        return next((j for j, s in enumerate(self.stops) if s.actions == actions and not s.new_deal), self.last)

    # -- records of a position ---------------------------------------------------------------------
    def record_upto(self, k: int) -> Record:
        """The record cut at stop ``k`` (the same match: to share a position or report a move)."""
        stop = self.stops[max(0, min(k, self.last))]
        return replace(self.record, actions=list(self.record.actions[: stop.actions]), result=None)

    def branch(self, k: int, players: list[PlayerInfo], flags: dict[str, Any] | None = None) -> Record:
        """A new match that starts as the record does and stops at stop ``k``: the same cards,
        a new date, these ``players`` and ``flags``."""
        # To the microsecond: two branches of one record made in the same second are two matches.
        stamp = _dt.datetime.now(_dt.timezone.utc).isoformat()
        return replace(self.record_upto(k), players=list(players), app_version=__version__, created=stamp,
                       updated=stamp, flags=dict(flags or {}))


def match_at(record: Record, actions: int, games: Lookup) -> Match:
    """The match after the record's first ``actions`` actions, with the next deal dealt when the
    action after them belongs to it (so the seat to act is the one that made that action)."""
    match = replay(record, upto=actions, games=games)
    if actions < len(record.actions) and match.deal_over and not match.over:
        match.next_deal()
    return match


def undo_point(match: Match, seats: set[int] | frozenset[int]) -> int | None:
    """How many actions to keep to go back to the start of the last decision of one of ``seats``.

    A decision is the run of actions one seat makes in a row within a deal (choosing three
    discards is one decision). None if those seats have not acted yet.
    """
    acts = match.actions
    j = len(acts) - 1
    while j >= 0 and acts[j][0] not in seats:
        j -= 1
    if j < 0:
        return None
    seat = acts[j][0]
    start = max(s for s in match.deal_starts if s <= j)
    while j > start and acts[j - 1][0] == seat:
        j -= 1
    return j
