"""Who won a Tarokk deal and why: the sides, their card points and what was needed (the deal
summary's first words; the rule is :mod:`.scoring`'s, read back from the settled deal)."""

from __future__ import annotations

from typing import Any

from ...core.message_params import Seat, Seats
from ...core.state import DealResult, Verdict
from .base import DealBase
from .rules import DOUBLE_GAME_POINTS, TOTAL_POINTS, TRICKS, WIN_POINTS


def verdicts(deal: DealBase, result: DealResult) -> list[Verdict]:
    """Who won the game item and why, then a payment multiplied by a silent volat or double game."""
    summary = result.summary
    outcome = summary.get("outcome")
    if outcome == "passed-out" or not outcome:
        return [Verdict("passed-out", (), {}, "bidding")]
    if outcome == "annulled":
        seat = summary.get("annulled_by")
        return [Verdict("annulled", (seat,) if seat is not None else (), {}, "annulment")]
    ds = deal.ds_seats()
    df = tuple(s for s in deal.active if s not in ds)
    params: dict[str, Any] = {"contract": summary["contract"], "declarer": Seat(summary["declarer"]),
                              "declarers": Seats(ds), "defenders": Seats(df)}
    if outcome == "forced-failure":
        return [Verdict("forced-failure", df, params, "talon")]
    if outcome == "surrendered":
        return [Verdict("surrendered", df, params, "surrender")]
    won = bool(summary["won"])
    points, tricks = summary["card_points"][0], summary["tricks"]
    params.update(points=points, total=TOTAL_POINTS, tricks=tricks, all=TRICKS)
    game = next(line for line in result.lines if line.kind == "game")
    mode, factor = game.data.get("mode", "game"), game.data.get("factor", 1)
    if mode == "volat":
        return [Verdict("volat-won" if won else "volat-lost", ds if won else df, params, "announcements")]
    params["needed"] = DOUBLE_GAME_POINTS if mode == "double" else WIN_POINTS
    said = [Verdict("won" if won else "lost", ds if won else df, params, "scoring")]
    if mode == "game" and factor > 1:
        # A silent volat or double game, or (as an option) the declarers' heavy defeat.
        heavy = "volat" if (tricks == TRICKS if won else tricks == 0) else "double"
        said.append(Verdict(f"silent-{heavy}", ds if won else df,
                            dict(params, factor=factor, double=DOUBLE_GAME_POINTS,
                                 other=TOTAL_POINTS - points), "scoring"))
    return said
