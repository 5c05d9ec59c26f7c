"""Settlement of a tarokk deal (spec §7): the game item, bonuses, declarations, dealer fees.

Every side item is an amount ``a`` from the declarer's side's point of view; it is settled at
once (partner: ``+a`` to each of the two, ``-a`` to each defender; alone: ``+3a`` to the
declarer, ``-a`` to each of the three). Settling item by item equals settling the sum, and
lets the breakdown show each item with the seats it concerns.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...core.cards import SKIZ
from ...core.events import Event
from ...core.message_params import Seats, SeatsText
from ...core.state import DealResult, ScoreLine
from .base import DealBase
from .rules import (BONUS_BASE, BONUSES, CONTRACT_VALUE, CONTRACTS, DEALER_FEES, DECLARATIONS, DF,
                    DOUBLE_FACTOR, DOUBLE_GAME_POINTS, DS, HONOURS, KINGS, PAGAT, POINTS, SIDE_NAMES,
                    SILENT_DOUBLE_FACTOR, SILENT_VOLAT_FACTOR, TOTAL_POINTS, TRICKS, VOLAT_FACTOR, WIN_POINTS,
                    XXI)

#: Outcomes of the Pagat in play (spec §7.4).
WON, OPP, PARTNER, NOT_LAST = "won", "lost", "partner", "early"


def line_event(line: ScoreLine) -> Event:
    """The score event of one line: its data plus the seats it concerns."""
    seats = line.seats
    return Event("score_" + line.kind, None, dict(line.data, seats=Seats(seats), who=SeatsText(", ".join(map(str, seats)))),
                 points=line.points, rule=line.rule)


class _Item(NamedTuple):
    """One settled item: its two score lines, their events, what it adds to each seat's score
    and to the declarer's side's amount.

    An item met again (the same bonus outcome for the same sides, the same declaration by the
    same seat ...) is taken whole from ``_ITEMS``: a deal's settlement then builds no line, data
    or event for it. Score lines, like events, are values that nobody changes once made, so
    deals share them.
    """

    lines: tuple[ScoreLine, ScoreLine]
    events: tuple[Event, Event]
    delta: tuple[int, ...]  # per seat
    team_amount: int


def _make_item(n_players: int, kind: str, rule: str, first: tuple[int, ...], first_each: int,
               first_data: dict[str, Any], second: tuple[int, ...], second_each: int, second_data: dict[str, Any],
               team_amount: int) -> _Item:
    """``first`` seats get ``first_each`` each, ``second`` seats ``second_each`` each."""
    lines = (ScoreLine(kind, first, first_each, first_data, rule),
             ScoreLine(kind, second, second_each, second_data, rule))
    delta = [0] * n_players
    for s in first:
        delta[s] += first_each
    for s in second:
        delta[s] += second_each
    return _Item(lines, (line_event(lines[0]), line_event(lines[1])), tuple(delta), team_amount)


def _side_item(n_players: int, kind: str, amount: int, data: dict[str, Any], rule: str, ds: tuple[int, ...],
               df: tuple[int, ...]) -> _Item:
    """A side item worth ``amount`` to the declarer's side (negative: it pays).

    Partner: ``+amount`` to each of the two; alone: ``3 * amount`` to the declarer; ``-amount``
    to each defender.
    """
    ds_each = amount * (3 if len(ds) == 1 else 1)
    return _make_item(n_players, kind, rule, ds, ds_each, dict(data, side="declarer"), df, -amount,
                      dict(data, side="defenders"), amount)


def _personal(n_players: int, kind: str, seat: int, each: int, others: tuple[int, ...], data: dict[str, Any],
              rule: str) -> _Item:
    """``seat`` receives ``each`` from every seat of ``others``."""
    return _make_item(n_players, kind, rule, (seat,), each * len(others), data, others, -each, dict(data), 0)


#: Items already settled once, by everything their lines and events depend on, the player
#: count included (bonuses, declarations, dealer fees: a few thousand keys; the game item,
#: whose data holds the card points, is made per deal).
_ITEMS: dict[tuple[Any, ...], _Item] = {}


class _Sheet:
    """The items settled in one deal, in the order of its score lines."""

    def __init__(self, d: DealBase) -> None:
        self.n_players = d.n_players
        self.items: list[_Item] = []
        self.add = self.items.append

    def result(self, summary: dict[str, Any]) -> tuple[DealResult, list[Event]]:
        """The deal's result (``summary`` gets the team amount) and its score events."""
        lines: list[ScoreLine] = []
        events: list[Event] = []
        team_amount = 0
        for item in self.items:
            lines += item.lines
            events += item.events
            team_amount += item.team_amount
        score = [sum(column) for column in zip(*[item.delta for item in self.items])] or [0] * self.n_players
        summary["team_amount"] = team_amount
        assert sum(score) == 0, score
        return DealResult(score, lines, summary), events


#: The cards whose winning side the bonuses look at.
_MARKED = HONOURS | KINGS


