"""The engine's fast paths give what the plain rule functions give: the deal's result built in
one pass (against :func:`score_deal`), capture actions filled in directly, opening-table
verdicts and declaration actions looked up by value counts."""

from __future__ import annotations

import pytest

from games.cirulla.helpers import GAME
from tarotdesk.core.actions import Action
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.core.state import DealResult, ScoreLine
from tarotdesk.games.cirulla.captures import (SCAN_LIMIT, capture_masks, fast_capture_masks, masks_by_total, options_for,
                                              subsets_by_sum)
from tarotdesk.games.cirulla.deal import CirullaDeal, _new_capture, capture_action
from tarotdesk.games.cirulla.declarations import declaration_actions, declarations
from tarotdesk.games.cirulla.opening import _check_table, check_table
from tarotdesk.games.cirulla.options import rules_of
from tarotdesk.games.cirulla.rules import CARDS, VALUE_WORD
from tarotdesk.games.cirulla.scoring import score_deal

OPTION_SETS = [
    {},
    {"cappotto": "all_cards", "primiera_requires_all_suits": True, "matta_wild_for_barsega": False},
    {"cappotto": "off", "dealer_low_table_bonus": True, "dealer_bonus_before_ace_redeal": True},
]


def reference_result(deal: CirullaDeal) -> DealResult:
    """The deal's result written from :func:`score_deal`'s figures, line by line as the rules
    list them (the form the engine used before it built the result in one pass)."""
    ds = score_deal(deal.piles, deal.scopa_points(), deal.rules)
    side_of = deal.side_of
    sides = [tuple(s for s, side in enumerate(side_of) if side == i) for i in range(len(deal.piles))]
    figures = ds.sides

    def won(name: str) -> tuple[tuple[int, ...], int]:
        w = ds.winners[name]
        return (sides[w], 1) if w is not None else ((), 0)

    lines = [ScoreLine("cards", *won("cards"), {"counts": [f.cards for f in figures]}, "scoring"),
             ScoreLine("diamonds", *won("diamonds"), {"counts": [f.diamonds for f in figures]}, "scoring"),
             ScoreLine("primiera", *won("primiera"), {"counts": [f.primiera for f in figures],
                                                     "cards": [[c.code for c in f.primiera_cards] for f in figures]},
                       "scoring"),
             ScoreLine("settebello", won("settebello")[0], 1, {"cards": ["D7"]}, "scoring")]
    for i, count in enumerate(deal.scope):
        if count:
            lines.append(ScoreLine("scope", sides[i], count, {"count": count}, "play"))
    tb = deal.table_bonus
    if tb is not None:
        lines.append(ScoreLine("table_bonus", sides[side_of[tb["seat"]]], tb["points"],
                               {"cards": list(tb["cards"]), "total": tb["total"],
                                "matta": VALUE_WORD[tb["matta"]] if tb["matta"] else ""}, "table-check"))
    for d in deal.declarations:
        lines.append(ScoreLine("declared_" + d["kind"], sides[side_of[d["seat"]]], d["points"],
                               {"seat": d["seat"], "cards": list(d["cards"]),
                                "matta": VALUE_WORD[d["matta"]] if d["matta"] else ""}, "declarations"))
    for i, f in enumerate(figures):
        if f.grande:
            lines.append(ScoreLine("grande", sides[i], f.grande, {"cards": ["DJ", "DQ", "DK"]}, "scoring"))
        if f.piccola:
            lines.append(ScoreLine("piccola", sides[i], f.piccola, {"cards": [c.code for c in f.piccola_cards]},
                                   "scoring"))
    if ds.cappotto is not None:
        lines.append(ScoreLine("cappotto", sides[ds.cappotto], 0, {"rule": deal.rules.cappotto}, "game-end"))
    totals = [f.total for f in figures]
    summary = {"sides": [list(s) for s in sides], "steps": [dict(f.steps) for f in figures], "side_points": totals,
               "cards": [f.cards for f in figures], "diamonds": [f.diamonds for f in figures],
               "primiera": [f.primiera for f in figures], "cappotto": ds.cappotto}
    return DealResult([totals[side] for side in side_of], lines, summary)


