"""Exact search of the last tricks of one world (used where it is cheap: few cards left).

:func:`solve` is max-n: at every turn the player to act takes the move best for himself, which
is minimax when two sides share their results and the natural reading when everyone plays for
himself (Mattazza, Reseghino). It returns the value vector at the end of the principal line, so
the tree search can credit every seat on its path.
:func:`solve_margin` is max-n on margins: each player takes the move best for his lead over the
table's average, which is what a player counts in games whose points are not zero-sum (the
fishing games, where both sides score): a point the opponent does not take is worth as much as
one taken.
"""

from __future__ import annotations

from typing import Callable

from .. import native
from .sim import Sim, margins


def solve(world: Sim, seat: int) -> list[float]:
    """The values of ``world`` when every player plays for his own result (max-n).

    With two sides whose members share their result this is plain minimax; in games where
    everyone plays for himself it does not assume a coalition against ``seat``.
    """
    if native.MODULE is not None and native.is_compiled(world):
        return native.MODULE.solve(world, False)  # the same solve, in the extension
    return _maxn(world)


def solve_margin(world: Sim, seat: int) -> list[float]:
    """The margins (value minus the mean of all seats' values) of ``world`` under max-n on margins."""
    if native.MODULE is not None and native.is_compiled(world):
        return native.MODULE.solve(world, True)
    return _maxn(world, relative=True)


def _maxn(world: Sim, relative: bool = False) -> list[float]:
    p = world.to_move()
    while p >= 0:
        moves = world.moves()
        if len(moves) != 1:
            break
        world.play(moves[0])
        p = world.to_move()
    if p < 0:
        return margins(world.values()) if relative else world.values()
    best: list[float] = []
    best_v = -1e300
    for m in moves:
        w = world.copy()
        w.play(m)
        vec = _maxn(w, relative)
        if vec[p] > best_v:
            best_v, best = vec[p], vec
    return best


def exact_values(world: Sim, seat: int, moves: list,
                 solver: Callable[[Sim, int], list[float]] = solve) -> list[float]:
    """For each of ``seat``'s root ``moves``, its exact value for ``seat`` in ``world`` (by ``solver``)."""
    out = []
    for m in moves:
        w = world.copy()
        w.play(m)
        out.append(solver(w, seat)[seat])
    return out
