"""The headless tool's network commands: ``serve``, ``table new`` and ``join``.

* ``serve [--host H] [--port P] [--data DIR]`` runs a table server until SIGTERM or SIGINT;
  its first line says where it listens (``listening on ws://H:P``).
* ``table new ws://HOST:PORT --game G --players N --people K [--ai LEVEL] [--option NAME=VALUE]``
  creates a table whose first K seats are people and the others computer players, and prints
  one invite link per person seat, one a line.
* ``join INVITE --bot LEVEL [--record FILE]`` plays the invited seat with a computer player
  until the match ends (coming back by itself if the connection drops) and writes the record
  released at the end.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import Any, Callable

from .net.invites import DEFAULT_PORT, Invite, parse_invite, server_url
from .net.protocol import LEVELS, SeatPlan, create
from .net.strict import WireError


class NetError(Exception):
    """A user error of a network command (one line, exit status 2)."""


def add_net_commands(sub: Any, options: Callable[[list[str]], dict[str, Any]]) -> None:
    """Add ``serve``, ``table`` and ``join`` (``options`` reads ``--option NAME=VALUE`` pairs)."""
    p = sub.add_parser("serve", help="run a table server for playing with friends")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (0.0.0.0: every network; default 127.0.0.1)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (0: any free one; default {DEFAULT_PORT})")
    p.add_argument("--data", help="folder where the records of finished matches are written")
    p.add_argument("--grace", type=float, default=60.0,
                   help="seconds a dropped seat waits for its person (default 60)")
    p.add_argument("--release", type=float, default=0.9,
                   help="seconds after which a computer player's move is shown (default 0.9)")
    p.add_argument("--deal-pause", type=float, default=60.0,
                   help="seconds after a deal before the next is dealt without everyone's word (default 60)")
    p.add_argument("--ai-processes", type=int, default=2, help="processes for the computer players (default 2)")
    p.add_argument("--no-discovery", action="store_true", help="do not answer probes from the local network")
    p.add_argument("--name", default="", help="the name a probe is told")
    p.set_defaults(func=_cmd_serve)

    p = sub.add_parser("table", help="tables on a running server")
    tsub = p.add_subparsers(dest="table_command", required=True)
    q = tsub.add_parser("new", help="create a table and print an invite per person seat")
    q.add_argument("server", help="the server, ws://HOST:PORT")
    q.add_argument("--game", required=True, help="game id (see 'games')")
    q.add_argument("--players", type=int, required=True, help="number of seats")
    q.add_argument("--people", type=int, required=True, help="how many of them are people (the first seats)")
    q.add_argument("--ai", choices=LEVELS, default="standard", help="level of the computer seats (default standard)")
    q.add_argument("--option", action="append", metavar="NAME=VALUE", help="a rule option (repeatable)")
    q.add_argument("--no-hints", action="store_true",
                   help="people may not ask for hints (nor bots above the random level for moves)")
    q.set_defaults(func=lambda args: _cmd_table_new(args, options))

    p = sub.add_parser("join", help="play an invited seat with a computer player until the match ends")
    p.add_argument("invite", help="the invite link (or its code, with --server)")
    p.add_argument("--server", help="the server, ws://HOST:PORT, when the invite is a bare code")
    p.add_argument("--bot", choices=LEVELS, required=True, help="the level of the computer player")
    p.add_argument("--record", help="write the record of the match to this file")
    p.add_argument("--name", help="the name to sit down with")
    p.add_argument("--timeout", type=float, default=3600.0, help="give up after this many seconds (default 3600)")
    p.set_defaults(func=_cmd_join)


def _cmd_serve(args: argparse.Namespace) -> int:
    from .server.ai_pool import ReleaseDelays
    from .server.room import RoomRules
    from .server.run import serve_forever
    from .server.server import ServerConfig

    if not 0 <= args.port <= 65535:
        raise NetError(f"--port must be from 0 to 65535, not {args.port}")
    for flag in ("grace", "release", "deal_pause"):
        if not 0 <= getattr(args, flag) <= 86400:
            raise NetError(f"--{flag.replace('_', '-')} must be from 0 to 86400 seconds")
    rules = RoomRules(grace=args.grace, deal_pause=args.deal_pause, release=ReleaseDelays(args.release))
    config = ServerConfig(args.host, args.port, Path(args.data) if args.data else None, rules,
                          max(1, min(args.ai_processes, 16)), None if args.no_discovery else 0, args.name)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s", stream=sys.stderr)

    def listening(server: Any) -> None:
        host = args.host if ":" not in args.host else f"[{args.host}]"
        print(f"listening on ws://{host}:{server.port}", flush=True)

    try:
        return serve_forever(config, listening)
    except OSError as exc:
        raise NetError(f"cannot listen on {args.host}:{args.port} ({exc.strerror or exc})") from None


def _cmd_table_new(args: argparse.Namespace, options: Callable[[list[str]], dict[str, Any]]) -> int:
    from .net.client import create_table

    try:
        host, port = server_url(args.server)
    except ValueError as exc:
        raise NetError(str(exc)) from None
    if not 1 <= args.people <= args.players:
        raise NetError(f"--people must be from 1 to --players ({args.players})")
    seats = [SeatPlan("person", "") if s < args.people else SeatPlan("computer", "", args.ai)
             for s in range(args.players)]
    message = create(args.game, seats, options(args.option or []), hints=not args.no_hints)
    try:
        created = create_table(host, port, message)
    except ConnectionError as exc:
        raise NetError(str(exc)) from None
    for invite in created.get("invites", []):
        print(Invite(str(invite["code"]), host, port).link)
    return 0


def _cmd_join(args: argparse.Namespace) -> int:
    from .core.safe_files import write_atomic
    from .net.bot import Bot, BotFailed

    try:
        invite = parse_invite(args.invite)
        if invite.host is None:
            if not args.server:
                raise NetError("a bare invite code needs --server ws://HOST:PORT")
            host, port = server_url(args.server)
            invite = Invite(invite.code, host, port)
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
