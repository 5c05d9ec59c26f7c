"""The row of buttons under the table: every decision that is not a card dragged to the table.

The panel shows one button per choice, each with the digit that presses it (a bid keeps its
digit from round to round: :mod:`~tarotdesk.ui.model.choice_keys`), and a line for a refusal
or a hint. What the buttons are is decided by the play session from the shapes of the legal
actions: a bid or an announcement, "Call a card…", "Discard the 2 chosen cards", one button
per possible capture, "Cancel".
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Callable, Hashable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ..model.choice_keys import ChoiceKeys


@dataclass
class Choice:
    """One button: its label, what it does, an optional colour swatch, whether it is enabled."""

    label: str
    run: Callable[[], None]
    colour: str | None = None
    enabled: bool = True
    name: str = ""  # a stable object name (for tests and tools): the action text or a role
    apart: bool = False  # set apart at the end of the row (a choice that decides for the whole game)
    lasting: bool = True  # offered again in later rounds (a bid), so it keeps its key; False: of the moment


class FlowRow(QWidget):
    """Buttons laid out left to right, wrapping onto more lines when they do not fit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._buttons: list[QPushButton] = []
        self._spacing = 6
        self._apart_gap = 28  # the space before the buttons set apart
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_buttons(self, buttons: list[QPushButton]) -> None:
        """Replace the buttons."""
        for b in self._buttons:
            b.hide()
            b.deleteLater()
        self._buttons = buttons
        for b in buttons:
            b.setParent(self)
            b.show()
        self._relayout()
        self.updateGeometry()

    def buttons(self) -> list[QPushButton]:
        """The buttons shown."""
        return list(self._buttons)

    def _rows(self, width: int) -> list[list[QPushButton]]:
        rows: list[list[QPushButton]] = [[]]
        x = 0
        for i, b in enumerate(self._buttons):
            w = b.sizeHint().width() + self._gap_before(i)
            if rows[-1] and x + w > width:
                rows.append([])
                x = 0
            rows[-1].append(b)
            x += w + self._spacing
        return rows

    def _relayout(self) -> None:
        width = max(1, self.width())
        y = 0
        for row in self._rows(width):
            x = 0
            h = max((b.sizeHint().height() for b in row), default=0)
            for b in row:
                if row[0] is not b:
                    x += self._gap_before(self._buttons.index(b))
                w = min(b.sizeHint().width(), width)
                b.setGeometry(x, y, w, h)
                x += w + self._spacing
            y += h + self._spacing

    def _gap_before(self, i: int) -> int:
        # The first of the buttons set apart keeps a gap from the others.
        b = self._buttons[i]
        first_apart = bool(b.property("apart")) and (i == 0 or not self._buttons[i - 1].property("apart"))
        return self._apart_gap if first_apart and i > 0 else 0

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        rows = self._rows(max(1, width))
        total = 0
        for row in rows:
            if row:
                total += max(b.sizeHint().height() for b in row) + self._spacing
        return max(0, total - self._spacing)

    def sizeHint(self):  # noqa: N802 - Qt API
        hint = super().sizeHint()
        hint.setHeight(self.heightForWidth(max(200, self.width())))
        return hint

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._relayout()

    def event(self, event: QEvent) -> bool:
        # A button whose size changed (the hint mark's border widens it) asks for a new layout:
        # without one it would keep its old width and its text would be cut.
        if event.type() == QEvent.Type.LayoutRequest:
            self._relayout()
        return super().event(event)


