"""A client's connection as the server keeps it: frames queued for a writer task of its own.

A table never waits for a client: :meth:`Link.send` queues a frame and returns, and the link's
own task writes the frames to the socket. A client that falls so far behind that its queue
holds :data:`MAX_BACKLOG` frames is disconnected (it can come back with its token and will get
the table as it stands), so one slow connection never holds up a table or the server; as its
writer may be stuck on a socket the client does not read, the connection is cut off then.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, Callable

from ..net.strict import dumps

if TYPE_CHECKING:
    from .room import Room

#: Frames waiting to be written before a connection is dropped as too slow.
MAX_BACKLOG = 500
#: How long closing waits for the frames still queued (seconds).
CLOSE_WAIT = 2.0

#: Something that sees every frame the server sends: (room, seat, frame text). Tests and
#: measurements only; a server has none.
Tap = Callable[["Room | None", "int | None", str], None]


class Link:
    """One client's connection (see the module documentation)."""

    def __init__(self, ws: Any, tap: Tap | None = None) -> None:
        self.ws = ws
        self.seat: int | None = None
        self.room: Room | None = None
        self._out: asyncio.Queue[str | None] = asyncio.Queue()
        self._closing: tuple[int, str] | None = None
        self._tap = tap
        self.writer = asyncio.get_running_loop().create_task(self._write())

    @property
    def closing(self) -> bool:
        """True once the link is being closed (nothing more is sent)."""
        return self._closing is not None

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message`` for the client (dropped if the link is closing)."""
        if self._closing is not None:
            return
        if self._out.qsize() >= MAX_BACKLOG:
            # The writer may be stuck on a socket the client does not read: cut it off, so that
            # the reader side ends and the seat is free again (its person may come back).
            self.close(1008, "too far behind")
            self._abort()
            return
        frame = dumps(message)
        if self._tap is not None:
            self._tap(self.room, self.seat, frame)
        self._out.put_nowait(frame)

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close the connection once the frames already queued are written."""
        if self._closing is None:
            self._closing = (code, reason)
            self._out.put_nowait(None)

    async def _write(self) -> None:
        try:
            while True:
                frame = await self._out.get()
                if frame is None:
                    break
                await self.ws.send(frame)
        except Exception:  # the socket went away: the reader side says so to the table
            pass
        code, reason = self._closing or (1000, "")
        try:
            await asyncio.wait_for(self.ws.close(code, reason), CLOSE_WAIT)
        except Exception:
            # A client that does not answer the close (say one whose own messages fill the
            # socket, as a flood's do) is cut off now, not after the library's own ten seconds.
            self._abort()

    def _abort(self) -> None:
        transport = getattr(self.ws, "transport", None)
        if transport is not None:
            transport.abort()
