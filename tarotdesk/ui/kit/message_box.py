"""Message boxes whose text is plain text: every message box of the window is made here.

``QMessageBox.warning`` and ``question`` guess whether their text is rich; a message quoting a
file name or a value from a record (``<img src=...>``) would be rendered as markup. These
boxes always show their text as written (see :mod:`tarotdesk.ui.model.plain_text`).
"""

from __future__ import annotations

from typing import Sequence

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


def choice_box(parent: QWidget | None, name: str, title: str, text: str,
               choices: Sequence[tuple[str, str, QMessageBox.ButtonRole]], default: str,
               escape: str | None = None, informative: str = "") -> QMessageBox:
    """A question (not shown yet) with buttons of our own words: ``choices`` are the buttons'
    object names, labels and roles; ``default`` is the name Enter presses, ``escape`` the one
    Esc presses (Qt's choice when None)."""
    box = plain_box(parent, QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton)
    box.setObjectName(name)
    if informative:
        box.setInformativeText(clean_lines(informative))
    for key, label, role in choices:
        button = box.addButton(label, role)
        button.setObjectName(key)
        if key == default:
            box.setDefaultButton(button)
        if key == escape:
            box.setEscapeButton(button)
    return box


def choose(parent: QWidget | None, name: str, title: str, text: str,
           choices: Sequence[tuple[str, str, QMessageBox.ButtonRole]], default: str,
           escape: str | None = None, informative: str = "") -> str | None:
    """Ask with :func:`choice_box` and wait; the object name of the button pressed (None if the
    box was closed otherwise)."""
    box = choice_box(parent, name, title, text, choices, default, escape, informative)
    try:
        box.exec()
        pressed = box.clickedButton()
        return pressed.objectName() if pressed is not None else None
    finally:
        box.deleteLater()
