"""One game in progress: the match, its players and what happened (no Qt).

The window keeps exactly one :class:`GameController`. It owns the :class:`Match` and the list
of :class:`PlayerInfo`, is the only place that applies actions, and tells its listeners after
every change, so saving a game (or anything else that follows play) hooks in at one point.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Generic, TypeVar

from ...core.actions import Action
from ...core.cards import Card
from ...core.events import Event, Refusal
from ...core.game import Game
from ...core.match import Match, MatchView
from ...core.records import PlayerInfo, Record, now_iso, record_from_match
from ...core.rng import SeededRNG, derive_seed
from ...core.state import TableLayout


@dataclass
class GameSetup:
    """What the new-game dialog chose: the game, the seats and the rule options."""

    game_id: str
    players: list[PlayerInfo]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | str = 0

    @property
    def n_players(self) -> int:
        return len(self.players)


@dataclass
class Step:
    """One change of the match: who acted (None for a new deal), the action and its events."""

    seat: int | None
    action: Action | None
    events: list[Event]


Listener = Callable[["GameController", Step], None]
T = TypeVar("T")


class _MatchFact(Generic[T]):
    """A read-only attribute of the controller: the match's attribute of the same name, read now."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, controller: "GameController | None", owner: type | None = None) -> T:
        if controller is None:  # read on the class (help(), documentation tools)
            return self  # type: ignore[return-value]
        return getattr(controller.match, self.name)

    def __set__(self, controller: "GameController", value: Any) -> None:
        raise AttributeError(f"{self.name} is the match's: the controller only reads it")


class GameController:
    """The match being played, with its players; the single place where actions are applied."""

    def __init__(self, game: Game, setup: GameSetup, match: Match | None = None, created: str | None = None,
                 flags: dict[str, Any] | None = None) -> None:
        """A new match of ``setup``, or ``match`` (replayed from a record made on ``created``) played on."""
        self.game = game
        self.setup = setup
        self.players = list(setup.players)
        self.match = match if match is not None else Match(game, setup.n_players, setup.options, seed=setup.seed)
        self.created = created or now_iso()
        #: Facts for the record's ``flags`` (``undo``, ``branch`` ...: the statistics mark such games).
        self.flags: dict[str, Any] = dict(flags or {})
        self.steps: list[Step] = []
        self.listeners: list[Listener] = []
        #: True once the person asked for a hint in this match (the statistics count such games apart).
        self.hints_used = bool(self.flags.get("hints"))
        self._viewer = self._first_human() if self._first_human() is not None else 0

    # -- seats ----------------------------------------------------------------------------------
    def _first_human(self) -> int | None:
        for s, p in enumerate(self.players):
            if p.kind == "human":
                return s
        return None

    @property
    def human_seats(self) -> list[int]:
        """The seats played by people at this computer."""
        return [s for s, p in enumerate(self.players) if p.kind == "human"]

    def is_ai(self, seat: int) -> bool:
        """True if ``seat`` is played by the computer."""
        return self.players[seat].kind != "human"

    @property
    def viewer(self) -> int:
        """The seat whose view the table shows: the human to act, else the last human who did.

        With several people at one computer the table turns to whoever must decide; with none
        (a demonstration) it shows seat 0's view.
        """
        cp = self.match.current_player
        if cp is not None and not self.is_ai(cp):
            self._viewer = cp
        return self._viewer

    def ai_seed(self, seat: int) -> int:
        """The seed of the AI player of ``seat`` (fixed for the whole match)."""
        return derive_seed(self.setup.seed, "ai", seat)

    def hint_seed(self, seat: int) -> int:
        """The seed of the hints given to ``seat`` (fixed for the whole match)."""
        return derive_seed(self.setup.seed, "hints", seat)

    def level(self, seat: int) -> str:
        """The AI level of ``seat``."""
        return self.players[seat].level or "standard"

    # -- reading ----------------------------------------------------------------------------------
    #: The seat to act, or None between deals and after the match.
    current_player: _MatchFact[int | None] = _MatchFact()
    #: The index of the deal being played (or just settled).
    deal_index: _MatchFact[int] = _MatchFact()
    #: The dealer of the current deal.
    dealer: _MatchFact[int] = _MatchFact()
    #: True once the current deal is settled.
    deal_over: _MatchFact[bool] = _MatchFact()
    #: True once the match is over.
    over: _MatchFact[bool] = _MatchFact()
    #: The current deal's phase (its rule anchor).
    phase: _MatchFact[str] = _MatchFact()
    #: The settled deals' results, in order.
    results: _MatchFact[list[Any]] = _MatchFact()
    #: The match's scores per seat.
    scores: _MatchFact[list[Any]] = _MatchFact()

    @property
    def waiting_for_ai(self) -> bool:
        """True when the computer must decide next."""
        cp = self.current_player
        return cp is not None and self.is_ai(cp)

    @property
    def position(self) -> tuple[int, int]:
        """Where the match stands: the deal's index and the number of actions made so far."""
        return self.match.deal_index, len(self.match.actions)

    def winners(self) -> list[int]:
        """The seats that won the match (empty before its end)."""
        return self.match.winners()

    def standing(self) -> Any:
        """The game's running figure for the score sheet (see ``Game.standing``)."""
        return self.game.standing(self.match)

    def prompt(self) -> tuple[str, dict[str, Any]]:
        """The viewer's prompt: its message key and parameters."""
        return self.match.deal.view(self.viewer).prompt()

    def hand(self, seat: int) -> list[Card]:
        """The cards of ``seat``'s hand as that seat sees them."""
        return list(self.match.deal.view(seat).layout().hands[seat])

    def automatic_action(self, seat: int) -> Action | None:
        """The action a rule option makes for ``seat`` now, if any (see ``Game.automatic_action``)."""
        return self.game.automatic_action(self.match, seat)

    def fallback_action(self) -> Action:
        """A legal action of the seat to act, drawn at random (seeded by the number of actions
        made), for when the computer player could not decide."""
        return SeededRNG(len(self.match.actions)).choice(self.match.legal_actions())

    def view(self, seat: int | None = None) -> MatchView:
        """What ``seat`` (default: the viewer) may know now."""
        return self.match.view(self.viewer if seat is None else seat)

    def layout(self) -> TableLayout:
        """The table as the viewer sees it."""
        return self.match.deal.view(self.viewer).layout()

    def legal_actions(self) -> list[Action]:
        """The viewer's legal actions (empty unless a person is to act)."""
        cp = self.current_player
        if cp is None or self.is_ai(cp):
            return []
        return self.match.legal_actions()

    def check(self, action: Action, seat: int) -> Refusal | None:
        """None if ``seat`` may make ``action`` now, else why not."""
        return self.match.check(action, seat)

    # -- changing ---------------------------------------------------------------------------------
    def act(self, action: Action, seat: int) -> list[Event]:
        """Apply ``action`` for ``seat``; the events it caused (raises IllegalAction if refused)."""
        events = self.match.apply(action, seat)
        self._record(Step(seat, action, events))
        return events

    def next_deal(self) -> list[Event]:
        """Start the next deal after the current one was settled."""
        events = self.match.next_deal()
        self._record(Step(None, None, events))
        return events

    def _record(self, step: Step) -> None:
        self.steps.append(step)
        for listener in list(self.listeners):
            listener(self, step)

    def record(self) -> Record:
        """The match so far as a record (what a save writes)."""
        flags = dict(self.flags)
        if self.hints_used:
            flags["hints"] = True
        return record_from_match(self.match, self.players, created=self.created, flags=flags)
