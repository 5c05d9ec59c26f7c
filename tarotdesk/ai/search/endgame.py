"""Exact search of the last tricks of one world (used where it is cheap: few cards left).

A paranoid alpha-beta: the searching seat and its allies maximise the searching seat's result,
everyone else minimises it. In partnership games that is exact; in games where everyone plays
for himself it is the safe (pessimistic) reading. The result is the value vector at the end of
the principal line, so the tree search can credit every seat on its path.
"""

from __future__ import annotations

from typing import Protocol

from .sim import Sim


class SolvableSim(Sim, Protocol):
    """A world whose family knows who plays together."""

    def is_ally(self, a: int, b: int) -> bool:
        """True if seats ``a`` and ``b`` share their result (``a == b`` included)."""
        ...


def solve(world: SolvableSim, seat: int) -> list[float]:
    """The values of ``world`` under best play for ``seat``'s side (paranoid, see above)."""
    _, vec = _alphabeta(world, seat, -1e300, 1e300)
    return vec


def _alphabeta(world: SolvableSim, seat: int, alpha: float, beta: float) -> tuple[float, list[float]]:
    p = world.to_move()
    if p < 0:
        vec = world.values()
        return vec[seat], vec
    moves = world.moves()
    if len(moves) == 1:
        world.play(moves[0])
        return _alphabeta(world, seat, alpha, beta)
    best_vec: list[float] = []
    if world.is_ally(p, seat):
        best = -1e300
        for m in moves:
            w = world.copy()
            w.play(m)
            v, vec = _alphabeta(w, seat, alpha, beta)  # type: ignore[arg-type]
            if v > best:
                best, best_vec = v, vec
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        break
        return best, best_vec
    best = 1e300
    for m in moves:
        w = world.copy()
        w.play(m)
        v, vec = _alphabeta(w, seat, alpha, beta)  # type: ignore[arg-type]
        if v < best:
            best, best_vec = v, vec
            if best < beta:
                beta = best
                if alpha >= beta:
                    break
    return best, best_vec


def exact_values(world: SolvableSim, seat: int, moves: list) -> list[float]:
    """For each of ``seat``'s root ``moves``, its exact value for ``seat`` in ``world``."""
    out = []
    for m in moves:
        w = world.copy()
        w.play(m)
        out.append(solve(w, seat)[seat])  # type: ignore[arg-type]
    return out
