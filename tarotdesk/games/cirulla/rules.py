"""Cirulla's rule tables: card values, primiera values, bonuses, rounds, rule anchors.

Everything here is data read by the deal, the capture generator and the scoring. Cards are
indexed by ``Card.index`` in the flat tables so that the hot loops do a list lookup only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.cards import Card, card
from ...core.packs import genoese40

PACK = genoese40()
CARDS: tuple[Card, ...] = PACK.cards

MATTA = card("H7")  # wild for the dealer's table check and for declarations
SETTEBELLO = card("D7")
NATURAL_ACES: tuple[Card, ...] = tuple(card(s + "A") for s in "SCHD")  # a tuple: identity tests

#: The rule-text anchors this family refers to (sections of the Cirulla rule text).
ANCHORS: tuple[str, ...] = (
    "overview", "cards", "deal", "table-check", "declarations", "play", "scoring", "game-end",
    "options", "glossary",
)

#: Capture value of each rank (Card.rank: A=1 … 7=7, J=11, Q=13, K=14).
RANK_VALUE: dict[int, int] = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 11: 8, 13: 9, 14: 10}
#: Primiera value of each rank.
RANK_PRIMIERA: dict[int, int] = {1: 16, 2: 12, 3: 13, 4: 14, 5: 15, 6: 18, 7: 21, 11: 10, 13: 10, 14: 10}
#: The rank word of each capture value, as written in a Matta designation (``H7=A``).
VALUE_WORD: dict[int, str] = {1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "J", 9: "Q", 10: "K"}
WORD_VALUE: dict[str, int] = {w: v for v, w in VALUE_WORD.items()}
#: Each capture value as a rank in words, English and Japanese (what the Matta is played as).
VALUE_NAMES: dict[int, tuple[str, str]] = {
    1: ("an Ace", "エース"), 8: ("a Jack", "ジャック"), 9: ("a Queen", "クイーン"), 10: ("a King", "キング"),
    **{v: (f"a {v}", str(v)) for v in range(2, 8)},
}


def value_params(value: int) -> dict[str, str]:
    """A rank as message parameters: its word in a designation and its names in both languages."""
    en, ja = VALUE_NAMES[value]
    return {"rank": VALUE_WORD[value], "rank_en": en, "rank_ja": ja}

_TABLE_SIZE = max(c.index for c in CARDS) + 1
#: Capture value by card index (the Matta's natural value; a designation overrides it in play).
VALUE: list[int] = [0] * _TABLE_SIZE
#: Primiera value by card index.
PRIMIERA: list[int] = [0] * _TABLE_SIZE
#: One bit per card, for card sets as integers.
BIT: list[int] = [0] * _TABLE_SIZE
for _c in CARDS:
    VALUE[_c.index] = RANK_VALUE[_c.rank]
    PRIMIERA[_c.index] = RANK_PRIMIERA[_c.rank]
    BIT[_c.index] = 1 << _c.index

SUIT_ORDER = ("S", "H", "D", "C")  # display order of the spec

GRANDE: tuple[Card, ...] = tuple(card(c) for c in ("DJ", "DQ", "DK"))
GRANDE_POINTS = 5
#: The Piccola runs A-2-3 of diamonds (3 points), extended by 4, 5, 6 in unbroken sequence.
PICCOLA_BASE: tuple[Card, ...] = tuple(card(c) for c in ("DA", "D2", "D3"))
PICCOLA_EXTENSION: tuple[Card, ...] = tuple(card(c) for c in ("D4", "D5", "D6"))
PICCOLA_POINTS = 3

#: Declarations: kind word -> points. "both" is a low hand that is also three of a kind.
DECLARATION_POINTS: dict[str, int] = {"barsega": 3, "decino": 10, "both": 13}
LOW_HAND_LIMIT = 9  # a hand totalling 9 or less is a bàrsega

#: The dealer's opening table: total -> points (the low-table bonus is an option).
TABLE_TOTALS: dict[int, int] = {15: 1, 30: 2}
LOW_TABLE_LIMIT = 9  # with the option: a table totalling less than 10 scores
LOW_TABLE_POINTS = 3

HAND_SIZE = 3
TABLE_CARDS = 4
PLAYS_PER_DEAL = len(CARDS) - TABLE_CARDS  # every card but the opening table is played from a hand
SWEEP_TARGET = 15  # the "fifteen" capture

#: The count-out order of the categories (seed): used by the game-end rule.
STEPS: tuple[str, ...] = ("cards", "diamonds", "settebello", "primiera", "scopa", "bonus")


#: How many entries a capture cache keeps before it starts again (bounds the memory of long runs).
CACHE_LIMIT = 200_000


class OptionCache:
    """Capture options by table values, filled value by value as cards are tried on a table.

    One cache serves every deal played under the same capture rules (see ``CirullaRules``).
    """

    __slots__ = ("lines",)

    def __init__(self) -> None:
        self.lines: dict[tuple[int, ...], list[Any]] = {}

    def line(self, values: tuple[int, ...]) -> list[Any]:
        """The cache line of a table: index = played value (1–10), None until computed; index 0
        holds the table's :func:`~.captures.masks_by_total` once a value has been looked up."""
        line = self.lines.get(values)
        if line is None:
            if len(self.lines) >= CACHE_LIMIT:
                self.lines.clear()
            line = self.lines[values] = [None] * 11
        return line


@dataclass(frozen=True)
class CirullaRules:
    """The rule options of one match, one field per option spec (the defaults live in the specs:
    see ``options.rules_of``). Immutable, shared by every deal of the match and their copies.

    Beside the options it holds what they decide, worked out once (not fields: equal options
    make one object): ``ace_forced`` (a played Ace must take the whole table when it can),
    ``capture_cache`` (capture options already computed under these rules, an
    :class:`OptionCache`) and ``table_checks`` (verdicts on opening tables already
    checked, see ``opening.check_table``).
    """

    target: int
    direction: str
    matta_wild_for_barsega: bool
    cappotto: str
    dealer_bonus_before_ace_redeal: bool
    dealer_low_table_bonus: bool
    ace_full_capture: str
    equal_card_priority: bool
    primiera_requires_all_suits: bool
    auto_declare: bool

    def __post_init__(self) -> None:
        object.__setattr__(self, "ace_forced", self.ace_full_capture == "forced")
        object.__setattr__(self, "capture_cache", OptionCache())
        object.__setattr__(self, "table_checks", {})


def value_of(c: Card, matta_value: int = 7) -> int:
    """Capture value of ``c``; the Matta counts as ``matta_value`` (its designation, 7 if none)."""
    return matta_value if c is MATTA else VALUE[c.index]
