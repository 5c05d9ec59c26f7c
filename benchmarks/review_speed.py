"""How long the game review takes, and how late the window's event loop runs meanwhile.

1. For each game, a few deals played by strong players (fixed seeds) are each reviewed for one
   seat at the review's default level (``review_record(record, get_game, seat, deal=0)``):
   printed are the median and the worst seconds per deal (the aim: at most 30 s) and the
   decisions reviewed per deal (all of them, and those that were not forced).
2. The window (offscreen unless a display is set) asks the AI worker for the review of one such
   deal per game (``AIWorker.request_review``) and collects its steps with a timer, as the
   review panel does, while :class:`tarotdesk.ui.play.latency.LatencyProbe` measures how late the
   event loop runs: printed are the worst lateness while the review runs (the aim: under
   50 ms), the same less the machine's run queue, and the 99th percentile.

Usage: ``python benchmarks/review_speed.py [--game ID ...] [--deals 2] [--no-gui]``
The machine's load matters: note it with the numbers.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from review_deals import as_record, strong_deal  # noqa: E402

from tarotdesk.ai.review import FORCED, review_record  # noqa: E402
from tarotdesk.core.records import Record  # noqa: E402
from tarotdesk.games.registry import available_ids, get_game  # noqa: E402


def deal_record(game_id: str, k: int) -> Record:
    """Deal ``k`` of the benchmark for ``game_id``, as a record: the first of its seeds whose deal
    is played (a deal everybody passes, one decision per seat, says nothing about speed)."""
    for attempt in range(20):
        match = strong_deal(game_id, f"review-speed-{game_id}-{k}" + (f"-{attempt}" if attempt else ""))
        if len(match.actions) > 2 * match.n_players:
            break
    return as_record(match)


def time_reviews(game_id: str, deals: int) -> None:
    """Review ``deals`` deals of ``game_id`` and print the seconds and decisions per deal."""
    seconds, counts, chosen = [], [], []
    for k in range(deals):
        record = deal_record(game_id, k)
        seat = k % record.n_players
        started = time.perf_counter()
        review = review_record(record, get_game, seat, deal=0)
        seconds.append(time.perf_counter() - started)
        counts.append(len(review.decisions))
        chosen.append(sum(d.mark != FORCED for d in review.decisions))
    print(f"{game_id:18s} median {statistics.median(seconds):5.1f} s  worst {max(seconds):5.1f} s per deal  "
          f"decisions per deal {statistics.mean(counts):5.1f} (not forced {statistics.mean(chosen):5.1f})",
          flush=True)


def gui_lateness(game_ids: list[str]) -> None:
    """Review one deal per game through the worker while the window's event loop runs, and print
    how late the loop ran."""
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TAROTDESK_CONFIG_DIR"] = tempfile.mkdtemp(prefix="tarotdesk-bench-")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from tarotdesk.ui.play.ai_runner import POLL_MS
    from tarotdesk.ui.play.latency import LatencyProbe
    from tarotdesk.ui.window.main_window import MainWindow
    from tarotdesk.ui.model.settings import Settings

    app = QApplication([sys.argv[0]])
    app.setApplicationName("tarotdesk")
    window = MainWindow(Settings(language="en"), save=False)
    window.resize(1280, 800)
    window.show()
    worker = window.ai.worker
    window.ai.start()
    start = QEventLoop()
    QTimer.singleShot(1500, start.quit)  # let the worker process start
    start.exec()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    for game_id in game_ids:
        text = deal_record(game_id, 0).to_text()
        state = {"open": True, "steps": 0}
        loop = QEventLoop()
        guard = QTimer()  # a safety net against a review that never ends
        guard.setSingleShot(True)
        guard.timeout.connect(loop.quit)

        def collect() -> None:
            for _, kind, _ in worker.poll_reviews():
                if kind == "step":
                    state["steps"] += 1
                else:
                    state["open"] = False
                    loop.quit()

        probe = LatencyProbe(busy=lambda: state["open"])
        poller = QTimer()
        poller.setInterval(POLL_MS)
        poller.timeout.connect(collect)
        started = time.perf_counter()
        worker.request_review(text, 0, 0)
        probe.start()
        poller.start()
        guard.start(300_000)
        loop.exec()
        guard.stop()
        poller.stop()
        probe.stop()
        print(f"{game_id:18s} review of {state['steps']:3d} decisions in {time.perf_counter() - started:5.1f} s: "
              f"worst lateness while reviewing {probe.worst_thinking * 1000:5.1f} ms "
              f"(own {probe.worst_thinking_own * 1000:5.1f} ms), p99 {probe.percentile(99) * 1000:4.1f} ms",
              flush=True)
    print(f"load average at the start: {load}")
    window.close()
    app.quit()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="only these game ids")
    parser.add_argument("--deals", type=int, default=2, help="deals reviewed per game (default 2)")
    parser.add_argument("--no-gui", action="store_true", help="skip the event loop's lateness")
    args = parser.parse_args()
    games = args.game or available_ids()
    for game_id in games:
        time_reviews(game_id, args.deals)
    if not args.no_gui:
        gui_lateness(games)


if __name__ == "__main__":
    main()
