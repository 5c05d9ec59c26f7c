"""The game review in the replay viewer: a known blunder found and shown on the table, a kept
review shown without asking the worker, an edited record reviewed again, and Cancel.

``data/cirulla_blunder.tarotdesk`` is a Cirulla deal played by two strong players in which the
person's seat (0) then lays the Ace of Diamonds where the review's better move is the 2 of
Clubs (a blunder by about two points, which a second search with more worlds and another seed
confirms); the record stops right after it.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tarotdesk.ai.levels import REVIEW
from tarotdesk.ai.review import BLUNDER, record_digest, review_record, store_review
from tarotdesk.ai.worker import AIWorker
from tarotdesk.core.cards import card
from tarotdesk.core.records import read_record
from tarotdesk.games.registry import get_game
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.replay.replay_viewer import ReplayViewer

from ui_driver import shown_window

BLUNDER_RECORD = Path(__file__).parent / "data" / "cirulla_blunder.tarotdesk"
#: A small budget for the reviews the tests store themselves (the worker reviews at the review level).
QUICK = replace(REVIEW, worlds=6, iterations=300, work=30_000, engine_iterations=24, exact_root=6,
                exact_worlds=6, solve_below=4, time_limit=None)


@pytest.fixture
def window(qtbot, shared_worker):
    w = shown_window(qtbot, shared_worker, save=True)  # reviews are kept in saved games
    w.files.review_runner = lambda owner: AIRunner(owner, worker=shared_worker)
    yield w
    for v in list(w.files.viewers):
        v.close()
    w.files.keeper.detach()


@pytest.fixture
def asked(monkeypatch):
    """The review requests that reach the worker."""
    calls: list[tuple[int, int | None]] = []
    original = AIWorker.request_review

    def counted(self, record_text, seat, deal):  # type: ignore[no-untyped-def]
        calls.append((seat, deal))
        return original(self, record_text, seat, deal)

    monkeypatch.setattr(AIWorker, "request_review", counted)
    return calls


def open_viewer(qtbot, window: MainWindow, path: Path) -> ReplayViewer:
    assert window.files.open_path(path, replay=True)
    viewer = window.files.viewers[-1]
    qtbot.waitExposed(viewer)
    viewer.tabs.setCurrentWidget(viewer.review)
    return viewer


def click_row(qtbot, viewer: ReplayViewer, row: int) -> None:
    panel = viewer.review
    rect = panel.list.visualItemRect(panel.list.item(row))
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def reviewed_copy(tmp_path: Path, folder: Path) -> Path:
    """The blunder record with a (quickly computed) review of seat 0's deal kept in it, in ``folder``."""
    record = read_record(BLUNDER_RECORD, get_game)
    store_review(record, review_record(record, get_game, 0, 0, config=QUICK))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "reviewed.tarotdesk"
    path.write_text(record.to_text(), encoding="utf-8")
    return path


