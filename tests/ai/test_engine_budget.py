"""The engine phases' search budget at the Lombard table of seven."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from tarotdesk.ai.levels import STRONG
from tarotdesk.ai.search.player import SearchPlayer, with_limit
from tarotdesk.ai.lombardy import support
from tarotdesk.games.registry import get_game

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_helpers import TINY, position  # noqa: E402


def test_only_the_large_tables_get_more_engine_playouts():
    for game_id, expected in (("taroccombre", 1.0), ("ombra-arrabbiata", 1.0), ("tarocco-lombardo", 1.0),
                              ("taroccombre-5", 1.0), ("taroccombre-7", support.ENGINE_BUDGET)):
        match = position(game_id, None)
        assert support.engine_budget(match.view(match.current_player).deal) == expected, game_id


def test_the_strong_auction_search_runs_the_scaled_iterations():
    for game_id, players, factor in (("taroccombre-5", 5, 1), ("taroccombre-7", 7, 3)):
        match = position(game_id, "auction")
        assert match.view(0).n_players == players
        # No clock: on a loaded machine the safety net would end the search early.
        player = SearchPlayer(get_game(game_id), 7, with_limit(STRONG, None))
        player.analyse(match.view(match.current_player))
        assert player.last_stats["mode"] == "engine"
        assert player.last_stats["iterations"] == STRONG.engine_iterations * factor


def test_engine_worlds_widen_only_the_phases_searched_on_the_engine():
    wide = replace(TINY, engine_worlds=9)
    for game_id, phase in (("tarokk", "discard"), ("taroccombre", "auction")):
        match = position(game_id, phase)
        view = match.view(match.current_player)
        player = SearchPlayer(get_game(game_id), 7, wide)
        player.analyse(view)
        assert (player.last_stats["mode"], player.last_stats["worlds"]) == ("engine", 9), game_id
    # A phase with a kernel keeps the level's worlds and draws the very same ones.
    match = position("tarokk", "play", plays=5)
    view = match.view(match.current_player)
    narrow, widened = SearchPlayer(get_game("tarokk"), 7, TINY), SearchPlayer(get_game("tarokk"), 7, wide)
    assert narrow.analyse(view) == widened.analyse(view)
    assert widened.last_stats["mode"] != "engine" and widened.last_stats["worlds"] == TINY.worlds
