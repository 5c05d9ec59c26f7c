"""What the search plays on: a complete world that can list moves, take one, copy itself and finish.

Two kinds of worlds implement :class:`Sim`:

* a family's lean kernel (the ``kernel`` module of the family's AI package): integers and bit masks, no events, for the
  phases where most decisions are made (card play, captures);
* :class:`EngineSim`, a thin wrapper around a complete ``DealState`` of the rules engine, for
  every other phase (auctions, talon, announcements) and for a game without a kernel. Its
  playouts switch to the family's kernel as soon as the deal reaches a phase the kernel covers.

Moves are hashable keys that mean the same thing in every world sampled from one view (a card
index, an action), so that one search tree can gather statistics across worlds.
"""

from __future__ import annotations

import random
from typing import Callable, Hashable, Protocol, Sequence

from ...core.actions import Action
from ...core.state import DealState


class Sim(Protocol):
    """A complete world under search (see the module docstring)."""

    def to_move(self) -> int:
        """The seat to act, or -1 when the deal is over."""
        ...

    def moves(self) -> list[Hashable]:
        """The legal moves of the seat to act, in a fixed order."""
        ...

    def play(self, move: Hashable) -> None:
        """Perform a legal move."""
        ...

    def copy(self) -> "Sim":
        """An independent copy."""
        ...

    def rollout(self, rng: random.Random) -> list[float]:
        """Play to the end with the family's rule-based playout policy; return :meth:`values`."""
        ...

    def values(self) -> list[float]:
        """Each seat's result of the finished deal, in units of the game's reward scale."""
        ...

    def cards_left(self) -> int:
        """Cards still to be played from the hands (and, in fishing games, the stock)."""
        ...

    def cost(self) -> int:
        """Estimated work of one playout from here, in microseconds of CPU (the search budget's unit)."""
        ...

    def action(self, move: Hashable) -> Action:
        """The rules engine's action for ``move``."""
        ...


#: Estimated work of one playout through the rules engine (microseconds of CPU).
ENGINE_PLAYOUT_COST = 3000

#: The policy an :class:`EngineSim` follows in phases its family's kernel does not cover:
#: ``(state, legal actions, rng) -> action``.
EnginePolicy = Callable[[DealState, Sequence[Action], random.Random], Action]
#: Turns an engine state into a kernel world when the kernel covers its phase, else None.
KernelFactory = Callable[[DealState], "Sim | None"]
#: The values of a finished engine state, per seat, in reward-scale units.
ValueFunction = Callable[[DealState], list[float]]


def without_meta(actions: list[Action]) -> list[Action]:
    """Drop actions that are not moves of the deal (a session-end declaration) when others exist."""
    moves = [a for a in actions if a.kind != "session"]
    return moves or actions


class EngineSim:
    """A complete engine state seen through :class:`Sim` (moves are the engine's actions)."""

    __slots__ = ("state", "policy", "kernel", "value_of")

    def __init__(self, state: DealState, policy: EnginePolicy, kernel: KernelFactory,
                 value_of: ValueFunction) -> None:
        self.state = state
        self.policy = policy
        self.kernel = kernel
        self.value_of = value_of

    def to_move(self) -> int:
        p = self.state.current_player
        return -1 if p is None else p

    def moves(self) -> list[Hashable]:
        return list(without_meta(self.state.legal_actions()))

    def play(self, move: Hashable) -> None:
        # Moves come from ``moves()`` of this very state: the legality check can be skipped.
        self.state.apply_trusted(move)  # type: ignore[arg-type]

    def copy(self) -> "EngineSim":
        return EngineSim(self.state.clone(), self.policy, self.kernel, self.value_of)

    def rollout(self, rng: random.Random) -> list[float]:
        st = self.state
        while st.current_player is not None:
            k = self.kernel(st)
            if k is not None:
                return k.rollout(rng)
            legal = without_meta(st.legal_actions())
            st.apply_trusted(legal[0] if len(legal) == 1 else self.policy(st, legal, rng))
        return self.value_of(st)

    def values(self) -> list[float]:
        return self.value_of(self.state)

    def cards_left(self) -> int:
        k = self.kernel(self.state) if self.state.current_player is not None else None
        return k.cards_left() if k is not None else 1000

    def cost(self) -> int:
        return ENGINE_PLAYOUT_COST

    def action(self, move: Hashable) -> Action:
        assert isinstance(move, Action)
        return move


def margins(values: list[float]) -> list[float]:
    """Each seat's value minus the mean of all seats' values (unchanged when they sum to zero)."""
    # Added one by one rather than by sum(), which adds floats more exactly from Python 3.12 on:
    # the same total on every Python, and in the compiled search.
    total = 0.0
    for v in values:
        total += v
    mean = total / len(values)
    return [v - mean for v in values] if mean else values
