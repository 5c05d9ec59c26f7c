"""Practice at the window: "Why did it play that?" for a computer player's move in every game,
"Play this deal again" from the deal summary and the replay viewer, and the deal editor (a deal
made in it played to the end, an impossible deal refused with its reason)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tarotdesk.core.records import PlayerInfo
from tarotdesk.games.registry import all_games
from tarotdesk.table.setup import GameSetup
from ui_driver import make, play_deal, ready

GAMES = [g.id for g in all_games()]


def start(window, game_id: str, seed: int = 3):
    game = window.game_lookup(game_id)
    n = game.player_counts[0]
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "easy") for s in range(1, n)]
    return window.start_game(GameSetup(game_id, players, {}, seed))


def until_an_ai_move(qtbot, window) -> int:
    """Play the person's moves (random legal ones) until a computer player has moved; its index."""
    from tarotdesk.core.rng import SeededRNG

    s = window.session
    m = s.parent().game_table.match
    rng = SeededRNG(1)
    why = window.practice.why
    while why.last_move() is None:
        qtbot.waitUntil(lambda: why.last_move() is not None or ready(window), timeout=30_000)
        if why.last_move() is None:
            make(qtbot, window, rng.choice(m.legal_actions()))
    return why.last_move()


def leave_when_asked(tries: int = 200) -> None:
    """Answer "start the new game" to the question about leaving the unfinished game."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def act() -> None:
        widget = QApplication.activeModalWidget()
        if isinstance(widget, QMessageBox) and widget.objectName() == "leaveGameQuestion":
            widget.findChild(type(widget.defaultButton()), "leaveGameStart").click()
        elif tries > 0:
            leave_when_asked(tries - 1)

    QTimer.singleShot(20, act)


def answered(qtbot, window) -> str:
    why = window.practice.why
    qtbot.waitUntil(lambda: why.panel is not None and why._token is None, timeout=60_000)
    return why.panel.text.text()


@pytest.mark.parametrize("game_id", GAMES)
def test_why_did_it_play_that_in_every_game(qtbot, window, game_id):
    s = start(window, game_id)
    move = until_an_ai_move(qtbot, window)
    why = window.practice.why
    seat, action = s.parent().game_table.match.actions[move]
    rows = [r for r in range(window.log.count()) if why.move_of_row(r) == move]
    assert rows, "the move's log line is not known as that move"
    # During the deal: what everybody saw the move do, and nothing of the hand it came from.
    assert why.ask(move)
    text = answered(qtbot, window)
    assert f"AI {seat}&#x27;s move: {s.words.action(action)}" in text
    assert "What everybody saw" in text and "still hidden" in text
    assert "strong player" not in text and "weighed, with the game points" not in text
    # Once the deal is over: the strong player's reading, its alternatives and the seat's level.
    play_deal(qtbot, window, 3)
    assert why.ask(move)
    text = answered(qtbot, window)
    assert "easy level" in text and "strong player" in text and "What everybody saw" not in text
    window.practice.why.panel.close()


def test_why_answers_in_japanese_with_a_rule_link_for_a_forced_card(qtbot, window):
    s = start(window, "tarokk", seed=5)
    why = window.practice.why
    forced = None
    from tarotdesk.ai.why import view_before
    from tarotdesk.core.rng import SeededRNG

    rng = SeededRNG(2)
    while forced is None and not s.parent().game_table.match.deal_over:
        qtbot.waitUntil(lambda: s.parent().game_table.match.deal_over or ready(window), timeout=30_000)
        m = s.parent().game_table.match
        for i in range(m.deal_starts[-1], len(m.actions)):
            seat, action = m.actions[i]
            if s.is_computer(seat) and action.kind == "play":
                v = view_before(m, i)
                if len([a for a in v.legal_actions() if a.kind == "play"]) == 1 and len(v.deal.hands[seat]) > 1:
                    forced = i
        if forced is None and not m.deal_over:
            make(qtbot, window, rng.choice(m.legal_actions()))
    if forced is None:
        pytest.fail("this fixed deal no longer holds a forced card: choose another seed")
    play_deal(qtbot, window, 3)  # a forced card says something of its hand: told once the deal is over
    window.apply_settings(replace(window.settings, language="ja"))
    assert why.ask(forced)
    text = answered(qtbot, window)
    assert "出せる" in text and 'href="rule:' in text
    assert "move" not in text
    window.apply_settings(replace(window.settings, language="en"))


def test_the_card_on_the_table_tells_its_move(qtbot, window):
    s = start(window, "mattazza")
    move = until_an_ai_move(qtbot, window)
    seat, action = s.parent().game_table.match.actions[move]
    assert window.practice.why.move_of_card(action.card) == move


def test_play_this_deal_again_from_the_summary_deals_the_same_cards(qtbot, window):
    s = start(window, "cirulla", seed=8)
    first = s.parent().game_table.match
    deck = first.deck_of(0)
    play_deal(qtbot, window, 4)
    leave_when_asked()
    window.summary.again_button.click()
    again = window.session
    assert again is not s
    m = again.parent().game_table.match
    assert m.deck_of(0) == deck and m.dealer == first.dealer and m.options == first.options
    assert [(p.kind, p.level) for p in again.players] == [(p.kind, p.level) for p in s.players]


def test_play_this_deal_again_from_the_replay_viewer(qtbot, window):
    s = start(window, "tarokk", seed=4)
    deck = s.parent().game_table.match.deck_of(0)
    until_an_ai_move(qtbot, window)
    viewer = window.files.replay_current()
    viewer.go_to(viewer.source._timeline.last)
    assert not viewer.again_button.isEnabled()  # its cards are still hidden: not while it is played
    viewer.close()
    play_deal(qtbot, window, 4)
    viewer = window.files.replay_current()
    viewer.go_to(viewer.source._timeline.last)
    leave_when_asked()
    viewer.again_button.click()
    assert window.session is not s and window.game_table.match.deck_of(0) == deck
    viewer.close()


def test_a_deal_made_in_the_editor_is_played_to_the_end(qtbot, window):
    editor = window.practice.open_editor()
    editor.game_box.setCurrentIndex(editor.games.index(window.game_lookup("cirulla")))
    assert not editor.play_button.isEnabled()
    editor.pack.item(0).setSelected(True)
    editor.pack.item(1).setSelected(True)
    editor.move_box.setCurrentIndex(1)
    assert editor.move_selected() == 2
    editor.deal_rest()
    wanted = editor.contents()
    assert editor.play_button.isEnabled()
    editor.play_button.click()
    s = window.session
    assert s is not None and not editor.isVisible()
    hands = s.parent().game_table.match.deal.layout().hands
    assert sorted(hands[1], key=str) == sorted(wanted[1], key=str)
    play_deal(qtbot, window, 6)
    assert s.parent().game_table.match.deal_over


def test_a_deal_made_in_the_editor_is_given_to_a_guided_game(qtbot, window):
    from tarotdesk.ui.window.guided import coach_panel

    editor = window.practice.open_editor()
    editor.game_box.setCurrentIndex(editor.games.index(window.game_lookup("mattazza")))
    editor.deal_rest()
    wanted = editor.contents()
    assert editor.guide_button.isEnabled()
    editor.guide_button.click()
    s = window.session
    assert s is not None and not editor.isVisible()
    assert sorted(s.parent().game_table.match.deal.layout().hands[0], key=str) == sorted(wanted[0], key=str)
    panel = coach_panel(window)
    assert panel is not None and not window.game_table.coach.on_script  # no script: the coach speaks generally
    play_deal(qtbot, window, 12)
    assert s.parent().game_table.match.deal_over


def test_an_impossible_deal_is_refused_with_its_reason(qtbot, window):
    editor = window.practice.open_editor()
    editor.game_box.setCurrentIndex(editor.games.index(window.game_lookup("tarokk")))
    editor.deal_rest()
    assert editor.play_button.isEnabled()
    first, second = editor.lists[1], editor.lists[2]
    first.item(0).setSelected(True)
    editor.move_box.setCurrentIndex(2)
    editor.move_selected()
    texts = editor.problem_texts()
    assert "Hand of seat 2 holds 8 cards; it must hold 9." in texts
    assert "Hand of seat 3 holds 10 cards; it must hold 9." in texts
    assert not editor.play_button.isEnabled() and not editor.play()
    assert "cannot be played yet" in editor.problems.text()
    second.takeItem(0)
    assert any(t.startswith("Not in any place: ") for t in editor.problem_texts())
    window.apply_settings(replace(window.settings, language="ja"))
    texts = editor.problem_texts()
    assert "席2の手札は8枚です。9枚でなければなりません。" in texts
    assert any(t.startswith("どこにも置かれていないカード：") for t in texts)
    window.apply_settings(replace(window.settings, language="en"))


def test_a_pasted_record_shows_its_first_deal(qtbot, window):
    s = start(window, "mattazza", seed=6)
    text = s.parent().game_table.record().to_text()
    editor = window.practice.open_editor()
    assert editor.paste_record(text)
    assert editor.game.id == "mattazza" and editor.problem_texts() == []
    assert editor.deal_setup().deck == tuple(s.parent().game_table.match.deck_of(0))
    assert not editor.paste_record("not a record")
    assert "cannot be used" in editor.problems.text()
