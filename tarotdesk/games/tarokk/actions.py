"""The action values of Hungarian Tarokk, built once (states compare and hash them often).

Text forms (stable: records use them):

* ``bid:three`` … ``bid:solo`` (a hold is the same text as the bid it holds), ``pass``;
* ``contract:three`` … ``contract:solo`` (keeping or changing a Three);
* ``discard:<card>`` one card at a time, ``call:<tarokk>``;
* ``annul``, ``surrender`` (their refusal is ``pass``);
* ``announce:<trull|kings|pagat|xxi|double|volat>``, ``declare:<eight|nine>``,
  ``<contra|recontra|subcontra|hirscontra|mordcontra>:<game|trull|kings|pagat|xxi>``
  (the step names the item's owner: odd steps answer the other side, even steps defend one's own);
* ``play:<card>``;
* ``session:end``: "end after the Skiz circuit".
"""

from __future__ import annotations

from ...core.actions import PASS, Action
from .rules import ANNOUNCEMENTS, CONTRA_ITEMS, CONTRA_STEPS, CONTRACTS, DECLARATIONS

__all__ = ["PASS", "BID", "CONTRACT", "ANNUL", "SURRENDER", "ANNOUNCE", "DECLARE", "CONTRA", "SESSION_END"]

BID: tuple[Action, ...] = tuple(Action("bid", name) for name in CONTRACTS)
CONTRACT: tuple[Action, ...] = tuple(Action("contract", name) for name in CONTRACTS)
ANNUL = Action("annul")
SURRENDER = Action("surrender")
ANNOUNCE: dict[str, Action] = {name: Action("announce", name) for name in ANNOUNCEMENTS}
DECLARE: dict[int, Action] = {count: Action("declare", word) for count, (word, _) in DECLARATIONS.items()}
#: (new contra level, item) -> action.
CONTRA: dict[tuple[int, str], Action] = {
    (level + 1, item): Action(step, item) for level, step in enumerate(CONTRA_STEPS) for item in CONTRA_ITEMS
}
SESSION_END = Action("session", "end")
