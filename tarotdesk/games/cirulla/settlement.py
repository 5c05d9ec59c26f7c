"""A finished deal's result and its end-of-deal announcements, built in one pass.

:func:`~.scoring.score_deal` states the scoring rules plainly (and the tests hold this module
to it); this one builds the same :class:`DealResult` straight from the piles' bit sets,
because every random playout ends with it: no intermediate score objects, per-suit and
per-seat pieces looked up in tables, and the announcements shared between deals.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...core.cards import Card
from ...core.events import Event
from ...core.message_params import Seat, Seats
from ...core.state import DealResult, ScoreLine
from ..fishing import seats_by_side, strict_best
from .rules import (
    BIT,
    CARDS,
    GRANDE_POINTS,
    PICCOLA_EXTENSION,
    PICCOLA_POINTS,
    PRIMIERA,
    SETTEBELLO,
    VALUE_WORD,
    CirullaRules,
)
from .scoring import DIAMOND_MASK, GRANDE_MASK, PICCOLA_MASK, PRIMIERA_ORDER, SUIT_MASKS, pile_mask

_SETTEBELLO_BIT = BIT[SETTEBELLO.index]
_ALL_CARDS = len(CARDS)
_GRANDE_CODES = ("DJ", "DQ", "DK")
_PICCOLA_BITS = tuple(BIT[c.index] for c in PICCOLA_EXTENSION)
_PICCOLA_CODES = ("DA", "D2", "D3") + tuple(c.code for c in PICCOLA_EXTENSION)

# The best primiera card of the cards of one suit that a pile holds, keyed by those cards as
# a bit set (the suits' bits do not overlap, so one table serves the four suits).
_BEST: dict[int, tuple[int, str]] = {}


def _best_of_suit(held: int, suit_cards: Sequence[Card]) -> tuple[int, str]:
    c = next(c for c in suit_cards if held & BIT[c.index])
    got = _BEST[held] = (PRIMIERA[c.index], c.code)
    return got


# Announcements are immutable values: one object per kind, seats and points.
_END_EVENTS: dict[tuple[str, tuple[int, ...], int], Event] = {}
_END_KIND = {
    "cards": "point_cards", "diamonds": "point_diamonds", "settebello": "point_settebello",
    "primiera": "point_primiera", "grande": "grande", "piccola": "piccola",
}


def _announce(kind: str, seats: tuple[int, ...], points: int, rule: str) -> Event:
    key = (kind, seats, points)
    event = _END_EVENTS.get(key)
    if event is None:
        event = _END_EVENTS[key] = Event(_END_KIND[kind], seats[0], {"seats": Seats(seats)}, points=points,
                                         rule=rule)
    return event


def settle_deal(piles: Sequence[Sequence[Card]], side_of: Sequence[int], scope: Sequence[int],
                table_bonus: dict[str, Any] | None, declarations: Sequence[dict[str, Any]],
                rules: CirullaRules, events: list[Event]) -> DealResult:
    """The deal's result (spec §7.1–7.2); the announcements of the end-of-deal categories that
    score (cards, diamonds, primiera, settebello, grande, piccola) are appended to ``events``."""
    sides = seats_by_side(side_of)
    masks = [pile_mask(p) for p in piles]
    counts = [len(p) for p in piles]
    diamonds = [(m & DIAMOND_MASK).bit_count() for m in masks]
    prim_totals, prim_codes, complete = _primiera(masks)
    winners = {
        "cards": strict_best(counts),
        "diamonds": strict_best(diamonds),
        "settebello": next((i for i, m in enumerate(masks) if m & _SETTEBELLO_BIT), None),
        "primiera": strict_best(complete if rules.primiera_requires_all_suits else prim_totals),
    }
    lines: list[ScoreLine] = []
    for kind, data in (("cards", {"counts": counts}), ("diamonds", {"counts": diamonds}),
                       ("primiera", {"counts": prim_totals, "cards": prim_codes})):
        w = winners[kind]
        if w is None:
            lines.append(ScoreLine(kind, (), 0, data, "scoring"))
        else:
            lines.append(ScoreLine(kind, sides[w], 1, data, "scoring"))
            events.append(_announce(kind, sides[w], 1, "scoring"))
    w = winners["settebello"]
    seats = sides[w] if w is not None else ()
    lines.append(ScoreLine("settebello", seats, 1, {"cards": ["D7"]}, "scoring"))
    if seats:
        events.append(_announce("settebello", seats, 1, "scoring"))
    scopa = _scopa_lines(sides, side_of, scope, table_bonus, declarations, lines)
    steps = []
    totals = []
    for i, m in enumerate(masks):
        side_steps = {kind: 1 if w == i else 0 for kind, w in winners.items()}
        side_steps["scopa"] = scopa[i]
        side_steps["bonus"] = _bonuses(m, sides[i], lines, events)
        steps.append(side_steps)
        totals.append(sum(side_steps.values()))
    cappotto = _cappotto(rules.cappotto, masks, counts)
    if cappotto is not None:
        lines.append(ScoreLine("cappotto", sides[cappotto], 0, {"rule": rules.cappotto}, "game-end"))
    summary = {
        "sides": [list(s) for s in sides],
        "steps": steps,
        "side_points": totals,
        "cards": list(counts),
        "diamonds": list(diamonds),
        "primiera": list(prim_totals),
        "cappotto": cappotto,
    }
    return DealResult([totals[side] for side in side_of], lines, summary)


def _primiera(masks: list[int]) -> tuple[list[int], list[list[str]], list[int]]:
    """Each side's primiera total and cards, and the totals with a side lacking a suit at -1."""
    prim_totals = []
    prim_codes = []
    complete = []
    best = _BEST
    for m in masks:
        total = 0
        codes = []
        for suit_mask, suit_cards in zip(SUIT_MASKS, PRIMIERA_ORDER):
            held = m & suit_mask
            if held:
                got = best.get(held)
                if got is None:
                    got = _best_of_suit(held, suit_cards)
                total += got[0]
                codes.append(got[1])
        prim_totals.append(total)
        prim_codes.append(codes)
        complete.append(total if len(codes) == 4 else -1)
    return prim_totals, prim_codes, complete


