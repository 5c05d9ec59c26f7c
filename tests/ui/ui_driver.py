"""Playing a deal at the window by simulated user input, as a person would.

Each decision of the human seat is made through the control that the table offers for its
shape: a card is dragged from the hand onto the table (and, when it can take different table
cards, those cards are clicked), cards to choose are clicked and confirmed, a card to name is
picked in the card picker dialog, and any other choice is a click on its button.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from tarotdesk.core.actions import Action
from tarotdesk.core.records import replay
from tarotdesk.core.rng import SeededRNG
from tarotdesk.ui.dialogs.card_picker import CardPickerDialog
from tarotdesk.ui.model.decisions import capture_cards
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.model.settings import Settings


def shown_window(qtbot: Any, worker: Any, lookup: Any = None, save: bool = False) -> MainWindow:
    """A main window as most window tests want it: English, no animation, keeping nothing on
    disk unless ``save``, sharing the tests' AI worker, shown at 1280x800 (``lookup``: the game
    lookup to use)."""
    from tarotdesk.ui.play.ai_runner import AIRunner

    window = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0),
                        save=save, ai=AIRunner(worker=worker))
    if lookup is not None:
        window.game_lookup = lookup
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _pt(p: QPointF) -> QPoint:
    return QPoint(round(p.x()), round(p.y()))


def ready(window: MainWindow) -> bool:
    """True when the person must act and the table is still."""
    s = window.session
    m = s.parent().game_table.match
    cp = m.current_player
    return (cp is not None and not s.is_computer(cp) and not window.table.busy and s.input.decisions is not None)


def button(window: MainWindow, name: str) -> QPushButton:
    """The decision row's button with this object name."""
    for b in window.panel.buttons():
        if b.objectName() == name:
            return b
    names = [b.objectName() for b in window.panel.buttons()]
    raise AssertionError(f"no button {name!r} among {names}")


def drag_to_table(qtbot: Any, window: MainWindow, card: Any) -> None:
    """Press on a hand card, move it in steps onto the middle of the table, release it."""
    table = window.table
    vp = table.viewport()
    start = table.card_view_point(card)
    assert start is not None, f"{card} is not shown in the hand"
    end = table.table_drop_point()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _pt(start))
    for i in range(1, 7):
        p = start + (end - start) * (i / 6)
        QTest.mouseMove(vp, _pt(p))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _pt(end))


def click_card(window: MainWindow, card: Any) -> None:
    """Click a card (in the hand or on the table)."""
    table = window.table
    p = table.card_view_point(card)
    assert p is not None, f"{card} is not on the table"
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _pt(p))


def make(qtbot: Any, window: MainWindow, action: Action) -> None:
    """Make ``action`` for the person to act through the window's controls."""
    s = window.session
    d = s.input.decisions
    before = len(s.parent().game_table.match.actions)
    card = action.card
    if card is not None and card in d.plays:
        options = d.play_options(card)
        drag_to_table(qtbot, window, card)
        if len(options) > 1:
            qtbot.waitUntil(lambda: s.input.capture is not None, timeout=2000)
            taken = capture_cards(action)
            if taken:
                for t in taken:
                    if len(s.parent().game_table.match.actions) > before:
                        break
                    click_card(window, t)
            if len(s.parent().game_table.match.actions) == before:
                qtbot.mouseClick(button(window, action.text), Qt.MouseButton.LeftButton)
    elif card is not None and action.kind in d.selects:
        click_card(window, card)
        confirm = button(window, "confirm:" + action.kind)
        others = [c for c in d.select_cards(action.kind) if c is not card]
        while not confirm.isEnabled():
            click_card(window, others.pop(0))
            confirm = button(window, "confirm:" + action.kind)
        qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
    elif card is not None and action.kind in d.names:
        def pick() -> None:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, CardPickerDialog):
                QTimer.singleShot(20, pick)
                return
            dialog.choose(card)
            qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
        QTimer.singleShot(0, pick)
        qtbot.mouseClick(button(window, "name:" + action.kind), Qt.MouseButton.LeftButton)
    else:
        if action.kind == "session":  # a decision for the whole game is confirmed in a question
            def confirm() -> None:
                box = QApplication.activeModalWidget()
                if box is None or box.objectName() != "matchDecisionQuestion":
                    QTimer.singleShot(20, confirm)
                    return
                box.findChild(QPushButton, "matchDecisionYes").click()
            QTimer.singleShot(0, confirm)
        qtbot.mouseClick(button(window, action.text), Qt.MouseButton.LeftButton)
    assert len(s.parent().game_table.match.actions) > before, f"{action} was not made (notice: {window.panel.notice.text()!r})"


def play_deal(qtbot: Any, window: MainWindow, seed: int, timeout_ms: int = 60_000) -> int:
    """Play the current deal to its end; the person's choices are random legal ones. Returns
    the number of decisions made by input."""
    s = window.session
    m = s.parent().game_table.match
    rng = SeededRNG(seed)
    made = 0
    while not m.deal_over:
        qtbot.waitUntil(lambda: m.deal_over or ready(window), timeout=timeout_ms)
        if m.deal_over:
            break
        make(qtbot, window, rng.choice(m.legal_actions()))
        made += 1
    qtbot.waitUntil(lambda: window.summary.isVisible(), timeout=timeout_ms)
    return made


def engine_scores(window: MainWindow) -> tuple[list[list[int]], list[int]]:
    """The deal scores and totals of the window's match, recomputed by replaying its record."""
    match = replay(window.game_table.record(), games=window.game_lookup)
    return [list(r.deal_score) for r in match.results], list(match.scores)
