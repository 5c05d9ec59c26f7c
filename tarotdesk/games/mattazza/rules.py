"""Mattazza's rules as data: the pack, trick rules, card values, combinations, thresholds, options.

Everything here is a table read by the engine (``deal.py``), the scorer (``scoring.py``) and the
match rules (``game.py``). Card codes follow the project scheme (``docs/architecture.md``):
Batons are ``C*``, Cups ``H*``, the Angel/World/Sun/Moon ``T21 T20 T19 T18``, the Moors
``M1``…``M4``, the Bagatto ``T1`` and the Matto ``FOOL``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...core.cards import CAVALIER, FOOL, JACK, KING, QUEEN, SUITS, Card, card
from ...core.game import OptionSpec
from ...core.packs import bolognese62
from ...core.rules_options import build_rules, load_option_specs, refuse
from ...core.tricks import TrickRules
from ...resources import resource_path

PACK = bolognese62()
RULES = TrickRules(PACK, excuse=FOOL, must_trump=True, fool_mode="keep", later_equal_trump_wins=True)

PLAYER_COUNTS = (3, 4, 5, 6)
HAND_SIZE = 10
PACKET = 5  # cards per packet: two rounds of five
TRICKS = HAND_SIZE
LAST_TRICK_BONUS = 6

ANGEL, WORLD, SUN, MOON = card("T21"), card("T20"), card("T19"), card("T18")
BAGATTO = card("T1")
MATTO = FOOL
MOORS: tuple[Card, ...] = tuple(card(f"M{i}") for i in range(1, 5))
#: The numbered trumps in the order of the Grande's run, 16 down to 5.
NUMBERED: tuple[Card, ...] = tuple(card(f"T{n}") for n in range(16, 4, -1))
TAROCCHI: tuple[Card, ...] = (ANGEL, WORLD, BAGATTO, MATTO)
CONTATORI: tuple[Card, ...] = (BAGATTO, MATTO)
ACES: tuple[Card, ...] = tuple(card(s + "A") for s in SUITS)

_TABLE_SIZE = max(c.index for c in PACK.cards) + 1

#: Card points of the standard count, indexed by ``Card.index``.
CARD_POINTS: list[int] = [0] * _TABLE_SIZE
_COURT_POINTS = {KING: 4, QUEEN: 3, CAVALIER: 2, JACK: 1}
for _c in PACK.cards:
    if _c in TAROCCHI:
        CARD_POINTS[_c.index] = 4
    elif _c.is_court:
        CARD_POINTS[_c.index] = _COURT_POINTS[_c.rank]

#: Values of the Bolognese way of counting in batches (each counting card one more).
LOCAL_POINTS: list[int] = [v + 1 if v else 0 for v in CARD_POINTS]

#: Cricche: (name, cards, points for three, points for four). Contatori are not wild here.
CRICCHE: tuple[tuple[str, tuple[Card, ...], int, int], ...] = (
    ("tarocchi", TAROCCHI, 18, 36),
    ("kings", tuple(card(s + "K") for s in SUITS), 17, 34),
    ("queens", tuple(card(s + "Q") for s in SUITS), 14, 28),
    ("cavaliers", tuple(card(s + "N") for s in SUITS), 13, 26),
    ("jacks", tuple(card(s + "J") for s in SUITS), 12, 24),
)
#: Three or more cricche (or sequences) double their sum.
DOUBLING_COUNT = 3

#: Suit sequences: (name, king, the three courts below it, the ace appended at the end).
SUIT_SEQUENCES: tuple[tuple[str, Card, tuple[Card, ...], Card], ...] = tuple(
    (f"suit-{s}", card(s + "K"), (card(s + "Q"), card(s + "N"), card(s + "J")), card(s + "A"))
    for s in SUITS
)
#: The seven sequence kinds, in display order.
SEQUENCE_KINDS: tuple[str, ...] = ("grande",) + tuple(k[0] for k in SUIT_SEQUENCES) + ("moors", "aces")


def sequence_points(length: int) -> int:
    """Points of a valid sequence of ``length`` cards (3 cards 10, each further card 5)."""
    return 5 * length - 5


def one_loser_threshold(n_players: int) -> int:
    """Losses that end the game with a single loser (5 with 3–4 players, 4 with 5–6)."""
    return 5 if n_players <= 4 else 4


def one_loser_payment(n_players: int) -> int:
    """Units the single loser pays to each other player (3 with 3–4 players, 4 with 5–6)."""
    return 3 if n_players <= 4 else 4


TWO_LOSER_LOSSES = 2
TWO_LOSER_PAYMENT = 1

#: The rule options as data (``resources/options/mattazza.toml``): defaults, labels and help.
OPTION_SPECS: tuple[OptionSpec, ...] = load_option_specs(resource_path("options", "mattazza.toml"))


@dataclass(frozen=True)
class MattazzaRules:
    """The rule options of one match as plain attributes (defaults: the option specs')."""

    first_dealer: str | int
    local_count_display: bool
    contatori_single_use: bool
    matto_gift_blank_first: bool

    def check_seats(self, n_players: int) -> None:
        """Refuse a fixed first dealer who is not one of the ``n_players`` seats."""
        first = self.first_dealer
        if first != "random" and not 0 <= int(first) < n_players:
            raise refuse("option.first-dealer-seat",
                         f"option 'first_dealer' must be a seat from 0 to {n_players - 1}, not {first}",
                         # The dialog numbers its seats from 1, as players count them.
                         seat=int(first) + 1, last=n_players)


def mattazza_rules(options: Mapping[str, Any]) -> MattazzaRules:
    """The typed rules of a match with these resolved options (one object for equal options)."""
    return build_rules(MattazzaRules, OPTION_SPECS, options)
