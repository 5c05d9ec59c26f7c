"""Playing alone at the partner call of Tarocc'Ombre for five and seven, valued on sampled deals
against the rule-based call."""

from __future__ import annotations

import pytest

from tarotdesk.ai.lombardy import player as rules
from tarotdesk.ai.hints import hints
from tarotdesk.ai.levels import STANDARD, STRONG
from tarotdesk.ai.search.player import SearchPlayer, with_limit
from tarotdesk.ai.lombardy import support
from tarotdesk.ai.lombardy import alone as lombardy_alone
from tarotdesk.core.match import Match, MatchView
from tarotdesk.games.registry import get_game


def call_position(game_id: str) -> MatchView:
    """The first partner call of a fixed seed list, the deal played by the rule-based player."""
    game = get_game(game_id)
    player = rules.make_player(game, 0)
    for seed in range(100):
        match = Match(game, game.player_counts[0], seed=f"alone-{seed}")
        while not match.deal_over and match.phase != "partner-call":
            match.apply(player.choose(match.view(match.current_player)))
        if not match.deal_over and any(a.kind == "alone" for a in match.legal_actions()):
            return match.view(match.current_player)
    raise AssertionError("no partner call found")


@pytest.mark.parametrize("game_id", ["taroccombre-5", "taroccombre-7"])
def test_playing_alone_is_compared_with_the_rule_based_call(game_id: str):
    view = call_position(game_id)
    legal = view.legal_actions()
    call = rules.choose_call(view.deal, view.seat, legal)
    found = lombardy_alone.estimate(view, legal, call, support.weight)
    assert found is not None
    assert found.worlds == lombardy_alone.WORLDS
    assert found.gain == pytest.approx(found.alone_value - found.call_value)
    assert found.se > 0.0
    expected = next(a for a in legal if a.kind == "alone") if found.margin > 0 else call
    game = get_game(game_id)
    for config in (STANDARD, with_limit(STRONG, None)):
        assert SearchPlayer(game, 5, config).choose(view) == expected
    shown = hints(view, k=2, time_limit=None)
    assert shown[0].action == expected
    assert {h.reason for h in shown} <= {"alone-value", "call-value", "call"}
    assert shown[0].reason in ("alone-value", "call-value")


def test_no_estimate_where_playing_alone_is_not_offered():
    game = get_game("taroccombre-5")
    match = Match(game, 5, seed="alone-none")
    view = match.view(match.current_player)
    legal = view.legal_actions()
    assert lombardy_alone.estimate(view, legal, legal[0], support.weight) is None
