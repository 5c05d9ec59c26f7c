"""The window on the screens people have: every game and every dialog inside the available area.

A test cannot change the screen of the offscreen platform once Qt runs, so the screen's
available geometry is stood in for where the program asks for it
(``tarotdesk.ui.kit.screen_fit.available_geometry``). For each supported size (1366x768,
1280x720, 1024x640, and 1920x1080 at twice the scale, that is 960x540 logical pixels) the
window takes its first size from that screen; then every game is played to the middle of a
deal and every dialog is opened, and every visible widget and every index of the person's
cards must lie inside the available area, uncut by the widget that holds it.
"""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QComboBox,
    QDockWidget,
    QLabel,
    QLineEdit,
    QMainWindow,
    QSlider,
    QWidget,
)

from ui_driver import ready
from tarotdesk.core.records import PlayerInfo
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import available_ids
from tarotdesk.ui.kit import screen_fit
from tarotdesk.ui.play.ai_runner import AIRunner
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.model.settings import Settings
from tarotdesk.ui.model.table_geometry import INDEX_HEIGHT, index_fraction
from tarotdesk.ui.scene.table_items import CardItem, LabelItem, PlateItem, StackItem

#: Available geometries of the supported screens, in logical pixels (the last: 1920x1080 at 2x).
SCREENS = {"1366x768": QRect(0, 0, 1366, 768), "1280x720": QRect(0, 0, 1280, 720),
           "1024x640": QRect(0, 0, 1024, 640), "1920x1080@2x": QRect(0, 0, 960, 540)}
#: Controls whose text or use is lost when cut.
CONTROLS = (QAbstractButton, QLabel, QComboBox, QLineEdit, QSlider)


@pytest.fixture(params=list(SCREENS))
def screen(request, monkeypatch) -> QRect:
    area = SCREENS[request.param]
    monkeypatch.setattr(screen_fit, "available_geometry", lambda widget=None: QRect(area))
    return area


def place_like_the_window_manager(window: QWidget, area: QRect) -> None:
    """Put ``window`` where a window manager would: a maximised window fills the area below
    its title bar; another keeps its size and position (inside the area, by the program)."""
    frame = screen_fit.FRAME_ALLOWANCE
    if window.windowState() & Qt.WindowState.WindowMaximized:
        window.setWindowState(Qt.WindowState.WindowNoState)
        window.setGeometry(area.adjusted(0, frame.height() - 8, 0, 0).adjusted(0, 0, -frame.width(), 0))
    else:
        assert window.width() + frame.width() <= area.width() and window.height() + frame.height() <= area.height()
        window.move(max(area.x(), window.x()), max(area.y() + frame.height() - 8, window.y()))


def global_rect(w: QWidget) -> QRect:
    return QRect(w.mapToGlobal(QPoint(0, 0)), w.size())


def in_hidden_tab(w: QWidget, top: QWidget) -> bool:
    """True inside a dock that is a tab behind another (Qt moves those off the window)."""
    p: QWidget | None = w
    while p is not None and p is not top:
        if isinstance(p, QDockWidget) and not QRect(QPoint(0, 0), top.size()).intersects(p.geometry()):
            return True
        p = p.parentWidget()
    return False