def _scopa_lines(sides: tuple[tuple[int, ...], ...], side_of: Sequence[int], scope: Sequence[int],
                 table_bonus: dict[str, Any] | None, declarations: Sequence[dict[str, Any]],
                 lines: list[ScoreLine]) -> list[int]:
    """The lines of the scopa-type points (scope, the dealer's table, declarations); each side's sum."""
    scopa = list(scope)
    for i, count in enumerate(scope):
        if count:
            lines.append(ScoreLine("scope", sides[i], count, {"count": count}, "play"))
    if table_bonus is not None:
        side = side_of[table_bonus["seat"]]
        scopa[side] += table_bonus["points"]
        matta = VALUE_WORD[table_bonus["matta"]] if table_bonus["matta"] else ""
        lines.append(ScoreLine("table_bonus", sides[side], table_bonus["points"],
                               {"cards": list(table_bonus["cards"]), "total": table_bonus["total"], "matta": matta},
                               "table-check"))
    for d in declarations:
        side = side_of[d["seat"]]
        scopa[side] += d["points"]
        matta = VALUE_WORD[d["matta"]] if d["matta"] else ""
        lines.append(ScoreLine("declared_" + d["kind"], sides[side], d["points"],
                               {"seat": Seat(d["seat"]), "cards": list(d["cards"]), "matta": matta}, "declarations"))
    return scopa


def _bonuses(mask: int, seats: tuple[int, ...], lines: list[ScoreLine], events: list[Event]) -> int:
    """The grande and the piccola of one side's pile (``mask``): their lines, their points."""
    bonus = 0
    if mask & GRANDE_MASK == GRANDE_MASK:
        bonus = GRANDE_POINTS
        lines.append(ScoreLine("grande", seats, GRANDE_POINTS, {"cards": list(_GRANDE_CODES)}, "scoring"))
        events.append(_announce("grande", seats, GRANDE_POINTS, "scoring"))
    if mask & PICCOLA_MASK == PICCOLA_MASK:
        run = 3
        for bit in _PICCOLA_BITS:
            if not mask & bit:
                break
            run += 1
        points = PICCOLA_POINTS + run - 3
        bonus += points
        lines.append(ScoreLine("piccola", seats, points, {"cards": list(_PICCOLA_CODES[:run])}, "scoring"))
        events.append(_announce("piccola", seats, points, "scoring"))
    return bonus


def _cappotto(rule: str, masks: list[int], counts: list[int]) -> int | None:
    """The side that wins at once under the cappotto ``rule``, if any."""
    if rule == "all_diamonds":
        return next((i for i, m in enumerate(masks) if m & DIAMOND_MASK == DIAMOND_MASK), None)
    if rule == "all_cards":
        return next((i for i, count in enumerate(counts) if count == _ALL_CARDS), None)
    return None