class DecisionPanel(QWidget):
    """Numbered choice buttons plus a notice line (see the module documentation)."""

    choiceMade = Signal(int)
    #: The link after a refusal was clicked: the rule anchor that explains it.
    ruleRequested = Signal(str)
    #: A refusal or a warning was shown (its text), for the screen reader to say at once.
    noticeShown = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        # The prompt's line stays reserved while a decision has none, so the table keeps its size.
        policy = self.hint.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.hint.setSizePolicy(policy)
        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        self.notice.setObjectName("notice")
        # The prompt and the refusal name the players: shown as written, never as markup.
        for label in (self.hint, self.notice):
            label.setTextFormat(Qt.TextFormat.PlainText)
        pal = self.notice.palette()
        pal.setColor(QPalette.ColorRole.WindowText, QColor("#b3261e"))
        self.notice.setPalette(pal)
        top.addWidget(self.hint, 1)
        layout.addLayout(top)
        # The refusal and its rule link sit in a box of their own, which the window may float
        # over the table (see :meth:`float_notice`), so that a refusal never moves the table.
        self.notice_box = QFrame(self)
        self.notice_box.setObjectName("noticeBox")
        notice_row = QHBoxLayout(self.notice_box)
        notice_row.setContentsMargins(0, 0, 0, 0)
        notice_row.addWidget(self.notice, 1)
        # The refusal's rule: a link of its own, so the notice stays the engine's plain words.
        self.rule_link = QLabel(self)
        self.rule_link.setObjectName("noticeRule")
        self.rule_link.setTextFormat(Qt.TextFormat.RichText)
        self.rule_link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                               | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.rule_link.linkActivated.connect(self._rule_link)
        self.rule_link.hide()
        notice_row.addWidget(self.rule_link)
        layout.addWidget(self.notice_box)
        self._rule: str | None = None
        self.row = FlowRow(self)
        layout.addWidget(self.row)
        self._choices: list[Choice] = []
        self._keys: list[int | None] = []
        #: The digits given to lasting choices, kept while the window is open.
        self.choice_keys = ChoiceKeys()
        self.notice.hide()
        self.notice_box.hide()

    def set_choices(self, choices: list[Choice], hint: str = "", scope: Hashable = None) -> None:
        """Show these buttons, each with its digit key, and a hint line.

        A lasting choice keeps its key in ``scope`` (the game and its phase) from round to round
        (:class:`~tarotdesk.ui.model.choice_keys.ChoiceKeys`); without a scope the buttons are
        numbered from 1."""
        self._choices = list(choices)
        names = [ch.name or f"choice{i + 1}" for i, ch in enumerate(self._choices)]
        if scope is None:
            self._keys = [i + 1 if i < 9 else None for i in range(len(names))]
        else:
            self._keys = self.choice_keys.keys(scope, names, [ch.lasting for ch in self._choices])
        buttons = []
        for i, ch in enumerate(self._choices):
            label = ch.label.replace("&", "&&")  # a literal ampersand, not a mnemonic
            key = self._keys[i]
            b = QPushButton(f"&{key}  {label}" if key is not None else label)
            b.setProperty("key", key)
            b.setObjectName(names[i])
            b.setEnabled(ch.enabled)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            if ch.colour:
                b.setStyleSheet(f"QPushButton {{ border-left: 6px solid {ch.colour}; padding: 4px 10px; }}")
            if ch.apart:
                b.setProperty("apart", True)
            b.clicked.connect(lambda _=False, i=i: self.trigger(i))
            buttons.append(b)
        self.row.set_buttons(buttons)
        self.hint.setText(hint)
        self.hint.setVisible(bool(hint))
        self.updateGeometry()

    def choices(self) -> list[Choice]:
        """The choices shown."""
        return list(self._choices)

    def buttons(self) -> list[QPushButton]:
        """The buttons shown, in order."""
        return self.row.buttons()

    def key_of(self, name: str) -> int | None:
        """The digit key of the button called ``name`` (None: it has none, or is not shown)."""
        for i, ch in enumerate(self._choices):
            if (ch.name or f"choice{i + 1}") == name:
                return self._keys[i]
        return None

    def press_key(self, key: int) -> bool:
        """Press the button whose digit is ``key`` (the window's digit shortcuts); False if none."""
        if key in self._keys:
            return self.trigger(self._keys.index(key))
        return False

    def trigger(self, index: int) -> bool:
        """Press the ``index``-th button (0-based) if it exists and is enabled."""
        if 0 <= index < len(self._choices) and self._choices[index].enabled:
            self.choiceMade.emit(index)
            self._choices[index].run()
            return True
        return False

    def show_notice(self, text: str, rule: str | None = None, rule_label: str = "") -> None:
        """Show a refusal or a warning (empty text hides it), with a link to the rule
        section ``rule`` labelled ``rule_label`` when given."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        self.notice_box.setVisible(bool(text))
        self._rule = rule if text else None
        if self._rule and rule_label:
            self.rule_link.setText(f'<a href="rule:{html.escape(self._rule)}">{html.escape(rule_label)}</a>')
        else:
            self.rule_link.setText("")
        self.rule_link.setVisible(bool(self._rule and rule_label))
        if text:
            self.noticeShown.emit(text)

    def float_notice(self, host: QWidget) -> QFrame:
        """Take the refusal's box out of the panel and give it to ``host`` (a container the
        window places over the table); the box keeps its content and signals."""
        self.layout().removeWidget(self.notice_box)
        self.notice_box.setParent(host)
        self.notice_box.setStyleSheet("#noticeBox { background: #fdecea; border: 1px solid #e6a19b; "
                                      "border-radius: 4px; }")
        self.notice_box.layout().setContentsMargins(8, 4, 8, 4)
        self.notice_box.setVisible(bool(self.notice.text()))
        return self.notice_box

    @property
    def notice_rule(self) -> str | None:
        """The rule anchor the shown refusal links to (None without one)."""
        return self._rule

    def _rule_link(self, href: str) -> None:
        if href.startswith("rule:"):
            self.ruleRequested.emit(href[len("rule:"):])
