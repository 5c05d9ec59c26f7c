"""The table protocol's messages: what a client may send, read strictly, and the server's replies.

Every message is one JSON object in one WebSocket text frame, with a ``type``. A client's first
message is ``hello`` (take a seat with an invite or a resume token), ``create`` (set up a new
table) or ``revoke`` (a table's host takes back a seat's invite); after a ``welcome`` it may send ``act``, ``next_deal``, ``hints``, ``chat`` and ``leave``.
:func:`read_client` checks a client's message field by field before anything reaches a table and
raises :class:`~tarotdesk.net.strict.WireError` (the server answers with a refusal or an error);
the seat a message is for is never one of its fields: it is the connection's. ``docs/protocol.md``
is the full description, with the server's messages.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import strict
from .invites import parse_code
from .strict import WireError, boolean, integer, items, obj, optional_int, text

#: The protocol's version; a hello or create of another version is refused with an error.
PROTOCOL_VERSION = 1
#: The longest message a client may send (bytes); the server closes a connection that sends more.
MAX_CLIENT_MESSAGE = 16 * 1024
#: The longest message a server sends (a finished match's record is the largest).
MAX_SERVER_MESSAGE = 4 * 1024 * 1024
#: The longest chat line (characters).
MAX_CHAT = 200
#: The longest player name (characters).
MAX_NAME = 32
#: The most hints a seat may ask for at once.
MAX_HINTS = 40
#: The computer levels a table may seat.
LEVELS = ("random", "easy", "standard", "strong")
#: What a client may send once it sits at a table.
TABLE_MESSAGES = ("act", "check", "next_deal", "hints", "decide", "chat", "leave")


@dataclass(frozen=True)
class Hello:
    """Take a seat: with an invite's code, or with the resume token a welcome gave."""

    invite: str | None = None
    token: str | None = None
    last_seq: int | None = None
    name: str | None = None


@dataclass(frozen=True)
class SeatPlan:
    """One seat of a table to create: a person (who will come with an invite) or a computer."""

    kind: str  # "person" or "computer"
    name: str
    level: str | None = None


@dataclass(frozen=True)
class Create:
    """A new table: the game, its seats, the rule options, and whether people may ask for hints."""

    game: str
    seats: tuple[SeatPlan, ...]
    options: dict[str, Any] = field(default_factory=dict)
    hints: bool = False
    spectators: bool = False


@dataclass(frozen=True)
class Revoke:
    """A table's host (the holder of its ``created`` message's host key) takes back a seat's invite."""

    table: str
    host: str
    seat: int


@dataclass(frozen=True)
class TableMessage:
    """A message of a seated client: ``act`` and ``check`` (action), ``next_deal``, ``hints`` (k),
    ``decide`` (level), ``chat`` (text), ``leave``."""

    type: str
    seq: int | None = None
    action: str | None = None
    k: int = 0
    text: str = ""
    level: str = ""


def read_client(message: Any, seated: bool) -> Hello | Create | Revoke | TableMessage:
    """A client's decoded message, checked (``seated``: the connection has been welcomed)."""
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise WireError("", "a message is an object with a 'type'")
    kind = message["type"]
    if not seated:
        if kind == "hello":
            return _hello(message)
        if kind == "create":
            return _create(message)
        if kind == "revoke":
            return _revoke(message)
        raise WireError("type", f"the first message must be 'hello', 'create' or 'revoke', "
                                f"not {strict.shortened(kind)!r}")
    if kind not in TABLE_MESSAGES:
        raise UnknownMessage(kind)
    if kind in ("act", "check"):
        j = obj(message, "", ("type", "seq", "action"))
        return TableMessage(kind, _seq(j), action=text(j["action"], "action", 400, empty=False))
    if kind == "decide":
        j = obj(message, "", ("type", "seq", "level"))
        level = text(j["level"], "level", 10)
        if level not in LEVELS:
            raise WireError("level", f"the levels are {', '.join(LEVELS)}")
        return TableMessage("decide", _seq(j), level=level)
    if kind in ("next_deal",):
        return TableMessage(kind, _seq(obj(message, "", ("type", "seq"))))
    if kind == "hints":
        j = obj(message, "", ("type", "seq", "k"))
        return TableMessage("hints", _seq(j), k=integer(j["k"], "k", 1, MAX_HINTS))
    if kind == "chat":
        return TableMessage("chat", text=chat_line(obj(message, "", ("type", "text"))["text"]))
    obj(message, "", ("type",))
    return TableMessage("leave")


