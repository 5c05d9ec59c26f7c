"""One deal of Hungarian Tarokk as the state contract (see ``docs/architecture.md``).

Phases, in order: ``bidding`` → ``contract`` (only after a Three) → ``discard`` →
``annulment`` → ``surrender`` (only when the declarer was the sole bidder) → ``call`` (not in
a Solo) → ``announcements`` → ``play`` → ``over``. Dealing and handing out the talon need no
decision and happen inside the actions that lead to them.

The session-end declaration ("end after the Skiz circuit", spec §7.9) may be made by any player
before a deal ends. It is offered as the extra action ``session:end`` at each player's first
decision of a deal while no declaration is pending: that gives every player a chance in every
deal without adding a decision to each turn of play (which would slow both humans and the
search). The player then goes on with his ordinary decision. A pending circuit lives in
``Match.carry`` (see :mod:`.game`).
"""

from __future__ import annotations

from typing import Any, Callable

from ...core.actions import PASS, Action
from ...core.events import NOT_IN_HAND, UNKNOWN_ACTION, WRONG_PHASE, Event, Refusal
from ...core.rng import SeededRNG
from ...core.state import DealResult, DealState, TableLayout
from .actions import SESSION_END
from .announcements import AnnouncementMixin
from .base import KIND_PHASE, PHASE_ANCHOR
from .bidding import BiddingMixin
from .exchange import ExchangeMixin
from .layout import build_layout, prompt_of, public_teams
from .play import PlayMixin
from .scoring import deal_result, line_event
from .snapshot import TarokkSnapshot, snapshot
from .views import fill, redact

_PHASE_METHODS: dict[str, tuple[str, str, str]] = {
    phase: (f"_{phase}_legal", f"_{phase}_apply", f"_{phase}_explain")
    for phase in ("bidding", "contract", "discard", "annulment", "surrender", "call", "announcements", "play")
}


class TarokkDeal(BiddingMixin, ExchangeMixin, AnnouncementMixin, PlayMixin):
    """A complete tarokk deal, from the auction to the settlement."""

    # -- the contract ----------------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        seat = self.current_player
        assert seat is not None
        phase = self.phase
        # The two phases that make most actions are called directly (no method lookup by name).
        if phase == "announcements":
            acts = self._announcements_legal(seat)
        elif phase == "play":
            acts = self._play_legal(seat)
        else:
            acts = getattr(self, _PHASE_METHODS[phase][0])(seat)
        if self.circuit_open and not self.offered[seat]:
            acts.append(SESSION_END)
        return acts

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player (see :meth:`DealState.legal_actions`).

        The base class's method with ``_legal`` written in: it runs before every action of
        every playout, and the call saved is a noticeable share of a cheap action's cost."""
        seat = self.current_player
        if seat is None:
            return []
        viewer = self.viewer
        if viewer is not None and viewer != seat:
            return []  # a view cannot know another seat's options
        cache = self._legal_cache
        if cache is None:
            phase = self.phase
            if phase == "announcements":
                cache = self._announcements_legal(seat)
            elif phase == "play":
                cache = self._play_legal(seat)
            else:
                cache = getattr(self, _PHASE_METHODS[phase][0])(seat)
            if self.circuit_open and not self.offered[seat]:
                cache.append(SESSION_END)
            self._legal_cache = cache
        return cache[:]

    def _apply(self, action: Action) -> list[Event]:
        seat = self.current_player
        assert seat is not None
        if self.circuit_open:
            self.offered[seat] = True
            if action.kind == "session":
                self.circuit_open = False
                self.circuit_by = seat
                return [Event("session_end", seat, rule="game-end")]
        phase = self.phase
        if phase == "announcements":
            return self._announcements_apply(seat, action)
        if phase == "play":
            return self._play_apply(seat, action)
        return getattr(self, _PHASE_METHODS[phase][1])(seat, action)

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Validate and perform ``action`` (see :meth:`DealState.apply`).

        The base class's method with ``_apply`` written in, for the same reason as
        :meth:`legal_actions`; anything but a listed action goes through the base class."""
        player = self.current_player
        if player is not None and (seat is None or seat == player):
            cache = self._legal_cache
            if cache is not None:
                # Players hand back an object of the list they were given: found by identity,
                # without Action.__eq__ (a Python call) on every action listed before it.
                for legal in cache:
                    if legal is action:
                        break
                else:
                    return DealState.apply(self, action, seat)
                self._legal_cache = None
                if self.circuit_open:
                    self.offered[player] = True
                    if action.kind == "session":
                        self.circuit_open = False
                        self.circuit_by = player
                        return [Event("session_end", player, rule="game-end")]
                phase = self.phase
                if phase == "announcements":
                    if action is PASS:  # the commonest announcement action, straight to its handler
                        return self._end_announcement_turn(player)
                    # A sub-action keeps the turn, and in most cases the player's next options
                    # are this list without the step taken (see ``_next_options``): listing them
                    # afresh is the dearest part of the announcement round.
                    derived = self._next_options(player, action, cache)
                    events = self._announcements_apply(player, action)
                    if derived is not None:
                        self._legal_cache = derived
                    return events
                if phase == "play":
                    return self._play_apply(player, action)
                return getattr(self, _PHASE_METHODS[phase][1])(player, action)
        return DealState.apply(self, action, seat)

    def _explain(self, action: Action) -> Refusal | None:
        seat = self.current_player
        assert seat is not None
        phase = self.phase
        anchor = PHASE_ANCHOR[phase]
        if action.kind == "session":
            if action.args != ("end",):
                return Refusal("unknown-word", "game-end", {"word": action.text})
            if not self.circuit_open:
                return Refusal("circuit-pending", "game-end")
            return Refusal("circuit-first-decision", "game-end")
        explain: Callable[[int, Action], Refusal | None] = getattr(self, _PHASE_METHODS[phase][2])
        refusal = explain(seat, action)
        if refusal is not None:
            return refusal
        owner = KIND_PHASE.get(action.kind)
        # A move of another phase is told what is being decided now ("now-bidding" is a word of
        # the message table).
        if action.kind == "pass" and not action.args:
            return Refusal(WRONG_PHASE, anchor, {"action": action.text, "now": "now-" + phase})
        if owner is not None and owner != phase:
            if owner == "play" and action.card is not None and action.card not in self.hands[seat]:
                return Refusal(NOT_IN_HAND, anchor, {"card": action.card.code})
            return Refusal(WRONG_PHASE, anchor, {"action": action.text, "now": "now-" + phase})
        return Refusal(UNKNOWN_ACTION, anchor, {"action": action.text})

    def _redact(self, seat: int) -> None:
        redact(self, seat)

    def _fill(self, rng: SeededRNG) -> None:
        fill(self, rng)

    def result(self) -> DealResult:
        """The settlement of the finished deal."""
        if self.final is None:
            self.final = deal_result(self)
        return self.final

    def snapshot(self) -> TarokkSnapshot:
        """The card play as plain, immutable values: what the AI's kernel reads (see :mod:`.snapshot`)."""
        return snapshot(self)

    def score_events(self) -> list[Event]:
        """The settlement as events, one per score line (emitted when the last trick is taken)."""
        return [line_event(line) for line in self.result().lines]

    def layout(self) -> TableLayout:
        """The table as this state's viewer sees it."""
        return build_layout(self)

    def prompt(self) -> tuple[str, dict[str, Any]]:
        """What the current player is deciding."""
        return prompt_of(self)

    def teams(self) -> list[list[int]] | None:
        """The sides as the table knows them now."""
        return public_teams(self)
