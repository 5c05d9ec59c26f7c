"""The Lombard deal notes voids with one row of the trick rules per trick; the same voids as
``TrickRules.note_voids`` card by card, copies and views included."""

from __future__ import annotations

import pytest

from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import get_game

GAMES = ["tarocco-lombardo", "reseghino", "taroccombre", "ombra-arrabbiata", "taroccombre-5", "taroccombre-7"]


@pytest.mark.parametrize("game_id", GAMES)
def test_voids_are_those_the_trick_rules_note_card_by_card(game_id: str) -> None:
    game = get_game(game_id)
    for seed in range(6):
        match = Match(game, game.player_counts[0], {}, seed=seed)
        rng = SeededRNG(seed)
        while not match.deal_over:
            deal = match.deal
            legal = match.legal_actions()
            action = rng.choice(legal)
            expected = None
            if deal.phase == "play" and action.kind == "play":
                seat = deal.current_player
                expected = [set(v) for v in deal.voids]
                deal.rules.tricks.note_voids(expected[seat], action.card, list(deal.trick))
            if seed % 2:
                match.deal = deal.clone()  # a copy mid-trick keeps noting the same voids
            match.apply(action)
            if expected is not None:
                assert match.deal.voids == expected
