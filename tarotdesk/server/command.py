"""The table server's command line: ``tarotdesk-server``, ``python -m tarotdesk.server`` and
``tarotdesk-cli serve`` take the same arguments and run the same code.

Its first line on standard output says where it listens: ``listening on ws://H:P``, or with TLS
``listening on wss://H:P sha256=FINGERPRINT`` (the fingerprint that ``table new --pin`` and
every invite carry). It runs until SIGTERM or SIGINT.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import Any, Sequence

from ..net.invites import DEFAULT_PORT


class ServeError(Exception):
    """A user error of the server's command line (one line, exit status 2)."""


def add_serve_arguments(p: argparse.ArgumentParser) -> None:
    """The arguments of ``serve``."""
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (0.0.0.0: every network; default 127.0.0.1)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (0: any free one; default {DEFAULT_PORT})")
    p.add_argument("--data", help="folder for the server's certificate and the records of finished matches")
    p.add_argument("--tls", action="store_true",
                   help="speak TLS with the server's own certificate, made in --data on first start (or --cert)")
    p.add_argument("--cert", help="a certificate (PEM) of your own for TLS, instead of the server's own")
    p.add_argument("--key", help="the private key (PEM) of --cert (default: in the --cert file)")
    p.add_argument("--invite-hours", type=float, default=168.0,
                   help="hours an invite may be used to take its seat (default 168, a week)")
    p.add_argument("--max-tables", type=int, default=64, help="the most tables kept at once (default 64)")
    p.add_argument("--grace", type=float, default=60.0,
                   help="seconds a dropped seat waits for its person (default 60)")
    p.add_argument("--release", type=float, default=0.9,
                   help="seconds after which a computer player's move is shown (default 0.9)")
    p.add_argument("--deal-pause", type=float, default=60.0,
                   help="seconds after a deal before the next is dealt without everyone's word (default 60)")
    p.add_argument("--ai-processes", type=int, default=2, help="processes for the computer players (default 2)")
    p.add_argument("--no-discovery", action="store_true", help="do not answer probes from the local network")
    p.add_argument("--name", default="", help="the name a probe is told")


def config_of(args: argparse.Namespace) -> Any:
    """The server's configuration from ``serve``'s arguments (ServeError if one is out of range)."""
    from .ai_pool import ReleaseDelays
    from .room import RoomRules
    from .server import ServerConfig

    if not 0 <= args.port <= 65535:
        raise ServeError(f"--port must be from 0 to 65535, not {args.port}")
    for flag in ("grace", "release", "deal_pause"):
        if not 0 <= getattr(args, flag) <= 86400:
            raise ServeError(f"--{flag.replace('_', '-')} must be from 0 to 86400 seconds")
    if not 0 < args.invite_hours <= 24 * 366:
        raise ServeError("--invite-hours must be more than 0 and at most a year")
    if not 1 <= args.max_tables <= 100_000:
        raise ServeError("--max-tables must be from 1 to 100000")
    if args.key and not args.cert:
        raise ServeError("--key goes with --cert")
    tls = bool(args.tls or args.cert)
    data = Path(args.data) if args.data else None
    if tls and data is None and not args.cert:
        from ..storage.paths import data_dir

        data = data_dir() / "server"
    rules = RoomRules(grace=args.grace, deal_pause=args.deal_pause, release=ReleaseDelays(args.release))
    return ServerConfig(args.host, args.port, data, rules, max(1, min(args.ai_processes, 16)),
                        None if args.no_discovery else 0, args.name, tls=tls,
                        cert=Path(args.cert) if args.cert else None, key=Path(args.key) if args.key else None,
                        invite_ttl=args.invite_hours * 3600.0, max_tables=args.max_tables)


def run_serve(args: argparse.Namespace) -> int:
    """Run the server of ``serve``'s arguments until a stop signal (ServeError if it cannot start)."""
    from .run import serve_forever
    from .server import TlsError

    config = config_of(args)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s", stream=sys.stderr)

    def listening(server: Any) -> None:
        host = args.host if ":" not in args.host else f"[{args.host}]"
        if server.fingerprint:
            print(f"listening on wss://{host}:{server.port} sha256={server.fingerprint}", flush=True)
        else:
            print(f"listening on ws://{host}:{server.port}", flush=True)

    try:
        return serve_forever(config, listening)
    except TlsError as exc:
        raise ServeError(str(exc)) from None
    except OSError as exc:
        raise ServeError(f"cannot listen on {args.host}:{args.port} ({exc.strerror or exc})") from None


def main(argv: Sequence[str] | None = None) -> int:
    """``tarotdesk-server``: run a table server; the exit status."""
    parser = argparse.ArgumentParser(prog="tarotdesk-server", description="Run a table server for playing "
                                     "with friends, on a local network or the internet.")
    add_serve_arguments(parser)
    try:
        return run_serve(parser.parse_args(argv))
    except ServeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
