"""A client's connection to a seat at a table server, which comes back by itself when it drops.

:class:`Connection` runs the WebSocket (``websockets``' threading client) in a thread of its own:
it says ``hello`` with the invite, keeps the resume token the ``welcome`` gives and the sequence
number of the last ``state``, reads every message strictly (:mod:`.strict`) into :attr:`inbox`,
and when the connection is lost connects again with the token and that number, so that the
server sends the seat's view as it stands and what it missed. It gives up on an error that
another try would not mend (a wrong invite, another protocol version, the seat taken by another
connection, a certificate other than the pinned one) or after :data:`RETRIES` failed tries in a
row. An invite with a fingerprint (a server with TLS) is connected to with ``wss`` and the
server's certificate must have that fingerprint: no certificate authority is asked, and no
secret is sent before the certificate is found to be the pinned one. Whoever uses it (the window's
remote seats, a headless bot) reads :attr:`inbox` on its own thread and sends from there.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import queue
import socket
import ssl
import threading
import time
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from . import strict
from .invites import Invite
from .protocol import MAX_SERVER_MESSAGE, hello
from .strict import WireError

#: Failed tries in a row before the connection gives up.
RETRIES = 8
#: Waits between tries (seconds), the last repeated.
BACKOFF = (0.1, 0.3, 0.6, 1.0, 2.0)
#: Seconds to open a connection.
OPEN_TIMEOUT = 5.0
#: Server errors after which trying again is pointless.
FINAL_ERRORS = frozenset({"version", "unknown-invite", "unknown-token", "replaced", "table-closed", "bad-message",
                          "server-stopping", "expired-invite", "revoked"})
#: The connections' own log: never below INFO, where websockets would log every frame (and the
#: secrets in the hello).
connections_log = logging.getLogger("tarotdesk.net.connections")
connections_log.setLevel(logging.INFO)
#: The kind of the message :attr:`Connection.inbox` ends with (never a server's).
CLOSED = "_closed"


class NotThePinnedServer(ConnectionError):
    """The server's certificate is not the one the invite pins (or it speaks no TLS): its ``code``
    is ``certificate-mismatch`` or ``not-tls``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def connect_options(pin: str | None) -> dict[str, Any]:
    """The ``connect`` arguments for a server, with TLS when ``pin`` (a fingerprint) is given: the
    certificate is checked against the pin (:func:`check_pin`), not against any authority."""
    options: dict[str, Any] = {"open_timeout": OPEN_TIMEOUT, "max_size": MAX_SERVER_MESSAGE, "compression": None,
                               "logger": connections_log, "close_timeout": 2.0}
    if pin:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE  # the pin below is the check
        options["ssl"] = context
    return options


def check_pin(ws: ClientConnection, pin: str | None) -> None:
    """Raise NotThePinnedServer unless the server's certificate has the fingerprint ``pin`` (None: no TLS)."""
    if not pin:
        return
    sock = ws.socket
    der = sock.getpeercert(binary_form=True) if isinstance(sock, ssl.SSLSocket) else None
    if der is None:
        raise NotThePinnedServer("not-tls", "the server sent no certificate")
    found = hashlib.sha256(der).hexdigest()
    if not hmac.compare_digest(found, pin):
        raise NotThePinnedServer("certificate-mismatch", "the server's certificate is not the one the invite names "
                                 f"(its fingerprint is {found}, the invite's {pin}): someone may be in between; "
                                 "nothing was sent")


def _pinned_open(pin: str | None, url: str, exc: ssl.SSLError) -> NotThePinnedServer:
    return NotThePinnedServer("not-tls", f"no TLS connection to {url} ({exc.reason or exc}): the invite pins a "
                                         "certificate, so the server must speak TLS")


