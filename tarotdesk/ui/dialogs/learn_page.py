"""The "Learn to play" page: the guided first games, each with its family's one-line character.

Shown at the first start (until the person has seen it once: ``Settings.learn_offered``) and
from Help → Learn to play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...guides import guide_summaries

if TYPE_CHECKING:
    from ..window.main_window import MainWindow


class LearnPage(QDialog):
    """A list of the guided games; ``chosen`` is the guide id picked (None: closed)."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("learnPage")
        self.setWindowTitle(self.tr("Learn to play"))
        self.chosen: str | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Most of these games are almost forgotten. Play a first deal with a coach "
                               "who explains every step: the cards are dealt the same way each time, and "
                               "you may leave the guided line whenever you like."), self)
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(intro)
        body = QWidget(self)
        grid = QGridLayout(body)
        grid.setColumnStretch(1, 1)
        for row, (gid, title, character) in enumerate(guide_summaries(lang)):
            button = QPushButton(self.tr("Play"), body)
            button.setObjectName("learn:" + gid)
            button.clicked.connect(lambda _=False, g=gid: self._choose(g))
            name = QLabel(title, body)
            name.setStyleSheet("QLabel { font-weight: bold; }")
            line = QLabel(character, body)
            for label in (name, line):
                label.setTextFormat(Qt.TextFormat.PlainText)
                label.setWordWrap(True)
            grid.addWidget(button, 2 * row, 0, 2, 1, Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(name, 2 * row, 1)
            grid.addWidget(line, 2 * row + 1, 1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Not now"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # Within the window on a small screen (1024x640 leaves little room under the menus).
        room = parent.size() if parent is not None else None
        self.resize(min(560, room.width() - 40) if room else 560, min(640, room.height() - 40) if room else 640)

    def _choose(self, guide_id: str) -> None:
        self.chosen = guide_id
        self.accept()


def offer_guides(window: MainWindow) -> bool:
    """Show the page; start the guided game chosen (after asking to leave a game in progress)."""
    from ..window.guided import start_guide
    from ..window.leave_game import confirm_leaving

    page = LearnPage(window.settings.language, window)
    try:
        if not window.settings.learn_offered:
            window.settings.learn_offered = True
            window.save_settings()
        if not page.exec() or page.chosen is None:
            return False
        if not confirm_leaving(window, window.game_table, window.files.enabled):
            return False
        start_guide(window, page.chosen)
        return True
    finally:
        page.deleteLater()
