"""The leak oracle: what a seat may know of the deal in progress, and a check of what it is given.

The oracle stands outside the channels it checks. After every change of the table it reads, from
the match itself, each seat's own view (``Match.view``: its cards, its table, the choices it lists)
and the events the engine let that seat see; the cards they held make up what the seat may know of
the deal in progress (a spectator's
known cards come from the public view). Anything a channel delivers for the deal in progress —
its snapshot, a change, a hint, a "why", a replay position — may name only those cards. Once a
deal is over its cards are no secret, and nothing about it is checked.
"""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass
from typing import Any, Iterable

from tarotdesk.core.actions import Action
from tarotdesk.core.cards import UNKNOWN, Card, card, is_card_code
from tarotdesk.core.events import Event
from tarotdesk.core.state import PUBLIC

_WORDS = re.compile(r"[\s+,:]+")
#: Fields of a snapshot about settled deals only (their cards are no secret).
_SETTLED = {"results", "standing", "game", "options", "rules", "pack"}


def cards_in(obj: Any) -> set[Card]:
    """Every card named anywhere in ``obj``: card objects, actions, and card codes in texts."""
    out: set[Card] = set()
    seen: set[int] = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, Card):
            if x is not UNKNOWN:
                out.add(x)
            continue
        if isinstance(x, str):
            out.update(card(w) for w in _WORDS.split(x) if w and w != "?" and is_card_code(w))
            continue
        if isinstance(x, (int, float, bool)) or x is None or id(x) in seen:
            continue
        seen.add(id(x))
        if isinstance(x, Action):
            stack.extend(c for group in x.card_args() for c in group)
        elif isinstance(x, Event):
            stack.append(x.data)
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, (list, tuple, set, frozenset)):
            stack.extend(x)
        elif is_dataclass(x):
            stack.extend(getattr(x, f.name) for f in fields(x) if f.name not in _SETTLED)
        elif hasattr(x, "__dict__") and not isinstance(x, type):
            stack.extend(v for k, v in vars(x).items() if k not in _SETTLED and k != "_legal_cache")
    return out


class Oracle:
    """What each seat (and a spectator) may know of the deal in progress at one table."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.seats = [*range(table.n_players), PUBLIC]
        self.known: dict[int, set[Card]] = {s: set() for s in self.seats}
        self.deal = -1
        self.checked = 0

    def look(self, events: Iterable[Event] = ()) -> None:
        """Read each seat's view after a change (and the events of the change it may see)."""
        m = self.table.match
        if m.deal_index != self.deal:
            self.deal = m.deal_index
            self.known = {s: set() for s in self.seats}
        events = list(events)
        for s in self.seats:
            view = m.deal.view(s)
            # What its own view shows, and the cards its choices name (a partner to call, a card to
            # ask for in an exchange) as its own view lists them.
            self.known[s] |= cards_in(view) | cards_in(view.layout()) | cards_in(view.legal_actions())
            self.known[s] |= cards_in([e for e in events if e.visible_to(s)])

    @property
    def in_progress(self) -> bool:
        """True while the deal on the table is being played."""
        m = self.table.match
        return not (m.deal_over or m.over)

    def check(self, seat: int, what: str, delivered: Any) -> None:
        """Fail if ``delivered`` (something given to ``seat`` now) names a card hidden from it."""
        if not self.in_progress:
            return
        self.checked += 1
        leaked = cards_in(delivered) - self.known[seat]
        if leaked:
            m = self.table.match
            raise AssertionError(f"{m.game.id}: {what} for seat {seat} (deal {m.deal_index + 1}, move "
                                 f"{len(m.actions)}) names hidden cards {sorted(c.code for c in leaked)}")
