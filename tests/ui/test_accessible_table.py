"""The table as Qt hands it to a screen reader (its accessibility interfaces, asked in the test's
own process): the hand, the trick, the seats, names in the window's language, states and focus;
what is announced, the sounds the table makes, and the keys that read the table out.

``test_screen_reader.py`` checks the same through a real AT-SPI client on an X screen.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from tarotdesk.core.packs import pack
from tarotdesk.core.records import PlayerInfo
from tarotdesk.ui.access.announcer import Announcer
from tarotdesk.ui.access.table_tree import TableTree
from tarotdesk.ui.kit.i18n import install_language
from tarotdesk.table.setup import GameSetup
from ui_driver import make, play_deal, ready


def _to_the_cards(qtbot, window, seed: int = 3) -> None:
    """A Tarokk game where you pass and make the first legal choice, up to your first card."""
    players = [PlayerInfo("You", "human")] + [PlayerInfo(n, "ai", "easy") for n in ("Anna", "Bruno", "Carla")]
    window.start_game(GameSetup("tarokk", players, {}, seed))
    m = window.game_table.match
    while True:
        qtbot.waitUntil(lambda: ready(window) or (m.deal_over and window.summary.isVisible()), timeout=60_000)
        if m.deal_over:
            window.summary.continued.emit()
            continue
        legal = m.legal_actions()
        if any(a.kind == "play" for a in legal):
            return
        passing = [a for a in legal if a.kind == "pass"]
        make(qtbot, window, passing[0] if passing else next(a for a in legal if a.kind != "session"))


def _table(window):
    return QAccessible.queryAccessibleInterface(window.table)


def _kids(iface) -> list:
    return [iface.child(i) for i in range(iface.childCount())]


def _name(iface) -> str:
    return iface.text(QAccessible.Text.Name)


def _hand(window):
    return _kids(_table(window))[0]


def test_the_hand_is_a_list_of_named_cards_with_what_they_can_do(qtbot, window) -> None:
    _to_the_cards(qtbot, window)
    s = window.session
    frame = window.table.frame
    hand = _hand(window)
    assert hand.role() == QAccessible.Role.List and _name(hand) == f"Your hand: {len(frame.hand)} cards"
    names = [_name(c) for c in _kids(hand)]
    plays = s.input.decisions.plays
    want = [f"{s.words.card(c)}, {'playable' if c in plays else 'not playable'}" for c in frame.hand]
    assert names == want
    for item in _kids(hand):
        assert item.role() == QAccessible.Role.ListItem and item.state().focusable and item.isValid()
        assert item.parent().object() is hand.object()
        # Where the card is on the screen: inside the table, and the card found there.
        rect = item.rect()
        table_rect = _table(window).rect()
        assert rect.isValid() and table_rect.contains(rect.center())
    last = _kids(hand)[-1]
    found = _table(window).childAt(last.rect().center().x(), last.rect().center().y())
    assert found is not None and found.object() is hand.object()
    assert hand.childAt(last.rect().center().x(), last.rect().center().y()).object() is last.object()


def test_playable_is_said_even_when_the_table_does_not_dim_the_others(qtbot, window) -> None:
    window.apply_settings(replace(window.settings, highlight_legal=False))
    _to_the_cards(qtbot, window)
    assert window.table.frame.legal is None  # nothing dimmed on the screen
    names = [_name(c) for c in _kids(_hand(window))]
    assert any(n.endswith(", playable") for n in names) and all(n.endswith("playable") for n in names)


def test_the_focus_is_the_card_under_the_keyboard_cursor(qtbot, window) -> None:
    _to_the_cards(qtbot, window)
    table = window.table
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    QTest.keyClick(table, Qt.Key.Key_Right)
    QTest.keyClick(table, Qt.Key.Key_Right)
    items = _kids(_hand(window))
    assert [i.state().focused for i in items] == [i == 1 for i in range(len(items))]
    focus = _table(window).focusChild()
    assert focus is not None and focus.object() is items[1].object()
    window.log.setFocus()
    qtbot.waitUntil(lambda: not table.hasFocus())
    qtbot.waitUntil(lambda: not any(i.state().focused for i in _kids(_hand(window))))


def test_a_played_card_is_on_the_trick_with_who_played_it_and_is_announced(qtbot, window) -> None:
    _to_the_cards(qtbot, window)
    s = window.session
    m = window.game_table.match
    c = sorted(s.input.decisions.plays, key=lambda x: x.code)[0]
    before = len(m.actions)
    make(qtbot, window, next(a for a in m.legal_actions() if a.kind == "play" and a.card is c))
    assert len(m.actions) > before
    qtbot.waitUntil(lambda: any(f"You play {s.words.card(c)}." in t for t, _ in window.access.announcer.said))
    trick = _kids(_table(window))[1]
    names = [_name(i) for i in _kids(trick)]
    assert f"{s.words.card(c)}, played by You" in names or not names  # the trick may be collected already
    hand = [_name(i) for i in _kids(_hand(window))]
    assert not any(h.startswith(s.words.card(c)) for h in hand)


def test_the_seats_say_what_their_plates_show(qtbot, window) -> None:
    _to_the_cards(qtbot, window)
    frame = window.table.frame
    seats = [k for k in _kids(_table(window)) if k.role() == QAccessible.Role.Grouping]
    assert [_name(k).split(", ")[0] for k in seats] == [info.name for info in frame.seats]
    mine = _name(seats[0])
    assert "to play" in mine and f"{len(frame.hand)} in hand" in mine
    assert any("Dealer" in _name(k) for k in seats)
    assert all(k.rect().isValid() for k in seats)


def test_names_follow_the_window_language(qtbot, window) -> None:
    _to_the_cards(qtbot, window)
    try:
        install_language("ja")
        window.apply_settings(replace(window.settings, language="ja"))
        frame = window.table.frame
        tarokk = pack(frame.pack_id)
        names = [_name(i) for i in _kids(_hand(window))]
        for c, name in zip(frame.hand, names):
            assert name.startswith(tarokk.name(c, "ja")) and "playable" not in name
        assert "Your hand" not in _name(_hand(window)) and _name(_table(window)) != "Card table"
    finally:
        install_language("en")


def test_the_deal_summary_is_among_the_table_objects(qtbot, window) -> None:
    _to_the_cards(qtbot, window)
    play_deal(qtbot, window, seed=2)
    kids = [k.object() for k in _kids(_table(window))]
    assert window.summary in kids and window.table.viewport() not in kids


def test_one_move_is_one_announcement_and_refusals_are_said_at_once(qtbot, window) -> None:
    _to_the_cards(qtbot, window)
    said = window.access.announcer.said
    qtbot.waitUntil(lambda: any(t.endswith("Your turn: play a card.") for t, _ in said))
    begins = next(t for t, _ in said if "play begins" in t)
    assert begins.endswith("The announcements are over; play begins.") and begins.count(".") >= 2
    s = window.session
    bad = next(c for c in window.table.frame.hand if c not in s.input.decisions.plays)
    s.play_card(bad)
    assert said[-1] == (window.panel.notice.text(), True)


def test_the_reading_keys_say_the_table_the_scores_and_the_last_event(qtbot, window) -> None:
    _to_the_cards(qtbot, window)
    said = window.access.announcer.said
    last_event = window.access.announcer.last
    QTest.keyClick(window, Qt.Key.Key_T)
    assert said[-1][0].startswith(("The trick: ", "The trick is empty.")) and "Your turn" in said[-1][0]
    QTest.keyClick(window, Qt.Key.Key_S)
    assert said[-1][0].startswith("Game points") and "You 0" in said[-1][0]
    QTest.keyClick(window, Qt.Key.Key_E)
    assert said[-1] == (last_event, True) and window.access.announcer.last == last_event


def test_without_announcement_events_a_live_label_says_the_last_event(qtbot, window) -> None:
    announcer = Announcer(window, window.table, use_events=False)
    announcer.queue("Anna plays Trump 21.")
    announcer.queue("Anna wins the trick.")
    qtbot.waitUntil(lambda: announcer.live.text() != "")
    assert announcer.live.text() == "Anna plays Trump 21. Anna wins the trick."
    assert window.statusBar().isAncestorOf(announcer.live) or announcer.live.parent() is window.statusBar()


@pytest.mark.parametrize("seed", [3])
def test_the_table_makes_its_sounds_when_they_happen(qtbot, window, seed) -> None:
    heard: list[str] = []
    window.access.sounds.play = lambda cue: heard.append(cue) or True
    _to_the_cards(qtbot, window, seed)
    assert "turn" in heard and "card" in heard
    play_deal(qtbot, window, seed=5)
    assert "take" in heard and heard[-1] in ("won", "lost")
    # Sound off: the same game is silent.
    window.apply_settings(replace(window.settings, sound=False))
    heard.clear()
    window.summary.continued.emit()
    qtbot.waitUntil(lambda: ready(window) or window.game_table.match.deal_over, timeout=60_000)
    assert heard == []


def test_the_tree_is_made_only_when_asked_for(qtbot, window) -> None:
    assert window.table.findChild(TableTree) is None
    _to_the_cards(qtbot, window)
    assert window.table.findChild(TableTree) is None  # no screen reader asked yet: nothing spent
    assert _table(window).childCount() > 5
    assert window.table.findChild(TableTree) is not None


def test_the_table_objects_point_at_their_cards(qtbot, window) -> None:
    _to_the_cards(qtbot, window)
    item = _kids(_hand(window))[0]
    card = window.table.frame.hand[0]
    point = window.table.card_view_point(card)
    global_point = window.table.viewport().mapToGlobal(point.toPoint())
    assert item.rect().contains(QPoint(global_point.x(), global_point.y()))


def test_the_hinted_card_says_so_as_soon_as_it_is_marked(qtbot, window) -> None:
    _to_the_cards(qtbot, window)
    c = next(iter(window.session.input.decisions.plays))
    index = window.table.frame.hand.index(c)
    assert not _name(_kids(_hand(window))[index]).endswith(", hint")
    window.table.set_hint_mark({c})
    assert _name(_kids(_hand(window))[index]).endswith(", playable, hint")
    window.table.set_hint_mark(set())
    assert not _name(_kids(_hand(window))[index]).endswith(", hint")
