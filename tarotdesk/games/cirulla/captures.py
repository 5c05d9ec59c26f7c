"""The capture options of a played card (spec §6.1), fast enough for random playouts.

A table is seen through the capture values of its cards, in table order. For each such
sequence :func:`subsets_by_sum` lists the non-empty subsets (as bit masks of table
positions) grouped by their total, for totals up to 14: that is all a capture needs, since a
pairing or a sum takes cards totalling the played value (1–10) and a fifteen takes cards
totalling ``15 - value`` (5–14). The lists depend only on the values, so they are cached and
shared by every table with the same value sequence.

The legal-move generator takes a shorter way (:func:`options_for`): every subset of a short
table listed once by its total, then the two totals the card played can take looked up.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...core.cards import Card
from .rules import CACHE_LIMIT, MATTA, SWEEP_TARGET, VALUE, CirullaRules

MAX_TOTAL = SWEEP_TARGET - 1  # the largest total a capture can take (a fifteen with an Ace)

_SUBSETS: dict[tuple[int, ...], list[list[int]]] = {}


def subsets_by_sum(values: tuple[int, ...]) -> list[list[int]]:
    """``result[t]``: masks of the non-empty subsets of positions whose values total ``t`` (t ≤ 14)."""
    got = _SUBSETS.get(values)
    if got is not None:
        return got
    # A card laid on the table appends one value: start from the table before it when known
    # (the same lists, built position by position, so the masks come in the same order).
    parent = _SUBSETS.get(values[:-1]) if values else None
    if parent is not None:
        by_sum = [found[:] for found in parent]
        start = len(values) - 1
    else:
        by_sum = [[] for _ in range(MAX_TOTAL + 1)]
        start = 0
    for i in range(start, len(values)):
        w = values[i]
        bit = 1 << i
        # Larger totals first, so that each subset gains position i at most once (0/1 knapsack).
        for s in range(MAX_TOTAL - w, 0, -1):
            found = by_sum[s]
            if found:
                by_sum[s + w].extend([m | bit for m in found])
        if w <= MAX_TOTAL:
            by_sum[w].append(bit)
    if len(_SUBSETS) >= CACHE_LIMIT:
        _SUBSETS.clear()
    _SUBSETS[values] = by_sum
    return by_sum


def capture_masks(value: int, values: tuple[int, ...], subsets: list[list[int]],
                  rules: CirullaRules) -> list[int]:
    """The capture options of a card of ``value`` as masks of table positions ([] = it trails).

    ``values`` are the table's capture values and ``subsets`` their :func:`subsets_by_sum`.
    Options of different methods never coincide (an equal card that also made fifteen would
    be worth 7.5), so no option is listed twice.
    """
    n = len(values)
    if not n:
        return []
    if value == 1 and 1 not in values:
        return [(1 << n) - 1]  # the Ace sweep: the only capture allowed
    same = subsets[value]  # single equal cards (pairing) and sums of two or more
    if rules.equal_card_priority and same:
        singles = [m for m in same if not m & (m - 1)]
        if singles:
            same = singles
    options = same + subsets[SWEEP_TARGET - value]
    if value == 1 and rules.ace_forced:
        full = (1 << n) - 1
        if full in options:
            return [full]  # an Ace that can take everything must
    return options


# Listing every subset costs 2 ** n: past this many table cards (rare: a long run of cards laid
# without a capture) the lists by total of subsets_by_sum, which stop at 14, are the cheaper way.
SCAN_LIMIT = 8


def masks_by_total(values: tuple[int, ...]) -> dict[int, list[int]]:
    """The masks of the non-empty subsets of positions by their total (totals up to 14 only),
    each list in increasing order, as :func:`subsets_by_sum` lists them."""
    sums = [0]  # sums[m]: the total of mask m (the masks with bit i follow those without it)
    for w in values:
        sums += [s + w for s in sums]
    by: dict[int, list[int]] = {}
    for m in range(1, len(sums)):
        s = sums[m]
        if s <= MAX_TOTAL:
            found = by.get(s)
            if found is None:
                by[s] = [m]
            else:
                found.append(m)
    return by


def fast_capture_masks(value: int, values: tuple[int, ...], by_total: dict[int, list[int]],
                       rules: CirullaRules) -> list[int]:
    """:func:`capture_masks` from the table's :func:`masks_by_total`: short tables (rarely over
    five cards) list every subset once, and a card then looks up the two totals it can take."""
    n = len(values)
    if not n:
        return []
    if value == 1 and 1 not in values:
        return [(1 << n) - 1]  # the Ace sweep: the only capture allowed
    same = by_total.get(value, [])
    if same and rules.equal_card_priority:
        singles = [m for m in same if not m & (m - 1)]
        if singles:
            same = singles
    options = same + by_total.get(SWEEP_TARGET - value, [])
    if value == 1 and rules.ace_forced:
        full = (1 << n) - 1
        if full in options:
            return [full]  # an Ace that can take everything must
    return options


def options_for(value: int, values: tuple[int, ...], entry: list[Any], rules: CirullaRules) -> list[tuple[int, ...]]:
    """The capture options of a card of ``value`` on a table with ``values``, as tuples of
    table positions ([] = it trails); ``entry`` is the table's cache line (see :class:`~.rules.OptionCache`)."""
    got = entry[value]
    if got is None:
        if len(values) > SCAN_LIMIT:
            masks = capture_masks(value, values, subsets_by_sum(values), rules)
        else:
            by_total = entry[0]
            if by_total is None:
                by_total = entry[0] = masks_by_total(values)
            masks = fast_capture_masks(value, values, by_total, rules)
        got = entry[value] = [_positions(m) for m in masks]
    return got


_POSITIONS: dict[int, tuple[int, ...]] = {}


def _positions(mask: int) -> tuple[int, ...]:
    """The positions of the set bits of ``mask``, lowest first (shared tuples)."""
    got = _POSITIONS.get(mask)
    if got is None:
        got = _POSITIONS[mask] = tuple(i for i in range(mask.bit_length()) if mask >> i & 1)
    return got


def table_values(table: Sequence[Card], matta_value: int) -> tuple[int, ...]:
    """The table's capture values in table order (the Matta at its designated value)."""
    return tuple([matta_value if c is MATTA else VALUE[c.index] for c in table])


def capture_options(played: Card, table: Sequence[Card], matta_value: int,
                    rules: CirullaRules) -> list[tuple[Card, ...]]:
    """Every capture option of ``played`` on ``table``, each as the cards taken in table order."""
    values = table_values(table, matta_value)
    value = matta_value if played is MATTA else VALUE[played.index]
    out = []
    for mask in capture_masks(value, values, subsets_by_sum(values), rules):
        out.append(tuple(c for i, c in enumerate(table) if mask >> i & 1))
    return out
