"""Two runners sharing one AI worker each receive their own answers, whichever of them polls.

(Before, a runner dropped the answers it had not asked for: a second window, or a window of an
earlier test still polling, could leave a game waiting for a move for ever.)
"""

from __future__ import annotations

from tarotdesk.core.match import Match
from tarotdesk.games.registry import get_game
from tarotdesk.ui.play.ai_runner import AIRunner


def test_answers_reach_the_runner_that_asked(qtbot, shared_worker):
    game = get_game("mattazza")
    match = Match(game, 3, seed=7)
    view = match.view(match.current_player)
    legal = {a.text for a in match.legal_actions()}
    first, second = AIRunner(worker=shared_worker), AIRunner(worker=shared_worker)
    got: dict[str, list] = {"first": [], "second": [], "hints": []}
    first.answered.connect(lambda token, action: got["first"].append((token, action)))
    second.answered.connect(lambda token, action: got["second"].append((token, action)))
    second.hinted.connect(lambda token, hints: got["hints"].append(token))
    first.ask("a", view, "random", 1)
    second.ask("b", view, "random", 2)
    second.ask_hints("h", view, 3)
    first._timer.stop()  # only the second runner polls: it must hand the first its answer
    qtbot.waitUntil(lambda: bool(got["first"] and got["second"] and got["hints"]), timeout=30_000)
    assert got["first"][0][0] == "a" and got["first"][0][1] in legal
    assert got["second"] == [("b", got["second"][0][1])] and got["hints"] == ["h"]
    assert not first.thinking and not second.thinking
    first.close(), second.close()


def test_a_cancelled_request_is_answered_to_nobody(qtbot, shared_worker):
    game = get_game("mattazza")
    match = Match(game, 3, seed=8)
    view = match.view(match.current_player)
    first, second = AIRunner(worker=shared_worker), AIRunner(worker=shared_worker)
    got: list = []
    first.answered.connect(lambda token, action: got.append(token))
    second.answered.connect(lambda token, action: got.append(token))
    first.ask("cancelled", view, "random", 1)
    first.cancel_all()
    second.ask("kept", view, "random", 2)
    qtbot.waitUntil(lambda: not second.thinking, timeout=30_000)
    qtbot.wait(50)
    assert got == ["kept"]
    first.close(), second.close()
