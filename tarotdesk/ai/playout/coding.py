"""Cards as bits: the representation every playout kernel shares.

A pack's cards get bit positions grouped by suit (S, C, H, D, trumps, then the Fool), weakest
first inside each group, so a hand is one integer and the usual questions are bit operations:
the cards of a suit are ``hand & SUIT_MASK[s]``, the highest of them is the top set bit, the
cards above a given one are the bits above it.
"""

from __future__ import annotations

from typing import Iterable, Sequence, TypeVar

from ...core.cards import Card
from ...core.packs import Pack
from ...core.tricks import TrickRules

#: Suit numbers of the kernels: the four suits, trumps, the Fool.
SUIT_NUMBER = {"S": 0, "C": 1, "H": 2, "D": 3, "T": 4, "F": 5}
TRUMPS, FOOL_SUIT = 4, 5
T = TypeVar("T")


class Coding:
    """The bit layout of one pack (see the module docstring)."""

    def __init__(self, pack: Pack) -> None:
        strength = pack.strength_table
        order = sorted(pack.cards, key=lambda c: (SUIT_NUMBER[c.suit], strength[c.index], c.index))
        self.pack = pack
        self.cards: tuple[Card, ...] = tuple(order)
        self.size = len(order)
        self.bit_of: dict[Card, int] = {c: i for i, c in enumerate(order)}
        self.bit_by_index: list[int] = [-1] * (max(c.index for c in order) + 1)
        for i, c in enumerate(order):
            self.bit_by_index[c.index] = i
        self.suit: list[int] = [SUIT_NUMBER[c.suit] for c in order]
        self.strength: list[int] = [strength[c.index] for c in order]
        self.suit_mask: list[int] = [0] * 6
        for i, c in enumerate(order):
            self.suit_mask[SUIT_NUMBER[c.suit]] |= 1 << i
        self.all_mask = (1 << self.size) - 1

    def lead_keys(self, rules: TrickRules) -> list[list[int]]:
        """Each bit's key in a trick led by each kernel suit (``keys[lead][bit]``; a higher key
        takes the trick): the trick rules' rank for that lead
        (:attr:`~tarotdesk.core.tricks.TrickRules.rank_for_lead`) on the kernels' scale, where a
        trump is ``100 + strength``, a card of the suit led its strength and any other card -1
        (it cannot win)."""
        top = max(rules.strength) + 1
        keys = []
        for letter, number in sorted(SUIT_NUMBER.items(), key=lambda item: item[1]):
            rank = rules.rank_for_lead.get(letter, {})
            keys.append([r - top + 100 if r >= top else max(r, -1) for r in (rank.get(c, -1) for c in self.cards)])
        return keys

    def mask(self, cards: Iterable[Card]) -> int:
        """The bit set of ``cards``."""
        m = 0
        bits = self.bit_by_index
        for c in cards:
            m |= 1 << bits[c.index]
        return m

    def card(self, bit: int) -> Card:
        """The card at ``bit``."""
        return self.cards[bit]

    def table(self, values: Sequence[int]) -> list[int]:
        """A per-card table indexed by ``Card.index`` turned into one indexed by bit."""
        return [values[c.index] for c in self.cards]


#: Bound on each table of remembered answers (one search meets a few thousand masks).
REMEMBERED = 1 << 16
_BITS: dict[int, tuple[int, ...]] = {}


def bits(mask: int) -> tuple[int, ...]:
    """The set bits of ``mask``, lowest first.

    Remembered: playouts ask about the same hands and suits over and over (a search replays
    the same sampled worlds), and a table lookup costs a fraction of the bit loop.
    """
    out = _BITS.get(mask)
    if out is None:
        found = []
        m = mask
        while m:
            low = m & -m
            found.append(low.bit_length() - 1)
            m ^= low
        out = remember(_BITS, mask, tuple(found))
    return out


def remember(table: dict[int, T], key: int, value: T) -> T:
    """Store ``value`` under ``key`` in a bounded memo table (emptied when full) and return it."""
    if len(table) >= REMEMBERED:
        table.clear()
    table[key] = value
    return value
