"""Matches and records for the storage tests: random legal play, seeded, any game id."""

from __future__ import annotations

from tarotdesk.ai.players import make_player
from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo, Record, record_from_match
from tarotdesk.games.registry import get_game


def played(game_id: str, seed: int | str = 1, n: int | None = None, actions: int | None = None,
           humans: tuple[int, ...] = (0,), flags: dict | None = None) -> tuple[Record, Match]:
    """A match of random legal moves (whole, or its first ``actions`` actions) and its record."""
    game = get_game(game_id)
    n = n or game.player_counts[0]
    match = Match(game, n, seed=seed)
    players = [make_player("random", game, f"{seed}-{s}") for s in range(n)]
    while not match.over and (actions is None or len(match.actions) < actions):
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player
        match.apply(players[seat].choose(match.view(seat)), seat)
    infos = [PlayerInfo(f"P{s}", "human" if s in humans else "ai", None if s in humans else "random")
             for s in range(n)]
    return record_from_match(match, infos, flags=flags), match


def state_key(match: Match) -> tuple:
    """What must be equal for two matches to be the same position (cheap enough for every step)."""
    from contract import fingerprint

    return (match.deal_index, len(match.actions), match.current_player, match.phase, list(match.scores),
            [list(r.deal_score) for r in match.results], fingerprint(match.deal))
