"""Playing one game at the table: turns, input, the AI's moves, animations and summaries.

:class:`PlaySession` connects a :class:`~tarotdesk.ui.controller.GameController` to the table,
the decision panel and the summary. It never looks at which game is played: the human seat's
legal actions are sorted by shape (:mod:`tarotdesk.ui.decisions`) into cards to drag or click,
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

from ..core.actions import Action
from ..core.cards import Card
from ..core.events import Event, IllegalAction
from ..core.rng import SeededRNG, derive_seed
from .ai_runner import AIRunner
from .card_picker import CardPickerDialog
from .controller import GameController
from .decision_panel import Choice, DecisionPanel
from .decisions import Decisions, actions_for_selection, capture_cards, classify, options_matching, select_count
from .hint_bar import HintLine
from .scores import DealSummary
from .settings import Settings
from .status_text import deal_over_text, status_line
from .table_frame import Frame, frames_for_step, table_frame
from .table_items import OPTION_COLOURS
from .table_view import TableView
from .words import Words


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
        self._decisions: Decisions | None = None
        self._position: tuple[int, int] | None = None
        self._pending: Card | None = None
        self._capture: tuple[Card, list[Action]] | None = None
        self._picked: set[Card] = set()
        self._select_kind: str | None = None
        self._selected: list[Card] = []
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
        m = self.c.match
        self._log(lambda: self.tr("New game: %1").replace("%1", self.words.game_name()))
        dealer, deal = m.dealer, m.deal_index
        self._log(lambda: self.words.text("event.deal_started", {"dealer": dealer, "deal": deal}))
        self.summary.hide()
        self.panel.set_choices([])
        self.panel.show_notice("")
        self.scoresChanged.emit()
        self.table.prefetch(m.game.pack_id, [c.code for c in m.game.pack.cards], m.n_players)
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
        m = self.c.match
        self._show_status()
        if m.over or m.deal_over:
            self._decisions = None
            self.panel.set_choices([])
            self._show_summary()
            return
        cp = m.current_player
        assert cp is not None
        if self.c.is_ai(cp):
            self._decisions = None
            self.panel.set_choices([])
            token = (id(self), m.deal_index, len(m.actions))
            if self._token != token:
                self._token = token
                self._asked_at = time.monotonic()
                self.ai.ask(token, self.c.view(cp), self.c.level(cp), self.c.ai_seed(cp))
                self.table.set_thinking(cp)
                self.thinkingChanged.emit(self.words.seat(cp))
            return
        position = (m.deal_index, len(m.actions))
        if self._take_automatic_action(cp):
            return
        if position != self._position:
            self._position = position
            self._pending = None
            self._capture = None
            self._picked = set()
            self._select_kind = None
            self._selected = []
            self.panel.show_notice("")
        hand = self.c.match.deal.view(cp).layout().hands[cp]
        self._decisions = classify(self.c.legal_actions(), hand)
        if self._decisions.selects and self._select_kind not in self._decisions.selects:
            self._select_kind = next(iter(self._decisions.selects))
        self.table.refresh(self._frame())
        self._render_choices()
        self.table.setFocus()

    def _take_automatic_action(self, seat: int) -> bool:
        # A rule option may act for the person here (Game.automatic_action, e.g. "declare for
        # me"); it is not a decision, so it is made at once and told in the log.
        action = self.c.game.automatic_action(self.c.match, seat)
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
        seat = self.c.match.current_player
        assert seat is not None
        self._ai_failed_now(seat, message)

    def _apply_ai(self, token: Any, text: str) -> None:
        if self._closed or token != self._token:
            return
        seat = self.c.match.current_player
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
        legal = self.c.match.legal_actions()
        events = self.c.act(SeededRNG(len(self.c.match.actions)).choice(legal), seat)
        self._after_action(seat, events)

    def _after_action(self, seat: int, events: list[Event]) -> None:
        self._token = None
        self.table.set_thinking(None)
        self.thinkingChanged.emit("")
        self._pending = None
        self._capture = None
        self._picked = set()
        self._selected = []
        self._decisions = None
        self.panel.set_choices([])
        self._log_events(events)
        # A game that scores during the deal (Porrazo) changes the sheet with a single card.
        standing = self.c.match.game.standing(self.c.match)
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
        if self.c.match.over:
            self.newGameRequested.emit()
            return
        self.next_deal()

    def next_deal(self) -> None:
        """Start the next deal (the summary's Continue button)."""
        if self._closed or not self.c.match.deal_over or self.c.match.over:
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
        m = c.match
        viewer = c.viewer
        cp = m.current_player
        human_turn = cp is not None and not c.is_ai(cp) and cp == viewer and self._decisions is not None
        legal: frozenset[Card] | None = None
        selected: frozenset[Card] = frozenset()
        marked: dict[Card, int] = {}
        if human_turn and self._decisions is not None:
            d = self._decisions
            usable = set(d.plays)
            if self._select_kind:
                usable.update(d.select_cards(self._select_kind))
            if self.settings.highlight_legal and (d.plays or d.selects):
                legal = frozenset(usable)
            selected = frozenset(self._selected)
            if self._pending is not None:
                selected |= {self._pending}
            if self._capture is not None:
                selected |= {self._capture[0]}
                for i, option in enumerate(self._capture[1]):
                    for t in capture_cards(option):
                        marked.setdefault(t, i)
        return table_frame(
            m, viewer, m.deal.view(viewer).layout(), self.words, self.settings,
            lambda count: self.tr("%1 in hand").replace("%1", str(count)), self.tr("Last trick"),
            thinking=cp if self._token is not None else None, face_up_tip=self._face_up_tip,
            legal=legal, selected=selected, table_marked=marked, table_picked=frozenset(self._picked),
            actor=actor, dealing=dealing,
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
        m = self.c.match
        key = (m.deal_index, m.over)
        if self._summary_for == key or not m.results:
            return
        self._summary_for = key
        result = m.results[-1]
        if m.over:
            winners = ", ".join(self.words.seat(s) for s in m.winners())
            title = self.tr("The game is over")
            outcome = self.tr("Winner: %1", "", len(m.winners())).replace("%1", winners)
            button = self.tr("New game")
        else:
            title = deal_over_text(self.words, m.deal_index, sentence=False)
            outcome = ""
            button = self.tr("Continue")
        self.summary.show_result(title, result, m.scores, self.words, m.n_players, outcome, button,
                                 m.game.standing(m))

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
        m = self.c.match
        token = ("hints", id(self), m.deal_index, len(m.actions))
        if token == self._hint_token:
            return True
        self._hint_token = token
        self.c.hints_used = True
        self.ai.ask_hints(token, self.c.view(seat), derive_seed(self.c.setup.seed, "hints", seat), k=HINT_POOL)
        return True

    def _hints_answered(self, token: Any, found: list) -> None:
        if self._closed or token != self._hint_token:
            return
        self._hint_token = None
        m = self.c.match
        if (m.deal_index, len(m.actions)) != token[2:]:
            return  # the game moved on meanwhile
        self._hints = ((m.deal_index, len(m.actions)), list(found))
        self.hintsReady.emit(self.hint_lines())

    def hint_lines(self) -> list[HintLine]:
        """The last hints in the current language (empty if the game moved on since)."""
        m = self.c.match
        if self._hints is None or self._hints[0] != (m.deal_index, len(m.actions)):
            return []
        w = self.words
        lines = []
        for h in self._hints_on_screen():
            title = w.rule_title(h.rule) if h.rule else ""
            lines.append(HintLine(w.action(h.action), w.hint(h.reason, h.params), h.rule if title else None, title,
                                  h.action.text))
        return lines

    def _hints_on_screen(self) -> list[Any]:
        # With the capture choices of a card on screen, the hint ranks those choices (all of them,
        # best first): that is the decision being made. Otherwise the three best actions.
        assert self._hints is not None
        found = self._hints[1]
        if self._capture is not None:
            options = set(self._capture[1])
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
        cp = self.c.match.current_player
        if cp is None or self.c.is_ai(cp) or self._decisions is None or self.table.busy:
            return None
        return cp

    def _render_choices(self) -> None:
        d = self._decisions
        if d is None or self._seat() is None:
            self.panel.set_choices([])
            return
        w = self.words
        choices: list[Choice] = []
        hint = ""
        if self._capture is not None:
            card, options = self._capture
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
            if self._pending is not None:
                options = d.play_options(self._pending)
                label = w.action(options[0]) if len(options) == 1 else \
                    self.tr("Play %1…").replace("%1", w.card(self._pending))
                choices.append(Choice(label, lambda c=self._pending: self.play_card(c), name="play-chosen"))
            for a in d.words:
                if a.kind not in MATCH_DECISIONS:
                    choices.append(Choice(w.action(a), lambda a=a: self.send(a), name=a.text))
            for kind in d.names:
                choices.append(Choice(w.action_kind(kind), lambda k=kind: self.name_card(k), name="name:" + kind))
            if d.selects and self._select_kind:
                kind = self._select_kind
                for other in d.selects:
                    if other != kind:
                        choices.append(Choice(self.tr("Choose cards for: %1").replace("%1", w.action_kind(other)),
                                              lambda k=other: self._switch_select(k), name="select:" + other))
                need = select_count(self.c.match.deal.view(self.c.viewer).prompt()[1])
                have = len(self._selected)
                base = w.action(Action(kind, tuple(self._selected))) if self._selected else w.action_kind(kind)
                label = f"{base} ({have}/{need})" if need else base
                ok = have == need if need else have > 0
                choices.append(Choice(label, self.confirm_selection, enabled=ok, name="confirm:" + kind))
                if self._selected:
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
        seat = self._seat()
        if seat is None or self._decisions is None:
            return
        options = self._decisions.play_options(c)
        if not options:
            if self._decisions.plays:
                self._refuse_action(Action("play", c), seat)
            else:
                self._refuse(lambda: self.tr("No card is played now: %1").replace("%1", self._prompt_text()),
                             self.c.match.phase)
            return
        if len(options) == 1:
            self.send(options[0])
            return
        self._pending = None
        self._capture = (c, options)
        self._picked = set()
        self.table.snap_back()
        self._refresh()
        self._hints_follow_choice()

    def _prompt_text(self) -> str:
        key, params = self.c.match.deal.view(self.c.viewer).prompt()
        return self.words.prompt(key, params)

    def cancel_choice(self) -> None:
        """Forget a half-made choice (a lifted card, a capture being chosen, a selection)."""
        if self._collected_by_input() or self._seat() is None:
            return
        closing = self._capture is not None
        self._pending = None
        self._capture = None
        self._picked = set()
        self._selected = []
        self.panel.show_notice("")
        self._refresh()
        if closing:
            self._hints_follow_choice()

    def toggle_select(self, c: Card) -> None:
        """Add ``c`` to the cards being chosen, or take it out again."""
        seat = self._seat()
        d = self._decisions
        if seat is None or d is None or not self._select_kind:
            return
        kind = self._select_kind
        if c in self._selected:
            self._selected.remove(c)
        elif c in d.select_cards(kind):
            need = select_count(self.c.match.deal.view(self.c.viewer).prompt()[1])
            if need and len(self._selected) >= need:
                self._selected.pop(0)  # keep the most recent choices
            self._selected.append(c)
        else:
            self._refuse_action(Action(kind, c), seat)
            return
        self.panel.show_notice("")
        self._refresh()

    def _switch_select(self, kind: str) -> None:
        self._select_kind = kind
        self._selected = []
        self._refresh()

    def confirm_selection(self) -> None:
        """Make the actions of the chosen cards, one by one, stopping at a refusal."""
        seat = self._seat()
        if seat is None or not self._select_kind or not self._selected:
            return
        m = self.c.match
        todo = actions_for_selection(self._select_kind, self._selected, m.legal_actions())
        events: list[Event] = []
        done = 0
        for action in todo:
            if m.current_player != seat:
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
        d = self._decisions
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

    def _pick_table(self, c: Card) -> None:
        if self._capture is None:
            return
        _, options = self._capture
        picked = set(self._picked)
        picked.symmetric_difference_update({c})
        if not options_matching(options, picked):
            picked = {c}
        matching = options_matching(options, picked)
        if len(matching) == 1:
            # One click is enough when it identifies the capture: the rest of its cards follow.
            self.send(matching[0])
            return
        self._picked = picked
        self._refresh()

    # -- input from the table ---------------------------------------------------------------------------
    def _hand_clicked(self, c: Card) -> None:
        if self._collected_by_input():
            return
        d = self._decisions
        if self._seat() is None or d is None:
            return
        if self._capture is not None:
            if c is self._capture[0]:
                self.cancel_choice()
            return
        if c in d.plays:
            if self._pending is c:
                self.play_card(c)
            else:
                self._pending = c
                self.panel.show_notice("")
                self._refresh()
            return
        if self._select_kind:
            self.toggle_select(c)
            return
        self.play_card(c)

    def _hand_double_clicked(self, c: Card) -> None:
        if self._collected_by_input():
            return
        d = self._decisions
        if self._seat() is None or d is None or self._capture is not None:
            return
        if c in d.plays:
            self.play_card(c)

    def _hand_dropped(self, c: Card) -> None:
        if self._collected_by_input():
            return
        d = self._decisions
        if self._seat() is None or d is None:
            self.table.snap_back()
            return
        if c in d.plays or not self._select_kind:
            self.play_card(c)
            return
        self.table.snap_back()
        self.toggle_select(c)

    def _hand_activated(self, c: Card) -> None:
        if self._collected_by_input():
            return
        d = self._decisions
        if self._seat() is None or d is None:
            return
        if c in d.plays or not self._select_kind:
            self.play_card(c)
        else:
            self.toggle_select(c)

    def _hand_toggled(self, c: Card) -> None:
        if self._collected_by_input():
            return
        d = self._decisions
        if self._seat() is None or d is None:
            return
        if self._select_kind and c not in d.plays:
            self.toggle_select(c)
        elif c in d.plays:
            self._pending = None if self._pending is c else c
            self._refresh()

    def _table_clicked(self, c: Card) -> None:
        if self._collected_by_input():
            return
        if self._seat() is None:
            return
        self._pick_table(c)

    def _felt_clicked(self) -> None:
        if self._collected_by_input():
            return
        if self._seat() is not None and self._pending is not None and self._capture is None:
            self.play_card(self._pending)
