"""Hungarian Tarokk rule tables: cards, contracts, talon shares, bonuses and contra steps.

Everything here is data read by the deal, the scoring and the AI. Card groups are frozensets
of interned cards; per-card values are lists indexed by ``Card.index`` for the hot paths.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.cards import SKIZ, Card, all_cards, card
from ...core.packs import hungarian42
from ...core.tricks import TrickRules

PACK = hungarian42()
TRICK_RULES = TrickRules(PACK, excuse=None)

PAGAT = card("T1")
XXI = card("T21")
XX = card("T20")
XIX = card("T19")
XVIII = card("T18")

#: Skiz, XXI and Pagat: needed to bid, never discarded, never called.
HONOURS = frozenset({SKIZ, XXI, PAGAT})
#: Skiz and XXI: what the XX invitation needs (the Pagat cannot stand in for them there).
HIGH_HONOURS = frozenset({SKIZ, XXI})
KINGS = frozenset(c for c in PACK.cards if c.is_suit_card and c.rank == 14)
#: Suit cards other than kings: the cards a discard is made of while there are enough.
PLAIN = frozenset(c for c in PACK.cards if c.is_suit_card and c.rank != 14)
TAROKKS = frozenset(c for c in PACK.cards if c.is_trump)
#: The tarokks a declarer may name as partner card: II … XX.
CALLABLE = tuple(card(f"T{n}") for n in range(20, 1, -1))


def _card_points(c: Card) -> int:
    if c in HONOURS or c in KINGS:
        return 5
    if c.is_suit_card and c.rank in (11, 12, 13):
        return c.rank - 9  # jack 2, cavalier 3, queen 4
    return 1


#: Card points by ``Card.index`` (94 in the whole pack); 0 for cards of other packs.
POINTS: list[int] = [0] * (max(c.index for c in all_cards()) + 2)
for _c in PACK.cards:
    POINTS[_c.index] = _card_points(_c)
#: The same by card, for the pack's cards (``map(CARD_POINTS.__getitem__, cards)`` sums at C speed).
CARD_POINTS: dict[Card, int] = {c: POINTS[c.index] for c in PACK.cards}
TOTAL_POINTS = 94
WIN_POINTS = 48
DOUBLE_GAME_POINTS = 71

# -- contracts -------------------------------------------------------------------------------------

THREE, TWO, ONE, SOLO = 0, 1, 2, 3
CONTRACTS: tuple[str, ...] = ("three", "two", "one", "solo")
CONTRACT_LEVEL: dict[str, int] = {name: i for i, name in enumerate(CONTRACTS)}
#: Game points of each contract (V).
CONTRACT_VALUE: tuple[int, ...] = (1, 2, 3, 4)
#: Talon cards taken by the declarer, then by the next three active players in turn.
TALON_SHARES: tuple[tuple[int, int, int, int], ...] = ((3, 1, 1, 1), (2, 2, 1, 1), (1, 2, 2, 1), (0, 2, 2, 2))

# -- invitations -------------------------------------------------------------------------------

#: Invitation kind -> (card it promises, jump size k above the minimal bid; 0 = the XX pass).
INVITATIONS: dict[str, tuple[Card, int]] = {"xix": (XIX, 1), "xviii": (XVIII, 2), "xx": (XX, 0)}
INVITATION_BY_JUMP: dict[int, str] = {1: "xix", 2: "xviii"}

# -- announcements -----------------------------------------------------------------------------

DS, DF = 0, 1  # declarer's side, defenders (index of per-side tables)
UNKNOWN_SIDE = -1
SIDE_NAMES = ("declarer", "defenders")

#: Bonuses either side may announce, with their silent (base) value.
BONUSES: tuple[str, ...] = ("trull", "kings", "pagat", "xxi")
BONUS_BASE: dict[str, int] = {"trull": 1, "kings": 1, "pagat": 5, "xxi": 21}
#: Announcements that change the game item itself (declarer's side only).
GAME_ANNOUNCEMENTS: tuple[str, ...] = ("double", "volat")
ANNOUNCEMENTS: tuple[str, ...] = BONUSES + GAME_ANNOUNCEMENTS
#: Multiplier of the game amount for an announced double game / volat, and for silent ones.
DOUBLE_FACTOR = 4
VOLAT_FACTOR = 6
SILENT_DOUBLE_FACTOR = 2
SILENT_VOLAT_FACTOR = 3

#: Contra chain: the name of each new level 1 … 5 (multiplier 2 ** level).
CONTRA_STEPS: tuple[str, ...] = ("contra", "recontra", "subcontra", "hirscontra", "mordcontra")
CONTRA_LEVEL: dict[str, int] = {name: i + 1 for i, name in enumerate(CONTRA_STEPS)}
CONTRA_ITEMS: tuple[str, ...] = ("game",) + BONUSES

#: Hand declarations: tarokks held -> (word, game points from each other active player).
DECLARATIONS: dict[int, tuple[str, int]] = {8: ("eight", 1), 9: ("nine", 2)}
DECLARATION_COUNT: dict[str, int] = {"eight": 8, "nine": 9}

#: Five players: what each honour handed out from the talon costs its receiver (to the dealer).
DEALER_FEES: dict[Card, int] = {SKIZ: 3, XXI: 2, PAGAT: 1}

TRICKS = 9
HAND_SIZE = 9
TALON_SIZE = 6


@dataclass(frozen=True)
class TarokkRules:
    """The rule options of one match as plain attributes (built by ``options.tarokk_rules``).

    The defaults are the option specs'. How two options combine: without ``double_game`` there is
    no double game for either side, so ``defender_double_volat`` then gives the defenders only
    their volat (three times the game when the declarer's side takes no trick); see
    ``scoring.game_outcome``, the one place that applies it.
    """

    double_game: bool
    pagat_partner_penalty: bool
    old_discard: bool
    old_free_call: bool
    forced_three_may_change: bool
    defender_double_volat: bool
    max_contra: int
    dealer_handles_talon: bool
    annul_extra: bool


def points_of(cards: list[Card] | tuple[Card, ...]) -> int:
    """Card points of a group of cards (simple addition, no counting in threes)."""
    return sum(POINTS[c.index] for c in cards)
