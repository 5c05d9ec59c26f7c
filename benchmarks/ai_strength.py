"""Strength of one AI level against another, on duplicate deals.

Each deal of a fixed seed set is prearranged (the deck and the dealer come from the seed) and
played twice: once with player A in the even seats and B in the odd seats, once the other way
round, so every hand is played by both (for partnership games the two sides simply swap). A
deal's figure is A's mean result per seat minus B's, in game points as
the game's :meth:`deal_values` counts them, averaged over the two plays. The script prints the mean
game points per deal of both players, their difference and A's win rate (deals where its
figure is positive, ties half), each with a 95% confidence interval.

Usage::

    python benchmarks/ai_strength.py --game tarokk --a strong --b standard --deals 400 --jobs 2
    python benchmarks/ai_strength.py --game all --a easy --b random --deals 400 --out results.jsonl

Results of each deal are appended to ``--out`` (JSON lines) as they come, and a rerun with the
same file skips the deals already there, so long runs can be stopped and resumed. Each row
carries the build that played it (a hash of the package's source, :func:`build_id`); rows of
another build are not resumed, so a summary never mixes two versions of the players. Searches run
without their wall-clock safety net (``time_limit=None``): the figures do not depend on the load
of the machine.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing as mp
import sys
import time
from functools import cache
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stats import mean_ci  # noqa: E402  (this folder's shared intervals)

from tarotdesk.ai.levels import STRONG_RECORDED  # noqa: E402
from tarotdesk.ai.players import LEVELS, make_player  # noqa: E402
from tarotdesk.ai.search.player import SearchPlayer, with_limit  # noqa: E402
from tarotdesk.core.match import DealSetup, Match  # noqa: E402
from tarotdesk.core.rng import derive_seed  # noqa: E402
from tarotdesk.games.registry import available_ids, get_game  # noqa: E402

SEED = "duplicate-2026"
PACKAGE = Path(__file__).resolve().parent.parent / "tarotdesk"


@cache
def build_id() -> str:
    """A short hash of every Python source of the package and of the levels' budgets: the players'
    code, model data and budgets (the compiled kernels decide as the Python ones)."""
    digest = hashlib.sha256()
    budgets = PACKAGE.parent / "resources" / "ai"
    for path in [*sorted(PACKAGE.rglob("*.py")), *sorted(budgets.glob("*.toml"))]:
        digest.update(path.relative_to(PACKAGE.parent).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:12]


#: Levels besides the players': the strong level at the budget it had before the compiled kernels.
BASELINES = {"strong-recorded": STRONG_RECORDED}
CHOICES = (*LEVELS, *BASELINES)


def _player(level: str, game: object, seed: int) -> object:
    """A player of ``level`` (or of a baseline) without the wall-clock safety net."""
    if level in BASELINES:
        return SearchPlayer(game, seed, with_limit(BASELINES[level], None))  # type: ignore[arg-type]
    return make_player(level, game, seed, time_limit=None)  # type: ignore[arg-type]


def deal_setup(game_id: str, n: int, index: int, seed: str = SEED) -> DealSetup:
    """The prearranged deal number ``index`` of the fixed seed set."""
    game = get_game(game_id)
    probe = Match(game, n, seed=f"{seed}:{game_id}:{n}:{index}")
    return DealSetup(0, tuple(probe.deck()), 0, probe.first_dealer)


def play_once(game_id: str, n: int, index: int, levels: list[str], seed: str = SEED) -> list[float]:
    """Play the prearranged deal ``index`` with ``levels[s]`` in seat ``s``; return each seat's
    game points."""
    game = get_game(game_id)
    setup = deal_setup(game_id, n, index, seed)
    match = Match(game, n, seed=f"{seed}:{game_id}:{n}:{index}", prearranged=[setup])
    players = [_player(levels[s], game, derive_seed(seed, game_id, index, s))
               for s in range(n)]
    while not match.deal_over:
        seat = match.current_player
        assert seat is not None
        match.apply(players[seat].choose(match.view(seat)), seat)
    return game.deal_values(match.deal)


def duplicate(args: tuple[str, int, int, str, str, str]) -> dict[str, Any]:
    """Both plays of one deal: A in the even seats, then in the odd seats."""
    game_id, n, index, a, b, seed = args
    start = time.perf_counter()
    plays = []
    for r in (0, 1):
        levels = [a if s % 2 == r else b for s in range(n)]
        values = play_once(game_id, n, index, levels, seed)
        a_seats = [s for s in range(n) if levels[s] == a and s % 2 == r]
        b_seats = [s for s in range(n) if s not in a_seats]
        plays.append({"values": values, "a_seats": a_seats,
                      "a": sum(values[s] for s in a_seats) / len(a_seats),
                      "b": sum(values[s] for s in b_seats) / len(b_seats)})
    a_mean = sum(p["a"] for p in plays) / 2
    b_mean = sum(p["b"] for p in plays) / 2
    return {"game": game_id, "players": n, "deal": index, "a_level": a, "b_level": b, "seed": seed,
            "build": build_id(), "a": a_mean, "b": b_mean, "diff": a_mean - b_mean, "plays": plays,
            "seconds": time.perf_counter() - start}


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of one comparison from its per-deal rows."""
    diffs = [r["diff"] for r in rows]
    wins = [1.0 if d > 1e-9 else 0.5 if abs(d) <= 1e-9 else 0.0 for d in diffs]
    diff, half = mean_ci(diffs)
    rate, rate_half = mean_ci(wins)
    return {"deals": len(rows), "a": mean_ci([r["a"] for r in rows]), "b": mean_ci([r["b"] for r in rows]),
            "diff": (diff, half), "ci_low": diff - half, "ci_high": diff + half, "win_rate": (rate, rate_half),
            "significant": diff - half > 0, "seconds": sum(r["seconds"] for r in rows)}


