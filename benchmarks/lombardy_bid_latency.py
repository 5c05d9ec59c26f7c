"""Time per auction decision of the standard level in the Lombard Ombre games.

The standard level values Una and Niente on sampled deals where the bid model puts them near its
best bid (:mod:`tarotdesk.ai.lombardy.bid`). This script collects a fixed set of auction
positions (every auction turn of deals played by the standard level, seed set ``bid-latency``),
decides each one afresh with the standard level as the worker does (its own time limit, nothing
remembered from an earlier decision), and prints the median and 95th percentile of the wall-clock
and CPU time per decision, over all auction positions and over those where a high bid was valued.

Usage: ``python benchmarks/lombardy_bid_latency.py [--game ID ...] [--deals 40]``
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarotdesk.ai.players import make_player  # noqa: E402
from tarotdesk.ai.lombardy import support as lombardy, bid as lombardy_bid
from tarotdesk.core.match import Match  # noqa: E402
from tarotdesk.games.registry import get_game  # noqa: E402

SEED = "bid-latency"
GAMES = ("taroccombre", "taroccombre-5", "taroccombre-7")


def _p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.95 * len(xs)))]


def positions(game_id: str, deals: int) -> list[tuple[Match, int]]:
    """(match, seat) at every auction turn of ``deals`` deals played by the standard level."""
    game = get_game(game_id)
    n = game.player_counts[0]
    out = []
    for index in range(deals):
        match = Match(game, n, seed=f"{SEED}:{game_id}:{index}")
        players = [make_player("standard", game, f"{SEED}:{index}:{s}", time_limit=None) for s in range(n)]
        seen = False
        while not match.deal_over and not (seen and match.phase != "auction"):
            seat = match.current_player
            assert seat is not None
            if match.phase == "auction":
                seen = True
                out.append((_copy(match), seat))
            match.apply(players[seat].choose(match.view(seat)), seat)
    return out


def _copy(match: Match) -> Match:
    import copy

    return copy.deepcopy(match)


def main() -> None:
    """Time the standard level's auction decisions (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="only these game ids")
    parser.add_argument("--deals", type=int, default=40, help="deals whose auction turns are timed")
    args = parser.parse_args()
    for game_id in args.game or GAMES:
        game = get_game(game_id)
        wall: list[float] = []
        cpu: list[float] = []
        valued: list[float] = []
        for match, seat in positions(game_id, args.deals):
            view = match.view(seat)
            legal = [a for a in match.legal_actions() if a.kind != "session"]
            priors = lombardy.priors(view, legal) or {}
            scale = lombardy._scale(view.deal)
            near = lombardy_bid.candidates(view.deal, legal, {a: v * scale for a, v in priors.items()})
            lombardy_bid._memory.clear()
            player = make_player("standard", game, f"{SEED}:timed:{seat}")
            w0, c0 = time.perf_counter(), time.process_time()
            player.choose(view)
            w, c = time.perf_counter() - w0, time.process_time() - c0
            wall.append(w)
            cpu.append(c)
            if near:
                valued.append(w)
        line = (f"{game_id}: {len(wall)} auction positions, wall median {1000 * statistics.median(wall):.1f} ms "
                f"p95 {1000 * _p95(wall):.1f} ms, CPU p95 {1000 * _p95(cpu):.1f} ms")
        if valued:
            line += (f"; {len(valued)} with a high bid valued: median {1000 * statistics.median(valued):.1f} ms, "
                     f"p95 {1000 * _p95(valued):.1f} ms, max {1000 * max(valued):.1f} ms")
        print(line, flush=True)


if __name__ == "__main__":
    main()
