"""The search levels through the worker process: answered off the caller's process, cancellable."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tarotdesk.ai.worker import AIWorker
from tarotdesk.core.actions import Action

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_helpers import position  # noqa: E402


@pytest.fixture(scope="module")
def worker():
    w = AIWorker()
    yield w
    w.close()


@pytest.mark.parametrize("level", ["easy", "standard", "strong"])
def test_levels_answer_through_the_worker(worker, level):
    match = position("tarokk", "play", 2)
    seat = match.current_player
    rid = worker.request(match.view(seat), level, seed=seat)
    action = Action.parse(worker.wait(rid, timeout=60))
    assert action in match.legal_actions()


def test_a_cancelled_search_never_answers(worker):
    match = position("mattazza", "play", 1)
    seat = match.current_player
    first = worker.request(match.view(seat), "strong", seed=1)
    second = worker.request(match.view(seat), "easy", seed=2)
    worker.cancel(first)
    answer = Action.parse(worker.wait(second, timeout=60))
    assert answer in match.legal_actions()
    assert first not in worker.pending
    assert all(rid != first for rid, _ in worker.poll())
