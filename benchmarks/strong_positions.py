"""The strong level's decisions on fixed positions: a check that a change of code changed no decision.

``record`` picks positions from deals of easy self-play (every phase, only positions with a real
choice), keeps each as the match's seed and the actions that lead to it, and writes the strong
level's decision at each (no time limit, so the budget alone decides: the same on every machine).
The positions are recorded and checked at a fixed budget, the strong level's as it was when they
were recorded (``STRONG_RECORDED``, ``resources/ai/levels.toml``), so that a change of the strong
level's budget does not make every decision change; a change of code must keep them all.
``check`` rebuilds every kept position from its actions (not from the easy player, whose code may
have changed), asks the strong level again and prints, per game, how many decisions are the same;
it exits with status 1 if any differs.

Usage: ``python benchmarks/strong_positions.py record FILE [--per-game 50] [--game ID ...]``
       ``python benchmarks/strong_positions.py check FILE [--game ID ...]``
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarotdesk.ai.levels import STRONG_RECORDED  # noqa: E402
from tarotdesk.ai.players import make_player  # noqa: E402
from tarotdesk.ai.search.player import SearchPlayer, with_limit  # noqa: E402
from tarotdesk.ai.search.sim import without_meta  # noqa: E402
from tarotdesk.core.actions import Action  # noqa: E402
from tarotdesk.core.match import Match  # noqa: E402
from tarotdesk.core.rng import SeededRNG  # noqa: E402
from tarotdesk.games.registry import available_ids, get_game  # noqa: E402


def pick(game_id: str, per_game: int) -> list[dict[str, Any]]:
    """``per_game`` positions of ``game_id``: seed, player count and the actions before each."""
    game = get_game(game_id)
    n = game.player_counts[0]
    found: list[dict[str, Any]] = []
    deal = 0
    while len(found) < per_game * 4 and deal < 400:
        seed = f"positions-{game_id}-{deal}"
        match = Match(game, n, seed=seed)
        players = [make_player("easy", game, s) for s in range(n)]
        actions: list[str] = []
        while not match.deal_over:
            seat = match.current_player
            assert seat is not None
            view = match.view(seat)
            if len(without_meta(view.legal_actions())) > 1:
                found.append({"seed": seed, "players": n, "actions": list(actions), "seat": seat})
            action = players[seat].choose(view)
            match.apply(action, seat)
            actions.append(str(action))
        deal += 1
    SeededRNG(f"positions-pick-{game_id}").shuffle(found)
    return found[:per_game]


def decide(game_id: str, position: dict[str, Any], index: int) -> str:
    """The strong level's decision at ``position`` (rebuilt from its actions), at the budget the
    positions were recorded at."""
    game = get_game(game_id)
    match = Match(game, position["players"], seed=position["seed"])
    for text in position["actions"]:
        match.apply(Action.parse(text), match.current_player)
    seat = position["seat"]
    assert match.current_player == seat, "the position no longer leads to the same seat"
    player = SearchPlayer(game, f"strong-{index}-{seat}", with_limit(STRONG_RECORDED, None))
    return str(player.choose(match.view(seat)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=["record", "check"])
    parser.add_argument("file", type=Path)
    parser.add_argument("--per-game", type=int, default=50)
    parser.add_argument("--game", action="append", help="only these game ids")
    args = parser.parse_args()
    games = args.game or available_ids()
    if args.mode == "record":
        kept: dict[str, list[dict[str, Any]]] = {}
        for game_id in games:
            started = time.perf_counter()
            kept[game_id] = pick(game_id, args.per_game)
            for i, position in enumerate(kept[game_id]):
                position["decision"] = decide(game_id, position, i)
            print(f"{game_id:22s} {len(kept[game_id]):3d} positions recorded in {time.perf_counter() - started:6.1f} s",
                  flush=True)
        args.file.write_text(json.dumps(kept, indent=1) + "\n", encoding="utf-8")
        return
    kept = json.loads(args.file.read_text(encoding="utf-8"))
    differ = 0
    for game_id in games:
        started = time.perf_counter()
        same = 0
        for i, position in enumerate(kept[game_id]):
            now = decide(game_id, position, i)
            if now == position["decision"]:
                same += 1
            else:
                differ += 1
                print(f"  {game_id} position {i}: {position['decision']} then, {now} now")
        print(f"{game_id:22s} {same:3d} of {len(kept[game_id]):3d} decisions the same "
              f"({time.perf_counter() - started:6.1f} s)", flush=True)
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
