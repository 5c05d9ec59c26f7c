"""Playing one game at the table: turns, input, the AI's moves, animations and summaries.

:class:`PlaySession` connects a :class:`~tarotdesk.ui.play.controller.GameController` to the table,
the decision panel and the summary. It never looks at which game is played: the human seat's
legal actions are sorted by shape (:mod:`tarotdesk.ui.model.decisions`) into cards to drag or click,
cards to select and confirm, captures to pick on the table, cards to name in a picker and
buttons; every action is checked with ``Match.check`` first, and a refusal is shown in the
game's words while the card goes back to the hand. Computer seats are asked through the AI
worker; their moves are applied no faster than the animation speed allows.

A completed trick (or a fishing capture with the cards it takes) stays on the table until the
person clicks or presses a key at the table, or until the pause of the settings has passed
(``Settings.collect_ms``); only then is it swept to its pile and the game goes on.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMessageBox

from ...core.actions import Action
from ...core.cards import Card
from ...core.events import Event, IllegalAction
from ...core.message_params import Seat
from .ai_runner import AIRunner
from ..dialogs.card_picker import CardPickerDialog
from .controller import GameController
from .decision_panel import Choice, DecisionPanel
from ..model.decisions import capture_cards
from .table_words import last_play_label
from .hint_bar import HintLine
from ..model.input_state import HumanInput, Reply
from .scores import DealSummary
from ..model.settings import Settings
from .status_text import deal_over_text, status_line
from ..model.table_frame import Frame, frames_for_step, table_frame
from ..scene.table_items import OPTION_COLOURS
from ..scene.table_view import TableView
from ..model.words import Words


#: Kinds of action that decide for the whole game, not the deal (Tarokk's "end after the Skiz
#: circuit"): set apart from the deal's choices and confirmed before they are made.
MATCH_DECISIONS = frozenset({"session"})
#: Hints asked for: every action ranked, so that the choices on screen can be compared.
HINT_POOL = 40
#: Hints shown when no choice narrows them down.
HINTS_SHOWN = 3
#: Longest wait (seconds) for the card pictures to be drawn before the first deal is shown.
PREFETCH_WAIT = 5.0


class PlaySession(QObject):
    """One game being played in the window (see the module documentation)."""

    statusChanged = Signal(str)
    thinkingChanged = Signal(str)  # the name of the seat thinking, or "" when nobody is
    logged = Signal(str, str)  # a log line and the rule anchor it links to ("" for none)
    hintsReady = Signal(list)  # [HintLine, ...] for the position the hints were asked at
    hintsFailed = Signal(str)
    scoresChanged = Signal()
    newGameRequested = Signal()

    def __init__(self, controller: GameController, table: TableView, panel: DecisionPanel, summary: DealSummary,
                 ai: AIRunner, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.c = controller
        self.table = table
        self.panel = panel
        self.summary = summary
        self.ai = ai
        self.settings = settings
        self.words = Words(controller.game, settings.language, [p.name for p in controller.players])
        self.picker_factory: Callable[..., CardPickerDialog] = CardPickerDialog
        self._closed = False
        self._standing_shown: Any = None  # the running figure the score sheet shows
        self.ai_failures = 0  # moves the worker could not give (a random legal move was played)
        #: The person's half-made choice (the Qt-free part of taking their input).
        self.input = HumanInput()
        self._token: tuple[int, int, int] | None = None
        self._asked_at = 0.0
        self._summary_for: tuple[int, bool] | None = None
        self._status = ""
        self._hint_token: tuple[Any, ...] | None = None
        self._hints: tuple[tuple[int, int], list[Any]] | None = None  # the last hints and their position
        self._notice: tuple[Callable[[], str], str | None] | None = None  # the refusal shown, to rewrite
        self.log_entries: list[tuple[Callable[[], str], str]] = []
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
            (ai.answered, self._ai_answered), (ai.failed, self._ai_failed), (ai.hinted, self._hints_answered),
        ):
            signal.connect(slot)
            self._connections.append((signal, slot))

    # -- life ------------------------------------------------------------------------------------------
    def start(self) -> None:
        """Deal the first cards and begin."""
        c = self.c
        self._log(lambda: self.tr("New game: %1").replace("%1", self.words.game_name()))
        dealer, deal = c.dealer, c.deal_index
        self._log(lambda: self.words.text("event.deal_started", {"dealer": Seat(dealer), "deal": deal}))
        self.summary.hide()
        self.panel.set_choices([])
        self.panel.show_notice("")
        self.scoresChanged.emit()
        self.table.prefetch(c.game.pack_id, [card.code for card in c.game.pack.cards], len(c.players))
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
        """Stop reacting to the table and the AI (a new game replaces this one)."""
        if self._closed:
            return
        self._closed = True
        self._collect_timer.stop()
        self._held = None
        self._holding = False
        self.ai.cancel_all()
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
        self.words = Words(self.c.game, settings.language, [p.name for p in self.c.players])
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
        """Look at the match and do what comes next: ask the AI, wait for the person, or sum up."""
        if self._closed or self.table.busy:
            return
        if self._held is not None:
            self._hold_trick()
            return
        c = self.c
        self._show_status()
        if c.over or c.deal_over:
            self.input.leave()
            self.panel.set_choices([])
            self._show_summary()
            return
        cp = c.current_player
        assert cp is not None
        if c.is_ai(cp):
            self.input.leave()
            self.panel.set_choices([])
            token = (id(self), *c.position)
            if self._token != token:
                self._token = token
                self._asked_at = time.monotonic()
                self.ai.ask(token, self.c.view(cp), self.c.level(cp), self.c.ai_seed(cp))
                self.table.set_thinking(cp)
                self.thinkingChanged.emit(self.words.seat(cp))
            return
        if self._take_automatic_action(cp):
            return
        if self.input.arrive(c.position, c.legal_actions(), c.hand(cp), c.prompt()[1]):
            self.panel.show_notice("")
        self.table.refresh(self._frame())
        self._render_choices()
        self.table.setFocus()

    def _take_automatic_action(self, seat: int) -> bool:
        # A rule option may act for the person here (Game.automatic_action, e.g. "declare for
        # me"); it is not a decision, so it is made at once and told in the log.
        action = self.c.automatic_action(seat)
        if action is None or self.c.check(action, seat) is not None:
            return False  # nothing to do for them, or an engine's mistake: the person decides
        self._log(lambda: self.tr("Done for you by the rule options: %1").replace(
            "%1", self.words.action(action)))
        self._after_action(seat, self.c.act(action, seat))
        return True

    def _ai_answered(self, token: Any, text: str) -> None:
        if self._closed or token != self._token:
            return
        pace = self.settings.animation_ms * 1.2 / 1000
        wait = pace - (time.monotonic() - self._asked_at)
        if wait > 0.001:
            QTimer.singleShot(int(wait * 1000), lambda: self._apply_ai(token, text))
        else:
            self._apply_ai(token, text)

    def _ai_failed(self, token: Any, message: str) -> None:
        if isinstance(token, tuple) and token[:2] == ("hints", id(self)):
            if not self._closed and token == self._hint_token:
                self._hint_token = None
                self.hintsFailed.emit(message)
            return
        if self._closed or token != self._token:
            return
        seat = self.c.current_player
        assert seat is not None
        self._ai_failed_now(seat, message)

    def _apply_ai(self, token: Any, text: str) -> None:
        if self._closed or token != self._token:
            return
        seat = self.c.current_player
        assert seat is not None
        try:
            events = self.c.act(Action.parse(text), seat)
        except (IllegalAction, ValueError) as exc:
            self._token = None
            self._ai_failed_now(seat, str(exc))
            return
        self._after_action(seat, events)

    def _ai_failed_now(self, seat: int, message: str) -> None:
        # The worker could not answer: play a legal move here so that the game goes on.
        self._token = None
        self.ai_failures += 1
        self._log(lambda: self.tr("The computer player failed (%1); a random legal move was played.").replace(
            "%1", message))
        events = self.c.act(self.c.fallback_action(), seat)
        self._after_action(seat, events)

    def _after_action(self, seat: int, events: list[Event]) -> None:
        self._token = None
        self.table.set_thinking(None)
        self.thinkingChanged.emit("")
        self.input.acted()
        self.panel.set_choices([])
        self._log_events(events)
        # A game that scores during the deal (Porrazo) changes the sheet with a single card.
        standing = self.c.standing()
        if standing != self._standing_shown:
            self._standing_shown = standing
            self.scoresChanged.emit()
        before = self.table.frame
        after = self._frame(actor=seat)
        frames = frames_for_step(before, after, events) if before is not None else [(after, False)]
        self._show_frames(frames)

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
        if self.c.over:
            self.newGameRequested.emit()
            return
        self.next_deal()

    def next_deal(self) -> None:
        """Start the next deal (the summary's Continue button)."""
        if self._closed or not self.c.deal_over or self.c.over:
            return
        self.summary.hide()
        self._summary_for = None
        events = self.c.next_deal()
        self._log_events(events)
        self.scoresChanged.emit()
        self.table.show_frames([(self._frame(dealing=True), False)], self.settings.animation_ms)

    # -- what is shown --------------------------------------------------------------------------------
    def _frame(self, actor: int | None = None, dealing: bool = False) -> Frame:
        c = self.c
        viewer = c.viewer
        cp = c.current_player
        marks = self.input.marks(self.settings.highlight_legal, active=cp == viewer and not c.is_ai(cp))
        return table_frame(
            c.match, viewer, c.layout(), self.words, self.settings,
            lambda count: self.tr("%1 in hand").replace("%1", str(count)), last_play_label(c.game),
            thinking=cp if self._token is not None else None, face_up_tip=self._face_up_tip,
            legal=marks.legal, selected=marks.selected, table_marked=marks.table_marked,
            table_picked=marks.table_picked, actor=actor, dealing=dealing,
        )

    def _face_up_tip(self, c: Card, seat: int) -> str:
        # Cards drawn face up beside a hand (the Lombard dealer's exposed cards, a card the table
        # knows a player holds) say what they are and why everybody sees them.
        if seat == self.c.viewer:
            return self.tr("%1: everybody at the table has seen this card of yours.").replace("%1", self.words.card(c))
        return self.tr("%1: face up, a card of %2's that everybody at the table has seen.").replace(
            "%1", self.words.card(c)).replace("%2", self.words.seat(seat))

    def _show_status(self) -> None:
        text = status_line(self.c.match, self.c.viewer, self.words, self.c.is_ai)
        self._status = text
        self.statusChanged.emit(text)

    def _show_summary(self) -> None:
        c = self.c
        key = (c.deal_index, c.over)
        if self._summary_for == key or not c.results:
            return
        self._summary_for = key
        result = c.results[-1]
        if c.over:
            winners = ", ".join(self.words.seat(s) for s in c.winners())
            title = self.tr("The game is over")
            outcome = self.tr("Winner: %1", "", len(c.winners())).replace("%1", winners)
            button = self.tr("New game")
        else:
            title = deal_over_text(self.words, c.deal_index, sentence=False)
            outcome = ""
            button = self.tr("Continue")
        self.summary.show_result(title, result, c.scores, self.words, len(c.players), outcome, button,
                                 c.standing())

    def _log(self, make: Callable[[], str], rule: str | None = None) -> None:
        # The line is kept as a way to write it, so that it can be written again in another language.
        self.log_entries.append((make, rule or ""))
        self.logged.emit(make(), rule or "")

    def log_note(self, text: str) -> None:
        """Add a line of the window's own to the log (kept with the game's lines)."""
        self._log(lambda: text)

    def set_history(self, events: list[Event]) -> None:
        """The log of a game taken up again (resumed, played on from a replay): what happened
        before, as the table's seat saw it, after the game's first line. The lines are kept as
        ways to write them, so that a change of language rewrites them with the rest."""
        viewer = self.c.viewer
        history = [(lambda e=e: self.words.event(e), e.rule or "") for e in events if e.visible_to(viewer)]
        self.log_entries = self.log_entries[:1] + history

    def log_lines(self) -> list[tuple[str, str]]:
        """Every log line of this game so far, in the current language, with its rule anchor."""
        return [(make(), rule) for make, rule in self.log_entries]

    def _log_events(self, events: list[Event]) -> None:
        viewer = self.c.viewer
        for e in events:
            if e.visible_to(viewer):
                self._log(lambda e=e: self.words.event(e), e.rule)

    # -- hints ----------------------------------------------------------------------------------------
    def request_hints(self) -> bool:
        """Ask the AI worker for the best actions of the person to act; False if nobody is.

        The answer comes as :attr:`hintsReady` (or :attr:`hintsFailed`), and only while the
        position is the one asked about. The controller remembers that hints were used.
        """
        seat = self._seat()
        if seat is None:
            return False
        token = ("hints", id(self), *self.c.position)
        if token == self._hint_token:
            return True
        self._hint_token = token
        self.c.hints_used = True
        self.ai.ask_hints(token, self.c.view(seat), self.c.hint_seed(seat), k=HINT_POOL)
        return True

    def _hints_answered(self, token: Any, found: list) -> None:
        if self._closed or token != self._hint_token:
            return
        self._hint_token = None
        if self.c.position != token[2:]:
            return  # the game moved on meanwhile
        self._hints = (self.c.position, list(found))
        self.hintsReady.emit(self.hint_lines())

    def hint_lines(self) -> list[HintLine]:
        """The last hints in the current language (empty if the game moved on since)."""
        if self._hints is None or self._hints[0] != self.c.position:
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

    # -- the person's choices -------------------------------------------------------------------------
    def _seat(self) -> int | None:
        cp = self.c.current_player
        if cp is None or self.c.is_ai(cp) or self.input.decisions is None or self.table.busy:
            return None
        return cp

    def _render_choices(self) -> None:
        d = self.input.decisions
        if d is None or self._seat() is None:
            self.panel.set_choices([])
            return
        w = self.words
        choices: list[Choice] = []
        hint = ""
        if self.input.capture is not None:
            card, options = self.input.capture
            for i, option in enumerate(options):
                choices.append(Choice(w.action(option), lambda o=option: self.send(o),
                                      colour=OPTION_COLOURS[i % len(OPTION_COLOURS)], name=option.text))
            choices.append(Choice(self.tr("Cancel"), self.cancel_choice, name="cancel"))
            # Only options that take table cards mark any (Porrazo's ways of playing a card, on an
            # empty table, take none): the panel speaks of marked cards only when there are some.
            if any(capture_cards(option) for option in options):
                hint = self.tr("Choose what %1 takes: click the marked table cards or a button.").replace(
                    "%1", w.card(card))
            else:
                hint = self.tr("Choose how to play %1: click a button.").replace("%1", w.card(card))
        else:
            if self.input.pending is not None:
                options = d.play_options(self.input.pending)
                label = w.action(options[0]) if len(options) == 1 else \
                    self.tr("Play %1…").replace("%1", w.card(self.input.pending))
                choices.append(Choice(label, lambda c=self.input.pending: self.play_card(c), name="play-chosen"))
            for a in d.words:
                if a.kind not in MATCH_DECISIONS:
                    choices.append(Choice(w.action(a), lambda a=a: self.send(a), name=a.text))
            for kind in d.names:
                choices.append(Choice(w.action_kind(kind), lambda k=kind: self.name_card(k), name="name:" + kind))
            if d.selects and self.input.select_kind:
                kind = self.input.select_kind
                for other in d.selects:
                    if other != kind:
                        choices.append(Choice(self.tr("Choose cards for: %1").replace("%1", w.action_kind(other)),
                                              lambda k=other: self._switch_select(k), name="select:" + other))
                need = self.input.need
                have = len(self.input.selected)
                base = w.action(Action(kind, tuple(self.input.selected))) if self.input.selected else w.action_kind(kind)
                label = f"{base} ({have}/{need})" if need else base
                ok = have == need if need else have > 0
                choices.append(Choice(label, self.confirm_selection, enabled=ok, name="confirm:" + kind))
                if self.input.selected:
                    choices.append(Choice(self.tr("Clear the selection"), self.cancel_choice, name="cancel"))
                hint = (self.tr("Click the cards to choose %n of them, then confirm.", "", need) if need
                        else self.tr("Click the cards to choose them, then confirm."))
            elif d.plays:
                hint = self.tr("Drag a card to the table, or click it twice (arrows and Enter work too).")
            # A decision for the whole game stands apart at the end of the row, and is confirmed.
            for a in d.words:
                if a.kind in MATCH_DECISIONS:
                    choices.append(Choice(w.action(a), lambda a=a: self.send_confirmed(a), name=a.text, apart=True))
        self.panel.set_choices(choices, hint)

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

    def _refuse_action(self, action: Action, seat: int) -> bool:
        refusal = self.c.check(action, seat)
        if refusal is None:
            return False
        self._refuse(lambda: self.words.refusal(refusal), refusal.rule)
        return True

    def send(self, action: Action) -> bool:
        """Make ``action`` for the person to act, after checking it; False if it was refused."""
        seat = self._seat()
        if seat is None:
            return False
        if self._refuse_action(action, seat):
            return False
        self.panel.show_notice("")
        events = self.c.act(action, seat)
        self._after_action(seat, events)
        return True

    def send_confirmed(self, action: Action) -> bool:
        """Make a decision for the whole game after the person confirmed it; False if not made."""
        if self._seat() is None:
            return False
        box = QMessageBox(self.table.window())
        box.setObjectName("matchDecisionQuestion")
        box.setIcon(QMessageBox.Icon.Question)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowTitle(self.words.action(action))
        box.setText(self.tr("“%1” decides for the whole game and cannot be taken back. "
                            "Declare it now?").replace("%1", self.words.action(action)))
        yes = box.addButton(self.tr("Declare it"), QMessageBox.ButtonRole.AcceptRole)
        yes.setObjectName("matchDecisionYes")
        no = box.addButton(self.tr("Not now"), QMessageBox.ButtonRole.RejectRole)
        no.setObjectName("matchDecisionNo")
        box.setDefaultButton(no)
        box.setEscapeButton(no)
        try:
            box.exec()
            if box.clickedButton() is not yes:
                return False
        finally:
            box.deleteLater()
        return self.send(action)

    def play_card(self, c: Card) -> None:
        """Play ``c`` from the hand: directly, or by first choosing among its captures."""
        if self._seat() is not None:
            self._do(self.input.play(c))

    def _do(self, reply: Reply) -> None:
        # Carry out what the person's input came to (see input_state.Reply).
        seat = self._seat()
        if reply.snap_back:
            self.table.snap_back()
        if seat is None:
            return
        if reply.send is not None:
            self.send(reply.send)
            return
        if reply.refuse is not None:
            self._refuse_action(reply.refuse, seat)
            return
        if reply.no_play:
            self._refuse(lambda: self.tr("No card is played now: %1").replace("%1", self._prompt_text()),
                         self.c.phase)
            return
        if reply.clear_notice:
            self.panel.show_notice("")
        if reply.refresh:
            self._refresh()
        if reply.capture_changed:
            self._hints_follow_choice()

    def _prompt_text(self) -> str:
        key, params = self.c.prompt()
        return self.words.prompt(key, params)

    def cancel_choice(self) -> None:
        """Forget a half-made choice (a lifted card, a capture being chosen, a selection)."""
        if self._collected_by_input() or self._seat() is None:
            return
        self._do(self.input.cancel())

    def toggle_select(self, c: Card) -> None:
        """Add ``c`` to the cards being chosen, or take it out again."""
        if self._seat() is not None:
            self._do(self.input.toggle(c))

    def _switch_select(self, kind: str) -> None:
        self.input.switch_select(kind)
        self._refresh()

    def confirm_selection(self) -> None:
        """Make the actions of the chosen cards, one by one, stopping at a refusal."""
        seat = self._seat()
        if seat is None:
            return
        events: list[Event] = []
        done = 0
        for action in self.input.selection(self.c.legal_actions()):
            if self.c.current_player != seat:
                break
            refusal = self.c.check(action, seat)
            if refusal is not None:
                self._show_refusal(lambda r=refusal: self.words.refusal(r), refusal.rule)
                break
            events += self.c.act(action, seat)
            done += 1
        if done:
            self._after_action(seat, events)

    def name_card(self, kind: str) -> None:
        """Open the card picker for a naming action (``call:T20``) and make the chosen one."""
        seat = self._seat()
        d = self.input.decisions
        if seat is None or d is None or kind not in d.names:
            return
        cards = d.name_cards(kind)
        names = {c: self.words.card(c) for c in cards}
        dialog = self.picker_factory(self.table.renderer, self.c.game.pack_id, cards, names,
                                     self.words.action_kind(kind), self.table.window())
        if dialog.exec() and dialog.chosen() is not None:
            chosen = dialog.chosen()
            action = next(a for a in d.names[kind] if a.card is chosen)
            self.send(action)
        dialog.deleteLater()

    # -- input from the table ---------------------------------------------------------------------------
    def _input(self, reply: Callable[[], Reply], snap_back: bool = False) -> None:
        # Every click or key at the table first collects a waiting trick (and then does nothing
        # else); otherwise it reaches the person's choice, while it is theirs to make.
        if self._collected_by_input():
            return
        if self._seat() is None:
            if snap_back:
                self.table.snap_back()
            return
        self._do(reply())

    def _hand_clicked(self, c: Card) -> None:
        self._input(lambda: self.input.hand_clicked(c))

    def _hand_double_clicked(self, c: Card) -> None:
        self._input(lambda: self.input.hand_double_clicked(c))

    def _hand_dropped(self, c: Card) -> None:
        self._input(lambda: self.input.hand_dropped(c), snap_back=True)

    def _hand_activated(self, c: Card) -> None:
        self._input(lambda: self.input.hand_activated(c))

    def _hand_toggled(self, c: Card) -> None:
        self._input(lambda: self.input.hand_toggled(c))

    def _table_clicked(self, c: Card) -> None:
        self._input(lambda: self.input.pick_table(c))

    def _felt_clicked(self) -> None:
        self._input(self.input.felt_clicked)
