"""What the window does with an exception nobody caught: say so, keep the game, offer a report.

PySide6 hands an exception raised in a slot or an event handler to ``sys.excepthook`` and goes
on; the default hook prints it to a console the Windows build does not have, so the error
vanished and the window went on in an unknown state. :class:`CrashHandler` replaces
``sys.excepthook`` (GUI thread) and ``threading.excepthook`` (the autosave writer, the card
renderer's threads): it prints the traceback where there is a standard error, waits for the
autosave to hold the last move, and opens a :class:`CrashDialog` that says what happened,
offers to copy a report (:func:`tarotdesk.crash_report.build_report`: version, platform,
traceback, the record of the game) and lets the player continue or quit.

The dialog is not modal and is opened without a nested event loop: the hook returns at once
(an exception in a paint event must not open a dialog per repaint: later errors are added to
the open one). Tests drive it like any window. The hook replaces whatever hook was there (a
test framework installs its own) and :meth:`CrashHandler.uninstall` puts it back.

At start, :meth:`CrashHandler.show_earlier_fault` shows what :class:`~tarotdesk.crash_report.FaultLog`
found of a run that crashed in native code.
"""

from __future__ import annotations

import sys
import threading
from types import TracebackType
from typing import TYPE_CHECKING, Any, Callable

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QObject, Qt, Signal, qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..kit.language_change import FollowsLanguage
from ...core.short_text import shorten
from ...crash_report import EarlierFault, build_report, format_exception, one_line

if TYPE_CHECKING:
    from ..window.main_window import MainWindow

#: The exit status after Quit in the crash dialog (BSD's EX_SOFTWARE: an internal error).
CRASH_EXIT_STATUS = 70


def qt_lines() -> dict[str, str]:
    """The Qt part of the report's platform lines."""
    app = QGuiApplication.instance()
    platform_name = QGuiApplication.platformName() if app is not None else "?"
    return {"Qt": qVersion(), "PySide6": pyside_version, "Qt platform": platform_name}


