"""The compiled kernels, solver and tree walk against the Python ones: the same draws, the same play.

Where the extension is built, every compiled kernel is compared with its Python reference on
random positions (moves, costs, rollouts with the generator's state after them, whole deals of
random moves, exact solves) and the compiled search with the Python search on the same worlds
(the tree to three levels, the ranking, the generator's state). Without the extension the same
tests check that the Python kernels are the ones in use.
"""

from __future__ import annotations

import importlib
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tarotdesk.ai import native
from tarotdesk.ai.families import family_ai
from tarotdesk.ai.search import ismcts
from tarotdesk.ai.search.endgame import exact_values, solve, solve_margin
from tarotdesk.core.match import Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import get_game

ROOT = Path(__file__).resolve().parents[2]

#: Games and player counts whose kernels are compared, by family.
TABLES = {
    "tarokk": [("tarokk", 4, None), ("tarokk", 5, None),
               ("tarokk", 4, {"double_game": False, "defender_double_volat": True, "pagat_partner_penalty": True})],
    "cirulla": [("cirulla", 2, None), ("cirulla", 3, None), ("cirulla", 4, None),
                ("cirulla", 2, {"matta_wild_for_barsega": False, "equal_card_priority": True,
                                "primiera_requires_all_suits": True, "ace_full_capture": "sweep_only"})],
    "porrazo": [("porrazo", 2, None), ("porrazo", 3, None), ("porrazo", 5, None), ("porrazo", 8, None),
                ("porrazo", 4, {"teams": True, "limpia_value": "last_of_run", "tendido_sets_scope": "all"}),
                ("porrazo", 6, {"teams": True, "leftover_6p": "dead"})],
    "mattazza": [("mattazza", 3, None), ("mattazza", 4, None), ("mattazza", 6, None),
                 ("mattazza", 4, {"contatori_single_use": True, "matto_gift_blank_first": True})],
    "lombardy": [(game_id, get_game(game_id).player_counts[0], None) for game_id in
                 ("tarocco-lombardo", "reseghino", "taroccombre", "ombra-arrabbiata", "taroccombre-5", "taroccombre-7")]
                + [("tarocco-lombardo", 4, {"leftover_rule": "literal", "fool_exchange_card": "blank_if_possible"}),
                   ("taroccombre-5", 5, {"ombre57_win_min": 35, "capot_scope": "declarer", "leftover_rule": "literal"})],
}
CASES = [(family, game_id, n, options) for family, tables in TABLES.items() for game_id, n, options in tables]


def kernel_module(game_id: str):
    """The kernel module of ``game_id``'s family."""
    return importlib.import_module(f"{family_ai(get_game(game_id).family).__name__}.kernel")


def positions(game_id: str, n: int, options: dict | None, deals: int, prefix: str):
    """Complete deals at a random point of the kernel's phases (one per deal that reaches them)."""
    game = get_game(game_id)
    module = kernel_module(game_id)
    for d in range(deals):
        match = Match(game, n, options, seed=f"{prefix}-{d}")
        rng = SeededRNG(f"{prefix}-actions-{d}")
        stop = SeededRNG(f"{prefix}-stop-{d}").below(40)
        steps = 0
        while not match.deal_over:
            if module.python_kernel(match.deal) is not None:
                if steps >= stop:
                    yield match
                    break
                steps += 1
            match.apply(rng.choice(match.legal_actions()))


def no_extension_in_use() -> None:
    """Without the extension: nothing is compiled, the kernels are the Python ones."""
    assert not native.ON and native.FAMILIES == []
    assert native.describe().startswith("Python")


@pytest.mark.parametrize("seed", range(40))
def test_the_generator_continues_as_random_random(seed):
    if native.MODULE is None:
        no_extension_in_use()
        return
    ours, theirs = random.Random(seed), random.Random(seed)
    for k in (0, 1, 7, 31, 32, 33, 53, 64):
        count = 1 + seed * 17 % 700  # crosses the 624-word refills at different points
        assert native.MODULE.draw(ours, k, count) == [theirs.random() if k == 0 else theirs.getrandbits(k)
                                                      for _ in range(count)]
        assert ours.getstate() == theirs.getstate()
    assert ours.random() == theirs.random()


@pytest.mark.parametrize("family, game_id, n, options", CASES)
def test_compiled_kernels_play_as_the_python_ones(family, game_id, n, options):
    module = kernel_module(game_id)
    if native.MODULE is None:
        no_extension_in_use()
        match = next(positions(game_id, n, options, 20, "native"))
        assert type(module.from_deal(match.deal)) is type(module.python_kernel(match.deal))
        return
    checked = 0
    for i, match in enumerate(positions(game_id, n, options, 36, "native")):
        py = module.python_kernel(match.deal)
        c = module.compiled(py)
        assert native.is_compiled(c) and not native.is_compiled(py)
        assert (c.to_move(), c.moves(), c.cost(), c.cards_left()) == (py.to_move(), py.moves(), py.cost(), py.cards_left())
        assert [c.action(m) for m in c.moves()] == [py.action(m) for m in py.moves()]
        for s in range(3):
            r1, r2 = random.Random(s), random.Random(s)
            assert c.copy().rollout(r1) == py.copy().rollout(r2)
            assert r1.getstate() == r2.getstate()
        # The compiled world as a Python kernel again (what its scores are read from) plays on as
        # the kernel it was made from: every slot the Python kernel's playout reads is set.
        r1, r2 = random.Random(7), random.Random(7)
        assert c.reference().copy().rollout(r1) == py.copy().rollout(r2)
        rng = random.Random(i)
        p2, c2 = py.copy(), c.copy()
        while p2.to_move() >= 0:
            moves = p2.moves()
            assert c2.moves() == moves and c2.to_move() == p2.to_move() and c2.cards_left() == p2.cards_left()
            move = rng.choice(moves)
            p2.play(move)
            c2.play(move)
        assert c2.to_move() == -1 and c2.raw_values() == p2.raw_values() and c2.values() == p2.values()
        if py.cards_left() <= 8 and py.to_move() >= 0:
            for solver in (solve, solve_margin):
                assert solver(c.copy(), 0) == solver(py.copy(), 0)
            seat = py.to_move()
            assert exact_values(c, seat, c.moves()) == exact_values(py, seat, py.moves())
        checked += 1
    assert checked >= 20


