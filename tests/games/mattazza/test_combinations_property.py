"""Property tests of the combination finder against an independent brute force.

The brute force reads a pile the way a player lays out a combination: card by card into the
positions of the combination (King, Queen, Cavalier, Jack, Ace; Angel, World, Sun, Moon, 16 … 5,
the Moors), deciding for each position whether a natural card sits there, a contatore stands
for it, or it is skipped, and keeps the longest reading the rules allow. The finder instead
counts cards with the closed formulas of the spec; both must agree on every pile.
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from tarotdesk.core.cards import FOOL, Card, card
from tarotdesk.games.mattazza.rules import (
    ACES,
    ANGEL,
    BAGATTO,
    CRICCHE,
    MOON,
    MOORS,
    NUMBERED,
    PACK,
    SUIT_SEQUENCES,
    SUN,
    WORLD,
)
from tarotdesk.games.mattazza.scoring import (
    batch_value,
    card_points,
    combination_points,
    find_cricche,
    find_sequences,
    local_batches,
    mask_of,
    points_of,
    score_pile,
)

KINDS = ["grande", "suit-S", "suit-C", "suit-H", "suit-D", "moors", "aces"]

# Cards that matter for combinations, plus a few blanks.
RELEVANT: list[Card] = sorted({c for c in PACK.cards if c.is_trump or c.is_court or c.rank == 1 or c is FOOL}
                              | {card("S7"), card("H9"), card("D6")})


# -- the brute force ---------------------------------------------------------------------------------

def _suit_best(pile: set[Card], wild: int, king: Card, courts: tuple[Card, ...], ace: Card) -> int | None:
    if king not in pile:
        return None
    best = None
    # each court position: "n" natural (only if present), "c" contatore, "s" skipped
    for layout in itertools.product("ncs", repeat=3):
        if any(x == "n" and c not in pile for x, c in zip(layout, courts)):
            continue
        used_wild = layout.count("c")
        if used_wild > wild or layout.count("s") > 1 or layout.count("n") < 1:
            continue
        for with_ace in ([False, True] if ace in pile else [False]):
            naturals = 1 + layout.count("n") + with_ace
            length = naturals + wild  # the other contatori are appended
            if length >= 3 and (best is None or length > best):
                best = length
    return best


def _group_best(pile: set[Card], wild: int, members: tuple[Card, ...]) -> int | None:
    best = None
    present = [c for c in members if c in pile]
    for k in range(len(present) + 1):
        if k >= 2 and k + wild >= 3 and (best is None or k + wild > best):
            best = k + wild
    return best


def _grande_best(pile: set[Card], wild: int) -> int | None:
    if ANGEL not in pile:
        return None
    best = None
    head = (WORLD, SUN, MOON)
    for layout in itertools.product("ncs", repeat=3):
        if any(x == "n" and c not in pile for x, c in zip(layout, head)):
            continue
        if layout.count("n") < 1 or layout.count("s") > 1 or layout.count("c") > wild:
            continue
        free = wild - layout.count("c")
        for k in range(len(NUMBERED) + 1):  # the run covers the first k numbered trumps
            prefix = NUMBERED[:k]
            marks = ["n" if t in pile else "c" for t in prefix]
            if marks.count("c") > free:
                continue
            if any(a == b == "c" for a, b in itertools.pairwise(marks)):
                continue
            moors = sum(1 for m in MOORS if m in pile) if k == len(NUMBERED) else 0
            length = 1 + layout.count("n") + marks.count("n") + moors + wild
            if best is None or length > best:
                best = length
    return best


def _best_length(pile: set[Card], kind: str, wild: int) -> int | None:
    if kind == "grande":
        return _grande_best(pile, wild)
    if kind == "moors":
        return _group_best(pile, wild, MOORS)
    if kind == "aces":
        return _group_best(pile, wild, ACES)
    _, king, courts, ace = next(s for s in SUIT_SEQUENCES if s[0] == kind)
    return _suit_best(pile, wild, king, courts, ace)


def _doubled(values: list[int]) -> int:
    return sum(values) * (2 if len(values) >= 3 else 1)


def brute_sequences(pile: set[Card], single_use: bool) -> int:
    wilds = [c for c in (BAGATTO, FOOL) if c in pile]
    if not single_use:
        lengths = [_best_length(pile, k, len(wilds)) for k in KINDS]
        return _doubled([5 * x - 5 for x in lengths if x is not None])
    best = 0
    for targets in itertools.product([None, *KINDS], repeat=len(wilds)):
        lengths = [_best_length(pile, k, targets.count(k)) for k in KINDS]
        best = max(best, _doubled([5 * x - 5 for x in lengths if x is not None]))
    return best


def brute_cricche(pile: set[Card]) -> int:
    values = []
    for _, members, three, four in CRICCHE:
        k = sum(1 for c in members if c in pile)
        if k == 3:
            values.append(three)
        elif k == 4:
            values.append(four)
    return _doubled(values)


piles = st.lists(st.sampled_from(RELEVANT), max_size=16, unique=True)


@settings(max_examples=400, deadline=None)
@given(piles)
def test_finder_equals_brute_force_with_shared_contatori(pile):
    found = find_sequences(pile)
    seq_points = _doubled([c.points for c in found])
    assert seq_points == brute_sequences(set(pile), single_use=False)
    assert combination_points(pile) == seq_points + brute_cricche(set(pile))
    score = score_pile(pile, 4, won_last=False)  # the scorer's quick screen misses nothing
    assert score.cricche_points + score.sequence_points == combination_points(pile)
    assert points_of(mask_of(pile)) == card_points(pile) + combination_points(pile)
    for c in found:  # each sequence is reported at its maximum length
        assert c.length == _best_length(set(pile), c.name, len(c.contatori))
        assert c.points == 5 * c.length - 5 and c.length >= 3


@settings(max_examples=250, deadline=None)
@given(piles)
def test_finder_equals_brute_force_with_single_use_contatori(pile):
    found = find_sequences(pile, single_use=True)
    assert _doubled([c.points for c in found]) == brute_sequences(set(pile), single_use=True)
    used = [w for c in found for w in c.contatori]
    assert len(used) == len(set(used))  # no contatore serves two sequences


@settings(max_examples=300, deadline=None)
@given(piles, st.randoms(use_true_random=False))
def test_finder_does_not_depend_on_card_order(pile, rnd):
    shuffled = list(pile)
    rnd.shuffle(shuffled)
    for single in (False, True):
        a = find_sequences(pile, single)
        b = find_sequences(shuffled, single)
        assert [(c.name, c.length, set(c.cards)) for c in a] == [(c.name, c.length, set(c.cards)) for c in b]
        assert combination_points(pile, single) == combination_points(shuffled, single)
    assert [(c.name, set(c.cards)) for c in find_cricche(pile)] == \
        [(c.name, set(c.cards)) for c in find_cricche(shuffled)]


@settings(max_examples=300, deadline=None)
@given(st.integers(3, 6), st.integers(1, 10), st.randoms(use_true_random=False))
def test_two_counting_methods_always_agree(n, tricks, rnd):
    cards = list(PACK.cards)
    rnd.shuffle(cards)
    pile = cards[:n * tricks]
    standard = card_points(pile) + len(pile) // n
    assert sum(v for _, v in local_batches(pile, n)) == standard
    rnd.shuffle(pile)  # any grouping into batches gives the same sum
    assert sum(batch_value(pile[i:i + n]) for i in range(0, len(pile), n)) == standard


def test_single_use_can_score_less_than_shared():
    # One Bagatto, two Moors, two Aces, King and Queen of Cups: shared it makes three sequences
    # (doubled), single-use only one.
    pile = [BAGATTO, MOORS[0], MOORS[1], ACES[0], ACES[1], card("HK"), card("HQ")]
    assert combination_points(pile) == 60
    assert combination_points(pile, single_use=True) == 10
