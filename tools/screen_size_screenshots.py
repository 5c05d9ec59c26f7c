"""Screenshots of the whole screen at the sizes people have, with a window manager.

Usage::

    python tools/screen_size_screenshots.py OUT_DIR [--screens 1366x768 1280x720 1024x640 1920x1080@2]
                                           [--games ID ...] [--langs en ja]

For each screen it starts a virtual X server of that size (``Xvfb``, Debian package ``xvfb``)
with the ``openbox`` window manager (package ``openbox``), so that windows get a title bar,
are placed and maximised as on a desktop, and runs itself on it (``@2``: with
``QT_SCALE_FACTOR=2``). The main window opens as the program opens it, at the size it takes
from the screen. For each language it saves pictures of the whole screen,
``<screen>-<lang>-<what>.png``: the start screen, every game in the middle of its first deal with the rule pane
closed and open and with the hints shown (the first marked on the table), the deal summary
at the end of that deal, the replay viewer of the deal, and every dialog (New game, Settings,
Keys, Saved games, Statistics, About, the card picker, the deal editor, the question before
leaving a game).
Settings and data go to a temporary folder, never to the user's. Fonts for Japanese:
``fonts-noto-cjk``.
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
sys.path.insert(0, str(Path(__file__).resolve().parent))

from screenshots import _free_display  # noqa: E402  (the same choice of a display number)

SCREENS = ("1366x768", "1280x720", "1024x640", "1920x1080@2")


def parse_screen(text: str) -> tuple[int, int, int]:
    """``"1920x1080@2"`` -> (1920, 1080, 2)."""
    size, _, scale = text.partition("@")
    w, _, h = size.partition("x")
    return int(w), int(h), int(scale or 1)


def run_on_screen(argv: list[str], screen: str, script: str = __file__) -> int:
    """Run ``script``'s picture taking (this script's by default) on a new X server of this screen
    size with openbox: the script is started again with ``--child-screen SCREEN``."""
    xvfb, openbox = shutil.which("Xvfb"), shutil.which("openbox")
    if xvfb is None or openbox is None:
        print("Xvfb and openbox are needed (Debian: apt-get install xvfb openbox)", file=sys.stderr)
        return 2
    w, h, scale = parse_screen(screen)
    display = _free_display()
    server = subprocess.Popen([xvfb, f":{display}", "-screen", "0", f"{w}x{h}x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    manager = None
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{display}").exists():
                break
            time.sleep(0.05)
        env = dict(os.environ, DISPLAY=f":{display}", QT_QPA_PLATFORM="xcb")
        env.pop("QT_SCALE_FACTOR", None)
        if scale != 1:
            env["QT_SCALE_FACTOR"] = str(scale)
        manager = subprocess.Popen([openbox], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)  # the window manager takes the screen before the first window appears
        return subprocess.call([sys.executable, script, *argv, "--child-screen", screen], env=env)
    finally:
        for proc in (manager, server):
            if proc is not None:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    proc.kill()


def main(argv: list[str] | None = None) -> int:
    """Make the screenshots; the exit status is 0 when every one was saved."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="folder for the PNG files (outside the repository)")
    parser.add_argument("--screens", nargs="*", default=list(SCREENS))
    parser.add_argument("--games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--langs", nargs="*", default=["en", "ja"], choices=("en", "ja"))
    parser.add_argument("--no-dialogs", action="store_true", help="only the tables")
    parser.add_argument("--child-screen", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child_screen is not None:
        return _shoot(args)
    status = 0
    passed = [a for a in argv if a not in args.screens and a != "--screens"]
    for screen in args.screens:
        status |= run_on_screen(passed, screen)
    return status


class ScreenShooter:
    """What a screenshot child needs on its virtual screen: the program's QApplication with a
    fresh temporary data folder (never the user's), the output folder, an event loop to let the
    window settle, and the whole-screen pictures taken so far."""

    def __init__(self, args: argparse.Namespace, prefix: str, settle_ms: int = 250) -> None:
        sys.path.insert(0, str(ROOT))
        os.environ["TAROTDESK_CONFIG_DIR"] = tempfile.mkdtemp(prefix=prefix)
        from PySide6.QtWidgets import QApplication

        self.app = QApplication([sys.argv[0]])
        self.app.setApplicationName("tarotdesk")
        self.out = Path(args.out)
        self.out.mkdir(parents=True, exist_ok=True)
        self.screen_name = args.child_screen.replace("@", "at")
        self.settle_ms = settle_ms
        self.wanted = self.saved = 0

    @staticmethod
    def spin(ms: int) -> None:
        """Run the event loop for ``ms`` milliseconds."""
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def wait_for(self, condition, seconds: float = 60) -> bool:
        """Run the event loop until ``condition()`` holds (False after ``seconds``)."""
        deadline = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > deadline:
                return False
            self.spin(20)
        return True

    def shot(self, name: str, lang: str) -> None:
        """Save the whole screen, window manager's frames included: what a person sees."""
        self.wanted += 1
        self.spin(self.settle_ms)
        path = self.out / f"{self.screen_name}-{lang}-{name}.png"
        if self.app.primaryScreen().grabWindow(0).save(str(path)):
            self.saved += 1
            print(path, flush=True)

    def status(self) -> int:
        """0 when every picture asked for was saved."""
        return 0 if self.saved == self.wanted else 1


def _shoot(args: argparse.Namespace) -> int:
    shooter = ScreenShooter(args, "tarotdesk-screens-")
    spin, wait_for, shot = shooter.spin, shooter.wait_for, shooter.shot
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    from tarotdesk.core.cards import card
    from tarotdesk.core.records import PlayerInfo
    from tarotdesk.core.rng import SeededRNG
    from tarotdesk.games.registry import available_ids
    from tarotdesk.ui.dialogs.card_picker import CardPickerDialog
    from tarotdesk.table.setup import GameSetup
    from tarotdesk.ui.kit.i18n import install_language
    from tarotdesk.ui.window.main_window import MainWindow
    from tarotdesk.ui.model.settings import Settings

    def modal(opener, name: str, lang: str) -> None:
        def look() -> None:
            dialog = QApplication.activeModalWidget()
            if dialog is None:
                QTimer.singleShot(20, look)
                return
            shot(name, lang)
            dialog.reject() if isinstance(dialog, QDialog) else dialog.close()
        QTimer.singleShot(0, look)
        opener()

    def ready(window: MainWindow) -> bool:
        s = window.session
        cp = s.parent().game_table.match.current_player
        return cp is not None and not s.is_computer(cp) and not window.table.busy and s.input.decisions is not None

    names = {"en": ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ivo"],
             "ja": ["アンナ", "ブルーノ", "カルラ", "ダリオ", "エレナ", "ファビオ", "ジーナ", "イーヴォ"]}
    games = args.games or list(available_ids())
    for lang in args.langs:
        install_language(lang)
        window = MainWindow(Settings(language=lang, animation="instant", collect_seconds=0.0), save=False)
        window.show()
        window.load_card_art()
        wait_for(lambda: window.isVisible(), 5)
        spin(500)
        wait_for(lambda: window.start_screen.filled, 10)
        shot("start", lang)  # the start screen, before any game
        if not args.no_dialogs:  # before any game: New game then asks nothing first
            modal(window.new_game_dialog, "dialog-new-game", lang)
            modal(window.settings_dialog, "dialog-settings", lang)
            modal(window.show_keys, "dialog-keys", lang)
            modal(window.files.show_saved_games, "dialog-saved-games", lang)
            modal(window.show_about, "dialog-about", lang)
            stats = window.files.show_statistics()
            shot("dialog-statistics", lang)
            stats.close()
        you = "あなた" if lang == "ja" else "You"
        for game_id in games:
            game = window.game_lookup(game_id)
            n = game.player_counts[0]
            players = [PlayerInfo(you, "human")] + [PlayerInfo(names[lang][s], "ai", "random") for s in range(1, n)]
            session = window.start_game(GameSetup(game_id, players, {}, 11))
            match = session.parent().game_table.match
            rng = SeededRNG(f"{game_id}-{lang}")
            # The middle of the deal: the person to play a card with cards on the table, or a
            # dozen decisions in.
            decisions = 0
            while wait_for(lambda: ready(window) or match.deal_over) and not match.deal_over:
                if (session.input.decisions.plays and match.deal.layout().center) or decisions >= 12:
                    break
                session.send(rng.choice(match.legal_actions()))
                decisions += 1
            wait_for(lambda: not window.table.busy, 10)
            shot(f"{game_id}-table", lang)
            # The hints over the table, the first marked on the table itself.
            if window.request_hint() and wait_for(lambda: bool(window.hint_bar.lines), 60):
                shot(f"{game_id}-hint", lang)
            window.hint_bar.close_button.click()
            window.show_rules()
            shot(f"{game_id}-table-rules", lang)
            window.rules_dock.hide()
            # The deal's end and its summary, then the deal in the replay viewer.
            while wait_for(lambda: ready(window) or match.deal_over) and not match.deal_over:
                session.send(rng.choice(match.legal_actions()))
            if wait_for(lambda: window.summary.isVisible(), 20):
                shot(f"{game_id}-summary", lang)
            viewer = window.files.replay_record(session.parent().game_table.record())
            if viewer is not None:
                viewer.show()
                wait_for(lambda: viewer.isVisible(), 5)
                viewer.go_to(len(session.parent().game_table.record().actions) // 2)
                shot(f"{game_id}-replay", lang)
                viewer.close()
                spin(100)
        if not args.no_dialogs:  # with a game at the table
            trumps = [card(f"T{i}") for i in range(1, 22)]
            picker = CardPickerDialog(window.renderer, "tarot78", trumps,
                                      {c: window.session.words.card(c) for c in trumps},
                                      window.session.words.game_name(), window)
            modal(picker.exec, "dialog-card-picker", lang)
            picker.deleteLater()
            # The deal editor, its places half filled, as someone setting a deal sees it.
            editor = window.practice.open_editor()
            editor.game_box.setCurrentIndex(editor.games.index(window.game_lookup("tarokk")))
            hands = [i for i, place in enumerate(editor.places) if place.kind == "hand"]
            for place in hands[:2]:  # two hands set, the rest still in the pack
                for i in range(editor.places[place].size):
                    editor.pack.item(i).setSelected(True)
                editor.move_box.setCurrentIndex(place)
                editor.move_selected()
            wait_for(lambda: editor.isVisible(), 5)
            shot("dialog-deal-editor", lang)
            editor.close()
            # New game over the unfinished game asks first (the question box is closed unanswered).
            modal(window.new_game_dialog, "dialog-unfinished-game", lang)
        window.close()
        spin(200)
    return shooter.status()


if __name__ == "__main__":
    sys.exit(main())
