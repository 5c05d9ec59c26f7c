"""A real table server on 127.0.0.1 (a port the system chooses) in a thread of the test, real
clients, and the leak oracle on every frame the server sends."""

from __future__ import annotations

import asyncio
import json
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

from tarotdesk.core.state import PUBLIC
from tarotdesk.net.client import create_table
from tarotdesk.net.invites import Invite, hash_secret
from tarotdesk.net.protocol import SeatPlan, create
from tarotdesk.server.ai_pool import ReleaseDelays
from tarotdesk.server.room import RoomRules
from tarotdesk.server.server import ServerConfig, TableServer
from tests.table.leak_oracle import Oracle, cards_in

#: Fields of a frame about settled deals or the table's set-up only (their cards are no secret).
SETTLED = {"results", "standing", "options", "result", "record", "history"}


def fast_rules(**changes: Any) -> RoomRules:
    """Rules for tests: no release delay, no pause after a deal, a short grace."""
    rules = RoomRules(hints=True, grace=0.3, stand_in="random", deal_pause=5.0, release=ReleaseDelays(0.0))
    for k, v in changes.items():
        setattr(rules, k, v)
    return rules


class ServerThread:
    """A TableServer running in a thread of its own, for a with-block."""

    def __init__(self, pool: Any, rules: RoomRules | None = None, watch: bool = False, **config: Any) -> None:
        self.config = ServerConfig("127.0.0.1", 0, rules=rules or fast_rules(), discovery_port=None, **config)
        self.pool = pool
        self.oracles: dict[str, Oracle] = {}
        self.leaks: list[str] = []
        self.frames: list[tuple[str, int | None, str]] = []
        #: The table's sequence number when each of :attr:`frames` was sent (-1: no table).
        self.sent_at: list[int] = []
        self._watch = watch
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self.server: TableServer | None = None
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        self.server = TableServer(self.config, self.pool, self._tap if self._watch else None)
        await self.server.start()
        self._ready.set()
        await self._stop.wait()
        await self.server.stop()

    def __enter__(self) -> "ServerThread":
        self._thread.start()
        assert self._ready.wait(20), "the server did not start"
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._loop is not None and self._stop is not None
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(20)

    @property
    def port(self) -> int:
        assert self.server is not None
        return self.server.port

    def call(self, fn: Callable[[], Any]) -> Any:
        """Run ``fn`` on the server's loop (between two of its steps) and return its result."""
        assert self._loop is not None

        async def run() -> Any:
            return fn()

        return asyncio.run_coroutine_threadsafe(run(), self._loop).result(20)

    @property
    def pin(self) -> str | None:
        """The certificate's fingerprint (None: no TLS)."""
        assert self.server is not None
        return self.server.fingerprint

    def new_table(self, game: str, kinds: str, options: dict[str, Any] | None = None, level: str = "random",
                  hints: bool = True) -> list[Invite]:
        """A table whose seat ``s`` is a person where ``kinds[s] == "p"``, else a computer of ``level``."""
        return self.invites(self.created(game, kinds, options, level, hints))

    def created(self, game: str, kinds: str, options: dict[str, Any] | None = None, level: str = "random",
                hints: bool = True) -> dict[str, Any]:
        """The server's ``created`` answer for a new table (as :meth:`new_table`)."""
        seats = [SeatPlan("person", f"P{s}") if k == "p" else SeatPlan("computer", f"AI{s}", level)
                 for s, k in enumerate(kinds)]
        return create_table("127.0.0.1", self.port, create(game, seats, options, hints), pin=self.pin)

    def invites(self, created: dict[str, Any]) -> list[Invite]:
        """The invites of a ``created`` answer."""
        return [Invite(i["code"], "127.0.0.1", self.port, self.pin) for i in created["invites"]]

    def room(self, invite: Invite) -> Any:
        """The room an invite belongs to (read on the server's loop)."""
        return self.call(lambda: self.server._invites[hash_secret(invite.code)].room)

    # -- the oracle on the wire -----------------------------------------------------------------------
    def _tap(self, room: Any, seat: int | None, frame: str) -> None:
        self.frames.append((room.id if room is not None else "", seat, frame))
        self.sent_at.append(room.seq if room is not None else -1)
        if seat is None and room is not None and room.gallery is not None:
            seat = PUBLIC  # a spectator's frame (or an error before a seat: no card in it)
        if room is None or seat is None:
            return
        oracle = self.oracles.get(room.id)
        if oracle is None:
            oracle = self.oracles[room.id] = Oracle(room.table)
            oracle.look()
            # Before the channels hear a change (and their frames are made), the oracle reads it.
            room.table.listeners.insert(0, lambda _table, step: oracle.look(step.events))
        message = json.loads(frame)
        try:
            oracle.check(seat, f"a {message.get('type')} frame", _without_settled(message))
        except AssertionError as exc:
            self.leaks.append(str(exc))


def _without_settled(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_settled(v) for k, v in value.items() if k not in SETTLED}
    if isinstance(value, list):
        return [_without_settled(v) for v in value]
    return value


def play_bots(bots: list[Any], timeout: float = 120.0) -> list[Any]:
    """Play every bot in a thread of its own; their records."""
    with ThreadPoolExecutor(len(bots)) as pool:
        return list(pool.map(lambda b: b.play(timeout=timeout), bots))




class Raw:
    """A bare WebSocket client that sends whatever a test writes (a stranger's client)."""

    def __init__(self, port: int) -> None:
        from websockets.sync.client import connect

        self._opened = connect(f"ws://127.0.0.1:{port}/", compression=None, open_timeout=5)
        self.ws = self._opened.__enter__()
        self.seen: list[dict[str, Any]] = []

    def send(self, message: Any) -> None:
        self.ws.send(message if isinstance(message, str) else json.dumps(message))

    def recv(self, timeout: float = 5.0) -> dict[str, Any]:
        message = json.loads(self.ws.recv(timeout))
        self.seen.append(message)
        return message

    def until(self, kind: str, timeout: float = 15.0) -> dict[str, Any]:
        """The next message of type ``kind`` (others are kept in ``seen``)."""
        import time

        deadline = time.monotonic() + timeout
        while True:
            message = self.recv(max(0.01, deadline - time.monotonic()))
            if message["type"] == kind:
                return message

    def hello(self, invite: Invite | None = None, **fields: Any) -> dict[str, Any]:
        """Say hello with ``invite`` (or the fields given) and return the welcome."""
        message = {"type": "hello", "version": 1, **({"invite": invite.code} if invite else {}), **fields}
        self.send(message)
        return self.recv()

    def close(self) -> None:
        self.ws.close()


__all__ = ["PUBLIC", "Raw", "ServerThread", "cards_in", "fast_rules", "play_bots"]
