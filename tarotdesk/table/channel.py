"""A seat's channel: everything one seat (or a spectator) gets from a table, and nothing more.

A :class:`SeatChannel` delivers its seat's snapshot of the table (:class:`TableState`: the
layout of its own view, its legal actions and prompt, the scores), each change as the seat saw
it (:class:`SeatStep`: the events visible to it, the action only when the seat could see it),
refusals with their rule, and answers to the seat's questions:

* hints, for the seat to act, from its own view;
* "why" a move was made: a move of the seat's own, or of a deal already over, is read by the
  strong player from the view its seat had then, alternatives included; another seat's move in
  the deal in progress is read from what everyone saw (:func:`tarotdesk.ai.why.explain_public`),
  since the alternatives it weighed are cards still hidden in its hand;
* a replay (:class:`~tarotdesk.table.replay.SeatReplay`): finished deals whole, the deal in
  progress as the seat saw it; its reviews: the seat's own decisions, or anybody's in a deal
  that is over.

A channel reads the match only through the table's own modules; it hands out no match, deal,
record or view of another seat, so no screen built on it can show a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ..core.actions import Action
from ..core.events import Event, IllegalAction, Refusal
from ..core.records import PlayerInfo
from ..core.state import PUBLIC
from .state import TableState, state_of
from .seen import seen_action
from .steps import PERSON, TableStep

if TYPE_CHECKING:
    from ..ai.service import AIService
    from ..core.game import Game
    from ..guides import CoachStep
    from ..guides.coach import CoachView
    from .replay import SeatReplay
    from .table import Table


@dataclass(frozen=True)
class SeatStep:
    """One change of the table as a seat saw it.

    ``action`` is None when the seat could not see it (another seat's discard); ``move`` is its
    index among the match's moves (for "why"); ``events`` are those the seat may see; ``how``
    says who chose it (a person, the computer, the rule options, a fallback); ``note`` is the
    computer player's failure when a random legal move was played for it.
    """

    seat: int | None
    action: Action | None
    move: int | None
    events: list[Event]
    how: str
    note: str
    state: TableState


class SeatChannel:
    """One seat's access to a table (see the module documentation)."""

    def __init__(self, table: Table, seat: int) -> None:
        self._table = table
        self.seat = seat
        self.listeners: list[Callable[[SeatStep], None]] = []
        #: A pacer waits after every change until it says it is ready (see Table.go_on).
        self.waiting = False

    # -- what every seat knows -------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game played at the table."""
        return self._table.game

    @property
    def players(self) -> list[PlayerInfo]:
        """The table's seats: names, person or computer, levels."""
        return list(self._table.players)

    @property
    def n_players(self) -> int:
        """The number of seats."""
        return self._table.n_players

    @property
    def at_table(self) -> bool:
        """True for a seat at the table (False for a spectator's channel)."""
        return self.seat != PUBLIC

    def is_person(self, seat: int) -> bool:
        """True if ``seat`` is played by a person."""
        return self._table.is_person(seat)

    def level(self, seat: int) -> str:
        """The AI level of a computer seat."""
        return self._table.level(seat)

    @property
    def thinking(self) -> int | None:
        """The computer seat the AI is deciding for now (None: nobody)."""
        return self._table.thinking

    @property
    def hints_used(self) -> bool:
        """True once a person at the table asked for a hint (the statistics count such games apart)."""
        return self._table.hints_used

    def state(self) -> TableState:
        """The seat's snapshot of the table now."""
        return state_of(self._table.match, self.seat)

    # -- acting ----------------------------------------------------------------------------------------
    def check(self, action: Action) -> Refusal | None:
        """None if the seat may make ``action`` now, else why not (with its rule)."""
        if not self.at_table:
            return Refusal("not-your-turn", "play")
        return self._table.match.check(action, self.seat)

    def act(self, action: Action) -> list[Event]:
        """Make ``action`` for the seat; IllegalAction (nothing changed) if it is refused.

        The change reaches every channel's listeners, this one's included, before this returns.
        """
        if not self.at_table or not self._table.is_person(self.seat):
            raise IllegalAction(Refusal("not-your-turn", "play"))
        events = self._table.apply(self.seat, action, PERSON)
        return [e for e in events if e.visible_to(self.seat)]

    def next_deal(self) -> None:
        """Deal the next deal (the person read the summary); IllegalAction if there is none."""
        self._table.next_deal()

    def pace(self) -> None:
        """Make this channel a pacer: the table waits for :meth:`ready` after every change."""
        if self not in self._table.pacers:
            self._table.pacers.append(self)

    def ready(self) -> None:
        """The seat has shown the last change: the table may make its next move that is not a person's."""
        self.waiting = False
        self._table.go_on()

    # -- hearing ---------------------------------------------------------------------------------------
    def listen(self, listener: Callable[[SeatStep], None]) -> None:
        """Hear every change from now on."""
        self.listeners.append(listener)

    def forget(self, listener: Callable[[SeatStep], None]) -> None:
        """Stop hearing the changes."""
        if listener in self.listeners:
            self.listeners.remove(listener)

    def heard(self, step: TableStep) -> None:
        """The table made ``step``: tell the listeners what this seat may know of it."""
        if not self.listeners:
            return
        seen = SeatStep(step.seat, self._seen_action(step.seat, step.action, step.events), step.move,
                        [e for e in step.events if e.visible_to(self.seat)], step.how, step.note, self.state())
        for listener in list(self.listeners):
            listener(seen)

    def _seen_action(self, seat: int | None, action: Action | None, events: list[Event]) -> Action | None:
        return seen_action(self.seat, seat, action, events)

    def moves(self) -> list[tuple[int, int, Action]]:
        """The moves of the deal in progress this seat saw: ``(move, seat, action)``, oldest first."""
        from .history import deal_steps

        return [(move, seat, a) for move, seat, a, events in deal_steps(self._table)
                if self._seen_action(seat, a, events) is not None]

    def history(self) -> list[Event]:
        """Every event of the match so far that this seat saw (the log of a game taken up again)."""
        from .history import events_seen

        return events_seen(self._table, self.seat)

    # -- questions -------------------------------------------------------------------------------------
    def ask_hints(self, k: int, on_answer: Callable[[tuple[int, int], list[Any]], None],
                  on_fail: Callable[[str], None]) -> bool:
        """Ask for the best actions of this seat, which is to act; False if it is not.

        ``on_answer(position, hints)``: the position the hints were asked at, and the hints."""
        from .questions import ask_hints

        return ask_hints(self._table, self.seat, k, on_answer, on_fail)

    def ask_move(self, level: str, on_answer: Callable[[str], None], on_fail: Callable[[str], None]) -> bool:
        """Ask a computer player of ``level`` for this seat's move (its action's text), from the
        seat's own view; False if the seat is not a person to act now."""
        from .questions import ask_move

        return ask_move(self._table, self.seat, level, on_answer, on_fail)

    def ask_why(self, move: int, on_answer: Callable[[Any], None], on_fail: Callable[[str], None]) -> bool:
        """Ask why ``move`` was made (see the module documentation); False if the seat may not ask."""
        from .questions import ask_why

        return ask_why(self._table, self.seat, move, on_answer, on_fail)

    def cancel(self, request: int | None) -> None:
        """Forget a question asked (its answer, if one comes, goes nowhere)."""
        if self._table.ai is not None:
            self._table.ai.cancel(request)

    def replay(self, reviewer: AIService | None = None) -> SeatReplay:
        """The match so far as this seat may replay it (``reviewer``: the service its reviews ask)."""
        from .replay import SeatReplay

        return SeatReplay(self._table.record(), self.seat, self._table.game, reviewer)

    # -- a guided game's coach -------------------------------------------------------------------------
    def coach_view(self) -> CoachView | None:
        """What the coach of a guided game shows now (None: no coach at this table)."""
        coach = self._table.coach
        return coach.view(self._table.match) if coach is not None else None

    def coach_last_step(self) -> CoachStep | None:
        """The coach's last step read or shown up to now."""
        coach = self._table.coach
        return coach.last_step(self._table.match) if coach is not None else None

    def coach_title(self, lang: str) -> str | None:
        """The title of the guided game (None: no guide, or a deal the coach has no script for)."""
        coach = self._table.coach
        return coach.guide.title(lang) if coach is not None and coach.guide is not None else None

    def coach_text(self, step: CoachStep, lang: str) -> str:
        """What the coach says at ``step``, in ``lang``."""
        coach = self._table.coach
        return coach.guide.text(step, lang) if coach is not None and coach.guide is not None else ""

    def coach_next(self) -> bool:
        """The person pressed the coach's "Next"; False if there was nothing more to read."""
        coach = self._table.coach
        if coach is None or not coach.next(self._table.match):
            return False
        self._table.go_on()
        return True
