"""Refusals and hints over the table: the table keeps its size, and the first hint is marked on it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from ui_driver import drag_to_table, ready
from tarotdesk.core.actions import Action
from tarotdesk.core.records import PlayerInfo
from tarotdesk.core.rng import SeededRNG
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.model.decisions import capture_cards
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.model.settings import Settings


@pytest.fixture
def window(qtbot, shared_worker):
    w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0),
                   save=False, ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(w)
    w.resize(1280, 760)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


def start(window: MainWindow, game_id: str, seed: int = 5):
    n = window.game_lookup(game_id).player_counts[0]
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"P{s}", "ai", "random") for s in range(1, n)]
    return window.start_game(GameSetup(game_id, players, {}, seed))


def play_until(qtbot, window: MainWindow, wanted, seed: str = "notes", limit: int = 200) -> None:
    """Random moves for the person until ``wanted()`` holds at the person's turn."""
    session = window.session
    rng = SeededRNG(seed)
    for _ in range(limit):
        qtbot.waitUntil(lambda: ready(window) or session.parent().game_table.match.deal_over, timeout=30_000)
        if session.parent().game_table.match.deal_over:  # a deal ended without play (a surrender, a Monte): the next
            qtbot.waitUntil(lambda: window.summary.isVisible(), timeout=10_000)
            window.summary.continued.emit()
            continue
        if wanted():
            return
        session.send(rng.choice(session.parent().game_table.match.legal_actions()))
    raise AssertionError("never reached")


def illegal_hand_card(window: MainWindow):
    session = window.session
    legal = {str(a) for a in session.parent().game_table.match.legal_actions()}
    plays = session.input.decisions.plays if session.input.decisions is not None else None
    if not plays:
        return None
    return next((c for c in window.table.frame.hand if f"play:{c.code}" not in legal), None)


def table_rect(window: MainWindow) -> QRect:
    return QRect(window.table.mapTo(window, window.table.rect().topLeft()), window.table.size())


def test_a_refusal_and_a_hint_leave_the_table_where_it_is(qtbot, window):
    start(window, "tarocco-lombardo")
    play_until(qtbot, window, lambda: illegal_hand_card(window) is not None)
    before = table_rect(window)
    card = illegal_hand_card(window)
    drag_to_table(qtbot, window, card)
    qtbot.waitUntil(lambda: window.panel.notice.isVisible(), timeout=5_000)
    qtbot.wait(50)  # let any layout request run
    assert window.panel.notice.text()
    assert table_rect(window) == before
    notes = window.table_notes.geometry()
    assert notes.height() >= window.panel.notice_box.height() > 0
    assert QRect(0, 0, window.table.width(), window.table.height()).contains(notes)
    assert window.request_hint()
    qtbot.waitUntil(lambda: bool(window.hint_bar.lines), timeout=30_000)
    qtbot.wait(50)
    assert window.hint_bar.isVisible()
    assert table_rect(window) == before
    assert window.table_notes.height() >= window.hint_bar.height() + window.panel.notice_box.height()
    window.hint_bar.close_button.click()
    qtbot.wait(50)
    assert table_rect(window) == before
    assert window.table.hint_marked() == []


def test_the_first_hint_marks_its_card_in_the_hand(qtbot, window):
    start(window, "tarocco-lombardo")
    session = window.session
    play_until(qtbot, window, lambda: bool(session.input.decisions.plays))
    assert window.request_hint()
    qtbot.waitUntil(lambda: bool(window.hint_bar.lines), timeout=30_000)
    first = Action.parse(window.hint_bar.lines[0].code)
    assert first.kind == "play"
    hinted = first.card_args()[0][0]
    assert window.table.hint_marked() == [hinted]
    assert window.table.card_item(hinted).hinted
    assert all(not window.table.card_item(c).hinted for c in window.table.frame.hand if c != hinted)
    assert window.hinted_button() is None
    # The mark goes with the position it was given for.
    session.send(first)
    qtbot.waitUntil(lambda: window.table.hint_marked() == [], timeout=5_000)


def test_a_hint_for_a_bid_marks_its_button(qtbot, window):
    start(window, "tarokk", seed=3)
    session = window.session
    play_until(qtbot, window, lambda: any(a.kind == "bid" for a in session.parent().game_table.match.legal_actions()))
    assert window.request_hint()
    qtbot.waitUntil(lambda: bool(window.hint_bar.lines), timeout=30_000)
    code = window.hint_bar.lines[0].code
    button = window.hinted_button()
    assert button is not None and button.objectName() == code
    assert window.table.hint_marked() == []
    assert sum(1 for b in window.panel.buttons() if b.property("hinted")) == 1


