"""Message boxes whose text is plain text.

``QMessageBox.warning`` and ``question`` guess whether their text is rich; a message quoting a
file name or a value from a record (``<img src=...>``) would be rendered as markup. These
boxes always show their text as written (see :mod:`tarotdesk.ui.model.plain_text`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..model.plain_text import clean_lines, one_line


def plain_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
              buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok) -> QMessageBox:
    """A message box (not shown yet) that shows ``text`` as plain text."""
    box = QMessageBox(parent)
    box.setIcon(icon)
    box.setWindowTitle(one_line(title))
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(clean_lines(text))
    box.setStandardButtons(buttons)
    return box


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """Show a warning and wait until it is closed."""
    box = plain_box(parent, QMessageBox.Icon.Warning, title, text)
    box.exec()
    box.deleteLater()


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """Ask a yes-or-no question; True for yes."""
    box = plain_box(parent, QMessageBox.Icon.Question, title, text,
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.exec()
    answer = box.standardButton(box.clickedButton())
    box.deleteLater()
    return answer == QMessageBox.StandardButton.Yes
