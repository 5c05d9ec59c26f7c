"""The window as the features hung on it see it.

The window's features — the files and the autosave (:mod:`.file_actions`), practice
(:mod:`.practice`), "why" (:mod:`.why_panel`), the guided games (:mod:`.guided`) and the screen
reader's table (:mod:`tarotdesk.ui.access.window_access`) and playing with friends
(:mod:`.friends`) — are given the window as a
:class:`Shell`: they read and call only what this protocol names (a test holds them to it), so
that the window's inside can change without them. The window is also the widget their dialogs
are parented to. :class:`ShellParts` is the window's side of the few members that are not its
widgets: the status line, the log's notes, window-wide keys and side docks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow

from ..model.plain_text import one_line

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QListWidget, QMenu

    from ...core.game import Game
    from ...table.table import Table
    from ..model.settings import Settings
    from ..play.ai_runner import AIRunner
    from ..play.decision_panel import DecisionPanel
    from ..play.scores import DealSummary, ScorePanel
    from ..play.session import PlaySession
    from ..scene.table_view import TableView
    from .file_actions import FileActions
    from .practice import Practice

#: How long a note stays on the status line (milliseconds).
NOTE_MS = 15000


class Shell(Protocol):
    """What the window's features may use of it."""

    settings: Settings
    renderer: Any  # the card renderer: plain cards, or the card art once loaded
    game_table: Table | None
    session: PlaySession | None
    table: TableView
    panel: DecisionPanel
    summary: DealSummary
    scores: ScorePanel
    log: QListWidget
    menu_view: QMenu
    narrow: bool
    files: FileActions
    practice: Practice
    sessionStarted: SignalInstance
    closing: SignalInstance
    games_provider: Callable[[], Sequence[Game]]
    game_lookup: Callable[[str], Game]
    act_hint: QAction
    friends_table: Any  # the table at a friend's the window plays (None if none), kept alive here

    @property
    def ai(self) -> AIRunner:
        """The AI worker the window's tables and reviews share."""

    def show_status(self, text: str, ms: int) -> None:
        """Show ``text`` on the status line for ``ms`` milliseconds."""

    def tell(self, text: str) -> None:
        """A note that must not interrupt play: one line on the status line and in the log."""

    def add_window_action(self, action: QAction) -> None:
        """Make ``action``'s key work anywhere in the window."""

    def place_side_dock(self, dock: QDockWidget, width: int) -> None:
        """Put ``dock`` at the window's side: the first tab of the side column when narrow."""

    def side_dock(self, name: str) -> QDockWidget | None:
        """The side dock of that object name placed earlier (None if none)."""

    def open_rule(self, anchor: str, game_id: str | None = None) -> str:
        """Open the rule pane at ``anchor`` (of the game being played by default)."""

    def start_table(self, table: Table) -> PlaySession:
        """Sit the people at ``table`` and play it in the window."""

    def start_seats(self, seats: Any, table: Table | None = None) -> PlaySession:
        """Play at the table ``seats`` lead to (``table`` None: a table elsewhere)."""

    def show_start_screen(self, up: bool = True) -> None:
        """Show the start screen in the table's place (or give the place back)."""

    def mark_hint(self, code: str) -> None:
        """Mark the card or button of the action ``code`` as the hint's."""

    def request_hint(self, _tries: int = 0) -> bool:
        """Ask for hints for the person's decision (False if there is none to ask for)."""

    def load_card_art(self) -> None:
        """Draw the cards with the card art from now on (when it can be loaded)."""


class ShellParts:
    """The :class:`Shell` members of :class:`~.main_window.MainWindow` that are not its widgets."""

    def show_status(self, text: str, ms: int) -> None:
        """Show ``text`` on the status line for ``ms`` milliseconds."""
        self._main().statusBar().showMessage(text, ms)

    def tell(self, text: str) -> None:
        """A note that must not interrupt play: one line on the status line and in the log."""
        # One line, though a path may hold line breaks and bidi controls.
        text = one_line(text)
        self.show_status(text, NOTE_MS)
        log: QListWidget = self.log  # type: ignore[attr-defined]
        log.addItem(text)
        log.scrollToBottom()

    def add_window_action(self, action: QAction) -> None:
        """Make ``action``'s key work anywhere in the window."""
        self._main().addAction(action)

    def place_side_dock(self, dock: QDockWidget, width: int) -> None:
        """Put ``dock`` at the window's side: the first tab of the side column when narrow."""
        w = self._main()
        if self.narrow:  # type: ignore[attr-defined]
            # No room beside the table: the dock becomes a tab of the side column.
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            w.tabifyDockWidget(self.scores_dock, dock)  # type: ignore[attr-defined]
        else:
            w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
            w.resizeDocks([dock], [width], Qt.Orientation.Horizontal)

    def side_dock(self, name: str) -> QDockWidget | None:
        """The side dock of that object name placed earlier (None if none)."""
        return self._main().findChild(QDockWidget, name)

    def _main(self) -> QMainWindow:
        assert isinstance(self, QMainWindow)
        return self
