"""Screenshots of the replay viewer, the saved-games list and the statistics window.

Usage::

    python tools/replay_screenshots.py OUT_DIR [--langs en ja]

Without a display it starts its own virtual X server (``Xvfb``), as ``tools/screenshots.py``
does, so the pictures show real windows. It plays a few matches with computer players into a
temporary data folder (never the user's), then saves: the viewer in the middle of a trick
with all hands shown, the same position as one seat saw it, a fishing game after a capture,
the end of a deal, the saved-games list and the statistics.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from screenshots import needs_xvfb, rerun_under_xvfb  # noqa: E402  (the virtual display of the table's pictures)


def main(argv: list[str] | None = None) -> int:
    """Make the screenshots; 0 when every one was saved."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="folder for the PNG files (outside the repository)")
    parser.add_argument("--langs", nargs="*", default=["en"], choices=("en", "ja"))
    args = parser.parse_args(argv)
    if needs_xvfb():
        return rerun_under_xvfb(__file__, argv, "1600x1000x24")
    return _shoot(args)


def _match_record(game_id: str, seed: str, humans: tuple[int, ...] = (0,)):
    from tarotdesk.ai.players import make_player
    from tarotdesk.core.match import Match
    from tarotdesk.core.records import PlayerInfo, record_from_match
    from tarotdesk.games.registry import get_game

    game = get_game(game_id)
    n = game.player_counts[0]
    match = Match(game, n, seed=seed)
    bots = [make_player("easy", game, f"{seed}-{s}") for s in range(n)]
    while not match.over:
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.current_player
        match.apply(bots[seat].choose(match.view(seat)), seat)
    names = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina"]
    players = [PlayerInfo("You" if s in humans else names[s], "human" if s in humans else "ai",
                          None if s in humans else "easy") for s in range(n)]
    return record_from_match(match, players), match


def _shoot(args: argparse.Namespace) -> int:
    sys.path.insert(0, str(ROOT))
    profile = tempfile.mkdtemp(prefix="tarotdesk-shots-")
    os.environ["TAROTDESK_CONFIG_DIR"] = profile
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from tarotdesk.games.registry import get_game
    from tarotdesk.storage.library import Library
    from tarotdesk.storage.paths import DataFolder
    from tarotdesk.storage.statistics import StatisticsStore
    from tarotdesk.ui.kit.i18n import install_language
    from tarotdesk.ui.window.main_window import MainWindow
    from tarotdesk.ui.dialogs.saved_games import SavedGamesDialog
    from tarotdesk.ui.model.settings import Settings

    app = QApplication([sys.argv[0]])
    app.setApplicationName("tarotdesk")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    def spin(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    folder = DataFolder.default()
    library = Library(folder.games, folder.games_index, get_game)
    stats = StatisticsStore(folder.statistics)
    records = {}
    for game_id, seed in (("tarokk", "shot-1"), ("tarocco-lombardo", "shot-2"), ("cirulla", "shot-3"),
                          ("mattazza", "shot-4"), ("porrazo", "shot-5")):
        record, match = _match_record(game_id, seed)
        records[game_id] = record
        library.store(record)
        stats.update(record, match)
    # One game left unfinished, for the list.
    library.store(replace(records["porrazo"], actions=records["porrazo"].actions[:40],
                          created="2026-01-02T10:00:00+00:00", result=None))

    status = 0
    for lang in args.langs:
        install_language(lang)
        window = MainWindow(Settings(language=lang, animation="instant", collect_seconds=0.0), save=False)
        window.resize(1280, 800)
        window.load_card_art()

        def save(widget, name: str) -> int:
            spin(400)
            path = out / f"{name}-{lang}.png"
            if not widget.grab().save(str(path)):
                return 1
            print(path, flush=True)
            return 0

        viewer = window.files.replay_record(records["tarokk"], "tarokk")
        viewer.resize(1280, 820)
        tl = viewer.source._timeline
        k = next(j for j in range(1, tl.last) if tl.stops[j].deal == 0 and len(tl.state(j).deal.layout().center) == 2
                 and tl.state(j).phase == "play")
        viewer.go_to(k)
        status |= save(viewer, "replay-all-hands-tarokk")
        viewer.all_hands.setChecked(False)
        status |= save(viewer, "replay-one-seat-tarokk")
        viewer.go_to(tl.next_deal(k))
        status |= save(viewer, "replay-deal-over-tarokk")
        viewer.close()

        viewer = window.files.replay_record(records["tarocco-lombardo"], "tarocco-lombardo")
        viewer.resize(1280, 820)
        viewer.go_to(viewer.source._timeline.stop_of_action(30))
        viewer.seat.setCurrentIndex(2)
        status |= save(viewer, "replay-seat-3-lombardo")
        viewer.close()

        viewer = window.files.replay_record(records["cirulla"], "cirulla")
        viewer.resize(1280, 820)
        tl = viewer.source._timeline
        k = next(j for j in range(1, tl.last) if any(e.kind.startswith("capture_") for e in tl.stops[j].events)
                 and len(tl.state(j).deal.layout().center) >= 2)
        viewer.go_to(k)
        status |= save(viewer, "replay-capture-cirulla")
        viewer.close()

        dialog = SavedGamesDialog(window.files.keeper.library, lambda: [], window.game_lookup, lang, window)
        dialog.show()
        status |= save(dialog, "saved-games")
        dialog.close()
        window.files.keeper.statistics = StatisticsStore(folder.statistics)
        stats_window = window.files.show_statistics()
        status |= save(stats_window, "statistics")
        stats_window.close()
        window.close()
        window.deleteLater()
        spin(100)
    shutil.rmtree(profile, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
