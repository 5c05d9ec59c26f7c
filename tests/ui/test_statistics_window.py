"""The statistics window: deals finished at the table are counted per game and player count,
games with help are marked, and the totals export as CSV."""

from __future__ import annotations

import csv
import io

import pytest
from PySide6.QtWidgets import QFileDialog

from tarotdesk.core.records import PlayerInfo
from tarotdesk.storage.statistics import MatchStats, StatisticsStore
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.model.settings import Settings
from test_autosave_resume import play_until


@pytest.fixture
def window(qtbot, shared_worker):
    w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0), ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.session is not None:
        w.session.close()
    w.files.keeper.detach()


def test_a_deal_finished_at_the_table_is_counted_and_shown(qtbot, window, tmp_path, monkeypatch):
    players = [PlayerInfo("You", "human"), PlayerInfo("Bruno", "ai", "random"), PlayerInfo("Carla", "ai", "random")]
    window.start_game(GameSetup("mattazza", players, {}, 31))
    play_until(qtbot, window, lambda m: False)
    match = window.game_table.match
    assert match.deal_over
    stats = window.files.show_statistics()
    qtbot.waitExposed(stats)
    rows = stats.total_rows()
    assert len(rows) == 1
    name, n, games, finished, won, deals, deals_won, counted, avg_deal, avg_game, best_deal, best_game, helped = \
        rows[0]
    # Mattazza is followed in lost deals: the first deal's loss (or none) is the average and the best.
    mine = match.carry["losses"][0]
    assert (n, games, deals) == ("3", "1", "1")
    assert name == window.game_lookup("mattazza").name("en")
    assert counted == "lost deals" and avg_deal == f"{mine:.2f}" and best_deal == str(mine)
    assert finished == "0" and avg_game == "–" and helped == "0"
    assert stats.matches.rowCount() == 1
    assert stats.matches.item(0, 6).text() == "Unfinished" and stats.matches.item(0, 3).text() == "You"
    # Export as the player would: a file chosen in the dialog.
    target = tmp_path / "stats.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert stats.export_dialog()
    table = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8"))))
    assert table[1][:6] == ["mattazza", "3", "1", "0", "0", "1"]
    assert table[1][7] == f"{mine:.2f}" and table[1][-1] == "losses"
    stats.close()


def test_games_with_help_are_marked_and_can_be_left_out(qtbot, window):
    store = window.files.keeper.statistics
    base = dict(game="tarokk", players=4, seat=0, name="You", date="2026-03-01T10:00:00+00:00")
    store._load().update({
        "a": MatchStats(key="a", deal_scores=[4, -2], deals_won=1, over=True, won=True, **base),
        "b": MatchStats(key="b", deal_scores=[6], deals_won=1, over=True, won=True, assisted=["hints"], **base),
    })
    stats = window.files.show_statistics()
    qtbot.waitExposed(stats)
    row = stats.total_rows()[0]
    assert row[2] == "2" and row[12] == "1" and row[10] == "+6" and row[7] == "game points"
    helped = [stats.matches.item(r, 7).text() for r in range(stats.matches.rowCount())]
    assert sorted(helped) == ["", "hints"]
    stats.include.setChecked(False)
    row = stats.total_rows()[0]
    assert row[2] == "1" and row[12] == "0" and row[10] == "+4"
    assert stats.matches.rowCount() == 1
    stats.close()


def test_hints_asked_mark_the_game(qtbot, window):
    players = [PlayerInfo("You", "human"), PlayerInfo("Bruno", "ai", "random"), PlayerInfo("Carla", "ai", "random")]
    window.start_game(GameSetup("mattazza", players, {}, 32))
    window.game_table.hints_used = True  # what asking for a hint does
    play_until(qtbot, window, lambda m: False)
    assert window.game_table.record().flags == {"hints": True}
    entry = window.files.keeper.statistics.entries()[0]
    assert entry.assisted == ["hints"]


def test_a_damaged_statistics_file_is_said_and_counting_goes_on(qtbot, window):
    path = window.files.keeper.statistics.path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("not json at all", encoding="utf-8")
    window.files.keeper.statistics = StatisticsStore(path)
    stats = window.files.show_statistics()
    assert "could not be used" in stats.note.text() and "kept as statistics-damaged-" in stats.note.text()
    assert stats.total_rows() == []
    stats.close()
    players = [PlayerInfo("You", "human"), PlayerInfo("Bruno", "ai", "random"), PlayerInfo("Carla", "ai", "random")]
    window.start_game(GameSetup("mattazza", players, {}, 33))
    play_until(qtbot, window, lambda m: False)
    assert len(StatisticsStore(path).entries()) == 1


def test_the_statistics_survive_a_restart(qtbot, window, shared_worker):
    players = [PlayerInfo("You", "human"), PlayerInfo("Bruno", "ai", "random"), PlayerInfo("Carla", "ai", "random")]
    window.start_game(GameSetup("mattazza", players, {}, 34))
    play_until(qtbot, window, lambda m: False)
    window.session.close()
    window.files.keeper.detach()
    other = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0),
                       ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(other)
    assert len(other.files.keeper.statistics.entries()) == 1


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_totals_fit_the_window_at_the_smallest_screens(qtbot, window, lang):
    # 1024x640 and 1920x1080 at twice the scale leave the window about 960 pixels: every column
    # and its heading is shown whole there, with no horizontal scroll bar ("Best gar…").
    from tarotdesk.ui.kit.i18n import install_language

    install_language(lang)
    try:
        store = window.files.keeper.statistics
        base = dict(players=4, seat=0, name="You", date="2026-03-01T10:00:00+00:00")
        store._load().update({
            f"k{i}": MatchStats(key=f"k{i}", game=g, deal_scores=[12, -30], deals_won=1, figure=f, figures=[1, 2],
                                **base)
            for i, (g, f) in enumerate([("tarokk", "game-points"), ("cirulla", "points"), ("mattazza", "losses"),
                                        ("tarocco-lombardo", "deal-points"), ("taroccombre-7", "game-points")])})
        stats = window.files.show_statistics()
        stats.resize(900, 460)
        qtbot.waitExposed(stats)
        qtbot.wait(20)
        table = stats.totals
        assert table.horizontalScrollBar().maximum() == 0
        assert table.horizontalHeader().length() <= table.viewport().width()
        stats.close()
    finally:
        install_language("en")
