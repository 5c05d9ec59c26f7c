"""Why did a computer player make a move: the view it had then, and the strong player's reading.

The position is rebuilt from the match's history alone, so the answer is the same whatever the
other seats' hidden cards were: a match whose other hands are dealt differently, but consistent
with everything the seat saw, gets the same view and the same answer.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tarotdesk.ai.messages import MESSAGES
from tarotdesk.ai.why import explain_move, view_before
from tarotdesk.core.cards import UNKNOWN
from tarotdesk.core.deal_places import arrange
from tarotdesk.core.match import DealSetup, Match
from tarotdesk.core.rng import SeededRNG
from tarotdesk.games.registry import all_games, get_game

from tests.contract import fingerprint

GAMES = [g.id for g in all_games()]


def random_moves(match: Match, seed: int, count: int) -> Match:
    """``count`` random legal actions (or fewer, if the match ends)."""
    rng = SeededRNG(seed)
    for _ in range(count):
        if match.over:
            break
        if match.deal_over:
            match.next_deal()
        match.apply(rng.choice(match.legal_actions()))
    return match


def _played(game_id: str, actions: int, seed: int = 4) -> Match:
    game = get_game(game_id)
    return random_moves(Match(game, game.player_counts[0], {}, seed=seed), seed, actions)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_view_before_a_move_is_that_seats_view_then(game_id: str) -> None:
    match = _played(game_id, 12)
    index = len(match.actions) - 1
    seat, action = match.actions[index]
    view = view_before(match, index)
    assert view.seat == seat
    assert action in view.legal_actions()
    others = [c for s, hand in enumerate(view.deal.layout().hands) if s != seat for c in hand]
    known = {c for cards in view.deal.layout().exposed for c in cards}
    assert all(c is UNKNOWN or c in known for c in others)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_is_explained_with_its_alternatives(game_id: str) -> None:
    match = _played(game_id, 12)
    index = len(match.actions) - 1
    seat, action = match.actions[index]
    got = explain_move(view_before(match, index), action, seed=3, time_limit=0.05)
    assert got.seat == seat and got.action == action
    assert got.chosen is not None
    assert all("hint." + h.reason in MESSAGES for h in got.weighed)
    assert got.agrees == (got.weighed[0].action == action)


def _start_hands(match: Match, seat: int) -> list[list]:
    # What each seat was dealt: what it holds now and what it has played (a Mattazza deal
    # before any Matto: every action is a card played).
    hands = [list(h) for h in match.deal.hands]  # type: ignore[attr-defined]
    for s, action in match.actions:
        hands[s].append(action.card)
    return hands


def test_the_answer_does_not_depend_on_the_other_seats_hidden_cards() -> None:
    game = get_game("mattazza")
    n = 3
    match = Match(game, n, {}, seed=11)
    random_moves(match, 11, 4)
    assert all(a.kind == "play" for _, a in match.actions)
    index = len(match.actions) - 1
    seat, action = match.actions[index]
    before = Match(game, n, {}, seed=11)
    for s, a in match.actions[:index]:
        before.apply(a, s)
    world = before.deal.sample_world(seat, SeededRNG(5))  # the others' hidden cards dealt anew
    other = before.clone()
    other.deal = world
    hands = _start_hands(other, seat)
    places = game.deal_places(n, match.dealer, match.options)
    deck = arrange(places, hands + [list(world.unused)])  # type: ignore[attr-defined]
    changed = Match(game, n, {}, seed=11, prearranged=[DealSetup(0, tuple(deck), 0, match.dealer)])
    for s, a in match.actions[:index + 1]:
        changed.apply(a, s)
    original_hands = _start_hands(before, seat)
    assert Counter(map(str, hands[seat])) == Counter(map(str, original_hands[seat]))
    assert any(Counter(map(str, hands[s])) != Counter(map(str, original_hands[s])) for s in range(n) if s != seat)
    ours, theirs = view_before(match, index), view_before(changed, index)
    assert fingerprint(ours.deal) == fingerprint(theirs.deal)
    a = explain_move(ours, action, seed=9, time_limit=None)
    b = explain_move(theirs, action, seed=9, time_limit=None)
    assert [(h.action, h.value, h.reason) for h in a.weighed] == [(h.action, h.value, h.reason) for h in b.weighed]


def test_a_forced_card_names_the_rule_that_refused_the_others() -> None:
    for seed in range(30):
        match = Match(get_game("tarokk"), 4, {}, seed=seed)
        random_moves(match, seed, 60)
        for index, (seat, action) in enumerate(match.actions):
            if action.kind != "play":
                continue
            view = view_before(match, index)
            legal = view.legal_actions()
            hand = view.deal.hands[seat]
            if len([a for a in legal if a.kind == "play"]) == 1 and len(hand) > 1:
                got = explain_move(view, action, seed=1)
                if len(got.weighed) == 1:
                    assert got.weighed[0].reason == "only-move"
                    assert got.forced_by is not None and got.forced_by.rule
                    return
    pytest.fail("these fixed deals no longer hold a forced card: choose other seeds")


def test_the_worker_answers_why_a_move_was_made() -> None:
    import time

    from tarotdesk.ai.why import MoveExplanation
    from tarotdesk.ai.worker import AIWorker

    match = _played("cirulla", 3)
    seat, action = match.actions[-1]
    with AIWorker() as worker:
        rid = worker.request_why(view_before(match, len(match.actions) - 1), action.text, seed=2)
        deadline = time.monotonic() + 60
        answers: list = []
        while not answers and time.monotonic() < deadline:
            answers = worker.poll_hints()
            time.sleep(0.01)
    assert answers and answers[0][0] == rid
    [got] = answers[0][1]
    assert isinstance(got, MoveExplanation) and got.seat == seat and got.chosen is not None
