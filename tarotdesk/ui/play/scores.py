"""Scores: the running score sheet beside the table and the summary shown after each deal.

Both show what the engine computed and nothing else: the running figure the game's players keep
(:meth:`~tarotdesk.core.game.Game.standing`: game points, deal points toward the margin, points
toward a target, or lost deals) deal by deal and in total, under a one-line caption that says
what the numbers are; the game points when they are another figure; and the breakdown of
:class:`~tarotdesk.core.state.ScoreLine`s that explains a deal, each line in the game's words
with the points it gives each seat.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QTextDocument
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

from ...core.game import Standing
from .hint_bar import _unbreakable

if TYPE_CHECKING:
    from ...core.state import DealResult
    from ...table.state import TableState
    from ..model.words import Words


def signed(value: int) -> str:
    """A score with its sign (``+3``, ``-2``, ``0``)."""
    return f"{value:+d}" if value else "0"


def figure_text(value: int, standing: Standing) -> str:
    """One deal's figure as the sheet writes it: signed points, or a plain count of losses."""
    return str(value) if standing.lower_is_better else signed(value)


def standing_caption(standing: Standing) -> str:
    """The one line that says what the numbers of the score sheet are."""
    # Written out as QCoreApplication.translate("Scores", ...) so that lupdate finds every text.
    tr = QCoreApplication
    if standing.kind == "deal-points":
        text = tr.translate("Scores", "Deal points toward the margin, paid in game points at the end of the game "
                            "(a team's points shown for each partner).")
    elif standing.kind == "points":
        text = (tr.translate("Scores", "Points toward %1, the target that wins the game; the hand in progress "
                             "counts at once.") if standing.current is not None
                else tr.translate("Scores", "Points toward %1, the target that wins the game.")).replace(
            "%1", str(standing.target))
    elif standing.kind == "losses":
        text = tr.translate("Scores", "Lost deals (fewer is better); units change hands only when the game ends.")
    else:
        text = tr.translate("Scores", "Game points won or lost (a team's points shown for each partner).")
    return text


def shows_game_points(standing: Standing, game_points: Sequence[int], deal_score: Sequence[int] = ()) -> bool:
    """True when the game points must be shown beside a running figure of another kind (a
    cappotto in Lombardy Tarot, the units of a finished Mattazza). Points toward a target are
    the game points themselves (Porrazo, Cirulla): shown once."""
    return standing.kind not in ("game-points", "points") and (any(game_points) or any(deal_score))


def verdict_html(result: DealResult, words: Words, link: str) -> str:
    """The summary's verdicts (who won the deal and why) as rich text, every value escaped,
    each with a link to its rule (``link`` is the words "Rule: %1")."""
    rows = []
    for verdict in result.verdicts:
        sentence = html.escape(words.verdict(verdict))
        title = words.rule_title(verdict.rule) if verdict.rule else ""
        if title:
            # One piece, as in the hint strip: a rule's name broken over two lines reads as two words.
            label = _unbreakable(html.escape(link.replace("%1", title)))
            sentence += f' <nobr><a href="rule:{html.escape(verdict.rule or "")}">{label}</a></nobr>'
        rows.append(sentence)
    return "<br>".join(rows)


