"""Guided first games at the window: each completed by simulated input along its script, and once
left (a different legal move at one of the person's steps) without breaking; the start page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from tarotdesk.core.actions import Action
from tarotdesk.core.records import replay
from tarotdesk.games.registry import get_game
from tarotdesk.guides import GUIDE_IDS, load_guide
from tarotdesk.ui.window.guided import coach_panel, start_guide, start_guided_game
from ui_driver import button, click_card, make, ready

TIMEOUT = 60_000


def _next_enabled(window) -> bool:
    panel = coach_panel(window)
    return panel.next_button.isVisible() and panel.next_button.isEnabled()


def _play_on_script(qtbot, window, guide, leave_at: int | None = None) -> None:
    """Press Next and make the script's moves until the deal ends; at the person's point
    ``leave_at`` make another legal move instead."""
    m = window.game_table.match
    while not m.deal_over:
        qtbot.waitUntil(lambda: m.deal_over or ready(window) or _next_enabled(window), timeout=TIMEOUT)
        if m.deal_over:
            break
        if _next_enabled(window):
            qtbot.mouseClick(coach_panel(window).next_button, Qt.MouseButton.LeftButton)
            continue
        point = len(m.actions)
        on_script = window.game_table.coach.on_script
        scripted = Action.parse(guide.record.actions[point][1]) if on_script else None
        if leave_at is not None and point >= leave_at and on_script:
            scripted = next(a for a in m.legal_actions() if a != scripted)
        action = scripted if scripted is not None else m.legal_actions()[0]
        if action.kind in window.session.input.decisions.selects and scripted is not None:
            _select(qtbot, window, guide, point)
        else:
            make(qtbot, window, action)
    qtbot.waitUntil(lambda: window.summary.isVisible(), timeout=TIMEOUT)


def _in_run(guide, point: int) -> bool:
    """True if the person's action at ``point`` is one of several of one kind made together."""
    actions = guide.record.actions
    kind = Action.parse(actions[point][1]).kind
    return any(0 <= i < len(actions) and actions[i][0] == guide.seat and Action.parse(actions[i][1]).kind == kind
               for i in (point - 1, point + 1))


def _select(qtbot, window, guide, point: int) -> None:
    """Choose the script's run of cards of one kind (a discard of two) by clicks, then confirm."""
    seat, text = guide.record.actions[point]
    kind = Action.parse(text).kind
    run = []
    for s, t in guide.record.actions[point:]:
        if s != seat or Action.parse(t).kind != kind:
            break
        run.append(Action.parse(t).card)
    for c in run:
        click_card(window, c)
    qtbot.mouseClick(button(window, "confirm:" + kind), Qt.MouseButton.LeftButton)
    assert len(window.game_table.match.actions) >= point + len(run)


@pytest.mark.parametrize("guide_id", GUIDE_IDS)
def test_guided_game_on_script(qtbot, window, guide_id):
    guide = load_guide(guide_id)
    start_guide(window, guide_id)
    panel = coach_panel(window)
    assert panel.parentWidget().isVisible()
    assert panel.title.text() == guide.title("en")
    _play_on_script(qtbot, window, guide)
    record = window.game_table.record()
    assert record.actions == guide.record.actions  # the script, every seat's move of it
    assert window.game_table.coach.on_script
    # The scoring is explained step by step at the deal's end: read them all.
    while _next_enabled(window):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    last = [s for s in guide.steps if s.at == len(guide.record.actions)][-1]
    assert panel.text.text() == guide.text(last, "en")
    scores = [replay(r, games=get_game).results[0].deal_score for r in (record, guide.record)]
    assert scores[0] == scores[1]


@pytest.mark.parametrize("guide_id", GUIDE_IDS)
def test_guided_game_left(qtbot, window, guide_id):
    guide = load_guide(guide_id)
    start_guide(window, guide_id)
    m = window.game_table.match
    # Leave at the first of the person's steps where another legal move exists.
    # (Not inside a run of cards chosen together, such as a discard of several cards.)
    leave = next(s.at for s in guide.steps if s.expect is not None and not _in_run(guide, s.at)
                 and len(replay(guide.record, upto=s.at, games=get_game).legal_actions()) > 1)
    _play_on_script(qtbot, window, guide, leave_at=leave)
    panel = coach_panel(window)
    assert not window.game_table.coach.on_script and window.game_table.coach.left_at == leave
    assert m.actions[leave] != (guide.seat, Action.parse(guide.record.actions[leave][1]))
    assert panel.hint_button.isVisible() and not panel.next_button.isVisible()
    assert any(b.objectName().startswith("coachRule:") for b in panel.findChildren(QPushButton))


def test_start_page_starts_a_guide(qtbot, window):
    from tarotdesk.ui.dialogs.learn_page import LearnPage

    seen = []

    def choose():
        page = QApplication.activeModalWidget()
        if not isinstance(page, LearnPage):
            QTimer.singleShot(20, choose)
            return
        seen.extend(b.objectName() for b in page.findChildren(QPushButton))
        page.findChild(QPushButton, "learn:cirulla").click()

    QTimer.singleShot(0, choose)
    assert window.show_learn_page()
    assert set(seen) >= {"learn:" + g for g in GUIDE_IDS}
    assert window.session.game.id == "cirulla"
    assert window.settings.learn_offered


def test_practice_deal_without_a_script(qtbot, window):
    guide = load_guide("cirulla")
    start_guided_game(window, guide.record)  # a deal without its guide: the coach speaks generally
    panel = coach_panel(window)
    assert not window.game_table.coach.on_script
    assert panel.hint_button.isVisible()
    m = window.game_table.match
    qtbot.waitUntil(lambda: ready(window), timeout=TIMEOUT)
    make(qtbot, window, m.legal_actions()[0])
    assert len(m.actions) >= 1
