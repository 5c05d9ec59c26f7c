"""The AI worker process: requests answered in order, cancellation, failures, recovery."""

from __future__ import annotations

import pytest

from tarotdesk.ai.worker import AIWorker, AIWorkerError, dumps_view, loads_view
from tarotdesk.core.actions import Action
from tarotdesk.core.match import Match
from toygame import GAME


@pytest.fixture(scope="module")
def worker():
    w = AIWorker()
    yield w
    w.close()


def test_a_view_travels_with_the_game_by_reference():
    match = Match(GAME, 4, seed=3)
    view = match.view(match.current_player)
    back = loads_view(dumps_view(view))
    assert back.game is GAME  # the same object, not a copy
    assert back.deal.legal_actions() == view.deal.legal_actions()


def test_requests_are_answered_with_legal_actions(worker):
    match = Match(GAME, 4, seed=4)
    for _ in range(12):
        seat = match.current_player
        rid = worker.request(match.view(seat), "random", seed=seat)
        action = Action.parse(worker.wait(rid, timeout=30))
        assert action in match.legal_actions()
        match.apply(action, seat)
    assert worker.pending == []


def test_answers_are_reproducible_for_a_seed(worker):
    match = Match(GAME, 4, seed=5)
    view = match.view(match.current_player)
    first = worker.wait(worker.request(view, "random", seed="s1"))
    again = AIWorker()
    try:
        assert again.wait(again.request(view, "random", seed="s1")) == first
    finally:
        again.close()


def test_poll_never_blocks_and_cancel_drops_the_answer(worker):
    match = Match(GAME, 4, seed=6)
    view = match.view(match.current_player)
    dropped = worker.request(view, "random", seed=1)
    kept = worker.request(view, "random", seed=2)
    worker.cancel(dropped)
    assert dropped not in worker.pending
    assert worker.wait(kept, timeout=30)
    assert all(rid != dropped for rid, _ in worker.poll())


def test_a_failing_player_is_reported_not_hidden(worker):
    match = Match(GAME, 4, seed=7)
    rid = worker.request(match.view(match.current_player), "no-such-level", seed=1)
    with pytest.raises(AIWorkerError) as err:
        worker.wait(rid, timeout=30)
    assert err.value.request_id == rid
    assert "no-such-level" in err.value.message


def test_a_dead_process_is_restarted_and_the_request_sent_again():
    match = Match(GAME, 4, seed=8)
    w = AIWorker()
    try:
        w.start()
        w._process.kill()
        w._process.join(5)
        rid = w.request(match.view(match.current_player), "random", seed=1)
        assert Action.parse(w.wait(rid, timeout=30)) in match.legal_actions()
    finally:
        w.close()
    assert not w.alive
