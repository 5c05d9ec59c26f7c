"""The marks of the game review and the thresholds per game that decide them.

A reviewed decision costs what the action taken is expected to lose against the review's best
action, in the game's own unit. The cost against three thresholds per game (data:
``resources/review/marks.toml``, chosen from measured spreads as ``docs/review.md`` explains)
gives the mark: best, good, inaccuracy, mistake or blunder. A decision with a single legal
action is ``forced`` and has no cost.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache

from ...resources import resource_path

BEST, GOOD, INACCURACY, MISTAKE, BLUNDER, FORCED = "best", "good", "inaccuracy", "mistake", "blunder", "forced"
#: Every mark, from the best to the worst, then the forced move.
MARKS = (BEST, GOOD, INACCURACY, MISTAKE, BLUNDER, FORCED)
#: The marks a review counts as errors in its summary.
ERRORS = (INACCURACY, MISTAKE, BLUNDER)


class MarksTableError(ValueError):
    """The thresholds file is missing a game or holds thresholds out of order."""


@dataclass(frozen=True)
class Thresholds:
    """The costs from which a decision is an inaccuracy, a mistake, a blunder (``unit``: the
    key of the cost's unit in the review's words)."""

    unit: str
    inaccuracy: float
    mistake: float
    blunder: float

    def mark(self, cost: float, first_choice: bool) -> str:
        """The mark of a decision that costs ``cost``; ``first_choice``: the action taken is the
        review's best action."""
        if first_choice:
            return BEST
        if cost >= self.blunder:
            return BLUNDER
        if cost >= self.mistake:
            return MISTAKE
        if cost >= self.inaccuracy:
            return INACCURACY
        return GOOD


@cache
def _table() -> dict[str, Thresholds]:
    path = resource_path("review", "marks.toml")
    with path.open("rb") as f:
        raw = tomllib.load(f)
    table = {}
    for game_id, entry in raw.items():
        try:
            t = Thresholds(str(entry["unit"]), float(entry["inaccuracy"]), float(entry["mistake"]),
                           float(entry["blunder"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise MarksTableError(f"{path}: [{game_id}] needs unit, inaccuracy, mistake, blunder ({exc})") from None
        if not 0 < t.inaccuracy < t.mistake < t.blunder:
            raise MarksTableError(f"{path}: [{game_id}] thresholds must grow: {t}")
        table[game_id] = t
    return table


def thresholds(game_id: str) -> Thresholds:
    """The thresholds of ``game_id``; :class:`MarksTableError` if the table has none."""
    try:
        return _table()[game_id]
    except KeyError:
        raise MarksTableError(f"no review thresholds for {game_id!r}") from None


def known_games() -> tuple[str, ...]:
    """The games the thresholds table covers."""
    return tuple(_table())