END_KINDS = {"cards": "point_cards", "diamonds": "point_diamonds", "settebello": "point_settebello",
             "primiera": "point_primiera", "grande": "grande", "piccola": "piccola"}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTION_SETS)
def test_deal_result_matches_score_deal(players, options):
    rng = SeededRNG(f"fast-result-{players}-{sorted(options.items())}")
    deals = 0
    for seed in range(6):
        match = Match(GAME, players, options, seed=seed)
        while not match.over:
            if match.deal_over:
                match.next_deal()
                continue
            legal = match.legal_actions()
            deal = match.deal
            events = match.apply(legal[rng.below(len(legal))])
            if deal.is_over:
                deals += 1
                expected = reference_result(deal)
                assert deal.final == expected
                announced = [(e.kind, e.seat, e.data, e.points) for e in events if e.kind in END_KINDS.values()]
                assert announced == [(END_KINDS[ln.kind], ln.seats[0], {"seats": list(ln.seats)}, ln.points)
                                     for ln in expected.lines if ln.points and ln.kind in END_KINDS]
    assert deals >= 12


def test_capture_actions_filled_in_directly_equal_the_constructor():
    rng = SeededRNG("fast-captures")
    for _ in range(2000):
        cards = list(CARDS)
        rng.shuffle(cards)
        played, taken = cards[0], cards[1:2 + rng.below(5)]
        fast, plain = _new_capture(played, taken), capture_action(played, taken)
        assert type(fast) is Action
        assert (fast.kind, fast.args, fast.text, hash(fast)) == (plain.kind, plain.args, plain.text, hash(plain))
        assert fast == plain and Action.parse(fast.text) == fast


@pytest.mark.parametrize("options", OPTION_SETS)
def test_opening_verdicts_by_value_counts(options):
    rules = rules_of(GAME.resolve_options(2, options))
    rng = SeededRNG(f"fast-openings-{sorted(options.items())}")
    for _ in range(3000):
        cards = list(CARDS)
        rng.shuffle(cards)
        table = cards[:4]
        assert check_table(table, rules) == _check_table(table, rules)


@pytest.mark.parametrize("wild", [True, False])
def test_declaration_actions_by_value_counts(wild):
    rules = rules_of({"matta_wild_for_barsega": wild})
    rng = SeededRNG(f"fast-declarations-{wild}")
    for _ in range(3000):
        cards = list(CARDS)
        rng.shuffle(cards)
        hand = cards[:3]
        assert declaration_actions(hand, rules) == tuple(d.action for d in declarations(hand, rules))


@pytest.mark.parametrize("forced", [True, False])
@pytest.mark.parametrize("equal_first", [True, False])
def test_capture_masks_from_masks_by_total_equal_the_lists_by_total(forced, equal_first):
    rules = rules_of({"ace_full_capture": "forced" if forced else "sweep_only", "equal_card_priority": equal_first})
    rng = SeededRNG(f"fast-masks-{forced}-{equal_first}")
    for _ in range(3000):
        values = tuple(1 + rng.below(10) for _ in range(rng.below(SCAN_LIMIT + 1)))
        by_total = masks_by_total(values)
        for value in range(1, 11):
            expected = capture_masks(value, values, subsets_by_sum(values), rules)
            assert fast_capture_masks(value, values, by_total, rules) == expected
    for _ in range(300):  # tables past SCAN_LIMIT take the lists by total
        values = tuple(1 + rng.below(10) for _ in range(SCAN_LIMIT + 1 + rng.below(3)))
        for value in range(1, 11):
            masks = capture_masks(value, values, subsets_by_sum(values), rules)
            expected = [tuple(i for i in range(len(values)) if m >> i & 1) for m in masks]
            assert options_for(value, values, [None] * 11, rules) == expected
