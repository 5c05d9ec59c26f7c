"""Leaving an unfinished game for a new one: the window asks first, and says where the game goes.

A game left for another is put among the saved games (``GameKeeper.file_away``), from where it
can be played on; a window that keeps nothing (tests, tools) would lose it, and says so instead.
A game that is over, or in which nobody has acted yet, is left without a question.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..kit.message_box import choice_box

if TYPE_CHECKING:
    from ...table.table import Table


def needs_confirmation(table: Table | None) -> bool:
    """True when starting another game would leave ``table``'s match unfinished."""
    return table is not None and table.unfinished


def leave_question(parent: QWidget, kept: bool) -> QMessageBox:
    """The question asked before an unfinished game is left (``kept``: it goes to Saved games)."""
    tr = QCoreApplication  # tr.translate("LeaveGame", ...) written out, so that lupdate finds the texts
    if kept:
        informative = tr.translate("LeaveGame", "The unfinished game is kept in Game → Saved games…, where you "
                                                "can play it on from where you left it.")
    else:
        informative = tr.translate("LeaveGame", "This window keeps no games: the unfinished game will be lost.")
    # Keeping the game is what Enter and Esc do: nothing is left by a stray key.
    box = choice_box(parent, "leaveGameQuestion", tr.translate("LeaveGame", "New game"),
                     tr.translate("LeaveGame", "The game in progress is not finished. Start a new game?"),
                     [("leaveGameStart", tr.translate("LeaveGame", "Start a new game"), QMessageBox.ButtonRole.AcceptRole),
                      ("leaveGameKeep", tr.translate("LeaveGame", "Keep playing"), QMessageBox.ButtonRole.RejectRole)],
                     default="leaveGameKeep", escape="leaveGameKeep", informative=informative)
    return box


def confirm_leaving(parent: QWidget, table: Table | None, kept: bool) -> bool:
    """Ask before leaving an unfinished game; True when a new game may start."""
    if not needs_confirmation(table):
        return True
    box = leave_question(parent, kept)
    try:
        box.exec()
        return box.clickedButton() is not None and box.clickedButton().objectName() == "leaveGameStart"
    finally:
        box.deleteLater()
