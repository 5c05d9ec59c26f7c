"""Scoring a Mattazza pile: card and trick points, cricche, sequences, losers and payments.

A player's deal total is ``CP + TP + LT + CR + SQ`` (rule section "scoring"): card points, one
point per trick, six for the last trick, and the points of every cricca and sequence found in
his pile ("combinations"). Nobody may decline a combination, so the finder always returns the
maximum the pile allows; with the seed's rule (each contatore serves every sequence) there is
nothing to choose, and with the strict option the best assignment of contatori is searched.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import compress
from operator import attrgetter
from typing import NamedTuple

from ...core.cards import Card
from .rules import (
    ACES,
    ANGEL,
    CARD_POINTS,
    CONTATORI,
    CRICCHE,
    DOUBLING_COUNT,
    LAST_TRICK_BONUS,
    LOCAL_POINTS,
    MOON,
    MOORS,
    NUMBERED,
    PACK,
    SEQUENCE_KINDS,
    SUIT_SEQUENCES,
    SUN,
    TWO_LOSER_LOSSES,
    TWO_LOSER_PAYMENT,
    WORLD,
    one_loser_payment,
    one_loser_threshold,
    sequence_points,
)

# Piles are scored as bit masks (bit ``Card.index`` set for each card held): counting the
# members of a set is then one ``&`` and one ``bit_count``, all in C, and a deal is scored at
# the end of every random playout.
_SIZE = max(c.index for c in PACK.cards) + 1
_BIT: list[int] = [1 << i for i in range(_SIZE)]
_INDEX = attrgetter("index")


def _mask(cards: Iterable[Card]) -> int:
    return sum(_BIT[c.index] for c in cards)


def _with_bits(cards: Iterable[Card]) -> tuple[tuple[Card, ...], tuple[int, ...]]:
    # Cards and their bits as two parallel tuples, so that _present selects them in C.
    cards = tuple(cards)
    return cards, tuple(_BIT[c.index] for c in cards)


_BIT_OF: dict[Card, int] = {c: _BIT[c.index] for c in PACK.cards}
_ANGEL_BIT = _BIT[ANGEL.index]
_HEAD = _with_bits((WORLD, SUN, MOON))
_NUMBERED_PAIRS = tuple((c, _BIT[c.index]) for c in NUMBERED)
_MOORS = _with_bits(MOORS)
_MOORS_MASK = _mask(MOORS)
_ACES = _with_bits(ACES)
_ACES_MASK = _mask(ACES)
_CONTATORI = _with_bits(CONTATORI)
_CONTATORI_MASK = _mask(CONTATORI)
_CRICCHE = tuple((name, _with_bits(members), _mask(members), three, four)
                 for name, members, three, four in CRICCHE)
_SUITS = tuple((name, king, _BIT[king.index], _with_bits(courts), _mask(courts), ace, _BIT[ace.index])
               for name, king, courts, ace in SUIT_SEQUENCES)
#: The cricca sets with the card points of each of their cards (score_pile counts both at once).
_CRICCHE_VALUED = tuple((name, members, mask, three, four, CARD_POINTS[members[0][0].index])
                        for name, members, mask, three, four in _CRICCHE)
assert all(len({CARD_POINTS[c.index] for c in members[0]}) == 1 for _, members, _, _, _, _ in _CRICCHE_VALUED)
assert sum(CARD_POINTS) == sum(4 * v for *_, v in _CRICCHE_VALUED)  # no counting card outside the sets
# Card points by value: the points of a pile are four popcounts.
_ONE, _TWO, _THREE, _FOUR = (_mask(c for c in PACK.cards if CARD_POINTS[c.index] == v) for v in (1, 2, 3, 4))
_COUNTING = _ONE | _TWO | _THREE | _FOUR  # every cricca is made of counting cards
_KINGS = _mask(king for _, king, _, _ in SUIT_SEQUENCES)
_CRICCA_MASKS = tuple(mask for _, _, mask, _, _ in _CRICCHE)


class Combination(NamedTuple):
    """One cricca or sequence found in a pile.

    ``kind`` is ``"cricca"`` or ``"sequence"``; ``name`` the set (``kings`` …) or the sequence
    (``grande``, ``suit-S`` …, ``moors``, ``aces``); ``cards`` the natural cards that make it,
    ``contatori`` the wild cards counted in it; ``points`` before any doubling.
    """

    kind: str
    name: str
    cards: tuple[Card, ...]
    contatori: tuple[Card, ...]
    length: int
    points: int

    def to_json(self) -> dict[str, object]:
        """A JSON-ready description (cards as codes)."""
        return {"kind": self.kind, "name": self.name, "cards": [c.code for c in self.cards],
                "contatori": [c.code for c in self.contatori], "length": self.length,
                "points": self.points}


class PileScore(NamedTuple):
    """Every part of one player's deal total."""

    card_points: int
    trick_points: int
    last_trick: int
    cricche: tuple[Combination, ...]
    cricche_points: int  # after doubling
    sequences: tuple[Combination, ...]
    sequence_points: int  # after doubling

    @property
    def cricche_doubled(self) -> bool:
        return len(self.cricche) >= DOUBLING_COUNT

    @property
    def sequences_doubled(self) -> bool:
        return len(self.sequences) >= DOUBLING_COUNT

    @property
    def total(self) -> int:
        return (self.card_points + self.trick_points + self.last_trick + self.cricche_points
                + self.sequence_points)


