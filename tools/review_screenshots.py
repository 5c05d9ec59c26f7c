"""Screenshots of the game review: one deal with a blunder, and a whole game's chart.

Usage::

    python tools/review_screenshots.py OUT_DIR [--screens 1366x768 1024x640 1920x1080@2] [--langs en ja]

For each screen it starts a virtual X server of that size with the openbox window manager, as
``tools/screen_size_screenshots.py`` does (``@2``: the program at twice the scale). In a
temporary data folder (never the user's) it opens, in the replay viewer's Review tab:

* ``review-blunder``: the Cirulla deal of the review panel's tests, reviewed at the review level,
  with its blunder chosen: the table outlines the card played and the better one, the banner
  names both, the detail gives the cost and the reason;
* ``review-game``: a whole Cirulla game played by easy players (``replay_screenshots``' game), reviewed for the person's seat
  with a small budget (the picture is about the chart of many deals, not the marks' accuracy).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from screen_size_screenshots import SCREENS, ScreenShooter, run_on_screen  # noqa: E402

BLUNDER_RECORD = ROOT / "tests" / "ui" / "data" / "cirulla_blunder.tarotdesk"


def main(argv: list[str] | None = None) -> int:
    """Make the screenshots; 0 when every one was saved."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="folder for the PNG files (outside the repository)")
    parser.add_argument("--screens", nargs="*", default=list(SCREENS))
    parser.add_argument("--langs", nargs="*", default=["en", "ja"], choices=("en", "ja"))
    parser.add_argument("--child-screen", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child_screen is not None:
        return _shoot(args)
    passed = [a for a in argv if a not in args.screens and a != "--screens"]
    status = 0
    for screen in args.screens:
        status |= run_on_screen(passed, screen, __file__)
    return status


def _whole_game(lang: str):
    """A whole Cirulla game of easy players, the person in seat 0, with a quick review of that seat."""
    from replay_screenshots import _match_record

    from tarotdesk.ai.levels import REVIEW
    from tarotdesk.ai.review import review_record, store_review
    from tarotdesk.core.records import PlayerInfo
    from tarotdesk.games.registry import get_game

    record, _ = _match_record("cirulla", "review-shots")
    you = "あなた" if lang == "ja" else "You"
    record = replace(record, players=[PlayerInfo(you, "human"), PlayerInfo("Bruno", "ai", "easy")])
    quick = replace(REVIEW, worlds=8, iterations=600, work=60_000, exact_worlds=8, time_limit=None)
    store_review(record, review_record(record, get_game, 0, None, config=quick))
    return record


def _shoot(args: argparse.Namespace) -> int:
    shooter = ScreenShooter(args, "tarotdesk-review-shots-", settle_ms=400)
    spin = shooter.spin
    from tarotdesk.ai.review import BLUNDER, review_record, store_review
    from tarotdesk.core.records import read_record
    from tarotdesk.games.registry import get_game
    from tarotdesk.ui.kit.i18n import install_language
    from tarotdesk.ui.window.main_window import MainWindow
    from tarotdesk.ui.model.settings import Settings

    blunder = read_record(BLUNDER_RECORD, get_game)
    store_review(blunder, review_record(blunder, get_game, 0, 0))  # the review level, as the window runs it

    for lang in args.langs:
        install_language(lang)
        window = MainWindow(Settings(language=lang, animation="instant", collect_seconds=0.0), save=False)
        window.show()
        window.load_card_art()
        spin(300)
        for name, record, deal in (("review-blunder", blunder, 0), ("review-game", _whole_game(lang), None)):
            viewer = window.files.replay_record(record, "cirulla")
            if viewer is None:
                continue
            viewer.showMaximized()
            shooter.wait_for(viewer.isVisible, 5)
            spin(300)  # the viewer settles on its first position before a decision is chosen
            viewer.tabs.setCurrentWidget(viewer.review)
            panel = viewer.review
            panel.choose(0, deal)
            marked = [r for r, d in enumerate(panel.decisions) if d.mark == BLUNDER]
            if marked:
                panel.select(marked[0])
            shooter.shot(name, lang)
            viewer.close()
        window.close()
    return shooter.status()


if __name__ == "__main__":
    sys.exit(main())