def _side_of_all(won_by: dict[Any, int], cards: frozenset[Any]) -> int | None:
    """The side that won every card of ``cards`` in tricks, if one did."""
    sides = {won_by.get(c) for c in cards}
    return sides.pop() if len(sides) == 1 else None


class BonusFacts:
    """What the tricks show for the bonuses, per side (true sides)."""

    def __init__(self, d: DealBase, ds: tuple[int, ...] | None = None) -> None:
        if ds is None:
            ds = d.ds_seats()
        self.side = side = [DF] * d.n_players
        for s in ds:
            side[s] = DS
        won_by: dict[Any, int] = {}  # the winning side of each marked card (the others do not matter)
        self.xxi: int | None = None  # the side whose Skiz caught the other side's XXI
        self.pagat_side: int | None = None
        self.pagat = NOT_LAST
        for i, (seats, cards, winner) in enumerate(d.tricks):
            marked = _MARKED.intersection(cards)
            if not marked:
                continue
            winner_side = side[winner]
            for c in marked:
                won_by[c] = winner_side
            if SKIZ in marked and XXI in marked:
                skiz_side = side[seats[cards.index(SKIZ)]]
                if skiz_side != side[seats[cards.index(XXI)]]:
                    self.xxi = skiz_side
            if PAGAT in marked:
                q = seats[cards.index(PAGAT)]
                self.pagat_side = side[q]
                if i == TRICKS - 1:
                    self.pagat = WON if winner == q else PARTNER if winner_side == side[q] else OPP
        trull, kings = _side_of_all(won_by, HONOURS), _side_of_all(won_by, KINGS)
        self.trull = [trull == DS, trull == DF]
        self.kings = [kings == DS, kings == DF]

    def achieved(self, side: int, bonus: str) -> bool:
        """The bonus's condition holds for ``side``."""
        if bonus == "trull":
            return self.trull[side]
        if bonus == "kings":
            return self.kings[side]
        if bonus == "xxi":
            return self.xxi == side
        return self.pagat_side == side and self.pagat == WON

    def silent(self, side: int, bonus: str, volat: bool, partner_penalty: bool) -> int:
        """What ``side`` gains (or loses) from ``bonus`` when it did not announce it."""
        if bonus == "trull":
            return BONUS_BASE[bonus] if self.trull[side] else 0
        if bonus == "kings":
            if side == DS and volat:
                return 0  # no silent four kings with all nine tricks (G-18)
            return BONUS_BASE[bonus] if self.kings[side] else 0
        if bonus == "xxi":
            return BONUS_BASE[bonus] if self.xxi == side else 0
        if self.pagat_side != side:
            return 0
        if self.pagat == WON:
            return BONUS_BASE[bonus]
        if self.pagat == OPP or (self.pagat == PARTNER and partner_penalty):
            return -BONUS_BASE[bonus]
        return 0


def declarer_side_points(d: DealBase) -> tuple[int, int]:
    """(card points of the declarer's side, tricks it won): its piles plus the declarer's discards."""
    ds = d.ds_seats()
    assert d.declarer is not None
    pts = sum(POINTS[c.index] for s in ds for c in d.piles[s])
    pts += sum(POINTS[c.index] for c in d.discards[d.declarer])
    return pts, sum(d.tricks_won[s] for s in ds)


def game_outcome(mode: str, points: int, tricks: int, double_game: bool, defender_double_volat: bool
                 ) -> tuple[bool, int]:
    """Whether the declarer's side wins the game and the factor of its payment.

    ``mode``: the announced game (``"game"``, ``"double"``, ``"volat"``); ``points`` and
    ``tricks``: what the declarer's side took. Unannounced, a volat or (with ``double_game``) a
    double game multiplies the payment; with ``defender_double_volat`` so does a heavy defeat:
    the defenders' volat always, their double game only with ``double_game`` (without it there is
    no double game for either side). The playout kernel settles with this function too.
    """
    if mode == "volat":
        return tricks == TRICKS, VOLAT_FACTOR
    if mode == "double":
        return points >= DOUBLE_GAME_POINTS, DOUBLE_FACTOR
    won = points >= WIN_POINTS
    factor = 1
    if won and tricks == TRICKS:
        factor = SILENT_VOLAT_FACTOR
    elif won and double_game and points >= DOUBLE_GAME_POINTS:
        factor = SILENT_DOUBLE_FACTOR
    elif not won and defender_double_volat:
        factor = 3 if tricks == 0 else 2 if double_game and points <= TOTAL_POINTS - DOUBLE_GAME_POINTS else 1
    return won, factor


def announced_bonus(bonus: str, level: int, achieved: bool) -> int:
    """What an announced ``bonus`` pays its side, ``level`` being its contra level (0: announced
    only): twice its silent value, doubled at every level, paid to the other side if missed. The
    playout kernel settles with this function too."""
    return 2 * BONUS_BASE[bonus] * 2 ** level * (1 if achieved else -1)


