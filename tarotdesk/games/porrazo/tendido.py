"""The tendido's score: the best positional reading plus the sets it makes with the table."""

from __future__ import annotations

from itertools import product
from typing import Sequence

from ...core.cards import Card, all_cards
from .rules import DIRECTIONS, PAIRS, RANK, TENDIDO_ARRANGEMENTS, VALUE


def _reading_orders() -> tuple[tuple[str, tuple[int, int, int, int]], ...]:
    out = []
    for name, perm in TENDIDO_ARRANGEMENTS:
        for direction in DIRECTIONS:
            order = perm if direction == "left" else perm[::-1]
            out.append((f"{name}-{direction}", order))
    return tuple(out)


#: The eight allowed readings in the canonical order: (name, index of the card read at places 1-4).
READINGS = _reading_orders()


def readings(tendido: Sequence[Card]) -> list[tuple[str, list[Card], int]]:
    """The eight allowed readings of the four cards in the canonical order: (name, cards, points).

    A reading keeps the two couples in place (A–B, C–D), may swap inside either couple, and
    counts places 1–4 from one end; place p scores p when it holds a card of rank p.
    """
    ranks = [RANK[c.index] for c in tendido]
    return [(name, [tendido[i] for i in order], sum(p for p in range(1, 5) if ranks[order[p - 1]] == p))
            for name, order in READINGS]


def _best_reading(ranks: Sequence[int]) -> tuple[int, str, tuple[int, int, int, int]]:
    """The best reading of four ranks: (points, reading name, order of the places)."""
    if min(ranks) > 4:  # no A-4: every reading scores nothing
        name, order = READINGS[0]
        return 0, name, order
    best_points, best_name, best_order = -1, "", READINGS[0][1]
    for name, order in READINGS:
        points = ((ranks[order[0]] == 1) + 2 * (ranks[order[1]] == 2) + 3 * (ranks[order[2]] == 3)
                  + 4 * (ranks[order[3]] == 4))
        if points > best_points:
            best_points, best_name, best_order = points, name, order
    return best_points, best_name, best_order


#: A card's rank as far as places go: ranks above 4 never score by position, so they all read 5.
_PLACE_RANK: dict[Card, int] = {c: min(RANK[c.index], 5) for c in all_cards()}
#: The best reading of every four place ranks (6**4 keys), worked out once: a tendido is read
#: on every hand of every playout.
_BEST: dict[tuple[int, ...], tuple[int, str, tuple[int, int, int, int]]] = {
    ranks: _best_reading(ranks) for ranks in product(range(6), repeat=4)}


def position_score(tendido: Sequence[Card]) -> tuple[int, str, list[Card]]:
    """The best reading: (points, reading name such as ``BADC-left``, cards as read).

    Readings are never combined; ties go to the first reading in the canonical order.
    """
    points, name, order = _BEST[tuple(map(_PLACE_RANK.__getitem__, tendido))]
    return points, name, [tendido[i] for i in order]


def set_score(before: Sequence[Card], tendido: Sequence[Card], scope: str) -> tuple[int, list[tuple[int, list[Card]]]]:
    """Pairs, threes and fours the tendido makes with the cards already on the table.

    ``scope`` ``with_tendido`` (default) counts only ranks present in the tendido; ``all``
    also counts ranks found only among the earlier table cards. Returns the points and the
    scoring groups as (rank, cards).
    """
    cards = list(before) + list(tendido)
    ranks = [RANK[c.index] for c in cards]
    if len(set(ranks)) == len(ranks):  # no two cards of a rank: no set (most tendidos)
        return 0, []
    groups: dict[int, list[Card]] = {}
    for c in cards:
        groups.setdefault(RANK[c.index], []).append(c)
    in_tendido = {RANK[c.index] for c in tendido}
    total = 0
    scoring: list[tuple[int, list[Card]]] = []
    for rank in sorted(groups):
        group = groups[rank]
        if len(group) < 2 or (scope != "all" and rank not in in_tendido):
            continue
        total += PAIRS[len(group)] * VALUE[rank]
        scoring.append((rank, group))
    return total, scoring
