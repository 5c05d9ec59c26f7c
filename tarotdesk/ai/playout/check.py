"""Checking a playout kernel against the rules engine on random deals.

:func:`compare` plays random deals with the engine, builds the family's kernel from the
complete state at a random point (mid-trick included), then applies every engine action to
both and checks, at each step, the seat to act and the legal actions (kernel moves translated
back to engine actions), and at the end each seat's game points. The tests run it on a few
thousand deals, ``benchmarks/ai_kernel_check.py`` on as many as asked.
"""

from __future__ import annotations

import importlib
from typing import Any

from ...core.match import Match
from ...core.rng import SeededRNG
from ...games.registry import get_game
from ..families import family_ai


class KernelMismatch(AssertionError):
    """The kernel and the engine disagree (the message says where)."""


def kernel_module(family: str) -> Any:
    """The kernel module of a family (the ``kernel`` module of its AI package)."""
    return importlib.import_module(f"{family_ai(family).__name__}.kernel")


def compare(game_id: str, n: int, deals: int, options: dict | None = None, seed: str = "kernel") -> int:
    """Play ``deals`` random deals; raise :class:`KernelMismatch` on any difference, else return
    how many deals reached a phase the kernel covers."""
    game = get_game(game_id)
    module = kernel_module(game.family)
    covered = 0
    for d in range(deals):
        match = Match(game, n, options, seed=f"{seed}-{d}")
        rng = SeededRNG(f"{seed}-actions-{d}")
        start = SeededRNG(f"{seed}-start-{d}").below(30)
        kernel = None
        steps = 0
        while not match.deal_over:
            if kernel is None:
                probe = module.from_deal(match.deal)
                if probe is not None:
                    if steps >= start:
                        kernel = probe
                    steps += 1
            legal = match.legal_actions()
            if kernel is not None:
                moves = kernel.moves()
                if kernel.to_move() != match.deal.current_player:
                    raise KernelMismatch(f"{game_id} deal {d}: kernel has seat {kernel.to_move()} to act, "
                                         f"engine {match.deal.current_player}")
                mine = sorted(kernel.action(m).text for m in moves)
                theirs = sorted(a.text for a in legal if a.kind != "session")
                if mine != theirs:
                    raise KernelMismatch(f"{game_id} deal {d}: kernel moves {mine}, engine {theirs}")
            action = rng.choice(legal)
            if kernel is not None and action.kind != "session":
                kernel.play(next(m for m in moves if kernel.action(m) == action))
            match.apply(action)
        if kernel is not None:
            covered += 1
            if kernel.to_move() != -1:
                raise KernelMismatch(f"{game_id} deal {d}: the kernel's deal is not over")
            expected = game.deal_values(match.deal)
            got = kernel.raw_values()
            if any(abs(a - b) > 1e-9 for a, b in zip(got, expected)):
                raise KernelMismatch(f"{game_id} deal {d}: kernel result {got}, engine {expected}")
    return covered
