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
