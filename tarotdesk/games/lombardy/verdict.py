"""Who won a Lombard deal and why, in the game's own figures (the deal summary's first words):
the teams' card points against the 36 each needs in Lombardy Tarot, each player's against his
share in Reseghino, and the declarer's side's against what its contract needs in the Ombre games.
The figures are :mod:`.scoring`'s, read back from the settled deal."""

from __future__ import annotations

from typing import Any

from ...core.message_params import Seat, Seats
from ...core.state import DealResult, Verdict
from .rules import Variant


def verdicts(v: Variant, result: DealResult) -> list[Verdict]:
    """The verdicts of one settled deal of the variant ``v`` (played with its options)."""
    summary = result.summary
    if summary.get("annulled"):
        rule = "monte" if summary["annulled"] == "monte" else "auction"
        return [Verdict("annulled", (), {"reason": summary["annulled"]}, rule)]
    if v.fixed_teams:
        return _teams(v, result)
    if not v.auction:
        points = summary["points"]
        best = max(points)
        seats = tuple(s for s, p in enumerate(points) if p == best)
        return [Verdict("most-card-points", seats, {"points": best, "target": v.deal_target}, "scoring")]
    return _declarer(v, result)


def _teams(v: Variant, result: DealResult) -> list[Verdict]:
    summary = result.summary
    teams = [tuple(t) for t in v.fixed_teams or ()]
    points, deal_points = summary["team_points"], summary["deal_points"]
    high = 0 if points[0] >= points[1] else 1
    params: dict[str, Any] = {"points": points[high], "other": points[1 - high], "target": v.deal_target,
                              "others": Seats(teams[1 - high])}
    said: list[Verdict] = []
    if deal_points[high]:
        said.append(Verdict("team-deal-points", teams[high], dict(params, deal=deal_points[high]), "scoring"))
    else:
        said.append(Verdict("no-deal-points", (), params, "scoring"))
    if summary.get("cappotto") is not None:
        said.append(Verdict("cappotto", teams[summary["cappotto"]], {"others": Seats(teams[1 - summary["cappotto"]])},
                            "scoring"))
    totals = summary.get("match_totals")
    if totals is not None:
        if totals[0] == totals[1]:
            said.append(Verdict("margin-level", (), {"total": totals[0]}, "game-end"))
        else:
            lead = 0 if totals[0] > totals[1] else 1
            margin = next((ln.points for ln in result.lines if ln.kind == "match_margin" and ln.points > 0), 0)
            said.append(Verdict("margin", teams[lead], {"total": totals[lead], "other": totals[1 - lead],
                                                       "margin": margin, "step": 36}, "game-end"))
    return said


def _declarer(v: Variant, result: DealResult) -> list[Verdict]:
    summary = result.summary
    declarer = summary["declarer"]
    partner = summary.get("partner")
    side = (declarer,) if partner is None else (declarer, partner)
    others = tuple(s for s in range(v.n) if s not in side)
    params: dict[str, Any] = {"contract": summary["contract"], "declarer": Seat(declarer),
                              "declarers": Seats(side), "others": Seats(others)}
    if summary.get("surrendered"):
        return [Verdict("surrendered", others, params, "surrender")]
    won = bool(summary["won"])
    params.update(points=summary["points"], total=summary["points"] + summary["opponents_points"],
                  needed=v.win_min)
    said = [Verdict("won" if won else "lost", side if won else others, params, "scoring")]
    if summary.get("capot"):
        said.append(Verdict("capot", (declarer,) if v.capot_scope != "side" else side,
                            {"capot": v.capot}, "scoring"))
    return said
