"""Controls made one way: a window's commands (``QAction``), push buttons, check boxes and choice lists.

Each is named (its object name, which tests and the screenshot tool find it by) and connected
here; its texts are set by the owner's ``retranslate()``, which refills a choice list with
:func:`offer_choices`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Callable

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QPushButton, QScrollArea, QStyle, QWidget

#: What a command's key may be given as: a standard key, or a sequence such as ``"Ctrl+Shift+O"``.
Keys = QKeySequence | QKeySequence.StandardKey | str


def new_action(window: QWidget, name: str, slot: Callable[[], object], keys: Keys | None = None,
               icon: QStyle.StandardPixmap | None = None) -> QAction:
    """A command of ``window`` named ``name`` that calls ``slot`` when triggered, with its key and
    the style's standard icon if given."""
    action = QAction(window)
    action.setObjectName(name)
    if icon is not None:
        action.setIcon(window.style().standardIcon(icon))
    if keys is not None:
        action.setShortcut(QKeySequence(keys))
    # ``triggered`` carries a "checked" flag the commands do not take.
    action.triggered.connect(lambda _checked=False: slot())
    return action


def new_button(parent: QWidget, name: str, slot: Callable[[], object]) -> QPushButton:
    """A push button named ``name`` that calls ``slot`` when clicked."""
    button = QPushButton(parent)
    button.setObjectName(name)
    button.clicked.connect(lambda _checked=False: slot())
    return button


def new_check_box(parent: QWidget, name: str, checked: bool, slot: Callable[..., object]) -> QCheckBox:
    """A check box named ``name``, ``checked`` or not, that calls ``slot`` whenever it is toggled
    (not for this first state)."""
    box = QCheckBox(parent)
    box.setObjectName(name)
    box.setChecked(checked)
    box.toggled.connect(slot)
    return box


def offer_choices(combo: QComboBox, choices: Iterable[tuple[Any, str]], current: Any) -> None:
    """Fill ``combo`` with ``choices`` (each a value and its text, in order) and choose the one
    whose value is ``current``, else the first.

    No signal goes out: a refill in a new language keeps the choice, and a list filled anew
    tells its owner itself."""
    with QSignalBlocker(combo):
        combo.clear()
        for value, text in choices:
            combo.addItem(text, value)
        combo.setCurrentIndex(max(0, combo.findData(current)))


def new_linked_text(parent: QWidget, name: str, on_link: Callable[[str], object]) -> tuple[QLabel, QScrollArea]:
    """A wrapping rich-text label named ``name`` whose links (rule sections) call ``on_link``,
    inside a scroll area (both made children of ``parent``). Whoever fills it escapes every
    value it shows."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                  | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
    label.linkActivated.connect(on_link)
    scroll = QScrollArea(parent)
    scroll.setWidgetResizable(True)
    scroll.setWidget(label)
    return label, scroll