def _game_item(d: DealBase, sheet: _Sheet, summary: dict[str, Any], ds: tuple[int, ...],
               df: tuple[int, ...]) -> bool:
    """Score the game (with an announced or silent double game / volat); return "all tricks"."""
    assert d.contract is not None
    value = CONTRACT_VALUE[d.contract]
    mult = 2 ** d.game_level
    p_d, t_d = declarer_side_points(d)
    rules = d.rules
    mode = d.game_mode
    won, factor = game_outcome(mode, p_d, t_d, rules.double_game, rules.defender_double_volat)
    amount = factor * value * mult * (1 if won else -1)
    summary.update(card_points=[p_d, TOTAL_POINTS - p_d], tricks=t_d, won=won)
    data = {"contract": CONTRACTS[d.contract], "card_points": p_d, "tricks": t_d, "mode": mode or "game",
            "factor": factor, "level": d.game_level, "won": won}
    sheet.add(_side_item(d.n_players, "game", amount, data, "scoring", ds, df))
    return t_d == TRICKS


def _bonuses(d: DealBase, sheet: _Sheet, volat: bool, ds: tuple[int, ...], df: tuple[int, ...]) -> None:
    facts = BonusFacts(d, ds)
    items = _ITEMS
    n = d.n_players
    for side in (DS, DF):
        sign = 1 if side == DS else -1
        announced = d.bonus_levels[side]
        for bonus in BONUSES:
            level = announced.get(bonus)
            if level is not None:
                achieved = facts.achieved(side, bonus)
                value = announced_bonus(bonus, level, achieved)
                outcome = None
            else:
                value = facts.silent(side, bonus, volat, d.rules.pagat_partner_penalty)
                if not value:
                    continue  # nothing to settle (most silent bonuses): no line
                outcome = facts.pagat if bonus == "pagat" else None
            # Everything the item's lines depend on: the data follows from the bonus, the side,
            # the level (None: silent), the value's sign and the Pagat's outcome.
            key = (n, bonus, side, level, value, outcome, ds, df)
            item = items.get(key)
            if item is None:
                data: dict[str, Any] = {"bonus": bonus, "owner": SIDE_NAMES[side], "cards": list(_BONUS_CARDS[bonus]),
                                        "announced": level is not None, "level": level or 0, "achieved": value > 0,
                                        # the words of the line: one side's announced, failed XXI
                                        # catch and the other's silent one are two different rows
                                        "variant": "silent" if level is None
                                        else "announced-made" if value > 0 else "announced-failed"}
                if outcome is not None:
                    data["outcome"] = outcome
                item = items[key] = _side_item(n, bonus, sign * value, data, "bonuses", ds, df)
            sheet.add(item)


_BONUS_CARDS: dict[str, tuple[str, ...]] = {
    "trull": ("SKIZ", "T21", "T1"), "kings": tuple(sorted(k.code for k in KINGS)), "xxi": ("SKIZ", "T21"),
    "pagat": ("T1",),
}


def deal_result(d: DealBase) -> DealResult:
    """The result of a finished deal (spec §7.8)."""
    return settle(d)[0]


def settle(d: DealBase) -> tuple[DealResult, list[Event]]:
    """The result of a finished deal (spec §7.8) and its score events, one per score line."""
    sheet = _Sheet(d)
    summary: dict[str, Any] = {"outcome": d.outcome, "dealer": d.dealer}
    if d.outcome in ("passed-out", "annulled", ""):
        if d.annulled_by is not None:
            summary["annulled_by"] = d.annulled_by
        return DealResult([0] * d.n_players, [], summary), []
    assert d.declarer is not None and d.contract is not None
    value = CONTRACT_VALUE[d.contract]
    summary.update(declarer=d.declarer, contract=CONTRACTS[d.contract],
                   partner=d.partner if d.partner is not None and d.partner >= 0 else None)
    ds = d.ds_seats()
    df = tuple(s for s in d.active if s not in ds)
    data = {"contract": CONTRACTS[d.contract]}
    if d.outcome == "forced-failure":
        sheet.add(_side_item(d.n_players, "forced_failure", -value, data, "bidding", ds, df))
    elif d.outcome == "surrendered":
        sheet.add(_side_item(d.n_players, "surrender", -2 * value, data, "surrender", ds, df))
    else:
        volat = _game_item(d, sheet, summary, ds, df)
        _bonuses(d, sheet, volat, ds, df)
        for seat in d.active:
            count = d.declared[seat]
            if count:
                others = tuple(s for s in d.active if s != seat)
                key = ("declaration", d.n_players, count, seat, others)
                item = _ITEMS.get(key)
                if item is None:
                    word, each = DECLARATIONS[count]
                    item = _ITEMS[key] = _personal(d.n_players, word, seat, each, others, {"count": count},
                                                   "announcements")
                sheet.add(item)
    if d.five_dealer_talon:
        for seat in d.active:
            for c in d.took[seat]:
                fee = DEALER_FEES.get(c)
                if fee:
                    key = ("dealer_fee", d.n_players, c, seat, d.dealer)
                    item = _ITEMS.get(key)
                    if item is None:
                        item = _ITEMS[key] = _personal(d.n_players, "dealer_fee", d.dealer, fee, (seat,),
                                                       {"card": c.code, "payer": seat}, "five-players")
                    sheet.add(item)
    return sheet.result(summary)
