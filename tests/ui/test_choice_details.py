"""Details of the choices at the table: the hint compares the captures on screen."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tarotdesk.core.records import PlayerInfo
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.window.main_window import MainWindow
from test_autosave_resume import play_until


def _start(window: MainWindow, game_id: str, seed: int) -> None:
    n = window.game_lookup(game_id).player_counts[0]
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in range(1, n)]
    window.start_game(GameSetup(game_id, players, {}, seed))


def _card_with_choices(window: MainWindow):
    d = window.session.input.decisions
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
    options = session.input.decisions.play_options(card)
    words = session.words
    # The hints asked before the choice: the three best actions of the position.
    got: list[list] = []
    session.hintsReady.connect(got.append)
    assert session.request_hints()
    qtbot.waitUntil(lambda: bool(got), timeout=20_000)
    assert 1 <= len(got[-1]) <= 3
    # The card's choices open: the hint now compares exactly those, best first.
    session.play_card(card)
    assert session.input.capture is not None
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
        m = window.game_table.match
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


def test_the_card_picker_takes_enter_at_once(qtbot):
    from PySide6.QtTest import QTest

    from tarotdesk.core.cards import card
    from tarotdesk.ui.dialogs.card_picker import CardPickerDialog
    from tarotdesk.ui.scene.plain_cards import PlainCardRenderer

    cards = [card("T20"), card("T19"), card("SK")]
    dialog = CardPickerDialog(PlainCardRenderer(None), "tarot78", cards, {}, "Call a card")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QTest.keyClick(dialog.list, Qt.Key.Key_Return)
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.chosen() is cards[0]


def test_one_click_takes_a_capture_that_one_card_identifies(qtbot, window):
    from tarotdesk.ui.model.decisions import capture_cards
    from ui_driver import click_card

    def unique_card():
        c = _card_with_choices(window)
        if c is None:
            return None
        options = window.session.input.decisions.play_options(c)
        for o in options:
            for t in capture_cards(o):
                if sum(t in capture_cards(x) for x in options) == 1 and len(capture_cards(o)) > 1:
                    return c, o, t
        return None

    found = None
    for seed in range(1, 60):
        _start(window, "cirulla", seed)
        play_until(qtbot, window, lambda m: unique_card() is not None)
        found = unique_card()
        if found:
            break
    assert found, "no capture that one of several cards identifies"
    c, option, t = found
    session = window.session
    moves = len(session.parent().game_table.match.actions)
    session.play_card(c)
    click_card(window, t)
    assert len(session.parent().game_table.match.actions) == moves + 1 and session.parent().game_table.match.actions[-1][1] == option


def test_a_dark_card_that_cannot_be_played_is_visibly_dimmed(qtbot):
    from PySide6.QtGui import QColor, QImage, QPainter

    from tarotdesk.ui.scene.table_items import CardItem

    class Dark:
        """A card picture that is nearly black all over (the darkest trump faces)."""

        def pixmap(self, pack_id, code, width, dpr):
            from PySide6.QtGui import QPixmap
            pm = QPixmap(width, round(width * 1.8))
            pm.fill(QColor(15, 15, 20))
            return pm

    item = CardItem("x", "T21", "tarot78", Dark(), 80, 144)
    shots = []
    for dim in (False, True):
        image = QImage(80, 144, QImage.Format.Format_ARGB32)
        image.fill(0)
        item.set_flags(dim=dim)
        painter = QPainter(image)
        item.paint(painter, None)
        painter.end()
        shots.append(QColor(image.pixel(40, 72)).lightness())
    assert shots[1] - shots[0] >= 60, shots
