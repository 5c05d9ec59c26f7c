"""Una and Niente at the auction of Tarocc'Ombre, valued on sampled deals against the bid model's
choice where the model puts them near its best bid (the standard level)."""

from __future__ import annotations

import random

import pytest

from tarotdesk.ai.lombardy import player as rules
from tarotdesk.ai.levels import STANDARD, STRONG
from tarotdesk.ai.search.player import SearchPlayer, with_limit
from tarotdesk.ai.lombardy import support
from tarotdesk.ai.lombardy import bid as lombardy_bid
from tarotdesk.core.actions import Action
from tarotdesk.core.match import DealSetup, Match, MatchView
from tarotdesk.games.registry import get_game


def auction_view(game_id: str, hand: str) -> MatchView:
    """The first bidder's view at the start of the auction, holding ``hand`` (codes); the other
    cards dealt from a fixed shuffle, the dealer's discard made by the rule-based player."""
    game = get_game(game_id)
    n = game.player_counts[0]
    probe = Match(game, n, seed="bid-hand")
    deck = list(probe.deck())
    by_code = {c.code: c for c in deck}
    mine = [by_code[code] for code in hand.split()]
    assert len(mine) == probe.deal.rules.hand
    rest = [c for c in deck if c not in mine]
    random.Random(7).shuffle(rest)
    others = iter(rest)
    # The dealer sits last, so seat 0 bids first and gets every n-th card from the first on.
    order = [mine[i // n] if i % n == 0 and i // n < len(mine) else next(others) for i in range(len(deck))]
    match = Match(game, n, seed="bid-hand", prearranged=[DealSetup(0, tuple(order), 0, n - 1)])
    player = rules.make_player(game, 0)
    while match.phase != "auction":
        match.apply(player.choose(match.view(match.current_player)), match.current_player)
    assert match.current_player == 0
    return match.view(0)


def model_values(view: MatchView) -> tuple[list[Action], dict[Action, float]]:
    legal = [a for a in view.legal_actions() if a.kind != "session"]
    priors = support.priors(view, legal)
    assert priors
    scale = support._scale(view.deal)
    return legal, {a: v * scale for a, v in priors.items()}


def bid(view: MatchView, word: str) -> Action:
    return next(a for a in view.legal_actions() if a.kind == "bid" and a.word == word)


# Hands of the first bidder at three (the rest of the deal is fixed by ``auction_view``); the
# model's choice, the high bid it puts near, and the bid the estimate leads to.
CASES = [
    # Four Kings, the three high trumps and eight more: the model says Una, Niente gains.
    ("T19 T21 T20 T12 T13 T1 T11 T16 T6 T10 T9 CK DK HK SK HQ CQ", "una", "niente", "niente"),
    # Thirteen trumps and one King: Niente without an exchange loses against Una.
    ("T18 FOOL T21 T4 T11 T19 T20 T17 T13 T8 T15 T14 T10 HK DN S7 C10", "una", "niente", "una"),
    # Three Kings and twelve trumps with the Fool: the model says Due, Una gains.
    ("T18 FOOL T19 T3 T7 T4 T16 T1 T12 T9 T17 T2 SK HK CK SN DJ", "due", "una", "una"),
    # The four top honours but one King and short of middle trumps: Una loses against Due.
    ("T20 T21 FOOL T18 T15 T6 T14 T17 T9 T8 T2 T7 DK SJ S7 HN CN", "due", "una", "due"),
]


@pytest.mark.parametrize("hand, model, high, expected", CASES)
def test_the_standard_level_bids_the_high_bid_where_it_gains(hand: str, model: str, high: str, expected: str):
    view = auction_view("taroccombre", hand)
    legal, values = model_values(view)
    choice = max(legal, key=lambda a: values[a])
    assert choice == bid(view, model)
    assert bid(view, high) in lombardy_bid.candidates(view.deal, legal, values)
    found = {e.bid.word: e for e in lombardy_bid.estimate(view, legal, values, support.weight)}
    estimate = found[high]
    assert estimate.choice == choice
    assert estimate.worlds == lombardy_bid.WORLDS
    assert estimate.gain == pytest.approx(estimate.bid_value - estimate.choice_value)
    assert estimate.se > 0.0
    # Each case is clear: the gain is more than the required standard errors from zero either way.
    assert abs(estimate.gain) > lombardy_bid.Z * estimate.se
    assert (estimate.margin > 0) == (expected == high)
    game = get_game("taroccombre")
    assert SearchPlayer(game, 3, STANDARD).choose(view) == bid(view, expected)


def test_a_weak_hand_values_no_high_bid_and_passes():
    view = auction_view("taroccombre", "T1 T2 T3 T4 T5 C7 C8 C9 C10 S7 S8 H4 H3 H2 DA D2 D3")
    legal, values = model_values(view)
    assert lombardy_bid.candidates(view.deal, legal, values) == []
    assert lombardy_bid.estimate(view, legal, values, support.weight) == ()
    assert SearchPlayer(get_game("taroccombre"), 3, STANDARD).choose(view).kind == "pass"


def test_the_strong_level_searches_the_auction_without_the_estimate(monkeypatch: pytest.MonkeyPatch):
    """The strong level searches the bids itself around the model's prior; the estimate is the
    standard level's, which follows the model."""
    calls: list[object] = []
    monkeypatch.setattr(lombardy_bid, "estimate", lambda *args, **kw: calls.append(args) or ())
    view = auction_view("taroccombre", CASES[0][0])
    SearchPlayer(get_game("taroccombre"), 3, with_limit(STRONG, None)).choose(view)
    assert calls == []
    SearchPlayer(get_game("taroccombre"), 3, STANDARD).choose(view)
    assert len(calls) == 1


@pytest.mark.parametrize("game_id, hand, expected", [
    # Nine top trumps, the Fool and three Kings at five: Niente alone gains over Una.
    ("taroccombre-5", "T21 T20 T19 T18 T17 T16 T15 T14 T13 FOOL HK DK CK S7 C7", "niente"),
    # Seven top trumps, the Fool and a King at seven: alone against six, Niente loses.
    ("taroccombre-7", "T21 T20 T19 T18 T17 T16 T15 FOOL HK C7 S7", "una"),
])
def test_niente_at_five_and_seven(game_id: str, hand: str, expected: str):
    """At five and seven Niente is always played alone; it is valued where the model puts it
    within the table's margin of its best bid, and Una is left to the model."""
    view = auction_view(game_id, hand)
    legal, values = model_values(view)
    assert max(legal, key=lambda a: values[a]) == bid(view, "una")
    assert lombardy_bid.candidates(view.deal, legal, values) == [bid(view, "niente")]
    (estimate,) = lombardy_bid.estimate(view, legal, values, support.weight)
    assert abs(estimate.gain) > lombardy_bid.Z * estimate.se
    assert SearchPlayer(get_game(game_id), 3, STANDARD).choose(view) == bid(view, expected)


def test_a_weak_hand_at_five_values_no_niente():
    view = auction_view("taroccombre-5", "T1 T2 T3 T4 T5 C7 C8 C9 C10 S7 S8 H4 H3 H2 DA")
    legal, values = model_values(view)
    assert lombardy_bid.candidates(view.deal, legal, values) == []
