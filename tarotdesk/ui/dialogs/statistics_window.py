"""The statistics window: totals per game and number of players, and the list of games counted.

The totals show games and deals played and won, average scores and best results (a deal's in
the figure the game's players keep: game points, deal points, points or lost deals, named in a
column of its own; a game's in game points); games played
with undo, hints or from a branch are counted apart in their own column, can be left out of
the totals, and are marked in the list of games. "Export CSV…" writes the totals as shown.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...core.game import Game
from ...storage.files import StorageError
from ...storage.statistics import StatisticsStore, StatsRow
from ..kit.controls import new_button, new_check_box
from ..kit.language_change import FollowsLanguage
from ..kit.message_box import warn
from ..model.plain_text import display_name, one_line, one_line_value
from .saved_games import game_name, local_date
from ..kit.screen_fit import size_dialog


def _number(value: float | int | None, decimals: int = 0) -> str:
    if value is None:
        return "–"
    if decimals:
        return f"{value:+.{decimals}f}"
    return f"{value:+d}" if value else "0"


def _figure(value: float | int | None, kind: str, decimals: int = 0) -> str:
    # Lost deals are a count, not a gain or a loss: no sign.
    if kind != "losses" or value is None:
        return _number(value, decimals)
    return f"{value:.{decimals}f}" if decimals else str(value)


def two_lines(text: str) -> str:
    """``text`` broken at the space nearest its middle (a heading that must take less room);
    Japanese, which has no spaces, between its middle two characters."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if spaces:
        cut = min(spaces, key=lambda i: abs(len(text) / 2 - i))
        return text[:cut] + "\n" + text[cut + 1:]
    # Where the kind of script changes (ディール|の|数え方, 1|ディール|平均): never inside a word.
    # (A kanji's hiragana ending stays with it: 手助け|あり.)
    bounds = [i for i in range(1, len(text)) if _script(text[i - 1]) != _script(text[i])
              and (_script(text[i - 1]), _script(text[i])) != ("kanji", "hiragana")]
    if not bounds or len(text) < 4:
        return text
    cut = min(bounds, key=lambda i: abs(len(text) / 2 - i))
    return text[:cut] + "\n" + text[cut:]


def _script(ch: str) -> str:
    if "\u30a0" <= ch <= "\u30ff":
        return "katakana"
    if "\u3040" <= ch <= "\u309f":
        return "hiragana"
    return "kanji" if ch > "\u2e7f" else "latin"


