"""The rule-based Lombard player: legal and deterministic in every decision, blind to hidden
cards, and better than random play."""

from __future__ import annotations

import pytest

from tarotdesk.ai.lombardy.player import LombardPlayer, make_player
from tarotdesk.ai.families import FAMILIES
from tarotdesk.ai.players import make_player as make_level_player
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG, derive_seed
from tarotdesk.games.lombardy import GAMES

IDS = tuple(GAMES)
OPTIONS = {
    "taroccombre": {"named_card_in_discard": "rename"},
    "ombra-arrabbiata": {"surrender": True},
    "taroccombre-5": {"surrender": True, "all_pass": "redeal"},
    "taroccombre-7": {"fool_exchange_card": "blank_if_possible"},
    "reseghino": {"monte_in_reseghino": True, "exposure_in_reseghino": True},
}


def _play(game_id: str, seed: int, options=None, players=None) -> tuple[Match, set[str]]:
    game = GAMES[game_id]
    n = game.player_counts[0]
    match = Match(game, n, options, seed=seed)
    players = players or [make_player(game, s) for s in range(n)]
    phases: set[str] = set()
    while not match.over:
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player
        phases.add(match.phase)
        match.apply(players[seat].choose(match.view(seat)), seat)
    return match, phases


def test_registry_knows_the_rule_based_player():
    assert FAMILIES["lombardy"] == "lombardy"
    for game in GAMES.values():
        assert isinstance(make_player(game, 3), LombardPlayer)
    game = GAMES["reseghino"]
    players = [make_level_player("easy", game, s) for s in range(3)]
    match, _ = _play("reseghino", 5, players=players)
    assert match.over


@pytest.mark.parametrize("game_id", IDS)
def test_decides_every_phase_legally(game_id):
    phases: set[str] = set()
    for seed in range(3):
        _, seen = _play(game_id, seed, OPTIONS.get(game_id))
        phases |= seen
    assert {"discard", "play"} <= phases
    if GAMES[game_id].variant.auction:
        assert "auction" in phases


def test_same_seed_same_game():
    a, _ = _play("taroccombre-5", 11)
    b, _ = _play("taroccombre-5", 11)
    assert a.actions == b.actions


@pytest.mark.parametrize("game_id", IDS)
def test_choices_depend_only_on_the_view(game_id):
    """A world that differs only in cards the seat cannot see gives the same decision."""
    game = GAMES[game_id]
    n = game.player_counts[0]
    player = make_player(game, 0)
    rng = SeededRNG(game_id)
    compared = 0
    for seed in range(3):
        match = Match(game, n, seed=seed)
        while not match.deal_over:
            seat = match.current_player
            view = match.view(seat)
            action = player.choose(view)
            if rng.below(4) == 0:
                other = match.clone()
                other.deal = match.deal.sample_world(seat, rng)
                assert player.choose(other.view(seat)) == action
                compared += 1
            match.apply(action, seat)
    assert compared > 10


def _duel(game_id: str, deals: int) -> tuple[float, float]:
    """Mean deal score of the rule-based player(s) and of the random seats, seats rotated."""
    game = GAMES[game_id]
    n = game.player_counts[0]
    teams = game.variant.fixed_teams
    rotations = range(2) if teams else range(n)
    smart = make_player(game, 1)
    total_smart = total_random = 0.0
    count_smart = count_random = 0
    for i in range(deals):
        for r in rotations:
            match = Match(game, n, seed=derive_seed("duel", game_id, i), first_dealer=i % n)
            rng = SeededRNG(derive_seed("duel-random", i, r))
            mine = {s for s in range(n) if (s % 2 == r if teams else s == r)}
            while not match.deal_over:
                seat = match.current_player
                if seat in mine:
                    action = smart.choose(match.view(seat))
                else:
                    action = rng.choice(match.legal_actions())
                match.apply(action, seat)
            result = match.results[-1]
            # Lombardy deals score game points only for a cappotto: compare the card points.
            score = [p - 36 for p in result.summary["team_points"]] if teams and "team_points" in \
                result.summary else ([0, 0] if teams else result.deal_score)
            for s in range(n):
                value = score[s % 2] if teams else score[s]
                if s in mine:
                    total_smart += value
                    count_smart += 1
                else:
                    total_random += value
                    count_random += 1
    return total_smart / count_smart, total_random / count_random


@pytest.mark.parametrize("game_id,deals,margin", [
    ("tarocco-lombardo", 12, 8.0), ("reseghino", 10, 4.0), ("taroccombre", 10, 3.0),
    ("ombra-arrabbiata", 8, 4.0), ("taroccombre-5", 6, 4.0), ("taroccombre-7", 5, 4.0),
])
def test_beats_random_play(game_id, deals, margin):
    smart, random = _duel(game_id, deals)
    assert smart - random > margin, (smart, random)

