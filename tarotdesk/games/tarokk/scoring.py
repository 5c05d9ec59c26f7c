"""Settlement of a tarokk deal (spec §7): the game item, bonuses, declarations, dealer fees.

Every side item is an amount ``a`` from the declarer's side's point of view; it is settled at
once (partner: ``+a`` to each of the two, ``-a`` to each defender; alone: ``+3a`` to the
declarer, ``-a`` to each of the three). Settling item by item equals settling the sum, and
lets the breakdown show each item with the seats it concerns.
"""

from __future__ import annotations

from typing import Any

from ...core.cards import SKIZ
from ...core.state import DealResult, ScoreLine
from .base import DealBase
from .rules import (BONUS_BASE, BONUSES, CONTRACT_VALUE, CONTRACTS, DEALER_FEES, DECLARATIONS, DF,
                    DOUBLE_FACTOR, DOUBLE_GAME_POINTS, DS, HONOURS, KINGS, PAGAT, POINTS, SIDE_NAMES,
                    SILENT_DOUBLE_FACTOR, SILENT_VOLAT_FACTOR, TOTAL_POINTS, TRICKS, VOLAT_FACTOR, WIN_POINTS,
                    XXI)

#: Outcomes of the Pagat in play (spec §7.4).
WON, OPP, PARTNER, NOT_LAST = "won", "lost", "partner", "early"


class _Sheet:
    """Scores and lines being written for one deal."""

    def __init__(self, d: DealBase) -> None:
        self.d = d
        self.score = [0] * d.n_players
        self.lines: list[ScoreLine] = []
        self.team_amount = 0
        self._sides: tuple[tuple[int, ...], tuple[int, ...]] | None = None

    def side_item(self, kind: str, amount: int, data: dict[str, Any], rule: str) -> None:
        """Settle a side item worth ``amount`` to the declarer's side (negative: it pays)."""
        if not amount:
            return
        if self._sides is None:  # the sides are fixed once the deal is over: found once
            self._sides = (self.d.ds_seats(), self.d.df_seats())
        ds, df = self._sides
        ds_each = amount * (3 if len(ds) == 1 else 1)
        for s in ds:
            self.score[s] += ds_each
        for s in df:
            self.score[s] -= amount
        self.team_amount += amount
        self.lines.append(ScoreLine(kind, ds, ds_each, dict(data, side="declarer"), rule))
        self.lines.append(ScoreLine(kind, df, -amount, dict(data, side="defenders"), rule))

    def personal(self, kind: str, seat: int, each: int, others: tuple[int, ...], data: dict[str, Any],
                 rule: str) -> None:
        """``seat`` receives ``each`` from every seat of ``others``."""
        self.score[seat] += each * len(others)
        for s in others:
            self.score[s] -= each
        self.lines.append(ScoreLine(kind, (seat,), each * len(others), dict(data), rule))
        self.lines.append(ScoreLine(kind, others, -each, dict(data), rule))


class BonusFacts:
    """What the tricks show for the bonuses, per side (true sides)."""

    def __init__(self, d: DealBase) -> None:
        ds = set(d.ds_seats())
        self.side = [DS if s in ds else DF for s in range(d.n_players)]
        won_by = {}
        for seats, cards, winner in d.tricks:
            for c in cards:
                won_by[c] = self.side[winner]
        self.trull = [all(won_by.get(h) == side for h in HONOURS) for side in (DS, DF)]
        self.kings = [all(won_by.get(k) == side for k in KINGS) for side in (DS, DF)]
        self.xxi: int | None = None  # the side whose Skiz caught the other side's XXI
        self.pagat_side: int | None = None
        self.pagat = NOT_LAST
        for i, (seats, cards, winner) in enumerate(d.tricks):
            if SKIZ in cards and XXI in cards:
                skiz_side = self.side[seats[cards.index(SKIZ)]]
                if skiz_side != self.side[seats[cards.index(XXI)]]:
                    self.xxi = skiz_side
            if PAGAT in cards:
                q = seats[cards.index(PAGAT)]
                self.pagat_side = self.side[q]
                if i == TRICKS - 1:
                    self.pagat = WON if winner == q else PARTNER if self.side[winner] == self.side[q] else OPP

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


