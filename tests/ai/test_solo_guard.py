"""Hungarian Tarokk: the strong level bids a Solo only where the bid model does."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from tarotdesk.ai.levels import STRONG
from tarotdesk.ai.search.player import Candidate, SearchPlayer
from tarotdesk.ai.support import tarokk as support
from tarotdesk.core.match import DealSetup, Match, MatchView
from tarotdesk.core.rng import derive_seed
from tarotdesk.games.registry import get_game

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_helpers import PASS, bid, node  # noqa: E402


def duplicate_deal(index: int) -> Match:
    """Deal ``index`` of the strength benchmark's seed set, before the first bid."""
    game = get_game("tarokk")
    seed = f"duplicate-2026:tarokk:4:{index}"
    probe = Match(game, 4, seed=seed)
    setup = DealSetup(0, tuple(probe.deck()), 0, probe.first_dealer)
    return Match(game, 4, seed=seed, prearranged=[setup])


def first_bid_view() -> MatchView:
    match = duplicate_deal(2)
    assert match.phase == "bidding"
    return match.view(match.current_player)


def test_the_guard_holds_against_a_solo_only():
    deal = first_bid_view().deal
    assert support.guard(deal, bid("three"), bid("solo"))
    assert support.guard(deal, PASS, bid("solo"))
    assert not support.guard(deal, bid("solo"), bid("solo"))
    assert not support.guard(deal, bid("three"), bid("one"))  # other bids stay with the blend
    assert not support.guard(deal, bid("one"), PASS)


def test_clear_playout_evidence_does_not_buy_a_solo():
    view = first_bid_view()
    player = SearchPlayer(get_game("tarokk"), 3, STRONG)
    results = {bid("solo"): [1.5, 1.2] * 20, bid("three"): [0.1, -0.1] * 10, PASS: [0.0, 0.0]}
    stats = {a: node(a, r) for a, r in results.items()}
    ranked = [Candidate(a, 0.0, stats[a].n, -i) for i, a in enumerate(results)]
    priors = {bid("solo"): -5.0, bid("three"): 1.2, PASS: 0.0}
    order = [c.action for c in player._guarded(view, ranked, priors, stats)]
    assert order[0] == bid("three") and set(order) == set(results)


def test_the_strong_level_no_longer_bids_the_solo_the_playouts_liked():
    """Benchmark deal 2, first bid: the playouts rate a Solo well above the model's Three
    (the Solo was bid and lost at the table); the strong level now bids the Three."""
    view = first_bid_view()
    game = get_game("tarokk")
    seed = derive_seed("duplicate-2026", "tarokk", 2, view.seat)
    guarded = SearchPlayer(game, seed, STRONG)
    assert guarded.choose(view) == bid("three")
    unguarded = SearchPlayer(game, seed, STRONG)
    unguarded.support = dataclasses.replace(guarded.support, guard=None)
    ranked = unguarded.analyse(view)
    assert ranked[0].action == bid("solo")
    solo = ranked[0]
    three = next(c for c in ranked if c.action == bid("three"))
    assert solo.value > three.value
