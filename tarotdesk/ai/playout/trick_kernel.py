"""What the trick-taking playout kernels (Lombard, Mattazza, Tarokk) keep alike: the cards in
hand, the trick on the table and its current winner, the turn, the piles and tricks won, the
per-pack tables they read (:class:`TrickSpec`), how a kernel is built from a deal's snapshot
(:meth:`TrickKernel.start`, then :meth:`TrickKernel.resume_trick`), once per sampled world, how a
card joins the trick (:meth:`TrickKernel.record`) and the best card the players still to play
can bring to it (:meth:`TrickKernel._later_max`, which the playout policies weigh).

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
        #: 1 when of two equal keys the later card wins (the rules' later_equal_trump_wins,
        #: Mattazza's Moors), else 0: a card takes the trick when its key + this beats the best.
        self.later_equal = 1 if rules.later_equal_trump_wins else 0


def next_seats(n: int) -> tuple[int, ...]:
    """The seat that plays after each of ``n`` seats when every seat plays (a kernel's
    ``next_seat``; a deal that leaves a seat out has its own)."""
    return tuple((s + 1) % n for s in range(n))


class TrickKernel:
    """The trick state shared by the trick kernels, as bit masks and seat lists."""

    # spec: the kernel's constants; hands, piles: one card mask per seat; tseats, tcards: the trick
    # so far; lead: the led suit; wseat, wstr: the trick's current winner and its strength;
    # turn: the seat to move; won: tricks taken per seat (or side); next_seat: the seat that plays
    # after each seat (a tuple, shared by copies); fool_seat: who played the Fool to this trick
    # (-1: nobody; the kernels of packs with a Fool keep it).
    __slots__ = ("spec", "hands", "tseats", "tcards", "lead", "wseat", "wstr", "turn", "piles", "won",
                 "next_seat")

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
    next_seat: tuple[int, ...]
    fool_seat: int

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
        k.next_seat = self.next_seat

    @classmethod
    def start(cls: type[K], spec: Any, snap: Any) -> K:
        """A new kernel of this kind on ``spec`` (a :class:`TrickSpec`) holding the hands, piles
        and tricks won of the deal snapshot ``snap``, every seat playing after the one before (a
        kernel whose deal leaves a seat out sets ``next_seat`` itself); the caller sets the
        kernel's own slots, then calls :meth:`resume_trick`."""
        k = object.__new__(cls)
        k.spec = spec
        coding = spec.coding
        k.hands = [coding.mask(h) for h in snap.hands]
        k.piles = [coding.mask(p) for p in snap.piles]
        k.won = list(snap.tricks_won)
        k.next_seat = next_seats(len(k.hands))
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
        """Put card ``b`` of seat ``p`` into the current trick: the first card other than the
        Fool sets the led suit, a card whose key on it beats the best so far takes the trick (an
        equal key too where the later of equal cards wins), the Fool takes nothing and is only
        noted (``fool_seat``)."""
        sp = self.spec
        s = sp.suit[b]
        if s == FOOL_SUIT:
            self.fool_seat = p
        else:
            if self.lead < 0:
                self.lead = s
            key = sp.key[self.lead][b]
            if key + sp.later_equal > self.wstr:
                self.wstr, self.wseat = key, p
        self.tseats.append(p)
        self.tcards.append(b)

    def _later_max(self, p: int, lead: int, side: Sequence[int] | None = None) -> int:
        """The best key on ``lead``'s scale that a player still to play in this trick after
        ``p`` can reach: his highest card of the led suit, else his highest trump (-1 with
        neither); with ``side`` (a side per seat) only players of another side than ``p``'s
        count. -1 when nobody can reach any."""
        sp = self.spec
        keys = sp.key[lead]
        lead_mask = sp.suit_mask[lead]
        trumps = sp.trumps
        hands, next_seat = self.hands, self.next_seat
        me = -1 if side is None else side[p]
        stop = self.tseats[0] if self.tseats else p  # the trick's leader plays no more
        best = -1
        o = next_seat[p]
        while o != stop:
            if side is None or side[o] != me:
                h = hands[o]
                f = h & lead_mask
                if f:
                    key = keys[f.bit_length() - 1]
                else:
                    t = h & trumps
                    key = keys[t.bit_length() - 1] if t else -1
                if key > best:
                    best = key
            o = next_seat[o]
        return best

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