def mask_of(cards: Iterable[Card]) -> int:
    """A pile of distinct cards as a bit mask (bit ``Card.index`` for each card)."""
    return sum(map(_BIT_OF.__getitem__, cards))


def card_bit(c: Card) -> int:
    """The bit of ``c`` in a pile mask."""
    return _BIT[c.index]


def _present(m: int, members: tuple[tuple[Card, ...], tuple[int, ...]]) -> tuple[Card, ...]:
    # compress + map keep the selection in C (a generator is a Python frame per pile and set).
    return tuple(compress(members[0], map(m.__and__, members[1])))


# -- card points ---------------------------------------------------------------------------------

def card_points(pile: Iterable[Card]) -> int:
    """Sum of the standard card points of ``pile``."""
    return sum(map(CARD_POINTS.__getitem__, map(_INDEX, pile)))


def _card_points(m: int) -> int:
    return (4 * (m & _FOUR).bit_count() + 3 * (m & _THREE).bit_count() + 2 * (m & _TWO).bit_count()
            + (m & _ONE).bit_count())


# -- cricche -------------------------------------------------------------------------------------

def _cricche(m: int) -> list[Combination]:
    found: list[Combination] = []
    if (m & _COUNTING).bit_count() < 3:
        return found
    for name, members, mask, three, four in _CRICCHE:
        k = (m & mask).bit_count()
        if k >= 3:
            found.append(Combination("cricca", name, _present(m, members), (), k, four if k == 4 else three))
    return found


def find_cricche(pile: Iterable[Card]) -> list[Combination]:
    """Every cricca (three or four of a kind) in ``pile``; contatori count only as tarocchi."""
    return _cricche(mask_of(pile))


def cricche_points(found: Sequence[Combination]) -> int:
    """Sum of the cricche, doubled when there are three or more."""
    total = sum(c.points for c in found)
    return total * 2 if len(found) >= DOUBLING_COUNT else total


# -- sequences -----------------------------------------------------------------------------------