def in_scroll_view(w: QWidget, top: QWidget) -> bool:
    """True for the contents of a scrolled view (they may extend under its edges by design)."""
    p = w.parentWidget()
    while p is not None and p is not top:
        if isinstance(p, QAbstractScrollArea) and w is not p.viewport() and w not in p.findChildren(
                QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            return True
        p = p.parentWidget()
    return False


def assert_inside(top: QWidget, area: QRect) -> None:
    """Every visible widget of ``top`` inside ``area``; every control uncut by its parent."""
    bad = []
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisible() or w.width() <= 1 or w.height() <= 1 or w.isWindow() and w is not top:
            continue
        if in_hidden_tab(w, top) or in_scroll_view(w, top):
            continue
        if not area.contains(global_rect(w)):
            bad.append(("off the screen", w.objectName() or type(w).__name__, global_rect(w)))
        parent = w.parentWidget()
        if isinstance(w, CONTROLS) and parent is not None and w is not top and not isinstance(parent, QMainWindow):
            if not QRect(QPoint(0, 0), parent.size()).contains(w.geometry()):
                text = w.text() if hasattr(w, "text") else ""
                bad.append(("cut by its parent", w.objectName() or type(w).__name__, text, w.geometry(),
                            parent.objectName() or type(parent).__name__, parent.size()))
    assert not bad, bad


def assert_table_inside(window: MainWindow) -> None:
    """Every card, name plate and stack on the table lies inside the table's view."""
    table = window.table
    view = QRectF(0, 0, table.viewport().width(), table.viewport().height()).adjusted(-0.5, -0.5, 0.5, 0.5)
    bad = []
    for item in table.scene().items():
        if not item.isVisible() or not isinstance(item, (CardItem, PlateItem, StackItem)):
            continue
        if isinstance(item, StackItem) and item.count <= 0:
            continue
        rect = item.mapRectToScene(QRectF(0, 0, item.w, item.h))
        if not view.contains(rect):
            bad.append((type(item).__name__, getattr(item, "code", None), rect))
    assert not bad, (table.viewport().size(), bad)


def assert_labels_apart(window: MainWindow) -> int:
    """The table's labels (the top strip's group names, the last trick's) neither overlap each
    other nor a card of another group, and each shows its whole text; the count of labels."""
    table = window.table
    labels = [it for it in table.scene().items() if isinstance(it, LabelItem) and it.isVisible() and it.text]
    rects = [(it.text, it.mapRectToScene(it.text_rect())) for it in labels]
    bad = [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:] if ra.intersects(rb)]
    assert not bad, ("labels overlap", bad)
    for item in labels:
        metrics = QFontMetricsF(item.label_font(item.font_px))
        assert metrics.horizontalAdvance(item.text) <= item.max_w + 0.5, ("label cut", item.text, item.max_w)
    return len(labels)


def assert_indices_readable(window: MainWindow, area: QRect) -> int:
    """Every card of the person's hand shows its whole corner index, on the screen; the count."""
    table = window.table
    frame = table.frame
    assert frame is not None
    checked = 0
    for c in frame.hand:
        item = table.card_item(c)
        assert item is not None, c
        w, h = item.w * item.scale(), item.h * item.scale()
        index_w, index_h = index_fraction(c) * w, INDEX_HEIGHT * h
        for fx in (0.08, 0.5, 0.92):
            for fy in (0.1, 0.5, 0.9):
                scene = item.pos() + QPointF(index_w * fx, index_h * fy)
                view = table.mapFromScene(scene)
                top = next((it for it in table.scene().items(scene) if isinstance(it, CardItem)), None)
                assert top is item, (c, "index covered", fx, fy)
                assert table.viewport().rect().contains(view), (c, "index off the table")
                assert area.contains(table.viewport().mapToGlobal(view)), (c, "index off the screen")
        checked += 1
    return checked


@pytest.fixture
def window(qtbot, shared_worker, screen):
    w = MainWindow(Settings(language="en", animation="instant", collect_seconds=0.0),
                   save=False, ai=AIRunner(worker=shared_worker))
    qtbot.addWidget(w)
    place_like_the_window_manager(w, screen)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


def to_mid_deal(qtbot, window: MainWindow, game_id: str) -> None:
    """Start ``game_id`` with the person at seat 0 and play at random until the person is to
    play a card (or has made a dozen decisions)."""
    game = window.game_lookup(game_id)
    n = game.player_counts[0]
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"Player {s}", "ai", "random") for s in range(1, n)]
    session = window.start_game(GameSetup(game_id, players, {}, 7))
    rng = SeededRNG(game_id)
    decisions = 0
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        qtbot.waitUntil(lambda: ready(window) or session.parent().game_table.match.deal_over, timeout=30_000)
        m = session.parent().game_table.match
        if m.deal_over:
            break
        if session.input.decisions.plays and m.deal.layout().center or decisions >= 12:
            break
        session.send(rng.choice(m.legal_actions()))
        decisions += 1
    qtbot.waitUntil(lambda: not window.table.busy, timeout=10_000)
    qtbot.wait(30)  # the decision row is laid out for its new buttons


def test_the_first_size_comes_from_the_screen(qtbot, screen):
    w = MainWindow(Settings(language="en"), save=False)
    qtbot.addWidget(w)
    fits = screen.width() >= 1280 + screen_fit.FRAME_ALLOWANCE.width() and \
        screen.height() >= 800 + screen_fit.FRAME_ALLOWANCE.height()
    maximised = bool(w.windowState() & Qt.WindowState.WindowMaximized)
    assert maximised == (not fits)
    assert w.width() + screen_fit.FRAME_ALLOWANCE.width() <= screen.width()
    assert w.height() + screen_fit.FRAME_ALLOWANCE.height() <= screen.height()
    # The rule pane opens beside the table where there is room, as a tab of the side column elsewhere.
    assert w.narrow == (screen.width() < screen_fit.NARROW_WIDTH)


