"""The server's messages to a seat, made from what that seat's channel delivers (no other source).

Every message here is built from a seat's :class:`~tarotdesk.table.state.TableState`, the
:class:`~tarotdesk.table.channel.SeatStep` it heard, the events it saw, or facts every seat
knows (the seats' names, who is connected); the record only once the match is over. The wire
format of the values is :mod:`tarotdesk.net.wire`; ``docs/protocol.md`` lists the fields.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.events import Refusal
from ..net import wire
from ..net.protocol import PROTOCOL_VERSION
from ..table.channel import SeatStep
from ..table.state import TableState

if TYPE_CHECKING:
    from .room import Room

#: The most events of the past a welcome or a resumed state carries (the log's own limit is 2,000).
HISTORY_LIMIT = 2000
#: How a resumed seat's missed changes are said: one change made of every event it missed.
RESUMED = "resumed"


def table_info(room: Room) -> dict[str, Any]:
    """Who sits where, who is a person and who a computer, who is connected, the table's options."""
    table = room.table
    seats = []
    for s, p in enumerate(table.players):
        person = p.kind == "human"
        link = room.seats.get(s)
        seats.append({"name": p.name, "kind": "person" if person else "computer",
                      "level": table.level(s) if not table.is_person(s) else None,
                      "connected": bool(link is not None and link.link is not None),
                      "stand_in": s in table.stand_ins})
    return {"type": "table", "table": room.id, "game": table.game.id, "options": wire.param_json(table.setup.options),
            "hints": room.rules.hints, "grace": room.rules.grace, "seats": seats}


def welcome(room: Room, seat: int, token: str, with_history: bool) -> dict[str, Any]:
    """The first reply to a hello: the seat, its resume token, the table, and (a first join) every
    event of the match the seat saw so far, for its log."""
    history = room.table.channel(seat).history()[-HISTORY_LIMIT:] if with_history else []
    return {"type": "welcome", "version": PROTOCOL_VERSION, "seat": seat, "token": token, "table": table_info(room),
            "history": [wire.event_json(e) for e in history]}


def state(seq: int, s: TableState, step: dict[str, Any] | None, results_from: int = 0) -> dict[str, Any]:
    """The seat's snapshot after change ``seq``, with the change as it saw it (None: none);
    the results of the deals from ``results_from`` on (the connection has the others)."""
    return {"type": "state", "seq": seq, "state": wire.state_json(s, results_from), "step": step}


def step_of(step: SeatStep) -> dict[str, Any]:
    """A change as the seat heard it."""
    return wire.step_json(step.seat, step.action, step.move, step.events, step.how, step.note)


def missed(room: Room, seat: int, last_seq: int | None) -> dict[str, Any] | None:
    """What a seat coming back after change ``last_seq`` missed, as one change: every event it
    may see since (None: nothing missed, or a first join)."""
    steps = room.table.steps
    if last_seq is None or not 0 <= last_seq < len(steps):
        return None
    events = [e for step in steps[last_seq:] for e in step.events if e.visible_to(seat)][-HISTORY_LIMIT:]
    return wire.step_json(None, None, None, events, RESUMED, "")


def deal_over(seq: int, s: TableState) -> dict[str, Any]:
    """A deal was settled: its index and result (what the summary shows)."""
    return {"type": "deal_over", "seq": seq, "deal": s.deal_index, "result": wire.result_json(s.results[-1]),
            "scores": list(s.scores)}


def match_over(seq: int, record_text: str) -> dict[str, Any]:
    """The match is over: its whole record, released to every player now."""
    return {"type": "match_over", "seq": seq, "record": record_text}


def refused(seq: int, about: str, action: str | None, refusal: Refusal) -> dict[str, Any]:
    """A seat's message refused: nothing changed; the reason with its rule."""
    return {"type": "refused", "seq": seq, "about": about, "action": action, **wire.refusal_json(refusal)}


def hints(seq: int, found: list[Any], failure: str = "") -> dict[str, Any]:
    """Hints for the position of change ``seq`` (empty with ``failure`` if none could be found)."""
    return {"type": "hints", "seq": seq, "hints": [wire.hint_json(h) for h in found], "failure": failure}


def decided(seq: int, action: str | None) -> dict[str, Any]:
    """A computer player's choice for the seat at change ``seq`` (None: it could not choose)."""
    return {"type": "decided", "seq": seq, "action": action}


def chat(seat: int, line: str) -> dict[str, Any]:
    """A chat line from ``seat`` (plain text)."""
    return {"type": "chat", "seat": seat, "text": line}


def error(code: str, message: str) -> dict[str, Any]:
    """An error that ends the connection (or, for ``bad-table``, a table that could not be made)."""
    return {"type": "error", "code": code, "message": message}


def created(table_id: str, invites: list[tuple[int, str]], host: str = "", fingerprint: str | None = None,
            expires_in: float = 0.0) -> dict[str, Any]:
    """A new table, with each person seat's invite code, the host key that may take an invite
    back, the certificate's fingerprint (None: no TLS) and how long the invites may be used."""
    return {"type": "created", "version": PROTOCOL_VERSION, "table": table_id,
            "invites": [{"seat": s, "code": code} for s, code in invites], "host": host,
            "fingerprint": fingerprint, "expires_in": expires_in}
