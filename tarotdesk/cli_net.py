"""The headless tool's network commands: ``serve``, ``table new`` and ``join``.

* ``serve [--host H] [--port P] [--data DIR] [--tls | --cert FILE [--key FILE]]`` runs a table
  server until SIGTERM or SIGINT (:mod:`tarotdesk.server.command`, also ``tarotdesk-server``);
  its first line says where it listens (``listening on ws://H:P``, with TLS
  ``listening on wss://H:P sha256=FINGERPRINT``).
* ``table new ws://HOST:PORT [--pin FINGERPRINT] --game G --players N --people K [--ai LEVEL] [--option NAME=VALUE]``
  creates a table whose first K seats are people and the others computer players, and prints
  one invite link per person seat, one a line (and on standard error the table's host key). A
  server with TLS is named ``wss://HOST:PORT`` and needs ``--pin``, its certificate's fingerprint.
* ``table revoke SERVER --table T --host-key KEY --seat S [--pin ...]`` takes back a seat's invite
  (its person is disconnected) and prints the seat's new invite link.
* ``join INVITE --bot LEVEL [--record FILE]`` plays the invited seat with a computer player
  until the match ends (coming back by itself if the connection drops) and writes the record
  released at the end.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, Callable

from .net.invites import Invite, parse_invite, parse_pin, server_url
from .net.protocol import LEVELS, SeatPlan, create, revoke
from .net.strict import WireError


class NetError(Exception):
    """A user error of a network command (one line, exit status 2)."""


def add_net_commands(sub: Any, options: Callable[[list[str]], dict[str, Any]]) -> None:
    """Add ``serve``, ``table`` and ``join`` (``options`` reads ``--option NAME=VALUE`` pairs)."""
    from .server.command import add_serve_arguments

    p = sub.add_parser("serve", help="run a table server for playing with friends")
    add_serve_arguments(p)
    p.set_defaults(func=_cmd_serve)

    p = sub.add_parser("table", help="tables on a running server")
    tsub = p.add_subparsers(dest="table_command", required=True)
    q = tsub.add_parser("new", help="create a table and print an invite per person seat")
    q.add_argument("server", help="the server, ws://HOST:PORT (wss://HOST:PORT with --pin for TLS)")
    q.add_argument("--pin", help="the SHA-256 fingerprint of the server's certificate (what serve printed)")
    q.add_argument("--game", required=True, help="game id (see 'games')")
    q.add_argument("--players", type=int, required=True, help="number of seats")
    q.add_argument("--people", type=int, required=True, help="how many of them are people (the first seats)")
    q.add_argument("--ai", choices=LEVELS, default="standard", help="level of the computer seats (default standard)")
    q.add_argument("--option", action="append", metavar="NAME=VALUE", help="a rule option (repeatable)")
    q.add_argument("--no-hints", action="store_true",
                   help="people may not ask for hints (nor bots above the random level for moves)")
    q.add_argument("--spectators", action="store_true",
                   help="allow spectators (the public view, a round behind); their invite goes to standard error")
    q.set_defaults(func=lambda args: _cmd_table_new(args, options))
    q = tsub.add_parser("revoke", help="take back a seat's invite and print its new one")
    q.add_argument("server", help="the server, ws://HOST:PORT (wss://HOST:PORT with --pin for TLS)")
    q.add_argument("--pin", help="the SHA-256 fingerprint of the server's certificate")
    q.add_argument("--table", required=True, help="the table's id (in its invites' answer)")
    q.add_argument("--host-key", required=True, help="the host key 'table new' printed")
    q.add_argument("--seat", type=int, required=True, help="the seat whose invite is taken back")
    q.set_defaults(func=_cmd_table_revoke)

    p = sub.add_parser("join", help="play an invited seat with a computer player until the match ends")
    p.add_argument("invite", help="the invite link (or its code, with --server)")
    p.add_argument("--server", help="the server, ws://HOST:PORT, when the invite is a bare code")
    p.add_argument("--pin", help="with --server: the SHA-256 fingerprint of the server's certificate (TLS)")
    p.add_argument("--bot", choices=LEVELS, required=True, help="the level of the computer player")
    p.add_argument("--record", help="write the record of the match to this file")
    p.add_argument("--name", help="the name to sit down with")
    p.add_argument("--timeout", type=float, default=3600.0, help="give up after this many seconds (default 3600)")
    p.set_defaults(func=_cmd_join)


def _cmd_serve(args: argparse.Namespace) -> int:
    from .server.command import ServeError, run_serve

    try:
        return run_serve(args)
    except ServeError as exc:
        raise NetError(str(exc)) from None


def _server(args: argparse.Namespace) -> tuple[str, int, str | None]:
    """The server of a command's arguments: host, port and pinned fingerprint (None: no TLS)."""
    try:
        host, port = server_url(args.server)
        pin = parse_pin(args.pin) if args.pin else None
    except (ValueError, WireError) as exc:
        raise NetError(str(exc)) from None
    if args.server.strip().startswith("wss://") and pin is None:
        raise NetError("a server with TLS needs --pin, its certificate's fingerprint (serve printed it)")
    return host, port, pin


