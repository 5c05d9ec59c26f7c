"""The AI service: each answer goes to the callbacks of its request, never inside the asking."""

from __future__ import annotations

from tarotdesk.ai.service import AIService, InlineAIService
from tarotdesk.ai.worker import AIWorker
from tarotdesk.core.match import Match
from tarotdesk.games.registry import get_game


def _view(seed: int = 3):
    match = Match(get_game("cirulla"), 2, seed=seed)
    return match, match.view(match.current_player)


def test_the_inline_service_answers_at_the_next_poll_and_forgets_a_cancelled_request():
    match, view = _view()
    service = InlineAIService()
    woken: list[int] = []
    service.wake.append(lambda: woken.append(1))
    got: list[str] = []
    kept = service.move(view, "random", 1, got.append, got.append)
    dropped = service.move(view, "random", 2, lambda text: got.append("dropped"), got.append)
    assert got == [] and service.busy and woken == [1]  # asked: nothing answered inside the ask
    service.cancel(dropped)
    assert service.poll() is False
    assert len(got) == 1 and got[0] in {a.text for a in match.legal_actions()} and kept != dropped


def test_a_player_that_raises_is_told_as_a_failure():
    _, view = _view()
    service = InlineAIService()
    failed: list[str] = []
    service.move(view, "no-such-level", 1, lambda text: failed.append("answered " + text), failed.append)
    service.poll()
    assert failed and not failed[0].startswith("answered")


def test_a_request_that_cannot_be_sent_is_told_at_the_next_poll():
    class Unsendable:
        """A view the worker cannot take (it cannot even be pickled)."""

        game = get_game("cirulla")
        seat = 0

        def __reduce__(self):
            raise TypeError("not a view")

    worker = AIWorker()
    try:
        service = AIService(worker)
        failed: list[str] = []
        assert service.move(Unsendable(), "random", 1, failed.append, failed.append) is None
        assert failed == [] and service.busy
        service.poll()
        assert failed and "not a view" in failed[0] and not service.busy
    finally:
        worker.close()


def test_one_service_per_worker():
    worker = AIWorker()
    try:
        assert AIService.shared(worker) is AIService.shared(worker)
    finally:
        worker.close()
