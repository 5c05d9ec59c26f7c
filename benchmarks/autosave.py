"""What the autosave costs: record size and time to write it after every action of whole matches.

Usage::

    python benchmarks/autosave.py [--matches 2] [--folder DIR]

For each game id it plays whole matches with random legal moves and, after every action, does
what the window does: builds the record of the match so far and writes it atomically (with
fsync) as the autosave. It prints the size of the largest record and the mean, 95th
percentile and largest time per autosave, building included. ``--folder`` chooses the disk
to measure (default: a temporary folder).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarotdesk.ai.players import make_player  # noqa: E402
from tarotdesk.core.match import Match  # noqa: E402
from tarotdesk.core.records import PlayerInfo, record_from_match  # noqa: E402
from tarotdesk.games.registry import all_games  # noqa: E402
from tarotdesk.storage.autosave import Autosave  # noqa: E402


def measure(folder: Path, matches: int) -> list[tuple[str, int, int, float, float, float]]:
    """Per game: (id, autosaves, largest record in bytes, mean ms, 95th percentile ms, max ms)."""
    rows = []
    for game in all_games():
        n = game.player_counts[-1]
        autosave = Autosave(folder / f"{game.id}.tarotdesk")
        infos = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in range(1, n)]
        times: list[float] = []
        largest = 0
        for m in range(matches):
            match = Match(game, n, seed=f"autosave-{m}")
            players = [make_player("random", game, f"{m}-{s}") for s in range(n)]
            created = None
            while not match.over:
                if match.deal_over:
                    match.next_deal()
                    continue
                seat = match.current_player
                match.apply(players[seat].choose(match.view(seat)), seat)
                start = time.perf_counter()
                record = record_from_match(match, infos, created=created)
                created = record.created
                autosave.save(record)
                times.append(time.perf_counter() - start)
                largest = max(largest, autosave.last_bytes)
        times.sort()
        rows.append((game.id, len(times), largest, statistics.fmean(times) * 1000,
                     times[int(len(times) * 0.95)] * 1000, times[-1] * 1000))
    return rows


def main(argv: list[str] | None = None) -> int:
    """Print the measurements."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=2, help="whole matches per game (default 2)")
    parser.add_argument("--folder", help="where to write (default: a temporary folder)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="tarotdesk-autosave-") as tmp:
        folder = Path(args.folder) if args.folder else Path(tmp)
        rows = measure(folder, args.matches)
    print(f"{'game':<18} {'saves':>6} {'largest':>9} {'mean ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for gid, count, largest, mean, p95, worst in rows:
        print(f"{gid:<18} {count:>6} {largest / 1024:>7.1f}KiB {mean:>8.2f} {p95:>8.2f} {worst:>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
