"""Scoring a Mattazza pile: card and trick points, cricche, sequences, losers and payments.

A player's deal total is ``CP + TP + LT + CR + SQ`` (rule section "scoring"): card points, one
point per trick, six for the last trick, and the points of every cricca and sequence found in
his pile ("combinations"). Nobody may decline a combination, so the finder always returns the
maximum the pile allows; with the seed's rule (each contatore serves every sequence) there is
nothing to choose, and with the strict option the best assignment of contatori is searched.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

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

_CARD_AT: dict[int, Card] = {c.index: c for c in PACK.cards}
_ANGEL = ANGEL.index
_HEAD = tuple(c.index for c in (WORLD, SUN, MOON))
_NUMBERED = tuple(c.index for c in NUMBERED)
_MOORS = tuple(c.index for c in MOORS)
_MOORS_SET = frozenset(_MOORS)
_ACES = tuple(c.index for c in ACES)
_ACES_SET = frozenset(_ACES)
_CONTATORI = tuple(c.index for c in CONTATORI)
_CONTATORI_SET = frozenset(_CONTATORI)
_CRICCHE = tuple((name, tuple(c.index for c in members), frozenset(c.index for c in members), three, four)
                 for name, members, three, four in CRICCHE)
_SUITS = tuple((name, king.index, tuple(c.index for c in courts), frozenset(c.index for c in courts), ace.index)
               for name, king, courts, ace in SUIT_SEQUENCES)


@dataclass(frozen=True)
class Combination:
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


@dataclass(frozen=True)
class PileScore:
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


def indices(cards: Iterable[Card]) -> set[int]:
    """The set of ``Card.index`` of ``cards`` (the scorer works on indices: ints hash fastest)."""
    return {c.index for c in cards}


def _cards(idx: Iterable[int]) -> tuple[Card, ...]:
    return tuple(_CARD_AT[i] for i in idx)


# -- card points ---------------------------------------------------------------------------------

def card_points(pile: Iterable[Card]) -> int:
    """Sum of the standard card points of ``pile``."""
    values = CARD_POINTS
    return sum(values[c.index] for c in pile)


# -- cricche -------------------------------------------------------------------------------------

def _cricche(have: set[int]) -> list[Combination]:
    found = []
    for name, members, member_set, three, four in _CRICCHE:
        k = len(have & member_set)
        if k >= 3:
            present = _cards(i for i in members if i in have)
            found.append(Combination("cricca", name, present, (), k, four if k == 4 else three))
    return found


def find_cricche(pile: Iterable[Card]) -> list[Combination]:
    """Every cricca (three or four of a kind) in ``pile``; contatori count only as tarocchi."""
    return _cricche(indices(pile))


def cricche_points(found: Sequence[Combination]) -> int:
    """Sum of the cricche, doubled when there are three or more."""
    total = sum(c.points for c in found)
    return total * 2 if len(found) >= DOUBLING_COUNT else total


# -- sequences -----------------------------------------------------------------------------------

def _grande(have: set[int], wild: int) -> tuple[list[int], int] | None:
    # The Angel is required; one of World/Sun/Moon may be missing, a second missing one needs
    # a contatore. The numbered run starts at 16; a free contatore bridges a missing trump,
    # never two consecutive ones; the run stops at the first gap it cannot bridge. The Moors
    # count only when the run reaches the 5. Every contatore adds exactly one card.
    if _ANGEL not in have:
        return None
    head = [i for i in _HEAD if i in have]
    g = len(head)
    if g == 0 or (g == 1 and wild == 0):
        return None
    free = wild - 1 if g == 1 else wild
    block = 4 if g == 3 else 3
    left = free
    bridged_last = False
    run: list[int] = []
    complete = True
    for t in _NUMBERED:
        if t in have:
            run.append(t)
            bridged_last = False
        elif left > 0 and not bridged_last:
            left -= 1
            bridged_last = True
        else:
            complete = False
            break
    moors = [m for m in _MOORS if m in have] if complete else []
    return [_ANGEL, *head, *run, *moors], block + free + len(run) + len(moors)


def _valid_sequences(have: set[int], wild: int) -> list[tuple[str, list[int], int]]:
    """Every valid sequence of ``have`` with ``wild`` contatori: (kind, natural indices, length)."""
    out: list[tuple[str, list[int], int]] = []
    if _ANGEL in have:
        found = _grande(have, wild)
        if found is not None:
            out.append(("grande", *found))
    # A suit: the King and two of Q/N/J, or one of them and a contatore; the Ace is added.
    for name, king, courts, court_set, ace in _SUITS:
        if king in have:
            m = len(have & court_set)
            if m >= 2 or (m == 1 and wild):
                naturals = [king, *(i for i in courts if i in have)]
                if ace in have:
                    naturals.append(ace)
                out.append((name, naturals, len(naturals) + wild))
    # Moors and Aces: three of them, or two and a contatore.
    for name, members, member_set in (("moors", _MOORS, _MOORS_SET), ("aces", _ACES, _ACES_SET)):
        k = len(have & member_set)
        if k >= 3 or (k == 2 and wild):
            out.append((name, [i for i in members if i in have], k + wild))
    return out


def sequence_by_kind(pile: Iterable[Card], kind: str, wild: int) -> tuple[tuple[Card, ...], int] | None:
    """The sequence ``kind`` (see ``SEQUENCE_KINDS``) of ``pile`` with ``wild`` contatori counted
    in it: ``(natural cards, length)``, or None if it is not valid."""
    if kind not in SEQUENCE_KINDS:
        raise KeyError(kind)
    for name, naturals, length in _valid_sequences(indices(pile), wild):
        if name == kind:
            return _cards(naturals), length
    return None


def _shared_sequences(have: set[int], wilds: tuple[Card, ...]) -> list[Combination]:
    return [Combination("sequence", kind, _cards(naturals), wilds, length, sequence_points(length))
            for kind, naturals, length in _valid_sequences(have, len(wilds))]


def _single_use_sequences(have: set[int], wilds: tuple[Card, ...]) -> list[Combination]:
    w = len(wilds)
    by_count = [{kind: (naturals, length) for kind, naturals, length in _valid_sequences(have, j)}
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
                found.append(Combination("sequence", kind, _cards(seq[0]), mine, seq[1],
                                         sequence_points(seq[1])))
        points = sequences_points(found)
        if points > best_points:
            best_points, best = points, found
    return best


def _sequences(have: set[int], single_use: bool) -> list[Combination]:
    wilds = _cards(i for i in _CONTATORI if i in have) if have & _CONTATORI_SET else ()
    if single_use and wilds:
        return _single_use_sequences(have, wilds)
    return _shared_sequences(have, wilds)


def find_sequences(pile: Iterable[Card], single_use: bool = False) -> list[Combination]:
    """Every sequence of the pile at its maximum (see the module docstring for ``single_use``)."""
    return _sequences(indices(pile), single_use)


def sequences_points(found: Sequence[Combination]) -> int:
    """Sum of the sequences, doubled when there are three or more."""
    total = sum(c.points for c in found)
    return total * 2 if len(found) >= DOUBLING_COUNT else total


def _shared_combination_points(have: set[int]) -> int:
    # The same numbers as the finder with shared contatori, without building any object.
    cr = count = 0
    for _, _, member_set, three, four in _CRICCHE:
        k = len(have & member_set)
        if k >= 3:
            cr += four if k == 4 else three
            count += 1
    if count >= DOUBLING_COUNT:
        cr *= 2
    found = _valid_sequences(have, len(have & _CONTATORI_SET))
    sq = sum(5 * length - 5 for _, _, length in found)
    if len(found) >= DOUBLING_COUNT:
        sq *= 2
    return cr + sq


def combination_points(pile: Iterable[Card], single_use: bool = False) -> int:
    """Cricche plus sequence points of a pile (both after doubling)."""
    have = indices(pile)
    if not single_use:
        return _shared_combination_points(have)
    return cricche_points(_cricche(have)) + sequences_points(_sequences(have, True))


def points_of(have: set[int], single_use: bool = False) -> int:
    """Card points plus combination points of a pile given as a set of ``Card.index``.

    Everything of the deal total but the trick points and the last trick; the players' search
    for the cheapest card calls this many times per decision.
    """
    values = CARD_POINTS
    cp = sum([values[i] for i in have])
    if single_use:
        return cp + combination_points([_CARD_AT[i] for i in have], True)
    return cp + _shared_combination_points(have)


# -- the whole pile -------------------------------------------------------------------------------

def score_pile(pile: Sequence[Card], n_players: int, won_last: bool, single_use: bool = False) -> PileScore:
    """Every part of the deal total of a pile (after the Matto settlement)."""
    have = indices(pile)
    values = CARD_POINTS
    cricche = _cricche(have)
    sequences = _sequences(have, single_use)
    return PileScore(sum([values[i] for i in have]), len(pile) // n_players, LAST_TRICK_BONUS if won_last else 0,
                     tuple(cricche), cricche_points(cricche), tuple(sequences), sequences_points(sequences))


def deal_total(pile: Sequence[Card], n_players: int, won_last: bool, single_use: bool = False) -> int:
    """A player's deal total (lower is better)."""
    return (card_points(pile) + len(pile) // n_players + (LAST_TRICK_BONUS if won_last else 0)
            + combination_points(pile, single_use))


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
    zero = [s for s, t in enumerate(totals) if t == 0]
    if zero:
        return zero
    top = max(totals)
    return [s for s, t in enumerate(totals) if t == top]


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
    two = tuple(s for s, k in enumerate(losses) if k >= TWO_LOSER_LOSSES)
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