def _load(path: Path | None) -> list[dict[str, Any]]:
    if path is None or not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def run(game_id: str, n: int, a: str, b: str, deals: int, jobs: int, out: Path | None, seed: str,
        first: int = 0) -> dict[str, Any]:
    """Play (or resume) one comparison and return its summary."""
    same = [r for r in _load(out) if r["game"] == game_id and r["players"] == n
            and r["a_level"] == a and r["b_level"] == b and r.get("seed") == seed]
    done = {r["deal"]: r for r in same if r.get("build") == build_id()}
    others = sum(1 for r in same if r.get("build") != build_id() and first <= r["deal"] < first + deals)
    if others:
        print(f"{out}: {others} rows of {game_id} were played by another build of tarotdesk; they are "
              f"played again with this one (build {build_id()})", file=sys.stderr)
    todo = [(game_id, n, i, a, b, seed) for i in range(first, first + deals) if i not in done]
    rows = [done[i] for i in range(first, first + deals) if i in done]
    if todo:
        ctx = mp.get_context("spawn")
        with ctx.Pool(jobs) as pool:
            for row in pool.imap_unordered(duplicate, todo):
                rows.append(row)
                if out is not None:
                    with out.open("a") as f:
                        f.write(json.dumps(row) + "\n")
    return summarise(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", required=True, help="game id, or 'all'")
    parser.add_argument("--players", type=int, help="player count (default: the game's first)")
    parser.add_argument("--a", default="strong", choices=CHOICES)
    parser.add_argument("--b", default="standard", choices=CHOICES)
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--first", type=int, default=0, help="index of the first deal of the seed set")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", default=SEED)
    parser.add_argument("--out", type=Path, help="JSON lines file of per-deal results (resumable)")
    parser.add_argument("--json", action="store_true", help="print the summaries as JSON")
    args = parser.parse_args()
    games = available_ids() if "all" in args.game else args.game
    summaries = []
    for game_id in games:
        n = args.players or get_game(game_id).player_counts[0]
        s = run(game_id, n, args.a, args.b, args.deals, args.jobs, args.out, args.seed, args.first)
        s.update(game=game_id, players=n, a_level=args.a, b_level=args.b)
        summaries.append(s)
        if not args.json:
            d, h = s["diff"]
            print(f"{game_id:<18} {n}p {args.a} vs {args.b}: {s['deals']} deals  "
                  f"A {s['a'][0]:+.3f}  B {s['b'][0]:+.3f}  diff {d:+.3f} ± {h:.3f} "
                  f"[{s['ci_low']:+.3f}, {s['ci_high']:+.3f}]  win rate {s['win_rate'][0]:.3f} ± "
                  f"{s['win_rate'][1]:.3f}  {'significant' if s['significant'] else 'not significant'}  "
                  f"({s['seconds']:.0f} s of play)", flush=True)
    if args.json:
        print(json.dumps(summaries))


if __name__ == "__main__":
    main()
