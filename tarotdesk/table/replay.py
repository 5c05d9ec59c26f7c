"""Replays: every position of a match to step through, as the one who replays it may see them.

:class:`RecordReplay` replays a record (a file, a saved game): every position, with every hand
or one seat's view, its reviews, the record cut anywhere. :class:`SeatReplay` is what a seat's
channel gives of the match being played at its table: the finished deals as a record would
show them, the deal in progress only as that seat saw it (its own view, the events it saw, the
actions it could see); the record itself, whose seed deals every card, is given to nobody
before the match is over, and another seat's decisions in the deal in progress are not
reviewed.

Both give the window :class:`~tarotdesk.table.state.TableState` snapshots, the stops of the
timeline and the navigation between them, so the replay viewer draws either without reading a
match.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from ..ai.review import DecisionReview, Kept, Review, default_seat, kept_review, store_review
from ..ai.review.stored import review_not_stored
from ..core.actions import Action
from ..core.events import Event
from ..core.game import Game
from ..core.records import PlayerInfo, Record
from ..storage.files import checked
from ..storage.timeline import Stop, Timeline
from .again import DealAgain, deal_again_of
from .seen import seen_action
from .state import TableState, state_of

if TYPE_CHECKING:
    from ..ai.service import AIService


class ReplayRefused(ValueError):
    """A replay was asked for something its viewer may not have (a record of a match in progress)."""


class RecordReplay:
    """Every position of a record (see the module documentation); RecordError if it does not replay."""

    def __init__(self, record: Record, games: Callable[[str], Game], reviewer: AIService | None = None) -> None:
        self._record = record
        self._games = games
        self._timeline = checked(lambda: Timeline(record, games))
        self.game = self._timeline.game
        self.n_players = self._timeline.n_players
        #: The service the reviews are asked of (a worker of the viewer's own: a review is long).
        self.reviewer = reviewer

    # -- what it is -------------------------------------------------------------------------------------
    @property
    def players(self) -> list[PlayerInfo]:
        """The record's seats."""
        return list(self._record.players)

    @property
    def game_id(self) -> str:
        """The game's id."""
        return self._record.game

    @property
    def moves(self) -> int:
        """The number of actions in the record."""
        return len(self._record.actions)

    @property
    def deals(self) -> int:
        """The number of deals the record reaches."""
        return self._timeline.final.deal_index + 1

    @property
    def person(self) -> int:
        """The seat a review is for when none is chosen: the person's."""
        return default_seat(self._record)

    # -- positions --------------------------------------------------------------------------------------
    @property
    def last(self) -> int:
        """The index of the last stop."""
        return self._timeline.last

    def stop(self, k: int) -> Stop:
        """Stop ``k`` of the timeline, as the replay's viewer may know it."""
        return self._timeline.stops[max(0, min(k, self.last))]

    def stops(self) -> list[Stop]:
        """Every stop, as the replay's viewer may know them."""
        return [self.stop(k) for k in range(self.last + 1)]

    def limited(self, k: int) -> bool:
        """True when stop ``k`` may be shown only through one seat's view."""
        return False

    def viewers(self, k: int) -> list[int | None]:
        """Whose view stop ``k`` may be shown from (None: every hand)."""
        return [None, *range(self.n_players)]

    def state(self, k: int, viewer: int | None) -> TableState:
        """The table at stop ``k`` as ``viewer`` saw it (None: every hand), if the replay allows it."""
        if viewer not in self.viewers(k):
            raise ReplayRefused(f"stop {k} cannot be shown from {viewer}")
        return state_of(self._timeline.state(k), viewer)

    def events_until(self, k: int, viewer: int | None = None) -> list[tuple[int, Event]]:
        """The events up to stop ``k`` that ``viewer`` may see (None: all), with their stop."""
        return [(j, e) for j in range(1, min(k, self.last) + 1) for e in self.stop(j).events
                if e.visible_to(viewer)]

    def stop_of_action(self, actions: int) -> int:
        """The stop reached by the first ``actions`` actions."""
        return self._timeline.stop_of_action(actions)

    def next_action(self, k: int) -> int:
        """The stop after ``k``."""
        return self._timeline.next_action(k)

    def previous_action(self, k: int) -> int:
        """The stop before ``k``."""
        return self._timeline.previous_action(k)

    def next_trick(self, k: int) -> int:
        """The next stop where a trick, a capture, a round or a phase ends (or the end)."""
        return self._timeline.next_trick(k)

    def previous_trick(self, k: int) -> int:
        """The last such stop before ``k`` (or the start)."""
        return self._timeline.previous_trick(k)

    def next_deal(self, k: int) -> int:
        """The next stop where a deal ends or begins (or the end)."""
        return self._timeline.next_deal(k)

    def previous_deal(self, k: int) -> int:
        """The last stop before ``k`` where a deal ended or began (or the start)."""
        return self._timeline.previous_deal(k)

    # -- records of a position ----------------------------------------------------------------------------
    @property
    def can_copy(self) -> bool:
        """True if the record (cut anywhere) may be handed out."""
        return True

    def record_upto(self, k: int) -> Record:
        """The record cut at stop ``k`` (to share a position or report a move)."""
        if not self.can_copy:
            raise ReplayRefused("the record of a match in progress holds every card of its deals")
        return self._timeline.record_upto(k)

    def may_branch(self, k: int) -> bool:
        """True if a new game may be played on from stop ``k``."""
        return True

    def branch(self, k: int, players: list[PlayerInfo], flags: dict[str, Any] | None = None) -> Record:
        """A new match that starts as the record does and stops at stop ``k`` (same cards, new date)."""
        if not self.may_branch(k):
            raise ReplayRefused(f"no new game can start at stop {k}")
        return self._timeline.branch(k, players, flags)

    def deal_again(self, k: int) -> DealAgain | None:
        """The deal shown at stop ``k``, to deal it again (None where its cards are still hidden)."""
        if self.limited(k):
            return None
        return deal_again_of(self._timeline.state(k), self.players, self._record.seed)

    # -- reviews ----------------------------------------------------------------------------------------
    @property
    def reviews(self) -> list[dict[str, Any]]:
        """The reviews the record keeps, as stored."""
        return list(self._record.reviews)

    def may_review(self, seat: int, deal: int | None) -> bool:
        """True if ``seat``'s decisions in ``deal`` (None: every deal) may be reviewed here."""
        return 0 <= seat < self.n_players

    def kept_review(self, seat: int, deal: int | None) -> Kept:
        """The review the record keeps for ``seat`` and ``deal``, checked against the record (or
        why one was refused)."""
        if not self.may_review(seat, deal):
            return Kept(None)
        return kept_review(self._record, seat, deal, self._timeline.final)

    def stored_review(self, seat: int, deal: int | None) -> Review | None:
        """The review the record keeps for ``seat`` and ``deal``, if it still fits it."""
        return self.kept_review(seat, deal).review

    def ask_review(self, seat: int, deal: int | None, on_step: Callable[[int, int, DecisionReview], None],
                   on_answer: Callable[[Review], None], on_fail: Callable[[str], None]) -> int | None:
        """Review ``seat``'s decisions (in ``deal``); the request's id (None: not asked)."""
        if self.reviewer is None or not self.may_review(seat, deal):
            return None
        return self.reviewer.review(self._record.to_text(), seat, deal, on_step, on_answer, on_fail)

    def cancel(self, request: int | None) -> None:
        """Forget a review asked for."""
        if self.reviewer is not None:
            self.reviewer.cancel(request)

    def keep_review(self, review: Review) -> None:
        """Keep ``review`` in the record (replacing an older one of the same seat and deal)."""
        store_review(self._record, review)

    def store_in_file(self, path: Path, review: Review) -> str | None:
        """Write ``review`` into the record file ``path`` (the rest of the file as it is); None, or
        why it could not be kept there."""
        if not self.can_copy:
            return "the record of a match in progress is not written"
        return review_not_stored(path, review, self._games)

    def record_text(self) -> str:
        """The record's text, reviews included (what "Save with review" writes)."""
        if not self.can_copy:
            raise ReplayRefused("the record of a match in progress holds every card of its deals")
        return self._record.to_text()

    @property
    def record(self) -> Record:
        """The record itself (only where it may be handed out)."""
        if not self.can_copy:
            raise ReplayRefused("the record of a match in progress holds every card of its deals")
        return self._record


