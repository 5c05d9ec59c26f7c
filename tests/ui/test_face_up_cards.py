"""A card the rules turn face up beside a hand says why in its tooltip, and a click on it opens
that rule (the Lombard exposure)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from ui_driver import ready, shown_window
from tarotdesk.core.cards import UNKNOWN
from tarotdesk.core.records import PlayerInfo
from tarotdesk.table.setup import GameSetup


def test_an_exposed_card_explains_itself_and_opens_its_rule(qtbot, shared_worker):
    window = shown_window(qtbot, shared_worker)
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"P{s}", "ai", "random") for s in range(1, 4)]
    session = window.start_game(GameSetup("tarocco-lombardo", players, {}, 5))
    qtbot.waitUntil(lambda: ready(window), timeout=30_000)
    frame = window.table.frame
    exposed = [(s, c) for s, cards in enumerate(frame.layout.exposed) if s != 0 for c in cards if c is not UNKNOWN]
    assert exposed, "the exposure shows a card of every other seat"
    seat, card = exposed[0]
    assert frame.card_rules[card] == "exposure"
    tip = window.table.card_item(card).toolTip()
    assert session.words.card(card) in tip and "Exposure" in tip and "Click the card" in tip
    assert not window.rules_dock.isVisible()
    point = window.table.card_view_point(card)
    assert point is not None
    acted = len(session.parent().game_table.match.actions)
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(round(point.x()), round(point.y())))
    qtbot.waitUntil(lambda: window.rules_dock.isVisible(), timeout=5_000)
    assert window.rule_pane.game_id == "tarocco-lombardo" and window.rule_pane.anchor == "exposure"
    assert len(session.parent().game_table.match.actions) == acted  # the click made no move
    window.close()
