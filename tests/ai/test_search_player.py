"""The search players: legal and deterministic, blind to hidden cards, within their time."""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from tarotdesk.ai.levels import STANDARD, STRONG
from tarotdesk.ai.random_player import RandomPlayer
from tarotdesk.ai.players import LEVELS, make_player
from tarotdesk.ai.search.player import SearchPlayer
from tarotdesk.core.cards import UNKNOWN
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import available_ids, get_game
from toygame import GAME as TOY

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_helpers import TINY, position  # noqa: E402

def test_levels_give_the_expected_players():
    game = get_game("mattazza")
    assert isinstance(make_player("random", game, 1), RandomPlayer)
    easy = make_player("easy", game, 1)
    assert type(easy).__name__ == "MattazzaPlayer"  # the rule-based player, with noise
    for level in ("standard", "strong"):
        player = make_player(level, game, 1)
        assert isinstance(player, SearchPlayer) and player.config.name == level
    assert make_player("strong", game, 1, time_limit=None).config.time_limit is None
    with pytest.raises(ValueError):
        make_player("grandmaster", game, 1)
    assert LEVELS == ("random", "easy", "standard", "strong")


def test_levels_differ_in_what_they_compute():
    assert STRONG.worlds > STANDARD.worlds and STRONG.work > STANDARD.work
    assert STRONG.inference and not STANDARD.inference
    assert STRONG.model_search and not STANDARD.model_search
    assert STRONG.engine_search and not STANDARD.engine_search
    assert STRONG.solve_below > STANDARD.solve_below and STRONG.exact_root > STANDARD.exact_root


@pytest.mark.parametrize("game_id", available_ids())
def test_tiny_search_plays_a_whole_deal_legally(game_id):
    game = get_game(game_id)
    n = game.player_counts[0]
    match = Match(game, n, seed=f"legal-{game_id}")
    players = [SearchPlayer(game, s, TINY) for s in range(n)]
    while not match.deal_over:
        seat = match.current_player
        action = players[seat].choose(match.view(seat))
        assert action in match.legal_actions()
        match.apply(action, seat)


def test_the_toy_game_is_searched_through_the_engine():
    match = Match(TOY, 4, seed=2)
    player = SearchPlayer(TOY, 0, TINY)
    for _ in range(12):
        seat = match.current_player
        action = player.choose(match.view(seat))
        assert action in match.legal_actions()
        match.apply(action, seat)
    assert player.last_stats["mode"] in ("engine", "exact", "ismcts")


@pytest.mark.parametrize("game_id, phase", [("tarocco-lombardo", "play"), ("tarokk", "play"), ("mattazza", "play"),
                                            ("porrazo", "play"), ("cirulla", "play"), ("taroccombre", "auction"),
                                            ("tarokk", "bidding")])
def test_same_seed_same_choice(game_id, phase):
    match = position(game_id, phase, 3)
    seat = match.current_player
    view = match.view(seat)
    cfg = replace(STANDARD, time_limit=None, work=STANDARD.work // 4)
    first = SearchPlayer(match.game, 7, cfg).choose(view)
    again = SearchPlayer(match.game, 7, cfg).choose(match.view(seat))
    assert first == again


def _hidden_differs(a, b, seat: int) -> bool:
    return any(sorted(a.hands[s]) != sorted(b.hands[s]) for s in range(a.n_players) if s != seat)


@pytest.mark.parametrize("game_id, phase, plays", [
    ("tarocco-lombardo", "play", 5), ("taroccombre-5", "play", 7), ("tarokk", "play", 2),
    ("tarokk", "announcements", 0), ("mattazza", "play", 4), ("porrazo", "play", 2), ("cirulla", "play", 3),
    ("taroccombre", "auction", 0),
])
def test_decision_depends_only_on_the_view(game_id, phase, plays):
    """Another true deal with the same view (other hidden cards) gives the same decision."""
    match = position(game_id, phase, plays)
    seat = match.current_player
    view = match.view(seat)
    other = match.clone()
    for k in range(20):
        other.deal = match.deal.sample_world(seat, SeededRNG(("other", k)))
        if _hidden_differs(other.deal, match.deal, seat):
            break
    assert _hidden_differs(other.deal, match.deal, seat)
    other_view = other.view(seat)
    assert all(c is UNKNOWN for s in range(match.n_players) if s != seat
               for c in other_view.deal.hands[s] if c not in match.deal.hands[s])
    for cfg in (STANDARD, STRONG):
        # Each level as it is, on a fifth of its budget (the same code paths, quicker).
        cfg = replace(cfg, work=cfg.work // 5, iterations=cfg.iterations // 5, time_limit=None,
                      engine_iterations=cfg.engine_iterations // 5)
        a = SearchPlayer(match.game, 11, cfg).choose(view)
        b = SearchPlayer(match.game, 11, cfg).choose(other_view)
        assert a == b, (cfg.name, a, b)


def test_time_limit_stops_a_long_search():
    match = position("tarocco-lombardo", "play", 1)
    seat = match.current_player
    cfg = replace(STRONG, work=10_000_000, iterations=10_000_000, time_limit=0.05)
    player = SearchPlayer(match.game, 1, cfg)
    start = time.perf_counter()
    action = player.choose(match.view(seat))
    elapsed = time.perf_counter() - start
    assert action in match.legal_actions()
    assert player.last_stats["stopped_by_clock"] is True
    assert elapsed < 2.0


def test_last_tricks_are_solved_exactly():
    game = get_game("tarokk")
    for seed in range(40):
        match = Match(game, 4, seed=f"end-{seed}")
        rng = SeededRNG(seed)
        while not match.deal_over and not (match.phase == "play" and match.deal.trick_no >= 7):
            match.apply(rng.choice(match.legal_actions()))
        if not match.deal_over and len(match.legal_actions()) > 1:
            break
    seat = match.current_player
    player = SearchPlayer(game, 3, replace(STRONG, time_limit=None))
    ranked = player.analyse(match.view(seat))
    assert player.last_stats["mode"] == "exact"
    assert ranked[0].score >= ranked[-1].score
    assert {c.action for c in ranked} == set(a for a in match.legal_actions() if a.kind != "session")


def test_search_leaves_the_view_untouched():
    match = position("tarokk", "play", 4)
    seat = match.current_player
    view = match.view(seat)
    hands = [list(h) for h in view.deal.hands]
    trick = list(view.deal.trick)
    SearchPlayer(match.game, 2, TINY).choose(view)
    assert [list(h) for h in view.deal.hands] == hands and list(view.deal.trick) == trick
