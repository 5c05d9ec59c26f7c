"""What a finished Lombard deal is worth to each seat on its own (``Game.deal_values``)."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from tarotdesk.core.match import Match
from tarotdesk.games.lombardy.scoring import MARGIN_STEP
from tarotdesk.games.registry import get_game


def finished_deal(game_id: str, n: int, seed: str) -> object:
    """A deal of ``game_id`` played to its end by random legal actions."""
    match = Match(get_game(game_id), n, seed=seed)
    rng = random.Random(seed)
    while not match.deal_over:
        match.apply(rng.choice(match.legal_actions()))
    return match.deal


@pytest.mark.parametrize("seed", [f"values-{i}" for i in range(6)])
def test_lombardy_counts_the_cappotto_point_and_the_deal_share_of_the_margin(seed: str) -> None:
    game = get_game("tarocco-lombardo")
    deal = finished_deal(game.id, 4, seed)
    result = deal.result()
    points = result.summary.get("deal_points", [0, 0])
    values = game.deal_values(deal)
    for i, team in enumerate(deal.rules.fixed_teams):
        for s in team:
            assert values[s] == result.deal_score[s] + (points[i] - points[1 - i]) / MARGIN_STEP


def test_lombardy_takes_the_teams_from_the_deal_rules_not_from_the_seat_numbers() -> None:
    game = get_game("tarocco-lombardo")
    deal = finished_deal(game.id, 4, "values-teams")
    result = deal.result()
    points = result.summary.get("deal_points", [0, 0])
    # The same finished deal with partners seated side by side: the shares follow the teams.
    deal.rules = SimpleNamespace(fixed_teams=((0, 1), (2, 3)))
    share = (points[0] - points[1]) / MARGIN_STEP
    assert game.deal_values(deal) == [result.deal_score[0] + share, result.deal_score[1] + share,
                                      result.deal_score[2] - share, result.deal_score[3] - share]


@pytest.mark.parametrize("game_id", ["reseghino", "taroccombre", "taroccombre-5"])
def test_games_without_fixed_teams_count_the_deal_score(game_id: str) -> None:
    game = get_game(game_id)
    deal = finished_deal(game_id, game.player_counts[0], f"values-{game_id}")
    values = game.deal_values(deal)
    assert values == [float(v) for v in deal.result().deal_score]
    assert all(type(v) is float for v in values)