def _grande(m: int, wild: int) -> tuple[tuple[Card, ...], int] | None:
    # The Angel is required; one of World/Sun/Moon may be missing, a second missing one needs
    # a contatore. The numbered run starts at 16; a free contatore bridges a missing trump,
    # never two consecutive ones; the run stops at the first gap it cannot bridge. The Moors
    # count only when the run reaches the 5. Every contatore adds exactly one card.
    if not m & _ANGEL_BIT:
        return None
    head = _present(m, _HEAD)
    g = len(head)
    if g == 0 or (g == 1 and wild == 0):
        return None
    free = wild - 1 if g == 1 else wild
    block = 4 if g == 3 else 3
    left = free
    bridged_last = False
    run: list[Card] = []
    complete = True
    for t, bit in _NUMBERED_PAIRS:
        if m & bit:
            run.append(t)
            bridged_last = False
        elif left > 0 and not bridged_last:
            left -= 1
            bridged_last = True
        else:
            complete = False
            break
    moors = _present(m, _MOORS) if complete else ()
    return (ANGEL, *head, *run, *moors), block + free + len(run) + len(moors)


def _valid_sequences(m: int, wild: int) -> list[tuple[str, tuple[Card, ...], int]]:
    """Every valid sequence of pile ``m`` with ``wild`` contatori: (kind, natural cards, length)."""
    out: list[tuple[str, tuple[Card, ...], int]] = []
    if m & _ANGEL_BIT:
        found = _grande(m, wild)
        if found is not None:
            out.append(("grande", *found))
    # A suit: the King and two of Q/N/J, or one of them and a contatore; the Ace is added.
    for name, king, king_bit, courts, courts_mask, ace, ace_bit in (_SUITS if m & _KINGS else ()):
        if m & king_bit:
            k = (m & courts_mask).bit_count()
            if k >= 2 or (k == 1 and wild):
                naturals = (king, *_present(m, courts), ace) if m & ace_bit else (king, *_present(m, courts))
                out.append((name, naturals, len(naturals) + wild))
    # Moors and Aces: three of them, or two and a contatore (written out: two tests on every
    # pile scored are cheaper than a loop).
    k = (m & _MOORS_MASK).bit_count()
    if k >= 3 or (k == 2 and wild):
        out.append(("moors", _present(m, _MOORS), k + wild))
    k = (m & _ACES_MASK).bit_count()
    if k >= 3 or (k == 2 and wild):
        out.append(("aces", _present(m, _ACES), k + wild))
    return out


def sequence_by_kind(pile: Iterable[Card], kind: str, wild: int) -> tuple[tuple[Card, ...], int] | None:
    """The sequence ``kind`` (see ``SEQUENCE_KINDS``) of ``pile`` with ``wild`` contatori counted
    in it: ``(natural cards, length)``, or None if it is not valid."""
    if kind not in SEQUENCE_KINDS:
        raise KeyError(kind)
    for name, naturals, length in _valid_sequences(mask_of(pile), wild):
        if name == kind:
            return naturals, length
    return None


def _shared_sequences(m: int, wilds: tuple[Card, ...]) -> list[Combination]:
    return [Combination("sequence", kind, naturals, wilds, length, sequence_points(length))
            for kind, naturals, length in _valid_sequences(m, len(wilds))]


def _single_use_sequences(m: int, wilds: tuple[Card, ...]) -> list[Combination]:
    w = len(wilds)
    by_count = [{kind: (naturals, length) for kind, naturals, length in _valid_sequences(m, j)}
                for j in range(w + 1)]
    targets: list[str | None] = [None, *SEQUENCE_KINDS]
    best_points = -1
    best: list[Combination] = []
    # Each contatore goes to one sequence kind or to none; with at most two contatori the
    # whole space has 8 × 8 points, small enough to search exhaustively.
    assignments: list[tuple[str | None, ...]] = [()]
    for _ in range(w):
        assignments = [a + (t,) for a in assignments for t in targets]
    for assignment in assignments:
        found = []
        for kind in SEQUENCE_KINDS:
            mine = tuple(wilds[i] for i, t in enumerate(assignment) if t == kind)
            seq = by_count[len(mine)].get(kind)
            if seq is not None:
                found.append(Combination("sequence", kind, seq[0], mine, seq[1], sequence_points(seq[1])))
        points = sequences_points(found)
        if points > best_points:
            best_points, best = points, found
    return best


