"""ISMCTS: each endgame of each world is solved once, and that changes nothing but the time."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from tarotdesk.ai.search import ismcts
from tarotdesk.ai.search.endgame import solve

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_helpers import late_worlds  # noqa: E402

#: The search's solver threshold in these tests (cards left).
SOLVE_BELOW = 6


def _worlds(game_id: str, count: int) -> tuple[list, int]:
    """Worlds a few moves before the solver takes over (so that iterations reach it)."""
    return late_worlds(game_id, count, SOLVE_BELOW + 3, "late")


def _run(worlds: list, seat: int, solver) -> list[tuple]:
    """Each root move's visits and total after a fixed search."""
    result = ismcts.search(worlds, seat, 400, random.Random(7), solver=solver, solve_below=SOLVE_BELOW)
    return [(ch.move, ch.n, round(ch.w, 9)) for ch in result.ranked()]


@pytest.mark.parametrize("game_id", ["porrazo", "cirulla", "tarokk", "mattazza"])
def test_each_endgame_is_solved_once_with_the_same_result(game_id, monkeypatch):
    worlds, seat = _worlds(game_id, 4)
    calls: list = []

    def counting(world, root_seat):
        calls.append(world)  # one entry per solve actually run
        return solve(world, root_seat)

    with_table = _run(worlds, seat, counting)
    solved_once = len(calls)
    # The same search with the table bypassed: every visit solves again.
    monkeypatch.setattr(ismcts, "_solved", lambda table, wi, trail, solver, world, s: solver(world, s))
    calls.clear()
    without_table = _run(worlds, seat, counting)
    assert with_table == without_table
    assert 0 < solved_once < len(calls)


@pytest.mark.parametrize("game_id, left", [("porrazo", 14), ("cirulla", 14), ("tarokk", 36), ("mattazza", 30)])
def test_a_focused_move_gets_its_share_of_the_iterations(game_id, left):
    worlds, seat = late_worlds(game_id, 4, left, "focus")
    plain = ismcts.search(worlds, seat, 600, random.Random(3))
    poorest = plain.ranked()[-1]
    assert poorest.n < 0.3 * 600, "the search already tries its poorest move often: nothing to show"
    focused = ismcts.search(worlds, seat, 600, random.Random(3), focus=poorest.move, focus_share=0.3)
    node = next(ch for ch in focused.root.children.values() if ch.move == poorest.move)
    assert 0.3 * 600 <= node.n <= 0.3 * 600 + 1
    assert sum(ch.n for ch in focused.root.children.values()) == 600
    # Without a share the focus changes nothing.
    same = ismcts.search(worlds, seat, 600, random.Random(3), focus=poorest.move)
    assert [(c.move, c.n) for c in same.ranked()] == [(c.move, c.n) for c in plain.ranked()]


@pytest.mark.parametrize("game_id, left", [("porrazo", 20), ("tarokk", 36)])
def test_a_flat_search_grows_no_tree_below_the_root_moves(game_id, left):
    worlds, seat = late_worlds(game_id, 4, left, "flat")
    deep = ismcts.search(worlds, seat, 600, random.Random(5))
    assert any(ch.children for ch in deep.root.children.values()), "the plain search grows a tree"
    flat = ismcts.search(worlds, seat, 600, random.Random(5), flat=True)
    assert flat.iterations == 600 and sum(ch.n for ch in flat.root.children.values()) == 600
    assert all(not ch.children for ch in flat.root.children.values())
    assert {ch.move for ch in flat.root.children.values()} == set(worlds[0].moves())
