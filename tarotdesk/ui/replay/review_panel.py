"""The game review beside the replay viewer: one seat's decisions, marked, with the better moves.

:class:`ReviewPanel` is a tab of the replay viewer's side column. The person chooses a seat (the
person's own by default) and a scope (the whole game or one deal) and presses Review: the replay
asks for the review (:meth:`~tarotdesk.table.replay.RecordReplay.ask_review`) of an AI worker
process of the panel's own, so the window's computer players keep answering and the viewer stays
usable; a progress bar with Cancel follows it decision by decision. A review the record already
keeps, and that still fits it, is shown at once without asking the worker. In the replay of a
game still being played, another seat's decisions are reviewed only in deals that are over.

The panel then lists the seat's decisions (each action in the table's words, its mark in colour
and as a sign and a word, mistakes and blunders in bold), draws the seat's expected result over
them (:class:`ReviewChart`), and says what a review found (``Review.summary()``). Choosing a
decision (in the list or on the chart) asks the viewer to show the position before it with the
action taken and the better one marked on the table (``decisionChosen``), and shows its cost
with its uncertainty, the reason of the better move with its rule, and the alternatives weighed.
"""

from __future__ import annotations

import html
from typing import Any, Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...ai.messages import REVIEW_MESSAGES
from ...ai.review import BEST, BLUNDER, ERRORS, FORCED, GOOD, INACCURACY, MISTAKE, DecisionReview, Review
from ...ai.review import Kept, thresholds
from ...core.actions import Action
from ...core.messages import text
from ...table.replay import RecordReplay
from ..play.ai_runner import AIRunner
from ..kit.controls import new_button, new_check_box, new_linked_text, offer_choices
from ..kit.language_change import FollowsLanguage
from ..model.words import Words

#: Each mark's colour and sign: the sign says it without the colour (chess's ?!, ?, ??).
MARK_STYLE = {
    BEST: ("#2e9d4f", "!"),
    GOOD: ("#7aa83c", "✓"),
    INACCURACY: ("#c9961a", "?!"),
    MISTAKE: ("#e0641f", "?"),
    BLUNDER: ("#d02a2a", "??"),
    FORCED: ("#8a8a8a", "–"),
}
#: The colours of the action taken and of the better one, on the table and in the panel.
PLAYED_COLOUR = "#ff9f1a"
BETTER_COLOUR = "#4fb3ff"
#: Alternatives listed besides the action taken.
SHOWN = 5


def review_words(key: str, lang: str, params: dict[str, Any] | None = None) -> str:
    """A text of the review's own words (``resources/messages/review.toml``)."""
    return text(f"review.{key}", lang, params or {}, (REVIEW_MESSAGES,))


def mark_label(mark: str, lang: str) -> str:
    """A mark as the panel shows it: its sign and its word (``?? blunder``)."""
    return f"{MARK_STYLE.get(mark, ('', ''))[1]} {review_words('mark.' + mark, lang)}"


def figure(value: float) -> str:
    """A cost or a value with two decimals, as the review's figures are read."""
    return f"{value:.2f}"


