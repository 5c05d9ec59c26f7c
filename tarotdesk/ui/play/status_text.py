"""The texts of the table's state: the status line (who decides what) and the end of a deal,
in the game's own word for its deal. The texts keep the translation context of the play session
that shows them; the replay viewer says the end of a deal in the same words."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication

from ...table.state import TableState
from ..model.words import Words


def deal_over_text(words: Words, deal_index: int, sentence: bool = True) -> str:
    """"Deal 3 is over." (or the title "Deal 3 is over"), in the game's own word for its deal
    ("Hand 3 is over" in Porrazo, where a deal is one round of three cards)."""
    unit = words.deal_unit()
    if unit is None:
        text = (QCoreApplication.translate("PlaySession", "Deal %1 is over.") if sentence
                else QCoreApplication.translate("PlaySession", "Deal %1 is over"))
        return text.replace("%1", str(deal_index + 1))
    text = (QCoreApplication.translate("PlaySession", "%1 %2 is over.") if sentence
            else QCoreApplication.translate("PlaySession", "%1 %2 is over"))
    return text.replace("%1", unit[:1].upper() + unit[1:]).replace("%2", str(deal_index + 1))


def status_line(state: TableState, words: Words, is_local: Callable[[int], bool]) -> str:
    """The status line: who decides what, or that the deal or the game is over.

    ``is_local(seat)``: the seat is played by a person at this computer (addressed as "your turn")."""
    if state.over:
        return QCoreApplication.translate("PlaySession", "The game is over.")
    if state.deal_over:
        return deal_over_text(words, state.deal_index)
    cp = state.current_player
    assert cp is not None
    key, params = state.prompt
    what = words.prompt(key, params)
    if not is_local(cp):
        return QCoreApplication.translate("PlaySession", "%1 is deciding: %2").replace(
            "%1", words.seat(cp)).replace("%2", what)
    if words.is_you(cp):
        # The person who kept the name "You" is not named a second time ("Your turn, You: ...").
        return QCoreApplication.translate("PlaySession", "Your turn: %1").replace("%1", words.continued(what))
    return QCoreApplication.translate("PlaySession", "Your turn, %1: %2").replace(
        "%1", words.seat(cp)).replace("%2", what)
