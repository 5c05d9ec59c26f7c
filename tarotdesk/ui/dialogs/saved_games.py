"""The saved-games list: every game kept here and the recent files, to continue or replay.

Each line shows the game, the players, the date, the score and whether the game is finished.
A file that cannot be read is listed with the reason instead (and can only be removed from the
list of recent files, or deleted if it is in the saved-games folder).
"""

from __future__ import annotations

import datetime as _dt
from typing import Callable

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.game import Game
from ...storage.files import StorageError
from ...storage.library import GameEntry, Library
from ..kit.language_change import FollowsLanguage
from ..kit.message_box import ask, warn
from ..model.plain_text import display_name, one_line, one_line_value, tooltip
from ..kit.screen_fit import size_dialog

#: Longest path shown whole in the list (its tooltip has all of it).
PATH_LIMIT = 120


def local_date(stamp: str) -> str:
    """An ISO date of a record in the computer's time zone, to the minute (the text itself if odd)."""
    try:
        when = _dt.datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if when.tzinfo is not None:
        when = when.astimezone()
    return when.strftime("%Y-%m-%d %H:%M")


def game_name(games: Callable[[str], Game], game_id: str, lang: str) -> str:
    """A game's name in ``lang``, or its id for a game this version does not have."""
    try:
        return games(game_id).name(lang)
    except KeyError:
        return game_id


class SavedGamesDialog(FollowsLanguage, QDialog):
    """Lists the saved games; ``chosen`` is ``(path, "play" | "replay")`` after a choice."""

    COLUMNS = 5

    def __init__(self, library: Library, recent: Callable[[], list[str]], games: Callable[[str], Game],
                 lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("savedGamesDialog")
        self.library = library
        self.recent = recent
        self.games = games
        self.lang = lang
        self.entries: list[GameEntry] = []
        self.chosen: tuple[str, str] | None = None
        layout = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.table = QTableWidget(self)
        self.table.setObjectName("savedGamesTable")
        self.table.setColumnCount(self.COLUMNS)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.cellDoubleClicked.connect(lambda _r, _c: self._open(self._default_way()))
        layout.addWidget(self.table, 1)
        self.buttons = QDialogButtonBox(self)
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("savedPlay")
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("savedReplay")
        self.delete_button = QPushButton(self)
        self.delete_button.setObjectName("savedDelete")
        self.buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.play_button.clicked.connect(lambda: self._open("play"))
        self.replay_button.clicked.connect(lambda: self._open("replay"))
        self.delete_button.clicked.connect(self.delete_selected)
        layout.addWidget(self.buttons)
        size_dialog(self, QSize(900, 480))
        self.retranslate()
        self.reload()

    # -- texts --------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("Saved games"))
        self.intro.setText(self.tr("Every game played here is kept, finished or not; files opened or saved "
                                   "elsewhere are listed too. Continue an unfinished game, or replay any of them."))
        self.table.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Players"), self.tr("Date"),
                                              self.tr("Score"), self.tr("State")])
        self.play_button.setText(self.tr("Continue"))
        self.replay_button.setText(self.tr("Replay"))
        self.delete_button.setText(self.tr("Delete"))
        if self.entries:
            self._fill()

    def state_text(self, e: GameEntry) -> str:
        """The State column of an entry."""
        if e.error is not None:
            return self.tr("Cannot be opened: %1").replace("%1", e.error_text(self.lang) or "")
        if e.over:
            return self.tr("Finished")
        return self.tr("Unfinished: %n deals played", "", e.deals)

    # -- the list ---------------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the list again."""
        self.entries = self.library.entries(self.recent())
        self._fill()

    def _fill(self) -> None:
        t = self.table
        t.setRowCount(len(self.entries))
        for row, e in enumerate(self.entries):
            # Names, dates and paths come from the files: on one line, cut to a length that fits.
            names = [display_name(name) for name in e.players]
            if e.error is None:
                cells = [game_name(self.games, e.game, self.lang), ", ".join(names),
                         one_line_value(local_date(e.updated or e.created), 40),
                         "  ".join(f"{name} {score:+d}" if score else f"{name} 0"
                                   for name, score in zip(names, e.scores)),
                         self.state_text(e)]
            else:
                cells = [one_line_value(e.path, PATH_LIMIT, keep_end=True), "", "", "", one_line(self.state_text(e))]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tooltip(e.path if col == 0 else text))
                if e.error is not None:
                    item.setForeground(QColor("#a51d2d"))
                t.setItem(row, col, item)
        header = t.horizontalHeader()
        for col in range(self.COLUMNS - 1):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.COLUMNS - 1, QHeaderView.ResizeMode.Stretch)
        if self.entries and not t.selectedItems():
            t.selectRow(0)
        self._selection_changed()

    def selected(self) -> GameEntry | None:
        """The entry chosen in the list."""
        rows = self.table.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < len(self.entries):
            return None
        return self.entries[rows[0].row()]

    def select_path(self, path: str) -> bool:
        """Select the line of ``path`` (for tests and tools)."""
        for row, e in enumerate(self.entries):
            if e.path == path:
                self.table.selectRow(row)
                return True
        return False

    def _selection_changed(self) -> None:
        e = self.selected()
        usable = e is not None and e.usable
        self.play_button.setEnabled(usable and e is not None and not e.over and bool(e.humans))
        self.replay_button.setEnabled(usable)
        self.delete_button.setEnabled(e is not None and e.in_library)

    def _default_way(self) -> str:
        return "play" if self.play_button.isEnabled() else "replay"

    def _open(self, how: str) -> None:
        e = self.selected()
        if e is None or not e.usable:
            return
        self.chosen = (e.path, how)
        self.accept()

    def delete_selected(self, confirm: bool = True) -> bool:
        """Delete the selected saved game (after asking); True if it was deleted."""
        e = self.selected()
        if e is None or not e.in_library:
            return False
        if confirm:
            if not ask(self, self.tr("Delete a saved game"),
                       self.tr("Delete this saved game for good?\n%1").replace("%1", e.path)):
                return False
        try:
            self.library.remove(e.path)
        except StorageError as exc:
            warn(self, self.tr("Delete a saved game"),
                 self.tr("%1 could not be deleted (%2).").replace("%1", exc.path).replace("%2", exc.detail))
            return False
        self.reload()
        return True
