"""The capture of a run and the tendido readings against literal readings of the spec (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tarotdesk.games.porrazo.capture import capture_run, first_of_rank, resolution
from tarotdesk.games.porrazo.deal import PACK
from tarotdesk.games.porrazo.rules import RANK
from tarotdesk.games.porrazo.tendido import position_score, readings, set_score

CARDS = list(PACK.cards)
tables = st.lists(st.sampled_from(CARDS), min_size=0, max_size=16, unique=True)


def spec_take(table, first, r):
    """Spec 6.2's ``take(first, r)`` step by step, removing cards from a copy of the table."""
    rest = list(table)
    taken = [first]
    rest.remove(first)
    n = r % 13 + 1
    while n != r and any(RANK[c.index] == n for c in rest):
        card = next(c for c in rest if RANK[c.index] == n)  # the longest-lying one
        taken.append(card)
        rest.remove(card)
        n = n % 13 + 1
    return taken, rest


@settings(max_examples=250, deadline=None)
@given(tables, st.sampled_from(CARDS))
def test_capture_run_matches_the_spec(table, played):
    r = RANK[played.index]
    if played in table or not any(RANK[c.index] == r for c in table):
        assert played in table or resolution(table, "", 0, r) == "place"
        return
    assert resolution(table, "", 0, r) == "capture"
    first = first_of_rank(table, r)
    taken = capture_run(table, first, r)
    expected, rest = spec_take(table, first, r)
    assert taken == expected
    # Invariants of 11.1: one card per rank, at most 13, and the rank after the run is absent.
    assert len({RANK[c.index] for c in taken}) == len(taken) <= 13
    after = RANK[taken[-1].index] % 13 + 1
    assert after == r or not any(RANK[c.index] == after for c in rest)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(CARDS), min_size=4, max_size=4, unique=True))
def test_tendido_best_reading_is_the_first_maximum(tendido):
    points, name, read = position_score(tendido)
    all_readings = readings(tendido)
    best = max(p for _, _, p in all_readings)
    assert points == best <= 10
    assert name == next(n for n, _, p in all_readings if p == best)
    assert read == next(c for n, c, _ in all_readings if n == name)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(CARDS), min_size=4, max_size=14, unique=True))
def test_tendido_sets_are_pairs_times_value(cards):
    tendido, before = cards[:4], cards[4:]
    total, groups = set_score(before, tendido, "with_tendido")
    expected = 0
    for r in range(1, 14):
        n = sum(RANK[c.index] == r for c in cards)
        if n >= 2 and any(RANK[c.index] == r for c in tendido):
            expected += n * (n - 1) // 2 * (4 if r == 13 else 3 if r == 12 else 2 if r == 11 else 1)
    assert total == expected == sum(len(g) * (len(g) - 1) // 2 * (4 if r == 13 else 3 if r == 12 else 2 if r == 11 else 1)
                                    for r, g in groups)
