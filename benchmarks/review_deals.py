"""Deals for the game review's benchmarks: played by four (or as many as the game seats) strong
players without time limit, so that a seed always gives the same deal on every machine.

Used by ``review_spread.py``, ``review_quality.py`` and ``review_speed.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Iterator

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarotdesk.ai.players import make_player  # noqa: E402
from tarotdesk.ai.review import decisions_of  # noqa: E402
from tarotdesk.ai.search.sim import margins, without_meta  # noqa: E402
from tarotdesk.core.actions import Action  # noqa: E402
from tarotdesk.core.match import Match, MatchView  # noqa: E402
from tarotdesk.core.records import PlayerInfo, Record, record_from_match  # noqa: E402
from tarotdesk.games.registry import get_game  # noqa: E402

#: The Lombardy games count as one family in the figures (one search, one kernel, one scale).
LOMBARDY = ("tarocco-lombardo", "reseghino", "taroccombre", "ombra-arrabbiata", "taroccombre-5",
            "taroccombre-7")


def family(game_id: str) -> str:
    """The family a game's figures are added to: ``lombardy`` for its six games, else the game."""
    return "lombardy" if game_id in LOMBARDY else game_id


def strong_deal(game_id: str, seed: str) -> Match:
    """One deal of ``game_id`` at its first player count, every seat played by the strong level."""
    game = get_game(game_id)
    n = game.player_counts[0]
    match = Match(game, n, {}, seed=seed)
    players = [make_player("strong", game, f"{seed}-seat{s}", time_limit=None) for s in range(n)]
    while not match.deal_over:
        seat = match.current_player
        assert seat is not None
        match.apply(players[seat].choose(match.view(seat)), seat)
    return match


def as_record(match: Match) -> Record:
    """The record of a match played by strong players."""
    return record_from_match(match, [PlayerInfo(f"AI {s + 1}", "ai", "strong") for s in range(match.n_players)])


def seat_margins(match: Match) -> list[float]:
    """Each seat's result of the finished deal, less the table's mean: what the review's values
    measure (they are margins, the same as the results where these sum to zero)."""
    return margins(match.game.deal_values(match.deal))


def choices(match: Match, seats: range | list[int] | None = None) -> Iterator[tuple[int, MatchView, Action]]:
    """``(index, view before, action)`` for every decision of ``seats`` (all by default) in the
    match's first deal that had more than one legal action."""
    for seat in seats if seats is not None else range(match.n_players):
        for index, view, action in decisions_of(match, seat, 0):
            if len(without_meta(view.legal_actions())) > 1:
                yield index, view, action
