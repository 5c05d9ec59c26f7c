"""Time per decision of each AI level in each game, and the search's speed.

Positions come from deals played by the easy level (every decision with a real choice, every
phase), a fixed sample per game. Each level decides each position from the seat's view, as the
worker process does (``make_player(level, game, seed)`` with the level's own time limit). The
script prints, per game and level, the median and 95th percentile of the wall-clock time per
decision (and of the CPU time, which does not depend on other programs running), the share of
decisions the time limit cut short, and for the search levels the ISMCTS iterations per second
(playouts per second of search time, and per second of CPU time). ``--hints`` also times :func:`tarotdesk.ai.hints.hints`.

Usage: ``python benchmarks/ai_latency.py [--game ID ...] [--positions 60] [--levels easy standard strong]``
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarotdesk.ai.hints import hints  # noqa: E402
from tarotdesk.ai.levels import TARGETS  # noqa: E402
from tarotdesk.ai.players import make_player  # noqa: E402
from tarotdesk.ai.search.sim import without_meta  # noqa: E402
from tarotdesk.core.match import Match, MatchView  # noqa: E402
from tarotdesk.core.rng import SeededRNG  # noqa: E402
from tarotdesk.games.registry import available_ids, get_game  # noqa: E402


def positions(game_id: str, count: int, seed: str = "latency") -> list[MatchView]:
    """``count`` views with a real choice, spread over whole deals of easy self-play."""
    game = get_game(game_id)
    n = game.player_counts[0]
    views: list[MatchView] = []
    d = 0
    while len(views) < count * 4 and d < 400:
        match = Match(game, n, seed=f"{seed}-{game_id}-{d}")
        players = [make_player("easy", game, s) for s in range(n)]
        while not match.deal_over:
            seat = match.current_player
            assert seat is not None
            view = match.view(seat)
            if len(without_meta(view.legal_actions())) > 1:
                views.append(view)
            match.apply(players[seat].choose(view), seat)
        d += 1
    rng = SeededRNG(f"{seed}-pick-{game_id}")
    rng.shuffle(views)
    return views[:count]


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = max(0, min(len(ordered) - 1, int(round(q * len(ordered) + 0.5)) - 1))
    return ordered[k]


def measure(game_id: str, level: str, views: list[MatchView], limit: float | None | str = "default") -> dict[str, Any]:
    """Time ``level`` on every view (``limit``: the level's time limit, or another one)."""
    game = get_game(game_id)
    wall: list[float] = []
    cpu: list[float] = []
    iterations = 0
    search_seconds = 0.0
    search_cpu = 0.0
    cut = 0
    for i, view in enumerate(views):
        player = make_player(level, game, i, time_limit=limit)
        c0, w0 = time.process_time(), time.perf_counter()
        player.choose(view)
        wall.append(time.perf_counter() - w0)
        cpu.append(time.process_time() - c0)
        stats = getattr(player, "last_stats", {})
        if stats.get("mode") == "ismcts":
            iterations += int(stats.get("iterations", 0))
            search_seconds += float(stats.get("search_seconds", 0.0))
            search_cpu += float(stats.get("search_cpu", 0.0))
        if stats.get("stopped_by_clock"):
            cut += 1
    return {"game": game_id, "level": level, "decisions": len(views),
            "median": statistics.median(wall), "p95": percentile(wall, 0.95),
            "cpu_median": statistics.median(cpu), "cpu_p95": percentile(cpu, 0.95),
            "target": TARGETS.get(level), "cut_by_clock": cut,
            "iterations_per_s": iterations / search_seconds if search_seconds else None,
            "iterations_per_cpu_s": iterations / search_cpu if search_cpu else None}


def measure_hints(game_id: str, views: list[MatchView]) -> dict[str, Any]:
    """Time the hint API on every view."""
    wall = []
    for i, view in enumerate(views):
        w0 = time.perf_counter()
        hints(view, k=3, seed=i)
        wall.append(time.perf_counter() - w0)
    return {"game": game_id, "level": "hints", "decisions": len(views), "median": statistics.median(wall),
            "p95": percentile(wall, 0.95), "target": 1.0}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="only these game ids")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--levels", nargs="+", default=["easy", "standard", "strong"])
    parser.add_argument("--hints", action="store_true", help="also time the hint API")
    parser.add_argument("--no-limit", action="store_true",
                        help="searches use their whole budget (no time limit): the cost of the strength runs")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    limit = None if args.no_limit else "default"
    rows = []
    load = os.getloadavg()[0]
    if not args.json:
        print(f"load average at start: {load:.2f} on {os.cpu_count()} cores", flush=True)
    for game_id in args.game or available_ids():
        views = positions(game_id, args.positions)
        for level in args.levels:
            row = measure(game_id, level, views, limit)
            rows.append(row)
            if not args.json:
                ips = row["iterations_per_s"]
                ok = "ok" if row["p95"] <= row["target"] else "OVER"
                print(f"{game_id:<18} {level:<9} median {row['median'] * 1000:7.1f} ms  p95 {row['p95'] * 1000:7.1f} ms"
                      f" ({ok} {row['target'] * 1000:.0f})  cpu median {row['cpu_median'] * 1000:7.1f} ms"
                      f"  cpu p95 {row['cpu_p95'] * 1000:7.1f} ms  cut {row['cut_by_clock']:>2}"
                      + (f"  {ips:6.0f} iterations/s ({row['iterations_per_cpu_s']:6.0f} per CPU s)" if ips else ""),
                      flush=True)
        if args.hints:
            row = measure_hints(game_id, views[: max(1, len(views) // 3)])
            rows.append(row)
            if not args.json:
                print(f"{game_id:<18} hints     median {row['median'] * 1000:7.1f} ms  p95 {row['p95'] * 1000:7.1f} ms",
                      flush=True)
    if args.json:
        print(json.dumps({"load_average": load, "rows": rows}))
    else:
        print(f"load average at end: {os.getloadavg()[0]:.2f}", flush=True)


if __name__ == "__main__":
    main()
