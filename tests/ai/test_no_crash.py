"""The search players never fail on a legal position: whole deals of every game, at every player
count, under drawn combinations of the game's rule options, played by the standard and the strong
level, each at every seat and alone against random players (who reach positions no search would
choose), fail on any exception a player raises.

The levels keep everything that decides which code runs (inference, model search, exact solving,
the margin, the announcement and surrender estimates) with their budgets cut to a few playouts, so
that 1,008 deals fit in CI's time: for each of the 21 (game, player count) pairs, 4 option sets (the
defaults and 3 drawn with a fixed seed, a refused combination drawn again), and for each set and
level one deal with the level at every seat and five with it at one seat against random players.
"""

from __future__ import annotations

import random
import traceback
from dataclasses import replace
from typing import Any

import pytest

from tarotdesk.ai.base import Player
from tarotdesk.ai.levels import STANDARD, STRONG
from tarotdesk.ai.random_player import RandomPlayer
from tarotdesk.ai.search.player import SearchConfig, SearchPlayer
from tarotdesk.core.game import Game, OptionError, OptionSpec
from tarotdesk.core.match import Match
from tarotdesk.games.registry import all_games, get_game

pytestmark = pytest.mark.slow  # about two minutes in all; CI runs it (it runs the whole suite)

OPTION_SETS = 4
AGAINST_RANDOM = 5


def small(config: SearchConfig) -> SearchConfig:
    """The level with a budget of a few playouts and no clock (the same play on every machine)."""
    return replace(config, worlds=2, iterations=40, work=1500, engine_iterations=6, engine_worlds=0,
                   exact_worlds=2, time_limit=None)


LEVELS = {"standard": small(STANDARD), "strong": small(STRONG)}


def drawn(spec: OptionSpec, rng: random.Random) -> Any:
    """A value of ``spec`` drawn at random."""
    if spec.kind == "bool":
        return rng.random() < 0.5
    if spec.kind == "int":
        return rng.randint(spec.minimum, spec.maximum)  # type: ignore[arg-type]
    if spec.choices is not None:
        return rng.choice(spec.choices)
    return spec.default


def option_sets(game: Game, n: int) -> list[dict[str, Any]]:
    """The defaults, then combinations drawn from the specs that the game accepts."""
    rng = random.Random(f"no-crash:{game.id}:{n}")
    found: list[dict[str, Any]] = [{}]
    while len(found) < OPTION_SETS:
        options = {s.name: drawn(s, rng) for s in game.option_specs if s.players is None or n in s.players}
        try:
            Match(game, n, options, seed=0)
        except OptionError:
            continue
        found.append(options)
    return found


def play_deal(match: Match, players: list[Player]) -> None:
    """Play the match's first deal to its end; AssertionError naming the position if a player fails."""
    while not match.deal_over:
        seat = match.current_player
        assert seat is not None
        try:
            action = players[seat].choose(match.view(seat))
        except Exception as exc:
            made = " ".join(f"{s}:{a.text}" for s, a in match.actions)
            raise AssertionError(f"{match.game.id}, {match.n_players} players, options {match.options}, seed "
                                 f"{match.seed!r}: {players[seat].name} at seat {seat} raised {exc!r} after "
                                 f"{made}\n{traceback.format_exc()}") from None
        match.apply(action, seat)


def test_the_sizes_are_as_the_module_says():
    pairs = [(g, n) for g in all_games() for n in g.player_counts]
    assert len(pairs) == 21
    assert len(pairs) * OPTION_SETS * len(LEVELS) * (1 + AGAINST_RANDOM) == 1008


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_the_search_levels_play_whole_deals_under_drawn_options(game_id):
    game = get_game(game_id)
    deals = 0
    for n in game.player_counts:
        for i, options in enumerate(option_sets(game, n)):
            for level, config in LEVELS.items():
                for k in range(1 + AGAINST_RANDOM):
                    seed = f"no-crash:{n}:{i}:{level}:{k}"
                    players: list[Player] = [SearchPlayer(game, f"{seed}:{s}", config) for s in range(n)]
                    if k:  # the level at one seat, a different one each time, the others random
                        players = [p if s == k % n else RandomPlayer(f"{seed}:{s}") for s, p in enumerate(players)]
                    play_deal(Match(game, n, options, seed=seed), players)
                    deals += 1
    assert deals == len(game.player_counts) * OPTION_SETS * len(LEVELS) * (1 + AGAINST_RANDOM)
