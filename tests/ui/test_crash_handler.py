"""The crash handler: an exception nobody caught opens a dialog that keeps the game and offers a report.

pytest-qt puts its own ``sys.excepthook`` in place for every test (to fail a test in which a
slot raised). The handler is therefore installed inside each test, over pytest-qt's hook, and
uninstalled at its end, which must put pytest-qt's hook back; an exception the handler took
does not reach pytest-qt, which is the point: the player sees it, the test checks what the
player sees.
"""

from __future__ import annotations

import sys
import threading

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication

from tarotdesk import __version__
from tarotdesk.core.records import parse_record
from tarotdesk.crash_report import FaultLog
from tarotdesk.games.registry import get_game
from tarotdesk.storage.paths import DataFolder
from tarotdesk.ui.shell.crash_handler import CRASH_EXIT_STATUS, CrashHandler
from test_autosave_resume import _human_game, make_window, play_until  # noqa: F401


LEFT = Qt.MouseButton.LeftButton


class Broken(RuntimeError):
    """The injected fault."""


def _break_in_a_slot(text: str) -> None:
    def broken() -> None:
        raise Broken(text)
    QTimer.singleShot(0, broken)  # called by Qt's event loop, as any slot is


@pytest.fixture
def handler(make_window, qtbot):
    window = make_window()
    quits: list[int] = []
    hook_before = sys.excepthook
    crash = CrashHandler(window, on_quit=quits.append)
    crash.install()
    crash.quits = quits
    yield crash
    crash.uninstall()
    assert sys.excepthook is hook_before  # pytest-qt's hook is back


def test_an_exception_in_a_slot_is_shown_the_game_is_kept_and_play_goes_on(qtbot, handler):
    window = handler.window
    _human_game(window, "tarokk", seed=8)
    play_until(qtbot, window, lambda m: len(m.actions) >= 4)
    record = window.game_table.record()

    _break_in_a_slot("the table fell over <b>not markup</b>")
    qtbot.waitUntil(lambda: handler.dialog is not None and handler.dialog.isVisible(), timeout=5_000)
    dialog = handler.dialog
    assert not dialog.isModal()  # the hook returned at once: no nested event loop
    assert "Broken: the table fell over <b>not markup</b>" in dialog.message.text()
    assert dialog.message.textFormat().name == "PlainText"

    # The report: version, platform, traceback and the game's record.
    report = dialog.report
    assert f"tarotdesk {__version__}" in report and "Platform: " in report and "Qt: " in report
    assert "Traceback (most recent call last)" in report and "in broken" in report
    assert record.to_text().strip() in report
    assert dialog.details.toPlainText() == report

    # The autosave holds the game up to its last move.
    autosave = DataFolder.default().autosave
    assert parse_record(autosave.read_bytes(), get_game).actions == record.actions

    qtbot.mouseClick(dialog.copy_button, LEFT)
    assert QGuiApplication.clipboard().text() == report
    assert dialog.copied.isVisibleTo(dialog)

    # Continue: the dialog goes, the game goes on.
    qtbot.mouseClick(dialog.continue_button, LEFT)
    assert not dialog.isVisible() and window.isVisible()
    play_until(qtbot, window, lambda m: len(m.actions) >= len(record.actions) + 3)
    assert handler.quits == []

    # A second error later goes into the same dialog, which counts them.
    _break_in_a_slot("again")
    qtbot.waitUntil(lambda: dialog.isVisible(), timeout=5_000)
    assert handler.dialog is dialog and dialog.errors == 2
    assert "Broken: again" in dialog.message.text() and "2 errors so far" in dialog.message.text()


def test_quit_keeps_the_game_and_ends_the_program(qtbot, handler):
    window = handler.window
    _human_game(window, "cirulla", seed=2)
    play_until(qtbot, window, lambda m: len(m.actions) >= 3)
    _break_in_a_slot("no way on")
    qtbot.waitUntil(lambda: handler.dialog is not None and handler.dialog.isVisible(), timeout=5_000)
    qtbot.mouseClick(handler.dialog.quit_button, LEFT)
    assert handler.quits == [CRASH_EXIT_STATUS]
    assert not handler.dialog.isVisible()
    saved = parse_record(DataFolder.default().autosave.read_bytes(), get_game)
    assert saved.actions == window.game_table.record().actions
    # While quitting, a further error is printed, not shown again.
    _break_in_a_slot("while quitting")
    qtbot.wait(50)
    assert not handler.dialog.isVisible() and handler.dialog.errors == 1


def test_an_exception_in_another_thread_opens_the_dialog_in_the_gui_thread(qtbot, handler):
    worker = threading.Thread(target=lambda: (_ for _ in ()).throw(Broken("in a thread")), name="helper")
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: handler.dialog is not None and handler.dialog.isVisible(), timeout=5_000)
    assert "Broken: in a thread" in handler.dialog.message.text()
    assert "In thread helper" in handler.dialog.report
    assert "No game was being played." in handler.dialog.report


def test_an_earlier_native_crash_is_shown_once_at_the_next_start(qtbot, handler, tmp_path):
    folder = DataFolder.default().root
    folder.mkdir(parents=True, exist_ok=True)
    trace = "Fatal Python error: Segmentation fault\n\nCurrent thread 0x00007f (most recent call first):\n"
    (folder / "fault-999999999.log").write_text(trace, encoding="utf-8")  # no such process runs
    (folder / "fault-999999998.log").write_text("", encoding="utf-8")  # killed: nothing to say
    log = FaultLog(folder)
    earlier = log.start()
    try:
        assert earlier is not None and earlier.text == trace
        dialog = handler.show_earlier_fault(earlier)
        assert dialog.isVisible() and not dialog.quit_button.isVisible()
        assert "stopped unexpectedly the last time" in dialog.message.text()
        assert str(folder / "last-fault.log") in dialog.message.text()
        assert trace.strip() in dialog.report and f"tarotdesk {__version__}" in dialog.report
        qtbot.mouseClick(dialog.copy_button, LEFT)
        assert QGuiApplication.clipboard().text() == dialog.report
        assert sorted(p.name for p in folder.glob("fault-*.log")) == [log.path.name]
        assert (folder / "last-fault.log").read_text(encoding="utf-8") == trace
    finally:
        log.stop()
    assert not log.path.exists()  # a clean end leaves no fault log
    assert FaultLog(folder).collect_earlier() is None  # shown once, not at every start


def test_the_dialog_speaks_japanese(qtbot):
    from tarotdesk.ui.shell.crash_handler import CrashDialog
    from tarotdesk.ui.kit.i18n import install_language

    install_language("ja")
    try:
        dialog = CrashDialog(None)
        qtbot.addWidget(dialog)
        dialog.show_error("Broken: x", "report")
        dialog.show_error("Broken: y", "report")
        assert dialog.windowTitle() == "tarotdesk：予期しないエラー"
        assert [b.text() for b in (dialog.copy_button, dialog.continue_button, dialog.quit_button)] == [
            "レポートをコピー(&C)", "続ける(&O)", "終了(&Q)"]
        assert "ゲームは失われていません" in dialog.message.text() and "2 件のエラー" in dialog.message.text()
    finally:
        install_language("en")
