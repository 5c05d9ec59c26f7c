"""The tendido's score: the best positional reading plus the sets it makes with the table."""

from __future__ import annotations

from typing import Sequence

from ...core.cards import Card
from .rules import DIRECTIONS, PAIRS, RANK, TENDIDO_ARRANGEMENTS, VALUE


def readings(tendido: Sequence[Card]) -> list[tuple[str, list[Card], int]]:
    """The eight allowed readings of the four cards in the canonical order: (name, cards, points).

    A reading keeps the two couples in place (A–B, C–D), may swap inside either couple, and
    counts places 1–4 from one end; place p scores p when it holds a card of rank p.
    """
    out = []
    for name, perm in TENDIDO_ARRANGEMENTS:
        seq = [tendido[i] for i in perm]
        for direction in DIRECTIONS:
            read = seq if direction == "left" else seq[::-1]
            points = sum(p for p in range(1, 5) if RANK[read[p - 1].index] == p)
            out.append((f"{name}-{direction}", read, points))
    return out


def position_score(tendido: Sequence[Card]) -> tuple[int, str, list[Card]]:
    """The best reading: (points, reading name such as ``BADC-left``, cards as read).

    Readings are never combined; ties go to the first reading in the canonical order.
    """
    name, read, points = max(readings(tendido), key=lambda r: r[2])  # max keeps the first of equals
    return points, name, read


def set_score(before: Sequence[Card], tendido: Sequence[Card], scope: str) -> tuple[int, list[tuple[int, list[Card]]]]:
    """Pairs, threes and fours the tendido makes with the cards already on the table.

    ``scope`` ``with_tendido`` (default) counts only ranks present in the tendido; ``all``
    also counts ranks found only among the earlier table cards. Returns the points and the
    scoring groups as (rank, cards).
    """
    groups: dict[int, list[Card]] = {}
    for c in list(before) + list(tendido):
        groups.setdefault(RANK[c.index], []).append(c)
    in_tendido = {RANK[c.index] for c in tendido}
    total = 0
    scoring: list[tuple[int, list[Card]]] = []
    for rank in sorted(groups):
        cards = groups[rank]
        if len(cards) < 2 or (scope != "all" and rank not in in_tendido):
            continue
        total += PAIRS[len(cards)] * VALUE[rank]
        scoring.append((rank, cards))
    return total, scoring
