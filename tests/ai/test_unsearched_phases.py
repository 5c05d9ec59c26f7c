"""Phases a family leaves unsearched: every Tarokk decision before the play is taken as the
standard level takes it (the bid model, the sampled estimates of the announcements and the
surrender, else the rule-based player); the search plays the cards."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from tarotdesk.ai.families import support_for
from tarotdesk.ai.levels import STANDARD, STRONG
from tarotdesk.ai.search.player import SearchPlayer, with_limit
from tarotdesk.ai.tarokk import bonus as tarokk_bonus
from tarotdesk.ai.tarokk.support import weight
from tarotdesk.core.match import DealSetup, Match, MatchView
from tarotdesk.core.rng import derive_seed
from tarotdesk.games.registry import get_game

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_helpers import advance, bid  # noqa: E402

# No clock: on a loaded machine the safety net would end a search early and change its choice.
FULL = with_limit(STRONG, None)
PRE_PLAY = {"bidding", "contract", "discard", "annulment", "surrender", "call", "announcements"}


def searched_freely(player: SearchPlayer) -> SearchPlayer:
    """The same player with every phase searched (what the strong level did before)."""
    free = SearchPlayer(player.game, player.seed, player.config)
    free.support = dataclasses.replace(player.support, unsearched_phases=frozenset(), estimated_phases=frozenset())
    return free


def duplicate_deal(index: int) -> Match:
    """Deal ``index`` of the strength benchmark's seed set, before the first bid."""
    game = get_game("tarokk")
    seed = f"duplicate-2026:tarokk:4:{index}"
    probe = Match(game, 4, seed=seed)
    setup = DealSetup(0, tuple(probe.deck()), 0, probe.first_dealer)
    return Match(game, 4, seed=seed, prearranged=[setup])


def announcement_view(seed: int, plays: int) -> MatchView:
    match = advance(Match(get_game("tarokk"), 4, seed=f"ann-{seed}"), seed, "announcements", plays)
    assert match.phase == "announcements"
    return match.view(match.current_player)


def test_only_tarokk_leaves_phases_unsearched():
    assert support_for(get_game("tarokk")).unsearched_phases == PRE_PLAY
    for game_id in ("tarocco-lombardo", "taroccombre-5", "taroccombre-7", "mattazza", "porrazo", "cirulla"):
        assert not support_for(get_game(game_id)).unsearched_phases


# Positions where the strong level's search, left free, announces a bonus the rules do not.
@pytest.mark.parametrize(("seed", "plays"), [(6, 3), (32, 4)])
def test_the_strong_level_announces_by_the_sampled_estimates(seed: int, plays: int):
    """The announcements are valued on sampled deals played out (not searched): the strong
    level, its hints and the standard level take the action those estimates clearly favour."""
    view = announcement_view(seed, plays)
    player = SearchPlayer(get_game("tarokk"), 7, FULL)
    found = tarokk_bonus.estimates(view, view.legal_actions(), weight)
    assert found is not None
    expected = tarokk_bonus.choice(found)
    assert player.choose(view) == expected
    ranked = player.analyse(view)
    assert ranked[0].action == expected
    assert player.last_stats["mode"] == "model"
    standard = SearchPlayer(get_game("tarokk"), 7, STANDARD)
    assert standard.choose(view) == expected


def test_the_strong_level_bids_the_models_three_where_the_playouts_liked_a_solo():
    """Benchmark deal 2, first bid: the playouts rate a Solo well above the model's Three (the
    Solo was bid and lost at the table); the strong level bids the Three, and its hints put the
    Three first while showing the search's values."""
    match = duplicate_deal(2)
    view = match.view(match.current_player)
    game = get_game("tarokk")
    seed = derive_seed("duplicate-2026", "tarokk", 2, view.seat)
    player = SearchPlayer(game, seed, FULL)
    assert player.choose(view) == bid("three")
    assert searched_freely(player).choose(view) == bid("solo")
    ranked = player.analyse(view)
    assert ranked[0].action == bid("three")
    assert sum(c.visits for c in ranked) > 0
    solo = next(c for c in ranked if c.action == bid("solo"))
    assert solo.value > ranked[0].value  # what the search found is still shown


@pytest.mark.parametrize("index", [2000, 2002, 2003, 2018])
def test_before_the_play_the_strong_level_decides_as_the_standard_level(index: int):
    """Every decision of every seat before the first card, on benchmark deals where the
    strong level had searched its way elsewhere: a bid, a contract, a discard, a call."""
    match = duplicate_deal(index)
    game = get_game("tarokk")
    strong = [SearchPlayer(game, derive_seed("duplicate-2026", "tarokk", index, s), FULL) for s in range(4)]
    standard = [SearchPlayer(game, derive_seed("duplicate-2026", "tarokk", index, s), STANDARD) for s in range(4)]
    decisions = differed = 0
    while match.phase != "play":
        seat = match.current_player
        view = match.view(seat)
        action = standard[seat].choose(view)
        assert strong[seat].choose(view) == action, (match.phase, seat)
        if len(view.legal_actions()) > 1:
            decisions += 1
            differed += searched_freely(strong[seat]).choose(view) != action
        match.apply(action, seat)
    assert decisions >= 8
    assert differed >= 1  # the search alone would have chosen otherwise somewhere in the deal
