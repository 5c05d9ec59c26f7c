"""Help → About: the program's version, and a Licences page with the texts of what it contains."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QTabWidget, QVBoxLayout,
                               QWidget)

from ... import __version__
from ...licence_texts import licence_text
from ..kit.language_change import FollowsLanguage


class AboutDialog(FollowsLanguage, QDialog):
    """Two pages: About (version and purpose) and Licences (read-only plain text)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tabs = QTabWidget(self)
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        about = QWidget(self)
        layout = QVBoxLayout(about)
        layout.addWidget(self.summary)
        layout.addStretch(1)
        licences = QWidget(self)
        self.licence_intro = QLabel(licences)
        self.licence_intro.setTextFormat(Qt.TextFormat.PlainText)
        self.licence_intro.setWordWrap(True)
        # Licence files are shown as they are: plain text, never interpreted as markup.
        self.licence_view = QPlainTextEdit(licences)
        self.licence_view.setReadOnly(True)
        self.licence_view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        text, self.bundled = licence_text()
        self.licence_view.setPlainText(text)
        page = QVBoxLayout(licences)
        page.addWidget(self.licence_intro)
        page.addWidget(self.licence_view, 1)
        self.tabs.addTab(about, "")
        self.tabs.addTab(licences, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.addWidget(self.tabs)
        outer.addWidget(buttons)
        self.resize(720, 520)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("About tarotdesk"))
        self.tabs.setTabText(0, self.tr("About"))
        self.tabs.setTabText(1, self.tr("Licences"))
        self.summary.setText(self.tr(
            "tarotdesk %1\nHistorical tarot and fishing card games against computer players.\n\n"
            "tarotdesk is free software under the GNU General Public License, version 3 or later.").replace(
            "%1", __version__))
        if self.bundled:
            self.licence_intro.setText(self.tr(
                "This copy of tarotdesk contains the components listed below, each under its own licence. "
                "Qt is used under the GNU LGPL version 3; the text explains how to replace it."))
        else:
            self.licence_intro.setText(self.tr(
                "This copy of tarotdesk runs on Python libraries installed beside it; each keeps its own "
                "licence, given below after tarotdesk's."))


def show_about(parent: QWidget | None) -> AboutDialog:
    """Open the About dialog (modal) and return it once closed."""
    dialog = AboutDialog(parent)
    dialog.exec()
    dialog.deleteLater()
    return dialog
