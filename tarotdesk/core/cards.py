"""One card-identity scheme for every pack the project uses.

A card is an interned :class:`Card` object; there is exactly one object per card code in the
whole program, so cards compare by identity, hash fast and pickle as their code.

Codes (stable: they appear in records, logs and action texts):

* suit cards: suit letter + rank code.
  Suits: ``S`` swords/spades, ``C`` batons/clubs, ``H`` cups/hearts, ``D`` coins/diamonds
  (the Italian suits map onto the French ones in the traditional way).
  Ranks: ``A 2 3 4 5 6 7 8 9 10 J N Q K`` (``N`` is the Cavalier/Knight; a tarot "1" is ``A``).
  Examples: ``SK``, ``H10``, ``DA``, ``CN``.
* trumps: ``T1`` … ``T21`` (number = trump number in that pack, no leading zero).
* ``FOOL``: the tarot Fool/Excuse (Lombard and Bolognese *Matto*).
* ``SKIZ``: the Hungarian Skiz, a trump ranked above XXI (number 22).
* ``M1`` … ``M4``: the four Bolognese Moors (trump strength 2, otherwise equal).

The rank order, the points and the display name of a card depend on the pack and the game;
they live in :mod:`tarotdesk.core.packs` and in the game packages, never on the card.
"""

from __future__ import annotations

from typing import ClassVar, Iterable

SUITS: tuple[str, ...] = ("S", "C", "H", "D")
TRUMP = "T"
FOOL_SUIT = "F"

#: Rank codes in their universal numeric order (the number is ``Card.rank``).
RANK_CODES: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")
RANK_NUMBER: dict[str, int] = {code: i + 1 for i, code in enumerate(RANK_CODES)}
# A=1 … 10=10, J=11, N=12, Q=13, K=14.
JACK, CAVALIER, QUEEN, KING = 11, 12, 13, 14
COURT_RANKS = frozenset({JACK, CAVALIER, QUEEN, KING})


#: Cards are ints from this value up (see :class:`Card`); far from any seat or count.
_BASE = 1000


class Card(int):
    """An interned playing card. Never construct directly: use :func:`card` or the constants.

    A card *is* an int (``_BASE + index``) so that equality, hashing, ``in``, ``remove`` and
    sorting run at C speed: these dominate the rules engines' inner loops. Equal cards are the
    same object; the order is the universe's canonical order; the hash is stable across runs,
    so sets of cards iterate in the same order on every machine. Never do arithmetic with a
    card or serialise it as a number: records and events use ``code``.
    """

    _by_code: ClassVar[dict[str, "Card"]] = {}
    _all: ClassVar[list["Card"]] = []

    code: str
    suit: str  # "S", "C", "H", "D", "T" (trump) or "F" (fool); "?" for the unknown placeholder
    rank: int  # suit cards: 1..14 (see RANK_NUMBER); trumps: trump number; FOOL 0
    trump: int  # trump number for trumps (SKIZ 22, Moors 2), else 0
    index: int  # dense global index, for table lookups

    def __new__(cls, code: str, suit: str, rank: int, trump: int = 0) -> "Card":
        existing = cls._by_code.get(code)
        if existing is not None:
            return existing
        index = len(cls._all)
        obj = int.__new__(cls, _BASE + index)
        obj.code = code
        obj.suit = suit
        obj.rank = rank
        obj.trump = trump
        obj.index = index
        cls._by_code[code] = obj
        cls._all.append(obj)
        return obj

    # Interned objects: pickling sends the code and gets the same object back.
    def __reduce__(self) -> tuple[object, tuple[str]]:  # type: ignore[override]
        return (card, (self.code,))

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo: dict) -> "Card":
        return self

    def __repr__(self) -> str:
        return self.code

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return format(self.code, spec)

    def __bool__(self) -> bool:
        return True

    @property
    def is_trump(self) -> bool:
        return self.suit == TRUMP

    @property
    def is_fool(self) -> bool:
        return self.suit == FOOL_SUIT

    @property
    def is_suit_card(self) -> bool:
        return self.suit in SUITS

    @property
    def is_court(self) -> bool:
        return self.suit in SUITS and self.rank in COURT_RANKS

    @property
    def rank_code(self) -> str:
        return RANK_CODES[self.rank - 1] if self.suit in SUITS else ""


def _build_universe() -> None:
    for suit in SUITS:
        for code in RANK_CODES:
            Card(suit + code, suit, RANK_NUMBER[code])
    for n in range(1, 22):
        Card(f"T{n}", TRUMP, n, n)
    Card("FOOL", FOOL_SUIT, 0)
    Card("SKIZ", TRUMP, 22, 22)
    for m in range(1, 5):
        Card(f"M{m}", TRUMP, 2, 2)


_build_universe()

#: A face-down card of unknown identity, used in views in place of hidden cards.
UNKNOWN = Card("?", "?", 0)


def card(code: str) -> Card:
    """Return the card with this code; raise ``KeyError`` with a clear message if none exists."""
    try:
        return Card._by_code[code]
    except KeyError:
        raise KeyError(f"unknown card code {code!r}") from None


def is_card_code(code: str) -> bool:
    """True if ``code`` names a real card (the unknown placeholder is not one)."""
    return code in Card._by_code and code != "?"


def cards(codes: str | Iterable[str]) -> list[Card]:
    """Parse a whitespace-separated string (or an iterable) of card codes."""
    if isinstance(codes, str):
        codes = codes.split()
    return [card(c) for c in codes]


def all_cards() -> tuple[Card, ...]:
    """Every card of the universe (without the unknown placeholder)."""
    return tuple(c for c in Card._all if c is not UNKNOWN)


def codes(items: Iterable[Card]) -> list[str]:
    """Card codes of ``items``, in order."""
    return [c.code for c in items]


FOOL = card("FOOL")
SKIZ = card("SKIZ")
