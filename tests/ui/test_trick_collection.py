"""A completed trick (or a fishing capture) stays on the table until it is collected.

With "Collect tricks: on a click" it stays until the person clicks the table, however long
that takes, and the game waits; with "automatically after N s" it stays for N seconds (or
until a click); the default leaves at least 1.5 s to read every card.
"""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tarotdesk.core.records import PlayerInfo
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.model.settings import Settings, load_settings


def _window(qtbot, shared_worker, **settings) -> MainWindow:
    w = MainWindow(Settings(language="en", **settings), save=False, ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def _start(window: MainWindow, game_id: str, n: int):
    players = [PlayerInfo(f"AI {s + 1}", "ai", "random") for s in range(n)]
    return window.start_game(GameSetup(game_id, players, {}, 7))


def _click_felt(window: MainWindow) -> None:
    p = window.table.table_drop_point()
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(round(p.x()), round(p.y())))


@pytest.mark.parametrize("game_id,n,kind", [("tarocco-lombardo", 4, "trick"), ("cirulla", 2, "table")])
def test_on_click_the_trick_stays_until_the_table_is_clicked(qtbot, shared_worker, game_id, n, kind):
    window = _window(qtbot, shared_worker, animation="fast", collect_tricks="click")
    session = _start(window, game_id, n)
    match = session.parent().game_table.match
    qtbot.waitUntil(lambda: session.holding_trick, timeout=60_000)
    shown = list(window.table.frame.layout.center)
    acted = len(match.actions)
    assert window.table.frame.layout.center_kind == kind
    if kind == "trick":
        assert len(shown) == n  # every card of the trick is on the table
    else:
        assert len(shown) >= 2  # the capturing card beside the cards it takes
    qtbot.wait(2500)
    # Nothing moved meanwhile: the same cards on the table, nobody acted, nobody was asked.
    assert session.holding_trick
    assert list(window.table.frame.layout.center) == shown
    assert len(match.actions) == acted and not window.ai.thinking
    assert "collect" in window.panel.hint.text()
    _click_felt(window)
    assert not session.holding_trick
    qtbot.waitUntil(lambda: len(match.actions) > acted, timeout=30_000)
    assert window.table.frame.layout.center != shown
    window.close()


@pytest.mark.parametrize("animation", ["fast", "instant"])
def test_automatically_after_the_chosen_pause(qtbot, shared_worker, animation):
    # Cards placed at once (instant) still leave the trick for the pause chosen.
    window = _window(qtbot, shared_worker, animation=animation, collect_seconds=1.5)
    session = _start(window, "tarocco-lombardo", 4)
    match = session.parent().game_table.match
    qtbot.waitUntil(lambda: session.holding_trick, timeout=60_000)
    start, acted = time.monotonic(), len(match.actions)
    qtbot.waitUntil(lambda: not session.holding_trick, timeout=10_000)
    # The start was seen a little late, the end too: what was measured is within a poll of the pause.
    assert time.monotonic() - start >= 1.35
    qtbot.waitUntil(lambda: len(match.actions) > acted, timeout=30_000)
    window.close()


def test_a_key_at_the_table_collects_the_trick_at_once(qtbot, shared_worker):
    window = _window(qtbot, shared_worker, animation="fast", collect_seconds=10.0)
    session = _start(window, "tarocco-lombardo", 4)
    qtbot.waitUntil(lambda: session.holding_trick, timeout=60_000)
    QTest.keyClick(window.table, Qt.Key.Key_Escape)
    assert not session.holding_trick
    window.close()


def test_the_default_leaves_time_to_read_the_trick():
    settings = Settings(language="en")
    assert settings.collect_tricks == "auto" and settings.collect_ms is not None and settings.collect_ms >= 1500
    assert Settings(language="en", collect_tricks="click").collect_ms is None
    # The pause chosen is kept whatever the animation speed: instant only places the cards at once.
    assert Settings(language="en", animation="instant").collect_ms == settings.collect_ms
    assert Settings(language="en", animation="instant", collect_seconds=4.0).collect_ms == 4000
    assert Settings(language="en", animation="instant", collect_tricks="click").collect_ms is None
    assert Settings(language="en", collect_seconds=0.0).collect_ms == 0  # "after 0 s": at once


def test_the_collect_settings_are_read_back_and_checked(private_settings):
    private_settings.mkdir(parents=True)
    path = private_settings / "settings.json"
    path.write_text('{"collect_tricks": "click", "collect_seconds": 3}', encoding="utf-8")
    settings, problem = load_settings(path)
    assert problem is None and settings.collect_tricks == "click" and settings.collect_seconds == 3.0
    path.write_text('{"collect_tricks": "never", "collect_seconds": 10.5}', encoding="utf-8")
    settings, problem = load_settings(path)
    assert problem is not None and "collect_tricks" in problem.detail and "collect_seconds" in problem.detail
    assert (settings.collect_tricks, settings.collect_seconds) == ("auto", 2.0)


def test_the_settings_dialog_sets_how_tricks_are_collected(qtbot):
    from tarotdesk.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(language="en"))
    qtbot.addWidget(dialog)
    assert dialog.collect.currentData() == "auto" and dialog.collect_seconds.value() == 2.0
    dialog.collect_seconds.setValue(4.5)
    assert dialog.result_settings().collect_seconds == 4.5
    dialog.collect.setCurrentIndex(dialog.collect.findData("click"))
    assert not dialog.collect_seconds.isEnabled()
    assert dialog.result_settings().collect_tricks == "click"
