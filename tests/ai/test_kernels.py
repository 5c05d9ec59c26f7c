"""The playout kernels against the rules engine: same legal moves, same moves' effects, same results.

:func:`tarotdesk.ai.playout.check.compare` does the comparing; over all families and options
these tests run a little over two thousand random deals (``benchmarks/ai_kernel_check.py`` runs
more).
"""

from __future__ import annotations

import random

import pytest

from tarotdesk.ai.cirulla import kernel as cirulla
from tarotdesk.ai.lombardy import kernel as lombardy
from tarotdesk.ai.mattazza import kernel as mattazza
from tarotdesk.ai.porrazo import kernel as porrazo
from tarotdesk.ai.tarokk import kernel as tarokk
from tarotdesk.ai.playout.check import compare
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import get_game

KERNELS = {"lombardy": lombardy, "mattazza": mattazza, "tarokk": tarokk, "cirulla": cirulla, "porrazo": porrazo}


LOMBARD = ["tarocco-lombardo", "reseghino", "taroccombre", "ombra-arrabbiata", "taroccombre-5", "taroccombre-7"]


@pytest.mark.parametrize("game_id", LOMBARD)
def test_lombard_kernel_matches_engine(game_id):
    n = get_game(game_id).player_counts[0]
    assert compare(game_id, n, 90) > 60


def test_lombard_kernel_options():
    options = {"leftover_rule": "literal", "fool_exchange_card": "blank_if_possible"}
    assert compare("tarocco-lombardo", 4, 60, options, "opt") > 40
    assert compare("taroccombre-5", 5, 60, {"ombre57_win_min": 35, "capot_scope": "declarer",
                                            "leftover_rule": "literal"}, "opt") > 30


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_mattazza_kernel_matches_engine(n):
    assert compare("mattazza", n, 80) == 80


def test_mattazza_kernel_options():
    options = {"contatori_single_use": True, "matto_gift_blank_first": True}
    assert compare("mattazza", 4, 80, options, "opt") == 80


@pytest.mark.parametrize("n", [4, 5])
def test_tarokk_kernel_matches_engine(n):
    assert compare("tarokk", n, 150) > 60


def test_tarokk_kernel_options():
    options = {"double_game": False, "defender_double_volat": True, "pagat_partner_penalty": True}
    assert compare("tarokk", 4, 100, options, "opt") > 40


@pytest.mark.parametrize("n", [2, 3, 4])
def test_cirulla_kernel_matches_engine(n):
    assert compare("cirulla", n, 100) > 90


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 8])
def test_porrazo_kernel_matches_engine(n):
    assert compare("porrazo", n, 60) > 50


def test_porrazo_kernel_options():
    assert compare("porrazo", 4, 60, {"teams": True, "limpia_value": "last_of_run",
                                      "tendido_sets_scope": "all"}, "opt") > 50
    assert compare("porrazo", 6, 60, {"teams": True, "leftover_6p": "dead"}, "opt") > 50


def test_porrazo_kernel_leaves_engine_only_options_to_the_engine():
    game = get_game("porrazo")
    for options in ({"claims": "manual"}, {"porrazo_provisional": True}):
        match = Match(game, 2, options, seed=1)
        assert porrazo.from_deal(match.deal) is None


def test_kernels_refuse_views():
    for game_id in ("tarocco-lombardo", "mattazza", "cirulla", "porrazo"):
        game = get_game(game_id)
        module = KERNELS[game.family]
        for seed in range(20):
            match = Match(game, game.player_counts[0], seed=seed)
            rng = SeededRNG(seed)
            while module.from_deal(match.deal) is None and not match.deal_over:
                match.apply(rng.choice(match.legal_actions()))
            if not match.deal_over:
                break
        seat = match.current_player
        assert seat is not None
        assert module.from_deal(match.deal.view(seat)) is None


@pytest.mark.parametrize("game_id", ["tarocco-lombardo", "taroccombre-7", "tarokk", "mattazza", "cirulla", "porrazo"])
def test_playouts_finish_and_leave_the_original_untouched(game_id):
    game = get_game(game_id)
    n = game.player_counts[0]
    module = KERNELS[game.family]
    done = 0
    for d in range(12):
        match = Match(game, n, seed=f"playout-{d}")
        rng = SeededRNG(d)
        while not match.deal_over and module.from_deal(match.deal) is None:
            match.apply(rng.choice(match.legal_actions()))
        if match.deal_over:
            continue
        kernel = module.from_deal(match.deal)
        before = kernel.copy()
        values = kernel.copy().rollout(random.Random(d))
        assert len(values) == n
        assert kernel.moves() == before.moves() and kernel.to_move() == before.to_move()
        done += 1
    assert done >= 6


def test_remembered_bit_lists_match_the_bits_and_stay_bounded(monkeypatch):
    from tarotdesk.ai.playout import coding

    rng = random.Random(7)
    for _ in range(2000):
        mask = rng.getrandbits(78) & rng.getrandbits(78)
        expected = tuple(i for i in range(78) if mask >> i & 1)
        assert coding.bits(mask) == expected
        assert coding.bits(mask) == expected  # the remembered answer is the same
    monkeypatch.setattr(coding, "REMEMBERED", 4)
    table: dict[int, int] = {}
    for k in range(10):
        assert coding.remember(table, k, k * k) == k * k
        assert len(table) <= 4 and table[k] == k * k
