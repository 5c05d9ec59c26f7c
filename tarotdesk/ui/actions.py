"""Menu and toolbar commands: one way to make a window's ``QAction``."""

from __future__ import annotations

from typing import Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QStyle, QWidget

#: What a command's key may be given as: a standard key, or a sequence such as ``"Ctrl+Shift+O"``.
Keys = QKeySequence | QKeySequence.StandardKey | str


def new_action(window: QWidget, name: str, slot: Callable[[], object], keys: Keys | None = None,
               icon: QStyle.StandardPixmap | None = None) -> QAction:
    """A command of ``window`` named ``name`` (its object name) that calls ``slot`` when triggered,
    with its key and the style's standard icon if given; its texts are set by the caller's
    ``retranslate()``."""
    action = QAction(window)
    action.setObjectName(name)
    if icon is not None:
        action.setIcon(window.style().standardIcon(icon))
    if keys is not None:
        action.setShortcut(QKeySequence(keys))
    # ``triggered`` carries a "checked" flag the commands do not take.
    action.triggered.connect(lambda _checked=False: slot())
    return action