def _game_item(d: DealBase, sheet: _Sheet, summary: dict[str, Any]) -> bool:
    """Score the game (with an announced or silent double game / volat); return "all tricks"."""
    assert d.contract is not None
    value = CONTRACT_VALUE[d.contract]
    mult = 2 ** d.game_level
    p_d, t_d = declarer_side_points(d)
    rules = d.rules
    mode = d.game_mode
    if mode == "volat":
        won = t_d == TRICKS
        factor = VOLAT_FACTOR
    elif mode == "double":
        won = p_d >= DOUBLE_GAME_POINTS
        factor = DOUBLE_FACTOR
    else:
        won = p_d >= WIN_POINTS
        factor = 1
        if won and t_d == TRICKS:
            factor = SILENT_VOLAT_FACTOR
        elif won and rules.double_game and p_d >= DOUBLE_GAME_POINTS:
            factor = SILENT_DOUBLE_FACTOR
        elif not won and rules.defender_double_volat:
            factor = 3 if t_d == 0 else 2 if p_d <= TOTAL_POINTS - DOUBLE_GAME_POINTS else 1
    amount = factor * value * mult * (1 if won else -1)
    summary.update(card_points=[p_d, TOTAL_POINTS - p_d], tricks=t_d, won=won)
    data = {"contract": CONTRACTS[d.contract], "card_points": p_d, "tricks": t_d, "mode": mode or "game",
            "factor": factor, "level": d.game_level, "won": won}
    sheet.side_item("game", amount, data, "scoring")
    return t_d == TRICKS


def _bonuses(d: DealBase, sheet: _Sheet, volat: bool) -> None:
    facts = BonusFacts(d)
    for side in (DS, DF):
        sign = 1 if side == DS else -1
        announced = d.bonus_levels[side]
        for bonus in BONUSES:
            level = announced.get(bonus)
            if level is not None:
                achieved = facts.achieved(side, bonus)
                value = 2 * BONUS_BASE[bonus] * 2 ** level * (1 if achieved else -1)
                data: dict[str, Any] = {"bonus": bonus, "owner": SIDE_NAMES[side], "cards": _bonus_cards(bonus),
                                        "announced": True, "level": level, "achieved": achieved}
            else:
                value = facts.silent(side, bonus, volat, d.rules.pagat_partner_penalty)
                if not value:
                    continue  # nothing to settle (most silent bonuses): no line, so no data either
                data = {"bonus": bonus, "owner": SIDE_NAMES[side], "cards": _bonus_cards(bonus),
                        "announced": False, "level": 0, "achieved": value > 0}
                if bonus == "pagat":
                    data["outcome"] = facts.pagat
            sheet.side_item(bonus, sign * value, data, "bonuses")


_BONUS_CARDS: dict[str, tuple[str, ...]] = {
    "trull": ("SKIZ", "T21", "T1"), "kings": tuple(sorted(k.code for k in KINGS)), "xxi": ("SKIZ", "T21"),
    "pagat": ("T1",),
}


def _bonus_cards(bonus: str) -> list[str]:
    return list(_BONUS_CARDS[bonus])


def deal_result(d: DealBase) -> DealResult:
    """The result of a finished deal (spec §7.8)."""
    sheet = _Sheet(d)
    summary: dict[str, Any] = {"outcome": d.outcome, "dealer": d.dealer}
    if d.outcome in ("passed-out", "annulled", ""):
        if d.annulled_by is not None:
            summary["annulled_by"] = d.annulled_by
        return DealResult(sheet.score, [], summary)
    assert d.declarer is not None and d.contract is not None
    value = CONTRACT_VALUE[d.contract]
    summary.update(declarer=d.declarer, contract=CONTRACTS[d.contract],
                   partner=d.partner if d.partner is not None and d.partner >= 0 else None)
    data = {"contract": CONTRACTS[d.contract]}
    if d.outcome == "forced-failure":
        sheet.side_item("forced_failure", -value, data, "bidding")
    elif d.outcome == "surrendered":
        sheet.side_item("surrender", -2 * value, data, "surrender")
    else:
        volat = _game_item(d, sheet, summary)
        _bonuses(d, sheet, volat)
        for seat in d.active:
            count = d.declared[seat]
            if count:
                word, each = DECLARATIONS[count]
                others = tuple(s for s in d.active if s != seat)
                sheet.personal(word, seat, each, others, {"count": count}, "announcements")
    if d.five_dealer_talon:
        for seat in d.active:
            for c in d.took[seat]:
                fee = DEALER_FEES.get(c)
                if fee:
                    sheet.personal("dealer_fee", d.dealer, fee, (seat,), {"card": c.code, "payer": seat},
                                   "five-players")
    summary["team_amount"] = sheet.team_amount
    assert sum(sheet.score) == 0, sheet.score
    return DealResult(sheet.score, sheet.lines, summary)
