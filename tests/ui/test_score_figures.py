"""The score sheet follows the figure each game's players keep, as the engine counts it.

Porrazo's points are credited the moment they are made: the sheet's total moves with the seat
boxes during the hand, and the column of the hand in progress says what it added so far.
Lombardy Tarot's sheet counts deal points toward the margin; Mattazza's lost deals.
"""

from __future__ import annotations

import pytest

from tarotdesk.core.records import PlayerInfo
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.play.scores import standing_caption
from test_autosave_resume import play_until


def _start(window: MainWindow, game_id: str, seed: int = 4) -> None:
    n = window.game_lookup(game_id).player_counts[0]
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in range(1, n)]
    window.start_game(GameSetup(game_id, players, {}, seed))


def test_porrazo_sheet_moves_with_the_seat_boxes_during_the_hand(qtbot, window):
    _start(window, "porrazo")
    play_until(qtbot, window, lambda m: any(m.deal.scores))
    match = window.game_table.match
    assert not match.deal_over and not match.results
    deal = match.deal
    live = [deal.scores[deal.side_of[s]] for s in range(match.n_players)]
    assert window.scores.total_texts() == [str(v) for v in live]
    assert window.scores.sheet.horizontalHeaderItem(1).text() == "Now"
    assert window.scores.column_texts(1) == [f"{v:+d}" if v else "0" for v in live]
    assert "hand in progress" in window.scores.caption.text()
    # Every seat box shows the same points, the dealer's included (its note comes before "Dealer").
    frame = window.table.frame
    for s, info in enumerate(frame.seats):
        assert info.notes[0 if not match.game.fixed_teams(match.n_players, match.options) else 1] == \
            f"{live[s]} pts", info.notes


@pytest.mark.parametrize("game_id,kind", [("tarocco-lombardo", "Deal points"), ("mattazza", "Lost deals")])
def test_the_sheet_says_what_it_counts_and_counts_it(qtbot, window, game_id, kind):
    _start(window, game_id)
    play_until(qtbot, window, lambda m: False)
    match = window.game_table.match
    assert match.deal_over
    standing = match.game.standing(match)
    assert window.scores.caption.text().startswith(kind)
    assert window.scores.caption.text() == standing_caption(standing)
    assert window.scores.total_texts() == [str(v) for v in standing.totals]
    expected = match.carry["deal_points"] if game_id == "tarocco-lombardo" else match.carry["losses"]
    assert [int(t) for t in window.scores.total_texts()][:len(expected)] == list(expected)
    qtbot.waitUntil(window.summary.isVisible, timeout=10_000)
    assert window.summary.caption.text() == standing_caption(standing)
    assert window.summary.row_texts("Total") == [str(v) for v in standing.totals]
