"""The decision row's digit keys stay with their choice from round to round, and Enter never
sweeps a deal summary away."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ui_driver import ready, shown_window
from tarotdesk.core.records import PlayerInfo
from tarotdesk.core.rng import SeededRNG
from tarotdesk.ui.model.choice_keys import ChoiceKeys
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.window.main_window import MainWindow


def test_a_lasting_choice_keeps_its_key_in_its_phase():
    keys = ChoiceKeys()
    scope = ("tarokk", "bidding")
    first = keys.keys(scope, ["pass", "bid:three", "bid:two", "bid:one"], [True] * 4)
    assert first == [1, 2, 3, 4]
    # The next round offers only the higher bids, and one new: the old ones keep their keys.
    assert keys.keys(scope, ["pass", "bid:one", "bid:solo"], [True] * 3) == [1, 4, 5]
    assert keys.keys(scope, ["bid:two", "pass"], [True] * 2) == [3, 1]
    # Another phase numbers its own choices.
    assert keys.keys(("tarokk", "announcements"), ["pass", "announce:trull"], [True, True]) == [1, 2]


def test_choices_of_the_moment_take_the_keys_left_free():
    keys = ChoiceKeys()
    scope = ("cirulla", "play")
    assert keys.keys(scope, ["cancel"], [True]) == [1]
    row = keys.keys(scope, ["capture:H7:D7", "capture:H7:D3+S4", "cancel"], [False, False, True])
    assert row == [2, 3, 1]
    assert keys.keys(scope, ["capture:S2:D2", "cancel"], [False, True]) == [2, 1]


def test_no_key_means_two_choices_of_one_phase():
    keys = ChoiceKeys()
    scope = ("g", "p")
    names = [f"w{i}" for i in range(9)]
    assert keys.keys(scope, names, [True] * 9) == list(range(1, 10))
    assert keys.keys(scope, ["w10", "w3"], [True, True]) == [None, 4]


@pytest.fixture
def window(qtbot, shared_worker):
    w = shown_window(qtbot, shared_worker)
    yield w
    w.close()


def shown_keys(window: MainWindow) -> dict[str, int]:
    """Each button's name with the digit its text shows ("&2  One" -> 2)."""
    out = {}
    for b in window.panel.buttons():
        found = re.match(r"&(\d)  ", b.text())
        if found:
            out[b.objectName()] = int(found.group(1))
    return out


def test_a_bid_keeps_its_key_across_rounds_and_deals(qtbot, window):
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"P{s}", "ai", "random") for s in range(1, 4)]
    session = window.start_game(GameSetup("tarokk", players, {}, 3))
    match = session.parent().game_table.match
    rng = SeededRNG("keys")
    seen: dict[tuple[str, str], int] = {}  # (phase, choice) -> key
    rows: set[tuple[str, tuple[str, ...]]] = set()
    for _ in range(400):
        qtbot.waitUntil(lambda: ready(window) or match.deal_over, timeout=30_000)
        if match.deal_over:
            if match.deal_index >= 3 or match.over:
                break
            qtbot.waitUntil(lambda: window.summary.isVisible(), timeout=10_000)
            window.summary.continued.emit()
            continue
        phase = session.state.phase
        keys = shown_keys(window)
        rows.add((phase, tuple(sorted(keys))))
        for name, key in keys.items():
            assert seen.setdefault((phase, name), key) == key, (phase, name, key, seen[(phase, name)])
        given = [k for (p, _), k in seen.items() if p == phase]
        assert len(given) == len(set(given)), (phase, seen)  # one choice per key in a phase
        session.send(rng.choice(match.legal_actions()))
    # The bidding offered different sets of bids in its rounds: the test saw keys kept, not one row.
    assert len({names for phase, names in rows if phase == "bidding" and len(names) > 1}) >= 2, rows


def test_a_digit_presses_the_button_that_shows_it(qtbot, window):
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"P{s}", "ai", "random") for s in range(1, 4)]
    session = window.start_game(GameSetup("tarokk", players, {}, 12))
    match = session.parent().game_table.match
    rng = SeededRNG("digit")
    for _ in range(200):
        qtbot.waitUntil(lambda: ready(window), timeout=30_000)
        keys = shown_keys(window)
        if len(keys) >= 2 and max(keys.values()) > len(keys) - 0:
            break
        session.send(rng.choice(match.legal_actions()))
    name, key = max(keys.items(), key=lambda item: item[1])
    before = len(match.actions)
    QTest.keyClick(window, Qt.Key.Key_0 + key)
    assert [a.text for _, a in match.actions[before:before + 1]] == [name]


def test_enter_never_sweeps_the_summary_away(qtbot, window):
    players = [PlayerInfo(f"P{s}", "ai", "random") for s in range(2)]
    session = window.start_game(GameSetup("porrazo", players, {}, 3))
    qtbot.waitUntil(lambda: window.summary.isVisible(), timeout=60_000)
    deal = session.parent().game_table.match.deal_index
    for target in (window.focusWidget(), window.summary.button, window.summary, window.table, window):
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QTest.keyClick(target or window, key)
    qtbot.wait(100)
    assert window.summary.isVisible() and session.parent().game_table.match.deal_index == deal
    assert window.summary.review_button.isVisible()
    assert "(C)" in window.summary.button.text()  # the key that does go on is on the button
    QTest.keyClick(window, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: session.parent().game_table.match.deal_index == deal + 1, timeout=5_000)
