"""Invites to a seat: a code carrying a random secret of 128 bits, and a link with the table's address.

A table gives each person seat an invite: 16 random bytes from :mod:`secrets`, written as 26
letters and digits of the base-32 alphabet (``A``–``Z``, ``2``–``7``) in groups of four, so it
can be read out or typed (``0``, ``1`` and ``8`` typed for ``O``, ``I`` and ``B`` are read as
those). The link ``tarotdesk://HOST:PORT/CODE`` adds where the table is. The client connects
to ``ws://HOST:PORT/`` and sends the code only inside its first message, never in the address
it asks for, so that no request line or proxy log holds it. Resume tokens are drawn the same way.
"""

from __future__ import annotations

import base64
import binascii
import secrets
from dataclasses import dataclass
from urllib.parse import urlsplit

from .strict import WireError

#: Random bytes in an invite or a token (128 bits).
SECRET_BYTES = 16
#: Letters of a code, without the dashes.
CODE_LENGTH = 26
SCHEME = "tarotdesk"
#: The table server's usual port.
DEFAULT_PORT = 47340
_TYPOS = str.maketrans({"0": "O", "1": "I", "8": "B"})


def new_secret() -> str:
    """A fresh random secret of 128 bits, as the 26 letters of a code."""
    return base64.b32encode(secrets.token_bytes(SECRET_BYTES)).decode("ascii").rstrip("=")


def format_code(secret: str) -> str:
    """A code as it is shown: groups of four letters joined by dashes."""
    return "-".join(secret[i:i + 4] for i in range(0, len(secret), 4))


def parse_code(typed: str) -> str:
    """A code as typed (any case, dashes and spaces, 0/1/8 for O/I/B) as its 26 letters;
    WireError if it is not a code."""
    letters = "".join(ch for ch in typed.upper() if ch not in "- \t").translate(_TYPOS)
    if len(letters) != CODE_LENGTH:
        raise WireError("invite", f"an invite code has {CODE_LENGTH} letters and digits, not {len(letters)}")
    try:
        raw = base64.b32decode(letters + "======", casefold=False)
    except (binascii.Error, ValueError):
        raise WireError("invite", "an invite code has only the letters A-Z and the digits 2-7") from None
    if len(raw) != SECRET_BYTES:
        raise WireError("invite", "not an invite code")
    return letters


@dataclass(frozen=True)
class Invite:
    """Where a table is and the code of one of its seats (``host`` None: the code alone was given)."""

    code: str
    host: str | None = None
    port: int = DEFAULT_PORT

    @property
    def url(self) -> str:
        """The WebSocket address to connect to (no secret in it)."""
        host = self.host or "127.0.0.1"
        return f"ws://{_bracketed(host)}:{self.port}/"

    @property
    def link(self) -> str:
        """The invite as a link: ``tarotdesk://HOST:PORT/CODE``."""
        return f"{SCHEME}://{_bracketed(self.host or '127.0.0.1')}:{self.port}/{self.code}"


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def parse_invite(typed: str) -> Invite:
    """A link (``tarotdesk://HOST:PORT/CODE``) or a bare code, as an Invite; WireError if neither."""
    typed = typed.strip()
    if "://" not in typed:
        return Invite(parse_code(typed))
    parts = urlsplit(typed)
    if parts.scheme != SCHEME:
        raise WireError("invite", f"an invite link begins with {SCHEME}://")
    try:
        port = parts.port or DEFAULT_PORT
    except ValueError:
        raise WireError("invite", "the link's port is not a number from 1 to 65535") from None
    if not parts.hostname:
        raise WireError("invite", "the link names no host")
    return Invite(parse_code(parts.path.strip("/")), parts.hostname, port)


def server_url(typed: str) -> tuple[str, int]:
    """A server's address as given on the command line (``ws://HOST:PORT``, ``HOST:PORT`` or a
    link): its host and port (ValueError if it names none)."""
    text = typed.strip()
    if "://" not in text:
        text = "ws://" + text
    parts = urlsplit(text)
    if parts.scheme not in ("ws", SCHEME) or not parts.hostname:
        raise ValueError(f"not a table server's address: {typed!r} (write ws://HOST:PORT)")
    try:
        return parts.hostname, parts.port or DEFAULT_PORT
    except ValueError:
        raise ValueError(f"the port of {typed!r} is not a number from 1 to 65535") from None
