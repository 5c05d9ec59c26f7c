"""The play phase's legal lists read from the per-hand index (kept in step card by card) equal the
ones the trick rules compute from the hand itself."""

from __future__ import annotations

import pytest

from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.lombardy import GAMES


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_indexed_legal_plays_equal_the_hand_filter(game_id: str) -> None:
    game = GAMES[game_id]
    n = game.player_counts[0]
    rng = SeededRNG(f"hand-plays-{game_id}")
    checked = 0
    for seed in range(6):
        match = Match(game, n, seed=seed)
        while not match.over:
            if match.deal_over:
                match.next_deal()
                continue
            deal = match.deal
            legal = match.legal_actions()
            if deal.phase == "play":
                hand = deal.hands[deal.current_player]
                assert [a.card for a in legal] == deal.rules.tricks.legal_plays(hand, deal.trick)
                checked += 1
            match.apply(legal[rng.below(len(legal))])
    assert checked > 100
