"""The window's words for what a game's table keeps in view: the last trick of a trick game, the
last capture of a fishing game (Porrazo and Cirulla have no tricks)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.game import Game


def fishing(game: Game | None) -> bool:
    """True for a game played by capturing from a table rather than in tricks."""
    return game is not None and game.layout_hint().get("table") == "fishing"


def last_play_label(game: Game | None) -> str:
    """The label over the cards of the last trick, or of the last capture."""
    tr = QCoreApplication
    return tr.translate("TableWords", "Last capture") if fishing(game) else tr.translate("TableWords", "Last trick")


def last_play_action(game: Game | None) -> tuple[str, str]:
    """The menu command that shows or hides them, and its tooltip."""
    tr = QCoreApplication
    if fishing(game):
        return (tr.translate("TableWords", "&Last capture"),
                tr.translate("TableWords", "Show or hide the last capture (L)"))
    return tr.translate("TableWords", "&Last trick"), tr.translate("TableWords", "Show or hide the last trick (L)")
