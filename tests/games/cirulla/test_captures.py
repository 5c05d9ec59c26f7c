"""The capture-option generator against an independent brute force (spec §6.1, written literally).

Exhaustive on small tables (every multiset of up to five table values, every played value,
every combination of the two capture options), then with hypothesis on real cards of any
table size, with the Matta designated or not.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

from hypothesis import given, settings
from hypothesis import strategies as st

from games.cirulla.helpers import position, texts
from tarotdesk.core.cards import Card
from tarotdesk.games.cirulla.captures import capture_options
from tarotdesk.games.cirulla.options import rules_of
from tarotdesk.games.cirulla.rules import CARDS, MATTA, VALUE, CirullaRules

RULE_SETS = [rules_of({"ace_full_capture": "forced" if f else "sweep_only", "equal_card_priority": e})
             for f in (True, False) for e in (False, True)]


def all_subsets(table: list[int]) -> list[tuple[frozenset[int], int]]:
    """Every non-empty subset of table positions with its total."""
    n = len(table)
    return [(frozenset(subset), sum(table[i] for i in subset))
            for size in range(1, n + 1) for subset in combinations(range(n), size)]


def brute_force(played: int, table: list[int], ace_forced: bool, equal_priority: bool,
                subsets: list[tuple[frozenset[int], int]] | None = None) -> set[frozenset[int]]:
    """Spec §6.1 as written: options as sets of table positions."""
    n = len(table)
    if n == 0:
        return set()
    everything = frozenset(range(n))
    if played == 1 and 1 not in table:
        return {everything}
    pairing, summing, fifteen = set(), set(), set()
    for subset, total in subsets if subsets is not None else all_subsets(table):
        if len(subset) == 1 and total == played:
            pairing.add(subset)
        if len(subset) >= 2 and total == played:
            summing.add(subset)
        if total + played == 15:
            fifteen.add(subset)
    if equal_priority and pairing:
        summing = set()
    options = pairing | summing | fifteen
    if played == 1 and ace_forced and everything in options:
        return {everything}
    return options


def table_of(values: tuple[int, ...]) -> list[Card]:
    """Distinct plain cards (no Matta) with these capture values."""
    out: list[Card] = []
    for v in values:
        out.append(next(c for c in CARDS if VALUE[c.index] == v and c is not MATTA and c not in out))
    return out


def engine_sets(played: Card, table: list[Card], matta: int, rules: CirullaRules) -> set[frozenset[int]]:
    got = capture_options(played, table, matta, rules)
    sets = {frozenset(table.index(c) for c in option) for option in got}
    assert len(sets) == len(got), "an option is listed twice"
    return sets


def test_every_small_table_against_brute_force():
    checked = 0
    for size in range(6):
        for values in combinations_with_replacement(range(1, 11), size):
            if any(values.count(v) > 3 for v in values):
                continue  # keep one card of each value free to be played
            table = table_of(values)
            subsets = all_subsets(list(values))
            for played_value in range(1, 11):
                # (with three sevens down, the played seven is the Matta, at its natural value)
                played = next(c for c in CARDS if VALUE[c.index] == played_value and c not in table)
                for rules in RULE_SETS:
                    expected = brute_force(played_value, list(values), rules.ace_forced, rules.equal_card_priority,
                                           subsets)
                    assert engine_sets(played, table, 7, rules) == expected, (values, played_value, rules)
                    checked += 1
    assert checked > 100_000


def test_legal_actions_list_every_option_of_every_card_once():
    deal = position({0: "C5 SA D7", 1: "S2 S3 S4"}, "S5 H2 D3 SK HA", stock="C2 C3 C4 C6 C7 CJ", turn=0,
                    dealer=1)
    legal = deal.legal_actions()
    assert len(legal) == len(set(legal))
    expected = set()
    for played in deal.hands[0]:
        options = capture_options(played, deal.table, 7, deal.rules)
        if not options:
            expected.add(f"play:{played.code}")
        for option in options:
            taken = "+".join(c.code for c in sorted(option))
            expected.add(f"capture:{played.code}:{taken}")
    assert texts(legal) == expected
    for a in legal:
        assert deal.check(a) is None


@st.composite
def situations(draw):
    pool = list(CARDS)
    table = draw(st.lists(st.sampled_from(pool), min_size=0, max_size=10, unique=True))
    played = draw(st.sampled_from([c for c in pool if c not in table]))
    matta = draw(st.sampled_from([7, 1, 2, 3, 4, 5, 6, 8, 9, 10]))
    rules = draw(st.sampled_from(RULE_SETS))
    return played, table, matta, rules


@settings(max_examples=600, deadline=None)
@given(situations())
def test_random_tables_against_brute_force(situation):
    played, table, matta, rules = situation
    values = [matta if c is MATTA else VALUE[c.index] for c in table]
    played_value = matta if played is MATTA else VALUE[played.index]
    expected = brute_force(played_value, values, rules.ace_forced, rules.equal_card_priority)
    got = engine_sets(played, table, matta, rules)
    assert got == expected
    for option in got:
        assert option and option <= set(range(len(table)))
    if played_value == 1 and table and (1 not in values or rules.ace_forced and set(range(len(table))) in got):
        assert len(got) == 1  # an Ace that can take everything has no other option


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(list(CARDS)), min_size=1, max_size=8, unique=True))
def test_options_never_mix_methods_and_always_add_up(table):
    rules = rules_of({})
    for played in CARDS:
        if played in table:
            continue
        v = VALUE[played.index]
        for option in capture_options(played, table, 7, rules):
            total = sum(VALUE[c.index] for c in option)
            sweep = v == 1 and all(VALUE[c.index] != 1 for c in table) and len(option) == len(table)
            assert sweep or total == v or total + v == 15
