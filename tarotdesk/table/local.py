"""The seats of the people at one computer, taken together as the window's one channel.

A window shows the table from one chair. With one person at the computer that is their seat's
channel. Several people may share the computer, each at a seat of their own (the new-game dialog
allows it): the table then turns to whoever must decide, and stays with the last of them while
the computer plays. With nobody at the computer (watching the computer play) the window shows
the spectator's channel: what the rules show everyone. :class:`LocalSeats` is that choice: it
hears each change from the channel of the chair it is shown from and answers every question
through that channel, so nothing reaches the window but what that seat may know.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..core.state import PUBLIC

if TYPE_CHECKING:
    from .channel import SeatChannel, SeatStep
    from .table import Table


class LocalSeats:
    """The channels of the people at this computer (see the module documentation).

    It is the table's only pacer for them: after each change the table waits until
    :meth:`ready` says the window has shown it.
    """

    def __init__(self, table: Table, seats: list[int]) -> None:
        self._table = table
        self._channels: dict[int, SeatChannel] = {s: table.channel(s) for s in seats}
        if not self._channels:
            self._channels[PUBLIC] = table.channel(None)
        self._viewer = next(iter(self._channels))
        self.listeners: list[Callable[[SeatStep], None]] = []
        self.waiting = False
        for channel in self._channels.values():
            channel.listen(self._heard)
        cp = table.match.current_player
        if cp in self._channels:
            self._viewer = cp
        table.pacers.append(self)

    @property
    def seats(self) -> list[int]:
        """The seats of the people at this computer (empty when they only watch)."""
        return [s for s in self._channels if s != PUBLIC]

    @property
    def channel(self) -> SeatChannel:
        """The channel of the chair the table is shown from now."""
        return self._channels[self._viewer]

    @property
    def viewer(self) -> int:
        """The seat the table is shown from now (PUBLIC when nobody here plays)."""
        return self._viewer

    def _heard(self, step: SeatStep) -> None:
        cp = step.state.current_player
        if cp in self._channels:
            self._viewer = cp  # the table turns to the person who must decide
        if step.state.viewer == self._viewer:
            for listener in list(self.listeners):
                listener(step)

    def listen(self, listener: Callable[[SeatStep], None]) -> None:
        """Hear every change, as the chair shown then saw it."""
        self.listeners.append(listener)

    def ready(self) -> None:
        """The window has shown the last change: the table may go on."""
        self.waiting = False
        self._table.go_on()

    def close(self) -> None:
        """Stop hearing the table and stop pacing it."""
        for channel in self._channels.values():
            channel.forget(self._heard)
        if self in self._table.pacers:
            self._table.pacers.remove(self)
        self.listeners.clear()

    def __getattr__(self, name: str) -> Any:
        # Everything else a channel answers (state, check, act, hints, "why", replay, the coach)
        # is asked of the channel of the chair shown now.
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.channel, name)
