"""What the trick-taking playout kernels (Lombard, Mattazza, Tarokk) keep alike: the cards in
hand, the trick on the table and its current winner, the turn, the piles and tricks won.

Each kernel subclasses :class:`TrickKernel`, adds its own slots and copies them after
``copy_trick``: one call per copy (once per search iteration), none per card played.
"""

from __future__ import annotations

from typing import Any

from .coding import TRUMPS


class TrickKernel:
    """The trick state shared by the trick kernels, as bit masks and seat lists."""

    # spec: the kernel's constants; hands, piles: one card mask per seat; tseats, tcards: the trick
    # so far; lead: the led suit; wseat, wstr: the trick's current winner and its strength;
    # turn: the seat to move; won: tricks taken per seat (or side).
    __slots__ = ("spec", "hands", "tseats", "tcards", "lead", "wseat", "wstr", "turn", "piles", "won")

    spec: Any
    hands: list[int]
    tseats: list[int]
    tcards: list[int]
    lead: Any
    wseat: int
    wstr: int
    turn: int
    piles: list[int]
    won: list[int]

    def copy_trick(self, k: "TrickKernel") -> None:
        """Give ``k`` (a new kernel of the same kind) an independent copy of this trick state."""
        k.spec = self.spec
        k.hands = self.hands[:]
        k.tseats = self.tseats[:]
        k.tcards = self.tcards[:]
        k.lead = self.lead
        k.wseat = self.wseat
        k.wstr = self.wstr
        k.turn = self.turn
        k.piles = self.piles[:]
        k.won = self.won[:]

    def to_move(self) -> int:
        """The seat to act (the search's Sim protocol)."""
        return self.turn

    def legal_mask(self) -> int:
        """The cards the player to act may play: the led suit, else a trump, else any card; the
        Fool (``spec.fool``, 0 in a pack without one) with any of them."""
        sp = self.spec
        hand = self.hands[self.turn]
        lead = self.lead
        if lead < 0:
            return hand
        m = hand & sp.suit_mask[lead]
        if not m and lead != TRUMPS:
            m = hand & sp.trumps
        if not m:
            return hand
        return m | (hand & sp.fool)
