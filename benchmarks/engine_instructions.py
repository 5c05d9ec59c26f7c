"""Instructions per random-playout action, counted by callgrind: a repeatable engine figure.

``engine_speed.py`` measures time, which on a shared or throttled machine varies by tens of
percent from one minute to the next. The number of machine instructions the interpreter
executes for the same seeded playouts does not: this script runs exactly the loop of
``engine_speed.py`` (its ``RandomPlayouts``: ``legal_actions()`` before every ``apply``, complete
deals, the same seeds) under ``valgrind --tool=callgrind`` twice, for N and 2N actions, and prints the
difference divided by N, so start-up and imports cancel out.

Usage: ``python benchmarks/engine_instructions.py [--actions N] [--game ID ...] [--all-counts]``
(needs ``valgrind``; about a minute per game at the default N).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tarotdesk.games.registry import all_games, get_game  # noqa: E402

# engine_speed's own playouts, for a count of actions instead of a time.
LOOP = """
import sys
sys.path[:0] = [{root!r}, {bench!r}]
from engine_speed import RandomPlayouts
RandomPlayouts({game!r}, {players}).play({count})
"""


def instructions(game_id: str, players: int, count: int) -> int:
    """Instructions callgrind counts for a whole run of ``count`` playout actions."""
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp, "loop.py")
        script.write_text(LOOP.format(root=str(ROOT), bench=str(ROOT / "benchmarks"), game=game_id,
                                      players=players, count=count))
        out = Path(tmp, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, str(script)],
                       check=True, capture_output=True)
        found = re.search(r"^(?:summary|totals):\s+(\d+)", out.read_text(), re.M)
        if found is None:
            raise RuntimeError("callgrind wrote no instruction total")
        return int(found.group(1))


def per_action(game_id: str, players: int, count: int) -> float:
    """Instructions per playout action (the difference of a run of 2N and one of N actions)."""
    return (instructions(game_id, players, 2 * count) - instructions(game_id, players, count)) / count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=10_000, help="N: the runs play N and 2N actions")
    parser.add_argument("--game", action="append", help="only these game ids")
    parser.add_argument("--all-counts", action="store_true", help="every player count, not only the first")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (Debian/Ubuntu: apt-get install valgrind)")
    games = [get_game(g) for g in args.game] if args.game else all_games()
    rows = []
    for g in games:
        for n in (g.player_counts if args.all_counts else g.player_counts[:1]):
            row = {"game": g.id, "players": n, "instructions_per_action": round(per_action(g.id, n, args.actions))}
            rows.append(row)
            if not args.json:
                print(f"{g.id:<18} {n} players  {row['instructions_per_action']:>8,d} instructions/action", flush=True)
    if args.json:
        print(json.dumps(rows))


if __name__ == "__main__":
    main()
