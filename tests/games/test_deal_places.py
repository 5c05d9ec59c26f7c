"""Every game says where its deal puts each card, and the deck that deals given hands follows.

For each game, player count and dealer: a shuffled deck read as places (``split``) and written
back (``arrange``) is the same deck; the hands a match really deals from it are the hands the
places name; and hands arranged into a deck and prearranged in a match are dealt as given.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tarotdesk.core.deal_places import arrange, deal_problems, split
from tarotdesk.core.match import DealSetup, Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import all_games

CASES = [(g.id, n) for g in all_games() for n in g.player_counts]


def _game(game_id: str):
    return next(g for g in all_games() if g.id == game_id)


def _hands_dealt(match: Match) -> list[Counter]:
    return [Counter(c.code for c in hand) for hand in match.deal.layout().hands]


@pytest.mark.parametrize("game_id,n", CASES)
def test_deck_to_places_to_deck_round_trips_for_every_dealer(game_id: str, n: int) -> None:
    game = _game(game_id)
    options = game.resolve_options(n, {})
    for dealer in range(n):
        places = game.deal_places(n, dealer, options)
        assert sum(p.size for p in places) == len(game.pack.cards)
        deck = list(game.pack.cards)
        SeededRNG(dealer + 7 * n).shuffle(deck)
        parts = split(places, deck)
        assert arrange(places, parts) == deck
        assert deal_problems(places, parts, game.pack.cards) == []


@pytest.mark.parametrize("game_id,n", CASES)
def test_the_hands_of_the_places_are_the_hands_the_match_deals(game_id: str, n: int) -> None:
    game = _game(game_id)
    for seed in range(3):
        match = Match(game, n, {}, seed=seed)
        places = game.deal_places(n, match.dealer, match.options)
        dealt = _hands_dealt(match)
        for place, cards in zip(places, split(places, match.deck_of(0))):
            if place.kind == "hand":
                assert Counter(c.code for c in cards) == dealt[place.seat]


@pytest.mark.parametrize("game_id,n", CASES)
def test_hands_arranged_into_a_deck_are_dealt_as_given(game_id: str, n: int) -> None:
    game = _game(game_id)
    options = game.resolve_options(n, {})
    dealer = n - 1
    places = game.deal_places(n, dealer, options)
    # The first shuffle whose opening table calls for no redeal (a redeal would deal other hands).
    for shuffle_seed in range(99, 199):
        deck = list(game.pack.cards)
        SeededRNG(shuffle_seed).shuffle(deck)
        parts = split(places, deck)
        match = Match(game, n, {}, seed=5, prearranged=[DealSetup(0, tuple(arrange(places, parts)), 0, dealer)])
        if game.deal_attempts(match.deal) == 1:
            break
    else:
        raise AssertionError("a hundred shuffles all called for a redeal")
    dealt = _hands_dealt(match)
    for place, cards in zip(places, parts):
        if place.kind == "hand":
            assert Counter(c.code for c in cards) == dealt[place.seat]


def test_the_lombard_deal_in_packets_has_its_own_places() -> None:
    game = _game("tarocco-lombardo")
    one = game.deal_places(4, 0, game.resolve_options(4, {}))
    options = game.resolve_options(4, {"deal_packet_size": 5})
    packets = game.deal_places(4, 0, options)
    assert [p.positions for p in one] != [p.positions for p in packets]
    deck = list(game.pack.cards)
    SeededRNG(3).shuffle(deck)
    match = Match(game, 4, options, seed=1, prearranged=[DealSetup(0, tuple(deck), 0, 0)])
    for place, cards in zip(packets, split(packets, deck)):
        assert Counter(c.code for c in cards) == _hands_dealt(match)[place.seat]


def test_impossible_deals_are_told_why() -> None:
    game = _game("tarokk")
    places = game.deal_places(4, 0, game.resolve_options(4, {}))
    parts = split(places, list(game.pack.cards))
    moved = parts[1].pop()
    parts[2].append(parts[2][0])  # a card twice, and one missing
    parts[3].append(next(c for c in _game("cirulla").pack.cards if c not in game.pack.cards))
    codes = [p.code for p in deal_problems(places, parts, game.pack.cards)]
    assert codes[0] == "card-foreign"
    assert "card-twice" in codes and "card-missing" in codes
    assert codes.count("place-count") == 3
    assert moved.code in [p.params.get("card") for p in deal_problems(places, parts, game.pack.cards)]


def test_deal_again_gives_the_same_cards_with_the_same_dealer() -> None:
    game = _game("cirulla")
    for seed in range(40):
        match = Match(game, 2, {}, seed=seed)
        setups = match.deal_again()
        again = Match(game, 2, dict(match.options), seed="other", prearranged=setups)
        assert again.dealer == match.dealer
        assert _hands_dealt(again) == _hands_dealt(match)
        assert again.deal.layout().center == match.deal.layout().center