def test_a_blunder_is_found_and_shown_on_the_table(qtbot, window, tmp_path, asked):
    path = tmp_path / "from-a-friend.tarotdesk"
    shutil.copy(BLUNDER_RECORD, path)
    viewer = open_viewer(qtbot, window, path)
    panel = viewer.review
    assert panel.chosen_seat == 0 and panel.chosen_deal == 0  # the person's seat, the deal shown
    assert panel.review is None and panel.summary.text() == "Not reviewed yet: press Review."
    qtbot.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
    assert panel.running and panel.progress.isVisible() and panel.cancel_button.isVisible()
    qtbot.waitUntil(lambda: panel.review is not None, timeout=60_000)
    assert asked == [(0, 0)] and not panel.progress.isVisible()
    marks = [d.mark for d in panel.review.decisions]
    assert BLUNDER in marks and "blunder" in panel.summary.text() and "game points lost" in panel.summary.text()
    row = next(r for r, d in enumerate(panel.decisions) if d.taken == "play:DA")
    decision = panel.decisions[row]
    assert decision.mark == BLUNDER and decision.best == "play:C2"
    assert "Lay Ace of Diamonds on the table" in panel.row_texts()[row] and "?? blunder" in panel.row_texts()[row]

    viewer.go_start()
    click_row(qtbot, viewer, row)
    stop = viewer.source._timeline.stops[viewer.position]
    assert stop.actions == decision.index == 8  # the position just before the blunder
    assert viewer.viewer_seat == 0
    assert viewer.table.review_marked() == {card("DA"): "played", card("C2"): "better"}
    assert viewer.banner.isVisible() and "Better: Lay 2 of Clubs on the table" in viewer.banner.text()
    detail = panel.detail.text()
    # Plain words first: the cost in points, no error bar, no table of the review's figures.
    assert "Costs about" in detail and "game points" in detail and 'href="rule:play"' in detail
    assert "±" not in detail and "<table" not in detail
    panel.details_box.setChecked(True)  # "Details": the review's figures
    detail = panel.detail.text()
    assert "game points (±" in detail and "<table" in detail
    panel.details_box.setChecked(False)
    viewer.step_forward()  # moving on takes the marks away
    assert viewer.table.review_marked() == {} and not viewer.banner.isVisible()

    # A file from elsewhere is not rewritten: the review waits in the window for "Save with review…".
    assert json.loads(path.read_text(encoding="utf-8")).get("reviews") is None
    assert not panel.save_button.isHidden() and len(viewer.source._record.reviews) == 1
    saved = tmp_path / "with-review.tarotdesk"
    assert viewer.save_with_review(saved)
    assert read_record(saved, get_game).reviews == viewer.source._record.reviews and panel.save_button.isHidden()


def test_a_kept_review_is_shown_without_asking_the_worker(qtbot, window, tmp_path, asked):
    path = reviewed_copy(tmp_path, window.files.keeper.library.folder)
    viewer = open_viewer(qtbot, window, path)
    panel = viewer.review
    kept = read_record(path, get_game).reviews[0]
    assert panel.review is not None and len(panel.decisions) == len(kept["decisions"])
    assert panel.summary.text() != "Not reviewed yet: press Review."
    qtbot.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)  # still the kept one
    qtbot.wait(50)
    assert asked == [] and not panel.running
    # Choosing the decision that is already chosen jumps back to it, as a click does.
    row = len(panel.decisions) - 1
    panel.select(row)
    viewer.go_start()
    panel.select(row)
    assert viewer.source._timeline.stops[viewer.position].actions == panel.decisions[row].index


def test_an_edited_kept_review_is_set_aside_with_its_reason_and_computed_on_request(qtbot, window, tmp_path, asked):
    path = reviewed_copy(tmp_path, tmp_path / "elsewhere")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["reviews"][0]["decisions"][-1]["mark"] = "godlike"  # outside the digest: anybody may edit it
    path.write_text(json.dumps(data), encoding="utf-8")
    viewer = open_viewer(qtbot, window, path)
    panel = viewer.review
    last = len(data["reviews"][0]["decisions"]) - 1
    assert panel.review is None and panel.decisions == [] and asked == []
    assert panel.summary.text() == (f"The review kept in the record was set aside: its decisions[{last}].mark is "
                                    "not a mark of the review. Review computes it again")
    panel.repaint()
    qtbot.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.review is not None, timeout=60_000)
    assert asked == [(0, 0)] and all(d.mark != "godlike" for d in panel.review.decisions)


def test_an_edited_record_is_reviewed_again_and_kept_in_its_saved_game(qtbot, window, tmp_path, asked):
    path = reviewed_copy(tmp_path, window.files.keeper.library.folder)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:-1]  # the blunder taken back: the kept review no longer fits
    path.write_text(json.dumps(data), encoding="utf-8")
    viewer = open_viewer(qtbot, window, path)
    panel = viewer.review
    assert panel.review is None and asked == []
    qtbot.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.review is not None, timeout=60_000)
    assert asked == [(0, 0)]
    assert len(panel.decisions) == 4  # the blunder is gone
    # A saved game of the program's own is written back, with only the review that fits it.
    written = read_record(path, get_game)
    assert [r["digest"] for r in written.reviews] == [record_digest(written)]


