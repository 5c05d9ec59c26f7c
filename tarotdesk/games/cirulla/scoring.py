"""End-of-deal scoring (spec §7.1–7.2) and the game-end rule with its count-out (§7.3–7.4).

Scoring works on the sides' captured piles: the Matta is the plain seven of hearts there,
whatever it was designated as during play. The functions return plain data so that a deal's
result, the breakdown shown to players and the count-out all read the same numbers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from ...core.cards import Card
from ..fishing import strict_best
from .rules import (
    BIT,
    CARDS,
    GRANDE,
    GRANDE_POINTS,
    PICCOLA_BASE,
    PICCOLA_EXTENSION,
    PICCOLA_POINTS,
    PRIMIERA,
    SETTEBELLO,
    STEPS,
    SUIT_ORDER,
    CirullaRules,
)

DIAMONDS = "D"


def _mask(cards: Sequence[Card]) -> int:
    return sum(BIT[c.index] for c in cards)


DIAMOND_MASK = _mask([c for c in CARDS if c.suit == DIAMONDS])
GRANDE_MASK = _mask(GRANDE)
PICCOLA_MASK = _mask(PICCOLA_BASE)
#: For each suit (display order), its cards from the best primiera value down.
PRIMIERA_ORDER: tuple[tuple[Card, ...], ...] = tuple(
    tuple(sorted((c for c in CARDS if c.suit == suit), key=lambda c: -PRIMIERA[c.index])) for suit in SUIT_ORDER
)


_BIT_OF: dict[Card, int] = {c: BIT[c.index] for c in CARDS}


def pile_mask(pile: Sequence[Card]) -> int:
    """A pile as a bit set of card indices (scoring tests membership on it)."""
    # A pile holds each card once, so the sum of the cards' bits is their union (summed in C).
    return sum(map(_BIT_OF.__getitem__, pile))


#: Each suit's cards as a bit set (display order, as PRIMIERA_ORDER).
SUIT_MASKS: tuple[int, ...] = tuple(_mask(cards) for cards in PRIMIERA_ORDER)
# The best primiera card of a suit's cards in a pile, keyed by those cards as a bit set (the
# suits' bits do not overlap, so one table serves the four suits; at most 4 x 1023 entries).
_BEST_OF_SUIT: dict[int, Card] = {}


def primiera(pile: Sequence[Card] | int) -> tuple[int, list[Card]]:
    """The primiera total of a pile and the cards that make it (the best of each suit held)."""
    bits = pile if isinstance(pile, int) else pile_mask(pile)
    cards = []
    total = 0
    for suit_mask, suit_cards in zip(SUIT_MASKS, PRIMIERA_ORDER):
        held = bits & suit_mask
        if held:
            best = _BEST_OF_SUIT.get(held)
            if best is None:
                best = _BEST_OF_SUIT[held] = next(c for c in suit_cards if held & BIT[c.index])
            cards.append(best)
            total += PRIMIERA[best.index]
    return total, cards


def piccola(pile: Sequence[Card] | int) -> tuple[int, list[Card]]:
    """Piccola points of a pile (0, 3, 4, 5 or 6) and the diamonds that make it."""
    bits = pile if isinstance(pile, int) else pile_mask(pile)
    if bits & PICCOLA_MASK != PICCOLA_MASK:
        return 0, []
    run = list(PICCOLA_BASE)
    for c in PICCOLA_EXTENSION:
        if not bits & BIT[c.index]:
            break
        run.append(c)
    return PICCOLA_POINTS + len(run) - len(PICCOLA_BASE), run


def grande(pile: Sequence[Card] | int) -> int:
    """Grande points of a pile: 5 with the jack, queen and king of diamonds, else 0."""
    bits = pile if isinstance(pile, int) else pile_mask(pile)
    return GRANDE_POINTS if bits & GRANDE_MASK == GRANDE_MASK else 0


@dataclass
class SideScore:
    """One side's deal: points per count-out step and the figures behind them."""

    steps: dict[str, int]
    cards: int
    diamonds: int
    primiera: int
    primiera_cards: list[Card]
    all_suits: bool
    grande: int
    piccola: int
    piccola_cards: list[Card]

    @property
    def total(self) -> int:
        return sum(self.steps.values())


