"""Every family's deal in play gives a snapshot of plain, immutable values (what the kernels read)."""

from __future__ import annotations

import random

import pytest

from tarotdesk.core.match import Match
from tarotdesk.games.registry import get_game

CASES = [("tarocco-lombardo", 4, "play"), ("taroccombre-5", 5, "play"), ("mattazza", 4, "play"),
         ("tarokk", 4, "play"), ("cirulla", 2, None), ("cirulla", 4, None), ("porrazo", 3, None)]


@pytest.mark.parametrize("game_id,n,phase", CASES)
def test_the_snapshot_holds_only_immutable_values_and_a_clone_gives_the_same(game_id: str, n: int, phase: str | None) -> None:
    rng = random.Random(game_id)
    for d in range(20):
        match = Match(get_game(game_id), n, seed=f"snapshot-{d}")
        while not match.deal_over and phase is not None and match.deal.phase != phase:
            match.apply(rng.choice(match.legal_actions()))
        if not match.deal_over:
            break
    else:
        pytest.fail("no deal reached its play")
    for _ in range(3):
        match.apply(rng.choice(match.legal_actions()))
    before = match.deal.snapshot()
    hash(before)  # raises if a list, a dict or a set is inside
    assert before == match.deal.clone().snapshot()
