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
from ...core.state import DealResult, ScoreLine
from ..fishing import seats_by_side, strict_best
from .rules import BIT, CARDS, GRANDE_POINTS, PICCOLA_EXTENSION, PICCOLA_POINTS, PRIMIERA, SETTEBELLO, VALUE_WORD
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
        event = _END_EVENTS[key] = Event(_END_KIND[kind], seats[0], {"seats": list(seats)}, points=points,
                                         rule=rule)
    return event


def settle_deal(piles: Sequence[Sequence[Card]], side_of: Sequence[int], scope: Sequence[int],
                table_bonus: dict[str, Any] | None, declarations: Sequence[dict[str, Any]],
                primiera_requires_all_suits: bool, cappotto_rule: str,
                events: list[Event]) -> DealResult:
    """The deal's result (spec §7.1–7.2); the announcements of the end-of-deal categories that
    score (cards, diamonds, primiera, settebello, grande, piccola) are appended to ``events``."""
    sides = seats_by_side(side_of)
    n_sides = len(piles)
    masks = [pile_mask(p) for p in piles]
    counts = [len(p) for p in piles]
    diamonds = [(m & DIAMOND_MASK).bit_count() for m in masks]
    prim_totals = []
    prim_codes = []
    complete = []  # primiera values with the sides lacking a suit marked -1 (when that rule is on)
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

    scopa = list(scope)
    if table_bonus is not None:
        scopa[side_of[table_bonus["seat"]]] += table_bonus["points"]
    for d in declarations:
        scopa[side_of[d["seat"]]] += d["points"]

    w_cards = strict_best(counts)
    w_diamonds = strict_best(diamonds)
    w_settebello = None
    for i, m in enumerate(masks):
        if m & _SETTEBELLO_BIT:
            w_settebello = i
            break
    w_primiera = strict_best(complete if primiera_requires_all_suits else prim_totals)

    lines = []
    if w_cards is None:
        lines.append(ScoreLine("cards", (), 0, {"counts": counts}, "scoring"))
    else:
        lines.append(ScoreLine("cards", sides[w_cards], 1, {"counts": counts}, "scoring"))
        events.append(_announce("cards", sides[w_cards], 1, "scoring"))
    if w_diamonds is None:
        lines.append(ScoreLine("diamonds", (), 0, {"counts": diamonds}, "scoring"))
    else:
        lines.append(ScoreLine("diamonds", sides[w_diamonds], 1, {"counts": diamonds}, "scoring"))
        events.append(_announce("diamonds", sides[w_diamonds], 1, "scoring"))
    data = {"counts": prim_totals, "cards": prim_codes}
    if w_primiera is None:
        lines.append(ScoreLine("primiera", (), 0, data, "scoring"))
    else:
        lines.append(ScoreLine("primiera", sides[w_primiera], 1, data, "scoring"))
        events.append(_announce("primiera", sides[w_primiera], 1, "scoring"))
    seats = sides[w_settebello] if w_settebello is not None else ()
    lines.append(ScoreLine("settebello", seats, 1, {"cards": ["D7"]}, "scoring"))
    if seats:
        events.append(_announce("settebello", seats, 1, "scoring"))
    for i in range(n_sides):
        if scope[i]:
            lines.append(ScoreLine("scope", sides[i], scope[i], {"count": scope[i]}, "play"))
    if table_bonus is not None:
        matta = VALUE_WORD[table_bonus["matta"]] if table_bonus["matta"] else ""
        lines.append(ScoreLine("table_bonus", sides[side_of[table_bonus["seat"]]], table_bonus["points"],
                               {"cards": list(table_bonus["cards"]), "total": table_bonus["total"], "matta": matta},
                               "table-check"))
    for d in declarations:
        matta = VALUE_WORD[d["matta"]] if d["matta"] else ""
        lines.append(ScoreLine("declared_" + d["kind"], sides[side_of[d["seat"]]], d["points"],
                               {"seat": d["seat"], "cards": list(d["cards"]), "matta": matta}, "declarations"))

    steps = []
    totals = []
    for i, m in enumerate(masks):
        bonus = 0
        if m & GRANDE_MASK == GRANDE_MASK:
            bonus = GRANDE_POINTS
            lines.append(ScoreLine("grande", sides[i], GRANDE_POINTS, {"cards": list(_GRANDE_CODES)}, "scoring"))
            events.append(_announce("grande", sides[i], GRANDE_POINTS, "scoring"))
        if m & PICCOLA_MASK == PICCOLA_MASK:
            run = 3
            for bit in _PICCOLA_BITS:
                if not m & bit:
                    break
                run += 1
            points = PICCOLA_POINTS + run - 3
            bonus += points
            lines.append(ScoreLine("piccola", sides[i], points, {"cards": list(_PICCOLA_CODES[:run])}, "scoring"))
            events.append(_announce("piccola", sides[i], points, "scoring"))
        side_steps = {"cards": 1 if w_cards == i else 0, "diamonds": 1 if w_diamonds == i else 0,
                      "settebello": 1 if w_settebello == i else 0, "primiera": 1 if w_primiera == i else 0,
                      "scopa": scopa[i], "bonus": bonus}
        steps.append(side_steps)
        totals.append(sum(side_steps.values()))

    cappotto = None
    if cappotto_rule == "all_diamonds":
        cappotto = next((i for i in range(n_sides) if masks[i] & DIAMOND_MASK == DIAMOND_MASK), None)
    elif cappotto_rule == "all_cards":
        cappotto = next((i for i in range(n_sides) if counts[i] == _ALL_CARDS), None)
    if cappotto is not None:
        lines.append(ScoreLine("cappotto", sides[cappotto], 0, {"rule": cappotto_rule}, "game-end"))
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
