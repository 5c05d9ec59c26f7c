"""Screenshots of the guided games' key steps, the whole screen with a window manager.

Usage::

    python tools/guide_screenshots.py OUT_DIR [--screen 1366x768] [--guides ID ...] [--langs en ja]

As ``tools/screen_size_screenshots.py`` does, it starts a virtual X server of the screen's size
(``Xvfb``) with ``openbox`` and runs itself on it. For each guide and language it saves
``<screen>-<lang>-<guide>-<n>-<step>.png``: the coach's first words, the person's first steps
(the expected card or button marked), the first step after the person left the script in a
second run, and the scoring explained at the end; and the "Learn to play" page. Settings and
data go to a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from screen_size_screenshots import run_on_screen  # noqa: E402

#: The person's steps shot in each guide (the first ones: where the most is new).
PERSON_SHOTS = 3


def _shoot(args: argparse.Namespace) -> int:
    sys.path.insert(0, str(ROOT))
    os.environ["TAROTDESK_CONFIG_DIR"] = tempfile.mkdtemp(prefix="tarotdesk-guides-")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from tarotdesk.guides import GUIDE_IDS, load_guide
    from tarotdesk.ui.window.guided import coach_panel, start_guide
    from tarotdesk.ui.kit.i18n import install_language
    from tarotdesk.ui.dialogs.learn_page import LearnPage
    from tarotdesk.ui.window.main_window import MainWindow
    from tarotdesk.ui.model.settings import Settings

    app = QApplication([sys.argv[0]])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    screen_name = args.child_screen
    saved = 0

    def spin(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def shot(name: str, lang: str) -> None:
        nonlocal saved
        spin(300)
        path = out / f"{screen_name}-{lang}-{name}.png"
        if app.primaryScreen().grabWindow(0).save(str(path)):
            saved += 1
            print(path, flush=True)

    def play(window: MainWindow, guide, lang: str, leave: bool) -> None:
        panel = coach_panel(window)
        session = window.session
        m = session.parent().game_table.match
        person_steps = 0
        n = 0
        deadline = time.monotonic() + 120
        while not m.deal_over and time.monotonic() < deadline:
            spin(30)
            if window.table.busy:
                continue
            step = session.seats.coach_view().step
            if panel.next_button.isVisible() and panel.next_button.isEnabled():
                if not leave and n < 2:
                    n += 1
                    shot(f"{guide.id}-{n}-{step.id if step else 'next'}", lang)
                panel.next()
                continue
            cp = m.current_player
            if cp is None or session.is_computer(cp) or session.input.decisions is None:
                continue
            view = session.seats.coach_view()
            if view.expected is not None and leave:
                other = [a for a in m.legal_actions() if a != view.expected]
                if other:
                    session.send(other[0])
                    spin(400)
                    shot(f"{guide.id}-left", lang)
                    return
            if view.expected is not None and step is not None and person_steps < PERSON_SHOTS and not leave:
                person_steps += 1
                n += 1
                shot(f"{guide.id}-{n}-{step.id}", lang)
            session.send(view.expected or m.legal_actions()[0])
        if not leave:
            spin(500)
            shot(f"{guide.id}-{n + 1}-scoring", lang)

    for lang in args.langs:
        install_language(lang)
        window = MainWindow(Settings(language=lang, animation="instant", collect_tricks="auto",
                                     collect_seconds=0.5), save=False)
        window.show()
        spin(1500)
        page = LearnPage(lang, window)
        page.show()
        shot("learn-page", lang)
        page.close()
        for gid in args.guides or GUIDE_IDS:
            guide = load_guide(gid)
            for leave in (False, True):
                start_guide(window, gid)
                play(window, guide, lang, leave)
        window.close()
        window.deleteLater()
        spin(200)
    return 0 if saved else 1


def main(argv: list[str] | None = None) -> int:
    """Make the screenshots; 0 when pictures were saved."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="folder for the PNG files (outside the repository)")
    parser.add_argument("--screen", default="1366x768")
    parser.add_argument("--guides", nargs="*")
    parser.add_argument("--langs", nargs="*", default=["en", "ja"], choices=("en", "ja"))
    parser.add_argument("--child-screen", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child_screen is not None:
        return _shoot(args)
    passed = [a for a in argv if a not in (args.screen, "--screen")]
    return run_on_screen(passed, args.screen, __file__)


if __name__ == "__main__":
    sys.exit(main())
