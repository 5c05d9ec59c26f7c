"""The keyboard: every key of the table and the window, with what it does (shown by F1)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QTableWidget, \
    QTableWidgetItem, QVBoxLayout, QWidget


def key_table() -> list[tuple[str, str]]:
    """(keys, what they do), in the current language."""
    def tr(text: str) -> str:
        return QCoreApplication.translate("Keys", text)

    return [
        (tr("Left / Right, Home / End"), tr("Move the cursor along your hand")),
        (tr("Enter"), tr("Play the card under the cursor (or choose it, when cards are being chosen)")),
        (tr("Space or Up"), tr("Lift the card under the cursor, or choose it / leave it out")),
        (tr("1 … 9"), tr("Press the numbered button under the table (bids, confirm, captures…)")),
        (tr("Esc"), tr("Put a lifted card back; forget a half-made choice")),
        (tr("Drag or double-click"), tr("Play a card with the mouse; click twice to play a lifted card")),
        (tr("C"), tr("Continue after a deal's summary")),
        (tr("L"), tr("Show or hide the last trick")),
        ("Ctrl+N", tr("New game")),
        ("Ctrl+,", tr("Settings")),
        ("F1", tr("This list of keys")),
        ("Ctrl+Q", tr("Quit")),
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
