"""The table server: WebSocket connections in, one :class:`~.room.Room` (and task) per table.

:class:`TableServer` listens for WebSocket connections (the ``websockets`` library, asyncio).
A connection's first message must come within :data:`HELLO_TIMEOUT` seconds: ``create`` sets
up a table and answers with its invites (each valid for :attr:`ServerConfig.invite_ttl` seconds)
and a host key; ``hello`` takes a seat with an invite code or a resume token; ``revoke`` (with the
host key) takes back a seat's invite and answers with a new one. Only the SHA-256 hashes of
invites, tokens and host keys are kept, and a hash found is compared again in constant time.
With TLS (:attr:`ServerConfig.tls`) the server uses its own self-signed certificate
(:mod:`.certs`, made in the data folder on first start) or a club's, and every ``created``
message carries the certificate's fingerprint for the invites. A connection may send at most
:data:`RATE` messages a second (:data:`BURST` at once); one that sends more is closed.
Every later message is read and checked here (:func:`tarotdesk.net.protocol.read_client`)
before it is posted to its table's task; one that does not read is refused to its sender and
reaches no table. The computer players of every table decide in a pool of AI processes
(:mod:`.ai_pool`), polled by a task of the server's own. Tables on the local network can be
found with a small UDP probe (:mod:`tarotdesk.net.discovery`).

With a data folder, every table is journaled (:mod:`.store`, SQLite in WAL mode) as its actions
are applied, and a server started again, even after being killed, sets up every unfinished
table of its journal again, where its people can come back with their tokens. Finished
matches' records are written to the data folder (``tables/<table>.tarotdesk``). No secret is
ever logged or journaled, only hashes.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..ai.service import AIService
from ..core.game import OptionError
from ..core.records import PlayerInfo
from ..net import strict
from ..net.invites import hash_secret, new_secret, same_hash
from ..net.protocol import MAX_CLIENT_MESSAGE, Create, Hello, Revoke, UnknownMessage, VersionMismatch, read_client
from ..net.strict import WireError
from ..table.setup import GameSetup
from . import frames
from .ai_pool import PooledAIService
from .links import Link, Tap
from .room import Room, RoomRules

log = logging.getLogger("tarotdesk.server")
#: The connections' own log: never below INFO, where websockets would log every frame (and the
#: secrets in first messages).
connections_log = logging.getLogger("tarotdesk.server.connections")
connections_log.setLevel(logging.INFO)

#: Seconds a new connection has to send its first message.
HELLO_TIMEOUT = 10.0
#: The most tables one server keeps at once.
MAX_TABLES = 64
#: How long a finished table waits for its players to fetch the record before it is dropped (seconds).
LINGER = 600.0
#: How often the AI pool is polled while it has requests open (seconds).
AI_POLL = 0.004
#: Messages a second a connection may send on average, and at once.
RATE = 20.0
BURST = 40.0
#: How long an invite may be used (seconds) unless the server is told otherwise: a week.
INVITE_TTL = 7 * 86400.0


class TlsError(Exception):
    """The server cannot speak TLS as configured (a missing data folder, files that do not load)."""


#: The "seat" of a table's spectators' invite.
WATCH = -1


@dataclass
class _Invite:
    room: Room
    seat: int
    expires: float


@dataclass
class ServerConfig:
    """Where the server listens and how its tables treat their people."""

    host: str = "127.0.0.1"
    port: int = 0
    data: Path | None = None
    rules: RoomRules = field(default_factory=RoomRules)
    ai_processes: int = 2
    #: Where probes are answered (UDP): None, nowhere; 0, on the WebSocket's own port.
    discovery_port: int | None = None
    name: str = ""
    #: TLS with the server's own certificate (made in ``data`` on first start), or ``cert``/``key``'s.
    tls: bool = False
    cert: Path | None = None
    key: Path | None = None
    invite_ttl: float = INVITE_TTL
    max_tables: int = MAX_TABLES


class TableServer:
    """The server (see the module documentation); ``await start()``, then ``await stop()``."""

    def __init__(self, config: ServerConfig, pool: AIService | None = None, tap: Tap | None = None) -> None:
        self.config = config
        self.pool = pool if pool is not None else PooledAIService(config.ai_processes)
        self._owns_pool = pool is None
        self.tap = tap
        self.rooms: dict[str, Room] = {}
        # Keyed by the secrets' hashes, never the secrets.
        self._invites: dict[str, _Invite] = {}
        self._tokens: dict[str, tuple[Room, int]] = {}
        self._hosts: dict[str, str] = {}  # table -> its host key's hash
        #: The SHA-256 fingerprint of the certificate (None: no TLS).
        self.fingerprint: str | None = None
        self._server: Server | None = None
        self._poller: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self._discovery: Any = None
        self.port = 0
        self.games: Callable[[str], Any] = _games
        self.store: Any = None

    async def start(self) -> None:
        """Listen (port 0: a free port chosen by the system, then in :attr:`port`)."""
        self._server = await serve(self._handle, self.config.host, self.config.port, max_size=MAX_CLIENT_MESSAGE,
                                   compression=None, ping_interval=20, ping_timeout=20, ssl=self._tls(),
                                   logger=connections_log)
        self.port = self._server.sockets[0].getsockname()[1]
        if self.config.data is not None:
            from .store import STORE_FILE, TableStore

            self.store = TableStore(self.config.data / STORE_FILE)
            self._restore()
        self.pool.wake.append(self._wake.set)
        self._poller = asyncio.get_running_loop().create_task(self._poll_ai(), name="ai-pool")
        if self.config.discovery_port is not None:
            from ..net.discovery import answer_probes

            # 0: the WebSocket's own port (UDP), where clients send their probes.
            udp = self.config.discovery_port or self.port
            self._discovery = await answer_probes(self.config.host, udp, self.describe)
        log.info("table server listening on %s:%d", self.config.host, self.port)

    def _tls(self) -> Any:
        config = self.config
        if not config.tls:
            return None
        from . import certs

        if config.cert is not None:
            cert, key = config.cert, config.key or config.cert
        elif config.data is not None:
            cert, key = certs.own_certificate(config.data)
        else:
            raise TlsError("TLS needs a data folder (for the server's own certificate) or a certificate and key")
        try:
            context = certs.server_context(cert, key)
            self.fingerprint = certs.fingerprint(cert)
        except (OSError, ValueError) as exc:
            raise TlsError(f"the certificate {cert} or its key {key} does not load ({exc})") from None
        return context

    async def stop(self) -> None:
        """Tell every table's people, close every connection and stop the AI processes."""
        for room in list(self.rooms.values()):
            room.close()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        if self._discovery is not None:
            self._discovery.close()
        if self._poller is not None:
            self._poller.cancel()
        if self._owns_pool:
            self.pool.close()
        if self.store is not None:
            self.store.close()

    async def _poll_ai(self) -> None:
        while True:
            if self.pool.busy:
                self.pool.poll()
                await asyncio.sleep(AI_POLL)
            else:
                self._wake.clear()
                if not self.pool.busy:
                    await self._wake.wait()

    def describe(self) -> dict[str, Any]:
        """What a probe on the local network is told: the server's name and port, and each table's
        game and free seats (never an invite)."""
        tables = [{"table": r.id, "game": r.table.game.id, "players": r.table.n_players,
                   "free": sum(1 for s in r.seats.values() if s.token_hash is None)}
                  for r in self.rooms.values() if not r.table.over]
        return {"type": "server", "name": self.config.name, "port": self.port, "tables": tables}

    # -- connections ---------------------------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        link = Link(ws, self.tap)
        try:
            try:
                first = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
            except asyncio.TimeoutError:
                link.send(frames.error("timeout", f"no hello within {HELLO_TIMEOUT:.0f} seconds"))
                return
            room = self._first(link, first)
            if room is not None:
                await self._seated(link, room, ws)
        except ConnectionClosed:
            pass
        finally:
            room = link.room
            if room is not None:
                room.post(lambda: room.gone(link))
            link.close()
            await link.writer

    def _first(self, link: Link, frame: Any) -> Room | None:
        try:
            message = read_client(strict.loads(frame, MAX_CLIENT_MESSAGE), seated=False)
        except VersionMismatch as exc:
            link.send(frames.error("version", exc.reason))
            return None
        except WireError as exc:
            link.send(frames.error("bad-message", str(exc)))
            return None
        if isinstance(message, Create):
            self._create(link, message)
            return None
        if isinstance(message, Revoke):
            self._revoke(link, message)
            return None
        return self._hello(link, message)

    def _hello(self, link: Link, hello: Hello) -> Room | None:
        found = self._seat_of(hello)
        if isinstance(found, str):
            link.send(frames.error(found, {"unknown-invite": "no seat of any table here has this invite",
                                           "unknown-token": "no seat of any table here has this token",
                                           "expired-invite": "this invite has expired: ask the table's host "
                                                             "for a new one"}[found]))
            return None
        room, seat = found
        if room.closed:
            link.send(frames.error("table-closed", "that table has ended"))
            return None
        link.room = room
        if seat == WATCH:
            gallery = room.gallery
            if gallery is not None:
                room.post(lambda: gallery.join(link))
            return room

        def join() -> None:
            before = room.seats[seat].token_hash
            room.join(link, seat, hello)
            after = room.seats[seat].token_hash
            if after != before:
                self._tokens.pop(before or "", None)
            if after is not None:
                self._tokens[after] = (room, seat)

        room.post(join)
        return room

    def _seat_of(self, hello: Hello) -> tuple[Room, int] | str:
        """The table and seat a hello's secret is for, or the error code why none."""
        if hello.invite:
            key = hash_secret(hello.invite)
            invite = self._invites.get(key)
            held = (invite.room.watch_hash if invite.seat == WATCH else invite.room.seats[invite.seat].invite_hash) \
                if invite is not None else ""
            if invite is None or not same_hash(key, held):
                return "unknown-invite"
            if time.time() > invite.expires:
                return "expired-invite"
            return invite.room, invite.seat
        key = hash_secret(hello.token or "")
        found = self._tokens.get(key)
        if found is None or not same_hash(key, found[0].seats[found[1]].token_hash or ""):
            return "unknown-token"
        return found

    async def _seated(self, link: Link, room: Room, ws: ServerConnection) -> None:
        bucket, last = BURST, time.monotonic()
        async for frame in ws:
            now = time.monotonic()
            bucket, last = min(BURST, bucket + (now - last) * RATE) - 1, now
            if bucket < 0:
                link.send(frames.error("flood", f"more than {RATE:.0f} messages a second"))
                link.close(1008, "flood")
                return
            try:
                message = read_client(strict.loads(frame, MAX_CLIENT_MESSAGE), seated=True)
            except UnknownMessage as exc:
                link.send(frames.refused(room.seq, exc.kind[:40], None, _refusal("unknown-message", exc.reason)))
                continue
            except WireError as exc:
                link.send(frames.refused(room.seq, "", None, _refusal("bad-message", str(exc))))
                continue
            room.post(lambda message=message: room.message(link, message))
            if link.closing:
                return

    # -- tables --------------------------------------------------------------------------------------------
    def _create(self, link: Link, plan: Create) -> None:
        self._drop_finished()
        if len(self.rooms) >= self.config.max_tables:
            link.send(frames.error("too-many-tables", f"this server keeps at most {self.config.max_tables} tables"))
            return
        try:
            game = self.games(plan.game)
        except KeyError:
            link.send(frames.error("bad-table", f"there is no game {strict.shortened(plan.game)!r}"))
            return
        players = [PlayerInfo(p.name or f"Player {i + 1}", "human") if p.kind == "person"
                   else PlayerInfo(p.name or f"Computer {i + 1}", "ai", p.level) for i, p in enumerate(plan.seats)]
        setup = GameSetup(game.id, players, dict(plan.options), secrets.randbits(63))
        if len(players) not in game.player_counts or not setup.person_seats:
            link.send(frames.error("bad-table", f"{game.id} is played by {', '.join(map(str, game.player_counts))} "
                                                "players, with at least one person"))
            return
        rules = self._rules({"hints": plan.hints, "spectators": plan.spectators})
        table_id = secrets.token_hex(4)
        try:
            room = Room(table_id, game, setup, self.pool, rules, self._finished)
        except (OptionError, ValueError) as exc:
            link.send(frames.error("bad-table", str(exc)))
            return
        host = new_secret()
        self._hosts[table_id] = hash_secret(host)
        if self.store is not None:
            self.store.add_table(table_id, room.table.record().to_text(),
                                 {"hints": plan.hints, "spectators": plan.spectators}, self._hosts[table_id])
        self._open(room)
        codes = [(seat, self._new_invite(room, seat)) for seat in room.seats]
        answer = frames.created(table_id, codes, host, self.fingerprint, self.config.invite_ttl)
        if room.gallery is not None:
            answer["watch"] = self._new_invite(room, WATCH)
        link.send(answer)
        link.close()
        log.info("table %s: %s for %d", table_id, game.id, len(players))

    def _rules(self, table: dict[str, Any]) -> RoomRules:
        # The server's rules with a table's own choices.
        r = self.config.rules
        return RoomRules(hints=bool(table.get("hints")), grace=r.grace, stand_in=r.stand_in, deal_pause=r.deal_pause,
                         release=r.release, spectators=bool(table.get("spectators")))

    def _open(self, room: Room) -> None:
        # A room made or set up again: started, and journaled if there is a journal.
        self.rooms[room.id] = room
        if self.store is not None:
            room.on_actions = lambda r, first, actions: self.store.add_actions(r.id, first, actions)
            room.on_seat = self._journal_seat
        room.start()

    def _journal_seat(self, room: Room, seat: int) -> None:
        if self.store is not None:
            key = room.watch_hash if seat == WATCH else room.seats[seat].invite_hash
            token = None if seat == WATCH else room.seats[seat].token_hash
            found = self._invites.get(key)
            name = None if seat == WATCH else room.table.players[seat].name
            self.store.set_seat(room.id, seat, key, found.expires if found else 0.0, token, name)

    def _new_invite(self, room: Room, seat: int) -> str:
        # A new invite of a seat (WATCH: the spectators'), the one before no longer working.
        code = new_secret()
        key = hash_secret(code)
        self._invites.pop(room.watch_hash if seat == WATCH else room.seats[seat].invite_hash, None)
        if seat == WATCH:
            room.watch_hash = key
        else:
            room.seats[seat].invite_hash = key
        self._invites[key] = _Invite(room, seat, time.time() + self.config.invite_ttl)
        self._journal_seat(room, seat)
        return code

    def _restore(self) -> None:
        """Set up every unfinished table of the journal again (a table that no longer replays is
        left out, with a warning)."""
        from ..core.records import RecordError, parse_record, replay

        for stored in self.store.tables():
            try:
                record = parse_record(stored.header, self.games)
                record.actions = list(stored.actions)
                match = replay(record, games=self.games)
                setup = GameSetup(record.game, list(record.players), dict(record.options), record.seed)
                rules = self._rules(stored.rules)
                room = Room(stored.id, self.games(record.game), setup, self.pool, rules, self._finished, match,
                            record.created)
            except (RecordError, KeyError, ValueError, OptionError) as exc:
                log.warning("table %s: not set up again (%s)", stored.id, exc)
                continue
            self._hosts[stored.id] = stored.host_hash
            for seat, s in stored.seats.items():
                if seat == WATCH and room.gallery is not None:
                    room.watch_hash = s.invite_hash
                    self._invites[s.invite_hash] = _Invite(room, seat, s.invite_expires)
                if seat not in room.seats:
                    continue
                room.seats[seat].invite_hash, room.seats[seat].token_hash = s.invite_hash, s.token_hash
                self._invites[s.invite_hash] = _Invite(room, seat, s.invite_expires)
                if s.token_hash is not None:
                    self._tokens[s.token_hash] = (room, seat)
                if s.name:
                    room.table.players[seat] = PlayerInfo(s.name, "human")
            self._open(room)
            room.restored()
            log.info("table %s: set up again at action %d", stored.id, len(stored.actions))

    def _revoke(self, link: Link, message: Revoke) -> None:
        room = self.rooms.get(message.table)
        held = self._hosts.get(message.table, "")
        if room is None or not same_hash(hash_secret(message.host), held):
            link.send(frames.error("not-host", "no table here has this host key"))
        elif message.seat not in room.seats:
            link.send(frames.error("bad-seat", f"seat {message.seat} is not a person seat of the table"))
        else:
            token = room.seats[message.seat].token_hash
            self._tokens.pop(token or "", None)
            code = self._new_invite(room, message.seat)
            room.post(lambda: room.revoke(message.seat))
            link.send({"type": "revoked", "table": room.id, "seat": message.seat, "invite": code,
                       "expires_in": self.config.invite_ttl})
        link.close()

    def _finished(self, room: Room) -> None:
        folder = self.config.data
        if folder is None:
            return
        if self.store is not None:
            self.store.finish(room.id)
        from ..core.safe_files import write_atomic

        try:
            (folder / "tables").mkdir(parents=True, exist_ok=True)
            write_atomic(folder / "tables" / f"{room.id}.tarotdesk", room.record_text())
        except OSError as exc:
            log.warning("table %s: the record could not be written (%s)", room.id, exc)

    def _drop_finished(self) -> None:
        now = time.monotonic()
        for table_id, room in list(self.rooms.items()):
            if room.ended_at is not None and now - room.ended_at > LINGER and not room.connected:
                room.close("the table has ended")
                del self.rooms[table_id]
                self._hosts.pop(table_id, None)
                if self.store is not None:
                    self.store.drop(table_id)
                for key in [k for k, i in self._invites.items() if i.room is room]:
                    del self._invites[key]
                for key in [k for k, (r, _s) in self._tokens.items() if r is room]:
                    del self._tokens[key]


def _refusal(code: str, reason: str) -> Any:
    from ..core.events import Refusal

    return Refusal(code, "play", {"reason": reason})


def _games(game_id: str) -> Any:
    from ..games.registry import get_game

    return get_game(game_id)
