"""The figures the game review's thresholds come from (``resources/review/marks.toml``).

For every game, deals played by strong players (fixed seeds, no time limit) give:

* the review's noise: a sample of the players' decisions (not forced) is reviewed twice, with the
  review's own seed and with another; printed are percentiles of the difference of the two costs
  and of the cost itself (the strong player's own move's cost);
* the spread of a deal's result: the standard deviation of a seat's result over a deal, less the
  table's mean (what the review's values measure, see ``review_deals.seat_margins``).

From them it proposes thresholds: ``inaccuracy`` above the 90th percentile of the noise,
``mistake`` and ``blunder`` at 10% and 25% of the deal's spread, never below 2 and 3 times that
noise (``docs/review.md`` explains the choice). The proposal is printed as the table's TOML and
written with the figures to ``benchmarks/data/review_spread.json``.

Usage: ``python benchmarks/review_spread.py [--game ID ...] [--deals 12] [--decisions 120] [--jobs 1]``
(the defaults take about 20 minutes on one core).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from review_deals import choices, seat_margins, strong_deal  # noqa: E402

from tarotdesk.ai.review import REVIEW_SEED, review_decision  # noqa: E402
from tarotdesk.ai.review.marks import thresholds  # noqa: E402
from tarotdesk.core.rng import SeededRNG  # noqa: E402
from tarotdesk.games.registry import available_ids  # noqa: E402

#: The second seed the noise is measured with (the first is the review's own).
OTHER_SEED = "review-spread-other"
#: Shares of the deal's spread for a mistake and a blunder, and their floors in units of the noise.
MISTAKE_SHARE, BLUNDER_SHARE = 0.10, 0.25
MISTAKE_NOISE, BLUNDER_NOISE = 2.0, 3.0
DATA = Path(__file__).resolve().parent / "data" / "review_spread.json"


def percentile(values: list[float], p: float) -> float:
    """The ``p``-th percentile (nearest rank) of ``values``; 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(len(ordered) * p / 100) - 1))]


def nice(value: float) -> float:
    """``value`` rounded up to two significant digits (thresholds are read by people)."""
    if value <= 0:
        return 0.0
    step = 10 ** (math.floor(math.log10(value)) - 1)
    return round(math.ceil(value / step - 1e-9) * step, 10)


def measure(game_id: str, deals: int, decisions: int) -> dict[str, Any]:
    """The noise and spread figures of one game, and the thresholds they give."""
    started = time.perf_counter()
    results: list[float] = []
    pool = []
    for k in range(deals):
        match = strong_deal(game_id, f"review-spread-{game_id}-{k}")
        results += seat_margins(match)
        pool += list(choices(match))
    SeededRNG(f"review-spread-pick-{game_id}").shuffle(pool)
    picked = pool[:decisions]
    costs, diffs, phases = [], [], {}
    review_started = time.perf_counter()
    for index, view, action in picked:
        first = review_decision(view, action, index, seed=REVIEW_SEED)
        second = review_decision(view, action, index, seed=OTHER_SEED)
        costs += [first.cost, second.cost]
        diffs.append(abs(first.cost - second.cost))
        phases.setdefault(first.phase, []).append(abs(first.cost - second.cost))
    review_seconds = time.perf_counter() - review_started
    spread = statistics.pstdev(results)
    noise = percentile(diffs, 90)
    inaccuracy = nice(noise * 1.05) if noise > 0 else nice(0.01 * spread)
    mistake = nice(max(MISTAKE_SHARE * spread, MISTAKE_NOISE * noise, inaccuracy * 1.5))
    blunder = nice(max(BLUNDER_SHARE * spread, BLUNDER_NOISE * noise, mistake * 1.5))
    return {
        "game": game_id, "deals": deals, "decisions": len(picked), "result_spread": round(spread, 3),
        "noise_p50": round(percentile(diffs, 50), 3), "noise_p90": round(noise, 3),
        "noise_p95": round(percentile(diffs, 95), 3), "noise_max": round(max(diffs, default=0.0), 3),
        "cost_p50": round(percentile(costs, 50), 3), "cost_p90": round(percentile(costs, 90), 3),
        "cost_share_above_zero": round(sum(c > 0 for c in costs) / max(1, len(costs)), 3),
        "noise_p90_by_phase": {p: [len(v), round(percentile(v, 90), 3)] for p, v in sorted(phases.items())},
        "seconds_per_review": round(review_seconds / max(1, 2 * len(picked)), 3),
        "proposed": {"inaccuracy": inaccuracy, "mistake": mistake, "blunder": blunder},
        "seconds": round(time.perf_counter() - started, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="only these game ids")
    parser.add_argument("--deals", type=int, default=12, help="strong deals per game (default 12)")
    parser.add_argument("--decisions", type=int, default=120, help="decisions reviewed twice per game (default 120)")
    parser.add_argument("--jobs", type=int, default=1, help="games measured at once (2 only on an idle machine)")
    parser.add_argument("--output", type=Path, default=DATA)
    args = parser.parse_args()
    todo = [(game_id, args.deals, args.decisions) for game_id in args.game or available_ids()]
    print(f"{'game':18s} {'spread':>7s} {'noise50':>7s} {'noise90':>7s} {'noise95':>7s} {'cost50':>7s} "
          f"{'cost90':>7s} {'s/rev':>6s}   proposed inaccuracy/mistake/blunder", flush=True)
    figures = []
    with multiprocessing.Pool(args.jobs) as pool:  # in the games' order, whichever ends first
        for f in pool.imap(_measure, todo):
            figures.append(f)
            p = f["proposed"]
            print(f"{f['game']:18s} {f['result_spread']:7.3f} {f['noise_p50']:7.3f} {f['noise_p90']:7.3f} "
                  f"{f['noise_p95']:7.3f} {f['cost_p50']:7.3f} {f['cost_p90']:7.3f} {f['seconds_per_review']:6.2f}   "
                  f"{p['inaccuracy']} / {p['mistake']} / {p['blunder']}   ({f['seconds']} s)", flush=True)
            print(f"{'':18s} noise p90 by phase: {f['noise_p90_by_phase']}", flush=True)
    print("\nProposed table:")
    for f in figures:
        p = f["proposed"]
        print(f"\n[{f['game']}]\nunit = \"{thresholds(f['game']).unit}\"\ninaccuracy = {p['inaccuracy']}\n"
              f"mistake = {p['mistake']}\nblunder = {p['blunder']}")
    args.output.parent.mkdir(exist_ok=True)
    args.output.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")


def _measure(job: tuple[str, int, int]) -> dict[str, Any]:
    """``measure`` of one ``(game id, deals, decisions)`` (a worker's job)."""
    return measure(*job)


if __name__ == "__main__":
    main()
