"""The main window: the table, the decision row, the score sheet, the log, menus and toolbar."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable, Sequence

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QStyle,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from .decision_panel import DecisionPanel
from .i18n import install_language
from .plain_cards import CardStyle as PlainStyle
from .plain_cards import PlainCardRenderer
from .scores import DealSummary, ScorePanel
from .settings import Settings, SettingsProblem, save_settings
from .table_view import TableView

if TYPE_CHECKING:
    from ..core.game import Game
    from .ai_runner import AIRunner
    from .controller import GameSetup
    from .session import PlaySession
    from .words import Words

LOG_LIMIT = 3000


def _all_games() -> Sequence["Game"]:
    from ..games.registry import all_games

    return all_games()


def _get_game(game_id: str) -> "Game":
    from ..games.registry import get_game

    return get_game(game_id)


class MainWindow(QMainWindow):
    """The application window. ``start_game(setup)`` begins a game without the dialog.

    To show itself quickly, the window starts with plainly drawn cards and loads the card art,
    the AI worker and the games only once it is on the screen (or when a game needs them).
    """

    shown = Signal()
    sessionStarted = Signal(object)

    def __init__(self, settings: Settings, settings_problem: SettingsProblem | None = None,
                 ai: AIRunner | None = None, save: bool = True) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings
        self._save = save
        self._settings_problem = settings_problem
        self.games_provider: Callable[[], Sequence[Game]] = _all_games
        self.game_lookup: Callable[[str], Game] = _get_game
        self.renderer = PlainCardRenderer(self, PlainStyle(four_colour=settings.four_colour,
                                                           point_marks=settings.point_marks,
                                                           french_tarot=settings.french_tarot))
        self._art_loaded = False
        self._ai: AIRunner | None = ai
        self.session: PlaySession | None = None
        self._shown_once = False

        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.table = TableView(self.renderer, central)
        self.table.setObjectName("table")
        self.panel = DecisionPanel(central)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.panel)
        self.setCentralWidget(central)
        self.summary = DealSummary(self.table)
        self.table.installEventFilter(self)
        self.welcome = QLabel(self.table)
        self.welcome.setObjectName("welcome")
        self.welcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.welcome.setStyleSheet("QLabel { color: #f2f7f3; font-size: 18px; }")
        self.welcome.setWordWrap(True)

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

        self.status_label = QLabel(self)
        self.status_label.setObjectName("statusLine")
        self.thinking_label = QLabel(self)
        self.thinking_bar = QProgressBar(self)
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setFixedWidth(70)
        self.thinking_bar.setMaximumHeight(14)
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.thinking_label)
        self.statusBar().addPermanentWidget(self.thinking_bar)
        self._set_thinking("")

        self._make_actions()
        self.retranslate()
        self.resize(1280, 800)
        if settings.geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.geometry.encode()))
        if settings.window_state:
            self.restoreState(QByteArray.fromBase64(settings.window_state.encode()))
        self.resizeDocks([self.scores_dock, self.log_dock], [300, 300], Qt.Orientation.Horizontal)
        self.resizeDocks([self.scores_dock, self.log_dock], [330, 330], Qt.Orientation.Vertical)

    # -- actions, menus, toolbar ----------------------------------------------------------------------
    def _make_actions(self) -> None:
        style = self.style()
        self.act_new = QAction(style.standardIcon(QStyle.StandardPixmap.SP_FileIcon), "", self)
        self.act_new.setObjectName("actionNewGame")
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(self.new_game_dialog)
        self.act_settings = QAction(style.standardIcon(QStyle.StandardPixmap.SP_FileDialogDetailedView), "", self)
        self.act_settings.setObjectName("actionSettings")
        self.act_settings.setShortcut(QKeySequence("Ctrl+,"))
        self.act_settings.triggered.connect(self.settings_dialog)
        self.act_quit = QAction(style.standardIcon(QStyle.StandardPixmap.SP_DialogCloseButton), "", self)
        self.act_quit.setObjectName("actionQuit")
        self.act_quit.setShortcut(QKeySequence("Ctrl+Q"))
        self.act_quit.triggered.connect(self.close)
        self.act_last = QAction(self)
        self.act_last.setObjectName("actionLastTrick")
        self.act_last.setCheckable(True)
        self.act_last.setChecked(self.settings.show_last_trick)
        self.act_last.setShortcut(QKeySequence("L"))
        self.act_last.toggled.connect(self._toggle_last_trick)
        self.act_continue = QAction(self)
        self.act_continue.setObjectName("actionContinue")
        self.act_continue.setShortcut(QKeySequence("C"))
        self.act_continue.triggered.connect(self._continue_key)
        self.act_keys = QAction(self)
        self.act_keys.setShortcut(QKeySequence("F1"))
        self.act_keys.triggered.connect(self.show_keys)
        self.act_about = QAction(self)
        self.act_about.triggered.connect(self.show_about)

        self.menu_game = self.menuBar().addMenu("")
        for a in (self.act_new, self.act_continue, self.act_last):
            self.menu_game.addAction(a)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)
        self.menu_settings = self.menuBar().addMenu("")
        self.menu_settings.addAction(self.act_settings)
        self.menu_view = self.menuBar().addMenu("")
        self.menu_view.addAction(self.scores_dock.toggleViewAction())
        self.menu_view.addAction(self.log_dock.toggleViewAction())
        self.menu_help = self.menuBar().addMenu("")
        self.menu_help.addAction(self.act_keys)
        self.menu_help.addAction(self.act_about)

        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for a in (self.act_new, self.act_settings, self.act_last, self.act_quit):
            self.toolbar.addAction(a)
        self.addToolBar(self.toolbar)
        # Digits press the numbered buttons of the decision row.
        self._digit_shortcuts = []
        for i in range(9):
            sc = QShortcut(QKeySequence(str(i + 1)), self)
            sc.activated.connect(lambda i=i: self.panel.trigger(i))
            self._digit_shortcuts.append(sc)

    def retranslate(self) -> None:
        """Set every text of the window in the current language."""
        self.setWindowTitle(self._title())
        self.act_new.setText(self.tr("&New game…"))
        self.act_new.setToolTip(self.tr("Start a new game (Ctrl+N)"))
        self.act_settings.setText(self.tr("&Settings…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_last.setText(self.tr("&Last trick"))
        self.act_last.setToolTip(self.tr("Show or hide the last trick (L)"))
        self.act_continue.setText(self.tr("&Continue"))
        self.act_keys.setText(self.tr("&Keys"))
        self.act_about.setText(self.tr("&About tarotdesk"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_settings.setTitle(self.tr("Se&ttings"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self.scores_dock.setWindowTitle(self.tr("Scores"))
        self.log_dock.setWindowTitle(self.tr("Log"))
        self.thinking_label.setText(self.tr("thinking…") if self.thinking_bar.isVisible() else "")
        self.welcome.setText(self.tr("Welcome to tarotdesk.\nChoose Game → New game (Ctrl+N) to sit down at a table."))
        self.table.labels = {"dealer": self.tr("D", "dealer chip"), "teams": self.tr("AB", "team letters")}
        if self.session is not None:
            self.session.set_settings(self.settings)
        self._place_overlays()

    def _title(self) -> str:
        if self.session is None:
            return "tarotdesk"
        return f"{self.session.words.game_name()} — tarotdesk"

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

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
            from .ai_runner import AIRunner

            self._ai = AIRunner(self)
        return self._ai

    def load_card_art(self) -> None:
        """Switch from the plain cards to the card art (once; stays plain if the art is missing)."""
        if self._art_loaded:
            return
        self._art_loaded = True
        from .card_source import make_renderer

        s = self.settings
        renderer = make_renderer(self, four_colour=s.four_colour, point_marks=s.point_marks,
                                 french_tarot=s.french_tarot)
        if not isinstance(renderer, PlainCardRenderer):
            old, self.renderer = self.renderer, renderer
            self.table.renderer = renderer
            self.table.resetCachedContent()
            self.table.viewport().update()
            old.deleteLater()

    def _after_first_show(self) -> None:
        self.shown.emit()
        self.load_card_art()
        if self._settings_problem is not None:
            self._report_settings_problem(self._settings_problem)
            self._settings_problem = None

    def _report_settings_problem(self, problem: SettingsProblem) -> None:
        texts = {
            "unreadable": self.tr("The settings file %1 could not be read (%2). The default settings are used."),
            "damaged": self.tr("The settings file %1 is damaged (%2). The default settings are used."),
            "not-settings": self.tr("The file %1 does not contain settings. The default settings are used."),
            "invalid-values": self.tr("Some settings in %1 were not valid (%2); their defaults are used."),
            "unsaved": self.tr("The settings could not be saved to %1 (%2)."),
        }
        text = texts.get(problem.kind, "%1 %2").replace("%1", problem.path).replace("%2", problem.detail)
        self.statusBar().showMessage(text, 15000)
        self._append_log(text)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if obj is self.table and event.type() == QEvent.Type.Resize:
            self._place_overlays()
        return super().eventFilter(obj, event)

    def _place_overlays(self) -> None:
        w, h = self.table.width(), self.table.height()
        sw = min(680, w - 40)
        sh = min(h - 40, max(260, self.summary.sizeHint().height() + 60))
        self.summary.setGeometry((w - sw) // 2, (h - sh) // 2, sw, sh)
        self.welcome.setGeometry(20, 20, max(10, w - 40), max(10, h - 40))
        self.welcome.setVisible(self.session is None)

    # -- games --------------------------------------------------------------------------------------------
    def new_game_dialog(self) -> bool:
        """Ask for a new game and start it; False if the dialog was cancelled."""
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.games_provider(), self.settings.language, self.settings.new_game, self)
        try:
            if not dialog.exec():
                return False
            self.settings.new_game = dialog.remembered()
            self.save_settings()
            self.start_game(dialog.setup())
            return True
        finally:
            dialog.deleteLater()

    def start_game(self, setup: GameSetup) -> PlaySession:
        """Begin a game (replacing any game in progress)."""
        from .controller import GameController
        from .session import PlaySession

        self.load_card_art()
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
        game = self.game_lookup(setup.game_id)
        controller = GameController(game, setup)
        self.log.clear()
        session = PlaySession(controller, self.table, self.panel, self.summary, self.ai, self.settings, self)
        session.statusChanged.connect(self.status_label.setText)
        session.thinkingChanged.connect(self._set_thinking)
        session.logged.connect(self._append_log)
        session.scoresChanged.connect(self._update_scores)
        session.newGameRequested.connect(self.new_game_dialog)
        self.session = session
        self.setWindowTitle(self._title())
        self._place_overlays()
        session.start()
        self.sessionStarted.emit(session)
        return session

    def _update_scores(self) -> None:
        s = self.session
        if s is None:
            return
        m = s.c.match
        self.scores.show_scores(m.results, m.scores, s.words, m.n_players)

    def _append_log(self, text: str) -> None:
        self.log.addItem(text)
        if self.log.count() > LOG_LIMIT:
            self.log.takeItem(0)
        self.log.scrollToBottom()

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
        from .settings_dialog import SettingsDialog

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
        if (new.four_colour, new.point_marks, new.french_tarot) != (old.four_colour, old.point_marks,
                                                                     old.french_tarot):
            from .card_source import make_style

            self.renderer.set_style(make_style(self.renderer, four_colour=new.four_colour,
                                               point_marks=new.point_marks, french_tarot=new.french_tarot))
        self.act_last.blockSignals(True)
        self.act_last.setChecked(new.show_last_trick)
        self.act_last.blockSignals(False)
        if new.language != old.language:
            install_language(new.language)
        if self.session is not None:
            self.session.set_settings(new)
        self.retranslate()
        self.table.redraw()
        self.save_settings()

    def save_settings(self) -> None:
        """Write the settings file (window geometry included)."""
        if not self._save:
            return
        self.settings.geometry = bytes(self.saveGeometry().toBase64()).decode()
        self.settings.window_state = bytes(self.saveState().toBase64()).decode()
        problem = save_settings(self.settings)
        if problem is not None:
            self._report_settings_problem(problem)

    def show_keys(self) -> None:
        """Show the table of keys."""
        from .keys import KeysDialog

        dialog = KeysDialog(self)
        dialog.exec()
        dialog.deleteLater()

    def show_about(self) -> None:
        """A few words about the program."""
        from .. import __version__

        QMessageBox.about(self, self.tr("About tarotdesk"), self.tr(
            "tarotdesk %1\nHistorical tarot and fishing card games against computer players.").replace(
            "%1", __version__))

    def words(self) -> Words | None:
        """The current game's words (None before the first game)."""
        return self.session.words if self.session is not None else None

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        self.save_settings()
        if self.session is not None:
            self.session.close()
        if self._ai is not None:
            self._ai.close()
        super().closeEvent(event)
