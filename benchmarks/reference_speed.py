"""Our engines' and searches' speed next to C++ references measured in the same minutes.

Two speed targets were set against OpenSpiel's C++ code on this machine: the engines' random
playouts (a tenth of its Slovenian tarok driven from a Python loop) and the search's iterations
(a tenth of its ISMCTS on hearts with the Python kernels, as much as it with the compiled ones:
``tarotdesk.ai.native``; the script measures whichever kernels are in use). This host's speed drifts by up to a factor of two
over minutes, so a figure measured on another day says little: this script measures the
reference and ours in alternating rounds of the same process and prints each round's ratio. It
needs OpenSpiel's Python package (``pip install open_spiel``), which is not a dependency of
tarotdesk.

* Engines (default): the reference loop is the same as ``engine_speed.py``'s:
  ``legal_actions()`` before every ``apply_action``, a uniformly random legal action, complete
  deals; chance nodes (OpenSpiel's deal) are sampled from their outcome list and not counted,
  as our engines shuffle inside the deal.
* ``--search``: OpenSpiel's ``ISMCTSBot`` (random-rollout evaluator, one rollout, 1,000
  simulations) decides every turn of seat 0 in hearts; ours are the standard and strong levels
  on ``ai_latency.py``'s positions, without a time limit, counting ISMCTS iterations.

Rates are per CPU-second.
Usage: ``python benchmarks/reference_speed.py [--search] [--rounds N] [--seconds S] [--game ID ...]``.
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

#: Our games measured by default: the tarot games (Lombardy and Tarokk), for which the target was set.
DEFAULT_GAMES = ("tarokk", "taroccombre", "tarocco-lombardo", "reseghino", "ombra-arrabbiata",
                 "taroccombre-5", "taroccombre-7")


def _chance_step(state: object, rng: random.Random) -> bool:
    """Sample the outcome of a chance node (OpenSpiel's deal); False if ``state`` is not one."""
    if not state.is_chance_node():  # type: ignore[attr-defined]
        return False
    outcomes = state.chance_outcomes()  # type: ignore[attr-defined]
    state.apply_action(outcomes[rng.randrange(len(outcomes))][0])  # type: ignore[attr-defined]
    return True


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
            if _chance_step(state, rng):
                continue
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            decisions += 1
        deals += 1
    return decisions / (time.process_time() - start), decisions / max(deals, 1)


def reference_search_rate(pyspiel: object, seconds: float, seed: int, simulations: int = 1000) -> float:
    """Simulations per CPU-second of OpenSpiel's ISMCTS deciding seat 0's turns in hearts."""
    game = pyspiel.load_game("hearts")  # type: ignore[attr-defined]
    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)  # type: ignore[attr-defined]
    bot = pyspiel.ISMCTSBot(seed, evaluator, 0.7, simulations, -1,  # type: ignore[attr-defined]
                            pyspiel.ISMCTSFinalPolicyType.NORMALIZED_VISIT_COUNT,  # type: ignore[attr-defined]
                            False, False)
    rng = random.Random(seed)
    searched = 0
    cpu = 0.0
    while cpu < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if _chance_step(state, rng):
                continue
            legal = state.legal_actions()
            if state.current_player() != 0 or len(legal) == 1:
                state.apply_action(legal[rng.randrange(len(legal))])
                continue
            start = time.process_time()
            action = bot.step(state)
            cpu += time.process_time() - start
            searched += simulations
            state.apply_action(action)
    return searched / cpu


def engines(pyspiel: object, games: list[str], rounds: int, seconds: float) -> dict[str, list[float]]:
    """Alternate the tarok reference and our engines; each game's ratios, one per round."""
    ratios: dict[str, list[float]] = {g: [] for g in games}
    for r in range(rounds):
        ref, per_deal = reference_rate(pyspiel, seconds, seed=r)
        print(f"round {r + 1}: OpenSpiel tarok, 4 players  {ref:>10,.0f} decisions/CPU-s"
              f"  ({per_deal:.1f} decisions/deal)", flush=True)
        for g in games:
            ours = measure(g, _first_count(g), seconds)["actions_per_cpu_s"]
            ratios[g].append(ours / ref)
            print(f"         {g:<26} {ours:>10,.0f} actions/CPU-s   {ours / ref:5.2f} of the reference",
                  flush=True)
    return ratios


def searches(pyspiel: object, games: list[str], rounds: int, seconds: float,
             positions: int) -> dict[str, list[float]]:
    """Alternate the ISMCTS reference and our search levels; ratios per game and level."""
    import ai_latency  # this folder's positions and timing

    views = {g: ai_latency.positions(g, positions) for g in games}
    ratios: dict[str, list[float]] = {}
    for r in range(rounds):
        for g in games:
            # The reference again before each game: one game's searches take minutes, and the
            # host's speed can change within them.
            ref = reference_search_rate(pyspiel, seconds, seed=r)
            print(f"round {r + 1}: OpenSpiel ISMCTS, hearts  {ref:>10,.0f} simulations/CPU-s", flush=True)
            for level in ("standard", "strong"):
                ours = ai_latency.measure(g, level, views[g], limit=None)["iterations_per_cpu_s"]
                if ours is None:
                    continue  # no position of this sample was searched by ISMCTS
                ratios.setdefault(f"{g} {level}", []).append(ours / ref)
                print(f"         {g:<18} {level:<8} {ours:>8,.0f} iterations/CPU-s   "
                      f"{ours / ref:5.2f} of the reference", flush=True)
    return ratios


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--search", action="store_true", help="the search levels against ISMCTS on hearts")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0, help="time per reference measurement")
    parser.add_argument("--positions", type=int, default=20, help="--search: positions per game")
    parser.add_argument("--game", action="append",
                        help="our game ids (default: the tarot games; with --search, every game)")
    args = parser.parse_args()
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        sys.exit("OpenSpiel is not installed: run 'pip install open_spiel' in this environment first")
    if args.search:
        from tarotdesk.games.registry import available_ids

        ratios = searches(pyspiel, args.game or list(available_ids()), args.rounds, args.seconds,
                          args.positions)
    else:
        ratios = engines(pyspiel, args.game or list(DEFAULT_GAMES), args.rounds, args.seconds)
    target = "1.0 at the strong level, with the compiled kernels" if args.search else "0.10"
    print(f"\nratio to the reference, worst and median of the rounds (the target is {target}):")
    for name, rs in ratios.items():
        print(f"  {name:<26} worst {min(rs):5.2f}   median {statistics.median(rs):5.2f}")


def _first_count(game_id: str) -> int:
    from tarotdesk.games.registry import get_game

    return get_game(game_id).player_counts[0]


if __name__ == "__main__":
    main()
