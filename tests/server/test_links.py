"""A client that reads nothing: the table's sends never wait for it, and once its backlog is full
its connection is cut off (the writer may be stuck on its socket), not left to linger."""

from __future__ import annotations

import asyncio
import time

from tarotdesk.server.links import MAX_BACKLOG, Link


class StuckSocket:
    """A WebSocket whose client reads nothing: a send never completes until the transport is cut."""

    def __init__(self) -> None:
        self.cut = asyncio.Event()
        self.transport = self

    def abort(self) -> None:
        self.cut.set()

    async def send(self, _frame: str) -> None:
        await self.cut.wait()
        raise ConnectionResetError("cut off")

    async def close(self, _code: int, _reason: str) -> None:
        await self.cut.wait()


def test_a_client_that_reads_nothing_is_cut_off_without_holding_up_the_sender():
    async def run() -> tuple[float, bool, bool]:
        ws = StuckSocket()
        link = Link(ws)
        start = time.perf_counter()
        for k in range(MAX_BACKLOG + 50):
            link.send({"type": "chat", "seat": 0, "text": f"line {k}"})
        took = time.perf_counter() - start
        await asyncio.wait_for(link.writer, 5)
        return took, link.closing, ws.cut.is_set()

    took, closing, cut = asyncio.run(run())
    assert took < 1.0 and closing and cut
