"""Starting the application: ``python -m tarotdesk`` and the ``tarotdesk`` command.

Flags: ``--game ID`` starts that game at once (with ``--players N``, ``--seed S``; you sit at
seat 1, the computer plays the others at ``--level``) instead of opening the New game dialog;
``--watch`` with ``--game`` lets the computer play every seat; ``--lang en|ja`` overrides the
language setting for this run; a record file given as argument is opened (played on, or
replayed if finished); ``--resume`` continues a game left unfinished without asking (else the
window offers it); ``--quit-after-show`` closes the window as soon as it is shown and prints
``shown <seconds> <Qt platform>`` (used by ``benchmarks/startup.py``); the environment variable
``TAROTDESK_QUIT_AFTER_SHOW=1`` does the same without changing the command (the fresh-system
test of the README's commands runs them as written).

At start one thing is asked at a time, each once the one before is answered: the report of an
earlier run that crashed, then the file given or the game left unfinished, and "Learn to play"
only at the first start and only when nothing else was asked; closing it leaves the start
screen. If Qt cannot start a display (a system library missing), the program says which ones
and how to install them, and exits with status 69 (:mod:`tarotdesk.display_start`).

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
    from ...crash_report import EarlierFault, FaultLog
    from ..window.main_window import MainWindow

_T0 = time.perf_counter()
#: Set to 1: as ``--quit-after-show``.
QUIT_AFTER_SHOW_ENV = "TAROTDESK_QUIT_AFTER_SHOW"


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
    opts.quit_after_show = opts.quit_after_show or os.environ.get(QUIT_AFTER_SHOW_ENV) == "1"
    from ...crash_report import FaultLog
    from ...display_start import DISPLAY_EXIT_STATUS, qt_import_problem
    from ...storage.paths import DataFolder
    from ..model.settings import load_settings

    # First of all, so that a native fault anywhere from here on leaves its trace.
    fault_log = FaultLog(DataFolder.default().root)
    earlier_fault = fault_log.start()
    try:
        loaded = load_settings()  # before Qt: a message that Qt cannot start is in the person's language
        problem = qt_import_problem(opts.lang or loaded[0].language)
        if problem is not None:
            print(problem.rstrip("\n"), file=sys.stderr)
            return DISPLAY_EXIT_STATUS
        return _run(opts, qt_args, fault_log, earlier_fault, loaded)
    finally:
        fault_log.stop()


def _run(opts: argparse.Namespace, qt_args: list[str], fault_log: "FaultLog",
         earlier_fault: "EarlierFault | None", loaded: tuple[Any, Any]) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ...display_start import open_application
    from .crash_handler import CrashHandler
    from ..kit.i18n import install_language
    from ..window.main_window import MainWindow
    from .stop_signals import StopSignals, exit_status

    settings, problem = loaded
    if opts.lang:
        settings.language = opts.lang
    # Qt cannot start a display: said in one message, and not a crash (no fault log is left).
    app = QApplication.instance() or open_application([sys.argv[0], *qt_args], settings.language, fault_log.stop)
    app.setApplicationName("tarotdesk")
    app.setOrganizationName("tarotdesk")
    stops = StopSignals(app)
    from ..kit.desktop_identity import FileOpenHandler, apply_identity

    apply_identity(app)  # desktop entry name and window icon
    opener = FileOpenHandler.install(app)  # macOS: .tarotdesk files opened from the Finder
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
    # What exists now lives as long as the program: keep the garbage collector from walking
    # through it again and again during play.
    gc.collect()
    gc.freeze()

    if opts.quit_after_show:
        def report() -> None:
            print(f"shown {time.perf_counter() - _T0:.3f} {app.platformName()}", flush=True)
            window._save = False  # a measurement must not change the user's settings
            window.close()
        window.shown.connect(report)
    elif opts.game:
        if earlier_fault is not None:  # not modal, and neither is the game started beside it
            window.shown.connect(lambda: crashes.show_earlier_fault(earlier_fault))
        window.shown.connect(lambda: _start_from_flags(window, opts))
    else:
        window.shown.connect(lambda: QTimer.singleShot(50, lambda: start_up(window, opener, opts, crashes,
                                                                             earlier_fault)))
    window.show()
    if not opts.quit_after_show:
        window.ai.start()  # the worker process starts while the player looks at the dialog
    try:
        return int(app.exec())
    finally:
        crashes.uninstall()
        stops.uninstall()


def start_up(window: "MainWindow", opener: Any, opts: argparse.Namespace, crashes: Any = None,
             earlier_fault: "EarlierFault | None" = None) -> None:
    """What the window asks once shown, one thing at a time: the report of an earlier run that
    crashed (the rest waits until it is closed), then the file given or the game left unfinished
    (or else the start screen); "Learn to play" instead at the first start when nothing else is asked."""
    keeper = window.files.keeper
    unfinished = keeper.may_offer_autosave and keeper.autosave.exists()
    if earlier_fault is not None and crashes is not None:
        dialog = crashes.show_earlier_fault(earlier_fault, game_kept=unfinished)
        dialog.finished.connect(lambda _result: _after_report(window, opener, opts))
        return
    if not window.settings.learn_offered and not opts.file and not opts.resume and not unfinished:
        # The very first start, and nothing else to ask: the guided first games. Closing the
        # page leaves the start screen, which says how to begin a game.
        if window.show_learn_page():
            opener.ready(window.files.open_path)  # a guided game is on
        else:
            opener.start_up(window.files, opts.resume, None)
        return
    opener.start_up(window.files, opts.resume, opts.file)


def _after_report(window: "MainWindow", opener: Any, opts: argparse.Namespace) -> None:
    # The report is not modal: a game the person began meanwhile is not asked about again.
    if window.session is not None:
        opener.ready(window.files.open_path)
    else:
        opener.start_up(window.files, opts.resume, opts.file)


def _start_from_flags(window: "MainWindow", opts: argparse.Namespace) -> None:
    from ...core.records import PlayerInfo
    from ...table.setup import GameSetup
    from ..dialogs.new_game_dialog import _default_names

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
