"""Starting the application: ``python -m tarotdesk`` and the ``tarotdesk`` command.

Flags: ``--game ID`` starts that game at once (with ``--players N``, ``--seed S``; you sit at
seat 1, the computer plays the others at ``--level``) instead of opening the New game dialog;
``--watch`` with ``--game`` lets the computer play every seat; ``--lang en|ja`` overrides the
language setting for this run; a record file given as argument is opened (played on, or
replayed if finished); ``--resume`` continues a game left unfinished without asking (else the
window offers it); ``--quit-after-show`` closes the window as soon as it is shown and prints
the time that took (used by ``benchmarks/startup.py``).

SIGTERM, SIGHUP and SIGINT close the window as Game → Quit does (the autosave finished, the AI
worker ended; :mod:`.stop_signals`), and the program then exits with 128 + the signal's number.
An exception nobody caught opens the crash dialog (:mod:`.crash_handler`); a native fault is
written to this run's fault log in the data folder and shown at the next start
(:class:`tarotdesk.crash_report.FaultLog`).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:
    from ..crash_report import EarlierFault, FaultLog
    from .main_window import MainWindow

_T0 = time.perf_counter()


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tarotdesk", description="Historical tarot and fishing card games.")
    p.add_argument("--game", help="start this game at once (a game id)")
    p.add_argument("--players", type=int, help="number of players for --game")
    p.add_argument("--seed", help="seed of the cards for --game")
    p.add_argument("--level", default="standard", help="level of the computer players for --game")
    p.add_argument("--watch", action="store_true", help="with --game: the computer plays every seat")
    p.add_argument("--lang", choices=("en", "ja"), help="language for this run")
    p.add_argument("--resume", action="store_true", help="continue the game left unfinished without asking")
    p.add_argument("file", nargs="?", help="a record (.tarotdesk) to open")
    # Handled before the window starts (tarotdesk.__main__); listed here for --help.
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--self-test", action="store_true", help="check the installation without a screen and exit")
    p.add_argument("--install-desktop-entry", action="store_true",
                   help="Linux, pip install: add the menu entry, icon and file type for this user")
    p.add_argument("--uninstall-desktop-entry", action="store_true", help="remove what --install-desktop-entry added")
    p.add_argument("--quit-after-show", action="store_true", help=argparse.SUPPRESS)
    return p


def run(args: Sequence[str] | None = None) -> int:
    """Run the application; return its exit status."""
    opts, qt_args = _parser().parse_known_args(list(sys.argv[1:] if args is None else args))
    from ..crash_report import FaultLog
    from ..storage.paths import DataFolder

    # First of all, so that a native fault anywhere from here on leaves its trace.
    fault_log = FaultLog(DataFolder.default().root)
    earlier_fault = fault_log.start()
    try:
        return _run(opts, qt_args, fault_log, earlier_fault)
    finally:
        fault_log.stop()


def _run(opts: argparse.Namespace, qt_args: list[str], fault_log: "FaultLog",
         earlier_fault: "EarlierFault | None") -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .crash_handler import CrashHandler
    from .i18n import install_language
    from .main_window import MainWindow
    from .settings import load_settings
    from .stop_signals import StopSignals, exit_status

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    app.setApplicationName("tarotdesk")
    app.setOrganizationName("tarotdesk")
    stops = StopSignals(app)
    from .desktop_identity import FileOpenHandler, apply_identity

    apply_identity(app)  # desktop entry name and window icon
    opener = FileOpenHandler.install(app)  # macOS: .tarotdesk files opened from the Finder
    settings, problem = load_settings()
    if opts.lang:
        settings.language = opts.lang
    install_language(settings.language)
    window = MainWindow(settings, problem)

    def stop(status: int) -> None:
        # As Game → Quit: the settings saved, the autosave finished, the AI worker ended.
        waiting = QApplication.activeModalWidget() is not None
        window.close()
        if waiting:
            # A dialog waits in an event loop of its own: leaving that loop would let its caller
            # go on as if the person had answered (the resume question would file the game
            # away). Everything Quit does is done, so the program ends here.
            fault_log.stop()
            for stream in (sys.stdout, sys.stderr):
                if stream is not None:
                    stream.flush()
            os._exit(status)
        app.exit(status)

    stops.received.connect(lambda signum: stop(exit_status(signum)))
    crashes = CrashHandler(window, on_quit=stop)
    crashes.install()
    if earlier_fault is not None:
        window.shown.connect(lambda: crashes.show_earlier_fault(earlier_fault))
    # What exists now lives as long as the program: keep the garbage collector from walking
    # through it again and again during play.
    gc.collect()
    gc.freeze()

    if opts.quit_after_show:
        def report() -> None:
            print(f"shown {time.perf_counter() - _T0:.3f}", flush=True)
            window._save = False  # a measurement must not change the user's settings
            window.close()
        window.shown.connect(report)
    elif opts.game:
        window.shown.connect(lambda: _start_from_flags(window, opts))
    else:
        window.shown.connect(lambda: QTimer.singleShot(50, lambda: _start_up(window, opener, opts)))
    window.show()
    if not opts.quit_after_show:
        window.ai.start()  # the worker process starts while the player looks at the dialog
    try:
        return int(app.exec())
    finally:
        crashes.uninstall()
        stops.uninstall()


def _start_up(window: "MainWindow", opener: Any, opts: argparse.Namespace) -> None:
    # The very first start offers the guided first games (not to someone who has a game left
    # unfinished: the question to resume it comes first); otherwise, or when the person chose
    # none, the usual start: the file given, the game left unfinished, or a new game.
    keeper = window.files.keeper
    unfinished = keeper.may_offer_autosave and keeper.autosave.exists()
    if (not window.settings.learn_offered and not opts.file and not opts.resume and not unfinished
            and window.show_learn_page()):
        return
    opener.start_up(window.files, opts.resume, opts.file)


def _start_from_flags(window: "MainWindow", opts: argparse.Namespace) -> None:
    from ..core.records import PlayerInfo
    from .controller import GameSetup
    from .new_game_dialog import _default_names

    game = window.game_lookup(opts.game)
    n = opts.players or game.player_counts[0]
    names = _default_names()
    from PySide6.QtCore import QCoreApplication

    you = QCoreApplication.translate("NewGameDialog", "You")  # the same default name as the dialog's
    players = [PlayerInfo(you, "human")] + [
        PlayerInfo(names[s % len(names)], "ai", opts.level) for s in range(1, n)]
    if opts.watch:
        players = [PlayerInfo(names[s % len(names)], "ai", opts.level) for s in range(n)]
    seed: int | str = int(opts.seed) if opts.seed and opts.seed.lstrip("-").isdigit() else (opts.seed or 1)
    window.start_game(GameSetup(game.id, players, {}, seed))
