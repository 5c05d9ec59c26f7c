"""The keyboard: every key of the table and the window, with what it does (shown by F1)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QTableWidget, \
    QTableWidgetItem, QVBoxLayout, QWidget


def key_table() -> list[tuple[str, str]]:
    """(keys, what they do), in the current language."""
    # Written out as translate("Keys", ...) so that lupdate finds every text.
    tr = QCoreApplication
    return [
        (tr.translate("Keys", "Left / Right, Home / End"),
         tr.translate("Keys", "Move the cursor along your hand")),
        (tr.translate("Keys", "Enter"),
         tr.translate("Keys", "Play the card under the cursor (or choose it, when cards are being chosen)")),
        (tr.translate("Keys", "Space or Up"),
         tr.translate("Keys", "Lift the card under the cursor, or choose it / leave it out")),
        (tr.translate("Keys", "1 … 9"),
         tr.translate("Keys", "Press the numbered button under the table (bids, confirm, captures…)")),
        (tr.translate("Keys", "Esc"),
         tr.translate("Keys", "Put a lifted card back; forget a half-made choice")),
        (tr.translate("Keys", "Drag or double-click"),
         tr.translate("Keys", "Play a card with the mouse; click twice to play a lifted card")),
        (tr.translate("Keys", "C"), tr.translate("Keys", "Continue after a deal's summary")),
        (tr.translate("Keys", "L"), tr.translate("Keys", "Show or hide the last trick")),
        (tr.translate("Keys", "H"), tr.translate("Keys", "Hint: the three best moves, with their reasons")),
        ("F2", tr.translate("Keys", "The rules of the game")),
        ("Ctrl+N", tr.translate("Keys", "New game")),
        ("Ctrl+,", tr.translate("Keys", "Settings")),
        ("F1", tr.translate("Keys", "This list of keys")),
        ("Ctrl+Q", tr.translate("Keys", "Quit")),
    ]


class KeysDialog(QDialog):
    """A table of the keys."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keysDialog")
        layout = QVBoxLayout(self)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 440)
        self.retranslate()

    def retranslate(self) -> None:
        """Fill the table in the current language."""
        self.setWindowTitle(self.tr("Keys"))
        rows = key_table()
        self.table.clear()
        self.table.setColumnCount(2)
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels([self.tr("Key"), self.tr("What it does")])
        for i, (k, what) in enumerate(rows):
            self.table.setItem(i, 0, QTableWidgetItem(k))
            self.table.setItem(i, 1, QTableWidgetItem(what))
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