def _cmd_table_new(args: argparse.Namespace, options: Callable[[list[str]], dict[str, Any]]) -> int:
    from .net.client import create_table

    host, port, pin = _server(args)
    if not 1 <= args.people <= args.players:
        raise NetError(f"--people must be from 1 to --players ({args.players})")
    seats = [SeatPlan("person", "") if s < args.people else SeatPlan("computer", "", args.ai)
             for s in range(args.players)]
    message = create(args.game, seats, options(args.option or []), hints=not args.no_hints,
                     spectators=args.spectators)
    try:
        created = create_table(host, port, message, pin=pin)
    except ConnectionError as exc:
        raise NetError(str(exc)) from None
    for invite in created.get("invites", []):
        print(Invite(str(invite["code"]), host, port, pin).link)
    # The host key goes to the terminal, apart from the invites: who holds it may take an invite back.
    print(f"table {created.get('table')}: host key {created.get('host')} (for 'table revoke')", file=sys.stderr)
    if created.get("watch"):
        print(f"spectators: {Invite(str(created['watch']), host, port, pin).link}", file=sys.stderr)
    return 0


def _cmd_table_revoke(args: argparse.Namespace) -> int:
    from .net.client import ask_server

    host, port, pin = _server(args)
    try:
        answer = ask_server(host, port, revoke(args.table, args.host_key, args.seat), "revoked", pin=pin)
    except ConnectionError as exc:
        raise NetError(str(exc)) from None
    print(Invite(str(answer.get("invite")), host, port, pin).link)
    return 0


def _cmd_join(args: argparse.Namespace) -> int:
    from .core.safe_files import write_atomic
    from .net.bot import Bot, BotFailed

    try:
        invite = parse_invite(args.invite)
        if invite.host is None:
            if not args.server:
                raise NetError("a bare invite code needs --server ws://HOST:PORT")
            host, port, pin = _server(args)
            invite = Invite(invite.code, host, port, pin)
    except (WireError, ValueError) as exc:
        raise NetError(str(exc)) from None
    bot = Bot(invite, args.bot, name=args.name)
    try:
        record = bot.play(timeout=args.timeout)
    except BotFailed as exc:
        raise NetError(f"the seat could not be played: {exc}") from None
    if args.record:
        try:
            write_atomic(args.record, record.to_text())
        except OSError as exc:
            raise NetError(f"{args.record}: cannot be written ({exc.strerror or exc})") from None
    seat = bot.seats.seat
    scores = bot.seats.state().scores
    print(f"match over: seat {seat}, scores {' '.join(map(str, scores))}, {len(record.actions)} actions")
    return 0
