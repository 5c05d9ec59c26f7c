"""The six Lombard variants as data: pack, deal sizes, counting, contracts and payments.

Every difference between Lombardy Tarot, Reseghino and the Tarocc'Ombre family lives in one
:class:`Variant` row (spec §8); the deal engine reads these fields and never tests a game id.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.cards import FOOL, KING, Card, card
from ...core.packs import Pack, pack
from ...core.tricks import EXCHANGE, TrickRules

#: Contract levels of the Ombre auction, weakest first (spec §5.5: Due < Una < Niente).
CONTRACTS: tuple[str, ...] = ("due", "una", "niente")
DUE, UNA, NIENTE = 0, 1, 2
CONTRACT_NAMES: dict[str, tuple[str, ...]] = {"en": ("Due", "Una", "Niente"), "ja": ("デュエ", "ウナ", "ニエンテ")}
#: Exchanges each contract allows (spec §5.6).
EXCHANGES: tuple[int, ...] = (2, 1, 0)

#: A card's code by card: ``Card`` is an int subclass with a per-object ``__dict__``, for which
#: CPython 3.11 cannot specialise attribute loads (``c.code`` is a full generic lookup); a dict
#: subscript, or a ``map`` over this table's ``__getitem__``, is not.
CODE_OF: dict[Card, str] = {c: c.code for c in Card._all}

WORLD = card("T21")
BAGATTO = card("T1")


def contract_params(level: int, prefix: str = "contract") -> dict[str, str]:
    """A contract as message parameters: its word and its names in both languages."""
    return {prefix: CONTRACTS[level], prefix + "_en": CONTRACT_NAMES["en"][level],
            prefix + "_ja": CONTRACT_NAMES["ja"][level]}


# The three card classes below as sets over every card: a set lookup of an int-backed card runs
# at C speed, where the tests on card properties cost several Python calls (the dealer's
# discard asks them of his whole hand on every card he lays away).
HONOURS: frozenset[Card] = frozenset(
    c for c in Card._all if c is WORLD or c is BAGATTO or c is FOOL or (c.is_suit_card and c.rank == KING))
PLAIN: frozenset[Card] = frozenset(c for c in Card._all if c.is_suit_card and c.rank != KING)
MIDDLE_TRUMPS: frozenset[Card] = frozenset(c for c in Card._all if c.is_trump and 2 <= c.trump <= 20)


def is_honour(c: Card) -> bool:
    """Kings, the World, the Bagatto and the Fool (spec §3.5)."""
    return c in HONOURS


def is_plain(c: Card) -> bool:
    """A suit card other than a King: what the dealer must discard first (spec §5.4)."""
    return c in PLAIN


def is_middle_trump(c: Card) -> bool:
    """Trumps II–XX: the only trumps a short dealer may discard."""
    return c in MIDDLE_TRUMPS


@dataclass(frozen=True, eq=False)
class Variant:
    """One game of the family (one row of spec §8)."""

    key: str  # the spec's label (lombardy4 …), used in rule texts and tests
    game_id: str
    names: dict[str, str]
    n: int
    pack_id: str
    hand: int  # H: cards each player holds after the deal (dealer before his extras)
    extra: int  # E: the dealer's extra cards = the size of his discard
    batch: int  # cards per counting batch (spec §7.1)
    world_value: int  # card points of trump XXI
    exposure: bool = False  # Lombardy exposure after the deal
    monte: bool = False
    auction: bool = False  # the Ombre auction, exchanges and a declarer
    called_partner: bool = False  # 5/7 players: the declarer calls a partner by a card
    fixed_teams: tuple[tuple[int, ...], ...] | None = None
    base: tuple[int, int, int] = (0, 0, 0)  # game points per opponent for Due/Una/Niente
    win_min: int = 36  # the declarer (side) wins with at least this many card points
    capot: int = 0
    shares: tuple[int, int] = (1, 1)  # declarer's and partner's multiples of U when partnered
    deals: int | None = None  # fixed game length; None = ombre_rounds × n
    surrender_default: bool = False
    deal_target: int = 0  # Lombardy 36 / Reseghino 26: what a side needs for its share
    values: tuple[int, ...] = field(default=(), repr=False)
    tricks: TrickRules = field(default=None, repr=False)  # type: ignore[assignment]
    #: The counting cards of the pack with their values (``values`` without the blanks), and the
    #: order the score breakdown lists them in (highest value first): what scoring reads per deal.
    counting: dict[Card, int] = field(default_factory=dict, repr=False)
    counting_order: dict[Card, int] = field(default_factory=dict, repr=False)
    #: The counting cards in that order: a pile's counting cards in breakdown order are these
    #: filtered by the pile's set (no sort per deal).
    counting_sorted: tuple[Card, ...] = field(default=(), repr=False)
    #: The counting cards as a set: a pile's counting cards are ``counting_set.intersection(pile)``,
    #: a set of a score of cards at most, built in C (scoring).
    counting_set: frozenset[Card] = field(default=frozenset(), repr=False)

    @property
    def pack(self) -> Pack:
        """The pack this variant is played with."""
        return pack(self.pack_id)

    def value(self, c: Card) -> int:
        """Card points of ``c`` (spec §3.6)."""
        return self.values[c.index]

    @property
    def raw_total(self) -> int:
        """Sum of every card's value: 72 with XXI worth 6, 71 with XXI worth 5."""
        return sum(self.values[c.index] for c in self.pack.cards)


