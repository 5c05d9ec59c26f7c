"""Short reasons for a suggested action: a code with parameters and the rule section it concerns.

A reason describes what the action does in the position the seat sees (takes the trick, keeps
the Pagat, captures three cards, clears the table ...), read from the view alone. The words are
in :mod:`tarotdesk.ai.messages` (``hint.<code>``); ``rule`` is an anchor of the game's rule text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from ..core.actions import Action
from ..core.cards import TRUMP, UNKNOWN, Card
from ..core.match import MatchView
from ..core.tricks import TrickRules
from .families import family_ai


@dataclass(frozen=True)
class Reason:
    """Why an action is suggested: ``hint.<code>`` with ``params``, about rule section ``rule``."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)
    rule: str | None = None


BEST = Reason("best-value")


def explain(view: MatchView, action: Action, legal: Sequence[Action]) -> Reason:
    """The reason of ``action`` among ``legal`` in ``view`` (see the module docstring)."""
    if len(legal) == 1:
        return Reason("only-move")
    package = family_ai(view.game.family)
    if package is None:
        return BEST
    return package.explain(view, action, legal) or BEST


#: A move of another seat read from what everybody saw, when its family says nothing more.
SEEN = Reason("seen-move")


def public_explain(view: MatchView, seat: int, action: Action) -> Reason:
    """What ``seat``'s ``action`` did, read from the public ``view`` just before it: what it did
    at the table and what anyone may infer from it, never the hand it was chosen from."""
    package = family_ai(view.game.family)
    read = getattr(package, "public_explain", None) if package is not None else None
    found = read(view, seat, action) if read is not None else None
    return found or SEEN


# -- trick play shared by the three tarot families ------------------------------------------------------

@dataclass
class Trick:
    cards: list[Card]
    seats: list[int]
    rules: TrickRules
    points: Sequence[int]
    players: int


def trick_reason(view: MatchView, action: Action, t: Trick, rule: str) -> Reason:
    deal = view.deal
    seat = view.seat
    c = action.card
    assert c is not None
    hand = [x for x in deal.hands[seat] if x is not UNKNOWN]  # type: ignore[attr-defined]
    excuse = t.rules.excuse
    played = [x for x in t.cards if x is not excuse]
    if not played:
        return lead_reason(c, hand, t, rule)
    after = t.cards + [c]
    seats = t.seats + [seat]
    before_winner = seats[t.rules.winner(t.cards)] if played else None
    winner = seats[t.rules.winner(after)] if c is not excuse else before_winner
    last = len(t.cards) == t.players - 1
    allies = partners(view)
    in_trick = sum(t.points[x.index] for x in after)
    if winner == seat:
        if last:
            return Reason("takes-trick", {"card": c.code, "points": in_trick}, rule)
        return Reason("takes-lead", {"card": c.code}, rule)
    if before_winner in allies and t.points[c.index]:
        return Reason("feeds-partner", {"card": c.code}, rule)
    return Reason("ducks", {"card": c.code}, rule)


def lead_reason(c: Card, hand: list[Card], t: Trick, rule: str) -> Reason:
    if c.suit == TRUMP:
        return Reason("leads-trump", {"card": c.code}, rule)
    strength = t.rules.pack.strength_table
    same = [x for x in hand if x.suit == c.suit]
    if c.is_court and strength[c.index] == max(strength[x.index] for x in same) and c.rank >= 13:
        return Reason("leads-winner", {"card": c.code}, rule)
    if len(same) <= 2:
        return Reason("leads-short-suit", {"card": c.code}, rule)
    return Reason("leads-low", {"card": c.code}, rule)


def partners(view: MatchView, seat: int | None = None) -> set[int]:
    """The seats on ``seat``'s side as ``view`` knows them (default: the view's own seat)."""
    seat = view.seat if seat is None else seat
    teams = view.teams or view.deal.teams()
    if not teams:
        return set()
    for team in teams:
        if seat in team:
            return {s for s in team if s != seat}
    return set()


def seen_trick_reason(view: MatchView, seat: int, action: Action, t: Trick, rule: str) -> Reason:
    """What ``seat``'s card did to the trick, as everybody at the table saw it: it leads, takes,
    feeds a partner or lets the trick go, or it shows a void (a card off the suit led tells
    everyone that the hand holds no more of that suit)."""
    c = action.card
    assert c is not None
    excuse = t.rules.excuse
    played = [x for x in t.cards if x is not excuse]
    if not played:
        return Reason("leads-trump" if c.suit == TRUMP else "seen-lead", {"card": c.code}, rule)
    led = played[0]
    if c is not excuse and c.suit != led.suit:
        return Reason("seen-void", {"card": c.code, "led": led.code}, rule)
    seats = t.seats + [seat]
    before_winner = seats[t.rules.winner(t.cards)]
    winner = seats[t.rules.winner(t.cards + [c])] if c is not excuse else before_winner
    if winner == seat:
        if len(t.cards) == t.players - 1:
            in_trick = sum(t.points[x.index] for x in t.cards + [c])
            return Reason("takes-trick", {"card": c.code, "points": in_trick}, rule)
        return Reason("takes-lead", {"card": c.code}, rule)
    if before_winner in partners(view, seat) and t.points[c.index]:
        return Reason("feeds-partner", {"card": c.code}, rule)
    return Reason("seen-ducks", {"card": c.code}, rule)


def discard_reason(view: MatchView, action: Action, rule: str) -> Reason:
    c = action.card
    assert c is not None
    hand = view.deal.hands[view.seat]  # type: ignore[attr-defined]
    if c.suit != TRUMP and sum(1 for x in hand if x.suit == c.suit) == 1:
        return Reason("discard-void", {"card": c.code}, rule)
    return Reason("discard", {"card": c.code}, rule)


def word_reason(action: Action, table: dict[str, tuple[str, str | None]]) -> Reason | None:
    for key in (action.text, action.kind):
        if key in table:
            code, rule = table[key]
            params = {"card": action.card.code} if action.card is not None else {}
            return Reason(code, params, rule)
    return None
