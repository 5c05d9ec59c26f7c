"""Porrazo's rule tables as data: rank numbers, values, deal arithmetic, tendido readings.

Suits never matter in Porrazo, so every rule works on a card's *Porrazo rank* 1..13 (A=1 …
10=10, J=11, Q=12, K=13). ``Card.rank`` numbers the universal ranks with the Cavalier as 12
and K as 14, so the mapping is explicit here and looked up by ``Card.index`` in hot loops.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from ...core.cards import RANK_NUMBER, UNKNOWN, Card, all_cards
from ...core.packs import french52

PACK = french52()

#: Rank number of each rank code in Porrazo (the French pack has no Cavalier).
PORRAZO_RANK: dict[str, int] = {
    "A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10,
    "J": 11, "Q": 12, "K": 13,
}

#: Rank code of each Porrazo rank number (index 0 unused).
RANK_CODE: tuple[str, ...] = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

#: ``RANK[card.index]``: the Porrazo rank of a French-pack card (0 for cards of other packs).
RANK: list[int] = [0] * (max(c.index for c in all_cards()) + 1)
for _c in all_cards():
    if _c.is_suit_card and _c.rank_code in PORRAZO_RANK:
        RANK[_c.index] = PORRAZO_RANK[_c.rank_code]
assert RANK_NUMBER["K"] == 14  # the universal scheme this table translates from

#: ``CARD_RANK[card]``: the same keyed by the card itself (an unknown card is 0). A card is an
#: int, so this is one C-level dict lookup, where ``card.index`` alone is a slower attribute
#: lookup on an int subclass; the deal and its play phase read it for every card.
CARD_RANK: dict[Card, int] = {c: RANK[c.index] for c in all_cards()} | {UNKNOWN: 0}
#: A card's Porrazo rank as a C-level callable: ``r in map(RANK_OF, table)`` scans the table
#: without a Python loop.
RANK_OF = CARD_RANK.__getitem__
#: ``list(map(CODE, cards))`` is the cards' codes without a Python-level loop or call (events).
CODE = attrgetter("code")
#: The same through a dict lookup keyed by the card (cheaper than an attribute on an int subclass).
CARD_CODE: dict[Card, str] = {c: c.code for c in PACK.cards}
CODE_OF = CARD_CODE.__getitem__

#: Successor of a rank in a run: K is followed by A (index 0 unused).
SUCC: tuple[int, ...] = (0,) + tuple(r % 13 + 1 for r in range(1, 14))

#: The ronda value v(rank): K 4, Q 3, J 2, every other rank 1 (index 0 unused).
VALUE: tuple[int, ...] = (0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 4)

#: Pip value of the low ranks that score by position (en su lugar, tendido places).
PIP: dict[int, int] = {1: 1, 2: 2, 3: 3, 4: 4}

#: Number of pairs among n cards of one rank: pair 1, three 3, four 6 (score = pairs × v).
PAIRS: tuple[int, ...] = (0, 0, 1, 3, 6)

CARDS_IN_PACK = 52
TENDIDO_SIZE = 4
PACKET = 3  # cards each player receives per deal
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4, 5, 6, 8)

#: The tendido's allowed arrangements: swap inside the first and/or the second couple only,
#: then count places 1-4 from the left or from the right. Order = the canonical tie order.
TENDIDO_ARRANGEMENTS: tuple[tuple[str, tuple[int, int, int, int]], ...] = (
    ("ABCD", (0, 1, 2, 3)),
    ("BACD", (1, 0, 2, 3)),
    ("ABDC", (0, 1, 3, 2)),
    ("BADC", (1, 0, 3, 2)),
)
DIRECTIONS: tuple[str, ...] = ("left", "right")

# Phases of a hand: the tendido decision, the declarations, the plays, manual claims, the end.
TENDIDO = "tendido"
DECLARE_PHASE = "declare"
PLAY = "play"
CLAIM_PHASE = "claim"
OVER = "over"


def deals_per_hand(n_players: int) -> int:
    """D: how many deals of three one hand has (the tendido's four cards are set apart first)."""
    return (CARDS_IN_PACK - TENDIDO_SIZE) // (PACKET * n_players)


def leftover_count(n_players: int) -> int:
    """L: cards left in the stock after the last deal of three and the tendido."""
    return CARDS_IN_PACK - TENDIDO_SIZE - PACKET * n_players * deals_per_hand(n_players)


@dataclass(frozen=True)
class PorrazoRules:
    """The rule options of one match, one field per option spec (the defaults live in the specs:
    see ``options.rules_of``). Immutable, shared by every hand of the match and their copies."""

    teams: bool
    target: int
    limpia_value: str
    tendido_sets_scope: str
    leftover_6p: str
    porrazo_provisional: bool
    claims: str