def sampled_worlds(game_id: str, count: int, left: int, seed: int):
    """Python kernel worlds sampled from a seat's view once at most ``left`` cards are left."""
    game = get_game(game_id)
    module = kernel_module(game_id)
    match = Match(game, game.player_counts[0], seed=f"native-search-{seed}")
    rng = SeededRNG(seed)
    while not match.deal_over:
        k = module.python_kernel(match.deal)
        if k is not None and k.cards_left() <= left and len([a for a in match.legal_actions() if a.kind != "session"]) > 1:
            seat = match.current_player
            deal = match.view(seat).deal
            return [module.python_kernel(deal.sample_world(seat, SeededRNG(i))) for i in range(count)], seat
        match.apply(rng.choice(match.legal_actions()))
    return None


def tree(node, depth: int = 3):
    """A node's children, their statistics and theirs, to ``depth`` levels."""
    if depth == 0:
        return None
    return [(key, ch.seat, ch.move, ch.n, ch.w, ch.w2, ch.avail, tree(ch, depth - 1))
            for key, ch in node.children.items()]


SEARCHES = [{}, {"weights": [0.5, 1.0, 2.0, 0.1, 1.0, 3.0]}, {"solver": solve, "solve_below": 6},
            {"solver": solve_margin, "solve_below": 6, "margin": True}, {"flat": True}, {"margin": True, "exploration": 1.3},
            {"focus": "last", "focus_share": 0.3}]


@pytest.mark.parametrize("game_id", sorted({game_id for _, game_id, _, _ in CASES}))
def test_the_compiled_search_grows_the_python_searchs_tree(game_id):
    module = kernel_module(game_id)
    if native.MODULE is None:
        no_extension_in_use()
        return
    compared = 0
    for seed in range(3):
        for left in (30, 12, 8):
            found = sampled_worlds(game_id, 6, left, seed)
            if found is None:
                continue
            py, seat = found
            compiled = [module.compiled(k) for k in py]
            for options in SEARCHES:
                options = dict(options)
                if options.get("focus") == "last":
                    options["focus"] = py[0].moves()[-1]
                r1, r2 = random.Random(seed), random.Random(seed)
                a = ismcts.search(py, seat, 300, r1, **options)
                b = ismcts.search(compiled, seat, 300, r2, **options)
                assert type(b.root) is not ismcts.Node  # the compiled walk ran
                assert b.iterations == a.iterations == 300
                assert tree(b.root) == tree(a.root)
                assert [(c.move, c.n, c.w) for c in b.ranked()] == [(c.move, c.n, c.w) for c in a.ranked()]
                assert r1.getstate() == r2.getstate()
                compared += 1
    assert compared >= 3 * len(SEARCHES)


def test_a_search_with_another_solver_stays_in_python():
    # The compiled walk knows endgame.solve and solve_margin only: any other solver (a test's
    # counting wrapper) is called from the Python walk, on the compiled worlds.
    found = sampled_worlds("tarokk", 3, 9, 1)
    assert found is not None
    py, seat = found
    module = kernel_module("tarokk")
    worlds = [module.compiled(k) for k in py] if native.MODULE is not None else py
    calls = []

    def counting(world, root_seat):
        calls.append(1)
        return solve(world, root_seat)

    result = ismcts.search(worlds, seat, 100, random.Random(2), solver=counting, solve_below=6)
    assert type(result.root) is ismcts.Node and calls
    same = ismcts.search(py, seat, 100, random.Random(2), solver=counting, solve_below=6)
    assert [(c.move, c.n, c.w) for c in result.ranked()] == [(c.move, c.n, c.w) for c in same.ranked()]


def test_a_malformed_state_is_refused_not_crashed_on():
    if native.MODULE is None:
        no_extension_in_use()
        return
    module = kernel_module("tarokk")
    match = next(positions("tarokk", 4, None, 5, "malformed"))
    k = module.python_kernel(match.deal)
    k.next_seat = (1, 2, 9, 0)  # a seat that is not at the table
    with pytest.raises(ValueError, match="out of range"):
        module.compiled(k)
    good = module.compiled(module.python_kernel(match.deal))
    with pytest.raises(ValueError, match="not a legal move"):
        good.play(63)
    with pytest.raises(TypeError, match="random.Random"):
        good.rollout(SeededRNG(1))


def test_the_switch_turns_the_compiled_kernels_off():
    code = ("from tarotdesk.ai import native; from tarotdesk.ai.tarokk import kernel; "
            "print(native.ON, native.describe())")
    env = dict(os.environ, TAROTDESK_NATIVE="0")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True).stdout
    assert out.startswith("False Python (")
    env["TAROTDESK_NATIVE"] = "1"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True).stdout
    if native.MODULE is None:
        assert out.startswith("False Python (the compiled kernels are not built)")
    else:
        assert out.startswith("True compiled (") and "tarokk" in out
