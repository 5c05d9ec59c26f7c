"""Invites to a seat: a code carrying a random secret of 128 bits, and a link with the table's address.

A table gives each person seat an invite: 16 random bytes from :mod:`secrets`, written as 26
letters and digits of the base-32 alphabet (``A``–``Z``, ``2``–``7``) in groups of four, so it
can be read out or typed (``0``, ``1`` and ``8`` typed for ``O``, ``I`` and ``B`` are read as
those). The link ``tarotdesk://HOST:PORT/CODE`` adds where the table is, and for a server that
speaks TLS ``?sha256=FINGERPRINT``, its certificate's fingerprint, which the client pins. The
client connects to ``ws://HOST:PORT/`` (``wss://`` with a fingerprint) and sends the code only
inside its first message, never in the address it asks for, so that no request line or proxy
log holds it. Resume tokens are drawn the same way; the server keeps only their hashes
(:func:`hash_secret`).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import secrets
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

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


def hash_secret(secret: str) -> str:
    """What a server keeps of a secret: its SHA-256 (hexadecimal); the secret itself never."""
    return hashlib.sha256(secret.encode("ascii", "replace")).hexdigest()


def same_hash(a: str, b: str) -> bool:
    """Two hashes compared in constant time."""
    return hmac.compare_digest(a.encode("ascii", "replace"), b.encode("ascii", "replace"))


def parse_pin(typed: str) -> str:
    """A certificate's SHA-256 fingerprint as typed (hexadecimal, colons allowed), as 64 lowercase
    digits; WireError if it is not one."""
    digits = typed.strip().replace(":", "").lower()
    if len(digits) != 64 or any(ch not in "0123456789abcdef" for ch in digits):
        raise WireError("sha256", "a certificate's fingerprint is 64 hexadecimal digits")
    return digits


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
    #: The SHA-256 fingerprint of the server's certificate (None: a server without TLS).
    pin: str | None = None

    @property
    def url(self) -> str:
        """The WebSocket address to connect to (no secret in it; ``wss`` with a pinned certificate)."""
        host = self.host or "127.0.0.1"
        return f"{'wss' if self.pin else 'ws'}://{_bracketed(host)}:{self.port}/"

    @property
    def link(self) -> str:
        """The invite as a link: ``tarotdesk://HOST:PORT/CODE`` (``?sha256=PIN`` with TLS)."""
        pin = f"?sha256={self.pin}" if self.pin else ""
        return f"{SCHEME}://{_bracketed(self.host or '127.0.0.1')}:{self.port}/{self.code}{pin}"


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
    pins = parse_qs(parts.query).get("sha256")
    pin = parse_pin(pins[0]) if pins else None
    return Invite(parse_code(parts.path.strip("/")), parts.hostname, port, pin)


def server_url(typed: str) -> tuple[str, int]:
    """A server's address as given on the command line (``ws://HOST:PORT``, ``wss://HOST:PORT``,
    ``HOST:PORT`` or a link): its host and port (ValueError if it names none)."""
    text = typed.strip()
    if "://" not in text:
        text = "ws://" + text
    parts = urlsplit(text)
    if parts.scheme not in ("ws", "wss", SCHEME) or not parts.hostname:
        raise ValueError(f"not a table server's address: {typed!r} (write ws://HOST:PORT)")
    try:
        return parts.hostname, parts.port or DEFAULT_PORT
    except ValueError:
        raise ValueError(f"the port of {typed!r} is not a number from 1 to 65535") from None