def test_a_remembered_geometry_is_clamped_to_this_screen(qtbot, screen):
    big = MainWindow(Settings(language="en"), save=False)
    qtbot.addWidget(big)
    big.setWindowState(Qt.WindowState.WindowNoState)
    big.setGeometry(2400, 1500, 2500, 1560)  # remembered on a large second screen
    settings = Settings(language="en")
    settings.geometry = bytes(big.saveGeometry().toBase64()).decode()
    w = MainWindow(settings, save=False)
    qtbot.addWidget(w)
    frame = screen_fit.FRAME_ALLOWANCE
    assert w.width() + frame.width() <= screen.width() and w.height() + frame.height() <= screen.height()
    assert screen.contains(QRect(w.pos(), w.size()))


@pytest.mark.parametrize("game_id", available_ids())
def test_every_game_fits_with_the_rule_pane_open_and_closed(qtbot, window, screen, game_id):
    to_mid_deal(qtbot, window, game_id)
    assert window.table.frame is not None and window.table.frame.hand
    assert_inside(window, screen)
    assert_table_inside(window)
    assert_labels_apart(window)
    assert assert_indices_readable(window, screen) == len(window.table.frame.hand)
    window.show_rules()
    qtbot.waitUntil(lambda: window.rules_dock.isVisible() and not window.table.busy, timeout=5_000)
    qtbot.wait(20)
    assert window.table.width() >= 300, window.table.size()
    assert_inside(window, screen)
    assert_table_inside(window)
    assert_labels_apart(window)
    assert_indices_readable(window, screen)


def _seven_with_two_groups() -> "Match":
    """A deal of Tarocc'Ombre for seven with the discard and the called card shown side by side,
    and a last trick (played by the easy level with fixed seeds: random players rarely call)."""
    from tarotdesk.ai.players import make_player
    from tarotdesk.core.match import Match

    from tarotdesk.games.registry import get_game

    game = get_game("taroccombre-7")
    for seed in range(40):
        match = Match(game, 7, seed=seed)
        players = [make_player("easy", game, f"{seed}-{s}") for s in range(7)]
        while not match.deal_over:
            lay = match.deal.view(0).layout()
            if len(lay.groups) >= 2 and lay.last_trick:
                return match
            seat = match.current_player
            match.apply(players[seat].choose(match.view(seat)), seat)
    raise AssertionError("no deal showed two groups and a last trick")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_labels_of_the_table_of_seven_stay_apart(qtbot, shared_worker, screen, lang):
    # Tarocc'Ombre for seven shows the discard (one card) and the called card side by side, and
    # the last trick: their labels ("Discard", "Called card") once ran into each other.
    from tarotdesk.ui.kit import i18n
    from tarotdesk.ui.model.table_frame import table_frame
    from tarotdesk.ui.model.words import Words

    i18n.install_language(lang)
    try:
        w = MainWindow(Settings(language=lang, animation="instant", collect_seconds=0.0),
                       save=False, ai=AIRunner(worker=shared_worker))
        qtbot.addWidget(w)
        place_like_the_window_manager(w, screen)
        w.show()
        qtbot.waitExposed(w)
        w.show_start_screen(False)  # a frame drawn straight on the table, without a game: the table shown
        qtbot.waitUntil(lambda: not w.table.busy, timeout=10_000)
        match = _seven_with_two_groups()
        words = Words(match.game, lang, ["You"] + [f"Player {s}" for s in range(1, 7)])
        from tarotdesk.table.state import state_of

        frame = table_frame(state_of(match, 0), words, w.settings, str,
                            "Last trick" if lang == "en" else "直前のトリック")
        w.table.show_frames([(frame, False)], 0)
        qtbot.waitUntil(lambda: not w.table.busy, timeout=10_000)
        assert len(frame.group_labels) >= 2 and all(frame.group_labels)
        assert assert_labels_apart(w) >= 3
        assert_table_inside(w)
        w.close()
    finally:
        i18n.install_language("en")


