"""Strength of the rule-based Lombard player against random legal play.

For every game id the same deals are played once per rotation of the seats: in Lombardy Tarot
the rule-based pair sits at seats 0/2, then at 1/3; in the other games the single rule-based
player takes each seat in turn against random players. Printed per game, with 95% confidence
intervals over the deals (the rotations of one deal are averaged first, so the comparison is
paired):

* ``GP/deal``: the rule-based side's mean game points per deal (the deal score);
* for Lombardy Tarot, whose game points come from whole games of four deals (the margin of
  the game plus cappotti), the deals are played as games and ``GP/deal`` is a game's net
  result divided by four; ``pts/deal`` gives the side's card points above 36 per deal;
* for Reseghino the deal score is its points − 26 (its own unit);
* ``ms/decision``: the rule-based player's mean time per decision (its view included).

Usage: ``python benchmarks/lombardy_strength.py [--deals 2000] [--game ID ...]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stats import mean_ci  # noqa: E402  (this folder's shared intervals)

from tarotdesk.ai.lombardy.player import make_player
from tarotdesk.core.match import Match  # noqa: E402
from tarotdesk.core.rng import SeededRNG, derive_seed  # noqa: E402
from tarotdesk.games.lombardy import GAMES  # noqa: E402


class Timer:
    """Time spent in the rule-based player's decisions."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.decisions = 0


def play(match: Match, smart_seats: set[int], smart, rng: SeededRNG, timer: Timer, deals: int | None) -> None:
    """Play ``deals`` deals of ``match`` (None: the whole game); random seats choose uniformly."""
    played = 0
    while not match.over:
        if match.deal_over:
            played += 1
            if deals is not None and played >= deals:
                return
            match.next_deal()
            continue
        seat = match.current_player
        if seat in smart_seats:
            start = time.perf_counter()
            action = smart.choose(match.view(seat))
            timer.seconds += time.perf_counter() - start
            timer.decisions += 1
        else:
            action = rng.choice(match.legal_actions())
        match.apply(action, seat)


def measure_lombardy(deals: int) -> dict:
    """Whole games of four deals, each played twice with the partnerships swapped."""
    game = GAMES["tarocco-lombardo"]
    smart = make_player(game, 1)
    timer = Timer()
    gp, pts = [], []
    for g in range(max(1, deals // 4)):
        seed = derive_seed("lombardy-strength", game.id, g)
        game_gp = game_pts = 0.0
        for team in (0, 1):
            match = Match(game, 4, seed=seed, first_dealer=g % 4)
            play(match, {team, team + 2}, smart, SeededRNG(derive_seed(seed, "random", team)), timer, None)
            game_gp += match.scores[team] / 4.0
            game_pts += sum(r.summary["team_points"][team] - 36 for r in match.results
                            if "team_points" in r.summary) / len(match.results)
        gp.append(game_gp / 2)
        pts.append(game_pts / 2)
    return {"game": game.id, "deals": 4 * len(gp), "plays": 8 * len(gp), "gp": mean_ci(gp), "pts": mean_ci(pts),
            "ms": 1000 * timer.seconds / max(1, timer.decisions)}


def measure(game_id: str, deals: int) -> dict:
    """Single deals, each played once with the rule-based player at every seat."""
    game = GAMES[game_id]
    n = game.player_counts[0]
    smart = make_player(game, 1)
    timer = Timer()
    scores = []
    for i in range(deals):
        seed = derive_seed("lombardy-strength", game_id, i)
        total = 0.0
        for seat in range(n):
            match = Match(game, n, seed=seed, first_dealer=i % n)
            play(match, {seat}, smart, SeededRNG(derive_seed(seed, "random", seat)), timer, 1)
            total += match.results[0].deal_score[seat]
        scores.append(total / n)
    return {"game": game_id, "deals": deals, "plays": deals * n, "gp": mean_ci(scores),
            "ms": 1000 * timer.seconds / max(1, timer.decisions)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="deals per game id (default 2000)")
    parser.add_argument("--game", action="append", help="only these game ids")
    args = parser.parse_args()
    for game_id in args.game or list(GAMES):
        start = time.perf_counter()
        row = measure_lombardy(args.deals) if game_id == "tarocco-lombardo" else measure(game_id, args.deals)
        gp, ci = row["gp"]
        line = (f"{game_id:<18} {row['deals']:>5} deals ({row['plays']} played)  "
                f"GP/deal {gp:+.3f} ± {ci:.3f}")
        if "pts" in row:
            pts, pci = row["pts"]
            line += f"  pts/deal {pts:+.2f} ± {pci:.2f}"
        line += f"  {row['ms']:.3f} ms/decision  ({time.perf_counter() - start:.0f} s)"
        print(line, flush=True)


if __name__ == "__main__":
    main()