@dataclass
class DealScore:
    """Every side's deal score, who won each comparison, and a cappotto if there was one."""

    sides: list[SideScore]
    winners: dict[str, int | None] = field(default_factory=dict)  # cards/diamonds/primiera/settebello
    cappotto: int | None = None

    @property
    def totals(self) -> list[int]:
        return [s.total for s in self.sides]


def score_deal(piles: Sequence[Sequence[Card]], scopa_points: Sequence[int], rules: CirullaRules) -> DealScore:
    """Score a finished deal from the sides' piles and their scopa-type points (§7.2)."""
    masks = [pile_mask(p) for p in piles]
    counts = [len(p) for p in piles]
    diamonds = [(m & DIAMOND_MASK).bit_count() for m in masks]
    prim = [primiera(m) for m in masks]
    all_suits = [len(cards) == len(SUIT_ORDER) for _, cards in prim]
    settebello = BIT[SETTEBELLO.index]
    winners: dict[str, int | None] = {
        "cards": strict_best(counts),
        "diamonds": strict_best(diamonds),
        "settebello": next((i for i, m in enumerate(masks) if m & settebello), None),
        "primiera": strict_best([t for t, _ in prim], all_suits if rules.primiera_requires_all_suits else None),
    }
    sides = []
    for i, bits in enumerate(masks):
        pic, pic_cards = piccola(bits)
        gra = grande(bits)
        steps = dict.fromkeys(STEPS, 0)
        for name, w in winners.items():
            if w == i:
                steps[name] = 1
        steps["scopa"] = scopa_points[i]
        steps["bonus"] = gra + pic
        sides.append(SideScore(steps, counts[i], diamonds[i], prim[i][0], prim[i][1], all_suits[i], gra, pic,
                               pic_cards))
    cappotto = None
    if rules.cappotto == "all_diamonds":
        cappotto = next((i for i in range(len(piles)) if masks[i] & DIAMOND_MASK == DIAMOND_MASK), None)
    elif rules.cappotto == "all_cards":
        cappotto = next((i for i in range(len(piles)) if counts[i] == len(CARDS)), None)
    return DealScore(sides, winners, cappotto)


@dataclass(frozen=True)
class Outcome:
    """What the game-end rule decided after a deal: a winning side and why, or play on."""

    winner: int | None  # a side, or None when the game goes on
    reason: str  # "cappotto", "target", "count-out", "count-out-unresolved" or "continue"
    step: str | None = None  # the count-out step at which the winner reached the target


def game_end(before: Sequence[int], deal_steps: Sequence[dict[str, int]], target: int,
             cappotto: int | None) -> Outcome:
    """Apply §7.3–7.4 after a deal: ``before`` = each side's total before it, ``deal_steps`` =
    each side's points in this deal per count-out step, ``cappotto`` = a side that won at once."""
    if cappotto is not None:
        return Outcome(cappotto, "cappotto")
    after = [b + sum(steps.values()) for b, steps in zip(before, deal_steps)]
    top = max(after)
    if top < target:
        return Outcome(None, "continue")
    leaders = [i for i, t in enumerate(after) if t == top]
    if len(leaders) == 1:
        return Outcome(leaders[0], "target")
    running = {i: before[i] for i in leaders}
    reached = [i for i in leaders if running[i] >= target]
    if len(reached) == 1:
        return Outcome(reached[0], "count-out", None)
    if len(reached) >= 2:
        return Outcome(None, "count-out-unresolved")
    for step in STEPS:
        for i in leaders:
            running[i] += deal_steps[i][step]
        reached = [i for i in leaders if running[i] >= target]
        if len(reached) == 1:
            return Outcome(reached[0], "count-out", step)
        if len(reached) >= 2:
            return Outcome(None, "count-out-unresolved", step)
    raise AssertionError("tied leaders at or above the target always reach it in the count-out")
