"""The table: the one holder of a match, which applies its seats' actions one at a time.

A :class:`Table` owns the :class:`~tarotdesk.core.match.Match`, the players, the facts of its
record (created, flags) and the requests its computer seats make to the AI. Every change goes
through :meth:`Table.apply` (or :meth:`Table.next_deal`): the action is checked and applied, the
step is kept, and then everybody is told: the owner's listeners (keeping the game: the
autosave, the statistics) hear the whole :class:`TableStep`; each seat's
:class:`~tarotdesk.table.channel.SeatChannel` hears only what that seat may know of it.

The computer seats play when the table may go on: after every change, once each *pacer* (a
channel that shows the table to a person, and wants to show one move at a time) has said it
is ready (:meth:`SeatChannel.ready`). A table without pacers (a server's, a test's) asks at
once. An automatic action that a rule option makes for a person (``Game.automatic_action``)
waits for the pacers the same way, and so does a guided game's coach while it still has
something to say before a computer move.

Owner operations that need the whole match (the record to save, the undo point, this deal
again, a branch) are methods of the table, for its owner; a seat channel has none of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ..core.actions import Action
from ..core.events import Event, IllegalAction, Refusal
from ..core.game import Game
from ..core.match import Match
from ..core.records import PlayerInfo, Record, now_iso, record_from_match
from ..core.rng import SeededRNG, derive_seed
from ..storage.timeline import undo_point
from .setup import GameSetup
from .steps import AUTOMATIC, COMPUTER, DEALT, FALLBACK, SCRIPTED, TableStep

if TYPE_CHECKING:
    from ..ai.service import AIService
    from .again import DealAgain
    from ..guides.coach import Coach
    from .channel import SeatChannel

Listener = Callable[["Table", TableStep], None]


@dataclass
class _Asking:
    """The computer move asked for: its seat, where the match stood, the AI's request id."""

    seat: int
    position: tuple[int, int]
    request: int | None = None


