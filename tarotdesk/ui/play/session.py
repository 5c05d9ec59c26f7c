"""Playing one game at the table: what the seat's channel says, shown as a card table shows it.

:class:`PlaySession` is the window's client of the people's seats at a table
(:class:`~tarotdesk.table.local.LocalSeats`): it draws each change the channel delivers
(:class:`~tarotdesk.table.channel.SeatStep`, with the seat's snapshot of the table after it),
logs its events in the game's words, and shows the deal's summary. The person's decisions are
taken by :class:`~tarotdesk.ui.play.person_input.PersonInput` and sent through the channel. It
never looks at which game is played, and it never sees more than the seat's own view.

The table is paced by the window: after showing a change the session tells the channel it is
ready, and only then does the table make its next move that is not the person's (a computer
seat's, a rule option's automatic action). A computer's move is shown no sooner than the
animation speed allows after it was asked for. A completed trick (or a fishing capture with
the cards it takes) stays on the table until the person clicks or presses a key at the table,
or until the pause of the settings has passed (``Settings.collect_ms``); only then is it swept
to its pile and the game goes on.
"""

from __future__ import annotations

import time
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.cards import Card
from ...core.events import Event
from ...core.message_params import Seat
from ...table.channel import SeatStep
from ...table.local import LocalSeats
from ...table.state import TableState
from ...table.steps import AUTOMATIC, COMPUTER, DEALT, FALLBACK, SCRIPTED
from ..dialogs.card_picker import CardPickerDialog
from ..model.input_state import HumanInput
from .table_words import last_play_label
from ..model.settings import Settings
from ..model.table_frame import Frame, frames_for_step, table_frame
from ..model.words import Words
from ..scene.table_view import TableView
from .decision_panel import DecisionPanel
from .hint_bar import HintLine
from .person_input import MATCH_DECISIONS, PersonInput
from .scores import DealSummary
from .status_text import deal_over_text, status_line

__all__ = ["HINT_POOL", "MATCH_DECISIONS", "PlaySession"]

#: Hints asked for: every action ranked, so that the choices on screen can be compared.
HINT_POOL = 40
#: Hints shown when no choice narrows them down.
HINTS_SHOWN = 3
#: Longest wait (seconds) for the card pictures to be drawn before the first deal is shown.
PREFETCH_WAIT = 5.0