def _sequences(m: int, single_use: bool) -> list[Combination]:
    if not m & _CONTATORI_MASK:
        # No contatore (most piles): nothing to assign, and most piles have no sequence at all.
        found = _valid_sequences(m, 0)
        if not found:
            return []
        return [Combination("sequence", kind, naturals, (), length, sequence_points(length))
                for kind, naturals, length in found]
    wilds = _present(m, _CONTATORI)
    if single_use:
        return _single_use_sequences(m, wilds)
    return _shared_sequences(m, wilds)


def find_sequences(pile: Iterable[Card], single_use: bool = False) -> list[Combination]:
    """Every sequence of the pile at its maximum (see the module docstring for ``single_use``)."""
    return _sequences(mask_of(pile), single_use)


def sequences_points(found: Sequence[Combination]) -> int:
    """Sum of the sequences, doubled when there are three or more."""
    total = sum(c.points for c in found)
    return total * 2 if len(found) >= DOUBLING_COUNT else total


def _combination_points(m: int, single_use: bool) -> int:
    # The same numbers as the finder, without building any object for shared contatori.
    if single_use:
        return cricche_points(_cricche(m)) + sequences_points(_sequences(m, True))
    cr = count = 0
    if (m & _COUNTING).bit_count() >= 3:
        for _, _, mask, three, four in _CRICCHE:
            k = (m & mask).bit_count()
            if k >= 3:
                cr += four if k == 4 else three
                count += 1
        if count >= DOUBLING_COUNT:
            cr *= 2
    found = _valid_sequences(m, (m & _CONTATORI_MASK).bit_count())
    sq = sum(5 * length - 5 for _, _, length in found)
    if len(found) >= DOUBLING_COUNT:
        sq *= 2
    return cr + sq


def combination_points(pile: Iterable[Card], single_use: bool = False) -> int:
    """Cricche plus sequence points of a pile (both after doubling)."""
    return _combination_points(mask_of(pile), single_use)


#: Every card a pile's points depend on (:func:`points_of` reads no other): the counting cards,
#: the trumps, Moors, Aces and courts of the sequences, and the contatori. The rest are blanks.
SCORED: frozenset[Card] = frozenset(
    [c for _, members, _, _ in CRICCHE for c in members]
    + [c for _, king, courts, ace in SUIT_SEQUENCES for c in (king, *courts, ace)]
    + [ANGEL, WORLD, SUN, MOON, *NUMBERED, *MOORS, *ACES, *CONTATORI])


def points_of(mask: int, single_use: bool = False) -> int:
    """Card points plus combination points of a pile given as a mask (see :func:`mask_of`).

    Everything of the deal total but the trick points and the last trick; the players' search
    for the cheapest card calls this many times per decision.
    """
    return _card_points(mask) + _combination_points(mask, single_use)


# -- the whole pile -------------------------------------------------------------------------------

def score_pile(pile: Sequence[Card], n_players: int, won_last: bool, single_use: bool = False) -> PileScore:
    """Every part of the deal total of a pile (after the Matto settlement)."""
    m = mask_of(pile)
    # The counting cards are exactly the five cricca sets, each card of a set worth the same: one
    # count per set gives both the card points and the cricche (one loop instead of two passes).
    points = cricche_total = 0
    cricche: list[Combination] = []
    for name, members, mask, three, four, value in _CRICCHE_VALUED:
        k = (m & mask).bit_count()
        if k:
            points += value * k
            if k >= 3:
                cricche.append(Combination("cricca", name, _present(m, members), (), k, four if k == 4 else three))
                cricche_total += four if k == 4 else three
    if len(cricche) >= DOUBLING_COUNT:
        cricche_total *= 2
    sequences = _sequences(m, single_use)
    return PileScore(points, len(pile) // n_players, LAST_TRICK_BONUS if won_last else 0,
                     tuple(cricche), cricche_total,
                     tuple(sequences), sequences_points(sequences) if sequences else 0)


