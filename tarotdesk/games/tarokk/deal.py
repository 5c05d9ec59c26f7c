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
from ...core.cards import TRUMP
from ...core.events import NOT_IN_HAND, UNKNOWN_ACTION, WRONG_PHASE, Event, Refusal
from ...core.rng import SeededRNG
from ...core.state import DealResult, TableLayout
from .actions import SESSION_END
from .announcements import AnnouncementMixin
from .base import KIND_PHASE, PHASE_ANCHOR
from .bidding import BiddingMixin
from .exchange import ExchangeMixin
from .layout import build_layout, prompt_of, public_teams
from .play import CARD_PLAYED, PLAY_OF, PlayMixin
from .rules import PAGAT, TRICK_RULES, TRICKS
from .scoring import deal_result, line_event
from .snapshot import TarokkSnapshot, snapshot
from .views import fill, redact

#: Each phase's legal list, action and refusal methods, looked up by name (the play's legal list
#: and its card are written into ``_legal`` and ``_apply``: of the three it has only its refusals).
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
        # The two phases that make most actions are called directly (no method lookup by name),
        # the play written in: ``playable`` as play actions, its Pagat binding included (it runs
        # before every card of every playout, and a call saved is a noticeable share of its cost).
        if phase == "play":
            cards = TRICK_RULES.legal_plays(self.hands[seat], self.trick)
            if PAGAT in cards and len(cards) > 1 and self.trick_no < TRICKS - 1 and self.pagat_bound(seat):
                acts = [PLAY_OF[c] for c in cards if c is not PAGAT]
            else:
                acts = list(map(PLAY_OF.__getitem__, cards))
        elif phase == "announcements":
            acts = self._announcements_legal(seat)
        else:
            acts = getattr(self, _PHASE_METHODS[phase][0])(seat)
        if self.circuit_open and not self.offered[seat]:
            acts.append(SESSION_END)
        return acts

    def _apply(self, action: Action) -> list[Event]:
        seat: int = self.current_player  # type: ignore[assignment]
        if self.circuit_open:
            self.offered[seat] = True
            if action.kind == "session":
                self.circuit_open = False
                self.circuit_by = seat
                return [Event("session_end", seat, rule="game-end")]
        phase = self.phase
        if phase == "play":
            # A card played (spec §6), written in: this runs for every card of every playout, and
            # a call saved is a noticeable share of its cost (the trick's end is PlayMixin's).
            c = action.args[0][0]  # type: ignore[index]
            self.hands[seat].remove(c)
            trick = self.trick
            if trick:
                TRICK_RULES.note_voids(self.voids[seat], c, trick)
            if c is PAGAT and self.trick_no < TRICKS - 1 and self.pagat_bound(seat):
                self.voids[seat].add(TRUMP)  # a bound Pagat comes out early only as the last tarokk
            trick.append(c)
            self.trick_seats.append(seat)
            events = [CARD_PLAYED[seat][c]]
            if c is self.called:
                events.extend(self._called_card_played(seat))
            if len(trick) < 4:
                d = self.__dict__
                d["turn"] = d["current_player"] = self.next_seat[seat]  # the ``turn`` setter, written out
                return events
            return self._close_trick(events)
        # The commonest other phase is handled without a lookup by name.
        if phase == "announcements":
            if action is PASS:  # the commonest announcement action, straight to its handler
                return self._end_announcement_turn(seat)
            # A sub-action keeps the turn, and in most cases the player's next options are the
            # list he chose from (still the cache here, see DealState) without the step taken
            # (see ``_next_options``): listing them afresh is the dearest part of the round.
            listed = self._legal_cache
            derived = None if listed is None else self._next_options(seat, action, listed)
            events = self._announcements_apply(seat, action)
            if derived is not None:
                self._legal_cache = derived
            return events
        return getattr(self, _PHASE_METHODS[phase][1])(seat, action)

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
