"""Counting card points and turning them into deal scores and game points (spec §7).

The functions at the top work on plain numbers and card lists so that the worked examples
can be checked directly; :func:`score_deal` reads a finished deal and builds its
:class:`DealResult`. Score lines carry a ``unit`` in their data: ``points`` (card points),
``deal`` (a Lombardy deal score), ``unit`` (a part of the Ombre unit U) or ``gp`` (game points
the seat actually gains). For every seat the ``gp`` lines add up to its ``deal_score``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...core.cards import Card
from ...core.state import DealResult, ScoreLine
from ...core.tricks import batch_points
from .rules import CODE_OF, CONTRACTS, Variant, contract_params

if TYPE_CHECKING:
    from .deal import LombardDeal


def pile_points(cards: Sequence[Card], values: Sequence[int], batch: int, literal: bool = False) -> int:
    """Card points of a pile counted in batches (spec §7.1).

    The engine formula (``leftover_rule = "net_value"``): value sum − counting cards + complete
    batches. With ``literal`` the left-over cards are taken among the blanks and, when blanks run
    short, the counting cards left over keep their full value: one point more for each of them.
    """
    points = batch_points(cards, values, batch)
    if literal:
        left = len(cards) % batch
        blanks = sum(1 for c in cards if not values[c.index])
        points += max(0, left - blanks)
    return points


def counting_cards(cards: Sequence[Card], values: Sequence[int]) -> list[Card]:
    """The cards of a pile that carry points, highest first (for the score breakdown)."""
    return sorted((c for c in cards if values[c.index]), key=lambda c: (-values[c.index], c.index))


# -- Lombardy Tarot -------------------------------------------------------------------------

def lombardy_deal_points(a: int, b: int, target: int = 36) -> tuple[int, int]:
    """Deal scores of the two teams from their card points (spec §7.2): the side above 36
    scores the excess, the other nothing."""
    return (a - target if a > target else 0, b - target if b > target else 0)


#: Deal points of difference that make one more game point of the Lombardy margin (spec §7.2).
MARGIN_STEP = 36


def lombardy_margin(total_a: int, total_b: int) -> tuple[int, int]:
    """``(margin GP, zero bonus)`` won by the higher team after the four deals (spec §7.2).

    ``1 + diff // 36`` for the margin, one more if the loser's total is 0; a tie gives none.
    """
    diff = abs(total_a - total_b)
    if diff == 0:
        return (0, 0)
    return (1 + diff // MARGIN_STEP, 1 if min(total_a, total_b) == 0 else 0)


def margin_share(mine: int, theirs: int) -> float:
    """A deal's share of the game's margin for a team that took ``mine`` deal points against
    ``theirs``: one game point per :data:`MARGIN_STEP` of difference, counted without rounding
    (the margin itself is paid on the game's totals, which a single deal does not know)."""
    return (mine - theirs) / MARGIN_STEP


# -- the Ombre family ----------------------------------------------------------------------------

def ombre_extra(points: int, win_min: int) -> int:
    """The extra game points for the margin: one per full 5 points beyond the winning or losing
    threshold (spec §7.4–7.6)."""
    if points >= win_min:
        return (points - win_min) // 5
    return (win_min - 1 - points) // 5


def ombre_unit(v: Variant, contract: int, points: int, capot: bool, win_min: int) -> tuple[bool, int, int]:
    """``(won, extra, U)`` for a declarer side with ``points`` card points."""
    won = points >= win_min
    extra = ombre_extra(points, win_min)
    return won, extra, v.base[contract] + extra + (v.capot if capot else 0)


def ombre_payments(v: Variant, declarer: int, partner: int | None, won: bool, unit: int) -> list[int]:
    """Game points per seat: each opponent pays or receives ``unit`` (spec §7.4–7.6)."""
    sign = 1 if won else -1
    out = [-sign * unit] * v.n
    if partner is None:
        out[declarer] = sign * unit * (v.n - 1)
    else:
        out[declarer] = sign * unit * v.shares[0]
        out[partner] = sign * unit * v.shares[1]
    return out


def surrender_payments(v: Variant, declarer: int, contract: int) -> list[int]:
    """The declarer pays the base of his contract to every other player (spec §7.7)."""
    base = v.base[contract]
    out = [base] * v.n
    out[declarer] = -base * (v.n - 1)
    return out


# -- a finished deal ---------------------------------------------------------------------------

def _gp_lines(kind: str, scores: Sequence[int], rule: str, data: dict | None = None) -> list[ScoreLine]:
    """One ``gp`` line per distinct amount (seats with equal amounts share a line), highest first."""
    by_amount: dict[int, list[int]] = {}
    for s, v in enumerate(scores):
        if v:
            if v in by_amount:
                by_amount[v].append(s)
            else:
                by_amount[v] = [s]
    gp = {"unit": "gp", **data} if data else {"unit": "gp"}
    # Each line gets its own copy of the data (a dict copy runs in C; lines are never shared).
    return [ScoreLine(kind, tuple(by_amount[amount]), amount, gp.copy(), rule)
            for amount in sorted(by_amount, reverse=True)]


#: The data of the ``base`` line of each contract (copied for each line).
BASE_DATA: tuple[dict[str, str], ...] = tuple({"unit": "unit", **contract_params(level)}
                                              for level in range(len(CONTRACTS)))


def annulled_result(v: Variant, reason: str) -> DealResult:
    """An annulled deal (Monte, everybody passed): nobody scores."""
    return DealResult([0] * v.n, [ScoreLine("annulled", tuple(range(v.n)), 0,
                                            {"unit": "gp", "reason": reason},
                                            "monte" if reason == "monte" else "auction")],
                      {"variant": v.key, "annulled": reason})


def score_deal(d: "LombardDeal") -> DealResult:
    """The result of a deal that was played to the end (or surrendered)."""
    v = d.rules
    if v.fixed_teams:
        return _score_lombardy(d)
    if not v.auction:
        return _score_reseghino(d)
    return _score_ombre(d)


def _tally(d: "LombardDeal", found: set[Card] | frozenset[Card], n: int) -> tuple[int, int, list[str]]:
    """Card points of a side that holds ``n`` cards, ``found`` being the counting cards among
    them; how many cards it holds; the codes of those counting cards in breakdown order.

    The same count as :func:`pile_points` and :func:`counting_cards`, read from the variant's
    tables: filtering, summing and naming the cards all run in C, which matters as every deal
    of a playout is scored. The pack's counting cards are already in breakdown order: a filter
    over them replaces a sort with a key per card.
    """
    v = d.rules
    counted = list(filter(found.__contains__, v.counting_sorted))
    points = sum(map(v.counting.__getitem__, counted)) - len(counted) + n // v.batch
    if v.leftover_rule == "literal":
        points += max(0, n % v.batch - (n - len(counted)))
    return points, n, list(map(CODE_OF.__getitem__, counted))


def _found(d: "LombardDeal", seats: Sequence[int]) -> tuple[set, int]:
    """The counting cards in the seats' piles together, and how many cards those piles hold."""
    piles = d.piles
    counting = d.rules.counting_set
    # The counting cards of each pile: a C loop over the pile that keeps a score of cards at
    # most, rather than a set of the whole pile.
    found = counting.intersection(piles[seats[0]])
    n = len(piles[seats[0]])
    for s in seats[1:]:
        found |= counting.intersection(piles[s])
        n += len(piles[s])
    return found, n


def _points(d: "LombardDeal", seats: Sequence[int]) -> tuple[int, int, list[str]]:
    """Card points of the seats' piles together, how many cards they hold, and the codes of
    their counting cards in breakdown order (see :func:`_tally`)."""
    return _tally(d, *_found(d, seats))


def _two_sides(d: "LombardDeal", side: Sequence[int]) -> tuple[tuple[int, int, list[str]], tuple[int, int, list[str]]]:
    """:func:`_points` of ``side`` and of every other seat together, reading only ``side``'s piles.

    At the end of a played deal every card of the pack lies in someone's pile (the discard
    goes to a pile before scoring), so the others hold the counting cards ``side`` lacks and
    every card it does not hold.
    """
    found, n = _found(d, side)
    return _tally(d, found, n), _tally(d, d.rules.counting_set - found, sum(map(len, d.piles)) - n)


def _score_lombardy(d: "LombardDeal") -> DealResult:
    v = d.rules
    teams = [list(t) for t in v.fixed_teams or ()]
    pts, sizes, codes = [], [], []
    for p, size, counting in _two_sides(d, teams[0]):  # the other team holds the other seats
        pts.append(p)
        sizes.append(size)
        codes.append(counting)
    deal_pts = lombardy_deal_points(pts[0], pts[1], v.deal_target)
    cappotto = next((i for i, t in enumerate(teams) if sum(d.tricks_won[s] for s in t) == v.hand), None)
    score = [0] * v.n
    lines: list[ScoreLine] = []
    for i, t in enumerate(teams):
        lines.append(ScoreLine("card_points", tuple(t), pts[i],
                               {"unit": "points", "cards": sizes[i], "counting": codes[i]}, "scoring"))
    for i, t in enumerate(teams):
        if deal_pts[i]:
            lines.append(ScoreLine("deal_points", tuple(t), deal_pts[i],
                                   {"unit": "deal", "points": pts[i]}, "scoring"))
    if cappotto is not None:
        for i, t in enumerate(teams):
            amount = 1 if i == cappotto else -1
            for s in t:
                score[s] = amount
            lines.append(ScoreLine("cappotto", tuple(t), amount, {"unit": "gp", "team": "AB"[cappotto]},
                                   "scoring"))
    summary = {"variant": v.key, "team_points": pts, "deal_points": list(deal_pts), "cappotto": cappotto,
               "discard_to": d.discard_to}
    return DealResult(score, lines, summary)


def _score_reseghino(d: "LombardDeal") -> DealResult:
    v = d.rules
    pts = []
    lines: list[ScoreLine] = []
    for s in range(v.n):
        p, size, counting = _points(d, (s,))
        pts.append(p)
        lines.append(ScoreLine("card_points", (s,), p,
                               {"unit": "points", "cards": size, "counting": counting}, "scoring"))
    score = [p - v.deal_target for p in pts]
    for s in range(v.n):
        lines.append(ScoreLine("reseghino_score", (s,), score[s],
                               {"unit": "gp", "points": pts[s], "target": v.deal_target}, "scoring"))
    return DealResult(score, lines, {"variant": v.key, "points": pts, "discard_to": d.discard_to})


def _score_ombre(d: "LombardDeal") -> DealResult:
    v = d.rules
    decl, contract = d.declarer, d.contract
    assert decl is not None and contract is not None
    word = CONTRACTS[contract]
    if d.surrendered:
        score = surrender_payments(v, decl, contract)
        lines = [ScoreLine("base", (decl,), v.base[contract], BASE_DATA[contract].copy(), "scoring")]
        lines += _gp_lines("surrender_payment", score, "surrender")
        return DealResult(score, lines, {"variant": v.key, "declarer": decl, "contract": word,
                                          "surrendered": True})
    partner = d.partner
    side = [decl] if partner is None else [decl, partner]
    others = [s for s in range(v.n) if s not in side]
    (p, side_size, side_counting), (q, other_size, other_counting) = _two_sides(d, side)
    scope = side if v.capot_scope == "side" else [decl]
    capot = sum(d.tricks_won[s] for s in scope) == v.hand
    won, extra, unit = ombre_unit(v, contract, p, capot, v.win_min)
    score = ombre_payments(v, decl, partner, won, unit)
    lines = [
        ScoreLine("card_points", tuple(side), p,
                  {"unit": "points", "cards": side_size, "counting": side_counting}, "scoring"),
        ScoreLine("opponents_points", tuple(others), q,
                  {"unit": "points", "cards": other_size, "counting": other_counting}, "scoring"),
        ScoreLine("base", tuple(side), v.base[contract], BASE_DATA[contract].copy(), "scoring"),
    ]
    if extra:
        lines.append(ScoreLine("margin_extra", tuple(side), extra, {"unit": "unit", "points": p}, "scoring"))
    if capot:
        lines.append(ScoreLine("capot", tuple(side), v.capot, {"unit": "unit"}, "scoring"))
    lines += _gp_lines("game_won" if won else "game_lost", score, "scoring", {"unit_value": unit})
    summary = {"variant": v.key, "declarer": decl, "partner": partner, "contract": word, "points": p,
               "opponents_points": q, "won": won, "unit": unit, "capot": capot, "discard_to": d.discard_to}
    return DealResult(score, lines, summary)
