"""The start screen, the menus and watching a game in the window."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from tarotdesk import rules_text
from tarotdesk.games.registry import available_ids
from tarotdesk.guides import GUIDE_IDS
from tarotdesk.ui.dialogs.new_game_dialog import NewGameDialog, watch_setup
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.model.settings import Settings
import pytest
from ui_driver import shown_window


@pytest.fixture
def window(qtbot, shared_worker):
    w = shown_window(qtbot, shared_worker)
    qtbot.waitUntil(lambda: w.start_screen.filled, timeout=10_000)
    yield w
    w.close()


def answer_new_game(check=None, watch: bool = False) -> list[NewGameDialog]:
    """Look at the New game dialog about to open (``check``), then press Play (or Watch)."""
    seen: list[NewGameDialog] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(20, look)
            return
        seen.append(dialog)
        try:
            if check is not None:
                check(dialog)
        finally:
            (dialog.watch_button if watch else dialog.play_button).click()
    QTimer.singleShot(0, look)
    return seen


def test_without_a_game_the_window_shows_every_game_and_nothing_to_do_at_a_table(window):
    assert window.central.currentWidget() is window.start_screen and window.start_screen.is_up
    assert window.scores_dock.isHidden() and window.log_dock.isHidden()  # they would be empty
    assert not window.act_hint.isEnabled() and not window.act_last.isEnabled()
    assert not window.act_continue.isEnabled()
    tiles = window.start_screen.tiles
    assert [t.game.id for t in tiles] == list(available_ids())
    for t in tiles:
        assert t.name.text() == t.game.name("en")
        assert t.summary.text() == rules_text.summary(t.game.id, "en")
        assert t.play.isVisibleTo(t) and t.watch.isVisibleTo(t)
        assert t.learn.isVisibleTo(t) == (t.game.id in GUIDE_IDS)
        assert not t.picture.pixmap().isNull()
    assert window.start_screen.tile("porrazo").players.text() == "2–6, 8 players"


def test_play_on_a_tile_asks_for_that_game_and_sits_down(qtbot, window):
    seen = answer_new_game(lambda d: d.game.id == "mattazza" or pytest.fail(d.game.id))
    window.start_screen.tile("mattazza").play.click()
    assert seen and seen[0].summary.text() == rules_text.summary("mattazza", "en")
    session = window.session
    assert session is not None and session.game.id == "mattazza"
    assert [p.kind for p in session.players][0] == "human"
    assert window.central.currentWidget() is not window.start_screen and not window.start_screen.is_up
    assert not window.scores_dock.isHidden() and not window.log_dock.isHidden()
    assert window.act_hint.isEnabled() and window.act_last.isEnabled()


def test_watch_on_a_tile_lets_the_computer_play_every_seat(qtbot, window):
    window.start_screen.tile("cirulla").watch.click()
    session = window.session
    assert session is not None and session.game.id == "cirulla"
    assert all(p.kind == "ai" for p in session.players)
    qtbot.waitUntil(lambda: len(session.parent().game_table.match.actions) >= 6, timeout=60_000)


def test_the_new_game_dialogs_watch_button_gives_every_seat_to_the_computer(qtbot, window):
    answer_new_game(watch=True)
    assert window.watch_dialog()
    players = window.session.players
    assert all(p.kind == "ai" and p.level for p in players)
    assert "You" not in [p.name for p in players]
    # The seats are remembered as they were set: the next game is played again.
    assert window.settings.new_game["seats"][0]["kind"] == "human"


def test_watching_keeps_the_rule_options_last_chosen():
    from tarotdesk.games.registry import get_game

    game = get_game("porrazo")
    previous = {"game": "porrazo", "players": 3, "options": {"porrazo": {"target": 31}}}
    setup = watch_setup(game, previous)
    assert len(setup.players) == 3 and all(p.kind == "ai" for p in setup.players)
    assert setup.options == {"target": 31}
    # Options that are not the game's, or a settings file's odd values, give the rules' own.
    assert watch_setup(game, {"options": {"porrazo": {"nonsense": 1}}}).options == {}
    assert watch_setup(game, {"options": ["porrazo"], "players": "many"}).options == {}
    assert len(watch_setup(game, {"game": "porrazo", "players": 7}).players) == game.player_counts[0]


def test_the_menus_come_in_the_order_players_expect(window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&Play", "&View", "&Help"]  # no File menu, no Settings menu of one item
    game = [a.objectName() for a in window.menu_game.actions() if not a.isSeparator()]
    assert game[:2] == ["actionNewGame", "actionWatch"] and game[-1] == "actionQuit"
    for name in ("actionOpen", "actionSaveAs", "actionReplay", "actionSettings", "actionStatistics"):
        assert name in game
    play = [a.objectName() for a in window.menu_play.actions() if not a.isSeparator()]
    assert play == ["actionContinue", "actionUndo", "actionHint", "actionLastTrick", "actionWhy",
                    "actionDealEditor"]


def test_the_side_column_is_kept_as_it_was_while_the_start_screen_is_up(qtbot, private_settings, shared_worker):
    from tarotdesk.ui.model.settings import load_settings

    first = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0),
                       ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    assert first.scores_dock.isHidden()
    first.close()  # saves the settings on the start screen
    settings, _ = load_settings()
    second = MainWindow(settings, ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    qtbot.waitUntil(lambda: second.start_screen.filled, timeout=10_000)
    second.start_screen.tile("tarokk").watch.click()
    assert not second.scores_dock.isHidden() and not second.log_dock.isHidden()
    second.close()
