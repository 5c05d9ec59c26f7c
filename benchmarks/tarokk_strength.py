"""Hungarian Tarokk: the rule-based player against random legal play.

Every deal is played several times on the same cards with the seats rotated:

* **sides** (the headline figure): the rule-based player in two seats and random play in the
  others, then the seats swapped (four players: {0, 2} then {1, 3}; five players: the pairs
  {s, s+2} for every seat s). The figure is the rule-based seats' mean game points per deal
  and seat, with a 95% confidence interval over the deals.
* **alone** (``--alone``): one rule-based seat among random players, rotated through every seat.

Also printed: the rule-based player's mean time per decision.

Usage: ``python benchmarks/tarokk_strength.py [--deals 2000] [--players 4 5] [--alone]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stats import mean_ci  # noqa: E402  (this folder's shared intervals)

from tarotdesk.ai.tarokk.player import make_player
from tarotdesk.ai.random_player import RandomPlayer  # noqa: E402
from tarotdesk.core.match import Match  # noqa: E402
from tarotdesk.games.registry import get_game  # noqa: E402

_clock = {"time": 0.0, "decisions": 0}


def play_deal(game, n: int, deal_no: int, heroes: set[int]) -> list[int]:
    """Play deal ``deal_no`` once with the rule-based player in ``heroes``; return the deal scores."""
    match = Match(game, n, seed=f"tarokk-strength-{n}-{deal_no}", first_dealer=deal_no % n)
    players = [make_player(game, s) if s in heroes else RandomPlayer(f"random-{n}-{deal_no}-{s}")
               for s in range(n)]
    while not match.deal_over:
        seat = match.current_player
        assert seat is not None
        view = match.view(seat)
        if seat in heroes:
            start = time.perf_counter()
            action = players[seat].choose(view)
            _clock["time"] += time.perf_counter() - start
            _clock["decisions"] += 1
        else:
            action = players[seat].choose(view)
        match.apply(action, seat)
    return list(match.results[-1].deal_score)


def arrangements(n: int) -> list[set[int]]:
    """The rule-based seats of each replay of a deal (every seat equally often)."""
    if n == 4:
        return [{0, 2}, {1, 3}]
    return [{s, (s + 2) % n} for s in range(n)]


def measure(n: int, deals: int, alone: bool) -> dict:
    """The figures for ``n`` players over ``deals`` deals."""
    game = get_game("tarokk")
    sides: list[float] = []
    solo: list[float] = []
    for d in range(deals):
        per_deal = []
        for heroes in arrangements(n):
            score = play_deal(game, n, d, heroes)
            per_deal.extend(score[s] for s in heroes)
        sides.append(sum(per_deal) / len(per_deal))
        if alone:
            solo.append(sum(play_deal(game, n, d, {s})[s] for s in range(n)) / n)
    out = {"players": n, "deals": deals, "sides": mean_ci(sides)}
    if alone:
        out["alone"] = mean_ci(solo)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--players", type=int, nargs="+", default=[4])
    parser.add_argument("--alone", action="store_true", help="also one rule-based seat among random ones")
    args = parser.parse_args()
    for n in args.players:
        started = time.perf_counter()
        row = measure(n, args.deals, args.alone)
        mean, half = row["sides"]
        print(f"tarokk, {n} players, {args.deals} deals, seats rotated: rule-based seats' mean game points "
              f"per deal {mean:+.2f} (95% CI {mean - half:+.2f} .. {mean + half:+.2f})")
        if args.alone:
            mean, half = row["alone"]
            print(f"  one rule-based seat among random players: {mean:+.2f} "
                  f"(95% CI {mean - half:+.2f} .. {mean + half:+.2f})")
        per = 1000 * _clock["time"] / max(_clock["decisions"], 1)
        print(f"  rule-based decisions: {_clock['decisions']}, {per:.3f} ms each on average; "
              f"{time.perf_counter() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
