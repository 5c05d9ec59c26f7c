"""How long the window's event loop is kept waiting while computer seats play.

Usage::

    python benchmarks/ui_latency.py [--games ID ...] [--moves N] [--level LEVEL] [--animation SPEED]

For each game, all seats are computer players (through the AI worker process) and the cards
are animated; a precise 5 ms timer measures how late the event loop serves it. Printed per
game: the worst wait while an AI seat was thinking (the requirement: under 50 ms), the worst
wait over the whole run (animations and redrawing included) and the 99th percentile.
Runs offscreen unless a display is set. The machine's load matters: note it with the numbers.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    """Run the measurement; print one JSON line per game."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--moves", type=int, default=60, help="AI moves per game (default 60)")
    parser.add_argument("--level", default="standard", help="AI level (default standard)")
    parser.add_argument("--animation", default="normal", choices=("instant", "fast", "normal", "slow"))
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TAROTDESK_CONFIG_DIR"] = tempfile.mkdtemp(prefix="tarotdesk-bench-")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from tarotdesk.core.records import PlayerInfo
    from tarotdesk.games.registry import available_ids
    from tarotdesk.table.setup import GameSetup
    from tarotdesk.ui.play.latency import LatencyProbe
    from tarotdesk.ui.window.main_window import MainWindow
    from tarotdesk.ui.model.settings import Settings

    app = QApplication([sys.argv[0]])
    app.setApplicationName("tarotdesk")
    window = MainWindow(Settings(language="en", animation=args.animation), save=False)
    window.resize(1280, 800)
    window.show()
    window.ai.start()

    def spin(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    spin(1500)  # let the worker process start
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    for game_id in args.games or available_ids():
        game = window.game_lookup(game_id)
        n = game.player_counts[0]
        players = [PlayerInfo(f"AI {s + 1}", "ai", args.level) for s in range(n)]
        probe = LatencyProbe(busy=lambda: window.ai.thinking)
        session = window.start_game(GameSetup(game_id, players, {}, 1))
        probe.start()
        started = time.perf_counter()
        while len(session.parent().game_table.match.actions) < args.moves and not session.parent().game_table.match.over:
            if session.parent().game_table.match.deal_over and window.summary.isVisible():
                session.next_deal()
            spin(20)
            if time.perf_counter() - started > 600:
                break
        probe.stop()
        print(json.dumps({
            "game": game_id, "moves": len(session.parent().game_table.match.actions), "animation": args.animation,
            "level": args.level, "worst_while_thinking_ms": round(probe.worst_thinking * 1000, 1),
            "worst_ms": round(probe.worst * 1000, 1), "p99_ms": round(probe.percentile(99) * 1000, 1),
            "seconds": round(time.perf_counter() - started, 1), "load_average": load,
        }), flush=True)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
