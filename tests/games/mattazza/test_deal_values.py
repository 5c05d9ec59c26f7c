"""What a finished Mattazza deal is worth to each seat on its own (``Game.deal_values``)."""

from __future__ import annotations

import random

import pytest

from tarotdesk.core.match import Match
from tarotdesk.games.registry import get_game


@pytest.mark.parametrize("n", [3, 4, 6])
def test_a_lost_deal_counts_minus_one_beside_the_units(n: int) -> None:
    game = get_game("mattazza")
    match = Match(game, n, seed=f"values-{n}")
    rng = random.Random(n)
    while not match.deal_over:
        match.apply(rng.choice(match.legal_actions()))
    result = match.deal.result()
    losers = result.summary["losers"]
    assert losers
    assert game.deal_values(match.deal) == [v - (1.0 if s in losers else 0.0)
                                            for s, v in enumerate(result.deal_score)]
