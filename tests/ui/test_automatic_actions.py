"""A rule option that acts for the person (``Game.automatic_action``, e.g. Cirulla's "declare for me")
is honoured by the window for the human seat, in any game, without asking; off, the person decides.

The toy game here gets such an option: its dealer's two discards are made for them.
"""

from __future__ import annotations

import pytest

from tarotdesk.core.game import OptionSpec
from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo
from tarotdesk.table.setup import GameSetup
from toygame import ToyGame
from ui_driver import ready, shown_window


class AutoDiscardToy(ToyGame):
    id = "auto-toy"
    option_specs = ToyGame.option_specs + (
        OptionSpec("auto_discard", False, {"en": "Discard for me"}, {"en": "The lowest cards are discarded"}),)

    def automatic_action(self, match, seat):
        if not match.options.get("auto_discard") or match.phase != "discard":
            return None
        return match.legal_actions()[0]


GAME = AutoDiscardToy()


@pytest.fixture
def window(qtbot, shared_worker):
    w = shown_window(qtbot, shared_worker, lambda game_id: GAME)
    yield w
    w.close()


def _start(window, auto: bool):
    seed = next(s for s in range(200) if Match(GAME, 4, seed=s, options={"auto_discard": auto}).dealer == 0)
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"AI {s}", "ai", "random") for s in (1, 2, 3)]
    return window.start_game(GameSetup(GAME.id, players, {"auto_discard": auto}, seed))


def test_the_option_on_acts_for_the_person(qtbot, window):
    session = _start(window, True)
    match = session.parent().game_table.match
    qtbot.waitUntil(lambda: match.phase == "play" and (ready(window) or match.current_player != 0), timeout=30_000)
    assert [(seat, a.kind) for seat, a in match.actions[:2]] == [(0, "discard"), (0, "discard")]
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert sum("Done for you by the rule options" in t for t in log) == 2


def test_the_option_off_leaves_the_decision_to_the_person(qtbot, window):
    session = _start(window, False)
    match = session.parent().game_table.match
    qtbot.waitUntil(lambda: ready(window), timeout=30_000)
    assert match.phase == "discard" and match.current_player == 0 and not match.actions
    assert session.input.decisions is not None and session.input.decisions.selects
