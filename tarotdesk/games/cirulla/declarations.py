"""Declarations of a freshly dealt hand (spec §5.4): the low hand, three of a kind, the Matta.

A hand without the Matta has at most one declaration. With the Matta (the seven of hearts)
the declarer chooses its rank; every rank that makes the hand qualify is one option, and the
chosen rank binds the card until it is captured. Action texts: ``declare:<kind>`` without the
Matta, ``declare:<kind>:H7=<rank>`` with it (``H7=7`` keeps it natural).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...core.actions import Action
from ...core.cards import Card
from .rules import BIT, CARDS, DECLARATION_POINTS, LOW_HAND_LIMIT, MATTA, VALUE, VALUE_WORD, WORD_VALUE, CirullaRules

NATURAL = 7  # the Matta's own value: designating it as 7 leaves it natural
DESIGNATION_PREFIX = "H7="


@dataclass(frozen=True)
class Declaration:
    """One way to declare a hand: its kind word, the Matta's value (None without it), the points."""

    kind: str
    matta_value: int | None
    points: int

    @property
    def action(self) -> Action:
        """The action text of this declaration."""
        return declaration_action(self.kind, self.matta_value)


_ACTIONS: dict[tuple[str, int | None], Action] = {}


def declaration_action(kind: str, matta_value: int | None) -> Action:
    """``declare:<kind>`` or ``declare:<kind>:H7=<rank>`` (one shared object per text)."""
    key = (kind, matta_value)
    a = _ACTIONS.get(key)
    if a is None:
        if matta_value is None:
            a = Action("declare", kind)
        else:
            a = Action("declare", kind, DESIGNATION_PREFIX + VALUE_WORD[matta_value])
        _ACTIONS[key] = a
    return a


def parse_designation(word: str) -> int | None:
    """The value named by a designation word such as ``H7=A``, or None if it names none."""
    if not word.startswith(DESIGNATION_PREFIX):
        return None
    return WORD_VALUE.get(word[len(DESIGNATION_PREFIX):])


def kind_for(points: int) -> str:
    """The kind word of a declaration worth ``points``."""
    for kind, p in DECLARATION_POINTS.items():
        if p == points:
            return kind
    raise ValueError(f"no declaration is worth {points} points")


def hand_points(values: Sequence[int], low_values: Sequence[int]) -> int:
    """Points of a hand whose ranks are given by ``values`` (all equal = three of a kind) and
    whose low-hand total is counted on ``low_values``."""
    points = 0
    if sum(low_values) <= LOW_HAND_LIMIT:
        points += DECLARATION_POINTS["barsega"]
    if values[0] == values[1] == values[2]:
        points += DECLARATION_POINTS["decino"]
    return points


# A hand's declarations depend only on its values and on whether it holds the Matta, so the
# caches are keyed by an order-free count of values (four bits per value, the Matta apart).
_WEIGHT: list[int] = [0] * len(BIT)
for _c in CARDS:
    _WEIGHT[_c.index] = 1 << 48 if _c is MATTA else 1 << (4 * VALUE[_c.index])
_CACHE: dict[int, tuple[Declaration, ...]] = {}


def _key(hand: Sequence[Card], rules: CirullaRules) -> int:
    key = 0
    for c in hand:
        key += _WEIGHT[c.index]
    return key << 1 | rules.matta_wild_for_barsega


def declarations(hand: Sequence[Card], rules: CirullaRules) -> tuple[Declaration, ...]:
    """Every declaration a fresh three-card ``hand`` allows (empty if it qualifies for none)."""
    key = _key(hand, rules)
    got = _CACHE.get(key)
    if got is None:
        got = _CACHE[key] = _declarations(hand, rules.matta_wild_for_barsega)
    return got


_WEIGHT_OF: dict[Card, int] = {c: _WEIGHT[c.index] for c in CARDS}
# The legal-move generator asks once per fresh hand: its actions are kept per rules flag by the
# value key, summed in C over the hand (a dict per flag, so the key needs no rules bit).
_ACTIONS_BY_KEY: tuple[dict[int, tuple[Action, ...]], ...] = ({}, {})


def declaration_actions(hand: Sequence[Card], rules: CirullaRules) -> tuple[Action, ...]:
    """The actions of :func:`declarations` (the deal's legal-move generator calls this)."""
    by_key = _ACTIONS_BY_KEY[rules.matta_wild_for_barsega]
    key = sum(map(_WEIGHT_OF.__getitem__, hand))
    got = by_key.get(key)
    if got is None:
        got = by_key[key] = tuple(d.action for d in declarations(hand, rules))
    return got


def _declarations(hand: Sequence[Card], matta_wild_for_barsega: bool) -> tuple[Declaration, ...]:
    # Values stand for ranks: capture values and ranks correspond one to one in this pack.
    if len(hand) != 3:
        return ()
    others = sorted(VALUE[c.index] for c in hand if c is not MATTA)
    if len(others) == 3:
        points = hand_points(others, others)
        return (Declaration(kind_for(points), None, points),) if points else ()
    out: list[Declaration] = []
    for m in sorted(VALUE_WORD):
        values = others + [m]
        three = values[0] == values[1] == values[2]
        if not matta_wild_for_barsega and m != NATURAL and not three:
            continue  # narrow reading: the Matta is wild only to complete three of a kind
        low_values = values if matta_wild_for_barsega else others + [NATURAL]
        points = hand_points(values, low_values)
        if points:
            out.append(Declaration(kind_for(points), m, points))
    return tuple(out)


def best_declaration(hand: Sequence[Card], rules: CirullaRules) -> Declaration | None:
    """The declaration worth most; among equals the Matta as an Ace (a card that sweeps), then
    natural, then the lowest rank. This is what ``auto_declare`` chooses for a player."""
    options = declarations(hand, rules)
    if not options:
        return None

    def preference(d: Declaration) -> tuple[int, int, int]:
        m = d.matta_value
        return (-d.points, 0 if m == 1 else 1 if m in (None, NATURAL) else 2, m or 0)

    return min(options, key=preference)
