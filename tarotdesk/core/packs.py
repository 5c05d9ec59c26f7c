"""The six packs, built from the universal cards, with their play order and display names.

| pack id        | cards | used by                                               |
|----------------|-------|-------------------------------------------------------|
| ``tarot78``    | 78    | tarocco-lombardo, reseghino, taroccombre-5/-7         |
| ``ombre54``    | 54    | taroccombre, ombra-arrabbiata                         |
| ``bolognese62``| 62    | mattazza                                              |
| ``hungarian42``| 42    | tarokk                                                |
| ``french52``   | 52    | porrazo                                               |
| ``genoese40``  | 40    | cirulla                                               |
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from .cards import (
    CAVALIER,
    FOOL,
    JACK,
    KING,
    QUEEN,
    RANK_NUMBER,
    SKIZ,
    SUITS,
    Card,
    card,
)

_ROMAN = [
    "", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV",
    "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI", "XXII",
]


def roman(n: int) -> str:
    """Roman numeral for 1..22 (trump indices)."""
    return _ROMAN[n]


SUIT_NAMES: dict[str, dict[str, dict[str, str]]] = {
    "italian": {
        "en": {"S": "Swords", "C": "Batons", "H": "Cups", "D": "Coins"},
        "ja": {"S": "ソード", "C": "バトン", "H": "カップ", "D": "コイン"},
    },
    "french": {
        "en": {"S": "Spades", "C": "Clubs", "H": "Hearts", "D": "Diamonds"},
        "ja": {"S": "スペード", "C": "クラブ", "H": "ハート", "D": "ダイヤ"},
    },
}

_COURT_NAMES = {
    "en": {JACK: "Jack", CAVALIER: "Cavalier", QUEEN: "Queen", KING: "King"},
    "ja": {JACK: "ジャック", CAVALIER: "カバロ", QUEEN: "クイーン", KING: "キング"},
}


@dataclass(frozen=True, eq=False)
class Pack:
    """A pack: its cards in canonical order, suit style, and how suit cards rank in play."""

    id: str
    cards: tuple[Card, ...]
    suit_style: str  # "italian" or "french": names and art
    round_suits: frozenset[str] = frozenset()  # pips rank inverted (ace highest pip)
    special_names: dict[str, dict[str, str]] = field(default_factory=dict)  # code -> {lang: name}
    names: dict[str, str] = field(default_factory=dict)  # the pack's own name {lang: name}

    def __post_init__(self) -> None:
        strength = [0] * (max(c.index for c in self.cards) + 1)
        for c in self.cards:
            strength[c.index] = self._strength(c)
        object.__setattr__(self, "_strength_table", tuple(strength))
        object.__setattr__(self, "_members", frozenset(self.cards))

    def _strength(self, c: Card) -> int:
        if c.is_trump:
            return c.trump
        if c.is_fool:
            return 0
        if c.rank > 10:  # court cards above every pip
            return c.rank
        return 11 - c.rank if c.suit in self.round_suits else c.rank

    def strength(self, c: Card) -> int:
        """Rank in play within its suit (trumps: trump number); higher wins."""
        return self._strength_table[c.index]  # type: ignore[attr-defined]

    @property
    def strength_table(self) -> tuple[int, ...]:
        """``strength`` as a list indexed by ``Card.index`` (for hot loops)."""
        return self._strength_table  # type: ignore[attr-defined]

    def __contains__(self, c: object) -> bool:
        return c in self._members  # type: ignore[attr-defined]

    def __len__(self) -> int:
        return len(self.cards)

    def name(self, c: Card, lang: str = "en") -> str:
        """Display name of a card in this pack, in ``lang`` ("en" or "ja")."""
        special = self.special_names.get(c.code)
        if special:
            return special.get(lang) or special["en"]
        suits = SUIT_NAMES[self.suit_style].get(lang) or SUIT_NAMES[self.suit_style]["en"]
        if c.is_suit_card:
            if c.rank > 10:
                rank_name = _COURT_NAMES.get(lang, _COURT_NAMES["en"])[c.rank]
            elif c.rank == 1:
                rank_name = "Ace" if lang == "en" else "エース"
            else:
                rank_name = str(c.rank)
            return f"{rank_name} of {suits[c.suit]}" if lang == "en" else f"{suits[c.suit]}の{rank_name}"
        if c.is_trump:
            return f"Trump {c.trump}" if lang == "en" else f"切札{c.trump}"
        return c.code

    def sort_key(self, c: Card) -> tuple[int, int]:
        """Sorting key for a hand: trumps first (high to low), then suits S C H D by strength."""
        if c.is_trump or c.is_fool:
            return (0, -self.strength(c) if c.is_trump else 1)
        return (1 + SUITS.index(c.suit), -self.strength(c))

    def sorted(self, items: list[Card]) -> list[Card]:
        """A hand sorted for display (see :meth:`sort_key`)."""
        return sorted(items, key=self.sort_key)


def _suit_cards(ranks_by_suit: dict[str, list[str]]) -> list[Card]:
    out: list[Card] = []
    for suit in SUITS:
        out.extend(card(suit + r) for r in ranks_by_suit[suit])
    return out


_TAROT_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
_TAROT_ROUND = ["K", "Q", "N", "J", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10"]


def _lombard_trump_names() -> dict[str, dict[str, str]]:
    names = {f"T{n}": {"en": f"Trump {roman(n)}", "ja": f"切札{n}"} for n in range(1, 22)}
    names["T21"] = {"en": "The World (XXI)", "ja": "世界(21)"}
    names["T1"] = {"en": "The Bagatto (I)", "ja": "バガット(1)"}
    names["FOOL"] = {"en": "The Fool (Matto)", "ja": "マット(愚者)"}
    return names


@cache
def tarot78() -> Pack:
    """The 78-card Italian-suited tarot of the Lombard games."""
    suits = _suit_cards({"S": _TAROT_LONG, "C": _TAROT_LONG, "H": _TAROT_ROUND, "D": _TAROT_ROUND})
    trumps = [card(f"T{n}") for n in range(21, 0, -1)]
    return Pack(
        "tarot78", tuple(trumps + [FOOL] + suits), "italian", frozenset({"H", "D"}),
        _lombard_trump_names(), {"en": "Tarot (78 cards)", "ja": "タロット(78枚)"},
    )


@cache
def ombre54() -> Pack:
    """Tarocc'Ombre's 54 cards: the long suits lose 6–1, the round suits 5–10."""
    long_ = ["K", "Q", "N", "J", "10", "9", "8", "7"]
    round_ = ["K", "Q", "N", "J", "A", "2", "3", "4"]
    suits = _suit_cards({"S": long_, "C": long_, "H": round_, "D": round_})
    trumps = [card(f"T{n}") for n in range(21, 0, -1)]
    return Pack(
        "ombre54", tuple(trumps + [FOOL] + suits), "italian", frozenset({"H", "D"}),
        _lombard_trump_names(), {"en": "Tarocc'Ombre (54 cards)", "ja": "タロック・オンブレ(54枚)"},
    )


_BOLOGNESE_TRUMPS: list[tuple[str, str, str]] = [
    ("T21", "Angel", "天使"), ("T20", "World", "世界"), ("T19", "Sun", "太陽"), ("T18", "Moon", "月"),
    ("T16", "Star (16)", "星(16)"), ("T15", "Lightning (15)", "稲妻(15)"),
    ("T14", "Devil (14)", "悪魔(14)"), ("T13", "Death (13)", "死神(13)"),
    ("T12", "Traitor (12)", "裏切り者(12)"), ("T11", "Old Man (11)", "老人(11)"),
    ("T10", "Wheel (10)", "運命の輪(10)"), ("T9", "Strength (9)", "力(9)"),
    ("T8", "Justice (8)", "正義(8)"), ("T7", "Temperance (7)", "節制(7)"),
    ("T6", "Chariot (6)", "戦車(6)"), ("T5", "Love (5)", "恋人(5)"),
    ("M1", "Moor", "ムーア人"), ("M2", "Moor", "ムーア人"), ("M3", "Moor", "ムーア人"),
    ("M4", "Moor", "ムーア人"), ("T1", "Bagatto", "ベガト"),
]


@cache
def bolognese62() -> Pack:
    """The Bolognese tarocchino: 40 suit cards (no 2–5), 21 trumps with four equal Moors, the Matto."""
    long_ = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "A"]
    round_ = ["K", "Q", "N", "J", "A", "6", "7", "8", "9", "10"]
    suits = _suit_cards({"S": long_, "C": long_, "H": round_, "D": round_})
    trumps = [card(code) for code, _, _ in _BOLOGNESE_TRUMPS]
    names = {code: {"en": en, "ja": ja} for code, en, ja in _BOLOGNESE_TRUMPS}
    names["FOOL"] = {"en": "Matto", "ja": "マット"}
    return Pack(
        "bolognese62", tuple(trumps + [FOOL] + suits), "italian", frozenset({"H", "D"}), names,
        {"en": "Bolognese tarocchino (62 cards)", "ja": "ボローニャ・タロッキーノ(62枚)"},
    )


@cache
def hungarian42() -> Pack:
    """The Hungarian tarokk pack: Skiz, XXI…I, and five cards in each French suit."""
    black = ["K", "Q", "N", "J", "10"]
    red = ["K", "Q", "N", "J", "A"]
    suits = _suit_cards({"S": black, "C": black, "H": red, "D": red})
    trumps = [SKIZ] + [card(f"T{n}") for n in range(21, 0, -1)]
    names = {f"T{n}": {"en": roman(n), "ja": roman(n)} for n in range(1, 22)}
    names["T1"] = {"en": "Pagát (I)", "ja": "パガット(I)"}
    names["SKIZ"] = {"en": "Skiz", "ja": "スキッツ"}
    return Pack(
        "hungarian42", tuple(trumps + suits), "french", frozenset({"H", "D"}), names,
        {"en": "Hungarian tarokk (42 cards)", "ja": "ハンガリー・タロック(42枚)"},
    )


@cache
def french52() -> Pack:
    """The standard 52-card French pack (ace low)."""
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    suits = _suit_cards({s: ranks for s in SUITS})
    return Pack("french52", tuple(suits), "french", frozenset(), {},
                {"en": "French pack (52 cards)", "ja": "トランプ(52枚)"})


@cache
def genoese40() -> Pack:
    """The 40-card Genoese pack of Cirulla: A–7 and J, Q, K in French suits."""
    ranks = ["A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"]
    suits = _suit_cards({s: ranks for s in SUITS})
    names = {"H7": {"en": "Seven of Hearts (Matta)", "ja": "ハートの7(マッタ)"}}
    return Pack("genoese40", tuple(suits), "french", frozenset(), names,
                {"en": "Genoese pack (40 cards)", "ja": "ジェノヴァ式(40枚)"})


PACKS = {
    "tarot78": tarot78,
    "ombre54": ombre54,
    "bolognese62": bolognese62,
    "hungarian42": hungarian42,
    "french52": french52,
    "genoese40": genoese40,
}


def pack(pack_id: str) -> Pack:
    """The pack with this id."""
    try:
        return PACKS[pack_id]()
    except KeyError:
        raise KeyError(f"unknown pack {pack_id!r}") from None


assert RANK_NUMBER["K"] == KING