class Connection:
    """One seat's connection to a table server (see the module documentation)."""

    def __init__(self, invite: Invite, name: str | None = None, reconnect: bool = True) -> None:
        self.invite = invite
        self.name = name
        self.reconnect = reconnect
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.token: str | None = None
        self.last_seq: int | None = None
        #: How many times the connection was opened (1 at first; more after drops).
        self.opened = 0
        self._ws: ClientConnection | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tarotdesk-table-link", daemon=True)

    def start(self) -> "Connection":
        """Connect (in the connection's thread)."""
        self._thread.start()
        return self

    @property
    def alive(self) -> bool:
        """True until the connection has given up or been closed."""
        return self._thread.is_alive()

    def send(self, message: dict[str, Any]) -> bool:
        """Send ``message``; False if the connection is down (it may come back: resend then)."""
        ws = self._ws
        if ws is None:
            return False
        try:
            ws.send(strict.dumps(message))
            return True
        except (ConnectionClosed, OSError, RuntimeError):
            return False

    def drop(self) -> None:
        """Break the connection as a network would (it connects again if it may): for tests."""
        ws = self._ws
        if ws is not None:
            try:
                ws.socket.shutdown(socket.SHUT_RDWR)  # wakes the thread blocked reading it
            except OSError:
                pass

    def close(self) -> None:
        """Leave the table and stop (the thread ends soon after)."""
        self._stop.set()
        ws = self._ws
        if ws is not None:
            try:
                ws.send(strict.dumps({"type": "leave"}))
            except (ConnectionClosed, OSError, RuntimeError):
                pass
            ws.close()

    def join(self, timeout: float = 5.0) -> None:
        """Wait for the thread to end."""
        self._thread.join(timeout)

    # -- the thread ------------------------------------------------------------------------------------
    def _run(self) -> None:
        failures = 0
        reason = "closed"
        while not self._stop.is_set():
            final, seated = self._once()
            if final is not None:
                reason = final
                break
            failures = 0 if seated else failures + 1
            if not self.reconnect or failures >= RETRIES:
                reason = "lost"
                break
            self._stop.wait(BACKOFF[min(failures, len(BACKOFF) - 1)])
        self.inbox.put({"type": CLOSED, "reason": reason})

    def _once(self) -> tuple[str | None, bool]:
        """One connection, until it ends: (a final reason to stop, or None; whether it was seated)."""
        seated = False
        try:
            with connect(self.invite.url, **connect_options(self.invite.pin)) as ws:
                check_pin(ws, self.invite.pin)
                self._ws = ws
                self.opened += 1
                ws.send(strict.dumps(hello(self.invite.code, self.token, self.last_seq, self.name)))
                for frame in ws:
                    message = self._read(frame)
                    if message is None:
                        continue
                    seated = seated or message["type"] == "welcome"
                    self.inbox.put(message)
                    if message["type"] == "error" and message.get("code") in FINAL_ERRORS:
                        return str(message.get("code")), seated
        except NotThePinnedServer as exc:
            self.inbox.put({"type": "error", "code": exc.code, "message": str(exc)})
            return exc.code, seated
        except ssl.SSLError as exc:
            failed = _pinned_open(self.invite.pin, self.invite.url, exc)
            self.inbox.put({"type": "error", "code": failed.code, "message": str(failed)})
            return failed.code, seated
        except (ConnectionClosed, OSError, InvalidHandshake, TimeoutError):
            pass
        except InvalidURI:
            return "bad-address", seated
        finally:
            self._ws = None
        return ("closed" if self._stop.is_set() else None), seated

    def _read(self, frame: Any) -> dict[str, Any] | None:
        try:
            message = strict.loads(frame, MAX_SERVER_MESSAGE)
        except WireError as exc:
            self.inbox.put({"type": "_unreadable", "reason": str(exc)})
            return None
        kind = message.get("type") if isinstance(message, dict) else None
        if not isinstance(kind, str) or kind.startswith("_"):
            self.inbox.put({"type": "_unreadable", "reason": "a message without a type"})
            return None
        if message["type"] == "welcome" and isinstance(message.get("token"), str):
            self.token = message["token"]
        if message["type"] == "state" and isinstance(message.get("seq"), int):
            self.last_seq = message["seq"]
        return message


def wait_for(connection: Connection, kinds: tuple[str, ...], timeout: float = 10.0) -> dict[str, Any]:
    """The next message of one of ``kinds`` from ``connection``'s inbox (skipping others); a
    TimeoutError if none comes, a ConnectionError if the connection closes first."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            message = connection.inbox.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise TimeoutError(f"no {' or '.join(kinds)} within {timeout} s") from None
        if message["type"] in kinds:
            return message
        if message["type"] == CLOSED:
            raise ConnectionError(f"the connection closed ({message.get('reason')})")


def create_table(host: str, port: int, message: dict[str, Any], timeout: float = 10.0,
                 pin: str | None = None) -> dict[str, Any]:
    """Ask the server at ``host:port`` (with TLS and its certificate pinned, if ``pin``) for a new
    table (``message``: a create message, or any first message answered by one message); its
    ``created`` answer (with the invites), or ConnectionError with the server's reason."""
    return ask_server(host, port, message, "created", timeout, pin)


def ask_server(host: str, port: int, message: dict[str, Any], expected: str, timeout: float = 10.0,
               pin: str | None = None) -> dict[str, Any]:
    """Send ``message`` as a connection's first message and return the answer of type
    ``expected``, or ConnectionError with the server's reason."""
    url = Invite("A" * 26, host, port, pin).url
    try:
        with connect(url, **connect_options(pin)) as ws:
            check_pin(ws, pin)
            ws.send(strict.dumps(message))
            answer = strict.loads(ws.recv(timeout), MAX_SERVER_MESSAGE)
    except NotThePinnedServer:
        raise
    except ssl.SSLError as exc:
        raise _pinned_open(pin, url, exc) from None
    except (ConnectionClosed, OSError, InvalidHandshake, TimeoutError) as exc:
        hint = "" if pin else "; if it speaks TLS, give its certificate's fingerprint"
        raise ConnectionError(f"no table server answers at {host}:{port} ({type(exc).__name__}: {exc}){hint}") from None
    except WireError as exc:
        raise ConnectionError(f"the server's answer does not read: {exc}") from None
    if not isinstance(answer, dict) or answer.get("type") != expected:
        reason = answer.get("message") if isinstance(answer, dict) else None
        raise ConnectionError(f"the server refused: {strict.shortened(str(reason or answer), 300)}")
    return answer
