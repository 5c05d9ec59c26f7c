"""The coach of a guided game: where the match stands on the script, and what to say there (no Qt).

The script is the guide's record: every seat's action of the first deal, in order. While the
match follows it, the computer seats play the scripted actions (:meth:`Coach.scripted`) and
wait while the coach has something left to say before their move (:meth:`Coach.holds`); the
person's steps name the action the script expects. Once an action differs from the script, the
coach has left it for good: the computer plays on by itself and the window explains in general
terms (the phase's rule, refusals, hints).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action
from ..core.match import Match
from . import CoachStep, Guide


@dataclass(frozen=True)
class CoachView:
    """What the coach shows now.

    ``step``: the step to read (None: none at this point); ``more``: whether "Next" leads to
    another step or lets the computer move; ``expected``: the person's scripted action now
    (None when it is not their turn or the script was left); ``on_script``: still on the script.
    """

    step: CoachStep | None
    more: bool
    expected: Action | None
    on_script: bool


class Coach:
    """Follows a match along a guide's script (``guide`` None: a deal without a script)."""

    def __init__(self, guide: Guide | None, seat: int) -> None:
        self.guide = guide
        self.seat = seat
        self.script: list[tuple[int, Action]] = (
            [(s, Action.parse(t)) for s, t in guide.record.actions] if guide is not None else [])
        #: The number of actions made when the match left the script (None: it has not).
        self.left_at: int | None = None if guide is not None else 0
        self._read: dict[int, int] = {}  # steps read ("Next" pressed) at each point of the deal
        self._by_point: dict[int, list[CoachStep]] = {}
        for step in guide.steps if guide is not None else ():
            self._by_point.setdefault(step.at, []).append(step)

    @property
    def on_script(self) -> bool:
        """True while every action so far was the scripted one."""
        return self.left_at is None

    def follow(self, match: Match) -> None:
        """Compare the match's last action with the script (after every change of the match)."""
        if self.left_at is not None:
            return
        n = len(match.actions)
        if match.deal_index > 0 or n > len(self.script) or (n and match.actions[-1] != self.script[n - 1]):
            self.left_at = max(0, n - 1) if match.deal_index == 0 else n

    def _point(self, match: Match) -> int | None:
        # The point of the script the match stands at (None: off the script).
        return len(match.actions) if self.on_script and match.deal_index == 0 else None

    def steps_at(self, match: Match) -> list[CoachStep]:
        """The steps of the point the match stands at (empty off the script)."""
        point = self._point(match)
        return self._by_point.get(point, []) if point is not None else []

    def view(self, match: Match) -> CoachView:
        """What to show now (see :class:`CoachView`)."""
        point = self._point(match)
        steps = self.steps_at(match)
        read = self._read.get(point, 0) if point is not None else 0
        step = steps[read] if read < len(steps) else None
        expected = None
        if point is not None and point < len(self.script) and self.script[point][0] == self.seat \
                and match.current_player == self.seat:
            expected = self.script[point][1]
        # "Next" reads on, or lets the computer make its move; the person's own step waits for
        # the move instead (and the last step of the deal has nothing after it).
        more = step is not None and (read + 1 < len(steps) or (step.expect is None and expected is None
                                                                and point is not None and point < len(self.script)))
        return CoachView(step, more, expected, self.on_script)

    def next(self, match: Match) -> bool:
        """The person pressed "Next": go to the following step; False if there was none."""
        point = self._point(match)
        if point is None or not self.view(match).more:
            return False
        self._read[point] = self._read.get(point, 0) + 1
        return True

    def holds(self, match: Match) -> bool:
        """True while the computer must wait: the coach has steps left to read before its move."""
        point = self._point(match)
        if point is None or match.current_player is None or match.current_player == self.seat:
            return False
        return self._read.get(point, 0) < len(self.steps_at(match))

    def scripted(self, match: Match) -> Action | None:
        """The scripted action of the seat to act now (None: off the script or after it)."""
        point = self._point(match)
        if point is None or point >= len(self.script):
            return None
        seat, action = self.script[point]
        return action if seat == match.current_player else None

    def last_step(self, match: Match) -> CoachStep | None:
        """The last step read or shown up to now (what the panel keeps showing between steps)."""
        point = self._point(match)
        limit = point if point is not None else (self.left_at or 0)
        last = None
        for at, steps in self._by_point.items():
            if at < limit or (at == point and steps):
                shown = steps if at < limit else steps[: self._read.get(at, 0) + 1]
                if shown and (last is None or at >= last.at):
                    last = shown[-1]
        return last
