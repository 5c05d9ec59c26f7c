"""The generic controls on real games: captures picked on the table cards, cards named in the
picker, choices on buttons. Every seat is a person here (players at one computer), so the
test moves the game on through the session itself until the wanted decision comes up."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import available_ids, get_game
from tarotdesk.table.setup import GameSetup
from tarotdesk.ui.model.decisions import capture_cards, classify
from ui_driver import button, click_card, drag_to_table, make, ready
from tarotdesk.ui.play.session import MATCH_DECISIONS


def find(game_id: str, wanted, seeds=range(1, 60), steps: int = 600):
    """A seed and the random moves after which the seat to act faces ``wanted(decisions)``
    (searched with the engine alone, which is fast)."""
    game = get_game(game_id)
    n = game.player_counts[0]
    for seed in seeds:
        match = Match(game, n, {}, seed=seed)
        rng = SeededRNG(seed)
        moves = []
        for _ in range(steps):
            if match.deal_over:
                break
            seat = match.current_player
            legal = match.legal_actions()
            if wanted(classify(legal, match.deal.view(seat).layout().hands[seat])):
                return seed, moves
            action = rng.choice(legal)
            match.apply(action, seat)
            moves.append((seat, action))
    pytest.fail(f"no {game_id} position with the wanted decision")


def reach(qtbot, window, game_id: str, wanted):
    """Open a game for people at one computer and bring it to the wanted decision."""
    seed, moves = find(game_id, wanted)
    n = get_game(game_id).player_counts[0]
    session = window.start_game(GameSetup(game_id, [PlayerInfo(f"P{s + 1}", "human") for s in range(n)], {}, seed))
    qtbot.waitUntil(lambda: ready(window), timeout=10_000)
    for seat, action in moves:
        window.game_table.channel(seat).act(action)
    qtbot.waitUntil(lambda: ready(window) and session.state.position == window.game_table.position, timeout=10_000)
    assert wanted(session.input.decisions)
    return session


def several_captures(d):
    return any(len([o for o in opts if capture_cards(o)]) >= 2 for opts in d.plays.values())


@pytest.mark.parametrize("game_id", [g for g in ("cirulla",) if g in available_ids()])
def test_a_capture_is_chosen_on_the_table_cards(qtbot, window, game_id):
    session = reach(qtbot, window, game_id, several_captures)
    d = session.input.decisions
    card, options = next((c, o) for c, o in d.plays.items() if len([x for x in o if capture_cards(x)]) >= 2)
    target = next(o for o in options if capture_cards(o))
    before = len(session.parent().game_table.match.actions)
    drag_to_table(qtbot, window, card)
    assert session.input.capture is not None and len(session.parent().game_table.match.actions) == before
    marked = window.table.frame.table_marked
    for t in capture_cards(target):
        assert t in marked  # the table cards of each option are marked
    names = [b.objectName() for b in window.panel.buttons()]
    assert all(o.text in names for o in options)
    for t in capture_cards(target):
        if len(session.parent().game_table.match.actions) > before:
            break
        click_card(window, t)
    if len(session.parent().game_table.match.actions) == before:  # the clicked cards belong to a larger capture too
        qtbot.mouseClick(button(window, target.text), Qt.MouseButton.LeftButton)
    assert session.parent().game_table.match.actions[before][1] == target


@pytest.mark.parametrize("game_id", [g for g in ("taroccombre-5", "tarokk") if g in available_ids()])
def test_a_card_is_named_in_the_picker(qtbot, window, game_id):
    session = reach(qtbot, window, game_id, lambda d: bool(d.names))
    kind, actions = next(iter(session.input.decisions.names.items()))
    before = len(session.parent().game_table.match.actions)
    make(qtbot, window, actions[-1])
    assert session.parent().game_table.match.actions[before][1] == actions[-1]


@pytest.mark.parametrize("game_id", [g for g in ("taroccombre", "tarokk") if g in available_ids()])
def test_word_choices_are_buttons_labelled_in_words(qtbot, window, game_id):
    session = reach(qtbot, window, game_id, lambda d: len(d.words) >= 2)
    d = session.input.decisions
    labels = {b.objectName(): b.text() for b in window.panel.buttons()}
    for a in d.words:
        assert a.text in labels
        assert session.words.action(a) in labels[a.text].replace("&&", "&")
    before = len(session.parent().game_table.match.actions)
    # A decision for the whole game asks first (see test_choice_details): a deal's choice is clicked.
    last = [a for a in d.words if a.kind not in MATCH_DECISIONS][-1]
    qtbot.mouseClick(button(window, last.text), Qt.MouseButton.LeftButton)
    assert session.parent().game_table.match.actions[before][1] == last


@pytest.mark.skipif("porrazo" not in available_ids(), reason="needs Porrazo")
def test_ways_of_playing_one_card_are_offered_as_buttons(qtbot, window):
    session = reach(qtbot, window, "porrazo", lambda d: any(len(o) >= 2 for o in d.plays.values()))
    card, options = next((c, o) for c, o in session.input.decisions.plays.items() if len(o) >= 2)
    before = len(session.parent().game_table.match.actions)
    drag_to_table(qtbot, window, card)
    assert session.input.capture is not None
    qtbot.mouseClick(button(window, options[-1].text), Qt.MouseButton.LeftButton)
    assert session.parent().game_table.match.actions[before][1] == options[-1]
