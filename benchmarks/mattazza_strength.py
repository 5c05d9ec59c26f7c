"""Mattazza: the rule-based player against random play.

Each deal is played once with every seat random (the baseline), then once for each seat with
the rule-based player in that seat and random players elsewhere (seats rotated over the same
cards). Mattazza is won by not losing deals, so the figure is the share of deals lost: the
rule-based player's, the random players' in the same seats on the same cards, and their paired
difference, each with a 95% confidence interval.

Usage: ``python benchmarks/mattazza_strength.py [--deals 2000] [--players 3 4 5 6]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stats import mean_ci  # noqa: E402  (this folder's shared intervals)

from tarotdesk.ai.mattazza.player import make_player
from tarotdesk.ai.random_player import RandomPlayer
from tarotdesk.core.match import Match
from tarotdesk.games.registry import get_game


def play_deal(game, n: int, deal_no: int, hero: int | None) -> tuple[list[int], list[int]]:
    """Play one deal; return its losers and its totals."""
    match = Match(game, n, seed=f"strength-{n}-{deal_no}", first_dealer=deal_no % n)
    players = [RandomPlayer(f"random-{n}-{deal_no}-{s}") for s in range(n)]
    if hero is not None:
        players[hero] = make_player(game, 0)
    while not match.deal_over:
        seat = match.current_player
        assert seat is not None
        match.apply(players[seat].choose(match.view(seat)), seat)
    summary = match.results[-1].summary
    return summary["losers"], summary["totals"]


def measure(n: int, deals: int) -> dict:
    """The three loss rates and the mean totals for ``n`` players over ``deals`` deals."""
    game = get_game("mattazza")
    hero_lost: list[float] = []
    base_lost: list[float] = []
    diff: list[float] = []
    hero_total: list[float] = []
    base_total: list[float] = []
    for d in range(deals):
        base_losers, base_totals = play_deal(game, n, d, None)
        for seat in range(n):
            losers, totals = play_deal(game, n, d, seat)
            h = float(seat in losers)
            b = float(seat in base_losers)
            hero_lost.append(h)
            base_lost.append(b)
            diff.append(h - b)
            hero_total.append(totals[seat])
            base_total.append(base_totals[seat])
    return {"players": n, "deals": deals, "games": len(hero_lost), "hero_lost": mean_ci(hero_lost),
            "random_lost": mean_ci(base_lost), "difference": mean_ci(diff),
            "hero_total": mean_ci(hero_total), "random_total": mean_ci(base_total)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4, 5, 6])
    args = parser.parse_args()
    for n in args.players:
        start = time.perf_counter()
        r = measure(n, args.deals)
        fmt = lambda x: f"{x[0]:.3f} ± {x[1]:.3f}"
        print(f"{n} players, {r['deals']} deals x {n} seats: deals lost by the rule-based player "
              f"{fmt(r['hero_lost'])}, by random players {fmt(r['random_lost'])}, "
              f"difference {fmt(r['difference'])} (95% CI); mean deal total "
              f"{r['hero_total'][0]:.1f} vs {r['random_total'][0]:.1f}  [{time.perf_counter() - start:.0f} s]",
              flush=True)


if __name__ == "__main__":
    main()
