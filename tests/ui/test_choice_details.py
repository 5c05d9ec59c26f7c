"""Details of the choices at the table: the hint compares the captures on screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tarotdesk.core.records import PlayerInfo
from tarotdesk.ui.ai_runner import AIRunner
from tarotdesk.ui.controller import GameSetup
from tarotdesk.ui.main_window import MainWindow
from tarotdesk.ui.settings import Settings
from test_autosave_resume import play_until


@pytest.fixture
def window(qtbot, shared_worker):
    w = MainWindow(Settings(language="en", animation="instant"), save=False, ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


def _start(window: MainWindow, game_id: str, seed: int) -> None:
    n = window.game_lookup(game_id).player_counts[0]
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in range(1, n)]
    window.start_game(GameSetup(game_id, players, {}, seed))


def _card_with_choices(window: MainWindow):
    d = window.session._decisions
    if d is None:
        return None
    return next((c for c in d.plays if len(d.play_options(c)) > 1), None)


def test_with_the_capture_choices_open_the_hint_ranks_them(qtbot, window):
    for seed in range(1, 40):
        _start(window, "cirulla", seed)
        play_until(qtbot, window, lambda m: _card_with_choices(window) is not None)
        if _card_with_choices(window) is not None:
            break
    card = _card_with_choices(window)
    assert card is not None, "no position with a card that can take in more than one way"
    session = window.session
    options = session._decisions.play_options(card)
    words = session.words
    # The hints asked before the choice: the three best actions of the position.
    got: list[list] = []
    session.hintsReady.connect(got.append)
    assert session.request_hints()
    qtbot.waitUntil(lambda: bool(got), timeout=20_000)
    assert 1 <= len(got[-1]) <= 3
    # The card's choices open: the hint now compares exactly those, best first.
    session.play_card(card)
    assert session._capture is not None
    shown = got[-1]
    assert sorted(line.action for line in shown) == sorted(words.action(o) for o in options)
    assert [line.action for line in window.hint_bar.lines] == [line.action for line in shown]
    # Closed again: back to the three best actions of the position.
    session.cancel_choice()
    assert len(got[-1]) <= 3 and got[-1] == session.hint_lines()


def _answer(qtbot, yes: bool, seen: list) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QPushButton

    def act() -> None:
        box = QApplication.activeModalWidget()
        if box is None or box.objectName() != "matchDecisionQuestion":
            QTimer.singleShot(20, act)
            return
        seen.append(box.text())
        box.findChild(QPushButton, "matchDecisionYes" if yes else "matchDecisionNo").click()
    QTimer.singleShot(0, act)


def test_a_decision_for_the_whole_game_stands_apart_and_is_confirmed(qtbot, window):
    from ui_driver import button, ready

    end = "session:end"
    for seed in range(1, 40):
        _start(window, "tarokk", seed)
        play_until(qtbot, window, lambda m: any(a.text == end for a in m.legal_actions()))
        m = window.session.c.match
        if any(a.text == end for a in m.legal_actions()):
            break
    qtbot.waitUntil(lambda: ready(window), timeout=10_000)
    buttons = window.panel.buttons()
    names = [b.objectName() for b in buttons]
    # Last in the row, after a gap, never beside "Pass" as one bid among others.
    assert names[-1] == end and buttons[-1].property("apart")
    gap = buttons[-1].x() - (buttons[-2].x() + buttons[-2].width())
    assert buttons[-1].y() != buttons[-2].y() or gap >= 20
    moves = len(m.actions)
    seen: list[str] = []
    _answer(qtbot, False, seen)
    qtbot.mouseClick(button(window, end), Qt.MouseButton.LeftButton)
    assert len(seen) == 1 and "cannot be taken back" in seen[0]
    assert len(m.actions) == moves
    _answer(qtbot, True, seen)
    qtbot.mouseClick(button(window, end), Qt.MouseButton.LeftButton)
    assert len(m.actions) == moves + 1 and m.actions[-1][1].text == end