class Table:
    """A match at a table, with its seats (see the module documentation)."""

    def __init__(self, game: Game, setup: GameSetup, *, match: Match | None = None, created: str | None = None,
                 flags: dict[str, Any] | None = None, ai: AIService | None = None,
                 coach: Coach | None = None) -> None:
        """A new match of ``setup``, or ``match`` (replayed from a record made on ``created``) played on."""
        self.game = game
        self.setup = setup
        self.players: list[PlayerInfo] = list(setup.players)
        self._match = match if match is not None else Match(game, setup.n_players, setup.options, seed=setup.seed)
        self.created = created or now_iso()
        #: Facts for the record's ``flags`` (``undo``, ``branch`` ...: the statistics mark such games).
        self.flags: dict[str, Any] = dict(flags or {})
        #: True once a person asked for a hint in this match (the statistics count such games apart).
        self.hints_used = bool(self.flags.get("hints"))
        self.ai = ai
        self.coach = coach
        self.steps: list[TableStep] = []
        self.listeners: list[Listener] = []
        self._channels: dict[int, SeatChannel] = {}
        self.pacers: list[SeatChannel] = []
        self._asking: _Asking | None = None
        self._closed = False
        #: The match as the deal in progress was dealt: questions about its moves replay from here.
        self.deal_start: Match | None = None
        #: The events of the moves made before this table was set up (replayed once, when asked).
        self.early_history: tuple[list[list[Event]], list[Event]] | None = None
        #: Person seats a computer player keeps for now (seat -> level): a person who left a table
        #: played over a network. The record still names the person; the seat plays as a computer's.
        self.stand_ins: dict[int, str] = {}

    # -- seats ----------------------------------------------------------------------------------
    @property
    def n_players(self) -> int:
        """The number of seats."""
        return self._match.n_players

    def is_person(self, seat: int) -> bool:
        """True if ``seat`` is played by a person (here or elsewhere) who is at the table now
        (False while a computer player stands in for them)."""
        return self.players[seat].kind == "human" and seat not in self.stand_ins

    def level(self, seat: int) -> str:
        """The AI level of a computer seat (or of the computer player standing in for a person)."""
        return self.stand_ins.get(seat) or self.players[seat].level or "standard"

    def stand_in(self, seat: int, level: str) -> None:
        """Let a computer player of ``level`` keep person seat ``seat`` until :meth:`stand_down`
        (its person left); it plays at once if the seat is to act."""
        if self.players[seat].kind != "human":
            raise ValueError(f"seat {seat} is a computer seat")
        self.stand_ins[seat] = level
        self.go_on()

    def stand_down(self, seat: int) -> None:
        """The person of ``seat`` is back: the computer player standing in stops (its move, if
        one is being decided, is forgotten) and the seat waits for the person again."""
        if self.stand_ins.pop(seat, None) is None:
            return
        if self._asking is not None and self._asking.seat == seat:
            self._cancel_asking()
        self.go_on()

    def ai_seed(self, seat: int) -> int:
        """The seed of the computer player of ``seat`` (fixed for the whole match)."""
        return derive_seed(self.setup.seed, "ai", seat)

    def hint_seed(self, seat: int) -> int:
        """The seed of the hints given to ``seat`` (fixed for the whole match)."""
        return derive_seed(self.setup.seed, "hints", seat)

    def channel(self, seat: int | None) -> SeatChannel:
        """The channel of ``seat`` (None: a spectator's, which shows what the rules show everyone)."""
        from ..core.state import PUBLIC
        from .channel import SeatChannel

        key = PUBLIC if seat is None else seat
        if key != PUBLIC and not 0 <= key < self.n_players:
            raise ValueError(f"seat {seat} is not at a table of {self.n_players}")
        found = self._channels.get(key)
        if found is None:
            found = self._channels[key] = SeatChannel(self, key)
        return found

    # -- the owner's questions --------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """True once the match has ended."""
        return self._match.over

    @property
    def deal_over(self) -> bool:
        """True between a settled deal and the next one."""
        return self._match.deal_over

    @property
    def started(self) -> bool:
        """True once somebody has acted."""
        return bool(self._match.actions)

    @property
    def unfinished(self) -> bool:
        """True when leaving the table now would leave a match begun and not ended."""
        return not self._match.over and bool(self._match.actions)

    @property
    def position(self) -> tuple[int, int]:
        """Where the match stands: the deal's index and the number of actions made."""
        return self._match.deal_index, len(self._match.actions)

    def record(self) -> Record:
        """The match so far as a record (what a save writes)."""
        flags = dict(self.flags)
        if self.hints_used:
            flags["hints"] = True
        return record_from_match(self._match, self.players, created=self.created, flags=flags)

    def undo_target(self, seats: frozenset[int] | set[int]) -> int | None:
        """How many actions to keep to go back to the start of the last decision of ``seats``."""
        return undo_point(self._match, seats)

    def deal_again(self) -> DealAgain:
        """The deal on the table, to deal it again as a new match's first deal; only once that
        deal is over, when its cards are no secret (IllegalAction before)."""
        from .again import deal_again_of

        if not self._match.deal_over:
            raise IllegalAction(Refusal("deal-in-progress", "end"))
        return deal_again_of(self._match, self.players, self.setup.seed)

    # -- changing ---------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action, how: str, note: str = "") -> list[Event]:
        """Apply ``action`` for ``seat`` and tell everybody; IllegalAction (nothing changed) if refused.

        The one entry of every change of a deal: a seat's channel (a person's action), the table's
        own computer seats, a rule option or the coach; ``how`` says which."""
        if self._closed:
            raise TableClosed(Refusal("table-closed", "end"))
        events = self._match.apply(action, seat)
        self._asking = None
        self._publish(TableStep(seat, action, events, how, len(self._match.actions) - 1, note))
        return events

    def next_deal(self) -> list[Event]:
        """Deal the next deal after a settled one (IllegalAction if there is none to deal)."""
        events = self._match.next_deal()
        self._asking = None
        self._publish(TableStep(None, None, events, DEALT))
        return events

    def _publish(self, step: TableStep) -> None:
        self.steps.append(step)
        if self.coach is not None:
            self.coach.follow(self._match)
        for pacer in self.pacers:
            pacer.waiting = True
        for listener in list(self.listeners):
            listener(self, step)
        for channel in list(self._channels.values()):
            channel.heard(step)
        self.go_on()

    def close(self) -> None:
        """Stop playing: forget the computer's open request; nothing changes any more."""
        self._closed = True
        self._cancel_asking()

    def _cancel_asking(self) -> None:
        asking, self._asking = self._asking, None
        if asking is not None and self.ai is not None:
            self.ai.cancel(asking.request)

    # -- the seats that do not wait for a person ------------------------------------------------------
    def go_on(self) -> None:
        """Make the move that is not a person's to choose, once every pacer is ready: a computer
        seat's (asked of the AI), a scripted one, or an automatic action of the rule options."""
        m = self._match
        if self._closed or m.over or m.deal_over or self._asking is not None:
            return
        if any(p.waiting for p in self.pacers):
            return
        seat = m.current_player
        assert seat is not None
        if self.is_person(seat):
            automatic = self.game.automatic_action(m, seat)
            if automatic is not None and m.check(automatic, seat) is None:
                self.apply(seat, automatic, AUTOMATIC)
            return
        if self.coach is not None:
            if self.coach.holds(m):
                return
            scripted = self.coach.scripted(m)
            if scripted is not None and m.check(scripted, seat) is None:
                self.apply(seat, scripted, SCRIPTED)
                return
        self._ask_computer(seat)

    def _ask_computer(self, seat: int) -> None:
        asking = self._asking = _Asking(seat, self.position)
        if self.ai is None:
            self._computer_failed(asking, "no AI worker")
            return
        view = self._match.view(seat)
        asking.request = self.ai.move(view, self.level(seat), self.ai_seed(seat),
                                      lambda text: self._computer_answered(asking, text),
                                      lambda message: self._computer_failed(asking, message))

    def _computer_answered(self, asking: _Asking, text: str) -> None:
        if asking is not self._asking or self._closed:
            return  # the table moved on (a new game, an undo) since it asked
        try:
            self.apply(asking.seat, Action.parse(text), COMPUTER)
        except (IllegalAction, ValueError) as exc:
            self._computer_failed(asking, str(exc))

    def _computer_failed(self, asking: _Asking, message: str) -> None:
        # The AI could not answer: a legal move, drawn from the number of moves made, keeps the game going.
        if asking is not self._asking or self._closed:
            return
        legal = self._match.legal_actions()
        action = SeededRNG(len(self._match.actions)).choice(legal)
        self.apply(asking.seat, action, FALLBACK, message)

    @property
    def thinking(self) -> int | None:
        """The computer seat whose move the AI is deciding now (None: nobody's)."""
        return self._asking.seat if self._asking is not None else None

    # -- read by the table's own modules (channels, questions, replays) -------------------------------------
    @property
    def match(self) -> Match:
        """The match itself: for the table layer's own modules, never for a seat or a window."""
        return self._match


class TableClosed(IllegalAction):
    """An action sent to a table that was closed (its game replaced by another)."""
