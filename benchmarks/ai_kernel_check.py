"""The playout kernels against the rules engine on many random deals (every game and count).

Usage: ``python benchmarks/ai_kernel_check.py [--deals 1000] [--game ID ...]``. Prints, per game
and player count, the deals compared and those that reached a phase the kernel covers; stops
with the first difference (game, deal and what differs).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarotdesk.ai.playout.check import compare
from tarotdesk.games.registry import available_ids, get_game  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000, help="deals per game and player count")
    parser.add_argument("--game", action="append")
    args = parser.parse_args()
    total = covered = 0
    for game_id in args.game or available_ids():
        for n in get_game(game_id).player_counts:
            start = time.perf_counter()
            got = compare(game_id, n, args.deals, seed="check")
            total += args.deals
            covered += got
            print(f"{game_id:<18} {n} players: {args.deals} deals, {got} compared through their end  "
                  f"[{time.perf_counter() - start:.0f} s]", flush=True)
    print(f"all kernels agree with the engine: {covered} of {total} deals compared")


if __name__ == "__main__":
    main()
