"""One AI level of this build against a level of an earlier build, on duplicate deals.

The earlier build is a copy of another version's ``tarotdesk`` package folder, for example::

    mkdir -p ../present && git archive <commit> tarotdesk | tar -x -C ../present
    python benchmarks/ai_versus_build.py --present ../present/tarotdesk --game tarokk \\
        --a strong --b strong --deals 200 --out versus.jsonl

It is imported under another name (``tarotdesk_present``) beside this build. Each deal of
the strength benchmark's seed set (:mod:`ai_strength`) is played twice, this build's level A in
the even seats and the earlier build's level B in the odd seats, then the other way round; two
matches of the same prearranged deal run side by side, one per build, every action taken in one
applied to both (each player sees its own build's view), and the deal is counted by this
build's rules. The figure is the same as ``ai_strength.py``'s: A's mean game points per seat
and deal minus B's, with its 95% interval. The games' rules must be the same in both builds;
the script stops at the first action the two engines do not both allow. One process, no pool:
the number of deals is fixed before the run.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai_strength import SEED, build_id, deal_setup, summarise  # noqa: E402

from tarotdesk.ai.players import LEVELS, make_player  # noqa: E402
from tarotdesk.core.match import Match  # noqa: E402
from tarotdesk.core.rng import derive_seed  # noqa: E402
from tarotdesk.games.registry import get_game  # noqa: E402

PRESENT = "tarotdesk_present"


def load_present(folder: Path) -> ModuleType:
    """The package in ``folder`` imported as ``tarotdesk_present`` (its imports are relative)."""
    init = folder / "__init__.py"
    if not init.is_file():
        raise SystemExit(f"{folder}: not a tarotdesk package folder (no __init__.py)")
    spec = importlib.util.spec_from_file_location(PRESENT, init, submodule_search_locations=[str(folder)])
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[PRESENT] = module
    spec.loader.exec_module(module)
    return module


def play_once(present: ModuleType, game_id: str, n: int, index: int, builds: list[str], levels: list[str],
              seed: str = SEED) -> list[float]:
    """One play of deal ``index``: seat ``s`` is ``levels[s]`` of ``builds[s]`` ("new" or "present")."""
    p_match_mod = importlib.import_module(f"{PRESENT}.core.match")
    p_games = importlib.import_module(f"{PRESENT}.games.registry")
    try:
        p_ai = importlib.import_module(f"{PRESENT}.ai.players")
    except ModuleNotFoundError:  # a build from before the players moved out of ai.registry
        p_ai = importlib.import_module(f"{PRESENT}.ai.registry")
    p_actions = importlib.import_module(f"{PRESENT}.core.actions")
    game, p_game = get_game(game_id), p_games.get_game(game_id)
    setup = deal_setup(game_id, n, index, seed)
    match_seed = f"{seed}:{game_id}:{n}:{index}"
    match = Match(game, n, seed=match_seed, prearranged=[setup])
    p_cards = importlib.import_module(f"{PRESENT}.core.cards")
    p_setup = p_match_mod.DealSetup(setup.deal, tuple(p_cards.card(c.code) for c in setup.deck), setup.attempt,
                                    setup.dealer)
    p_match = p_match_mod.Match(p_game, n, seed=match_seed, prearranged=[p_setup])
    players = []
    for s in range(n):
        player_seed = derive_seed(seed, game_id, index, s)
        if builds[s] == "new":
            players.append(make_player(levels[s], game, player_seed, time_limit=None))
        else:
            players.append(p_ai.make_player(levels[s], p_game, player_seed, time_limit=None))
    while not match.deal_over:
        seat = match.current_player
        if p_match.current_player != seat or p_match.deal_over:
            raise SystemExit(f"deal {index}: the two builds' engines disagree on who acts")
        if builds[seat] == "new":
            action = players[seat].choose(match.view(seat))
        else:
            action = players[seat].choose(p_match.view(seat))
        match.apply(match_action(action, None), seat)
        p_match.apply(match_action(action, p_actions.Action), seat)
    return game.deal_values(match.deal)


def match_action(action: Any, other: Any | None) -> Any:
    """``action`` as an action of this build (``other`` None) or of the earlier build."""
    from tarotdesk.core.actions import Action

    return (Action if other is None else other).parse(action.text)


def duplicate(present: ModuleType, game_id: str, n: int, index: int, a: str, b: str, seed: str) -> dict[str, Any]:
    """Both plays of one deal: this build's A in the even seats, then in the odd seats."""
    start = time.perf_counter()
    plays = []
    for r in (0, 1):
        builds = ["new" if s % 2 == r else "present" for s in range(n)]
        levels = [a if builds[s] == "new" else b for s in range(n)]
        values = play_once(present, game_id, n, index, builds, levels, seed)
        a_seats = [s for s in range(n) if builds[s] == "new"]
        b_seats = [s for s in range(n) if builds[s] != "new"]
        plays.append({"values": values, "a_seats": a_seats,
                      "a": sum(values[s] for s in a_seats) / len(a_seats),
                      "b": sum(values[s] for s in b_seats) / len(b_seats)})
    a_mean = sum(p["a"] for p in plays) / 2
    b_mean = sum(p["b"] for p in plays) / 2
    return {"game": game_id, "players": n, "deal": index, "a_level": a, "b_level": b + "@present",
            "seed": seed, "build": build_id(), "a": a_mean, "b": b_mean, "diff": a_mean - b_mean,
            "plays": plays, "seconds": time.perf_counter() - start}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--present", type=Path, required=True, help="an earlier build's tarotdesk package folder")
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, help="player count (default: the game's first)")
    parser.add_argument("--a", default="strong", choices=LEVELS, help="this build's level")
    parser.add_argument("--b", default="strong", choices=LEVELS, help="the earlier build's level")
    parser.add_argument("--deals", type=int, required=True)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", default=SEED)
    parser.add_argument("--out", type=Path, help="append one JSON line per duplicate deal")
    args = parser.parse_args()
    present = load_present(args.present.resolve())
    n = args.players or get_game(args.game).player_counts[0]
    rows = []
    for index in range(args.first, args.first + args.deals):
        row = duplicate(present, args.game, n, index, args.a, args.b, args.seed)
        rows.append(row)
        if args.out is not None:
            with args.out.open("a") as f:
                f.write(json.dumps(row) + "\n")
    s = summarise(rows)
    d, h = s["diff"]
    print(f"{args.game} {n}p {args.a} (this build) vs {args.b} (earlier build): {s['deals']} deals  "
          f"diff {d:+.3f} ± {h:.3f} [{s['ci_low']:+.3f}, {s['ci_high']:+.3f}]  win rate "
          f"{s['win_rate'][0]:.3f} ± {s['win_rate'][1]:.3f}  changed deals "
          f"{sum(1 for r in rows if abs(r['diff']) > 1e-9)}  ({s['seconds']:.0f} s of play)")


if __name__ == "__main__":
    main()
