"""Two runners sharing one AI worker: each answer reaches whoever asked, whichever runner polls.

(Before, a runner dropped the answers it had not asked for: a second window, or a window of an
earlier test still polling, could leave a game waiting for a move for ever.) The runners share
the worker's one :class:`~tarotdesk.ai.service.AIService`, which hands every answer to the
callbacks of its request; a runner only polls it, and sleeps while nothing is asked.
"""

from __future__ import annotations

from tarotdesk.core.match import Match
from tarotdesk.games.registry import get_game
from tarotdesk.ui.play.ai_runner import AIRunner


def test_answers_reach_who_asked_whichever_runner_polls(qtbot, shared_worker):
    game = get_game("mattazza")
    match = Match(game, 3, seed=7)
    view = match.view(match.current_player)
    legal = {a.text for a in match.legal_actions()}
    first, second = AIRunner(worker=shared_worker), AIRunner(worker=shared_worker)
    assert first.service is second.service
    got: dict[str, list] = {"a": [], "b": [], "hints": []}
    service = first.service
    service.move(view, "random", 1, got["a"].append, got["a"].append)
    service.move(view, "random", 2, got["b"].append, got["b"].append)
    service.hints(view, 3, 3, got["hints"].append, got["hints"].append)
    first._timer.stop()  # only the second runner polls
    qtbot.waitUntil(lambda: bool(got["a"] and got["b"] and got["hints"]), timeout=30_000)
    assert got["a"][0] in legal and got["b"][0] in legal and isinstance(got["hints"][0], list)
    qtbot.waitUntil(lambda: not first.thinking and not second.thinking, timeout=5_000)
    assert not second._timer.isActive()  # nothing open: the runner sleeps
    first.close(), second.close()


def test_a_cancelled_request_is_answered_to_nobody(qtbot, shared_worker):
    game = get_game("mattazza")
    match = Match(game, 3, seed=8)
    view = match.view(match.current_player)
    runner = AIRunner(worker=shared_worker)
    got: list = []
    rid = runner.service.move(view, "random", 1, lambda text: got.append(("cancelled", text)), got.append)
    runner.service.cancel(rid)
    runner.service.move(view, "random", 2, lambda text: got.append(("kept", text)), got.append)
    qtbot.waitUntil(lambda: not runner.thinking, timeout=30_000)
    qtbot.wait(50)
    assert [who for who, _ in got] == ["kept"]
    runner.close()


def test_a_closed_runner_hands_the_polling_to_another(qtbot, shared_worker):
    game = get_game("mattazza")
    match = Match(game, 3, seed=9)
    view = match.view(match.current_player)
    first, second = AIRunner(worker=shared_worker), AIRunner(worker=shared_worker)
    got: list = []
    first.service.move(view, "random", 1, got.append, got.append)
    first.close()  # the window that asked goes; the request is still someone's
    qtbot.waitUntil(lambda: bool(got), timeout=30_000)
    second.close()
