"""A dialog to name a card that is not in the hand (a partner call, an exchange request)."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.cards import Card
from ..kit.language_change import FollowsLanguage
from ..kit.screen_fit import size_dialog


class CardPickerDialog(FollowsLanguage, QDialog):
    """Shows the candidate cards as pictures with their names; one is chosen."""

    def __init__(self, renderer: Any, pack_id: str, cards: Sequence[Card], names: dict[Card, str],
                 title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPicker")
        self._title = title
        self.cards = list(cards)
        layout = QVBoxLayout(self)
        self.caption = QLabel(self)
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        self.list = QListWidget(self)
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setWordWrap(True)
        self.list.setSpacing(4)
        dpr = self.devicePixelRatioF()
        width = 64
        height = round(width * renderer.aspect(pack_id))
        self.list.setIconSize(QSize(width, height))
        self.list.setGridSize(QSize(width + 48, height + 44))
        for c in self.cards:
            item = QListWidgetItem(QIcon(renderer.pixmap(pack_id, c.code, width, dpr)), names.get(c, c.code))
            item.setData(Qt.ItemDataRole.UserRole, c.code)
            item.setToolTip(names.get(c, c.code))
            self.list.addItem(item)
        layout.addWidget(self.list, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        parent=self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.list.itemSelectionChanged.connect(self._selection_changed)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        columns = min(8, max(4, len(self.cards)))
        size_dialog(self, QSize(columns * (width + 52) + 40,
                                min(640, 150 + ((len(self.cards) + columns - 1) // columns) * (height + 48))))
        # The first card is chosen from the start, so that Enter works without an arrow key first
        # (and the arrows move on from there).
        if self.cards:
            self.list.setCurrentRow(0)
        self.list.setFocus()
        self._selection_changed()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self._title)
        self.caption.setText(self.tr("Choose a card, then press OK (or double-click it)."))

    def _selection_changed(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.chosen() is not None)

    def choose(self, c: Card) -> None:
        """Select card ``c`` (as a click would)."""
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == c.code:
                self.list.setCurrentItem(item)
                return
        raise KeyError(c.code)

    def chosen(self) -> Card | None:
        """The selected card."""
        items = self.list.selectedItems()
        if not items:
            return None
        code = items[0].data(Qt.ItemDataRole.UserRole)
        return next(c for c in self.cards if c.code == code)
