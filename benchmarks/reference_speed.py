"""Our engines' random-playout speed next to a C++ reference measured in the same minutes.

The engine target (100,000 actions per second) was set as a tenth of what OpenSpiel's C++
Slovenian tarok does when driven from a Python loop. This host's speed drifts by up to a factor
of two over minutes, so a figure measured on another day says little: this script measures the
reference and our engines in alternating rounds of the same process and prints each round's
ratio. It needs OpenSpiel's Python package (``pip install open_spiel``), which is not a
dependency of tarotdesk.

The reference loop is the same as ``engine_speed.py``'s: ``legal_actions()`` before every
``apply_action``, a uniformly random legal action, complete deals; chance nodes (OpenSpiel's
deal) are sampled from their outcome list and not counted, as our engines shuffle inside the
deal. Rates are per CPU-second.
Usage: ``python benchmarks/reference_speed.py [--rounds N] [--seconds S] [--game ID ...]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine_speed import measure  # noqa: E402  (this folder's playout loop)

#: Our games measured by default: the two issues' engines of the tarot family.
DEFAULT_GAMES = ("tarokk", "taroccombre", "tarocco-lombardo", "reseghino", "ombra-arrabbiata",
                 "taroccombre-5", "taroccombre-7")


def reference_rate(pyspiel: object, seconds: float, seed: int) -> tuple[float, float]:
    """Decisions per CPU-second of OpenSpiel's four-player tarok in random play, and decisions
    per deal (random bids often reach contracts that end early, so its deals are short)."""
    game = pyspiel.load_game("tarok(players=4)")  # type: ignore[attr-defined]
    rng = random.Random(seed)
    decisions = deals = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                continue
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            decisions += 1
        deals += 1
    return decisions / (time.process_time() - start), decisions / max(deals, 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--game", action="append", help="our game ids (default: the tarot games)")
    args = parser.parse_args()
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        sys.exit("OpenSpiel is not installed: run 'pip install open_spiel' in this environment first")
    games = args.game or list(DEFAULT_GAMES)
    ratios: dict[str, list[float]] = {g: [] for g in games}
    for r in range(args.rounds):
        ref, per_deal = reference_rate(pyspiel, args.seconds, seed=r)
        print(f"round {r + 1}: OpenSpiel tarok, 4 players  {ref:>10,.0f} decisions/CPU-s"
              f"  ({per_deal:.1f} decisions/deal)", flush=True)
        for g in games:
            ours = measure(g, _first_count(g), args.seconds)["actions_per_cpu_s"]
            ratios[g].append(ours / ref)
            print(f"         {g:<26} {ours:>10,.0f} actions/CPU-s   {ours / ref:5.2f} of the reference",
                  flush=True)
    print("\nratio to the reference, worst and median of the rounds (the target is 0.10):")
    for g, rs in ratios.items():
        print(f"  {g:<26} worst {min(rs):5.2f}   median {statistics.median(rs):5.2f}")


def _first_count(game_id: str) -> int:
    from tarotdesk.games.registry import get_game

    return get_game(game_id).player_counts[0]


if __name__ == "__main__":
    main()
