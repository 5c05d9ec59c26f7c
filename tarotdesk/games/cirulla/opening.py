"""The check of the opening table (spec §5.2): the redeal on two Aces, the dealer's 15 / 30."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...core.cards import Card
from .rules import CARDS, LOW_TABLE_LIMIT, LOW_TABLE_POINTS, MATTA, NATURAL_ACES, TABLE_TOTALS, VALUE, CirullaRules

NATURAL = 7


@dataclass(frozen=True)
class TableCheck:
    """The verdict on an opening table: ``redeal``, or the dealer's bonus points (0 = none).

    ``matta_value`` is the value the Matta took to make the bonus (None if it is not on the
    table or no bonus was scored); ``total`` the table's total with that value.
    """

    redeal: bool
    points: int = 0
    total: int = 0
    matta_value: int | None = None


def _bonus(table: Sequence[Card], rules: CirullaRules) -> tuple[int, int, int | None]:
    if MATTA not in table:
        total = sum([VALUE[c.index] for c in table])
        return _points(total, rules), total, None
    rest = sum([VALUE[c.index] for c in table if c is not MATTA])
    best = (0, rest + NATURAL, None)
    # Natural first, so that a bonus the plain seven already makes is reported as such.
    for m in (NATURAL, *range(1, 11)):
        points = _points(rest + m, rules)
        if points > best[0]:
            best = (points, rest + m, m)
    return best


def _points(total: int, rules: CirullaRules) -> int:
    points = TABLE_TOTALS.get(total, 0)
    if rules.dealer_low_table_bonus and total <= LOW_TABLE_LIMIT:
        points = max(points, LOW_TABLE_POINTS)
    return points


# The verdict depends only on how many cards of each value the table holds and on whether the
# Matta is among them (the Aces are the cards of value 1): every deal starts with this check, so
# verdicts are kept per rules, keyed by that count (four bits per value, the Matta apart).
_WEIGHT_OF: dict[Card, int] = {c: 1 << 48 if c is MATTA else 1 << (4 * VALUE[c.index]) for c in CARDS}


def check_table(table: Sequence[Card], rules: CirullaRules) -> TableCheck:
    """Redeal on two or more natural Aces (before the bonus, unless the option says otherwise)."""
    key = sum(map(_WEIGHT_OF.__getitem__, table))
    verdicts = rules.table_checks
    got = verdicts.get(key)
    if got is None:
        got = verdicts[key] = _check_table(table, rules)
    return got


def _check_table(table: Sequence[Card], rules: CirullaRules) -> TableCheck:
    points, total, matta = _bonus(table, rules)
    aces = sum([1 for c in table if c in NATURAL_ACES])
    if aces >= 2 and not (rules.dealer_bonus_before_ace_redeal and points):
        return TableCheck(True, 0, total, None)
    return TableCheck(False, points, total, matta)
