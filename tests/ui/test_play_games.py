"""Every game is playable at the window: a whole deal by simulated input on the human seat.

For each game id (and the core's toy game), a game is set up through the New game dialog with
one human seat and computer seats, the human's decisions are made with the table's controls
(drag-and-drop for cards, clicks, the pickers and buttons for the rest), the computer seats
play through the AI worker process, and the scores the window shows at the end of the deal
must equal the engine's, recomputed by replaying the match's record.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from ui_driver import engine_scores, play_deal
from tarotdesk.core.records import replay
from tarotdesk.games.registry import available_ids, get_game
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.dialogs.new_game_dialog import NewGameDialog
from tarotdesk.ui.play.scores import figure_text, shows_game_points, standing_caption
from tarotdesk.ui.model.settings import Settings
from toygame import GAME as TOY

GAME_IDS = [*available_ids(), "toy"]


def lookup(game_id: str):
    return TOY if game_id == "toy" else get_game(game_id)


@pytest.fixture
def window(qtbot, shared_worker):
    w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0), save=False,
                   ai=AIRunner(worker=shared_worker))
    w.game_lookup = lookup
    w.games_provider = lambda: [lookup(g) for g in GAME_IDS]
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


def start_with_dialog(qtbot, window: MainWindow, game_id: str, seed: int) -> None:
    """Fill in the New game dialog like a user: the game, the human seat 1, computers elsewhere."""
    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(20, fill)
            return
        dialog.select_game(game_id)
        for s in range(dialog.n_players):
            dialog.set_seat(s, "human" if s == 0 else "ai", None if s == 0 else "random")
        dialog.seed_edit.setText(str(seed))
        dialog.accept()
    QTimer.singleShot(0, fill)
    assert window.new_game_dialog()
    assert window.session is not None and window.session.game.id == game_id


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_deal_by_input_scores_as_the_engine(qtbot, window, game_id):
    start_with_dialog(qtbot, window, game_id, seed=11)
    session = window.session
    made = play_deal(qtbot, window, seed=3)
    match = session.parent().game_table.match
    assert match.deal_over
    assert session.ai_failures == 0, [window.log.item(i).text() for i in range(window.log.count())]
    assert made > 0 or all(session.is_computer(s) for s, _ in match.actions)
    deals, totals = engine_scores(window)
    assert [list(r.deal_score) for r in match.results] == deals
    # The sheet and the summary show the running figure of the engine (replayed from the record):
    # game points, deal points, points toward the target or lost deals, under their caption.
    replayed = replay(session.parent().game_table.record(), games=window.game_lookup)
    standing = replayed.game.standing(replayed)
    assert window.scores.total_texts() == [str(v) for v in standing.totals]
    assert window.scores.column_texts(window.scores.deal_column(0)) == [
        figure_text(v, standing) for v in standing.deals[0]]
    assert window.scores.caption.text() == standing_caption(standing) != ""
    summary = window.summary
    this_deal = "This hand" if game_id == "porrazo" else "This deal"  # Porrazo's word for its deal
    assert summary.row_texts(this_deal) == [figure_text(v, standing) for v in standing.deals[-1]]
    assert summary.row_texts("Total") == [str(v) for v in standing.totals]
    if shows_game_points(standing, totals, deals[-1]):
        assert summary.row_texts("Game points, t" + this_deal[1:]) == [f"{v:+d}" if v else "0" for v in deals[-1]]
        assert summary.row_texts("Game points, total") == [str(v) for v in totals]
    else:
        assert standing.kind != "game-points" or standing.totals == totals
