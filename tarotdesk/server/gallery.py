"""A table's spectators: the public view only, a round of play behind, and only where the table
allows them (off by default).

A :class:`Gallery` listens to the table's public channel (``channel(None)``: what the rules show
everyone, no hand, no hidden discard) and holds each change back until as many more changes as
the table has seats were made (a trick, in the games of tricks), so that a spectator who
talks to a player cannot tell them what was just played before they see it themselves. When
a deal or the match is over, everything held is shown (nothing is left to play in it). A spectator sends nothing that reaches the table.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from ..table.channel import SeatStep
from . import frames

if TYPE_CHECKING:
    from .links import Link
    from .room import Room

#: The most spectators of one table.
MAX_SPECTATORS = 20


class Gallery:
    """The spectators of one table (see the module documentation)."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.links: list[Link] = []
        channel = room.table.channel(None)
        self._held: deque[dict[str, Any]] = deque()
        self._shown = frames.state(room.seq, channel.state(), None)
        channel.listen(self._heard)

    @property
    def delay(self) -> int:
        """How many changes a spectator is behind the table."""
        return self.room.table.n_players

    def _heard(self, step: SeatStep) -> None:
        self._held.append(frames.state(self.room.seq, step.state, frames.step_of(step)))
        everything = step.state.over or step.state.deal_over  # nothing is left to play in it
        while self._held and (everything or len(self._held) > self.delay):
            self._shown = self._held.popleft()
            for link in self.links:
                link.send(self._shown)

    def join(self, link: Link) -> None:
        """A spectator's connection: told the table and the public view as it stood a round ago."""
        if len(self.links) >= MAX_SPECTATORS:
            link.send(frames.error("too-many-spectators", f"a table has at most {MAX_SPECTATORS} spectators"))
            link.close()
            return
        self.links.append(link)
        link.send({"type": "watching", "table": frames.table_info(self.room), "delay": self.delay})
        link.send(self._shown)

    def gone(self, link: Link) -> None:
        """A spectator left."""
        if link in self.links:
            self.links.remove(link)

    def close(self) -> None:
        """The table ends: every spectator is told and closed."""
        for link in self.links:
            link.send(frames.error("server-stopping", "the table has ended"))
            link.close(1001, "table ended")
        self.links.clear()