@dataclass(frozen=True, eq=False, kw_only=True)
class LombardyRules(Variant):
    """One game's :class:`Variant` with the match's rule options: the one rules object of a match.

    Built by ``options.lombardy_rules`` (the options' defaults are the option specs'); the deal,
    the scoring, the views, the game and the players read ``rules.<name>``. An option a game
    does not offer holds its spec's default and changes nothing. How the options combine with
    the variant's data is decided here, once (``__post_init__``):

    * Reseghino's ``exposure_in_reseghino`` and ``monte_in_reseghino`` turn on ``exposure`` and
      ``monte``;
    * with a called partner, the declarer's side wins with ``win_min = ombre57_win_min`` points;
    * without one, capot is the declarer's own (``capot_scope`` reads ``"declarer"``).
    """

    deal_packet_size: int
    exposure_in_reseghino: bool
    monte_in_reseghino: bool
    fool_exchange_card: str
    all_pass: str
    named_card_in_discard: str
    surrender: bool
    ombre57_win_min: int
    capot_scope: str
    leftover_rule: str
    ombre_rounds: int

    def __post_init__(self) -> None:
        combined = {"exposure": self.exposure or self.exposure_in_reseghino,
                    "monte": self.monte or self.monte_in_reseghino}
        if self.called_partner:
            combined["win_min"] = self.ombre57_win_min
        else:
            combined["capot_scope"] = "declarer"
        for name, value in combined.items():
            object.__setattr__(self, name, value)

    @property
    def game_length(self) -> int:
        """Deals in a game: 4 (Lombardy), 3 (Reseghino) or ``ombre_rounds`` × players."""
        return self.deals if self.deals is not None else self.ombre_rounds * self.n


def _values(world_value: int) -> tuple[int, ...]:
    table = [0] * (max(c.index for c in pack("tarot78").cards) + 1)
    for c in pack("tarot78").cards:
        if c.is_suit_card and c.rank >= 11:
            table[c.index] = c.rank - 9  # Jack 2, Cavalier 3, Queen 4, King 5
    table[BAGATTO.index] = 5
    table[FOOL.index] = 5
    table[WORLD.index] = world_value
    return tuple(table)


def _variant(**kw: object) -> Variant:
    v = Variant(**kw)  # type: ignore[arg-type]
    object.__setattr__(v, "values", _values(v.world_value))
    object.__setattr__(v, "tricks", TrickRules(v.pack, excuse=FOOL, must_trump=True, fool_mode=EXCHANGE))
    counting = {c: v.values[c.index] for c in v.pack.cards if v.values[c.index]}
    object.__setattr__(v, "counting", counting)
    object.__setattr__(v, "counting_order", {c: -value * 1000 + c.index for c, value in counting.items()})
    object.__setattr__(v, "counting_sorted", tuple(sorted(counting, key=v.counting_order.__getitem__)))
    object.__setattr__(v, "counting_set", frozenset(counting))
    return v


VARIANTS: dict[str, Variant] = {
    v.game_id: v
    for v in (
        _variant(key="lombardy4", game_id="tarocco-lombardo",
                 names={"en": "Lombardy Tarot", "ja": "ロンバルディア・タロット"},
                 n=4, pack_id="tarot78", hand=19, extra=2, batch=4, world_value=6,
                 exposure=True, monte=True, fixed_teams=((0, 2), (1, 3)), deals=4, deal_target=36),
        _variant(key="reseghino3", game_id="reseghino",
                 names={"en": "Reseghino", "ja": "レセギーノ"},
                 n=3, pack_id="tarot78", hand=25, extra=3, batch=3, world_value=5, deals=3,
                 deal_target=26),
        _variant(key="ombre3", game_id="taroccombre",
                 names={"en": "Tarocc'Ombre", "ja": "タロック・オンブレ"},
                 n=3, pack_id="ombre54", hand=17, extra=3, batch=3, world_value=5,
                 auction=True, base=(2, 3, 4), win_min=36, capot=3, surrender_default=True),
        _variant(key="ombra4", game_id="ombra-arrabbiata",
                 names={"en": "Ombra arrabbiata", "ja": "オンブラ・アラビアータ"},
                 n=4, pack_id="ombre54", hand=13, extra=2, batch=4, world_value=6,
                 auction=True, base=(4, 5, 6), win_min=34, capot=4),
        _variant(key="ombre5", game_id="taroccombre-5",
                 names={"en": "Tarocc'Ombre for five", "ja": "タロック・オンブレ(5人)"},
                 n=5, pack_id="tarot78", hand=15, extra=3, batch=4, world_value=5,
                 auction=True, called_partner=True, base=(4, 5, 6), win_min=36, capot=4, shares=(2, 1)),
        _variant(key="ombre7", game_id="taroccombre-7",
                 names={"en": "Tarocc'Ombre for seven", "ja": "タロック・オンブレ(7人)"},
                 n=7, pack_id="tarot78", hand=11, extra=1, batch=4, world_value=5,
                 auction=True, called_partner=True, base=(4, 5, 6), win_min=36, capot=4, shares=(3, 2)),
    )
}

BY_KEY: dict[str, Variant] = {v.key: v for v in VARIANTS.values()}
