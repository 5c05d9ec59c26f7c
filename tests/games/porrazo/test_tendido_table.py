"""The tendido's best reading comes from a table worked out once; it must equal the reading
found by trying the eight allowed readings of the four cards themselves."""

from __future__ import annotations

from itertools import product

from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.porrazo.deal import PACK
from tarotdesk.games.porrazo.rules import RANK
from tarotdesk.games.porrazo.tendido import position_score, readings


def _by_readings(four: list) -> tuple[int, str, list]:
    best = None
    for name, cards, points in readings(four):
        if best is None or points > best[0]:  # ties: the first reading in the canonical order
            best = (points, name, cards)
    assert best is not None
    return best


def test_table_reading_equals_the_eight_readings_on_random_tendidos():
    rng = SeededRNG("tendido-table")
    cards = list(PACK.cards)
    for _ in range(3000):
        rng.shuffle(cards)
        four = cards[:4]
        assert position_score(four) == _by_readings(four)


def test_every_pattern_of_low_ranks_is_read_as_by_the_readings():
    # One card per rank A-4 and one high card (a 9) cover every pattern of place ranks.
    by_rank = {RANK[c.index]: c for c in PACK.cards if c.code.startswith("S")}
    for ranks in product((1, 2, 3, 4, 9), repeat=4):
        suits = ["S", "H", "D", "C"]
        four = []
        for i, r in enumerate(ranks):
            code = suits[i] + by_rank[r].code[1:]
            four.append(next(c for c in PACK.cards if c.code == code))
        assert position_score(four) == _by_readings(four)


def test_the_sets_of_a_tendido_depend_on_the_ranks_on_the_table_only():
    # The compiled kernel remembers a tendido's score by the table's ranks and the cards laid:
    # two tables with the same ranks must score the same sets, in either scope.
    from tarotdesk.games.porrazo.tendido import set_score

    rng = SeededRNG("tendido-ranks")
    by_rank: dict[int, list] = {}
    for c in PACK.cards:
        by_rank.setdefault(RANK[c.index], []).append(c)
    for _ in range(2000):
        cards = list(PACK.cards)
        rng.shuffle(cards)
        laid, table = cards[:4], cards[4:4 + rng.below(9)]
        other = []
        for c in table:  # the same ranks, the cards drawn anew among those not laid
            spare = [d for d in by_rank[RANK[c.index]] if d not in laid and d not in other]
            other.append(spare[rng.below(len(spare))])
        for scope in ("with_tendido", "all"):
            got = set_score(table, laid, scope)
            again = set_score(other, laid, scope)
            assert got[0] == again[0]
            assert [(r, len(g)) for r, g in got[1]] == [(r, len(g)) for r, g in again[1]]
