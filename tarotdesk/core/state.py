"""The state contract every game implements (one deal of a game).

A game family subclasses :class:`DealState` and provides five things:

* ``_legal()``: the legal actions of ``current_player``;
* ``_apply(action)``: perform an action already known to be legal, return the events;
* ``_explain(action)``: for an action known to be illegal, the :class:`Refusal` that says why;
* ``_redact(seat)``: on a fresh clone, replace everything ``seat`` may not know by placeholders;
* ``_fill(rng)``: on such a view, choose the hidden cards consistently with what it shows.

From those the base class gives the public contract of the design notes: ``legal_actions``,
``check``, ``apply`` (which leaves the state untouched on refusal), ``view``, ``clone`` and
``sample_world``. A view is an object of the same class in which every card the viewer cannot
see is :data:`~tarotdesk.core.cards.UNKNOWN`; it can list the viewer's own legal actions, and
it is what AI players and the UI for a human seat receive.

The public entries live here only: every seat check, refusal and rule of the legal list's cache
is in this module, and a family never overrides ``legal_actions``, ``check`` or ``apply``. Its
fast paths are its hooks: ``_legal`` and ``_apply`` run once per action of every playout, so a
family writes its hottest phase first in them, inline, rather than behind a further call. The
cache rule: ``legal_actions`` and ``check`` keep the list ``_legal`` made until an action is
applied; ``apply`` hands ``_apply`` the listed object itself (an equal action parsed from a
record is swapped for it) while that list is still in ``_legal_cache``, and drops the list
afterwards unless ``_apply`` has put the next one there (a family that can derive its next
options from the list just chosen from, Tarokk's announcements, saves listing them afresh).
``_apply`` therefore never asks its own state for legal actions.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .actions import Action
from .events import GAME_OVER, NOT_YOUR_TURN, UNKNOWN_ACTION, Event, IllegalAction, Refusal
from .message_params import Seat
from .rng import SeededRNG

#: The seat of a spectator: no table has it, so its view of a deal shows what the rules show
#: everyone (every hand hidden, every private fact dropped). A list indexed by it fails loudly
#: instead of showing some seat's cards, and no event is private to it.
PUBLIC = 255


@dataclass
class ScoreLine:
    """One line of a deal's score breakdown (what the UI lists under the scores).

    ``kind`` is a stable name with a message in the game's table (``card_points``, ``cricca``,
    ``pagat_ultimo`` ...); ``seats`` are the seats credited (a side lists all its members);
    ``points`` what each of them gets from this line; ``data`` details such as the cards that
    make a combination; ``rule`` the anchor of the rule that scores it.
    """

    kind: str
    seats: tuple[int, ...]
    points: int
    data: dict[str, Any] = field(default_factory=dict)
    rule: str | None = None


@dataclass(frozen=True)
class Verdict:
    """Who won a deal (or lost it, in a game of losers) and why, in the game's own figures: the
    first words of the deal summary.

    ``kind`` names the sentence (``verdict.<kind>`` in the game's message table); ``seats`` are
    the players it is about (its subject: the winning side, or Mattazza's losers); ``data`` its
    other parameters, typed as messages take them (:mod:`.message_params`: card points, the points
    needed, the other side's seats); ``rule`` the anchor of the rule that decides it.
    """

    kind: str
    seats: tuple[int, ...]
    data: dict[str, Any] = field(default_factory=dict)
    rule: str | None = "scoring"


@dataclass
class DealResult:
    """The outcome of one deal: game points per seat plus the breakdown behind them, and the
    verdicts that say who won it and why (:meth:`~tarotdesk.core.game.Game.verdicts`, filled in
    when the match settles the deal)."""

    deal_score: list[int]
    lines: list[ScoreLine] = field(default_factory=list)
    summary: dict[str, Any] = field(default_factory=dict)
    verdicts: list[Verdict] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form (used by records' cached results and the UI); the verdicts only
        once the match has said them."""
        out = {
            "deal_score": list(self.deal_score),
            "lines": [
                {"kind": ln.kind, "seats": list(ln.seats), "points": ln.points, "data": ln.data,
                 "rule": ln.rule}
                for ln in self.lines
            ],
            "summary": self.summary,
        }
        if self.verdicts:
            out["verdicts"] = [{"kind": v.kind, "seats": list(v.seats), "data": v.data, "rule": v.rule}
                               for v in self.verdicts]
        return out


@dataclass
class TableLayout:
    """What the table shows, in one shape for every game (the UI draws only this).

    All card lists are from the layout's viewer's point of view: hidden cards are UNKNOWN.

    ``hands``: each seat's hand (the viewer's own cards, others' as UNKNOWN or known cards).
    ``center``: the cards in the middle: the current trick as ``(seat, card)`` in play order
    (``center_kind == "trick"``) or the face-up table of a fishing game (``seat`` None,
    ``center_kind == "table"``), oldest first.
    ``piles``: number of cards each seat has won (a side's pile is shown at its first seat).
    ``stock``: face-down cards still to be dealt or taken (stock, talon), 0 if none.
    ``exposed``: cards of each seat's hand that everyone has seen (Lombard exposure, declared hands).
    ``groups``: other public card groups as ``(message key, cards)``, e.g. the talon once shown.
    ``last_trick``: the previous trick as ``(seat, card)``, empty if none.
    ``notes``: per seat, ``(message key, params)`` labels: role, bid, announcements, team.
    ``active``: seats that take part in this deal (the 5-player tarokk dealer does not).
    ``card_marks``: cards that count as something else than they show, as ``(badge, message key,
    params)``: a short language-neutral badge drawn on the card ("5", "K") and the note that
    explains it (Cirulla's designated Matta).
    ``card_rules``: face-up cards of a hand with the rule section that says why everybody sees
    them (the Lombard exposure, a card named in an exchange), for the table to link to.
    """

    hands: list[list[Any]]
    center: list[tuple[int | None, Any]] = field(default_factory=list)
    center_kind: str = "trick"
    piles: list[int] = field(default_factory=list)
    stock: int = 0
    exposed: list[list[Any]] = field(default_factory=list)
    groups: list[tuple[str, list[Any]]] = field(default_factory=list)
    last_trick: list[tuple[int, Any]] = field(default_factory=list)
    notes: list[list[tuple[str, dict[str, Any]]]] = field(default_factory=list)
    active: list[bool] = field(default_factory=list)
    card_marks: dict[Any, tuple[str, str, dict[str, Any]]] = field(default_factory=dict)
    card_rules: dict[Any, str] = field(default_factory=dict)


_CONTAINERS = (list, dict, set)


def _copy(value: Any) -> Any:
    """Copy builtin containers recursively; share immutable values (cards, actions, tuples)."""
    t = type(value)
    if t is list:
        return [_copy(v) if type(v) in _CONTAINERS else v for v in value]
    if t is dict:
        return {k: (_copy(v) if type(v) in _CONTAINERS else v) for k, v in value.items()}
    if t is set:
        return set(value)
    clone = getattr(value, "clone", None)
    if clone is not None and not isinstance(value, type):
        return clone()
    return value


class DealState(ABC):
    """One deal of a game, from the deal to the final score. Subclass per game family.

    Attributes every game sets: ``n_players``, ``dealer``, ``options`` (the match's options).
    ``viewer`` is ``None`` for a complete state and the seat's number for a view.
    """

    #: The rule anchors of the base class's own refusals: an action out of turn, and any action
    #: once the deal is over (a family may make either a property of its phase).
    RULE_TURN: ClassVar[str] = "play"
    RULE_END: ClassVar[str] = "end"

    n_players: int
    dealer: int
    viewer: int | None = None
    _legal_cache: list[Action] | None = None

    # -- what the game provides -----------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to act, or None when the deal is over."""

    @property
    @abstractmethod
    def phase(self) -> str:
        """A stable phase name (``bidding``, ``discard``, ``play`` ...)."""

    @property
    def is_over(self) -> bool:
        """True once the deal has ended (scored, annulled or ended the match)."""
        return self.current_player is None

    @abstractmethod
    def _legal(self) -> list[Action]:
        """Legal actions of ``current_player`` (never called on a finished deal)."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Perform a legal action; return the events."""

    @abstractmethod
    def _explain(self, action: Action) -> Refusal | None:
        """Why ``action`` (known to be illegal) is refused; None falls back to a generic code."""

    @abstractmethod
    def _redact(self, seat: int) -> None:
        """On a fresh clone: replace what ``seat`` may not know by UNKNOWN placeholders."""

    @abstractmethod
    def _fill(self, rng: SeededRNG) -> None:
        """On a view: replace the placeholders by cards consistent with everything it shows."""

    @abstractmethod
    def result(self) -> DealResult:
        """The deal's outcome (only when ``is_over``)."""

    def teams(self) -> list[list[int]] | None:
        """The sides as publicly known now (None when everyone plays for himself)."""
        return None

    @abstractmethod
    def layout(self) -> TableLayout:
        """The table as this state's viewer sees it (a full state shows everything)."""

    def prompt(self) -> tuple[str, dict[str, Any]]:
        """What the current player is deciding: a message key and its parameters.

        The status line shows it ("Seat 2 is choosing 2 cards to discard"). The default names
        the phase; games override it where a count or a card makes the decision clearer.
        """
        return ("phase." + self.phase, {})

    # -- the contract ---------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player (a fresh list the caller may keep)."""
        player = self.current_player
        if player is None:
            return []
        viewer = self.viewer
        if viewer is not None and viewer != player:
            return []  # a view cannot know another seat's options
        cache = self._legal_cache
        if cache is None:
            cache = self._legal_cache = self._legal()
        return cache[:]

    def check(self, action: Action, seat: int | None = None) -> Refusal | None:
        """None if ``action`` is legal now (for ``seat`` if given), else the reason it is not."""
        player = self.current_player
        if player is None:
            return Refusal(GAME_OVER, self.RULE_END)
        if seat is not None and seat != player:
            return Refusal(NOT_YOUR_TURN, self.RULE_TURN, {"seat": Seat(seat), "current": Seat(player)})
        if self._legal_cache is None:
            self._legal_cache = self._legal()
        if action in self._legal_cache:
            return None
        return self._explain(action) or Refusal(UNKNOWN_ACTION, self.phase, {"action": action.text})

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Validate and perform ``action``; raise :class:`IllegalAction` (state unchanged) if refused.

        The one entry of every action (see the module docstring for the cache rule): the test of
        :meth:`check` written in for a legal action, because every simulated action passes here.
        """
        cache = self._legal_cache
        if cache is None or seat is not None:
            # A list is only ever cached while someone is to act: with one and no seat named,
            # there is nothing to check before the search (a playout's every action).
            player = self.current_player
            if player is None or (seat is not None and seat != player):
                raise IllegalAction(self._refusal(action, seat))
            if cache is None:
                cache = self._legal_cache = self._legal()
        # Players pass back an object of the list they were given: finding it by identity
        # skips Action.__eq__ (a Python call) for every action listed before it.
        for legal in cache:
            if legal is action:
                break
        else:
            # An equal action built elsewhere (parsed from a record, typed) is performed as
            # the listed object, so that _apply may tell the listed actions apart by identity.
            for legal in cache:
                if legal == action:
                    action = legal
                    break
            else:
                raise IllegalAction(self._refusal(action, seat))
        events = self._apply(action)
        if self._legal_cache is cache:
            self._legal_cache = None
        return events

    def _refusal(self, action: Action, seat: int | None) -> Refusal:
        """The refusal of an action :meth:`apply` found illegal."""
        refusal = self.check(action, seat)
        assert refusal is not None
        return refusal

    def apply_trusted(self, action: Action) -> list[Event]:
        """Perform ``action``, known to be one of this state's legal actions, without checking it.

        For a search that plays only actions this state listed: it skips the legality test of
        :meth:`apply`, so an illegal action here corrupts the state instead of being refused.
        """
        self._legal_cache = None
        return self._apply(action)

    def clone(self) -> "DealState":
        """An independent copy (containers copied, immutable values shared)."""
        new = object.__new__(type(self))
        new.__dict__.update({k: _copy(v) for k, v in self.__dict__.items()})
        return new

    def view(self, seat: int) -> "DealState":
        """Everything ``seat`` may know, as a state whose hidden cards are UNKNOWN."""
        if self.viewer is not None and self.viewer != seat:
            raise ValueError(f"a view for seat {self.viewer} cannot be viewed by seat {seat}")
        v = self.clone()
        if self.viewer is None:
            v._redact(seat)
            v.viewer = seat
        v._legal_cache = None
        return v

    def sample_world(self, seat: int, rng: SeededRNG) -> "DealState":
        """A complete state consistent with ``view(seat)``: what determinizing search plays on."""
        world = self.view(seat)
        world._fill(rng)
        world.viewer = None
        world._legal_cache = None
        return world
