"""The "declare for me" option (``auto_declare``): the game names the action the window takes for
a person whose fresh hand qualifies, and nothing otherwise."""

from __future__ import annotations

from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.cirulla.declarations import best_declaration, declarations
from tarotdesk.games.registry import get_game

GAME = get_game("cirulla")


def _walk(auto: bool, seeds: range):
    """(match, seat, automatic action) at every decision of random matches."""
    for seed in seeds:
        match = Match(GAME, 2, {"auto_declare": auto}, seed=seed)
        rng = SeededRNG(f"auto-{seed}")
        while not match.over:
            if match.deal_over:
                match.next_deal()
                continue
            seat = match.current_player
            yield match, seat, GAME.automatic_action(match, seat)
            legal = match.legal_actions()
            match.apply(legal[rng.below(len(legal))])


def test_a_qualifying_fresh_hand_is_declared_with_the_best_choice():
    declared = 0
    for match, seat, action in _walk(True, range(6)):
        deal = match.deal
        qualifies = deal.fresh[seat] and bool(declarations(deal.hands[seat], deal.rules))
        if not qualifies:
            assert action is None
            continue
        assert action == best_declaration(deal.hands[seat], deal.rules).action
        assert action in match.legal_actions()
        assert GAME.automatic_action(match, 1 - seat) is None  # only the seat to act
        declared += 1
    assert declared >= 5


def test_the_option_off_declares_nothing():
    assert all(action is None for _, _, action in _walk(False, range(3)))