def test_every_dialog_fits(qtbot, window, screen, tmp_path):
    from tarotdesk.core.cards import card
    from tarotdesk.ui.dialogs.card_picker import CardPickerDialog
    from tarotdesk.ui.dialogs.keys import KeysDialog
    from tarotdesk.ui.dialogs.new_game_dialog import NewGameDialog
    from tarotdesk.ui.dialogs.settings_dialog import SettingsDialog

    dialogs = [
        NewGameDialog(window.games_provider(), "en", None, window),
        SettingsDialog(window.settings, window),
        KeysDialog(window),
        CardPickerDialog(window.renderer, "tarot78", [card(f"T{i}") for i in range(1, 22)],
                         {card(f"T{i}"): f"Trump {i}" for i in range(1, 22)}, "Call a card", window),
    ]
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        assert_inside(dialog, screen)
        dialog.close()
    saved = window.files.keeper.library
    from tarotdesk.ui.dialogs.saved_games import SavedGamesDialog

    listing = SavedGamesDialog(saved, window.files.recent.paths, window.game_lookup, "en", window)
    listing.show()
    qtbot.waitExposed(listing)
    assert_inside(listing, screen)
    listing.close()
    stats = window.files.show_statistics()
    qtbot.waitExposed(stats)
    assert_inside(stats, screen)
    stats.close()


def test_the_deal_summary_and_the_replay_viewer_fit(qtbot, window, screen):
    to_mid_deal(qtbot, window, "cirulla")
    session = window.session
    rng = SeededRNG("summary")
    while not session.parent().game_table.match.deal_over:
        qtbot.waitUntil(lambda: ready(window) or session.parent().game_table.match.deal_over, timeout=30_000)
        if not session.parent().game_table.match.deal_over:
            session.send(rng.choice(session.parent().game_table.match.legal_actions()))
    qtbot.waitUntil(lambda: window.summary.isVisible(), timeout=10_000)
    assert_inside(window, screen)
    table = QRect(QPoint(0, 0), window.table.size())
    assert table.contains(window.summary.geometry())
    viewer = window.files.replay_record(session.parent().game_table.record())
    assert viewer is not None
    qtbot.waitExposed(viewer)
    place_like_the_window_manager(viewer, screen)
    qtbot.wait(50)
    assert_inside(viewer, screen)
    viewer.close()


def assert_summary_rows_whole(summary) -> int:
    """Every row's text of the deal summary is shown whole: wrapped within its cell, never cut
    with "…"; the count of rows."""
    from PySide6.QtGui import QFontMetrics

    t = summary.table
    assert t.textElideMode() == Qt.TextElideMode.ElideNone
    bad = []
    for r in range(t.rowCount()):
        for c in range(t.columnCount()):
            item = t.item(r, c)
            if item is None or not item.text():
                continue
            cell = t.visualRect(t.model().index(r, c))
            metrics = QFontMetrics(item.font())
            margin = t.style().pixelMetric(t.style().PixelMetric.PM_FocusFrameHMargin, None, t) + 1
            flags = int(Qt.TextFlag.TextWordWrap) if c == 0 else 0
            needed = metrics.boundingRect(QRect(0, 0, cell.width() - 2 * margin, 100_000), flags, item.text())
            if needed.width() > cell.width() - 2 * margin or needed.height() > cell.height():
                bad.append((r, c, item.text(), cell.size(), needed.size()))
    assert not bad, bad
    return t.rowCount()


@pytest.mark.parametrize("game_id", ["taroccombre-7", "tarokk", "porrazo", "tarocco-lombardo"])
def test_every_line_of_the_deal_summary_is_shown_whole(qtbot, shared_worker, screen, game_id):
    # Japanese lines are the longest (and wrap between any two characters); both languages.
    for lang in ("ja", "en"):
        w = MainWindow(Settings(language=lang, animation="instant", collect_seconds=0.0),
                       save=False, ai=AIRunner(worker=shared_worker))
        qtbot.addWidget(w)
        place_like_the_window_manager(w, screen)
        w.show()
        qtbot.waitExposed(w)
        to_mid_deal(qtbot, w, game_id)
        session = w.session
        rng = SeededRNG("summary-" + game_id)
        while not session.parent().game_table.match.deal_over:
            qtbot.waitUntil(lambda: ready(w) or session.parent().game_table.match.deal_over, timeout=30_000)
            if not session.parent().game_table.match.deal_over:
                session.send(rng.choice(session.parent().game_table.match.legal_actions()))
        qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=10_000)
        qtbot.wait(30)
        assert assert_summary_rows_whole(w.summary) > 0
        w.close()
