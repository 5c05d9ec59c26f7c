"""Input at the table: refusals, the keyboard, clicks, selections, the summary, languages, settings."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from tarotdesk.core.actions import Action
from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import available_ids, get_game
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.window.main_window import MainWindow
from tarotdesk.ui.model.settings import Settings, load_settings, save_settings, settings_path
from toygame import GAME as TOY
from ui_driver import click_card, drag_to_table, make, ready, shown_window


def lookup(game_id: str):
    return TOY if game_id == "toy" else get_game(game_id)


@pytest.fixture
def window(qtbot, shared_worker):
    w = shown_window(qtbot, shared_worker, lookup)
    yield w
    w.close()


def seed_with_dealer(dealer: int) -> int:
    return next(s for s in range(200) if Match(TOY, 4, seed=s).dealer == dealer)


def start_toy(window, seed: int):
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in (1, 2, 3)]
    return window.start_game(GameSetup("toy", players, {}, seed))


def wait_turn(qtbot, window, want_plays: bool = True, condition=None):
    """Play random moves by input until the person must play a card (and ``condition`` holds)."""
    s = window.session
    rng = SeededRNG(1)
    for _ in range(400):
        qtbot.waitUntil(lambda: ready(window) or s.parent().game_table.match.deal_over, timeout=30_000)
        assert not s.parent().game_table.match.deal_over, "the deal ended before the wanted situation"
        d = s.input.decisions
        if (bool(d.plays) == want_plays) and (condition is None or condition(s)):
            return s
        make(qtbot, window, rng.choice(s.parent().game_table.match.legal_actions()))
    raise AssertionError("situation not reached")


def test_a_refused_card_goes_back_and_the_reason_is_shown(qtbot, window):
    start_toy(window, seed_with_dealer(3))

    def has_illegal(s):
        hand = s.parent().game_table.match.deal.view(0).layout().hands[0]
        return any(c not in s.input.decisions.plays for c in hand)

    s = wait_turn(qtbot, window, condition=has_illegal)
    hand = s.parent().game_table.match.deal.view(0).layout().hands[0]
    bad = next(c for c in hand if c not in s.input.decisions.plays)
    before = len(s.parent().game_table.match.actions)
    drag_to_table(qtbot, window, bad)
    qtbot.waitUntil(lambda: not window.table.busy, timeout=3000)
    assert len(s.parent().game_table.match.actions) == before
    item = window.table.card_item(bad)
    assert item.pos() == QPointF(item.home[0], item.home[1])  # back at its place in the hand
    assert item.pos().y() > window.table.geometry_model().drop_line()
    expected = s.words.refusal(s.seats.check(Action("play", bad)))
    assert window.panel.notice.text() == expected and expected


def test_the_keyboard_plays_a_card(qtbot, window):
    start_toy(window, seed_with_dealer(3))
    s = wait_turn(qtbot, window)
    frame = window.table.frame
    target = next(i for i, c in enumerate(frame.hand) if c in s.input.decisions.plays)
    window.table.setFocus()
    before = len(s.parent().game_table.match.actions)
    QTest.keyClick(window.table, Qt.Key.Key_Home)
    for _ in range(target):
        QTest.keyClick(window.table, Qt.Key.Key_Right)
    assert window.table.focused_card() is frame.hand[target]
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert len(s.parent().game_table.match.actions) == before + 1
    assert s.parent().game_table.match.actions[before][1].card is frame.hand[target]


def test_a_card_is_lifted_by_one_click_and_played_by_the_second(qtbot, window):
    start_toy(window, seed_with_dealer(3))
    s = wait_turn(qtbot, window)
    card = next(iter(s.input.decisions.plays))
    before = len(s.parent().game_table.match.actions)
    click_card(window, card)
    assert card in window.table.frame.selected and len(s.parent().game_table.match.actions) == before
    assert window.panel.buttons()[0].objectName() == "play-chosen"
    click_card(window, card)
    assert len(s.parent().game_table.match.actions) == before + 1


def test_cards_are_chosen_by_clicks_and_confirmed(qtbot, window):
    start_toy(window, seed_with_dealer(0))
    s = wait_turn(qtbot, window, want_plays=False)
    assert "discard" in s.input.decisions.selects
    chosen = s.input.decisions.select_cards("discard")[:2]
    for c in chosen:
        click_card(window, c)
    assert set(window.table.frame.selected) == set(chosen)
    confirm = next(b for b in window.panel.buttons() if b.objectName() == "confirm:discard")
    before = len(s.parent().game_table.match.actions)
    qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
    assert [a for _, a in s.parent().game_table.match.actions[before:]] == [Action("discard", c) for c in chosen]


def test_cards_are_chosen_and_confirmed_with_the_keyboard(qtbot, window):
    # Enter chooses the card under the cursor; Enter on a chosen card, once all are, confirms.
    start_toy(window, seed_with_dealer(0))
    s = wait_turn(qtbot, window, want_plays=False)
    assert "discard" in s.input.decisions.selects and "Enter" in window.panel.hint.text()
    hand = window.table.frame.hand
    chosen = s.input.decisions.select_cards("discard")[:2]
    window.table.setFocus()
    for c in chosen:
        window.table.set_focus_index(hand.index(c))
        QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert set(window.table.frame.selected) == set(chosen)
    before = len(s.parent().game_table.match.actions)
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # the cursor is still on a chosen card
    assert [a for _, a in s.parent().game_table.match.actions[before:]] == [Action("discard", c) for c in chosen]


def test_number_keys_press_the_decision_buttons(qtbot, window):
    start_toy(window, seed_with_dealer(0))
    s = wait_turn(qtbot, window, want_plays=False)
    card = s.input.decisions.select_cards("discard")[0]
    click_card(window, card)
    assert window.panel.trigger(5) is False  # no sixth button
    key = window.panel.key_of("cancel")
    assert key is not None and window.panel.buttons()[[b.objectName() for b in window.panel.buttons()].index(
        "cancel")].text().startswith(f"&{key}  ")  # the button shows the key that presses it
    QTest.keyClick(window, Qt.Key.Key_0 + key)
    assert not window.table.frame.selected


def test_the_summary_continues_to_the_next_deal(qtbot, window):
    session = window.start_game(GameSetup("toy", [PlayerInfo(f"AI {s}", "ai", "random") for s in range(4)], {}, 2))
    qtbot.waitUntil(lambda: window.summary.isVisible(), timeout=60_000)
    assert session.parent().game_table.match.deal_index == 0
    QTest.keyClick(window, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: session.parent().game_table.match.deal_index == 1, timeout=5000)
    assert not window.summary.isVisible()


@pytest.mark.skipif("tarocco-lombardo" not in available_ids(), reason="needs a real game's Japanese texts")
def test_switching_to_japanese_changes_the_game_texts(qtbot, window):
    from PySide6.QtGui import QFontMetrics

    players = [PlayerInfo("あなた", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in (1, 2, 3)]
    session = window.start_game(GameSetup("tarocco-lombardo", players, {}, 3))
    qtbot.waitUntil(lambda: bool(window.status_label.text()), timeout=30_000)
    window.apply_settings(Settings(language="ja", animation="instant", collect_seconds=0.0))
    assert session.words.lang == "ja"
    assert session.words.game_name() == get_game("tarocco-lombardo").name("ja")
    assert any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in window.status_label.text())
    assert QFontMetrics(window.status_label.font()).inFontUcs4(ord("札"))
    window.apply_settings(Settings(language="en", animation="instant", collect_seconds=0.0))
    assert session.words.lang == "en"


def test_a_damaged_settings_file_gives_the_defaults_and_a_notice(qtbot, private_settings):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"language": "ja", "animation": ', encoding="utf-8")
    settings, problem = load_settings()
    assert problem is not None and problem.kind == "damaged"
    assert settings == Settings(language=settings.language)
    window = MainWindow(settings, problem, save=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.log.count() > 0, timeout=3000)
    assert str(path) in window.log.item(0).text()
    # The damaged file is kept aside (as a damaged autosave is), so that saving does not replace it.
    kept = [p for p in path.parent.iterdir() if p.name.startswith("settings-damaged-")]
    assert len(kept) == 1 and problem.kept == str(kept[0]) and not path.exists()
    assert kept[0].read_text(encoding="utf-8") == '{"language": "ja", "animation": '
    assert f"The damaged file was kept as {kept[0]}." in window.log.item(0).text()
    assert save_settings(settings) is None and kept[0].read_text(encoding="utf-8").endswith('"animation": ')
    path.write_text(json.dumps({"animation": "warp", "highlight_legal": False}), encoding="utf-8")
    settings, problem = load_settings()
    assert problem.kind == "invalid-values" and "animation" in problem.detail
    assert settings.highlight_legal is False and settings.animation == ""  # the default: not chosen


def test_settings_and_window_geometry_survive_a_restart(qtbot, private_settings):
    first = MainWindow(Settings(language="en", animation="slow", sort_order="trumps-last"))
    qtbot.addWidget(first)
    first.resize(760, 560)  # within the offscreen screen (800 x 600)
    first.show()
    qtbot.waitExposed(first)
    first.close()
    settings, problem = load_settings()
    assert problem is None
    assert (settings.animation, settings.sort_order) == ("slow", "trumps-last")
    second = MainWindow(settings, save=False)
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (760, 560)
    assert save_settings(settings) is None
