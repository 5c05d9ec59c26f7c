"""Screenshots of a whole tour of the window: dialogs, tables with the rule pane, hints, summaries.

Usage::

    python tools/tour_screenshots.py OUT_DIR [--games cirulla tarokk mattazza] [--scales 1 2] [--langs en ja]

Without a display it starts its own virtual X server (``Xvfb``), as ``tools/screenshots.py``
does, and runs itself once per scale with ``QT_SCALE_FACTOR`` set. For each language it opens
the main window at 1280x800 (logical pixels) and saves ``<name>-<lang>-<scale>x.png`` of: the
New game, Settings, Keys and About dialogs; for each game, the table in the middle of the
first deal with the rule pane open and the hints shown, and the end-of-deal summary after a
whole deal played by the person's input (random legal moves sent through the table's session);
and the end-of-game summary. Settings and data go to a temporary folder, never to the user's.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from screenshots import SIZE, needs_xvfb, rerun_per_scale, rerun_under_xvfb  # noqa: E402  (the same display and window size)


def main(argv: list[str] | None = None) -> int:
    """Make the screenshots; the exit status is 0 when every one was saved."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="folder for the PNG files (outside the repository)")
    parser.add_argument("--games", nargs="*", default=["cirulla", "tarokk", "mattazza"])
    parser.add_argument("--scales", nargs="*", type=int, default=[1, 2])
    parser.add_argument("--langs", nargs="*", default=["en", "ja"], choices=("en", "ja"))
    parser.add_argument("--child-scale", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child_scale is not None:
        return _shoot(args)
    if needs_xvfb():
        return rerun_under_xvfb(__file__, argv)
    return rerun_per_scale(__file__, argv, args.scales)


def _shoot(args: argparse.Namespace) -> int:
    sys.path.insert(0, str(ROOT))
    os.environ["TAROTDESK_CONFIG_DIR"] = tempfile.mkdtemp(prefix="tarotdesk-tour-")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication, QDialog, QWidget

    from tarotdesk.ai.players import make_player
    from tarotdesk.core.match import Match
    from tarotdesk.core.records import PlayerInfo, record_from_match, replay
    from tarotdesk.core.rng import SeededRNG
    from tarotdesk.table.setup import GameSetup
    from tarotdesk.ui.kit.i18n import install_language
    from tarotdesk.ui.window.main_window import MainWindow
    from tarotdesk.ui.model.settings import Settings

    app = QApplication([sys.argv[0]])
    app.setApplicationName("tarotdesk")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    scale = args.child_scale
    saved: list[Path] = []

    def spin(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def wait_for(condition, seconds: float = 60) -> bool:
        deadline = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > deadline:
                return False
            spin(20)
        return True

    def save(widget: QWidget, name: str, lang: str) -> None:
        path = out / f"{name}-{lang}-{scale}x.png"
        if widget.grab().save(str(path)):
            saved.append(path)
            print(path, flush=True)

    def modal(opener, name: str, lang: str) -> None:
        def look() -> None:
            dialog = QApplication.activeModalWidget()
            if dialog is None:
                QTimer.singleShot(20, look)
                return
            spin(300)
            save(dialog, name, lang)
            if isinstance(dialog, QDialog):
                dialog.reject()
            else:
                dialog.close()
        QTimer.singleShot(0, look)
        opener()

    def ready(window: MainWindow) -> bool:
        s = window.session
        cp = s.parent().game_table.match.current_player
        return cp is not None and not s.is_computer(cp) and not window.table.busy and s.input.decisions is not None

    names = {"en": ["Anna", "Bruno", "Carla", "Dario", "Elena"],
             "ja": ["アンナ", "ブルーノ", "カルラ", "ダリオ", "エレナ"]}
    expected = 0
    for lang in args.langs:
        install_language(lang)
        window = MainWindow(Settings(language=lang, animation="instant", collect_seconds=0.0), save=False)
        window.resize(*SIZE)
        window.show()
        window.load_card_art()
        spin(300)
        for opener, name in ((window.new_game_dialog, "new-game"), (window.settings_dialog, "settings"),
                             (window.show_keys, "keys"), (window.show_about, "about")):
            expected += 1
            modal(opener, name, lang)
        you = "あなた" if lang == "ja" else "You"
        for game_id in args.games:
            game = window.game_lookup(game_id)
            n = game.player_counts[0]
            players = [PlayerInfo(you, "human")] + [PlayerInfo(names[lang][s], "ai", "random") for s in range(1, n)]
            session = window.start_game(GameSetup(game_id, players, {}, 11))
            window.show_rules()
            match = session.parent().game_table.match
            rng = SeededRNG(f"{game_id}-{lang}")
            hinted = False
            while not match.deal_over:
                if not wait_for(lambda: ready(window) or match.deal_over):
                    print(f"{game_id}: the table stopped answering", file=sys.stderr)
                    break
                if match.deal_over:
                    break
                if not hinted and len(match.actions) >= 2 * n:
                    hinted = True
                    expected += 1
                    if window.request_hint() and wait_for(lambda: bool(window.hint_bar.lines), 90):
                        spin(300)
                        save(window, f"{game_id}-table-hints", lang)
                session.send(rng.choice(match.legal_actions()))
            expected += 1
            wait_for(lambda: window.summary.isVisible(), 20)
            spin(400)
            save(window, f"{game_id}-deal-end", lang)
        # The end of a whole game: a match played by the computer to its last action, then
        # finished at the table.
        game_id = args.games[-1]
        game = window.game_lookup(game_id)
        n = game.player_counts[0]
        match = Match(game, n, seed="tour-end")
        bots = [make_player("random", game, f"tour-{s}") for s in range(n)]
        while not match.over:
            if match.deal_over:
                match.next_deal()
                continue
            seat = match.current_player
            match.apply(bots[seat].choose(match.view(seat)), seat)
        players = [PlayerInfo(you, "human")] + [PlayerInfo(names[lang][s], "ai", "random") for s in range(1, n)]
        record = record_from_match(match, players)
        record = replace(record, actions=record.actions[:-1], result=None)
        session = window.files.play_on(record, replay(record, games=window.game_lookup))
        expected += 1
        wait_for(lambda: ready(window) or session.parent().game_table.match.over)
        if not session.parent().game_table.match.over:
            session.send(session.parent().game_table.match.legal_actions()[0])
        wait_for(lambda: window.summary.isVisible(), 20)
        spin(400)
        save(window, "game-end", lang)
        window.close()
        spin(100)
    return 0 if len(saved) == expected else 1


if __name__ == "__main__":
    sys.exit(main())
