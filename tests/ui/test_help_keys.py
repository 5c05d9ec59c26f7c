"""Help and the keys: F1 is the rules of the game being played, the key table has its own key in
the Help menu, the toolbar's Rules button opens the pane and closes it again, the replay viewer
closes with its button, Esc and Ctrl+W, and a game played on from a replay keeps its log lines
through a change of language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolButton

from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.ui.kit.i18n import install_language
from tarotdesk.ui.dialogs.keys import KeysDialog
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.model.settings import Settings
from test_files_open_save import record_file, start
from test_replay_viewer import open_viewer


@pytest.fixture
def window(qtbot, shared_worker):
    w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0), ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    for v in list(w.files.viewers):
        v.close()
    if w.session is not None:
        w.session.close()
    w.files.keeper.detach()
    install_language("en")


def _toolbar_button(window: MainWindow) -> QToolButton:
    return window.toolbar.widgetForAction(window.act_rules)


def test_the_rules_button_opens_the_pane_and_closes_it(qtbot, window):
    start(window, "tarokk", seed=2)
    button = _toolbar_button(window)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.rules_dock.isVisible, timeout=3000)
    assert window.act_rules.isChecked() and window.rule_pane.game_id == "tarokk"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.rules_dock.isVisible(), timeout=3000)
    assert not window.act_rules.isChecked()
    # Closed by its own title bar button, the pane leaves the toolbar button unchecked too.
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.rules_dock.isVisible, timeout=3000)
    window.rules_dock.close()
    assert not window.act_rules.isChecked()


def test_f1_opens_the_rules_of_the_game_being_played(qtbot, window):
    start(window, "cirulla", seed=2)
    assert not window.rules_dock.isVisible()
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(window.rules_dock.isVisible, timeout=3000)
    assert window.rule_pane.game_id == "cirulla"
    # F1 again keeps the rules open (it is help, not a switch).
    QTest.keyClick(window, Qt.Key.Key_F1)
    assert window.rules_dock.isVisible()


def test_the_key_table_is_in_the_help_menu_with_its_own_key(qtbot, window):
    assert window.act_keys in window.menu_help.actions() and window.act_help_rules in window.menu_help.actions()
    assert window.act_keys.shortcut().toString() == "Ctrl+K" and window.act_help_rules.shortcut().toString() == "F1"
    seen = []

    def close_keys() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, KeysDialog):
            seen.append(dialog)
            dialog.reject()
        else:
            qtbot.wait(10)
            close_keys()
    from PySide6.QtCore import QTimer
    QTimer.singleShot(0, close_keys)
    QTest.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert len(seen) == 1


@pytest.mark.parametrize("how", ["button", "Esc", "Ctrl+W"])
def test_the_replay_viewer_closes(qtbot, window, tmp_path, how):
    viewer = open_viewer(qtbot, window, tmp_path, "mattazza", 20)
    assert viewer.close_button.isVisible() and viewer.close_button.text() == "Close"
    viewer.activateWindow()  # the keys work in the viewer's window, where the person is
    qtbot.waitUntil(viewer.isActiveWindow, timeout=3000)
    if how == "button":
        qtbot.mouseClick(viewer.close_button, Qt.MouseButton.LeftButton)
    elif how == "Esc":
        QTest.keyClick(viewer, Qt.Key.Key_Escape)
    else:
        QTest.keyClick(viewer, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: viewer not in window.files.viewers, timeout=3000)


def test_play_on_from_here_is_not_clipped_in_japanese(qtbot, window, tmp_path):
    window.apply_settings(Settings(language="ja", animation="instant", collect_seconds=0.0))
    viewer = open_viewer(qtbot, window, tmp_path, "tarocco-lombardo", 30)
    viewer.resize(1024, 640)
    qtbot.wait(50)
    for b in (viewer.branch_button, viewer.copy_button, viewer.close_button):
        assert b.text() and b.width() >= b.sizeHint().width(), (b.text(), b.width(), b.sizeHint().width())
        assert b.geometry().right() <= viewer.centralWidget().width()


def test_a_game_played_on_keeps_its_earlier_log_lines_in_another_language(qtbot, window, tmp_path):
    viewer = open_viewer(qtbot, window, tmp_path, "tarocco-lombardo", None, humans=())
    k = viewer.source._timeline.stop_of_action(12)
    viewer.go_to(k)
    viewer.seat.setCurrentIndex(viewer.source._timeline.state(k).current_player)
    viewer.play_on()
    before = [window.log.item(i).text() for i in range(window.log.count())]
    assert len(before) > 12  # the game's first line, what happened before, the note
    window.apply_settings(Settings(language="ja", animation="instant", collect_seconds=0.0))
    after = [window.log.item(i).text() for i in range(window.log.count())]
    assert len(after) == len(before) and after != before
    assert any(ch > "\u2e7f" for ch in after[1])  # the earlier lines are rewritten, not dropped
    window.apply_settings(Settings(language="en", animation="instant", collect_seconds=0.0))
    assert [window.log.item(i).text() for i in range(window.log.count())] == before


def test_the_face_up_cards_beside_a_hand_say_what_they_are(qtbot, window):
    from tarotdesk.core.cards import UNKNOWN
    from ui_driver import ready

    for seed in range(1, 30):
        start(window, "tarocco-lombardo", seed=seed)
        qtbot.waitUntil(lambda: ready(window), timeout=20_000)
        frame = window.table.frame
        others = [(s, c) for s, cards in enumerate(frame.layout.exposed) if s != frame.viewer
                  for c in cards if c is not UNKNOWN]
        if others:
            break
    assert others, "no deal with a face-up card beside another hand"
    words = window.session.words
    for s, c in others:
        tip = window.table.card_item(c).toolTip()
        assert words.card(c) in tip and words.seat(s) in tip and "everybody" in tip
    # The cards of one's own hand that are not face up have no such note.
    hidden = [c for c in frame.hand if c not in frame.layout.exposed[frame.viewer]]
    assert all(window.table.card_item(c).toolTip() == "" for c in hidden)


def test_a_designated_matta_shows_the_rank_it_plays_as(qtbot):
    from PySide6.QtGui import QImage, QPainter
    from tarotdesk.core.match import Match
    from tarotdesk.core.rng import SeededRNG
    from tarotdesk.games.cirulla.rules import MATTA
    from tarotdesk.games.registry import get_game
    from tarotdesk.ui.scene.plain_cards import PlainCardRenderer
    from tarotdesk.ui.model.table_frame import table_frame
    from tarotdesk.ui.scene.table_items import CardItem
    from tarotdesk.ui.model.words import Words

    game = get_game("cirulla")
    designated = None
    for seed in range(200):
        match = Match(game, 2, seed=seed)
        rng = SeededRNG(seed)
        while not match.deal_over:
            declare = [a for a in match.legal_actions() if a.kind == "declare" and len(a.args) > 1
                       and not a.args[1].endswith("7")]
            match.apply(declare[0] if declare else rng.choice(match.legal_actions()))
            if match.deal.matta_seat is not None:
                designated = match
                break
        if designated is not None:
            break
    assert designated is not None, "no deal in which the Matta was designated"
    from tarotdesk.table.state import state_of

    shown = state_of(designated, None)
    badge, key, params = shown.layout.card_marks[MATTA]
    assert badge == params["rank"] and badge != "7"
    words = Words(game, "en", ["You", "Bruno"])
    frame = table_frame(shown, words, Settings(language="en"), str, "", chair=0)
    assert frame.card_badges[MATTA] == badge
    assert words.note(key, params) in frame.card_tips[MATTA]
    # The badge is drawn on the card.
    renderer = PlainCardRenderer(None)
    item = CardItem(MATTA, MATTA.code, game.pack_id, renderer, 80, 120)
    item.home = (0, 0, 1)
    plain, marked = QImage(90, 130, QImage.Format.Format_ARGB32), QImage(90, 130, QImage.Format.Format_ARGB32)
    for image, mark in ((plain, ""), (marked, badge)):
        image.fill(0)
        item.set_flags(badge=mark)
        painter = QPainter(image)
        item.paint(painter, None)
        painter.end()
    assert plain != marked
