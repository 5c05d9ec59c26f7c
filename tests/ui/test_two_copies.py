"""Two copies of the program on one data folder: the first keeps the autosave; the second says so,
plays without writing over it, and puts its games among the saved games instead.

(Each window here stands for a running copy: the autosave's lock is taken per open file, so
two windows in one process compete for it exactly as two processes do.)
"""

from __future__ import annotations

from tarotdesk.core.records import parse_record
from tarotdesk.games.registry import get_game
from tarotdesk.storage.library import Library
from tarotdesk.storage.paths import DataFolder
from tarotdesk.storage.statistics import StatisticsStore
from test_autosave_resume import _human_game, make_window, play_until  # noqa: F401


def _autosave_moves(folder: DataFolder) -> tuple[str, int]:
    record = parse_record(folder.autosave.read_bytes(), get_game)
    return record.game, len(record.actions)


def test_the_second_copy_leaves_the_first_ones_autosave_alone(qtbot, make_window):
    folder = DataFolder.default()
    first = make_window()
    assert first.files.keeper.keeps_autosave
    _human_game(first, "cirulla", seed=3)
    play_until(qtbot, first, lambda m: len(m.actions) >= 6)
    first.files.keeper.flush()
    before = _autosave_moves(folder)
    assert before[0] == "cirulla"

    second = make_window()
    assert not second.files.keeper.keeps_autosave
    second.files.start_up(resume=True)  # even asked to resume, it does not take the first's game
    assert second.session is None and second.start_screen.is_up
    told = [second.log.item(i).text() for i in range(second.log.count())]
    assert any("Another tarotdesk window" in t for t in told)
    _human_game(second, "mattazza", seed=4)
    play_until(qtbot, second, lambda m: False)  # a whole deal
    second.files.keeper.flush()
    assert _autosave_moves(folder) == before  # untouched by the second copy

    # The first plays on and keeps writing its autosave; the second's deal was counted as usual.
    play_until(qtbot, first, lambda m: len(m.actions) >= before[1] + 4)
    first.files.keeper.flush()
    assert _autosave_moves(folder)[1] > before[1]
    assert [e.game for e in StatisticsStore(folder.statistics).entries()] == ["mattazza"]

    # Closing the second files its unfinished game among the saved games.
    second.close()
    kept = [e for e in Library(folder.games, folder.games_index, get_game).entries() if e.game == "mattazza"]
    assert len(kept) == 1
    assert _autosave_moves(folder)[0] == "cirulla"


def test_a_copy_started_after_the_first_closed_keeps_the_autosave(qtbot, make_window):
    first = make_window()
    assert first.files.keeper.keeps_autosave
    first.close()
    second = make_window()
    assert second.files.keeper.keeps_autosave


def test_a_window_that_never_plays_takes_no_lock_and_writes_nothing(qtbot, make_window):
    folder = DataFolder.default()
    window = make_window()
    assert not folder.autosave_lock.exists()
    window.close()
    assert not folder.root.exists() or not any(folder.root.iterdir())
