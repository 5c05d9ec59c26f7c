"""Finding table servers on the local network: a small UDP probe and the server's answer.

A client sends one datagram, ``{"type": "probe", "version": 1}``, to the port tables listen on
(:data:`~tarotdesk.net.invites.DEFAULT_PORT`, UDP) at the addresses it looks at: the local
network's broadcast address and this computer's loopback by default, or those of
``TAROTDESK_PROBE_ADDRESSES`` (names or addresses separated by commas, for a network that
carries no broadcast). A server answers the
sender with its name, its WebSocket port and, for each table, the game and the number of seats
still free; never an invite. Everything in an answer is data from a stranger and read strictly.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import time
from dataclasses import dataclass
from typing import Any, Callable

from . import strict
from .invites import DEFAULT_PORT
from .protocol import PROTOCOL_VERSION
from .strict import WireError, integer, items, obj, text

#: The largest datagram read or sent.
MAX_DATAGRAM = 8192
#: Where a probe goes when nothing else is said.
BROADCAST = "255.255.255.255"
LOOPBACK = "127.0.0.1"
PROBE = json.dumps({"type": "probe", "version": PROTOCOL_VERSION}).encode()


@dataclass(frozen=True)
class FoundTable:
    """A table a server listed: its id, game, number of players and free seats."""

    table: str
    game: str
    players: int
    free: int


@dataclass(frozen=True)
class FoundServer:
    """A server that answered a probe: where it is and what it has."""

    host: str
    port: int
    name: str
    tables: tuple[FoundTable, ...]


def probe_addresses() -> list[str]:
    """Where a probe is sent: ``TAROTDESK_PROBE_ADDRESSES`` if set, else the broadcast address
    and this computer (a table for this computer only listens on loopback, which no broadcast
    reaches)."""
    given = os.environ.get("TAROTDESK_PROBE_ADDRESSES", "")
    found = [a.strip() for a in given.split(",") if a.strip()]
    return found or [BROADCAST, LOOPBACK]


def read_answer(data: bytes, host: str) -> FoundServer:
    """A server's answer to a probe (WireError if it is not one)."""
    j = obj(strict.loads(data, MAX_DATAGRAM), "", ("type", "version", "name", "port", "tables"))
    if j["type"] != "server" or j["version"] != PROTOCOL_VERSION:
        raise WireError("type", "not a table server's answer of this protocol")

    def table(value: Any, where: str) -> FoundTable:
        t = obj(value, where, ("table", "game", "players", "free"))
        return FoundTable(text(t["table"], where, 16), text(t["game"], where, 40),
                          integer(t["players"], where, 1, 16), integer(t["free"], where, 0, 16))

    return FoundServer(host, integer(j["port"], "port", 1, 65535), text(j["name"], "name", 64),
                       tuple(items(j["tables"], "tables", table, 64)))


def probe(addresses: list[str] | None = None, port: int = DEFAULT_PORT, wait: float = 0.6) -> list[FoundServer]:
    """Probe ``addresses`` and list the servers that answer within ``wait`` seconds (blocks)."""
    found: dict[tuple[str, int], FoundServer] = {}
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        sock.bind(("", 0))
        for address in addresses or probe_addresses():
            try:
                sock.sendto(PROBE, (address, port))
            except OSError:
                continue  # an address that cannot be reached from here
        deadline = time.monotonic() + wait
        while (left := deadline - time.monotonic()) > 0:
            sock.settimeout(left)
            try:
                data, (host, _p) = sock.recvfrom(MAX_DATAGRAM)
            except (socket.timeout, OSError):
                break
            try:
                server = read_answer(data, host)
            except WireError:
                continue  # not an answer we can read: ignored
            found[(host, server.port)] = server
    return list(found.values())


class _Answerer(asyncio.DatagramProtocol):
    def __init__(self, describe: Callable[[], dict[str, Any]]) -> None:
        self._describe = describe
        self.transport: asyncio.DatagramTransport | None = None

    def connection_made(self, transport: Any) -> None:
        self.transport = transport

    def datagram_received(self, data: bytes, addr: Any) -> None:
        try:
            j = strict.loads(data, MAX_DATAGRAM)
        except WireError:
            return
        if not isinstance(j, dict) or j.get("type") != "probe" or self.transport is None:
            return
        answer = {**self._describe(), "version": PROTOCOL_VERSION}
        self.transport.sendto(strict.dumps(answer).encode()[:MAX_DATAGRAM], addr)


async def answer_probes(host: str, port: int, describe: Callable[[], dict[str, Any]]) -> asyncio.DatagramTransport:
    """Answer probes on UDP ``host:port`` with ``describe()`` until the returned transport is closed."""
    loop = asyncio.get_running_loop()
    bind = "0.0.0.0" if host in ("", "0.0.0.0", "::") else host
    transport, _ = await loop.create_datagram_endpoint(lambda: _Answerer(describe), local_addr=(bind, port))
    return transport


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (what an invite can name), loopback last."""
    found: list[str] = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET, socket.SOCK_STREAM)
    except OSError:
        infos = []
    for info in infos:
        address = str(info[4][0])
        if not address.startswith("127.") and address not in found:
            found.append(address)
    return [*found, "127.0.0.1"]
