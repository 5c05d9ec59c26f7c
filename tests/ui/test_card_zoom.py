"""Enlarging a card: a right-click, Z on the card under the cursor (following it along the hand),
the pointer resting on it when the settings ask; never a hidden card; kept in the settings."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from tarotdesk.core.records import PlayerInfo
from tarotdesk.ui.model.settings import load_settings
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.scene.card_zoom import HOVER_MS
from ui_driver import ready


def _start(qtbot, window) -> None:
    players = [PlayerInfo("You", "human"), PlayerInfo("Anna", "ai", "easy"), PlayerInfo("Bruno", "ai", "easy")]
    window.start_game(GameSetup("mattazza", players, {}, 4))
    qtbot.waitUntil(lambda: ready(window), timeout=60_000)


def _point(window, c) -> QPoint:
    p = window.table.card_view_point(c)
    assert p is not None
    return QPoint(round(p.x()), round(p.y()))


def test_a_right_click_enlarges_the_card_beside_itself(qtbot, window) -> None:
    _start(qtbot, window)
    table, zoom = window.table, window.table.zoom
    c = table.frame.hand[2]
    QTest.mouseClick(table.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, _point(window, c))
    assert zoom.card is c
    picture, item = zoom.picture_rect(), table.card_item(c)
    card_rect = item.mapRectToScene(0, 0, item.w, item.h)
    assert picture.width() >= 2.5 * table.geometry_model().m.card_w
    assert picture.bottom() < card_rect.top()  # a hand card's picture stands above it
    assert table.sceneRect().contains(picture)
    # The next left click puts it away and does what it always did.
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _point(window, c))
    assert zoom.card is None


def test_z_enlarges_the_card_under_the_cursor_and_follows_it(qtbot, window) -> None:
    _start(qtbot, window)
    table, zoom = window.table, window.table.zoom
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Right)
    QTest.keyClick(table, Qt.Key.Key_Z)
    hand = table.frame.hand
    assert zoom.card is hand[0]
    QTest.keyClick(table, Qt.Key.Key_Right)
    assert zoom.card is hand[1]
    QTest.keyClick(table, Qt.Key.Key_Z)
    assert zoom.card is None
    QTest.keyClick(table, Qt.Key.Key_Z)
    assert zoom.card is hand[1]
    lifted = window.session.input.pending
    QTest.keyClick(table, Qt.Key.Key_Escape)
    assert zoom.card is None and window.session.input.pending is lifted  # Esc put the card away, only that


def test_z_without_a_cursor_or_on_a_hidden_card_enlarges_nothing(qtbot, window) -> None:
    _start(qtbot, window)
    table, zoom = window.table, window.table.zoom
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Z)
    assert zoom.card is None
    hidden = next(item for item in table._cards.values() if not item.code)  # noqa: SLF001 - a face-down card
    centre = hidden.mapToScene(QPointF(hidden.w / 2, hidden.h / 2))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                     table.mapFromScene(centre))
    assert zoom.card is None


def test_resting_the_pointer_enlarges_only_when_the_settings_ask(qtbot, window) -> None:
    _start(qtbot, window)
    table, zoom = window.table, window.table.zoom
    c = table.frame.hand[1]
    QTest.mouseMove(table.viewport(), _point(window, c))
    qtbot.wait(HOVER_MS + 300)
    assert zoom.card is None
    window.apply_settings(replace(window.settings, zoom_on_hover=True, zoom_size=400))
    QTest.mouseMove(table.viewport(), QPoint(5, 5))
    QTest.mouseMove(table.viewport(), _point(window, c))
    qtbot.waitUntil(lambda: zoom.card is c, timeout=HOVER_MS + 1000)
    large = zoom.picture_rect()
    # As large as asked, but never taller than the table.
    assert large.height() <= table.viewport().height() * 0.9 + 1
    QTest.mouseMove(table.viewport(), QPoint(5, 5))
    assert zoom.card is None


def test_the_enlarged_card_size_and_the_resting_pointer_are_kept(window) -> None:
    window._save = True  # noqa: SLF001 - this test checks what is kept
    window.apply_settings(replace(window.settings, zoom_on_hover=True, zoom_size=200))
    kept, problem = load_settings()
    assert problem is None and kept.zoom_on_hover and kept.zoom_size == 200
    assert window.table.zoom.hover and window.table.zoom.size == 200


def test_a_card_that_leaves_the_table_takes_its_picture_with_it(qtbot, window) -> None:
    window.apply_settings(replace(window.settings, show_last_trick=False))
    _start(qtbot, window)
    table, zoom = window.table, window.table.zoom
    s = window.session
    c = next(iter(s.input.decisions.plays))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, _point(window, c))
    assert zoom.card is c
    s.play_card(c)
    # On the trick the picture goes with the card; when the trick is taken, it goes.
    qtbot.waitUntil(lambda: table.card_item(c) is None, timeout=60_000)
    assert zoom.card is None