def test_cancel_stops_the_review_and_the_window_answers_meanwhile(qtbot, window, tmp_path, asked):
    path = tmp_path / "deal.tarotdesk"
    shutil.copy(BLUNDER_RECORD, path)
    viewer = open_viewer(qtbot, window, path)
    panel = viewer.review
    panel.choose(0, None)  # the whole game
    qtbot.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
    assert panel.running
    viewer.go_start()  # the viewer steps while the worker reviews
    viewer.step_forward()
    assert viewer.position == 1 and panel.running
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert not panel.running and panel.progress.isHidden() and panel.review_button.isEnabled()
    assert panel.summary.text().startswith("Review cancelled")
    shown = len(panel.decisions)
    qtbot.wait(1500)
    assert panel.review is None and len(panel.decisions) == shown and viewer.source._record.reviews == []
    assert asked == [(0, None)]
    qtbot.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
    assert panel.running and asked == [(0, None), (0, None)]
    worker = panel.runner.worker
    viewer.close()  # closing the viewer stops its review
    assert panel.runner is None and worker.pending == []


def test_review_this_deal_from_the_deal_summary(qtbot, window, asked):
    from tarotdesk.core.records import PlayerInfo
    from tarotdesk.table.setup import GameSetup
    from ui_driver import play_deal

    players = [PlayerInfo("You", "human"), PlayerInfo("AI 1", "ai", "easy")]
    session = window.start_game(GameSetup("cirulla", players, {}, 8))
    play_deal(qtbot, window, 4)
    assert window.summary.review_button.text() == "Review this deal"
    window.summary.review_button.click()
    viewer = window.files.viewers[-1]
    panel = viewer.review
    assert viewer.tabs.currentWidget() is panel and (panel.chosen_seat, panel.chosen_deal) == (0, 0)
    assert window.session is session  # the game goes on meanwhile
    qtbot.waitUntil(lambda: panel.review is not None, timeout=60_000)
    assert asked == [(0, 0)]
    taken = [(d.index, d.taken) for d in panel.decisions]
    assert taken and all(viewer.source._record.actions[i] == (0, text) for i, text in taken)
    # A game in progress: the review stays in the viewer; its record (whose seed deals every card
    # of the deals to come) is not handed out before the game is over, so there is no "Save with review".
    assert panel.save_button.isHidden() and not viewer.copy_button.isEnabled()


def test_a_whole_games_chart_keeps_its_mistakes_visible(qtbot):
    from tarotdesk.ai.review import GOOD, MISTAKE, DecisionReview
    from tarotdesk.ui.replay.review_panel import ReviewChart

    def decision(row: int) -> DecisionReview:
        mark = BLUNDER if row == 57 else MISTAKE if row == 140 else GOOD
        return DecisionReview(row, row // 20, 0, "play", "play:HK", "play:SK" if mark != GOOD else "play:HK",
                              1.0 + row % 7, 1.0 + row % 7 - (3.0 if mark != GOOD else 0.0),
                              3.0 if mark != GOOD else 0.0, 0.2, mark)

    chart = ReviewChart()
    qtbot.addWidget(chart)
    chart.resize(320, 130)
    chart.set_decisions([decision(r) for r in range(200)], selected=57)
    chart.show()
    qtbot.waitExposed(chart)
    assert chart.radius(0) < 1.6 and chart.radius(57) == 6.0 and chart.radius(140) == 6.0
    assert len(chart.deal_starts()) == 9  # ten deals
    image = chart.grab().toImage()
    blunder = chart.point(57, chart.decisions[57].taken_value)
    assert image.pixelColor(int(blunder.x()), int(blunder.y())).name() != chart.palette().base().color().name()
    # A short deal keeps full-size dots.
    chart.set_decisions([decision(r) for r in range(12)])
    assert chart.radius(0) == 4.0 and chart.deal_starts() == []
