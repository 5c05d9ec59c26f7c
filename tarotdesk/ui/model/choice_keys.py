"""The digit keys of the decision row, kept with their choice from round to round (no Qt).

A bid, an announcement or any other lasting choice gets a key the first time it is offered in a
phase of a game, and keeps it as long as the window is open: "2" stays the bid it was, whether
the next round offers every bid or only the higher ones, and whatever else the row holds. The
first choice offered in a phase gets 1, the next one new to it the lowest key still free there.
A choice of the moment (one of the ways a card can capture) takes the lowest key the row's lasting
choices leave free. A lasting choice new to a phase whose nine keys are all given has none: it is
pressed with the mouse or Tab, so that no key ever means two choices of one phase.
"""

from __future__ import annotations

from typing import Hashable, Sequence

#: The digits offered: 1 to 9.
KEYS = tuple(range(1, 10))


class ChoiceKeys:
    """Which digit presses which choice, per scope (a game and its phase)."""

    def __init__(self) -> None:
        self._given: dict[Hashable, dict[str, int]] = {}

    def keys(self, scope: Hashable, names: Sequence[str], lasting: Sequence[bool]) -> list[int | None]:
        """The key of each choice of a row (None: no key left), in the row's order.

        ``names`` identify the choices (an action's text, a role such as ``cancel``);
        ``lasting[i]`` is False for a choice of the moment, which keeps no key."""
        given = self._given.setdefault(scope, {})
        out: list[int | None] = [None] * len(names)
        taken: set[int] = set()
        for i, name in enumerate(names):
            if lasting[i] and name in given and given[name] not in taken:
                out[i] = given[name]
                taken.add(given[name])
        for i, name in enumerate(names):
            if lasting[i] and out[i] is None and name not in given:
                free = next((k for k in KEYS if k not in given.values() and k not in taken), None)
                if free is not None:
                    given[name] = free
                    out[i] = free
                    taken.add(free)
        for i in range(len(names)):
            if out[i] is None and not lasting[i]:
                free = next((k for k in KEYS if k not in taken), None)
                out[i] = free
                if free is not None:
                    taken.add(free)
        return out
