"""The replay viewer: any record, step by step, with "play on from here".

The viewer walks a replay of the table layer (:class:`~tarotdesk.table.replay.RecordReplay`
for a record; :class:`~tarotdesk.table.replay.SeatReplay` for the game being played, as the
person's seat may see it): one action, one trick (or capture, or round of a fishing game) or
one deal at a time, both ways; a scrubber reaches any position; autoplay steps forward at a
chosen pace. The table shows either every hand or only what one seat could see (that seat's
view) — in the deal still being played, only the person's own view; the score sheet and the
log follow the position. "Play on from here" asks the main window to start a new game from the
position shown, with the same cards, the chosen seat played by the person.

The side column's second tab is the game review (:mod:`.review_panel`): a decision chosen there
is shown at the position before it, the action taken and the better one marked on the table. A
review computed here is kept in the record, and the record written back to its file when that is
one of the program's own saved games (``own_file``); a file from elsewhere is not rewritten
unless the person asks ("Save with review…"): until then the review lives in this window.
"""

from __future__ import annotations

import html
from bisect import bisect_left, bisect_right
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QSizePolicy,
    QSlider,
    QSplitter,
    QStyle,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..kit.language_change import FollowsLanguage
from ...ai.review import DecisionReview, Review
from ...core.actions import Action
from ...core.records import PlayerInfo
from ...storage.files import StorageError, write_text
from ...storage.identity import file_name
from ...storage.paths import RECORD_SUFFIX
from ...table.replay import RecordReplay, ReplayRefused
from ...table.state import TableState
from ..play.ai_runner import AIRunner
from ..kit.controls import new_button, new_check_box, offer_choices
from ..play.scores import DealSummary, ScorePanel
from ..kit.screen_fit import size_window
from ..model.plain_text import FILE_NAME_LIMIT, one_line_value
from .review_panel import BETTER_COLOUR, PLAYED_COLOUR, ReviewPanel
from ..model.settings import Settings
from ..play.status_text import deal_over_text
from ..play.table_words import last_play_label
from ..model.table_frame import frames_for_step, table_frame
from ..scene.table_view import TableView
from ..model.words import Words

#: Autoplay paces offered: seconds per step.
AUTOPLAY_SECONDS = (0.25, 0.5, 1.0, 2.0, 4.0)
DEFAULT_PACE = 1.0