def fit_columns(table: QTableWidget, heads: list[str], text_columns: tuple[int, ...]) -> None:
    """Lay ``table``'s columns out to fit its width when they can: every column as wide as its
    contents; if that is too wide, the headings on two lines; if still too wide, the columns of
    words (``text_columns``) narrower, their cells wrapping (Japanese between any characters)."""
    header = table.horizontalHeader()
    table.setHorizontalHeaderLabels(heads)
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.resizeRowsToContents()
    room = table.viewport().width()
    if header.length() <= room or not table.isVisible():
        return
    table.setHorizontalHeaderLabels([two_lines(h) for h in heads])
    if header.length() <= room:
        return
    excess = header.length() - room
    widths = {c: header.sectionSize(c) for c in text_columns}
    total = sum(widths.values()) or 1
    for c, w in widths.items():
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(c, max(w // 2, w - excess * w // total - 1))
    left = header.length() - room  # what the rounding left over, from the widest
    if left > 0 and widths:
        widest = max(widths, key=header.sectionSize)
        header.resizeSection(widest, max(widths[widest] // 2, header.sectionSize(widest) - left))
    table.setWordWrap(True)
    table.resizeRowsToContents()


def _cell(text: str, right: bool = True) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class StatisticsWindow(FollowsLanguage, QDialog):
    """Shows a :class:`StatisticsStore` (see the module documentation)."""

    def __init__(self, store: StatisticsStore, games: Callable[[str], Game], lang: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsWindow")
        self.store = store
        self.games = games
        self.lang = lang
        self.rows: list[StatsRow] = []
        self._heads: dict[QTableWidget, list[str]] = {}  # each table's headings, on one line
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.totals = QTableWidget(self)
        self.totals.setObjectName("statisticsTotals")
        self.matches = QTableWidget(self)
        self.matches.setObjectName("statisticsGames")
        for t in (self.totals, self.matches):
            t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            t.verticalHeader().hide()
        self.tabs.addTab(self.totals, "")
        self.tabs.addTab(self.matches, "")
        self.tabs.currentChanged.connect(lambda _index: self._fit())
        layout.addWidget(self.tabs, 1)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)  # it may name a file: never markup
        layout.addWidget(self.note)
        row = QHBoxLayout()
        self.include = new_check_box(self, "statisticsIncludeAssisted", True, self.reload)
        row.addWidget(self.include)
        row.addStretch(1)
        self.export_button = new_button(self, "statisticsExport", self.export_dialog)
        row.addWidget(self.export_button)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        size_dialog(self, QSize(980, 460))
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language and fill the tables."""
        self.setWindowTitle(self.tr("Statistics"))
        self.tabs.setTabText(0, self.tr("Totals"))
        self.tabs.setTabText(1, self.tr("Games"))
        self.include.setText(self.tr("Count the games played with undo, hints or from a branch"))
        self.export_button.setText(self.tr("Export CSV…"))
        self.close_button.setText(self.tr("Close"))
        self.reload()

    def reload(self) -> None:
        """Read the statistics again and fill both tables."""
        self.rows = self.store.rows(self.include.isChecked())
        heads = [self.tr("Game"), self.tr("Players"), self.tr("Games"), self.tr("Finished"), self.tr("Won"),
                 self.tr("Deals"), self.tr("Deals won"), self.tr("Deals counted in"), self.tr("Average per deal"),
                 self.tr("Average per game"),
                 self.tr("Best deal"), self.tr("Best game"), self.tr("With help")]
        figure_names = {"game-points": self.tr("game points"), "deal-points": self.tr("deal points"),
                        "points": self.tr("points toward the target"), "losses": self.tr("lost deals")}
        t = self.totals
        t.clear()
        t.setColumnCount(len(heads))
        t.setHorizontalHeaderLabels(heads)
        t.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            cells = [_cell(game_name(self.games, row.game, self.lang), right=False), _cell(str(row.players)),
                     _cell(str(row.games)),
                     _cell(str(row.finished)), _cell(str(row.won)), _cell(str(row.deals)), _cell(str(row.deals_won)),
                     _cell(figure_names.get(row.figure, row.figure), right=False),
                     _cell(_figure(row.average_deal, row.figure, 2)), _cell(_number(row.average_game, 2)),
                     _cell(_figure(row.best_deal, row.figure)), _cell(_number(row.best_game)), _cell(str(row.assisted))]
            for c, item in enumerate(cells):
                t.setItem(r, c, item)
        self._heads = {t: heads}

        help_names = {"undo": self.tr("undo"), "hints": self.tr("hints"), "branch": self.tr("branch")}
        entries = [e for e in reversed(self.store.entries()) if self.include.isChecked() or not e.assisted]
        heads = [self.tr("Date"), self.tr("Game"), self.tr("Players"), self.tr("Seat"), self.tr("Deals"),
                 self.tr("Score"), self.tr("Result"), self.tr("Help used")]
        m = self.matches
        m.clear()
        m.setColumnCount(len(heads))
        m.setHorizontalHeaderLabels(heads)
        m.setRowCount(len(entries))
        for r, e in enumerate(entries):
            result = (self.tr("Won") if e.won else self.tr("Lost")) if e.over else self.tr("Unfinished")
            # The name and the date come from the statistics file: one line, cut to a length that fits.
            cells = [_cell(one_line_value(local_date(e.date), 40), right=False),
                     _cell(game_name(self.games, e.game, self.lang), right=False), _cell(str(e.players)),
                     _cell(display_name(e.name), right=False), _cell(str(len(e.deal_scores))),
                     _cell(_number(e.total)), _cell(result, right=False),
                     _cell(", ".join(help_names.get(a, a) for a in e.assisted), right=False)]
            for c, item in enumerate(cells):
                m.setItem(r, c, item)
        self._heads[m] = heads
        self._fit()

        problem = self.store.problem
        if problem is not None:
            self.note.setText(self.tr("The statistics file %1 could not be used (%2).").replace(
                "%1", one_line(problem.path)).replace("%2", one_line(problem.detail)))
        elif not self.rows:
            self.note.setText(self.tr("No deal has been finished yet: the statistics count each deal "
                                      "you finish, game by game."))
        else:
            self.note.setText(self.tr("Deals count the figure each game's players keep (see \"Deals counted in\"; "
                                      "in lost deals fewer is better); a deal is won when your figure in it is "
                                      "the best at the table. Games count game points; a game is won when you "
                                      "are among its winners."))

    def _fit(self) -> None:
        # The tables fit the window's width when they can (the game's name and the figure's
        # name are the columns of words that may wrap).
        for table, text_columns in ((self.totals, (0, 7)), (self.matches, (1, 3))):
            heads = self._heads.get(table)
            if heads is not None:
                fit_columns(table, heads, text_columns)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self._fit()

    def total_rows(self) -> list[list[str]]:
        """The totals table as text (for tests)."""
        t = self.totals
        return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]

    def export_dialog(self) -> bool:
        """Ask for a file name and export the totals as CSV."""
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the statistics"), "tarotdesk-statistics.csv",
                                              self.tr("CSV files (*.csv);;All files (*)"))
        if not path:
            return False
        return self.export_to(path)

    def export_to(self, path: str) -> bool:
        """Write the totals as shown to ``path`` (a message if that fails)."""
        try:
            self.store.export_csv(path, self.include.isChecked())
        except StorageError as exc:
            warn(self, self.tr("Export the statistics"),
                 self.tr("%1 could not be written (%2).").replace("%1", exc.path).replace("%2", exc.detail))
            return False
        return True