def plain_card_points(m: int) -> int:
    """Card points of pile mask ``m`` if it holds no cricca and no sequence, else -1.

    Most piles hold no combination, and the end of every deal scores every pile: this screen
    answers them with a few popcounts and no object built, and leaves the rest to
    :func:`score_pile`. It is exact (the same tests as the finder), so -1 means a combination.
    """
    if (m & _COUNTING).bit_count() >= 3:
        for mask in _CRICCA_MASKS:
            if (m & mask).bit_count() >= 3:
                return -1
    if _valid_sequences(m, (m & _CONTATORI_MASK).bit_count()):
        return -1
    return (4 * (m & _FOUR).bit_count() + 3 * (m & _THREE).bit_count() + 2 * (m & _TWO).bit_count()
            + (m & _ONE).bit_count())


def deal_total(pile: Sequence[Card], n_players: int, won_last: bool, single_use: bool = False) -> int:
    """A player's deal total (lower is better)."""
    return (points_of(mask_of(pile), single_use) + len(pile) // n_players
            + (LAST_TRICK_BONUS if won_last else 0))


# -- the Bolognese batch count (display only) ------------------------------------------------------

def batch_value(batch: Iterable[Card]) -> int:
    """One batch at the local values: their sum, minus one per counting card, plus one."""
    total = counting = 0
    for c in batch:
        v = LOCAL_POINTS[c.index]
        if v:
            total += v
            counting += 1
    return total - counting + 1


def local_batches(pile: Sequence[Card], n_players: int) -> list[tuple[list[Card], int]]:
    """The pile in batches of ``n_players`` cards, in the order won, each with its value.

    Any grouping gives the same sum, equal to card points plus trick points.
    """
    if len(pile) % n_players:
        raise ValueError(f"a pile of {len(pile)} cards cannot be counted in batches of {n_players}")
    out = []
    for i in range(0, len(pile), n_players):
        batch = list(pile[i:i + n_players])
        out.append((batch, batch_value(batch)))
    return out


# -- losers and the end of the game ------------------------------------------------------------------

def deal_losers(totals: Sequence[int]) -> list[int]:
    """Seats losing the deal: every trickless (zero) player, else every player with the top total."""
    worst = 0 if 0 in totals else max(totals)
    return [s for s, t in enumerate(totals) if t == worst]


@dataclass(frozen=True)
class GameEnd:
    """How a game ended: ``kind`` ``two-losers`` or ``one-loser``, who pays, net units per seat."""

    kind: str
    payers: tuple[int, ...]
    units: tuple[int, ...]


def end_check(losses: Sequence[int], n_players: int) -> GameEnd | None:
    """The end of the game after these loss counts, or None if play goes on.

    Two or more players with two losses end it first (each pays one unit to every other
    player); otherwise a player reaching the one-loser threshold pays 3 (or 4) to each.
    """
    if max(losses) < TWO_LOSER_LOSSES:  # most deals: nobody near an end
        return None
    two = tuple([s for s, k in enumerate(losses) if k >= TWO_LOSER_LOSSES])
    if len(two) >= 2:
        units = [0] * n_players
        for payer in two:
            for s in range(n_players):
                if s != payer:
                    units[s] += TWO_LOSER_PAYMENT
                    units[payer] -= TWO_LOSER_PAYMENT
        return GameEnd("two-losers", two, tuple(units))
    limit = one_loser_threshold(n_players)
    one = [s for s, k in enumerate(losses) if k >= limit]
    if one:
        payer = one[0]
        pay = one_loser_payment(n_players)
        units = [pay] * n_players
        units[payer] = -pay * (n_players - 1)
        return GameEnd("one-loser", (payer,), tuple(units))
    return None
