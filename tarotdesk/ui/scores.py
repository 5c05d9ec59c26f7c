"""Scores: the running score sheet beside the table and the summary shown after each deal.

Both show what the engine computed and nothing else: each deal's ``deal_score``, the running
totals (``Match.scores``) and the breakdown of :class:`~tarotdesk.core.state.ScoreLine`s that
explains a deal, each line in the game's words with the points it gives each seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from ..core.state import DealResult
    from .words import Words


def signed(value: int) -> str:
    """A score with its sign (``+3``, ``-2``, ``0``)."""
    return f"{value:+d}" if value else "0"


def breakdown_rows(result: DealResult, words: Words, n: int) -> list[tuple[str, list[str]]]:
    """One row per score line: its words and, per seat, the points it gives (blank if none).

    A line that follows one of the same words for other seats (Tarokk pays a bonus to one side
    and charges the other in two lines) shares its row: one "Trull" row, not two.
    """
    rows: list[tuple[str, list[str]]] = []
    for line in result.lines:
        text = words.line(line)
        seats = [s for s in range(n) if s in line.seats]
        if rows and rows[-1][0] == text and all(rows[-1][1][s] == "" for s in seats):
            for s in seats:
                rows[-1][1][s] = signed(line.points)
            continue
        rows.append((text, [signed(line.points) if s in line.seats else "" for s in range(n)]))
    return rows


def _item(text: str, bold: bool = False, align_right: bool = True) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        f = QFont()
        f.setBold(True)
        item.setFont(f)
    return item


class ScorePanel(QWidget):
    """The score sheet: one row per deal, the totals, and the selected deal's breakdown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorePanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        split = QSplitter(Qt.Orientation.Vertical, self)
        self.sheet = QTableWidget(self)
        self.sheet.setObjectName("scoreSheet")
        self.sheet.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectColumns)
        self.sheet.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.sheet.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sheet.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.sheet.itemSelectionChanged.connect(self._show_selected)
        self.detail = QListWidget(self)
        self.detail.setObjectName("scoreDetail")
        self.detail.setWordWrap(True)
        split.addWidget(self.sheet)
        split.addWidget(self.detail)
        split.setSizes([220, 160])
        layout.addWidget(split)
        self._results: list[DealResult] = []
        self._totals: list[int] = []
        self._words: Words | None = None
        self._n = 0

    def show_scores(self, results: Sequence[DealResult], totals: Sequence[int], words: Words, n: int) -> None:
        """Fill the sheet from the match's results and totals: one row per seat, the total in
        the first column and each deal after it (so many seats still fit in a narrow panel)."""
        self._results, self._totals, self._words, self._n = list(results), list(totals), words, n
        sheet = self.sheet
        sheet.blockSignals(True)
        sheet.clear()
        sheet.setRowCount(n)
        sheet.setColumnCount(len(results) + 1)
        sheet.setVerticalHeaderLabels([words.seat(s) for s in range(n)])
        sheet.setHorizontalHeaderLabels([self.tr("Total")] + [str(i + 1) for i in range(len(results))])
        for s in range(n):
            sheet.setItem(s, 0, _item(str(totals[s]) if s < len(totals) else "0", bold=True))
            for i, r in enumerate(results):
                value = r.deal_score[s] if s < len(r.deal_score) else 0
                sheet.setItem(s, i + 1, _item(signed(value)))
        header = sheet.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        sheet.setToolTip(self.tr("Click a deal's column to see how it was scored."))
        sheet.blockSignals(False)
        if results:
            sheet.selectColumn(len(results))
            sheet.scrollToItem(sheet.item(0, len(results)))
        self._show_selected()

    def total_texts(self) -> list[str]:
        """The totals as shown, seat by seat (for tests)."""
        return [self.sheet.item(s, 0).text() for s in range(self.sheet.rowCount())]

    def _show_selected(self) -> None:
        self.detail.clear()
        cols = self.sheet.selectionModel().selectedColumns() if self.sheet.selectionModel() else []
        if not cols or self._words is None:
            return
        i = cols[0].column() - 1
        if not 0 <= i < len(self._results):
            return
        words = self._words
        for text, cells in breakdown_rows(self._results[i], words, self._n):
            who = ", ".join(f"{words.seat(s)} {v}" for s, v in enumerate(cells) if v)
            self.detail.addItem(f"{text}: {who}" if who else text)

    def retranslate(self) -> None:
        """Refresh the texts in the current language."""
        if self._words is not None:
            self.show_scores(self._results, self._totals, self._words, self._n)


class DealSummary(QFrame):
    """The end-of-deal (or end-of-game) summary over the table, with its Continue button."""

    continued = Signal()
    #: A result was filled in: the panel's wanted height changed (the window places it again).
    filled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealSummary")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        self.title = QLabel(self)
        f = self.title.font()
        f.setPointSizeF(f.pointSizeF() * 1.3)
        f.setBold(True)
        self.title.setFont(f)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.table = QTableWidget(self)
        self.table.setObjectName("summaryTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        layout.addWidget(self.table, 1)
        self.outcome = QLabel(self)
        self.outcome.setWordWrap(True)
        layout.addWidget(self.outcome)
        row = QHBoxLayout()
        row.addStretch(1)
        self.button = QPushButton(self)
        self.button.setObjectName("continueButton")
        self.button.setDefault(True)
        self.button.clicked.connect(self.continued.emit)
        row.addWidget(self.button)
        layout.addLayout(row)
        self.hide()

    def show_result(self, title: str, result: DealResult, totals: Sequence[int], words: Words, n: int,
                    outcome: str, button: str) -> None:
        """Fill in one deal's result and show the panel."""
        t = self.table
        t.clear()
        t.setColumnCount(n + 1)
        t.setHorizontalHeaderLabels([""] + [words.seat(s) for s in range(n)])
        rows = breakdown_rows(result, words, n)
        t.setRowCount(len(rows) + 2)
        for i, (text, cells) in enumerate(rows):
            t.setItem(i, 0, _item(text, align_right=False))
            for s, v in enumerate(cells):
                t.setItem(i, s + 1, _item(v))
        deal_row, total_row = len(rows), len(rows) + 1
        t.setItem(deal_row, 0, _item(self.tr("This deal"), bold=True, align_right=False))
        t.setItem(total_row, 0, _item(self.tr("Total"), bold=True, align_right=False))
        for s in range(n):
            t.setItem(deal_row, s + 1, _item(signed(result.deal_score[s]), bold=True))
            t.setItem(total_row, s + 1, _item(str(totals[s]), bold=True))
        header = t.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for s in range(n):
            header.setSectionResizeMode(s + 1, QHeaderView.ResizeMode.ResizeToContents)
        t.resizeRowsToContents()
        self.title.setText(title)
        self.outcome.setText(outcome)
        self.outcome.setVisible(bool(outcome))
        self.button.setText(button)
        self.show()
        self.raise_()
        self.button.setFocus()
        self.filled.emit()

    def wanted_height(self) -> int:
        """The height that shows every line of the table without scrolling (the window caps it)."""
        t = self.table
        rows = sum(t.rowHeight(r) for r in range(t.rowCount()))
        table = rows + t.horizontalHeader().sizeHint().height() + 2 * t.frameWidth() + 4
        m = self.layout().contentsMargins()
        spacing = self.layout().spacing()
        others = self.title.sizeHint().height() + self.button.sizeHint().height() + 2 * spacing
        if self.outcome.isVisible():
            others += self.outcome.heightForWidth(max(100, self.width() - m.left() - m.right())) + spacing
        return table + others + m.top() + m.bottom()
