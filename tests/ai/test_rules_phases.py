"""Phases whose choice stays the rule-based player's at every level (Tarokk's announcements)."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from tarotdesk.ai.families import support_for
from tarotdesk.ai.levels import STRONG
from tarotdesk.ai.search.player import SearchPlayer, with_limit
from tarotdesk.core.match import Match
from tarotdesk.games.registry import get_game

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_helpers import advance  # noqa: E402

FULL = with_limit(STRONG, None)


def announcement_view(seed: int, plays: int):
    game = get_game("tarokk")
    match = advance(Match(game, 4, seed=f"ann-{seed}"), seed, "announcements", plays)
    assert match.phase == "announcements"
    return game, match.view(match.current_player)


def test_only_tarokk_keeps_the_rules_in_a_phase():
    assert support_for(get_game("tarokk")).rules_phases == frozenset({"announcements"})
    for game_id in ("tarocco-lombardo", "taroccombre-5", "mattazza", "porrazo", "cirulla"):
        assert not support_for(get_game(game_id)).rules_phases


# Positions where the strong level's search, left free, announces a bonus the rules do not.
@pytest.mark.parametrize(("seed", "plays"), [(6, 3), (32, 4)])
def test_the_strong_level_keeps_the_rule_based_announcement(seed: int, plays: int):
    game, view = announcement_view(seed, plays)
    player = SearchPlayer(game, 7, FULL)
    rule = player._rule_choice(view)
    free = SearchPlayer(game, 7, FULL)
    free.support = dataclasses.replace(free.support, rules_phases=frozenset())
    assert free.choose(view) != rule  # the search alone would leave the rules here
    ranked = player.analyse(view)
    assert ranked[0].action == rule
    assert player.choose(view) == rule
    # The search still ran: the hints show what it found for every action.
    assert player.last_stats["mode"] == "engine"
    assert sum(c.visits for c in ranked) > 0
