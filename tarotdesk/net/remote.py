"""A seat at a table elsewhere, with the interface of the window's own seats.

:class:`RemoteSeats` gives the window's :class:`~tarotdesk.ui.play.session.PlaySession` what
:class:`~tarotdesk.table.local.LocalSeats` gives it, from a :class:`~.client.Connection`: the
seat's snapshot (:meth:`state`), each change as a :class:`~tarotdesk.table.channel.SeatStep`
to its listeners, :meth:`check` and :meth:`act`, the next deal, hints where the table allows
them, the seat's log and, once the match is over, its replay. Whoever owns it calls
:meth:`poll` on its own thread (the window's timer, a bot's loop): every message that arrived
is read into the table layer's types (:mod:`.wire`) and handed on there.

:meth:`check` answers at once from the legal actions the seat was sent; for an action not
among them it says the generic reason and asks the server, whose refusal with its rule comes
back later to the :attr:`refused` listeners (the window shows it as it shows its own). An
action is sent with the sequence number of the state it was chosen in; actions made before
the table answers (the cards of a selection, one by one) wait and go one per new state, each
checked again against it.
"""

from __future__ import annotations

import queue
from typing import TYPE_CHECKING, Any, Callable

from ..core.actions import Action
from ..core.events import Event, IllegalAction, Refusal
from ..core.message_params import Seat
from ..core.records import PlayerInfo, Record, RecordError, parse_record
from ..table.channel import SeatStep
from ..table.state import TableState
from ..table.steps import DEALT
from . import wire
from .client import CLOSED, Connection
from .strict import WireError, boolean, integer, items, obj, text

if TYPE_CHECKING:
    from ..core.game import Game
    from ..table.replay import SeatReplay

Lookup = Callable[[str], "Game"]