def breakdown_rows(result: DealResult, words: Words, n: int) -> list[tuple[str, list[str]]]:
    """One row per score line: its words and, per seat, the points it gives (blank if none),
    signed where the line is a payment and plain where it states a measure (the game's
    ``measure_lines``).

    A line that follows one of the same words for other seats (Tarokk pays a bonus to one side
    and charges the other in two lines) shares its row: one "Trull" row, not two.
    """
    # A line that states a measure (card points taken, a contract's base) shows its figure as it
    # is; only payments take a sign ("+3" read as a gain beside a declarer paying 6).
    measures = words.game.measure_lines
    rows: list[tuple[str, list[str]]] = []
    for line in result.lines:
        text = words.line(line)
        figure = str(line.points) if line.kind in measures else signed(line.points)
        seats = [s for s in range(n) if s in line.seats]
        if rows and rows[-1][0] == text and all(rows[-1][1][s] == "" for s in seats):
            for s in seats:
                rows[-1][1][s] = figure
            continue
        rows.append((text, [figure if s in line.seats else "" for s in range(n)]))
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
        self.caption = QLabel(self)
        self.caption.setObjectName("scoreCaption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
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
        self._standing: Standing | None = None
        self._words: Words | None = None
        self._n = 0
        self._first_deal = 1  # the sheet's column of the first deal

    def show_state(self, state: TableState, words: Words) -> None:
        """Fill the sheet with the running figure of the table ``state`` shows (see the module documentation)."""
        self.show_scores(state.results, state.scores, words, state.n_players, state.standing)

    def show_scores(self, results: Sequence[DealResult], totals: Sequence[int], words: Words, n: int,
                    standing: Standing | None = None) -> None:
        """Fill the sheet: one row per seat, the running figure's total in the first column, the
        game points next when they are another figure, the deal in progress when the game counts
        it at once, then each deal (so many seats still fit in a narrow panel). ``totals`` are the
        game points; ``standing`` the figure (default: those game points)."""
        if standing is None:
            standing = Standing("game-points", [list(r.deal_score) for r in results], list(totals))
        self._results, self._totals, self._words, self._n = list(results), list(totals), words, n
        self._standing = standing
        self.caption.setText(standing_caption(standing))
        sheet = self.sheet
        sheet.blockSignals(True)
        sheet.clear()
        heads = [self.tr("Total")]
        game_points = shows_game_points(standing, totals)
        if game_points:
            heads.append(self.tr("Game points"))
        if standing.current is not None:
            heads.append(self.tr("Now", "the deal in progress"))
        self._first_deal = len(heads)
        heads += [str(i + 1) for i in range(len(results))]
        sheet.setRowCount(n)
        sheet.setColumnCount(len(heads))
        sheet.setVerticalHeaderLabels([words.seat(s) for s in range(n)])
        sheet.setHorizontalHeaderLabels(heads)
        for s in range(n):
            sheet.setItem(s, 0, _item(str(standing.totals[s]) if s < len(standing.totals) else "0", bold=True))
            col = 1
            if game_points:
                sheet.setItem(s, col, _item(str(totals[s]) if s < len(totals) else "0"))
                col += 1
            if standing.current is not None:
                sheet.setItem(s, col, _item(figure_text(standing.current[s], standing)))
            for i, figures in enumerate(standing.deals):
                value = figures[s] if s < len(figures) else 0
                sheet.setItem(s, self._first_deal + i, _item(figure_text(value, standing)))
        header = sheet.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        sheet.setToolTip(self.tr("Click a deal's column to see how it was scored."))
        sheet.blockSignals(False)
        if results:
            last = self._first_deal + len(results) - 1
            sheet.selectColumn(last)
            sheet.scrollToItem(sheet.item(0, last))
        self._show_selected()

    def total_texts(self) -> list[str]:
        """The totals as shown, seat by seat (for tests)."""
        return [self.sheet.item(s, 0).text() for s in range(self.sheet.rowCount())]

    def column_texts(self, column: int) -> list[str]:
        """One column of the sheet as shown, seat by seat (for tests)."""
        return [self.sheet.item(s, column).text() for s in range(self.sheet.rowCount())]

    def deal_column(self, deal: int) -> int:
        """The sheet's column of deal ``deal`` (0-based)."""
        return self._first_deal + deal

    def _show_selected(self) -> None:
        self.detail.clear()
        cols = self.sheet.selectionModel().selectedColumns() if self.sheet.selectionModel() else []
        if not cols or self._words is None:
            return
        i = cols[0].column() - self._first_deal
        if not 0 <= i < len(self._results):
            return
        words = self._words
        for text, cells in breakdown_rows(self._results[i], words, self._n):
            who = ", ".join(f"{words.seat(s)} {v}" for s, v in enumerate(cells) if v)
            self.detail.addItem(f"{text}: {who}" if who else text)

    def retranslate(self) -> None:
        """Refresh the texts in the current language."""
        if self._words is not None:
            self.show_scores(self._results, self._totals, self._words, self._n, self._standing)


class DealSummary(QFrame):
    """The end-of-deal (or end-of-game) summary over the table, with its Continue button."""

    continued = Signal()
    #: "Play this deal again": a new game dealt the same cards.
    againRequested = Signal()
    #: "Review this deal": the game review of the person's decisions in this deal.
    reviewRequested = Signal()
    #: A result was filled in: the panel's wanted height changed (the window places it again).
    filled = Signal()
    #: A verdict's rule link was clicked: the anchor of the rule that decided the deal.
    ruleRequested = Signal(str)

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
        # Who won the deal and why, with the rule: names come from records, so every value in it
        # is escaped (verdict_html).
        self.verdict = QLabel(self)
        self.verdict.setObjectName("summaryVerdict")
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                             | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.verdict.linkActivated.connect(self._link)
        layout.addWidget(self.verdict)
        self.caption = QLabel(self)
        self.caption.setObjectName("summaryCaption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        self.table = QTableWidget(self)
        self.table.setObjectName("summaryTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        # A line of the summary is never cut with "…": it wraps (Japanese between any two
        # characters), and the rows take their new height whenever the text column's width changes.
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.horizontalHeader().sectionResized.connect(self._rows_fit)
        layout.addWidget(self.table, 1)
        self.outcome = QLabel(self)
        self.outcome.setWordWrap(True)
        # The title and the outcome name the players ("Winner: ..."): never markup.
        for label in (self.title, self.outcome):
            label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.outcome)
        row = QHBoxLayout()
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("againButton")
        self.again_button.clicked.connect(self.againRequested.emit)
        row.addWidget(self.again_button)
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("reviewDealButton")
        self.review_button.clicked.connect(self.reviewRequested.emit)
        row.addWidget(self.review_button)
        row.addStretch(1)
        self.button = QPushButton(self)
        self.button.setObjectName("continueButton")
        # Never the default button: Enter, pressed for the table a moment too late, must not
        # sweep the summary (and its "Review this deal") away. A key of its own continues.
        self.button.setAutoDefault(False)
        self.button.clicked.connect(self.continued.emit)
        #: The key that presses Continue where the window gives it one (shown on the button).
        self.continue_key = ""
        row.addWidget(self.button)
        layout.addLayout(row)
        self.hide()

    def show_result(self, title: str, result: DealResult, totals: Sequence[int], words: Words, n: int,
                    outcome: str, button: str, standing: Standing | None = None) -> None:
        """Fill in one deal's result and show the panel: its breakdown, then what the deal added
        to the running figure (``standing``, default the game points ``totals``) and that figure's
        total, and the game points too when they are another figure."""
        if standing is None:
            standing = Standing("game-points", [list(result.deal_score)], list(totals))
        self.again_button.setText(self.tr("Play this deal again"))
        self.review_button.setText(self.tr("Review this deal"))
        self.review_button.setToolTip(self.tr("Go over your decisions in this deal: the mistakes, the better moves "
                                              "and what they cost"))
        t = self.table
        t.clear()
        t.setColumnCount(n + 1)
        t.setHorizontalHeaderLabels([""] + [words.seat(s) for s in range(n)])
        rows = breakdown_rows(result, words, n)
        deal_figures = standing.deals[-1] if standing.deals else [0] * n
        # The game's own word for its deal where it has one (Porrazo's "hand").
        unit = words.deal_unit()
        this_deal = self.tr("This %1").replace("%1", unit) if unit else self.tr("This deal")
        figures = [(this_deal, [figure_text(v, standing) for v in deal_figures]),
                   (self.tr("Total"), [str(v) for v in standing.totals])]
        if shows_game_points(standing, totals, result.deal_score):
            points_this_deal = (self.tr("Game points, this %1").replace("%1", unit) if unit
                                else self.tr("Game points, this deal"))
            figures += [(points_this_deal, [signed(v) for v in result.deal_score]),
                        (self.tr("Game points, total"), [str(v) for v in totals])]
        t.setRowCount(len(rows) + len(figures))
        for i, (text, cells) in enumerate(rows):
            t.setItem(i, 0, _item(text, align_right=False))
            for s, v in enumerate(cells):
                t.setItem(i, s + 1, _item(v))
        for i, (text, cells) in enumerate(figures):
            row = len(rows) + i
            t.setItem(row, 0, _item(text, bold=True, align_right=False))
            for s in range(n):
                t.setItem(row, s + 1, _item(cells[s] if s < len(cells) else "", bold=True))
        self.caption.setText(standing_caption(standing))
        self.verdict.setText(verdict_html(result, words, self.tr("Rule: %1")))
        self.verdict.setVisible(bool(result.verdicts))
        header = t.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for s in range(n):
            header.setSectionResizeMode(s + 1, QHeaderView.ResizeMode.ResizeToContents)
        t.resizeRowsToContents()
        self.title.setText(title)
        self.outcome.setText(outcome)
        self.outcome.setVisible(bool(outcome))
        if self.continue_key:
            self.button.setText(self.tr("%1 (%2)", "a button's text and its key").replace("%1", button).replace(
                "%2", self.continue_key))
            self.button.setToolTip(self.tr("Press %1 to go on").replace("%1", self.continue_key))
        else:
            self.button.setText(button)
        self.show()
        self.raise_()
        # The focus goes to the lines, to read them; the buttons are a Tab away.
        self.table.setFocus()
        self.filled.emit()

    def _link(self, href: str) -> None:
        if href.startswith("rule:"):
            self.ruleRequested.emit(href[len("rule:"):])

    def verdict_text(self) -> str:
        """The verdicts as shown, without their markup (for tests)."""
        doc = QTextDocument()
        doc.setHtml(self.verdict.text())
        return doc.toPlainText().replace("\u2060", "")  # the word joiners that keep a link whole

    def _rows_fit(self, section: int, old: int, new: int) -> None:
        if section == 0 and old != new:
            self.table.resizeRowsToContents()
            self.filled.emit()  # the wanted height changed with the rows

    def row_texts(self, label: str) -> list[str]:
        """The cells of the summary's row called ``label``, seat by seat (for tests)."""
        t = self.table
        for r in range(t.rowCount()):
            if t.item(r, 0) is not None and t.item(r, 0).text() == label:
                return [t.item(r, c).text() for c in range(1, t.columnCount())]
        raise KeyError(label)

    def wanted_height(self) -> int:
        """The height that shows every line of the table without scrolling (the window caps it)."""
        t = self.table
        rows = sum(t.rowHeight(r) for r in range(t.rowCount()))
        table = rows + t.horizontalHeader().sizeHint().height() + 2 * t.frameWidth() + 4
        m = self.layout().contentsMargins()
        spacing = self.layout().spacing()
        others = self.title.sizeHint().height() + self.button.sizeHint().height() + 2 * spacing
        # The labels' own width once laid out may be a few pixels less than the panel's inside:
        # a line that just fits there would wrap, and the table lose a row to a scroll bar.
        inner = max(100, self.width() - m.left() - m.right() - 8)
        others += self.caption.heightForWidth(inner) + spacing
        for label in (self.verdict, self.outcome):
            if label.isVisible():
                others += label.heightForWidth(inner) + spacing
        return table + others + m.top() + m.bottom()
