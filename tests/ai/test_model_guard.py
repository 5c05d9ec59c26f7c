"""The guard on the bid model's choice at the Lombard tables of five and seven."""

from __future__ import annotations

import sys
from pathlib import Path

from tarotdesk.ai.levels import STRONG
from tarotdesk.ai.search.player import Candidate, SearchPlayer
from tarotdesk.ai.lombardy import support
from tarotdesk.core.actions import Action
from tarotdesk.core.match import Match, MatchView
from tarotdesk.games.registry import get_game

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_helpers import PASS, advance, bid, node, position  # noqa: E402


def auction_view(game_id: str) -> MatchView:
    match = position(game_id, "auction")
    return match.view(match.current_player)


def test_the_guard_holds_only_downwards_at_five_and_seven():
    for game_id in ("taroccombre-5", "taroccombre-7"):
        view = auction_view(game_id)
        deal = view.deal
        assert support.guard(deal, bid("due"), PASS)
        assert support.guard(deal, bid("niente"), bid("una"))
        assert not support.guard(deal, bid("due"), bid("una"))  # bidding higher stays free
        assert not support.guard(deal, PASS, bid("due"))
    for game_id in ("taroccombre", "ombra-arrabbiata"):
        view = auction_view(game_id)
        assert not support.guard(view.deal, bid("due"), PASS)


def ranked_after_guard(results: dict[Action, list[float]], priors: dict[Action, float]) -> list[Action]:
    view = auction_view("taroccombre-5")
    player = SearchPlayer(get_game("taroccombre-5"), 3, STRONG)
    stats = {a: node(a, r) for a, r in results.items()}
    # The blended ranking puts the pass first; the guard decides whether it may stay there.
    ranked = [Candidate(a, 0.0, stats[a].n, -i) for i, a in enumerate(results)]
    return [c.action for c in player._guarded(view, ranked, priors, stats)]


def test_a_pass_without_evidence_gives_way_to_the_models_bid():
    results = {PASS: [0.1, -0.1] * 10, bid("due"): [1.5, -1.6] * 10}
    order = ranked_after_guard(results, {PASS: 0.0, bid("due"): 0.3})
    assert order[0] == bid("due") and set(order) == set(results)


def test_a_clearly_better_pass_is_kept():
    results = {PASS: [0.1, -0.1] * 10, bid("due"): [-1.5, -1.2] * 10}
    order = ranked_after_guard(results, {PASS: 0.0, bid("due"): 0.3})
    assert order[0] == PASS


def test_the_model_passing_leaves_the_blend_alone():
    results = {bid("due"): [0.4, 0.2] * 10, PASS: [0.1, -0.1] * 10}
    order = ranked_after_guard(results, {PASS: 0.0, bid("due"): -0.2})
    assert order[0] == bid("due")


def test_the_strong_player_keeps_the_models_bid_in_real_auctions():
    """Over real auction positions at five, the strong level bids lower than the model only
    where the search's statistics clear the guard's bar."""
    game = get_game("taroccombre-5")
    checked = 0
    for seed in range(40):
        match = advance(Match(game, 5, seed=f"guard-{seed}"), seed, "auction")
        if match.deal_over or len(match.legal_actions()) < 2:
            continue
        view = match.view(match.current_player)
        legal = [a for a in view.legal_actions() if a.kind != "session"]
        priors = support.priors(view, legal)
        assert priors is not None
        model = max(legal, key=lambda a: priors[a])
        player = SearchPlayer(game, seed, STRONG)
        ranked = player.analyse(view)
        checked += 1
        if support.guard(view.deal, model, ranked[0].action):
            model_c = next(c for c in ranked if c.action == model)
            assert ranked[0].visits >= 5 and model_c.visits >= 2
    assert checked >= 5