class RemoteSeats:
    """One person's seat at a table on a server (see the module documentation)."""

    def __init__(self, connection: Connection, games: Lookup) -> None:
        self.connection = connection
        self._games = games
        self.listeners: list[Callable[[SeatStep], None]] = []
        #: Refusals that came from the server after the action was sent or checked.
        self.refused: list[Callable[[Refusal], None]] = []
        #: The table's facts changed (who is connected, a computer standing in, names).
        self.changed: list[Callable[[], None]] = []
        #: A chat line: (seat, text).
        self.chatted: list[Callable[[int, str], None]] = []
        #: The match is over: its record.
        self.ended: list[Callable[[Record], None]] = []
        #: A computer player's choice the seat asked for (``decide``): (sequence number, action or None).
        self.decided: list[Callable[[int, Action | None], None]] = []
        #: The connection ended or the server sent an error: (code, message).
        self.failed: list[Callable[[str, str], None]] = []
        self.waiting = False
        self.seat: int | None = None
        self.seq = 0
        self.record: Record | None = None
        self.info: dict[str, Any] = {}
        self.hints_used = False
        self._state: TableState | None = None
        self._history: list[Event] = []
        self._moves: list[tuple[int, int, Action]] = []
        self._pending: list[Action] = []
        self._sent: int | None = None  # the sequence number an action was sent at, until a state comes
        self._hint_asks: list[tuple[int, tuple[int, int], Callable[..., None], Callable[[str], None]]] = []
        self._closed = False

    # -- what the window reads --------------------------------------------------------------------------
    @property
    def opened(self) -> bool:
        """True once the seat and its first snapshot have arrived."""
        return self._state is not None and self.seat is not None

    @property
    def game(self) -> Game:
        """The game played at the table."""
        return self.state().game

    @property
    def players(self) -> list[PlayerInfo]:
        """The table's seats (a computer standing in for a person is shown as a computer)."""
        out = []
        for s in self.info.get("seats", []):
            computer = s["kind"] == "computer" or s["stand_in"]
            out.append(PlayerInfo(s["name"], "ai" if computer else "human", s["level"] if computer else None))
        return out

    @property
    def seats(self) -> list[int]:
        """The seat of the person at this computer."""
        return [self.seat] if self.seat is not None else []

    @property
    def viewer(self) -> int:
        """The seat the table is shown from."""
        return self.seat if self.seat is not None else 0

    @property
    def hints_allowed(self) -> bool:
        """True if the table lets its people ask for hints."""
        return bool(self.info.get("hints"))

    def is_person(self, seat: int) -> bool:
        """True if ``seat`` is played by a person now (at this computer or another)."""
        seats = self.info.get("seats", [])
        return 0 <= seat < len(seats) and seats[seat]["kind"] == "person" and not seats[seat]["stand_in"]

    def connected(self, seat: int) -> bool:
        """True if the person of ``seat`` is connected now."""
        seats = self.info.get("seats", [])
        return 0 <= seat < len(seats) and bool(seats[seat]["connected"])

    def level(self, seat: int) -> str:
        """The level of a computer seat (or of the computer standing in)."""
        seats = self.info.get("seats", [])
        return (seats[seat]["level"] if 0 <= seat < len(seats) else None) or "standard"

    @property
    def thinking(self) -> int | None:
        """The computer seat to act now (its move is on its way)."""
        s = self._state
        if s is None or s.over or s.deal_over or s.current_player is None or self.is_person(s.current_player):
            return None
        return s.current_player

    def state(self) -> TableState:
        """The seat's snapshot as last received."""
        if self._state is None:
            raise RuntimeError("the table has not been received yet")
        return self._state

    def history(self) -> list[Event]:
        """Every event of the match the seat saw, as far as it was sent."""
        return list(self._history)

    def moves(self) -> list[tuple[int, int, Action]]:
        """The moves of the deal in progress the seat saw: ``(move, seat, action)``."""
        return list(self._moves)

    # -- acting -----------------------------------------------------------------------------------------
    def check(self, action: Action) -> Refusal | None:
        """None if the seat may make ``action`` now as far as it knows (see the module documentation)."""
        s = self._state
        if s is None or self.seat is None:
            return Refusal("not-connected", "play")
        if s.current_player != self.seat:
            cp = s.current_player
            current = Seat(cp if cp is not None else self.seat)
            return Refusal("not-your-turn", "play", {"seat": Seat(self.seat), "current": current})
        if self._sent is not None and not (self._pending_kind() == action.kind and action in s.legal):
            return Refusal("move-sent", "play")
        if action in s.legal:
            return None
        self.connection.send({"type": "check", "seq": self.seq, "action": action.text})
        return Refusal("unknown-action", s.phase)

    def _pending_kind(self) -> str | None:
        last = self._pending[-1] if self._pending else self._last_sent
        return last.kind if last is not None else None

    def act(self, action: Action) -> list[Event]:
        """Send ``action`` (IllegalAction if :meth:`check` refuses it); its change comes back later."""
        refusal = self.check(action)
        if refusal is not None:
            raise IllegalAction(refusal)
        if self._sent is not None:
            self._pending.append(action)  # one more card of a selection: sent with the next state
            return []
        self._send(action)
        return []

    def _send(self, action: Action) -> None:
        self._sent = self.seq
        self._last_sent = action
        if not self.connection.send({"type": "act", "seq": self.seq, "action": action.text}):
            self._sent = None
            self._pending.clear()
            self._tell_refused(Refusal("not-connected", "play"))

    _last_sent: Action | None = None

    def next_deal(self) -> None:
        """Say the next deal may be dealt (it comes once every person at the table has said so)."""
        self.connection.send({"type": "next_deal", "seq": self.seq})

    def ready(self) -> None:
        """The window has shown the last change (the server paces its own table)."""
        self.waiting = False

    def chat(self, line: str) -> bool:
        """Send a chat line; False if the connection is down."""
        return self.connection.send({"type": "chat", "text": line})

    def ask_hints(self, k: int, on_answer: Callable[[tuple[int, int], list[Any]], None],
                  on_fail: Callable[[str], None]) -> bool:
        """Ask the table for hints (only where it allows them, and for the seat to act)."""
        s = self._state
        if not self.hints_allowed or s is None or s.current_player != self.seat or s.deal_over or s.over:
            return False
        self.hints_used = True
        self._hint_asks.append((self.seq, s.position, on_answer, on_fail))
        return self.connection.send({"type": "hints", "seq": self.seq, "k": max(1, min(k, 40))})

    def ask_why(self, move: int, on_answer: Callable[[Any], None], on_fail: Callable[[str], None]) -> bool:
        """A table played over the network answers no "why" (False: not asked)."""
        return False

    def cancel(self, request: int | None) -> None:
        """Nothing to cancel: a hint that comes too late is dropped by its position."""

    def replay(self, reviewer: Any = None) -> SeatReplay:
        """The match, once it is over and its record was released (RecordError before)."""
        from ..table.replay import SeatReplay

        if self.record is None or self.seat is None:
            raise RecordError("record.net-in-progress")
        return SeatReplay(self.record, self.seat, self.game, reviewer)

    def coach_view(self) -> None:
        """No coach at a table played over the network."""
        return None

    def coach_last_step(self) -> None:
        """No coach at a table played over the network."""
        return None

    def coach_title(self, lang: str) -> None:
        """No coach at a table played over the network."""
        return None

    def coach_text(self, step: Any, lang: str) -> str:
        """No coach at a table played over the network."""
        return ""

    def coach_next(self) -> bool:
        """No coach at a table played over the network."""
        return False

    def listen(self, listener: Callable[[SeatStep], None]) -> None:
        """Hear every change from now on."""
        self.listeners.append(listener)

    def close(self) -> None:
        """Stop hearing the table (the connection stays its owner's to close)."""
        self._closed = True
        self.listeners.clear()

    # -- what arrives -----------------------------------------------------------------------------------
    def poll(self, wait: float = 0.0) -> int:
        """Read every message that arrived (waiting up to ``wait`` seconds for the first) and hand
        it on; the number read."""
        count = 0
        while True:
            try:
                message = self.connection.inbox.get(timeout=wait) if wait > 0 and not count else \
                    self.connection.inbox.get_nowait()
            except queue.Empty:
                return count
            count += 1
            try:
                self._take(message)
            except WireError as exc:
                self._tell_failed("unreadable", str(exc))

    def _take(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        handler = getattr(self, "_on_" + kind, None) if kind.isidentifier() else None
        if kind == CLOSED:
            self._tell_failed("closed", str(message.get("reason", "")))
        elif kind == "_unreadable":
            self._tell_failed("unreadable", str(message.get("reason", "")))
        elif handler is not None:
            handler(message)
        # Messages of a later version of the protocol that this client does not know are left alone.

    def _on_welcome(self, m: dict[str, Any]) -> None:
        j = obj(m, "welcome", ("type", "version", "seat", "token", "table", "history"))
        self.seat = integer(j["seat"], "welcome.seat", 0, 15)
        self._on_table(j["table"])
        seat = self.seat
        history = items(j["history"], "welcome.history", lambda v, w: wire.read_event(v, w, seat), 2000)
        if history:
            self._history = history

    def _on_table(self, m: dict[str, Any]) -> None:
        j = obj(m, "table", ("type", "table", "game", "options", "hints", "grace", "seats"))

        def seat(v: Any, w: str) -> dict[str, Any]:
            s = obj(v, w, ("name", "kind", "level", "connected", "stand_in"))
            kind = text(s["kind"], f"{w}.kind", 10)
            if kind not in ("person", "computer"):
                raise WireError(f"{w}.kind", "a seat is a person or a computer")
            level = None if s["level"] is None else text(s["level"], f"{w}.level", 10)
            return {"name": text(s["name"], f"{w}.name", 64), "kind": kind, "level": level,
                    "connected": boolean(s["connected"], f"{w}.connected"),
                    "stand_in": boolean(s["stand_in"], f"{w}.stand_in")}

        self.info = {"table": text(j["table"], "table.table", 16), "game": text(j["game"], "table.game", 40),
                     "hints": boolean(j["hints"], "table.hints"), "seats": items(j["seats"], "table.seats", seat, 16)}
        for fn in list(self.changed):
            fn()

    def _on_state(self, m: dict[str, Any]) -> None:
        j = obj(m, "state", ("type", "seq", "state", "step"))
        seat = self.seat if self.seat is not None else 0
        known = self._state.results if self._state is not None else ()
        state = wire.read_state(j["state"], "state.state", self._games, known)
        first = self._state is None
        self.seq = integer(j["seq"], "state.seq", 0, 10**9)
        self._state = state
        self._sent = None
        if j["step"] is None:
            step = SeatStep(None, None, None, [], "resumed", "", state)
        else:
            step = SeatStep(*wire.read_step(j["step"], "state.step", seat), state)
        self._keep(step)
        if not first and not self._closed:
            for fn in list(self.listeners):
                fn(step)
        self._send_pending()

    def _keep(self, step: SeatStep) -> None:
        self._history.extend(step.events)
        del self._history[:-5000]
        if step.how == DEALT:
            self._moves.clear()
        if step.action is not None and step.move is not None and step.seat is not None:
            self._moves.append((step.move, step.seat, step.action))

    def _send_pending(self) -> None:
        if not self._pending:
            return
        action = self._pending.pop(0)
        s = self._state
        if s is None or s.current_player != self.seat or action not in s.legal:
            self._pending.clear()
            return
        self._send(action)

    def _on_refused(self, m: dict[str, Any]) -> None:
        refusal = wire.read_refusal({k: m.get(k) for k in ("code", "rule", "params")}, "refused")
        about = m.get("about")
        if about == "act":
            self._sent = None
            self._pending.clear()
        if about == "check" and m.get("seq") != self.seq:
            return  # a check of a position the table has left
        self._tell_refused(refusal)

    def _tell_refused(self, refusal: Refusal) -> None:
        for fn in list(self.refused):
            fn(refusal)

    def _on_hints(self, m: dict[str, Any]) -> None:
        seq = m.get("seq")
        found = items(m.get("hints"), "hints.hints", wire.read_hint, 40)
        for ask in list(self._hint_asks):
            if ask[0] == seq:
                self._hint_asks.remove(ask)
                if found or not m.get("failure"):
                    ask[2](ask[1], found)
                else:
                    ask[3](text(m["failure"], "hints.failure", 400))

    def _on_decided(self, m: dict[str, Any]) -> None:
        j = obj(m, "decided", ("type", "seq", "action"))
        seq = integer(j["seq"], "decided.seq", 0, 10**9)
        action = None if j["action"] is None else wire.read_action(j["action"], "decided.action")
        for fn in list(self.decided):
            fn(seq, action)

    def _on_match_over(self, m: dict[str, Any]) -> None:
        try:
            record = parse_record(text(m.get("record"), "match_over.record", 4_000_000), self._games)
        except RecordError as exc:
            self._tell_failed("unreadable", f"the record of the match does not read: {exc}")
            return
        first = self.record is None
        self.record = record
        if first:
            for fn in list(self.ended):
                fn(record)

    def _on_chat(self, m: dict[str, Any]) -> None:
        j = obj(m, "chat", ("type", "seat", "text"))
        seat, line = integer(j["seat"], "chat.seat", 0, 15), text(j["text"], "chat.text", 200)
        for fn in list(self.chatted):
            fn(seat, line)

    def _on_error(self, m: dict[str, Any]) -> None:
        self._tell_failed(text(m.get("code", ""), "error.code", 40), text(m.get("message", ""), "error.message", 400))

    def _tell_failed(self, code: str, message: str) -> None:
        for fn in list(self.failed):
            fn(code, message)
