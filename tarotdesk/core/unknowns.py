"""Dealing unknown cards into hidden places, respecting what the table knows.

Determinizing search needs complete worlds consistent with one seat's view: other hands hold
no card of a suit they showed out of, a discard holds no honour, exactly two tarokks lie in a
talon share, and so on. Each such place is a :class:`Slot` (a key, a number of cards, and an
optional test a card must pass); several slots may share a key to express counts such as
"2 tarokks and 4 other cards". :func:`fill_slots` deals a pool of unknown cards into the slots.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Sequence

from .cards import Card
from .rng import SeededRNG


class Inconsistent(ValueError):
    """No assignment satisfies the constraints (a bug in the caller's bookkeeping)."""


@dataclass(frozen=True)
class Slot:
    """``count`` hidden cards that go to ``key``; each must satisfy ``allowed`` (if given)."""

    key: Hashable
    count: int
    allowed: Callable[[Card], bool] | None = None


def fill_slots(slots: Sequence[Slot], pool: Sequence[Card], rng: SeededRNG) -> dict[Hashable, list[Card]]:
    """Deal every card of ``pool`` into ``slots`` (their counts must add up to ``len(pool)``).

    Without constraints this is a uniform shuffle. With constraints the most constrained cards
    are placed first at random; if that greedy pass gets stuck, an exact matching
    (augmenting paths over a shuffled order) finds a solution whenever one exists.
    """
    total = sum(s.count for s in slots)
    if total != len(pool):
        raise Inconsistent(f"{len(pool)} unknown cards for {total} hidden places")
    cards = list(pool)
    rng.shuffle(cards)
    out: dict[Hashable, list[Card]] = {s.key: [] for s in slots}
    if all(s.allowed is None for s in slots):
        i = 0
        for s in slots:
            out[s.key].extend(cards[i : i + s.count])
            i += s.count
        return out
    eligible = [[j for j, s in enumerate(slots) if s.allowed is None or s.allowed(c)] for c in cards]
    for _attempt in range(8):
        assignment = _greedy(cards, eligible, slots, rng)
        if assignment is not None:
            break
    else:
        assignment = _matching(cards, eligible, slots, rng)
    for c, j in zip(cards, assignment):
        out[slots[j].key].append(c)
    return out


def _greedy(cards: list[Card], eligible: list[list[int]], slots: Sequence[Slot],
            rng: SeededRNG) -> list[int] | None:
    room = [s.count for s in slots]
    order = sorted(range(len(cards)), key=lambda i: (len(eligible[i]), rng.random()))
    assignment = [-1] * len(cards)
    for i in order:
        options = [j for j in eligible[i] if room[j] > 0]
        if not options:
            return None
        # Weight by free room so that big hidden hands receive proportionally many cards.
        pick = rng.below(sum(room[j] for j in options))
        for j in options:
            pick -= room[j]
            if pick < 0:
                break
        room[j] -= 1
        assignment[i] = j
    return assignment


def _matching(cards: list[Card], eligible: list[list[int]], slots: Sequence[Slot],
              rng: SeededRNG) -> list[int]:
    # Expand each slot into unit places and find a perfect bipartite matching (Kuhn).
    places: list[int] = []
    for j, s in enumerate(slots):
        places.extend([j] * s.count)
    owner = [-1] * len(places)
    by_slot: dict[int, list[int]] = {}
    for p, j in enumerate(places):
        by_slot.setdefault(j, []).append(p)

    def augment(i: int, seen: set[int]) -> bool:
        opts = [p for j in eligible[i] for p in by_slot.get(j, [])]
        rng.shuffle(opts)
        for p in opts:
            if p in seen:
                continue
            seen.add(p)
            if owner[p] == -1 or augment(owner[p], seen):
                owner[p] = i
                return True
        return False

    order = list(range(len(cards)))
    rng.shuffle(order)
    for i in order:
        if not augment(i, set()):
            raise Inconsistent(f"no consistent place for hidden card {cards[i].code}")
    assignment = [-1] * len(cards)
    for p, i in enumerate(owner):
        assignment[i] = places[p]
    return assignment
