"""Sorting a seat's legal actions into the ways a person can make them (no Qt).

The table never knows which game it shows: it reads the shape of the legal actions (see the
"Actions" conventions in docs/architecture.md) and offers one kind of control per shape:

* **plays**: actions that put a card of the hand on the table (``play:<card>``, a capture
  ``capture:<card>:<table cards>``, or any other kind sharing its card with those, such as
  ``inplace:<card>``). They are made by dragging, clicking or the keyboard; when one card has
  several actions, the person picks among them on the table cards.
* **selects**: single-card actions of another kind whose cards are all in the hand
  (``discard:S2`` repeated): the person selects cards and confirms; one action per card.
* **names**: card actions where some card is not in the hand (``call:T20``): a card picker.
* **words**: actions without cards (``pass``, ``bid:two``, ``announce:pagat``): buttons.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from ...core.actions import Action
from ...core.cards import UNKNOWN, Card
from ...core.message_params import Count

@dataclass
class Decisions:
    """One seat's legal actions, grouped by the control that makes them."""

    plays: dict[Card, list[Action]] = field(default_factory=dict)
    selects: dict[str, list[Action]] = field(default_factory=dict)
    names: dict[str, list[Action]] = field(default_factory=dict)
    words: list[Action] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        """True when the seat has nothing to decide."""
        return not (self.plays or self.selects or self.names or self.words)

    def play_options(self, c: Card) -> list[Action]:
        """The actions that play ``c`` (several when the player must choose what it takes)."""
        return list(self.plays.get(c, ()))

    def select_cards(self, kind: str) -> list[Card]:
        """The cards that may be chosen for a select kind (each card once, in action order)."""
        out: list[Card] = []
        for a in self.selects.get(kind, ()):
            for c in a.cards:
                if c not in out:
                    out.append(c)
        return out

    def name_cards(self, kind: str) -> list[Card]:
        """The candidate cards of a naming kind."""
        return [a.card for a in self.names.get(kind, ()) if a.card is not None]


def classify(actions: Iterable[Action], hand: Sequence[Card]) -> Decisions:
    """Group ``actions`` (legal now) by the control that makes them, given the seat's ``hand``."""
    held = {c for c in hand if c is not UNKNOWN}
    actions = list(actions)
    played_cards = {a.card for a in actions
                    if a.card is not None and a.card in held and (a.kind == "play" or len(a.card_args()) > 1)}
    # A kind that names any card outside the hand is a naming kind as a whole (a partner call
    # may name a card the caller holds himself).
    naming_kinds = {a.kind for a in actions if a.cards and any(c not in held for c in a.cards)}
    out = Decisions()
    for a in actions:
        cs = a.cards
        if not cs:
            out.words.append(a)
        elif a.kind in naming_kinds:
            out.names.setdefault(a.kind, []).append(a)
        elif len(cs) == 1 and cs[0] in played_cards:
            out.plays.setdefault(cs[0], []).append(a)
        else:
            out.selects.setdefault(a.kind, []).append(a)
    return out


def select_count(prompt_params: dict[str, Any]) -> int | None:
    """How many cards the prompt says remain to be chosen, if it says so (a :class:`Count`)."""
    for value in prompt_params.values():
        if isinstance(value, Count) and value > 0:
            return int(value)
    return None


def actions_for_selection(kind: str, chosen: Sequence[Card], legal: Sequence[Action]) -> list[Action]:
    """The actions that make the chosen cards of a select kind, in order.

    A single action listing exactly the chosen cards (``discard:S2+H3``) when the game offers
    one; otherwise one ``kind:<card>`` action per card, as the conventions prescribe.
    """
    wanted = sorted(chosen)
    for a in legal:
        if a.kind == kind and len(a.cards) > 1 and sorted(a.cards) == wanted:
            return [a]
    return [Action(kind, c) for c in chosen]


def capture_cards(action: Action) -> tuple[Card, ...]:
    """The table cards an action takes (its card arguments after the hand card)."""
    args = action.card_args()
    taken: list[Card] = []
    for arg in args[1:]:
        taken.extend(arg)
    return tuple(taken)


def options_matching(options: Sequence[Action], picked: Iterable[Card]) -> list[Action]:
    """The options whose taken table cards include every picked card."""
    want = set(picked)
    return [a for a in options if want <= set(capture_cards(a))]
