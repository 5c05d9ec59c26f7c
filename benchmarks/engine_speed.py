"""Random-playout throughput of every game's rules engine.

For each game (and player count) plays complete deals with uniformly random legal actions,
computing ``legal_actions()`` before every ``apply``, and prints complete deals per second and
actions per second over the whole run, and the actions per second of the best of its half-second
windows. On a shared or virtual machine the whole-run figure measures the neighbours too (the
same code can run 40% slower a few seconds later); as with ``timeit``'s advice to take the
minimum of repeated timings, the best window is the figure of the engine on an uncontended core.
Usage: ``python benchmarks/engine_speed.py [--seconds S] [--game ID ...] [--all-counts]``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarotdesk.core.match import Match  # noqa: E402
from tarotdesk.core.rng import SeededRNG  # noqa: E402
from tarotdesk.games.registry import all_games, get_game  # noqa: E402

#: Length of the windows whose best rate is printed (seconds).
WINDOW = 0.5


class RandomPlayouts:
    """Seeded random matches of one game, played on for a number of actions at a time.

    Matches use seeds 0, 1, 2 ... and the choices one generator named after the game, so the
    same calls play the same actions on every machine (``engine_instructions.py`` counts them).
    """

    def __init__(self, game_id: str, n_players: int) -> None:
        self.game = get_game(game_id)
        self.n_players = n_players
        self.rng = SeededRNG(f"bench-{game_id}-{n_players}")
        self.seed = 0
        self.match = Match(self.game, n_players, seed=0)

    def play(self, actions: int) -> int:
        """Play ``actions`` more actions (``legal_actions()`` before each); return the deals completed."""
        match, rng, deals = self.match, self.rng, 0
        while actions:
            if match.over:
                self.seed += 1
                match = self.match = Match(self.game, self.n_players, seed=self.seed)
            if match.deal_over:
                match.next_deal()
                continue
            legal = match.legal_actions()
            match.apply(legal[rng.below(len(legal))])
            actions -= 1
            if match.deal_over:
                deals += 1
        return deals


def measure(game_id: str, n_players: int, seconds: float) -> dict:
    """Play random deals of one game for about ``seconds``; return the figures."""
    playouts = RandomPlayouts(game_id, n_players)
    deals = actions = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    deadline = start + seconds
    window_start, window_actions, best_window = start, 0, 0.0
    while True:
        deals += playouts.play(200)  # check the clock every few hundred actions only
        actions += 200
        window_actions += 200
        now = time.perf_counter()
        if now - window_start >= WINDOW:
            best_window = max(best_window, window_actions / (now - window_start))
            window_start, window_actions = now, 0
        if now >= deadline and deals:
            break
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    # CPU-time rates are also printed: on a shared machine the wall clock measures the neighbours.
    return {"game": game_id, "players": n_players, "deals_per_s": round(deals / elapsed, 1),
            "actions_per_s": round(actions / elapsed), "actions_per_cpu_s": round(actions / cpu),
            "best_window_actions_per_s": round(best_window or actions / elapsed),
            "actions_per_deal": round(actions / max(deals, 1), 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per game and player count")
    parser.add_argument("--game", action="append", help="only these game ids")
    parser.add_argument("--all-counts", action="store_true", help="every player count, not only the first")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    games = [get_game(g) for g in args.game] if args.game else all_games()
    rows = []
    for g in games:
        counts = g.player_counts if args.all_counts else g.player_counts[:1]
        for n in counts:
            row = measure(g.id, n, args.seconds)
            rows.append(row)
            if not args.json:
                print(f"{row['game']:<18} {n} players  {row['deals_per_s']:>9.1f} deals/s  "
                      f"{row['actions_per_s']:>9d} actions/s  {row['actions_per_cpu_s']:>9d} actions/CPU-s  "
                      f"best {WINDOW:g} s: {row['best_window_actions_per_s']:>7d} actions/s  "
                      f"({row['actions_per_deal']} actions/deal)",
                      flush=True)
    if args.json:
        print(json.dumps(rows))


if __name__ == "__main__":
    main()
