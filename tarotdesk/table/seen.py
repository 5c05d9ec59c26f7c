"""Which actions of other seats a seat has seen: the one rule every channel and replay follows."""

from __future__ import annotations

import re
from typing import Any, Iterator

from ..core.actions import Action
from ..core.events import Event

#: What separates the card codes of a text in an event's data.
_WORDS = re.compile(r"[\s+,]+")


def seen_action(viewer: int, seat: int | None, action: Action | None, events: list[Event]) -> Action | None:
    """``seat``'s ``action`` as ``viewer`` knows it, or None if it did not see it.

    Another seat's action is known when it names no card (a bid, a pass) or when every card it
    names appears in an event the viewer saw (a card played, a capture): never a discard.
    """
    if action is None or seat == viewer:
        return action
    codes = {c.code for group in action.card_args() for c in group}
    if not codes:
        return action
    shown: set[str] = set()
    for e in events:
        if e.visible_to(viewer):
            shown.update(codes_in(e.data))
    return action if codes <= shown else None


def codes_in(value: Any) -> Iterator[str]:
    """Every word in an event's data (card codes among them: a list of codes, or a text of
    several, "HA H6 D3" or "C6+H4")."""
    if isinstance(value, str):
        yield from _WORDS.split(value)
    elif isinstance(value, dict):
        for v in value.values():
            yield from codes_in(v)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            yield from codes_in(v)
