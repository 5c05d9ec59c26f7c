"""Playing for the margin: a seat's result minus the table's mean, where every side scores."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from tarotdesk.ai.search import ismcts
from tarotdesk.ai.search.endgame import exact_values, solve, solve_margin
from tarotdesk.ai.search.sim import margins

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_helpers import late_worlds  # noqa: E402


class Choice:
    """Seat 0 picks one of two endings: more points for itself, or a wider lead."""

    ENDINGS = {"greedy": [5.0, 4.0], "denying": [4.0, 1.0]}

    def __init__(self, ending: str | None = None) -> None:
        self.ending = ending

    def to_move(self) -> int:
        return 0 if self.ending is None else -1

    def moves(self) -> list[str]:
        return list(self.ENDINGS)

    def play(self, move: str) -> None:
        self.ending = move

    def copy(self) -> "Choice":
        return Choice(self.ending)

    def values(self) -> list[float]:
        assert self.ending is not None
        return list(self.ENDINGS[self.ending])

    def rollout(self, rng: random.Random) -> list[float]:
        return self.values()

    def cards_left(self) -> int:
        return 0 if self.ending is not None else 1


def test_margins_shift_results_that_do_not_sum_to_zero() -> None:
    assert margins([5.0, 4.0]) == [0.5, -0.5]
    assert margins([3.0, 3.0, 0.0]) == [1.0, 1.0, -2.0]
    zero_sum = [2.0, -1.0, -1.0]
    assert margins(zero_sum) is zero_sum


def test_solvers_differ_exactly_where_points_are_not_zero_sum() -> None:
    assert solve(Choice(), 0) == [5.0, 4.0]  # its own points: the greedy ending
    assert solve_margin(Choice(), 0) == [1.5, -1.5]  # its lead: the denying ending
    assert exact_values(Choice(), 0, ["greedy", "denying"]) == [5.0, 4.0]
    assert exact_values(Choice(), 0, ["greedy", "denying"], solve_margin) == [0.5, 1.5]


def test_ismcts_on_margins_prefers_the_wider_lead() -> None:
    own = ismcts.search([Choice()], 0, 50, random.Random(1))
    lead = ismcts.search([Choice()], 0, 50, random.Random(1), margin=True)
    assert own.ranked()[0].move == "greedy"
    assert lead.ranked()[0].move == "denying"


@pytest.mark.parametrize("game_id", ["tarocco-lombardo", "reseghino", "taroccombre", "tarokk"])
def test_margin_changes_nothing_in_zero_sum_games(game_id: str) -> None:
    worlds, seat = late_worlds(game_id, 4, 12, "margin")
    runs = []
    for margin in (False, True):
        result = ismcts.search([w.copy() for w in worlds], seat, 300, random.Random(3), solver=solve_margin
                               if margin else solve, solve_below=4, margin=margin)
        runs.append([(ch.move, ch.n, round(ch.w, 9)) for ch in result.ranked()])
    assert runs[0] == runs[1]


@pytest.mark.parametrize("game_id", ["cirulla", "porrazo"])
def test_margin_values_sum_to_zero_in_games_where_everyone_scores(game_id: str) -> None:
    worlds, seat = late_worlds(game_id, 2, 12, "margin")
    for world in worlds:
        vec = solve_margin(world.copy(), seat)
        assert abs(sum(vec)) < 1e-9
        raw = solve(world.copy(), seat)
        assert sum(raw) != 0  # both sides score: the margin is a different objective here
