"""The keyboard: every key of the table, the window and the replay viewer, with what it does
(Help → Keys, Ctrl+K; F1 is the rules of the game being played).

Each row names its keys twice: as Qt writes them (``keys``, what the shortcuts are made of, so
a test can check that every shortcut of the window is in the list) and as the player reads
them (``shown``, in the current language). Commands without a key of their own are reached
from the menus with Alt and the underlined letter, which the table says too.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QTableWidget, \
    QTableWidgetItem, QVBoxLayout, QWidget

from ..kit.language_change import FollowsLanguage
from ..kit.screen_fit import size_dialog


@dataclass(frozen=True)
class KeyRow:
    """One line of the key table."""

    keys: tuple[str, ...]  # key sequences as Qt's portable text writes them ("Ctrl+Shift+O", "PgDown")
    shown: str  # the keys as written for the player (arrows and key names read the same in both languages)
    what: str  # what they do


@dataclass(frozen=True)
class KeySection:
    """A heading and its rows: where the keys work."""

    title: str
    rows: tuple[KeyRow, ...]


def key_sections() -> list[KeySection]:
    """Every key, by where it works, in the current language."""
    # Written out as translate("Keys", ...) so that lupdate finds every text.
    tr = QCoreApplication
    table = KeySection(tr.translate("Keys", "At the table"), (
        KeyRow(("Left", "Right", "Home", "End"), tr.translate("Keys", "Left / Right, Home / End"),
               tr.translate("Keys", "Move the cursor along your hand")),
        KeyRow(("Return", "Enter"), tr.translate("Keys", "Enter"),
               tr.translate("Keys", "Play the card under the cursor (or choose it, when cards are being chosen; "
                                    "Enter on a chosen card, once all are chosen, confirms)")),
        KeyRow(("Space", "Up"), tr.translate("Keys", "Space or Up"),
               tr.translate("Keys", "Lift the card under the cursor, or choose it / leave it out")),
        KeyRow(tuple(str(i) for i in range(1, 10)), tr.translate("Keys", "1 … 9"),
               tr.translate("Keys", "Press the button under the table that shows the digit (bids, confirm, "
                                    "captures…); a bid keeps its digit from round to round")),
        KeyRow(("Esc",), tr.translate("Keys", "Esc"),
               tr.translate("Keys", "Put a lifted card back; forget a half-made choice")),
        KeyRow((), tr.translate("Keys", "Drag or double-click"),
               tr.translate("Keys", "Play a card with the mouse; click twice to play a lifted card")),
        KeyRow(("C",), tr.translate("Keys", "C"), tr.translate("Keys", "Continue after a deal's summary (Enter does not, so that "
                                                          "it is not swept away by mistake)")),
        KeyRow(("L",), tr.translate("Keys", "L"), tr.translate("Keys", "Show or hide the last trick")),
        KeyRow(("H",), tr.translate("Keys", "H"),
               tr.translate("Keys", "Hint: the three best moves, with their reasons")),
        KeyRow(("W",), tr.translate("Keys", "W"),
               tr.translate("Keys", "Why did it play that? The computer's last move (or the log line chosen) "
                                    "explained; right-click a log line or a card on the table for any move")),
        KeyRow(("Ctrl+Z",), "Ctrl+Z", tr.translate("Keys", "Undo: back to your previous decision")),
        KeyRow(("Z",), tr.translate("Keys", "Z, or right-click"),
               tr.translate("Keys", "Enlarge the card under the cursor (or the pointer); it follows the cursor, "
                                    "Z or Esc puts it away")),
        KeyRow(("T",), tr.translate("Keys", "T"),
               tr.translate("Keys", "Say the cards on the table and whose turn it is (with a screen reader)")),
        KeyRow(("S",), tr.translate("Keys", "S"), tr.translate("Keys", "Say the scores (with a screen reader)")),
        KeyRow(("E",), tr.translate("Keys", "E"),
               tr.translate("Keys", "Say the last event again (with a screen reader)")),
    ))
    window = KeySection(tr.translate("Keys", "Games and files"), (
        KeyRow(("Ctrl+N",), "Ctrl+N", tr.translate("Keys", "New game")),
        KeyRow(("Ctrl+O",), "Ctrl+O", tr.translate("Keys", "Open a saved game or a record file")),
        KeyRow(("Ctrl+Shift+O",), "Ctrl+Shift+O", tr.translate("Keys", "The list of saved games")),
        KeyRow(("Ctrl+Shift+S",), "Ctrl+Shift+S", tr.translate("Keys", "Save this game as a file")),
        KeyRow(("Ctrl+Shift+C",), "Ctrl+Shift+C", tr.translate("Keys", "Copy this game's record to the clipboard")),
        KeyRow(("Ctrl+Shift+V",), "Ctrl+Shift+V", tr.translate("Keys", "Open a record from the clipboard")),
        KeyRow(("Ctrl+R",), "Ctrl+R", tr.translate("Keys", "Replay this game from the start")),
        KeyRow(("Ctrl+I",), "Ctrl+I", tr.translate("Keys", "Statistics")),
        KeyRow(("F1",), "F1", tr.translate("Keys", "Help: the rules of the game being played, where it is now")),
        KeyRow(("F2",), "F2", tr.translate("Keys", "Show or hide the rule pane")),
        KeyRow(("Ctrl+,",), "Ctrl+,", tr.translate("Keys", "Settings")),
        KeyRow(("Ctrl+K",), "Ctrl+K", tr.translate("Keys", "This list of keys")),
        KeyRow(("Ctrl+Q",), "Ctrl+Q", tr.translate("Keys", "Quit")),
        KeyRow((), tr.translate("Keys", "Alt + underlined letter"),
               tr.translate("Keys", "Open a menu and choose any command, also those without a key")),
    ))
    replay = KeySection(tr.translate("Keys", "In the replay viewer"), (
        KeyRow(("Left", "Right"), "← / →", tr.translate("Keys", "One move back / forward")),
        KeyRow(("Up", "Down"), "↑ / ↓",
               tr.translate("Keys", "To the end of the previous / current trick")),
        KeyRow(("PgUp", "PgDown"), "PgUp / PgDn",
               tr.translate("Keys", "To the start / the end of the deal (again: the deal before / after)")),
        KeyRow(("Home", "End"), "Home / End",
               tr.translate("Keys", "To the start / the end of the game")),
        KeyRow(("Space",), tr.translate("Keys", "Space"),
               tr.translate("Keys", "Play the moves one after another, or pause")),
        KeyRow(("Esc", "Ctrl+W"), tr.translate("Keys", "Esc or Ctrl+W"), tr.translate("Keys", "Close the replay")),
    ))
    return [table, window, replay]


class KeysDialog(FollowsLanguage, QDialog):
    """A table of the keys, with a heading line for each place they work in."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keysDialog")
        layout = QVBoxLayout(self)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        size_dialog(self, QSize(660, 600))
        self.retranslate()

    def retranslate(self) -> None:
        """Fill the table in the current language."""
        self.setWindowTitle(self.tr("Keys"))
        sections = key_sections()
        self.table.clear()
        self.table.clearSpans()
        self.table.setColumnCount(2)
        self.table.setRowCount(sum(1 + len(s.rows) for s in sections))
        self.table.setHorizontalHeaderLabels([self.tr("Key"), self.tr("What it does")])
        bold = QFont(self.font())
        bold.setBold(True)
        i = 0
        for section in sections:
            heading = QTableWidgetItem(section.title)
            heading.setFont(bold)
            self.table.setItem(i, 0, heading)
            self.table.setSpan(i, 0, 1, 2)
            i += 1
            for row in section.rows:
                self.table.setItem(i, 0, QTableWidgetItem(row.shown))
                self.table.setItem(i, 1, QTableWidgetItem(row.what))
                i += 1
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        # Rows measured before the dialog had its width are far too tall: measure them again.
        self.table.resizeRowsToContents()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self.table.resizeRowsToContents()

