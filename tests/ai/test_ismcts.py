"""ISMCTS: each endgame of each world is solved once, and that changes nothing but the time."""

from __future__ import annotations

import random

import pytest

from tarotdesk.ai.families import support_for
from tarotdesk.ai.search import ismcts
from tarotdesk.ai.search.endgame import solve
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import get_game

#: The search's solver threshold in these tests (cards left).
SOLVE_BELOW = 6


def _worlds(game_id: str, count: int) -> tuple[list, int]:
    """Worlds a few moves before the solver takes over (so that iterations reach it)."""
    game = get_game(game_id)
    support = support_for(game)
    for seed in range(40):
        match = Match(game, game.player_counts[0], seed=f"late-{seed}")
        rng = SeededRNG(seed)
        while not match.deal_over:
            kernel = support.kernel(match.deal)
            choices = [a for a in match.legal_actions() if a.kind != "session"]
            if kernel is not None and kernel.cards_left() <= SOLVE_BELOW + 3 and len(choices) > 1:
                seat = match.current_player
                deal = match.view(seat).deal
                worlds = [support.kernel(deal.sample_world(seat, SeededRNG(i))) for i in range(count)]
                assert all(w is not None for w in worlds)
                return worlds, seat
            match.apply(rng.choice(match.legal_actions()))
    raise AssertionError(f"no late position in {game_id}")


def _run(worlds: list, seat: int, solver) -> list[tuple]:
    """Each root move's visits and total after a fixed search."""
    result = ismcts.search(worlds, seat, 400, random.Random(7), solver=solver, solve_below=SOLVE_BELOW)
    return [(ch.move, ch.n, round(ch.w, 9)) for ch in result.ranked()]


@pytest.mark.parametrize("game_id", ["porrazo", "cirulla", "tarokk", "mattazza"])
def test_each_endgame_is_solved_once_with_the_same_result(game_id, monkeypatch):
    worlds, seat = _worlds(game_id, 4)
    calls: list = []

    def counting(world, root_seat):
        calls.append(world)  # one entry per solve actually run
        return solve(world, root_seat)

    with_table = _run(worlds, seat, counting)
    solved_once = len(calls)
    # The same search with the table bypassed: every visit solves again.
    monkeypatch.setattr(ismcts, "_solved", lambda table, wi, trail, solver, world, s: solver(world, s))
    calls.clear()
    without_table = _run(worlds, seat, counting)
    assert with_table == without_table
    assert 0 < solved_once < len(calls)