class ReplayViewer(FollowsLanguage, QMainWindow):
    """A window that replays a match (see the module documentation).

    ``branchRequested(record)``: play on from the position shown (a new record that stops
    there). ``againRequested(DealAgain)``: play the deal shown again.
    """

    branchRequested = Signal(object)
    againRequested = Signal(object)
    positionChanged = Signal(int)

    def __init__(self, source: RecordReplay, renderer: object, settings: Settings, title: str = "",
                 parent: QWidget | None = None, *, source_path: Path | None = None, own_file: bool = False,
                 runner_factory: Callable[[QWidget], AIRunner] | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.setObjectName("replayViewer")
        self.source = source
        self.settings = settings
        self.source_title = title
        self.source_path = source_path  # the file the record came from, if any
        self.own_file = own_file and source_path is not None  # one of the program's own: written back
        self._runner_factory = runner_factory
        self._marked_at = -1  # the stop whose decision the table marks (-1: none)
        self.position = -1
        self._shown_results: object = None  # the running figure the sheet shows
        n = source.n_players
        self.words = Words(source.game, settings.language, [p.name for p in source.players])
        humans = [s for s, p in enumerate(source.players) if p.kind == "human"]
        self._log_rows: list[int] = []  # the stop of each log row
        self._log_state = (0, -1)  # rows shown, and the stop whose rows are in bold

        central = QWidget(self)
        outer = QVBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(4)
        outer.addWidget(self._build_table(central, renderer), 1)
        self.slider = QSlider(Qt.Orientation.Horizontal, central)
        self.slider.setObjectName("replayScrubber")
        self.slider.setRange(0, self.source.last)
        self.slider.valueChanged.connect(self.go_to)
        outer.addWidget(self.slider)
        outer.addLayout(self._build_steps(central, n, humans))
        outer.addLayout(self._build_info_row(central))
        self.setCentralWidget(central)

        self._timer = QTimer(self)
        self._timer.timeout.connect(self._autoplay_step)
        self.table.installEventFilter(self)
        self.positionChanged.connect(self._position_moved)
        self.retranslate()
        size_window(self, QSize(1280, 820))
        self.go_to(self.source.last)

    def _build_table(self, central: QWidget, renderer: object) -> QSplitter:
        # The table, with the score sheet and the log beside it.
        split = QSplitter(Qt.Orientation.Horizontal, central)
        self.table = TableView(renderer, split)
        self.table.setObjectName("replayTable")
        self.table.handCardDropped.connect(lambda _c: self.table.snap_back())
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrows step through the game here
        self.summary = DealSummary(self.table)
        self.summary.continued.connect(self.step_forward)
        self.summary.reviewRequested.connect(lambda: self.review_deal(None, self.state.deal_index))
        self.banner = QLabel(self.table)
        self.banner.setObjectName("reviewBanner")
        self.banner.setTextFormat(Qt.TextFormat.RichText)  # every value in it is escaped
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("QLabel { background: rgba(20, 24, 28, 215); color: white; "
                                  "border-radius: 6px; padding: 4px 10px; }")
        self.banner.hide()
        self.tabs = QTabWidget(split)
        self.tabs.setObjectName("replaySide")
        side = QSplitter(Qt.Orientation.Vertical, self.tabs)
        self.scores = ScorePanel(side)
        self.log = QListWidget(side)
        self.log.setObjectName("replayLog")
        self.log.setWordWrap(True)
        self.log.itemClicked.connect(self._log_clicked)
        self.review = ReviewPanel(self.source, self.words, self._deal_number, self._runner_factory, self.tabs)
        self.review.decisionChosen.connect(self.show_decision)
        self.review.reviewDone.connect(self._review_computed)
        self.review.saveRequested.connect(self.save_with_review)
        self.tabs.addTab(side, "")
        self.tabs.addTab(self.review, "")
        split.addWidget(self.table)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([880, 360])
        return split

    def _build_steps(self, central: QWidget, n: int, humans: list[int]) -> QHBoxLayout:
        # The step buttons (each with its key), the pace, and whose view is shown.
        row = QHBoxLayout()
        row.setContentsMargins(6, 0, 6, 6)
        style = self.style()
        SP = QStyle.StandardPixmap
        self.buttons: dict[str, QToolButton] = {}
        for name, icon, slot, keys in (
            ("start", SP.SP_MediaSkipBackward, self.go_start, "Home"),
            ("deal-back", SP.SP_MediaSeekBackward, self.deal_back, "PgUp"),
            ("trick-back", SP.SP_ArrowUp, self.trick_back, "Up"),
            ("back", SP.SP_ArrowBack, self.step_back, "Left"),
            ("play", SP.SP_MediaPlay, self.toggle_autoplay, "Space"),
            ("forward", SP.SP_ArrowForward, self.step_forward, "Right"),
            ("trick-forward", SP.SP_ArrowDown, self.trick_forward, "Down"),
            ("deal-forward", SP.SP_MediaSeekForward, self.deal_forward, "PgDown"),
            ("end", SP.SP_MediaSkipForward, self.go_end, "End"),
        ):
            b = QToolButton(central)
            b.setObjectName("replay-" + name)
            b.setIcon(style.standardIcon(icon))
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            act = QAction(self)
            act.setShortcut(QKeySequence(keys))
            act.triggered.connect(slot)
            self.addAction(act)
            b.clicked.connect(slot)
            self.buttons[name] = b
            row.addWidget(b)
        self.pace = QComboBox(central)
        self.pace.setObjectName("replayPace")
        row.addWidget(self.pace)
        row.addSpacing(12)
        self.seat_label = QLabel(central)
        row.addWidget(self.seat_label)
        self.seat = QComboBox(central)
        self.seat.setObjectName("replaySeat")
        for s in range(n):
            self.seat.addItem(self.words.seat(s), s)
        self.seat.setCurrentIndex(humans[0] if humans else 0)
        self.seat.currentIndexChanged.connect(self._view_changed)
        row.addWidget(self.seat)
        # The deal still being played is shown as the person's seat sees it: it opens that way.
        self.all_hands = new_check_box(central, "replayAllHands", not self.source.limited(self.source.last),
                                       self._view_changed)
        row.addWidget(self.all_hands)
        row.addStretch(1)
        return row

    def _build_info_row(self, central: QWidget) -> QHBoxLayout:
        # The position's line shares a row with the buttons that act on it, so that the
        # controls need no more width than a small screen has (the steps above, these below).
        info_row = QHBoxLayout()
        info_row.setContentsMargins(0, 0, 6, 6)
        self.info = QLabel(central)
        self.info.setObjectName("replayInfo")
        # Names and moves come from the record: shown as written, never as markup.
        self.info.setTextFormat(Qt.TextFormat.PlainText)
        self.info.setContentsMargins(8, 0, 8, 0)
        self.info.setWordWrap(True)
        info_row.addWidget(self.info, 1)
        self.copy_button = new_button(central, "replayCopy", self.copy_position)
        self.branch_button = new_button(central, "replayBranch", self.play_on)
        self.again_button = new_button(central, "replayAgain", self.play_again)
        self.close_button = new_button(central, "replayClose", self.close)
        for b in (self.copy_button, self.branch_button, self.again_button, self.close_button):
            info_row.addWidget(b, 0, Qt.AlignmentFlag.AlignTop)
            # The buttons keep their whole text: the position's line wraps instead.
            b.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        for keys in ("Esc", "Ctrl+W"):
            act = QAction(self)
            act.setShortcut(QKeySequence(keys))
            act.triggered.connect(self.close)
            self.addAction(act)
        return info_row

    # -- words ----------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language."""
        # A viewer whose record could not be replayed stops in __init__ before it has words; the
        # language may still change before Qt deletes it.
        if not hasattr(self, "words"):
            return
        game_name = self.words.game_name()
        where = f" — {one_line_value(self.source_title, FILE_NAME_LIMIT)}" if self.source_title else ""
        self.setWindowTitle(self.tr("Replay: %1").replace("%1", game_name) + where)
        tips = {
            "start": self.tr("To the start (Home)"),
            "deal-back": self.tr("Back one deal (Page Up)"),
            "trick-back": self.tr("Back one trick, capture or round (Up)"),
            "back": self.tr("Back one move (Left)"),
            "play": self.tr("Play the moves one after another, or pause (Space)"),
            "forward": self.tr("Forward one move (Right)"),
            "trick-forward": self.tr("Forward one trick, capture or round (Down)"),
            "deal-forward": self.tr("Forward one deal (Page Down)"),
            "end": self.tr("To the end (End)"),
        }
        for name, tip in tips.items():
            self.buttons[name].setToolTip(tip)
        self.slider.setToolTip(self.tr("Drag to any position of the game"))
        offer_choices(self.pace, ((s, self.tr("%1 s per move").replace("%1", f"{s:g}")) for s in AUTOPLAY_SECONDS),
                      self.pace.currentData() or DEFAULT_PACE)
        self.pace.setToolTip(self.tr("Speed of the autoplay"))
        self.seat_label.setText(self.tr("Seat:"))
        self.seat.setToolTip(self.tr("The seat at the bottom of the table, and the one you play on from here"))
        self.all_hands.setText(self.tr("Show all hands"))
        self.all_hands.setToolTip(self.tr("Off: show only what the chosen seat could see"))
        self.copy_button.setText(self.tr("Copy the record up to here"))
        self.branch_button.setText(self.tr("Play on from here"))
        self.again_button.setText(self.tr("Play this deal again"))
        self.close_button.setText(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Close the replay (Esc, Ctrl+W)"))
        self.branch_button.setToolTip(self.tr("Start a new game from this position with the same cards, "
                                              "playing the chosen seat yourself"))
        self.table.labels = {"dealer": self.tr("D", "dealer chip"), "teams": self.tr("AB", "team letters")}
        self.tabs.setTabText(0, self.tr("Scores and log"))
        self.tabs.setTabText(1, self.tr("Review"))
        self.tabs.setTabToolTip(1, self.tr("The game review: one seat's decisions marked, with the better moves"))
        self._fill_log()
        self._shown_results = None
        if self.position >= 0:
            self._show(animate=False)

    def set_settings(self, settings: Settings) -> None:
        """Use changed settings (language, hand order, last trick)."""
        self.settings = settings
        self.words = Words(self.source.game, settings.language, [p.name for p in self.source.players])
        for s in range(self.seat.count()):
            self.seat.setItemText(s, self.words.seat(s))
        self.review.set_words(self.words)
        self.retranslate()


    def eventFilter(self, obj: object, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if obj is self.table and event.type() == QEvent.Type.Resize:
            self._place_summary()
            self._place_banner()
        return super().eventFilter(obj, event)

    def _place_summary(self) -> None:
        w, h = self.table.width(), self.table.height()
        sw = min(620, w - 40)
        sh = min(h - 40, max(240, self.summary.sizeHint().height() + 60))
        self.summary.setGeometry((w - sw) // 2, (h - sh) // 2, sw, sh)

    # -- moving -------------------------------------------------------------------------------------------
    def go_to(self, k: int, animate: bool = False) -> None:
        """Show stop ``k`` (clamped to the record)."""
        k = max(0, min(k, self.source.last))
        if k == self.position:
            return
        forward_one = k == self.position + 1
        self.position = k
        if self.slider.value() != k:
            self.slider.blockSignals(True)
            self.slider.setValue(k)
            self.slider.blockSignals(False)
        self._show(animate=animate and forward_one)
        self.positionChanged.emit(k)

    def step_forward(self) -> None:
        """One move forward (animated)."""
        self.go_to(self.source.next_action(self.position), animate=True)

    def step_back(self) -> None:
        """One move back."""
        self.go_to(self.source.previous_action(self.position))

    def trick_forward(self) -> None:
        """To the end of the current trick (capture, round, phase)."""
        self.go_to(self.source.next_trick(self.position))

    def trick_back(self) -> None:
        """To the end of the previous trick."""
        self.go_to(self.source.previous_trick(self.position))

    def deal_forward(self) -> None:
        """To the end of this deal, or the start of the next."""
        self.go_to(self.source.next_deal(self.position))

    def deal_back(self) -> None:
        """To the start of this deal, or the end of the previous one."""
        self.go_to(self.source.previous_deal(self.position))

    def go_start(self) -> None:
        """To the first position."""
        self.go_to(0)

    def go_end(self) -> None:
        """To the last position."""
        self.go_to(self.source.last)

    # -- autoplay ------------------------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        """True while autoplay runs."""
        return self._timer.isActive()

    def toggle_autoplay(self) -> None:
        """Start or pause the autoplay (from the start again when at the end)."""
        if self.playing:
            self.stop_autoplay()
            return
        if self.position >= self.source.last:
            self.go_to(0)
        self._timer.start(int(float(self.pace.currentData() or DEFAULT_PACE) * 1000))
        self.buttons["play"].setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause))

    def stop_autoplay(self) -> None:
        """Pause the autoplay."""
        self._timer.stop()
        self.buttons["play"].setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))

    def _autoplay_step(self) -> None:
        self._timer.setInterval(int(float(self.pace.currentData() or DEFAULT_PACE) * 1000))
        if self.position >= self.source.last:
            self.stop_autoplay()
            return
        self.step_forward()

    # -- what is shown ----------------------------------------------------------------------------------
    @property
    def viewer_seat(self) -> int:
        """The seat at the bottom of the table."""
        return int(self.seat.currentData() if self.seat.currentData() is not None else 0)

    @property
    def viewer(self) -> int | None:
        """Whose view the position is shown from: the chosen seat's, None for every hand (where the
        replay allows it: in the deal still being played, the person's own view only)."""
        allowed = self.source.viewers(self.position)
        wanted = None if self.all_hands.isChecked() else self.viewer_seat
        return wanted if wanted in allowed else allowed[0]

    @property
    def state(self) -> TableState:
        """The table at the position shown, as it is shown."""
        return self.source.state(self.position, self.viewer)

    def _view_changed(self) -> None:
        self._fill_log()
        self._show(animate=False)

    def _show(self, animate: bool) -> None:
        viewer = self.viewer
        m = self.source.state(self.position, viewer)
        stop = self.source.stop(self.position)
        before = self.table.frame
        chair = viewer if viewer is not None else self.viewer_seat
        frame = table_frame(m, self.words, self.settings, lambda count: self.tr("%1 in hand").replace("%1", str(count)),
                            last_play_label(m.game), chair=chair)
        duration = min(self.settings.animation_ms, int(float(self.pace.currentData() or DEFAULT_PACE) * 600))
        if animate and before is not None and duration > 0 and not stop.new_deal:
            self.table.show_frames(frames_for_step(before, frame, list(stop.events)), duration)
        else:
            self.table.show_frames([(frame, False)], 0)
        if m.standing != self._shown_results:
            self._shown_results = m.standing
            self.scores.show_scores(m.results, m.scores, self.words, m.n_players, m.standing)
        self._show_log()
        self._show_info(m)
        self._show_summary(m)
        self._show_limits()
        last = self.source.last
        for name in ("start", "deal-back", "trick-back", "back"):
            self.buttons[name].setEnabled(self.position > 0)
        for name in ("forward", "trick-forward", "deal-forward", "end"):
            self.buttons[name].setEnabled(self.position < last)

    def _show_limits(self) -> None:
        # What the replay allows at this position: every hand or one seat's view, a record to copy,
        # a game to play on, a deal to play again.
        k = self.position
        limited = self.source.limited(k)
        self.all_hands.setEnabled(not limited)
        self.seat.setEnabled(not limited)
        self.copy_button.setEnabled(self.source.can_copy)
        self.branch_button.setEnabled(self.source.may_branch(k))
        self.again_button.setEnabled(not limited)

    def _deal_number(self, deal_index: int) -> str:
        # The game's own word for its deal where it has one (Porrazo's "hand 3").
        unit = self.words.deal_unit()
        text = self.tr("%1 %2", "the game's word for a deal, then its number").replace("%1", unit) if unit else self.tr("deal %1").replace("%1", "%2")
        return text.replace("%2", str(deal_index + 1))

    def _next_deal(self) -> str:
        unit = self.words.deal_unit()
        return self.tr("Next %1").replace("%1", unit) if unit else self.tr("Next deal")

    def _show_info(self, m: TableState) -> None:
        stop = self.source.stop(self.position)
        w = self.words
        parts = [self.tr("Move %1 of %2").replace("%1", str(stop.actions)).replace(
            "%2", str(self.source.moves)), self._deal_number(m.deal_index)]
        if self.source.limited(self.position) and m.seat is not None:
            parts.append(self.tr("this deal is still being played: shown as %1 sees it").replace(
                "%1", w.seat(m.seat)))
        if stop.seat is not None and stop.action is not None:
            parts.append(self.tr("%1: %2").replace("%1", w.seat(stop.seat)).replace(
                "%2", w.action(Action.parse(stop.action))))
        if m.over:
            parts.append(self.tr("The game is over."))
        elif m.deal_over:
            parts.append(deal_over_text(w, m.deal_index))
        elif m.current_player is not None:
            key, params = m.prompt
            prompt = w.prompt(key, params).rstrip(".。")
            name = w.seat(m.current_player)
            if name in prompt:  # the prompt names the player itself ("Bruno plays a card"): once is enough
                parts.append(self.tr("Next: %1").replace("%1", prompt))
            else:
                parts.append(self.tr("Next: %1 (%2)").replace("%1", name).replace("%2", prompt))
        self.info.setText(" · ".join(parts))

    def _show_summary(self, m: TableState) -> None:
        if not (m.deal_over and m.results):
            self.summary.hide()
            return
        if m.over:
            winners = ", ".join(self.words.seat(s) for s in m.winners)
            title = self.tr("The game is over")
            outcome = self.tr("Winner: %1", "", len(m.winners)).replace("%1", winners)
        else:
            title = deal_over_text(self.words, m.deal_index, sentence=False)
            outcome = ""
        more = self.position < self.source.last
        self.summary.show_result(title, m.results[-1], list(m.scores), self.words, m.n_players, outcome,
                                 self._next_deal() if more else self.tr("Close"), m.standing)
        self.summary.button.setEnabled(more)
        self.summary.button.setVisible(more)
        self._place_summary()

    # -- the log ---------------------------------------------------------------------------------------------
    def _fill_log(self) -> None:
        viewer = None if self.all_hands.isChecked() else self.viewer_seat
        self.log.clear()
        self._log_rows = []
        for j, event in self.source.events_until(self.source.last, viewer):
            self.log.addItem(QListWidgetItem(self.words.event(event)))
            self._log_rows.append(j)
        self._log_state = (len(self._log_rows), -1)  # every row shown, none in bold
        if self.position >= 0:
            self._show_log()

    def _show_log(self) -> None:
        # Only the rows whose state changes are touched: the log of a long match has thousands.
        k, rows = self.position, self._log_rows
        shown = bisect_right(rows, k)  # rows of the stops up to k are shown
        was_shown, was_at = self._log_state
        for row in range(min(shown, was_shown), max(shown, was_shown)):
            self.log.item(row).setHidden(row >= shown)
        plain, bold = QFont(), QFont()
        bold.setBold(True)
        for row in range(bisect_left(rows, was_at), bisect_right(rows, was_at)):
            self.log.item(row).setFont(plain)
        for row in range(bisect_left(rows, k), shown):
            self.log.item(row).setFont(bold)
        self._log_state = (shown, k)
        if shown:
            self.log.scrollToItem(self.log.item(shown - 1))

    def _log_clicked(self, item: QListWidgetItem) -> None:
        row = self.log.row(item)
        if 0 <= row < len(self._log_rows):
            self.go_to(self._log_rows[row])

    def log_texts(self) -> list[str]:
        """The log lines shown now (for tests)."""
        return [self.log.item(i).text() for i in range(self.log.count()) if not self.log.item(i).isHidden()]

    # -- the game review -------------------------------------------------------------------------------------
    def review_deal(self, seat: int | None, deal: int | None) -> None:
        """Open the review tab on ``seat``'s decisions (the person's if None) in deal ``deal`` (None:
        the whole game) and review them (at once if the record keeps that review)."""
        self.tabs.setCurrentWidget(self.review)
        self.review.choose(self.review.chosen_seat if seat is None else seat, deal)
        if self.review.review is None:
            self.review.start()

    def stop_before(self, index: int) -> int:
        """The stop whose next action is the record's action ``index`` (a new deal's first action
        comes after the stop of the deal as dealt)."""
        return next((j for j in range(self.source.last, -1, -1) if self.source.stop(j).actions == index), 0)

    def show_decision(self, decision: DecisionReview) -> None:
        """Show the position before a reviewed decision from its seat's chair, with the action
        taken and the better one marked on the table and named in a banner over it."""
        self.stop_autoplay()
        k = self.stop_before(decision.index)
        self._marked_at = k
        taken, best = Action.parse(decision.taken), Action.parse(decision.best)
        marks = {}
        if best.card is not None and decision.best != decision.taken:
            marks[best.card] = (BETTER_COLOUR, self.tr("better"), 1)
        if taken.card is not None:
            marks[taken.card] = (PLAYED_COLOUR, self.tr("played"), 0)
        self.table.set_review_marks(marks)
        if self.viewer_seat != decision.seat:
            self.seat.setCurrentIndex(max(0, self.seat.findData(decision.seat)))
        self.go_to(k)
        self.table.set_review_marks(marks)
        self._show_banner(decision)

    def _show_banner(self, decision: DecisionReview) -> None:
        e = html.escape
        lines = [f"<span style='color:{PLAYED_COLOUR}'>■</span> " + e(self.tr("Played: %1").replace(
            "%1", self.words.action(Action.parse(decision.taken))))]
        if decision.best != decision.taken:
            lines.append(f"<span style='color:{BETTER_COLOUR}'>■</span> " + e(self.tr("Better: %1").replace(
                "%1", self.words.action(Action.parse(decision.best)))))
        self.banner.setText("<br>".join(lines))
        self.banner.show()
        self.banner.raise_()
        self._place_banner()

    def _place_banner(self) -> None:
        if not self.banner.isVisible():
            self.table.set_top_reserve(0)
            return
        w = min(self.table.width() - 20, 560)
        h = self.banner.heightForWidth(w)
        self.banner.setGeometry((self.table.width() - w) // 2, 6, w, h)
        self.table.set_top_reserve(h + 10)

    def _position_moved(self, k: int) -> None:
        # The marks belong to the position before the decision: moving on takes them away.
        if k != self._marked_at and self._marked_at >= 0:
            self._marked_at = -1
            self.table.set_review_marks({})
            self.banner.hide()
            self._place_banner()

    def _review_computed(self, review: Review) -> None:
        self.source.keep_review(review)
        if self.own_file and self.source_path is not None and self.source.can_copy:
            problem = self.source.store_in_file(self.source_path, review)
            if problem is not None:  # the review stays in this window: "Save with review…" is offered
                self.statusBar().showMessage(self.tr("The review could not be kept in %1 (%2).").replace(
                    "%1", str(self.source_path)).replace("%2", problem), 10000)
                self.review.set_unsaved(True)
                return
            self.statusBar().showMessage(self.tr("The review is kept with the saved game."), 8000)
            return
        self.review.set_unsaved(self.source.can_copy)
        if self.source.can_copy:
            self.statusBar().showMessage(self.tr("The review is kept in this window only: Save with review… "
                                                 "writes the record with it into a file."), 10000)

    def save_with_review(self, path: str | Path | None = None) -> bool:
        """Write the record with its reviews into a file (asked for when ``path`` is None)."""
        if not self.source.can_copy:
            return False
        if path is None:
            suggestion = str(self.source_path) if self.source_path is not None else file_name(self.source.record)
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the record with its review"), suggestion,
                                                  self.tr("tarotdesk records (*%1);;All files (*)").replace(
                                                      "%1", RECORD_SUFFIX))
            if not path:
                return False
        try:
            write_text(path, self.source.record_text())
        except StorageError as exc:
            self.statusBar().showMessage(self.tr("The record could not be saved to %1 (%2).").replace(
                "%1", exc.path).replace("%2", exc.detail), 10000)
            return False
        self.review.set_unsaved(False)
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", str(path)), 8000)
        return True

    # -- records of the position ------------------------------------------------------------------------------
    def copy_position(self) -> str:
        """Put the record up to the position shown on the clipboard (to share it or report a move);
        "" where the replay may not hand the record out (a match still being played)."""
        try:
            text = self.source.record_upto(self.position).to_text()
        except ReplayRefused:
            return ""
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(self.tr("The record up to move %1 is on the clipboard.").replace(
            "%1", str(self.source.stop(self.position).actions)), 8000)
        return text

    def play_on(self) -> None:
        """Ask for a new game from the position shown, the chosen seat played by the person."""
        self.stop_autoplay()
        if not self.source.may_branch(self.position):
            return
        you = self.viewer_seat
        players = []
        for s, p in enumerate(self.source.players):
            if s == you:
                players.append(PlayerInfo(p.name, "human"))
            else:
                players.append(PlayerInfo(p.name, "ai", p.level if p.kind == "ai" and p.level else "standard"))
        self.branchRequested.emit(self.source.branch(self.position, players, {"branch": True}))

    def play_again(self) -> None:
        """Ask for a new game whose first deal is the deal shown."""
        again = self.source.deal_again(self.position)
        if again is not None:
            self.againRequested.emit(again)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt API
        self.stop_autoplay()
        self.review.close_worker()
        super().closeEvent(event)
