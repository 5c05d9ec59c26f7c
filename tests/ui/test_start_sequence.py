"""At start the window asks one thing at a time: the report of an earlier run that crashed (worded by
what was left), then the game left unfinished, or else the start screen; "Learn to play" only at the
first start when nothing else is asked, and closing it leaves the start screen."""

from __future__ import annotations

import argparse

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tarotdesk.crash_report import EarlierFault
from tarotdesk.ui.shell.app import start_up
from tarotdesk.ui.shell.crash_handler import CrashHandler
from tarotdesk.ui.kit.desktop_identity import FileOpenHandler
from test_autosave_resume import _human_game, make_window, play_until  # noqa: F401

FAULT = EarlierFault("Fatal Python error: Segmentation fault\n\nCurrent thread 0x00007f (most recent call first):\n",
                     None)


class Modals:
    """Watches the modal dialogs: which came, in order, and never two at once; answers each as told."""

    def __init__(self, answers: dict[str, str]) -> None:
        self.answers = answers  # object name -> the button to press ("" rejects the dialog)
        self.seen: list[str] = []
        self.most_at_once = 0
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self.look)
        self.timer.start()

    def look(self) -> None:
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.isModal()]
        self.most_at_once = max(self.most_at_once, len(shown))
        active = QApplication.activeModalWidget()
        if active is None or not active.isVisible():
            return
        name = active.objectName() or type(active).__name__
        if not self.seen or self.seen[-1] != name:
            self.seen.append(name)
        answer = self.answers.get(name)
        if answer is None:
            return
        if isinstance(active, QMessageBox) and answer:
            next(b for b in active.buttons() if b.text() == answer).click()
        else:
            active.reject()

    def stop(self) -> None:
        self.timer.stop()


@pytest.fixture
def modals():
    made: list[Modals] = []

    def watch(**answers: str) -> Modals:
        made.append(Modals(answers))
        return made[-1]
    yield watch
    for m in made:
        m.stop()


def _opts() -> argparse.Namespace:
    return argparse.Namespace(file=None, resume=False)


def _start(window, fault: EarlierFault | None = None) -> CrashHandler:
    crashes = CrashHandler(window)
    start_up(window, FileOpenHandler(QApplication.instance(), listen=False), _opts(), crashes, fault)
    return crashes


def _unfinished_game(qtbot, make_window) -> None:
    first = make_window()
    _human_game(first, "tarokk", seed=12)
    play_until(qtbot, first, lambda m: len(m.actions) >= 2)
    first.session.close()
    first.files.keeper.detach()  # the program died here: the autosave stays
    first.hide()


def test_a_crash_report_at_the_first_start_comes_alone_and_learn_to_play_waits(qtbot, make_window, modals):
    window = make_window(learn_offered=False)
    watch = modals(newGameDialog="", learnPage="")
    crashes = _start(window, FAULT)
    dialog = crashes.earlier_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.wait(100)
    assert watch.seen == [] and QApplication.activeModalWidget() is None  # its Close button is free
    # No game was left: nothing is said about the autosave, nor that "no game was being played".
    assert "autosave" not in dialog.message.text()
    assert "No game was being played" not in dialog.report and "No game was left unfinished." in dialog.report
    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.start_screen.is_up, timeout=5_000)  # where the games are chosen
    qtbot.wait(100)
    assert not dialog.isVisible() and watch.seen == [] and watch.most_at_once <= 1
    assert not window.settings.learn_offered  # offered at a start that asks nothing else


def test_a_crash_report_with_a_game_left_says_so_and_the_resume_question_follows(qtbot, make_window, modals):
    _unfinished_game(qtbot, make_window)
    window = make_window(learn_offered=True)
    watch = modals(resumeBox="Resume")
    crashes = _start(window, FAULT)
    dialog = crashes.earlier_dialog
    assert "kept by the autosave" in dialog.message.text()
    assert "A game left unfinished is kept by the autosave." in dialog.report
    qtbot.wait(100)
    assert watch.seen == []
    dialog.reject()  # closed with the window's close button or Esc
    qtbot.waitUntil(lambda: window.session is not None, timeout=5_000)
    assert watch.seen == ["resumeBox"] and watch.most_at_once == 1


def test_learn_to_play_at_the_first_start_closes_to_the_start_screen(qtbot, make_window, modals):
    window = make_window(learn_offered=False)
    watch = modals(learnPage="", newGameDialog="")
    _start(window)
    qtbot.wait(200)
    assert watch.seen == ["learnPage"]  # and no New game dialog after "Not now"
    assert window.session is None and window.start_screen.is_up
    assert window.settings.learn_offered


def test_an_unfinished_game_at_the_first_start_is_asked_about_instead_of_learn_to_play(qtbot, make_window,
                                                                                       modals):
    _unfinished_game(qtbot, make_window)
    window = make_window(learn_offered=False)
    watch = modals(resumeBox="Keep it among the saved games", newGameDialog="", learnPage="")
    _start(window)
    qtbot.wait(200)
    assert watch.seen == ["resumeBox"] and watch.most_at_once == 1
    assert window.session is None and window.start_screen.is_up
    assert not window.settings.learn_offered


def test_a_game_begun_while_the_report_is_open_is_not_asked_about_again(qtbot, make_window, modals):
    window = make_window(learn_offered=True)
    watch = modals(newGameDialog="")
    crashes = _start(window, FAULT)
    _human_game(window, "cirulla", seed=3)  # from the menu, while the report waits
    crashes.earlier_dialog.reject()
    qtbot.wait(200)
    assert watch.seen == [] and window.session.game.id == "cirulla"
