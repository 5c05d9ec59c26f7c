"""Hints computed in the AI worker process: answers, cancelling, and moves answered alongside."""

from __future__ import annotations

import time

from tarotdesk.ai.hints import Hint, hints
from tarotdesk.core.match import Match
from tarotdesk.games.registry import get_game


def _wait_hints(worker, rid: int, timeout: float = 30.0) -> list[Hint]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for got, found in worker.poll_hints():
            if got == rid:
                return found
        time.sleep(0.01)
    raise AssertionError(f"hint request {rid} not answered")


def test_the_worker_answers_hints_like_the_hints_function(shared_worker):
    match = Match(get_game("cirulla"), 2, seed=12)
    view = match.view(match.current_player)
    rid = shared_worker.request_hints(view, k=3, seed=5, time_limit=None)
    found = _wait_hints(shared_worker, rid)
    here = hints(view, k=3, seed=5, time_limit=None)
    assert [h.action for h in found] == [h.action for h in here]
    assert all(isinstance(h, Hint) and h.reason for h in found)
    legal = set(match.legal_actions())
    assert all(h.action in legal for h in found)


def test_moves_and_hints_come_back_apart_and_cancelled_hints_never(shared_worker):
    game = get_game("tarokk")
    match = Match(game, 4, seed=3)
    seat = match.current_player
    view = match.view(seat)
    cancelled = shared_worker.request_hints(view, k=3, seed=1)
    shared_worker.cancel(cancelled)
    hint_id = shared_worker.request_hints(view, k=2, seed=1)
    move_id = shared_worker.request(view, "random", 4)
    action = shared_worker.wait(move_id)
    assert action in {a.text for a in match.legal_actions()}
    found = _wait_hints(shared_worker, hint_id)
    assert 1 <= len(found) <= 2
    time.sleep(0.2)
    assert all(rid != cancelled for rid, _ in shared_worker.poll_hints())
    assert cancelled not in shared_worker.pending and hint_id not in shared_worker.pending


def test_a_japanese_rule_link_is_joined_so_it_never_breaks_inside():
    from tarotdesk.ui.play.hint_bar import _unbreakable

    assert _unbreakable("ルール：プレイ") == "\u2060".join("ルール：プレイ")
    assert _unbreakable("Rule: Play") == "Rule: Play"  # spaces are kept by <nobr>; letters never break
