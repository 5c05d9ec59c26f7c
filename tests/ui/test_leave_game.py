"""New game over an unfinished game asks first, and says where the unfinished game goes.

"Keep playing" (also Enter and Esc) leaves everything as it was; "Start a new game" opens the
New game dialog, and the game left behind is found among the saved games, to be played on.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tarotdesk.core.records import PlayerInfo
from tarotdesk.games.registry import get_game
from tarotdesk.storage.library import Library
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.dialogs.new_game_dialog import NewGameDialog
from tarotdesk.ui.model.settings import Settings
from test_autosave_resume import play_until


@pytest.fixture
def make_window(qtbot, shared_worker):
    made: list[MainWindow] = []

    def make(save: bool = True) -> MainWindow:
        w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0),
                       save=save, ai=AIRunner(worker=shared_worker))
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w
    yield make
    for w in made:
        if w.session is not None:
            w.session.close()
        w.files.keeper.detach()


def _human_game(window: MainWindow, game_id: str, seed: int) -> None:
    n = window.game_lookup(game_id).player_counts[0]
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in range(1, n)]
    window.start_game(GameSetup(game_id, players, {}, seed))


def answer(button: str | None, seen: list[str], tries: int = 100) -> None:
    """Answer the question when it comes (None: press Esc); the New game dialog is filled in."""
    def act() -> None:
        nonlocal tries
        tries -= 1
        widget = QApplication.activeModalWidget()
        if isinstance(widget, QMessageBox) and widget.objectName() == "leaveGameQuestion":
            seen.append(widget.informativeText())
            if button is None:
                widget.reject()
            else:
                widget.findChild(type(widget.defaultButton()), button).click()
            if button == "leaveGameStart":
                QTimer.singleShot(20, act)  # the New game dialog follows
            return
        if isinstance(widget, NewGameDialog):
            seen.append("dialog")
            widget.select_game("cirulla")
            for s in range(widget.n_players):
                widget.set_seat(s, "human" if s == 0 else "ai", None if s == 0 else "random")
            widget.accept()
            return
        if tries > 0:
            QTimer.singleShot(20, act)
    QTimer.singleShot(0, act)


@pytest.mark.parametrize("button", ["leaveGameKeep", None])
def test_keep_playing_leaves_the_game_as_it_was(qtbot, make_window, button):
    window = make_window()
    _human_game(window, "tarokk", seed=3)
    play_until(qtbot, window, lambda m: len(m.actions) >= 3)
    session, moves = window.session, len(window.game_table.match.actions)
    seen: list[str] = []
    answer(button, seen)
    assert not window.new_game_dialog()
    assert len(seen) == 1 and "Saved games" in seen[0]
    assert window.session is session and len(session.parent().game_table.match.actions) == moves and not session._closed


def test_a_new_game_files_the_unfinished_one_among_the_saved_games(qtbot, make_window):
    window = make_window()
    _human_game(window, "tarokk", seed=3)
    play_until(qtbot, window, lambda m: len(m.actions) >= 3)
    moves = len(window.game_table.match.actions)
    seen: list[str] = []
    answer("leaveGameStart", seen)
    assert window.new_game_dialog()
    assert seen[1:] == ["dialog"] and window.session.game.id == "cirulla"
    folder = window.files.folder
    kept = Library(folder.games, folder.games_index, get_game).entries()
    assert [(e.game, e.actions, e.over) for e in kept] == [("tarokk", moves, False)]


def test_no_question_before_anybody_acted(qtbot, make_window):
    window = make_window()
    _human_game(window, "cirulla", seed=2)
    assert not window.game_table.match.actions
    seen: list[str] = []
    answer("leaveGameKeep", seen)
    assert window.new_game_dialog()
    assert seen == ["dialog"]


def test_a_window_that_keeps_nothing_says_the_game_would_be_lost(qtbot, make_window):
    window = make_window(save=False)
    _human_game(window, "tarokk", seed=3)
    play_until(qtbot, window, lambda m: len(m.actions) >= 3)
    seen: list[str] = []
    answer("leaveGameKeep", seen)
    assert not window.new_game_dialog()
    assert "lost" in seen[0]