def test_a_capture_hint_marks_the_hand_card_and_the_cards_it_takes(qtbot, window):
    start(window, "cirulla", seed=8)
    session = window.session
    play_until(qtbot, window, lambda: any(a.kind == "capture" for a in session.parent().game_table.match.legal_actions()))
    capture = next(a for a in session.parent().game_table.match.legal_actions() if a.kind == "capture")
    window.mark_hint(capture.text)
    hand_card = capture.card_args()[0][0]
    assert set(window.table.hint_marked()) == {hand_card, *capture_cards(capture)}
    window.mark_hint("")
    assert window.table.hint_marked() == []


def table_items(window: MainWindow) -> list[tuple[str, object, tuple[float, ...]]]:
    """Every card, plate and stack on the table with its rectangle in the view's coordinates."""
    from PySide6.QtCore import QRectF

    from tarotdesk.ui.scene.table_items import CardItem, PlateItem, StackItem

    table = window.table
    out = []
    for item in table.scene().items():
        if not item.isVisible() or not isinstance(item, (CardItem, PlateItem, StackItem)):
            continue
        if isinstance(item, StackItem) and item.count <= 0:
            continue
        r = table.mapFromScene(item.mapRectToScene(QRectF(0, 0, item.w, item.h))).boundingRect()
        r.translate(table.viewport().pos())
        key = getattr(item, "code", None) or getattr(getattr(item, "info", None), "name", None)
        out.append((type(item).__name__, str(key), (r.x(), r.y(), r.width(), r.height())))
    return sorted(out)


def hand_and_plates_under_the_notes(window: MainWindow) -> list:
    """The person's cards and the name plates that lie (partly) under the visible notes."""
    notes = window.table_notes.geometry()  # in the table's coordinates
    if notes.height() <= 0:
        return []
    hand = {c.code for c in window.table.frame.hand}
    return [(kind, key, rect) for kind, key, rect in table_items(window)
            if (kind == "PlateItem" or key in hand) and QRect(*map(round, rect)).intersects(notes)]


#: The screens the table must keep still on (logical pixels of the available area).
NOTE_SCREENS = {"1366x768": QRect(0, 0, 1366, 768), "1024x640": QRect(0, 0, 1024, 640)}


@pytest.fixture(params=list(NOTE_SCREENS))
def screen_window(request, qtbot, shared_worker, monkeypatch):
    from test_screen_sizes import place_like_the_window_manager
    from tarotdesk.ui.kit import screen_fit

    area = NOTE_SCREENS[request.param]
    monkeypatch.setattr(screen_fit, "available_geometry", lambda widget=None: QRect(area))
    w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0),
                   save=False, ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(w)
    w.show()
    place_like_the_window_manager(w, area)
    qtbot.waitExposed(w)
    yield w
    w.close()


@pytest.mark.parametrize("game_id", ["tarocco-lombardo", "taroccombre-7", "tarokk", "porrazo"])
def test_a_hint_and_a_refusal_float_over_the_table_without_moving_a_card(qtbot, screen_window, game_id):
    # The notes float over the table above the hand: every card, plate and stack keeps its place
    # and its size while they are shown, and none of the person's cards or name plates is under them.
    window = screen_window
    start(window, game_id)
    session = window.session
    play_until(qtbot, window, lambda: bool(session.input.decisions.plays) and bool(window.table.frame.layout.center))
    qtbot.waitUntil(lambda: not window.table.busy, timeout=5_000)
    qtbot.wait(50)
    before, table_before = table_items(window), table_rect(window)
    assert window.request_hint()
    qtbot.waitUntil(lambda: bool(window.hint_bar.lines), timeout=30_000)
    qtbot.waitUntil(lambda: window.table_notes.height() > 0 and not window.table.busy, timeout=5_000)
    qtbot.wait(50)
    assert table_items(window) == before and table_rect(window) == table_before
    assert not hand_and_plates_under_the_notes(window)
    assert QRect(0, 0, window.table.width(), window.table.height()).contains(window.table_notes.geometry())
    card = illegal_hand_card(window)
    if card is None:  # every card may be played: a refusal of another kind
        session._refuse(lambda: "A refusal to show", session.state.phase)
    else:
        drag_to_table(qtbot, window, card)
    qtbot.waitUntil(lambda: window.panel.notice.isVisible() and not window.table.busy, timeout=5_000)
    qtbot.wait(50)
    assert table_items(window) == before and table_rect(window) == table_before
    assert not hand_and_plates_under_the_notes(window)
    window.hint_bar.close_button.click()
    window.panel.show_notice("")
    qtbot.waitUntil(lambda: window.table_notes.height() == 0, timeout=5_000)
    assert table_items(window) == before