class ReviewChart(QWidget):
    """The seat's expected result over the reviewed decisions (the best action's value, and the
    action taken's where it differs), each decision a dot of its mark's colour; a click picks the
    decision nearest to it (``picked(row)``)."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewChart")
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.decisions: list[DecisionReview] = []
        self.selected = -1

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(300, 130)

    def set_decisions(self, decisions: list[DecisionReview], selected: int = -1) -> None:
        """Draw these decisions (``selected``: the row ringed, -1 none)."""
        self.decisions = list(decisions)
        self.selected = selected
        self.update()

    def _frame(self) -> QRectF:
        return QRectF(10, 8, max(10, self.width() - 20), max(10, self.height() - 16))

    def _range(self) -> tuple[float, float]:
        values = [v for d in self.decisions for v in (d.best_value, d.taken_value)] or [0.0]
        low, high = min(values + [0.0]), max(values + [0.0])
        pad = max(0.1, (high - low) * 0.08)
        return low - pad, high + pad

    def point(self, row: int, value: float) -> QPointF:
        """Where decision ``row`` with ``value`` lies on the widget."""
        f = self._frame()
        n = len(self.decisions)
        x = f.left() + (f.width() * (row + 0.5) / n if n else f.width() / 2)
        low, high = self._range()
        y = f.bottom() - f.height() * (value - low) / (high - low)
        return QPointF(x, y)

    def radius(self, row: int) -> float:
        """The radius of decision ``row``'s dot. A whole game's many decisions would overlap at
        full size, so the unmarked ones shrink to their share of the width; an inaccuracy keeps a
        visible dot and a mistake or blunder its full size."""
        mark = self.decisions[row].mark
        if mark in (MISTAKE, BLUNDER):
            return 6.0
        step = self._frame().width() / max(1, len(self.decisions))
        if mark == INACCURACY:
            return max(3.0, min(4.0, step / 2 - 0.5))
        return max(1.5, min(4.0, step / 2 - 0.5))

    def deal_starts(self) -> list[float]:
        """The x of the border between two deals, where a review covers several."""
        return [(self.point(row - 1, 0.0).x() + self.point(row, 0.0).x()) / 2
                for row in range(1, len(self.decisions))
                if self.decisions[row].deal != self.decisions[row - 1].deal]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self.palette().base())
        f = self._frame()
        p.setPen(QPen(self.palette().mid().color(), 1.0))
        p.drawRect(f)
        if not self.decisions:
            return
        for x in self.deal_starts():
            p.drawLine(QPointF(x, f.top()), QPointF(x, f.bottom()))
        zero = self.point(0, 0.0).y()
        p.setPen(QPen(self.palette().mid().color(), 1.0, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(f.left(), zero), QPointF(f.right(), zero))
        line = QPainterPath(self.point(0, self.decisions[0].best_value))
        for row, d in enumerate(self.decisions[1:], 1):
            line.lineTo(self.point(row, d.best_value))
        p.setPen(QPen(QColor(BETTER_COLOUR), 2.0))
        p.drawPath(line)
        # The marked decisions last, so that no unmarked dot hides one.
        marked = (INACCURACY, MISTAKE, BLUNDER)
        order = sorted(range(len(self.decisions)), key=lambda r: self.decisions[r].mark in marked)
        for row in order:
            d = self.decisions[row]
            best, taken = self.point(row, d.best_value), self.point(row, d.taken_value)
            if d.taken != d.best:
                p.setPen(QPen(QColor(MARK_STYLE[d.mark][0]), 1.5, Qt.PenStyle.DotLine))
                p.drawLine(best, taken)
            radius = self.radius(row)
            p.setPen(QPen(QColor(30, 30, 30), 1.0 if radius > 2 else 0.5))
            p.setBrush(QBrush(QColor(MARK_STYLE.get(d.mark, ("#888888", ""))[0])))
            p.drawEllipse(taken, radius, radius)
        if 0 <= self.selected < len(self.decisions):
            d = self.decisions[self.selected]
            radius = self.radius(self.selected)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(self.palette().text().color(), 2.0))
            p.drawEllipse(self.point(self.selected, d.taken_value), radius + 4, radius + 4)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if self.decisions:
            x = event.position().x()
            row = min(range(len(self.decisions)), key=lambda r: abs(self.point(r, 0.0).x() - x))
            self.picked.emit(row)
        super().mousePressEvent(event)


class ReviewPanel(FollowsLanguage, QWidget):
    """The review tab of the replay viewer (see the module documentation).

    ``decisionChosen(DecisionReview)``: show the position before it; ``reviewDone(Review)``: a
    review was computed (the viewer keeps it in the record); ``ruleRequested(anchor)``;
    ``saveRequested()``: "Save with review…". ``runner_factory`` makes the runner of the panel's
    own worker (made at the first review, closed by :meth:`close_worker`).
    """

    decisionChosen = Signal(object)
    reviewDone = Signal(object)
    ruleRequested = Signal(str)
    saveRequested = Signal()

    def __init__(self, source: RecordReplay, words: Words, deal_text: Callable[[int], str],
                 runner_factory: Callable[[QWidget], AIRunner] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.source = source
        self.words = words
        self.deals = source.deals
        self.deal_text = deal_text
        self._runner_factory = runner_factory or (lambda owner: AIRunner(owner))
        self.runner: AIRunner | None = None
        self._token: tuple[Any, ...] | None = None
        self._request: int | None = None
        self._asked = 0
        self.review: Review | None = None
        self.decisions: list[DecisionReview] = []
        self._progress = (0, 0)
        self._state = "none"  # none, stored, running, done, cancelled, failed
        self._failure = ""
        self._dropped: Kept | None = None  # a kept review set aside, and why
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(self._build_controls())
        self.summary = QLabel(self)
        self.summary.setObjectName("reviewSummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        layout.addWidget(self._build_results(), 1)
        self.retranslate()
        self._choose_first_scope()

    def _build_controls(self) -> QGridLayout:
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        self.seat_label, self.scope_label = QLabel(self), QLabel(self)
        self.seat = QComboBox(self)
        self.seat.setObjectName("reviewSeat")
        self.scope = QComboBox(self)
        self.scope.setObjectName("reviewScope")
        for box in (self.seat, self.scope):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(8)
            box.currentIndexChanged.connect(self._choice_changed)
        grid.addWidget(self.seat_label, 0, 0)
        grid.addWidget(self.seat, 0, 1)
        grid.addWidget(self.scope_label, 1, 0)
        grid.addWidget(self.scope, 1, 1)
        buttons = QHBoxLayout()
        self.review_button = new_button(self, "reviewStart", self.start)
        self.save_button = new_button(self, "reviewSave", self.saveRequested.emit)
        self.save_button.hide()
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.save_button)
        buttons.addStretch(1)
        # The review's own figures (each move's expected result and its error) only on request.
        self.details_box = new_check_box(self, "reviewDetails", False, lambda _on: self._show_detail())
        buttons.addWidget(self.details_box)
        grid.addLayout(buttons, 2, 0, 1, 2)
        running = QHBoxLayout()
        self.progress = QProgressBar(self)
        self.progress.setObjectName("reviewProgress")
        self.cancel_button = new_button(self, "reviewCancel", self.cancel)
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        grid.addLayout(running, 3, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self._show_running(False)
        return grid

    def _build_results(self) -> QSplitter:
        split = QSplitter(Qt.Orientation.Vertical, self)
        self.list = QListWidget(split)
        self.list.setObjectName("reviewDecisions")
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(self._row_chosen)
        # A click on the decision already chosen shows its position again (after stepping away).
        self.list.itemClicked.connect(lambda item: self._row_chosen(self.list.row(item)))
        self.chart = ReviewChart(split)
        self.chart.picked.connect(self.select)
        self.detail, scroll = new_linked_text(split, "reviewDetail", self._link)  # every value in it is escaped
        for w in (self.list, self.chart, scroll):
            split.addWidget(w)
        split.setSizes([220, 110, 200])
        return split

    # -- words ------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.seat_label.setText(self.tr("Seat:"))
        self.scope_label.setText(self.tr("Review:"))
        self.seat.setToolTip(self.tr("Whose decisions to review (only what that seat could see is read)"))
        offer_choices(self.seat, ((s, self.words.seat(s)) for s in range(self.source.n_players)),
                      self.seat.currentData() if self.seat.count() else self.source.person)
        scopes = [(-1, self.tr("The whole game"))] + [(k, self.deal_text(k)) for k in range(self.deals)]
        offer_choices(self.scope, scopes, self.scope.currentData() if self.scope.count() else -1)
        self.review_button.setText(self.tr("Review"))
        self.review_button.setToolTip(self.tr("Go over these decisions with a stronger search than the strong "
                                              "player's; the window stays usable meanwhile"))
        self.save_button.setText(self.tr("Save with review…"))
        self.save_button.setToolTip(self.tr("Write this record, with its review, into a file"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.details_box.setText(self.tr("Details"))
        self.details_box.setToolTip(self.tr("Show the review's figures: each move's expected result and its error"))
        self.chart.setToolTip(self.tr("The expected result of the seat after each decision: the line with the "
                                      "best move, a dot for the move made (its colour is its mark). Click a "
                                      "dot to see the decision."))
        self._fill()

    def set_words(self, words: Words) -> None:
        """Use the words of another language (then every text is set again)."""
        self.words = words
        self.retranslate()

    # -- choosing what to review -------------------------------------------------------------------------
    @property
    def chosen_seat(self) -> int:
        """The seat chosen."""
        data = self.seat.currentData()
        return int(data) if data is not None else self.source.person

    @property
    def chosen_deal(self) -> int | None:
        """The deal chosen (None: the whole game)."""
        data = self.scope.currentData()
        return None if data is None or data < 0 else int(data)

    def choose(self, seat: int, deal: int | None) -> None:
        """Choose a seat and a scope (then show the review the record keeps for them, if any)."""
        for box, value in ((self.seat, seat), (self.scope, -1 if deal is None else deal)):
            box.blockSignals(True)
            box.setCurrentIndex(max(0, box.findData(value)))
            box.blockSignals(False)
        self._choice_changed()

    def _choose_first_scope(self) -> None:
        # A review the record keeps for the person's seat is shown at once (the whole game's
        # first); else the last deal, the one the viewer opens on.
        seat = self.source.person
        kept = [raw.get("deal") for raw in self.source.reviews if raw.get("seat") == seat]
        deals = [d for d in kept if d is None or (isinstance(d, int) and not isinstance(d, bool))]
        for deal in sorted(deals, key=lambda d: (d is not None, d or 0)):
            if self._kept(seat, deal).review is not None:
                self.choose(seat, deal)
                return
        self.choose(seat, self.deals - 1 if self.deals > 1 else 0)

    def _kept(self, seat: int, deal: int | None) -> Kept:
        """The review the record keeps for ``seat`` and ``deal``, checked against the record."""
        return self.source.kept_review(seat, deal)

    def _choice_changed(self) -> None:
        if self._state == "running":
            self.cancel()
        kept = self._kept(self.chosen_seat, self.chosen_deal)
        self.review_button.setEnabled(self._may_review())
        if kept.review is not None:
            self._show_review(kept.review, "stored")
        else:
            self.review, self.decisions, self._state = None, [], "none"
            self._dropped = kept if kept.refused is not None else None
            self._fill()

    def _may_review(self) -> bool:
        # In the replay of a game being played, another seat's decisions in the deal in progress
        # are its secret: they cannot be reviewed until the deal is over.
        return self.seat.count() > 0 and self.source.may_review(self.chosen_seat, self.chosen_deal)

    # -- running ---------------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """True while a review is computed."""
        return self._state == "running"

    def start(self) -> None:
        """Review the chosen seat and scope: the review the record keeps if it still fits, else the
        worker's."""
        self.cancel()
        seat, deal = self.chosen_seat, self.chosen_deal
        kept = self._kept(seat, deal).review
        if kept is not None:
            self._show_review(kept, "stored")
            return
        if not self.source.may_review(seat, deal):
            return
        self._dropped = None
        if self.runner is None:
            self.runner = self._runner_factory(self)
            self.source.reviewer = self.runner.service
        self._asked += 1
        token = self._token = ("review", id(self), self._asked)
        self.review, self.decisions, self._state, self._progress = None, [], "running", (0, 0)
        self._fill()
        self._request = self.source.ask_review(
            seat, deal, lambda done, total, d: self._step(token, done, total, d),
            lambda review: self._reviewed(token, review), lambda message: self._failed(token, message))

    def cancel(self) -> None:
        """Stop the review in progress (the decisions reviewed so far stay listed)."""
        if self._state != "running":
            return
        self.source.cancel(self._request)
        self._request = None
        self._token = None
        self._state = "cancelled"
        self._fill()

    def close_worker(self) -> None:
        """Stop any review and the panel's worker (the viewer closes)."""
        self.cancel()
        if self.runner is not None:
            self.runner.close()
            self.runner = None

    def _step(self, token: Any, done: int, total: int, decision: DecisionReview) -> None:
        if token != self._token:
            return
        self._progress = (done, total)
        self.decisions.append(decision)
        self._add_row(len(self.decisions) - 1)
        self.chart.set_decisions(self.decisions, self.list.currentRow())
        self._show_running(True)

    def _reviewed(self, token: Any, review: Review) -> None:
        if token != self._token:
            return
        self._token = None
        self._show_review(review, "done")
        self.reviewDone.emit(review)

    def _failed(self, token: Any, message: str) -> None:
        if token != self._token:
            return
        self._token = None
        self._state, self._failure = "failed", message
        self._fill()

    def _show_review(self, review: Review, state: str) -> None:
        self.review, self.decisions, self._state = review, list(review.decisions), state
        self._fill()
        worst = review.worst()
        if worst:  # the costliest error first: what the person most wants to see
            self.list.setCurrentRow(self.decisions.index(worst[0]))

    def _show_running(self, running: bool) -> None:
        for w in (self.progress, self.cancel_button):
            w.setVisible(running)
        self.review_button.setEnabled(not running and self._may_review())
        done, total = self._progress
        self.progress.setRange(0, total)  # 0 to 0 until the first decision: busy
        self.progress.setValue(done)
        self.progress.setFormat(self.tr("%1 of %2 decisions").replace("%1", str(done)).replace("%2", str(total)))

    def set_unsaved(self, unsaved: bool) -> None:
        """Offer "Save with review…" (a review kept only in this window)."""
        self.save_button.setVisible(unsaved)

    # -- what is shown ------------------------------------------------------------------------------------------
    def _fill(self) -> None:
        row = self.list.currentRow()
        self.list.blockSignals(True)
        self.list.clear()
        for r in range(len(self.decisions)):
            self._add_row(r)
        if 0 <= row < len(self.decisions):
            self.list.setCurrentRow(row)
        self.list.blockSignals(False)
        self.chart.set_decisions(self.decisions, self.list.currentRow())
        self.summary.setText(self._summary_text())
        self._show_running(self._state == "running")
        self._show_detail()

    def _add_row(self, r: int) -> None:
        d = self.decisions[r]
        colour, _sign = MARK_STYLE.get(d.mark, ("#888888", ""))
        taken, mark = self.words.action(Action.parse(d.taken)), mark_label(d.mark, self.words.lang)
        whole_game = self.review.deal is None if self.review is not None else self.chosen_deal is None
        # The deal is named only where the list spans several.
        line = (self.tr("%1, %2: %3").replace("%1", self.deal_text(d.deal)).replace("%2", taken).replace("%3", mark)
                if whole_game else self.tr("%1: %2").replace("%1", taken).replace("%2", mark))
        if d.mark in ERRORS:
            line += f" (−{figure(d.cost)})"
        item = QListWidgetItem(line)
        item.setForeground(QBrush(QColor(colour).darker(130)))
        if d.mark in (MISTAKE, BLUNDER):  # they stand out: bold, on a tint of their colour
            font = QFont()
            font.setBold(True)
            item.setFont(font)
            tint = QColor(colour)
            tint.setAlpha(40)
            item.setBackground(QBrush(tint))
        self.list.addItem(item)

    def _summary_text(self) -> str:
        lang = self.words.lang
        if self._state == "running":
            return self.tr("Reviewing… the window stays usable meanwhile.")
        if self._state == "cancelled":
            done, total = self._progress
            return self.tr("Review cancelled: %1 of %2 decisions reviewed.").replace(
                "%1", str(done)).replace("%2", str(total or "?"))
        if self._state == "failed":
            return self.tr("The review could not be made (%1).").replace("%1", self._failure)
        if self.review is None and self._dropped is not None and self._dropped.refused is not None:
            return review_words("refused.dropped", lang, {"reason": self._dropped.refused.text(lang)})
        if self.review is None:
            return self.tr("Not reviewed yet: press Review.")
        if not self.review.decisions:
            return review_words("none", lang)
        s = self.review.summary()
        unit = review_words(f"unit.{s.unit}", lang)
        counts = ("、" if lang == "ja" else ", ").join(
            review_words(f"count.{m}", lang, {"count": s.counts[m]}) for m in ERRORS if s.counts.get(m))
        if not counts:
            return review_words("summary.clean", lang)
        return review_words("summary", lang, {"counts": counts, "lost": figure(s.lost), "unit": unit})

    def _row_chosen(self, row: int) -> None:
        self.chart.set_decisions(self.decisions, row)
        self._show_detail()
        if 0 <= row < len(self.decisions):
            self.decisionChosen.emit(self.decisions[row])

    def select(self, row: int) -> None:
        """Choose the decision of row ``row`` (as a click on it does: the replay jumps there even
        when the row was already the current one)."""
        if 0 <= row < len(self.decisions):
            if self.list.currentRow() == row:
                self._row_chosen(row)
            else:
                self.list.setCurrentRow(row)

    @property
    def selected(self) -> DecisionReview | None:
        """The decision chosen, if any."""
        row = self.list.currentRow()
        return self.decisions[row] if 0 <= row < len(self.decisions) else None

    def _show_detail(self) -> None:
        d = self.selected
        self.detail.setText(self.detail_html(d) if d is not None else "")

    def detail_html(self, d: DecisionReview) -> str:
        """The chosen decision as the panel explains it (every value escaped)."""
        e = html.escape
        w, lang = self.words, self.words.lang
        taken = w.action(Action.parse(d.taken))
        head = self.tr("%1: %2").replace("%1", self.deal_text(d.deal)).replace("%2", taken)
        colour = MARK_STYLE.get(d.mark, ("#888888", ""))[0]
        parts = [f"<h3>{e(head)}</h3>",
                 f"<p><b><span style='color:{colour}'>{e(mark_label(d.mark, lang))}</span></b></p>"]
        if d.mark == FORCED:
            only = self.tr("It was the only legal move.")
            parts.append(f"<p>{e(only)}</p>")
            return "".join(parts)
        details = self.details_box.isChecked()
        if d.best != d.taken:
            unit = review_words(f"unit.{self._unit()}", lang)
            cost = {"cost": figure(d.cost), "unit": unit, "spread": figure(d.uncertainty)}
            parts.append("<p>" + e(review_words("cost.details" if details else "cost", lang, cost)) + "</p>")
            better = review_words("better", lang, {"action": w.action(Action.parse(d.best)),
                                                  "reason": w.hint(d.reason, d.params)})
            parts.append(f"<p>{e(better)}{self._rule_link(d.rule)}</p>")
        else:
            same = self.tr("The review would have made the same move.")
            parts.append(f"<p>{e(same)} {e(w.hint(d.reason, d.params))}{self._rule_link(d.rule)}</p>")
        figures = w.hint_details(d.reason, d.params)
        if details and figures:
            parts.append(f"<p><small>{e(figures)}</small></p>")
        if details and len(d.alternatives) > 1:
            parts.append(self._alternatives(d))
        return "".join(parts)

    def _unit(self) -> str:
        return thresholds(self.source.game_id).unit

    def _alternatives(self, d: DecisionReview) -> str:
        e = html.escape
        rows = []
        played, better = e(self.tr("played")), e(self.tr("better"))
        for a in d.alternatives[: SHOWN + 1]:
            label = e(self.words.action(Action.parse(a.action)))
            if a.action == d.taken:
                label = f"<b>{label}</b> <span style='color:{PLAYED_COLOUR}'>■</span> {played}"
            elif a.action == d.best:
                label = f"{label} <span style='color:{BETTER_COLOUR}'>■</span> {better}"
            rows.append(f"<tr><td align='right'>{a.value:+.2f}</td><td align='right'>±{figure(a.spread)}</td>"
                        f"<td>{label}</td></tr>")
        head = e(self.tr("The moves weighed, with the result each is expected to bring (%1):").replace(
            "%1", review_words(f"unit.{self._unit()}", self.words.lang)))
        return f"<p>{head}</p><table width='100%' cellspacing='4'>{''.join(rows)}</table>"

    def _rule_link(self, anchor: str | None) -> str:
        title = self.words.rule_title(anchor) if anchor else ""
        if not title:
            return ""
        label = html.escape(self.tr("Rule: %1").replace("%1", title))
        return f' <a href="rule:{html.escape(anchor or "")}">{label}</a>'

    def _link(self, href: str) -> None:
        if href.startswith("rule:"):
            self.ruleRequested.emit(href[len("rule:"):])

    def row_texts(self) -> list[str]:
        """The decision list as shown (for tests)."""
        return [self.list.item(r).text() for r in range(self.list.count())]
