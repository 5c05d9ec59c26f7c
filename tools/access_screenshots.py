"""Screenshots of the cards for poor sight: the high-contrast deck and an enlarged card.

Usage::

    python tools/access_screenshots.py OUT_DIR [--screens 1366x768 1920x1080@2] [--langs en ja]
                                       [--games tarokk cirulla tarocco-lombardo]

For each screen it starts a virtual X server of that size with the openbox window manager, as
``tools/screen_size_screenshots.py`` does (``@2``: the program at twice the scale), and in a
temporary data folder (never the user's) plays each game up to the person's card with cards on
the table, then saves the whole screen:

* ``<game>-high-contrast``: the table with the high-contrast deck;
* ``<game>-enlarged-hand``: a card of the hand enlarged (as a right-click or Z shows it), with
  the ordinary deck; ``<game>-enlarged-hand-high-contrast`` the same with the high-contrast deck;
* ``<game>-enlarged-table``: a card on the table enlarged.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from screen_size_screenshots import ScreenShooter, run_on_screen  # noqa: E402

SCREENS = ("1366x768", "1920x1080@2")
GAMES = ("tarokk", "cirulla", "tarocco-lombardo")


def main(argv: list[str] | None = None) -> int:
    """Make the screenshots; 0 when every one was saved."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="folder for the PNG files (outside the repository)")
    parser.add_argument("--screens", nargs="*", default=list(SCREENS))
    parser.add_argument("--langs", nargs="*", default=["en"], choices=("en", "ja"))
    parser.add_argument("--games", nargs="*", default=list(GAMES))
    parser.add_argument("--child-screen", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child_screen is not None:
        return _shoot(args)
    passed = [a for a in argv if a not in args.screens and a != "--screens"]
    status = 0
    for screen in args.screens:
        status |= run_on_screen(passed, screen, __file__)
    return status


def _to_the_cards(shooter: ScreenShooter, window, game_id: str, lang: str) -> None:
    """Start ``game_id`` and play random legal moves for the person until a card is to be played
    with cards on the table."""
    from tarotdesk.core.records import PlayerInfo
    from tarotdesk.core.rng import SeededRNG
    from tarotdesk.table.setup import GameSetup

    game = window.game_lookup(game_id)
    names = ["Anna", "Bruno", "Carla", "Dario"] if lang == "en" else ["アンナ", "ブルーノ", "カルラ", "ダリオ"]
    players = [PlayerInfo("You" if lang == "en" else "あなた", "human")] + [
        PlayerInfo(names[s - 1], "ai", "easy") for s in range(1, game.player_counts[0])]
    session = window.start_game(GameSetup(game_id, players, {}, 7))
    match = window.game_table.match
    rng = SeededRNG(f"access-{game_id}")

    def ready() -> bool:
        cp = match.current_player
        return match.deal_over or (cp is not None and not session.is_computer(cp) and not window.table.busy
                                   and session.input.decisions is not None)

    while shooter.wait_for(ready) and not match.deal_over:
        if session.input.decisions.plays and match.deal.layout().center:
            break
        legal = [a for a in match.legal_actions() if a.kind != "session"]
        session.send(rng.choice(legal))
    shooter.wait_for(lambda: not window.table.busy, 10)


def _shoot(args: argparse.Namespace) -> int:
    shooter = ScreenShooter(args, "tarotdesk-access-shots-", settle_ms=400)
    from tarotdesk.ui.kit.i18n import install_language
    from tarotdesk.ui.model.settings import Settings
    from tarotdesk.ui.window.main_window import MainWindow

    for lang in args.langs:
        install_language(lang)
        window = MainWindow(Settings(language=lang, animation="instant", collect_tricks="click", sound=False),
                            save=False)
        window.show()
        window.load_card_art()
        shooter.wait_for(lambda: window.isVisible(), 5)
        for game_id in args.games:
            _to_the_cards(shooter, window, game_id, lang)
            table = window.table
            hand, centre = table.frame.hand, [c for _, c in table.frame.layout.center]
            window.apply_settings(replace(window.settings, high_contrast=True))
            shooter.shot(f"{game_id}-high-contrast", lang)
            table.zoom.show_card(hand[len(hand) // 2])
            shooter.shot(f"{game_id}-enlarged-hand-high-contrast", lang)
            window.apply_settings(replace(window.settings, high_contrast=False))
            table.zoom.show_card(hand[len(hand) // 2])
            shooter.shot(f"{game_id}-enlarged-hand", lang)
            if centre:
                table.zoom.show_card(centre[-1])
                shooter.shot(f"{game_id}-enlarged-table", lang)
            table.zoom.hide_zoom()
        window.close()
        shooter.spin(200)
    return shooter.status()


if __name__ == "__main__":
    sys.exit(main())
