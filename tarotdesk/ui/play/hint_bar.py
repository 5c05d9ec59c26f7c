"""The hint strip under the table: the best actions for the person to act, with reasons and rule links.

The window asks the AI worker for hints (the strong player's own evaluation, computed in the
worker process) and shows the answer here: up to three actions, best first, each with its
reason in the player's language and a link to the rule section that reason refers to.
Clicking a link emits :attr:`HintBar.ruleRequested` with the anchor. The reasons are in plain
words; the engine's figures behind them (sampled deals, standard errors, the search's
expectation) show only when the person opens "Details".
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from ..kit.language_change import FollowsLanguage

#: The first hint's button: the green of the card mark (table_items.HINT_COLOUR).
HINT_BUTTON_STYLE = "QPushButton { border: 3px solid #1fbf5f; border-radius: 4px; padding: 3px 9px; }"


def _unbreakable(text: str) -> str:
    """``text`` kept on one line: <nobr> only protects spaces, and Japanese may break between any
    two characters, so a word joiner (U+2060, not drawn) follows each of them."""
    return "".join(ch + ("\u2060" if ch > "\u2e7f" and i + 1 < len(text) else "") for i, ch in enumerate(text))


@dataclass(frozen=True)
class HintLine:
    """One suggestion as shown: the action's label, the reason, the rule anchor and its title."""

    action: str
    reason: str
    anchor: str | None
    rule_title: str
    code: str = ""  # the action's text form (``play:T21``): what the table marks for the first hint
    details: str = ""  # the engine's figures behind the reason (shown under "Details")


class HintBar(FollowsLanguage, QFrame):
    """Shows hints, "thinking…", or a failure; hidden when there is nothing to show."""

    ruleRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#hintBar { background: #fff8e1; } QLabel { color: #3b2f00; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        self.label = QLabel(self)
        self.label.setObjectName("hintText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                           | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.label.linkActivated.connect(self._link)
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("hintClose")
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.clear)
        self.details_button = QToolButton(self)
        self.details_button.setObjectName("hintDetails")
        self.details_button.setCheckable(True)
        self.details_button.setAutoRaise(True)
        self.details_button.toggled.connect(lambda _on: self._render())
        layout.addWidget(self.label, 1)
        layout.addWidget(self.details_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self._lines: list[HintLine] = []
        self._state = "idle"  # idle, waiting, shown, failed
        self._detail = ""
        self.hide()
        self.retranslate()

    @property
    def lines(self) -> list[HintLine]:
        """The hints shown (empty unless some are)."""
        return list(self._lines)

    def waiting(self) -> None:
        """Say that hints are being computed."""
        self._state, self._lines, self._detail = "waiting", [], ""
        self._render()

    def show_hints(self, lines: list[HintLine]) -> None:
        """Show these hints, best first."""
        self._state, self._lines, self._detail = "shown", list(lines), ""
        self._render()

    def failed(self, detail: str) -> None:
        """Say that no hint could be computed (``detail``: the technical reason)."""
        self._state, self._lines, self._detail = "failed", [], detail
        self._render()

    def unavailable(self) -> None:
        """Say that there is nothing to hint now (not the person's turn)."""
        self._state, self._lines, self._detail = "none", [], ""
        self._render()

    def clear(self) -> None:
        """Hide the hints (the position changed, or the person closed them)."""
        self._state, self._lines, self._detail = "idle", [], ""
        self._render()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.close_button.setToolTip(self.tr("Hide the hints"))
        self.details_button.setText(self.tr("Details"))
        self.details_button.setToolTip(self.tr("Show or hide the search's figures behind each reason"))
        self._render()

    def _render(self) -> None:
        if self._state == "idle":
            self.label.setText("")
            self.hide()
            return
        if self._state == "waiting":
            text = html.escape(self.tr("Looking for the best moves…"))
        elif self._state == "failed":
            text = html.escape(self.tr("No hint could be computed (%1).").replace("%1", self._detail))
        elif self._state == "none":
            text = html.escape(self.tr("There is nothing to suggest: it is not your turn."))
        else:
            rows = []
            for i, line in enumerate(self._lines, start=1):
                link = ""
                if line.anchor:
                    label = _unbreakable(html.escape(self.tr("Rule: %1").replace("%1", line.rule_title)))
                    # One piece: a rule's name broken over two lines reads as two words.
                    link = f' <nobr><a href="rule:{html.escape(line.anchor)}">{label}</a></nobr>'
                row = f"<b>{i}. {html.escape(line.action)}</b> — {html.escape(line.reason)}{link}"
                if self.details_button.isChecked() and line.details:
                    row += f"<br><small>{html.escape(line.details)}</small>"
                rows.append(row)
            title = html.escape(self.tr("Hint"))
            text = f"<b>{title}:</b><br>" + "<br>".join(rows)
        self.details_button.setVisible(self._state == "shown" and any(line.details for line in self._lines))
        self.label.setText(text)
        # A wrapped label does not claim its height in the window's layout by itself.
        width = max(300, self.label.width())
        margins = self.layout().contentsMargins()
        self.setMinimumHeight(self.label.heightForWidth(width) + margins.top() + margins.bottom() + 2)
        self.show()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if self._state != "idle":
            margins = self.layout().contentsMargins()
            self.setMinimumHeight(self.label.heightForWidth(max(300, self.label.width()))
                                  + margins.top() + margins.bottom() + 2)

    def _link(self, href: str) -> None:
        if href.startswith("rule:"):
            self.ruleRequested.emit(href[len("rule:"):])
