"""The main window: the table, the decision row, the score sheet, the log, menus and toolbar."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QProgressBar,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..kit.language_change import FollowsLanguage
from ..kit.controls import new_action
from .menus import build_menus, retranslate_menus
from .table_notes import place_notes
from ..play.decision_panel import DecisionPanel
from ..play.hint_bar import HINT_BUTTON_STYLE, HintBar, HintLine
from ..kit.i18n import install_language
from ..scene.card_source import style_flags
from ..scene.plain_cards import CardStyle as PlainStyle
from ..scene.plain_cards import PlainCardRenderer
from ..model.plain_text import one_line
from .dock_layout import fit_to_screen, layout_state
from .shell import ShellParts
from ..play.scores import DealSummary, ScorePanel
from ..play.table_words import last_play_action
from ..model.settings import Settings, SettingsProblem, save_settings
from ..scene.table_view import TableView

if TYPE_CHECKING:
    from ...core.game import Game
    from ...table.setup import GameSetup
    from ...table.table import Table
    from .rule_pane import RulePane
    from ..play.ai_runner import AIRunner
    from ..play.session import PlaySession
    from ..model.words import Words

LOG_LIMIT = 3000
#: The key that goes on from a deal summary (Play → Continue; shown on the summary's button).
CONTINUE_KEY = "C"
#: Width of the rule pane when it opens beside the table.
RULES_WIDTH = 340
#: Where a log line keeps the rule it links to: (game id, anchor).
RULE_ROLE = Qt.ItemDataRole.UserRole


def _all_games() -> Sequence["Game"]:
    from ...games.registry import all_games

    return all_games()


def _get_game(game_id: str) -> "Game":
    from ...games.registry import get_game

    return get_game(game_id)


class MainWindow(FollowsLanguage, ShellParts, QMainWindow):
    """The application window. ``start_game(setup)`` begins a game without the dialog.

    To show itself quickly, the window starts with plainly drawn cards and loads the card art,
    the AI worker and the games only once it is on the screen (or when a game needs them).
    """

    shown = Signal()
    sessionStarted = Signal(object)
    closing = Signal()  # the window is closing: nothing of it may outlive it

    def __init__(self, settings: Settings, settings_problem: SettingsProblem | None = None,
                 ai: AIRunner | None = None, save: bool = True) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings
        self._save = save
        self._settings_problem = settings_problem
        self.games_provider: Callable[[], Sequence[Game]] = _all_games
        self.game_lookup: Callable[[str], Game] = _get_game
        self.renderer = PlainCardRenderer(self, PlainStyle(**style_flags(settings)))
        self._art_loaded = False
        self._ai: AIRunner | None = ai
        self.session: PlaySession | None = None
        #: The table of the game being played: the window is its owner (it saves, undoes and
        #: branches it) and shows it through the people's seat channels only (``session.seats``).
        self.game_table: Table | None = None
        self._shown_once = False
        self._rule_pane: RulePane | None = None
        self._followed_phase: tuple[int, str] | None = None
        self._hint_position: tuple[int, int] | None = None
        self._log_language = settings.language
        self._window_log: list[Callable[[], str]] = []  # the window's own log lines, rewritable
        self._build_table_area()
        self._build_docks()
        self._build_status_bar()

        self._make_actions()
        from .file_actions import FileActions

        self.files = FileActions(self)  # the File menu, Undo, the autosave and the statistics
        from .practice import Practice

        self.practice = Practice(self)  # "Why did it play that?", this deal again, the deal editor
        self.friends_table: object | None = None  # a table at a friend's, while one is played (friends.py)
        build_menus(self)
        from ..access.window_access import WindowAccess

        self.access = WindowAccess(self)  # the screen reader's table, announcements, sounds, reading keys
        self.retranslate()
        fit_to_screen(self, settings)
        self.show_start_screen(True)

    def _build_table_area(self) -> None:
        # The table with the decision row under it; notes and the deal summary float over it.
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.table = TableView(self.renderer, central)
        self.table.setObjectName("table")
        self.panel = DecisionPanel(central)
        self.hint_bar = HintBar(central)
        self.hint_bar.ruleRequested.connect(self.open_rule)
        self.hint_bar.close_button.clicked.connect(lambda: self.mark_hint(""))
        self.panel.ruleRequested.connect(self.open_rule)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.panel)
        # Refusals and hints float over the top of the table instead of taking rows of the
        # window: showing or hiding them never changes the table's size.
        self.table_notes = QWidget(self.table)
        self.table_notes.setObjectName("tableNotes")
        notes = QVBoxLayout(self.table_notes)
        notes.setContentsMargins(0, 0, 0, 0)
        notes.setSpacing(4)
        notes.addWidget(self.panel.float_notice(self.table_notes))
        self.hint_bar.setParent(self.table_notes)
        notes.addWidget(self.hint_bar)
        self.table_notes.installEventFilter(self)
        self.table.settled.connect(self._place_notes)  # the hand's place may change with a frame
        self.table.cardRuleRequested.connect(self.open_rule)  # a face-up card shown for a rule
        # The start screen stands in the table's place while no game is at the table.
        from .start_screen import StartScreen

        self.central = QStackedWidget(self)
        self.central.addWidget(central)
        self.start_screen = StartScreen(self)
        self.central.addWidget(self.start_screen)
        self.setCentralWidget(self.central)
        self.summary = DealSummary(self.table)
        self.summary.continue_key = CONTINUE_KEY
        self.summary.ruleRequested.connect(self.open_rule)
        self.summary.filled.connect(self._place_overlays)
        self.table.installEventFilter(self)

    def _build_docks(self) -> None:
        # The score sheet and the log on the right; the rule pane on the left, hidden at first.
        self.scores = ScorePanel(self)
        self.scores_dock = QDockWidget(self)
        self.scores_dock.setObjectName("scoresDock")
        self.scores_dock.setWidget(self.scores)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scores_dock)
        self.log = QListWidget(self)
        self.log.setObjectName("log")
        self.log.setWordWrap(True)
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("logDock")
        self.log_dock.setWidget(self.log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.log.itemClicked.connect(self._log_item_clicked)
        self.log.itemActivated.connect(self._log_item_clicked)
        # The rule pane is made when the dock is first shown (it loads every game's name).
        self.rules_dock = QDockWidget(self)
        self.rules_dock.setObjectName("rulesDock")
        self.rules_dock.setWidget(QWidget(self.rules_dock))
        self.rules_dock.visibilityChanged.connect(self._rules_dock_visible)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.rules_dock)
        self.rules_dock.hide()

    def _build_status_bar(self) -> None:
        # The status line, and the seat the computer is thinking for with a busy bar.
        self.status_label = QLabel(self)
        self.status_label.setObjectName("statusLine")
        self.thinking_label = QLabel(self)
        for label in (self.status_label, self.thinking_label):
            label.setTextFormat(Qt.TextFormat.PlainText)  # they name the players: never markup
        self.thinking_bar = QProgressBar(self)
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setFixedWidth(70)
        self.thinking_bar.setMaximumHeight(14)
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.thinking_label)
        self.statusBar().addPermanentWidget(self.thinking_bar)
        self._set_thinking("")

    # -- actions, menus, toolbar ----------------------------------------------------------------------
    def _make_actions(self) -> None:
        style = self.style()
        SP = QStyle.StandardPixmap
        self.act_new = new_action(self, "actionNewGame", self.new_game_dialog, QKeySequence.StandardKey.New,
                                  SP.SP_FileIcon)
        self.act_settings = new_action(self, "actionSettings", self.settings_dialog, "Ctrl+,",
                                       SP.SP_FileDialogDetailedView)
        self.act_quit = new_action(self, "actionQuit", self.close, "Ctrl+Q", SP.SP_DialogCloseButton)
        self.act_last = QAction(self)
        self.act_last.setObjectName("actionLastTrick")
        self.act_last.setCheckable(True)
        self.act_last.setChecked(self.settings.show_last_trick)
        self.act_last.setShortcut(QKeySequence("L"))
        self.act_last.toggled.connect(self._toggle_last_trick)
        self.act_continue = new_action(self, "actionContinue", self._continue_key, CONTINUE_KEY)
        self.act_keys = new_action(self, "actionKeys", self.show_keys, "Ctrl+K")
        # F1 is help: the rules of the game being played, at the phase it is in.
        self.act_help_rules = new_action(self, "actionHelpRules", self.show_rules, "F1")
        self.act_about = QAction(self)
        self.act_about.triggered.connect(self.show_about)
        self.act_learn = QAction(self)
        self.act_learn.setObjectName("actionLearn")
        self.act_learn.triggered.connect(self.show_learn_page)
        self.act_rules = QAction(style.standardIcon(SP.SP_FileDialogContentsView), "", self)
        self.act_rules.setObjectName("actionRules")
        self.act_rules.setShortcut(QKeySequence("F2"))
        self.act_rules.setCheckable(True)  # the toolbar button opens the pane and closes it again
        self.act_rules.triggered.connect(self.toggle_rules)
        self.rules_dock.visibilityChanged.connect(self.act_rules.setChecked)
        self.act_hint = new_action(self, "actionHint", self.request_hint, "H", SP.SP_MessageBoxQuestion)
        self.act_watch = new_action(self, "actionWatch", self.watch_dialog, None, SP.SP_MediaPlay)

        # Digits press the decision row's buttons, each the one that shows it.
        self._digit_shortcuts = []
        for i in range(9):
            sc = QShortcut(QKeySequence(str(i + 1)), self)
            sc.activated.connect(lambda key=i + 1: self.panel.press_key(key))
            self._digit_shortcuts.append(sc)

    def retranslate(self) -> None:
        """Set every text of the window in the current language."""
        self.setWindowTitle(self._title())
        self.act_new.setText(self.tr("&New game…"))
        self.act_new.setToolTip(self.tr("Start a new game (Ctrl+N)"))
        self.act_watch.setText(self.tr("&Watch a game…"))
        self.act_watch.setToolTip(self.tr("A game where the computer plays every seat"))
        self.act_settings.setText(self.tr("&Settings…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_last.setText(last_play_action(self.session.game if self.session is not None else None)[0])
        self.act_last.setToolTip(last_play_action(self.session.game if self.session is not None else None)[1])
        self.act_continue.setText(self.tr("&Continue"))
        self.act_keys.setText(self.tr("&Keys"))
        self.act_about.setText(self.tr("&About tarotdesk"))
        self.act_learn.setText(self.tr("&Learn to play…"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_rules.setToolTip(self.tr("Show or hide the rules (F2)"))
        self.act_help_rules.setText(self.tr("&Rules of this game"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_hint.setToolTip(self.tr("Suggest the three best moves, with their reasons (H)"))
        self.rules_dock.setWindowTitle(self.tr("Rules"))
        retranslate_menus(self)
        self.scores_dock.setWindowTitle(self.tr("Scores"))
        self.log_dock.setWindowTitle(self.tr("Log"))
        self.files.retranslate()
        self.practice.retranslate()
        self.access.retranslate()
        self.thinking_label.setText(self.tr("thinking…") if self.thinking_bar.isVisible() else "")
        self.start_screen.retranslate()
        self.table.labels = {"dealer": self.tr("D", "dealer chip"), "teams": self.tr("AB", "team letters")}
        if self.session is not None:
            self.session.set_settings(self.settings)
        if self._rule_pane is not None:
            self._rule_pane.set_ui_language(self.settings.language)
        if self._log_language != self.settings.language:
            self._rewrite_log()
        if self.session is not None and self.hint_bar.lines:
            self.hint_bar.show_hints(self.session.hint_lines())
        self._place_overlays()

    def _title(self) -> str:
        if self.session is None:
            return "tarotdesk"
        return f"{self.session.words.game_name()} — tarotdesk"


    # -- showing ----------------------------------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            QTimer.singleShot(0, self._after_first_show)

    @property
    def ai(self) -> "AIRunner":
        """The window's link to the AI worker (made on first use)."""
        if self._ai is None:
            from ..play.ai_runner import AIRunner

            self._ai = AIRunner(self)
        return self._ai

    def load_card_art(self) -> None:
        """Switch from the plain cards to the card art (once; stays plain if the art is missing)."""
        if self._art_loaded:
            return
        self._art_loaded = True
        from ..scene.card_source import make_renderer

        renderer = make_renderer(self, **style_flags(self.settings))
        if not isinstance(renderer, PlainCardRenderer):
            old, self.renderer = self.renderer, renderer
            self.table.renderer = renderer
            self.table.resetCachedContent()
            self.table.viewport().update()
            if self.start_screen.filled:
                self.start_screen.draw_cards()
            self.practice.redraw_cards()
            old.deleteLater()

    def _after_first_show(self) -> None:
        self.shown.emit()
        self.load_card_art()
        if self.session is None:
            self.start_screen.fill()
        if self._settings_problem is not None:
            self._report_settings_problem(self._settings_problem)
            self._settings_problem = None

    def _report_settings_problem(self, problem: SettingsProblem) -> None:
        text = self._settings_problem_text(problem)
        self.statusBar().showMessage(text, 15000)
        self._window_log.append(lambda: self._settings_problem_text(problem))
        self._append_log(text)

    def _settings_problem_text(self, problem: SettingsProblem) -> str:
        texts = {
            "unreadable": self.tr("The settings file %1 could not be read (%2). The default settings are used."),
            "damaged": self.tr("The settings file %1 is damaged (%2). The default settings are used."),
            "not-settings": self.tr("The file %1 does not contain settings. The default settings are used."),
            "invalid-values": self.tr("Some settings in %1 were not valid (%2); their defaults are used."),
            "unsaved": self.tr("The settings could not be saved to %1 (%2)."),
        }
        said = texts.get(problem.kind, "%1 %2").replace("%1", problem.path).replace("%2", problem.detail)
        if problem.kept:
            said += " " + self.tr("The damaged file was kept as %1.").replace("%1", problem.kept)
        # One line in the status bar and the log, whatever the path holds.
        return one_line(said)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if obj is self.table and event.type() == QEvent.Type.Resize:
            self._place_overlays()
        elif obj is self.table_notes and event.type() == QEvent.Type.LayoutRequest:
            QTimer.singleShot(0, self, self._place_notes)
        return super().eventFilter(obj, event)

    def _place_overlays(self) -> None:
        w, h = self.table.width(), self.table.height()
        sw = min(680, w - 40)
        self.summary.resize(sw, self.summary.height())  # the outcome's wrapping depends on the width
        sh = min(h - 40, max(200, self.summary.wanted_height()))
        self.summary.setGeometry((w - sw) // 2, (h - sh) // 2, sw, sh)
        self._place_notes()

    def _place_notes(self) -> None:
        place_notes(self.table, self.table_notes, (self.panel.notice_box, self.hint_bar))

    # -- games --------------------------------------------------------------------------------------------
    def new_game_dialog(self, game_id: str | None = None, watch: bool = False) -> bool:
        """Ask for a new game and start it; False if the dialog was cancelled (or the person chose to
        keep playing an unfinished game). ``game_id``: the game chosen at first (default: the last
        one played); ``watch``: the dialog's Watch button (every seat the computer's) is its default."""
        from .leave_game import confirm_leaving
        from ..dialogs.new_game_dialog import NewGameDialog

        if not confirm_leaving(self, self.game_table, self.files.enabled):
            return False
        previous = dict(self.settings.new_game)
        if game_id is not None and previous.get("game") != game_id:
            previous = {"game": game_id, "options": previous.get("options", {})}
        dialog = NewGameDialog(self.games_provider(), self.settings.language, previous, self, watch=watch)
        try:
            if not dialog.exec():
                return False
            self.settings.new_game = dialog.remembered()
            self.save_settings()
            self.start_game(dialog.setup())
            return True
        finally:
            dialog.deleteLater()

    def show_start_screen(self, up: bool = True) -> None:
        """Show the start screen in the table's place (``up``), or the table again; the commands
        of a game at the table are off while there is none."""
        self.start_screen.put_up(up)
        for a in (self.act_hint, self.act_last, self.act_continue):
            a.setEnabled(not up)

    def watch_dialog(self) -> bool:
        """Game → Watch a game: the New game dialog, to watch the computer play every seat."""
        return self.new_game_dialog(watch=True)

    def watch_game(self, game_id: str) -> PlaySession | None:
        """The start screen's Watch: the computer plays every seat of ``game_id`` (its rule options
        as last chosen); None if the person chose to stay in the game in progress."""
        from .leave_game import confirm_leaving
        from ..dialogs.new_game_dialog import watch_setup

        if not confirm_leaving(self, self.game_table, self.files.enabled):
            return None
        return self.start_game(watch_setup(self.game_lookup(game_id), self.settings.new_game))

    def start_game(self, setup: GameSetup) -> PlaySession:
        """Begin a game (replacing any game in progress)."""
        from ...table.table import Table

        return self.start_table(Table(self.game_lookup(setup.game_id), setup, ai=self.ai.service))

    def start_table(self, table: Table) -> PlaySession:
        """Play ``table``'s match from where it stands: a new game, or one resumed, undone or branched.

        The window becomes the table's owner and shows it through the seats of the people at this
        computer (or, with none, as a spectator sees it)."""
        from ...table.local import LocalSeats

        if self.game_table is not None and self.game_table is not table:
            self.game_table.close()
        return self.start_seats(LocalSeats(table, table.setup.person_seats), table)

    def start_seats(self, seats: Any, table: Table | None = None) -> PlaySession:
        """Play at the table ``seats`` lead to: this window's own ``table`` (its people's seats), or
        a table elsewhere (``table`` None: a seat played over the network, which the window does
        not own, save or undo)."""
        from ..play.session import PlaySession

        self.load_card_art()
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
        if table is None and self.game_table is not None:
            self.game_table.close()
        game = seats.game
        self.log.clear()
        self._window_log.clear()
        session = PlaySession(seats, self.table, self.panel, self.summary, self.settings, self)
        session.statusChanged.connect(self.status_label.setText)
        session.statusChanged.connect(self._position_changed)
        # Hints belong to one position: they go as soon as anybody acts.
        session.stepped.connect(lambda _step: self._position_changed())
        session.hintsReady.connect(self._hints_ready)
        session.hintsFailed.connect(self.hint_bar.failed)
        session.thinkingChanged.connect(self._set_thinking)
        session.logged.connect(self._append_log)
        session.scoresChanged.connect(self._update_scores)
        session.newGameRequested.connect(self.new_game_dialog)
        self.session = session
        self.game_table = table
        if table is not None:
            self.files.attach(table)
        else:
            self.files.set_aside()
        for b in (self.summary.again_button, self.summary.review_button):
            b.setVisible(table is not None)  # a table elsewhere is not the window's to deal again
        self.hint_bar.clear()
        self.mark_hint("")
        self._followed_phase = None
        self._hint_position = None
        self.setWindowTitle(self._title())
        self.show_start_screen(False)
        self.act_last.setText(last_play_action(game)[0])  # a fishing game's last capture
        self.act_last.setToolTip(last_play_action(game)[1])
        self._place_overlays()
        if self._rule_pane is not None and self._has_rules(game.id):
            self._rule_pane.show_game(game.id, self._phase_anchor())
        session.start()
        self.sessionStarted.emit(session)
        return session

    def _update_scores(self) -> None:
        s = self.session
        if s is None:
            return
        self.scores.show_state(s.state, s.words)

    def _append_log(self, text: str, rule: str = "") -> None:
        item = QListWidgetItem(text)
        if rule and self.session is not None:
            item.setData(RULE_ROLE, (self.session.game.id, rule))
            self._decorate_log_item(item)
            if item.toolTip() == "":
                item.setData(RULE_ROLE, None)
        self.log.addItem(item)
        if self.log.count() > LOG_LIMIT:
            self.log.takeItem(0)
        self.log.scrollToBottom()

    def _rewrite_log(self) -> None:
        # The whole log in the new language: the game's lines, then the window's own notices.
        self._log_language = self.settings.language
        lines = self.session.log_lines() if self.session is not None else [(make(), "") for make in self._window_log]
        self.log.clear()
        for text, rule in lines[-LOG_LIMIT:]:
            self._append_log(text, rule)

    def _decorate_log_item(self, item: QListWidgetItem) -> None:
        # A line that explains itself in the rules looks like a link and says where it leads.
        link = item.data(RULE_ROLE)
        if not link:
            return
        from ..model.words import rule_title

        title = rule_title(link[0], link[1], self.settings.language)
        if not title:
            return  # a game without a rule text (a test's toy game)
        item.setForeground(QColor("#1a5fb4"))
        item.setToolTip(self.tr("Click to read the rule: %1").replace("%1", title))

    def _log_item_clicked(self, item: QListWidgetItem) -> None:
        link = item.data(RULE_ROLE)
        if link:
            self.open_rule(link[1], link[0])

    # -- rules and hints ----------------------------------------------------------------------------------
    @property
    def rule_pane(self) -> "RulePane":
        """The rule pane (made on first use)."""
        if self._rule_pane is None:
            from .rule_pane import RulePane

            pane = RulePane(self.rules_dock, ui_lang=self.settings.language,
                            reading=self.settings.rules_language or self.settings.language)
            pane.readingModeChanged.connect(self._reading_mode_chosen)
            # Its choosers may narrow (their texts elide) so that the pane fits a side column.
            for box in pane.findChildren(QComboBox):
                box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                box.setMinimumContentsLength(6)
            old = self.rules_dock.widget()
            self.rules_dock.setWidget(pane)
            old.deleteLater()
            self._rule_pane = pane
            if self.session is not None and self._has_rules(self.session.game.id):
                pane.show_game(self.session.game.id, self._phase_anchor())
        return self._rule_pane

    def _rules_dock_visible(self, visible: bool) -> None:
        if visible and self._rule_pane is None:
            self.rule_pane  # noqa: B018 - made now that it is seen
        if visible and not self.narrow and not self.rules_dock.isFloating() and self.rules_dock.width() < RULES_WIDTH:
            # Beside the table the pane opens wide enough to read; the table scales to the rest.
            self.resizeDocks([self.rules_dock], [RULES_WIDTH], Qt.Orientation.Horizontal)

    def show_rules(self) -> None:
        """Help → Rules: show the pane (at the current game's phase, or a game chosen in it)."""
        self.rules_dock.show()
        self.rules_dock.raise_()
        pane = self.rule_pane
        if self.session is not None and self._has_rules(self.session.game.id):
            pane.show_game(self.session.game.id, self._phase_anchor())

    def toggle_rules(self, show: bool) -> None:
        """The toolbar's Rules button (F2): open the pane, or close it when it is open."""
        if show:
            self.show_rules()
        else:
            self.rules_dock.hide()

    @staticmethod
    def _has_rules(game_id: str) -> bool:
        from ... import rules_text

        return game_id in rules_text.game_ids()

    def open_rule(self, anchor: str, game_id: str | None = None) -> str:
        """Show the rule section ``anchor`` of ``game_id`` (default: the game being played);
        return the section opened."""
        gid = game_id or (self.session.game.id if self.session is not None else self.rule_pane.game_id)
        if gid is None or not self._has_rules(gid):
            return ""
        self.rules_dock.show()
        self.rules_dock.raise_()
        self.rule_pane.show_game(gid)
        return self.rule_pane.show_section(anchor)

    def _reading_mode_chosen(self, mode: str) -> None:
        self.settings.rules_language = mode
        self.save_settings()

    def _phase_anchor(self) -> str | None:
        s = self.session
        return s.state.phase if s is not None else None

    def _position_changed(self, _status: str = "") -> None:
        s = self.session
        if s is None:
            return
        m = s.state
        position = m.position
        if position != self._hint_position:
            self._hint_position = position
            self.hint_bar.clear()
            self.mark_hint("")
        phase = (m.deal_index, m.phase)
        if phase != self._followed_phase:
            self._followed_phase = phase
            pane = self._rule_pane
            # The open pane follows the game from phase to phase, unless it shows another game.
            if pane is not None and self.rules_dock.isVisible() and pane.game_id == s.game.id:
                pane.show_section(m.phase)

    def request_hint(self, _tries: int = 0) -> bool:
        """Play → Hint: ask for the best moves of the person to act (shown under the table)."""
        s = self.session
        if s is not None and s.request_hints():
            self.hint_bar.waiting()
            return True
        m = s.state if s is not None else None
        person = m is not None and m.current_player is not None and s.is_local(m.current_player)
        if person and not m.deal_over and _tries < 100:
            # The person is to act but the table is still moving: ask as soon as it is still
            # (saying "not your turn" now would be wrong, and would stay on screen).
            self.hint_bar.waiting()
            position = m.position
            QTimer.singleShot(60, self, lambda: self._retry_hint(position, _tries + 1))
            return True
        self.hint_bar.unavailable()
        return False

    def _retry_hint(self, position: tuple[int, int], tries: int) -> None:
        s = self.session
        if s is not None and s.state.position == position:
            self.request_hint(tries)

    def _hints_ready(self, lines: list[HintLine]) -> None:
        self.hint_bar.show_hints(lines)
        self.mark_hint(lines[0].code if lines else "")

    def mark_hint(self, code: str) -> None:
        """Point at the first hint on the table itself: its card in the hand (and the table
        cards it captures), or the button that makes it (a bid, an announcement, a call);
        an empty ``code`` takes the mark away."""
        from ...core.actions import Action

        cards: set = set()
        marked_button = None
        if code:
            action = Action.parse(code)
            frame = self.table.frame
            in_hand = set(frame.hand) if frame is not None else set()
            args = action.card_args()
            if args and len(args[0]) == 1 and args[0][0] in in_hand:
                cards.add(args[0][0])
                for taken in args[1:]:
                    cards.update(taken)
            else:
                # A word choice has a button of its own; naming a card goes through "Call a card…".
                names = (code, f"name:{action.kind}", f"select:{action.kind}", f"confirm:{action.kind}")
                marked_button = next((b for name in names for b in self.panel.buttons()
                                      if b.objectName() == name), None)
        self.table.set_hint_mark(cards)
        for b in self.panel.buttons():
            hinted = b is marked_button
            if bool(b.property("hinted")) != hinted:
                b.setProperty("hinted", hinted)
                sheet = b.styleSheet().replace(HINT_BUTTON_STYLE, "")
                b.setStyleSheet(sheet + HINT_BUTTON_STYLE if hinted else sheet)

    def hinted_button(self) -> QWidget | None:
        """The decision button that carries the hint mark (None: none does)."""
        return next((b for b in self.panel.buttons() if b.property("hinted")), None)

    def _set_thinking(self, name: str) -> None:
        busy = bool(name)
        self.thinking_bar.setVisible(busy)
        self.thinking_label.setVisible(busy)
        self.thinking_label.setText(self.tr("%1 is thinking…").replace("%1", name) if busy else "")

    def _continue_key(self) -> None:
        if self.summary.isVisible():
            self.summary.continued.emit()

    def _toggle_last_trick(self, on: bool) -> None:
        if on != self.settings.show_last_trick:
            self.apply_settings(replace(self.settings, show_last_trick=on))

    # -- settings --------------------------------------------------------------------------------------------
    def settings_dialog(self) -> bool:
        """Edit the settings; False if cancelled."""
        from ..dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        try:
            if not dialog.exec():
                return False
            self.apply_settings(dialog.result_settings())
            return True
        finally:
            dialog.deleteLater()

    def apply_settings(self, new: Settings) -> None:
        """Use changed settings now and save them."""
        old = self.settings
        self.settings = new
        if style_flags(new) != style_flags(old):
            from ..scene.card_source import make_style

            self.renderer.set_style(make_style(self.renderer, **style_flags(new)))
            self.practice.redraw_cards()
        self.act_last.blockSignals(True)
        self.act_last.setChecked(new.show_last_trick)
        self.act_last.blockSignals(False)
        if new.language != old.language:
            install_language(new.language)
            if self._rule_pane is not None and not new.rules_language:
                self._rule_pane.set_reading_language(new.language)
        if self.session is not None:
            self.session.set_settings(new)
        self.access.apply_settings(new)
        self.retranslate()
        self.table.redraw()
        self.save_settings()

    def save_settings(self) -> None:
        """Write the settings file (window geometry included)."""
        if not self._save:
            return
        self.settings.geometry = bytes(self.saveGeometry().toBase64()).decode()
        self.settings.window_state = layout_state(self)
        problem = save_settings(self.settings)
        if problem is not None:
            self._report_settings_problem(problem)

    def show_keys(self) -> None:
        """Show the table of keys."""
        from ..dialogs.keys import KeysDialog

        dialog = KeysDialog(self)
        dialog.exec()
        dialog.deleteLater()

    def show_about(self) -> None:
        """The version, and the licences of everything this copy contains."""
        from ..dialogs.about_dialog import show_about

        show_about(self)

    def show_learn_page(self) -> bool:
        """Help → Learn to play: offer the guided first games; True if one was started."""
        from ..dialogs.learn_page import offer_guides

        return offer_guides(self)

    def words(self) -> Words | None:
        """The current game's words (None before the first game)."""
        return self.session.words if self.session is not None else None

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        self.save_settings()
        if self.session is not None:
            self.session.close()
        if self.game_table is not None:
            self.game_table.close()
        self.files.close()
        if self._ai is not None:
            self._ai.close()
        self.closing.emit()
        super().closeEvent(event)
