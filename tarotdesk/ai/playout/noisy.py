"""The fishing kernels' playout step: the rule-based policy's move, a random one now and then.

A playout that always followed the policy would judge every position by one line of play; a
small share of random moves (``epsilon``) lets the search see the others. Cirulla and Porrazo
take their card-play moves this way.
"""

from __future__ import annotations

from typing import Callable


def noisy_choice(moves: list[int], rand: Callable[[], float], policy: Callable[[list[int]], int],
                 epsilon: float) -> int:
    """The single move, else with chance ``epsilon`` a random one (by ``rand``), else the policy's."""
    if len(moves) == 1:
        return moves[0]
    if rand() < epsilon:
        return moves[int(rand() * len(moves))]
    return policy(moves)