class UnknownMessage(WireError):
    """A message type the protocol does not have (answered with a refusal; nothing changes)."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        super().__init__("type", f"unknown message {strict.shortened(kind)!r}")


def _seq(j: dict[str, Any]) -> int:
    return integer(j["seq"], "seq", 0, 10**9)


def _version(j: dict[str, Any]) -> None:
    version = j["version"]
    if version != PROTOCOL_VERSION:
        raise VersionMismatch(version)


class VersionMismatch(WireError):
    """A client of another protocol version."""

    def __init__(self, version: Any) -> None:
        super().__init__("version", f"this server speaks protocol {PROTOCOL_VERSION}, "
                                    f"not {strict.shortened(repr(version))}")


def _hello(message: dict[str, Any]) -> Hello:
    j = obj(message, "", ("type", "version"), ("invite", "token", "last_seq", "name"))
    _version(j)
    if ("invite" in j) == ("token" in j):
        raise WireError("", "a hello carries either an invite or a token")
    invite = parse_code(text(j["invite"], "invite", 80)) if "invite" in j else None
    token = text(j["token"], "token", 80, empty=False) if "token" in j else None
    name = player_name(j["name"], "name") if j.get("name") is not None else None
    return Hello(invite, token, optional_int(j.get("last_seq"), "last_seq", 0, 10**9), name)


def _revoke(message: dict[str, Any]) -> Revoke:
    j = obj(message, "", ("type", "version", "table", "host", "seat"))
    _version(j)
    return Revoke(text(j["table"], "table", 16, empty=False), parse_code(text(j["host"], "host", 80)),
                  integer(j["seat"], "seat", 0, 15))


def revoke(table: str, host: str, seat: int) -> dict[str, Any]:
    """A revoke message: the host of ``table`` takes back ``seat``'s invite."""
    return {"type": "revoke", "version": PROTOCOL_VERSION, "table": table, "host": host, "seat": seat}


def _create(message: dict[str, Any]) -> Create:
    j = obj(message, "", ("type", "version", "game", "seats"), ("options", "hints", "spectators"))
    _version(j)
    seats = tuple(items(j["seats"], "seats", _seat_plan, 16))
    options = j.get("options", {})
    if not isinstance(options, dict) or len(options) > 64:
        raise WireError("options", "expected an object of at most 64 options")
    for name, value in options.items():
        text(name, "options", 60)
        if not (value is None or isinstance(value, (bool, int, str))):
            raise WireError(f"options.{strict.shortened(name)}", "an option is true, false, a number or a word")
    return Create(text(j["game"], "game", 40, empty=False), seats, dict(options),
                  boolean(j["hints"], "hints") if "hints" in j else False,
                  boolean(j["spectators"], "spectators") if "spectators" in j else False)


def _seat_plan(value: Any, where: str) -> SeatPlan:
    j = obj(value, where, ("kind",), ("name", "level"))
    kind = text(j["kind"], f"{where}.kind", 10)
    if kind not in ("person", "computer"):
        raise WireError(f"{where}.kind", "a seat is a 'person' or a 'computer'")
    level = None
    if kind == "computer":
        level = text(j.get("level", "standard"), f"{where}.level", 10)
        if level not in LEVELS:
            raise WireError(f"{where}.level", f"the levels are {', '.join(LEVELS)}")
    name = player_name(j["name"], f"{where}.name") if "name" in j else ""
    return SeatPlan(kind, name, level)


def player_name(value: Any, where: str) -> str:
    """A player's name: one line of text, at most :data:`MAX_NAME` characters."""
    name = text(value, where, MAX_NAME)
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
        raise WireError(where, "a name is one line without control characters")
    return name


def chat_line(value: Any) -> str:
    """A chat line: plain text on one line, at most :data:`MAX_CHAT` characters, not empty."""
    line = text(value, "text", MAX_CHAT)
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in line):
        raise WireError("text", "a chat line is one line of text without control characters")
    if not line.strip():
        raise WireError("text", "the chat line is empty")
    return line.strip()


# -- the client's side: messages to send ---------------------------------------------------------------------

def hello(invite: str | None = None, token: str | None = None, last_seq: int | None = None,
          name: str | None = None) -> dict[str, Any]:
    """A hello with an invite's code or a resume token (and the last sequence number seen)."""
    out: dict[str, Any] = {"type": "hello", "version": PROTOCOL_VERSION}
    if token is not None:
        out["token"] = token
    else:
        out["invite"] = invite
    if last_seq is not None:
        out["last_seq"] = last_seq
    if name:
        out["name"] = name
    return out


def create(game: str, seats: list[SeatPlan], options: dict[str, Any] | None = None,
           hints: bool = False, spectators: bool = False) -> dict[str, Any]:
    """A create message for a new table."""
    plans = []
    for s in seats:
        plan: dict[str, Any] = {"kind": s.kind}
        if s.name:
            plan["name"] = s.name
        if s.level is not None:
            plan["level"] = s.level
        plans.append(plan)
    return {"type": "create", "version": PROTOCOL_VERSION, "game": game, "seats": plans,
            "options": dict(options or {}), "hints": hints, **({"spectators": True} if spectators else {})}
