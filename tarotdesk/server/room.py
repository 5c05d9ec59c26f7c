"""One table on the server: its task, which alone changes the table, and the seats' connections.

A :class:`Room` owns a :class:`~tarotdesk.table.table.Table` and a queue. Everything that may
change the table is put on that queue as a function and run by the room's one task, one at a
time: a seat's message (already checked by the server, see :mod:`tarotdesk.net.protocol`), a
connection that came or went, the AI's answer to the table's computer seats (see
:mod:`.ai_pool`), the end of a grace period. The seat a message acts for is the connection's,
never one of its fields.

Each person seat has an invite and, once taken, a resume token; the room keeps only their hashes
(:func:`tarotdesk.net.invites.hash_secret`), so that a copy of the server's memory or database
gives nobody a seat. What a seat is sent is what its
:class:`~tarotdesk.table.channel.SeatChannel` delivers (:mod:`.frames` writes it): a ``state``
message after every change, ``deal_over`` and ``match_over`` (with the record) at the ends.
A seat that loses its connection keeps its place for the grace period; then a computer player
keeps it, marked as such, until the person comes back. The table goes on only while at least one
person is connected, and the next deal is dealt once every connected person has said so (or the
pause after a deal has passed), so that one slow friend never stalls the table for long.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from ..core.actions import Action, ActionParseError
from ..core.events import IllegalAction, Refusal
from ..core.message_params import Seat
from ..core.records import PlayerInfo
from ..net.invites import hash_secret, new_secret, same_hash
from ..net.protocol import Hello, TableMessage
from ..table.channel import SeatStep
from ..table.setup import GameSetup
from ..table.steps import DEALT
from ..table.table import Table
from . import frames
from .ai_pool import ReleaseDelays, ReleasedAI
from .gallery import Gallery

if TYPE_CHECKING:
    from ..ai.service import AIService
    from ..core.game import Game
    from ..core.match import Match
    from .links import Link

log = logging.getLogger("tarotdesk.server")


@dataclass
class RoomRules:
    """How a table treats its people: hints allowed, the grace period of a dropped seat, the
    level of the computer player that then keeps it, the pause after a deal, the release delays."""

    hints: bool = False
    grace: float = 60.0
    stand_in: str = "standard"
    deal_pause: float = 60.0
    release: ReleaseDelays = field(default_factory=ReleaseDelays)
    spectators: bool = False


@dataclass
class SeatLink:
    """A person seat: the hashes of its invite and of its resume token (once taken), its connection now."""

    seat: int
    invite_hash: str = ""
    token_hash: str | None = None
    link: Link | None = None
    listener: Callable[[SeatStep], None] | None = None
    #: Counts the connections lost, so that an old grace period's end does nothing.
    drops: int = 0
    #: The settled deals whose results the connection was sent.
    results_sent: int = 0


class _Presence:
    """A pacer that holds the table while no person is connected: nobody would see it play."""

    def __init__(self, room: Room) -> None:
        self._room = room

    @property
    def waiting(self) -> bool:
        return not any(s.link is not None for s in self._room.seats.values())

    @waiting.setter
    def waiting(self, _value: bool) -> None:
        pass  # the table re-arms its pacers after every change: presence alone decides here


class Room:
    """One table and its task (see the module documentation)."""

    def __init__(self, table_id: str, game: Game, setup: GameSetup, pool: AIService, rules: RoomRules,
                 on_over: Callable[[Room], None] | None = None, match: Match | None = None,
                 created: str | None = None) -> None:
        self.id = table_id
        self.rules = rules
        self._queue: asyncio.Queue[Callable[[], None] | None] = asyncio.Queue()
        self.table = Table(game, setup, match=match, created=created, ai=ReleasedAI(pool, self.post, rules.release))
        #: Told of the actions applied since the last call, before any seat hears of them
        #: (room, index of the first, [(seat, action)]); and of a seat whose secrets or name changed.
        self.on_actions: Callable[[Room, int, list[tuple[int, str]]], None] | None = None
        self.on_seat: Callable[[Room, int], None] | None = None
        self._journaled = len(self.table.match.actions)
        #: The spectators, where the table allows them (None: it does not).
        self.gallery: Gallery | None = Gallery(self) if rules.spectators else None
        #: The hash of the spectators' invite ("" without spectators).
        self.watch_hash = ""
        self.seats = {s: SeatLink(s) for s in setup.person_seats}
        self.table.pacers.append(_Presence(self))
        self.table.listeners.append(self._table_step)
        self._ready_next: set[int] = set()
        self._on_over = on_over
        self._record_text: tuple[int, str] | None = None
        self.closed = False
        self.ended_at: float | None = None
        self.task: asyncio.Task[None] | None = None

    # -- the task --------------------------------------------------------------------------------------
    def start(self) -> None:
        """Start the room's task on the running loop."""
        self.task = asyncio.get_running_loop().create_task(self._run(), name=f"table-{self.id}")

    def post(self, fn: Callable[[], None], at: float = 0.0) -> None:
        """Run ``fn`` on the room's task, no sooner than monotonic time ``at``."""
        if self.closed:
            return
        wait = at - time.monotonic()
        if wait > 0:
            asyncio.get_running_loop().call_later(wait, self._queue.put_nowait, fn)
        else:
            self._queue.put_nowait(fn)

    async def _run(self) -> None:
        while True:
            fn = await self._queue.get()
            if fn is None or self.closed:
                return
            try:
                fn()
            except Exception:  # one bad turn of a table must not end it for everybody
                log.exception("table %s: an error while applying a message", self.id)

    def close(self, reason: str = "the server is stopping") -> None:
        """End the table: every connection is told and closed."""
        if self.closed:
            return
        for s in self.seats.values():
            if s.link is not None:
                s.link.send(frames.error("server-stopping", reason))
                s.link.close(1001, "server stopping")
        if self.gallery is not None:
            self.gallery.close()
        self.closed = True
        self.table.close()
        self._queue.put_nowait(None)

    @property
    def seq(self) -> int:
        """The number of changes made at the table: the sequence number of its last state."""
        return len(self.table.steps)

    @property
    def connected(self) -> list[int]:
        """The person seats connected now."""
        return [s for s, sl in self.seats.items() if sl.link is not None]

    # -- people coming and going ------------------------------------------------------------------------
    def join(self, link: Link, seat: int, hello: Hello) -> None:
        """``link`` takes ``seat`` (an invite or the seat's token was given): the seat's view is
        sent, a connection the seat had is replaced, a computer standing in gives the seat back."""
        s = self.seats[seat]
        token = self._secret_holds(link, s, hello)
        if token is None:
            return
        old = s.link
        if old is not None and old is not link:
            old.send(frames.error("replaced", "another connection took this seat"))
            old.close(4001, "replaced")
            old.seat = None
        s.link, link.seat, link.room = link, seat, self
        if hello.name and hello.name.strip():
            self.table.players[seat] = PlayerInfo(hello.name.strip(), "human")
        # A computer standing in gives the seat back first, so that the welcome already says so
        # (any move this leads to is in the snapshot that follows).
        self._seat_changed(seat)
        self.table.stand_down(seat)
        channel = self.table.channel(seat)
        link.send(frames.welcome(self, seat, token, with_history=hello.last_seq is None))
        snapshot = channel.state()
        link.send(frames.state(self.seq, snapshot, frames.missed(self, seat, hello.last_seq)))
        s.results_sent = len(snapshot.results)
        if self.table.over:
            link.send(frames.match_over(self.seq, self.record_text()))
        if s.listener is None:
            s.listener = lambda step, seat=seat: self._heard(seat, step)
            channel.listen(s.listener)
        self._presence()
        self.table.go_on()
        self._maybe_deal()

    def _secret_holds(self, link: Link, s: SeatLink, hello: Hello) -> str | None:
        """The seat's token for ``link`` if its hello's secret is still the seat's (it may have been
        revoked since the server looked it up), else None with the connection told and closed.
        A resume token is kept; an invite (taken again, say on another device) gets a new token,
        and the old one no longer works."""
        if hello.token is not None:
            if s.token_hash is not None and same_hash(hash_secret(hello.token), s.token_hash):
                return hello.token
        elif same_hash(hash_secret(hello.invite or ""), s.invite_hash):
            token = new_secret()
            s.token_hash = hash_secret(token)
            return token
        link.send(frames.error("revoked", "the table's host took back this seat's invite"))
        link.close(4003, "revoked")
        return None

    def restored(self) -> None:
        """The room was set up again from the journal after a restart: every seat waits for its
        person for the grace period, and a settled deal for the pause after a deal."""
        now = time.monotonic()
        for seat, s in self.seats.items():
            drops = s.drops
            self.post(lambda seat=seat, drops=drops: self._grace_over(seat, drops), now + self.rules.grace)
        if self.table.deal_over and not self.table.over:
            deal = self.table.position[0]
            self.post(lambda: self._deal_anyway(deal), now + self.rules.deal_pause)

    def _seat_changed(self, seat: int) -> None:
        if self.on_seat is not None:
            self.on_seat(self, seat)

    def revoke(self, seat: int) -> None:
        """The host took back ``seat``'s invite: its token no longer works and its connection is closed
        (the seat waits for whoever comes with the new invite, as after a drop)."""
        s = self.seats[seat]
        s.token_hash = None
        self._seat_changed(seat)
        link = s.link
        if link is not None:
            link.send(frames.error("revoked", "the table's host took back this seat's invite"))
            link.close(4003, "revoked")
            self.gone(link)

    def gone(self, link: Link) -> None:
        """``link`` closed: its seat waits for its person for the grace period."""
        seat = link.seat
        if seat is None and self.gallery is not None:
            self.gallery.gone(link)
        if seat is None or self.seats[seat].link is not link:
            return  # a connection already replaced, or a spectator's
        s = self.seats[seat]
        s.link = None
        link.seat = None
        if s.listener is not None:
            self.table.channel(seat).forget(s.listener)
            s.listener = None
        s.drops += 1
        drops = s.drops
        self.post(lambda: self._grace_over(seat, drops), time.monotonic() + self.rules.grace)
        self._presence()
        self._maybe_deal()

    def _grace_over(self, seat: int, drops: int) -> None:
        s = self.seats[seat]
        if s.link is None and s.drops == drops and not self.table.over:
            self.table.stand_in(seat, self.rules.stand_in)
            self._presence()

    def _presence(self) -> None:
        self.broadcast(frames.table_info(self))

    def broadcast(self, message: dict[str, Any]) -> None:
        """Send ``message`` to every connected seat."""
        for s in self.seats.values():
            if s.link is not None:
                s.link.send(message)

    # -- what the seats hear ----------------------------------------------------------------------------
    def _heard(self, seat: int, step: SeatStep) -> None:
        link = self.seats[seat].link
        if link is None:
            return
        seq = self.seq
        sl = self.seats[seat]
        link.send(frames.state(seq, step.state, frames.step_of(step), sl.results_sent))
        sl.results_sent = len(step.state.results)
        if step.state.deal_over and step.how != DEALT:
            link.send(frames.deal_over(seq, step.state))
        if step.state.over:
            link.send(frames.match_over(seq, self.record_text()))

    def record_text(self) -> str:
        """The record of the match (released to the players only once it is over)."""
        if self._record_text is None or self._record_text[0] != self.seq:
            self._record_text = (self.seq, self.table.record().to_text())
        return self._record_text[1]

    def _table_step(self, table: Table, step: Any) -> None:
        # Every change, whoever made it (a person, a computer seat): the journal first, then the
        # ends of deals and of the match.
        actions = table.match.actions
        if self.on_actions is not None and len(actions) > self._journaled:
            self.on_actions(self, self._journaled, [(seat, a.text) for seat, a in actions[self._journaled:]])
        self._journaled = len(actions)
        if table.over and self.ended_at is None:
            self.ended_at = time.monotonic()
            if self._on_over is not None:
                self._on_over(self)
        elif table.deal_over and step.how != DEALT:
            deal = table.position[0]
            self.post(lambda: self._deal_anyway(deal), time.monotonic() + self.rules.deal_pause)

    # -- a seat's messages ---------------------------------------------------------------------------------
    def message(self, link: Link, msg: TableMessage) -> None:
        """A seated connection's message (checked already); refusals go back to it alone."""
        seat = link.seat
        if seat is None or self.seats[seat].link is not link:
            return  # the connection was replaced meanwhile
        if msg.type == "chat":
            self.broadcast(frames.chat(seat, msg.text))
            return
        if msg.type == "leave":
            link.close(1000, "left")
            self.gone(link)
            return
        if msg.seq != self.seq:
            self._refuse(link, msg, Refusal("stale-sequence", "play", {"seq": self.seq}))
            return
        if msg.type == "act":
            self._act(link, seat, msg)
        elif msg.type == "check":
            self._check(link, seat, msg)
        elif msg.type == "next_deal":
            self._next_deal(link, seat, msg)
        elif msg.type == "decide":
            self._decide(link, seat, msg)
        else:
            self._hints(link, seat, msg)

    def _refuse(self, link: Link, msg: TableMessage, refusal: Refusal) -> None:
        link.send(frames.refused(self.seq, msg.type, msg.action, refusal))

    def _act(self, link: Link, seat: int, msg: TableMessage) -> None:
        try:
            action = Action.parse(msg.action or "")
        except ActionParseError:
            self._refuse(link, msg, Refusal("unknown-action", "play"))
            return
        channel = self.table.channel(seat)
        refusal = channel.check(action)
        if refusal is None and not self.table.is_person(seat):
            refusal = self._not_your_turn(seat)
        if refusal is not None:
            self._refuse(link, msg, refusal)
            return
        try:
            channel.act(action)
        except IllegalAction as exc:
            self._refuse(link, msg, exc.refusal)

    def _check(self, link: Link, seat: int, msg: TableMessage) -> None:
        # Why an action the client could not find among its legal ones is refused (nothing if allowed).
        try:
            refusal = self.table.channel(seat).check(Action.parse(msg.action or ""))
        except ActionParseError:
            refusal = Refusal("unknown-action", "play")
        if refusal is not None:
            self._refuse(link, msg, refusal)

    def _decide(self, link: Link, seat: int, msg: TableMessage) -> None:
        # A person lets a computer player choose their move (a bot): a hint, as the table allows.
        if not self.rules.hints:
            self._refuse(link, msg, Refusal("hints-off", "play"))
            return
        asked = self.seq

        def answered(action: str) -> None:
            if self.seats[seat].link is link:
                link.send(frames.decided(asked, action))

        def failed(_message: str) -> None:
            if self.seats[seat].link is link:
                link.send(frames.decided(asked, None))

        if not self.table.channel(seat).ask_move(msg.level, answered, failed):
            self._refuse(link, msg, self._not_your_turn(seat))

    def _next_deal(self, link: Link, seat: int, msg: TableMessage) -> None:
        if not self.table.deal_over or self.table.over:
            self._refuse(link, msg, Refusal("deal-in-progress", "end"))
            return
        self._ready_next.add(seat)
        self._maybe_deal()

    def _maybe_deal(self) -> None:
        if not self.table.deal_over or self.table.over or self.closed:
            return
        here = self.connected
        if here and all(s in self._ready_next or not self.table.is_person(s) for s in here):
            self._deal()

    def _deal_anyway(self, deal: int) -> None:
        if self.table.deal_over and not self.table.over and self.table.position[0] == deal and self.connected:
            self._deal()

    def _deal(self) -> None:
        self._ready_next.clear()
        self.table.next_deal()

    def _hints(self, link: Link, seat: int, msg: TableMessage) -> None:
        if not self.rules.hints:
            self._refuse(link, msg, Refusal("hints-off", "play"))
            return
        asked = self.seq

        def answered(_position: tuple[int, int], found: list[Any]) -> None:
            if self.seats[seat].link is link:
                link.send(frames.hints(asked, found))

        def failed(message: str) -> None:
            if self.seats[seat].link is link:
                link.send(frames.hints(asked, [], message))

        if not self.table.channel(seat).ask_hints(msg.k, answered, failed):
            self._refuse(link, msg, self._not_your_turn(seat))

    def _not_your_turn(self, seat: int) -> Refusal:
        current = self.table.match.current_player
        shown = Seat(current if current is not None else seat)
        return Refusal("not-your-turn", "play", {"seat": Seat(seat), "current": shown})
