"""Screenshots of the rule pane: the window with the pane docked, in Japanese, English and side by side.

Usage::

    python tools/rule_pane_screenshots.py OUT_DIR [--game tarokk] [--anchor cards]

Like ``tools/screenshots.py`` it starts its own virtual X server when there is no display, so
the pictures show a real window with the system's fonts (Japanese needs a CJK font such as
Debian's ``fonts-noto-cjk``). For each reading mode it saves ``rules-<mode>.png``: the main
window at 1280x800 with a game in progress and the pane open at ``--anchor``, and
``rules-<mode>-pane.png``, the pane alone at a reading size. Settings go to a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

import screenshots  # noqa: E402  (the virtual X server helper of the table screenshots)

#: (reading mode, window language) of each picture.
MODES = (("ja", "ja"), ("en", "en"), ("both", "ja"))


def main(argv: list[str] | None = None) -> int:
    """Make the screenshots; 0 when every one was saved."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="folder for the PNG files (outside the repository)")
    parser.add_argument("--game", default="tarokk")
    parser.add_argument("--anchor", default="cards")
    args = parser.parse_args(argv)
    if screenshots.needs_xvfb():
        return screenshots.rerun_under_xvfb(__file__, argv, "1600x1000x24")
    return _shoot(args)


def _shoot(args: argparse.Namespace) -> int:
    sys.path.insert(0, str(ROOT))
    os.environ["TAROTDESK_CONFIG_DIR"] = tempfile.mkdtemp(prefix="tarotdesk-shots-")
    from PySide6.QtCore import QEventLoop, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from tarotdesk.core.records import PlayerInfo
    from tarotdesk.table.setup import GameSetup
    from tarotdesk.ui.kit.i18n import install_language
    from tarotdesk.ui.window.main_window import MainWindow
    from tarotdesk.ui.window.rule_pane import RulePane
    from tarotdesk.ui.model.settings import Settings

    app = QApplication([sys.argv[0]])
    app.setApplicationName("tarotdesk")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    def spin(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    for mode, lang in MODES:
        install_language(lang)
        window = MainWindow(Settings(language=lang, animation="instant", collect_seconds=0.0, rules_language=mode),
                            save=False)
        window.resize(1280, 800)
        window.show()
        spin(200)
        you = "あなた" if lang == "ja" else "You"
        names = ["ブルーノ", "カルラ", "ダリオ"] if lang == "ja" else ["Bruno", "Carla", "Dario"]
        players = [PlayerInfo(you, "human")] + [PlayerInfo(n, "ai", "random") for n in names]
        window.start_game(GameSetup(args.game, players, {}, 7))
        window.show_rules()
        window.resizeDocks([window.rules_dock], [560 if mode == "both" else 430], Qt.Orientation.Horizontal)
        spin(1500)
        window.open_rule(args.anchor)
        spin(400)
        path = out / f"rules-{mode}.png"
        window.grab().save(str(path))
        print(path, flush=True)
        window.close()
        window.deleteLater()

        pane = RulePane(ui_lang=lang, reading=mode)
        pane.resize(1100 if mode == "both" else 760, 900)
        pane.show()
        pane.show_game(args.game, args.anchor)
        spin(600)
        pane.show_section(args.anchor)
        spin(200)
        path = out / f"rules-{mode}-pane.png"
        pane.grab().save(str(path))
        print(path, flush=True)
        pane.close()
        pane.deleteLater()
        spin(100)
    return 0


if __name__ == "__main__":
    sys.exit(main())
