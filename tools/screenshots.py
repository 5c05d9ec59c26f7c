"""Screenshots of the table for every game, at 1280x800 and at twice the scale.

Usage::

    python tools/screenshots.py OUT_DIR [--games ID ...] [--scales 1 2] [--langs en ja]

Without a display it starts its own virtual X server (``Xvfb``, Debian package ``xvfb``), so
the pictures show a real window. For each scale it runs itself once more with
``QT_SCALE_FACTOR`` set, opens the main window at 1280x800 (logical pixels), and for each game
plays with random moves until the human seat has cards on the table in front of it, then
saves ``<game>-<lang>-<scale>x.png``. Settings go to a temporary folder, never to the user's.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 800)


def _free_display() -> int:
    for n in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display number between :90 and :139")


def needs_xvfb() -> bool:
    """True when there is no display to draw on (and no offscreen platform was asked for)."""
    return not os.environ.get("DISPLAY") and os.environ.get("QT_QPA_PLATFORM") != "offscreen"


def rerun_under_xvfb(script: str, argv: list[str], screen: str = "2720x1760x24") -> int:
    """Run ``script`` again with ``argv`` on a virtual X server of its own; its exit status."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        print("Xvfb is needed when there is no display (Debian: apt-get install xvfb)", file=sys.stderr)
        return 2
    display = _free_display()
    server = subprocess.Popen([xvfb, f":{display}", "-screen", "0", screen, "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{display}").exists():
                break
            time.sleep(0.05)
        env = dict(os.environ, DISPLAY=f":{display}")
        env.pop("QT_QPA_PLATFORM", None)
        return subprocess.call([sys.executable, script, *argv], env=env)
    finally:
        server.terminate()
        server.wait(5)


def rerun_per_scale(script: str, argv: list[str], scales: list[int]) -> int:
    """Run ``script`` once per scale factor (``--child-scale N`` with ``QT_SCALE_FACTOR=N``);
    0 when every run succeeded."""
    status = 0
    for scale in scales:
        env = dict(os.environ, QT_SCALE_FACTOR=str(scale))
        status |= subprocess.call([sys.executable, script, *argv, "--child-scale", str(scale)], env=env)
    return status


def main(argv: list[str] | None = None) -> int:
    """Make the screenshots; the exit status is 0 when every one was saved."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="folder for the PNG files (outside the repository)")
    parser.add_argument("--games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--scales", nargs="*", type=int, default=[1, 2])
    parser.add_argument("--langs", nargs="*", default=["en"], choices=("en", "ja"))
    parser.add_argument("--child-scale", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child_scale is not None:
        return _shoot(args)
    if needs_xvfb():
        return rerun_under_xvfb(__file__, argv)
    return rerun_per_scale(__file__, argv, args.scales)


def _shoot(args: argparse.Namespace) -> int:
    sys.path.insert(0, str(ROOT))
    os.environ["TAROTDESK_CONFIG_DIR"] = tempfile.mkdtemp(prefix="tarotdesk-shots-")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from tarotdesk.core.records import PlayerInfo
    from tarotdesk.core.rng import SeededRNG
    from tarotdesk.games.registry import available_ids
    from tarotdesk.table.setup import GameSetup
    from tarotdesk.ui.kit.i18n import install_language
    from tarotdesk.ui.window.main_window import MainWindow
    from tarotdesk.ui.model.settings import Settings

    app = QApplication([sys.argv[0]])
    app.setApplicationName("tarotdesk")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    def spin(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    games = args.games or available_ids()
    for lang in args.langs:
        install_language(lang)
        window = MainWindow(Settings(language=lang, animation="instant", collect_seconds=0.0), save=False)
        window.resize(*SIZE)
        window.show()
        spin(200)
        for game_id in games:
            game = window.game_lookup(game_id)
            n = game.player_counts[0]
            names = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ivo"]
            if lang == "ja":
                names = ["アンナ", "ブルーノ", "カルラ", "ダリオ", "エレナ", "ファビオ", "ジーナ", "イーヴォ"]
            you = "あなた" if lang == "ja" else "You"
            players = [PlayerInfo(you, "human")] + [PlayerInfo(names[s], "ai", "random") for s in range(1, n)]
            session = window.start_game(GameSetup(game_id, players, {}, 7))
            rng = SeededRNG(game_id)
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                spin(30)
                m = session.parent().game_table.match
                if m.deal_over:
                    break
                if m.current_player != 0 or window.table.busy or session.input.decisions is None:
                    continue
                lay = window.table.frame.layout if window.table.frame else None
                if lay is not None and lay.center and session.input.decisions.plays:
                    break  # the human is to play and the middle of the table has cards
                session.send(rng.choice(m.legal_actions()))
            spin(300)
            path = out / f"{game_id}-{lang}-{args.child_scale}x.png"
            window.grab().save(str(path))
            print(path, flush=True)
        window.close()
        window.deleteLater()
        spin(100)
    return 0


if __name__ == "__main__":
    sys.exit(main())