class CrashDialog(FollowsLanguage, QDialog):
    """Says what went wrong; Copy the report, Continue or Quit (``earlier``: only Copy and Close)."""

    quitRequested = Signal()

    def __init__(self, parent: QWidget | None, earlier: bool = False, game_kept: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("crashDialog")
        self.setModal(False)
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.earlier = earlier
        self.game_kept = game_kept  # earlier: a game left unfinished is kept by the autosave
        self.report = ""
        self.errors = 0
        layout = QVBoxLayout(self)
        self.message = QLabel(self)
        self.message.setObjectName("crashMessage")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # it quotes an error message: never markup
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        self.details = QPlainTextEdit(self)
        self.details.setObjectName("crashReport")
        self.details.setReadOnly(True)
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        layout.addWidget(self.details, 1)
        self.copied = QLabel(self)
        self.copied.setObjectName("crashCopied")
        self.copied.setTextFormat(Qt.TextFormat.PlainText)
        self.copied.hide()
        layout.addWidget(self.copied)
        self.buttons = QDialogButtonBox(self)
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("copyReport")
        self.copy_button.clicked.connect(self.copy_report)
        self.buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("continueButton")
        # Close on an earlier run's report ends the dialog (``finished``: the start goes on).
        self.continue_button.clicked.connect(self.reject if earlier else self.hide)
        self.buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.quit_button = QPushButton(self)
        self.quit_button.setObjectName("quitButton")
        self.quit_button.clicked.connect(self.quitRequested)
        self.quit_button.setVisible(not earlier)
        if not earlier:
            self.buttons.addButton(self.quit_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        layout.addWidget(self.buttons)
        self._summary = ""
        self._kept = ""
        self.resize(720, 480)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("tarotdesk stopped unexpectedly") if self.earlier
                            else self.tr("tarotdesk: an unexpected error"))
        self.copy_button.setText(self.tr("&Copy the report"))
        self.continue_button.setText(self.tr("Close") if self.earlier else self.tr("C&ontinue"))
        self.quit_button.setText(self.tr("&Quit"))
        self.copied.setText(self.tr("The report is on the clipboard: paste it into a message, with a few "
                                    "words on what you were doing."))
        self._fill_message()

    def _fill_message(self) -> None:
        if self.earlier and self.game_kept:
            text = self.tr("tarotdesk stopped unexpectedly the last time it ran (a fault in the program or in "
                           "a library it uses). The game then in progress was kept by the autosave up to its "
                           "last move. What the program wrote as it stopped is below.")
        elif self.earlier:
            text = self.tr("tarotdesk stopped unexpectedly the last time it ran (a fault in the program or in "
                           "a library it uses). What the program wrote as it stopped is below.")
            if self._kept:
                text += "\n" + self.tr("It is also kept in %1.").replace("%1", self._kept)
        else:
            text = self.tr("Something went wrong inside tarotdesk: %1\n\nYour game is kept: the autosave holds "
                           "it up to the last move, and the next start offers it. You can go on playing (the "
                           "window may not behave as it should) or quit. The report below helps to find the "
                           "cause: copy it and send it with a few words on what you were doing.").replace(
                "%1", self._summary)
            if self.errors > 1:
                text += "\n" + self.tr("%n errors so far; the report shows the last one.", "", self.errors)
        self.message.setText(text)

    def show_error(self, summary: str, report: str) -> None:
        """Say that ``summary`` happened (the report gives the whole story) and show the dialog."""
        self.errors += 1
        self._summary = summary
        self.report = report
        self.details.setPlainText(report)
        self._fill_message()
        self._bring_forward()

    def show_earlier(self, report: str, kept: str) -> None:
        """Show what an earlier run wrote as it crashed (``kept``: the file that keeps it)."""
        self._kept = kept
        self.report = report
        self.details.setPlainText(report)
        self._fill_message()
        self._bring_forward()

    def _bring_forward(self) -> None:
        self.show()
        if QGuiApplication.platformName() != "offscreen":  # a window without a screen cannot come forward
            self.raise_()
            self.activateWindow()

    def copy_report(self) -> None:
        """Put the report on the clipboard."""
        QGuiApplication.clipboard().setText(self.report)
        self.copied.show()


class CrashHandler(QObject):
    """The window's exception hooks and crash dialog (see the module documentation).

    ``on_quit(status)`` ends the program when the player chooses Quit (the application gives
    one that closes the window as Game → Quit does and leaves the event loop).
    """

    _thread_error = Signal(str, str)  # (one line, traceback) from another thread

    def __init__(self, window: MainWindow, on_quit: Callable[[int], None] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.on_quit = on_quit or (lambda status: window.close())
        self.dialog: CrashDialog | None = None
        self.earlier_dialog: CrashDialog | None = None
        self.quitting = False
        self._handling = False
        self._old_hook: Callable[..., Any] | None = None
        self._old_thread_hook: Callable[..., Any] | None = None
        self._thread_error.connect(self._show)

    # -- hooks ------------------------------------------------------------------------------------
    def install(self) -> None:
        """Take over ``sys.excepthook`` and ``threading.excepthook``."""
        if self._old_hook is None:
            self._old_hook = sys.excepthook
            self._old_thread_hook = threading.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook

    def uninstall(self) -> None:
        """Put back the hooks :meth:`install` replaced."""
        if self._old_hook is None:
            return
        if sys.excepthook == self.excepthook:
            sys.excepthook = self._old_hook
        if threading.excepthook == self.thread_excepthook:
            threading.excepthook = self._old_thread_hook
        self._old_hook = self._old_thread_hook = None

    def excepthook(self, exc_type: type[BaseException], exc: BaseException,
                   tb: TracebackType | None) -> None:
        """``sys.excepthook``: an exception that reached the event loop (GUI thread)."""
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        trace = format_exception(exc_type, exc, tb)
        _print(trace)
        if threading.current_thread() is not threading.main_thread():
            self._from_thread(one_line(exc_type, exc), trace)
            return
        self._show(one_line(exc_type, exc), trace)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        """``threading.excepthook``: an exception that ended another thread."""
        if args.exc_type is SystemExit:
            return
        trace = format_exception(args.exc_type, args.exc_value, args.exc_traceback)
        name = args.thread.name if args.thread is not None else "?"
        _print(f"In thread {name}:\n{trace}")
        self._from_thread(one_line(args.exc_type, args.exc_value), f"In thread {name}:\n{trace}")

    def _from_thread(self, summary: str, trace: str) -> None:
        try:
            self._thread_error.emit(summary, trace)  # queued: the dialog opens in the GUI thread
        except RuntimeError:
            pass  # the window is gone; the traceback was printed

    # -- the dialog -------------------------------------------------------------------------------
    def _show(self, summary: str, trace: str) -> None:
        if self.quitting or self._handling:
            return  # an error while quitting or while reporting another: printed, not shown
        self._handling = True
        try:
            self._keep_the_game()
            report = build_report(trace, self._record_text(), qt_lines())
            if self.dialog is None:
                self.dialog = CrashDialog(self.window)
                self.dialog.quitRequested.connect(self.quit)
            self.dialog.show_error(shorten(summary, 300), report)
        except Exception as exc:  # noqa: BLE001 - the handler itself must never raise
            _print(f"The crash dialog could not be shown: {format_exception(type(exc), exc, exc.__traceback__)}")
        finally:
            self._handling = False

    def _keep_the_game(self) -> None:
        # Whatever state the window is in, the autosave on disk must hold the last move made.
        try:
            self.window.files.keeper.flush()
        except Exception as exc:  # noqa: BLE001 - a failing flush must not hide the first error
            _print(format_exception(type(exc), exc, exc.__traceback__))

    def _record_text(self) -> str | None:
        table = self.window.game_table
        if table is None:
            return None
        try:
            return table.record().to_text()
        except Exception as exc:  # noqa: BLE001 - the state may be what is broken
            return f"(the record could not be written: {one_line(type(exc), exc)})"

    def quit(self) -> None:
        """Quit from the crash dialog: the game is kept, the program ends."""
        self.quitting = True
        if self.dialog is not None:
            self.dialog.hide()
        self._keep_the_game()
        self.on_quit(CRASH_EXIT_STATUS)

    def show_earlier_fault(self, fault: EarlierFault, game_kept: bool = False) -> CrashDialog:
        """Show what an earlier run wrote as it crashed (found by the fault log at start);
        ``game_kept``: a game left unfinished waits in the autosave. The dialog's ``finished``
        says that it was closed."""
        line = "A game left unfinished is kept by the autosave." if game_kept else "No game was left unfinished."
        report = build_report(fault.text, None, qt_lines(), game_line=line)
        dialog = CrashDialog(self.window, earlier=True, game_kept=game_kept)
        self.earlier_dialog = dialog
        dialog.show_earlier(report, str(fault.kept) if fault.kept is not None else "")
        return dialog


def _print(text: str) -> None:
    # The Windows build has no console: there is no standard error to print to.
    stream = sys.stderr or sys.__stderr__
    if stream is None:
        return
    try:
        stream.write(text if text.endswith("\n") else text + "\n")
        stream.flush()
    except (OSError, ValueError):
        pass
