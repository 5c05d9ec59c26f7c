"""A two-player match of a rule-based player against random legal play, for the strength scripts
of the fishing games (each seed is played with the seats swapped by the caller)."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarotdesk.ai.random_player import RandomPlayer  # noqa: E402
from tarotdesk.core.match import Match  # noqa: E402
from tarotdesk.games.registry import get_game  # noqa: E402

#: The rule-based player's decisions and the seconds it spent on them, over every match played.
DECISIONS = [0, 0.0]


def play_match(game_id: str, make_player: Callable[[Any, str], Any], seed: int, rules_seat: int) -> Match:
    """Play one whole match, the rule-based player in ``rules_seat``; the finished match."""
    game = get_game(game_id)
    match = Match(game, 2, seed=seed)
    players = [RandomPlayer(f"random:{seed}:{rules_seat}:{s}") for s in range(2)]
    players[rules_seat] = make_player(game, f"{seed}:{rules_seat}")
    while not match.over:
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player
        assert seat is not None
        view = match.view(seat)
        clock = time.perf_counter()
        action = players[seat].choose(view)
        if seat == rules_seat:
            DECISIONS[0] += 1
            DECISIONS[1] += time.perf_counter() - clock
        match.apply(action, seat)
    return match