class SeatReplay(RecordReplay):
    """A seat's replay of the match at its table (see the module documentation)."""

    def __init__(self, record: Record, seat: int, game: Game, reviewer: AIService | None = None) -> None:
        super().__init__(record, lambda _game_id: game, reviewer)
        self.seat = seat
        final = self._timeline.final
        #: The deal being played (None: the match is over, or between deals): shown as ``seat`` saw it.
        self._open = None if final.over or final.deal_over else final.deal_index
        self._over = final.over

    def limited(self, k: int) -> bool:
        return self._open is not None and self._timeline.stops[max(0, min(k, self.last))].deal == self._open

    def viewers(self, k: int) -> list[int | None]:
        return [self.seat] if self.limited(k) else super().viewers(k)

    def stop(self, k: int) -> Stop:
        stop = super().stop(k)
        if not self.limited(k):
            return stop
        events = tuple(e for e in stop.events if e.visible_to(self.seat))
        return replace(stop, action=stop.action if self._sees(stop) else None, events=events)

    def _sees(self, stop: Stop) -> bool:
        # The seat's own action, a word (a bid), or one whose every card an event it saw shows.
        if stop.action is None:
            return True
        return seen_action(self.seat, stop.seat, Action.parse(stop.action), list(stop.events)) is not None

    def events_until(self, k: int, viewer: int | None = None) -> list[tuple[int, Event]]:
        return [(j, e) for j, e in super().events_until(k, None)
                if e.visible_to(self.seat if self.limited(j) else viewer)]

    @property
    def can_copy(self) -> bool:
        return self._over

    def may_branch(self, k: int) -> bool:
        return self._over

    def may_review(self, seat: int, deal: int | None) -> bool:
        if not 0 <= seat < self.n_players:
            return False
        if seat == self.seat:
            return True
        return self._over or (deal is not None and deal != self._open)

    @property
    def reviews(self) -> list[dict[str, Any]]:
        kept = []
        for raw in self._record.reviews:
            seat, deal = raw.get("seat"), raw.get("deal")
            if isinstance(seat, int) and (deal is None or isinstance(deal, int)) and self.may_review(seat, deal):
                kept.append(raw)
        return kept
