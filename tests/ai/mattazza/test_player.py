"""The rule-based Mattazza player: legal, deterministic, blind to hidden cards, better than random."""

from __future__ import annotations

import pytest
from games.mattazza.helpers import GAME, fill_hands, match_with, spec_card, spec_cards

from tarotdesk.ai.mattazza.player import choose_gift, make_player
from tarotdesk.ai.random_player import RandomPlayer
from tarotdesk.core.actions import card_action, play
from tarotdesk.core.cards import FOOL
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG


def _play(match: Match, players) -> list:
    chosen = []
    while not match.deal_over:
        seat = match.current_player
        action = players[seat].choose(match.view(seat))
        assert action in match.legal_actions()
        chosen.append(action)
        match.apply(action, seat)
    return chosen


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_plays_whole_matches_with_legal_actions_only(n):
    for k in range(3):
        match = Match(GAME, n, {"contatori_single_use": k == 1, "matto_gift_blank_first": k == 2}, seed=k)
        players = [make_player(GAME, s) for s in range(n)]
        while not match.over:
            if match.deal_over:
                match.next_deal()
                continue
            _play(match, players)


def test_same_seed_same_choices():
    a = _play(Match(GAME, 4, seed=9), [make_player(GAME, 1) for _ in range(4)])
    b = _play(Match(GAME, 4, seed=9), [make_player(GAME, 1) for _ in range(4)])
    assert a == b


def test_choices_do_not_depend_on_hidden_cards():
    player = make_player(GAME, 0)
    rng = SeededRNG(3)
    checked = 0
    for k in range(12):
        match = Match(GAME, 3 + k % 4, seed=f"blind-{k}")
        while not match.deal_over:
            seat = match.current_player
            view = match.view(seat)
            choice = player.choose(view)
            # the same knowledge with the hidden cards dealt differently
            world = match.deal.sample_world(seat, SeededRNG(f"{k}-{checked}"))
            other = match.clone()
            other.deal = world
            assert player.choose(other.view(seat)) == choice
            checked += 1
            legal = match.legal_actions()
            match.apply(legal[rng.below(len(legal))])
    assert checked > 300


def test_ducks_a_trick_full_of_points_when_it_already_has_one():
    # Seat 3 is last to a Swords trick holding the King (would win) and the 6 (would not).
    hands = fill_hands([spec_cards("SQ"), spec_cards("SN"), spec_cards("SJ"), spec_cards("SK S6")],
                       allowed={0: "TC", 1: "TC", 2: "TD", 3: "H"})
    match = match_with(hands, dealer=3)
    match.deal.tricks_won[3] = 1  # as if it had taken a trick before
    for seat, code in ((0, "SQ"), (1, "SN"), (2, "SJ")):
        match.apply(play(spec_card(code)), seat)
    assert make_player(GAME, 0).choose(match.view(3)) == play(spec_card("S6"))


def test_takes_a_cheap_trick_late_when_it_has_none():
    hands = fill_hands([spec_cards("S7"), spec_cards("S8"), spec_cards("S9"), spec_cards("S10 S6")],
                       allowed={0: "TC", 1: "TC", 2: "TD", 3: "H"})
    match = match_with(hands, dealer=3)
    match.deal.trick_no = 9  # late in the deal, still without a trick
    for seat, code in ((0, "S7"), (1, "S8"), (2, "S9")):
        match.apply(play(spec_card(code)), seat)
    assert make_player(GAME, 0).choose(match.view(3)) == play(spec_card("S10"))


def test_matto_settlement_gives_the_card_that_leaves_the_lowest_total():
    from games.mattazza.test_worked_examples import w13_match

    match = w13_match()
    deal = match.deal.view(2)
    assert choose_gift(deal, 2, match.legal_actions()) == card_action("give", FOOL)
    assert make_player(GAME, 0).choose(match.view(2)) == card_action("give", FOOL)


def test_loses_fewer_deals_than_random_play():
    # The full measurement (2,000 deals, every player count) is benchmarks/mattazza_strength.py.
    n, deals = 4, 60
    diff = 0
    for d in range(deals):
        base = Match(GAME, n, seed=f"vs-{d}", first_dealer=d % n)
        _play(base, [RandomPlayer(f"r-{d}-{s}") for s in range(n)])
        base_losers = base.results[-1].summary["losers"]
        for hero in range(n):
            match = Match(GAME, n, seed=f"vs-{d}", first_dealer=d % n)
            players = [RandomPlayer(f"r-{d}-{s}") for s in range(n)]
            players[hero] = make_player(GAME, 0)
            _play(match, players)
            diff += (hero in match.results[-1].summary["losers"]) - (hero in base_losers)
    assert diff / (deals * n) < -0.04
