"""The window keeps answering while the computer thinks.

The computer seats of a slow variant of the toy game take a quarter of a second per move in
the AI worker process; a precise 5 ms timer measures how late the event loop serves it. The
GUI thread must never be held for more than 50 ms while an AI seat is thinking. (The worst
wait over whole deals of the real games, animations included, is measured by
``benchmarks/ui_latency.py``.)
"""

from __future__ import annotations

from slowgame import GAME as SLOW, THINK_SECONDS
from tarotdesk.core.records import PlayerInfo
from tarotdesk.ui.ai_runner import AIRunner
from tarotdesk.ui.controller import GameSetup
from tarotdesk.ui.latency import LatencyProbe
from tarotdesk.ui.main_window import MainWindow
from tarotdesk.ui.settings import Settings

LIMIT = 0.050
MOVES = 10


def test_event_loop_never_waits_long_while_the_ai_thinks(qtbot, shared_worker):
    window = MainWindow(Settings(language="en", animation="fast"), save=False, ai=AIRunner(worker=shared_worker))
    window.game_lookup = lambda game_id: SLOW
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    players = [PlayerInfo(f"AI {s + 1}", "ai", "random") for s in range(4)]
    probe = LatencyProbe(busy=lambda: window.ai.thinking)
    session = window.start_game(GameSetup(SLOW.id, players, {}, 5))
    match = session.c.match
    qtbot.waitUntil(lambda: window.ai.thinking, timeout=20_000)
    probe.start()
    qtbot.waitUntil(lambda: len(match.actions) >= MOVES, timeout=60_000)
    probe.stop()
    window.close()
    assert session.ai_failures == 0
    thinking_ticks = sum(1 for _ in probe.samples)
    assert thinking_ticks > MOVES * THINK_SECONDS / 0.005 / 2  # the timer really ran meanwhile
    assert probe.worst_thinking < LIMIT, f"{probe.worst_thinking * 1000:.1f} ms while the AI was thinking"
