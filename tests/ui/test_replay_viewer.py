"""The replay viewer: stepping by move, trick and deal, the scrubber, autoplay, one seat's view or
all hands, the score sheet and log following the position, and playing on from a position."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from tarotdesk.core.cards import UNKNOWN
from tarotdesk.core.records import parse_record, replay, summary
from tarotdesk.games.registry import get_game
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.replay.replay_viewer import ReplayViewer
from tarotdesk.ui.model.settings import Settings
from test_autosave_resume import key, play_until
from test_files_open_save import record_file
from ui_driver import ready


@pytest.fixture
def window(qtbot, shared_worker):
    w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0), ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    yield w
    for v in list(w.files.viewers):
        v.close()
    if w.session is not None:
        w.session.close()
    w.files.keeper.detach()


def open_viewer(qtbot, window: MainWindow, tmp_path, game_id: str, actions: int | None = None,
                humans=(0,)) -> ReplayViewer:
    path = record_file(tmp_path, game_id, actions, humans, name=f"{game_id}.tarotdesk")
    assert window.files.open_path(path, replay=True)
    viewer = window.files.viewers[-1]
    qtbot.waitExposed(viewer)
    return viewer


def test_the_end_of_a_whole_match_shows_its_final_scores(qtbot, window, tmp_path):
    viewer = open_viewer(qtbot, window, tmp_path, "reseghino")
    record = viewer.source._record
    final = replay(record, games=get_game)
    assert viewer.position == viewer.source._timeline.last and viewer.source._timeline.state(viewer.position).over
    assert viewer.scores.total_texts() == [str(v) for v in final.scores]
    assert viewer.summary.isVisible() and viewer.summary.title.text() == "The game is over"
    assert summary(viewer.source._timeline.state(viewer.position)) == summary(final)
    assert "The game is over." in viewer.info.text()


def test_stepping_back_and_forward_through_the_whole_match(qtbot, window, tmp_path):
    viewer = open_viewer(qtbot, window, tmp_path, "mattazza")
    last = viewer.source._timeline.last
    at_end = key(viewer.source._timeline.state(viewer.position))
    shown = {}
    while viewer.position > 0:
        shown[viewer.position] = (key(viewer.source._timeline.state(viewer.position)), viewer.scores.total_texts(), len(viewer.log_texts()))
        viewer.step_back()
    assert key(viewer.source._timeline.state(viewer.position)) == key(viewer.source._timeline.state(0))
    assert viewer.log_texts() == [] and not viewer.buttons["back"].isEnabled()
    while viewer.position < last:
        viewer.step_forward()
        assert (key(viewer.source._timeline.state(viewer.position)), viewer.scores.total_texts(), len(viewer.log_texts())) == shown[viewer.position]
    assert key(viewer.source._timeline.state(viewer.position)) == at_end and not viewer.buttons["forward"].isEnabled()


def test_tricks_and_deals(qtbot, window, tmp_path):
    viewer = open_viewer(qtbot, window, tmp_path, "tarocco-lombardo")
    tl = viewer.source._timeline
    viewer.go_start()
    viewer.trick_forward()
    first = viewer.position
    assert tl.stops[first].unit_end or tl.stops[first].deal_over
    # Forward by trick until the first trick is taken: the middle of the table is empty then.
    while not any(e.kind == "trick_won" for e in tl.stops[viewer.position].events):
        viewer.trick_forward()
    assert viewer.table.frame.layout.center == [] and viewer.table.frame.layout.last_trick
    viewer.deal_forward()
    assert viewer.source._timeline.state(viewer.position).deal_over and viewer.summary.isVisible()
    assert viewer.summary.title.text() == "Deal 1 is over"
    viewer.deal_forward()
    assert tl.stops[viewer.position].new_deal and viewer.source._timeline.state(viewer.position).deal_index == 1 and not viewer.summary.isVisible()
    viewer.deal_back()
    assert viewer.source._timeline.state(viewer.position).deal_over and viewer.source._timeline.state(viewer.position).deal_index == 0
    viewer.trick_back()
    assert not viewer.source._timeline.state(viewer.position).deal_over
    viewer.deal_forward()
    viewer.summary.button.click()  # "Next deal" steps on
    assert viewer.source._timeline.state(viewer.position).deal_index == 1


def test_scrubber_keys_and_log(qtbot, window, tmp_path):
    viewer = open_viewer(qtbot, window, tmp_path, "cirulla", 80)
    viewer.slider.setValue(30)
    assert viewer.position == 30 and key(viewer.source._timeline.state(viewer.position)) == key(viewer.source._timeline.state(30))
    viewer.windowHandle().requestActivate()
    qtbot.waitUntil(viewer.isActiveWindow, timeout=2_000)
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.position == 31 and viewer.slider.value() == 31
    QTest.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.position == 0
    QTest.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.position == viewer.source._timeline.last
    viewer.go_to(40)
    lines = viewer.log_texts()
    expected = [viewer.words.event(e) for _, e in viewer.source._timeline.events_until(40)]
    assert lines == expected
    for k in (40, 12, 55):  # the lines of the position shown are in bold, and only they
        viewer.go_to(k)
        bold = [i for i in range(viewer.log.count()) if viewer.log.item(i).font().bold()]
        assert bold == [i for i, j in enumerate(viewer._log_rows) if j == k]
        assert len(viewer.log_texts()) == len(viewer.source._timeline.events_until(k))
    # Clicking a log line goes to its position.
    first_row = next(i for i in range(viewer.log.count()) if not viewer.log.item(i).isHidden())
    viewer.log.itemClicked.emit(viewer.log.item(first_row))
    assert viewer.position == viewer._log_rows[first_row]
    assert "Move" in viewer.info.text() and "of 80" in viewer.info.text()


def test_all_hands_or_one_seat_view(qtbot, window, tmp_path):
    viewer = open_viewer(qtbot, window, tmp_path, "tarokk", 40)
    viewer.go_to(20)
    assert viewer.all_hands.isChecked()
    hands = viewer.table.frame.layout.hands
    assert all(c is not UNKNOWN for h in hands for c in h)
    viewer.all_hands.setChecked(False)
    lay = viewer.table.frame.layout
    seat = viewer.viewer_seat
    assert all(c is not UNKNOWN for c in lay.hands[seat])
    others = [c for s, h in enumerate(lay.hands) if s != seat for c in h]
    assert others and all(c is UNKNOWN for c in others)
    assert lay.hands == viewer.source._timeline.state(viewer.position).deal.view(seat).layout().hands
    viewer.seat.setCurrentIndex(2)
    assert viewer.table.frame.viewer == 2
    assert viewer.table.frame.layout.hands == viewer.source._timeline.state(viewer.position).deal.view(2).layout().hands
    # The log of one seat's view hides what that seat did not see.
    private = [e for _, e in viewer.source._timeline.events_until(viewer.source._timeline.last) if not e.visible_to(2)]
    viewer.go_end()
    assert len(viewer.log_texts()) == len(viewer.source._timeline.events_until(viewer.source._timeline.last, 2))
    if private:
        viewer.all_hands.setChecked(True)
        assert len(viewer.log_texts()) == len(viewer.source._timeline.events_until(viewer.source._timeline.last))


def test_autoplay_steps_forward_at_the_chosen_pace(qtbot, window, tmp_path):
    viewer = open_viewer(qtbot, window, tmp_path, "porrazo", 30)
    viewer.go_to(viewer.source._timeline.last - 3)
    viewer.pace.setCurrentIndex(0)  # the fastest pace
    viewer.toggle_autoplay()
    assert viewer.playing
    qtbot.waitUntil(lambda: not viewer.playing, timeout=5_000)
    assert viewer.position == viewer.source._timeline.last
    viewer.toggle_autoplay()  # at the end: from the start again
    assert viewer.playing and viewer.position == 0
    qtbot.waitUntil(lambda: viewer.position >= 2, timeout=5_000)
    viewer.toggle_autoplay()
    stopped = viewer.position
    qtbot.wait(600)
    assert not viewer.playing and viewer.position == stopped


def test_copy_the_record_up_to_a_position(qtbot, window, tmp_path):
    viewer = open_viewer(qtbot, window, tmp_path, "reseghino", 50)
    viewer.go_to(viewer.source._timeline.stop_of_action(33))
    text = viewer.copy_position()
    assert QGuiApplication.clipboard().text() == text
    cut = parse_record(text, get_game)
    assert cut.actions == viewer.source._record.actions[:33] and cut.created == viewer.source._record.created


def test_play_on_from_here_keeps_the_cards(qtbot, window, tmp_path):
    viewer = open_viewer(qtbot, window, tmp_path, "tarocco-lombardo", None, humans=())
    tl = viewer.source._timeline
    k = tl.stop_of_action(12)
    viewer.go_to(k)
    seat = tl.state(k).current_player
    viewer.seat.setCurrentIndex(seat)
    expected = key(tl.state(k))
    viewer.play_on()
    session = window.session
    assert session is not None and key(session.parent().game_table.match) == expected
    assert [p.kind for p in session.players] == ["human" if s == seat else "ai" for s in range(4)]
    assert session.parent().game_table.flags.get("branch") is True
    record = session.parent().game_table.record()
    assert record.flags["branch"] is True and record.created != viewer.source._record.created
    assert record.actions == viewer.source._record.actions[:12]
    # Same cards: the branch's deals are dealt from the same seed.
    assert replay(record, games=get_game).deal.layout().hands == tl.state(k).deal.layout().hands
    qtbot.waitUntil(lambda: ready(window), timeout=10_000)
    play_until(qtbot, window, lambda m: len(m.actions) >= 16)
    assert window.game_table.record().actions[:12] == viewer.source._record.actions[:12]
    # The branch is a game of its own: its autosave, its key.
    window.files.keeper.flush()
    autosave = parse_record(window.files.folder.autosave.read_bytes(), get_game)
    assert autosave.flags["branch"] is True and autosave.created == record.created


def test_replay_this_game_follows_the_game_being_played(qtbot, window):
    from test_files_open_save import start

    start(window, "tarokk", seed=2)
    play_until(qtbot, window, lambda m: len(m.actions) >= 12)
    viewer = window.files.replay_current()
    assert viewer is not None and viewer.position == viewer.source._timeline.last
    assert key(viewer.source._timeline.state(viewer.position)) == key(window.game_table.match)
    assert viewer.windowTitle().startswith("Replay: Hungarian Tarokk")


def test_an_unreplayable_record_does_not_open_a_viewer(qtbot, window, tmp_path):
    said = []
    window.files.alert = lambda title, text: said.append(text)
    record = parse_record(record_file(tmp_path, "tarokk", 20).read_bytes(), get_game)
    seat, text = record.actions[10]
    record.actions[10] = (seat, "play:SKIZ" if text != "play:SKIZ" else "pass")
    assert window.files.replay_record(record, "broken") is None
    assert said and "action 11" in said[0] and not window.files.viewers


def test_the_info_line_names_the_next_player_once(qtbot, window, tmp_path):
    viewer = open_viewer(qtbot, window, tmp_path, "cirulla", actions=30)
    viewer.go_to(viewer.source._timeline.last)
    m = viewer.source._timeline.state(viewer.position)
    assert not m.deal_over and m.current_player is not None
    nxt = viewer.info.text().split(" · ")[-1]
    name = viewer.words.seat(m.current_player)
    assert nxt.startswith("Next: ") and nxt.count(name) == 1, nxt
    assert "((" not in nxt and ".)" not in nxt
    viewer.close()


def test_porrazo_is_replayed_hand_by_hand(qtbot, window, tmp_path):
    # A deal of Porrazo is a round of three cards; the whole deal of the window is its hand.
    viewer = open_viewer(qtbot, window, tmp_path, "porrazo", actions=20)
    viewer.go_to(1)
    position = viewer.info.text().split(" · ")[1]  # its own prompts call each round of cards a deal
    assert position == "hand 1", viewer.info.text()
    assert viewer._next_deal() == "Next hand"
    lombard = open_viewer(qtbot, window, tmp_path, "tarocco-lombardo", actions=5)
    lombard.go_to(1)
    assert " · deal 1" in lombard.info.text(), lombard.info.text()
    viewer.close()
    lombard.close()