class PlaySession(QObject, PersonInput):
    """One game being played in the window (see the module documentation)."""

    statusChanged = Signal(str)
    thinkingChanged = Signal(str)  # the name of the seat thinking, or "" when nobody is
    logged = Signal(str, str)  # a log line and the rule anchor it links to ("" for none)
    hintsReady = Signal(list)  # [HintLine, ...] for the position the hints were asked at
    hintsFailed = Signal(str)
    scoresChanged = Signal()
    newGameRequested = Signal()
    #: A change shown (a SeatStep): what follows the game (the "why" asker, the coach) hears it here.
    stepped = Signal(object)

    def __init__(self, seats: LocalSeats | Any, table: TableView, panel: DecisionPanel, summary: DealSummary,
                 settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seats = seats
        self.state: TableState = seats.state()
        self.last_seat: int | None = None
        self.table = table
        self.panel = panel
        self.summary = summary
        self.settings = settings
        self.words = Words(seats.game, settings.language, [p.name for p in seats.players])
        self.picker_factory: Callable[..., CardPickerDialog] = CardPickerDialog
        self._closed = False
        self._standing_shown: Any = None  # the running figure the score sheet shows
        self.ai_failures = 0  # moves the computer could not give (a random legal move was played)
        #: The person's half-made choice (the Qt-free part of taking their input).
        self.input = HumanInput()
        self._asked_at: float | None = None  # when the table was let go on to a computer's move
        self._summary_for: tuple[int, bool] | None = None
        self._status = ""
        self._hint_position: tuple[int, int] | None = None
        self._hints: tuple[tuple[int, int], list[Any]] | None = None  # the last hints and their position
        self._notice: tuple[Callable[[], str], str | None] | None = None  # the refusal shown, to rewrite
        self.log_entries: list[tuple[Callable[[], str], str]] = []
        self._arriving: list[SeatStep] = []  # changes heard and not shown yet
        self._pacing = False  # a computer's move waits for the animation's pace
        self._batched: list[SeatStep] | None = None  # changes made in one go (a selection)
        # A completed trick shown on the table: the frames that follow it wait here until it is
        # collected (by a click, a key or the timer).
        self._held: list[tuple[Frame, bool]] | None = None
        self._holding = False
        self._collect_timer = QTimer(self)
        self._collect_timer.setSingleShot(True)
        self._collect_timer.timeout.connect(self.collect_trick)
        self._connections: list[tuple[Any, Any]] = []
        for signal, slot in (
            (table.settled, self.advance), (table.handCardClicked, self._hand_clicked),
            (table.handCardDoubleClicked, self._hand_double_clicked), (table.handCardDropped, self._hand_dropped),
            (table.handCardActivated, self._hand_activated), (table.handCardToggled, self._hand_toggled),
            (table.tableCardClicked, self._table_clicked), (table.feltClicked, self._felt_clicked),
            (table.cancelRequested, self.cancel_choice), (summary.continued, self._continue),
        ):
            signal.connect(slot)
            self._connections.append((signal, slot))
        seats.listen(self._heard)
        # A seat at a table elsewhere hears some refusals after the action went out: shown alike.
        later = getattr(seats, "refused", None)
        if later is not None:
            later.append(self._refused_later)

    # -- what every part of the window may ask ------------------------------------------------------------
    @property
    def game(self) -> Any:
        """The game played."""
        return self.seats.game

    @property
    def players(self) -> list[Any]:
        """The table's seats (names, person or computer, levels)."""
        return self.seats.players

    def is_local(self, seat: int) -> bool:
        """True if ``seat`` is played by a person at this computer."""
        return seat in self.seats.seats

    def is_computer(self, seat: int) -> bool:
        """True if ``seat`` is played by the computer."""
        return not self.seats.is_person(seat)

    # -- life ------------------------------------------------------------------------------------------
    def start(self) -> None:
        """Show the table as it stands (a new deal, or a game taken up again) and begin."""
        s = self.state
        self._log(lambda: self.tr("New game: %1").replace("%1", self.words.game_name()))
        if s.actions:
            # A game taken up again: its log tells what happened before, as this seat saw it.
            for e in self.seats.history()[-2000:]:
                self._log(lambda e=e: self.words.event(e), e.rule)
        else:
            dealer, deal = s.dealer, s.deal_index
            self._log(lambda: self.words.text("event.deal_started", {"dealer": Seat(dealer), "deal": deal}))
        self.summary.hide()
        self.panel.set_choices([])
        self.panel.show_notice("")
        self.scoresChanged.emit()
        self.table.prefetch(s.game.pack_id, [card.code for card in s.game.pack.cards], s.n_players)
        self._prefetch_deadline = time.monotonic() + PREFETCH_WAIT
        self._deal_when_drawn()

    def _deal_when_drawn(self) -> None:
        # The cards are drawn in the background first, so that dealing never waits for them.
        if self._closed:
            return
        if not self.table.prefetch_done() and time.monotonic() < self._prefetch_deadline:
            QTimer.singleShot(20, self._deal_when_drawn)
            return
        self.table.show_frames([(self._frame(dealing=True), False)], self.settings.animation_ms)

    def close(self) -> None:
        """Stop reacting to the table and the channel (a new game replaces this one)."""
        if self._closed:
            return
        self._closed = True
        self._collect_timer.stop()
        self._held = None
        self._holding = False
        self._arriving.clear()
        self.seats.close()
        for signal, slot in self._connections:
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self._connections.clear()
        self.table.set_thinking(None)
        self.thinkingChanged.emit("")

    def set_settings(self, settings: Settings) -> None:
        """Apply changed settings (language, hand order, highlighting) to what is shown."""
        self.settings = settings
        self.words = Words(self.seats.game, settings.language, [p.name for p in self.seats.players])
        if self._notice is not None and self.panel.notice.isVisible():
            self._show_refusal(*self._notice)
        if not self.table.busy and not self._holding:
            self.table.refresh(self._frame())
            self._render_choices()
        self._show_status()
        if self.summary.isVisible():
            self._summary_for = None
            self._show_summary()
        self.scoresChanged.emit()

    @property
    def status(self) -> str:
        """The status line's text."""
        return self._status

    # -- the turn loop ------------------------------------------------------------------------------
    def advance(self) -> None:
        """Look at the table and do what comes next: wait for another seat, for the person, or sum up."""
        if self._closed or self.table.busy:
            return
        if self._held is not None:
            self._hold_trick()
            return
        if self._arriving:
            if not self._pacing:
                self._show_next()
            return
        s = self.state
        self._show_status()
        if s.over or s.deal_over:
            self.input.leave()
            self.panel.set_choices([])
            self._show_summary()
            return
        cp = s.current_player
        assert cp is not None
        if not self.is_local(cp):
            self.input.leave()
            self.panel.set_choices([])
            if self.is_computer(cp):
                self.table.set_thinking(cp)
                self.thinkingChanged.emit(self.words.seat(cp))
            if self._asked_at is None:
                self._asked_at = time.monotonic()
            self.seats.ready()  # the move comes back as a change of the table
            return
        self.seats.ready()  # a rule option may act for the person here (it comes back as a change)
        if self._arriving or self.state.position != s.position:
            return
        if self.input.arrive(s.position, list(s.legal), s.hand(), s.prompt[1]):
            self.panel.show_notice("")
        self.table.refresh(self._frame())
        self._render_choices()
        self.table.setFocus()

    def _heard(self, step: SeatStep) -> None:
        if self._closed:
            return
        if self._batched is not None:
            self._batched.append(step)
            return
        self._arriving.append(step)
        if len(self._arriving) == 1 and not self.table.busy and self._held is None and not self._pacing:
            self._show_next()

    @contextmanager
    def _batch(self) -> Iterator[None]:
        # Several actions made in one go (the cards of a selection) are shown as one change.
        self._batched = []
        try:
            yield
        finally:
            steps, self._batched = self._batched, None
            if steps:
                last = steps[-1]
                events = [e for step in steps for e in step.events]
                self._heard(SeatStep(last.seat, last.action, last.move, events, last.how, last.note, last.state))

    def _show_next(self) -> None:
        # A computer's move waits until the pace of the animation since it was asked for.
        if self._closed or not self._arriving:
            return
        step = self._arriving[0]
        if step.how in (COMPUTER, SCRIPTED) and self._asked_at is not None:
            wait = self.settings.animation_ms * 1.2 / 1000 - (time.monotonic() - self._asked_at)
            self._asked_at = None
            if wait > 0.001:
                self._pacing = True
                QTimer.singleShot(int(wait * 1000), self._paced)
                return
        self._arriving.pop(0)
        self._show_step(step)

    def _paced(self) -> None:
        self._pacing = False
        if not self.table.busy and self._held is None:
            self._show_next()

    def _show_step(self, step: SeatStep) -> None:
        if self._closed:
            return
        self._asked_at = None
        self.state = step.state
        # Who made the change now shown (None for a new deal): the screen reader's cue for a
        # person's turn is not repeated when the same person goes on.
        self.last_seat = None if step.how == DEALT else step.seat
        self.table.set_thinking(None)
        self.thinkingChanged.emit("")
        self.input.acted()
        self.panel.set_choices([])
        self.stepped.emit(step)  # before its lines are logged: the "why" asker ties them to the move
        self._log_step(step)
        if step.how == DEALT:
            self.summary.hide()
            self._summary_for = None
            self.scoresChanged.emit()
            self.table.show_frames([(self._frame(dealing=True), False)], self.settings.animation_ms)
            return
        # A game that scores during the deal (Porrazo) changes the sheet with a single card.
        standing = step.state.standing
        if standing != self._standing_shown:
            self._standing_shown = standing
            self.scoresChanged.emit()
        before = self.table.frame
        after = self._frame(actor=step.seat)
        frames = frames_for_step(before, after, step.events) if before is not None else [(after, False)]
        self._show_frames(frames)

    def _log_step(self, step: SeatStep) -> None:
        if step.how == AUTOMATIC and step.action is not None:
            action = step.action
            self._log(lambda: self.tr("Done for you by the rule options: %1").replace(
                "%1", self.words.action(action)))
        elif step.how == FALLBACK:
            self.ai_failures += 1
            note = step.note
            self._log(lambda: self.tr("The computer player failed (%1); a random legal move was played.").replace(
                "%1", note))
        for e in step.events:
            self._log(lambda e=e: self.words.event(e), e.rule)

    # -- a completed trick stays ---------------------------------------------------------------------
    def _show_frames(self, frames: list[tuple[Frame, bool]]) -> None:
        # The table animates up to the first frame to dwell on (a full trick); the rest waits
        # until that trick is collected (see collect_trick).
        for i, (frame, hold) in enumerate(frames):
            if hold:
                self._held = frames[i + 1:]
                self.table.show_frames(frames[:i] + [(frame, False)], self.settings.animation_ms)
                return
        self.table.show_frames(frames, self.settings.animation_ms)

    @property
    def holding_trick(self) -> bool:
        """True while a completed trick (or a capture) waits on the table to be collected."""
        return self._holding

    def _hold_trick(self) -> None:
        if self._holding:
            return
        wait = self.settings.collect_ms
        if wait == 0:
            self.collect_trick()
            return
        self._holding = True
        if wait is None:
            hint = self.tr("Click the table (or press a key) to collect the cards.")
        else:
            hint = self.tr("Click the table (or press a key) to collect the cards now.")
            self._collect_timer.start(wait)
        self.panel.set_choices([], hint)

    def collect_trick(self) -> bool:
        """Sweep the completed trick off the table and go on; False if none was waiting."""
        if self._closed or self._held is None:
            return False
        self._collect_timer.stop()
        frames, self._held, self._holding = self._held, None, False
        self.panel.set_choices([])
        # With nothing left to show, an empty list still ends in ``settled`` (and so in advance()).
        self._show_frames(frames)
        return True

    def _collected_by_input(self) -> bool:
        # Any click or key at the table while a trick waits collects it, and does nothing else.
        if not self._holding:
            return False
        self.table.snap_back()
        self.collect_trick()
        return True

    def _continue(self) -> None:
        if self._closed:
            return
        if self.state.over:
            self.newGameRequested.emit()
            return
        self.next_deal()

    def next_deal(self) -> None:
        """Start the next deal (the summary's Continue button)."""
        if self._closed or not self.state.deal_over or self.state.over:
            return
        self.seats.next_deal()

    # -- what is shown --------------------------------------------------------------------------------
    def _frame(self, actor: int | None = None, dealing: bool = False) -> Frame:
        s = self.state
        cp = s.current_player
        marks = self.input.marks(self.settings.highlight_legal, active=cp is not None and self.is_local(cp))
        thinking = cp if cp is not None and self.is_computer(cp) and not (s.over or s.deal_over) else None
        return table_frame(
            s, self.words, self.settings,
            lambda count: self.tr("%1 in hand").replace("%1", str(count)), last_play_label(s.game),
            thinking=thinking if self._asked_at is not None else None, face_up_tip=self._face_up_tip,
            legal=marks.legal, usable=marks.usable, selected=marks.selected, table_marked=marks.table_marked,
            table_picked=marks.table_picked, actor=actor, dealing=dealing,
        )

    def _face_up_tip(self, c: Card, seat: int, rule: str | None = None) -> str:
        # Cards drawn face up beside a hand (the Lombard exposure, a card the table knows a player
        # holds) say what they are and why everybody sees them, and which rule to click for.
        mine = seat == self.state.seat
        if mine:
            tip = self.tr("%1: everybody at the table has seen this card of yours.").replace("%1", self.words.card(c))
        else:
            tip = self.tr("%1: face up, a card of %2's that everybody at the table has seen.").replace(
                "%1", self.words.card(c)).replace("%2", self.words.seat(seat))
        title = self.words.rule_title(rule) if rule else ""
        if title and not mine:
            tip += "\n" + self.tr("Why: %1. Click the card to read that rule.").replace("%1", title)
        elif title:
            tip += "\n" + self.tr("Why: %1 (see the rules, F1).").replace("%1", title)
        return tip

    def _show_status(self) -> None:
        text = status_line(self.state, self.words, self.is_local)
        self._status = text
        self.statusChanged.emit(text)

    def _show_summary(self) -> None:
        s = self.state
        key = (s.deal_index, s.over)
        if self._summary_for == key or not s.results:
            return
        self._summary_for = key
        result = s.results[-1]
        if s.over:
            winners = ", ".join(self.words.seat(w) for w in s.winners)
            title = self.tr("The game is over")
            outcome = self.tr("Winner: %1", "", len(s.winners)).replace("%1", winners)
            button = self.tr("New game")
        else:
            title = deal_over_text(self.words, s.deal_index, sentence=False)
            outcome = ""
            button = self.tr("Continue")
        self.summary.show_result(title, result, list(s.scores), self.words, s.n_players, outcome, button,
                                 s.standing)

    def _log(self, make: Callable[[], str], rule: str | None = None) -> None:
        # The line is kept as a way to write it, so that it can be written again in another language.
        self.log_entries.append((make, rule or ""))
        self.logged.emit(make(), rule or "")

    def log_note(self, text: str) -> None:
        """Add a line of the window's own to the log (kept with the game's lines)."""
        self._log(lambda: text)

    def log_lines(self) -> list[tuple[str, str]]:
        """Every log line of this game so far, in the current language, with its rule anchor."""
        return [(make(), rule) for make, rule in self.log_entries]

    # -- hints ----------------------------------------------------------------------------------------
    def request_hints(self) -> bool:
        """Ask for the best actions of the person to act; False if nobody is.

        The answer comes as :attr:`hintsReady` (or :attr:`hintsFailed`), and only while the
        position is the one asked about. The table remembers that hints were used.
        """
        if self._seat() is None:
            return False
        position = self.state.position
        if position == self._hint_position:
            return True
        self._hint_position = position
        if not self.seats.ask_hints(HINT_POOL, self._hints_answered, self._hints_failed):
            self._hint_position = None
            return False
        return True

    def _hints_answered(self, position: tuple[int, int], found: list[Any]) -> None:
        if self._closed or position != self._hint_position:
            return
        self._hint_position = None
        if self.state.position != position:
            return  # the game moved on meanwhile
        self._hints = (position, list(found))
        self.hintsReady.emit(self.hint_lines())

    def _hints_failed(self, message: str) -> None:
        if not self._closed:
            self._hint_position = None
            self.hintsFailed.emit(message)

    def hint_lines(self) -> list[HintLine]:
        """The last hints in the current language (empty if the game moved on since)."""
        if self._hints is None or self._hints[0] != self.state.position:
            return []
        w = self.words
        lines = []
        for h in self._hints_on_screen():
            title = w.rule_title(h.rule) if h.rule else ""
            lines.append(HintLine(w.action(h.action), w.hint(h.reason, h.params), h.rule if title else None, title,
                                  h.action.text, w.hint_details(h.reason, h.params, h.value, h.visits)))
        return lines

    def _hints_on_screen(self) -> list[Any]:
        # With the capture choices of a card on screen, the hint ranks those choices (all of them,
        # best first): that is the decision being made. Otherwise the three best actions.
        assert self._hints is not None
        found = self._hints[1]
        if self.input.capture is not None:
            options = set(self.input.capture[1])
            ranked = [h for h in found if h.action in options]
            if ranked:
                return ranked
        return found[:HINTS_SHOWN]

    def _hints_follow_choice(self) -> None:
        # The capture choices opened or closed: hints already given for this position are shown
        # again for what is on screen now.
        if self.hint_lines():
            self.hintsReady.emit(self.hint_lines())

    # -- the person's choices (see PersonInput) -------------------------------------------------------
    def _seat(self) -> int | None:
        cp = self.state.current_player
        if cp is None or not self.is_local(cp) or self.input.decisions is None or self.table.busy \
                or self._arriving:
            return None
        return cp

    def _refresh(self) -> None:
        self.table.refresh(self._frame())
        self._render_choices()

    def _refuse(self, make: Callable[[], str], rule: str | None = None) -> None:
        self._show_refusal(make, rule)
        self.statusChanged.emit(self._status)
        self.table.snap_back()

    def _show_refusal(self, make: Callable[[], str], rule: str | None) -> None:
        self._notice = (make, rule)
        title = self.words.rule_title(rule) if rule else ""
        label = self.tr("Why? Rule: %1").replace("%1", title) if title else ""
        self.panel.show_notice(make(), rule, label)

    def _refused_later(self, refusal: Any) -> None:
        if not self._closed:
            self._refuse(lambda: self.words.refusal(refusal), refusal.rule)

    def _select_hint(self, need: int | None) -> str:
        # Here rather than with the choices, so that lupdate sees the counted text in its own class.
        return (self.tr(
            "Click the cards to choose %n of them, then confirm (keys: Enter on each card, then Enter again).",
            "", need) if need
                else self.tr("Click the cards to choose them, then confirm (keys: Enter on each card, "
                             "then Enter again)."))

    def _prompt_text(self) -> str:
        key, params = self.state.prompt
        return self.words.prompt(key, params)

    def events_seen(self) -> list[Event]:
        """Every event of the game so far that the table's seat saw."""
        return self.seats.history()
