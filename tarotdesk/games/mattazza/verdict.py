"""Who lost a Mattazza deal and why (the deal summary's first words), and each player's total,
which counts against him: the rule of :func:`.scoring.deal_losers` and :func:`.scoring.end_check`,
read back from the settled deal."""

from __future__ import annotations

from ...core.message_params import Seats
from ...core.state import DealResult, ScoreLine, Verdict
from .rules import TWO_LOSER_LOSSES, TWO_LOSER_PAYMENT, one_loser_payment, one_loser_threshold


def total_lines(result: DealResult) -> list[ScoreLine]:
    """One line per seat with the deal's total (a measure: the highest total loses)."""
    return [ScoreLine("total", (s,), total, {}, "losers") for s, total in enumerate(result.summary["totals"])]


def verdicts(result: DealResult) -> list[Verdict]:
    """Why the losers lost (no trick, or the highest total), then how the game ended, if it did."""
    summary = result.summary
    totals, losers = summary["totals"], tuple(summary["losers"])
    n = len(totals)
    if summary["trickless"]:
        high = max(totals)
        said = [Verdict("trickless", losers, {"high": high, "highest": Seats(s for s in range(n) if totals[s] == high)},
                        "losers")]
    else:
        safe = [t for s, t in enumerate(totals) if s not in losers]
        said = [Verdict("highest", losers, {"total": totals[losers[0]], "low": min(safe, default=0),
                                            "lowest": Seats(s for s in range(n) if safe and totals[s] == min(safe))},
                        "losers")]
    end = summary.get("end")
    payers = tuple(summary.get("payers") or ())
    if end == "two-losers":
        said.append(Verdict("end-two-losers", payers, {"losses": TWO_LOSER_LOSSES, "units": TWO_LOSER_PAYMENT},
                            "game-end"))
    elif end == "one-loser":
        said.append(Verdict("end-one-loser", payers, {"losses": one_loser_threshold(n),
                                                      "units": one_loser_payment(n)}, "game-end"))
    return said
