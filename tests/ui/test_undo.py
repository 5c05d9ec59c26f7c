"""Undo for practice games: a setting; back to the start of the person's previous decision; the
game is marked in its record and in the statistics."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from tarotdesk.core.records import parse_record, replay
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import get_game
from tarotdesk.storage.timeline import match_at
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.model.settings import Settings
from tarotdesk.ui.model.decisions import select_count
from tarotdesk.ui.dialogs.settings_dialog import SettingsDialog
from test_autosave_resume import key, play_until
from test_files_open_save import start
from ui_driver import ready


@pytest.fixture
def make_window(qtbot, shared_worker):
    made = []

    def make(allow_undo: bool = True) -> MainWindow:
        w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0, allow_undo=allow_undo),
                       ai=AIRunner(worker=shared_worker))
        qtbot.addWidget(w)
        w.resize(1100, 760)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w
    yield make
    for w in made:
        if w.session is not None:
            w.session.close()
        w.files.keeper.detach()


def positions_of_decisions(qtbot, window: MainWindow, count: int, seed: int = 5) -> list[tuple]:
    """Make ``count`` decisions at random; the state, legal actions and move count before each."""
    rng = SeededRNG(seed)
    seen = []
    for _ in range(count):
        m = window.game_table.match
        qtbot.waitUntil(lambda: ready(window), timeout=10_000)
        seen.append((key(m), [a.text for a in m.legal_actions()], len(m.actions)))
        assert window.session.send(rng.choice(m.legal_actions()))
    qtbot.waitUntil(lambda: ready(window) or window.game_table.match.deal_over, timeout=10_000)
    return seen


def test_undo_is_off_unless_the_setting_allows_it(qtbot, make_window):
    window = make_window(allow_undo=False)
    start(window, "tarocco-lombardo", seed=3)
    positions_of_decisions(qtbot, window, 2)
    assert not window.files.act_undo.isEnabled() and not window.files.undo()
    assert "Settings" in window.files.act_undo.toolTip()


def decision_start(match, seat: int, end: int) -> int:
    """Where the run of ``seat``'s actions that ends before ``end`` begins (within its deal)."""
    j = end
    while j > 0 and match.actions[j - 1][0] == seat and j not in match.deal_starts:
        j -= 1
    return j


def test_undo_goes_back_to_the_start_of_the_previous_decision(qtbot, make_window):
    window = make_window()
    start(window, "cirulla", seed=3)
    assert not window.files.act_undo.isEnabled()  # nothing to undo yet
    seen = positions_of_decisions(qtbot, window, 4)
    assert window.files.act_undo.isEnabled()
    m = window.game_table.match
    record = window.game_table.record()
    last = max(i for i, (s, _) in enumerate(m.actions) if s == 0)
    target = decision_start(m, 0, last + 1)
    window.files.act_undo.trigger()
    back = window.game_table.match
    assert len(back.actions) == target and back.current_player == 0
    assert key(back) == key(match_at(record, target, get_game))
    # Where the person was to decide then, with the same choices.
    earlier = {n: (k, legal) for k, legal, n in seen}
    if target in earlier:
        assert (key(back), [a.text for a in back.legal_actions()]) == earlier[target]
    qtbot.waitUntil(lambda: ready(window), timeout=10_000)
    if target > 0 and any(s == 0 for s, _ in back.actions):
        assert window.files.undo()
        assert len(window.game_table.match.actions) < target
    # The game is marked, in its record and in the autosave.
    assert window.game_table.flags["undo"] is True
    window.files.keeper.flush()
    assert parse_record(window.files.folder.autosave.read_bytes(), get_game).flags["undo"] is True
    # Play goes on from there.
    before = key(window.game_table.match)
    again = positions_of_decisions(qtbot, window, 2, seed=9)
    assert again[0][0] == before


def _reach_a_choice_of_several_cards(qtbot, window: MainWindow) -> bool:
    # Random moves until the person must choose several cards at once (a discard), if it comes.
    rng = SeededRNG(2)
    while True:
        m = window.game_table.match
        qtbot.waitUntil(lambda: ready(window) or m.deal_over, timeout=10_000)
        if m.deal_over:
            return False
        d = window.session.input.decisions
        need = select_count(m.deal.view(0).prompt()[1])
        if d.selects and need >= 2:
            return True
        window.session.send(rng.choice(m.legal_actions()))


def test_a_decision_of_several_actions_is_undone_as_one(qtbot, make_window):
    # Choosing several discards is one decision made of several actions of one seat.
    window = make_window()
    for seed in range(2, 30):  # seed 2 is the first that gives the person such a choice
        start(window, "tarokk", seed=seed)
        if _reach_a_choice_of_several_cards(qtbot, window):
            break
    else:
        pytest.fail("the person never had to choose several cards")
    m = window.game_table.match
    n = len(m.actions)
    kind = next(iter(window.session.input.decisions.selects))
    for c in window.session.input.decisions.select_cards(kind):
        if button_enabled(window, "confirm:" + kind):
            break
        window.session.toggle_select(c)
    window.session.confirm_selection()
    assert len(m.actions) >= n + 2 and all(s == 0 for s, _ in m.actions[n:n + 2])
    qtbot.waitUntil(lambda: ready(window) or m.deal_over, timeout=10_000)
    # Undo takes all those discards back at once (with any choice the seat made just before them).
    target = decision_start(m, 0, n)
    record = window.game_table.record()
    assert window.files._undo_target() == target
    assert window.files.undo()
    assert key(window.game_table.match) == key(match_at(record, target, get_game))


def button_enabled(window: MainWindow, name: str) -> bool:
    return any(b.objectName() == name and b.isEnabled() for b in window.panel.buttons())


def test_undo_from_the_end_of_a_deal_goes_back_into_it(qtbot, make_window):
    window = make_window()
    start(window, "mattazza", seed=4)
    play_until(qtbot, window, lambda m: False)  # to the end of the deal
    m = window.game_table.match
    assert m.deal_over
    qtbot.waitUntil(window.summary.isVisible, timeout=10_000)
    record = window.game_table.record()
    assert window.files.undo()
    back = window.game_table.match
    assert not back.deal_over and back.deal_index == 0 and back.current_player == 0
    assert key(back) == key(replay(record, upto=len(back.actions), games=get_game))
    qtbot.waitUntil(lambda: not window.summary.isVisible(), timeout=5_000)


def test_the_statistics_mark_games_played_with_undo(qtbot, make_window):
    window = make_window()
    start(window, "mattazza", seed=4)
    positions_of_decisions(qtbot, window, 2)
    assert window.files.undo()
    play_until(qtbot, window, lambda m: False)
    entry = window.files.keeper.statistics.entries()[0]
    assert entry.assisted == ["undo"] and len(entry.deal_scores) == 1
    rows = window.files.keeper.statistics.rows()
    assert rows[0].assisted == 1 and window.files.keeper.statistics.rows(include_assisted=False) == []


def test_the_setting_is_in_the_settings_dialog(qtbot, make_window):
    window = make_window(allow_undo=False)

    def tick() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, SettingsDialog):
            QTimer.singleShot(20, tick)
            return
        assert dialog.allow_undo.text().startswith("Allow undo")
        dialog.allow_undo.setChecked(True)
        dialog.accept()
    QTimer.singleShot(0, tick)
    assert window.settings_dialog()
    assert window.settings.allow_undo
    start(window, "tarokk", seed=2)
    positions_of_decisions(qtbot, window, 1)
    assert window.files.act_undo.isEnabled()
