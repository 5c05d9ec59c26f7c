"""The table is drawn in the direction the match is played: a rule option that mirrors the seating
(Cirulla's ``direction``) moves the next seat from one side to the other, at play and in replays."""

from __future__ import annotations

from typing import Any

import pytest

from tarotdesk.core.match import Match
from tarotdesk.core.records import PlayerInfo, record_from_match
from tarotdesk.games.registry import get_game
from tarotdesk.table.setup import GameSetup
from tarotdesk.table.replay import RecordReplay
from tarotdesk.ui.replay.replay_viewer import ReplayViewer
from tarotdesk.ui.model.table_frame import seating_direction
from toygame import GAME as TOY


class MirroredToy(type(TOY)):  # type: ignore[misc]
    """The toy game, whose seating a rule option would mirror."""

    def effective_direction(self, options: dict[str, Any]) -> str:
        return "cw" if options.get("mirrored") else self.direction


def next_seat_side(table) -> str:
    """Where the seat after the viewer sits: "left" or "right" of the middle."""
    geo = table.geometry_model()
    frame = table.frame
    after = (frame.viewer + 1) % frame.n
    return "right" if geo.plate(after).cx > geo.centre[0] else "left"


def test_the_direction_is_the_games_effective_one():
    toy = MirroredToy()
    assert seating_direction(toy, {}) == TOY.direction == "ccw"
    assert seating_direction(toy, {"mirrored": True}) == "cw"
    assert seating_direction(TOY, {"mirrored": True}) == "ccw"  # a game whose options never mirror it


@pytest.mark.parametrize(("choice", "side"), [("clockwise", "left"), ("anticlockwise", "right")])
def test_cirulla_seats_follow_the_direction_option_at_the_table_and_in_the_replay(qtbot, window, choice, side):
    players = [PlayerInfo("You", "human"), PlayerInfo("Bruno", "ai", "random"), PlayerInfo("Carla", "ai", "random")]
    session = window.start_game(GameSetup("cirulla", players, {"direction": choice}, 4))
    qtbot.waitUntil(lambda: window.table.frame is not None and not window.table.busy, timeout=10_000)
    assert next_seat_side(window.table) == side
    assert window.table.frame.direction == ("cw" if choice == "clockwise" else "ccw")

    match = Match(get_game("cirulla"), 3, {"direction": choice}, seed=4)
    viewer = ReplayViewer(RecordReplay(record_from_match(match, players), window.game_lookup), window.renderer,
                          window.settings, parent=window)
    # Not handed to qtbot: the viewer belongs to the window and deletes itself when closed.
    viewer.show()
    qtbot.waitExposed(viewer)
    assert next_seat_side(viewer.table) == side
    viewer.close()
    session.close()
