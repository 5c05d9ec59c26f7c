"""What the trick-taking playout kernels (Lombard, Mattazza, Tarokk) keep alike: the cards in
hand, the trick on the table and its current winner, the turn, the piles and tricks won, the
per-pack tables they read (:class:`TrickSpec`) and how a kernel is built from a deal's snapshot
(:meth:`TrickKernel.start`, then :meth:`TrickKernel.resume_trick`), once per sampled world.

Each kernel subclasses :class:`TrickKernel`, adds its own slots and copies them after
``copy_trick``: one call per copy (once per search iteration), none per card played.
"""

from __future__ import annotations

from typing import Any, Sequence, TypeVar

from ...core.cards import Card
from ...core.packs import Pack
from ...core.tricks import TrickRules
from .coding import FOOL_SUIT, TRUMPS, Coding

K = TypeVar("K", bound="TrickKernel")


class TrickSpec:
    """The per-pack tables every trick kernel reads; a kernel's ``Spec`` subclasses it and adds
    its own (card points, playout orderings, actions)."""

    def __init__(self, pack: Pack, rules: TrickRules) -> None:
        self.coding = coding = Coding(pack)
        self.suit = coding.suit
        self.strength = coding.strength
        #: key[lead][bit]: the card's key in a trick led by that suit (Coding.lead_keys).
        self.key = coding.lead_keys(rules)
        self.suit_mask = coding.suit_mask
        self.trumps = coding.suit_mask[TRUMPS]
        #: The Fool's bit as a mask (0 in a pack without one) and its bit number (-1 then).
        self.fool = coding.suit_mask[FOOL_SUIT]
        self.fool_bit = self.fool.bit_length() - 1


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

    @classmethod
    def start(cls: type[K], spec: Any, snap: Any) -> K:
        """A new kernel of this kind on ``spec`` (a :class:`TrickSpec`) holding the hands, piles
        and tricks won of the deal snapshot ``snap``; the caller sets the kernel's own slots, then
        calls :meth:`resume_trick`."""
        k = object.__new__(cls)
        k.spec = spec
        coding = spec.coding
        k.hands = [coding.mask(h) for h in snap.hands]
        k.piles = [coding.mask(p) for p in snap.piles]
        k.won = list(snap.tricks_won)
        return k

    def resume_trick(self, seats: Sequence[int], cards: Sequence[Card], turn: int | None) -> None:
        """Lay out the trick in progress (``cards`` played by ``seats``) through ``record``, with
        ``turn`` to move (None: nobody)."""
        self.tseats, self.tcards = [], []
        self.lead, self.wseat, self.wstr = -1, -1, -1
        self.turn = turn if turn is not None else -1
        bit_of = self.spec.coding.bit_of
        for s, c in zip(seats, cards):
            self.record(s, bit_of[c])

    def record(self, p: int, b: int) -> None:
        """Put card ``b`` of seat ``p`` into the current trick (each kernel writes its own)."""
        raise NotImplementedError

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
